#!/usr/bin/env node
// What each language costs in each game's self-contained file: builds dist-style ES modules of
// every game with no translations, with one language, and with all of them, and prints the
// gzipped sizes and the growth per language as a Markdown table (for bench/RESULTS.md).
//   node scripts/language-bytes.mjs
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, createServer } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const componentsDir = path.join(root, 'components');
const games = readdirSync(componentsDir)
  .filter((d) => d.endsWith('-table') && existsSync(path.join(componentsDir, d, 'define.ts')))
  .map((d) => d.slice(0, -'-table'.length))
  .sort();
const LANGS = ['es', 'fr', 'de'];

// Load every translations module once (through Vite, which reads TypeScript), to rebuild it with
// only some languages.
const server = await createServer({ root, configFile: false, logLevel: 'error', server: { middlewareMode: true }, appType: 'custom' });
const loaded = new Map();
async function exportsOf(file) {
  if (!loaded.has(file)) loaded.set(file, await server.ssrLoadModule(file));
  return loaded.get(file);
}

/** A Vite plugin that replaces every `translations.ts` by its sets keeping only `keep` languages. */
function onlyLanguages(keep) {
  return {
    name: 'only-languages',
    enforce: 'pre',
    async load(id) {
      if (!/translations\.ts$/.test(id)) return null;
      const mod = await exportsOf(id);
      return Object.entries(mod)
        .map(([name, set]) => `export const ${name} = ${JSON.stringify(Object.fromEntries(Object.entries(set).filter(([lang]) => keep.includes(lang))))};`)
        .join('\n');
    },
  };
}

async function size(id, keep) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'lang-bytes-'));
  try {
    await build({
      root, configFile: false, logLevel: 'error', publicDir: false,
      plugins: [onlyLanguages(keep)],
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir, emptyOutDir: true, target: 'es2022', minify: true, sourcemap: false, reportCompressedSize: false,
        lib: { entry: path.join(componentsDir, `${id}-table`, 'define.ts'), formats: ['es'], fileName: () => `${id}.js` },
        rolldownOptions: { output: { codeSplitting: false, minify: true, comments: false } },
      },
    });
    return gzipSync(readFileSync(path.join(outDir, `${id}.js`)), { level: 9 }).length;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const kb = (n) => (n / 1024).toFixed(1);
console.log('| game | English only | + Spanish | + French | + German | all four | growth per language (mean) |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const id of games) {
  const none = await size(id, []);
  const one = [];
  for (const lang of LANGS) one.push((await size(id, [lang])) - none);
  const all = await size(id, LANGS);
  console.log(`| ${id} | ${kb(none)} KB | ${kb(one[0])} KB | ${kb(one[1])} KB | ${kb(one[2])} KB | ${kb(all)} KB | ${kb((all - none) / LANGS.length)} KB |`);
}
await server.close();
