import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/rum-table/define.js';
import { RumTable } from '../../components/rum-table/rum-table.js';
import { moveKey } from '../../src/engine/move-key.js';
import { Translator } from '../../src/i18n/index.js';
import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import { clickCentre, moveButtons, pressMove, openRules, panelPart, part, parts, playerPanels, shadowText, waitForBotsToFinish, withEmbeddedFromDist, outsideBrackets, tableTexts } from '../../src/testing/browser.js';


/** A new game with one person (seat 0) and bots that wait, so the test drives every move. */
const solo = (seed = 'browser') => fixture<RumTable>(html`<rum-table seed=${seed} players="3" seats="human,bot:easy,bot:easy" autoplay="false"></rum-table>`);

/** Seat 0's first legal move of a type, or undefined. */
const first = (el: RumTable, type: string) => el.match.legalMoves(0).find((m) => m.type === type);

before(() => setViewport({ width: 1100, height: 900 }));

describe('<rum-table>', () => {
  describe('accessibility', () => {
    it('labels the Captains, the Clock, the Shipwreck, the Beach and the hand', async () => {
      const el = await solo();
      expect(part(el, 'table')!.getAttribute('aria-label')).to.equal('RUM table');
      expect(part(el, 'captains')!.getAttribute('aria-label')).to.equal('Captain Cards and the Castaway Clock');
      expect(part(el, 'clock')!.getAttribute('aria-label')).to.equal('Castaway Clock at 1: the Parrot makes you discard 2');
      expect(parts(el, 'captain')).to.have.length(7);
      expect(part(el, 'beach')!.getAttribute('aria-label')).to.equal('The Beach');
      expect(part(el, 'hand')!.getAttribute('aria-label')).to.equal('Your hand');
      const wreck = moveButtons(el).find((b) => b.dataset.moveKey === moveKey({ type: 'drawWreck', seat: 0 }))!;
      expect(wreck.getAttribute('aria-label')).to.match(/^Draw a card from the Shipwreck \(\d+ cards\)$/);
      expect(moveButtons(el).every((b) => b.tagName === 'BUTTON')).to.equal(true);
      for (const b of moveButtons(el)) expect(b.getAttribute('aria-label')).to.match(/^(Draw|Take|Play a set for the)/);
    });

    it('announces each move in the live region', async () => {
      const el = await solo();
      el.play({ type: 'drawWreck', seat: 0 });
      await el.updateComplete;
      const announcer = part(el, 'announcer')!;
      expect(announcer.getAttribute('aria-live')).to.equal('polite');
      expect(announcer.textContent).to.contain(el.match.log[0]!.text);
    });

    it('never puts another seat\'s hand, the Shipwreck or a face-down Beach card in the DOM', async () => {
      const el = await solo('hidden');
      el.play(first(el, 'drawBeach')!); // leaves a face-down card on the Beach
      await el.updateComplete;
      const G = el.state.G;
      const markup = shadowText(el);
      const secret = [...G.wreck, ...G.hands[1]!, ...G.hands[2]!, ...G.beach.flatMap((s) => (s && !s.up ? [s.id] : []))];
      expect(secret.length).to.be.greaterThan(10);
      for (const id of secret) expect(markup.includes(id), id).to.equal(false);
      for (const id of G.hands[0]!) expect(markup.includes(id), id).to.equal(true);
    });

    it('opens the rules from the table', async () => {
      const dialog = openRules(await solo());
      expect(dialog.open).to.equal(true);
      expect(dialog.textContent).to.contain('Rum Trio');
      expect(dialog.textContent).to.contain('Parrot');
      dialog.close();
    });

    it('passes an axe check', async () => {
      const el = await solo();
      await expect(el).to.be.accessible();
    });
  });

  describe('properties', () => {
    it('players sets the number of seats and the goal', async () => {
      const el = await fixture<RumTable>(html`<rum-table players="4" autoplay="false"></rum-table>`);
      expect(el.match.setup.players).to.equal(4);
      expect(parts(el, 'player').length).to.equal(4);
      expect(el.state.G.hands).to.have.length(4);
    });

    it('view="spectator" shows no hand and no move controls', async () => {
      const watcher = await fixture<RumTable>(html`<rum-table seats="human,human" view="spectator"></rum-table>`);
      expect(moveButtons(watcher).length).to.equal(0);
      expect(part(watcher, 'hand')).to.equal(null);
    });

    it('puts up a pass-the-device curtain in hotseat play: hands are secret', async () => {
      const el = await fixture<RumTable>(html`<rum-table seats="human,human" view="hotseat"></rum-table>`);
      expect(part(el, 'curtain')).not.to.equal(null);
    });

    it('scores each seat in its panel', async () => {
      const el = await solo();
      const panel = playerPanels(el)[0]!;
      expect(panel.summary).to.equal('0 pts · 0 captains · 1 card');
    });
  });

  describe('events', () => {
    it('fires tt-move and tt-phase as the player lays a set', async () => {
      const el = await solo('set');
      // Give seat 0 two green doubles so a set is possible.
      const seen: string[] = [];
      el.addEventListener('tt-move', (e: TabletopEvent<'tt-move'>) => seen.push(`move:${e.detail.move.type}`));
      el.addEventListener('tt-phase', (e: TabletopEvent<'tt-phase'>) => seen.push(`phase:${e.detail.phase}`));
      const start = first(el, 'startSet');
      if (!start) {
        el.play(first(el, 'drawWreck')!);
        await el.updateComplete;
        expect(seen[0]).to.equal('move:drawWreck');
        return;
      }
      el.play(start);
      await el.updateComplete;
      expect(seen.slice(0, 2)).to.deep.equal(['move:startSet', 'phase:play.set']);
      expect(moveButtons(el).map((b) => b.dataset.moveKey)).to.have.members(el.match.legalMoves(0).map(moveKey));
    });

    it('fires tt-invalid-move for a move out of turn, and changes nothing', async () => {
      const el = await solo();
      const before = el.save();
      let reason = '';
      el.addEventListener('tt-invalid-move', (e: TabletopEvent<'tt-invalid-move'>) => (reason = e.detail.reason));
      expect(el.play({ type: 'drawWreck', seat: 2 }).ok).to.equal(false);
      expect(reason).to.equal("It is seat 0's turn, not seat 2's.");
      expect(el.save()).to.equal(before);
    });
  });

  describe('keyboard', () => {
    it('draws from the Shipwreck with Tab and Enter', async () => {
      const el = await solo('keys');
      part(el, 'new-game-button')!.focus();
      const target = moveKey({ type: 'drawWreck', seat: 0 });
      for (let i = 0; i < 30 && (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.moveKey !== target; i++) await sendKeys({ press: 'Tab' });
      expect((el.shadowRoot!.activeElement as HTMLElement).dataset.moveKey).to.equal(target);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.match.log[0]!.move).to.deep.equal({ type: 'drawWreck', seat: 0 });
    });
  });

  describe('phones, fingers, keyboards and colour-blind eyes', () => {
    /** Plays the first legal move of whoever acts (drawing first) until seat 0 may start a set. */
    async function untilSeat0CanLaySet(el: RumTable): Promise<void> {
      for (let i = 0; i < 400; i++) {
        if (el.match.active.includes(0) && first(el, 'startSet')) return;
        const seat = el.match.active[0]!;
        const moves = el.match.legalMoves(seat);
        el.play(moves.find((m) => m.type === 'drawWreck') ?? moves[0]!);
      }
      throw new Error('seat 0 never could lay a set');
    }

    it('after a Captain is chosen by keyboard, the focus goes to a card to add — never to "Take the set back"', async () => {
      const el = await fixture<RumTable>(html`<rum-table seed="focus" players="2" seats="human,human" view="0" autoplay="false"></rum-table>`);
      await untilSeat0CanLaySet(el);
      await el.updateComplete;
      await pressMove(el, first(el, 'startSet')!);
      await el.updateComplete;
      const focused = el.shadowRoot!.activeElement as HTMLElement;
      expect(focused.dataset.moveKey).to.be.a('string');
      const move = el.match.legalMoves(0).find((m) => moveKey(m) === focused.dataset.moveKey)!;
      expect(move.type).to.be.oneOf(['addCard', 'addBeach', 'claim']);
      // Enter again adds that card (or plays the set): the set is not taken back.
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.match.log.at(-1)!.move.type).not.to.equal('cancel');
    });

    it('gives each group (Captains, Shipwreck and Beach, hand) one Tab stop', async () => {
      const el = await fixture<RumTable>(html`<rum-table seed="roving" players="2" seats="human,human" view="0" autoplay="false"></rum-table>`);
      const groups = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-roving]')];
      expect(groups.length).to.equal(3);
      const shore = groups.find((g) => g.classList.contains('shore'))!;
      expect(shore.querySelectorAll('[data-move-key]').length).to.equal(4); // the Shipwreck and three Beach cards
      for (const group of groups) {
        const controls = group.querySelectorAll('[data-move-key]');
        if (controls.length > 0) expect(group.querySelectorAll('[data-move-key][tabindex="0"]').length, group.className).to.equal(1);
      }
    });

    it('says in the status line what a move set off by itself: the tide', async () => {
      const el = await fixture<RumTable>(html`<rum-table seed="tide-line" players="3" names="Ana,Ben,Cy" seats="human,human,human" view="0" autoplay="false"></rum-table>`);
      for (let i = 0; i < 60; i++) {
        const seat = el.match.active[0]!;
        const moves = el.match.legalMoves(seat);
        const up = moves.find((m) => m.type === 'drawBeach' && el.state.G.beach[m.slot as number]?.up);
        el.play(up ?? moves.find((m) => m.type === 'drawBeach') ?? moves[0]!);
        await el.updateComplete;
        if (part(el, 'happened')!.textContent!.includes('tide')) break;
      }
      const line = part(el, 'happened')!.textContent!;
      expect(line).to.match(/^(Ana|Ben|Cy) (took|drew) /);
      expect(line).to.contain('the tide washed in new bottles');
    });

    it('draws every bottle symbol at least 12 px across on a 390 px phone, and the Clock\'s numbers at 12 px or more', async () => {
      await setViewport({ width: 390, height: 844 });
      try {
        const el = await solo('phone');
        const symbols = [...el.shadowRoot!.querySelectorAll<SVGGraphicsElement>('[data-palette]')];
        expect(symbols.length).to.be.greaterThan(7 + 3);
        for (const symbol of symbols) {
          const m = symbol.getScreenCTM()!;
          expect(Math.hypot(m.a, m.b) * 24, symbol.dataset.palette).to.be.at.least(12);
        }
        for (const text of part(el, 'clock')!.querySelectorAll<SVGTextElement>('text')) {
          const m = text.getScreenCTM()!;
          expect(Number(text.getAttribute('font-size')) * Math.hypot(m.a, m.b)).to.be.at.least(12);
        }
        expect(parseFloat(getComputedStyle(el.shadowRoot!.querySelector('.clock-caption')!).fontSize)).to.be.at.least(12);
      } finally {
        await setViewport({ width: 1100, height: 900 });
      }
    });

    it('shows the legend of the seven colours in the Rules', async () => {
      const dialog = openRules(await solo());
      expect([...dialog.querySelectorAll('[data-legend]')].map((li) => li.getAttribute('data-legend'))).to.deep.equal(['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'black']);
      dialog.close();
    });
  });

  describe('mouse', () => {
    it('takes a Beach card by a real click', async () => {
      const el = await solo('mouse');
      const button = parts(el, 'beach-card').find((b) => b.hasAttribute('data-move-key'))!;
      const key = button.dataset.moveKey;
      await clickCentre(button);
      await el.updateComplete;
      expect(moveKey(el.match.log[0]!.move)).to.equal(key);
      expect(el.state.G.hands[0]).to.have.length(2);
    });
  });

  describe('embedding', () => {
    it('works from the self-contained dist/rum.js in a plain page', async function () {
      await withEmbeddedFromDist<RumTable>('rum', { players: 3, seats: 'human,bot:easy,bot:hard' }, (el) => {
        expect(moveButtons(el).length).to.equal(el.match.legalMoves(0).length);
        expect(el.match.setup.players).to.equal(3);
      });
    });
  });

  describe('languages', () => {
    /** A table in `lang` with one person (seat 0) and bots that wait. */
    const inLang = (lang: string, seed = 'lang') =>
      fixture<RumTable>(html`<rum-table lang=${lang} seed=${seed} players="3" names="Ana,Ben,Cy" seats="human,bot:easy,bot:easy" autoplay="false"></rum-table>`);
    const wreckButton = (el: RumTable) => moveButtons(el).find((b) => b.dataset.moveKey === moveKey({ type: 'drawWreck', seat: 0 }))!;
    /** Plays the first legal move of whoever acts until seat 0 may start a set, then starts it. */
    async function layingASet(el: RumTable): Promise<void> {
      for (let i = 0; i < 400; i++) {
        const start = el.match.active.includes(0) ? el.match.legalMoves(0).find((m) => m.type === 'startSet') : undefined;
        if (start) {
          el.play(start);
          await el.updateComplete;
          return;
        }
        const seat = el.match.active[0]!;
        const moves = el.match.legalMoves(seat);
        el.play(moves.find((m) => m.type === 'drawWreck') ?? moves[0]!);
      }
      throw new Error('seat 0 never could lay a set');
    }

    const expected = {
      es: { captains: 'Cartas de Capitán y Reloj del Náufrago', clock: 'Reloj del Náufrago en 1: el Loro te obliga a descartar 2', beach: 'La Playa', hand: 'Tu mano', wreck: /^Robar una carta del Naufragio \(\d+ cartas\)$/, hint: 'Roba una carta', rules: 'Trío de Ron', summary: '0 ptos · 0 capitanes · 1 carta', set: 'Tu grupo para el Capitán' },
      fr: { captains: 'Cartes Capitaine et Horloge du Naufragé', clock: 'Horloge du Naufragé sur 1 : le Perroquet fait défausser 2', beach: 'La Plage', hand: 'Ta main', wreck: /^Piocher une carte dans l’Épave \(\d+ cartes\)$/, hint: 'Pioche une carte', rules: 'Trio de Rhum', summary: '0 pt · 0 capitaine · 1 carte', set: 'Ta série pour le Capitaine' },
      de: { captains: 'Kapitänskarten und die Schiffbrüchigen-Uhr', clock: 'Schiffbrüchigen-Uhr auf 1: Beim Papagei wirfst du 2 ab', beach: 'Der Strand', hand: 'Deine Hand', wreck: /^Eine Karte aus dem Wrack ziehen \(\d+ Karten\)$/, hint: 'Ziehe eine Karte', rules: 'Rum-Trio', summary: '0 Pkt. · 0 Kapitäne · 1 Karte', set: 'Dein Set für Kapitän' },
    } as const;

    for (const [lang, want] of Object.entries(expected)) {
      it(`lang="${lang}" shows the table's labels, hints, summaries, sets and rules in that language`, async () => {
        const el = await inLang(lang);
        expect(part(el, 'captains')!.getAttribute('aria-label')).to.equal(want.captains);
        expect(part(el, 'clock')!.getAttribute('aria-label')).to.equal(want.clock);
        expect(part(el, 'beach')!.getAttribute('aria-label')).to.equal(want.beach);
        expect(part(el, 'hand')!.getAttribute('aria-label')).to.equal(want.hand);
        expect(wreckButton(el).getAttribute('aria-label')).to.match(want.wreck);
        expect(part(el, 'status')!.textContent).to.contain(want.hint);
        expect(playerPanels(el)[0]!.summary).to.equal(want.summary);
        const dialog = openRules(el);
        expect(dialog.textContent).to.contain(want.rules);
        dialog.close();
        await layingASet(el);
        expect(part(el, 'set')!.getAttribute('aria-label')).to.contain(want.set);
      });
    }

    it('switching lang on a running table re-renders it in the new language and keeps the game', async () => {
      const el = await inLang('es', 'switch');
      el.play({ type: 'drawWreck', seat: 0 });
      await el.updateComplete;
      const match = el.match;
      const save = el.save();
      expect(part(el, 'beach')!.getAttribute('aria-label')).to.equal('La Playa');
      el.setAttribute('lang', 'de');
      await el.updateComplete;
      expect(part(el, 'beach')!.getAttribute('aria-label')).to.equal('Der Strand');
      expect(part(el, 'captains')!.getAttribute('aria-label')).to.equal(expected.de.captains);
      el.setAttribute('lang', 'fr');
      await el.updateComplete;
      expect(part(el, 'hand')!.getAttribute('aria-label')).to.equal('Ta main');
      expect(el.match).to.equal(match);
      expect(el.save()).to.equal(save);
      expect(el.match.log).to.have.length(1);
      el.removeAttribute('lang');
      await el.updateComplete;
      expect(part(el, 'beach')!.getAttribute('aria-label')).to.equal('The Beach');
    });

    /** Text left outside the pseudo-language's brackets, with numbers, symbols and player names taken out. */
    const unbracketed = (text: string): string => outsideBrackets(text, ['Ana', 'Ben', 'Cy']);
    /** Every text node and every label of the table, the set and the hand. */
    const gameTexts = (el: RumTable): string[] => tableTexts(el);

    it('lang="x-pseudo": none of the game\'s visible texts or labels stands outside the brackets', async () => {
      const el = await inLang('x-pseudo', 'pseudo');
      const seen: string[] = [];
      const look = (where: string) => {
        const texts = [...gameTexts(el), String(playerPanels(el)[0]!.summary)];
        expect(texts.length, where).to.be.greaterThan(10);
        for (const text of texts) expect(unbracketed(text), `${where}: "${text}"`).to.equal('');
        seen.push(...texts);
      };
      look('at the start');
      // The turn hint is this game's; the words around it in the status line are the shared UI's.
      expect(part(el, 'status')!.textContent).not.to.match(/Shipwreck|Beach|Captain/);
      const dialog = openRules(el);
      for (const li of dialog.querySelectorAll('li')) expect(unbracketed(li.textContent!), li.textContent!).to.equal('');
      dialog.close();
      await layingASet(el);
      look('laying a set');
      expect(part(el, 'set')).not.to.equal(null);
      expect(part(el, 'status')!.textContent).not.to.match(/bottles|Captain/);
      expect(seen.some((text) => text.includes('Ðŕàŵ') || text.includes('Àðð'))).to.equal(true);
    });
  });

  describe('a whole game', () => {
    it('runs to the end on its own with bots in every seat and shows the scores', async () => {
      const el = await fixture<RumTable>(html`<rum-table players="3" seed="all-bots" seats="bot:easy,bot:easy,bot:easy" bot-delay="0"></rum-table>`);
      const { panel, result, rows } = await waitForBotsToFinish(el, { timeout: 30000 });
      expect(rows.length).to.equal(3);
      // What the points are made of, in each player's panel: every Captain held, with its value.
      const G = el.state.G;
      playerPanels(el).forEach((panel, seat) => {
        const held = G.captains.flatMap((c, colour) => (c.owner === seat ? [`${['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'black'][colour]} `] : []));
        for (const colour of held) expect(String(panel.summary), String(panel.summary)).to.contain(colour);
        if (held.length > 0) expect(String(panel.summary)).to.match(/^\d+ pts?: /);
      });
      const names = playerPanels(el).map((p) => p.name);
      expect(panelPart(panel, 'reason')!.textContent).to.equal(new Translator('en', RumTable.translations, (s) => names[s]!).render(result.reason));
    });
  });
});
