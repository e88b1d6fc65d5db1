/**
 * The 50 HISSS cards: 6 heads, 6 tails, 36 two-colour mid-sections, a rainbow (wild) head and
 * a rainbow tail. Card ids are strings so a view can be searched for leaked ids.
 */

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
