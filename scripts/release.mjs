#!/usr/bin/env node
// `npm run release`: build, check that every file the package promises was built, then pack the
// tarball into release/ and say what it holds. Nothing is published: `npm publish <tarball>` is
// a person's decision.
//   node scripts/release.mjs             build, check, pack
//   node scripts/release.mjs --no-build  check and pack what dist/ holds (after a build of your own)
//   node scripts/release.mjs --check     only check the files already in dist/
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGUAGES = ['es', 'fr', 'de'];
/** Files npm always packs, and the changelog a site owner reads before upgrading. */
export const ALWAYS_PACKED = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'];

/** Every game id: a components/<id>-table folder with a define.ts, as scripts/build.mjs finds them. */
export function gameIds(root) {
  const dir = path.join(root, 'components');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.endsWith('-table') && existsSync(path.join(dir, d.name, 'define.ts')))
    .map((d) => d.name.slice(0, -'-table'.length))
    .sort();
}

/** Every file path a package.json `exports` value names (conditions and nested maps included). */
function exportTargets(value) {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(exportTargets);
  if (value && typeof value === 'object') return Object.values(value).flatMap(exportTargets);
  return []; // null: a path deliberately not exported
}

/**
 * A `*` pattern as a regular expression over a path relative to the root. In `files` (npm's
 * globs) `*` stays within a folder and `**` crosses folders; in `exports` (Node's subpath
 * patterns) `*` stands for any part of a path, slashes included.
 */
function patternOf(glob, starCrossesFolders) {
  const escaped = glob
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\/?|\*/g, (star) => (star === '*' && !starCrossesFolders ? '[^/]*' : '.*'));
  return new RegExp(`^${escaped}$`);
}

/** Every file under `dir`, as paths relative to `root` with forward slashes. */
function filesUnder(root, dir) {
  const out = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else out.push(child);
    }
  };
  if (existsSync(path.join(root, dir))) walk(dir);
  return out;
}

/** Whether `entry` (a path, a folder or a `*` pattern, relative to the root) matches a built file. */
function present(root, entry, starCrossesFolders = false) {
  const rel = entry.replace(/^\.\//, '').replace(/\/$/, '');
  if (!rel.includes('*')) {
    const file = path.join(root, rel);
    if (!existsSync(file)) return false;
    return !statSync(file).isDirectory() || filesUnder(root, rel).length > 0;
  }
  const base = rel.slice(0, rel.indexOf('*')).replace(/[^/]*$/, '').replace(/\/$/, '');
  const pattern = patternOf(rel, starCrossesFolders);
  return filesUnder(root, base).some((file) => pattern.test(file));
}

/**
 * What is missing from a build in `root`: every game's browser files (dist/<id>.js, its language
 * files and dist/<id>.iife.js), and every path package.json names in `exports`, `files`, `main`,
 * `module` and `types`, read as they stand now. Returns one line per missing file; none when the
 * build is complete.
 */
export function missingFiles(root) {
  const problems = [];
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const ids = gameIds(root);
  if (ids.length === 0) problems.push('no game found: components/<id>-table/define.ts');
  for (const id of ids) {
    for (const file of [`${id}.js`, ...LANGUAGES.map((lang) => `${id}.${lang}.js`), `${id}.iife.js`]) {
      if (!existsSync(path.join(root, 'dist', file))) problems.push(`dist/${file} (the ${id} game's browser file) was not built`);
    }
  }
  const exportsField = pkg.exports === undefined ? {} : typeof pkg.exports === 'object' && !Array.isArray(pkg.exports) && pkg.exports !== null ? pkg.exports : { '.': pkg.exports };
  for (const [key, value] of Object.entries(exportsField)) {
    for (const target of exportTargets(value)) {
      if (!present(root, target, true)) problems.push(`${target} (package.json exports "${key}") is missing`);
    }
  }
  for (const entry of pkg.files ?? []) {
    if (!entry.startsWith('!') && !present(root, entry)) problems.push(`${entry} (package.json files) matches no file`);
  }
  for (const field of ['main', 'module', 'types']) {
    if (typeof pkg[field] === 'string' && !present(root, pkg[field])) problems.push(`${pkg[field]} (package.json ${field}) is missing`);
  }
  for (const file of ALWAYS_PACKED) {
    if (!existsSync(path.join(root, file))) problems.push(`${file} is missing`);
  }
  return problems;
}

/** Runs a command in `root`, its output shown; stops the release when it fails. */
function run(root, cmd, args, what) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error(`✖ release: ${what} failed (${cmd} ${args.join(' ')}, exit code ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

function size(bytes) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const checkOnly = process.argv.includes('--check');

  if (!checkOnly && !process.argv.includes('--no-build')) run(root, npm, ['run', '--silent', 'build'], 'the build');

  const missing = missingFiles(root);
  if (missing.length > 0) {
    console.error(`✖ release: the build is incomplete, ${missing.length} ${missing.length === 1 ? 'file' : 'files'} missing:`);
    for (const line of missing) console.error(`  - ${line}`);
    process.exit(1);
  }
  console.log(`✔ every built file the package names is in place (${gameIds(root).length} games)`);
  if (checkOnly) return;

  const destination = path.join(root, 'release');
  mkdirSync(destination, { recursive: true });
  const packed = spawnSync(npm, ['pack', '--json', '--pack-destination', destination], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], shell: process.platform === 'win32' });
  if (packed.status !== 0) {
    console.error(`✖ release: npm pack failed (exit code ${packed.status ?? packed.signal}).`);
    process.exit(packed.status || 1);
  }
  const [tarball] = JSON.parse(packed.stdout);
  const inside = new Set(tarball.files.map((f) => f.path));
  const left = ALWAYS_PACKED.filter((file) => !inside.has(file));
  if (left.length > 0) {
    rmSync(path.join(destination, tarball.filename), { force: true }); // no tarball that should not ship
    console.error(`✖ release: the tarball leaves out ${left.join(', ')} (add ${left.length === 1 ? 'it' : 'them'} to package.json "files").`);
    process.exit(1);
  }
  console.log(`✔ release/${tarball.filename}: ${size(tarball.size)} packed, ${size(tarball.unpackedSize)} unpacked, ${tarball.entryCount} files`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
