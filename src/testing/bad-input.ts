import { createActor, type AnyActorRef } from 'xstate';
import type { CompiledGame } from '../dsl/compile.js';
import type { GameState, Move } from '../dsl/types.js';
import { Match, SaveError } from '../engine/match.js';
import { moveKey } from '../engine/move-key.js';
import { show } from './json.js';
import { replay, type Position } from './positions.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCompiled = CompiledGame<any, any>;

/** One piece of bad input and what kind of mistake it stands for. */
export interface BadMove {
  /** The kind of mistake: "wrong seat", "wrong phase", "unknown move type", "impossible seat", "malformed arguments" or "not a move". */
  kind: string;
  /** The exact case, e.g. "argument index = null". */
  label: string;
  move: unknown;
}

/** What a bad-input battery checked. */
export interface BadInputReport {
  /** Bad moves tried (each through the core, a Match and the machine). */
  moves: number;
  /** Labels of the kinds tried, e.g. "wrong seat", "wrong phase". */
  kinds: string[];
  /** Corrupted saves tried (0 when `saves: false`). */
  saves: number;
}

const ARG_REPLACEMENTS: [string, unknown][] = [
  ['null', null],
  ['a string', 'x'],
  ['a huge number', 1e12],
  ['-1', -1],
  ['NaN', NaN],
  ['1.5', 1.5],
  ['an object', { nested: true }],
  ['an array', [0]],
];

/**
 * Every kind of bad input for one state, generated from the game's own move list: moves of a
 * seat that is not active, moves of another phase, unknown move types, impossible seats,
 * legal moves with one argument replaced by null / a string / a huge number / -1 / NaN / 1.5 /
 * an object / an array, or missing, or with an unknown extra argument, and values that are not
 * moves at all. Anything that happens to be a legal move is left out.
 *
 * @example
 * for (const { kind, label, move } of badMoves(hisssCompiled, state)) console.log(kind, label, move);
 */
export function badMoves(game: AnyCompiled, state: GameState<unknown>, opts: { sample?: number } = {}): BadMove[] {
  const { core, flow } = game;
  const ctx = state.ctx;
  const legal = core.legalMoves(state);
  const legalKeys = new Set(legal.map(moveKey));
  const out: BadMove[] = [];
  const seen = new Set<string>();
  const add = (kind: string, label: string, move: unknown) => {
    if (move && typeof move === 'object' && !Array.isArray(move) && typeof (move as Move).type === 'string') {
      let key: string;
      try {
        key = moveKey(move as Move);
      } catch {
        key = `${label}/${show(move)}`;
      }
      if (legalKeys.has(key)) return; // legal after all: not bad input
      const dedup = `${label}|${key}`;
      if (seen.has(dedup)) return;
      seen.add(dedup);
    }
    out.push({ kind, label, move });
  };

  // A few legal moves per move type (the rest are alike), as templates.
  const sample = opts.sample ?? 3;
  const templates: Move[] = [];
  const perType = new Map<string, number>();
  for (const m of legal) {
    const n = perType.get(m.type) ?? 0;
    if (n < sample) {
      templates.push(JSON.parse(JSON.stringify(m)) as Move);
      perType.set(m.type, n + 1);
    }
  }
  const seats = Array.from({ length: ctx.players }, (_, s) => s);
  const idle = seats.filter((s) => !ctx.active.includes(s));
  const actor = ctx.active[0] ?? 0;

  // Wrong seat: a legal move made by a seat that may not act now.
  for (const m of templates) for (const s of idle) add('wrong seat', `wrong seat ${s}`, { ...m, seat: s });
  // Wrong phase: moves of the game that the current phase does not allow.
  const node = flow.byPath.get(ctx.phase);
  for (const type of flow.moves.keys()) {
    if (node?.moves.has(type)) continue;
    add('wrong phase', `"${type}" in phase "${ctx.phase}"`, { type, seat: actor });
    for (const m of templates.slice(0, 2)) add('wrong phase', `"${type}" with another move's arguments`, { ...m, type });
  }
  // Unknown move types (including names that are special to JavaScript objects or to XState).
  for (const type of ['no-such-move', '', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'xstate.init', 'xstate.stop', 'xstate.done.actor.x']) {
    add('unknown move type', `type ${JSON.stringify(type)}`, { type, seat: actor });
  }
  // Seats that cannot exist.
  const base = templates[0] ?? { type: [...(node?.moves.keys() ?? flow.moves.keys())][0] ?? 'no-such-move', seat: actor };
  for (const [what, seat] of [
    ['-1', -1], ['= players', ctx.players], ['far out of range', ctx.players + 7], ['1.5', 0.5 + actor], ['NaN', NaN],
    ['Infinity', Infinity], ['a string', String(actor)], ['null', null], ['true', true], ['2^53', 2 ** 53], ['an object', { seat: actor }],
  ] as [string, unknown][]) {
    add('impossible seat', `seat ${what}`, { ...base, seat });
  }
  const { seat: _omit, ...noSeat } = base;
  add('impossible seat', 'seat missing', noSeat);
  // Malformed arguments: each argument of each template replaced, removed, or an unknown one added.
  for (const m of templates) {
    for (const arg of Object.keys(m)) {
      if (arg === 'type' || arg === 'seat') continue;
      for (const [what, value] of ARG_REPLACEMENTS) add('malformed arguments', `"${m.type}" with ${arg} = ${what}`, { ...m, [arg]: value });
      const { [arg]: _gone, ...rest } = m;
      add('malformed arguments', `"${m.type}" without ${arg}`, rest);
    }
    add('malformed arguments', `"${m.type}" with an unknown extra argument`, { ...m, bogus: 1 });
  }
  // An extra own key that JavaScript treats specially: JSON.parse makes "__proto__" an own key.
  for (const m of templates.slice(0, 2)) {
    add('extra key', `"${m.type}" with an own "__proto__" key`, Object.assign(JSON.parse('{"__proto__": {"x": 1}}') as object, m));
    add('extra key', `"${m.type}" with an own "constructor" key`, { ...m, constructor: 1 });
  }
  // Hostile but plausible JavaScript values, and absurd sizes: refused with a short sentence, never a throw.
  const hostile = templates[0] ?? { type: 'no-such-move', seat: actor };
  const deep = (levels: number) => {
    let v: unknown = 1;
    for (let i = 0; i < levels; i++) v = [v];
    return v;
  };
  const cyclic: Record<string, unknown> = { ...hostile };
  cyclic.self = cyclic;
  const withGetter = { ...hostile };
  Object.defineProperty(withGetter, 'seat', { get: () => actor, enumerable: true });
  const hostileMoves: [string, unknown][] = [
    ['a move made with Object.create', Object.create(hostile) as unknown],
    ['a move whose seat is a getter', withGetter],
    ['a move with a toJSON method', { ...hostile, toJSON: () => hostile }],
    ['a BigInt argument', { ...hostile, n: 10n }],
    ['a move that contains itself', cyclic],
    ['an argument nested 5,000 deep', { ...hostile, deep: deep(5000) }],
    ['a 1 MB string argument', { ...hostile, text: 'x'.repeat(1_000_000) }],
    ['a 1 MB move type', { type: 'x'.repeat(1_000_000), seat: actor }],
    ['a Date argument', { ...hostile, when: new Date(0) }],
    ['a function argument', { ...hostile, fn: () => 1 }],
  ];
  for (const [what, value] of hostileMoves) out.push({ kind: 'hostile value', label: what, move: value });
  // Not a move at all.
  for (const [what, value] of [
    ['null', null], ['undefined', undefined], ['a number', 42], ['a string', 'draw'], ['an array', []], ['an array of a move', templates.slice(0, 1)],
    ['an empty object', {}], ['a numeric type', { type: 5, seat: actor }], ['a null type', { type: null, seat: actor }], ['no type', { seat: actor }],
  ] as [string, unknown][]) {
    add('not a move', what, value);
  }
  return out;
}

/** The event types XState handles itself; the kit sends them through a Match only (which refuses them first). */
const isEventForTheMachine = (move: unknown): move is Move =>
  !!move && typeof move === 'object' && !Array.isArray(move) && typeof (move as Move).type === 'string' && !(move as Move).type.startsWith('xstate.');

function matchAt(game: AnyCompiled, position: Position): Match<unknown> {
  const match = new Match<unknown>(game, position.setup);
  position.log.forEach((move, i) => {
    const r = match.play(move);
    if (!r.ok) throw new Error(`Move ${i + 1} of the position's log is refused by a Match: ${r.reason}`);
  });
  return match;
}

function actorAt(game: AnyCompiled, position: Position): AnyActorRef {
  const actor = createActor(game.machine, { input: position.setup }).start();
  for (const move of position.log) actor.send(move);
  return actor;
}

/** Clear message: a sentence, without leaked internals such as "undefined" or a JavaScript TypeError. */
/** The longest refusal a page may be handed (it echoes at most a short piece of the input). */
const MAX_REASON = 400;

function unclear(message: unknown): string | null {
  if (typeof message !== 'string' || message.trim().length < 10) return `the reason is ${show(message)}, not a sentence`;
  if (/\bundefined\b|\[object |TypeError|Cannot read propert/.test(message)) return `the reason leaks internals: ${show(message)}`;
  return null;
}

/**
 * The bad-input battery at one position. Every move from `badMoves` must be refused:
 * `core.reason` gives a clear sentence (and does not throw), `core.play` says `ok: false`,
 * a `Match` at that position answers `ok: false` with a reason and keeps its state and log,
 * and an XState actor at that position does not change on the event (event-shaped values only:
 * XState itself fails on non-objects and handles its own `xstate.*` events, which is why only
 * `Match` may feed the machine). Then, unless `saves: false`, the corrupted-save battery
 * (`corruptSaves`) runs at the same position. Throws on the first failure.
 *
 * @example
 * const position = randomPosition(hisssCompiled, { players: 3, seed: 'b', moves: 21 });
 * const report = badInput(hisssCompiled, position);
 * expect(report.kinds).toContain('wrong seat');
 */
export function badInput(game: AnyCompiled, position: Position, opts: { saves?: boolean; sample?: number } = {}): BadInputReport {
  const state = replay(game, position);
  const bad = badMoves(game, state, { sample: opts.sample });
  const match = matchAt(game, position);
  const actor = actorAt(game, position);
  const at = `at move ${position.log.length} (phase "${state.ctx.phase}", setup ${show(position.setup)})`;
  try {
    const stateText = JSON.stringify(state);
    const matchText = JSON.stringify(match.state);
    const logLength = match.log.length;
    for (const { kind, label, move } of bad) {
      const what = `${kind}, ${label}: ${show(move)} ${at}`;
      let reason: string | null;
      try {
        reason = game.core.reason(state, move as Move);
      } catch (error) {
        throw new Error(`reason() threw instead of refusing (${what}): ${(error as Error).message}`, { cause: error });
      }
      if (reason === null) throw new Error(`reason() accepts bad input (${what}).`);
      if (reason.length > MAX_REASON) throw new Error(`reason() answers bad input with ${reason.length} characters (${what}); a reason must stay short (at most ${MAX_REASON}).`);
      const vague = unclear(reason);
      if (vague) throw new Error(`reason() refuses bad input without a clear reason (${what}): ${vague}.`);
      const played = game.core.play(state, move as Move);
      if (played.ok) throw new Error(`core.play() accepts bad input (${what}).`);
      if (JSON.stringify(state) !== stateText) throw new Error(`core.reason/play changed the state on bad input (${what}).`);

      let answer;
      try {
        answer = match.play(move as Move);
      } catch (error) {
        throw new Error(`Match.play() threw instead of refusing (${what}): ${(error as Error).message}`, { cause: error });
      }
      if (answer.ok) throw new Error(`Match.play() accepts bad input (${what}).`);
      const matchVague = unclear(answer.reason);
      if (matchVague) throw new Error(`Match.play() refuses bad input without a clear reason (${what}): ${matchVague}.`);
      if (JSON.stringify(match.state) !== matchText) throw new Error(`Match.play() changed the state on bad input (${what}).`);
      if (match.log.length !== logLength) throw new Error(`Match.play() changed the log on bad input (${what}).`);

      // A finished machine takes no events at all (XState only warns that it is stopped).
      if (isEventForTheMachine(move) && actor.getSnapshot().status === 'active') {
        const before = actor.getSnapshot();
        actor.send(move);
        const after = actor.getSnapshot();
        if (after.status !== 'active' && before.status === 'active') {
          throw new Error(`The machine's status became "${after.status}" on bad input (${what})${after.error ? `: ${String((after.error as Error).message ?? after.error)}` : ''}.`);
        }
        if (after.context !== before.context && JSON.stringify(after.context) !== JSON.stringify(before.context)) {
          throw new Error(`The machine's context changed on bad input (${what}).`);
        }
        if (JSON.stringify(after.value) !== JSON.stringify(before.value)) throw new Error(`The machine changed state on bad input (${what}).`);
      }
    }
  } finally {
    actor.stop();
    match.dispose();
  }
  const saves = opts.saves === false ? 0 : corruptSaves(game, position).saves;
  return { moves: bad.length, kinds: [...new Set(bad.map((b) => b.kind))], saves };
}

/** The first leaf of a JSON value, changed: a number +1, a string with a suffix, a boolean flipped. */
function editFirstLeaf(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [key, inner] of entries) {
    const holder = value as Record<string | number, unknown>;
    if (typeof inner === 'number') {
      holder[key] = inner + 1;
      return true;
    }
    if (typeof inner === 'string') {
      holder[key] = `${inner}-edited`;
      return true;
    }
    if (typeof inner === 'boolean') {
      holder[key] = !inner;
      return true;
    }
    if (editFirstLeaf(inner)) return true;
  }
  return false;
}

/**
 * The corrupted-save battery at one position: a save from `Match.save()` truncated, not JSON,
 * for another game, from another format or rules version, with an edited state (`ctx` and game
 * data), with an unknown or a wrong-seat move injected into its log, with a log entry removed
 * or duplicated, with another seed or an impossible player count. Each must make `Match.load`
 * throw a `SaveError` with a clear message, and leave the match exactly as it was (state and
 * log). The untouched save must load. Throws on the first failure.
 *
 * @example
 * corruptSaves(hisssCompiled, randomPosition(hisssCompiled, { players: 2, seed: 's', moves: 9 }));
 */
export function corruptSaves(game: AnyCompiled, position: Position): { saves: number; kinds: string[] } {
  const match = matchAt(game, position);
  try {
    const save = match.save();
    const file = () => JSON.parse(save) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const state = replay(game, position);
    const legal = game.core.legalMoves(state);
    const idle = Array.from({ length: state.ctx.players }, (_, s) => s).filter((s) => !state.ctx.active.includes(s));

    const cases: [string, string][] = [];
    const edited = (label: string, edit: (f: Record<string, any>) => void) => { // eslint-disable-line @typescript-eslint/no-explicit-any
      const f = file();
      edit(f);
      cases.push([label, JSON.stringify(f)]);
    };
    cases.push(['truncated JSON', save.slice(0, Math.floor(save.length / 2))]);
    cases.push(['not JSON', 'this is not a save']);
    cases.push(['JSON but not a save', '{"hello":"world"}']);
    cases.push(['null', 'null']);
    edited('another game id', (f) => (f.game = `${game.def.id}-other`));
    edited('another format version', (f) => (f.version = Number(f.version) + 1));
    edited('another rules version', (f) => (f.gameVersion = Number(f.gameVersion) + 1));
    edited('format tag removed', (f) => delete f.format);
    edited('setup removed', (f) => delete f.setup);
    edited('state removed', (f) => delete f.state);
    edited('log not a list', (f) => (f.log = 'moves'));
    edited('edited state: ctx.moves', (f) => (f.state.ctx.moves += 1));
    if (state.ctx.players > 1) edited('edited state: ctx.current', (f) => (f.state.ctx.current = (f.state.ctx.current + 1) % f.state.ctx.players));
    const probe = file();
    if (editFirstLeaf(probe.state.G)) edited('edited state: game data', (f) => editFirstLeaf(f.state.G));
    edited('unknown move injected into the log', (f) => f.log.splice(Math.floor(f.log.length / 2), 0, { type: 'no-such-move', seat: 0 }));
    edited('malformed log entry', (f) => f.log.push(null));
    if (legal.length > 0 && idle.length > 0) edited('wrong-seat move appended to the log', (f) => f.log.push({ ...legal[0], seat: idle[0] }));
    if (position.log.length > 0) {
      edited('last log entry removed', (f) => f.log.pop());
      edited('first log entry removed', (f) => f.log.shift());
      edited('log entry duplicated', (f) => f.log.splice(0, 0, f.log[0]));
    }
    edited('another seed', (f) => (f.setup.seed = `${String(f.setup.seed)}-other`));
    edited('impossible player count', (f) => (f.setup.players = game.def.players.max + 1));
    edited('an option the game does not have', (f) => (f.setup.options = { ...f.setup.options, noSuchOption: 7 }));
    edited('options nested deeply', (f) => (f.setup.options = { a: { b: { c: { d: { e: { f: 1 } } } } } }));
    for (const [key, value] of Object.entries(game.def.options ?? {})) {
      const wrong = typeof value === 'number' ? 'seven' : 7;
      edited(`option "${key}" of the wrong type`, (f) => (f.setup.options = { ...f.setup.options, [key]: wrong }));
      const choices = (game.def.optionChoices as Record<string, unknown[]> | undefined)?.[key];
      if (choices && typeof value === 'number') {
        const outside = Math.max(...(choices as number[])) + 4;
        edited(`option "${key}" = ${outside}, not one of its values`, (f) => (f.setup.options = { ...f.setup.options, [key]: outside }));
      }
    }
    // A number too big for a double: JSON.parse reads it as Infinity, which would re-save as null.
    cases.push(['seed 1e400', save.replace(/"seed":("(?:[^"\\]|\\.)*"|[-0-9.e+]+)/, '"seed":1e400')]);
    cases.push(['a move nested 5,000 deep in the log', save.replace('"log":[', `"log":[{"type":"x","seat":0,"deep":${'['.repeat(5000)}1${']'.repeat(5000)}},`)]);
    cases.push(['a 1 MB text in the log', save.replace('"log":[', `"log":[{"type":"${'x'.repeat(1_000_000)}","seat":0},`)]);

    const before = match.save();
    for (const [label, text] of cases) {
      let thrown: unknown = null;
      try {
        match.load(text);
      } catch (error) {
        thrown = error;
      }
      if (thrown === null) throw new Error(`Match.load accepted a corrupted save (${label}) at move ${position.log.length}.`);
      if (!(thrown instanceof SaveError)) throw new Error(`Match.load threw ${(thrown as Error)?.name ?? typeof thrown} instead of a SaveError for a corrupted save (${label}): ${(thrown as Error)?.message}`);
      const vague = unclear(thrown.message);
      if (vague) throw new Error(`The SaveError for a corrupted save (${label}) is not clear: ${vague}.`);
      if (match.save() !== before) throw new Error(`Match.load changed the match although it refused a corrupted save (${label}).`);
    }
    // The untouched save loads: the refusals above are about the damage, not about loading at all.
    match.load(save);
    if (match.save() !== before) throw new Error('Loading an untouched save did not give back the same match.');
    return { saves: cases.length, kinds: cases.map(([label]) => label) };
  } finally {
    match.dispose();
  }
}
