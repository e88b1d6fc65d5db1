/**
 * Puerto Rico's components: goods, plantations, buildings and the numbers that depend on the
 * player count. Every figure here is from the component list (see README.md, "Components").
 * Their names are texts (`` t`…` ``), shown in each table's language.
 */
import { plural, t, type Message } from '../../src/i18n/index.js';

/** The five goods, cheapest first (this is also their trading-house price order). */
export const GOODS = ['corn', 'indigo', 'sugar', 'tobacco', 'coffee'] as const;
export type Good = (typeof GOODS)[number];

/** What the trading house pays for one barrel. */
export const PRICE: Record<Good, number> = { corn: 0, indigo: 1, sugar: 2, tobacco: 3, coffee: 4 };

/** Barrels of each good in the box. */
export const GOODS_SUPPLY: Record<Good, number> = { corn: 10, indigo: 11, sugar: 11, tobacco: 9, coffee: 9 };

/** The name of a good, lower case, as it stands inside a sentence ("shipped corn"). */
export const GOOD_NAMES: Record<Good, Message> = { corn: t`corn`, indigo: t`indigo`, sugar: t`sugar`, tobacco: t`tobacco`, coffee: t`coffee` };

/** "3 barrels of corn": a count of barrels of one good (each language says it its own way). */
export function barrels(n: number, good: Good): Message {
  switch (good) {
    case 'corn': return plural(n, '# barrel of corn', '# barrels of corn');
    case 'indigo': return plural(n, '# barrel of indigo', '# barrels of indigo');
    case 'sugar': return plural(n, '# barrel of sugar', '# barrels of sugar');
    case 'tobacco': return plural(n, '# barrel of tobacco', '# barrels of tobacco');
    default: return plural(n, '# barrel of coffee', '# barrels of coffee');
  }
}

/** "You have no corn.": the refusal when a seat holds none of a good, a whole sentence per good. */
export function noGood(good: Good): Message {
  switch (good) {
    case 'corn': return t`You have no corn.`;
    case 'indigo': return t`You have no indigo.`;
    case 'sugar': return t`You have no sugar.`;
    case 'tobacco': return t`You have no tobacco.`;
    default: return t`You have no coffee.`;
  }
}

/** Island tiles: the five plantations and the quarry. */
export type TileKind = Good | 'quarry';
export const TILE_KINDS: readonly TileKind[] = [...GOODS, 'quarry'];
export const TILE_COUNTS: Record<TileKind, number> = { corn: 10, indigo: 12, sugar: 11, tobacco: 9, coffee: 8, quarry: 8 };

/** Every island tile id, e.g. `corn-3`, `quarry-8`. */
export const ALL_TILES: readonly string[] = TILE_KINDS.flatMap((k) => Array.from({ length: TILE_COUNTS[k] }, (_, i) => `${k}-${i + 1}`));

/** The name of an island tile's kind: "corn plantation", "quarry". */
export const TILE_NAMES: Record<TileKind, Message> = {
  corn: t`corn plantation`, indigo: t`indigo plantation`, sugar: t`sugar plantation`, tobacco: t`tobacco plantation`, coffee: t`coffee plantation`, quarry: t`quarry`,
};

/** The kind of an island tile from its id (`"coffee-2"` → `"coffee"`). */
export function tileKind(id: string): TileKind {
  return id.slice(0, id.indexOf('-')) as TileKind;
}

export type BuildingId =
  | 'smallIndigoPlant' | 'smallSugarMill' | 'smallMarket' | 'hacienda' | 'constructionHut' | 'smallWarehouse'
  | 'indigoPlant' | 'sugarMill' | 'hospice' | 'office' | 'largeMarket' | 'largeWarehouse'
  | 'tobaccoStorage' | 'coffeeRoaster' | 'factory' | 'university' | 'harbor' | 'wharf'
  | 'guildHall' | 'residence' | 'fortress' | 'customsHouse' | 'cityHall';

export interface Building {
  id: BuildingId;
  /** The building's name as printed on its tile, a text for the table's language. */
  name: Message;
  /** Price in doubloons before discounts. */
  cost: number;
  /** Column on the board (1–4): the most occupied quarries that may discount it, and its VP. */
  column: 1 | 2 | 3 | 4;
  /** Victory points at the end (occupied or not). */
  vp: number;
  /** Circles for colonists. */
  circles: number;
  /** Copies in the box. */
  copies: number;
  /** Large buildings take two city spaces. */
  large: boolean;
  /** Production buildings name the good they make; violet buildings have none. */
  produces: Good | null;
  /** A small (1-circle) production building, for the guild hall. */
  smallProduction: boolean;
}

const b = (id: BuildingId, name: Message, cost: number, column: 1 | 2 | 3 | 4, circles: number, copies: number, produces: Good | null = null): Building => ({
  id, name, cost, column, vp: column, circles, copies, large: column === 4, produces,
  smallProduction: produces !== null && (id === 'smallIndigoPlant' || id === 'smallSugarMill'),
});

/** The 23 buildings of the board, column by column. */
export const BUILDINGS: readonly Building[] = [
  b('smallIndigoPlant', t`Small Indigo Plant`, 1, 1, 1, 4, 'indigo'),
  b('smallSugarMill', t`Small Sugar Mill`, 2, 1, 1, 4, 'sugar'),
  b('smallMarket', t`Small Market`, 1, 1, 1, 2),
  b('hacienda', t`Hacienda`, 2, 1, 1, 2),
  b('constructionHut', t`Construction Hut`, 2, 1, 1, 2),
  b('smallWarehouse', t`Small Warehouse`, 3, 1, 1, 2),
  b('indigoPlant', t`Indigo Plant`, 3, 2, 3, 3, 'indigo'),
  b('sugarMill', t`Sugar Mill`, 4, 2, 3, 3, 'sugar'),
  b('hospice', t`Hospice`, 4, 2, 1, 2),
  b('office', t`Office`, 5, 2, 1, 2),
  b('largeMarket', t`Large Market`, 5, 2, 1, 2),
  b('largeWarehouse', t`Large Warehouse`, 6, 2, 1, 2),
  b('tobaccoStorage', t`Tobacco Storage`, 5, 3, 3, 3, 'tobacco'),
  b('coffeeRoaster', t`Coffee Roaster`, 6, 3, 2, 3, 'coffee'),
  b('factory', t`Factory`, 7, 3, 1, 2),
  b('university', t`University`, 8, 3, 1, 2),
  b('harbor', t`Harbor`, 8, 3, 1, 2),
  b('wharf', t`Wharf`, 9, 3, 1, 2),
  b('guildHall', t`Guild Hall`, 10, 4, 1, 1),
  b('residence', t`Residence`, 10, 4, 1, 1),
  b('fortress', t`Fortress`, 10, 4, 1, 1),
  b('customsHouse', t`Customs House`, 10, 4, 1, 1),
  b('cityHall', t`City Hall`, 10, 4, 1, 1),
];

const BY_ID = new Map(BUILDINGS.map((x) => [x.id, x]));
export const BUILDING_IDS: readonly BuildingId[] = BUILDINGS.map((x) => x.id);

/** The building with this id; throws on an unknown id (use `isBuildingId` on untrusted input). */
export function building(id: BuildingId): Building {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown building "${String(id)}".`);
  return found;
}
export const isBuildingId = (x: unknown): x is BuildingId => typeof x === 'string' && BY_ID.has(x as BuildingId);
export const isGood = (x: unknown): x is Good => typeof x === 'string' && (GOODS as readonly string[]).includes(x);
/** Violet buildings: every building that is not a production building (for the city hall). */
export const isViolet = (id: BuildingId): boolean => building(id).produces === null;

/** Factory bonus by the number of kinds produced (index = kinds). */
export const FACTORY_BONUS = [0, 0, 1, 2, 3, 5] as const;

/** The numbers that change with the player count. */
export interface CountSetup {
  ships: number[];
  colonists: number;
  shipColonists: number;
  vpChips: number;
  doubloons: number;
  faceUp: number;
  prospectors: number;
  /** Starting plantations by seat, from the governor clockwise. */
  start: Good[];
}

export const BY_PLAYERS: Record<3 | 4 | 5, CountSetup> = {
  3: { ships: [4, 5, 6], colonists: 55, shipColonists: 3, vpChips: 75, doubloons: 2, faceUp: 4, prospectors: 0, start: ['indigo', 'indigo', 'corn'] },
  4: { ships: [5, 6, 7], colonists: 75, shipColonists: 4, vpChips: 100, doubloons: 3, faceUp: 5, prospectors: 1, start: ['indigo', 'indigo', 'corn', 'corn'] },
  5: { ships: [6, 7, 8], colonists: 95, shipColonists: 5, vpChips: 122, doubloons: 4, faceUp: 6, prospectors: 2, start: ['indigo', 'indigo', 'indigo', 'corn', 'corn'] },
};

/** The doubloons in the box: 46 coins of 1 and 8 of 5. */
export const BANK_TOTAL = 46 + 8 * 5;

export const ROLE_IDS = ['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain', 'prospector', 'prospector2'] as const;
export type RoleId = (typeof ROLE_IDS)[number];
/** The role cards' names (every role is a person: "the Settler"). */
export const ROLE_NAMES: Record<RoleId, Message> = {
  settler: t`Settler`, mayor: t`Mayor`, builder: t`Builder`, craftsman: t`Craftsman`, trader: t`Trader`, captain: t`Captain`, prospector: t`Prospector`, prospector2: t`Prospector`,
};
/** Island spaces and city spaces on a player board. */
export const ISLAND_SPACES = 12;
export const CITY_SPACES = 12;
/** Goods the trading house holds. */
export const TRADING_HOUSE_SIZE = 4;
/** The wharf's imaginary ship is unlimited; the seed puts it at 11 barrels, more than anyone can hold. */
export const WHARF_CAPACITY = 11;
