// @ts-check
// Browser tests: test/**/*.browser.test.ts in the system Chromium (never `npx playwright install`).
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { startTestGameServer } from './scripts/test-game-server.mjs';

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
 * `executeServerCommand('game-server')`: the address (`ws://127.0.0.1:<port>`) of a game server
 * (scripts/serve.mjs's bundle) on a free port of this machine, started at the first ask and
 * stopped with the run; bots move at once and moves are not rate-limited, so tests stay short.
 */
const gameServerPlugin = {
  name: 'tabletop-game-server',
  /** @type {Promise<{ address: string, stop: () => void }> | null} */
  server: null,
  /** @param {{ command: string }} args */
  async executeCommand({ command }) {
    if (command !== 'game-server') return undefined;
    this.server ??= startTestGameServer();
    return (await this.server).address;
  },
  async serverStop() {
    (await this.server)?.stop();
  },
  // The SDK imports `ws` for Node and uses the browser's WebSocket when there is one; the test
  // server serves no CommonJS, so the page gets a stub module in its place.
  /** @param {{ source: string }} args */
  resolveImport({ source }) {
    return source === 'ws' ? '/__tabletop-ws-stub.js' : undefined;
  },
  /** @param {{ path: string }} context */
  serve(context) {
    return context.path === '/__tabletop-ws-stub.js' ? { body: 'export default globalThis.WebSocket;', type: 'js' } : undefined;
  },
};

/**
 * `executeServerCommand('device', { name, open })` opens a second device: a page of its own in a
 * browser context of its own (its own storage, its own connection), at `open` on the test's
 * server; `{ name, call, args }` calls `window.device[call](...args)` there and returns the answer;
 * `{ name, close: true }` closes it.
 */
const devicesPlugin = {
  name: 'tabletop-devices',
  /** @type {Map<string, any>} */
  pages: new Map(),
  /** @param {{ command: string, payload: any, session: any }} args */
  async executeCommand({ command, payload, session }) {
    if (command !== 'device') return undefined;
    const { name } = payload;
    if (payload.open) {
      const testPage = session.browser.getPage(session.id);
      const context = await testPage.context().browser().newContext();
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`device ${name}: ${error.message}`));
      await page.goto(new URL(payload.open, testPage.url()).href);
      await page.waitForFunction(() => 'device' in window);
      this.pages.set(name, page);
      return true;
    }
    const page = this.pages.get(name);
    if (!page) throw new Error(`no device "${name}": open it first`);
    if (payload.close) {
      this.pages.delete(name);
      await page.context().close();
      return true;
    }
    return page.evaluate(({ call, args }) => window.device[call](...args), { call: payload.call, args: payload.args ?? [] });
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
  plugins: [esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' }), touchPlugin, gameServerPlugin, devicesPlugin],
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
