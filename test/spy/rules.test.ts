/**
 * SPY rules from the rulebook, one named test per rule and per worked example. Positions are built
 * directly (a state from `core.init`, the bases set by hand) so each test is exact.
 */
import { describe, expect, it } from 'vitest';
import {
  baseCards,
  boxContents,
  exposureTarget,
  facedCard,
  guessBase,
  spyCompiled,
  typeOf,
  type Base,
  type CardType,
  type Facing,
  type SpyState,
} from '../../machines/spy/index.js';
import { translations } from '../../machines/spy/translations.js';
import { Random, jsonEqual, seedToState, type GameState, type Move } from '../../src/dsl/index.js';
import { Translator, type Text } from '../../src/i18n/index.js';

const { core } = spyCompiled;

/** Card ids of a colour for a list of types (the two Bomb 1s get their a/b ids in turn). */
function ids(colour: string, types: CardType[]): string[] {
  let bombs = 0;
  return types.map((t) => (t === 'bomb-1' ? `${colour}-bomb-1${bombs++ === 0 ? 'a' : 'b'}` : `${colour}-${t}`));
}

interface BaseSpec {
  types: CardType[];
  spy: number;
  facing: Facing;
  exposed?: number[];
  lit?: number[];
}

/** A position in the play phase: every base arranged as given; `current` to move. */
function position(specs: BaseSpec[], current = 0): GameState<SpyState> {
  const players = specs.length;
  let state = core.init({ players, seed: 'rules' }) as GameState<SpyState>;
  for (let s = 0; s < players; s++) state = play(state, { type: 'shuffleRest', seat: s });
  specs.forEach((spec, s) => {
    const base = state.G.bases[s]!;
    base.cards = ids(base.colour, spec.types);
    base.spy = spec.spy;
    base.facing = spec.facing;
    base.exposed = spec.types.map((_, i) => spec.exposed?.includes(i) ?? false);
    base.lit = spec.types.map((_, i) => spec.lit?.includes(i) ?? false);
    const all = [...new Set(spec.types)];
    base.maybe = spec.types.map((t, i) => (base.exposed[i] ? [t] : all.slice()));
  });
  state.ctx.current = current;
  state.ctx.active = [current];
  return state;
}

function play(state: GameState<SpyState>, move: Omit<Move, 'seat'> & { seat?: number }): GameState<SpyState> {
  const full = { seat: state.ctx.current, ...move } as Move;
  const result = core.play(state, full);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(full)}: ${result.reason}`);
  return result.state as GameState<SpyState>;
}

const refusal = (state: GameState<SpyState>, move: Omit<Move, 'seat'> & { seat?: number }) =>
  core.reason(state, { seat: state.ctx.current, ...move } as Move);

/** A text as an English table shows it, the players named Ana, Ben, Cleo and Dev. */
const english = new Translator('en', [], (s) => ['Ana', 'Ben', 'Cleo', 'Dev'][s]!);
const en = (text: Text | null | undefined) => english.render(text);

const legal = (state: GameState<SpyState>) => core.legalMoves(state).map(({ seat: _seat, ...rest }) => rest);

/** A 3–4 player base: Safe 1, Safe 2, Top Secret 1, Bomb 1, Bomb 1, Top Secret 2. */
const SIX: CardType[] = ['safe-1', 'safe-2', 'ts-1', 'bomb-1', 'bomb-1', 'ts-2'];

describe('SPY rules', () => {
  describe('components', () => {
    it('has 30 cards: 4 Spies, 8 Safes, 8 Top Secrets, 10 Bombs', () => {
      const box = boxContents();
      expect(box).toHaveLength(30);
      expect(new Set(box).size).toBe(30);
      const kind = (id: string) => (id.endsWith('-spy') ? 'spy' : typeOf(id).replace(/-\d$/, ''));
      const count = (k: string) => box.filter((id) => kind(id) === k).length;
      expect([count('spy'), count('safe'), count('ts'), count('bomb')]).toEqual([4, 8, 8, 10]);
    });

    it('only green and red hold a "Bomb 2"', () => {
      expect(boxContents().filter((id) => id.endsWith('bomb-2')).sort()).toEqual(['green-bomb-2', 'red-bomb-2']);
    });

    it('two players use only the green and red sets, with their Bomb 2 (7 cards each)', () => {
      const state = core.init({ players: 2, seed: 'two' }) as GameState<SpyState>;
      expect(state.G.bases.map((b) => b.colour)).toEqual(['green', 'red']);
      for (const b of state.G.bases) {
        expect(b.hand).toHaveLength(7);
        expect(b.hand.map(typeOf)).toContain('bomb-2');
      }
    });

    it('three and four players remove the Bomb 2 cards (6 cards each)', () => {
      for (const players of [3, 4]) {
        const state = core.init({ players, seed: 'more' }) as GameState<SpyState>;
        expect(state.G.bases.map((b) => b.colour)).toEqual(['green', 'red', 'purple', 'blue'].slice(0, players));
        for (const b of state.G.bases) {
          expect(b.hand).toHaveLength(6);
          expect(b.hand.map(typeOf)).not.toContain('bomb-2');
        }
      }
    });

    it('accepts 2 to 4 players only', () => {
      expect(() => core.init({ players: 1, seed: 'x' })).toThrow(/2–4 players/);
      expect(() => core.init({ players: 5, seed: 'x' })).toThrow(/2–4 players/);
    });
  });

  describe('setup: each player arranges a Spy Base in secret', () => {
    it('seat by seat, each player places the next card from the left, or the Spy facing a way', () => {
      let state = core.init({ players: 3, seed: 'arrange' }) as GameState<SpyState>;
      expect(state.ctx.phase).toBe('arrange');
      expect(state.ctx.active).toEqual([0]);
      expect(legal(state)).toEqual([
        { type: 'place', item: 'safe-1' }, { type: 'place', item: 'safe-2' }, { type: 'place', item: 'ts-1' },
        { type: 'place', item: 'ts-2' }, { type: 'place', item: 'bomb-1' }, { type: 'place', item: 'spy-left' },
        { type: 'place', item: 'spy-right' }, { type: 'shuffleRest' },
      ]);
      for (const item of ['ts-2', 'bomb-1', 'spy-left', 'safe-1', 'bomb-1', 'safe-2']) state = play(state, { type: 'place', item });
      expect(state.ctx.active).toEqual([0]);
      state = play(state, { type: 'place', item: 'ts-1' });
      const green = state.G.bases[0]!;
      expect(green.cards).toEqual(['green-ts-2', 'green-bomb-1a', 'green-safe-1', 'green-bomb-1b', 'green-safe-2', 'green-ts-1']);
      expect(green.spy).toBe(2); // between the second and the third card
      expect(green.facing).toBe('left');
      expect(green.hand).toEqual([]);
      expect(state.ctx.active).toEqual([1]); // the next player arranges
    });

    it('all bombs start unlit, no card is exposed', () => {
      let state = core.init({ players: 2, seed: 'unlit' }) as GameState<SpyState>;
      state = play(play(state, { type: 'shuffleRest' }), { type: 'shuffleRest' });
      for (const b of state.G.bases) {
        expect(b.lit).toEqual(b.cards.map(() => false));
        expect(b.exposed).toEqual(b.cards.map(() => false));
      }
    });

    it('a Spy placed after the last card stands at the edge, the same place as before the first card', () => {
      let state = core.init({ players: 4, seed: 'edge' }) as GameState<SpyState>;
      for (const item of ['safe-1', 'safe-2', 'ts-1', 'ts-2', 'bomb-1', 'bomb-1', 'spy-right']) state = play(state, { type: 'place', item });
      expect(state.G.bases[0]!.spy).toBe(0);
    });

    it('only your Spy is visible to opponents: your cards, placed or not, are hidden from them', () => {
      let state = core.init({ players: 3, seed: 'secret' }) as GameState<SpyState>;
      state = play(state, { type: 'place', item: 'ts-2' });
      state = play(state, { type: 'place', item: 'spy-right' });
      const other = core.view(state, 1).G.bases[0]!;
      expect(other.cards).toEqual(['hidden']);
      expect(other.hand.every((id) => id === 'hidden')).toBe(true);
      expect(other.spy).toBe(1);
      expect(other.facing).toBe('right');
      expect(core.view(state, 0).G.bases[0]!.cards).toEqual(['green-ts-2']);
    });

    it('"shuffle the rest" finishes a base at random and passes to the next player; when all are ready, seat 1 starts', () => {
      let state = core.init({ players: 2, seed: 'rest' }) as GameState<SpyState>;
      state = play(state, { type: 'place', item: 'safe-1' });
      state = play(state, { type: 'shuffleRest' });
      expect(state.G.bases[0]!.cards[0]).toBe('green-safe-1');
      expect([...state.G.bases[0]!.cards].sort()).toEqual(baseCards('green', 2).sort());
      expect(state.G.bases[0]!.spy).toBeGreaterThanOrEqual(0);
      state = play(state, { type: 'shuffleRest' });
      expect(state.ctx.phase).toBe('play.move');
      expect(state.ctx.current).toBe(0);
    });

    it('cards may not be rearranged once play begins', () => {
      const state = position([{ types: SIX, spy: 0, facing: 'right' }, { types: SIX, spy: 0, facing: 'right' }, { types: SIX, spy: 0, facing: 'right' }]);
      expect(refusal(state, { type: 'place', item: 'safe-1' })).toMatch(/not allowed now/);
      expect(refusal(state, { type: 'shuffleRest' })).toMatch(/not allowed now/);
    });
  });

  describe('the exposure order', () => {
    it('is Safe 1 → Safe 2 → Top Secret 1 → Top Secret 2, whatever the cards\' places', () => {
      const base = { cards: ids('red', ['ts-2', 'safe-2', 'ts-1', 'safe-1']), exposed: [false, false, false, false] } as Base;
      expect(exposureTarget(base)).toBe('safe-1');
      base.exposed[3] = true;
      expect(exposureTarget(base)).toBe('safe-2');
      base.exposed[1] = true;
      expect(exposureTarget(base)).toBe('ts-1');
      base.exposed[2] = true;
      expect(exposureTarget(base)).toBe('ts-2');
    });
  });

  describe('movement', () => {
    const table = (spec: Partial<BaseSpec>) => position([{ types: SIX, spy: 3, facing: 'right', ...spec }, { types: SIX, spy: 0, facing: 'left' }, { types: SIX, spy: 0, facing: 'left' }]);

    it('moves exactly the number on the faced card: 1 for Safe 1, Top Secret 1 and Bomb 1', () => {
      const state = table({ spy: 0, facing: 'right' }); // faces Safe 1
      expect(legal(state).filter((m) => m.type === 'advance' && m.dir === 'right')).toEqual([{ type: 'advance', dir: 'right', steps: 1 }]);
      expect(refusal(state, { type: 'advance', dir: 'right', steps: 2 })).toBe('The card your Spy faces that way says 1: you must move exactly 1.');
      const after = play(state, { type: 'advance', dir: 'right', steps: 1 });
      expect(after.G.bases[0]!.spy).toBe(1);
      expect(facedCard(after.G.bases[0]!.spy, after.G.bases[0]!.facing, 6)).toBe(1);
    });

    it('moves exactly 2 past a Safe 2, a Top Secret 2 or a Bomb 2 — no less', () => {
      const state = table({ spy: 1, facing: 'right' }); // faces Safe 2
      expect(legal(state).filter((m) => m.type === 'advance' && m.dir === 'right')).toEqual([{ type: 'advance', dir: 'right', steps: 2 }]);
      expect(refusal(state, { type: 'advance', dir: 'right', steps: 1 })).toMatch(/must move exactly 2/);
      expect(play(state, { type: 'advance', dir: 'right', steps: 2 }).G.bases[0]!.spy).toBe(3);
    });

    it('facing an exposed card, the player may move 1 or 2', () => {
      const state = table({ spy: 0, facing: 'right', exposed: [0] });
      expect(legal(state).filter((m) => m.type === 'advance' && m.dir === 'right')).toEqual([
        { type: 'advance', dir: 'right', steps: 1 }, { type: 'advance', dir: 'right', steps: 2 },
      ]);
      expect(play(state, { type: 'advance', dir: 'right', steps: 2 }).G.bases[0]!.spy).toBe(2);
    });

    it('may flip before moving: moving the other way goes by the card on the other side', () => {
      const state = table({ spy: 3, facing: 'right' }); // faces Bomb 1 (3); behind it Top Secret 1 (2)
      expect(legal(state).filter((m) => m.type === 'advance')).toEqual([
        { type: 'advance', dir: 'left', steps: 1 }, { type: 'advance', dir: 'right', steps: 1 },
      ]);
      const after = play(state, { type: 'advance', dir: 'left', steps: 1 });
      expect(after.G.bases[0]!.facing).toBe('left');
      expect(after.G.bases[0]!.spy).toBe(2);
    });

    it('is a loop: a Spy facing the outer edge faces the card on the opposite edge, and moves round', () => {
      const state = table({ spy: 0, facing: 'left' }); // at the edge, facing left: the last card, Top Secret 2
      expect(facedCard(0, 'left', 6)).toBe(5);
      const after = play(state, { type: 'advance', dir: 'left', steps: 2 });
      expect(after.G.bases[0]!.spy).toBe(4); // crossed Top Secret 2 and Bomb 1
    });

    it('may flip after moving, then spy', () => {
      let state = table({ spy: 0, facing: 'right' });
      state = play(state, { type: 'advance', dir: 'right', steps: 1 });
      expect(state.ctx.phase).toBe('play.flip');
      expect(legal(state).map((m) => m.type)).toEqual(['flip', 'spy', 'spy', 'pass']);
      state = play(state, { type: 'flip' });
      expect(state.G.bases[0]!.facing).toBe('left');
      expect(state.ctx.phase).toBe('play.spy');
      expect(legal(state).map((m) => m.type)).toEqual(['spy', 'spy', 'pass']);
      expect(refusal(state, { type: 'flip' })).toMatch(/not allowed now/);
    });

    it('reading: a flip is part of the Move action, so a player who does not move cannot flip', () => {
      const state = table({});
      expect(legal(state).some((m) => m.type === 'flip')).toBe(false);
      expect(refusal(state, { type: 'flip' })).toMatch(/not allowed now/);
    });

    it('declaring the number tells everyone the faced card\'s number (public notes)', () => {
      const state = play(table({ spy: 1, facing: 'right' }), { type: 'advance', dir: 'right', steps: 2 });
      expect(core.view(state, 1).G.bases[0]!.maybe[1]).toEqual(['safe-2', 'ts-2']);
    });
  });

  describe('a turn: one action, both, or none', () => {
    const table = () => position([{ types: SIX, spy: 3, facing: 'right' }, { types: SIX, spy: 0, facing: 'left' }, { types: SIX, spy: 0, facing: 'left' }]);

    it('no action: the turn passes clockwise', () => {
      const after = play(table(), { type: 'pass' });
      expect(after.ctx.current).toBe(1);
      expect(after.ctx.phase).toBe('play.move');
    });

    it('only the Move action, then end the turn', () => {
      let state = play(table(), { type: 'advance', dir: 'right', steps: 1 });
      state = play(state, { type: 'pass' });
      expect(state.ctx.current).toBe(1);
    });

    it('only the Spy action, without moving', () => {
      const after = play(table(), { type: 'spy', opponent: 2 });
      expect(after.G.last!.target).toBe(2);
      expect(after.ctx.current).toBe(1);
    });

    it('both: move, then spy; the turn ends after spying', () => {
      let state = play(table(), { type: 'advance', dir: 'right', steps: 1 });
      state = play(state, { type: 'spy', opponent: 1 });
      expect(state.ctx.current).toBe(1);
      expect(state.ctx.phase).toBe('play.move');
    });
  });

  describe('spying: the mirror position', () => {
    it('your leftmost card looks at the opponent\'s leftmost card from your view — their rightmost', () => {
      // Green faces its card 0 (leftmost); Red's card 5 (its own rightmost) answers.
      const state = position([
        { types: SIX, spy: 1, facing: 'left' },
        { types: ['safe-2', 'safe-1', 'ts-1', 'bomb-1', 'ts-2', 'bomb-1'], spy: 0, facing: 'left' },
        { types: SIX, spy: 0, facing: 'left' },
      ]);
      const after = play(state, { type: 'spy', opponent: 1 });
      expect(after.G.last!.position).toBe(5);
      expect(after.G.bases[1]!.lit[5]).toBe(true);
    });

    it('your card 2 (third from your left) looks at the opponent\'s card 3 in a base of six', () => {
      const state = position([{ types: SIX, spy: 2, facing: 'right' }, { types: SIX, spy: 0, facing: 'left' }, { types: SIX, spy: 0, facing: 'left' }]);
      expect(play(state, { type: 'spy', opponent: 2 }).G.last!.position).toBe(3);
    });

    it('only opponents still in the game can be spied on', () => {
      const state = position([{ types: SIX, spy: 2, facing: 'right' }, { types: SIX, spy: 0, facing: 'left' }, { types: SIX, spy: 0, facing: 'left' }]);
      state.G.bases[1]!.out = true;
      state.G.outOrder = [1];
      expect(legal(state).filter((m) => m.type === 'spy')).toEqual([{ type: 'spy', opponent: 2 }]);
      // The player is named (a table shows the name; the English reason says "seat 1").
      expect(en(core.refusal(state, { seat: 0, type: 'spy', opponent: 1 }))).toBe('Ben is out of the game.');
      expect(refusal(state, { type: 'spy', opponent: 1 })).toBe('seat 1 is out of the game.');
      expect(refusal(state, { type: 'spy', opponent: 0 })).toBe('You cannot spy on your own base.');
    });
  });

  describe('the four spy outcomes', () => {
    // Green faces its card 0, so it spies the opponent's card 5.
    const spyOn = (card: CardType, extra: Partial<BaseSpec> = {}) => {
      const types: CardType[] = ['safe-1', 'safe-2', 'ts-1', 'ts-2', 'bomb-1', 'bomb-1'].filter((t) => t !== card) as CardType[];
      const theirs: CardType[] = card === 'bomb-1' ? ['safe-1', 'safe-2', 'ts-1', 'ts-2', 'bomb-1', 'bomb-1'] : [...types.slice(0, 5), card];
      const state = position([{ types: SIX, spy: 0, facing: 'right' }, { types: theirs, spy: 0, facing: 'left', ...extra }, { types: SIX, spy: 0, facing: 'left' }]);
      return play(state, { type: 'spy', opponent: 1 });
    };

    it('1. a Safe that is not the Exposure Target: "It\'s a Safe", its number stays secret', () => {
      const after = spyOn('safe-2');
      expect(after.G.last!.outcome).toBe('safe');
      expect(after.G.bases[1]!.exposed[5]).toBe(false);
      const seen = core.view(after, 2).G.bases[1]!;
      expect(seen.cards[5]).toBe('hidden');
      // Everyone heard "Safe" and knows it is not the target (Safe 1): it must be Safe 2.
      expect(seen.maybe[5]).toEqual(['safe-2']);
    });

    it('1. a Top Secret that is not the Exposure Target: "It\'s a Top Secret"', () => {
      const after = spyOn('ts-2');
      expect(after.G.last!.outcome).toBe('topSecret');
      expect(after.G.bases[1]!.exposed[5]).toBe(false);
      expect(after.G.bases[1]!.out).toBe(false);
      expect(core.view(after, 0).G.bases[1]!.maybe[5]).toEqual(['ts-1', 'ts-2']);
    });

    it('2. the Exposure Target is permanently revealed to all', () => {
      const after = spyOn('safe-1');
      expect(after.G.last!.outcome).toBe('exposed');
      expect(after.G.bases[1]!.exposed[5]).toBe(true);
      expect(core.view(after, 2).G.bases[1]!.cards[5]).toBe('red-safe-1');
      expect(exposureTarget(after.G.bases[1]!)).toBe('safe-2');
    });

    it('3. an unlit Bomb: "TSSSsss", it is lit and stays secret', () => {
      const after = spyOn('bomb-1');
      expect(after.G.last!.outcome).toBe('lit');
      expect(after.G.bases[1]!.lit[5]).toBe(true);
      expect(after.G.bases[1]!.out).toBe(false);
      expect(after.G.bases[0]!.out).toBe(false);
      const seen = core.view(after, 2).G.bases[1]!;
      expect(seen.cards[5]).toBe('hidden');
      expect(seen.lit[5]).toBe(true);
    });

    it('4. a lit Bomb: shown to all, the spy is eliminated, the bomb goes back lit and hidden', () => {
      const after = spyOn('bomb-1', { lit: [5] });
      expect(after.G.last!.outcome).toBe('boom');
      expect(after.G.last!.shown).toBe('bomb-1');
      expect(after.G.bases[0]!.out).toBe(true);
      expect(after.G.bases[1]!.lit[5]).toBe(true);
      expect(core.view(after, 2).G.bases[1]!.cards[5]).toBe('hidden');
      expect(core.view(after, 2).G.bases[1]!.maybe[5]).toEqual(['bomb-1']);
    });
  });

  describe('elimination and the end', () => {
    it('a player whose Top Secret 2 is exposed is eliminated', () => {
      const state = position([
        { types: SIX, spy: 0, facing: 'right' },
        { types: ['safe-1', 'safe-2', 'ts-1', 'bomb-1', 'bomb-1', 'ts-2'], spy: 0, facing: 'left', exposed: [0, 1, 2] },
        { types: SIX, spy: 0, facing: 'left' },
      ]);
      const after = play(state, { type: 'spy', opponent: 1 });
      expect(after.G.last!.outcome).toBe('exposed');
      expect(after.G.bases[1]!.out).toBe(true);
      expect(after.ctx.current).toBe(2); // the turn skips the eliminated player
      expect(after.ctx.over).toBe(false);
    });

    it('eliminated players are skipped in the turn order', () => {
      const state = position([{ types: SIX, spy: 0, facing: 'right' }, { types: SIX, spy: 0, facing: 'left' }, { types: SIX, spy: 0, facing: 'left' }]);
      state.G.bases[1]!.out = true;
      state.G.outOrder = [1];
      expect(play(state, { type: 'pass' }).ctx.current).toBe(2);
    });

    it('the game ends when one player remains: that player wins; scores count the players outlasted', () => {
      const state = position([
        { types: SIX, spy: 0, facing: 'right' },
        { types: SIX, spy: 0, facing: 'left', lit: [5] },
        { types: SIX, spy: 0, facing: 'left' },
      ], 2);
      state.G.bases[1]!.cards = ids('red', ['safe-1', 'safe-2', 'ts-1', 'ts-2', 'bomb-1', 'bomb-1']);
      state.G.bases[0]!.out = true;
      state.G.outOrder = [0];
      // Purple (seat 2) faces its card 0, so it spies Red's card 5: the lit bomb.
      state.G.bases[2]!.spy = 1;
      state.G.bases[2]!.facing = 'left';
      const after = play(state, { type: 'spy', opponent: 1 });
      expect(after.G.last!.outcome).toBe('boom');
      expect(after.ctx.over).toBe(true);
      expect(after.ctx.phase).toBe('over');
      const result = core.result(after);
      expect({ ...result, reason: en(result.reason) }).toEqual({ scores: [0, 2, 1], winners: [1], reason: 'The last player remaining wins.' });
      // Reading: at the end every base is turned face up.
      expect(core.view(after, null).G.bases[1]!.cards).toEqual(after.G.bases[1]!.cards);
    });
  });

  describe('the worked examples', () => {
    // Green (seat 0) and Purple (seat 2) in a three-player game; cards lettered A… from Green's
    // view, so Green's A is its own card 0 and Purple's A is Purple's own rightmost card.
    const example = () =>
      position([
        // Green: Safe 1 (A), Safe 2 (B), …, Top Secret 2 at the right edge; the Spy faces it.
        { types: ['safe-1', 'safe-2', 'ts-1', 'bomb-1', 'bomb-1', 'ts-2'], spy: 5, facing: 'right' },
        { types: SIX, spy: 0, facing: 'left' },
        // Purple: an unlit Bomb 1 at its own right end (Green's "A"), a Top Secret 1 at its left end;
        // its Spy between its cards 0 and 1, facing card 1.
        { types: ['ts-1', 'safe-1', 'safe-2', 'ts-2', 'bomb-1', 'bomb-1'], spy: 1, facing: 'right' },
      ]);

    it('Example Turn 1: Green moves "2" over Top Secret 2 and round the loop over Safe 1, flips to face Safe 1 and spies Purple\'s card A, an unlit Bomb 1 — TSSSsss', () => {
      let state = example();
      // (1) facing Top Secret 2, the only movement is "2".
      expect(legal(state).filter((m) => m.type === 'advance' && m.dir === 'right')).toEqual([{ type: 'advance', dir: 'right', steps: 2 }]);
      state = play(state, { type: 'advance', dir: 'right', steps: 2 });
      // (2) crossed Top Secret 2 and, looping round, Safe 1: between Safe 1 and Safe 2.
      expect(state.G.bases[0]!.spy).toBe(1);
      // (3) flips to face Safe 1.
      state = play(state, { type: 'flip' });
      expect(facedCard(state.G.bases[0]!.spy, state.G.bases[0]!.facing, 6)).toBe(0);
      // (4) spies Purple: its card A (its own rightmost) is an unlit Bomb 1, now lit.
      state = play(state, { type: 'spy', opponent: 2 });
      expect(state.G.last).toEqual({ spier: 0, target: 2, position: 5, outcome: 'lit', shown: null, eliminated: null });
      expect(state.G.bases[2]!.lit[5]).toBe(true);
      expect(typeOf(state.G.bases[2]!.cards[5]!)).toBe('bomb-1');
      expect(state.G.bases[2]!.out).toBe(false);
      // The log says it aloud, naming no hidden card.
      const say = (type: string, args: Record<string, unknown>, after: GameState<SpyState>, before: GameState<SpyState>) =>
        en(spyCompiled.flow.moves.get(type)!.describe!(args as never, after.G, before.G));
      const start = example();
      const moved = play(start, { type: 'advance', dir: 'right', steps: 2 });
      expect(say('advance', { dir: 'right', steps: 2 }, moved, start)).toBe('declared “2” and moved the Spy across 2 cards');
      const flipped = play(moved, { type: 'flip' });
      expect(say('flip', {}, flipped, moved)).toBe('flipped the Spy');
      expect(say('spy', { opponent: 2 }, state, flipped)).toBe("spied on Cleo's card 6 (from Cleo's left): “TSSSsss…” — an unlit Bomb is now lit");
      // Everyone knows the card moved past first was a "2".
      expect(core.view(state, 2).G.bases[0]!.maybe[5]).toEqual(['safe-2', 'ts-2']);
    });

    it('Example Turn 2: Purple flips, announces "1", moves across 1 card round the loop and spies Green\'s card A — the Exposure Target, revealed for the rest of the game', () => {
      let state = example();
      state = play(state, { type: 'advance', dir: 'right', steps: 2 });
      state = play(state, { type: 'flip' });
      state = play(state, { type: 'spy', opponent: 2 });
      state = play(state, { type: 'pass' }); // Red takes no action
      expect(state.ctx.current).toBe(2);
      // Purple's Spy stands between its cards 0 and 1, facing card 1.
      expect(facedCard(state.G.bases[2]!.spy, state.G.bases[2]!.facing, 6)).toBe(1);
      // (1) flips to face the other way, toward its card 0 (a Top Secret 1); (2) announces "1".
      expect(legal(state).filter((m) => m.type === 'advance' && m.dir === 'left')).toEqual([{ type: 'advance', dir: 'left', steps: 1 }]);
      state = play(state, { type: 'advance', dir: 'left', steps: 1 });
      expect(state.G.last).toBeNull();
      // Crossing card 0 puts the Spy at the edge, facing out: it faces the card on the opposite
      // edge, Purple's own rightmost — the mirror place of Green's card A. The loop makes this possible.
      expect(state.G.bases[2]!.spy).toBe(0);
      expect(state.G.bases[2]!.facing).toBe('left');
      expect(facedCard(0, 'left', 6)).toBe(5);
      // (3) spies Green's card A (Green's own card 0): Safe 1, Green's Exposure Target.
      state = play(state, { type: 'spy', opponent: 0 });
      expect(state.G.last).toEqual({ spier: 2, target: 0, position: 0, outcome: 'exposed', shown: 'safe-1', eliminated: null });
      expect(state.G.bases[0]!.exposed[0]).toBe(true);
      for (const seat of [1, 2, null]) expect(core.view(state, seat).G.bases[0]!.cards[0]).toBe('green-safe-1');
      expect(exposureTarget(state.G.bases[0]!)).toBe('safe-2');
    });
  });

  describe('hidden information', () => {
    it('a bot\'s guess of a hidden base agrees with every public note: lit bombs, announced types and numbers', () => {
      const state = position([{ types: SIX, spy: 0, facing: 'right' }, { types: SIX, spy: 0, facing: 'left', lit: [3], exposed: [0] }, { types: SIX, spy: 0, facing: 'left' }]);
      const red = state.G.bases[1]!;
      red.maybe[3] = ['bomb-1'];
      red.maybe[1] = ['safe-2'];
      red.maybe[5] = ['ts-2', 'safe-2'];
      const view = core.view(state, 0).G.bases[1]!;
      for (let k = 0; k < 50; k++) {
        const guess = guessBase(view, 3, new Random({ rng: seedToState(`g${k}`) }));
        expect(guess.cards[0]).toBe('red-safe-1');
        expect(typeOf(guess.cards[3]!)).toBe('bomb-1');
        expect(guess.cards[1]).toBe('red-safe-2');
        expect(guess.cards[5]).toBe('red-ts-2');
        expect([...guess.cards].sort()).toEqual(baseCards('red', 3).sort());
      }
    });
  });

  describe('bad input', () => {
    const table = () => position([{ types: SIX, spy: 0, facing: 'right' }, { types: SIX, spy: 0, facing: 'left' }]);
    it('refuses malformed movement with a clear sentence', () => {
      const state = table();
      expect(refusal(state, { type: 'advance', dir: 'up', steps: 1 })).toMatch(/^Say which way the Spy moves/);
      expect(refusal(state, { type: 'advance', dir: 'right', steps: 3 })).toBe('The Spy moves 1 or 2 cards.');
      expect(refusal(state, { type: 'advance', dir: 'right', steps: '1' })).toBe('The Spy moves 1 or 2 cards.');
      expect(refusal(state, { type: 'spy', opponent: 'red' })).toBe('Name the opponent to spy on by seat number.');
      expect(refusal(state, { type: 'spy', opponent: 7 })).toBe('There is no seat 7: seats are 0 to 1.');
    });
    it('refuses a card the player does not hold while arranging', () => {
      let state = core.init({ players: 3, seed: 'bad' }) as GameState<SpyState>;
      expect(refusal(state, { type: 'place', item: 'bomb-2' })).toBe('You have no Bomb 2 left to place.');
      expect(refusal(state, { type: 'place', item: 'joker' })).toMatch(/is no card of a Spy Base/);
      expect(refusal(state, { type: 'place', item: 3 })).toMatch(/^Say which card to place next/);
      state = play(state, { type: 'place', item: 'spy-left' });
      expect(refusal(state, { type: 'place', item: 'spy-right' })).toBe('Your Spy is already in your base.');
    });
  });
});

// ------------------------------------------------------------------ what reaches the other seats

/** Seeded random games through the core; `visit` sees every position and the move played from it. */
function randomGames(players: number, games: number, seed: string, visit: (before: GameState<SpyState>, move: Move) => void): void {
  for (let g = 0; g < games; g++) {
    let state = core.init({ players, seed: `${seed}-${players}-${g}` }) as GameState<SpyState>;
    const random = new Random({ rng: seedToState(`${seed}-${players}-${g}/moves`) });
    while (!core.isOver(state)) {
      const move = random.pick(core.legalMoves(state));
      visit(state, move);
      state = play(state, move);
    }
  }
}

/** Fails unless a seat sees the guess exactly as it sees the real position (JSON equality). */
function expectSameView(guess: unknown, view: unknown, where: string): void {
  if (jsonEqual(guess, view) && JSON.stringify(guess) === JSON.stringify(view)) return;
  expect(guess, where).toEqual(view);
  expect(JSON.stringify(guess), `${where} (key order)`).toBe(JSON.stringify(view));
}

describe('SPY: what reaches the other seats', () => {
  it("hides which card is placed face down while arranging from the other seats and spectators; the mover's copy keeps it", () => {
    const before = core.init({ players: 2, seed: 'hidden-place' }) as GameState<SpyState>;
    const move: Move = { type: 'place', seat: 0, item: 'bomb-2' };
    expect(core.reason(before, move)).toBeNull();
    const hidden = core.hiddenArgs(before, move);
    expect(hidden).toEqual({ keys: ['item'], seenBy: [] });
    for (const seat of [1, null]) {
      const copy = core.redact(move, hidden, seat);
      expect(copy).not.toHaveProperty('item');
      expect(copy).toEqual({ type: 'place', seat: 0 });
    }
    expect(core.redact(move, hidden, 0)).toEqual(move);
  });

  it('shows the Spy placed while arranging to everyone, with the way it faces (the Spy is public)', () => {
    const before = core.init({ players: 3, seed: 'hidden-spy' }) as GameState<SpyState>;
    for (const item of ['spy-left', 'spy-right']) {
      const move: Move = { type: 'place', seat: 0, item };
      expect(core.reason(before, move)).toBeNull();
      expect(core.hiddenArgs(before, move)).toBeNull();
      expect(core.redact(move, core.hiddenArgs(before, move), 1)).toEqual(move);
    }
  });

  it('hides nothing else: moving, flipping, spying and passing reach every seat whole', () => {
    const types = new Set<string>();
    for (const players of [2, 3, 4]) {
      randomGames(players, 3, 'spy-hidden', (before, move) => {
        types.add(move.type);
        const hidden = core.hiddenArgs(before, move);
        const faceDown = move.type === 'place' && move.item !== 'spy-left' && move.item !== 'spy-right';
        if (faceDown) expect(hidden).toEqual({ keys: ['item'], seenBy: [] });
        else expect(hidden, `${move.type} ${String(move.item ?? '')}`).toBeNull();
      });
    }
    expect([...types].sort()).toEqual(['advance', 'flip', 'pass', 'place', 'shuffleRest', 'spy']);
  });

  it("a bot's guess looks to its seat exactly like what that seat sees, in every position of seeded random games", () => {
    const random = new Random({ rng: seedToState('spy-guesses') });
    let checks = 0;
    for (const players of [2, 3, 4]) {
      randomGames(players, 12, 'spy-guess', (before) => {
        for (let seat = 0; seat < players; seat++) {
          const view = core.view(before, seat);
          expectSameView(core.view(core.determinize(view, seat, random), seat), view, `${players} players, move ${before.ctx.moves}, seat ${seat}`);
          checks++;
        }
      });
    }
    expect(checks).toBeGreaterThan(1500);
  });
});

describe('SPY texts in other languages', () => {
  const spanish = new Translator('es', [translations], (s) => ['Ana', 'Ben', 'Cleo'][s]!);
  const german = new Translator('de', [translations], (s) => ['Ana', 'Ben', 'Cleo'][s]!);
  const describeMove = (type: string, args: Record<string, unknown>, after: GameState<SpyState>, before: GameState<SpyState>) =>
    spyCompiled.flow.moves.get(type)!.describe!(args as never, after.G, before.G);

  it('a colour agrees with its base as a whole name, and the moves say their number in the plural the language needs', () => {
    const start = core.init({ players: 3, seed: 'texts' }) as GameState<SpyState>;
    const red = play(play(start, { type: 'shuffleRest' }), { type: 'shuffleRest' });
    expect(spanish.render(describeMove('shuffleRest', {}, red, play(start, { type: 'shuffleRest' })))).toBe('barajó el resto de la Base Espía Roja; ya está lista');
    expect(german.render(describeMove('shuffleRest', {}, red, play(start, { type: 'shuffleRest' })))).toBe('hat den Rest der Spionbasis Rot gemischt; sie ist fertig');
    const position3 = position([{ types: SIX, spy: 2, facing: 'right' }, { types: SIX, spy: 0, facing: 'left' }, { types: SIX, spy: 0, facing: 'left' }]);
    // Facing card 2 (Top Secret 1): a "1".
    const moved = play(position3, { type: 'advance', dir: 'right', steps: 1 });
    expect(spanish.render(describeMove('advance', { dir: 'right', steps: 1 }, moved, position3))).toBe('anunció «1» y avanzó al espía 1 carta');
    expect(german.render(describeMove('advance', { dir: 'right', steps: 1 }, moved, position3))).toBe('hat „1“ angesagt und den Spion 1 Karte weitergezogen');
  });

  it('refusals and the result are translated, players by name', () => {
    const state = position([{ types: SIX, spy: 2, facing: 'right' }, { types: SIX, spy: 0, facing: 'left' }, { types: SIX, spy: 0, facing: 'left' }]);
    state.G.bases[1]!.out = true;
    expect(spanish.render(core.refusal(state, { seat: 0, type: 'spy', opponent: 1 }))).toBe('Ben ya está fuera de la partida.');
    expect(german.render(core.refusal(state, { seat: 0, type: 'advance', dir: 'right', steps: 2 }))).toBe('Die Karte, auf die dein Spion in diese Richtung blickt, zeigt 1: Du musst genau 1 weiterziehen.');
    expect(spanish.render(core.refusal(state, { seat: 0, type: 'advance', dir: 'right', steps: 2 }))).toBe('La carta a la que mira tu espía en esa dirección dice 1: tienes que avanzar exactamente 1.');
  });
});
