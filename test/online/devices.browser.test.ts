/**
 * Two devices at one table over the network: this page and a second page in a browser context of
 * its own (its own storage and connection: test/online/fixtures/device.html), against a game
 * server the test run starts on 127.0.0.1. HISSS is played to the end, both devices seeing the
 * same finish and never the fan; BOX for its first 40 moves, each device holding only its own
 * team's Secret Color Card (players pressing the first move offered do not bring a BOX game to
 * its end; BOX to the end over the network is in test/server).
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import { moveButtons } from '../../src/testing/browser.js';
import type { RemoteMatch } from '../../src/online/remote-match.js';
import type { TtLobby } from '../../src/ui/lobby/lobby.js';
import '../../components/box-table/define.js';
import '../../components/hisss-table/define.js';
import '../../src/online/index.js';

interface Table<G> extends HTMLElement {
  match: RemoteMatch<G>;
  updateComplete: Promise<boolean>;
}
interface DeviceState<G> {
  started: boolean;
  over: boolean;
  result: unknown;
  G: G;
  moves: number;
}
type Box = { secrets: string[]; teams: number[][] };
type Hisss = { fan: string[] };

const device = <T>(call: string, ...args: unknown[]) => executeServerCommand('device', { name: 'ben', call, args }) as Promise<T>;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inLobby = (table: HTMLElement, selector: string) => table.shadowRoot!.querySelector('tt-lobby')?.shadowRoot?.querySelector<HTMLButtonElement>(selector) ?? null;

/**
 * Ana at this page creates a `game` room through a lobby and sits in seat 0; Ben, on the second
 * device, joins it by its code and sits in seat 1; Ana starts. Returns Ana's table.
 */
async function twoDevices<G>(game: string): Promise<Table<G>> {
  const server = (await executeServerCommand('game-server')) as string;
  const tag = unsafeStatic(`${game}-table`);
  const page = await fixture<HTMLElement>(staticHtml`<div>
    <tt-lobby server=${server} game=${game} players="2" for="ana"></tt-lobby>
    <${tag} id="ana" names="Ana"></${tag}>
  </div>`);
  const lobby = page.querySelector<TtLobby>('tt-lobby')!;
  const ana = page.querySelector<Table<G>>('#ana')!;
  await lobby.updateComplete;
  lobby.shadowRoot!.querySelector<HTMLButtonElement>('[part="create-button"]')!.click();
  await waitUntil(() => ana.match.connection?.table, 'Ana in her room', { timeout: 10_000 });
  const code = ana.match.connection.table!.code;
  const params = new URLSearchParams({ game, server, room: code, name: 'Ben' });
  await executeServerCommand('device', { name: 'ben', open: `/test/online/fixtures/device.html?${params}` });
  await waitUntil(() => inLobby(ana, '[data-seat="0"] [part="claim-button"]'), "Ana's seats", { timeout: 10_000 });
  inLobby(ana, '[data-seat="0"] [part="claim-button"]')!.click();
  await waitUntil(() => ana.match.connection.seat === 0, 'Ana in seat 0');
  for (let tries = 0; !(await device<boolean>('sit', 1)); tries++) {
    if (tries > 200) throw new Error('the second device shows no seat to sit in');
    await pause(50);
  }
  await waitUntil(() => ana.match.connection.table!.seats[1]?.kind === 'person', 'Ben in seat 1', { timeout: 10_000 });
  await waitUntil(() => inLobby(ana, '[part="start-button"]'), "the host's start");
  inLobby(ana, '[part="start-button"]')!.click();
  await waitUntil(() => ana.match.started, 'the start', { timeout: 10_000 });
  return ana;
}

/** Ana presses her first move when she has one; Ben's device does the same on its own. One move made, by either. */
async function nextMove<G>(ana: Table<G>): Promise<void> {
  const length = ana.match.log.length;
  if (moveButtons(ana).length > 0) moveButtons(ana)[0]!.click();
  await waitUntil(() => ana.match.log.length > length || ana.match.isOver, 'the next move back from the server', { timeout: 10_000, interval: 2 });
}

describe('two devices online', () => {
  afterEach(async () => {
    await executeServerCommand('device', { name: 'ben', close: true }).catch(() => undefined);
  });

  it('play HISSS to the end: the same finish on both, the fan face down on both throughout', async function () {
    this.timeout(60_000);
    const ana = await twoDevices<Hisss>('hisss');
    await device('autoplay');
    let moves = 0;
    while (!ana.match.isOver) {
      await nextMove(ana);
      expect(ana.match.state.G.fan.every((card) => card === 'hidden')).to.equal(true);
      if (++moves % 5 === 0) expect((await device<DeviceState<Hisss>>('state')).G.fan.every((card) => card === 'hidden')).to.equal(true);
      if (moves > 400) throw new Error('HISSS did not end');
    }
    await waitUntil(async () => (await device<DeviceState<Hisss>>('state')).over, 'the end on the second device', { timeout: 10_000 });
    const ben = await device<DeviceState<Hisss>>('state');
    expect(ben.moves).to.equal(ana.match.log.length);
    expect(ben.result).to.deep.equal(JSON.parse(JSON.stringify(ana.match.result)));
  });

  it("play BOX: each device holds only its own team's Secret Color Card", async function () {
    this.timeout(60_000);
    const ana = await twoDevices<Box>('box');
    const teamOf = (G: Box, seat: number) => G.teams.findIndex((team) => team.includes(seat));
    await device('autoplay');
    for (let moves = 1; moves <= 40 && !ana.match.isOver; moves++) {
      await nextMove(ana);
      if (moves % 10 !== 0) continue;
      const mine = ana.match.state.G;
      expect(mine.secrets[teamOf(mine, 1)]).to.equal('hidden');
      expect(mine.secrets[teamOf(mine, 0)]).to.not.equal('hidden');
      const ben = await device<DeviceState<Box>>('state');
      expect(ben.G.secrets[teamOf(ben.G, 0)]).to.equal('hidden');
      expect(ben.G.secrets[teamOf(ben.G, 1)]).to.not.equal('hidden');
    }
    expect(ana.match.log.length).to.be.at.least(40);
  });
});
