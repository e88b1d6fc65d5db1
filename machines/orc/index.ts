import { compile } from '../../src/dsl/index.js';
import orc from './rules.js';

export { default as orcGame } from './rules.js';
export * from './rules.js';
export * from './cards.js';

/** ORC compiled: the XState machine and the fast core. */
export const orcCompiled = compile(orc);
