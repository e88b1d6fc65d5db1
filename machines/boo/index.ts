import { compile } from '../../src/dsl/index.js';
import boo from './rules.js';

export { default as booGame } from './rules.js';
export * from './rules.js';
export * from './cards.js';

/** BOO compiled: the XState machine and the fast core. */
export const booCompiled = compile(boo);
