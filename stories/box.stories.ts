import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/box-table/define.js';
import { boxCompiled } from '../machines/box/index.js';
import '../src/ui/chart.js';
import type { PlayerPanel } from '../src/ui/player-panel.js';
import { moveButtons, part, parts, positionAfter, renderTable, tableArgs, tableArgTypes, tableAt, tableOf, type PlayersTableArgs } from './support/table-stories.js';

/**
 * A reproducible position: the save of a seeded game after `turns` cards played by easy bots
 * (their turns of a card in hand included).
 */
const saveAfter = (turns: number, { players = 2, seed = 'story' } = {}) =>
  positionAfter(boxCompiled, { players, seed, until: (m) => m.log.filter((e) => e.move.type === 'place').length >= turns });

/** A table showing a saved position from seat 0's side, bots waiting. */
const boxAt = (save: string, seats: string) => tableAt('box-table', save, seats, { view: '0', autoplay: 'false' });

const meta: Meta<PlayersTableArgs> = {
  title: 'Games/BOX',
  component: 'box-table',
  args: tableArgs({ players: 2, seats: 'human,bot:medium', view: '0' }),
  argTypes: tableArgTypes({ players: { options: [2, 3, 4, 6], description: 'Number of players: 2 or 3 alone, 4 or 6 in two teams.' } }),
  render: renderTable('box-table'),
};
export default meta;
type Story = StoryObj<PlayersTableArgs>;

/** You against a medium bot: your Secret Color, your card, and the Starting Card in the middle. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'box-table');
    await expect(parts(el, 'spot').length).toBe(21);
    await expect(part(el, 'rotate')).not.toBeNull();
    await expect(part(el, 'secret')!.textContent).toMatch(/red|orange|yellow|green|blue|purple/);
    await expect(part(el, 'status')!.textContent).toContain('Your turn, Player 1');
  },
};

/**
 * Two people at one screen, no bots: the table opens under the pass-the-device curtain, and the
 * player panels above it name no Secret Color. Lift it to see Player 1's table and colour.
 */
export const Hotseat: Story = {
  args: { players: 2, seats: 'human,human', seed: 'curtain-1', view: 'hotseat' },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'box-table');
    await expect(part(el, 'curtain')!.textContent).toContain('Pass the device to Player 1');
    await expect(part(el, 'secret')).toBeNull();
    await expect(moveButtons(el).length).toBe(0);
    const panels = parts(el, 'player') as PlayerPanel[];
    await expect(panels.map((p) => p.summary)).toEqual(['12 cards left', '12 cards left']);
  },
};

/** Two teams of two at one screen: teammates share a colour, and a curtain hides it between turns. */
export const Teams: Story = {
  args: { players: 4, seed: 'teams' },
  argTypes: { seats: { table: { disable: true } } },
  render: (args) => html`<box-table players=${args.players} seats="human,human,human,human" seed=${args.seed}></box-table>`,
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'box-table');
    await expect(part(el, 'curtain')).not.toBeNull();
    await expect(el.match.state.G.teams).toEqual([[0, 2], [1, 3]]);
  },
};

/** Bots in every seat play the whole game; at the end the colours are revealed and the squares drawn. */
export const AllBots: Story = {
  args: { players: 3, seats: 'bot:easy,bot:easy,bot:easy', seed: 'all-bots', botDelay: 20, view: 'spectator' },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'box-table');
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 12000, interval: 100 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
    await expect(parts(el, 'mat').every((m) => m.querySelector('.secret-card.face') !== null)).toBe(true);
  },
};

/** Mid-game, your turn: the display has grown; hover a ⊕ spot to see your card there. */
export const MidGame: Story = {
  render: () => boxAt(saveAfter(12), 'human,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'box-table');
    await expect(el.match.phase).toBe('play');
    await expect(el.match.state.G.display.length).toBe(13);
    const legal = el.match.legalMoves(0);
    await expect(moveButtons(el).length).toBe(legal.length);
    for (const spot of parts(el, 'spot')) await expect(spot.getAttribute('aria-label')).toMatch(/^Place the card at column -?\d+, row -?\d+, (covering [1-4] dots?|next to the display)$/);
    // The spots are one keyboard group: a single Tab stop among them.
    await expect(parts(el, 'spot').filter((s) => s.getAttribute('tabindex') === '0').length).toBe(1);
  },
};

/** Late in a team game of six: two cards left for each team to play. */
export const LateTeamGame: Story = {
  render: () => boxAt(saveAfter(20, { players: 6, seed: 'six' }), 'human,bot:easy,bot:easy,bot:easy,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'box-table');
    await expect(el.match.state.G.display.length).toBe(21);
    await expect(part(el, 'secret')!.textContent).toContain('shared with');
  },
};

/** All 24 cards played: the colours are revealed, the scoring squares outlined, the winner named. */
export const Finished: Story = {
  render: () => boxAt(saveAfter(24, { seed: 'finished-7' }), 'human,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'box-table');
    await expect(el.match.isOver).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    const text = panel.shadowRoot!.textContent!;
    await expect(text).toMatch(/wins!/);
    await expect(panel.shadowRoot!.querySelectorAll('tbody tr').length).toBe(2);
    await expect(parts(el, 'mat').every((m) => m.querySelector('.secret-card.face') !== null)).toBe(true);
  },
};

/**
 * The table speaks the language of its `lang` attribute (or of the page): English, Spanish,
 * French or German. Change `lang` to see the same game in another one.
 */
export const Languages: StoryObj<PlayersTableArgs & { lang: string }> = {
  args: { lang: 'es', seed: 'languages', players: 2 },
  argTypes: { lang: { control: 'inline-radio', options: ['en', 'es', 'fr', 'de'] }, seats: { table: { disable: true } } },
  render: (args) => html`<box-table lang=${args.lang} players=${args.players} seed=${args.seed} seats=${['human', ...Array(Math.max(0, args.players - 1)).fill('bot:easy')].join(',')}></box-table>`,
  play: async ({ canvasElement, args }) => {
    const el = await tableOf(canvasElement, 'box-table');
    if (args.lang !== 'es' || args.players !== 2) return;
    await expect(part(el, 'display')!.getAttribute('aria-label')).toBe('La cuadrícula: 0 cartas Box jugadas, 4 puntos visibles');
    await expect(part(el, 'rotate')!.getAttribute('aria-label')).toBe('Girar tu carta un cuarto de vuelta en el sentido de las agujas del reloj');
    await expect(part(el, 'secret')!.getAttribute('aria-label')).toBe('Tu color secreto');
  },
};

/** The statechart of BOX, drawn from the compiled rules. */
export const Statechart: Story = {
  parameters: { controls: { disable: true } },
  render: () => html`<tt-flow-chart .flow=${boxCompiled.flow} mermaid></tt-flow-chart>`,
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('tt-flow-chart')!;
    await chart.updateComplete;
    const names = [...chart.shadowRoot!.querySelectorAll('.title code')].map((c) => c.textContent);
    await expect(names).toEqual(['box', 'play', 'over']);
    await expect(chart.shadowRoot!.querySelectorAll('[part="rule"]').length).toBe(1);
  },
};
