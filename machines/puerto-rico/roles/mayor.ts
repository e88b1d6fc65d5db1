/**
 * The mayor: the ship's colonists handed out one at a time from the mayor; the mayor, first of
 * all on his turn, takes or declines his privilege colonist from the supply; then each seat (from
 * the mayor) rearranges its colonists one at a time and says "done" once no circle that could be
 * filled is empty. Last, the ship is refilled.
 */
import { eachSeatOnce, move, roundOver, type PhaseDef, type Seat } from '../../../src/dsl/index.js';
import { t, type Text } from '../../../src/i18n/index.js';
import { building } from '../buildings.js';
import { colonistsOf, emptyBuildingCircles, emptyCircles, type PlayerBoard, type PuertoRicoState } from '../state.js';
import { offerPending, privilegeColonist } from './colonists.js';

type G = PuertoRicoState;

/** Where a colonist sits: a tile of the island or a building of the city, by index. */
export interface Spot {
  [key: string]: string | number;
  area: 'island' | 'city';
  index: number;
}

const key = (s: Spot) => `${s.area}-${s.index}`;

function spotProblem(board: Readonly<PlayerBoard>, spot: Spot): Text | null {
  if (spot.area !== 'island' && spot.area !== 'city') return t`Say where: area "island" or "city".`;
  const list = spot.area === 'island' ? board.island : board.city;
  if (!Number.isInteger(spot.index) || spot.index < 0 || spot.index >= list.length) {
    if (spot.area === 'island') return list.length === 0 ? t`You have nothing on your island.` : t`Pick a tile 0 to ${list.length - 1}.`;
    return list.length === 0 ? t`You have nothing on your city.` : t`Pick a building 0 to ${list.length - 1}.`;
  }
  return null;
}

/** Spots with an empty circle (where a colonist from San Juan may go). */
export function placeSpots(board: Readonly<PlayerBoard>): Spot[] {
  if (board.sanJuan === 0) return [];
  const out: Spot[] = [];
  board.island.forEach((t, index) => { if (!t.colonist) out.push({ area: 'island', index }); });
  board.city.forEach((b, index) => { if (b.colonists < building(b.id).circles) out.push({ area: 'city', index }); });
  return out;
}

/** Spots a colonist may be taken back from to San Juan (not one filled this turn). */
export function removeSpots(G: Readonly<G>, board: Readonly<PlayerBoard>): Spot[] {
  const out: Spot[] = [];
  board.island.forEach((t, index) => { if (t.colonist && !G.touched.includes(`island-${index}`)) out.push({ area: 'island', index }); });
  board.city.forEach((b, index) => { if (b.colonists > 0 && !G.touched.includes(`city-${index}`)) out.push({ area: 'city', index }); });
  return out;
}

/** "Done" is refused while a colonist waits in San Juan and a circle is empty. */
export const mustStillPlace = (board: Readonly<PlayerBoard>): boolean => board.sanJuan > 0 && emptyCircles(board) > 0;

const place = move<G, Spot>({
  args: (G, _ctx, seat) => (G.offer === null ? placeSpots(G.boards[seat]!) : []),
  check: (G, spot, _ctx, seat) => {
    const pending = offerPending(G);
    if (pending) return pending;
    const board = G.boards[seat]!;
    const bad = spotProblem(board, spot);
    if (bad) return bad;
    if (board.sanJuan === 0) return t`You have no colonist in San Juan to place.`;
    if (spot.area === 'island' ? board.island[spot.index]!.colonist : board.city[spot.index]!.colonists >= building(board.city[spot.index]!.id).circles) {
      return t`That has no empty circle.`;
    }
    return true;
  },
  apply: (G, spot, { seat }) => {
    const board = G.boards[seat]!;
    board.sanJuan--;
    if (spot.area === 'island') board.island[spot.index]!.colonist = true;
    else board.city[spot.index]!.colonists++;
    if (!G.touched.includes(key(spot))) G.touched.push(key(spot));
  },
  describe: (spot) => (spot.area === 'island' ? t`placed a colonist on a plantation` : t`placed a colonist on a building`),
});

const remove = move<G, Spot>({
  args: (G, _ctx, seat) => (G.offer === null ? removeSpots(G, G.boards[seat]!) : []),
  check: (G, spot, _ctx, seat) => {
    const pending = offerPending(G);
    if (pending) return pending;
    const board = G.boards[seat]!;
    const bad = spotProblem(board, spot);
    if (bad) return bad;
    if (spot.area === 'island' ? !board.island[spot.index]!.colonist : board.city[spot.index]!.colonists === 0) return t`No colonist is there.`;
    if (G.touched.includes(key(spot))) return t`You placed a colonist there this turn; take it back with undo instead.`;
    return true;
  },
  apply: (G, spot, { seat }) => {
    const board = G.boards[seat]!;
    board.sanJuan++;
    if (spot.area === 'island') board.island[spot.index]!.colonist = false;
    else board.city[spot.index]!.colonists--;
  },
  describe: (spot) => (spot.area === 'island' ? t`moved a colonist from a plantation to San Juan` : t`moved a colonist from a building to San Juan`),
});

const doneMayor = move<G>({
  check: (G, _args, _ctx, seat) => offerPending(G) ?? (mustStillPlace(G.boards[seat]!) ? t`Every empty circle must be filled while colonists wait in San Juan.` : true),
  apply: (G) => {
    G.touched = [];
  },
  endsTurn: true,
  describe: () => t`finished placing colonists`,
});

/**
 * The ship's colonists handed out one by one from the mayor; the mayor's privilege colonist is
 * offered while the supply has one (he answers first thing on his turn).
 */
export function colonistsArrive(G: G): void {
  const n = G.boards.length;
  G.offer = G.colonistSupply > 0 ? 'privilege' : null;
  for (let i = 0; G.colonistShip > 0; i++) {
    G.colonistShip--;
    G.boards[(G.chooser + i) % n]!.sanJuan++;
  }
}

/** Colonists the ship must carry next: one per empty building circle, at least one per player. */
export const shipNeeds = (G: Readonly<G>): number => Math.max(G.boards.length, G.boards.reduce((s, b) => s + emptyBuildingCircles(b), 0));

/** The mayor's last duty: refill the ship; when the supply cannot, the game ends this round. */
export function refillShip(G: G): void {
  const need = shipNeeds(G);
  if (G.colonistSupply >= need) {
    G.colonistSupply -= need;
    G.colonistShip += need;
  } else {
    G.colonistShip += G.colonistSupply;
    G.colonistSupply = 0;
    G.endTriggered ??= 'colonists';
  }
  G.touched = [];
  G.role = null;
}

export const mayorPhase: PhaseDef<G> = {
  label: t`Mayor: place colonists`,
  enter: colonistsArrive,
  // Seats without a single colonist have nothing to place or move (the mayor still answers his privilege).
  turn: eachSeatOnce({ first: (G) => G.chooser, skip: (G, _ctx, seat: Seat) => colonistsOf(G.boards[seat]!) === 0 && !(seat === G.chooser && G.offer === 'privilege') }),
  moves: { privilegeColonist, place, remove, doneMayor },
  next: [{ if: roundOver, to: 'chooseRole', do: refillShip, label: 'everyone placed' }],
};
