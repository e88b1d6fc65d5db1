import type { CompiledGame } from '../dsl/compile.js';
import { Random, seedToState } from '../dsl/random.js';
import type { GameState, Move, SetupInput } from '../dsl/types.js';
import { show } from './json.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCompiled = CompiledGame<any, any>;

/**
 * A position of a match: how it was set up and the moves played since. Unlike a bare state it
 * can be rebuilt in a `Match` and in an XState actor, so the kit can test all three at once.
 */
export interface Position {
  setup: SetupInput;
  log: Move[];
}

/**
 * Replays a position through the fast core; throws if a move of the log is refused.
 *
 * @example
 * const state = replay(hisssCompiled, { setup: { players: 2, seed: 'x' }, log: [] });
 */
export function replay(game: AnyCompiled, position: Position): GameState<unknown> {
  let state = game.core.init(position.setup);
  position.log.forEach((move, i) => {
    const result = game.core.play(state, move);
    if (!result.ok) throw new Error(`Move ${i + 1} of the position's log, ${show(move)}, is refused: ${result.reason}`);
    state = result.state;
  });
  return state;
}

/**
 * A seeded random position: `moves` random legal moves from the setup (fewer if the game ends
 * first). The same arguments always give the same position.
 *
 * @example
 * const mid = randomPosition(hisssCompiled, { players: 3, seed: 'p', moves: 40 });
 */
export function randomPosition(game: AnyCompiled, opts: { players: number; seed: string | number; moves: number; options?: SetupInput['options'] }): Position {
  const setup: SetupInput = { players: opts.players, seed: opts.seed, ...(opts.options ? { options: opts.options } : {}) };
  const random = new Random({ rng: seedToState(`${String(opts.seed)}/position-moves`) });
  const state = game.core.init(setup);
  const log: Move[] = [];
  while (log.length < opts.moves && !game.core.isOver(state)) {
    const legal = game.core.legalMoves(state);
    if (legal.length === 0) break;
    const move = JSON.parse(JSON.stringify(random.pick(legal))) as Move;
    game.core.applyInPlace(state, move);
    log.push(move);
  }
  return { setup, log };
}

/**
 * Positions worth probing with bad input: the start, a few seeded mid-game positions spread
 * over the game, and (when the random game ends within `maxMoves`) the finished game.
 *
 * @example
 * for (const p of samplePositions(hisssCompiled, { players: 2, seed: 'bad', count: 4 })) badInput(hisssCompiled, p);
 */
export function samplePositions(game: AnyCompiled, opts: { players: number; seed: string | number; count: number; maxMoves?: number; options?: SetupInput['options'] }): Position[] {
  const whole = randomPosition(game, { players: opts.players, seed: opts.seed, moves: opts.maxMoves ?? 10_000, options: opts.options });
  const n = whole.log.length;
  const cuts = new Set<number>([0]);
  for (let i = 1; i <= Math.max(0, opts.count - 2); i++) cuts.add(Math.round((n * i) / Math.max(1, opts.count - 1)));
  cuts.add(n);
  return [...cuts].sort((a, b) => a - b).map((cut) => ({ setup: whole.setup, log: whole.log.slice(0, cut) }));
}
