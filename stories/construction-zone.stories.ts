import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/construction-zone-table/define.js';
import { constructionZoneCompiled, targetFor, type ZoneState } from '../machines/construction-zone/index.js';
import '../src/ui/chart.js';
import type { PlayerPanel } from '../src/ui/player-panel.js';
import { moveButtons, part, parts, playBots, renderTable, tableArgs, tableArgTypes, tableAt, tableOf, type PlayersTableArgs } from './support/table-stories.js';

const TAG = 'construction-zone-table';

/**
 * A reproducible position: the save of a seeded game played by easy bots until seat 0 is to act
 * in `phase` after some turns (`when` narrows it further), or to the end.
 */
function saveAt(phase: string | null, { players = 3, seed = 'story', when = (_G: ZoneState): boolean => true }: { players?: number; seed?: string; when?: (G: ZoneState) => boolean } = {}): string {
  for (let k = 0; k < 40; k++) {
    const s = k === 0 ? seed : `${seed}-${k}`;
    const match = playBots(constructionZoneCompiled, { players, seed: s, until: (m) => !!phase && m.phase === phase && m.active[0] === 0 && m.log.length > 40 && when(m.view(0).G as ZoneState) });
    if (!phase || !match.isOver) return match.save();
  }
  throw new Error(`No seeded game reached ${phase}.`);
}

const meta: Meta<PlayersTableArgs> = {
  title: 'Games/Construction Zone',
  component: TAG,
  args: tableArgs({ players: 3, seats: 'human,bot:easy,bot:medium' }),
  argTypes: tableArgTypes({ players: { min: 2, max: 4 } }),
  render: renderTable(TAG),
};
export default meta;
type Story = StoryObj<PlayersTableArgs>;

/** Three players: you against an easy and a medium bot. Three building piles, the pool of four, the advanced piles. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, TAG);
    await expect(parts(el, 'pile').length).toBe(3);
    await expect(part(el, 'pool')).not.toBeNull();
    await expect(part(el, 'supply')!.getAttribute('aria-label')).toBe('Advanced piles');
    const panels = parts(el, 'player') as PlayerPanel[];
    await expect(panels.map((p) => p.summary)).toEqual(['0 of 7 buildings · 4 cards', '0 of 7 buildings · 4 cards', '0 of 7 buildings · 4 cards']);
  },
};

/** Everybody at one screen, two people: the table opens under the pass-the-device curtain, no hand showing. */
export const Hotseat: Story = {
  args: { players: 2, seats: 'human,human', seed: 'hotseat', view: 'hotseat' },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, TAG);
    await expect(part(el, 'curtain')!.textContent).toMatch(/Pass the device to Player [12]/);
    await expect(moveButtons(el).length).toBe(0);
    await expect(part(el, 'hand')).toBeNull();
  },
};

/** Bots in every seat play the whole game on their own. */
export const AllBots: Story = {
  args: { players: 4, seats: 'bot:easy,bot:medium,bot:easy,bot:medium', seed: 'all-bots', botDelay: 0 },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, TAG);
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 30000, interval: 200 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
  },
};

/** Mid-game, the start of your turn: take two cards from the pool, one at a time. */
export const DrawPhase: Story = {
  render: () => tableAt(TAG, saveAt('play.draw'), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, TAG);
    await expect(el.match.phase).toBe('play.draw');
    await expect(parts(el, 'take').length).toBe(el.match.legalMoves(0).length);
  },
};

/** Mid-game, after drawing: exchange two cards for an advanced one, pay for a top building, or end the turn. */
export const BuildPhase: Story = {
  render: () => tableAt(TAG, saveAt('play.build', { when: (G) => G.hands[0]!.length >= 4 }), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, TAG);
    await expect(el.match.phase).toBe('play.build');
    const legal = el.match.legalMoves(0);
    await expect(parts(el, 'exchange').length).toBe(legal.filter((m) => m.type === 'exchange').length);
    await expect(parts(el, 'construct').length).toBe(legal.filter((m) => m.type === 'construct').length);
    await expect(parts(el, 'end').length).toBe(1);
  },
};

/** A player reached the target: the buildings of each player are the scores. */
export const Finished: Story = {
  render: () => tableAt(TAG, saveAt(null), 'human,bot:easy,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, TAG);
    await expect(el.match.isOver).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    await expect(panel.shadowRoot!.textContent!).toMatch(/wins!|share the win!/);
    await expect(panel.shadowRoot!.querySelectorAll('tbody tr').length).toBe(3);
    const G = el.state.G as ZoneState;
    await expect(Math.max(...G.built.map((b) => b.length))).toBe(targetFor(3));
  },
};

/** The table speaks the language of its `lang` attribute: English, Spanish, French or German. */
export const Languages: StoryObj<PlayersTableArgs & { lang: string }> = {
  args: { lang: 'es', seed: 'languages' },
  argTypes: { lang: { control: 'inline-radio', options: ['en', 'es', 'fr', 'de'] }, seats: { table: { disable: true } } },
  render: (args) => html`<construction-zone-table lang=${args.lang} players=${args.players} seed=${args.seed} seats="human,bot:easy,bot:easy"></construction-zone-table>`,
  play: async ({ canvasElement, args }) => {
    const el = await tableOf(canvasElement, TAG);
    if (args.lang !== 'es') return;
    await expect(part(el, 'piles')!.getAttribute('aria-label')).toBe('Mazos de edificios');
    await expect(part(el, 'supply')!.getAttribute('aria-label')).toBe('Mazos avanzados');
  },
};

/** The statechart of Construction Zone, drawn from the compiled rules. */
export const Statechart: Story = {
  parameters: { controls: { disable: true } },
  render: () => html`<tt-flow-chart .flow=${constructionZoneCompiled.flow} mermaid></tt-flow-chart>`,
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('tt-flow-chart')!;
    await chart.updateComplete;
    const names = [...chart.shadowRoot!.querySelectorAll('.title code')].map((c) => c.textContent);
    await expect(names).toEqual(['construction-zone', 'play', 'draw', 'build', 'over']);
    await expect(chart.shadowRoot!.querySelectorAll('[part="rule"]').length).toBe(4);
  },
};
