/**
 * Construction Zone rules from the rulebook, one named test per rule and per number in it, and
 * the numbers this program proposes (the building cards, the deck's split, the blocked table).
 * Positions are built from `core.init` with the game data set by hand, so each test is exact.
 */
import { describe, expect, it } from 'vitest';
import {
  ADVANCED_IDS, BASIC_IDS, BUILDINGS, HIDDEN, KIND_COUNTS, RESOURCES, TARGETS, building, constructionZoneCompiled, isBlocked, kindOf, payments, kindCounts,
  type Kind, type ZoneState,
} from '../../machines/construction-zone/index.js';
import { seedToState, type GameState, type Move } from '../../src/dsl/index.js';
import { Translator, type Lang, type Text } from '../../src/i18n/index.js';
import { translations } from '../../machines/construction-zone/translations.js';

const { core } = constructionZoneCompiled;
const say = (text: Text, lang: Lang = 'en') => new Translator(lang, [translations], (n) => ['Ana', 'Ben', 'Cy', 'Di'][n]!).render(text);

type Zone = GameState<ZoneState>;

/** The ids of `n` cards of `kind` not yet used by `taken`. */
function cards(kind: Kind, n: number, taken: Set<string>): string[] {
  const out = RESOURCES.filter((id) => kindOf(id) === kind && !taken.has(id)).slice(0, n);
  out.forEach((id) => taken.add(id));
  return out;
}

/**
 * A position: seat 0 to act in `step`, holding `hand` (kinds); piles topped by `tops`; the rest of
 * the game data as a fresh game gives it unless set.
 */
function position(opts: { players?: number; hand?: Kind[]; tops?: string[]; step?: 'draw' | 'act'; pool?: Kind[]; G?: Partial<ZoneState> } = {}): Zone {
  const players = opts.players ?? 2;
  const state = core.init({ players, seed: 'rules' }) as Zone;
  const G = state.G;
  const taken = new Set<string>();
  if (opts.hand) {
    const hand = (['m1', 'p1', 'm3', 'p3', 'crane', 'work'] as Kind[]).flatMap((k) => cards(k, opts.hand!.filter((x) => x === k).length, taken));
    G.hands[0] = hand;
    G.unseen[0] = [];
  }
  if (opts.pool) G.pool = opts.pool.flatMap((k) => cards(k, 1, taken));
  if (opts.tops) {
    const rest = BUILDINGS.map((b) => b.id).filter((id) => !opts.tops!.includes(id));
    G.piles = opts.tops.map((top, p) => [...rest.slice(p * 6, p * 6 + 6), top]);
  }
  Object.assign(G, opts.G ?? {});
  G.step = opts.step ?? 'act';
  state.ctx.current = 0;
  state.ctx.active = [0];
  state.ctx.phase = G.step === 'draw' ? 'play.draw' : 'play.build';
  return state;
}

function play(state: Zone, move: Omit<Move, 'seat'>): Zone {
  const full = { seat: state.ctx.current, ...move } as Move;
  const result = core.play(state, full);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(full)}: ${result.reason}`);
  return result.state as Zone;
}
const refused = (state: Zone, move: Omit<Move, 'seat'>): string => {
  const result = core.play(state, { seat: state.ctx.current, ...move } as Move);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(move)}`);
  return result.reason;
};
const types = (state: Zone) => [...new Set(core.legalMoves(state).map((m) => m.type))].sort();
const logText = (before: Zone, move: Omit<Move, 'seat'>, lang: Lang = 'en') => {
  const after = play(before, move);
  return say(constructionZoneCompiled.flow.moves.get(move.type as string)!.describe!({ seat: before.ctx.current, ...move } as never, after.G, before.G), lang);
};

describe('components', () => {
  it('105 cards: 21 building cards, 32 basic resource cards and 52 advanced resource cards', () => {
    expect(BUILDINGS.length).toBe(21);
    expect(BASIC_IDS.length).toBe(32);
    expect(Object.values(ADVANCED_IDS).flat().length).toBe(52);
    expect(BUILDINGS.length + RESOURCES.length).toBe(105);
    expect(new Set(RESOURCES).size).toBe(84);
  });

  it('the basic cards are building materials 1 and paperwork 1; the advanced ones crane, workforce, building materials 3 and paperwork 3', () => {
    expect([...new Set(BASIC_IDS.map(kindOf))].sort()).toEqual(['m1', 'p1']);
    expect(Object.keys(ADVANCED_IDS).sort()).toEqual(['crane', 'm3', 'p3', 'work']);
  });

  it('PROPOSED split: 16 of each basic card, 16 of each "3" card, 10 cranes and 10 workforce cards', () => {
    expect(KIND_COUNTS).toEqual({ m1: 16, p1: 16, m3: 16, p3: 16, crane: 10, work: 10 });
  });

  it('PROPOSED buildings: 21 different cards, 7 small, 7 medium and 7 large, each needing something', () => {
    expect(new Set(BUILDINGS.map((b) => b.id)).size).toBe(21);
    for (const size of ['small', 'medium', 'large']) expect(BUILDINGS.filter((b) => b.size === size).length).toBe(7);
    const needs = BUILDINGS.map((b) => `${b.materials}/${b.paperwork}/${b.crane}/${b.work}`);
    expect(new Set(needs).size).toBe(21);
    for (const b of BUILDINGS) expect(b.materials + b.paperwork + b.crane + b.work).toBeGreaterThan(0);
  });

  it('PROPOSED buildings: small ones need 3–4 resource points and no crane, large ones a crane and 8 or more points', () => {
    const points = (b: (typeof BUILDINGS)[number]) => b.materials + b.paperwork;
    for (const b of BUILDINGS.filter((x) => x.size === 'small')) {
      expect(b.crane).toBe(0);
      expect(points(b) + b.work).toBeGreaterThanOrEqual(3);
      expect(points(b) + b.work).toBeLessThanOrEqual(4);
    }
    for (const b of BUILDINGS.filter((x) => x.size === 'large')) {
      expect(b.crane).toBe(1);
      expect(points(b)).toBeGreaterThanOrEqual(8);
    }
    // The whole set, as the README lists it.
    expect(BUILDINGS.reduce((s, b) => s + b.materials, 0)).toBe(70);
    expect(BUILDINGS.reduce((s, b) => s + b.paperwork, 0)).toBe(56);
    expect(BUILDINGS.reduce((s, b) => s + b.crane, 0)).toBe(9);
    expect(BUILDINGS.reduce((s, b) => s + b.work, 0)).toBe(13);
  });
});

describe('setup', () => {
  it('three face-up piles of 7 buildings: only the top of each is visible', () => {
    const state = core.init({ players: 3, seed: 'setup' }) as Zone;
    expect(state.G.piles.map((p) => p.length)).toEqual([7, 7, 7]);
    expect(new Set(state.G.piles.flat()).size).toBe(21);
    const view = core.view(state, 0).G as ZoneState;
    for (const pile of view.piles) {
      expect(pile.slice(0, 6)).toEqual(Array(6).fill(HIDDEN));
      expect(BUILDINGS.some((b) => b.id === pile[6])).toBe(true);
    }
  });

  it('the advanced cards lie face up in four piles, one per kind', () => {
    const state = core.init({ players: 2, seed: 'setup' }) as Zone;
    expect(state.G.supply.m3.length).toBe(16);
    expect(state.G.supply.p3.length).toBe(16);
    expect(state.G.supply.crane.length).toBe(10);
    expect(state.G.supply.work.length).toBe(10);
    expect((core.view(state, 1).G as ZoneState).supply).toEqual(state.G.supply);
  });

  it('4 cards dealt to each player and 4 face up in the pool, all basic; the rest face down in the draw pile', () => {
    for (const players of [2, 3, 4]) {
      const state = core.init({ players, seed: `deal-${players}` }) as Zone;
      const G = state.G;
      expect(G.hands.map((h) => h.length)).toEqual(Array(players).fill(4));
      expect(G.pool.length).toBe(4);
      expect(G.draw.length).toBe(32 - 4 * players - 4);
      for (const id of [...G.hands.flat(), ...G.pool, ...G.draw]) expect(['m1', 'p1']).toContain(kindOf(id));
      const view = core.view(state, 0).G as ZoneState;
      expect(view.pool).toEqual(G.pool);
      expect(view.draw).toEqual(Array(G.draw.length).fill(HIDDEN));
    }
  });

  it('a hand is seen only by its owner', () => {
    const state = core.init({ players: 3, seed: 'hands' }) as Zone;
    const view = core.view(state, 1).G as ZoneState;
    expect(view.hands[1]).toEqual(state.G.hands[1]);
    expect(view.hands[0]).toEqual(Array(4).fill(HIDDEN));
    expect(view.hands[2]).toEqual(Array(4).fill(HIDDEN));
  });

  it('the starting player is chosen at random: every seat starts some game', () => {
    const firsts = new Set<number>();
    for (let k = 0; k < 40; k++) {
      const state = core.init({ players: 4, seed: `first-${k}` });
      expect(state.ctx.current).toBe((state.G as ZoneState).first);
      firsts.add(state.ctx.current);
    }
    expect([...firsts].sort()).toEqual([0, 1, 2, 3]);
  });

  it('play goes clockwise, one whole turn after another', () => {
    let state = position({ players: 3 });
    state = play(state, { type: 'end' });
    expect(state.ctx.current).toBe(1);
    expect(state.ctx.phase).toBe('play.draw');
  });
});

describe('1. draw cards', () => {
  it('a turn starts with taking cards from the pool: nothing else is allowed before', () => {
    const state = position({ step: 'draw', hand: ['m1', 'm1', 'p1', 'p1'], tops: ['shed', 'kiosk', 'cottage'] });
    expect(types(state)).toEqual(['take']);
    expect(refused(state, { type: 'end' })).toMatch(/not allowed now/);
  });

  it('a player must take two cards from the pool, any two, then refills it with two from the draw pile', () => {
    let state = position({ step: 'draw', pool: ['m1', 'p1', 'p1', 'm1'] });
    const drawTop = state.G.draw.slice(-2).reverse();
    state = play(state, { type: 'take', kind: 'p1' });
    expect(state.G.pool.length).toBe(3);
    expect(state.ctx.phase).toBe('play.draw');
    state = play(state, { type: 'take', kind: 'p1' });
    expect(state.G.hands[0]!.filter((id) => kindOf(id) === 'p1').length).toBeGreaterThanOrEqual(2);
    expect(state.G.pool.length).toBe(4);
    expect(state.G.pool.slice(2)).toEqual(drawTop);
    expect(state.ctx.phase).toBe('play.build');
    expect(refused(state, { type: 'take', kind: 'm1' })).toMatch(/not allowed now/);
  });

  it('the cards taken from the pool are seen by everybody; the dealt ones stay hidden', () => {
    let state = position({ step: 'draw', pool: ['m1', 'p1', 'p1', 'm1'], G: {} });
    state.G.unseen[0] = [...state.G.hands[0]!];
    state = play(state, { type: 'take', kind: 'm1' });
    const taken = state.G.hands[0]!.at(-1)!;
    const view = core.view(state, 1).G as ZoneState;
    expect(view.hands[0]).toContain(taken);
    expect(view.hands[0]!.filter((x) => x === HIDDEN).length).toBe(state.G.unseen[0]!.length);
  });

  it('when the draw pile is exhausted the discard pile is shuffled into a new draw pile, so advanced cards reach the pool', () => {
    const start = position({ step: 'draw' });
    const G = start.G;
    // Two cards left to draw; the discard pile holds cranes.
    const cranes = G.supply.crane.splice(0, 6);
    G.discard = cranes;
    G.draw = G.draw.slice(0, 1);
    const after = play(play(start, { type: 'take', kind: kindOf(G.pool[0]!) }), { type: 'take', kind: kindOf(G.pool[1]!) });
    expect(after.G.reshuffles).toBe(1);
    expect(after.G.discard).toEqual([]);
    expect(after.G.pool.length).toBe(4);
    expect(after.G.pool.filter((id) => kindOf(id) === 'crane').length).toBeGreaterThanOrEqual(1);
    expect(after.G.draw.length + after.G.pool.filter((id) => kindOf(id) === 'crane').length).toBe(6);
  });

  it('an advanced card in the pool is taken like a basic one', () => {
    const state = play(position({ step: 'draw', pool: ['crane', 'p3', 'm1', 'p1'] }), { type: 'take', kind: 'crane' });
    expect(state.G.hands[0]!.some((id) => kindOf(id) === 'crane')).toBe(true);
  });
});

describe('2. exchange', () => {
  it('any two cards of the hand for one advanced card of the player\'s choice; the two go to the discard pile', () => {
    const state = position({ hand: ['m1', 'p1', 'p1'] });
    const after = play(state, { type: 'exchange', give: ['m1', 'p1'], take: 'crane' });
    expect(after.G.hands[0]!.map(kindOf).sort()).toEqual(['crane', 'p1']);
    expect(after.G.discard.map(kindOf).sort()).toEqual(['m1', 'p1']);
    expect(after.G.supply.crane.length).toBe(9);
    expect(core.legalMoves(state).filter((m) => m.type === 'exchange').map((m) => m.take)).toEqual(expect.arrayContaining(['m3', 'p3', 'crane', 'work']));
  });

  it('advanced cards may be exchanged too, for other advanced cards', () => {
    const after = play(position({ hand: ['crane', 'work'] }), { type: 'exchange', give: ['crane', 'work'], take: 'm3' });
    expect(after.G.hands[0]!.map(kindOf)).toEqual(['m3']);
  });

  it('Reading: one exchange a turn, before constructing', () => {
    const after = play(position({ hand: ['m1', 'p1', 'p1', 'm1'] }), { type: 'exchange', give: ['m1', 'p1'], take: 'work' });
    expect(core.legalMoves(after).some((m) => m.type === 'exchange')).toBe(false);
    expect(refused(after, { type: 'exchange', give: ['m1', 'p1'], take: 'work' })).toBe('You have already exchanged this turn.');
  });

  it('a card you do not hold, a single card or an empty advanced pile is refused with its reason', () => {
    const state = position({ hand: ['m1', 'p1'] });
    expect(refused(state, { type: 'exchange', give: ['m1', 'm1'], take: 'm3' })).toBe('You do not hold enough Building Materials 1 cards to give.');
    expect(refused(state, { type: 'exchange', give: ['m1'], take: 'm3' })).toMatch(/exactly two/);
    state.G.supply.work = [];
    expect(refused(state, { type: 'exchange', give: ['m1', 'p1'], take: 'work' })).toBe('The Workforce pile is empty.');
    expect(refused(state, { type: 'exchange', give: ['m1', 'p1'], take: 'p1' })).toMatch(/Choose an advanced card/);
  });
});

describe('3. construct', () => {
  it('any of the three top buildings, paying its requirements into the discard pile; the building goes in front of the player', () => {
    const state = position({ hand: ['m1', 'm1', 'p1', 'p1'], tops: ['shed', 'kiosk', 'hospital'] });
    const piles = core.legalMoves(state).filter((m) => m.type === 'construct').map((m) => m.pile);
    expect([...new Set(piles)].sort()).toEqual([0, 1]);
    const after = play(state, { type: 'construct', pile: 1, pay: ['m1', 'p1', 'p1'] });
    expect(after.G.built[0]).toEqual(['kiosk']);
    expect(after.G.piles[1]!.length).toBe(6);
    expect(after.G.discard.map(kindOf).sort()).toEqual(['m1', 'p1', 'p1']);
    expect(after.G.hands[0]!.map(kindOf)).toEqual(['m1']);
  });

  it('no more than one building a turn: constructing ends the turn', () => {
    const after = play(position({ hand: ['m1', 'm1', 'p1', 'p1', 'm1', 'p1'], tops: ['shed', 'kiosk', 'cottage'] }), { type: 'construct', pile: 0, pay: ['m1', 'm1', 'p1'] });
    expect(after.ctx.current).toBe(1);
    expect(after.ctx.phase).toBe('play.draw');
  });

  it('overpaying is allowed and the surplus is lost: a materials 3 card for a building needing 2', () => {
    const state = position({ hand: ['m3', 'p1'], tops: ['shed', 'kiosk', 'hospital'] });
    const after = play(state, { type: 'construct', pile: 0, pay: ['p1', 'm3'] });
    expect(after.G.built[0]).toEqual(['shed']);
    expect(after.G.hands[0]).toEqual([]);
    expect(after.G.discard.map(kindOf).sort()).toEqual(['m3', 'p1']);
  });

  it('payments list no needless card, and a short or padded payment is refused with its reason', () => {
    const counts = { m1: 3, p1: 2, m3: 1, p3: 0, crane: 0, work: 0 };
    // Shed: materials 2, paperwork 1 — two 1s or one 3 for the materials, one 1 for the paperwork.
    expect(payments(counts, building('shed'))).toEqual([['m1', 'm1', 'p1'], ['p1', 'm3']]);
    const state = position({ hand: ['m1', 'm1', 'm1', 'p1', 'p1', 'm3'], tops: ['shed', 'kiosk', 'hospital'] });
    expect(refused(state, { type: 'construct', pile: 0, pay: ['m1', 'p1'] })).toBe('Those cards give 1 building materials; the building needs 2.');
    expect(refused(state, { type: 'construct', pile: 0, pay: ['m1', 'm1', 'p1', 'm3'] })).toBe('Building Materials 1 is not needed to pay for it: leave it in your hand.');
    expect(refused(state, { type: 'construct', pile: 2, pay: ['m1'] })).toMatch(/building materials; the building needs 5/);
    expect(refused(state, { type: 'construct', pile: 3, pay: ['m1'] })).toBe('Name a building pile from 0 to 2.');
  });

  it('cranes and workforce are counted by card', () => {
    const state = position({ hand: ['m1', 'm1', 'work'], tops: ['garage', 'kiosk', 'hospital'] });
    expect(play(state, { type: 'construct', pile: 0, pay: ['m1', 'm1', 'work'] }).G.built[0]).toEqual(['garage']);
    expect(payments(kindCounts(state.G.hands[0]!), building('warehouse'))).toEqual([]);
  });

  it('one discard pile for everything: basic and advanced cards alike', () => {
    const state = position({ hand: ['m1', 'm1', 'm3', 'work', 'p1'], tops: ['garage', 'kiosk', 'hospital'] });
    const after = play(play(state, { type: 'exchange', give: ['m1', 'p1'], take: 'crane' }), { type: 'construct', pile: 0, pay: ['m3', 'work'] });
    expect(after.G.discard.map(kindOf).sort()).toEqual(['m1', 'm3', 'p1', 'work']);
  });

  it('the move log says what was built and with what, in every language', () => {
    const state = position({ hand: ['m1', 'p1', 'p1'], tops: ['shed', 'kiosk', 'hospital'] });
    const move = { type: 'construct', pile: 1, pay: ['m1', 'p1', 'p1'] };
    expect(logText(state, move)).toBe('constructed the Kiosk with Building Materials 1, Paperwork 1 and Paperwork 1');
    expect(logText(state, move, 'es')).toMatch(/^construyó/);
    expect(logText(state, move, 'fr')).toMatch(/^a construit/);
    expect(logText(state, move, 'de')).toMatch(/^baute/);
  });
});

describe('game end', () => {
  it('targets: 10 buildings with 2 players, 7 with 3, 5 with 4', () => {
    expect(TARGETS).toEqual({ 2: 10, 3: 7, 4: 5 });
  });

  for (const [players, target] of [[2, 10], [3, 7], [4, 5]] as const) {
    it(`${players} players: the first to construct ${target} buildings wins at once, in his turn`, () => {
      const others = BUILDINGS.map((b) => b.id).filter((id) => !['shed', 'kiosk', 'cottage'].includes(id));
      const state = position({ players, hand: ['m1', 'm1', 'p1'], tops: ['shed', 'kiosk', 'cottage'], G: { built: Array.from({ length: players }, (_, s) => (s === 0 ? others.slice(0, target - 1) : [])) } });
      state.G.piles = [['shed'], ['kiosk'], ['cottage']];
      const after = play(state, { type: 'construct', pile: 0, pay: ['m1', 'm1', 'p1'] });
      expect(after.ctx.over).toBe(true);
      expect(after.ctx.phase).toBe('over');
      const result = core.result(after)!;
      expect(result.winners).toEqual([0]);
      expect(result.scores[0]).toBe(target);
      // One building fewer does not end it.
      const short = structuredClone(state);
      short.G.built[0] = others.slice(0, target - 2);
      expect(play(short, { type: 'construct', pile: 0, pay: ['m1', 'm1', 'p1'] }).ctx.over).toBe(false);
    });
  }

  it('PROPOSED: a blocked table — every card in a hand and nobody able to pay for a top building — ends the game, most buildings winning', () => {
    const state = position({ players: 2, hand: ['m1', 'm1'], tops: ['hospital', 'skyscraper', 'town-hall'] });
    const G = state.G;
    // Seat 0: two materials, every crane and workforce card; seat 1: every other card. Each top
    // building needs paperwork and a crane: nobody can pay.
    G.hands[0] = [...G.hands[0]!, ...ADVANCED_IDS.crane, ...ADVANCED_IDS.work];
    G.hands[1] = RESOURCES.filter((id) => !G.hands[0]!.includes(id));
    G.pool = []; G.draw = []; G.discard = []; G.supply = { m3: [], p3: [], crane: [], work: [] };
    G.unseen = [[], []];
    G.built = [['shed', 'kiosk'], ['cottage']];
    expect(isBlocked(G)).toBe(true);
    const after = play(state, { type: 'end' });
    expect(after.ctx.over).toBe(true);
    expect(core.result(after)!.winners).toEqual([0]);
    expect(core.result(after)!.reason).toBeTruthy();
    // With a card left in the pool, it is not blocked.
    const open = structuredClone(G);
    open.pool = [open.hands[1]!.pop()!];
    expect(isBlocked(open)).toBe(false);
  });
});

describe('hidden information', () => {
  it('a spent hidden card is seen by all; a card spent by kind comes from the seen cards first', () => {
    const state = position({ hand: ['m1', 'm1', 'p1'], tops: ['shed', 'kiosk', 'hospital'] });
    state.G.unseen[0] = [state.G.hands[0]![0]!];
    const after = play(state, { type: 'exchange', give: ['m1', 'p1'], take: 'work' });
    // The m1 the others had seen left the hand; the dealt one stays hidden.
    expect(after.G.unseen[0]).toEqual([state.G.hands[0]![0]]);
    expect(after.G.discard).toContain(state.G.hands[0]![1]);
  });

  it('the seeded random generator\'s state never reaches a view', () => {
    const state = core.init({ players: 2, seed: 'rng' });
    expect(JSON.stringify(core.view(state, 0))).not.toContain(JSON.stringify(seedToState('rng')));
  });
});
