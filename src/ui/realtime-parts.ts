import type { Move, Seat } from '../dsl/types.js';
import { GENTLE_PACE, type Pending, type PressResult } from '../realtime/host.js';
import { RealtimeDriver, type RealtimeDriverHost, type RealtimeDriverTable } from './realtime-driver.js';
import { SeatKeysController, type SeatKeysTable } from './seat-keys.js';

/** What a real-time table's parts need of the table, read fresh each time. */
export interface RealtimePartsTable<G> extends Omit<RealtimeDriverTable<G>, 'scale' | 'windowScale'>, SeatKeysTable {
  /** The gentle pace (for young children) is chosen. */
  gentle(): boolean;
  /** The bot delay as a factor on every time (1 at the default delay). */
  speed(): number;
}

/** A real-time table's host and its people's keys, as GameTable uses them. */
export interface RealtimeParts {
  /** A person's move, through the race window. */
  press(move: Move): PressResult;
  /** Makes the next pending thing happen now. */
  step(): boolean;
  /** What is pending, earliest first. */
  readonly upcoming: Pending[];
  readonly racing: boolean;
  /** A bot is searching its move at a turn-based moment (nothing of it is pending yet). */
  readonly thinking: boolean;
  /** The key letter of `seat`, or null when it has none. */
  keyOf(seat: Seat): string | null;
}

/**
 * The parts only a real-time game's table has: the host on the page's clock and the keys of the
 * people at the keyboard. GameTable makes them for a game with `realtime` rules only, in their
 * own module so that the self-contained file of a turn-based game is built without them.
 *
 * @example
 * private readonly realtime = this.realtimeRules ? realtimeParts(this, { match: () => this.match, … }) : null;
 * // a person's slap: this.realtime?.press(move)
 */
export function realtimeParts<G>(element: RealtimeDriverHost & HTMLElement, table: RealtimePartsTable<G>): RealtimeParts {
  const driver = new RealtimeDriver<G>(element, {
    ...table,
    scale: () => (table.gentle() ? GENTLE_PACE : 1) * table.speed(),
    windowScale: () => Math.min(1, table.speed()),
  });
  const keys = new SeatKeysController(element, table);
  return {
    press: (move) => driver.press(move),
    step: () => driver.step(),
    get upcoming() {
      return driver.upcoming;
    },
    get racing() {
      return driver.racing;
    },
    get thinking() {
      return driver.thinking;
    },
    keyOf: (seat) => keys.keyOf(seat),
  };
}
