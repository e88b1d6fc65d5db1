/**
 * Construction Zone in the rules DSL. Every rule of the rulebook and every reading of an unclear
 * one is listed in README.md beside this file.
 */
import { clockwise, defineGame, move, phases, type Random, type Seat } from '../../src/dsl/index.js';
import { list, plural, t, type Text } from '../../src/i18n/index.js';
import {
  ADVANCED_IDS,
  ADVANCED_KINDS,
  BASIC_IDS,
  BUILDINGS,
  KINDS,
  MATERIALS_VALUE,
  PAPERWORK_VALUE,
  RESOURCES,
  building,
  isAdvancedKind,
  isKind,
  kindName,
  kindOf,
  type AdvancedKind,
  type Kind,
  type Need,
} from './cards.js';
import { translations } from './translations.js';
import { playoutMove, policyMove, standing } from './bots.js';
import { lookaheadMove } from './lookahead.js';

/** Buildings a player needs to win, by player count (the rulebook's table). */
export const TARGETS: Readonly<Record<number, number>> = { 2: 10, 3: 7, 4: 5 };
/** Cards dealt to each player, cards in the draw pool, cards taken from it each turn. */
export const HAND_START = 4;
export const POOL_SIZE = 4;
export const TAKES = 2;
/** Three building piles of seven. */
export const PILES = 3;
export const PILE_SIZE = 7;
/** What a view shows in place of a card it may not see. */
export const HIDDEN = 'hidden';

export interface ZoneState {
  /** Seat that took the first turn (chosen at random). */
  first: Seat;
  /** The three face-up building piles, bottom first: only the last (top) building can be built. */
  piles: string[][];
  /** The four face-up piles of advanced resources. */
  supply: Record<AdvancedKind, string[]>;
  /** The face-down draw pile, its top last. */
  draw: string[];
  /** The face-up draw pool. */
  pool: string[];
  /** The one discard pile for every resource, face up. */
  discard: string[];
  /** Each player's hand of resource cards. */
  hands: string[][];
  /** Cards of each hand the others have not seen (the dealt ones, until they are spent). */
  unseen: string[][];
  /** Each player's constructed buildings, in order. */
  built: string[][];
  /** Where the current turn is: taking from the pool, then exchanging and constructing. */
  step: 'draw' | 'act';
  /** Cards taken from the pool this turn. */
  taken: number;
  /** Whether the current player has exchanged this turn. */
  exchanged: boolean;
  /** How often the discard pile has been shuffled into a new draw pile. */
  reshuffles: number;
  winner: Seat | null;
  /** Whether the game ended with the table blocked (see `isBlocked`). */
  blocked: boolean;
}

/** Buildings needed to win with this many players. */
export const targetFor = (players: number): number => TARGETS[players] ?? 5;

/** The top building of each pile (null for an empty pile). */
export const tops = (G: Readonly<ZoneState>): (string | null)[] => G.piles.map((p) => p[p.length - 1] ?? null);

/** How many cards of each kind a list of cards holds. */
export function kindCounts(cards: readonly string[]): Record<Kind, number> {
  const counts: Record<Kind, number> = { m1: 0, p1: 0, m3: 0, p3: 0, crane: 0, work: 0 };
  for (const id of cards) if (id !== HIDDEN) counts[kindOf(id)]++;
  return counts;
}

/** How many of each kind a list of kinds holds. */
export function countKinds(kinds: readonly Kind[]): Record<Kind, number> {
  const counts: Record<Kind, number> = { m1: 0, p1: 0, m3: 0, p3: 0, crane: 0, work: 0 };
  for (const k of kinds) counts[k]++;
  return counts;
}

/** Kinds in the canonical order (the order every payment and exchange lists them in). */
const sortKinds = (kinds: Kind[]): Kind[] => kinds.sort((a, b) => KINDS.indexOf(a) - KINDS.indexOf(b));

/**
 * The ways to cover `need` of one value (materials or paperwork) with `ones` 1-cards and `threes`
 * 3-cards: every pair of counts that covers it from which no card can be left out.
 */
function valueOptions(need: number, ones: number, threes: number): [number, number][] {
  const out: [number, number][] = [];
  for (let y = 0; y <= threes; y++) {
    for (let x = 0; x <= ones; x++) {
      const v = x + 3 * y;
      if (v < need) continue;
      if (x > 0 && v - 1 >= need) continue;
      if (y > 0 && v - 3 >= need) continue;
      out.push([x, y]);
    }
  }
  return out;
}

/**
 * Every payment of a building's requirements from a hand with these counts: lists of kinds in the
 * canonical order, none holding a card that could be left out (overpaying with a 3-card for a 2
 * is allowed; a card that pays for nothing is not).
 */
export function payments(counts: Readonly<Record<Kind, number>>, need: Readonly<Need>): Kind[][] {
  if (counts.crane < need.crane || counts.work < need.work) return [];
  const out: Kind[][] = [];
  for (const [m1, m3] of valueOptions(need.materials, counts.m1, counts.m3)) {
    for (const [p1, p3] of valueOptions(need.paperwork, counts.p1, counts.p3)) {
      const pay: Kind[] = [];
      const add = (k: Kind, n: number) => { for (let i = 0; i < n; i++) pay.push(k); };
      add('m1', m1); add('p1', p1); add('m3', m3); add('p3', p3); add('crane', need.crane); add('work', need.work);
      out.push(pay);
    }
  }
  return out;
}

/** Why a list of cards does not pay for `need` exactly (without a needless card), or true. */
export function paymentProblem(pay: readonly Kind[], need: Readonly<Need>): true | Text {
  const c = countKinds(pay);
  const materials = c.m1 + 3 * c.m3;
  const paperwork = c.p1 + 3 * c.p3;
  if (materials < need.materials) return t`Those cards give ${materials} building materials; the building needs ${need.materials}.`;
  if (paperwork < need.paperwork) return t`Those cards give ${paperwork} paperwork; the building needs ${need.paperwork}.`;
  if (c.crane < need.crane) return plural(need.crane, 'The building needs # crane.', 'The building needs # cranes.');
  if (c.work < need.work) return plural(need.work, 'The building needs # workforce card.', 'The building needs # workforce cards.');
  const spare = pay.find((k) => {
    if (k === 'crane') return c.crane > need.crane;
    if (k === 'work') return c.work > need.work;
    if (MATERIALS_VALUE[k] > 0) return materials - MATERIALS_VALUE[k] >= need.materials;
    return paperwork - PAPERWORK_VALUE[k] >= need.paperwork;
  });
  if (spare) return t`${kindName(spare)} is not needed to pay for it: leave it in your hand.`;
  return true;
}

/** Removes one card of `kind` from the seat's hand (one the others have seen, if any) and returns its id. */
function spend(G: ZoneState, seat: Seat, kind: Kind): string {
  const hand = G.hands[seat]!;
  const unseen = G.unseen[seat]!;
  let at = hand.findIndex((id) => kindOf(id) === kind && !unseen.includes(id));
  if (at < 0) at = hand.findIndex((id) => kindOf(id) === kind);
  const [id] = hand.splice(at, 1);
  const u = unseen.indexOf(id!);
  if (u >= 0) unseen.splice(u, 1);
  return id!;
}

/** Shuffles the discard pile into a new draw pile (the draw pile is empty). */
function reshuffle(G: ZoneState, random: Random): void {
  G.draw = random.shuffle(G.discard);
  G.discard = [];
  G.reshuffles++;
}

/**
 * Fills the pool up to four from the draw pile; whenever the draw pile is exhausted the discard
 * pile becomes the new draw pile at once.
 */
function refill(G: ZoneState, random: Random): void {
  while (G.pool.length < POOL_SIZE) {
    if (G.draw.length === 0) {
      if (G.discard.length === 0) break;
      reshuffle(G, random);
    }
    G.pool.push(G.draw.pop()!);
  }
  if (G.draw.length === 0 && G.discard.length > 0) reshuffle(G, random);
}

/**
 * Nothing can ever change again (PROPOSED; the rulebook does not foresee it): every resource card
 * is in the players' hands — the pool, the draw pile, the discard pile and the four advanced piles
 * are all empty — and nobody can pay for any of the top buildings. No card can be taken,
 * exchanged or spent, so the game ends.
 */
export function isBlocked(G: Readonly<ZoneState>): boolean {
  if (G.pool.length > 0 || G.draw.length > 0 || G.discard.length > 0) return false;
  if (ADVANCED_KINDS.some((k) => G.supply[k].length > 0)) return false;
  return G.hands.every((hand) => {
    const counts = kindCounts(hand);
    return tops(G).every((id) => id === null || payments(counts, building(id)).length === 0);
  });
}

/** The next player's turn starts with taking from the pool (skipped only while the pool is empty). */
function startTurn(G: ZoneState, random: Random): void {
  G.taken = 0;
  G.exchanged = false;
  if (G.pool.length < POOL_SIZE) refill(G, random);
  G.step = G.pool.length > 0 ? 'draw' : 'act';
  if (isBlocked(G)) G.blocked = true;
}

const kindCheck = (kind: unknown, what: Text): true | Text => {
  if (isKind(kind)) return true;
  const given = JSON.stringify(kind);
  return given === undefined ? t`Name ${what} by its kind: one of ${KINDS.join(', ')}.` : t`Name ${what} by its kind, one of ${KINDS.join(', ')}, not ${given}.`;
};

const take = move<ZoneState, { kind: Kind }>({
  args: (G) => (G.step === 'draw' ? sortKinds([...new Set(G.pool.map(kindOf))]).map((kind) => ({ kind })) : []),
  check: (G, { kind }) => {
    if (G.step !== 'draw') return t`You have taken your two cards from the pool this turn.`;
    const ok = kindCheck(kind, t`the card to take`);
    if (ok !== true) return ok;
    if (!G.pool.some((id) => kindOf(id) === kind)) return t`The pool holds no ${kindName(kind)} card: it holds ${list(sortKinds(G.pool.map(kindOf)).map(kindName))}.`;
    return true;
  },
  apply: (G, { kind }, api) => {
    const at = G.pool.findIndex((id) => kindOf(id) === kind);
    G.hands[api.seat]!.push(...G.pool.splice(at, 1));
    G.taken++;
    if (G.taken < TAKES && G.pool.length === 0) refill(G, api.random);
    if (G.taken >= TAKES || G.pool.length === 0) {
      refill(G, api.random);
      G.step = 'act';
    }
  },
  describe: ({ kind }, after, before) => {
    const shuffled = after.reshuffles > before.reshuffles;
    if (after.step === 'act') {
      return shuffled
        ? t`took ${kindName(kind)} from the pool; the pool is refilled, and the discard pile is shuffled into a new draw pile`
        : t`took ${kindName(kind)} from the pool; the pool is refilled`;
    }
    return t`took ${kindName(kind)} from the pool`;
  },
});

const exchange = move<ZoneState, { give: Kind[]; take: AdvancedKind }>({
  args: (G, ctx, seat) => {
    if (G.step !== 'act' || G.exchanged || seat !== ctx.current) return [];
    const counts = kindCounts(G.hands[seat]!);
    const held = KINDS.filter((k) => counts[k] > 0);
    const gives: Kind[][] = [];
    held.forEach((a, i) => held.slice(i).forEach((b) => { if (a !== b || counts[a] >= 2) gives.push([a, b]); }));
    const takes = ADVANCED_KINDS.filter((k) => G.supply[k].length > 0);
    return gives.flatMap((give) => takes.map((k) => ({ give: [...give], take: k })));
  },
  check: (G, { give, take: wanted }, _ctx, seat) => {
    if (G.step !== 'act') return t`Take your two cards from the pool first.`;
    if (G.exchanged) return t`You have already exchanged this turn.`;
    if (!Array.isArray(give) || give.length !== 2) return t`Give exactly two of your cards, by kind, e.g. ["m1", "p1"].`;
    for (const k of give) {
      const ok = kindCheck(k, t`each card you give`);
      if (ok !== true) return ok;
    }
    const counts = kindCounts(G.hands[seat]!);
    const need = countKinds(give);
    const short = KINDS.find((k) => need[k] > counts[k]);
    if (short) return t`You do not hold enough ${kindName(short)} cards to give.`;
    if (!isAdvancedKind(wanted)) {
      const given = JSON.stringify(wanted);
      return t`Choose an advanced card: one of ${ADVANCED_KINDS.join(', ')}, not ${given ?? 'nothing'}.`;
    }
    if (G.supply[wanted].length === 0) return t`The ${kindName(wanted)} pile is empty.`;
    return true;
  },
  apply: (G, { give, take: wanted }, api) => {
    for (const k of give) G.discard.push(spend(G, api.seat, k));
    G.hands[api.seat]!.push(G.supply[wanted].pop()!);
    G.exchanged = true;
    if (G.draw.length === 0 && G.discard.length > 0) reshuffle(G, api.random);
  },
  describe: ({ give, take: wanted }, after, before) => after.reshuffles > before.reshuffles
    ? t`exchanged ${kindName(give[0]!)} and ${kindName(give[1]!)} for ${kindName(wanted)}; the discard pile is shuffled into a new draw pile`
    : t`exchanged ${kindName(give[0]!)} and ${kindName(give[1]!)} for ${kindName(wanted)}`,
});

const construct = move<ZoneState, { pile: number; pay: Kind[] }>({
  args: (G, ctx, seat) => {
    if (G.step !== 'act' || seat !== ctx.current) return [];
    const counts = kindCounts(G.hands[seat]!);
    return tops(G).flatMap((id, pile) => (id === null ? [] : payments(counts, building(id)).map((pay) => ({ pile, pay }))));
  },
  check: (G, { pile, pay }, _ctx, seat) => {
    if (G.step !== 'act') return t`Take your two cards from the pool first.`;
    if (typeof pile !== 'number' || !Number.isInteger(pile) || pile < 0 || pile >= PILES) return t`Name a building pile from 0 to ${PILES - 1}.`;
    const top = tops(G)[pile];
    if (!top) return t`Building pile ${pile + 1} is empty.`;
    if (!Array.isArray(pay)) return t`List the cards you pay with, by kind, e.g. ["m1", "m3", "p1"].`;
    for (const k of pay) {
      const ok = kindCheck(k, t`each card you pay with`);
      if (ok !== true) return ok;
    }
    const counts = kindCounts(G.hands[seat]!);
    const need = countKinds(pay);
    const short = KINDS.find((k) => need[k] > counts[k]);
    if (short) return t`You do not hold enough ${kindName(short)} cards for that payment.`;
    return paymentProblem(pay, building(top));
  },
  apply: (G, { pile, pay }, api) => {
    for (const k of pay) G.discard.push(spend(G, api.seat, k));
    G.built[api.seat]!.push(G.piles[pile]!.pop()!);
    if (G.built[api.seat]!.length >= targetFor(api.ctx.players)) {
      G.winner = api.seat;
      return;
    }
    if (G.draw.length === 0 && G.discard.length > 0) reshuffle(G, api.random);
    api.endTurn();
    startTurn(G, api.random);
  },
  describe: ({ pile, pay }, after, before) => {
    const name = building(tops(before)[pile]!).name;
    const cards = list(pay.map(kindName));
    if (after.winner !== null) return t`constructed the ${name} with ${cards}, and wins with ${after.built[after.winner]!.length} buildings!`;
    return t`constructed the ${name} with ${cards}`;
  },
});

const end = move<ZoneState>({
  check: (G) => (G.step === 'act' ? true : t`Take your two cards from the pool first.`),
  apply: (G, _args, api) => {
    api.endTurn();
    startTurn(G, api.random);
  },
  describe: (_args, after) => (after.blocked ? t`ended the turn; every card is in a hand and nobody can pay for a top building: the table is blocked` : t`ended the turn`),
});

/** Ids a seat may see of a hand: its own hand whole, another's with its unseen cards hidden. */
function handAsSeen(G: Readonly<ZoneState>, owner: Seat, seat: Seat | null): string[] {
  if (seat === owner) return [...G.hands[owner]!];
  const unseen = G.unseen[owner]!;
  const known = G.hands[owner]!.filter((id) => !unseen.includes(id));
  return [...known, ...unseen.map(() => HIDDEN)];
}

export default defineGame<ZoneState>({
  id: 'construction-zone',
  name: 'Construction Zone',
  version: 1,
  players: { min: 2, max: 4 },
  translations,
  setup: ({ players, random }) => {
    const buildings = random.shuffle(BUILDINGS.map((x) => x.id));
    const piles = Array.from({ length: PILES }, (_, p) => buildings.slice(p * PILE_SIZE, (p + 1) * PILE_SIZE));
    const draw = random.shuffle([...BASIC_IDS]);
    const hands = Array.from({ length: players }, () => draw.splice(draw.length - HAND_START, HAND_START));
    const pool = draw.splice(draw.length - POOL_SIZE, POOL_SIZE);
    return {
      first: random.int(players),
      piles,
      supply: { m3: [...ADVANCED_IDS.m3], p3: [...ADVANCED_IDS.p3], crane: [...ADVANCED_IDS.crane], work: [...ADVANCED_IDS.work] },
      draw,
      pool,
      discard: [],
      hands,
      unseen: hands.map((h) => [...h]),
      built: hands.map(() => []),
      step: 'draw',
      taken: 0,
      exchanged: false,
      reshuffles: 0,
      winner: null,
      blocked: false,
    };
  },
  flow: phases({
    play: {
      label: t`Players take turns clockwise from a random first player`,
      turn: clockwise({ first: (G) => G.first }),
      phases: {
        draw: { label: t`1. Take two cards from the pool`, moves: { take }, next: [{ if: (G) => G.step === 'act', to: 'build', label: 'two cards taken' }] },
        build: {
          label: t`2–3. Exchange, construct or end the turn`,
          moves: { exchange, construct, end },
          next: [{ if: (G) => G.step === 'draw' && G.winner === null && !G.blocked, to: 'draw', label: 'next player' }],
        },
      },
      next: [
        { if: (G) => G.winner !== null, to: 'over', label: 'a player reaches the target' },
        { if: (G) => G.blocked, to: 'over', label: 'the table is blocked' },
      ],
    },
    over: { label: t`Game over`, final: true },
  }),
  view: (G, _ctx, seat) => ({
    ...G,
    piles: G.piles.map((p) => p.map((id, i) => (i === p.length - 1 ? id : HIDDEN))),
    supply: { m3: [...G.supply.m3], p3: [...G.supply.p3], crane: [...G.supply.crane], work: [...G.supply.work] },
    draw: G.draw.map(() => HIDDEN),
    pool: [...G.pool],
    discard: [...G.discard],
    hands: G.hands.map((_, s) => handAsSeen(G, s, seat)),
    unseen: G.unseen.map((u, s) => (s === seat ? [...u] : u.map(() => HIDDEN))),
    built: G.built.map((x) => [...x]),
  }),
  secrets: (G) => [
    ...G.unseen.flatMap((u, s) => u.map((value) => ({ value, seenBy: [s] }))),
    ...G.draw.map((value) => ({ value, seenBy: [] as Seat[] })),
    ...G.piles.flatMap((p) => p.slice(0, -1).map((value) => ({ value, seenBy: [] as Seat[] }))),
  ],
  conserved: (G) => ({
    resources: [...G.draw, ...G.pool, ...G.discard, ...G.hands.flat(), ...Object.values(G.supply).flat()],
    buildings: [...G.piles.flat(), ...G.built.flat()],
  }),
  determinize: (view, _ctx, seat, random) => {
    const seen = new Set([...view.pool, ...view.discard, ...view.hands.flat(), ...Object.values(view.supply).flat()]);
    const unknown = RESOURCES.filter((id) => !seen.has(id));
    // Hidden cards in a hand are always dealt basics; the rest of the unknown cards are the draw pile.
    const basics = random.shuffle(unknown.filter((id) => kindOf(id) === 'm1' || kindOf(id) === 'p1'));
    const used = new Set<string>();
    const unseen = view.unseen.map((u, s) => (s === seat ? [...u] : u.map(() => { const id = basics.pop()!; used.add(id); return id; })));
    const hands = view.hands.map((h, s) => (s === seat ? [...h] : [...h.filter((id) => id !== HIDDEN), ...unseen[s]!]));
    const draw = random.shuffle(unknown.filter((id) => !used.has(id)));
    const seenBuildings = new Set([...view.piles.flat(), ...view.built.flat()]);
    const hiddenBuildings = random.shuffle(BUILDINGS.map((x) => x.id).filter((id) => !seenBuildings.has(id)));
    return {
      ...view,
      piles: view.piles.map((p) => p.map((id) => (id === HIDDEN ? hiddenBuildings.pop()! : id))),
      supply: { m3: [...view.supply.m3], p3: [...view.supply.p3], crane: [...view.supply.crane], work: [...view.supply.work] },
      draw,
      pool: [...view.pool],
      discard: [...view.discard],
      hands,
      unseen,
      built: view.built.map((x) => [...x]),
    };
  },
  result: (G, ctx) => {
    const scores = G.built.map((x) => x.length);
    if (G.winner !== null) return { scores, winners: [G.winner], reason: t`The first to construct ${targetFor(ctx.players)} buildings wins at once.` };
    const top = Math.max(...scores);
    const winners = scores.flatMap((n, s) => (n === top ? [s] : []));
    return { scores, winners, reason: winners.length > 1 ? t`The table is blocked: every card is in a hand and nobody can pay for a top building. Most buildings wins; tied, the win is shared.` : t`The table is blocked: every card is in a hand and nobody can pay for a top building. Most buildings wins.` };
  },
  // Medium plays the rules of thumb; hard plays every legal move out by them a few turns in
  // guessed worlds and takes the one that leaves it furthest ahead (lookahead.ts, README). Its one
  // candidate leaves the search nothing to weigh; the search only runs should the look-ahead give no move.
  bots: {
    policy: policyMove,
    playout: playoutMove,
    // The search checks the candidate against `legal` itself (and warns should it not be there).
    candidates: (state, legal, random) => {
      const move = lookaheadMove(state, legal[0]!.seat, random);
      return move ? [move] : legal;
    },
    iterations: { hard: 60 },
    playoutLimit: 0,
  },
  heuristic: (G, ctx, seat) => (G.blocked ? (G.built[seat]!.length === Math.max(...G.built.map((x) => x.length)) ? 1 : 0) : standing(G, ctx.players, seat)),
});
