import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/orc-table/define.js';
import type { OrcTable } from '../../components/orc-table/orc-table.js';
import { scoreOf } from '../../machines/orc/index.js';
import { PALETTE, type PaletteName } from '../../src/ui/palette.js';
import type { Move } from '../../src/dsl/types.js';
import { moveKey } from '../../src/engine/move-key.js';
import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import { clickCentre, moveButtons, openRules, panelPart, part, parts, playerPanels, shadowText, waitForBotsToFinish, withEmbeddedFromDist } from '../../src/testing/browser.js';

const button = (el: Element, move: Move) => el.shadowRoot!.querySelector<HTMLButtonElement>(`[data-move-key="${CSS.escape(moveKey(move))}"]`)!;

/** A new game with one person (seat 0, the non-dealer) and a bot that waits, so the test drives every move. */
const solo = (seed = 'browser', extra = '') =>
  fixture<OrcTable>(html`<orc-table seed=${seed} seats="human,bot:easy" autoplay="false" best-of=${extra || '1'}></orc-table>`);

/** Plays moves through the element until `done` holds (the first legal move each time). */
async function advance(el: OrcTable, done: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !done(); i++) {
    const seat = el.match.active[0]!;
    el.play(el.match.legalMoves(seat)[i % 2 === 0 ? 0 : el.match.legalMoves(seat).length - 1]!);
  }
  await el.updateComplete;
}

before(() => setViewport({ width: 1100, height: 900 }));

describe('<orc-table>', () => {
  describe('accessibility', () => {
    it('labels the table, the battle line, every territory and the choice of step 4', async () => {
      const el = await solo();
      expect(part(el, 'table')!.getAttribute('aria-label')).to.equal('ORC table');
      expect(part(el, 'battlefield')!.getAttribute('aria-label')).to.equal('Battle line');
      const territories = parts(el, 'territory');
      expect(territories.length).to.equal(6);
      expect(territories[0]!.getAttribute('aria-label')).to.match(/^Territory 1: (Red|Yellow|Blue|White|Green|Purple), worth [12] points?, 4 cards left in its stockpile$/);
      expect(part(el, 'box')!.getAttribute('aria-label')).to.contain('territory 1 is next to it');
      const choices = moveButtons(el);
      expect(choices.map((b) => b.getAttribute('aria-label'))).to.deep.equal(['A: draw 1 card and take the first turn', 'B: draw 2 cards and take the second turn']);
      expect(parts(el, 'stockpile').map((s) => s.getAttribute('aria-label'))).to.have.length(6);
    });

    it('announces each move in the live region', async () => {
      const el = await solo();
      moveButtons(el)[0]!.click();
      await el.updateComplete;
      const announcer = part(el, 'announcer')!;
      expect(announcer.getAttribute('aria-live')).to.equal('polite');
      expect(announcer.textContent).to.contain('Player 1 chose to draw 1 card and take the first turn');
    });

    it('never puts the other hand, a stockpile card or the chosen card of the other player in the DOM', async () => {
      const el = await fixture<OrcTable>(html`<orc-table seed="secret" seats="bot:easy,human" view="1" autoplay="false"></orc-table>`);
      el.play({ type: 'choose', seat: 0, cards: 2 }); // seat 1 deals and goes first
      await advance(el, () => el.match.log.length >= 9 && el.match.phase === 'game.play.place' && el.match.active[0] === 0);
      const G = el.state.G;
      expect(G.picked).not.to.equal(null);
      const markup = shadowText(el);
      for (const id of [...G.hands[0]!, ...G.discards[0]!, ...G.line.flatMap((t) => t.stockpile)]) expect(markup.includes(`"${id}"`), id).to.equal(false);
      expect(markup).to.contain(`"${G.hands[1]![0]}"`); // its own hand is there
    });

    it('opens the rules from the table', async () => {
      const dialog = openRules(await solo());
      expect(dialog.open).to.equal(true);
      expect(dialog.textContent).to.contain('How to play ORC');
      expect(dialog.textContent).to.contain('2 cards after deploying 1 orc');
      dialog.close();
    });

    it('passes an axe check', async () => {
      const el = await solo();
      await expect(el).to.be.accessible();
    });
  });

  describe('properties', () => {
    it('best-of="3" plays a match of up to three games and shows the match score', async () => {
      const el = await solo('bo3', '3');
      expect(el.state.G.bestOf).to.equal(3);
      expect(part(el, 'match-banner')!.textContent).to.contain('Best 2 of 3 — game 1');
      expect(part(el, 'match-banner')!.textContent).to.match(/Player 1\s*0\s*–\s*0\s*Bot 2/);
      await advance(el, () => el.match.phase === 'scored' || el.match.isOver);
      expect(el.match.phase).to.equal('scored');
      expect(part(el, 'report')!.textContent).to.match(/Game 1 scored/);
      const wins = el.state.G.wins;
      expect(part(el, 'match-banner')!.textContent).to.contain(`${wins[0]} – ${wins[1]}`);
      expect(playerPanels(el)[0]!.summary).to.contain(`${wins[0]} game`);
    });

    it('a bad best-of shows a clear message and plays a single game', async () => {
      const el = await fixture<OrcTable>(html`<orc-table best-of="7" seats="human,bot:easy" autoplay="false"></orc-table>`);
      expect(el.shadowRoot!.querySelector('.problem')!.textContent).to.contain('best-of must be 1 or 3, not "7"');
      expect(el.state.G.bestOf).to.equal(1);
    });

    it('the match-length switch starts a best-of-3 match', async () => {
      const el = await solo('switch');
      const select = part(el, 'match-banner')!.querySelector('select')!;
      select.value = '3';
      select.dispatchEvent(new Event('change'));
      await el.updateComplete;
      await el.updateComplete;
      expect(el.state.G.bestOf).to.equal(3);
    });

    it('view="spectator" shows no move controls and no hand cards', async () => {
      const el = await fixture<OrcTable>(html`<orc-table seats="human,human" view="spectator" seed="watch"></orc-table>`);
      expect(moveButtons(el).length).to.equal(0);
      el.play({ type: 'choose', seat: 0, cards: 1 });
      await el.updateComplete;
      expect(shadowText(el)).not.to.contain(`"${el.state.G.hands[0]![0]}"`);
    });

    it('puts up the pass-the-device curtain between two people at one screen (hands are secret)', async () => {
      const el = await fixture<OrcTable>(html`<orc-table seats="human,human" seed="curtain"></orc-table>`);
      expect(part(el, 'curtain')).not.to.equal(null);
      (part(el, 'curtain-button') as HTMLButtonElement).click();
      await el.updateComplete;
      expect(moveButtons(el).length).to.equal(2);
    });

    it('scores each seat in its panel', async () => {
      const el = await solo();
      const panel = playerPanels(el)[0]!;
      expect(panel.summary).to.equal('0 points · 0 cards in hand');
    });
  });

  describe('every screen and every player', () => {
    const boxes = (el: OrcTable, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)].map((e) => e.getBoundingClientRect());
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

    it('on a 390 px phone the six territories stand in one row inside the table, no caption over another, nothing to scroll', async () => {
      await setViewport({ width: 390, height: 844 });
      try {
        const el = await solo('phone');
        await advance(el, () => el.state.G.line.filter((t) => t.status === 'conquered').length >= 2);
        await new Promise((r) => requestAnimationFrame(r));
        const host = el.getBoundingClientRect();
        const territories = boxes(el, '[part~="territory"]');
        expect(territories).to.have.length(6);
        expect(new Set(territories.map((r) => Math.round(r.top))).size, 'one row').to.equal(1);
        for (const r of territories) {
          expect(r.left).to.be.at.least(host.left);
          expect(r.right).to.be.at.most(host.right);
        }
        const captions = boxes(el, '.tname, .marker, .frozen-mark, [part~="stockpile"], [part~="side"] .total');
        for (const [i, a] of captions.entries()) for (const b of captions.slice(i + 1)) expect(overlap(a, b), 'two captions overlap').to.equal(false);
        const field = part(el, 'battlefield')!;
        expect(getComputedStyle(field).overflowX, 'the battle line is no scroll region').to.equal('visible');
        expect(field.getBoundingClientRect().right).to.be.at.most(host.right);
        expect(document.documentElement.scrollWidth, 'the page does not scroll sideways').to.be.at.most(innerWidth);
      } finally {
        await setViewport({ width: 1100, height: 900 });
      }
    });

    it('every card end and territory shows its race with the palette\'s symbol; the Rules legend names all six, white the hexagon', async () => {
      const el = await solo('palette');
      const marks = [...part(el, 'table')!.querySelectorAll('[data-palette]')];
      expect(marks.length).to.be.at.least(6);
      for (const mark of marks) expect(mark.getAttribute('data-symbol')).to.equal(PALETTE[mark.getAttribute('data-palette') as PaletteName].symbol);
      const dialog = openRules(el);
      expect([...dialog.querySelectorAll('[data-legend]')].map((li) => li.getAttribute('data-legend'))).to.deep.equal(['red', 'yellow', 'blue', 'white', 'green', 'purple']);
      expect(dialog.querySelector('[data-legend="white"] [data-palette="white"]')!.getAttribute('data-symbol')).to.equal('hexagon');
      dialog.close();
    });

    it('an all-bot game names each hand by its seat: no bot\'s hand is "your hand"', async () => {
      const el = await fixture<OrcTable>(html`<orc-table seed="bots" seats="bot:easy,bot:easy" autoplay="false" names="Ana,Bo"></orc-table>`);
      await advance(el, () => el.match.log.length >= 6);
      expect(part(el, 'hand')!.getAttribute('aria-label')).to.match(/^Ana's hand: \d cards?$/);
      expect(parts(el, 'opponent-hand')[0]!.getAttribute('aria-label')).to.match(/^Bo's hand: \d cards?$/);
      expect(part(el, 'table')!.textContent!.toLowerCase()).not.to.contain('your hand');
    });

    it('says who conquered by name in the line above the status', async () => {
      const el = await solo('happened', '1');
      await advance(el, () => el.state.G.battles.some((b) => b.conqueror !== null) || el.match.isOver);
      const battle = el.state.G.battles.find((b) => b.conqueror !== null)!;
      const who = battle.conqueror === 0 ? 'Player 1' : 'Bot 2 (easy)';
      expect(part(el, 'happened')!.textContent).to.match(new RegExp(`Battle at \\w+.*: ${who.replace(/[()]/g, '\\$&')} conquers`));
    });

    it('the hand is one Tab stop, and the arrows go from card to card', async () => {
      const el = await solo('roving');
      await advance(el, () => el.match.phase === 'game.play.pick' && el.match.active[0] === 0 && el.state.G.hands[0]!.length >= 3);
      const cards = parts(el, 'hand-card').filter((b) => b.hasAttribute('data-move-key'));
      expect(cards.length).to.be.at.least(3);
      expect(cards.filter((c) => c.tabIndex === 0)).to.have.length(1);
      cards[0]!.focus();
      await sendKeys({ press: 'ArrowRight' });
      expect(el.shadowRoot!.activeElement).to.equal(cards[1]);
      await sendKeys({ press: 'End' });
      expect(el.shadowRoot!.activeElement).to.equal(cards[cards.length - 1]);
    });

    it('game over breaks each score down into territories and native orcs', async () => {
      const el = await solo('breakdown');
      await advance(el, () => el.match.isOver);
      const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
      await panel.updateComplete;
      const heads = [...panel.shadowRoot!.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
      expect(heads).to.deep.equal(['Player', 'Territories', 'Native orcs', 'Points', 'Winner']);
      const rows = [...panel.shadowRoot!.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent!.trim()));
      for (const seat of [0, 1]) {
        const s = scoreOf(el.state.G, seat);
        const row = rows.find((r) => r[0]!.startsWith(seat === 0 ? 'Player 1' : 'Bot 2 (easy)'));
        expect(row, JSON.stringify(rows)).not.to.equal(undefined);
        expect(row!.slice(1)).to.deep.equal([String(s.territories), String(s.natives), String(s.total)]);
      }
    });

    it('a best-of-3 match over gives each game\'s points beside the games won', async () => {
      const el = await solo('bo3-breakdown', '3');
      await advance(el, () => el.match.isOver);
      const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
      await panel.updateComplete;
      const games = el.state.G.games;
      const heads = [...panel.shadowRoot!.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
      expect(heads).to.deep.equal(['Player', ...games.map((_g, i) => `Game ${i + 1}`), 'Wins', 'Winner']);
      const first = [...panel.shadowRoot!.querySelectorAll('tbody tr')].find((tr) => tr.textContent!.includes('Player 1'))!;
      expect([...first.querySelectorAll('td.part')].map((td) => td.textContent!.trim())).to.deep.equal(games.map((g) => String(g.scores[0])));
    });
  });

  describe('events', () => {
    it('fires tt-move and tt-phase through a turn', async () => {
      const el = await solo('events');
      const seen: string[] = [];
      el.addEventListener('tt-move', (e: TabletopEvent<'tt-move'>) => seen.push(`move:${e.detail.move.type}`));
      el.addEventListener('tt-phase', (e: TabletopEvent<'tt-phase'>) => seen.push(`phase:${e.detail.phase}`));
      button(el, { type: 'choose', seat: 0, cards: 1 }).click();
      await el.updateComplete;
      moveButtons(el)[0]!.click(); // the only hand card
      await el.updateComplete;
      const placed = el.match.legalMoves(0);
      expect(moveButtons(el).map((b) => b.dataset.moveKey)).to.have.members(placed.map(moveKey));
      button(el, placed.find((m) => m.type === 'deploy' && m.end === 2)!).click();
      await el.updateComplete;
      expect(seen).to.deep.equal(['move:choose', 'phase:game.play.pick', 'move:pick', 'phase:game.play.place', 'move:deploy', 'phase:game.play.draw']);
    });

    it('fires tt-invalid-move for a move out of turn, and changes nothing', async () => {
      const el = await solo();
      const before = el.save();
      let reason = '';
      el.addEventListener('tt-invalid-move', (e: TabletopEvent<'tt-invalid-move'>) => (reason = e.detail.reason));
      expect(el.play({ type: 'choose', seat: 1, cards: 1 }).ok).to.equal(false);
      expect(reason).to.equal("It is seat 0's turn, not seat 1's.");
      expect(el.save()).to.equal(before);
    });
  });

  describe('keyboard', () => {
    it('makes the choice, picks a card and deploys it with Tab and Enter', async () => {
      const el = await solo('keys');
      part(el, 'new-game-button')!.focus();
      for (let i = 0; i < 20 && !el.shadowRoot!.activeElement?.hasAttribute('data-move-key'); i++) await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement!.getAttribute('aria-label')).to.equal('A: draw 1 card and take the first turn');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.match.log[0]!.move).to.deep.equal({ type: 'choose', seat: 0, cards: 1 });
      // Focus moved on to the next move: the card in hand.
      expect((el.shadowRoot!.activeElement as HTMLElement).dataset.moveKey).to.equal(moveKey(el.match.legalMoves(0)[0]!));
      await sendKeys({ press: ' ' });
      await el.updateComplete;
      expect(el.match.phase).to.equal('game.play.place');
      expect((el.shadowRoot!.activeElement as HTMLElement).hasAttribute('data-move-key')).to.equal(true);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.match.phase).to.equal('game.play.draw');
    });
  });

  describe('mouse', () => {
    it('plays a whole turn by real clicks: choice, card, territory, two stockpiles', async () => {
      const el = await solo('mouse');
      await clickCentre(button(el, { type: 'choose', seat: 0, cards: 1 }));
      await el.updateComplete;
      await clickCentre(parts(el, 'hand-card').find((b) => b.hasAttribute('data-move-key'))!);
      await el.updateComplete;
      // A deployment of 1 orc, found by its move (never by its words).
      const oneOrc = el.match.legalMoves(0).find((m) => m.type === 'deploy' && m.end === 1)!;
      const target = button(el, oneOrc);
      await clickCentre(target);
      await el.updateComplete;
      expect(el.match.log[2]!.move.type).to.equal('deploy');
      expect(el.state.G.toDraw).to.equal(2);
      for (let drawn = 0; drawn < 2; drawn++) {
        await clickCentre(parts(el, 'stockpile').find((b) => b.hasAttribute('data-move-key'))!);
        await el.updateComplete;
      }
      expect(el.match.log.map((e) => e.move.type)).to.deep.equal(['choose', 'pick', 'deploy', 'draw', 'draw']);
      expect(el.match.active).to.deep.equal([1]);
    });
  });

  describe('embedding', () => {
    it('works from the self-contained dist/orc.js in a plain page', async function () {
      await withEmbeddedFromDist<OrcTable>('orc', { seats: 'human,bot:hard', 'best-of': '3' }, (el) => {
        expect(moveButtons(el).length).to.equal(2);
        expect(el.state.G.bestOf).to.equal(3);
      });
    });
  });

  describe('a whole game', () => {
    it('runs a best-of-3 match to the end on its own with bots in both seats and shows the match score', async () => {
      const el = await fixture<OrcTable>(html`<orc-table seed="all-bots" seats="bot:easy,bot:easy" bot-delay="0" best-of="3"></orc-table>`);
      const { event, panel, result } = await waitForBotsToFinish(el, { timeout: 30000, message: 'the bots finish the match' });
      expect(event).not.to.equal(null);
      expect(Math.max(...result.scores)).to.be.greaterThanOrEqual(2);
      const winner = result.winners.length === 1 ? (result.winners[0] === 0 ? 'Bot 1 \\(easy\\)' : 'Bot 2 \\(easy\\)') : '';
      expect(panelPart(panel, 'reason')!.textContent).to.match(new RegExp(`Best 2 of 3: ${winner} won 2 games to [01]`));
      expect(el.state.G.revealed).to.equal(true);
      expect(parts(el, 'opponent-hand')[0]!.querySelectorAll('[data-card]').length).to.equal(el.state.G.hands[1]!.length);
    });
  });

  describe('languages', () => {
    const inLang = (lang: string, extra: Record<string, string> = {}) =>
      fixture<OrcTable>(html`<orc-table lang=${lang} seed="lang" seats="human,bot:easy" autoplay="false" names="Ana,Bo" best-of=${extra['best-of'] ?? '1'}></orc-table>`);
    const labels = (el: OrcTable) => moveButtons(el).map((b) => b.getAttribute('aria-label'));

    it('lang="es": the table, its hints, its panels and its rules in Spanish', async () => {
      const el = await inLang('es');
      expect(part(el, 'battlefield')!.getAttribute('aria-label')).to.equal('Línea de batalla');
      expect(parts(el, 'territory')[0]!.getAttribute('aria-label')).to.match(/^Territorio 1: (Rojo|Amarillo|Azul|Blanco|Verde|Morado), vale [12] puntos?, quedan 4 cartas en su mazo$/);
      expect(labels(el)).to.deep.equal(['A: robar 1 carta y jugar el primer turno', 'B: robar 2 cartas y jugar el segundo turno']);
      expect(part(el, 'choice')!.textContent).to.contain('Tras formar los mazos quedan 3 cartas. No repartes tú, así que eliges:');
      expect(part(el, 'status')!.textContent).to.contain('Elige: 1 carta y el primer turno, o 2 cartas y el segundo turno.');
      expect(playerPanels(el)[0]!.summary).to.equal('0 puntos · 0 cartas en la mano');
      expect(part(el, 'match-banner')!.textContent).to.contain('Partida única');
      expect(part(el, 'match-banner')!.textContent).to.contain('Reparte: Bo');
      const dialog = openRules(el);
      expect(dialog.textContent).to.contain('2 cartas tras desplegar 1 orco, 1 carta tras desplegar 2 orcos');
      expect(dialog.textContent).to.contain('Cada raza tiene su color, su trama y su símbolo:');
      expect([...dialog.querySelectorAll('[data-legend]')].map((li) => li.textContent!.trim())).to.deep.equal(['rojo ●', 'amarillo ★', 'azul ◆', 'blanco ⬢', 'verde ■', 'morado ✚']);
      dialog.close();
    });

    it('lang="fr": the choice, a chosen card and its deployments in French (with French plural forms)', async () => {
      const el = await inLang('fr');
      expect(labels(el)).to.deep.equal(['A : piocher 1 carte et jouer en premier', 'B : piocher 2 cartes et jouer en second']);
      expect(playerPanels(el)[0]!.summary).to.equal('0 point · 0 carte en main'); // French counts 0 as singular
      button(el, { type: 'choose', seat: 0, cards: 1 }).click();
      await el.updateComplete;
      expect(part(el, 'hand')!.getAttribute('aria-label')).to.equal('Ta main (Ana) : 1 carte');
      expect(part(el, 'status')!.textContent).to.contain('Choisis une carte de ta main à jouer.');
      moveButtons(el)[0]!.click();
      await el.updateComplete;
      for (const target of parts(el, 'target')) {
        expect(target.getAttribute('aria-label')).to.match(/^Déployer [12] orcs? (rouges?|jaunes?|bleus?|blancs?|verts?|violets?) sur (Rouge|Jaune|Bleu|Blanc|Vert|Violet) \(territoire [1-6]\), puis piocher [12]$/);
      }
      expect(part(el, 'discard')!.textContent).to.contain('La défausser (Loi F) et piocher 1');
    });

    it('lang="de": a whole turn, the battle report and the scored game in German', async () => {
      const el = await inLang('de', { 'best-of': '3' });
      expect(part(el, 'match-banner')!.textContent).to.contain('2 aus 3 – Partie 1');
      expect(part(el, 'box')!.getAttribute('aria-label')).to.equal('Die ORC-Schachtel: Gebiet 1 liegt daneben');
      await advance(el, () => el.match.phase === 'scored' || el.match.isOver);
      expect(part(el, 'report')!.getAttribute('aria-label')).to.equal('Schlachtbericht');
      expect(part(el, 'report')!.textContent).to.match(/Partie 1 gewertet: Ana \d+ \+ \d+ heimisch = \d+ · Bo \d+ \+ \d+ heimisch = \d+\. (Ana gewinnt die Partie\.|Bo gewinnt die Partie\.|Eine geteilte Partie\.)/);
      if (el.match.phase === 'scored') expect(part(el, 'deal')!.textContent).to.contain('Partie 2 geben');
      expect(playerPanels(el)[0]!.summary).to.match(/^\d+ Punkte? · \d+ Karten? auf der Hand · \d+ Partien? gewonnen$/);
    });

    it('the best-of notice in the table\'s language', async () => {
      const el = await fixture<OrcTable>(html`<orc-table lang="es" best-of="7" seats="human,bot:easy" autoplay="false"></orc-table>`);
      expect(el.shadowRoot!.querySelector('.problem')!.textContent).to.equal('best-of debe ser 1 o 3, no "7"; se juega una sola partida.');
    });

    it('switching lang on a running table re-renders it in the new language and keeps the game', async () => {
      const el = await inLang('en');
      button(el, { type: 'choose', seat: 0, cards: 1 }).click();
      await el.updateComplete;
      moveButtons(el)[0]!.click();
      await el.updateComplete;
      const before = el.save();
      const keys = moveButtons(el).map((b) => b.dataset.moveKey);
      expect(part(el, 'discard')!.textContent).to.contain('Discard it (Law F) and draw 1');
      el.setAttribute('lang', 'de');
      await el.updateComplete;
      expect(part(el, 'discard')!.textContent).to.contain('Abwerfen (Gesetz F) und 1 ziehen');
      expect(part(el, 'battlefield')!.getAttribute('aria-label')).to.equal('Schlachtreihe');
      el.setAttribute('lang', 'es');
      await el.updateComplete;
      expect(part(el, 'discard')!.textContent).to.contain('Descartarla (Ley F) y robar 1');
      expect(el.save()).to.equal(before);
      expect(el.match.phase).to.equal('game.play.place');
      expect(moveButtons(el).map((b) => b.dataset.moveKey)).to.deep.equal(keys);
      el.removeAttribute('lang');
      await el.updateComplete;
      expect(part(el, 'battlefield')!.getAttribute('aria-label')).to.equal('Battle line');
    });

    describe('lang="x-pseudo": every text of the game is a translatable text', () => {
      /**
       * What stands outside the pseudo-language's brackets, less player names and the game's name on its
       * box; numbers and symbols are no letters.
       */
      const untranslated = (text: string): string => {
        let rest = text;
        for (let prev = ''; prev !== rest; ) { prev = rest; rest = rest.replace(/\[[^[\]]*\]/g, ' '); }
        return rest.replace(/\b(Ana|Bo|ORC)\b/g, ' ').replace(/[^\p{L}]+/gu, ' ').trim();
      };
      /** Visible text and labels of the game's own parts: its table, the player panels' summaries and its rules. */
      function leftovers(el: OrcTable): string[] {
        const found: string[] = [];
        const table = part(el, 'table')!;
        const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('svg')) continue;
          const left = untranslated(node.textContent ?? '');
          if (left) found.push(`text "${node.textContent!.trim()}"`);
        }
        for (const element of table.querySelectorAll('[aria-label], [title]')) {
          for (const name of ['aria-label', 'title']) {
            const value = element.getAttribute(name);
            if (value !== null && untranslated(value)) found.push(`${name} "${value}"`);
          }
        }
        for (const panel of playerPanels(el)) if (typeof panel.summary === 'string' && untranslated(panel.summary)) found.push(`summary "${panel.summary}"`);
        return found;
      }

      it('the check sees the game\'s words: an English table fails it', async () => {
        const leftover = leftovers(await inLang('en'));
        expect(leftover).to.include('aria-label "Battle line"');
        expect(leftover).to.include('summary "0 points · 0 cards in hand"');
      });

      it('from the choice through a deployment to a scored game, and in the rules', async () => {
        const el = await inLang('x-pseudo', { 'best-of': '3' });
        expect(part(el, 'battlefield')!.getAttribute('aria-label')).to.match(/^\[.+\]$/);
        expect(leftovers(el), 'at the choice').to.deep.equal([]);
        button(el, { type: 'choose', seat: 0, cards: 1 }).click();
        await el.updateComplete;
        expect(leftovers(el), 'choosing a card').to.deep.equal([]);
        moveButtons(el)[0]!.click();
        await el.updateComplete;
        expect(parts(el, 'target').length + (part(el, 'discard') ? 1 : 0)).to.be.greaterThan(0);
        expect(leftovers(el), 'deploying').to.deep.equal([]);
        await advance(el, () => el.match.phase === 'scored' || el.match.isOver);
        expect(part(el, 'report')).not.to.equal(null);
        expect(leftovers(el), 'the scored game').to.deep.equal([]);
        const rules = openRules(el);
        const items = [...rules.querySelectorAll('ol.rules > li')].map((li) => li.textContent ?? '');
        expect(items.length).to.equal(8);
        expect(items.filter((item) => untranslated(item))).to.deep.equal([]);
        rules.close();
      });

      it('after every turn that fought battles in a whole game: the report and the territories', async () => {
        const el = await inLang('x-pseudo');
        let seen = 0;
        for (let i = 0; i < 400 && !el.match.isOver; i++) {
          const seat = el.match.active[0]!;
          const legal = el.match.legalMoves(seat);
          el.play(legal[(i * 7) % legal.length]!);
          if (el.state.G.battles.length) {
            await el.updateComplete;
            seen++;
            expect(leftovers(el), `after move ${i + 1}`).to.deep.equal([]);
          }
        }
        expect(seen).to.be.greaterThan(0);
      });
    });
  });
});
