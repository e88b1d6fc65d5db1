/**
 * Tables online, in Chromium, against a real game server the test run starts on 127.0.0.1
 * (web-test-runner.config.mjs, `game-server`). Two HISSS tables in one page, each on its own
 * connection (two people): a lobby creates the room and hands it to the first table, the second
 * joins by code through its attributes; each sits, the host starts, and they play to the end.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { moveButtons, part, shadowText } from '../../src/testing/browser.js';
import type { RemoteMatch } from '../../src/online/remote-match.js';
import type { TtLobby } from '../../src/ui/lobby/lobby.js';
import '../../components/hisss-table/define.js';
import '../../components/chomp-table/define.js';
import { OnlineConnection } from '../../src/online/index.js';

type Table = HTMLElement & { match: RemoteMatch; play(move: unknown): { ok: boolean }; updateComplete: Promise<boolean>; connect(options?: unknown): Promise<void> };

const remote = (table: Table): RemoteMatch => table.match;
const lobbyOf = (table: Table): TtLobby => table.shadowRoot!.querySelector('tt-lobby')!;

/** A button of the lobby inside `table` (the seat's "Sit here", or "Start"). */
async function lobbyButton(table: Table, selector: string): Promise<HTMLButtonElement> {
  await waitUntil(() => lobbyOf(table)?.shadowRoot?.querySelector(selector), `the lobby's ${selector}`, { timeout: 10_000 });
  return lobbyOf(table).shadowRoot!.querySelector<HTMLButtonElement>(selector)!;
}

describe('tables online', () => {
  it('two people play HISSS to the end over the network; moves show once the server has them, refusals say why, a reconnection keeps the seat', async () => {
    const server = (await executeServerCommand('game-server')) as string;
    const page = await fixture<HTMLElement>(html`<div>
      <tt-lobby server=${server} game="hisss" players="2" for="ana"></tt-lobby>
      <hisss-table id="ana" names="Ana"></hisss-table>
      <div id="ben-slot"></div>
    </div>`);
    const lobby = page.querySelector('tt-lobby')!;
    const ana = page.querySelector<Table>('#ana')!;
    await lobby.updateComplete;
    lobby.shadowRoot!.querySelector<HTMLButtonElement>('[part="create-button"]')!.click();
    await waitUntil(() => ana.match.connection?.table, 'Ana in her room', { timeout: 10_000 });
    const code = remote(ana).connection.table!.code;
    await waitUntil(() => shadowText(lobby).includes(code), 'the lobby says where the room went');
    // Waiting for players, said plainly, with the code to tell the others.
    await waitUntil(() => part(ana, 'network')?.textContent?.includes(code), 'the waiting line');
    expect(part(ana, 'network')!.dataset.network).to.equal('waiting');

    // Ben joins by code through the attributes (lower case, with a dash: as a person types it).
    // Moving a table in the page keeps its room and seat (checked once the game runs).
    let ben = document.createElement('hisss-table') as unknown as Table;
    ben.setAttribute('names', 'Ben');
    ben.setAttribute('server', server);
    ben.setAttribute('room', `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`);
    page.querySelector('#ben-slot')!.append(ben);
    await waitUntil(() => ben.match.connection?.table, 'Ben in the room', { timeout: 10_000 });

    (await lobbyButton(ana, '[data-seat="0"] [part="claim-button"]')).click();
    await waitUntil(() => remote(ana).connection.seat === 0, 'Ana in seat 0');
    (await lobbyButton(ben, '[data-seat="1"] [part="claim-button"]')).click();
    await waitUntil(() => remote(ben).connection.seat === 1, 'Ben in seat 1');
    expect(lobbyOf(ben).shadowRoot!.querySelector('[part="start-button"]'), 'only the host starts').to.equal(null);
    page.append(ben);
    await ben.updateComplete;
    (await lobbyButton(ana, '[part="start-button"]')).click();
    await waitUntil(() => remote(ana).started && remote(ben).started, 'the start', { timeout: 10_000 });
    expect(remote(ben).connection.seat, 'Ben kept his seat through the move').to.equal(1);
    await ana.updateComplete;

    // No undo online: the button says why; no New game or Load at an online table.
    const undo = part(ana, 'undo-button') as HTMLButtonElement;
    expect(undo.disabled).to.equal(true);
    expect(undo.title).to.contain('online');
    expect(part(ana, 'new-game-button')).to.equal(null);
    expect(part(ana, 'load-button')).to.equal(null);
    // Save asks the server for the sealed save, for the host only.
    const saved = new Promise<unknown>((resolve) => {
      const stop = remote(ana).connection.subscribe((event) => {
        if (event.kind === 'save') resolve(event.file);
        if (event.kind === 'save') stop();
      });
    });
    (part(ana, 'save-button') as HTMLButtonElement).click();
    const file = (await saved) as Record<string, unknown>;
    expect(JSON.stringify(file)).to.not.contain('"seed"');

    // A refused move shows the server's reason: Ben tries a move for Ana's seat.
    const anaMove = remote(ana).legalMoves(0)[0] ?? remote(ben).legalMoves(1)[0]!;
    const invalid = new Promise<CustomEvent>((resolve) => ben.addEventListener('tt-invalid-move', (event) => resolve(event as CustomEvent), { once: true }));
    ben.play({ ...anaMove, seat: 0 });
    const event = await invalid;
    expect(event.detail.move.seat).to.equal(0);
    await ben.updateComplete;
    expect(part(ben, 'notice')!.textContent).to.contain(event.detail.reason);
    expect(remote(ben).log.length).to.equal(0);

    let moves = 0;
    let reconnected = false;
    while (!remote(ana).isOver || !remote(ben).isOver) {
      await Promise.all([ana.updateComplete, ben.updateComplete]);
      const turn = [ana, ben].find((t) => moveButtons(t).length > 0 && !remote(t).isOver);
      const other = turn === ana ? ben : ana;
      if (!turn) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      // Each table shows only its own seat's moves: never both at once.
      expect(moveButtons(other).length, 'moves on the waiting table').to.equal(0);
      const seat = remote(turn).connection.seat!;
      expect(remote(turn).active).to.include(seat);
      // The fan stays face down in every view the server sends.
      expect((remote(turn).state.G as { fan: string[] }).fan.every((card) => card === 'hidden')).to.equal(true);
      const length = remote(turn).log.length;
      moveButtons(turn)[0]!.click();
      // Sent, not made: nothing in the log until the server's next table.
      expect(remote(turn).log.length).to.equal(length);
      await waitUntil(() => remote(turn).log.length > length, 'the move back from the server', { timeout: 10_000, interval: 2 });
      moves++;
      if (moves === 3 && !reconnected) {
        // Ben's connection drops; he comes back to the same seat.
        reconnected = true;
        const connection = remote(ben).connection;
        const statuses: string[] = [];
        const tables = connection.table!.revision;
        const stop = connection.subscribe((event) => {
          if (event.kind === 'status') statuses.push(event.status);
        });
        connection.dropForTest();
        await waitUntil(() => statuses.includes('reconnecting') && connection.status === 'open', `back again (${statuses.join(', ')})`, { timeout: 15_000 });
        stop();
        // The server sent the whole table again: the same seat, the whole log.
        expect(connection.table!.revision).to.be.at.least(tables);
        expect(remote(ben).connection.seat).to.equal(1);
      }
      if (moves === 6) {
        // Ben's page goes away and comes back (a reload): the new table takes his seat up again.
        const roomAttribute = ben.getAttribute('room')!;
        remote(ben).connection.dropForTest(true);
        ben.remove();
        ben = document.createElement('hisss-table') as unknown as Table;
        ben.setAttribute('names', 'Ben');
        ben.setAttribute('server', server);
        ben.setAttribute('room', roomAttribute);
        page.append(ben);
        await waitUntil(() => remote(ben).connection?.table, 'Ben back after the reload', { timeout: 10_000 });
        expect(remote(ben).connection.seat).to.equal(1);
        expect(remote(ben).log.length).to.equal(remote(ana).log.length);
      }
      if (moves > 400) throw new Error('HISSS did not end');
    }
    await Promise.all([ana.updateComplete, ben.updateComplete]);
    expect(reconnected).to.equal(true);
    expect(remote(ana).result).to.deep.equal(remote(ben).result);
    expect(remote(ana).log.length).to.equal(remote(ben).log.length);
    expect(part(ana, 'game-over')).to.not.equal(null);
    expect(part(ben, 'game-over')).to.not.equal(null);
  });

  it('a real-time table online follows the server: its own host and bots stay off, so nothing of theirs is refused', async () => {
    const server = (await executeServerCommand('game-server')) as string;
    const table = await fixture<Table>(html`<chomp-table names="Ana"></chomp-table>`);
    const connection = await OnlineConnection.create(server, 'chomp', { name: 'Ana', players: 2 });
    const refusals: string[] = [];
    connection.subscribe((event) => {
      if (event.kind === 'refused') refusals.push(event.refusal.reason);
    });
    await table.connect({ connection });
    connection.send('claim', { seat: 0 });
    await waitUntil(() => connection.seat === 0, 'Ana seated');
    connection.send('start');
    // The server's host and its bot move; the table shows each move as the server sends it.
    await waitUntil(() => remote(table).log.length >= 3 || remote(table).isOver, 'moves from the server', { timeout: 10_000 });
    await table.updateComplete;
    expect(part(table, 'bot-move-button')).to.equal(null);
    expect(refusals).to.deep.equal([]);
    await connection.leave();
  });
});
