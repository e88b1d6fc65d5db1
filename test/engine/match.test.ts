/**
 * Match: moves, refusals, undo (never past hidden information), bots' follow-ups, save/load,
 * reset, subscriptions and replay determinism.
 */
import { describe, expect, it } from 'vitest';
import { hisssCompiled } from '../../machines/hisss/index.js';
import { compile, defineGame, move, phases, Random, seedToState, type Move } from '../../src/dsl/index.js';
import { Match, type MatchChange } from '../../src/engine/index.js';
import { nim } from '../dsl/fixtures/nim.js';

/** Plays `count` seeded random legal moves on a match; returns them. */
function playRandom<G>(match: Match<G>, count: number, seed = 'moves'): Move[] {
  const random = new Random({ rng: seedToState(seed) });
  const played: Move[] = [];
  for (let i = 0; i < count && !match.isOver; i++) {
    const move = random.pick(match.legalMoves());
    expect(match.play(move)).toEqual({ ok: true });
    played.push(move);
  }
  return played;
}

describe('Match', () => {
  describe('moves', () => {
    it('plays a legal move, logs it with its public description and the phase it was made in', () => {
      const match = new Match(hisssCompiled, { players: 2, seed: 'log' });
      expect(match.play({ type: 'draw', seat: 0, index: 3 })).toEqual({ ok: true });
      expect(match.log).toHaveLength(1);
      expect(match.log[0]).toMatchObject({ index: 0, move: { type: 'draw', seat: 0, index: 3 }, phase: 'play.draw' });
      expect(match.log[0]!.text).toMatch(/^drew an? .+ (head|tail|mid-section)$/);
      expect(match.phase).toBe('play.place');
      expect(match.phaseValue).toEqual({ play: 'place' });
    });

    it('refuses an illegal move with the core\'s reason and changes neither the state nor the log', () => {
      const match = new Match(hisssCompiled, { players: 3, seed: 'illegal' });
      const before = JSON.stringify(match.state);
      const answer = match.play({ type: 'draw', seat: 1, index: 0 });
      expect(answer).toMatchObject({ ok: false, reason: "It is seat 0's turn, not seat 1's." });
      expect(JSON.stringify(match.state)).toBe(before);
      expect(match.log).toHaveLength(0);
      expect(match.play({ type: 'start', seat: 0 })).toMatchObject({ ok: false, reason: expect.stringMatching(/not allowed now/) });
    });

    it('keeps the logged move apart from the caller\'s object', () => {
      const match = new Match(nim, { players: 2, seed: 'copy' });
      const move: Move = { type: 'take', seat: 0, n: 2 };
      match.play(move);
      move.n = 3;
      expect(match.log[0]!.move).toEqual({ type: 'take', seat: 0, n: 2 });
    });

    it('offers legal moves per seat and views per seat that hide the fan', () => {
      const match = new Match(hisssCompiled, { players: 3, seed: 'views' });
      expect(match.legalMoves(1)).toEqual([]);
      expect(match.legalMoves(0)).toHaveLength(49);
      const fan = (match.state.G as { fan: string[] }).fan;
      for (const seat of [0, 1, 2, null]) {
        const view = match.view(seat);
        expect((view.G as { fan: string[] }).fan.every((c) => c === 'hidden')).toBe(true);
        expect(view.ctx.rng).toBe(0);
        for (const id of fan) expect(JSON.stringify(view)).not.toContain(`"${id}"`);
      }
    });

    it('reports the result only once the game is over, equal to the core\'s', () => {
      const match = new Match(hisssCompiled, { players: 2, seed: 'whole' });
      expect(match.result).toBeNull();
      playRandom(match, 1000);
      expect(match.isOver).toBe(true);
      expect(match.log).toHaveLength(98);
      expect(match.result).toEqual(hisssCompiled.core.result(match.state));
      expect(match.play({ type: 'draw', seat: 0, index: 0 })).toMatchObject({ ok: false, reason: 'The game is over.' });
    });
  });

  describe('a broken flow', () => {
    const tick = move<{ n: number }>({ apply: (G) => { G.n++; } });
    const base = { id: 'broken', name: 'Broken', players: { min: 1, max: 1 }, setup: () => ({ n: 0 }), result: () => ({ scores: [0], winners: [0] }) };

    it('makes play() throw the flow\'s own error when its rules loop after a move', () => {
      const game = compile(defineGame({ ...base, flow: phases<{ n: number }>({ a: { moves: { tick }, next: [{ if: (G) => G.n > 0, to: 'b' }] }, b: { next: [{ to: 'a' }] }, over: { final: true } }) }));
      const match = new Match(game, { players: 1, seed: 1 });
      expect(() => match.play({ type: 'tick', seat: 0 })).toThrow(/broken: phase rules fired 1000 times without a move/);
    });

    it('makes the constructor throw the flow\'s own error when the initial phases loop', () => {
      const game = compile(defineGame({ ...base, flow: phases<{ n: number }>({ a: { next: [{ to: 'b' }] }, b: { next: [{ to: 'a' }] }, over: { final: true } }) }));
      expect(() => new Match(game, { players: 1, seed: 1 })).toThrow(/broken: phase rules fired 1000 times without a move/);
    });
  });

  describe('undo', () => {
    it('asks a move whose undoability depends on what it did (a function), and the author may be stricter than the engine', () => {
      // A move that shows nothing (it counts up), which its author forbids to take back on every sixth count.
      const roll = move<{ shown: number[] }>({
        apply: (G) => {
          G.shown.push((G.shown.length % 6) + 1);
        },
        undoable: (_args, after) => after.shown[after.shown.length - 1] !== 6,
        endsTurn: true,
      });
      const dice = compile(defineGame<{ shown: number[] }>({
        id: 'undo-by-result', name: 'Undo by result', players: { min: 2, max: 2 },
        setup: () => ({ shown: [] }),
        flow: phases({ play: { moves: { roll }, next: [{ if: (G) => G.shown.length >= 40, to: 'over' }] }, over: { final: true } }),
        result: () => ({ scores: [0, 0], winners: [0, 1] }),
      }));
      const match = new Match(dice, { players: 2, seed: 'sixes' });
      for (let i = 0; i < 40; i++) match.play({ type: 'roll', seat: match.active[0]! });
      const flags = match.log.map((e) => e.undoable);
      expect(flags).toEqual(match.state.G.shown.map((face) => face !== 6));
      expect(flags).toContain(true);
      expect(flags).toContain(false);
    });

    it('takes back a seat\'s own last move', () => {
      const match = new Match(nim, { players: 2, seed: 'u' });
      const start = JSON.stringify(match.state);
      match.play({ type: 'take', seat: 0, n: 2 });
      expect(match.undoReason(0)).toBeNull();
      expect(match.undo(0)).toEqual({ ok: true });
      expect(JSON.stringify(match.state)).toBe(start);
      expect(match.log).toHaveLength(0);
    });

    it('refuses when the seat has made no move', () => {
      const match = new Match(nim, { players: 2, seed: 'u' });
      expect(match.undo(1)).toMatchObject({ ok: false, reason: 'You have no move to take back.' });
    });

    it('refuses once another (human) player has moved since', () => {
      const match = new Match(nim, { players: 2, seed: 'u' });
      match.play({ type: 'take', seat: 0, n: 1 });
      match.play({ type: 'take', seat: 1, n: 1 });
      expect(match.undo(0)).toMatchObject({ ok: false, reason: 'Another player has moved since.' });
      expect(match.log).toHaveLength(2);
    });

    it('takes back a bot\'s follow-up together with the human move it answered', () => {
      const match = new Match(nim, { players: 2, seed: 'u' });
      match.botSeats.add(1);
      match.play({ type: 'take', seat: 0, n: 1 });
      match.play({ type: 'take', seat: 1, n: 3 });
      const changes: MatchChange[] = [];
      match.subscribe((c) => changes.push(c));
      expect(match.undo(0)).toEqual({ ok: true });
      expect(match.log).toHaveLength(0);
      expect((match.state.G as { stones: number }).stones).toBe(7);
      expect(changes).toHaveLength(1);
      expect(changes[0]!.kind).toBe('undo');
      expect((changes[0] as { removed: unknown[] }).removed).toHaveLength(2);
    });

    it('never takes back a draw, which turned a hidden card face up', () => {
      const match = new Match(hisssCompiled, { players: 2, seed: 'peek' });
      match.play({ type: 'draw', seat: 0, index: 0 });
      expect(match.undo(0)).toMatchObject({ ok: false, reason: 'That move showed something that was hidden (a card, a roll), so it cannot be taken back.' });
      expect(match.log).toHaveLength(1);
    });

    it('takes back a placement, leaving the drawn card to be placed again', () => {
      const match = new Match(hisssCompiled, { players: 2, seed: 'place' });
      match.play({ type: 'draw', seat: 0, index: 0 });
      const drawn = JSON.stringify(match.state);
      match.play(match.legalMoves(0)[0]!);
      expect(match.undo(0)).toEqual({ ok: true });
      expect(JSON.stringify(match.state)).toBe(drawn);
      expect(match.phase).toBe('play.place');
    });

    it('refuses to take back a placement once the next player has drawn (a later move revealed a card)', () => {
      const match = new Match(hisssCompiled, { players: 2, seed: 'later' });
      match.botSeats.add(1);
      match.play({ type: 'draw', seat: 0, index: 0 });
      match.play(match.legalMoves(0)[0]!);
      match.play({ type: 'draw', seat: 1, index: 5 });
      expect(match.undo(0)).toMatchObject({ ok: false, reason: 'A later move showed something that was hidden (a card, a roll), so your move can no longer be taken back.' });
    });
  });

  describe('save, load, reset and replay', () => {
    it('saves versioned JSON that loads back into the same match', () => {
      const a = new Match(hisssCompiled, { players: 3, seed: 'save' });
      playRandom(a, 17);
      const save = a.save();
      const file = JSON.parse(save);
      expect(file).toMatchObject({ format: 'tabletop-elements/save', version: 1, game: 'hisss', gameVersion: hisssCompiled.def.version ?? 1, setup: { players: 3, seed: 'save' } });
      expect(file.log).toHaveLength(17);
      const b = new Match(hisssCompiled, { players: 2, seed: 'other' });
      b.load(save);
      expect(b.save()).toBe(save);
      expect(b.log.map((e) => e.text)).toEqual(a.log.map((e) => e.text));
      expect(b.setup).toEqual({ players: 3, seed: 'save' });
    });

    it('refuses a save for another game, a damaged one and an altered one, keeping the current game', () => {
      const a = new Match(hisssCompiled, { players: 2, seed: 'keep' });
      playRandom(a, 5);
      const save = a.save();
      const b = new Match(hisssCompiled, { players: 2, seed: 'mine' });
      playRandom(b, 3, 'mine');
      const mine = b.save();
      const nimSave = new Match(nim, { players: 2, seed: 'n' }).save();
      expect(() => b.load(nimSave)).toThrow(expect.objectContaining({ name: 'SaveError', message: 'This save is for "nim", not "hisss".' }));
      expect(() => b.load(save.slice(0, 40))).toThrow(/not valid JSON/);
      const altered = JSON.parse(save);
      altered.state.G.pits[0].push([{ id: 'head-red', flip: false }]);
      expect(() => b.load(JSON.stringify(altered))).toThrow(/its state does not match its own move log/);
      const illegal = JSON.parse(save);
      illegal.log[1] = { type: 'draw', seat: 1, index: 0 };
      expect(() => b.load(JSON.stringify(illegal))).toThrow(/move 2 of its log is illegal/);
      expect(b.save()).toBe(mine);
    });

    it('notifies subscribers of moves, undo, load and reset, and stops after unsubscribing', () => {
      const match = new Match(nim, { players: 2, seed: 's' });
      const kinds: string[] = [];
      const off = match.subscribe((c) => kinds.push(c.kind));
      match.play({ type: 'take', seat: 0, n: 1 });
      match.play({ type: 'take', seat: 0, n: 1 }); // refused: no notification
      match.undo(0);
      match.load(match.save());
      match.reset();
      off();
      match.play({ type: 'take', seat: 0, n: 1 });
      expect(kinds).toEqual(['move', 'undo', 'load', 'reset']);
    });

    it('resets to the same setup, or to a new one', () => {
      const match = new Match(hisssCompiled, { players: 2, seed: 'r' });
      const start = JSON.stringify(match.state);
      playRandom(match, 9);
      match.reset();
      expect(JSON.stringify(match.state)).toBe(start);
      expect(match.log).toHaveLength(0);
      match.reset({ players: 4, seed: 'four' });
      expect(match.state.ctx.players).toBe(4);
      expect(match.setup).toEqual({ players: 4, seed: 'four' });
    });

    it('replays identically: the same seed and the same moves give byte-identical JSON', () => {
      const a = new Match(hisssCompiled, { players: 4, seed: 'twin' });
      const moves = playRandom(a, 60);
      const b = new Match(hisssCompiled, { players: 4, seed: 'twin' });
      for (const m of moves) b.play(m);
      expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
      expect(b.save()).toBe(a.save());
      // And the core alone, from the same log, reaches the same bytes.
      let state = hisssCompiled.core.init({ players: 4, seed: 'twin' });
      for (const m of moves) state = (hisssCompiled.core.play(state, m) as { state: typeof state }).state;
      expect(JSON.stringify(state)).toBe(JSON.stringify(a.state));
    });

    it('gives another game for another seed', () => {
      const a = new Match(hisssCompiled, { players: 2, seed: 'one' });
      const b = new Match(hisssCompiled, { players: 2, seed: 'two' });
      expect(JSON.stringify(b.state)).not.toBe(JSON.stringify(a.state));
    });
  });
});
