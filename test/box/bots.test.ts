/**
 * BOX bots: random and MCTS play legal moves only and decide from a seat's view alone, and MCTS
 * at 'medium' beats the random bot clearly in a measured two-player match.
 */
import { describe, expect, it } from 'vitest';
import { boxCompiled, type BoxState } from '../../machines/box/index.js';
import { botMove, mctsMove, randomMove } from '../../src/bots/index.js';
import { Random, seedToState, type GameState, type Move } from '../../src/dsl/index.js';
import { moveKey } from '../../src/engine/index.js';
import { randomPosition, replay } from '../../src/testing/index.js';

const { core } = boxCompiled;
const rng = (seed: string) => new Random({ rng: seedToState(seed) });
const isLegal = (state: GameState<BoxState>, move: Move | null) => move !== null && core.legalMoves(state).some((m) => moveKey(m) === moveKey(move));

/** Positions spread over BOX games of every player count. */
const positions = [2, 3, 4, 6].flatMap((players) =>
  [0, 7, 15, 23].map((moves) => replay(boxCompiled, randomPosition(boxCompiled, { players, seed: `bot-pos-${players}`, moves })) as GameState<BoxState>),
).filter((s) => !core.isOver(s));

/** One-sided exact binomial tail: P(X >= k) for X ~ Binomial(n, p). */
function tailAtLeast(k: number, n: number, p: number): number {
  let sum = 0;
  let term = (1 - p) ** n; // C(n, 0) p^0 (1-p)^n
  for (let i = 0; i <= n; i++) {
    if (i >= k) sum += term;
    term = (term * (n - i) * p) / ((i + 1) * (1 - p));
  }
  return sum;
}

/** A two-player game, `pick` choosing for `botSeat` and the random bot for the other seat; true when `botSeat` wins. */
function duel(seed: string, botSeat: number, pick: (state: GameState<BoxState>, seat: number) => Move | null): boolean {
  let state = core.init({ players: 2, seed }) as GameState<BoxState>;
  const random = rng(`${seed}/random`);
  while (!core.isOver(state)) {
    const seat = state.ctx.active[0]!;
    const move = seat === botSeat ? pick(state, seat) : randomMove(core, core.view(state, seat), seat, random);
    const played = core.play(state, move!);
    if (!played.ok) throw new Error(`A bot played an illegal move: ${played.reason}`);
    state = played.state as GameState<BoxState>;
  }
  return core.result(state).winners[0] === botSeat;
}

describe('BOX bots', () => {
  it('random and MCTS play only legal moves, for the seat asked about', () => {
    for (const state of positions) {
      const seat = state.ctx.active[0]!;
      expect(isLegal(state, randomMove(core, core.view(state, seat), seat, rng('r')))).toBe(true);
      expect(isLegal(state, mctsMove(core, boxCompiled.def, core.view(state, seat), seat, { iterations: 20, random: rng('m') }))).toBe(true);
    }
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
  });

  it('at medium beats the random bot clearly from the second seat, which loses every tie (measured)', () => {
    // Ties go to the first player, and two random players mostly score nothing, so the random bot
    // in the second seat almost never wins: measured here over 400 games (about 1%). The MCTS bot
    // ('medium', 150 simulated games a decision) plays the second seat in 10 games; we require a
    // win count that a player winning 5% of the time (well above random) reaches less than 1% of
    // the time: 4 of 10 (p ≈ 0.001). Measured while writing this: about 60% (5 of 8, 6 of 10).
    let randomWins = 0;
    for (let g = 0; g < 400; g++) if (duel(`base-${g}`, 1, (s, seat) => randomMove(core, core.view(s, seat), seat, rng(`b${g}/${s.ctx.moves}`)))) randomWins++;
    expect(randomWins / 400).toBeLessThan(0.05);
    const games = 10;
    let wins = 0;
    const started = performance.now();
    for (let g = 0; g < games; g++) if (duel(`duel-${g}`, 1, (s, seat) => botMove(boxCompiled, core.view(s, seat), seat, 'medium', `duel-${g}`))) wins++;
    const pValue = tailAtLeast(wins, games, 0.05);
    console.log(`[bots] BOX 2 players, second seat: random ${randomWins}/400 wins; MCTS medium ${wins}/${games} (${((100 * wins) / games).toFixed(0)}%), p = ${pValue.toExponential(2)} under "wins at most 5%"; ${((performance.now() - started) / 1000).toFixed(1)} s`);
    expect(pValue).toBeLessThan(0.01);
  }, 120_000);
});
