import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/sow-table/define.js';
import { sowCompiled, type SowState } from '../machines/sow/index.js';
import '../src/ui/chart.js';
import type { PlayerPanel } from '../src/ui/player-panel.js';
import { moveButtons, part, parts, playBots, renderTable, tableArgs, tableArgTypes, tableAt, tableOf, type PlayersTableArgs } from './support/table-stories.js';

/**
 * A reproducible position: the save of a seeded game played by easy bots until seat 0 is to act
 * in `phase` (the first seed of `seed`, `seed-1` … whose game gets there), or to the end.
 */
function saveAt(phase: string | null, { players = 3, seed = 'story' } = {}): string {
  for (let k = 0; k < 40; k++) {
    const s = k === 0 ? seed : `${seed}-${k}`;
    const match = playBots(sowCompiled, { players, seed: s, until: (m) => !!phase && m.phase === phase && m.active[0] === 0 && m.log.length > 20 });
    if (!phase || !match.isOver) return match.save();
  }
  throw new Error(`No seeded game reached ${phase}.`);
}

const meta: Meta<PlayersTableArgs> = {
  title: 'Games/SOW',
  component: 'sow-table',
  args: tableArgs({ players: 3, seats: 'human,bot:easy,bot:medium' }),
  argTypes: tableArgTypes({ players: { min: 2, max: 4 } }),
  render: renderTable('sow-table'),
};
export default meta;
type Story = StoryObj<PlayersTableArgs>;

/** Three players: you against an easy and a medium bot. Take a row of 2 or more cards. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'sow-table');
    await expect(moveButtons(el).length).toBe(12);
    await expect(parts(el, 'row').length).toBe(12);
    await expect(part(el, 'status')!.textContent).toContain('Your turn, Player 1');
    // Your own wheelbarrow shows your favourite colour; the others keep theirs secret.
    const labels = parts(el, 'wheelbarrow').map((w) => w.getAttribute('aria-label')!);
    await expect(labels.filter((l) => l.endsWith('favourite colour secret')).length).toBe(3);
  },
};

/**
 * Everybody at one screen, two people and no bots: the table opens under the pass-the-device
 * curtain, and nothing above it gives away a favourite colour. Lift it to see Player 1's table.
 */
export const Hotseat: Story = {
  args: { players: 2, seats: 'human,human', seed: 'hotseat', view: 'hotseat' },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'sow-table');
    await expect(part(el, 'curtain')!.textContent).toContain('Pass the device to Player 1');
    await expect(part(el, 'status')!.textContent).toBe('Pass the device to Player 1.');
    await expect(moveButtons(el).length).toBe(0);
    const panels = parts(el, 'player') as PlayerPanel[];
    await expect(panels.map((p) => p.summary)).toEqual(['0 flowers', '0 flowers']);
  },
};

/** Bots in every seat play the whole game on their own. */
export const AllBots: Story = {
  args: { players: 2, seats: 'bot:easy,bot:easy', seed: 'all-bots', botDelay: 0 },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'sow-table');
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 30000, interval: 200 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
    await expect((el.state.G as SowState).rows.every((r) => r.length <= 1)).toBe(true);
  },
};

/** Mid-game, your turn to take a row: flowers are blooming and bouquets growing. */
export const TakePhase: Story = {
  render: () => tableAt('sow-table', saveAt('play.take'), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'sow-table');
    await expect(el.match.phase).toBe('play.take');
    const rows = (el.match.view(0).G as SowState).rows.filter((r) => r.length >= 2).length;
    await expect(parts(el, 'take').length).toBe(rows);
  },
};

/** Mid-game, sowing: the next row is marked and every distinct card in hand is a button. */
export const SowPhase: Story = {
  render: () => tableAt('sow-table', saveAt('play.sow'), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'sow-table');
    await expect(el.match.phase).toBe('play.sow');
    await expect(parts(el, 'sow').length).toBe(el.match.legalMoves(0).length);
    await expect(el.shadowRoot!.querySelectorAll('.row.next').length).toBe(1);
  },
};

/** The last card was a Flower under a wheelbarrow: choose one of its two colours for the bouquet. */
export const BouquetPhase: Story = {
  render: () => tableAt('sow-table', saveAt('play.bouquet'), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'sow-table');
    await expect(el.match.phase).toBe('play.bouquet');
    const picks = parts(el, 'pick');
    await expect(picks.length).toBe(2);
    for (const p of picks) await expect(p.getAttribute('aria-label')).toMatch(/^Choose \w+: /);
  },
};

/** The garden cards met: turn the Windmill, send the Gopher into a row (or use the Watering Can), or let it go. */
export const GardenPhase: Story = {
  render: () => tableAt('sow-table', saveAt('play.garden'), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'sow-table');
    await expect(el.match.phase).toBe('play.garden');
    await expect(parts(el, 'garden-action').length).toBe(el.match.legalMoves(0).length);
  },
};

/** Every row holds 0 or 1 card: the favourite colours are revealed and the bouquets scored, flowers worth 3, 2 and 1 point apart. */
export const Finished: Story = {
  render: () => tableAt('sow-table', saveAt(null), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'sow-table');
    await expect(el.match.isOver).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    const text = panel.shadowRoot!.textContent!;
    await expect(text).toMatch(/wins!|share the win!/);
    await expect(panel.shadowRoot!.querySelectorAll('tbody tr').length).toBe(3);
    // The breakdown: flowers worth 3 (favourite centre), 2 (favourite petals) and 1 point.
    const heads = [...panel.shadowRoot!.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
    await expect(heads.slice(1, 4)).toEqual(['Centre ×3', 'Petals ×2', 'Others ×1']);
    for (const w of parts(el, 'wheelbarrow')) await expect(w.getAttribute('aria-label')).not.toMatch(/secret$/);
  },
};

/**
 * The table speaks the language of its `lang` attribute (or of the page): English, Spanish,
 * French or German. Change `lang` to see the same game in another one.
 */
export const Languages: StoryObj<PlayersTableArgs & { lang: string }> = {
  args: { lang: 'es', seed: 'languages' },
  argTypes: { lang: { control: 'inline-radio', options: ['en', 'es', 'fr', 'de'] }, seats: { table: { disable: true } } },
  render: (args) => html`<sow-table lang=${args.lang} players=${args.players} seed=${args.seed} seats="human,bot:easy,bot:easy"></sow-table>`,
  play: async ({ canvasElement, args }) => {
    const el = await tableOf(canvasElement, 'sow-table');
    if (args.lang !== 'es') return;
    await expect(part(el, 'garden')!.getAttribute('aria-label')).toBe('El jardín: 12 filas, se siembra en sentido horario');
    await expect(part(el, 'bouquets')!.getAttribute('aria-label')).toBe('Ramos');
    await expect(part(el, 'status')!.textContent).toContain('Toma una fila de 2 o más cartas');
  },
};

/** The statechart of SOW, drawn from the compiled rules. */
export const Statechart: Story = {
  parameters: { controls: { disable: true } },
  render: () => html`<tt-flow-chart .flow=${sowCompiled.flow} mermaid></tt-flow-chart>`,
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('tt-flow-chart')!;
    await chart.updateComplete;
    const names = [...chart.shadowRoot!.querySelectorAll('.title code')].map((c) => c.textContent);
    await expect(names).toEqual(['sow', 'play', 'take', 'sow', 'bouquet', 'garden', 'over']);
    await expect(chart.shadowRoot!.querySelectorAll('[part="rule"]').length).toBe(8);
  },
};
