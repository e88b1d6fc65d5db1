import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import './last-stone-table.js';

const meta: Meta = {
  title: 'Guide/Last Stone',
  component: 'last-stone-table',
  render: () => html`<last-stone-table players="2" seats="human,bot:medium" seed="guide"></last-stone-table>`,
};
export default meta;

/** The guide's game against a medium bot: take 1, 2 or 3 stones; the last stone wins. */
export const Play: StoryObj = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('last-stone-table')!;
    await el.updateComplete;
    const takes = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-move-key]')];
    await expect(takes.map((b) => b.textContent?.trim())).toEqual(['Take 1', 'Take 2', 'Take 3']);
    takes[2]!.click();
    await el.updateComplete;
    await expect(el.match.state.G.stones).toBe(12);
  },
};
