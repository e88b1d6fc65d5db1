import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/rum-table/define.js';
import { rumCompiled } from '../machines/rum/index.js';
import type { Match } from '../src/engine/match.js';
import '../src/ui/chart.js';
import { moveButtons, part, playBots, renderTable, tableArgs, tableArgTypes, tableAt, tableOf, type PlayersTableArgs } from './support/table-stories.js';

/**
 * A reproducible position: the save of the first seeded 3-player game (easy bots choosing every
 * move) that reaches a position where `want` holds, stopped there.
 */
function saveWhen(want: (match: Match<unknown>) => boolean, { players = 3, seed = 'story' } = {}): string {
  for (let g = 0; g < 200; g++) {
    const match = playBots(rumCompiled, { players, seed: `${seed}-${g}`, moves: 600, until: (m) => want(m as Match<unknown>) });
    if (want(match as Match<unknown>)) return match.save();
  }
  throw new Error('No seeded game reached the wanted position.');
}
const seat0In = (phase: string) => (m: Match<unknown>) => m.phase === phase && m.active.includes(0);

/** A table showing a saved position, seat 0 a person. */
const rumAt = (save: string, seats = 'human,bot:easy,bot:easy') => tableAt('rum-table', save, seats);

const meta: Meta<PlayersTableArgs> = {
  title: 'Games/RUM',
  component: 'rum-table',
  args: tableArgs({ players: 3, seats: 'human,bot:easy,bot:medium' }),
  argTypes: tableArgTypes({ players: { min: 2, max: 4 } }),
  render: renderTable('rum-table'),
};
export default meta;
type Story = StoryObj<PlayersTableArgs>;

/** Three players: you against an easy and a medium bot. Draw a card, or play a set for a Captain. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'rum-table');
    const G = el.match.view(0).G;
    await expect(G.hands[0]!.length).toBe(1);
    await expect(G.beach.every((s) => s !== null && s.up)).toBe(true);
    await expect(el.shadowRoot!.querySelectorAll('[part~="captain"]').length).toBe(7);
    await expect(moveButtons(el).length).toBe(el.match.legalMoves(0).length);
    await expect(part(el, 'status')!.textContent).toContain('Your turn, Player 1');
  },
};

/** Everybody at one screen: hands are secret, so a curtain hides the table between turns. */
export const Hotseat: Story = {
  args: { players: 2, seed: 'hotseat' },
  argTypes: { seats: { table: { disable: true } } },
  render: (args) => html`<rum-table players=${args.players} seats=${Array.from({ length: args.players }, () => 'human').join(',')} seed=${args.seed}></rum-table>`,
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'rum-table');
    await expect(part(el, 'curtain')).not.toBeNull();
    part(el, 'curtain-button')!.click();
    await el.updateComplete;
    await expect(moveButtons(el).length).toBe(el.match.legalMoves(0).length);
  },
};

/** Bots in every seat play the whole game on their own. */
export const AllBots: Story = {
  args: { seats: 'bot:easy,bot:easy,bot:easy', seed: 'all-bots', botDelay: 5 },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'rum-table');
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 12000, interval: 100 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
    await expect(el.match.result!.scores).toHaveLength(3);
  },
};

/** Mid-game, your turn: draw from the Beach or the Shipwreck, or pick a glowing Captain. */
export const DrawOrPlay: Story = {
  render: () => rumAt(saveWhen((m) => seat0In('play.action')(m) && m.log.length > 20 && m.legalMoves(0).some((x) => x.type === 'startSet'))),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'rum-table');
    await expect(el.match.phase).toBe('play.action');
    const labels = moveButtons(el).map((b) => b.getAttribute('aria-label')!);
    await expect(labels.some((l) => l.startsWith('Play a set for the'))).toBe(true);
    await expect(labels.some((l) => l.startsWith('Draw a card from the Shipwreck'))).toBe(true);
  },
};

/** Laying a set: add bottles of the Captain's colour from your hand and the Beach, then play it. */
export const LayingASet: Story = {
  render: () => rumAt(saveWhen((m) => seat0In('play.set')(m) && m.legalMoves(0).some((x) => x.type === 'claim'))),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'rum-table');
    await expect(el.match.phase).toBe('play.set');
    await expect(part(el, 'set')).not.toBeNull();
    const claim = moveButtons(el).find((b) => b.getAttribute('aria-label')!.startsWith('Play the set:'))!;
    await expect(claim).toBeDefined();
    claim.click();
    await el.updateComplete;
    await expect(['play.more', 'over']).toContain(el.match.phase);
  },
};

/** The Parrot! You drew it: discard cards to the Shipwreck, then the Castaway Clock turns. */
export const Parrot: Story = {
  render: () => rumAt(saveWhen(seat0In('play.parrot'))),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'rum-table');
    await expect(el.match.phase).toBe('play.parrot');
    await expect(el.shadowRoot!.querySelector('.parrot-out')).not.toBeNull();
    const discards = moveButtons(el);
    await expect(discards.every((b) => b.getAttribute('aria-label')!.startsWith('Discard the'))).toBe(true);
    await expect(part(el, 'status')!.textContent).toContain('The Parrot!');
  },
};

/** The tide revealed the Parrot on the Beach: everyone discards. */
export const TideParrot: Story = {
  render: () => rumAt(saveWhen(seat0In('play.tide.discard'), { seed: 'tide' })),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'rum-table');
    await expect(el.match.phase).toBe('play.tide.discard');
    await expect(el.match.view(0).G.beach.some((s) => s?.id === 'parrot')).toBe(true);
    await expect(moveButtons(el).length).toBeGreaterThan(0);
  },
};

/** The end: the game-over panel shows points, winners and why. */
export const Finished: Story = {
  render: () => rumAt(saveWhen((m) => m.isOver)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'rum-table');
    await expect(el.match.isOver).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    await expect(panel.shadowRoot!.textContent!).toMatch(/wins!|share the win!/);
    await expect(panel.shadowRoot!.querySelectorAll('tbody tr').length).toBe(3);
  },
};

/**
 * The table speaks the language of its `lang` attribute (or of the page): English, Spanish,
 * French or German. Change `lang` to see the same game in another one.
 */
export const Languages: StoryObj<PlayersTableArgs & { lang: string }> = {
  args: { lang: 'es', seed: 'languages' },
  argTypes: { lang: { control: 'inline-radio', options: ['en', 'es', 'fr', 'de'] }, seats: { table: { disable: true } } },
  render: (args) => html`<rum-table lang=${args.lang} players=${args.players} seed=${args.seed} seats="human,bot:easy,bot:easy"></rum-table>`,
  play: async ({ canvasElement, args }) => {
    const el = await tableOf(canvasElement, 'rum-table');
    if (args.lang !== 'es') return;
    await expect(part(el, 'beach')!.getAttribute('aria-label')).toBe('La Playa');
    await expect(part(el, 'hand')!.getAttribute('aria-label')).toBe('Tu mano');
    await expect(part(el, 'captains')!.getAttribute('aria-label')).toBe('Cartas de Capitán y Reloj del Náufrago');
  },
};

/** The statechart of RUM, drawn from the compiled rules. */
export const Statechart: Story = {
  parameters: { controls: { disable: true } },
  render: () => html`<tt-flow-chart .flow=${rumCompiled.flow} mermaid></tt-flow-chart>`,
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('tt-flow-chart')!;
    await chart.updateComplete;
    const names = [...chart.shadowRoot!.querySelectorAll('.title code')].map((c) => c.textContent);
    await expect(names).toEqual(['rum', 'play', 'action', 'set', 'more', 'parrot', 'tide', 'resolve', 'discard', 'over']);
  },
};
