/**
 * HISSS bots: every level plays legal moves from its seat's view only, medium beats easy and
 * hard beats medium clearly in measured matches.
 */
import { describe, expect, it } from 'vitest';
import { greedyMove, hisssCompiled, lookaheadMove, type HisssState } from '../../machines/hisss/index.js';
import { botMove, randomMove } from '../../src/bots/index.js';
import { botMoveProblems, botPositions, measureMatch, seededRandom as rng, type MatchPlayer } from '../../src/testing/index.js';

const { core } = hisssCompiled;

/** Positions spread over a game, drawing and placing. */
const positions = botPositions<HisssState>(hisssCompiled, { players: 3, seed: 'hisss-pos', cuts: [0, 1, 2, 3, 20, 21, 50, 51, 90, 91] });

type Player = MatchPlayer<HisssState>;
const easy: Player = (view, seat, random) => randomMove(core, view, seat, random);
const medium: Player = (view, seat, random) => greedyMove(view, seat, random);
const hard: Player = (view, seat, random) => lookaheadMove(view, seat, random);

/** Two-player games on paired deals (each deal twice, seats swapped): outright wins of `contender`. */
const duel = (name: string, contender: Player, opponent: Player, games: number) =>
  measureMatch<HisssState>(hisssCompiled, {
    players: 2,
    games,
    seeds: (g) => ({ game: `hisss-duel-${name}-${g >> 1}`, opponent: `hisss-duel-${name}-low-${g}`, contender: `hisss-duel-${name}-high-${g}` }),
    contender,
    opponent,
  });

describe('HISSS bots', () => {
  it('every level plays only legal moves, for the seat asked, from its view', () => {
    const { problems } = botMoveProblems<HisssState>(core, positions, {
      medium: (view, seat) => greedyMove(view, seat, rng('g')),
      hard: (view, seat) => lookaheadMove(view, seat, rng('h')),
      easy: (view, seat) => botMove(hisssCompiled, view, seat, 'easy', 'levels'),
      'medium level': (view, seat) => botMove(hisssCompiled, view, seat, 'medium', 'levels'),
      'hard level': (view, seat) => botMove(hisssCompiled, view, seat, 'hard', 'levels'),
    });
    expect(problems).toEqual([]);
  });

  it('never reads the fan: another order of the face-down cards gives the same moves', () => {
    const placing = positions.filter((s) => s.G.drawn !== null && s.G.fan.length > 2);
    expect(placing.length).toBeGreaterThan(0);
    for (const a of placing) {
      const seat = a.ctx.active[0]!;
      const b = structuredClone(a);
      b.G.fan.reverse();
      expect(JSON.stringify(b.G.fan)).not.toBe(JSON.stringify(a.G.fan));
      expect(JSON.stringify(core.view(b, seat))).toBe(JSON.stringify(core.view(a, seat)));
      for (const level of ['medium', 'hard'] as const) {
        expect(botMove(hisssCompiled, core.view(b, seat), seat, level, 'fan')).toEqual(botMove(hisssCompiled, core.view(a, seat), seat, level, 'fan'));
      }
    }
  });

  it('hard takes a join of two snakes that medium may miss', () => {
    // A red head + red–blue mid, and an orange–green mid + green tail; the drawn blue–orange
    // mid-section joins them into one snake of five cards.
    const state = core.init({ players: 2, seed: 'join' });
    state.G.snakes = [
      [{ id: 'head-red', flip: false }, { id: 'mid-red-blue-1', flip: false }],
      [{ id: 'mid-orange-green-1', flip: false }, { id: 'tail-green', flip: false }],
    ];
    state.G.drawn = 'mid-orange-blue-1';
    state.G.fan = state.G.fan.filter((id) => !['head-red', 'mid-red-blue-1', 'mid-orange-green-1', 'tail-green', 'mid-orange-blue-1'].includes(id));
    const seat = state.ctx.active[0]!;
    state.ctx.phase = 'play.place';
    const legal = core.legalMoves(state, seat);
    expect(legal.some((m) => m.type === 'join')).toBe(true);
    expect(hard(core.view(state, seat), seat, rng('j'), 0)).toMatchObject({ type: 'join' });
  });

  it('medium beats easy clearly (measured)', () => {
    const { wins, games, seconds, p } = duel('medium-easy', medium, easy, 200);
    console.log(`[hisss bots] medium vs easy: ${wins}/${games} wins; p = ${p.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(p).toBeLessThan(0.01);
  }, 60_000);

  it('hard beats medium clearly (measured)', () => {
    const { wins, games, seconds, p } = duel('hard-medium', hard, medium, 200);
    console.log(`[hisss bots] hard vs medium: ${wins}/${games} wins; p = ${p.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(p).toBeLessThan(0.01);
  }, 60_000);
});
