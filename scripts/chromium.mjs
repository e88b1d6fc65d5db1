#!/usr/bin/env node
// Finds a system Chromium/Chrome for the browser tests (web-test-runner, vitest browser mode).
// Playwright's own browser downloads are never used: `npx playwright install` needs the network.
//   import { findChromium } from './scripts/chromium.mjs'  → absolute path or null
//   node scripts/chromium.mjs --check                      → exit 0 if found (installs Debian's
//                                                            `chromium` first when root on Debian)
import { findProgram, isMain, runAsScript } from './debian-package.mjs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
];


/** Flags for every launcher (wtr, vitest browser mode, ad-hoc Playwright scripts). */
export const CHROMIUM_ARGS = [
  '--no-sandbox', // required: tests run as root
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Pages the tests drive are not on screen (a second device, the other of two files run at
  // once): without these Chromium slows their timers and rendering as it does a hidden tab's.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

/** @returns {string | null} the Chromium binary to launch, or null when there is none. */
export function findChromium() {
  return findProgram('CHROMIUM_PATH', CANDIDATES);
}

if (isMain(import.meta.url)) runAsScript({ pkg: 'chromium', label: 'Chromium', find: findChromium, envVar: 'CHROMIUM_PATH' });
