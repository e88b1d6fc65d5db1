/**
 * DIG bots: random, the medium planner and MCTS play legal moves only, decide from a seat's view
 * alone, and beat the random bot clearly in measured matches.
 */
import { describe, expect, it } from 'vitest';
import { digCompiled, greedyMove, type DigState } from '../../machines/dig/index.js';
import { botMove, mctsMove, randomMove } from '../../src/bots/index.js';
import { Random, seedToState, type GameState, type Move } from '../../src/dsl/index.js';
import { moveKey } from '../../src/engine/index.js';
import { randomPosition, replay } from '../../src/testing/index.js';

const { core } = digCompiled;
const rng = (seed: string) => new Random({ rng: seedToState(seed) });
const isLegal = (state: GameState<DigState>, move: Move | null) => move !== null && core.legalMoves(state).some((m) => moveKey(m) === moveKey(move));

/** Positions spread over a game, in both phases. */
const positions = [0, 1, 2, 40, 41, 200, 201, 600, 601].map((moves) => replay(digCompiled, randomPosition(digCompiled, { players: 3, seed: 'dig-pos', moves })) as GameState<DigState>);

/** One-sided exact binomial tail: P(X >= k) for X ~ Binomial(n, 1/2). */
function tailAtLeast(k: number, n: number): number {
  let term = 0.5 ** n;
  let sum = 0;
  for (let i = 0; i <= n; i++) {
    if (i >= k) sum += term;
    term = (term * (n - i)) / (i + 1);
  }
  return sum;
}

/** The MCTS player of the measured match: short playouts judged by the heuristic. */
export const MATCH = { iterations: 60, playoutLimit: 0 };

type Player = (view: GameState<DigState>, seat: number, random: Random) => Move | null;
const mcts: Player = (view, seat, random) => mctsMove(core, digCompiled.def, view, seat, { ...MATCH, random });
const planner: Player = (view, seat, random) => greedyMove(view, seat, random);

/** Two-player games, seats alternating: how often `bot` beats the random bot outright. */
function duel(name: string, bot: Player, games: number): { wins: number; games: number; seconds: number } {
  let wins = 0;
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const botSeat = g % 2;
    let state = core.init({ players: 2, seed: `dig-duel-${name}-${g}` }) as GameState<DigState>;
    const random = rng(`dig-duel-random-${g}`);
    const own = rng(`dig-duel-${name}-${g}`);
    while (!core.isOver(state)) {
      const seat = state.ctx.active[0]!;
      const view = core.view(state, seat) as GameState<DigState>;
      const move = seat === botSeat ? bot(view, seat, own) : randomMove(core, view, seat, random);
      const played = core.play(state, move!);
      if (!played.ok) throw new Error(`A bot played an illegal move: ${played.reason}`);
      state = played.state as GameState<DigState>;
    }
    const { winners } = core.result(state)!;
    if (winners.length === 1 && winners[0] === botSeat) wins++;
  }
  return { wins, games, seconds: (performance.now() - started) / 1000 };
}

describe('DIG bots', () => {
  it('random, the planner and MCTS play only legal moves, for the seat asked, from its view', () => {
    for (const state of positions) {
      if (core.isOver(state)) continue;
      const seat = state.ctx.active[0]!;
      const view = core.view(state, seat) as GameState<DigState>;
      expect(isLegal(state, randomMove(core, view, seat, rng('r')))).toBe(true);
      expect(isLegal(state, greedyMove(view, seat, rng('g')))).toBe(true);
      const m = mctsMove(core, digCompiled.def, view, seat, { iterations: 20, playoutLimit: 6, random: rng('m') });
      expect(isLegal(state, m)).toBe(true);
      expect(m!.seat).toBe(seat);
      for (const level of ['easy', 'medium'] as const) expect(isLegal(state, botMove(digCompiled, view, seat, level, 'levels'))).toBe(true);
    }
  });

  it('never reads hidden state: other buried bones of the same scents give the same move', () => {
    const a = positions[5]!;
    const seat = a.ctx.active[0]!;
    const b = structuredClone(a);
    // Swap the two bones of each scent pair wherever both lie face down and unknown in the yard.
    const ids = b.G.yard.map((c, i) => ({ c, i })).filter(({ c }) => c !== null && c.startsWith('bone-') && !b.G.known[seat]!.includes(c));
    let swapped = 0;
    for (const x of ids) for (const y of ids) {
      if (x.i < y.i && x.c!.split('-').slice(1).sort().join() === y.c!.split('-').slice(1).sort().join()) {
        [b.G.yard[x.i], b.G.yard[y.i]] = [b.G.yard[y.i]!, b.G.yard[x.i]!];
        swapped++;
      }
    }
    expect(swapped).toBeGreaterThan(0);
    expect(JSON.stringify(b.G)).not.toBe(JSON.stringify(a.G));
    expect(JSON.stringify(core.view(b, seat))).toBe(JSON.stringify(core.view(a, seat)));
    expect(botMove(digCompiled, core.view(b, seat), seat, 'hard', 'hidden')).toEqual(botMove(digCompiled, core.view(a, seat), seat, 'hard', 'hidden'));
  });

  it('MCTS beats the random bot clearly (measured)', () => {
    const { wins, games, seconds } = duel('mcts', mcts, 10);
    const pValue = tailAtLeast(wins, games);
    console.log(`[dig bots] MCTS (${MATCH.iterations} iterations, playouts of ${MATCH.playoutLimit} moves) vs random: ${wins}/${games} wins; p = ${pValue.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(pValue).toBeLessThan(0.01);
  }, 120_000);

  it('the medium planner beats the random bot clearly (measured)', () => {
    const { wins, games, seconds } = duel('plan', planner, 30);
    const pValue = tailAtLeast(wins, games);
    console.log(`[dig bots] medium planner vs random: ${wins}/${games} wins; p = ${pValue.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(pValue).toBeLessThan(0.01);
  }, 120_000);
});
