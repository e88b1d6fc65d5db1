import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/spy-table/define.js';
import { spyCompiled, type SpyState } from '../machines/spy/index.js';
import { Match } from '../src/engine/match.js';
import '../src/ui/chart.js';
import { moveButtons, part, parts, positionAfter, renderTable, tableArgs, tableArgTypes, tableAt, tableOf, type PlayersTableArgs } from './support/table-stories.js';

/**
 * A reproducible position: the save of a seeded game played by easy bots until `stop` holds
 * (checked before each move), e.g. "seat 0 is to act in play.flip".
 */
const saveWhen = (stop: (match: Match<SpyState>) => boolean, { players = 3, seed = 'story' } = {}) =>
  positionAfter(spyCompiled, { players, seed, moves: 500, until: stop });
const seat0In = (phase: string) => (m: Match<SpyState>) => m.phase === phase && m.active[0] === 0 && m.log.length > 0;

/** A table showing a saved position, you in seat 0 against easy bots. */
const spyAt = (save: string, seats = 'human,bot:easy,bot:easy') => tableAt('spy-table', save, seats);

const meta: Meta<PlayersTableArgs> = {
  title: 'Games/SPY',
  component: 'spy-table',
  args: tableArgs({ players: 3, seats: 'human,bot:easy,bot:medium' }),
  argTypes: tableArgTypes({ players: { min: 2, max: 4 }, seed: 'Seed of the game (the random parts: shuffled arrangements).' }),
  render: renderTable('spy-table'),
};
export default meta;
type Story = StoryObj<PlayersTableArgs>;

/** Three players: you against two bots. Arrange your Spy Base in secret, card by card. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'spy-table');
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
    const el = await tableOf(canvasElement, 'spy-table');
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
    const el = await tableOf(canvasElement, 'spy-table');
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
    return spyAt(match.save());
  },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'spy-table');
    await expect(el.match.phase).toBe('arrange');
    const mine = parts(el, 'base-row')[2]!;
    await expect([...mine.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card'))).toEqual(['green-ts-2', 'green-bomb-1a']);
    await expect(mine.querySelector('[part~="spy"]')).not.toBeNull();
    // The Spy is placed: no button offers it any more (read from the moves, not from the labels).
    await expect(parts(el, 'place').some((b) => /"item":"spy-(left|right)"/.test(b.dataset.moveKey!))).toBe(false);
  },
};

/** The same table in Spanish (lang="es"; French and German work the same way). */
export const InSpanish: Story = {
  render: (args) => html`<spy-table lang="es" players=${args.players} seats=${args.seats} seed=${args.seed}></spy-table>`,
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'spy-table');
    await expect(parts(el, 'place')[0]!.getAttribute('aria-label')).toBe('Colocar Caja fuerte 1 a continuación');
  },
};

/** Your turn to move: the places your Spy may move to glow beside it, and the card it looks at in each opponent's base. */
export const MovePhase: Story = {
  render: () => spyAt(saveWhen((m) => seat0In('play.move')(m) && m.log.length > 8)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'spy-table');
    await expect(el.match.phase).toBe('play.move');
    const steps = parts(el, 'step');
    await expect(steps.length).toBe(el.match.legalMoves(0).filter((m) => m.type === 'advance').length);
    for (const s of steps) await expect(s.getAttribute('aria-label')).toMatch(/(Move|Flip).*declare “[12]”/);
    await expect(parts(el, 'spy-target').length).toBe(el.match.legalMoves(0).filter((m) => m.type === 'spy').length);
  },
};

/** After moving: flip your Spy, spy, or end the turn. */
export const FlipPhase: Story = {
  render: () => spyAt(saveWhen(seat0In('play.flip'))),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'spy-table');
    await expect(el.match.phase).toBe('play.flip');
    await expect(part(el, 'flip')).not.toBeNull();
    await expect(part(el, 'pass')!.textContent!.trim()).toBe('End turn');
  },
};

/** After flipping: spy on a glowing card, or end the turn. */
export const SpyPhase: Story = {
  render: () => spyAt(saveWhen(seat0In('play.spy'), { seed: 'spy-phase' })),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'spy-table');
    await expect(el.match.phase).toBe('play.spy');
    await expect(part(el, 'flip')).toBeNull();
    const targets = parts(el, 'spy-target');
    await expect(targets.length).toBeGreaterThan(0);
    for (const t of targets) await expect(t.getAttribute('aria-label')).toMatch(/^Spy on Bot [23] \(easy\)’s card \d/);
  },
};

/** One player remains: the game-over panel shows the winner and how many players each outlasted. */
export const Finished: Story = {
  render: () => spyAt(saveWhen(() => false)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'spy-table');
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
