/**
 * ORC rules from the rulebook, one named test per rule and per worked example. Positions are
 * built directly (a state from `core.init`, then the game data set by hand) so each test is exact.
 */
import { describe, expect, it } from 'vitest';
import {
  COLOURS, DECK, HIDDEN, card, cardId, deployOptions, orcCompiled, scoreOf,
  type Colour, type Deployed, type End, type OrcState, type Territory,
} from '../../machines/orc/index.js';
import { Random, jsonEqual, seedToState, type GameState, type Move, type Seat } from '../../src/dsl/index.js';
import { Translator } from '../../src/i18n/index.js';

const { core } = orcCompiled;
const A = 0; // "Player A" of the rulebook's examples
const B = 1;

/**
 * The battle line of the rulebook's examples, index 0 next to the ORC box:
 * White(2) Yellow(1) | Green(2) Red(1) | Blue(1) Purple(2). Red, Yellow and Blue are worth 1;
 * White, Green and Purple 2 — exactly the values the rulebook quotes.
 */
const LINE: [Colour, End, string][] = [
  ['white', 2, cardId('yellow', 'white')], ['yellow', 1, cardId('yellow', 'white')],
  ['green', 2, cardId('red', 'green')], ['red', 1, cardId('red', 'green')],
  ['blue', 1, cardId('blue', 'purple')], ['purple', 2, cardId('blue', 'purple')],
];
const W = 0, Y = 1, GR = 2, R = 3, BL = 4, P = 5;

const D = (id: string, end: End): Deployed => ({ id, end });

interface Spec {
  hands?: string[][];
  /** Cards in each stockpile (filled with unused cards). Default 4 each. */
  piles?: number[];
  sides?: Record<number, Deployed[][]>;
  conquered?: Record<number, Seat>;
  frozen?: number[];
  phase?: 'pick' | 'place' | 'draw';
  current?: Seat;
  picked?: string | null;
  toDraw?: number;
  bestOf?: number;
}

/** A position on the example battle line. Unused cards fill the stockpiles (and the removed pile). */
function position(spec: Spec = {}): GameState<OrcState> {
  const state = core.init({ players: 2, seed: 'rules', options: { bestOf: spec.bestOf ?? 1 } }) as GameState<OrcState>;
  const hands = spec.hands ?? [[], []];
  const used = new Set<string>([...LINE.map((l) => l[2]), ...hands.flat(), ...Object.values(spec.sides ?? {}).flat(2).map((d) => d.id)]);
  const free = DECK.map((c) => c.id).filter((id) => !used.has(id));
  const line: Territory[] = LINE.map(([colour, orcs, id], t) => ({
    colour, orcs, card: id,
    stockpile: free.splice(0, spec.piles?.[t] ?? 4),
    sides: spec.sides?.[t]?.map((s) => s.map((d) => ({ ...d }))) ?? [[], []],
    status: spec.conquered?.[t] !== undefined ? 'conquered' : spec.frozen?.includes(t) ? 'frozen' : 'open',
    conqueror: spec.conquered?.[t] ?? null,
    marker: null,
  }));
  state.G = {
    ...state.G, line, spare: [], hands: hands.map((h) => [...h]), discards: [[], []], removed: free,
    picked: spec.picked ?? null, toDraw: spec.toDraw ?? 0, battles: [], first: A, revealed: false,
  };
  state.ctx.phase = `game.play.${spec.phase ?? 'pick'}`;
  state.ctx.current = spec.current ?? A;
  state.ctx.active = [state.ctx.current];
  return state;
}

function play(state: GameState<OrcState>, move: Omit<Move, 'seat'> & { seat?: number }): GameState<OrcState> {
  const full = { seat: state.ctx.current, ...move } as Move;
  const result = core.play(state, full);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(full)}: ${result.reason}`);
  return result.state as GameState<OrcState>;
}
const legal = (state: GameState<OrcState>) => core.legalMoves(state).map(({ seat: _seat, ...rest }) => rest);
const reason = (state: GameState<OrcState>, move: Omit<Move, 'seat'>) => core.reason(state, { seat: state.ctx.current, ...move } as Move);

/** Deploys `id` with `end` facing the current player at territory `t`, then draws from `from`. */
function turn(state: GameState<OrcState>, id: string, t: number | 'discard', end: End, from: number[]): GameState<OrcState> {
  let s = play(state, { type: 'pick', card: id });
  s = t === 'discard' ? play(s, { type: 'discard' }) : play(s, { type: 'deploy', territory: t, end });
  for (const p of from) s = play(s, { type: 'draw', territory: p });
  return s;
}

describe('ORC rules', () => {
  describe('the cards', () => {
    it('has 30 cards: every ordered pair of the six colours, a 1-orc end and a 2-orc end', () => {
      expect(DECK).toHaveLength(30);
      expect(new Set(DECK.map((c) => c.id)).size).toBe(30);
      for (const a of COLOURS) for (const b of COLOURS) if (a !== b) expect(card(cardId(a, b))).toEqual({ id: cardId(a, b), one: a, two: b });
      for (const c of COLOURS) {
        expect(DECK.filter((x) => x.one === c)).toHaveLength(5);
        expect(DECK.filter((x) => x.two === c)).toHaveLength(5);
      }
    });
  });

  describe('setup', () => {
    it('lays a battle line of 3 cards covering all 6 territories, deals 6 stockpiles of 4 and leaves 3 cards', () => {
      for (let seed = 0; seed < 40; seed++) {
        const { G } = core.init({ players: 2, seed }) as GameState<OrcState>;
        expect(G.line).toHaveLength(6);
        expect(new Set(G.line.map((t) => t.colour)).size).toBe(6);
        const lineCards = [...new Set(G.line.map((t) => t.card))];
        expect(lineCards).toHaveLength(3);
        G.line.forEach((t, i) => {
          // Each card gives two neighbouring territories; each territory scores the orcs on its end.
          expect(G.line[i % 2 === 0 ? i + 1 : i - 1]!.card).toBe(t.card);
          const c = card(t.card);
          expect(t.orcs === 1 ? c.one : c.two).toBe(t.colour);
          expect(t.stockpile).toHaveLength(4);
        });
        expect(G.spare).toHaveLength(3);
        const all = [...lineCards, ...G.line.flatMap((t) => t.stockpile), ...G.spare].sort();
        expect(all).toEqual(DECK.map((c) => c.id).sort());
      }
    });

    it('places the battle-line cards at random, either way round (both ends get to lie next to the box)', () => {
      const nearBox = new Set<number>();
      const colours = new Set<string>();
      for (let seed = 0; seed < 60; seed++) {
        const { G } = core.init({ players: 2, seed }) as GameState<OrcState>;
        nearBox.add(G.line[0]!.orcs);
        colours.add(G.line[0]!.colour);
      }
      expect([...nearBox].sort()).toEqual([1, 2]);
      expect(colours.size).toBe(6);
    });

    it('lets the non-dealer choose first: seat 1 deals the first game, seat 0 chooses', () => {
      const state = core.init({ players: 2, seed: 'choice' }) as GameState<OrcState>;
      expect(state.G.dealer).toBe(1);
      expect(state.ctx.phase).toBe('game.choose');
      expect(state.ctx.active).toEqual([0]);
      expect(legal(state)).toEqual([{ type: 'choose', cards: 1 }, { type: 'choose', cards: 2 }]);
      expect(reason(state, { type: 'choose', cards: 3 })).toMatch(/1 card .* or 2 cards/);
    });

    it('option A: the non-dealer draws 1 of the 3 remaining cards and takes the first turn; the dealer draws 2', () => {
      const state = core.init({ players: 2, seed: 'option-a' }) as GameState<OrcState>;
      const after = play(state, { type: 'choose', cards: 1 });
      expect(after.G.hands[0]).toHaveLength(1);
      expect(after.G.hands[1]).toHaveLength(2);
      expect([...after.G.hands.flat()].sort()).toEqual([...state.G.spare].sort());
      expect(after.G.spare).toEqual([]);
      expect(after.ctx.phase).toBe('game.play.pick');
      expect(after.ctx.active).toEqual([0]);
    });

    it('option B: the non-dealer draws 2 and takes the second turn; the dealer draws 1 and starts', () => {
      const state = core.init({ players: 2, seed: 'option-b' }) as GameState<OrcState>;
      const after = play(state, { type: 'choose', cards: 2 });
      expect(after.G.hands[0]).toHaveLength(2);
      expect(after.G.hands[1]).toHaveLength(1);
      expect(after.ctx.active).toEqual([1]);
    });
  });

  describe('a turn', () => {
    const hand = [cardId('red', 'blue'), cardId('green', 'yellow')];

    it('deploying 1 orc draws 2 cards, from any stockpiles', () => {
      let s = play(position({ hands: [hand, []] }), { type: 'pick', card: hand[0]! });
      s = play(s, { type: 'deploy', territory: W, end: 1 });
      expect(s.G.toDraw).toBe(2);
      expect(s.ctx.phase).toBe('game.play.draw');
      expect(legal(s)).toEqual([0, 1, 2, 3, 4, 5].map((territory) => ({ type: 'draw', territory })));
      s = play(s, { type: 'draw', territory: R });
      expect(s.ctx.current).toBe(A); // still A's turn: the second card
      s = play(s, { type: 'draw', territory: P }); // a different stockpile
      expect(s.ctx.current).toBe(B);
      expect(s.G.hands[A]).toHaveLength(3);
      expect(s.G.line[R]!.stockpile).toHaveLength(3);
      expect(s.G.line[P]!.stockpile).toHaveLength(3);
    });

    it('deploying 2 orcs draws 1 card', () => {
      const s = turn(position({ hands: [hand, []] }), hand[0]!, W, 2, [GR]);
      expect(s.ctx.current).toBe(B);
      expect(s.G.hands[A]).toEqual([hand[1]!, expect.any(String)]);
      expect(s.G.line[W]!.sides[A]).toEqual([D(hand[0]!, 2)]);
    });

    it('may draw both cards from the same stockpile', () => {
      const s = turn(position({ hands: [hand, []] }), hand[0]!, W, 1, [Y, Y]);
      expect(s.G.line[Y]!.stockpile).toHaveLength(2);
    });

    it('must draw: after deploying, drawing is the only move', () => {
      let s = play(position({ hands: [hand, []] }), { type: 'pick', card: hand[0]! });
      s = play(s, { type: 'deploy', territory: W, end: 2 });
      expect(new Set(legal(s).map((m) => m.type))).toEqual(new Set(['draw']));
      expect(reason(s, { type: 'draw', territory: 9 })).toMatch(/0 \(next to the ORC box\) to 5/);
    });

    it('law F: a card may be discarded out of the game instead, then 1 card is drawn', () => {
      let s = play(position({ hands: [hand, []] }), { type: 'pick', card: hand[1]! });
      s = play(s, { type: 'discard' });
      expect(s.G.discards[A]).toEqual([hand[1]]);
      expect(s.G.toDraw).toBe(1);
      s = play(s, { type: 'draw', territory: BL });
      expect(s.ctx.current).toBe(B);
      expect(s.G.hands[A]).toHaveLength(2);
    });

    it('law F: with no legal deployment the card can still be discarded', () => {
      // Red–white: only Red (white orcs) and White (red orcs) could take it, and B already has
      // white orcs at Red and red orcs at White (law D); every other territory is conquered.
      const id = cardId('red', 'white');
      const sides = { [R]: [[], [D(cardId('purple', 'white'), 2)]], [W]: [[], [D(cardId('blue', 'red'), 2)]] };
      const s = play(position({ hands: [[id], []], sides, conquered: { [Y]: B, [GR]: A, [BL]: A, [P]: B } }), { type: 'pick', card: id });
      expect(deployOptions(s.G, A, id)).toEqual([]);
      expect(legal(s)).toEqual([{ type: 'discard' }]);
    });

    it('hides the chosen card from the opponent until it is deployed', () => {
      const s = play(position({ hands: [hand, [cardId('blue', 'red')]] }), { type: 'pick', card: hand[0]! });
      expect(core.view(s, B).G.picked).toBe(HIDDEN);
      expect(core.view(s, A).G.picked).toBe(hand[0]);
      expect(JSON.stringify(core.view(s, B))).not.toContain(hand[0]);
    });
  });

  describe('deployment laws', () => {
    it('law A: either end may face you — the 1-orc end deploys 1 orc of its race, the 2-orc end 2', () => {
      const id = cardId('red', 'blue');
      const s = play(position({ hands: [[id], []] }), { type: 'pick', card: id });
      const options = deployOptions(s.G, A, id);
      expect(options).toContainEqual({ territory: W, end: 1 });
      expect(options).toContainEqual({ territory: W, end: 2 });
      const one = play(s, { type: 'deploy', territory: W, end: 1 });
      expect(one.G.line[W]!.sides[A]).toEqual([D(id, 1)]);
      expect(reason(s, { type: 'deploy', territory: W, end: 3 })).toMatch(/Law A/);
    });

    it('law B: orcs must be a different race than the territory', () => {
      const id = cardId('red', 'blue');
      const s = play(position({ hands: [[id], []] }), { type: 'pick', card: id });
      expect(reason(s, { type: 'deploy', territory: R, end: 1 })).toMatch(/Law B/);
      expect(reason(s, { type: 'deploy', territory: BL, end: 2 })).toMatch(/Law B/);
      expect(deployOptions(s.G, A, id)).toContainEqual({ territory: R, end: 2 }); // blue at Red is fine
    });

    it('law C: once you play a race at a territory, only that race may follow there', () => {
      const id = cardId('red', 'blue');
      const s = play(position({ hands: [[id], []], sides: { [W]: [[D(cardId('green', 'yellow'), 2)], []] } }), { type: 'pick', card: id });
      expect(reason(s, { type: 'deploy', territory: W, end: 1 })).toMatch(/Law C: you already play Yellow/);
      const id2 = cardId('yellow', 'blue');
      const s2 = play(position({ hands: [[id2], []], sides: { [W]: [[D(cardId('green', 'yellow'), 2)], []] } }), { type: 'pick', card: id2 });
      const after = play(s2, { type: 'deploy', territory: W, end: 1 });
      expect(after.G.line[W]!.sides[A]!.map((d) => d.end)).toEqual([2, 1]); // 3 yellow orcs
    });

    it('law D: orcs must be a different race than the opponent\'s orcs at that territory', () => {
      const id = cardId('red', 'blue');
      const s = play(position({ hands: [[id], []], sides: { [W]: [[], [D(cardId('green', 'red'), 2)]] } }), { type: 'pick', card: id });
      expect(reason(s, { type: 'deploy', territory: W, end: 1 })).toMatch(/Law D/);
      expect(deployOptions(s.G, A, id)).toContainEqual({ territory: W, end: 2 });
    });

    it('law E: the same race may be deployed to more than one territory', () => {
      const id = cardId('red', 'blue');
      const s = play(position({ hands: [[id], []], sides: { [W]: [[D(cardId('green', 'red'), 2)], []] } }), { type: 'pick', card: id });
      expect(deployOptions(s.G, A, id)).toEqual(expect.arrayContaining([{ territory: W, end: 1 }, { territory: Y, end: 1 }, { territory: GR, end: 1 }]));
    });

    it('no orcs may be played at a conquered or a frozen territory', () => {
      const id = cardId('red', 'blue');
      const s = play(position({ hands: [[id], []], conquered: { [W]: B }, frozen: [Y] }), { type: 'pick', card: id });
      expect(reason(s, { type: 'deploy', territory: W, end: 1 })).toMatch(/already conquered/);
      expect(reason(s, { type: 'deploy', territory: Y, end: 1 })).toMatch(/frozen/);
      expect(deployOptions(s.G, A, id).map((o) => o.territory)).not.toContain(W);
      expect(deployOptions(s.G, A, id).map((o) => o.territory)).not.toContain(Y);
    });
  });

  describe('territory battles', () => {
    it('a battle comes after the turn in which a stockpile is exhausted, not before the turn ends', () => {
      const id = cardId('red', 'blue');
      const s0 = position({ hands: [[id], []], piles: [1, 4, 4, 4, 4, 4], sides: { [W]: [[D(cardId('green', 'red'), 2)], [D(cardId('purple', 'blue'), 1)]] } });
      let s = play(play(s0, { type: 'pick', card: id }), { type: 'deploy', territory: Y, end: 1 });
      s = play(s, { type: 'draw', territory: W }); // the last White card; A still draws one more
      expect(s.G.line[W]!.status).toBe('open');
      expect(s.ctx.phase).toBe('game.play.draw');
      s = play(s, { type: 'draw', territory: P });
      expect(s.G.line[W]!.status).toBe('conquered');
      expect(s.G.line[W]!.conqueror).toBe(A);
      expect(s.G.battles).toEqual([{ territory: W, totals: [2, 1], by: 'orcs', conqueror: A }]);
    });

    it('the conqueror keeps one card as the Conqueror Marker and the other fought orcs leave the game', () => {
      const s0 = position({
        hands: [[cardId('red', 'blue')], []], piles: [1, 4, 4, 4, 4, 4], current: B,
        sides: { [W]: [[D(cardId('green', 'red'), 2)], [D(cardId('purple', 'blue'), 1), D(cardId('yellow', 'blue'), 2)]] },
      });
      s0.G.hands[B] = [cardId('green', 'purple')];
      const s = turn(s0, cardId('green', 'purple'), GR, 2, [W]);
      const white = s.G.line[W]!;
      expect(white.conqueror).toBe(B);
      expect(white.marker).toBe(cardId('yellow', 'blue'));
      expect(white.sides).toEqual([[], []]);
      expect(s.G.removed).toEqual(expect.arrayContaining([cardId('green', 'red'), cardId('purple', 'blue')]));
      expect(s.G.removed).not.toContain(cardId('yellow', 'blue'));
    });

    it('two battles in one turn are resolved closest to the ORC box first', () => {
      const s0 = position({
        hands: [[cardId('red', 'blue')], []], piles: [4, 4, 4, 1, 1, 4],
        sides: { [R]: [[D(cardId('green', 'yellow'), 1)], []], [BL]: [[], [D(cardId('white', 'green'), 2)]] },
      });
      const s = turn(s0, cardId('red', 'blue'), W, 1, [BL, R]); // drawn Blue first, Red second
      expect(s.G.battles.map((b) => b.territory)).toEqual([R, BL]);
      expect(s.G.line[R]!.conqueror).toBe(A);
      expect(s.G.line[BL]!.conqueror).toBe(B);
    });

    it('EXAMPLE B: a tie is broken by the conqueror of the next territory toward the box', () => {
      // A plays 2 Green orcs at White and draws the last Green card. At Green A has 2 Red orcs and
      // B 2 Blue orcs; A already conquered Yellow, the neighbour toward the box.
      const two = cardId('blue', 'green');
      const s0 = position({
        hands: [[two], []], piles: [4, 4, 1, 4, 4, 4], conquered: { [Y]: A },
        sides: { [GR]: [[D(cardId('white', 'red'), 2)], [D(cardId('green', 'blue'), 2)]] },
      });
      const s = turn(s0, two, W, 2, [GR]);
      expect(s.G.line[W]!.sides[A]).toEqual([D(two, 2)]);
      expect(s.G.battles).toEqual([{ territory: GR, totals: [2, 2], by: 'tie', conqueror: A, breaker: Y }]);
      expect(s.G.line[GR]!.conqueror).toBe(A);
      // "Player A will earn 2 points for the Green Territory" (and 1 for Yellow).
      expect(scoreOf(s.G, A).territories).toBe(2 + 1);
    });

    it('EXAMPLE C: more orcs conquer — 3 Purple orcs beat 1 Yellow orc at Blue, worth 1 point', () => {
      const twoYellow = cardId('purple', 'yellow');
      const s0 = position({
        hands: [[], [twoYellow]], piles: [4, 4, 4, 4, 1, 4], current: B,
        sides: { [BL]: [[D(cardId('yellow', 'green'), 1)], [D(cardId('purple', 'white'), 1), D(cardId('red', 'purple'), 2)]] },
      });
      const s = turn(s0, twoYellow, R, 2, [BL]);
      expect(s.G.line[R]!.sides[B]).toEqual([D(twoYellow, 2)]);
      expect(s.G.battles).toEqual([{ territory: BL, totals: [1, 3], by: 'orcs', conqueror: B }]);
      expect(scoreOf(s.G, B).territories).toBe(1);
    });

    it('a tie can be 0 against 0', () => {
      const s0 = position({ hands: [[cardId('red', 'blue')], []], piles: [4, 4, 4, 4, 1, 4], conquered: { [R]: B } });
      const s = turn(s0, cardId('red', 'blue'), W, 2, [BL]);
      expect(s.G.battles).toEqual([{ territory: BL, totals: [0, 0], by: 'tie', conqueror: B, breaker: R }]);
      expect(s.G.line[BL]!.marker).toBeNull();
    });

    it('the territory closest to the box is tie-broken by the territory at the other end of the line', () => {
      const s0 = position({ hands: [[cardId('red', 'blue')], []], piles: [1, 4, 4, 4, 4, 4], conquered: { [P]: B } });
      const s = turn(s0, cardId('red', 'blue'), GR, 2, [W]);
      expect(s.G.battles).toEqual([{ territory: W, totals: [0, 0], by: 'tie', conqueror: B, breaker: P }]);
    });

    it('a tie that cannot be broken yet is frozen, and is decided when its neighbour is conquered', () => {
      // Green ties while Yellow is still open: frozen. Later Yellow falls to B, and Green with it.
      const s0 = position({
        hands: [[cardId('red', 'blue'), cardId('purple', 'white')], []], piles: [4, 1, 1, 4, 4, 4],
        sides: { [GR]: [[D(cardId('white', 'red'), 1)], [D(cardId('blue', 'green'), 1)]], [Y]: [[], [D(cardId('red', 'purple'), 2)]] },
      });
      let s = turn(s0, cardId('red', 'blue'), W, 2, [GR]);
      expect(s.G.battles).toEqual([{ territory: GR, totals: [1, 1], by: 'frozen', conqueror: null, breaker: Y }]);
      expect(s.G.line[GR]!.status).toBe('frozen');
      expect(s.G.line[GR]!.sides[A]).toHaveLength(1); // the orcs stay until it is decided
      // B's turn: discard, draw the last Yellow card → Yellow to B (2–0), then the frozen Green to B.
      s.G.hands[B] = [cardId('yellow', 'green')];
      s = turn(s, cardId('yellow', 'green'), 'discard', 1, [Y]);
      expect(s.G.battles).toEqual([
        { territory: Y, totals: [0, 2], by: 'orcs', conqueror: B },
        { territory: GR, totals: [1, 1], by: 'neighbour', conqueror: B, breaker: Y },
      ]);
      expect(s.G.line[GR]!.conqueror).toBe(B);
      expect(s.G.line[GR]!.marker).not.toBeNull();
    });

    it('frozen ties chain: each waits for its neighbour toward the box, and all are decided together', () => {
      const s0 = position({ hands: [[cardId('red', 'blue')], []], piles: [4, 1, 0, 0, 4, 4], frozen: [GR, R] });
      const sides = s0.G.line[Y]!.sides;
      sides[B] = [D(cardId('red', 'purple'), 1)];
      const s = turn(s0, cardId('red', 'blue'), W, 2, [Y]);
      expect(s.G.battles.map((b) => [b.territory, b.by, b.conqueror])).toEqual([[Y, 'orcs', B], [GR, 'neighbour', B], [R, 'neighbour', B]]);
    });
  });

  describe('game end and scoring', () => {
    it('the game ends after the turn in which all stockpiles are exhausted; the second draw may be impossible', () => {
      const id = cardId('red', 'blue');
      const s0 = position({ hands: [[id, cardId('green', 'yellow')], [cardId('white', 'purple')]], piles: [0, 0, 0, 0, 0, 1], conquered: { 0: A, 1: A, 2: B, 3: B, 4: A } });
      let s = play(play(s0, { type: 'pick', card: id }), { type: 'deploy', territory: P, end: 1 });
      expect(s.G.toDraw).toBe(2);
      s = play(s, { type: 'draw', territory: P });
      expect(core.isOver(s)).toBe(true);
      expect(s.ctx.phase).toBe('over');
      expect(s.G.line[P]!.conqueror).toBe(A);
      expect(s.G.hands[A]).toHaveLength(2); // only one card could be drawn
    });

    it('reveals both hands at the end of the game', () => {
      const s0 = position({ hands: [[cardId('red', 'blue')], [cardId('white', 'purple')]], piles: [0, 0, 0, 0, 0, 1], conquered: { 0: A, 1: A, 2: B, 3: B, 4: A } });
      expect(core.view(s0, A).G.hands[B]).toEqual([HIDDEN]);
      const s = turn(s0, cardId('red', 'blue'), P, 2, [P]);
      expect(core.view(s, A).G.hands[B]).toEqual([cardId('white', 'purple')]);
      expect(core.view(s, null).G.hands[A]).toEqual(s.G.hands[A]);
    });

    it('SCORING EXAMPLE: A conquered White, Green, Yellow (5) + 6 native orcs = 11; B Red, Purple, Blue (4) + 11 = 15; B wins', () => {
      const handA = [cardId('purple', 'white'), cardId('blue', 'green'), cardId('yellow', 'red'), cardId('white', 'purple')];
      const handB = [cardId('red', 'purple'), cardId('purple', 'blue'), cardId('blue', 'red'), cardId('white', 'red'), cardId('green', 'white'), cardId('white', 'yellow')];
      const s = position({ hands: [handA, handB], conquered: { [W]: A, [GR]: A, [Y]: A, [R]: B, [P]: B, [BL]: B } });
      expect(scoreOf(s.G, A)).toEqual({ territories: 5, natives: 6, total: 11 });
      expect(scoreOf(s.G, B)).toEqual({ territories: 4, natives: 11, total: 15 });
      expect(handA).toHaveLength(4);
      expect(handB).toHaveLength(6);
      // Played to the end: B takes Blue (the last battle) and wins 15 to 11.
      const end = position({ hands: [[...handA, cardId('green', 'red')], handB], piles: [0, 0, 0, 0, 0, 0], conquered: { [W]: A, [GR]: A, [Y]: A, [R]: B, [P]: B } });
      end.G.line[BL]!.stockpile = [cardId('red', 'blue')]; // no native orc for A
      end.G.line[BL]!.sides = [[], [D(cardId('green', 'purple'), 1)]];
      const over = turn(end, cardId('green', 'red'), 'discard', 1, [BL]);
      expect(core.isOver(over)).toBe(true);
      expect(over.G.line[BL]!.conqueror).toBe(B);
      expect(core.result(over)).toMatchObject({ scores: [11, 15], winners: [B] });
    });

    it('EXAMPLE A: White (2 orcs on its end) is worth 2 points, Red (1 orc) 1 point', () => {
      const s = position({ conquered: { [W]: A, [R]: B } });
      expect(scoreOf(s.G, A).total).toBe(2);
      expect(scoreOf(s.G, B).total).toBe(1);
    });

    it('counts both ends of a card in hand when both are native', () => {
      const s = position({ hands: [[cardId('yellow', 'white')], []], conquered: { [W]: A, [Y]: A } });
      expect(scoreOf(s.G, A).natives).toBe(3);
    });

    it('ties on points go to the player who conquered the territory closest to the box', () => {
      const s0 = position({ hands: [[cardId('green', 'purple')], []], piles: [0, 0, 0, 0, 0, 1], conquered: { [W]: B, [Y]: A, [GR]: A, [R]: B, [BL]: B } });
      // A ends with Yellow 1 + Green 2 + Purple 2 = 5; B has White 2 + Red 1 + Blue 1 and one native red orc = 5.
      s0.G.line[P]!.stockpile = [cardId('red', 'blue')]; // the card A draws holds no native orc of A's
      s0.G.hands[B] = [cardId('red', 'yellow')];
      const s = turn(s0, cardId('green', 'purple'), P, 1, [P]);
      expect(core.isOver(s)).toBe(true);
      const r = core.result(s);
      expect(r.scores).toEqual([5, 5]);
      expect(r.winners).toEqual([B]); // B holds White, next to the box
      expect(new Translator('en', []).render(r.reason)).toMatch(/closest to the box/);
    });
  });

  describe('best 2 of 3', () => {
    it('after a game that leaves the match open, the next dealer deals a new game; the match ends at 2 wins', () => {
      const s0 = position({ bestOf: 3, hands: [[cardId('red', 'blue')], []], piles: [0, 0, 0, 0, 0, 1], conquered: { 0: A, 1: A, 2: B, 3: B, 4: A } });
      let s = turn(s0, cardId('red', 'blue'), P, 2, [P]);
      expect(s.ctx.phase).toBe('scored');
      expect(s.G.wins).toEqual([1, 0]);
      expect(s.ctx.active).toEqual([0]); // dealer alternates: seat 1 dealt game 1, seat 0 deals game 2
      expect(core.view(s, B).G.hands[A]).toEqual(s.G.hands[A]);
      s = play(s, { type: 'deal' });
      expect(s.G.dealer).toBe(0);
      expect(s.ctx.phase).toBe('game.choose');
      expect(s.ctx.active).toEqual([1]);
      expect(s.G.line.flatMap((t) => t.stockpile)).toHaveLength(24);
      expect(s.G.games).toHaveLength(1);
      // A second win for A ends the match.
      const s2 = position({ bestOf: 3, hands: [[cardId('red', 'blue')], []], piles: [0, 0, 0, 0, 0, 1], conquered: { 0: A, 1: A, 2: B, 3: B, 4: A } });
      s2.G.wins = [1, 0];
      s2.G.games = [{ scores: [9, 3], winners: [A], reason: '' }];
      const done = turn(s2, cardId('red', 'blue'), P, 2, [P]);
      expect(done.ctx.phase).toBe('over');
      expect(core.result(done)).toMatchObject({ scores: [2, 0], winners: [A] });
    });

    it('a single game is the default and ends the match at once', () => {
      const s = turn(position({ hands: [[cardId('red', 'blue')], []], piles: [0, 0, 0, 0, 0, 1], conquered: { 0: A, 1: A, 2: B, 3: B, 4: A } }), cardId('red', 'blue'), P, 2, [P]);
      expect(s.ctx.phase).toBe('over');
      expect(core.result(s).scores).toEqual([scoreOf(s.G, A).total, scoreOf(s.G, B).total]);
    });
  });

  describe('hidden information', () => {
    it('stockpiles, the spare cards, the other hand and the other player\'s discards are hidden', () => {
      let s = core.init({ players: 2, seed: 'hide' }) as GameState<OrcState>;
      for (const seat of [null, 0, 1]) {
        const text = JSON.stringify(core.view(s, seat));
        for (const id of [...s.G.line.flatMap((t) => t.stockpile), ...s.G.spare]) expect(text).not.toContain(`"${id}"`);
      }
      s = play(s, { type: 'choose', cards: 1 });
      expect(core.view(s, 1).G.hands[0]).toEqual([HIDDEN]);
      const mine = s.G.hands[0]![0]!;
      s = play(play(s, { type: 'pick', card: mine }), { type: 'discard' });
      expect(core.view(s, 1).G.discards[0]).toEqual([HIDDEN]);
      expect(core.view(s, 0).G.discards[0]).toEqual([mine]);
    });
  });

  describe('the public log (describe)', () => {
    it('names the deployed orcs and the battle, never the card drawn or discarded', () => {
      const two = cardId('blue', 'green');
      const s0 = position({
        hands: [[two], []], piles: [4, 4, 1, 4, 4, 4], conquered: { [Y]: A },
        sides: { [GR]: [[D(cardId('white', 'red'), 2)], [D(cardId('green', 'blue'), 2)]] },
      });
      const defs = orcCompiled.flow.moves;
      const s1 = play(s0, { type: 'pick', card: two });
      const s2 = play(s1, { type: 'deploy', territory: W, end: 2 });
      const english = new Translator('en', [], (seat) => ['Ana', 'Bo'][seat]!);
      expect(english.render(defs.get('deploy')!.describe!({ seat: A, territory: W, end: 2 }, s2.G, s1.G))).toBe('deployed 2 Green orcs at the White territory');
      const s3 = play(s2, { type: 'draw', territory: GR });
      const text = english.render(defs.get('draw')!.describe!({ seat: A, territory: GR }, s3.G, s2.G));
      // Every player by name: the mover's orcs first, and the conqueror (the tie goes with Yellow, which A holds).
      expect(text).toBe('drew a card from the Green stockpile (its last card). Battle at Green tied, Ana 2 to 2 Bo, broken by Yellow: Ana conquers Green');
      expect(text).not.toContain('orc-');
    });
  });
});

// ------------------------------------------------------------------ what reaches the other seats

/** Seeded random matches through the core; `visit` sees every position and the move played from it. */
function randomGames(bestOf: number, games: number, seed: string, visit: (before: GameState<OrcState>, move: Move) => void): void {
  for (let g = 0; g < games; g++) {
    let state = core.init({ players: 2, seed: `${seed}-${bestOf}-${g}`, options: { bestOf } }) as GameState<OrcState>;
    const random = new Random({ rng: seedToState(`${seed}-${bestOf}-${g}/moves`) });
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

describe('ORC: what reaches the other seats', () => {
  it("hides the card chosen from hand from the opponent and spectators; the mover's copy keeps it", () => {
    const chosen = cardId('red', 'blue');
    const before = position({ hands: [[chosen, cardId('white', 'green')], [cardId('yellow', 'purple')]] });
    const move: Move = { type: 'pick', seat: A, card: chosen };
    expect(core.reason(before, move)).toBeNull();
    const hidden = core.hiddenArgs(before, move);
    expect(hidden).toEqual({ keys: ['card'], seenBy: [] });
    for (const seat of [B, null]) {
      const copy = core.redact(move, hidden, seat);
      expect(copy).not.toHaveProperty('card');
      expect(copy).toEqual({ type: 'pick', seat: A });
    }
    expect(core.redact(move, hidden, A)).toEqual(move);
  });

  it('hides nothing else: the choice of step 4, deploying (face up), discarding, drawing and dealing reach both seats whole', () => {
    const types = new Set<string>();
    for (const bestOf of [1, 3]) {
      randomGames(bestOf, 4, 'orc-hidden', (before, move) => {
        types.add(move.type);
        const hidden = core.hiddenArgs(before, move);
        if (move.type === 'pick') expect(hidden).toEqual({ keys: ['card'], seenBy: [] });
        else expect(hidden, move.type).toBeNull();
      });
    }
    expect([...types].sort()).toEqual(['choose', 'deal', 'deploy', 'discard', 'draw', 'pick']);
  });

  it("a bot's guess looks to its seat exactly like what that seat sees, in every position of seeded random matches", () => {
    const random = new Random({ rng: seedToState('orc-guesses') });
    let checks = 0;
    for (const bestOf of [1, 3]) {
      randomGames(bestOf, 12, 'orc-guess', (before) => {
        for (const seat of [A, B]) {
          const view = core.view(before, seat);
          expectSameView(core.view(core.determinize(view, seat, random), seat), view, `best of ${bestOf}, move ${before.ctx.moves}, seat ${seat}`);
          checks++;
        }
      });
    }
    expect(checks).toBeGreaterThan(1500);
  });
});
