import { cloneJson, jsonEqual } from './clone.js';
import { describePlayerCounts } from './define-game.js';
import { nodeOf, type Flow, type FlowNode, type FlowRule, type MoveEntry } from './flow.js';
import { Random, seedToState } from './random.js';
import { advanceTurn, enterNode, firstEnabledRule, loopError, MAX_RULE_CHAIN, MoveApiImpl, runRuleEffect, updateActive } from './step.js';
import { t, type Text } from '../i18n/text.js';
import { Translator } from '../i18n/translator.js';
import { MOVE_LIMITS, OPTION_LIMITS, plainDataProblem, showInput, shortText } from './input.js';
import type { Ctx, GameDef, GameResult, GameState, HiddenArgs, Json, Move, MoveArgs, Secret, Seat, SetupInput } from './types.js';

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
  /** `null` when `move` is legal in `state`, else a sentence in English saying why not. */
  reason(state: GameState<G>, move: Move): string | null;
  /** The same refusal as a text to render in the reader's language (see `src/i18n`). */
  refusal(state: GameState<G>, move: Move): Text | null;
  /**
   * Which arguments of `move` (legal in `before`) not every seat may see, and who may; null when
   * all are public. See `MoveDef.hiddenArgs`.
   */
  hiddenArgs(before: GameState<G>, move: Move): HiddenArgs | null;
  /**
   * `move` as `seat` may see it (`null`: a spectator): a copy without the arguments `hidden` keeps
   * from that seat. The mover always sees the whole move.
   */
  redact(move: Move, hidden: HiddenArgs | null, seat: Seat | null): Move;
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

/** Renders the rules' texts in English for `reason` (seats by number, as the messages say). */
const ENGLISH = new Translator('en', [], (s) => `seat ${s}`);

/** The argument object of a move that takes none (never mutated). */
const NO_ARGS: MoveArgs = Object.freeze({}) as MoveArgs;

/** Players' seat numbers are plain integers in range; anything else is malformed input. */
function seatProblem(seat: unknown, players: number): Text | null {
  if (typeof seat !== 'number' || !Number.isInteger(seat)) return seat === undefined ? t`The move needs a seat number, got nothing.` : t`The move needs a seat number, got ${showInput(seat)}.`;
  if (seat < 0 || seat >= players) return t`Seat ${seat} does not exist: this game has seats 0 to ${players - 1}.`;
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
  for (const key of Object.keys(move)) {
    if (key === 'type' || key === 'seat') continue;
    // defineProperty keeps an own "__proto__" key a key, so the comparison with `args` sees it.
    if (key === '__proto__') Object.defineProperty(args, key, { value: move[key], enumerable: true, writable: true, configurable: true });
    else args[key] = move[key] as Json;
  }
  return args;
}

/** Builds the fast core of a game from its flow. */
export function compileCore<G>(game: AnyGame<G>, flow: Flow<G>): GameCore<G> {
  const enterAll = (state: GameState<G>, nodes: readonly FlowNode<G>[]) => {
    for (let i = 0; i < nodes.length; i++) enterNode(flow, state, nodes[i]!);
  };

  /**
   * Takes phase rules until none holds (the machine's eventless transitions), starting from the
   * leaf `from` the game is in. This and `applyInPlace` run after every move of every playout, so
   * the steps of step.ts are written out here for the common case (`firstEnabledRule`'s loop; a
   * leaf entered without an `enter` hook or a turn order of its own, where one seat acts in
   * turn), and the general steps run otherwise. The lock-step checks of core and machine (which
   * runs the step.ts functions) hold the two to the same states.
   */
  const settle = (state: GameState<G>, from: FlowNode<G> | undefined) => {
    const ctx = state.ctx;
    let node = from;
    for (let i = 0; ; i++) {
      if (ctx.over || node === undefined) return;
      const chain = node.chain;
      let hit: FlowRule<G> | null = null;
      for (let r = 0; r < chain.length; r++) {
        const candidate = chain[r]!;
        const cond = candidate.cond;
        if (!cond || cond(state.G, ctx)) {
          hit = candidate;
          break;
        }
      }
      if (hit === null) return;
      if (i >= MAX_RULE_CHAIN) throw loopError(game as AnyGame<unknown>, loopTrail(state));
      if (hit.effect) runRuleEffect(state, hit.rule);
      const entered = hit.entered;
      for (let k = 0; k < entered.length; k++) {
        const next = entered[k]!;
        if (next.enter !== undefined || next.ownTurn !== undefined || !next.leaf || next.final || ctx.over) {
          enterNode(flow, state, next);
          continue;
        }
        ctx.phase = next.path;
        flow.lastPath = next.path;
        flow.lastNode = next;
        const turn = next.turn;
        if (turn !== undefined && turn.kind !== 'clockwise') updateActive(flow, state);
        else if (ctx.active.length !== 1 || ctx.active[0] !== ctx.current) ctx.active = [ctx.current];
      }
      node = hit.leaf;
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
    enterAll(state, flow.start);
    settle(state, nodeOf(flow, state.ctx.phase));
    return state;
  };

  const refusal = (state: GameState<G>, move: Move): Text | null => {
    // Input from outside is read only once it is known to be plain, bounded JSON: no getter or
    // toJSON of a page's runs inside the rules, and no reason echoes a megabyte back.
    if (move === null || typeof move !== 'object' || Array.isArray(move)) {
      return t`A move must be an object with a "type" naming the move, e.g. { type: "draw", seat: 0 }.`;
    }
    const shape = plainDataProblem(move, MOVE_LIMITS, 'the move');
    if (shape !== null) return t`This is not a valid move: ${shape}.`;
    if (typeof move.type !== 'string') return t`A move must be an object with a "type" naming the move, e.g. { type: "draw", seat: 0 }.`;
    const ctx = state.ctx;
    if (ctx.over) return t`The game is over.`;
    const def = Object.prototype.hasOwnProperty.call(move, 'type') ? flow.moves.get(move.type) : undefined;
    if (!def) return t`There is no move "${shortText(move.type, 40)}" in ${game.name}. Its moves: ${[...flow.moves.keys()].join(', ')}.`;
    const node = nodeOf(flow, ctx.phase);
    if (!node || !node.moves.has(move.type)) {
      const allowed = node ? [...node.moves.keys()].join(', ') || 'none' : 'none';
      return t`"${move.type}" is not allowed now (phase "${ctx.phase}"); moves allowed now: ${allowed}.`;
    }
    const seatIssue = seatProblem(move.seat, ctx.players);
    if (seatIssue) return seatIssue;
    if (!ctx.active.includes(move.seat)) {
      return ctx.active.length === 1 ? t`It is seat ${ctx.active[0]!}'s turn, not seat ${move.seat}'s.` : t`Seat ${move.seat} may not act now; seats that may: ${ctx.active.join(', ') || 'none'}.`;
    }
    let verdict: true | Text = true;
    try {
      if (def.check) verdict = def.check(state.G, move, ctx, move.seat);
    } catch (error) {
      return t`Malformed arguments for "${move.type}": ${shortText(String((error as Error)?.message ?? error))}`;
    }
    if (verdict !== true) return typeof verdict === 'string' ? shortText(verdict, 300) : verdict;
    // The enumeration is the final word: whatever it does not list (an extra key included) is not
    // a legal argument.
    const given = moveArgs(move);
    const choices: MoveArgs[] = def.args ? def.args(state.G, ctx, move.seat) : [{}];
    if (!choices.some((choice) => jsonEqual(withoutTypeAndSeat(choice), given))) {
      const listed = new Set(choices.flatMap((c) => Object.keys(withoutTypeAndSeat(c))));
      const extra = Object.keys(given).filter((key) => !listed.has(key));
      if (extra.length > 0) {
        const names = extra.map((k) => `"${shortText(k, 40)}"`).join(', ');
        return listed.size ? t`"${move.type}" takes no argument ${names}; its arguments: ${[...listed].join(', ')}.` : t`"${move.type}" takes no argument ${names}.`;
      }
      const sample = choices.slice(0, 3).map((c) => showInput(withoutTypeAndSeat(c), 80)).join(', ');
      return sample ? t`${showInput(given)} is not a legal choice for "${move.type}" now; legal choices include ${sample}.` : t`${showInput(given)} is not a legal choice for "${move.type}" now.`;
    }
    return null;
  };

  const reason = (state: GameState<G>, move: Move): string | null => {
    const text = refusal(state, move);
    return text === null ? null : ENGLISH.render(text);
  };

  const hiddenArgs = (before: GameState<G>, move: Move): HiddenArgs | null => {
    const spec = flow.moves.get(move.type)?.hiddenArgs;
    if (!spec) return null;
    const hidden: HiddenArgs = typeof spec === 'function' ? spec(move as never, before.G, before.ctx) : { keys: spec, seenBy: [] };
    return hidden.keys.length > 0 ? hidden : null;
  };

  const redact = (move: Move, hidden: HiddenArgs | null, seat: Seat | null): Move => {
    const copy = cloneJson(move);
    if (!hidden || seat === move.seat || (seat !== null && hidden.seenBy.includes(seat))) return copy;
    for (const key of hidden.keys) delete copy[key];
    return copy;
  };

  /** `applyMoveEffect` then `settle`, written out (see `settle`): the hot path of every playout. */
  const api = new MoveApiImpl();
  const applyInPlace = (state: GameState<G>, move: Move) => {
    const ctx = state.ctx;
    const node = flow.lastPath === ctx.phase ? flow.lastNode : nodeOf(flow, ctx.phase);
    let entry: MoveEntry<G> | undefined;
    if (node !== undefined) {
      const list = node.moveList;
      for (let i = 0; i < list.length; i++) {
        if (list[i]!.type === move.type) {
          entry = list[i];
          break;
        }
      }
    }
    entry ??= flow.entries.get(move.type);
    if (!entry) throw new Error(`Unknown move "${move.type}".`);
    entry.apply(state.G, move, api.reset(move.seat, ctx, entry.endsTurn));
    const ended = api.ended;
    api.reset(0, null as unknown as Ctx, false); // drop the state so it can be collected
    ctx.moves++;
    if (ended) advanceTurn(flow, state);
    const turn = node?.turn;
    if (node === undefined || node.final || ctx.over || (turn !== undefined && turn.kind !== 'clockwise')) updateActive(flow, state);
    else if (ctx.active.length !== 1 || ctx.active[0] !== ctx.current) ctx.active = [ctx.current];
    settle(state, node);
  };

  const legalMoves = (state: GameState<G>, seat?: Seat): Move[] => {
    const ctx = state.ctx;
    if (ctx.over) return [];
    const node = flow.lastPath === ctx.phase ? flow.lastNode : nodeOf(flow, ctx.phase);
    if (!node) return [];
    const out: Move[] = [];
    const active = ctx.active;
    for (let a = 0; a < active.length; a++) {
      const s = active[a]!;
      if (seat !== undefined && s !== seat) continue;
      const list = node.moveList;
      for (let m = 0; m < list.length; m++) {
        const entry = list[m]!;
        const type = entry.type;
        if (!entry.args) {
          // A move without arguments is legal exactly when its check passes.
          if (!entry.check || entry.check(state.G, NO_ARGS, ctx, s) === true) out.push({ type, seat: s });
          continue;
        }
        // `args` lists exactly the legal arguments (the test kit verifies each passes `reason`),
        // so the check is not repeated here: it is what explains refusals.
        const choices = entry.args(state.G, ctx, s);
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
    refusal,
    hiddenArgs,
    redact,
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
  const problem = setupProblem(game, input);
  if (problem !== null) throw new Error(problem);
  const { players } = input;
  const ctx: Ctx = { players, phase: '', current: 0, queue: [], active: [], turn: 0, moves: 0, rng: seedToState(input.seed), over: false, };
  const options = { ...game.options, ...input.options };
  const G = game.setup({ players, random: new Random(ctx), options });
  return { G, ctx };
}

/** A setup is its options one level down. */
const SETUP_LIMITS = { ...OPTION_LIMITS, depth: OPTION_LIMITS.depth + 1 };

/** `playerCounts(players).includes(n)` for a whole `n`, without building the list (every new game asks). */
function allowsPlayers(players: AnyGame<unknown>['players'], n: number): boolean {
  return players.counts ? players.counts.includes(n) : n >= players.min && n <= players.max;
}

/**
 * Why `input` is not a valid setup of `game`, or null. The same rules hold for a new match, a
 * loaded save and (later) a room on a server: a player count the game allows, a seed that is a
 * short text or a finite number, and only the options the game declares, each of its default's
 * type and, where the game lists them in `optionChoices`, one of those values.
 */
export function setupProblem<G>(game: AnyGame<G>, input: SetupInput): string | null {
  const shape = plainDataProblem(input, SETUP_LIMITS, 'the setup');
  if (shape !== null) return `This setup is not valid: ${shape}.`;
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return 'A setup must be an object with players and a seed.';
  const { players, seed, options } = input;
  if (typeof players !== 'number' || !Number.isInteger(players) || !allowsPlayers(game.players, players)) {
    return `${game.name} is for ${describePlayerCounts(game.players)} players; got ${showInput(players)}.`;
  }
  if (!(typeof seed === 'string' || typeof seed === 'number')) return `The seed must be a text or a number, not ${showInput(seed)}.`;
  for (const key of Object.keys(input)) {
    if (key !== 'players' && key !== 'seed' && key !== 'options') return `A setup has players, seed and options, not "${shortText(key, 40)}".`;
  }
  if (options === undefined) return variantPlayersProblem(game, players, {});
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return 'The setup\'s options must be an object.';
  const defaults = (game.options ?? {}) as Record<string, Json>;
  const choices = (game.optionChoices ?? {}) as Record<string, readonly Json[] | undefined>;
  for (const [key, value] of Object.entries(options as Record<string, Json>)) {
    if (!Object.prototype.hasOwnProperty.call(defaults, key)) {
      const known = Object.keys(defaults);
      return `${game.name} has no option "${shortText(key, 40)}"${known.length ? `; its options: ${known.join(', ')}` : ''}.`;
    }
    const kind = (v: Json) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
    if (kind(value) !== kind(defaults[key]!)) return `The option "${key}" must be ${kind(defaults[key]!) === 'array' ? 'a list' : `a ${kind(defaults[key]!)}`}, not ${showInput(value)}.`;
    const allowed = choices[key];
    if (allowed && !allowed.some((choice) => jsonEqual(choice, value))) {
      return `The option "${key}" must be ${allowed.map((c) => showInput(c)).join(' or ')}, not ${showInput(value)}.`;
    }
  }
  return variantPlayersProblem(game, players, options as Record<string, Json>);
}

/** Whether the variant chosen allows this many players (`playersFor`). */
function variantPlayersProblem<G>(game: AnyGame<G>, players: number, options: Record<string, Json>): string | null {
  const range = game.playersFor?.({ ...game.options, ...options } as never);
  if (range && !allowsPlayers(range, players)) {
    return `${game.name} with these options is for ${describePlayerCounts(range)} players; got ${players}.`;
  }
  return null;
}
