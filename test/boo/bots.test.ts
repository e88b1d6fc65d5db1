/**
 * BOO bots: random and MCTS play legal moves only, MCTS decides from a seat's view alone, and
 * MCTS beats random clearly in a measured match.
 */
import { describe, expect, it } from 'vitest';
import { booCompiled, type BooState } from '../../machines/boo/index.js';
import { botMove, mctsMove, randomMove } from '../../src/bots/index.js';
import { Random, seedToState, type GameState, type Move } from '../../src/dsl/index.js';
import { moveKey } from '../../src/engine/index.js';
import { randomPosition, replay } from '../../src/testing/index.js';

const { core } = booCompiled;
const rng = (seed: string) => new Random({ rng: seedToState(seed) });
const isLegal = (state: GameState<BooState>, move: Move | null) => move !== null && core.legalMoves(state).some((m) => moveKey(m) === moveKey(move));

/** Positions spread over a game: every phase. */
const positions = [0, 1, 2, 15, 16, 30, 31, 45].map((moves) => replay(booCompiled, randomPosition(booCompiled, { players: 2, seed: 'boo-pos', moves })) as GameState<BooState>);

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

/** The MCTS player of the measured match: short playouts judged by the ghost count. */
export const MATCH = { iterations: 40, playoutLimit: 6 };

describe('BOO bots', () => {
  it('random and MCTS play only legal moves, for the seat asked, from its view', () => {
    for (const state of positions) {
      if (core.isOver(state)) continue;
      const seat = state.ctx.active[0]!;
      const r = randomMove(core, core.view(state, seat), seat, rng('r'));
      expect(isLegal(state, r)).toBe(true);
      const m = mctsMove(core, booCompiled.def, core.view(state, seat), seat, { iterations: 20, playoutLimit: 4, random: rng('m') });
      expect(isLegal(state, m)).toBe(true);
      expect(m!.seat).toBe(seat);
    }
  });

  it('never reads hidden state: the decks below their top cards in another order give the same move', () => {
    const a = positions[3]!;
    const b = structuredClone(a);
    for (const d of b.G.decks) if (d.length > 2) d.splice(0, d.length - 1, ...d.slice(0, -1).reverse());
    const seat = a.ctx.active[0]!;
    expect(JSON.stringify(b.G)).not.toBe(JSON.stringify(a.G));
    expect(JSON.stringify(core.view(b, seat))).toBe(JSON.stringify(core.view(a, seat)));
    expect(botMove(booCompiled, core.view(b, seat), seat, 'medium', 'hidden')).toEqual(botMove(booCompiled, core.view(a, seat), seat, 'medium', 'hidden'));
  });

  it('MCTS beats the random bot clearly (measured)', () => {
    const games = 40;
    let wins = 0;
    const started = performance.now();
    for (let g = 0; g < games; g++) {
      const mctsSeat = g % 2;
      let state = core.init({ players: 2, seed: `boo-duel-${g}` });
      const random = rng(`boo-duel-random-${g}`);
      const search = rng(`boo-duel-mcts-${g}`);
      while (!core.isOver(state)) {
        const seat = state.ctx.active[0]!;
        const view = core.view(state, seat);
        const move = seat === mctsSeat ? mctsMove(core, booCompiled.def, view, seat, { ...MATCH, random: search }) : randomMove(core, view, seat, random);
        const played = core.play(state, move!);
        if (!played.ok) throw new Error(`A bot played an illegal move: ${played.reason}`);
        state = played.state;
      }
      if (core.result(state).winners[0] === mctsSeat) wins++;
    }
    const pValue = tailAtLeast(wins, games);
    const seconds = (performance.now() - started) / 1000;
    console.log(`[boo bots] MCTS (${MATCH.iterations} iterations, playouts of ${MATCH.playoutLimit} moves) vs random: ${wins}/${games} wins (${((100 * wins) / games).toFixed(1)}%); p = ${pValue.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(pValue).toBeLessThan(0.01);
  }, 120_000);
});
