/**
 * The builder: each seat from the builder may build one building (the builder one doubloon
 * cheaper; occupied quarries discount up to the building's column). An occupied university puts a
 * colonist on the new building. Filling the 12th city space ends the game this round.
 */
import { eachSeatOnce, move, roundOver, type PhaseDef, type Seat } from '../../../src/dsl/index.js';
import { t } from '../../../src/i18n/index.js';
import { building, BUILDING_IDS, CITY_SPACES, isBuildingId, type BuildingId } from '../buildings.js';
import { buildingPrice, buildProblem, citySpaces, colonistAvailable, occupied, type PuertoRicoState } from '../state.js';
import { offerPending, universityColonist } from './colonists.js';

type G = PuertoRicoState;

/** Buildings `seat` may build now. */
export function buildable(G: Readonly<G>, seat: Seat): BuildingId[] {
  return BUILDING_IDS.filter((id) => buildProblem(G, seat, id) === null);
}

const build = move<G, { building: BuildingId }>({
  args: (G, _ctx, seat) => (G.offer === null ? buildable(G, seat).map((id) => ({ building: id })) : []),
  check: (G, args, _ctx, seat) => {
    const pending = offerPending(G);
    if (pending) return pending;
    if (args.building === undefined) return t`Name a building, e.g. "smallMarket".`;
    // The value given, as written (an id, not a word to translate).
    if (!isBuildingId(args.building)) return t`Name a building, e.g. "smallMarket"; got ${(JSON.stringify(args.building) ?? '').slice(0, 40)}.`;
    return buildProblem(G, seat, args.building) ?? true;
  },
  apply: (G, { building: id }, api) => {
    const board = G.boards[api.seat]!;
    const price = buildingPrice(board, id, G.chooser === api.seat);
    board.doubloons -= price;
    G.bank += price;
    G.buildingSupply[id]--;
    board.city.push({ id, colonists: 0 });
    if (citySpaces(board) >= CITY_SPACES) G.endTriggered ??= 'city';
    // An occupied university offers a colonist for the new building; the turn waits for the answer.
    if (occupied(board, 'university') && colonistAvailable(G)) G.offer = 'university';
    else api.endTurn();
  },
  describe: ({ building: id }) => t`built the ${building(id).name}`,
});

const passBuilder = move<G>({ check: (G) => offerPending(G) ?? true, apply: () => {}, endsTurn: true, describe: () => t`built nothing` });

export const builderPhase: PhaseDef<G> = {
  label: t`Builder: build`,
  turn: eachSeatOnce({ first: (G) => G.chooser }),
  moves: { build, passBuilder, universityColonist },
  next: [{ if: roundOver, to: 'chooseRole', do: (G) => { G.role = null; }, label: 'everyone built' }],
};
