import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/spy-table/define.js';
import type { SpyTable } from '../../components/spy-table/spy-table.js';
import type { SpyState } from '../../machines/spy/index.js';
import { moveKey } from '../../src/engine/move-key.js';
import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import { clickCentre, moveButtons, openRules, panelPart, part, parts, playerPanels, shadowText, waitForBotsToFinish, withEmbeddedFromDist } from '../../src/testing/browser.js';

const G = (el: SpyTable) => el.state.G as SpyState;

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
      expect(rows[0]!.querySelector('[part~="card"]')!.getAttribute('aria-label')).to.match(/^Red’s card \d from their left: face-down card$/);
    });

    it('announces each move in the live region', async () => {
      const el = await solo();
      await ready(el);
      const spy = moveButtons(el).find((b) => b.matches('[part~="spy-target"]'))!;
      spy.click();
      await el.updateComplete;
      expect(part(el, 'announcer')!.textContent).to.match(/^Player 1 spied on (Red|Purple)'s card \d/);
      expect(part(el, 'report')!.textContent).to.match(/Green spied on (Red|Purple)/);
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
      part(el, 'new-game')!.focus();
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
      expect(panelPart(panel, 'reason')!.textContent).to.equal('The last player remaining wins.');
      expect(G(el).bases.filter((b) => b.out).length).to.equal(2);
    });
  });
});
