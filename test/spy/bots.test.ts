/**
 * SPY bots: random and MCTS play legal moves only and decide from a seat's view alone; MCTS at
 * 'medium' beats random clearly in a measured two-player match.
 */
import { describe, expect, it } from 'vitest';
import { spyCompiled, type SpyState } from '../../machines/spy/index.js';
import { botMove, randomMove } from '../../src/bots/index.js';
import { Random, seedToState, type GameState, type Move } from '../../src/dsl/index.js';
import { moveKey } from '../../src/engine/index.js';
import { randomPosition, replay } from '../../src/testing/index.js';

const { core } = spyCompiled;
const rng = (seed: string) => new Random({ rng: seedToState(seed) });
const isLegal = (state: GameState<SpyState>, move: Move | null) => move !== null && core.legalMoves(state).some((m) => moveKey(m) === moveKey(move));

/** Positions spread over games of 2, 3 and 4 players (arranging and playing). */
const positions = [2, 3, 4].flatMap((players) =>
  [0, 1, 4, 9, 14].map((moves) => replay(spyCompiled, randomPosition(spyCompiled, { players, seed: `pos-${players}`, moves })) as GameState<SpyState>),
).filter((s) => !core.isOver(s));

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

describe('SPY bots', () => {
  it('random and MCTS play only legal moves, for the seat asked', () => {
    for (const state of positions) {
      const seat = state.ctx.active[0]!;
      const view = core.view(state, seat);
      expect(isLegal(state, randomMove(core, view, seat, rng('r')))).toBe(true);
      const move = botMove(spyCompiled, view, seat, 'medium', 'legal');
      expect(isLegal(state, move)).toBe(true);
      expect(move!.seat).toBe(seat);
    }
  });

  it('MCTS never reads hidden state: another arrangement of an opponent\'s hidden cards gives the same move', () => {
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
    expect(botMove(spyCompiled, core.view(other, seat), seat, 'medium', 'hidden')).toEqual(botMove(spyCompiled, core.view(state, seat), seat, 'medium', 'hidden'));
  });

  it('MCTS at medium beats the random bot clearly in two-player SPY (measured)', () => {
    // MCTS in seat 0 for half the games and seat 1 for the others. An equal opponent would win
    // each game with probability 1/2; we require a win count that chance reaches less than 1% of
    // the time. The README gives the rate measured while writing this.
    const games = 30;
    let wins = 0;
    const started = performance.now();
    for (let g = 0; g < games; g++) {
      const mctsSeat = g % 2;
      let state = core.init({ players: 2, seed: `duel-${g}` });
      const random = rng(`duel-random-${g}`);
      while (!core.isOver(state)) {
        const seat = state.ctx.active[0]!;
        const view = core.view(state, seat);
        const move = seat === mctsSeat ? botMove(spyCompiled, view, seat, 'medium', `duel-${g}`) : randomMove(core, view, seat, random);
        const played = core.play(state, move!);
        if (!played.ok) throw new Error(`A bot played an illegal move: ${played.reason}`);
        state = played.state;
      }
      if (core.result(state).winners[0] === mctsSeat) wins++;
    }
    const pValue = tailAtLeast(wins, games);
    const seconds = (performance.now() - started) / 1000;
    console.log(`[spy bots] MCTS medium vs random, 2 players: ${wins}/${games} wins (${((100 * wins) / games).toFixed(1)}%); p = ${pValue.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(pValue).toBeLessThan(0.01);
  }, 120_000);
});
