/**
 * BOX bots: random, MCTS and the levels play legal moves only and decide from a seat's view
 * alone; medium beats the random bot clearly and hard beats medium, in measured two-player matches.
 */
import { describe, expect, it } from 'vitest';
import { boxCompiled, type BoxState } from '../../machines/box/index.js';
import { botMove, mctsMove, randomMove } from '../../src/bots/index.js';
import { type GameState, type Move, type Random } from '../../src/dsl/index.js';
import { botMoveProblems, botPositions, levelMatch, measureMatch, seededRandom as rng } from '../../src/testing/index.js';

const { core } = boxCompiled;

/** Positions spread over BOX games of every player count. */
const positions = botPositions<BoxState>(boxCompiled, { players: [2, 3, 4, 6], seed: (players) => `bot-pos-${players}`, cuts: [0, 7, 15, 23], live: true });

/**
 * Two-player games, `pick` choosing for the second seat (which loses every tie) and the random bot
 * for the first; a win is the second seat listed first among the winners. p is under "wins each
 * game with probability 5%".
 */
function duel(prefix: string, games: number, pick: (view: GameState<BoxState>, seat: number, g: number) => Move | null) {
  return measureMatch<BoxState>(boxCompiled, {
    players: 2,
    games,
    seeds: (g) => ({ game: `${prefix}-${g}`, opponent: `${prefix}-${g}/random` }),
    contenderSeats: () => 1,
    win: 'first',
    chance: 0.05,
    contender: (view, seat, _random: Random, g) => pick(view, seat, g),
  });
}

describe('BOX bots', () => {
  it('random, MCTS, medium and hard play only legal moves, for the seat asked about', () => {
    const { problems, checked } = botMoveProblems(core, positions, {
      random: (view, seat) => randomMove(core, view, seat, rng('r')),
      mcts: (view, seat) => mctsMove(core, boxCompiled.def, view, seat, { iterations: 20, random: rng('m') }),
      medium: (view, seat) => botMove(boxCompiled, view, seat, 'medium', 'levels'),
      hard: (view, seat) => botMove(boxCompiled, view, seat, 'hard', 'levels'),
    });
    expect(problems).toEqual([]);
    expect(checked).toBe(4 * positions.length);
  });

  it('never reads hidden state: other secret colours and stacks changed, the same view gives the same move', () => {
    const state = positions[5]!; // 3 players, mid-game
    const seat = state.ctx.active[0]!;
    const other = structuredClone(state);
    const a = (seat + 1) % 3;
    const b = (seat + 2) % 3;
    [other.G.secrets[a], other.G.secrets[b]] = [other.G.secrets[b]!, other.G.secrets[a]!];
    other.G.stacks[seat]!.reverse();
    [other.G.hands[a], other.G.hands[b]] = [other.G.hands[b]!, other.G.hands[a]!];
    expect(JSON.stringify(core.view(other, seat))).toBe(JSON.stringify(core.view(state, seat)));
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(state));
    const pick = (s: GameState<BoxState>) => mctsMove(core, boxCompiled.def, core.view(s, seat), seat, { iterations: 40, random: rng('hidden') });
    expect(pick(other)).toEqual(pick(state));
    for (const level of ['medium', 'hard'] as const) {
      expect(botMove(boxCompiled, core.view(other, seat), seat, level, 'hidden')).toEqual(botMove(boxCompiled, core.view(state, seat), seat, level, 'hidden'));
    }
  });

  it('at medium beats the random bot clearly from the second seat, which loses every tie (measured)', () => {
    // Ties go to the first player, and two random players mostly score nothing, so the random bot
    // in the second seat almost never wins: measured here over 400 games (about 1%). Medium (the
    // greedy rules of thumb, bot.ts) plays the second seat in 10 games; we require a win count
    // that a player winning 5% of the time (well above random) reaches less than 1% of the time:
    // 4 of 10 (p ≈ 0.001). Measured while writing this: 6 of 10 (as MCTS 150 did).
    const { wins: randomWins } = duel('base', 400, (view, seat, g) => randomMove(core, view, seat, rng(`b${g}/${view.ctx.moves}`)));
    expect(randomWins / 400).toBeLessThan(0.05);
    const { wins, games, p: pValue, seconds } = duel('duel', 10, (view, seat, g) => botMove(boxCompiled, view, seat, 'medium', `duel-${g}`));
    console.log(`[bots] BOX 2 players, second seat: random ${randomWins}/400 wins; medium ${wins}/${games} (${((100 * wins) / games).toFixed(0)}%), p = ${pValue.toExponential(2)} under "wins at most 5%"; ${seconds.toFixed(1)} s`);
    expect(pValue).toBeLessThan(0.01);
  }, 120_000);

  it('medium (the greedy rules of thumb) beats the random bot in two-player BOX, seats alternating (measured)', () => {
    // Outright wins of medium, each deal with medium first and second; against an equal opponent
    // it would win each game with probability 1/2: we require a count chance reaches less than 1%
    // of the time (16 of 20). Measured while writing this: 18 of 20 on other seeds.
    const match = levelMatch(boxCompiled, { players: 2, games: 20, seed: 'box-medium', level: 'medium', against: 'random' });
    console.log(`[bots] BOX ${match.summary}`);
    expect(match.p).toBeLessThan(0.01);
  }, 120_000);

  it('hard (its own gain less the guessed colours of the others) beats medium in two-player BOX (measured)', () => {
    // Outright wins of hard, seats alternating, against medium in the other seat; chance would be
    // 1/2: we require 22 of 30 (p < 0.01). Measured while writing this: 36 of 40 on other seeds.
    const match = levelMatch(boxCompiled, { players: 2, games: 30, seed: 'box-hard', level: 'hard', against: 'medium' });
    console.log(`[bots] BOX ${match.summary}`);
    expect(match.p).toBeLessThan(0.01);
  }, 120_000);
});
