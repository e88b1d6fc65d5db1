import { expect, it } from 'vitest';
import { orcCompiled } from '../../machines/orc/index.js';
import { modelBased, randomPosition, testGame } from '../../src/testing/index.js';

// Leaf phases: game.choose, game.play.pick, game.play.place and game.play.draw are reached
// within a few moves. game.play.battle is a passing state (its entry fights any due battles and a
// rule leaves it at once): every turn passes through it, and the kit counts a phase entered and
// left within one move as visited. "scored" exists only in best of 3.
testGame(orcCompiled, {
  players: [2],
  fuzzGames: 750,
  machineEvery: 25,
  modelDepth: 7,
  modelBranching: 3,
  unreachable: ['scored', 'over'],
  extras: (game) => {
    it('paths from a few moves before the end of a game pass through the battle state', () => {
      const whole = randomPosition(game, { players: 2, seed: 'orc-battle', moves: 10_000 });
      const leaves = [...game.flow.byPath.values()].filter((n) => n.children.length === 0).map((n) => n.path);
      const summary = modelBased(game, { players: 2, seed: 'orc-battle', depth: 6, branching: 2, start: whole.log.slice(0, whole.log.length - 5), unreachable: leaves });
      expect(summary.phases.visited).toContain('game.play.battle');
    });
    it('model-based paths cover every move of a turn and the rules into and out of the battle state', () => {
      const summary = modelBased(game, { players: 2, seed: 'orc-coverage', depth: 7, branching: 3, unreachable: ['scored', 'over'] });
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
  unreachable: ['scored', 'over'],
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
