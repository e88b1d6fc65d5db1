import { expect, it } from 'vitest';
import { digCompiled } from '../../machines/dig/index.js';
import { modelBased, testGame } from '../../src/testing/index.js';

// DIG for 2, 3 and 4 players. Leaf phases: play.act at the start and play.replace after the
// first dig, both within two moves; the final phase needs the yard dug down to its 5 bowls
// (about 1,150 moves of random play: random dogs wander), so the opening exploration leaves it
// out and the end-game exploration (from 2 moves before the end of a seeded game) reaches it.
// The kit replays every end-game path from the first move through the XState machine, so the
// kit's own model tests run for 3 players and the extras below explore 2 and 4 players.
// Random games are long, so every 200th fuzz game runs the XState machine in lockstep and the
// leak check runs every 50th move (and at the end) to keep the run inside its budget.
testGame(digCompiled, {
  players: [2, 3, 4],
  modelPlayers: [3],
  fuzzGames: 1000,
  machineEvery: 200,
  leakEvery: 50,
  modelDepth: 5,
  modelBranching: 3,
  modelEndgame: 2,
  unreachable: ['over'],
  extras: (game) => {
    for (const players of [2, 4]) {
      it(`${players} players: model-based paths of 5 moves reach both turn phases and every move of a turn`, () => {
        const summary = modelBased(game, { players, seed: `dig-model-${players}`, depth: 5, branching: 3, unreachable: ['over'] });
        expect(summary.phases.visited).toEqual(expect.arrayContaining(['play.act', 'play.replace']));
      });
    }
    it('3 players: the opening paths take every move and both phase rules of a turn', () => {
      const summary = modelBased(game, { players: 3, seed: 'dig-coverage', depth: 6, branching: 4, unreachable: ['over'] });
      expect(summary.transitions.covered).toEqual(expect.arrayContaining([
        'play.act —move→ (stays)',
        'play.act —dig→ (stays)',
        'play.act —end→ (stays)',
        'play.act —always[dug]→ play.replace',
        'play.replace —keep→ (stays)',
        'play.replace —replace→ (stays)',
        'play.replace —always[decided]→ play.act',
      ]));
      // Dropping needs a bone carried to its bowl, and the end needs the yard dug up: the
      // rules tests, the fuzz games and the end-game exploration cover them.
      expect(summary.transitions.declared).toEqual(expect.arrayContaining(['play.act —drop→ (stays)', 'play —always[only bowls left]→ over']));
    });
  },
});
