/**
 * BOO rules from the rulebook, one named test per rule and per worked example. Positions are built
 * directly (a state from `core.init`, then the game data set by hand) so each test is exact.
 */
import { describe, expect, it } from 'vitest';
import {
  booCompiled,
  cardDef,
  CARDS,
  GATE_CODES,
  sectionAt,
  facingVector,
  occupancy,
  sight,
  score,
  type BooState,
  type Held,
  type Placed,
} from '../../machines/boo/index.js';
import { Random, jsonEqual, seedToState, type GameState, type Move } from '../../src/dsl/index.js';
import { Translator, type Lang, type Text } from '../../src/i18n/index.js';
import { translations } from '../../machines/boo/translations.js';

const { core } = booCompiled;

/** A text in a language, players named Ana and Ben. */
const say = (text: Text, lang: Lang = 'en') => new Translator(lang, [translations], (n) => ['Ana', 'Ben'][n]!).render(text);

const put = (id: string, x: number, y: number, rot: 0 | 1 | 2 | 3, side: 0 | 1 = 0): Placed => ({ id, x, y, rot, side });

/** A position with the given graveyard, hands and decks; seat `current` to act. */
function position(board: Placed[], opts: { current?: number; hands?: (string | null)[]; decks?: string[][]; held?: Held | null } = {}): GameState<BooState> {
  const state = core.init({ players: 2, seed: 'rules' }) as GameState<BooState>;
  state.G = { board, decks: opts.decks ?? [[], []], hands: opts.hands ?? [null, null], held: opts.held ?? null, active: null, pending: [], flipped: [], scared: [] };
  state.ctx.current = opts.current ?? 0;
  state.ctx.active = [state.ctx.current];
  state.ctx.phase = state.G.held ? 'play.lay' : 'play.hold';
  return state;
}

function play(state: GameState<BooState>, move: Omit<Move, 'seat'> & { seat?: number }): GameState<BooState> {
  const full = { seat: state.ctx.current, ...move } as Move;
  const result = core.play(state, full);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(full)}: ${result.reason}`);
  return result.state as GameState<BooState>;
}

/** The move log's text of `move` played from `before`, and the state after it. */
function logOf(before: GameState<BooState>, move: Omit<Move, 'seat'>, lang: Lang = 'en'): { text: string; after: GameState<BooState> } {
  const after = play(before, move);
  const full = { seat: before.ctx.current, ...move } as never;
  return { text: say(booCompiled.flow.moves.get(move.type as string)!.describe!(full, after.G, before.G), lang), after };
}

const legal = (state: GameState<BooState>) => core.legalMoves(state).map(({ seat: _seat, ...rest }) => rest);

/** What shows at a cell: "B→", "W↑", "T" (tombstone), "E" (empty section) or "." (a void). */
function at(G: Readonly<BooState>, x: number, y: number): string {
  const hit = occupancy(G.board).at.get((x + 2048) * 4096 + (y + 2048));
  if (!hit) return '.';
  const s = sectionAt(G.board[hit.card]!, hit.cell);
  if (s.kind === 'tomb') return 'T';
  if (s.kind === 'empty') return 'E';
  const [dx, dy] = facingVector(G.board[hit.card]!.rot, s.facing);
  return `${s.colour === 'black' ? 'B' : 'W'}${dx === 1 ? '→' : dx === -1 ? '←' : dy === 1 ? '↓' : '↑'}`;
}

/** Example Turn 1 and 2 of the rulebook, drawn as one graveyard (see the test for the story). */
function exampleBoard(): Placed[] {
  return [
    put('w03', 3, -2, 1), //            (3,-2) W←, (3,-1) T, (3,0) W→: the white ghost across the void
    put('b11', 1, 2, 0), //             (1,2) B↓, (2,2) E, (3,2) W↓: the first black ghost on the bottom row
    put('b10', 5, 1, 1), //             (5,1) T, (5,2) B→, (5,3) T: a black ghost further along the bottom row
    put('w02', 6, -4, 1), //            (6,-2) W←: for turn 2, a white ghost facing back
    put('w06', 6, 0, 0), //             (6,0) W↓: for turn 2, a white ghost to scare
  ];
}

describe('BOO rules', () => {
  describe('components', () => {
    it('has 30 cards: 12 black-lined and 12 white-lined ghost cards and 6 Graveyard Gate cards', () => {
      expect(CARDS).toHaveLength(30);
      expect(new Set(CARDS.map((c) => c.id)).size).toBe(30);
      expect(CARDS.filter((c) => c.owner === 'black')).toHaveLength(12);
      expect(CARDS.filter((c) => c.owner === 'white')).toHaveLength(12);
      expect(CARDS.filter((c) => c.owner === 'gate')).toHaveLength(6);
    });

    it('gives every card 3 square sections, at most 3 ghosts, and a back with the opposite colours facing the opposite way', () => {
      for (const c of CARDS) {
        expect(c.sides[0]).toHaveLength(3);
        expect(c.sides[1]).toHaveLength(3);
        expect(c.sides[0].filter((s) => s.kind === 'ghost').length).toBeGreaterThanOrEqual(1);
        for (let i = 0; i < 3; i++) {
          const a = c.sides[0][i]!;
          const b = c.sides[1][i]!;
          if (a.kind === 'ghost' && b.kind === 'ghost') {
            expect(b.colour).not.toBe(a.colour);
            expect(b.facing).not.toBe(a.facing);
          } else expect(b).toEqual(a);
        }
      }
    });

    it('gives both players the same twelve cards with the colours swapped', () => {
      for (let i = 1; i <= 12; i++) {
        const n = String(i).padStart(2, '0');
        expect(cardDef(`w${n}`).sides[0]).toEqual(cardDef(`b${n}`).sides[1].map((s, k) => (s.kind === 'ghost' ? { ...s, facing: cardDef(`b${n}`).sides[0][k]!.kind === 'ghost' ? (cardDef(`b${n}`).sides[0][k] as { facing: string }).facing : s.facing } : s)));
      }
    });
  });

  describe('setup', () => {
    it('builds the Graveyard Gate exactly, face up: 6 black and 6 white ghosts in fixed places', () => {
      for (const seed of ['a', 'b', 'c']) {
        const state = core.init({ players: 2, seed }) as GameState<BooState>;
        const G = state.G;
        expect(G.board.map((p) => p.id)).toEqual(['g1', 'g2', 'g3', 'g4', 'g5', 'g6']);
        expect(G.board.every((p) => p.side === 0)).toBe(true);
        expect(score(G, 'black')).toBe(6);
        expect(score(G, 'white')).toBe(6);
        const rows = [-3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8];
        const drawn = [0, 1, 2, 3].map((y) => rows.map((x) => at(G, x, y)).join(' '));
        expect(drawn).toEqual([
          '. . . B↑ W↓ B↓ W↓ B↓ W↑ . . .',
          '. . . W→ . . . . B← . . .',
          '. . . T . . . . T . . .',
          'T B↓ E B← . . . . W→ E W↓ T',
        ]);
      }
      expect(GATE_CODES).toHaveLength(6);
    });

    it('gives each player a shuffled deck of their 12 cards and one card in hand; the start player (black) begins', () => {
      const a = core.init({ players: 2, seed: 'one' }) as GameState<BooState>;
      const b = core.init({ players: 2, seed: 'two' }) as GameState<BooState>;
      for (const [seat, letter] of [[0, 'b'], [1, 'w']] as const) {
        const mine = [...a.G.decks[seat]!, a.G.hands[seat]!];
        expect(mine).toHaveLength(12);
        expect(a.G.decks[seat]).toHaveLength(11);
        expect(mine.every((id) => id.startsWith(letter))).toBe(true);
      }
      expect(a.G.decks).not.toEqual(b.G.decks);
      expect(a.ctx.phase).toBe('play.hold');
      expect(a.ctx.active).toEqual([0]);
    });

    it('shows everyone the card in hand and the top card of each deck, and nobody the rest of the deck', () => {
      const state = core.init({ players: 2, seed: 'open' }) as GameState<BooState>;
      for (const seat of [null, 0, 1]) {
        const v = core.view(state, seat).G;
        expect(v.hands).toEqual(state.G.hands);
        for (const s of [0, 1]) {
          const deck = state.G.decks[s]!;
          expect(v.decks[s]![deck.length - 1]).toBe(deck[deck.length - 1]);
          expect(v.decks[s]!.slice(0, -1).every((x) => x === 'hidden')).toBe(true);
        }
      }
      expect(core.secrets(state)).toHaveLength(20);
    });
  });

  describe('placing a card', () => {
    it('offers either side of the card, turned any of four ways (2 × 4 choices)', () => {
      const state = core.init({ players: 2, seed: 'hold' }) as GameState<BooState>;
      expect(legal(state)).toHaveLength(8);
      expect(new Set(legal(state).map((m) => `${m.side}/${m.rot}`)).size).toBe(8);
      const after = play(state, { type: 'hold', rot: 1, side: 1 });
      expect(after.G.held).toEqual({ rot: 1, side: 1 });
      expect(after.ctx.phase).toBe('play.lay');
      expect(after.ctx.active).toEqual([0]);
    });

    it('Example: card A touching 1 square side and card B touching 3 are both valid placements', () => {
      // One card lying across at (0,0)–(2,0).
      const state = position([put('b10', 0, 0, 0)], { hands: ['b05', null], held: { rot: 0, side: 0 } });
      const spots = legal(state).map((m) => `${m.x},${m.y}`);
      expect(spots).toContain('3,0'); // A: end to end, 1 square side touching
      expect(spots).toContain('0,1'); // B: alongside, 3 square sides touching
      expect(spots).toContain('2,1'); // overlapping by one square: 1 side
      expect(core.reason(state, { type: 'place', seat: 0, x: 3, y: 1 })).toBe('The card must touch the square side of a card already in the graveyard.'); // corner only
      expect(core.reason(state, { type: 'place', seat: 0, x: 1, y: 0 })).toBe('A card must never cover another card: that spot is taken.');
      expect(core.reason(state, { type: 'place', seat: 0, x: 7, y: 7 })).toBe('The card must touch the square side of a card already in the graveyard.');
      expect(core.reason(state, { type: 'place', seat: 0, x: 1.5, y: 0 })).toBe('Give the cell for the card as whole numbers x and y.');
      // Every legal spot is free and touches; nothing else is listed.
      expect(new Set(spots).size).toBe(spots.length);
      // 5 above, 5 below (overlapping it by 1 to 3 squares) and 1 at each end.
      expect(spots).toHaveLength(12);
    });

    it('lays the card exactly as held: the side up and the turn chosen', () => {
      let state = position([put('b10', 0, 0, 0)], { hands: ['b04', null], decks: [['b07'], []] });
      state = play(state, { type: 'hold', rot: 3, side: 1 });
      state = play(state, { type: 'place', x: 3, y: -2 });
      // b04 front is B↑ E B↓ along the card; its back W↓ E W↑; standing and turned round, the back reads bottom to top.
      expect([at(state.G, 3, -2), at(state.G, 3, -1), at(state.G, 3, 0)]).toEqual(['W←', 'E', 'W→']);
      expect(state.G.board[1]).toEqual(put('b04', 3, -2, 3, 1));
    });
  });

  describe('lines of sight', () => {
    // An active ghost at (0,0) looking right along row 0.
    const active = put('b09', 0, 0, 1, 1); // (0,0) B→, (0,1) W←, (0,2) W→
    it('sees through empty sections, voids and ghosts of its own colour, and scares the first ghost of the other colour', () => {
      const board = [active, put('b04', 1, 0, 0), put('w07', 5, 0, 0)]; // (1,0) B↑ (2,0) E (3,0) B↓, void at (4,0), (5,0) W↑
      expect([1, 2, 3, 4, 5].map((x) => at({ board } as BooState, x, 0))).toEqual(['B↑', 'E', 'B↓', '.', 'W↑']);
      expect(sight(board, 0, 0)).toEqual({ kind: 'scare', card: 2, cell: 0 });
    });

    it('never sees through a tombstone', () => {
      const board = [active, put('b04', 1, 0, 0), put('w07', 3 + 2, 0, 2)]; // w07 turned round: (5,0) T
      expect(at({ board } as BooState, 5, 0)).toBe('T');
      expect(sight(board, 0, 0)).toEqual({ kind: 'tomb', card: 2, cell: 0 });
    });

    it('never sees through a ghost of the other colour: only the first can be scared', () => {
      const board = [active, put('w07', 1, 0, 0), put('w06', 4, 0, 0)]; // (1,0) W↑ first, (4,0) W↓ behind it
      expect(sight(board, 0, 0)).toEqual({ kind: 'scare', card: 1, cell: 0 });
    });

    it('does not scare a ghost of the other colour that faces straight back', () => {
      const board = [active, put('w01', 2, -2, 1)]; // (2,0) W← faces back at the black ghost
      expect(at({ board } as BooState, 2, 0)).toBe('W←');
      expect(sight(board, 0, 0)).toEqual({ kind: 'facing-back', card: 1, cell: 2 });
    });

    it('scares a ghost facing away or sideways', () => {
      expect(sight([active, put('w03', 2, -2, 1)], 0, 0)).toMatchObject({ kind: 'scare' }); // (2,0) W→, facing away
      expect(sight([active, put('w07', 2, 0, 0)], 0, 0)).toMatchObject({ kind: 'scare' }); // (2,0) W↑, sideways
    });

    it('sees nothing past the last card', () => {
      expect(sight([active, put('b04', 1, 0, 0)], 0, 0)).toEqual({ kind: 'nothing' });
    });
  });

  describe('scaring', () => {
    it('Example Turn 1: a black ghost scares a white ghost across a void, the bottom white ghost scares the FIRST black ghost, the middle one sees none', () => {
      // Player A (black) holds b09 back up, standing: top B→, middle W←, bottom W→.
      let state = position(exampleBoard(), { hands: ['b09', 'w01'], decks: [['b12'], ['w12']] });
      state = play(state, { type: 'hold', rot: 1, side: 1 });
      state = play(state, { type: 'place', x: 0, y: 0 });
      expect([at(state.G, 0, 0), at(state.G, 0, 1), at(state.G, 0, 2)]).toEqual(['B→', 'W←', 'W→']);
      // Two ghosts can scare, so player A chooses the order; the middle ghost is not among them.
      expect(state.ctx.phase).toBe('play.scare');
      expect(state.ctx.current).toBe(0);
      expect(legal(state)).toEqual([{ type: 'scare', cell: 0 }, { type: 'scare', cell: 2 }]);
      expect(core.reason(state, { type: 'scare', seat: 0, cell: 1 })).toBe('That ghost sees no ghost it can scare right now.');
      state = play(state, { type: 'scare', cell: 0 });
      // The white ghost across the void flipped: its card turned over in place, now a black ghost facing back.
      expect(at(state.G, 3, 0)).toBe('B←');
      expect(at(state.G, 3, -2)).toBe('B→');
      // The bottom white ghost's scare was the only one left, so it happened at once: the first
      // black ghost (1,2) flipped, not the one further along at (5,2).
      expect(at(state.G, 1, 2)).toBe('W↑');
      expect(at(state.G, 3, 2)).toBe('B↑');
      expect(at(state.G, 5, 2)).toBe('B→');
      expect(state.G.flipped).toEqual([0, 1]);
      // The turn ends by drawing: player A's hand is back to one card; player B is next.
      expect(state.G.hands[0]).toBe('b12');
      expect(state.ctx.current).toBe(1);
      expect(state.ctx.phase).toBe('play.hold');
    });

    it('Example Turn 2: the top black ghost meets a white ghost facing back, the middle one a tombstone, the bottom one flips a card', () => {
      let state = position(exampleBoard(), { hands: ['b09', 'w01'], decks: [['b12'], ['w12']] });
      state = play(state, { type: 'hold', rot: 1, side: 1 });
      state = play(state, { type: 'place', x: 0, y: 0 });
      state = play(state, { type: 'scare', cell: 0 });
      // Player B (white) lays w01 back up, standing: three black ghosts, top B→, middle B←, bottom B→.
      state = play(state, { type: 'hold', rot: 1, side: 1 });
      expect(core.legalMoves(state).some((m) => m.x === 4 && m.y === -2)).toBe(true);
      const before = state.G;
      state = play(state, { type: 'place', x: 4, y: -2 });
      expect([at(state.G, 4, -2), at(state.G, 4, -1), at(state.G, 4, 0)]).toEqual(['B→', 'B←', 'B→']);
      expect(sight(state.G.board, state.G.active!, 0)).toMatchObject({ kind: 'facing-back' });
      expect(sight(state.G.board, state.G.active!, 1)).toMatchObject({ kind: 'tomb' });
      // Only the bottom ghost scares: no choice to make, so it happens at once and the turn ends.
      expect(at(before, 6, 0)).toBe('W↓');
      expect(at(state.G, 6, 0)).toBe('B↑');
      expect(at(state.G, 6, -2)).toBe('W←');
      expect(state.G.flipped).toEqual([4]);
      expect(state.ctx.current).toBe(0);
      expect(state.G.hands[1]).toBe('w12');
    });

    it('lets the ghosts of the opponent\'s colour on the active card scare the active player\'s ghosts too', () => {
      // Black lays a card whose only ghost is white: it scares a black ghost.
      let state = position([put('w10', 1, 0, 1, 1)], { hands: ['b10', null] }); // (1,1) B← facing away
      expect(at(state.G, 1, 1)).toBe('B←');
      state = play(state, { type: 'hold', rot: 1, side: 1 }); // b10 back: T, W←, T
      state = play(state, { type: 'place', x: 2, y: 0 });
      expect(at(state.G, 2, 1)).toBe('W←');
      expect(at(state.G, 1, 1)).toBe('W→');
      expect(score(state.G, 'black')).toBe(0);
    });

    it('the active player chooses the order, and the order changes what is flipped', () => {
      // Active b01 standing, turned round: (0,0) B→, (0,1) B←, (0,2) B→. V at x=2: W→, W←, W→.
      // U at x=4: (4,0) W← (facing back along row 0), (4,2) W→.
      const board = [put('b10', -1, 0, 1), put('w01', 2, 0, 3), put('w03', 4, 0, 1)];
      const start = position(board, { hands: ['b01', null], held: { rot: 3, side: 0 } });
      const laid = play(start, { type: 'place', x: 0, y: 0 });
      expect(laid.ctx.phase).toBe('play.scare');
      expect(legal(laid)).toEqual([{ type: 'scare', cell: 0 }, { type: 'scare', cell: 2 }]);
      const topFirst = play(laid, { type: 'scare', cell: 0 });
      const bottomFirst = play(laid, { type: 'scare', cell: 2 });
      // Top first: V flips, so the bottom ghost sees through V (now black) and scares U.
      expect(topFirst.G.board.map((p) => p.side)).toEqual([0, 1, 1, 0]);
      // Bottom first: V flips, then the top ghost sees through V to U's white ghost facing back.
      expect(bottomFirst.G.board.map((p) => p.side)).toEqual([0, 1, 0, 0]);
    });

    it('a ghost that cannot scare yet must scare as soon as another scare opens its line of sight', () => {
      // Active b01 standing, turned round: (0,0) B→, (0,1) B←, (0,2) B→.
      // V at x=2: (2,0) W→ can be scared; (2,2) W← faces back at the bottom ghost, which waits.
      // U at x=4: (4,2) W→ behind V.
      const board = [put('b10', -1, 0, 1), put('w04', 2, 0, 1), put('w03', 4, 0, 1)];
      const s = position(board, { hands: ['b01', 'w05'], held: { rot: 3, side: 0 } });
      expect([at(s.G, 2, 0), at(s.G, 2, 2), at(s.G, 4, 2)]).toEqual(['W→', 'W←', 'W→']);
      const after = play(s, { type: 'place', x: 0, y: 0 });
      // No choice at any moment: the top ghost scares, V turns over, then the bottom ghost sees
      // through V (now black) and must scare U. Both happen at once and the turn ends.
      expect(after.G.flipped).toEqual([1, 2]);
      expect([at(after.G, 2, 2), at(after.G, 4, 2)]).toEqual(['B→', 'B←']);
      expect(after.ctx.phase).toBe('play.hold');
      expect(after.ctx.current).toBe(1);
    });

    it('each ghost scares at most once, so at most 3 cards flip in a turn', () => {
      // Active b01 standing, turned round: B→, B←, B→; three white targets, one per row.
      const board = [put('w07', 2, 0, 0), put('w08', 1, 2, 0), put('w06', -3, 1, 2)]; // (2,0) W↑, (2,2) W↓, (-1,1) W↑
      expect([at(position(board).G, 2, 0), at(position(board).G, 2, 2), at(position(board).G, -1, 1)]).toEqual(['W↑', 'W↓', 'W↑']);
      let state = position(board, { hands: ['b01', 'w05'], held: { rot: 3, side: 0 } });
      state = play(state, { type: 'place', x: 0, y: 0 });
      expect(legal(state)).toHaveLength(3);
      let guard = 0;
      while (state.ctx.phase === 'play.scare' && guard++ < 5) state = play(state, legal(state)[0]!);
      expect(state.G.flipped).toHaveLength(3);
      expect(new Set(state.G.flipped).size).toBe(3);
      expect(state.ctx.phase).toBe('play.hold');
    });

    it('the move log says every scare in words, a whole sentence for each outcome, in every language', () => {
      // Example Turn 1: held, laid with two ghosts to choose from, then the chosen scare and the one that followed by itself.
      let step = logOf(position(exampleBoard(), { hands: ['b09', 'w01'], decks: [['b12'], ['w12']] }), { type: 'hold', rot: 1, side: 1 });
      expect(step.text).toBe('held the card back up, standing up');
      expect(say(booCompiled.flow.moves.get('hold')!.describe!({ seat: 0, rot: 1, side: 1 } as never, step.after.G, step.after.G), 'fr')).toBe('a tenu la carte verso visible, à la verticale');
      step = logOf(step.after, { type: 'place', x: 0, y: 0 });
      expect(step.text).toBe('laid a card standing up at column 0, row 0 — several ghosts can scare, so the order is chosen');
      const choosing = step.after;
      step = logOf(choosing, { type: 'scare', cell: 0 });
      expect(step.text).toBe('let the black ghost at the top of the card scare a white ghost — then 1 more scare: 1 more card flipped over');
      expect(logOf(choosing, { type: 'scare', cell: 0 }, 'es').text).toBe('hizo que el fantasma negro de la parte de arriba de la carta asustara a un fantasma blanco; luego, 1 susto más: 1 carta volteada más');
      expect(logOf(choosing, { type: 'scare', cell: 0 }, 'de').text).toBe('hat den schwarzen Geist oben auf der Karte einen weißen Geist erschrecken lassen – danach hat noch 1 Geist erschreckt: 1 weitere Karte umgedreht');
      // Example Turn 2: one scare by itself.
      step = logOf(step.after, { type: 'hold', rot: 1, side: 1 });
      step = logOf(step.after, { type: 'place', x: 4, y: -2 });
      expect(step.text).toBe('laid a card standing up at column 4, row -2 — 1 scare: 1 card flipped over');
      expect(logOf(step.after, { type: 'hold', rot: 0, side: 0 }, 'fr').text).toBe('a tenu la carte recto visible, à l’horizontale');
      // The order chosen: the bottom ghost first, and then nobody else can scare.
      const board = [put('b10', -1, 0, 1), put('w01', 2, 0, 3), put('w03', 4, 0, 1)];
      const laid = play(position(board, { hands: ['b01', null], held: { rot: 3, side: 0 } }), { type: 'place', x: 0, y: 0 });
      expect(logOf(laid, { type: 'scare', cell: 2 }).text).toBe('let the black ghost at the bottom of the card scare a white ghost');
      expect(logOf(laid, { type: 'scare', cell: 2 }, 'fr').text).toBe('a laissé le fantôme noir en bas de la carte faire peur à un fantôme blanc');
    });

    it('offers no way to skip a scare: the scare phase has only the scare move', () => {
      const board = [put('b10', -1, 0, 1), put('w01', 2, 0, 3), put('w03', 4, 0, 1)];
      const laid = play(position(board, { hands: ['b01', null], held: { rot: 3, side: 0 } }), { type: 'place', x: 0, y: 0 });
      expect(new Set(legal(laid).map((m) => m.type))).toEqual(new Set(['scare']));
      expect(core.reason(laid, { type: 'hold', seat: 0, rot: 0, side: 0 })).toMatch(/not allowed now/);
      expect(core.reason(laid, { type: 'scare', seat: 0, cell: 5 })).toBe('Name the scaring ghost by its cell on the active card: 0, 1 or 2.');
    });

    it('flips a card in place: same cells, other side up, every ghost changing colour and direction', () => {
      const state = core.init({ players: 2, seed: 'flip' }) as GameState<BooState>;
      const before = state.G.board[2]!;
      const G = structuredClone(state.G);
      G.board[2] = { ...before, side: 1 };
      expect(G.board[2]).toMatchObject({ x: before.x, y: before.y, rot: before.rot });
      expect([at(state.G, 0, 1), at(state.G, 0, 2), at(state.G, 0, 3)]).toEqual(['W→', 'T', 'B←']);
      expect([at(G, 0, 1), at(G, 0, 2), at(G, 0, 3)]).toEqual(['B←', 'T', 'W→']);
    });
  });

  describe('turns and the end', () => {
    it('alternates turns and draws at the end of each turn; no draw once the deck is used up', () => {
      let state = core.init({ players: 2, seed: 'turns' }) as GameState<BooState>;
      const order: number[] = [];
      let turns = 0;
      while (!core.isOver(state)) {
        if (state.ctx.phase === 'play.hold') {
          order.push(state.ctx.current);
          turns++;
        }
        state = play(state, legal(state)[0]!);
      }
      expect(turns).toBe(24);
      expect(order).toEqual(Array.from({ length: 24 }, (_, i) => i % 2));
      expect(state.G.board).toHaveLength(30);
      expect(state.G.decks).toEqual([[], []]);
      expect(state.G.hands).toEqual([null, null]);
      expect(state.ctx.phase).toBe('over');
    });

    it('scores 1 point per face-up ghost of your colour; most points wins', () => {
      const state = core.init({ players: 2, seed: 'score' }) as GameState<BooState>;
      state.G.board[0]!.side = 1; // g1: B↑ W↓ B↓ becomes W B W: black 5, white 7
      state.ctx.over = true;
      state.ctx.phase = 'over';
      expect(core.result(state)).toMatchObject({ scores: [5, 7], winners: [1] });
    });

    it('breaks a tie in favour of the player who took the first turn', () => {
      const state = core.init({ players: 2, seed: 'tie' }) as GameState<BooState>;
      expect(core.result(state)).toMatchObject({ scores: [6, 6], winners: [0] });
      expect(say(core.result(state).reason!)).toMatch(/first turn/);
    });
  });
});

// ------------------------------------------------------------------ what reaches the other seats

/** Seeded random games through the core; `visit` sees every position and the move played from it. */
function randomGames(players: number, games: number, seed: string, visit: (before: GameState<BooState>, move: Move) => void): void {
  for (let g = 0; g < games; g++) {
    let state = core.init({ players, seed: `${seed}-${players}-${g}` }) as GameState<BooState>;
    const random = new Random({ rng: seedToState(`${seed}-${players}-${g}/moves`) });
    while (!core.isOver(state)) {
      const move = random.pick(core.legalMoves(state));
      visit(state, move);
      const next = core.play(state, move);
      if (!next.ok) throw new Error(`refused ${JSON.stringify(move)}: ${next.reason}`);
      state = next.state as GameState<BooState>;
    }
  }
}

/** Fails unless a seat sees the guess exactly as it sees the real position (JSON equality). */
function expectSameView(guess: unknown, view: unknown, where: string): void {
  if (jsonEqual(guess, view) && JSON.stringify(guess) === JSON.stringify(view)) return;
  expect(guess, where).toEqual(view);
  expect(JSON.stringify(guess), `${where} (key order)`).toBe(JSON.stringify(view));
}

describe('BOO: what reaches the other seats', () => {
  it('hides no move argument: how a card is held, where it is laid and which ghost scares are all in plain sight', () => {
    const seen = new Set<string>();
    for (const players of [2]) {
      randomGames(players, 6, 'boo-hidden', (before, move) => {
        seen.add(move.type);
        const hidden = core.hiddenArgs(before, move);
        expect(hidden, move.type).toBeNull();
        for (const seat of [...Array.from({ length: players }, (_, s) => s), null]) expect(core.redact(move, hidden, seat)).toEqual(move);
      });
    }
    expect([...seen].sort()).toEqual(['hold', 'place', 'scare']);
  });

  it("a bot's guess looks to its seat exactly like what that seat sees, in every position of seeded random games", () => {
    const random = new Random({ rng: seedToState('boo-guesses') });
    let checks = 0;
    for (const players of [2]) {
      randomGames(players, 20, 'boo-guess', (before) => {
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
