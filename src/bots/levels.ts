import type { GameCore } from '../dsl/core.js';
import { Random, seedToState } from '../dsl/random.js';
import type { GameDef, GameState, Move, Seat } from '../dsl/types.js';
import { MctsSearch, type MctsSlice } from './mcts.js';
import { randomMove } from './random-bot.js';

/** Bot strengths offered in every game. */
export const BOT_LEVELS = ['easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** MCTS iterations per decision at each level when the game does not say (easy plays at random). */
export const LEVEL_ITERATIONS: Record<BotLevel, number> = { easy: 0, medium: 150, hard: 800 };

/**
 * Milliseconds of thinking per decision at each level when the game does not say: a table's bot
 * stops at its iterations or its budget, whichever comes first. Medium answers within a quarter
 * second, as quick as a person glancing at the board; hard may take a second, long enough to look
 * like thought yet short of making a child wait. On a fast machine most games reach their
 * iterations well inside these; the budget caps the slow ones on slow tablets.
 */
export const LEVEL_BUDGET_MS: Record<BotLevel, number> = { easy: 0, medium: 250, hard: 1000 };

/** What a bot needs of a game: its definition (the `bots` settings, the heuristic) and its core. */
export interface BotGame<G> {
  def: Pick<GameDef<G, any>, 'bots' | 'heuristic'>; // eslint-disable-line @typescript-eslint/no-explicit-any
  core: GameCore<G>;
}

/**
 * The thinking budget of a level in a game, in milliseconds (its `bots.budget`, else the default).
 *
 * @example
 * botBudget(hisssCompiled, 'hard'); // 1000 unless HISSS sets bots.budget.hard
 */
export function botBudget<G>(game: BotGame<G>, level: BotLevel): number {
  return level === 'easy' ? 0 : (game.def.bots?.budget?.[level] ?? LEVEL_BUDGET_MS[level]);
}

/**
 * A bot's decision in progress, run in slices: `run` it with a slice's limits until it says it is
 * finished, then read `move()`. A level that does not search (easy, a medium `policy`) is finished
 * from the start.
 */
export interface BotThinking {
  /** Runs one slice; returns whether the decision is made. */
  run(slice?: MctsSlice): boolean;
  /** The move decided (from the iterations run so far, once the caller stops early). */
  move(): Move | null;
}

/**
 * Starts a bot's decision without running it: the same moves as `botMove` when run to the end,
 * however its slices are cut. Deterministic in the same view, seat, level and seed.
 *
 * @example
 * const thinking = botThinking(hisssCompiled, match.view(2), 2, 'hard', 'lesson-1');
 * const deadline = performance.now() + botBudget(hisssCompiled, 'hard');
 * while (!thinking.run({ deadline: Math.min(deadline, performance.now() + 10) }) && performance.now() < deadline) await pause();
 * const move = thinking.move();
 */
export function botThinking<G>(game: BotGame<G>, view: GameState<G>, seat: Seat, level: BotLevel, seed: string | number = 0): BotThinking {
  const random = new Random({ rng: seedToState(`${seed}/${seat}/${view.ctx.moves}/${level}`) });
  const settings = game.def.bots ?? {};
  if (level === 'easy' || (level === 'medium' && settings.policy)) {
    const move = level === 'easy' ? randomMove(game.core, view, seat, random) : settings.policy!(view, seat, random);
    return { run: () => true, move: () => move };
  }
  return new MctsSearch(game.core, game.def, view, seat, {
    iterations: settings.iterations?.[level] ?? LEVEL_ITERATIONS[level],
    random,
    ...(settings.playoutLimit !== undefined ? { playoutLimit: settings.playoutLimit } : {}),
    ...(settings.playout ? { playout: settings.playout } : {}),
    ...(settings.candidates ? { candidates: settings.candidates } : {}),
    ...(settings.exploration !== undefined ? { exploration: settings.exploration } : {}),
  });
}

/**
 * Chooses a move for a bot seat from what that seat may see, all at once on this thread, with the
 * level's iterations and no time budget. Deterministic: the same view, seat, level and seed give
 * the same move. A game tunes its levels with `bots` in its definition (iterations, time budget,
 * playout length and policy, a hand-written player for medium).
 *
 * @example
 * const move = botMove(hisssCompiled, match.view(2), 2, 'hard', 'lesson-1');
 */
export function botMove<G>(game: BotGame<G>, view: GameState<G>, seat: Seat, level: BotLevel, seed: string | number = 0): Move | null {
  const thinking = botThinking(game, view, seat, level, seed);
  thinking.run();
  return thinking.move();
}
