import { describe, expect, it } from 'vitest';
import { Match } from '../../src/engine/index.js';
import { testGame } from '../../src/testing/index.js';
import { lastStoneCompiled } from '../../stories/guide/last-stone.js';

// The guide promises that one call gives the author's game the whole kit: keep that promise tested.
testGame(lastStoneCompiled, { players: [2, 3, 4], fuzzGames: 300, modelDepth: 6, unreachable: ['over'] });

describe('Last Stone (the guide game): the moves the guide shows', () => {
  it('plays, refuses and undoes exactly as the guide says', () => {
    const match = new Match(lastStoneCompiled, { players: 2, seed: 'try' });
    expect(match.play({ type: 'take', seat: 0, count: 3 })).toEqual({ ok: true });
    expect(match.play({ type: 'take', seat: 0, count: 1 })).toMatchObject({ ok: false, reason: "It is seat 1's turn, not seat 0's." });
    expect(match.play({ type: 'take', seat: 1, count: 5 })).toMatchObject({ ok: false, reason: 'Take 1, 2 or 3 stones.' });
    expect(match.undo(0)).toEqual({ ok: true });
    expect(match.state.G.stones).toBe(15);
  });

  it('whoever takes the last stone wins', () => {
    const match = new Match(lastStoneCompiled, { players: 2, seed: 'end', options: { stones: 4 } });
    match.play({ type: 'take', seat: 0, count: 1 });
    match.play({ type: 'take', seat: 1, count: 3 });
    expect(match.isOver).toBe(true);
    expect(match.result?.winners).toEqual([1]);
  });
});
