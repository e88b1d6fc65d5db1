/** Setting up the table for 3, 4 or 5 players. */
import type { Random } from '../../src/dsl/index.js';
import {
  BANK_TOTAL, BUILDINGS, BY_PLAYERS, GOODS_SUPPLY, ROLE_IDS, TILE_COUNTS, type BuildingId, type Good, type RoleId,
} from './buildings.js';
import type { PlayerBoard, PuertoRicoState } from './state.js';

const noGoods = (): Record<Good, number> => ({ corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 });

/** The roles in play: six, plus one prospector with 4 players and two with 5. */
export function rolesFor(players: number): RoleId[] {
  const prospectors = BY_PLAYERS[players as 3 | 4 | 5].prospectors;
  return ROLE_IDS.filter((r) => (r === 'prospector' ? prospectors >= 1 : r === 'prospector2' ? prospectors >= 2 : true));
}

export function setup({ players, random }: { players: number; random: Random }): PuertoRicoState {
  const numbers = BY_PLAYERS[players as 3 | 4 | 5];
  if (!numbers) throw new Error(`Puerto Rico is for 3 to 5 players, not ${players}.`);
  const next: Record<Good, number> = { corn: 1, indigo: 1, sugar: 1, tobacco: 1, coffee: 1 };
  const tile = (g: Good) => `${g}-${next[g]++}`;
  // Seat 0 is the first governor; the starting plantations go clockwise from him.
  const boards: PlayerBoard[] = numbers.start.map((g) => ({
    doubloons: numbers.doubloons, vp: 0, goods: noGoods(), island: [{ tile: tile(g), colonist: false }], city: [], sanJuan: 0,
  }));
  const deck: string[] = [];
  for (const g of ['corn', 'indigo', 'sugar', 'tobacco', 'coffee'] as Good[]) {
    while (next[g] <= TILE_COUNTS[g]) deck.push(tile(g));
  }
  random.shuffle(deck);
  const faceUp = deck.splice(deck.length - (players + 1), players + 1).reverse();
  const buildingSupply = Object.fromEntries(BUILDINGS.map((x) => [x.id, x.copies])) as Record<BuildingId, number>;
  return {
    boards,
    governor: 0,
    round: 1,
    roles: rolesFor(players).map((id) => ({ id, doubloons: 0, takenBy: null })),
    role: null,
    chooser: 0,
    bank: BANK_TOTAL - players * numbers.doubloons,
    vpSupply: numbers.vpChips,
    colonistSupply: numbers.colonists,
    colonistShip: numbers.shipColonists,
    goodsSupply: { ...GOODS_SUPPLY },
    tradingHouse: [],
    ships: numbers.ships.map((size) => ({ size, good: null, count: 0 })),
    plantationDeck: deck,
    faceUp,
    discard: [],
    quarries: Array.from({ length: TILE_COUNTS.quarry }, (_, i) => `quarry-${i + 1}`),
    buildingSupply,
    endTriggered: null,
    haciendaUsed: false,
    touched: [],
    produced: [],
    wharfUsed: boards.map(() => false),
    declined: boards.map(() => false),
    privilegeTaken: false,
    offer: null,
  };
}
