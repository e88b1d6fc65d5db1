import { createActor, type AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { CompiledGame } from '../dsl/compile.js';
import { Random, seedToState } from '../dsl/random.js';
import type { GameState, Move, SetupInput } from '../dsl/types.js';
import { moveKey } from '../engine/move-key.js';
import { firstDifference, hashText, show } from './json.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCompiled = CompiledGame<any, any>;

/** How to explore a game's chart. */
export interface ModelOptions {
  /** Seats in the explored match. */
  players: number;
  /** Seed of the explored match (its shuffles and dice). Default `"model"`. */
  seed?: string | number;
  /** Game options (variants) of the explored match. */
  options?: SetupInput['options'];
  /** Moves from the start after which a state is not expanded any further. Default 6. */
  depth?: number;
  /**
   * At most this many legal moves are tried in each state, chosen by a generator seeded from the
   * seed and the state itself (so the same state always gets the same sample), spread over the
   * move types first so a rare kind of move is not crowded out by a 49-way draw. Default 4.
   */
  branching?: number;
  /**
   * Leaf phases (dotted paths such as `"over"` or `"round.act"`) that are not expected to be
   * reached within the depth. Every other leaf phase of the flow must be visited, or the run fails.
   */
  unreachable?: string[];
  /** Refuse to replay more than this many paths (keeps a careless depth from eating CI). Default 50 000. */
  maxPaths?: number;
  /**
   * Moves played before the exploration starts (e.g. most of a seeded random game, to explore its
   * end). Every path begins with them; `depth` counts from their end.
   */
  start?: Move[];
}

/** The paths found by exploring the chart: each is the sequence of moves from the start. */
export interface ModelPaths {
  setup: SetupInput;
  /** Distinct states (graph vertices) found. */
  states: number;
  /** Event sequences, longest first; none is a prefix of another. */
  paths: Move[][];
}

/** What a model-based run covered. */
export interface ModelSummary {
  setup: SetupInput;
  depth: number;
  branching: number;
  /** Distinct states found in the chart exploration. */
  states: number;
  /** Paths replayed. */
  paths: number;
  /** Moves replayed in total (through the core and through the machine each). */
  steps: number;
  /** Length of the longest path. */
  longest: number;
  phases: {
    /** Leaf phases of the flow that must be reached (all but `unreachable`). */
    expected: string[];
    /** Leaf phases reached by some path. */
    visited: string[];
  };
  transitions: {
    /** Every transition of the machine: `source —event→ target`, `always[label]` for phase rules. */
    declared: string[];
    /** Transitions taken while replaying the paths. */
    covered: string[];
  };
}

/** The dotted path of the leaf in a statechart value (`{ play: 'draw' }` → `"play.draw"`). */
export function leafOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 1) {
      const inner = leafOf((value as Record<string, unknown>)[keys[0]!]);
      return inner === '' ? keys[0]! : `${keys[0]}.${inner}`;
    }
    return keys.map((k) => `${k}.${leafOf((value as Record<string, unknown>)[k])}`).join('+');
  }
  return '';
}

/**
 * Up to `k` of `moves`, chosen with `random`, spread over move types first (round robin over the
 * types, a random member of each), returned in their original order.
 */
export function sampleMoves(moves: Move[], k: number, random: Random): Move[] {
  if (moves.length <= k) return moves;
  const byType = new Map<string, number[]>();
  moves.forEach((m, i) => {
    const list = byType.get(m.type);
    if (list) list.push(i);
    else byType.set(m.type, [i]);
  });
  const pools = [...byType.values()].map((list) => random.shuffle(list.slice()));
  const chosen: number[] = [];
  for (let round = 0; chosen.length < k; round++) {
    for (const pool of pools) {
      if (chosen.length < k && round < pool.length) chosen.push(pool[round]!);
    }
  }
  return chosen.sort((a, b) => a - b).map((i) => moves[i]!);
}

interface TransitionLike {
  source: { path: string[] };
  target?: readonly { path: string[] }[];
  eventType: string;
  description?: string;
}

/** A readable, stable name for a machine transition. */
function transitionName(t: TransitionLike): string {
  const from = t.source.path.join('.') || '(root)';
  const to = t.target && t.target.length ? t.target.map((n) => n.path.join('.') || '(root)').join(', ') : '(stays)';
  const on = t.eventType === '' ? `always${t.description ? `[${t.description}]` : ''}` : t.eventType;
  return `${from} —${on}→ ${to}`;
}

interface NodeLike {
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
  states: Record<string, NodeLike>;
}

/** Every transition declared in the machine, named as in the coverage report. */
export function declaredTransitions(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (node: NodeLike) => {
    for (const list of node.transitions.values()) for (const t of list) out.push(transitionName(t));
    for (const t of node.always ?? []) out.push(transitionName(t));
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root as unknown as NodeLike);
  return [...new Set(out)];
}

function setupOf(opts: ModelOptions): SetupInput {
  return { players: opts.players, seed: opts.seed ?? 'model', ...(opts.options ? { options: opts.options } : {}) };
}

/**
 * Explores the game's statechart with `createTestModel` from `xstate/graph`: events are the
 * core's legal moves in each state (a seeded sample of at most `branching`), bare events that
 * carry no arguments are filtered out, a state is identified by its statechart value, its move
 * count and a hash of its whole context, and states `depth` moves deep are not expanded. Every
 * sampled move is also checked with `snapshot.can()`, so the machine's guard must accept what
 * the core lists. Returns the paths as plain move sequences; replay them, never trust the
 * snapshots stored in the graph.
 *
 * @example
 * const { paths } = modelPaths(hisssCompiled, { players: 2, seed: 'm', depth: 4, branching: 3 });
 * paths[0]; // [{ type: 'draw', seat: 0, index: 12 }, { type: 'attach', seat: 0, ... }, ...]
 */
export function modelPaths(game: AnyCompiled, opts: ModelOptions): ModelPaths {
  const { core, machine } = game;
  const setup = setupOf(opts);
  const depth = opts.depth ?? 6;
  const branching = opts.branching ?? 4;
  const sampleSeed = `${String(setup.seed)}/model-sample`;
  const key = (context: GameState<unknown>) => hashText(JSON.stringify(context));
  const start = opts.start ?? [];
  // Exploring from a later position: the machine is driven there first, then explored as usual.
  let fromState: unknown;
  if (start.length > 0) {
    const actor = createActor(machine, { input: setup }).start();
    for (const move of start) actor.send(move);
    fromState = actor.getSnapshot();
    actor.stop();
    if ((fromState as { context: GameState<unknown> }).context.ctx.moves !== start.length) {
      throw new Error(`The machine did not accept every move of the start sequence (${start.length} moves).`);
    }
  }
  const limit = start.length + depth;

  type Snap = { value: unknown; context: GameState<unknown>; status: string; can(event: Move): boolean };
  const model = createTestModel(machine, {
    input: setup,
    events: ((snapshot: Snap) => {
      const state = snapshot.context;
      if (snapshot.status !== 'active' || core.isOver(state)) return [];
      const legal = core.legalMoves(state).map((m) => JSON.parse(JSON.stringify(m)) as Move);
      const picked = sampleMoves(legal, branching, new Random({ rng: seedToState(`${sampleSeed}/${key(state)}`) }));
      for (const move of picked) {
        if (!snapshot.can(move)) {
          throw new Error(`The machine refuses ${show(move)} in state ${show(snapshot.value)} although the core lists it as legal.`);
        }
      }
      return picked;
    }) as never,
    // The traversal sends a bare `{ type }` for every handled event type the generator has no
    // payload for; those are bad input, which the bad-input battery covers, not paths.
    filterEvents: ((_snapshot: Snap, event: Move) => typeof event.seat === 'number') as never,
    serializeState: ((snapshot: Snap) => `${JSON.stringify(snapshot.value)}|${snapshot.context.ctx.moves}|${key(snapshot.context)}`) as never,
    stopWhen: ((snapshot: Snap) => snapshot.status !== 'active' || snapshot.context.ctx.moves >= limit) as never,
    ...(fromState ? { fromState: fromState as never } : {}),
  });
  // Prefix deduplication in xstate/graph is quadratic; paths are deduplicated below instead.
  const found = model.getShortestPaths({ allowDuplicatePaths: true });
  const sequences = found
    .map((path) => [...start, ...path.steps.slice(1).map((step) => step.event as unknown as Move)])
    .sort((a, b) => b.length - a.length);
  const prefixes = new Set<string>();
  const paths: Move[][] = [];
  for (const seq of sequences) {
    if (seq.length === start.length) continue;
    const keys = seq.map(moveKey);
    if (prefixes.has(keys.join('\n'))) continue;
    paths.push(seq);
    for (let i = 1; i <= keys.length; i++) prefixes.add(keys.slice(0, i).join('\n'));
  }
  return { setup, states: found.length, paths };
}

/**
 * Where every path of an exploration begins when it starts later than the setup: the first
 * `moves` moves already played, as a core state and a persisted machine snapshot. Long games
 * (a thousand moves before their end) replay that prefix once instead of once per path.
 */
export interface PathStart {
  moves: number;
  state: GameState<unknown>;
  snapshot: unknown;
}

/** Plays `start` through the core and a machine once, checking they agree, for `replayPath`. */
export function pathStart(game: AnyCompiled, setup: SetupInput, start: readonly Move[]): PathStart {
  const state = replayPath(game, setup, start);
  const actor = createActor(game.machine, { input: setup }).start();
  for (const move of start) actor.send(move);
  const snapshot = actor.getPersistedSnapshot();
  actor.stop();
  return { moves: start.length, state, snapshot: JSON.parse(JSON.stringify(snapshot)) };
}

/** Replays one path through the core and a fresh actor, checking them against each other. */
export function replayPath(
  game: AnyCompiled,
  setup: SetupInput,
  path: readonly Move[],
  seen?: { phases: Set<string>; transitions: Set<string> },
  from?: PathStart,
): GameState<unknown> {
  const { core, machine } = game;
  const where = (i: number) => `after move ${i + 1} of the path ${show(path.slice(0, i + 1), 2000)} (setup ${show(setup)})`;
  let state = from ? core.clone(from.state) : core.init(setup);
  const actor = createActor(machine, {
    input: setup,
    ...(from ? { snapshot: from.snapshot as never } : {}),
    inspect: seen
      ? (ev: { type: string; _transitions?: TransitionLike[]; snapshot?: unknown }) => {
          if (ev.type !== '@xstate.microstep') return;
          for (const t of ev._transitions ?? []) seen.transitions.add(transitionName(t));
          // A phase entered and left again within one move (a resolution step) counts as visited.
          const value = (ev.snapshot as { value?: unknown } | undefined)?.value;
          if (value !== undefined) seen.phases.add(leafOf(value));
        }
      : undefined,
  });
  actor.start();
  try {
    const first = actor.getSnapshot();
    const d0 = firstDifference(state, first.context);
    if (d0) throw new Error(`The core and the machine start differently (core vs machine at ${d0}).`);
    seen?.phases.add(state.ctx.phase);
    path.forEach((move, i) => {
      if (from && i < from.moves) return; // already played: the path begins where `from` stands
      const result = core.play(state, move);
      if (!result.ok) throw new Error(`The core refused ${show(move)} ${where(i)}: ${result.reason}`);
      const before = actor.getSnapshot();
      actor.send(move);
      const after = actor.getSnapshot();
      if (after.status === 'error') throw new Error(`The machine failed on ${show(move)} ${where(i)}: ${String((after.error as Error)?.message ?? after.error)}`);
      if (after.context === before.context) throw new Error(`The machine did not accept ${show(move)} ${where(i)}.`);
      const diff = firstDifference(result.state, after.context);
      if (diff) throw new Error(`The core and the machine disagree ${where(i)}: core vs machine at ${diff}.`);
      const leaf = leafOf(after.value);
      if (leaf !== result.state.ctx.phase) throw new Error(`The machine is in "${leaf}" but ctx.phase says "${result.state.ctx.phase}" ${where(i)}.`);
      state = result.state;
      seen?.phases.add(state.ctx.phase);
    });
  } finally {
    actor.stop();
  }
  return state;
}

/**
 * Model-based test of a game's chart. Explores it with `modelPaths` (XState's `createTestModel`,
 * events from the core's legal moves, bounded depth, seeded sampling of at most `branching`
 * moves per state), then replays every path as an event sequence both through the fast core
 * (`core.play`) and through a fresh XState actor, checking after every move that the machine
 * accepted it, that both states are equal JSON and that the chart's state matches `ctx.phase`.
 * Fails when a leaf phase of the flow (other than those listed in `unreachable`) was never
 * visited. Returns what was covered: paths, steps, states, phases and machine transitions.
 *
 * @example
 * const summary = modelBased(hisssCompiled, { players: 2, depth: 6, branching: 4, unreachable: ['over'] });
 * expect(summary.phases.visited).toContain('play.place');
 */
export function modelBased(game: AnyCompiled, opts: ModelOptions): ModelSummary {
  const leaves = [...game.flow.byPath.values()].filter((n) => n.children.length === 0).map((n) => n.path);
  const unreachable = opts.unreachable ?? [];
  for (const name of unreachable) {
    if (!leaves.includes(name)) throw new Error(`"${name}" (in unreachable) is not a leaf phase of ${game.def.id}; its leaf phases are: ${leaves.join(', ')}.`);
  }
  const { setup, states, paths } = modelPaths(game, opts);
  const maxPaths = opts.maxPaths ?? 50_000;
  if (paths.length > maxPaths) {
    throw new Error(`The chart exploration gave ${paths.length} paths, more than maxPaths (${maxPaths}); lower depth or branching.`);
  }
  const seen = { phases: new Set<string>(), transitions: new Set<string>() };
  let steps = 0;
  let longest = 0;
  const start = opts.start && opts.start.length > 0 ? pathStart(game, setup, opts.start) : undefined;
  for (const path of paths) {
    replayPath(game, setup, path, seen, start);
    steps += path.length;
    longest = Math.max(longest, path.length);
  }
  if (paths.length === 0) replayPath(game, setup, opts.start ?? [], seen, start);
  const expected = leaves.filter((leaf) => !unreachable.includes(leaf));
  const missing = expected.filter((leaf) => !seen.phases.has(leaf));
  const depth = opts.depth ?? 6;
  if (missing.length > 0) {
    throw new Error(
      `Phase(s) ${missing.map((m) => `"${m}"`).join(', ')} of ${game.def.id} were never reached within ${depth} moves ` +
        `(${paths.length} paths, ${states} states, ${setup.players} players). Raise depth or branching, ` +
        'or list them in `unreachable` if they cannot happen that early.',
    );
  }
  const declared = declaredTransitions(game.machine);
  return {
    setup,
    depth,
    branching: opts.branching ?? 4,
    states,
    paths: paths.length,
    steps,
    longest,
    phases: { expected, visited: [...seen.phases].sort() },
    transitions: { declared, covered: declared.filter((t) => seen.transitions.has(t)) },
  };
}
