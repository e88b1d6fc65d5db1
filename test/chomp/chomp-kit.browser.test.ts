/**
 * <chomp-table> through the browser half of the test kit: a whole all-bot game, model-based paths
 * of the chart by mouse and by keyboard (the host's moves sent as the host would), what a shared
 * tablet shows (nothing of the face-down piles), every text in the pseudo-language on a phone and a
 * whole game by keyboard in German.
 */
import { expect } from '@open-wc/testing';
import '../../components/chomp-table/define.js';
import { chompCompiled } from '../../machines/chomp/index.js';
import { checkHotseatSecrets, checkPseudoLanguage, driveModelPaths, playInLanguage, playWholeBotGame } from '../../src/testing/browser.js';

describe('<chomp-table> with the test kit', () => {
  // Three players (a whole Underwater War of two runs about a hundred rounds: the node tests play those).
  it('plays a whole game with bots in every seat, then shows the winners', async function () {
    this.timeout(60_000);
    const { result } = await playWholeBotGame('chomp-table', { players: 3, seed: 'bots-3', level: 'hard', timeout: 50_000 });
    expect(result.scores).to.have.length(3);
    expect(result.winners.length).to.be.greaterThan(0);
  });

  it('follows model-based paths of the chart by mouse (4 players) and by keyboard (3 players)', async function () {
    this.timeout(60_000);
    const mouse = await driveModelPaths('chomp-table', chompCompiled, { players: 4, seed: 'mbt-4', depth: 6, branching: 3, paths: 2 });
    expect(mouse.steps).to.equal(12);
    const keys = await driveModelPaths('chomp-table', chompCompiled, { players: 3, seed: 'mbt-3', depth: 6, branching: 3, paths: 1, input: 'keyboard' });
    expect(keys.steps).to.equal(6);
  });

  it('shows nothing of the face-down piles on a shared tablet, and never offers the save while anything is hidden', async function () {
    this.timeout(60_000);
    const report = await checkHotseatSecrets('chomp-table', chompCompiled, { players: 3, seed: 'secrets', moves: 30 });
    expect(report.moves).to.be.greaterThan(0);
  });

  it('shows every text in the pseudo-language and fits a 390 px phone, at a new game, mid-game and the end', async function () {
    this.timeout(240_000);
    const report = await checkPseudoLanguage('chomp-table', { players: 3, seed: 'pseudo' });
    expect(report.over).to.equal(true);
  });

  it('plays a whole game by keyboard in German, the status line and the log in German throughout', async function () {
    this.timeout(240_000);
    const report = await playInLanguage('chomp-table', 'de', { players: 3, seed: 'keyboard-de' });
    expect(report.keyboardMoves).to.be.greaterThan(0);
  });
});
