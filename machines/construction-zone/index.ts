import { compile } from '../../src/dsl/index.js';
import constructionZone from './rules.js';

export { default as constructionZoneGame } from './rules.js';
export * from './rules.js';
export * from './cards.js';
export * from './bots.js';

/** Construction Zone compiled: the XState machine and the fast core. */
export const constructionZoneCompiled = compile(constructionZone);
