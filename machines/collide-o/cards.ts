/**
 * The 90 Collide-O cards (PROPOSED: the published box has 90, but no list of them could be found;
 * README.md beside this file gives the numbers, how the deck was chosen, and the tests check them).
 *
 * A card is three sections in a row: two ends and a middle. A section is a solid colour, a
 * two-colour stripe (it matches either colour) or a five-colour stripe (wild: it matches any).
 * A card's id is its sections from one end to the other, e.g. `green-blue_yellow-black` or
 * `yellow-wild-red`, so ids are readable in tests and never appear anywhere else in a state.
 */
import { t, type Message, type Text } from '../../src/i18n/index.js';

/** The five colours, in the order used for stripes' names and the deck's construction. */
export const COLOURS = ['blue', 'yellow', 'red', 'green', 'black'] as const;
export type Colour = (typeof COLOURS)[number];

/** A section: a colour, a stripe `a_b` (in COLOURS order) or `wild`. */
export type Section = string;

/** The colours a section matches. */
export function coloursOf(section: Section): readonly Colour[] {
  if (section === 'wild') return COLOURS;
  return section.split('_') as Colour[];
}

const MASKS = new Map<Section, number>();

/** A section's colours as bits (blue 1, yellow 2, red 4, green 8, black 16; wild all five). */
export function sectionMask(section: Section): number {
  let mask = MASKS.get(section);
  if (mask === undefined) {
    mask = coloursOf(section).reduce((m, c) => m | (1 << COLOURS.indexOf(c)), 0);
    MASKS.set(section, mask);
  }
  return mask;
}

/** Two sections match when they share a colour (a stripe counts as both of its colours, wild as all five). */
export function sectionsMatch(a: Section, b: Section): boolean {
  return (sectionMask(a) & sectionMask(b)) !== 0;
}

export interface Card {
  id: string;
  /** The three sections as printed, from one end through the middle to the other end. */
  sections: readonly [Section, Section, Section];
}

/**
 * A section of a pattern, in steps round the colour circle (blue → yellow → red → green → black →
 * blue) from the colour the card is printed from: one step count (a solid colour), two (a stripe)
 * or `wild`.
 */
export type Steps = number | readonly [number, number] | 'wild';

/**
 * The deck's 18 patterns (PROPOSED), each printed five times, once from each colour, so every
 * colour is on the same number of cards in every place and none is favoured. They were chosen by
 * measuring random games (README "Components"). No two sections of a card share a colour. Ends
 * whose outer colour is two steps on from their middle's are matched by fewer cards than the
 * others, so everyone is stuck now and then with five players too, without two players being
 * stuck all the time.
 */
export const PATTERNS: readonly (readonly [Steps, Steps, Steps])[] = [
  // 20 solid cards.
  [0, 4, 3], [0, 3, 2], [0, 3, 4], [0, 4, 1],
  // 20 with a two-colour middle.
  [4, [0, 2], 1], [1, [0, 2], 4], [3, [0, 1], 4], [3, [0, 2], 1],
  // 25 with a two-colour end.
  [[0, 2], 4, 1], [[0, 2], 1, 4], [[0, 2], 1, 3], [3, 4, [0, 1]], [4, 3, [0, 2]],
  // 20 with a wild middle: every two different colours at the ends, each way round.
  [0, 'wild', 1], [0, 'wild', 2], [0, 'wild', 3], [0, 'wild', 4],
  // 5 with a wild end.
  ['wild', 0, 2],
];

const stripe = (a: Colour, b: Colour): Section => (COLOURS.indexOf(a) < COLOURS.indexOf(b) ? `${a}_${b}` : `${b}_${a}`);

function buildDeck(): Card[] {
  const cards: Card[] = [];
  const at = (from: number, steps: number): Colour => COLOURS[(from + steps) % COLOURS.length]!;
  for (const pattern of PATTERNS) {
    for (let from = 0; from < COLOURS.length; from++) {
      const sections = pattern.map((s) => (s === 'wild' ? 'wild' : typeof s === 'number' ? at(from, s) : stripe(at(from, s[0]), at(from, s[1])))) as [Section, Section, Section];
      cards.push({ id: sections.join('-'), sections });
    }
  }
  return cards;
}

/** All 90 cards, in a fixed order. */
export const DECK: readonly Card[] = buildDeck();

const BY_ID = new Map(DECK.map((c) => [c.id, c]));

/** The card with this id (throws on an unknown id: a corrupt state). */
export function card(id: string): Card {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown Collide-O card "${id}".`);
  return found;
}

const CARD_MASKS = new Map(DECK.map((c) => [c.id, c.sections.map(sectionMask) as [number, number, number]]));

/** A card's three sections as colour bits (see `sectionMask`), as printed. */
export function cardMasks(id: string): readonly [number, number, number] {
  const masks = CARD_MASKS.get(id);
  if (!masks) throw new Error(`Unknown Collide-O card "${id}".`);
  return masks;
}

export function isCardId(id: unknown): id is string {
  return typeof id === 'string' && BY_ID.has(id);
}

/** The sections of a card as it lies, left to right: as printed, or turned round. */
export function laidSections(id: string, turned: boolean): [Section, Section, Section] {
  const [a, b, c] = card(id).sections;
  return turned ? [c, b, a] : [a, b, c];
}

/** The section of a card as it lies at offset 0, 1 or 2 from its left edge. */
export function sectionAt(id: string, turned: boolean, offset: number): Section {
  return card(id).sections[turned ? 2 - offset : offset]!;
}

const COLOUR_NAMES: Record<Colour, Message> = { blue: t`blue`, yellow: t`yellow`, red: t`red`, green: t`green`, black: t`black` };

/** A colour's name as a text. */
export function colourName(colour: Colour): Message {
  return COLOUR_NAMES[colour];
}

/** A section's name: "red", "red or blue" (a stripe), "rainbow" (wild). */
export function sectionName(section: Section): Text {
  if (section === 'wild') return t`rainbow`;
  const colours = coloursOf(section);
  return colours.length === 2 ? t`${COLOUR_NAMES[colours[0]!]} or ${COLOUR_NAMES[colours[1]!]}` : COLOUR_NAMES[colours[0]!];
}

/** A card's name as it lies, left to right: "red · blue or green · black". */
export function cardName(id: string, turned = false): Text {
  const [a, b, c] = laidSections(id, turned);
  return t`${sectionName(a)} · ${sectionName(b)} · ${sectionName(c)}`;
}
