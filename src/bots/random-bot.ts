import type { GameCore } from '../dsl/core.js';
import { Random } from '../dsl/random.js';
import type { GameState, Move, Seat } from '../dsl/types.js';

/**
 * Plays a uniformly random legal move. Sees only `view` (what its seat may know).
 *
 * @example
 * const move = randomMove(core, match.view(2), 2, new Random({ rng: 7 }));
 */
export function randomMove<G>(core: GameCore<G>, view: GameState<G>, seat: Seat, random: Random): Move | null {
  // Legal moves of a seat depend only on what it can see, but the view's hidden parts are
  // placeholders, so the moves are listed on a consistent guess of the whole state.
  const guess = core.determinize(view, seat, random);
  const moves = core.legalMoves(guess, seat);
  return moves.length === 0 ? null : random.pick(moves);
}
