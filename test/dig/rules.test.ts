/**
 * DIG rules from the rulebook, one named test per rule and per number or example in it.
 * Positions are built directly (a state from `core.init`, then the game data set by hand).
 */
import { describe, expect, it } from 'vitest';
import { BONES, BOWLS, COLOURS, DOGS, YARD_CARDS, bowlValues, digCompiled, digGame, onlyBowls, score, type Colour, type DigState } from '../../machines/dig/index.js';
import { Random, jsonEqual, seedToState, type GameState, type Move } from '../../src/dsl/index.js';
import { Translator, type Text } from '../../src/i18n/index.js';

const { core } = digCompiled;
/** A text as the English table shows it. */
const say = (text: Text | null | undefined) => new Translator('en', []).render(text);

const bone = (colour: Colour, other: Colour) => `bone-${colour}-${other}`;
const bowl = (colour: Colour) => `bowl-${colour}`;

/** A position with the given game data; the phase follows from `replaceAt`. */
function position(G: Partial<DigState>, opts: { players?: number; current?: number } = {}): GameState<DigState> {
  const players = opts.players ?? 2;
  const state = core.init({ players, seed: 'rules' }) as GameState<DigState>;
  const empty = () => Array.from({ length: players }, () => [] as string[]);
  state.G = { yard: [], dogs: Array.from({ length: players }, () => 0), hands: empty(), dropped: empty(), known: empty(), actions: 0, replaceAt: null, ...G };
  state.ctx.phase = state.G.replaceAt === null ? 'play.act' : 'play.replace';
  state.ctx.current = opts.current ?? 0;
  state.ctx.active = [state.ctx.current];
  return state;
}

function play(state: GameState<DigState>, move: Omit<Move, 'seat'> & { seat?: number }): GameState<DigState> {
  const full = { seat: state.ctx.current, ...move } as Move;
  const result = core.play(state, full);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(full)}: ${result.reason}`);
  return result.state as GameState<DigState>;
}
const reason = (state: GameState<DigState>, move: Omit<Move, 'seat'> & { seat?: number }) => core.reason(state, { seat: state.ctx.current, ...move } as Move);
const legal = (state: GameState<DigState>) => core.legalMoves(state).map(({ seat: _seat, ...rest }) => rest);
const destinations = (state: GameState<DigState>) => legal(state).filter((m) => m.type === 'move').map((m) => m.to as number);

/** A long yard: the five bowls first (purple nearest the doghouse … yellow furthest), then bones. */
const BOWL_ROW = [bowl('purple'), bowl('red'), bowl('green'), bowl('blue'), bowl('yellow')];
const someBones = (n: number) => BONES.slice(0, n).map((b) => b.id);

describe('DIG rules', () => {
  describe('components', () => {
    it('has 30 cards: 20 bones, 4 dogs, 5 dog bowls and 1 doghouse', () => {
      expect(BONES).toHaveLength(20);
      expect(BOWLS).toHaveLength(5);
      expect(DOGS).toHaveLength(4);
      expect(BONES.length + BOWLS.length + DOGS.length + 1).toBe(30);
      expect(new Set(YARD_CARDS.map((c) => c.id)).size).toBe(25);
    });

    it('has 4 bones in each of the 5 colours and one bowl per colour', () => {
      for (const c of COLOURS) {
        expect(BONES.filter((b) => b.colour === c)).toHaveLength(4);
        expect(BOWLS.filter((b) => b.colour === c)).toHaveLength(1);
      }
    });

    it('gives every bone a scent of 2 colours, one of them its own, with 2 cards per scent pair', () => {
      const pairs = new Map<string, number>();
      for (const b of BONES) {
        expect(b.scent[0]).not.toBe(b.scent[1]);
        expect(b.scent).toContain(b.colour);
        pairs.set(b.scent.join('+'), (pairs.get(b.scent.join('+')) ?? 0) + 1);
      }
      expect(pairs.size).toBe(10);
      expect([...pairs.values()].every((n) => n === 2)).toBe(true);
    });
  });

  describe('setup', () => {
    it.each([2, 3, 4])('lays all 25 bones and bowls in one row from the doghouse and puts the %i dogs at the doghouse', (players) => {
      const state = core.init({ players, seed: `setup-${players}` }) as GameState<DigState>;
      expect(state.G.yard).toHaveLength(25);
      expect([...state.G.yard].sort()).toEqual(YARD_CARDS.map((c) => c.id).sort());
      expect(state.G.dogs).toEqual(Array.from({ length: players }, () => 0));
      expect(state.G.hands.flat()).toEqual([]);
      expect(state.ctx.current).toBe(0);
      expect(state.ctx.phase).toBe('play.act');
    });

    it('shuffles bones and bowls together', () => {
      const a = (core.init({ players: 2, seed: 'a' }) as GameState<DigState>).G.yard;
      const b = (core.init({ players: 2, seed: 'b' }) as GameState<DigState>).G.yard;
      expect(a).not.toEqual(b);
    });

    it('is for 2 to 4 players', () => {
      expect(digGame.players).toEqual({ min: 2, max: 4 });
    });
  });

  describe('a turn: up to 3 actions in any order', () => {
    it('ends the turn by itself after the third action, and the next seat clockwise plays', () => {
      let s = position({ yard: [...BOWL_ROW, ...someBones(6)] }, { players: 3 });
      s = play(s, { type: 'move', to: 1 });
      s = play(s, { type: 'move', to: 2 });
      expect(s.ctx.current).toBe(0);
      s = play(s, { type: 'move', to: 3 });
      expect(s.ctx.current).toBe(1);
      expect(s.G.actions).toBe(0);
    });

    it('lets an action be repeated (three moves in a row) and lets the player stop early', () => {
      let s = position({ yard: [...BOWL_ROW, ...someBones(6)] });
      s = play(s, { type: 'move', to: 4 });
      expect(s.G.actions).toBe(1);
      s = play(s, { type: 'end' });
      expect(s.ctx.current).toBe(1);
    });

    it('allows a turn with no action at all', () => {
      const s = play(position({ yard: [...BOWL_ROW, ...someBones(6)] }), { type: 'end' });
      expect(s.ctx.current).toBe(1);
    });
  });

  describe('A. MOVE', () => {
    it('moves up to 4 cards with no bones in hand', () => {
      const s = position({ yard: [...BOWL_ROW, ...someBones(10)], dogs: [6, 0] });
      expect(destinations(s)).toEqual([2, 3, 4, 5, 7, 8, 9, 10]);
      expect(reason(s, { type: 'move', to: 11 })).toMatch(/at most 4 cards/);
    });

    it('moves in either direction, and less than the maximum if the player likes', () => {
      let s = position({ yard: [...BOWL_ROW, ...someBones(10)], dogs: [6, 0] });
      s = play(s, { type: 'move', to: 5 });
      expect(s.G.dogs[0]).toBe(5);
      s = play(s, { type: 'move', to: 9 });
      expect(s.G.dogs[0]).toBe(9);
    });

    it('example: holding 2 bones, the dog may move up to 2 yard cards', () => {
      const s = position({ yard: [...BOWL_ROW, ...someBones(10)], dogs: [6, 0], hands: [someBones(12).slice(10), []] });
      expect(destinations(s)).toEqual([4, 5, 7, 8]);
      expect(reason(s, { type: 'move', to: 9 })).toMatch(/at most 2 cards/);
    });

    it('reduces the maximum by 1 per bone: 4, 3, 2, 1 with 0, 1, 2, 3 bones', () => {
      const spare = someBones(18).slice(15);
      for (let held = 0; held <= 3; held++) {
        const s = position({ yard: [...BOWL_ROW, ...someBones(15)], dogs: [10, 0], hands: [spare.slice(0, held), []] });
        expect(Math.max(...destinations(s).map((to) => Math.abs(to - 10)))).toBe(4 - held);
      }
    });

    it('lets several dogs occupy the same card', () => {
      const s = play(position({ yard: [...BOWL_ROW, ...someBones(4)], dogs: [1, 3] }), { type: 'move', to: 3 });
      expect(s.G.dogs).toEqual([3, 3]);
    });

    it('stays inside the yard: from the doghouse (0) to the last card', () => {
      const s = position({ yard: [bowl('red'), someBones(1)[0]!], dogs: [1, 0] });
      expect(destinations(s)).toEqual([0, 2]);
      expect(reason(s, { type: 'move', to: 3 })).toMatch(/0 \(the doghouse\) to 2/);
    });
  });

  describe('B. DIG', () => {
    it('adds the bone under the dog to the hand', () => {
      const id = bone('purple', 'red');
      let s = position({ yard: [bowl('red'), id, bowl('purple')], dogs: [2, 0] });
      s = play(s, { type: 'dig' });
      expect(s.G.hands[0]).toEqual([id]);
      expect(s.G.yard[1]).toBeNull();
      expect(s.ctx.phase).toBe('play.replace');
    });

    it('never digs the doghouse or a dog bowl', () => {
      const s0 = position({ yard: [bowl('red'), bone('red', 'blue')], dogs: [0, 0] });
      expect(reason(s0, { type: 'dig' })).toMatch(/doghouse can never be dug/);
      const s1 = position({ yard: [bowl('red'), bone('red', 'blue')], dogs: [1, 0] });
      expect(reason(s1, { type: 'dig' })).toMatch(/bowls can never be dug/);
      expect(legal(s1).some((m) => m.type === 'dig')).toBe(false);
    });

    it('may put any bone of the hand back face down, including the one just dug', () => {
      const held = bone('green', 'blue');
      const dug = bone('purple', 'red');
      let s = play(position({ yard: [bowl('red'), dug, bowl('purple')], dogs: [2, 0], hands: [[held], []] }), { type: 'dig' });
      expect(legal(s).filter((m) => m.type !== 'keep').map((m) => m.bone).sort()).toEqual([dug, held].sort());
      expect(legal(s).some((m) => m.type === 'keep')).toBe(true);
      s = play(s, { type: 'replace', bone: held });
      expect(s.G.yard[1]).toBe(held);
      expect(s.G.hands[0]).toEqual([dug]);
      expect(s.ctx.phase).toBe('play.act');
    });

    it('may keep the dug bone without putting one back', () => {
      let s = play(position({ yard: [bowl('red'), bone('purple', 'red'), bowl('purple')], dogs: [2, 0] }), { type: 'dig' });
      s = play(s, { type: 'keep' });
      expect(s.G.hands[0]).toHaveLength(1);
      expect(s.G.yard[1]).toBeNull();
    });

    it('with 3 bones in hand, must put one of the 4 back (no more than 3 held)', () => {
      const hand = [bone('green', 'blue'), bone('blue', 'red'), bone('yellow', 'red')];
      const dug = bone('purple', 'red');
      const s = play(position({ yard: [bowl('red'), dug, bowl('purple')], dogs: [2, 0], hands: [hand, []] }), { type: 'dig' });
      expect(legal(s).map((m) => m.type)).toEqual(['replace', 'replace', 'replace', 'replace']);
      expect(reason(s, { type: 'keep' })).toMatch(/must put one back/);
      const after = play(s, { type: 'replace', bone: hand[0]! });
      expect(after.G.hands[0]).toHaveLength(3);
    });

    it('has nothing to dig on an empty space', () => {
      let s = play(position({ yard: [bowl('red'), bone('purple', 'red'), bowl('purple')], dogs: [2, 0] }), { type: 'dig' });
      s = play(s, { type: 'keep' });
      expect(reason(s, { type: 'dig' })).toMatch(/nothing left to dig/);
    });
  });

  describe('C. DROP', () => {
    it('places a bone matching the bowl under the dog face up in front of the player', () => {
      const red = bone('red', 'blue');
      const s = play(position({ yard: [bowl('red'), bone('purple', 'red')], dogs: [1, 0], hands: [[red, bone('green', 'red')], []] }), { type: 'drop', bones: [red] });
      expect(s.G.dropped[0]).toEqual([red]);
      expect(s.G.hands[0]).toEqual([bone('green', 'red')]);
    });

    it('refuses a bone of another colour, and offers nothing off a bowl', () => {
      const s = position({ yard: [bowl('red'), bone('purple', 'red')], dogs: [1, 0], hands: [[bone('green', 'red')], []] });
      expect(reason(s, { type: 'drop', bones: [bone('green', 'red')] })).toMatch(/Only red bones/);
      const off = position({ yard: [bowl('red'), bone('purple', 'red')], dogs: [2, 0], hands: [[bone('red', 'blue')], []] });
      expect(reason(off, { type: 'drop', bones: [bone('red', 'blue')] })).toMatch(/must be on a dog bowl/);
    });

    it('drops several matching bones with a single action', () => {
      const reds = [bone('red', 'blue'), bone('red', 'green')];
      const s0 = position({ yard: [bowl('red'), bone('purple', 'red')], dogs: [1, 0], hands: [[...reds, bone('green', 'red')], []] });
      expect(legal(s0).filter((m) => m.type === 'drop')).toHaveLength(3);
      const s = play(s0, { type: 'drop', bones: reds });
      expect(s.G.dropped[0]!.sort()).toEqual([...reds].sort());
      expect(s.G.actions).toBe(1);
    });
  });

  it('player turn example: Mae digs, moves 2 yard cards to the right and drops the purple bone at the purple bowl', () => {
    const purple = bone('purple', 'green');
    let s = position({ yard: [bone('red', 'blue'), purple, bone('yellow', 'green'), bowl('purple'), bowl('red'), bowl('green'), bowl('blue'), bowl('yellow')], dogs: [0, 2] }, { current: 1 });
    s = play(s, { type: 'dig' });
    s = play(s, { type: 'keep' });
    s = play(s, { type: 'move', to: 4 });
    s = play(s, { type: 'drop', bones: [purple] });
    expect(s.G.dropped[1]).toEqual([purple]);
    expect(s.ctx.current).toBe(0);
  });

  describe('resetting the yard', () => {
    it('fills the dug space with the card furthest from the doghouse at the end of the turn', () => {
      const yard = [bowl('red'), bone('purple', 'red'), bowl('purple'), bone('blue', 'green'), bowl('yellow')];
      let s = play(position({ yard, dogs: [2, 0] }), { type: 'dig' });
      s = play(s, { type: 'keep' });
      expect(s.G.yard[1]).toBeNull();
      s = play(s, { type: 'end' });
      expect(s.G.yard).toEqual([bowl('red'), bowl('yellow'), bowl('purple'), bone('blue', 'green')]);
    });

    it('moves dog bowls toward the doghouse, which changes their values', () => {
      const yard = [bone('purple', 'red'), bowl('red'), bowl('green'), bowl('blue'), bowl('purple'), bowl('yellow')];
      expect(bowlValues(position({ yard }).G).yellow).toBe(1);
      let s = play(position({ yard, dogs: [1, 0] }), { type: 'dig' });
      s = play(play(s, { type: 'keep' }), { type: 'end' });
      expect(s.G.yard[0]).toBe(bowl('yellow'));
      expect(bowlValues(s.G)).toEqual({ yellow: 5, red: 4, green: 3, blue: 2, purple: 1 });
    });

    it('fills two spaces nearest the doghouse first', () => {
      const yard = [bone('red', 'blue'), bowl('red'), bone('green', 'red'), bowl('green'), bowl('blue'), bone('blue', 'red')];
      let s = position({ yard, dogs: [1, 0] });
      s = play(play(s, { type: 'dig' }), { type: 'keep' });
      s = play(s, { type: 'move', to: 3 });
      s = play(play(s, { type: 'dig' }), { type: 'keep' });
      // Turn over: space 1 takes the last card (blue–red bone), space 3 the next last (blue bowl).
      expect(s.G.yard).toEqual([bone('blue', 'red'), bowl('red'), bowl('blue'), bowl('green')]);
      expect(s.ctx.current).toBe(1);
    });

    it('does not reset the yard when the dug space was filled by a bone put back', () => {
      const yard = [bone('red', 'blue'), bowl('red'), bowl('yellow')];
      let s = play(position({ yard, dogs: [1, 0] }), { type: 'dig' });
      s = play(play(s, { type: 'replace', bone: bone('red', 'blue') }), { type: 'end' });
      expect(s.G.yard).toEqual(yard);
    });

    it('turn/yard reset example: Mae digs at A (the last card), moves 3 to B and digs; the red/yellow card fills B and Rex slides to the green/red card', () => {
      const redYellow = bone('yellow', 'red');
      const greenRed = bone('green', 'red');
      const atA = bone('blue', 'purple');
      const atB = bone('purple', 'yellow');
      // Positions 1..10; B = 7, A = 10. Rex (seat 0, the brown dog) is on the last card before A.
      const yard = [bowl('red'), bone('red', 'blue'), bowl('green'), bowl('blue'), bone('green', 'blue'), bowl('purple'), atB, greenRed, redYellow, atA];
      let s = position({ yard, dogs: [9, 10] }, { current: 1 });
      s = play(play(s, { type: 'dig' }), { type: 'keep' });
      s = play(s, { type: 'move', to: 7 });
      s = play(play(s, { type: 'dig' }), { type: 'keep' });
      expect(s.ctx.current).toBe(0);
      expect(s.G.yard).toHaveLength(8);
      expect(s.G.yard[6]).toBe(redYellow);
      expect(s.G.yard[7]).toBe(greenRed);
      expect(s.G.dogs).toEqual([8, 7]);
      expect(s.G.hands[1]!.sort()).toEqual([atA, atB].sort());
    });

    it('lets a dog move across and onto an empty space during the turn (it still counts as a space)', () => {
      const yard = [bone('red', 'blue'), bone('green', 'blue'), bowl('red')];
      let s = play(play(position({ yard, dogs: [1, 0] }), { type: 'dig' }), { type: 'keep' });
      s = play(s, { type: 'move', to: 3 });
      expect(s.G.dogs[0]).toBe(3);
      expect(reason(s, { type: 'move', to: 1 })).toBe(null);
    });
  });

  describe('scoring and the end', () => {
    it('bowl values: closest to the doghouse 5, then 4, 3, 2, furthest 1 (purple closest: 5, yellow furthest: 1)', () => {
      const s = position({ yard: [bone('red', 'blue'), ...BOWL_ROW] });
      expect(bowlValues(s.G)).toEqual({ purple: 5, red: 4, green: 3, blue: 2, yellow: 1 });
    });

    it('ends the game right after the turn in which only the 5 bowls remain', () => {
      let s = position({ yard: [...BOWL_ROW, bone('red', 'blue')], dogs: [6, 0] });
      s = play(play(s, { type: 'dig' }), { type: 'keep' });
      expect(s.ctx.over).toBe(false);
      s = play(s, { type: 'end' });
      expect(onlyBowls(s.G)).toBe(true);
      expect(s.ctx.over).toBe(true);
      expect(s.ctx.phase).toBe('over');
    });

    it('gives bones left in a hand no value', () => {
      let s = position({ yard: [...BOWL_ROW, bone('red', 'blue')], dogs: [6, 0], dropped: [[bone('purple', 'red')], [bone('purple', 'blue')]], hands: [[], [bone('red', 'green')]] });
      s = play(play(play(s, { type: 'dig' }), { type: 'keep' }), { type: 'end' });
      const r = core.result(s)!;
      expect(r.scores).toEqual([5, 5]);
    });

    it('scoring example: Rex totals 31 points and Mae 29, so Rex wins', () => {
      const P = (c: Colour, n: number) => BONES.filter((b) => b.colour === c).slice(0, n).map((b) => b.id);
      const rex = [...P('purple', 4), ...P('red', 2), ...P('green', 1)];
      const mae = [...BONES.filter((b) => b.colour === 'red').slice(2).map((b) => b.id), ...BONES.filter((b) => b.colour === 'green').slice(1).map((b) => b.id), ...P('blue', 4), ...P('yellow', 4)];
      const s = position({ yard: [...BOWL_ROW], dropped: [rex, mae] });
      expect([score(s.G, 0), score(s.G, 1)]).toEqual([31, 29]);
      s.ctx.phase = 'over';
      s.ctx.over = true;
      expect(core.result(s)).toMatchObject({ scores: [31, 29], winners: [0] });
    });

    it('breaks a tie by the most bones worth 5, then 4 and so on', () => {
      const purple = BONES.filter((b) => b.colour === 'purple').map((b) => b.id);
      const red = BONES.filter((b) => b.colour === 'red').map((b) => b.id);
      const yellow = BONES.filter((b) => b.colour === 'yellow').map((b) => b.id);
      const blue = BONES.filter((b) => b.colour === 'blue').map((b) => b.id);
      // Seat 0: one 5 + one 1 = 6 points; seat 1: one 4 + one 2 = 6 points. Seat 0 has a 5.
      const s = position({ yard: [...BOWL_ROW], dropped: [[purple[0]!, yellow[0]!], [red[0]!, blue[0]!]] });
      s.ctx.phase = 'over';
      s.ctx.over = true;
      expect(core.result(s)).toMatchObject({ scores: [6, 6], winners: [0] });
      // Same 5s: the 4s decide. Seat 0: 5 + 4 + 1 (10); seat 1: 5 + 3 + 2 (10).
      const green = BONES.filter((b) => b.colour === 'green').map((b) => b.id);
      const t = position({ yard: [...BOWL_ROW], dropped: [[purple[0]!, red[0]!, yellow[0]!], [purple[1]!, green[0]!, blue[0]!]] });
      t.ctx.phase = 'over';
      t.ctx.over = true;
      expect(core.result(t)).toMatchObject({ scores: [10, 10], winners: [0] });
      // Identical bones: a shared win.
      const u = position({ yard: [...BOWL_ROW], dropped: [[purple[0]!], [purple[1]!]] });
      u.ctx.phase = 'over';
      u.ctx.over = true;
      expect(core.result(u)!.winners).toEqual([0, 1]);
    });
  });

  describe('hidden information', () => {
    it('shows face-down bones by their scent only, to everyone', () => {
      const s = core.init({ players: 3, seed: 'view' }) as GameState<DigState>;
      for (const seat of [0, 1, 2, null]) {
        const v = core.view(s, seat).G as DigState;
        for (const [i, c] of v.yard.entries()) {
          if (c!.startsWith('bowl-')) expect(c).toBe(s.G.yard[i]);
          else expect(c).toMatch(/^hidden:[a-z]+\+[a-z]+$/);
        }
      }
    });

    it('keeps bones in hand secret from the other seats until dropped', () => {
      const held = bone('red', 'blue');
      const s = position({ yard: [...BOWL_ROW], hands: [[held], []] });
      expect((core.view(s, 0).G as DigState).hands[0]).toEqual([held]);
      expect((core.view(s, 1).G as DigState).hands[0]).toEqual(['hidden:red+blue']);
      expect(JSON.stringify(core.view(s, 1))).not.toContain(held);
    });

    it('lets a player who put a bone back remember it, and nobody else', () => {
      const id = bone('red', 'blue');
      let s = play(position({ yard: [id, ...BOWL_ROW], dogs: [1, 0] }), { type: 'dig' });
      s = play(s, { type: 'replace', bone: id });
      expect((core.view(s, 0).G as DigState).yard[0]).toBe(id);
      expect((core.view(s, 1).G as DigState).yard[0]).toBe('hidden:red+blue');
    });

    it('logs a dig and a bone put back by their scent only (both colours it may be), never by card id', () => {
      const id = bone('purple', 'red');
      let s = play(position({ yard: [bowl('red'), id, bowl('purple')], dogs: [2, 0] }), { type: 'dig' });
      s = play(s, { type: 'replace', bone: id });
      const dig = digGame.flow.phases!.play!.phases!.act!.moves!.dig!;
      const put = digGame.flow.phases!.play!.phases!.replace!.moves!.replace!;
      const before = position({ yard: [bowl('red'), id, bowl('purple')], dogs: [2, 0] }).G;
      const after = play(position({ yard: [bowl('red'), id, bowl('purple')], dogs: [2, 0] }), { type: 'dig' }).G;
      const dug = dig.describe!({}, after, before);
      expect(say(dug)).toBe('dug up a bone with a red/purple scent at card 2');
      const said = put.describe!({ bone: id }, s.G, after);
      expect(say(said)).toBe('put a bone with a red/purple scent back face down at card 2');
      for (const text of [dug, said]) expect(JSON.stringify(text)).not.toContain(id);
    });

    it('determinizes a view into a full state with the right scents', () => {
      const s = core.init({ players: 2, seed: 'det' }) as GameState<DigState>;
      const v = core.view(s, 1).G as DigState;
      const g = digGame.determinize!(v, s.ctx, 1, new Random({ rng: 7 }));
      expect([...g.yard].sort()).toEqual([...s.G.yard].sort() as string[]);
      g.yard.forEach((c, i) => {
        const shown = v.yard[i]!;
        if (shown.startsWith('hidden:')) expect(shown).toBe(`hidden:${BONES.find((b) => b.id === c)!.scent.join('+')}`);
        else expect(c).toBe(shown);
      });
    });
  });
});

// ------------------------------------------------------------------ what reaches the other seats

/** Seeded random games through the core; `visit` sees every position and the move played from it. */
function randomGames(players: number, games: number, seed: string, visit: (before: GameState<DigState>, move: Move) => void): void {
  for (let g = 0; g < games; g++) {
    let state = core.init({ players, seed: `${seed}-${players}-${g}` }) as GameState<DigState>;
    const random = new Random({ rng: seedToState(`${seed}-${players}-${g}/moves`) });
    while (!core.isOver(state)) {
      const move = random.pick(core.legalMoves(state));
      visit(state, move);
      const next = core.play(state, move);
      if (!next.ok) throw new Error(`refused ${JSON.stringify(move)}: ${next.reason}`);
      state = next.state as GameState<DigState>;
    }
  }
}

/** Fails unless a seat sees the guess exactly as it sees the real position (JSON equality). */
function expectSameView(guess: unknown, view: unknown, where: string): void {
  if (jsonEqual(guess, view) && JSON.stringify(guess) === JSON.stringify(view)) return;
  expect(guess, where).toEqual(view);
  expect(JSON.stringify(guess), `${where} (key order)`).toBe(JSON.stringify(view));
}

describe('DIG: what reaches the other seats', () => {
  it("hides the bone put back from the other seats and spectators; the mover's copy keeps it", () => {
    const id = bone('purple', 'red');
    const before = play(position({ yard: [bowl('red'), id, bowl('purple')], dogs: [2, 0] }, { players: 3 }), { type: 'dig' });
    const move: Move = { type: 'replace', seat: 0, bone: id };
    expect(core.reason(before, move)).toBeNull();
    const hidden = core.hiddenArgs(before, move);
    expect(hidden).toEqual({ keys: ['bone'], seenBy: [] });
    for (const seat of [1, 2, null]) {
      const copy = core.redact(move, hidden, seat);
      expect(copy).not.toHaveProperty('bone');
      expect(copy).toEqual({ type: 'replace', seat: 0 });
    }
    expect(core.redact(move, hidden, 0)).toEqual(move);
  });

  it('hides nothing else: every argument of moving, dropping and the other moves reaches every seat', () => {
    const types = new Set<string>();
    for (const players of [2, 4]) {
      randomGames(players, 2, 'dig-hidden', (before, move) => {
        types.add(move.type);
        const hidden = core.hiddenArgs(before, move);
        if (move.type === 'replace') expect(hidden).toEqual({ keys: ['bone'], seenBy: [] });
        else expect(hidden, move.type).toBeNull();
      });
    }
    expect([...types].sort()).toEqual(['dig', 'drop', 'end', 'keep', 'move', 'replace']);
  });

  it('guesses as many buried bones known to each other seat as it put back, among the bones hidden from the guesser', () => {
    const back = bone('purple', 'red');
    let s = position({ yard: [bowl('red'), back, bowl('purple'), bone('red', 'blue'), bone('blue', 'red')], dogs: [0, 2] }, { current: 1 });
    s = play(play(s, { type: 'dig' }), { type: 'replace', bone: back });
    expect(s.G.known[1]).toEqual([back]);
    const view = core.view(s, 0);
    expect(view.G.known[1]).toEqual(['hidden']);
    for (let k = 0; k < 20; k++) {
      const guess = core.determinize(view, 0, new Random({ rng: seedToState(`dig-known-${k}`) })) as GameState<DigState>;
      expect(guess.G.known[1]).toHaveLength(1);
      const at = guess.G.yard.indexOf(guess.G.known[1]![0]!);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(view.G.yard[at]).toMatch(/^hidden:/);
      expectSameView(core.view(guess, 0), view, `guess ${k}`);
    }
  });

  it("a bot's guess looks to its seat exactly like what that seat sees, in every sampled position of seeded random games", () => {
    const random = new Random({ rng: seedToState('dig-guesses') });
    let checks = 0;
    for (const players of [2, 3, 4]) {
      randomGames(players, 4, 'dig-guess', (before) => {
        if (before.ctx.moves % 7 !== 0) return;
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
