import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/killer-bunnies-table/define.js';
import { killerBunniesCompiled } from '../machines/killer-bunnies/index.js';
import '../src/ui/chart.js';
import { moveButtons, part, positionAfter, renderTable, tableArgs, tableArgTypes, tableAt, tableOf, type PlayersTableArgs } from './support/table-stories.js';

/** A seeded 3-player game replayed by easy bots until seat 0 (you) is to act in `phase`. */
const saveAt = (phase: string, after = 20, seed = 'story') =>
  positionAfter(killerBunniesCompiled, { players: 3, seed, moves: 3000, until: (m, played) => played >= after && m.active.includes(0) && m.phase === phase });

const meta: Meta<PlayersTableArgs> = {
  title: 'Games/Killer Bunnies',
  component: 'killer-bunnies-table',
  args: tableArgs({ players: 3, seats: 'human,bot:easy,bot:medium' }),
  argTypes: tableArgTypes({ players: { min: 2, max: 8 } }),
  render: renderTable('killer-bunnies-table'),
};
export default meta;
type Story = StoryObj<PlayersTableArgs>;

/** A new game: choose your top run card (a bunny is best), then your bottom one. */
export const NewGame: Story = {
  args: { seed: 'new-game' },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'killer-bunnies-table');
    await expect(['setup.lay', 'setup.exchange']).toContain(el.match.phase);
    await expect(part(el, 'hand')!.querySelectorAll('.card').length).toBeGreaterThanOrEqual(5);
  },
};

/** Everybody at one screen: the curtain hides each player's hand from the others. */
export const Hotseat: Story = {
  args: { players: 3, seed: 'hotseat' },
  argTypes: { seats: { table: { disable: true } } },
  render: (args) => html`<killer-bunnies-table players=${args.players} seats=${Array.from({ length: args.players }, () => 'human').join(',')} seed=${args.seed}></killer-bunnies-table>`,
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'killer-bunnies-table');
    await expect(el.match.active.length).toBeGreaterThan(0);
  },
};

/** Bots in every seat play the whole game on their own, down to the Magic Carrot. */
export const AllBots: Story = {
  args: { players: 2, seats: 'bot:easy,bot:medium', seed: 'all-bots', botDelay: 0 },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'killer-bunnies-table');
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 120000, interval: 250 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
  },
};

/** Mid-game, the start of your turn: flip your top run card (or buy, or play a Special first). */
export const FlipPhase: Story = {
  render: () => tableAt('killer-bunnies-table', saveAt('play.begin'), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'killer-bunnies-table');
    await expect(el.match.phase).toBe('play.begin');
    await expect(moveButtons(el).some((b) => b.getAttribute('aria-label') === 'Flip the top run card')).toBe(true);
  },
};

/** Mid-game, after the DRAW: choose the card for your new bottom run card. */
export const ReplacePhase: Story = {
  render: () => tableAt('killer-bunnies-table', saveAt('play.replace'), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'killer-bunnies-table');
    await expect(el.match.phase).toBe('play.replace');
    await expect(moveButtons(el).filter((b) => b.getAttribute('aria-label')!.startsWith('Lay as bottom run card: ')).length).toBe(el.match.view(0).G.players[0]!.hand.length);
  },
};

/** A card asks you to choose: a bunny of the circle, a carrot, a player or a number. */
export const ChoosePhase: Story = {
  render: () => tableAt('killer-bunnies-table', saveAt('play.choose', 10), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'killer-bunnies-table');
    await expect(el.match.phase).toBe('play.choose');
    await expect(moveButtons(el).length).toBe(el.match.legalMoves(0).length);
  },
};

/** The dice: you roll (a weapon is coming at your bunny, or a card of yours rolls). */
export const RollPhase: Story = {
  render: () => tableAt('killer-bunnies-table', saveAt('play.roll', 10), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'killer-bunnies-table');
    await expect(el.match.phase).toBe('play.roll');
    await expect(moveButtons(el).some((b) => b.getAttribute('aria-label')!.startsWith('Roll '))).toBe(true);
  },
};

/** The last carrot is gone: turn the small carrots over one by one, down to the Magic Carrot. */
export const CarrotReveal: Story = {
  render: () => tableAt('killer-bunnies-table', positionAfter(killerBunniesCompiled, { players: 3, seed: 'reveal', moves: 3000, until: (m) => m.phase === 'end' && m.view(0).G.revealed >= 2 }), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'killer-bunnies-table');
    await expect(el.match.phase).toBe('end');
    await expect(part(el, 'carrots')).not.toBeNull();
  },
};

/** The game is over: the Magic Carrot decides, and the panel shows each player's carrots. */
export const Finished: Story = {
  render: () => tableAt('killer-bunnies-table', positionAfter(killerBunniesCompiled, { players: 3, seed: 'finished', moves: 5000 }), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'killer-bunnies-table');
    await expect(el.match.isOver).toBe(true);
    await expect(part(el, 'game-over')).not.toBeNull();
  },
};

/** With the Yellow Booster: 152 cards in the draw pile, 12 carrots. */
export const YellowBooster: Story = {
  args: { seed: 'yellow' },
  render: (args) => html`<killer-bunnies-table players=${args.players} seed=${args.seed} seats="human,bot:easy,bot:easy" booster="yellow"></killer-bunnies-table>`,
};

/** The table speaks the language of its `lang` attribute: English, Spanish, French or German. */
export const Languages: StoryObj<PlayersTableArgs & { lang: string }> = {
  args: { lang: 'es', seed: 'languages' },
  argTypes: { lang: { control: 'inline-radio', options: ['en', 'es', 'fr', 'de'] }, seats: { table: { disable: true } } },
  render: (args) => html`<killer-bunnies-table lang=${args.lang} players=${args.players} seed=${args.seed} seats="human,bot:easy,bot:easy"></killer-bunnies-table>`,
  play: async ({ canvasElement, args }) => {
    const el = await tableOf(canvasElement, 'killer-bunnies-table');
    if (args.lang !== 'es') return;
    await expect(part(el, 'circle')!.getAttribute('aria-label')).toBe('El Círculo de Conejos');
  },
};

/** The statechart of Killer Bunnies, drawn from the compiled rules. */
export const Statechart: Story = {
  parameters: { controls: { disable: true } },
  render: () => html`<tt-flow-chart .flow=${killerBunniesCompiled.flow} mermaid></tt-flow-chart>`,
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('tt-flow-chart')!;
    await chart.updateComplete;
    const names = [...chart.shadowRoot!.querySelectorAll('.title code')].map((c) => c.textContent);
    await expect(names).toEqual(expect.arrayContaining(['setup', 'play', 'begin', 'choose', 'roll', 'respond', 'replace', 'end', 'over']));
  },
};
