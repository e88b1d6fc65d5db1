/** Shared helpers of the Puerto Rico rules tests: exact positions built by editing a fresh state. */
import { puertoRicoCompiled, type BuildingId, type CityBuilding, type IslandTile, type PuertoRicoState, type TileKind } from '../../machines/puerto-rico/index.js';
import type { GameState, Move } from '../../src/dsl/index.js';

export const { core } = puertoRicoCompiled;
export type S = GameState<PuertoRicoState>;

let serial = 0;
/** A new game at its first role choice (seat 0 is governor). */
export function fresh(players = 3, seed = 'rules'): S {
  return core.init({ players, seed }) as S;
}

/** Island tiles of the given kinds, occupied unless `empty` is set. */
export function island(kinds: TileKind[], empty = false): IslandTile[] {
  return kinds.map((k) => ({ tile: `${k}-t${++serial}`, colonist: !empty }));
}

/** City buildings, each with one colonist unless a count is given as [id, colonists]. */
export function city(...items: (BuildingId | [BuildingId, number])[]): CityBuilding[] {
  return items.map((x) => (Array.isArray(x) ? { id: x[0], colonists: x[1] } : { id: x, colonists: 1 }));
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
  return core.reason(state, { seat: state.ctx.active[0], ...move } as Move);
}

/** Legal moves of the acting seat without the seat field. */
export function legal(state: S): Record<string, unknown>[] {
  return core.legalMoves(state).map(({ seat: _seat, ...rest }) => rest);
}
export const types = (state: S): string[] => [...new Set(core.legalMoves(state).map((m) => m.type))].sort();

/** Chooses `role` for the acting seat. */
export const choose = (state: S, role: string): S => play(state, { type: 'chooseRole', role });

/** Passes through the action phase for every seat until the phase is left (using pass/done moves). */
export function passAll(state: S): S {
  const start = state.ctx.phase;
  if (start === 'round.chooseRole') return state;
  let s = state;
  while (s.ctx.phase === start && !s.ctx.over) {
    const moves = core.legalMoves(s);
    const pass = moves.find((m) => /^pass|^done|^declineWharf/.test(m.type)) ?? moves[0]!;
    s = play(s, pass);
  }
  return s;
}
