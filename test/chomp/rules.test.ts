/**
 * Chomp! rules from the rulebook, one named test per rule. Positions are built directly (a state
 * from `core.init`, then the game data set by hand) so each test is exact.
 */
import { describe, expect, it } from 'vitest';
import {
  aim, canChomp, chompCompiled, COUNTS, CREATURES, creatureOf, DECK, FOOD_CHAIN, keySlap, living, PAUSES, ROUND_LIMIT, SEQUENCE_CARDS, slip,
  type ChompState, type Creature,
} from '../../machines/chomp/index.js';
import { Random, seedToState, type GameState, type Move } from '../../src/dsl/index.js';
import { Translator } from '../../src/i18n/index.js';
import { simulateRealtime } from '../../src/testing/index.js';

const { core } = chompCompiled;
const rt = chompCompiled.def.realtime!;
const english = (text: Parameters<Translator['render']>[0]) => new Translator('en', []).render(text);

/** Hands out distinct card ids of the asked creatures (a fresh supply per position). */
function supply() {
  const used = new Set<string>();
  return (c: Creature): string => {
    const id = DECK.find((d) => creatureOf(d) === c && !used.has(d));
    if (!id) throw new Error(`no ${c} left`);
    used.add(id);
    return id;
  };
}

type Seats = { table?: (Creature | null)[]; piles?: Creature[][]; discards?: Creature[][]; pot?: { c: Creature; up: boolean }[] };

/**
 * A position: the cards each seat turned over (a round in progress when any), the piles (top
 * card last) and discard piles. Cards not placed lie in the box, so 50 cards are always there.
 */
function position(spec: Seats, opts: { players?: number; mode?: 'chain' | 'war'; twoLeft?: 'count' | 'war'; out?: number[]; round?: number } = {}): GameState<ChompState> {
  const players = opts.players ?? spec.table?.length ?? spec.piles?.length ?? 4;
  const state = core.init({ players, seed: 'rules', options: { twoLeft: opts.twoLeft ?? 'count' } }) as GameState<ChompState>;
  const id = supply();
  const table = (spec.table ?? Array(players).fill(null)).map((c) => (c === null ? null : id(c)));
  const piles = (spec.piles ?? Array.from({ length: players }, () => ['plankton', 'plankton'] as Creature[])).map((p) => p.map(id));
  const discards = (spec.discards ?? Array.from({ length: players }, () => [] as Creature[])).map((p) => p.map(id));
  const pot = (spec.pot ?? []).map((p) => ({ id: id(p.c), up: p.up }));
  const placed = new Set([...table.filter((x): x is string => x !== null), ...piles.flat(), ...discards.flat(), ...pot.map((p) => p.id)]);
  const mode = opts.mode ?? (players === 2 ? 'war' : 'chain');
  state.G = {
    mode, twoLeft: opts.twoLeft ?? 'count', piles, discards, table, slapped: Array(players).fill(false), pot,
    out: Array.from({ length: players }, (_, s) => opts.out?.includes(s) ?? false), box: DECK.filter((d) => !placed.has(d)), round: opts.round ?? 1, last: null,
  };
  const revealed = table.some((c) => c !== null);
  state.ctx.phase = `${mode}.${revealed ? (mode === 'war' ? 'frenzy' : 'slap') : 'reveal'}`;
  state.ctx.active = revealed ? table.flatMap((c, s) => (c === null ? [] : [s])) : living(state.G);
  return state;
}

function play(state: GameState<ChompState>, move: Move): GameState<ChompState> {
  const result = core.play(state, move);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(move)}: ${result.reason}`);
  return result.state as GameState<ChompState>;
}
const chomp = (seat: number, target: number): Move => ({ type: 'chomp', seat, target });
const host = (state: GameState<ChompState>, type: 'reveal' | 'settle'): Move => ({ type, seat: state.ctx.active[0]! });
const creatures = (ids: readonly string[]): Creature[] => ids.map(creatureOf).sort();
const sorted = (cs: Creature[]): Creature[] => [...cs].sort();
/** A one-line account of what a move did, as the log and the screen reader say it. */
const said = (before: GameState<ChompState>, move: Move): string => english(chompCompiled.flow.moves.get(move.type)!.describe!({ ...move } as never, play(before, move).G, before.G));

describe('Chomp! rules', () => {
  describe('the cards', () => {
    it('are 50 playing cards (PROPOSED counts) plus the two Chomp! sequence cards: 52 in the box', () => {
      expect(DECK).toHaveLength(50);
      expect(new Set(DECK).size).toBe(50);
      expect(DECK.length + SEQUENCE_CARDS).toBe(52);
      expect(COUNTS).toEqual({ plankton: 10, shrimp: 9, 'little-fish': 8, 'big-fish': 6, seal: 5, shark: 4, octopus: 4, eel: 4 });
      for (const c of CREATURES) expect(DECK.filter((d) => creatureOf(d) === c)).toHaveLength(COUNTS[c]);
    });

    it('follow the food chain: shark > seal > big fish > little fish > shrimp > plankton', () => {
      expect([...FOOD_CHAIN].reverse()).toEqual(['shark', 'seal', 'big-fish', 'little-fish', 'shrimp', 'plankton']);
    });

    it('chomp exactly what the food chain says: nothing of its own kind or higher, never an Octopus or an Eel', () => {
      const eats = (c: Creature) => CREATURES.filter((f) => canChomp(c, f));
      expect(eats('shark')).toEqual(['plankton', 'shrimp', 'little-fish', 'big-fish', 'seal']);
      expect(eats('seal')).toEqual(['plankton', 'shrimp', 'little-fish', 'big-fish']);
      expect(eats('big-fish')).toEqual(['plankton', 'shrimp', 'little-fish']);
      expect(eats('little-fish')).toEqual(['plankton', 'shrimp']);
      expect(eats('shrimp')).toEqual(['plankton']);
      expect(eats('plankton')).toEqual([]);
      expect(eats('octopus')).toEqual([]);
      expect(eats('eel')).toEqual([]);
      for (const c of CREATURES) {
        expect(canChomp(c, 'octopus')).toBe(false);
        expect(canChomp(c, 'eel')).toBe(false);
      }
    });
  });

  describe('set-up', () => {
    it.each([[2, 25, 0], [3, 16, 2], [4, 12, 2], [5, 10, 0], [6, 8, 2]])('deals %i players %i cards each, face down, the extra %i back in the box', (players, each, extra) => {
      const { G } = core.init({ players, seed: `deal-${players}` }) as GameState<ChompState>;
      for (const pile of G.piles) expect(pile).toHaveLength(each);
      expect(G.box).toHaveLength(extra);
      expect(new Set([...G.piles.flat(), ...G.box]).size).toBe(50);
    });

    it('plays the food chain with three or more, Underwater War with two', () => {
      expect(core.init({ players: 3, seed: 'm' }).ctx.phase).toBe('chain.reveal');
      expect(core.init({ players: 2, seed: 'm' }).ctx.phase).toBe('war.reveal');
    });

    it('keeps every pile face down, even to its owner ("Don\'t look!")', () => {
      const state = core.init({ players: 3, seed: 'look' }) as GameState<ChompState>;
      for (const s of [0, 1, 2, null]) {
        const view = core.view(state, s).G;
        expect(view.piles.flat().every((x) => x === 'hidden')).toBe(true);
        expect(view.box.every((x) => x === 'hidden')).toBe(true);
      }
    });
  });

  describe('a round', () => {
    it('begins with everyone turning over the top card of their pile at once (one host move)', () => {
      const before = position({ piles: [['shrimp', 'seal'], ['plankton', 'shark'], ['seal', 'big-fish']] });
      const after = play(before, host(before, 'reveal'));
      expect(after.ctx.phase).toBe('chain.slap');
      expect(after.G.table.map((id) => creatureOf(id!))).toEqual(['seal', 'shark', 'big-fish']);
      expect(after.G.piles.map((p) => p.length)).toEqual([1, 1, 1]);
      expect(core.legalMoves(before).map((m) => m.type)).toEqual(['reveal']);
    });

    it('shuffles your discard pile into a new pile when your pile runs out', () => {
      const before = position({ piles: [[], ['plankton'], ['shrimp']], discards: [['seal', 'seal', 'seal'], [], []] });
      const after = play(before, host(before, 'reveal'));
      expect(creatureOf(after.G.table[0]!)).toBe('seal');
      expect(after.G.piles[0]).toHaveLength(2);
      expect(after.G.discards[0]).toHaveLength(0);
    });

    describe('the example: a seal, a shark, a big fish and another big fish', () => {
      const example = () => position({ table: ['seal', 'shark', 'big-fish', 'big-fish'] });

      it('only the players of the seal and the shark can chomp, and they slap either big fish', () => {
        const state = example();
        const slaps = core.legalMoves(state).filter((m) => m.type === 'chomp');
        const good = slaps.filter((m) => judgeGood(state, m.seat, m.target as number)).map((m) => `${m.seat}>${String(m.target)}`);
        expect(good).toEqual(['0>2', '0>3', '1>2', '1>3']);
        // Everything else a player can slap is a bad chomp, and bad chomps do not end the round.
        for (const m of slaps.filter((x) => !judgeGood(state, x.seat, x.target as number))) expect(play(state, m).ctx.phase).toBe('chain.slap');
      });

      it('if the shark chomps first, he takes all the cards: the shark is at the top of the food chain', () => {
        const after = play(example(), chomp(1, 2));
        expect(creatures(after.G.discards[1]!)).toEqual(sorted(['seal', 'shark', 'big-fish', 'big-fish']));
        expect(after.G.discards[0]).toEqual([]);
        expect(after.G.last).toMatchObject({ outcome: 'chomp', winner: 1, target: 2, took: 4 });
        expect(after.ctx.phase).toBe('chain.reveal');
      });

      it('if the seal chomps first, she takes both big fish and her own card; the shark goes to its player\'s discard pile', () => {
        const after = play(example(), chomp(0, 3));
        expect(creatures(after.G.discards[0]!)).toEqual(sorted(['seal', 'big-fish', 'big-fish']));
        expect(creatures(after.G.discards[1]!)).toEqual(['shark']);
        expect(after.G.last).toMatchObject({ outcome: 'chomp', winner: 0, took: 3 });
      });

      it('says it for the log and the screen reader', () => {
        const state = example();
        expect(english(chompCompiled.flow.moves.get('reveal')!.describe!({ seat: 0 } as never, state.G, state.G))).toBe(
          'All cards are turned over: Seat 1: a seal, Seat 2: a shark, Seat 3: a big fish and Seat 4: a big fish. The lowest card is a big fish.',
        );
        expect(said(state, chomp(0, 3))).toBe('chomped the big fish of Seat 4 and takes 3 cards — Chomp!');
        expect(said(state, chomp(1, 2))).toBe('chomped the big fish of Seat 3 and takes 4 cards — Chomp!');
      });
    });

    it('the first good chomp ends the round: nobody can slap after it', () => {
      const after = play(position({ table: ['seal', 'shark', 'big-fish', 'big-fish'] }), chomp(0, 2));
      expect(core.reason(after, chomp(1, 2))).toMatch(/not allowed now/);
    });

    it('refuses a slap on a card that could be chomped but is not the lowest, and says which is', () => {
      const state = position({ table: ['shark', 'seal', 'shrimp'] });
      expect(core.reason(state, chomp(0, 1))).toBe('That card is not the lowest: slap the shrimp.');
      expect(core.reason(state, chomp(0, 2))).toBeNull();
    });
  });

  describe('bad chomps', () => {
    const expectBadChomp = (state: GameState<ChompState>, seat: number, target: number) => {
      const after = play(state, chomp(seat, target));
      expect(after.ctx.phase, 'a bad chomp does not end the round').toBe('chain.slap');
      expect(after.G.slapped[seat]).toBe(true);
      return after;
    };

    it('slapping a card higher on the food chain than yours is a bad chomp', () => {
      expectBadChomp(position({ table: ['seal', 'shark', 'big-fish'] }), 0, 1);
    });
    it('slapping a card the same as yours is a bad chomp (so is the lowest when it is also yours)', () => {
      expectBadChomp(position({ table: ['seal', 'shark', 'big-fish', 'big-fish'] }), 2, 3);
    });
    it('slapping your own card is a bad chomp', () => {
      expectBadChomp(position({ table: ['seal', 'shark', 'big-fish'] }), 1, 1);
    });
    it('slapping a card in an Octopus Ink Out is a bad chomp', () => {
      const state = position({ table: ['shark', 'octopus', 'plankton'] });
      expectBadChomp(state, 0, 2);
      expect(core.legalMoves(state).filter((m) => m.type === 'chomp').length).toBe(9);
    });

    it('costs the top card of your pile, face down in the middle; you slap no more this round', () => {
      const state = position({ table: ['seal', 'shark', 'big-fish'], piles: [['plankton', 'shrimp'], ['plankton'], ['plankton']] });
      const after = expectBadChomp(state, 0, 1);
      expect(after.G.pot).toEqual([{ id: state.G.piles[0]![1], up: false }]);
      expect(creatureOf(after.G.pot[0]!.id)).toBe('shrimp');
      expect(core.view(after, 0).G.pot).toEqual([{ id: 'hidden', up: false }]);
      expect(core.reason(after, chomp(0, 2))).toBe('You already slapped this round: one slap a round.');
      expect(said(state, chomp(0, 1))).toBe('slapped the shark (as high as theirs or higher) — a bad chomp! One card goes face down to the middle.');
    });

    it('the round\'s winner takes both of your cards (the one you turned over and the penalty) with the others she can chomp', () => {
      const state = position({ table: ['seal', 'shark', 'big-fish', 'big-fish'], piles: [['plankton'], ['little-fish'], ['plankton'], ['plankton']] });
      const after = play(expectBadChomp(state, 1, 1), chomp(0, 2));
      // The seal cannot chomp a shark, but the shark's player made a bad chomp: both his cards go to her.
      expect(creatures(after.G.discards[0]!)).toEqual(sorted(['seal', 'shark', 'little-fish', 'big-fish', 'big-fish']));
      expect(after.G.discards[1]).toEqual([]);
      expect(after.G.last).toMatchObject({ bad: [1], winner: 0, took: 5 });
    });

    it('with no winner that round, your cards stay in the middle and the next round\'s winner takes them', () => {
      const state = position({ table: ['seal', 'shark', 'big-fish', 'big-fish'], piles: [['plankton', 'shrimp'], ['shrimp', 'little-fish'], ['plankton', 'plankton'], ['seal', 'plankton']] });
      const ended = play(expectBadChomp(state, 2, 0), host(state, 'settle'));
      expect(creatures(ended.G.pot.map((p) => p.id))).toEqual(sorted(['plankton', 'big-fish']));
      expect(creatures(ended.G.discards[0]!)).toEqual(['seal']);
      expect(creatures(ended.G.discards[2]!)).toEqual([]);
      const next = play(ended, host(ended, 'reveal'));
      expect(next.G.table.map((id) => creatureOf(id!))).toEqual(['shrimp', 'little-fish', 'plankton', 'plankton']);
      const won = play(next, chomp(1, 3));
      // The little fish takes the shrimp, both plankton and the middle's two cards; the shark came back before.
      expect(creatures(won.G.discards[1]!)).toEqual(sorted(['shark', 'little-fish', 'shrimp', 'plankton', 'plankton', 'plankton', 'big-fish']));
      expect(won.G.pot).toEqual([]);
    });

    it('with no card left, a bad chomp costs nothing more (there is nothing to put in the middle)', () => {
      const state = position({ table: ['seal', 'shark', 'big-fish'], piles: [[], ['plankton'], ['plankton']] });
      const after = play(state, chomp(0, 0));
      expect(after.G.pot).toEqual([]);
      expect(said(state, chomp(0, 0))).toBe('slapped the seal (their own card) — a bad chomp! They have no card left to put in the middle.');
    });
  });

  describe('Electric Eel: feeding frenzy', () => {
    it('lets anyone slap any card but their own, and the first slap takes all the cards, even higher ones', () => {
      const state = position({ table: ['plankton', 'shark', 'eel', 'seal'], pot: [{ c: 'shrimp', up: false }] });
      expect(core.reason(state, chomp(0, 1))).toBeNull();
      const after = play(state, chomp(0, 1));
      expect(creatures(after.G.discards[0]!)).toEqual(sorted(['plankton', 'shark', 'eel', 'seal', 'shrimp']));
      expect(after.G.last).toMatchObject({ outcome: 'frenzy', winner: 0, took: 5 });
      expect(said(state, chomp(0, 1))).toBe('slapped the shark of Seat 2 first and takes all 5 cards — Feeding Frenzy!');
    });
    it('slapping your own card in a frenzy is a bad chomp', () => {
      const after = play(position({ table: ['plankton', 'shark', 'eel'] }), chomp(2, 2));
      expect(after.ctx.phase).toBe('chain.slap');
      expect(after.G.pot).toHaveLength(1);
    });
    it('prevails over an Octopus: both showing start a feeding frenzy', () => {
      const state = position({ table: ['octopus', 'shrimp', 'eel'] });
      const after = play(state, chomp(1, 0));
      expect(after.G.last).toMatchObject({ outcome: 'frenzy', winner: 1, took: 3 });
      expect(english(chompCompiled.flow.moves.get('reveal')!.describe!({ seat: 0 } as never, state.G, state.G))).toMatch(/An Electric Eel: Feeding Frenzy!/);
    });
    it('with nobody slapping before time is up, everyone takes back their card', () => {
      const state = position({ table: ['plankton', 'shark', 'eel'] });
      const after = play(state, host(state, 'settle'));
      expect(after.G.discards.map((d) => creatures(d))).toEqual([['plankton'], ['shark'], ['eel']]);
    });
  });

  describe('Octopus: ink out', () => {
    it('nobody can chomp; the cards are set aside; the next winner takes what she may of her round and all the ink-out cards, the rest go back', () => {
      const state = position({ table: ['shark', 'octopus', 'plankton'], piles: [['seal'], ['shark'], ['shrimp']] });
      expect(english(chompCompiled.flow.moves.get('reveal')!.describe!({ seat: 0 } as never, state.G, state.G))).toBe(
        'All cards are turned over: Seat 1: a shark, Seat 2: an octopus and Seat 3: a plankton. An Octopus: Ink Out! Nobody may chomp.',
      );
      const inked = play(state, host(state, 'settle'));
      expect(inked.G.pot.map((p) => p.up)).toEqual([true, true, true]);
      expect(inked.G.last?.outcome).toBe('ink');
      const next = play(inked, host(inked, 'reveal'));
      expect(next.G.table.map((id) => creatureOf(id!))).toEqual(['seal', 'shark', 'shrimp']);
      const won = play(next, chomp(0, 2));
      expect(creatures(won.G.discards[0]!)).toEqual(sorted(['seal', 'shrimp', 'shark', 'octopus', 'plankton']));
      expect(creatures(won.G.discards[1]!)).toEqual(['shark']);
    });
  });

  describe('breaking a tie', () => {
    it('two good chomps in the host\'s window are one tie: the cards are set aside, the next winner takes them and what she may chomp', () => {
      const state = position({ table: ['seal', 'shark', 'big-fish', 'big-fish'], piles: [['plankton'], ['little-fish'], ['shrimp'], ['shark']] });
      const moves = rt.window!.combine(state.G, state.ctx, [chomp(1, 2), chomp(0, 3)]);
      expect(moves).toEqual([{ type: 'tie', seat: 0, seats: [0, 1] }]);
      const tied = play(state, moves[0]!);
      expect(tied.G.pot).toHaveLength(4);
      expect(tied.G.last?.outcome).toBe('tie');
      expect(said(state, moves[0]!)).toBe('Seat 1 and Seat 2 chomped at the same time: a tie! The cards are set aside, and everyone plays another card.');
      const next = play(tied, host(tied, 'reveal'));
      const won = play(next, chomp(2, 0));
      // The little fish's player takes the four tie-round cards, his own shrimp and the plankton; the shark goes back.
      expect(creatures(won.G.discards[2]!)).toEqual(sorted(['seal', 'shark', 'big-fish', 'big-fish', 'shrimp', 'plankton']));
      expect(creatures(won.G.discards[3]!)).toEqual(['shark']);
    });
    it('a bad slap in the same window is still a bad chomp, applied first; one good slap wins outright', () => {
      const state = position({ table: ['seal', 'shark', 'big-fish', 'big-fish'] });
      expect(rt.window!.combine(state.G, state.ctx, [chomp(0, 2), chomp(2, 3)])).toEqual([chomp(2, 3), chomp(0, 2)]);
      expect(rt.window!.combine(state.G, state.ctx, [chomp(1, 2), chomp(0, 3), chomp(3, 3)])).toEqual([chomp(3, 3), { type: 'tie', seat: 0, seats: [0, 1] }]);
    });
    it('a tie names two or more players who could chomp, lowest seat first', () => {
      const state = position({ table: ['seal', 'shark', 'big-fish', 'big-fish'] });
      // The host sends it through the first seat in the round, like every host move.
      expect(core.legalMoves(state).filter((m) => m.type === 'tie')).toEqual([{ type: 'tie', seat: 0, seats: [0, 1] }]);
      expect(core.reason(state, { type: 'tie', seat: 1, seats: [0, 1] })).toMatch(/host/);
      expect(core.reason(state, { type: 'tie', seat: 0, seats: [1, 0] })).toMatch(/lowest seat first/);
      expect(core.reason(state, { type: 'tie', seat: 0, seats: [0, 2] })).toBe('Only players who could chomp now can tie.');
    });
  });

  describe('washed up and the end', () => {
    it('a player whose cards are all chomped up is washed up and out of the game', () => {
      const state = position({ table: ['shark', 'plankton', 'shrimp', 'seal'], piles: [['seal'], [], ['shrimp'], ['shrimp']] });
      const after = play(state, chomp(0, 1));
      expect(after.G.out).toEqual([false, true, false, false]);
      expect(after.G.last?.washedUp).toEqual([1]);
      expect(said(state, chomp(0, 1))).toBe('chomped the plankton of Seat 2 and takes 4 cards — Chomp! Seat 2 is washed up.');
      const next = play(after, host(after, 'reveal'));
      expect(next.G.table[1]).toBeNull();
    });

    it('with two left, counting the cards: the one with more cards wins', () => {
      const state = position({ table: ['shark', 'plankton', 'shrimp'], piles: [['seal'], [], ['shrimp']] });
      const after = play(state, chomp(0, 1));
      expect(after.ctx.over).toBe(true);
      expect(core.result(after)).toMatchObject({ scores: [4, 0, 1], winners: [0] });
      expect(english(core.result(after).reason!)).toBe('Two players are left: the one with more cards wins.');
    });

    it('with two left and the option, the two switch to Underwater War', () => {
      const state = position({ table: ['shark', 'plankton', 'shrimp'], piles: [['seal'], [], ['shrimp']] }, { twoLeft: 'war' });
      const after = play(state, chomp(0, 1));
      expect(after.ctx.phase).toBe('war.reveal');
      expect(after.G.mode).toBe('war');
    });

    it('when only one player is left, she wins and takes what lies in the middle', () => {
      const state = position({ table: ['shark', 'seal', 'shrimp'], piles: [['seal'], [], []] });
      const after = play(state, { type: 'tie', seat: 0, seats: [0, 1] });
      expect(after.ctx.over).toBe(true);
      expect(after.G.pot).toEqual([]);
      expect(creatures(after.G.discards[0]!)).toEqual(sorted(['shark', 'seal', 'shrimp']));
      expect(core.result(after)).toMatchObject({ winners: [0], scores: [4, 0, 0] });
    });

    it(`ends after ${ROUND_LIMIT} rounds: the most cards wins`, () => {
      const state = position({ table: ['shark', 'plankton', 'shrimp', 'seal'], piles: [['seal'], ['seal'], ['shrimp'], ['shrimp']] }, { round: ROUND_LIMIT });
      const after = play(state, chomp(0, 1));
      expect(after.ctx.over).toBe(true);
      expect(english(core.result(after).reason!)).toBe('Time is up: the most cards wins.');
    });
  });

  describe('2-player Underwater War', () => {
    const war = (a: Creature[], b: Creature[], pot: { c: Creature; up: boolean }[] = []) => position({ piles: [a, b], pot }, { players: 2 });

    it('the card higher on the food chain takes the cards', () => {
      const state = war(['plankton', 'seal'], ['plankton', 'shark']);
      const after = play(state, host(state, 'reveal'));
      expect(creatures(after.G.discards[1]!)).toEqual(sorted(['seal', 'shark']));
      expect(after.ctx.phase).toBe('war.reveal');
      expect(said(state, host(state, 'reveal'))).toBe('All cards are turned over: Seat 1: a seal and Seat 2: a shark. Seat 2 is higher and takes 2 cards.');
    });

    it('in a tie each places 2 cards face down and 1 face up; the face-up card higher takes all the cards', () => {
      const state = war(['shark', 'plankton', 'plankton', 'seal'], ['shrimp', 'plankton', 'plankton', 'seal']);
      const tied = play(state, host(state, 'reveal'));
      expect(tied.G.pot.map((p) => p.up)).toEqual([true, true, false, false, false, false]);
      expect(tied.G.last?.outcome).toBe('war-tie');
      const after = play(tied, host(tied, 'reveal'));
      expect(after.G.discards[0]).toHaveLength(8);
      expect(after.G.pot).toEqual([]);
    });

    it('in a tie a player with few cards keeps one to turn over', () => {
      const state = war(['shark', 'seal'], ['shrimp', 'plankton', 'plankton', 'seal']);
      const tied = play(state, host(state, 'reveal'));
      expect(tied.G.piles[0]).toHaveLength(1);
      expect(tied.G.pot.filter((p) => !p.up)).toHaveLength(2);
    });

    it('an Electric Eel: the first to slap the Eel takes the cards', () => {
      const state = war(['plankton', 'eel'], ['plankton', 'shark']);
      const shown = play(state, host(state, 'reveal'));
      expect(shown.ctx.phase).toBe('war.frenzy');
      expect(core.reason(shown, chomp(1, 1))).toBe('Slap the Electric Eel!');
      const after = play(shown, chomp(1, 0));
      expect(creatures(after.G.discards[1]!)).toEqual(sorted(['eel', 'shark']));
      expect(rt.window!.combine(shown.G, shown.ctx, [chomp(0, 0), chomp(1, 0)])).toEqual([chomp(0, 0)]);
    });

    it('an Octopus: each turns over the next card, and the higher takes all the cards', () => {
      const state = war(['shrimp', 'octopus'], ['plankton', 'shark']);
      const inked = play(state, host(state, 'reveal'));
      expect(inked.G.last?.outcome).toBe('octopus');
      const after = play(inked, host(inked, 'reveal'));
      expect(creatures(after.G.discards[0]!)).toEqual(sorted(['octopus', 'shark', 'shrimp', 'plankton']));
    });

    it('Eel and Octopus together: the Eel prevails', () => {
      const state = war(['plankton', 'eel'], ['plankton', 'octopus']);
      expect(play(state, host(state, 'reveal')).ctx.phase).toBe('war.frenzy');
    });

    it('the game ends when one player has all the cards', () => {
      const state = war(['seal'], ['plankton', 'shark']);
      const after = play(state, host(state, 'reveal'));
      expect(after.ctx.over).toBe(true);
      expect(core.result(after)).toMatchObject({ winners: [1], scores: [0, 3] });
    });
  });

  describe('the host and the bots', () => {
    const r = () => new Random({ rng: seedToState('aim') });
    it('reveals after a pause, and calls time longer when someone could chomp than when nobody can', () => {
      const start = position({});
      expect(rt.host!(start.G, start.ctx)).toEqual({ move: { type: 'reveal', seat: 0 }, after: PAUSES.firstReveal });
      const able = position({ table: ['seal', 'shark', 'big-fish'] });
      expect(rt.host!(able.G, able.ctx)).toEqual({ move: { type: 'settle', seat: 0 }, after: PAUSES.chompable });
      const ink = position({ table: ['seal', 'octopus', 'big-fish'] });
      expect(rt.host!(ink.G, ink.ctx)?.after).toBe(PAUSES.nothingToChomp);
    });

    it('a sharp player slaps the lowest card when she may, and nothing in an ink out; a slip is a bad chomp', () => {
      const state = position({ table: ['seal', 'shark', 'big-fish', 'big-fish'] });
      const view = (s: number) => core.view(state, s);
      expect([2, 3]).toContain(aim(view(0), 0, r())!.target);
      expect(aim(view(2), 2, r())).toBeNull();
      const s = slip(view(2), 2, r())!;
      expect(judgeGood(state, 2, s.target as number)).toBe(false);
      const ink = position({ table: ['seal', 'octopus', 'big-fish'] });
      expect(aim(core.view(ink, 0), 0, r())).toBeNull();
    });

    it('a person\'s key slaps the lowest card that is not theirs (a bad chomp when it is as low as theirs)', () => {
      const state = position({ table: ['seal', 'shark', 'big-fish', 'plankton'] });
      expect(keySlap(core.view(state, 0), 0)).toEqual(chomp(0, 3));
      expect(keySlap(core.view(state, 3), 3)).toEqual(chomp(3, 2));
      const frenzy = position({ table: ['eel', 'shark', 'big-fish'] });
      expect(keySlap(core.view(frenzy, 0), 0)).toEqual(chomp(0, 1));
      expect(keySlap(core.view(frenzy, 1), 1)).toEqual(chomp(1, 0));
    });

    it.each([[3, 'count'], [4, 'war'], [2, 'count']] as const)('a whole game of bots with %i players (%s) ends on the virtual clock', (players, twoLeft) => {
      const game = simulateRealtime(chompCompiled, { players, seed: `end-${players}`, levels: ['hard', 'easy', 'medium', 'easy'].slice(0, players) as never, options: { twoLeft } });
      expect(game.state.ctx.over).toBe(true);
      expect(game.result.winners.length).toBeGreaterThan(0);
      expect(game.by.host).toBeGreaterThan(0);
    });
  });
});

/** Whether a slap is a good chomp, by the rulebook's words rather than the rules' helper. */
function judgeGood(state: GameState<ChompState>, seat: number, target: number): boolean {
  const cards = state.G.table.map((id) => (id === null ? null : creatureOf(id)));
  if (cards.includes('eel')) return seat !== target;
  if (cards.includes('octopus') || seat === target) return false;
  const mine = cards[seat]!;
  const food = cards[target]!;
  const lowest = Math.min(...cards.filter((c): c is Creature => c !== null).map((c) => FOOD_CHAIN.indexOf(c as never)));
  return canChomp(mine, food) && FOOD_CHAIN.indexOf(food as never) === lowest;
}
