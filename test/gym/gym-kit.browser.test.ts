/**
 * <gym-table> through the browser half of the test kit: whole all-bot games, and the model-based
 * paths of the node kit driven by the real mouse and the keyboard.
 * Also a hotseat game of people, checked for secrets on the shared screen.
 */
import { expect } from '@open-wc/testing';
import '../../components/gym-table/define.js';
import { gymCompiled } from '../../machines/gym/index.js';
import { checkHotseatSecrets, checkPseudoLanguage, driveModelPaths, playInLanguage, playWholeBotGame } from '../../src/testing/browser.js';

describe('<gym-table> with the test kit', () => {
  it('plays a whole game with easy bots in every seat, then shows the winners (teams of 3)', async () => {
    for (const players of [6]) {
      const { result, moves } = await playWholeBotGame('gym-table', { players, seed: `bots-${players}` });
      expect(moves).to.be.greaterThan(24 + 1 + 24 * 2 - 1);
      expect(result.scores).to.have.length(players);
      expect(result.winners.length).to.equal(players / 2);
    }
  });

  it('follows model-based paths of the chart, every move a real mouse click (2 players)', async () => {
    const { paths, steps } = await driveModelPaths('gym-table', gymCompiled, { players: 2, seed: 'mbt-2', depth: 4, branching: 3, paths: 3 });
    expect(paths).to.equal(3);
    expect(steps).to.equal(12);
  });

  it('follows a model-based path driven by the keyboard alone (4 players)', async () => {
    const { steps } = await driveModelPaths('gym-table', gymCompiled, { players: 4, seed: 'mbt-4', depth: 4, branching: 3, paths: 1, input: 'keyboard' });
    expect(steps).to.equal(4);
  });

  it('shows no secret at any pass-the-device curtain of a hotseat game of people, nor the save while anything is hidden', async () => {
    const report = await checkHotseatSecrets('gym-table', gymCompiled, { players: 2, seed: 'secrets-2', moves: 40 });
    expect(report.moves).to.equal(40);
    expect(report.handovers).to.be.greaterThan(3);
    expect(report.curtains).to.be.at.least(report.handovers);
    expect(report.hiddenSaves).to.equal(report.saves);
  });

  it('shows every text in the pseudo-language and fits a 390 px phone, at a new game, mid-game and the end', async function () {
    this.timeout(240_000);
    const report = await checkPseudoLanguage('gym-table', { players: 2, seed: 'pseudo' });
    expect(report.over).to.equal(true);
  });

  // One whole game by keyboard, in German (the longest words): Spanish and French are held to the
  // same texts by the coverage test (every text of the rules and the table has a translation in
  // each) and by the per-language checks of gym-table.browser.test.ts, which play to the end.
  it('plays a whole game by keyboard in de, the status line and the log in de throughout', async function () {
    this.timeout(240_000);
    const report = await playInLanguage('gym-table', 'de', { players: 2, seed: 'keyboard-de' });
    expect(report.keyboardMoves).to.be.greaterThan(0);
  });
});
