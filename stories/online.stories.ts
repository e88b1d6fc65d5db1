import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import { expect, waitFor } from 'storybook/test';
import '../components/boo-table/define.js';
import '../components/box-table/define.js';
import '../components/chomp-table/define.js';
import '../components/collide-o-table/define.js';
import '../components/construction-game-table/define.js';
import '../components/construction-zone-table/define.js';
import '../components/contractor-table/define.js';
import '../components/dig-table/define.js';
import '../components/finders-keepers-table/define.js';
import '../components/gym-table/define.js';
import '../components/hisss-table/define.js';
import '../components/killer-bunnies-table/define.js';
import '../components/orc-table/define.js';
import '../components/puerto-rico-table/define.js';
import '../components/rum-table/define.js';
import '../components/sow-table/define.js';
import '../components/spy-table/define.js';
import '../src/online/index.js';
import type { TtLobby } from '../src/ui/lobby/lobby.js';
import { part } from './support/table-stories.js';

/** Every game plays online (the server has a room type for each). */
const GAMES = ['boo', 'box', 'chomp', 'collide-o', 'construction-game', 'construction-zone', 'contractor', 'dig', 'finders-keepers', 'gym', 'hisss', 'killer-bunnies', 'orc', 'puerto-rico', 'rum', 'sow', 'spy'] as const;

interface OnlineArgs {
  server: string;
  game: (typeof GAMES)[number];
  players: number;
}

/** The server the stories play on: yours (`npm run serve`), or the story tests' own. */
const serverOf = (args: OnlineArgs) => (globalThis as { tabletopStoryGameServer?: string }).tabletopStoryGameServer ?? args.server;

const inLobby = (lobby: TtLobby, selector: string) => lobby.shadowRoot!.querySelector<HTMLElement>(selector);

/** Waits for a lobby's control, then presses it as a person would. */
async function press(lobby: TtLobby, selector: string): Promise<void> {
  await waitFor(() => expect(inLobby(lobby, selector)).not.toBeNull(), { timeout: 10_000 });
  inLobby(lobby, selector)!.click();
}

interface OnlineTable extends HTMLElement {
  /** Online, the table's match is the server's game (a RemoteMatch). */
  match: { started?: boolean; active: readonly number[] };
}

/** The game has started at `el`: the waiting line is gone (all is well, so no network line). */
async function playing(el: OnlineTable): Promise<void> {
  await waitFor(() => {
    expect(el.match.started).toBe(true);
    expect(part(el, 'network')).toBeNull();
  }, { timeout: 10_000 });
}

/**
 * Play one table across devices. Start the game server with `npm run serve` (port 2567), open
 * this story in two browsers (or on a phone and a tablet on the same network, with the server's
 * address in the `server` control), create a room in one, type its code into the other, take a
 * seat each, and the host starts. Seats nobody takes are played by the server's bots.
 */
const meta: Meta<OnlineArgs> = {
  title: 'Online/Play across devices',
  component: 'tt-lobby',
  args: { server: 'ws://localhost:2567', game: 'hisss', players: 2 },
  argTypes: {
    server: { control: 'text', description: 'The game server (`npm run serve` listens on ws://localhost:2567).' },
    game: { control: 'select', options: GAMES, description: 'The game of the room (the server checks the player count against it).' },
    players: { control: { type: 'number', min: 2, max: 6 } },
  },
};
export default meta;
type Story = StoryObj<OnlineArgs>;

const table = (game: OnlineArgs['game'], id: string) => staticHtml`<${unsafeStatic(`${game}-table`)} id=${id}></${unsafeStatic(`${game}-table`)}>`;

/** One device: create a room (you are its host), tell the others its code, take a seat, start. */
export const CreateARoom: Story = {
  render: (args) => html`<tt-lobby server=${serverOf(args)} game=${args.game} players=${args.players} for="online-table"></tt-lobby>
    ${table(args.game, 'online-table')}`,
  play: async ({ canvasElement }) => {
    const lobby = canvasElement.querySelector<TtLobby>('tt-lobby')!;
    const el = canvasElement.querySelector<OnlineTable>('#online-table')!;
    await lobby.updateComplete;
    await press(lobby, '[part="create-button"]');
    await waitFor(() => expect(part(el, 'network')?.dataset.network).toBe('waiting'), { timeout: 10_000 });
    await press(tableLobby(el), '[data-seat="0"] [part="claim-button"]');
    await press(tableLobby(el), '[part="start-button"]');
    // The other seat is the server's bot: the game runs, and it is this seat's turn or the bot's.
    await playing(el);
    await expect(el.match.active.length).toBeGreaterThan(0);
  },
};

/** The lobby a waiting online table shows on its felt. */
function tableLobby(el: HTMLElement): TtLobby {
  const lobby = el.shadowRoot!.querySelector<TtLobby>('tt-lobby');
  if (!lobby) throw new Error('the table shows no lobby');
  return lobby;
}

/** The first device creates a room and the second joins it by its code; both wait in its lobby. */
async function openRoom(canvasElement: HTMLElement, code: (text: string) => string = (text) => text) {
  const first = canvasElement.querySelector<TtLobby>('#first-lobby')!;
  const second = canvasElement.querySelector<TtLobby>('#second-lobby')!;
  const firstTable = canvasElement.querySelector<OnlineTable>('#first-table')!;
  const secondTable = canvasElement.querySelector<OnlineTable>('#second-table')!;
  await first.updateComplete;
  await press(first, '[part="create-button"]');
  await waitFor(() => expect(part(firstTable, 'network')?.dataset.network).toBe('waiting'), { timeout: 10_000 });
  const shown = tableLobby(firstTable).shadowRoot!.querySelector('[part="code"]')!.textContent!.trim();
  (inLobby(second, 'input[part="code-input"]') as HTMLInputElement).value = code(shown);
  await press(second, '[part="join-button"]');
  await waitFor(() => expect(part(secondTable, 'network')?.dataset.network).toBe('waiting'), { timeout: 10_000 });
  return { firstTable, secondTable };
}

/** Two devices side by side: one creates the room, the other joins it by its code. */
export const TwoDevices: Story = {
  render: (args) => html`<div style="display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 28rem), 1fr))">
    <section aria-label="First device"><tt-lobby id="first-lobby" server=${serverOf(args)} game=${args.game} players=${args.players} for="first-table"></tt-lobby>${table(args.game, 'first-table')}</section>
    <section aria-label="Second device"><tt-lobby id="second-lobby" server=${serverOf(args)} game=${args.game} for="second-table"></tt-lobby>${table(args.game, 'second-table')}</section>
  </div>`,
  play: async ({ canvasElement }) => {
    // The code typed in small letters: the room is found all the same.
    const { firstTable, secondTable } = await openRoom(canvasElement, (code) => code.toLowerCase());
    await press(tableLobby(firstTable), '[data-seat="0"] [part="claim-button"]');
    await press(tableLobby(secondTable), '[data-seat="1"] [part="claim-button"]');
    await expect(inLobby(tableLobby(secondTable), '[part="start-button"]'), 'only the host starts').toBeNull();
    await press(tableLobby(firstTable), '[part="start-button"]');
    await playing(firstTable);
    await playing(secondTable);
  },
};

/** The same with BOX, whose secret colours stay on each device: each sees only its own. */
export const TwoDevicesBox: Story = {
  ...TwoDevices,
  args: { game: 'box', players: 2 },
  play: async (context) => {
    await TwoDevices.play!(context);
    const secrets = (id: string) => (context.canvasElement.querySelector(`#${id}`) as unknown as { match: { state: { G: { secrets: string[] } } } }).match.state.G.secrets;
    // Each device holds its own team's card and the other's as "hidden".
    await expect(secrets('first-table')[1]).toBe('hidden');
    await expect(secrets('first-table')[0]).not.toBe('hidden');
    await expect(secrets('second-table')[0]).toBe('hidden');
    await expect(secrets('second-table')[1]).not.toBe('hidden');
  },
};

/**
 * The room before the start, as the host sees it beside a guest who only watches: the host sets
 * the number of players and the game's options, picks a bot for each seat nobody holds, and may
 * remove the guest or restore a saved game; the guest sees the same setup, read-only. The story
 * stops before the start.
 */
export const HostBeforeTheStart: Story = {
  ...TwoDevices,
  args: { game: 'finders-keepers', players: 3 },
  play: async ({ canvasElement }) => {
    const { firstTable, secondTable } = await openRoom(canvasElement);
    await press(tableLobby(firstTable), '[data-seat="0"] [part="claim-button"]');
    const host = tableLobby(firstTable);
    const guest = tableLobby(secondTable);
    await waitFor(() => {
      expect(inLobby(host, 'select[part="player-count"]')).not.toBeNull();
      expect(inLobby(host, 'select[part="option"][data-option="variant"]')).not.toBeNull();
      expect(host.shadowRoot!.querySelectorAll('select[part="bot-level"]').length).toBe(2);
      expect(inLobby(host, '[part="watcher"] [part="kick-button"]')).not.toBeNull();
      expect(inLobby(host, '[part="restore-input"]')).not.toBeNull();
    }, { timeout: 10_000 });
    // The guest reads the same setup: no controls but its own seat's.
    await waitFor(() => {
      expect(inLobby(guest, '[part="player-count"]')?.textContent).toContain('3');
      expect(guest.shadowRoot!.querySelectorAll('select').length).toBe(0);
      expect(inLobby(guest, '[part="start-button"]')).toBeNull();
    }, { timeout: 10_000 });
    await expect(firstTable.match.started).not.toBe(true);
  },
};
