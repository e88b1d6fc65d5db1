/**
 * Every card of the game: the large deck (Blue 001–101, Yellow 111–161 with the booster), the
 * large carrots, and the small cards (carrots, cabbage, water).
 */
import { buildBlue, BLUE_CARROTS } from './blue.js';
import { buildYellow, YELLOW_CARROTS } from './yellow.js';
import { SUPPLY_UNITS, type CardDef } from './types.js';

export * from './types.js';
export { cardName, cardText, carrotName, bunnyName, dieName } from './texts.js';

export const BLUE: readonly CardDef[] = buildBlue();
export const YELLOW: readonly CardDef[] = buildYellow();
const BY_ID = new Map<string, CardDef>([...BLUE, ...YELLOW].map((c) => [c.id, c]));

/** The card with this id (throws on an unknown id: callers check with `isCard`). */
export function card(id: string): CardDef {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`Unknown card ${id}`);
  return c;
}
export const isCard = (id: unknown): id is string => typeof id === 'string' && BY_ID.has(id);

/** The draw pile's cards before the shuffle. */
export const drawPileCards = (booster: boolean): string[] => [...BLUE, ...(booster ? YELLOW : [])].map((c) => c.id);

/** Carrot names by number 1 … 12. */
export const CARROT_NAMES: readonly string[] = [...BLUE_CARROTS, ...YELLOW_CARROTS];
/** Large carrots: `lc01` … (8 Blue, 12 with the booster). */
export const largeCarrots = (booster: boolean): string[] => CARROT_NAMES.slice(0, booster ? 12 : 8).map((_, i) => `lc${String(i + 1).padStart(2, '0')}`);
/** Small carrots: `sc01` … (the same pictures). */
export const smallCarrots = (booster: boolean): string[] => largeCarrots(booster).map((id) => `sc${id.slice(2)}`);
/** A carrot's number from either card's id. */
export const carrotNum = (id: string): number => Number(id.slice(2));

/** Small cabbage and water cards: `cab01` … `cab12`, `wat01` … `wat12`. */
export const CABBAGE_CARDS: readonly string[] = SUPPLY_UNITS.map((_, i) => `cab${String(i + 1).padStart(2, '0')}`);
export const WATER_CARDS: readonly string[] = SUPPLY_UNITS.map((_, i) => `wat${String(i + 1).padStart(2, '0')}`);
/** Units of a small cabbage or water card. */
export const units = (id: string): number => SUPPLY_UNITS[Number(id.slice(3)) - 1] ?? 0;
