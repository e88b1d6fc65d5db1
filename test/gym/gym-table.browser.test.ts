import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/gym-table/define.js';
import type { GymTable } from '../../components/gym-table/gym-table.js';
import { moveKey } from '../../src/engine/move-key.js';
import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import type { Move } from '../../src/dsl/types.js';
import { clickCentre, moveButtons, openRules, part, parts, playerPanels, shadowText } from '../../src/testing/browser.js';


/** One person (seat 0) against a bot that waits, so the test drives every move. */
const solo = (seed = 'browser', players = 2) =>
  fixture<GymTable>(html`<gym-table seed=${seed} players=${players} seats=${['human', ...Array(players - 1).fill('bot:easy')].join(',')} autoplay="false"></gym-table>`);

/** Plays moves through the match (first legal move not an advance) until `until` holds. */
async function advanceTo(el: GymTable, until: () => boolean, pick: (legal: Move[]) => Move = (l) => l.find((m) => m.type !== 'advance') ?? l[0]!): Promise<void> {
  for (let i = 0; i < 200 && !until(); i++) {
    const legal = el.match.legalMoves();
    expect(el.play(pick(legal)).ok).to.equal(true);
  }
  await el.updateComplete;
}

before(() => setViewport({ width: 1100, height: 900 }));

describe('<gym-table>', () => {
  describe('accessibility', () => {
    it('labels the schedule, the line-up and every Kid to pick', async () => {
      const el = await solo();
      expect(part(el, 'table')!.getAttribute('aria-label')).to.equal('GYM table');
      expect(part(el, 'schedule')!.getAttribute('aria-label')).to.equal('Event Schedule');
      expect(part(el, 'lineup')!.getAttribute('aria-label')).to.equal('Kids to pick');
      const picks = moveButtons(el);
      expect(picks.length).to.equal(12);
      expect(picks.every((b) => b.tagName === 'BUTTON' && /^Pick .+ \(.+ \d.*\)$/.test(b.getAttribute('aria-label')!))).to.equal(true);
      expect(part(el, 'schedule')!.querySelectorAll('li').length).to.equal(6);
    });

    it('announces each move in the live region', async () => {
      const el = await solo();
      const m = el.match.legalMoves(0)[0]!;
      el.play(m);
      await el.updateComplete;
      expect(part(el, 'announcer')!.textContent).to.match(/^Player 1 picked .+\.$/);
    });

    it('never puts a face-down Kid or another seat\'s hand in the DOM (teams of 2)', async () => {
      const el = await fixture<GymTable>(html`<gym-table seed="secret" players="4" seats="human,human,human,human" view="0"></gym-table>`);
      await advanceTo(el, () => el.match.phase === 'play.action');
      const markup = shadowText(el);
      const G = el.state.G;
      for (const id of G.stack) expect(markup.includes(`"${id}"`), id).to.equal(false);
      for (const s of [1, 2, 3]) for (const id of G.hands[s]!) expect(markup.includes(`"${id}"`), `seat ${s}: ${id}`).to.equal(false);
      // Its own hand is there.
      for (const id of G.hands[0]!) expect(markup.includes(`"${id}"`), id).to.equal(true);
    });

    it('opens the rules from the table', async () => {
      const dialog = openRules(await solo());
      expect(dialog.open).to.equal(true);
      expect(dialog.textContent).to.contain('How to play GYM');
      expect(dialog.textContent).to.contain('Coaches');
      dialog.close();
    });

    it('passes an axe check', async () => {
      const el = await solo();
      await expect(el).to.be.accessible();
    });
  });

  describe('properties', () => {
    it('players sets the seats: 2, or teams of 2 and 3; 3 or 5 become the next team size with a note', async () => {
      const six = await fixture<GymTable>(html`<gym-table players="6" autoplay="false"></gym-table>`);
      expect(six.match.setup.players).to.equal(6);
      expect(parts(six, 'hand').length).to.equal(6);
      const three = await fixture<GymTable>(html`<gym-table players="3" autoplay="false"></gym-table>`);
      expect(three.match.setup.players).to.equal(4);
      expect(three.shadowRoot!.textContent).to.contain('3 players became 4');
      const plain = await fixture<GymTable>(html`<gym-table autoplay="false"></gym-table>`);
      expect(plain.match.setup.players).to.equal(2);
    });

    it('a new game for 5 players from the setup form becomes 6', async () => {
      const el = await solo();
      el.newGame({ players: 5 });
      await el.updateComplete;
      expect(el.match.setup.players).to.equal(6);
    });

    it('shows a pass-the-device curtain between people: hands are secret', async () => {
      const el = await fixture<GymTable>(html`<gym-table seed="c" seats="human,human"></gym-table>`);
      expect(part(el, 'curtain')).not.to.equal(null);
      expect(moveButtons(el).length).to.equal(0);
      part(el, 'curtain-button')!.click();
      await el.updateComplete;
      expect(moveButtons(el).length).to.equal(12);
    });

    it('view="spectator" shows no move controls and no hand', async () => {
      const el = await fixture<GymTable>(html`<gym-table seed="s" seats="human,human" view="spectator"></gym-table>`);
      await advanceTo(el, () => el.match.phase === 'play.place');
      expect(moveButtons(el).length).to.equal(0);
      expect(el.shadowRoot!.querySelectorAll('[part~="hands"] [data-kid]').length).to.equal(0);
    });

    it('sums each team\'s points in the panels', async () => {
      const el = await solo();
      const panel = playerPanels(el)[0]!;
      expect(panel.summary).to.equal('Team A · 0 in hand');
    });
  });

  describe('events', () => {
    it('fires tt-move and tt-phase through a pick and a placement', async () => {
      const el = await solo('events');
      const seen: string[] = [];
      el.addEventListener('tt-move', (e: TabletopEvent<'tt-move'>) => seen.push(`move:${e.detail.move.type}`));
      el.addEventListener('tt-phase', (e: TabletopEvent<'tt-phase'>) => seen.push(`phase:${e.detail.phase}`));
      await advanceTo(el, () => el.match.phase === 'play.action');
      expect(seen).to.include('phase:pick.layout');
      expect(seen).to.include('phase:play.place');
      expect(seen[seen.length - 1]).to.equal('phase:play.action');
      expect(seen.filter((s) => s === 'move:choose').length).to.equal(24);
    });

    it('fires tt-invalid-move for a move out of turn, and changes nothing', async () => {
      const el = await solo();
      const before = el.save();
      let reason = '';
      el.addEventListener('tt-invalid-move', (e: TabletopEvent<'tt-invalid-move'>) => (reason = e.detail.reason));
      expect(el.play({ type: 'choose', seat: 1, kid: el.state.G.row[0] }).ok).to.equal(false);
      expect(reason).to.equal("It is seat 0's turn, not seat 1's.");
      expect(el.save()).to.equal(before);
    });
  });

  describe('keyboard', () => {
    it('picks a Kid with Tab, arrows and Enter', async () => {
      const el = await solo('keys');
      part(el, 'new-game')!.focus();
      for (let i = 0; i < 12 && !el.shadowRoot!.activeElement?.hasAttribute('data-move-key'); i++) await sendKeys({ press: 'Tab' });
      const first = el.shadowRoot!.activeElement as HTMLElement;
      expect(first.dataset.moveKey).to.equal(moveKey(el.match.legalMoves(0)[0]!));
      await sendKeys({ press: 'ArrowRight' });
      const second = el.shadowRoot!.activeElement as HTMLElement;
      expect(second.dataset.moveKey).to.equal(moveKey(el.match.legalMoves(0)[1]!));
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(moveKey(el.match.log[0]!.move)).to.equal(second.dataset.moveKey);
    });
  });

  describe('mouse', () => {
    it('places a Kid from the hand by clicking an Event icon, then takes an Event Action by clicking', async () => {
      const el = await fixture<GymTable>(html`<gym-table seed="mouse" seats="human,human" view="0" autoplay="false"></gym-table>`);
      await advanceTo(el, () => el.match.phase === 'play.place');
      const place = parts(el, 'place')[0]!;
      const key = place.dataset.moveKey;
      await clickCentre(place);
      await el.updateComplete;
      expect(moveKey(el.match.log[el.match.log.length - 1]!.move)).to.equal(key);
      expect(el.match.phase).to.equal('play.action');
      const lift = parts(el, 'chip').find((b) => b.dataset.moveKey!.includes('liftKid'));
      expect(lift, 'a Lift chip on the placed Kid').not.to.equal(undefined);
      // The placement itself is drawn at the Event with the chip.
      await clickCentre(lift!);
      await el.updateComplete;
      expect(el.match.phase).to.equal('play.lift');
      const put = parts(el, 'replace')[0]!;
      await clickCentre(put);
      await el.updateComplete;
      expect(el.match.log[el.match.log.length - 1]!.move.type).to.equal('replace');
    });
  });
});
