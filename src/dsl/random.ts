/**
 * Seeded pseudo-random numbers whose whole state is one unsigned 32-bit integer kept in the
 * game state (`ctx.rng`), so a saved game carries its future dice rolls and shuffles with it
 * and the same seed plus the same moves gives the same game, byte for byte.
 *
 * The generator is mulberry32: tiny, fast and good enough for shuffles and dice.
 */

/** Anything that holds the generator's state (the game's `ctx`, or a bot's own holder). */
export interface RngHolder {
  rng: number;
}

/** Turns any seed (a number or a string such as `"lesson-3"`) into a 32-bit generator state. */
export function seedToState(seed: number | string): number {
  const text = String(seed);
  // FNV-1a over the UTF-16 code units, then one avalanche round so close seeds diverge.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** One step of mulberry32: advances the holder and returns a float in [0, 1). */
export function nextFloat(holder: RngHolder): number {
  const t = (holder.rng = (holder.rng + 0x6d2b79f5) >>> 0);
  let r = Math.imul(t ^ (t >>> 15), t | 1);
  r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
  return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
}

/**
 * The randomness a move, a setup or a bot may use. Every call advances the holder's state.
 *
 * @example
 * const random = new Random({ rng: seedToState('demo') });
 * random.shuffle([1, 2, 3]); // the same order for the same seed, every time
 * random.die(12);            // 1..12
 */
export class Random {
  constructor(private readonly holder: RngHolder) {}

  /** A float in [0, 1). */
  float(): number {
    return nextFloat(this.holder);
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(nextFloat(this.holder) * n);
  }

  /** One roll of a die with `sides` faces: 1..sides. */
  die(sides = 6): number {
    return this.int(sides) + 1;
  }

  /** `count` rolls of a die with `sides` faces. */
  dice(count: number, sides = 6): number[] {
    const rolls: number[] = [];
    for (let i = 0; i < count; i++) rolls.push(this.die(sides));
    return rolls;
  }

  /** One element chosen uniformly; throws on an empty list (a rules bug, not bad input). */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick: the list is empty.');
    return items[this.int(items.length)] as T;
  }

  /** Shuffles the array in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[] {
    // `int(i + 1)` with the generator's state in a local (every setup shuffles): the same draws.
    const holder = this.holder;
    let state = holder.rng;
    for (let i = items.length - 1; i > 0; i--) {
      state = (state + 0x6d2b79f5) >>> 0;
      let r = Math.imul(state ^ (state >>> 15), state | 1);
      r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
      const j = Math.floor((((r ^ (r >>> 14)) >>> 0) / 4294967296) * (i + 1));
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    holder.rng = state;
    return items;
  }
}
