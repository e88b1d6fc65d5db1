import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/dig-table/define.js';
import type { DigTable } from '../../components/dig-table/dig-table.js';
import type { DigState } from '../../machines/dig/index.js';
import { moveKey } from '../../src/engine/move-key.js';
import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import { clickCentre, moveButtons, openRules, panelPart, part, parts, playerPanels, shadowText, waitForBotsToFinish, withEmbeddedFromDist } from '../../src/testing/browser.js';


/** A new game with one person (seat 0) and bots that wait, so the test drives every move. */
const solo = (seed = 'browser') => fixture<DigTable>(html`<dig-table seed=${seed} seats="human,bot:easy,bot:easy" autoplay="false"></dig-table>`);

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
      dialog.close();
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
      part(el, 'new-game')!.focus();
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

  describe('a whole game', () => {
    it('runs to the end on its own with bots in every seat and shows the scores', async () => {
      const el = await fixture<DigTable>(html`<dig-table seed="all-bots" seats="bot:medium,bot:medium" bot-delay="0"></dig-table>`);
      const { panel, result } = await waitForBotsToFinish(el, { timeout: 15000 });
      expect(panelPart(panel, 'reason')!.textContent).to.equal(result.reason);
      expect((el.state.G as DigState).yard).to.have.length(5);
    });
  });
});
