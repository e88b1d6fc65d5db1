/**
 * The rules, each on its own in a constructed position: setup, a whole turn, the market, every
 * family of Blue cards, the end and the Magic Carrot. The Yellow cards are in yellow.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { BLUE, YELLOW, card, dollaOf, drawPileCards, largeCarrots, prices, smallCarrots, units } from '../../machines/killer-bunnies/index.js';
import { largeCards } from '../../machines/killer-bunnies/hidden.js';
import { translations } from '../../machines/killer-bunnies/translations.js';
import { Translator } from '../../src/i18n/index.js';
import { all, alive, bunny, core, edit, endTurn, find, flip, inHand, onDraw, pick, play, quiet, refusal, rig, roll, started, take, toLaunchersNextTurnEnd, toReplace, topCard, type S } from './helpers.js';

const B1 = 'k001', B2 = 'k002', B3 = 'k003', B4 = 'k004', B5 = 'k005';

describe('the cards', () => {
  it('Blue Starter: 101 draw-pile cards numbered 001–101 of the five types, 8 carrots, 15 Kaballa Dolla worth 42', () => {
    expect(BLUE).toHaveLength(101);
    const count = (f: string) => BLUE.filter((c) => c.family === f).length;
    expect(count('bunny')).toBe(15);
    expect(count('carrot')).toBe(8);
    expect(count('feed')).toBe(7);
    expect(BLUE.filter((c) => ['weapon', 'trojan', 'ebola', 'nuclear'].includes(c.family))).toHaveLength(18);
    expect(BLUE.filter((c) => c.family === 'weapon').map((c) => c.level)).toEqual([1, 2, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9]);
    // 1 ×5, 2 ×6, 5 ×3, 10 ×1 (the component list's "37 in total" does not add up: these make 42).
    expect(BLUE.filter((c) => c.type === 'dolla').map((c) => c.n)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 5, 5, 5, 10]);
    expect(BLUE.filter((c) => c.type === 'dolla').reduce((n, c) => n + c.n!, 0)).toBe(42);
    expect(BLUE.filter((c) => c.type === 'playImmediately')).toHaveLength(4);
    expect(BLUE.filter((c) => c.type === 'special')).toHaveLength(12);
    expect(BLUE.filter((c) => c.type === 'verySpecial')).toHaveLength(3);
    expect(BLUE.filter((c) => c.family === 'feed').map((c) => [c.cabbage, c.water])).toEqual([[1, 1], [2, 1], [1, 3], [3, 1], [3, 4], [5, 4], [5, 5]]);
    expect(largeCarrots(false)).toHaveLength(8);
    // With the booster: 25 bunnies, five colours × five kinds (seed: "twenty-five bunnies").
    const bunnies = [...BLUE, ...YELLOW].filter((c) => c.family === 'bunny').map((c) => `${c.colour}-${c.kind}`);
    expect(new Set(bunnies).size).toBe(25);
    expect(bunnies).toHaveLength(25);
    expect(largeCarrots(true)).toHaveLength(12);
  });
  it('the small supply cards: 12 cabbage and 12 water, 1,1,1,1,1,2,2,2,2,5,5,10 units', () => {
    const s = started();
    const deck = s.G.cabbageDeck.map(units).sort((a, b) => a - b);
    expect(deck).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 5, 5, 10]);
    expect(s.G.waterDeck).toHaveLength(12);
  });
});

describe('setup', () => {
  it('deals 7 cards: 5 in hand and 2 face-down run cards; Dolla lie in front, no Play Immediately is kept', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const s = started(4, {}, seed);
      for (const p of s.G.players) {
        expect(p.hand).toHaveLength(5);
        expect(p.top).not.toBeNull();
        expect(p.bottom).not.toBeNull();
        for (const id of [...p.hand, p.top!, p.bottom!]) expect(['dolla', 'playImmediately']).not.toContain(card(id).type);
        for (const id of p.dolla) expect(card(id).type).toBe('dolla');
      }
      expect(s.G.market).toEqual(largeCarrots(false));
      expect(s.G.smallCarrots.slice().sort()).toEqual(smallCarrots(false));
      expect(s.G.discard.every((id) => card(id).type === 'playImmediately')).toBe(true);
    }
  });
  it('the Yellow Booster adds 51 draw-pile cards (152 in all) and 4 carrots (12)', () => {
    const s = core.init({ players: 2, seed: 'y', options: { booster: 'yellow' } });
    const dealt = s.G.players.reduce((n, p) => n + p.hand.length + p.dolla.length, 0) + s.G.discard.length;
    expect(s.G.draw.length + dealt).toBe(152);
    expect(s.G.market).toHaveLength(12);
    expect(s.G.smallCarrots).toHaveLength(12);
  });
  it('first game: a seat dealt no bunny may exchange one card for a bunny from the draw pile; the option turns it off', () => {
    let found = false;
    for (let k = 0; k < 40 && !found; k++) {
      const s = core.init({ players: 6, seed: `x${k}` });
      if (s.ctx.phase !== 'setup.exchange') continue;
      found = true;
      const seat = s.ctx.active[0]!;
      expect(s.G.players[seat]!.hand.some((id) => ['bunny', 'freeAgent'].includes(card(id).family))).toBe(false);
      const give = s.G.players[seat]!.hand[0]!;
      const after = play(s, { type: 'exchange', seat, card: give });
      expect(after.G.players[seat]!.hand.some((id) => ['bunny', 'freeAgent'].includes(card(id).family))).toBe(true);
      expect(after.G.players[seat]!.hand).not.toContain(give);
      expect(after.G.draw).toContain(give);
      const off = core.init({ players: 6, seed: `x${k}`, options: { firstGame: false } });
      expect(off.ctx.phase).toBe('setup.lay');
    }
    expect(found).toBe(true);
  });
  it('each player in turn lays a top and then a bottom run card, then the black d12 decides who starts', () => {
    let s = core.init({ players: 3, seed: 'lay', options: { firstGame: false } });
    expect(s.ctx.active).toEqual([0]);
    const [a, b] = s.G.players[0]!.hand;
    s = play(s, { type: 'lay', seat: 0, card: a! });
    expect(s.G.players[0]!.top).toBe(a);
    expect(refusal(s, { type: 'lay', seat: 0, card: a! })).toMatch(/Choose a card/);
    s = play(s, { type: 'lay', seat: 0, card: b! });
    expect(s.G.players[0]!.bottom).toBe(b);
    expect(s.ctx.active).toEqual([1]);
    for (const seat of [1, 1, 2, 2]) s = play(s, core.legalMoves(s, seat)[0]!);
    expect(s.ctx.phase).toBe('setup.first');
    s = play(s, { type: 'rollFirst', seat: 0 });
    const top = Math.max(...s.G.firstRolls!);
    expect(s.G.firstRolls![s.G.turnSeat]).toBe(top);
    expect(s.G.firstRolls!.filter((r) => r === top)).toHaveLength(1);
  });
});

describe('a turn: FLIP, SLIDE, DRAW, REPLACE', () => {
  it('the top card is resolved, the bottom card slides up, a card is drawn, the bottom is replaced from the hand', () => {
    let s = edit(started(), (G) => { topCard(G, 0, B1); onDraw(G, B2); });
    const bottom = s.G.players[0]!.bottom;
    s = flip(s);
    expect(s.G.circle.map((b) => [b.id, b.owner])).toEqual([[B1, 0]]);
    expect(s.G.players[0]!.top).toBe(bottom);
    expect(s.G.players[0]!.bottom).toBeNull();
    expect(s.G.players[0]!.hand).toHaveLength(6);
    expect(s.G.players[0]!.hand).toContain(B2);
    expect(s.ctx.phase).toBe('play.replace');
    s = play(s, { type: 'replace', seat: 0, card: B2 });
    expect(s.G.players[0]!.bottom).toBe(B2);
    expect(s.G.players[0]!.hand).toHaveLength(5);
    expect(s.G.turnSeat).toBe(1);
    expect(s.ctx.active).toEqual([1]);
  });
  it('a Kaballa Dolla drawn goes in front of the player and he draws again', () => {
    const dolla = find('dolla', (c) => c.n === 10);
    let s = edit(started(), (G) => { topCard(G, 0, B1); onDraw(G, dolla, B2); });
    s = flip(s);
    expect(s.G.players[0]!.dolla).toContain(dolla);
    expect(s.G.players[0]!.hand).toContain(B2);
  });
  it('Terrible Misfortune drawn: one of the drawer\'s bunnies dies (he chooses), then he draws again', () => {
    const bad = find('misfortune');
    let s = edit(started(), (G) => { bunny(G, B3, 0); topCard(G, 0, B1); onDraw(G, bad, B2); });
    s = flip(s);
    expect(s.ctx.phase).toBe('play.choose');
    expect(s.G.tasks[0]!.k === 'choose' && s.G.tasks[0]!.opts).toEqual([B3, B1]);
    s = pick(s, B3);
    expect(alive(s, B3)).toBe(false);
    expect(s.G.players[0]!.hand).toContain(B2);
    expect(s.G.discard).toContain(bad);
  });
  it('Terrible Misfortune with no bunny (or only a haloed one) of one\'s own: an opponent\'s bunny dies', () => {
    const bad = find('misfortune');
    let s = edit(started(), (G) => { bunny(G, B3, 0, { halo: find('halo') }); take(G, find('halo')); bunny(G, B4, 1); topCard(G, 0, find('drought')); onDraw(G, bad, B2); });
    s = flip(s);
    s = pick(s, 'seat1');
    expect(s.G.tasks[0]!.k === 'choose' && s.G.tasks[0]!.opts).toEqual([B4]);
    s = pick(s, B4);
    expect(alive(s, B4)).toBe(false);
    expect(alive(s, B3)).toBe(true);
  });
  it('a pink card flipped without a bunny in the circle is discarded without effect', () => {
    const carrot = find('carrot');
    let s = edit(started(), (G) => { topCard(G, 0, carrot); });
    s = flip(s);
    expect(s.G.discard).toContain(carrot);
    expect(s.G.players[0]!.carrots).toEqual([]);
    expect(s.ctx.phase).toBe('play.replace');
  });
  it('a Special is played from the hand in one\'s own turn and replaced at once; not in another\'s turn', () => {
    const free = find('freeCabbage');
    let s = edit(started(), (G) => { inHand(G, 0, free); inHand(G, 1, find('freeWater')); });
    expect(refusal(s, { type: 'special', seat: 1, card: find('freeWater') })).toMatch(/Nothing|not|active/i);
    s = play(s, { type: 'special', seat: 0, card: free });
    expect(s.G.players[0]!.cabbage).toHaveLength(2);
    expect(s.G.players[0]!.hand).toHaveLength(6);
    expect(s.G.players[0]!.hand).not.toContain(free);
  });
});

describe("Kaballa's Market", () => {
  it('starter prices cabbage 3, water 3, carrot 10; the 4/5 card 4, 5, 15; the coupon halves them, rounded up (2, 2, 5 and 2, 3, 8)', () => {
    let s = edit(started(), (G) => { G.players[0]!.coins = 40; bunny(G, B1, 0); });
    expect(prices(s.G, 0)).toEqual({ cabbage: 3, water: 3, carrot: 10 });
    s = edit(s, (G) => { inHand(G, 0, find('coupon')); });
    s = play(s, { type: 'special', seat: 0, card: find('coupon') });
    expect(prices(s.G, 0)).toEqual({ cabbage: 2, water: 2, carrot: 5 });
    s = edit(s, (G) => { G.priceCard = take(G, find('marketHigh')); });
    expect(prices(s.G, 0)).toEqual({ cabbage: 2, water: 3, carrot: 8 });
    s = edit(s, (G) => { G.players[0]!.coupon = false; });
    expect(prices(s.G, 0)).toEqual({ cabbage: 4, water: 5, carrot: 15 });
  });
  it('buying: Dolla cards pay, change comes back as coins; the buyer takes the top supply card or the chosen carrot', () => {
    const ten = find('dolla', (c) => c.n === 10);
    let s = edit(started(), (G) => { for (const p of G.players) { G.discard.push(...p.dolla); p.dolla = []; } take(G, ten); G.players[0]!.dolla = [ten]; });
    s = play(s, { type: 'buy', seat: 0, item: 'cabbage' });
    expect(dollaOf(s.G, 0)).toBe(7);
    expect(s.G.players[0]!.coins).toBe(7);
    expect(s.G.players[0]!.cabbage).toHaveLength(1);
    expect(refusal(s, { type: 'buy', seat: 0, item: 'lc03' })).toMatch(/costs 10/);
    s = edit(s, (G) => { G.players[0]!.coins = 10; });
    s = play(s, { type: 'buy', seat: 0, item: 'lc03' });
    expect(s.G.players[0]!.carrots).toEqual(['lc03']);
    expect(s.G.market).not.toContain('lc03');
  });
  it('Market Closed: nobody buys until its player\'s next turn; Choose A Carrot still works', () => {
    const closed = find('marketClosed');
    let s = edit(started(), (G) => { topCard(G, 0, closed); for (const p of G.players) p.coins = 50; });
    s = toReplace(flip(s));
    expect(refusal(s, { type: 'buy', seat: 0, item: 'water' })).toMatch(/closed/);
    s = endTurn(s);
    s = edit(s, (G) => { bunny(G, B1, 1); topCard(G, 1, find('carrot')); });
    expect(core.legalMoves(s).some((m) => m.type === 'buy')).toBe(false);
    s = flip(s);
    s = pick(s, 'lc01');
    expect(s.G.players[1]!.carrots).toEqual(['lc01']);
    s = endTurn(toReplace(s));
    s = endTurn(toReplace(flip(s)));
    expect(s.G.turnSeat).toBe(0);
    expect(s.G.closed).toBeNull();
  });
});

describe('carrots', () => {
  it('Choose A Carrot takes one chosen carrot; Choose 2 Carrots two', () => {
    const one = find('carrot', (c) => c.n === 1);
    const two = find('carrot', (c) => c.n === 2);
    let s = edit(started(), (G) => { bunny(G, B1, 0); topCard(G, 0, one); });
    s = pick(flip(s), 'lc05');
    expect(s.G.players[0]!.carrots).toEqual(['lc05']);
    s = edit(started(), (G) => { bunny(G, B1, 0); topCard(G, 0, two); });
    s = pick(pick(flip(s), 'lc02'), 'lc07');
    expect(s.G.players[0]!.carrots).toEqual(['lc02', 'lc07']);
  });
  it('the last carrot taken ends the game at once: a top run card that ends it draws no replacement', () => {
    const one = find('carrot', (c) => c.n === 1);
    let s = edit(started(), (G) => { bunny(G, B1, 0); topCard(G, 0, one); G.players[1]!.carrots = G.market.slice(0, 7); G.market = G.market.slice(7); });
    const hand = s.G.players[0]!.hand.length;
    s = pick(flip(s), 'lc08');
    expect(s.G.ended).toBe(true);
    expect(s.ctx.phase).toBe('end');
    expect(s.G.players[0]!.hand).toHaveLength(hand);
  });
});

describe('Feed The Bunny', () => {
  const feed = (c: number, w: number) => find('feed', (x) => x.cabbage === c && x.water === w);
  it('falls due at the end of the owner\'s next turn: paid with the cheapest cabbage and water cards', () => {
    let s = edit(started(2), (G) => { bunny(G, B1, 0); bunny(G, B2, 1); topCard(G, 0, feed(3, 1)); });
    s = pick(flip(s), B2);
    expect(s.G.circle.find((b) => b.id === B2)!.feeds).toHaveLength(1);
    s = edit(s, (G) => { G.players[1]!.cabbage = ['cab01', 'cab06', 'cab10']; G.cabbageDeck = G.cabbageDeck.filter((x) => !['cab01', 'cab06', 'cab10'].includes(x)); G.players[1]!.water = ['wat12']; G.waterDeck = G.waterDeck.filter((x) => x !== 'wat12'); });
    s = endTurn(toReplace(s));
    expect(s.G.turnSeat).toBe(1);
    s = toReplace(flip(s));
    s = play(s, { type: 'replace', seat: 1, card: s.G.players[1]!.hand[0]! });
    expect(s.ctx.phase).toBe('play.respond');
    s = play(s, { type: 'respond', seat: 1, play: false });
    expect(alive(s, B2)).toBe(true);
    // 3 cabbage: 1 + 2 (not the 5); 1 water: the 10, the only card.
    expect(s.G.players[1]!.cabbage).toEqual(['cab10']);
    expect(s.G.players[1]!.water).toEqual([]);
  });
  it('unpaid, the bunny dies; Sunny Day (asked of the owner) cancels every feed instead', () => {
    const base = edit(started(2), (G) => { bunny(G, B2, 1, { feeds: [{ card: take(G, feed(5, 5)), cabbage: 5, water: 5, placed: 0 }] }); G.turnSeat = 1; });
    let s = toReplace(flip(base));
    s = play(s, { type: 'replace', seat: 1, card: s.G.players[1]!.hand[0]! });
    expect(core.legalMoves(s).map((m) => m.play)).toEqual([false]);
    s = play(s, { type: 'respond', seat: 1, play: false });
    expect(alive(s, B2)).toBe(false);
    let t = edit(base, (G) => { inHand(G, 1, find('sunnyDay')); });
    t = toReplace(flip(t));
    t = play(t, { type: 'replace', seat: 1, card: t.G.players[1]!.hand.find((id) => card(id).family !== 'sunnyDay')! });
    t = play(t, { type: 'respond', seat: 1, play: true });
    expect(alive(t, B2)).toBe(true);
    expect(t.G.circle.find((b) => b.id === B2)!.feeds).toEqual([]);
  });
  it('a feed is not due in the turn it is put on (a bunny fed by the Bakery in its owner\'s turn waits a turn)', () => {
    let s = edit(started(2), (G) => { bunny(G, B1, 0, { feeds: [{ card: null, cabbage: 1, water: 1, placed: G.turnNo }] }); });
    s = endTurn(toReplace(flip(s)));
    expect(alive(s, B1)).toBe(true);
  });
  it('Large Prune Danish satisfies every feed on one bunny of one\'s own', () => {
    const danish = find('danish');
    let s = edit(started(2), (G) => { bunny(G, B1, 0, { feeds: [{ card: take(G, feed(5, 5)), cabbage: 5, water: 5, placed: 0 }, { card: take(G, feed(1, 1)), cabbage: 1, water: 1, placed: 0 }] }); inHand(G, 0, danish); });
    s = pick(play(s, { type: 'special', seat: 0, card: danish }), B1);
    expect(s.G.circle[0]!.feeds).toEqual([]);
  });
});

describe('weapons', () => {
  const launch = (weapon: string, value: number, extra: (G: S['G']) => void = () => {}) => {
    let s = edit(started(2), (G) => { bunny(G, B1, 0); bunny(G, B2, 1); topCard(G, 0, weapon); extra(G); });
    s = pick(flip(s), B2);
    expect(s.ctx.phase).toBe('play.roll');
    expect(s.ctx.active).toEqual([1]);
    return roll(rig(s, value));
  };
  it('each of the 15 plain weapons: the target\'s owner rolls the black d12 and lives only above the level', () => {
    for (const w of all('weapon')) {
      const level = card(w).level!;
      expect(alive(launch(w, level), B2), `${card(w).name} ${level}, rolled ${level}`).toBe(false);
      if (level < 12) expect(alive(launch(w, level + 1), B2), `${card(w).name} ${level}, rolled ${level + 1}`).toBe(true);
    }
  });
  it('Lucky Clovers (single, double, triple) lower the level by 1, 2, 3 and are used up', () => {
    const sword = find('weapon', (c) => c.level === 7);
    for (const [n, clover] of [[1, 'k059'], [2, 'k060'], [3, 'k061']] as const) {
      const extra = (G: S['G']) => { G.circle.find((b) => b.id === B2)!.clovers = [take(G, clover)]; };
      expect(alive(launch(sword, 8 - n, extra), B2)).toBe(true);
      const dead = launch(sword, 7 - n, extra);
      expect(alive(dead, B2)).toBe(false);
      expect(dead.G.discard).toContain(clover);
    }
  });
  it('a Lucky Clover flipped goes on a bunny of one\'s own; The Heavenly Halo makes a bunny untouchable', () => {
    let s = edit(started(2), (G) => { bunny(G, B1, 0); bunny(G, B3, 0); topCard(G, 0, 'k060'); });
    s = pick(flip(s), B3);
    expect(s.G.circle.find((b) => b.id === B3)!.clovers).toEqual(['k060']);
    s = edit(started(2), (G) => { bunny(G, B1, 0); bunny(G, B2, 1, { halo: take(G, find('halo')) }); topCard(G, 0, find('weapon')); });
    s = flip(s);
    expect(s.ctx.phase).toBe('play.replace');
    expect(alive(s, B2)).toBe(true);
  });
  it('Bad Karma: the target\'s next weapon must hit one of his own bunnies', () => {
    let s = edit(started(2), (G) => { bunny(G, B1, 0); bunny(G, B2, 1); bunny(G, B3, 1); topCard(G, 0, find('badKarma')); });
    s = pick(flip(s), 'seat1');
    expect(s.G.players[1]!.karma).toBe(true);
    s = endTurn(toReplace(s));
    s = edit(s, (G) => { topCard(G, 1, find('weapon', (c) => c.level === 9)); });
    s = flip(s);
    expect(s.G.tasks[0]!.k === 'choose' && s.G.tasks[0]!.opts).toEqual([B2, B3]);
    s = roll(rig(pick(s, B3), 3));
    expect(alive(s, B3)).toBe(false);
    expect(s.G.players[1]!.karma).toBe(false);
  });
  it('Geneva Convention: weapons flipped before its player\'s next turn are discarded', () => {
    let s = edit(started(2), (G) => { inHand(G, 0, find('geneva')); bunny(G, B1, 0); bunny(G, B2, 1); });
    s = endTurn(toReplace(flip(play(s, { type: 'special', seat: 0, card: find('geneva') }))));
    s = edit(s, (G) => { topCard(G, 1, find('nuclear')); });
    s = flip(s);
    expect(alive(s, B1)).toBe(true);
    expect(s.G.discard).toContain(find('nuclear'));
    s = endTurn(toReplace(s));
    expect(s.G.geneva).toBeNull();
  });
  it('The Magic Spatula: the target\'s owner plays it instead of rolling; weapon and spatula are discarded', () => {
    const spatula = find('spatula');
    let s = edit(started(2), (G) => { bunny(G, B1, 0); bunny(G, B2, 1); topCard(G, 0, find('weapon', (c) => c.level === 9)); inHand(G, 1, spatula); });
    s = pick(flip(s), B2);
    expect(core.legalMoves(s).map((m) => m.type)).toEqual(['roll', 'respond']);
    s = play(s, { type: 'respond', seat: 1, play: true });
    expect(alive(s, B2)).toBe(true);
    expect(s.G.discard).toEqual(expect.arrayContaining([spatula, find('weapon', (c) => c.level === 9)]));
    expect(s.ctx.phase).toBe('play.replace');
  });
  it("Rooney's Reusables: after the flipped weapon is used, it is used once more at a new target", () => {
    const rooney = find('rooney');
    const whisk = find('weapon', (c) => c.level === 1);
    let s = edit(started(2), (G) => { bunny(G, B1, 0); bunny(G, B2, 1); bunny(G, B3, 1); topCard(G, 0, whisk); inHand(G, 0, rooney); });
    s = roll(rig(pick(flip(s), B2), 1));
    expect(alive(s, B2)).toBe(false);
    s = play(s, { type: 'special', seat: 0, card: rooney });
    s = roll(rig(pick(s, B3), 1));
    expect(alive(s, B3)).toBe(false);
    expect(s.G.discard).toEqual(expect.arrayContaining([whisk, rooney]));
  });
  it('Nuclear Warhead: the target and every bunny within 2 places die; a clovered bunny rolls above 12 minus its clovers; a haloed one is spared', () => {
    const nuke = find('nuclear');
    let s = edit(started(2), (G) => {
      for (const [id, owner] of [[B1, 0], [B2, 1], [B3, 1], [B4, 1], [B5, 0], ['k006', 0]] as const) bunny(G, id, owner);
      G.circle.find((b) => b.id === B5)!.clovers = [take(G, 'k061')];
      G.circle.find((b) => b.id === 'k006')!.halo = take(G, find('halo'));
      topCard(G, 0, nuke);
    });
    // Circle: B1 B2 B3 B4 B5 k006; the target B3: within 2 are B1, B2, B4, B5.
    s = pick(flip(s), B3);
    expect(s.ctx.phase).toBe('play.respond');
    s = play(s, { type: 'respond', seat: 1, play: false });
    expect(s.ctx.phase).toBe('play.roll');
    expect(s.ctx.active).toEqual([0]);
    s = roll(rig(s, 10));
    expect(s.G.circle.map((b) => b.id)).toEqual([B5, 'k006']);
  });
  it('The Trojan Bunny hides under an opponent\'s bunny and goes off when its owner launches a weapon: that bunny and its neighbours roll above 10', () => {
    const trojan = find('trojan');
    let s = edit(started(2), (G) => { quiet(G); bunny(G, B1, 0); bunny(G, B2, 1); bunny(G, B3, 0); topCard(G, 0, trojan); });
    s = pick(flip(s), B2);
    expect(s.G.circle.find((b) => b.id === B2)!.trojan).toEqual({ card: trojan, by: 0 });
    s = endTurn(toReplace(s));
    s = edit(s, (G) => { topCard(G, 1, find('weapon', (c) => c.level === 1)); });
    s = pick(flip(s), B1);
    // The Trojan first: B2 (its host), then B3 and B1 beside it; then the Kitchen Whisk at B1.
    expect(s.G.tasks.filter((x) => x.k === 'roll').map((x) => (x.data as { bunny: string }).bunny)).toEqual([B2, B3, B1, B1]);
    s = roll(rig(s, 11));
    s = roll(rig(s, 10));
    s = roll(rig(s, 12));
    expect(alive(s, B3)).toBe(false);
    s = roll(rig(s, 1));
    expect(alive(s, B2)).toBe(true);
    expect(alive(s, B1)).toBe(false);
    expect(s.G.discard).toContain(trojan);
  });
  it('The Ebola Virus: the target must roll 12; it roams counter-clockwise each round at its launcher\'s turn end; a survivor is immune; Sunny Day ends it', () => {
    const ebola = find('ebola');
    let s = edit(started(2), (G) => { quiet(G); bunny(G, B1, 0); bunny(G, B2, 1); bunny(G, B3, 1); topCard(G, 0, ebola); });
    s = roll(rig(pick(flip(s), B3), 11));
    expect(alive(s, B3)).toBe(false);
    expect(s.G.ebola).not.toBeNull();
    s = toLaunchersNextTurnEnd(s);
    // Counter-clockwise from where B3 was: B2.
    expect(s.ctx.phase).toBe('play.roll');
    expect(s.ctx.active).toEqual([1]);
    s = roll(rig(s, 12));
    expect(s.G.circle.find((b) => b.id === B2)!.immune).toBe(true);
    s = edit(s, (G) => { inHand(G, 1, find('sunnyDay')); });
    while (s.G.turnSeat !== 1) s = play(s, core.legalMoves(s)[0]!);
    s = play(s, { type: 'special', seat: 1, card: find('sunnyDay') });
    expect(s.G.ebola).toBeNull();
  });
  it('The Ebola Virus roams on from a dead target\'s place: from the middle of the circle, to the bunny counter-clockwise beside it', () => {
    const ebola = find('ebola');
    // Circle A, X, B, C: the first strike kills X, so the next goes to A (not to C, the last bunny).
    let s = edit(started(2), (G) => { quiet(G); bunny(G, B1, 0); bunny(G, B2, 1); bunny(G, B3, 1); bunny(G, B4, 1); topCard(G, 0, ebola); });
    s = pick(flip(s), B2);
    // The first strike is a weapon's: the Magic Spatula answers it, not Sunny Day (README, Answers).
    expect(s.G.tasks[0]).toMatchObject({ k: 'roll', offer: 'spatula' });
    s = roll(rig(s, 11));
    expect(alive(s, B2)).toBe(false);
    expect(s.G.ebola).toMatchObject({ pos: 1 });
    s = toLaunchersNextTurnEnd(s);
    expect(s.ctx.phase).toBe('play.roll');
    expect(s.ctx.active).toEqual([0]);
    expect((s.G.tasks[0]!.data as { bunny: string }).bunny).toBe(B1);
    // Its place is taken after a Trojan Bunny has gone off: circle H, P, A, X, C with a Trojan under
    // H; P dies to it, then X to the virus, so the next strike goes to A.
    s = edit(started(2), (G) => {
      quiet(G);
      bunny(G, B1, 0, { trojan: { card: take(G, find('trojan')), by: 1 } }); bunny(G, B2, 1); bunny(G, B3, 0); bunny(G, B4, 1); bunny(G, B5, 1);
      topCard(G, 0, ebola);
    });
    s = pick(flip(s), B4);
    for (const value of [11, 1, 11, 11]) s = roll(rig(s, value));
    expect(s.G.circle.map((b) => b.id)).toEqual([B1, B3, B5]);
    expect(s.G.ebola).toMatchObject({ pos: 2 });
  });
});

describe('the other Blue run cards', () => {
  it('Cyber Bunny: at the end of each of its launcher\'s turns it attacks (violet d12, above 9, clovers do not help) and moves on clockwise', () => {
    const cyber = find('cyber');
    let s = edit(started(2), (G) => { quiet(G); bunny(G, B1, 0); bunny(G, B2, 1, { clovers: [take(G, 'k061')] }); bunny(G, B3, 1); topCard(G, 0, cyber); });
    s = toReplace(pick(flip(s), B2));
    s = play(s, { type: 'replace', seat: 0, card: s.G.players[0]!.hand[0]! });
    expect(s.G.tasks[0]).toMatchObject({ k: 'roll', dice: ['violet'], seat: 1 });
    s = roll(rig(s, 9));
    expect(alive(s, B2)).toBe(false);
    s = endTurn(toReplace(flip(s)));
    s = toReplace(flip(s));
    s = play(s, { type: 'replace', seat: 0, card: s.G.players[0]!.hand[0]! });
    s = roll(rig(s, 10));
    expect(alive(s, B3)).toBe(true);
  });
  it('The Heavenly Halo does not stop the Cyber Bunny (not a weapon, feed, misfortune or abduction); it does stop the Defector Detector', () => {
    const cyber = find('cyber');
    const halo = find('halo');
    // Circle B1 (seat 0), B2 (seat 1, haloed), B3 (seat 1).
    let s = edit(started(2), (G) => { quiet(G); bunny(G, B1, 0); bunny(G, B2, 1, { halo: take(G, halo) }); bunny(G, B3, 1); topCard(G, 0, cyber); });
    s = flip(s);
    // The haloed bunny may be where it starts…
    expect(s.G.tasks[0]!.k === 'choose' && s.G.tasks[0]!.opts).toEqual([B2, B3]);
    s = toReplace(pick(s, B3));
    s = play(s, { type: 'replace', seat: 0, card: s.G.players[0]!.hand[0]! });
    expect(s.G.tasks[0]).toMatchObject({ k: 'roll', dice: ['violet'], seat: 1, data: { bunny: B3 } });
    s = roll(rig(s, 10));
    // …and, moving on clockwise past its launcher's B1, it attacks the haloed B2.
    s = endTurn(toReplace(flip(s)));
    s = toReplace(flip(s));
    s = play(s, { type: 'replace', seat: 0, card: s.G.players[0]!.hand[0]! });
    expect(s.G.tasks[0]).toMatchObject({ k: 'roll', dice: ['violet'], seat: 1, data: { bunny: B2 } });
    s = roll(rig(s, 9));
    expect(alive(s, B2)).toBe(false);
    expect(s.G.discard).toContain(halo);
    // The Defector Detector, which wins a bunny over, is an abduction: a haloed bunny cannot be its target.
    s = edit(started(2), (G) => { bunny(G, B1, 0); bunny(G, B2, 1, { halo: take(G, halo) }); bunny(G, B3, 1); topCard(G, 0, find('defector')); });
    s = flip(s);
    expect(s.G.tasks[0]!.k === 'choose' && s.G.tasks[0]!.opts).toEqual([B3]);
  });
  it('Area 51: the target is set aside; it comes back to its owner when another bunny is abducted', () => {
    const [a1, a2] = all('area51');
    let s = edit(started(2), (G) => { bunny(G, B1, 0); bunny(G, B2, 1); bunny(G, B3, 1); topCard(G, 0, a1!); });
    s = pick(flip(s), B2);
    expect(alive(s, B2)).toBe(false);
    expect(s.G.abducted!.bunny.id).toBe(B2);
    s = edit(s, (G) => { G.tasks = []; G.step = 'begin'; topCard(G, 0, a2!); });
    s = pick(flip(s), B3);
    expect(s.G.abducted!.bunny.id).toBe(B3);
    expect(s.G.circle.find((b) => b.id === B2)!.owner).toBe(1);
  });
  it('Black Cat: the clovers come off; odd (green d12) the player keeps them for a bunny of his, even they are discarded', () => {
    const cat = find('blackCat');
    const base = edit(started(2), (G) => { bunny(G, B1, 0); bunny(G, B2, 1, { clovers: [take(G, 'k060')] }); topCard(G, 0, cat); });
    let s = roll(rig(pick(flip(base), B2), 7));
    s = pick(s, B1);
    expect(s.G.circle.find((b) => b.id === B1)!.clovers).toEqual(['k060']);
    s = roll(rig(pick(flip(base), B2), 8));
    expect(s.G.circle.every((b) => b.clovers.length === 0)).toBe(true);
    expect(s.G.discard).toContain('k060');
  });
  it('Defector Detector: both roll the blue d12; a higher roll wins the bunny over, a tie keeps it home', () => {
    const det = find('defector');
    const base = edit(started(2), (G) => { bunny(G, B1, 0); bunny(G, B2, 1); topCard(G, 0, det); });
    let s = pick(flip(base), B2);
    s = roll(rig(roll(rig(s, 9)), 8));
    expect(s.G.circle.find((b) => b.id === B2)!.owner).toBe(0);
    s = pick(flip(base), B2);
    s = roll(rig(roll(rig(s, 8)), 8));
    expect(s.G.circle.find((b) => b.id === B2)!.owner).toBe(1);
  });
  it('Drought and Maggots: the chosen opponent loses all water (or all cabbage); the cards go back under their decks', () => {
    for (const [f, kind] of [['drought', 'water'], ['maggots', 'cabbage']] as const) {
      let s = edit(started(2), (G) => { bunny(G, B1, 0); topCard(G, 0, find(f)); G.players[1]!.water = [G.waterDeck.pop()!]; G.players[1]!.cabbage = [G.cabbageDeck.pop()!]; });
      s = pick(flip(s), 'seat1');
      expect(s.G.players[1]![kind]).toEqual([]);
      expect(s.G.players[1]![kind === 'water' ? 'cabbage' : 'water']).toHaveLength(1);
      expect(s.G[kind === 'water' ? 'waterDeck' : 'cabbageDeck']).toHaveLength(12);
    }
  });
  it('Poverty Poker: everyone with Dolla rolls the yellow d12; the single highest takes 2 from each other; a tie at the top takes nothing', () => {
    const poker = find('poverty');
    const base = edit(started(3), (G) => { G.players.forEach((p) => { G.discard.push(...p.dolla); p.dolla = []; p.coins = 5; }); topCard(G, 0, poker); });
    let s = flip(base);
    s = roll(rig(roll(rig(roll(rig(s, 3)), 11)), 6));
    expect(s.G.players.map((p) => p.coins)).toEqual([3, 9, 3]);
    s = flip(base);
    s = roll(rig(roll(rig(roll(rig(s, 11)), 11)), 6));
    expect(s.G.players.map((p) => p.coins)).toEqual([5, 5, 5]);
  });
  it('Baker Street (PROPOSED): every opponent pays 2 Dolla, or all he has', () => {
    let s = edit(started(3), (G) => { bunny(G, B1, 0); G.players.forEach((p) => { G.discard.push(...p.dolla); p.dolla = []; }); G.players[1]!.coins = 5; G.players[2]!.coins = 1; topCard(G, 0, find('bakerStreet')); });
    s = flip(s);
    expect(s.G.players.map((p) => p.coins)).toEqual([3, 3, 0]);
  });
  it('the Free Agent is a bunny: it joins the circle', () => {
    const s = flip(edit(started(2), (G) => { topCard(G, 0, find('freeAgent')); }));
    expect(s.G.circle.map((b) => b.id)).toEqual([find('freeAgent')]);
  });
});

describe('the dice games', () => {
  it('Carrot Top Casino: five different → a carrot and 7 Dolla; a pair → feed 1 and 1; three alike → a bunny dies', () => {
    const casino = find('casino');
    const base = edit(started(2), (G) => { bunny(G, B1, 0); bunny(G, B3, 0); topCard(G, 0, casino); G.players[0]!.coins = 0; G.players[0]!.dolla = []; });
    let s = roll(rig(flip(base), 1, 2, 3, 4, 5));
    s = pick(s, 'lc04');
    expect(s.G.players[0]!.carrots).toEqual(['lc04']);
    expect(s.G.players[0]!.coins).toBe(7);
    s = pick(roll(rig(flip(base), 1, 1, 3, 4, 5)), B3);
    expect(s.G.circle.find((b) => b.id === B3)!.feeds).toMatchObject([{ cabbage: 1, water: 1, card: null }]);
    s = pick(roll(rig(flip(base), 2, 2, 2, 4, 5)), B3);
    expect(alive(s, B3)).toBe(false);
  });
  it('the Bakery (orange d12): 10–12 a carrot, 7–9 a cabbage and a water card, 4–6 feed 1 and 1, 2–3 a bunny dies, 1 it and its neighbours die', () => {
    const bakery = find('bakery');
    const base = edit(started(2), (G) => { bunny(G, B1, 0); bunny(G, B2, 1); bunny(G, B3, 0); bunny(G, B4, 1); inHand(G, 0, bakery); });
    const bake = (v: number) => roll(rig(play(base, { type: 'special', seat: 0, card: bakery }), v));
    for (const v of [10, 11, 12]) expect(pick(bake(v), 'lc01').G.players[0]!.carrots).toEqual(['lc01']);
    for (const v of [7, 8, 9]) { const s = bake(v); expect([s.G.players[0]!.cabbage.length, s.G.players[0]!.water.length]).toEqual([1, 1]); }
    for (const v of [4, 5, 6]) expect(pick(bake(v), B1).G.circle[0]!.feeds).toHaveLength(1);
    for (const v of [2, 3]) expect(pick(bake(v), B1).G.circle.map((b) => b.id)).toEqual([B2, B3, B4]);
    expect(pick(bake(1), B3).G.circle.map((b) => b.id)).toEqual([B1]);
  });
  it('the Magic Fountain: one bunny back from the discard pile for each die showing the named number', () => {
    const fountain = find('fountain');
    let s = edit(started(2), (G) => { G.discard.push(take(G, B2), take(G, B3), take(G, B4)); inHand(G, 0, fountain); });
    s = pick(play(s, { type: 'special', seat: 0, card: fountain }), '7');
    s = roll(rig(s, 7, 1, 7, 2, 3));
    expect(s.G.circle.map((b) => [b.id, b.owner])).toEqual([[B4, 0], [B3, 0]]);
  });
  it('Supplies Surprise: the lowest die or dice give violet a bunny back, orange a carrot, green cabbage, yellow 10 Dolla, blue water', () => {
    const supplies = find('supplies');
    let s = edit(started(2), (G) => { G.discard.push(take(G, B2)); inHand(G, 0, supplies); G.players[0]!.coins = 0; G.players[0]!.dolla = []; });
    s = roll(rig(play(s, { type: 'special', seat: 0, card: supplies }), 2, 5, 2, 2, 9));
    // violet, green and yellow are lowest (2).
    expect(s.G.circle.map((b) => b.id)).toEqual([B2]);
    expect(s.G.players[0]!.cabbage).toHaveLength(1);
    expect(s.G.players[0]!.coins).toBe(10);
    expect(s.G.players[0]!.water).toHaveLength(0);
  });
  it('Free Cabbage and Free Water give two cards, only while the market is open', () => {
    let s = edit(started(2), (G) => { inHand(G, 0, find('freeWater')); G.closed = { card: take(G, find('marketClosed')), by: 1 }; });
    expect(refusal(s, { type: 'special', seat: 0, card: find('freeWater') })).toMatch(/closed/);
    s = edit(s, (G) => { G.discard.push(G.closed!.card); G.closed = null; });
    s = play(s, { type: 'special', seat: 0, card: find('freeWater') });
    expect(s.G.players[0]!.water).toHaveLength(2);
  });
});

describe('the end and the Magic Carrot', () => {
  const ending = (edits: (G: S['G']) => void) => {
    let s = edit(started(3), (G) => {
      bunny(G, B1, 0); bunny(G, B2, 1);
      G.players.forEach((p) => { G.discard.push(...p.dolla); p.dolla = []; p.coins = 0; });
      G.players[0]!.carrots = ['lc01', 'lc02']; G.players[1]!.carrots = ['lc03', 'lc04', 'lc05']; G.players[2]!.carrots = ['lc06', 'lc07'];
      G.market = ['lc08'];
      G.players[0]!.coins = 10;
      topCard(G, 0, find('carrot', (c) => c.n === 1));
      edits(G);
    });
    s = pick(flip(s), 'lc08');
    return s;
  };
  it('a player without a bunny gives his carrots to the player with a bunny and the most Dolla', () => {
    let s = ending(() => {});
    expect(s.ctx.phase).toBe('end');
    expect(s.G.gifts).toEqual([[2, 0, 2]]);
    expect(s.G.players[0]!.carrots).toEqual(['lc01', 'lc02', 'lc06', 'lc07', 'lc08']);
    expect(s.G.players[2]!.carrots).toEqual([]);
  });
  it('the small carrots are turned over one by one; the bottom one is the Magic Carrot and its holder wins', () => {
    let s = ending((G) => { G.smallCarrots = ['sc01', 'sc02', 'sc03', 'sc04', 'sc05', 'sc06', 'sc08', 'sc04'.replace('4', '7')]; });
    for (let i = 0; i < 7; i++) {
      s = play(s, { type: 'reveal', seat: s.ctx.active[0]! });
      expect(s.ctx.over).toBe(false);
      expect(s.G.revealed).toBe(i + 1);
    }
    s = play(s, { type: 'reveal', seat: s.ctx.active[0]! });
    expect(s.ctx.over).toBe(true);
    const r = core.result(s);
    expect(r.winners).toEqual([0]);
    expect(r.scores).toEqual([5, 3, 0]);
  });
  it('nobody wins without a bunny in the circle: with no bunny left at all, not even the Magic Carrot\'s holder', () => {
    let s = ending((G) => { G.smallCarrots = ['sc02', 'sc03', 'sc04', 'sc05', 'sc06', 'sc07', 'sc08', 'sc01']; });
    // The last bunny dies after the carrots were given away (seat 0 holds the Magic Carrot, lc01).
    s = edit(s, (G) => { G.discard.push(...G.circle.map((b) => b.id)); G.circle = []; });
    while (!s.ctx.over) s = play(s, { type: 'reveal', seat: s.ctx.active[0]! });
    const r = core.result(s);
    expect(s.G.players[0]!.carrots).toContain('lc01');
    expect(r.winners).toEqual([]);
    expect(new Translator('en', []).render(r.reason)).toBe('No bunny is left in the Bunny Circle, and a player without a bunny cannot win: nobody wins, though Seat 1 holds the Magic Carrot, Carrot #1: Tucker.');
    expect(new Translator('de', [translations]).render(r.reason)).toMatch(/^Kein Häschen ist mehr im Häschenkreis.*Niemand gewinnt, obwohl Seat 1 die Zauberkarotte hat/);
    // With a bunny, the holder wins.
    s = ending((G) => { G.smallCarrots = ['sc02', 'sc03', 'sc04', 'sc05', 'sc06', 'sc07', 'sc08', 'sc01']; });
    while (!s.ctx.over) s = play(s, { type: 'reveal', seat: s.ctx.active[0]! });
    expect(core.result(s).winners).toEqual([0]);
  });
  it('the Magic Carrot is known to nobody until it is turned over', () => {
    const s = started(3);
    for (const seat of [0, 1, 2, null]) {
      const v = core.view(s, seat);
      expect(v.G.smallCarrots.every((x) => x === 'hidden')).toBe(true);
    }
  });
});

describe('hidden information', () => {
  it('a seat sees its own hand and run cards (it may peek), and of the others only how many', () => {
    const s = started(3);
    const v = core.view(s, 1);
    expect(v.G.players[1]!.hand).toEqual(s.G.players[1]!.hand);
    expect(v.G.players[1]!.top).toBe(s.G.players[1]!.top);
    expect(v.G.players[0]!.hand.every((x) => x === 'hidden')).toBe(true);
    expect(v.G.players[0]!.top).toBe('hidden');
    expect(v.G.draw.every((x) => x === 'hidden')).toBe(true);
  });
  it('laying and replacing run cards hides which card from the others', () => {
    const s = started(2);
    expect(core.hiddenArgs(s, { type: 'replace', seat: 0, card: 'k001' })).toMatchObject({ keys: ['card'] });
  });
});

describe('answers and roaming together', () => {
  it('Sunny Day played when a feed falls due also ends the Ebola Virus before it would roam', () => {
    let s = edit(started(2), (G) => {
      quiet(G);
      bunny(G, B1, 0, { feeds: [{ card: take(G, find('feed')), cabbage: 1, water: 1, placed: 0 }] });
      bunny(G, B2, 1);
      G.ebola = { card: take(G, find('ebola')), launcher: 0, at: null, pos: 1, since: 0 };
      inHand(G, 0, find('sunnyDay'));
    });
    s = toReplace(flip(s));
    s = play(s, { type: 'replace', seat: 0, card: s.G.players[0]!.hand.find((id) => card(id).family !== 'sunnyDay')! });
    s = play(s, { type: 'respond', seat: 0, play: true });
    expect(s.G.ebola).toBeNull();
    expect(s.G.turnSeat).toBe(1);
    expect(alive(s, B1)).toBe(true);
    expect(alive(s, B2)).toBe(true);
  });
});

describe('a card played as an answer is replaced at once (seed: "each player will always have 7 cards")', () => {
  /** Cards a seat holds: hand and run cards. */
  const held = (s: S, seat: number): number => { const p = s.G.players[seat]!; return p.hand.length + (p.top ? 1 : 0) + (p.bottom ? 1 : 0); };
  /** Every large card is in exactly one place. */
  const conserved = (s: S) => expect(largeCards(s.G).slice().sort()).toEqual(drawPileCards(false).slice().sort());
  /** `id` takes the place of a card of `seat`'s hand (which goes under the draw pile), so the seat still holds seven. */
  const swapIn = (G: S['G'], seat: number, id: string) => { take(G, id); G.draw.unshift(G.players[seat]!.hand.shift()!); G.players[seat]!.hand.push(id); };
  const harmless = (G: S['G'], seat: number) => topCard(G, seat, find('dolla'));
  /** Hands made up to seven held cards again (the edits may have taken cards out of them), from the bottom of the draw pile. */
  const fill = (G: S['G']) => G.players.forEach((p) => {
    while (p.hand.length + (p.top ? 1 : 0) + (p.bottom ? 1 : 0) < 7) {
      const i = G.draw.findIndex((id) => card(id).type !== 'dolla' && card(id).type !== 'playImmediately');
      p.hand.push(G.draw.splice(i, 1)[0]!);
    }
  });

  it('Sunny Day played when a feed falls due', () => {
    const feed = find('feed', (c) => c.cabbage === 5 && c.water === 5);
    let s = edit(started(2), (G) => { bunny(G, B2, 1, { feeds: [{ card: take(G, feed), cabbage: 5, water: 5, placed: 0 }] }); G.turnSeat = 1; harmless(G, 1); swapIn(G, 1, find('sunnyDay')); fill(G); });
    expect(held(s, 1)).toBe(7);
    s = toReplace(flip(s));
    s = play(s, { type: 'replace', seat: 1, card: s.G.players[1]!.hand.find((id) => card(id).family !== 'sunnyDay')! });
    expect(held(s, 1)).toBe(7);
    s = play(s, { type: 'respond', seat: 1, play: true });
    expect(alive(s, B2)).toBe(true);
    expect(s.G.discard).toContain(find('sunnyDay'));
    expect(held(s, 1)).toBe(7);
    conserved(s);
  });
  it('the Magic Spatula played instead of rolling; a Terrible Misfortune drawn for it is played as for any draw', () => {
    const spatula = find('spatula');
    const bad = find('misfortune');
    let s = edit(started(2), (G) => { bunny(G, B1, 0); bunny(G, B2, 1); bunny(G, B3, 1); topCard(G, 0, find('weapon', (c) => c.level === 9)); swapIn(G, 1, spatula); onDraw(G, bad); fill(G); });
    expect([held(s, 0), held(s, 1)]).toEqual([7, 7]);
    s = pick(flip(s), B2);
    s = play(s, { type: 'respond', seat: 1, play: true });
    // The answer's replacement is drawn first: the misfortune, so one of seat 1's bunnies dies.
    expect(s.ctx.phase).toBe('play.choose');
    expect(s.ctx.active).toEqual([1]);
    s = pick(s, B3);
    expect(alive(s, B3)).toBe(false);
    expect(s.G.discard).toEqual(expect.arrayContaining([spatula, bad]));
    expect(held(s, 1)).toBe(7);
    expect(s.ctx.phase).toBe('play.replace');
    expect(held(s, 0)).toBe(7);
    conserved(s);
  });
  it('the Magic Spatula played against a Nuclear Warhead', () => {
    let s = edit(started(2), (G) => { bunny(G, B1, 0); bunny(G, B2, 1); topCard(G, 0, find('nuclear')); swapIn(G, 1, find('spatula')); fill(G); });
    s = pick(flip(s), B2);
    expect(s.ctx.phase).toBe('play.respond');
    s = play(s, { type: 'respond', seat: 1, play: true });
    expect(alive(s, B2)).toBe(true);
    expect(held(s, 1)).toBe(7);
    conserved(s);
  });
  it('Sunny Day played instead of rolling against the roaming Ebola Virus', () => {
    let s = edit(started(2), (G) => {
      bunny(G, B2, 1);
      G.ebola = { card: take(G, find('ebola')), launcher: 0, at: null, pos: 1, since: 0 };
      harmless(G, 0);
      swapIn(G, 1, find('sunnyDay'));
      fill(G);
    });
    expect([held(s, 0), held(s, 1)]).toEqual([7, 7]);
    s = toReplace(flip(s));
    s = play(s, { type: 'replace', seat: 0, card: s.G.players[0]!.hand[0]! });
    expect(s.ctx.phase).toBe('play.roll');
    expect(s.ctx.active).toEqual([1]);
    s = play(s, { type: 'respond', seat: 1, play: true });
    expect(s.G.ebola).toBeNull();
    expect(s.G.turnSeat).toBe(1);
    expect(held(s, 1)).toBe(7);
    conserved(s);
  });
});
