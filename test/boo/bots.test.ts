/**
 * BOO bots: random, the levels and MCTS play legal moves only and decide from a seat's view
 * alone; MCTS and medium beat random clearly and hard beats medium, in measured matches.
 */
import { describe, expect, it } from 'vitest';
import { booCompiled, type BooState } from '../../machines/boo/index.js';
import { botMove, mctsMove, randomMove } from '../../src/bots/index.js';
import { botMoveProblems, botPositions, levelMatch, measureMatch, seededRandom as rng, winsNeeded } from '../../src/testing/index.js';

const { core } = booCompiled;

/** Positions spread over a game: every phase. */
const positions = botPositions<BooState>(booCompiled, { players: 2, seed: 'boo-pos', cuts: [0, 1, 2, 15, 16, 30, 31, 45] });

/** The MCTS player of the measured match: short playouts judged by the ghost count. */
export const MATCH = { iterations: 40, playoutLimit: 6 };

describe('BOO bots', () => {
  it('random and MCTS play only legal moves, for the seat asked, from its view', () => {
    const { problems } = botMoveProblems(core, positions, {
      random: (view, seat) => randomMove(core, view, seat, rng('r')),
      mcts: (view, seat) => mctsMove(core, booCompiled.def, view, seat, { iterations: 20, playoutLimit: 4, random: rng('m') }),
      medium: (view, seat) => botMove(booCompiled, view, seat, 'medium', 'levels'),
      hard: (view, seat) => botMove(booCompiled, view, seat, 'hard', 'levels'),
    });
    expect(problems).toEqual([]);
  });

  it('never reads hidden state: the decks below their top cards in another order give the same move', () => {
    const a = positions[3]!;
    const b = structuredClone(a);
    for (const d of b.G.decks) if (d.length > 2) d.splice(0, d.length - 1, ...d.slice(0, -1).reverse());
    const seat = a.ctx.active[0]!;
    expect(JSON.stringify(b.G)).not.toBe(JSON.stringify(a.G));
    expect(JSON.stringify(core.view(b, seat))).toBe(JSON.stringify(core.view(a, seat)));
    for (const level of ['medium', 'hard'] as const) {
      expect(botMove(booCompiled, core.view(b, seat), seat, level, 'hidden')).toEqual(botMove(booCompiled, core.view(a, seat), seat, level, 'hidden'));
    }
  });

  it('MCTS beats the random bot clearly (measured)', () => {
    // Wins are games whose first listed winner is the MCTS seat; p under "wins each game with probability 1/2".
    const { wins, games, played, p: pValue, seconds } = measureMatch<BooState>(booCompiled, {
      players: 2,
      games: 40,
      decideAt: winsNeeded(40, 1 / 2, 0.01), // stops once the verdict is settled
      seed: 'boo-duel',
      win: 'first',
      contender: (view, seat, search) => mctsMove(core, booCompiled.def, view, seat, { ...MATCH, random: search }),
    });
    console.log(`[boo bots] MCTS (${MATCH.iterations} iterations, playouts of ${MATCH.playoutLimit} moves) vs random: ${wins}/${played} wins (${((100 * wins) / played).toFixed(1)}%) of ${games} planned; p = ${pValue.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(pValue).toBeLessThan(0.01);
  }, 120_000);

  it('medium (the greedy turn) beats the random bot clearly (measured)', () => {
    const match = levelMatch(booCompiled, { players: 2, games: 30, seed: 'boo-medium', level: 'medium', against: 'random' });
    console.log(`[boo bots] ${match.summary}`);
    expect(match.p).toBeLessThan(0.01);
  }, 120_000);

  it('hard (two turns ahead) beats medium (measured)', () => {
    // Outright wins of the hard seat, seats alternating, against medium in the other seat.
    const match = levelMatch(booCompiled, { players: 2, games: 40, seed: 'boo-hard', level: 'hard', against: 'medium' });
    console.log(`[boo bots] ${match.summary}`);
    expect(match.p).toBeLessThan(0.01);
  }, 120_000);
});
