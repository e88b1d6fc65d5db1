#!/usr/bin/env node
// `npm run screenshots`: runs every story (as the story tests do) and writes a PNG of each at
// 390 × 844 (…phone.png) and 1280 × 800 (…laptop.png) into screenshots/, so a reviewer can look
// at all of them at once. The story checks still run: a failing one is reported, and its pictures
// are written all the same.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.join(root, 'screenshots');
// Only the pictures of the stories asked for are replaced (all of them when none is named), so
// two people looking at two games keep each other's.
const asked = process.argv.slice(2).filter((a) => a.endsWith('.ts')).map((f) => f.replace(/^\.\//, '').replace(/[^A-Za-z0-9]+/g, '-'));
mkdirSync(folder, { recursive: true });
for (const file of readdirSync(folder)) {
  if (file.endsWith('.png') && (asked.length === 0 || asked.some((prefix) => file.startsWith(`${prefix}-`)))) rmSync(path.join(folder, file));
}
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const child = spawn(vitest, ['run', '--project', 'storybook', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TT_SCREENSHOTS: '1' },
});
child.on('close', (code) => {
  const count = readdirSync(folder).filter((f) => f.endsWith('.png')).length;
  console.log(`\n${count} screenshots in ${path.relative(process.cwd(), folder) || '.'}${path.sep}`);
  process.exit(code ?? 1);
});
