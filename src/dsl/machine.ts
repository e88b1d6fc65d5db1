import { assign, createMachine, type AnyStateMachine } from 'xstate';
import { cloneJson } from './clone.js';
import { Translator } from '../i18n/translator.js';

/** The chart's descriptions are for developers: in English. */
const ENGLISH = new Translator('en', []);
import type { GameCore } from './core.js';
import { initialState } from './core.js';
import type { Flow, FlowNode } from './flow.js';
import { applyMoveEffect, enterNode, loopError, MAX_RULE_CHAIN, runRuleEffect } from './step.js';
import type { GameDef, GameState, Move, SetupInput, Transition } from './types.js';

type AnyGame<G> = GameDef<G, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Builds the XState v5 machine of a game: phases are states, moves are events guarded by the
 * same legality check as the core, phase rules are eventless (`always`) transitions and phase
 * entry hooks are entry actions. The context is the plain JSON game state; every action works
 * on a copy, so snapshots stay immutable.
 */
export function compileMachine<G>(game: AnyGame<G>, flow: Flow<G>, core: GameCore<G>): AnyStateMachine {
  // XState takes eventless transitions for as long as one is enabled, so a rule whose condition
  // stays true would hang the page. Like the core, count rule firings since the last move (or the
  // start) and fail with the core's error instead. Macrosteps are synchronous, so one counter per
  // machine is enough.
  let chain: string[] = [];
  // `createMachine(config, implementations)` rather than `setup()`: setup brings every action
  // creator of XState into the bundle (sendTo, raise, emit, spawnChild …), which no game uses.
  type Args = { context: GameState<G>; event: Move };
  const implementations = {
    guards: {
      /** The move is legal: the same check the core and the UI use. */
      legalMove: ({ context, event }: Args) => core.reason(context, event) === null,
    },
    actions: {
      /** Applies the move's effect and passes the turn; phase rules follow as eventless transitions. */
      applyMove: assign(({ context, event }: Args) => {
        chain = [];
        const next = cloneJson(context);
        applyMoveEffect(flow, next, event);
        return next;
      }),
    },
  };

  const enter = (node: FlowNode<G>) =>
    assign(({ context }: { context: GameState<G> }) => {
      const next = cloneJson(context);
      enterNode(flow, next, node);
      return next;
    });
  const effect = (rule: Transition<G>) =>
    assign(({ context }: { context: GameState<G> }) => {
      const next = cloneJson(context);
      runRuleEffect(next, rule);
      return next;
    });

  const stateConfig = (node: FlowNode<G>): Record<string, unknown> => {
    const config: Record<string, unknown> = { entry: [enter(node)] };
    if (node.def.label !== undefined) config.description = ENGLISH.render(node.def.label);
    if (node.final) return { ...config, type: 'final' };
    if (node.children.length > 0) {
      config.initial = node.initial!.name;
      config.states = Object.fromEntries(node.children.map((child) => [child.name, stateConfig(child)]));
    } else {
      config.on = Object.fromEntries([...node.moves.keys()].map((type) => [type, { guard: 'legalMove', actions: 'applyMove' }]));
    }
    if (node.rules.length > 0) {
      config.always = node.rules.map(({ rule, target }) => ({
        target: `#${game.id}.${target.path}`,
        reenter: true,
        guard: ({ context }: { context: GameState<G> }) => {
          if (rule.if && !rule.if(context.G, context.ctx)) return false;
          chain.push(target.path);
          if (chain.length > MAX_RULE_CHAIN) {
            const trail = chain;
            chain = [];
            throw loopError(game as AnyGame<unknown>, trail);
          }
          return true;
        },
        ...(rule.do ? { actions: [effect(rule)] } : {}),
        ...(rule.label !== undefined ? { description: ENGLISH.render(rule.label) } : {}),
      }));
    }
    return config;
  };

  const root = stateConfig(flow.root);
  const config = {
    ...root,
    id: game.id,
    context: ({ input }: { input: SetupInput }) => {
      chain = [];
      return initialState(game, input);
    },
    output: ({ context }: { context: GameState<G> }) => game.result(context.G, context.ctx),
  };
  // The config is assembled from the flow at run time, so its literal types are not known to TypeScript.
  return createMachine(config as never, implementations as never) as unknown as AnyStateMachine;
}

/** Reads the game state out of a machine snapshot. */
export function stateOf<G>(snapshot: { context: unknown }): GameState<G> {
  return snapshot.context as GameState<G>;
}
