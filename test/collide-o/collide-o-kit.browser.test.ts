/**
 * <collide-o-table> through the browser kit's screen checks: what a shared tablet shows (nobody's
 * face-down pile, no bot's hand), every text in the pseudo-language on a phone, and a whole game by
 * keyboard in German.
 */
import { expect } from '@open-wc/testing';
import '../../components/collide-o-table/define.js';
import { collideOCompiled } from '../../machines/collide-o/index.js';
import { checkHotseatSecrets, checkPseudoLanguage, playInLanguage } from '../../src/testing/browser.js';

describe('<collide-o-table> with the test kit', () => {
  it('shows no face-down card and no bot\'s hand on the screen, and never offers the save while anything is hidden', async function () {
    this.timeout(60_000);
    const report = await checkHotseatSecrets('collide-o-table', collideOCompiled, { players: 2, seed: 'secrets', moves: 30 });
    expect(report.moves).to.be.greaterThan(0);
    expect(report.curtains).to.equal(0);
  });

  it('shows every text in the pseudo-language and fits a 390 px phone, at a new game, mid-game and the end', async function () {
    this.timeout(120_000);
    const report = await checkPseudoLanguage('collide-o-table', { players: 2, seed: 'pseudo' });
    expect(report.over).to.equal(true);
  });

  it('plays a whole game by keyboard in German, the status line and the log in German throughout', async function () {
    this.timeout(120_000);
    const report = await playInLanguage('collide-o-table', 'de', { players: 2, seed: 'keyboard-de' });
    expect(report.keyboardMoves).to.be.greaterThan(0);
  });
});
