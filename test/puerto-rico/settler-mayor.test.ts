/** The settler (quarry privilege, hacienda, construction hut, hospice, refilling, full islands) and the mayor. */
import { describe, expect, it } from 'vitest';
import { tileKind } from '../../machines/puerto-rico/index.js';
import { choose, city, fresh, island, legal, passAll, play, refused, types, type S } from './helpers.js';

describe('settler', () => {
  it('the settler may take a quarry as his privilege; the others may take only face-up plantations', () => {
    let s = choose(fresh(3), 'settler');
    expect(types(s)).toEqual(['passSettler', 'plant', 'quarry']);
    s = play(s, { type: 'quarry' });
    expect(tileKind(s.G.boards[0]!.island[1]!.tile)).toBe('quarry');
    expect(s.G.quarries).toHaveLength(7);
    expect(types(s)).toEqual(['passSettler', 'plant']);
    expect(refused(s, { type: 'quarry' })).toMatch(/settler or the owner of an occupied construction hut/);
    const kind = s.G.faceUp.map(tileKind)[0]!;
    s = play(s, { type: 'plant', plantation: kind });
    expect(tileKind(s.G.boards[1]!.island[1]!.tile)).toBe(kind);
  });

  it('an occupied construction hut lets its owner take a quarry instead of a plantation (an unoccupied one does not)', () => {
    const s0 = fresh(3);
    s0.G.boards[1]!.city = city('constructionHut');
    s0.G.boards[2]!.city = city(['constructionHut', 0]);
    let s = play(choose(s0, 'settler'), { type: 'passSettler' });
    expect(types(s)).toContain('quarry');
    s = play(s, { type: 'quarry' });
    expect(types(s)).not.toContain('quarry');
  });

  it('the settler with a construction hut still takes only one quarry', () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.city = city('constructionHut');
    const s = play(choose(s0, 'settler'), { type: 'quarry' });
    expect(s.G.boards[0]!.island.filter((t) => tileKind(t.tile) === 'quarry')).toHaveLength(1);
    expect(s.ctx.active).toEqual([1]);
  });

  it('an occupied hacienda draws the top face-down tile before the normal turn; with a construction hut it is still a plantation, and the quarry may then be the normal tile', () => {
    const s0 = fresh(3);
    s0.G.boards[1]!.city = city('hacienda', 'constructionHut');
    let s = play(choose(s0, 'settler'), { type: 'passSettler' });
    const top = s.G.plantationDeck[s.G.plantationDeck.length - 1]!;
    expect(types(s)).toEqual(['hacienda', 'passSettler', 'plant', 'quarry']);
    s = play(s, { type: 'hacienda' });
    expect(s.G.boards[1]!.island.map((t) => t.tile)).toContain(top);
    expect(tileKind(top)).not.toBe('quarry');
    expect(types(s)).toEqual(['passSettler', 'plant', 'quarry']);
    s = play(s, { type: 'quarry' });
    expect(s.G.boards[1]!.island).toHaveLength(3);
    // The hacienda is once per turn and back again next settler phase.
    expect(s.G.haciendaUsed).toBe(false);
  });

  it('an occupied hospice offers a colonist for the tile taken, but not for the hacienda\'s extra tile', () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.city = city('hospice', 'hacienda');
    const supply = s0.G.colonistSupply;
    let s = play(choose(s0, 'settler'), { type: 'hacienda' });
    expect(s.G.boards[0]!.island[1]!.colonist).toBe(false);
    expect(s.G.offer).toBeNull();
    s = play(s, { type: 'quarry' });
    expect(s.G.offer).toBe('hospice');
    s = play(s, { type: 'hospiceColonist', take: true });
    expect(s.G.boards[0]!.island[2]!.colonist).toBe(true);
    expect(s.G.colonistSupply).toBe(supply - 1);
  });

  it('the hospice takes its colonist from the ship when the supply is empty, and goes without when both are empty', () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.city = city('hospice');
    s0.G.boards[1]!.city = city('hospice');
    s0.G.colonistSupply = 0;
    s0.G.colonistShip = 1;
    let s = play(play(choose(s0, 'settler'), { type: 'quarry' }), { type: 'hospiceColonist', take: true });
    expect(s.G.colonistShip).toBe(0);
    expect(s.G.boards[0]!.island[1]!.colonist).toBe(true);
    s = play(s, { type: 'plant', plantation: tileKind(s.G.faceUp[0]!) });
    // Nothing to offer: the turn is over at once.
    expect(s.G.offer).toBeNull();
    expect(s.ctx.active).toEqual([2]);
    expect(s.G.boards[1]!.island[1]!.colonist).toBe(false);
  });

  it('untaken plantations go to the discards and the settler draws players + 1 new ones', () => {
    let s = choose(fresh(3), 'settler');
    const row = s.G.faceUp.slice();
    s = play(s, { type: 'plant', plantation: tileKind(row[0]!) });
    s = passAll(s);
    expect(s.G.discard).toHaveLength(3);
    expect(s.G.faceUp).toHaveLength(4);
    expect(s.G.discard.every((t) => row.includes(t))).toBe(true);
  });

  it('when the face-down stack runs out, the discards are reshuffled to fill the row; short of tiles the row stays short', () => {
    const s0 = fresh(3);
    s0.G.discard = [...s0.G.plantationDeck.splice(0, s0.G.plantationDeck.length - 2)];
    let s = passAll(choose(s0, 'settler'));
    expect(s.G.faceUp).toHaveLength(4);
    expect(s.G.discard).toHaveLength(0);
    const s1 = fresh(3);
    s1.G.plantationDeck = s1.G.plantationDeck.slice(0, 1);
    s1.G.discard = [];
    const before = s1.G.faceUp.length;
    s = passAll(choose(s1, 'settler'));
    expect(s.G.faceUp).toHaveLength(before + 1 > 4 ? 4 : before + 1);
  });

  it('a full island (12 spaces) takes no more tiles, and no quarry can be taken once they are gone', () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.island = island(Array(12).fill('corn'));
    let s = choose(s0, 'settler');
    expect(types(s)).toEqual(['passSettler']);
    expect(refused(s, { type: 'plant', plantation: tileKind(s.G.faceUp[0]!) })).toMatch(/island is full/);
    const s1 = fresh(3);
    s1.G.quarries = [];
    s = choose(s1, 'settler');
    expect(refused(s, { type: 'quarry' })).toMatch(/No quarry/);
  });
});

/** Chooses the mayor for seat 0 and takes his privilege colonist. */
const mayor = (s: S) => play(choose(s, 'mayor'), { type: 'privilegeColonist', take: true });

describe('mayor', () => {
  it('the mayor may take a privilege colonist from the supply; the ship\'s colonists are handed out one at a time from the mayor', () => {
    const s0 = fresh(3);
    s0.G.colonistShip = 5;
    const supply = s0.G.colonistSupply;
    const s = mayor(s0);
    expect(s.G.boards.map((b) => b.sanJuan)).toEqual([3, 2, 1]);
    expect(s.G.colonistSupply).toBe(supply - 1);
    expect(s.G.colonistShip).toBe(0);
  });

  it('colonists go one at a time onto empty circles; "done" is refused while circles are empty and colonists wait', () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.city = city(['indigoPlant', 0]);
    let s = mayor(s0);
    expect(s.G.boards[0]!.sanJuan).toBe(2);
    expect(legal(s)).toEqual(expect.arrayContaining([{ type: 'place', area: 'island', index: 0 }, { type: 'place', area: 'city', index: 0 }]));
    expect(refused(s, { type: 'doneMayor' })).toMatch(/must be filled/);
    s = play(s, { type: 'place', area: 'city', index: 0 });
    s = play(s, { type: 'place', area: 'city', index: 0 });
    expect(s.G.boards[0]!.city[0]!.colonists).toBe(2);
    expect(refused(s, { type: 'doneMayor' })).toBeNull();
  });

  it('colonists may stay in San Juan only when no circle is empty', () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.island = island(['corn']);
    let s = mayor(s0);
    expect(s.G.boards[0]!.sanJuan).toBe(2);
    expect(refused(s, { type: 'doneMayor' })).toBeNull();
    s = play(s, { type: 'doneMayor' });
    expect(s.G.boards[0]!.sanJuan).toBe(2);
  });

  it('colonists placed in earlier rounds may be moved (free redistribution), but not straight back from a circle filled this turn', () => {
    const s0 = fresh(3);
    s0.G.boards[0]!.island = island(['indigo', 'corn']);
    s0.G.boards[0]!.city = city(['smallIndigoPlant', 0]);
    s0.G.colonistShip = 3;
    s0.G.colonistSupply = 0;
    let s = choose(s0, 'mayor');
    expect(s.G.offer).toBeNull();
    expect(s.G.boards[0]!.sanJuan).toBe(1);
    s = play(s, { type: 'place', area: 'city', index: 0 });
    s = play(s, { type: 'remove', area: 'island', index: 1 });
    expect(s.G.boards[0]!.sanJuan).toBe(1);
    expect(refused(s, { type: 'remove', area: 'city', index: 0 })).toMatch(/placed a colonist there this turn/);
    expect(refused(s, { type: 'doneMayor' })).toMatch(/must be filled/);
    s = play(s, { type: 'place', area: 'island', index: 1 });
    s = play(s, { type: 'doneMayor' });
    expect(s.ctx.active).toEqual([1]);
  });

  it('the mayor refills the ship with one colonist per empty building circle, at least one per player', () => {
    const s0 = fresh(3);
    s0.G.boards[1]!.city = city(['coffeeRoaster', 0], ['tobaccoStorage', 0], ['indigoPlant', 0], ['hacienda', 0]);
    s0.G.colonistShip = 0;
    let s = choose(s0, 'mayor');
    s = passAll(s);
    expect(s.G.colonistShip).toBe(2 + 3 + 3 + 1);
    const s1 = fresh(3);
    s = passAll(choose(s1, 'mayor'));
    expect(s.G.colonistShip).toBe(3);
    expect(s.G.colonistSupply).toBe(55 - 1 - 3);
  });

  it('when the supply cannot fill the ship as required the game ends after the round; an empty supply gives no privilege colonist', () => {
    const s0 = fresh(3);
    s0.G.colonistSupply = 2;
    let s = passAll(choose(s0, 'mayor'));
    expect(s.G.endTriggered).toBe('colonists');
    expect(s.G.colonistShip).toBe(1);
    s = passAll(choose(s, 'builder'));
    s = passAll(choose(s, 'trader'));
    expect(s.ctx.over).toBe(true);
    const s1 = fresh(3);
    s1.G.colonistSupply = 0;
    s = choose(s1, 'mayor');
    expect(s.G.boards.map((b) => b.sanJuan)).toEqual([1, 1, 1]);
  });

  it('refuses malformed spots with a sentence', () => {
    const s = mayor(fresh(3));
    expect(refused(s, { type: 'place', area: 'sea', index: 0 })).toMatch(/island.*city/);
    expect(refused(s, { type: 'place', area: 'island', index: 7 })).toMatch(/tile 0 to 0/);
    expect(refused(s, { type: 'place', area: 'city', index: 0 })).toMatch(/nothing on your city/);
    expect(refused(s, { type: 'remove', area: 'island', index: 'x' })).toMatch(/tile 0 to 0/);
  });
});
