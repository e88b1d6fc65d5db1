/**
 * The captain: loading turns go round from the captain for as long as anyone can load. A seat
 * that can load must, one kind per turn, as many barrels as fit, on the ship the rules allow; an
 * occupied wharf is an imaginary ship (optional, once per phase); an occupied harbor gives +1 VP
 * per load; the captain +1 VP on his first load. Then each seat with goods chooses what to keep (at
 * most one barrel on the windrose and whole kinds in warehouses) and full ships are unloaded.
 */
import { clockwise, eachSeatOnce, move, roundOver, type PhaseDef } from '../../../src/dsl/index.js';
import { GOODS, isGood, type Good } from '../buildings.js';
import {
  applyStorage, giveVp, goodsCount, loadAmount, loadOptions, mayStillLoad, occupied, shipOptions,
  storeOptions, storeProblem, wharfOptions, type LoadTarget, type PuertoRicoState, type StoreArgs,
} from '../state.js';

type G = PuertoRicoState;

const load = move<G, { good: Good; ship: LoadTarget }>({
  args: (G, _ctx, seat) => loadOptions(G, seat).map(({ good, ship }) => ({ good, ship })),
  check: (G, { good, ship }, _ctx, seat) => {
    if (!isGood(good)) return `Name a good: ${GOODS.join(', ')}.`;
    if (ship !== 'wharf' && !(Number.isInteger(ship) && ship >= 0 && ship < G.ships.length)) return `Name a ship 0 to ${G.ships.length - 1}, or "wharf".`;
    if (G.boards[seat]!.goods[good] === 0) return `You have no ${good}.`;
    if (ship === 'wharf') {
      if (!occupied(G.boards[seat]!, 'wharf')) return 'You have no occupied wharf.';
      if (G.wharfUsed[seat]) return 'Your wharf has already shipped this phase.';
      return true;
    }
    const target = G.ships[ship]!;
    if (target.good !== null && target.good !== good) return `Ship ${ship} carries ${target.good}.`;
    if (target.count >= target.size) return `Ship ${ship} is full.`;
    if (target.good === null && G.ships.some((s) => s.good === good)) return `${good} is already on another ship.`;
    if (!shipOptions(G, seat).some((o) => o.good === good && o.ship === ship)) return `Load ${good} on the empty ship that takes the most of it.`;
    return true;
  },
  apply: (G, { good, ship }, { seat }) => {
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
    let vp = amount + (occupied(board, 'harbor') ? 1 : 0);
    if (seat === G.chooser && !G.privilegeTaken) {
      vp++;
      G.privilegeTaken = true;
    }
    giveVp(G, seat, vp);
    if (G.vpSupply <= 0) G.endTriggered ??= 'the VP chips ran out';
  },
  endsTurn: true,
  describe: ({ good, ship }, after, before) => {
    const seat = after.boards.findIndex((b, s) => b.goods[good] !== before.boards[s]!.goods[good]);
    const n = seat >= 0 ? before.boards[seat]!.goods[good] - after.boards[seat]!.goods[good] : 0;
    return `shipped ${n} ${good} ${ship === 'wharf' ? 'from the wharf' : `on the ${after.ships[ship]!.size}-barrel ship`}`;
  },
});

const declineWharf = move<G>({
  check: (G, _args, _ctx, seat) => {
    if (shipOptions(G, seat).length > 0) return 'You can load on a cargo ship, so you must.';
    if (wharfOptions(G, seat).length === 0) return 'You have nothing to load.';
    return true;
  },
  apply: (G, _args, { seat }) => {
    G.declined[seat] = true;
  },
  endsTurn: true,
  describe: () => 'kept the wharf unused',
});

const store = move<G, StoreArgs>({
  args: (G, _ctx, seat) => storeOptions(G.boards[seat]!),
  check: (G, args, _ctx, seat) => storeProblem(G.boards[seat]!, args) ?? true,
  apply: (G, args, { seat }) => applyStorage(G, seat, args),
  endsTurn: true,
  describe: ({ warehouse, windrose }) => {
    const kept = [...warehouse.map((g) => `all ${g}`), ...(windrose ? [`one ${windrose}`] : [])];
    return kept.length > 0 ? `stored ${kept.join(' and ')}` : 'stored nothing (all goods back to the supply)';
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
  label: 'Captain',
  enter: startCaptain,
  phases: {
    load: {
      label: 'Load the ships',
      turn: clockwise({ first: (G) => G.chooser, skip: (G, _ctx, seat) => !mayStillLoad(G, seat) }),
      moves: { load, declineWharf },
      next: [{ if: (G) => G.boards.every((_, s) => !mayStillLoad(G, s)), to: 'store', label: 'nobody can load' }],
    },
    store: {
      label: 'Store goods',
      // Every seat with goods left decides what to keep (even one barrel on the windrose is a "may").
      turn: eachSeatOnce({ first: (G) => G.chooser, skip: (G, _ctx, seat) => goodsCount(G.boards[seat]!) === 0 }),
      moves: { store },
      next: [{ if: roundOver, to: 'chooseRole', do: unloadFullShips, label: 'goods stored' }],
    },
  },
};
