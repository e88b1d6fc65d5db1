/**
 * Turn orders: clockwise (with `first` and `skip`), `setCurrent`, each seat once, simultaneous.
 */
import { describe, expect, it } from 'vitest';
import { clockwise, compile, defineGame, eachSeatOnce, move, phases, roundOver, type GameState } from '../../src/dsl/index.js';
import { fuzz } from '../../src/testing/index.js';
import { sealed, type SealedState } from './fixtures/sealed.js';

interface TurnsState {
  order: number[];
  out: number[];
  start: number;
}

const tick = move<TurnsState>({
  apply: (G, _args, { seat }) => {
    G.order.push(seat);
  },
  endsTurn: true,
});
/** Hands the turn to a given seat without ending the turn the usual way. */
const lead = move<TurnsState, { to: number }>({
  args: (_G, ctx) => Array.from({ length: ctx.players }, (_, to) => ({ to })),
  apply: (G, { to }, api) => {
    G.order.push(api.seat);
    api.setCurrent(to);
  },
});

const turnsGame = defineGame<TurnsState, { out: number[]; start: number }>({
  id: 'turns',
  name: 'Turns',
  players: { min: 2, max: 5 },
  options: { out: [], start: 0 },
  setup: ({ options }) => ({ order: [], out: options.out, start: options.start }),
  flow: phases({
    play: {
      turn: clockwise({ first: (G) => G.start, skip: (G, _ctx, seat) => G.out.includes(seat) }),
      moves: { tick, lead },
      next: [{ if: (G) => G.order.length >= 12, to: 'over' }],
    },
    over: { final: true },
  }),
  result: (_G, ctx) => ({ scores: Array.from({ length: ctx.players }, () => 0), winners: [0] }),
});
const turns = compile(turnsGame);

const roundsGame = defineGame<TurnsState, { start: number }>({
  id: 'rounds',
  name: 'Rounds',
  players: { min: 2, max: 5 },
  options: { start: 0 },
  setup: ({ options }) => ({ order: [], out: [], start: options.start }),
  flow: phases({
    round: {
      turn: eachSeatOnce({ first: (G) => G.start }),
      moves: { tick },
      next: [{ if: roundOver, to: 'done' }],
    },
    done: { final: true },
  }),
  result: (_G, ctx) => ({ scores: Array.from({ length: ctx.players }, () => 0), winners: [0] }),
});
const rounds = compile(roundsGame);

function ticks(game: typeof turns, players: number, options: Record<string, unknown>, count: number): GameState<TurnsState> {
  let state = game.core.init({ players, seed: 't', options: options as never }) as GameState<TurnsState>;
  for (let i = 0; i < count && !game.core.isOver(state); i++) {
    const r = game.core.play(state, { type: 'tick', seat: state.ctx.active[0]! });
    if (!r.ok) throw new Error(r.reason);
    state = r.state as GameState<TurnsState>;
  }
  return state;
}

describe('turn orders', () => {
  it('clockwise passes the turn to the next seat, wrapping round the table', () => {
    expect(ticks(turns, 3, {}, 7).G.order).toEqual([0, 1, 2, 0, 1, 2, 0]);
  });

  it('clockwise starts from the seat `first` names', () => {
    expect(ticks(turns, 4, { start: 2 }, 5).G.order).toEqual([2, 3, 0, 1, 2]);
  });

  it('clockwise skips the seats `skip` names, also when `first` names one', () => {
    expect(ticks(turns, 5, { out: [1, 3] }, 6).G.order).toEqual([0, 2, 4, 0, 2, 4]);
    expect(ticks(turns, 4, { out: [2], start: 2 }, 4).G.order).toEqual([3, 0, 1, 3]);
  });

  it('refuses a move from a seat whose turn it is not, naming whose turn it is', () => {
    const state = turns.core.init({ players: 3, seed: 't' });
    expect(turns.core.reason(state, { type: 'tick', seat: 1 })).toBe("It is seat 0's turn, not seat 1's.");
  });

  it('counts turns in ctx.turn and moves in ctx.moves', () => {
    const state = ticks(turns, 3, {}, 4);
    expect(state.ctx.moves).toBe(4);
    expect(state.ctx.turn).toBe(5); // the first turn began on entering the phase
  });

  it('setCurrent hands the turn to any seat', () => {
    let state = turns.core.init({ players: 4, seed: 't' });
    state = (turns.core.play(state, { type: 'lead', seat: 0, to: 3 }) as { state: typeof state }).state;
    expect(state.ctx.current).toBe(3);
    expect(state.ctx.active).toEqual([3]);
    state = (turns.core.play(state, { type: 'tick', seat: 3 }) as { state: typeof state }).state;
    expect(state.ctx.active).toEqual([0]);
  });

  it('each seat once: every seat acts exactly once, clockwise from `first`, then roundOver holds', () => {
    for (const [players, start, expected] of [[3, 0, [0, 1, 2]], [4, 2, [2, 3, 0, 1]], [5, 4, [4, 0, 1, 2, 3]]] as const) {
      let state = rounds.core.init({ players, seed: 'r', options: { start } }) as GameState<TurnsState>;
      expect(state.ctx.queue).toEqual(expected);
      while (!rounds.core.isOver(state)) {
        expect(roundOver(state.G, state.ctx)).toBe(false);
        state = (rounds.core.play(state, { type: 'tick', seat: state.ctx.active[0]! }) as { state: GameState<TurnsState> }).state;
      }
      expect(state.G.order).toEqual(expected);
      expect(roundOver(state.G, state.ctx)).toBe(true);
      expect(state.ctx.phase).toBe('done');
    }
  });

  it('simultaneous: every seat that has not played may act, in any order; the set shrinks as they do', () => {
    let state = sealed.core.init({ players: 3, seed: 's' }) as GameState<SealedState>;
    expect(state.ctx.active).toEqual([0, 1, 2]);
    const lay = (seat: number) => {
      const m = sealed.core.legalMoves(state, seat)[0]!;
      state = (sealed.core.play(state, m) as { state: GameState<SealedState> }).state;
    };
    lay(2);
    expect(state.ctx.active).toEqual([0, 1]);
    expect(sealed.core.reason(state, { type: 'lay', seat: 2, card: state.G.hands[2]![0]! })).toMatch(/may not act now; seats that may: 0, 1/);
    lay(0);
    expect(state.ctx.active).toEqual([1]);
    lay(1);
    // All three laid: the trick was revealed and the phase entered again for the next trick.
    expect(state.ctx.active).toEqual([0, 1, 2]);
    expect(state.G.tricks).toHaveLength(1);
    expect(state.G.played).toEqual([null, null, null]);
  });

  it('the machine agrees with the core on every turn order (games driven in lockstep)', () => {
    expect(fuzz(turns as never, { games: 20, machineEvery: 1, seedPrefix: 'turns' }).machineGames).toBe(20);
    expect(fuzz(rounds as never, { games: 8, machineEvery: 1, seedPrefix: 'rounds' }).machineGames).toBe(8);
  });
});
