import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { botMove } from '../bots/levels.js';
import type { CompiledGame } from '../dsl/compile.js';
import type { Move, Seat } from '../dsl/types.js';
import type { Match, MatchResult } from '../engine/match.js';
import type { SeatPlayer } from './parse-attributes.js';
import { seat as seatRef, t, type Text } from '../i18n/text.js';

/** What the bot driver needs of its table, read fresh each time (the match and line-up change). */
export interface BotTable<G> {
  match(): Match<G>;
  game(): CompiledGame<G, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  lineup(): readonly SeatPlayer[];
  /** Whether bots move on their own. */
  autoplay(): boolean;
  /** Whether bots take turns here (a real-time game's bots react on their own clock instead). */
  turnBased?(): boolean;
  /** Milliseconds a bot waits before moving. */
  delay(): number;
  /** Makes a bot's move the way the table makes every move. */
  play(move: Move): MatchResult;
  /** Shows a message about a bot that could not move. */
  notice(message: Text): void;
}

/** The element hosting the driver: a Lit element (connected and first-rendered states). */
export type BotDriverHost = ReactiveControllerHost & { readonly isConnected: boolean; readonly hasUpdated: boolean };

/**
 * Drives the bot seats of a game table: after every render, when a bot is to act and autoplay is
 * on, it waits the table's delay and plays one move for that bot, chosen from that seat's view
 * only. It stops while the element is out of the document and starts again when it is put back.
 *
 * @example
 * private readonly bots = new BotDriver(this, { match: () => this.match, … });
 * // the "Bot move" button: this.bots.playFor(this.bots.seatToAct()!)
 */
export class BotDriver<G> implements ReactiveController {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerKey = '';

  constructor(
    private readonly host: BotDriverHost,
    private readonly table: BotTable<G>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    if (this.host.hasUpdated) this.schedule();
  }

  hostUpdated(): void {
    this.schedule();
  }

  hostDisconnected(): void {
    this.stop();
  }

  /** The bot seat to act now, or null (game over, or people to act). */
  seatToAct(): Seat | null {
    const match = this.table.match();
    if (match.isOver || this.table.turnBased?.() === false) return null;
    const lineup = this.table.lineup();
    return match.active.find((seat) => lineup[seat]?.kind === 'bot') ?? null;
  }

  /** Starts the timer for the bot to act, unless it already runs for this very position. */
  schedule(): void {
    if (!this.host.isConnected || !this.table.autoplay()) return this.stop();
    const seat = this.seatToAct();
    if (seat === null) return this.stop();
    const match = this.table.match();
    const key = `${match.log.length}:${match.state.ctx.moves}:${seat}:${match.setup.seed}`;
    if (this.timer !== undefined && key === this.timerKey) return;
    this.stop();
    this.timerKey = key;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerKey = '';
      this.playFor(seat);
    }, this.table.delay());
  }

  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.timerKey = '';
  }

  /** One move for a bot seat, chosen from that seat's view only. */
  playFor(seat: Seat): void {
    const match = this.table.match();
    const player = this.table.lineup()[seat];
    if (!this.host.isConnected || player?.kind !== 'bot' || match.isOver || !match.active.includes(seat)) return;
    const name = seatRef(seat);
    let move: Move | null;
    try {
      move = botMove(this.table.game(), match.view(seat), seat, player.level, match.setup.seed);
    } catch (error) {
      this.table.notice(t`${name} could not choose a move: ${(error as Error).message}`);
      return;
    }
    if (!move) {
      this.table.notice(t`${name} has no legal move.`);
      return;
    }
    const result = this.table.play(move);
    if (!result.ok) this.table.notice(t`${name} tried an illegal move: ${result.text}`);
  }
}
