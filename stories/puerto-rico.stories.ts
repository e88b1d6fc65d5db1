import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/puerto-rico-table/define.js';
import type { PuertoRicoTable } from '../components/puerto-rico-table/puerto-rico-table.js';
import { puertoRicoCompiled, type PuertoRicoState } from '../machines/puerto-rico/index.js';
import type { Match } from '../src/engine/match.js';
import '../src/ui/chart.js';
import { moveButtons, part, parts, positionAfter, renderTable, tableArgs, tableArgTypes, tableAt, tableOf, type PlayersTableArgs } from './support/table-stories.js';

const saves = new Map<string, string>();
/**
 * A reproducible position: the save of a seeded 4-player game played by medium bots until `when`
 * holds (checked after every move, from move `from` on). Cached, so stories share the replays.
 */
function saveWhen(key: string, when: (m: Match<PuertoRicoState>) => boolean, { seed = 'story', from = 0 } = {}): string {
  const cached = saves.get(key);
  if (cached) return cached;
  const save = positionAfter(puertoRicoCompiled, { players: 4, seed, level: 'medium', moves: 3000, until: (m, played) => played >= from && when(m) });
  saves.set(key, save);
  return save;
}
/** Seat 0 (you) is to act in `phase`, after at least `from` moves. */
const yourTurnIn = (phase: string, from: number, extra: (m: Match<PuertoRicoState>) => boolean = () => true) =>
  saveWhen(`${phase}-${from}`, (m) => m.phase === phase && m.active[0] === 0 && extra(m), { from });

/** A table showing a saved position: you in seat 0, medium bots in the others. */
const prAt = (save: string, seats = 'human,bot:medium,bot:medium,bot:medium') =>
  tableAt('puerto-rico-table', save, seats, { players: '4', 'bot-delay': '800' });

const legalOf = (el: PuertoRicoTable, type: string) => el.match.legalMoves(0).filter((m) => m.type === type);

const meta: Meta<PlayersTableArgs> = {
  title: 'Games/Puerto Rico',
  component: 'puerto-rico-table',
  args: tableArgs({ players: 4, seats: '' }),
  argTypes: tableArgTypes({
    players: { options: [3, 4, 5], description: 'Number of players (3–5).' },
    seats: 'Who plays each seat: human, bot:easy, bot:medium, bot:hard (default: you, then medium bots).',
  }),
  render: renderTable('puerto-rico-table'),
};
export default meta;
type Story = StoryObj<PlayersTableArgs>;

/** You (the first governor) against medium bots: choose a role card. Change the number of players. */
export const NewGame: Story = {
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    await expect(el.match.phase).toBe('round.chooseRole');
    await expect(moveButtons(el).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Choose the Settler', 'Choose the Mayor', 'Choose the Builder', 'Choose the Craftsman', 'Choose the Trader', 'Choose the Captain', 'Choose the Prospector',
    ]);
    await expect(parts(el, 'board').length).toBe(4);
    await expect(part(el, 'colonist-ship')!.getAttribute('aria-label')).toBe('Colonist ship: 4 colonists');
    await expect(part(el, 'status')!.textContent).toContain('Your turn, Player 1');
  },
};

/**
 * The table speaks the language of its `lang` attribute (or of the page): English, Spanish,
 * French or German. Change `lang` to see the same game in another one.
 */
export const Languages: StoryObj<PlayersTableArgs & { lang: string }> = {
  args: { lang: 'es', seed: 'languages', players: 4 },
  argTypes: { lang: { control: 'inline-radio', options: ['en', 'es', 'fr', 'de'] }, seats: { table: { disable: true } } },
  render: (args) => html`<puerto-rico-table lang=${args.lang} players=${args.players} seed=${args.seed}
    seats=${['human', ...Array(Math.max(0, args.players - 1)).fill('bot:medium')].join(',')} bot-delay="800"></puerto-rico-table>`,
  play: async ({ canvasElement, args }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    if (args.lang !== 'es' || args.players !== 4) return;
    await expect(moveButtons(el)[0]!.getAttribute('aria-label')).toBe('Elegir al Colono');
    await expect(part(el, 'colonist-ship')!.getAttribute('aria-label')).toBe('Barco de colonos: 4 colonos');
    await expect(part(el, 'actions')!.textContent).toContain('Elige una carta de rol');
  },
};

/** Three players: six role cards (no prospector), ships of 4, 5 and 6. */
export const ThreePlayers: Story = {
  args: { players: 3, seed: 'three' },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    await expect(parts(el, 'role').length).toBe(6);
    await expect(parts(el, 'ship').map((s) => s.getAttribute('aria-label'))).toEqual(['Cargo ship of 4: empty', 'Cargo ship of 5: empty', 'Cargo ship of 6: empty']);
  },
};

/** Five players: eight role cards (two prospectors), six face-up plantations. */
export const FivePlayers: Story = {
  args: { players: 5, seed: 'five' },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    await expect(parts(el, 'role').length).toBe(8);
    await expect(parts(el, 'board').length).toBe(5);
  },
};

/** Everybody at one screen: VP chips are secret, so a curtain goes up between players. */
export const Hotseat: Story = {
  args: { players: 3, seats: 'human,human,human', seed: 'hotseat' },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    await expect(part(el, 'curtain')).not.toBeNull();
    (part(el, 'curtain-button') as HTMLButtonElement).click();
    await el.updateComplete;
    moveButtons(el)[0]!.click(); // the settler
    await el.updateComplete;
    await expect(el.match.phase).toBe('round.settler');
  },
};

/** Four medium bots play a whole game on their own. */
export const AllBots: Story = {
  args: { players: 4, seats: 'bot:medium,bot:medium,bot:medium,bot:medium', seed: 'all-bots', botDelay: 0 },
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    // About 350 moves, each drawing the table and its move log again in the table's language.
    await waitFor(() => expect(el.match.isOver).toBe(true), { timeout: 40000, interval: 200 });
    await el.updateComplete;
    await expect(part(el, 'game-over')).not.toBeNull();
    await expect(el.state.G.endTriggered).not.toBeNull();
  },
};

/** Mid-game, round start: choose a role; the unchosen roles have gathered doubloons. */
export const RoleChoice: Story = {
  render: () => prAt(yourTurnIn('round.chooseRole', 80)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    await expect(el.match.phase).toBe('round.chooseRole');
    await expect(parts(el, 'role').filter((r) => r.hasAttribute('data-move-key')).length).toBe(legalOf(el, 'chooseRole').length);
    await expect(el.state.G.roles.some((r) => r.doubloons > 0)).toBe(true);
  },
};

/** Settler: take a face-up plantation (one button per kind) or, as the settler, a quarry. */
export const Settler: Story = {
  render: () => prAt(yourTurnIn('round.settler', 60)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    await expect(el.match.phase).toBe('round.settler');
    await expect(parts(el, 'plantation').filter((p) => p.hasAttribute('data-move-key')).length).toBe(legalOf(el, 'plant').length);
    await expect(part(el, 'actions')!.textContent).toContain('Take no plantation');
  },
};

/** Mayor: colonists wait in San Juan; "Done" waits (disabled, saying what is left) while a circle is empty. Your board comes first. */
export const Mayor: Story = {
  render: () => prAt(yourTurnIn('round.mayor', 60, (m) => m.state.G.offer === null && !m.legalMoves(0).some((x) => x.type === 'doneMayor'))),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    await expect(el.match.phase).toBe('round.mayor');
    await expect(parts(el, 'place').length).toBe(legalOf(el, 'place').length);
    await expect(legalOf(el, 'doneMayor')).toEqual([]);
    await expect(part(el, 'refusal')!.textContent).toContain('every empty circle must be filled');
    // What is left to do is a step, not an error: no alert opens the story.
    await expect(el.shadowRoot!.querySelector('[role="alert"]')).toBeNull();
    await expect((part(el, 'done') as HTMLButtonElement).disabled).toBe(true);
    await expect(el.match.phase).toBe('round.mayor');
  },
};

/** Mayor: first take or decline the privilege colonist from the supply. */
export const MayorPrivilege: Story = {
  render: () => prAt(yourTurnIn('round.mayor', 59, (m) => m.state.G.offer === 'privilege')),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    await expect(el.match.phase).toBe('round.mayor');
    await expect(parts(el, 'offer').map((b) => b.getAttribute('aria-label'))).toEqual(['Take the privilege colonist (into San Juan)', 'Decline the privilege colonist']);
  },
};

/** Builder: every building shows the price you would pay; the ones you can afford are buttons. */
export const Builder: Story = {
  render: () => prAt(yourTurnIn('round.builder', 60)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    await expect(el.match.phase).toBe('round.builder');
    const buttons = parts(el, 'building').filter((b) => b.hasAttribute('data-move-key'));
    await expect(buttons.length).toBe(legalOf(el, 'build').length);
    for (const b of buttons) await expect(b.getAttribute('aria-label')).toMatch(/^Build the .+ for \d+ doubloons? \(\d left\)$/);
  },
};

/** Craftsman: after production, choose your extra barrel. */
export const Craftsman: Story = {
  render: () => prAt(yourTurnIn('round.craftsman', 30)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    await expect(el.match.phase).toBe('round.craftsman');
    await expect(parts(el, 'extra-good').length).toBe(legalOf(el, 'extraGood').length);
    await expect(parts(el, 'extra-good')[0]!.getAttribute('aria-label')).toMatch(/^Take an extra barrel of (corn|indigo|sugar|tobacco|coffee)$/);
    await expect(part(el, 'decline-extra-good')!.getAttribute('aria-label')).toBe('Take no extra barrel');
  },
};

/** Trader: sell one barrel (the price you get is on each button) or sell nothing (when nothing can be sold, the bar says why). */
export const Trader: Story = {
  render: () => prAt(yourTurnIn('round.trader', 60, (m) => m.legalMoves(0).some((x) => x.type === 'sell'))),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    await expect(el.match.phase).toBe('round.trader');
    await expect(parts(el, 'sell').length).toBe(legalOf(el, 'sell').length);
    for (const b of parts(el, 'sell')) await expect(b.getAttribute('aria-label')).toMatch(/^Sell 1 barrel of \w+ for \d+ doubloons?$/);
  },
};

/** Captain: load one kind on a ship — the legal ships carry a "Load" button. */
export const CaptainLoad: Story = {
  render: () => prAt(yourTurnIn('round.captain.load', 60)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    await expect(el.match.phase).toBe('round.captain.load');
    await expect(parts(el, 'load-good').length).toBe(legalOf(el, 'load').length);
  },
};

/** Captain: after his first load, take or decline the privilege VP (declining leaves the chip in the supply). */
export const CaptainPrivilegeVp: Story = {
  render: () => prAt(yourTurnIn('round.captain.load', 0, (m) => m.state.G.offer === 'captainVp')),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    await expect(el.state.G.offer).toBe('captainVp');
    await expect(parts(el, 'offer').map((b) => b.getAttribute('aria-label'))).toEqual(["Take the captain's privilege VP", "Decline the captain's privilege VP (the chip stays in the supply)"]);
    await expect(part(el, 'actions')!.textContent).toContain('VP chips left');
  },
};

/** Captain, storage: choose which goods to keep (warehouse kinds, then one barrel or none on the windrose). */
export const CaptainStore: Story = {
  render: () => prAt(yourTurnIn('round.captain.store', 30)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    await expect(el.match.phase).toBe('round.captain.store');
    const legal = legalOf(el, 'store').map((m) => JSON.stringify({ warehouse: m.warehouse, windrose: m.windrose }));
    await expect(parts(el, 'store').length).toBeGreaterThan(1);
    for (const b of parts(el, 'store')) {
      const m = JSON.parse(b.dataset.moveKey!) as { warehouse: unknown; windrose: unknown };
      await expect(legal).toContain(JSON.stringify({ warehouse: m.warehouse, windrose: m.windrose }));
    }
    await expect(parts(el, 'store')[0]!.getAttribute('aria-label')).toMatch(/^Keep /);
  },
};

/** The game is over: the game-over panel shows every score. */
export const Finished: Story = {
  render: () => prAt(saveWhen('over', () => false)),
  play: async ({ canvasElement }) => {
    const el = await tableOf(canvasElement, 'puerto-rico-table');
    await expect(el.match.isOver).toBe(true);
    const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
    await panel.updateComplete;
    await expect(panel.shadowRoot!.textContent!).toMatch(/wins!|share the win!/);
    await expect(panel.shadowRoot!.querySelectorAll('tbody tr').length).toBe(4);
    // Each total in its parts: VP chips, building VP, bonuses.
    await expect([...panel.shadowRoot!.querySelectorAll('thead th')].slice(1, 4).map((th) => th.textContent!.trim())).toEqual(['VP chips', 'Buildings', 'Bonuses']);
  },
};

/** The statechart of Puerto Rico, drawn from the compiled rules. */
export const Statechart: Story = {
  parameters: { controls: { disable: true } },
  render: () => html`<tt-flow-chart .flow=${puertoRicoCompiled.flow} mermaid></tt-flow-chart>`,
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('tt-flow-chart')!;
    await chart.updateComplete;
    const names = [...chart.shadowRoot!.querySelectorAll('.title code')].map((c) => c.textContent);
    await expect(names).toEqual(expect.arrayContaining(['round', 'chooseRole', 'settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain', 'load', 'store', 'over']));
  },
};
