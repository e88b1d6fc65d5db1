/**
 * The performance run: every figure of the Performance section, one table. Each measured kind
 * runs in a process of its own (sampler.ts); this one starts them, asks for the samples and reports.
 *
 *   cd bench && npm run bench            (check first, then this)
 *
 * Environment (all optional):
 *   WARMUP_MS=1000       warm-up per playout kind before any measurement
 *   DURATION_MS=4000     one measured sample of a playout kind
 *   REPEATS=3            samples per kind, interleaved round-robin across kinds; the median is shown
 *   MCTS_ITERATIONS=1000 iterations per MCTS decision (both engines)
 *   MCTS_PLAYS=3         decisions per MCTS sample (REPEATS samples, interleaved)
 *   RENDER=0             skip the Chromium first-render measurement
 *   RENDER_REPEATS=5     page loads measured (after one warm-up load)
 *   CHROMIUM_PATH        the Chromium binary (default: the system one)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { fmtInt, fmtRatio, median, type Sample } from './lib/harness.js';
import type { MctsSample } from './lib/mcts.js';
import { loadBgio } from './lib/playouts.js';
import { firstRender, type RenderResult } from './lib/render.js';

const env = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name} must be a non-negative number, got ${process.env[name]}`);
  return v;
};
const WARMUP_MS = env('WARMUP_MS', 1000);
const DURATION_MS = env('DURATION_MS', 4000);
const REPEATS = Math.max(1, env('REPEATS', 3));
const MCTS_ITERATIONS = Math.max(1, env('MCTS_ITERATIONS', 1000));
const MCTS_PLAYS = Math.max(1, env('MCTS_PLAYS', 3));
const RENDER_REPEATS = Math.max(1, env('RENDER_REPEATS', 5));

const here = path.dirname(fileURLToPath(import.meta.url)); // bench/out
const benchDir = path.resolve(here, '..');
const rootDir = path.resolve(benchDir, '..');
const started = performance.now();

loadBgio(); // production mode, before anything else touches boardgame.io
const require0 = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as { version: string };
const versions = {
  node: process.version,
  bgio: require0(path.join(benchDir, 'node_modules', 'boardgame.io', 'package.json')).version,
  xstate: require0(path.join(rootDir, 'node_modules', 'xstate', 'package.json')).version,
};
const cpus = os.cpus();
console.log(`machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}; Node ${versions.node}; boardgame.io ${versions.bgio} (NODE_ENV=${process.env.NODE_ENV}); xstate ${versions.xstate}`);
console.log(`settings: WARMUP_MS=${WARMUP_MS} DURATION_MS=${DURATION_MS} REPEATS=${REPEATS} MCTS_ITERATIONS=${MCTS_ITERATIONS} MCTS_PLAYS=${MCTS_PLAYS}\n`);

// ------------------------------------------------------------------ random playouts
const kinds = [
  { key: 'pileCore', label: 'pile-match, our fast core (init + legalMoves + pick + applyInPlace)' },
  { key: 'pileMachine', label: 'pile-match, our XState machine (createActor + send)' },
  { key: 'pileBgio', label: 'pile-match, boardgame.io 0.50.2 (InitializeGame + CreateGameReducer)' },
  { key: 'pileReducer', label: 'pile-match, hand-written mutable reducer' },
  { key: 'pileGameOnly', label: 'pile-match, the game\'s own functions (setup, args, check, apply, rule conditions) in a loop written for it: no engine' },
  { key: 'pileFlatCore', label: 'pile-match with a flat flow (one phase, three moves), our fast core' },
  { key: 'pileFlatMachine', label: 'pile-match with a flat flow, our XState machine' },
  { key: 'hisssCore', label: 'HISSS 3 players, our fast core' },
  { key: 'hisssMachine', label: 'HISSS 3 players, our XState machine' },
] as const;
type Key = (typeof kinds)[number]['key'];

// Every kind runs in a process of its own (sampler.ts), started before any sample: a page or a
// bot's worker runs one game, and in one shared process the games' functions would pass through
// the same call sites of the core, where V8 then stops inlining them. The samples are still
// taken round-robin, one kind at a time.
const samplerFile = path.join(here, 'sampler.mjs');
class Sampler {
  private readonly child: ChildProcess;
  private waiting: ((m: { ok: boolean; result?: unknown; error?: string }) => void)[] = [];
  readonly ready: Promise<unknown>;
  constructor(args: string[]) {
    this.child = fork(samplerFile, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (m: { ok: boolean; result?: unknown; error?: string }) => this.waiting.shift()?.(m));
    this.child.on('exit', (code) => {
      for (const w of this.waiting.splice(0)) w({ ok: false, error: `sampler ${args.join(' ')} exited (${code})` });
    });
    this.ready = this.reply(args);
  }
  private reply(args: string[]): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.waiting.push((m) => (m.ok ? resolve(m.result) : reject(new Error(`${args.join(' ')}: ${m.error}`))));
    });
  }
  ask<T>(req: object): Promise<T> {
    const answer = this.reply([JSON.stringify(req)]) as Promise<T>;
    this.child.send(req);
    return answer;
  }
  stop(): void {
    this.child.disconnect();
  }
}

const samplers = Object.fromEntries(kinds.map((k, i) => [k.key, new Sampler(['playout', k.key, String(100 + i)])])) as Record<Key, Sampler>;
for (const k of kinds) await samplers[k.key].ready;
for (const k of kinds) await samplers[k.key].ask<Sample>({ op: 'sample', ms: WARMUP_MS });
const samples = Object.fromEntries(kinds.map((k) => [k.key, [] as Sample[]])) as Record<Key, Sample[]>;
for (let r = 0; r < REPEATS; r++) {
  for (const k of kinds) {
    samples[k.key].push(await samplers[k.key].ask<Sample>({ op: 'sample', ms: DURATION_MS }));
    process.stdout.write('.');
  }
}
for (const k of kinds) samplers[k.key].stop();
process.stdout.write('\n');
const mps = Object.fromEntries(kinds.map((k) => [k.key, median(samples[k.key].map((s) => s.movesPerCpuSec))])) as Record<Key, number>;

// ------------------------------------------------------------------ MCTS
const mctsKinds = [
  { key: 'ours', label: `our mctsMove, ${MCTS_ITERATIONS} it. (default playoutLimit 400: playouts to the end)` },
  { key: 'ours50', label: `our mctsMove, ${MCTS_ITERATIONS} it., playoutLimit 50 (boardgame.io's depth)` },
  { key: 'bgio', label: `boardgame.io MCTSBot, ${MCTS_ITERATIONS} it., playoutDepth 50 (default)` },
] as const;
const mctsSamplers = Object.fromEntries(mctsKinds.map((k) => [k.key, new Sampler(['mcts', k.key, String(MCTS_ITERATIONS)])])) as Record<'ours' | 'ours50' | 'bgio', Sampler>;
for (const k of mctsKinds) await mctsSamplers[k.key].ready;
for (const k of mctsKinds) await mctsSamplers[k.key].ask({ op: 'warm' });
const mctsSamples = Object.fromEntries(mctsKinds.map((k) => [k.key, [] as MctsSample[]])) as Record<'ours' | 'ours50' | 'bgio', MctsSample[]>;
for (let r = 0; r < REPEATS; r++) {
  for (const k of mctsKinds) {
    mctsSamples[k.key].push(await mctsSamplers[k.key].ask<MctsSample>({ op: 'sample', plays: MCTS_PLAYS }));
    process.stdout.write('.');
  }
}
for (const k of mctsKinds) mctsSamplers[k.key].stop();
process.stdout.write('\n');
const ips = Object.fromEntries(mctsKinds.map((k) => [k.key, median(mctsSamples[k.key].map((s) => s.iterPerCpuSec))])) as Record<'ours' | 'ours50' | 'bgio', number>;

// ------------------------------------------------------------------ bundle size
const distFile = path.join(rootDir, 'dist', 'hisss.js');
let gzipBytes: number | null = null;
let rawBytes: number | null = null;
if (existsSync(distFile)) {
  const buf = readFileSync(distFile);
  rawBytes = buf.length;
  gzipBytes = gzipSync(buf, { level: 9 }).length;
}

// ------------------------------------------------------------------ first render
let render: RenderResult | null = null;
let renderNote = '';
if (process.env.RENDER === '0') renderNote = 'skipped (RENDER=0)';
else if (gzipBytes === null) renderNote = 'skipped: dist/hisss.js is not built';
else {
  try {
    const { findChromium, CHROMIUM_ARGS } = (await import(path.join(rootDir, 'scripts', 'chromium.mjs'))) as { findChromium(): string | null; CHROMIUM_ARGS: string[] };
    const exe = findChromium();
    if (!exe) renderNote = 'skipped: no Chromium found (set CHROMIUM_PATH)';
    else render = await firstRender(distFile, exe, [...CHROMIUM_ARGS, '--headless'], RENDER_REPEATS);
  } catch (error) {
    renderNote = `failed: ${(error as Error).message.split('\n')[0]}`;
  }
}

// ------------------------------------------------------------------ report
const range = (xs: number[]) => `${fmtInt(Math.min(...xs))}–${fmtInt(Math.max(...xs))}`;
const lines: string[] = [];
const row = (label: string, value: string, extra = '') => lines.push(`| ${label} | ${value} | ${extra} |`);
lines.push('| Random playouts | moves/CPU-s (median) | range · moves/wall-s (median) |', '|---|---:|---|');
for (const k of kinds) {
  const s = samples[k.key];
  row(k.label, fmtInt(mps[k.key]), `${range(s.map((x) => x.movesPerCpuSec))} · ${fmtInt(median(s.map((x) => x.movesPerSec)))}`);
}
lines.push('', '| MCTS, one decision after the opening draw | iterations/CPU-s (median) | range · CPU ms per decision |', '|---|---:|---|');
for (const k of mctsKinds) {
  const s = mctsSamples[k.key];
  row(k.label, fmtInt(ips[k.key]), `${range(s.map((x) => x.iterPerCpuSec))} · ${fmtInt(median(s.map((x) => x.msPerPlay)))}`);
}
lines.push('', '| Size and render | value | |', '|---|---:|---|');
row('dist/hisss.js, gzip level 9', gzipBytes === null ? 'not built' : `${fmtInt(gzipBytes)} B (${(gzipBytes / 1024).toFixed(1)} KiB)`,
  gzipBytes === null ? 'build it with `npm run build` in the repository root (needs components/hisss-table/define.ts)' : `raw ${fmtInt(rawBytes!)} B`);
row('first render of <hisss-table> in headless Chromium', render ? `${render.medianMs.toFixed(0)} ms` : '—',
  render ? `median of ${render.allMs.length} cold loads from 127.0.0.1 (${render.allMs.map((x) => x.toFixed(0)).join(', ')} ms), ${render.nodes} shadow nodes` : renderNote);

const ratios = {
  coreOverBgio: mps.pileCore / mps.pileBgio,
  machineOverBgio: mps.pileMachine / mps.pileBgio,
  reducerOverCore: mps.pileReducer / mps.pileCore,
  reducerOverGameOnly: mps.pileReducer / mps.pileGameOnly,
  gameOnlyOverCore: mps.pileGameOnly / mps.pileCore,
  mctsOursOverBgio: ips.ours / ips.bgio,
  mctsOurs50OverBgio: ips.ours50 / ips.bgio,
};
lines.push('', '| Ratio | value |', '|---|---:|');
lines.push(`| fast core / boardgame.io | ${fmtRatio(ratios.coreOverBgio)} |`);
lines.push(`| XState machine / boardgame.io | ${fmtRatio(ratios.machineOverBgio)} |`);
lines.push(`| hand-written reducer / fast core | ${fmtRatio(ratios.reducerOverCore)} |`);
lines.push(`| hand-written reducer / the game's own functions alone (the floor for the game as written) | ${fmtRatio(ratios.reducerOverGameOnly)} |`);
lines.push(`| the game's own functions alone / fast core (what the engine adds) | ${fmtRatio(ratios.gameOnlyOverCore)} |`);
lines.push(`| our MCTS / boardgame.io MCTS (defaults) | ${fmtRatio(ratios.mctsOursOverBgio)} |`);
lines.push(`| our MCTS / boardgame.io MCTS (both playouts cut at depth 50) | ${fmtRatio(ratios.mctsOurs50OverBgio)} |`);

const verdict = (ok: boolean | null) => (ok === null ? 'not measured' : ok ? 'met' : 'NOT met');
const targets = [
  { target: 'fast core ≥ 50× boardgame.io', value: fmtRatio(ratios.coreOverBgio), ok: ratios.coreOverBgio >= 50 },
  { target: 'fast core within 5× of the hand-written reducer', value: `reducer is ${fmtRatio(ratios.reducerOverCore)} faster`, ok: ratios.reducerOverCore <= 5 },
  { target: 'XState path ≥ 5× boardgame.io', value: fmtRatio(ratios.machineOverBgio), ok: ratios.machineOverBgio >= 5 },
  { target: 'dist/hisss.js ≤ 40 KB gzipped (40 KiB = 40,960 B)', value: gzipBytes === null ? 'not built' : `${fmtInt(gzipBytes)} B`, ok: gzipBytes === null ? null : gzipBytes <= 40 * 1024 },
];
lines.push('', '| Target | measured | verdict |', '|---|---:|---|');
for (const t of targets) lines.push(`| ${t.target} | ${t.value} | ${verdict(t.ok)} |`);

console.log('\n' + lines.join('\n'));
console.log(`\nrun took ${((performance.now() - started) / 1000).toFixed(0)} s`);

mkdirSync(path.join(benchDir, 'out'), { recursive: true });
writeFileSync(path.join(benchDir, 'out', 'results.json'), JSON.stringify({
  date: new Date().toISOString(), machine: { cores: cpus.length, model: cpus[0]?.model.trim(), loadavg: os.loadavg() }, versions,
  settings: { WARMUP_MS, DURATION_MS, REPEATS, MCTS_ITERATIONS, MCTS_PLAYS, RENDER_REPEATS },
  playouts: samples, mcts: mctsSamples, movesPerCpuSec: mps, iterationsPerCpuSec: ips, ratios,
  size: { rawBytes, gzipBytes }, render, renderNote, targets,
}, null, 2) + '\n');
