import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/construction-game-table/define.js';
import { constructionGameCompiled } from '../machines/construction-game/index.js';
import type { Match } from '../src/engine/match.js';
import '../src/ui/chart.js';
import { moveButtons, part, playBots, renderTable, tableArgs, tableArgTypes, tableAt, tableOf, type PlayersTableArgs } from './support/table-stories.js';

/**
 * A reproducible position: the save of the first seeded 3-player one-year game (easy bots choosing
 * every move) that reaches a position where `want` holds, stopped there.
 */
function saveWhen(want: (match: Match<unknown>) => boolean, { players = 3, seed = 'story' } = {}): string {
  for (let g = 0; g < 200; g++) {
    const match = playBots(constructionGameCompiled, { players, seed: `${seed}-${g}`, options: { years: 1 }, moves: 2000, until: (m) => want(m as Match<unknown>) });
    if (want(match as Match<unknown>)) return match.save();
  }
  throw new Error('No seeded game reached the wanted position.');
}
const seat0In = (phase: string) => (m: Match<unknown>) => m.phase === phase && m.active.includes(0);

/** A table showing a saved position, seat 0 a person. */
const at = (save: string) => tableAt('construction-game-table', save, 'human,bot:easy,bot:easy');

type Args = PlayersTableArgs & { years: string };

const meta: Meta<Args> = {
  title: 'Games/The Construction Game',
  component: 'construction-game-table',
  args: { ...tableArgs({ players: 3, seats: 'human,bot:medium,bot:medium' }), years: '' },
  argTypes: { ...tableArgTypes({ players: { min: 2, max: 6 } }), years: { control: 'select', options: ['', '1', '2', '3', '5', '10'], description: 'Pre-set time in years (empty: play to $1,500,000).' } },
  render: renderTable<Args>('construction-game-table', (args) => ({ years: args.years || undefined })),
};
export default meta;
type Story = StoryObj<Args>;

/** Three contractors on YEAR END with $100,000, two backhoes and a dozer each: buy, then roll. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'construction-game-table');
    await expect(el.shadowRoot!.querySelectorAll('[part~="square"]').length).toBe(49);
    await expect(el.match.view(0).G.contractors.every((c) => c.cash === 100_000)).toBe(true);
    await expect(moveButtons(el).length).toBe(el.match.legalMoves(el.match.active[0]).length);
  },
};

/** The pre-set time: one year, played by bots in every seat to the audit. */
export const AllBotsOneYear: Story = {
  args: { players: 2, seats: 'bot:easy,bot:medium', seed: 'all-bots', botDelay: 0, years: '1' },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'construction-game-table');
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 15000, interval: 100 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
  },
};

/** A job square: take the job (roll for its income on the rate chart) or refuse it. */
export const Job: Story = {
  render: () => at(saveWhen((m) => seat0In('play.job')(m) && m.legalMoves(0).some((x) => x.type === 'work'))),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'construction-game-table');
    await expect(el.match.phase).toBe('play.job');
    const labels = moveButtons(el).map((b) => b.getAttribute('aria-label')!);
    await expect(labels).toContain('Refuse the job');
  },
};

/** A competitive bid: raise by $1,000 or more, or pass. */
export const CompetitiveBid: Story = {
  render: () => at(saveWhen(seat0In('play.bid'), { seed: 'bid' })),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'construction-game-table');
    await expect(el.match.phase).toBe('play.bid');
    await expect(moveButtons(el).some((b) => b.getAttribute('aria-label') === 'Pass')).toBe(true);
  },
};

/** Another contractor makes you an offer: accept or decline. */
export const Offer: Story = {
  render: () => at(saveWhen(seat0In('play.offer'), { seed: 'offer' })),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'construction-game-table');
    await expect(el.match.phase).toBe('play.offer');
    await expect(moveButtons(el).map((b) => b.getAttribute('aria-label'))).toContain('Decline');
  },
};

/** Short of cash: the bank lends nothing for bills, so a piece goes to Big Sky Auction. */
export const BigSkyAuction: Story = {
  render: () => at(saveWhen(seat0In('play.auction.choose'), { seed: 'auction' })),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'construction-game-table');
    await expect(el.match.phase).toBe('play.auction.choose');
    await expect(moveButtons(el).every((b) => b.getAttribute('aria-label')!.startsWith('Put '))).toBe(true);
  },
};

/** The audit: net worth of every contractor, the winner and why. */
export const Finished: Story = {
  render: () => at(saveWhen((m) => m.isOver)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'construction-game-table');
    await expect(el.match.isOver).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    await expect(panel.shadowRoot!.querySelectorAll('tbody tr').length).toBe(3);
  },
};

/** The table speaks the language of its `lang` attribute: English, Spanish, French or German; money as each writes it. */
export const Languages: StoryObj<Args & { lang: string }> = {
  args: { lang: 'de', seed: 'languages' },
  argTypes: { lang: { control: 'inline-radio', options: ['en', 'es', 'fr', 'de'] }, seats: { table: { disable: true } } },
  render: (args) => html`<construction-game-table lang=${args.lang} players=${args.players} seed=${args.seed} seats="human,bot:easy,bot:easy"></construction-game-table>`,
  play: async ({ canvasElement, args }) => {
    const el = await tableOf(canvasElement, 'construction-game-table');
    if (args.lang !== 'de') return;
    await expect(part(el, 'board')!.getAttribute('aria-label')).toBe('Der Jahresplan');
    await expect(part(el, 'yard')!.textContent).toContain('100.000');
  },
};

/** The statechart of The Construction Game, drawn from the compiled rules. */
export const Statechart: Story = {
  parameters: { controls: { disable: true } },
  render: () => html`<tt-flow-chart .flow=${constructionGameCompiled.flow} mermaid></tt-flow-chart>`,
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('tt-flow-chart')!;
    await chart.updateComplete;
    const names = [...chart.shadowRoot!.querySelectorAll('.title code')].map((c) => c.textContent);
    await expect(names).toEqual(['construction-game', 'play', 'start', 'job', 'bid', 'offer', 'auction', 'choose', 'bidding', 'over']);
  },
};
