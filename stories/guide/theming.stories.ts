import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import '../../components/hisss-table/define.js';
import '../../components/puerto-rico-table/define.js';
import { puertoRicoCompiled } from '../../machines/puerto-rico/index.js';
import { positionAfter, part, tableAt, tableOf } from '../support/table-stories.js';

/**
 * Theming from the page. Every table reads the `--tt-*` tokens from anywhere above it (`:root`,
 * a wrapper) or from itself, which wins. Colour tokens have a light and a dark default: a table
 * follows the device's setting (`prefers-color-scheme`), and `theme="light"` or `theme="dark"`
 * forces one. A page's own token values win over both themes. The felt and what lies on it keep
 * the game's colours in both themes.
 */
const meta: Meta = {
  title: 'Guide/Theming',
  parameters: { layout: 'padded' },
};
export default meta;

/** The dark theme, forced with `theme="dark"`: a game of Puerto Rico a few rounds in. */
export const Dark: StoryObj = {
  render: () => tableAt('puerto-rico-table', positionAfter(puertoRicoCompiled, { players: 3, seed: 'theming', moves: 12 }), 'human,bot:easy,bot:easy', { theme: 'dark', autoplay: 'false' }),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    await expect(getComputedStyle(part(el, 'base')!).backgroundColor).toBe('rgb(23, 25, 30)');
    await expect(getComputedStyle(el).color).toBe('rgb(236, 234, 228)');
  },
};

/**
 * The page's own look: tokens set on a wrapper reach the table inside it, in either theme.
 *
 * ```css
 * .my-site { --tt-felt: #1d4e89; --tt-felt-edge: #12345f; --tt-accent: #e85d75; --tt-accent-text: #2a0008; }
 * ```
 */
export const PageTokens: StoryObj = {
  render: () =>
    html`<div style="--tt-felt: #1d4e89; --tt-felt-edge: #12345f; --tt-accent: #e85d75; --tt-accent-text: #2a0008; --tt-font: Georgia, serif">
      <hisss-table players="2" seats="human,bot:easy" seed="theming" autoplay="false"></hisss-table>
    </div>`,
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'hisss-table');
    await expect(getComputedStyle(part(el, 'table')!).backgroundImage).toContain('rgb(29, 78, 137) 55%');
    await expect(getComputedStyle(el).fontFamily).toContain('Georgia');
  },
};
