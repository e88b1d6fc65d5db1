/**
 * <puerto-rico-table> through the browser half of the test kit: a whole game of four medium bots,
 * and the model-based paths of the node kit driven by the real mouse.
 * Also a hotseat game of people, checked for secrets on the shared screen. The languages are
 * checked in puerto-rico-languages-kit.browser.test.ts (a file of its own: each whole game takes
 * a while, and a test file must finish within the runner's limit).
 */
import { expect } from '@open-wc/testing';
import '../../components/puerto-rico-table/define.js';
import { puertoRicoCompiled } from '../../machines/puerto-rico/index.js';
import { checkHotseatSecrets, driveModelPaths, playWholeBotGame } from '../../src/testing/browser.js';


describe('<puerto-rico-table> with the test kit', () => {
  it('plays a whole 4-player game of medium bots to the end in under a minute', async () => {
    const { result, moves, ms } = await playWholeBotGame('puerto-rico-table', { players: 4, seed: 'bots-4', level: 'medium', timeout: 60_000 });
    expect(moves).to.be.greaterThan(100);
    expect(result.scores).to.have.length(4);
    expect(result.winners.length).to.be.greaterThan(0);
    expect(ms).to.be.lessThan(60_000);
  });

  it('follows model-based paths of the chart, every move a real mouse click', async () => {
    const { paths, steps } = await driveModelPaths('puerto-rico-table', puertoRicoCompiled, { players: 3, seed: 'mbt-3', depth: 5, branching: 2, paths: 3 });
    expect(paths).to.equal(3);
    expect(steps).to.be.greaterThan(6);
  });

  it('follows a model-based path driven by the keyboard alone', async () => {
    const { steps } = await driveModelPaths('puerto-rico-table', puertoRicoCompiled, { players: 4, seed: 'mbt-k', depth: 5, branching: 2, paths: 1, input: 'keyboard' });
    expect(steps).to.be.greaterThan(2);
  });

  it('shows no secret at any pass-the-device curtain of a hotseat game of people, nor the save while anything is hidden', async () => {
    const report = await checkHotseatSecrets('puerto-rico-table', puertoRicoCompiled, { players: 3, seed: 'secrets-3', moves: 40 });
    expect(report.moves).to.equal(40);
    expect(report.handovers).to.be.greaterThan(3);
    expect(report.curtains).to.be.at.least(report.handovers);
    expect(report.hiddenSaves).to.equal(report.saves);
  });
});
