/**
 * One random playout per implementation, each choosing uniformly among the legal moves with the
 * same seeded chooser. Every function returns the number of moves it played.
 */
import { createRequire } from 'node:module';
import { createActor, type AnyStateMachine } from 'xstate';
import { Random, type Ctx, type GameCore, type Move, type MoveApi, type MoveDef, type PhaseDef } from '../../src/dsl/index.js';
import { hisssCompiled } from '../../machines/hisss/index.js';
import { pileMatch, pileMatchFlat, pileMatchGame, type PileMatchState } from '../games/pile-match.dsl.js';
import * as reducer from '../games/pile-match.reducer.js';
import type { Playout } from './harness.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
export type Bgio = any;

let bgio: Bgio | null = null;
/**
 * boardgame.io's pile-match module, loaded in production mode. boardgame.io reads NODE_ENV when it
 * is first required, so it is set here, before the require.
 */
export function loadBgio(): Bgio {
  if (!bgio) {
    process.env.NODE_ENV = 'production';
    // The bundles run from out/; the game file stays CommonJS next to its siblings.
    const require = createRequire(import.meta.url);
    bgio = require('../games/pile-match.bgio.cjs');
  }
  return bgio;
}

/** Our fast core: init + legalMoves + random pick + applyInPlace. */
export function corePlayout<G>(core: GameCore<G>, players: number, rand: () => number): Playout {
  let seed = 0;
  return () => {
    const state = core.init({ players, seed: ++seed });
    let n = 0;
    while (!core.isOver(state)) {
      const moves = core.legalMoves(state);
      core.applyInPlace(state, moves[(rand() * moves.length) | 0]!);
      n++;
    }
    return n;
  };
}

/** Our XState machine: createActor + send; the move is picked from core.legalMoves on the snapshot's context. */
export function machinePlayout<G>(machine: AnyStateMachine, core: GameCore<G>, players: number, rand: () => number): Playout {
  let seed = 0;
  return () => {
    const actor = createActor(machine, { input: { players, seed: ++seed } });
    actor.start();
    let n = 0;
    for (;;) {
      const snap = actor.getSnapshot();
      if (snap.status !== 'active') break;
      const moves = core.legalMoves(snap.context);
      if (moves.length === 0) throw new Error('machine playout: no legal move in an active state');
      actor.send(moves[(rand() * moves.length) | 0]!);
      n++;
    }
    actor.stop();
    return n;
  };
}

/** boardgame.io: InitializeGame + CreateGameReducer, a random action from RandomBot.enumerate (as in the peer's harness). */
export function bgioPlayout(rand: () => number): Playout {
  const b = loadBgio();
  const reduce = b.CreateGameReducer({ game: b.game });
  const bot = new b.RandomBot({ enumerate: b.game.ai.enumerate });
  let seed = 0;
  return () => {
    let state = b.init({ seed: ++seed });
    let n = 0;
    while (state.ctx.gameover === undefined) {
      const actions = bot.enumerate(state.G, state.ctx, b.currentMover(state.ctx));
      const next = reduce(state, actions[(rand() * actions.length) | 0]);
      if (next.transients && next.transients.error) throw new Error(`boardgame.io refused a move: ${JSON.stringify(next.transients)}`);
      state = next;
      n++;
    }
    return n;
  };
}

/** The hand-written mutable reducer with its own enumeration. */
export function reducerPlayout(rand: () => number): Playout {
  const out: number[] = [0, 0, 0];
  return () => {
    const s = reducer.init(rand);
    let n = 0;
    while (!s.over) {
      const k = reducer.legalMoves(s, out);
      reducer.apply(s, out[(rand() * k) | 0]!);
      n++;
    }
    return n;
  };
}

/**
 * Pile-match's own functions from its DSL definition — setup, the moves' `args`, `check` and
 * `apply`, the phase rules' conditions — called by a loop written for this one game, with no
 * engine: what the game as written costs by itself, the floor under any engine running it. The
 * loop knows the flow (draw, then place or discard, then the other seat) instead of reading it.
 */
export function gameOnlyPlayout(rand: () => number): Playout {
  type Def = MoveDef<PileMatchState, Record<string, never>>;
  const play = pileMatchGame.flow.phases!.play!;
  const phase = (name: string) => play.phases![name]! as PhaseDef<PileMatchState>;
  const draw = phase('draw').moves!.draw! as Def;
  const place = phase('place').moves!.place! as unknown as MoveDef<PileMatchState, { pile: number }>;
  const discard = phase('place').moves!.discard! as Def;
  const toPlace = phase('draw').next![0]!.if!;
  const toDraw = phase('place').next![0]!.if!;
  const toOver = play.next![0]!.if!;
  const none = {} as Record<string, never>;
  let seed = 0;
  return () => {
    const ctx: Ctx = { players: 2, phase: 'play.draw', current: 0, queue: [], active: [0], turn: 1, moves: 0, rng: ++seed, over: false };
    const G = pileMatchGame.setup({ players: 2, random: new Random(ctx), options: { ...pileMatchGame.options! } });
    const api: MoveApi = { seat: 0, ctx, random: new Random(ctx), endTurn: () => undefined, setCurrent: () => undefined };
    let drawing = true;
    let n = 0;
    const legal: Move[] = [];
    for (;;) {
      const seat = ctx.current;
      legal.length = 0;
      if (drawing) {
        if (draw.check!(G, none, ctx, seat) === true) legal.push({ type: 'draw', seat });
      } else {
        for (const choice of place.args!(G, ctx, seat)) {
          // As the core does: the game's argument object becomes the move.
          const move = choice as unknown as Move;
          move.type = 'place';
          move.seat = seat;
          legal.push(move);
        }
        if (discard.check!(G, none, ctx, seat) === true) legal.push({ type: 'discard', seat });
      }
      const move = legal[(rand() * legal.length) | 0]!;
      (api as { seat: number }).seat = seat;
      if (move.type === 'draw') draw.apply(G, none, api);
      else {
        if (move.type === 'place') place.apply(G, move as unknown as { pile: number }, api);
        else discard.apply(G, none, api);
        ctx.current = 1 - seat;
      }
      n++;
      if (drawing ? toPlace(G, ctx) : toDraw(G, ctx)) drawing = !drawing;
      if (toOver(G, ctx)) return n;
    }
  };
}

export const playouts = {
  pileCore: (rand: () => number) => corePlayout(pileMatch.core, 2, rand),
  pileMachine: (rand: () => number) => machinePlayout(pileMatch.machine, pileMatch.core, 2, rand),
  pileBgio: bgioPlayout,
  pileReducer: reducerPlayout,
  pileGameOnly: gameOnlyPlayout,
  pileFlatCore: (rand: () => number) => corePlayout(pileMatchFlat.core, 2, rand),
  pileFlatMachine: (rand: () => number) => machinePlayout(pileMatchFlat.machine, pileMatchFlat.core, 2, rand),
  hisssCore: (rand: () => number) => corePlayout(hisssCompiled.core, 3, rand),
  hisssMachine: (rand: () => number) => machinePlayout(hisssCompiled.machine, hisssCompiled.core, 3, rand),
};
