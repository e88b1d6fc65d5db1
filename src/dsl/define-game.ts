import type { AnyMoveDef, GameDef, Json, MoveArgs, MoveDef, PhaseDef, Seat, TurnOrder, Info } from './types.js';

/**
 * Declares a game: the single source from which `compile()` derives the XState machine, the
 * fast core, legal-move enumeration, seat views and the test kit's invariants.
 *
 * @example
 * export default defineGame({
 *   id: 'nim', name: 'Nim', players: { min: 2, max: 2 },
 *   setup: () => ({ stones: 7 }),
 *   flow: phases({
 *     play: { turn: clockwise(), moves: { take }, next: [{ if: (G) => G.stones === 0, to: 'over' }] },
 *     over: { final: true },
 *   }),
 *   result: (G, ctx) => ({ scores: [0, 0], winners: [(ctx.current + 1) % 2] }),
 * });
 */
export function defineGame<G, O extends Record<string, Json> = Record<string, Json>>(def: GameDef<G, O>): GameDef<G, O> {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(def.id)) {
    throw new Error(`defineGame: id "${def.id}" must be kebab-case (letters, digits, single dashes), e.g. "puerto-rico".`);
  }
  if (!(def.players.min >= 1 && def.players.max >= def.players.min)) {
    throw new Error(`defineGame(${def.id}): players must satisfy 1 <= min <= max, got ${def.players.min}..${def.players.max}.`);
  }
  const counts = def.players.counts;
  if (counts && (counts.length === 0 || counts.some((n) => !Number.isInteger(n) || n < def.players.min || n > def.players.max))) {
    throw new Error(`defineGame(${def.id}): players.counts must be whole numbers within ${def.players.min}..${def.players.max}.`);
  }
  if (def.realtime) realtimeProblems(def);
  return def;
}

/** Mistakes in a `realtime` block, caught where the game is declared rather than mid-game. */
function realtimeProblems<G>(def: GameDef<G, any>): void { // eslint-disable-line @typescript-eslint/no-explicit-any
  const rt = def.realtime!;
  const declared = new Set<string>();
  const walk = (phase: PhaseDef<G>): void => {
    for (const name of Object.keys(phase.moves ?? {})) declared.add(name);
    for (const child of Object.values(phase.phases ?? {})) walk(child);
  };
  walk(def.flow);
  const where = `defineGame(${def.id}): realtime`;
  for (const name of [...rt.hostMoves, ...(rt.botMoves ?? []), ...(rt.window?.moves ?? [])]) {
    if (!declared.has(name)) throw new Error(`${where} names the move "${name}", which no phase declares; add it to a phase's moves or remove it from the list.`);
  }
  for (const name of rt.window?.moves ?? []) {
    if (rt.hostMoves.includes(name)) throw new Error(`${where}.window races "${name}", a host move; players press window moves, the host sends host moves: use two moves.`);
  }
  if (rt.window && !(rt.window.ms > 0 && rt.window.ms <= 1000)) throw new Error(`${where}.window.ms must be from 1 to 1000 milliseconds, got ${rt.window.ms}.`);
  for (const level of ['easy', 'medium', 'hard'] as const) {
    const reflex = rt.reflexes[level];
    const [fast, slow] = reflex?.reaction ?? [NaN, NaN];
    if (!(fast >= 0 && slow >= fast && slow <= 60_000)) throw new Error(`${where}.reflexes.${level}.reaction must be [fastest, slowest] milliseconds with 0 <= fastest <= slowest <= 60000.`);
    if (!(reflex.slips >= 0 && reflex.slips <= 1)) throw new Error(`${where}.reflexes.${level}.slips must be a chance from 0 to 1.`);
  }
}

/** The seat counts a game allows, smallest first. */
export function playerCounts(players: GameDef<unknown>['players']): number[] {
  return players.counts ? [...players.counts].sort((a, b) => a - b) : Array.from({ length: players.max - players.min + 1 }, (_, i) => players.min + i);
}

/** "2–5", or "2, 4 or 6" when only some counts are allowed. */
export function describePlayerCounts(players: GameDef<unknown>['players']): string {
  if (!players.counts) return players.min === players.max ? `${players.min}` : `${players.min}–${players.max}`;
  const list = playerCounts(players);
  return list.length === 1 ? `${list[0]}` : `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`;
}

/**
 * Declares one kind of move. The argument type is inferred from `args`.
 *
 * @example
 * const take = move({
 *   args: (G) => [1, 2, 3].filter((n) => n <= G.stones).map((n) => ({ n })),
 *   check: (G, { n }) => (Number.isInteger(n) && n >= 1 && n <= 3) || 'Take 1, 2 or 3 stones.',
 *   apply: (G, { n }) => { G.stones -= n; },
 *   endsTurn: true,
 *   describe: ({ n }) => `took ${n}`,
 * });
 */
export function move<G, A extends MoveArgs = Record<string, never>>(def: MoveDef<G, A>): MoveDef<G, A> {
  return def;
}

/**
 * The root of a flow: named phases, the first being where the game starts.
 *
 * @example
 * flow: phases({ play: { … }, over: { final: true } })
 */
export function phases<G>(children: Record<string, PhaseDef<G>>, extra: Omit<PhaseDef<G>, 'phases'> = {}): PhaseDef<G> {
  return { ...extra, phases: children };
}

/** Typed helper for declaring a phase outside the flow literal. */
export function phase<G>(def: PhaseDef<G>): PhaseDef<G> {
  return def;
}

/** A phase's moves, typed for the game's data. */
export function moves<G>(defs: Record<string, AnyMoveDef<G>>): Record<string, AnyMoveDef<G>> {
  return defs;
}

/**
 * Turns pass clockwise (seat + 1) each time a move ends the turn.
 * `first` picks who starts when the phase is entered (default: the current seat);
 * `skip` passes over seats that may not play (eliminated players).
 */
export function clockwise<G>(opts: { first?: (G: Readonly<G>, ctx: Info) => Seat; skip?: (G: Readonly<G>, ctx: Info, seat: Seat) => boolean } = {}): TurnOrder<G> {
  return { kind: 'clockwise', ...opts };
}

/**
 * Each seat acts once, clockwise from `first` (default: the current seat); when every seat has
 * ended its turn, `roundOver` holds and a transition should leave (or re-enter) the phase.
 */
export function eachSeatOnce<G>(opts: { first?: (G: Readonly<G>, ctx: Info) => Seat; skip?: (G: Readonly<G>, ctx: Info, seat: Seat) => boolean } = {}): TurnOrder<G> {
  return { kind: 'eachSeatOnce', ...opts };
}

/** Any seat in the set may act, in any order (real-time play, simultaneous choices). */
export function simultaneous<G>(seats: (G: Readonly<G>, ctx: Info) => Seat[]): TurnOrder<G> {
  return { kind: 'simultaneous', seats };
}

/** Condition for `eachSeatOnce` phases: every seat has taken its turn. */
export const roundOver = (_G: unknown, ctx: Info): boolean => ctx.queue.length === 0;

/** Condition that always holds; reads better than omitting `if` in a list of rules. */
export const otherwise = (): boolean => true;
