/**
 * The helpers every game shares: the seeded generator, seat arithmetic and tie-breaks, zones.
 */
import { describe, expect, it } from 'vitest';
import {
  alternatingTeams, cloneJson, countBy, deal, drawFrom, jsonEqual, moveItem, rankBy, Random, seatAfter, seatsFrom, seedToState, takeAt, teamOf, winnersBy,
} from '../../src/dsl/index.js';

const gen = (seed: string | number) => new Random({ rng: seedToState(seed) });

describe('Random', () => {
  it('gives the same sequence for the same seed', () => {
    const a = gen('lesson-3');
    const b = gen('lesson-3');
    const xs = Array.from({ length: 50 }, () => a.float());
    expect(Array.from({ length: 50 }, () => b.float())).toEqual(xs);
  });

  it('gives another sequence for another seed, even a close one', () => {
    const a = Array.from({ length: 10 }, ((r) => () => r.int(1000))(gen('seed-1')));
    const b = Array.from({ length: 10 }, ((r) => () => r.int(1000))(gen('seed-2')));
    expect(a).not.toEqual(b);
  });

  it('treats a number seed and its string the same', () => {
    expect(seedToState(42)).toBe(seedToState('42'));
  });

  it('keeps its whole state in the holder, so a copied holder continues identically', () => {
    const holder = { rng: seedToState('copy') };
    const r = new Random(holder);
    r.float();
    const copy = { rng: holder.rng };
    expect(new Random(copy).int(1_000_000)).toBe(r.int(1_000_000));
    expect(copy.rng).toBe(holder.rng);
  });

  it('keeps float in [0, 1), int in [0, n), die in 1..sides', () => {
    const r = gen('ranges');
    for (let i = 0; i < 5000; i++) {
      const f = r.float();
      expect(f >= 0 && f < 1).toBe(true);
      const n = r.int(7);
      expect(Number.isInteger(n) && n >= 0 && n < 7).toBe(true);
      const d = r.die(12);
      expect(Number.isInteger(d) && d >= 1 && d <= 12).toBe(true);
    }
  });

  it('rolls every face of a die, roughly evenly', () => {
    const r = gen('fair');
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 6000; i++) counts[r.die() - 1]!++;
    // Expected 1000 each; a fair die stays within ±15% at this sample size (about 5 standard deviations).
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(150);
  });

  it('shuffles in place into a permutation of the same items', () => {
    const items = Array.from({ length: 50 }, (_, i) => `c${i}`);
    const copy = items.slice();
    const out = gen('perm').shuffle(items);
    expect(out).toBe(items);
    expect(out.slice().sort()).toEqual(copy.slice().sort());
    expect(out).not.toEqual(copy);
  });

  it('puts every item in every position over many shuffles', () => {
    const r = gen('positions');
    const seen = Array.from({ length: 5 }, () => new Set<number>());
    for (let i = 0; i < 300; i++) r.shuffle([0, 1, 2, 3, 4]).forEach((v, pos) => seen[pos]!.add(v));
    for (const s of seen) expect(s.size).toBe(5);
  });

  it('rolls several dice and picks from a list; picking from an empty list is an error', () => {
    const r = gen('dice');
    const rolls = r.dice(5, 8);
    expect(rolls).toHaveLength(5);
    expect(rolls.every((d) => d >= 1 && d <= 8)).toBe(true);
    expect(['a', 'b', 'c']).toContain(r.pick(['a', 'b', 'c']));
    expect(() => r.pick([])).toThrow(/empty/);
  });
});

describe('seats', () => {
  it('seatAfter counts clockwise and counter-clockwise, wrapping round', () => {
    expect(seatAfter(3, 4)).toBe(0);
    expect(seatAfter(0, 4, -1)).toBe(3);
    expect(seatAfter(1, 5, 7)).toBe(3);
    expect(seatAfter(2, 5, -12)).toBe(0);
  });

  it('seatsFrom lists every seat clockwise from the first', () => {
    expect(seatsFrom(2, 4)).toEqual([2, 3, 0, 1]);
  });

  it('alternatingTeams seats partners opposite each other', () => {
    expect(alternatingTeams(4, 2)).toEqual([[0, 2], [1, 3]]);
    expect(alternatingTeams(6, 3)).toEqual([[0, 3], [1, 4], [2, 5]]);
    expect(alternatingTeams(6, 2)).toEqual([[0, 2, 4], [1, 3, 5]]);
    expect(() => alternatingTeams(5, 2)).toThrow(/do not split/);
  });

  it('teamOf finds a seat\'s team and fails for a seat in none', () => {
    const teams = alternatingTeams(4, 2);
    expect(teamOf(teams, 3)).toBe(1);
    expect(() => teamOf(teams, 9)).toThrow(/no team/);
  });

  it('rankBy orders by the first key, breaks ties by the next, and groups seats tied on every key', () => {
    const cards = [7, 7, 5, 7];
    const longest = [4, 7, 5, 4];
    expect(rankBy([0, 1, 2, 3], (s) => [cards[s]!, longest[s]!])).toEqual([[1], [0, 3], [2]]);
  });

  it('winnersBy returns the seats ranked first, several when tied on every key', () => {
    expect(winnersBy([0, 1, 2], (s) => [[3, 5, 5][s]!])).toEqual([1, 2]);
    expect(winnersBy([0, 1, 2], (s) => [[3, 5, 5][s]!, [0, 1, 2][s]!])).toEqual([2]);
    expect(winnersBy([], () => [])).toEqual([]);
  });
});

describe('zones', () => {
  it('drawFrom takes from the top (the end of the array), first drawn first', () => {
    const pile = ['a', 'b', 'c', 'd'];
    expect(drawFrom(pile, 2)).toEqual(['d', 'c']);
    expect(pile).toEqual(['a', 'b']);
    expect(() => drawFrom(pile, 3)).toThrow(/asked for 3 from a pile of 2/);
  });

  it('takeAt removes the item at a position and refuses positions outside the pile', () => {
    const pile = ['a', 'b', 'c'];
    expect(takeAt(pile, 1)).toBe('b');
    expect(pile).toEqual(['a', 'c']);
    for (const bad of [-1, 2, 1.5, NaN]) expect(() => takeAt(pile, bad)).toThrow(/outside a pile of 2/);
  });

  it('moveItem moves one equal item between zones and fails when it is not there', () => {
    const hand = ['x', 'y', 'x'];
    const discard: string[] = [];
    moveItem(hand, discard, 'x');
    expect(hand).toEqual(['y', 'x']);
    expect(discard).toEqual(['x']);
    expect(() => moveItem(hand, discard, 'z')).toThrow(/not in the source zone/);
  });

  it('deal gives one card to each hand in turn from the top', () => {
    const deck = ['1', '2', '3', '4', '5', '6', '7'];
    const hands: string[][] = [[], [], []];
    deal(deck, hands, 2);
    expect(hands).toEqual([['7', '4'], ['6', '3'], ['5', '2']]);
    expect(deck).toEqual(['1']);
    expect(() => deal(deck, hands, 1)).toThrow(/ran out/);
  });

  it('countBy counts items per key', () => {
    expect([...countBy(['red', 'blue', 'red'], (c) => c)]).toEqual([['red', 2], ['blue', 1]]);
  });
});

describe('JSON helpers', () => {
  it('cloneJson makes a deep copy and jsonEqual ignores key order', () => {
    const a = { x: [1, { y: 'z' }], n: null };
    const b = cloneJson(a);
    expect(b).toEqual(a);
    expect(b.x).not.toBe(a.x);
    expect(jsonEqual({ p: 1, q: [2] }, { q: [2], p: 1 })).toBe(true);
    expect(jsonEqual({ p: 1 }, { p: 1, q: 2 })).toBe(false);
    expect(jsonEqual([1, 2], { 0: 1, 1: 2 })).toBe(false);
  });
});
