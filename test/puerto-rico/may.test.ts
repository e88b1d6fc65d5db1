/**
 * "May" means may: every optional privilege and special function of the rulebook that changes the
 * game is a move of its own, played both ways here (line numbers of the rulebook text in the names).
 */
import { describe, expect, it } from 'vitest';
import { tileKind, type Good } from '../../machines/puerto-rico/index.js';
import { choose, city, fresh, island, legal, passAll, play, refused, type S } from './helpers.js';

const goods = (g: Partial<Record<Good, number>>) => ({ corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0, ...g });

describe('the mayor\'s privilege colonist (lines 474, 513)', () => {
  it('is offered first thing on the mayor\'s turn: nothing else is legal until he answers', () => {
    const s = choose(fresh(3), 'mayor');
    expect(s.G.offer).toBe('privilege');
    expect(legal(s)).toEqual([{ type: 'privilegeColonist', take: true }, { type: 'privilegeColonist', take: false }]);
    expect(refused(s, { type: 'place', area: 'island', index: 0 })).toMatch(/First take or decline the mayor's privilege colonist/);
    expect(refused(s, { type: 'doneMayor' })).toMatch(/First take or decline/);
    expect(refused(s, { type: 'privilegeColonist', take: 'yes' })).toMatch(/take: true/);
  });

  it('taken: one colonist from the supply into his San Juan', () => {
    const s0 = fresh(3);
    const supply = s0.G.colonistSupply;
    const s = play(choose(s0, 'mayor'), { type: 'privilegeColonist', take: true });
    expect(s.G.boards[0]!.sanJuan).toBe(2);
    expect(s.G.colonistSupply).toBe(supply - 1);
    expect(s.G.offer).toBeNull();
    expect(s.ctx.active).toEqual([0]);
  });

  it('declined: the colonist stays in the supply and the mayor goes on with his turn', () => {
    const s0 = fresh(3);
    const supply = s0.G.colonistSupply;
    const s = play(choose(s0, 'mayor'), { type: 'privilegeColonist', take: false });
    expect(s.G.boards[0]!.sanJuan).toBe(1);
    expect(s.G.colonistSupply).toBe(supply);
    expect(s.ctx.active).toEqual([0]);
    expect(legal(s)).toContainEqual({ type: 'place', area: 'island', index: 0 });
  });

  it('a mayor without any colonist still answers the offer; an empty supply offers nothing (line 542)', () => {
    const s0 = fresh(3);
    s0.G.colonistShip = 0;
    let s = choose(s0, 'mayor');
    expect(s.ctx.active).toEqual([0]);
    s = play(s, { type: 'privilegeColonist', take: false });
    expect(legal(s)).toEqual([{ type: 'doneMayor' }]);
    const s1 = fresh(3);
    s1.G.colonistSupply = 0;
    expect(choose(s1, 'mayor').G.offer).toBeNull();
  });

  it('declining it can put off the colonist end: with 3 left and 3 needed, taking it ends the game, declining does not', () => {
    const at = (take: boolean) => {
      const s0 = fresh(3);
      s0.G.colonistSupply = 3;
      return passAll(play(choose(s0, 'mayor'), { type: 'privilegeColonist', take }));
    };
    expect(at(true).G.endTriggered).toMatch(/colonist ship/);
    const declined = at(false);
    expect(declined.G.endTriggered).toBeNull();
    expect(declined.G.colonistShip).toBe(3);
  });
});

describe('the hospice colonist (lines 827–833)', () => {
  const settler = (kind: 'plant' | 'quarry') => {
    const s0 = fresh(3);
    s0.G.boards[0]!.city = city('hospice');
    const s = choose(s0, 'settler');
    return play(s, kind === 'plant' ? { type: 'plant', plantation: tileKind(s.G.faceUp[0]!) } : { type: 'quarry' });
  };

  it('is offered for the tile just placed, and the turn waits for the answer', () => {
    const s = settler('plant');
    expect(s.G.offer).toBe('hospice');
    expect(s.ctx.active).toEqual([0]);
    expect(legal(s)).toEqual([{ type: 'hospiceColonist', take: true }, { type: 'hospiceColonist', take: false }]);
    expect(refused(s, { type: 'quarry' })).toMatch(/First take or decline the hospice colonist/);
    expect(refused(s, { type: 'passSettler' })).toMatch(/First take or decline/);
    const before = choose(fresh(3), 'settler');
    expect(refused(before, { type: 'hospiceColonist', take: true })).toMatch(/No colonist is on offer now/);
  });

  it('taken: a colonist from the supply on the new tile, then the next seat', () => {
    const s0 = settler('quarry');
    const s = play(s0, { type: 'hospiceColonist', take: true });
    expect(s.G.boards[0]!.island[1]).toMatchObject({ colonist: true });
    expect(tileKind(s.G.boards[0]!.island[1]!.tile)).toBe('quarry');
    expect(s.G.colonistSupply).toBe(s0.G.colonistSupply - 1);
    expect(s.ctx.active).toEqual([1]);
  });

  it('declined: the new tile stays empty, the supply keeps the colonist, and the next seat plays', () => {
    const s0 = settler('plant');
    const s = play(s0, { type: 'hospiceColonist', take: false });
    expect(s.G.boards[0]!.island[1]!.colonist).toBe(false);
    expect(s.G.colonistSupply).toBe(s0.G.colonistSupply);
    expect(s.ctx.active).toEqual([1]);
  });
});

describe('the university colonist (lines 872–877)', () => {
  const builder = () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.city = city('university');
    s0.G.boards[0]!.doubloons = 10;
    return play(choose(s0, 'builder'), { type: 'build', building: 'coffeeRoaster' });
  };

  it('is offered for the building just built, and the turn waits for the answer', () => {
    const s = builder();
    expect(s.G.offer).toBe('university');
    expect(legal(s)).toEqual([{ type: 'universityColonist', take: true }, { type: 'universityColonist', take: false }]);
    expect(refused(s, { type: 'passBuilder' })).toMatch(/First take or decline the university colonist/);
  });

  it('taken: one colonist on the new building (of two circles), then the next seat', () => {
    const s0 = builder();
    const s = play(s0, { type: 'universityColonist', take: true });
    expect(s.G.boards[0]!.city[1]).toEqual({ id: 'coffeeRoaster', colonists: 1 });
    expect(s.G.colonistSupply).toBe(s0.G.colonistSupply - 1);
    expect(s.ctx.active).toEqual([1]);
  });

  it('declined: the building stays empty and the supply keeps the colonist', () => {
    const s0 = builder();
    const s = play(s0, { type: 'universityColonist', take: false });
    expect(s.G.boards[0]!.city[1]).toEqual({ id: 'coffeeRoaster', colonists: 0 });
    expect(s.G.colonistSupply).toBe(s0.G.colonistSupply);
    expect(s.ctx.active).toEqual([1]);
  });

  it('is not offered when neither the supply nor the ship has a colonist (line 877)', () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.city = city('university');
    s0.G.boards[0]!.doubloons = 10;
    s0.G.colonistSupply = 0;
    s0.G.colonistShip = 0;
    const s = play(choose(s0, 'builder'), { type: 'build', building: 'coffeeRoaster' });
    expect(s.G.offer).toBeNull();
    expect(s.ctx.active).toEqual([1]);
  });
});

describe('the craftsman\'s extra good (lines 474, 588–589)', () => {
  const craftsman = () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.island = island(['corn', 'indigo']);
    s0.G.boards[0]!.city = city('smallIndigoPlant');
    return choose(s0, 'craftsman');
  };

  it('may be taken: one more barrel of a kind he produced', () => {
    const s0 = craftsman();
    expect(legal(s0)).toEqual([{ type: 'extraGood', good: 'corn' }, { type: 'extraGood', good: 'indigo' }, { type: 'declineExtraGood' }]);
    const s = play(s0, { type: 'extraGood', good: 'corn' });
    expect(s.G.boards[0]!.goods).toEqual(goods({ corn: 2, indigo: 1 }));
    expect(s.ctx.phase).toBe('round.chooseRole');
  });

  it('may be declined: his goods and the supply stay as produced and the phase ends', () => {
    const s0 = craftsman();
    const s = play(s0, { type: 'declineExtraGood' });
    expect(s.G.boards[0]!.goods).toEqual(goods({ corn: 1, indigo: 1 }));
    expect(s.G.goodsSupply).toEqual(s0.G.goodsSupply);
    expect(s.ctx.phase).toBe('round.chooseRole');
  });
});

describe('storing goods (lines 666, 680–681, 786–787, 815–817, 851–856)', () => {
  /** A captain phase (seat 0 captain) where no ship can take anything, so storage comes at once. */
  function storage(edit: (G: S['G']) => void): S {
    const s0 = fresh(3);
    s0.G.ships.forEach((x, i) => { x.good = (['tobacco', 'coffee', 'corn'] as Good[])[i]!; x.count = x.size; });
    edit(s0.G);
    return choose(s0, 'captain');
  }
  const owner = () => storage((G) => {
    G.boards[0]!.goods = goods({ corn: 3, indigo: 2, sugar: 2 });
    G.boards[0]!.city = city('smallWarehouse');
  });

  it('a warehouse owner is asked even when he could keep everything, and may keep everything', () => {
    let s = storage((G) => {
      G.boards[0]!.goods = goods({ corn: 3, indigo: 2 });
      G.boards[0]!.city = city('smallWarehouse');
    });
    expect(s.ctx.phase).toBe('round.captain.store');
    expect(legal(s)[0]).toEqual({ type: 'store', warehouse: ['corn'], windrose: 'indigo' });
    s = play(s, { type: 'store', warehouse: ['corn'], windrose: 'indigo' });
    expect(s.G.boards[0]!.goods).toEqual(goods({ corn: 3, indigo: 1 }));
  });

  it('the owner chooses which kind the warehouse keeps and which barrel the windrose keeps', () => {
    const s0 = owner();
    const options = legal(s0);
    expect(options).toContainEqual({ type: 'store', warehouse: ['sugar'], windrose: 'corn' });
    expect(options).toContainEqual({ type: 'store', warehouse: ['indigo'], windrose: 'sugar' });
    const s = play(s0, { type: 'store', warehouse: ['sugar'], windrose: 'corn' });
    expect(s.G.boards[0]!.goods).toEqual(goods({ corn: 1, sugar: 2 }));
    // (Corn is also on a full ship, unloaded into the supply afterwards.)
    expect(s.G.goodsSupply.indigo).toBe(s0.G.goodsSupply.indigo + 2);
    expect(s.G.goodsSupply.sugar).toBe(s0.G.goodsSupply.sugar);
  });

  it('the owner may keep less: the warehouse unused, or no barrel on the windrose, the rest back to the supply', () => {
    const s0 = owner();
    expect(legal(s0)).toContainEqual({ type: 'store', warehouse: [], windrose: null });
    let s = play(s0, { type: 'store', warehouse: [], windrose: 'indigo' });
    expect(s.G.boards[0]!.goods).toEqual(goods({ indigo: 1 }));
    s = play(owner(), { type: 'store', warehouse: ['corn'], windrose: null });
    expect(s.G.boards[0]!.goods).toEqual(goods({ corn: 3 }));
    s = play(owner(), { type: 'store', warehouse: [], windrose: null });
    expect(s.G.boards[0]!.goods).toEqual(goods({}));
    expect(s.G.goodsSupply.sugar).toBe(s0.G.goodsSupply.sugar + 2);
  });

  it('a seat without warehouse and with one kind may keep its windrose barrel or return it', () => {
    const one = () => storage((G) => { G.boards[1]!.goods = goods({ coffee: 2 }); });
    expect(one().ctx.active).toEqual([1]);
    expect(legal(one())).toEqual([{ type: 'store', warehouse: [], windrose: 'coffee' }, { type: 'store', warehouse: [], windrose: null }]);
    expect(play(one(), { type: 'store', warehouse: [], windrose: 'coffee' }).G.boards[1]!.goods).toEqual(goods({ coffee: 1 }));
    expect(play(one(), { type: 'store', warehouse: [], windrose: null }).G.boards[1]!.goods).toEqual(goods({}));
  });

  it('seats with no goods are not asked', () => {
    const s = storage(() => {});
    expect(s.ctx.phase).toBe('round.chooseRole');
  });

  it('refuses storage the warehouses do not allow, with a reason', () => {
    const s = owner();
    expect(refused(s, { type: 'store', warehouse: ['corn', 'sugar'], windrose: null })).toMatch(/at most 1 kind/);
    expect(refused(s, { type: 'store', warehouse: ['coffee'], windrose: null })).toMatch(/no coffee/);
    expect(refused(s, { type: 'store', warehouse: ['corn'], windrose: 'corn' })).toMatch(/already kept in a warehouse/);
    expect(refused(s, { type: 'store', warehouse: 'corn', windrose: null })).toMatch(/must list goods/);
    const none = storage((G) => { G.boards[0]!.goods = goods({ corn: 2, sugar: 1 }); });
    expect(refused(none, { type: 'store', warehouse: ['corn'], windrose: null })).toMatch(/no occupied warehouse/);
  });
});
