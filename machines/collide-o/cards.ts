/**
 * The 90 Collide-O cards (PROPOSED: the published box has 90, but no list of them could be found;
 * README.md beside this file gives the numbers and the tests check them).
 *
 * A card is three sections in a row: two ends and a middle. A section is a solid colour, a
 * two-colour stripe (it matches either colour) or a five-colour stripe (wild: it matches any).
 * A card's id is its sections from one end to the other, e.g. `blue-red_green-black` or
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

const stripe = (a: Colour, b: Colour): Section => (COLOURS.indexOf(a) < COLOURS.indexOf(b) ? `${a}_${b}` : `${b}_${a}`);

function buildDeck(): Card[] {
  const cards: Card[] = [];
  const add = (sections: [Section, Section, Section]) => cards.push({ id: sections.join('-'), sections });
  // 60 solid cards: every ordered triple of three different colours.
  for (const a of COLOURS) for (const b of COLOURS) for (const c of COLOURS) {
    if (a !== b && b !== c && a !== c) add([a, b, c]);
  }
  // 20 cards with one two-colour stripe: for each pair of colours, one with the stripe in the
  // middle and one with it at an end. The other two sections are solid colours outside the pair,
  // chosen round the three others so every colour is used as evenly as possible.
  for (let i = 0; i < COLOURS.length; i++) {
    for (let j = i + 1; j < COLOURS.length; j++) {
      const others = COLOURS.filter((_, k) => k !== i && k !== j);
      const r = (i + j) % 3;
      const pair = stripe(COLOURS[i]!, COLOURS[j]!);
      add([others[r]!, pair, others[(r + 1) % 3]!]);
      add([pair, others[(r + 2) % 3]!, others[r]!]);
    }
  }
  // 10 wild cards: 5 with a wild middle and 5 with a wild end; the other sections solid.
  for (let i = 0; i < COLOURS.length; i++) add([COLOURS[i]!, 'wild', COLOURS[(i + 1) % 5]!]);
  for (let i = 0; i < COLOURS.length; i++) add(['wild', COLOURS[i]!, COLOURS[(i + 2) % 5]!]);
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
