/**
 * A table's online play comes with the online module: a table given a room on a page that has not
 * loaded it says so (and plays nothing online), then takes up the room once the module arrives.
 * This file must not import src/online before its test does.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { part } from '../../src/testing/browser.js';
import '../../components/hisss-table/define.js';

interface Table extends HTMLElement {
  match: { started?: boolean; connection?: { table?: { code: string } | null } };
  updateComplete: Promise<boolean>;
}

describe('a table given a room before online play is on the page', () => {
  it('says online play is not loaded, then joins the room when the online module arrives', async () => {
    const server = (await executeServerCommand('game-server')) as string;
    // Nothing online yet: the room is made with the SDK's client, as another device would.
    const table = await fixture<Table>(html`<hisss-table names="Cleo" server=${server} room="WAITING1"></hisss-table>`);
    await table.updateComplete;
    expect(part(table, 'network')?.dataset.network).to.equal('lost');
    expect(part(table, 'network')!.textContent).to.contain('online play is not loaded');
    expect(table.match.connection, 'no connection without the online module').to.equal(undefined);

    const { OnlineConnection } = await import('../../src/online/index.js');
    const host = await OnlineConnection.create(server, 'hisss', { name: 'Host', players: 2 });
    try {
      table.setAttribute('room', host.table!.code);
      await waitUntil(() => table.match.connection?.table?.code === host.table!.code, 'the table in the room', { timeout: 10_000 });
      await waitUntil(() => part(table, 'network')?.dataset.network === 'waiting', 'waiting for players');
    } finally {
      await host.leave();
    }
  });
});
