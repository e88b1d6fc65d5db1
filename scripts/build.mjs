#!/usr/bin/env node
// Library build (Vite 8 JS API).
//  - dist/<id>.js for every components/<id>-table/define.ts: one self-contained, minified ES module
//    (lit + xstate inlined, no code splitting) that a plain HTML page can load with
//    <script type="module" src="dist/<id>.js"></script>, with no build step and no network.
//    It carries English; the first table that speaks another language fetches dist/<id>.<lang>.js
//    from beside it (es, fr, de), so a one-language page does not pay for four.
//  - dist/<id>.iife.js: the same as a classic script, for pages opened from disk (file://), where
//    Chromium refuses module scripts: <script src="<id>.iife.js"></script> (global TabletopElements_<id>).
//    A page from disk cannot fetch modules either, so this one carries every language.
//  - the npm package's files: dist/lib (modules and declarations for bundlers), dist/split (the
//    code-split browser set) and dist/custom-elements.json; see scripts/build-package.mjs.
//    `--skip-types` leaves out the declarations (a quicker build while working on the games).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, createServer } from 'vite';
import { botWorkerPlugin } from './bot-worker-plugin.mjs';
import { buildPackage } from './build-package.mjs';
import { minifyLitTemplates } from './minify-templates.mjs';

// Vite's dev server (used below to read the translations) would set NODE_ENV to development, and
// every later build would then take Lit's and XState's development builds (warnings, checks):
// the files are for production.
process.env.NODE_ENV = 'production';

const LANGUAGES = ['es', 'fr', 'de'];
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

// The translations modules, read through Vite (they are TypeScript), to split them by language.
// It only loads modules on request: no dependency scan of the tree (examples/ import the package).
const server = await createServer({ root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), configFile: false, logLevel: 'error', server: { middlewareMode: true }, appType: 'custom', optimizeDeps: { noDiscovery: true, entries: [] } });

/**
 * In the self-contained ES file every translations module becomes an English-only
 * `translationSet(id)` (filled later by a language file), and the entry learns where its language
 * files are. `seen` collects what each language file must carry.
 */
function lazyLanguages(entry, id, seen) {
  const registry = path.join(root, 'src', 'i18n', 'registry.ts');
  return {
    name: 'lazy-languages',
    enforce: 'pre',
    async load(file) {
      if (file.endsWith('translations.ts')) {
        const mod = await server.ssrLoadModule(file);
        const rel = path.relative(root, file).split(path.sep).join('/');
        const lines = [`import { translationSet } from ${JSON.stringify(registry)};`];
        for (const [name, set] of Object.entries(mod)) {
          if (typeof set !== 'object' || set === null) {
            throw new Error(`${rel} exports "${name}", which is not a translation set: a translations module holds sets only (helpers such as translationRows live in src/i18n).`);
          }
          seen.set(`${rel}#${name}`, set);
          lines.push(`export const ${name} = translationSet(${JSON.stringify(`${rel}#${name}`)});`);
        }
        return lines.join('\n');
      }
      if (path.resolve(file.split('?')[0]) === path.resolve(entry)) {
        const source = readFileSync(file, 'utf8');
        return `${source}\nimport { setLanguageLoader } from ${JSON.stringify(registry)};\n` +
          // The base in a variable: Vite would rewrite `new URL(<template>, import.meta.url)` as an asset.
          `const languageBase = import.meta.url;\n` +
          `setLanguageLoader((lang) => import(/* @vite-ignore */ new URL('./${id}.' + lang + '.js', languageBase).href));\n`;
      }
      return null;
    },
  };
}

/**
 * Whether a game has real-time rules, from its compiled game in machines/<id>/index.ts; a game
 * whose rules are not found there is taken for real-time (its file keeps the host).
 */
async function isRealtime(id) {
  const file = path.join(root, 'machines', id, 'index.ts');
  if (!existsSync(file)) return true;
  const games = Object.values(await server.ssrLoadModule(file)).filter((value) => typeof value?.def === 'object' && typeof value?.machine === 'object');
  return games.length === 0 || games.some((game) => game.def.realtime !== undefined);
}

/**
 * A turn-based game's file without the real-time host and keys: GameTable never makes them for
 * it (src/ui/realtime-parts.ts), and would say so if it did.
 */
function withoutRealtime(id) {
  const parts = path.join(root, 'src', 'ui', 'realtime-parts.ts');
  return {
    name: 'without-realtime',
    enforce: 'pre',
    load(file) {
      if (path.resolve(file.split('?')[0]) !== parts) return null;
      return `export function realtimeParts() { throw new Error(${JSON.stringify(`dist/${id}.js was built for a turn-based game: it has no real-time host (scripts/build.mjs).`)}); }\n`;
    },
  };
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist');
const componentsDir = path.join(root, 'components');

const games = existsSync(componentsDir)
  ? readdirSync(componentsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name.endsWith('-table'))
      .filter((d) => existsSync(path.join(componentsDir, d.name, 'define.ts')))
      .map((d) => d.name.slice(0, -'-table'.length))
      .filter((id) => only.length === 0 || only.includes(id)) // `build.mjs hisss orc`: only those
      .sort()
  : [];

/**
 * @param {string} entry
 * @param {string} name output file name without .js
 * @param {boolean} selfContained inline every dependency, one file per format
 */
function bundle(entry, name, selfContained, formats = ['es'], plugins = []) {
  return build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    // Lit's css and html templates lose their comments and indentation (scripts/minify-templates.mjs).
    plugins: [...plugins, minifyLitTemplates()],
    // Lib mode leaves process.env alone; a plain page has no `process`.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: {
        entry,
        formats,
        name: `TabletopElements_${name.replace(/-/g, '_')}`,
        fileName: (format) => (format === 'es' ? `${name}.js` : `${name}.${format}.js`),
      },
      rolldownOptions: {
        external: selfContained ? [] : [/^lit($|\/)/, /^@lit\//, /^lit-html($|\/)/, /^lit-element($|\/)/, /^xstate($|\/)/],
        // Lib mode keeps ES output unminified in whitespace (to keep /*@__PURE__*/ for bundlers);
        // a file served as-is to pages wants full minification.
        output: selfContained ? { codeSplitting: false, minify: true, comments: false } : {},
      },
    },
  });
}

const started = performance.now();
// A build of only some games keeps the other games' files.
if (only.length === 0) rmSync(outDir, { recursive: true, force: true });

const outputs = [];
for (const id of games) {
  const entry = path.join(componentsDir, `${id}-table`, 'define.ts');
  const seen = new Map();
  const own = (await isRealtime(id)) ? [] : [withoutRealtime(id)];
  // The bot worker: the ES file starts it from itself, the iife carries it inlined.
  await bundle(entry, id, true, ['es'], [lazyLanguages(entry, id, seen), ...own, botWorkerPlugin({ root, id, format: 'es' })]);
  for (const lang of LANGUAGES) {
    const sets = Object.fromEntries([...seen].map(([key, set]) => [key, set[lang] ?? {}]));
    writeFileSync(path.join(outDir, `${id}.${lang}.js`), `globalThis.__tabletopLanguages.fill(${JSON.stringify(lang)},${JSON.stringify(sets)});\n`);
  }
  await bundle(entry, id, true, ['iife'], [...own, botWorkerPlugin({ root, id, format: 'iife' })]);
  outputs.push(`${id}.js`, ...LANGUAGES.map((lang) => `${id}.${lang}.js`), `${id}.iife.js`);
}
await server.close();
if (only.length === 0) {
  await buildPackage(games, { types: !flags.includes('--skip-types') });
  outputs.push(...games.map((id) => `split/${id}.js`));
}

if (outputs.length === 0) {
  console.log('build: nothing to build (no components/<id>-table/define.ts, no src/index.ts)');
} else {
  const pad = Math.max(...outputs.map((f) => f.length)) + 5;
  console.log(`${'file'.padEnd(pad)}${'raw'.padStart(10)}${'gzip -9'.padStart(10)}`);
  for (const file of outputs) {
    const buf = readFileSync(path.join(outDir, file));
    const gz = gzipSync(buf, { level: 9 }).length;
    console.log(`${`dist/${file}`.padEnd(pad)}${fmt(buf.length).padStart(10)}${fmt(gz).padStart(10)}`);
  }
}
console.log(`build: ${outputs.length} file(s) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

/** @param {number} n */
function fmt(n) {
  return n < 1024 ? `${n} B` : `${(n / 1024).toFixed(1)} kB`;
}
