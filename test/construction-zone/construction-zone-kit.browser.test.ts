/**
 * <construction-zone-table> through the browser half of the test kit: a whole all-bot game, the
 * model-based paths of the node kit driven by the real mouse and the keyboard, a hotseat game of
 * people checked for secrets on the shared screen, the pseudo-language on a phone, and keyboard
 * games in Spanish, French and German.
 */
import { expect } from '@open-wc/testing';
import '../../components/construction-zone-table/define.js';
import { constructionZoneCompiled } from '../../machines/construction-zone/index.js';
import { checkHotseatSecrets, checkPseudoLanguage, clickMove, dismissCurtain, driveModelPaths, mountTable, playInLanguage, playWholeBotGame, pressMove } from '../../src/testing/browser.js';

const TAG = 'construction-zone-table';

describe('<construction-zone-table> with the test kit', () => {
  it('plays a whole game with bots in every seat, then shows the winner (4 players)', async () => {
    const { result, moves } = await playWholeBotGame(TAG, { players: 4, seed: 'bots-4' });
    expect(moves).to.be.greaterThan(40);
    expect(result.scores).to.have.length(4);
    expect(result.winners.length).to.be.greaterThan(0);
  });

  it('follows model-based paths of the chart, every move a real mouse click (2 players)', async () => {
    const { paths, steps } = await driveModelPaths(TAG, constructionZoneCompiled, { players: 2, seed: 'mbt-2', depth: 5, branching: 3, paths: 3 });
    expect(paths).to.equal(3);
    expect(steps).to.equal(15);
  });

  it('follows a model-based path driven by the keyboard alone (3 players)', async () => {
    const { steps } = await driveModelPaths(TAG, constructionZoneCompiled, { players: 3, seed: 'mbt-3', depth: 5, branching: 3, paths: 1, input: 'keyboard' });
    expect(steps).to.equal(5);
  });

  it('plays the first offered move of each phase, by mouse and then by keyboard, curtain lifted between people', async () => {
    const el = await mountTable(TAG, { players: 2, seed: 'offer', seats: 'human,human', view: 'hotseat' });
    await dismissCurtain(el);
    await clickMove(el, el.match.legalMoves()[0]!);
    await pressMove(el, el.match.legalMoves()[0]!);
    expect(el.match.phase).to.equal('play.build');
    const end = el.match.legalMoves().find((m) => m.type === 'end')!;
    await pressMove(el, end);
    expect(el.match.log.length).to.equal(3);
  });

  it('shows no secret at any pass-the-device curtain of a hotseat game of people, nor the save while anything is hidden', async () => {
    const report = await checkHotseatSecrets(TAG, constructionZoneCompiled, { players: 3, seed: 'secrets-3', moves: 30 });
    expect(report.moves).to.equal(30);
    expect(report.handovers).to.be.greaterThan(3);
    expect(report.curtains).to.be.at.least(report.handovers);
    expect(report.hiddenSaves).to.equal(report.saves);
  });

  it('shows every text in the pseudo-language and fits a 390 px phone, at a new game, mid-game and the end', async function () {
    this.timeout(240_000);
    const report = await checkPseudoLanguage(TAG, { players: 4, seed: 'pseudo' });
    expect(report.over).to.equal(true);
  });

  // German plays a whole game; Spanish and French the first twelve of the person's moves (each
  // phase and every kind of control), their words and log checked as far as they go.
  it('plays a whole game by keyboard in de, the status line and the log in de throughout', async function () {
    this.timeout(240_000);
    const report = await playInLanguage(TAG, 'de', { players: 4, seed: 'keyboard-de' });
    expect(report.keyboardMoves).to.be.greaterThan(20);
  });

  for (const lang of ['es', 'fr'] as const) {
    it(`plays twelve moves by keyboard in ${lang}, the status line and the log in ${lang} throughout`, async function () {
      this.timeout(120_000);
      const report = await playInLanguage(TAG, lang, { players: 3, seed: `keyboard-${lang}`, keyboardMoves: 12 });
      expect(report.keyboardMoves).to.equal(12);
    });
  }
});
