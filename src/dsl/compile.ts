import type { AnyStateMachine } from 'xstate';
import { compileCore, type GameCore } from './core.js';
import { buildFlow, type Flow } from './flow.js';
import { compileMachine } from './machine.js';
import type { GameDef, Json } from './types.js';

/** A game ready to run: its definition, phase tree, fast core and XState machine. */
export interface CompiledGame<G, O extends Record<string, Json> = Record<string, Json>> {
  def: GameDef<G, O>;
  flow: Flow<G>;
  core: GameCore<G>;
  machine: AnyStateMachine;
}

const cache = new WeakMap<object, CompiledGame<any, any>>(); // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Compiles a game definition into its two executions, from the same flow and move objects:
 * the XState machine (for the element, the log and model-based tests) and the fast pure core
 * (for bots, fuzzing and benchmarks). Compiling the same definition twice returns the same object.
 *
 * @example
 * const hisss = compile(hisssGame);
 * let state = hisss.core.init({ players: 3, seed: 'demo' });
 * const [first] = hisss.core.legalMoves(state);
 * hisss.core.applyInPlace(state, first!); // bots mutate; use core.play() for a checked copy
 * const actor = createActor(hisss.machine, { input: { players: 3, seed: 'demo' } }).start();
 */
export function compile<G, O extends Record<string, Json>>(def: GameDef<G, O>): CompiledGame<G, O> {
  const known = cache.get(def);
  if (known) return known as CompiledGame<G, O>;
  const flow = buildFlow<G>(def);
  const core = compileCore<G>(def, flow);
  const machine = compileMachine<G>(def, flow, core);
  const compiled: CompiledGame<G, O> = { def, flow, core, machine };
  cache.set(def, compiled);
  return compiled;
}
