/**
 * Pile-match in the rules DSL (the benchmark game; the same rules as pile-match.bgio.cjs and
 * pile-match.reducer.ts).
 *
 * 40 cards = 4 colours × 10 values, encoded 0..39 (colour = floor(n / 10), value = n % 10).
 * Each turn a player draws one card, then places it on one of 3 piles whose top card shares its
 * colour or value (an empty pile takes anything), scoring 1; if no pile matches, the card is
 * discarded. The game ends when the deck is empty and no card is in hand.
 *
 * Two flows: `pileMatchGame` (draw → place sub-phases, as HISSS is written; the benchmark's main
 * figures) and `pileMatchFlatGame` (one phase with all three moves).
 *
 * Option `deck` (a list of the 40 card numbers, the top of the deck last) replaces the shuffle,
 * so the three implementations can be played side by side from the same deal.
 */
import { clockwise, compile, defineGame, move, phases, winnersBy } from '../../src/dsl/index.js';

export interface PileMatchState {
  /** Face-down deck; the top card is the last one. */
  deck: number[];
  /** Three piles; the top card is the last one. */
  piles: number[][];
  /** The card each seat holds (drawn, not yet placed), or null. */
  hand: (number | null)[];
  score: number[];
  discarded: number;
}

export type PileMatchOptions = { deck: number[] };

export const CARDS = 40;
export const PILES = 3;

/** May `card` go on `pile`? */
export function matches(card: number, pile: readonly number[]): boolean {
  if (pile.length === 0) return true;
  const top = pile[pile.length - 1]!;
  return Math.floor(top / 10) === Math.floor(card / 10) || top % 10 === card % 10;
}

const draw = move<PileMatchState>({
  check: (G, _args, _ctx, seat) => {
    if (G.hand[seat] !== null) return 'You already hold a card: place or discard it first.';
    if (G.deck.length === 0) return 'The deck is empty.';
    return true;
  },
  apply: (G, _args, { seat }) => {
    G.hand[seat] = G.deck.pop()!;
  },
});

const place = move<PileMatchState, { pile: number }>({
  args: (G, _ctx, seat) => {
    const card = G.hand[seat];
    if (card === null || card === undefined) return [];
    const out: { pile: number }[] = [];
    for (let p = 0; p < PILES; p++) if (matches(card, G.piles[p]!)) out.push({ pile: p });
    return out;
  },
  check: (G, { pile }, _ctx, seat) => {
    const card = G.hand[seat];
    if (card === null || card === undefined) return 'Draw a card first.';
    if (!Number.isInteger(pile) || pile < 0 || pile >= PILES) return `Choose pile 0 to ${PILES - 1}.`;
    return matches(card, G.piles[pile]!) || 'That pile does not match the card (colour or value).';
  },
  apply: (G, { pile }, { seat }) => {
    G.piles[pile]!.push(G.hand[seat]!);
    G.hand[seat] = null;
    G.score[seat]!++;
  },
  endsTurn: true,
});

const discard = move<PileMatchState>({
  check: (G, _args, _ctx, seat) => {
    const card = G.hand[seat];
    if (card === null || card === undefined) return 'Draw a card first.';
    return G.piles.every((p) => !matches(card, p)) || 'The card matches a pile, so it must be placed.';
  },
  apply: (G, _args, { seat }) => {
    G.hand[seat] = null;
    G.discarded++;
  },
  endsTurn: true,
});

const handsEmpty = (G: Readonly<PileMatchState>) => G.hand.every((c) => c === null);

export const pileMatchGame = defineGame<PileMatchState, PileMatchOptions>({
  id: 'pile-match',
  name: 'Pile-match',
  players: { min: 2, max: 2 },
  options: { deck: [] },
  setup: ({ players, random, options }) => ({
    deck: options.deck.length > 0 ? options.deck.slice() : random.shuffle(Array.from({ length: CARDS }, (_, i) => i)),
    piles: Array.from({ length: PILES }, () => []),
    hand: Array.from({ length: players }, () => null),
    score: Array.from({ length: players }, () => 0),
    discarded: 0,
  }),
  flow: phases({
    play: {
      turn: clockwise(),
      phases: {
        draw: { moves: { draw }, next: [{ if: (G, ctx) => G.hand[ctx.current] !== null, to: 'place' }] },
        place: { moves: { place, discard }, next: [{ if: (G, ctx) => G.hand[ctx.current] === null, to: 'draw' }] },
      },
      next: [{ if: (G) => G.deck.length === 0 && handsEmpty(G), to: 'over' }],
    },
    over: { final: true },
  }),
  result: (G, ctx) => {
    const seats = Array.from({ length: ctx.players }, (_, s) => s);
    return { scores: G.score.slice(), winners: winnersBy(seats, (s) => [G.score[s]!]) };
  },
});

export const pileMatch = compile(pileMatchGame);

/**
 * The same game with a flat flow: one phase in which draw, place and discard are all allowed
 * (their checks already say which one applies). Measured beside the main definition to show what
 * the draw → place sub-phase hops cost.
 */
export const pileMatchFlatGame = defineGame<PileMatchState, PileMatchOptions>({
  ...pileMatchGame,
  id: 'pile-match-flat',
  flow: phases({
    play: {
      turn: clockwise(),
      moves: { draw, place, discard },
      next: [{ if: (G) => G.deck.length === 0 && handsEmpty(G), to: 'over' }],
    },
    over: { final: true },
  }),
});

export const pileMatchFlat = compile(pileMatchFlatGame);
