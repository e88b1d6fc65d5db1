/**
 * RUM rules from the rulebook, one named test per rule and per number of the rules text.
 * Positions are built directly (a state from `core.init`, then the game data set by hand) so
 * each test is exact; a draw from the mixed Shipwreck is steered by choosing the generator state.
 */
import { describe, expect, it } from 'vitest';
import {
  lastMoveNotes,
  COLOURS, PARROT, RUM_CARDS, bottlesFor, discardCount, evaluateSet, goalFor, points, rumCompiled,
  type BeachSlot, type Captain, type RumState,
} from '../../machines/rum/index.js';
import { Random, jsonEqual, seedToState, type GameState, type Move } from '../../src/dsl/index.js';
import { nextFloat } from '../../src/dsl/random.js';
import { Translator, type Text } from '../../src/i18n/index.js';

const { core } = rumCompiled;
type S = GameState<RumState>;
const C = Object.fromEntries(COLOURS.map((c, i) => [c, i])) as Record<(typeof COLOURS)[number], number>;
const ALL = [...RUM_CARDS.map((c) => c.id), PARROT];
const up = (id: string): BeachSlot => ({ id, up: true });
const down = (id: string): BeachSlot => ({ id, up: false });
const unowned = (): Captain[] => COLOURS.map(() => ({ owner: null, value: 1 }));

/** A position: the given hands and Beach, every other card in the Shipwreck unless `wreck` says otherwise. */
function position(G: Partial<RumState> & { hands: string[][] }, opts: { current?: number; phase?: string } = {}): S {
  const players = G.hands.length;
  const state = core.init({ players, seed: 'rules' }) as S;
  const beach = G.beach ?? [up('rum-black-red'), up('rum-black-orange'), up('rum-purple-black')];
  const used = new Set([...G.hands.flat(), ...beach.flatMap((s) => (s ? [s.id] : []))]);
  state.G = {
    wreck: ALL.filter((id) => !used.has(id)), beach, captains: unowned(), clock: 1, pending: null, played: [],
    owed: G.hands.map(() => 0), revealed: false, refill: null, tideParrot: null, end: null, events: [], eventCount: 0, noteMark: 0,
    ...G,
  };
  state.ctx.phase = opts.phase ?? 'play.action';
  state.ctx.current = opts.current ?? 0;
  state.ctx.active = [state.ctx.current];
  return state;
}

function play(state: S, move: Omit<Move, 'seat'> & { seat?: number }): S {
  const full = { seat: state.ctx.current, ...move } as Move;
  const result = core.play(state, full);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(full)}: ${result.reason}`);
  return result.state as S;
}

/** Plays one whole set: choose the Captain, add the hand cards and Beach slots, claim. */
function playSet(state: S, colour: number, cards: string[], beach: number[] = []): S {
  let s = play(state, { type: 'startSet', colour });
  for (const card of cards) s = play(s, { type: 'addCard', card });
  for (const slot of beach) s = play(s, { type: 'addBeach', slot });
  return play(s, { type: 'claim' });
}

/** Draws from the mixed Shipwreck with the generator steered so that `wanted` comes out. */
function drawWreckGetting(state: S, wanted: string): S {
  for (let rng = 1; rng < 5000; rng++) {
    const s = structuredClone(state);
    s.ctx.rng = rng;
    const before = s.G.wreck.length;
    const index = Math.floor(nextFloat({ rng }) * before); // the draw the move will make
    if (s.G.wreck[index] === wanted) return play(s, { type: 'drawWreck' });
  }
  throw new Error(`could not steer the draw to ${wanted}`);
}

/** A text as the English table shows it (seats as "Seat 1" …). */
const english = new Translator('en', []);
const say = (text: Text | null | undefined) => english.render(text);
/** The log text of the last move played from `before` to `after`. */
const logText = (before: S, after: S, move: { type: string }) =>
  say(rumCompiled.flow.moves.get(move.type)!.describe!({ seat: before.ctx.current, ...move } as never, after.G, before.G));

const legalTypes = (state: S, seat = state.ctx.current) => core.legalMoves(state, seat).map((m) => m.type);

describe('RUM rules', () => {
  describe('components', () => {
    it('has 30 cards: 21 Rum Cards, 7 Captain Cards, the Castaway Clock and the Parrot', () => {
      const state = core.init({ players: 2, seed: 'c' }) as S;
      expect(RUM_CARDS).toHaveLength(21);
      expect(state.G.captains).toHaveLength(7);
      expect(RUM_CARDS.length + state.G.captains.length + 1 /* clock */ + 1 /* parrot */).toBe(30);
      expect(new Set(RUM_CARDS.map((c) => c.id)).size).toBe(21);
    });

    it('gives every Rum Card a single bottle of one colour and two bottles of another; "There are only 3 single bottles of each color"', () => {
      for (const c of RUM_CARDS) expect(c.single).not.toBe(c.double);
      for (let colour = 0; colour < 7; colour++) {
        expect(RUM_CARDS.filter((c) => c.single === colour)).toHaveLength(3);
        expect(RUM_CARDS.filter((c) => c.double === colour)).toHaveLength(3);
      }
    });

    it('has Captain values from 1 to 8 and a Castaway Clock from 1 to 8 whose centre says discard 2 or 3', () => {
      expect([1, 2, 3, 4].map(discardCount)).toEqual([2, 2, 2, 2]);
      expect([5, 6, 7].map(discardCount)).toEqual([3, 3, 3]);
    });
  });

  describe('setup', () => {
    it('is for 2 to 4 players', () => {
      expect(rumCompiled.def.players).toEqual({ min: 2, max: 4 });
      expect(() => core.init({ players: 5, seed: 'x' })).toThrow('RUM is for 2–4 players; got 5.');
    });

    it('starts every Captain at 1 with the Game, the Clock at 1, 3 Beach cards face up, 1 card per player and the Parrot mixed into the Shipwreck', () => {
      for (const players of [2, 3, 4]) {
        const state = core.init({ players, seed: `setup-${players}` }) as S;
        expect(state.G.captains).toEqual(COLOURS.map(() => ({ owner: null, value: 1 })));
        expect(state.G.clock).toBe(1);
        expect(state.G.beach.every((s) => s !== null && s.up && s.id !== PARROT)).toBe(true);
        expect(state.G.hands.map((h) => h.length)).toEqual(Array(players).fill(1));
        expect(state.G.hands.flat()).not.toContain(PARROT);
        expect(state.G.wreck).toContain(PARROT);
        expect(state.G.wreck).toHaveLength(22 - 3 - players);
        expect(state.ctx.current).toBe(0); // the player left of the Dealer (the last seat) starts
        expect(state.ctx.phase).toBe('play.action');
      }
    });

    it('sets the points goal by player count: 21 for 2, 18 for 3, 15 for 4', () => {
      expect([2, 3, 4].map(goalFor)).toEqual([21, 18, 15]);
    });
  });

  describe('drawing a card', () => {
    it('takes a face-up Beach card into the hand and refills the slot face down from the Shipwreck; the turn passes', () => {
      const state = position({ hands: [['rum-red-orange'], ['rum-red-yellow']] });
      const after = play(state, { type: 'drawBeach', slot: 1 });
      expect(after.G.hands[0]).toEqual(['rum-red-orange', 'rum-black-orange']);
      expect(after.G.beach[1]!.up).toBe(false);
      expect(after.G.wreck).toHaveLength(state.G.wreck.length - 1);
      expect(after.ctx.current).toBe(1);
    });

    it('may take a face-down Beach card', () => {
      const state = position({ hands: [['rum-red-orange'], ['rum-red-yellow']], beach: [up('rum-black-red'), down('rum-blue-black'), up('rum-purple-black')] });
      const after = play(state, { type: 'drawBeach', slot: 1 });
      expect(after.G.hands[0]).toContain('rum-blue-black');
      expect(after.G.beach[1]!.up).toBe(false);
    });

    it('draws a card from the Shipwreck into the hand', () => {
      const state = position({ hands: [['rum-red-orange'], ['rum-red-yellow']] });
      const after = drawWreckGetting(state, 'rum-green-red');
      expect(after.G.hands[0]).toEqual(['rum-red-orange', 'rum-green-red']);
      expect(after.G.wreck).not.toContain('rum-green-red');
      expect(after.ctx.current).toBe(1);
    });
  });

  describe('playing a set', () => {
    it('"2 Green bottles are enough to steal the Captain Card at 1. Now it is set to 2."', () => {
      const state = position({ hands: [['rum-yellow-green'], []] });
      const after = playSet(state, C.green, ['rum-yellow-green']);
      expect(after.G.captains[C.green]).toEqual({ owner: 0, value: 2 });
      expect(after.G.hands[0]).toEqual([]);
      expect(after.G.wreck).toContain('rum-yellow-green'); // played cards are mixed back into the Shipwreck
    });

    it('must be greater than the Captain\'s current value: equal is not enough', () => {
      const captains = unowned();
      captains[C.green] = { owner: 1, value: 2 };
      const state = position({ hands: [['rum-yellow-green'], []], captains });
      expect(core.legalMoves(state).filter((m) => m.type === 'startSet')).toEqual([]);
      expect(core.reason(state, { type: 'startSet', seat: 0, colour: C.green })).toMatch(/cannot beat the Green Captain at 2/);
    });

    it('counts only the top end of each card: a card gives 1 bottle of its single colour or 2 of its double colour', () => {
      expect(bottlesFor('rum-yellow-green', C.yellow)).toBe(1);
      expect(bottlesFor('rum-yellow-green', C.green)).toBe(2);
      expect(bottlesFor('rum-yellow-green', C.red)).toBe(0);
    });

    it('need not use every card of the hand, and cannot use a card without the colour', () => {
      const state = position({ hands: [['rum-yellow-green', 'rum-orange-green', 'rum-red-orange'], []] });
      let s = play(state, { type: 'startSet', colour: C.green });
      expect(core.legalMoves(s).filter((m) => m.type === 'addCard').map((m) => m.card)).toEqual(['rum-yellow-green', 'rum-orange-green']);
      expect(core.reason(s, { type: 'addCard', seat: 0, card: 'rum-red-orange' })).toMatch(/no green bottles/);
      s = play(s, { type: 'addCard', card: 'rum-orange-green' });
      s = play(s, { type: 'claim' });
      expect(s.G.hands[0]).toEqual(['rum-yellow-green', 'rum-red-orange']);
    });

    it('plays several sets in one turn, one per Captain, and ends the turn when the player says so', () => {
      const state = position({ hands: [['rum-yellow-green', 'rum-red-yellow', 'rum-red-orange'], []] });
      let s = playSet(state, C.green, ['rum-yellow-green']);
      expect(s.ctx.phase).toBe('play.more');
      expect(s.ctx.current).toBe(0);
      expect(core.reason(s, { type: 'startSet', seat: 0, colour: C.green })).toMatch(/already played a set for the Green Captain/);
      s = playSet(s, C.yellow, ['rum-red-yellow']);
      s = play(s, { type: 'done' });
      expect(s.G.captains[C.green]).toEqual({ owner: 0, value: 2 });
      expect(s.G.captains[C.yellow]).toEqual({ owner: 0, value: 2 });
      expect(s.ctx.current).toBe(1);
      expect(s.ctx.phase).toBe('play.action');
    });

    it('may take a set back before claiming it (nothing is revealed)', () => {
      const state = position({ hands: [['rum-yellow-green'], []] });
      let s = play(state, { type: 'startSet', colour: C.green });
      s = play(s, { type: 'addCard', card: 'rum-yellow-green' });
      s = play(s, { type: 'cancel' });
      expect(s.ctx.phase).toBe('play.action');
      expect(s.G.hands[0]).toEqual(['rum-yellow-green']);
      expect(legalTypes(s)).toContain('drawWreck');
    });

    it('uses the single bottles on face-up Beach cards as everyone\'s, and leaves those cards on the Beach face up', () => {
      // Beach: green single (green-blue), plus others. Hand: one green single. 2 bottles beat 1.
      const beach = [up('rum-green-blue'), up('rum-black-orange'), down('rum-purple-black')];
      const state = position({ hands: [['rum-green-purple'], []], beach });
      const after = playSet(state, C.green, ['rum-green-purple'], [0]);
      expect(after.G.captains[C.green]).toEqual({ owner: 0, value: 2 });
      expect(after.G.beach[0]).toEqual(up('rum-green-blue'));
    });

    it('does not count a face-down Beach card, and a set needs at least one card from the hand', () => {
      const beach = [up('rum-green-blue'), up('rum-green-red'), down('rum-green-purple')];
      const state = position({ hands: [['rum-red-orange'], []], beach });
      expect(core.legalMoves(state).filter((m) => m.type === 'startSet' && m.colour === C.green)).toEqual([]);
      const s = position({ hands: [['rum-yellow-green'], []], beach });
      let t = play(s, { type: 'startSet', colour: C.green });
      expect(core.legalMoves(t).filter((m) => m.type === 'addBeach').map((m) => m.slot)).toEqual([0, 1]);
      t = play(t, { type: 'addBeach', slot: 0 });
      t = play(t, { type: 'addBeach', slot: 1 });
      expect(core.reason(t, { type: 'claim', seat: 0 })).toBe('A set needs at least one card from your hand.');
      expect(core.reason(t, { type: 'addBeach', seat: 0, slot: 2 })).toMatch(/no single green bottle face up/);
    });

    it('may raise a Captain already in the player\'s possession', () => {
      const captains = unowned();
      captains[C.green] = { owner: 0, value: 2 };
      const state = position({ hands: [['rum-yellow-green', 'rum-orange-green'], []], captains });
      expect(playSet(state, C.green, ['rum-yellow-green', 'rum-orange-green']).G.captains[C.green]).toEqual({ owner: 0, value: 4 });
    });
  });

  describe('the Rum Trio', () => {
    it('steals the Captain of its colour at any value and raises it by 2', () => {
      const captains = unowned();
      captains[C.green] = { owner: 1, value: 6 };
      const state = position({ hands: [['rum-green-blue', 'rum-green-purple', 'rum-green-red'], []], captains });
      const info = evaluateSet(state.G, C.green, ['rum-green-blue', 'rum-green-purple', 'rum-green-red'], []);
      expect(info).toMatchObject({ bottles: 3, trio: true, value: 8, gains: true });
      const after = playSet(state, C.green, ['rum-green-blue', 'rum-green-purple', 'rum-green-red']);
      expect(after.G.captains[C.green]).toEqual({ owner: 0, value: 8 });
    });

    it('may include Beach cards', () => {
      const captains = unowned();
      captains[C.green] = { owner: 1, value: 5 };
      const state = position({ hands: [['rum-green-blue'], []], beach: [up('rum-green-purple'), up('rum-green-red'), up('rum-black-red')], captains });
      const after = playSet(state, C.green, ['rum-green-blue'], [0, 1]);
      expect(after.G.captains[C.green]).toEqual({ owner: 0, value: 7 });
    });

    it('is only the three single bottles: a double in the set makes it an ordinary set', () => {
      const captains = unowned();
      captains[C.green] = { owner: 1, value: 6 };
      const state = position({ hands: [['rum-green-blue', 'rum-green-purple', 'rum-green-red', 'rum-yellow-green'], []], captains });
      expect(evaluateSet(state.G, C.green, ['rum-green-blue', 'rum-green-purple', 'rum-green-red', 'rum-yellow-green'], [])).toMatchObject({ bottles: 5, trio: false, gains: false });
    });
  });

  describe('a Captain at 8+', () => {
    it('is stolen by a set of 9 or more bottles, and its value does not increase', () => {
      const captains = unowned();
      captains[C.green] = { owner: 1, value: 8 };
      const hand = ['rum-green-blue', 'rum-green-purple', 'rum-green-red', 'rum-yellow-green', 'rum-orange-green', 'rum-black-green'];
      const state = position({ hands: [hand, []], captains });
      const after = playSet(state, C.green, hand);
      expect(after.G.captains[C.green]).toEqual({ owner: 0, value: 8 });
    });

    it('is not stolen by 8 bottles', () => {
      const captains = unowned();
      captains[C.green] = { owner: 1, value: 8 };
      const hand = ['rum-green-blue', 'rum-green-purple', 'rum-yellow-green', 'rum-orange-green', 'rum-black-green'];
      expect(evaluateSet(position({ hands: [hand, []], captains }).G, C.green, hand, [])).toMatchObject({ bottles: 8, gains: false });
    });

    it('is stolen by a Rum Trio, and its value does not increase', () => {
      const captains = unowned();
      captains[C.green] = { owner: 1, value: 8 };
      const hand = ['rum-green-blue', 'rum-green-purple', 'rum-green-red'];
      expect(playSet(position({ hands: [hand, []], captains }), C.green, hand).G.captains[C.green]).toEqual({ owner: 0, value: 8 });
    });
  });

  it('the rulebook\'s example: Player A plays 3 sets and has 13 points (Yellow raised to 4, Blue stolen from the Game at 2, Green stolen by a Rum Trio from 5 to 7)', () => {
    const captains = unowned();
    captains[C.yellow] = { owner: 0, value: 2 }; // Player A's
    captains[C.green] = { owner: 1, value: 5 }; // Player B's; Blue is the Game's at 1
    const hand = ['rum-orange-yellow', 'rum-red-yellow', 'rum-yellow-blue', 'rum-green-purple', 'rum-green-red'];
    const beach = [up('rum-green-blue'), up('rum-black-orange'), up('rum-purple-black')];
    let s = position({ hands: [hand, ['rum-red-orange']], beach, captains });
    s = playSet(s, C.yellow, ['rum-orange-yellow', 'rum-red-yellow']);
    s = playSet(s, C.blue, ['rum-yellow-blue']);
    s = playSet(s, C.green, ['rum-green-purple', 'rum-green-red'], [0]);
    s = play(s, { type: 'done' });
    expect(s.G.captains[C.yellow]).toEqual({ owner: 0, value: 4 });
    expect(s.G.captains[C.blue]).toEqual({ owner: 0, value: 2 });
    expect(s.G.captains[C.green]).toEqual({ owner: 0, value: 7 });
    expect(points(s.G, 0)).toBe(13);
    expect(points(s.G, 1)).toBe(0);
  });

  it('says whose Captain a set stole, and which Captain it took from the Game or raised', () => {
    const captains = unowned();
    captains[C.yellow] = { owner: 0, value: 2 };
    captains[C.green] = { owner: 1, value: 2 };
    const hand = ['rum-orange-yellow', 'rum-red-yellow', 'rum-green-purple', 'rum-yellow-green', 'rum-yellow-blue'];
    const s = position({ hands: [hand, ['rum-red-orange']], captains });
    const said = (colour: number, cards: string[]) => {
      let laid = play(s, { type: 'startSet', colour });
      for (const card of cards) laid = play(laid, { type: 'addCard', card });
      return logText(laid, play(laid, { type: 'claim' }), { type: 'claim' });
    };
    expect(said(C.green, ['rum-green-purple', 'rum-yellow-green'])).toBe('played 3 green bottles (green / 2×purple card, yellow / 2×green card) and stole the Green Captain from Seat 2 at 3');
    expect(said(C.yellow, ['rum-orange-yellow', 'rum-red-yellow'])).toBe('played 4 yellow bottles (orange / 2×yellow card, red / 2×yellow card) and raised the Yellow Captain to 4');
    expect(said(C.blue, ['rum-yellow-blue'])).toBe('played 2 blue bottles (yellow / 2×blue card) and took the Blue Captain at 2');
  });

  describe('the Parrot and the Castaway Clock', () => {
    it('drawn from the Shipwreck: is revealed, the drawer discards 2 (Clock 1–4), then it goes back and the Clock turns; the turn ends', () => {
      const state = position({ hands: [['rum-red-orange', 'rum-red-yellow', 'rum-red-blue'], ['rum-blue-black']] });
      let s = drawWreckGetting(state, PARROT);
      expect(s.G.revealed).toBe(true);
      expect(s.ctx.phase).toBe('play.parrot');
      expect(s.ctx.current).toBe(0);
      expect(s.G.owed).toEqual([2, 0]);
      expect(core.legalMoves(s).map((m) => m.card)).toEqual(['rum-red-orange', 'rum-red-yellow', 'rum-red-blue']);
      s = play(s, { type: 'discard', card: 'rum-red-yellow' });
      expect(s.ctx.phase).toBe('play.parrot');
      s = play(s, { type: 'discard', card: 'rum-red-orange' });
      expect(s.G.hands[0]).toEqual(['rum-red-blue']);
      expect(s.G.revealed).toBe(false);
      expect(s.G.wreck).toEqual(expect.arrayContaining([PARROT, 'rum-red-yellow', 'rum-red-orange']));
      expect(s.G.clock).toBe(2);
      expect(s.ctx.current).toBe(1);
      expect(s.ctx.phase).toBe('play.action');
    });

    it('makes the drawer discard 3 with the Clock at 5, 6 or 7 (and all cards when fewer)', () => {
      const state = position({ hands: [['rum-red-orange', 'rum-red-yellow', 'rum-red-blue', 'rum-green-red'], ['rum-blue-black']], clock: 5 });
      expect(drawWreckGetting(state, PARROT).G.owed).toEqual([3, 0]);
      const few = position({ hands: [['rum-red-orange'], ['rum-blue-black']], clock: 6 });
      let s = drawWreckGetting(few, PARROT);
      expect(s.G.owed).toEqual([1, 0]);
      s = play(s, { type: 'discard', card: 'rum-red-orange' });
      expect(s.G.clock).toBe(7);
      const none = position({ hands: [[], ['rum-blue-black']], clock: 2 });
      s = drawWreckGetting(none, PARROT);
      expect(s.G.clock).toBe(3);
      expect(s.ctx.current).toBe(1);
    });

    it('drawn face down from the Beach: the same, then the Beach slot is refilled face down', () => {
      const beach = [down(PARROT), up('rum-black-orange'), up('rum-purple-black')];
      let s = position({ hands: [['rum-red-orange', 'rum-red-yellow'], ['rum-blue-black']], beach });
      s = play(s, { type: 'drawBeach', slot: 0 });
      expect(s.G.beach[0]).toBeNull();
      expect(s.ctx.phase).toBe('play.parrot');
      s = play(s, { type: 'discard', card: 'rum-red-yellow' });
      s = play(s, { type: 'discard', card: 'rum-red-orange' });
      expect(s.G.beach[0]!.up).toBe(false);
      expect(s.G.clock).toBe(2);
      expect(s.ctx.current).toBe(1);
    });

    it('the move log tells a Parrot drawn from the Shipwreck from the state: revealed, resolved at once (empty hand), the last card, or a plain card', () => {
      const drawn = (state: S, wanted: string) => logText(state, drawWreckGetting(state, wanted), { type: 'drawWreck' });
      expect(drawn(position({ hands: [['rum-red-orange'], ['rum-blue-black']] }), PARROT)).toBe('drew the Parrot from the Shipwreck!');
      expect(drawn(position({ hands: [[], ['rum-blue-black']], clock: 2 }), PARROT)).toBe('drew the Parrot from the Shipwreck!');
      expect(drawn(position({ hands: [['rum-red-orange'], ['rum-blue-black']], clock: 7 }), PARROT)).toBe('drew the Parrot from the Shipwreck!');
      const last = position({ hands: [['rum-red-orange'], ['rum-blue-black']], wreck: [PARROT] });
      expect(logText(last, play(last, { type: 'drawWreck' }), { type: 'drawWreck' })).toBe('drew the Parrot from the Shipwreck!');
      expect(drawn(position({ hands: [['rum-red-orange'], ['rum-blue-black']] }), 'rum-green-red')).toBe('drew a card from the Shipwreck');
      const lastPlain = position({ hands: [['rum-red-orange'], ['rum-blue-black']], wreck: ['rum-green-red'] });
      expect(logText(lastPlain, play(lastPlain, { type: 'drawWreck' }), { type: 'drawWreck' })).toBe('drew a card from the Shipwreck');
    });

    it('notes the Parrot with the drawer by name, and the empty Shipwreck with the players who discarded', () => {
      const s = drawWreckGetting(position({ hands: [['rum-red-orange', 'rum-red-yellow'], ['rum-blue-black']] }), PARROT);
      expect(say(s.G.events.at(-1))).toBe('Seat 1 drew the Parrot: discard 2 (Clock at 1).');
      expect(new Translator('en', [], (n) => ['Ana', 'Ben'][n]!).render(s.G.events.at(-1))).toBe('Ana drew the Parrot: discard 2 (Clock at 1).');
      const hands = [['rum-red-orange', 'rum-red-yellow'], ['rum-blue-black', 'rum-blue-orange', 'rum-blue-purple'], ['rum-green-red', 'rum-green-blue', 'rum-green-purple']];
      const empty = play(position({ hands, wreck: ['rum-yellow-green'] }), { type: 'drawWreck' });
      expect(say(empty.G.events.at(-1))).toBe('The Shipwreck ran empty: Seat 1, Seat 2 and Seat 3 discarded 3 cards each, and the Clock turned.');
      const one = play(position({ hands: [['rum-red-orange'], ['rum-blue-black', 'rum-blue-orange', 'rum-blue-purple']], wreck: ['rum-yellow-green'] }), { type: 'drawWreck' });
      expect(say(one.G.events.at(-1))).toBe('The Shipwreck ran empty: Seat 2 discarded 3 cards, and the Clock turned.');
    });

    it('ends the game when it is revealed with the Clock at 7 (the Pirate Ship)', () => {
      const captains = unowned();
      captains[C.red] = { owner: 1, value: 3 };
      const s = drawWreckGetting(position({ hands: [['rum-red-orange'], ['rum-blue-black']], clock: 7, captains }), PARROT);
      expect(s.G.clock).toBe(8);
      expect(s.G.end).toBe('clock');
      expect(core.isOver(s)).toBe(true);
      expect(core.result(s).winners).toEqual([1]);
    });
  });

  describe('the empty Shipwreck', () => {
    it('when its last card is drawn, the player(s) with the most Rum Cards discard all of them, then the Clock turns', () => {
      const hands = [['rum-red-orange', 'rum-red-yellow'], ['rum-blue-black', 'rum-blue-orange', 'rum-blue-purple'], ['rum-green-red', 'rum-green-blue', 'rum-green-purple']];
      const beach = [up('rum-black-red'), up('rum-black-orange'), up('rum-purple-black')];
      let s = position({ hands, beach, wreck: ['rum-yellow-green'] });
      s = play(s, { type: 'drawWreck' });
      // Seat 0 drew the last card and holds 3, tied with seats 1 and 2: all three discard.
      expect(s.G.hands).toEqual([[], [], []]);
      expect(s.G.wreck).toHaveLength(9);
      expect(s.G.clock).toBe(2);
    });

    it('counts only the most: a smaller hand is kept', () => {
      let s = position({ hands: [['rum-red-orange'], ['rum-blue-black', 'rum-blue-orange', 'rum-blue-purple']], wreck: ['rum-yellow-green'] });
      s = play(s, { type: 'drawWreck' });
      expect(s.G.hands).toEqual([['rum-red-orange', 'rum-yellow-green'], []]);
      expect(s.G.clock).toBe(2);
    });

    it('applies when the last card refills the Beach', () => {
      let s = position({ hands: [['rum-red-orange'], ['rum-blue-black', 'rum-blue-orange', 'rum-blue-purple']], wreck: ['rum-yellow-green'] });
      s = play(s, { type: 'drawBeach', slot: 0 });
      expect(s.G.beach[0]).toEqual(down('rum-yellow-green'));
      expect(s.G.hands).toEqual([['rum-red-orange', 'rum-black-red'], []]);
      expect(s.G.clock).toBe(2);
    });

    it('ignores the Parrot\'s effect when the Parrot is the last card: it goes back, nobody discards for it', () => {
      let s = position({ hands: [['rum-red-orange', 'rum-red-yellow'], ['rum-blue-black']], wreck: [PARROT] });
      s = play(s, { type: 'drawWreck' });
      expect(s.G.revealed).toBe(false);
      expect(s.G.owed).toEqual([0, 0]);
      expect(s.G.hands).toEqual([[], ['rum-blue-black']]); // the empty-Shipwreck discard, not the Parrot's
      expect(s.G.wreck.sort()).toEqual([PARROT, 'rum-red-orange', 'rum-red-yellow'].sort());
      expect(s.G.clock).toBe(2);
      expect(s.ctx.current).toBe(1);
    });
  });

  describe('the tide', () => {
    it('comes in right after the turn in which all three Beach cards are face down: they are all flipped face up', () => {
      const beach = [up('rum-black-red'), down('rum-black-orange'), down('rum-purple-black')];
      let s = position({ hands: [['rum-red-orange'], ['rum-blue-black']], beach, wreck: ['rum-yellow-green', 'rum-yellow-blue'] });
      s = play(s, { type: 'drawBeach', slot: 0 }); // refilled face down: all three face down
      expect(s.ctx.phase).toBe('play.action');
      expect(s.G.beach.every((b) => b!.up)).toBe(true);
      expect(s.ctx.current).toBe(1);
      expect(s.G.events.some((e) => say(e).includes('tide'))).toBe(true);
      // The notes the last move set off (what the table says just happened): the tide.
      expect(lastMoveNotes(s.G).map(say)).toEqual(['All three Beach cards were face down: the tide washed in new bottles.']);
      // The next move sets off only its own: the Shipwreck's last card is drawn.
      expect(lastMoveNotes(play(s, { type: 'drawWreck' }).G).map(say)).toEqual(['The Shipwreck ran empty: Seat 1 and Seat 2 discarded 2 cards each, and the Clock turned.']);
    });

    it('reveals the Parrot: ALL players discard the Clock\'s number, the Clock turns, and the slot is refilled face up', () => {
      const beach = [up('rum-black-red'), down(PARROT), down('rum-purple-black')];
      const hands = [['rum-red-orange', 'rum-red-yellow'], ['rum-blue-black', 'rum-blue-orange', 'rum-blue-purple'], ['rum-green-red']];
      let s = position({ hands, beach, wreck: ['rum-yellow-green', 'rum-yellow-blue', 'rum-orange-green'] });
      s = drawBeachSteered(s, 0, ['rum-yellow-green', 'rum-yellow-blue', 'rum-orange-green']);
      expect(s.ctx.phase).toBe('play.tide.discard');
      expect(s.G.owed).toEqual([2, 2, 1]);
      expect(s.ctx.active).toEqual([0, 1, 2]);
      s = play(s, { type: 'discard', seat: 2, card: 'rum-green-red' });
      s = play(s, { type: 'discard', seat: 0, card: 'rum-red-orange' });
      s = play(s, { type: 'discard', seat: 1, card: 'rum-blue-black' });
      s = play(s, { type: 'discard', seat: 1, card: 'rum-blue-orange' });
      expect(s.ctx.active).toEqual([0]);
      s = play(s, { type: 'discard', seat: 0, card: 'rum-red-yellow' });
      expect(s.G.clock).toBe(2);
      expect(s.G.hands.map((h) => h.length)).toEqual([1, 1, 0]); // seat 0 had 3 after its draw
      // The Parrot went back and its slot was refilled face up from the Shipwreck.
      expect(s.G.beach.every((b) => b !== null && b.up)).toBe(true);
      expect(s.G.beach[1]!.id).not.toBe(PARROT);
      expect(s.G.wreck).toContain(PARROT);
      expect(s.ctx.phase).toBe('play.action');
      expect(s.ctx.current).toBe(1);
    });

    it('ends the game when it reveals the Parrot with the Clock at 7', () => {
      const beach = [up('rum-black-red'), down(PARROT), down('rum-purple-black')];
      let s = position({ hands: [['rum-red-orange'], ['rum-blue-black']], beach, clock: 7, wreck: ['rum-yellow-green', 'rum-yellow-blue'] });
      s = play(s, { type: 'drawBeach', slot: 0 });
      expect(s.G.end).toBe('clock');
      expect(core.isOver(s)).toBe(true);
    });

    it('washes a Rum Trio on the Beach back into the Shipwreck and lays 3 new cards', () => {
      const beach = [up('rum-black-red'), down('rum-green-purple'), down('rum-green-red')];
      let s = position({ hands: [['rum-red-orange'], ['rum-blue-black']], beach });
      // Steer the refill of slot 0 to the third green single: the tide then shows a green Rum Trio.
      s = drawBeachSteered(s, 0, ['rum-green-blue']);
      expect(s.G.events.some((e) => say(e).includes('Rum Trio'))).toBe(true);
      const ids = s.G.beach.map((b) => b!.id);
      expect(ids.filter((id) => id.startsWith('rum-green-')).length).toBeLessThan(3);
      expect(s.G.wreck).toEqual(expect.arrayContaining(['rum-green-purple', 'rum-green-red', 'rum-green-blue'].filter((id) => !ids.includes(id))));
      expect(s.G.beach.every((b) => b!.up)).toBe(true);
    });
  });

  describe('game end', () => {
    for (const [players, goal] of [[2, 21], [3, 18], [4, 15]] as const) {
      it(`ends at once when a player reaches ${goal} points with ${players} players`, () => {
        const captains = unowned();
        captains[C.red] = { owner: 0, value: 8 };
        captains[C.orange] = { owner: 0, value: goal === 15 ? 5 : 8 };
        const need = goal - 8 - captains[C.orange]!.value; // yellow bottles still needed: 2 or 5
        const set = need === 5 ? ['rum-orange-yellow', 'rum-red-yellow', 'rum-yellow-green'] : ['rum-orange-yellow'];
        const hands = Array.from({ length: players }, (_, i) => (i === 0 ? [...set, 'rum-blue-black'] : []));
        let s = position({ hands, captains });
        expect(points(s.G, 0)).toBe(goal - need);
        s = playSet(s, C.yellow, set);
        expect(points(s.G, 0)).toBe(goal);
        const reached = points(s.G, 0) >= goal;
        expect(reached).toBe(true);
        expect(s.G.end).toBe('points');
        expect(core.isOver(s)).toBe(true);
        expect(core.result(s).winners).toEqual([0]);
      });
    }

    it('does not end one point short of the goal', () => {
      const captains = unowned();
      captains[C.red] = { owner: 0, value: 8 };
      captains[C.orange] = { owner: 0, value: 8 };
      const s = playSet(position({ hands: [['rum-orange-yellow'], []], captains }), C.yellow, ['rum-orange-yellow']);
      expect(points(s.G, 0)).toBe(18);
      expect(core.isOver(s)).toBe(false);
    });

    it('breaks a tie on points by the most Captain Cards, then by the highest Captain; still tied is a shared win', () => {
      const base = position({ hands: [[], [], []], clock: 8, end: 'clock' });
      const withCaptains = (list: [number, number | null, number][]): S => {
        const s = structuredClone(base);
        s.G.captains = unowned();
        for (const [colour, owner, value] of list) s.G.captains[colour] = { owner, value };
        return s;
      };
      // Points 6 each; seat 1 has 3 Captains, seat 0 two.
      let r = core.result(withCaptains([[0, 0, 3], [1, 0, 3], [2, 1, 2], [3, 1, 2], [4, 1, 2]]));
      expect(r.winners).toEqual([1]);
      // Points 6 and Captains 2 each; seat 0's highest is 5.
      r = core.result(withCaptains([[0, 0, 5], [1, 0, 1], [2, 1, 3], [3, 1, 3]]));
      expect(r.winners).toEqual([0]);
      r = core.result(withCaptains([[0, 0, 3], [1, 0, 3], [2, 2, 3], [3, 2, 3]]));
      expect(r.winners).toEqual([0, 2]);
      expect(r.scores).toEqual([6, 0, 6]);
    });
  });

  describe('hidden information', () => {
    it('hides other hands, the Shipwreck, face-down Beach cards (from everyone) and a set being laid', () => {
      const beach = [up('rum-black-red'), down('rum-green-blue'), up('rum-purple-black')];
      let s = position({ hands: [['rum-yellow-green', 'rum-orange-green'], ['rum-blue-black']], beach });
      s = play(s, { type: 'startSet', colour: C.green });
      s = play(s, { type: 'addCard', card: 'rum-yellow-green' });
      const mine = JSON.stringify(core.view(s, 0));
      const theirs = JSON.stringify(core.view(s, 1));
      expect(mine).toContain('rum-yellow-green');
      expect(theirs).not.toContain('rum-yellow-green');
      expect(theirs).not.toContain('rum-orange-green');
      expect(mine).not.toContain('rum-blue-black');
      for (const v of [mine, theirs, JSON.stringify(core.view(s, null))]) {
        expect(v).not.toContain('rum-green-blue');
        expect(v).not.toContain(`"${PARROT}"`);
      }
    });

    it('never names a hidden card in the move log', () => {
      const state = position({ hands: [['rum-red-orange'], ['rum-red-yellow']], beach: [up('rum-black-red'), down('rum-blue-black'), up('rum-purple-black')] });
      const r = core.play(state, { type: 'drawBeach', seat: 0, slot: 1 });
      if (!r.ok) throw new Error(r.reason);
      const text = rumCompiled.flow.moves.get('drawBeach')!.describe!({ slot: 1 }, r.state.G, state.G);
      expect(say(text)).toBe('took the face-down card of Beach slot 2');
      expect(JSON.stringify(text)).not.toContain('blue');
    });
  });

  describe('bad input', () => {
    it('refuses malformed arguments with a clear sentence', () => {
      const s = position({ hands: [['rum-yellow-green'], []] });
      expect(core.reason(s, { type: 'startSet', seat: 0, colour: 'green' })).toMatch(/colour number/);
      expect(core.reason(s, { type: 'drawBeach', seat: 0, slot: 7 })).toMatch(/slot 0, 1 or 2/);
      const t = play(s, { type: 'startSet', colour: C.green });
      expect(core.reason(t, { type: 'addCard', seat: 0, card: 42 })).toMatch(/Rum Card/);
      expect(core.reason(t, { type: 'addCard', seat: 0, card: 'rum-blue-black' })).toMatch(/not in your hand/);
    });
  });
});

/** Draws Beach slot `slot`, steering the face-down refill to come from `pool` (the Shipwreck's contents). */
function drawBeachSteered(state: S, slot: number, pool: string[]): S {
  for (let rng = 1; rng < 5000; rng++) {
    const s = structuredClone(state);
    s.G.wreck = [...pool];
    s.ctx.rng = rng;
    const r = core.play(s, { type: 'drawBeach', seat: s.ctx.current, slot });
    if (!r.ok) throw new Error(r.reason);
    const after = r.state as S;
    if (pool.length === 1 || after.ctx.phase === 'play.tide.discard' || after.G.events.some((e) => say(e).includes('Rum Trio')) || after.G.end) return after;
  }
  throw new Error('could not steer the refill');
}

// ------------------------------------------------------------------ what reaches the other seats

/** Seeded random games through the core; `visit` sees every position and the move played from it. */
function randomGames(players: number, games: number, seed: string, visit: (before: S, move: Move) => void): void {
  for (let g = 0; g < games; g++) {
    let state = core.init({ players, seed: `${seed}-${players}-${g}` }) as S;
    const random = new Random({ rng: seedToState(`${seed}-${players}-${g}/moves`) });
    while (!core.isOver(state)) {
      const move = random.pick(core.legalMoves(state));
      visit(state, move);
      const next = core.play(state, move);
      if (!next.ok) throw new Error(`refused ${JSON.stringify(move)}: ${next.reason}`);
      state = next.state as S;
    }
  }
}

/** Fails unless a seat sees the guess exactly as it sees the real position (JSON equality). */
function expectSameView(guess: unknown, view: unknown, where: string): void {
  if (jsonEqual(guess, view) && JSON.stringify(guess) === JSON.stringify(view)) return;
  expect(guess, where).toEqual(view);
  expect(JSON.stringify(guess), `${where} (key order)`).toBe(JSON.stringify(view));
}

describe('RUM: what reaches the other seats', () => {
  it("hides a card added to a set being laid from the other seats and spectators; the mover's copy keeps it", () => {
    const before = play(position({ hands: [['rum-yellow-green', 'rum-orange-green'], ['rum-blue-black'], []] }), { type: 'startSet', colour: C.green });
    const move: Move = { type: 'addCard', seat: 0, card: 'rum-orange-green' };
    expect(core.reason(before, move)).toBeNull();
    const hidden = core.hiddenArgs(before, move);
    expect(hidden).toEqual({ keys: ['card'], seenBy: [] });
    for (const seat of [1, 2, null]) {
      const copy = core.redact(move, hidden, seat);
      expect(copy).not.toHaveProperty('card');
      expect(copy).toEqual({ type: 'addCard', seat: 0 });
    }
    expect(core.redact(move, hidden, 0)).toEqual(move);
  });

  it("hides a card discarded face down to the Shipwreck from the other seats; the mover's copy keeps it", () => {
    const before = drawWreckGetting(position({ hands: [['rum-red-orange', 'rum-red-yellow', 'rum-red-blue'], ['rum-blue-black']] }), PARROT);
    const move: Move = { type: 'discard', seat: 0, card: 'rum-red-yellow' };
    expect(core.reason(before, move)).toBeNull();
    const hidden = core.hiddenArgs(before, move);
    expect(hidden).toEqual({ keys: ['card'], seenBy: [] });
    expect(core.redact(move, hidden, 1)).toEqual({ type: 'discard', seat: 0 });
    expect(core.redact(move, hidden, null)).not.toHaveProperty('card');
    expect(core.redact(move, hidden, 0)).toEqual(move);
  });

  it('hides nothing else: draws, Captains, Beach bottles and the other moves reach every seat whole', () => {
    const types = new Set<string>();
    for (const players of [2, 3, 4]) {
      randomGames(players, 4, 'rum-hidden', (before, move) => {
        types.add(move.type);
        const hidden = core.hiddenArgs(before, move);
        if (move.type === 'addCard' || move.type === 'discard') expect(hidden).toEqual({ keys: ['card'], seenBy: [] });
        else expect(hidden, move.type).toBeNull();
      });
    }
    expect([...types].sort()).toEqual(['addBeach', 'addCard', 'cancel', 'claim', 'discard', 'done', 'drawBeach', 'drawWreck', 'startSet']);
  });

  it("guesses another seat's set being laid with as many cards, each of the set's colour and in that seat's hand", () => {
    let s = play(position({ hands: [['rum-yellow-green', 'rum-orange-green', 'rum-red-orange'], ['rum-blue-black']] }), { type: 'startSet', colour: C.green });
    s = play(play(s, { type: 'addCard', card: 'rum-yellow-green' }), { type: 'addCard', card: 'rum-orange-green' });
    const view = core.view(s, 1);
    expect(view.G.pending!.cards).toEqual(['hidden', 'hidden']);
    for (let k = 0; k < 20; k++) {
      const guess = core.determinize(view, 1, new Random({ rng: seedToState(`rum-set-${k}`) })) as S;
      const set = guess.G.pending!;
      expect(set.cards).toHaveLength(2);
      expect(new Set(set.cards).size).toBe(2);
      for (const card of set.cards) {
        expect(bottlesFor(card, C.green)).toBeGreaterThan(0);
        expect(guess.G.hands[0]).toContain(card);
      }
      expectSameView(core.view(guess, 1), view, `guess ${k}`);
    }
  });

  it("a bot's guess looks to its seat exactly like what that seat sees, in every sampled position of seeded random games", () => {
    const random = new Random({ rng: seedToState('rum-guesses') });
    let checks = 0;
    let laying = 0;
    for (const players of [2, 3, 4]) {
      randomGames(players, 12, 'rum-guess', (before) => {
        if (before.G.pending?.cards.length) laying++;
        else if (before.ctx.moves % 3 !== 0) return;
        for (let seat = 0; seat < players; seat++) {
          const view = core.view(before, seat);
          expectSameView(core.view(core.determinize(view, seat, random), seat), view, `${players} players, move ${before.ctx.moves}, seat ${seat}`);
          checks++;
        }
      });
    }
    expect(checks).toBeGreaterThan(1500);
    expect(laying).toBeGreaterThan(20);
  });
});
