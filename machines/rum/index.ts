import { compile } from '../../src/dsl/index.js';
import rum from './rules.js';

export { default as rumGame } from './rules.js';
export * from './rules.js';
export * from './cards.js';

/** RUM compiled: the XState machine and the fast core. */
export const rumCompiled = compile(rum);
