/**
 * SPY in the rules DSL. Every rule of the rulebook and every reading of an unclear one is listed
 * in README.md beside this file.
 *
 * Geometry. A Spy Base is a row of N cards, listed from its owner's left to right. It is a loop:
 * the two edge cards are next to each other. The Spy stands in one of N gaps: gap g lies just
 * before card g (between card g-1 and card g), and gap 0 is the edge (between the last card and
 * the first). A Spy facing right faces card g; facing left it faces card g-1 (round the loop).
 */
import { clockwise, defineGame, eachSeatOnce, move, phases, roundOver, type Info, type Random, type Seat } from '../../src/dsl/index.js';
import { plural, seat as seatName, t } from '../../src/i18n/index.js';
import { translations } from './translations.js';
import { HARD_THUMBS, MEDIUM_THUMBS, spyBotMove } from './bot.js';
import {
  baseCards,
  baseName,
  coloursFor,
  EXPOSURE_ORDER,
  isBomb,
  isSafe,
  isTopSecret,
  TYPES,
  typeName,
  typeOf,
  valueOf,
  type CardType,
  type Colour,
} from './cards.js';

export type Facing = 'left' | 'right';

/** One player's Spy Base. */
export interface Base {
  colour: Colour;
  /** Placed cards, from the owner's left to right; other seats see 'hidden' for unexposed ones. */
  cards: string[];
  /** Cards still to be placed while arranging (hidden from the other seats). */
  hand: string[];
  /** The gap the Spy stands in (see the top of this file); -1 until it is placed. Public. */
  spy: number;
  /** Which way the Spy faces. Public: the Spy is double-sided. */
  facing: Facing;
  /** Cards turned round to face the opponents (permanently revealed). */
  exposed: boolean[];
  /** Bombs whose fuse is lit. Everyone heard the "TSSSsss", so this is public. */
  lit: boolean[];
  /**
   * Public notes: the card types each position may still be, from everything announced aloud
   * (movement numbers, "It's a Safe", the hiss, a bomb shown to all).
   */
  maybe: CardType[][];
  /** Eliminated from the game. */
  out: boolean;
}

/** What the last Spy action found, for the table and the log. */
export interface SpyReport {
  spier: Seat;
  target: Seat;
  /** Position in the target's base (the target's own left to right). */
  position: number;
  outcome: 'safe' | 'topSecret' | 'exposed' | 'lit' | 'boom';
  /** The type of the card exposed or shown to all (public by then), else null. */
  shown: CardType | null;
  /** Seat eliminated by this spy action, if any. */
  eliminated: Seat | null;
}

export interface SpyState {
  bases: Base[];
  /** Where the current turn is: before moving, after moving (may flip), after the flip (may spy). */
  step: 'move' | 'flip' | 'spy';
  /** Seats in the order they were eliminated. */
  outOrder: Seat[];
  last: SpyReport | null;
}

export type PlaceItem = CardType | 'spy-left' | 'spy-right';

// ------------------------------------------------------------------ geometry

/** The position of the card a Spy in `gap`, facing `facing`, looks at, in a base of `n` cards. */
export function facedCard(gap: number, facing: Facing, n: number): number {
  return facing === 'right' ? gap % n : (gap - 1 + n) % n;
}

/** The gap reached by crossing `steps` cards in direction `dir`. */
export function gapAfter(gap: number, dir: Facing, steps: number, n: number): number {
  return (((gap + (dir === 'right' ? steps : -steps)) % n) + n) % n;
}

/** The card of an opponent's base in the same place, from a mirror perspective: your leftmost is their rightmost. */
export const mirror = (position: number, n: number): number => n - 1 - position;

export const opposite = (f: Facing): Facing => (f === 'left' ? 'right' : 'left');

// ------------------------------------------------------------------ public knowledge

/** The type of each exposed card, from what everyone sees. */
function exposedTypes(base: Readonly<Base>): Set<CardType> {
  const out = new Set<CardType>();
  base.cards.forEach((id, i) => {
    if (base.exposed[i]) out.add(typeOf(id));
  });
  return out;
}

/** The base's Exposure Target: the first of Safe 1, Safe 2, Top Secret 1, Top Secret 2 not yet exposed. */
export function exposureTarget(base: Readonly<Base>): CardType | null {
  const shown = exposedTypes(base);
  return EXPOSURE_ORDER.find((t) => !shown.has(t)) ?? null;
}

export const alive = (G: Readonly<SpyState>): Seat[] => G.bases.map((_, s) => s).filter((s) => !G.bases[s]!.out);

export const isArranged = (base: Readonly<Base>): boolean => base.hand.length === 0 && base.spy >= 0;

/** The movement amounts allowed when crossing toward `dir`: the faced card's number, or 1 or 2 past an exposed card. */
export function stepsToward(base: Readonly<Base>, dir: Facing): number[] {
  const n = base.cards.length;
  const i = facedCard(base.spy, dir, n);
  if (base.exposed[i]) return [1, 2];
  return [valueOf(typeOf(base.cards[i]!))];
}

/** Who may be spied on by `seat`: every opponent still in the game. */
export const spyTargets = (G: Readonly<SpyState>, seat: Seat): Seat[] => alive(G).filter((s) => s !== seat);

/** The position of the opponent's card that `seat`'s Spy looks at now. */
export function spiedPosition(G: Readonly<SpyState>, seat: Seat): number {
  const mine = G.bases[seat]!;
  const n = mine.cards.length;
  return mirror(facedCard(mine.spy, mine.facing, n), n);
}

const narrow = (list: CardType[], keep: (t: CardType) => boolean): CardType[] => list.filter(keep);

// ------------------------------------------------------------------ moves

/** Arranging: put the next card (or the Spy, facing a way) into your base, left to right. */
const place = move<SpyState, { item: PlaceItem }>({
  args: (G, _ctx, seat) => {
    const base = G.bases[seat]!;
    const kinds = [...new Set(base.hand.map(typeOf))].sort((a, b) => TYPES.indexOf(a) - TYPES.indexOf(b));
    const out: { item: PlaceItem }[] = kinds.map((item) => ({ item }));
    if (base.spy < 0) out.push({ item: 'spy-left' }, { item: 'spy-right' });
    return out;
  },
  check: (G, { item }, _ctx, seat) => {
    const base = G.bases[seat]!;
    if (typeof item !== 'string') return t`Say which card to place next, e.g. "safe-1", or "spy-left" / "spy-right" for your Spy.`;
    if (item === 'spy-left' || item === 'spy-right') return base.spy < 0 || t`Your Spy is already in your base.`;
    if (!(TYPES as readonly string[]).includes(item)) return t`"${item}" is no card of a Spy Base: choose safe-1, safe-2, ts-1, ts-2, bomb-1, bomb-2, spy-left or spy-right.`;
    if (!base.hand.some((id) => typeOf(id) === item)) return t`You have no ${typeName(item as CardType)} left to place.`;
    return true;
  },
  apply: (G, { item }, api) => {
    const base = G.bases[api.seat]!;
    if (item === 'spy-left' || item === 'spy-right') {
      base.spy = base.cards.length;
      base.facing = item === 'spy-left' ? 'left' : 'right';
    } else {
      const at = base.hand.findIndex((id) => typeOf(id) === item);
      putCard(base, base.hand.splice(at, 1)[0]!);
    }
    if (base.hand.length === 0 && base.spy >= 0) finishArranging(base, api);
  },
  // A card is placed face down: which one stays the owner's secret (it would give away the order
  // of the base). The Spy and its facing are public.
  hiddenArgs: ({ item }) => ({ keys: item === 'spy-left' || item === 'spy-right' ? [] : ['item'], seenBy: [] }),
  describe: ({ item }, after, before) => {
    const who = before.bases.findIndex((b, s) => JSON.stringify(b) !== JSON.stringify(after.bases[s]));
    const base = after.bases[who]!;
    const what = item === 'spy-left' ? t`placed the Spy, facing left` : item === 'spy-right' ? t`placed the Spy, facing right` : t`placed a card face down`;
    return isArranged(base) ? t`${what}; the ${baseName(base.colour)} is ready` : what;
  },
});

function putCard(base: Base, id: string): void {
  base.cards.push(id);
  base.exposed.push(false);
  base.lit.push(false);
  base.maybe.push([]);
}

/** Once a base is complete, its public notes start as every type in it, and the turn passes. */
function finishArranging(base: Base, api: { endTurn(): void }): void {
  base.spy %= base.cards.length;
  const types = [...new Set(base.cards.map(typeOf))].sort((a, b) => TYPES.indexOf(a) - TYPES.indexOf(b));
  base.maybe = base.cards.map(() => types.slice());
  api.endTurn();
}

/** Arranging: put the remaining cards (and the Spy, if not yet placed) in a random order. */
const shuffleRest = move<SpyState>({
  check: (G, _args, _ctx, seat) => (G.bases[seat] && !isArranged(G.bases[seat]!)) || t`Your base is already arranged.`,
  apply: (G, _args, api) => {
    const base = G.bases[api.seat]!;
    const items = [...base.hand, ...(base.spy < 0 ? ['spy'] : [])];
    base.hand = [];
    api.random.shuffle(items);
    for (const id of items) {
      if (id === 'spy') {
        base.spy = base.cards.length;
        base.facing = api.random.int(2) === 0 ? 'left' : 'right';
      } else putCard(base, id);
    }
    finishArranging(base, api);
  },
  // A shuffle is chance: taking it back would let a player reshuffle until it suits them.
  undoable: false,
  describe: (_args, after, before) => {
    const who = before.bases.findIndex((b) => !isArranged(b));
    return t`shuffled the rest of the ${baseName(after.bases[who]!.colour)}; it is ready`;
  },
});

type AdvanceArgs = { dir: Facing; steps: number };

/** MOVE: flip first if you like (moving the other way), declare the number and cross that many cards. */
const advance = move<SpyState, AdvanceArgs>({
  args: (G, _ctx, seat) => {
    const base = G.bases[seat]!;
    const out: AdvanceArgs[] = [];
    for (const dir of ['left', 'right'] as const) for (const steps of stepsToward(base, dir)) out.push({ dir, steps });
    return out;
  },
  check: (G, { dir, steps }, _ctx, seat) => {
    if (dir !== 'left' && dir !== 'right') return t`Say which way the Spy moves: "left" or "right" (the other way from its facing means you flip it first).`;
    if (steps !== 1 && steps !== 2) return t`The Spy moves ${1} or ${2} cards.`;
    const allowed = stepsToward(G.bases[seat]!, dir);
    if (!allowed.includes(steps)) return t`The card your Spy faces that way says ${allowed[0]!}: you must move exactly ${allowed[0]!}.`;
    return true;
  },
  apply: (G, { dir, steps }, { seat }) => {
    const base = G.bases[seat]!;
    const n = base.cards.length;
    const faced = facedCard(base.spy, dir, n);
    // Declaring the number tells everyone the faced card's number (unless it is already exposed).
    if (!base.exposed[faced]) base.maybe[faced] = narrow(base.maybe[faced]!, (t) => valueOf(t) === steps);
    base.facing = dir;
    base.spy = gapAfter(base.spy, dir, steps, n);
    G.step = 'flip';
    G.last = null;
  },
  describe: ({ dir, steps }, after, before) => {
    const seat = before.bases.findIndex((b, s) => b.spy !== after.bases[s]!.spy);
    const flipped = seat >= 0 && before.bases[seat]!.facing !== dir;
    return flipped
      ? plural(steps, 'flipped the Spy, then declared “#” and moved the Spy across # card', 'flipped the Spy, then declared “#” and moved the Spy across # cards')
      : plural(steps, 'declared “#” and moved the Spy across # card', 'declared “#” and moved the Spy across # cards');
  },
});

/** FLIP after movement: the Spy turns to face the other way. */
const flip = move<SpyState>({
  apply: (G, _args, { seat }) => {
    const base = G.bases[seat]!;
    base.facing = opposite(base.facing);
    G.step = 'spy';
  },
  describe: () => t`flipped the Spy`,
});

/** SPY on an opponent: the card in the mirror place of the one your Spy faces answers. */
const spy = move<SpyState, { opponent: number }>({
  args: (G, _ctx, seat) => spyTargets(G, seat).map((opponent) => ({ opponent })),
  check: (G, { opponent }, _ctx, seat) => {
    if (typeof opponent !== 'number' || !Number.isInteger(opponent)) return t`Name the opponent to spy on by seat number.`;
    if (opponent === seat) return t`You cannot spy on your own base.`;
    if (opponent < 0 || opponent >= G.bases.length) return t`There is no seat ${opponent}: seats are ${0} to ${G.bases.length - 1}.`;
    if (G.bases[opponent]!.out) return t`${seatName(opponent)} is out of the game.`;
    return true;
  },
  apply: (G, { opponent }, api) => {
    resolveSpy(G, api.seat, opponent);
    G.step = 'move';
    api.endTurn();
  },
  undoable: false,
  describe: ({ opponent }, after) => {
    const r = after.last!;
    // Players by name: the one spied on, and whoever is out.
    const them = seatName(opponent);
    const whose = t`${them}'s card ${r.position + 1} (from ${them}'s left)`;
    switch (r.outcome) {
      case 'safe':
        return t`spied on ${whose}: “It's a Safe.”`;
      case 'topSecret':
        return t`spied on ${whose}: “It's a Top Secret.”`;
      case 'exposed':
        return r.eliminated !== null
          ? t`spied on ${whose}: the Exposure Target, ${typeName(r.shown!)}, is revealed — ${them}'s Top Secret 2 is exposed and ${them} is out`
          : t`spied on ${whose}: the Exposure Target, ${typeName(r.shown!)}, is revealed`;
      case 'lit':
        return t`spied on ${whose}: “TSSSsss…” — an unlit Bomb is now lit`;
      case 'boom':
        return t`spied on ${whose}: a lit ${typeName(r.shown!)}! ${seatName(r.spier)} is out`;
    }
  },
});

/** The opponent's answer to a Spy action, by the four outcomes of the rulebook. */
export function resolveSpy(G: SpyState, seat: Seat, opponent: Seat): SpyReport {
  const theirs = G.bases[opponent]!;
  const position = spiedPosition(G, seat);
  const id = theirs.cards[position]!;
  const type = typeOf(id);
  const target = exposureTarget(theirs);
  const report: SpyReport = { spier: seat, target: opponent, position, outcome: 'safe', shown: null, eliminated: null };
  if (isBomb(type)) {
    if (!theirs.lit[position]) {
      // 3. An unlit bomb: "TSSSsss", it is lit and stays secret.
      theirs.lit[position] = true;
      theirs.maybe[position] = narrow(theirs.maybe[position]!, isBomb);
      report.outcome = 'lit';
    } else {
      // 4. A lit bomb: shown to all (then put back, lit and hidden); the spy is eliminated.
      theirs.maybe[position] = [type];
      report.outcome = 'boom';
      report.shown = type;
      report.eliminated = seat;
      eliminate(G, seat);
    }
  } else if (type === target) {
    // 2. The Exposure Target is permanently revealed.
    theirs.exposed[position] = true;
    theirs.maybe[position] = [type];
    report.outcome = 'exposed';
    report.shown = type;
    if (type === 'ts-2') {
      report.eliminated = opponent;
      eliminate(G, opponent);
    }
  } else {
    // 1. A Safe or a Top Secret that is not the target: only its type is said aloud.
    const safe = isSafe(type);
    theirs.maybe[position] = narrow(theirs.maybe[position]!, (t) => (safe ? isSafe(t) : isTopSecret(t)) && (theirs.exposed[position] || t !== target));
    report.outcome = safe ? 'safe' : 'topSecret';
  }
  G.last = report;
  return report;
}

function eliminate(G: SpyState, seat: Seat): void {
  if (G.bases[seat]!.out) return;
  G.bases[seat]!.out = true;
  G.outOrder.push(seat);
}

/** End the turn without (further) action: every action is optional. */
const pass = move<SpyState>({
  apply: (G, _args, api) => {
    G.step = 'move';
    G.last = null;
    api.endTurn();
  },
  describe: (_args, _after, before) => (before.step === 'move' ? t`took no action` : t`ended the turn`),
});

// ------------------------------------------------------------------ hidden information

function hideBase(base: Readonly<Base>): Base {
  return {
    ...base,
    cards: base.cards.map((id, i) => (base.exposed[i] ? id : 'hidden')),
    hand: base.hand.map(() => 'hidden'),
    exposed: base.exposed.slice(),
    lit: base.lit.slice(),
    maybe: base.maybe.map((m) => m.slice()),
  };
}

function copyBase(base: Readonly<Base>): Base {
  return { ...base, cards: base.cards.slice(), hand: base.hand.slice(), exposed: base.exposed.slice(), lit: base.lit.slice(), maybe: base.maybe.map((m) => m.slice()) };
}

/**
 * Fills a base's hidden cards with a random guess that agrees with everything public: exposed
 * cards, lit bombs and the notes of what was announced.
 */
export function guessBase(view: Readonly<Base>, players: number, random: Random): Base {
  const base = copyBase(view);
  const seen = new Set(base.cards.filter((id) => id !== 'hidden'));
  const unseen = random.shuffle(baseCards(base.colour, players).filter((id) => !seen.has(id)));
  const slots = base.cards.map((id, i) => (id === 'hidden' ? i : -1)).filter((i) => i >= 0);
  // Most constrained slots first; a short backtracking search (at most 7 cards).
  slots.sort((a, b) => (base.maybe[a]?.length || 9) - (base.maybe[b]?.length || 9));
  const fits = (slot: number, id: string) => {
    const allowed = base.maybe[slot];
    const type = typeOf(id);
    if (base.lit[slot] && !isBomb(type)) return false;
    return !allowed || allowed.length === 0 || allowed.includes(type);
  };
  const used = new Array<boolean>(unseen.length).fill(false);
  const chosen: string[] = [];
  const search = (k: number): boolean => {
    if (k === slots.length) return true;
    for (let u = 0; u < unseen.length; u++) {
      if (used[u] || !fits(slots[k]!, unseen[u]!)) continue;
      used[u] = true;
      chosen[k] = unseen[u]!;
      if (search(k + 1)) return true;
      used[u] = false;
    }
    return false;
  };
  if (!search(0)) throw new Error(`SPY determinize: no arrangement of the ${base.colour} base fits what is public.`);
  slots.forEach((slot, k) => (base.cards[slot] = chosen[k]!));
  base.hand = unseen.filter((_, u) => !used[u]);
  if (base.hand.length !== view.hand.length) throw new Error(`SPY determinize: the ${base.colour} base does not add up.`);
  return base;
}

// ------------------------------------------------------------------ the game

/** How a seat is doing, for bots: 1 for the winner, 0 when out, else progress against the others. */
export function standing(G: Readonly<SpyState>, seat: Seat): number {
  const me = G.bases[seat]!;
  if (me.out) return 0;
  const living = alive(G);
  if (living.length === 1) return 1;
  const danger = (b: Readonly<Base>) => b.exposed.filter(Boolean).length / 4;
  const theirs = living.filter((s) => s !== seat).reduce((sum, s) => sum + danger(G.bases[s]!), 0) / (living.length - 1);
  return Math.min(0.98, Math.max(0.02, 1 / living.length + 0.3 * (theirs - danger(me))));
}

export default defineGame<SpyState>({
  id: 'spy',
  name: 'SPY',
  version: 1,
  players: { min: 2, max: 4 },
  translations,
  setup: ({ players }) => ({
    bases: coloursFor(players).map((colour) => ({
      colour,
      cards: [],
      hand: baseCards(colour, players),
      spy: -1,
      facing: 'right' as Facing,
      exposed: [],
      lit: [],
      maybe: [],
      out: false,
    })),
    step: 'move',
    outOrder: [],
    last: null,
  }),
  flow: phases({
    arrange: {
      label: t`Arrange your Spy Base in secret`,
      turn: eachSeatOnce(),
      moves: { place, shuffleRest },
      next: [{ if: roundOver, to: 'play', label: 'every base arranged' }],
    },
    play: {
      label: t`Take turns`,
      turn: clockwise<SpyState>({ first: () => 0, skip: (G, _ctx, seat) => G.bases[seat]!.out }),
      phases: {
        move: { label: t`Move (flipping first if you like), spy, or pass`, moves: { advance, spy, pass }, next: [{ if: (G) => G.step === 'flip', to: 'flip', label: 'moved' }] },
        flip: {
          label: t`Flip after moving, spy, or end the turn`,
          moves: { flip, spy, pass },
          next: [
            { if: (G) => G.step === 'spy', to: 'spy', label: 'flipped' },
            { if: (G) => G.step === 'move', to: 'move', label: 'turn over' },
          ],
        },
        spy: { label: t`Spy or end the turn`, moves: { spy, pass }, next: [{ if: (G) => G.step === 'move', to: 'move', label: 'turn over' }] },
      },
      next: [{ if: (G) => alive(G).length <= 1, to: 'over', label: 'one player left' }],
    },
    over: { label: t`Game over`, final: true },
  }),
  view: (G, ctx, seat) => ({
    ...G,
    // When the game is over every base is turned face up for all to see.
    bases: G.bases.map((b, s) => (s === seat || ctx.over ? copyBase(b) : hideBase(b))),
    outOrder: G.outOrder.slice(),
    last: G.last ? { ...G.last } : null,
  }),
  secrets: (G, ctx) =>
    ctx.over ? [] : G.bases.flatMap((b, s) => [
      ...b.cards.filter((_, i) => !b.exposed[i]).map((value) => ({ value, seenBy: [s] })),
      ...b.hand.map((value) => ({ value, seenBy: [s] })),
    ]),
  conserved: (G) => ({ cards: G.bases.flatMap((b) => [...b.cards, ...b.hand]) }),
  determinize: (view, ctx, seat, random) => ({
    ...view,
    bases: view.bases.map((b, s) => (s === seat ? copyBase(b) : guessBase(b, ctx.players, random))),
    outOrder: view.outOrder.slice(),
    last: view.last ? { ...view.last } : null,
  }),
  result: (G, ctx: Info) => {
    // Score: how many players you outlasted. The last one standing outlasted everyone.
    const scores = Array.from({ length: ctx.players }, (_, s) => {
      const k = G.outOrder.indexOf(s);
      return k < 0 ? ctx.players - 1 : k;
    });
    const winners = alive(G);
    return { scores, winners, reason: winners.length === 1 ? t`The last player remaining wins.` : t`Nobody is left.` };
  },
  heuristic: (G, _ctx, seat) => standing(G, seat),
  // Random playouts taught the search that waiting is safe (random players spy on the bombs they
  // have just lit), so hard passed too much. Both levels play rules of thumb instead: medium reads
  // each card's notes alone; hard weighs whole arrangements, looks a turn ahead and keeps its own
  // numbers quiet. Hard's search has that one move to look at: it cannot beat the rules yet.
  bots: {
    policy: (view, seat, random) => spyBotMove(view, seat, random, MEDIUM_THUMBS),
    candidates: (state, legal, random) => {
      const wanted = spyBotMove(state, legal[0]!.seat, random, HARD_THUMBS);
      const move = wanted && legal.find((m) => m.type === wanted.type && m.seat === wanted.seat && m.dir === wanted.dir && m.steps === wanted.steps && m.opponent === wanted.opponent);
      return move ? [move] : legal;
    },
    playoutLimit: 0,
    iterations: { hard: 1 },
  },
});

