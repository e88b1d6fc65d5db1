import { compile } from '../../src/dsl/index.js';
import collideO from './rules.js';

export { default as collideOGame } from './rules.js';
export * from './rules.js';
export * from './cards.js';

/** Collide-O compiled: the XState machine and the fast core. */
export const collideOCompiled = compile(collideO);
