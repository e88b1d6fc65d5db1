#!/usr/bin/env node
// Bundles the benchmark scripts (TypeScript, importing ../src and ../machines) into out/*.mjs.
// boardgame.io and playwright-core stay external: they are loaded at run time (boardgame.io only
// after NODE_ENV is set). Not minified, so CPU profiles show the real function names.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
if (!existsSync(path.join(here, '..', 'node_modules', 'xstate'))) {
  console.error('bench: the library\'s dependencies are missing; run `npm ci` in the repository root first.');
  process.exit(1);
}

await build({
  absWorkingDir: here,
  entryPoints: ['check.ts', 'run.ts', 'profile.ts'],
  outdir: 'out',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: ['boardgame.io', 'boardgame.io/*', 'playwright-core'],
  sourcemap: false,
  minify: false,
  logLevel: 'warning',
});
