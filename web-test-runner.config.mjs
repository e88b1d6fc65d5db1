// @ts-check
// Browser tests: test/**/*.browser.test.ts in the system Chromium (never `npx playwright install`).
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const executablePath = process.env.CHROMIUM_PATH || findChromium() || '/usr/bin/chromium';

/**
 * `executeServerCommand('touch', { points: [[x, y], …] })`: fingers down together at those
 * viewport points, then up — real multi-touch through the Chrome DevTools Protocol, which the
 * stock commands do not offer (two children on one tablet).
 */
const touchPlugin = {
  name: 'tabletop-touch',
  /** @param {{ command: string, payload: any, session: any }} args */
  async executeCommand({ command, payload, session }) {
    if (command !== 'touch') return undefined;
    const page = session.browser.getPage(session.id);
    const cdp = await page.context().newCDPSession(page);
    try {
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 10 });
      const touchPoints = payload.points.map(([x, y], id) => ({ x, y, id, radiusX: 4, radiusY: 4, force: 1 }));
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    } finally {
      await cdp.detach();
    }
    return true;
  },
};

/**
 * Prints the slowest test files at the end of a run (the sum of their tests' durations), so the
 * suite's time can be kept inside CI's budget by making the costly files cheaper.
 */
const slowestFiles = {
  /** @param {{ sessions: Array<{ testFile: string, testResults?: any }> }} args */
  onTestRunFinished({ sessions }) {
    /** @param {any} suite @returns {number} */
    const total = (suite) => (suite?.tests ?? []).reduce((sum, t) => sum + (t.duration ?? 0), 0) + (suite?.suites ?? []).reduce((sum, s) => sum + total(s), 0);
    const rows = sessions.map((s) => [s.testFile.split('/test/').pop(), total(s.testResults) / 1000]).sort((a, b) => Number(b[1]) - Number(a[1]));
    console.log(`\nSlowest browser test files (seconds in their tests; ${rows.length} files):`);
    for (const [file, seconds] of rows.slice(0, 12)) console.log(`  ${Number(seconds).toFixed(1).padStart(6)}  ${file}`);
  },
};

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: ['test/**/*.browser.test.ts'],
  nodeResolve: true,
  rootDir: '.',
  concurrency: 2,
  concurrentBrowsers: 1,
  plugins: [esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' }), touchPlugin],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath,
        headless: true, // playwright adds --headless and a fresh temporary --user-data-dir
        args: CHROMIUM_ARGS,
      },
    }),
  ],
  testFramework: { config: { timeout: 60000 } }, // some tests play whole bot games
  testsFinishTimeout: 600000,
  browserStartTimeout: 60000,
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), slowestFiles],
};
