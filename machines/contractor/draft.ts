/**
 * The equipment draft: every player shakes both dice, the high roll takes the card on top of the
 * stack, until the stack is gone. Doubles never give an extra shake. Players tied for high dice
 * shake again between themselves (PROPOSED: the seed does not say how a tie for high is broken).
 */
import { eachSeatOnce, move, roundOver, type PhaseDef } from '../../src/dsl/index.js';
import { t } from '../../src/i18n/index.js';
import { EQUIPMENT_NAMES } from './data.js';
import type { ContractorState } from './state.js';

type G = ContractorState;

const shake = move<G>({
  check: (G, _args, _ctx, seat) => (G.rollers.includes(seat) && G.shakes[seat] === null) || t`You have already shaken the dice for this card.`,
  apply: (G, _args, { seat, random }) => {
    G.shakes[seat] = random.dice(2);
  },
  endsTurn: true,
  undoable: false,
  describe: ({ seat }, after) => {
    const dice = after.shakes[seat] ?? [0, 0];
    return t`shook ${dice[0]!} and ${dice[1]!} for ${EQUIPMENT_NAMES[after.stack[0]!]}`;
  },
});

const total = (dice: number[] | null): number => (dice ? dice[0]! + dice[1]! : 0);

/** The seats with the high dice of this shake. */
export function highRollers(G: Readonly<G>): number[] {
  const best = Math.max(...G.rollers.map((s) => total(G.shakes[s]!)));
  return G.rollers.filter((s) => total(G.shakes[s]!) === best);
}

/** After every roller shook: the single high roll takes the top card; a tie shakes again. */
export function resolveShakes(G: G): void {
  const high = highRollers(G);
  if (high.length === 1) {
    const seat = high[0]!;
    const card = G.stack.shift()!;
    G.players[seat]!.drafted.push(card);
    G.lastTaken = { seat, card, roll: total(G.shakes[seat]!) };
    G.firstTaker ??= seat;
    G.rollers = G.players.map((_, s) => s);
  } else {
    G.rollers = high;
  }
  G.shakes = G.players.map(() => null);
}

const lastCardTaken = (G: Readonly<G>): boolean => G.stack.length === 1 && highRollers(G).length === 1;

export const draftPhase: PhaseDef<G> = {
  label: t`Equipment draft`,
  turn: eachSeatOnce({ first: (G) => G.rollers[0]!, skip: (G, _ctx, seat) => !G.rollers.includes(seat) }),
  moves: { shake },
  next: [
    { if: (G, ctx) => roundOver(G, ctx) && lastCardTaken(G), to: 'bidding', do: resolveShakes, label: t`high dice take the last card` },
    { if: roundOver, to: 'draft', do: resolveShakes, label: t`high dice take the top card, or the tied shake again` },
  ],
};
