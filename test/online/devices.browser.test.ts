/**
 * Two devices at one table over the network: this page and a second page in a browser context of
 * its own (its own storage and connection: test/online/fixtures/device.html), against a game
 * server the test run starts on 127.0.0.1. HISSS and BOX are each played to the end, both devices
 * ending with the same result and the same log; HISSS's fan stays face down on both throughout,
 * and in BOX each device holds only its own team's Secret Color Card until the end reveals both.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { moveButtons } from '../../src/testing/browser.js';
import '../../components/box-table/define.js';
import '../../components/hisss-table/define.js';
import '../../src/online/index.js';
import { seeded, type OnlineTable } from './fixtures/presser.js';
import { SecondDevice, twoDevices, type DeviceState } from './fixtures/two-devices.js';

const ben = new SecondDevice('ben-devices');
const device = <T>(call: string, ...args: unknown[]) => ben.call<T>(call, ...args);

type Box = { secrets: string[]; teams: number[][] };
type Hisss = { fan: string[] };

/**
 * Ana presses one of her moves when she has one (the first, or one `pick` chooses); Ben's device
 * plays on its own. One move made, by either.
 */
async function nextMove<G>(ana: OnlineTable<G>, pick: (count: number) => number = () => 0): Promise<void> {
  const length = ana.match.log.length;
  const buttons = moveButtons(ana);
  if (buttons.length > 0) buttons[pick(buttons.length)]!.click();
  await waitUntil(() => ana.match.log.length > length || ana.match.isOver, 'the next move back from the server', { timeout: 10_000, interval: 2 });
}

/** Both devices ended: the same result and the same number of moves in their logs. */
async function sameEnd<G>(ana: OnlineTable<G>): Promise<DeviceState<G>> {
  await waitUntil(async () => (await device<DeviceState<G>>('state')).over, 'the end on the second device', { timeout: 10_000 });
  const theirs = await device<DeviceState<G>>('state');
  expect(ana.match.result, 'a result').to.not.equal(null);
  expect(theirs.moves).to.equal(ana.match.log.length);
  expect(theirs.result).to.deep.equal(JSON.parse(JSON.stringify(ana.match.result)));
  return theirs;
}

describe('two devices online', () => {
  afterEach(() => ben.close());

  it('play HISSS to the end: the same finish on both, the fan face down on both throughout', async function () {
    this.timeout(60_000);
    const ana = await twoDevices<Hisss>(ben, 'hisss');
    await device('autoplay');
    let moves = 0;
    while (!ana.match.isOver) {
      await nextMove(ana);
      expect(ana.match.state.G.fan.every((card) => card === 'hidden')).to.equal(true);
      if (++moves % 5 === 0) expect((await device<DeviceState<Hisss>>('state')).G.fan.every((card) => card === 'hidden')).to.equal(true);
      if (moves > 400) throw new Error('HISSS did not end');
    }
    await sameEnd(ana);
  });

  it("play BOX to the end: each device holds only its own team's Secret Color Card until the end reveals both", async function () {
    this.timeout(60_000);
    const ana = await twoDevices<Box>(ben, 'box');
    const teamOf = (G: Box, seat: number) => G.teams.findIndex((team) => team.includes(seat));
    /** Only `seat`'s own team's card is face up in `G`. */
    const onlyOwn = (G: Box, seat: number, where: string) => {
      expect(G.secrets[teamOf(G, seat)], `${where}: its own team's card`).to.match(/^secret-/);
      expect(G.secrets.filter((_, team) => team !== teamOf(G, seat)), `${where}: the other team's card`).to.deep.equal(['hidden']);
    };
    // Every view either device receives before the end, kept to be searched once the cards are known.
    const anaViews: Box[] = [];
    ana.match.connection.subscribe((event) => {
      if (event.kind === 'table' && !event.table.over && event.table.view != null) anaViews.push(structuredClone((event.table.view as { G: Box }).G));
    });
    await device('record');
    // Both press among the moves offered, picked by seeded generators (the first move offered
    // each time does not bring a BOX game to its end); a game takes about 25 moves.
    await device('autoplay', 2);
    const pick = seeded(1);
    let moves = 0;
    while (!ana.match.isOver) {
      await nextMove(ana, (count) => Math.floor(pick() * count));
      if (ana.match.isOver) break;
      onlyOwn(ana.match.state.G, 0, `Ana after move ${ana.match.log.length}`);
      if (++moves % 3 === 0) onlyOwn((await device<DeviceState<Box>>('state')).G, 1, `Ben after move ${ana.match.log.length}`);
      if (moves > 400) throw new Error('BOX did not end');
    }
    const theirs = await sameEnd(ana);
    expect(ana.match.log.length, 'a whole game').to.be.at.least(10);

    // The end shows every card, the same on both devices, and the two teams' cards differ.
    const revealed = ana.match.state.G.secrets;
    expect(revealed.every((id) => id.startsWith('secret-')), 'every card shown at the end').to.equal(true);
    expect(theirs.G.secrets).to.deep.equal(revealed);
    const anas = revealed[teamOf(ana.match.state.G, 0)]!;
    const bens = revealed[teamOf(ana.match.state.G, 1)]!;
    expect(anas).to.not.equal(bens);

    // Before the end, no view either device received held the other team's card, anywhere in it;
    // each held its own, to the last view before the reveal.
    const benViews = (await device<{ G: Box }[]>('recorded')).map((view) => view.G);
    expect(anaViews.length, "Ana's views before the end").to.be.greaterThan(5);
    expect(benViews.length, "Ben's views before the end").to.be.greaterThan(5);
    anaViews.forEach((G, i) => onlyOwn(G, 0, `Ana's view ${i}`));
    benViews.forEach((G, i) => onlyOwn(G, 1, `Ben's view ${i}`));
    expect(JSON.stringify(anaViews)).to.not.contain(bens);
    expect(JSON.stringify(benViews)).to.not.contain(anas);
    expect(anaViews.at(-1)!.secrets[teamOf(anaViews.at(-1)!, 0)]).to.equal(anas);
    expect(benViews.at(-1)!.secrets[teamOf(benViews.at(-1)!, 1)]).to.equal(bens);
  });
});
