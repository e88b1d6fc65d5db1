/**
 * <box-table> through the browser half of the test kit: whole all-bot games, and the
 * model-based paths of the node kit driven by the real mouse and the keyboard, and hotseat games
 * of people checked for secrets on the shared screen.
 */
import { expect } from '@open-wc/testing';
import '../../components/box-table/define.js';
import { boxCompiled } from '../../machines/box/index.js';
import { checkHotseatSecrets, checkPseudoLanguage, driveModelPaths, playInLanguage, playWholeBotGame } from '../../src/testing/browser.js';

describe('<box-table> with the test kit', () => {
  it('plays a whole game with easy bots in every seat, then shows the winners (2 players, and teams of 6)', async () => {
    for (const players of [2, 6]) {
      const { result, moves } = await playWholeBotGame('box-table', { players, seed: `bots-${players}` });
      expect(moves).to.be.at.least(24); // 24 cards, plus any turns of a card in hand
      expect(result.scores).to.have.length(players);
      expect(result.winners.length).to.equal(players === 2 ? 1 : 3);
    }
  });

  it('follows model-based paths of the chart, every move a real mouse click (2 and 4 players)', async () => {
    for (const players of [2, 4]) {
      const { paths, steps } = await driveModelPaths('box-table', boxCompiled, { players, seed: `mbt-${players}`, depth: 4, branching: 3, paths: 3 });
      expect(paths).to.equal(3);
      expect(steps).to.equal(12);
    }
  });

  it('follows a model-based path driven by the keyboard alone (3 players)', async () => {
    const { steps } = await driveModelPaths('box-table', boxCompiled, { players: 3, seed: 'mbt-3', depth: 4, branching: 3, paths: 1, input: 'keyboard' });
    expect(steps).to.equal(4);
  });

  it('shows no secret colour at any pass-the-device curtain of a hotseat game of people (a whole game of 2, and 4 players)', async () => {
    for (const [players, seed, moves] of [[2, 'curtain-1', 100], [4, 'curtain-4', 20]] as const) {
      const report = await checkHotseatSecrets('box-table', boxCompiled, { players, seed, moves });
      expect(report.over).to.equal(players === 2);
      expect(report.moves).to.equal(players === 2 ? 24 : moves);
      expect(report.curtains).to.be.at.least(report.handovers).and.at.least(10);
      expect(report.hiddenSaves).to.equal(report.saves);
    }
  });

  it('shows every text in the pseudo-language and fits a 390 px phone, at a new game, mid-game and the end', async function () {
    this.timeout(240_000);
    const report = await checkPseudoLanguage('box-table', { players: 2, seed: 'pseudo' });
    expect(report.over).to.equal(true);
  });

  // One language for the whole keyboard game: es, fr and de are each checked in
  // box-table.browser.test.ts (the display, spots, hand, Secret Color, hints, summaries, stacks,
  // a log line and the rules), and every text's translation in test/i18n.
  it('plays a whole game by keyboard in de, the status line and the log in de throughout', async function () {
    this.timeout(240_000);
    const report = await playInLanguage('box-table', 'de', { players: 2, seed: 'keyboard-de' });
    expect(report.keyboardMoves).to.be.greaterThan(0);
  });
});
