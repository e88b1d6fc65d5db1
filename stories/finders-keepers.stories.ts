import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/finders-keepers-table/define.js';
import { SEYMOUR, findersKeepersCompiled, shows, type FindersKeepersState } from '../machines/finders-keepers/index.js';
import type { Match } from '../src/engine/match.js';
import { moveKey } from '../src/engine/move-key.js';
import '../src/ui/chart.js';
import { moveButtons, part, parts, positionAfter, renderTable, tableArgs, tableArgTypes, tableAt, tableOf, type PlayersTableArgs } from './support/table-stories.js';

type FkArgs = PlayersTableArgs & { variant: string; pace: string };
type M = Match<FindersKeepersState>;

/** A reproducible position of a seeded game, replayed by easy bots until `when` holds. */
const saveWhen = (when: (m: M, played: number) => boolean, { players = 3, seed = 'story', variant = 'basic' } = {}) =>
  positionAfter(findersKeepersCompiled, { players, seed, options: { variant }, moves: 3000, until: (m, played) => when(m, played) });

/** Seat 0 looking for a tile, some rounds into the game. */
const searchSave = saveWhen((m, n) => n >= 30 && m.phase === 'basic.search' && m.active.includes(0) && m.state.G.shown !== null && !m.state.G.shown.startsWith('t-seymour'));
/** A Seymour tile face up, seat 0 still looking, with a card showing Seymour and one without him. */
const seymourSave = saveWhen((m) => m.phase === 'basic.search' && m.active.includes(0) && (m.state.G.shown ?? '').startsWith('t-seymour')
  && m.state.G.spreads[0]!.some((id) => shows(id, SEYMOUR)) && m.state.G.spreads[0]!.some((id) => !shows(id, SEYMOUR)));
/** A finished Finders Keepers game. */
const basicOverSave = saveWhen((m) => m.isOver, { seed: 'story-end' });
/** Expert, seat 0 to play, holding a Seymour tile, with Seymour on a card in the middle. */
const expertSave = saveWhen((m, n) => n >= 4 && m.phase === 'expert' && m.active[0] === 0 && m.state.G.hands[0]!.some((t) => t.startsWith('t-seymour'))
  && m.state.G.grid.some((id) => id !== null && shows(id, SEYMOUR)), { players: 2, variant: 'expert', seed: 'story-expert' });
/** A finished Expert game. */
const expertOverSave = saveWhen((m) => m.isOver, { players: 3, variant: 'expert', seed: 'story-expert-end' });

const meta: Meta<FkArgs> = {
  title: 'Games/Finders Keepers',
  component: 'finders-keepers-table',
  args: { ...tableArgs({ players: 3, seats: 'human,bot:easy,bot:easy' }), variant: 'basic', pace: 'normal' },
  argTypes: {
    ...tableArgTypes({ players: { min: 2, max: 6, description: 'Number of players (2–6; Expert 2–4).' } }),
    variant: { control: 'inline-radio', options: ['basic', 'expert'], description: 'basic: Finders Keepers (ages 4 and up); expert: Expert Finders Keepers (ages 8 and up, 2–4 players).' },
    pace: { control: 'inline-radio', options: ['normal', 'gentle'], description: 'gentle: bots and the table wait 2.5 times as long (young children).' },
  },
  render: renderTable<FkArgs>('finders-keepers-table', (args) => ({ variant: args.variant, pace: args.pace })),
};
export default meta;
type Story = StoryObj<FkArgs>;

/** You and two gentle bots. It is your turn: turn over the first tile. */
export const NewGame: Story = {
  args: { pace: 'gentle' },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'finders-keepers-table');
    await expect(el.match.phase).toBe('basic.reveal');
    await expect(part(el, 'pile')!.tagName).toBe('BUTTON');
    await expect(part(el, 'pile')!.getAttribute('aria-label')).toBe('Turn over a tile');
    await expect(parts(el, 'area').length).toBe(3);
    await expect(el.match.view(0).G.spreads[0]!.length).toBe(12);
  },
};

/**
 * A search: every one of your cards is a button, and nothing marks which ones show the object —
 * finding them is the game. A card without it is refused with "look again!".
 */
export const Search: Story = {
  render: () => tableAt('finders-keepers-table', searchSave, 'human,bot:easy,bot:easy', { autoplay: 'false' }),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'finders-keepers-table');
    await expect(el.match.phase).toBe('basic.search');
    const claims = moveButtons(el).filter((b) => b.getAttribute('data-move-key')!.includes('claim'));
    await expect(claims.length).toBe(el.match.state.G.spreads[0]!.length);
    await expect(part(el, 'status')!.textContent).toMatch(/find the .+ on your cards/);
    await expect(part(el, 'done')).not.toBeNull();
  },
};

/**
 * A Seymour tile turned over: look for Seymour hiding on your cards, as for any object. A card
 * that shows him is kept; a card without him is refused with "look again!".
 */
export const SeymourTile: Story = {
  render: () => tableAt('finders-keepers-table', seymourSave, 'human,bot:easy,bot:easy', { autoplay: 'false' }),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'finders-keepers-table');
    await expect(part(el, 'status')!.textContent).toContain('Everyone at once: find Seymour on your cards!');
    const spread = el.match.state.G.spreads[0]!;
    const withHim = spread.filter((id) => shows(id, SEYMOUR));
    await expect(el.match.legalMoves(0).filter((m) => m.type === 'claim').map((m) => m.card).sort()).toEqual([...withHim].sort());
    const button = (card: string) => moveButtons(el).find((b) => b.getAttribute('data-move-key') === moveKey({ type: 'claim', seat: 0, card }))!;
    button(spread.find((id) => !shows(id, SEYMOUR))!).click();
    await waitFor(() => expect(part(el, 'notice')!.textContent).toContain('No Seymour on this card: look again!'));
    button(withHim[0]!).click();
    await waitFor(() => expect(el.match.state.G.keepers[0]).toContain(withHim[0]));
  },
};

/** Two children on one tablet, each with their own cards, Done and key, and a bot. */
export const SharedTablet: Story = {
  args: { players: 3, seats: 'human,human,bot:easy', seed: 'shared', pace: 'gentle' },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'finders-keepers-table');
    await expect(part(el, 'seat-keys')!.textContent).toMatch(/A[\s\S]*L/);
    await expect(parts(el, 'area').filter((a) => a.classList.contains('local')).length).toBe(2);
  },
};

/** Bots in every seat play the whole game on their own. */
export const AllBots: Story = {
  args: { seats: 'bot:hard,bot:medium,bot:easy', seed: 'all-bots', botDelay: 0 },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'finders-keepers-table');
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 50000, interval: 200 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
  },
};

/** The end: the first to keep all their cards wins (several in the same round all win). */
export const Finished: Story = {
  render: () => tableAt('finders-keepers-table', basicOverSave, 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'finders-keepers-table');
    await expect(el.match.isOver).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    await expect(panel.shadowRoot!.textContent).toMatch(/wins!|share the win!/);
    await expect(panel.shadowRoot!.textContent).toContain('Left to find');
  },
};

/** Expert Finders Keepers: a 3 × 3 grid; play a tile to take every card with its object. */
export const ExpertNewGame: Story = {
  args: { players: 2, seats: 'human,bot:medium', variant: 'expert', seed: 'expert' },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'finders-keepers-table');
    await expect(el.match.phase).toBe('expert');
    await expect(part(el, 'grid')!.querySelectorAll('[part~="card"]').length).toBe(9);
    await expect(moveButtons(el).filter((b) => b.matches('[part~="tile"]')).length).toBeGreaterThan(0);
  },
};

/** Expert, your turn with a Seymour tile: it takes every card in the grid that shows Seymour, 2 points each. */
export const ExpertSeymour: Story = {
  render: () => tableAt('finders-keepers-table', expertSave, 'human,bot:medium', { autoplay: 'false' }),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'finders-keepers-table');
    const G = el.match.state.G;
    const tile = G.hands[0]!.find((t) => t.startsWith('t-seymour'))!;
    const withHim = G.grid.filter((id): id is string => id !== null && shows(id, SEYMOUR));
    const before = G.keepers[0]!.length;
    const button = moveButtons(el).find((b) => b.getAttribute('data-move-key') === moveKey({ type: 'capture', seat: 0, tile }))!;
    await expect(button.getAttribute('aria-label')).toBe('Tile: Seymour — take every card with him');
    button.click();
    await waitFor(() => expect(el.match.state.G.keepers[0]!.slice(before).sort()).toEqual([...withHim].sort()));
  },
};

/** Expert, the end: 1 point a card, 2 for a card with Seymour. */
export const ExpertFinished: Story = {
  render: () => tableAt('finders-keepers-table', expertOverSave, 'human,bot:easy,bot:medium'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'finders-keepers-table');
    await expect(el.match.isOver).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    await expect(panel.shadowRoot!.textContent).toContain('With Seymour');
  },
};

/** The table speaks the language of its `lang` attribute: English, Spanish, French or German. */
export const Languages: StoryObj<FkArgs & { lang: string }> = {
  args: { lang: 'es', seed: 'languages' },
  argTypes: { lang: { control: 'inline-radio', options: ['en', 'es', 'fr', 'de'] }, seats: { table: { disable: true } } },
  render: (args) => html`<finders-keepers-table lang=${args.lang} players="2" seed=${args.seed} seats="human,bot:easy" variant=${args.variant}></finders-keepers-table>`,
  play: async ({ canvasElement, args }) => {
    const el = await tableOf(canvasElement, 'finders-keepers-table');
    if (args.lang !== 'es' || args.variant !== 'basic') return;
    await expect(part(el, 'pile')!.getAttribute('aria-label')).toBe('Dar la vuelta a una ficha');
  },
};

/** The statechart of both games, drawn from the compiled rules. */
export const Statechart: Story = {
  parameters: { controls: { disable: true } },
  render: () => html`<tt-flow-chart .flow=${findersKeepersCompiled.flow} mermaid></tt-flow-chart>`,
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('tt-flow-chart')!;
    await chart.updateComplete;
    const names = [...chart.shadowRoot!.querySelectorAll('.title code')].map((c) => c.textContent);
    await expect(names).toEqual(['finders-keepers', 'deal', 'basic', 'reveal', 'search', 'expert', 'over']);
  },
};
