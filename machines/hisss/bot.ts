/**
 * HISSS bots. Every draw is blind (the fan is face down), so the only choice is where a drawn
 * card goes when it fits in several places, and the one that matters most is taking a snake:
 * laying the head or tail that finishes it, or the mid-section that joins two snakes into one.
 *
 * - Medium (`greedyMove`): lays a head or tail that finishes a snake whenever it can (the one
 *   winning most cards), but looks at one snake at a time: it spots a join of two snakes only on
 *   about one turn in three (`SEES_JOINS`); otherwise it places at random among the legal places.
 * - Hard (`lookaheadMove`, the search's one candidate): sees every win, and chooses among the
 *   places by the cards it wins now less the cards the next player can expect to win on their
 *   turn. Every card it has not seen is taken as equally likely to be the next one drawn: it
 *   reads which cards are still unseen, which every guess of the fan agrees on, never the fan's
 *   order.
 *
 * Measured (README "Bots"): the look-ahead alone adds about 1–2 points over taking every win;
 * almost all of hard's edge over medium is the joins medium misses.
 */
import type { GameState, Move, Random, Seat } from '../../src/dsl/index.js';
import { card, DECK, type CardKind } from './cards.js';
import { attachOptions, isComplete, joinOptions, turnedRound, type AttachArgs, type HisssState, type JoinArgs, type Placed } from './rules.js';

type Snakes = Placed[][];

/** A placement of the drawn card: laid at an end, joining two snakes, or starting a new snake. */
type Placement = ({ type: 'attach' } & AttachArgs) | ({ type: 'join' } & JoinArgs) | { type: 'start' };

/** Every legal placement of `id` among `snakes` (a new snake only when nothing fits). */
function placements(snakes: Snakes, id: string): Placement[] {
  const G = { snakes } as unknown as HisssState;
  const out: Placement[] = [...joinOptions(G, id).map((j) => ({ type: 'join' as const, ...j })), ...attachOptions(G, id).map((a) => ({ type: 'attach' as const, ...a }))];
  return out.length > 0 ? out : [{ type: 'start' }];
}

/** The snakes after a placement, and the cards it wins. */
function place(snakes: Snakes, id: string, p: Placement): { snakes: Snakes; won: number } {
  if (p.type === 'start') return { snakes: [...snakes, [{ id, flip: false }]], won: 0 };
  if (p.type === 'join') {
    const won = snakes[p.headSnake]!.length + 1 + snakes[p.tailSnake]!.length;
    return { snakes: snakes.filter((_, i) => i !== p.headSnake && i !== p.tailSnake), won };
  }
  const base = p.turn ? turnedRound(snakes[p.snake]!) : snakes[p.snake]!;
  const laid = p.end === 'head' ? [{ id, flip: p.flip }, ...base] : [...base, { id, flip: p.flip }];
  if (isComplete(laid)) return { snakes: snakes.filter((_, i) => i !== p.snake), won: laid.length };
  const next = snakes.slice();
  next[p.snake] = laid;
  return { snakes: next, won: 0 };
}

/** The most cards any placement of `id` wins at once (heads, tails and joins are the only winners). */
function bestWin(snakes: Snakes, id: string): number {
  const kind = card(id).kind;
  let best = 0;
  const G = { snakes } as unknown as HisssState;
  if (kind === 'mid') {
    for (const j of joinOptions(G, id)) best = Math.max(best, snakes[j.headSnake]!.length + 1 + snakes[j.tailSnake]!.length);
    return best;
  }
  for (const a of attachOptions(G, id)) {
    // A snake that was turned round had no head or tail, so one more card cannot finish it.
    if (a.turn) continue;
    const s = snakes[a.snake]!;
    const other: CardKind = kind === 'head' ? card(s[s.length - 1]!.id).kind : card(s[0]!.id).kind;
    if (other !== kind && other !== 'mid') best = Math.max(best, s.length + 1);
  }
  return best;
}

/** The cards a seat with this view has not seen: the fan's contents in any order (never its order). */
export function unseenCards(G: Readonly<HisssState>): string[] {
  const seen = new Set<string>();
  if (G.drawn) seen.add(G.drawn);
  for (const s of G.snakes) for (const p of s) seen.add(p.id);
  for (const pit of G.pits) for (const s of pit) for (const p of s) seen.add(p.id);
  return DECK.map((c) => c.id).filter((id) => !seen.has(id));
}

/** The cards the player to move can expect to win with its draw from `pool`, placing greedily. */
function expectedWin(snakes: Snakes, pool: readonly string[]): number {
  if (pool.length === 0) return 0;
  let sum = 0;
  for (const id of pool) sum += bestWin(snakes, id);
  return sum / pool.length;
}

/**
 * A placement's worth to its player: the cards it wins now, less the cards the next player can
 * expect to win with one draw from `pool` (the cards still to be drawn).
 */
function worth(snakes: Snakes, id: string, p: Placement, pool: readonly string[]): number {
  const { snakes: after, won } = place(snakes, id, p);
  return pool.length === 0 ? won : won - expectedWin(after, pool);
}

/** The move of a placement for `seat`. */
function toMove(p: Placement, seat: Seat): Move {
  return { ...p, seat } as Move;
}

/** The draw: every face-down card is the same to a player, so any position of the fan. */
function drawMove(G: Readonly<HisssState>, seat: Seat, random: Random): Move {
  return { type: 'draw', seat, index: random.int(G.fan.length) };
}

/** The chance that medium, on a turn, spots the joins its card offers. */
export const SEES_JOINS = 0.3;

/**
 * Medium: the placement that wins the most cards now, except that it spots a join of two snakes
 * only on about one turn in three (`SEES_JOINS`); else a legal placement at random. Sees only its
 * seat's view.
 *
 * @example
 * const move = greedyMove(core.view(state, 0), 0, new Random({ rng: 1 }));
 */
export function greedyMove(view: GameState<HisssState>, seat: Seat, random: Random): Move | null {
  const G = view.G;
  if (G.drawn === null) return G.fan.length > 0 ? drawMove(G, seat, random) : null;
  const seesJoins = random.float() < SEES_JOINS;
  let best = -1;
  let chosen: Placement[] = [];
  for (const p of placements(G.snakes, G.drawn)) {
    // A join it does not spot looks like any other place to lay the card.
    const won = p.type === 'join' && !seesJoins ? 0 : place(G.snakes, G.drawn, p).won;
    if (won > best) {
      best = won;
      chosen = [p];
    } else if (won === best) chosen.push(p);
  }
  return toMove(random.pick(chosen), seat);
}

/**
 * Hard: the placement worth most by `worth` (what it wins now, less what the next player can
 * then expect to win). Reads only what the seat sees.
 *
 * @example
 * const move = lookaheadMove(core.view(state, 0), 0, new Random({ rng: 1 }));
 */
export function lookaheadMove(view: GameState<HisssState>, seat: Seat, random: Random): Move | null {
  const G = view.G;
  if (G.drawn === null) return G.fan.length > 0 ? drawMove(G, seat, random) : null;
  const options = placements(G.snakes, G.drawn);
  if (options.length === 1) return toMove(options[0]!, seat);
  const pool = unseenCards(G);
  let best = -Infinity;
  let chosen: Placement[] = [];
  for (const p of options) {
    const v = worth(G.snakes, G.drawn, p, pool);
    if (v > best + 1e-9) {
      best = v;
      chosen = [p];
    } else if (Math.abs(v - best) <= 1e-9) chosen.push(p);
  }
  return toMove(random.pick(chosen), seat);
}

/** A move's identity whatever the order of its fields. */
const key = (m: Move): string => JSON.stringify(Object.keys(m).sort().map((k) => [k, (m as unknown as Record<string, unknown>)[k]]));

/**
 * `bots.candidates` for hard: the look-ahead's move alone (the search then has nothing to weigh),
 * or every legal move should it give none among them.
 *
 * @example
 * const moves = hisssCandidates(state, core.legalMoves(state), random);
 */
export function hisssCandidates(state: GameState<HisssState>, legal: readonly Move[], random: Random): readonly Move[] {
  const move = lookaheadMove(state, legal[0]!.seat, random);
  const found = move ? legal.find((l) => key(l) === key(move)) : undefined;
  return found ? [found] : legal;
}

