import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/chomp-table/define.js';
import { chompCompiled, isFrenzy, isInkOut, judge, type ChompState } from '../machines/chomp/index.js';
import type { Match } from '../src/engine/match.js';
import '../src/ui/chart.js';
import { moveButtons, part, positionAfter, renderTable, tableArgs, tableArgTypes, tableAt, tableOf, type PlayersTableArgs } from './support/table-stories.js';

type ChompArgs = PlayersTableArgs & { twoLeft: string; pace: string };

/** A reproducible position of a seeded game (random slaps and host moves), stopped where `until` holds. */
const saveWhere = (players: number, seed: string, until: (m: Match<ChompState>, played: number) => boolean, options?: { twoLeft: string }) =>
  positionAfter(chompCompiled, { players, seed, moves: 400, until, ...(options ? { options } : {}) });

/** Seat 0 (you) may make a good chomp in the round on the table. */
const youCanChomp = (m: Match<ChompState>, played: number) => {
  const G = m.state.G;
  return played > 6 && m.phase === 'chain.slap' && !isFrenzy(G) && !isInkOut(G) && G.table[0] !== null && !G.slapped[0]
    && G.table.some((_, t) => G.table[t] !== null && judge(G, 0, t) === 'good');
};

const meta: Meta<ChompArgs> = {
  title: 'Games/Chomp!',
  component: 'chomp-table',
  args: { ...tableArgs({ players: 4, seats: 'human,bot:easy,bot:medium,bot:hard' }), twoLeft: 'count', pace: 'normal' },
  argTypes: {
    ...tableArgTypes({ players: { min: 2, max: 6 } }),
    twoLeft: { control: 'inline-radio', options: ['count', 'war'], description: 'With two players left: count the cards, or play Underwater War.' },
    pace: { control: 'inline-radio', options: ['normal', 'gentle'], description: 'Gentle: every pause and bot reaction 2.5 times longer, for young children.' },
  },
  render: renderTable<ChompArgs>('chomp-table', (args) => ({ 'two-left': args.twoLeft, pace: args.pace })),
};
export default meta;
type Story = StoryObj<ChompArgs>;

/** You against an easy, a medium and a hard bot. The host turns everyone's card over after a moment. */
export const NewGame: Story = {
  args: { autoplay: false },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'chomp-table');
    await expect(el.match.phase).toBe('chain.reveal');
    await expect(part(el, 'status')!.textContent).toContain('Get ready');
    await expect(part(el, 'pad')).not.toBeNull();
    await expect(part(el, 'seat-keys')!.textContent).toContain('A');
    await expect(part(el, 'chain-button')).not.toBeNull();
  },
};

/** Two children at one tablet against a bot: each has a big pad and a key (A and L). */
export const TwoAtOneTablet: Story = {
  args: { players: 3, seats: 'human,human,bot:easy', seed: 'tablet', autoplay: false },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'chomp-table');
    await expect(el.shadowRoot!.querySelectorAll('[part~="pad"]').length).toBe(2);
    await expect([...el.shadowRoot!.querySelectorAll('.pad-key')].map((k) => k.textContent)).toEqual(['A', 'L']);
  },
};

/** A round on the table: slap the lowest card with your pad, your key, or by tapping the card itself. */
export const SlapRound: Story = {
  render: () => tableAt('chomp-table', saveWhere(4, 'story-slap', youCanChomp), 'human,bot:easy,bot:easy,bot:easy', { autoplay: 'false' }),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'chomp-table');
    await expect(el.match.phase).toBe('chain.slap');
    await expect(part(el, 'status')!.textContent).toContain('Chomp! Slap');
    const cards = moveButtons(el).filter((b) => b.matches('[part~="card"]'));
    await expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) await expect(c.getAttribute('aria-label')).toMatch(/: slap it$/);
  },
};

/** An Electric Eel: Feeding Frenzy! Slap any card but your own. */
export const FeedingFrenzy: Story = {
  render: () => tableAt('chomp-table', saveWhere(4, 'story-frenzy', (m, p) => p > 4 && m.phase === 'chain.slap' && isFrenzy(m.state.G) && m.state.G.table[0] !== null && !m.state.G.slapped[0]), 'human,bot:easy,bot:easy,bot:easy', { autoplay: 'false' }),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'chomp-table');
    await expect(part(el, 'banner')!.textContent).toContain('Feeding Frenzy!');
    await expect(part(el, 'status')!.textContent).toContain('any card but your own');
  },
};

/** An Octopus: Ink Out! Nobody may chomp. */
export const InkOut: Story = {
  render: () => tableAt('chomp-table', saveWhere(4, 'story-ink', (m, p) => p > 4 && m.phase === 'chain.slap' && isInkOut(m.state.G) && m.state.G.table[0] !== null), 'human,bot:easy,bot:easy,bot:easy', { autoplay: 'false' }),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'chomp-table');
    await expect(part(el, 'banner')!.textContent).toContain('Ink Out!');
    await expect(part(el, 'status')!.textContent).toContain('hands off');
  },
};

/** Two players: Underwater War. The higher card takes both. */
export const UnderwaterWar: Story = {
  args: { players: 2, seats: 'human,bot:medium', seed: 'war', autoplay: false },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'chomp-table');
    await expect(el.match.phase).toBe('war.reveal');
    await expect(part(el, 'status')!.textContent).toContain('Underwater War');
  },
};

/** The food chain, drawn: the shark on top, then down to the plankton; the Octopus and the Eel beside. */
export const FoodChain: Story = {
  args: { autoplay: false },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'chomp-table');
    (part(el, 'chain-button') as HTMLButtonElement).click();
    const dialog = part(el, 'chain-dialog') as HTMLDialogElement;
    await expect(dialog.open).toBe(true);
    await expect([...dialog.querySelectorAll('.ladder strong')].map((s) => s.textContent)).toEqual(['Shark', 'Seal', 'Big Fish', 'Little Fish', 'Shrimp', 'Plankton']);
  },
};

/** The game is over: the cards counted when two players were left. */
export const Finished: Story = {
  render: () => tableAt('chomp-table', saveWhere(3, 'story-end', (m) => m.isOver), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'chomp-table');
    await expect(el.match.isOver).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    await expect(panel.shadowRoot!.textContent).toMatch(/wins!|share the win!/);
  },
};

/** Bots in every seat play a whole game on their own (quickly: a short bot delay). */
export const AllBots: Story = {
  args: { players: 3, seats: 'bot:easy,bot:medium,bot:hard', seed: 'all-bots', botDelay: 30 },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'chomp-table');
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 50000, interval: 200 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
  },
};

/**
 * The table speaks the language of its `lang` attribute (or of the page): English, Spanish,
 * French or German, written for children. Change `lang` to see the same game in another one.
 */
export const Languages: StoryObj<ChompArgs & { lang: string }> = {
  args: { lang: 'es', seed: 'languages' },
  argTypes: { lang: { control: 'inline-radio', options: ['en', 'es', 'fr', 'de'] }, seats: { table: { disable: true } } },
  render: (args) => {
    const el = tableAt('chomp-table', saveWhere(4, 'story-slap', youCanChomp), 'human,bot:easy,bot:easy,bot:easy', { autoplay: 'false', lang: args.lang });
    return html`${el}`;
  },
  play: async ({ canvasElement, args }) => {
    const el = await tableOf(canvasElement, 'chomp-table');
    if (args.lang !== 'es') return;
    await expect(part(el, 'status')!.textContent).toContain('¡Ñam! ¡Golpea');
    await expect(part(el, 'chain-button')!.textContent).toContain('Cadena alimentaria');
  },
};

/** The statechart of Chomp!, drawn from the compiled rules. */
export const Statechart: Story = {
  parameters: { controls: { disable: true } },
  render: () => html`<tt-flow-chart .flow=${chompCompiled.flow} mermaid></tt-flow-chart>`,
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('tt-flow-chart')!;
    await chart.updateComplete;
    const names = [...chart.shadowRoot!.querySelectorAll('.title code')].map((c) => c.textContent);
    await expect(names).toEqual(['chomp', 'chain', 'reveal', 'slap', 'war', 'reveal', 'frenzy', 'over']);
  },
};
