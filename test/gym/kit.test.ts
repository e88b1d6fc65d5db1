import { expect, it } from 'vitest';
import { gymCompiled } from '../../machines/gym/index.js';
import { modelBased, randomPosition, testGame } from '../../src/testing/index.js';

// Leaf phases: the Pick phase's choose/adjust/layout and the Play phase's place/action/give/coach.
// From the start, 5 moves reach pick.choose and (after a Brat) pick.adjust; the second row needs
// 12 picks and the Play phase 24, so the opening exploration leaves those out and the end-game
// exploration (from 5 moves before the end of seeded games) reaches the Play phase and "over".
const LATE = ['pick.layout', 'play.place', 'play.action', 'play.lift', 'play.switch', 'play.swap', 'play.move', 'play.give', 'play.coach', 'over'];

testGame(gymCompiled, {
  players: [2, 4, 6],
  fuzzGames: 1002,
  machineEvery: 20,
  modelDepth: 5,
  modelBranching: 4,
  unreachable: LATE,
  modelEndgame: 5,
  extras: (game) => {
    it('model-based paths from the middle of the Play phase reach every step of every Event Action', () => {
      // Seeded random games played into the Play phase, then explored 4 moves deep; together they
      // take every Event Action, both steps of the two-step ones, and a Brat's Coach move.
      const visited = new Set<string>();
      for (const [seed, moves] of [['mid-1', 60], ['mid-2', 56]] as const) {
        const start = randomPosition(game, { players: 2, seed, moves }).log;
        const summary = modelBased(game, { players: 2, seed, depth: 4, branching: 5, start, unreachable: LATE.concat(['pick.choose', 'pick.adjust']) });
        summary.phases.visited.forEach((p) => visited.add(p));
      }
      expect([...visited]).toEqual(expect.arrayContaining(['play.place', 'play.action', 'play.lift', 'play.switch', 'play.swap', 'play.move', 'play.give', 'play.coach']));
    });

    it('model-based paths from the start pick Kids; the later phases are declared in the chart', () => {
      const summary = modelBased(game, { players: 2, seed: 'gym-coverage', depth: 4, branching: 4, unreachable: LATE });
      expect(summary.transitions.covered).toEqual(expect.arrayContaining(['pick.choose —choose→ (stays)']));
      expect(summary.transitions.declared).toEqual(expect.arrayContaining(['pick —always[all 24 picked: 4 furthest Events, 2 Coaches]→ play', 'play —always[every Kid placed]→ over']));
    });
  },
});
