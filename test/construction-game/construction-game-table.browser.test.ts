/**
 * <construction-game-table> in Chromium: its labelled regions and live announcements, the
 * face-down Contingency deck kept off every screen, its attributes (players, `years`, spectator,
 * bad values), its events, a turn by keyboard and by real clicks (a job taken and refused,
 * machines bought, a competitive bid, Big Sky Auction, an offer), a 390 px phone at six players,
 * its languages, and the audit at the end. Positions come from seeded games played by bots.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/construction-game-table/define.js';
import type { ConstructionGameTable } from '../../components/construction-game-table/construction-game-table.js';
import { BOARD, CARD_DESIGNS, cardDesign, constructionGameCompiled as game, countOf, netWorth, type ConstructionState as G, type JobSpace } from '../../machines/construction-game/index.js';
import { botMove } from '../../src/bots/levels.js';
import type { Move } from '../../src/dsl/index.js';
import { Match } from '../../src/engine/match.js';
import { Translator } from '../../src/i18n/index.js';
import { clickMove, moveButtons, part, parts, playerPanels, pressMove, shadowText } from '../../src/testing/browser.js';
import type { TabletopEvent } from '../../src/ui/tabletop-element.js';

const en = new Translator('en', []);
type Level = 'easy' | 'medium';

/**
 * The save of the first seeded one-year game (bots at `level` in every seat) that reaches a
 * position where `done` holds; the seeds are chosen so that the first one does, in a few dozen moves.
 */
function saveWhere(name: string, done: (m: Match<G>) => boolean, players = 2, level: Level = 'medium'): string {
  for (let k = 0; k < 20; k++) {
    const m = new Match(game, { players, seed: `${name}-${k}`, options: { years: 1 } });
    while (!m.isOver && !done(m)) {
      const seat = m.active[0]!;
      m.play(botMove(game, m.view(seat), seat, level, `${name}-${k}`)!);
    }
    if (!m.isOver) return m.save();
  }
  throw new Error(`No seeded game reached the position "${name}".`);
}

/** The job square at `index`, or null for a square of another kind. */
function jobAt(index: number): JobSpace | null {
  const space = BOARD[index]!;
  return space.kind === 'job' ? space : null;
}

/** Seat 0 is to act in `phase`. */
const zeroIn = (m: Match<G>, phase: string) => m.phase === phase && m.active[0] === 0;
/** Seat 0 is to roll, and that roll lands on a job it can take. */
function rollsOntoJob(m: Match<G>): boolean {
  if (!zeroIn(m, 'play.start')) return false;
  const probe = new Match(game, { players: m.setup.players, seed: 'probe', options: { years: 1 } });
  probe.load(m.save());
  probe.play({ type: 'roll', seat: 0 });
  return zeroIn(probe, 'play.job') && probe.legalMoves(0).some((x) => x.type === 'work') && !jobAt(probe.state.G.job!.space)?.bid;
}

/** A table of people at every seat, one screen passed round (`view`: hotseat unless said), loaded from `save`. */
async function tableAt(save: string | null, attrs: { players?: number; view?: string; lang?: string; years?: string } = {}): Promise<ConstructionGameTable> {
  const players = attrs.players ?? 2;
  const el = await fixture<ConstructionGameTable>(html`<construction-game-table players=${players} seats=${Array(players).fill('human').join(',')}
    view=${attrs.view ?? 'hotseat'} years=${attrs.years ?? '1'} lang=${attrs.lang ?? 'en'} seed="table" autoplay="false"></construction-game-table>`);
  if (save !== null) el.load(save);
  await el.updateComplete;
  return el;
}

const label = (e: Element) => e.getAttribute('aria-label');
const legal = (el: ConstructionGameTable, type: string, where: (m: Move) => boolean = () => true) => {
  const found = el.match.legalMoves(el.match.active[0]).find((m) => m.type === type && where(m));
  if (!found) throw new Error(`No legal ${type} move for seat ${el.match.active[0]} in ${el.match.phase}.`);
  return found;
};

before(() => setViewport({ width: 1100, height: 900 }));

describe('<construction-game-table>', () => {
  describe('accessibility', () => {
    it('labels its regions: the year board of 49 weeks, the yard, the moves and the last job', async () => {
      const el = await tableAt(saveWhere('regions', (m) => zeroIn(m, 'play.start') && m.state.G.report !== null));
      expect(label(part(el, 'board')!)).to.equal('The year board');
      expect(label(part(el, 'yard')!)).to.equal("The yard of Player 1");
      expect(label(part(el, 'actions')!)).to.equal('Your moves');
      expect(label(part(el, 'report')!)).to.equal('The last job');
      const squares = parts(el, 'square');
      expect(squares).to.have.length(49);
      expect(label(squares[0]!)).to.match(/^YEAR END: YEAR END\./);
      // The seed's example square: the last week of April, a dozer job with no extras.
      expect(label(squares[16]!)).to.equal('April, week 4: commercial job (dozer). costs $1,000');
      expect(label(squares[15]!)).to.contain('competitive bid');
      const here = el.state.G.contractors[0]!.position;
      expect(label(squares[here]!)).to.contain('Here: Player 1');
      expect(moveButtons(el).every((b) => (label(b) ?? '').length > 0)).to.equal(true);
    });

    it('announces each move in the live region, by name', async () => {
      const el = await tableAt(saveWhere('announce', (m) => zeroIn(m, 'play.start')));
      const announcer = part(el, 'announcer')!;
      expect(announcer.getAttribute('aria-live')).to.equal('polite');
      await clickMove(el, legal(el, 'roll'));
      const said = announcer.textContent!.trim();
      expect(said).to.match(/^Player 1 /);
      expect(said).to.contain(en.render(el.match.log.at(-1)!.message));
    });

    it('passes an axe check on a job square with machines to buy, and at a Big Sky Auction', async () => {
      const job = await tableAt(saveWhere('axe-job', (m) => zeroIn(m, 'play.job') && m.legalMoves(0).some((x) => x.type === 'buy')));
      await expect(job).to.be.accessible();
      const auction = await tableAt(saveWhere('auction-bid', (m) => zeroIn(m, 'play.auction.bidding') && m.legalMoves(0).some((x) => x.type === 'auctionBid'), 2, 'easy'));
      await expect(auction).to.be.accessible();
    });
  });

  describe('hidden information', () => {
    it('keeps the Contingency deck face down: no card of it on the screen until a job draws it', async () => {
      // Seat 0 may take a job that draws a card, and no card of the top card's design is face up yet.
      const save = saveWhere('deck', (m) => {
        if (!zeroIn(m, 'play.job') || !jobAt(m.state.G.job!.space)?.card || !m.legalMoves(0).some((x) => x.type === 'work')) return false;
        const top = cardDesign(m.state.G.deck.at(-1)!);
        return !m.state.G.discard.some((id) => cardDesign(id) === top);
      });
      const el = await tableAt(save, { view: '0' });
      const { deck, discard } = el.state.G;
      const top = deck.at(-1)!;
      const faceUp = new Set(discard.map((id) => cardDesign(id)));
      const faceDown = CARD_DESIGNS.filter((d) => !faceUp.has(d)).map((d) => en.render(d.title));
      expect(faceDown).to.include(en.render(cardDesign(top).title));
      for (const screen of [el, await tableAt(save, { view: '1' }), await tableAt(save, { view: 'spectator' })]) {
        const text = shadowText(screen);
        for (const title of faceDown) expect(text, `a face-down card's title on the screen`).not.to.contain(title);
        for (const id of deck) expect(text).not.to.contain(id);
        expect(screen.match.view(1).G.deck.every((card) => card === 'hidden')).to.equal(true);
      }
      await clickMove(el, legal(el, 'work'));
      expect(part(el, 'report')!.textContent).to.contain(en.render(cardDesign(top).title));
      expect(el.state.G.discard.at(-1)).to.equal(top);
    });

    it('puts up no curtain at a shared screen: the deck is secret from everyone alike', async () => {
      const el = await tableAt(saveWhere('hotseat', (m) => zeroIn(m, 'play.start')));
      expect(part(el, 'curtain')).to.equal(null);
      await clickMove(el, legal(el, 'roll'));
      while (el.match.active[0] === 0) await clickMove(el, el.match.legalMoves(0).find((m) => m.type === 'refuse' || m.type === 'pass' || m.type === 'auctionPass' || m.type === 'putUp') ?? el.match.legalMoves(0)[0]!);
      expect(part(el, 'curtain')).to.equal(null);
      expect(label(part(el, 'yard')!)).to.equal(`The yard of Player ${el.match.active[0]! + 1}`);
      expect(moveButtons(el).length).to.equal(el.match.legalMoves(el.match.active[0]).length);
    });
  });

  describe('properties', () => {
    it('players="6" sets up six contractors with $100,000, two backhoes and a dozer each, all on YEAR END', async () => {
      const el = await tableAt(null, { players: 6 });
      expect(playerPanels(el)).to.have.length(6);
      for (const c of el.state.G.contractors) {
        expect([c.cash, c.position, countOf(c, 'backhoe'), countOf(c, 'dozer')]).to.deep.equal([100_000, 0, 2, 1]);
      }
      expect(parts(el, 'square')[0]!.getAttribute('aria-label')).to.contain('Here: Player 1, Player 2, Player 3, Player 4, Player 5 and Player 6');
    });

    it('years="2" plays the two-year variant; a change of years starts a new game with it', async () => {
      const el = await tableAt(null, { years: '2' });
      expect(el.state.G.years).to.equal(2);
      el.play(legal(el, 'roll'));
      el.setAttribute('years', '5');
      await el.updateComplete;
      expect(el.state.G.years).to.equal(5);
      expect(el.match.log).to.have.length(0);
    });

    it('view="spectator" shows the board and the acting contractor\'s yard, and no move controls', async () => {
      const el = await tableAt(saveWhere('spectator', (m) => zeroIn(m, 'play.job')), { view: 'spectator' });
      expect(moveButtons(el)).to.have.length(0);
      expect(parts(el, 'square')).to.have.length(49);
      expect(label(part(el, 'yard')!)).to.equal('The yard of Player 1');
    });

    it('a bad years value says what is wrong and plays to $1,500,000; a bad players value says so too', async () => {
      const el = await tableAt(null, { years: '7' });
      expect(part(el, 'problem')!.textContent).to.equal('years must be 1, 2, 3, 5 or 10, not "7"; playing to $1,500,000.');
      expect(part(el, 'problem')!.getAttribute('role')).to.equal('alert');
      expect(el.state.G.years).to.equal(0);
      const many = await fixture<ConstructionGameTable>(html`<construction-game-table players="9" autoplay="false"></construction-game-table>`);
      expect(part(many, 'notice')!.textContent).to.match(/players/);
      expect(el.match.setup.players).to.equal(2);
      expect(many.match.setup.players).to.be.within(2, 6);
    });
  });

  describe('events', () => {
    it('fires tt-move and tt-phase through a roll onto a job and its refusal', async () => {
      const el = await tableAt(saveWhere('events', rollsOntoJob));
      const seen: string[] = [];
      el.addEventListener('tt-move', (e: TabletopEvent<'tt-move'>) => seen.push(`move:${e.detail.move.type}`));
      el.addEventListener('tt-phase', (e: TabletopEvent<'tt-phase'>) => seen.push(`phase:${e.detail.phase}`));
      await clickMove(el, legal(el, 'roll'));
      await clickMove(el, legal(el, 'refuse'));
      expect(seen).to.deep.equal(['move:roll', 'phase:play.job', 'move:refuse', 'phase:play.start']);
      expect(el.state.G.turn).to.equal(1);
    });

    it('fires tt-invalid-move for a move out of turn, and changes nothing', async () => {
      const el = await tableAt(saveWhere('invalid', (m) => zeroIn(m, 'play.start')));
      const before = el.save();
      let reason = '';
      el.addEventListener('tt-invalid-move', (e: TabletopEvent<'tt-invalid-move'>) => (reason = e.detail.reason));
      expect(el.play({ type: 'roll', seat: 1 }).ok).to.equal(false);
      expect(reason.length).to.be.greaterThan(0);
      expect(el.save()).to.equal(before);
    });
  });

  describe('keyboard', () => {
    it('plays a turn with Tab and Enter: rolls onto a job and takes it; the turn passes on', async () => {
      const el = await tableAt(saveWhere('keys', rollsOntoJob));
      // From the first button of the toolbar (New game), Tab walks into the table.
      el.shadowRoot!.querySelector<HTMLElement>('[part~="toolbar"] button')!.focus();
      const focused = () => el.shadowRoot!.activeElement as HTMLElement | null;
      for (let i = 0; i < 40 && !focused()?.hasAttribute('data-move-key'); i++) await sendKeys({ press: 'Tab' });
      expect(label(focused()!)).to.equal('Roll the die');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.match.phase).to.equal('play.job');
      // The focus stays on the moves; Tab goes on to "Take the job".
      for (let i = 0; i < 40 && !(label(focused()!) ?? '').startsWith('Take the job'); i++) await sendKeys({ press: 'Tab' });
      expect(label(focused()!)).to.equal('Take the job: roll for its income');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.match.log.map((e) => e.move.type).slice(-2)).to.deep.equal(['roll', 'work']);
      expect(el.state.G.report!.seat).to.equal(0);
      // The job may leave seat 0 short (Big Sky Auction); else the turn passed on.
      if (el.match.phase === 'play.start') expect(el.state.G.turn).to.equal(1);
      else expect(el.match.phase).to.equal('play.auction.choose');
      // Keyboard play of another control: pressMove focuses and presses Enter.
      const before = el.match.log.length;
      await pressMove(el, el.match.legalMoves(el.match.active[0])[0]!);
      expect(el.match.log.length).to.equal(before + 1);
    });
  });

  describe('mouse', () => {
    it('buys a machine in cash and another with credit by real clicks', async () => {
      const el = await tableAt(null);
      const seat = el.match.active[0]!;
      const c = () => el.state.G.contractors[seat]!;
      await clickMove(el, legal(el, 'buy', (m) => m.item === 'excavator' && m.credit === false));
      expect([countOf(c(), 'excavator'), c().cash, c().debt]).to.deep.equal([1, 55_000, 0]);
      await clickMove(el, legal(el, 'buy', (m) => m.item === 'scraper' && m.credit === true));
      expect(countOf(c(), 'scraper')).to.equal(1);
      expect(c().debt).to.be.greaterThan(0);
      expect(c().cash).to.equal(55_000 - (60_000 - c().debt));
      expect(part(el, 'yard')!.textContent).to.contain('excavator: 1').and.to.contain('scraper: 1');
    });

    it('credit by real clicks: an odd balance repaid all at once, and an offer paid partly in bank notes', async () => {
      const el = await tableAt(null);
      const c = (seat: number) => el.state.G.contractors[seat]!;
      // An excavator on credit: $9,000 down (20%), $36,000 of notes.
      await clickMove(el, legal(el, 'buy', (m) => m.item === 'excavator' && m.credit === true));
      expect([c(0).cash, c(0).debt]).to.deep.equal([91_000, 36_000]);
      const repays = moveButtons(el).map(label).filter((l) => l?.startsWith('Repay'));
      expect(repays).to.deep.equal(['Repay $10,000 of bank notes', 'Repay all $36,000 of bank notes']);
      expect(part(el, 'actions')!.textContent).to.contain('Repay all: $36,000');
      await clickMove(el, legal(el, 'repay', (m) => m.amount === 36_000));
      expect([c(0).cash, c(0).debt]).to.deep.equal([55_000, 0]);
      // Down to $5,000 in cash, then $22,500 offered for the other's dozer: $4,500 down, $18,000 lent.
      await clickMove(el, legal(el, 'buy', (m) => m.item === 'grader' && m.credit === false));
      await clickMove(el, legal(el, 'buy', (m) => m.item === 'truck' && m.credit === false));
      await clickMove(el, legal(el, 'offer', (m) => m.to === 1 && m.sell === false && m.item === 'dozer' && m.price === 22_500));
      await clickMove(el, legal(el, 'accept'));
      expect([c(0).cash, c(0).debt, countOf(c(0), 'dozer')]).to.deep.equal([500, 18_000, 2]);
      expect(el.match.log.at(-1)!.text).to.contain('paid $4,500 in cash and $18,000 in bank notes');
    });

    it('takes a job by a real click (the account shown), and refuses the next job offered', async () => {
      const el = await tableAt(saveWhere('take', rollsOntoJob));
      await clickMove(el, legal(el, 'roll'));
      const space = el.state.G.job!.space;
      await clickMove(el, legal(el, 'work'));
      const report = el.state.G.report!;
      expect([report.seat, report.space]).to.deep.equal([0, space]);
      expect(part(el, 'report')!.querySelector('.net')!.textContent).to.match(/^Net -?\$[\d,]+$/);
      const refusing = await tableAt(saveWhere('refuse', rollsOntoJob));
      await clickMove(refusing, legal(refusing, 'roll'));
      const cash = refusing.state.G.contractors[0]!.cash;
      await clickMove(refusing, legal(refusing, 'refuse'));
      expect(refusing.state.G.contractors[0]!.cash).to.equal(cash);
      expect(refusing.state.G.turn).to.equal(1);
    });

    it('a competitive bid: raises by a real click, then the rival passes and the winner does the job', async () => {
      const el = await tableAt(saveWhere('bid', (m) => zeroIn(m, 'play.bid') && m.legalMoves(0).some((x) => x.type === 'raise')));
      const high = el.state.G.bid!.high;
      await clickMove(el, legal(el, 'raise', (m) => m.amount === high + 1_000));
      expect(el.state.G.bid?.high ?? high + 1_000).to.equal(high + 1_000);
      while (el.match.phase === 'play.bid') await clickMove(el, legal(el, 'pass'));
      expect(el.match.phase).to.equal('play.job');
      expect(el.state.G.job).to.deep.include({ seat: 0, won: true, bid: high + 1_000 });
    });

    it('Big Sky Auction: the debtor puts a piece up by a real click, and a bid is made by a click', async () => {
      const el = await tableAt(saveWhere('auction-choose', (m) => zeroIn(m, 'play.auction.choose'), 2, 'easy'));
      const put = legal(el, 'putUp');
      await clickMove(el, put);
      expect(el.match.phase === 'play.auction.bidding' ? el.state.G.auction!.item : 'sold').to.be.oneOf([put.item, 'sold']);
      const bidding = await tableAt(saveWhere('auction-bid', (m) => zeroIn(m, 'play.auction.bidding') && m.legalMoves(0).some((x) => x.type === 'auctionBid'), 2, 'easy'));
      const bid = legal(bidding, 'auctionBid');
      const item = bidding.state.G.auction!.item!;
      await clickMove(bidding, bid);
      const after = bidding.state.G.auction;
      // Either the bid stands (seat 0 leads at that amount) or, the debtor's bills paid, the piece was sold to seat 0.
      if (after && after.item === item) expect([after.leader, after.high]).to.deep.equal([0, bid.amount]);
      else expect(countOf(bidding.state.G.contractors[0]!, item as never) + bidding.state.G.contractors[0]!.deeds.length).to.be.greaterThan(0);
    });

    it('an offer between contractors: made by one click, accepted by the other\'s click', async () => {
      const el = await tableAt(saveWhere('offer-make', (m) => zeroIn(m, 'play.start')));
      const offer = legal(el, 'offer', (m) => m.sell === true && m.item === 'backhoe' && m.price === 20_000);
      await clickMove(el, offer);
      expect(el.match.phase).to.equal('play.offer');
      expect(part(el, 'actions')!.textContent).to.contain('Accept: buy a backhoe for $20,000');
      const cash = el.state.G.contractors.map((c) => c.cash);
      await clickMove(el, legal(el, 'accept'));
      expect(el.state.G.contractors.map((c) => c.cash)).to.deep.equal([cash[0]! + 20_000, cash[1]! - 20_000]);
      expect(countOf(el.state.G.contractors[1]!, 'backhoe')).to.equal(3);
    });
  });

  describe('a phone', () => {
    it('at 390 px and six players fits the width; the 80 offers are grouped by contractor, every control a finger wide', async () => {
      await setViewport({ width: 390, height: 844 });
      try {
        const el = await tableAt(null, { players: 6 });
        expect(document.documentElement.scrollWidth).to.be.at.most(innerWidth);
        const host = el.getBoundingClientRect();
        const buttons = moveButtons(el);
        expect(buttons.length).to.equal(el.match.legalMoves(el.match.active[0]).length);
        for (const b of buttons) {
          const r = b.getBoundingClientRect();
          expect(r.left >= host.left - 0.5 && r.right <= host.right + 0.5, `${label(b)} inside the table`).to.equal(true);
          expect(Math.min(r.width, r.height), `${label(b)} at least 44 px`).to.be.at.least(44);
        }
        const groups = [...el.shadowRoot!.querySelectorAll('.offer-group')];
        expect(groups.map(label)).to.have.length(5);
        for (const g of groups) {
          for (const row of g.querySelectorAll('.row')) expect(row.querySelectorAll('[data-move-key]')).to.have.length(4);
        }
        // One Tab stop for all the offers: the arrows walk them.
        const offerStops = [...el.shadowRoot!.querySelectorAll('.offers [data-move-key]')].filter((b) => b.getAttribute('tabindex') === '0');
        expect(offerStops).to.have.length(1);
      } finally {
        await setViewport({ width: 1100, height: 900 });
      }
    });
  });

  describe('languages', () => {
    const cases = [
      { lang: 'es', board: 'El tablero del año', roll: 'Tirar el dado', moves: 'Tus jugadas' },
      { lang: 'fr', board: 'Le plateau de l\'année', roll: 'Lancer le dé', moves: 'Vos coups' },
      { lang: 'de', board: 'Der Jahresplan', roll: 'Würfeln', moves: 'Deine Züge' },
    ];
    for (const c of cases) {
      it(`shows the table in ${c.lang}: the board, the moves and the money in ${c.lang}`, async () => {
        const el = await tableAt(null, { lang: c.lang });
        expect(label(part(el, 'board')!)).to.equal(c.board);
        expect(label(part(el, 'actions')!)).to.equal(c.moves);
        expect(moveButtons(el).map(label)).to.include(c.roll);
        expect(part(el, 'yard')!.textContent).not.to.contain('$100,000');
      });
    }

    it('switching lang on a running table re-renders it and keeps the game', async () => {
      const el = await tableAt(saveWhere('switch', (m) => zeroIn(m, 'play.job')), { lang: 'es' });
      const state = JSON.stringify(el.state);
      const log = el.match.log.length;
      expect(label(part(el, 'board')!)).to.equal('El tablero del año');
      el.setAttribute('lang', 'fr');
      await el.updateComplete;
      expect(label(part(el, 'board')!)).to.equal('Le plateau de l\'année');
      expect(part(el, 'actions')!.textContent).to.contain('Refuser le chantier');
      el.setAttribute('lang', 'en');
      await el.updateComplete;
      expect(label(part(el, 'board')!)).to.equal('The year board');
      expect(JSON.stringify(el.state)).to.equal(state);
      expect(el.match.log.length).to.equal(log);
    });
  });

  describe('game over', () => {
    it('shows the audit: equipment, property, cash and notes adding up to each net worth, the richest winning', async () => {
      const m = new Match(game, { players: 3, seed: 'audit', options: { years: 1 } });
      while (!m.isOver) {
        const seat = m.active[0]!;
        m.play(botMove(game, m.view(seat), seat, 'medium', 'audit')!);
      }
      const el = await tableAt(m.save(), { players: 3 });
      const panel = part(el, 'game-over') as HTMLElement & { updateComplete: Promise<boolean> };
      await panel.updateComplete;
      const heads = [...panel.shadowRoot!.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
      expect(heads.slice(0, 6)).to.deep.equal(['Player', 'Equipment', 'Property', 'Cash', 'Bank notes', 'Net worth']);
      const number = (s: string) => Number(s.replace(/[^\d-]/g, ''));
      const worths = el.state.G.contractors.map((c) => netWorth(c));
      const rows = [...panel.shadowRoot!.querySelectorAll('tbody tr')];
      expect(rows).to.have.length(3);
      const totals = rows.map((row) => {
        const [equipment, property, cash, notes, total] = [...row.querySelectorAll('td.score')].map((td) => number(td.textContent!));
        expect(equipment! + property! + cash! + notes!).to.equal(total);
        expect(worths).to.include(total);
        return total!;
      });
      expect(totals[0]).to.equal(Math.max(...worths));
      expect(rows[0]!.classList.contains('winner')).to.equal(true);
      expect(moveButtons(el)).to.have.length(0);
      expect(panel.shadowRoot!.querySelector('[part~="reason"]')!.textContent).to.contain('net worth');
    });
  });
});
