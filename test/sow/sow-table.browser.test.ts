import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/sow-table/define.js';
import type { SowTable } from '../../components/sow-table/sow-table.js';
import { FLOWERS, sowCompiled, type SowState } from '../../machines/sow/index.js';
import { botMove } from '../../src/bots/levels.js';
import { Match } from '../../src/engine/match.js';
import { moveKey } from '../../src/engine/move-key.js';
import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import { clickCentre, moveButtons, openRules, part, parts, playerPanels, shadowText, waitForBotsToFinish, withEmbeddedFromDist } from '../../src/testing/browser.js';


/** A new game with one person (seat 0) and bots that wait, so the test drives every move. */
const solo = (seed = 'browser', players = 4) =>
  fixture<SowTable>(html`<sow-table seed=${seed} players=${players} seats=${['human', ...Array(players - 1).fill('bot:easy')].join(',')} autoplay="false"></sow-table>`);

/** The save of a seeded game played by easy bots until seat 0 is to act in `phase`. */
function saveAt(phase: string, players = 3): string {
  for (let k = 0; k < 40; k++) {
    const match = new Match(sowCompiled, { players, seed: `at-${phase}-${k}` });
    while (!match.isOver && !(match.phase === phase && match.active[0] === 0)) {
      const seat = match.active[0]!;
      match.play(botMove(sowCompiled, match.view(seat), seat, 'easy', `at-${k}`)!);
    }
    if (!match.isOver) return match.save();
  }
  throw new Error(`No seeded game reached ${phase} on seat 0's turn.`);
}

async function tableAt(save: string, players = 3): Promise<SowTable> {
  const el = await fixture<SowTable>(html`<sow-table players=${players} seats=${['human', ...Array(players - 1).fill('bot:easy')].join(',')} autoplay="false"></sow-table>`);
  el.load(save);
  await el.updateComplete;
  return el;
}

before(() => setViewport({ width: 1100, height: 900 }));

describe('<sow-table>', () => {
  describe('accessibility', () => {
    it('labels the table, the garden, its 12 rows and every row to take', async () => {
      const el = await solo();
      expect(part(el, 'table')!.getAttribute('aria-label')).to.equal('SOW table');
      expect(part(el, 'garden')!.getAttribute('aria-label')).to.equal('The garden: 12 rows, sowing clockwise');
      const rows = parts(el, 'row');
      expect(rows.length).to.equal(12);
      expect(rows[0]!.getAttribute('aria-label')).to.match(/^Row 1, under Player 1's wheelbarrow: \w+ seeds, \w+ seeds/);
      expect(rows[2]!.getAttribute('aria-label')).to.match(/^Row 3, diagonal row: /);
      const takes = moveButtons(el);
      expect(takes.length).to.equal(12);
      expect(takes[0]!.getAttribute('aria-label')).to.match(/^Take the [23] cards of row 1$/);
      expect(parts(el, 'wheelbarrow').length).to.equal(4);
    });

    it('announces each move in the live region', async () => {
      const el = await solo();
      moveButtons(el)[3]!.click();
      await el.updateComplete;
      const announcer = part(el, 'announcer')!;
      expect(announcer.getAttribute('aria-live')).to.equal('polite');
      expect(announcer.textContent).to.match(/^Player 1 took the [23] cards of row 4 to sow them clockwise\.$/);
    });

    it('never puts another seat\'s favourite colour, nor the flower under a Seeds card, in the DOM', async () => {
      const el = await solo('secrets');
      const view = el.match.view(0).G as SowState;
      const markup = shadowText(el);
      const truth = el.state.G as SowState;
      truth.favourites.forEach((fav, w) => {
        if (w === 0) expect(markup.includes(fav.replace('favourite-', ''))).to.equal(true);
        else expect(view.favourites[w]).to.equal('hidden');
      });
      for (const fav of truth.favourites.slice(1)) expect(markup.includes(fav), fav).to.equal(false);
      // Nobody's wheelbarrow but seat 0's shows a colour word.
      const others = parts(el, 'wheelbarrow').slice(1).map((w) => w.getAttribute('aria-label'));
      for (const label of others) expect(label).to.match(/favourite colour secret$/);
      for (const c of FLOWERS) expect(markup.includes(c.id), c.id).to.equal(false);
    });

    it('opens the rules from the table', async () => {
      const dialog = openRules(await solo());
      expect(dialog.open).to.equal(true);
      expect(dialog.textContent).to.contain('How to play SOW');
      expect(dialog.textContent).to.contain('never just 1');
      dialog.close();
    });

    it('passes an axe check', async () => {
      const el = await solo();
      await expect(el).to.be.accessible();
    });
  });

  describe('properties', () => {
    it('players sets the number of seats, panels and bouquets', async () => {
      for (const players of [2, 3]) {
        const el = await fixture<SowTable>(html`<sow-table players=${players} autoplay="false"></sow-table>`);
        expect(el.match.setup.players).to.equal(players);
        expect(parts(el, 'player').length).to.equal(players);
        expect(parts(el, 'bouquet').length).to.equal(players);
        expect(parts(el, 'wheelbarrow').length).to.equal(4);
      }
    });

    it('with 3 players one wheelbarrow belongs to nobody and serves the active player', async () => {
      const el = await fixture<SowTable>(html`<sow-table players="3" autoplay="false"></sow-table>`);
      expect(parts(el, 'wheelbarrow')[2]!.getAttribute('aria-label')).to.match(/^Wheelbarrow 3: nobody sits here; controlled by the active player/);
    });

    it('with 2 players each person controls the wheelbarrow in front and the one to their right', async () => {
      const el = await fixture<SowTable>(html`<sow-table players="2" seats="human,bot:easy" autoplay="false"></sow-table>`);
      const labels = parts(el, 'row').map((r) => r.getAttribute('aria-label')!);
      expect(labels[0]).to.match(/^Row 1, under Player 1's wheelbarrow/);
      expect(labels[3]).to.match(/^Row 4, under the wheelbarrow Bot 2 \(easy\) controls/);
      expect(labels[6]).to.match(/^Row 7, under Bot 2 \(easy\)'s wheelbarrow/);
      expect(labels[9]).to.match(/^Row 10, under the wheelbarrow Player 1 controls/);
    });

    it('view="spectator" shows no move controls and no favourite colour', async () => {
      const watcher = await fixture<SowTable>(html`<sow-table seats="human,human" view="spectator"></sow-table>`);
      expect(moveButtons(watcher).length).to.equal(0);
      for (const w of parts(watcher, 'wheelbarrow')) expect(w.getAttribute('aria-label')).to.match(/secret$/);
    });

    it('puts a pass-the-device curtain between people: the favourite colours are secret', async () => {
      const el = await fixture<SowTable>(html`<sow-table seats="human,human" seed="curtain"></sow-table>`);
      const curtain = part(el, 'curtain');
      expect(curtain).not.to.equal(null);
      expect(moveButtons(el).length).to.equal(0);
      (part(el, 'curtain-button') as HTMLButtonElement).click();
      await el.updateComplete;
      expect(moveButtons(el).length).to.be.greaterThan(0);
    });

    it('scores each seat in its panel; only your own points show', async () => {
      const el = await solo();
      const panels = playerPanels(el);
      expect(panels[0]!.summary).to.match(/^0 flowers · 0 pts \(favourite \w+ .\)$/);
      expect(panels[1]!.summary).to.equal('0 flowers');
    });
  });

  describe('events', () => {
    it('fires tt-move and tt-phase as the player takes and sows', async () => {
      const el = await solo();
      const seen: string[] = [];
      el.addEventListener('tt-move', (e: TabletopEvent<'tt-move'>) => seen.push(`move:${e.detail.move.type}`));
      el.addEventListener('tt-phase', (e: TabletopEvent<'tt-phase'>) => seen.push(`phase:${e.detail.phase}`));
      moveButtons(el)[0]!.click();
      await el.updateComplete;
      expect(moveButtons(el).map((b) => b.dataset.moveKey)).to.have.members(el.match.legalMoves(0).map(moveKey));
      while (el.match.active[0] === 0 && el.match.phase === 'play.sow') {
        moveButtons(el)[0]!.click();
        await el.updateComplete;
      }
      expect(seen.slice(0, 2)).to.deep.equal(['move:take', 'phase:play.sow']);
      expect(seen).to.include('move:sowLast');
    });

    it('fires tt-invalid-move for a move out of turn, and changes nothing', async () => {
      const el = await solo();
      const before = el.save();
      let reason = '';
      el.addEventListener('tt-invalid-move', (e: TabletopEvent<'tt-invalid-move'>) => (reason = e.detail.reason));
      expect(el.play({ type: 'take', seat: 2, row: 0 }).ok).to.equal(false);
      expect(reason).to.equal("It is seat 0's turn, not seat 2's.");
      expect(el.save()).to.equal(before);
    });
  });

  describe('keyboard', () => {
    it('takes a row and sows it with Tab and Enter', async () => {
      const el = await solo('keys');
      part(el, 'new-game')!.focus();
      for (let i = 0; i < 14 && !el.shadowRoot!.activeElement?.hasAttribute('data-move-key'); i++) await sendKeys({ press: 'Tab' });
      const first = el.shadowRoot!.activeElement as HTMLElement;
      expect(first.getAttribute('aria-label')).to.match(/^Take the [23] cards of row 1$/);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.match.log[0]!.move).to.deep.equal({ type: 'take', seat: 0, row: 0 });
      // Focus moved on to the first card to sow.
      for (let i = 0; i < 4 && el.match.active[0] === 0; i++) {
        const target = el.shadowRoot!.activeElement as HTMLElement;
        expect(target.dataset.moveKey).to.equal(moveKey(el.match.legalMoves(0)[0]!));
        await sendKeys({ press: ' ' });
        await el.updateComplete;
      }
      expect(el.match.log.map((e) => e.move.type)).to.include('sowLast');
    });
  });

  describe('mouse', () => {
    it('takes a row and sows its cards by real clicks', async () => {
      const el = await solo('mouse');
      await clickCentre(part(el, 'take')!);
      await el.updateComplete;
      expect(el.match.log[0]!.move.type).to.equal('take');
      while (el.match.phase === 'play.sow') {
        const button = parts(el, 'sow')[0]!;
        const key = button.dataset.moveKey;
        await clickCentre(button);
        await el.updateComplete;
        expect(moveKey(el.match.log[el.match.log.length - 1]!.move)).to.equal(key);
      }
    });

    it('chooses a bouquet colour by a click', async () => {
      const el = await tableAt(saveAt('play.bouquet'));
      const picks = parts(el, 'pick');
      expect(picks.length).to.equal(2);
      expect(picks[0]!.getAttribute('aria-label')).to.match(/^Choose \w+: \d \w+ flowers? of row \d+ go to .+'s bouquet$/);
      const before = el.state.G.bouquets.flat().length;
      await clickCentre(picks[1]!);
      await el.updateComplete;
      expect(el.match.log[el.match.log.length - 1]!.move.type).to.equal('pick');
      expect(el.state.G.bouquets.flat().length).to.be.greaterThan(before);
    });

    it('uses a garden action by a click', async () => {
      const el = await tableAt(saveAt('play.garden'));
      const actions = parts(el, 'garden-action');
      expect(actions.length).to.equal(el.match.legalMoves(0).length);
      const labels = actions.map((a) => a.getAttribute('aria-label')!);
      expect(labels).to.include('Let the garden action go');
      expect(labels.some((l) => /^Windmill: sow (counter-)?clockwise from now on$/.test(l))).to.equal(true);
      const wasClockwise = el.state.G.clockwise;
      await clickCentre(actions.find((a) => a.getAttribute('aria-label')!.startsWith('Windmill'))!);
      await el.updateComplete;
      expect(el.state.G.clockwise).to.equal(!wasClockwise);
      expect(el.match.phase).to.equal('play.take');
    });
  });

  describe('embedding', () => {
    it('works from the self-contained dist/sow.js in a plain page', async function () {
      await withEmbeddedFromDist<SowTable>('sow', { players: 3, seats: 'human,bot:easy,bot:hard' }, (el) => {
        expect(moveButtons(el).length).to.equal(12);
        expect(el.match.setup.players).to.equal(3);
      });
    });
  });

  describe('a whole game', () => {
    it('runs to the end on its own with bots in every seat and shows the scores and every favourite colour', async () => {
      // The first 120 moves of a seeded game are loaded; the bots play the rest on their own.
      const match = new Match(sowCompiled, { players: 3, seed: 'all-bots' });
      while (match.log.length < 120 && !match.isOver) match.play(botMove(sowCompiled, match.view(match.active[0]!), match.active[0]!, 'easy', 'all-bots')!);
      const el = await fixture<SowTable>(html`<sow-table players="3" seats="bot:easy,bot:easy,bot:easy" bot-delay="0"></sow-table>`);
      el.load(match.save());
      const { result, rows } = await waitForBotsToFinish(el, { timeout: 30000 });
      expect(rows.length).to.equal(3);
      [...result.scores].sort((a, b) => b - a).forEach((s, i) => expect(rows[i]).to.contain(String(s)));
      for (const w of parts(el, 'wheelbarrow')) expect(w.getAttribute('aria-label')).not.to.match(/secret$/);
      expect((el.state.G as SowState).rows.every((r) => r.length <= 1)).to.equal(true);
    });
  });
});
