import { compile } from '../../src/dsl/index.js';
import dig from './rules.js';

export { default as digGame } from './rules.js';
export * from './rules.js';
export * from './cards.js';

/** DIG compiled: the XState machine and the fast core. */
export const digCompiled = compile(dig);
export * from './hard.js';
