#!/usr/bin/env node
// What each language costs a page, per game, from the files `npm run build` wrote to dist/:
// the self-contained ES file (English), each language file it fetches when a table needs it,
// and the classic script for pages from disk (all four languages). Prints a Markdown table for
// bench/RESULTS.md.   npm run build && node scripts/language-bytes.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), 'dist');
if (!existsSync(dist)) throw new Error('dist/ is missing: run `npm run build` first.');
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const games = readdirSync(dist).filter((f) => /^[a-z-]+\.iife\.js$/.test(f)).map((f) => f.slice(0, -'.iife.js'.length)).sort();
console.log('| game | `<id>.js` (English) | `<id>.es.js` | `<id>.fr.js` | `<id>.de.js` | `<id>.iife.js` (all four) | iife over English |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const id of games) {
  const en = gz(`${id}.js`);
  const langs = ['es', 'fr', 'de'].map((l) => gz(`${id}.${l}.js`));
  const iife = gz(`${id}.iife.js`);
  console.log(`| ${id} | ${kb(en)} | ${langs.map(kb).join(' | ')} | ${kb(iife)} | +${kb(iife - en)} |`);
}
