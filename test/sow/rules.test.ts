/**
 * SOW rules from the rulebook, one named test per rule, and the rulebook's turn and scoring
 * examples. Positions are built directly (a state from `core.init`, then the game data set by
 * hand) so each test is exact.
 */
import { describe, expect, it } from 'vitest';
import {
  COLOURS, FAVOURITES, FLOWERS, bouquetScore, controllerOf, faceOf, flowerPoints, rowWheelbarrow, seatWheelbarrow, sowCompiled,
  type Piece, type SowState,
} from '../../machines/sow/index.js';
import { Random, jsonEqual, seedToState, type GameState, type Move } from '../../src/dsl/index.js';
import { Translator, type Lang, type Text } from '../../src/i18n/index.js';
import { translations } from '../../machines/sow/translations.js';

const { core } = sowCompiled;
/** Texts as English shows them, players by their default names. */
const en = new Translator('en', []);
/** A text in a language, players named Ana, Ben, Cy and Di. */
const say = (text: Text, lang: Lang = 'en') => new Translator(lang, [translations], (n) => ['Ana', 'Ben', 'Cy', 'Di'][n]!).render(text);
/** The move log's text of `move` played from `before`. */
function logOf(before: GameState<SowState>, move: Omit<Move, 'seat'>, lang: Lang = 'en'): { text: string; after: GameState<SowState> } {
  const after = play(before, move);
  const full = { seat: before.ctx.current, ...move } as never;
  return { text: say(sowCompiled.flow.moves.get(move.type as string)!.describe!(full, after.G, before.G), lang), after };
}
const PHASE = { take: 'play.take', sow: 'play.sow', pick: 'play.bouquet', garden: 'play.garden' } as const;

const seed = (id: string): Piece => `seed:${id}`;
const empty = (): Piece[][] => Array.from({ length: 12 }, () => []);

/** A position with the given game data (12 rows; unspecified rows empty). */
function position(G: Partial<SowState>, opts: { players?: number; current?: number } = {}): GameState<SowState> {
  const players = opts.players ?? 4;
  const state = core.init({ players, seed: 'rules' }) as GameState<SowState>;
  state.G = {
    rows: empty(), hand: [], from: -1, at: -1, step: 'take', clockwise: true, gopherUp: true, paired: false, pickFlower: null,
    favourites: [...FAVOURITES], bouquets: Array.from({ length: players }, () => []), removed: [], ...G,
  };
  state.ctx.phase = PHASE[state.G.step];
  state.ctx.current = opts.current ?? 0;
  state.ctx.active = [state.ctx.current];
  return state;
}

function play(state: GameState<SowState>, move: Omit<Move, 'seat'> & { seat?: number }): GameState<SowState> {
  const full = { seat: state.ctx.current, ...move } as Move;
  const result = core.play(state, full);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(full)}: ${result.reason}`);
  return result.state as GameState<SowState>;
}

const refused = (state: GameState<SowState>, move: Omit<Move, 'seat'> & { seat?: number }): string => {
  const result = core.play(state, { seat: state.ctx.current, ...move } as Move);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(move)}`);
  return result.reason;
};

const legal = (state: GameState<SowState>) => core.legalMoves(state).map(({ seat: _seat, ...rest }) => rest);

/** A garden that is not over: a spare row of 2 cards far away keeps the game going. */
const spare = (rows: Piece[][]): Piece[][] => {
  rows[6] = [seed('white-red-1'), seed('white-red-2')];
  return rows;
};

describe('SOW rules', () => {
  describe('the cards', () => {
    it('has 30 cards: 24 Seeds/Flowers, 4 Wheelbarrow/Favourite Colours, 2 garden cards', () => {
      expect(FLOWERS).toHaveLength(24);
      expect(new Set(FLOWERS.map((c) => c.id)).size).toBe(24);
      expect(FAVOURITES).toEqual(['favourite-red', 'favourite-white', 'favourite-blue', 'favourite-yellow']);
      const state = core.init({ players: 4, seed: 'count' }) as GameState<SowState>;
      expect(core.conserved(state).cards).toHaveLength(24 + 4 + 2);
    });

    it('gives each outer colour 6 flowers, whose centres are 2 of each other colour (Seeds match the outer portion)', () => {
      for (const outer of COLOURS) {
        const mine = FLOWERS.filter((c) => c.outer === outer);
        expect(mine).toHaveLength(6);
        for (const centre of COLOURS) expect(mine.filter((c) => c.centre === centre)).toHaveLength(centre === outer ? 0 : 2);
      }
      expect(faceOf(seed('red-blue-1'))).toBe('seed-red');
      expect(faceOf('red-blue-1')).toBe('flower-red-blue');
    });
  });

  describe('setup', () => {
    it('builds a garden of 12 rows: 2 Seeds in each of the 8 wheelbarrow rows and the 4 diagonal rows', () => {
      for (const players of [2, 3, 4]) {
        const state = core.init({ players, seed: `setup-${players}` }) as GameState<SowState>;
        const { rows } = state.G;
        expect(rows).toHaveLength(12);
        expect(rows.map((r) => r.filter((p) => p.startsWith('seed:')).length)).toEqual(Array(12).fill(2));
        expect([0, 1, 3, 4, 6, 7, 9, 10].every((r) => rowWheelbarrow(r) !== null)).toBe(true);
        expect([2, 5, 8, 11].every((r) => rowWheelbarrow(r) === null)).toBe(true);
        expect(rows.flat().filter((p) => p.startsWith('seed:')).map((p) => p.slice(5)).sort()).toEqual(FLOWERS.map((c) => c.id).sort());
        expect(state.ctx.active).toEqual([0]);
        expect(state.ctx.phase).toBe('play.take');
      }
    });

    it('puts the Windmill (clockwise side up) on a diagonal row and the Gopher (Gopher side up) on the opposite row', () => {
      for (let i = 0; i < 12; i++) {
        const { G } = core.init({ players: 4, seed: `garden-${i}` }) as GameState<SowState>;
        const mill = G.rows.findIndex((r) => r.includes('windmill'));
        const gopher = G.rows.findIndex((r) => r.includes('gopher'));
        expect([2, 5, 8, 11]).toContain(mill);
        expect(gopher).toBe((mill + 6) % 12);
        expect(G.clockwise).toBe(true);
        expect(G.gopherUp).toBe(true);
      }
    });

    it('shuffles the 4 wheelbarrows: each hides a different favourite colour', () => {
      const seen = new Set<string>();
      for (let i = 0; i < 10; i++) {
        const { G } = core.init({ players: 4, seed: `fav-${i}` }) as GameState<SowState>;
        expect([...G.favourites].sort()).toEqual([...FAVOURITES].sort());
        seen.add(G.favourites.join());
      }
      expect(seen.size).toBeGreaterThan(1);
    });

    it('seats 2 players opposite each other, and 3 players so that the start player sits across from nobody', () => {
      expect([0, 1].map((s) => seatWheelbarrow(2, s))).toEqual([0, 2]);
      expect([0, 1, 2].map((s) => seatWheelbarrow(3, s))).toEqual([0, 1, 3]);
      // Seat 0 (the start player) faces wheelbarrow 2, where nobody sits.
      expect([0, 1, 2].map((s) => seatWheelbarrow(3, s))).not.toContain(2);
      expect([0, 1, 2, 3].map((s) => seatWheelbarrow(4, s))).toEqual([0, 1, 2, 3]);
    });

    it('lets each player secretly see only the favourite colour of their own wheelbarrow', () => {
      for (const players of [2, 3, 4]) {
        const state = core.init({ players, seed: `secret-${players}` }) as GameState<SowState>;
        for (let s = 0; s < players; s++) {
          const view = core.view(state, s).G;
          const own = seatWheelbarrow(players, s);
          view.favourites.forEach((f, w) => expect(f).toBe(w === own ? state.G.favourites[w] : 'hidden'));
        }
        expect(core.view(state, null).G.favourites).toEqual(['hidden', 'hidden', 'hidden', 'hidden']);
      }
    });

    it('keeps the flowers under the Seeds hidden from everyone: a view shows only the Seeds colour', () => {
      const state = core.init({ players: 3, seed: 'hidden' }) as GameState<SowState>;
      for (const seat of [null, 0, 1, 2]) {
        const view = core.view(state, seat);
        const text = JSON.stringify(view);
        for (const c of FLOWERS) expect(text).not.toContain(c.id);
        expect(view.G.rows.map((r) => r.map(faceOf))).toEqual(state.G.rows.map((r) => r.map(faceOf)));
      }
    });
  });

  describe('A. take a row', () => {
    it('takes a row of 2 or more cards, never just 1, nor an empty row', () => {
      const rows = spare(empty());
      rows[0] = [seed('red-blue-1')];
      rows[3] = [seed('red-blue-2'), seed('blue-red-1'), 'windmill'];
      const state = position({ rows });
      expect(legal(state)).toEqual([{ type: 'take', row: 3 }, { type: 'take', row: 6 }]);
      expect(refused(state, { type: 'take', row: 0 })).toBe('Row 1 holds just 1 card: take a row of 2 or more cards, never just 1.');
      expect(refused(state, { type: 'take', row: 1 })).toBe('Row 2 holds no cards: take a row of 2 or more cards, never just 1.');
      const after = play(state, { type: 'take', row: 3 });
      expect(after.G.rows[3]).toEqual([]);
      expect(after.G.hand).toEqual(rows[3]);
      expect(after.ctx.phase).toBe('play.sow');
    });

    it('refuses malformed rows with a sentence', () => {
      const state = position({ rows: spare(empty()) });
      for (const row of [-1, 12, 1.5, 'three', null]) expect(refused(state, { type: 'take', row })).toMatch(/^Name a row from 0 to 11, not /);
    });
  });

  describe('B. redistribute', () => {
    it('sows one card in each following row in the Windmill direction (clockwise), empty rows included, in the order the player chooses', () => {
      const rows = spare(empty());
      rows[2] = [seed('red-blue-1'), seed('blue-red-1'), seed('yellow-red-1'), seed('white-red-1')];
      rows[3] = [seed('red-white-1')];
      let state = play(position({ rows }), { type: 'take', row: 2 });
      expect(legal(state)).toEqual([{ type: 'sow', face: 'seed-red' }, { type: 'sow', face: 'seed-blue' }, { type: 'sow', face: 'seed-yellow' }, { type: 'sow', face: 'seed-white' }]);
      state = play(state, { type: 'sow', face: 'seed-yellow' });
      expect(state.G.rows[3]).toEqual([seed('red-white-1'), seed('yellow-red-1')]);
      state = play(state, { type: 'sow', face: 'seed-red' });
      expect(state.G.rows[4]).toEqual([seed('red-blue-1')]);
      // Two cards left: the player chooses which is sown last.
      expect(legal(state)).toEqual([{ type: 'sowLast', face: 'seed-blue' }, { type: 'sowLast', face: 'seed-white' }]);
      state = play(state, { type: 'sowLast', face: 'seed-blue' });
      expect(state.G.rows[5]).toEqual([seed('white-red-1')]);
      expect(state.G.rows[6]).toContain('blue-red-1'); // the last card, flipped (see the Seeds rule)
      expect(state.G.rows[2]).toEqual([]);
    });

    it('sows counter-clockwise when the Windmill shows counter-clockwise', () => {
      const rows = spare(empty());
      rows[1] = [seed('red-blue-1'), seed('blue-red-1'), seed('yellow-red-1')];
      let state = play(position({ rows, clockwise: false }), { type: 'take', row: 1 });
      state = play(state, { type: 'sow', face: 'seed-red' });
      expect(state.G.rows[0]).toEqual([seed('red-blue-1')]);
      state = play(state, { type: 'sowLast', face: 'seed-yellow' });
      expect(state.G.rows[11]).toEqual([seed('blue-red-1')]);
      expect(state.G.rows[10]).toEqual(['yellow-red-1']);
    });

    it('keeps every card on the side it was taken, except the last Seeds', () => {
      const rows = spare(empty());
      rows[2] = [seed('red-blue-1'), 'blue-red-1', 'windmill', seed('yellow-red-1')];
      let state = play(position({ rows }), { type: 'take', row: 2 });
      state = play(state, { type: 'sow', face: 'flower-blue-red' });
      state = play(state, { type: 'sow', face: 'seed-red' });
      state = play(state, { type: 'sowLast', face: 'windmill' });
      expect(state.G.rows.slice(3, 7)).toEqual([['blue-red-1'], [seed('red-blue-1')], [seed('yellow-red-1')], [seed('white-red-1'), seed('white-red-2'), 'windmill']]);
    });

    it('goes all the way round, the taken row included, when 12 or more cards are taken', () => {
      const ids = FLOWERS.filter((c) => c.outer === 'red' || c.outer === 'white').slice(0, 12).map((c) => c.id);
      const rows = empty();
      rows[0] = [...ids.map(seed), 'windmill'];
      rows[5] = [seed('blue-red-1'), seed('blue-red-2')];
      let state = play(position({ rows }), { type: 'take', row: 0 });
      while (state.G.hand.length > 2) state = play(state, legal(state)[0]!);
      state = play(state, legal(state)[0]!);
      expect(state.G.rows[0]).toHaveLength(1); // the 12th card lands in the taken row
      expect(state.G.rows[1]).toHaveLength(2); // the 13th joins the 1st in the row after it
    });

    it('names a card that is not in hand, or sows out of step, with a sentence', () => {
      const rows = spare(empty());
      rows[2] = [seed('red-blue-1'), seed('blue-red-1'), seed('yellow-red-1')];
      const state = play(position({ rows }), { type: 'take', row: 2 });
      expect(refused(state, { type: 'sow', face: 'seed-white' })).toBe('You hold no "seed-white" card: you hold red seeds, blue seeds and yellow seeds.');
      expect(refused(state, { type: 'sow', face: 7 })).toMatch(/^Name the card to sow by its face/);
      expect(refused(state, { type: 'sowLast', face: 'seed-red' })).toMatch(/^You still hold 3 cards/);
      expect(refused(state, { type: 'take', row: 6 })).toMatch(/"take" is not allowed now/);
    });
  });

  describe('1) the last card placed', () => {
    it('Seeds: flips to its Flower with all other Seeds of the same colour in that row; other colours and flowers stay', () => {
      const rows = spare(empty());
      rows[0] = [seed('white-blue-1'), seed('yellow-red-1')];
      rows[2] = [seed('red-blue-1'), seed('red-white-1'), 'blue-yellow-1', seed('blue-red-1')];
      let state = play(position({ rows }), { type: 'take', row: 0 });
      state = play(state, { type: 'sowLast', face: 'seed-yellow' });
      expect(state.G.rows[1]).toEqual([seed('white-blue-1')]);
      state = play(position({ rows }), { type: 'take', row: 0 });
      state = play(state, { type: 'sowLast', face: 'seed-white' });
      expect(state.G.rows[2]).toEqual([seed('red-blue-1'), seed('red-white-1'), 'blue-yellow-1', seed('blue-red-1'), 'white-blue-1']);
      // With a red last card, every red Seeds in the row flips, the blue Seeds do not.
      const rows2 = spare(empty());
      rows2[0] = [seed('white-blue-1'), seed('red-yellow-1')];
      rows2[2] = [seed('red-blue-1'), seed('red-white-1'), 'blue-yellow-1', seed('blue-red-1')];
      state = play(position({ rows: rows2 }), { type: 'take', row: 0 });
      state = play(state, { type: 'sowLast', face: 'seed-red' });
      expect(state.G.rows[2]).toEqual(['red-blue-1', 'red-white-1', 'blue-yellow-1', seed('blue-red-1'), 'red-yellow-1']);
      expect(state.ctx.phase).toBe('play.take');
      expect(state.ctx.current).toBe(1);
    });

    it('a Flower in a diagonal row does nothing; the turn passes clockwise', () => {
      const rows = spare(empty());
      rows[0] = [seed('white-blue-1'), 'yellow-red-1'];
      rows[2] = ['red-yellow-1'];
      let state = play(position({ rows }), { type: 'take', row: 0 });
      state = play(state, { type: 'sowLast', face: 'flower-yellow-red' });
      expect(state.G.rows[2]).toEqual(['red-yellow-1', 'yellow-red-1']);
      expect(state.G.bouquets.flat()).toEqual([]);
      expect(state.ctx.current).toBe(1);
    });

    it('a Flower under a wheelbarrow: the active player chooses one of its 2 colours; every Flower of that colour in the row goes to the Controller', () => {
      const rows = spare(empty());
      rows[1] = [seed('red-blue-1'), 'blue-red-1'];
      rows[3] = ['red-white-1', 'white-yellow-1', 'blue-yellow-1', seed('red-white-2')];
      let state = play(position({ rows }), { type: 'take', row: 1 });
      state = play(state, { type: 'sowLast', face: 'flower-blue-red' });
      expect(state.G.rows[3]).toContain('blue-red-1');
      expect(state.ctx.phase).toBe('play.bouquet');
      expect(legal(state)).toEqual([{ type: 'pick', colour: 'blue' }, { type: 'pick', colour: 'red' }]);
      expect(refused(state, { type: 'pick', colour: 'white' })).toBe("Choose one of the flower's two colours: blue or red.");
      const red = play(state, { type: 'pick', colour: 'red' });
      // Row 3 lies under wheelbarrow 1: seat 1 controls it in a 4-player game, not the active seat 0.
      expect(red.G.bouquets[1]).toEqual(['red-white-1', 'blue-red-1']);
      expect(red.G.rows[3]).toEqual(['white-yellow-1', 'blue-yellow-1', seed('red-white-2')]);
      const blue = play(state, { type: 'pick', colour: 'blue' });
      expect(blue.G.bouquets[1]).toEqual(['blue-yellow-1', 'blue-red-1']);
      expect(blue.ctx.phase).toBe('play.take');
      expect(blue.ctx.current).toBe(1);
    });
  });

  describe('controllers', () => {
    it('4 players: each controls a single wheelbarrow', () => {
      for (let w = 0; w < 4; w++) for (let a = 0; a < 4; a++) expect(controllerOf(4, w, a)).toBe(w);
    });
    it('3 players: each controls their own; the active player controls the wheelbarrow nobody sits at', () => {
      for (let a = 0; a < 3; a++) expect([0, 1, 2, 3].map((w) => controllerOf(3, w, a))).toEqual([0, 1, a, 2]);
    });
    it('2 players: each controls the wheelbarrow in front of them and the one to their immediate right', () => {
      // Seat 0 sits at wheelbarrow 0, its right-hand neighbour (counter-clockwise) is wheelbarrow 3;
      // seat 1 sits at wheelbarrow 2, with wheelbarrow 1 on its right.
      for (let a = 0; a < 2; a++) expect([0, 1, 2, 3].map((w) => controllerOf(2, w, a))).toEqual([0, 1, 1, 0]);
    });
    it('3 players: a Flower picked under the empty wheelbarrow goes to the active player', () => {
      const rows = spare(empty());
      rows[5] = [seed('red-blue-1'), 'blue-red-1'];
      rows[7] = ['red-white-1'];
      rows[6] = [];
      rows[9] = [seed('white-red-1'), seed('white-red-2')];
      let state = play(position({ rows }, { players: 3, current: 2 }), { type: 'take', row: 5 });
      state = play(state, { type: 'sowLast', face: 'flower-blue-red' });
      state = play(state, { type: 'pick', colour: 'red' });
      expect(state.G.bouquets[2]).toEqual(['red-white-1', 'blue-red-1']);
    });
    it('2 and 3 players score only the favourite colour of the wheelbarrow in front of each player', () => {
      const favourites = ['favourite-blue', 'favourite-red', 'favourite-yellow', 'favourite-white'];
      const state = position({ favourites, bouquets: [['white-blue-1'], ['white-blue-2']] }, { players: 2 });
      expect(bouquetScore(state.G, 2, 0).colour).toBe('blue');
      expect(bouquetScore(state.G, 2, 1).colour).toBe('yellow');
      expect(bouquetScore(position({ favourites }, { players: 3 }).G, 3, 2).colour).toBe('white');
    });
  });

  describe('2) garden cards placed in the same row', () => {
    /** Seat 0 takes row 2 and sows the Windmill into row 3, where the Gopher lies, then a last card into row 4. */
    function meeting(last: Piece, extra: Partial<SowState> = {}) {
      const rows = spare(empty());
      rows[2] = ['windmill', last];
      rows[3] = ['gopher'];
      rows[4] = ['red-white-1', seed('red-white-2')];
      rows[10] = ['blue-white-1'];
      return play(position({ rows, ...extra }), { type: 'take', row: 2 });
    }

    it('a garden card sown into the row of the other gives a garden action, after the last card action', () => {
      let state = meeting('yellow-red-1');
      state = play(state, { type: 'sowLast', face: 'flower-yellow-red' });
      expect(state.ctx.phase).toBe('play.bouquet');
      state = play(state, { type: 'pick', colour: 'red' });
      expect(state.G.bouquets[1]).toEqual(['red-white-1', 'yellow-red-1']);
      expect(state.ctx.phase).toBe('play.garden');
      expect(state.ctx.current).toBe(0);
      expect(legal(state).map((m) => m.type)).toEqual(['windmill', ...Array(12).fill('gopher'), 'pass']);
    });

    it('Windmill: reverses the direction of sowing for every player, then flips', () => {
      let state = play(meeting(seed('yellow-red-1')), { type: 'sowLast', face: 'seed-yellow' });
      expect(state.ctx.phase).toBe('play.garden');
      state = play(state, { type: 'windmill' });
      expect(state.G.clockwise).toBe(false);
      expect(state.ctx.phase).toBe('play.take');
      expect(state.ctx.current).toBe(1);
    });

    it('Gopher: removes all Flowers of any chosen row from the game (Seeds stay), then flips to the Watering Can', () => {
      let state = play(meeting(seed('yellow-red-1')), { type: 'sowLast', face: 'seed-yellow' });
      // The last Seeds bloomed into a yellow/red flower in row 4, beside a red/white flower and red Seeds.
      expect(state.G.rows[4]).toEqual(['red-white-1', seed('red-white-2'), 'yellow-red-1']);
      state = play(state, { type: 'gopher', row: 4 });
      expect(state.G.rows[4]).toEqual([seed('red-white-2')]);
      expect(state.G.removed).toEqual(['red-white-1', 'yellow-red-1']);
      expect(state.G.gopherUp).toBe(false);
      expect(core.reason(state, { type: 'gopher', seat: 1, row: 4 })).toMatch(/is not allowed now/);
    });

    it('Watering Can: picks 1 Flower from any row into the active player\'s bouquet, then flips to the Gopher', () => {
      let state = play(meeting(seed('yellow-red-1'), { gopherUp: false }), { type: 'sowLast', face: 'seed-yellow' });
      expect(legal(state)).toEqual([
        { type: 'windmill' }, { type: 'water', row: 4, card: 'red-white-1' }, { type: 'water', row: 4, card: 'yellow-red-1' },
        { type: 'water', row: 10, card: 'blue-white-1' }, { type: 'pass' },
      ]);
      expect(refused(state, { type: 'gopher', row: 3 })).toBe('The Watering Can is face up, not the Gopher.');
      expect(refused(state, { type: 'water', row: 4, card: 'red-white-2' })).toBe('Name a Flower in row 5; "red-white-2" is not one.');
      state = play(state, { type: 'water', row: 10, card: 'blue-white-1' });
      expect(state.G.bouquets[0]).toEqual(['blue-white-1']);
      expect(state.G.rows[10]).toEqual([]);
      expect(state.G.gopherUp).toBe(true);
    });

    it('the garden action is optional', () => {
      let state = play(meeting(seed('yellow-red-1')), { type: 'sowLast', face: 'seed-yellow' });
      state = play(state, { type: 'pass' });
      expect(state.G.clockwise).toBe(true);
      expect(state.G.gopherUp).toBe(true);
      expect(state.ctx.current).toBe(1);
    });

    it('a garden card sown last that does not pair up with the other gives no action', () => {
      const rows = spare(empty());
      rows[0] = [seed('red-blue-1'), 'windmill'];
      rows[8] = ['gopher'];
      let state = play(position({ rows }), { type: 'take', row: 0 });
      state = play(state, { type: 'sowLast', face: 'windmill' });
      expect(state.ctx.phase).toBe('play.take');
      expect(state.ctx.current).toBe(1);
    });

    it('the garden cards meeting need not involve the last card', () => {
      const rows = spare(empty());
      rows[0] = ['gopher', seed('red-blue-1'), seed('blue-red-1')];
      rows[1] = ['windmill'];
      let state = play(position({ rows }), { type: 'take', row: 0 });
      state = play(state, { type: 'sow', face: 'gopher' });
      expect(state.G.paired).toBe(true);
      state = play(state, { type: 'sowLast', face: 'seed-blue' });
      expect(state.ctx.phase).toBe('play.garden');
    });
  });

  describe('the turn examples', () => {
    it('Player A takes all 3 cards of her row, sows them clockwise, and the last, Red Seeds, flips with ALL Red Seeds in that row', () => {
      const rows = spare(empty());
      rows[9] = [seed('white-blue-1'), seed('yellow-blue-1'), seed('red-blue-1')]; // row A
      rows[0] = [seed('red-yellow-1'), seed('red-white-1'), seed('blue-yellow-1')];
      let state = play(position({ rows }), { type: 'take', row: 9 });
      state = play(state, { type: 'sow', face: 'seed-white' });
      state = play(state, { type: 'sowLast', face: 'seed-red' });
      expect(state.G.rows[10]).toEqual([seed('white-blue-1')]);
      expect(state.G.rows[11]).toEqual([seed('yellow-blue-1')]);
      expect(state.G.rows[0]).toEqual(['red-yellow-1', 'red-white-1', seed('blue-yellow-1'), 'red-blue-1']);
    });

    it('Player B sows 3 cards clockwise; the last, a Red/Yellow Flower, lands under a wheelbarrow; he chooses RED and its controller takes ALL Red Flowers; the garden cards met, so he turns the Windmill: now counter-clockwise', () => {
      const rows = spare(empty());
      rows[1] = ['gopher', seed('white-blue-1'), 'red-yellow-1']; // row B, player B is seat 1
      rows[2] = ['windmill'];
      rows[4] = ['red-blue-1', 'white-red-1', 'blue-yellow-1', seed('red-white-1')];
      let state = play(position({ rows }, { current: 1 }), { type: 'take', row: 1, seat: 1 });
      state = play(state, { type: 'sow', face: 'gopher' });
      state = play(state, { type: 'sowLast', face: 'flower-red-yellow' });
      expect(state.ctx.phase).toBe('play.bouquet');
      expect(legal(state)).toEqual([{ type: 'pick', colour: 'red' }, { type: 'pick', colour: 'yellow' }]);
      state = play(state, { type: 'pick', colour: 'red' });
      // Row 4 is under wheelbarrow 1 — seat 1's own here; in a 2-player game the same row is
      // under seat 1's right-hand wheelbarrow.
      expect(state.G.bouquets[1]).toEqual(['red-blue-1', 'white-red-1', 'red-yellow-1']);
      expect(state.G.rows[4]).toEqual(['blue-yellow-1', seed('red-white-1')]);
      expect(state.ctx.phase).toBe('play.garden');
      state = play(state, { type: 'windmill' });
      expect(state.G.clockwise).toBe(false);
      // The next player now sows counter-clockwise.
      state = play(state, { type: 'take', row: 6, seat: 2 });
      state = play(state, { type: 'sowLast', face: 'seed-white' });
      expect(state.G.rows[5]).toHaveLength(1);
      expect(state.G.rows[4]).toHaveLength(3);
    });

    it('the controller of the wheelbarrow need not be the active player', () => {
      const rows = spare(empty());
      rows[8] = [seed('white-blue-1'), 'yellow-red-1'];
      rows[10] = ['red-blue-1'];
      let state = play(position({ rows }, { players: 2 }), { type: 'take', row: 8 });
      state = play(state, { type: 'sowLast', face: 'flower-yellow-red' });
      state = play(state, { type: 'pick', colour: 'red' });
      expect(state.G.bouquets).toEqual([['red-blue-1', 'yellow-red-1'], []]);
    });
  });

  describe('the move log', () => {
    it('tells each step of Player A\'s turn, the blooming Seeds by name', () => {
      const rows = spare(empty());
      rows[9] = [seed('white-blue-1'), seed('yellow-blue-1'), seed('red-blue-1')];
      rows[0] = [seed('red-yellow-1'), seed('red-white-1'), seed('blue-yellow-1')];
      let step = logOf(position({ rows }), { type: 'take', row: 9 });
      expect(step.text).toBe('took the 3 cards of row 10 to sow them clockwise');
      step = logOf(step.after, { type: 'sow', face: 'seed-white' });
      expect(step.text).toBe('sowed white seeds in row 11');
      const before = step.after;
      step = logOf(before, { type: 'sowLast', face: 'seed-red' });
      expect(step.text).toBe('sowed yellow seeds in row 12, then the last card, red seeds, in row 1: they bloom into a red/yellow flower, a red/white flower and a red/blue flower');
      expect(logOf(before, { type: 'sowLast', face: 'seed-red' }, 'es').text).toBe(
        'sembró semillas amarillas en la fila 12 y luego la última carta, semillas rojas, en la fila 1: brotan una flor roja con centro amarillo, una flor roja con centro blanco y una flor roja con centro azul',
      );
      expect(logOf(before, { type: 'sowLast', face: 'seed-red' }, 'de').text).toBe(
        'hat gelbe Samen in Reihe 12 gesät, dann die letzte Karte, rote Samen, in Reihe 1: Es blühen eine Blume in Rot mit gelber Mitte, eine Blume in Rot mit weißer Mitte und eine Blume in Rot mit blauer Mitte auf',
      );
    });

    it('tells Player B\'s turn: the garden cards meeting, the Flower under a wheelbarrow, the bouquet by the player\'s name, the Windmill', () => {
      const rows = spare(empty());
      rows[1] = ['gopher', seed('white-blue-1'), 'red-yellow-1'];
      rows[2] = ['windmill'];
      rows[4] = ['red-blue-1', 'white-red-1', 'blue-yellow-1', seed('red-white-1')];
      let step = logOf(position({ rows }, { current: 1 }), { type: 'take', row: 1 });
      step = logOf(step.after, { type: 'sow', face: 'gopher' });
      expect(step.text).toBe('sowed the Gopher/Watering Can in row 3 — the garden cards meet!');
      step = logOf(step.after, { type: 'sowLast', face: 'flower-red-yellow' });
      expect(step.text).toBe('sowed white seeds in row 4, then the last card, a red/yellow flower, in row 5 under a wheelbarrow');
      const before = step.after;
      step = logOf(before, { type: 'pick', colour: 'red' });
      expect(step.text).toBe('chose red: 3 flowers of row 5 go to the bouquet of Ben');
      expect(logOf(before, { type: 'pick', colour: 'red' }, 'fr').text).toBe('a choisi le rouge : 3 fleurs de la rangée 5 vont dans le bouquet de Ben');
      expect(logOf(before, { type: 'pick', colour: 'red' }, 'de').text).toBe('hat Rot gewählt: 3 Blumen aus Reihe 5 kommen in den Strauß von Ben');
      step = logOf(step.after, { type: 'windmill' });
      expect(step.text).toBe('used the Windmill: cards are now sown counter-clockwise');
    });

    it('gives refusals in every language, with singular and plural forms', () => {
      const state = position({ rows: spare(empty()) });
      state.G.rows[0] = [seed('red-blue-1')];
      const reason = core.refusal(state, { type: 'take', seat: 0, row: 0 });
      expect(say(reason!, 'es')).toBe('La fila 1 tiene solo 1 carta: toma una fila de 2 o más cartas, nunca de solo 1.');
      expect(say(reason!, 'fr')).toBe('La rangée 1 n’a qu’une carte : prends une rangée de 2 cartes ou plus, jamais d’une seule.');
      expect(say(reason!, 'de')).toBe('In Reihe 1 liegt nur 1 Karte: Nimm eine Reihe mit 2 oder mehr Karten, nie mit nur 1.');
    });
  });

  describe('game end and scoring', () => {
    it('ends when each row holds just 0 or 1 card, and not before', () => {
      const rows = empty();
      rows[0] = [seed('red-blue-1'), 'windmill'];
      rows[3] = ['gopher'];
      rows[7] = ['blue-red-1'];
      let state = play(position({ rows }), { type: 'take', row: 0 });
      expect(core.isOver(state)).toBe(false);
      state = play(state, { type: 'sowLast', face: 'seed-red' });
      expect(state.G.rows.map((r) => r.length)).toEqual([0, 1, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0]);
      expect(core.isOver(state)).toBe(true);
      expect(state.ctx.phase).toBe('over');
      expect(core.legalMoves(state)).toEqual([]);
      const rows2 = empty();
      rows2[0] = [seed('red-blue-1'), 'windmill'];
      rows2[1] = ['gopher'];
      state = play(play(position({ rows: rows2 }), { type: 'take', row: 0 }), { type: 'sowLast', face: 'seed-red' });
      expect(core.isOver(state)).toBe(false);
    });

    it('scores 3 for a favourite-colour centre, 2 for favourite-colour outer petals, 1 for a flower without it', () => {
      expect(flowerPoints('red-blue-1', 'blue')).toBe(3);
      expect(flowerPoints('blue-red-1', 'blue')).toBe(2);
      expect(flowerPoints('red-white-1', 'blue')).toBe(1);
    });

    it('Player A scoring example: favourite BLUE, 6 + 6 + 2 = 14 points', () => {
      const bouquet = ['red-blue-1', 'white-blue-1', 'blue-red-1', 'blue-white-1', 'blue-yellow-1', 'red-white-1', 'yellow-red-1'];
      const state = position({ favourites: ['favourite-blue', 'favourite-red', 'favourite-white', 'favourite-yellow'], bouquets: [bouquet, [], [], []] });
      const by = (p: number) => bouquet.filter((id) => flowerPoints(id, 'blue') === p).length * p;
      expect([by(3), by(2), by(1)]).toEqual([6, 6, 2]);
      expect(bouquetScore(state.G, 4, 0)).toEqual({ points: 14, favourite: 12, colour: 'blue' });
    });

    it('the most points wins; a tie goes to the most points from flowers with the favourite colour', () => {
      const favourites = ['favourite-blue', 'favourite-red', 'favourite-white', 'favourite-yellow'];
      const rows = empty();
      rows[0] = ['windmill'];
      rows[1] = ['gopher'];
      // Seat 0 (blue): 1 + 1 + 2 = 4, 2 from blue; seat 1 (red): 3 + 1 = 4, 3 from red.
      const state = position({ rows, favourites, bouquets: [['red-white-1', 'white-yellow-1', 'blue-white-1'], ['blue-red-1', 'white-yellow-2'], [], []] });
      state.ctx.over = true;
      state.ctx.phase = 'over';
      const result = core.result(state);
      expect(result.scores).toEqual([4, 4, 0, 0]);
      expect(result.winners).toEqual([1]);
      expect(en.render(result.reason)).toBe('Tied on points; the most points from flowers with the favourite colour wins.');
      state.G.bouquets[0] = ['red-blue-1', 'white-yellow-1'];
      expect(core.result(state).winners).toEqual([0, 1]);
    });

    it('shows every favourite colour once the game is over', () => {
      const state = position({ rows: empty() });
      state.ctx.over = true;
      expect(core.view(state, 0).G.favourites).toEqual(state.G.favourites);
      expect(core.view(state, null).G.favourites).toEqual(state.G.favourites);
    });
  });

  describe('bots\' guesses', () => {
    it('determinize keeps every visible card and each Seeds colour, and guesses the rest consistently', () => {
      const state = core.init({ players: 3, seed: 'det' }) as GameState<SowState>;
      const view = core.view(state, 1);
      const guess = core.determinize(view, 1, new Random({ rng: seedToState('g') })) as GameState<SowState>;
      expect(guess.G.rows.map((r) => r.map(faceOf))).toEqual(state.G.rows.map((r) => r.map(faceOf)));
      expect(guess.G.favourites[1]).toBe(state.G.favourites[1]);
      expect([...guess.G.favourites].sort()).toEqual([...FAVOURITES].sort());
      expect((core.conserved(guess).cards as string[]).sort()).toEqual((core.conserved(state).cards as string[]).sort());
    });
  });
});

// ------------------------------------------------------------------ what reaches the other seats

/** Seeded random games through the core; `visit` sees every position and the move played from it. */
function randomGames(players: number, games: number, seed: string, visit: (before: GameState<SowState>, move: Move) => void): void {
  for (let g = 0; g < games; g++) {
    let state = core.init({ players, seed: `${seed}-${players}-${g}` }) as GameState<SowState>;
    const random = new Random({ rng: seedToState(`${seed}-${players}-${g}/moves`) });
    while (!core.isOver(state)) {
      const move = random.pick(core.legalMoves(state));
      visit(state, move);
      const next = core.play(state, move);
      if (!next.ok) throw new Error(`refused ${JSON.stringify(move)}: ${next.reason}`);
      state = next.state as GameState<SowState>;
    }
  }
}

/** Fails unless a seat sees the guess exactly as it sees the real position (JSON equality). */
function expectSameView(guess: unknown, view: unknown, where: string): void {
  if (jsonEqual(guess, view) && JSON.stringify(guess) === JSON.stringify(view)) return;
  expect(guess, where).toEqual(view);
  expect(JSON.stringify(guess), `${where} (key order)`).toBe(JSON.stringify(view));
}

describe('SOW: what reaches the other seats', () => {
  it('hides no move argument: rows taken, the faces sown, colours picked and garden actions are all in plain sight', () => {
    const seen = new Set<string>();
    for (const players of [2, 3, 4]) {
      randomGames(players, 4, 'sow-hidden', (before, move) => {
        seen.add(move.type);
        const hidden = core.hiddenArgs(before, move);
        expect(hidden, move.type).toBeNull();
        for (const seat of [...Array.from({ length: players }, (_, s) => s), null]) expect(core.redact(move, hidden, seat)).toEqual(move);
      });
    }
    expect([...seen].sort()).toEqual(['gopher', 'pass', 'pick', 'sow', 'sowLast', 'take', 'water', 'windmill']);
  });

  it("a bot's guess looks to its seat exactly like what that seat sees, in every position of seeded random games", () => {
    const random = new Random({ rng: seedToState('sow-guesses') });
    let checks = 0;
    for (const players of [2, 3, 4]) {
      randomGames(players, 4, 'sow-guess', (before) => {
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
