/**
 * <spy-table> through the browser half of the test kit: whole all-bot games, and the
 * model-based paths of the node kit driven by the real mouse and the keyboard (hotseat, so the
 * pass-the-device curtain is lifted between seats).
 * Also a hotseat game of people, checked for secrets on the shared screen.
 */
import { expect } from '@open-wc/testing';
import '../../components/spy-table/define.js';
import { spyCompiled } from '../../machines/spy/index.js';
import { checkHotseatSecrets, checkPseudoLanguage, clickMove, dismissCurtain, driveModelPaths, mountTable, playInLanguage, playWholeBotGame, pressMove } from '../../src/testing/browser.js';

describe('<spy-table> with the test kit', () => {
  it('plays a whole game with easy bots in every seat, then shows the winner (2 and 4 players)', async () => {
    for (const players of [2, 4]) {
      const { result } = await playWholeBotGame('spy-table', { players, seed: `bots-${players}` });
      expect(result.scores).to.have.length(players);
      expect(result.winners.length).to.equal(1);
    }
  });

  it('follows model-based paths of the chart, every move a real mouse click (2 players)', async () => {
    const { paths, steps } = await driveModelPaths('spy-table', spyCompiled, { players: 2, seed: 'mbt-2', depth: 5, branching: 3, paths: 4 });
    expect(paths).to.equal(4);
    expect(steps).to.equal(20);
  });

  it('follows a model-based path driven by the keyboard alone (3 players)', async () => {
    const { steps } = await driveModelPaths('spy-table', spyCompiled, { players: 3, seed: 'mbt-3', depth: 6, branching: 3, paths: 1, input: 'keyboard' });
    expect(steps).to.equal(6);
  });

  it('plays a turn of each phase, by mouse and then by keyboard, lifting the curtain between seats', async () => {
    const el = await mountTable('spy-table', { players: 2, seed: 'offer', seats: 'human,human', view: 'hotseat' });
    for (let s = 0; s < 2; s++) {
      await dismissCurtain(el);
      await clickMove(el, el.match.legalMoves().find((m) => m.type === 'shuffleRest')!);
    }
    await dismissCurtain(el);
    expect(el.match.phase).to.equal('play.move');
    await clickMove(el, el.match.legalMoves().find((m) => m.type === 'advance')!);
    expect(el.match.phase).to.equal('play.flip');
    await pressMove(el, el.match.legalMoves().find((m) => m.type === 'flip')!);
    expect(el.match.phase).to.equal('play.spy');
    await pressMove(el, el.match.legalMoves().find((m) => m.type === 'spy')!);
    expect(el.match.phase).to.match(/^(play\.move|over)$/);
    expect(el.match.log).to.have.length(5);
  });

  it('shows no secret at any pass-the-device curtain of a hotseat game of people, nor the save while anything is hidden', async () => {
    const report = await checkHotseatSecrets('spy-table', spyCompiled, { players: 3, seed: 'secrets-3', moves: 40 });
    expect(report.moves).to.equal(40);
    expect(report.handovers).to.be.greaterThan(3);
    expect(report.curtains).to.be.at.least(report.handovers);
    expect(report.hiddenSaves).to.equal(report.saves);
  });

  it('shows every text in the pseudo-language and fits a 390 px phone, at a new game, mid-game and the end', async function () {
    this.timeout(240_000);
    const report = await checkPseudoLanguage('spy-table', { players: 3, seed: 'pseudo' });
    expect(report.over).to.equal(true);
  });

  // One whole keyboard game, in French (its spacing makes it the hardest); Spanish and German are
  // checked text by text in spy-table.browser.test.ts, the keyboard the same in every language.
  it('plays a whole game by keyboard in fr, the status line and the log in fr throughout', async function () {
    this.timeout(240_000);
    const report = await playInLanguage('spy-table', 'fr', { players: 3, seed: 'keyboard-fr' });
    expect(report.keyboardMoves).to.be.greaterThan(0);
  });
});
