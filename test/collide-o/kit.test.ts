import { expect, it } from 'vitest';
import { collideOCompiled } from '../../machines/collide-o/index.js';
import { modelBased, testGame } from '../../src/testing/index.js';

// Leaf phases: deal (the centre card face down), play.race and play.wrong are reached within two
// moves. Everyone is stuck (play.stuck, then play.empty once the centre card itself is taken away)
// only in some deals: the extra test below starts from one where nobody can play on the centre card.
testGame(collideOCompiled, {
  players: [2, 3, 4, 5],
  fuzzGames: 1000,
  modelDepth: 5,
  modelBranching: 3,
  modelPlayers: [2, 5],
  modelEndgame: 3,
  // Random games run about 130 moves (wrong cards laid and called back): the per-position checks
  // and the leak check run every 8th move and at the end, the machine in every 20th game.
  checkEvery: 8,
  leakEvery: 8,
  machineEvery: 20,
  unreachable: ['play.stuck', 'play.empty', 'over'],
  extras: (game) => {
    it('model-based paths from a deal where nobody can play on the centre card take it away and start a new line', () => {
      const summary = modelBased(game, { players: 2, seed: 'stuck-123', depth: 5, branching: 3, unreachable: ['play.wrong', 'over'] });
      expect(summary.transitions.covered).toEqual(expect.arrayContaining([
        'deal —reveal→ (stays)',
        'deal —always[turned up]→ play',
        'play.race —always[everyone stuck]→ play.stuck',
        'play.stuck —clear→ (stays)',
        'play.stuck —always[line empty]→ play.empty',
        'play.empty —start→ (stays)',
        'play.empty —always[started]→ play.race',
      ]));
    });

    it('model-based paths of an ordinary deal take plays, wrong cards, calls and wrong cards that stay', () => {
      const summary = modelBased(game, { players: 3, seed: 'collide-o-coverage', depth: 5, branching: 4, unreachable: ['play.stuck', 'play.empty', 'over'] });
      expect(summary.transitions.covered).toEqual(expect.arrayContaining([
        'play.race —play→ (stays)',
        'play.race —misplay→ (stays)',
        'play.race —always[wrong card]→ play.wrong',
        'play.wrong —call→ (stays)',
        'play.wrong —accept→ (stays)',
        'play.wrong —always[called or stays]→ play.race',
      ]));
    });
  },
});
