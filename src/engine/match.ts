import { createActor, type Actor, type AnyStateMachine } from 'xstate';
import { jsonEqual } from '../dsl/clone.js';
import type { CompiledGame } from '../dsl/compile.js';
import type { GameResult, GameState, Move, Seat, SetupInput } from '../dsl/types.js';

/** One applied move in the log, with the public sentence describing it. */
export interface LogEntry {
  /** Position in the log, from 0. */
  index: number;
  move: Move;
  /** Public description ("drew a red–blue mid-section"), without the player's name. */
  text: string;
  /** Phase in which the move was made. */
  phase: string;
  /** Whether the move may be taken back (false when it revealed hidden information). */
  undoable: boolean;
}

/** What changed, for subscribers. */
export type MatchChange =
  | { kind: 'move'; entry: LogEntry }
  | { kind: 'undo'; removed: LogEntry[] }
  | { kind: 'load' }
  | { kind: 'reset' };

export type MatchResult = { ok: true } | { ok: false; reason: string };

/** The format tag and version written into every save. */
export const SAVE_FORMAT = 'tabletop-elements/save';
export const SAVE_VERSION = 1;

/** A save that cannot be loaded; the message says why in words a player understands. */
export class SaveError extends Error {
  override name = 'SaveError';
}

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
  private entries: LogEntry[] = [];
  private listeners = new Set<(change: MatchChange) => void>();

  constructor(game: CompiledGame<G, any>, setup: SetupInput) { // eslint-disable-line @typescript-eslint/no-explicit-any
    this.game = game;
    this.setupInput = normaliseSetup(setup);
    this.actor = this.startActor(this.setupInput);
  }

  /** Players, seed and options this match was created with. */
  get setup(): Readonly<SetupInput> {
    return this.setupInput;
  }

  /** The full state, secrets included: for the host and tests, never for rendering a seat. */
  get state(): GameState<G> {
    return this.actor.getSnapshot().context as GameState<G>;
  }

  /** The statechart value of the machine (e.g. `{ play: 'draw' }`). */
  get phaseValue(): unknown {
    return this.actor.getSnapshot().value;
  }

  /** The current leaf phase as a dotted path. */
  get phase(): string {
    return this.state.ctx.phase;
  }

  get log(): readonly LogEntry[] {
    return this.entries;
  }

  get isOver(): boolean {
    return this.state.ctx.over;
  }

  /** Scores and winners once the game is over, else null. */
  get result(): GameResult | null {
    return this.isOver ? this.game.core.result(this.state) : null;
  }

  /** Seats that may move now. */
  get active(): readonly Seat[] {
    return this.state.ctx.active;
  }

  /** What `seat` may know (`null`: a spectator). */
  view(seat: Seat | null): GameState<G> {
    return this.game.core.view(this.state, seat);
  }

  /** Every legal move now (of one seat, or of all seats that may act). */
  legalMoves(seat?: Seat): Move[] {
    return this.game.core.legalMoves(this.state, seat);
  }

  /** Why `move` is illegal now, or null when it is legal. */
  reason(move: Move): string | null {
    return this.game.core.reason(this.state, move);
  }

  /** Makes a move. Illegal moves are refused with a reason and change nothing. */
  play(move: Move): MatchResult {
    const before = this.state;
    const reason = this.game.core.reason(before, move);
    if (reason !== null) return { ok: false, reason };
    const clean = JSON.parse(JSON.stringify(move)) as Move;
    this.actor.send(clean);
    // A broken flow (e.g. rules that keep firing) stops the machine: report its own error.
    const snapshot = this.actor.getSnapshot();
    if (snapshot.status === 'error') throw snapshot.error;
    const after = this.state;
    if (after === before) {
      // The machine's guard is the core's check; disagreement is a bug in the DSL, not bad input.
      throw new Error(`The ${this.game.def.id} machine refused a move the core accepted: ${JSON.stringify(move)}.`);
    }
    const entry = this.entryFor(this.entries.length, clean, before, after);
    this.entries.push(entry);
    this.notify({ kind: 'move', entry });
    return { ok: true };
  }

  /**
   * Whether `seat` may take back its last move: it must be the seat's own move, and neither it
   * nor any move after it may have revealed hidden information (those are not undoable).
   */
  undoReason(seat: Seat): string | null {
    const last = this.lastMoveIndex(seat);
    if (last < 0) return 'You have no move to take back.';
    for (let i = last; i < this.entries.length; i++) {
      const entry = this.entries[i]!;
      if (!entry.undoable) {
        return entry.move.seat === seat
          ? 'That move revealed hidden information, so it cannot be taken back.'
          : 'A later move revealed hidden information, so your move can no longer be taken back.';
      }
      if (i > last && !this.isBotFollowUp(entry, seat)) return 'Another player has moved since.';
    }
    return null;
  }

  /** Takes back `seat`'s last move (and any moves made after it, e.g. a bot's reply). */
  undo(seat: Seat): MatchResult {
    const reason = this.undoReason(seat);
    if (reason !== null) return { ok: false, reason };
    const last = this.lastMoveIndex(seat);
    const removed = this.entries.slice(last);
    this.rebuild(this.entries.slice(0, last).map((e) => e.move));
    this.notify({ kind: 'undo', removed });
    return { ok: true };
  }

  /** Seats played by bots; their moves after a human's do not block that human's undo. */
  botSeats = new Set<Seat>();

  /** Starts the same game again from its setup (or a new setup). */
  reset(setup: SetupInput = this.setupInput): void {
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
      state: this.state as GameState<unknown>,
    };
    return JSON.stringify(file);
  }

  /**
   * Loads a save. The log is replayed from the setup and must reproduce the saved state exactly,
   * so a damaged or altered save is refused with a clear error and the current game is kept.
   */
  load(json: string): void {
    const file = parseSave(json, this.game.def.id, this.game.def.version ?? 1);
    const core = this.game.core;
    let state: GameState<G>;
    try {
      state = core.init(file.setup);
    } catch (error) {
      throw new SaveError(`This save cannot be loaded: its setup is invalid (${(error as Error).message}).`);
    }
    file.log.forEach((move, i) => {
      const result = core.play(state, move);
      if (!result.ok) throw new SaveError(`This save is damaged: move ${i + 1} of its log is illegal (${result.reason}).`);
      state = result.state;
    });
    if (!jsonEqual(state, file.state)) {
      throw new SaveError('This save was altered: its state does not match its own move log.');
    }
    const previous = { setup: this.setupInput, log: this.entries.map((e) => e.move) };
    try {
      this.setupInput = normaliseSetup(file.setup);
      this.rebuild(file.log);
    } catch (error) {
      this.setupInput = previous.setup;
      this.rebuild(previous.log);
      throw new SaveError(`This save cannot be loaded: ${(error as Error).message}`);
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
    const entries: LogEntry[] = [];
    for (const move of moves) {
      const before = fresh.getSnapshot().context as GameState<G>;
      fresh.send(move);
      const after = fresh.getSnapshot().context as GameState<G>;
      if (after === before) {
        fresh.stop();
        throw new Error(`Replay refused move ${entries.length + 1}: ${JSON.stringify(move)}.`);
      }
      entries.push(this.entryFor(entries.length, move, before, after));
    }
    this.actor.stop();
    this.actor = fresh;
    this.entries = entries;
  }

  /** The log entry of a move just applied: its public text and whether it may be taken back. */
  private entryFor(index: number, move: Move, before: GameState<G>, after: GameState<G>): LogEntry {
    const def = this.game.flow.moves.get(move.type)!;
    const undoable = typeof def.undoable === 'function' ? def.undoable(move as never, after.G, before.G) : def.undoable !== false;
    return { index, move, text: def.describe ? def.describe(move as never, after.G, before.G) : move.type, phase: before.ctx.phase, undoable };
  }

  private lastMoveIndex(seat: Seat): number {
    for (let i = this.entries.length - 1; i >= 0; i--) if (this.entries[i]!.move.seat === seat) return i;
    return -1;
  }

  private isBotFollowUp(entry: LogEntry, seat: Seat): boolean {
    return entry.move.seat !== seat && this.botSeats.has(entry.move.seat);
  }

  private notify(change: MatchChange): void {
    for (const listener of [...this.listeners]) listener(change);
  }
}

function normaliseSetup(setup: SetupInput): SetupInput {
  return { players: setup.players, seed: setup.seed, ...(setup.options ? { options: setup.options } : {}) };
}

/** Parses and checks the envelope of a save; every failure is a SaveError with a plain message. */
export function parseSave(json: string, gameId: string, gameVersion: number): SaveFile {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new SaveError('This is not a saved game: the text is not valid JSON.');
  }
  const file = data as Partial<SaveFile> | null;
  if (!file || typeof file !== 'object' || file.format !== SAVE_FORMAT) throw new SaveError('This is not a Tabletop Elements saved game.');
  if (file.version !== SAVE_VERSION) throw new SaveError(`This save has format version ${String(file.version)}; this version reads ${SAVE_VERSION}.`);
  if (file.game !== gameId) throw new SaveError(`This save is for "${String(file.game)}", not "${gameId}".`);
  if (file.gameVersion !== gameVersion) throw new SaveError(`This save is from rules version ${String(file.gameVersion)} of ${gameId}; this is version ${gameVersion}.`);
  const setup = file.setup as SetupInput | undefined;
  if (!setup || typeof setup !== 'object' || !Number.isInteger(setup.players) || (typeof setup.seed !== 'string' && typeof setup.seed !== 'number')) {
    throw new SaveError('This save is damaged: its setup (players and seed) is missing.');
  }
  if (!Array.isArray(file.log) || !file.log.every((m) => m && typeof m === 'object' && typeof (m as Move).type === 'string')) {
    throw new SaveError('This save is damaged: its move log is missing or malformed.');
  }
  if (!file.state || typeof file.state !== 'object') throw new SaveError('This save is damaged: its state is missing.');
  return file as SaveFile;
}

