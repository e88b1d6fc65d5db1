/**
 * The flow: phase trees, which phases a rule enters (and that XState agrees), flow errors.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { compile, defineGame, move, phases, type GameDef, type GameState, type PhaseDef } from '../../src/dsl/index.js';
import { entries, WANTS, type EntriesState } from './fixtures/entries.js';
import { roles, type RolesState } from './fixtures/roles.js';

/** Plays `moves` through the core and through an actor; returns both final states. */
function both<G>(game: ReturnType<typeof compile<G, any>>, players: number, moves: object[]) { // eslint-disable-line @typescript-eslint/no-explicit-any
  let state = game.core.init({ players, seed: 'flow' });
  const actor = createActor(game.machine, { input: { players, seed: 'flow' } }).start();
  for (const m of moves) {
    const r = game.core.play(state, m as never);
    if (!r.ok) throw new Error(r.reason);
    state = r.state;
    actor.send(m as never);
  }
  const snap = actor.getSnapshot();
  actor.stop();
  return { core: state, machine: snap.context as GameState<G>, value: snap.value };
}

describe('flow', () => {
  describe('phases a rule enters (the core mirrors XState\'s reenter semantics)', () => {
    const go = (want: string) => ({ type: 'go', seat: 0, want });
    // [name, wants taken first (to reach another leaf), the want, phases entered, leaf reached]
    const cases: [string, string[], string, string[], string][] = [
      ['a leaf re-entering itself', [], 'self', ['A1'], 'A.A1'],
      ['a leaf to its sibling', [], 'sibling', ['A2'], 'A.A2'],
      ['a leaf to its parent (the parent and its initial child are entered again)', [], 'parent', ['A', 'A1'], 'A.A1'],
      ['a leaf to another top-level phase', [], 'out', ['B', 'B1'], 'B.B1'],
      ['a leaf to the final phase', [], 'end', ['over'], 'over'],
      ['a compound phase re-entering itself', [], 'compound-self', ['A', 'A1'], 'A.A1'],
      ['a compound phase to its own child (the compound is re-entered first)', [], 'compound-child', ['A', 'A2'], 'A.A2'],
      ['a compound phase to a child of another phase', [], 'compound-out', ['B', 'B2'], 'B.B2'],
      ['a leaf back to its sibling', ['sibling'], 'back', ['A1'], 'A.A1'],
      ['a leaf to a cousin', ['out'], 'cousin', ['A', 'A2'], 'A.A2'],
      ['a leaf to the ancestor of a cousin', ['compound-out'], 'up-and-over', ['A', 'A1'], 'A.A1'],
    ];

    it('enters the root and the chain of initial phases at the start, in both executions', () => {
      const { core, machine } = both<EntriesState>(entries, 1, []);
      expect(core.G.entered).toEqual(['root', 'A', 'A1']);
      expect(machine).toEqual(core);
    });

    for (const [name, before, want, expected, leaf] of cases) {
      it(`${name}: enters ${expected.join(' → ')}, in the core and in the XState machine`, () => {
        const { core, machine, value } = both<EntriesState>(entries, 1, [...before.map(go), go(want)]);
        expect(core.G.entered).toEqual(expected);
        expect(core.ctx.phase).toBe(leaf);
        expect(machine).toEqual(core);
        expect(value).toEqual(leaf.includes('.') ? { [leaf.split('.')[0]!]: leaf.split('.')[1] } : leaf);
      });
    }

    it('covers every rule of the fixture', () => {
      expect(new Set(cases.map((c) => c[2]))).toEqual(new Set(WANTS));
    });
  });

  describe('nested phases, per-seat rounds and a loop re-entering a phase', () => {
    const playRounds = (players: number, skipped = -1) => {
      let state = roles.core.init({ players, seed: 'roles', options: { skipped } }) as GameState<RolesState>;
      const actor = createActor(roles.machine, { input: { players, seed: 'roles', options: { skipped } } }).start();
      while (!roles.core.isOver(state)) {
        const move = roles.core.legalMoves(state)[0]!;
        state = (roles.core.play(state, move) as { state: GameState<RolesState> }).state;
        actor.send(move);
        expect(actor.getSnapshot().context).toEqual(state);
      }
      expect(actor.getSnapshot().status).toBe('done');
      return state;
    };

    it('lets every seat act once per round, starting from that round\'s chooser', () => {
      const state = playRounds(3);
      // The fourth round is entered (its entry hook runs) before the outer rule ends the game.
      expect(state.G.acted).toEqual([[0, 1, 2], [1, 2, 0], [2, 0, 1], []]);
      expect(state.G.round).toBe(4);
    });

    it('skips the seat the turn order says to skip, even when it is the chooser', () => {
      const state = playRounds(3, 1);
      expect(state.G.acted).toEqual([[0, 2], [2, 0], [2, 0], []]);
    });

    it('re-enters the round phase (and its initial sub-phase) after each round, then leaves by the outer rule', () => {
      const state = playRounds(2);
      expect(state.G.entries).toEqual(['round', 'choose', 'act', 'round', 'choose', 'act', 'round', 'choose', 'act', 'round', 'choose', 'over']);
      expect(state.ctx.phase).toBe('over');
    });

    it('runs the rule\'s `do` once per round with the seeded generator, identically in both executions', () => {
      const a = playRounds(2);
      const b = playRounds(2);
      expect(a.G.rolls).toHaveLength(3);
      expect(a.G.rolls.every((r) => Number.isInteger(r) && r >= 1 && r <= 6)).toBe(true);
      expect(a.G.rolls).toEqual(b.G.rolls);
    });
  });

  describe('flow errors (each names the phase and how to fix it)', () => {
    const base = (flow: PhaseDef<{ n: number }>, extra: Partial<GameDef<{ n: number }>> = {}): GameDef<{ n: number }> => ({
      id: 'broken', name: 'Broken', players: { min: 1, max: 2 }, setup: () => ({ n: 0 }), flow, result: () => ({ scores: [0], winners: [0] }), ...extra,
    });
    const tick = move<{ n: number }>({ apply: (G) => { G.n++; } });

    it('refuses a rule to an unknown phase', () => {
      expect(() => compile(base(phases({ a: { moves: { tick }, next: [{ to: 'nowhere' }] }, over: { final: true } })))).toThrow(/phase "a" has a rule to "nowhere", which is no phase in reach\. Phases: a, over/);
    });

    it('refuses a flow with no final phase', () => {
      expect(() => compile(base(phases({ a: { moves: { tick } } })))).toThrow(/no phase is final, so the game could never end/);
    });

    it('refuses a phase with no moves and no way out', () => {
      expect(() => compile(base(phases({ a: { moves: { tick }, next: [{ to: 'stuck' }] }, stuck: {}, over: { final: true } })))).toThrow(/phase "stuck" has no moves and no way out/);
    });

    it('refuses two different moves with the same name', () => {
      const other = move<{ n: number }>({ apply: (G) => { G.n--; } });
      expect(() => compile(base(phases({ a: { moves: { tick }, next: [{ to: 'b', if: (G) => G.n > 0 }] }, b: { moves: { tick: other } }, over: { final: true } })))).toThrow(/two different moves are both named "tick"/);
    });

    it('accepts the same move object in two phases', () => {
      expect(() => compile(base(phases({ a: { moves: { tick }, next: [{ to: 'b', if: (G) => G.n > 0 }] }, b: { moves: { tick } }, over: { final: true } })))).not.toThrow();
    });

    it('refuses reserved move names', () => {
      for (const name of ['type', 'seat', 'xstate.init']) {
        expect(() => compile(base(phases({ a: { moves: { [name]: tick } }, over: { final: true } })))).toThrow(/is reserved/);
      }
    });

    it('refuses an initial sub-phase that does not exist and a final phase with sub-phases', () => {
      expect(() => compile(base({ initial: 'b', phases: { a: { moves: { tick } }, over: { final: true } } }))).toThrow(/says initial "b", but its sub-phases are: a, over/);
      expect(() => compile(base(phases({ a: { moves: { tick } }, over: { final: true, phases: { x: { moves: { tick } } } } })))).toThrow(/final phase "over" cannot have sub-phases/);
    });

    it('refuses ids that are not kebab-case and impossible player counts', () => {
      expect(() => defineGame(base(phases({ a: { moves: { tick } }, over: { final: true } }), { id: 'Bad Id' }))).toThrow(/kebab-case/);
      expect(() => defineGame(base(phases({ a: { moves: { tick } }, over: { final: true } }), { players: { min: 3, max: 2 } }))).toThrow(/players must satisfy/);
    });

    describe('a rule loop', () => {
      // a → b → a → … with nothing changing: the rules keep firing without a move.
      const loop = () => compile(base(phases({ a: { moves: { tick }, next: [{ if: (G) => G.n > 0, to: 'b' }] }, b: { next: [{ to: 'a' }] }, over: { final: true } })));

      it('fails with a clear error in the core', () => {
        const game = loop();
        const state = game.core.init({ players: 1, seed: 1 });
        expect(() => game.core.play(state, { type: 'tick', seat: 0 })).toThrow(/phase rules fired 1000 times without a move \((a|b) → .*\)\. A rule whose condition stays true/);
      });

      it('fails with the same error in the XState machine instead of hanging', () => {
        const game = loop();
        const errors: unknown[] = [];
        const actor = createActor(game.machine, { input: { players: 1, seed: 1 } });
        actor.subscribe({ error: (e) => errors.push(e) });
        actor.start();
        actor.send({ type: 'tick', seat: 0 });
        expect(actor.getSnapshot().status).toBe('error');
        expect(String((errors[0] as Error)?.message)).toMatch(/phase rules fired 1000 times without a move/);
      });

      it('fails at the start when the initial phases already loop', () => {
        const game = compile(base(phases({ a: { next: [{ to: 'b' }] }, b: { next: [{ to: 'a' }] }, over: { final: true } }), { id: 'loop-at-start' }));
        expect(() => game.core.init({ players: 1, seed: 1 })).toThrow(/phase rules fired/);
        const errors: unknown[] = [];
        const actor = createActor(game.machine, { input: { players: 1, seed: 1 } });
        actor.subscribe({ error: (e) => errors.push(e) });
        actor.start();
        expect(actor.getSnapshot().status).toBe('error');
        expect(String((errors[0] as Error)?.message)).toMatch(/phase rules fired/);
      });
    });
  });
});
