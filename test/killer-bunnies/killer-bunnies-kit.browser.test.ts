/**
 * <killer-bunnies-table> through the browser half of the test kit: a whole all-bot game, model
 * paths by mouse and by keyboard, and a hotseat game of people checked for secrets on the screen.
 * Few and cheap: the rules are covered in node.
 */
import { expect } from '@open-wc/testing';
import '../../components/killer-bunnies-table/define.js';
import { killerBunniesCompiled } from '../../machines/killer-bunnies/index.js';
import { CARROT_NAMES } from '../../machines/killer-bunnies/cards/index.js';
import { checkHotseatSecrets, checkPseudoLanguage, clickMove, driveModelPaths, mountTable, playInLanguage, playWholeBotGame, pressMove } from '../../src/testing/browser.js';

describe('<killer-bunnies-table> with the test kit', () => {
  it('plays a whole game with easy bots in every seat, down to the Magic Carrot (3 players)', async function () {
    this.timeout(120_000);
    const { result } = await playWholeBotGame('killer-bunnies-table', { players: 3, seed: 'bots-3' });
    expect(result.scores).to.have.length(3);
    expect(result.winners.length).to.be.greaterThan(0);
  });

  it('follows model-based paths of the chart, every move a real mouse click (2 players)', async () => {
    const { paths, steps } = await driveModelPaths('killer-bunnies-table', killerBunniesCompiled, { players: 2, seed: 'mbt-2', depth: 6, branching: 2, paths: 3 });
    expect(paths).to.equal(3);
    expect(steps).to.equal(18);
  });

  it('follows a model-based path with the Yellow Booster and without the first-game rule (2 players)', async () => {
    // The element starts its game with these options, so its first state must be the core's with them.
    const { steps } = await driveModelPaths('killer-bunnies-table', killerBunniesCompiled, { players: 2, seed: 'mbt-y', depth: 6, branching: 2, paths: 1, options: { booster: 'yellow', firstGame: false } });
    expect(steps).to.equal(6);
  });

  it('follows a model-based path driven by the keyboard alone (2 players)', async () => {
    const { steps } = await driveModelPaths('killer-bunnies-table', killerBunniesCompiled, { players: 2, seed: 'mbt-k', depth: 6, branching: 2, paths: 1, input: 'keyboard' });
    expect(steps).to.equal(6);
  });

  it('lays the run cards by mouse and by keyboard', async () => {
    const el = await mountTable('killer-bunnies-table', { players: 2, seed: 'offer', seats: 'human,human', view: '0' });
    await clickMove(el, el.match.legalMoves(0)[0]!);
    await pressMove(el, el.match.legalMoves(0)[0]!);
    expect(el.match.log).to.have.length(2);
    expect(el.match.view(0).G.laid[0]).to.equal(true);
  });

  it('in a hotseat game of people, no hand or run card of another seat reaches the screen', async function () {
    this.timeout(120_000);
    const report = await checkHotseatSecrets('killer-bunnies-table', killerBunniesCompiled, { players: 3, seed: 'secrets-3', moves: 40 });
    expect(report.moves).to.equal(40);
  });

  it('shows every text in the pseudo-language and fits a 390 px phone, at a new game, mid-game and the end', async function () {
    this.timeout(240_000);
    // The carrots' names (Tucker, Abu, …) are proper names, the same in every language.
    const report = await checkPseudoLanguage('killer-bunnies-table', { players: 2, seed: 'pseudo', midGame: 30, allowed: CARROT_NAMES });
    expect(report.over).to.equal(true);
  });

  // The whole game by keyboard in German; Spanish and French for the first moves of the person
  // (setup and the first turns), the words of the status line, log and announcer checked each time.
  it('plays a whole game by keyboard in de, the status line and the log in de throughout', async function () {
    this.timeout(240_000);
    const report = await playInLanguage('killer-bunnies-table', 'de', { players: 2, seed: 'keyboard-de' });
    expect(report.keyboardMoves).to.be.greaterThan(10);
  });

  for (const lang of ['es', 'fr'] as const) {
    it(`plays the first moves by keyboard in ${lang}, the status line and the log in ${lang}`, async function () {
      this.timeout(120_000);
      const report = await playInLanguage('killer-bunnies-table', lang, { players: 2, seed: `keyboard-${lang}`, keyboardMoves: 12 });
      expect(report.keyboardMoves).to.equal(12);
    });
  }
});
