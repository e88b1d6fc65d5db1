import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/hisss-table/define.js';
import type { HisssTable } from '../../components/hisss-table/hisss-table.js';
import { card, leftColour, rightColour, type Placed } from '../../machines/hisss/index.js';
import { moveKey } from '../../src/engine/move-key.js';
import { Translator } from '../../src/i18n/index.js';
import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import {
  checkPseudoLanguage, clickCentre, moveButtons, openRules, panelPart, part, parts, playerPanels, shadowText, waitForBotsToFinish, withEmbeddedFromDist,
} from '../../src/testing/browser.js';


/** A new game with one person (seat 0) and bots that wait, so the test drives every move. */
const solo = (seed = 'browser') =>
  fixture<HisssTable>(html`<hisss-table seed=${seed} seats="human,bot:easy,bot:easy" autoplay="false"></hisss-table>`);

before(() => setViewport({ width: 1100, height: 900 }));

describe('<hisss-table>', () => {
  describe('accessibility', () => {
    it('labels the table regions, the fan and every card to draw', async () => {
      const el = await solo();
      expect(part(el, 'table')!.getAttribute('aria-label')).to.equal('HISSS table');
      expect(part(el, 'player-panels')!.getAttribute('aria-label')).to.equal('Players');
      expect(part(el, 'fan')!.getAttribute('role')).to.equal('group');
      expect(part(el, 'fan')!.getAttribute('aria-label')).to.equal('The fan: 49 face-down cards');
      expect(part(el, 'snakes')!.getAttribute('aria-label')).to.equal('Snakes in the middle');
      const draws = moveButtons(el);
      expect(draws.length).to.equal(49);
      expect(draws.every((b) => b.tagName === 'BUTTON')).to.equal(true);
      expect(draws[0]!.getAttribute('aria-label')).to.equal('Draw card 1 of 49');
      expect(draws[48]!.getAttribute('aria-label')).to.equal('Draw card 49 of 49');
      const starter = part(el, 'snake')!;
      expect(starter.getAttribute('aria-label')).to.match(/^Snake 1: 1 card, /);
      expect(starter.querySelector('[role="img"]')!.getAttribute('aria-label')).to.match(/(mid-section|head|tail)$/);
    });

    it('announces each move in the live region', async () => {
      const el = await solo();
      moveButtons(el)[3]!.click();
      await el.updateComplete;
      const drawn = el.state.G.drawn!;
      const announcer = part(el, 'announcer')!;
      expect(announcer.getAttribute('aria-live')).to.equal('polite');
      expect(announcer.textContent).to.match(/^Player 1 drew an? .+\.$/);
      expect(announcer.textContent).to.contain(el.match.log[0]!.text);
      expect(part(el, 'drawn')!.querySelector('[role="img"]')!.getAttribute('data-card')).to.equal(drawn);
    });

    it('never puts a face-down card of the fan in the DOM', async () => {
      const el = await solo();
      moveButtons(el)[0]!.click();
      await el.updateComplete;
      const markup = shadowText(el);
      for (const id of el.state.G.fan) expect(markup.includes(`"${id}"`), id).to.equal(false);
    });

    it('opens the rules from the table', async () => {
      const dialog = openRules(await solo());
      expect(dialog.open).to.equal(true);
      expect(dialog.textContent).to.contain('How to play HISSS');
      expect(dialog.textContent).to.contain('Hisss!');
      const legend = [...dialog.querySelectorAll('[data-legend]')];
      expect(legend.map((li) => li.getAttribute('data-legend'))).to.deep.equal(['red', 'orange', 'yellow', 'green', 'blue', 'purple']);
      for (const li of legend) expect(li.querySelector(`[data-palette="${li.getAttribute('data-legend')}"]`)).not.to.equal(null);
      // The wild card is no palette colour: its own symbol, named in a line of its own.
      expect(dialog.querySelector('.wild-legend [data-wild="symbol"]')).not.to.equal(null);
      expect(dialog.querySelector('.wild-legend')!.textContent).to.contain('rainbow: the wild head and tail');
      dialog.close();
    });

    it('passes an axe check', async () => {
      const el = await solo();
      await expect(el).to.be.accessible();
    });
  });

  describe('properties', () => {
    it('players sets the number of seats, panels and pits', async () => {
      const el = await fixture<HisssTable>(html`<hisss-table players="5" autoplay="false"></hisss-table>`);
      expect(el.match.setup.players).to.equal(5);
      expect(parts(el, 'player').length).to.equal(5);
      expect(parts(el, 'pit').length).to.equal(5);
    });

    it('seats names the bots and their levels', async () => {
      const el = await fixture<HisssTable>(html`<hisss-table players="3" seats="human,bot:easy,bot:hard" autoplay="false"></hisss-table>`);
      expect(playerPanels(el).map((p) => p.name)).to.deep.equal(['Player 1', 'Bot 2 (easy)', 'Bot 3 (hard)']);
      expect([...el.match.botSeats]).to.deep.equal([1, 2]);
    });

    it('view="spectator" shows no move controls; a person\'s seat does', async () => {
      const watcher = await fixture<HisssTable>(html`<hisss-table seats="human,human" view="spectator"></hisss-table>`);
      expect(moveButtons(watcher).length).to.equal(0);
      expect(parts(watcher, 'fan-card').length).to.equal(49);
      const seat1 = await fixture<HisssTable>(html`<hisss-table seats="human,human" view="1"></hisss-table>`);
      expect(moveButtons(seat1).length).to.equal(0);
      seat1.play({ type: 'draw', seat: 0, index: 0 });
      seat1.play(seat1.match.legalMoves(0)[0]!);
      await seat1.updateComplete;
      expect(moveButtons(seat1).length).to.equal(48);
    });

    it('shows no pass-the-device curtain: HISSS has no private information', async () => {
      const el = await fixture<HisssTable>(html`<hisss-table seats="human,human,human"></hisss-table>`);
      expect(part(el, 'curtain')).to.equal(null);
      expect(moveButtons(el).length).to.equal(49);
    });

    it('scores each seat in its panel', async () => {
      const el = await solo();
      const panel = playerPanels(el)[0]!;
      expect(panel.summary).to.equal('0 cards · 0 snakes');
    });
  });

  describe('events', () => {
    it('fires tt-move and tt-phase as the player draws and places', async () => {
      const el = await solo();
      const seen: string[] = [];
      el.addEventListener('tt-move', (e: TabletopEvent<'tt-move'>) => seen.push(`move:${e.detail.move.type}`));
      el.addEventListener('tt-phase', (e: TabletopEvent<'tt-phase'>) => seen.push(`phase:${e.detail.phase}`));
      moveButtons(el)[10]!.click();
      await el.updateComplete;
      const place = moveButtons(el)[0]!;
      const expected = el.match.legalMoves(0).map(moveKey);
      expect(moveButtons(el).map((b) => b.dataset.moveKey)).to.have.members(expected);
      place.click();
      await el.updateComplete;
      expect(seen.slice(0, 4)).to.deep.equal(['move:draw', 'phase:play.place', `move:${el.match.log[1]!.move.type}`, 'phase:play.draw']);
    });

    it('fires tt-invalid-move for a move out of turn, and changes nothing', async () => {
      const el = await solo();
      const before = el.save();
      let reason = '';
      el.addEventListener('tt-invalid-move', (e: TabletopEvent<'tt-invalid-move'>) => (reason = e.detail.reason));
      expect(el.play({ type: 'draw', seat: 2, index: 0 }).ok).to.equal(false);
      expect(reason).to.equal("It is seat 0's turn, not seat 2's.");
      expect(el.save()).to.equal(before);
    });
  });

  describe('keyboard', () => {
    it('plays a whole turn with Tab and Enter', async () => {
      const el = await solo('keys');
      part(el, 'new-game-button')!.focus();
      for (let i = 0; i < 12 && !el.shadowRoot!.activeElement?.hasAttribute('data-move-key'); i++) await sendKeys({ press: 'Tab' });
      const first = el.shadowRoot!.activeElement as HTMLElement;
      expect(first.getAttribute('aria-label')).to.equal('Draw card 1 of 49');
      await sendKeys({ press: 'ArrowRight' });
      expect(el.shadowRoot!.activeElement!.getAttribute('aria-label')).to.equal('Draw card 2 of 49');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.match.log[0]!.move).to.deep.equal({ type: 'draw', seat: 0, index: 1 });
      // Focus moved on to the place the drawn card most likely goes (here, with no snake to win, the first).
      const target = el.shadowRoot!.activeElement as HTMLElement;
      expect(target.dataset.moveKey).to.equal(moveKey(el.match.legalMoves(0)[0]!));
      expect(target.hasAttribute('data-turn-focus')).to.equal(true);
      await sendKeys({ press: ' ' });
      await el.updateComplete;
      expect(el.match.log.length).to.equal(2);
      expect(el.match.phase).to.equal('play.draw');
      expect(el.match.active).to.deep.equal([1]);
    });
    it('gives the fan one Tab stop: Tab passes the 49 cards in one step, the arrows move within the fan', async () => {
      const el = await solo('keys');
      const root = el.shadowRoot!;
      const fan = part(el, 'fan')!;
      expect(fan.hasAttribute('data-roving')).to.equal(true);
      expect(fan.querySelectorAll('[data-move-key][tabindex="0"]').length).to.equal(1);
      part(el, 'new-game-button')!.focus();
      for (let i = 0; i < 12 && !root.activeElement?.closest('[part~="fan"]'); i++) await sendKeys({ press: 'Tab' });
      expect(root.activeElement!.closest('[part~="fan"]'), 'Tab reaches the fan').to.equal(fan);
      const entered = root.activeElement as HTMLElement;
      await sendKeys({ press: 'ArrowRight' });
      expect(root.activeElement!.closest('[part~="fan"]'), 'an arrow stays in the fan').to.equal(fan);
      expect(root.activeElement).not.to.equal(entered);
      await sendKeys({ press: 'End' });
      expect(root.activeElement!.getAttribute('aria-label')).to.equal('Draw card 49 of 49');
      await sendKeys({ press: 'Home' });
      expect(root.activeElement!.getAttribute('aria-label')).to.equal('Draw card 1 of 49');
      // One more Tab leaves the fan at once, instead of walking its 48 other cards.
      await sendKeys({ press: 'Tab' });
      expect(root.activeElement?.closest('[part~="fan"]') ?? null, 'the next Tab leaves the fan').to.equal(null);
      // And Shift+Tab comes back to the card last used.
      await sendKeys({ press: 'Shift+Tab' });
      expect(root.activeElement!.getAttribute('aria-label')).to.equal('Draw card 1 of 49');
    });

    it('after a draw on a phone, brings the place the card most likely goes into view and focuses it', async () => {
      await setViewport({ width: 390, height: 844 });
      try {
        const el = await solo('keys');
        const root = el.shadowRoot!;
        const middle = part(el, 'fan')!.querySelector<HTMLElement>('[data-turn-focus]')!;
        expect(middle.getAttribute('aria-label'), 'a turn to draw starts at the middle of the fan').to.equal('Draw card 25 of 49');
        middle.focus();
        await sendKeys({ press: 'Enter' });
        await el.updateComplete;
        const focused = root.activeElement as HTMLElement;
        expect(focused.hasAttribute('data-turn-focus')).to.equal(true);
        expect(focused.matches('[part~="target"], [part~="join"], [part~="start"]')).to.equal(true);
        await waitUntil(() => {
          const r = focused.getBoundingClientRect();
          return r.top >= -1 && r.bottom <= innerHeight + 1;
        }, 'the focused place is scrolled into view', { timeout: 3000 });
      } finally {
        await setViewport({ width: 1100, height: 900 });
        window.scrollTo(0, 0);
      }
    });
  });

  describe('a phone', () => {
    it('at 390 px wraps a long snake in rows of segments, head end first, its places at the ends inside the table', async () => {
      await setViewport({ width: 390, height: 844 });
      try {
        const el = await solo('browser');
        // The first offered move each time, until a snake is long enough to need two rows.
        while (!el.match.isOver && !el.state.G.snakes.some((s) => s.length >= 6)) el.play(el.match.legalMoves()[0]!);
        if (el.state.G.drawn === null) el.play(el.match.legalMoves()[0]!);
        await el.updateComplete;
        const i = el.state.G.snakes.findIndex((s) => s.length >= 6);
        expect(i).to.be.greaterThan(-1);
        const snake = parts(el, 'snake')[i]!;
        const cards = [...snake.querySelectorAll<HTMLElement>('[role="img"][data-card]')];
        expect(cards.map((c) => c.dataset.card)).to.deep.equal(el.state.G.snakes[i]!.map((p) => p.id));
        const host = el.getBoundingClientRect();
        const boxes = cards.map((c) => c.getBoundingClientRect());
        for (const b of boxes) expect(b.left >= host.left && b.right <= host.right, 'a card inside the table').to.equal(true);
        const rows = [...new Set(boxes.map((b) => Math.round(b.top)))];
        expect(rows.length, 'rows of segments').to.be.greaterThan(1);
        // Each row reads left to right, like a line of text; a row is more than one card wide.
        for (let k = 1; k < boxes.length; k++) {
          if (Math.round(boxes[k]!.top) === Math.round(boxes[k - 1]!.top)) expect(boxes[k]!.left).to.be.greaterThan(boxes[k - 1]!.left);
          else expect(boxes[k]!.top).to.be.greaterThan(boxes[k - 1]!.top);
        }
        expect(boxes.filter((b) => Math.round(b.top) === rows[0]).length).to.be.at.least(3);
        // The places to lay the drawn card are the snake's first and last segments.
        const segments = [...snake.querySelector('.segments')!.children];
        for (const target of snake.querySelectorAll<HTMLElement>('[part~="target"]')) {
          const at = segments.indexOf(target);
          expect(target.classList.contains('head-end') ? at < segments.indexOf(cards[0]!) : at > segments.indexOf(cards.at(-1)!)).to.equal(true);
          const r = target.getBoundingClientRect();
          expect(r.left >= host.left && r.right <= host.right).to.equal(true);
          expect(Math.min(r.width, r.height)).to.be.at.least(44);
        }
      } finally {
        await setViewport({ width: 1100, height: 900 });
      }
    });
  });

  describe('mouse', () => {
    it('draws the card under the pointer in the overlapping fan, then places it by a real click', async () => {
      const el = await solo('mouse');
      for (const index of [20, 0, 48]) {
        el.reset();
        await el.updateComplete;
        const button = moveButtons(el)[index]!;
        await clickCentre(button);
        await el.updateComplete;
        expect(el.match.log[0]!.move, `card ${index + 1}`).to.deep.equal({ type: 'draw', seat: 0, index });
      }
      const targets = moveButtons(el);
      expect(targets.length).to.be.greaterThan(0);
      expect(targets.every((t) => t.matches('[part~="target"], [part~="join"], [part~="start"]'))).to.equal(true);
      const key = targets[0]!.dataset.moveKey;
      await clickCentre(targets[0]!);
      await el.updateComplete;
      expect(moveKey(el.match.log[1]!.move)).to.equal(key);
    });
  });

  describe('a snake without a head or tail yet', () => {
    /** The person draws `id` from the fan by clicking it; the starter (seed "browser") is a lone mid-section. */
    async function drawCard(el: HisssTable, id: string): Promise<{ snake: HTMLElement; starter: Placed }> {
      const starter = el.state.G.snakes[0]![0]!;
      expect(card(starter.id).kind, 'the starter card').to.equal('mid');
      const index = el.state.G.fan.indexOf(id);
      expect(index).to.be.greaterThan(-1);
      await clickCentre(moveButtons(el)[index]!);
      await el.updateComplete;
      expect(el.state.G.drawn).to.equal(id);
      return { snake: part(el, 'snake')!, starter };
    }
    const targetsAt = (snake: HTMLElement, end: 'head' | 'tail') => [...snake.querySelectorAll<HTMLElement>(`[part~="target"].${end}-end`)];
    const laidIds = (el: HisssTable) => [...part(el, 'snake')!.querySelectorAll('[role="img"][data-card]')].map((c) => c.getAttribute('data-card'));

    it('offers a head matching its back end at the back end, and turns the snake round when it is clicked', async () => {
      const el = await solo();
      const back = rightColour(el.state.G.snakes[0]![0]!);
      const { snake, starter } = await drawCard(el, `head-${back}`);
      expect(targetsAt(snake, 'head')).to.have.length(0);
      const [target] = targetsAt(snake, 'tail');
      expect(target!.getAttribute('aria-label')).to.equal(`Lay the ${back} head at the back end of snake 1, turning the snake round`);
      await clickCentre(target!);
      await el.updateComplete;
      expect(el.state.G.snakes[0]).to.deep.equal([{ id: `head-${back}`, flip: false }, { id: starter.id, flip: true }]);
      expect(laidIds(el)).to.deep.equal([`head-${back}`, starter.id]);
    });

    it('offers a tail matching its front end at the front end, and turns the snake round when it is clicked', async () => {
      const el = await solo();
      const front = leftColour(el.state.G.snakes[0]![0]!);
      const { snake, starter } = await drawCard(el, `tail-${front}`);
      expect(targetsAt(snake, 'tail')).to.have.length(0);
      const [target] = targetsAt(snake, 'head');
      expect(target!.getAttribute('aria-label')).to.equal(`Lay the ${front} tail at the front end of snake 1, turning the snake round`);
      await clickCentre(target!);
      await el.updateComplete;
      expect(el.state.G.snakes[0]).to.deep.equal([{ id: starter.id, flip: true }, { id: `tail-${front}`, flip: false }]);
      expect(laidIds(el)).to.deep.equal([starter.id, `tail-${front}`]);
    });

    it('offers the rainbow head at both ends, each click laying it where it was offered', async () => {
      for (const end of ['head', 'tail'] as const) {
        const el = await solo();
        const { snake, starter } = await drawCard(el, 'head-wild');
        expect(targetsAt(snake, 'head')).to.have.length(1);
        expect(targetsAt(snake, 'tail')).to.have.length(1);
        await clickCentre(targetsAt(snake, end)[0]!);
        await el.updateComplete;
        expect(el.state.G.snakes[0], `clicked at the ${end} side`).to.deep.equal([{ id: 'head-wild', flip: false }, { id: starter.id, flip: end === 'tail' }]);
      }
    });
  });

  describe('embedding', () => {
    it('works from the self-contained dist/hisss.js in a plain page', async function () {
      await withEmbeddedFromDist<HisssTable>('hisss', { players: 3, seats: 'human,bot:easy,bot:hard' }, (el) => {
        expect(moveButtons(el).length).to.equal(49);
        expect(el.match.setup.players).to.equal(3);
      });
    });
  });

  describe('a whole game', () => {
    it('runs to the end on its own with bots in every seat and shows the scores', async () => {
      const el = await fixture<HisssTable>(
        html`<hisss-table players="3" seed="all-bots" seats="bot:easy,bot:easy,bot:medium" bot-delay="0"></hisss-table>`,
      );
      const { event, panel, result, rows } = await waitForBotsToFinish(el, { timeout: 30000 });
      expect(event).not.to.equal(null);
      expect(rows.length).to.equal(3);
      const sorted = [...result.scores].sort((a, b) => b - a);
      rows.forEach((row, i) => expect(row).to.contain(String(sorted[i])));
      expect(panelPart(panel, 'winners')!.textContent).to.match(/wins!|share the win!/);
      expect(panelPart(panel, 'reason')!.textContent).to.equal(new Translator('en', []).render(result.reason));
      // Beside each total, the longest snake (the tie-break).
      const heads = [...panelPart(panel, 'scores')!.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
      expect(heads.slice(0, 3)).to.deep.equal(['Player', 'Longest snake', 'Cards']);
      const order = result.scores.map((score, seat) => ({ score, seat })).sort((a, b) => b.score - a.score || a.seat - b.seat);
      const cells = [...panelPart(panel, 'scores')!.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td.score')].map((td) => Number(td.textContent)));
      cells.forEach((row, k) => {
        const pit = el.state.G.pits[order[k]!.seat]!;
        expect(row).to.deep.equal([Math.max(0, ...pit.map((s) => s.length)), order[k]!.score]);
      });
      // The last winning placement is told with the size of the snake it won.
      const happened = part(el, 'happened')?.textContent ?? '';
      if (el.state.G.won !== null) expect(happened).to.match(/ won a snake of \d+ cards — Hisss!$/);
      expect(el.state.G.fan.length).to.equal(0);
    });
  });

  describe('languages', () => {
    /** HISSS's own texts as each language shows them (the shared toolbar and status are not asserted here). */
    const LANGS = [
      {
        lang: 'es', hint: 'Elige cualquier carta del abanico.', fan: 'El abanico: 49 cartas boca abajo', draw: 'Sacar la carta 1 de 49', snakes: 'Serpientes del medio',
        pits: 'Fosos de serpientes', empty: 'Aún no hay serpientes', summary: '0 cartas · 0 serpientes', drew: /sacó una (cabeza|cola|pieza del medio) \S+/,
        place: /^(Pon la |Unir la serpiente |Empieza una serpiente nueva con la )/, hintAfterDraw: /(Tu .+ no encaja en ninguna serpiente: empieza una serpiente nueva con ella\.|Pon tu .+ en un sitio que brilla, donde los colores coinciden\.)/,
        rules: 'Objetivo: junta el mayor número de cartas de serpiente en tu foso de serpientes.', colours: ['rojo ●', 'naranja ▲', 'amarillo ★', 'verde ■', 'azul ◆', 'morado ✚'], wild: 'arcoíris: la cabeza y la cola comodín',
      },
      {
        lang: 'fr', hint: 'Prends n’importe quelle carte de l’éventail.', fan: 'L’éventail : 49 cartes face cachée', draw: 'Piocher la carte 1 sur 49', snakes: 'Serpents au milieu',
        pits: 'Fosses aux serpents', empty: 'Pas encore de serpent', summary: '0 carte · 0 serpent', drew: /a pioché une (tête|queue|pièce du milieu) \S+/,
        place: /^(Poser la |Relier le serpent |Commencer un nouveau serpent avec la )/, hintAfterDraw: /(Ta .+ ne va sur aucun serpent|Pose ta .+ sur une place qui brille)/,
        rules: 'But du jeu : avoir le plus de cartes serpent dans ta fosse aux serpents.', colours: ['rouge ●', 'orange ▲', 'jaune ★', 'vert ■', 'bleu ◆', 'violet ✚'], wild: 'arc-en-ciel : la tête et la queue jokers',
      },
      {
        lang: 'de', hint: 'Nimm irgendeine Karte aus dem Fächer.', fan: 'Der Fächer: 49 verdeckte Karten', draw: 'Karte 1 von 49 ziehen', snakes: 'Schlangen in der Mitte',
        pits: 'Schlangengruben', empty: 'Noch keine Schlangen', summary: '0 Karten · 0 Schlangen', drew: /hat die Karte „[^“]+“ gezogen/,
        place: /^(Die Karte „[^“]+“ (vorne|hinten) an Schlange \d|Schlange \d+ und Schlange \d+ verbinden|Mit der Karte „[^“]+“ eine neue Schlange anfangen)/,
        hintAfterDraw: /(Deine Karte „[^“]+“ passt an keine Schlange|Leg deine Karte „[^“]+“ an eine leuchtende Stelle)/,
        rules: 'Ziel: Sammle die meisten Schlangenkarten in deiner Schlangengrube.', colours: ['Rot ●', 'Orange ▲', 'Gelb ★', 'Grün ■', 'Blau ◆', 'Lila ✚'], wild: 'Regenbogen: Kopf und Schwanz als Joker',
      },
    ] as const;
    const logText = (el: HisssTable) => [...part(el, 'log')!.shadowRoot!.querySelectorAll('[part="entry"]')].map((e) => e.textContent!.replace(/\s+/g, ' ').trim());

    for (const l of LANGS) {
      it(`lang="${l.lang}": the status hint, the fan, the snakes, the pits, the log and the Rules are in that language`, async () => {
        const el = await fixture<HisssTable>(html`<hisss-table lang=${l.lang} seed="browser" seats="human,bot:easy,bot:easy" autoplay="false"></hisss-table>`);
        expect(part(el, 'status')!.textContent).to.contain(l.hint);
        expect(part(el, 'fan')!.getAttribute('aria-label')).to.equal(l.fan);
        const first = moveButtons(el)[0]!;
        expect(first.getAttribute('aria-label')).to.equal(l.draw);
        expect(first.getAttribute('title')).to.equal(l.draw);
        expect(part(el, 'snakes')!.getAttribute('aria-label')).to.equal(l.snakes);
        expect(part(el, 'snakes')!.querySelector('.section-title')!.textContent).to.equal(l.snakes);
        expect(part(el, 'pits')!.getAttribute('aria-label')).to.equal(l.pits);
        expect(part(el, 'pit')!.querySelector('.pit-empty')!.textContent).to.equal(l.empty);
        expect(playerPanels(el)[0]!.summary).to.equal(l.summary);
        // The starter card is named in the language, not in English.
        const starter = part(el, 'snake')!.querySelector('[role="img"]')!.getAttribute('aria-label')!;
        expect(starter).not.to.match(/mid-section|head|tail/);

        await clickCentre(first);
        await el.updateComplete;
        expect(logText(el)).to.have.length(1);
        expect(logText(el)[0]).to.match(l.drew);
        expect(part(el, 'status')!.textContent).to.match(l.hintAfterDraw);
        expect(part(el, 'drawn')!.querySelector('.drawn-name')!.textContent).to.equal(part(el, 'drawn')!.querySelector('[role="img"]')!.getAttribute('aria-label'));
        const places = moveButtons(el);
        expect(places.length).to.be.greaterThan(0);
        for (const b of places) expect(b.getAttribute('aria-label')).to.match(l.place);

        const dialog = openRules(el);
        expect(dialog.textContent).to.contain(l.rules);
        expect([...dialog.querySelectorAll('[data-legend]')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal(l.colours);
        expect(dialog.querySelector('.wild-legend')!.textContent).to.contain(l.wild);
        dialog.close();
      });
    }

    it('switching lang on a running table draws it again in the new language, with the same game', async () => {
      const el = await fixture<HisssTable>(html`<hisss-table lang="es" seed="browser" seats="human,bot:easy,bot:easy" autoplay="false"></hisss-table>`);
      await clickCentre(moveButtons(el)[5]!);
      await el.updateComplete;
      const save = el.save();
      expect(logText(el)[0]).to.match(/^.+ sacó una /);
      el.setAttribute('lang', 'de');
      await el.updateComplete;
      expect(el.save()).to.equal(save);
      expect(logText(el)[0]).to.match(/hat die Karte „[^“]+“ gezogen/);
      expect(part(el, 'fan')!.getAttribute('aria-label')).to.equal('Der Fächer: 48 verdeckte Karten');
      expect(part(el, 'status')!.textContent).to.match(/(Deine Karte „[^“]+“ passt an keine Schlange|Leg deine Karte „[^“]+“ an eine leuchtende Stelle)/);
      el.setAttribute('lang', 'fr');
      await el.updateComplete;
      expect(logText(el)[0]).to.match(/a pioché une /);
      // The game goes on in the new language.
      await clickCentre(moveButtons(el)[0]!);
      await el.updateComplete;
      expect(el.match.log).to.have.length(2);
      expect(logText(el)[1]).to.match(/^.+ a (posé|relié|commencé|retourné) /);
      el.removeAttribute('lang');
      await el.updateComplete;
      expect(logText(el)[0]).to.match(/ drew an? .+(head|tail|mid-section)$/);
      expect(el.match.log[0]!.text).to.equal(logText(el)[0]!.replace(/^Player 1 /, ''));
    });

    it('lang="x-pseudo": no visible text or aria-label is left in English, through a whole game (a small phone)', async () => {
      const report = await checkPseudoLanguage('hisss-table', { players: 3, seed: 'pseudo' });
      expect(report.over).to.equal(true);
      expect(report.screens).to.be.greaterThan(4);
      expect(report.moves).to.equal(98);
    });
  });
});

