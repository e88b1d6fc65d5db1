/**
 * BOO in the rules DSL. Every rule of the rulebook and every reading of an unclear one is listed
 * in README.md beside this file.
 */
import { clockwise, defineGame, move, phases, type Seat } from '../../src/dsl/index.js';
import { plural, t, type Message } from '../../src/i18n/index.js';
import { cardDef, CARDS, deckOf, gate, isCardId, type Colour, type Placed, type Section } from './cards.js';
import { translations } from './translations.js';
import { greedyMove, lookaheadMove } from './bot.js';

/** How the player holds the card before laying it: quarter turns clockwise and the side up. */
export interface Held {
  rot: 0 | 1 | 2 | 3;
  side: 0 | 1;
}

export interface BooState {
  /** The graveyard: the gate's six cards first, then every card laid, in the order laid. */
  board: Placed[];
  /** Each seat's draw pile (the end of the array is the top card, which everyone sees). */
  decks: string[][];
  /** Each seat's one card in hand (visible to all), or null once its deck is used up. */
  hands: (string | null)[];
  /** The side and turn chosen for the card in hand this turn, or null before choosing. */
  held: Held | null;
  /** Board index of the active card (the card laid last), or null before the first turn. */
  active: number | null;
  /** Cells (0–2) of the active card whose ghosts have not scared yet, while the player must choose the order. */
  pending: number[];
  /** Board indices of the cards flipped this turn, in order (a card flipped twice appears twice). */
  flipped: number[];
  /** The scares of this turn, in order: the active card's ghost (`cell`) and the ghost it scared (`target` of board card `card`). */
  scared: Scare[];
}

/** One scare: the ghost in `cell` of the active card scared the ghost in cell `target` of board card `card`. */
export interface Scare {
  cell: number;
  card: number;
  target: number;
}

/** Seat 0 is the start player and plays black; seat 1 plays white. */
export const COLOUR_OF: readonly Colour[] = ['black', 'white'];
export const seatOf = (c: Colour): Seat => (c === 'black' ? 0 : 1);

// ------------------------------------------------------------------ geometry

/** The step from one cell of a card to the next, per rotation. */
const ALONG: readonly (readonly [number, number])[] = [[1, 0], [0, 1], [1, 0], [0, 1]];
/** The direction a "+" ghost looks, per rotation (a "-" ghost looks the other way). */
const PLUS: readonly (readonly [number, number])[] = [[0, 1], [-1, 0], [0, -1], [1, 0]];

export const isHorizontal = (rot: number): boolean => rot % 2 === 0;

/** The board cell (x, y) of cell `i` (0–2, left to right or top to bottom) of a placed card. */
export function cellPos(p: Placed | { x: number; y: number; rot: number }, i: number): [number, number] {
  const [dx, dy] = ALONG[p.rot]!;
  return [p.x + i * dx, p.y + i * dy];
}

/** What shows in cell `i` of a placed card (cells run left to right or top to bottom). */
export function sectionAt(p: Placed, i: number): Section {
  return cardDef(p.id).sides[p.side][p.rot < 2 ? i : 2 - i]!;
}

/** The direction [dx, dy] in which a ghost on a card with rotation `rot` looks. */
export function facingVector(rot: number, facing: '+' | '-'): [number, number] {
  const [dx, dy] = PLUS[rot]!;
  return facing === '+' ? [dx, dy] : [-dx, -dy];
}

/** "up", "down", "left", "right" for a direction (a name for code, never shown). */
export function directionOf([dx, dy]: [number, number]): 'up' | 'down' | 'left' | 'right' {
  return dx === 1 ? 'right' : dx === -1 ? 'left' : dy === 1 ? 'down' : 'up';
}

/** The key of board cell (x, y) in an `Occupancy` map. */
export const cellKey = (x: number, y: number): number => (x + 2048) * 4096 + (y + 2048);
const key = cellKey;

/** Every occupied cell: board index and cell of the card lying there; plus the bounding box. */
export interface Occupancy {
  at: Map<number, { card: number; cell: number }>;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/**
 * Occupancy depends only on where cards lie, and cards never move once laid: a board array with
 * the same length has the same occupancy (flips change sides, not cells). Cached per board array,
 * because legal-move listing and checks ask for it many times per position.
 */
const occCache = new WeakMap<readonly Placed[], { n: number; occ: Occupancy; spots: ({ x: number; y: number }[] | undefined)[] }>();

function cached(board: readonly Placed[]) {
  const hit = occCache.get(board);
  if (hit && hit.n === board.length) return hit;
  const fresh = { n: board.length, occ: buildOccupancy(board), spots: [undefined, undefined] as ({ x: number; y: number }[] | undefined)[] };
  occCache.set(board, fresh);
  return fresh;
}

export function occupancy(board: readonly Placed[]): Occupancy {
  return cached(board).occ;
}

function buildOccupancy(board: readonly Placed[]): Occupancy {
  const at = new Map<number, { card: number; cell: number }>();
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  board.forEach((p, card) => {
    for (let cell = 0; cell < 3; cell++) {
      const [x, y] = cellPos(p, cell);
      at.set(key(x, y), { card, cell });
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  });
  return { at, minX, maxX, minY, maxY };
}

export const occupied = (occ: Occupancy, x: number, y: number): boolean => occ.at.has(key(x, y));

/** Where a card turned `rot` may be laid: all three cells free, at least one square side touching a card. */
export function placements(board: readonly Placed[], rot: number): { x: number; y: number }[] {
  const entry = cached(board);
  const h = rot % 2;
  const list = (entry.spots[h] ??= findPlacements(entry.occ, rot));
  return list.map(({ x, y }) => ({ x, y }));
}

function findPlacements(occ: Occupancy, rot: number): { x: number; y: number }[] {
  const [dx, dy] = ALONG[rot]!;
  const seen = new Set<number>();
  const out: { x: number; y: number }[] = [];
  for (const k of occ.at.keys()) {
    const cx = Math.floor(k / 4096) - 2048;
    const cy = (k % 4096) - 2048;
    for (const [nx, ny] of [[cx + 1, cy], [cx - 1, cy], [cx, cy + 1], [cx, cy - 1]] as const) {
      if (occupied(occ, nx, ny)) continue;
      for (let i = 0; i < 3; i++) {
        const ax = nx - i * dx;
        const ay = ny - i * dy;
        const k2 = key(ax, ay);
        if (seen.has(k2)) continue;
        seen.add(k2);
        if (!occupied(occ, ax, ay) && !occupied(occ, ax + dx, ay + dy) && !occupied(occ, ax + 2 * dx, ay + 2 * dy)) out.push({ x: ax, y: ay });
      }
    }
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Why a card turned `rot` may not lie at (x, y), or null when it may. */
export function placementProblem(board: readonly Placed[], rot: number, x: number, y: number, occ = occupancy(board)): Message | null {
  const cells = [0, 1, 2].map((i) => cellPos({ x, y, rot }, i));
  if (cells.some(([cx, cy]) => occupied(occ, cx, cy))) return t`A card must never cover another card: that spot is taken.`;
  const touches = cells.some(([cx, cy]) => [[1, 0], [-1, 0], [0, 1], [0, -1]].some(([ddx, ddy]) => occupied(occ, cx + ddx!, cy + ddy!)));
  if (!touches) return t`The card must touch the square side of a card already in the graveyard.`;
  return null;
}

/** What one ghost of a card sees, as the rulebook traces it. */
export type Sight =
  | { kind: 'scare'; card: number; cell: number }
  | { kind: 'tomb'; card: number; cell: number }
  | { kind: 'facing-back'; card: number; cell: number }
  | { kind: 'nothing' };

/**
 * Traces the line of sight of the ghost in cell `cell` of board card `card`: it sees through
 * voids, empty sections and ghosts of its own colour, and stops at the first tombstone or ghost of
 * the other colour. It scares that ghost unless the ghost faces straight back at it.
 */
export function sight(board: readonly Placed[], card: number, cell: number, occ = occupancy(board)): Sight {
  const p = board[card]!;
  const s = sectionAt(p, cell);
  if (s.kind !== 'ghost') return { kind: 'nothing' };
  const [dx, dy] = facingVector(p.rot, s.facing);
  let [x, y] = cellPos(p, cell);
  for (;;) {
    x += dx;
    y += dy;
    if (x < occ.minX || x > occ.maxX || y < occ.minY || y > occ.maxY) return { kind: 'nothing' };
    const hit = occ.at.get(key(x, y));
    if (!hit) continue; // a void in the graveyard
    const seen = sectionAt(board[hit.card]!, hit.cell);
    if (seen.kind === 'empty') continue;
    if (seen.kind === 'tomb') return { kind: 'tomb', ...hit };
    if (seen.colour === s.colour) continue;
    const [fx, fy] = facingVector(board[hit.card]!.rot, seen.facing);
    if (fx === -dx && fy === -dy) return { kind: 'facing-back', ...hit };
    return { kind: 'scare', ...hit };
  }
}

/** Cells (0–2) of a card that hold a ghost. */
export const ghostCells = (p: Placed): number[] => [0, 1, 2].filter((i) => sectionAt(p, i).kind === 'ghost');

/** Pending ghosts of the active card that can scare right now, with whom they would scare. */
export function readyScares(G: Readonly<BooState>, occ = occupancy(G.board)): { cell: number; card: number; target: number }[] {
  if (G.active === null) return [];
  const out: { cell: number; card: number; target: number }[] = [];
  for (const cell of G.pending) {
    const seen = sight(G.board, G.active, cell, occ);
    if (seen.kind === 'scare') out.push({ cell, card: seen.card, target: seen.cell });
  }
  return out;
}

/** Flipping along the long axis: same place, the other side up (ghosts swap colour and facing). */
function flip(G: BooState, card: number): void {
  const p = G.board[card]!;
  p.side = p.side === 0 ? 1 : 0;
  G.flipped.push(card);
}

/** The ghost in `cell` of the active card scares: the card it scares flips over. */
function scareWith(G: BooState, cell: number, card: number, target: number): void {
  G.pending = G.pending.filter((c) => c !== cell);
  G.scared.push({ cell, card, target });
  flip(G, card);
}

/**
 * Resolves every scare that leaves no choice: while exactly one pending ghost can scare, it must.
 * Stops when none can (the scaring is over) or when several can (the player chooses the order).
 */
function settleScares(G: BooState): void {
  for (;;) {
    const ready = readyScares(G);
    if (ready.length === 0) {
      G.pending = [];
      return;
    }
    if (ready.length > 1) return;
    scareWith(G, ready[0]!.cell, ready[0]!.card, ready[0]!.target);
  }
}

/** The end of a turn: draw the top card of your deck (nothing when it is used up). */
function finishTurn(G: BooState, seat: Seat): void {
  G.hands[seat] = G.decks[seat]!.pop() ?? null;
}

/** Face-up ghosts of a colour in the whole graveyard (gate included): that player's score. */
export function score(G: Readonly<BooState>, colour: Colour): number {
  let n = 0;
  for (const p of G.board) {
    for (const s of cardDef(p.id).sides[p.side]) if (s.kind === 'ghost' && s.colour === colour) n++;
  }
  return n;
}

// ------------------------------------------------------------------ words

/** How a card is held, in words: a whole text for each side and turn ("front up, lying across"). */
const HOLD_WORDS: readonly (readonly Message[])[] = [
  [t`front up, lying across`, t`front up, standing up`, t`front up, lying across, turned round`, t`front up, standing up, turned round`],
  [t`back up, lying across`, t`back up, standing up`, t`back up, lying across, turned round`, t`back up, standing up, turned round`],
];
/** How a card is held (side 0 or 1 up, turned `rot` quarter turns), in words. */
export const holdWords = (side: number, rot: number): Message => HOLD_WORDS[side === 1 ? 1 : 0]![((rot % 4) + 4) % 4]!;

/** "lying across" or "standing up". */
export const layWords = (rot: number): Message => (isHorizontal(rot) ? t`lying across` : t`standing up`);

/** Where a cell of a card is: "at the left of the card", "in the middle of the card" … */
export function cellPlace(rot: number, cell: number): Message {
  if (cell === 1) return t`in the middle of the card`;
  if (isHorizontal(rot)) return cell === 0 ? t`at the left of the card` : t`at the right of the card`;
  return cell === 0 ? t`at the top of the card` : t`at the bottom of the card`;
}

// ------------------------------------------------------------------ moves

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

const hold = move<BooState, { rot: 0 | 1 | 2 | 3; side: 0 | 1 }>({
  args: (G, ctx, seat) => {
    if (G.held !== null || G.hands[seat] === null) return [];
    const out: { rot: 0 | 1 | 2 | 3; side: 0 | 1 }[] = [];
    for (const side of [0, 1] as const) for (const rot of [0, 1, 2, 3] as const) out.push({ rot, side });
    return out;
  },
  check: (G, { rot, side }, _ctx, seat) => {
    if (G.hands[seat] === null) return t`You have no card in hand.`;
    if (G.held !== null) return t`You already hold your card: lay it in the graveyard (or undo to turn it another way).`;
    if (!isInt(rot) || rot < 0 || rot > 3) return t`Say how the card is turned: rot 0, 1, 2 or 3 quarter turns.`;
    if (side !== 0 && side !== 1) return t`Say which side is up: side 0 (front) or 1 (back).`;
    return true;
  },
  apply: (G, { rot, side }) => {
    G.held = { rot, side };
  },
  describe: ({ rot, side }) => t`held the card ${holdWords(side, rot)}`,
});

const place = move<BooState, { x: number; y: number }>({
  args: (G) => (G.held === null ? [] : placements(G.board, G.held.rot)),
  check: (G, { x, y }) => {
    if (G.held === null) return t`Choose which side is up and how the card is turned first.`;
    if (!isInt(x) || !isInt(y)) return t`Give the cell for the card as whole numbers x and y.`;
    return placementProblem(G.board, G.held.rot, x, y) ?? true;
  },
  apply: (G, { x, y }, api) => {
    const seat = api.seat;
    const id = G.hands[seat]!;
    const laid: Placed = { id, x, y, rot: G.held!.rot, side: G.held!.side };
    G.board.push(laid);
    G.hands[seat] = null;
    G.held = null;
    G.active = G.board.length - 1;
    G.flipped = [];
    G.scared = [];
    G.pending = ghostCells(laid);
    settleScares(G);
    if (G.pending.length === 0) {
      finishTurn(G, seat);
      api.endTurn();
    }
  },
  // Ending the turn draws a card, which shows the next card of the deck.
  undoable: false,
  // A whole sentence for each outcome: no scare, scares by themselves, and whether the order is now chosen.
  describe: ({ x, y }, after) => {
    const how = layWords(after.board[after.active!]!.rot);
    const n = after.flipped.length;
    const choosing = after.pending.length > 0;
    if (n === 0) return choosing ? t`laid a card ${how} at column ${x}, row ${y} — several ghosts can scare, so the order is chosen` : t`laid a card ${how} at column ${x}, row ${y}`;
    return choosing
      ? plural(n, 'laid a card {0} at column {1}, row {2} — # scare: # card flipped over; several more ghosts can scare, so the order is chosen', 'laid a card {0} at column {1}, row {2} — # scares: # cards flipped over; several more ghosts can scare, so the order is chosen', how, x, y)
      : plural(n, 'laid a card {0} at column {1}, row {2} — # scare: # card flipped over', 'laid a card {0} at column {1}, row {2} — # scares: # cards flipped over', how, x, y);
  },
});

const scare = move<BooState, { cell: number }>({
  args: (G) => readyScares(G).map(({ cell }) => ({ cell })),
  check: (G, { cell }) => {
    if (!isInt(cell) || cell < 0 || cell > 2) return t`Name the scaring ghost by its cell on the active card: 0, 1 or 2.`;
    if (!G.pending.includes(cell)) return t`That ghost of the active card has already scared, or there is no ghost there.`;
    if (!readyScares(G).some((r) => r.cell === cell)) return t`That ghost sees no ghost it can scare right now.`;
    return true;
  },
  apply: (G, { cell }, api) => {
    const target = readyScares(G).find((r) => r.cell === cell)!;
    scareWith(G, cell, target.card, target.target);
    settleScares(G);
    if (G.pending.length === 0) {
      finishTurn(G, api.seat);
      api.endTurn();
    }
  },
  undoable: false,
  describe: ({ cell }, after, before) => {
    const active = before.board[before.active!]!;
    const s = sectionAt(active, cell);
    const where = cellPlace(active.rot, cell);
    // Scares that followed by themselves (this one flipped one card), and whether the order is still chosen.
    const more = after.flipped.length - before.flipped.length - 1;
    const choosing = after.pending.length > 0;
    if (s.kind === 'ghost' && s.colour === 'white') {
      if (more === 0) return choosing ? t`let the white ghost ${where} scare a black ghost — several ghosts can still scare, so the order is chosen` : t`let the white ghost ${where} scare a black ghost`;
      return choosing
        ? plural(more, 'let the white ghost {0} scare a black ghost — then # more scare: # more card flipped over; several ghosts can still scare, so the order is chosen', 'let the white ghost {0} scare a black ghost — then # more scares: # more cards flipped over; several ghosts can still scare, so the order is chosen', where)
        : plural(more, 'let the white ghost {0} scare a black ghost — then # more scare: # more card flipped over', 'let the white ghost {0} scare a black ghost — then # more scares: # more cards flipped over', where);
    }
    if (more === 0) return choosing ? t`let the black ghost ${where} scare a white ghost — several ghosts can still scare, so the order is chosen` : t`let the black ghost ${where} scare a white ghost`;
    return choosing
      ? plural(more, 'let the black ghost {0} scare a white ghost — then # more scare: # more card flipped over; several ghosts can still scare, so the order is chosen', 'let the black ghost {0} scare a white ghost — then # more scares: # more cards flipped over; several ghosts can still scare, so the order is chosen', where)
      : plural(more, 'let the black ghost {0} scare a white ghost — then # more scare: # more card flipped over', 'let the black ghost {0} scare a white ghost — then # more scares: # more cards flipped over', where);
  },
});

export const allPlayed = (G: Readonly<BooState>): boolean => G.hands.every((h) => h === null) && G.held === null && G.pending.length === 0;

const copy = (G: Readonly<BooState>, decks: string[][]): BooState => ({
  board: G.board.map((p) => ({ ...p })),
  decks,
  hands: [...G.hands],
  held: G.held ? { ...G.held } : null,
  active: G.active,
  pending: [...G.pending],
  flipped: [...G.flipped],
  scared: G.scared.map((s) => ({ ...s })),
});

export default defineGame<BooState>({
  id: 'boo',
  name: 'BOO',
  version: 1,
  players: { min: 2, max: 2 },
  translations,
  setup: ({ random }) => {
    const decks = COLOUR_OF.map((c) => random.shuffle(deckOf(c)));
    const hands = decks.map((d) => d.pop()!);
    return { board: gate(), decks, hands, held: null, active: null, pending: [], flipped: [], scared: [] };
  },
  flow: phases({
    play: {
      label: t`Take turns`,
      turn: clockwise(),
      phases: {
        hold: { label: t`Choose side and turn`, moves: { hold }, next: [{ if: (G) => G.held !== null, to: 'lay', label: 'card held' }] },
        lay: {
          label: t`Lay the card`,
          moves: { place },
          next: [
            { if: (G) => G.pending.length > 0, to: 'scare', label: 'several can scare' },
            { if: (G) => G.held === null, to: 'hold', label: 'scares done' },
          ],
        },
        scare: { label: t`Choose the next scare`, moves: { scare }, next: [{ if: (G) => G.pending.length === 0, to: 'hold', label: 'scares done' }] },
      },
      next: [{ if: allPlayed, to: 'over', label: 'all cards played' }],
    },
    over: { label: t`Game over`, final: true },
  }),
  // Everything is public but the order of each deck below its top card, which nobody knows.
  view: (G) => copy(G, G.decks.map((d) => d.map((id, i) => (i === d.length - 1 ? id : 'hidden')))),
  secrets: (G) => G.decks.flatMap((d) => d.slice(0, -1).map((value) => ({ value, seenBy: [] }))),
  conserved: (G) => ({ cards: [...G.board.map((p) => p.id), ...G.decks.flat(), ...G.hands.filter((h): h is string => h !== null)] }),
  determinize: (view, _ctx, _seat, random) => {
    const seen = new Set([...view.board.map((p) => p.id), ...view.hands.filter((h): h is string => h !== null), ...view.decks.flat()]);
    const decks = view.decks.map((d, s) => {
      const unseen = random.shuffle(deckOf(COLOUR_OF[s]!).filter((id) => !seen.has(id)));
      if (unseen.length !== Math.max(0, d.length - 1)) throw new Error('BOO determinize: the view does not add up to 12 cards a player.');
      return d.length === 0 ? [] : [...unseen, d[d.length - 1]!];
    });
    return copy(view, decks);
  },
  result: (G) => {
    const scores = COLOUR_OF.map((c) => score(G, c));
    const tie = scores[0] === scores[1];
    const winners = [scores[0]! >= scores[1]! ? 0 : 1];
    return { scores, winners, reason: tie ? t`Tied on ghosts: the player who took the first turn wins.` : t`Most ghosts showing: ${scores[0]!} black to ${scores[1]!} white.` };
  },
  // Medium lays the card where it leaves the most ghosts of its colour showing; hard looks one
  // turn further, at the other player's best answer with the card they hold (bot.ts, README).
  // Hard's one candidate leaves the search nothing to weigh; only without it does the search run.
  bots: {
    policy: (view, seat, random) => greedyMove(view, seat, random),
    candidates: (state, legal, random) => {
      const move = lookaheadMove(state, legal[0]!.seat, random);
      const found = move && legal.find((m) => m.type === move.type && m.rot === move.rot && m.side === move.side && m.x === move.x && m.y === move.y && m.cell === move.cell);
      return found ? [found] : legal;
    },
    iterations: { hard: 60 }, playoutLimit: 6,
  },
  heuristic: (G, _ctx, seat) => {
    const mine = score(G, COLOUR_OF[seat]!);
    const theirs = score(G, COLOUR_OF[1 - seat]!);
    return mine + theirs === 0 ? 0.5 : mine / (mine + theirs);
  },
});

export { isCardId, CARDS };
