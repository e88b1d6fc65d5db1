/**
 * The Construction Game: every number of the seed (and of the PROPOSED chart, board and cards)
 * as a test, with the seed's own example.
 */
import { describe, expect, it } from 'vitest';
import {
  BOARD, CARD_DESIGNS, CARDS, cardDesign, CASH_DOWN, creditLimit, grossIncome, loanFor, netWorth, OPENING_BID, PRICE, PROPERTY_PRICE,
  RATE_CHART, STAMPS, STARTING_BILLS, STARTING_CASH, WINNING_WORTH, YEAR_LENGTH, MARKET_WEEKS, CORNERS, openingRoll,
} from '../../machines/construction-game/index.js';
import { Random } from '../../src/dsl/index.js';
import { core, fresh, landOn, play, refused, types, withDice, type S } from './helpers.js';

const me = (s: S, seat = s.G.turn) => s.G.contractors[seat]!;

describe('the start', () => {
  it('each contractor has $100,000 in 5 × $1,000, 3 × $5,000, 3 × $10,000 and 1 × $50,000', () => {
    expect(STARTING_BILLS).toEqual([{ value: 1_000, count: 5 }, { value: 5_000, count: 3 }, { value: 10_000, count: 3 }, { value: 50_000, count: 1 }]);
    expect(STARTING_CASH).toBe(100_000);
    const s = fresh(6);
    for (const c of s.G.contractors) expect(c.cash).toBe(100_000);
  });

  it('each has two backhoes and a dozer, no debt, and stands on YEAR END', () => {
    const s = fresh(3);
    for (const c of s.G.contractors) {
      expect(c.fleet.map((h) => h.item)).toEqual(['backhoe', 'backhoe', 'dozer']);
      expect(c.debt).toBe(0);
      expect(c.position).toBe(0);
    }
    expect(s.G.supply.backhoe).toBe(STAMPS.backhoe - 6);
    expect(s.G.supply.dozer).toBe(STAMPS.dozer - 3);
    expect(STAMPS).toEqual({ backhoe: 30, dozer: 30, excavator: 30, grader: 30, scraper: 24, truck: 6 });
  });

  it('credit lines are $100,000, $200,000 after 5 years and $300,000 after 10 (the ceiling)', () => {
    expect([0, 4, 5, 9, 10, 25].map(creditLimit)).toEqual([100_000, 100_000, 200_000, 200_000, 300_000, 300_000]);
  });

  it('the highest opening roll starts; ties roll again', () => {
    for (let seed = 1; seed < 50; seed++) {
      const r = new Random({ rng: seed });
      const copy = new Random({ rng: seed });
      const first = openingRoll(4, r);
      // Replay: the first round of four dice, then tie-breaks among the tied only.
      let seats = [0, 1, 2, 3];
      while (seats.length > 1) {
        const rolls = seats.map(() => copy.die());
        const top = Math.max(...rolls);
        seats = seats.filter((_, i) => rolls[i] === top);
      }
      expect(first).toBe(seats[0]);
    }
  });

  it('48 Contractor\'s Contingency cards, shuffled face down', () => {
    expect(CARDS).toHaveLength(48);
    expect(CARD_DESIGNS.reduce((n, d) => n + d.copies, 0)).toBe(48);
    const s = fresh();
    expect([...s.G.deck].sort()).toEqual(CARDS.map((c) => c.id).sort());
  });
});

describe('the board', () => {
  it('YEAR END and 48 weeks; the first five weeks set the five markets; corners at YEAR END and the season\'s three corners', () => {
    expect(YEAR_LENGTH).toBe(49);
    expect(BOARD.slice(1, 1 + MARKET_WEEKS).map((s) => (s.kind === 'market' ? s.machine : s.kind))).toEqual(['backhoe', 'dozer', 'excavator', 'grader', 'scraper']);
    for (const corner of CORNERS.slice(1)) {
      const space = BOARD[corner]!;
      expect(space.kind === 'job' && space.everyone > 0).toBe(true);
    }
  });

  it('the colour bands: March and August yellow, April and September green, May and October red, June and November 1–2 blue, July and November 3–4 purple', () => {
    const band = (from: number, to: number) => [...new Set(BOARD.slice(from, to + 1).map((s) => (s.kind === 'job' ? s.machine : s.kind)))];
    expect(band(9, 12)).toEqual(['backhoe']);
    expect(band(13, 16)).toEqual(['dozer']);
    expect(band(17, 20)).toEqual(['excavator']);
    expect(band(21, 24)).toEqual(['grader']);
    expect(band(25, 28)).toEqual(['scraper']);
    expect(band(29, 32)).toEqual(['backhoe']);
    expect(band(33, 36)).toEqual(['dozer']);
    expect(band(37, 40)).toEqual(['excavator']);
    expect(band(41, 42)).toEqual(['grader']);
    expect(band(43, 44)).toEqual(['scraper']);
    expect(band(45, 48)).toEqual(['winter']);
    expect(BOARD.filter((s) => s.kind === 'job' && s.bid)).toHaveLength(8);
  });
});

describe('the rate chart', () => {
  it('prices: backhoe $20,000, dozer $30,000, excavator $45,000, grader $35,000, scraper $60,000, truck $15,000', () => {
    expect(PRICE).toEqual({ backhoe: 20_000, dozer: 30_000, excavator: 45_000, grader: 35_000, scraper: 60_000, truck: 15_000 });
    expect(PROPERTY_PRICE).toEqual({ landfill: 100_000, gravel: 200_000, paving: 400_000, concrete: 500_000 });
  });

  it('one machine: the chart row for rolls 1–6', () => {
    expect(RATE_CHART.backhoe[0]).toEqual([600, 900, 1_200, 1_500, 1_800, 2_400]);
    expect(RATE_CHART.dozer[0]).toEqual([900, 1_400, 1_800, 2_300, 2_700, 3_600]);
    expect(RATE_CHART.excavator[0]).toEqual([1_400, 2_000, 2_700, 3_400, 4_100, 5_400]);
    expect(RATE_CHART.grader[0]).toEqual([1_400, 2_100, 2_800, 3_500, 4_200, 5_600]);
    expect(RATE_CHART.scraper[0]).toEqual([2_400, 3_600, 4_800, 6_000, 7_200, 9_600]);
  });

  it('more machines and higher rolls pay more; ten or more machines use the last row', () => {
    for (const rows of Object.values(RATE_CHART)) {
      expect(rows).toHaveLength(10);
      for (let n = 1; n < rows.length; n++) for (let r = 0; r < 6; r++) expect(rows[n]![r]!).toBeGreaterThan(rows[n - 1]![r]!);
      for (const row of rows) for (let r = 1; r < 6; r++) expect(row[r]!).toBeGreaterThan(row[r - 1]!);
    }
    expect(grossIncome('grader', 14, 4)).toBe(grossIncome('grader', 10, 4));
    expect(grossIncome('grader', 0, 6)).toBe(0);
  });
});

describe('the seed\'s example: two dozers, the last week of April, a roll of 3', () => {
  it('gross income is the chart\'s 2-dozer row at 3 ($3,600), less the square\'s $1,000 operating costs', () => {
    let s = fresh();
    me(s).fleet.push({ item: 'dozer', paid: 30_000 });
    s = landOn(s, 16, 2);
    expect(s.ctx.phase).toBe('play.job');
    expect(types(s)).toEqual(['buy', 'refuse', 'work']);
    s = play(withDice(s, 3), { type: 'work' });
    expect(s.G.report).toMatchObject({ roll: 3, machines: 2, hot: false, card: null, net: 2_600 });
    expect(grossIncome('dozer', 2, 3)).toBe(3_600);
    expect(me(s, 0).cash).toBe(100_000 + 3_600 - 1_000);
    expect(s.G.turn).toBe(1);
  });
});

describe('jobs', () => {
  it('a job needs the equipment: without it the square offers buying one or refusing', () => {
    let s = fresh();
    s = landOn(s, 17, 3); // May week 1: excavators
    expect(s.ctx.phase).toBe('play.job');
    expect(refused(s, { type: 'work' })).toMatch(/You need an excavator/);
    s = play(s, { type: 'buy', item: 'excavator', credit: false });
    expect(me(s).cash).toBe(55_000);
    s = play(withDice(s, 6), { type: 'work' });
    expect(s.G.report!.machines).toBe(1);
  });

  it('a contractor who has the equipment for none of it and cannot buy it just passes the week', () => {
    let s = fresh();
    me(s).cash = 5_000;
    s = landOn(s, 25, 2); // July week 1: scrapers, $60,000 — 20% down is $12,000
    expect(s.ctx.phase).toBe('play.start');
    expect(s.G.turn).toBe(1);
  });

  it('refusing a job avoids its operating costs and its Contingency card', () => {
    let s = fresh();
    s = landOn(s, 9, 3); // March week 1: backhoes, card square
    s = play(s, { type: 'refuse' });
    expect(me(s, 0).cash).toBe(100_000);
    expect(s.G.deck).toHaveLength(48);
  });

  it('a card square draws a Contingency card only when the job is done, and applies it', () => {
    let s = fresh();
    s = landOn(s, 9, 3);
    const top = s.G.deck[s.G.deck.length - 1]!;
    s = play(withDice(s, 4), { type: 'work' });
    expect(s.G.report!.card).toBe(top);
    expect(s.G.discard).toEqual([top]);
    const effect = cardDesign(top).effect;
    const cardLine = s.G.report!.lines.find((l) => l.what === 'card')!;
    if (effect.kind === 'cash') expect(cardLine.amount).toBe(effect.amount);
    if (effect.kind === 'perMachine') expect(cardLine.amount).toBe(effect.amount * 2);
    // Gross 2 backhoes at 4, minus $500 costs, minus $400 trucking (no truck, the bank's hauler), plus the card.
    expect(s.G.report!.net).toBe(grossIncome('backhoe', 2, 4) - 500 - 400 + cardLine.amount);
  });

  it('a corner square: the top expense only with the job, the bottom one for everyone landing', () => {
    let refusedIt = fresh();
    refusedIt = landOn(refusedIt, 12, 2); // March week 4: backhoes, job cost $900, everyone $500
    expect(me(refusedIt).cash).toBe(99_500);
    refusedIt = play(refusedIt, { type: 'refuse' });
    expect(me(refusedIt, 0).cash).toBe(99_500);
    let worked = fresh();
    worked = landOn(worked, 12, 2);
    const top = worked.G.deck[worked.G.deck.length - 1]!;
    worked = play(withDice(worked, 2), { type: 'work' });
    const card = worked.G.report!.lines.find((l) => l.what === 'card')!.amount;
    expect(me(worked, 0).cash).toBe(99_500 + grossIncome('backhoe', 2, 2) - 900 + card);
    expect(worked.G.report!.card).toBe(top);
    // A contractor without the corner's equipment pays the bottom expense too.
    let other = fresh();
    me(other).fleet = [];
    me(other).cash = 1_000;
    other = landOn(other, 24, 3); // June week 4, graders: everyone $1,000
    expect(me(other, 0).cash).toBe(0);
    expect(other.G.turn).toBe(1);
  });
});

describe('hot markets', () => {
  it('landing on one of the first five weeks doubles that market\'s gross income for the player until YEAR END', () => {
    let s = fresh();
    s = landOn(s, 2, 2); // January week 2: commercial (dozers)
    expect(me(s, 0).hot).toEqual(['dozer']);
    expect(me(s, 1).hot).toEqual([]);
    s.G.turn = 0;
    s.ctx.active = [0];
    s = landOn(s, 16, 4);
    s = play(withDice(s, 3), { type: 'work' });
    expect(s.G.report).toMatchObject({ hot: true, net: 2 * grossIncome('dozer', 1, 3) - 1_000 });
  });

  it('the hot markets cool when the contractor passes YEAR END, and the year counts', () => {
    let s = fresh();
    me(s).hot = ['backhoe', 'scraper'];
    s = landOn(s, 1, 3); // from December week 3, past YEAR END, onto January week 1
    expect(me(s, 0).hot).toEqual(['backhoe']);
    expect(me(s, 0).years).toBe(1);
  });

  it('after 5 years the credit limit is $200,000', () => {
    let s = fresh();
    me(s).years = 4;
    me(s).debt = 100_000;
    s = landOn(s, 1, 2);
    expect(me(s, 0).years).toBe(5);
    s.G.turn = 0;
    s.ctx.active = [0];
    expect(loanFor(s.G, 0, 'excavator')).toBe(30_000);
  });
});

describe('credit', () => {
  it('with credit the bank wants 20% in cash and lends the rest in $10,000 notes', () => {
    let s = fresh();
    expect(CASH_DOWN).toBe(0.2);
    s = play(s, { type: 'buy', item: 'excavator', credit: true }); // $45,000: $36,000 lendable, $30,000 in notes
    expect(me(s)).toMatchObject({ cash: 85_000, debt: 30_000 });
    s = play(s, { type: 'buy', item: 'scraper', credit: true }); // $48,000 lendable
    expect(me(s)).toMatchObject({ cash: 65_000, debt: 70_000 });
  });

  it('the credit limit caps the notes; a used-up line lends nothing', () => {
    let s = fresh();
    me(s).debt = 90_000;
    expect(loanFor(s.G, 0, 'scraper')).toBe(10_000);
    s = play(s, { type: 'buy', item: 'scraper', credit: true });
    expect(me(s)).toMatchObject({ cash: 50_000, debt: 100_000 });
    expect(refused(s, { type: 'buy', item: 'dozer', credit: true })).toMatch(/credit line is used up/);
  });

  it('without 20% down there is no purchase', () => {
    const s = fresh();
    me(s).cash = 11_000;
    expect(refused(s, { type: 'buy', item: 'scraper', credit: true })).toMatch(/cash down/);
    expect(refused(s, { type: 'buy', item: 'scraper', credit: false })).toMatch(/\$60,000 in cash/);
  });

  it('notes are repaid in $10,000, $50,000 or $100,000', () => {
    let s = fresh();
    me(s).debt = 60_000;
    s = play(s, { type: 'repay', amount: 50_000 });
    expect(me(s)).toMatchObject({ cash: 50_000, debt: 10_000 });
    expect(refused(s, { type: 'repay', amount: 50_000 })).toMatch(/owe the bank only/);
    expect(refused(s, { type: 'repay', amount: 20_000 })).toMatch(/Repay/);
  });

  it('the interest weeks charge 10% of the notes', () => {
    let s = fresh();
    me(s).debt = 70_000;
    s = landOn(s, 7, 3); // February week 3
    expect(me(s, 0).cash).toBe(93_000);
  });
});

describe('Big Sky Auction', () => {
  /** Seat 0 short of money on a winter bill: cash $500, bonuses $1,000. */
  function short(players = 3): S {
    const s = fresh(players);
    me(s).cash = 500;
    me(s).debt = 0;
    return landOn(s, 45, 4);
  }

  it('the bank lends nothing for a shortfall: the debtor puts equipment in the auction yard', () => {
    const s = short();
    expect(me(s, 0).cash).toBe(-500);
    expect(me(s, 0).debt).toBe(0);
    expect(s.ctx.phase).toBe('play.auction.choose');
    expect(core.legalMoves(s).map((m) => m.item).sort()).toEqual(['backhoe', 'dozer']);
  });

  it('bidding starts at half the list value with the player to the debtor\'s left; the high bidder buys', () => {
    let s = play(short(), { type: 'putUp', item: 'dozer' });
    expect(s.ctx.active).toEqual([1]);
    expect(s.G.auction!.high).toBe(15_000);
    s = play(s, { type: 'auctionBid', amount: 15_000 });
    expect(s.ctx.active).toEqual([2]);
    s = play(s, { type: 'auctionBid', amount: 16_000 });
    s = play(s, { type: 'auctionPass' });
    expect(me(s, 0).cash).toBe(15_500);
    expect(me(s, 2).fleet.at(-1)).toEqual({ item: 'dozer', paid: 16_000 });
    expect(me(s, 2).cash).toBe(84_000);
    expect(s.ctx.phase).toBe('play.start');
    expect(s.G.turn).toBe(1);
  });

  it('with no bid the bank buys the piece back at half price; then another piece if still short', () => {
    const s0 = fresh(2);
    me(s0).cash = -15_000;
    me(s0).position = 44;
    let s = withDice(s0, 1);
    // Put seat 0 into the yard with a winter bill: December week 1 costs $1,000 → -$16,000.
    s = play(s, { type: 'roll' });
    s = play(s, { type: 'putUp', item: 'backhoe' });
    s = play(s, { type: 'auctionPass' });
    expect(me(s, 0).cash).toBe(-6_000);
    expect(s.G.supply.backhoe).toBe(STAMPS.backhoe - 4 + 1);
    expect(s.ctx.phase).toBe('play.auction.choose');
    s = play(s, { type: 'putUp', item: 'backhoe' });
    s = play(s, { type: 'auctionPass' });
    expect(me(s, 0).cash).toBe(4_000);
    expect(s.ctx.phase).toBe('play.start');
  });

  it('properties go to auction only when the equipment is gone; with nothing left the contractor is out', () => {
    const s0 = fresh(3);
    me(s0).fleet = [];
    me(s0).deeds = [{ item: 'landfill', paid: 100_000 }];
    me(s0).cash = 0;
    let s = landOn(s0, 45, 3);
    expect(core.legalMoves(s).map((m) => m.item)).toEqual(['landfill']);
    s = play(s, { type: 'putUp', item: 'landfill' });
    expect(s.G.auction!.high).toBe(50_000);
    s = play(s, { type: 'auctionPass' });
    s = play(s, { type: 'auctionPass' });
    expect(me(s, 0).cash).toBe(49_000);
    expect(s.G.bank).toContain('landfill');
    const broke = fresh(3);
    me(broke).fleet = [];
    me(broke).cash = 0;
    const after = landOn(broke, 45, 3);
    expect(me(after, 0).bankrupt).toBe(true);
    expect(after.G.turn).toBe(1);
  });
});

describe('competitive bids', () => {
  it('the only contractor with the equipment gets the job for the $1,000 opening bid', () => {
    expect(OPENING_BID).toBe(1_000);
    let s = fresh(2);
    me(s).fleet.push({ item: 'excavator', paid: 45_000 });
    s = landOn(s, 19, 1); // May week 3, a bid square
    s = play(withDice(s, 5), { type: 'work' });
    expect(s.G.report!.lines[0]).toEqual({ what: 'bid', amount: -1_000, to: null });
    expect(me(s, 0).cash).toBe(100_000 - 1_000 + grossIncome('excavator', 1, 5) - 1_400 + s.G.report!.lines.find((l) => l.what === 'card')!.amount);
  });

  it('the lander opens at $1,000; rivals with the equipment bid in turn; the highest bidder pays and does the job', () => {
    let s = fresh(3);
    s.G.contractors[0]!.fleet.push({ item: 'excavator', paid: 45_000 });
    s.G.contractors[2]!.fleet.push({ item: 'excavator', paid: 45_000 });
    s = landOn(s, 19, 2);
    s = play(s, { type: 'work' });
    expect(s.ctx.phase).toBe('play.bid');
    expect(s.ctx.active).toEqual([2]); // seat 1 has no excavator
    s = play(s, { type: 'raise', amount: 2_000 });
    expect(s.ctx.active).toEqual([0]);
    s = play(s, { type: 'pass' });
    expect(s.ctx.phase).toBe('play.job');
    expect(s.ctx.active).toEqual([2]);
    expect(me(s, 2).cash).toBe(98_000);
    expect(refused(s, { type: 'refuse' })).toMatch(/won the bid/);
    s = play(withDice(s, 3), { type: 'work' });
    expect(s.G.report).toMatchObject({ seat: 2, machines: 1 });
    expect(s.G.turn).toBe(1);
  });
});

describe('trucks and properties', () => {
  it('a truck avoids the trucking bills on the board; without one the bill is paid to a truck owner, who rents his out', () => {
    let s = fresh(3);
    me(s, 2).fleet.push({ item: 'truck', paid: 15_000 });
    s = landOn(s, 9, 3); // $400 trucking
    s = play(withDice(s, 1), { type: 'work' });
    expect(s.G.report!.lines.find((l) => l.what === 'trucking')).toEqual({ what: 'trucking', amount: -400, to: 2 });
    expect(me(s, 2).cash).toBe(100_400);
    let own = fresh(2);
    me(own).fleet.push({ item: 'truck', paid: 15_000 });
    own = landOn(own, 38, 2); // October week 2: $800 trucking
    own.G.contractors[0]!.fleet.push({ item: 'excavator', paid: 45_000 });
    own = play(withDice(own, 1), { type: 'work' });
    expect(own.G.report!.lines.some((l) => l.what === 'trucking')).toBe(false);
  });

  it('a property\'s services are paid to its owner (the bank while unsold); the owner supplies himself', () => {
    let s = fresh(2);
    me(s, 1).deeds.push({ item: 'landfill', paid: 100_000 });
    s = landOn(s, 10, 4); // March week 2: landfill $400
    s = play(withDice(s, 2), { type: 'work' });
    expect(s.G.report!.lines.find((l) => l.what === 'service')).toEqual({ what: 'service', amount: -400, to: 1, property: 'landfill' });
    expect(me(s, 1).cash).toBe(100_400);
    let mine = fresh(2);
    me(mine).deeds.push({ item: 'landfill', paid: 100_000 });
    mine = landOn(mine, 10, 4);
    mine = play(withDice(mine, 2), { type: 'work' });
    expect(mine.G.report!.net).toBe(grossIncome('backhoe', 2, 2) - 700);
  });

  it('properties are bought from the bank like equipment, once each', () => {
    let s = fresh(2);
    me(s).cash = 500_000;
    s = play(s, { type: 'buy', item: 'concrete', credit: false });
    expect(me(s).deeds).toEqual([{ item: 'concrete', paid: 500_000 }]);
    expect(refused(s, { type: 'buy', item: 'concrete', credit: true })).toMatch(/sold already/);
  });
});

describe('offers between contractors', () => {
  it('one offer a turn at half, three quarters, all or a quarter over list; accepted, the item changes hands at that price', () => {
    let s = fresh(2);
    s = play(s, { type: 'offer', to: 1, item: 'dozer', price: 22_500, sell: false }) as S;
    expect(s.ctx.active).toEqual([1]);
    s = play(s, { type: 'accept' });
    expect(me(s, 0).fleet.filter((h) => h.item === 'dozer')).toEqual([{ item: 'dozer', paid: 30_000 }, { item: 'dozer', paid: 22_500 }]);
    expect(me(s, 0).cash).toBe(77_500);
    expect(me(s, 1).cash).toBe(122_500);
    expect(refused(s, { type: 'offer', to: 1, item: 'backhoe', price: 20_000, sell: true })).toMatch(/made your offer/);
    expect(refused(fresh(2), { type: 'offer', to: 1, item: 'backhoe', price: 21_000, sell: true })).toMatch(/half, three quarters/);
  });
});

describe('the end', () => {
  it('the audit: equipment and property at purchase price, plus cash, minus debt', () => {
    const s = fresh(2);
    me(s).debt = 40_000;
    me(s).deeds.push({ item: 'gravel', paid: 200_000 });
    me(s).fleet.push({ item: 'scraper', paid: 30_000 });
    expect(netWorth(me(s))).toBe(20_000 + 20_000 + 30_000 + 30_000 + 200_000 + 100_000 - 40_000);
  });

  it('the first to $1,500,000 wins at the end of his turn', () => {
    expect(WINNING_WORTH).toBe(1_500_000);
    let s = fresh(2);
    me(s).cash = 1_429_000; // $70,000 of equipment: $1,499,000
    s = landOn(s, 8, 3); // February week 4: collect $2,500
    expect(s.ctx.over).toBe(true);
    expect(core.result(s)).toMatchObject({ winners: [0] });
  });

  it('the pre-set time: when a contractor completes the years, the round is finished, then the highest net worth wins', () => {
    let s = fresh(3, { years: 1 }, 1);
    s.G.contractors[2]!.position = 46;
    s.G.contractors[0]!.cash = 150_000;
    s = play(s, { type: 'offer', to: 0, item: 'backhoe', price: 10_000, sell: true }); // seat 1 starts; nothing happens on decline
    s = play(s, { type: 'decline' });
    s.G.contractors[1]!.position = 30;
    s = withDice(s, 1, 4);
    s = play(s, { type: 'roll' }); // seat 1 to August week 2 (a job)
    expect(s.ctx.phase).toBe('play.job');
    s = play(s, { type: 'refuse' });
    s = play(s, { type: 'roll' }); // seat 2 from December week 2 past YEAR END: time is called
    expect(s.G.timeCalled).toBe(true);
    expect(s.ctx.over).toBe(false);
    expect(s.G.turn).toBe(0);
    while (!s.ctx.over) {
      const move = core.legalMoves(s).find((m) => m.type === 'refuse' || m.type === 'roll' || m.type === 'auctionPass' || m.type === 'putUp')!;
      s = play(s, move);
    }
    expect(s.G.end).toBe('time');
    expect(s.G.turn).toBe(0);
    expect(core.result(s).winners).toEqual([0]);
  });
});
