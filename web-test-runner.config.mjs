// @ts-check
// Browser tests: test/**/*.browser.test.ts in the system Chromium (never `npx playwright install`).
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const executablePath = process.env.CHROMIUM_PATH || findChromium() || '/usr/bin/chromium';

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: ['test/**/*.browser.test.ts'],
  nodeResolve: true,
  rootDir: '.',
  concurrency: 2,
  concurrentBrowsers: 1,
  plugins: [esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' })],
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
  reporters: [defaultReporter(), summaryReporter({ flatten: false })],
};
