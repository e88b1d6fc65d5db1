/**
 * Pile-match as a hand-written mutable reducer with its own move enumeration: the practical
 * speed limit for these rules in JavaScript (no framework, no copies, moves are small integers).
 * The same rules as pile-match.dsl.ts and pile-match.bgio.cjs.
 */

export interface ReducerState {
  /** Face-down deck; the top card is the last one. */
  deck: number[];
  piles: number[][];
  /** The card each seat holds, or -1. */
  hand: number[];
  score: number[];
  discarded: number;
  /** Seat to act. */
  current: number;
  over: boolean;
}

/** Moves: DRAW, PLACE + pile (0..2), DISCARD. */
export const DRAW = 0;
export const PLACE = 1;
export const DISCARD = 4;

/** A new game from a fixed deck (top last), or shuffled with `rand` (a float in [0, 1) per call). */
export function init(deckOrRand: readonly number[] | (() => number)): ReducerState {
  let deck: number[];
  if (typeof deckOrRand === 'function') {
    deck = new Array<number>(40);
    for (let i = 0; i < 40; i++) deck[i] = i;
    for (let i = 39; i > 0; i--) {
      const j = Math.floor(deckOrRand() * (i + 1));
      const t = deck[i]!;
      deck[i] = deck[j]!;
      deck[j] = t;
    }
  } else deck = deckOrRand.slice();
  return { deck, piles: [[], [], []], hand: [-1, -1], score: [0, 0], discarded: 0, current: 0, over: false };
}

function matches(card: number, pile: number[]): boolean {
  if (pile.length === 0) return true;
  const top = pile[pile.length - 1]!;
  return ((top / 10) | 0) === ((card / 10) | 0) || top % 10 === card % 10;
}

/** Writes the legal moves of the seat to act into `out`; returns how many. */
export function legalMoves(s: ReducerState, out: number[]): number {
  if (s.over) return 0;
  const card = s.hand[s.current]!;
  if (card < 0) {
    out[0] = DRAW;
    return 1;
  }
  let n = 0;
  for (let p = 0; p < 3; p++) if (matches(card, s.piles[p]!)) out[n++] = PLACE + p;
  if (n === 0) out[n++] = DISCARD;
  return n;
}

/** Applies a legal move in place. */
export function apply(s: ReducerState, move: number): void {
  const seat = s.current;
  if (move === DRAW) {
    s.hand[seat] = s.deck.pop()!;
    return;
  }
  if (move === DISCARD) s.discarded++;
  else {
    s.piles[move - PLACE]!.push(s.hand[seat]!);
    s.score[seat]!++;
  }
  s.hand[seat] = -1;
  s.current = 1 - seat;
  if (s.deck.length === 0) s.over = true;
}

/** The canonical name of a move: "draw", "place:2", "discard". */
export const moveName = (m: number): string => (m === DRAW ? 'draw' : m === DISCARD ? 'discard' : `place:${m - PLACE}`);
