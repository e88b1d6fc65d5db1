/**
 * The 30 SOW cards: 24 Seeds/Flowers, 4 Wheelbarrow/Favourite Colour cards and 2 garden cards
 * (the Windmill and the Gopher/Watering Can). Card ids are strings so a view can be searched
 * for leaked ids.
 */
import { t, type Message } from '../../src/i18n/index.js';

/** The four flower colours, each with a symbol so no player depends on telling colours apart. */
export const COLOURS = ['red', 'white', 'blue', 'yellow'] as const;
export type Colour = (typeof COLOURS)[number];

/** A Seeds/Flower card: the Seeds side shows the outer colour; the Flower side both colours. */
export interface FlowerCard {
  id: string;
  /** Colour of the outer petals, also the colour of its Seeds side. */
  outer: Colour;
  /** Colour of the centre of the flower: never the outer colour. */
  centre: Colour;
}

function buildFlowers(): FlowerCard[] {
  const cards: FlowerCard[] = [];
  // Each outer colour 6 times: 2 of each of the other three colours in the centre.
  for (const outer of COLOURS) {
    for (const centre of COLOURS) {
      if (centre === outer) continue;
      for (const k of [1, 2]) cards.push({ id: `${outer}-${centre}-${k}`, outer, centre });
    }
  }
  return cards;
}

/** The 24 Seeds/Flower cards, in a fixed order. */
export const FLOWERS: readonly FlowerCard[] = buildFlowers();

const BY_ID = new Map(FLOWERS.map((c) => [c.id, c]));

/** The Seeds/Flower card with this id (throws on an unknown id: a corrupt state). */
export function flower(id: string): FlowerCard {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown SOW flower card "${id}".`);
  return found;
}

export function isFlowerId(id: unknown): id is string {
  return typeof id === 'string' && BY_ID.has(id);
}

/** The Favourite Colour on the back of each Wheelbarrow card, as a card id. */
export const FAVOURITES: readonly string[] = COLOURS.map((c) => `favourite-${c}`);
export const favouriteColour = (id: string): Colour => id.replace('favourite-', '') as Colour;

/** Ids of the two garden cards. */
export const WINDMILL = 'windmill';
export const GOPHER = 'gopher';

/** Does this flower show the colour, on its outer petals or its centre? */
export const hasColour = (id: string, colour: Colour): boolean => {
  const c = flower(id);
  return c.outer === colour || c.centre === colour;
};

/** Points a flower is worth to a player with this favourite colour: 3 centre, 2 outer, 1 otherwise. */
export function flowerPoints(id: string, favourite: Colour): number {
  const c = flower(id);
  if (c.centre === favourite) return 3;
  if (c.outer === favourite) return 2;
  return 1;
}

const COLOUR_NAMES: Record<Colour, Message> = { red: t`red`, white: t`white`, blue: t`blue`, yellow: t`yellow` };
/** A colour's name, as a text: "red". */
export const colourName = (c: Colour): Message => COLOUR_NAMES[c];

/**
 * The name of each flower, "red/blue flower" (outer/centre): a whole text per card face, so each
 * language names it its own way (its colours agreeing with its own word for flower).
 */
const FLOWER_NAMES: Record<string, Message> = {
  'red-white': t`red/white flower`,
  'red-blue': t`red/blue flower`,
  'red-yellow': t`red/yellow flower`,
  'white-red': t`white/red flower`,
  'white-blue': t`white/blue flower`,
  'white-yellow': t`white/yellow flower`,
  'blue-red': t`blue/red flower`,
  'blue-white': t`blue/white flower`,
  'blue-yellow': t`blue/yellow flower`,
  'yellow-red': t`yellow/red flower`,
  'yellow-white': t`yellow/white flower`,
  'yellow-blue': t`yellow/blue flower`,
};

/** "red/blue flower" (outer/centre), without an article. */
export const flowerName = (id: string): Message => {
  const c = flower(id);
  return FLOWER_NAMES[`${c.outer}-${c.centre}`]!;
};

/** "a red/blue flower". */
export const aFlower = (id: string): Message => t`a ${flowerName(id)}`;

const SEEDS_NAMES: Record<Colour, Message> = { red: t`red seeds`, white: t`white seeds`, blue: t`blue seeds`, yellow: t`yellow seeds` };
/** A card on its Seeds side, as a text: "red seeds". */
export const seedsName = (c: Colour): Message => SEEDS_NAMES[c];
