/**
 * GYM bots: random and MCTS play legal moves only, decide from a seat's view alone (hands are
 * secret), MCTS beats the random bot clearly in a measured two-player match, and each level beats
 * the one below.
 */
import { describe, expect, it } from 'vitest';
import { gymCompiled, type GymState } from '../../machines/gym/index.js';
import { botMove, mctsMove, randomMove } from '../../src/bots/index.js';
import { botMoveProblems, botPositions, measureMatch, seededRandom as rng, winsNeeded, type MatchPlayer } from '../../src/testing/index.js';

const { core } = gymCompiled;

/** A player at one of the game's levels (its `bots` settings), seeded by game and move. */
const level = (name: 'easy' | 'medium' | 'hard'): MatchPlayer<GymState> => (view, seat, _random, g) => botMove(gymCompiled, view, seat, name, `ladder-${name}-${g}-${view.ctx.moves}`);

/**
 * Two-player games of `high` against `low` on paired deals (each deal twice, seats swapped),
 * stopping once the verdict is settled: 16 wins of 20 (p ≈ 0.006), or out of reach. The levels
 * win about 90% of such games (README), so 20 games leave room for four losses.
 */
const ladder = (high: 'medium' | 'hard', low: 'easy' | 'medium') =>
  measureMatch<GymState>(gymCompiled, {
    players: 2,
    games: 20,
    decideAt: winsNeeded(20, 1 / 2, 0.01),
    seeds: (g) => ({ game: `gym-ladder-${high}-${g >> 1}`, opponent: `gym-ladder-low-${g}`, contender: `gym-ladder-high-${g}` }),
    contender: level(high),
    opponent: level(low),
  });

/** Positions over a game: both phases, 2 and 4 players. */
const positions = botPositions<GymState>(gymCompiled, { players: [2, 4], seed: (players) => `bots-${players}`, cuts: [0, 5, 30, 45, 60, 80] });

describe('GYM bots', () => {
  it('random and MCTS bots play only legal moves, in both phases', () => {
    const { problems } = botMoveProblems(core, positions, {
      random: (view, seat) => randomMove(core, view, seat, rng('r')),
      mcts: (view, seat) => mctsMove(core, gymCompiled.def, view, seat, { iterations: 20, random: rng('m') }),
    });
    expect(problems).toEqual([]);
  });

  it('never read hidden hands: opponents\' hands exchanged, same move', () => {
    const state = positions.find((s) => s.ctx.players === 4 && s.ctx.phase === 'play.place')!;
    const seat = state.ctx.active[0]!;
    const other = structuredClone(state);
    // Two other seats exchange hands of the same size: this seat's view is unchanged.
    const [a, b] = [0, 1, 2, 3].filter((s) => s !== seat && state.G.hands[s]!.length === state.G.hands[seat]!.length);
    [other.G.hands[a!], other.G.hands[b!]] = [other.G.hands[b!]!, other.G.hands[a!]!];
    expect(JSON.stringify(other.G)).not.toBe(JSON.stringify(state.G));
    expect(JSON.stringify(core.view(other, seat))).toBe(JSON.stringify(core.view(state, seat)));
    expect(botMove(gymCompiled, core.view(other, seat), seat, 'medium', 'hidden')).toEqual(botMove(gymCompiled, core.view(state, seat), seat, 'medium', 'hidden'));
  });

  it('MCTS beats the random bot clearly in two-player GYM (measured)', () => {
    // MCTS in seat 0 for half the games and seat 1 for the other half. Against an equal opponent
    // it would win each with probability about 1/2; we require a win count that chance reaches
    // less than 1% of the time.
    // A win here is any win, shared or not.
    const { wins, games, played, p: pValue, seconds } = measureMatch<GymState>(gymCompiled, {
      players: 2,
      games: GAMES,
      decideAt: winsNeeded(GAMES, 1 / 2, 0.01), // stops once the verdict is settled
      seed: 'duel',
      win: 'any',
      contender: (view, seat, search) => mctsMove(core, gymCompiled.def, view, seat, { iterations: ITERATIONS, random: search, playoutLimit: PLAYOUT }),
    });
    console.log(`[gym bots] MCTS (${ITERATIONS} iterations, playouts of ${PLAYOUT} moves) vs random, 2 players: ${wins}/${played} wins (${((100 * wins) / played).toFixed(1)}%) of ${games} planned; p = ${pValue.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(pValue).toBeLessThan(0.01);
  }, 120_000);

  it('medium beats easy clearly at the game\'s own levels (measured)', () => {
    const { wins, played, games, p, seconds } = ladder('medium', 'easy');
    console.log(`[gym bots] medium vs easy: ${wins}/${played} outright wins of ${games} planned; p = ${p.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(p).toBeLessThan(0.01);
  }, 120_000);

  it('hard beats medium clearly at the game\'s own levels (measured)', () => {
    const { wins, played, games, p, seconds } = ladder('hard', 'medium');
    console.log(`[gym bots] hard vs medium: ${wins}/${played} outright wins of ${games} planned; p = ${p.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(p).toBeLessThan(0.01);
  }, 120_000);
});

const GAMES = Number(process.env.GYM_DUEL_GAMES ?? 12);
const ITERATIONS = Number(process.env.GYM_DUEL_ITERATIONS ?? 30);
const PLAYOUT = Number(process.env.GYM_DUEL_PLAYOUT ?? 30);
