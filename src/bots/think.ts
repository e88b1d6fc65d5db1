import type { Move } from '../dsl/types.js';
import type { BotThinking } from './levels.js';

/** How `thinkInSlices` spends its time. */
export interface SliceOptions {
  /** Milliseconds for the whole decision; 0 thinks until the level's iterations are done. */
  budget: number;
  /** Milliseconds per slice before the thread is given back. */
  slice: number;
  /** Asked between slices: true abandons the decision (the answer would be stale). */
  cancelled?: () => boolean;
  /** The clock (default `performance.now`). */
  now?: () => number;
  /** Gives the thread back between slices (default: the next task, after input and rendering). */
  pause?: () => Promise<void>;
}

/**
 * Resolves after the next task: a message to itself, which, unlike `setTimeout(0)`, browsers do
 * not stretch to 4 ms when it is asked again and again.
 *
 * @example
 * while (!search.run({ deadline: performance.now() + 8 })) await nextTask();
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.addEventListener('message', () => {
      channel.port1.close();
      resolve();
    }, { once: true });
    channel.port1.start();
    channel.port2.postMessage(null);
  });
}

/**
 * Runs a bot's decision in slices of `slice` ms with a pause between them, until its iterations
 * are done or its budget is spent (then it answers from what it has searched). Resolves to the
 * move, or undefined when `cancelled` said so.
 *
 * @example
 * const thinking = botThinking(game, match.view(seat), seat, 'hard', seed);
 * const move = await thinkInSlices(thinking, { budget: 1000, slice: 10, cancelled: () => stale });
 */
export async function thinkInSlices(thinking: BotThinking, options: SliceOptions): Promise<Move | null | undefined> {
  const now = options.now ?? (() => performance.now());
  const pause = options.pause ?? nextTask;
  const end = options.budget > 0 ? now() + options.budget : Infinity;
  for (;;) {
    if (thinking.run({ deadline: Math.min(end, now() + options.slice), now }) || now() >= end) return thinking.move();
    await pause();
    if (options.cancelled?.()) return undefined;
  }
}
