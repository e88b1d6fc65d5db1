/**
 * A contractor's rules of thumb (the medium bot, and what judges positions for the hard one):
 * take a job when its expected net is positive, buy machines that will pay for themselves in the
 * weeks left this year while keeping a cash reserve, never bid more than a job or a machine is
 * worth to it, and repay notes when cash piles up.
 */
import type { GameState, Move, Random, Seat } from '../../src/dsl/index.js';
import { BOARD, YEAR_LENGTH, type JobSpace } from './board.js';
import { grossIncome, listPrice, MACHINES, PRICE, type Machine } from './chart.js';
import { canBuy, loanFor, openingBid, purchaseProblem, sellable } from './credit.js';
import { ownerOf } from './properties.js';
import { countOf, netWorth, type ConstructionState } from './state.js';

type G = ConstructionState;

/** Cash kept back for the bills of the coming weeks. */
export const RESERVE = 15_000;

/** Expected gross on the chart over the six rolls. */
export function expectedGross(machine: Machine, machines: number): number {
  let sum = 0;
  for (let r = 1; r <= 6; r++) sum += grossIncome(machine, machines, r);
  return sum / 6;
}

/** What a job on `space` is expected to bring `seat` with `machines` machines, bills included (cards average out). */
export function expectedNet(G: Readonly<G>, seat: Seat, space: JobSpace, machines: number): number {
  const c = G.contractors[seat]!;
  const gross = expectedGross(space.machine, machines) * (c.hot.includes(space.machine) ? 2 : 1);
  const trucking = countOf(c, 'truck') > 0 ? 0 : space.trucking;
  const service = space.service && ownerOf(G, space.service.property) !== seat ? space.service.amount : 0;
  return gross - space.cost - trucking - service;
}

/** Job squares of `machine` still ahead of `seat` this year. */
function weeksAhead(G: Readonly<G>, seat: Seat, machine: Machine): number {
  let n = 0;
  for (let i = G.contractors[seat]!.position + 1; i < YEAR_LENGTH; i++) {
    const s = BOARD[i]!;
    if (s.kind === 'job' && s.machine === machine) n++;
  }
  return n;
}

/** A machine worth buying now: the one whose extra income on the squares ahead (a roll lands on one in 3.5) repays most of its price. */
function bestPurchase(G: Readonly<G>, seat: Seat): Machine | null {
  const c = G.contractors[seat]!;
  let best: Machine | null = null;
  let bestValue = 0.2;
  for (const m of MACHINES) {
    if (!canBuy(G, seat, m)) continue;
    const n = countOf(c, m);
    const gain = expectedGross(m, n + 1) - (n === 0 ? 0 : expectedGross(m, n));
    // Squares ahead this year and, discounted, next year's.
    const landings = (weeksAhead(G, seat, m) + 0.6 * BOARD.filter((s) => s.kind === 'job' && s.machine === m).length) / 3.5;
    const value = (gain * landings) / PRICE[m];
    if (value > bestValue) {
      best = m;
      bestValue = value;
    }
  }
  return best;
}

/** Buys `item` with cash if the reserve allows, else with credit; null when neither keeps the reserve. */
function buyMove(G: Readonly<G>, seat: Seat, item: Machine | 'truck'): Move | null {
  const c = G.contractors[seat]!;
  const price = listPrice(item);
  if (purchaseProblem(G, seat, item, false) === true && c.cash - price >= RESERVE) return { type: 'buy', seat, item, credit: false };
  if (purchaseProblem(G, seat, item, true) === true && c.cash - (price - loanFor(G, seat, item)) >= RESERVE) return { type: 'buy', seat, item, credit: true };
  return null;
}

export function heuristicMove(state: GameState<G>, seat: Seat, _random?: Random): Move | null {
  const G = state.G;
  const c = G.contractors[seat]!;
  switch (G.stage) {
    case 'start': {
      if (G.turn !== seat) return null;
      if (c.debt > 0 && c.cash > 80_000) {
        // The fixed steps, then the odd remainder (the bank lends in $1,000 notes).
        const amount = [100_000, 50_000, 10_000, c.debt].find((a) => a <= c.debt && c.cash - a >= 60_000);
        if (amount !== undefined) return { type: 'repay', seat, amount };
      }
      const m = bestPurchase(G, seat);
      if (m !== null) {
        const b = buyMove(G, seat, m);
        if (b) return b;
      }
      if (countOf(c, 'truck') === 0 && c.cash > 60_000) {
        const b = buyMove(G, seat, 'truck');
        if (b) return b;
      }
      return { type: 'roll', seat };
    }
    case 'job': {
      const job = G.job!;
      const space = BOARD[job.space] as JobSpace;
      const n = countOf(c, space.machine);
      if (n === 0) {
        const b = expectedNet(G, seat, space, 1) > 0 ? buyMove(G, seat, space.machine) : null;
        return b ?? (job.won ? null : { type: 'refuse', seat });
      }
      if (job.won) return { type: 'work', seat };
      const bidCost = space.bid ? 1_000 : 0;
      if (space.bid && c.cash < 1_000) return { type: 'refuse', seat };
      return expectedNet(G, seat, space, n) - bidCost > 0 ? { type: 'work', seat } : { type: 'refuse', seat };
    }
    case 'bid': {
      const b = G.bid!;
      const space = BOARD[b.space] as JobSpace;
      // Worth at most half the expected net: a raise that would give more of it away is passed.
      const worth = expectedNet(G, seat, space, countOf(c, space.machine)) * 0.5;
      const raiseTo = b.high + 1_000;
      return raiseTo <= worth && raiseTo <= c.cash - RESERVE ? { type: 'raise', seat, amount: raiseTo } : { type: 'pass', seat };
    }
    case 'offer': {
      const o = G.offer!;
      const list = listPrice(o.item);
      // Buy only a bargain, sell only at a premium.
      const good = o.sell ? o.price <= 0.75 * list && c.cash - o.price >= RESERVE : o.price >= 1.25 * list;
      return { type: good ? 'accept' : 'decline', seat };
    }
    case 'auction': {
      const a = G.auction!;
      if (a.item === null) {
        // The cheapest piece first: it hurts the fleet least.
        const pick = sellable(G, seat).sort((x, y) => listPrice(x) - listPrice(y))[0];
        return pick === undefined ? null : { type: 'putUp', seat, item: pick };
      }
      const amount = a.leader === null ? a.high : a.high + 1_000;
      // A bargain only: at most three quarters of the list price, keeping the reserve.
      const bargain = amount <= Math.max(openingBid(a.item), 0.75 * listPrice(a.item)) && c.cash - amount >= RESERVE;
      return bargain ? { type: 'auctionBid', seat, amount } : { type: 'auctionPass', seat };
    }
  }
  return null;
}

/** A seat's share of the table's audited worth (for judging positions). */
export function worthShare(G: Readonly<G>, seat: Seat): number {
  const worths = G.contractors.map((c) => Math.max(0, netWorth(c)));
  const total = worths.reduce((n, w) => n + w, 0);
  return total === 0 ? 1 / G.contractors.length : worths[seat]! / total;
}

/** The same move: every argument equal. */
const sameMove = (a: Move, b: Move) => Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k]);

/**
 * The moves the hard bot searches: the rule of thumb's choice and the few real alternatives of
 * the moment (roll or buy the machine of the next season, take or refuse, the smallest raise or
 * pass). A start of turn offers up to 96 moves, most of them offers at prices the rule of thumb
 * would refuse; with 40 simulations spread over them all the search chose almost at random.
 */
export function searchedMoves(state: GameState<G>, legal: readonly Move[], random: Random): readonly Move[] {
  const seat = legal[0]!.seat;
  const pick = heuristicMove(state, seat, random);
  const G = state.G;
  const keep = (m: Move): boolean => {
    switch (m.type) {
      case 'roll': case 'work': case 'refuse': case 'pass': case 'auctionPass': case 'accept': case 'decline': case 'putUp':
        return true;
      case 'raise': return m.amount === G.bid!.high + 1_000;
      case 'auctionBid': return m.amount === Math.min(...legal.filter((x) => x.type === 'auctionBid').map((x) => x.amount as number));
      case 'buy': {
        // On a job square, the job's machine; at the start of a turn, the machine the rule of thumb wants.
        if (G.stage === 'job') return m.item === (BOARD[G.job!.space] as JobSpace).machine;
        return false;
      }
      default: return false;
    }
  };
  const out = legal.filter(keep);
  if (pick !== null && !out.some((m) => sameMove(m, pick))) {
    const legalPick = legal.find((m) => sameMove(m, pick));
    if (legalPick) out.push(legalPick);
  }
  return out.length ? out : legal;
}
