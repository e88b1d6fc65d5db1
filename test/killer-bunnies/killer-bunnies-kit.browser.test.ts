/**
 * <killer-bunnies-table> through the browser half of the test kit: a whole all-bot game, model
 * paths by mouse and by keyboard, and a hotseat game of people checked for secrets on the screen.
 * Few and cheap: the rules are covered in node.
 */
import { expect } from '@open-wc/testing';
import '../../components/killer-bunnies-table/define.js';
import { killerBunniesCompiled } from '../../machines/killer-bunnies/index.js';
import { checkHotseatSecrets, clickMove, driveModelPaths, mountTable, playWholeBotGame, pressMove } from '../../src/testing/browser.js';

describe('<killer-bunnies-table> with the test kit', () => {
  it('plays a whole game with easy bots in every seat, down to the Magic Carrot (3 players)', async function () {
    this.timeout(120_000);
    const { result } = await playWholeBotGame('killer-bunnies-table', { players: 3, seed: 'bots-3' });
    expect(result.scores).to.have.length(3);
    expect(result.winners.length).to.be.greaterThan(0);
  });

  it('follows model-based paths of the chart, every move a real mouse click (2 players)', async () => {
    const { paths, steps } = await driveModelPaths('killer-bunnies-table', killerBunniesCompiled, { players: 2, seed: 'mbt-2', depth: 6, branching: 2, paths: 3 });
    expect(paths).to.equal(3);
    expect(steps).to.equal(18);
  });

  it('follows a model-based path driven by the keyboard alone (2 players)', async () => {
    const { steps } = await driveModelPaths('killer-bunnies-table', killerBunniesCompiled, { players: 2, seed: 'mbt-k', depth: 6, branching: 2, paths: 1, input: 'keyboard' });
    expect(steps).to.equal(6);
  });

  it('lays the run cards by mouse and by keyboard', async () => {
    const el = await mountTable('killer-bunnies-table', { players: 2, seed: 'offer', seats: 'human,human', view: '0' });
    await clickMove(el, el.match.legalMoves(0)[0]!);
    await pressMove(el, el.match.legalMoves(0)[0]!);
    expect(el.match.log).to.have.length(2);
    expect(el.match.view(0).G.laid[0]).to.equal(true);
  });

  it('in a hotseat game of people, no hand or run card of another seat reaches the screen', async function () {
    this.timeout(120_000);
    const report = await checkHotseatSecrets('killer-bunnies-table', killerBunniesCompiled, { players: 3, seed: 'secrets-3', moves: 40 });
    expect(report.moves).to.equal(40);
  });
});
