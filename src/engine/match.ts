import { createActor, type Actor, type AnyStateMachine } from 'xstate';
import { cloneJson, jsonEqual } from '../dsl/clone.js';
import type { CompiledGame } from '../dsl/compile.js';
import { setupProblem } from '../dsl/core.js';
import { copyPlainData, deepFreeze, MOVE_LIMITS, plainDataProblem, shortText } from '../dsl/input.js';
import type { GameResult, GameState, HiddenArgs, Move, Seat, SetupInput } from '../dsl/types.js';
import { revealedTo } from './reveals.js';
import { t, type Text } from '../i18n/text.js';
import { Translator } from '../i18n/translator.js';

/**
 * One applied move in the log, as one seat (or a spectator) may see it: frozen, and without the
 * arguments that seat may not see (`MoveDef.hiddenArgs`).
 */
export interface LogEntry {
  /** Position in the log, from 0. */
  readonly index: number;
  /** The move, less the hidden arguments the reader may not see. */
  readonly move: Readonly<Move>;
  /** Public description in English ("drew a red–blue mid-section"), without the player's name. */
  readonly text: string;
  /** The same description as a text, for a table to show in its language. */
  readonly message: Text;
  /** Phase in which the move was made. */
  readonly phase: string;
  /**
   * Whether the move may be taken back: false when it, or the phase rules that followed it, showed
   * any seat something it had not seen (worked out by the engine), or its definition says so.
   */
  readonly undoable: boolean;
}

/** What changed, for subscribers. A move's `entry` is the public one (as a spectator sees it). */
export type MatchChange =
  | { kind: 'move'; entry: LogEntry }
  | { kind: 'undo'; removed: LogEntry[] }
  | { kind: 'load' }
  | { kind: 'reset' };

/** What `play` and `undo` answer: a refusal has its reason in English and as a text to translate. */
export type MatchResult = { ok: true } | { ok: false; reason: string; text: Text };

function refused(text: Text): MatchResult {
  return { ok: false, reason: ENGLISH.render(text), text };
}

/** The format tag and version written into every save. */
export const SAVE_FORMAT = 'tabletop-elements/save';
export const SAVE_VERSION = 1;

/** A save that cannot be loaded; the message says why in words a player understands. */
export class SaveError extends Error {
  override name = 'SaveError';
  /** The same reason as a text, for a table to show in its language. */
  readonly text: Text;

  constructor(text: Text) {
    super(ENGLISH.render(text));
    this.text = text;
  }
}

const ENGLISH = new Translator('en', []);

/** The JSON written by `Match.save()`. */
export interface SaveFile {
  format: typeof SAVE_FORMAT;
  version: number;
  game: string;
  gameVersion: number;
  setup: SetupInput;
  log: Move[];
  state: GameState<unknown>;
}

/**
 * Runs one game: holds the XState actor of the compiled machine, the move log, undo, save and
 * load, and per-seat views. Every move is checked first: an illegal move returns its reason and
 * changes nothing. Replaying the log from the setup reproduces the game exactly.
 *
 * @example
 * const match = new Match(hisssCompiled, { players: 3, seed: 'lesson-1' });
 * const result = match.play({ type: 'draw', seat: 0, index: 4 });
 * if (!result.ok) console.warn(result.reason);
 * match.view(1); // what seat 1 may see
 */
export class Match<G = unknown> {
  readonly game: CompiledGame<G, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  private setupInput: SetupInput;
  private actor: Actor<AnyStateMachine>;
  private entries: Played<G>[] = [];
  private listeners = new Set<(change: MatchChange) => void>();
  /** A frozen copy of the current state for `state`, made once per state. */
  private frozenState: { of: GameState<G>; copy: GameState<G> } | null = null;
  private publicLog: { length: number; entries: readonly LogEntry[] } | null = null;
  /**
   * Per setup played on this Match: the log up to its last move that revealed something. A save of
   * that setup must continue this history, or loading it would take the reveal back.
   */
  private revealedHistories = new Map<string, Move[]>();

  constructor(game: CompiledGame<G, any>, setup: SetupInput) { // eslint-disable-line @typescript-eslint/no-explicit-any
    this.game = game;
    const problem = setupProblem(game.def, setup);
    if (problem !== null) throw new Error(problem);
    this.setupInput = normaliseSetup(setup);
    this.actor = this.startActor(this.setupInput);
  }

  /** Players, seed and options this match was created with (a frozen copy). */
  get setup(): Readonly<SetupInput> {
    return this.setupInput;
  }

  /**
   * The full state, secrets included: for the host and tests, never for rendering a seat. A frozen
   * copy: editing it cannot change the game.
   */
  get state(): GameState<G> {
    const live = this.current;
    if (this.frozenState?.of !== live) this.frozenState = { of: live, copy: deepFreeze(cloneJson(live)) };
    return this.frozenState.copy;
  }

  /** The live state of the actor (never handed out). */
  private get current(): GameState<G> {
    return this.actor.getSnapshot().context as GameState<G>;
  }

  /** The statechart value of the machine (e.g. `{ play: 'draw' }`). */
  get phaseValue(): unknown {
    return this.actor.getSnapshot().value;
  }

  /** The current leaf phase as a dotted path. */
  get phase(): string {
    return this.current.ctx.phase;
  }

  /** The move log as a spectator may read it: frozen entries, hidden arguments left out. */
  get log(): readonly LogEntry[] {
    if (this.publicLog?.length !== this.entries.length || this.publicLog.entries.length !== this.entries.length) {
      this.publicLog = { length: this.entries.length, entries: Object.freeze(this.entries.map((p) => this.entryAs(p, null))) };
    }
    return this.publicLog.entries;
  }

  /**
   * The move log as `seat` may read it: its own moves whole, others' without their hidden arguments.
   * `from` leaves out the entries before it, for a reader that has them already (a server sending
   * each move once), so a long game does not cost its whole log on every move.
   */
  logFor(seat: Seat | null, from = 0): readonly LogEntry[] {
    if (seat === null && from === 0) return this.log;
    return Object.freeze(this.entries.slice(from).map((p) => this.entryAs(p, seat)));
  }

  get isOver(): boolean {
    return this.current.ctx.over;
  }

  /** Scores and winners once the game is over, else null. */
  get result(): GameResult | null {
    return this.isOver ? this.game.core.result(this.current) : null;
  }

  /** Seats that may move now. */
  get active(): readonly Seat[] {
    return [...this.current.ctx.active];
  }

  /** What `seat` may know (`null`: a spectator): a copy of its own, so editing it changes nothing. */
  view(seat: Seat | null): GameState<G> {
    return cloneJson(this.game.core.view(this.current, seat));
  }

  /** Every legal move now (of one seat, or of all seats that may act). */
  legalMoves(seat?: Seat): Move[] {
    return this.game.core.legalMoves(this.current, seat);
  }

  /** Why `move` is illegal now, or null when it is legal. */
  reason(move: Move): string | null {
    return this.game.core.reason(this.current, move);
  }

  /**
   * Makes a move. Illegal moves — and anything that is not plain, bounded JSON data — are refused
   * with a reason and change nothing; the move is copied, so the caller's object is never kept.
   */
  play(move: Move): MatchResult {
    const before = this.current;
    let reason: Text | null;
    try {
      reason = this.game.core.refusal(before, move);
    } catch (error) {
      // A rules bug must not look like bad input; but a hostile value may not crash the page either.
      reason = `This move could not be checked: ${shortText(String((error as Error)?.message ?? error))}`;
    }
    if (reason !== null) return refused(reason);
    const clean = copyPlainData(move);
    this.actor.send(clean);
    // A broken flow (e.g. rules that keep firing) stops the machine: report its own error.
    const snapshot = this.actor.getSnapshot();
    if (snapshot.status === 'error') throw snapshot.error;
    const after = this.current;
    if (after === before) {
      // The machine's guard is the core's check; disagreement is a bug in the DSL, not bad input.
      throw new Error(`The ${this.game.def.id} machine refused a move the core accepted: ${JSON.stringify(clean)}.`);
    }
    const played = this.played(this.entries.length, clean, before, after);
    this.entries.push(played);
    this.notify({ kind: 'move', entry: this.entryAs(played, null) });
    return { ok: true };
  }

  /**
   * Whether `seat` may take back its last move: the game is not over, it is the seat's own move,
   * and neither it nor any move after it showed anyone something hidden (see `LogEntry.undoable`).
   */
  undoReason(seat: Seat): string | null {
    const text = this.undoRefusal(seat);
    return text === null ? null : ENGLISH.render(text);
  }

  /** Why `seat` may not undo, as a text to translate; null when it may. */
  undoRefusal(seat: Seat): Text | null {
    if (this.isOver) return t`The game is over, so no move can be taken back.`;
    const last = this.lastMoveIndex(seat);
    if (last < 0) return t`You have no move to take back.`;
    for (let i = last; i < this.entries.length; i++) {
      const entry = this.entries[i]!;
      if (!this.undoable(entry)) {
        return entry.move.seat === seat
          ? t`That move showed something that was hidden (a card, a roll), so it cannot be taken back.`
          : t`A later move showed something that was hidden (a card, a roll), so your move can no longer be taken back.`;
      }
      if (i > last && !this.isBotFollowUp(entry, seat)) return t`Another player has moved since.`;
    }
    return null;
  }

  /** Takes back `seat`'s last move (and any moves made after it, e.g. a bot's reply). */
  undo(seat: Seat): MatchResult {
    const reason = this.undoRefusal(seat);
    if (reason !== null) return refused(reason);
    const last = this.lastMoveIndex(seat);
    const removed = this.entries.slice(last).map((p) => this.entryAs(p, null));
    this.rebuild(this.entries.slice(0, last).map((e) => e.move));
    this.notify({ kind: 'undo', removed });
    return { ok: true };
  }

  /** Seats played by bots; their moves after a human's do not block that human's undo. */
  botSeats = new Set<Seat>();

  /** Starts the same game again from its setup (or a new setup). */
  reset(setup: SetupInput = this.setupInput): void {
    const problem = setupProblem(this.game.def, setup);
    if (problem !== null) throw new Error(problem);
    this.rememberReveals();
    this.setupInput = normaliseSetup(setup);
    this.actor.stop();
    this.actor = this.startActor(this.setupInput);
    this.entries = [];
    this.notify({ kind: 'reset' });
  }

  /** The whole match as versioned JSON: setup, move log and the resulting state. */
  save(): string {
    const file: SaveFile = {
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      game: this.game.def.id,
      gameVersion: this.game.def.version ?? 1,
      setup: this.setupInput,
      log: this.entries.map((e) => e.move),
      state: this.current as GameState<unknown>,
    };
    return JSON.stringify(file);
  }

  /**
   * Loads a save. The log is replayed from the setup and must reproduce the saved state exactly,
   * so a damaged or altered save is refused with a clear error and the current game is kept.
   */
  load(json: string): void {
    const file = parseSave(json, this.game.def.id, this.game.def.version ?? 1);
    const problem = setupProblem(this.game.def, file.setup);
    if (problem !== null) throw new SaveError(t`This save cannot be loaded: ${problem}`);
    const core = this.game.core;
    let state: GameState<G>;
    try {
      state = core.init(file.setup);
    } catch (error) {
      throw new SaveError(t`This save cannot be loaded: its setup is invalid (${shortText((error as Error).message)}).`);
    }
    file.log.forEach((move, i) => {
      const result = core.play(state, move);
      if (!result.ok) throw new SaveError(t`This save is damaged: move ${i + 1} of its log is illegal (${result.reason}).`);
      state = result.state;
    });
    if (!jsonEqual(state, file.state)) {
      throw new SaveError(t`This save was altered: its state does not match its own move log.`);
    }
    this.rememberReveals();
    const revealed = this.revealedHistories.get(setupKey(file.setup));
    if (revealed && !isPrefix(revealed, file.log)) {
      throw new SaveError(t`This save is from before cards or dice were shown in the game played here, so loading it would take that back. Load it on a fresh page, or keep playing this game.`);
    }
    const previous = { setup: this.setupInput, log: this.entries.map((e) => e.move) };
    try {
      this.setupInput = normaliseSetup(file.setup);
      this.rebuild(file.log);
    } catch (error) {
      this.setupInput = previous.setup;
      this.rebuild(previous.log);
      throw new SaveError(t`This save cannot be loaded: ${shortText((error as Error).message)}`);
    }
    this.notify({ kind: 'load' });
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (change: MatchChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops the actor; the match cannot be played afterwards. */
  dispose(): void {
    this.actor.stop();
    this.listeners.clear();
  }

  private startActor(setup: SetupInput): Actor<AnyStateMachine> {
    const actor = createActor(this.game.machine, { input: setup });
    // Machine errors are thrown from here and from play(); without an observer XState would
    // also rethrow them later, outside any caller.
    actor.subscribe({ error: () => {} });
    actor.start();
    const snapshot = actor.getSnapshot();
    if (snapshot.status === 'error') throw snapshot.error;
    return actor;
  }

  /** Replaces the actor by one that replays `moves` from the setup (undo, load). */
  private rebuild(moves: Move[]): void {
    const fresh = this.startActor(this.setupInput);
    const entries: Played<G>[] = [];
    for (const move of moves) {
      const before = fresh.getSnapshot().context as GameState<G>;
      const clean = copyPlainData(move);
      fresh.send(clean);
      const after = fresh.getSnapshot().context as GameState<G>;
      if (after === before) {
        fresh.stop();
        throw new Error(`Replay refused move ${entries.length + 1}: ${shortText(JSON.stringify(move))}.`);
      }
      // Undo replays a prefix of the same history: keep what was already worked out of it.
      const known = this.entries[entries.length];
      const played = this.played(entries.length, clean, before, after);
      if (known && known.reveals !== undefined && jsonEqual(known.move, clean) && jsonEqual(known.before, before)) played.reveals = known.reveals;
      entries.push(played);
    }
    this.actor.stop();
    this.actor = fresh;
    this.entries = entries;
  }

  /** What the engine keeps of a move just applied; whether it revealed anything is worked out on demand. */
  private played(index: number, move: Move, before: GameState<G>, after: GameState<G>): Played<G> {
    const def = this.game.flow.moves.get(move.type)!;
    const declared = typeof def.undoable === 'function' ? def.undoable(move as never, after.G, before.G) : def.undoable !== false;
    return {
      index, move, before, after, declared,
      hidden: this.game.core.hiddenArgs(before, move),
      message: def.describe ? def.describe(move as never, after.G, before.G) : move.type,
      phase: before.ctx.phase,
    };
  }

  /** Whether a move may be taken back: its definition allows it and it showed nobody anything hidden. */
  private undoable(played: Played<G>): boolean {
    if (!played.declared) return false;
    if (played.reveals === undefined) {
      const salt = `${String(this.setupInput.seed)}:${played.index}`;
      played.reveals = revealedTo(this.game.core, played.before, played.move, played.after, salt).length > 0;
    }
    return !played.reveals;
  }

  /** The log entry of `played` as `seat` may see it, frozen. */
  private entryAs(played: Played<G>, seat: Seat | null): LogEntry {
    const move = deepFreeze(this.game.core.redact(played.move, played.hidden, seat));
    const entry = { index: played.index, move, text: ENGLISH.render(played.message), message: deepFreeze(played.message), phase: played.phase } as LogEntry;
    // Computed when read: most entries are never asked, and the check replays the move in guessed worlds.
    Object.defineProperty(entry, 'undoable', { enumerable: true, get: () => this.undoable(played) });
    return Object.freeze(entry);
  }

  /** Records how far the current history has revealed things, before it is replaced (reset, load). */
  private rememberReveals(): void {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      if (!this.undoable(this.entries[i]!)) {
        this.revealedHistories.set(setupKey(this.setupInput), this.entries.slice(0, i + 1).map((e) => e.move));
        return;
      }
    }
  }

  private lastMoveIndex(seat: Seat): number {
    for (let i = this.entries.length - 1; i >= 0; i--) if (this.entries[i]!.move.seat === seat) return i;
    return -1;
  }

  private isBotFollowUp(entry: Played<G>, seat: Seat): boolean {
    return entry.move.seat !== seat && this.botSeats.has(entry.move.seat);
  }

  private notify(change: MatchChange): void {
    for (const listener of [...this.listeners]) listener(change);
  }
}

/** What the engine keeps of one applied move. */
interface Played<G> {
  index: number;
  /** The whole move (for the save and for undo), never handed out as it is. */
  move: Move;
  before: GameState<G>;
  after: GameState<G>;
  /** The move definition's own `undoable` verdict. */
  declared: boolean;
  /** Whether it showed any seat something hidden; undefined until asked. */
  reveals?: boolean;
  hidden: HiddenArgs | null;
  message: Text;
  phase: string;
}

function normaliseSetup(setup: SetupInput): SetupInput {
  return deepFreeze(copyPlainData({ players: setup.players, seed: setup.seed, ...(setup.options ? { options: setup.options } : {}) }));
}

function setupKey(setup: SetupInput): string {
  return JSON.stringify([setup.players, setup.seed, setup.options ?? {}]);
}

function isPrefix(prefix: readonly Move[], log: readonly Move[]): boolean {
  return prefix.length <= log.length && prefix.every((move, i) => jsonEqual(move, log[i]));
}

/** A save's text may be large (a long game's log) but not absurd. */
const MAX_SAVE_LENGTH = 20_000_000;
const STATE_LIMITS = { depth: 32, nodes: 2_000_000, stringLength: 10_000 };

/** Parses and checks the envelope of a save; every failure is a SaveError with a plain message. */
export function parseSave(json: string, gameId: string, gameVersion: number): SaveFile {
  if (typeof json !== 'string') throw new SaveError(t`A saved game is a text; this is not one.`);
  if (json.length > MAX_SAVE_LENGTH) throw new SaveError(t`This is not a saved game: the text is far too long.`);
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new SaveError(t`This is not a saved game: the text is not valid JSON.`);
  }
  const file = data as Partial<SaveFile> | null;
  if (!file || typeof file !== 'object' || file.format !== SAVE_FORMAT) throw new SaveError(t`This is not a Tabletop Elements saved game.`);
  if (file.version !== SAVE_VERSION) throw new SaveError(t`This save has format version ${String(file.version)}; this version reads ${SAVE_VERSION}.`);
  if (file.game !== gameId) throw new SaveError(t`This save is for "${String(file.game)}", not "${gameId}".`);
  if (file.gameVersion !== gameVersion) throw new SaveError(t`This save is from rules version ${String(file.gameVersion)} of ${gameId}; this is version ${gameVersion}.`);
  const setup = file.setup as SetupInput | undefined;
  if (!setup || typeof setup !== 'object' || !Number.isInteger(setup.players) || (typeof setup.seed !== 'string' && typeof setup.seed !== 'number')) {
    throw new SaveError(t`This save is damaged: its setup (players and seed) is missing.`);
  }
  if (!Array.isArray(file.log) || !file.log.every((m) => m && typeof m === 'object' && typeof (m as Move).type === 'string')) {
    throw new SaveError(t`This save is damaged: its move log is missing or malformed.`);
  }
  file.log.forEach((move, i) => {
    const problem = plainDataProblem(move, MOVE_LIMITS, `move ${i + 1}`);
    if (problem !== null) throw new SaveError(t`This save is damaged: ${problem}.`);
  });
  if (!file.state || typeof file.state !== 'object') throw new SaveError(t`This save is damaged: its state is missing.`);
  const stateProblem = plainDataProblem(file.state, STATE_LIMITS, 'its state');
  if (stateProblem !== null) throw new SaveError(t`This save is damaged: ${stateProblem}.`);
  return file as SaveFile;
}

