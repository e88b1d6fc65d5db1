/**
 * Collide-O in the rules DSL: a real-time game without turns. Every rule of the seed and every
 * reading of an unclear one is listed in README.md beside this file.
 *
 * Time never reaches these rules: the table's host turns the centre card up (`reveal`), takes the
 * last card away when everyone is stuck (`clear`) and lets a wrong card stay when nobody called it
 * in time (`accept`); players' plays arrive as moves in their order of arrival.
 */
import { defineGame, move, phases, simultaneous, type Move, type Random, type Seat, type Text } from '../../src/dsl/index.js';
import { seat as seatRef, t } from '../../src/i18n/index.js';
import { DECK, card, cardMasks, cardName, isCardId, laidSections, sectionAt, sectionMask, type Section } from './cards.js';
import { translations } from './translations.js';

/** The two ends of the line, seen from the players' side of the table. */
export const ENDS = ['left', 'right'] as const;
export type End = (typeof ENDS)[number];

/** Cards in a hand, refilled from the player's own pile after each play. */
export const HAND_SIZE = 5;

/** A card lying on the line: its leftmost section is at position `at`; `turned`: laid reversed. */
export interface Laid {
  id: string;
  at: number;
  turned: boolean;
}

export interface CollideState {
  /** The centre card, face down until the host turns it up; null once turned (or cleared). */
  centre: string | null;
  /** The cards on the line in the order they were laid: the last one lies on top. */
  line: Laid[];
  /** Each player's face-down pile; the end of the array is its top. */
  piles: string[][];
  /** Each player's hand (face up to its owner only). */
  hands: string[][];
  /** The cards left over from the deal, face down out of play. */
  aside: string[];
  /** Cards taken off the line when everyone was stuck, face up out of play. */
  discard: string[];
  /**
   * A wrong card (`card`) laid by `seat` at `end`, waiting to be called. It need not stay the top
   * card: the other end is still open, and a call takes back exactly this card.
   */
  wrong: { seat: Seat; end: End; card: string } | null;
}

export type PlayArgs = { card: string; end: End; turned: boolean };
export type MisplayArgs = { card: string; end: End };
export type StartArgs = { card: string };

// ---------------------------------------------------------------- the line

/** What shows at one position of the line: the section on top there, and which card it belongs to. */
export interface Shown {
  section: Section;
  /** Index in `line` of the card on top here. */
  index: number;
}

/** The line as it shows from above: position → the section on top (later cards cover earlier ones). */
export function visible(line: readonly Laid[]): Map<number, Shown> {
  const shown = new Map<number, Shown>();
  line.forEach((laid, index) => {
    laidSections(laid.id, laid.turned).forEach((section, k) => shown.set(laid.at + k, { section, index }));
  });
  return shown;
}

/** The leftmost and rightmost positions of the line (null when it is empty). */
export function span(line: readonly Laid[]): { left: number; right: number } | null {
  if (line.length === 0) return null;
  let left = Infinity;
  let right = -Infinity;
  for (const laid of line) {
    left = Math.min(left, laid.at);
    right = Math.max(right, laid.at + 2);
  }
  return { left, right };
}

/** The section on top at one position of the line (the last card laid there covers the others). */
export function topAt(line: readonly Laid[], position: number): Section | null {
  for (let i = line.length - 1; i >= 0; i--) {
    const laid = line[i]!;
    if (position >= laid.at && position <= laid.at + 2) return sectionAt(laid.id, laid.turned, position - laid.at);
  }
  return null;
}

type Target = { middle: Section; outer: Section };

/**
 * The ends of a line, worked out once per line as it stands (listing every seat's moves asks for
 * them many times): keyed by the array, checked against its length and its top card.
 */
const ENDS_SEEN = new WeakMap<readonly Laid[], { length: number; top: Laid; left: Target; right: Target }>();

/** The two sections a play at `end` covers: the end card's middle and its outer end. */
export function endSections(line: readonly Laid[], end: End): Target | null {
  if (line.length === 0) return null;
  const top = line[line.length - 1]!;
  let seen = ENDS_SEEN.get(line);
  if (!seen || seen.length !== line.length || seen.top.at !== top.at || seen.top.id !== top.id || seen.top.turned !== top.turned) {
    const edges = span(line)!;
    seen = {
      length: line.length,
      top: { ...top },
      left: { middle: topAt(line, edges.left + 1)!, outer: topAt(line, edges.left)! },
      right: { middle: topAt(line, edges.right - 1)!, outer: topAt(line, edges.right)! },
    };
    ENDS_SEEN.set(line, seen);
  }
  return { ...seen[end] };
}

/** Whether a card laid this way at an end covering `target` fits it. */
function fitsTarget(target: { middle: Section; outer: Section }, id: string, end: End, turned: boolean): boolean {
  const masks = cardMasks(id);
  // The inner end: the card's left section at the right end, its right section at the left end (as it lies).
  const inner = masks[(end === 'right') !== turned ? 0 : 2];
  return (inner & sectionMask(target.middle)) !== 0 && (masks[1] & sectionMask(target.outer)) !== 0;
}

/**
 * Whether `id`, laid at `end` (turned round or not), fits: its middle covers the end card's outer
 * end and its inner end covers the end card's middle, each matching.
 */
export function fits(line: readonly Laid[], id: string, end: End, turned: boolean): boolean {
  const target = endSections(line, end);
  return target !== null && fitsTarget(target, id, end, turned);
}

/** Where a card laid at `end` lies: one section further out than the end card. */
export function nextAt(line: readonly Laid[], end: End): number {
  const edges = span(line)!;
  return end === 'right' ? edges.right - 1 : edges.left - 1;
}

/**
 * The line a card is played against: without a wrong card that waits to be called. While the line
 * is short, a wrong card at one end covers sections the other end's play would be matched against;
 * a call takes it away again, and what was played meanwhile must have fitted the line without it.
 */
function lineToPlayOn(G: Readonly<CollideState>): readonly Laid[] {
  const wrong = G.wrong;
  return wrong === null ? G.line : G.line.filter((laid) => laid.id !== wrong.card);
}

/** Every fitting play of a seat's hand (none at an end where a wrong card waits to be called). */
export function playOptions(G: Readonly<CollideState>, seat: Seat): PlayArgs[] {
  if (G.centre !== null || G.line.length === 0) return [];
  const out: PlayArgs[] = [];
  const line = lineToPlayOn(G);
  const targets = { left: endSections(line, 'left')!, right: endSections(line, 'right')! };
  for (const id of G.hands[seat] ?? []) {
    if (!isCardId(id)) continue;
    for (const end of ENDS) {
      if (G.wrong?.end === end) continue;
      for (const turned of [false, true]) if (fitsTarget(targets[end], id, end, turned)) out.push({ card: id, end, turned });
    }
  }
  return out;
}

/** Every wrong card a seat could lay: a hand card that fits an end neither way round. */
export function misplayOptions(G: Readonly<CollideState>, seat: Seat): MisplayArgs[] {
  if (G.centre !== null || G.line.length === 0 || G.wrong !== null) return [];
  const out: MisplayArgs[] = [];
  const targets = { left: endSections(G.line, 'left')!, right: endSections(G.line, 'right')! };
  for (const id of G.hands[seat] ?? []) {
    if (!isCardId(id)) continue;
    for (const end of ENDS) if (!fitsTarget(targets[end], id, end, false) && !fitsTarget(targets[end], id, end, true)) out.push({ card: id, end });
  }
  return out;
}

/** Cards a seat still has to get rid of: hand and pile, and a wrong card of theirs still on the line. */
export function cardsLeft(G: Readonly<CollideState>, seat: Seat): number {
  return (G.hands[seat]?.length ?? 0) + (G.piles[seat]?.length ?? 0) + (G.wrong?.seat === seat ? 1 : 0);
}

/** Nobody can play: the line has cards, no wrong card waits, and no hand has a card that fits. */
export function everyoneStuck(G: Readonly<CollideState>, players: number): boolean {
  if (G.centre !== null || G.line.length === 0 || G.wrong !== null) return false;
  for (let seat = 0; seat < players; seat++) if (playOptions(G, seat).length > 0) return false;
  return true;
}

/** A seat is down to one card (or none): the game is won. */
export function someoneDown(G: Readonly<CollideState>, players: number): boolean {
  for (let seat = 0; seat < players; seat++) if (cardsLeft(G, seat) <= 1) return true;
  return false;
}

/** Refills a hand to five from its owner's pile (fewer when the pile runs out). */
function refill(G: CollideState, seat: Seat): void {
  const hand = G.hands[seat]!;
  const pile = G.piles[seat]!;
  while (hand.length < HAND_SIZE && pile.length > 0) hand.push(pile.pop()!);
}

function takeFromHand(G: CollideState, seat: Seat, id: string): void {
  const hand = G.hands[seat]!;
  hand.splice(hand.indexOf(id), 1);
}

// ---------------------------------------------------------------- refusals

/** A value as given in a move, for a refusal (not a word to translate). */
const given = (value: unknown): Text => (JSON.stringify(value) ?? String(value)).slice(0, 40);

const sideName = (end: End): Text => (end === 'left' ? t`the left end` : t`the right end`);

function cardInHand(G: Readonly<CollideState>, seat: Seat, id: unknown): true | Text {
  if (id === undefined) return t`Say which card: name a card of your hand.`;
  if (typeof id !== 'string' || !isCardId(id)) return t`There is no card ${given(id)}: name a card of your hand.`;
  if (!(G.hands[seat] ?? []).includes(id)) return t`That card is not in your hand.`;
  return true;
}

function lineReady(G: Readonly<CollideState>): true | Text {
  if (G.centre !== null) return t`Wait: the centre card is not turned up yet.`;
  if (G.line.length === 0) return t`The line is empty: start it with any card.`;
  return true;
}

const endGiven = (end: unknown): true | Text => (end === 'left' || end === 'right' ? true : t`Say which end: "left" or "right".`);

// ---------------------------------------------------------------- moves

/** The name of the card on top of the line (the last laid), the way it lies. */
const topName = (G: Readonly<CollideState>): Text => {
  const top = G.line[G.line.length - 1]!;
  return cardName(top.id, top.turned);
};

const reveal = move<CollideState>({
  check: (G) => (G.centre !== null ? true : t`The centre card is already turned up.`),
  apply: (G) => {
    G.line = [{ id: G.centre!, at: 0, turned: false }];
    G.centre = null;
  },
  undoable: false,
  describe: (_args, after) => t`The centre card is turned up: ${cardName(after.line[0]!.id)}. Go!`,
});

const play = move<CollideState, PlayArgs>({
  args: (G, _ctx, seat) => playOptions(G, seat),
  check: (G, args, _ctx, seat) => {
    const ready = lineReady(G);
    if (ready !== true) return ready;
    const inHand = cardInHand(G, seat, args.card);
    if (inHand !== true) return inHand;
    const end = endGiven(args.end);
    if (end !== true) return end;
    if (typeof args.turned !== 'boolean') return t`Say whether the card is turned round: "turned" is true or false.`;
    if (G.wrong?.end === args.end) return t`A wrong card lies at ${sideName(args.end)}: it must be called or stay first.`;
    if (!fits(lineToPlayOn(G), args.card, args.end, args.turned)) {
      return t`The card ${cardName(args.card, args.turned)} does not fit at ${sideName(args.end)}: its middle and one end must match the two sections it covers.`;
    }
    return true;
  },
  apply: (G, { card: id, end, turned }, { seat }) => {
    G.line.push({ id, at: nextAt(G.line, end), turned });
    takeFromHand(G, seat, id);
    refill(G, seat);
  },
  undoable: false,
  describe: ({ card: id, end, turned }) => (end === 'left' ? t`played ${cardName(id, turned)} on the left` : t`played ${cardName(id, turned)} on the right`),
});

const start = move<CollideState, StartArgs>({
  args: (G, _ctx, seat) => (G.centre === null && G.line.length === 0 ? (G.hands[seat] ?? []).map((id) => ({ card: id })) : []),
  check: (G, args, _ctx, seat) => {
    if (G.centre !== null) return t`Wait: the centre card is not turned up yet.`;
    if (G.line.length > 0) return t`The line has cards: play at one of its ends.`;
    return cardInHand(G, seat, args.card);
  },
  apply: (G, { card: id }, { seat }) => {
    G.line = [{ id, at: 0, turned: false }];
    takeFromHand(G, seat, id);
    refill(G, seat);
  },
  undoable: false,
  describe: ({ card: id }) => t`started a new line with ${cardName(id)}`,
});

const misplay = move<CollideState, MisplayArgs>({
  args: (G, _ctx, seat) => misplayOptions(G, seat),
  check: (G, args, _ctx, seat) => {
    const ready = lineReady(G);
    if (ready !== true) return ready;
    if (G.wrong !== null) return t`A wrong card is already waiting to be called.`;
    const inHand = cardInHand(G, seat, args.card);
    if (inHand !== true) return inHand;
    const end = endGiven(args.end);
    if (end !== true) return end;
    if (fits(G.line, args.card, args.end, false) || fits(G.line, args.card, args.end, true)) return t`That card fits there: play it.`;
    return true;
  },
  apply: (G, { card: id, end }, { seat }) => {
    G.line.push({ id, at: nextAt(G.line, end), turned: false });
    takeFromHand(G, seat, id);
    refill(G, seat);
    G.wrong = { seat, end, card: id };
  },
  undoable: false,
  describe: ({ card: id, end }) =>
    end === 'left' ? t`laid ${cardName(id)} on the left, but it does not fit!` : t`laid ${cardName(id)} on the right, but it does not fit!`,
});

const call = move<CollideState>({
  check: (G, _args, _ctx, seat) => {
    if (G.wrong === null) return t`There is no wrong card to call.`;
    if (G.wrong.seat === seat) return t`You laid that card yourself: another player must call it.`;
    return true;
  },
  apply: (G) => {
    // The wrong card itself, wherever it lies: a card played at the other end since may be on top.
    const wrong = G.wrong!;
    G.line.splice(G.line.findIndex((laid) => laid.id === wrong.card), 1);
    G.hands[wrong.seat]!.push(wrong.card);
    G.wrong = null;
  },
  undoable: false,
  describe: (_args, _after, before) => t`called the wrong card: ${seatRef(before.wrong!.seat)} takes ${cardName(before.wrong!.card)} back`,
});

const accept = move<CollideState>({
  check: (G) => (G.wrong !== null ? true : t`There is no wrong card waiting.`),
  apply: (G) => {
    G.wrong = null;
  },
  undoable: false,
  describe: (_args, _after, before) => t`Nobody called the wrong card in time: ${cardName(before.wrong!.card)} stays on the line.`,
});

const clear = move<CollideState>({
  check: (G, _args, ctx) => (everyoneStuck(G, ctx.players) ? true : t`Someone can still play a card.`),
  apply: (G) => {
    G.discard.push(G.line.pop()!.id);
  },
  undoable: false,
  describe: (_args, after, before) => {
    const name = topName(before);
    return after.line.length === 0
      ? t`Nobody can play: ${name} is taken away. The next card anyone plays starts a new line.`
      : t`Nobody can play: the last card played, ${name}, is taken away.`;
  },
});

// ---------------------------------------------------------------- bots

/** A sharp player: call a wrong card of another's, else play a fitting card (or start the line). */
export function aim(view: { G: CollideState; ctx: { phase: string } }, seat: Seat, random: Random): Move | null {
  const { G, ctx } = view;
  if (ctx.phase === 'play.wrong' && G.wrong && G.wrong.seat !== seat) return { type: 'call', seat };
  if (ctx.phase === 'play.empty') {
    const hand = G.hands[seat] ?? [];
    return hand.length > 0 ? { type: 'start', seat, card: random.pick(hand) } : null;
  }
  if (ctx.phase !== 'play.race' && ctx.phase !== 'play.wrong') return null;
  const options = playOptions(G, seat);
  return options.length > 0 ? { type: 'play', seat, ...random.pick(options) } : null;
}

/** A slip: a card laid where it does not fit (only while nothing else is waiting). */
export function slip(view: { G: CollideState; ctx: { phase: string } }, seat: Seat, random: Random): Move | null {
  if (view.ctx.phase !== 'play.race') return null;
  const options = misplayOptions(view.G, seat);
  return options.length > 0 ? { type: 'misplay', seat, ...random.pick(options) } : null;
}

/** Milliseconds the host waits at the normal pace. */
export const PAUSES = { reveal: 1500, clear: 2500, accept: 4000 } as const;

// ---------------------------------------------------------------- the game

const allSeats = (_G: unknown, ctx: { players: number }): Seat[] => Array.from({ length: ctx.players }, (_, s) => s);

export default defineGame<CollideState>({
  id: 'collide-o',
  name: 'Collide-O',
  // 2: a waiting wrong card names its card (a call takes back that card, not the top one).
  // 3: the deck of 18 patterns (README "Components"): a saved card may no longer exist.
  version: 3,
  players: { min: 2, max: 5 },
  translations,
  setup: ({ players, random }) => {
    const deck = random.shuffle(DECK.map((c) => c.id));
    const centre = deck.pop()!;
    const each = Math.floor(deck.length / players);
    const piles = Array.from({ length: players }, () => deck.splice(deck.length - each, each));
    const hands = piles.map((pile) => pile.splice(pile.length - HAND_SIZE, HAND_SIZE).reverse());
    return { centre, line: [], piles, hands, aside: deck, discard: [], wrong: null };
  },
  flow: phases({
    deal: {
      label: t`The centre card lies face down`,
      moves: { reveal },
      next: [{ if: (G) => G.centre === null, to: 'play', label: 'turned up' }],
    },
    play: {
      label: t`Everyone plays at once`,
      turn: simultaneous(allSeats),
      phases: {
        race: {
          label: t`Play at either end`,
          moves: { play, misplay },
          next: [
            { if: (G) => G.wrong !== null, to: 'wrong', label: 'wrong card' },
            { if: (G, ctx) => everyoneStuck(G, ctx.players), to: 'stuck', label: 'everyone stuck' },
          ],
        },
        wrong: {
          label: t`A wrong card waits to be called`,
          moves: { play, call, accept },
          next: [{ if: (G) => G.wrong === null, to: 'race', label: 'called or stays' }],
        },
        stuck: {
          label: t`Everyone is stuck`,
          moves: { clear },
          next: [
            { if: (G) => G.line.length === 0, to: 'empty', label: 'line empty' },
            { if: (G, ctx) => !everyoneStuck(G, ctx.players), to: 'race', label: 'someone can play' },
          ],
        },
        empty: {
          label: t`Start a new line`,
          moves: { start },
          next: [{ if: (G) => G.line.length > 0, to: 'race', label: 'started' }],
        },
      },
      next: [{ if: (G, ctx) => someoneDown(G, ctx.players), to: 'over', label: 'down to one card' }],
    },
    over: { label: t`Game over`, final: true },
  }),
  view: (G, _ctx, seat) => ({
    centre: G.centre === null ? null : 'hidden',
    line: G.line.map((l) => ({ ...l })),
    piles: G.piles.map((pile) => pile.map(() => 'hidden')),
    hands: G.hands.map((hand, s) => (s === seat ? [...hand] : hand.map(() => 'hidden'))),
    aside: G.aside.map(() => 'hidden'),
    discard: [...G.discard],
    wrong: G.wrong ? { ...G.wrong } : null,
  }),
  secrets: (G) => [
    ...(G.centre !== null ? [{ value: G.centre, seenBy: [] }] : []),
    ...G.piles.flat().map((value) => ({ value, seenBy: [] })),
    ...G.aside.map((value) => ({ value, seenBy: [] })),
    ...G.hands.flatMap((hand, s) => hand.map((value) => ({ value, seenBy: [s] }))),
  ],
  conserved: (G) => ({
    cards: [...(G.centre !== null ? [G.centre] : []), ...G.line.map((l) => l.id), ...G.piles.flat(), ...G.hands.flat(), ...G.aside, ...G.discard],
  }),
  determinize: (view, _ctx, seat, random) => {
    const seen = new Set([...view.line.map((l) => l.id), ...view.discard, ...(view.hands[seat] ?? [])]);
    const unseen = random.shuffle(DECK.map((c) => c.id).filter((id) => !seen.has(id)));
    const take = (n: number) => unseen.splice(unseen.length - n, n);
    const G: CollideState = {
      centre: view.centre === null ? null : take(1)[0]!,
      line: view.line.map((l) => ({ ...l })),
      piles: view.piles.map((pile) => take(pile.length)),
      hands: view.hands.map((hand, s) => (s === seat ? [...hand] : take(hand.length))),
      aside: take(view.aside.length),
      discard: [...view.discard],
      wrong: view.wrong ? { ...view.wrong } : null,
    };
    if (unseen.length !== 0) throw new Error('Collide-O determinize: the view does not add up to 90 cards.');
    return G;
  },
  result: (G, ctx) => {
    const seats = Array.from({ length: ctx.players }, (_, s) => s);
    const scores = seats.map((s) => cardsLeft(G, s));
    const fewest = Math.min(...scores);
    const winners = seats.filter((s) => scores[s] === fewest);
    return { scores, winners, reason: t`First down to one card.` };
  },
  realtime: {
    hostMoves: ['reveal', 'accept', 'clear'],
    // A wrong card is a bot's slip only: the table offers people the placements that fit.
    botMoves: ['misplay'],
    host: (G, ctx) => {
      const seat = ctx.active[0] ?? 0;
      if (ctx.phase === 'deal') return { move: { type: 'reveal', seat }, after: PAUSES.reveal };
      if (ctx.phase === 'play.wrong') return { move: { type: 'accept', seat }, after: PAUSES.accept };
      if (ctx.phase === 'play.stuck') return { move: { type: 'clear', seat }, after: PAUSES.clear };
      return null;
    },
    reflexes: {
      easy: { reaction: [2200, 4000], slips: 0.2 },
      medium: { reaction: [1200, 2200], slips: 0.05 },
      hard: { reaction: [500, 1000], slips: 0 },
    },
    aim,
    slip,
  },
});

export { card };
