/**
 * <finders-keepers-table> through the browser kit's screen checks: what a shared tablet shows
 * (nothing of the face-down pile), a whole game by keyboard in German, and every text translated
 * in both games (the pseudo-language; a person's key letter is the same in every language).
 */
import { expect } from '@open-wc/testing';
import '../../components/finders-keepers-table/define.js';
import { findersKeepersCompiled } from '../../machines/finders-keepers/index.js';
import { checkHotseatSecrets, checkPseudoLanguage, playInLanguage } from '../../src/testing/browser.js';

describe('<finders-keepers-table> with the test kit', () => {
  it('shows nothing of the face-down pile on a shared tablet, and never offers the save while anything is hidden', async function () {
    this.timeout(60_000);
    const report = await checkHotseatSecrets('finders-keepers-table', findersKeepersCompiled, { players: 2, seed: 'secrets', moves: 30 });
    expect(report.moves).to.be.greaterThan(0);
  });

  it('plays a whole game by keyboard in German, the status line and the log in German throughout', async function () {
    this.timeout(120_000);
    const report = await playInLanguage('finders-keepers-table', 'de', { players: 2, seed: 'keyboard-de' });
    expect(report.keyboardMoves).to.be.greaterThan(0);
  });

  it('translates every text it shows: new, with the New game form and the dialogs, mid-game and at the end', async function () {
    this.timeout(120_000);
    const report = await checkPseudoLanguage('finders-keepers-table', { players: 2, seed: 'pseudo' });
    expect(report.over).to.equal(true);
  });

  it('translates every text of Expert too, Seymour\'s tiles included (each is a control like any tile)', async function () {
    this.timeout(120_000);
    const report = await checkPseudoLanguage('finders-keepers-table', { players: 2, seed: 'pseudo-expert', attributes: { variant: 'expert' } });
    expect(report.over).to.equal(true);
  });
});
