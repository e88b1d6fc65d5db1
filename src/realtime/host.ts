import { botMove } from '../bots/levels.js';
import { Random, seedToState } from '../dsl/random.js';
import type { GameState, Level, Move, RealtimeDef, Seat } from '../dsl/types.js';
import type { Match, MatchResult } from '../engine/match.js';
import { moveKey } from '../engine/move-key.js';
import { t } from '../i18n/text.js';
import type { Clock } from './clock.js';

/** Who sends a move to the host. */
export type Sender = 'person' | 'bot' | 'host';

/** What the host needs of the table it runs, read fresh each time (the match and line-up change). */
export interface RealtimeTable<G> {
  match(): Match<G>;
  /** The bot seats and their levels. */
  bots(): ReadonlyMap<Seat, Level>;
  /** Factor on every host pause and bot reaction (the gentle pace, the table's bot delay). */
  scale(): number;
  /** Factor on the race window (a table sped up for tests shrinks it with everything else). Default 1. */
  windowScale?(): number;
  /** Whether pauses and reactions run out by themselves; when false nothing fires until `step()`. */
  running(): boolean;
  /** Applies a move the way the table makes every move (a refusal is reported there). */
  play(move: Move, by: Sender): MatchResult;
  /** A move the host itself refused (a player pressing a host's or a bot's move), to report as `play` reports refusals. */
  refused?(move: Move, result: MatchResult & { ok: false }): void;
  /**
   * Has a bot search its move at a turn-based moment (`realtime.turnBased`) without holding up
   * the thread (a page's bot worker). Resolves to the move, null when it has none, undefined when
   * no answer came. The host asks for one bot at a time, and a seat whose search gave no move
   * waits for the next position. Without it the host searches at once (tests, bot matches, the
   * game server).
   */
  think?(seat: Seat, level: Level, view: GameState<G>, stale: () => boolean): Promise<Move | null | undefined>;
  /** Something pending appeared outside `update()` (a searched move came back): draw the table again. */
  changed?(): void;
}

/** A press taken into a race: it is applied, with the others of its window, when the window closes. */
export type PressResult = MatchResult | { ok: true; queued: true };

/** Something the host will do at a set time: its own move, or a bot's. */
export interface Pending {
  by: 'host' | 'bot';
  seat: Seat;
  move: Move;
  /** Clock time at which it happens. */
  at: number;
}

interface Armed extends Pending {
  handle: number | null;
}

/** The gentle pace (for young children) stretches every pause and reaction by this much. */
export const GENTLE_PACE = 2.5;

/**
 * Runs a real-time game's clock around a Match: it sends the game's host moves when the rules
 * say (`realtime.host`), plays each bot after its seeded reaction time, and decides races —
 * presses of `realtime.window.moves` arriving within the window are handed to `combine` together,
 * so "two slaps at once" reaches the machine as one more move. The same class runs on the page
 * (with the page's timers) and in tests and bot matches (with a virtual clock), so what a test
 * measures is what a child plays against.
 *
 * Call `update()` after every change of the match; `press()` for every player's move.
 *
 * @example
 * const host = new RealtimeHost(new VirtualClock(), { match: () => match, bots: () => levels, scale: () => 1,
 *   running: () => true, play: (move) => { const r = match.play(move); host.update(); return r; } });
 * host.update();
 */
export class RealtimeHost<G> {
  private readonly pending = new Map<string, Armed>();
  /** Bots that found nothing to do, by the table position they looked at. */
  private readonly idle = new Map<Seat, string>();
  /** Bots searching a turn-based move through `table.think`, by slot: the table position they search. */
  private readonly searches = new Map<string, string>();
  private race: { presses: Move[]; handle: number } | null = null;
  private seen = '';
  private changedAt = 0;

  constructor(
    private readonly clock: Clock,
    private readonly table: RealtimeTable<G>,
  ) {}

  private get rules(): RealtimeDef<G> | undefined {
    return this.table.match().game.def.realtime;
  }

  /** What will happen next and when, earliest first (for a "thinking…" line, and tests). */
  get upcoming(): Pending[] {
    return [...this.pending.values()].map(({ handle: _, ...p }) => p).sort((a, b) => a.at - b.at);
  }

  /** Whether a bot is searching a turn-based move through `table.think` (its move is not pending yet). */
  get searching(): boolean {
    return this.searches.size > 0;
  }

  /** Whether a race is open (presses waiting for the window to close). */
  get racing(): boolean {
    return this.race !== null;
  }

  /**
   * Looks at the table again after a change: schedules the host's next move, and each active
   * bot's. A bot keeps its pending move, and its timing, while that move stays legal.
   */
  update(): void {
    const rules = this.rules;
    const match = this.table.match();
    if (!rules) return;
    const state = match.state;
    // The move count, not the log: the public log is rebuilt whenever it grows, which on every
    // update would make a game cost time quadratic in its length.
    const key = this.positionOf(match);
    if (key !== this.seen) {
      this.seen = key;
      this.changedAt = this.clock.now();
    }
    if (match.isOver) return this.clear();
    const scale = Math.max(0, this.table.scale());

    const wanted = rules.host?.(state.G, state.ctx) ?? null;
    const current = this.pending.get('host');
    if (!wanted) this.drop('host');
    else if (!current || moveKey(current.move) !== moveKey(wanted.move)) {
      this.set('host', { by: 'host', seat: wanted.move.seat, move: wanted.move, at: this.changedAt + wanted.after * scale });
    }

    const bots = this.table.bots();
    for (let seat = 0; seat < state.ctx.players; seat++) {
      const level = bots.get(seat);
      const slot = `bot:${seat}`;
      if (level === undefined || !state.ctx.active.includes(seat)) {
        this.drop(slot);
        continue;
      }
      const mine = this.pending.get(slot);
      if (mine && match.reason(mine.move) === null) continue;
      if (!mine && this.idle.get(seat) === key) continue;
      if (this.searches.get(slot) === key) continue;
      this.drop(slot);
      if (this.table.think && rules.turnBased?.(state.G, state.ctx)) {
        // One search at a time: the page's worker answers one question, and a second would cancel
        // the first. The next bot asks when the answer comes back (`changed` draws the table again).
        if (![...this.searches.values()].includes(key)) this.search(slot, seat, level, key);
        continue;
      }
      const decision = this.decide(seat, level, state);
      if (!decision) {
        this.idle.set(seat, key);
        continue;
      }
      this.idle.delete(seat);
      this.set(slot, { by: 'bot', seat, move: decision.move, at: this.changedAt + decision.delay * scale });
    }
    this.arm();
  }

  /**
   * A player's move (a person's control or key, or a bot). A race move is taken into the open
   * window (one press per seat) and applied when it closes; any other move is applied at once.
   * An illegal move is refused at once, as the table refuses any move.
   */
  press(move: Move, by: Exclude<Sender, 'host'> = 'person'): PressResult {
    const rules = this.rules;
    const match = this.table.match();
    if (by === 'person' && rules?.botMoves?.includes(move.type)) {
      const text = t`Only a bot makes the move "${String(move.type)}".`;
      return this.refuse(move, { ok: false, reason: `Only a bot makes the move "${String(move.type)}".`, text });
    }
    if (rules?.hostMoves.includes(move.type)) {
      const text = t`Only the table's host may make the move "${String(move.type)}".`;
      return this.refuse(move, { ok: false, reason: `Only the table's host may make the move "${String(move.type)}".`, text });
    }
    const window = rules?.window;
    if (!window?.moves.includes(move.type) || match.reason(move) !== null) return this.table.play(move, by);
    if (!this.race) this.race = { presses: [], handle: this.clock.schedule(() => this.closeRace(), window.ms * (this.table.windowScale?.() ?? 1)) };
    if (!this.race.presses.some((p) => p.seat === move.seat)) this.race.presses.push(move);
    return { ok: true, queued: true };
  }

  /**
   * Makes the next thing happen now: closes an open race, else fires the earliest pending host
   * move or bot move. For a table whose bots are stepped by hand. False when nothing is pending.
   */
  step(): boolean {
    if (this.race) {
      this.closeRace();
      return true;
    }
    const next = this.upcoming[0];
    if (!next) return false;
    this.fire(next.by === 'host' ? 'host' : `bot:${next.seat}`);
    return true;
  }

  /** Forgets everything pending (the table left the page, or the game ended). */
  clear(): void {
    for (const slot of [...this.pending.keys()]) this.drop(slot);
    this.idle.clear();
    this.searches.clear();
    if (this.race) this.clock.cancel(this.race.handle);
    this.race = null;
    this.seen = '';
  }

  private refuse(move: Move, result: MatchResult & { ok: false }): MatchResult {
    this.table.refused?.(move, result);
    return result;
  }

  /** The table position `update()` compares (moves, not the log: see there). */
  private positionOf(match: Match<G>): string {
    return `${match.setup.seed}:${match.setup.players}:${match.state.ctx.moves}`;
  }

  /**
   * A bot's turn-based move searched through `table.think`: pending once it comes back, at the
   * bot's reaction time (or at once if the search took longer), unless the table moved on.
   */
  private search(slot: string, seat: Seat, level: Level, key: string): void {
    const match = this.table.match();
    const { delay } = this.reaction(seat, level, match.state);
    const stale = () => this.searches.get(slot) !== key || this.positionOf(this.table.match()) !== key;
    this.searches.set(slot, key);
    void this.table.think!(seat, level, match.view(seat), stale).then((move) => {
      if (stale()) {
        if (this.searches.get(slot) === key) this.searches.delete(slot);
        return this.table.changed?.(); // another bot may be waiting to ask
      }
      this.searches.delete(slot);
      // No move (null), or no answer although the position stands (undefined: the bot failed, and
      // the table's notice says why): the seat waits for the next position instead of asking again.
      if (move == null) {
        this.idle.set(seat, key);
        return this.table.changed?.();
      }
      if (this.rules?.hostMoves.includes(move.type)) throw new Error(`${match.game.def.id}: a bot chose the host move "${move.type}".`);
      this.idle.delete(seat);
      const scale = Math.max(0, this.table.scale());
      this.set(slot, { by: 'bot', seat, move, at: Math.max(this.clock.now(), this.changedAt + delay * scale) });
      this.arm();
      this.table.changed?.();
    });
  }

  /** A bot's seeded reaction: its delay, and the generator its slips draw from next. */
  private reaction(seat: Seat, level: Level, state: GameState<G>): { delay: number; random: Random } {
    const seed = this.table.match().setup.seed;
    const random = new Random({ rng: seedToState(`${seed}/${seat}/${state.ctx.moves}/${level}/reflex`) });
    const [fast, slow] = this.rules!.reflexes[level].reaction;
    return { delay: fast + (slow - fast) * random.float(), random };
  }

  private decide(seat: Seat, level: Level, state: GameState<G>): { move: Move; delay: number } | null {
    const rules = this.rules!;
    const match = this.table.match();
    const view = match.view(seat);
    const seed = match.setup.seed;
    const reflex = rules.reflexes[level];
    const { delay, random } = this.reaction(seat, level, state);
    let move: Move | null;
    if (rules.turnBased?.(state.G, state.ctx)) move = botMove(match.game, view, seat, level, seed);
    else if (rules.slip && random.float() < reflex.slips) move = rules.slip(view, seat, random) ?? rules.aim(view, seat, random);
    else move = rules.aim(view, seat, random);
    if (move && rules.hostMoves.includes(move.type)) {
      throw new Error(`${match.game.def.id}: a bot chose the host move "${move.type}"; realtime.aim and slip must return players' moves.`);
    }
    return move ? { move, delay } : null;
  }

  private set(slot: string, pending: Pending): void {
    this.drop(slot);
    this.pending.set(slot, { ...pending, handle: null });
  }

  private drop(slot: string): void {
    const armed = this.pending.get(slot);
    if (armed?.handle != null) this.clock.cancel(armed.handle);
    this.pending.delete(slot);
  }

  /** Starts the timers of what is pending (when the host runs by itself). */
  private arm(): void {
    const running = this.table.running();
    for (const [slot, armed] of this.pending) {
      if (!running) {
        if (armed.handle !== null) this.clock.cancel(armed.handle);
        armed.handle = null;
      } else if (armed.handle === null) {
        armed.handle = this.clock.schedule(() => this.fire(slot), armed.at - this.clock.now());
      }
    }
  }

  private fire(slot: string): void {
    const armed = this.pending.get(slot);
    if (!armed) return;
    this.drop(slot);
    if (armed.by === 'host') this.table.play(armed.move, 'host');
    else this.press(armed.move, 'bot');
  }

  private closeRace(): void {
    const race = this.race;
    if (!race) return;
    this.race = null;
    this.clock.cancel(race.handle);
    const rules = this.rules;
    const match = this.table.match();
    const presses = race.presses.filter((p) => match.reason(p) === null);
    if (!rules?.window || presses.length === 0) return;
    const state = match.state;
    for (const move of rules.window.combine(state.G, state.ctx, presses)) {
      if (!this.table.play(move, 'host').ok) break;
    }
  }
}
