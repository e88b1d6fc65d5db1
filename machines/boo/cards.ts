/**
 * The 30 BOO cards: 12 black-lined ghost cards, 12 white-lined ghost cards and the 6 green-lined
 * cards of the Graveyard Gate. Every card has three square sections in a row and two sides; the
 * back of every section shows the opposite ghost colour facing the other way (tombstones and
 * empty sections are the same on both sides). Card ids are strings so a view can be searched for
 * leaked ids.
 */
import { t, type Message } from '../../src/i18n/index.js';

export const COLOURS = ['black', 'white'] as const;
export type Colour = (typeof COLOURS)[number];

/** Which way a ghost looks, across the card: towards side "+" or side "-" of its long edge. */
export type Facing = '+' | '-';

/** One square section: a ghost (colour and facing), a tombstone or nothing. */
export type Section = { kind: 'ghost'; colour: Colour; facing: Facing } | { kind: 'tomb' } | { kind: 'empty' };

export type Owner = Colour | 'gate';

export interface CardDef {
  id: string;
  /** The colour of the lines: whose deck the card starts in (green: the gate). */
  owner: Owner;
  /** Side 0 and side 1, each three sections in order along the card. */
  sides: [Section[], Section[]];
}

export const other = (c: Colour): Colour => (c === 'black' ? 'white' : 'black');

const COLOUR_NAMES: Record<Colour, Message> = { black: t`black`, white: t`white` };
/** A colour's name, as a text: "black". */
export const colourName = (c: Colour): Message => COLOUR_NAMES[c];

/** The same section seen from the other side of the card. */
function reverse(s: Section): Section {
  return s.kind === 'ghost' ? { kind: 'ghost', colour: other(s.colour), facing: s.facing === '+' ? '-' : '+' } : s;
}

/**
 * Section codes: `O` a ghost of the owner's colour, `X` of the other colour, each followed by its
 * facing; `T` a tombstone; `E` empty. Gate cards use `B`/`W` directly.
 */
function parse(code: string, owner: Colour): Section {
  if (code === 'T') return { kind: 'tomb' };
  if (code === 'E') return { kind: 'empty' };
  const facing = code[1] as Facing;
  const who = code[0];
  const colour: Colour = who === 'O' ? owner : who === 'X' ? other(owner) : who === 'B' ? 'black' : 'white';
  return { kind: 'ghost', colour, facing };
}

/**
 * The twelve layouts of each player's cards (PROPOSED: no card list was found). Both players get
 * the same twelve with the colours swapped, so neither deck is better. 27 ghosts on 12 cards:
 * on its front every card shows at least as many ghosts of its owner's colour as of the other.
 */
export const LAYOUTS: readonly string[][] = [
  ['O+', 'O-', 'O+'],
  ['O+', 'X-', 'O+'],
  ['O+', 'T', 'O-'],
  ['O-', 'E', 'O+'],
  ['T', 'O+', 'O+'],
  ['O+', 'O+', 'T'],
  ['O-', 'X+', 'T'],
  ['E', 'O+', 'X-'],
  ['X+', 'O-', 'O+'],
  ['T', 'O-', 'T'],
  ['O+', 'E', 'X+'],
  ['O+', 'X+', 'O-'],
];

/** A card laid on the graveyard: its anchor cell, rotation (quarter turns clockwise) and side up. */
export interface Placed {
  id: string;
  x: number;
  y: number;
  rot: 0 | 1 | 2 | 3;
  side: 0 | 1;
}

/**
 * The Graveyard Gate (PROPOSED layout; the seed fixes it "exactly as shown", but the picture is
 * not in the text): two lintel cards across the top, two posts hanging from their outer ends and
 * a fence card beside the foot of each post. 6 black and 6 white ghosts, 4 tombstones and 2
 * empty sections; mirrored left–right it is the same gate with the colours swapped, so neither
 * colour is favoured.
 *
 * ```
 *   x: -3 -2 -1  0  1  2  3  4  5  6  7  8
 * y 0:           B↑ W↓ B↓ W↓ B↓ W↑
 * y 1:           W→          B←
 * y 2:           T            T
 * y 3: T  B↓ ·   B←          W→ ·  W↓ T
 * ```
 */
export const GATE_CODES: readonly { code: string[]; x: number; y: number; rot: 0 | 1 | 2 | 3 }[] = [
  { code: ['B-', 'W+', 'B+'], x: 0, y: 0, rot: 0 },
  { code: ['W+', 'B+', 'W-'], x: 3, y: 0, rot: 0 },
  { code: ['W-', 'T', 'B+'], x: 0, y: 1, rot: 1 },
  { code: ['B+', 'T', 'W-'], x: 5, y: 1, rot: 1 },
  { code: ['T', 'B+', 'E'], x: -3, y: 3, rot: 0 },
  { code: ['E', 'W+', 'T'], x: 6, y: 3, rot: 0 },
];

function buildCards(): CardDef[] {
  const cards: CardDef[] = [];
  for (const owner of COLOURS) {
    LAYOUTS.forEach((layout, i) => {
      const front = layout.map((code) => parse(code, owner));
      cards.push({ id: `${owner[0]}${String(i + 1).padStart(2, '0')}`, owner, sides: [front, front.map(reverse)] });
    });
  }
  GATE_CODES.forEach((g, i) => {
    const front = g.code.map((code) => parse(code, 'black'));
    cards.push({ id: `g${i + 1}`, owner: 'gate', sides: [front, front.map(reverse)] });
  });
  return cards;
}

/** All 30 cards in a fixed order: b01–b12, w01–w12, g1–g6. */
export const CARDS: readonly CardDef[] = buildCards();

const BY_ID = new Map(CARDS.map((c) => [c.id, c]));

/** The card with this id (throws on an unknown id: a corrupt state). */
export function cardDef(id: string): CardDef {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown BOO card "${id}".`);
  return found;
}

export function isCardId(id: unknown): id is string {
  return typeof id === 'string' && BY_ID.has(id);
}

/** The ids of one player's twelve cards. */
export const deckOf = (colour: Colour): string[] => CARDS.filter((c) => c.owner === colour).map((c) => c.id);

/** The gate as laid at setup, side 0 up. */
export function gate(): Placed[] {
  return GATE_CODES.map((g, i) => ({ id: `g${i + 1}`, x: g.x, y: g.y, rot: g.rot, side: 0 }));
}
