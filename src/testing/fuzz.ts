import { createActor } from 'xstate';
import type { CompiledGame } from '../dsl/compile.js';
import { Random, seedToState } from '../dsl/random.js';
import type { GameResult, GameState, Move, SetupInput } from '../dsl/types.js';
import { firstDifference, jsonProblem, show } from './json.js';
import { leaks } from './leaks.js';
import { leafOf } from './model.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCompiled = CompiledGame<any, any>;

/** Settings of a fuzz run. */
export interface FuzzOptions {
  /** Number of games. Default 1000. */
  games?: number;
  /** Player counts, used in turn (game i has `players[i % players.length]` seats). Default: every count the game allows. */
  players?: number[];
  /** Seeds are `${seedPrefix}-${i}`; the move choices have their own generator. Default `"fuzz"`. */
  seedPrefix?: string;
  /** Index of the first game (to split one run over several tests). Default 0. */
  first?: number;
  /** Game options (variants). */
  options?: SetupInput['options'];
  /** Every n-th game also drives an XState actor in lockstep (the machine is ~10× slower). 0: never. Default 10. */
  machineEvery?: number;
  /** A game that has not ended after this many moves fails. Default 10 000. */
  maxMoves?: number;
  /** Run the leak check every n-th move (1: every move). Default 1. */
  leakEvery?: number;
  /**
   * Run the per-position checks (every listed move passes reason(), listing is pure, the state is
   * plain JSON, conserved quantities unchanged) every n-th move and at the end, for games of a
   * thousand moves. The machine, in lockstep games, is still compared after every move. Default 1.
   */
  checkEvery?: number;
  /** An extra invariant checked after every move: return a sentence when it is broken. */
  invariant?: (state: GameState<unknown>, previous: GameState<unknown>, move: Move) => string | null;
}

/** What a fuzz run did. */
export interface FuzzStats {
  games: number;
  moves: number;
  avgMoves: number;
  /** Longest game, in moves. */
  longest: number;
  /** Games that also ran through the machine. */
  machineGames: number;
  /** Games that ended with more than one winner. */
  sharedWins: number;
  /** Wall time in milliseconds. */
  ms: number;
}

type Conserved = Record<string, number | string[]>;

/** The conserved quantities with every list sorted, so each later comparison sorts one side only. */
const sortedConserved = (quantities: Conserved): Conserved =>
  Object.fromEntries(Object.entries(quantities).map(([key, value]) => [key, typeof value === 'number' ? value : value.slice().sort()]));

/** Equal as conserved quantities: numbers equal, string lists equal as multisets (`before`'s lists sorted). */
function conservedDifference(before: Conserved, after: Conserved): string | null {
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    if (a === undefined || b === undefined) return `"${key}" is ${a === undefined ? 'new' : 'gone'}`;
    if (typeof a === 'number' || typeof b === 'number') {
      if (a !== b) return `"${key}" was ${show(a)} and is now ${show(b)}`;
      continue;
    }
    const sa = a;
    const sb = b.slice().sort();
    if (sa.length !== sb.length || sa.some((x, i) => x !== sb[i])) {
      const count = (list: string[]) => list.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>());
      const ca = count(sa);
      const cb = count(sb);
      const lost = [...ca].filter(([x, n]) => (cb.get(x) ?? 0) < n).map(([x]) => x);
      const gained = [...cb].filter(([x, n]) => (ca.get(x) ?? 0) < n).map(([x]) => x);
      return `"${key}" changed: ${sa.length} → ${sb.length} items${lost.length ? `, lost ${show(lost)}` : ''}${gained.length ? `, gained ${show(gained)}` : ''}`;
    }
  }
  return null;
}

/** A sentence when `result` is malformed for a game of `players` seats, else null. */
export function resultProblem(result: GameResult, players: number): string | null {
  if (!result || typeof result !== 'object') return `result() returned ${show(result)}`;
  if (!Array.isArray(result.scores) || result.scores.length !== players) return `scores should have one entry per seat (${players}), got ${show(result.scores)}`;
  if (!result.scores.every((s) => typeof s === 'number' && Number.isFinite(s))) return `scores must be finite numbers, got ${show(result.scores)}`;
  if (!Array.isArray(result.winners)) return `winners should be a list of seats, got ${show(result.winners)}`;
  // Some rules end with nobody winning (Killer Bunnies: no bunny left); the result then says why.
  if (result.winners.length === 0 && (result.reason === undefined || result.reason === '')) return 'a result without a winner must say why in its reason';
  if (!result.winners.every((w) => Number.isInteger(w) && w >= 0 && w < players)) return `winners must be seats 0..${players - 1}, got ${show(result.winners)}`;
  if (new Set(result.winners).size !== result.winners.length) return `winners repeat a seat: ${show(result.winners)}`;
  return null;
}

/**
 * Plays many seeded random games to the end through the fast core and checks, after every move:
 * the game has not run past `maxMoves` and is not stuck (not over, yet no legal move); the
 * conserved quantities equal the initial ones (numbers equal, string lists equal as multisets);
 * the state is plain JSON (so `JSON.parse(JSON.stringify(s))` gives `s` back); every listed legal
 * move passes `reason()`, and listing them again neither gives other moves nor changes the first list; no view shows a secret (`leaks`); `ctx` is sane (the phase is a leaf of
 * the flow, `moves` counts up by one, active seats exist). Every `machineEvery`-th game also runs
 * an XState actor in lockstep: each move must be accepted, the contexts equal, the chart's state
 * match `ctx.phase`, `core.play` leave its input untouched, and the machine's output equal
 * `result()`. At the end `result()` must be well formed. Throws on the first broken invariant
 * with the seed and the moves that reproduce it; returns statistics.
 *
 * @example
 * const stats = fuzz(hisssCompiled, { games: 1000, players: [2, 3, 4, 5], seedPrefix: 'ci' });
 * console.log(`${stats.games} games, ${stats.avgMoves.toFixed(1)} moves each, ${stats.ms} ms`);
 */
export function fuzz(game: AnyCompiled, opts: FuzzOptions = {}): FuzzStats {
  const { core, flow, machine } = game;
  const started = performance.now();
  const games = opts.games ?? 1000;
  const first = opts.first ?? 0;
  const playerCounts = opts.players ?? Array.from({ length: game.def.players.max - game.def.players.min + 1 }, (_, i) => game.def.players.min + i);
  const prefix = opts.seedPrefix ?? 'fuzz';
  const machineEvery = opts.machineEvery ?? 10;
  const maxMoves = opts.maxMoves ?? 10_000;
  const leakEvery = Math.max(1, opts.leakEvery ?? 1);
  const checkEvery = Math.max(1, opts.checkEvery ?? 1);
  const leaves = new Set([...flow.byPath.values()].filter((n) => n.children.length === 0).map((n) => n.path));
  let totalMoves = 0;
  let longest = 0;
  let machineGames = 0;
  let sharedWins = 0;

  for (let g = first; g < first + games; g++) {
    const players = playerCounts[g % playerCounts.length]!;
    const setup: SetupInput = { players, seed: `${prefix}-${g}`, ...(opts.options ? { options: opts.options } : {}) };
    const random = new Random({ rng: seedToState(`${prefix}-${g}/choices`) });
    const log: Move[] = [];
    const fail = (what: string): Error =>
      new Error(`Fuzz game ${g} (${players} players, seed ${show(setup.seed)}), after ${log.length} moves: ${what}\nReproduce: core.init(${show(setup)}) then play ${show(log, 4000)}`);
    const lockstep = machineEvery > 0 && g % machineEvery === 0;
    const actor = lockstep ? createActor(machine, { input: setup }) : null;
    actor?.start();
    if (lockstep) machineGames++;

    let state = core.init(setup);
    const initial = sortedConserved(core.conserved(state));
    const check = (previous: GameState<unknown> | null, move: Move | null) => {
      const ctx = state.ctx;
      if (previous && ctx.moves !== previous.ctx.moves + 1) throw fail(`ctx.moves went from ${previous.ctx.moves} to ${ctx.moves}.`);
      if (!leaves.has(ctx.phase)) throw fail(`ctx.phase "${ctx.phase}" is not a leaf phase of the flow.`);
      if (log.length % checkEvery !== 0 && !core.isOver(state)) return;
      const problem = jsonProblem(state);
      if (problem) throw fail(`the state is not plain JSON: ${problem}.`);
      if (!ctx.active.every((s) => Number.isInteger(s) && s >= 0 && s < players)) throw fail(`ctx.active has a seat that does not exist: ${show(ctx.active)}.`);
      const conservation = conservedDifference(initial, core.conserved(state));
      if (conservation) throw fail(`a conserved quantity changed${move ? ` with ${show(move)}` : ''}: ${conservation}.`);
      if (log.length % leakEvery === 0 || core.isOver(state)) {
        try {
          leaks(game, state);
        } catch (error) {
          throw fail((error as Error).message);
        }
      }
      if (opts.invariant && previous && move && checkEvery === 1) {
        const broken = opts.invariant(state, previous, move);
        if (broken) throw fail(`invariant broken by ${show(move)}: ${broken}`);
      }
    };
    check(null, null);
    if (actor) {
      const diff = firstDifference(state, actor.getSnapshot().context);
      if (diff) throw fail(`the core and the machine start differently (core vs machine at ${diff}).`);
    }

    while (!core.isOver(state)) {
      if (log.length >= maxMoves) throw fail(`the game has not ended after ${maxMoves} moves.`);
      const legal = core.legalMoves(state);
      if (legal.length === 0) throw fail(`the game is stuck in "${state.ctx.phase}": not over, yet no seat has a legal move.`);
      const checking = log.length % checkEvery === 0;
      if (checking) for (const m of legal) {
        const why = core.reason(state, m);
        if (why !== null) throw fail(`legalMoves lists ${show(m)}, but reason() refuses it: ${why}`);
      }
      // Enumeration turns the objects args() returns into moves; shared objects would be overwritten.
      const listed = checking ? JSON.stringify(legal) : '';
      if (checking && (new Set(legal).size !== legal.length || JSON.stringify(core.legalMoves(state)) !== listed || JSON.stringify(legal) !== listed)) {
        throw fail(`legalMoves is not a pure query here: the same object is listed twice or a second call changes the first list; args() must return fresh objects every time.`);
      }
      const move = JSON.parse(JSON.stringify(random.pick(legal))) as Move;
      let previous: GameState<unknown>;
      if (checking || lockstep || opts.invariant) {
        const before = lockstep ? JSON.stringify(state) : '';
        const played = core.play(state, move);
        if (!played.ok) throw fail(`play() refused the legal move ${show(move)}: ${played.reason}`);
        if (lockstep && JSON.stringify(state) !== before) throw fail(`play(${show(move)}) changed the state it was given.`);
        previous = state;
        state = played.state;
      } else {
        // Between checked positions the game runs in place, as bots run it.
        previous = { G: null, ctx: { ...state.ctx } } as GameState<unknown>;
        core.applyInPlace(state, move);
      }
      log.push(move);
      check(previous, move);
      if (actor) {
        const snapBefore = actor.getSnapshot();
        actor.send(move);
        const snap = actor.getSnapshot();
        if (snap.status === 'error') throw fail(`the machine failed on ${show(move)}: ${String((snap.error as Error)?.message ?? snap.error)}`);
        if (snap.context === snapBefore.context) throw fail(`the machine did not accept ${show(move)}.`);
        const diff = firstDifference(state, snap.context);
        if (diff) throw fail(`the core and the machine disagree after ${show(move)} (core vs machine at ${diff}).`);
        if (leafOf(snap.value) !== state.ctx.phase) throw fail(`the machine is in "${leafOf(snap.value)}" but ctx.phase is "${state.ctx.phase}".`);
      }
    }
    if (core.legalMoves(state).length > 0) throw fail('the game is over but legalMoves still lists moves.');
    const result = core.result(state);
    const bad = resultProblem(result, players);
    if (bad) throw fail(`malformed result: ${bad}.`);
    if (result.winners.length > 1) sharedWins++;
    if (actor) {
      const snap = actor.getSnapshot();
      if (snap.status !== 'done') throw fail(`the core says the game is over but the machine's status is "${snap.status}".`);
      const diff = firstDifference(result, snap.output);
      if (diff) throw fail(`the machine's output differs from result() (core vs machine at ${diff}).`);
      actor.stop();
    }
    totalMoves += log.length;
    longest = Math.max(longest, log.length);
  }
  const ms = Math.round(performance.now() - started);
  return { games, moves: totalMoves, avgMoves: games ? totalMoves / games : 0, longest, machineGames, sharedWins, ms };
}
