import { compile } from '../../src/dsl/index.js';
import chomp from './rules.js';

export { default as chompGame } from './rules.js';
export * from './rules.js';
export * from './cards.js';

/** Chomp! compiled: the XState machine and the fast core. */
export const chompCompiled = compile(chomp);
