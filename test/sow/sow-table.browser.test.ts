import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/sow-table/define.js';
import { SowTable } from '../../components/sow-table/sow-table.js';
import { FLOWERS, sowCompiled, type SowState } from '../../machines/sow/index.js';
import { botMove } from '../../src/bots/levels.js';
import { Match } from '../../src/engine/match.js';
import { moveKey } from '../../src/engine/move-key.js';
import { Translator } from '../../src/i18n/index.js';
import { PALETTE } from '../../src/ui/palette.js';
import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import { clickCentre, moveButtons, openRules, panelPart, part, parts, playerPanels, shadowText, waitForBotsToFinish, withEmbeddedFromDist, outsideBrackets, tableTexts } from '../../src/testing/browser.js';


/** A new game with one person (seat 0) and bots that wait, so the test drives every move. */
const solo = (seed = 'browser', players = 4) =>
  fixture<SowTable>(html`<sow-table seed=${seed} players=${players} seats=${['human', ...Array(players - 1).fill('bot:easy')].join(',')} autoplay="false"></sow-table>`);

/** The save of a seeded game played by easy bots until seat 0 is to act in `phase`. */
function saveAt(phase: string, players = 3): string {
  for (let k = 0; k < 40; k++) {
    const match = new Match(sowCompiled, { players, seed: `at-${phase}-${k}` });
    while (!match.isOver && !(match.phase === phase && match.active[0] === 0)) {
      const seat = match.active[0]!;
      match.play(botMove(sowCompiled, match.view(seat), seat, 'easy', `at-${k}`)!);
    }
    if (!match.isOver) return match.save();
  }
  throw new Error(`No seeded game reached ${phase} on seat 0's turn.`);
}

async function tableAt(save: string, players = 3): Promise<SowTable> {
  const el = await fixture<SowTable>(html`<sow-table players=${players} seats=${['human', ...Array(players - 1).fill('bot:easy')].join(',')} autoplay="false"></sow-table>`);
  el.load(save);
  await el.updateComplete;
  return el;
}

before(() => setViewport({ width: 1100, height: 900 }));

describe('<sow-table>', () => {
  describe('accessibility', () => {
    it('labels the table, the garden, its 12 rows and every row to take', async () => {
      const el = await solo();
      expect(part(el, 'table')!.getAttribute('aria-label')).to.equal('SOW table');
      expect(part(el, 'garden')!.getAttribute('aria-label')).to.equal('The garden: 12 rows, sowing clockwise');
      const rows = parts(el, 'row');
      expect(rows.length).to.equal(12);
      expect(rows[0]!.getAttribute('aria-label')).to.match(/^Row 1, under Player 1's wheelbarrow: \w+ seeds and \w+ seeds$/);
      expect(rows[2]!.getAttribute('aria-label')).to.match(/^Row 3, diagonal row: /);
      const takes = moveButtons(el);
      expect(takes.length).to.equal(12);
      expect(takes[0]!.getAttribute('aria-label')).to.match(/^Take the [23] cards of row 1$/);
      expect(parts(el, 'wheelbarrow').length).to.equal(4);
    });

    it('announces each move in the live region', async () => {
      const el = await solo();
      moveButtons(el)[3]!.click();
      await el.updateComplete;
      const announcer = part(el, 'announcer')!;
      expect(announcer.getAttribute('aria-live')).to.equal('polite');
      expect(announcer.textContent).to.match(/^Player 1 took the [23] cards of row 4 to sow them clockwise\.$/);
    });

    it('never puts another seat\'s favourite colour, nor the flower under a Seeds card, in the DOM', async () => {
      const el = await solo('secrets');
      const view = el.match.view(0).G as SowState;
      const markup = shadowText(el);
      const truth = el.state.G as SowState;
      truth.favourites.forEach((fav, w) => {
        if (w === 0) expect(markup.includes(fav.replace('favourite-', ''))).to.equal(true);
        else expect(view.favourites[w]).to.equal('hidden');
      });
      for (const fav of truth.favourites.slice(1)) expect(markup.includes(fav), fav).to.equal(false);
      // Nobody's wheelbarrow but seat 0's shows a colour word.
      const others = parts(el, 'wheelbarrow').slice(1).map((w) => w.getAttribute('aria-label'));
      for (const label of others) expect(label).to.match(/favourite colour secret$/);
      for (const c of FLOWERS) expect(markup.includes(c.id), c.id).to.equal(false);
    });

    it('opens the rules from the table', async () => {
      const dialog = openRules(await solo());
      expect(dialog.open).to.equal(true);
      expect(dialog.textContent).to.contain('How to play SOW');
      expect(dialog.textContent).to.contain('never just 1');
      dialog.close();
    });

    it('passes an axe check', async () => {
      const el = await solo();
      await expect(el).to.be.accessible();
    });
  });

  describe('properties', () => {
    it('players sets the number of seats, panels and bouquets', async () => {
      for (const players of [2, 3]) {
        const el = await fixture<SowTable>(html`<sow-table players=${players} autoplay="false"></sow-table>`);
        expect(el.match.setup.players).to.equal(players);
        expect(parts(el, 'player').length).to.equal(players);
        expect(parts(el, 'bouquet').length).to.equal(players);
        expect(parts(el, 'wheelbarrow').length).to.equal(4);
      }
    });

    it('with 3 players one wheelbarrow belongs to nobody and serves the active player', async () => {
      const el = await fixture<SowTable>(html`<sow-table players="3" autoplay="false"></sow-table>`);
      expect(parts(el, 'wheelbarrow')[2]!.getAttribute('aria-label')).to.match(/^Wheelbarrow 3: nobody sits here; controlled by the active player/);
    });

    it('with 2 players each person controls the wheelbarrow in front and the one to their right', async () => {
      const el = await fixture<SowTable>(html`<sow-table players="2" seats="human,bot:easy" autoplay="false"></sow-table>`);
      const labels = parts(el, 'row').map((r) => r.getAttribute('aria-label')!);
      expect(labels[0]).to.match(/^Row 1, under Player 1's wheelbarrow/);
      expect(labels[3]).to.match(/^Row 4, under the wheelbarrow Bot 2 \(easy\) controls/);
      expect(labels[6]).to.match(/^Row 7, under Bot 2 \(easy\)'s wheelbarrow/);
      expect(labels[9]).to.match(/^Row 10, under the wheelbarrow Player 1 controls/);
    });

    it('view="spectator" shows no move controls and no favourite colour', async () => {
      const watcher = await fixture<SowTable>(html`<sow-table seats="human,human" view="spectator"></sow-table>`);
      expect(moveButtons(watcher).length).to.equal(0);
      for (const w of parts(watcher, 'wheelbarrow')) expect(w.getAttribute('aria-label')).to.match(/secret$/);
    });

    it('puts a pass-the-device curtain between people: the favourite colours are secret', async () => {
      const el = await fixture<SowTable>(html`<sow-table seats="human,human" seed="curtain"></sow-table>`);
      const curtain = part(el, 'curtain');
      expect(curtain).not.to.equal(null);
      expect(moveButtons(el).length).to.equal(0);
      (part(el, 'curtain-button') as HTMLButtonElement).click();
      await el.updateComplete;
      expect(moveButtons(el).length).to.be.greaterThan(0);
    });

    it('scores each seat in its panel; only your own points show', async () => {
      const el = await solo();
      const panels = playerPanels(el);
      expect(panels[0]!.summary).to.match(/^0 flowers · 0 pts \(favourite \w+ .\)$/);
      expect(panels[1]!.summary).to.equal('0 flowers');
    });
  });

  describe('events', () => {
    it('fires tt-move and tt-phase as the player takes and sows', async () => {
      const el = await solo();
      const seen: string[] = [];
      el.addEventListener('tt-move', (e: TabletopEvent<'tt-move'>) => seen.push(`move:${e.detail.move.type}`));
      el.addEventListener('tt-phase', (e: TabletopEvent<'tt-phase'>) => seen.push(`phase:${e.detail.phase}`));
      moveButtons(el)[0]!.click();
      await el.updateComplete;
      expect(moveButtons(el).map((b) => b.dataset.moveKey)).to.have.members(el.match.legalMoves(0).map(moveKey));
      while (el.match.active[0] === 0 && el.match.phase === 'play.sow') {
        moveButtons(el)[0]!.click();
        await el.updateComplete;
      }
      expect(seen.slice(0, 2)).to.deep.equal(['move:take', 'phase:play.sow']);
      expect(seen).to.include('move:sowLast');
    });

    it('fires tt-invalid-move for a move out of turn, and changes nothing', async () => {
      const el = await solo();
      const before = el.save();
      let reason = '';
      el.addEventListener('tt-invalid-move', (e: TabletopEvent<'tt-invalid-move'>) => (reason = e.detail.reason));
      expect(el.play({ type: 'take', seat: 2, row: 0 }).ok).to.equal(false);
      expect(reason).to.equal("It is seat 0's turn, not seat 2's.");
      expect(el.save()).to.equal(before);
    });
  });

  describe('keyboard', () => {
    it('takes a row and sows it with Tab and Enter', async () => {
      const el = await solo('keys');
      part(el, 'new-game-button')!.focus();
      for (let i = 0; i < 14 && !el.shadowRoot!.activeElement?.hasAttribute('data-move-key'); i++) await sendKeys({ press: 'Tab' });
      const first = el.shadowRoot!.activeElement as HTMLElement;
      expect(first.getAttribute('aria-label')).to.match(/^Take the [23] cards of row 1$/);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.match.log[0]!.move).to.deep.equal({ type: 'take', seat: 0, row: 0 });
      // Focus moved on to the first card to sow.
      for (let i = 0; i < 4 && el.match.active[0] === 0; i++) {
        const target = el.shadowRoot!.activeElement as HTMLElement;
        expect(target.dataset.moveKey).to.equal(moveKey(el.match.legalMoves(0)[0]!));
        await sendKeys({ press: ' ' });
        await el.updateComplete;
      }
      expect(el.match.log.map((e) => e.move.type)).to.include('sowLast');
    });
  });

  describe('mouse', () => {
    it('takes a row and sows its cards by real clicks', async () => {
      const el = await solo('mouse');
      await clickCentre(part(el, 'take')!);
      await el.updateComplete;
      expect(el.match.log[0]!.move.type).to.equal('take');
      while (el.match.phase === 'play.sow') {
        const button = parts(el, 'sow')[0]!;
        const key = button.dataset.moveKey;
        await clickCentre(button);
        await el.updateComplete;
        expect(moveKey(el.match.log[el.match.log.length - 1]!.move)).to.equal(key);
      }
    });

    it('chooses a bouquet colour by a click', async () => {
      const el = await tableAt(saveAt('play.bouquet'));
      const picks = parts(el, 'pick');
      expect(picks.length).to.equal(2);
      expect(picks[0]!.getAttribute('aria-label')).to.match(/^Choose \w+: (1 flower of row \d+ goes|\d flowers of row \d+ go) to the bouquet of .+$/);
      const before = el.state.G.bouquets.flat().length;
      await clickCentre(picks[1]!);
      await el.updateComplete;
      expect(el.match.log[el.match.log.length - 1]!.move.type).to.equal('pick');
      expect(el.state.G.bouquets.flat().length).to.be.greaterThan(before);
    });

    it('uses a garden action by a click', async () => {
      const el = await tableAt(saveAt('play.garden'));
      const actions = parts(el, 'garden-action');
      expect(actions.length).to.equal(el.match.legalMoves(0).length);
      const labels = actions.map((a) => a.getAttribute('aria-label')!);
      expect(labels).to.include('Let it go: no garden action this turn');
      expect(labels.some((l) => /^Turn the Windmill: sow (counter-)?clockwise from now on$/.test(l))).to.equal(true);
      // Each button's name starts with the words it shows.
      for (const a of actions) expect(a.getAttribute('aria-label')!.startsWith(a.textContent!.trim()), a.textContent!).to.equal(true);
      const wasClockwise = el.state.G.clockwise;
      await clickCentre(actions.find((a) => a.getAttribute('aria-label')!.startsWith('Turn the Windmill'))!);
      await el.updateComplete;
      expect(el.state.G.clockwise).to.equal(!wasClockwise);
      expect(el.match.phase).to.equal('play.take');
    });
  });

  describe('screens, colours and the keyboard', () => {
    afterEach(() => setViewport({ width: 1100, height: 900 }));

    it('on a 390 px phone shows every card and every wheelbarrow whole, none behind another, and nothing sideways', async () => {
      await setViewport({ width: 390, height: 844 });
      for (const phase of ['play.take', 'play.garden']) {
        const el = await tableAt(saveAt(phase));
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const boxes = [...el.shadowRoot!.querySelectorAll('[part~="row"] .card, [part~="wheelbarrow"]')].map((c) => ({ c, r: c.getBoundingClientRect() }));
        expect(boxes.length).to.be.greaterThan(10);
        for (const [i, a] of boxes.entries()) {
          for (const b of boxes.slice(i + 1)) {
            const overlap = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left) > 1 && Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top) > 1;
            expect(overlap, `${a.c.getAttribute('aria-label')} and ${b.c.getAttribute('aria-label')} (${phase})`).to.equal(false);
          }
        }
        // Wheelbarrows sit apart from the rows too.
        const rows = parts(el, 'row').map((r) => r.getBoundingClientRect());
        for (const w of parts(el, 'wheelbarrow').map((x) => x.getBoundingClientRect())) {
          for (const r of rows) expect(Math.min(w.right, r.right) - Math.max(w.left, r.left) > 1 && Math.min(w.bottom, r.bottom) - Math.max(w.top, r.top) > 1).to.equal(false);
        }
        expect(document.documentElement.scrollWidth).to.be.at.most(390);
        el.remove();
      }
    });

    it('draws red and blue with their own symbols and patterns, white with an edge, and names all four in the Rules legend', async () => {
      const el = await tableAt(saveAt('play.take'));
      const root = el.shadowRoot!;
      expect(root.querySelectorAll('pattern#tt-pattern-red, pattern#tt-pattern-blue').length).to.equal(2);
      const symbols = new Map([...root.querySelectorAll('[part~="table"] [data-palette]')].map((m) => [m.getAttribute('data-palette'), m.getAttribute('data-symbol')]));
      expect(symbols.get('red')).to.equal('circle');
      expect(symbols.get('blue')).to.equal('diamond');
      expect(symbols.get('white')).to.equal('hexagon');
      expect(symbols.get('yellow')).to.equal('star');
      const fills = new Set([...root.querySelectorAll('[part~="table"] ellipse, [part~="table"] circle')].map((e) => e.getAttribute('fill')));
      expect(fills.has('url(#tt-pattern-red)') && fills.has('url(#tt-pattern-blue)')).to.equal(true);
      for (const e of root.querySelectorAll(`[part~="table"] ellipse[fill="${PALETTE.white.fill}"]`)) expect(e.getAttribute('stroke')).to.equal(PALETTE.white.ink);
      const legend = [...openRules(el).querySelectorAll('[data-legend]')].map((li) => li.getAttribute('data-legend'));
      expect(legend).to.deep.equal(['red', 'white', 'blue', 'yellow']);
    });

    it('gives the garden one Tab stop, and the arrows go to the row beside or below', async () => {
      const el = await solo('roving', 3);
      const takes = parts(el, 'take');
      expect(takes.filter((b) => b.tabIndex === 0).length).to.equal(1);
      const row = (r: number) => takes.find((b) => JSON.parse(b.dataset.moveKey!).row === r)!;
      row(5).focus(); // row 6, the top-left corner
      await sendKeys({ press: 'ArrowRight' });
      expect(JSON.parse((el.shadowRoot!.activeElement as HTMLElement).dataset.moveKey!).row).to.equal(6);
      row(5).focus();
      await sendKeys({ press: 'ArrowDown' });
      expect(JSON.parse((el.shadowRoot!.activeElement as HTMLElement).dataset.moveKey!).row).to.equal(4);
      expect(takes.filter((b) => b.tabIndex === 0).length).to.equal(1);
    });

    it('shows at game over what each score is made of: flowers worth 3, 2 and 1 point', async () => {
      const match = new Match(sowCompiled, { players: 3, seed: 'breakdown' });
      while (!match.isOver) match.play(botMove(sowCompiled, match.view(match.active[0]!), match.active[0]!, 'easy', 'breakdown')!);
      const el = await tableAt(match.save());
      const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
      await panel.updateComplete;
      const heads = [...panel.shadowRoot!.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
      expect(heads.slice(1, 5)).to.deep.equal(['Centre ×3', 'Petals ×2', 'Others ×1', 'Points']);
      for (const tr of panel.shadowRoot!.querySelectorAll('tbody tr')) {
        const [, c, p, o, total] = [...tr.querySelectorAll('td')].map((td) => Number(td.textContent));
        expect(c! % 3 + p! % 2).to.equal(0);
        expect(c! + p! + o!).to.equal(total);
      }
    });
  });

  describe('languages', () => {
    /** A table in `lang` with one person (seat 0) and bots that wait. */
    const inLang = (lang: string, seed = 'lang') =>
      fixture<SowTable>(html`<sow-table lang=${lang} seed=${seed} players="3" names="Ana,Ben,Cy" seats="human,bot:easy,bot:easy" autoplay="false"></sow-table>`);
    /** Seat 0 takes the first row it may take. */
    async function takeARow(el: SowTable): Promise<void> {
      el.play(el.match.legalMoves(0).find((m) => m.type === 'take')!);
      await el.updateComplete;
    }

    const expected = {
      es: {
        garden: 'El jardín: 12 filas, se siembra en sentido horario', bouquets: 'Ramos', diagonal: 'Fila 3, fila diagonal: ',
        row: /^Fila 1, bajo la carretilla de Ana: semillas \p{L}+ y semillas \p{L}+$/u, take: /^Tomar las [23] cartas de la fila 1$/,
        hint: 'Toma una fila de 2 o más cartas; las sembrarás en sentido horario', summary: /^0 flores · 0 ptos \(favorito: \p{L}+ .\)$/u,
        secret: /^Carretilla 2: de Ben; la controla Ben; color favorito secreto$/, rules: 'el ramo más bonito',
        hand: /^Cartas que se siembran desde la fila 1: /, said: /^Ana tomó las [23] cartas de la fila 1 para sembrarlas en sentido horario\.$/,
      },
      fr: {
        garden: 'Le jardin : 12 rangées, on sème dans le sens horaire', bouquets: 'Bouquets', diagonal: 'Rangée 3, rangée diagonale : ',
        row: /^Rangée 1, sous la brouette de Ana : des graines \p{L}+ et des graines \p{L}+$/u, take: /^Prendre les [23] cartes de la rangée 1$/,
        hint: 'Prends une rangée de 2 cartes ou plus ; tu les sèmeras dans le sens horaire', summary: /^0 fleur · 0 pt \(préférée : \p{L}+ .\)$/u,
        secret: /^Brouette 2 : à Ben ; contrôlée par Ben ; couleur préférée secrète$/, rules: 'le plus beau bouquet',
        hand: /^Cartes semées depuis la rangée 1 : /, said: /^Ana a pris les [23] cartes de la rangée 1 pour les semer dans le sens horaire\.$/,
      },
      de: {
        garden: 'Der Garten: 12 Reihen, gesät wird im Uhrzeigersinn', bouquets: 'Sträuße', diagonal: 'Reihe 3, diagonale Reihe: ',
        row: /^Reihe 1, unter der Schubkarre von Ana: \p{L}+ Samen und \p{L}+ Samen$/u, take: /^Die [23] Karten aus Reihe 1 nehmen$/,
        hint: 'Nimm eine Reihe mit 2 oder mehr Karten; du säst sie im Uhrzeigersinn', summary: /^0 Blumen · 0 Pkt\. \(Lieblingsfarbe \p{L}+ .\)$/u,
        secret: /^Schubkarre 2: gehört Ben; gesteuert von Ben; Lieblingsfarbe geheim$/, rules: 'der schönste Strauß',
        hand: /^Karten aus Reihe 1, die gesät werden: /, said: /^Ana hat die [23] Karten aus Reihe 1 genommen, um sie im Uhrzeigersinn zu säen\.$/,
      },
    } as const;

    for (const [lang, want] of Object.entries(expected)) {
      it(`lang="${lang}" shows the garden, rows, wheelbarrows, hints, summaries, the move log and the rules in that language`, async () => {
        const el = await inLang(lang);
        expect(part(el, 'garden')!.getAttribute('aria-label')).to.equal(want.garden);
        expect(part(el, 'bouquets')!.getAttribute('aria-label')).to.equal(want.bouquets);
        const rows = parts(el, 'row');
        expect(rows[2]!.getAttribute('aria-label')!.startsWith(want.diagonal), rows[2]!.getAttribute('aria-label')!).to.equal(true);
        expect(rows[0]!.getAttribute('aria-label')).to.match(want.row);
        expect(moveButtons(el)[0]!.getAttribute('aria-label')).to.match(want.take);
        expect(parts(el, 'wheelbarrow')[1]!.getAttribute('aria-label')).to.match(want.secret);
        expect(part(el, 'status')!.textContent).to.contain(want.hint);
        expect(playerPanels(el)[0]!.summary).to.match(want.summary);
        const dialog = openRules(el);
        expect(dialog.textContent).to.contain(want.rules);
        dialog.close();
        el.play(el.match.legalMoves(0).find((m) => m.type === 'take' && m.row === 0)!);
        await el.updateComplete;
        expect(part(el, 'hand')!.getAttribute('aria-label')).to.match(want.hand);
        expect(part(el, 'announcer')!.textContent).to.match(want.said);
      });
    }

    it('switching lang on a running table re-renders it in the new language and keeps the game', async () => {
      const el = await inLang('es', 'switch');
      await takeARow(el);
      const match = el.match;
      const save = el.save();
      expect(part(el, 'garden')!.getAttribute('aria-label')).to.equal(expected.es.garden);
      el.setAttribute('lang', 'de');
      await el.updateComplete;
      expect(part(el, 'garden')!.getAttribute('aria-label')).to.equal(expected.de.garden);
      expect(part(el, 'hand')!.getAttribute('aria-label')).to.match(expected.de.hand);
      el.setAttribute('lang', 'fr');
      await el.updateComplete;
      expect(part(el, 'bouquets')!.getAttribute('aria-label')).to.equal('Bouquets');
      expect(part(el, 'hand')!.getAttribute('aria-label')).to.match(expected.fr.hand);
      expect(el.match).to.equal(match);
      expect(el.save()).to.equal(save);
      expect(el.match.log).to.have.length(1);
      expect(el.match.phase).to.equal('play.sow');
      el.removeAttribute('lang');
      await el.updateComplete;
      expect(part(el, 'garden')!.getAttribute('aria-label')).to.equal('The garden: 12 rows, sowing clockwise');
    });

    /** Text left outside the pseudo-language's brackets, with numbers, symbols and player names taken out. */
    const unbracketed = (text: string): string => outsideBrackets(text, ['Ana', 'Ben', 'Cy']);
    /** Every text node and every label of the table. */
    const gameTexts = (el: SowTable): string[] => tableTexts(el);

    it('lang="x-pseudo": none of the game\'s visible texts or labels stands outside the brackets, in every phase', async () => {
      const el = await inLang('x-pseudo', 'pseudo');
      const seen: string[] = [];
      const look = (where: string) => {
        const texts = [...gameTexts(el), String(playerPanels(el)[0]!.summary), part(el, 'status')!.textContent!];
        expect(texts.length, where).to.be.greaterThan(20);
        for (const text of texts) expect(unbracketed(text), `${where}: "${text}"`).to.equal('');
        seen.push(...texts);
      };
      look('at the start');
      const dialog = openRules(el);
      for (const li of dialog.querySelectorAll('li')) expect(unbracketed(li.textContent!), li.textContent!).to.equal('');
      dialog.close();
      await takeARow(el);
      look('sowing');
      for (const phase of ['play.bouquet', 'play.garden']) {
        el.load(saveAt(phase));
        await el.updateComplete;
        expect(el.match.phase).to.equal(phase);
        look(phase);
      }
      expect(parts(el, 'garden-action').length).to.be.greaterThan(0);
      // The game's own words were there, in their pseudo form: "Row", "Wheelbarrow", "Bouquets".
      expect(seen.some((text) => text.includes('Ŕöŵ'))).to.equal(true);
      expect(seen.some((text) => text.includes('Ŵĥééļƀàŕŕöŵ'))).to.equal(true);
      expect(seen.some((text) => text.includes('Ɓöûǫûéţš'))).to.equal(true);
    });
  });

  describe('embedding', () => {
    it('works from the self-contained dist/sow.js in a plain page', async function () {
      await withEmbeddedFromDist<SowTable>('sow', { players: 3, seats: 'human,bot:easy,bot:hard' }, (el) => {
        expect(moveButtons(el).length).to.equal(12);
        expect(el.match.setup.players).to.equal(3);
      });
    });
  });

  describe('a whole game', () => {
    it('runs to the end on its own with bots in every seat and shows the scores and every favourite colour', async () => {
      // The first 120 moves of a seeded game are loaded; the bots play the rest on their own.
      const match = new Match(sowCompiled, { players: 3, seed: 'all-bots' });
      while (match.log.length < 120 && !match.isOver) match.play(botMove(sowCompiled, match.view(match.active[0]!), match.active[0]!, 'easy', 'all-bots')!);
      const el = await fixture<SowTable>(html`<sow-table players="3" seats="bot:easy,bot:easy,bot:easy" bot-delay="0"></sow-table>`);
      el.load(match.save());
      const { panel, result, rows } = await waitForBotsToFinish(el, { timeout: 30000 });
      expect(rows.length).to.equal(3);
      [...result.scores].sort((a, b) => b - a).forEach((s, i) => expect(rows[i]).to.contain(String(s)));
      const names = playerPanels(el).map((p) => p.name);
      expect(panelPart(panel, 'reason')!.textContent).to.equal(new Translator('en', SowTable.translations, (s) => names[s]!).render(result.reason));
      for (const w of parts(el, 'wheelbarrow')) expect(w.getAttribute('aria-label')).not.to.match(/secret$/);
      expect((el.state.G as SowState).rows.every((r) => r.length <= 1)).to.equal(true);
    });
  });
});
