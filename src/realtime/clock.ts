/**
 * Where the real-time host gets its time: the page's timers, or a virtual clock that tests and
 * bot matches advance event by event (a whole game of bots in milliseconds of CPU).
 */
export interface Clock {
  /** Milliseconds since some fixed start. */
  now(): number;
  /** Runs `run` after `ms` milliseconds; the handle cancels it. */
  schedule(run: () => void, ms: number): number;
  cancel(handle: number): void;
}

/** The page's own clock: `performance.now()` and `setTimeout`. */
export const pageClock: Clock = {
  now: () => performance.now(),
  schedule: (run, ms) => setTimeout(run, Math.max(0, ms)) as unknown as number,
  cancel: (handle) => clearTimeout(handle),
};

/**
 * A clock that moves only when told: `runNext()` jumps to the earliest scheduled event and runs
 * it. Events due at the same moment run in the order they were scheduled.
 *
 * @example
 * const clock = new VirtualClock();
 * clock.schedule(() => console.log('reveal'), 900);
 * clock.runNext(); // logs "reveal"; clock.now() is 900
 */
export class VirtualClock implements Clock {
  private time = 0;
  private nextId = 1;
  private readonly events: { at: number; id: number; run: () => void }[] = [];

  now(): number {
    return this.time;
  }

  schedule(run: () => void, ms: number): number {
    const event = { at: this.time + Math.max(0, ms), id: this.nextId++, run };
    // Kept sorted by time, then by order of scheduling.
    let i = this.events.length;
    while (i > 0 && this.events[i - 1]!.at > event.at) i--;
    this.events.splice(i, 0, event);
    return event.id;
  }

  cancel(handle: number): void {
    const i = this.events.findIndex((e) => e.id === handle);
    if (i >= 0) this.events.splice(i, 1);
  }

  /** Events waiting. */
  get pending(): number {
    return this.events.length;
  }

  /** Advances to the earliest event and runs it; false when nothing is scheduled. */
  runNext(): boolean {
    const event = this.events.shift();
    if (!event) return false;
    this.time = event.at;
    event.run();
    return true;
  }
}
