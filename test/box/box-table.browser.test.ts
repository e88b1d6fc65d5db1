import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/box-table/define.js';
import type { BoxTable } from '../../components/box-table/box-table.js';
import { moveKey } from '../../src/engine/move-key.js';
import type { Move } from '../../src/dsl/types.js';

import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import { clickMove, dismissCurtain, moveButtons, openRules, part, parts, playerPanels, shadowText, waitForBotsToFinish, outsideBrackets, tableTexts } from '../../src/testing/browser.js';


/** A new game with one person (seat 0) and bots that wait, so the test drives every move. */
const solo = (seed = 'browser', players = 2) =>
  fixture<BoxTable>(html`<box-table seed=${seed} players=${players} seats=${['human', ...Array(players - 1).fill('bot:easy')].join(',')} autoplay="false"></box-table>`);

before(() => setViewport({ width: 1100, height: 900 }));

describe('<box-table>', () => {
  describe('accessibility', () => {
    it('labels the display, every spot, the card in hand and the turn button', async () => {
      const el = await solo();
      expect(part(el, 'table')!.getAttribute('aria-label')).to.equal('BOX table');
      expect(part(el, 'display')!.getAttribute('aria-label')).to.equal('The display: 0 Box Cards played, 4 dots showing');
      const spots = parts(el, 'spot');
      expect(spots.length).to.equal(21);
      expect(spots.every((b) => b.tagName === 'BUTTON')).to.equal(true);
      expect(spots.map((b) => b.getAttribute('aria-label'))).to.include('Place the card at column 1, row 0, covering 2 dots');
      expect(spots.map((b) => b.getAttribute('aria-label'))).to.include('Place the card at column 2, row 0, next to the display');
      expect(part(el, 'rotate')!.getAttribute('aria-label')).to.equal('Turn your card a quarter turn clockwise');
      expect(part(el, 'hand')!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.match(/^Your card: top \w+ and \w+, bottom \w+ and \w+$/);
      expect(part(el, 'secret')!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.match(/^Your Secret Color: (red|orange|yellow|green|blue|purple)$/);
    });

    it('announces each move in the live region', async () => {
      const el = await solo();
      el.play({ type: 'place', seat: 0, x: 2, y: 0 });
      await el.updateComplete;
      expect(part(el, 'announcer')!.textContent).to.match(/Player 1 played a card \(.+\) at column 2, row 0, next to the display/);
    });

    it('opens the rules from the table', async () => {
      const dialog = openRules(await solo());
      expect(dialog.open).to.equal(true);
      expect(dialog.textContent).to.contain('Secret Color');
      expect(dialog.textContent).to.contain('empty spaces included');
      // The palette's legend: each colour of the dots, grey too, with its symbol.
      expect([...dialog.querySelectorAll('[data-legend]')].map((li) => li.getAttribute('data-legend'))).to.deep.equal(['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'grey']);
      expect(dialog.querySelector('[data-legend="purple"] [data-symbol="cross"]')).to.not.equal(null);
      dialog.close();
    });

    it('passes an axe check', async () => {
      const el = await solo();
      await expect(el).to.be.accessible();
    });
  });

  describe('hidden information', () => {
    it('never puts another team\'s Secret Color, another hand, a stack card or the Starting Card in the DOM', async () => {
      for (const players of [2, 3, 4, 6]) {
        const el = await fixture<BoxTable>(html`<box-table seed=${`hidden-${players}`} players=${players} seats=${Array(players).fill('human').join(',')} view="1"></box-table>`);
        const G = el.match.state.G;
        const markup = shadowText(el);
        const mine = G.teams.findIndex((t) => t.includes(1));
        G.secrets.forEach((id, t) => expect(markup.includes(id), `${players}p team ${t}`).to.equal(t === mine));
        for (const id of [...G.aside, G.start, ...G.stacks.flat()]) expect(markup.includes(id), id).to.equal(false);
        G.hands.forEach((id, s) => expect(markup.includes(id!), `hand of seat ${s}`).to.equal(s === 1));
      }
    });

    it('in hotseat, a curtain hides the table between players; colours are revealed at the end', async () => {
      const el = await fixture<BoxTable>(html`<box-table seed="curtain" seats="human,human"></box-table>`);
      expect(await dismissCurtain(el)).to.equal(true);
      const [red, blue] = el.match.state.G.secrets;
      expect(shadowText(el).includes(red!)).to.equal(true);
      expect(shadowText(el).includes(blue!)).to.equal(false);
      await clickMove(el, el.match.legalMoves().find((m) => m.type === 'place')!);
      expect(part(el, 'curtain')).to.not.equal(null);
      expect(shadowText(el).includes(red!)).to.equal(false);
      while (!el.match.isOver) el.play(el.match.legalMoves().find((m) => m.type === 'place')!);
      await el.updateComplete;
      await dismissCurtain(el);
      const markup = shadowText(el);
      expect(markup.includes(red!) && markup.includes(blue!)).to.equal(true);
    });
  });

  describe('properties', () => {
    it('players="4" plays two teams that share a colour', async () => {
      const el = await fixture<BoxTable>(html`<box-table players="4" seed="teams" autoplay="false"></box-table>`);
      expect(el.match.setup.players).to.equal(4);
      expect(parts(el, 'mat').map((m) => m.querySelector('.mat-name')!.textContent)).to.deep.equal(['Player 1 (team 1)', 'Bot 2 (medium) (team 2)', 'Bot 3 (medium) (team 1)', 'Bot 4 (medium) (team 2)']);
      expect(part(el, 'secret')!.textContent).to.contain('shared with Bot 3 (medium)');
    });

    it('players="5" is not a BOX game: it plays with 3 and says why', async () => {
      const el = await fixture<BoxTable>(html`<box-table players="5" seed="five" autoplay="false"></box-table>`);
      expect(el.match.setup.players).to.equal(3);
      expect(el.shadowRoot!.textContent).to.contain('players="5" is out of range: this game is for 2, 3, 4 or 6 players. Using 3.');
    });

    it('view="spectator" shows no move controls and no secret colour', async () => {
      const el = await fixture<BoxTable>(html`<box-table seats="human,human" view="spectator"></box-table>`);
      expect(moveButtons(el).length).to.equal(0);
      for (const id of el.match.state.G.secrets) expect(shadowText(el).includes(id)).to.equal(false);
    });

    it('scores each seat in its panel, with the colour only for the seat that knows it', async () => {
      const el = await solo();
      const panels = playerPanels(el);
      expect(panels[0]!.summary).to.match(/^12 cards left · (red|orange|yellow|green|blue|purple) . · 0 pts$/);
      expect(panels[1]!.summary).to.equal('12 cards left');
    });
  });

  describe('events', () => {
    it('fires tt-move for turning and placing, and tt-invalid-move for a move out of turn', async () => {
      const el = await solo();
      const seen: string[] = [];
      el.addEventListener('tt-move', (e: TabletopEvent<'tt-move'>) => seen.push(e.detail.move.type));
      let reason = '';
      el.addEventListener('tt-invalid-move', (e: TabletopEvent<'tt-invalid-move'>) => (reason = e.detail.reason));
      part(el, 'rotate')!.click();
      await el.updateComplete;
      parts(el, 'spot')[0]!.click();
      await el.updateComplete;
      expect(seen).to.deep.equal(['rotate', 'place']);
      const before = el.save();
      expect(el.play({ type: 'place', seat: 0, x: 2, y: 0 }).ok).to.equal(false);
      expect(reason).to.equal("It is seat 1's turn, not seat 0's.");
      expect(el.save()).to.equal(before);
    });
  });

  describe('keyboard', () => {
    /** The place a spot lays the card at. */
    const at = (b: Element) => {
      const { x, y } = JSON.parse((b as HTMLElement).dataset.moveKey!) as { x: number; y: number };
      return { x, y };
    };
    const active = (el: BoxTable) => el.shadowRoot!.activeElement as HTMLButtonElement;

    it('plays a turn with Tab, arrows and Enter: the card\'s Turn button, then the spots as one Tab stop', async () => {
      const el = await solo('keys');
      part(el, 'new-game-button')!.focus();
      for (let i = 0; i < 20 && !active(el)?.hasAttribute('data-move-key'); i++) await sendKeys({ press: 'Tab' });
      expect(active(el)).to.equal(part(el, 'rotate'));
      await sendKeys({ press: 'Tab' });
      const first = active(el);
      expect(first.getAttribute('part')).to.contain('spot');
      // The spots are one group: only one of them is a Tab stop, and the next Tab leaves them.
      expect(parts(el, 'spot').filter((b) => b.getAttribute('tabindex') === '0')).to.deep.equal([first]);
      await sendKeys({ press: 'Tab' });
      expect(active(el)?.getAttribute('part') ?? '').not.to.contain('spot');
      first.focus();
      await sendKeys({ press: 'ArrowRight' });
      const second = active(el);
      expect(at(second).y).to.equal(at(first).y);
      expect(at(second).x).to.be.greaterThan(at(first).x);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(moveKey(el.match.log[0]!.move)).to.equal(second.dataset.moveKey);
      expect(el.match.active).to.deep.equal([1]);
    });

    it('moves among the spots by where they are: arrows step one column or row on the grid', async () => {
      const el = await solo('grid');
      const spots = parts(el, 'spot');
      const find = (x: number, y: number) => spots.find((b) => at(b).x === x && at(b).y === y);
      // The new game's spots: a ring round the Starting Card, columns -2 to 2 and rows -2 to 2.
      const start = find(0, 0)!;
      start.focus();
      for (const [key, x, y] of [['ArrowRight', 1, 0], ['ArrowDown', 1, 1], ['ArrowLeft', 0, 1], ['ArrowLeft', -1, 1], ['ArrowUp', -1, 0], ['ArrowUp', -1, -1], ['ArrowRight', 0, -1]] as const) {
        await sendKeys({ press: key });
        expect(at(active(el)), `${key} to column ${x}, row ${y}`).to.deep.equal({ x, y });
      }
      await sendKeys({ press: 'Home' });
      expect(active(el)).to.equal(spots[0]);
      await sendKeys({ press: 'End' });
      expect(active(el)).to.equal(spots[spots.length - 1]);
    });
  });

  describe('phone', () => {
    afterEach(() => setViewport({ width: 1100, height: 900 }));

    it('scales the display to a 390 px phone with spots of at least 24 px between the dots, your card above it', async () => {
      await setViewport({ width: 390, height: 844 });
      const el = await solo('phone');
      for (let i = 0; i < 6; i++) el.play(el.match.legalMoves(el.match.active[0]!).filter((m) => m.type === 'place')[i * 5]!);
      await el.updateComplete;
      const host = el.getBoundingClientRect();
      const area = part(el, 'display')!;
      expect(area.getBoundingClientRect().right).to.be.at.most(host.right);
      expect(document.documentElement.scrollWidth).to.be.at.most(390);
      const spots = parts(el, 'spot').map((b) => b.getBoundingClientRect());
      for (const r of spots) expect(Math.min(r.width, r.height)).to.be.at.least(24);
      // Spots tile the display without overlapping one another.
      const [a, b] = [spots[0]!, spots.find((r) => r.top === spots[0]!.top && r.left > spots[0]!.left)!];
      expect(b.left).to.be.at.least(a.right - 0.5);
      // The card in hand is above the display, so both are seen together.
      expect(part(el, 'hand')!.getBoundingClientRect().bottom).to.be.at.most(area.getBoundingClientRect().top);
      // Every dot shows its colour's symbol, at least 12 px across.
      const symbols = [...area.querySelectorAll<SVGGraphicsElement>('svg.cards [data-palette]')];
      expect(symbols.length).to.equal(4 * 7);
      for (const s of symbols) expect(24 * s.getScreenCTM()!.a, s.getAttribute('data-symbol')!).to.be.at.least(12);
    });

    it('pans a display too wide to fit: a focusable region with buttons that scroll it', async () => {
      await setViewport({ width: 390, height: 844 });
      const el = await solo('pan');
      // A long row of cards: wider than 14 columns of 24 px.
      for (let i = 0; i < 16; i++) el.play((el.match.legalMoves(el.match.active[0]!).filter((m) => m.type === 'place') as (Move & { x: number; y: number })[]).sort((p, q) => q.x - p.x || p.y - q.y)[0]!);
      await el.updateComplete;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const area = part(el, 'display')!;
      expect(area.hasAttribute('data-pan')).to.equal(true);
      expect(area.getAttribute('tabindex')).to.equal('0');
      expect(area.getBoundingClientRect().right).to.be.at.most(el.getBoundingClientRect().right);
      const [left, right] = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.pan')];
      expect(right!.getBoundingClientRect().width).to.be.at.least(24);
      area.style.scrollBehavior = 'auto';
      const before = area.scrollLeft;
      // The buttons scroll smoothly: wait for the scroll to arrive (a busy machine takes longer).
      right!.click();
      await waitUntil(() => area.scrollLeft > before, 'the right pan button scrolls the display right', { timeout: 5000 });
      left!.click();
      await waitUntil(() => area.scrollLeft < before + 1, 'the left pan button scrolls it back', { timeout: 5000 });
      // On a laptop it fits again: no pan region, no pan buttons.
      await setViewport({ width: 1280, height: 800 });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      expect(area.hasAttribute('data-pan')).to.equal(false);
      expect(area.hasAttribute('tabindex')).to.equal(false);
      expect(right!.getClientRects().length).to.equal(0);
    });
  });

  describe('mouse', () => {
    it('turns the card and lays it on a spot with real clicks; the display shows its dots', async () => {
      const el = await solo('mouse');
      const hand = el.match.state.G.hands[0]!;
      await clickMove(el, { type: 'rotate', seat: 0 });
      const turned = el.match.state.G.turned[0]!;
      await clickMove(el, { type: 'place', seat: 0, x: 0, y: 2 });
      expect(el.match.state.G.display[1]).to.deep.equal({ id: hand, x: 0, y: 2, turn: turned });
      expect(part(el, 'display')!.getAttribute('aria-label')).to.equal('The display: 1 Box Card played, 8 dots showing');
    });
  });

  describe('languages', () => {
    /** A table in `lang` with one person (seat 0) and bots that wait. */
    const inLang = (lang: string, seed = 'lang', players = 2) =>
      fixture<BoxTable>(html`<box-table lang=${lang} seed=${seed} players=${players} names=${'Ana,Ben,Cy,Dee'.split(',').slice(0, players).join(',')}
        seats=${['human', ...Array(players - 1).fill('bot:easy')].join(',')} autoplay="false"></box-table>`);
    /** Lays the first offered place for whoever is to move, `n` times. */
    async function lay(el: BoxTable, n: number): Promise<void> {
      for (let i = 0; i < n && !el.match.isOver; i++) el.play(el.match.legalMoves(el.match.active[0]!).find((m) => m.type === 'place')!);
      await el.updateComplete;
    }
    const mine = (el: BoxTable) => el.match.state.G.secrets[0]!.slice('secret-'.length) as 'red' | 'orange' | 'yellow' | 'green' | 'blue' | 'purple';

    const expected = {
      es: {
        display: 'La cuadrícula: 0 cartas Box jugadas, 4 puntos visibles', covering: 'Poner la carta en la columna 1, fila 0, tapando 2 puntos', next: 'Poner la carta en la columna 2, fila 0, junto a la cuadrícula',
        rotate: 'Girar tu carta un cuarto de vuelta en el sentido de las agujas del reloj', hand: /^Tu carta: arriba \p{L}+ y \p{L}+, abajo \p{L}+ y \p{L}+$/u,
        colours: { red: 'rojo', orange: 'naranja', yellow: 'amarillo', green: 'verde', blue: 'azul', purple: 'morado' }, secret: 'Tu color secreto: ',
        corners: { red: 'cuatro esquinas rojas', orange: 'cuatro esquinas naranjas', yellow: 'cuatro esquinas amarillas', green: 'cuatro esquinas verdes', blue: 'cuatro esquinas azules', purple: 'cuatro esquinas moradas' },
        summary: (colour: string) => `Quedan 12 cartas · ${colour} `, other: 'Quedan 12 cartas', mat: 'Ben: quedan 12 cartas (11 cartas en el montón, 1 carta en la mano), Color secreto oculto',
        stack: 'Quedan 12 cartas: 11 cartas en el montón, 1 carta en la mano', lastStack: 'Queda 1 carta: 0 cartas en el montón, 1 carta en la mano', last: /^Queda 1 carta · /,
        rules: 'contando los huecos vacíos', log: /^Ana jugó una carta \(\p{L}+, \p{L}+ \/ \p{L}+, \p{L}+\) en la columna -?\d+, fila -?\d+, (tapando \d puntos?|junto a la cuadrícula)\.$/u,
      },
      fr: {
        display: 'La grille : 0 carte Box posée, 4 points visibles', covering: 'Poser la carte colonne 1, ligne 0, en couvrant 2 points', next: 'Poser la carte colonne 2, ligne 0, à côté de la grille',
        rotate: 'Tourner ta carte d’un quart de tour dans le sens des aiguilles d’une montre', hand: /^Ta carte : en haut \p{L}+ et \p{L}+, en bas \p{L}+ et \p{L}+$/u,
        colours: { red: 'rouge', orange: 'orange', yellow: 'jaune', green: 'vert', blue: 'bleu', purple: 'violet' }, secret: 'Ta couleur secrète : ',
        corners: { red: 'quatre coins rouges', orange: 'quatre coins orange', yellow: 'quatre coins jaunes', green: 'quatre coins verts', blue: 'quatre coins bleus', purple: 'quatre coins violets' },
        summary: (colour: string) => `12 cartes restantes · ${colour} `, other: '12 cartes restantes', mat: 'Ben : 12 cartes restantes (11 cartes dans la pile, 1 carte en main), Couleur secrète cachée',
        stack: '12 cartes restantes : 11 cartes dans la pile, 1 carte en main', lastStack: '1 carte restante : 0 carte dans la pile, 1 carte en main', last: /^1 carte restante · /,
        rules: 'places vides comprises', log: /^Ana a posé une carte \(\p{L}+, \p{L}+ \/ \p{L}+, \p{L}+\) colonne -?\d+, ligne -?\d+, (en couvrant \d points?|à côté de la grille)\.$/u,
      },
      de: {
        display: 'Die Auslage: 0 Box-Karten gelegt, 4 Punkte sichtbar', covering: 'Die Karte in Spalte 1, Reihe 0 legen und 2 Punkte verdecken', next: 'Die Karte in Spalte 2, Reihe 0 neben die Auslage legen',
        rotate: 'Deine Karte eine Vierteldrehung im Uhrzeigersinn drehen', hand: /^Deine Karte: oben \p{L}+ und \p{L}+, unten \p{L}+ und \p{L}+$/u,
        colours: { red: 'Rot', orange: 'Orange', yellow: 'Gelb', green: 'Grün', blue: 'Blau', purple: 'Lila' }, secret: 'Deine Geheimfarbe: ',
        corners: { red: 'vier roten', orange: 'vier orangefarbenen', yellow: 'vier gelben', green: 'vier grünen', blue: 'vier blauen', purple: 'vier lila' },
        summary: (colour: string) => `Noch 12 Karten · ${colour} `, other: 'Noch 12 Karten', mat: 'Ben: noch 12 Karten (11 Karten im Stapel, 1 Karte in der Hand), Geheimfarbe verdeckt',
        stack: 'Noch 12 Karten: 11 Karten im Stapel, 1 Karte in der Hand', lastStack: 'Noch 1 Karte: 0 Karten im Stapel, 1 Karte in der Hand', last: /^Noch 1 Karte · /,
        rules: 'leere Plätze mitgezählt', log: /^Ana hat eine Karte \(\p{L}+, \p{L}+ \/ \p{L}+, \p{L}+\) in Spalte -?\d+, Reihe -?\d+ (gelegt und \d Punkte? verdeckt|neben die Auslage gelegt)\.$/u,
      },
    } as const;

    for (const [lang, want] of Object.entries(expected)) {
      it(`lang="${lang}" shows the display, the spots, the hand, the Secret Color, hints, summaries, the log and the rules in that language`, async () => {
        const el = await inLang(lang);
        const colour = want.colours[mine(el)];
        expect(part(el, 'display')!.getAttribute('aria-label')).to.equal(want.display);
        const spots = parts(el, 'spot').map((b) => b.getAttribute('aria-label'));
        expect(spots).to.include(want.covering);
        expect(spots).to.include(want.next);
        expect(part(el, 'rotate')!.getAttribute('aria-label')).to.equal(want.rotate);
        expect(part(el, 'hand')!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.match(want.hand);
        expect(part(el, 'secret')!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.equal(`${want.secret}${colour}`);
        expect(part(el, 'secret')!.querySelector('.colour-word')!.textContent).to.equal(colour);
        expect(part(el, 'status')!.textContent).to.contain(want.corners[mine(el)]);
        const panels = playerPanels(el);
        expect(String(panels[0]!.summary).startsWith(want.summary(colour))).to.equal(true);
        expect(panels[1]!.summary).to.equal(want.other);
        expect(parts(el, 'mat')[1]!.getAttribute('aria-label')).to.equal(want.mat);
        const dialog = openRules(el);
        expect(dialog.textContent).to.contain(want.rules);
        dialog.close();
        await lay(el, 1);
        expect(part(el, 'announcer')!.textContent).to.match(want.log);
      });

      it(`lang="${lang}": a mat's stack shows the cards left that its summary gives, and says what they are, down to the last card`, async () => {
        const el = await inLang(lang, 'stack');
        const count = (s: number) => parts(el, 'mat')[s]!.querySelector('.stack .count')!.textContent;
        const title = (s: number) => parts(el, 'mat')[s]!.querySelector('.stack')!.getAttribute('title');
        expect(count(1)).to.equal('12');
        expect(String(playerPanels(el)[1]!.summary)).to.contain('12');
        expect(title(0)).to.equal(want.stack);
        await lay(el, 22);
        expect(el.match.state.G.stacks[0]).to.have.length(0);
        expect(count(0)).to.equal('1');
        expect(String(playerPanels(el)[0]!.summary)).to.match(want.last);
        expect(title(0)).to.equal(want.lastStack);
      });
    }

    it('names teams and teammates in the table\'s language', async () => {
      const el = await inLang('de', 'teams', 4);
      expect(parts(el, 'mat').map((m) => m.querySelector('.mat-name')!.textContent)).to.deep.equal(['Ana (Team 1)', 'Ben (Team 2)', 'Cy (Team 1)', 'Dee (Team 2)']);
      expect(playerPanels(el)[1]!.summary).to.equal('Noch 6 Karten · Team 2');
      expect(part(el, 'secret')!.textContent).to.contain('geteilt mit Cy');
    });

    it('switching lang on a running table re-renders it in the new language and keeps the game', async () => {
      const el = await inLang('es', 'switch');
      await lay(el, 2);
      const match = el.match;
      const save = el.save();
      expect(part(el, 'display')!.getAttribute('aria-label')).to.equal(`La cuadrícula: 2 cartas Box jugadas, ${Object.keys(el.match.state.G.dots).length} puntos visibles`);
      el.setAttribute('lang', 'de');
      await el.updateComplete;
      expect(part(el, 'display')!.getAttribute('aria-label')).to.match(/^Die Auslage: 2 Box-Karten gelegt, \d+ Punkte sichtbar$/);
      expect(part(el, 'secret')!.querySelector('.colour-word')!.textContent).to.equal(expected.de.colours[mine(el)]);
      el.setAttribute('lang', 'fr');
      await el.updateComplete;
      expect(part(el, 'rotate')!.getAttribute('aria-label')).to.equal(expected.fr.rotate);
      expect(el.match).to.equal(match);
      expect(el.save()).to.equal(save);
      expect(el.match.log).to.have.length(2);
      el.removeAttribute('lang');
      await el.updateComplete;
      expect(part(el, 'rotate')!.getAttribute('aria-label')).to.equal('Turn your card a quarter turn clockwise');
    });

    /** Text left outside the pseudo-language's brackets, with numbers, symbols and player names taken out. */
    const unbracketed = (text: string): string => outsideBrackets(text, ['Ana', 'Ben', 'Cy', 'Dee']);
    /** Every text node and every label of the table. */
    const gameTexts = (el: BoxTable): string[] => tableTexts(el);

    for (const players of [2, 4]) {
      it(`lang="x-pseudo", ${players} players: none of the game's visible texts or labels stands outside the brackets, from the first move to the end`, async () => {
        const el = await inLang('x-pseudo', 'pseudo', players);
        const seen: string[] = [];
        const look = async (where: string) => {
          await el.updateComplete;
          const texts = [...gameTexts(el), ...playerPanels(el).map((p) => String(p.summary))];
          expect(texts.length, where).to.be.greaterThan(10);
          for (const text of texts) expect(unbracketed(text), `${where}: "${text}"`).to.equal('');
          // The turn hint is this game's; the words around it in the status line are the shared UI's.
          expect(part(el, 'status')!.textContent, where).not.to.match(/\b(card|dots?|squares|corners)\b/);
          seen.push(...texts);
        };
        await look('at the start');
        const dialog = openRules(el);
        for (const li of dialog.querySelectorAll('li')) expect(unbracketed(li.textContent!), li.textContent!).to.equal('');
        dialog.close();
        await lay(el, 5);
        await look('mid-game');
        await lay(el, 30);
        expect(el.match.isOver).to.equal(true);
        await look('at the end');
        expect(seen.some((text) => text.includes('Ţĥé ðîšþļàý'))).to.equal(true);
      });
    }
  });

  describe('game over', () => {
    it('breaks the points down by size of square, each seat with its team\'s squares', async () => {
      const el = await solo('breakdown');
      while (!el.match.isOver) el.play(el.match.legalMoves(el.match.active[0]!).find((m) => m.type === 'place')!);
      await el.updateComplete;
      const view = el.match.view(0);
      const mine = view.G.secrets[0]!.slice('secret-'.length);
      // A 3 × 3 block of the first seat's colour: four 2 × 2 squares (2 points each) and one 3 × 3 (3 points).
      const dots: Record<string, string> = {};
      for (let x = 0; x < 3; x++) for (let y = 0; y < 3; y++) dots[`${x},${y}`] = mine;
      const breakdown = (el as unknown as { scoreBreakdown(v: unknown): { parts: string[]; points: number[][] } | null }).scoreBreakdown({ ...view, G: { ...view.G, dots } });
      expect(breakdown!.parts.map((p) => el.translator.render(p))).to.deep.equal(['2×2 squares', '3×3 squares']);
      expect(breakdown!.points).to.deep.equal([[8, 3], [0, 0]]);
      // Nobody scored in the game itself: the panel shows the totals alone.
      const panel = part(el, 'game-over') as HTMLElement & { breakdown: unknown };
      if (el.match.result!.scores.some((n) => n > 0)) expect(panel.breakdown).to.have.property('parts');
      else expect(panel.breakdown).to.equal(null);
    });
  });

  describe('a whole game', () => {
    it('runs to the end with bots in every seat and shows the revealed colours and scores', async () => {
      const el = await fixture<BoxTable>(html`<box-table players="3" seed="all-bots" seats="bot:easy,bot:easy,bot:easy" bot-delay="0"></box-table>`);
      const { rows } = await waitForBotsToFinish(el, { timeout: 20000 });
      expect(rows.length).to.equal(3);
      const faces = parts(el, 'mat').map((m) => m.querySelector('.secret-card.face'));
      expect(faces.every((f) => f !== null)).to.equal(true);
      expect(el.match.state.G.display.length).to.equal(25);
    });
  });
});
