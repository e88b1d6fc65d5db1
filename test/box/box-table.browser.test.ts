import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/box-table/define.js';
import type { BoxTable } from '../../components/box-table/box-table.js';
import { moveKey } from '../../src/engine/move-key.js';

import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import { clickMove, dismissCurtain, moveButtons, openRules, part, parts, playerPanels, shadowText, waitForBotsToFinish } from '../../src/testing/browser.js';


/** A new game with one person (seat 0) and bots that wait, so the test drives every move. */
const solo = (seed = 'browser', players = 2) =>
  fixture<BoxTable>(html`<box-table seed=${seed} players=${players} seats=${['human', ...Array(players - 1).fill('bot:easy')].join(',')} autoplay="false"></box-table>`);

before(() => setViewport({ width: 1100, height: 900 }));

describe('<box-table>', () => {
  describe('accessibility', () => {
    it('labels the display, every spot, the card in hand and the turn button', async () => {
      const el = await solo();
      expect(part(el, 'table')!.getAttribute('aria-label')).to.equal('BOX table');
      expect(part(el, 'display')!.getAttribute('aria-label')).to.equal('The display: 0 Box Cards played, 4 dots showing');
      const spots = parts(el, 'spot');
      expect(spots.length).to.equal(21);
      expect(spots.every((b) => b.tagName === 'BUTTON')).to.equal(true);
      expect(spots.map((b) => b.getAttribute('aria-label'))).to.include('Place the card at column 1, row 0, covering 2 dots');
      expect(spots.map((b) => b.getAttribute('aria-label'))).to.include('Place the card at column 2, row 0, next to the display');
      expect(part(el, 'rotate')!.getAttribute('aria-label')).to.equal('Turn your card a quarter turn clockwise');
      expect(part(el, 'hand')!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.match(/^Your card: top \w+ and \w+, bottom \w+ and \w+$/);
      expect(part(el, 'secret')!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.match(/^Your Secret Color: (red|orange|yellow|green|blue|purple)$/);
    });

    it('announces each move in the live region', async () => {
      const el = await solo();
      el.play({ type: 'place', seat: 0, x: 2, y: 0 });
      await el.updateComplete;
      expect(part(el, 'announcer')!.textContent).to.match(/Player 1 played a card \(.+\) at column 2, row 0, next to the display/);
    });

    it('opens the rules from the table', async () => {
      const dialog = openRules(await solo());
      expect(dialog.open).to.equal(true);
      expect(dialog.textContent).to.contain('Secret Color');
      expect(dialog.textContent).to.contain('empty spaces included');
      dialog.close();
    });

    it('passes an axe check', async () => {
      const el = await solo();
      await expect(el).to.be.accessible();
    });
  });

  describe('hidden information', () => {
    it('never puts another team\'s Secret Color, another hand, a stack card or the Starting Card in the DOM', async () => {
      for (const players of [2, 3, 4, 6]) {
        const el = await fixture<BoxTable>(html`<box-table seed=${`hidden-${players}`} players=${players} seats=${Array(players).fill('human').join(',')} view="1"></box-table>`);
        const G = el.match.state.G;
        const markup = shadowText(el);
        const mine = G.teams.findIndex((t) => t.includes(1));
        G.secrets.forEach((id, t) => expect(markup.includes(id), `${players}p team ${t}`).to.equal(t === mine));
        for (const id of [...G.aside, G.start, ...G.stacks.flat()]) expect(markup.includes(id), id).to.equal(false);
        G.hands.forEach((id, s) => expect(markup.includes(id!), `hand of seat ${s}`).to.equal(s === 1));
      }
    });

    it('in hotseat, a curtain hides the table between players; colours are revealed at the end', async () => {
      const el = await fixture<BoxTable>(html`<box-table seed="curtain" seats="human,human"></box-table>`);
      expect(await dismissCurtain(el)).to.equal(true);
      const [red, blue] = el.match.state.G.secrets;
      expect(shadowText(el).includes(red!)).to.equal(true);
      expect(shadowText(el).includes(blue!)).to.equal(false);
      await clickMove(el, el.match.legalMoves().find((m) => m.type === 'place')!);
      expect(part(el, 'curtain')).to.not.equal(null);
      expect(shadowText(el).includes(red!)).to.equal(false);
      while (!el.match.isOver) el.play(el.match.legalMoves().find((m) => m.type === 'place')!);
      await el.updateComplete;
      await dismissCurtain(el);
      const markup = shadowText(el);
      expect(markup.includes(red!) && markup.includes(blue!)).to.equal(true);
    });
  });

  describe('properties', () => {
    it('players="4" plays two teams that share a colour', async () => {
      const el = await fixture<BoxTable>(html`<box-table players="4" seed="teams" autoplay="false"></box-table>`);
      expect(el.match.setup.players).to.equal(4);
      expect(parts(el, 'mat').map((m) => m.querySelector('.mat-name')!.textContent)).to.deep.equal(['Player 1 (team 1)', 'Bot 2 (medium) (team 2)', 'Bot 3 (medium) (team 1)', 'Bot 4 (medium) (team 2)']);
      expect(part(el, 'secret')!.textContent).to.contain('shared with Bot 3 (medium)');
    });

    it('players="5" is not a BOX game: it plays with 3 and says why', async () => {
      const el = await fixture<BoxTable>(html`<box-table players="5" seed="five" autoplay="false"></box-table>`);
      expect(el.match.setup.players).to.equal(3);
      expect(el.shadowRoot!.textContent).to.contain('players="5" is out of range: this game is for 2, 3, 4 or 6 players. Using 3.');
    });

    it('view="spectator" shows no move controls and no secret colour', async () => {
      const el = await fixture<BoxTable>(html`<box-table seats="human,human" view="spectator"></box-table>`);
      expect(moveButtons(el).length).to.equal(0);
      for (const id of el.match.state.G.secrets) expect(shadowText(el).includes(id)).to.equal(false);
    });

    it('scores each seat in its panel, with the colour only for the seat that knows it', async () => {
      const el = await solo();
      const panels = playerPanels(el);
      expect(panels[0]!.summary).to.match(/^12 cards left · (red|orange|yellow|green|blue|purple) . · 0 pts$/);
      expect(panels[1]!.summary).to.equal('12 cards left');
    });
  });

  describe('events', () => {
    it('fires tt-move for turning and placing, and tt-invalid-move for a move out of turn', async () => {
      const el = await solo();
      const seen: string[] = [];
      el.addEventListener('tt-move', (e: TabletopEvent<'tt-move'>) => seen.push(e.detail.move.type));
      let reason = '';
      el.addEventListener('tt-invalid-move', (e: TabletopEvent<'tt-invalid-move'>) => (reason = e.detail.reason));
      part(el, 'rotate')!.click();
      await el.updateComplete;
      parts(el, 'spot')[0]!.click();
      await el.updateComplete;
      expect(seen).to.deep.equal(['rotate', 'place']);
      const before = el.save();
      expect(el.play({ type: 'place', seat: 0, x: 2, y: 0 }).ok).to.equal(false);
      expect(reason).to.equal("It is seat 1's turn, not seat 0's.");
      expect(el.save()).to.equal(before);
    });
  });

  describe('keyboard', () => {
    it('plays a turn with Tab, arrows and Enter', async () => {
      const el = await solo('keys');
      part(el, 'new-game')!.focus();
      for (let i = 0; i < 20 && !el.shadowRoot!.activeElement?.hasAttribute('data-move-key'); i++) await sendKeys({ press: 'Tab' });
      const first = el.shadowRoot!.activeElement as HTMLButtonElement;
      expect(first.dataset.moveKey).to.equal(moveButtons(el)[0]!.dataset.moveKey);
      await sendKeys({ press: 'ArrowRight' });
      const second = el.shadowRoot!.activeElement as HTMLButtonElement;
      expect(second.dataset.moveKey).to.equal(moveButtons(el)[1]!.dataset.moveKey);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(moveKey(el.match.log[0]!.move)).to.equal(second.dataset.moveKey);
      expect(el.match.active).to.deep.equal([1]);
    });
  });

  describe('mouse', () => {
    it('turns the card and lays it on a spot with real clicks; the display shows its dots', async () => {
      const el = await solo('mouse');
      const hand = el.match.state.G.hands[0]!;
      await clickMove(el, { type: 'rotate', seat: 0 });
      const turned = el.match.state.G.turned[0]!;
      await clickMove(el, { type: 'place', seat: 0, x: 0, y: 2 });
      expect(el.match.state.G.display[1]).to.deep.equal({ id: hand, x: 0, y: 2, turn: turned });
      expect(part(el, 'display')!.getAttribute('aria-label')).to.equal('The display: 1 Box Card played, 8 dots showing');
    });
  });

  describe('a whole game', () => {
    it('runs to the end with bots in every seat and shows the revealed colours and scores', async () => {
      const el = await fixture<BoxTable>(html`<box-table players="3" seed="all-bots" seats="bot:easy,bot:easy,bot:easy" bot-delay="0"></box-table>`);
      const { rows } = await waitForBotsToFinish(el, { timeout: 20000 });
      expect(rows.length).to.equal(3);
      const faces = parts(el, 'mat').map((m) => m.querySelector('.secret-card.face'));
      expect(faces.every((f) => f !== null)).to.equal(true);
      expect(el.match.state.G.display.length).to.equal(25);
    });
  });
});
