/**
 * GYM bots: random and MCTS play legal moves only, decide from a seat's view alone (hands are
 * secret), and MCTS beats the random bot clearly in a measured two-player match.
 */
import { describe, expect, it } from 'vitest';
import { gymCompiled, type GymState } from '../../machines/gym/index.js';
import { botMove, mctsMove, randomMove } from '../../src/bots/index.js';
import { Random, seedToState, type GameState, type Move } from '../../src/dsl/index.js';
import { moveKey } from '../../src/engine/index.js';
import { randomPosition, replay } from '../../src/testing/index.js';

const { core } = gymCompiled;
const rng = (seed: string) => new Random({ rng: seedToState(seed) });
const isLegal = (state: GameState<GymState>, move: Move | null) => move !== null && core.legalMoves(state).some((m) => moveKey(m) === moveKey(move));

/** Positions over a game: both phases, 2 and 4 players. */
const positions = [2, 4].flatMap((players) =>
  [0, 5, 30, 45, 60, 80].map((moves) => replay(gymCompiled, randomPosition(gymCompiled, { players, seed: `bots-${players}`, moves })) as GameState<GymState>),
);

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

describe('GYM bots', () => {
  it('random and MCTS bots play only legal moves, in both phases', () => {
    for (const state of positions) {
      if (core.isOver(state)) continue;
      const seat = state.ctx.active[0]!;
      expect(isLegal(state, randomMove(core, core.view(state, seat), seat, rng('r')))).toBe(true);
      expect(isLegal(state, mctsMove(core, gymCompiled.def, core.view(state, seat) as GameState<GymState>, seat, { iterations: 20, random: rng('m') }))).toBe(true);
    }
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
    const games = GAMES;
    let wins = 0;
    const started = performance.now();
    for (let g = 0; g < games; g++) {
      const mctsSeat = g % 2;
      let state = core.init({ players: 2, seed: `duel-${g}` }) as GameState<GymState>;
      const random = rng(`duel-random-${g}`);
      const search = rng(`duel-mcts-${g}`);
      while (!core.isOver(state)) {
        const seat = state.ctx.active[0]!;
        const view = core.view(state, seat) as GameState<GymState>;
        const move = seat === mctsSeat ? mctsMove(core, gymCompiled.def, view, seat, { iterations: ITERATIONS, random: search, playoutLimit: PLAYOUT }) : randomMove(core, view, seat, random);
        const played = core.play(state, move!);
        if (!played.ok) throw new Error(`A bot played an illegal move: ${played.reason}`);
        state = played.state as GameState<GymState>;
      }
      if (core.result(state).winners.includes(mctsSeat)) wins++;
    }
    const pValue = tailAtLeast(wins, games);
    const seconds = (performance.now() - started) / 1000;
    console.log(`[gym bots] MCTS (${ITERATIONS} iterations, playouts of ${PLAYOUT} moves) vs random, 2 players: ${wins}/${games} wins (${((100 * wins) / games).toFixed(1)}%); p = ${pValue.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(pValue).toBeLessThan(0.01);
  }, 120_000);
});

const GAMES = Number(process.env.GYM_DUEL_GAMES ?? 12);
const ITERATIONS = Number(process.env.GYM_DUEL_ITERATIONS ?? 30);
const PLAYOUT = Number(process.env.GYM_DUEL_PLAYOUT ?? 30);
