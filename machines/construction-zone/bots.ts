/**
 * The medium bot's rules of thumb (also the hard bot's playouts): aim at the cheapest of the three
 * top buildings, take the pool card that brings it closest, exchange only when that brings a
 * building closer, and construct as soon as it can, paying with as few cards as it can.
 */
import type { GameState, Move, Random, Seat } from '../../src/dsl/index.js';
import { ADVANCED_KINDS, KINDS, building, kindOf, type Kind, type Need } from './cards.js';
import { HIDDEN, kindCounts, payments, tops, type ZoneState } from './rules.js';

type Counts = Record<Kind, number>;

/**
 * Roughly how many more cards a hand needs for a building: a missing point of materials or
 * paperwork is a card, a missing crane or workforce card two (the exchange costs two cards).
 */
export function shortfall(c: Readonly<Counts>, need: Readonly<Need>): number {
  const materials = Math.max(0, need.materials - c.m1 - 3 * c.m3);
  const paperwork = Math.max(0, need.paperwork - c.p1 - 3 * c.p3);
  return materials + paperwork + 2 * Math.max(0, need.crane - c.crane) + 2 * Math.max(0, need.work - c.work);
}

/** The smallest shortfall toward any of the top buildings (Infinity when every pile is empty). */
function nearest(G: Readonly<ZoneState>, c: Readonly<Counts>): number {
  let best = Infinity;
  for (const id of tops(G)) if (id) best = Math.min(best, shortfall(c, building(id)));
  return best;
}

/** How close a seat is to its next building, from 0 (nothing toward any) to 1 (it can pay). */
export function closeness(G: Readonly<ZoneState>, seat: Seat): number {
  const c = kindCounts(G.hands[seat]!.filter((id) => id !== HIDDEN));
  let best = 0;
  for (const id of tops(G)) {
    if (!id) continue;
    const need = building(id);
    const cost = need.materials + need.paperwork + 2 * need.crane + 2 * need.work;
    best = Math.max(best, 1 - shortfall(c, need) / cost);
  }
  return best;
}

/**
 * A seat's standing for the search (in [0, 1]): its buildings plus how close it is to the next,
 * against the best of the others: a building ahead is worth a third (so the search tells moves apart).
 */
export function standing(G: Readonly<ZoneState>, players: number, seat: Seat): number {
  if (G.winner !== null) return G.winner === seat ? 1 : 0;
  const progress = (s: Seat) => G.built[s]!.length + 0.8 * closeness(G, s);
  let rival = 0;
  for (let s = 0; s < players; s++) if (s !== seat) rival = Math.max(rival, progress(s));
  return Math.min(1, Math.max(0, 0.5 + (progress(seat) - rival) / 3));
}

/** Worth of the cards a payment spends: cards, with advanced cards counting double. */
const spent = (pay: readonly Kind[]) => pay.reduce((sum, k) => sum + (k === 'm1' || k === 'p1' ? 1 : 2), 0);

/** The cheapest construction open to this hand, or null. */
function bestConstruction(G: Readonly<ZoneState>, c: Readonly<Counts>, seat: Seat): Move | null {
  let best: Move | null = null;
  let cost = Infinity;
  tops(G).forEach((id, pile) => {
    if (!id) return;
    for (const pay of payments(c, building(id))) {
      if (spent(pay) < cost) {
        cost = spent(pay);
        best = { type: 'construct', seat, pile, pay };
      }
    }
  });
  return best;
}

const withChange = (c: Readonly<Counts>, give: readonly Kind[], take: Kind): Counts => {
  const next = { ...c };
  for (const k of give) next[k]--;
  next[take]++;
  return next;
};

/** The medium bot: a legal move for `seat` from its view alone. */
export function policyMove(view: GameState<ZoneState>, seat: Seat, random: Random): Move | null {
  const G = view.G;
  const ctx = view.ctx;
  if (ctx.over || ctx.current !== seat) return null;
  const counts = kindCounts(G.hands[seat]!);
  if (G.step === 'draw') {
    const kinds = [...new Set(G.pool.map(kindOf))];
    let best: Kind[] = [];
    let score = Infinity;
    for (const k of kinds) {
      // Lower shortfall is better; an advanced card is worth a little more than a basic one.
      const s = nearest(G, withChange(counts, [], k)) - ((ADVANCED_KINDS as readonly Kind[]).includes(k) ? 0.5 : 0);
      if (s < score - 1e-9) { score = s; best = [k]; } else if (Math.abs(s - score) < 1e-9) best.push(k);
    }
    return { type: 'take', seat, kind: best[random.int(best.length)]! };
  }
  const now = bestConstruction(G, counts, seat);
  if (now) return now;
  if (!G.exchanged) {
    const held = KINDS.filter((k) => counts[k] > 0);
    const current = nearest(G, counts);
    let best: Move | null = null;
    let score = current;
    held.forEach((a, i) => held.slice(i).forEach((b) => {
      if (a === b && counts[a] < 2) return;
      for (const take of ADVANCED_KINDS) {
        if (G.supply[take].length === 0) continue;
        const after = withChange(counts, [a, b], take);
        // Constructing right after the exchange wins over any other exchange.
        const s = bestConstruction(G, after, seat) ? -1 : nearest(G, after);
        if (s < score) { score = s; best = { type: 'exchange', seat, give: [a, b], take }; }
      }
    }));
    if (best) return best;
  }
  return { type: 'end', seat };
}

/** Playouts of the hard bot's search follow the medium bot, falling back to a random legal move. */
export function playoutMove(state: GameState<ZoneState>, legal: readonly Move[], random: Random): Move {
  const seat = state.ctx.current;
  const wanted = policyMove(state, seat, random);
  if (wanted) {
    const key = JSON.stringify(wanted);
    const found = legal.find((m) => JSON.stringify(m) === key);
    if (found) return found;
  }
  return legal[random.int(legal.length)]!;
}
