/**
 * A `Match` whose game runs on the game server: what a table reads of its match (state, phase,
 * active seats, the log, legal moves, the result) comes from the latest `table` message, and a
 * move is sent to the server and shown only once a later table carries it.
 */
import type { CompiledGame } from '../dsl/compile.js';
import type { GameResult, GameState, Move, Seat, SetupInput } from '../dsl/types.js';
import { Match, SaveError, type LogEntry, type MatchChange, type MatchResult } from '../engine/match.js';
import { moveKey } from '../engine/move-key.js';
import { t, type Text } from '../i18n/text.js';
import { Translator } from '../i18n/translator.js';
import type { OnlineConnection } from './connection.js';
import { NO_UNDO_ONLINE } from '../ui/online-parts.js';
import type { WireLogEntry } from '../../server/protocol.js';

const ENGLISH = new Translator('en', []);
const refusal = (text: Text): MatchResult & { ok: false } => ({ ok: false, reason: ENGLISH.render(text), text });

/** Why nothing is taken back online (server/README.md, "Undo is not offered online"). */

const toEntry = (entry: WireLogEntry): LogEntry => Object.freeze({ ...entry, undoable: false });

/**
 * The server's game seen as a `Match`, so a table draws it as it draws a local one. It extends
 * `Match` only to be one where a table expects one: the local engine inside stays at a blank deal
 * of the same player count and never plays (a view before the start, a spectator's, is drawn from
 * it: a random blank deal, nothing of the real one). Everything a seat sees is the server's.
 *
 * @example
 * const remote = new RemoteMatch(hisssCompiled, connection);
 * remote.subscribe((change) => console.log(change.kind));
 * const sent = await remote.send({ type: 'draw', seat: 0, index: 4 }); // resolves when the server accepts or refuses
 */
export class RemoteMatch<G = unknown> extends Match<G> {
  private readonly subscribers = new Set<(change: MatchChange) => void>();
  private received: readonly LogEntry[] = [];
  private stop: () => void;
  private pending: { move: Move; key: string; length: number; resolve: (result: MatchResult) => void }[] = [];
  private refusalListeners = new Set<(move: Move, result: MatchResult & { ok: false }) => void>();

  constructor(
    game: CompiledGame<G, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
    readonly connection: OnlineConnection,
  ) {
    super(game, { players: connection.table?.players ?? Math.max(2, game.def.players.min), seed: 'online' });
    this.stop = connection.subscribe((event) => {
      if (event.kind === 'table') this.onTable(event.previous?.status ?? null);
      if (event.kind === 'refused' && event.refusal.to === 'move') {
        const sent = this.pending.shift();
        const result = refusal(event.refusal.text);
        sent?.resolve(result);
        if (sent) for (const listener of [...this.refusalListeners]) listener(sent.move, result);
      }
    });
    this.onTable(null);
  }

  /** The game is running or over on the server (before the start there is no view to draw). */
  get started(): boolean {
    const status = this.connection.table?.status;
    return status === 'playing' || status === 'over';
  }

  override get setup(): Readonly<SetupInput> {
    const table = this.connection.table;
    return table ? { players: table.players, seed: '', options: table.options } : super.setup;
  }

  /** This seat's view (never the full state: the server sends nothing more). */
  override get state(): GameState<G> {
    return this.view(this.connection.seat);
  }

  override get phaseValue(): unknown {
    return this.phase;
  }

  override get phase(): string {
    return this.connection.table?.phase ?? super.phase;
  }

  override get log(): readonly LogEntry[] {
    return this.received;
  }

  /** The log as this client received it (the server already left out what its seat may not see). */
  override logFor(_seat: Seat | null, from = 0): readonly LogEntry[] {
    return this.received.slice(from);
  }

  override get isOver(): boolean {
    return this.connection.table?.over ?? false;
  }

  override get result(): GameResult | null {
    return this.connection.table?.result ?? null;
  }

  override get active(): readonly Seat[] {
    return this.started ? [...this.connection.table!.active] : [];
  }

  /** The view the server sent this client, whatever seat is asked for: it is all this client knows. */
  override view(seat: Seat | null): GameState<G> {
    if (!this.started || this.connection.table?.view == null) return super.view(null);
    void seat;
    return structuredClone(this.connection.table.view) as GameState<G>;
  }

  /** The server's list for this client's seat; nothing for any other seat. */
  override legalMoves(seat?: Seat): Move[] {
    const table = this.connection.table;
    if (!table || !this.started || (seat !== undefined && seat !== table.you.seat)) return [];
    return structuredClone(table.legal);
  }

  override reason(move: Move): string | null {
    const legal = this.legalMoves(this.connection.seat ?? undefined).map(moveKey);
    return legal.includes(moveKey(move)) ? null : 'The server does not list this move for your seat now.';
  }

  /**
   * Sends `move` to the server. The answer is `ok` for "sent": the move is not made until a table
   * carries it (subscribers then hear of it). A move that cannot be sent is refused here.
   */
  override play(move: Move): MatchResult {
    const problem = this.sendProblem();
    if (problem !== null) return refusal(problem);
    void this.send(move);
    return { ok: true };
  }

  /**
   * Sends `move`; resolves when the server has applied it (a table whose log holds it) or refused
   * it (with the server's reason).
   */
  send(move: Move): Promise<MatchResult> {
    const problem = this.sendProblem();
    if (problem !== null) return Promise.resolve(refusal(problem));
    return new Promise((resolve) => {
      this.pending.push({ move, key: moveKey(move), length: this.received.length, resolve });
      this.connection.send('move', { move });
    });
  }

  override undoRefusal(_seat: Seat): Text | null {
    return NO_UNDO_ONLINE;
  }

  override undoReason(_seat: Seat): string | null {
    return ENGLISH.render(NO_UNDO_ONLINE);
  }

  override undo(_seat: Seat): MatchResult {
    return refusal(NO_UNDO_ONLINE);
  }

  /** A table's attributes do not restart a server's game: the host asks for another (`again`). */
  override reset(_setup?: SetupInput): void {}

  /** The sealed save comes from the server (`OnlineController.save()`); nothing is saved here. */
  override save(): string {
    throw new SaveError(t`An online game is saved by its host, who gets a sealed file from the server.`);
  }

  override load(_json: string): void {
    throw new SaveError(t`A saved game is loaded online by the host, in the room, before the start.`);
  }

  /** Calls `listener` with every sent move the server refused, and its reason; returns the unsubscribe function. */
  onRefused(listener: (move: Move, result: MatchResult & { ok: false }) => void): () => void {
    this.refusalListeners.add(listener);
    return () => this.refusalListeners.delete(listener);
  }

  override subscribe(listener: (change: MatchChange) => void): () => void {
    this.subscribers.add(listener);
    return () => this.subscribers.delete(listener);
  }

  override dispose(): void {
    this.stop();
    this.subscribers.clear();
    this.refusalListeners.clear();
    super.dispose();
  }

  private sendProblem(): Text | null {
    const connection = this.connection;
    if (connection.status !== 'open') return t`The connection to the game server is not open; the move was not sent.`;
    if (connection.seat === null) return t`You are watching: take a seat to play.`;
    if (!this.started) return t`The game has not started yet.`;
    return null;
  }

  private onTable(previousStatus: string | null): void {
    const table = this.connection.table;
    if (!table) return;
    // The blank local deal follows the player count, so a view before the start has the right seats.
    if (super.setup.players !== table.players) super.reset({ players: table.players, seed: 'online' });
    const before = this.received;
    const wire = this.connection.log;
    const kept = before.length <= wire.length && before.every((e, i) => wire[i]!.index === e.index && moveKey(wire[i]!.move) === moveKey(e.move));
    this.received = Object.freeze(wire.map(toEntry));
    const startedNow = previousStatus !== table.status && (table.status === 'playing' || previousStatus === null);
    if (!kept || (startedNow && before.length === 0 && this.received.length > 0)) {
      this.announce({ kind: 'load' });
    } else if (startedNow && this.received.length === 0) {
      this.announce({ kind: 'reset' });
    } else {
      for (const entry of this.received.slice(before.length)) this.announce({ kind: 'move', entry });
    }
    this.settlePending();
  }

  /** A sent move is done once the log has grown past where it was sent with that move in it. */
  private settlePending(): void {
    this.pending = this.pending.filter((p) => {
      const made = this.received.slice(p.length).some((e) => moveKey(e.move) === p.key);
      if (made) p.resolve({ ok: true });
      return !made;
    });
  }

  private announce(change: MatchChange): void {
    for (const listener of [...this.subscribers]) listener(change);
  }
}
