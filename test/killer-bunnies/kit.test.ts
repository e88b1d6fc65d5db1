import { killerBunniesCompiled } from '../../machines/killer-bunnies/index.js';
import { describe, expect, it } from 'vitest';
import { fuzz, testGame } from '../../src/testing/index.js';

// Leaf phases: the setup phases, play.begin, play.choose and play.replace come up within a few
// moves (play.roll too with two players); the exchange needs a hand without a bunny, an answer a
// feed falling due or a Nuclear Warhead, and the end every carrot taken: the end-game
// exploration, the fuzz games and the rules tests reach those.
const unreachable = ['setup.exchange', 'play.roll', 'play.respond', 'play.choose', 'end', 'over'];

// Games run to about 250 moves (the booster's to about 600), so positions are checked every
// 40th move and only every 100th game runs the XState machine in lockstep.
testGame(killerBunniesCompiled, {
  players: [2, 3, 4, 6],
  modelPlayers: [2],
  fuzzGames: 720,
  machineEvery: 100,
  checkEvery: 40,
  leakEvery: 40,
  trustMoves: 80,
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
  checkEvery: 40,
  leakEvery: 40,
  trustMoves: 80,
  modelDepth: 7,
  modelBranching: 3,
  unreachable,
  timeout: 300_000,
});

// Five and seven players, the counts the kit runs above leave out, with and without the booster:
// fewer games (with the 720 and 200 above, a thousand in all), each checked the same way (it
// throws at the first broken game).
describe('Killer Bunnies with 5 and 7 players', () => {
  for (const booster of [false, true]) {
    it(`${booster ? 'with' : 'without'} the Yellow Booster: 40 seeded random games end, conserve every card, hide secrets and agree with the machine`, () => {
      const stats = fuzz(killerBunniesCompiled, {
        games: 40, players: [5, 7], seedPrefix: `fives-sevens-${booster}`, machineEvery: 20, checkEvery: 40, leakEvery: 40,
        options: booster ? { booster: 'yellow' } : {},
      });
      expect(stats.games).toBe(40);
      expect(stats.machineGames).toBe(2);
    }, 120_000);
  }
});
