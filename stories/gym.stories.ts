import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/gym-table/define.js';
import { gymCompiled, type GymState } from '../machines/gym/index.js';
import type { Match } from '../src/engine/match.js';
import { Translator } from '../src/i18n/index.js';
import '../src/ui/chart.js';
import { moveButtons, part, positionAfter, renderTable, tableArgs, tableArgTypes, tableAt, tableOf, type PlayersTableArgs } from './support/table-stories.js';

/**
 * A reproducible position: the save of a seeded game played by easy bots until `when` holds with
 * seat 0 to act (after at least `from` moves).
 */
const saveWhen = (when: (match: Match<GymState>) => boolean, { players = 2, seed = 'story', from = 0 } = {}) =>
  positionAfter(gymCompiled, { players, seed, moves: 400, until: (m, played) => played >= from && m.active[0] === 0 && when(m) });
const inPhase = (phase: string) => (m: Match<GymState>) => m.phase === phase;

/** A table showing a saved position, seat 0 a person. */
const gymAt = (save: string, seats = 'human,bot:easy') => tableAt('gym-table', save, seats);

const meta: Meta<PlayersTableArgs> = {
  title: 'Games/GYM',
  component: 'gym-table',
  args: tableArgs({ players: 2, seats: 'human,bot:medium' }),
  argTypes: tableArgTypes({
    players: { options: [2, 4, 6], description: '2 players, or two teams of 2 (4) or of 3 (6).' },
    seats: 'Who plays each seat: human, bot:easy, bot:medium, bot:hard. Seats alternate teams.',
  }),
  render: renderTable('gym-table'),
};
export default meta;
type Story = StoryObj<PlayersTableArgs>;

/** You against a medium bot: pick a Kid from the line-up of 12. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'gym-table');
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
    const el = await tableOf(canvasElement, 'gym-table');
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
    const el = await tableOf(canvasElement, 'gym-table');
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
    const el = await tableOf(canvasElement, 'gym-table');
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 12000, interval: 100 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
    await expect(el.match.state.G.table.flat(2).filter(Boolean).length).toBe(24);
  },
};

/** Pick phase, second round: the other 12 Kids are laid out and the schedule has moved. */
export const PickPhase: Story = {
  render: () => gymAt(saveWhen((m) => m.phase === 'pick.choose' && m.state.G.stack.length === 0)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'gym-table');
    await expect(el.match.phase).toBe('pick.choose');
    await expect(moveButtons(el).length).toBe(el.match.state.G.row.length);
    await expect(el.match.state.G.row.length).toBeLessThanOrEqual(12);
  },
};

/** You just picked a Brat: push one Event 2 spaces or two Events 1 space each, or leave it. */
export const AdjustSchedule: Story = {
  render: () => gymAt(saveWhen(inPhase('pick.adjust'), { seed: 'brat' })),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'gym-table');
    await expect(el.match.phase).toBe('pick.adjust');
    await expect(moveButtons(el).length).toBe(22); // 6 × "+2", 15 pairs, and "leave"
    await expect(part(el, 'status')!.textContent).toContain('Brat');
  },
};

/**
 * Play phase: choose a Kid in your hand (the first is chosen to begin with), then tap the empty
 * place on your side of an Event to put it there.
 */
export const PlacePhase: Story = {
  render: () => gymAt(saveWhen(inPhase('play.place'), { from: 40 })),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'gym-table');
    await expect(el.match.phase).toBe('play.place');
    await expect(el.shadowRoot!.querySelectorAll('[part~="event"]').length).toBe(4);
    const legal = new Set(el.match.legalMoves(0).map((m) => JSON.stringify(Object.fromEntries(Object.entries(m).sort()))));
    for (const b of moveButtons(el)) {
      await expect(b.getAttribute('aria-label')).toMatch(/^Place /);
      await expect(legal.has(b.dataset.moveKey!)).toBe(true);
    }
    // One empty place per Event with room, for the chosen Kid; the hand chooses which Kid.
    const kids = el.shadowRoot!.querySelectorAll('[part~="hand-kid"]');
    await expect(kids.length).toBe(el.match.state.G.hands[0]!.length);
    await expect(kids[0]!.getAttribute('aria-pressed')).toBe('true');
  },
};

/**
 * After placing: choose one of the open Event Actions, then tap the Kid on the board it takes (the
 * Kid itself is the button); Force and Pick a Kid are on the opponent's hand; or take none.
 */
export const EventAction: Story = {
  render: () => gymAt(saveWhen((m) => m.phase === 'play.action' && m.legalMoves(0).length > 3, { from: 50 })),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'gym-table');
    await expect(el.match.phase).toBe('play.action');
    const legal = el.match.legalMoves(0).map((m) => JSON.stringify(Object.fromEntries(Object.entries(m).sort())));
    const shown = moveButtons(el).map((b) => b.dataset.moveKey!);
    for (const key of shown) await expect(legal).toContain(key);
    // Every kind of move open now is offered.
    const kinds = (keys: string[]) => [...new Set(keys.map((k) => (JSON.parse(k) as { type: string }).type))].sort();
    const choices = [...el.shadowRoot!.querySelectorAll('[data-choice-group="action"]')].length;
    await expect(kinds(shown).length + Math.max(0, choices - 1)).toBe(kinds(legal).length);
    await expect(part(el, 'actions')!.textContent).toContain('tap');
  },
};

/** A Brat was placed: choose a Coach, then tap "Coach" beside a side of an Event to post it there. */
export const CoachMove: Story = {
  render: () => gymAt(saveWhen(inPhase('play.coach'), { seed: 'coach', from: 30 })),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'gym-table');
    await expect(el.match.phase).toBe('play.coach');
    const coaches = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-choice-group="coach"]')];
    await expect(coaches.length).toBe(2);
    await expect(coaches.filter((c) => c.getAttribute('aria-pressed') === 'true').length).toBe(1);
    // The chosen Coach may go beside every side where no Coach stands.
    const first = el.match.legalMoves(0).find((m) => m.type === 'coach')!.coach;
    await expect(el.shadowRoot!.querySelectorAll('[part~="coach"]').length).toBe(el.match.legalMoves(0).filter((m) => m.type === 'coach' && m.coach === first).length);
  },
};

/** Every Kid is placed: the team with the most points wins. */
export const Finished: Story = {
  render: () => gymAt(saveWhen(() => false, { seed: 'finished' })),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'gym-table');
    await expect(el.match.isOver).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    await expect(panel.shadowRoot!.textContent).toMatch(/wins!|share the win!/);
    await expect(panel.shadowRoot!.querySelector('[part="reason"]')!.textContent).toBe(new Translator('en', []).render(el.match.result!.reason));
  },
};

/**
 * The table speaks the language of its `lang` attribute (or of the page): English, Spanish,
 * French or German. Change `lang` to see the same game in another one.
 */
export const Languages: StoryObj<PlayersTableArgs & { lang: string }> = {
  args: { lang: 'es', seed: 'languages' },
  argTypes: { lang: { control: 'inline-radio', options: ['en', 'es', 'fr', 'de'] }, seats: { table: { disable: true } } },
  render: (args) => html`<gym-table lang=${args.lang} players=${args.players} seed=${args.seed} seats=${['human', ...Array(Math.max(1, args.players - 1)).fill('bot:easy')].join(',')}></gym-table>`,
  play: async ({ canvasElement, args }) => {
    const el = await tableOf(canvasElement, 'gym-table');
    if (args.lang !== 'es') return;
    await expect(part(el, 'schedule')!.getAttribute('aria-label')).toBe('Calendario de pruebas');
    await expect(part(el, 'lineup')!.getAttribute('aria-label')).toBe('Niños para elegir');
    await expect(part(el, 'status')!.textContent).toContain('Elige un niño de la fila.');
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
