import { compile } from '../../src/dsl/index.js';
import gym from './rules.js';

export { default as gymGame } from './rules.js';
export * from './rules.js';
export * from './cards.js';

/** GYM compiled: the XState machine and the fast core. */
export const gymCompiled = compile(gym);
