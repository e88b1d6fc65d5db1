/**
 * "Last Stone", the game the author's guide builds step by step: a pile of stones, players take
 * 1, 2 or 3 in turn, and whoever takes the last stone wins. Small on purpose; every part a real
 * game needs is here: setup from options, a move with enumerated arguments and reasons, a turn
 * order, a phase rule that ends the game, and a result.
 */
import { clockwise, compile, defineGame, move, phases } from '../../src/dsl/index.js';
import { plural, t } from '../../src/i18n/index.js';
import { translations } from './last-stone.translations.js';

export interface LastStoneState {
  stones: number;
  /** Who took the last stone, once somebody has. */
  winner: number | null;
}

const take = move<LastStoneState, { count: number }>({
  // Exactly the legal choices: 1, 2 or 3, never more than are left.
  args: (G) => [1, 2, 3].filter((count) => count <= G.stones).map((count) => ({ count })),
  // Why anything else is refused, in words a player understands.
  check: (G, { count }) => {
    if (!Number.isInteger(count) || count < 1 || count > 3) return t`Take 1, 2 or 3 stones.`;
    if (count > G.stones) return plural(G.stones, 'Only # stone is left.', 'Only # stones are left.');
    return true;
  },
  apply: (G, { count }, { seat }) => {
    G.stones -= count;
    if (G.stones === 0) G.winner = seat;
  },
  endsTurn: true,
  describe: ({ count }, after) => t`took ${count} (${after.stones} left)`,
});

export const lastStone = defineGame<LastStoneState, { stones: number }>({
  id: 'last-stone',
  name: 'Last Stone',
  players: { min: 2, max: 4 },
  options: { stones: 15 },
  setup: ({ options }) => ({ stones: options.stones, winner: null }),
  flow: phases({
    play: { label: t`Take stones`, turn: clockwise(), moves: { take }, next: [{ if: (G) => G.stones === 0, to: 'over', label: t`pile empty` }] },
    over: { label: t`Game over`, final: true },
  }),
  result: (G, ctx) => ({
    scores: Array.from({ length: ctx.players }, (_, seat) => (seat === G.winner ? 1 : 0)),
    winners: G.winner === null ? [] : [G.winner],
    reason: t`Took the last stone.`,
  }),
  // The rules' texts in Spanish, French and German (English is each text's key).
  translations,
});

export const lastStoneCompiled = compile(lastStone);
