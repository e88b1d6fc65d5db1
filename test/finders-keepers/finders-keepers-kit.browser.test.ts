/**
 * <finders-keepers-table> through the browser kit's screen checks: what a shared tablet shows
 * (nothing of the face-down pile) and a whole game by keyboard in German. (The pseudo-language
 * check waits for the kit to accept a person's key letter, drawn by the base, as untranslatable.)
 */
import { expect } from '@open-wc/testing';
import '../../components/finders-keepers-table/define.js';
import { findersKeepersCompiled } from '../../machines/finders-keepers/index.js';
import { checkHotseatSecrets, playInLanguage } from '../../src/testing/browser.js';

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
});
