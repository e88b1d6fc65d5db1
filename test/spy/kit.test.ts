import { expect, it } from 'vitest';
import { spyCompiled } from '../../machines/spy/index.js';
import { modelBased, testGame } from '../../src/testing/index.js';

// Leaf phases: arrange (each seat builds its base; "shuffle the rest" finishes a base in one
// move), then play.move → play.flip → play.spy within a turn. With 4 players the fourth base is
// ready after 4 moves, so 6 moves reach every non-final phase. "over" needs eliminations: the
// end-game exploration (from 6 moves before the end of a seeded game) reaches it.
testGame(spyCompiled, {
  players: [2, 3, 4],
  fuzzGames: 1000,
  machineEvery: 25,
  modelDepth: 6,
  modelBranching: 3,
  modelEndgame: 4,
  unreachable: ['over'],
  extras: (game) => {
    it('model-based paths take every move and every phase rule of a turn', () => {
      // Start once both bases are arranged (two "shuffle the rest" moves), then explore a turn.
      const start = [{ type: 'shuffleRest', seat: 0 }, { type: 'shuffleRest', seat: 1 }];
      const summary = modelBased(game, { players: 2, seed: 'spy-coverage', depth: 5, branching: 4, start, unreachable: ['over', 'arrange'] });
      expect(summary.transitions.covered).toEqual(expect.arrayContaining([
        'play.move —advance→ (stays)',
        'play.move —always[moved]→ play.flip',
        'play.flip —flip→ (stays)',
        'play.flip —always[flipped]→ play.spy',
      ]));
      expect(summary.transitions.declared).toEqual(expect.arrayContaining(['play —always[one player left]→ over']));
    });
  },
});
