import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/collide-o-table/define.js';
import { aim, collideOCompiled, slip, type CollideState } from '../machines/collide-o/index.js';
import { Random, seedToState, type Move } from '../src/dsl/index.js';
import { Match } from '../src/engine/match.js';
import '../src/ui/chart.js';
import { part, parts, renderTable, tableArgs, tableArgTypes, tableAt, tableOf, type PlayersTableArgs } from './support/table-stories.js';

/**
 * A reproducible position: a seeded game played by sharp players (each move the first seat, in
 * turn, that can play; the host's move when nobody can), until `stop` holds. `slipBy` makes that
 * seat lay a wrong card at the first chance after `slipAfter` moves.
 */
function saveWhen(players: number, seed: string, stop: (m: Match<CollideState>) => boolean, slipBy?: { seat: number; after: number }): string {
  const match = new Match<CollideState>(collideOCompiled, { players, seed });
  const random = new Random({ rng: seedToState(`${seed}/story`) });
  for (let i = 0; i < 600 && !match.isOver && !stop(match); i++) {
    let move: Move | null = null;
    if (slipBy && i >= slipBy.after) {
      move = slip(match.view(slipBy.seat), slipBy.seat, random);
      if (move) slipBy = undefined;
    }
    for (let k = 0; k < players && !move; k++) {
      const s = (i + k) % players;
      move = aim(match.view(s), s, random);
    }
    move ??= collideOCompiled.def.realtime!.host!(match.state.G, match.state.ctx)!.move;
    match.play(move);
  }
  return match.save();
}

const meta: Meta<PlayersTableArgs> = {
  title: 'Games/Collide-O',
  component: 'collide-o-table',
  args: tableArgs({ players: 2, seats: 'human,bot:easy' }),
  argTypes: tableArgTypes({ players: { min: 2, max: 5 } }),
  render: renderTable('collide-o-table'),
};
export default meta;
type Story = StoryObj<PlayersTableArgs>;

/** You against an easy bot: the centre card is face down and is turned up in a moment. Only your hand shows. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'collide-o-table');
    await expect(parts(el, 'pad').length).toBe(1);
    await expect(part(el, 'pad')!.getAttribute('aria-label')).toBe('Your hand');
    await expect(part(el, 'status')!.textContent).toMatch(/Get ready!|Everyone at once/);
  },
};

/** Mid-game against two bots, the line growing both ways: tap a ◀ or ▶ next to a card to lay it there. */
export const MidGame: Story = {
  render: () => tableAt('collide-o-table', saveWhen(3, 'story-mid', (m) => m.state.G.line.length >= 9 && m.phase === 'play.race' && m.legalMoves(0).some((x) => x.type === 'play')), 'human,bot:easy,bot:medium', { autoplay: 'false' }),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'collide-o-table');
    await expect(el.match.phase).toBe('play.race');
    const places = parts(el, 'place');
    await expect(places.length).toBe(el.match.legalMoves(0).filter((m) => m.type === 'play').length);
    for (const p of places) await expect(p.getAttribute('aria-label')).toMatch(/^Play .* on the (left|right)$/);
    await expect(parts(el, 'end').length).toBe(2);
  },
};

/** Two children at one tablet: both hands show, each its own pad, with each person's key for "Wrong card!". */
export const TwoAtOneTablet: Story = {
  args: { players: 2, seed: 'two-people' },
  argTypes: { seats: { table: { disable: true } } },
  render: (args) => html`<collide-o-table players="2" seats="human,human" seed=${args.seed} names="Ana,Bo"></collide-o-table>`,
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'collide-o-table');
    await expect(parts(el, 'pad').map((p) => p.getAttribute('aria-label'))).toEqual(['Ana\'s hand', 'Bo\'s hand']);
    await expect(parts(el, 'pad').map((p) => p.querySelector('.key')?.textContent)).toEqual(['A', 'L']);
  },
};

/** An easy bot has laid a wrong card: it lies tilted at its end, and you may call it before it stays. */
export const WrongCard: Story = {
  render: () => tableAt('collide-o-table', saveWhen(2, 'story-wrong', (m) => m.phase === 'play.wrong', { seat: 1, after: 6 }), 'human,bot:easy', { autoplay: 'false' }),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'collide-o-table');
    await expect(el.match.phase).toBe('play.wrong');
    const call = part(el, 'call')!;
    await expect(call.getAttribute('aria-label')).toMatch(/^Wrong card! Call it/);
    await expect(el.shadowRoot!.querySelectorAll('.end.wrong').length).toBe(1);
  },
};

/** Nobody can play on the centre card: the status line says so, and in a moment the table takes it away. */
export const EveryoneStuck: Story = {
  render: () => tableAt('collide-o-table', saveWhen(2, 'stuck-123', (m) => m.phase === 'play.stuck'), 'human,bot:easy', { autoplay: 'false' }),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'collide-o-table');
    await expect(el.match.phase).toBe('play.stuck');
    await expect(part(el, 'status')!.textContent).toContain('Nobody can play: wait.');
    await expect(parts(el, 'place').length).toBe(0);
  },
};

/** The centre card was taken away: the line is empty, and any card starts it again. */
export const EmptyLine: Story = {
  render: () => tableAt('collide-o-table', saveWhen(2, 'stuck-123', (m) => m.phase === 'play.empty'), 'human,bot:easy', { autoplay: 'false' }),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'collide-o-table');
    await expect(el.match.phase).toBe('play.empty');
    const starts = parts(el, 'start');
    await expect(starts.length).toBe(el.match.view(0).G.hands[0]!.length);
    for (const b of starts) await expect(b.getAttribute('aria-label')).toMatch(/^Start the line with /);
  },
};

/** Bots in every seat play the whole game on their own, quickly. */
export const AllBots: Story = {
  args: { seats: 'bot:hard,bot:easy,bot:medium', players: 3, seed: 'all-bots', botDelay: 20 },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'collide-o-table');
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 60000, interval: 200 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
    await expect(parts(el, 'pad').length).toBe(0);
  },
};

/** Someone is down to one card: the game-over panel shows everyone's cards left. */
export const Finished: Story = {
  render: () => tableAt('collide-o-table', saveWhen(3, 'story-end', () => false), 'human,bot:easy,bot:hard'),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'collide-o-table');
    await expect(el.match.isOver).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    await expect(panel.shadowRoot!.textContent).toMatch(/wins!/);
    await expect(panel.shadowRoot!.querySelectorAll('tbody tr').length).toBe(3);
  },
};

/** The table speaks the language of its `lang` attribute (or of the page): English, Spanish, French or German. */
export const Languages: StoryObj<PlayersTableArgs & { lang: string }> = {
  args: { lang: 'es', seed: 'languages' },
  argTypes: { lang: { control: 'inline-radio', options: ['en', 'es', 'fr', 'de'] }, seats: { table: { disable: true } } },
  render: (args) => html`<collide-o-table lang=${args.lang} players="2" seed=${args.seed} seats="human,bot:easy" autoplay="false"></collide-o-table>`,
  play: async ({ canvasElement, args }) => {
    const el = await tableOf(canvasElement, 'collide-o-table');
    if (args.lang !== 'es') return;
    await expect(part(el, 'pad')!.getAttribute('aria-label')).toBe('Tu mano');
  },
};

/** The statechart of Collide-O, drawn from the compiled rules. */
export const Statechart: Story = {
  parameters: { controls: { disable: true } },
  render: () => html`<tt-flow-chart .flow=${collideOCompiled.flow} mermaid></tt-flow-chart>`,
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('tt-flow-chart')!;
    await chart.updateComplete;
    const names = [...chart.shadowRoot!.querySelectorAll('.title code')].map((c) => c.textContent);
    await expect(names).toEqual(['collide-o', 'deal', 'play', 'race', 'wrong', 'stuck', 'empty', 'over']);
  },
};
