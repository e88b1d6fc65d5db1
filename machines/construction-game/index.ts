import { compile } from '../../src/dsl/index.js';
import constructionGame from './rules.js';

export { default as constructionGame } from './rules.js';
export * from './board.js';
export * from './cards.js';
export * from './chart.js';
export * from './state.js';
export * from './credit.js';
export * from './jobs.js';
export * from './properties.js';
export * from './setup.js';
export { heuristicMove, expectedNet, expectedGross, worthShare, searchedMoves, RESERVE } from './bot.js';

/** The Construction Game compiled: the XState machine and the fast core. */
export const constructionGameCompiled = compile(constructionGame);
