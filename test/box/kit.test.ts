import { expect, it } from 'vitest';
import { boxCompiled } from '../../machines/box/index.js';
import { modelBased, testGame } from '../../src/testing/index.js';

// Leaf phases: "play" from the start; the final phase "over" needs all 24 cards played, so the
// opening exploration leaves it out and the end-game exploration (from 2 moves before the end of
// a seeded game) reaches it. Every player count the rulebook allows: 2, 3, and teams of 4 and 6.
// Each legal place is checked against reason() at every fuzz move; with ~80 places a turn that is
// the costly part, so the machine runs in lockstep in every 25th game (40 of the 1000).
testGame(boxCompiled, {
  players: [2, 3, 4, 6],
  fuzzGames: 1000,
  machineEvery: 25,
  modelDepth: 4,
  modelBranching: 3,
  modelEndgame: 2,
  unreachable: ['over'],
  extras: (game) => {
    it('model-based paths turn cards and place them, and the end-game paths reach the scoring', () => {
      const summary = modelBased(game, { players: 4, seed: 'box-coverage', depth: 4, branching: 4, unreachable: ['over'] });
      expect(summary.transitions.covered).toEqual(expect.arrayContaining(['play —rotate→ (stays)', 'play —place→ (stays)']));
      expect(summary.transitions.declared).toEqual(expect.arrayContaining(['play —always[all 24 cards played]→ over']));
    });

    it('teammates see the same secret colour, the other team sees neither (4 and 6 players)', () => {
      for (const players of [4, 6]) {
        const state = game.core.init({ players, seed: `teams-${players}` });
        const views = Array.from({ length: players }, (_, s) => JSON.stringify(game.core.view(state, s).G.secrets));
        for (let s = 0; s < players; s++) expect(views[s]).toBe(views[s % 2]);
        expect(views[0]).not.toBe(views[1]);
      }
    });
  },
});
