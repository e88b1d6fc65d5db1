import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import './snap-table.js';
import type { SnapTable } from './snap-table.js';

const meta: Meta = {
  title: 'Guide/Snap!',
  component: 'snap-table',
};
export default meta;

const tableIn = async (canvas: HTMLElement): Promise<SnapTable> => {
  const el = canvas.querySelector('snap-table')!;
  await el.updateComplete;
  return el;
};

/**
 * Two children at one tablet: each has a pad (and a key, A or L). The card turns up after a
 * moment; both slap at the same instant, so nobody scores.
 */
export const TwoAtOneTablet: StoryObj = {
  render: () => html`<snap-table players="2" seats="human,human" seed="guide"></snap-table>`,
  play: async ({ canvasElement }) => {
    const el = await tableIn(canvasElement);
    await waitFor(() => expect(el.match.phase).toBe('play.race'), { timeout: 3000 });
    await el.updateComplete;
    const pads = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.pad:not([disabled])')];
    await expect(pads).toHaveLength(2);
    for (const [finger, pad] of pads.entries()) {
      pad.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, pointerType: 'touch', pointerId: finger + 1, isPrimary: finger === 0 }));
    }
    await waitFor(() => expect(el.match.log.at(-1)?.move.type).toBe('tie'));
    await expect(el.match.state.G.points).toEqual([0, 0]);
  },
};

/** One child against an easy and a hard bot: the hard bot is quick. */
export const AgainstBots: StoryObj = {
  render: () => html`<snap-table players="3" seats="human,bot:easy,bot:hard" seed="bots"></snap-table>`,
  play: async ({ canvasElement }) => {
    const el = await tableIn(canvasElement);
    await waitFor(() => expect(el.match.log.some((e) => e.move.type === 'slap' && e.move.seat !== 0)).toBe(true), { timeout: 5000 });
  },
};

/** The gentle pace for young children: the card waits longer, and so do the bots. */
export const GentlePace: StoryObj = {
  render: () => html`<snap-table players="2" seats="human,bot:easy" pace="gentle" seed="gentle"></snap-table>`,
  play: async ({ canvasElement }) => {
    const el = await tableIn(canvasElement);
    await expect(el.shadowRoot!.querySelector('[part~="status"]')!.textContent!.trim()).toBe('Wait for the card…');
  },
};
