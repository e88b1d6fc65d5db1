/**
 * The table in the children's language: from its `lang`, an ancestor's or the page's; a region tag
 * falls back to its language; an unknown one gives English with a notice; a change of language
 * re-renders the running game in the new one without losing it. And the kit's language checks —
 * the pseudo-language and a whole game played by keyboard — pass on a translated table and fail
 * on tables that get it wrong.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { checkPseudoLanguage, moveButtons, part, playerPanels, playInLanguage, settled } from '../../src/testing/browser.js';
import '../../stories/guide/last-stone-table.js';
import type { LastStoneTable } from '../../stories/guide/last-stone-table.js';
import './fixtures/language-tables.js';

/** Text of an element and its nested shadow roots, white space made single spaces. */
function deepText(root: ShadowRoot | Element): string {
  let out = root.textContent ?? '';
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) out += ` ${deepText(el.shadowRoot)}`;
  return out.replace(/[ \t\r\n]+/g, ' ').trim(); // no-break spaces (French) stay
}

const text = (el: LastStoneTable, name: string) => deepText(part(el, name)!);
const logLines = (el: LastStoneTable) =>
  [...el.shadowRoot!.querySelector('tt-move-log')!.shadowRoot!.querySelectorAll('li')].map((li) => li.textContent!.replace(/[ \t\r\n]+/g, ' ').trim());

/** Fails unless `run` rejects; returns the error's message. */
async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected it to fail, but it passed');
}

describe('a table in the language of its page', () => {
  it('speaks its lang attribute everywhere: toolbar, panels, status, log, announcer, setup form', async () => {
    const el = await fixture<LastStoneTable>(html`<last-stone-table lang="es" seats="human,bot:easy" seed="es" autoplay="false"></last-stone-table>`);
    await settled(el);
    expect(text(el, 'new-game-button')).to.equal('Partida nueva');
    expect(text(el, 'undo-button')).to.equal('Deshacer');
    expect(part(el, 'base')!.getAttribute('lang')).to.equal('es');
    expect(part(el, 'player-panels')!.getAttribute('aria-label')).to.equal('Jugadores');
    expect(part(el, 'table')!.getAttribute('aria-label')).to.equal('Mesa de Last Stone');
    expect(playerPanels(el).map((p) => p.name)).to.deep.equal(['Jugador 1', 'Robot 2 (fácil)']);
    expect(deepText(playerPanels(el)[1]!.shadowRoot!)).to.contain('Robot · fácil');
    expect(text(el, 'status')).to.equal('Te toca, Jugador 1. Coge 1, 2 o 3 de las 15 piedras. Quien coja la última gana.');
    expect(moveButtons(el)[2]!.getAttribute('aria-label')).to.equal('Coger 3 piedras');
    expect(moveButtons(el)[0]!.getAttribute('aria-label')).to.equal('Coger 1 piedra');
    moveButtons(el)[2]!.click();
    await settled(el);
    expect(logLines(el)).to.deep.equal(['Jugador 1 cogió 3 (quedan 12)']);
    expect(text(el, 'announcer')).to.equal('Jugador 1 cogió 3 (quedan 12).');
    expect(text(el, 'status')).to.equal('Turno de Robot 2 (fácil) — pulsa «Jugada del robot».');
    part<HTMLButtonElement>(el, 'new-game-button')!.click();
    await settled(el);
    const form = el.shadowRoot!.querySelector('tt-setup-form')!;
    expect(deepText(form.shadowRoot!)).to.contain('Jugadores').and.contain('Puesto 2').and.contain('Robot (difícil)').and.contain('Empezar');
  });

  it('takes a region tag as its language (fr-CA is French, de-AT German)', async () => {
    const fr = await fixture<LastStoneTable>(html`<last-stone-table lang="fr-CA" seats="human,bot"></last-stone-table>`);
    expect(text(fr, 'status')).to.match(/^À toi, Joueur 1\./);
    const de = await fixture<LastStoneTable>(html`<last-stone-table lang="de-AT" seats="human,bot"></last-stone-table>`);
    expect(text(de, 'status')).to.match(/^Du bist dran, Spieler 1\./);
    expect(part(de, 'notice')).to.equal(null);
  });

  it('gives English with a notice for a language it does not speak', async () => {
    const el = await fixture<LastStoneTable>(html`<last-stone-table lang="nl" seats="human,bot"></last-stone-table>`);
    expect(text(el, 'notice')).to.contain('lang="nl": this language is not available yet (English, Spanish, French and German are). Using English.');
    expect(text(el, 'status')).to.match(/^Your turn, Player 1\./);
    // What is drawn says it is English, so a screen reader does not read it with a Dutch voice.
    expect(part(el, 'base')!.getAttribute('lang')).to.equal('en');
  });

  it("follows an ancestor's lang, then the page's, and re-renders when either changes (its language property at once)", async () => {
    const page = document.documentElement;
    const before = page.getAttribute('lang');
    const box = await fixture<HTMLDivElement>(html`<div lang="de"><last-stone-table seats="human,bot" seed="anc"></last-stone-table></div>`);
    const el = box.querySelector<LastStoneTable>('last-stone-table')!;
    try {
      await settled(el);
      expect(text(el, 'new-game-button')).to.equal('Neues Spiel');
      expect(el.language).to.equal('de');
      box.setAttribute('lang', 'fr');
      // The property answers at once, before the table is drawn again.
      expect(el.language, 'language right after the ancestor changed').to.equal('fr');
      await waitUntil(() => text(el, 'new-game-button') === 'Nouvelle partie', 'the table follows its ancestor into French');
      box.removeAttribute('lang');
      page.setAttribute('lang', 'es');
      await waitUntil(() => text(el, 'new-game-button') === 'Partida nueva', "the table follows the page's lang into Spanish");
    } finally {
      if (before === null) page.removeAttribute('lang');
      else page.setAttribute('lang', before);
    }
    await waitUntil(() => text(el, 'new-game-button') === 'New game', 'the table goes back to English with the page');
  });

  it('keeps the running game when its lang changes, and says everything again in the new language', async () => {
    const el = await fixture<LastStoneTable>(html`<last-stone-table lang="fr" seats="human,human" seed="switch"></last-stone-table>`);
    moveButtons(el)[0]!.click();
    await settled(el);
    moveButtons(el)[1]!.click();
    await settled(el);
    const match = el.match;
    const state = JSON.stringify(el.state);
    expect(logLines(el)).to.deep.equal(['Joueur 1 a pris 1 (reste\u00a0: 14)', 'Joueur 2 a pris 2 (reste\u00a0: 12)']);
    el.setAttribute('lang', 'de');
    await settled(el);
    expect(el.match).to.equal(match);
    expect(JSON.stringify(el.state)).to.equal(state);
    expect(logLines(el)).to.deep.equal(['Spieler 1 nahm 1 (14 übrig)', 'Spieler 2 nahm 2 (12 übrig)']);
    expect(text(el, 'announcer')).to.equal('Spieler 2 nahm 2 (12 übrig).');
    expect(text(el, 'status')).to.match(/^Du bist dran, Spieler 1\./);
    part<HTMLButtonElement>(el, 'undo-button')!.click();
    await settled(el);
    expect(text(el, 'announcer')).to.equal('1 Zug zurückgenommen.');
    expect(el.match.log).to.have.length(1);
  });

  it('lets two tables on one page speak two languages', async () => {
    const box = await fixture<HTMLDivElement>(html`<div>
      <last-stone-table lang="es" seats="human,bot"></last-stone-table>
      <last-stone-table lang="de" seats="human,bot"></last-stone-table>
    </div>`);
    const [es, de] = [...box.querySelectorAll<LastStoneTable>('last-stone-table')];
    await settled(es!);
    await settled(de!);
    expect(text(es!, 'save-button')).to.equal('Guardar');
    expect(text(de!, 'save-button')).to.equal('Speichern');
  });

  it('shows a refused save in the language, with its reason', async () => {
    const el = await fixture<LastStoneTable>(html`<last-stone-table lang="de" seats="human,human"></last-stone-table>`);
    part<HTMLButtonElement>(el, 'load-button')!.click();
    await settled(el);
    const dialog = part<HTMLDialogElement>(el, 'save-dialog')!;
    expect(dialog.querySelector('h2')!.textContent).to.equal('Ein Spiel laden');
    const area = dialog.querySelector('textarea')!;
    area.value = '{ not json';
    area.dispatchEvent(new Event('input'));
    await settled(el);
    [...dialog.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Laden')!.click();
    await settled(el);
    expect(dialog.querySelector('[part="load-error"]')!.textContent).to.equal('Das ist kein Spielstand: Der Text ist kein gültiges JSON.');
    expect(text(el, 'notice')).to.contain('Das ist kein Spielstand');
    dialog.close();
  });

  it('ends the game in the language: the panel, the winners sentence and the announcement', async () => {
    const el = await fixture<LastStoneTable>(html`<last-stone-table lang="fr" seats="bot:easy,bot:easy" seed="end" bot-delay="0"></last-stone-table>`);
    await waitUntil(() => el.match.isOver, 'the bots finish', { timeout: 5000 });
    await settled(el);
    const winner = el.match.result!.winners[0]! + 1;
    const panel = el.shadowRoot!.querySelector('tt-game-over')!;
    const shown = deepText(panel.shadowRoot!);
    expect(shown).to.contain('Partie terminée').and.contain(`Robot ${winner} (facile) gagne\u00a0!`).and.contain('Rejouer').and.contain('Dernière pierre');
    expect(text(el, 'announcer')).to.contain(`Partie terminée\u00a0: Robot ${winner} (facile) gagne — A pris la dernière pierre.`);
    expect(text(el, 'status')).to.equal('Partie terminée.');
  });
});

describe('the kit checks of languages', () => {
  it('finds a translated table all in the pseudo-language and within 390 px, at the start, mid-game and at the end', async () => {
    const report = await checkPseudoLanguage('last-stone-table', { players: 3, seed: 'pseudo' });
    expect(report.over).to.equal(true);
    expect(report.screens).to.equal(7); // new game; its form, Rules, Save and Load open; mid-game; the end
    expect(report.texts).to.be.greaterThan(100);
  });

  it('fails on a table that writes an English word of its own', async () => {
    const message = await failure(() => checkPseudoLanguage('untranslated-table', { players: 2, seed: 'leak' }));
    expect(message).to.contain('not translated').and.contain('"Stones left"');
  });

  it('fails on a table wider than a phone', async () => {
    const message = await failure(() => checkPseudoLanguage('wide-table', { players: 2, seed: 'wide' }));
    expect(message).to.contain('390 px wide').and.contain('reaches from');
  });

  for (const lang of ['es', 'fr', 'de'] as const) {
    it(`plays a whole game by keyboard in ${lang}, status and log in ${lang} throughout`, async () => {
      const report = await playInLanguage('last-stone-table', lang, { players: 3, seed: `kbd-${lang}` });
      expect(report.keyboardMoves).to.be.greaterThan(0);
      expect(report.arrowPresses).to.be.greaterThan(0);
      expect(report.moves).to.be.greaterThan(report.keyboardMoves);
    });
  }

  it('fails on a table whose log is written in English', async () => {
    const message = await failure(() => playInLanguage('english-log-table', 'fr', { players: 2, seed: 'english' }));
    expect(message).to.match(/English words \(took\)|plain English strings/);
  });
});
