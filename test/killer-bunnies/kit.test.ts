import { killerBunniesCompiled } from '../../machines/killer-bunnies/index.js';
import { testGame } from '../../src/testing/index.js';

// Leaf phases: the setup phases, play.begin, play.choose and play.replace come up within a few
// moves (play.roll too with two players); the exchange needs a hand without a bunny, an answer a
// feed falling due or a Nuclear Warhead, and the end every carrot taken: the end-game
// exploration, the fuzz games and the rules tests reach those.
const unreachable = ['setup.exchange', 'play.roll', 'play.respond', 'play.choose', 'end', 'over'];

// Games run to about 250 moves (the booster's to about 600), so positions are checked every
// 20th move and only every 100th game runs the XState machine in lockstep.
testGame(killerBunniesCompiled, {
  players: [2, 3, 4, 6],
  modelPlayers: [2],
  fuzzGames: 800,
  machineEvery: 100,
  checkEvery: 20,
  leakEvery: 20,
  trustMoves: 150,
  modelDepth: 7,
  modelBranching: 3,
  unreachable,
  timeout: 300_000,
});

testGame(killerBunniesCompiled, {
  players: [2, 8],
  modelPlayers: [2],
  options: { booster: 'yellow', firstGame: false },
  seed: 'killer-bunnies-yellow',
  fuzzGames: 200,
  machineEvery: 100,
  checkEvery: 20,
  leakEvery: 20,
  trustMoves: 150,
  modelDepth: 7,
  modelBranching: 3,
  unreachable,
  timeout: 300_000,
});
