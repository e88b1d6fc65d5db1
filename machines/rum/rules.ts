/**
 * RUM (Pack O Game) in the rules DSL. Every rule of the rulebook and every reading of an unclear
 * one is listed in README.md beside this file.
 */
import { clockwise, defineGame, move, phases, rankBy, simultaneous, takeAt, type Info, type Random, type Seat } from '../../src/dsl/index.js';
import { plural, seat as seatRef, t, type Message, type Text } from '../../src/i18n/index.js';
import { bottlesFor, cardName, COLOURS, colourName, discardCount, GOAL, isRumCard, MAX_VALUE, PARROT, PIRATE_SHIP, RUM_CARDS, rumCard } from './cards.js';
import { translations } from './translations.js';
import { lookaheadMove, rumPolicy } from './bot.js';

/** One Beach slot: a card lying face up (single bottle at the top) or face down. */
export interface BeachSlot {
  id: string;
  up: boolean;
}

/** A Captain Card: who controls it (null: the Game / Non-player) and the value at its top edge. */
export interface Captain {
  owner: Seat | null;
  value: number;
}

/** A set being laid down: its colour, the cards from hand and the Beach slots whose single bottles join it. */
export interface PendingSet {
  colour: number;
  cards: string[];
  beach: number[];
}

export interface RumState {
  /** The Shipwreck: face-down cards, mixed; a draw takes a random one. */
  wreck: string[];
  /** The three Beach slots (null only while a slot waits to be refilled). */
  beach: (BeachSlot | null)[];
  /** Each seat's secret hand of Rum Cards. */
  hands: string[][];
  /** The seven Captain Cards, by colour. */
  captains: Captain[];
  /** The Castaway Clock, 1–8 (8 is the Pirate Ship: the game is over). */
  clock: number;
  /** The set the current player is laying down, or null. */
  pending: PendingSet | null;
  /** Colours of the Captain Cards won or raised by a set this turn. */
  played: number[];
  /** Cards each seat still has to discard to the Shipwreck because of the Parrot. */
  owed: number[];
  /** The Parrot lies face up beside the Shipwreck (drawn by the current player, being resolved). */
  revealed: boolean;
  /** The Beach slot to refill once the Parrot drawn from it is resolved, or null. */
  refill: number | null;
  /** The Beach slot where the tide revealed the Parrot while everyone discards, or null. */
  tideParrot: number | null;
  /** How the game ended: a player reached the points goal, or the Clock reached the Pirate Ship. */
  end: 'points' | 'clock' | null;
  /** Public notes of what happened by itself (tide, Parrot, empty Shipwreck), newest last (the last 8). */
  events: Text[];
  /** Notes written since the start of the game (so a move can tell which notes are its own). */
  eventCount: number;
  /** `eventCount` when the last move began: the notes after it are what that move set off. */
  noteMark: number;
}

const COLOUR_COUNT = COLOURS.length;

/** Points of a seat: the values of the Captain Cards it controls. */
export function points(G: Readonly<RumState>, seat: Seat): number {
  return G.captains.reduce((n, c) => n + (c.owner === seat ? c.value : 0), 0);
}
/** The tie-break keys: points, number of Captain Cards, the highest value on one of them. */
export function standing(G: Readonly<RumState>, seat: Seat): { points: number; captains: number; highest: number } {
  const mine = G.captains.filter((c) => c.owner === seat);
  return { points: points(G, seat), captains: mine.length, highest: mine.reduce((n, c) => Math.max(n, c.value), 0) };
}
/** Points needed to win with this many players. */
export const goalFor = (players: number): number => GOAL[players] ?? 15;

function note(G: RumState, text: Message): void {
  G.eventCount++;
  G.events.push(text);
  if (G.events.length > 8) G.events.splice(0, G.events.length - 8);
}

/** The notes the last move set off (the Parrot, the tide, an empty Shipwreck …), oldest first. */
export function lastMoveNotes(G: Readonly<RumState>): Text[] {
  const n = Math.min(G.eventCount - G.noteMark, G.events.length);
  return n > 0 ? G.events.slice(-n) : [];
}

/** The notes a move wrote (public text). */
export function newNotes(after: Readonly<RumState>, before: Readonly<RumState>): Text[] {
  const n = Math.min(after.eventCount - before.eventCount, after.events.length);
  return n > 0 ? after.events.slice(-n) : [];
}

/** Turns the Castaway Clock one step; at the Pirate Ship the game is over. */
function advanceClock(G: RumState): void {
  G.clock = Math.min(PIRATE_SHIP, G.clock + 1);
  if (G.clock >= PIRATE_SHIP && G.end === null) {
    G.end = 'clock';
    note(G, t`The Castaway Clock reached the Pirate Ship.`);
  }
}

/**
 * The Shipwreck's last card was taken: the players with the most Rum Cards in hand discard them
 * all to the Shipwreck, then the Castaway Clock turns.
 */
export function castAway(G: RumState): void {
  const most = Math.max(...G.hands.map((h) => h.length));
  const seats: Seat[] = [];
  if (most > 0) {
    G.hands.forEach((hand, seat) => {
      if (hand.length === most) {
        G.wreck.push(...hand.splice(0));
        seats.push(seat);
      }
    });
  }
  note(G, emptyWreckNote(seats, most));
  advanceClock(G);
}

/** The note of an empty Shipwreck: who discarded how many cards (a whole sentence for each number of players). */
function emptyWreckNote(seats: readonly Seat[], most: number): Message {
  const [a, b, c] = seats.map(seatRef);
  switch (seats.length) {
    case 0: return t`The Shipwreck ran empty: nobody held a card, and the Clock turned.`;
    case 1: return plural(most, 'The Shipwreck ran empty: {0} discarded # card, and the Clock turned.', 'The Shipwreck ran empty: {0} discarded # cards, and the Clock turned.', a!);
    case 2: return plural(most, 'The Shipwreck ran empty: {0} and {1} discarded # card each, and the Clock turned.', 'The Shipwreck ran empty: {0} and {1} discarded # cards each, and the Clock turned.', a!, b!);
    case 3: return plural(most, 'The Shipwreck ran empty: {0}, {1} and {2} discarded # card each, and the Clock turned.', 'The Shipwreck ran empty: {0}, {1} and {2} discarded # cards each, and the Clock turned.', a!, b!, c!);
    default: return plural(most, 'The Shipwreck ran empty: everyone discarded # card, and the Clock turned.', 'The Shipwreck ran empty: everyone discarded # cards, and the Clock turned.');
  }
}

/** Takes a random card from the Shipwreck (it is mixed). `last`: it was the last card there. */
function takeFromWreck(G: RumState, random: Random): { id: string; last: boolean } {
  const id = takeAt(G.wreck, random.int(G.wreck.length));
  return { id, last: G.wreck.length === 0 };
}

/**
 * Fills an empty Beach slot from the Shipwreck (face down, or face up during the tide). A Parrot
 * that is the Shipwreck's last card has no effect: it goes back with the discards of the empty
 * Shipwreck rule and the slot is filled again.
 */
export function refillSlot(G: RumState, slot: number, up: boolean, random: Random): void {
  while (G.end === null && G.wreck.length > 0) {
    const { id, last } = takeFromWreck(G, random);
    if (id === PARROT && last) {
      G.wreck.push(PARROT);
      castAway(G);
      continue;
    }
    G.beach[slot] = { id, up };
    if (last) castAway(G);
    return;
  }
}

/** Puts the Parrot drawn this turn back into the Shipwreck, turns the Clock and refills the Beach slot it came from. */
function finishParrot(G: RumState, random: Random): void {
  G.revealed = false;
  G.wreck.push(PARROT);
  advanceClock(G);
  const slot = G.refill;
  G.refill = null;
  if (slot !== null && G.end === null) refillSlot(G, slot, false, random);
}

/** The active player drew the Parrot (from the Shipwreck, or face down from Beach slot `slot`). */
function revealParrot(G: RumState, seat: Seat, slot: number | null, api: { random: Random; endTurn(): void }): void {
  G.revealed = true;
  G.refill = slot;
  if (G.clock === PIRATE_SHIP - 1) {
    note(G, t`The Parrot was revealed with the Castaway Clock at ${PIRATE_SHIP - 1}: the Pirate Ship arrives.`);
    G.clock = PIRATE_SHIP;
    G.end = 'clock';
    return;
  }
  const owed = Math.min(discardCount(G.clock), G.hands[seat]!.length);
  note(G, t`${seatRef(seat)} drew the Parrot: discard ${discardCount(G.clock)} (Clock at ${G.clock}).`);
  G.owed[seat] = owed;
  if (owed === 0) {
    finishParrot(G, api.random);
    api.endTurn();
  }
}

/** All three Beach cards are face down (and the game goes on): the tide comes in after this turn. */
export const tideDue = (G: Readonly<RumState>): boolean => G.end === null && G.beach.every((s) => s !== null && !s.up);

/** The three Beach cards show the three single bottles of one colour: a Rum Trio, washed away by the tide. */
export function beachTrio(G: Readonly<RumState>): boolean {
  if (G.beach.some((s) => s === null || !s.up || s.id === PARROT)) return false;
  const singles = G.beach.map((s) => rumCard(s!.id).single);
  return singles.every((c) => c === singles[0]);
}

/**
 * The tide, after all three Beach cards were flipped face up: a revealed Parrot makes everyone
 * discard (then it goes back, the Clock turns and its slot is refilled face up, perhaps with the
 * Parrot again); a Rum Trio is washed back into the Shipwreck and three new cards come face up.
 * Stops when somebody has to discard (the flow waits for them) or the beach has settled.
 */
export function resolveTide(G: RumState, random: Random): void {
  for (let guard = 0; guard < 1000 && G.end === null; guard++) {
    if (G.tideParrot !== null && G.owed.every((n) => n === 0)) {
      const slot = G.tideParrot;
      G.tideParrot = null;
      G.beach[slot] = null;
      G.wreck.push(PARROT);
      advanceClock(G);
      if (G.end !== null) return;
      refillSlot(G, slot, true, random);
      continue;
    }
    if (G.tideParrot !== null) return; // waiting for discards
    const p = G.beach.findIndex((s) => s?.id === PARROT);
    if (p >= 0) {
      if (G.clock === PIRATE_SHIP - 1) {
        note(G, t`The tide revealed the Parrot with the Castaway Clock at ${PIRATE_SHIP - 1}: the Pirate Ship arrives.`);
        G.clock = PIRATE_SHIP;
        G.end = 'clock';
        return;
      }
      const n = discardCount(G.clock);
      note(G, t`The tide revealed the Parrot: everyone discards ${n} (Clock at ${G.clock}).`);
      G.tideParrot = p;
      G.owed = G.hands.map((h) => Math.min(n, h.length));
      continue;
    }
    if (beachTrio(G)) {
      note(G, t`A Rum Trio appeared on the Beach (three single ${colourName(rumCard(G.beach[0]!.id).single)} bottles): the tide washed it away.`);
      for (let s = 0; s < G.beach.length; s++) {
        G.wreck.push(G.beach[s]!.id);
        G.beach[s] = null;
      }
      for (let s = 0; s < G.beach.length && G.end === null; s++) refillSlot(G, s, true, random);
      continue;
    }
    return;
  }
}

/** The colours a hand card or a face-up Beach card can add to: its single (1) and double (2) bottles. */
export interface SetInfo {
  /** Bottles in the set. */
  bottles: number;
  /** A Rum Trio: exactly the three single bottles of the colour. */
  trio: boolean;
  /** The Captain's value after the set. */
  value: number;
  /** The set wins or raises the Captain. */
  gains: boolean;
}

/** What a set (cards from hand plus Beach singles) of `colour` does to its Captain. */
export function evaluateSet(G: Readonly<RumState>, colour: number, cards: readonly string[], beach: readonly number[]): SetInfo {
  const captain = G.captains[colour]!;
  const handBottles = cards.reduce((n, id) => n + bottlesFor(id, colour), 0);
  const bottles = handBottles + beach.length;
  const trio = beach.length + cards.length === 3 && cards.every((id) => bottlesFor(id, colour) === 1) && bottles === 3;
  const value = trio ? Math.min(MAX_VALUE, captain.value + 2) : Math.min(MAX_VALUE, bottles);
  const gains = cards.length > 0 && (trio || bottles > captain.value);
  return { bottles, trio, value, gains };
}

/** Hand cards that can add bottles to a set of `colour`. */
const handFor = (G: Readonly<RumState>, seat: Seat, colour: number) => G.hands[seat]!.filter((id) => bottlesFor(id, colour) > 0);
/** Face-up Beach slots whose single bottle is `colour`. */
export const beachFor = (G: Readonly<RumState>, colour: number): number[] =>
  G.beach.flatMap((s, i) => (s !== null && s.up && s.id !== PARROT && rumCard(s.id).single === colour ? [i] : []));

/** Can `seat` win or raise the Captain of `colour` with the bottles in hand and on the Beach? */
export function canGain(G: Readonly<RumState>, seat: Seat, colour: number): boolean {
  const hand = handFor(G, seat, colour);
  if (hand.length === 0) return false;
  const beach = beachFor(G, colour);
  if (evaluateSet(G, colour, hand, beach).gains) return true;
  const singles = hand.filter((id) => bottlesFor(id, colour) === 1);
  return singles.length + beach.length === 3 && singles.length > 0;
}

const isColour = (c: unknown): c is number => Number.isInteger(c) && (c as number) >= 0 && (c as number) < COLOUR_COUNT;
const CAPTAIN_NAMES: readonly Message[] = [t`Red Captain`, t`Orange Captain`, t`Yellow Captain`, t`Green Captain`, t`Blue Captain`, t`Purple Captain`, t`Black Captain`];
/** A Captain Card's name: "Red Captain" (each language names the seven as it says them). */
export const captainName = (colour: number): Message => CAPTAIN_NAMES[colour] ?? t`unknown`;

/** "a, b, c": the names of the cards of a set, in order. */
function cardList(ids: readonly string[]): Text {
  const names = ids.map(cardName);
  return names.slice(1).reduce<Text>((list, name) => t`${list}, ${name}`, names[0] ?? '');
}

/** The Parrot was drawn from the Shipwreck by this move (told from the state, never from the notes). */
function drewParrot(after: Readonly<RumState>, before: Readonly<RumState>): boolean {
  if (!before.wreck.includes(PARROT)) return false;
  // Revealed and waiting for discards, or the Shipwreck's only card, or resolved at once (an empty hand) and the Clock turned.
  return after.revealed || before.wreck.length === 1 || after.clock > before.clock;
}

// ------------------------------------------------------------------------------------ moves

const drawBeach = move<RumState, { slot: number }>({
  args: (G) => G.beach.flatMap((s, slot) => (s !== null ? [{ slot }] : [])),
  check: (G, { slot }) => {
    if (!Number.isInteger(slot) || slot < 0 || slot > 2) return t`Pick a Beach card: slot 0, 1 or 2.`;
    if (G.beach[slot] === null) return t`That Beach slot is empty.`;
    return true;
  },
  apply: (G, { slot }, api) => {
    G.noteMark = G.eventCount;
    const taken = G.beach[slot]!;
    G.beach[slot] = null;
    if (taken.id === PARROT) {
      revealParrot(G, api.seat, slot, api);
      return;
    }
    G.hands[api.seat]!.push(taken.id);
    refillSlot(G, slot, false, api.random);
    api.endTurn();
  },
  undoable: false,
  describe: ({ slot }, after, before) => {
    const s = before.beach[slot]!;
    if (s.id === PARROT) return t`drew the face-down card of Beach slot ${slot + 1}: the Parrot!`;
    return s.up ? t`took the ${cardName(s.id)} from Beach slot ${slot + 1}` : t`took the face-down card of Beach slot ${slot + 1}`;
  },
});

const drawWreck = move<RumState>({
  check: (G) => (G.wreck.length > 0 ? true : t`The Shipwreck is empty.`),
  apply: (G, _args, api) => {
    G.noteMark = G.eventCount;
    const { id, last } = takeFromWreck(G, api.random);
    if (id === PARROT) {
      if (last) {
        note(G, t`The Parrot was the Shipwreck's last card: it goes back without effect.`);
        G.wreck.push(PARROT);
        castAway(G);
        api.endTurn();
        return;
      }
      revealParrot(G, api.seat, null, api);
      return;
    }
    G.hands[api.seat]!.push(id);
    if (last) castAway(G);
    api.endTurn();
  },
  undoable: false,
  describe: (_args, after, before) => (drewParrot(after, before) ? t`drew the Parrot from the Shipwreck!` : t`drew a card from the Shipwreck`),
});

const startSet = move<RumState, { colour: number }>({
  args: (G, _ctx, seat) => {
    if (G.pending !== null) return [];
    const out: { colour: number }[] = [];
    for (let colour = 0; colour < COLOUR_COUNT; colour++) if (!G.played.includes(colour) && canGain(G, seat, colour)) out.push({ colour });
    return out;
  },
  check: (G, { colour }, _ctx, seat) => {
    if (G.pending !== null) return t`Finish or take back the set you are laying first.`;
    if (!isColour(colour)) return t`Name a Captain by its colour number, 0 to ${COLOUR_COUNT - 1}.`;
    if (G.played.includes(colour)) return t`You already played a set for the ${captainName(colour)} this turn.`;
    if (!canGain(G, seat, colour)) return t`Your bottles cannot beat the ${captainName(colour)} at ${G.captains[colour]!.value}.`;
    return true;
  },
  apply: (G, { colour }) => {
    G.noteMark = G.eventCount;
    G.pending = { colour, cards: [], beach: [] };
  },
  describe: ({ colour }) => t`lays a set for the ${captainName(colour)}`,
});

const addCard = move<RumState, { card: string }>({
  args: (G, _ctx, seat) => (G.pending === null ? [] : handFor(G, seat, G.pending.colour).filter((id) => !G.pending!.cards.includes(id)).map((card) => ({ card }))),
  check: (G, { card }, _ctx, seat) => {
    if (G.pending === null) return t`Choose a Captain to lay a set for first.`;
    if (!isRumCard(card)) return t`Name a Rum Card by its id.`;
    if (!G.hands[seat]!.includes(card)) return t`That card is not in your hand.`;
    if (G.pending.cards.includes(card)) return t`That card is already in the set.`;
    if (bottlesFor(card, G.pending.colour) === 0) return t`That card has no ${colourName(G.pending.colour)} bottles.`;
    return true;
  },
  apply: (G, { card }) => {
    G.noteMark = G.eventCount;
    G.pending!.cards.push(card);
  },
  // The set stays secret while it is laid, and a set taken back is never shown.
  hiddenArgs: ['card'],
  describe: () => t`added a card to the set`,
});

const addBeach = move<RumState, { slot: number }>({
  args: (G) => (G.pending === null ? [] : beachFor(G, G.pending.colour).filter((slot) => !G.pending!.beach.includes(slot)).map((slot) => ({ slot }))),
  check: (G, { slot }) => {
    if (G.pending === null) return t`Choose a Captain to lay a set for first.`;
    if (!Number.isInteger(slot) || slot < 0 || slot > 2) return t`Pick a Beach card: slot 0, 1 or 2.`;
    if (G.pending.beach.includes(slot)) return t`That Beach bottle is already in the set.`;
    if (!beachFor(G, G.pending.colour).includes(slot)) return t`Beach slot ${slot + 1} shows no single ${colourName(G.pending.colour)} bottle face up.`;
    return true;
  },
  apply: (G, { slot }) => {
    G.noteMark = G.eventCount;
    G.pending!.beach.push(slot);
  },
  describe: ({ slot }, after) => t`counted the single ${colourName(after.pending!.colour)} bottle of Beach slot ${slot + 1}`,
});

const claim = move<RumState>({
  check: (G) => {
    if (G.pending === null) return t`Lay a set first.`;
    const info = evaluateSet(G, G.pending.colour, G.pending.cards, G.pending.beach);
    if (G.pending.cards.length === 0) return t`A set needs at least one card from your hand.`;
    if (!info.gains) return plural(info.bottles, '# bottle does not beat the {0} at {1}.', '# bottles do not beat the {0} at {1}.', captainName(G.pending.colour), G.captains[G.pending.colour]!.value);
    return true;
  },
  apply: (G, _args, api) => {
    G.noteMark = G.eventCount;
    const set = G.pending!;
    const info = evaluateSet(G, set.colour, set.cards, set.beach);
    const captain = G.captains[set.colour]!;
    captain.owner = api.seat;
    captain.value = info.value;
    const hand = G.hands[api.seat]!;
    for (const id of set.cards) hand.splice(hand.indexOf(id), 1);
    G.wreck.push(...set.cards);
    G.played.push(set.colour);
    G.pending = null;
    if (points(G, api.seat) >= goalFor(api.ctx.players)) G.end = 'points';
  },
  undoable: false,
  describe: (_args, after, before) => {
    const set = before.pending!;
    const info = evaluateSet(before, set.colour, set.cards, set.beach);
    const was = before.captains[set.colour]!;
    const cards = cardList(set.cards);
    const parts = set.beach.length ? plural(set.beach.length, '{0} and # single bottle from the Beach', '{0} and # single bottles from the Beach', cards) : cards;
    const how = info.trio ? t`a Rum Trio (${parts})` : plural(info.bottles, '# {0} bottle ({1})', '# {0} bottles ({1})', colourName(set.colour), parts);
    const what = was.owner === after.captains[set.colour]!.owner
      ? t`raised the ${captainName(set.colour)} to ${info.value}`
      : was.owner === null
        ? t`took the ${captainName(set.colour)} at ${info.value}`
        : t`stole the ${captainName(set.colour)} from ${seatRef(was.owner)} at ${info.value}`;
    return after.end === 'points' ? t`played ${how} and ${what} — and reached the goal!` : t`played ${how} and ${what}`;
  },
});

const cancel = move<RumState>({
  check: (G) => (G.pending === null ? t`There is no set to take back.` : true),
  apply: (G) => {
    G.noteMark = G.eventCount;
    G.pending = null;
  },
  describe: () => t`took the set back`,
});

const done = move<RumState>({
  check: (G) => (G.played.length === 0 ? t`Play a set first.` : G.pending !== null ? t`Finish or take back the set you are laying first.` : true),
  apply: (G) => {
    G.noteMark = G.eventCount;
    G.played = [];
  },
  endsTurn: true,
  describe: () => t`ended the turn`,
});

const discard = move<RumState, { card: string }>({
  args: (G, _ctx, seat) => ((G.owed[seat] ?? 0) > 0 ? [...new Set(G.hands[seat])].map((card) => ({ card })) : []),
  check: (G, { card }, _ctx, seat) => {
    if ((G.owed[seat] ?? 0) === 0) return t`You have nothing left to discard.`;
    if (typeof card !== 'string') return t`Name a card of your hand to discard.`;
    if (!G.hands[seat]!.includes(card)) return t`That card is not in your hand.`;
    return true;
  },
  apply: (G, { card }, api) => {
    G.noteMark = G.eventCount;
    const hand = G.hands[api.seat]!;
    hand.splice(hand.indexOf(card), 1);
    G.wreck.push(card);
    G.owed[api.seat]!--;
    // The drawing player's last discard for the Parrot ends the Parrot and the turn.
    if (G.revealed && G.owed.every((n) => n === 0)) {
      finishParrot(G, api.random);
      api.endTurn();
    }
  },
  undoable: false,
  // Discards go face down into the Shipwreck.
  hiddenArgs: ['card'],
  describe: () => t`discarded a card to the Shipwreck`,
});

// ------------------------------------------------------------------------------------ game

const nobodyOwes = (G: Readonly<RumState>) => G.owed.every((n) => n === 0);

function view(G: Readonly<RumState>, _ctx: Info, seat: Seat | null): RumState {
  const pendingMine = G.pending !== null && seat !== null && G.pending && _ctx.current === seat;
  return {
    ...G,
    wreck: G.wreck.map(() => 'hidden'),
    beach: G.beach.map((s) => (s === null ? null : s.up ? { ...s } : { id: 'hidden', up: false })),
    hands: G.hands.map((h, s) => (s === seat ? [...h] : h.map(() => 'hidden'))),
    captains: G.captains.map((c) => ({ ...c })),
    pending: G.pending === null ? null : { colour: G.pending.colour, cards: pendingMine ? [...G.pending.cards] : G.pending.cards.map(() => 'hidden'), beach: [...G.pending.beach] },
    played: [...G.played],
    owed: [...G.owed],
    events: [...G.events],
  };
}

/** Why the game ended and how it was decided: whole sentences, one for each case. */
function resultReason(reacher: Seat | null, goal: number, tie: 'points' | 'tie-break' | 'shared'): Message {
  if (reacher !== null) {
    const who = seatRef(reacher);
    if (tie === 'points') return t`${who} reached ${goal} points. Most points wins.`;
    if (tie === 'tie-break') return t`${who} reached ${goal} points. Tied on points: most Captain Cards, then the highest Captain, decides.`;
    return t`${who} reached ${goal} points. Tied on points, Captains and highest Captain: a shared win.`;
  }
  if (tie === 'points') return t`The Castaway Clock reached the Pirate Ship. Most points wins.`;
  if (tie === 'tie-break') return t`The Castaway Clock reached the Pirate Ship. Tied on points: most Captain Cards, then the highest Captain, decides.`;
  return t`The Castaway Clock reached the Pirate Ship. Tied on points, Captains and highest Captain: a shared win.`;
}

export default defineGame<RumState>({
  id: 'rum',
  name: 'RUM',
  version: 1,
  players: { min: 2, max: 4 },
  translations,
  setup: ({ players, random }) => {
    const wreck = random.shuffle(RUM_CARDS.map((c) => c.id));
    // Three cards face up on the Beach, single bottles at the top; one card to each player.
    const beach = [0, 1, 2].map(() => ({ id: wreck.pop()!, up: true }));
    const hands = Array.from({ length: players }, () => [wreck.pop()!]);
    wreck.push(PARROT);
    return {
      wreck: random.shuffle(wreck), beach, hands,
      captains: COLOURS.map(() => ({ owner: null, value: 1 })),
      clock: 1, pending: null, played: [], owed: hands.map(() => 0),
      revealed: false, refill: null, tideParrot: null, end: null, events: [], eventCount: 0, noteMark: 0,
    };
  },
  flow: phases({
    play: {
      label: t`Turns`,
      turn: clockwise(),
      phases: {
        action: {
          label: t`Draw a card or play a set`,
          moves: { drawBeach, drawWreck, startSet },
          next: [
            { if: (G) => G.pending !== null, to: 'set', label: 'chose a Captain' },
            { if: (G) => G.revealed && G.end === null, to: 'parrot', label: 'drew the Parrot' },
            { if: tideDue, to: 'tide', label: 'all three Beach cards face down' },
          ],
        },
        set: {
          label: t`Lay a set`,
          moves: { addCard, addBeach, claim, cancel },
          next: [
            { if: (G) => G.pending === null && G.played.length === 0, to: 'action', label: 'took it back' },
            { if: (G) => G.pending === null && G.end === null, to: 'more', label: 'won a Captain' },
          ],
        },
        more: {
          label: t`Another set?`,
          moves: { startSet, done },
          next: [
            { if: (G) => G.pending !== null, to: 'set', label: 'chose a Captain' },
            { if: (G) => G.played.length === 0, to: 'action', label: 'turn over' },
          ],
        },
        parrot: {
          label: t`The Parrot: discard`,
          moves: { discard },
          next: [{ if: (G) => !G.revealed, to: 'action', label: 'discarded' }],
        },
        tide: {
          label: t`The tide washes in`,
          enter: (G) => {
            note(G, t`All three Beach cards were face down: the tide washed in new bottles.`);
            for (const s of G.beach) if (s !== null) s.up = true;
          },
          phases: {
            resolve: {
              label: t`Parrot or Rum Trio?`,
              enter: (G, api) => resolveTide(G, api.random),
              next: [
                { if: (G) => G.end === null && !nobodyOwes(G), to: 'discard', label: 'the Parrot' },
                { if: (G) => G.end === null, to: 'action', label: 'beach settled' },
              ],
            },
            discard: {
              label: t`Everyone discards`,
              turn: simultaneous((G) => G.owed.flatMap((n, s) => (n > 0 ? [s] : []))),
              moves: { discard },
              next: [{ if: nobodyOwes, to: 'resolve', label: 'all discarded' }],
            },
          },
        },
      },
      next: [{ if: (G) => G.end !== null, to: 'over', label: 'goal reached or Pirate Ship' }],
    },
    over: { label: t`Game over`, final: true },
  }),
  view,
  secrets: (G) => [
    ...G.wreck.map((value) => ({ value, seenBy: [] as Seat[] })),
    ...G.beach.flatMap((s) => (s !== null && !s.up ? [{ value: s.id, seenBy: [] as Seat[] }] : [])),
    ...G.hands.flatMap((h, seat) => h.map((value) => ({ value, seenBy: [seat] }))),
  ],
  conserved: (G) => ({
    cards: [...G.wreck, ...G.beach.flatMap((s) => (s ? [s.id] : [])), ...G.hands.flat(), ...(G.revealed ? [PARROT] : [])],
    captains: G.captains.length,
  }),
  determinize: (v, ctx, seat, random) => {
    const seen = new Set<string>([...v.hands[seat]!, ...v.beach.flatMap((s) => (s && s.up ? [s.id] : [])), ...(v.revealed ? [PARROT] : [])]);
    const rum = random.shuffle(RUM_CARDS.map((c) => c.id).filter((id) => !seen.has(id)));
    // Another seat's set being laid: as many cards as the view shows, each with bottles of the
    // set's colour, taken first so the guess of that seat's hand holds them.
    const layer = ctx.current;
    const hiddenSet = v.pending !== null && layer !== seat && v.pending.cards.some((c) => c === 'hidden');
    const setCards: string[] = [];
    if (hiddenSet) {
      for (let i = rum.length - 1; i >= 0 && setCards.length < v.pending!.cards.length; i--) {
        if (bottlesFor(rum[i]!, v.pending!.colour) > 0) setCards.push(...rum.splice(i, 1));
      }
      if (setCards.length !== v.pending!.cards.length || setCards.length > v.hands[layer]!.length) throw new Error('RUM determinize: no cards of the set\'s colour are left to guess the set being laid.');
    }
    const parrotHidden = !seen.has(PARROT);
    const downSlots = v.beach.flatMap((s, i) => (s && !s.up ? [i] : []));
    // The Parrot is never kept in a hand: if hidden, it is in the Shipwreck or face down on the Beach.
    const parrotPlaces = v.wreck.length + downSlots.length;
    let parrotAt = parrotHidden ? random.int(parrotPlaces) : -1;
    const beach = v.beach.map((s) => (s === null ? null : { ...s }));
    for (const i of downSlots) {
      if (parrotAt === 0) beach[i] = { id: PARROT, up: false };
      else beach[i] = { id: rum.pop()!, up: false };
      parrotAt--;
    }
    const hands = v.hands.map((h, s) => {
      if (s === seat) return [...h];
      if (hiddenSet && s === layer) return random.shuffle([...setCards, ...h.slice(setCards.length).map(() => rum.pop()!)]);
      return h.map(() => rum.pop()!);
    });
    const wreck: string[] = [];
    for (let i = 0; i < v.wreck.length; i++) {
      if (parrotAt === 0) wreck.push(PARROT);
      else wreck.push(rum.pop()!);
      parrotAt--;
    }
    if (rum.length !== 0 || wreck.some((x) => x === undefined) || hands.flat().some((x) => x === undefined)) {
      throw new Error('RUM determinize: the view does not add up to 22 cards.');
    }
    const pending = v.pending === null ? null : { colour: v.pending.colour, cards: hiddenSet ? setCards : [...v.pending.cards], beach: [...v.pending.beach] };
    return { ...v, wreck, beach, hands, pending, captains: v.captains.map((c) => ({ ...c })), played: [...v.played], owed: [...v.owed], events: [...v.events] };
  },
  result: (G, ctx) => {
    const seats = Array.from({ length: ctx.players }, (_, s) => s);
    const scores = seats.map((s) => points(G, s));
    const groups = rankBy(seats, (s) => { const st = standing(G, s); return [st.points, st.captains, st.highest]; });
    const winners = groups[0] ?? [];
    const top = Math.max(...scores);
    const tiedOnPoints = seats.filter((s) => scores[s] === top);
    const tie: 'points' | 'tie-break' | 'shared' = tiedOnPoints.length === 1
      ? 'points'
      : (new Set(tiedOnPoints.map((s) => standing(G, s).captains)).size > 1 || winners.length < tiedOnPoints.length) && winners.length === 1
        ? 'tie-break'
        : 'shared';
    return { scores, winners, reason: resultReason(G.end === 'points' ? winners[0]! : null, goalFor(ctx.players), tie) };
  },
  // Medium plays rules of thumb; hard plays each action out by them a few turns in guessed worlds
  // (bot.ts, README). Hard's one candidate leaves the search nothing to weigh.
  bots: {
    policy: (view, seat, random) => rumPolicy(view, seat, random),
    candidates: (state, legal, random) => {
      const move = lookaheadMove(state, legal[0]!.seat, random);
      const found = move && legal.find((m) => m.type === move.type && m.slot === move.slot && m.colour === move.colour && m.card === move.card);
      return found ? [found] : legal;
    },
    iterations: { hard: 60 }, playoutLimit: 12,
  },
  heuristic: (G, ctx, seat) => {
    const goal = goalFor(ctx.players);
    const mine = points(G, seat);
    const best = Math.max(...Array.from({ length: ctx.players }, (_, s) => (s === seat ? 0 : points(G, s))));
    return Math.max(0, Math.min(1, 0.5 + (mine - best) / (2 * goal)));
  },
});

export { cardName, colourName };
