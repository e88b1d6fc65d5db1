/** Setup by player count, the round (role choice, doubloons on roles, governor), the end and hidden VP. */
import { describe, expect, it } from 'vitest';
import { BUILDINGS, GOODS_SUPPLY, ALL_TILES, tileKind, type PuertoRicoState } from '../../machines/puerto-rico/index.js';
import { choose, core, fresh, island, passAll, play, refused, type S } from './helpers.js';

describe('setup', () => {
  const table = {
    3: { doubloons: 2, start: ['indigo', 'indigo', 'corn'], colonists: 55, ship: 3, vp: 75, ships: [4, 5, 6], faceUp: 4, roles: ['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain'] },
    4: { doubloons: 3, start: ['indigo', 'indigo', 'corn', 'corn'], colonists: 75, ship: 4, vp: 100, ships: [5, 6, 7], faceUp: 5, roles: ['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain', 'prospector'] },
    5: { doubloons: 4, start: ['indigo', 'indigo', 'indigo', 'corn', 'corn'], colonists: 95, ship: 5, vp: 122, ships: [6, 7, 8], faceUp: 6, roles: ['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain', 'prospector', 'prospector2'] },
  } as const;
  for (const players of [3, 4, 5] as const) {
    const t = table[players];
    it(`${players} players: ${t.doubloons} doubloons each, starting plantations ${t.start.join('/')} from the governor, ${t.colonists}+${t.ship} colonists, ${t.vp} VP chips, ships ${t.ships.join('/')}, ${t.faceUp} face-up plantations, ${t.roles.length} roles`, () => {
      const { G, ctx } = fresh(players);
      expect(G.boards.map((b) => b.doubloons)).toEqual(Array(players).fill(t.doubloons));
      expect(G.boards.map((b) => b.island.map((x) => tileKind(x.tile)))).toEqual(t.start.map((k) => [k]));
      expect(G.boards.every((b) => b.island[0]!.colonist === false && b.city.length === 0 && b.sanJuan === 0)).toBe(true);
      expect(G.colonistSupply).toBe(t.colonists);
      expect(G.colonistShip).toBe(t.ship);
      expect(G.vpSupply).toBe(t.vp);
      expect(G.ships.map((s) => s.size)).toEqual(t.ships);
      expect(G.faceUp).toHaveLength(t.faceUp);
      expect(G.faceUp.every((x) => tileKind(x) !== 'quarry')).toBe(true);
      expect(G.roles.map((r) => r.id)).toEqual(t.roles);
      expect(G.governor).toBe(0);
      expect(ctx.phase).toBe('round.chooseRole');
      expect(ctx.active).toEqual([0]);
    });
  }

  it('puts the box on the table: 50 plantations and 8 quarries, goods 10/11/11/9/9, every building copy', () => {
    const { G } = fresh(4);
    expect(ALL_TILES).toHaveLength(58);
    const all = [...G.plantationDeck, ...G.faceUp, ...G.quarries, ...G.boards.flatMap((b) => b.island.map((x) => x.tile))].sort();
    expect(all).toEqual([...ALL_TILES].sort());
    expect(G.quarries).toHaveLength(8);
    expect(G.goodsSupply).toEqual(GOODS_SUPPLY);
    expect(GOODS_SUPPLY).toEqual({ corn: 10, indigo: 11, sugar: 11, tobacco: 9, coffee: 9 });
    for (const b of BUILDINGS) expect(G.buildingSupply[b.id]).toBe(b.copies);
    expect(BUILDINGS.reduce((n, b) => n + b.copies, 0)).toBe(49);
  });
});

describe('a round', () => {
  it('the governor chooses first, then each seat clockwise; every seat acts in a role starting with its chooser', () => {
    let s = fresh(3);
    expect(s.ctx.active).toEqual([0]);
    s = choose(s, 'builder');
    expect(s.ctx.phase).toBe('round.builder');
    expect(s.ctx.queue).toEqual([0, 1, 2]);
    s = passAll(s);
    expect(s.ctx.phase).toBe('round.chooseRole');
    expect(s.ctx.active).toEqual([1]);
    s = choose(s, 'trader');
    expect(s.ctx.queue).toEqual([1, 2, 0]);
    s = passAll(s);
    expect(s.ctx.active).toEqual([2]);
    expect(refused(s, { type: 'chooseRole', role: 'builder' })).toMatch(/already been taken/);
    expect(refused(s, { type: 'chooseRole', role: 'prospector' })).toMatch(/role in play/);
  });

  it('at the end of the round a doubloon goes on each of the three unchosen roles and the governor card passes left', () => {
    let s = fresh(3);
    const bank = s.G.bank;
    for (const role of ['builder', 'trader', 'settler']) s = passAll(choose(s, role));
    expect(s.ctx.phase).toBe('round.chooseRole');
    expect(s.G.round).toBe(2);
    expect(s.G.governor).toBe(1);
    expect(s.ctx.active).toEqual([1]);
    expect(Object.fromEntries(s.G.roles.map((r) => [r.id, r.doubloons]))).toEqual({ settler: 0, mayor: 1, builder: 0, craftsman: 1, trader: 0, captain: 1 });
    expect(s.G.roles.every((r) => r.takenBy === null)).toBe(true);
    expect(s.G.bank).toBe(bank - 3);
  });

  it('with 4 and 5 players the unchosen roles are also three (7 − 4, 8 − 5)', () => {
    for (const players of [4, 5]) {
      let s = fresh(players);
      const roles = ['builder', 'trader', 'settler', 'prospector', 'prospector2'].slice(0, players);
      for (const role of roles) s = passAll(choose(s, role));
      expect(s.G.roles.reduce((n, r) => n + r.doubloons, 0)).toBe(3);
    }
  });

  it('a role card\'s doubloons go to its chooser, and the prospector takes one doubloon from the bank and has no action', () => {
    let s = fresh(4);
    s.G.roles.find((r) => r.id === 'prospector')!.doubloons = 2;
    s = choose(s, 'prospector');
    expect(s.G.boards[0]!.doubloons).toBe(3 + 2 + 1);
    expect(s.ctx.phase).toBe('round.chooseRole');
    expect(s.ctx.active).toEqual([1]);
  });
});

describe('game end', () => {
  it('is checked only at the end of the round in which it was triggered', () => {
    let s = fresh(3);
    s.G.endTriggered = 'vpChips';
    s = passAll(choose(s, 'builder'));
    expect(s.ctx.over).toBe(false);
    s = passAll(choose(s, 'trader'));
    s = passAll(choose(s, 'settler'));
    expect(s.ctx.over).toBe(true);
    expect(s.ctx.phase).toBe('over');
  });
});

describe('hidden VP chips', () => {
  it('each seat sees its own VP chips and not the others\'; the face-down plantations are hidden from all', () => {
    const s = fresh(3);
    s.G.boards.forEach((b, i) => { b.vp = 10 + i; });
    for (const seat of [0, 1, 2]) {
      const v = core.view(s, seat).G as PuertoRicoState;
      expect(v.boards.map((b) => b.vp)).toEqual([0, 1, 2].map((x) => (x === seat ? 10 + x : null)));
      expect(v.plantationDeck.every((x) => x === 'hidden')).toBe(true);
      expect(v.faceUp).toEqual(s.G.faceUp);
    }
    expect((core.view(s, null).G as PuertoRicoState).boards.every((b) => b.vp === null)).toBe(true);
  });

  it('a guess of the hidden state keeps the seat\'s own chips and shares the rest of the taken chips among the others', () => {
    const s = fresh(3);
    s.G.boards[0]!.vp = 7; s.G.boards[1]!.vp = 2; s.G.boards[2]!.vp = 4; s.G.vpSupply = 75 - 13;
    const guess = core.determinize(core.view(s, 0), 0, new (class { float() { return 0.3; } int() { return 0; } shuffle<T>(x: T[]) { return x; } pick<T>(x: T[]) { return x[0]!; } })() as never);
    const G = guess.G as PuertoRicoState;
    expect(G.boards[0]!.vp).toBe(7);
    expect(G.boards[1]!.vp! + G.boards[2]!.vp!).toBe(6);
    expect(G.plantationDeck).toHaveLength(s.G.plantationDeck.length);
    expect(G.plantationDeck.every((x) => x !== 'hidden' && tileKind(x) !== 'quarry')).toBe(true);
  });
});

export type { S };
void island; void play;
