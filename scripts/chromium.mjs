#!/usr/bin/env node
// Finds a system Chromium/Chrome for the browser tests (web-test-runner, vitest browser mode).
// Playwright's own browser downloads are never used: `npx playwright install` needs the network.
//   import { findChromium } from './scripts/chromium.mjs'  → absolute path or null
//   node scripts/chromium.mjs --check                      → exit 0 if found (installs Debian's
//                                                            `chromium` first when root on Debian)
import { accessSync, constants, existsSync, realpathSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Flags for every launcher (wtr, vitest browser mode, ad-hoc Playwright scripts). */
export const CHROMIUM_ARGS = [
  '--no-sandbox', // required: tests run as root
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @returns {string | null} the Chromium binary to launch, or null when there is none. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  return CANDIDATES.find(isExecutable) ?? null;
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  return r.status === 0;
}

function check() {
  if (findChromium()) return 0;
  const fromEnv = process.env.CHROMIUM_PATH;
  const canInstall =
    !fromEnv && existsSync('/etc/debian_version') && process.getuid?.() === 0;
  if (canInstall) {
    console.log('Installing Chromium from Debian packages…');
    process.env.DEBIAN_FRONTEND = 'noninteractive';
    if (run('apt-get', ['update', '-q']) && run('apt-get', ['install', '-y', '-q', 'chromium'])) {
      if (findChromium()) return 0;
    }
  }
  if (fromEnv) {
    console.error(`CHROMIUM_PATH=${fromEnv} is not an executable file: point it at a Chromium/Chrome binary or unset it.`);
  } else {
    console.error("No Chromium found: install Debian's `chromium` package or set CHROMIUM_PATH to a Chromium/Chrome binary.");
  }
  return 1;
}

function invokedPath() {
  try {
    return realpathSync(process.argv[1] ?? '');
  } catch {
    return '';
  }
}
if (invokedPath() === realpathSync(fileURLToPath(import.meta.url))) {
  if (process.argv.includes('--check')) process.exit(check());
  const found = findChromium();
  if (found) console.log(found);
  process.exit(found ? 0 : 1);
}
