import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/dig-table/define.js';
import { DigTable } from '../../components/dig-table/dig-table.js';
import { COLOURS, bowlValues, colourOf, greedyMove, type DigState } from '../../machines/dig/index.js';
import { PALETTE } from '../../src/ui/palette.js';
import { Random, seedToState } from '../../src/dsl/index.js';
import { moveKey } from '../../src/engine/move-key.js';
import { Translator } from '../../src/i18n/index.js';
import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import { clickCentre, moveButtons, openRules, panelPart, part, parts, playerPanels, shadowText, waitForBotsToFinish, withEmbeddedFromDist, outsideBrackets, tableTexts } from '../../src/testing/browser.js';


/** A new game with one person (seat 0) and bots that wait, so the test drives every move. */
const solo = (seed = 'browser') => fixture<DigTable>(html`<dig-table seed=${seed} seats="human,bot:easy,bot:easy" autoplay="false"></dig-table>`);

/** Plays the medium bot's planned moves for every seat until `done` holds or `limit` moves. */
function planUntil(el: DigTable, done: () => boolean, limit = 2000): void {
  const random = new Random({ rng: seedToState('plan') });
  for (let i = 0; i < limit && !done() && !el.match.isOver; i++) {
    const seat = el.match.active[0]!;
    el.play(greedyMove(el.state as never, seat, random) ?? el.match.legalMoves(seat).find((m) => m.type === 'end')!);
  }
}

/** Plays first legal moves (digs when possible) until `done` holds or `limit` moves. */
function playUntil(el: DigTable, done: (G: DigState) => boolean, limit = 400): void {
  for (let i = 0; i < limit && !done(el.state.G as DigState) && !el.match.isOver; i++) {
    const legal = el.match.legalMoves();
    const pick = legal.find((m) => m.type === 'dig') ?? legal.find((m) => m.type === 'keep') ?? legal.find((m) => m.type === 'drop') ?? legal[i % legal.length]!;
    el.play(pick);
  }
}

before(() => setViewport({ width: 1100, height: 900 }));

describe('<dig-table>', () => {
  describe('accessibility', () => {
    it('labels the yard, every card and every place a dog may run to', async () => {
      const el = await solo();
      expect(part(el, 'table')!.getAttribute('aria-label')).to.equal('DIG table');
      expect(part(el, 'yard')!.getAttribute('aria-label')).to.equal('The yard: 25 cards from the doghouse');
      expect(parts(el, 'spot')).to.have.length(26);
      const targets = parts(el, 'target');
      expect(targets).to.have.length(4);
      expect(targets.every((b) => b.tagName === 'BUTTON')).to.equal(true);
      expect(targets[0]!.getAttribute('aria-label')).to.match(/^Move your dog to card 1: /);
      expect(parts(el, 'spot')[0]!.getAttribute('aria-label')).to.match(/^The doghouse; .+ dog/);
      const names = [...part(el, 'yard')!.querySelectorAll('[data-card], [role="img"].card')].map((c) => c.getAttribute('aria-label'));
      expect(names.filter((n) => /bowl, worth|bowl$/.test(n ?? '') || /bowl/.test(n ?? '')).length).to.equal(5);
      expect(names.filter((n) => /^bone with a \w+\/\w+ scent$/.test(n ?? '')).length).to.equal(20);
    });

    it('announces each move in the live region', async () => {
      const el = await solo();
      parts(el, 'target')[1]!.click();
      await el.updateComplete;
      expect(part(el, 'announcer')!.getAttribute('aria-live')).to.equal('polite');
      expect(part(el, 'announcer')!.textContent).to.match(/Player 1 moved to card 2/);
    });

    it('never puts a face-down bone or another player\'s held bone in the DOM', async () => {
      const el = await solo('secret');
      playUntil(el, (G) => G.hands[1]!.length > 0 && G.hands[0]!.length > 0 && el.match.active[0] === 0);
      await el.updateComplete;
      const G = el.state.G as DigState;
      const markup = shadowText(el);
      const buried = G.yard.filter((c): c is string => c !== null && c.startsWith('bone-') && !G.known[0]!.includes(c));
      const others = [...G.hands[1]!, ...G.hands[2]!];
      expect(buried.length).to.be.greaterThan(0);
      expect(others.length).to.be.greaterThan(0);
      for (const id of [...buried, ...others]) expect(markup.includes(id), id).to.equal(false);
      for (const id of G.hands[0]!) expect(markup.includes(id), id).to.equal(true);
    });

    it('opens the rules from the table', async () => {
      const dialog = openRules(await solo());
      expect(dialog.open).to.equal(true);
      expect(dialog.textContent).to.contain('3 actions');
      expect(dialog.textContent).to.contain('worth 5');
      // The legend: each colour with the palette's symbol, the same in every colour game.
      const legend = [...dialog.querySelectorAll('[data-legend]')];
      expect(legend.map((li) => li.getAttribute('data-legend'))).to.deep.equal(['red', 'yellow', 'green', 'blue', 'purple']);
      for (const li of legend) expect(li.querySelector(`[data-palette="${li.getAttribute('data-legend')}"]`)).not.to.equal(null);
      dialog.close();
    });

    it('labels the Keep and Drop buttons starting with the words they show', async () => {
      const el = await solo('labels');
      const random = new Random({ rng: seedToState('labels') });
      const words = (b: HTMLElement) => b.textContent!.replace(/[^\p{L}\p{N} ]/gu, '').replace(/\s+/g, ' ').trim();
      let keep = false;
      let drop = false;
      for (let i = 0; i < 2000 && !(keep && drop) && !el.match.isOver; i++) {
        const seat = el.match.active[0]!;
        const legal = seat === 0 ? el.match.legalMoves(0) : [];
        if (legal.some((m) => m.type === 'keep' || m.type === 'drop')) {
          await el.updateComplete;
          for (const b of [...parts(el, 'keep'), ...parts(el, 'drop')]) {
            expect(b.getAttribute('aria-label')!.startsWith(words(b)), `${b.getAttribute('aria-label')} starts with ${words(b)}`).to.equal(true);
            if (b.matches('[part~="keep"]')) keep = true;
            else drop = true;
          }
        }
        el.play(greedyMove(el.state as never, seat, random) ?? el.match.legalMoves(seat).find((m) => m.type === 'end')!);
      }
      expect(keep && drop, 'both buttons were seen').to.equal(true);
    });

    it('passes an axe check', async () => {
      const el = await solo();
      await expect(el).to.be.accessible();
    });
  });

  describe('properties', () => {
    it('plays 2 to 4 players, one dog each at the doghouse', async () => {
      const el = await fixture<DigTable>(html`<dig-table players="4" seats="human,human,human,human" view="0"></dig-table>`);
      expect(el.match.setup.players).to.equal(4);
      expect(parts(el, 'spot')[0]!.querySelectorAll('.dog').length).to.equal(4);
    });

    it('hides the table behind the pass-the-device curtain between two people', async () => {
      const el = await fixture<DigTable>(html`<dig-table seats="human,human"></dig-table>`);
      expect(part(el, 'curtain')).to.not.equal(null);
    });

    it('view="spectator" shows no move controls', async () => {
      const watcher = await fixture<DigTable>(html`<dig-table seats="human,human" view="spectator"></dig-table>`);
      expect(moveButtons(watcher).length).to.equal(0);
    });

    it('shows points, dropped bones and bones in paw in each panel', async () => {
      const el = await solo();
      const panel = playerPanels(el)[0]!;
      expect(panel.summary).to.equal('0 pts · 0 bones dropped · 0 in paw');
    });
  });

  describe('events', () => {
    it('fires tt-move and tt-phase through a dig and the choice to put a bone back', async () => {
      const el = await solo('events');
      const seen: string[] = [];
      el.addEventListener('tt-move', (e: TabletopEvent<'tt-move'>) => seen.push(`move:${e.detail.move.type}`));
      el.addEventListener('tt-phase', (e: TabletopEvent<'tt-phase'>) => seen.push(`phase:${e.detail.phase}`));
      const onBone = el.match.legalMoves().find((m) => m.type === 'move' && !(el.state.G as DigState).yard[(m.to as number) - 1]!.startsWith('bowl'))!;
      el.play(onBone);
      await el.updateComplete;
      part(el, 'dig')!.click();
      await el.updateComplete;
      expect(el.match.phase).to.equal('play.replace');
      expect(moveButtons(el).map((b) => b.dataset.moveKey)).to.have.members(el.match.legalMoves(0).map(moveKey));
      part(el, 'keep')!.click();
      await el.updateComplete;
      expect(seen).to.deep.equal(['move:move', 'move:dig', 'phase:play.replace', 'move:keep', 'phase:play.act']);
    });

    it('fires tt-invalid-move for a move out of turn, and changes nothing', async () => {
      const el = await solo();
      const before = el.save();
      let reason = '';
      el.addEventListener('tt-invalid-move', (e: TabletopEvent<'tt-invalid-move'>) => (reason = e.detail.reason));
      expect(el.play({ type: 'dig', seat: 1 }).ok).to.equal(false);
      expect(reason).to.equal("It is seat 0's turn, not seat 1's.");
      expect(el.save()).to.equal(before);
    });
  });

  describe('keyboard', () => {
    it('moves the dog with Tab and Enter', async () => {
      const el = await solo('keys');
      part(el, 'new-game-button')!.focus();
      for (let i = 0; i < 30 && !el.shadowRoot!.activeElement?.hasAttribute('data-move-key'); i++) await sendKeys({ press: 'Tab' });
      const first = el.shadowRoot!.activeElement as HTMLElement;
      expect(first.matches('[part~="target"]')).to.equal(true);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.match.log[0]!.move).to.deep.equal({ type: 'move', seat: 0, to: 1 });
    });
  });

  describe('mouse', () => {
    it('runs, digs, keeps and ends the turn by real clicks; the bone shows in the paw', async () => {
      const el = await solo('mouse');
      const G = el.state.G as DigState;
      const pos = G.yard.findIndex((c) => c!.startsWith('bone-')) + 1;
      expect(pos).to.be.within(1, 4);
      const target = parts(el, 'target').find((b) => b.dataset.moveKey === moveKey({ type: 'move', seat: 0, to: pos }))!;
      await clickCentre(target);
      await el.updateComplete;
      await clickCentre(part(el, 'dig')!);
      await el.updateComplete;
      await clickCentre(part(el, 'keep')!);
      await el.updateComplete;
      const held = (el.state.G as DigState).hands[0]![0]!;
      expect(part(el, 'hand')!.querySelector(`[data-card="${held}"]`)).to.not.equal(null);
      await clickCentre(part(el, 'end')!);
      await el.updateComplete;
      expect(el.match.active).to.deep.equal([1]);
      expect((el.state.G as DigState).yard).to.have.length(24);
    });
  });

  describe('embedding', () => {
    it('works from the self-contained dist/dig.js in a plain page', async function () {
      await withEmbeddedFromDist<DigTable>('dig', { seats: 'human,bot:easy', seed: 'embed' }, (el) => {
        expect(parts(el, 'target').length).to.equal(4);
        expect(el.match.setup.players).to.equal(2);
      });
    });
  });

  describe('languages', () => {
    /** A table in `lang` with one person (seat 0) and bots that wait. */
    const inLang = (lang: string, seed = 'lang') =>
      fixture<DigTable>(html`<dig-table lang=${lang} seed=${seed} names="Ana,Ben,Cy" seats="human,bot:easy,bot:easy" autoplay="false"></dig-table>`);
    /** Seat 0 runs to the nearest buried bone and digs it up: the choice to put a bone back is open. */
    async function digging(el: DigTable): Promise<void> {
      const G = el.state.G as DigState;
      const pos = G.yard.findIndex((c) => c !== null && c.startsWith('bone-')) + 1;
      el.play({ type: 'move', seat: 0, to: pos });
      el.play({ type: 'dig', seat: 0 });
      await el.updateComplete;
    }

    const expected = {
      es: {
        yard: 'El patio: 25 cartas desde la caseta', house: 'La caseta; perro de Ana, perro de Ben y perro de Cy', target: /^Llevar a tu perro a la carta 1: (comedero \p{L}+, vale [1-5]|hueso con olor a \p{L}+\/\p{L}+)$/u,
        hidden: /^hueso con olor a \p{L}+\/\p{L}+$/u, dog: 'Tu perro', hand: 'Tu pata: 0 huesos', hint: 'Te quedan 3 acciones: mueve a tu perro', summary: '0 ptos · 0 huesos dejados · 0 en la pata',
        pile: 'Ana: 0 puntos, 0 huesos dejados, 0 huesos en la pata', rules: 'el comedero más cercano a la caseta vale 5 por hueso', log: /^Ana desenterró un hueso con olor a \p{L}+\/\p{L}+ en la carta \d\.$/u, dug: 'Quédate con el hueso', keep: 'Quedármelo',
      },
      fr: {
        yard: 'Le jardin : 25 cartes depuis la niche', house: 'La niche ; chien (Ana), chien (Ben) et chien (Cy)', target: /^Faire courir ton chien jusqu’à la carte 1 : (gamelle \p{L}+, vaut [1-5]|os au parfum \p{L}+\/\p{L}+)$/u,
        hidden: /^os au parfum \p{L}+\/\p{L}+$/u, dog: 'Ton chien', hand: 'Ta patte : 0 os', hint: 'Il te reste 3 actions : fais courir ton chien', summary: '0 pt · 0 os déposé · 0 dans la patte',
        pile: 'Ana : 0 point, 0 os déposé, 0 os dans la patte', rules: 'la gamelle la plus proche de la niche vaut 5 par os', log: /^Ana a déterré un os au parfum \p{L}+\/\p{L}+ à la carte \d\.$/u, dug: 'Garde l’os', keep: 'Le garder',
      },
      de: {
        yard: 'Der Garten: 25 Karten ab der Hundehütte', house: 'Die Hundehütte; Hund von Ana, Hund von Ben und Hund von Cy', target: /^Deinen Hund zu Karte 1 laufen lassen: (\p{L}+ Napf, Wert [1-5]|Knochen mit \p{L}+\/\p{L}+-Duft)$/u,
        hidden: /^Knochen mit \p{L}+\/\p{L}+-Duft$/u, dog: 'Dein Hund', hand: 'Deine Pfote: 0 Knochen', hint: 'Noch 3 Aktionen: Lass deinen Hund laufen', summary: '0 Pkt. · 0 Knochen abgelegt · 0 in der Pfote',
        pile: 'Ana: 0 Punkte, 0 Knochen abgelegt, 0 Knochen in der Pfote', rules: 'der Napf am nächsten an der Hundehütte ist 5 pro Knochen wert', log: /^Ana hat an Karte \d einen Knochen mit \p{L}+\/\p{L}+-Duft ausgegraben\.$/u, dug: 'Behalte den Knochen', keep: 'Behalten',
      },
    } as const;

    for (const [lang, want] of Object.entries(expected)) {
      it(`lang="${lang}" shows the yard, the dogs, the paw, hints, summaries, the log and the rules in that language`, async () => {
        const el = await inLang(lang);
        expect(part(el, 'yard')!.getAttribute('aria-label')).to.equal(want.yard);
        expect(parts(el, 'spot')[0]!.getAttribute('aria-label')).to.equal(want.house);
        expect(parts(el, 'target')[0]!.getAttribute('aria-label')).to.match(want.target);
        const names = [...part(el, 'yard')!.querySelectorAll('[data-card]')].map((c) => c.getAttribute('aria-label') ?? '');
        expect(names.filter((n) => want.hidden.test(n)).length).to.equal(20);
        expect(part(el, 'actions')!.getAttribute('aria-label')).to.equal(want.dog);
        expect(part(el, 'hand')!.getAttribute('aria-label')).to.equal(want.hand);
        expect(part(el, 'status')!.textContent).to.contain(want.hint);
        expect(playerPanels(el)[0]!.summary).to.equal(want.summary);
        expect(part(el, 'piles')!.querySelector('.pile')!.getAttribute('aria-label')).to.equal(want.pile);
        const dialog = openRules(el);
        expect(dialog.textContent).to.contain(want.rules);
        dialog.close();
        await digging(el);
        expect(part(el, 'announcer')!.textContent).to.match(want.log);
        expect(part(el, 'status')!.textContent).to.contain(want.dug);
        expect(part(el, 'keep')!.textContent).to.contain(want.keep);
      });
    }

    it('names the colours of bones and bowls in agreement with each language', async () => {
      const el = await inLang('fr', 'colours');
      const bowls = [...part(el, 'yard')!.querySelectorAll('[data-card^="bowl-"]')].map((c) => c.getAttribute('aria-label'));
      expect(bowls).to.have.members(['gamelle rouge', 'gamelle jaune', 'gamelle verte', 'gamelle bleue', 'gamelle violette']);
      el.setAttribute('lang', 'de');
      await el.updateComplete;
      const german = [...part(el, 'yard')!.querySelectorAll('[data-card^="bowl-"]')].map((c) => c.getAttribute('aria-label'));
      expect(german).to.have.members(['roter Napf', 'gelber Napf', 'grüner Napf', 'blauer Napf', 'lila Napf']);
    });

    it('switching lang on a running table re-renders it in the new language and keeps the game', async () => {
      const el = await inLang('es', 'switch');
      await digging(el);
      const match = el.match;
      const save = el.save();
      expect(part(el, 'keep')!.textContent).to.contain('Quedármelo');
      el.setAttribute('lang', 'de');
      await el.updateComplete;
      expect(part(el, 'keep')!.textContent).to.contain('Behalten');
      expect(part(el, 'yard')!.getAttribute('aria-label')).to.equal('Der Garten: 25 Karten ab der Hundehütte');
      el.setAttribute('lang', 'fr');
      await el.updateComplete;
      expect(part(el, 'actions')!.getAttribute('aria-label')).to.equal('Ton chien');
      expect(el.match).to.equal(match);
      expect(el.save()).to.equal(save);
      expect(el.match.log).to.have.length(2);
      expect(el.match.phase).to.equal('play.replace');
      el.removeAttribute('lang');
      await el.updateComplete;
      expect(part(el, 'actions')!.getAttribute('aria-label')).to.equal('Your dog');
    });

    /** Text left outside the pseudo-language's brackets, with numbers, symbols and player names taken out. */
    const unbracketed = (text: string): string => outsideBrackets(text, ['Ana', 'Ben', 'Cy']);
    /** Every text node and every label of the table. */
    const gameTexts = (el: DigTable): string[] => tableTexts(el);

    it('lang="x-pseudo": none of the game\'s visible texts or labels stands outside the brackets, from the first move to the end', async () => {
      const el = await inLang('x-pseudo', 'pseudo');
      const seen: string[] = [];
      const look = async (where: string) => {
        await el.updateComplete;
        const texts = [...gameTexts(el), ...playerPanels(el).map((p) => String(p.summary))];
        expect(texts.length, where).to.be.greaterThan(10);
        for (const text of texts) expect(unbracketed(text), `${where}: "${text}"`).to.equal('');
        // The turn hint is this game's; the words around it in the status line are the shared UI's.
        expect(part(el, 'status')!.textContent, where).not.to.match(/\b(dog|bone|bones|paw|actions?)\b/);
        seen.push(...texts);
      };
      await look('at the start');
      const dialog = openRules(el);
      for (const li of dialog.querySelectorAll('li')) expect(unbracketed(li.textContent!), li.textContent!).to.equal('');
      dialog.close();
      await digging(el);
      await look('after a dig');
      // Seat 0 carries bones to a bowl of their colour: the drop buttons show.
      planUntil(el, () => el.match.active[0] === 0 && el.match.legalMoves(0).some((m) => m.type === 'drop'));
      expect(el.match.legalMoves(0).some((m) => m.type === 'drop')).to.equal(true);
      await look('with bones to drop');
      expect(parts(el, 'drop').length).to.be.greaterThan(0);
      planUntil(el, () => false);
      expect(el.match.isOver).to.equal(true);
      await look('at the end');
      expect(seen.some((text) => text.includes('Ţĥé ýàŕð'))).to.equal(true);
    });
  });

  describe('a whole game', () => {
    it('runs to the end on its own with bots in every seat and shows the scores', async () => {
      const el = await fixture<DigTable>(html`<dig-table seed="all-bots" seats="bot:medium,bot:medium" bot-delay="0"></dig-table>`);
      const { panel, result } = await waitForBotsToFinish(el, { timeout: 15000 });
      const names = playerPanels(el).map((p) => p.name);
      expect(panelPart(panel, 'reason')!.textContent).to.equal(new Translator('en', DigTable.translations, (s) => names[s]!).render(result.reason));
      expect((el.state.G as DigState).yard).to.have.length(5);
      // What each total is made of: the points at each bowl, the 5-point bowl first, headed by its symbol.
      const G = el.state.G as DigState;
      const values = bowlValues(G);
      const bowls = [...COLOURS].sort((a, b) => values[b] - values[a]);
      const heads = [...panelPart(panel, 'scores')!.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
      expect(heads.slice(1, 6)).to.deep.equal(bowls.map((c) => `${PALETTE[c].glyph} ×${values[c]}`));
      const order = result.scores.map((score, seat) => ({ score, seat })).sort((a, b) => b.score - a.score || a.seat - b.seat);
      [...panelPart(panel, 'scores')!.querySelectorAll('tbody tr')].forEach((tr, k) => {
        const cells = [...tr.querySelectorAll('td.score')].map((td) => Number(td.textContent));
        const seat = order[k]!.seat;
        expect(cells).to.deep.equal([...bowls.map((c) => G.dropped[seat]!.filter((id) => colourOf(id) === c).length * values[c]), order[k]!.score]);
      });
    });
  });
});
