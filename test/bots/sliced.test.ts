/**
 * A bot's search cut into slices (a few iterations, or a deadline on a clock) chooses the same
 * move as the same search run at once, and a time budget stops it early with a legal move.
 */
import { describe, expect, it } from 'vitest';
import { hisssCompiled, type HisssState } from '../../machines/hisss/index.js';
import { contractorCompiled } from '../../machines/contractor/index.js';
import { botMove, botThinking, MctsSearch, mctsMove } from '../../src/bots/index.js';
import { botBudget, LEVEL_BUDGET_MS } from '../../src/bots/levels.js';
import type { GameState } from '../../src/dsl/index.js';
import { moveKey } from '../../src/engine/index.js';
import { botPositions, isLegalMove, seededRandom as rng } from '../../src/testing/index.js';

const { core } = hisssCompiled;
const positions = botPositions<HisssState>(hisssCompiled, { players: [2, 4], seed: (players) => `slice-${players}`, cuts: [0, 31, 70] });

/** A clock that moves one tick each time it is read: deadlines fall between iterations, never on the machine's speed. */
function tickingClock(): () => number {
  let time = 0;
  return () => ++time;
}

describe('sliced search', () => {
  it('chooses the same move in slices of 1, 7 and 25 iterations as all at once', () => {
    let compared = 0;
    for (const state of positions) {
      const seat = state.ctx.active[0]!;
      const view = core.view(state, seat) as GameState<HisssState>;
      const whole = mctsMove(core, hisssCompiled.def, view, seat, { iterations: 60, random: rng(`w${state.ctx.moves}`) });
      for (const size of [1, 7, 25]) {
        const search = new MctsSearch(core, hisssCompiled.def, view, seat, { iterations: 60, random: rng(`w${state.ctx.moves}`) });
        let slices = 0;
        while (!search.run({ iterations: size })) slices++;
        expect(search.done).toBe(60);
        expect(slices).toBe(Math.ceil(60 / size) - 1);
        expect(search.move()).toEqual(whole);
        compared++;
      }
    }
    expect(compared).toBe(positions.length * 3);
  });

  it('chooses the same move when each slice stops at a deadline (often inside a playout) as all at once, at every level', () => {
    const state = positions[1]!;
    const seat = state.ctx.active[0]!;
    const view = core.view(state, seat) as GameState<HisssState>;
    // HISSS at the engine's default levels (its own hard judges a few candidates at once): medium
    // and hard search every move with random playouts, 150 and 800 iterations.
    const searched = { ...hisssCompiled, def: { ...hisssCompiled.def, bots: {} } };
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const thinking = botThinking(searched, view, seat, level, 'slices');
      const now = tickingClock();
      let slices = 1;
      while (!thinking.run({ deadline: now() + 5, now })) slices++;
      expect(thinking.move()).toEqual(botMove(searched, view, seat, level, 'slices'));
      if (level === 'hard') expect(slices).toBeGreaterThan(100); // 800 iterations, about 5 per slice
    }
  });

  it('chooses the same move in slices for a game with its own playout and candidates (Contractor, hard)', () => {
    // Positions where hard really searches (a sealed bid or a business turn with several candidates).
    const positions = botPositions(contractorCompiled, { players: 2, seed: 'contractor-slices', cuts: [4, 8, 12, 16, 20, 24, 28, 32], live: true });
    let searched = 0;
    for (const state of positions) {
      const seat = state.ctx.active[0]!;
      const view = contractorCompiled.core.view(state, seat);
      const thinking = botThinking(contractorCompiled, view, seat, 'hard', 'contractor');
      let slices = 1;
      while (!thinking.run({ iterations: 3 })) slices++;
      if (slices > 1) searched++;
      expect(thinking.move()).toEqual(botMove(contractorCompiled, view, seat, 'hard', 'contractor'));
    }
    expect(searched, 'positions where the slices cut a search').toBeGreaterThan(0);
  });

  it('stops at the deadline before its iterations and still answers a legal move', () => {
    const state = positions[0]!;
    const seat = state.ctx.active[0]!;
    const view = core.view(state, seat) as GameState<HisssState>;
    const search = new MctsSearch(core, hisssCompiled.def, view, seat, { iterations: 800, random: rng('budget') });
    const now = tickingClock();
    expect(search.run({ deadline: now() + 200, now })).toBe(false);
    expect(search.done).toBeGreaterThan(0);
    expect(search.done).toBeLessThan(800);
    const move = search.move()!;
    expect(isLegalMove(core, state, move)).toBe(true);
    expect(moveKey(search.move()!)).toBe(moveKey(move)); // the answer, once given, stays
  });
});

describe('time budgets', () => {
  it('default to the level budgets and follow a game\'s bots.budget', () => {
    expect(botBudget(hisssCompiled, 'hard')).toBe(LEVEL_BUDGET_MS.hard);
    expect(botBudget(hisssCompiled, 'easy')).toBe(0);
    const tuned = { ...hisssCompiled, def: { ...hisssCompiled.def, bots: { ...hisssCompiled.def.bots, budget: { hard: 400 } } } };
    expect(botBudget(tuned, 'hard')).toBe(400);
    expect(botBudget(tuned, 'medium')).toBe(LEVEL_BUDGET_MS.medium);
  });
});
