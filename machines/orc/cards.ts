/**
 * The 30 ORC cards. Each card has two ends, each showing orcs of one of the six colours (races):
 * one end shows 1 orc, the other 2. The deck is every ordered pair of different colours
 * (1-orc colour, 2-orc colour): 6 × 5 = 30 cards, every colour on five 1-orc ends and five
 * 2-orc ends. Card ids are strings so a view can be searched for leaked ids.
 */
import { plural, t, type Text } from '../../src/i18n/index.js';

/** The six colours (races, and territories), in the order the seed names them. */
export const COLOURS = ['red', 'yellow', 'blue', 'white', 'green', 'purple'] as const;
export type Colour = (typeof COLOURS)[number];

/** Which end of a card faces its player: the 1-orc end or the 2-orc end. */
export type End = 1 | 2;

export interface OrcCard {
  id: string;
  /** Colour of the end showing 1 orc. */
  one: Colour;
  /** Colour of the end showing 2 orcs. */
  two: Colour;
}

/** The id of the card whose 1-orc end is `one` and whose 2-orc end is `two`. */
export const cardId = (one: Colour, two: Colour): string => `orc-${one}-${two}`;

function buildDeck(): OrcCard[] {
  const cards: OrcCard[] = [];
  for (const one of COLOURS) for (const two of COLOURS) if (one !== two) cards.push({ id: cardId(one, two), one, two });
  return cards;
}

/** All 30 cards, in a fixed order. */
export const DECK: readonly OrcCard[] = buildDeck();

const BY_ID = new Map(DECK.map((c) => [c.id, c]));

/** The card with this id (throws on an unknown id: a corrupt state). */
export function card(id: string): OrcCard {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown ORC card "${id}".`);
  return found;
}

export function isCardId(id: unknown): id is string {
  return typeof id === 'string' && BY_ID.has(id);
}

/** The race (colour) shown on one end of a card. */
export const raceOf = (id: string, end: End): Colour => (end === 1 ? card(id).one : card(id).two);

/** "Red", "Purple": colour names as the rulebook writes them. */
export const title = (c: Colour): string => c[0]!.toUpperCase() + c.slice(1);

/** A colour's name, which is also the name of its territory and its race: "Red". */
export function colourName(c: Colour): Text {
  switch (c) {
    case 'red': return t`Red`;
    case 'yellow': return t`Yellow`;
    case 'blue': return t`Blue`;
    case 'white': return t`White`;
    case 'green': return t`Green`;
    default: return t`Purple`;
  }
}

/** Orcs of a race, counted: "1 Red orc", "2 Red orcs" (one text per colour, so each language agrees its adjective). */
export function orcCount(n: number, c: Colour): Text {
  switch (c) {
    case 'red': return plural(n, '# Red orc', '# Red orcs');
    case 'yellow': return plural(n, '# Yellow orc', '# Yellow orcs');
    case 'blue': return plural(n, '# Blue orc', '# Blue orcs');
    case 'white': return plural(n, '# White orc', '# White orcs');
    case 'green': return plural(n, '# Green orc', '# Green orcs');
    default: return plural(n, '# Purple orc', '# Purple orcs');
  }
}

/** A race's orcs, uncounted: "Red orcs". */
export function orcsOf(c: Colour): Text {
  switch (c) {
    case 'red': return t`Red orcs`;
    case 'yellow': return t`Yellow orcs`;
    case 'blue': return t`Blue orcs`;
    case 'white': return t`White orcs`;
    case 'green': return t`Green orcs`;
    default: return t`Purple orcs`;
  }
}

/** "the Red–White card (1 Red orc, 2 White orcs)". */
export function cardName(id: string): Text {
  const c = card(id);
  return t`the ${colourName(c.one)}–${colourName(c.two)} card (${orcCount(1, c.one)}, ${orcCount(2, c.two)})`;
}
