/**
 * Chomp!'s cards: 50 playing cards of six creatures on the food chain and two action creatures.
 * The box's other two cards are the Chomp! sequence cards (the food chain, for reference): they
 * are removed before the deal, and the table draws them as its food-chain picture instead.
 * Card ids are strings ("shark-1") so a view can be searched for leaked ids.
 */
import { t, type Message } from '../../src/i18n/index.js';

/** The creatures, lowest on the food chain first, then the two action cards. */
export const CREATURES = ['plankton', 'shrimp', 'little-fish', 'big-fish', 'seal', 'shark', 'octopus', 'eel'] as const;
export type Creature = (typeof CREATURES)[number];
/** The six creatures of the food chain, lowest first. */
export const FOOD_CHAIN = ['plankton', 'shrimp', 'little-fish', 'big-fish', 'seal', 'shark'] as const satisfies readonly Creature[];

/** PROPOSED counts (no list of them was found): 50 playing cards, fewer the higher up the chain. */
export const COUNTS: Readonly<Record<Creature, number>> = {
  plankton: 10, shrimp: 9, 'little-fish': 8, 'big-fish': 6, seal: 5, shark: 4, octopus: 4, eel: 4,
};

/** Every playing card id, in a fixed order. */
export const DECK: readonly string[] = CREATURES.flatMap((c) => Array.from({ length: COUNTS[c] }, (_, i) => `${c}-${i + 1}`));

/** The box also holds the two Chomp! sequence cards: 52 cards in all. */
export const SEQUENCE_CARDS = 2;

const CREATURE_OF = new Map<string, Creature>(DECK.map((id) => [id, id.slice(0, id.lastIndexOf('-')) as Creature]));

/** The creature on a card (throws on an unknown id: a corrupt state). */
export function creatureOf(id: string): Creature {
  const c = CREATURE_OF.get(id);
  if (!c) throw new Error(`Unknown Chomp! card "${id}".`);
  return c;
}

export function isCardId(id: unknown): id is string {
  return typeof id === 'string' && CREATURE_OF.has(id);
}

/** Place on the food chain: plankton 1 … shark 6; the Octopus and the Electric Eel have none (0). */
export function rank(c: Creature): number {
  return (FOOD_CHAIN as readonly Creature[]).indexOf(c) + 1;
}

/** An Octopus or an Electric Eel: no one can chomp it. */
export function isAction(c: Creature): boolean {
  return c === 'octopus' || c === 'eel';
}

/** Whether `eater` may chomp `food` on the food chain: strictly lower, and neither an action card. */
export function canChomp(eater: Creature, food: Creature): boolean {
  return !isAction(eater) && !isAction(food) && rank(food) < rank(eater);
}

const WITH_ARTICLE: Record<Creature, Message> = {
  plankton: t`a plankton`, shrimp: t`a shrimp`, 'little-fish': t`a little fish`, 'big-fish': t`a big fish`,
  seal: t`a seal`, shark: t`a shark`, octopus: t`an octopus`, eel: t`an electric eel`,
};
/** With the definite article, as the object of a sentence ("slapped the shark"; German: "den Hai"). */
const THE: Record<Creature, Message> = {
  plankton: t`the plankton`, shrimp: t`the shrimp`, 'little-fish': t`the little fish`, 'big-fish': t`the big fish`,
  seal: t`the seal`, shark: t`the shark`, octopus: t`the octopus`, eel: t`the electric eel`,
};
const CAPITALISED: Record<Creature, Message> = {
  plankton: t`Plankton`, shrimp: t`Shrimp`, 'little-fish': t`Little Fish`, 'big-fish': t`Big Fish`,
  seal: t`Seal`, shark: t`Shark`, octopus: t`Octopus`, eel: t`Electric Eel`,
};

/** A creature with its indefinite article, as the subject of a sentence: "a seal", "an octopus". */
export function aCreature(c: Creature): Message {
  return WITH_ARTICLE[c];
}
/** A creature as the object of a sentence: "slapped the seal". */
export function theCreature(c: Creature): Message {
  return THE[c];
}
/** A creature's name as the title of its card: "Big Fish". */
export function creatureTitle(c: Creature): Message {
  return CAPITALISED[c];
}
