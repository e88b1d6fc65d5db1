/**
 * BOX's bots. They read only the seat's view: the display (public), the seat's own card in hand
 * and its own team's Secret Color. Every other colour is guessed from the display alone.
 *
 * - `greedyMove` (medium): the turn and place of the card in hand that gains its own colour the
 *   most: points of squares with four corners in it, plus 40% of squares with three (they may
 *   still be finished), counted only round the card's footprint (nothing else changes).
 * - `guardedMove` (hard): the same gain, less what the move gains the other teams, each team's
 *   colour weighed by how much the team's own cards on the display built it up so far (a player
 *   builds squares of its own colour, so its cards give its colour away).
 *
 * A move is a turn of the card first ("rotate", as often as needed), then "place".
 */
import { teamOf, type GameState, type Move, type Seat } from '../../src/dsl/index.js';
import { CELLS, COLOURS, distinctTurns, secretColour, turnedDots, type Dot } from './cards.js';
import { MAX_SIDE, placements, type BoxState } from './rules.js';

/** A dot space as one number (coordinates stay well within ±500). */
const cell = (x: number, y: number): number => (x + 512) * 1024 + (y + 512);

/** Colour index per dot (grey and empty: -1). */
const INDEX = new Map<Dot, number>(COLOURS.map((c, i) => [c, i] as [Dot, number]));

/** The display's dots as colour indexes by cell (grey -1, empty absent). */
function grid(dots: Readonly<Record<string, Dot>>): Map<number, number> {
  const g = new Map<number, number>();
  for (const key in dots) {
    const comma = key.indexOf(',');
    g.set(cell(+key.slice(0, comma), +key.slice(comma + 1)), INDEX.get(dots[key]!) ?? -1);
  }
  return g;
}

/** Weight of a square with three corners in a colour: it may still be finished. */
const THREE = 0.4;

/**
 * Adds to `out` (one entry per colour) the worth of the square with top-left (x, y) and `k` dot
 * spaces between corners: k + 1 for a colour on all four corners, 40% of that on three.
 */
function addSquare(g: Map<number, number>, x: number, y: number, k: number, out: Float64Array, sign: number): void {
  const a = g.get(cell(x, y)) ?? -1;
  const b = g.get(cell(x + k, y)) ?? -1;
  const c = g.get(cell(x, y + k)) ?? -1;
  const d = g.get(cell(x + k, y + k)) ?? -1;
  // A colour on three or four corners misses at most one: it is on the first or the second.
  for (const col of a === b ? [a] : [a, b]) {
    if (col < 0) continue;
    const n = (a === col ? 1 : 0) + (b === col ? 1 : 0) + (c === col ? 1 : 0) + (d === col ? 1 : 0);
    if (n === 4) out[col]! += sign * (k + 1);
    else if (n === 3) out[col]! += sign * THREE * (k + 1);
  }
}

/** Every square with a corner on the footprint at (x, y), each once, into `out` with `sign`. */
function footprintSquares(g: Map<number, number>, x: number, y: number, out: Float64Array, sign: number): void {
  // Side 1: the nine small squares overlapping the footprint.
  for (let sx = x - 1; sx <= x + 1; sx++) for (let sy = y - 1; sy <= y + 1; sy++) addSquare(g, sx, sy, 1, out, sign);
  // Longer sides: two corners lie at least 2 apart, so only one of them is on the footprint.
  for (let k = 2; k < MAX_SIDE; k++) {
    for (const [dx, dy] of CELLS) {
      const cx = x + dx;
      const cy = y + dy;
      addSquare(g, cx, cy, k, out, sign);
      addSquare(g, cx - k, cy, k, out, sign);
      addSquare(g, cx, cy - k, k, out, sign);
      addSquare(g, cx - k, cy - k, k, out, sign);
    }
  }
}

/** Each colour's worth of the squares with a corner on the footprint at (x, y), as the display lies. */
function around(g: Map<number, number>, x: number, y: number): Float64Array {
  const out = new Float64Array(COLOURS.length);
  footprintSquares(g, x, y, out, 1);
  return out;
}

/**
 * What laying `dots` at (x, y) changes of each colour's worth (one entry per colour), given
 * `before`, the footprint's worth as the display lies (`around`).
 */
function gain(g: Map<number, number>, x: number, y: number, dots: readonly Dot[], before = around(g, x, y)): Float64Array {
  const out = new Float64Array(COLOURS.length);
  for (let c = 0; c < out.length; c++) out[c] = -before[c]!;
  const saved: (number | undefined)[] = [];
  CELLS.forEach(([dx, dy], i) => {
    const k = cell(x + dx, y + dy);
    saved.push(g.get(k));
    g.set(k, INDEX.get(dots[i]!) ?? -1);
  });
  footprintSquares(g, x, y, out, 1);
  CELLS.forEach(([dx, dy], i) => {
    const k = cell(x + dx, y + dy);
    const v = saved[i];
    if (v === undefined) g.delete(k);
    else g.set(k, v);
  });
  return out;
}

/** How sharply the guess follows what a team built (per point of worth). */
const SHARPNESS = 1;
/** How much a point the other teams gain counts against the bot's own. */
const SPITE = 1;

/** Each other team's colour as weights over the colours, from what its cards built on the display. */
export function guessColours(view: GameState<BoxState>, seat: Seat): Map<number, Float64Array> {
  const G = view.G;
  const mine = teamOf(G.teams, seat);
  const myColour = G.secrets[mine] === 'hidden' ? -1 : COLOURS.indexOf(secretColour(G.secrets[mine]!));
  const built = new Map<number, Float64Array>();
  for (let t = 0; t < G.teams.length; t++) if (t !== mine) built.set(t, new Float64Array(COLOURS.length));
  // Replays the display from the Starting Card: card i (from 1) was laid by seat i - 1 in turn.
  const g = new Map<number, number>();
  for (const [dx, dy] of CELLS) g.set(cell(dx, dy), -1);
  for (let i = 1; i < G.display.length; i++) {
    const p = G.display[i]!;
    const dots = turnedDots(p.id, p.turn);
    const team = teamOf(G.teams, (i - 1) % view.ctx.players);
    const sum = built.get(team);
    if (sum) {
      const d = gain(g, p.x, p.y, dots);
      for (let c = 0; c < d.length; c++) sum[c]! += d[c]!;
    }
    CELLS.forEach(([dx, dy], j) => g.set(cell(p.x + dx, p.y + dy), INDEX.get(dots[j]!) ?? -1));
  }
  const weights = new Map<number, Float64Array>();
  for (const [t, sum] of built) {
    const w = new Float64Array(COLOURS.length);
    let total = 0;
    let top = -Infinity;
    for (let c = 0; c < w.length; c++) if (c !== myColour) top = Math.max(top, sum[c]!);
    for (let c = 0; c < w.length; c++) {
      if (c === myColour) continue;
      w[c] = Math.exp(SHARPNESS * (sum[c]! - top));
      total += w[c]!;
    }
    for (let c = 0; c < w.length; c++) w[c]! /= total;
    weights.set(t, w);
  }
  return weights;
}

interface Play {
  turn: number;
  x: number;
  y: number;
}

/** The last plays chosen, by position (a pure cache: the same position gives the same play). */
const remembered = new Map<string, Play | null>();

/**
 * The best turn and place for the seat's card in hand, by `score` of each colour's gain; ties go
 * to the first found (places top row first, turns in order), so the choice is the same every
 * time the position is the same.
 */
function bestPlay(view: GameState<BoxState>, seat: Seat, level: string, score: () => (gain: Float64Array) => number): Play | null {
  const G = view.G;
  const hand = G.hands[seat];
  if (!hand || hand === 'hidden') return null;
  // Turning the card is a decision of its own: the play chosen before the turn is remembered (the
  // position is the same but for the turn, and the choice never depends on the turn).
  const key = `${level}|${view.ctx.players}|${seat}|${hand}|${G.secrets[teamOf(G.teams, seat)]}|${G.display.map((p) => `${p.id}@${p.x},${p.y},${p.turn}`).join(';')}`;
  const known = remembered.get(key);
  if (known !== undefined) return known;
  const judge = score();
  const g = grid(G.dots);
  const turns = distinctTurns(hand).map((turn) => ({ turn, dots: turnedDots(hand, turn) }));
  let best: Play | null = null;
  let bestValue = -Infinity;
  for (const { x, y } of placements(G)) {
    const before = around(g, x, y);
    for (const { turn, dots } of turns) {
      const v = judge(gain(g, x, y, dots, before));
      if (v > bestValue + 1e-9) {
        bestValue = v;
        best = { turn, x, y };
      }
    }
  }
  if (remembered.size >= 64) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, best);
  return best;
}

/** The move toward a chosen play: turn the card until it lies so, then lay it. */
function toward(view: GameState<BoxState>, seat: Seat, play: Play | null): Move | null {
  if (!play) return null;
  if (view.G.turned[seat] !== play.turn) return { type: 'rotate', seat };
  return { type: 'place', seat, x: play.x, y: play.y };
}

function ownColour(view: GameState<BoxState>, seat: Seat): number {
  const id = view.G.secrets[teamOf(view.G.teams, seat)]!;
  return id === 'hidden' ? -1 : COLOURS.indexOf(secretColour(id));
}

/** Medium: the play that gains the seat's own colour the most. */
export function greedyMove(view: GameState<BoxState>, seat: Seat): Move | null {
  const mine = ownColour(view, seat);
  return toward(view, seat, bestPlay(view, seat, 'medium', () => (d) => (mine < 0 ? 0 : d[mine]!)));
}

/** Hard: the own gain less the other teams' guessed gain. */
export function guardedMove(view: GameState<BoxState>, seat: Seat): Move | null {
  const mine = ownColour(view, seat);
  return toward(view, seat, bestPlay(view, seat, 'hard', () => {
    const weights = [...guessColours(view, seat).values()];
    return (d) => {
      let v = mine < 0 ? 0 : d[mine]!;
      for (const w of weights) {
        let theirs = 0;
        for (let c = 0; c < w.length; c++) theirs += w[c]! * d[c]!;
        v -= SPITE * theirs;
      }
      return v;
    };
  }));
}
