import type { GameCore } from '../dsl/core.js';
import { Random } from '../dsl/random.js';
import type { GameDef, GameState, Move, Seat } from '../dsl/types.js';
import { moveKey } from '../engine/move-key.js';

/** Settings of one MCTS search. */
export interface MctsOptions<G = unknown> {
  /** Simulated games per decision: more is stronger and slower. */
  iterations: number;
  /** The bot's own seeded randomness (the game's generator is never touched). */
  random: Random;
  /** UCB exploration constant. */
  exploration?: number;
  /** Random moves per playout before the position is judged by the heuristic. */
  playoutLimit?: number;
  /** Picks each playout move from the legal ones (default: at random). */
  playout?: (state: GameState<G>, legal: readonly Move[], random: Random) => Move;
  /** Narrows the moves searched in a position to a subset of the legal ones (default: all). */
  candidates?: (state: GameState<G>, legal: readonly Move[], random: Random) => readonly Move[];
}

let warnedCandidates = false;

/**
 * The game's `candidates` for `state`, or every legal move when the game gives none, gives none
 * here, or gives a move that is not legal (a bug in the game's rule of thumb: warn, but search on).
 */
function searched<G>(options: MctsOptions<G>, state: GameState<G>, legal: readonly Move[]): readonly Move[] {
  if (!options.candidates) return legal;
  const chosen = options.candidates(state, legal, options.random);
  if (chosen.length === 0) return legal;
  const legalKeys = new Set(legal.map(treeKey));
  if (chosen.every((move) => legalKeys.has(treeKey(move)))) return chosen;
  if (!warnedCandidates) {
    warnedCandidates = true;
    console.warn('Tabletop Elements: bots.candidates returned a move that is not among `legal`: return a subset of the legal moves it was given (this position searched all of them instead).');
  }
  return legal;
}

interface Node {
  move: Move | null;
  /** Seat that made `move` (rewards are counted for it). */
  mover: Seat;
  parent: Node | null;
  children: Node[];
  byKey: Map<string, Node>;
  visits: number;
  /** Times this node was available (a legal choice) when its parent was visited. */
  available: number;
  reward: number;
}

/**
 * Key of a move in the search tree: cheap for moves whose arguments are plain values (the
 * canonical `moveKey` costs a sorted JSON.stringify and dominated search time).
 */
function treeKey(move: Move): string {
  const keys = Object.keys(move);
  let key = `${move.type}|${move.seat}`;
  if (keys.length > 2) {
    keys.sort();
    for (const name of keys) {
      if (name === 'type' || name === 'seat') continue;
      const value = move[name];
      if (value !== null && typeof value === 'object') return moveKey(move);
      key += `|${name}=${typeof value === 'string' ? JSON.stringify(value) : String(value)}`;
    }
  }
  return key;
}

const newNode = (move: Move | null, mover: Seat, parent: Node | null): Node => ({
  move, mover, parent, children: [], byKey: new Map(), visits: 0, available: 0, reward: 0,
});

/** Rewards per seat for a finished or cut-off playout: 1 shared among winners, else a heuristic. */
function rewards<G>(core: GameCore<G>, game: Pick<GameDef<G>, 'heuristic'>, state: GameState<G>): number[] {
  const n = state.ctx.players;
  if (core.isOver(state)) {
    const { winners } = core.result(state);
    const out = new Array<number>(n).fill(0);
    for (const w of winners) out[w] = 1 / winners.length;
    return out;
  }
  return Array.from({ length: n }, (_, s) => (game.heuristic ? game.heuristic(state.G, state.ctx, s) : 1 / n));
}

/** How far one slice of a search may go: a number of iterations, a clock deadline, or both. */
export interface MctsSlice {
  /** Iterations to run in this slice at most (the search's own total still caps them). */
  iterations?: number;
  /** Stop once `now()` reaches this (checked after every iteration, so one iteration may overrun). */
  deadline?: number;
  /** The clock for `deadline` (default `performance.now`). */
  now?: () => number;
}

/**
 * An information-set Monte Carlo tree search that runs in slices: `run` a few iterations or until
 * a deadline, give the thread back, `run` again. Each iteration guesses the hidden parts of the
 * state from `view` (determinization), so the bot never reads real secrets; the tree is shared
 * across guesses and a child's score counts only the iterations it was legal in. The slices draw
 * on one seeded generator in the same order as one long run, so however the work is cut the same
 * iterations give the same move.
 *
 * @example
 * const search = new MctsSearch(core, hisss, match.view(1), 1, { iterations: 500, random: new Random({ rng: 1 }) });
 * while (!search.run({ deadline: performance.now() + 10 })) await new Promise((r) => setTimeout(r));
 * const move = search.move();
 */
export class MctsSearch<G> {
  /** Iterations run so far. */
  done = 0;
  private readonly exploration: number;
  private readonly playoutLimit: number;
  private readonly playout: (state: GameState<G>, legal: readonly Move[], random: Random) => Move;
  private readonly rootMoves: readonly Move[];
  private readonly root: Node;
  private chosen: { move: Move | null } | undefined;
  private pending: Iteration<G> | undefined;

  constructor(
    private readonly core: GameCore<G>,
    private readonly game: Pick<GameDef<G>, 'heuristic'>,
    private readonly view: GameState<G>,
    private readonly seat: Seat,
    private readonly options: MctsOptions<G>,
  ) {
    this.exploration = options.exploration ?? 0.7;
    this.playoutLimit = options.playoutLimit ?? 400;
    this.playout = options.playout ?? ((_state: GameState<G>, legal: readonly Move[], r: Random) => r.pick(legal));
    const rootState = core.determinize(view, seat, options.random);
    this.rootMoves = searched(options, rootState, core.legalMoves(rootState, seat));
    this.root = newNode(null, seat, null);
    // Nothing to weigh: the only move (or none) is the answer without a single simulation.
    if (this.rootMoves.length <= 1) this.chosen = { move: this.rootMoves[0] ?? null };
  }

  /** Whether the search has run all its iterations (or had nothing to weigh). */
  get finished(): boolean {
    return this.chosen !== undefined || (this.done >= this.options.iterations && this.pending === undefined);
  }

  /**
   * Runs iterations until the slice's limit, the search's total or the deadline, whichever comes
   * first. Returns whether the search is finished (then `move()` gives the answer). A deadline
   * may fall inside an iteration's playout (a long game's playout can take longer than a frame):
   * the next slice carries on from that very move, so slices never change the result.
   */
  run(slice: MctsSlice = {}): boolean {
    const end = Math.min(this.options.iterations, slice.iterations === undefined ? Infinity : this.done + slice.iterations);
    const { deadline } = slice;
    const now = slice.now ?? (() => performance.now());
    while (this.chosen === undefined && (this.pending !== undefined || this.done < end)) {
      this.pending ??= this.descend();
      if (!this.playOut(this.pending, deadline, now)) break;
      this.backUp(this.pending);
      this.pending = undefined;
      this.done++;
      if (deadline !== undefined && now() >= deadline) break;
    }
    return this.finished;
  }

  /**
   * The move chosen: the most visited legal root move (the most trusted). Asked before the search
   * finished it answers from the iterations completed so far (a search stopped by its time
   * budget); after that the answer is final, so asking again gives the same move.
   */
  move(): Move | null {
    if (this.chosen) return this.chosen.move;
    const rootKeys = new Set(this.rootMoves.map(treeKey));
    let choice: Node | null = null;
    for (const child of this.root.children) {
      if (rootKeys.has(treeKey(child.move!)) && (!choice || child.visits > choice.visits)) choice = child;
    }
    this.chosen = { move: choice?.move ?? this.options.random.pick(this.rootMoves) };
    return this.chosen.move;
  }

  /** An iteration's guess of the hidden parts, then selection down the tree and one expansion. */
  private descend(): Iteration<G> {
    const { core, options, exploration } = this;
    const random = options.random;
    const state = core.determinize(this.view, this.seat, random);
    let node = this.root;
    for (;;) {
      if (core.isOver(state)) break;
      const all = core.legalMoves(state);
      if (all.length === 0) break;
      const legal = searched(options, state, all);
      const untried: Move[] = [];
      let best: Node | null = null;
      let bestScore = -Infinity;
      for (const move of legal) {
        const child = node.byKey.get(treeKey(move));
        if (!child) {
          untried.push(move);
          continue;
        }
        child.available++;
        const score = child.reward / child.visits + exploration * Math.sqrt(Math.log(child.available) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      if (untried.length > 0) {
        const move = random.pick(untried);
        const child = newNode(move, move.seat, node);
        child.available = 1;
        node.children.push(child);
        node.byKey.set(treeKey(move), child);
        core.applyInPlace(state, move);
        node = child;
        break;
      }
      core.applyInPlace(state, best!.move!);
      node = best!;
    }
    return { state, node, steps: 0 };
  }

  /** Plays the iteration's playout on; false when the deadline came first (it resumes there). */
  private playOut(it: Iteration<G>, deadline: number | undefined, now: () => number): boolean {
    const { core } = this;
    const random = this.options.random;
    // The clock is read every 8 moves (one move is far shorter than a frame, a read is not free),
    // and only after a move was made here, so every slice moves the search on.
    for (let made = 0; it.steps < this.playoutLimit && !core.isOver(it.state); it.steps++, made++) {
      if (deadline !== undefined && made > 0 && (made & 7) === 0 && now() >= deadline) return false;
      const legal = core.legalMoves(it.state);
      if (legal.length === 0) break;
      core.applyInPlace(it.state, this.playout(it.state, legal, random));
    }
    return true;
  }

  /** Counts the playout's outcome for every node on the path. */
  private backUp(it: Iteration<G>): void {
    const reward = rewards(this.core, this.game, it.state);
    for (let n: Node | null = it.node; n !== null; n = n.parent) {
      n.visits++;
      n.reward += reward[n.mover] ?? 0;
    }
  }
}

/** One iteration in progress: its guessed state, the node it expanded, the playout moves made. */
interface Iteration<G> {
  state: GameState<G>;
  node: Node;
  steps: number;
}

/**
 * Chooses a move by information-set Monte Carlo tree search, all iterations at once (see
 * `MctsSearch` for a search that runs in slices and gives the same move).
 *
 * @example
 * const move = mctsMove(core, hisss, match.view(1), 1, { iterations: 500, random: new Random({ rng: 1 }) });
 */
export function mctsMove<G>(core: GameCore<G>, game: Pick<GameDef<G>, 'heuristic'>, view: GameState<G>, seat: Seat, options: MctsOptions<G>): Move | null {
  const search = new MctsSearch(core, game, view, seat, options);
  search.run();
  return search.move();
}
