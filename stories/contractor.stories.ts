import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/contractor-table/define.js';
import { contractorCompiled, type ContractorState } from '../machines/contractor/index.js';
import '../src/ui/chart.js';
import { moveButtons, part, parts, playBots, renderTable, tableArgs, tableArgTypes, tableAt, tableOf, type PlayersTableArgs } from './support/table-stories.js';

/** The save of a seeded game played by medium bots until seat 0 is to act in `phase` (or to the end). */
function saveAt(phase: string | null, { players = 3, seed = 'story' } = {}): string {
  for (let k = 0; k < 40; k++) {
    const s = k === 0 ? seed : `${seed}-${k}`;
    const match = playBots(contractorCompiled, { players, seed: s, level: 'medium', until: (m) => !!phase && m.phase === phase && m.active.includes(0) });
    if (!phase || !match.isOver) return match.save();
  }
  throw new Error(`No seeded game reached ${phase}.`);
}

const meta: Meta<PlayersTableArgs> = {
  title: 'Games/Contractor',
  component: 'contractor-table',
  args: tableArgs({ players: 3, seats: 'human,bot:medium,bot:medium' }),
  argTypes: tableArgTypes({ players: { min: 2, max: 6 } }),
  render: renderTable('contractor-table'),
};
export default meta;
type Story = StoryObj<PlayersTableArgs>;

/** Three players: you against two medium bots. Shake both dice for the first equipment card. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'contractor-table');
    await expect(parts(el, 'space').length).toBe(36);
    await expect(moveButtons(el).length).toBe(1);
    await expect(part(el, 'status')!.textContent).toContain('Your turn, Player 1');
  },
};

/** Two people at one screen: sealed bids stay behind the pass-the-device curtain. */
export const Hotseat: Story = {
  args: { players: 2, seats: 'human,human', seed: 'hotseat', view: 'hotseat' },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'contractor-table');
    await expect(part(el, 'curtain')!.textContent).toContain('Pass the device to Player 1');
    await expect(moveButtons(el).length).toBe(0);
  },
};

/** Sealed bids: write yours for the Dam; the others' show only as "sealed" until all are in. */
export const Bidding: Story = {
  render: () => tableAt('contractor-table', saveAt('bidding.first'), 'human,bot:medium,bot:medium', { view: '0', autoplay: 'false' }),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'contractor-table');
    await expect(el.match.phase).toBe('bidding.first');
    await expect(moveButtons(el).length).toBe(59);
    await expect(part(el, 'bid-sheet')).not.toBeNull();
  },
};

/** On the board: the banker's bid sheet and the job progress schedule in the middle; your turn's business. */
export const BoardTurn: Story = {
  render: () => tableAt('contractor-table', saveAt('play.act'), 'human,bot:medium,bot:medium', { view: '0', autoplay: 'false' }),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'contractor-table');
    await expect(el.match.phase).toBe('play.act');
    await expect((el.state.G as ContractorState).awards.length).toBe(6);
    await expect(part(el, 'schedule')).not.toBeNull();
  },
};

/** A Workday: complete the next phase of your jobs, paying the rentals, or choose not to work; a piece bought from the bank first is yours for the phase. */
export const Workday: Story = {
  render: () => tableAt('contractor-table', saveAt('play.work'), 'human,bot:medium,bot:medium', { view: '0', autoplay: 'false' }),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'contractor-table');
    await expect(el.match.phase).toBe('play.work');
    const labels = moveButtons(el).map((b) => b.getAttribute('aria-label') ?? '');
    await expect(labels.some((l) => l.startsWith('Work '))).toBe(true);
    const buys = el.match.legalMoves(0).filter((m) => m.type === 'buy');
    await expect(buys.length).toBeGreaterThan(0);
    await expect(labels.filter((l) => l.startsWith('Buy ') && l.includes(' from the bank for ')).length).toBe(buys.length);
  },
};

/** Bots in every seat play the whole game on their own, to the settlement. */
export const AllBots: Story = {
  args: { players: 2, seats: 'bot:medium,bot:medium', seed: 'all-bots', botDelay: 0 },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'contractor-table');
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 30000, interval: 200 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
  },
};

/** A finished game: the money after the settlement, part by part. */
export const Finished: Story = {
  render: () => tableAt('contractor-table', saveAt(null, { players: 2, seed: 'finished' }), 'human,bot:medium', { view: '0' }),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'contractor-table');
    await expect(el.match.isOver).toBe(true);
    await expect(part(el, 'game-over')).not.toBeNull();
  },
};

/** The statechart of the rules, drawn from the compiled flow: the draft, the two bidding rounds, buying, the board. */
export const Statechart: Story = {
  parameters: { controls: { disable: true } },
  render: () => html`<tt-flow-chart .flow=${contractorCompiled.flow} mermaid></tt-flow-chart>`,
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('tt-flow-chart')!;
    await chart.updateComplete;
    const names = [...chart.shadowRoot!.querySelectorAll('.title code')].map((c) => c.textContent);
    await expect(names).toEqual(expect.arrayContaining(['draft', 'bidding', 'first', 'second', 'buying', 'play', 'over']));
  },
};
