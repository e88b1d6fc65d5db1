import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/orc-table/define.js';
import type { OrcTable } from '../../components/orc-table/orc-table.js';
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
      expect(part(el, 'match')!.textContent).to.contain('Best 2 of 3 — game 1');
      expect(part(el, 'match')!.textContent).to.match(/Player 1\s*0\s*–\s*0\s*Bot 2/);
      await advance(el, () => el.match.phase === 'scored' || el.match.isOver);
      expect(el.match.phase).to.equal('scored');
      expect(part(el, 'report')!.textContent).to.match(/Game 1 scored/);
      const wins = el.state.G.wins;
      expect(part(el, 'match')!.textContent).to.contain(`${wins[0]} – ${wins[1]}`);
      expect(playerPanels(el)[0]!.summary).to.contain(`${wins[0]} game`);
    });

    it('a bad best-of shows a clear message and plays a single game', async () => {
      const el = await fixture<OrcTable>(html`<orc-table best-of="7" seats="human,bot:easy" autoplay="false"></orc-table>`);
      expect(el.shadowRoot!.querySelector('.problem')!.textContent).to.contain('best-of must be 1 or 3, not "7"');
      expect(el.state.G.bestOf).to.equal(1);
    });

    it('the match-length switch starts a best-of-3 match', async () => {
      const el = await solo('switch');
      const select = part(el, 'match')!.querySelector('select')!;
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
      part(el, 'new-game')!.focus();
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
      const target = parts(el, 'target').find((b) => b.getAttribute('aria-label')!.startsWith('Deploy 1 '))!;
      await clickCentre(target);
      await el.updateComplete;
      expect(el.match.log[2]!.move.type).to.equal('deploy');
      expect(el.state.G.toDraw).to.equal(2);
      for (const _ of [1, 2]) {
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
      expect(panelPart(panel, 'reason')!.textContent).to.match(/Best 2 of 3: won 2 games to [01]/);
      expect(el.state.G.revealed).to.equal(true);
      expect(parts(el, 'opponent-hand')[0]!.querySelectorAll('[data-card]').length).to.equal(el.state.G.hands[1]!.length);
    });
  });
});
