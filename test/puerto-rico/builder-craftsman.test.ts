/** The builder (privilege, quarries, university, large buildings, 12 spaces) and the craftsman (production, factory). */
import { describe, expect, it } from 'vitest';
import { BUILDINGS, building, buildingPrice, FACTORY_BONUS, type PlayerBoard } from '../../machines/puerto-rico/index.js';
import { choose, city, fresh, island, passAll, play, refused, types } from './helpers.js';

const boardWith = (quarries: number): PlayerBoard => ({
  doubloons: 20, vp: 0, goods: { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 },
  island: island(Array(quarries).fill('quarry')), city: [], sanJuan: 0,
});

describe('builder', () => {
  it('a player with 3 occupied quarries pays: construction hut 1, office 3, harbor 5, city hall 7', () => {
    const b = boardWith(3);
    expect(buildingPrice(b, 'constructionHut', false)).toBe(1);
    expect(buildingPrice(b, 'office', false)).toBe(3);
    expect(buildingPrice(b, 'harbor', false)).toBe(5);
    expect(buildingPrice(b, 'cityHall', false)).toBe(7);
  });

  it('quarry discounts are capped by the column; unoccupied quarries do not count; the privilege adds one; never below zero', () => {
    expect(buildingPrice(boardWith(4), 'cityHall', false)).toBe(6);
    expect(buildingPrice(boardWith(4), 'wharf', false)).toBe(6);
    expect(buildingPrice(boardWith(4), 'wharf', true)).toBe(5);
    const idle = boardWith(0);
    idle.island = island(['quarry', 'quarry'], true);
    expect(buildingPrice(idle, 'office', false)).toBe(5);
    expect(buildingPrice(boardWith(1), 'smallMarket', true)).toBe(0);
    expect(buildingPrice(boardWith(0), 'smallMarket', true)).toBe(0);
  });

  it('the costs, columns, circles and copies are the board\'s; a building\'s VP and quarry cap are its column', () => {
    const costs = Object.fromEntries(BUILDINGS.map((b) => [b.id, [b.cost, b.vp, b.circles, b.copies]]));
    expect(costs).toMatchObject({ smallIndigoPlant: [1, 1, 1, 4], smallSugarMill: [2, 1, 1, 4], smallMarket: [1, 1, 1, 2], smallWarehouse: [3, 1, 1, 2], indigoPlant: [3, 2, 3, 3], sugarMill: [4, 2, 3, 3], tobaccoStorage: [5, 3, 3, 3], coffeeRoaster: [6, 3, 2, 3], university: [8, 3, 1, 2], wharf: [9, 3, 1, 2], cityHall: [10, 4, 1, 1] });
    expect(BUILDINGS.every((b) => b.vp === b.column)).toBe(true);
  });

  it('the builder builds one doubloon cheaper; the others pay full price; each builds at most one', () => {
    let s = choose(fresh(3), 'builder');
    s = play(s, { type: 'build', building: 'smallSugarMill' });
    expect(s.G.boards[0]!.doubloons).toBe(1);
    s = play(s, { type: 'build', building: 'smallSugarMill' });
    expect(s.G.boards[1]!.doubloons).toBe(0);
    expect(s.G.buildingSupply.smallSugarMill).toBe(2);
    expect(s.ctx.active).toEqual([2]);
    expect(refused(s, { type: 'build', building: 'smallWarehouse' })).toMatch(/costs you 3 doubloons; you have 2/);
  });

  it('a player may not build a building he already has, nor one whose copies are gone', () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.city = city('smallMarket');
    s0.G.buildingSupply.hacienda = 0;
    const s = choose(s0, 'builder');
    expect(refused(s, { type: 'build', building: 'smallMarket' })).toMatch(/already have/);
    expect(refused(s, { type: 'build', building: 'hacienda' })).toMatch(/No Hacienda is left/);
    expect(refused(s, { type: 'build', building: 'castle' })).toMatch(/Name a building/);
  });

  it('large buildings take two city spaces; 12 spaces is the limit; building on the 12th ends the game after the round', () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.doubloons = 30;
    s0.G.boards[0]!.city = city('smallMarket', 'hacienda', 'constructionHut', 'smallWarehouse', 'indigoPlant', 'sugarMill', 'hospice', 'office', 'largeMarket', 'largeWarehouse', 'factory');
    let s = choose(s0, 'builder');
    expect(refused(s, { type: 'build', building: 'guildHall' })).toMatch(/two free city spaces/);
    s = play(s, { type: 'build', building: 'harbor' });
    expect(s.G.endTriggered).toBe('city');
    s = passAll(s);
    const s1 = fresh(3);
    s1.G.boards[0]!.city = s0.G.boards[0]!.city.concat(city('harbor'));
    expect(refused(choose(s1, 'builder'), { type: 'build', building: 'smallIndigoPlant' })).toMatch(/no free space/);
    s = passAll(choose(s, 'trader'));
    s = passAll(choose(s, 'settler'));
    expect(s.ctx.over).toBe(true);
  });

  it('an occupied university offers one colonist for the new building, even for a building with several circles; from the ship when the supply is empty', () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.city = city('university');
    s0.G.boards[0]!.doubloons = 10;
    s0.G.boards[1]!.city = city('university');
    s0.G.boards[1]!.doubloons = 10;
    let s = play(choose(s0, 'builder'), { type: 'build', building: 'sugarMill' });
    expect(s.G.offer).toBe('university');
    s = play(s, { type: 'universityColonist', take: true });
    expect(s.G.boards[0]!.city[1]).toEqual({ id: 'sugarMill', colonists: 1 });
    s.G.colonistSupply = 0;
    const ship = s.G.colonistShip;
    s = play(play(s, { type: 'build', building: 'indigoPlant' }), { type: 'universityColonist', take: true });
    expect(s.G.boards[1]!.city[1]).toEqual({ id: 'indigoPlant', colonists: 1 });
    expect(s.G.colonistShip).toBe(ship - 1);
  });

  it('building nothing is allowed, and the builder then gets no doubloon', () => {
    const s = play(choose(fresh(3), 'builder'), { type: 'passBuilder' });
    expect(s.G.boards[0]!.doubloons).toBe(2);
  });
});

describe('craftsman', () => {
  it('production needs occupied plantations and occupied production circles; corn needs no building; unoccupied produce nothing', () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.island = [...island(['corn', 'corn', 'indigo', 'indigo', 'sugar']), ...island(['corn', 'tobacco'], true)];
    s0.G.boards[0]!.city = city(['indigoPlant', 1], ['tobaccoStorage', 3]);
    const s = choose(s0, 'craftsman');
    expect(s.G.boards[0]!.goods).toEqual({ corn: 2, indigo: 1, sugar: 0, tobacco: 0, coffee: 0 });
  });

  it('the craftsman takes one extra barrel of a kind he produced; none when he produced nothing', () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.island = island(['corn', 'indigo']);
    s0.G.boards[0]!.city = city('smallIndigoPlant');
    let s = choose(s0, 'craftsman');
    expect(s.ctx.phase).toBe('round.craftsman');
    expect(types(s)).toEqual(['declineExtraGood', 'extraGood']);
    expect(refused(s, { type: 'extraGood', good: 'coffee' })).toMatch(/did not produce coffee/);
    s = play(s, { type: 'extraGood', good: 'indigo' });
    expect(s.G.boards[0]!.goods.indigo).toBe(2);
    expect(s.ctx.phase).toBe('round.chooseRole');
    const s1 = choose(fresh(3), 'craftsman');
    expect(s1.ctx.phase).toBe('round.chooseRole');
  });

  it('production runs from the craftsman clockwise and a kind missing from the supply gives nothing', () => {
    const s0 = fresh(3);
    for (const b of s0.G.boards) b.island = island(['corn', 'corn']);
    s0.G.goodsSupply.corn = 3;
    s0.G.chooser = 1;
    const s = play(play(s0, { type: 'chooseRole', role: 'settler' }), { type: 'passSettler' });
    const t = choose(passAll(s), 'craftsman');
    expect(t.G.boards.map((b) => b.goods.corn)).toEqual([0, 2, 1]);
    expect(t.G.goodsSupply.corn).toBe(0);
  });

  it('factory example: 3 corn, 3 sugar and 1 tobacco able, but only 2 sugar and no corn in the supply: 2 sugar + 1 tobacco produced → 1 doubloon', () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.island = island(['corn', 'corn', 'corn', 'sugar', 'sugar', 'sugar', 'tobacco']);
    s0.G.boards[0]!.city = city('factory', ['sugarMill', 3], ['tobaccoStorage', 1]);
    s0.G.goodsSupply.corn = 0;
    s0.G.goodsSupply.sugar = 2;
    const s = choose(s0, 'craftsman');
    expect(s.G.boards[0]!.goods).toMatchObject({ corn: 0, sugar: 2, tobacco: 1 });
    expect(s.G.boards[0]!.doubloons).toBe(2 + 1);
    expect(FACTORY_BONUS).toEqual([0, 0, 1, 2, 3, 5]);
  });

  it('the factory pays 5 for all five kinds and nothing when unoccupied', () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.island = island(['corn', 'indigo', 'sugar', 'tobacco', 'coffee']);
    s0.G.boards[0]!.city = city('factory', 'smallIndigoPlant', 'smallSugarMill', 'tobaccoStorage', 'coffeeRoaster');
    s0.G.boards[1]!.island = island(['corn', 'indigo']);
    s0.G.boards[1]!.city = city(['factory', 0], 'smallIndigoPlant');
    const s = choose(s0, 'craftsman');
    expect(s.G.boards[0]!.doubloons).toBe(2 + 5);
    expect(s.G.boards[1]!.doubloons).toBe(2);
    expect(building('coffeeRoaster').circles).toBe(2);
  });
});
