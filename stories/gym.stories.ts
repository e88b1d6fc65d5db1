import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/gym-table/define.js';
import type { GymTable } from '../components/gym-table/gym-table.js';
import { gymCompiled, type GymState } from '../machines/gym/index.js';
import { botMove } from '../src/bots/levels.js';
import { Match } from '../src/engine/match.js';
import '../src/ui/chart.js';

interface GymArgs {
  players: number;
  seats: string;
  seed: string;
  view: string;
  autoplay: boolean;
  botDelay: number;
}

/**
 * A reproducible position: the save of a seeded game played by easy bots until `when` holds with
 * seat 0 to act (after at least `from` moves).
 */
function saveWhen(when: (match: Match<GymState>) => boolean, { players = 2, seed = 'story', from = 0 } = {}): string {
  const match = new Match<GymState>(gymCompiled, { players, seed });
  for (let i = 0; i < 400 && !match.isOver; i++) {
    if (i >= from && match.active[0] === 0 && when(match)) break;
    const seat = match.active[0]!;
    match.play(botMove(gymCompiled, match.view(seat), seat, 'easy', seed)!);
  }
  return match.save();
}
const inPhase = (phase: string) => (m: Match<GymState>) => m.phase === phase;

/** A table showing a saved position, seat 0 a person. */
function tableAt(save: string, seats = 'human,bot:easy'): GymTable {
  const el = document.createElement('gym-table');
  el.setAttribute('seats', seats);
  el.setAttribute('bot-delay', '600');
  el.load(save);
  return el;
}

const tableOf = async (canvasElement: HTMLElement): Promise<GymTable> => {
  const el = canvasElement.querySelector('gym-table')!;
  await el.updateComplete;
  return el;
};
const moveButtons = (el: GymTable) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-move-key]')];
const part = (el: GymTable, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

const meta: Meta<GymArgs> = {
  title: 'Games/GYM',
  component: 'gym-table',
  args: { players: 2, seats: 'human,bot:medium', seed: 'new-game', view: 'hotseat', autoplay: true, botDelay: 700 },
  argTypes: {
    players: { control: { type: 'select' }, options: [2, 4, 6], description: '2 players, or two teams of 2 (4) or of 3 (6).' },
    seats: { control: 'text', description: 'Who plays each seat: human, bot:easy, bot:medium, bot:hard. Seats alternate teams.' },
    seed: { control: 'text', description: 'Seed that deals the game.' },
    view: { control: 'text', description: 'hotseat, spectator or a seat number.' },
    autoplay: { control: 'boolean', description: 'Bots move on their own.' },
    botDelay: { control: { type: 'number', min: 0, max: 5000, step: 100 }, name: 'bot-delay', description: 'Milliseconds before a bot moves.' },
  },
  render: (args) =>
    html`<gym-table
      players=${args.players}
      seats=${args.seats}
      seed=${args.seed}
      view=${args.view}
      autoplay=${args.autoplay ? 'true' : 'false'}
      bot-delay=${args.botDelay}
    ></gym-table>`,
};
export default meta;
type Story = StoryObj<GymArgs>;

/** You against a medium bot: pick a Kid from the line-up of 12. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(moveButtons(el).length).toBe(12);
    await expect(el.match.view(0).G.stack).toEqual(Array(12).fill('hidden'));
    await expect(part(el, 'status')!.textContent).toContain('Pick a Kid');
    await expect(part(el, 'schedule')!.querySelectorAll('li').length).toBe(6);
  },
};

/** Teams of 2: you and Bot 3 against Bots 2 and 4. You see only your own hand. */
export const Teams: Story = {
  args: { players: 4, seats: 'human,bot:easy,bot:easy,bot:easy', seed: 'teams', autoplay: false },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.state.G.teams).toEqual([[0, 2], [1, 3]]);
    await expect(el.shadowRoot!.querySelectorAll('[part~="hand"]').length).toBe(4);
    await expect((el.shadowRoot!.querySelectorAll('[part~="player"]')[2] as unknown as { summary: string }).summary).toContain('Team A');
  },
};

/** Two people at one screen: hands are secret, so the table is covered between turns. */
export const Hotseat: Story = {
  args: { seed: 'hotseat' },
  render: (args) => html`<gym-table players="2" seats="human,human" seed=${args.seed}></gym-table>`,
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(part(el, 'curtain')).not.toBeNull();
    part(el, 'curtain-button')!.click();
    await el.updateComplete;
    moveButtons(el)[0]!.click();
    await el.updateComplete;
    await expect(part(el, 'curtain')!.textContent).toContain('Pass the device to Player 2');
  },
};

/** Bots in every seat play the whole game on their own. */
export const AllBots: Story = {
  args: { seats: 'bot:easy,bot:easy', seed: 'all-bots', botDelay: 5 },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 12000, interval: 100 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
    await expect(el.match.state.G.table.flat(2).filter(Boolean).length).toBe(24);
  },
};

/** Pick phase, second round: the other 12 Kids are laid out and the schedule has moved. */
export const PickPhase: Story = {
  render: () => tableAt(saveWhen((m) => m.phase === 'pick.choose' && m.state.G.stack.length === 0)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.phase).toBe('pick.choose');
    await expect(moveButtons(el).length).toBe(el.match.state.G.row.length);
    await expect(el.match.state.G.row.length).toBeLessThanOrEqual(12);
  },
};

/** You just picked a Brat: push one Event 2 spaces or two Events 1 space each, or leave it. */
export const AdjustSchedule: Story = {
  render: () => tableAt(saveWhen(inPhase('pick.adjust'), { seed: 'brat' })),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.phase).toBe('pick.adjust');
    await expect(moveButtons(el).length).toBe(22); // 6 × "+2", 15 pairs, and "leave"
    await expect(part(el, 'status')!.textContent).toContain('Brat');
  },
};

/** Play phase: place a Kid from your hand at one of the 4 Events (click an Event icon under it). */
export const PlacePhase: Story = {
  render: () => tableAt(saveWhen(inPhase('play.place'), { from: 40 })),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.phase).toBe('play.place');
    await expect(el.shadowRoot!.querySelectorAll('[part~="event"]').length).toBe(4);
    await expect(moveButtons(el).length).toBe(el.match.legalMoves(0).length);
    for (const b of moveButtons(el)) await expect(b.getAttribute('aria-label')).toMatch(/^Place /);
  },
};

/** After placing: the open Event Actions sit on the Kids as small buttons, or take none. */
export const EventAction: Story = {
  render: () => tableAt(saveWhen((m) => m.phase === 'play.action' && m.legalMoves(0).length > 3, { from: 50 })),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.phase).toBe('play.action');
    await expect(moveButtons(el).map((b) => b.dataset.moveKey).sort()).toEqual(el.match.legalMoves(0).map((m) => JSON.stringify(Object.fromEntries(Object.entries(m).sort()))).sort());
    await expect(part(el, 'actions')!.textContent).toContain('Open actions');
  },
};

/** A Brat was placed: post or move a Coach beside a side of an Event. */
export const CoachMove: Story = {
  render: () => tableAt(saveWhen(inPhase('play.coach'), { seed: 'coach', from: 30 })),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.phase).toBe('play.coach');
    await expect(el.shadowRoot!.querySelectorAll('[part~="coach"]').length).toBe(el.match.legalMoves(0).filter((m) => m.type === 'coach').length);
  },
};

/** Every Kid is placed: the team with the most points wins. */
export const Finished: Story = {
  render: () => tableAt(saveWhen(() => false, { seed: 'finished' })),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.isOver).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    await expect(panel.shadowRoot!.textContent).toMatch(/wins!|share the win!/);
    await expect(panel.shadowRoot!.querySelector('[part="reason"]')!.textContent).toBe(el.match.result!.reason);
  },
};

/** The statechart of GYM, drawn from the compiled rules. */
export const Statechart: Story = {
  parameters: { controls: { disable: true } },
  render: () => html`<tt-flow-chart .flow=${gymCompiled.flow} mermaid></tt-flow-chart>`,
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('tt-flow-chart')!;
    await chart.updateComplete;
    const names = [...chart.shadowRoot!.querySelectorAll('.title code')].map((c) => c.textContent);
    await expect(names).toEqual(['gym', 'pick', 'choose', 'adjust', 'layout', 'play', 'place', 'action', 'lift', 'switch', 'swap', 'move', 'give', 'coach', 'over']);
  },
};
