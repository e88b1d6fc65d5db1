import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/orc-table/define.js';
import { orcCompiled, type OrcState } from '../machines/orc/index.js';
import type { Match } from '../src/engine/match.js';
import '../src/ui/chart.js';
import { moveButtons, part, parts, positionAfter, renderTable, tableArgs, tableArgTypes, tableAt, tableOf, type TableArgs } from './support/table-stories.js';

interface OrcArgs extends TableArgs {
  bestOf: string;
}

/**
 * A reproducible position: the save of a seeded game played by easy bots until `when` holds
 * (checked after every move, from move `from` on).
 */
const saveWhen = (when: (m: Match<OrcState>) => boolean, { seed = 'story', bestOf = 1, from = 0 } = {}) =>
  positionAfter(orcCompiled, { players: 2, seed, options: { bestOf }, moves: 2000, until: (m, played) => played >= from && when(m) });
/** Seat 0 (you) is to act in `phase`, after at least `from` moves. */
const yourTurnIn = (phase: string, from: number, bestOf = 1) =>
  saveWhen((m) => m.phase === phase && m.active[0] === 0, { from, bestOf });

/** A table showing a saved position. */
const orcAt = (save: string, seats = 'human,bot:easy') => tableAt('orc-table', save, seats);

const meta: Meta<OrcArgs> = {
  title: 'Games/ORC',
  component: 'orc-table',
  args: tableArgs({ seats: 'human,bot:medium', bestOf: '1' }),
  argTypes: {
    ...tableArgTypes(),
    bestOf: { control: { type: 'select' }, options: ['1', '3'], name: 'best-of', description: '1: a single game; 3: best 2 of 3 games.' },
  },
  render: renderTable<OrcArgs>('orc-table', (args) => ({ 'best-of': args.bestOf })),
};
export default meta;
type Story = StoryObj<OrcArgs>;

/** You against a medium bot. The bot deals, so you choose: 1 card and the first turn, or 2 cards and the second. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'orc-table');
    await expect(el.match.phase).toBe('game.choose');
    await expect(moveButtons(el).map((b) => b.getAttribute('aria-label'))).toEqual(['A: draw 1 card and take the first turn', 'B: draw 2 cards and take the second turn']);
    await expect(parts(el, 'territory').length).toBe(6);
    await expect(parts(el, 'stockpile').every((s) => s.textContent!.includes('4'))).toBe(true);
    await expect(part(el, 'status')!.textContent).toContain('Your turn, Player 1');
  },
};

/** Two people at one screen: hands are secret, so a curtain goes up between turns. */
export const TwoPeopleOneScreen: Story = {
  args: { seats: 'human,human', seed: 'hotseat' },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'orc-table');
    await expect(part(el, 'curtain')).not.toBeNull();
    (part(el, 'curtain-button') as HTMLButtonElement).click();
    await el.updateComplete;
    moveButtons(el)[1]!.click(); // B: 2 cards, second turn — the dealer starts
    await el.updateComplete;
    await expect(el.match.active).toEqual([1]);
    await expect(part(el, 'curtain')!.textContent).toContain('Pass the device to Player 2');
  },
};

/** Bots in both seats play a whole game on their own. */
export const AllBots: Story = {
  args: { seats: 'bot:medium,bot:easy', seed: 'all-bots', botDelay: 20 },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'orc-table');
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 12000, interval: 200 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
    await expect(el.state.G.line.every((t) => t.stockpile.length === 0)).toBe(true);
    await expect(part(el, 'report')!.textContent).toContain('Game 1 scored');
    // Nobody's screen: each hand is named by its seat, never "your hand".
    await expect(part(el, 'table')!.textContent!.toLowerCase()).not.toContain('your hand');
  },
};

/** Mid-game, your turn: choose a card from your hand. Territories have fallen, others hold orcs. */
export const PickPhase: Story = {
  render: () => orcAt(yourTurnIn('game.play.pick', 24)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'orc-table');
    await expect(el.match.phase).toBe('game.play.pick');
    const hand = el.match.view(0).G.hands[0]!;
    await expect(parts(el, 'hand-card').filter((b) => b.hasAttribute('data-move-key')).length).toBe(hand.length);
    await expect(parts(el, 'opponent-hand')[0]!.querySelectorAll('[data-card]').length).toBe(0); // face down
  },
};

/** Your card is chosen: the legal territories (laws A–E) show each end you may deploy; or discard it. */
export const PlacePhase: Story = {
  render: () => orcAt(yourTurnIn('game.play.place', 24)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'orc-table');
    await expect(el.match.phase).toBe('game.play.place');
    const legal = el.match.legalMoves(0);
    await expect(parts(el, 'target').length).toBe(legal.filter((m) => m.type === 'deploy').length);
    for (const t of parts(el, 'target')) await expect(t.getAttribute('aria-label')).toMatch(/^Deploy [12] \w+ orcs? at \w+ \(territory [1-6]\), then draw [12]$/);
    await expect(part(el, 'discard')).not.toBeNull();
  },
};

/** You deployed: draw from any stockpile (2 cards after 1 orc, 1 after 2). */
export const DrawPhase: Story = {
  render: () => orcAt(yourTurnIn('game.play.draw', 24)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'orc-table');
    await expect(el.match.phase).toBe('game.play.draw');
    const piles = el.match.view(0).G.line.filter((t) => t.stockpile.length > 0).length;
    await expect(parts(el, 'stockpile').filter((b) => b.hasAttribute('data-move-key')).length).toBe(piles);
    await expect(part(el, 'status')!.textContent).toMatch(/Draw [12] cards? from any stockpile/);
  },
};

/** Best 2 of 3: the first game is scored, hands are shown, and the next dealer deals game 2. */
export const BestOfThreeBetweenGames: Story = {
  render: () => orcAt(saveWhen((m) => m.phase === 'scored', { bestOf: 3 })),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'orc-table');
    await expect(el.match.phase).toBe('scored');
    await expect(part(el, 'report')!.textContent).toContain('Game 1 scored');
    await expect(part(el, 'match-banner')!.textContent).toContain('Best 2 of 3');
    const G = el.state.G;
    await expect(part(el, 'match-banner')!.textContent).toContain(`${G.wins[0]} – ${G.wins[1]}`);
    await expect(part(el, 'deal')!.textContent).toContain('Deal game 2');
    await expect(parts(el, 'opponent-hand')[0]!.querySelectorAll('[data-card]').length).toBe(G.hands[1]!.length);
  },
};

/** All stockpiles are exhausted: hands are revealed and the game-over panel shows the points, from territories and native orcs. */
export const Finished: Story = {
  render: () => orcAt(saveWhen(() => false)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'orc-table');
    await expect(el.match.isOver).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    const text = panel.shadowRoot!.textContent!;
    await expect(text).toMatch(/wins!|share the win!/);
    await expect(panel.shadowRoot!.querySelectorAll('tbody tr').length).toBe(2);
    // The points broken down: territories and native orcs beside the total.
    await expect([...panel.shadowRoot!.querySelectorAll('thead th')].map((th) => th.textContent!.trim()).slice(1, 4)).toEqual(['Territories', 'Native orcs', 'Points']);
    // The other hand is face up now.
    await expect(parts(el, 'opponent-hand')[0]!.querySelectorAll('[data-card]').length).toBe(el.state.G.hands[1]!.length);
  },
};

/** The statechart of ORC, drawn from the compiled rules. */
export const Statechart: Story = {
  parameters: { controls: { disable: true } },
  render: () => html`<tt-flow-chart .flow=${orcCompiled.flow} mermaid></tt-flow-chart>`,
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('tt-flow-chart')!;
    await chart.updateComplete;
    const names = [...chart.shadowRoot!.querySelectorAll('.title code')].map((c) => c.textContent);
    await expect(names).toEqual(['orc', 'game', 'choose', 'play', 'pick', 'place', 'draw', 'battle', 'scored', 'over']);
    await expect(chart.shadowRoot!.querySelectorAll('[part="rule"]').length).toBe(8);
  },
};
