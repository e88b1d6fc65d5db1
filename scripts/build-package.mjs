#!/usr/bin/env node
// The npm package's files (run by scripts/build.mjs after the self-contained files):
//  - dist/lib/: ES modules for bundlers, one per source module (the source tree's layout), with
//    lit and xstate imported rather than inlined, so a site's bundler loads them once; the
//    TypeScript declarations beside them. Decorators and TypeScript are compiled away: nothing
//    that ships needs a compiler setting.
//  - dist/split/: the code-split browser set, for a page that loads several games without a
//    bundler: dist/split/<id>.js per game and shared chunks (Lit, XState, the shared UI) that
//    the browser loads once.
//  - dist/custom-elements.json: the manifest with module paths pointing at the shipped .js files.
//  - dist/lib/react.d.ts, dist/lib/vue.d.ts: the elements for React's JSX and Vue's templates.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { botWorkerModule } from './bot-worker-plugin.mjs';
import { writeFrameworkTypes } from './framework-types.mjs';
import { minifyLitTemplates } from './minify-templates.mjs';

// Production builds of Lit and XState (package export conditions follow NODE_ENV).
process.env.NODE_ENV = 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

/** Every game id with a components/<id>-table/define.ts. */
export function gameIds() {
  return readdirSync(path.join(root, 'components'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.endsWith('-table') && existsSync(path.join(root, 'components', d.name, 'define.ts')))
    .map((d) => d.name.slice(0, -'-table'.length))
    .sort();
}

/** The package's other entries, beside `.` and one per game: for game authors, and online play. */
export const AUTHOR_ENTRIES = {
  dsl: 'src/dsl/index.ts',
  engine: 'src/engine/index.ts',
  bots: 'src/bots/index.ts',
  i18n: 'src/i18n/index.ts',
  ui: 'src/ui/index.ts',
  testing: 'src/testing/index.ts',
  'testing/browser': 'src/testing/browser.ts',
  online: 'src/online/index.ts',
};

const EXTERNAL = [/^lit($|\/)/, /^@lit\//, /^lit-html($|\/)/, /^lit-element($|\/)/, /^xstate($|\/)/, /^vitest($|\/)/, /^@open-wc\//, /^@web\//, /^@colyseus\//];

const common = {
  root,
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
};

async function buildLibrary(ids) {
  const input = { 'src/index': path.join(root, 'src/index.ts') };
  for (const id of ids) input[`components/${id}-table/define`] = path.join(root, 'components', `${id}-table`, 'define.ts');
  for (const file of Object.values(AUTHOR_ENTRIES)) input[file.replace(/\.ts$/, '')] = path.join(root, file);
  await build({
    ...common,
    plugins: [botWorkerModule({ root })],
    build: {
      outDir: path.join(dist, 'lib'),
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: input, formats: ['es'] },
      rolldownOptions: {
        external: EXTERNAL,
        output: { preserveModules: true, preserveModulesRoot: root, entryFileNames: '[name].js' },
      },
    },
  });
}

async function buildSplit(ids) {
  const input = {};
  for (const id of ids) input[id] = path.join(root, 'components', `${id}-table`, 'define.ts');
  await build({
    ...common,
    // Served as-is to pages, like the self-contained files: Lit's templates minified too.
    plugins: [minifyLitTemplates(), botWorkerModule({ root })],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: path.join(dist, 'split'),
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      modulePreload: false,
      rolldownOptions: {
        input,
        preserveEntrySignatures: 'exports-only',
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', minify: true, comments: false },
      },
    },
  });
}

/** Declarations beside the library's .js files, from the same sources (tsconfig.types.json). */
function buildTypes() {
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(root, 'tsconfig.types.json')], { stdio: 'inherit' });
}

/** The manifest with each module's path that of its shipped file. */
function shippedManifest() {
  const manifest = JSON.parse(readFileSync(path.join(root, 'custom-elements.json'), 'utf8'));
  const shipped = (p) => (typeof p === 'string' && p.endsWith('.ts') ? `dist/lib/${p.replace(/\.ts$/, '.js')}` : p);
  const walk = (value) => {
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      const out = {};
      for (const [key, v] of Object.entries(value)) out[key] = key === 'path' || key === 'module' ? shipped(v) : walk(v);
      return out;
    }
    return value;
  };
  // Only what ships: the guide's example elements (stories/) are not part of the package.
  const shippedModules = manifest.modules.filter((m) => /^(src|components|machines)\//.test(m.path));
  writeFileSync(path.join(dist, 'custom-elements.json'), `${JSON.stringify(walk({ ...manifest, modules: shippedModules }), null, 2)}\n`);
}

export async function buildPackage(ids = gameIds(), { types = true } = {}) {
  mkdirSync(dist, { recursive: true });
  await buildLibrary(ids);
  if (types) buildTypes();
  await buildSplit(ids);
  shippedManifest();
  // React's and Vue's declarations come from the shipped manifest, beside the library's.
  if (types) writeFrameworkTypes();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildPackage(gameIds(), { types: !process.argv.includes('--skip-types') });
  console.log(`build-package: dist/lib, dist/split and dist/custom-elements.json in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
