import { expect, it } from 'vitest';
import { hisssCompiled } from '../../machines/hisss/index.js';
import { modelBased, testGame } from '../../src/testing/index.js';

// Leaf phases: play.draw and play.place are both reached within two moves; the final phase
// "over" needs the whole fan drawn and placed (98 moves), so the opening exploration leaves it
// out and the end-game exploration (from 6 moves before the end of a seeded game) reaches it.
testGame(hisssCompiled, {
  players: [2, 3, 4, 5],
  fuzzGames: 1000,
  modelDepth: 8,
  modelBranching: 4,
  unreachable: ['over'],
  extras: (game) => {
    it('model-based paths take the draw, attach and start moves and both phase rules of a turn', () => {
      const summary = modelBased(game, { players: 3, seed: 'hisss-coverage', depth: 8, branching: 4, unreachable: ['over'] });
      expect(summary.transitions.covered).toEqual(expect.arrayContaining([
        'play.draw —draw→ (stays)',
        'play.draw —always[drew]→ play.place',
        'play.place —attach→ (stays)',
        'play.place —start→ (stays)',
        'play.place —always[placed]→ play.draw',
      ]));
      // Joining needs a headed and a tailed snake, and the game end needs an empty fan: neither
      // happens within 8 moves; the rules tests and the fuzz games cover them.
      expect(summary.transitions.declared).toEqual(expect.arrayContaining(['play.place —join→ (stays)', 'play —always[fan empty]→ over']));
    });
  },
});
