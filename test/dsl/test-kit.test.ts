/**
 * The test kit catches what it claims to catch: each check is run on a fixture with one seeded
 * bug and must fail with a message that names the bug (and pass on the healthy fixture).
 */
import { describe, expect, it } from 'vitest';
import { clockwise, compile, defineGame, move, phases, Random, simultaneous, type GameDef, type GameState } from '../../src/dsl/index.js';
import { badInput, fuzz, guessesAgree, jsonProblem, leaks, modelBased, modelPaths, randomPosition, replay, sampleMoves, trust } from '../../src/testing/index.js';
import { nim, nimGame, take, type NimState } from './fixtures/nim.js';
import { lay, sealed, sealedDef, type SealedState } from './fixtures/sealed.js';

/** Nim with one part replaced. */
const nimWith = (id: string, patch: Partial<GameDef<NimState, { stones: number }>>) => compile(defineGame<NimState, { stones: number }>({ ...nimGame, id, ...patch }));
const nimFlow = (takeMove: typeof take) =>
  phases<NimState>({ play: { turn: clockwise(), moves: { take: takeMove }, next: [{ if: (G) => G.stones === 0, to: 'over' }] }, over: { final: true } });

describe('the test kit catches broken games', () => {
  it('passes the healthy fixtures', () => {
    expect(fuzz(nim, { games: 20, machineEvery: 1 }).games).toBe(20);
    expect(fuzz(sealed, { games: 20, machineEvery: 1 }).games).toBe(20);
  });

  it('fuzz: a move that loses a conserved quantity', () => {
    const lossy = move<NimState, { n: number }>({ ...take, apply: (G, { n }) => { G.stones -= n; } });
    expect(() => fuzz(nimWith('nim-lossy', { flow: nimFlow(lossy) }), { games: 5 })).toThrow(/a conserved quantity changed with .*"stones" was 7 and is now [456]/);
  });

  it('fuzz: a card that disappears from a multiset of cards', () => {
    const def: GameDef<SealedState> = { ...sealedDef, id: 'sealed-lossy', conserved: (G) => ({ cards: G.hands.flat() }) };
    expect(() => fuzz(compile(def), { games: 3 })).toThrow(/"cards" changed: \d+ → \d+ items, lost \["c\d+"\]/);
  });

  it('fuzz: a state that is not plain JSON', () => {
    const nan = move<NimState, { n: number }>({ ...take, apply: (G, { n }, { seat }) => { G.stones -= n; G.taken[seat]! += n; (G as unknown as { ratio: number }).ratio = 0 / 0; } });
    expect(() => fuzz(nimWith('nim-nan', { flow: nimFlow(nan) }), { games: 2 })).toThrow(/not plain JSON: state\.G\.ratio is NaN/);
  });

  it('fuzz: legalMoves listing a move that reason() refuses', () => {
    const liar = move<NimState, { n: number }>({ ...take, args: (G) => [1, 2, 3, 4].filter((n) => n <= G.stones).map((n) => ({ n })) });
    expect(() => fuzz(nimWith('nim-liar', { flow: nimFlow(liar) }), { games: 2 })).toThrow(/legalMoves lists \{"n":4,.*but reason\(\) refuses it/);
  });

  it('fuzz and model-based test: a core and a machine that disagree (an impure move)', () => {
    let calls = 0;
    const impure = move<NimState, { n: number }>({ ...take, apply: (G, { n }, { seat }) => { G.stones -= n; G.taken[seat]! += n; G.last = calls++ % 2; } });
    const game = nimWith('nim-impure', { flow: nimFlow(impure) });
    expect(() => fuzz(game, { games: 1, machineEvery: 1 })).toThrow(/the core and the machine disagree after .* \(core vs machine at state\.G\.last: [01] vs [01]\)/);
    expect(() => modelBased(game, { players: 2, depth: 3 })).toThrow(/The core and the machine disagree after move \d of the path/);
  });

  it('fuzz: move arguments shared between calls, which enumeration overwrites', () => {
    const SHARED = [{ choice: 'yes' }];
    const vote = move<{ votes: number[] }, { choice: string }>({ args: (G, _ctx, seat) => (G.votes.includes(seat) ? [] : SHARED), apply: (G, _a, { seat }) => { G.votes.push(seat); } });
    const game = compile(defineGame<{ votes: number[] }>({
      id: 'shared-args', name: 'Shared', players: { min: 2, max: 2 }, setup: () => ({ votes: [] }),
      flow: phases({ vote: { turn: simultaneous((G, ctx) => [0, 1].filter((s) => s < ctx.players && !G.votes.includes(s))), moves: { vote }, next: [{ if: (G) => G.votes.length === 2, to: 'over' }] }, over: { final: true } }),
      result: () => ({ scores: [0, 0], winners: [0, 1] }),
    }));
    expect(() => fuzz(game, { games: 1 })).toThrow(/legalMoves is not a pure query here/);
  });

  it('fuzz: a game that never ends', () => {
    const stall = move<NimState>({ apply: () => {}, endsTurn: true });
    const game = nimWith('nim-endless', { flow: phases<NimState>({ play: { turn: clockwise(), moves: { stall }, next: [{ if: (G) => G.stones === 0, to: 'over' }] }, over: { final: true } }) });
    expect(() => fuzz(game, { games: 1, maxMoves: 300 })).toThrow(/has not ended after 300 moves/);
  });

  it('fuzz: a game stuck with no legal move', () => {
    const stuck = move<NimState, { n: number }>({ ...take, args: (G) => (G.stones < 4 ? [] : [1, 2, 3].map((n) => ({ n }))) });
    expect(() => fuzz(nimWith('nim-stuck', { flow: nimFlow(stuck) }), { games: 3 })).toThrow(/stuck in "play": not over, yet no seat has a legal move/);
  });

  it('fuzz: a malformed result', () => {
    expect(() => fuzz(nimWith('nim-nobody', { result: () => ({ scores: [0, 0], winners: [] }) }), { games: 1, players: [2] })).toThrow(/malformed result: a result without a winner must say why in its reason/);
    expect(() => fuzz(nimWith('nim-nobody-said', { result: () => ({ scores: [0, 0], winners: [], reason: 'Nobody took the last stone.' }) }), { games: 1, players: [2] })).not.toThrow();
    expect(() => fuzz(nimWith('nim-seat9', { result: () => ({ scores: [0, 0], winners: [9] }) }), { games: 1, players: [2] })).toThrow(/winners must be seats 0\.\.1/);
  });

  it('leaks: a view that shows another seat\'s face-down card', () => {
    const leaky = compile({ ...sealedDef, id: 'sealed-leaky', view: (G) => ({ ...G, hands: G.hands.map((h) => h.map(() => 'hidden')) }) });
    const state = leaky.core.init({ players: 2, seed: 'leak' });
    expect(() => leaks(leaky, state)).not.toThrow(); // nothing played yet
    const card = (state.G as SealedState).hands[0]![0]!;
    const after = (leaky.core.play(state, { type: 'lay', seat: 0, card }) as { state: GameState<unknown> }).state;
    expect(() => leaks(leaky, after)).toThrow(new RegExp(`Leak: the spectator can see the secret "${card}" at view\\.G\\.played\\[0\\], but only seat\\(s\\) 0 may see it`));
  });

  it('leaks: a hand shown to everybody', () => {
    const open = compile({ ...sealedDef, id: 'sealed-open', view: undefined });
    expect(() => leaks(open, open.core.init({ players: 3, seed: 'x' }))).toThrow(/Leak: the spectator can see the secret "c\d+" at view\.G\.hands\[0\]\[0\]/);
  });

  it('trust: a face-down card whose move does not hide it reaches the other seats through the log and events', () => {
    expect(trust(sealed, { players: 3, seed: 't' }).entriesChecked).toBeGreaterThan(0);
    const trick = sealedDef.flow.phases!.trick!;
    const open = { ...lay, hiddenArgs: undefined };
    const def: GameDef<SealedState> = { ...sealedDef, id: 'sealed-told', flow: phases({ trick: { ...trick, moves: { lay: open } }, over: { final: true } }) };
    expect(() => trust(compile(def), { players: 3, seed: 't' })).toThrow(/log entry for move 1 .* carries "c\d+", which it may not see/);
  });

  it('trust: a secret named in the public text of a move', () => {
    const trick = sealedDef.flow.phases!.trick!;
    const loud = { ...lay, describe: ({ card }: { card: string }) => `laid ${card} face down` };
    const def: GameDef<SealedState> = { ...sealedDef, id: 'sealed-loud', flow: phases({ trick: { ...trick, moves: { lay: loud } }, over: { final: true } }) };
    expect(() => trust(compile(def), { players: 3, seed: 't' })).toThrow(/The public entry for move 1 .* says "c\d+" in its text/);
  });

  it('guesses: a determinize that forgets what the seat sees', () => {
    const state = sealed.core.init({ players: 3, seed: 'g' });
    expect(guessesAgree(sealed, state, 'g')).toBe(9);
    const forgetful: GameDef<SealedState> = { ...sealedDef, id: 'sealed-forgetful', determinize: (view, ctx, seat, random) => {
      const guess = sealedDef.determinize!(view, ctx, seat, random);
      return { ...guess, hands: random.shuffle(guess.hands.slice()) }; // deals the seat someone else's hand
    } };
    expect(() => guessesAgree(compile(forgetful), state, 'g')).toThrow(/Seat \d's guess of the hidden parts does not match what it sees/);
  });

  it('leaks: a view that carries the random generator\'s state', () => {
    const rngShown = { ...nim, core: { ...nim.core, view: (s: GameState<NimState>) => ({ G: s.G, ctx: s.ctx }) } };
    expect(() => leaks(rngShown, nim.core.init({ players: 2, seed: 'r' }))).toThrow(/carries the random generator's state/);
    const copied = { ...nim, core: { ...nim.core, view: (s: GameState<NimState>, seat: number | null) => ({ ...nim.core.view(s, seat), G: { ...s.G, copy: s.ctx.rng } as NimState }) } };
    const state = nim.core.init({ players: 2, seed: 'copied' });
    expect(state.ctx.rng).toBeGreaterThan(65535);
    expect(() => leaks(copied, state)).toThrow(/contains the number \d+, the random generator's state/);
  });

  it('model-based test: a phase never reached within the depth, and a misspelt phase', () => {
    expect(() => modelBased(nim, { players: 2, depth: 2 })).toThrow(/Phase\(s\) "over" of nim were never reached within 2 moves/);
    expect(modelBased(nim, { players: 2, depth: 2, unreachable: ['over'] }).phases.visited).toEqual(['play']);
    expect(() => modelBased(nim, { players: 2, depth: 2, unreachable: ['ovr'] })).toThrow(/"ovr" \(in unreachable\) is not a leaf phase of nim; its leaf phases are: play, over/);
  });

  it('model-based test: the machine refusing a move the core lists', () => {
    // A machine from another (stricter) definition, paired with Nim's core.
    const strict = nimWith('nim-strict', { flow: nimFlow(move<NimState, { n: number }>({ ...take, check: (_G, { n }) => n === 1 || 'Only one.' })) });
    const mixed = { ...nim, machine: strict.machine };
    expect(() => modelBased(mixed, { players: 2, depth: 2 })).toThrow(/The machine refuses \{"n":[23],"type":"take","seat":0\} .* although the core lists it as legal/);
  });

  it('bad input: a refusal that is not a clear sentence', () => {
    const terse = move<NimState, { n: number }>({ ...take, check: (G, { n }) => (Number.isInteger(n) && n >= 1 && n <= 3 && n <= G.stones) || 'no' });
    const game = nimWith('nim-terse', { flow: nimFlow(terse) });
    expect(() => badInput(game, { setup: { players: 2, seed: 't' }, log: [] }, { saves: false })).toThrow(/refuses bad input without a clear reason .*: the reason is "no", not a sentence/);
  });

  it('bad input: a refusal that shows internals', () => {
    const sloppy = move<NimState, { n: number }>({ ...take, check: (G, { n }) => (Number.isInteger(n) && n >= 1 && n <= 3 && n <= G.stones) || `Cannot take ${String(n)} stones.` });
    const game = nimWith('nim-sloppy', { flow: nimFlow(sloppy) });
    expect(() => badInput(game, { setup: { players: 2, seed: 't' }, log: [] }, { saves: false })).toThrow(/the reason leaks internals: "Cannot take (\[object Object\]|undefined) stones\."/);
  });

  it('bad input and saves pass on a healthy game, trying every kind of mistake', () => {
    const position = randomPosition(sealed, { players: 3, seed: 'b', moves: 4 });
    const report = badInput(sealed, position);
    expect(report.kinds.sort()).toEqual(['extra key', 'hostile value', 'impossible seat', 'malformed arguments', 'not a move', 'unknown move type', 'wrong seat']);
    expect(report.saves).toBeGreaterThanOrEqual(20);
  });
});

describe('kit helpers', () => {
  it('jsonProblem finds what JSON would lose', () => {
    expect(jsonProblem({ a: [1, 'x', null, { b: true }] })).toBeNull();
    expect(jsonProblem({ a: undefined })).toBe('state.a is undefined, which JSON drops');
    expect(jsonProblem({ a: [1, Infinity] })).toBe('state.a[1] is Infinity, which JSON writes as null');
    expect(jsonProblem({ m: new Map() })).toMatch(/state\.m is a Map, not a plain object/);
    expect(jsonProblem({ f: () => 1 })).toBe('state.f is a function, which JSON drops');
    expect(jsonProblem([1, , 3])).toBe('state[1] is a hole in a sparse array, which JSON writes as null'); // eslint-disable-line no-sparse-arrays
  });

  it('sampleMoves keeps at most k moves, spreads them over move types, and is seeded', () => {
    const moves = [...Array.from({ length: 40 }, (_, i) => ({ type: 'draw', seat: 0, i })), { type: 'pass', seat: 0 }];
    const a = sampleMoves(moves, 4, new Random({ rng: 1 }));
    expect(a).toHaveLength(4);
    expect(a.map((m) => m.type)).toContain('pass');
    expect(sampleMoves(moves, 4, new Random({ rng: 1 }))).toEqual(a);
    expect(sampleMoves(moves.slice(0, 3), 4, new Random({ rng: 1 }))).toEqual(moves.slice(0, 3));
  });

  it('modelPaths is deterministic for a seed, and no path is a prefix of another', () => {
    const a = modelPaths(sealed, { players: 2, seed: 'p', depth: 4, branching: 2 });
    const b = modelPaths(sealed, { players: 2, seed: 'p', depth: 4, branching: 2 });
    expect(b.paths).toEqual(a.paths);
    const keys = a.paths.map((p) => JSON.stringify(p));
    for (const k of keys) for (const other of keys) if (k !== other) expect(other.startsWith(k.slice(0, -1) + ',')).toBe(false);
    expect(a.paths.every((p) => p.length <= 4)).toBe(true);
  });

  it('replay rebuilds a position and names a refused move', () => {
    const position = randomPosition(nim, { players: 2, seed: 'r', moves: 3 });
    expect(replay(nim, position).ctx.moves).toBe(3);
    expect(() => replay(nim, { ...position, log: [{ type: 'take', seat: 1, n: 1 }] })).toThrow(/Move 1 of the position's log, .* is refused: It is seat 0's turn/);
  });
});
