import { cloneJson, jsonEqual } from './clone.js';
import { describePlayerCounts, playerCounts } from './define-game.js';
import { initialNodes, nodeOf, type Flow } from './flow.js';
import { Random, seedToState } from './random.js';
import { applyMoveEffect, enterNode, firstEnabledRule, loopError, MAX_RULE_CHAIN, runRuleEffect } from './step.js';
import type { Ctx, GameDef, GameResult, GameState, Json, Move, MoveArgs, Secret, Seat, SetupInput } from './types.js';

/** Result of trying a move: the new state, or why the move was refused (the old state is untouched). */
export type PlayResult<G> = { ok: true; state: GameState<G> } | { ok: false; reason: string };

/**
 * The fast pure execution of a game: plain functions over JSON states.
 * Bots, fuzzing and benchmarks use it; the XState machine is checked against it.
 */
export interface GameCore<G> {
  /** A new game: setup, then the initial phases are entered. */
  init(input: SetupInput): GameState<G>;
  /** Every legal move of `seat` (default: of every seat that may act now). */
  legalMoves(state: GameState<G>, seat?: Seat): Move[];
  /** `null` when `move` is legal in `state`, else a sentence saying why not. */
  reason(state: GameState<G>, move: Move): string | null;
  /** Checks and applies a move to a copy; the given state is never changed. */
  play(state: GameState<G>, move: Move): PlayResult<G>;
  /** Applies a move known to be legal, in place (bots and benchmarks). */
  applyInPlace(state: GameState<G>, move: Move): void;
  isOver(state: GameState<G>): boolean;
  /** Scores and winners; only meaningful once the game is over. */
  result(state: GameState<G>): GameResult;
  /** What `seat` may know (`null`: a spectator). Never contains the random generator's state. */
  view(state: GameState<G>, seat: Seat | null): GameState<G>;
  /** Secrets in the state and who may see them. */
  secrets(state: GameState<G>): Secret[];
  /** The quantities the rules conserve. */
  conserved(state: GameState<G>): Record<string, number | string[]>;
  /** A full state consistent with `seat`'s view, hidden parts guessed with `random`. */
  determinize(view: GameState<G>, seat: Seat, random: Random): GameState<G>;
  clone(state: GameState<G>): GameState<G>;
}

type AnyGame<G> = GameDef<G, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The argument object of a move that takes none (never mutated). */
const NO_ARGS: MoveArgs = Object.freeze({}) as MoveArgs;

/** Players' seat numbers are plain integers in range; anything else is malformed input. */
function seatProblem(seat: unknown, players: number): string | null {
  if (typeof seat !== 'number' || !Number.isInteger(seat)) return `The move needs a seat number, got ${JSON.stringify(seat) ?? 'nothing'}.`;
  if (seat < 0 || seat >= players) return `Seat ${seat} does not exist: this game has seats 0 to ${players - 1}.`;
  return null;
}

function withoutTypeAndSeat(args: MoveArgs): MoveArgs {
  if (!('type' in args) && !('seat' in args)) return args;
  const { type: _type, seat: _seat, ...rest } = args;
  return rest;
}

/** The argument part of a move (everything but `type` and `seat`). */
export function moveArgs(move: Move): MoveArgs {
  const args: MoveArgs = {};
  for (const key in move) if (key !== 'type' && key !== 'seat') args[key] = move[key] as Json;
  return args;
}

/** Builds the fast core of a game from its flow. */
export function compileCore<G>(game: AnyGame<G>, flow: Flow<G>): GameCore<G> {
  const enterAll = (state: GameState<G>, nodes: ReturnType<typeof initialNodes<G>>) => {
    for (const node of nodes) enterNode(flow, state, node);
  };

  /** Takes phase rules until none holds (the machine's eventless transitions). */
  const settle = (state: GameState<G>) => {
    for (let i = 0; ; i++) {
      const hit = firstEnabledRule(flow, state);
      if (!hit) return;
      if (i >= MAX_RULE_CHAIN) throw loopError(game as AnyGame<unknown>, loopTrail(state));
      runRuleEffect(state, hit.rule);
      enterAll(state, hit.entered);
    }
  };

  /** The phases an endless rule loop cycles through, for its error message (only computed on failure). */
  const loopTrail = (state: GameState<G>): string[] => {
    const probe = cloneJson(state);
    const trail: string[] = [];
    for (let i = 0; i < 12; i++) {
      const hit = firstEnabledRule(flow, probe);
      if (!hit) break;
      trail.push(hit.target.path);
      runRuleEffect(probe, hit.rule);
      enterAll(probe, hit.entered);
    }
    return trail;
  };

  const init = (input: SetupInput): GameState<G> => {
    const state = initialState(game, input);
    enterAll(state, initialNodes(flow));
    settle(state);
    return state;
  };

  const reason = (state: GameState<G>, move: Move): string | null => {
    if (move === null || typeof move !== 'object' || typeof move.type !== 'string') {
      return 'A move must be an object with a "type" naming the move, e.g. { type: "draw", seat: 0 }.';
    }
    const ctx = state.ctx;
    if (ctx.over) return 'The game is over.';
    const def = flow.moves.get(move.type);
    if (!def) return `There is no move "${move.type}" in ${game.name}. Its moves: ${[...flow.moves.keys()].join(', ')}.`;
    const node = nodeOf(flow, ctx.phase);
    if (!node || !node.moves.has(move.type)) {
      const allowed = node ? [...node.moves.keys()].join(', ') || 'none' : 'none';
      return `"${move.type}" is not allowed now (phase "${ctx.phase}"); moves allowed now: ${allowed}.`;
    }
    const seatIssue = seatProblem(move.seat, ctx.players);
    if (seatIssue) return seatIssue;
    if (!ctx.active.includes(move.seat)) {
      return ctx.active.length === 1 ? `It is seat ${ctx.active[0]}'s turn, not seat ${move.seat}'s.` : `Seat ${move.seat} may not act now; seats that may: ${ctx.active.join(', ') || 'none'}.`;
    }
    let verdict: true | string = true;
    try {
      if (def.check) verdict = def.check(state.G, move, ctx, move.seat);
    } catch (error) {
      return `Malformed arguments for "${move.type}": ${(error as Error).message}`;
    }
    if (verdict !== true) return verdict;
    // The enumeration is the final word: whatever it does not list is not a legal argument.
    const given = moveArgs(move);
    const choices: MoveArgs[] = def.args ? def.args(state.G, ctx, move.seat) : [{}];
    if (!choices.some((choice) => jsonEqual(withoutTypeAndSeat(choice), given))) {
      const sample = choices.slice(0, 3).map((c) => JSON.stringify(withoutTypeAndSeat(c))).join(', ');
      return `${JSON.stringify(given)} is not a legal choice for "${move.type}" now${sample ? `; legal choices include ${sample}` : ''}.`;
    }
    return null;
  };

  const applyInPlace = (state: GameState<G>, move: Move) => {
    applyMoveEffect(flow, state, move);
    settle(state);
  };

  const legalMoves = (state: GameState<G>, seat?: Seat): Move[] => {
    const ctx = state.ctx;
    if (ctx.over) return [];
    const node = nodeOf(flow, ctx.phase);
    if (!node) return [];
    const out: Move[] = [];
    const active = ctx.active;
    for (let a = 0; a < active.length; a++) {
      const s = active[a]!;
      if (seat !== undefined && s !== seat) continue;
      const list = node.moveList;
      for (let m = 0; m < list.length; m++) {
        const { type, def } = list[m]!;
        if (!def.args) {
          // A move without arguments is legal exactly when its check passes.
          if (!def.check || def.check(state.G, NO_ARGS, ctx, s) === true) out.push({ type, seat: s });
          continue;
        }
        // `args` lists exactly the legal arguments (the test kit verifies each passes `reason`),
        // so the check is not repeated here: it is what explains refusals.
        const choices = def.args(state.G, ctx, s);
        for (let c = 0; c < choices.length; c++) {
          const move = choices[c] as Move;
          move.type = type;
          move.seat = s;
          out.push(move);
        }
      }
    }
    return out;
  };

  const clone = (state: GameState<G>) => cloneJson(state);
  const noRng = (ctx: Ctx): Ctx => ({ ...ctx, rng: 0, queue: ctx.queue.slice(), active: ctx.active.slice() });

  return {
    init,
    legalMoves,
    reason,
    play(state, move) {
      const why = reason(state, move);
      if (why !== null) return { ok: false, reason: why };
      const next = clone(state);
      applyInPlace(next, move);
      return { ok: true, state: next };
    },
    applyInPlace,
    isOver: (state) => state.ctx.over,
    result: (state) => game.result(state.G, state.ctx),
    view(state, seat) {
      const G = game.view ? game.view(state.G, state.ctx, seat) : cloneJson(state.G);
      return { G, ctx: noRng(state.ctx) };
    },
    secrets: (state) => (game.secrets ? game.secrets(state.G, state.ctx) : []),
    conserved: (state) => (game.conserved ? game.conserved(state.G, state.ctx) : {}),
    determinize(view, seat, random) {
      const ctx: Ctx = { ...noRng(view.ctx), rng: Math.floor(random.float() * 4294967296) >>> 0 };
      const G = game.determinize ? game.determinize(view.G, view.ctx, seat, random) : cloneJson(view.G);
      return { G, ctx };
    },
    clone,
  };
}

/** The state right after setup, before any phase is entered (the machine's initial context). */
export function initialState<G>(game: AnyGame<G>, input: SetupInput): GameState<G> {
  const { players } = input;
  if (!Number.isInteger(players) || !playerCounts(game.players).includes(players)) {
    throw new Error(`${game.name} is for ${describePlayerCounts(game.players)} players; got ${String(players)}.`);
  }
  const ctx: Ctx = { players, phase: '', current: 0, queue: [], active: [], turn: 0, moves: 0, rng: seedToState(input.seed), over: false, };
  const options = { ...(game.options ?? {}), ...(input.options ?? {}) };
  const G = game.setup({ players, random: new Random(ctx), options });
  return { G, ctx };
}
