import { compile } from '../../src/dsl/index.js';
import box from './rules.js';

export { default as boxGame } from './rules.js';
export * from './rules.js';
export * from './cards.js';

/** BOX compiled: the XState machine and the fast core. */
export const boxCompiled = compile(box);
