/**
 * SPY bots: every level plays legal moves only and decides from a seat's view alone; medium beats
 * random and hard beats medium in measured two-player matches.
 */
import { describe, expect, it } from 'vitest';
import { spyCompiled, type SpyState } from '../../machines/spy/index.js';
import { botMove, randomMove } from '../../src/bots/index.js';
import { botMoveProblems, botPositions, measureMatch, seededRandom as rng, winsNeeded } from '../../src/testing/index.js';

const { core } = spyCompiled;

/** Positions spread over games of 2, 3 and 4 players (arranging and playing). */
const positions = botPositions<SpyState>(spyCompiled, { players: [2, 3, 4], seed: (players) => `pos-${players}`, cuts: [0, 1, 4, 9, 14], live: true });

describe('SPY bots', () => {
  it('random, medium and hard play only legal moves, for the seat asked', () => {
    const { problems, checked } = botMoveProblems(core, positions, {
      random: (view, seat) => randomMove(core, view, seat, rng('r')),
      medium: (view, seat) => botMove(spyCompiled, view, seat, 'medium', 'legal'),
      hard: (view, seat) => botMove(spyCompiled, view, seat, 'hard', 'legal'),
    });
    expect(problems).toEqual([]);
    expect(checked).toBe(3 * positions.length);
  });

  it('medium and hard never read hidden state: another arrangement of an opponent\'s hidden cards gives the same move', () => {
    const state = positions.find((s) => s.ctx.phase === 'play.move' && s.ctx.players === 3)!;
    const seat = state.ctx.active[0]!;
    const other = structuredClone(state);
    const theirs = other.G.bases[(seat + 1) % 3]!;
    // Swap two hidden cards that no public note tells apart.
    const hidden = theirs.cards.map((_, i) => i).filter((i) => !theirs.exposed[i] && !theirs.lit[i] && theirs.maybe[i]!.length === state.G.bases[(seat + 1) % 3]!.maybe[0]!.length);
    const [a, b] = [hidden[0]!, hidden[1]!];
    [theirs.cards[a], theirs.cards[b]] = [theirs.cards[b]!, theirs.cards[a]!];
    expect(JSON.stringify(core.view(other, seat))).toBe(JSON.stringify(core.view(state, seat)));
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(state));
    for (const level of ['medium', 'hard'] as const) {
      expect(botMove(spyCompiled, core.view(other, seat), seat, level, 'hidden')).toEqual(botMove(spyCompiled, core.view(state, seat), seat, level, 'hidden'));
    }
  });

  it('medium beats the random bot clearly in two-player SPY (measured)', () => {
    // Medium in seat 0 for half the games and seat 1 for the others. An equal opponent would win
    // each game with probability 1/2; we require a win count that chance reaches less than 1% of
    // the time. The README gives the rate measured while writing this.
    // A win is a game whose first listed winner is medium's seat.
    const { wins, games, played, p: pValue, seconds } = measureMatch(spyCompiled, {
      players: 2,
      games: 30,
      decideAt: winsNeeded(30, 1 / 2, 0.01), // stops once the verdict is settled
      seed: 'duel',
      win: 'first',
      contender: (view, seat, _random, g) => botMove(spyCompiled, view, seat, 'medium', `duel-${g}`),
    });
    console.log(`[spy bots] medium vs random, 2 players: ${wins}/${played} wins (${((100 * wins) / played).toFixed(1)}%) of ${games} planned; p = ${pValue.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(pValue).toBeLessThan(0.01);
  }, 120_000);

  it('hard beats medium in two-player SPY (measured)', () => {
    // Hard's rules of thumb against medium's, seats rotating. The edge is a few points, so the
    // match is long: both levels are rules of thumb without search, a game takes milliseconds.
    const { wins, games, played, p: pValue, seconds } = measureMatch(spyCompiled, {
      players: 2,
      games: 600,
      decideAt: winsNeeded(600, 1 / 2, 0.01),
      seed: 'hard-duel',
      contender: (view, seat, _random, g) => botMove(spyCompiled, view, seat, 'hard', `hard-${g}`),
      opponent: (view, seat, _random, g) => botMove(spyCompiled, view, seat, 'medium', `medium-${g}`),
    });
    console.log(`[spy bots] hard vs medium, 2 players: ${wins}/${played} wins (${((100 * wins) / played).toFixed(1)}%) of ${games} planned; p = ${pValue.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(pValue).toBeLessThan(0.01);
  }, 120_000);
});
