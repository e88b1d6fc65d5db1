import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameState, Level, Move, Seat } from '../dsl/types.js';
import type { Match, MatchResult } from '../engine/match.js';
import { pageClock } from '../realtime/clock.js';
import { RealtimeHost, type Pending, type PressResult, type Sender } from '../realtime/host.js';

/** What the driver needs of its table, read fresh each time. */
export interface RealtimeDriverTable<G> {
  match(): Match<G>;
  bots(): ReadonlyMap<Seat, Level>;
  /** Factor on pauses and reactions: the pace times the table's bot delay over its default. */
  scale(): number;
  /** Factor on the race window. */
  windowScale(): number;
  /** Bots and the host move on their own (autoplay). */
  autoplay(): boolean;
  play(move: Move, by: Sender): MatchResult;
  /** A move the host refused itself (a player pressing a host's or a bot's move). */
  refused(move: Move, result: MatchResult & { ok: false }): void;
  /** A bot's search at a turn-based moment, off the page's thread (the table's bot worker). */
  think(seat: Seat, level: Level, view: GameState<G>, stale: () => boolean): Promise<Move | null | undefined>;
}

/** The element hosting the driver: a Lit element (connected and first-rendered states). */
export type RealtimeDriverHost = ReactiveControllerHost & { readonly isConnected: boolean; readonly hasUpdated: boolean };

/**
 * Runs a real-time game's host on the page's clock while the table is in the document: before
 * every render it looks at the match again (the host's next move, each bot's reaction), and it
 * forgets everything pending when the table leaves the page.
 *
 * @example
 * private readonly realtime = new RealtimeDriver(this, { match: () => this.match, … });
 * // a person's slap: this.realtime.press(move)
 */
export class RealtimeDriver<G> implements ReactiveController {
  private readonly host: RealtimeHost<G>;

  constructor(
    private readonly element: RealtimeDriverHost,
    table: RealtimeDriverTable<G>,
  ) {
    this.host = new RealtimeHost<G>(pageClock, {
      match: () => table.match(),
      bots: () => table.bots(),
      scale: () => table.scale(),
      windowScale: () => table.windowScale(),
      running: () => this.element.isConnected && table.autoplay(),
      play: (move, by) => table.play(move, by),
      refused: (move, result) => table.refused(move, result),
      think: (seat, level, view, stale) => table.think(seat, level, view, stale),
      changed: () => this.element.requestUpdate(),
    });
    element.addController(this);
  }

  hostConnected(): void {
    if (this.element.hasUpdated) this.host.update();
  }

  /** Before each drawing, so what is pending (the "Bot move" button) is drawn with the table. */
  hostUpdate(): void {
    if (this.element.isConnected) this.host.update();
  }

  hostDisconnected(): void {
    this.host.clear();
  }

  /** A person's or a bot's move, through the race window. */
  press(move: Move, by: Exclude<Sender, 'host'> = 'person'): PressResult {
    return this.host.press(move, by);
  }

  /** Makes the next pending thing happen now (the "Bot move" button with autoplay off). */
  step(): boolean {
    return this.host.step();
  }

  /** What is pending, earliest first. */
  get upcoming(): Pending[] {
    return this.host.upcoming;
  }

  get racing(): boolean {
    return this.host.racing;
  }

  /** Whether a bot is searching its move at a turn-based moment. */
  get thinking(): boolean {
    return this.host.searching;
  }
}
