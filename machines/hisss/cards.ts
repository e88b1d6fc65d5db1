/**
 * The 50 HISSS cards: 6 heads, 6 tails, 36 two-colour mid-sections, a rainbow (wild) head and
 * a rainbow tail. Card ids are strings so a view can be searched for leaked ids.
 */
import { t, type Message } from '../../src/i18n/index.js';

/** The six snake colours, each with a symbol so no player depends on telling colours apart. */
export const COLOURS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'] as const;
export type Colour = (typeof COLOURS)[number];
/** A wild (rainbow) end matches every colour. */
export type EndColour = Colour | 'wild';

export type CardKind = 'head' | 'tail' | 'mid';

export interface Card {
  id: string;
  kind: CardKind;
  /** Heads and tails: one colour (or wild). Mid-sections: two different colours. */
  colours: EndColour[];
}

function buildDeck(): Card[] {
  const cards: Card[] = [];
  for (const c of COLOURS) cards.push({ id: `head-${c}`, kind: 'head', colours: [c] });
  cards.push({ id: 'head-wild', kind: 'head', colours: ['wild'] });
  for (const c of COLOURS) cards.push({ id: `tail-${c}`, kind: 'tail', colours: [c] });
  cards.push({ id: 'tail-wild', kind: 'tail', colours: ['wild'] });
  // Every unordered pair of colours twice (30), plus one more for each neighbouring pair round
  // the colour circle (6): 36 mid-sections, every colour on exactly 12 ends.
  for (let i = 0; i < COLOURS.length; i++) {
    for (let j = i + 1; j < COLOURS.length; j++) {
      const a = COLOURS[i]!;
      const b = COLOURS[j]!;
      const copies = j === i + 1 || (i === 0 && j === COLOURS.length - 1) ? 3 : 2;
      for (let k = 1; k <= copies; k++) cards.push({ id: `mid-${a}-${b}-${k}`, kind: 'mid', colours: [a, b] });
    }
  }
  return cards;
}

/** All cards, in a fixed order. */
export const DECK: readonly Card[] = buildDeck();

const BY_ID = new Map(DECK.map((card) => [card.id, card]));

/** The card with this id (throws on an unknown id: a corrupt state). */
export function card(id: string): Card {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown HISSS card "${id}".`);
  return found;
}

export function isCardId(id: unknown): id is string {
  return typeof id === 'string' && BY_ID.has(id);
}

/** Two ends touch well when their colours are equal or either is wild. */
export function coloursMatch(a: EndColour, b: EndColour): boolean {
  return a === 'wild' || b === 'wild' || a === b;
}

/** A colour's name on its own ("red"), as a text for the reader's language. */
export function colourName(colour: EndColour): Message {
  return COLOUR_NAMES[colour];
}

const COLOUR_NAMES: Record<EndColour, Message> = {
  red: t`red`, orange: t`orange`, yellow: t`yellow`, green: t`green`, blue: t`blue`, purple: t`purple`, wild: t`rainbow`,
};

/**
 * Every card's name as a whole text ("red head", "red–blue mid-section"), so that each language
 * can write it its own way (word order, the adjective agreeing with the noun).
 */
const CARD_NAMES: Record<string, Message> = {
  'head-red': t`red head`, 'head-orange': t`orange head`, 'head-yellow': t`yellow head`, 'head-green': t`green head`,
  'head-blue': t`blue head`, 'head-purple': t`purple head`, 'head-wild': t`rainbow head`,
  'tail-red': t`red tail`, 'tail-orange': t`orange tail`, 'tail-yellow': t`yellow tail`, 'tail-green': t`green tail`,
  'tail-blue': t`blue tail`, 'tail-purple': t`purple tail`, 'tail-wild': t`rainbow tail`,
  'red-orange': t`red–orange mid-section`, 'red-yellow': t`red–yellow mid-section`, 'red-green': t`red–green mid-section`,
  'red-blue': t`red–blue mid-section`, 'red-purple': t`red–purple mid-section`,
  'orange-yellow': t`orange–yellow mid-section`, 'orange-green': t`orange–green mid-section`,
  'orange-blue': t`orange–blue mid-section`, 'orange-purple': t`orange–purple mid-section`,
  'yellow-green': t`yellow–green mid-section`, 'yellow-blue': t`yellow–blue mid-section`, 'yellow-purple': t`yellow–purple mid-section`,
  'green-blue': t`green–blue mid-section`, 'green-purple': t`green–purple mid-section`, 'blue-purple': t`blue–purple mid-section`,
};

/** A card's name, as a text: "red head", "rainbow tail", "red–blue mid-section". */
export function cardName(id: string): Message {
  const c = card(id);
  const name = CARD_NAMES[c.kind === 'mid' ? c.colours.join('-') : id];
  if (!name) throw new Error(`HISSS card "${id}" has no name.`);
  return name;
}

