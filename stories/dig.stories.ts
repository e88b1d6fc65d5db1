import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/dig-table/define.js';
import type { DigTable } from '../components/dig-table/dig-table.js';
import { digCompiled, type DigState } from '../machines/dig/index.js';
import { botMove } from '../src/bots/levels.js';
import { Match } from '../src/engine/match.js';
import '../src/ui/chart.js';

interface DigArgs {
  seats: string;
  seed: string;
  view: string;
  autoplay: boolean;
  botDelay: number;
}

/**
 * A reproducible position: the save of a seeded 3-player game after at least `moves` moves chosen
 * by medium bots, stopped in `phase` on seat 0's turn (where the person sits).
 */
function saveAt(phase: string, moves: number, seed = 'story'): string {
  const match = new Match(digCompiled, { players: 3, seed });
  for (let i = 0; i < 2000 && !match.isOver; i++) {
    if (match.log.length >= moves && match.phase === phase && (phase === 'over' || match.active[0] === 0)) break;
    const seat = match.active[0]!;
    match.play(botMove(digCompiled, match.view(seat), seat, 'medium', `${seed}-${i}`)!);
  }
  return match.save();
}

/** A table showing a saved position. */
function tableAt(save: string, seats: string): DigTable {
  const el = document.createElement('dig-table');
  el.setAttribute('seats', seats);
  el.setAttribute('bot-delay', '600');
  el.load(save);
  return el;
}

const tableOf = async (canvasElement: HTMLElement): Promise<DigTable> => {
  const el = canvasElement.querySelector('dig-table')!;
  await el.updateComplete;
  return el;
};
const moveButtons = (el: DigTable) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-move-key]')];
const part = (el: DigTable, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const parts = (el: DigTable, name: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
const G = (el: DigTable) => el.match.state.G as DigState;

const meta: Meta<DigArgs> = {
  title: 'Games/DIG',
  component: 'dig-table',
  args: { seats: 'human,bot:medium,bot:medium', seed: 'new-game', view: 'hotseat', autoplay: true, botDelay: 700 },
  argTypes: {
    seats: { control: 'text', description: '2 to 4 seats: human, bot:easy, bot:medium, bot:hard.' },
    seed: { control: 'text', description: 'Seed that shuffles the yard.' },
    view: { control: 'text', description: 'hotseat, spectator or a seat number.' },
    autoplay: { control: 'boolean', description: 'Bots move on their own.' },
    botDelay: { control: { type: 'number', min: 0, max: 5000, step: 100 }, name: 'bot-delay', description: 'Milliseconds before a bot moves.' },
  },
  render: (args) =>
    html`<dig-table seats=${args.seats} seed=${args.seed} view=${args.view} autoplay=${args.autoplay ? 'true' : 'false'} bot-delay=${args.botDelay}></dig-table>`,
};
export default meta;
type Story = StoryObj<DigArgs>;

/** You play the brown dog against two medium bots. Run along the yard to your first bone. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
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
    const el = await tableOf(canvasElement);
    await expect(part(el, 'curtain')).not.toBeNull();
  },
};

/** Three medium bots dig up the whole yard on their own. */
export const AllBots: Story = {
  args: { seats: 'bot:medium,bot:medium,bot:medium', seed: 'all-bots', botDelay: 5 },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 12000, interval: 100 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
    await expect(G(el).yard.length).toBe(5);
  },
};

/** Mid-game, your turn: bones in your paw, bowls moving toward the doghouse. */
export const ActionsPhase: Story = {
  render: () => tableAt(saveAt('play.act', 60), 'human,bot:medium,bot:medium'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.phase).toBe('play.act');
    await expect(G(el).yard.length).toBeLessThan(25);
    await expect(moveButtons(el).length).toBe(el.match.legalMoves(0).length);
    await expect(part(el, 'end')).not.toBeNull();
  },
};

/** You just dug a bone: keep it, or put any bone from your paw back face down. */
export const PutBackPhase: Story = {
  render: () => tableAt(saveAt('play.replace', 40), 'human,bot:medium,bot:medium'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.phase).toBe('play.replace');
    const backs = parts(el, 'put-back');
    await expect(backs.length).toBe(G(el).hands[0]!.length);
    for (const b of backs) await expect(b.getAttribute('aria-label')).toMatch(/^Put the .+ back face down at card \d+$/);
    await expect(part(el, 'status')!.textContent).toMatch(/put/i);
  },
};

/** Only the five bowls are left: the bones are scored at the bowls' final values. */
export const Finished: Story = {
  render: () => tableAt(saveAt('over', 0), 'human,bot:medium,bot:medium'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.isOver).toBe(true);
    await expect(G(el).yard.every((c) => c!.startsWith('bowl-'))).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    await expect(panel.shadowRoot!.querySelectorAll('tbody tr').length).toBe(3);
    await expect(el.match.result!.scores.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
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
