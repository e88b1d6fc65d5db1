/**
 * <puerto-rico-table> in every language through the browser half of the test kit: the
 * pseudo-language at a new game, mid-game and the end on a 390 px phone, and a whole game by
 * keyboard in German (the longest words, so the hardest layout for the arrows). Spanish and French
 * are checked by cheaper tests: every text's translation in each language (test/i18n), and the
 * table's texts per language in puerto-rico-table.browser.test.ts; a whole keyboard game in each
 * of them took two minutes more and found nothing the German one would not.
 */
import { expect } from '@open-wc/testing';
import '../../components/puerto-rico-table/define.js';
import { checkPseudoLanguage, playInLanguage } from '../../src/testing/browser.js';

describe('<puerto-rico-table> in every language, with the test kit', () => {
  it('shows every text in the pseudo-language and fits a 390 px phone, at a new game, mid-game and the end', async function () {
    this.timeout(240_000);
    // Played with sense (medium bots, the person pressing a medium bot's choice): about 230 moves
    // to the end, where random play takes about 800.
    const report = await checkPseudoLanguage('puerto-rico-table', { players: 3, seed: 'pseudo', level: 'medium' });
    expect(report.over).to.equal(true);
  });

  for (const lang of ['de'] as const) {
    it(`plays a whole game by keyboard in ${lang}, the status line and the log in ${lang} throughout`, async function () {
      this.timeout(240_000);
      const report = await playInLanguage('puerto-rico-table', lang, { players: 3, seed: `keyboard-${lang}`, level: 'medium' });
      expect(report.keyboardMoves).to.be.greaterThan(0);
    });
  }
});
