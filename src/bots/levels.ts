import type { CompiledGame } from '../dsl/compile.js';
import { Random, seedToState } from '../dsl/random.js';
import type { GameState, Move, Seat } from '../dsl/types.js';
import { mctsMove } from './mcts.js';
import { randomMove } from './random-bot.js';

/** Bot strengths offered in every game. */
export const BOT_LEVELS = ['easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** MCTS iterations per decision at each level when the game does not say (easy plays at random). */
export const LEVEL_ITERATIONS: Record<BotLevel, number> = { easy: 0, medium: 150, hard: 800 };

/**
 * Chooses a move for a bot seat from what that seat may see. Deterministic: the same view,
 * seat, level and seed give the same move. A game tunes its levels with `bots` in its definition
 * (iterations, playout length and policy, a hand-written player for medium).
 *
 * @example
 * const move = botMove(hisssCompiled, match.view(2), 2, 'hard', 'lesson-1');
 */
export function botMove<G>(game: CompiledGame<G, any>, view: GameState<G>, seat: Seat, level: BotLevel, seed: string | number = 0): Move | null { // eslint-disable-line @typescript-eslint/no-explicit-any
  const random = new Random({ rng: seedToState(`${seed}/${seat}/${view.ctx.moves}/${level}`) });
  if (level === 'easy') return randomMove(game.core, view, seat, random);
  const settings = game.def.bots ?? {};
  if (level === 'medium' && settings.policy) return settings.policy(view, seat, random);
  return mctsMove(game.core, game.def, view, seat, {
    iterations: settings.iterations?.[level] ?? LEVEL_ITERATIONS[level],
    random,
    ...(settings.playoutLimit !== undefined ? { playoutLimit: settings.playoutLimit } : {}),
    ...(settings.playout ? { playout: settings.playout } : {}),
    ...(settings.candidates ? { candidates: settings.candidates } : {}),
    ...(settings.exploration !== undefined ? { exploration: settings.exploration } : {}),
  });
}
