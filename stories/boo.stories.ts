import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/boo-table/define.js';
import { booCompiled } from '../machines/boo/index.js';
import '../src/ui/chart.js';
import { moveButtons, part, parts, positionAfter, renderTable, tableArgs, tableArgTypes, tableAt, tableOf, type TableArgs } from './support/table-stories.js';

/**
 * A reproducible position: the save of a seeded game after at least `moves` moves chosen by easy
 * bots, stopped when `phase` is reached. For the scare phase, once `moves` are made, a move that
 * leads straight into it is preferred, so the story always shows ghosts waiting to scare. It stops
 * on black's (seat 0's) turn, where the person sits.
 */
const saveAt = (phase: string, moves: number, seed = 'story') =>
  positionAfter(booCompiled, {
    players: 2,
    seed,
    moves: 400,
    botSeed: (i) => `${seed}-${i}`,
    until: (m) => m.log.length >= moves && m.phase === phase && (phase === 'over' || m.active[0] === 0),
    steer: (move, match) => {
      if (match.log.length < moves) return move;
      const direct = match.legalMoves(match.active[0]!).find((m) => {
        const next = booCompiled.core.play(match.state, m);
        return next.ok && next.state.ctx.phase === phase;
      });
      return direct ?? move;
    },
  });

const meta: Meta<TableArgs> = {
  title: 'Games/BOO',
  component: 'boo-table',
  args: tableArgs({ seats: 'human,bot:medium' }),
  argTypes: tableArgTypes({ seats: 'Who plays black and white: human, bot:easy, bot:medium, bot:hard.', seed: 'Seed that shuffles the decks.' }),
  render: renderTable('boo-table'),
};
export default meta;
type Story = StoryObj<TableArgs>;

/** You play black against a medium bot. Choose how to hold your first card. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'boo-table');
    await expect(moveButtons(el).length).toBe(8);
    await expect(parts(el, 'card').length).toBe(6);
    await expect(part(el, 'status')!.textContent).toContain('Your turn, Player 1');
    await expect(el.match.result).toBeNull();
  },
};

/** Two people at one screen: nothing is secret, so no curtain between turns. */
export const Hotseat: Story = {
  args: { seats: 'human,human', seed: 'hotseat' },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'boo-table');
    await expect(part(el, 'curtain')).toBeNull();
    moveButtons(el)[0]!.click();
    await el.updateComplete;
    moveButtons(el)[0]!.click();
    await el.updateComplete;
    await waitFor(() => expect(el.match.active).toEqual([el.match.phase === 'play.scare' ? 0 : 1]));
  },
};

/** Two bots play the whole game on their own. */
export const AllBots: Story = {
  args: { seats: 'bot:easy,bot:easy', seed: 'all-bots', botDelay: 20 },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'boo-table');
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 12000, interval: 100 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
    await expect(parts(el, 'card').length).toBe(30);
  },
};

/** Mid-game, your turn: choose which side is up and how the card is turned. */
export const HoldPhase: Story = {
  render: () => tableAt('boo-table', saveAt('play.hold', 20), 'human,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'boo-table');
    await expect(el.match.phase).toBe('play.hold');
    await expect(parts(el, 'hold-option').length).toBe(8);
    await expect(parts(el, 'card').length).toBe(el.match.view(0).G.board.length);
    await expect(el.match.view(0).G.board.length).toBeGreaterThan(10);
  },
};

/** Mid-game, the card is held: the marked squares show where its middle may go. */
export const LayPhase: Story = {
  render: () => tableAt('boo-table', saveAt('play.lay', 21), 'human,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'boo-table');
    await expect(el.match.phase).toBe('play.lay');
    const spots = parts(el, 'spot');
    await expect(spots.length).toBe(el.match.legalMoves(0).length);
    for (const s of spots) await expect(s.getAttribute('aria-label')).toMatch(/^Lay the card /);
  },
};

/** Several ghosts on the card just laid can scare: choose which one scares first. */
export const ScarePhase: Story = {
  render: () => tableAt('boo-table', saveAt('play.scare', 14), 'human,human'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'boo-table');
    await expect(el.match.phase).toBe('play.scare');
    const scares = parts(el, 'scare');
    await expect(scares.length).toBeGreaterThan(1);
    await expect(parts(el, 'target').length).toBe(scares.length);
    await expect(part(el, 'status')!.textContent).toContain('choose which one scares next');
  },
};

/** All 30 cards are in the graveyard: the ghosts are counted. */
export const Finished: Story = {
  render: () => tableAt('boo-table', saveAt('over', 0), 'human,bot:easy'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'boo-table');
    await expect(el.match.isOver).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    const result = el.match.result!;
    await expect(result.scores[0]! + result.scores[1]!).toBe(66);
    await expect(panel.shadowRoot!.textContent).toContain('wins!');
    await expect(panel.shadowRoot!.querySelectorAll('tbody tr').length).toBe(2);
  },
};

/**
 * The table speaks the language of its `lang` attribute (or of the page): English, Spanish,
 * French or German. Change `lang` to see the same game in another one.
 */
export const Languages: StoryObj<TableArgs & { lang: string }> = {
  args: { lang: 'es', seed: 'languages' },
  argTypes: { lang: { control: 'inline-radio', options: ['en', 'es', 'fr', 'de'] }, seats: { table: { disable: true } } },
  render: (args) => html`<boo-table lang=${args.lang} seed=${args.seed} seats="human,bot:easy"></boo-table>`,
  play: async ({ canvasElement, args }) => {
    const el = await tableOf(canvasElement, 'boo-table');
    if (args.lang !== 'es') return;
    await expect(part(el, 'graveyard')!.getAttribute('aria-label')).toBe('El cementerio');
    await expect(part(el, 'trays')!.getAttribute('aria-label')).toBe('Manos y mazos');
    await expect(part(el, 'status')!.textContent).toContain('Elige qué cara de tu carta va arriba');
  },
};

/** The statechart of BOO, drawn from the compiled rules. */
export const Statechart: Story = {
  parameters: { controls: { disable: true } },
  render: () => html`<tt-flow-chart .flow=${booCompiled.flow} mermaid></tt-flow-chart>`,
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('tt-flow-chart')!;
    await chart.updateComplete;
    const names = [...chart.shadowRoot!.querySelectorAll('.title code')].map((c) => c.textContent);
    await expect(names).toEqual(['boo', 'play', 'hold', 'lay', 'scare', 'over']);
    await expect(chart.shadowRoot!.querySelectorAll('[part="rule"]').length).toBe(5);
  },
};
