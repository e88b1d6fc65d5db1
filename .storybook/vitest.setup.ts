/**
 * After every story's test (its render and play function), every table the story drew is checked
 * on a phone (390 × 844) and a laptop (1280 × 800): nothing scrolls sideways, every control a
 * player presses is at least 24 × 24 px, axe finds nothing (its target-size rule included); and
 * with a finger emulated (a coarse pointer), every such control is at least 44 × 44 px.
 *
 * Under `npm run screenshots`, it also writes a PNG of the story at both sizes.
 */
import axe from 'axe-core';
import { afterEach, expect, inject } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { screenProblems, tablesIn } from '../src/testing/screens.js';

const PHONE = { width: 390, height: 844, name: 'phone' } as const;
const LAPTOP = { width: 1280, height: 800, name: 'laptop' } as const;
const SCREENSHOTS = inject('screenshots');
// The online stories' server: in the story tests, the one .storybook/game-server.setup.mjs started.
(globalThis as { tabletopStoryGameServer?: string }).tabletopStoryGameServer = inject('gameServer');

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether to write each story's PNGs (`npm run screenshots`). */
    screenshots: boolean;
    /** The address of the story tests' game server (`ws://127.0.0.1:<port>`). */
    gameServer: string;
  }
}

interface Table extends HTMLElement {
  autoplay?: boolean;
  updateComplete?: Promise<boolean>;
}

const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

async function settle(tables: readonly Table[]): Promise<void> {
  await frames();
  for (const table of tables) await table.updateComplete;
  await frames();
}

async function axeProblems(tables: readonly Table[], where: string): Promise<string[]> {
  const problems: string[] = [];
  for (const table of tables) {
    const result = await axe.run(table, { rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] });
    for (const v of result.violations) {
      const targets = v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ');
      problems.push(`${where}: axe ${v.id} (${v.help}) on ${v.nodes.length} node(s): ${targets}`);
    }
  }
  return problems;
}

afterEach(async (context) => {
  const tables: Table[] = tablesIn(document);
  if (tables.length === 0) return;
  // Hold the bots still while measuring: a move mid-check would measure two tables at once.
  for (const table of tables) if ('autoplay' in table) table.autoplay = false;
  const problems: string[] = [];
  for (const screen of [PHONE, LAPTOP]) {
    await page.viewport(screen.width, screen.height);
    await settle(tables);
    const where = `${screen.width}×${screen.height}`;
    for (const table of tables) problems.push(...screenProblems(table, { minTarget: 24 }).map((p) => `${where}: ${p}`));
    problems.push(...(await axeProblems(tables, where)));
    if (SCREENSHOTS) {
      // The whole page at this width: the frame grows to the page's height for the picture.
      const name = context.task.fullName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
      await page.viewport(screen.width, Math.max(screen.height, document.documentElement.scrollHeight));
      await settle(tables);
      // The path is relative to the story file: climb to the project's root from wherever it is.
      const up = '../'.repeat(context.task.file.name.split('/').length - 1);
      await page.screenshot({ path: `${up}screenshots/${name}.${screen.name}.png` });
    }
  }
  // A finger: Chromium's touch emulation makes `(pointer: coarse)` match, as on a tablet.
  const session = cdp();
  await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  try {
    await page.viewport(PHONE.width, PHONE.height);
    await settle(tables);
    expect(matchMedia('(pointer: coarse)').matches, 'touch emulation makes the pointer coarse').toBe(true);
    for (const table of tables) problems.push(...screenProblems(table, { minTarget: 44 }).map((p) => `finger at 390×844: ${p}`));
  } finally {
    await session.send('Emulation.setTouchEmulationEnabled', { enabled: false });
  }
  expect(problems, 'the table fits phone and laptop screens and can be played with a finger').toEqual([]);
});
