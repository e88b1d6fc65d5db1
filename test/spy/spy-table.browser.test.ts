import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/spy-table/define.js';
import type { SpyTable } from '../../components/spy-table/spy-table.js';
import type { SpyState } from '../../machines/spy/index.js';
import { moveKey } from '../../src/engine/move-key.js';
import { pseudo, Translator } from '../../src/i18n/index.js';
import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import { screenProblems } from '../../src/testing/screens.js';
import { PALETTE } from '../../src/ui/palette.js';
import { clickCentre, moveButtons, openRules, panelPart, part, parts, playerPanels, settled, shadowText, waitForBotsToFinish, withEmbeddedFromDist } from '../../src/testing/browser.js';

const G = (el: SpyTable) => el.state.G as SpyState;
const rootText = (el: Element) => (el.shadowRoot ?? el).textContent ?? '';

/** One person (seat 0) and waiting bots, so the test drives every move. */
const solo = (seed = 'browser') => fixture<SpyTable>(html`<spy-table seed=${seed} seats="human,bot:easy,bot:easy" autoplay="false"></spy-table>`);

/** Every base arranged at random (by the match directly), seat 0 to move. */
async function ready(el: SpyTable): Promise<void> {
  for (let s = 0; s < el.match.setup.players; s++) el.play({ type: 'shuffleRest', seat: s });
  await el.updateComplete;
}

before(() => setViewport({ width: 1100, height: 900 }));

describe('<spy-table>', () => {
  describe('accessibility', () => {
    it('labels the bases, every card and the Spy', async () => {
      const el = await solo();
      await ready(el);
      expect(part(el, 'table')!.getAttribute('aria-label')).to.equal('SPY table');
      expect(part(el, 'bases')!.getAttribute('aria-label')).to.equal('Spy Bases');
      const rows = parts(el, 'base-row');
      expect(rows.map((r) => r.getAttribute('aria-label'))).to.deep.equal([
        'Bot 2 (easy): Red Spy Base', 'Bot 3 (easy): Purple Spy Base', 'Player 1 (you): Green Spy Base',
      ]);
      const mine = rows[2]!.querySelectorAll('[part~="card"], [part~="spy-target"]');
      expect(mine.length).to.equal(6);
      expect(rows[2]!.querySelector('[part~="spy"]')!.getAttribute('aria-label')).to.match(/^Your Spy, facing (left|right)$/);
      const label = rows[2]!.querySelector('[part~="card"]')!.getAttribute('aria-label')!;
      expect(label).to.match(/^Your card \d from your left: (Safe|Top Secret|Bomb) \d/);
      expect(rows[0]!.querySelector('[part~="card"]')!.getAttribute('aria-label')).to.match(/^Bot 2 \(easy\)’s card \d from their left: face-down card$/);
    });

    it('announces each move in the live region', async () => {
      const el = await solo();
      await ready(el);
      const spy = moveButtons(el).find((b) => b.matches('[part~="spy-target"]'))!;
      spy.click();
      await el.updateComplete;
      expect(part(el, 'announcer')!.textContent).to.match(/^Player 1 spied on Bot [23] \(easy\)'s card \d \(from Bot [23] \(easy\)'s left\)/);
      expect(part(el, 'report')!.textContent).to.match(/^Player 1 spied on Bot [23] \(easy\):/);
    });

    it('opens the rules from the table', async () => {
      const dialog = openRules(await solo());
      expect(dialog.open).to.equal(true);
      expect(dialog.textContent).to.contain('How to play SPY');
      expect(dialog.textContent).to.contain('Safe 1 → Safe 2 → Top Secret 1 → Top Secret 2');
      dialog.close();
    });

    it('passes an axe check while arranging and while playing', async () => {
      const el = await solo();
      await expect(el).to.be.accessible();
      await ready(el);
      await expect(el).to.be.accessible();
    });
  });

  describe('hidden information', () => {
    it('in hotseat, each seat sees only its own base: the others\' hidden card ids never reach the DOM', async () => {
      const el = await fixture<SpyTable>(html`<spy-table players="3" seed="secrets" seats="human,human,human"></spy-table>`);
      expect(part(el, 'curtain')).not.to.equal(null);
      for (let turn = 0; turn < 9; turn++) {
        const curtain = part(el, 'curtain');
        if (curtain) {
          expect(moveButtons(el).length).to.equal(0);
          curtain.querySelector('button')!.click();
          await el.updateComplete;
        }
        const seat = el.match.active[0]!;
        const markup = shadowText(el);
        G(el).bases.forEach((base, s) => {
          const hidden = [...base.cards.filter((_, i) => !base.exposed[i]), ...base.hand];
          for (const id of hidden) expect(markup.includes(id), `seat ${seat} sees ${id}`).to.equal(s === seat && markup.includes(id));
        });
        // Its own placed cards are on show to it.
        for (const id of G(el).bases[seat]!.cards) expect(markup).to.contain(`data-card="${id}"`);
        const legal = el.match.legalMoves(seat);
        const arranging = G(el).bases[seat]!.cards.length > 0;
        const move = legal.find((m) => m.type === 'spy') ?? legal.find((m) => m.type === (arranging ? 'shuffleRest' : 'place'))!;
        el.play(move);
        await el.updateComplete;
      }
      expect(el.match.phase).to.match(/^play\./);
    });

    it('a spectator sees no card that is not exposed', async () => {
      const el = await fixture<SpyTable>(html`<spy-table players="2" seed="spectate" seats="human,human" view="spectator"></spy-table>`);
      await ready(el);
      const markup = shadowText(el);
      for (const base of G(el).bases) for (const id of base.cards) expect(markup.includes(id), id).to.equal(false);
      expect(moveButtons(el).length).to.equal(0);
    });
  });

  describe('properties', () => {
    it('players sets the number of bases; two players get seven cards each (with Bomb 2)', async () => {
      const el = await fixture<SpyTable>(html`<spy-table players="2" autoplay="false"></spy-table>`);
      await ready(el);
      expect(parts(el, 'base-row').length).to.equal(2);
      expect(parts(el, 'base-row')[1]!.querySelectorAll('.slot').length).to.equal(7);
      const four = await fixture<SpyTable>(html`<spy-table players="4" autoplay="false"></spy-table>`);
      await ready(four);
      expect(parts(four, 'base-row').length).to.equal(4);
      expect(parts(four, 'base-row')[3]!.querySelectorAll('.slot').length).to.equal(6);
    });

    it('shows a colour, a symbol and the next Exposure Target in each seat\'s panel', async () => {
      const el = await solo();
      await ready(el);
      const panel = playerPanels(el)[1]!;
      await panel.updateComplete;
      expect(panel.shadowRoot!.textContent).to.contain('Red · 0 exposed · next Safe 1');
    });
  });

  describe('events', () => {
    it('fires tt-move and tt-phase through a turn: move, flip, spy', async () => {
      const el = await solo('events');
      await ready(el);
      const seen: string[] = [];
      el.addEventListener('tt-move', (e: TabletopEvent<'tt-move'>) => seen.push(`move:${e.detail.move.type}`));
      el.addEventListener('tt-phase', (e: TabletopEvent<'tt-phase'>) => seen.push(`phase:${e.detail.phase}`));
      parts(el, 'step')[0]!.click();
      await el.updateComplete;
      part(el, 'flip')!.click();
      await el.updateComplete;
      expect(moveButtons(el).map((b) => b.dataset.moveKey)).to.have.members(el.match.legalMoves(0).map(moveKey));
      parts(el, 'spy-target')[0]!.click();
      await el.updateComplete;
      expect(seen).to.deep.equal(['move:advance', 'phase:play.flip', 'move:flip', 'phase:play.spy', 'move:spy', 'phase:play.move']);
    });

    it('fires tt-invalid-move for a move out of turn, and changes nothing', async () => {
      const el = await solo();
      const before = el.save();
      let reason = '';
      el.addEventListener('tt-invalid-move', (e: TabletopEvent<'tt-invalid-move'>) => (reason = e.detail.reason));
      expect(el.play({ type: 'place', seat: 2, item: 'safe-1' }).ok).to.equal(false);
      expect(reason).to.equal("It is seat 0's turn, not seat 2's.");
      expect(el.save()).to.equal(before);
    });
  });

  describe('keyboard', () => {
    it('arranges a base card by card with Tab, arrows and Enter', async () => {
      const el = await solo('keys');
      part(el, 'new-game-button')!.focus();
      for (let i = 0; i < 20 && !el.shadowRoot!.activeElement?.hasAttribute('data-move-key'); i++) await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement!.getAttribute('aria-label')).to.equal('Place Safe 1 next');
      await sendKeys({ press: 'ArrowLeft' });
      expect(el.shadowRoot!.activeElement!.getAttribute('aria-label')).to.match(/^Shuffle the rest/);
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowRight' });
      expect(el.shadowRoot!.activeElement!.getAttribute('aria-label')).to.equal('Place Safe 2 next');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.match.logFor(0)[0]!.move).to.deep.equal({ type: 'place', seat: 0, item: 'safe-2' });
      expect(G(el).bases[0]!.cards).to.deep.equal(['green-safe-2']);
      // Focus stays on the table's moves: the next press places another card.
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(G(el).bases[0]!.cards.length).to.equal(2);
    });
  });

  describe('mouse', () => {
    it('moves the Spy by clicking where it may go, then spies on the glowing card', async () => {
      const el = await solo('mouse');
      await ready(el);
      const before = G(el).bases[0]!.spy;
      const step = parts(el, 'step')[0]!;
      const key = step.dataset.moveKey;
      await clickCentre(step);
      await el.updateComplete;
      expect(moveKey(el.match.log[3]!.move)).to.equal(key);
      expect(G(el).bases[0]!.spy).not.to.equal(before);
      const target = parts(el, 'spy-target')[1]!;
      await clickCentre(target);
      await el.updateComplete;
      expect(el.match.log[4]!.move.type).to.equal('spy');
      expect(el.match.active).to.deep.equal([1]);
    });
  });

  describe('a phone', () => {
    afterEach(() => setViewport({ width: 1100, height: 900 }));
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

    it('lays every base out within 390 px, through a whole two-player game (seven cards a base): no clipping, no pan, places to move that never touch', async () => {
      await setViewport({ width: 390, height: 844 });
      const el = await fixture<SpyTable>(html`<spy-table players="2" seed="phone" seats="human,bot:easy" autoplay="false"></spy-table>`);
      await ready(el);
      let checked = 0;
      let crowded = 0;
      for (let turn = 0; turn < 80 && !el.match.isOver; turn++) {
        await settled(el);
        expect(screenProblems(el, { minTarget: 24 }), `move ${turn}`).to.deep.equal([]);
        const steps = parts(el, 'step').map((b) => b.getBoundingClientRect());
        for (let i = 0; i < steps.length; i++) for (let j = i + 1; j < steps.length; j++) expect(overlap(steps[i]!, steps[j]!), `steps ${i} and ${j} at move ${turn}`).to.equal(false);
        crowded += el.shadowRoot!.querySelectorAll('.lane.low').length;
        checked++;
        const seat = el.match.active[0]!;
        const legal = el.match.legalMoves(seat);
        // Spy rarely, so the game lasts and the Spy meets exposed cards (a choice of 1 or 2).
        const move = legal.find((m) => m.type === 'advance' && turn % 3 !== 0) ?? legal.find((m) => m.type === 'pass' && turn % 2 === 0) ?? legal[turn % legal.length]!;
        el.play(move);
      }
      expect(checked).to.be.greaterThan(10);
      expect(el.shadowRoot!.querySelector('.spy')!.scrollWidth).to.be.at.most(el.shadowRoot!.querySelector('.spy')!.clientWidth);
      void crowded; // how often two places stood side by side (counted, not required: it depends on the deal)
    });

    it('draws each colour with the palette: purple is the cross, and the Rules legend names every colour of the game', async () => {
      await setViewport({ width: 390, height: 844 });
      const el = await solo('legend');
      await ready(el);
      const marks = [...el.shadowRoot!.querySelectorAll('[part~="table"] [data-palette="purple"]')];
      expect(marks.length).to.be.greaterThan(0);
      for (const m of marks) expect(m.getAttribute('data-symbol')).to.equal(PALETTE.purple.symbol).and.to.equal('cross');
      const dialog = openRules(el);
      expect([...dialog.querySelectorAll('[data-legend]')].map((li) => li.getAttribute('data-legend'))).to.deep.equal(['green', 'red', 'purple']);
      expect(dialog.querySelector('[data-legend="purple"]')!.textContent).to.contain(`purple ${PALETTE.purple.glyph}`);
      dialog.close();
    });
  });

  describe('keyboard groups', () => {
    it('the cards to place are one Tab stop, and so are the bases', async () => {
      const el = await solo('groups');
      const stops = (sel: string) => [...el.shadowRoot!.querySelectorAll(`${sel} [data-move-key]`)].filter((b) => b.getAttribute('tabindex') !== '-1');
      expect(parts(el, 'place').length).to.be.greaterThan(5);
      expect(stops('[part~="hand"]').length).to.equal(1);
      await ready(el);
      await settled(el);
      expect(parts(el, 'step').length + parts(el, 'spy-target').length).to.be.greaterThan(2);
      expect(stops('[part~="bases"]').length).to.equal(1);
      // On your turn the focus is offered a place to move your Spy to.
      expect(el.shadowRoot!.querySelector('[data-turn-focus]')!.matches('[part~="step"]')).to.equal(true);
    });
  });

  describe('embedding', () => {
    it('works from the self-contained dist/spy.js in a plain page', async function () {
      await withEmbeddedFromDist<SpyTable>('spy', { players: 2, seats: 'human,bot:easy', autoplay: 'false' }, (el) => {
        expect(moveButtons(el).length).to.equal(9); // six kinds, Spy ◀ ▶, shuffle
        expect(el.match.setup.players).to.equal(2);
      });
    });
  });

  describe('a whole game', () => {
    it('runs to the end on its own with bots in every seat and shows who outlasted whom', async () => {
      const el = await fixture<SpyTable>(html`<spy-table players="3" seed="all-bots" seats="bot:easy,bot:easy,bot:medium" bot-delay="0"></spy-table>`);
      const { panel, result } = await waitForBotsToFinish(el, { timeout: 15000 });
      expect(result.winners.length).to.equal(1);
      expect([...result.scores].sort()).to.deep.equal([0, 1, 2]);
      expect(panelPart(panel, 'reason')!.textContent).to.equal(new Translator('en', []).render(result.reason));
      expect(panelPart(panel, 'reason')!.textContent).to.equal('The last player remaining wins.');
      expect(G(el).bases.filter((b) => b.out).length).to.equal(2);
    });
  });
  describe('languages', () => {
    const NB = '\u00a0';
    /** SPY's own texts as each language shows them (the shared toolbar and status words are not asserted here). */
    const LANGS = [
      {
        lang: 'es', hint: 'Prepara tu Base Espía en secreto: elige la siguiente carta empezando por la izquierda, y dónde se coloca tu espía.',
        place: 'Colocar Caja fuerte 1 a continuación', word: 'CAJA FUERTE', shuffle: 'Barajar el resto', bases: 'Bases Espía', mine: ' (tú): Base Espía Verde',
        theirs: /: Base Espía (Roja|Morada)$/, summary: 'Rojo · 0 descubiertas · siguiente: Caja fuerte 1', pass: 'No hacer nada',
        target: /^Espiar la carta \d de Robot [23] \(fácil\) desde su izquierda \(carta boca abajo\)$/, report: /^Jugador 1 espió a Robot [23] \(fácil\): («Es (una caja fuerte|alto secreto)»\.|¡Al descubierto!|TSSSsss…)/,
        log: /^Jugador 1 espió la carta \d de (Robot [23] \(fácil\)) \(contando desde la izquierda de \1\): /, shuffled: /barajó el resto de la Base Espía (Verde|Roja|Morada); ya está lista$/,
        order: 'Orden de exposición: Caja fuerte 1 → Caja fuerte 2 → Alto secreto 1 → Alto secreto 2.', goal: 'Objetivo: ser el último jugador en juego. Quedas fuera cuando se descubre tu Alto secreto 2 o cuando espías una bomba encendida.',
      },
      {
        lang: 'fr', hint: `Prépare ta base d’espionnage en secret${NB}: choisis la carte suivante en partant de la gauche, et la place de ton espion.`,
        place: 'Placer Coffre-fort 1 ensuite', word: 'COFFRE-FORT', shuffle: 'Mélanger le reste', bases: 'Bases d’espionnage', mine: ` (toi)${NB}: Base d’espionnage verte`,
        theirs: /\u00a0: Base d’espionnage (rouge|violette)$/, summary: `Rouge · 0 révélée · prochaine${NB}: Coffre-fort 1`, pass: 'Ne rien faire',
        target: /^Espionner la carte \d de Robot [23] \(facile\) en partant de sa gauche \(carte face cachée\)$/, report: /^Joueur 1 a espionné Robot [23] \(facile\)\u00a0: (« C’est|Révélé|TSSSsss)/,
        log: /^Joueur 1 a espionné la carte \d de (Robot [23] \(facile\)) \(en comptant depuis la gauche de \1\)\u00a0: /, shuffled: /a mélangé le reste de la Base d’espionnage (verte|rouge|violette)\u00a0; elle est prête$/,
        order: `Ordre d’exposition${NB}: Coffre-fort 1 → Coffre-fort 2 → Top secret 1 → Top secret 2.`, goal: `But${NB}: être le dernier joueur en jeu. Tu es éliminé quand ton Top secret 2 est révélé, ou quand tu espionnes une bombe allumée.`,
      },
      {
        lang: 'de', hint: 'Baue deine Spionbasis geheim auf: Wähle die nächste Karte von links und wo dein Spion steht.',
        place: 'Tresor 1 als Nächstes legen', word: 'TRESOR', shuffle: 'Rest mischen', bases: 'Spionbasen', mine: ' (du): Spionbasis Grün',
        theirs: /: Spionbasis (Rot|Lila)$/, summary: 'Rot · 0 aufgedeckt · als Nächstes: Tresor 1', pass: 'Nichts tun',
        target: /^Karte \d von (Computer [23] \(leicht\)) ausspionieren \(aus Sicht von \1 von links; verdeckte Karte\)$/, report: /^Spieler 1 hat Computer [23] \(leicht\) ausspioniert: („Das ist|Aufgedeckt!|TSSSsss)/,
        log: /^Spieler 1 hat Karte \d von (Computer [23] \(leicht\)) \(aus Sicht von \1 von links\) ausspioniert: /, shuffled: /hat den Rest der Spionbasis (Grün|Rot|Lila) gemischt; sie ist fertig$/,
        order: 'Reihenfolge beim Aufdecken: Tresor 1 → Tresor 2 → Geheimakte 1 → Geheimakte 2.', goal: 'Ziel: als Letzte oder Letzter im Spiel bleiben. Du bist raus, wenn deine Geheimakte 2 aufgedeckt wird oder wenn du eine brennende Bombe ausspionierst.',
      },
    ] as const;
    // Only ASCII white space is folded: French keeps its no-break spaces.
    const logText = (el: SpyTable) => [...part(el, 'log')!.shadowRoot!.querySelectorAll('[part="entry"]')].map((e) => e.textContent!.replace(/[ \t\r\n]+/g, ' ').trim());
    const at = (lang: string, seed = 'browser') => fixture<SpyTable>(html`<spy-table lang=${lang} seed=${seed} seats="human,bot:easy,bot:easy" autoplay="false"></spy-table>`);

    for (const l of LANGS) {
      it(`lang="${l.lang}": the hand, the bases, the buttons, the panels, the report, the log and the Rules are in that language`, async () => {
        const el = await at(l.lang);
        // Arranging: the hint, the cards to place, their printed words.
        expect(part(el, 'status')!.textContent).to.contain(l.hint);
        const places = parts(el, 'place');
        expect(places[0]!.getAttribute('aria-label')).to.equal(l.place);
        expect(places[0]!.getAttribute('title')).to.equal(l.place);
        expect(places[0]!.querySelector('.card')!.getAttribute('data-word')).to.equal(l.word);
        expect(places.at(-1)!.textContent!.trim()).to.equal(l.shuffle);

        await ready(el);
        await settled(el);
        expect(part(el, 'bases')!.getAttribute('aria-label')).to.equal(l.bases);
        const rows = parts(el, 'base-row').map((r) => r.getAttribute('aria-label')!);
        expect(rows[2]!.endsWith(l.mine), rows[2]).to.equal(true);
        expect(rows[0]).to.match(l.theirs);
        expect(playerPanels(el)[1]!.shadowRoot!.querySelector('[part="score-line"]')!.textContent).to.contain(l.summary);
        expect(part(el, 'pass')!.textContent!.trim()).to.equal(l.pass);
        for (const target of parts(el, 'spy-target')) expect(target.getAttribute('aria-label')).to.match(l.target);
        expect(logText(el)[0]).to.match(l.shuffled);

        await clickCentre(parts(el, 'spy-target')[0]!);
        await settled(el);
        expect(part(el, 'report')!.textContent!.trim()).to.match(l.report);
        expect(logText(el).at(-1)).to.match(l.log);

        const dialog = openRules(el);
        expect(dialog.textContent).to.contain(l.order);
        expect(dialog.textContent).to.contain(l.goal);
        dialog.close();
      });
    }

    it('switching lang on a running table draws it again in the new language, with the same game', async () => {
      const el = await at('es', 'switch');
      await ready(el);
      await clickCentre(parts(el, 'step')[0]!);
      await settled(el);
      const save = el.save();
      expect(part(el, 'pass')!.textContent!.trim()).to.equal('Terminar turno');
      expect(logText(el).at(-1)).to.match(/^.+ (dio la vuelta al espía, luego )?anunció «\d»/);
      el.setAttribute('lang', 'de');
      await settled(el);
      expect(el.save()).to.equal(save);
      expect(part(el, 'bases')!.getAttribute('aria-label')).to.equal('Spionbasen');
      expect(part(el, 'pass')!.textContent!.trim()).to.equal('Zug beenden');
      expect(part(el, 'flip')!.getAttribute('aria-label')).to.equal('Spion umdrehen, sodass er in die andere Richtung blickt');
      expect(logText(el).at(-1)).to.match(/^.+ hat („\d“ angesagt|den Spion umgedreht, dann „\d“ angesagt)/);
      // The game goes on in the new language.
      part(el, 'flip')!.click();
      await settled(el);
      expect(el.match.log.at(-1)!.move.type).to.equal('flip');
      expect(logText(el).at(-1)).to.match(/^.+ hat den Spion umgedreht$/);
      el.setAttribute('lang', 'fr');
      await settled(el);
      expect(logText(el).at(-1)).to.match(/^.+ a retourné l’espion$/);
      el.removeAttribute('lang');
      await settled(el);
      expect(part(el, 'bases')!.getAttribute('aria-label')).to.equal('Spy Bases');
      expect(logText(el).at(-1)).to.match(/^.+ flipped the Spy$/);
      expect(el.match.log).to.have.length(5);
    });

    /**
     * Every text SPY draws — in the table, the panels' summaries, the turn hint, the log, the
     * Rules and the game-over panel — and the aria-labels, titles and CSS-drawn card words there.
     */
    function gameTexts(el: SpyTable): { where: string; text: string }[] {
      const found: { where: string; text: string }[] = [];
      const labels = (node: Element, where: string) => {
        for (const name of ['aria-label', 'title', 'data-word']) if (node.hasAttribute(name)) found.push({ where: `${where} [${name}]`, text: node.getAttribute(name)! });
      };
      const visit = (node: Node, where: string) => {
        if (node.nodeType === Node.TEXT_NODE) {
          if ((node.textContent ?? '').trim()) found.push({ where, text: node.textContent!.trim() });
          return;
        }
        if (!(node instanceof Element) || node.localName === 'style') return;
        labels(node, where);
        if (node.shadowRoot) for (const child of node.shadowRoot.childNodes) visit(child, where);
        // A paragraph or list item is one text, though some words in it may be set apart: take it whole.
        if (['p', 'li'].includes(node.localName)) {
          if ((node.textContent ?? '').trim()) found.push({ where: `${where} <${node.localName}>`, text: node.textContent!.trim() });
          for (const child of node.querySelectorAll('*')) labels(child, where);
          return;
        }
        for (const child of node.childNodes) visit(child, where);
      };
      for (const child of part(el, 'table')!.childNodes) visit(child, 'table');
      for (const panel of playerPanels(el)) {
        const summary = panel.shadowRoot!.querySelector('[part="score-line"]');
        if (summary) visit(summary, 'panel summary');
      }
      for (const entry of part(el, 'log')!.shadowRoot!.querySelectorAll('[part="entry"]')) visit(entry, 'log');
      const rules = el.shadowRoot!.querySelector('ol.rules');
      if (rules) visit(rules, 'rules');
      return found;
    }
    /** Outside [brackets] only digits, punctuation, symbols and player names; no plain letter anywhere (the pseudo-language accents every one). */
    const pseudoOnly = (text: string, names: readonly string[]) => {
      let rest = text;
      for (const name of [...names].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
      if (/[A-Za-z]/.test(rest)) return false;
      for (let before = ''; before !== rest;) {
        before = rest;
        rest = rest.replace(/\[[^[\]]*\]/g, ' ');
      }
      return !/\p{L}/u.test(rest);
    };

    it('lang="x-pseudo": none of SPY\'s texts or labels is left outside the pseudo-language, from arranging to the end', async () => {
      const el = await fixture<SpyTable>(html`<spy-table lang="x-pseudo" seed="pseudo" names="Zoë" seats="human,bot:easy,bot:easy" autoplay="false"></spy-table>`);
      // The one name a person typed is shown as it is; the bots' default names are translated too.
      const names = () => ['Zoë'];
      const check = (when: string) => {
        const texts = gameTexts(el);
        expect(texts.length, when).to.be.greaterThan(10);
        const bad = texts.filter((x) => !pseudoOnly(x.text, names()));
        expect(bad.map((x) => `${x.where}: ${x.text}`), when).to.deep.equal([]);
        // The status line holds the turn hint (the shared words around it are checked elsewhere).
        if (el.match.legalMoves(0).length) expect(part(el, 'status')!.textContent, when).to.contain('[');
      };
      check('arranging');
      parts(el, 'place')[1]!.click();
      await settled(el);
      check('a card placed');
      for (let s = 0; s < 3; s++) if (el.match.legalMoves(s).some((m) => m.type === 'shuffleRest')) el.play({ type: 'shuffleRest', seat: s });
      await settled(el);
      check('playing');
      await clickCentre(parts(el, 'step')[0]!);
      await settled(el);
      check('moved');
      parts(el, 'spy-target')[0]!.click();
      await settled(el);
      check('spied');
      openRules(el).close();
      check('the Rules');
      // Played to the end by bots, everything turned face up, and the game-over panel.
      el.setAttribute('seats', 'bot:easy,bot:easy,bot:easy');
      el.setAttribute('bot-delay', '0');
      el.setAttribute('autoplay', '');
      const { panel } = await waitForBotsToFinish(el, { timeout: 30000 });
      await settled(el);
      check('at the end');
      const reason = panelPart(panel, 'reason')!.textContent!;
      expect(pseudoOnly(reason, names()), reason).to.equal(true);
      // The score column is headed "Players outlasted", in the pseudo-language.
      expect(rootText(panel)).to.contain(pseudo('Players outlasted'));
    });
  });
});
