import { compile } from '../../src/dsl/index.js';
import findersKeepers from './rules.js';

export { default as findersKeepersGame } from './rules.js';
export * from './rules.js';
export * from './cards.js';

/** Finders Keepers compiled: the XState machine and the fast core. */
export const findersKeepersCompiled = compile(findersKeepers);
