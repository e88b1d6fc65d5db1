#!/usr/bin/env node
// Library build (Vite 8 JS API).
//  - dist/<id>.js for every components/<id>-table/define.ts: one self-contained, minified ES module
//    (lit + xstate inlined, no code splitting) that a plain HTML page can load with
//    <script type="module" src="dist/<id>.js"></script>, with no build step and no network.
//  - dist/<id>.iife.js: the same as a classic script, for pages opened from disk (file://), where
//    Chromium refuses module scripts: <script src="<id>.iife.js"></script> (global TabletopElements_<id>).
//  - dist/index.js from src/index.ts when it exists (lit and xstate left external, for bundlers).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist');
const componentsDir = path.join(root, 'components');

const games = existsSync(componentsDir)
  ? readdirSync(componentsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name.endsWith('-table'))
      .filter((d) => existsSync(path.join(componentsDir, d.name, 'define.ts')))
      .map((d) => d.name.slice(0, -'-table'.length))
      .sort()
  : [];

/**
 * @param {string} entry
 * @param {string} name output file name without .js
 * @param {boolean} selfContained inline every dependency, one file per format
 */
function bundle(entry, name, selfContained) {
  /** @type {import('vite').LibraryFormats[]} */
  const formats = selfContained ? ['es', 'iife'] : ['es'];
  return build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
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
rmSync(outDir, { recursive: true, force: true });

const outputs = [];
for (const id of games) {
  await bundle(path.join(componentsDir, `${id}-table`, 'define.ts'), id, true);
  outputs.push(`${id}.js`, `${id}.iife.js`);
}
const indexEntry = path.join(root, 'src', 'index.ts');
if (existsSync(indexEntry)) {
  await bundle(indexEntry, 'index', false);
  outputs.push('index.js');
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
