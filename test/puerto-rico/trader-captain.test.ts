/** The trader (kinds, office, markets, privilege, full house) and the captain (loading rules, wharf, harbor, storage). */
import { describe, expect, it } from 'vitest';
import { loadOptions, storeOptions, type Good, type PuertoRicoState } from '../../machines/puerto-rico/index.js';
import { choose, city, fresh, legal, passAll, play, refused, types, type S } from './helpers.js';

const goods = (g: Partial<Record<Good, number>>) => ({ corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0, ...g });

describe('trader', () => {
  it('the trader sells one barrel for its price plus 1; the others at the price; only kinds not already in the house', () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.goods = goods({ tobacco: 2 });
    s0.G.boards[1]!.goods = goods({ tobacco: 1, sugar: 1 });
    let s = choose(s0, 'trader');
    s = play(s, { type: 'sell', good: 'tobacco' });
    expect(s.G.boards[0]!.doubloons).toBe(2 + 3 + 1);
    expect(legal(s)).toEqual([{ type: 'sell', good: 'sugar' }, { type: 'passTrader' }]);
    expect(refused(s, { type: 'sell', good: 'tobacco' })).toMatch(/already has tobacco/);
    s = play(s, { type: 'sell', good: 'sugar' });
    expect(s.G.boards[1]!.doubloons).toBe(2 + 2);
    expect(s.G.tradingHouse).toEqual(['tobacco', 'sugar']);
  });

  it('small market example: Anna sells a corn and receives 1 doubloon; large market +2; both +3', () => {
    const s0 = fresh(3);
    s0.G.boards[1]!.goods = goods({ corn: 1 });
    s0.G.boards[1]!.city = city('smallMarket');
    s0.G.boards[2]!.goods = goods({ indigo: 1 });
    s0.G.boards[2]!.city = city('smallMarket', 'largeMarket');
    let s = play(choose(s0, 'trader'), { type: 'passTrader' });
    s = play(s, { type: 'sell', good: 'corn' });
    expect(s.G.boards[1]!.doubloons).toBe(2 + 1);
    s = play(s, { type: 'sell', good: 'indigo' });
    expect(s.G.boards[2]!.doubloons).toBe(2 + 1 + 3);
  });

  it('office example: tobacco is already in the house; Bob and Chris each sell tobacco with their occupied offices', () => {
    const s0 = fresh(4);
    s0.G.tradingHouse = ['tobacco'];
    s0.G.boards[1]!.goods = goods({ tobacco: 1 });
    s0.G.boards[1]!.city = city('office');
    s0.G.boards[2]!.goods = goods({ tobacco: 1 });
    s0.G.boards[2]!.city = city('office');
    s0.G.boards[3]!.goods = goods({ tobacco: 1 });
    s0.G.boards[3]!.city = city(['office', 0]);
    let s = play(choose(s0, 'trader'), { type: 'passTrader' });
    s = play(s, { type: 'sell', good: 'tobacco' });
    s = play(s, { type: 'sell', good: 'tobacco' });
    expect(s.G.tradingHouse).toEqual(['tobacco', 'tobacco', 'tobacco']);
    expect(refused(s, { type: 'sell', good: 'tobacco' })).toMatch(/only an occupied office/);
  });

  it('the trader gets no privilege doubloon if he does not sell; corn sells for nothing', () => {
    const s0 = fresh(3);
    s0.G.boards[1]!.goods = goods({ corn: 1 });
    let s = play(choose(s0, 'trader'), { type: 'passTrader' });
    expect(s.G.boards[0]!.doubloons).toBe(2);
    s = play(s, { type: 'sell', good: 'corn' });
    expect(s.G.boards[1]!.doubloons).toBe(2);
  });

  it('a full house (four goods) ends the phase and is emptied into the supply; a house not full keeps its goods', () => {
    const s0 = fresh(3);
    s0.G.tradingHouse = ['corn', 'indigo', 'sugar'];
    s0.G.goodsSupply.corn = 9; s0.G.goodsSupply.indigo = 10; s0.G.goodsSupply.sugar = 10;
    s0.G.boards[0]!.goods = goods({ coffee: 1 });
    s0.G.boards[1]!.goods = goods({ tobacco: 1 });
    let s = play(choose(s0, 'trader'), { type: 'sell', good: 'coffee' });
    expect(s.ctx.phase).toBe('round.chooseRole');
    expect(s.G.tradingHouse).toEqual([]);
    expect(s.G.goodsSupply).toMatchObject({ corn: 10, indigo: 11, sugar: 11, coffee: 10 });
    const s1 = fresh(3);
    s1.G.boards[0]!.goods = goods({ coffee: 1 });
    s = passAll(play(choose(s1, 'trader'), { type: 'sell', good: 'coffee' }));
    expect(s.G.tradingHouse).toEqual(['coffee']);
  });
});

/** A captain phase with the given ships and goods, seat 0 choosing the captain. */
function captain(setup: (G: PuertoRicoState) => void, players = 3): S {
  const s0 = fresh(players);
  setup(s0.G);
  return choose(s0, 'captain');
}

describe('captain', () => {
  it('a player who can load must: there is no pass, only the loads the rules allow', () => {
    const s = captain((G) => { G.boards[0]!.goods = goods({ corn: 2, indigo: 1 }); });
    expect(s.ctx.phase).toBe('round.captain.load');
    expect(types(s)).toEqual(['load']);
  });

  it('a kind goes on the empty ship taking the most of it; when several take all, either', () => {
    let s = captain((G) => { G.boards[0]!.goods = goods({ corn: 5 }); G.boards[1]!.goods = goods({ sugar: 3 }); });
    expect(legal(s)).toEqual([{ type: 'load', good: 'corn', ship: 1 }, { type: 'load', good: 'corn', ship: 2 }]);
    expect(refused(s, { type: 'load', good: 'corn', ship: 0 })).toMatch(/takes the most/);
    s = captain((G) => { G.boards[0]!.goods = goods({ corn: 8 }); });
    expect(legal(s)).toEqual([{ type: 'load', good: 'corn', ship: 2 }]);
  });

  it('loads as many as fit, one kind per turn; a kind already on a ship goes only there; a full ship takes nothing', () => {
    let s = captain((G) => {
      G.boards[0]!.goods = goods({ corn: 6, indigo: 2 });
      G.ships[0] = { size: 4, good: 'corn', count: 1 };
      G.ships[1] = { size: 5, good: 'sugar', count: 5 };
    });
    expect(legal(s)).toEqual([{ type: 'load', good: 'corn', ship: 0 }, { type: 'load', good: 'indigo', ship: 2 }]);
    expect(refused(s, { type: 'load', good: 'corn', ship: 2 })).toMatch(/already on another ship/);
    expect(refused(s, { type: 'load', good: 'sugar', ship: 1 })).toMatch(/no sugar/);
    s = play(s, { type: 'load', good: 'corn', ship: 0 });
    expect(s.G.ships[0]!.count).toBe(4);
    expect(s.G.boards[0]!.goods.corn).toBe(3);
    expect(s.G.boards[0]!.vp).toBe(3);
    s = play(s, { type: 'captainVp', take: true });
    expect(s.G.boards[0]!.vp).toBe(3 + 1);
  });

  it('loading goes round as long as anyone can load; the captain\'s privilege VP comes once', () => {
    let s = captain((G) => { G.boards[0]!.goods = goods({ corn: 1, indigo: 1 }); G.boards[1]!.goods = goods({ sugar: 1 }); });
    s = play(s, { type: 'load', good: 'corn', ship: 0 });
    expect(s.G.offer).toBe('captainVp');
    s = play(s, { type: 'captainVp', take: true });
    expect(s.ctx.active).toEqual([1]);
    s = play(s, { type: 'load', good: 'sugar', ship: 1 });
    expect(s.ctx.active).toEqual([0]);
    s = play(s, { type: 'load', good: 'indigo', ship: 2 });
    expect(s.G.offer).toBeNull();
    expect(s.G.boards[0]!.vp).toBe(3);
    expect(s.G.boards[1]!.vp).toBe(1);
    expect(s.ctx.phase).toBe('round.chooseRole');
    expect(s.G.vpSupply).toBe(75 - 4);
  });

  it('harbor + wharf example: 5 tobacco, 2 sugar; 3 tobacco fill the tobacco ship (3+1), 2 sugar (2+1), the wharf takes the last 2 tobacco (2+1)', () => {
    let s = captain((G) => {
      G.boards[1]!.goods = goods({ tobacco: 5, sugar: 2 });
      G.boards[1]!.city = city('harbor', 'wharf');
      G.ships[0] = { size: 4, good: 'tobacco', count: 1 };
      G.ships[1] = { size: 5, good: 'sugar', count: 0 };
      G.ships[1]!.good = 'sugar'; G.ships[1]!.count = 1;
    });
    expect(s.ctx.active).toEqual([1]);
    expect(legal(s)).toEqual(expect.arrayContaining([{ type: 'load', good: 'tobacco', ship: 'wharf' }, { type: 'load', good: 'sugar', ship: 'wharf' }]));
    s = play(s, { type: 'load', good: 'tobacco', ship: 0 });
    s = play(s, { type: 'harborVp', take: true });
    expect(s.G.boards[1]!.vp).toBe(3 + 1);
    s = play(s, { type: 'load', good: 'sugar', ship: 1 });
    s = play(s, { type: 'harborVp', take: true });
    expect(s.G.boards[1]!.vp).toBe(4 + 2 + 1);
    expect(legal(s)).toEqual([{ type: 'load', good: 'tobacco', ship: 'wharf' }, { type: 'declineWharf' }]);
    const supply = s.G.goodsSupply.tobacco;
    s = play(s, { type: 'load', good: 'tobacco', ship: 'wharf' });
    s = play(s, { type: 'harborVp', take: true });
    expect(s.G.boards[1]!.vp).toBe(7 + 2 + 1);
    expect(s.G.goodsSupply.tobacco).toBe(supply + 2 + 4); // the wharf's 2, then the full tobacco ship unloaded
    expect(s.G.boards[1]!.goods).toEqual(goods({}));
  });

  it('the wharf may ship a kind already on a cargo ship, is used once per phase, and may be declined only when no ship can take anything', () => {
    let s = captain((G) => {
      G.boards[0]!.goods = goods({ corn: 2, coffee: 1 });
      G.boards[0]!.city = city('wharf');
      G.ships[0] = { size: 4, good: 'corn', count: 4 };
    });
    expect(types(s)).toEqual(['load']);
    expect(refused(s, { type: 'declineWharf' })).toMatch(/must/);
    s = play(s, { type: 'load', good: 'corn', ship: 'wharf' });
    s = play(s, { type: 'captainVp', take: true });
    expect(s.G.boards[0]!.vp).toBe(2 + 1);
    expect(loadOptions(s.G, 0)).toEqual([{ good: 'coffee', ship: 1 }, { good: 'coffee', ship: 2 }]);
    s = captain((G) => {
      G.boards[0]!.goods = goods({ corn: 2 });
      G.boards[0]!.city = city('wharf');
      G.ships[0] = { size: 4, good: 'corn', count: 4 };
    });
    s = play(s, { type: 'declineWharf' });
    expect(s.ctx.phase).toBe('round.captain.store');
    s = play(s, { type: 'store', warehouse: [], windrose: 'corn' });
    expect(s.ctx.phase).toBe('round.chooseRole');
    expect(s.G.boards[0]!.goods.corn).toBe(1);
  });

  it('storage: one barrel on the windrose, the rest back to the supply; full ships are unloaded, partly full ones stay', () => {
    let s = captain((G) => {
      G.boards[1]!.goods = goods({ indigo: 3, sugar: 2 });
      G.boards[2]!.goods = goods({ coffee: 2 });
      G.ships[0] = { size: 4, good: 'corn', count: 2 };
      G.ships[1] = { size: 5, good: 'indigo', count: 5 };
      G.ships[2] = { size: 6, good: 'sugar', count: 6 };
    });
    expect(s.ctx.phase).toBe('round.captain.store');
    expect(s.ctx.active).toEqual([1]);
    expect(legal(s)).toEqual([
      { type: 'store', warehouse: [], windrose: 'indigo' }, { type: 'store', warehouse: [], windrose: 'sugar' }, { type: 'store', warehouse: [], windrose: null },
    ]);
    s = play(s, { type: 'store', warehouse: [], windrose: 'sugar' });
    expect(s.G.boards[1]!.goods).toEqual(goods({ sugar: 1 }));
    expect(s.ctx.active).toEqual([2]);
    s = play(s, { type: 'store', warehouse: [], windrose: 'coffee' });
    expect(s.ctx.phase).toBe('round.chooseRole');
    expect(s.G.boards[2]!.goods).toEqual(goods({ coffee: 1 }));
    expect(s.G.ships.map((x) => [x.good, x.count])).toEqual([['corn', 2], [null, 0], [null, 0]]);
  });

  it('small warehouse keeps one kind whole, large two, both three kinds', () => {
    const board = (c: ReturnType<typeof city>) => ({ doubloons: 0, vp: 0, goods: goods({ corn: 2, indigo: 2, sugar: 2, tobacco: 2, coffee: 2 }), island: [], city: c, sanJuan: 0 });
    const most = (c: ReturnType<typeof city>) => Math.max(...storeOptions(board(c)).map((o) => o.warehouse.length));
    expect(most(city('smallWarehouse'))).toBe(1);
    expect(most(city('largeWarehouse'))).toBe(2);
    expect(most(city('smallWarehouse', 'largeWarehouse'))).toBe(3);
    expect(most(city(['largeWarehouse', 0]))).toBe(0);
    // With both: 10 ways to pick 3 kinds whole, then one of the other 2 kinds on the windrose (or none) come first.
    const both = storeOptions(board(city('smallWarehouse', 'largeWarehouse')));
    expect(both.slice(0, 30).every((o) => o.warehouse.length === 3)).toBe(true);
    expect(both.slice(0, 30).filter((o) => o.windrose !== null)).toHaveLength(20);
    let s = captain((G) => {
      G.boards[0]!.goods = goods({ corn: 3, indigo: 2, sugar: 2 });
      G.boards[0]!.city = city('smallWarehouse', 'largeWarehouse');
      G.ships.forEach((x, i) => { x.good = (['tobacco', 'coffee', 'corn'] as Good[])[i]!; x.count = x.size; });
    });
    s = play(s, { type: 'store', warehouse: ['corn', 'indigo', 'sugar'], windrose: null });
    expect(s.ctx.phase).toBe('round.chooseRole');
    expect(s.G.boards[0]!.goods).toEqual(goods({ corn: 3, indigo: 2, sugar: 2 }));
    s = captain((G) => {
      G.boards[0]!.goods = goods({ corn: 3, indigo: 2, sugar: 2 });
      G.boards[0]!.city = city('smallWarehouse');
      G.ships.forEach((x, i) => { x.good = (['tobacco', 'coffee', 'corn'] as Good[])[i]!; x.count = x.size; });
    });
    s = play(s, { type: 'store', warehouse: ['corn'], windrose: 'sugar' });
    expect(s.G.boards[0]!.goods).toEqual(goods({ corn: 3, sugar: 1 }));
  });

  it('when the last VP chip is used the game ends after the round, and points go on counting on paper', () => {
    let s = captain((G) => { G.boards[0]!.goods = goods({ corn: 3 }); G.vpSupply = 2; });
    s = play(s, { type: 'load', good: 'corn', ship: 0 });
    expect(s.G.vpSupply).toBe(-1);
    expect(s.G.endTriggered).toBe('vpChips');
    s = play(s, { type: 'captainVp', take: true });
    expect(s.G.boards[0]!.vp).toBe(4);
    expect(s.G.vpSupply).toBe(-2);
    expect(s.G.endTriggered).toBe('vpChips');
    s = passAll(choose(s, 'builder'));
    s = passAll(choose(s, 'trader'));
    expect(s.ctx.over).toBe(true);
  });

  it('refuses malformed loads with a sentence', () => {
    const s = captain((G) => { G.boards[0]!.goods = goods({ corn: 1 }); });
    expect(refused(s, { type: 'load', good: 'gold', ship: 0 })).toMatch(/Name a good/);
    expect(refused(s, { type: 'load', good: 'corn', ship: 7 })).toMatch(/ship 0 to 2/);
    expect(refused(s, { type: 'load', good: 'corn', ship: 'wharf' })).toMatch(/no occupied wharf/);
  });
});
