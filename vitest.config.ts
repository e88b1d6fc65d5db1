import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const executablePath = process.env.CHROMIUM_PATH || findChromium() || '/usr/bin/chromium';
/** `npm run screenshots`: the story run also writes every story's PNGs. */
const SCREENSHOTS = process.env.TT_SCREENSHOTS === '1';

export default defineConfig({
  test: {
    projects: [
      {
        // Node tests: rules, fuzz, model-based. Browser tests belong to web-test-runner.
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.browser.test.ts', '**/node_modules/**'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Both cores: vitest's default leaves one core idle on a two-core machine.
          maxWorkers: 2,
        },
      },
      {
        // Every story in stories/ rendered (and its play function run) in real Chromium.
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 60_000,
          // Every story's tables are checked on a phone, a laptop and under a finger.
          setupFiles: [path.join(import.meta.dirname, '.storybook', 'vitest.setup.ts')],
          // The online stories play on a game server of their own, on 127.0.0.1.
          globalSetup: [path.join(import.meta.dirname, '.storybook', 'game-server.setup.mjs')],
          // `npm run screenshots` sets TT_SCREENSHOTS: the same run then writes every story's PNGs.
          provide: { screenshots: SCREENSHOTS },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath, args: CHROMIUM_ARGS },
              // A window tall enough for a whole page, so a screenshot is neither cut nor scaled down.
              ...(SCREENSHOTS ? { contextOptions: { viewport: { width: 1400, height: 6000 } } } : {}),
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
