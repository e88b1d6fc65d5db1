/**
 * The 30 RUM cards: 21 Rum Cards, 7 Captain Cards, the Castaway Clock and the Parrot.
 *
 * Each Rum Card has a single bottle at one end and two bottles of another colour at the other.
 * The rulebook does not list the cards; our design (see README.md): colour i has three cards,
 * single i with a double of colour i+1, i+2 and i+4 (round the seven colours), so every colour
 * is a single three times and a double three times, and no two cards are alike.
 * Card ids are strings so a view can be searched for leaked ids.
 */
import { t, type Message } from '../../src/i18n/index.js';

/**
 * The seven rum colours, by name. The table draws each with its own symbol and pattern, so nobody
 * depends on telling colours apart; the rules name colours only.
 */
export const COLOURS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'black'] as const;
export type Colour = (typeof COLOURS)[number];

export interface RumCard {
  id: string;
  /** Colour index of the single bottle. */
  single: number;
  /** Colour index of the two bottles at the other end. */
  double: number;
}

/** The Parrot's id (it is shuffled into the Shipwreck after the deal). */
export const PARROT = 'parrot';

/** Steps round the colour circle from a card's single colour to its double colour. */
export const DOUBLE_STEPS = [1, 2, 4] as const;

function buildCards(): RumCard[] {
  const out: RumCard[] = [];
  for (let i = 0; i < COLOURS.length; i++) {
    for (const d of DOUBLE_STEPS) {
      const double = (i + d) % COLOURS.length;
      out.push({ id: `rum-${COLOURS[i]}-${COLOURS[double]}`, single: i, double });
    }
  }
  return out;
}

/** All 21 Rum Cards. */
export const RUM_CARDS: readonly RumCard[] = buildCards();
const BY_ID = new Map(RUM_CARDS.map((c) => [c.id, c]));

/** Is this string the id of a Rum Card? */
export const isRumCard = (id: unknown): id is string => typeof id === 'string' && BY_ID.has(id);

/** The Rum Card with this id (throws on anything else: a rules bug, never player input). */
export function rumCard(id: string): RumCard {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`Unknown rum card "${id}".`);
  return c;
}

/** Bottles this card adds to a set of `colour`: 1 (single end up), 2 (double end up) or 0. */
export function bottlesFor(id: string, colour: number): number {
  const c = BY_ID.get(id);
  if (!c) return 0;
  return c.single === colour ? 1 : c.double === colour ? 2 : 0;
}

/**
 * The colours' names, as a word each language can put after "colour" (Spanish "de color rojo",
 * French "de couleur rouge", German "in Rot"); every sentence using one is written for that.
 */
const COLOUR_NAMES: readonly Message[] = [t`red`, t`orange`, t`yellow`, t`green`, t`blue`, t`purple`, t`black`];

/** A colour's name: "red". */
export const colourName = (colour: number): Message => COLOUR_NAMES[colour] ?? t`unknown`;

/** "red / 2×blue card": a Rum Card's public name (the Parrot: "the Parrot"). */
export function cardName(id: string): Message {
  if (id === PARROT) return t`the Parrot`;
  const c = rumCard(id);
  return t`${colourName(c.single)} / 2×${colourName(c.double)} card`;
}

/** The Castaway Clock: positions 1–4 show "discard 2" in the centre, 5–8 show "discard 3". */
export const discardCount = (clock: number): number => (clock <= 4 ? 2 : 3);

/** The highest value on a Captain Card and the Clock's last position (the Pirate Ship). */
export const MAX_VALUE = 8;
export const PIRATE_SHIP = 8;

/** Points to win by player count. */
export const GOAL: Record<number, number> = { 2: 21, 3: 18, 4: 15 };
