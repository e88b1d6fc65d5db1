/**
 * The components (PROPOSED, see README.md): 36 everyday objects and Seymour; 40 Find Me tiles
 * (one per object, and four showing Seymour, which find the cards with him as any tile finds its
 * object) and 60 Keep Me cards, each a little scene of four objects, twelve of them with Seymour
 * hiding among the four. Ids are strings so a view can be searched for leaked ids.
 */
import { t, type Message } from '../../src/i18n/index.js';

/** The 36 objects, in a fixed order. Each is on 7 Keep Me cards (the first 24) or 6 (the last 12). */
export const OBJECTS = [
  'apple', 'ball', 'balloon', 'banana', 'bell', 'boat', 'book', 'butterfly', 'car', 'carrot', 'cat', 'clock',
  'crown', 'cup', 'duck', 'fish', 'flower', 'glasses', 'hat', 'heart', 'house', 'ice-cream', 'key', 'kite',
  'leaf', 'moon', 'mushroom', 'pencil', 'rocket', 'scissors', 'snail', 'star', 'sun', 'tree', 'umbrella', 'anchor',
] as const;
export type ObjectId = (typeof OBJECTS)[number];
/** Seymour: on four Find Me tiles and hiding on twelve Keep Me cards (worth double in Expert). */
export const SEYMOUR = 'seymour';
/** Anything a tile or a card can show. */
export type Thing = ObjectId | typeof SEYMOUR;

/**
 * The 60 Keep Me cards' objects, three cards a line (k01, k02, k03 first). Found by a seeded search: every card
 * has four different objects, no two cards share more than one object, and the counts are 7 and 6.
 */
const CARD_OBJECTS: readonly (readonly ObjectId[])[] = [
  ['boat', 'car', 'cat', 'hat'], ['book', 'heart', 'house', 'kite'], ['balloon', 'banana', 'bell', 'ice-cream'],
  ['butterfly', 'carrot', 'fish', 'flower'], ['apple', 'ball', 'crown', 'cup'], ['clock', 'duck', 'glasses', 'key'],
  ['apple', 'carrot', 'rocket', 'umbrella'], ['clock', 'flower', 'leaf', 'anchor'], ['balloon', 'duck', 'snail', 'star'],
  ['cat', 'mushroom', 'pencil', 'tree'], ['car', 'glasses', 'house', 'sun'], ['bell', 'boat', 'cup', 'kite'],
  ['butterfly', 'ice-cream', 'moon', 'scissors'], ['banana', 'crown', 'hat', 'heart'], ['ball', 'book', 'fish', 'key'],
  ['banana', 'book', 'duck', 'scissors'], ['carrot', 'crown', 'glasses', 'ice-cream'], ['house', 'mushroom', 'snail', 'anchor'],
  ['car', 'key', 'leaf', 'rocket'], ['ball', 'clock', 'kite', 'moon'], ['bell', 'butterfly', 'star', 'tree'],
  ['cup', 'hat', 'sun', 'umbrella'], ['apple', 'fish', 'heart', 'pencil'], ['balloon', 'boat', 'crown', 'flower'],
  ['cat', 'flower', 'snail', 'sun'], ['ball', 'house', 'scissors', 'tree'], ['butterfly', 'cat', 'cup', 'rocket'],
  ['clock', 'mushroom', 'star', 'umbrella'], ['apple', 'duck', 'hat', 'kite'], ['boat', 'heart', 'ice-cream', 'key'],
  ['book', 'carrot', 'leaf', 'pencil'], ['bell', 'glasses', 'moon', 'anchor'], ['balloon', 'car', 'fish', 'scissors'],
  ['banana', 'cup', 'moon', 'pencil'], ['fish', 'ice-cream', 'kite', 'mushroom'], ['apple', 'bell', 'book', 'sun'],
  ['carrot', 'hat', 'key', 'tree'], ['ball', 'car', 'duck', 'flower'], ['balloon', 'cat', 'clock', 'house'],
  ['boat', 'glasses', 'rocket', 'star'], ['butterfly', 'heart', 'leaf', 'snail'], ['book', 'crown', 'umbrella', 'anchor'],
  ['banana', 'butterfly', 'key', 'sun'], ['ice-cream', 'rocket', 'tree', 'anchor'], ['ball', 'boat', 'carrot', 'snail'],
  ['apple', 'glasses', 'leaf', 'scissors'], ['bell', 'clock', 'fish', 'hat'], ['car', 'crown', 'moon', 'star'],
  ['cup', 'duck', 'heart', 'mushroom'], ['balloon', 'kite', 'pencil', 'umbrella'], ['apple', 'banana', 'flower', 'house'],
  ['cat', 'duck', 'fish', 'anchor'], ['book', 'butterfly', 'car', 'clock'], ['banana', 'carrot', 'kite', 'star'],
  ['flower', 'hat', 'ice-cream', 'pencil'], ['ball', 'bell', 'cat', 'heart'], ['crown', 'key', 'scissors', 'snail'],
  ['boat', 'house', 'leaf', 'umbrella'], ['balloon', 'cup', 'glasses', 'tree'], ['moon', 'mushroom', 'rocket', 'sun'],
];

/** Every fifth card, starting with the third, has Seymour hiding in it: 12 cards. */
const hasSeymourAt = (index: number) => index % 5 === 2;

export interface KeepMeCard {
  id: string;
  /** The four objects in the scene. */
  objects: readonly ObjectId[];
  /** Whether Seymour hides in it too (two points in Expert). */
  seymour: boolean;
}

export interface FindMeTile {
  id: string;
  /** The object on the tile, or Seymour: the tile finds the cards that show it. */
  thing: Thing;
}

/** All 60 Keep Me cards, k01 … k60. */
export const CARDS: readonly KeepMeCard[] = CARD_OBJECTS.map((objects, i) => ({
  id: `k${String(i + 1).padStart(2, '0')}`, objects, seymour: hasSeymourAt(i),
}));

/** All 40 Find Me tiles: one per object (t-apple …) and four Seymour tiles (t-seymour-1 … 4). */
export const TILES: readonly FindMeTile[] = [
  ...OBJECTS.map((thing) => ({ id: `t-${thing}`, thing })),
  ...[1, 2, 3, 4].map((n) => ({ id: `t-${SEYMOUR}-${n}`, thing: SEYMOUR as Thing })),
];

const CARD_BY_ID = new Map(CARDS.map((c) => [c.id, c]));
const TILE_BY_ID = new Map(TILES.map((c) => [c.id, c]));

/** The Keep Me card with this id (throws on an unknown id: a corrupt state). */
export function keepMe(id: string): KeepMeCard {
  const found = CARD_BY_ID.get(id);
  if (!found) throw new Error(`Unknown Keep Me card "${id}".`);
  return found;
}

/** The Find Me tile with this id (throws on an unknown id: a corrupt state). */
export function findMe(id: string): FindMeTile {
  const found = TILE_BY_ID.get(id);
  if (!found) throw new Error(`Unknown Find Me tile "${id}".`);
  return found;
}

export const isCardId = (id: unknown): id is string => typeof id === 'string' && CARD_BY_ID.has(id);
export const isTileId = (id: unknown): id is string => typeof id === 'string' && TILE_BY_ID.has(id);

/** Whether the card's scene shows this object (or Seymour). */
export function shows(cardId: string, thing: Thing): boolean {
  const c = keepMe(cardId);
  return thing === SEYMOUR ? c.seymour : c.objects.includes(thing);
}

/** Expert points of a card: 2 with Seymour, else 1. */
export const cardPoints = (cardId: string): number => (keepMe(cardId).seymour ? 2 : 1);

const NAMES: Record<Thing, Message> = {
  apple: t`apple`, ball: t`ball`, balloon: t`balloon`, banana: t`banana`, bell: t`bell`, boat: t`boat`, book: t`book`,
  butterfly: t`butterfly`, car: t`car`, carrot: t`carrot`, cat: t`cat`, clock: t`clock`, crown: t`crown`, cup: t`cup`,
  duck: t`duck`, fish: t`fish`, flower: t`flower`, glasses: t`glasses`, hat: t`hat`, heart: t`heart`, house: t`house`,
  'ice-cream': t`ice cream`, key: t`key`, kite: t`kite`, leaf: t`leaf`, moon: t`moon`, mushroom: t`mushroom`,
  pencil: t`pencil`, rocket: t`rocket`, scissors: t`scissors`, snail: t`snail`, star: t`star`, sun: t`sun`, tree: t`tree`,
  umbrella: t`umbrella`, anchor: t`anchor`, seymour: t`Seymour`,
};

/** An object's name on its own ("cat"), as a text for the reader's language. */
export function thingName(thing: Thing): Message {
  return NAMES[thing];
}
