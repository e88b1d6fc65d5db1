import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/boo-table/define.js';
import type { BooTable } from '../../components/boo-table/boo-table.js';
import { booCompiled } from '../../machines/boo/index.js';
import { moveKey } from '../../src/engine/move-key.js';
import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import { clickCentre, moveButtons, openRules, panelPart, part, parts, playerPanels, shadowText, waitForBotsToFinish, withEmbeddedFromDist } from '../../src/testing/browser.js';


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
      expect(cards[0]!.getAttribute('aria-label')).to.equal('green-lined gate card, lying across: left black ghost looking up, middle white ghost looking down, right black ghost looking down; at column 0, row 0');
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
      part(el, 'new-game')!.focus();
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
      expect(panelPart(panel, 'reason')!.textContent).to.equal(result.reason);
      expect(parts(el, 'card').length).to.equal(30);
    });
  });
});
