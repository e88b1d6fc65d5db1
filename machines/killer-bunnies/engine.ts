/**
 * The queue of steps that resolves cards. Each family of cards registers handlers for the steps
 * it queues: `auto` steps run at once; `choose` steps wait for a pick (their options listed when
 * they come up), `roll` steps for the roller's roll, `respond` steps for each seat that may answer
 * (play a card or pass). A step with nothing to choose, or nobody to answer, resolves by itself,
 * so a game never waits on a question without an answer.
 */
import type { Random, Seat } from '../../src/dsl/index.js';
import type { Text } from '../../src/i18n/index.js';
import type { G, Task } from './state.js';

export interface Handlers {
  auto?: (G: G, task: Task, random: Random) => void;
  /** `choose` steps: the legal picks (ids, numbers as strings, or `none`). */
  options?: (G: Readonly<G>, task: Task) => string[];
  choose?: (G: G, task: Task, pick: string | null, random: Random) => void;
  /** `roll` steps: whether the roll still matters (e.g. the bunny is still alive). */
  still?: (G: Readonly<G>, task: Task) => boolean;
  rolled?: (G: G, task: Task, values: number[], random: Random) => void;
  /** `roll` steps with an offer: the roller played the offered card instead of rolling. */
  cancel?: (G: G, task: Task, by: Seat, random: Random) => void;
  /** `respond` steps: whether `seat` may still answer. */
  eligible?: (G: Readonly<G>, task: Task, seat: Seat) => boolean;
  respond?: (G: G, task: Task, by: Seat | null, random: Random) => void;
  /** What the deciding seat is asked, for the table. */
  prompt?: (G: Readonly<G>, task: Task) => Text;
}

const REGISTRY = new Map<string, Handlers>();

export function register(what: string, handlers: Handlers): void {
  if (REGISTRY.has(what)) throw new Error(`Step "${what}" registered twice`);
  REGISTRY.set(what, handlers);
}

export function handlers(what: string): Handlers {
  const h = REGISTRY.get(what);
  if (!h) throw new Error(`No handlers for step "${what}"`);
  return h;
}

/** The seats a respond step still asks, in order. */
export function askable(G: Readonly<G>, task: Task & { k: 'respond' }): Seat[] {
  const h = handlers(task.what);
  return task.seats.filter((s) => (h.eligible ? h.eligible(G, task, s) : true));
}

/** Runs steps until one waits for a seat (or none are left). */
export function run(G: G, random: Random): void {
  let guard = 0;
  while (!G.ended && G.tasks.length > 0) {
    if (++guard > 10_000) throw new Error('Killer Bunnies: steps do not settle');
    const task = G.tasks[0]!;
    const h = handlers(task.what);
    if (task.k === 'auto') {
      G.tasks.shift();
      h.auto!(G, task, random);
      continue;
    }
    if (task.k === 'choose') {
      if (task.opts === undefined) task.opts = h.options!(G, task);
      if (task.opts.length === 0) {
        G.tasks.shift();
        h.choose!(G, task, null, random);
        continue;
      }
      if (task.opts.length === 1 && task.opts[0] === 'none') {
        G.tasks.shift();
        h.choose!(G, task, 'none', random);
        continue;
      }
      return;
    }
    if (task.k === 'roll') {
      if (h.still && !h.still(G, task)) {
        G.tasks.shift();
        continue;
      }
      return;
    }
    task.seats = askable(G, task);
    if (task.seats.length === 0) {
      G.tasks.shift();
      h.respond!(G, task, null, random);
      continue;
    }
    return;
  }
}

/** The seat a waiting step waits for, or null. */
export function waitingSeat(G: Readonly<G>): Seat | null {
  const task = G.tasks[0];
  if (!task || G.ended) return null;
  if (task.k === 'respond') return task.seats[0] ?? null;
  return task.seat;
}
