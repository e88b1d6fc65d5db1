/**
 * <dig-table> through the browser half of the test kit: a whole all-bot game, and the
 * model-based paths of the node kit driven by the real mouse and the keyboard.
 * Also a hotseat game of people, checked for secrets on the shared screen.
 */
import { expect } from '@open-wc/testing';
import '../../components/dig-table/define.js';
import { digCompiled } from '../../machines/dig/index.js';
import { checkHotseatSecrets, checkPseudoLanguage, clickMove, driveModelPaths, mountTable, playWholeBotGame, pressMove } from '../../src/testing/browser.js';

describe('<dig-table> with the test kit', () => {
  // Easy bots wander for over a thousand moves; the medium planner digs the yard up in a few hundred.
  it('plays a whole game with medium bots in all three seats, then shows the winner', async () => {
    const { result, moves } = await playWholeBotGame('dig-table', { players: 3, seed: 'bots-3', level: 'medium', timeout: 15000 });
    expect(moves).to.be.at.least(40); // 20 bones dug out of the yard, plus moves to reach them
    expect(result.scores).to.have.length(3);
    expect(result.winners.length).to.be.at.least(1);
  });

  it('follows model-based paths of the chart, every move a real mouse click', async () => {
    const { paths, steps } = await driveModelPaths('dig-table', digCompiled, { players: 2, seed: 'dig-model-2', depth: 5, branching: 3, paths: 3 });
    expect(paths).to.equal(3);
    expect(steps).to.equal(15);
  });

  it('follows a model-based path driven by the keyboard alone', async () => {
    const { steps } = await driveModelPaths('dig-table', digCompiled, { players: 4, seed: 'dig-model-k', depth: 5, branching: 3, paths: 1, input: 'keyboard' });
    expect(steps).to.equal(5);
  });

  it('plays a move and a dig, by mouse and then by keyboard', async () => {
    const el = await mountTable('dig-table', { players: 2, seed: 'offer', seats: 'human,bot:easy', autoplay: 'false' });
    const move = el.match.legalMoves().find((m) => m.type === 'move')!;
    await clickMove(el, move);
    expect(el.match.log).to.have.length(1);
    const next = el.match.legalMoves().find((m) => m.type === 'dig') ?? el.match.legalMoves()[0]!;
    await pressMove(el, next);
    expect(el.match.log).to.have.length(2);
  });

  it('shows no secret at any pass-the-device curtain of a hotseat game of people, nor the save while anything is hidden', async () => {
    const report = await checkHotseatSecrets('dig-table', digCompiled, { players: 3, seed: 'secrets-3', moves: 40 });
    expect(report.moves).to.equal(40);
    expect(report.handovers).to.be.greaterThan(3);
    expect(report.curtains).to.be.at.least(report.handovers);
    expect(report.hiddenSaves).to.equal(report.saves);
  });

  it('shows every text in the pseudo-language and fits a 390 px phone, at a new game, mid-game and the end', async function () {
    // Played with sense (see the Spanish game): about a hundred moves to the end, not a thousand.
    const report = await checkPseudoLanguage('dig-table', { players: 2, seed: 'pseudo', level: 'medium' });
    expect(report.over).to.equal(true);
  });

  // The whole game by keyboard in Spanish is in dig-languages-kit.browser.test.ts; French and
  // German are covered by cheaper checks (see there).
});
