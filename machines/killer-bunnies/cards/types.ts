/**
 * What a Killer Bunnies card is, as data: its number, type, family (which rules resolve it) and
 * the numbers printed on it. Names and texts are translatable messages (cards/texts.ts).
 */
export const DICE = ['violet', 'orange', 'green', 'yellow', 'blue', 'black'] as const;
/** The six d12 of the Blue Starter. */
export type Die = (typeof DICE)[number];
/** The five dice of Carrot Top Casino, the Magic Fountain and Supplies Surprise. */
export const FIVE_DICE: readonly Die[] = ['violet', 'orange', 'green', 'yellow', 'blue'];

export const BUNNY_COLOURS = ['blue', 'green', 'orange', 'violet', 'yellow'] as const;
export type BunnyColour = (typeof BUNNY_COLOURS)[number];
export const BUNNY_KINDS = ['congenial', 'gleeful', 'lumbering', 'sinister', 'timid'] as const;
export type BunnyKind = (typeof BUNNY_KINDS)[number];

/** The card types printed in the top window. */
export type CardType = 'run' | 'special' | 'verySpecial' | 'playImmediately' | 'dolla';

/** Which rules resolve a card. */
export type Family =
  | 'bunny' | 'freeAgent'
  | 'carrot' | 'feed' | 'weapon' | 'nuclear' | 'ebola' | 'trojan' | 'wave'
  | 'area51' | 'badKarma' | 'bakerStreet' | 'blackCat' | 'cyber' | 'defector' | 'drought' | 'maggots'
  | 'halo' | 'clover' | 'marketHigh' | 'marketClosed' | 'poverty' | 'casino'
  | 'freeCabbage' | 'freeWater' | 'freeBoth' | 'geneva' | 'coupon' | 'danish' | 'bakery' | 'fountain' | 'supplies'
  | 'spatula' | 'rooney' | 'sunnyDay' | 'misfortune' | 'dolla'
  | 'blockBid' | 'carrotThief' | 'doubleDolla' | 'rockBottom' | 'roulette' | 'weil'
  | 'bugOff' | 'minilith' | 'flood' | 'weaponsExchange' | 'reversal';

export interface CardDef {
  /** `k001` … `k165`: the printed number, fixed width so no id is part of another. */
  id: string;
  num: number;
  type: CardType;
  family: Family;
  /** Pink box: needs a bunny of its player in the Bunny Circle. */
  pink: boolean;
  /** Dice boxes: the d12 the card rolls. */
  dice: Die[];
  /** Bunnies. */
  colour?: BunnyColour;
  kind?: BunnyKind;
  /** Weapons: the level (the roll must be higher to survive). Waves: the level at the target. */
  level?: number;
  /** Feed The Bunny: cabbage and water units. */
  cabbage?: number;
  water?: number;
  /** Choose A Carrot: 1 or 2. Lucky Clover: 1, 2 or 3. Kaballa Dolla: its value. Nuclear-like: radius. */
  n?: number;
  /** Which deck: Blue (base) or Yellow (booster). */
  deck: 'blue' | 'yellow';
  /** The name printed on the card, in English (the translation key of its name). */
  name: string;
}

/** A large carrot (pink back) and its small twin: number 1 … 12. */
export interface CarrotDef {
  num: number;
  name: string;
}

/** Small supply cards: units per card (the same for cabbage and water). */
export const SUPPLY_UNITS = [1, 1, 1, 1, 1, 2, 2, 2, 2, 5, 5, 10] as const;

export const cardId = (num: number): string => `k${String(num).padStart(3, '0')}`;
