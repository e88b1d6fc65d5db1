/**
 * The lobby's host controls, in Chromium, against the real game server the test run starts
 * (web-test-runner.config.mjs, `game-server`): the player count and bot levels (read-only for the
 * others), removing a watcher and a player, restoring a save from the lobby (a changed save is
 * refused with the server's reason), and "Try again" after the grace taking the seat back.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { part, shadowText } from '../../src/testing/browser.js';
import type { RemoteMatch } from '../../src/online/remote-match.js';
import type { TtLobby } from '../../src/ui/lobby/lobby.js';
import { OnlineConnection } from '../../src/online/index.js';
import '../../components/hisss-table/define.js';

type Table = HTMLElement & { match: RemoteMatch; updateComplete: Promise<boolean> };

const inLobby = <T extends Element>(lobby: TtLobby, selector: string): T | null => lobby.shadowRoot!.querySelector<T>(selector);
const all = (lobby: TtLobby, selector: string): Element[] => [...lobby.shadowRoot!.querySelectorAll(selector)];

async function pick(select: HTMLSelectElement, value: string): Promise<void> {
  select.value = value;
  select.dispatchEvent(new Event('change'));
}

/** Two lobbies on one room: the host's and a guest's, each on its own connection. */
async function twoLobbies(server: string): Promise<{ host: OnlineConnection; guest: OnlineConnection; hostLobby: TtLobby; guestLobby: TtLobby }> {
  const host = await OnlineConnection.create(server, 'hisss', { name: 'Ana', players: 2 });
  const guest = await OnlineConnection.join(server, host.table!.code, 'Ben');
  const page = await fixture<HTMLElement>(html`<div><tt-lobby id="host" .connection=${host}></tt-lobby><tt-lobby id="guest" .connection=${guest}></tt-lobby></div>`);
  const hostLobby = page.querySelector<TtLobby>('#host')!;
  const guestLobby = page.querySelector<TtLobby>('#guest')!;
  await Promise.all([hostLobby.updateComplete, guestLobby.updateComplete]);
  return { host, guest, hostLobby, guestLobby };
}

async function fileInput(input: HTMLInputElement, text: string): Promise<void> {
  const transfer = new DataTransfer();
  transfer.items.add(new File([text], 'save.json', { type: 'application/json' }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change'));
}

describe('the lobby: the host sets the room up', () => {
  it('the host sets the number of players and a bot level; the other person sees both, read-only', async () => {
    const server = (await executeServerCommand('game-server')) as string;
    const { host, guest, hostLobby, guestLobby } = await twoLobbies(server);
    const count = inLobby<HTMLSelectElement>(hostLobby, 'select[part="player-count"]')!;
    expect([...count.options].map((o) => Number(o.value))).to.include.members([2, 3]);
    await pick(count, '3');
    await waitUntil(() => guest.table!.players === 3, 'three seats');
    await waitUntil(() => all(hostLobby, '[part="bot-level"]').length === 3, 'a bot level per empty seat');
    await pick(all(hostLobby, '[part="bot-level"]')[2] as HTMLSelectElement, 'hard');
    await waitUntil(() => guest.table!.seats[2]!.kind === 'bot' && guest.table!.seats[2]!.level === 'hard', 'a hard bot in seat 3');
    await guestLobby.updateComplete;
    // Read-only for the guest: the count and the bot as text, no controls.
    expect(inLobby(guestLobby, 'select')).to.equal(null);
    expect(inLobby(guestLobby, '[part="player-count"]')!.textContent).to.contain('3');
    expect(inLobby(guestLobby, '[data-seat="2"]')!.textContent).to.contain('hard');
    expect(inLobby(guestLobby, '[part="kick-button"]')).to.equal(null);
    expect(inLobby(guestLobby, '[part="restore-input"]')).to.equal(null);
    // The guest watches: the host's list of watchers names him.
    await waitUntil(() => shadowText(hostLobby).includes('Ben'), 'Ben among the watchers');
    for (const control of all(hostLobby, 'select, button')) expect((control as HTMLElement).getBoundingClientRect().height, 'finger-sized').to.be.at.least(44);
    await Promise.all([host.leave(), guest.leave()]);
  });

  it('the host removes a watcher, then a seated player', async () => {
    const server = (await executeServerCommand('game-server')) as string;
    const { host, guest, hostLobby } = await twoLobbies(server);
    const kicked = new Promise<void>((resolve) => guest.subscribe((event) => event.kind === 'kicked' && resolve()));
    await waitUntil(() => inLobby(hostLobby, '[part="watcher"] [part="kick-button"]'), 'a Remove beside the watcher');
    inLobby<HTMLButtonElement>(hostLobby, '[part="watcher"] [part="kick-button"]')!.click();
    await kicked;
    await waitUntil(() => host.table!.watchers.length === 1, 'only the host is left watching');
    expect(host.table!.watchers.map((w) => w.name)).to.deep.equal(['Ana']);

    const cara = await OnlineConnection.join(server, host.table!.code, 'Cara');
    cara.send('claim', { seat: 1 });
    await waitUntil(() => host.table!.seats[1]!.kind === 'person', 'Cara seated');
    await waitUntil(() => inLobby(hostLobby, '[data-seat="1"] [part="kick-button"]'), 'a Remove beside Cara');
    const caraKicked = new Promise<void>((resolve) => cara.subscribe((event) => event.kind === 'kicked' && resolve()));
    inLobby<HTMLButtonElement>(hostLobby, '[data-seat="1"] [part="kick-button"]')!.click();
    await caraKicked;
    await waitUntil(() => host.table!.seats[1]!.kind === 'empty', 'seat 2 empty again');
    expect(cara.status).to.equal('lost');
    await host.leave();
  });

  it('the host restores a saved game from the lobby; a changed save is refused with the reason', async () => {
    const server = (await executeServerCommand('game-server')) as string;
    const first = await OnlineConnection.create(server, 'hisss', { name: 'Ana', players: 2 });
    first.send('claim', { seat: 0 });
    await waitUntil(() => first.seat === 0, 'Ana seated');
    first.send('start');
    await waitUntil(() => first.table!.status === 'playing', 'the start');
    const saved = new Promise<{ data: string }>((resolve) => first.subscribe((event) => event.kind === 'save' && resolve(event.file as { data: string })));
    first.send('save');
    const file = await saved;
    await first.leave();

    const host = await OnlineConnection.create(server, 'hisss', { name: 'Ana', players: 2 });
    const lobby = await fixture<TtLobby>(html`<tt-lobby .connection=${host}></tt-lobby>`);
    const input = inLobby<HTMLInputElement>(lobby, 'input[part="restore-input"]')!;
    const data = file.data;
    const changed = { ...file, data: `${data.slice(0, 40)}${data[40] === 'A' ? 'B' : 'A'}${data.slice(41)}` };
    await fileInput(input, JSON.stringify(changed));
    await waitUntil(() => inLobby(lobby, '[part="error"]'), 'the refusal shown');
    expect(inLobby(lobby, '[part="error"]')!.textContent).to.match(/save/i);
    expect(host.table!.restored).to.equal(false);

    await fileInput(inLobby<HTMLInputElement>(lobby, 'input[part="restore-input"]')!, JSON.stringify(file));
    await waitUntil(() => host.table!.restored, 'the restored game');
    await lobby.updateComplete;
    expect(inLobby(lobby, '[part="error"]')).to.equal(null);
    expect(shadowText(lobby)).to.contain('restored');
    await host.leave();
  });
});

describe('the host during the game', () => {
  it("the host's menu changes a bot seat's level and removes a watcher", async () => {
    const server = (await executeServerCommand('game-server')) as string;
    const connection = await OnlineConnection.create(server, 'hisss', { name: 'Ana', players: 2 });
    const ana = await fixture<Table & { connect(options: unknown): Promise<void> }>(html`<hisss-table names="Ana"></hisss-table>`);
    await ana.connect({ connection });
    connection.send('claim', { seat: 0 });
    await waitUntil(() => connection.seat === 0, 'Ana seated');
    const ben = await OnlineConnection.join(server, connection.table!.code, 'Ben');
    connection.send('start');
    await waitUntil(() => ana.match.started, 'the start', { timeout: 10_000 });
    await waitUntil(() => part(ana, 'host-menu'), "the host's menu");
    const menu = part(ana, 'host-menu') as HTMLDetailsElement;
    menu.open = true;
    await ana.updateComplete;
    const level = menu.querySelector<HTMLSelectElement>('[data-seat="1"] [part="host-bot-level"]')!;
    expect(level.getBoundingClientRect().height).to.be.at.least(44);
    await pick(level, 'hard');
    await waitUntil(() => connection.table!.seats[1]!.level === 'hard', 'a hard bot in seat 2');
    const kicked = new Promise<void>((resolve) => ben.subscribe((event) => event.kind === 'kicked' && resolve()));
    menu.querySelector<HTMLButtonElement>('[data-watcher] [part="host-kick-button"]')!.click();
    await kicked;
    await waitUntil(() => connection.table!.watchers.length === 0, 'Ben gone from the room');
    expect(connection.table!.seats.map((seat) => seat.kind)).to.deep.equal(['person', 'bot']);
    await connection.leave();
  });
});

describe('Try again after the grace', () => {
  it('a player whose connection stayed away past the grace takes the seat back from the bot', async function () {
    this.timeout(120_000); // the test server keeps a dropped seat for 30 seconds
    const server = (await executeServerCommand('game-server')) as string;
    const ana = await OnlineConnection.create(server, 'hisss', { name: 'Ana', players: 2 });
    ana.send('claim', { seat: 0 });
    const ben = await fixture<Table>(html`<hisss-table names="Ben" server=${server} room=${ana.table!.code}></hisss-table>`);
    await waitUntil(() => ben.match?.connection?.table, 'Ben in the room', { timeout: 10_000 });
    ben.match.connection.send('claim', { seat: 1 });
    await waitUntil(() => ben.match.connection.seat === 1 && ana.seat === 0, 'both seated');
    ana.send('start');
    await waitUntil(() => ben.match.started, 'the start', { timeout: 10_000 });

    // Ben's connection goes and does not come back by itself.
    ben.match.connection.dropForTest(true);
    await waitUntil(() => part(ben, 'network')?.dataset.network === 'lost', 'the lost line');
    // Past the grace a bot plays his seat, kept for his key.
    await waitUntil(() => ana.table!.seats[1]!.kind === 'bot' && ana.table!.seats[1]!.reserved, 'a bot keeps the seat', { timeout: 60_000, interval: 200 });

    const again = [...part(ben, 'network')!.querySelectorAll('button')].find((b) => b.textContent!.includes('Try again'))!;
    again.click();
    await waitUntil(() => ben.match?.connection?.seat === 1, 'Ben back in seat 2', { timeout: 10_000 });
    await waitUntil(() => ana.table!.seats[1]!.kind === 'person', 'the others see a person in seat 2 again');
    expect(ana.table!.seats[1]!.name).to.equal('Ben');
    expect(ana.table!.seats[1]!.reserved).to.equal(false);
    await ana.leave();
  });
});
