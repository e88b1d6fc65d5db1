import { compile } from '../../src/dsl/index.js';
import hisss from './rules.js';

export { default as hisssGame } from './rules.js';
export * from './rules.js';
export * from './cards.js';
export { greedyMove, hisssCandidates, lookaheadMove, SEES_JOINS, unseenCards } from './bot.js';

/** HISSS compiled: the XState machine and the fast core. */
export const hisssCompiled = compile(hisss);
