/**
 * One definition, two executions: the whole test kit on the small fixture games, which between
 * them use every construct of the flow (clockwise, each seat once with skip, simultaneous,
 * nested phases, rules with `do` and randomness, re-entered phases, hidden information).
 */
import { testGame } from '../../src/testing/index.js';
import { entries } from './fixtures/entries.js';
import { nim } from './fixtures/nim.js';
import { roles } from './fixtures/roles.js';
import { sealed } from './fixtures/sealed.js';

const quiet = { report: false, positions: 3 };
testGame(nim, { ...quiet, fuzzGames: 200, machineEvery: 2, modelDepth: 8, modelBranching: 3 });
testGame(roles, { ...quiet, fuzzGames: 120, machineEvery: 2, modelDepth: 12, modelBranching: 2, unreachable: ['over'] });
testGame(sealed, { ...quiet, fuzzGames: 150, machineEvery: 2, modelDepth: 6, modelBranching: 3, unreachable: ['over'] });
testGame(entries, { ...quiet, fuzzGames: 100, machineEvery: 1, modelDepth: 3, modelBranching: 11 });
