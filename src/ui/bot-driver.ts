import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { botBudget, botThinking } from '../bots/levels.js';
import { startBotWorker } from '../bots/start-worker.js';
import { thinkInSlices } from '../bots/think.js';
import type { ThinkReply, ThinkRequest } from '../bots/worker-protocol.js';
import type { CompiledGame } from '../dsl/compile.js';
import type { GameState, Move, Seat } from '../dsl/types.js';
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

/** Milliseconds per slice when a bot thinks on the page's own thread: well under a 50 ms long task. */
const MAIN_THREAD_SLICE_MS = 8;

/** Milliseconds past its budget a worker may take to answer before the page stops waiting for it. */
const WORKER_GRACE_MS = 10_000;
/** The same for a decision to the level's iterations alone (the "Bot move" button), which has no budget. */
const WORKER_UNTIMED_GRACE_MS = 60_000;

/** A decision being thought about: the position it is for and how to drop it. */
interface Thought {
  key: string;
  match: unknown;
  seat: Seat;
  /** Stops thinking or waiting for it (the worker's answer, the watchdog); the answer then never comes. */
  cancel(): void;
}

/** What a bot is asked to think about (a think request without its id, which the driver gives). */
export type ThinkQuestion = Omit<ThinkRequest, 'kind' | 'id'>;

let thoughts = 0;

/**
 * Drives the bot seats of a game table: after every render, when a bot is to act and autoplay is
 * on, it waits the table's delay and has that bot think about one move, from that seat's view
 * only. The thinking runs in a Web Worker within the level's time budget, so the table stays
 * responsive; where a worker cannot start (a strict Content Security Policy, some pages opened
 * from disk) it runs on the page's thread in short slices instead. An answer that comes after
 * the game moved on is dropped. It stops while the element is out of the document and starts
 * again when it is put back.
 *
 * @example
 * private readonly bots = new BotDriver(this, { match: () => this.match, … });
 * // the "Bot move" button (autoplay off): this.bots.playFor(this.bots.seatToAct()!)
 */
export class BotDriver<G> implements ReactiveController {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerKey = '';
  private thought: Thought | undefined;
  /** Cancels the question the worker is answering now (one at a time). */
  private asking: (() => void) | undefined;
  /** Cancels the questions of `think()` still open (when the table leaves the page). */
  private readonly others = new Set<() => void>();
  /** The worker, null once it failed to start or broke (then bots think on the page's thread). */
  private worker: Worker | null | undefined;
  private workerBroken = false;

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
    this.drop();
    for (const cancel of [...this.others]) cancel();
    // A table out of the document keeps no thread busy; a new worker starts when it is back.
    this.worker?.terminate();
    this.worker = undefined;
  }

  /** The bot seat to act now, or null (game over, or people to act). */
  seatToAct(): Seat | null {
    const match = this.table.match();
    if (match.isOver || this.table.turnBased?.() === false) return null;
    const lineup = this.table.lineup();
    return match.active.find((seat) => lineup[seat]?.kind === 'bot') ?? null;
  }

  /** Whether a bot is thinking about a move for the position on the table now. */
  get thinking(): boolean {
    return this.thought !== undefined && this.current(this.thought);
  }

  /** The position a bot may act in: a new move, a new game or another seat makes another. */
  private positionKey(seat: Seat): string {
    const match = this.table.match();
    return `${match.log.length}:${match.state.ctx.moves}:${seat}:${match.setup.seed}`;
  }

  /** Starts the timer for the bot to act, unless it already runs (or thinks) for this very position. */
  schedule(): void {
    if (!this.host.isConnected || !this.table.autoplay()) return this.stop();
    const seat = this.seatToAct();
    if (seat === null) return this.stop();
    const key = this.positionKey(seat);
    if (this.thought?.key === key && this.thought.match === this.table.match()) return;
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

  /**
   * One move for a bot seat, chosen from that seat's view only. The bot thinks off the page's
   * thread and the move is played when the answer comes (unless the game moved on meanwhile):
   * this returns at once. With autoplay on it thinks within its level's time budget; with autoplay
   * off (the "Bot move" button, a step a person asked for) it thinks to the level's iterations
   * alone, so a stepped game gives the same moves on any machine, and the table stays responsive
   * however long a hard bot thinks.
   */
  playFor(seat: Seat): void {
    const match = this.table.match();
    const player = this.table.lineup()[seat];
    if (!this.host.isConnected || player?.kind !== 'bot' || match.isOver || !match.active.includes(seat)) return;
    const key = this.positionKey(seat);
    if (this.thought?.key === key && this.thought.match === match && this.thought.seat === seat) return;
    this.drop();
    const game = this.table.game();
    const question: ThinkQuestion = {
      game: game.def.id, view: match.view(seat) as ThinkRequest['view'], seat, level: player.level, seed: match.setup.seed,
      budget: this.table.autoplay() ? botBudget(game, player.level) : 0,
    };
    let thought: Thought | undefined;
    // Stale once the game moved on (a new game, a move): thinking on the page's thread stops then.
    const { answer, cancel } = this.consult(question, () => thought !== undefined && !this.current(thought));
    thought = { key, match, seat, cancel };
    this.thought = thought;
    // The table says "thinking…" (and holds its "Bot move" button) until the answer is played.
    this.host.requestUpdate();
    void answer.then((move) => {
      if (move !== undefined && this.current(thought!)) return this.finish(thought!, move);
      if (this.thought === thought) {
        this.thought = undefined;
        this.host.requestUpdate();
      }
    });
  }

  /**
   * Has a bot think about `question` off the page's thread, as `playFor` does, without playing
   * the move: for a real-time game's host at a turn-based moment. Resolves to the move (null: it
   * has none), or undefined when no answer came: `stale()` said so, a newer question took the
   * worker, the table left the page, or the bot failed (the table's notice then says why).
   */
  think(question: ThinkQuestion, stale: () => boolean): Promise<Move | null | undefined> {
    const { answer, cancel } = this.consult(question, stale);
    this.others.add(cancel);
    return answer.finally(() => this.others.delete(cancel));
  }

  /**
   * Asks the worker, else this thread in slices. One question at a time: a new one cancels the
   * one before (the worker would not answer it).
   */
  private consult(question: ThinkQuestion, stale: () => boolean = () => false): { answer: Promise<Move | null | undefined>; cancel: () => void } {
    this.asking?.();
    const request: ThinkRequest = { kind: 'think', id: ++thoughts, ...question };
    let settle!: (move: Move | null | undefined) => void;
    let cleanup = () => {};
    let cancelled = false;
    const answer = new Promise<Move | null | undefined>((resolve) => (settle = resolve));
    const cancel = () => {
      if (cancelled) return;
      cancelled = true;
      cleanup();
      settle(undefined);
      if (this.asking === cancel) this.asking = undefined;
    };
    this.asking = cancel;
    const gone = () => cancelled || stale() || !this.host.isConnected;
    const thinkHere = () => {
      cleanup();
      cleanup = () => {};
      if (gone()) return cancel();
      void this.thinkHere(request, gone).then(settle);
    };
    const worker = this.startedWorker();
    if (!worker) {
      thinkHere();
    } else {
      const onMessage = (event: MessageEvent<ThinkReply>) => {
        const reply = event.data;
        if (reply?.id !== request.id) return;
        cleanup();
        if (reply.kind === 'error') return thinkHere(); // an unknown game, a check failed: the page's own rules still can
        // The worker's rules are the shipped game of that id; a page's own game of the same id may differ.
        if (reply.move && this.table.match().reason(reply.move) !== null) return thinkHere();
        settle(gone() ? undefined : reply.move);
      };
      const onError = (event: Event) => {
        event.preventDefault?.();
        this.workerFailed();
        thinkHere();
      };
      const watchdog = setTimeout(() => {
        this.workerFailed();
        thinkHere();
      }, request.budget > 0 ? request.budget + WORKER_GRACE_MS : WORKER_UNTIMED_GRACE_MS);
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
      worker.addEventListener('messageerror', onError);
      cleanup = () => {
        clearTimeout(watchdog);
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
        worker.removeEventListener('messageerror', onError);
      };
      try {
        // eslint-disable-next-line unicorn/require-post-message-target-origin -- a worker's postMessage has no target origin
        worker.postMessage(request);
      } catch {
        this.workerFailed();
        thinkHere();
      }
    }
    return { answer, cancel };
  }

  /** Forgets the decision being thought about (its answer, when it comes, is dropped). */
  private drop(): void {
    this.thought?.cancel();
    this.thought = undefined;
  }

  /** Whether `thought` is still the decision wanted: same position, same game, element in the page. */
  private current(thought: Thought): boolean {
    return this.thought === thought && this.host.isConnected && this.table.match() === thought.match && this.positionKey(thought.seat) === thought.key;
  }

  private startedWorker(): Worker | null {
    if (this.worker !== undefined || this.workerBroken) return this.worker ?? null;
    try {
      this.worker = startBotWorker();
    } catch {
      this.workerBroken = true;
      this.worker = null;
    }
    return this.worker;
  }

  /** The worker failed (could not load, or broke): bots think on the page's thread from now on. */
  private workerFailed(): void {
    this.worker?.terminate();
    this.worker = null;
    this.workerBroken = true;
  }

  /** Thinks on the page's thread in slices short enough to keep the table responsive; undefined when `gone` said so or it failed. */
  private async thinkHere(request: ThinkRequest, gone: () => boolean): Promise<Move | null | undefined> {
    try {
      const thinking = botThinking(this.table.game(), request.view as GameState<G>, request.seat, request.level, request.seed);
      return await thinkInSlices(thinking, { budget: request.budget, slice: MAIN_THREAD_SLICE_MS, cancelled: gone });
    } catch (error) {
      this.table.notice(t`${seatRef(request.seat)} could not choose a move: ${(error as Error).message}`);
      return undefined;
    }
  }

  /** Plays the move decided (or says why there is none); the table's next render schedules the next bot. */
  private finish(thought: Thought, move: Move | null): void {
    this.thought = undefined;
    const name = seatRef(thought.seat);
    if (!move) {
      this.table.notice(t`${name} has no legal move.`);
    } else {
      const result = this.table.play(move);
      if (!result.ok) this.table.notice(t`${name} tried an illegal move: ${result.text}`);
    }
  }
}
