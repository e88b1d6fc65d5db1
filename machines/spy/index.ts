import { compile } from '../../src/dsl/index.js';
import spy from './rules.js';

export { default as spyGame } from './rules.js';
export * from './rules.js';
export * from './cards.js';

/** SPY compiled: the XState machine and the fast core. */
export const spyCompiled = compile(spy);
