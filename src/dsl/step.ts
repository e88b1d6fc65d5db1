/**
 * The pure steps both executions share: entering a phase, applying a move, passing the turn.
 * The fast core sequences them itself; the XState machine runs them as entry, transition and
 * event actions. Each step mutates the state it is given; callers decide whether to copy first.
 */
import { nodeOf, type Flow, type FlowNode, type FlowRule, type MoveEntry } from './flow.js';
import { Random } from './random.js';
import type { Ctx, GameDef, GameState, Move, MoveApi, PhaseApi, Seat, Transition, TurnOrder } from './types.js';

type AnyGame<G> = GameDef<G, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The seats `turn` would visit starting at `from`, clockwise, without skipped seats. */
function clockwiseFrom<G>(state: GameState<G>, from: Seat, skip: ((G: G, ctx: GameState<G>['ctx'], seat: Seat) => boolean) | undefined): Seat[] {
  const n = state.ctx.players;
  const seats: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (from + i) % n;
    if (!skip || !skip(state.G, state.ctx, seat)) seats.push(seat);
  }
  return seats;
}

function startTurnOrder<G>(state: GameState<G>, turn: TurnOrder<G>): void {
  const ctx = state.ctx;
  if (turn.kind === 'simultaneous') return;
  const first = turn.first ? turn.first(state.G, ctx) : ctx.current;
  if (!Number.isInteger(first) || first < 0 || first >= ctx.players) {
    throw new Error(`Turn order's first() returned ${String(first)}; it must be a seat 0..${ctx.players - 1}.`);
  }
  if (turn.kind === 'clockwise' && !turn.skip) {
    // Nobody is skipped, so the first seat starts: no need to list the order (each game starts so).
    ctx.current = first;
    if (ctx.queue.length > 0) ctx.queue = [];
    ctx.turn++;
    return;
  }
  const order = clockwiseFrom(state, first, turn.skip);
  if (turn.kind === 'clockwise') {
    ctx.current = order[0] ?? first;
    ctx.queue = [];
  } else {
    ctx.queue = order;
    if (order.length > 0) ctx.current = order[0]!;
  }
  ctx.turn++;
}

/** Recomputes `ctx.active` from the current phase and turn order. */
export function updateActive<G>(flow: Flow<G>, state: GameState<G>): void {
  updateActiveAt(nodeOf(flow, state.ctx.phase), state);
}

/** `updateActive` when the caller already holds the current phase's node. */
function updateActiveAt<G>(node: FlowNode<G> | undefined, state: GameState<G>): void {
  const ctx = state.ctx;
  if (!node || node.final || ctx.over) {
    ctx.active = [];
    return;
  }
  const turn = node.turn;
  if (!turn || turn.kind === 'clockwise') {
    // Keep the array when nothing changed: this runs after every move of every playout.
    if (ctx.active.length !== 1 || ctx.active[0] !== ctx.current) ctx.active = [ctx.current];
  }
  else if (turn.kind === 'eachSeatOnce') ctx.active = ctx.queue.length > 0 ? [ctx.queue[0]!] : [];
  else ctx.active = turn.seats(state.G, ctx).slice().sort((a, b) => a - b);
}

/** Runs a phase's entry: its hook, its turn order, and (for a leaf) makes it current. */
export function enterNode<G>(flow: Flow<G>, state: GameState<G>, node: FlowNode<G>): void {
  if (node.enter) node.enter(state.G, { ctx: state.ctx, random: new Random(state.ctx) } satisfies PhaseApi);
  if (node.ownTurn) startTurnOrder(state, node.ownTurn);
  if (node.leaf) {
    state.ctx.phase = node.path;
    if (node.final) state.ctx.over = true;
    // The lookups that follow (rules, legal moves) ask for this phase: answer them from the cache.
    flow.lastPath = node.path;
    flow.lastNode = node;
    updateActiveAt(node, state);
  }
}

/** Runs a rule's `do` effect (between leaving and entering). */
export function runRuleEffect<G>(state: GameState<G>, rule: Transition<G>): void {
  if (rule.do) rule.do(state.G, { ctx: state.ctx, random: new Random(state.ctx) });
}

/** Passes the turn according to the current phase's turn order. */
export function advanceTurn<G>(flow: Flow<G>, state: GameState<G>): void {
  advanceTurnAt(nodeOf(flow, state.ctx.phase), state);
}

function advanceTurnAt<G>(node: FlowNode<G> | undefined, state: GameState<G>): void {
  const ctx = state.ctx;
  const turn = node?.turn;
  if (!turn || turn.kind === 'simultaneous') return;
  if (turn.kind === 'clockwise') {
    if (turn.skip) {
      const order = clockwiseFrom(state, (ctx.current + 1) % ctx.players, turn.skip);
      ctx.current = order[0] ?? ctx.current;
    } else {
      ctx.current = (ctx.current + 1) % ctx.players;
    }
    ctx.turn++;
  } else {
    ctx.queue = ctx.queue.slice(1);
    if (ctx.queue.length > 0) {
      ctx.current = ctx.queue[0]!;
      ctx.turn++;
    }
  }
}

/**
 * The `api` handed to a move's `apply`. One instance per flow is reused for every move (moves
 * never run inside other moves), and its random generator is made only when a move asks for it:
 * both matter in playouts, where this runs millions of times.
 */
export class MoveApiImpl implements MoveApi {
  seat: Seat = 0;
  ctx: Ctx = null as unknown as Ctx;
  ended = false;
  private rng: Random | null = null;

  reset(seat: Seat, ctx: Ctx, endsTurn: boolean): this {
    this.seat = seat;
    this.ctx = ctx;
    this.ended = endsTurn;
    this.rng = null;
    return this;
  }

  get random(): Random {
    return (this.rng ??= new Random(this.ctx));
  }

  endTurn(): void {
    this.ended = true;
  }

  setCurrent(seat: Seat): void {
    this.ctx.current = seat;
  }
}

/**
 * The entry of move `type`. A legal move is one of the current phase's, usually a handful: a scan
 * of those (the type strings are the same objects, so mostly one comparison each) beats hashing.
 */
export function entryOf<G>(flow: Flow<G>, node: FlowNode<G> | undefined, type: string): MoveEntry<G> | undefined {
  if (node !== undefined && node.moveList.length <= 8) {
    const list = node.moveList;
    for (let i = 0; i < list.length; i++) if (list[i]!.type === type) return list[i];
  }
  return flow.entries.get(type);
}

/** Applies a move known to be legal: its effect, the turn passing, the new active set. No phase rules. */
export function applyMoveEffect<G>(flow: Flow<G>, state: GameState<G>, move: Move): void {
  const ctx = state.ctx;
  const node = nodeOf(flow, ctx.phase);
  const entry = entryOf(flow, node, move.type);
  if (!entry) throw new Error(`Unknown move "${move.type}".`);
  const api = (flow.api ??= new MoveApiImpl());
  entry.apply(state.G, move, api.reset(move.seat, ctx, entry.endsTurn));
  const ended = api.ended;
  api.reset(0, null as unknown as Ctx, false); // drop the state so it can be collected
  ctx.moves++;
  if (ended) advanceTurnAt(node, state);
  updateActiveAt(node, state);
}

/** The first rule that holds, looking at the leaf first and then outwards (XState's order). */
export function firstEnabledRule<G>(flow: Flow<G>, state: GameState<G>): FlowRule<G> | null {
  return firstEnabledRuleAt(nodeOf(flow, state.ctx.phase), state);
}

/** `firstEnabledRule` when the caller already holds the current phase's node. */
export function firstEnabledRuleAt<G>(node: FlowNode<G> | undefined, state: GameState<G>): FlowRule<G> | null {
  if (state.ctx.over || !node) return null;
  const chain = node.chain;
  for (let i = 0; i < chain.length; i++) {
    const candidate = chain[i]!;
    const cond = candidate.cond;
    if (!cond || cond(state.G, state.ctx)) return candidate;
  }
  return null;
}

/** How many rule firings in a row count as an endless loop in the flow. */
export const MAX_RULE_CHAIN = 1000;

/** The error for a flow whose rules keep firing without a move in between. */
export function loopError(game: AnyGame<unknown>, phases: string[]): Error {
  const tail = phases.slice(-6).join(' → ');
  return new Error(
    `${game.id}: phase rules fired ${MAX_RULE_CHAIN} times without a move (${tail}). ` +
      'A rule whose condition stays true after it is taken loops forever; make its target change the state so the condition fails.',
  );
}
