/**
 * BOX in the rules DSL. Every rule of the rulebook and every reading of an unclear one is listed
 * in README.md beside this file.
 */
import { alternatingTeams, clockwise, defineGame, move, phases, teamOf, type Seat } from '../../src/dsl/index.js';
import { list, plural, seat as seatRef, t, type Message } from '../../src/i18n/index.js';
import { BOX_CARDS, CELLS, COLOURS, distinctTurns, dotsText, isBoxCardId, SECRET_CARDS, secretColour, turnedDots, type Colour, type Dot } from './cards.js';
import { translations } from './translations.js';
import { greedyMove, guardedMove } from './bot.js';

/** A card lying on the display: its top-left dot at (x, y), turned `turn` quarter turns clockwise. */
export interface Placed {
  /** A Box Card id, or "start" for the Starting Card (a face-down Secret Color Card). */
  id: string;
  x: number;
  y: number;
  turn: number;
}

export interface BoxState {
  /** Seats of each player (team). Individual games: one seat per team. */
  teams: Seat[][];
  /** Each team's Secret Color Card ("hidden" in the views of other teams until the game ends). */
  secrets: string[];
  /** Secret Color Cards set aside face down (nobody sees them). */
  aside: string[];
  /** The Secret Color Card used face down as the Starting Card (nobody sees its face). */
  start: string;
  /** Each seat's face-down stack; the end of the array is the top. */
  stacks: string[][];
  /** Each seat's card in hand, or null once its stack and hand are used up. */
  hands: (string | null)[];
  /** How many quarter turns clockwise each seat has turned the card in its hand. */
  turned: number[];
  /** The cards on the display, in the order they were placed (later cards lie on top). */
  display: Placed[];
  /** The dot showing at each dot space of the display, keyed "x,y" (x to the right, y down). */
  dots: Record<string, Dot>;
}

/** The largest square that scores has 10 dots on a side. */
export const MAX_SIDE = 10;
/** How far from the Starting Card a card may lie: far more than 24 cards can reach. */
export const REACH = 100;

export const dotKey = (x: number, y: number): string => `${x},${y}`;

/** Seats of the teams for a player count: 2–3 play individually, 4 and 6 as two alternating teams. */
export function teamsFor(players: number): Seat[][] {
  if (players === 2 || players === 3) return Array.from({ length: players }, (_, s) => [s]);
  if (players === 4 || players === 6) return alternatingTeams(players, 2);
  throw new Error(`BOX is played by 2 or 3 players, or by two teams of 4 or 6 players, not by ${players}.`);
}

/** Dots of the display the footprint of a card with its top-left dot at (x, y) would cover. */
export function covered(G: Readonly<BoxState>, x: number, y: number): number {
  let n = 0;
  for (const [dx, dy] of CELLS) if (G.dots[dotKey(x + dx, y + dy)] !== undefined) n++;
  return n;
}

/** Whether a footprint at (x, y) lies next to (left, right, above or below) a dot of the display. */
export function touches(G: Readonly<BoxState>, x: number, y: number): boolean {
  for (const [dx, dy] of CELLS) {
    const cx = x + dx;
    const cy = y + dy;
    if (G.dots[dotKey(cx - 1, cy)] !== undefined || G.dots[dotKey(cx + 1, cy)] !== undefined || G.dots[dotKey(cx, cy - 1)] !== undefined || G.dots[dotKey(cx, cy + 1)] !== undefined) return true;
  }
  return false;
}

/** Why a card may not lie with its top-left dot at (x, y), or true. */
export function placementProblem(G: Readonly<BoxState>, x: number, y: number): true | Message {
  const n = covered(G, x, y);
  if (n > 0) return true; // covers 1 to 4 dots (a card has only four)
  if (touches(G, x, y)) return true;
  return t`A card must cover ${1} to ${4} dots of the display or lie next to at least one of its dots.`;
}

/** A dot space as one number, for fast lookups (coordinates stay well within ±500). */
const cell = (x: number, y: number): number => (x + 512) * 1024 + (y + 512);

/** Places computed for a display, remembered per dots object while no card is added to it. */
const placementCache = new WeakMap<object, { cards: number; places: number[] }>();

function computePlacements(G: Readonly<BoxState>): number[] {
  const filled = new Set<number>();
  const coords: number[] = [];
  for (const key in G.dots) {
    const comma = key.indexOf(',');
    const x = +key.slice(0, comma);
    const y = +key.slice(comma + 1);
    filled.add(cell(x, y));
    coords.push(x, y);
  }
  const has = (x: number, y: number) => filled.has(cell(x, y));
  const seen = new Set<number>();
  const places: number[] = [];
  for (let i = 0; i < coords.length; i += 2) {
    const cx = coords[i]!;
    const cy = coords[i + 1]!;
    // A footprint that covers the dot or has a cell next to it has its top-left within these bounds.
    for (let x = cx - 2; x <= cx + 1; x++) {
      for (let y = cy - 2; y <= cy + 1; y++) {
        const k = cell(x, y);
        if (seen.has(k)) continue;
        seen.add(k);
        let ok = has(x, y) || has(x + 1, y) || has(x, y + 1) || has(x + 1, y + 1);
        if (!ok) {
          for (const [dx, dy] of CELLS) {
            const ax = x + dx;
            const ay = y + dy;
            if (has(ax - 1, ay) || has(ax + 1, ay) || has(ax, ay - 1) || has(ax, ay + 1)) {
              ok = true;
              break;
            }
          }
        }
        if (ok) places.push(x, y);
      }
    }
  }
  const order: number[] = [];
  for (let i = 0; i < places.length; i += 2) order.push(i);
  order.sort((a, b) => places[a + 1]! - places[b + 1]! || places[a]! - places[b]!);
  return order.flatMap((i) => [places[i]!, places[i + 1]!]);
}

/** Every place (top-left dot) where a card may lie now, top row first. Dots stay on the display's grid lines. */
export function placements(G: Readonly<BoxState>): { x: number; y: number }[] {
  let hit = placementCache.get(G.dots);
  if (!hit || hit.cards !== G.display.length) {
    hit = { cards: G.display.length, places: computePlacements(G) };
    placementCache.set(G.dots, hit);
  }
  const out: { x: number; y: number }[] = [];
  const p = hit.places;
  for (let i = 0; i < p.length; i += 2) out.push({ x: p[i]!, y: p[i + 1]! });
  return out;
}

/** A scoring square: top-left corner and the dots (or empty dot spaces) on one side. */
export interface Square {
  x: number;
  y: number;
  side: number;
}

/**
 * The squares whose four corner dots are all `colour`: sides run along the grid lines; a square
 * with k dot spaces on a side (empty ones counted) is worth k points, up to 10 × 10.
 */
export function squaresOf(dots: Readonly<Record<string, Dot>>, colour: Colour): Square[] {
  const out: Square[] = [];
  for (const key in dots) {
    if (dots[key] !== colour) continue;
    const comma = key.indexOf(',');
    const x = +key.slice(0, comma);
    const y = +key.slice(comma + 1);
    for (let k = 1; k < MAX_SIDE; k++) {
      if (dots[dotKey(x + k, y)] === colour && dots[dotKey(x, y + k)] === colour && dots[dotKey(x + k, y + k)] === colour) out.push({ x, y, side: k + 1 });
    }
  }
  return out;
}

/** Points of all squares in a colour. */
export function colourScore(dots: Readonly<Record<string, Dot>>, colour: Colour): number {
  return squaresOf(dots, colour).reduce((n, s) => n + s.side, 0);
}

/** Each team's points, or null for a team whose colour this state does not show. */
export function teamScores(G: Readonly<BoxState>): (number | null)[] {
  return G.secrets.map((id) => (id === 'hidden' ? null : colourScore(G.dots, secretColour(id))));
}

/** The team that wins: most points, a tie going to the team that took the first turn (seat 0's, then the next). */
export function winningTeam(G: Readonly<BoxState>, scores: readonly number[]): number {
  const top = Math.max(...scores);
  const firstSeat = (t: number) => Math.min(...G.teams[t]!);
  const tied = scores.map((s, t) => (s === top ? t : -1)).filter((t) => t >= 0);
  return tied.reduce((best, t) => (firstSeat(t) < firstSeat(best) ? t : best));
}

/**
 * A bot's estimate of a colour's standing: its points, plus 40% of every square that has three
 * corners in the colour and so could still be finished. Never part of the rules.
 */
export function prospects(dots: Readonly<Record<string, Dot>>, colour: Colour): number {
  const mine: [number, number][] = [];
  for (const key in dots) {
    if (dots[key] !== colour) continue;
    const comma = key.indexOf(',');
    mine.push([+key.slice(0, comma), +key.slice(comma + 1)]);
  }
  const seen = new Set<string>();
  let value = 0;
  const is = (x: number, y: number) => (dots[dotKey(x, y)] === colour ? 1 : 0);
  for (const [x, y] of mine) {
    for (let k = 1; k < MAX_SIDE; k++) {
      for (const [tx, ty] of [[x, y], [x - k, y], [x, y - k], [x - k, y - k]] as const) {
        const key = `${tx},${ty},${k}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const n = is(tx, ty) + is(tx + k, ty) + is(tx, ty + k) + is(tx + k, ty + k);
        if (n === 4) value += k + 1;
        else if (n === 3) value += 0.4 * (k + 1);
      }
    }
  }
  return value;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

export type PlaceArgs = { x: number; y: number };

const rotate = move<BoxState>({
  check: (G, _args, _ctx, seat) => {
    const hand = G.hands[seat];
    if (!hand) return t`You have no card in hand to turn.`;
    return true;
  },
  apply: (G, _args, { seat }) => {
    const turns = distinctTurns(G.hands[seat]!);
    const at = turns.indexOf(G.turned[seat]!);
    G.turned[seat] = turns[(at + 1) % turns.length]!;
  },
  describe: () => t`turned the card in hand`,
});

const place = move<BoxState, PlaceArgs>({
  args: (G, _ctx, seat) => (G.hands[seat] ? placements(G) : []),
  check: (G, args, _ctx, seat) => {
    if (!G.hands[seat]) return t`You have no card in hand to play.`;
    if (args === null || typeof args !== 'object' || !isInt(args.x) || !isInt(args.y)) return t`Say where the card goes: whole numbers x and y for its top-left dot.`;
    if (Math.abs(args.x) > REACH || Math.abs(args.y) > REACH) return t`That is off the table: x and y must lie between ${-REACH} and ${REACH}.`;
    return placementProblem(G, args.x, args.y);
  },
  apply: (G, { x, y }, { seat }) => {
    const id = G.hands[seat]!;
    const turn = G.turned[seat]!;
    turnedDots(id, turn).forEach((dot, i) => {
      G.dots[dotKey(x + CELLS[i]![0], y + CELLS[i]![1])] = dot;
    });
    G.display.push({ id, x, y, turn });
    // Then draw from your stack to bring your hand back to 1 card.
    G.hands[seat] = G.stacks[seat]!.pop() ?? null;
    G.turned[seat] = 0;
  },
  endsTurn: true,
  // Drawing the next card from the stack shows it to the player: no taking back.
  undoable: false,
  describe: ({ x, y }, after, before) => {
    const laid = after.display[after.display.length - 1]!;
    const n = covered(before, x, y);
    const dots = dotsText(turnedDots(laid.id, laid.turn));
    if (n === 0) return t`played a card (${dots}) at column ${x}, row ${y}, next to the display`;
    return plural(n, 'played a card ({0}) at column {1}, row {2}, covering # dot', 'played a card ({0}) at column {1}, row {2}, covering # dots', dots, x, y);
  },
});

/** Every Box Card has been played. */
export const allPlayed = (G: Readonly<BoxState>): boolean => G.hands.every((h) => h === null) && G.stacks.every((s) => s.length === 0);

const hidden = (list: readonly unknown[]): string[] => list.map(() => 'hidden');

export default defineGame<BoxState>({
  id: 'box',
  name: 'BOX',
  version: 1,
  // 2 or 3 players individually, or two teams of 4 or 6 players.
  players: { min: 2, max: 6, counts: [2, 3, 4, 6] },
  translations,
  setup: ({ players, random }) => {
    const teams = teamsFor(players);
    // Shuffle the Secret Color Cards; deal one to each player (team).
    const colourCards = random.shuffle([...SECRET_CARDS]);
    const secrets = teams.map(() => colourCards.pop()!);
    // One unused Secret Color Card, face down, is the Starting Card; the rest are set aside.
    const start = colourCards.pop()!;
    // Deal all 24 Box Cards evenly into face-down stacks; each player draws 1 into hand.
    const deck = random.shuffle(BOX_CARDS.map((c) => c.id));
    const per = deck.length / players;
    const stacks = Array.from({ length: players }, (_, s) => deck.slice(s * per, (s + 1) * per));
    const hands = stacks.map((stack) => stack.pop()!);
    const dots: Record<string, Dot> = {};
    for (const [dx, dy] of CELLS) dots[dotKey(dx, dy)] = 'grey';
    return {
      teams, secrets, aside: colourCards, start, stacks, hands,
      turned: hands.map(() => 0),
      display: [{ id: 'start', x: 0, y: 0, turn: 0 }],
      dots,
    };
  },
  flow: phases({
    play: {
      label: t`Play a Box Card`,
      turn: clockwise(),
      moves: { rotate, place },
      next: [{ if: allPlayed, to: 'over', label: 'all 24 cards played' }],
    },
    over: { label: t`Reveal colours and score`, final: true },
  }),
  view: (G, ctx, seat) => {
    const mine = seat === null ? -1 : teamOf(G.teams, seat);
    return {
      teams: G.teams.map((t) => [...t]),
      // At the end every player (team) reveals its Secret Color.
      secrets: G.secrets.map((id, t) => (ctx.over || t === mine ? id : 'hidden')),
      aside: hidden(G.aside),
      start: 'hidden',
      stacks: G.stacks.map(hidden),
      hands: G.hands.map((h, s) => (h === null ? null : s === seat ? h : 'hidden')),
      // How a hidden card is turned would tell something about it (a card with two diagonal
      // pairs looks the same turned twice): other seats see every other hand as unturned.
      turned: G.turned.map((t, s) => (s === seat ? t : 0)),
      display: G.display.map((p) => ({ ...p })),
      dots: { ...G.dots },
    };
  },
  secrets: (G, ctx) => {
    return [
      // Revealed at the end of the game: public from then on.
      ...(ctx.over ? [] : G.secrets.map((value, t) => ({ value, seenBy: [...G.teams[t]!] }))),
      ...G.aside.map((value) => ({ value, seenBy: [] })),
      { value: G.start, seenBy: [] },
      ...G.stacks.flat().map((value) => ({ value, seenBy: [] })),
      ...G.hands.flatMap((value, s) => (value === null ? [] : [{ value, seenBy: [s] }])),
    ];
  },
  conserved: (G) => ({
    cards: [
      ...G.secrets, ...G.aside, G.start,
      ...G.stacks.flat(), ...G.hands.filter((h): h is string => h !== null),
      ...G.display.filter((p) => p.id !== 'start').map((p) => p.id),
    ],
  }),
  determinize: (view, ctx, seat, random) => {
    // Colours: the unseen Secret Color Cards go, shuffled, to the hidden teams, the Starting Card and the pile aside.
    const known = new Set(view.secrets.filter((id) => id !== 'hidden'));
    const colours = random.shuffle(SECRET_CARDS.filter((id) => !known.has(id)));
    const secrets = view.secrets.map((id) => (id === 'hidden' ? colours.pop()! : id));
    const start = colours.pop()!;
    const aside = colours;
    // Box Cards: the unseen ones go, shuffled, to the hidden hands and to every stack.
    const seen = new Set([...view.hands.filter((h): h is string => h !== null && h !== 'hidden'), ...view.display.map((p) => p.id)]);
    const unseen = random.shuffle(BOX_CARDS.map((c) => c.id).filter((id) => !seen.has(id)));
    const hands = view.hands.map((h) => (h === 'hidden' ? unseen.pop()! : h));
    const stacks = view.stacks.map((stack) => stack.map(() => unseen.pop()!));
    if (unseen.length !== 0 || aside.length !== view.aside.length) throw new Error('BOX determinize: the view does not add up to 30 cards.');
    // Only the seat to move may have turned its card (a card drawn lies unturned): every other
    // hand is unturned for certain, and the hidden card of the seat to move is guessed turned any
    // of the ways it can lie.
    const turned = view.turned.map((t, s) => {
      const h = hands[s];
      if (s === seat || h === null || h === undefined) return t;
      return s === ctx.current ? random.pick(distinctTurns(h)) : 0;
    });
    return { teams: view.teams.map((t) => [...t]), secrets, aside, start, stacks, hands, turned, display: view.display.map((p) => ({ ...p })), dots: { ...view.dots } };
  },
  result: (G, ctx) => {
    const team = teamScores(G).map((s) => s ?? 0);
    const scores = Array.from({ length: ctx.players }, (_, s) => team[teamOf(G.teams, s)]!);
    const best = winningTeam(G, team);
    const tied = team.filter((s) => s === team[best]).length > 1;
    const alone = G.teams.length === ctx.players;
    // A tie goes to whoever of those tied played first, named (with three players, two tied
    // without the Start Player: the one whose first turn came earlier).
    const first = G.teams[best]!;
    const tieReason = alone ? t`Tied on points: ${seatRef(first[0]!)} played first of those tied.` : t`Tied on points: the team of ${list(first.map(seatRef))} played first.`;
    return { scores, winners: [...G.teams[best]!], reason: tied ? tieReason : t`Most points from squares in their Secret Color.` };
  },
  // Medium lays its card where its own colour gains most; hard also keeps the other teams' guessed
  // colours from gaining (bot.ts, README). Hard's one candidate leaves the search nothing to weigh.
  bots: {
    policy: (view, seat) => greedyMove(view, seat),
    candidates: (state, legal) => {
      const move = guardedMove(state, legal[0]!.seat);
      const found = move && legal.find((m) => m.type === move.type && m.x === move.x && m.y === move.y);
      return found ? [found] : legal;
    },
  },
  heuristic: (G, _ctx, seat) => {
    const mineTeam = teamOf(G.teams, seat);
    const values = G.secrets.map((id) => (id === 'hidden' ? 0 : prospects(G.dots, secretColour(id))));
    const mine = values[mineTeam]!;
    const other = Math.max(...values.filter((_, t) => t !== mineTeam));
    return Math.min(1, Math.max(0, 0.5 + (mine - other) / (2 * (Math.max(mine, other) + 10))));
  },
});

export { isBoxCardId, COLOURS };
