import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/rum-table/define.js';
import type { RumTable } from '../../components/rum-table/rum-table.js';
import { moveKey } from '../../src/engine/move-key.js';
import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import { clickCentre, moveButtons, openRules, panelPart, part, parts, playerPanels, shadowText, waitForBotsToFinish, withEmbeddedFromDist } from '../../src/testing/browser.js';


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
      part(el, 'new-game')!.focus();
      const target = moveKey({ type: 'drawWreck', seat: 0 });
      for (let i = 0; i < 30 && (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.moveKey !== target; i++) await sendKeys({ press: 'Tab' });
      expect((el.shadowRoot!.activeElement as HTMLElement).dataset.moveKey).to.equal(target);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.match.log[0]!.move).to.deep.equal({ type: 'drawWreck', seat: 0 });
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

  describe('a whole game', () => {
    it('runs to the end on its own with bots in every seat and shows the scores', async () => {
      const el = await fixture<RumTable>(html`<rum-table players="3" seed="all-bots" seats="bot:easy,bot:easy,bot:easy" bot-delay="0"></rum-table>`);
      const { panel, result, rows } = await waitForBotsToFinish(el, { timeout: 30000 });
      expect(rows.length).to.equal(3);
      expect(panelPart(panel, 'reason')!.textContent).to.equal(result.reason);
    });
  });
});
