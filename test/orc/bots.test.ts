/**
 * ORC bots: random and MCTS play legal moves only, decide from a seat's view alone, and MCTS at
 * 'medium' beats the random bot clearly in a measured match.
 */
import { describe, expect, it } from 'vitest';
import { orcCompiled, type OrcState } from '../../machines/orc/index.js';
import { botMove, mctsMove, randomMove } from '../../src/bots/index.js';
import { botMoveProblems, botPositions, measureMatch, seededRandom as rng, winsNeeded } from '../../src/testing/index.js';

const { core } = orcCompiled;

/** Positions spread over games (every phase of a turn, both match lengths). */
const positions = [1, 3].flatMap((bestOf) => botPositions<OrcState>(orcCompiled, { players: 2, seed: `pos-${bestOf}`, cuts: [0, 1, 2, 3, 4, 17, 30, 45], options: { bestOf }, live: true }));

describe('ORC bots', () => {
  it('random and MCTS bots play only legal moves, in every phase', () => {
    const { problems, phases } = botMoveProblems(core, positions, {
      random: (view, seat) => randomMove(core, view, seat, rng('r')),
      mcts: (view, seat) => mctsMove(core, orcCompiled.def, view, seat, { iterations: 30, random: rng('m') }),
    });
    expect(problems).toEqual([]);
    expect([...phases]).toEqual(expect.arrayContaining(['game.choose', 'game.play.pick', 'game.play.place', 'game.play.draw']));
  });

  it('never reads hidden state: the opponent\'s hand and the stockpiles reshuffled, same view, same move', () => {
    const state = positions.find((s) => s.ctx.phase === 'game.play.pick' && s.G.hands[s.ctx.current]!.length > 1)!;
    const seat = state.ctx.current;
    const other = structuredClone(state);
    // Swap a card of the opponent's hand with a stockpile card, and turn the stockpiles round.
    const opp = other.G.hands[1 - seat]!;
    const pile = other.G.line.find((t) => t.stockpile.length > 0)!.stockpile;
    [opp[0], pile[0]] = [pile[0]!, opp[0]!];
    for (const t of other.G.line) t.stockpile.reverse();
    expect(JSON.stringify(core.view(other, seat))).toBe(JSON.stringify(core.view(state, seat)));
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(state));
    expect(botMove(orcCompiled, core.view(other, seat), seat, 'medium', 'hidden')).toEqual(botMove(orcCompiled, core.view(state, seat), seat, 'medium', 'hidden'));
  });

  it('at medium beats the random bot clearly (measured)', () => {
    // 24 games, MCTS in seat 0 for half of them and seat 1 for the other half. Against an equal
    // opponent it would win each with probability 1/2; we require a win count that chance reaches
    // less than 1% of the time (19 of 24). Measured while writing this: 38 of 40 (95%); at that
    // rate missing the bar has a probability below 0.1%.
    const { wins, games, played, p: pValue, seconds } = measureMatch(orcCompiled, {
      players: 2,
      games: 24,
      decideAt: winsNeeded(24, 1 / 2, 0.01), // stops once the verdict is settled
      seed: 'duel',
      contender: (view, seat, _random, g) => botMove(orcCompiled, view, seat, 'medium', `duel-${g}`),
    });
    console.log(`[orc bots] MCTS medium vs random: ${wins}/${played} wins (${((100 * wins) / played).toFixed(1)}%) of ${games} planned; p = ${pValue.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(pValue).toBeLessThan(0.01);
  }, 120_000);
});
