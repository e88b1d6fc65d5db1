/**
 * <contractor-table> through the browser half of the test kit: a whole all-bot game, model-based
 * paths of the chart driven by the real mouse and by the keyboard, a hotseat game of people
 * checked for sealed bids on the shared screen, the pseudo-language at a phone's width, and
 * keyboard games in de (whole), es and fr. The seeds of the whole games are ones whose games are
 * short (171 moves of medium bots, 245 and about 250 of random play), to keep the browser budget.
 */
import { expect } from '@open-wc/testing';
import '../../components/contractor-table/define.js';
import { contractorCompiled } from '../../machines/contractor/index.js';
import type { Move } from '../../src/dsl/index.js';
import { checkHotseatSecrets, checkPseudoLanguage, driveModelPaths, playInLanguage, playWholeBotGame } from '../../src/testing/browser.js';
import { randomPosition } from '../../src/testing/positions.js';

/** The moves of a seeded random game up to `before` moves before it first enters `phase`: where a short driven exploration starts. */
function startBefore(players: number, seed: string, phase: string, before: number): Move[] {
  const { core } = contractorCompiled;
  const whole = randomPosition(contractorCompiled, { players, seed, moves: 10_000 });
  let state = core.init(whole.setup);
  for (let i = 0; i < whole.log.length; i++) {
    if (state.ctx.phase === phase) return whole.log.slice(0, Math.max(0, i - before));
    state = (core.play(state, whole.log[i]!) as { state: typeof state }).state;
  }
  throw new Error(`The seeded game ${seed} never reached ${phase}.`);
}

describe('<contractor-table> with the test kit', () => {
  it('plays a whole game with medium bots in every seat, then shows the result (3 players)', async function () {
    this.timeout(60_000);
    const { result, moves } = await playWholeBotGame('contractor-table', { players: 3, seed: 'bots-3-4', level: 'medium', timeout: 50_000 });
    expect(moves).to.be.greaterThan(50);
    expect(result.scores).to.have.length(3);
    expect(result.winners.length).to.be.greaterThan(0);
  });

  // The opening of the chart is the draft (one move, a shake, per state); the later phases are
  // played by click and by key in contractor-table.browser.test.ts.
  it('follows a model-based path of the chart, every move a real mouse click (2 players)', async () => {
    const { paths, steps } = await driveModelPaths('contractor-table', contractorCompiled, { players: 2, seed: 'mbt-2', depth: 4, branching: 2, paths: 1 });
    expect(paths).to.equal(1);
    expect(steps).to.equal(4);
  });

  it('follows a model-based path driven by the keyboard alone (3 players)', async () => {
    const { steps } = await driveModelPaths('contractor-table', contractorCompiled, { players: 3, seed: 'mbt-3', depth: 4, branching: 2, paths: 1, input: 'keyboard' });
    expect(steps).to.equal(4);
  });

  // Past the draft: the same driven paths from a seeded random game's last shake before the
  // sealed bids, and from its move before the first business turn on the board.
  it('follows model-based paths through the sealed bids, every move a real mouse click (2 players)', async function () {
    this.timeout(30_000);
    // The hotseat table hands the device to the lowest seat still to write a slip, so the start
    // ends with the draft and the first seat's Dam slip: the paths go on from the
    // second seat's slip, through the opening of the bids, into the second round.
    const start: Move[] = [...startBefore(2, 'mbt-bids', 'bidding.first', 0), { type: 'bid', seat: 0, job: 'dam', amount: 300_000 }];
    const { paths, steps } = await driveModelPaths('contractor-table', contractorCompiled, { players: 2, seed: 'mbt-bids', depth: 3, branching: 2, paths: 2, start });
    expect(paths).to.equal(2);
    expect(steps).to.equal(6);
  });

  it('follows model-based paths on the board, every move a real mouse click (2 players)', async function () {
    this.timeout(30_000);
    const start = startBefore(2, 'mbt-board', 'play.act', 1);
    const { paths, steps } = await driveModelPaths('contractor-table', contractorCompiled, { players: 2, seed: 'mbt-board', depth: 4, branching: 2, paths: 2, start });
    expect(paths).to.equal(2);
    expect(steps).to.equal(8);
  });

  it('shows no sealed bid at any pass-the-device curtain of a hotseat game of people, nor in the save while a bid is sealed', async function () {
    this.timeout(60_000);
    const report = await checkHotseatSecrets('contractor-table', contractorCompiled, { players: 2, seed: 'secrets-2', moves: 40 });
    expect(report.moves).to.equal(40);
    expect(report.handovers).to.be.greaterThan(0);
    expect(report.curtains).to.be.at.least(report.handovers);
  });

  it('shows every text in the pseudo-language and fits a 390 px phone, at a new game, mid-game and the end', async function () {
    this.timeout(120_000);
    const report = await checkPseudoLanguage('contractor-table', { players: 2, seed: 'pseudo-96', midGame: 30 });
    expect(report.over).to.equal(true);
  });

  // The whole game by keyboard in German; Spanish and French for the person's first moves (the
  // draft and the sealed bids), the words of the status line, log and announcer checked each time.
  it('plays a whole game by keyboard in de, the status line and the log in de throughout', async function () {
    this.timeout(120_000);
    const report = await playInLanguage('contractor-table', 'de', { players: 2, seed: 'keyboard-de-6' });
    expect(report.keyboardMoves).to.be.greaterThan(40);
  });

  for (const lang of ['es', 'fr'] as const) {
    it(`plays the first moves by keyboard in ${lang}, the status line and the log in ${lang}`, async function () {
      this.timeout(60_000);
      const report = await playInLanguage('contractor-table', lang, { players: 2, seed: `keyboard-${lang}`, keyboardMoves: 12 });
      expect(report.keyboardMoves).to.equal(12);
    });
  }
});
