import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/puerto-rico-table/define.js';
import type { PuertoRicoTable } from '../../components/puerto-rico-table/puerto-rico-table.js';
import { heldKinds, heuristicMove, shipOptions } from '../../machines/puerto-rico/index.js';
import type { Move } from '../../src/dsl/index.js';
import { moveKey } from '../../src/engine/move-key.js';

import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import { clickMove, moveButtons, openRules, part, parts, playerPanels, pressMove, shadowHtml, withEmbeddedFromDist } from '../../src/testing/browser.js';


/** Four seats: you (seat 0, the first governor) and three medium bots that wait, so the test drives every move. */
const solo = (seed = 'browser') =>
  fixture<PuertoRicoTable>(html`<puerto-rico-table players="4" seed=${seed} seats="human,bot:medium,bot:medium,bot:medium" autoplay="false"></puerto-rico-table>`);

/** Plays greedy-bot moves through the match until `done` holds. */
async function advance(el: PuertoRicoTable, done: () => boolean): Promise<void> {
  const m = el.match;
  for (let i = 0; i < 3000 && !m.isOver && !done(); i++) {
    const seat = m.active[0]!;
    el.play(heuristicMove(m.view(seat), seat)!);
  }
  await el.updateComplete;
}

before(() => setViewport({ width: 1280, height: 900 }));

describe('<puerto-rico-table>', () => {
  describe('accessibility', () => {
    it('labels the table, the role cards, the supply and every board', async () => {
      const el = await solo();
      expect(part(el, 'table')!.getAttribute('aria-label')).to.equal('Puerto Rico table');
      expect(moveButtons(el).map((b) => b.getAttribute('aria-label'))).to.deep.equal([
        'Choose the Settler', 'Choose the Mayor', 'Choose the Builder', 'Choose the Craftsman', 'Choose the Trader', 'Choose the Captain', 'Choose the Prospector',
      ]);
      expect(parts(el, 'board').map((b) => b.getAttribute('aria-label'))).to.deep.equal(["Player 1's board", "Bot 2 (medium)'s board", "Bot 3 (medium)'s board", "Bot 4 (medium)'s board"]);
      expect(part(el, 'colonist-ship')!.getAttribute('aria-label')).to.equal('Colonist ship: 4 colonists');
      expect(part(el, 'trading-house')!.getAttribute('aria-label')).to.equal('Trading house: empty');
      expect(parts(el, 'ship').map((s) => s.getAttribute('aria-label'))).to.deep.equal(['Cargo ship of 5: empty', 'Cargo ship of 6: empty', 'Cargo ship of 7: empty']);
      expect(parts(el, 'building')).to.have.length(23);
      expect(parts(el, 'building')[0]!.getAttribute('aria-label')).to.equal('Small Indigo Plant: costs 1, you would pay 1, 1 VP, 1 circle, 4 left');
      // Goods have a symbol and a name, never colour alone.
      expect(part(el, 'goods-supply')!.textContent).to.match(/Corn\s*10.*Indigo\s*11.*Sugar\s*11.*Tobacco\s*9.*Coffee\s*9/s);
    });

    it('opens the rules from the table', async () => {
      const dialog = openRules(await solo());
      expect(dialog.open).to.equal(true);
      expect(dialog.textContent).to.contain('How to play Puerto Rico');
      expect(dialog.textContent).to.match(/"Done" is refused while a\s+colonist waits/);
      dialog.close();
    });

    it('passes an axe check at the start and in the mayor phase', async () => {
      const el = await solo('axe');
      await expect(el).to.be.accessible();
      el.play({ type: 'chooseRole', seat: 0, role: 'mayor' });
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });

    it('never puts another seat\'s VP chips in the DOM (they lie face down)', async () => {
      const el = await fixture<PuertoRicoTable>(html`<puerto-rico-table players="4" seed="secret-vp" seats="human,human,human,human" view="0" autoplay="false"></puerto-rico-table>`);
      await advance(el, () => el.match.state.G.boards.slice(1).every((b) => (b.vp ?? 0) >= 5) && el.match.phase === 'round.chooseRole');
      const G = el.state.G;
      const markup = shadowHtml(el);
      const chips = parts(el, 'vp-chips');
      expect(chips[0]!.getAttribute('aria-label')).to.equal(`${G.boards[0]!.vp} VP chip${G.boards[0]!.vp === 1 ? '' : 's'}`);
      // Everything but this seat's own board and panel: no chip count of another seat anywhere.
      const own = parts(el, 'board')[0]!.outerHTML;
      const panels = playerPanels(el).map((p) => p.summary as string);
      const others = markup.replace(own, '').replace(panels[0]!, '');
      expect(others).not.to.match(/\d+ VP chips?\b/);
      for (const s of [1, 2, 3]) {
        const vp = G.boards[s]!.vp!;
        expect(vp).to.be.greaterThanOrEqual(5);
        expect(el.match.view(0).G.boards[s]!.vp).to.equal(null);
        expect(chips[s]!.getAttribute('aria-label')).to.equal('VP chips face down');
        expect(chips[s]!.querySelector('b')!.textContent).to.equal('?');
        expect(panels[s]).to.contain('chips face down');
        expect(others).not.to.contain(`${vp} VP chip`);
      }
      // The hotseat curtain hides them between people at one screen.
      el.setAttribute('view', 'hotseat');
      await el.updateComplete;
      expect(part(el, 'curtain')).not.to.equal(null);
    });
  });

  describe('properties', () => {
    it('players="3" and players="5" set up 6 and 8 role cards, and the right cargo ships', async () => {
      const three = await fixture<PuertoRicoTable>(html`<puerto-rico-table players="3" seats="human,bot:medium,bot:medium" autoplay="false" seed="p3"></puerto-rico-table>`);
      expect(parts(three, 'role')).to.have.length(6);
      expect(parts(three, 'ship').map((s) => s.getAttribute('aria-label'))).to.deep.equal(['Cargo ship of 4: empty', 'Cargo ship of 5: empty', 'Cargo ship of 6: empty']);
      const five = await fixture<PuertoRicoTable>(html`<puerto-rico-table players="5" seats="human,bot:medium,bot:medium,bot:medium,bot:medium" autoplay="false" seed="p5"></puerto-rico-table>`);
      expect(parts(five, 'role')).to.have.length(8);
      expect(parts(five, 'board')).to.have.length(5);
      expect(part(five, 'plantations')!.querySelectorAll('.plantation-row .tile')).to.have.length(6);
    });

    it('view="spectator" shows no move controls and no VP chips', async () => {
      const el = await fixture<PuertoRicoTable>(html`<puerto-rico-table players="3" seats="human,human,human" view="spectator" seed="watch"></puerto-rico-table>`);
      expect(moveButtons(el)).to.have.length(0);
      expect(parts(el, 'vp-chips').every((c) => c.querySelector('b')!.textContent === '?')).to.equal(true);
    });

    it('shows the price this seat would pay on every building, quarries and builder privilege applied', async () => {
      const el = await solo('prices');
      el.play({ type: 'chooseRole', seat: 0, role: 'builder' });
      await el.updateComplete;
      const market = parts(el, 'building').find((b) => b.getAttribute('aria-label')!.startsWith('Build the Small Market'))!;
      expect(market.getAttribute('aria-label')).to.equal('Build the Small Market for 0 doubloons (2 left)');
      expect(market.querySelector('.b-price .t')!.getAttribute('data-t')).to.equal('you pay 0');
      await expect(el).to.be.accessible();
      expect(parts(el, 'building').filter((b) => b.hasAttribute('data-move-key')).length).to.equal(el.match.legalMoves(0).filter((m) => m.type === 'build').length);
    });

    it('puts up the pass-the-device curtain between people at one screen (VP chips are secret)', async () => {
      const el = await fixture<PuertoRicoTable>(html`<puerto-rico-table players="3" seats="human,human,human" seed="curtain"></puerto-rico-table>`);
      expect(part(el, 'curtain')).not.to.equal(null);
      expect(parts(el, 'board')).to.have.length(0);
      (part(el, 'curtain-button') as HTMLButtonElement).click();
      await el.updateComplete;
      expect(moveButtons(el)).to.have.length(6);
      await clickMove(el, { type: 'chooseRole', seat: 0, role: 'builder' });
      await clickMove(el, { type: 'passBuilder', seat: 0 });
      expect(el.match.active).to.deep.equal([1]);
      expect(part(el, 'curtain')!.textContent).to.contain('Player 2');
    });

    it('shows the finished game with every score, and stays accessible', async () => {
      const el = await solo('finish');
      await advance(el, () => false);
      expect(el.match.isOver).to.equal(true);
      const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
      await panel.updateComplete;
      expect(panel.shadowRoot!.querySelectorAll('tbody tr').length).to.equal(4);
      expect(moveButtons(el)).to.have.length(0);
      await expect(el).to.be.accessible();
    });

    it('scores each seat in its panel', async () => {
      const el = await solo();
      expect(playerPanels(el)[0]!.summary).to.equal('0 building VP · 0 VP chips · 3 doubloons');
      expect(playerPanels(el)[1]!.summary).to.equal('0 building VP · chips face down · 3 doubloons');
    });
  });

  describe('events', () => {
    it('fires tt-move and tt-phase through a role choice and the settler phase', async () => {
      const el = await solo('events');
      const seen: string[] = [];
      el.addEventListener('tt-move', (e: TabletopEvent<'tt-move'>) => seen.push(`move:${e.detail.move.type}`));
      el.addEventListener('tt-phase', (e: TabletopEvent<'tt-phase'>) => seen.push(`phase:${e.detail.phase}`));
      moveButtons(el)[0]!.click(); // the settler
      await el.updateComplete;
      part(el, 'quarry')!.click();
      await el.updateComplete;
      expect(seen).to.deep.equal(['move:chooseRole', 'phase:round.settler', 'move:quarry']);
      expect(el.state.G.boards[0]!.island.map((t) => t.tile.split('-')[0])).to.deep.equal(['indigo', 'quarry']);
    });

    it('fires tt-invalid-move for a move out of turn, and changes nothing', async () => {
      const el = await solo();
      const before = el.save();
      let reason = '';
      el.addEventListener('tt-invalid-move', (e: TabletopEvent<'tt-invalid-move'>) => (reason = e.detail.reason));
      expect(el.play({ type: 'chooseRole', seat: 1, role: 'mayor' }).ok).to.equal(false);
      expect(reason).to.match(/seat 0/);
      expect(el.save()).to.equal(before);
    });
  });

  describe('embedding', () => {
    it('works from the self-contained dist/puerto-rico.js in a plain page', async function () {
      await withEmbeddedFromDist<PuertoRicoTable>('puerto-rico', { players: 5, seats: 'human,bot:medium,bot:medium,bot:medium,bot:hard' }, (el) => {
        expect(moveButtons(el).length).to.equal(8);
        expect(el.state.G.boards).to.have.length(5);
      }, { width: 1000 });
    });
  });

  describe('keyboard', () => {
    it('chooses a role and takes the settler\'s tile with Tab and Enter', async () => {
      const el = await solo('keys');
      part(el, 'new-game-button')!.focus();
      for (let i = 0; i < 30 && !el.shadowRoot!.activeElement?.hasAttribute('data-move-key'); i++) await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement!.getAttribute('aria-label')).to.equal('Choose the Settler');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.match.phase).to.equal('round.settler');
      expect(el.match.active).to.deep.equal([0]);
      // Focus stays on a move control; walk on to a face-up plantation and take it.
      const focused = () => el.shadowRoot!.activeElement as HTMLElement | null;
      expect(focused()!.hasAttribute('data-move-key')).to.equal(true);
      for (let i = 0; i < 30 && !focused()!.getAttribute('aria-label')!.startsWith('Take a '); i++) await sendKeys({ press: 'Tab' });
      const label = focused()!.getAttribute('aria-label')!;
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      const last = el.match.log.at(-1)!.move;
      expect(label).to.match(/^Take a (corn|indigo|sugar|tobacco|coffee) plantation$|^Take a quarry/);
      expect(last.seat).to.equal(0);
      expect(['plant', 'quarry']).to.include(last.type);
      expect(el.state.G.boards[0]!.island).to.have.length(2);
    });
  });

  describe('mouse', () => {
    it('mayor: "Done" is disabled with the reason shown until the circles are filled, then accepted', async () => {
      const el = await solo('mayor');
      await clickMove(el, { type: 'chooseRole', seat: 0, role: 'mayor' });
      expect(el.match.phase).to.equal('round.mayor');
      // First the privilege colonist: take it (no refusal is shown while it is on offer).
      expect(part(el, 'refusal')).to.equal(null);
      await clickMove(el, { type: 'privilegeColonist', seat: 0, take: true });
      const board = el.state.G.boards[0]!;
      expect(board.sanJuan).to.be.greaterThan(0);
      expect(part(el, 'refusal')!.textContent).to.contain('every empty circle must be filled');
      // "Done" is shown but disabled (no move control), its reason beside it.
      const done = part(el, 'done') as HTMLButtonElement;
      expect(done.disabled).to.equal(true);
      expect(done.hasAttribute('data-move-key')).to.equal(false);
      expect(done.getAttribute('aria-describedby')).to.equal(part(el, 'refusal')!.id);
      expect(el.match.reason({ type: 'doneMayor', seat: 0 })).to.equal('Every empty circle must be filled while colonists wait in San Juan.');
      // Click the empty circle of the starting plantation: the colonist goes from San Juan onto it.
      await clickMove(el, { type: 'place', seat: 0, area: 'island', index: 0 });
      expect(el.state.G.boards[0]!.island[0]!.colonist).to.equal(true);
      expect(part(el, 'refusal')).to.equal(null);
      expect(part(el, 'done')!.hasAttribute('data-move-key')).to.equal(true);
      await clickMove(el, { type: 'doneMayor', seat: 0 });
      expect(el.match.active).to.deep.equal([1]);
    });

    it('mayor: click a colonist to lift it to San Juan, then an empty circle to place it', async () => {
      const el = await solo('lift');
      await advance(el, () => el.match.phase === 'round.mayor' && el.match.active[0] === 0 && el.match.legalMoves(0).some((m) => m.type === 'remove'));
      expect(el.match.phase).to.equal('round.mayor');
      const lift = el.match.legalMoves(0).find((m) => m.type === 'remove')!;
      const before = el.state.G.boards[0]!.sanJuan;
      const button = el.shadowRoot!.querySelector<HTMLElement>(`[data-move-key="${CSS.escape(moveKey(lift))}"]`)!;
      expect(button.getAttribute('part')).to.contain('lift');
      await clickMove(el, lift);
      expect(el.state.G.boards[0]!.sanJuan).to.equal(before + 1);
      const place = el.match.legalMoves(0).find((m) => m.type === 'place')!;
      await clickMove(el, place);
      expect(el.state.G.boards[0]!.sanJuan).to.equal(before);
    });

    it('builds by a real click on a building tile at the price shown', async () => {
      const el = await solo('build');
      await clickMove(el, { type: 'chooseRole', seat: 0, role: 'builder' });
      await clickMove(el, { type: 'build', seat: 0, building: 'smallMarket' });
      expect(el.state.G.boards[0]!.city.map((b) => b.id)).to.deep.equal(['smallMarket']);
      expect(el.state.G.boards[0]!.doubloons).to.equal(3); // cost 1, less the builder's 1
    });

    it('loads a ship and stores goods by clicks (captain)', async () => {
      const el = await solo('keep');
      await advance(el, () => el.match.phase === 'round.captain.load' && el.match.active[0] === 0 && el.match.legalMoves(0).some((m) => m.type === 'load'));
      const load = el.match.legalMoves(0).find((m) => m.type === 'load')!;
      expect(parts(el, 'load-good').map((b) => b.dataset.moveKey)).to.deep.equal(el.match.legalMoves(0).filter((m) => m.type === 'load').map(moveKey));
      await clickMove(el, load);
      expect(el.match.log.at(-1)!.move).to.deep.equal(load);
      await advance(el, () => el.match.phase === 'round.captain.store' && el.match.active[0] === 0);
      const keys = el.match.legalMoves(0).map(moveKey);
      const shown = parts(el, 'store');
      expect(shown.length).to.be.greaterThan(1);
      expect(shown.every((b) => keys.includes(b.dataset.moveKey!))).to.equal(true);
      expect(shown[0]!.getAttribute('aria-label')).to.match(/^Keep (all \w+ in a warehouse(, | and ))*1 barrel of \w+ on the windrose$|^Keep all/);
      expect(shown.at(-1)!.getAttribute('aria-label')).to.match(/^Keep all \w+ in a warehouse((, | and )all \w+ in a warehouse)*$|^Keep nothing$/);
      await expect(el).to.be.accessible();
      const chosen = el.match.legalMoves(0).find((m) => moveKey(m) === shown[0]!.dataset.moveKey)!;
      await clickMove(el, chosen);
      expect(el.match.log.at(-1)!.move).to.deep.equal(chosen);
    });
  });

  describe('choices the rulebook leaves open ("may")', () => {
    it('mayor: the privilege colonist is taken or declined by a button; declined by the keyboard it stays in the supply', async () => {
      const el = await solo('privilege');
      await clickMove(el, { type: 'chooseRole', seat: 0, role: 'mayor' });
      expect(parts(el, 'offer').map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Take the privilege colonist (into San Juan)', 'Decline the privilege colonist']);
      expect(part(el, 'actions')!.textContent).to.contain('your privilege colonist');
      await expect(el).to.be.accessible();
      const supply = el.state.G.colonistSupply;
      const sanJuan = el.state.G.boards[0]!.sanJuan;
      await pressMove(el, { type: 'privilegeColonist', seat: 0, take: false });
      expect(el.match.log.at(-1)!.text).to.equal("declined the mayor's privilege colonist");
      expect(el.state.G.colonistSupply).to.equal(supply);
      expect(el.state.G.boards[0]!.sanJuan).to.equal(sanJuan);
      expect(parts(el, 'offer')).to.have.length(0);
    });

    /** Seat 0 chooses the captain whenever it can load; every seat otherwise plays greedily, until `done` holds. */
    async function toCaptainOffer(el: PuertoRicoTable, done: () => boolean, wanted: (legal: Move[]) => Move | undefined = () => undefined): Promise<void> {
      const m = el.match;
      for (let i = 0; i < 4000 && !m.isOver && !done(); i++) {
        const seat = m.active[0]!;
        const legal = m.legalMoves(seat);
        const captain = seat === 0 && shipOptions(m.state.G, 0).length > 0 ? legal.find((x) => x.type === 'chooseRole' && x.role === 'captain') : undefined;
        el.play(captain ?? (seat === 0 ? wanted(legal) : undefined) ?? heuristicMove(m.view(seat), seat)!);
      }
      await el.updateComplete;
    }

    it('captain: the privilege VP is offered after his first load; declined by the keyboard the chip stays in the supply', async () => {
      const el = await solo('captain-vp');
      const m = el.match;
      await toCaptainOffer(el, () => m.state.G.offer === 'captainVp');
      expect(m.state.G.offer).to.equal('captainVp');
      expect(m.active).to.deep.equal([0]);
      expect(parts(el, 'offer').map((b) => b.getAttribute('aria-label'))).to.deep.equal(["Take the captain's privilege VP", "Decline the captain's privilege VP (the chip stays in the supply)"]);
      expect(part(el, 'actions')!.textContent).to.contain('your privilege VP for this load').and.to.contain(`${m.state.G.vpSupply} VP chips left`);
      // While the VP is on offer no ship offers a load.
      expect(parts(el, 'load-good')).to.have.length(0);
      await expect(el).to.be.accessible();
      const supply = m.state.G.vpSupply;
      const vp = m.state.G.boards[0]!.vp;
      await pressMove(el, { type: 'captainVp', seat: 0, take: false });
      expect(m.log.at(-1)!.text).to.equal("declined the captain's privilege VP");
      expect(m.state.G.vpSupply).to.equal(supply);
      expect(m.state.G.boards[0]!.vp).to.equal(vp);
      if (m.state.G.offer === null) expect(parts(el, 'offer')).to.have.length(0);
    });

    it('captain: the privilege VP is taken by a click, one chip from the supply', async () => {
      const el = await solo('captain-vp-take');
      const m = el.match;
      await toCaptainOffer(el, () => m.state.G.offer === 'captainVp');
      expect(m.state.G.offer).to.equal('captainVp');
      const supply = m.state.G.vpSupply;
      const vp = m.state.G.boards[0]!.vp!;
      await clickMove(el, { type: 'captainVp', seat: 0, take: true });
      expect(m.log.at(-1)!.text).to.equal("took the captain's privilege VP");
      expect(m.state.G.vpSupply).to.equal(supply - 1);
      expect(m.state.G.boards[0]!.vp).to.equal(vp + 1);
    });

    it('harbor: its VP is offered after a load of its owner and declined by a click', async () => {
      const el = await solo('harbor');
      const m = el.match;
      // Seat 0 saves for a harbor (builds nothing else), builds it and mans it as soon as it can.
      const hasHarbor = () => m.state.G.boards[0]!.city.some((b) => b.id === 'harbor');
      await toCaptainOffer(el, () => m.state.G.offer === 'harborVp' && m.active[0] === 0, (legal) => legal.find((x) => (x.type === 'build' && x.building === 'harbor')
        || (x.type === 'place' && x.area === 'city' && m.state.G.boards[0]!.city[x.index as number]!.id === 'harbor'))
        ?? (hasHarbor() ? undefined : legal.find((x) => x.type === 'passBuilder')));
      expect(m.state.G.offer).to.equal('harborVp');
      expect(parts(el, 'offer').map((b) => b.getAttribute('aria-label'))).to.deep.equal(["Take the harbor's VP", "Decline the harbor's VP (the chip stays in the supply)"]);
      expect(part(el, 'actions')!.textContent).to.contain('Harbor — 1 extra VP for this load?');
      const supply = m.state.G.vpSupply;
      const vp = m.state.G.boards[0]!.vp;
      await clickMove(el, { type: 'harborVp', seat: 0, take: false });
      expect(m.log.at(-1)!.text).to.equal("declined the harbor's VP");
      expect(m.state.G.vpSupply).to.equal(supply);
      expect(m.state.G.boards[0]!.vp).to.equal(vp);
    });

    it('craftsman: "No extra barrel" declines the extra good by a click', async () => {
      const el = await solo('extra');
      await advance(el, () => el.match.phase === 'round.craftsman' && el.match.active[0] === 0);
      expect(el.match.phase).to.equal('round.craftsman');
      const goods = { ...el.state.G.boards[0]!.goods };
      expect(part(el, 'decline-extra-good')!.getAttribute('aria-label')).to.equal('Take no extra barrel');
      await clickMove(el, { type: 'declineExtraGood', seat: 0 });
      expect(el.match.log.at(-1)!.move.type).to.equal('declineExtraGood');
      expect(el.state.G.boards[0]!.goods).to.deep.equal(goods);
    });

    it('storing: warehouse kinds are toggled, then a windrose button stores exactly that', async () => {
      const el = await solo('warehouse');
      const m = el.match;
      const hasWarehouse = () => ['smallWarehouse', 'largeWarehouse'].some((id) => m.state.G.boards[0]!.city.some((b) => b.id === id && b.colonists > 0));
      // Seat 0 builds a warehouse and mans it as soon as it can; otherwise every seat plays greedily.
      for (let i = 0; i < 4000 && !m.isOver && !(m.phase === 'round.captain.store' && m.active[0] === 0 && hasWarehouse() && heldKinds(m.state.G.boards[0]!).length >= 2); i++) {
        const seat = m.active[0]!;
        const legal = m.legalMoves(seat);
        const city = m.state.G.boards[0]!.city;
        const wanted = seat === 0 ? legal.find((x) => (x.type === 'build' && (x.building === 'smallWarehouse' || x.building === 'largeWarehouse'))
          || (x.type === 'place' && x.area === 'city' && /Warehouse/.test(city[x.index as number]!.id))) : undefined;
        el.play(wanted ?? heuristicMove(m.view(seat), seat)!);
      }
      await el.updateComplete;
      expect(m.phase).to.equal('round.captain.store');
      const toggles = parts(el, 'warehouse-kind');
      expect(toggles.length).to.equal(heldKinds(m.state.G.boards[0]!).length);
      // Clear every toggle (the warehouse unused), then keep one kind whole.
      for (const b of parts(el, 'warehouse-kind')) if (b.getAttribute('aria-pressed') === 'true') { b.click(); await el.updateComplete; }
      expect(parts(el, 'warehouse-kind').every((b) => b.getAttribute('aria-pressed') === 'false')).to.equal(true);
      const kind = heldKinds(m.state.G.boards[0]!)[0]!;
      parts(el, 'warehouse-kind')[0]!.focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(parts(el, 'warehouse-kind')[0]!.getAttribute('aria-pressed')).to.equal('true');
      const keep = { type: 'store', seat: 0, warehouse: [kind], windrose: null };
      expect(parts(el, 'store').every((b) => JSON.parse(JSON.stringify(m.legalMoves(0).find((x) => moveKey(x) === b.dataset.moveKey)!.warehouse)).join() === kind)).to.equal(true);
      const held = m.state.G.boards[0]!.goods[kind];
      await clickMove(el, keep);
      expect(el.match.log.at(-1)!.move).to.deep.equal(keep);
      expect(m.state.G.boards[0]!.goods[kind]).to.equal(held);
      expect(heldKinds(m.state.G.boards[0]!)).to.deep.equal([kind]);
    });
  });
  describe('screens, focus and words', () => {
    /** Seat 0's decision in `phase` begins after a bot's move: the table is drawn once before it, with no moves for seat 0. */
    async function turnBegins(el: PuertoRicoTable, phase: string): Promise<void> {
      const m = el.match;
      for (let i = 0; i < 3000 && !m.isOver; i++) {
        const seat = m.active[0]!;
        const before = m.save();
        el.play(heuristicMove(m.view(seat), seat)!);
        if (seat !== 0 && m.phase === phase && m.active[0] === 0 && m.state.G.offer === null) {
          const last = m.log[m.log.length - 1]!.move;
          el.load(before);
          await el.updateComplete;
          window.scrollTo(0, 0);
          el.play(last);
          await el.updateComplete;
          await new Promise((r) => requestAnimationFrame(() => r(null)));
          return;
        }
      }
      throw new Error(`seat 0 never began a turn in ${phase}`);
    }
    const inViewport = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
    };

    before(() => emulateMedia({ reducedMotion: 'reduce' }));
    after(async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      await setViewport({ width: 1280, height: 900 });
    });

    for (const [phase, wanted] of [['round.settler', 'plantation'], ['round.mayor', 'place']] as const) {
      it(`at 1280 × 800 the controls of ${phase} are brought into view when seat 0's turn begins`, async () => {
        await setViewport({ width: 1280, height: 800 });
        const el = await solo(`view-${phase}`);
        await turnBegins(el, phase);
        const focus = el.shadowRoot!.querySelector<HTMLElement>('[data-turn-focus]')!;
        expect(focus, 'a control is marked for the turn').to.not.equal(null);
        expect(focus.getAttribute('part')).to.contain(wanted);
        expect((focus as HTMLButtonElement).disabled).to.equal(false);
        expect(inViewport(focus), `${focus.getAttribute('aria-label')} in view`).to.equal(true);
      });
    }

    it('mayor by keyboard: after each placement the focus goes to the next empty circle, then to "Done" — never to a disabled control', async () => {
      const el = await solo('mayor-keys');
      await clickMove(el, { type: 'chooseRole', seat: 0, role: 'mayor' });
      await clickMove(el, { type: 'privilegeColonist', seat: 0, take: true });
      expect((part(el, 'done') as HTMLButtonElement).disabled).to.equal(true);
      const active = () => el.shadowRoot!.activeElement as HTMLButtonElement | null;
      el.shadowRoot!.querySelector<HTMLElement>('[data-turn-focus]')!.focus();
      for (let i = 0; i < 6 && el.match.legalMoves(0).some((m) => m.type === 'place'); i++) {
        expect(active()!.getAttribute('part')).to.contain('place');
        await sendKeys({ press: 'Enter' });
        await el.updateComplete;
        await el.updateComplete;
        expect(active(), 'the focus stays in the table').to.not.equal(null);
        expect(active()!.disabled).to.equal(false);
        expect(active()!.hasAttribute('data-move-key')).to.equal(true);
      }
      expect(active()!.getAttribute('part')).to.contain('done');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.match.active).to.deep.equal([1]);
    });

    it('mayor: "Done" waiting is a step to take, not an error, and the hint offers lifting only when a colonist can be lifted', async () => {
      const el = await solo('mayor-words');
      await clickMove(el, { type: 'chooseRole', seat: 0, role: 'mayor' });
      await clickMove(el, { type: 'privilegeColonist', seat: 0, take: true });
      expect(el.match.legalMoves(0).some((m) => m.type === 'remove')).to.equal(false);
      expect(part(el, 'refusal')!.textContent).to.match(/^First place \d colonists? from San Juan: every empty circle must be filled\.$/);
      expect(part(el, 'refusal')!.getAttribute('role')).to.equal(null);
      expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
      expect(part(el, 'status')!.textContent).to.equal('Your turn, Player 1. Place the colonists from San Juan on empty circles.');
    });

    it('trader with nothing to sell: says why beside "Sell nothing"', async () => {
      const el = await solo('trader-none');
      await clickMove(el, { type: 'chooseRole', seat: 0, role: 'trader' });
      expect(el.match.legalMoves(0).map((m) => m.type)).to.deep.equal(['passTrader']);
      expect(part(el, 'reason')!.textContent).to.equal('You have no goods to sell.');
      expect(part(el, 'status')!.textContent).to.equal('Your turn, Player 1. You have no goods to sell. Press "Sell nothing".');
      expect(part(el, 'actions')!.textContent).to.contain('Sell nothing');
    });

    it('folds the other seats\' boards to a summary line that opens, and stays open across moves', async () => {
      const el = await solo('folds');
      const folds = [...el.shadowRoot!.querySelectorAll<HTMLDetailsElement>('details.board-fold')];
      expect(folds).to.have.length(3);
      expect(folds.every((d) => !d.open)).to.equal(true);
      expect(parts(el, 'board')[0]!.getAttribute('part')).to.contain('my-board');
      const summary = folds[0]!.querySelector('summary')!;
      expect(summary.textContent).to.contain('Bot 2 (medium)');
      expect(summary.textContent).to.contain('3 doubloons');
      expect(summary.textContent).to.contain('VP chips face down');
      expect(summary.textContent).to.contain('Island 1/12');
      summary.click();
      await el.updateComplete;
      await new Promise((r) => setTimeout(r, 0));
      await clickMove(el, { type: 'chooseRole', seat: 0, role: 'prospector' });
      const again = [...el.shadowRoot!.querySelectorAll<HTMLDetailsElement>('details.board-fold')];
      expect(again.map((d) => d.open)).to.deep.equal([true, false, false]);
    });

    it('on a phone the building board folds outside the builder phase; the table does not scroll sideways', async () => {
      await setViewport({ width: 390, height: 844 });
      const el = await solo('phone');
      const fold = el.shadowRoot!.querySelector<HTMLDetailsElement>('details.buildings-fold')!;
      expect(fold.open).to.equal(false);
      await clickMove(el, { type: 'chooseRole', seat: 0, role: 'builder' });
      expect(el.shadowRoot!.querySelector<HTMLDetailsElement>('details.buildings-fold')!.open).to.equal(true);
      expect(document.documentElement.scrollWidth).to.be.at.most(innerWidth);
      await setViewport({ width: 1280, height: 900 });
    });

    it('game over: the scores in parts — VP chips, buildings, bonuses — adding up to each total', async () => {
      const el = await solo('breakdown');
      await advance(el, () => false);
      const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
      await panel.updateComplete;
      const heads = [...panel.shadowRoot!.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
      expect(heads.slice(0, 5)).to.deep.equal(['Player', 'VP chips', 'Buildings', 'Bonuses', 'VP']);
      const result = el.match.result!;
      for (const row of panel.shadowRoot!.querySelectorAll('tbody tr')) {
        const cells = [...row.querySelectorAll('td')].map((td) => td.textContent!.trim());
        const [chips, buildings, bonus, total] = cells.slice(1, 5).map(Number);
        expect(chips! + buildings! + bonus!).to.equal(total);
        expect(result.scores).to.include(total);
      }
      // This seat's own chips are what its board says.
      const mine = el.state.G.boards[0]!;
      const row = [...panel.shadowRoot!.querySelectorAll('tbody tr')].find((r) => r.querySelector('td')!.textContent!.includes('Player 1'))!;
      expect(Number(row.querySelectorAll('td')[1]!.textContent)).to.equal(mine.vp);
    });
  });

  describe('languages', () => {
    /** Four seats in a language: you and three waiting bots. */
    const inLanguage = (lang: string, seed = 'browser') =>
      fixture<PuertoRicoTable>(html`<puerto-rico-table lang=${lang} players="4" seed=${seed} seats="human,bot:medium,bot:medium,bot:medium" autoplay="false"></puerto-rico-table>`);
    const labels = (els: HTMLElement[]) => els.map((b) => b.getAttribute('aria-label'));
    const game = (el: PuertoRicoTable) => el.shadowRoot!.querySelector<HTMLElement>('.pr')!;

    it('Spanish: role cards, buildings, the harbour, the decision bar and the rules in Spanish', async () => {
      const el = await inLanguage('es');
      expect(labels(moveButtons(el))).to.deep.equal([
        'Elegir al Colono', 'Elegir al Alcalde', 'Elegir al Constructor', 'Elegir al Artesano', 'Elegir al Comerciante', 'Elegir al Capitán', 'Elegir al Buscador de oro',
      ]);
      expect(parts(el, 'building')[0]!.getAttribute('aria-label')).to.equal('Pequeña planta de añil: cuesta 1, pagarías 1, 1 PV, 1 círculo, quedan 4');
      expect(part(el, 'colonist-ship')!.getAttribute('aria-label')).to.equal('Barco de colonos: 4 colonos');
      expect(parts(el, 'ship').map((x) => x.getAttribute('aria-label'))).to.deep.equal(['Barco de carga de 5: vacío', 'Barco de carga de 6: vacío', 'Barco de carga de 7: vacío']);
      expect(part(el, 'actions')!.textContent).to.contain('Elige una carta de rol');
      expect(part(el, 'goods-supply')!.textContent).to.match(/Maíz\s*10.*Añil\s*11.*Azúcar\s*11.*Tabaco\s*9.*Café\s*9/s);
      const dialog = openRules(el);
      expect(dialog.querySelector('ol.rules')!.textContent).to.contain('Constructor:').and.to.contain('construye un edificio; el constructor paga 1 menos');
      dialog.close();
      el.play({ type: 'chooseRole', seat: 0, role: 'builder' });
      await el.updateComplete;
      expect(part(el, 'round')!.textContent).to.contain('Ahora: Constructor (elegido por');
      const market = parts(el, 'building').find((b) => b.dataset.moveKey?.includes('smallMarket'))!;
      expect(market.getAttribute('aria-label')).to.equal('Construir el edificio «Pequeño mercado» por 0 doblones (quedan 2)');
    });

    it('French: the same texts in French, with its spacing before colons', async () => {
      const el = await inLanguage('fr');
      expect(labels(moveButtons(el))).to.deep.equal([
        'Choisir le Colon', 'Choisir le Maire', 'Choisir le Bâtisseur', 'Choisir le Producteur', 'Choisir le Marchand', 'Choisir le Capitaine', 'Choisir le Chercheur d’or',
      ]);
      expect(part(el, 'colonist-ship')!.getAttribute('aria-label')).to.equal('Navire de colons\u00a0: 4 colons');
      expect(part(el, 'trading-house')!.getAttribute('aria-label')).to.equal('Maison de commerce\u00a0: vide');
      expect(part(el, 'actions')!.textContent).to.contain('Choisis une carte de rôle');
      el.play({ type: 'chooseRole', seat: 0, role: 'settler' });
      await el.updateComplete;
      expect(part(el, 'actions')!.textContent).to.contain('Colon — prends une tuile\u00a0:');
      expect(labels(parts(el, 'plantation')).some((l) => /^Prendre une plantation (de maïs|d’indigo|de sucre|de tabac|de café)$/.test(l!))).to.equal(true);
      expect(part(el, 'quarry')!.getAttribute('aria-label')).to.equal('Prendre une carrière (reste 8)');
    });

    it('German: the same texts in German', async () => {
      const el = await inLanguage('de');
      expect(labels(moveButtons(el))).to.deep.equal([
        'Den Siedler wählen', 'Den Bürgermeister wählen', 'Den Baumeister wählen', 'Den Aufseher wählen', 'Den Händler wählen', 'Den Kapitän wählen', 'Den Goldsucher wählen',
      ]);
      expect(parts(el, 'building').at(-1)!.getAttribute('aria-label')).to.equal('Rathaus: kostet 10, du würdest 10 zahlen, 4 SP, 1 Kreis, noch 1');
      expect(part(el, 'colonist-ship')!.getAttribute('aria-label')).to.equal('Kolonistenschiff: 4 Kolonisten');
      expect(part(el, 'bank')!.getAttribute('aria-label')).to.equal(`Bank: ${el.state.G.bank} Dublonen`);
      expect(part(el, 'actions')!.textContent).to.contain('Wähle eine Rollenkarte');
      el.play({ type: 'chooseRole', seat: 0, role: 'mayor' });
      await el.updateComplete;
      expect(labels(parts(el, 'offer'))).to.deep.equal(['Privileg-Kolonisten nehmen (nach San Juan)', 'Privileg-Kolonisten ablehnen']);
    });

    it('switching lang on a running table re-renders it in the new language and keeps the game', async () => {
      const el = await inLanguage('es', 'switch');
      el.play({ type: 'chooseRole', seat: 0, role: 'builder' });
      await el.updateComplete;
      const log = el.match.log.length;
      const state = JSON.stringify(el.state);
      expect(part(el, 'round')!.textContent).to.contain('Ahora: Constructor');
      el.setAttribute('lang', 'de');
      await el.updateComplete;
      expect(part(el, 'round')!.textContent).to.contain('Jetzt: Baumeister');
      expect(part(el, 'actions')!.textContent).to.contain('Baumeister — baue ein Gebäude:');
      expect(el.match.log.length).to.equal(log);
      expect(JSON.stringify(el.state)).to.equal(state);
      el.setAttribute('lang', 'fr');
      await el.updateComplete;
      expect(part(el, 'round')!.textContent).to.contain('En cours\u00a0: Bâtisseur');
      el.removeAttribute('lang');
      await el.updateComplete;
      expect(part(el, 'round')!.textContent).to.contain('Now: Builder');
      expect(JSON.stringify(el.state)).to.equal(state);
    });

    it('x-pseudo: none of the game\'s own text or labels stands outside the pseudo-language\'s brackets', async () => {
      const el = await inLanguage('x-pseudo', 'keep');
      const names = [0, 1, 2, 3].map((s) => (el as unknown as { nameOf(seat: number): string }).nameOf(s));
      /** What is left of a shown text once the translated [bracketed] parts, the names, numbers and symbols are taken out. */
      const untranslated = (text: string) => {
        let rest = text;
        for (const n of names) rest = rest.split(n).join(' ');
        // Brackets nest (a translated name inside a translated sentence): take out the innermost first.
        while (/\[[^[\]]*\]/.test(rest)) rest = rest.replace(/\[[^[\]]*\]/g, ' ');
        return /\p{L}/u.test(rest) ? text.trim() : null;
      };
      const check = (root: Element): string[] => {
        const found: string[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const bad = untranslated(node.textContent ?? '');
          if (bad) found.push(`text: ${bad}`);
        }
        for (const e of [root, ...root.querySelectorAll('*')]) {
          for (const attr of ['aria-label', 'title', 'data-t']) {
            const value = e.getAttribute(attr);
            const bad = value === null ? null : untranslated(value);
            if (bad) found.push(`${attr}: ${bad}`);
          }
        }
        return found;
      };
      expect(check(game(el))).to.deep.equal([]);
      const dialog = openRules(el);
      expect(check(dialog.querySelector('ol.rules')!)).to.deep.equal([]);
      dialog.close();
      // Later in the game: every phase's decision bar, offers, goods on boards and ships.
      const seen = new Set<string>();
      const m = el.match;
      for (let i = 0; i < 3000 && !m.isOver; i++) {
        const key = `${m.phase}|${m.state.G.offer}`;
        if (!seen.has(key) && m.active[0] === 0) {
          seen.add(key);
          await el.updateComplete;
          expect(check(game(el)), key).to.deep.equal([]);
        }
        const s = m.active[0]!;
        el.play(heuristicMove(m.view(s), s)!);
      }
      await el.updateComplete;
      expect(m.isOver).to.equal(true);
      expect(check(game(el)), 'game over').to.deep.equal([]);
      expect(seen.size).to.be.greaterThan(8);
    });
  });
});
