/**
 * The game data of Puerto Rico and the helpers every role reads it with. Plain JSON throughout.
 */
import type { Seat } from '../../src/dsl/index.js';
import { plural, t, type Text } from '../../src/i18n/index.js';
import {
  building, CITY_SPACES, FACTORY_BONUS, GOOD_NAMES, GOODS, ISLAND_SPACES, isGood, noGood, PRICE, TRADING_HOUSE_SIZE, tileKind, WHARF_CAPACITY,
  type BuildingId, type Good, type RoleId,
} from './buildings.js';

/** A tile on a player's island: its id (`"corn-3"`, `"quarry-1"`) and whether a colonist works it. */
export interface IslandTile {
  tile: string;
  colonist: boolean;
}

/** A building in a player's city and the colonists on its circles. */
export interface CityBuilding {
  id: BuildingId;
  colonists: number;
}

export interface PlayerBoard {
  doubloons: number;
  /** VP chips (plus points noted on paper once the chips ran out). `null` in another seat's view: chips are secret. */
  vp: number | null;
  /** Barrels on the windrose. */
  goods: Record<Good, number>;
  island: IslandTile[];
  city: CityBuilding[];
  /** Colonists waiting in San Juan. */
  sanJuan: number;
}

export interface RoleCard {
  id: RoleId;
  /** Doubloons lying on the card (one added each round it is not taken). */
  doubloons: number;
  /** The seat that took it this round, or null. */
  takenBy: Seat | null;
}

export interface CargoShip {
  size: number;
  good: Good | null;
  count: number;
}

export interface PuertoRicoState {
  /** One board per seat. */
  boards: PlayerBoard[];
  /** The seat holding the governor card. */
  governor: Seat;
  /** Rounds begun (1 in the first round). */
  round: number;
  /** The role cards in play (6, 7 or 8). */
  roles: RoleCard[];
  /** The role whose action is being played now, null while choosing. */
  role: RoleId | null;
  /** The seat that chose `role`. */
  chooser: Seat;
  /** Doubloons in the bank (the bank never runs out; below zero means coins are substituted). */
  bank: number;
  /** VP chips left; below zero means points noted on paper after the chips ran out. */
  vpSupply: number;
  colonistSupply: number;
  colonistShip: number;
  goodsSupply: Record<Good, number>;
  tradingHouse: Good[];
  ships: CargoShip[];
  /** The face-down plantation stack; the last item is the top ("hidden" in every view). */
  plantationDeck: string[];
  /** The face-up plantations to choose from. */
  faceUp: string[];
  /** The face-up discard pile of untaken plantations. */
  discard: string[];
  quarries: string[];
  /** Copies of each building left on the board. */
  buildingSupply: Record<BuildingId, number>;
  /** Why the game ends at the end of this round, or null. */
  endTriggered: EndReason | null;
  /** Settler: the current player has already used the hacienda this turn. */
  haciendaUsed: boolean;
  /** Mayor: buildings/tiles the current player placed a colonist on this turn (e.g. "city-2", "island-0"). */
  touched: string[];
  /** Craftsman: kinds the craftsman produced this phase (for his extra good), emptied once he took it. */
  produced: Good[];
  /** Captain: seats that have used their wharf this phase. */
  wharfUsed: boolean[];
  /** Captain: seats that declined to use their wharf when it was their only way to load. */
  declined: boolean[];
  /** Captain: the captain has made his first load (his privilege VP was offered with it). */
  privilegeTaken: boolean;
  /**
   * Something the current player may take or decline before going on: a colonist — the mayor's
   * privilege (from the supply, into San Juan), the hospice's (onto the tile just placed) or the
   * university's (onto the building just built) — or a VP chip for the load just made — the
   * captain's privilege VP or the harbor's. Null when nothing is on offer.
   */
  offer: Offer | null;
}

/**
 * What ends the game at the end of the round: the colonist ship could not be filled, a city's
 * 12th space was built, or the VP chips ran out.
 */
export type EndReason = 'colonists' | 'city' | 'vpChips';

/** Who offers a colonist that its receiver may decline. */
export type ColonistOffer = 'privilege' | 'hospice' | 'university';
/** Who offers an extra VP chip for a load that its receiver may decline: the captain's privilege or the harbor. */
export type VpOffer = 'captainVp' | 'harborVp';
/** Anything on offer that its receiver may take or decline. */
export type Offer = ColonistOffer | VpOffer;

type G = Readonly<PuertoRicoState>;

export const seats = (G: G): Seat[] => G.boards.map((_, s) => s);

/** Whether the seat owns `id` with at least one colonist on it. */
export function occupied(board: Readonly<PlayerBoard>, id: BuildingId): boolean {
  for (const b of board.city) if (b.id === id) return b.colonists > 0;
  return false;
}
export const owns = (board: Readonly<PlayerBoard>, id: BuildingId): boolean => board.city.some((b) => b.id === id);

/** City spaces used (large buildings take two). */
export function citySpaces(board: Readonly<PlayerBoard>): number {
  let n = 0;
  for (const b of board.city) n += building(b.id).large ? 2 : 1;
  return n;
}

export const islandFree = (board: Readonly<PlayerBoard>): number => ISLAND_SPACES - board.island.length;

export function occupiedQuarries(board: Readonly<PlayerBoard>): number {
  let n = 0;
  for (const t of board.island) if (t.colonist && tileKind(t.tile) === 'quarry') n++;
  return n;
}

/** All colonists a seat has: on tiles, in buildings and in San Juan. */
export function colonistsOf(board: Readonly<PlayerBoard>): number {
  let n = board.sanJuan;
  for (const t of board.island) if (t.colonist) n++;
  for (const b of board.city) n += b.colonists;
  return n;
}

/** Empty circles on a seat's tiles and buildings. */
export function emptyCircles(board: Readonly<PlayerBoard>): number {
  let n = 0;
  for (const t of board.island) if (!t.colonist) n++;
  return n + emptyBuildingCircles(board);
}
export function emptyBuildingCircles(board: Readonly<PlayerBoard>): number {
  let n = 0;
  for (const b of board.city) n += building(b.id).circles - b.colonists;
  return n;
}

export const goodsCount = (board: Readonly<PlayerBoard>): number => GOODS.reduce((n, g) => n + board.goods[g], 0);
export const heldKinds = (board: Readonly<PlayerBoard>): Good[] => GOODS.filter((g) => board.goods[g] > 0);

/**
 * What `seat` pays for `id`: cost, less one occupied quarry per doubloon up to the building's
 * column, less one more for the builder's privilege, never below zero.
 */
export function buildingPrice(board: Readonly<PlayerBoard>, id: BuildingId, privilege: boolean): number {
  const def = building(id);
  const discount = Math.min(occupiedQuarries(board), def.column) + (privilege ? 1 : 0);
  return Math.max(0, def.cost - discount);
}

/** Why `seat` may not build `id` now, or null when it may (ignoring whose turn it is). */
export function buildProblem(G: G, seat: Seat, id: BuildingId): Text | null {
  const board = G.boards[seat]!;
  const def = building(id);
  if (G.buildingSupply[id] <= 0) return t`No ${def.name} is left on the board.`;
  if (owns(board, id)) return t`You already have the ${def.name}: each building only once per city.`;
  if (citySpaces(board) + (def.large ? 2 : 1) > CITY_SPACES) {
    return def.large ? t`A ${def.name} needs two free city spaces.` : t`Your city has no free space.`;
  }
  const price = buildingPrice(board, id, G.chooser === seat);
  if (price > board.doubloons) return plural(price, 'The {0} costs you # doubloon; you have {1}.', 'The {0} costs you # doubloons; you have {1}.', def.name, board.doubloons);
  return null;
}

/** Goods of each kind a seat's occupied plantations and buildings can make (before the supply limit). */
export function productionCapacity(board: Readonly<PlayerBoard>): Record<Good, number> {
  const plantations: Record<Good, number> = { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 };
  for (const t of board.island) {
    const kind = tileKind(t.tile);
    if (t.colonist && kind !== 'quarry') plantations[kind]++;
  }
  const workers: Record<Good, number> = { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 };
  for (const b of board.city) {
    const g = building(b.id).produces;
    if (g) workers[g] += b.colonists;
  }
  return {
    corn: plantations.corn,
    indigo: Math.min(plantations.indigo, workers.indigo),
    sugar: Math.min(plantations.sugar, workers.sugar),
    tobacco: Math.min(plantations.tobacco, workers.tobacco),
    coffee: Math.min(plantations.coffee, workers.coffee),
  };
}

/**
 * Production of one seat in the craftsman phase, taken from the supply (a kind the supply lacks
 * gives what is left, possibly nothing). Returns the barrels produced per kind and the factory bonus.
 */
export function produce(G: PuertoRicoState, seat: Seat): { made: Record<Good, number>; factory: number } {
  const board = G.boards[seat]!;
  const capacity = productionCapacity(board);
  const made: Record<Good, number> = { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 };
  let kinds = 0;
  for (const g of GOODS) {
    const n = Math.min(capacity[g], G.goodsSupply[g]);
    if (n > 0) {
      made[g] = n;
      G.goodsSupply[g] -= n;
      board.goods[g] += n;
      kinds++;
    }
  }
  const factory = occupied(board, 'factory') ? FACTORY_BONUS[kinds]! : 0;
  if (factory > 0) pay(G, seat, factory);
  return { made, factory };
}

/** Moves doubloons from the bank to a seat. */
export function pay(G: PuertoRicoState, seat: Seat, amount: number): void {
  G.bank -= amount;
  G.boards[seat]!.doubloons += amount;
}

/** Gives VP chips (the supply may go below zero: points on paper); using the last chip ends the game after this round. */
export function giveVp(G: PuertoRicoState, seat: Seat, amount: number): void {
  G.vpSupply -= amount;
  G.boards[seat]!.vp = (G.boards[seat]!.vp ?? 0) + amount;
  if (G.vpSupply <= 0) G.endTriggered ??= 'vpChips';
}

/** What the trading house pays `seat` for one `good` (price, trader's +1, markets). */
export function salePrice(G: G, seat: Seat, good: Good): number {
  const board = G.boards[seat]!;
  return PRICE[good] + (G.chooser === seat ? 1 : 0) + (occupied(board, 'smallMarket') ? 1 : 0) + (occupied(board, 'largeMarket') ? 2 : 0);
}

/** Kinds `seat` may sell to the trading house now. */
export function sellableGoods(G: G, seat: Seat): Good[] {
  if (G.tradingHouse.length >= TRADING_HOUSE_SIZE) return [];
  const board = G.boards[seat]!;
  const office = occupied(board, 'office');
  return GOODS.filter((g) => board.goods[g] > 0 && (office || !G.tradingHouse.includes(g)));
}

/** A place to load: a cargo ship's index or the seat's wharf. */
export type LoadTarget = number | 'wharf';
export interface LoadOption {
  good: Good;
  ship: LoadTarget;
}

/** Loads `seat` may make on the cargo ships now (the wharf not included). */
export function shipOptions(G: G, seat: Seat): LoadOption[] {
  const board = G.boards[seat]!;
  const out: LoadOption[] = [];
  for (const good of GOODS) {
    const have = board.goods[good];
    if (have === 0) continue;
    const carrying = G.ships.findIndex((s) => s.good === good);
    if (carrying >= 0) {
      const ship = G.ships[carrying]!;
      if (ship.count < ship.size) out.push({ good, ship: carrying });
      continue;
    }
    // A kind on no ship goes on an empty ship, the one taking the most of it.
    let best = 0;
    for (const s of G.ships) if (s.good === null) best = Math.max(best, Math.min(have, s.size));
    if (best === 0) continue;
    G.ships.forEach((s, i) => {
      if (s.good === null && Math.min(have, s.size) === best) out.push({ good, ship: i });
    });
  }
  return out;
}

/** Wharf loads `seat` may make now (any kind it holds, once per captain phase). */
export function wharfOptions(G: G, seat: Seat): LoadOption[] {
  const board = G.boards[seat]!;
  if (!occupied(board, 'wharf') || G.wharfUsed[seat]) return [];
  return GOODS.filter((g) => board.goods[g] > 0).map((good) => ({ good, ship: 'wharf' as const }));
}

/** Everything the captain may load now: `shipOptions` then `wharfOptions`. */
export function loadOptions(G: G, seat: Seat): LoadOption[] {
  return [...shipOptions(G, seat), ...wharfOptions(G, seat)];
}

/** A seat still has a loading turn to play: it must load on a ship, or may use its wharf. */
export function mayStillLoad(G: G, seat: Seat): boolean {
  return shipOptions(G, seat).length > 0 || (!G.declined[seat] && wharfOptions(G, seat).length > 0);
}

/** Barrels a load moves: as many as fit (the wharf takes all). */
export function loadAmount(G: G, seat: Seat, option: LoadOption): number {
  const have = G.boards[seat]!.goods[option.good];
  if (option.ship === 'wharf') return Math.min(have, WHARF_CAPACITY);
  const ship = G.ships[option.ship]!;
  return Math.min(have, ship.size - ship.count);
}

/** Kinds `seat` may keep in warehouses at the end of the captain phase (small 1, large 2). */
export function warehouseKinds(board: Readonly<PlayerBoard>): number {
  return (occupied(board, 'smallWarehouse') ? 1 : 0) + (occupied(board, 'largeWarehouse') ? 2 : 0);
}

export interface StoreArgs {
  [key: string]: Good[] | Good | null;
  /** Kinds kept whole in warehouses (in the order of `GOODS`). */
  warehouse: Good[];
  /** The one barrel kept on the windrose, or null. */
  windrose: Good | null;
}

/**
 * Every way `seat` may store its goods: any kinds it holds, up to as many as its occupied
 * warehouses take, kept whole, and one barrel of another kind on the windrose or none; keeping
 * less is allowed (what is not kept returns to the supply). Ways that keep the same barrels (a
 * single barrel in a warehouse or on the windrose) are both listed. Those keeping the most come first.
 */
export function storeOptions(board: Readonly<PlayerBoard>): StoreArgs[] {
  const kinds = heldKinds(board);
  const w = Math.min(warehouseKinds(board), kinds.length);
  const out: StoreArgs[] = [];
  const pick = (size: number, from: number, chosen: Good[]) => {
    if (chosen.length === size) {
      const rest = kinds.filter((k) => !chosen.includes(k));
      for (const r of rest) out.push({ warehouse: chosen.slice(), windrose: r });
      out.push({ warehouse: chosen.slice(), windrose: null });
      return;
    }
    for (let i = from; i < kinds.length; i++) pick(size, i + 1, [...chosen, kinds[i]!]);
  };
  for (let size = w; size >= 0; size--) pick(size, 0, []);
  return out;
}

/** Why `args` is not a way for this board to store its goods, or null when it is. */
export function storeProblem(board: Readonly<PlayerBoard>, args: Readonly<StoreArgs>): Text | null {
  if (!Array.isArray(args.warehouse) || !args.warehouse.every(isGood)) return t`warehouse must list goods, e.g. ["coffee"].`;
  if (args.windrose !== null && !isGood(args.windrose)) return t`windrose must be a good or null.`;
  const w = warehouseKinds(board);
  if (args.warehouse.length > w) return w === 0 ? t`You have no occupied warehouse.` : plural(w, 'Your warehouses keep at most # kind.', 'Your warehouses keep at most # kinds.');
  for (const g of [...args.warehouse, ...(args.windrose ? [args.windrose] : [])]) if (board.goods[g] === 0) return noGood(g);
  // The goods' ids, as a move names them (not words to translate).
  if (args.warehouse.some((g, i) => GOODS.indexOf(g) <= (i > 0 ? GOODS.indexOf(args.warehouse[i - 1]!) : -1))) return t`List each warehouse kind once, in the order ${GOODS.join(', ')}.`;
  if (args.windrose !== null && args.warehouse.includes(args.windrose)) return t`All your ${GOOD_NAMES[args.windrose]} is already kept in a warehouse.`;
  return null;
}

/** Keeps what `store` says, returning the rest of the seat's goods to the supply. */
export function applyStorage(G: PuertoRicoState, seat: Seat, args: StoreArgs): void {
  const board = G.boards[seat]!;
  for (const g of GOODS) {
    const keep = args.warehouse.includes(g) ? board.goods[g] : args.windrose === g ? Math.min(1, board.goods[g]) : 0;
    G.goodsSupply[g] += board.goods[g] - keep;
    board.goods[g] = keep;
  }
}

/** Whether a colonist can be had from the supply or, failing that, the ship (hospice, university). */
export const colonistAvailable = (G: G): boolean => G.colonistSupply > 0 || G.colonistShip > 0;

/** Takes one colonist from the supply, else from the ship; false when both are empty. */
export function takeColonist(G: PuertoRicoState): boolean {
  if (G.colonistSupply > 0) {
    G.colonistSupply--;
    return true;
  }
  if (G.colonistShip > 0) {
    G.colonistShip--;
    return true;
  }
  return false;
}

export const rolesTaken = (G: G): number => G.roles.reduce((n, r) => n + (r.takenBy === null ? 0 : 1), 0);
/** The seat choosing the next role: the governor, then clockwise one seat per role taken. */
export const nextChooser = (G: G): Seat => (G.governor + rolesTaken(G)) % G.boards.length;
