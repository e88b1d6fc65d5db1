/**
 * A fast greedy Puerto Rico player: it looks only at the position in front of it (its own view)
 * and picks the legal move that scores best on simple rules of thumb. No search, so a whole
 * four-bot game takes milliseconds.
 */
import { compile, type GameCore, type GameState, type Move, type Random, type Seat } from '../../src/dsl/index.js';
import { building, BY_PLAYERS, GOODS, PRICE, tileKind, type BuildingId, type Good, type RoleId } from './buildings.js';
import rules, { estimate } from './rules.js';
import {
  buildingPrice, emptyCircles, goodsCount, islandFree, loadAmount, occupied, productionCapacity, salePrice,
  sellableGoods, shipOptions, type PlayerBoard, type PuertoRicoState, type StoreArgs,
} from './state.js';
import { buildable } from './roles/builder.js';
import { shipNeeds } from './roles/mayor.js';
import { scoreOf } from './scoring.js';

type G = PuertoRicoState;
let core: GameCore<G> | null = null;
const coreOf = () => (core ??= compile(rules).core);

/** Plantations of a kind minus the colonist circles able to process them (positive: raw material to spare). */
function spare(board: Readonly<PlayerBoard>, g: Good): number {
  const plantations = board.island.filter((t) => tileKind(t.tile) === g).length;
  const circles = board.city.reduce((n, b) => n + (building(b.id).produces === g ? building(b.id).circles : 0), 0);
  return g === 'corn' ? 0 : plantations - circles;
}

function roleValue(G: Readonly<G>, seat: Seat, role: RoleId): number {
  const board = G.boards[seat]!;
  const card = G.roles.find((r) => r.id === role)!;
  let v = card.doubloons;
  switch (role) {
    case 'settler': v += islandFree(board) > 0 ? 1.5 + (G.round <= 5 ? 1 : 0) : 0; break;
    case 'mayor': v += emptyCircles(board) > 0 ? 1.2 + Math.min(2, emptyCircles(board) / 3) : 0.2; break;
    case 'builder': {
      const options = buildable({ ...G, chooser: seat } as G, seat);
      v += options.length > 0 ? 1.5 + Math.max(...options.map((id) => building(id).vp)) / 2 : 0;
      break;
    }
    case 'craftsman': {
      const cap = productionCapacity(board);
      v += GOODS.reduce((n, g) => n + Math.min(cap[g], G.goodsSupply[g]) * (0.6 + PRICE[g] / 4), 0);
      break;
    }
    case 'trader': {
      const sellable = sellableGoods(G, seat);
      v += sellable.length > 0 ? Math.max(...sellable.map((g) => salePrice({ ...G, chooser: seat } as G, seat, g))) * 0.8 : 0;
      break;
    }
    case 'captain': {
      const options = shipOptions(G, seat);
      v += options.length > 0 ? 1 + Math.max(...options.map((o) => loadAmount(G, seat, o))) : goodsCount(board) > 0 ? -0.5 : 0;
      break;
    }
    default: v += 1;
  }
  return v;
}

function buildValue(G: Readonly<G>, seat: Seat, id: BuildingId): number {
  const def = building(id);
  const board = G.boards[seat]!;
  let v = def.vp * 1.5 + def.cost / 3;
  if (def.produces) v += spare(board, def.produces) > 0 ? 3 + PRICE[def.produces] : def.produces === 'indigo' || def.produces === 'sugar' ? 0.5 : -1;
  if (def.large) v += 3;
  if (id === 'factory' || id === 'harbor' || id === 'wharf' || id === 'smallMarket' || id === 'hacienda' || id === 'constructionHut') v += 1.5;
  return v - buildingPrice(board, id, G.chooser === seat) / 4;
}

function placeValue(board: Readonly<PlayerBoard>, area: string, index: number): number {
  if (area === 'city') {
    const def = building(board.city[index]!.id);
    if (def.large) return 7;
    if (def.produces) return spare(board, def.produces) + (board.city[index]!.colonists < def.circles ? 4 : 0) + PRICE[def.produces] / 2;
    return 5;
  }
  const kind = tileKind(board.island[index]!.tile);
  if (kind === 'quarry') return 3.5;
  if (kind === 'corn') return 3;
  return spare(board, kind) <= 0 ? 4.5 + PRICE[kind] / 2 : 2;
}

/**
 * What taking an offered colonist is worth against declining it (0). On a tile or building it
 * works at once; the mayor's privilege colonist only if there is a circle for it (or a fortress
 * counts it) — an idle colonist in San Juan only brings the colonist end nearer. When the supply
 * is nearly empty, a seat behind on buildings would rather the game lasted.
 */
function colonistValue(G: Readonly<G>, seat: Seat, type: string): number {
  const board = G.boards[seat]!;
  const nearEnd = G.colonistSupply <= shipNeeds(G);
  const behind = scoreOf(board).buildings < Math.max(...G.boards.map((b) => scoreOf(b).buildings));
  if (type === 'privilegeColonist' && emptyCircles(board) <= board.sanJuan && !occupied(board, 'fortress')) return -1;
  return nearEnd && behind ? -0.5 : 1;
}

/**
 * Whether `seat` trails another seat on points: its own score against each other seat's building
 * VP and bonuses plus its VP chips (face down in a view: the chips they hold together shared out evenly).
 */
function behindOnPoints(G: Readonly<G>, seat: Seat): boolean {
  const handedOut = BY_PLAYERS[G.boards.length as 3 | 4 | 5].vpChips - G.vpSupply;
  const known = G.boards.reduce((n, b) => n + (b.vp ?? 0), 0);
  const hidden = G.boards.filter((b) => b.vp === null).length;
  const share = hidden > 0 ? (handedOut - known) / hidden : 0;
  const mine = scoreOf(G.boards[seat]!).total;
  return G.boards.some((b, s) => s !== seat && scoreOf(b).total + (b.vp === null ? share : 0) > mine);
}

/**
 * What taking an offered VP chip (the captain's privilege, the harbor's) is worth against declining
 * it (0): a point — unless the chips are nearly out (no more than one a seat left, the end not yet
 * due) and the seat is behind: then the chip left in the supply puts off the end.
 */
function vpValue(G: Readonly<G>, seat: Seat): number {
  const nearEnd = G.endTriggered === null && G.vpSupply <= G.boards.length;
  return nearEnd && behindOnPoints(G, seat) ? -0.5 : 1;
}

const score = (G: Readonly<G>, seat: Seat, m: Move): number => {
  const board = G.boards[seat]!;
  switch (m.type) {
    case 'chooseRole': return roleValue(G, seat, m.role as RoleId);
    case 'hacienda': return 10;
    case 'quarry': return G.round <= 8 && board.island.filter((t) => tileKind(t.tile) === 'quarry').length < 3 ? 6 : 1;
    case 'plant': {
      const g = m.plantation as Good;
      return 2 + PRICE[g] / 2 + (spare(board, g) < 0 ? 3 : 0) + (g === 'corn' && G.round <= 3 ? 1.5 : 0);
    }
    case 'passSettler': case 'passBuilder': case 'passTrader': return 0;
    case 'place': return placeValue(board, m.area as string, m.index as number);
    case 'remove': return -10;
    case 'doneMayor': return 0.5;
    case 'build': return buildValue(G, seat, m.building as BuildingId);
    case 'extraGood': return PRICE[m.good as Good];
    // A barrel is worth money or a VP later; declining only helps nobody.
    case 'declineExtraGood': return -1;
    case 'privilegeColonist': case 'hospiceColonist': case 'universityColonist': return m.take ? colonistValue(G, seat, m.type) : 0;
    case 'sell': return salePrice(G, seat, m.good as Good) + 0.1;
    case 'load': return loadAmount(G, seat, { good: m.good as Good, ship: m.ship as number | 'wharf' }) - (m.ship === 'wharf' ? 0.5 : 0);
    case 'declineWharf': return -1;
    case 'captainVp': case 'harborVp': return m.take ? vpValue(G, seat) : 0;
    case 'store': {
      // Keep as much as possible, the dearest goods first.
      const a = m as unknown as StoreArgs;
      return a.warehouse.reduce((n, g) => n + board.goods[g] * (1 + PRICE[g] / 10), 0) + (a.windrose ? 1 + PRICE[a.windrose] / 10 : 0);
    }
    default: return 0;
  }
};

/**
 * The greedy bot's move for `seat`, from that seat's view (or the whole state). Null when the seat
 * may not move.
 *
 * @example
 * const move = heuristicMove(match.view(2), 2);
 */
export function heuristicMove(view: GameState<G>, seat: Seat): Move | null {
  const legal = coreOf().legalMoves(view, seat);
  let best: Move | null = null;
  let bestScore = -Infinity;
  for (const m of legal) {
    const s = score(view.G, seat, m);
    if (s > bestScore) {
      bestScore = s;
      best = m;
    }
  }
  return best;
}

/**
 * Where the hard bot looks ahead: the choices that shape a game (which role, which building,
 * which tile). Everywhere else (placing colonists, loading, selling, keeping goods, the offers)
 * it plays the rules of thumb, which a search judged by a rough worth only spoils.
 */
export const LOOKAHEAD_PHASES: ReadonlySet<string> = new Set(['round.chooseRole', 'round.builder', 'round.settler']);

/** Guesses of the hidden parts (the plantation stack, the others' VP chips) each choice is played in. */
export const LOOKAHEAD_WORLDS = 2;

/**
 * How far each choice is played out: until the seat is to choose a role for the third time (about
 * three rounds on), or the game ends. Measured against medium (3 players, 150 games each on fresh
 * seeds): up to its next role choice 78-85% outright wins, the second 89-96%, the third 96-97%,
 * the fourth 97%, the sixth 95%.
 */
export const LOOKAHEAD_ROUNDS = 3;

/** A bound on the moves of one look ahead (a round takes some 20–60); only a bug could reach it. */
const LOOKAHEAD_MOVES = 5000;

/**
 * How `seat` stands in `state`: at the game's end its final margin over the best other seat (plus
 * 5 for an outright win), before it its `estimate` less the best other seat's.
 */
function lead(state: GameState<G>, seat: Seat): number {
  const core = coreOf();
  if (core.isOver(state)) {
    const { scores, winners } = core.result(state);
    const best = Math.max(...scores.filter((_, s) => s !== seat));
    return scores[seat]! - best + (winners.length === 1 && winners[0] === seat ? 5 : 0);
  }
  const worth = state.G.boards.map((_, s) => estimate(state.G, s));
  return worth[seat]! - Math.max(...worth.filter((_, s) => s !== seat));
}

/**
 * Plays every seat by the rules of thumb until `seat` is to choose a role for the `choices`-th
 * time, or the game ends.
 */
function playAhead(state: GameState<G>, seat: Seat, choices: number): void {
  const core = coreOf();
  let seen = 0;
  for (let i = 0; i < LOOKAHEAD_MOVES && !core.isOver(state); i++) {
    const mover = state.ctx.active[0];
    if (mover === undefined) return;
    // `seat`'s role choices are counted as they come (each is one move, which leaves the phase).
    if (state.ctx.phase === 'round.chooseRole' && mover === seat && ++seen >= choices) return;
    const move = heuristicMove(state, mover);
    if (!move) return;
    core.applyInPlace(state, move);
  }
}

/**
 * The hard bot's move for `seat`, from that seat's view (or a state guessed from it). In the
 * phases that shape the game (`LOOKAHEAD_PHASES`) every legal move is played out, in `worlds`
 * guesses of the hidden parts, with every seat following the rules of thumb until `seat` is to
 * choose a role for the `rounds`-th time (about that many rounds on), and the move whose positions
 * leave it furthest ahead on average is chosen (ties: the first listed). Elsewhere, and while an
 * offer waits, it is `heuristicMove`. Deterministic for the same view and the same draws of `random`.
 *
 * @example
 * const move = lookaheadMove(match.view(1), 1, seededRandom('r'));
 */
export function lookaheadMove(view: GameState<G>, seat: Seat, random: Random, worlds = LOOKAHEAD_WORLDS, rounds = LOOKAHEAD_ROUNDS): Move | null {
  const core = coreOf();
  if (!LOOKAHEAD_PHASES.has(view.ctx.phase) || view.G.offer !== null) return heuristicMove(view, seat);
  const legal = core.legalMoves(view, seat);
  if (legal.length <= 1) return legal[0] ?? null;
  const totals = legal.map(() => 0);
  for (let w = 0; w < worlds; w++) {
    const world = core.determinize(view, seat, random);
    legal.forEach((move, i) => {
      const state = core.clone(world);
      core.applyInPlace(state, move);
      playAhead(state, seat, rounds);
      totals[i] = totals[i]! + lead(state, seat);
    });
  }
  let best = 0;
  for (let i = 1; i < legal.length; i++) if (totals[i]! > totals[best]!) best = i;
  return legal[best]!;
}
