/**
 * Killer Bunnies bots: random, the medium and hard levels and MCTS play legal moves only and
 * decide from a seat's view alone; in measured matches (2 players, every deal played with the
 * contender in both seats) medium beats the random bot and hard beats medium, and hard beats the
 * random bot.
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
      hard: (view, seat) => botMove(killerBunniesCompiled, view, seat, 'hard', 'h'),
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

  /** Game g: deal g / 2, the contender in seat g % 2, so the luck of the deal and the seat cancels. */
  const paired = (seed: string) => (g: number) => ({ game: `${seed}-${g >> 1}`, opponent: `${seed}-low-${g}`, contender: `${seed}-high-${g}` });

  it('at medium beats the random bot clearly (measured, 2 players, deals paired)', () => {
    // Up to 600 games; against an equal opponent the bot would win each with probability 1/2
    // (the Magic Carrot is luck). We require a win count that chance reaches less than 1% of the
    // time (329 of 600); the match stops once it is in or out of reach. Measured on other seeds:
    // 357 of 600 (59.5%); at that rate this bar is missed about one time in a hundred.
    const games = 600;
    const bar = winsNeeded(games, 1 / 2, 0.01);
    const { wins, played, p, seconds } = measureMatch(killerBunniesCompiled, {
      players: 2, games, decideAt: bar, seeds: paired('ladder-medium'),
      contender: (view, seat, _random, g) => botMove(killerBunniesCompiled, view, seat, 'medium', `m-${g}`),
    });
    console.log(`[killer-bunnies bots] medium vs random: ${wins}/${played} (${((100 * wins) / played).toFixed(1)}%); p = ${p.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(wins).toBeGreaterThanOrEqual(bar);
    expect(p).toBeLessThan(0.01);
  }, 60_000);

  it('at hard beats the medium bot clearly (measured, 2 players, deals paired)', () => {
    // As above, medium in the other seat: 329 of 600 needed. Measured on other seeds: 365 of 600
    // (60.8%).
    const games = 600;
    const bar = winsNeeded(games, 1 / 2, 0.01);
    const { wins, played, p, seconds } = measureMatch(killerBunniesCompiled, {
      players: 2, games, decideAt: bar, seeds: paired('ladder-hard'),
      contender: (view, seat, _random, g) => botMove(killerBunniesCompiled, view, seat, 'hard', `h-${g}`),
      opponent: (view, seat, _random, g) => botMove(killerBunniesCompiled, view, seat, 'medium', `m-${g}`),
    });
    console.log(`[killer-bunnies bots] hard vs medium: ${wins}/${played} (${((100 * wins) / played).toFixed(1)}%); p = ${p.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(wins).toBeGreaterThanOrEqual(bar);
    expect(p).toBeLessThan(0.01);
  }, 60_000);

  it('at hard beats the random bot clearly (measured, 2 players)', () => {
    // Up to 200 games, seats alternating; an equal opponent would win each with probability 1/2.
    // We require a win count that chance reaches less than 1% of the time (117 of 200); the match
    // stops once it is in or out of reach. Hard plays every rule of thumb: measured 412 of 600
    // (69%) on other seeds.
    const games = 200;
    const bar = winsNeeded(games, 1 / 2, 0.01);
    const { wins, played, p, seconds } = measureMatch(killerBunniesCompiled, {
      players: 2, games, decideAt: bar, seed: 'hard-duel',
      contender: (view, seat, _random, g) => botMove(killerBunniesCompiled, view, seat, 'hard', `hard-${g}`),
    });
    console.log(`[killer-bunnies bots] hard vs random: ${wins}/${played} (${((100 * wins) / played).toFixed(1)}%); p = ${p.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(wins).toBeGreaterThanOrEqual(bar);
    expect(p).toBeLessThan(0.01);
  }, 60_000);
});
