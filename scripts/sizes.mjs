#!/usr/bin/env node
// What a page pays for the games, from a finished `npm run build` (gzip -9 bytes):
//  - the self-contained file of each game (dist/<id>.js, English; its languages come apart);
//  - one game from the split set (dist/split/<id>.js and every chunk it imports, transitively);
//  - every game on one page through the split set (each file counted once).
// `node scripts/sizes.mjs` prints a Markdown table (the one in bench/RESULTS.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const split = path.join(dist, 'split');
if (!existsSync(split)) throw new Error('dist/split is missing: run `npm run build` first.');

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A split file and everything it imports, as absolute paths. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, spec] of code.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)) closure(path.resolve(path.dirname(file), spec), seen);
  return seen;
}

const ids = readdirSync(split).filter((f) => f.endsWith('.js')).map((f) => f.slice(0, -3)).sort();
const everything = new Set();
console.log('| game | self-contained `dist/<id>.js` | split set, this game alone | of which its own file |');
console.log('| --- | ---: | ---: | ---: |');
for (const id of ids) {
  const files = closure(path.join(split, `${id}.js`));
  for (const f of files) everything.add(f);
  const alone = [...files].reduce((sum, f) => sum + gz(f), 0);
  console.log(`| ${id} | ${kb(gz(path.join(dist, `${id}.js`)))} | ${kb(alone)} | ${kb(gz(path.join(split, `${id}.js`)))} |`);
}
const all = [...everything].reduce((sum, f) => sum + gz(f), 0);
const selfContained = ids.reduce((sum, id) => sum + gz(path.join(dist, `${id}.js`)), 0);
console.log(`\nAll ${ids.length} games on one page: ${kb(all)} through the split set (Lit, XState and the shared UI once), ${kb(selfContained)} as self-contained files.`);
