/**
 * <hisss-table> through the browser half of the test kit: whole all-bot games, and the
 * model-based paths of the node kit driven by the real mouse and the keyboard.
 * Also a hotseat game of people, checked for secrets on the shared screen.
 */
import { expect } from '@open-wc/testing';
import '../../components/hisss-table/define.js';
import { hisssCompiled } from '../../machines/hisss/index.js';
import { checkHotseatSecrets, checkPseudoLanguage, clickMove, driveModelPaths, mountTable, playInLanguage, playWholeBotGame, pressMove } from '../../src/testing/browser.js';

describe('<hisss-table> with the test kit', () => {
  it('plays a whole game with easy bots in every seat, then shows the winners (2 and 5 players)', async () => {
    for (const players of [2, 5]) {
      const { result, moves } = await playWholeBotGame('hisss-table', { players, seed: `bots-${players}` });
      expect(moves).to.equal(98); // 49 cards, each drawn and placed
      expect(result.scores).to.have.length(players);
      expect(result.winners.length).to.be.greaterThan(0);
    }
  });

  it('follows model-based paths of the chart, every move a real mouse click (2 players)', async () => {
    const { paths, steps } = await driveModelPaths('hisss-table', hisssCompiled, { players: 2, seed: 'mbt-2', depth: 6, branching: 3, paths: 4 });
    expect(paths).to.equal(4);
    expect(steps).to.equal(24);
  });

  it('follows a model-based path driven by the keyboard alone (3 players)', async () => {
    const { steps } = await driveModelPaths('hisss-table', hisssCompiled, { players: 3, seed: 'mbt-3', depth: 6, branching: 3, paths: 1, input: 'keyboard' });
    expect(steps).to.equal(6);
  });

  it('plays the first offered move of each phase, by mouse and then by keyboard', async () => {
    const el = await mountTable('hisss-table', { players: 2, seed: 'offer', seats: 'human,human', view: 'hotseat' });
    await clickMove(el, el.match.legalMoves()[0]!);
    expect(el.match.phase).to.equal('play.place');
    await pressMove(el, el.match.legalMoves()[0]!);
    expect(el.match.phase).to.equal('play.draw');
    expect(el.match.log).to.have.length(2);
  });

  it('needs no curtain in a hotseat game of people (the fan is face down for everyone), and never shows the save while anything is hidden', async () => {
    const report = await checkHotseatSecrets('hisss-table', hisssCompiled, { players: 3, seed: 'secrets-3', moves: 40 });
    expect(report.moves).to.equal(40);
    expect(report).to.deep.include({ curtains: 0, handovers: 0 });
    expect(report.saves).to.equal(5);
    expect(report.hiddenSaves).to.equal(5);
  });

  it('shows every text in the pseudo-language and fits a 390 px phone, at a new game, mid-game and the end', async function () {
    this.timeout(240_000);
    const report = await checkPseudoLanguage('hisss-table', { players: 3, seed: 'pseudo' });
    expect(report.over).to.equal(true);
  });

  for (const lang of ['es', 'fr', 'de'] as const) {
    it(`plays a whole game by keyboard in ${lang}, the status line and the log in ${lang} throughout`, async function () {
      this.timeout(240_000);
      const report = await playInLanguage('hisss-table', lang, { players: 3, seed: `keyboard-${lang}` });
      expect(report.keyboardMoves).to.be.greaterThan(0);
    });
  }
});
