/**
 * The SPY cards: four colour sets. Each set is a double-sided Spy, Safe 1, Safe 2, Top Secret 1,
 * Top Secret 2 and two "Bomb 1" cards; green and red also hold a "Bomb 2", used only in a
 * two-player game. 4 spies + 8 safes + 8 top secrets + 10 bombs = 30 cards.
 *
 * Card ids are strings (`green-safe-1`, `red-bomb-1b`) so a view can be searched for leaked ids.
 * A card's *type* (`safe-1`, `bomb-1` …) is what the players can tell apart: the two Bomb 1 cards
 * of a colour look the same.
 */
import { t, type Message } from '../../src/i18n/index.js';

/** Colours in seat order. Two players use only green and red, as the rulebook says. */
export const COLOURS = ['green', 'red', 'purple', 'blue'] as const;
export type Colour = (typeof COLOURS)[number];

/** The card types that make up a Spy Base (the Spy itself stands between the cards). */
export const TYPES = ['safe-1', 'safe-2', 'ts-1', 'ts-2', 'bomb-1', 'bomb-2'] as const;
export type CardType = (typeof TYPES)[number];

/** The Exposure Target order: both Safes ascending, then both Top Secrets ascending. */
export const EXPOSURE_ORDER: readonly CardType[] = ['safe-1', 'safe-2', 'ts-1', 'ts-2'];

/** The colours used with this many players. */
export function coloursFor(players: number): Colour[] {
  return COLOURS.slice(0, players) as Colour[];
}

/** Whether this many players use the extra "Bomb 2" cards (two players only). */
export const usesBomb2 = (players: number): boolean => players === 2;

/** The ids of one colour's base cards (not the Spy), in a fixed order. */
export function baseCards(colour: Colour, players: number): string[] {
  const ids = [`${colour}-safe-1`, `${colour}-safe-2`, `${colour}-ts-1`, `${colour}-ts-2`, `${colour}-bomb-1a`, `${colour}-bomb-1b`];
  if (usesBomb2(players)) ids.push(`${colour}-bomb-2`);
  return ids;
}

/** Every card in the box, spies included (30). */
export function boxContents(): string[] {
  const all: string[] = [];
  for (const c of COLOURS) {
    all.push(`${c}-spy`, ...baseCards(c, 4));
    if (c === 'green' || c === 'red') all.push(`${c}-bomb-2`);
  }
  return all;
}

const TYPE_OF = /^(green|red|purple|blue)-(safe-1|safe-2|ts-1|ts-2|bomb-1|bomb-2)[ab]?$/;

/** The type of a card id (throws on something that is no base card: a corrupt state). */
export function typeOf(id: string): CardType {
  const m = TYPE_OF.exec(id);
  if (!m) throw new Error(`Unknown SPY card "${id}".`);
  return m[2] as CardType;
}

export function isCardId(id: unknown): id is string {
  return typeof id === 'string' && TYPE_OF.test(id);
}

/** The movement number printed on a card of this type: 1 or 2. */
export const valueOf = (type: CardType): 1 | 2 => (type.endsWith('2') ? 2 : 1);

export const isBomb = (type: CardType): boolean => type.startsWith('bomb');
export const isSafe = (type: CardType): boolean => type.startsWith('safe');
export const isTopSecret = (type: CardType): boolean => type.startsWith('ts');

const NAMES: Record<CardType, Message> = {
  'safe-1': t`Safe 1`, 'safe-2': t`Safe 2`, 'ts-1': t`Top Secret 1`, 'ts-2': t`Top Secret 2`, 'bomb-1': t`Bomb 1`, 'bomb-2': t`Bomb 2`,
};

/** A card type's name as a text: "Safe 1", "Top Secret 2", "Bomb 1". */
export const typeName = (type: CardType): Message => NAMES[type];

const COLOUR_NAMES: Record<Colour, Message> = { green: t`Green`, red: t`Red`, purple: t`Purple`, blue: t`Blue` };

/** A colour as the name of the player who has it: "Green", "Purple" ("Green's card 3", "Green is out"). */
export const colourName = (c: Colour): Message => COLOUR_NAMES[c];

/**
 * A colour's Spy Base by name, a whole text for each colour: the colour agrees with "base" in
 * the languages that inflect it ("Base Espía Roja", "Base d’espionnage verte").
 */
const BASE_NAMES: Record<Colour, Message> = { green: t`Green Spy Base`, red: t`Red Spy Base`, purple: t`Purple Spy Base`, blue: t`Blue Spy Base` };

/** "Green Spy Base". */
export const baseName = (c: Colour): Message => BASE_NAMES[c];
