import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/hisss-table/define.js';
import { hisssCompiled } from '../machines/hisss/index.js';
import '../src/ui/chart.js';
import { moveButtons, part, positionAfter, renderTable, tableArgs, tableArgTypes, tableAt, tableOf, type PlayersTableArgs } from './support/table-stories.js';

/**
 * A reproducible position: the save of a seeded 3-player game after `moves` moves chosen by easy
 * bots. Two moves make a turn (draw, then place), so after 6k moves seat 0 is to draw and after
 * 6k + 1 it is to place.
 */
const saveAfter = (moves: number) => positionAfter(hisssCompiled, { players: 3, seed: 'story', moves });

const meta: Meta<PlayersTableArgs> = {
  title: 'Games/HISSS',
  component: 'hisss-table',
  args: tableArgs({ players: 3, seats: 'human,bot:easy,bot:medium' }),
  argTypes: tableArgTypes({ players: { min: 2, max: 5 } }),
  render: renderTable('hisss-table'),
};
export default meta;
type Story = StoryObj<PlayersTableArgs>;

/** Three players: you against an easy and a medium bot. Pick any card from the fan. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'hisss-table');
    const draws = moveButtons(el);
    await expect(draws.length).toBe(49);
    await expect(el.match.view(0).G.fan.length).toBe(49);
    await expect(draws[0]!.getAttribute('aria-label')).toBe('Draw card 1 of 49');
    await expect(part(el, 'status')!.textContent).toContain('Your turn, Player 1');
  },
};

/** Everybody at one screen: the table shows whoever is to play. Change the number of players. */
export const Hotseat: Story = {
  args: { players: 3, seed: 'hotseat' },
  argTypes: { seats: { table: { disable: true } } },
  render: (args) =>
    html`<hisss-table
      players=${args.players}
      seats=${Array.from({ length: args.players }, () => 'human').join(',')}
      seed=${args.seed}
    ></hisss-table>`,
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'hisss-table');
    await expect(part(el, 'curtain')).toBeNull();
    moveButtons(el)[0]!.click();
    await el.updateComplete;
    moveButtons(el)[0]!.click();
    await el.updateComplete;
    await expect(el.match.active).toEqual([1]);
    await expect(part(el, 'status')!.textContent).toContain('Your turn, Player 2');
    await expect(moveButtons(el).length).toBe(48);
  },
};

/** Bots in every seat play the whole game on their own. */
export const AllBots: Story = {
  args: { seats: 'bot:easy,bot:medium,bot:easy', seed: 'all-bots', botDelay: 40 },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'hisss-table');
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 50000, interval: 200 });
    await el.updateComplete;
    const panel = part(el, 'game-over')!;
    await expect(panel).not.toBeNull();
    await expect(el.match.result!.scores.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  },
};

/** Mid-game, your turn to draw: the fan has thinned and several snakes are under way. */
export const DrawPhase: Story = {
  render: () => tableAt('hisss-table', saveAfter(30), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'hisss-table');
    await expect(el.match.phase).toBe('play.draw');
    await expect(moveButtons(el).length).toBe(el.match.view(0).G.fan.length);
    await expect(el.shadowRoot!.querySelectorAll('[part~="snake"]').length).toBe(el.match.view(0).G.snakes.length);
  },
};

/** Mid-game, your turn to place: the drawn card is shown big and the places it fits glow. */
export const PlacePhase: Story = {
  render: () => tableAt('hisss-table', saveAfter(31), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'hisss-table');
    await expect(el.match.phase).toBe('play.place');
    await expect(part(el, 'drawn')!.querySelector('[role="img"]')!.getAttribute('data-card')).toBe(el.match.view(0).G.drawn);
    const targets = moveButtons(el);
    await expect(targets.length).toBe(el.match.legalMoves(0).length);
    for (const t of targets) await expect(t.getAttribute('aria-label')).toMatch(/^(Lay|Join|Start)/);
    // Focus and the page go to the place the card most likely goes.
    await expect(el.shadowRoot!.querySelectorAll('[data-turn-focus]').length).toBe(1);
  },
};

/** The fan is empty: the game-over panel shows scores, winners and why they won. */
export const Finished: Story = {
  render: () => tableAt('hisss-table', saveAfter(200), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'hisss-table');
    await expect(el.match.isOver).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    const text = panel.shadowRoot!.textContent!;
    const winner = el.match.result!.winners[0]!;
    await expect(text).toContain(winner === 0 ? 'Player 1' : `Bot ${winner + 1}`);
    await expect(text).toMatch(/wins!|share the win!/);
    await expect(panel.shadowRoot!.querySelectorAll('tbody tr').length).toBe(3);
    // Beside the cards, each player's longest snake: the tie-break.
    await expect([...panel.shadowRoot!.querySelectorAll('thead th')].map((th) => th.textContent!.trim()).slice(0, 3)).toEqual(['Player', 'Longest snake', 'Cards']);
  },
};

/**
 * The table speaks the language of its `lang` attribute (or of the page): English, Spanish,
 * French or German, written for children. Change `lang` to see the same game in another one.
 */
export const Languages: StoryObj<PlayersTableArgs & { lang: string }> = {
  args: { lang: 'es', seed: 'languages' },
  argTypes: { lang: { control: 'inline-radio', options: ['en', 'es', 'fr', 'de'] }, seats: { table: { disable: true } } },
  render: (args) => html`<hisss-table lang=${args.lang} players=${args.players} seed=${args.seed} seats="human,bot:easy,bot:easy"></hisss-table>`,
  play: async ({ canvasElement, args }) => {
    const el = await tableOf(canvasElement, 'hisss-table');
    if (args.lang !== 'es') return;
    await expect(part(el, 'status')!.textContent).toContain('Elige cualquier carta del abanico.');
    await expect(moveButtons(el)[0]!.getAttribute('aria-label')).toBe('Sacar la carta 1 de 49');
    await expect(part(el, 'snakes')!.getAttribute('aria-label')).toBe('Serpientes del medio');
  },
};

/** The statechart of HISSS, drawn from the compiled rules. */
export const Statechart: Story = {
  parameters: { controls: { disable: true } },
  render: () => html`<tt-flow-chart .flow=${hisssCompiled.flow} mermaid></tt-flow-chart>`,
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('tt-flow-chart')!;
    await chart.updateComplete;
    const names = [...chart.shadowRoot!.querySelectorAll('.title code')].map((c) => c.textContent);
    await expect(names).toEqual(['hisss', 'play', 'draw', 'place', 'over']);
    await expect(chart.shadowRoot!.querySelectorAll('[part="rule"]').length).toBe(3);
  },
};
