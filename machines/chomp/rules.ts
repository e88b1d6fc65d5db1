/**
 * Chomp! in the rules DSL. Every rule of the rulebook and every reading of an unclear one is
 * listed in README.md beside this file. The game is played in real time: the table's host sends
 * the reveals, the tie outcomes and "time's up"; players' slaps arrive in their order.
 */
import { defineGame, move, phases, simultaneous, type GameState, type Move, type Random, type Seat, type Text } from '../../src/dsl/index.js';
import { list, plural, seat as seatRef, t } from '../../src/i18n/index.js';
import { aCreature, canChomp, creatureOf, theCreature, DECK, rank, type Creature } from './cards.js';
import { translations } from './translations.js';

/** A card in the middle waiting for the next winner: face up (set aside) or face down (a penalty). */
export interface PotCard {
  id: string;
  up: boolean;
}

/** How a round ended, for the table and the move log. */
export type Outcome =
  /** A good chomp: the winner took what her card may chomp. */
  | 'chomp'
  /** A feeding frenzy won by a slap: the winner took everything. */
  | 'frenzy'
  /** Two or more chomped at once: the cards are set aside. */
  | 'tie'
  /** Octopus ink out: the cards are set aside. */
  | 'ink'
  /** Time ran out and nobody chomped. */
  | 'nobody'
  /** Underwater War: the higher card took the cards. */
  | 'higher'
  /** Underwater War: equal cards, two face down each and play again. */
  | 'war-tie'
  /** Underwater War: an Octopus, the next card decides. */
  | 'octopus';

/** The round just played, shown until the next reveal: creatures only (the cards are face down again). */
export interface LastRound {
  cards: (Creature | null)[];
  outcome: Outcome;
  winner: Seat | null;
  /** The seat whose card the winner slapped (chomp, frenzy), else null. */
  target: Seat | null;
  /** Seats that made a bad chomp this round. */
  bad: Seat[];
  /** Cards the winner took, her own included (0 without a winner). */
  took: number;
  /** Seats washed up at the end of this round. */
  washedUp: Seat[];
}

export type TwoLeft = 'count' | 'war';
export type ChompOptions = { twoLeft: TwoLeft };

export interface ChompState {
  /** 'chain': the food-chain game for three or more; 'war': 2-player Underwater War. */
  mode: 'chain' | 'war';
  /** What happens when only two players have cards: count them, or switch to Underwater War. */
  twoLeft: TwoLeft;
  /** Each seat's face-down pile; the top card is the last. */
  piles: string[][];
  /** Each seat's face-down discard pile (what it won and what it took back). */
  discards: string[][];
  /** The card each seat turned over this round, or null. */
  table: (string | null)[];
  /** Seats that slapped this round (a slap that did not end the round was a bad chomp). */
  slapped: boolean[];
  /** Cards in the middle for the next winner: set aside (ink out, ties) and penalty cards. */
  pot: PotCard[];
  /** Washed-up seats. */
  out: boolean[];
  /** Extra cards back in the box, out of play. */
  box: string[];
  /** Reveals so far. */
  round: number;
  last: LastRound | null;
}

/**
 * Reading — a long game ends: after this many reveals (about ten minutes at the normal pace) the player
 * with the most cards wins. Real-time play between even players can otherwise go on and on.
 */
export const ROUND_LIMIT = 300;

function seatsOf(n: number): Seat[] {
  const out: Seat[] = [];
  for (let s = 0; s < n; s++) out.push(s);
  return out;
}
/** Seats still in the game. */
export function living(G: Readonly<ChompState>): Seat[] {
  const out: Seat[] = [];
  for (let s = 0; s < G.out.length; s++) if (!G.out[s]) out.push(s);
  return out;
}
/** Cards a seat owns: its pile and its discard pile. */
export function cardsOf(G: Readonly<ChompState>, s: Seat): number {
  return G.piles[s]!.length + G.discards[s]!.length;
}
/** Seats with a card turned over this round. */
export function inRound(G: Readonly<ChompState>): Seat[] {
  const out: Seat[] = [];
  for (let s = 0; s < G.table.length; s++) if (G.table[s] !== null) out.push(s);
  return out;
}
const shown = (G: Readonly<ChompState>, s: Seat): Creature => creatureOf(G.table[s]!);

/** The round on the table, read in one pass: the cards' ranks, whether an Eel or an Octopus shows, the lowest rank. */
interface RoundInfo {
  /** Rank per seat (0 for an action card), -1 for a seat without a card. */
  ranks: number[];
  frenzy: boolean;
  ink: boolean;
  lowest: number;
}
function roundInfo(G: Readonly<ChompState>): RoundInfo {
  const ranks: number[] = [];
  let eel = false;
  let octopus = false;
  let lowest = Infinity;
  for (const id of G.table) {
    if (id === null) {
      ranks.push(-1);
      continue;
    }
    const c = creatureOf(id);
    if (c === 'eel') eel = true;
    else if (c === 'octopus') octopus = true;
    const r = rank(c);
    ranks.push(r);
    if (r < lowest) lowest = r;
  }
  return { ranks, frenzy: eel, ink: octopus && !eel, lowest: lowest === Infinity ? 0 : lowest };
}

/** An Electric Eel shows: a feeding frenzy (it prevails over an Octopus). */
export function isFrenzy(G: Readonly<ChompState>): boolean {
  return roundInfo(G).frenzy;
}
/** An Octopus shows and no Eel: ink out, nobody may chomp. */
export function isInkOut(G: Readonly<ChompState>): boolean {
  return roundInfo(G).ink;
}
/** The lowest place on the food chain among the cards turned over (0 when none). */
export function lowestRank(G: Readonly<ChompState>): number {
  return roundInfo(G).lowest;
}

/** What a slap by `seat` on the card of `target` would be in the food-chain game. */
export type Judgement = 'good' | 'bad' | 'not-lowest';
export function judge(G: Readonly<ChompState>, seat: Seat, target: Seat): Judgement {
  return judgeIn(roundInfo(G), seat, target);
}
function judgeIn(info: RoundInfo, seat: Seat, target: Seat): Judgement {
  if (info.frenzy) return target === seat ? 'bad' : 'good';
  if (info.ink || target === seat) return 'bad';
  // Neither card is an action card here (no Eel, no Octopus), so ranks are 1 … 6.
  const mine = info.ranks[seat]!;
  const theirs = info.ranks[target]!;
  if (theirs >= mine) return 'bad';
  return theirs > info.lowest ? 'not-lowest' : 'good';
}

/** Seats that may still slap this round: a card turned over, no slap yet. */
function mayStillSlap(G: Readonly<ChompState>, s: Seat): boolean {
  return G.table[s] !== null && !G.slapped[s];
}
/** Seats that could make a good chomp now. */
export function ableToChomp(G: Readonly<ChompState>): Seat[] {
  if (G.mode === 'war') return inRound(G);
  const info = roundInfo(G);
  const seats = inRound(G);
  return seats.filter((s) => mayStillSlap(G, s) && seats.some((x) => judgeIn(info, s, x) === 'good'));
}

/** The top card of a seat's pile, shuffling its discard pile into a new pile when the pile is empty. */
function takeTop(G: ChompState, s: Seat, random: Random): string | null {
  if (G.piles[s]!.length === 0 && G.discards[s]!.length > 0) {
    G.piles[s] = random.shuffle(G.discards[s]!);
    G.discards[s] = [];
  }
  return G.piles[s]!.pop() ?? null;
}

/** Seats whose cards are all gone leave the game (washed up). */
function washUp(G: ChompState): Seat[] {
  const gone = living(G).filter((s) => cardsOf(G, s) === 0);
  for (const s of gone) G.out[s] = true;
  return gone;
}

/** Ends a round: the table is cleared, washed-up players leave, the round is remembered for the table. */
function endRound(G: ChompState, last: Omit<LastRound, 'washedUp' | 'cards' | 'bad'>, cards: (string | null)[], bad: Seat[]): void {
  const shown: (Creature | null)[] = [];
  for (let s = 0; s < cards.length; s++) {
    const id = cards[s]!;
    shown.push(id === null ? null : creatureOf(id));
    G.table[s] = null;
    G.slapped[s] = false;
  }
  const washedUp = washUp(G);
  G.last = { cards: shown, outcome: last.outcome, winner: last.winner, target: last.target, took: last.took, bad, washedUp };
}

const badChompers = (G: Readonly<ChompState>, except: Seat | null): Seat[] => inRound(G).filter((s) => G.slapped[s] && s !== except);

/** The winner of a round takes the pot and the given cards of the table; the others take theirs back. */
function award(G: ChompState, winner: Seat, takes: (s: Seat) => boolean): number {
  let took = 0;
  for (const s of inRound(G)) {
    const id = G.table[s]!;
    if (takes(s)) {
      G.discards[winner]!.push(id);
      took++;
    } else G.discards[s]!.push(id);
  }
  for (const p of G.pot) G.discards[winner]!.push(p.id);
  took += G.pot.length;
  G.pot = [];
  return took;
}

/** Every card of the table is set aside in the middle, face up. */
function setAside(G: ChompState): void {
  for (const s of inRound(G)) G.pot.push({ id: G.table[s]!, up: true });
}

/** Underwater War: the round is decided as soon as the cards are turned over (unless an Eel shows). */
function resolveWar(G: ChompState, random: Random): void {
  const cards = [...G.table];
  const [a, b] = inRound(G) as [Seat, Seat];
  const ca = shown(G, a);
  const cb = shown(G, b);
  if (ca === 'octopus' || cb === 'octopus') {
    setAside(G);
    endRound(G, { outcome: 'octopus', winner: null, target: null, took: 0 }, cards, []);
    return;
  }
  if (rank(ca) !== rank(cb)) {
    const winner = rank(ca) > rank(cb) ? a : b;
    const took = award(G, winner, () => true);
    endRound(G, { outcome: 'higher', winner, target: null, took }, cards, []);
    return;
  }
  // A tie: the cards stay, and each player adds two cards face down (keeping one to turn over).
  setAside(G);
  for (const s of [a, b]) {
    for (let k = 0; k < 2 && cardsOf(G, s) > 1; k++) G.pot.push({ id: takeTop(G, s, random)!, up: false });
  }
  endRound(G, { outcome: 'war-tie', winner: null, target: null, took: 0 }, cards, []);
}

const aName = (s: Creature): Text => aCreature(s);
const theName = (s: Creature): Text => theCreature(s);
/** The cards turned over, as a list: "Ana: a seal, Bo: a shark". */
const turnedOver = (cards: readonly (Creature | null)[]): Text =>
  list(cards.flatMap((c, s) => (c === null ? [] : [t`${seatRef(s)}: ${aName(c)}`])));
/** The sentence, then "Cy is washed up." when seats left the game this round. */
function washed(text: Text, last: LastRound | null): Text {
  if (!last || last.washedUp.length === 0) return text;
  return t`${text} ${plural(last.washedUp.length, '{0} is washed up.', '{0} are washed up.', list(last.washedUp.map((s) => seatRef(s))))}`;
}

/** The host's moves travel with the first seat in the round (any seat would do; one keeps the list short). */
const carrier = (G: Readonly<ChompState>): Seat | undefined => (G.table.some((c) => c !== null) ? inRound(G)[0] : living(G)[0]);
function carried(G: Readonly<ChompState>, seat: Seat): true | Text {
  return seat === carrier(G) ? true : t`The table's host sends this move with seat ${carrier(G) ?? 0}.`;
}

const reveal = move<ChompState>({
  args: (G, _ctx, seat) => (seat === carrier(G) ? [{}] : []),
  check: (G, _args, _ctx, seat) => carried(G, seat),
  apply: (G, _args, { random }) => {
    G.round++;
    G.last = null;
    for (const s of living(G)) G.table[s] = takeTop(G, s, random);
    if (G.mode === 'war' && !isFrenzy(G)) resolveWar(G, random);
  },
  undoable: false,
  describe: (_args, after, before) => {
    if (after.mode === 'war') {
      const last = after.last;
      if (last === null) return t`All cards are turned over: ${turnedOver(after.table.map((id) => (id === null ? null : creatureOf(id))))}. An Electric Eel: slap it first — Feeding Frenzy!`;
      const cards = turnedOver(last.cards);
      if (last.outcome === 'octopus') return washed(t`All cards are turned over: ${cards}. An Octopus: the next card decides.`, last);
      if (last.outcome === 'war-tie') return washed(t`All cards are turned over: ${cards}. A tie: two cards face down each, then the next card decides.`, last);
      return washed(t`All cards are turned over: ${cards}. ${seatRef(last.winner!)} is higher and takes ${plural(last.took, '# card', '# cards')}.`, last);
    }
    void before;
    const cards = turnedOver(after.table.map((id) => (id === null ? null : creatureOf(id))));
    if (isFrenzy(after)) return t`All cards are turned over: ${cards}. An Electric Eel: Feeding Frenzy! Slap any card but your own.`;
    if (isInkOut(after)) return t`All cards are turned over: ${cards}. An Octopus: Ink Out! Nobody may chomp.`;
    const lowest = inRound(after).map((s) => creatureOf(after.table[s]!)).find((c) => rank(c) === lowestRank(after))!;
    return t`All cards are turned over: ${cards}. The lowest card is ${aName(lowest)}.`;
  },
});

/** A seat number given in a move: a number, or what was given as written (not a word to translate). */
const given = (value: unknown): Text => (typeof value === 'number' ? value : (JSON.stringify(value) ?? '').slice(0, 40));

const chomp = move<ChompState, { target: number }>({
  args: (G, _ctx, seat) => {
    if (!mayStillSlap(G, seat)) return [];
    if (G.mode === 'war') return inRound(G).filter((s) => shown(G, s) === 'eel').map((target) => ({ target }));
    const info = roundInfo(G);
    return inRound(G).filter((s) => judgeIn(info, seat, s) !== 'not-lowest').map((target) => ({ target }));
  },
  check: (G, { target }, _ctx, seat) => {
    if (G.table[seat] === null || G.table[seat] === undefined) return t`You have no card in this round.`;
    if (G.slapped[seat]) return t`You already slapped this round: one slap a round.`;
    if (!Number.isInteger(target) || G.table[target] === null || G.table[target] === undefined) {
      return t`There is no card of seat ${given(target)} to slap: name a seat whose card is turned over.`;
    }
    if (G.mode === 'war') return shown(G, target) === 'eel' ? true : t`Slap the Electric Eel!`;
    if (judge(G, seat, target) === 'not-lowest') {
      const lowest = inRound(G).map((s) => shown(G, s)).find((c) => rank(c) === lowestRank(G))!;
      return t`That card is not the lowest: slap ${theName(lowest)}.`;
    }
    return true;
  },
  apply: (G, { target }, { seat, random }) => {
    const cards = [...G.table];
    if (G.mode === 'war') {
      const took = award(G, seat, () => true);
      endRound(G, { outcome: 'frenzy', winner: seat, target, took }, cards, []);
      return;
    }
    if (judge(G, seat, target) === 'bad') {
      // A bad chomp: the top card of your pile goes face down to the middle; you slap no more this round.
      G.slapped[seat] = true;
      const id = takeTop(G, seat, random);
      if (id !== null) G.pot.push({ id, up: false });
      return;
    }
    const frenzy = isFrenzy(G);
    const bad = badChompers(G, seat);
    const mine = shown(G, seat);
    G.slapped[seat] = true;
    const took = award(G, seat, (s) => frenzy || s === seat || bad.includes(s) || canChomp(mine, shown(G, s)));
    endRound(G, { outcome: frenzy ? 'frenzy' : 'chomp', winner: seat, target, took }, cards, bad);
  },
  undoable: false,
  describe: ({ seat, target }, after, before) => {
    const food = creatureOf(before.table[target]!);
    const last = after.last;
    if (last === null || last.winner !== seat) {
      const pays = before.piles[seat]!.length + before.discards[seat]!.length > 0;
      const card = theName(food);
      const why = isInkOut(before) ? t`in the ink out` : target === seat ? t`(their own card)` : t`(as high as theirs or higher)`;
      return pays
        ? t`slapped ${card} ${why} — a bad chomp! One card goes face down to the middle.`
        : t`slapped ${card} ${why} — a bad chomp! They have no card left to put in the middle.`;
    }
    const owner = seatRef(target);
    if (before.mode === 'war') return washed(t`slapped the Electric Eel first and takes ${plural(last.took, '# card', '# cards')} — Feeding Frenzy!`, last);
    if (last.outcome === 'frenzy') return washed(t`slapped ${theName(food)} of ${owner} first and takes all ${plural(last.took, '# card', '# cards')} — Feeding Frenzy!`, last);
    return washed(t`chomped ${theName(food)} of ${owner} and takes ${plural(last.took, '# card', '# cards')} — Chomp!`, last);
  },
});

/** Every set of two or more of these seats, each listed lowest seat first. */
function groupsOf(seats: readonly Seat[]): Seat[][] {
  const out: Seat[][] = [];
  for (let mask = 1; mask < 1 << seats.length; mask++) {
    const group = seats.filter((_, i) => (mask >> i) & 1);
    if (group.length >= 2) out.push(group);
  }
  return out;
}

const tie = move<ChompState, { seats: number[] }>({
  args: (G, _ctx, seat) => (G.mode === 'chain' && seat === carrier(G) ? groupsOf(ableToChomp(G)).map((seats) => ({ seats })) : []),
  check: (G, { seats }, _ctx, seat) => {
    const host = carried(G, seat);
    if (host !== true) return host;
    if (G.mode !== 'chain') return t`Underwater War has no ties of slaps: the first slap takes the cards.`;
    if (!Array.isArray(seats) || seats.length < 2 || seats.some((s, i) => !Number.isInteger(s) || (i > 0 && s <= seats[i - 1]!))) {
      return t`Name two or more seats that chomped at the same time, lowest seat first.`;
    }
    const able = ableToChomp(G);
    if (seats.some((s) => !able.includes(s))) return t`Only players who could chomp now can tie.`;
    return true;
  },
  apply: (G, { seats }) => {
    const cards = [...G.table];
    const bad = badChompers(G, null);
    setAside(G);
    endRound(G, { outcome: 'tie', winner: null, target: null, took: 0 }, cards, bad);
    void seats;
  },
  undoable: false,
  describe: ({ seats }, after) => washed(t`${list(seats.map((s) => seatRef(s)))} chomped at the same time: a tie! The cards are set aside, and everyone plays another card.`, after.last),
});

const settle = move<ChompState>({
  args: (G, _ctx, seat) => (seat === carrier(G) ? [{}] : []),
  check: (G, _args, _ctx, seat) => carried(G, seat),
  apply: (G) => {
    const cards = [...G.table];
    if (G.mode === 'war') {
      setAside(G);
      endRound(G, { outcome: 'nobody', winner: null, target: null, took: 0 }, cards, []);
      return;
    }
    const bad = badChompers(G, null);
    if (isInkOut(G)) {
      setAside(G);
      endRound(G, { outcome: 'ink', winner: null, target: null, took: 0 }, cards, bad);
      return;
    }
    // Nobody chomped: everyone takes back their card, but a bad chomper's stays in the middle.
    for (const s of inRound(G)) {
      if (bad.includes(s)) G.pot.push({ id: G.table[s]!, up: true });
      else G.discards[s]!.push(G.table[s]!);
    }
    endRound(G, { outcome: 'nobody', winner: null, target: null, took: 0 }, cards, bad);
  },
  undoable: false,
  describe: (_args, after, before) => {
    const last = after.last;
    if (before.mode === 'war') return washed(t`Time's up: nobody slapped the Electric Eel. The cards stay in the middle for the next winner.`, last);
    if (isInkOut(before)) return washed(t`The ink clears: the cards are set aside for the next winner.`, last);
    return after.pot.length > 0
      ? washed(t`Time's up: nobody chomped. Everyone takes back their card; the cards in the middle wait for the next winner.`, last)
      : washed(t`Time's up: nobody chomped. Everyone takes back their card.`, last);
  },
});

const revealed = (G: Readonly<ChompState>): boolean => G.table.some((c) => c !== null);

function giveLast(G: ChompState): void {
  const [survivor] = living(G);
  if (survivor === undefined) return;
  for (const p of G.pot) G.discards[survivor]!.push(p.id);
  G.pot = [];
}

const hidden = (list: readonly string[]): string[] => list.map(() => 'hidden');

/** The move a sharp player at `seat` makes now, from its view: slap the card to slap, or nothing. */
export function aim(view: GameState<ChompState>, seat: Seat, random: Random): Move | null {
  const { G, ctx } = view;
  if (!ctx.active.includes(seat) || !mayStillSlap(G, seat) || (!ctx.phase.endsWith('slap') && !ctx.phase.endsWith('frenzy'))) return null;
  if (G.mode === 'war') {
    const eels = inRound(G).filter((s) => shown(G, s) === 'eel');
    return eels.length ? { type: 'chomp', seat, target: random.pick(eels) } : null;
  }
  const good = inRound(G).filter((s) => judge(G, seat, s) === 'good');
  return good.length ? { type: 'chomp', seat, target: random.pick(good) } : null;
}

/** A mistaken slap (a bad chomp) for `seat`, or null when it has none to make. */
export function slip(view: GameState<ChompState>, seat: Seat, random: Random): Move | null {
  const { G, ctx } = view;
  if (G.mode !== 'chain' || !ctx.phase.endsWith('slap') || !ctx.active.includes(seat) || !mayStillSlap(G, seat)) return null;
  const bad = inRound(G).filter((s) => judge(G, seat, s) === 'bad');
  return bad.length ? { type: 'chomp', seat, target: random.pick(bad) } : null;
}

/**
 * What one person's key does: slap the lowest card that is not theirs (in a feeding frenzy, the
 * first other card; in Underwater War, the Eel). Null when that person may not slap now.
 */
export function keySlap(view: GameState<ChompState>, seat: Seat): Move | null {
  const { G, ctx } = view;
  if (!ctx.active.includes(seat) || G.table[seat] === null || G.table[seat] === undefined || G.slapped[seat]) return null;
  if (!ctx.phase.endsWith('slap') && !ctx.phase.endsWith('frenzy')) return null;
  if (G.mode === 'war') {
    const eel = inRound(G).find((s) => shown(G, s) === 'eel');
    return eel === undefined ? null : { type: 'chomp', seat, target: eel };
  }
  const others = inRound(G).filter((s) => s !== seat);
  if (others.length === 0) return null;
  const target = isFrenzy(G) ? others[0]! : others.reduce((a, b) => (rank(shown(G, b)) < rank(shown(G, a)) ? b : a));
  return { type: 'chomp', seat, target };
}

/** How long the host lets a round of the food chain run before time is up, at the normal pace. */
export const PAUSES = { firstReveal: 700, nextReveal: 1800, chompable: 6000, nothingToChomp: 2200, warEel: 5000 } as const;

export default defineGame<ChompState, ChompOptions>({
  id: 'chomp',
  name: 'Chomp!',
  players: { min: 2, max: 6 },
  options: { twoLeft: 'count' },
  optionChoices: { twoLeft: ['count', 'war'] },
  optionLabels: {
    twoLeft: { label: t`When two players are left`, choices: { count: t`count the cards`, war: t`play Underwater War` } },
  },
  translations,
  setup: ({ players, random, options }) => {
    const deck = random.shuffle([...DECK]);
    const each = Math.floor(deck.length / players);
    const piles = seatsOf(players).map(() => deck.splice(0, each));
    return {
      mode: players === 2 ? 'war' : 'chain',
      twoLeft: options.twoLeft === 'war' ? 'war' : 'count',
      piles,
      discards: piles.map(() => []),
      table: piles.map(() => null),
      slapped: piles.map(() => false),
      pot: [],
      out: piles.map(() => false),
      box: deck,
      round: 0,
      last: null,
    };
  },
  flow: phases({
    chain: {
      label: t`The food chain`,
      phases: {
        reveal: { label: t`Turn over a card`, turn: simultaneous(living), moves: { reveal }, next: [{ if: revealed, to: 'slap', label: 'turned over' }] },
        slap: { label: t`Chomp!`, turn: simultaneous(inRound), moves: { chomp, tie, settle }, next: [{ if: (G) => !revealed(G), to: 'reveal', label: 'round over' }] },
      },
      next: [
        { if: (G) => living(G).length <= 1, to: 'over', do: giveLast, label: 'one left' },
        { if: (G, ctx) => living(G).length === 2 && (ctx.players === 2 || G.twoLeft === 'war'), to: 'war', do: (G) => { G.mode = 'war'; }, label: 'two left: war' },
        { if: (G) => living(G).length === 2, to: 'over', label: 'two left: count' },
        { if: (G) => G.round >= ROUND_LIMIT && !revealed(G), to: 'over', label: 'time' },
      ],
    },
    war: {
      label: t`Underwater War`,
      phases: {
        reveal: { label: t`Turn over a card`, turn: simultaneous(living), moves: { reveal }, next: [{ if: revealed, to: 'frenzy', label: 'eel' }] },
        frenzy: { label: t`Feeding Frenzy!`, turn: simultaneous(inRound), moves: { chomp, settle }, next: [{ if: (G) => !revealed(G), to: 'reveal', label: 'slapped' }] },
      },
      next: [
        { if: (G) => living(G).length <= 1, to: 'over', do: giveLast, label: 'one left' },
        { if: (G) => G.round >= ROUND_LIMIT && !revealed(G), to: 'over', label: 'time' },
      ],
    },
    over: { label: t`Game over`, final: true },
  }),
  view: (G) => ({
    ...G,
    piles: G.piles.map(hidden),
    discards: G.discards.map(hidden),
    table: [...G.table],
    slapped: [...G.slapped],
    pot: G.pot.map((p) => (p.up ? { ...p } : { id: 'hidden', up: false })),
    out: [...G.out],
    box: hidden(G.box),
    last: G.last === null ? null : { ...G.last, cards: [...G.last.cards], bad: [...G.last.bad], washedUp: [...G.last.washedUp] },
  }),
  secrets: (G) => [...G.piles.flat(), ...G.discards.flat(), ...G.box, ...G.pot.filter((p) => !p.up).map((p) => p.id)].map((value) => ({ value, seenBy: [] })),
  conserved: (G) => ({ cards: [...G.piles.flat(), ...G.discards.flat(), ...G.table.filter((c): c is string => c !== null), ...G.pot.map((p) => p.id), ...G.box] }),
  determinize: (view, _ctx, _seat, random) => {
    const seen = new Set([...view.table.filter((c): c is string => c !== null), ...view.pot.filter((p) => p.up).map((p) => p.id)]);
    const unseen = random.shuffle(DECK.filter((id) => !seen.has(id)));
    const fill = (list: readonly string[]) => list.map(() => unseen.pop()!);
    const G: ChompState = {
      ...view,
      piles: view.piles.map(fill),
      discards: view.discards.map(fill),
      table: [...view.table],
      slapped: [...view.slapped],
      pot: view.pot.map((p) => (p.up ? { ...p } : { id: unseen.pop()!, up: false })),
      out: [...view.out],
      box: fill(view.box),
      last: view.last === null ? null : { ...view.last, cards: [...view.last.cards], bad: [...view.last.bad], washedUp: [...view.last.washedUp] },
    };
    if (unseen.length !== 0) throw new Error('Chomp! determinize: the view does not add up to 50 cards.');
    return G;
  },
  result: (G, ctx) => {
    const seats = seatsOf(ctx.players);
    const scores = seats.map((s) => cardsOf(G, s));
    const alive = living(G);
    if (alive.length === 0) {
      // Everyone's last cards were set aside at once: those washed up together share the win.
      const winners = G.last?.washedUp.length ? [...G.last.washedUp] : seats;
      return { scores, winners, reason: t`Everyone ran out of cards in the same round: a shared win.` };
    }
    if (alive.length === 1) return { scores, winners: alive, reason: t`Only one player still has cards: all the others are washed up.` };
    const top = Math.max(...alive.map((s) => scores[s]!));
    const winners = alive.filter((s) => scores[s] === top);
    const time = G.round >= ROUND_LIMIT && alive.length > 2;
    if (time) return { scores, winners, reason: winners.length > 1 ? t`Time is up: the most cards, a shared win.` : t`Time is up: the most cards wins.` };
    if (G.mode === 'war' && alive.length === 2) return { scores, winners, reason: winners.length > 1 ? t`Time is up in Underwater War: as many cards each, a shared win.` : t`Time is up in Underwater War: the most cards wins.` };
    return { scores, winners, reason: winners.length > 1 ? t`Two players are left with as many cards each: a shared win.` : t`Two players are left: the one with more cards wins.` };
  },
  heuristic: (G, ctx, seat) => {
    const total = seatsOf(ctx.players).reduce((n, s) => n + cardsOf(G, s), 0);
    return total === 0 ? 1 / ctx.players : cardsOf(G, seat) / total;
  },
  realtime: {
    hostMoves: ['reveal', 'settle', 'tie'],
    host: (G, ctx) => {
      const carrier = ctx.active[0];
      if (carrier === undefined || ctx.over) return null;
      if (ctx.phase.endsWith('reveal')) return { move: { type: 'reveal', seat: carrier }, after: G.last === null ? PAUSES.firstReveal : PAUSES.nextReveal };
      if (ctx.phase === 'war.frenzy') return { move: { type: 'settle', seat: carrier }, after: PAUSES.warEel };
      return { move: { type: 'settle', seat: carrier }, after: ableToChomp(G).length > 0 ? PAUSES.chompable : PAUSES.nothingToChomp };
    },
    window: {
      ms: 150,
      moves: ['chomp'],
      combine: (G, ctx, presses) => {
        // Underwater War: the first slap of the Eel takes the cards; the others come too late.
        if (G.mode === 'war') return presses.slice(0, 1);
        const good = presses.filter((p) => judge(G, p.seat, p.target as Seat) === 'good');
        const bad = presses.filter((p) => !good.includes(p));
        if (good.length < 2) return [...bad, ...good];
        return [...bad, { type: 'tie', seat: ctx.active[0]!, seats: good.map((p) => p.seat).sort((a, b) => a - b) }];
      },
    },
    reflexes: {
      easy: { reaction: [1600, 3000], slips: 0.2 },
      medium: { reaction: [900, 1700], slips: 0.06 },
      hard: { reaction: [350, 700], slips: 0 },
    },
    aim,
    slip,
  },
});

