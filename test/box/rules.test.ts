/**
 * BOX rules: every number and worked example of the rulebook, and each rule, as a named test.
 * Positions are built by editing the game data after `core.init`.
 */
import { describe, expect, it } from 'vitest';
import {
  allPlayed, BOX_CARDS, boxCompiled, colourScore, COLOURS, distinctTurns, SECRET_CARDS, squaresOf, teamsFor, turnedDots,
  type BoxState, type Dot,
} from '../../machines/box/index.js';
import { Random, jsonEqual, seedToState, type GameState, type Move } from '../../src/dsl/index.js';
import { Translator, type Text } from '../../src/i18n/index.js';

const { core } = boxCompiled;
/** A text as the English table shows it. */
const say = (text: Text | null | undefined) => new Translator('en', []).render(text);
const init = (players: number, seed = 'rules') => core.init({ players, seed }) as GameState<BoxState>;
const play = (state: GameState<BoxState>, move: Move) => {
  const r = core.play(state, move);
  if (!r.ok) throw new Error(r.reason);
  return r.state as GameState<BoxState>;
};
/** Dots from a list of [x, y, dot]. */
const dotsOf = (list: [number, number, Dot][]): Record<string, Dot> => Object.fromEntries(list.map(([x, y, d]) => [`${x},${y}`, d]));
/** The four corners of a square with `side` dots on a side, top-left at (x, y). */
const corners = (x: number, y: number, side: number, dot: Dot): [number, number, Dot][] => {
  const k = side - 1;
  return [[x, y, dot], [x + k, y, dot], [x, y + k, dot], [x + k, y + k, dot]];
};
/** A finished-looking state with these dots and these team colours. */
function scored(players: number, secrets: string[], dots: Record<string, Dot>): GameState<BoxState> {
  const state = init(players);
  state.G.secrets = secrets;
  state.G.dots = dots;
  return state;
}

describe('components', () => {
  it('30 cards: 24 Box Cards and 6 Secret Color Cards, one per colour', () => {
    expect(BOX_CARDS).toHaveLength(24);
    expect(new Set(BOX_CARDS.map((c) => c.id)).size).toBe(24);
    expect(SECRET_CARDS).toEqual(COLOURS.map((c) => `secret-${c}`));
    expect(BOX_CARDS.length + SECRET_CARDS.length).toBe(30);
  });

  it('each Box Card shows a 2×2 block of dots: 96 dots, 15 of each colour and 6 grey', () => {
    const all = BOX_CARDS.flatMap((c) => c.dots);
    expect(all).toHaveLength(96);
    for (const c of COLOURS) expect(all.filter((d) => d === c)).toHaveLength(15);
    expect(all.filter((d) => d === 'grey')).toHaveLength(6);
    // No card is a ready-made square: no card has four dots of one colour.
    for (const card of BOX_CARDS) expect(new Set(card.dots).size).toBeGreaterThan(1);
  });

  it('a card turned a quarter turn clockwise moves its bottom-left dot to the top-left', () => {
    const id = BOX_CARDS[0]!.id; // red, red / orange, yellow
    expect(turnedDots(id, 0)).toEqual(['red', 'red', 'orange', 'yellow']);
    expect(turnedDots(id, 1)).toEqual(['orange', 'red', 'yellow', 'red']);
    expect(turnedDots(id, 2)).toEqual(['yellow', 'orange', 'red', 'red']);
    expect(turnedDots(id, 4)).toEqual(turnedDots(id, 0));
    // Two diagonal pairs look the same turned twice: only two different pictures.
    expect(distinctTurns(BOX_CARDS[1]!.id)).toEqual([0, 1]);
    expect(distinctTurns(id)).toEqual([0, 1, 2, 3]);
  });
});

describe('setup', () => {
  it('2 or 3 players play individually; 4 or 6 players play as 2 teams that alternate round the table', () => {
    expect(teamsFor(2)).toEqual([[0], [1]]);
    expect(teamsFor(3)).toEqual([[0], [1], [2]]);
    expect(teamsFor(4)).toEqual([[0, 2], [1, 3]]);
    expect(teamsFor(6)).toEqual([[0, 2, 4], [1, 3, 5]]);
    // No team takes two turns in a row.
    for (const players of [4, 6]) {
      const teams = teamsFor(players);
      for (let s = 0; s < players; s++) expect(teams.findIndex((t) => t.includes(s))).not.toBe(teams.findIndex((t) => t.includes((s + 1) % players)));
    }
  });

  it('5 players (or 1, or 7) is refused with a clear reason', () => {
    expect(() => init(5)).toThrow('BOX is for 2, 3, 4 or 6 players; got 5.');
    expect(() => teamsFor(5)).toThrow('BOX is played by 2 or 3 players, or by two teams of 4 or 6 players, not by 5.');
    expect(() => init(1)).toThrow('BOX is for 2, 3, 4 or 6 players; got 1.');
    expect(() => init(7)).toThrow('BOX is for 2, 3, 4 or 6 players; got 7.');
  });

  it('each player (team) is dealt one Secret Color Card; one unused one is the face-down Starting Card, the rest lie aside', () => {
    for (const [players, teams] of [[2, 2], [3, 3], [4, 2], [6, 2]] as const) {
      const { G } = init(players);
      expect(G.secrets).toHaveLength(teams);
      expect(G.aside).toHaveLength(6 - teams - 1);
      expect(new Set([...G.secrets, ...G.aside, G.start])).toEqual(new Set(SECRET_CARDS));
    }
  });

  it('the Starting Card lies in the centre: its back shows 4 grey dots', () => {
    const { G } = init(2);
    expect(G.display).toEqual([{ id: 'start', x: 0, y: 0, turn: 0 }]);
    expect(G.dots).toEqual(dotsOf([[0, 0, 'grey'], [1, 0, 'grey'], [0, 1, 'grey'], [1, 1, 'grey']]));
  });

  it('all 24 Box Cards are dealt evenly into face-down stacks, and each player draws 1 into hand', () => {
    for (const [players, each] of [[2, 12], [3, 8], [4, 6], [6, 4]] as const) {
      const { G } = init(players);
      expect(G.hands.every((h) => typeof h === 'string')).toBe(true);
      expect(G.stacks.map((s) => s.length + 1)).toEqual(Array(players).fill(each));
    }
  });

  it('the first seat (the oldest player) is the Start Player', () => {
    expect(init(3).ctx.active).toEqual([0]);
  });
});

describe('secret colours', () => {
  it('a player sees only their own Secret Color; teammates share theirs', () => {
    const state = init(4);
    const [red, blue] = state.G.secrets;
    expect(core.view(state, 0).G.secrets).toEqual([red, 'hidden']);
    expect(core.view(state, 2).G.secrets).toEqual([red, 'hidden']);
    expect(core.view(state, 1).G.secrets).toEqual(['hidden', blue]);
    expect(core.view(state, null).G.secrets).toEqual(['hidden', 'hidden']);
    expect(core.view(state, 0).G.start).toBe('hidden');
    expect(core.view(state, 0).G.aside.every((a) => a === 'hidden')).toBe(true);
  });

  it('hands are private and stacks face down, even to their owner', () => {
    const state = init(3);
    const view = core.view(state, 1).G;
    expect(view.hands).toEqual(['hidden', state.G.hands[1], 'hidden']);
    expect(view.stacks.flat().every((c) => c === 'hidden')).toBe(true);
  });

  it('at the end of the game every player (team) reveals their Secret Color', () => {
    let state = init(2);
    while (!core.isOver(state)) state = play(state, core.legalMoves(state).find((m) => m.type === 'place')!);
    expect(core.view(state, 0).G.secrets).toEqual(state.G.secrets);
    expect(core.view(state, null).G.secrets).toEqual(state.G.secrets);
  });
});

describe('a turn', () => {
  it('Card A: a card may cover 2 existing dots', () => {
    const state = init(2);
    // One column of the Starting Card's dots covered: x 1..2.
    expect(core.reason(state, { type: 'place', seat: 0, x: 1, y: 0 })).toBeNull();
    const after = play(state, { type: 'place', seat: 0, x: 1, y: 0 });
    const dots = turnedDots(state.G.hands[0]!, 0);
    expect([after.G.dots['1,0'], after.G.dots['2,0'], after.G.dots['1,1'], after.G.dots['2,1']]).toEqual(dots);
    expect(after.G.dots['0,0']).toBe('grey'); // the uncovered dots stay
  });

  it('Cards B and C: a card covering no dots lies next to at least one dot, in line with them', () => {
    const state = init(2);
    expect(core.reason(state, { type: 'place', seat: 0, x: 2, y: 0 })).toBeNull(); // right of the Starting Card
    expect(core.reason(state, { type: 'place', seat: 0, x: -1, y: 2 })).toBeNull(); // below, shifted one dot
  });

  it('Card D: a card that neither covers nor lies next to a dot is refused (touching at a corner is not next to)', () => {
    const state = init(2);
    expect(core.reason(state, { type: 'place', seat: 0, x: 2, y: 2 })).toBe('A card must cover 1 to 4 dots of the display or lie next to at least one of its dots.');
    expect(core.reason(state, { type: 'place', seat: 0, x: 5, y: 0 })).toBe('A card must cover 1 to 4 dots of the display or lie next to at least one of its dots.');
  });

  it('a card may cover 1 to 4 dots (4: exactly on top of a card)', () => {
    const state = init(2);
    expect(core.reason(state, { type: 'place', seat: 0, x: 0, y: 0 })).toBeNull(); // 4 dots
    expect(core.reason(state, { type: 'place', seat: 0, x: -1, y: -1 })).toBeNull(); // 1 dot
  });

  it('lists exactly the legal places: 21 round the Starting Card (9 covering, 12 next to a side)', () => {
    const moves = core.legalMoves(init(2)).filter((m) => m.type === 'place');
    // Covering: top-left in (-1..1)² = 9. Next to a side: 3 places along each of the 4 sides = 12.
    const covering = moves.filter((m) => Math.abs(m.x as number) <= 1 && Math.abs(m.y as number) <= 1);
    expect(covering).toHaveLength(9);
    expect(moves).toHaveLength(9 + 12);
  });

  it('then the player draws from their stack, back to 1 card in hand; the turn passes clockwise', () => {
    const state = init(2);
    const top = state.G.stacks[0]![state.G.stacks[0]!.length - 1];
    const after = play(state, { type: 'place', seat: 0, x: 2, y: 0 });
    expect(after.G.hands[0]).toBe(top);
    expect(after.G.stacks[0]).toHaveLength(10);
    expect(after.ctx.active).toEqual([1]);
  });

  it('a player may turn the card in hand before placing it (a quarter turn clockwise each time)', () => {
    let state = init(2, 'turn');
    const id = state.G.hands[0]!;
    state = play(state, { type: 'rotate', seat: 0 });
    expect(state.G.turned[0]).toBe(distinctTurns(id)[1]);
    expect(state.ctx.active).toEqual([0]); // turning is not the end of the turn
    state = play(state, { type: 'place', seat: 0, x: 2, y: 0 });
    expect([state.G.dots['2,0'], state.G.dots['3,0'], state.G.dots['2,1'], state.G.dots['3,1']]).toEqual(turnedDots(id, distinctTurns(id)[1]!));
    expect(state.G.turned[0]).toBe(0); // the new card in hand is unturned
  });

  it('refuses malformed places with a clear reason', () => {
    const state = init(2);
    expect(core.reason(state, { type: 'place', seat: 0, x: 'a', y: 0 })).toBe('Say where the card goes: whole numbers x and y for its top-left dot.');
    expect(core.reason(state, { type: 'place', seat: 0, x: 1.5, y: 0 })).toBe('Say where the card goes: whole numbers x and y for its top-left dot.');
    expect(core.reason(state, { type: 'place', seat: 0 })).toBe('Say where the card goes: whole numbers x and y for its top-left dot.');
    expect(core.reason(state, { type: 'place', seat: 0, x: 1e9, y: 0 })).toBe('That is off the table: x and y must lie between -100 and 100.');
    expect(core.reason(state, { type: 'place', seat: 1, x: 2, y: 0 })).toBe("It is seat 0's turn, not seat 1's.");
  });

  it('the game ends when all 24 Box Cards have been played (24 turns)', () => {
    for (const players of [2, 3, 4, 6]) {
      let state = init(players);
      let turns = 0;
      while (!core.isOver(state)) {
        state = play(state, core.legalMoves(state).find((m) => m.type === 'place')!);
        turns++;
      }
      expect(turns).toBe(24);
      expect(allPlayed(state.G)).toBe(true);
      expect(state.G.display).toHaveLength(25);
      expect(state.ctx.phase).toBe('over');
    }
  });
});

describe('scoring', () => {
  it('a square scores 1 point per dot on a side: 2 points for the smallest, 2×2', () => {
    expect(colourScore(dotsOf(corners(0, 0, 2, 'red')), 'red')).toBe(2);
  });

  it('only squares whose four corner dots are the colour count', () => {
    const dots = dotsOf([...corners(0, 0, 3, 'red').slice(0, 3), [2, 2, 'grey']]);
    expect(colourScore(dots, 'red')).toBe(0);
    // A rectangle is not a square.
    expect(colourScore(dotsOf([[0, 0, 'red'], [3, 0, 'red'], [0, 2, 'red'], [3, 2, 'red']]), 'red')).toBe(0);
  });

  it('example: 3 empty dot spaces allow Player A to score an 8-point square', () => {
    // The top side runs over 8 dot spaces: the two purple corners, three grey dots, three empty spaces.
    const dots = dotsOf([
      ...corners(0, 0, 8, 'purple'),
      [1, 0, 'grey'], [2, 0, 'grey'], [3, 0, 'grey'], // x 4, 5, 6 of the top side are empty
      [0, 1, 'blue'], [0, 2, 'orange'], [7, 3, 'green'],
    ]);
    const empty = [1, 2, 3, 4, 5, 6].filter((x) => dots[`${x},0`] === undefined);
    expect(empty).toHaveLength(3);
    expect(squaresOf(dots, 'purple')).toEqual([{ x: 0, y: 0, side: 8 }]);
    expect(colourScore(dots, 'purple')).toBe(8);
  });

  it('example: A (purple) 5 + 8 = 13 points, B (blue) 4 + 5 + 7 = 16 points: B wins', () => {
    const dots = dotsOf([
      ...corners(0, 0, 5, 'purple'), ...corners(20, 0, 8, 'purple'),
      ...corners(0, 30, 4, 'blue'), ...corners(10, 30, 5, 'blue'), ...corners(20, 30, 7, 'blue'),
    ]);
    expect(squaresOf(dots, 'purple').map((s) => s.side).sort()).toEqual([5, 8]);
    expect(squaresOf(dots, 'blue').map((s) => s.side).sort()).toEqual([4, 5, 7]);
    const result = core.result(scored(2, ['secret-purple', 'secret-blue'], dots));
    expect(result.scores).toEqual([13, 16]);
    expect(result.winners).toEqual([1]);
  });

  it('a 10 × 10 square is the largest that scores; larger squares score nothing', () => {
    expect(colourScore(dotsOf(corners(0, 0, 10, 'green')), 'green')).toBe(10);
    expect(colourScore(dotsOf(corners(0, 0, 11, 'green')), 'green')).toBe(0);
  });

  it('corner dots may be used for several squares', () => {
    // A 3 × 3 block of red dots: four 2-point squares and one 3-point square share corners.
    const block: [number, number, Dot][] = [];
    for (let x = 0; x < 3; x++) for (let y = 0; y < 3; y++) block.push([x, y, 'red']);
    expect(squaresOf(dotsOf(block), 'red')).toHaveLength(5);
    expect(colourScore(dotsOf(block), 'red')).toBe(4 * 2 + 3);
  });

  it('covered dots no longer count: only the top dot of each space', () => {
    let state = init(2, 'cover');
    state.G.hands[0] = 'box-01'; // red, red / orange, yellow
    state.G.dots = dotsOf([...corners(0, 0, 2, 'grey'), [3, 0, 'red'], [3, 1, 'red']]);
    state.G.secrets = ['secret-red', 'secret-blue'];
    // Turned once: orange, red / yellow, red. Laid at x 2: red at (3,0) and (3,1) stay red; (2,0), (2,1) become orange/yellow.
    state.G.turned[0] = 1;
    state = play(state, { type: 'place', seat: 0, x: 2, y: 0 });
    expect(colourScore(state.G.dots, 'red')).toBe(0);
    state.G.dots['2,0'] = 'red';
    state.G.dots['2,1'] = 'red';
    expect(colourScore(state.G.dots, 'red')).toBe(2);
  });

  it('a team scores the squares in its shared colour; both teammates get the team total', () => {
    const dots = dotsOf([...corners(0, 0, 3, 'green'), ...corners(10, 0, 2, 'yellow')]);
    const result = core.result(scored(4, ['secret-yellow', 'secret-green'], dots));
    expect(result.scores).toEqual([2, 3, 2, 3]);
    expect(result.winners).toEqual([1, 3]);
  });
});

describe('ties', () => {
  it('a tie goes to the player who took the first turn', () => {
    const dots = dotsOf([...corners(0, 0, 3, 'green'), ...corners(10, 0, 3, 'yellow')]);
    const two = core.result(scored(2, ['secret-yellow', 'secret-green'], dots));
    expect(two.scores).toEqual([3, 3]);
    expect(two.winners).toEqual([0]);
    expect(say(two.reason)).toBe('Tied on points: Seat 1 played first of those tied.');
    // Seats 2 and 3 of three tie at the top: the one whose turn came first, seat 1, wins.
    const three = core.result(scored(3, ['secret-red', 'secret-yellow', 'secret-green'], dots));
    expect(three.winners).toEqual([1]);
    expect(say(three.reason)).toBe('Tied on points: Seat 2 played first of those tied.');
  });

  it('a tie between teams goes to the team that took the first turn', () => {
    const result = core.result(scored(6, ['secret-blue', 'secret-red'], {}));
    expect(result.scores).toEqual([0, 0, 0, 0, 0, 0]);
    expect(result.winners).toEqual([0, 2, 4]);
    expect(say(result.reason)).toBe('Tied on points: the team of Seat 1, Seat 3 and Seat 5 played first.');
  });
});

// ------------------------------------------------------------------ what reaches the other seats

/** Seeded random games through the core; `visit` sees every position and the move played from it. */
function randomGames(players: number, games: number, seed: string, visit: (before: GameState<BoxState>, move: Move) => void): void {
  for (let g = 0; g < games; g++) {
    let state = init(players, `${seed}-${players}-${g}`);
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

describe('what reaches the other seats', () => {
  it('shows how a card in hand is turned only to its holder: teammates, opponents and spectators see it unturned', () => {
    const state = play(init(4, 'turned'), { type: 'rotate', seat: 0 });
    expect(state.G.turned[0]).toBe(1);
    expect(core.view(state, 0).G.turned[0]).toBe(1);
    for (const seat of [1, 2, 3, null]) expect(core.view(state, seat).G.turned[0], `seat ${seat}`).toBe(0);
  });

  it("guesses the hidden card of the seat to move turned a way that card can lie, every other hand unturned, and keeps the guesser's own turn", () => {
    const state = play(init(3, 'turned-guess'), { type: 'rotate', seat: 0 });
    state.G.turned[1] = 1;
    const view = core.view(state, 1);
    const turns = new Set<number>();
    for (let k = 0; k < 40; k++) {
      const guess = core.determinize(view, 1, new Random({ rng: seedToState(`box-turn-${k}`) })) as GameState<BoxState>;
      expect(distinctTurns(guess.G.hands[0]!)).toContain(guess.G.turned[0]);
      expect(guess.G.turned[2]).toBe(0);
      expect(guess.G.turned[1]).toBe(1);
      turns.add(guess.G.turned[0]!);
      expectSameView(core.view(guess, 1), view, `guess ${k}`);
    }
    expect(turns.size).toBeGreaterThan(1);
  });

  it('hides no move argument: turning and placing reach every seat whole (the display shows every card laid)', () => {
    const types = new Set<string>();
    for (const players of [2, 3, 4, 6]) {
      randomGames(players, 2, 'box-hidden', (before, move) => {
        types.add(move.type);
        const hidden = core.hiddenArgs(before, move);
        expect(hidden, move.type).toBeNull();
        for (const seat of [...Array.from({ length: players }, (_, s) => s), null]) expect(core.redact(move, hidden, seat)).toEqual(move);
      });
    }
    expect([...types].sort()).toEqual(['place', 'rotate']);
  });

  it("a bot's guess looks to its seat exactly like what that seat sees, in every position of seeded random games", () => {
    const random = new Random({ rng: seedToState('box-guesses') });
    let checks = 0;
    for (const players of [2, 3, 4, 6]) {
      randomGames(players, 6, 'box-guess', (before) => {
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
