import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/spy-table/define.js';
import type { SpyTable } from '../components/spy-table/spy-table.js';
import { spyCompiled, type SpyState } from '../machines/spy/index.js';
import { botMove } from '../src/bots/levels.js';
import { Match } from '../src/engine/match.js';
import '../src/ui/chart.js';

interface SpyArgs {
  players: number;
  seats: string;
  seed: string;
  view: string;
  autoplay: boolean;
  botDelay: number;
}

/**
 * A reproducible position: the save of a seeded game played by easy bots until `stop` holds
 * (checked before each move), e.g. "seat 0 is to act in play.flip".
 */
function saveWhen(stop: (match: Match<SpyState>) => boolean, { players = 3, seed = 'story' } = {}): string {
  const match = new Match(spyCompiled, { players, seed }) as Match<SpyState>;
  for (let i = 0; i < 500 && !match.isOver && !stop(match); i++) {
    const seat = match.active[0]!;
    match.play(botMove(spyCompiled, match.view(seat), seat, 'easy', seed)!);
  }
  return match.save();
}
const seat0In = (phase: string) => (m: Match<SpyState>) => m.phase === phase && m.active[0] === 0 && m.log.length > 0;

/** A table showing a saved position, you in seat 0 against easy bots. */
function tableAt(save: string, seats = 'human,bot:easy,bot:easy'): SpyTable {
  const el = document.createElement('spy-table');
  el.setAttribute('seats', seats);
  el.setAttribute('bot-delay', '600');
  el.load(save);
  return el;
}

const tableOf = async (canvasElement: HTMLElement): Promise<SpyTable> => {
  const el = canvasElement.querySelector('spy-table')!;
  await el.updateComplete;
  return el;
};
const moveButtons = (el: SpyTable) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-move-key]')];
const part = (el: SpyTable, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const parts = (el: SpyTable, name: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`)];

const meta: Meta<SpyArgs> = {
  title: 'Games/SPY',
  component: 'spy-table',
  args: { players: 3, seats: 'human,bot:easy,bot:medium', seed: 'new-game', view: 'hotseat', autoplay: true, botDelay: 700 },
  argTypes: {
    players: { control: { type: 'range', min: 2, max: 4, step: 1 }, description: 'Number of players (2–4).' },
    seats: { control: 'text', description: 'Who plays each seat: human, bot:easy, bot:medium, bot:hard.' },
    seed: { control: 'text', description: 'Seed of the game (the random parts: shuffled arrangements).' },
    view: { control: 'text', description: 'hotseat, spectator or a seat number.' },
    autoplay: { control: 'boolean', description: 'Bots move on their own.' },
    botDelay: { control: { type: 'number', min: 0, max: 5000, step: 100 }, name: 'bot-delay', description: 'Milliseconds before a bot moves.' },
  },
  render: (args) =>
    html`<spy-table
      players=${args.players}
      seats=${args.seats}
      seed=${args.seed}
      view=${args.view}
      autoplay=${args.autoplay ? 'true' : 'false'}
      bot-delay=${args.botDelay}
    ></spy-table>`,
};
export default meta;
type Story = StoryObj<SpyArgs>;

/** Three players: you against two bots. Arrange your Spy Base in secret, card by card. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.phase).toBe('arrange');
    const places = parts(el, 'place');
    await expect(places.length).toBe(8); // five kinds of card, the Spy facing either way, shuffle
    await expect(places[0]!.getAttribute('aria-label')).toBe('Place Safe 1 next');
    await expect(part(el, 'status')!.textContent).toContain('Your turn, Player 1');
  },
};

/** Everybody at one screen: a curtain hides each player's base until that player is ready. */
export const Hotseat: Story = {
  args: { players: 2, seed: 'hotseat' },
  argTypes: { seats: { table: { disable: true } } },
  render: (args) => html`<spy-table players=${args.players} seats=${Array.from({ length: args.players }, () => 'human').join(',')} seed=${args.seed}></spy-table>`,
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(part(el, 'curtain')).not.toBeNull();
    await expect(moveButtons(el).length).toBe(0);
    part(el, 'curtain-button')!.click();
    await el.updateComplete;
    parts(el, 'place').find((b) => b.matches('.shuffle'))!.click();
    await el.updateComplete;
    await expect(el.match.active).toEqual([1]);
    await expect(part(el, 'curtain')!.textContent).toContain('Pass the device to Player 2');
  },
};

/** Bots in every seat play the whole game on their own. */
export const AllBots: Story = {
  args: { seats: 'bot:easy,bot:medium,bot:easy', seed: 'all-bots', botDelay: 30 },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 12000, interval: 200 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
    await expect(el.match.result!.winners.length).toBe(1);
  },
};

/** Arranging: your first cards are placed face down from the left; the rest wait in your hand. */
export const Arranging: Story = {
  render: () => {
    const match = new Match(spyCompiled, { players: 3, seed: 'arranging' });
    for (const item of ['ts-2', 'bomb-1', 'spy-right']) match.play({ type: 'place', seat: 0, item });
    return tableAt(match.save());
  },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.phase).toBe('arrange');
    const mine = parts(el, 'base-row')[2]!;
    await expect([...mine.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card'))).toEqual(['green-ts-2', 'green-bomb-1a']);
    await expect(mine.querySelector('[part~="spy"]')).not.toBeNull();
    await expect(parts(el, 'place').some((b) => b.getAttribute('aria-label')!.startsWith('Place your Spy'))).toBe(false);
  },
};

/** Your turn to move: the places your Spy may move to glow beside it, and the card it looks at in each opponent's base. */
export const MovePhase: Story = {
  render: () => tableAt(saveWhen((m) => seat0In('play.move')(m) && m.log.length > 8)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.phase).toBe('play.move');
    const steps = parts(el, 'step');
    await expect(steps.length).toBe(el.match.legalMoves(0).filter((m) => m.type === 'advance').length);
    for (const s of steps) await expect(s.getAttribute('aria-label')).toMatch(/(Move|Flip).*declare “[12]”/);
    await expect(parts(el, 'spy-target').length).toBe(el.match.legalMoves(0).filter((m) => m.type === 'spy').length);
  },
};

/** After moving: flip your Spy, spy, or end the turn. */
export const FlipPhase: Story = {
  render: () => tableAt(saveWhen(seat0In('play.flip'))),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.phase).toBe('play.flip');
    await expect(part(el, 'flip')).not.toBeNull();
    await expect(part(el, 'pass')!.textContent!.trim()).toBe('End turn');
  },
};

/** After flipping: spy on a glowing card, or end the turn. */
export const SpyPhase: Story = {
  render: () => tableAt(saveWhen(seat0In('play.spy'), { seed: 'spy-phase' })),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.phase).toBe('play.spy');
    await expect(part(el, 'flip')).toBeNull();
    const targets = parts(el, 'spy-target');
    await expect(targets.length).toBeGreaterThan(0);
    for (const t of targets) await expect(t.getAttribute('aria-label')).toMatch(/^Spy on (Red|Purple)’s card \d/);
  },
};

/** One player remains: the game-over panel shows the winner and how many players each outlasted. */
export const Finished: Story = {
  render: () => tableAt(saveWhen(() => false)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement);
    await expect(el.match.isOver).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    const text = panel.shadowRoot!.textContent!;
    await expect(text).toContain('The last player remaining wins.');
    await expect(panel.shadowRoot!.querySelectorAll('tbody tr').length).toBe(3);
    await expect(parts(el, 'base-row').filter((r) => r.classList.contains('out')).length).toBe(2);
  },
};

/** The statechart of SPY, drawn from the compiled rules. */
export const Statechart: Story = {
  parameters: { controls: { disable: true } },
  render: () => html`<tt-flow-chart .flow=${spyCompiled.flow} mermaid></tt-flow-chart>`,
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('tt-flow-chart')!;
    await chart.updateComplete;
    const names = [...chart.shadowRoot!.querySelectorAll('.title code')].map((c) => c.textContent);
    await expect(names).toEqual(['spy', 'arrange', 'play', 'move', 'flip', 'spy', 'over']);
    await expect(chart.shadowRoot!.querySelectorAll('[part="rule"]').length).toBe(6);
  },
};
