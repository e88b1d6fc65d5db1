/**
 * The hard bot: the medium bot's rules of thumb plus a look-ahead. Every legal move is played on
 * by the rules of thumb, for every seat, a few turns ahead in several guessed worlds (the hidden
 * cards dealt from what its view leaves unknown), and the move that leaves the seat furthest
 * ahead on average is chosen.
 */
import { compile, Random, type GameCore, type GameState, type Move, type Seat } from '../../src/dsl/index.js';
import { closeness, policyMove } from './bots.js';
import rules, { type ZoneState } from './rules.js';

type G = ZoneState;
let core: GameCore<G> | null = null;
const coreOf = () => (core ??= compile(rules).core);

/** Guessed worlds each move is played out in. */
export const LOOKAHEAD_WORLDS = 24;
/** Turns (of any seat) each move is played out for: six of each seat's at two players. */
export const LOOKAHEAD_TURNS = 12;
/**
 * Play-outs one decision may spend: a hoarded hand offers some 90 exchanges, which are then
 * weighed in fewer worlds (never fewer than `MIN_WORLDS`) so a decision stays well under a second.
 */
const PLAYOUTS = 1024;
const MIN_WORLDS = 8;
/** A bound on the moves of one play-out (a turn takes about four). */
const PLAYOUT_MOVES = 400;

/** A seat's progress: its buildings plus most of a building for a hand that is close to one. */
const progress = (G: Readonly<G>, seat: Seat) => G.built[seat]!.length + 0.8 * closeness(G, seat);

/** How far `seat` is ahead of the best other seat (a won game counts as far ahead, a lost one far behind). */
export function lead(state: GameState<G>, seat: Seat): number {
  const G = state.G;
  if (G.winner !== null) return G.winner === seat ? 20 : -20;
  let rival = -Infinity;
  for (let s = 0; s < state.ctx.players; s++) if (s !== seat) rival = Math.max(rival, progress(G, s));
  return progress(G, seat) - rival;
}

/** Plays every seat by the rules of thumb until `turns` more turns have begun, or the game ends. */
function playAhead(c: GameCore<G>, state: GameState<G>, turns: number, random: Random): void {
  const until = state.ctx.turn + turns;
  for (let i = 0; i < PLAYOUT_MOVES && !c.isOver(state) && state.ctx.turn < until; i++) {
    const move = policyMove(state, state.ctx.current, random);
    if (!move) return;
    c.applyInPlace(state, move);
  }
}

/** A seeded generator for each play-out of one world, so every move weighed there meets the same tie-breaks. */
function forkOf(random: Random): () => Random {
  const seed = random.int(2 ** 31);
  return () => new Random({ rng: seed });
}

/** Each move's summed lead over `worlds` guesses of the hidden cards, every move played out in the same guesses. */
function totalLeads(c: GameCore<G>, view: GameState<G>, seat: Seat, moves: readonly Move[], worlds: number, turns: number, random: Random): number[] {
  const totals = moves.map(() => 0);
  for (let w = 0; w < worlds; w++) {
    const world = c.determinize(view, seat, random);
    const fork = forkOf(random);
    moves.forEach((move, i) => {
      const s = c.clone(world);
      c.applyInPlace(s, move);
      playAhead(c, s, turns, fork());
      totals[i] = totals[i]! + lead(s, seat);
    });
  }
  return totals;
}

/**
 * The hard bot's move, from `seat`'s view of `state` alone (a full state is only ever read
 * through that view): every legal move played out by the rules of thumb for `turns` turns in
 * `worlds` guesses of the hidden cards (fewer when there are very many moves); the move with the
 * best average lead, the first listed on a tie. With one legal move, that move.
 */
export function lookaheadMove(state: GameState<G>, seat: Seat, random: Random, worlds = LOOKAHEAD_WORLDS, turns = LOOKAHEAD_TURNS): Move | null {
  const c = coreOf();
  const view = c.view(state, seat);
  if (view.ctx.over || view.ctx.current !== seat) return null;
  const moves = c.legalMoves(view, seat);
  if (moves.length <= 1) return moves[0] ?? null;
  const guesses = Math.max(Math.min(worlds, MIN_WORLDS), Math.min(worlds, Math.floor(PLAYOUTS / moves.length)));
  const totals = totalLeads(c, view, seat, moves, guesses, turns, random);
  let best = 0;
  for (let i = 1; i < moves.length; i++) if (totals[i]! > totals[best]! + 1e-9) best = i;
  return moves[best]!;
}
