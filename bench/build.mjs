#!/usr/bin/env node
// Bundles the benchmark scripts (TypeScript, importing ../src and ../machines) into out/*.mjs;
// sampler.ts is one measured kind, which run.ts starts in a process of its own.
// boardgame.io and playwright-core stay external: they are loaded at run time (boardgame.io only
// after NODE_ENV is set). Not minified, so CPU profiles show the real function names.
import { build } from 'esbuild';
import { existsSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
if (!existsSync(path.join(here, '..', 'node_modules', 'xstate'))) {
  console.error('bench: the library\'s dependencies are missing; run `npm ci` in the repository root first.');
  process.exit(1);
}

// out/all-games.ts: every game in machines/ (any export of its index.ts that is a compiled game).
const machinesDir = path.join(here, '..', 'machines');
const ids = readdirSync(machinesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(machinesDir, d.name, 'index.ts')))
  .map((d) => d.name)
  .sort();
mkdirSync(path.join(here, 'out'), { recursive: true });
writeFileSync(
  path.join(here, 'out', 'all-games.ts'),
  ids.map((id, i) => `import * as m${i} from '../../machines/${id}/index.js';`).join('\n') +
    `\nconst compiledOf = (m: Record<string, unknown>) => Object.values(m).find((v) => !!v && typeof v === 'object' && 'core' in v && 'machine' in v && 'def' in v);\n` +
    `export const games: Record<string, unknown> = {\n${ids.map((id, i) => `  '${id}': compiledOf(m${i}),`).join('\n')}\n};\n`,
);

await build({
  absWorkingDir: here,
  entryPoints: ['check.ts', 'run.ts', 'sampler.ts', 'profile.ts', 'games.ts'],
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
