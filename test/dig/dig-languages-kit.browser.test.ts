/**
 * <dig-table> played whole by keyboard in Spanish through the test kit, the status line and the
 * log in Spanish throughout, by a person who plays as a medium bot would against medium bots.
 *
 * One language plays the whole game: what such a game adds for a language is that every text the
 * game shows has a translation in it, and that is checked for French and German more cheaply —
 * every key of the game in every language by test/i18n, the yard, the paw, the hints, the log and
 * the Rules in each language by dig-table.browser.test.ts, and every text shown through a whole
 * game by the pseudo-language check in dig-kit.browser.test.ts. The keyboard play itself does not
 * depend on the language.
 */
import { expect } from '@open-wc/testing';
import '../../components/dig-table/define.js';
import { playInLanguage } from '../../src/testing/browser.js';

describe('<dig-table> in Spanish, by keyboard', () => {
  it('plays a whole game by keyboard in es, the status line and the log in es throughout', async function () {
    // Played with sense (medium bots, and the person pressing a medium bot's choice): about a
    // hundred moves, where random dogs wander for a thousand.
    this.timeout(240_000);
    const report = await playInLanguage('dig-table', 'es', { players: 2, seed: 'keyboard-es', level: 'medium' });
    expect(report.keyboardMoves).to.be.greaterThan(20);
  });
});
