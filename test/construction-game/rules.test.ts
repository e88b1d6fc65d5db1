/**
 * The Construction Game: every number of the seed (and of the PROPOSED chart, board and cards)
 * as a test, with the seed's own example.
 */
import { describe, expect, it } from 'vitest';
import {
  BOARD, CARD_DESIGNS, CARDS, cardDesign, CASH_DOWN, creditLimit, grossIncome, loanFor, netWorth, OPENING_BID, PRICE, PROPERTY_PRICE,
  RATE_CHART, STAMPS, STARTING_BILLS, STARTING_CASH, WINNING_WORTH, YEAR_LENGTH, MARKET_WEEKS, CORNERS, openingRoll, winterText, type Item,
  constructionGameCompiled,
} from '../../machines/construction-game/index.js';
import { Random } from '../../src/dsl/index.js';
import { Match } from '../../src/engine/match.js';
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
    // $100,000 of the $200,000 line left: the whole $36,000 balance above 20% down.
    expect(loanFor(s.G, 0, 'excavator')).toBe(36_000);
  });
});

describe('credit', () => {
  /** The chart's prices, 20% of each in cash, and the balance the bank lends. */
  const DOWN: [Item, number, number, number][] = [
    ['backhoe', 20_000, 4_000, 16_000],
    ['dozer', 30_000, 6_000, 24_000],
    ['excavator', 45_000, 9_000, 36_000],
    ['grader', 35_000, 7_000, 28_000],
    ['scraper', 60_000, 12_000, 48_000],
    ['truck', 15_000, 3_000, 12_000],
    ['landfill', 100_000, 20_000, 80_000],
  ];

  it('the bank wants 20% of the price in cash', () => {
    expect(CASH_DOWN).toBe(0.2);
  });

  for (const [item, price, down, loan] of DOWN) {
    it(`${item} at $${price.toLocaleString('en-US')}: $${down.toLocaleString('en-US')} in cash is enough, the bank lends $${loan.toLocaleString('en-US')}; $1,000 less is refused`, () => {
      let s = fresh();
      me(s).cash = down;
      expect(loanFor(s.G, 0, item)).toBe(loan);
      const worth = netWorth(me(s));
      s = play(s, { type: 'buy', item, credit: true });
      expect(me(s)).toMatchObject({ cash: 0, debt: loan });
      expect(me(s).fleet.length + me(s).deeds.length).toBe(4);
      // The audit counts the piece at its price and the notes as debt: the purchase leaves the worth as it was.
      expect(netWorth(me(s))).toBe(worth);
      const short = fresh();
      me(short).cash = down - 1_000;
      expect(refused(short, { type: 'buy', item, credit: true })).toBe(`The bank wants $${down.toLocaleString('en-US')} in cash down and lends $${loan.toLocaleString('en-US')}.`);
    });
  }

  it('two purchases in a row: an excavator and a scraper on $21,000 of cash', () => {
    let s = fresh();
    me(s).cash = 21_000;
    s = play(s, { type: 'buy', item: 'excavator', credit: true });
    expect(me(s)).toMatchObject({ cash: 12_000, debt: 36_000 });
    s = play(s, { type: 'buy', item: 'scraper', credit: true });
    expect(me(s)).toMatchObject({ cash: 0, debt: 84_000 });
  });

  it('the credit limit caps the notes, and only then is more than 20% paid in cash; a used-up line lends nothing', () => {
    let s = fresh();
    me(s).debt = 95_000;
    expect(loanFor(s.G, 0, 'scraper')).toBe(5_000);
    expect(refused(s, { type: 'buy', item: 'scraper', credit: true })).toBe(null);
    me(s).debt = 90_000;
    expect(loanFor(s.G, 0, 'scraper')).toBe(10_000);
    s = play(s, { type: 'buy', item: 'scraper', credit: true });
    expect(me(s)).toMatchObject({ cash: 50_000, debt: 100_000 });
    expect(refused(s, { type: 'buy', item: 'dozer', credit: true })).toMatch(/credit line is used up/);
    // A property dearer than the line: $200,000 needs $100,000 down with $100,000 of credit.
    const gravel = fresh();
    expect(loanFor(gravel.G, 0, 'gravel')).toBe(100_000);
    expect(refused(gravel, { type: 'buy', item: 'gravel', credit: true })).toBe(null);
    me(gravel).cash = 99_000;
    expect(refused(gravel, { type: 'buy', item: 'gravel', credit: true })).toMatch(/\$100,000 in cash down/);
  });

  it('without 20% down there is no purchase', () => {
    const s = fresh();
    me(s).cash = 11_000;
    expect(refused(s, { type: 'buy', item: 'scraper', credit: true })).toMatch(/cash down/);
    expect(refused(s, { type: 'buy', item: 'scraper', credit: false })).toMatch(/\$60,000 in cash/);
  });

  it('notes are repaid $10,000, $50,000 or $100,000 at a time, or all at once, so an odd balance can be cleared', () => {
    let s = fresh();
    me(s).debt = 60_000;
    s = play(s, { type: 'repay', amount: 50_000 });
    expect(me(s)).toMatchObject({ cash: 50_000, debt: 10_000 });
    expect(refused(s, { type: 'repay', amount: 50_000 })).toMatch(/owe the bank only/);
    expect(refused(s, { type: 'repay', amount: 20_000 })).toMatch(/or all you owe/);
    let odd = fresh();
    me(odd).debt = 36_000; // an excavator on credit
    expect(core.legalMoves(odd).filter((m) => m.type === 'repay').map((m) => m.amount)).toEqual([10_000, 36_000]);
    expect(refused(odd, { type: 'repay', amount: 26_000 })).toMatch(/or all you owe/);
    odd = play(odd, { type: 'repay', amount: 10_000 });
    odd = play(odd, { type: 'repay', amount: 10_000 });
    odd = play(odd, { type: 'repay', amount: 10_000 });
    expect(core.legalMoves(odd).filter((m) => m.type === 'repay').map((m) => m.amount)).toEqual([6_000]);
    odd = play(odd, { type: 'repay', amount: 6_000 });
    expect(me(odd)).toMatchObject({ cash: 64_000, debt: 0 });
    const poor = fresh();
    me(poor).debt = 6_000;
    me(poor).cash = 5_000;
    expect(core.legalMoves(poor).some((m) => m.type === 'repay')).toBe(false);
  });

  it('a save from before the 20% rule (rules version 1, notes in $10,000 steps) is refused with a clear message', () => {
    const saved = new Match(constructionGameCompiled, { players: 2, seed: 'old' });
    saved.play({ type: 'buy', seat: saved.active[0]!, item: 'excavator', credit: true });
    const file = JSON.parse(saved.save()) as { gameVersion: number };
    expect(file.gameVersion).toBe(2);
    file.gameVersion = 1;
    const match = new Match(constructionGameCompiled, { players: 2, seed: 'now' });
    expect(() => match.load(JSON.stringify(file))).toThrow('This save is from rules version 1 of construction-game; this is version 2.');
    expect(match.log).toHaveLength(0);
  });

  it('the winter overhaul charges $200 a piece of equipment, trucks included, as its square says', () => {
    let s = fresh();
    me(s).fleet.push({ item: 'truck', paid: 15_000 });
    s = landOn(s, 6, 3); // February week 2
    expect(me(s, 0).cash).toBe(100_000 - 4 * 200);
    expect(winterText('overhaul')).toMatchObject({ key: 'Winter overhaul: pay {0} for each piece of equipment you own, trucks included' });
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

  it('a bidder may finance a bid with 20% of it in cash; the debtor is no bidder, so he never borrows', () => {
    let s = fresh(3);
    me(s, 1).cash = 4_000;
    me(s, 0).cash = 500;
    s = landOn(s, 45, 4);
    s = play(s, { type: 'putUp', item: 'dozer' });
    expect(s.G.auction!.bidders).toEqual([1, 2]);
    // $15,000 opens: $3,000 down; $16,000 and $20,000 need $4,000; $25,000 would need $5,000.
    expect(core.legalMoves(s).filter((m) => m.type === 'auctionBid').map((m) => m.amount)).toEqual([15_000, 16_000, 20_000]);
    expect(refused(s, { type: 'auctionBid', amount: 25_000 })).toMatch(/within your cash and credit/);
    s = play(s, { type: 'auctionBid', amount: 16_000 });
    s = play(s, { type: 'auctionPass' });
    expect(me(s, 1)).toMatchObject({ cash: 0, debt: 12_000 });
    expect(me(s, 1).fleet.at(-1)).toEqual({ item: 'dozer', paid: 16_000 });
    expect(me(s, 0)).toMatchObject({ cash: 15_500, debt: 0 });
    // With the line used up, only cash counts.
    let used = fresh(3);
    me(used, 1).cash = 4_000;
    me(used, 1).debt = 100_000;
    me(used, 0).cash = 500;
    used = landOn(used, 45, 4);
    used = play(used, { type: 'putUp', item: 'dozer' });
    expect(core.legalMoves(used).map((m) => m.type)).toEqual(['auctionPass']);
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

  it('a buyer with 20% of the price in cash may finance the rest: the bank lends what his cash does not cover', () => {
    // Seat 0 sells a dozer at its $30,000 list price to seat 1, who has $6,000.
    let s = fresh(2);
    me(s, 1).cash = 6_000;
    const worth = netWorth(me(s, 1));
    s = play(s, { type: 'offer', to: 1, item: 'dozer', price: 30_000, sell: true });
    s = play(s, { type: 'accept' });
    expect(me(s, 1)).toMatchObject({ cash: 0, debt: 24_000 });
    expect(me(s, 1).fleet.at(-1)).toEqual({ item: 'dozer', paid: 30_000 });
    expect(netWorth(me(s, 1))).toBe(worth);
    expect(me(s, 0).cash).toBe(130_000);
    expect(s.G.events.at(-1)).toMatchObject({ key: '{0} paid {1} in cash and {2} in bank notes.' });
    // $1,000 less and the offer cannot be made.
    const short = fresh(2);
    me(short, 1).cash = 5_000;
    expect(refused(short, { type: 'offer', to: 1, item: 'dozer', price: 30_000, sell: true })).toBe('They need $6,000 in cash for that.');
    expect(core.legalMoves(short).some((m) => m.type === 'offer' && m.to === 1 && m.sell === true && m.item === 'dozer' && m.price === 30_000)).toBe(false);
  });

  it('an odd price is financed in whole $1,000 notes; the one who offers to buy may borrow too', () => {
    // Three quarters of a dozer, $22,500, with $10,000 in cash: $13,000 of notes, $500 left.
    let s = fresh(2);
    me(s, 0).cash = 10_000;
    s = play(s, { type: 'offer', to: 1, item: 'dozer', price: 22_500, sell: false });
    s = play(s, { type: 'accept' });
    expect(me(s, 0)).toMatchObject({ cash: 500, debt: 13_000 });
    expect(me(s, 1).cash).toBe(122_500);
    // $22,500 at 20% down is $4,500 in cash, the bank lending $18,000.
    const least = fresh(2);
    me(least, 0).cash = 4_500;
    expect(refused(least, { type: 'offer', to: 1, item: 'dozer', price: 22_500, sell: false })).toBe(null);
    me(least, 0).cash = 4_000;
    expect(refused(least, { type: 'offer', to: 1, item: 'dozer', price: 22_500, sell: false })).toBe('You need $4,500 in cash for that.');
  });

  it('a buyer whose credit is used up pays in cash', () => {
    const s = fresh(2);
    me(s, 1).cash = 20_000;
    me(s, 1).debt = 100_000;
    expect(refused(s, { type: 'offer', to: 1, item: 'dozer', price: 22_500, sell: true })).toBe('They need $22,500 in cash for that.');
    expect(refused(s, { type: 'offer', to: 1, item: 'backhoe', price: 20_000, sell: true })).toBe(null);
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

  it('an exact tie at $1,500,000 in one turn: both win; otherwise the higher net worth', () => {
    let s = fresh(2);
    me(s, 0).cash = 1_427_500; // $70,000 of equipment: $1,497,500
    me(s, 1).cash = 1_430_000; // $1,500,000
    s = landOn(s, 8, 3); // February week 4: collect $2,500
    expect(netWorth(me(s, 0))).toBe(1_500_000);
    expect(s.ctx.over).toBe(true);
    expect(core.result(s).winners).toEqual([0, 1]);
    let higher = fresh(2);
    me(higher, 0).cash = 1_427_500;
    me(higher, 1).cash = 1_431_000;
    higher = landOn(higher, 8, 3);
    expect(core.result(higher).winners).toEqual([1]);
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
