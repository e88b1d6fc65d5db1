import { compile } from '../../src/dsl/index.js';
import sow from './rules.js';

export { default as sowGame } from './rules.js';
export * from './rules.js';
export * from './cards.js';

/** SOW compiled: the XState machine and the fast core. */
export const sowCompiled = compile(sow);
