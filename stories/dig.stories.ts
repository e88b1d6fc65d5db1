import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/dig-table/define.js';
import type { DigTable } from '../components/dig-table/dig-table.js';
import { digCompiled, type DigState } from '../machines/dig/index.js';
import '../src/ui/chart.js';
import { moveButtons, part, parts, positionAfter, renderTable, tableArgs, tableArgTypes, tableAt, tableOf, type TableArgs } from './support/table-stories.js';

/**
 * A reproducible position: the save of a seeded 3-player game after at least `moves` moves chosen
 * by medium bots, stopped in `phase` on seat 0's turn (where the person sits).
 */
const saveAt = (phase: string, moves: number, seed = 'story') =>
  positionAfter(digCompiled, {
    players: 3,
    seed,
    level: 'medium',
    moves: 2000,
    botSeed: (i) => `${seed}-${i}`,
    until: (m) => m.log.length >= moves && m.phase === phase && (phase === 'over' || m.active[0] === 0),
  });

const G = (el: DigTable) => el.match.state.G as DigState;

const meta: Meta<TableArgs> = {
  title: 'Games/DIG',
  component: 'dig-table',
  args: tableArgs({ seats: 'human,bot:medium,bot:medium' }),
  argTypes: tableArgTypes({ seats: '2 to 4 seats: human, bot:easy, bot:medium, bot:hard.', seed: 'Seed that shuffles the yard.' }),
  render: renderTable('dig-table'),
};
export default meta;
type Story = StoryObj<TableArgs>;

/** You play the brown dog against two medium bots. Run along the yard to your first bone. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'dig-table');
    await expect(parts(el, 'spot').length).toBe(26);
    await expect(parts(el, 'target').length).toBe(4);
    await expect(part(el, 'status')!.textContent).toContain('Your turn, Player 1');
    await expect(el.match.result).toBeNull();
  },
};

/** Two people at one screen: the bones in hand are secret, so a curtain hides the table between turns. */
export const Hotseat: Story = {
  args: { seats: 'human,human', seed: 'hotseat' },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'dig-table');
    await expect(part(el, 'curtain')).not.toBeNull();
  },
};

/** Three medium bots dig up the whole yard on their own. */
export const AllBots: Story = {
  args: { seats: 'bot:medium,bot:medium,bot:medium', seed: 'all-bots', botDelay: 5 },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'dig-table');
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 12000, interval: 100 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
    await expect(G(el).yard.length).toBe(5);
  },
};

/** Mid-game, your turn: bones in your paw, bowls moving toward the doghouse. */
export const ActionsPhase: Story = {
  render: () => tableAt('dig-table', saveAt('play.act', 60), 'human,bot:medium,bot:medium'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'dig-table');
    await expect(el.match.phase).toBe('play.act');
    await expect(G(el).yard.length).toBeLessThan(25);
    await expect(moveButtons(el).length).toBe(el.match.legalMoves(0).length);
    await expect(part(el, 'end')).not.toBeNull();
  },
};

/** You just dug a bone: keep it, or put any bone from your paw back face down. */
export const PutBackPhase: Story = {
  render: () => tableAt('dig-table', saveAt('play.replace', 40), 'human,bot:medium,bot:medium'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'dig-table');
    await expect(el.match.phase).toBe('play.replace');
    const backs = parts(el, 'put-back');
    await expect(backs.length).toBe(G(el).hands[0]!.length);
    for (const b of backs) await expect(b.getAttribute('aria-label')).toMatch(/^Put back face down at card \d+: .+$/);
    await expect(part(el, 'status')!.textContent).toMatch(/put/i);
    // Keep's label starts with its words ("Keep it"), as a screen reader user hears it.
    const keep = part(el, 'keep');
    if (keep) await expect(keep.getAttribute('aria-label')).toMatch(/^Keep it: /);
  },
};

/** Only the five bowls are left: the bones are scored at the bowls' final values. */
export const Finished: Story = {
  render: () => tableAt('dig-table', saveAt('over', 0), 'human,bot:medium,bot:medium'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'dig-table');
    await expect(el.match.isOver).toBe(true);
    await expect(G(el).yard.every((c) => c!.startsWith('bowl-'))).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    await expect(panel.shadowRoot!.querySelectorAll('tbody tr').length).toBe(3);
    await expect(el.match.result!.scores.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  },
};

/**
 * The table speaks the language of its `lang` attribute (or of the page): English, Spanish,
 * French or German. Change `lang` to see the same game in another one.
 */
export const Languages: StoryObj<TableArgs & { lang: string }> = {
  args: { lang: 'es', seed: 'languages' },
  argTypes: { lang: { control: 'inline-radio', options: ['en', 'es', 'fr', 'de'] }, seats: { table: { disable: true } } },
  render: (args) => html`<dig-table lang=${args.lang} seed=${args.seed} seats="human,bot:easy,bot:easy"></dig-table>`,
  play: async ({ canvasElement, args }) => {
    const el = await tableOf(canvasElement, 'dig-table');
    if (args.lang !== 'es') return;
    await expect(part(el, 'yard')!.getAttribute('aria-label')).toBe('El patio: 25 cartas desde la caseta');
    await expect(part(el, 'actions')!.getAttribute('aria-label')).toBe('Tu perro');
    await expect(part(el, 'hand')!.getAttribute('aria-label')).toBe('Tu pata: 0 huesos');
  },
};

/** The statechart of DIG, drawn from the compiled rules. */
export const Statechart: Story = {
  parameters: { controls: { disable: true } },
  render: () => html`<tt-flow-chart .flow=${digCompiled.flow} mermaid></tt-flow-chart>`,
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('tt-flow-chart')!;
    await chart.updateComplete;
    const names = [...chart.shadowRoot!.querySelectorAll('.title code')].map((c) => c.textContent);
    await expect(names).toEqual(['dig', 'play', 'act', 'replace', 'over']);
    await expect(chart.shadowRoot!.querySelectorAll('[part="rule"]').length).toBe(3);
  },
};
