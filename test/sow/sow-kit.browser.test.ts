/**
 * <sow-table> through the browser half of the test kit: whole all-bot games, and the
 * model-based paths of the node kit driven by the real mouse and the keyboard.
 * Also a hotseat game of people, checked for secrets on the shared screen.
 */
import { expect } from '@open-wc/testing';
import '../../components/sow-table/define.js';
import { sowCompiled } from '../../machines/sow/index.js';
import { checkHotseatSecrets, checkPseudoLanguage, clickMove, dismissCurtain, driveModelPaths, mountTable, playInLanguage, playWholeBotGame, pressMove } from '../../src/testing/browser.js';

describe('<sow-table> with the test kit', () => {
  it('plays a whole game with easy bots in every seat, then shows the winners (4 players)', async () => {
    for (const players of [4]) {
      const { result, moves } = await playWholeBotGame('sow-table', { players, seed: `bots-${players}` });
      expect(moves).to.be.greaterThan(50);
      expect(result.scores).to.have.length(players);
      expect(result.winners.length).to.be.greaterThan(0);
    }
  });

  it('follows model-based paths of the chart, every move a real mouse click (2 players)', async () => {
    const { paths, steps } = await driveModelPaths('sow-table', sowCompiled, { players: 2, seed: 'mbt-2', depth: 6, branching: 3, paths: 4 });
    expect(paths).to.equal(4);
    expect(steps).to.equal(24);
  });

  it('follows a model-based path driven by the keyboard alone (3 players)', async () => {
    const { steps } = await driveModelPaths('sow-table', sowCompiled, { players: 3, seed: 'mbt-3', depth: 6, branching: 3, paths: 1, input: 'keyboard' });
    expect(steps).to.equal(6);
  });

  it('plays the first offered move of each phase, by mouse and then by keyboard, curtain lifted between people', async () => {
    const el = await mountTable('sow-table', { players: 2, seed: 'offer', seats: 'human,human', view: 'hotseat' });
    await dismissCurtain(el);
    await clickMove(el, el.match.legalMoves()[0]!);
    expect(el.match.phase).to.equal('play.sow');
    while (el.match.phase === 'play.sow') await pressMove(el, el.match.legalMoves()[0]!);
    expect(el.match.log.length).to.be.greaterThan(1);
  });

  it('shows no secret at any pass-the-device curtain of a hotseat game of people, nor the save while anything is hidden', async () => {
    const report = await checkHotseatSecrets('sow-table', sowCompiled, { players: 3, seed: 'secrets-3', moves: 40 });
    expect(report.moves).to.equal(40);
    expect(report.handovers).to.be.greaterThan(3);
    expect(report.curtains).to.be.at.least(report.handovers);
    expect(report.hiddenSaves).to.equal(report.saves);
  });

  it('shows every text in the pseudo-language and fits a 390 px phone, at a new game, mid-game and the end', async function () {
    this.timeout(240_000);
    const report = await checkPseudoLanguage('sow-table', { players: 2, seed: 'pseudo' });
    expect(report.over).to.equal(true);
  });

  // One language for the whole keyboard game: es, fr and de are each checked, phase by phase, in
  // sow-table.browser.test.ts (the garden, rows, wheelbarrows, hints, summaries, log and rules).
  it('plays a whole game by keyboard in de, the status line and the log in de throughout', async function () {
    this.timeout(240_000);
    const report = await playInLanguage('sow-table', 'de', { players: 2, seed: 'keyboard-de' });
    expect(report.keyboardMoves).to.be.greaterThan(0);
  });
});
