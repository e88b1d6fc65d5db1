import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/hisss-table/define.js';
import type { HisssTable } from '../components/hisss-table/hisss-table.js';
import { hisssCompiled } from '../machines/hisss/index.js';
import { botMove } from '../src/bots/levels.js';
import { Match } from '../src/engine/match.js';
import '../src/ui/chart.js';

interface HisssArgs {
  players: number;
  seats: string;
  seed: string;
  view: string;
  autoplay: boolean;
  botDelay: number;
}

/**
 * A reproducible position: the save of a seeded 3-player game after `moves` moves chosen by easy
 * bots. Two moves make a turn (draw, then place), so after 6k moves seat 0 is to draw and after
 * 6k + 1 it is to place.
 */
function saveAfter(moves: number, { players = 3, seed = 'story' } = {}): string {
  const match = new Match(hisssCompiled, { players, seed });
  for (let i = 0; i < moves && !match.isOver; i++) {
    const seat = match.active[0]!;
    match.play(botMove(hisssCompiled, match.view(seat), seat, 'easy', seed)!);
  }
  return match.save();
}

/** A table showing a saved position. */
function tableAt(save: string, seats: string): HisssTable {
  const el = document.createElement('hisss-table');
  el.setAttribute('seats', seats);
  el.setAttribute('bot-delay', '600');
  el.load(save);
  return el;
}

const tableOf = async (canvasElement: HTMLElement): Promise<HisssTable> => {
  const el = canvasElement.querySelector('hisss-table')!;
  await el.updateComplete;
  return el;
};
const moveButtons = (el: HisssTable) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-move-key]')];
const part = (el: HisssTable, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

const meta: Meta<HisssArgs> = {
  title: 'Games/HISSS',
  component: 'hisss-table',
  args: { players: 3, seats: 'human,bot:easy,bot:medium', seed: 'new-game', view: 'hotseat', autoplay: true, botDelay: 700 },
  argTypes: {
    players: { control: { type: 'range', min: 2, max: 5, step: 1 }, description: 'Number of players (2–5).' },
    seats: { control: 'text', description: 'Who plays each seat: human, bot:easy, bot:medium, bot:hard.' },
    seed: { control: 'text', description: 'Seed that deals the game.' },
    view: { control: 'text', description: 'hotseat, spectator or a seat number.' },
    autoplay: { control: 'boolean', description: 'Bots move on their own.' },
    botDelay: { control: { type: 'number', min: 0, max: 5000, step: 100 }, name: 'bot-delay', description: 'Milliseconds before a bot moves.' },
  },
  render: (args) =>
    html`<hisss-table
      players=${args.players}
      seats=${args.seats}
      seed=${args.seed}
      view=${args.view}
      autoplay=${args.autoplay ? 'true' : 'false'}
      bot-delay=${args.botDelay}
    ></hisss-table>`,
};
export default meta;
type Story = StoryObj<HisssArgs>;

/** Three players: you against an easy and a medium bot. Pick any card from the fan. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
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
    const el = await tableOf(canvasElement);
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
    const el = await tableOf(canvasElement);
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 50000, interval: 200 });
    await el.updateComplete;
    const panel = part(el, 'game-over')!;
    await expect(panel).not.toBeNull();
    await expect(el.match.result!.scores.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  },
};

/** Mid-game, your turn to draw: the fan has thinned and several snakes are under way. */
export const DrawPhase: Story = {
  render: () => tableAt(saveAfter(30), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.phase).toBe('play.draw');
    await expect(moveButtons(el).length).toBe(el.match.view(0).G.fan.length);
    await expect(el.shadowRoot!.querySelectorAll('[part~="snake"]').length).toBe(el.match.view(0).G.snakes.length);
  },
};

/** Mid-game, your turn to place: the drawn card is shown big and the places it fits glow. */
export const PlacePhase: Story = {
  render: () => tableAt(saveAfter(31), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.phase).toBe('play.place');
    await expect(part(el, 'drawn')!.querySelector('[role="img"]')!.getAttribute('data-card')).toBe(el.match.view(0).G.drawn);
    const targets = moveButtons(el);
    await expect(targets.length).toBe(el.match.legalMoves(0).length);
    for (const t of targets) await expect(t.getAttribute('aria-label')).toMatch(/^(Lay|Join|Start)/);
  },
};

/** The fan is empty: the game-over panel shows scores, winners and why they won. */
export const Finished: Story = {
  render: () => tableAt(saveAfter(200), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.isOver).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    const text = panel.shadowRoot!.textContent!;
    const winner = el.match.result!.winners[0]!;
    await expect(text).toContain(winner === 0 ? 'Player 1' : `Bot ${winner + 1}`);
    await expect(text).toMatch(/wins!|share the win!/);
    await expect(panel.shadowRoot!.querySelectorAll('tbody tr').length).toBe(3);
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
