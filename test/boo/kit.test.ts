import { booCompiled } from '../../machines/boo/index.js';
import { testGame } from '../../src/testing/index.js';

// BOO is for exactly 2 players. Leaf phases: play.hold and play.lay are reached in two moves,
// play.scare (two ghosts of the laid card able to scare at once) within the first few turns of
// the seeded exploration; the final phase needs all 24 cards laid, so the opening exploration
// leaves it out and the end-game exploration (from 6 moves before the end) reaches it.
// Every 25th fuzz game also runs the XState machine in lockstep (40 games): BOO lists 30–60
// placements per position and the kit checks each one, so this keeps the run inside its budget.
testGame(booCompiled, {
  players: [2],
  fuzzGames: 1000,
  machineEvery: 25,
  modelDepth: 6,
  modelBranching: 3,
  modelEndgame: 4,
  unreachable: ['over'],
});
