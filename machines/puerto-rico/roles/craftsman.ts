/**
 * The craftsman: every seat produces from the craftsman clockwise (the supply may run short), an
 * occupied factory pays for the kinds produced, then the craftsman takes one more barrel of a kind
 * he produced — or declines it.
 */
import { clockwise, move, type PhaseDef } from '../../../src/dsl/index.js';
import { t } from '../../../src/i18n/index.js';
import { barrels, GOOD_NAMES, GOODS, isGood, type Good } from '../buildings.js';
import { produce, type PuertoRicoState } from '../state.js';

type G = PuertoRicoState;

/** Production for every seat, from the craftsman; remembers what the craftsman made. */
export function production(G: G): void {
  const n = G.boards.length;
  G.produced = [];
  for (let i = 0; i < n; i++) {
    const seat = (G.chooser + i) % n;
    const { made } = produce(G, seat);
    if (i === 0) G.produced = GOODS.filter((g) => made[g] > 0);
  }
}

/** Kinds the craftsman may take as his extra barrel. */
export const bonusGoods = (G: Readonly<G>): Good[] => G.produced.filter((g) => G.goodsSupply[g] > 0);

const extraGood = move<G, { good: Good }>({
  args: (G, _ctx, seat) => (seat === G.chooser ? bonusGoods(G).map((good) => ({ good })) : []),
  check: (G, { good }) => {
    // The goods' ids, as a move names them (not words to translate).
    if (!isGood(good)) return t`Name a good: ${GOODS.join(', ')}.`;
    if (!G.produced.includes(good)) return t`You did not produce ${GOOD_NAMES[good]} this phase.`;
    if (G.goodsSupply[good] === 0) return t`No ${GOOD_NAMES[good]} is left in the supply.`;
    return true;
  },
  apply: (G, { good }) => {
    G.goodsSupply[good]--;
    G.boards[G.chooser]!.goods[good]++;
    G.produced = [];
  },
  endsTurn: true,
  describe: ({ good }) => t`took ${barrels(1, good)} extra as craftsman`,
});

const declineExtraGood = move<G>({
  args: (G, _ctx, seat) => (seat === G.chooser && bonusGoods(G).length > 0 ? [{}] : []),
  check: (G, _args, _ctx, seat) => {
    if (seat !== G.chooser) return t`Only the craftsman has an extra good to decline.`;
    if (bonusGoods(G).length === 0) return t`There is no extra good to decline.`;
    return true;
  },
  apply: (G) => {
    G.produced = [];
  },
  endsTurn: true,
  describe: () => t`declined the extra good as craftsman`,
});

export const craftsmanPhase: PhaseDef<G> = {
  label: t`Craftsman: extra good`,
  enter: production,
  turn: clockwise({ first: (G) => G.chooser }),
  moves: { extraGood, declineExtraGood },
  next: [{ if: (G) => bonusGoods(G).length === 0, to: 'chooseRole', do: (G) => { G.produced = []; G.role = null; }, label: 'produced' }],
};
