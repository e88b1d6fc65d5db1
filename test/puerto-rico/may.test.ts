/**
 * "May" means may: every optional privilege and special function of the rulebook that changes the
 * game is a move of its own, played both ways here (line numbers of the rulebook text in the names).
 */
import { describe, expect, it } from 'vitest';
import { heuristicMove, tileKind, type Good } from '../../machines/puerto-rico/index.js';
import { choose, city, core, fresh, island, legal, passAll, play, refused, type S } from './helpers.js';

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
    expect(at(true).G.endTriggered).toBe('colonists');
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

/** A captain phase (seat 0 captain, 3 players, ships of 4, 5 and 6 empty) with the given goods and buildings. */
function captainWith(edit: (G: S['G']) => void): S {
  const s0 = fresh(3);
  edit(s0.G);
  return choose(s0, 'captain');
}

describe('the captain\'s privilege VP (lines 474, 656–657, 682–683)', () => {
  const first = () => captainWith((G) => {
    G.boards[0]!.goods = goods({ corn: 2, indigo: 1 });
    G.boards[1]!.goods = goods({ sugar: 1 });
  });

  it('is offered after his first load, and his turn waits for the answer', () => {
    const s = play(first(), { type: 'load', good: 'corn', ship: 0 });
    expect(s.G.boards[0]!.vp).toBe(2);
    expect(s.G.offer).toBe('captainVp');
    expect(s.ctx.active).toEqual([0]);
    expect(legal(s)).toEqual([{ type: 'captainVp', take: true }, { type: 'captainVp', take: false }]);
    expect(refused(s, { type: 'load', good: 'indigo', ship: 1 })).toMatch(/First take or decline the captain's privilege VP/);
    expect(refused(s, { type: 'harborVp', take: true })).toMatch(/On offer now is the captain's privilege VP/);
    expect(refused(s, { type: 'captainVp', take: 1 })).toMatch(/take: true/);
    expect(refused(first(), { type: 'captainVp', take: true })).toMatch(/No VP is on offer now/);
  });

  it('taken: one more VP chip from the supply (2 + 1), then the next seat loads', () => {
    const s0 = play(first(), { type: 'load', good: 'corn', ship: 0 });
    const s = play(s0, { type: 'captainVp', take: true });
    expect(s.G.boards[0]!.vp).toBe(3);
    expect(s.G.vpSupply).toBe(75 - 3);
    expect(s.G.offer).toBeNull();
    expect(s.ctx.active).toEqual([1]);
  });

  it('declined: the chip stays in the supply (2 VP, 2 chips used), and his later loads offer no privilege VP', () => {
    let s = play(play(first(), { type: 'load', good: 'corn', ship: 0 }), { type: 'captainVp', take: false });
    expect(s.G.boards[0]!.vp).toBe(2);
    expect(s.G.vpSupply).toBe(75 - 2);
    expect(s.ctx.active).toEqual([1]);
    s = play(s, { type: 'load', good: 'sugar', ship: 1 });
    s = play(s, { type: 'load', good: 'indigo', ship: 2 });
    expect(s.G.offer).toBeNull();
    expect(s.G.boards[0]!.vp).toBe(3);
    expect(s.G.vpSupply).toBe(75 - 4);
  });

  it('declining it puts off the VP end (line 713): 3 chips left, 2 barrels loaded; taking it uses the last chip and the game ends after the round, declining leaves one and the game goes on', () => {
    const at = (take: boolean) => {
      let s = captainWith((G) => { G.boards[0]!.goods = goods({ corn: 2 }); G.vpSupply = 3; });
      s = play(s, { type: 'load', good: 'corn', ship: 0 });
      expect(s.G.vpSupply).toBe(1);
      expect(s.G.endTriggered).toBeNull();
      s = play(s, { type: 'captainVp', take });
      expect(s.ctx.phase).toBe('round.chooseRole');
      const chips = s.G.vpSupply;
      const ending = s.G.endTriggered;
      s = passAll(choose(s, 'builder'));
      s = passAll(choose(s, 'trader'));
      return { chips, ending, s };
    };
    const taken = at(true);
    expect(taken.chips).toBe(0);
    expect(taken.ending).toBe('vpChips');
    expect(taken.s.ctx.over).toBe(true);
    const declined = at(false);
    expect(declined.chips).toBe(1);
    expect(declined.ending).toBeNull();
    expect(declined.s.ctx.over).toBe(false);
    expect(declined.s.G.round).toBe(2);
  });
});

describe('the harbor\'s VP (lines 786–787, 880–881)', () => {
  /** Seat 1 owns an occupied harbor (and wharf) and is the only one with goods. */
  const harbor = () => captainWith((G) => {
    G.boards[1]!.goods = goods({ corn: 2, sugar: 3 });
    G.boards[1]!.city = city('harbor', 'wharf');
  });

  it('is offered after each load of its owner, the wharf\'s too; taken: one more chip each time', () => {
    let s = harbor();
    expect(s.ctx.active).toEqual([1]);
    s = play(s, { type: 'load', good: 'corn', ship: 0 });
    expect(s.G.offer).toBe('harborVp');
    expect(legal(s)).toEqual([{ type: 'harborVp', take: true }, { type: 'harborVp', take: false }]);
    expect(refused(s, { type: 'load', good: 'sugar', ship: 1 })).toMatch(/First take or decline the harbor's VP/);
    expect(refused(s, { type: 'captainVp', take: true })).toMatch(/On offer now is the harbor's VP/);
    s = play(s, { type: 'harborVp', take: true });
    expect(s.G.boards[1]!.vp).toBe(2 + 1);
    expect(s.G.vpSupply).toBe(75 - 3);
    expect(s.ctx.active).toEqual([1]);
    s = play(s, { type: 'load', good: 'sugar', ship: 'wharf' });
    expect(s.G.offer).toBe('harborVp');
    s = play(s, { type: 'harborVp', take: true });
    expect(s.G.boards[1]!.vp).toBe(3 + 3 + 1);
    expect(s.G.vpSupply).toBe(75 - 7);
  });

  it('declined: the barrels\' VP only, the chip stays in the supply; the next load offers it again', () => {
    let s = play(harbor(), { type: 'load', good: 'corn', ship: 0 });
    s = play(s, { type: 'harborVp', take: false });
    expect(s.G.boards[1]!.vp).toBe(2);
    expect(s.G.vpSupply).toBe(75 - 2);
    s = play(s, { type: 'load', good: 'sugar', ship: 1 });
    expect(s.G.offer).toBe('harborVp');
  });

  it('a captain with a harbor is offered his privilege VP, then the harbor\'s, for the same load; each answered on its own', () => {
    const s0 = captainWith((G) => {
      G.boards[0]!.goods = goods({ corn: 2 });
      G.boards[0]!.city = city('harbor');
    });
    let s = play(s0, { type: 'load', good: 'corn', ship: 0 });
    expect(s.G.offer).toBe('captainVp');
    s = play(s, { type: 'captainVp', take: false });
    expect(s.G.offer).toBe('harborVp');
    expect(s.ctx.active).toEqual([0]);
    s = play(s, { type: 'harborVp', take: true });
    expect(s.G.boards[0]!.vp).toBe(2 + 1);
    expect(s.G.vpSupply).toBe(75 - 3);
    expect(s.ctx.phase).toBe('round.chooseRole');
  });

  it('declining it puts off the VP end (line 713): with 3 chips left, 2 barrels + the harbor\'s chip end the game, 2 barrels alone do not', () => {
    const at = (take: boolean) => {
      let s = captainWith((G) => {
        G.boards[1]!.goods = goods({ corn: 2 });
        G.boards[1]!.city = city('harbor');
        G.vpSupply = 3;
      });
      s = play(s, { type: 'load', good: 'corn', ship: 0 });
      return play(s, { type: 'harborVp', take });
    };
    expect(at(true).G.vpSupply).toBe(0);
    expect(at(true).G.endTriggered).toBe('vpChips');
    expect(at(false).G.vpSupply).toBe(1);
    expect(at(false).G.endTriggered).toBeNull();
  });
});

describe('the greedy bot and the extra VP', () => {
  /**
   * Seat 0 (captain) has just loaded 2 corn; `chips` VP chips were left before, the others held
   * evenly by the three seats (so the chips the bot cannot see tell it nothing more).
   */
  const offered = (chips: number, edit: (G: S['G']) => void = () => {}) => {
    const s = captainWith((G) => {
      G.boards[0]!.goods = goods({ corn: 2 });
      G.vpSupply = chips;
      const held = 75 - chips;
      G.boards.forEach((b, i) => { b.vp = Math.floor(held / 3) + (i === 0 ? held % 3 : 0); });
      edit(G);
    });
    return play(s, { type: 'load', good: 'corn', ship: 0 });
  };
  const bot = (s: S) => heuristicMove(core.view(s, 0) as S, 0);

  it('takes it while the chips are far from out, even when behind', () => {
    expect(bot(offered(75, (G) => { G.boards[1]!.city = city('fortress', 'cityHall'); }))).toMatchObject({ type: 'captainVp', take: true });
  });

  it('declines it when the chips are nearly out and it is behind, so the game lasts', () => {
    expect(bot(offered(4, (G) => { G.boards[1]!.city = city('fortress', 'cityHall'); }))).toMatchObject({ type: 'captainVp', take: false });
  });

  it('takes it when the chips are nearly out but it is ahead', () => {
    expect(bot(offered(4, (G) => { G.boards[0]!.city = city('fortress', 'cityHall'); }))).toMatchObject({ type: 'captainVp', take: true });
  });

  it('takes it when the end is already due (declining would only lose the point)', () => {
    expect(bot(offered(4, (G) => { G.boards[1]!.city = city('fortress', 'cityHall'); G.endTriggered = 'city'; }))).toMatchObject({ type: 'captainVp', take: true });
  });
});
