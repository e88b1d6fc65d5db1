/**
 * <construction-game-table> through the browser half of the test kit: whole all-bot games of the
 * one-year variant (its `years` attribute), the model-based paths of the node kit driven by the
 * real mouse and the keyboard, the pseudo-language at 390 px, and whole games in Spanish (French
 * and German for a stretch).
 */
import { expect } from '@open-wc/testing';
import '../../components/construction-game-table/define.js';
import { constructionGameCompiled } from '../../machines/construction-game/index.js';
import { checkPseudoLanguage, driveModelPaths, playInLanguage, playWholeBotGame } from '../../src/testing/browser.js';

describe('<construction-game-table> with the test kit', () => {
  it('plays a whole one-year game with easy bots in every seat, then shows the winners (3 players)', async () => {
    const { result } = await playWholeBotGame('construction-game-table', { players: 3, seed: 'bots-3', attributes: { years: '1' } });
    expect(result.scores).to.have.length(3);
    expect(result.winners.length).to.be.greaterThan(0);
  });

  it('plays a whole one-year game with medium bots (2 players)', async () => {
    const { result } = await playWholeBotGame('construction-game-table', { players: 2, seed: 'bots-2', level: 'medium', attributes: { years: '1' } });
    expect(result.winners.length).to.be.greaterThan(0);
  });

  it('follows model-based paths of the chart, every move a real mouse click (2 players)', async () => {
    const { paths, steps } = await driveModelPaths('construction-game-table', constructionGameCompiled, { players: 2, seed: 'mbt-2', depth: 4, branching: 3, paths: 3 });
    expect(paths).to.equal(3);
    expect(steps).to.equal(12);
  });

  it('follows a model-based path driven by the keyboard alone (3 players)', async () => {
    const { steps } = await driveModelPaths('construction-game-table', constructionGameCompiled, { players: 3, seed: 'mbt-3', depth: 4, branching: 3, paths: 1, input: 'keyboard' });
    expect(steps).to.equal(4);
  });

  it('shows every text in the pseudo-language and fits a 390 px phone, at a new game, mid-game and the end', async function () {
    this.timeout(120_000);
    const report = await checkPseudoLanguage('construction-game-table', { players: 2, seed: 'pseudo', attributes: { years: '1' } });
    expect(report.over).to.equal(true);
  });

  it('plays a whole one-year game by keyboard in es, the status line and the log in es throughout', async function () {
    this.timeout(120_000);
    const report = await playInLanguage('construction-game-table', 'es', { players: 2, seed: 'keyboard-es', attributes: { years: '1' } });
    expect(report.keyboardMoves).to.be.greaterThan(0);
  });

  for (const lang of ['fr', 'de'] as const) {
    it(`plays by keyboard in ${lang} for 12 moves, the status line and the log in ${lang}`, async function () {
      this.timeout(120_000);
      const report = await playInLanguage('construction-game-table', lang, { players: 2, seed: `keyboard-${lang}`, attributes: { years: '1' }, keyboardMoves: 12 });
      expect(report.keyboardMoves).to.equal(12);
    });
  }
});
