import { expect, it } from 'vitest';
import { orcCompiled } from '../../machines/orc/index.js';
import { modelBased, randomPosition, testGame } from '../../src/testing/index.js';

// Leaf phases: game.choose, game.play.pick, game.play.place and game.play.draw are reached
// within a few moves. game.play.battle is a passing state (its entry fights the battles and a rule
// leaves it at once), so no move ever rests there; its rules are covered below. "scored" exists
// only in a best-of-3 match.
testGame(orcCompiled, {
  players: [2],
  fuzzGames: 750,
  machineEvery: 25,
  modelDepth: 7,
  modelBranching: 3,
  unreachable: ['game.play.battle', 'scored', 'over'],
  extras: (game) => {
    it('model-based paths cover every move of a turn and the rules into and out of the battle state', () => {
      const summary = modelBased(game, { players: 2, seed: 'orc-coverage', depth: 7, branching: 3, unreachable: ['game.play.battle', 'scored', 'over'] });
      expect(summary.transitions.covered).toEqual(expect.arrayContaining([
        'game.choose —choose→ (stays)',
        'game.play.pick —pick→ (stays)',
        'game.play.place —deploy→ (stays)',
        'game.play.place —discard→ (stays)',
        'game.play.draw —draw→ (stays)',
      ]));
    });
  },
});

// Best 2 of 3: the same kit, and the chart explored from the end of the first game (the "scored"
// phase and the deal of the next game).
testGame(orcCompiled, {
  players: [2],
  options: { bestOf: 3 },
  seed: 'orc-best-of-3',
  fuzzGames: 250,
  machineEvery: 25,
  modelDepth: 5,
  modelBranching: 3,
  unreachable: ['game.play.battle', 'scored', 'over'],
  extras: (game) => {
    it('best of 3: paths from just before the end of the first game reach "scored" and deal the next game', () => {
      const whole = randomPosition(game, { players: 2, seed: 'orc-bo3-scored', moves: 10_000, options: { bestOf: 3 } });
      // The first move played in "scored" is the deal of game 2.
      let cut = 0;
      let state = game.core.init({ players: 2, seed: 'orc-bo3-scored', options: { bestOf: 3 } });
      for (const [i, m] of whole.log.entries()) {
        if (state.ctx.phase === 'scored') { cut = i; break; }
        state = (game.core.play(state, m) as { ok: true; state: typeof state }).state;
      }
      expect(cut).toBeGreaterThan(10);
      const summary = modelBased(game, {
        players: 2, seed: 'orc-bo3-scored', depth: 6, branching: 2, options: { bestOf: 3 }, start: whole.log.slice(0, cut - 3),
        unreachable: ['game.play.battle', 'game.play.place', 'game.play.pick', 'game.play.draw', 'over'],
      });
      expect(summary.phases.visited).toEqual(expect.arrayContaining(['scored', 'game.choose']));
      expect(summary.transitions.covered).toEqual(expect.arrayContaining(['scored —deal→ (stays)']));
    });
  },
});
