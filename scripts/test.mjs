#!/usr/bin/env node
// `npm test`: the whole suite, in order, stopping at the first failing step.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @type {Array<[label: string, cmd: string, args: string[]]>} */
const steps = [
  ['chromium', process.execPath, [path.join(root, 'scripts', 'chromium.mjs'), '--check']],
  // The game server's tests start a Redis of their own (two server processes sharing it).
  ['redis-server', process.execPath, [path.join(root, 'scripts', 'redis.mjs'), '--check']],
  // Lint (.oxlintrc.json) takes seconds, so a finding stops the run before the long steps; any
  // warning fails it.
  ['lint (oxlint)', bin('oxlint'), ['--deny-warnings']],
  // custom-elements.json is generated, and .storybook/preview.ts imports it: make it before tsc.
  ['analyze (custom-elements.json)', npm, ['run', '--silent', 'analyze']],
  ['typecheck (tsc -p .)', bin('tsc'), ['-p', '.']],
  ['build (dist/*.js)', npm, ['run', '--silent', 'build']],
  ['node tests (vitest --project node)', bin('vitest'), ['run', '--project', 'node']],
  ['browser tests (wtr)', bin('wtr'), []],
  ['story tests (vitest --project storybook)', bin('vitest'), ['run', '--project', 'storybook']],
];

/** @returns {Promise<number>} */
function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    const forward = (sig) => child.kill(sig);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (err) => {
      console.error(`cannot start ${cmd}: ${err.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0));
    });
  });
}

const results = [];
let exitCode = 0;
const t0 = performance.now();
for (const [label, cmd, args] of steps) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const code = await run(cmd, args);
  const seconds = (performance.now() - started) / 1000;
  results.push({ label, code, seconds });
  if (code !== 0) {
    exitCode = code;
    console.error(`\n✖ npm test: step "${label}" failed with exit code ${code}; later steps were not run.`);
    break;
  }
}

console.log('\nnpm test summary:');
for (const { label, code, seconds } of results) {
  console.log(`  ${code === 0 ? 'ok  ' : 'FAIL'} ${label.padEnd(42)} ${seconds.toFixed(1).padStart(6)} s`);
}
for (const [label] of steps.slice(results.length)) console.log(`  skip ${label}`);
console.log(`  total ${((performance.now() - t0) / 1000).toFixed(1)} s`);
process.exit(exitCode);
