import { expect, it } from 'vitest';
import { contractorCompiled } from '../../machines/contractor/index.js';
import type { Move } from '../../src/dsl/index.js';
import { modelBased, randomPosition, testGame } from '../../src/testing/index.js';

const LEAVES = ['draft', 'bidding.first', 'bidding.second', 'buying', 'play.roll', 'play.raise', 'play.weather', 'play.work', 'play.act', 'play.respond', 'play.reply', 'over'];

/** The moves of the first seeded random game (from `seed`) that reaches `phase`, up to the move before it first does. */
function startBefore(players: number, seed: string, phase: string): { seed: string; start: Move[] } {
  const { core } = contractorCompiled;
  for (let k = 0; k < 20; k++) {
    const s = `${seed}-${k}`;
    const whole = randomPosition(contractorCompiled, { players, seed: s, moves: 10_000 });
    let state = core.init(whole.setup);
    for (let i = 0; i < whole.log.length; i++) {
      if (state.ctx.phase === phase) return { seed: s, start: whole.log.slice(0, Math.max(0, i - 1)) };
      state = (core.play(state, whole.log[i]!) as { state: typeof state }).state;
    }
  }
  throw new Error(`No seeded game from ${seed} reached ${phase}.`);
}

// Random games run several hundred moves (the board takes a few hundred turns when nobody works
// on purpose), so the per-position checks run every 100th move and the machine runs in lockstep
// with one game per player count. The draft takes a dozen shakes a player, so the opening
// exploration stays in it; the extras explore from just before every other phase.
testGame(contractorCompiled, {
  players: [2, 3, 4, 5, 6],
  fuzzGames: 1000,
  machineEvery: 200,
  checkEvery: 100,
  leakEvery: 100,
  modelDepth: 4,
  modelBranching: 2,
  modelEndgame: 4,
  trustMoves: 150,
  positions: 3,
  unreachable: LEAVES.filter((p) => p !== 'draft'),
  extras: (game) => {
    const reach: [string, number][] = [
      ['bidding.first', 2], ['bidding.second', 3], ['bidding.first', 6], ['buying', 4], ['play.roll', 5], ['play.act', 2],
      ['play.work', 3], ['play.weather', 4], ['play.raise', 6], ['play.respond', 3], ['play.reply', 2],
    ];
    it('model-based paths from just before each phase (every player count) reach it and replay identically through the core and the machine', () => {
      const visited = new Set<string>();
      for (const [phase, players] of reach) {
        const { seed, start } = startBefore(players, `contractor-reach-${phase}`, phase);
        const summary = modelBased(game, { players, seed, depth: 3, branching: 3, start, unreachable: LEAVES });
        expect(summary.phases.visited, `${players} players toward ${phase}`).toContain(phase);
        summary.phases.visited.forEach((p) => visited.add(p));
      }
      expect([...visited].sort()).toEqual(LEAVES.filter((p) => p !== 'over').sort());
    });
  },
});
