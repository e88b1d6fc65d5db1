/**
 * HISSS rules from the rulebook, one named test per rule. Positions are built directly (a state
 * from `core.init`, then the game data set by hand) so each test is exact.
 */
import { describe, expect, it } from 'vitest';
import { COLOURS, DECK, card, hisssCompiled, type Colour, type HisssState, type Placed } from '../../machines/hisss/index.js';
import type { GameState, Move } from '../../src/dsl/index.js';

const { core } = hisssCompiled;

/** The id of the k-th copy of the mid-section with colours a and b (in deck order). */
function mid(a: Colour, b: Colour, k = 1): string {
  const [x, y] = COLOURS.indexOf(a) < COLOURS.indexOf(b) ? [a, b] : [b, a];
  return `mid-${x}-${y}-${k}`;
}
const P = (id: string, flip = false): Placed => ({ id, flip });

/** A position with the given game data; the phase follows from whether a card is drawn. */
function position(G: Partial<HisssState>, opts: { players?: number; current?: number } = {}): GameState<HisssState> {
  const players = opts.players ?? 2;
  const state = core.init({ players, seed: 'rules' }) as GameState<HisssState>;
  state.G = { fan: ['head-red'], drawn: null, snakes: [], pits: Array.from({ length: players }, () => []), ...G };
  state.ctx.phase = state.G.drawn === null ? 'play.draw' : 'play.place';
  state.ctx.current = opts.current ?? 0;
  state.ctx.active = [state.ctx.current];
  return state;
}

function play(state: GameState<HisssState>, move: Omit<Move, 'seat'> & { seat?: number }): GameState<HisssState> {
  const full = { seat: state.ctx.current, ...move } as Move;
  const result = core.play(state, full);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(full)}: ${result.reason}`);
  return result.state as GameState<HisssState>;
}

/** Legal moves without the seat, for readable expectations. */
const legal = (state: GameState<HisssState>) => core.legalMoves(state).map(({ seat: _seat, ...rest }) => rest);

/** The colours that touch at every joint of a snake must match (wild matches anything). */
function jointsMatch(snake: Placed[]): boolean {
  const right = (p: Placed) => { const c = card(p.id); return c.kind === 'mid' ? c.colours[p.flip ? 0 : 1]! : c.colours[0]!; };
  const left = (p: Placed) => { const c = card(p.id); return c.kind === 'mid' ? c.colours[p.flip ? 1 : 0]! : c.colours[0]!; };
  return snake.every((p, i) => i === 0 || left(p) === 'wild' || right(snake[i - 1]!) === 'wild' || left(p) === right(snake[i - 1]!));
}

describe('HISSS rules', () => {
  describe('the deck', () => {
    it('has 50 cards: 6 coloured heads, 6 coloured tails, 36 mid-sections, a rainbow head and a rainbow tail', () => {
      expect(DECK).toHaveLength(50);
      expect(new Set(DECK.map((c) => c.id)).size).toBe(50);
      const heads = DECK.filter((c) => c.kind === 'head' && c.colours[0] !== 'wild');
      const tails = DECK.filter((c) => c.kind === 'tail' && c.colours[0] !== 'wild');
      expect(heads.map((c) => c.colours[0]).sort()).toEqual([...COLOURS].sort());
      expect(tails.map((c) => c.colours[0]).sort()).toEqual([...COLOURS].sort());
      expect(DECK.filter((c) => c.kind === 'mid')).toHaveLength(36);
      expect(DECK.filter((c) => c.colours[0] === 'wild').map((c) => c.kind).sort()).toEqual(['head', 'tail']);
    });

    it('gives every mid-section two different colours and puts each colour on exactly 12 mid-section ends', () => {
      const mids = DECK.filter((c) => c.kind === 'mid');
      for (const c of mids) {
        expect(c.colours).toHaveLength(2);
        expect(c.colours[0]).not.toBe(c.colours[1]);
      }
      for (const colour of COLOURS) expect(mids.flatMap((c) => c.colours).filter((x) => x === colour)).toHaveLength(12);
    });

    it('has every pair of colours at least twice among the mid-sections, neighbours on the colour circle three times', () => {
      for (let i = 0; i < COLOURS.length; i++) {
        for (let j = i + 1; j < COLOURS.length; j++) {
          const n = DECK.filter((c) => c.kind === 'mid' && c.colours.includes(COLOURS[i]!) && c.colours.includes(COLOURS[j]!)).length;
          const neighbours = j === i + 1 || (i === 0 && j === COLOURS.length - 1);
          expect(n, `${COLOURS[i]}–${COLOURS[j]}`).toBe(neighbours ? 3 : 2);
        }
      }
    });
  });

  describe('setup', () => {
    it('lays one starter card face up as the first snake and leaves the other 49 face down in the fan', () => {
      for (const players of [2, 3, 4, 5]) {
        const state = core.init({ players, seed: `setup-${players}` }) as GameState<HisssState>;
        expect(state.G.snakes).toHaveLength(1);
        expect(state.G.snakes[0]).toHaveLength(1);
        expect(state.G.fan).toHaveLength(49);
        expect([...state.G.fan, state.G.snakes[0]![0]!.id].sort()).toEqual(DECK.map((c) => c.id).sort());
        expect(state.G.pits).toEqual(Array.from({ length: players }, () => []));
        expect(state.G.drawn).toBeNull();
        expect(state.ctx.phase).toBe('play.draw');
        expect(state.ctx.active).toEqual([0]);
      }
    });

    it('shuffles the fan: the same seed gives the same fan, another seed another', () => {
      const a = core.init({ players: 2, seed: 'one' }) as GameState<HisssState>;
      const b = core.init({ players: 2, seed: 'one' }) as GameState<HisssState>;
      const c = core.init({ players: 2, seed: 'two' }) as GameState<HisssState>;
      expect(a.G.fan).toEqual(b.G.fan);
      expect(a.G.fan).not.toEqual(c.G.fan);
    });

    it('keeps the fan face down: no view shows its cards or their order', () => {
      const state = core.init({ players: 3, seed: 'hidden' }) as GameState<HisssState>;
      for (const seat of [null, 0, 1, 2]) {
        const text = JSON.stringify(core.view(state, seat));
        for (const id of state.G.fan) expect(text).not.toContain(`"${id}"`);
      }
    });
  });

  describe('a turn', () => {
    it('draws from anywhere in the fan: every position is a legal draw and takes exactly that card', () => {
      const state = core.init({ players: 2, seed: 'draw' }) as GameState<HisssState>;
      expect(legal(state)).toEqual(state.G.fan.map((_, index) => ({ type: 'draw', index })));
      for (const index of [0, 24, 48]) {
        const after = play(state, { type: 'draw', index });
        expect(after.G.drawn).toBe(state.G.fan[index]);
        expect(after.G.fan).toHaveLength(48);
        expect(after.G.fan).not.toContain(state.G.fan[index]);
        expect(after.ctx.phase).toBe('play.place');
        expect(after.ctx.active).toEqual([0]); // the drawer now places the card
      }
      expect(core.reason(state, { type: 'draw', seat: 0, index: 49 })).toMatch(/position 0 to 48/);
    });

    it('must place a card that matches: starting a new snake is refused with its reason', () => {
      const state = position({ drawn: mid('orange', 'yellow'), snakes: [[P(mid('red', 'orange'))]] });
      expect(core.reason(state, { type: 'start', seat: 0 })).toBe('This card matches a snake, so it must be placed on one.');
      expect(legal(state).map((m) => m.type)).not.toContain('start');
    });

    it('lays a mid-section with the matching colours touching', () => {
      // red–orange lies alone: its open ends are red (head side) and orange (tail side).
      const state = position({ drawn: mid('orange', 'yellow'), snakes: [[P(mid('red', 'orange'))]] });
      expect(legal(state)).toEqual([{ type: 'attach', snake: 0, end: 'tail', flip: false }]);
      const after = play(state, { type: 'attach', snake: 0, end: 'tail', flip: false });
      expect(after.G.snakes).toEqual([[P(mid('red', 'orange')), P(mid('orange', 'yellow'))]]);
      expect(jointsMatch(after.G.snakes[0]!)).toBe(true);
      expect(after.ctx.current).toBe(1); // the turn passes clockwise
      expect(after.ctx.phase).toBe('play.draw');
    });

    it('turns a mid-section round when that is what makes the colours touch, and refuses the wrong way round', () => {
      const state = position({ drawn: mid('red', 'yellow'), snakes: [[P(mid('red', 'orange'))]] });
      // Only red can touch the open red end at the head side, so red–yellow goes in flipped: yellow, red.
      expect(legal(state)).toEqual([{ type: 'attach', snake: 0, end: 'head', flip: true }]);
      expect(core.reason(state, { type: 'attach', seat: 0, snake: 0, end: 'head', flip: false })).not.toBeNull();
      const after = play(state, { type: 'attach', snake: 0, end: 'head', flip: true });
      expect(after.G.snakes[0]).toEqual([P(mid('red', 'yellow'), true), P(mid('red', 'orange'))]);
      expect(jointsMatch(after.G.snakes[0]!)).toBe(true);
    });

    it('starts a new snake when no colour matches', () => {
      const state = position({ drawn: mid('green', 'blue'), snakes: [[P(mid('red', 'orange'))]] });
      expect(legal(state)).toEqual([{ type: 'start' }]);
      const after = play(state, { type: 'start' });
      expect(after.G.snakes).toEqual([[P(mid('red', 'orange'))], [P(mid('green', 'blue'))]]);
      expect(after.ctx.current).toBe(1);
    });

    it('passes the turn clockwise round every seat', () => {
      let state = position({ fan: ['mid-green-blue-1', 'mid-green-blue-2', 'mid-green-purple-1', 'mid-orange-blue-1'], snakes: [[P('head-red')]] }, { players: 3 });
      const order: number[] = [];
      for (let i = 0; i < 4; i++) {
        order.push(state.ctx.current);
        state = play(state, { type: 'draw', index: 0 });
        state = play(state, legal(state)[0]!);
      }
      expect(order).toEqual([0, 1, 2, 0]);
    });
  });

  describe('wild cards', () => {
    it('lays the rainbow head next to a mid-section of any colour', () => {
      for (const c of DECK.filter((x) => x.kind === 'mid')) {
        const state = position({ drawn: 'head-wild', snakes: [[P(c.id)]] });
        expect(legal(state), c.id).toEqual([{ type: 'attach', snake: 0, end: 'head', flip: false }]);
      }
    });

    it('lays the rainbow tail next to a mid-section of any colour', () => {
      for (const c of DECK.filter((x) => x.kind === 'mid')) {
        const state = position({ drawn: 'tail-wild', snakes: [[P(c.id)]] });
        expect(legal(state), c.id).toEqual([{ type: 'attach', snake: 0, end: 'tail', flip: false }]);
      }
    });

    it('refuses a coloured head next to a mid-section end of another colour', () => {
      const state = position({ drawn: 'head-blue', snakes: [[P(mid('red', 'orange'))]] });
      expect(legal(state)).toEqual([{ type: 'start' }]);
      expect(core.reason(state, { type: 'attach', seat: 0, snake: 0, end: 'head', flip: false })).not.toBeNull();
    });

    it('lets a mid-section take either colour against a lone rainbow head', () => {
      const state = position({ drawn: mid('green', 'blue'), snakes: [[P('head-wild')]] });
      expect(legal(state)).toEqual([
        { type: 'attach', snake: 0, end: 'tail', flip: false },
        { type: 'attach', snake: 0, end: 'tail', flip: true },
      ]);
    });
  });

  describe('heads and tails (our reading: a whole snake has a head, a mid-section and a tail)', () => {
    it('lays a head or tail only against a mid-section, never directly against a head or tail', () => {
      expect(legal(position({ drawn: 'head-red', snakes: [[P('tail-red')]] }))).toEqual([{ type: 'start' }]);
      expect(legal(position({ drawn: 'tail-red', snakes: [[P('head-red')]] }))).toEqual([{ type: 'start' }]);
      expect(legal(position({ drawn: 'head-wild', snakes: [[P('tail-wild')]] }))).toEqual([{ type: 'start' }]);
    });

    it('lays a head only at the head end and a tail only at the tail end', () => {
      // Open ends: red at the head side, orange at the tail side.
      expect(legal(position({ drawn: 'head-orange', snakes: [[P(mid('red', 'orange'))]] }))).toEqual([{ type: 'start' }]);
      expect(legal(position({ drawn: 'tail-red', snakes: [[P(mid('red', 'orange'))]] }))).toEqual([{ type: 'start' }]);
      expect(legal(position({ drawn: 'head-red', snakes: [[P(mid('red', 'orange'))]] }))).toEqual([{ type: 'attach', snake: 0, end: 'head', flip: false }]);
    });
  });

  describe('winning a snake', () => {
    it('wins the snake that a tail completes: it leaves the middle for the placer\'s pit', () => {
      const snake = [P('head-red'), P(mid('red', 'orange'))];
      const other = [P(mid('green', 'blue'))];
      const state = position({ drawn: 'tail-orange', snakes: [other, snake] }, { current: 1 });
      const after = play(state, { type: 'attach', snake: 1, end: 'tail', flip: false });
      expect(after.G.snakes).toEqual([other]);
      expect(after.G.pits[1]).toEqual([[...snake, P('tail-orange')]]);
      expect(after.G.pits[0]).toEqual([]);
    });

    it('wins the snake that a head completes', () => {
      const snake = [P(mid('yellow', 'green')), P('tail-green')];
      const state = position({ drawn: 'head-wild', snakes: [snake] });
      const after = play(state, { type: 'attach', snake: 0, end: 'head', flip: false });
      expect(after.G.snakes).toEqual([]);
      expect(after.G.pits[0]).toEqual([[P('head-wild'), ...snake]]);
    });

    it('keeps a snake in the middle while it lacks a head or a tail', () => {
      const state = position({ drawn: mid('orange', 'yellow'), snakes: [[P('head-red'), P(mid('red', 'orange'))]] });
      const after = play(state, { type: 'attach', snake: 0, end: 'tail', flip: false });
      expect(after.G.snakes).toHaveLength(1);
      expect(after.G.pits).toEqual([[], []]);
    });
  });

  describe('combining two snakes', () => {
    const front = [P('head-red'), P(mid('red', 'orange'))]; // open at its tail end: orange
    const back = [P(mid('yellow', 'green')), P('tail-green')]; // open at its head end: yellow

    it('joins a headed snake and a tailed snake with one mid-section into a complete snake that the placer wins', () => {
      const state = position({ drawn: mid('orange', 'yellow'), snakes: [back, front] });
      const joins = legal(state).filter((m) => m.type === 'join');
      expect(joins).toEqual([{ type: 'join', headSnake: 1, tailSnake: 0, flip: false }]);
      const after = play(state, { type: 'join', headSnake: 1, tailSnake: 0, flip: false });
      expect(after.G.snakes).toEqual([]);
      expect(after.G.pits[0]).toEqual([[...front, P(mid('orange', 'yellow')), ...back]]);
      expect(jointsMatch(after.G.pits[0]![0]!)).toBe(true);
    });

    it('refuses to join when the result would not be a complete snake (the decided reading)', () => {
      const headless = [P(mid('red', 'orange'))];
      const state = position({ drawn: mid('orange', 'yellow'), snakes: [headless, back] });
      expect(legal(state).filter((m) => m.type === 'join')).toEqual([]);
      expect(core.reason(state, { type: 'join', seat: 0, headSnake: 0, tailSnake: 1, flip: false })).not.toBeNull();
      // It still has to be laid: at the tail end of one snake or the head end of the other.
      expect(legal(state)).toEqual([
        { type: 'attach', snake: 0, end: 'tail', flip: false },
        { type: 'attach', snake: 1, end: 'head', flip: false },
      ]);
    });

    it('lets the player choose between joining and laying the card on one snake', () => {
      const state = position({ drawn: mid('orange', 'yellow'), snakes: [front, back] });
      expect(legal(state).map((m) => m.type).sort()).toEqual(['attach', 'attach', 'join']);
    });
  });

  describe('end and scoring', () => {
    it('ends when the fan is empty and the last card is placed, not before', () => {
      let state = position({ fan: [mid('green', 'blue')], snakes: [[P('head-red')]] });
      state = play(state, { type: 'draw', index: 0 });
      expect(state.G.fan).toEqual([]);
      expect(core.isOver(state)).toBe(false);
      expect(state.ctx.phase).toBe('play.place');
      state = play(state, { type: 'start' });
      expect(core.isOver(state)).toBe(true);
      expect(state.ctx.phase).toBe('over');
      expect(core.legalMoves(state)).toEqual([]);
      expect(state.G.snakes).toHaveLength(2); // unfinished snakes stay in the middle
    });

    const snakeOf = (n: number): Placed[] => Array.from({ length: n }, (_, i) => P(`card-${n}-${i}`));
    const finished = (pits: Placed[][][]) => {
      const state = position({ fan: [], pits }, { players: pits.length });
      state.ctx.phase = 'over';
      state.ctx.over = true;
      return state;
    };

    it('scores the cards in each snake pit; most cards wins', () => {
      const result = core.result(finished([[snakeOf(3), snakeOf(4)], [snakeOf(5)], []]));
      expect(result.scores).toEqual([7, 5, 0]);
      expect(result.winners).toEqual([0]);
    });

    it('breaks a tie on cards by the longest snake', () => {
      const result = core.result(finished([[snakeOf(3), snakeOf(4)], [snakeOf(7)], [snakeOf(6)]]));
      expect(result.scores).toEqual([7, 7, 6]);
      expect(result.winners).toEqual([1]);
      expect(result.reason).toMatch(/longest/);
    });

    it('shares the win when players tie on cards and on the longest snake', () => {
      const result = core.result(finished([[snakeOf(3), snakeOf(4)], [snakeOf(4), snakeOf(3)], [snakeOf(3), snakeOf(3)]]));
      expect(result.scores).toEqual([7, 7, 6]);
      expect(result.winners).toEqual([0, 1]);
      expect(result.reason).toMatch(/shared/);
    });

    it('shares the win when nobody won a snake', () => {
      const result = core.result(finished([[], []]));
      expect(result.scores).toEqual([0, 0]);
      expect(result.winners).toEqual([0, 1]);
    });
  });
});
