/**
 * <dig-table> played whole by keyboard in Spanish, French and German through the test kit, the
 * status line and the log in that language throughout. (Apart from dig-kit.browser.test.ts: each
 * game is about a thousand moves, and a test file has ten minutes.)
 */
import { expect } from '@open-wc/testing';
import '../../components/dig-table/define.js';
import { playInLanguage } from '../../src/testing/browser.js';

describe('<dig-table> in each language, by keyboard', () => {
  for (const lang of ['es', 'fr', 'de'] as const) {
    it(`plays a whole game by keyboard in ${lang}, the status line and the log in ${lang} throughout`, async function () {
      this.timeout(240_000);
      const report = await playInLanguage('dig-table', lang, { players: 2, seed: `keyboard-${lang}` });
      expect(report.keyboardMoves).to.be.greaterThan(0);
    });
  }
});
