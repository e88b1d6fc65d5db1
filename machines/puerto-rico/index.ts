import { compile } from '../../src/dsl/index.js';
import puertoRico from './rules.js';

export { default as puertoRicoGame, roundDone, endRound, estimate } from './rules.js';
export * from './buildings.js';
export * from './state.js';
export * from './scoring.js';
export { setup, rolesFor } from './setup.js';
export { faceUpKinds, mayTakeQuarry, mayUseHacienda, refillPlantations } from './roles/settler.js';
export { placeSpots, removeSpots, mustStillPlace, shipNeeds, type Spot } from './roles/mayor.js';
export { buildable } from './roles/builder.js';
export { bonusGoods } from './roles/craftsman.js';
export { unloadFullShips } from './roles/captain.js';
export { noSaleReason } from './roles/trader.js';
export { isRoleId } from './roles/choose.js';
export { heuristicMove, lookaheadMove, LOOKAHEAD_PHASES, LOOKAHEAD_WORLDS } from './bot.js';

/** Puerto Rico compiled: the XState machine and the fast core. */
export const puertoRicoCompiled = compile(puertoRico);
