import { expect, it } from 'vitest';
import { findersKeepersCompiled } from '../../machines/finders-keepers/index.js';
import { modelBased, testGame } from '../../src/testing/index.js';

// Finders Keepers (basic, real time): a round is a reveal, then everyone's claims and "done"s
// (or the host's close). The deal phase is passed through at once; the expert phase belongs to
// the other variant.
testGame(findersKeepersCompiled, {
  players: [2, 3, 4, 5, 6],
  // The chart is the same at every player count: its model test runs at three of them.
  modelPlayers: [2, 4, 6],
  fuzzGames: 600,
  // Random play makes long games (about 200 moves): the per-position checks run every 5th move.
  checkEvery: 5,
  leakEvery: 5,
  machineEvery: 20,
  modelDepth: 7,
  modelBranching: 3,
  unreachable: ['deal', 'expert', 'over'],
  seed: 'fk-basic',
  extras: (game) => {
    it('model-based paths take the reveal, claim, done and close moves and both ways out of a search', () => {
      const summary = modelBased(game, { players: 2, seed: 'fk-coverage', depth: 8, branching: 4, unreachable: ['deal', 'expert', 'over'] });
      expect(summary.transitions.covered).toEqual(expect.arrayContaining([
        'basic.reveal —reveal→ (stays)',
        'basic.search —done→ (stays)',
        'basic.search —close→ (stays)',
      ]));
      console.log(summary.transitions.covered, summary.transitions.declared);
    });
  },
});

// Expert Finders Keepers (turns): captures and passes until nothing can be captured.
testGame(findersKeepersCompiled, {
  players: [2, 3, 4],
  options: { variant: 'expert' },
  fuzzGames: 400,
  checkEvery: 2,
  modelDepth: 6,
  modelBranching: 3,
  unreachable: ['deal', 'basic.reveal', 'basic.search', 'over'],
  seed: 'fk-expert',
});
