/**
 * <orc-table> through the browser half of the test kit: whole all-bot games, and the model-based
 * paths of the node kit driven by the real mouse and the keyboard.
 * Also a hotseat game of people, checked for secrets on the shared screen.
 */
import { expect } from '@open-wc/testing';
import '../../components/orc-table/define.js';
import { orcCompiled } from '../../machines/orc/index.js';
import { checkHotseatSecrets, checkPseudoLanguage, clickMove, driveModelPaths, mountTable, playInLanguage, playWholeBotGame, pressMove } from '../../src/testing/browser.js';

describe('<orc-table> with the test kit', () => {
  it('plays a whole game with easy bots in both seats, then shows the winner', async () => {
    const { result, moves } = await playWholeBotGame('orc-table', { players: 2, seed: 'bots-2' });
    expect(moves).to.be.greaterThan(30);
    expect(result.scores).to.have.length(2);
    expect(result.winners.length).to.be.greaterThan(0);
  });

  it('follows model-based paths of the chart, every move a real mouse click', async () => {
    const { paths, steps } = await driveModelPaths('orc-table', orcCompiled, { players: 2, seed: 'mbt-2', depth: 7, branching: 3, paths: 4 });
    expect(paths).to.equal(4);
    expect(steps).to.equal(28);
  });

  it('follows a model-based path driven by the keyboard alone', async () => {
    const { steps } = await driveModelPaths('orc-table', orcCompiled, { players: 2, seed: 'mbt-k', depth: 7, branching: 3, paths: 1, input: 'keyboard' });
    expect(steps).to.equal(7);
  });

  it('plays the first offered move of each phase, by mouse and then by keyboard', async () => {
    const el = await mountTable('orc-table', { seed: 'offer', seats: 'human,human', view: 'hotseat' });
    const curtain = el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="curtain-button"]');
    if (curtain) { curtain.click(); await el.updateComplete; }
    await clickMove(el, el.match.legalMoves()[0]!);
    expect(el.match.phase).to.equal('game.play.pick');
    const seat = el.match.active[0]!;
    const c = el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="curtain-button"]');
    if (c) { c.click(); await el.updateComplete; }
    await pressMove(el, el.match.legalMoves(seat)[0]!);
    expect(el.match.phase).to.equal('game.play.place');
    expect(el.match.log).to.have.length(2);
  });

  it('shows no secret at any pass-the-device curtain of a hotseat game of people, nor the save while anything is hidden', async () => {
    const report = await checkHotseatSecrets('orc-table', orcCompiled, { players: 2, seed: 'secrets-2', moves: 40 });
    expect(report.moves).to.equal(40);
    expect(report.handovers).to.be.greaterThan(3);
    expect(report.curtains).to.be.at.least(report.handovers);
    expect(report.hiddenSaves).to.equal(report.saves);
  });

  it('shows every text in the pseudo-language and fits a 390 px phone, at a new game, mid-game and the end', async function () {
    this.timeout(240_000);
    const report = await checkPseudoLanguage('orc-table', { players: 2, seed: 'pseudo' });
    expect(report.over).to.equal(true);
  });

  // One whole keyboard game, in Spanish. French and German are checked more cheaply in
  // orc-table.browser.test.ts (a turn, the battle report and a scored game in each), and every
  // text's translation in all three by test/i18n.
  it('plays a whole game by keyboard in es, the status line and the log in es throughout', async function () {
    this.timeout(240_000);
    const report = await playInLanguage('orc-table', 'es', { players: 2, seed: 'keyboard-es' });
    expect(report.keyboardMoves).to.be.greaterThan(0);
  });
});
