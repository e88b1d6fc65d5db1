/** Shared helpers of The Construction Game's rules tests: exact positions built by editing a fresh state. */
import { constructionGameCompiled, type ConstructionState } from '../../machines/construction-game/index.js';
import { Random, type GameState, type Move } from '../../src/dsl/index.js';

export const { core } = constructionGameCompiled;
export type S = GameState<ConstructionState>;

/** A new game; seat `first` starts (the opening roll is overridden), everyone on YEAR END. */
export function fresh(players = 2, options: { years?: number } = {}, first = 0): S {
  const s = structuredClone(core.init({ players, seed: 'rules', options })) as S;
  s.G.first = first;
  s.G.turn = first;
  s.ctx.active = [first];
  return s;
}

/** Sets the generator so the next dice come up as `rolls` (one die each). */
export function withDice(state: S, ...rolls: number[]): S {
  for (let rng = 1; rng < 10_000_000; rng++) {
    const r = new Random({ rng });
    if (rolls.every((x) => r.die() === x)) {
      const s = structuredClone(state);
      s.ctx.rng = rng;
      return s;
    }
  }
  throw new Error(`No generator state rolls ${rolls.join(', ')}.`);
}

/** Plays a move for the acting seat (or the given one); throws with the reason when refused. */
export function play(state: S, move: Omit<Move, 'seat'> & { seat?: number }): S {
  const full = { seat: state.ctx.active[0], ...move } as Move;
  const result = core.play(state, full);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(full)}: ${result.reason}`);
  return result.state as S;
}

/** The reason a move is refused (null when legal). */
export function refused(state: S, move: Omit<Move, 'seat'> & { seat?: number }): string | null {
  const reason = core.reason(state, { seat: state.ctx.active[0], ...move } as Move);
  return reason === null ? null : String(reason);
}

/** Moves the acting contractor to `square - roll` and rolls `roll` (then the given further dice). */
export function landOn(state: S, square: number, roll: number, ...more: number[]): S {
  const s = structuredClone(state);
  const seat = s.G.turn;
  s.G.contractors[seat]!.position = (square - roll + 49) % 49;
  return play(withDice(s, roll, ...more), { type: 'roll' });
}

export const types = (state: S): string[] => [...new Set(core.legalMoves(state).map((m) => m.type))].sort();
