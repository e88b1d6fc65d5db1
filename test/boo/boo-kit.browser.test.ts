/**
 * <boo-table> through the browser half of the test kit: a whole all-bot game, and the
 * model-based paths of the node kit driven by the real mouse and the keyboard.
 * Also a hotseat game of people, checked for secrets on the shared screen.
 */
import { expect } from '@open-wc/testing';
import '../../components/boo-table/define.js';
import { booCompiled } from '../../machines/boo/index.js';
import { checkHotseatSecrets, checkPseudoLanguage, clickMove, driveModelPaths, mountTable, playInLanguage, playWholeBotGame, pressMove } from '../../src/testing/browser.js';

describe('<boo-table> with the test kit', () => {
  it('plays a whole game with easy bots in both seats, then shows the winner', async () => {
    const { result, moves } = await playWholeBotGame('boo-table', { players: 2, seed: 'bots-2' });
    expect(moves).to.be.at.least(48); // 24 cards, each held and laid, plus chosen scares
    expect(result.scores).to.have.length(2);
    expect(result.winners).to.have.length(1);
  });

  it('follows model-based paths of the chart, every move a real mouse click', async () => {
    const { paths, steps } = await driveModelPaths('boo-table', booCompiled, { players: 2, seed: 'boo-model-2', depth: 6, branching: 3, paths: 4 });
    expect(paths).to.equal(4);
    expect(steps).to.equal(24);
  });

  it('follows a model-based path driven by the keyboard alone', async () => {
    const { steps } = await driveModelPaths('boo-table', booCompiled, { players: 2, seed: 'boo-model-k', depth: 6, branching: 3, paths: 1, input: 'keyboard' });
    expect(steps).to.equal(6);
  });

  it('plays the first offered move of each phase, by mouse and then by keyboard', async () => {
    const el = await mountTable('boo-table', { players: 2, seed: 'offer', seats: 'human,human', view: 'hotseat' });
    await clickMove(el, el.match.legalMoves()[0]!);
    expect(el.match.phase).to.equal('play.lay');
    await pressMove(el, el.match.legalMoves()[0]!);
    expect(el.match.log).to.have.length(2);
  });

  it('needs no curtain in a hotseat game of people (the decks are face down for everyone), and never shows the save while anything is hidden', async () => {
    const report = await checkHotseatSecrets('boo-table', booCompiled, { players: 2, seed: 'secrets-2', moves: 40 });
    expect(report.moves).to.equal(40);
    expect(report).to.deep.include({ curtains: 0, handovers: 0 });
    expect(report.saves).to.equal(5);
    expect(report.hiddenSaves).to.equal(5);
  });

  it('shows every text in the pseudo-language and fits a 390 px phone, at a new game, mid-game and the end', async function () {
    this.timeout(240_000);
    const report = await checkPseudoLanguage('boo-table', { players: 2, seed: 'pseudo' });
    expect(report.over).to.equal(true);
  });

  for (const lang of ['es', 'fr', 'de'] as const) {
    it(`plays a whole game by keyboard in ${lang}, the status line and the log in ${lang} throughout`, async function () {
      this.timeout(240_000);
      const report = await playInLanguage('boo-table', lang, { players: 2, seed: `keyboard-${lang}` });
      expect(report.keyboardMoves).to.be.greaterThan(0);
    });
  }
});
