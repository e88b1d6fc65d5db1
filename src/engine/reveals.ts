import { jsonEqual } from '../dsl/clone.js';
import type { GameCore } from '../dsl/core.js';
import { Random, seedToState } from '../dsl/random.js';
import type { GameState, Move, Seat } from '../dsl/types.js';

/** Guessed worlds per seat in which a move is replayed; more find rarer reveals, at a cost per move. */
export const REVEAL_PROBES = 6;

/**
 * Which seats a move showed something they had not seen: a card drawn, a die rolled, a face-down
 * pile refilled into the open — by the move itself or by the phase rules and `enter` hooks that
 * followed it. Worked out from the views, so a game author cannot get it wrong:
 *
 * - a declared secret that seat s could not see before is in its view after;
 * - or seat s could not have predicted its new view: replayed in worlds consistent with what s saw
 *   before (the game's `determinize`, a fresh generator state each), the same move leaves s a
 *   different view in at least one of them.
 *
 * The mover's own hidden choices are not reveals to others, who never see them. A seat in whose
 * guessed worlds the move is never possible (it cannot guess the mover's hidden hand) is judged by
 * the declared secrets alone. Returns the seats (empty: nothing was revealed, the move may be
 * taken back).
 *
 * @example
 * const seats = revealedTo(core, before, move, after, 'undo-check-12');
 * const undoable = seats.length === 0;
 */
export function revealedTo<G>(core: GameCore<G>, before: GameState<G>, move: Move, after: GameState<G>, salt: string): Seat[] {
  const seats: Seat[] = [];
  const secretsBefore = core.secrets(before);
  for (let seat = 0; seat < before.ctx.players; seat++) {
    const viewBefore = core.view(before, seat);
    const viewAfter = core.view(after, seat);
    if (secretShown(secretsBefore, seat, viewBefore, viewAfter) || unpredictable(core, viewBefore, viewAfter, move, seat, salt)) seats.push(seat);
  }
  return seats;
}

/** A secret that `seat` was not allowed to see before is in its view now. */
function secretShown(secrets: ReturnType<GameCore<unknown>['secrets']>, seat: Seat, before: unknown, after: unknown): boolean {
  const hidden = secrets.filter((s) => !s.seenBy.includes(seat));
  if (hidden.length === 0) return false;
  const textBefore = JSON.stringify(before);
  const textAfter = JSON.stringify(after);
  return hidden.some((s) => {
    const quoted = JSON.stringify(s.value);
    return textAfter.includes(quoted) && !textBefore.includes(quoted);
  });
}

/** In some world consistent with `seat`'s view before the move, the move leaves it another view. */
function unpredictable<G>(core: GameCore<G>, viewBefore: GameState<G>, viewAfter: GameState<G>, move: Move, seat: Seat, salt: string): boolean {
  const random = new Random({ rng: seedToState(`${salt}:${seat}`) });
  let replayed = 0;
  // A guess may make the move impossible (it deals the mover's hidden hand otherwise); such a
  // world tells nothing, so up to three times as many guesses are drawn to find enough that fit.
  for (let attempt = 0; attempt < REVEAL_PROBES * 3 && replayed < REVEAL_PROBES; attempt++) {
    let outcome;
    try {
      const world = core.determinize(viewBefore, seat, random);
      outcome = core.play(world, move);
    } catch {
      return true; // a guess the rules cannot replay: assume the worst, never allow a peek
    }
    if (!outcome.ok) continue;
    replayed++;
    if (!jsonEqual(core.view(outcome.state, seat), viewAfter)) return true;
  }
  return false;
}
