/**
 * Undo never crosses a reveal: the last settler turn of a round refills the face-up plantations
 * from the face-down stack, so that move cannot be taken back (the engine finds the reveal).
 */
import { describe, expect, it } from 'vitest';
import { puertoRicoCompiled, type PuertoRicoState } from '../../machines/puerto-rico/index.js';
import { Match } from '../../src/engine/match.js';
import type { Move } from '../../src/dsl/index.js';

const plantFor = (match: Match<PuertoRicoState>, seat: number): Move => match.legalMoves(seat).find((m) => m.type === 'plant')!;

describe('undo and the plantation refill (3 players)', () => {
  it('a settler turn that reveals nothing may be taken back; the last one, which refills the row from the hidden stack, may not', () => {
    const match = new Match<PuertoRicoState>(puertoRicoCompiled, { players: 3, seed: 'undo-reveal' });
    expect(match.play({ type: 'chooseRole', seat: 0, role: 'settler' })).toEqual({ ok: true });
    expect(match.play(plantFor(match, 0))).toEqual({ ok: true });
    expect(match.play(plantFor(match, 1))).toEqual({ ok: true });
    // Nothing hidden came to light: seat 1 may still take its plantation back.
    expect(match.undoReason(1)).toBeNull();

    const stackBefore = match.state.G.plantationDeck.length;
    expect(match.play(plantFor(match, 2))).toEqual({ ok: true });
    // The round of settler turns is over: four new plantations came face up from the stack.
    expect(match.phase).toBe('round.chooseRole');
    expect(match.state.G.plantationDeck.length).toBe(stackBefore - 4);

    const before = JSON.stringify(match.state);
    expect(match.undoReason(2)).not.toBeNull();
    expect(match.undo(2).ok).toBe(false);
    expect(JSON.stringify(match.state)).toBe(before);
  });
});
