/**
 * MCTS from the same position for both engines: the opening deal (a fixed deck) after seat 0's
 * first draw, so seat 0 must choose among the three empty piles. (At the very start the only
 * legal move is the draw, and our bot answers a forced move without searching.)
 */
import { Random } from '../../src/dsl/index.js';
import { mctsMove } from '../../src/bots/mcts.js';
import { pileMatch, pileMatchGame } from '../games/pile-match.dsl.js';
import { cpuSince, nowMs } from './harness.js';
import { loadBgio } from './playouts.js';

/** The deal used for the MCTS position (top of the deck last). */
export const MCTS_DECK = [21, 26, 12, 17, 15, 29, 18, 19, 22, 28, 39, 33, 2, 4, 32, 35, 7, 38, 24, 5, 16, 8, 1, 11, 27, 6, 10, 3, 14, 31, 30, 13, 23, 37, 9, 34, 36, 20, 0, 25];

export interface MctsPlay {
  /** Runs one search; returns the chosen move's name. */
  play(): Promise<string>;
}

/** Our mctsMove over the fast core. `playoutLimit` undefined: the bot's default. */
export function oursMcts(iterations: number, playoutLimit?: number): MctsPlay {
  const core = pileMatch.core;
  const state = core.init({ players: 2, seed: 1, options: { deck: MCTS_DECK } });
  core.applyInPlace(state, core.legalMoves(state)[0]!); // seat 0 draws
  const view = core.view(state, 0);
  let seed = 0;
  return {
    async play() {
      const m = mctsMove(core, pileMatchGame, view, 0, { iterations, random: new Random({ rng: ++seed }), ...(playoutLimit ? { playoutLimit } : {}) });
      if (!m) throw new Error('our MCTS returned no move');
      return m.type === 'place' ? `place:${String(m.pile)}` : m.type;
    },
  };
}

/** boardgame.io's MCTSBot (default playoutDepth 50, no objectives). */
export function bgioMcts(iterations: number): MctsPlay {
  const b = loadBgio();
  const reduce = b.CreateGameReducer({ game: b.game });
  let state = b.init({ deck: MCTS_DECK });
  state = reduce(state, new b.RandomBot({ enumerate: b.game.ai.enumerate }).enumerate(state.G, state.ctx, '0')[0]); // seat 0 draws
  let seed = 0;
  return {
    async play() {
      const bot = new b.MCTSBot({ game: b.game, enumerate: b.game.ai.enumerate, iterations, seed: `s${++seed}` });
      const { action } = await bot.play(state, '0');
      if (!action) throw new Error('boardgame.io MCTS returned no move');
      return action.payload.type === 'place' ? `place:${action.payload.args[0]}` : action.payload.type;
    },
  };
}

export interface MctsSample {
  plays: number;
  wallSec: number;
  cpuSec: number;
  iterPerCpuSec: number;
  iterPerSec: number;
  msPerPlay: number;
}

export async function timeMcts(p: MctsPlay, iterations: number, plays: number): Promise<MctsSample> {
  const c0 = process.cpuUsage();
  const t0 = nowMs();
  for (let i = 0; i < plays; i++) await p.play();
  const wallSec = (nowMs() - t0) / 1000;
  const cpuSec = cpuSince(c0);
  return { plays, wallSec, cpuSec, iterPerCpuSec: (iterations * plays) / cpuSec, iterPerSec: (iterations * plays) / wallSec, msPerPlay: (cpuSec * 1000) / plays };
}
