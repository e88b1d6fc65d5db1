import { constructionZoneCompiled } from '../../machines/construction-zone/index.js';
import { testGame } from '../../src/testing/index.js';

// A turn is two takes and then an exchange, a construction or its end: both leaf phases come
// within two moves; "over" is reached by the end-game exploration.
testGame(constructionZoneCompiled, {
  players: [2, 3, 4],
  fuzzGames: 1000,
  modelDepth: 6,
  modelBranching: 3,
  // Random games run about 280 moves with hands of twenty cards and more (every exchange and
  // payment listed and checked): positions and leaks are checked every 20th move, every 50th game
  // also runs the machine in lockstep, and the end is explored from 3 moves before it.
  machineEvery: 50,
  checkEvery: 20,
  leakEvery: 20,
  modelEndgame: 3,
  unreachable: ['over'],
});
