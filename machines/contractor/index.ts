import { compile } from '../../src/dsl/index.js';
import contractor from './rules.js';

export { default as contractorGame, HIDDEN } from './rules.js';
export * from './data.js';
export * from './state.js';
export { roundsFor, roundOf, unwritten, openAndAward } from './bidding.js';
export { highRollers, resolveShakes } from './draft.js';
export { SPACE_NAMES, cardText, offerText, offersFor, possibleOffers, settlementOf, workPhase } from './board.js';
export { RESERVE, botBid, contractorBotMove, pieceValue, worth } from './bot.js';
export { BID_STEPS_SEARCHED, LEAD_SCALE, candidatesAround, PHASES_PAID, contractorCandidates, contractorHeuristic, contractorPlayout, expectedMoney, guessedBid } from './hard.js';

/** Contractor compiled: the XState machine and the fast core. */
export const contractorCompiled = compile(contractor);
