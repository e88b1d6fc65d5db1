import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/boo-table/define.js';
import { BooTable } from '../../components/boo-table/boo-table.js';
import { booCompiled } from '../../machines/boo/index.js';
import { moveKey } from '../../src/engine/move-key.js';
import { Translator } from '../../src/i18n/index.js';
import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import { clickCentre, moveButtons, openRules, panelPart, part, parts, playerPanels, shadowText, waitForBotsToFinish, withEmbeddedFromDist, outsideBrackets, tableTexts } from '../../src/testing/browser.js';


/** A new game with one person (black) and a bot that waits, so the test drives every move. */
const solo = (seed = 'browser') => fixture<BooTable>(html`<boo-table seed=${seed} seats="human,bot:easy" autoplay="false"></boo-table>`);

/** Plays legal moves until the phase is reached, taking a move that reaches it when there is one. */
function playUntil(el: BooTable, phase: string, seed = 1): void {
  let s = seed;
  for (let k = 0; k < 300 && el.match.phase !== phase && !el.match.isOver; k++) {
    const legal = el.match.legalMoves();
    const direct = legal.find((m) => {
      const next = booCompiled.core.play(el.state, m);
      return next.ok && next.state.ctx.phase === phase;
    });
    s = (s * 48271) % 2147483647;
    el.play(direct ?? legal[s % legal.length]!);
  }
}

before(() => setViewport({ width: 1100, height: 900 }));

describe('<boo-table>', () => {
  describe('accessibility', () => {
    it('labels the table regions, the gate cards and the eight ways to hold the card', async () => {
      const el = await solo();
      expect(part(el, 'table')!.getAttribute('aria-label')).to.equal('BOO table');
      expect(part(el, 'graveyard')!.getAttribute('aria-label')).to.equal('The graveyard');
      const cards = parts(el, 'card');
      expect(cards.length).to.equal(6);
      expect(cards[0]!.getAttribute('aria-label')).to.equal('green-lined gate card, lying across: left black ghost looking up, middle white ghost looking down and right black ghost looking down; at column 0, row 0');
      const holds = moveButtons(el);
      expect(holds.length).to.equal(8);
      expect(holds.every((b) => b.matches('[part~="hold-option"]'))).to.equal(true);
      expect(holds[0]!.getAttribute('aria-label')).to.match(/^Hold the card front up, lying across: /);
    });

    it('announces each move in the live region', async () => {
      const el = await solo();
      moveButtons(el)[5]!.click();
      await el.updateComplete;
      const announcer = part(el, 'announcer')!;
      expect(announcer.getAttribute('aria-live')).to.equal('polite');
      expect(announcer.textContent).to.contain('Player 1 held the card back up, standing up');
    });

    it('never puts a card of a deck below its top card in the DOM', async () => {
      const el = await solo('secret');
      playUntil(el, 'play.scare', 3);
      await el.updateComplete;
      const markup = shadowText(el);
      const hidden = el.state.G.decks.flatMap((d) => d.slice(0, -1));
      expect(hidden.length).to.be.greaterThan(0);
      for (const id of hidden) expect(markup.includes(`"${id}"`), id).to.equal(false);
      for (const d of el.state.G.decks) if (d.length) expect(markup.includes(`"${d[d.length - 1]}"`)).to.equal(true);
    });

    it('opens the rules from the table', async () => {
      const dialog = openRules(await solo());
      expect(dialog.open).to.equal(true);
      expect(dialog.textContent).to.contain('tombstone');
      expect(dialog.textContent).to.contain('either side up');
      dialog.close();
    });

    it('passes an axe check', async () => {
      const el = await solo();
      await expect(el).to.be.accessible();
    });
  });

  describe('properties', () => {
    it('is for exactly two players, black and white', async () => {
      const el = await fixture<BooTable>(html`<boo-table seats="human,human" autoplay="false"></boo-table>`);
      expect(el.match.setup.players).to.equal(2);
      expect(parts(el, 'tray').map((t) => t.className.includes('black') ? 'black' : 'white')).to.deep.equal(['black', 'white']);
    });

    it('view="spectator" shows no move controls; a person\'s seat shows them on its turn', async () => {
      const watcher = await fixture<BooTable>(html`<boo-table seats="human,human" view="spectator"></boo-table>`);
      expect(moveButtons(watcher).length).to.equal(0);
      const seat1 = await fixture<BooTable>(html`<boo-table seats="human,human" view="1"></boo-table>`);
      expect(moveButtons(seat1).length).to.equal(0);
    });

    it('shows no pass-the-device curtain: hands are open in BOO', async () => {
      const el = await fixture<BooTable>(html`<boo-table seats="human,human"></boo-table>`);
      expect(part(el, 'curtain')).to.equal(null);
      expect(moveButtons(el).length).to.equal(8);
    });

    it('scores each seat in its panel: the ghosts of its colour showing', async () => {
      const el = await solo();
      const panel = playerPanels(el)[0]!;
      expect(panel.summary).to.equal('black · 6 ghosts showing');
    });
  });

  describe('events', () => {
    it('fires tt-move and tt-phase through hold, lay and the next turn', async () => {
      const el = await solo('events');
      const seen: string[] = [];
      el.addEventListener('tt-move', (e: TabletopEvent<'tt-move'>) => seen.push(`move:${e.detail.move.type}`));
      el.addEventListener('tt-phase', (e: TabletopEvent<'tt-phase'>) => seen.push(`phase:${e.detail.phase}`));
      moveButtons(el)[0]!.click();
      await el.updateComplete;
      expect(moveButtons(el).map((b) => b.dataset.moveKey)).to.have.members(el.match.legalMoves(0).map(moveKey));
      expect(moveButtons(el).every((b) => b.matches('[part~="spot"]'))).to.equal(true);
      moveButtons(el)[0]!.click();
      await el.updateComplete;
      expect(seen.slice(0, 3)).to.deep.equal(['move:hold', 'phase:play.lay', 'move:place']);
      expect(seen).to.include(`phase:${el.match.phase}`);
    });

    it('fires tt-invalid-move for a move out of turn, and changes nothing', async () => {
      const el = await solo();
      const before = el.save();
      let reason = '';
      el.addEventListener('tt-invalid-move', (e: TabletopEvent<'tt-invalid-move'>) => (reason = e.detail.reason));
      expect(el.play({ type: 'hold', seat: 1, rot: 0, side: 0 }).ok).to.equal(false);
      expect(reason).to.equal("It is seat 0's turn, not seat 1's.");
      expect(el.save()).to.equal(before);
    });
  });

  describe('keyboard', () => {
    it('holds and lays a card with Tab and Enter', async () => {
      const el = await solo('keys');
      part(el, 'new-game-button')!.focus();
      for (let i = 0; i < 20 && !el.shadowRoot!.activeElement?.hasAttribute('data-move-key'); i++) await sendKeys({ press: 'Tab' });
      const first = el.shadowRoot!.activeElement as HTMLElement;
      expect(first.matches('[part~="hold-option"]')).to.equal(true);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.match.log[0]!.move).to.deep.equal({ type: 'hold', seat: 0, rot: 0, side: 0 });
      const spot = el.shadowRoot!.activeElement as HTMLElement;
      expect(spot.matches('[part~="spot"]')).to.equal(true);
      await sendKeys({ press: ' ' });
      await el.updateComplete;
      expect(el.match.log[1]!.move.type).to.equal('place');
    });
  });

  describe('phones, fingers and eyes', () => {
    it('says in the status line who scared whom, and the ghosts showing now', async () => {
      const el = await fixture<BooTable>(html`<boo-table seed="said" names="Ana,Ben" seats="human,human" autoplay="false"></boo-table>`);
      let s = 7;
      for (let k = 0; k < 300 && !(el.state.G.scared.length > 0 && el.match.log.at(-1)!.move.type !== 'hold'); k++) {
        const legal = el.match.legalMoves();
        s = (s * 48271) % 2147483647;
        el.play(legal[s % legal.length]!);
      }
      await el.updateComplete;
      const line = part(el, 'happened')!.textContent!;
      expect(line).to.match(/Boo! (Ana's black ghost at column -?\d+, row -?\d+ scared Ben's white|Ben's white ghost at column -?\d+, row -?\d+ scared Ana's black) ghost at column -?\d+, row -?\d+: its card flipped over\./);
      expect(line).to.match(/Ghosts showing: Ana \d+, Ben \d+\.$/);
    });

    it('draws every ghost with a big arrow the way it looks', async () => {
      const el = await solo('arrows');
      const ghosts = [...el.shadowRoot!.querySelectorAll<SVGGElement>('[part~="graveyard"] .ghost')];
      expect(ghosts.length).to.equal(12); // the gate's ghosts
      for (const ghost of ghosts) {
        expect(ghost.dataset.looks).to.be.oneOf(['up', 'down', 'left', 'right']);
        const arrow = ghost.querySelector('.arrow')!.getBoundingClientRect();
        const square = ghost.closest('.section')!.getBoundingClientRect();
        // The arrow reaches from the square's middle to its edge, and more than half across it.
        expect(Math.max(arrow.width, arrow.height)).to.be.at.least(square.width * 0.55);
        expect(Math.min(arrow.width, arrow.height)).to.be.at.least(square.width * 0.4);
      }
    });

    it('fits the graveyard in a 390 px phone, centred on the gate; wider than the screen, it pans from the keyboard', async () => {
      await setViewport({ width: 390, height: 844 });
      try {
        const el = await solo('phone');
        const wrap = part(el, 'graveyard')!;
        expect(wrap.getAttribute('tabindex')).to.equal('0');
        expect(wrap.hasAttribute('data-pan')).to.equal(true);
        expect(wrap.scrollWidth).to.be.at.most(wrap.clientWidth + 1); // at the start, the whole graveyard fits
        const gate = [...wrap.querySelectorAll('.laid.gate')].map((c) => c.getBoundingClientRect());
        const left = Math.min(...gate.map((r) => r.left));
        const right = Math.max(...gate.map((r) => r.right));
        const box = wrap.getBoundingClientRect();
        expect(Math.abs(left - box.left - (box.right - right))).to.be.below(30);
      } finally {
        await setViewport({ width: 1100, height: 900 });
      }
    });
  });

  describe('mouse', () => {
    it('holds, lays, and chooses the order of the scares by real clicks', async () => {
      const el = await solo('mouse');
      playUntil(el, 'play.scare', 3);
      expect(el.match.phase).to.equal('play.scare');
      await el.updateComplete;
      const scares = parts(el, 'scare');
      expect(scares.length).to.be.greaterThan(1);
      expect(parts(el, 'target').length).to.equal(scares.length);
      const key = scares[0]!.dataset.moveKey;
      await clickCentre(scares[0]!);
      await el.updateComplete;
      expect(moveKey(el.match.log[el.match.log.length - 1]!.move)).to.equal(key);
      // A new game: hold by a click, then lay on a marked square by a click.
      el.reset();
      await el.updateComplete;
      await clickCentre(parts(el, 'hold-option')[3]!);
      await el.updateComplete;
      expect(el.match.phase).to.equal('play.lay');
      const spot = parts(el, 'spot')[4]!;
      const spotKey = spot.dataset.moveKey;
      await clickCentre(spot);
      await el.updateComplete;
      expect(moveKey(el.match.log[1]!.move)).to.equal(spotKey);
      expect(el.shadowRoot!.querySelectorAll('.laid.active').length).to.equal(1);
    });
  });

  describe('languages', () => {
    /** A table in `lang` with one person (black) and a bot that waits. */
    const inLang = (lang: string, seed = 'lang') =>
      fixture<BooTable>(html`<boo-table lang=${lang} seed=${seed} names="Ana,Ben" seats="human,bot:easy" autoplay="false"></boo-table>`);

    const expected = {
      es: {
        graveyard: 'El cementerio', trays: 'Manos y mazos',
        gate: 'carta de la Puerta con borde verde, en horizontal: izquierda: fantasma negro mirando hacia arriba, centro: fantasma blanco mirando hacia abajo y derecha: fantasma negro mirando hacia abajo; en la columna 0, fila 0',
        tray: 'Ana (negro): una carta en la mano, 11 cartas en el mazo', hold: /^Sostener la carta con el anverso arriba, en horizontal: /,
        hint: 'Elige qué cara de tu carta va arriba y cómo la giras.', summary: 'negro · 6 fantasmas a la vista', rules: 'Puerta del Cementerio',
        said: 'Ana sostuvo la carta con el anverso arriba, en horizontal.', spot: /^Poner la carta en horizontal con su centro en la columna -?\d+, fila -?\d+$/,
        boo: '¡Bu!', scare: /^¡Bu! Hacer que el fantasma (negro|blanco) de(l| la) .+ de la carta asuste al fantasma de la columna -?\d+, fila -?\d+$/,
      },
      fr: {
        graveyard: 'Le cimetière', trays: 'Mains et pioches',
        gate: 'carte de la Porte à bord vert, à l’horizontale : gauche : fantôme noir tourné vers le haut, milieu : fantôme blanc tourné vers le bas et droite : fantôme noir tourné vers le bas ; en colonne 0, ligne 0',
        tray: 'Ana (noir) : une carte en main, 11 cartes dans la pioche', hold: /^Tenir la carte recto visible, à l’horizontale : /,
        hint: 'Choisis la face visible de ta carte et comment la tourner.', summary: 'noir · 6 fantômes visibles', rules: 'Porte du Cimetière',
        said: 'Ana a tenu la carte recto visible, à l’horizontale.', spot: /^Poser la carte à l’horizontale, son milieu en colonne -?\d+, ligne -?\d+$/,
        boo: 'Bouh !', scare: /^Bouh ! Laisser le fantôme (noir|blanc) .+ faire peur au fantôme en colonne -?\d+, ligne -?\d+$/,
      },
      de: {
        graveyard: 'Der Friedhof', trays: 'Hände und Stapel',
        gate: 'Torkarte mit grünem Rand, quer: links: schwarzer Geist mit Blick nach oben, Mitte: weißer Geist mit Blick nach unten und rechts: schwarzer Geist mit Blick nach unten; auf Spalte 0, Zeile 0',
        tray: 'Ana (Schwarz): eine Karte auf der Hand, 11 Karten im Stapel', hold: /^Karte mit der Vorderseite nach oben, quer halten: /,
        hint: 'Wähle, welche Seite deiner Karte oben ist und wie du sie drehst.', summary: 'Schwarz · 6 Geister sichtbar', rules: 'Friedhofstor',
        said: 'Ana hat die Karte mit der Vorderseite nach oben, quer gehalten.', spot: /^Karte quer legen, mit der Mitte auf Spalte -?\d+, Zeile -?\d+$/,
        boo: 'Buh!', scare: /^Buh! Den (schwarzen|weißen) Geist .+ den Geist auf Spalte -?\d+, Zeile -?\d+ erschrecken lassen$/,
      },
    } as const;

    for (const [lang, want] of Object.entries(expected)) {
      it(`lang="${lang}" shows the graveyard, the cards in words, trays, hints, summaries, the move log, the scares and the rules in that language`, async () => {
        const el = await inLang(lang);
        expect(part(el, 'graveyard')!.getAttribute('aria-label')).to.equal(want.graveyard);
        expect(part(el, 'trays')!.getAttribute('aria-label')).to.equal(want.trays);
        expect(parts(el, 'card')[0]!.getAttribute('aria-label')).to.equal(want.gate);
        expect(parts(el, 'tray')[0]!.getAttribute('aria-label')).to.equal(want.tray);
        expect(moveButtons(el)[0]!.getAttribute('aria-label')).to.match(want.hold);
        expect(part(el, 'status')!.textContent).to.contain(want.hint);
        expect(playerPanels(el)[0]!.summary).to.equal(want.summary);
        const dialog = openRules(el);
        expect(dialog.textContent).to.contain(want.rules);
        dialog.close();
        moveButtons(el)[0]!.click();
        await el.updateComplete;
        expect(part(el, 'announcer')!.textContent).to.equal(want.said);
        for (const spot of parts(el, 'spot')) expect(spot.getAttribute('aria-label')).to.match(want.spot);
        // A game that reaches a choice of scares (the same one the mouse test plays).
        const later = await inLang(lang, 'mouse');
        playUntil(later, 'play.scare', 3);
        await later.updateComplete;
        expect(later.match.phase).to.equal('play.scare');
        const scares = parts(later, 'scare');
        expect(scares.length).to.be.greaterThan(1);
        for (const scare of scares) {
          expect(scare.textContent!.trim()).to.equal(want.boo);
          expect(scare.getAttribute('aria-label')).to.match(want.scare);
        }
      });
    }

    it('switching lang on a running table re-renders it in the new language and keeps the game', async () => {
      const el = await inLang('fr', 'switch');
      moveButtons(el)[0]!.click();
      await el.updateComplete;
      const match = el.match;
      const save = el.save();
      expect(part(el, 'graveyard')!.getAttribute('aria-label')).to.equal('Le cimetière');
      el.setAttribute('lang', 'es');
      await el.updateComplete;
      expect(part(el, 'graveyard')!.getAttribute('aria-label')).to.equal('El cementerio');
      expect(parts(el, 'spot')[0]!.getAttribute('aria-label')).to.match(expected.es.spot);
      el.setAttribute('lang', 'de');
      await el.updateComplete;
      expect(parts(el, 'card')[0]!.getAttribute('aria-label')).to.equal(expected.de.gate);
      expect(el.match).to.equal(match);
      expect(el.save()).to.equal(save);
      expect(el.match.log).to.have.length(1);
      expect(el.match.phase).to.equal('play.lay');
      el.removeAttribute('lang');
      await el.updateComplete;
      expect(part(el, 'graveyard')!.getAttribute('aria-label')).to.equal('The graveyard');
    });

    /** Text left outside the pseudo-language's brackets, with numbers, symbols and player names taken out. */
    const unbracketed = (text: string): string => outsideBrackets(text, ['Ana', 'Ben']);
    /** Every text node and every label of the table. */
    const gameTexts = (el: BooTable): string[] => tableTexts(el);

    it('lang="x-pseudo": none of the game\'s visible texts or labels stands outside the brackets, in every phase', async () => {
      const el = await inLang('x-pseudo', 'pseudo');
      const seen: string[] = [];
      const look = (where: string) => {
        const texts = [...gameTexts(el), String(playerPanels(el)[0]!.summary), String(playerPanels(el)[1]!.summary), part(el, 'status')!.textContent!];
        expect(texts.length, where).to.be.greaterThan(10);
        for (const text of texts) expect(unbracketed(text), `${where}: "${text}"`).to.equal('');
        seen.push(...texts);
      };
      look('at the start');
      const dialog = openRules(el);
      for (const li of dialog.querySelectorAll('li')) expect(unbracketed(li.textContent!), li.textContent!).to.equal('');
      dialog.close();
      moveButtons(el)[0]!.click();
      await el.updateComplete;
      look('laying the card');
      expect(parts(el, 'spot').length).to.be.greaterThan(0);
      playUntil(el, 'play.scare', 3);
      await el.updateComplete;
      expect(el.match.phase).to.equal('play.scare');
      look('choosing the next scare');
      expect(part(el, 'announcer')!.textContent).to.match(/ļàîð à çàŕð/);
      // The game's own words were there, in their pseudo form: "ghost", "Boo!", "graveyard".
      expect(seen.some((text) => text.includes('ĝĥöšţ'))).to.equal(true);
      expect(seen.some((text) => text.includes('Ɓöö!'))).to.equal(true);
      expect(seen.some((text) => text.includes('ĝŕàṽéýàŕð'))).to.equal(true);
    });
  });

  describe('embedding', () => {
    it('works from the self-contained dist/boo.js in a plain page', async function () {
      await withEmbeddedFromDist<BooTable>('boo', { seats: 'human,bot:easy' }, (el) => {
        expect(moveButtons(el).length).to.equal(8);
        expect(el.match.setup.players).to.equal(2);
      });
    });
  });

  describe('a whole game', () => {
    it('runs to the end on its own with bots in both seats and shows the scores', async () => {
      const el = await fixture<BooTable>(html`<boo-table seed="all-bots" seats="bot:easy,bot:easy" bot-delay="0"></boo-table>`);
      const { panel, result } = await waitForBotsToFinish(el, { timeout: 30000 });
      const names = playerPanels(el).map((p) => p.name);
      expect(panelPart(panel, 'reason')!.textContent).to.equal(new Translator('en', BooTable.translations, (s) => names[s]!).render(result.reason));
      expect(parts(el, 'card').length).to.equal(30);
    });
  });
});
