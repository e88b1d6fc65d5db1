/**
 * Measuring helpers shared by check, run and profile: a seeded chooser, CPU time, medians.
 *
 * Throughput is counted per CPU-second of this process (`process.cpuUsage`, user + system),
 * which is steadier than wall time on a shared machine; wall-clock rates are kept beside it.
 */

/** mulberry32 over a closure: a float in [0, 1) per call, for choosing among legal moves. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const nowMs = (): number => performance.now();

/** CPU seconds (user + system) used by this process since `from`. */
export function cpuSince(from: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1e6;
}

export function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** One game from start to end; returns the number of moves played. */
export type Playout = () => number;

export interface Sample {
  games: number;
  moves: number;
  wallSec: number;
  cpuSec: number;
  movesPerCpuSec: number;
  movesPerSec: number;
}

/** Plays whole games for at least `ms` of wall time. */
export function sample(play: Playout, ms: number): Sample {
  let games = 0;
  let moves = 0;
  const c0 = process.cpuUsage();
  const t0 = nowMs();
  do {
    moves += play();
    games++;
  } while (nowMs() - t0 < ms);
  const wallSec = (nowMs() - t0) / 1000;
  const cpuSec = cpuSince(c0);
  return { games, moves, wallSec, cpuSec, movesPerCpuSec: moves / cpuSec, movesPerSec: moves / wallSec };
}

export const fmtInt = (n: number): string => Math.round(n).toLocaleString('en-US');
export const fmtRatio = (n: number): string => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2)) + '×';
