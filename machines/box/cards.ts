/**
 * The 30 BOX cards: 24 Box Cards, each showing a 2×2 block of dots, and 6 Secret Color Cards, one
 * per colour (their backs show four grey dots: one unused Secret Color Card face down is the
 * Starting Card). Card ids are strings so a view can be searched for leaked ids.
 */
import { t, type Message } from '../../src/i18n/index.js';

/** The six secret colours, in order round the colour circle. Each has a symbol on screen too. */
export const COLOURS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'] as const;
export type Colour = (typeof COLOURS)[number];
/** A dot on the display: one of the six colours, or a neutral grey dot. */
export type Dot = Colour | 'grey';

/**
 * A Box Card. `dots` lists its four dots as the card lies unturned:
 * [top-left, top-right, bottom-left, bottom-right].
 */
export interface BoxCard {
  id: string;
  dots: [Dot, Dot, Dot, Dot];
}

/**
 * Every colour's group of four cards, as offsets round the colour circle (`null` is a grey dot):
 * two of the colour side by side, two on a diagonal, one with four different colours, one with a
 * grey dot. Six groups, one per colour: 24 cards, 96 dots = 6 colours × 15 dots + 6 grey dots.
 */
const GROUP: (number | null)[][] = [
  [0, 0, 1, 2],
  [0, 3, 3, 0],
  [0, 4, 5, 1],
  [0, null, 2, 4],
];

function buildBoxCards(): BoxCard[] {
  const cards: BoxCard[] = [];
  COLOURS.forEach((_, c) => {
    GROUP.forEach((pattern, k) => {
      const dots = pattern.map((o) => (o === null ? 'grey' : COLOURS[(c + o) % COLOURS.length]!)) as BoxCard['dots'];
      cards.push({ id: `box-${String(c * GROUP.length + k + 1).padStart(2, '0')}`, dots });
    });
  });
  return cards;
}

/** The 24 Box Cards, in a fixed order (box-01 … box-24). */
export const BOX_CARDS: readonly BoxCard[] = buildBoxCards();

/** The 6 Secret Color Cards (secret-red … secret-purple). */
export const SECRET_CARDS: readonly string[] = COLOURS.map((c) => `secret-${c}`);

const BY_ID = new Map(BOX_CARDS.map((c) => [c.id, c]));

/** The Box Card with this id (throws on an unknown id: a corrupt state). */
export function boxCard(id: string): BoxCard {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown BOX card "${id}".`);
  return found;
}

export function isBoxCardId(id: unknown): id is string {
  return typeof id === 'string' && BY_ID.has(id);
}

/** The colour on a Secret Color Card. */
export function secretColour(id: string): Colour {
  const colour = id.slice('secret-'.length) as Colour;
  if (!id.startsWith('secret-') || !COLOURS.includes(colour)) throw new Error(`Unknown Secret Color Card "${id}".`);
  return colour;
}

/** The dots of a layout turned a quarter turn clockwise: the bottom-left dot goes to the top-left. */
function quarter(d: readonly Dot[]): Dot[] {
  return [d[2]!, d[0]!, d[3]!, d[1]!];
}

/** The four dots of a card turned `turn` quarter turns clockwise: [top-left, top-right, bottom-left, bottom-right]. */
export function turnedDots(id: string, turn: number): Dot[] {
  let d: Dot[] = [...boxCard(id).dots];
  for (let i = 0; i < (((turn % 4) + 4) % 4); i++) d = quarter(d);
  return d;
}

/**
 * The turns (0–3) that show a card differently; a turn that repeats an earlier picture is left
 * out (a card with two diagonal pairs looks the same turned twice).
 */
export function distinctTurns(id: string): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  for (let t = 0; t < 4; t++) {
    const key = turnedDots(id, t).join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(t);
  }
  return out;
}

const DOT_NAMES: Record<Dot, Message> = {
  red: t`red`, orange: t`orange`, yellow: t`yellow`, green: t`green`, blue: t`blue`, purple: t`purple`, grey: t`grey`,
};
/**
 * A colour's word, as a noun ("red", Spanish "rojo", German "Rot"): used only where it stands
 * alone (a card's dots, a Secret Color after a colon), so it never has to agree with a noun.
 */
export const colourName = (d: Dot): Message => DOT_NAMES[d];

/** "red, red / orange, yellow": a card's dots as they lie, top row then bottom row. */
export function dotsText(dots: readonly Dot[]): Message {
  return t`${colourName(dots[0]!)}, ${colourName(dots[1]!)} / ${colourName(dots[2]!)}, ${colourName(dots[3]!)}`;
}

/** Offsets of a card's four dots from its top-left dot, in the order of `turnedDots`. */
export const CELLS: readonly (readonly [number, number])[] = [[0, 0], [1, 0], [0, 1], [1, 1]];
