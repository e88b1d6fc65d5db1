/**
 * CPU profile of one playout kind: where the time goes, by function (self time) and by
 * source file. Uses the V8 sampling profiler through node:inspector; the raw profile is written
 * to out/<kind>.cpuprofile (opens in Chrome DevTools → Performance, or VS Code).
 *
 *   npm run profile                          (pile-match through our fast core)
 *   PROFILE=pileMachine npm run profile      (any key: pileCore pileMachine pileBgio pileReducer pileGameOnly hisssCore hisssMachine)
 *   PROFILE=mcts npm run profile             (our mctsMove, 1000 iterations per decision)
 *   PROFILE_MS=5000 TOP=25                   (duration, rows shown)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rng, sample } from './lib/harness.js';
import { oursMcts } from './lib/mcts.js';
import { playouts } from './lib/playouts.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

const kind = process.env.PROFILE ?? 'pileCore';
const ms = Number(process.env.PROFILE_MS ?? 4000);
const top = Number(process.env.TOP ?? 20);

let work: (forMs: number) => Promise<void>;
if (kind === 'mcts') {
  const p = oursMcts(1000);
  work = async (forMs) => {
    const t0 = performance.now();
    while (performance.now() - t0 < forMs) await p.play();
  };
} else if (kind in playouts) {
  const play = playouts[kind as keyof typeof playouts](rng(1));
  work = async (forMs) => {
    sample(play, forMs);
  };
} else {
  throw new Error(`PROFILE=${kind}: use mcts or one of ${Object.keys(playouts).join(', ')}`);
}

await work(1000); // warm-up (JIT) before sampling

const profiler = new Session();
profiler.connect();
await profiler.post('Profiler.enable');
await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
await profiler.post('Profiler.start');
await work(ms);
const { profile } = (await profiler.post('Profiler.stop')) as { profile: { nodes: ProfileNode[] } };
profiler.disconnect();

const here = path.dirname(fileURLToPath(import.meta.url));
mkdirSync(here, { recursive: true });
const file = path.join(here, `${kind}.cpuprofile`);
writeFileSync(file, JSON.stringify(profile));

const total = profile.nodes.reduce((n, x) => n + (x.hitCount ?? 0), 0);
const byFn = new Map<string, number>();
const byFile = new Map<string, number>();
for (const n of profile.nodes) {
  const hits = n.hitCount ?? 0;
  if (!hits) continue;
  const { functionName, url, lineNumber } = n.callFrame;
  const where = url ? path.basename(url) : '';
  const key = `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`.trim();
  byFn.set(key, (byFn.get(key) ?? 0) + hits);
  byFile.set(where || functionName, (byFile.get(where || functionName) ?? 0) + hits);
}
const pct = (h: number) => `${((100 * h) / total).toFixed(1).padStart(5)}%`;
console.log(`profile of ${kind}: ${total} samples; raw profile in out/${kind}.cpuprofile`);
console.log('\nself time by function (line numbers are in the bundled out/profile.mjs):');
for (const [k, h] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(h)}  ${k}`);
console.log('\nself time by script:');
for (const [k, h] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`${pct(h)}  ${k}`);
