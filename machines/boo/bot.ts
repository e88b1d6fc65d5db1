/**
 * BOO's bots. Everything a turn depends on is public: the graveyard, both cards in hand and the
 * top card of each deck. Only the order below the tops is unknown, and nothing here reads it.
 *
 * - `greedyMove` (medium): the turn (side and turn of the card, spot, order of the scares) that
 *   leaves the most ghosts of its colour showing, less the other colour's.
 * - `lookaheadMove` (hard): the same count, but after the other player's best answer with the card
 *   they hold (a two-turn look-ahead; the answer is the other player's own greedy best), searched
 *   over the turns that count best at once.
 */
import type { GameState, Move, Random, Seat } from '../../src/dsl/index.js';
import { CARDS, type Colour, type Placed } from './cards.js';
import { cellKey, COLOUR_OF, ghostCells, occupancy, sight, type BooState, type Occupancy } from './rules.js';

/** Ghosts per card id and side: [black, white]. */
const GHOSTS = new Map<string, [[number, number], [number, number]]>(
  CARDS.map((c) => [
    c.id,
    c.sides.map((side) => {
      let b = 0;
      let w = 0;
      for (const s of side) {
        if (s.kind !== 'ghost') continue;
        if (s.colour === 'black') b++;
        else w++;
      }
      return [b, w] as [number, number];
    }) as [[number, number], [number, number]],
  ]),
);

const ALONG: readonly (readonly [number, number])[] = [[1, 0], [0, 1], [1, 0], [0, 1]];
const HOLDS: readonly { rot: 0 | 1 | 2 | 3; side: 0 | 1 }[] = [0, 1].flatMap((side) => [0, 1, 2, 3].map((rot) => ({ rot: rot as 0 | 1 | 2 | 3, side: side as 0 | 1 })));

/**
 * A scratch graveyard the bots lay cards on and flip, undoing each step afterwards: its own board
 * copy and occupancy (never the position's), and the ghost count of each colour.
 */
class Scratch {
  readonly board: Placed[];
  readonly occ: Occupancy;
  /** Ghosts showing: [black, white]. */
  readonly count: [number, number] = [0, 0];

  constructor(board: readonly Placed[]) {
    this.board = board.map((p) => ({ ...p }));
    const o = occupancy(board);
    this.occ = { at: new Map(o.at), minX: o.minX, maxX: o.maxX, minY: o.minY, maxY: o.maxY };
    for (const p of this.board) this.add(p, 1);
  }

  private add(p: Placed, sign: 1 | -1): void {
    const g = GHOSTS.get(p.id)![p.side];
    this.count[0] += sign * g[0];
    this.count[1] += sign * g[1];
  }

  /** For colour `c`: its ghosts showing less the other colour's. */
  value(c: Colour): number {
    return c === 'black' ? this.count[0] - this.count[1] : this.count[1] - this.count[0];
  }

  flip(card: number): void {
    const p = this.board[card]!;
    this.add(p, -1);
    p.side = p.side === 0 ? 1 : 0;
    this.add(p, 1);
  }

  /** Lays a card; returns what `unlay` needs to take it back. */
  lay(p: Placed): [number, number, number, number] {
    const saved: [number, number, number, number] = [this.occ.minX, this.occ.maxX, this.occ.minY, this.occ.maxY];
    const card = this.board.length;
    this.board.push(p);
    const [dx, dy] = ALONG[p.rot]!;
    for (let cell = 0; cell < 3; cell++) {
      const x = p.x + cell * dx;
      const y = p.y + cell * dy;
      this.occ.at.set(cellKey(x, y), { card, cell });
      if (x < this.occ.minX) this.occ.minX = x;
      if (x > this.occ.maxX) this.occ.maxX = x;
      if (y < this.occ.minY) this.occ.minY = y;
      if (y > this.occ.maxY) this.occ.maxY = y;
    }
    this.add(p, 1);
    return saved;
  }

  unlay(saved: readonly [number, number, number, number]): void {
    const p = this.board.pop()!;
    const [dx, dy] = ALONG[p.rot]!;
    for (let cell = 0; cell < 3; cell++) this.occ.at.delete(cellKey(p.x + cell * dx, p.y + cell * dy));
    [this.occ.minX, this.occ.maxX, this.occ.minY, this.occ.maxY] = saved;
    this.add(p, -1);
  }

  /** Anchors where a card lying across (`rot` even) or standing may go: all three cells free, touching a card. */
  spots(rot: number): { x: number; y: number }[] {
    const [dx, dy] = ALONG[rot]!;
    const at = this.occ.at;
    const seen = new Set<number>();
    const out: { x: number; y: number }[] = [];
    for (const p of this.board) {
      const [px, py] = ALONG[p.rot]!;
      for (let cell = 0; cell < 3; cell++) {
        const cx = p.x + cell * px;
        const cy = p.y + cell * py;
        for (const [nx, ny] of [[cx + 1, cy], [cx - 1, cy], [cx, cy + 1], [cx, cy - 1]] as const) {
          if (at.has(cellKey(nx, ny))) continue;
          for (let i = 0; i < 3; i++) {
            const ax = nx - i * dx;
            const ay = ny - i * dy;
            const k = cellKey(ax, ay);
            if (seen.has(k)) continue;
            seen.add(k);
            if (!at.has(k) && !at.has(cellKey(ax + dx, ay + dy)) && !at.has(cellKey(ax + 2 * dx, ay + 2 * dy))) out.push({ x: ax, y: ay });
          }
        }
      }
    }
    return out;
  }

  /** The pending ghosts of `active` that can scare now, with the card each would flip. */
  ready(active: number, pending: readonly number[]): { cell: number; card: number }[] {
    const out: { cell: number; card: number }[] = [];
    for (const cell of pending) {
      const seen = sight(this.board, active, cell, this.occ);
      if (seen.kind === 'scare') out.push({ cell, card: seen.card });
    }
    return out;
  }

  /**
   * The best of the ways the scares of `active` can still go (the player chooses among several
   * ready ghosts; one ready ghost scares by itself), each judged by `judge` once scaring is over.
   * Leaves the graveyard as it found it. `first` gets the chosen cell of the first choice.
   */
  settle(active: number, pending: readonly number[], judge: () => number, bound = Infinity): { value: number; first: number | null } {
    const ready = this.ready(active, pending);
    if (ready.length === 0) return { value: judge(), first: null };
    let best = -Infinity;
    let first: number | null = null;
    for (const r of ready) {
      this.flip(r.card);
      const v = this.settle(active, pending.filter((c) => c !== r.cell), judge, bound).value;
      this.flip(r.card);
      if (v > best) {
        best = v;
        first = r.cell;
      }
      if (best >= bound) break;
    }
    return { value: best, first: ready.length > 1 ? first : null };
  }
}

/** One way to play a turn from the hold: the card's side and turn, its spot, and what it leaves. */
interface Plan {
  rot: 0 | 1 | 2 | 3;
  side: 0 | 1;
  x: number;
  y: number;
  value: number;
}

/**
 * The best value `colour` can reach with a turn laying `id` (each hold, spot and order of scares),
 * judged by `judge` after the turn; stops early once it reaches `bound` (alpha-beta).
 */
function bestTurn(s: Scratch, id: string, judge: () => number, bound = Infinity): number {
  let best = -Infinity;
  for (const { rot, side } of HOLDS) {
    for (const { x, y } of s.spots(rot)) {
      const p: Placed = { id, x, y, rot, side };
      const saved = s.lay(p);
      const v = s.settle(s.board.length - 1, ghostCells(p), judge, bound).value;
      s.unlay(saved);
      if (v > best) best = v;
      if (best >= bound) return best;
    }
  }
  return best;
}

/** How many of the turns best at once the hard bot looks two turns ahead from. */
export const LOOKAHEAD_WIDTH = 24;

/**
 * The move for `seat` in `view`. `depth` 1: the turn that leaves the best count at once; 2: the
 * turn whose count is best after the other player's best answer with the card in their hand,
 * among the `width` turns best at once. Ties: the first found, or a random one of them when
 * `random` is given.
 */
export function booMove(view: GameState<BooState>, seat: Seat, depth: 1 | 2, random?: Random, width = LOOKAHEAD_WIDTH): Move | null {
  const G = view.G;
  const colour = COLOUR_OF[seat]!;
  const them = COLOUR_OF[1 - seat]!;
  const s = new Scratch(G.board);
  const theirCard = G.hands[1 - seat] ?? null;
  const atOnce = () => s.value(colour);
  // After the other player's best answer (alpha-beta: stop their search once it is worse for us than `floor`).
  const deep = (floor: number) => () => (theirCard === null ? s.value(colour) : -bestTurn(s, theirCard, () => s.value(them), -floor));

  // In the middle of a turn: the scares still to choose.
  if (view.ctx.phase === 'play.scare' && G.active !== null) {
    const active = G.active;
    const ready = s.ready(active, G.pending);
    if (ready.length === 0) return null;
    let best = -Infinity;
    let cells: number[] = [];
    for (const r of ready) {
      s.flip(r.card);
      const v = s.settle(active, G.pending.filter((c) => c !== r.cell), depth === 2 ? deep(-Infinity) : atOnce).value;
      s.flip(r.card);
      if (v > best) [best, cells] = [v, [r.cell]];
      else if (v === best) cells.push(r.cell);
    }
    return { type: 'scare', seat, cell: random ? random.pick(cells) : cells[0]! };
  }

  const id = G.hands[seat];
  if (id === null || id === undefined) return null;
  const holds = G.held ? [G.held] : HOLDS;
  const plans: Plan[] = [];
  for (const { rot, side } of holds) {
    for (const { x, y } of s.spots(rot)) {
      const p: Placed = { id, x, y, rot, side };
      const saved = s.lay(p);
      plans.push({ rot, side, x, y, value: s.settle(s.board.length - 1, ghostCells(p), atOnce).value });
      s.unlay(saved);
    }
  }
  if (plans.length === 0) return null;
  let chosen: Plan[];
  if (depth === 1 || theirCard === null) {
    const top = Math.max(...plans.map((p) => p.value));
    chosen = plans.filter((p) => p.value === top);
  } else {
    // The best at once first, so the first good answer found cuts the rest short.
    const ranked = plans.map((p, i) => ({ p, i })).sort((a, b) => b.p.value - a.p.value || a.i - b.i).slice(0, width).map(({ p }) => p);
    let best = -Infinity;
    chosen = [];
    for (const plan of ranked) {
      const p: Placed = { id, x: plan.x, y: plan.y, rot: plan.rot, side: plan.side };
      const saved = s.lay(p);
      // Ties must be seen as ties: search each plan to strictly below the best so far.
      const v = s.settle(s.board.length - 1, ghostCells(p), deep(best - 1)).value;
      s.unlay(saved);
      if (v > best) [best, chosen] = [v, [plan]];
      else if (v === best) chosen.push(plan);
    }
  }
  const plan = random ? random.pick(chosen) : chosen[0]!;
  return G.held ? { type: 'place', seat, x: plan.x, y: plan.y } : { type: 'hold', seat, rot: plan.rot, side: plan.side };
}

/** Medium: the greedy turn (ties at random). */
export const greedyMove = (view: GameState<BooState>, seat: Seat, random: Random): Move | null => booMove(view, seat, 1, random);

/** Hard: the two-turn look-ahead (ties at random). */
export const lookaheadMove = (view: GameState<BooState>, seat: Seat, random: Random): Move | null => booMove(view, seat, 2, random);
