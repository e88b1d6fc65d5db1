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

/**
 * Chooses a move by information-set Monte Carlo tree search. Each iteration guesses the hidden
 * parts of the state from `view` (determinization), so the bot never reads real secrets; the
 * tree is shared across guesses and a child's score counts only the iterations it was legal in.
 *
 * @example
 * const move = mctsMove(core, hisss, match.view(1), 1, { iterations: 500, random: new Random({ rng: 1 }) });
 */
export function mctsMove<G>(core: GameCore<G>, game: Pick<GameDef<G>, 'heuristic'>, view: GameState<G>, seat: Seat, options: MctsOptions<G>): Move | null {
  const { random, iterations } = options;
  const exploration = options.exploration ?? 0.7;
  const playoutLimit = options.playoutLimit ?? 400;
  const playout = options.playout ?? ((_state: GameState<G>, legal: readonly Move[], r: Random) => r.pick(legal));
  const rootState = core.determinize(view, seat, random);
  const rootMoves = searched(options, rootState, core.legalMoves(rootState, seat));
  if (rootMoves.length <= 1) return rootMoves[0] ?? null;

  const root = newNode(null, seat, null);
  for (let it = 0; it < iterations; it++) {
    const state = core.determinize(view, seat, random);
    let node = root;
    // Selection and expansion.
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
    // Playout.
    for (let steps = 0; steps < playoutLimit && !core.isOver(state); steps++) {
      const legal = core.legalMoves(state);
      if (legal.length === 0) break;
      core.applyInPlace(state, playout(state, legal, random));
    }
    // Backpropagation.
    const reward = rewards(core, game, state);
    for (let n: Node | null = node; n !== null; n = n.parent) {
      n.visits++;
      n.reward += reward[n.mover] ?? 0;
    }
  }
  // The most visited legal root move is the most trusted.
  const rootKeys = new Set(rootMoves.map(treeKey));
  let choice: Node | null = null;
  for (const child of root.children) {
    if (rootKeys.has(treeKey(child.move!)) && (!choice || child.visits > choice.visits)) choice = child;
  }
  return choice?.move ?? random.pick(rootMoves);
}
