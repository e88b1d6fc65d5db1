/**
 * The captain: loading turns go round from the captain for as long as anyone can load. A seat
 * that can load must, one kind per turn, as many barrels as fit, on the ship the rules allow; an
 * occupied wharf is an imaginary ship (optional, once per phase). 1 VP per barrel; the captain's
 * privilege VP (on his first load) and an occupied harbor's +1 VP (on every load) are offered after
 * the load and may be declined. Then each seat with goods chooses what to keep (at most one barrel
 * on the windrose and whole kinds in warehouses) and full ships are unloaded.
 */
import { clockwise, eachSeatOnce, move, roundOver, type PhaseDef } from '../../../src/dsl/index.js';
import { list, t } from '../../../src/i18n/index.js';
import { barrels, GOOD_NAMES, GOODS, isGood, noGood, type Good } from '../buildings.js';
import {
  applyStorage, giveVp, goodsCount, loadAmount, loadOptions, mayStillLoad, occupied, shipOptions,
  storeOptions, storeProblem, wharfOptions, type LoadTarget, type PuertoRicoState, type StoreArgs, type VpOffer,
} from '../state.js';
import { ANSWERED, OFFERED, offerPending } from './colonists.js';

type G = PuertoRicoState;

const load = move<G, { good: Good; ship: LoadTarget }>({
  args: (G, _ctx, seat) => (G.offer === null ? loadOptions(G, seat).map(({ good, ship }) => ({ good, ship })) : []),
  check: (G, { good, ship }, _ctx, seat) => {
    const pending = offerPending(G);
    if (pending) return pending;
    // The goods' ids, as a move names them (not words to translate).
    if (!isGood(good)) return t`Name a good: ${GOODS.join(', ')}.`;
    if (ship !== 'wharf' && !(Number.isInteger(ship) && ship >= 0 && ship < G.ships.length)) return t`Name a ship 0 to ${G.ships.length - 1}, or "wharf".`;
    if (G.boards[seat]!.goods[good] === 0) return noGood(good);
    if (ship === 'wharf') {
      if (!occupied(G.boards[seat]!, 'wharf')) return t`You have no occupied wharf.`;
      if (G.wharfUsed[seat]) return t`Your wharf has already shipped this phase.`;
      return true;
    }
    const target = G.ships[ship]!;
    if (target.good !== null && target.good !== good) return t`Ship ${ship} carries ${GOOD_NAMES[target.good]}.`;
    if (target.count >= target.size) return t`Ship ${ship} is full.`;
    if (target.good === null && G.ships.some((s) => s.good === good)) return t`${GOOD_NAMES[good]} is already on another ship.`;
    if (!shipOptions(G, seat).some((o) => o.good === good && o.ship === ship)) return t`Load ${GOOD_NAMES[good]} on the empty ship that takes the most of it.`;
    return true;
  },
  apply: (G, { good, ship }, api) => {
    const seat = api.seat;
    const board = G.boards[seat]!;
    const amount = loadAmount(G, seat, { good, ship });
    board.goods[good] -= amount;
    if (ship === 'wharf') {
      G.goodsSupply[good] += amount;
      G.wharfUsed[seat] = true;
    } else {
      const target = G.ships[ship]!;
      target.good = good;
      target.count += amount;
    }
    giveVp(G, seat, amount);
    // The extra VP are offered after the barrels' (the captain's first, then the harbor's); the
    // turn waits for the answers.
    if (seat === G.chooser && !G.privilegeTaken) {
      G.privilegeTaken = true;
      G.offer = 'captainVp';
    } else G.offer = harborOffer(G, seat);
    if (G.offer === null) api.endTurn();
  },
  describe: ({ good, ship }, after, before) => {
    const seat = after.boards.findIndex((b, s) => b.goods[good] !== before.boards[s]!.goods[good]);
    const n = seat >= 0 ? before.boards[seat]!.goods[good] - after.boards[seat]!.goods[good] : 0;
    return ship === 'wharf' ? t`shipped ${barrels(n, good)} from the wharf` : t`shipped ${barrels(n, good)} on the ${after.ships[ship]!.size}-barrel ship`;
  },
});

/** The harbor's VP on offer after a load by `seat`, if it has an occupied harbor. */
const harborOffer = (G: Readonly<G>, seat: number): VpOffer | null => (occupied(G.boards[seat]!, 'harbor') ? 'harborVp' : null);

/**
 * The answer to an extra VP on offer: `{ take: true }` takes the chip (the last one ends the game
 * after this round), `{ take: false }` leaves it in the supply. After the captain's privilege VP an
 * occupied harbor offers its VP for the same load; then the turn passes.
 */
function vpAnswer(kind: VpOffer) {
  return move<G, { take: boolean }>({
    args: (G) => (G.offer === kind ? [{ take: true }, { take: false }] : []),
    check: (G, { take }) => {
      if (G.offer !== kind) return G.offer === null ? t`No VP is on offer now.` : t`On offer now is ${OFFERED[G.offer]}.`;
      if (typeof take !== 'boolean') return t`Say take: true (take the VP) or take: false (decline it).`;
      return true;
    },
    apply: (G, { take }, api) => {
      if (take) giveVp(G, api.seat, 1);
      G.offer = kind === 'captainVp' ? harborOffer(G, api.seat) : null;
      if (G.offer === null) api.endTurn();
    },
    describe: ({ take }) => (take ? ANSWERED[kind].took : ANSWERED[kind].declined),
  });
}

const captainVp = vpAnswer('captainVp');
const harborVp = vpAnswer('harborVp');

const declineWharf = move<G>({
  check: (G, _args, _ctx, seat) => {
    const pending = offerPending(G);
    if (pending) return pending;
    if (shipOptions(G, seat).length > 0) return t`You can load on a cargo ship, so you must.`;
    if (wharfOptions(G, seat).length === 0) return t`You have nothing to load.`;
    return true;
  },
  apply: (G, _args, { seat }) => {
    G.declined[seat] = true;
  },
  endsTurn: true,
  describe: () => t`kept the wharf unused`,
});

const store = move<G, StoreArgs>({
  args: (G, _ctx, seat) => storeOptions(G.boards[seat]!),
  check: (G, args, _ctx, seat) => storeProblem(G.boards[seat]!, args) ?? true,
  apply: (G, args, { seat }) => applyStorage(G, seat, args),
  endsTurn: true,
  describe: ({ warehouse, windrose }) => {
    const kept = [...warehouse.map((g) => t`all their ${GOOD_NAMES[g]}`), ...(windrose ? [barrels(1, windrose)] : [])];
    return kept.length > 0 ? t`stored ${list(kept)}` : t`stored nothing (all goods back to the supply)`;
  },
});

/** Start of the captain phase: nobody has used a wharf or declined it yet. */
function startCaptain(G: G): void {
  G.wharfUsed = G.boards.map(() => false);
  G.declined = G.boards.map(() => false);
  G.privilegeTaken = false;
}

/** The captain's last duty: full ships are unloaded into the supply. */
export function unloadFullShips(G: G): void {
  for (const ship of G.ships) {
    if (ship.good !== null && ship.count >= ship.size) {
      G.goodsSupply[ship.good] += ship.count;
      ship.good = null;
      ship.count = 0;
    }
  }
  G.role = null;
}

export const captainPhase: PhaseDef<G> = {
  label: t`Captain`,
  enter: startCaptain,
  phases: {
    load: {
      label: t`Load the ships`,
      turn: clockwise({ first: (G) => G.chooser, skip: (G, _ctx, seat) => !mayStillLoad(G, seat) }),
      moves: { load, declineWharf, captainVp, harborVp },
      next: [{ if: (G) => G.offer === null && G.boards.every((_, s) => !mayStillLoad(G, s)), to: 'store', label: 'nobody can load' }],
    },
    store: {
      label: t`Store goods`,
      // Every seat with goods left decides what to keep (even one barrel on the windrose is a "may").
      turn: eachSeatOnce({ first: (G) => G.chooser, skip: (G, _ctx, seat) => goodsCount(G.boards[seat]!) === 0 }),
      moves: { store },
      next: [{ if: roundOver, to: 'chooseRole', do: unloadFullShips, label: 'goods stored' }],
    },
  },
};
