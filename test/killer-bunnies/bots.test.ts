/**
 * Killer Bunnies bots: random, the medium rules of thumb and MCTS play legal moves only and
 * decide from a seat's view alone; the medium bot beats the random bot clearly in a measured
 * match, and so does the hard level (MCTS over guesses of the hidden cards).
 */
import { describe, expect, it } from 'vitest';
import { killerBunniesCompiled, type G } from '../../machines/killer-bunnies/index.js';
import { botMove, mctsMove, randomMove } from '../../src/bots/index.js';
import { botMoveProblems, botPositions, measureMatch, seededRandom as rng, winsNeeded } from '../../src/testing/index.js';

const { core } = killerBunniesCompiled;
const positions = [false, true].flatMap((yellow) => botPositions<G>(killerBunniesCompiled, {
  players: [2, 4], seed: yellow ? 'bots-yellow' : 'bots', cuts: [0, 3, 9, 20, 40, 60, 90, 130, 170], live: true,
  ...(yellow ? { options: { booster: 'yellow' } } : {}),
}));

describe('Killer Bunnies bots', () => {
  it('random, medium and MCTS bots play only legal moves, in every phase they meet', () => {
    const { problems, phases } = botMoveProblems(core, positions, {
      random: (view, seat) => randomMove(core, view, seat, rng('r')),
      medium: (view, seat) => botMove(killerBunniesCompiled, view, seat, 'medium', 'm'),
      mcts: (view, seat) => mctsMove(core, killerBunniesCompiled.def, view, seat, { iterations: 8, playoutLimit: 10, random: rng('m') }),
    });
    expect(problems).toEqual([]);
    expect([...phases]).toEqual(expect.arrayContaining(['setup.lay', 'play.begin', 'play.replace']));
  });

  it('never reads hidden state: other hands and the draw pile changed, same view, same move', () => {
    const state = positions.find((s) => s.ctx.phase === 'play.replace')!;
    const seat = state.ctx.active[0]!;
    const other = structuredClone(state);
    const opp = other.G.players[(seat + 1) % other.G.players.length]!;
    [opp.hand[0], other.G.draw[0]] = [other.G.draw[0]!, opp.hand[0]!];
    other.G.draw.reverse();
    expect(JSON.stringify(core.view(other, seat))).toBe(JSON.stringify(core.view(state, seat)));
    expect(botMove(killerBunniesCompiled, core.view(other, seat), seat, 'hard', 'h')).toEqual(botMove(killerBunniesCompiled, core.view(state, seat), seat, 'hard', 'h'));
  });

  it('at medium beats the random bot clearly (measured, 2 players)', () => {
    // Up to 150 games, the bot in seat 0 and seat 1 in turn; against an equal opponent it would
    // win each with probability 1/2 (the Magic Carrot is luck). We require a win count that
    // chance reaches less than 1% of the time. Measured while writing this: 136 of 200 (68%).
    const games = 150;
    const { wins, played, p, seconds } = measureMatch(killerBunniesCompiled, {
      players: 2, games, decideAt: winsNeeded(games, 1 / 2, 0.01), seed: 'duel',
      contender: (view, seat, _random, g) => botMove(killerBunniesCompiled, view, seat, 'medium', `duel-${g}`),
    });
    console.log(`[killer-bunnies bots] medium vs random: ${wins}/${played} (${((100 * wins) / played).toFixed(1)}%); p = ${p.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(p).toBeLessThan(0.01);
  }, 120_000);

  it('at hard (MCTS) beats the random bot clearly (measured, 2 players)', () => {
    // Up to 200 games, seats alternating; an equal opponent would win each with probability 1/2.
    // We require a win count that chance reaches less than 1% of the time (117 of 200); the match
    // stops once it is in or out of reach. Measured while writing this: 189 of 300 (63%) on other
    // seeds; at 60% this bar is missed about one time in three, at 63% about one time in twelve.
    const games = 200;
    const bar = winsNeeded(games, 1 / 2, 0.01);
    const { wins, played, p, seconds } = measureMatch(killerBunniesCompiled, {
      players: 2, games, decideAt: bar, seed: 'hard-duel',
      contender: (view, seat, _random, g) => botMove(killerBunniesCompiled, view, seat, 'hard', `hard-${g}`),
    });
    console.log(`[killer-bunnies bots] hard vs random: ${wins}/${played} (${((100 * wins) / played).toFixed(1)}%); p = ${p.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(wins).toBeGreaterThanOrEqual(bar);
    expect(p).toBeLessThan(0.01);
  }, 180_000);
});
