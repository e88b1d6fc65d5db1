/**
 * SOW in the rules DSL. Every rule of the rulebook and every reading of an unclear one is listed
 * in README.md beside this file.
 */
import { clockwise, defineGame, move, phases, winnersBy, type Info, type MoveApi, type Seat } from '../../src/dsl/index.js';
import { list, plural, seat as seatRef, t, type Message, type Text } from '../../src/i18n/index.js';
import { COLOURS, FAVOURITES, FLOWERS, GOPHER, WINDMILL, aFlower, colourName, favouriteColour, flower, flowerName, flowerPoints, hasColour, isFlowerId, seedsName, type Colour } from './cards.js';
import { translations } from './translations.js';

/** The garden: 12 rows round the square of wheelbarrows, numbered clockwise. */
export const ROWS = 12;

/**
 * A card lying in the garden (or in the sowing player's hand), as a string: a Flower is its card
 * id (`'red-blue-1'`), a card on its Seeds side is `'seed:'` + its id (`'seed:red-blue-1'`), the
 * garden cards are `'windmill'` and `'gopher'`. In a view a Seeds card shows only its colour,
 * `'seed:red'`: the centre of its flower is hidden.
 */
export type Piece = string;

/** Is this piece on its Seeds side? */
export const isSeed = (p: Piece): boolean => p.startsWith('seed:');
/** Is this a garden card? */
export const isGarden = (p: Piece): boolean => p === WINDMILL || p === GOPHER;
/** Is this a face-up Flower? */
export const isFlower = (p: Piece): boolean => !isSeed(p) && !isGarden(p);
/** The card id of a piece (`'hidden'` for a Seeds card seen in a view). */
export const cardId = (p: Piece): string => (isSeed(p) ? (p.split('-').length === 3 ? p.slice(5) : 'hidden') : p);
/** The Seeds colour (outer colour) of a flower card, seen from either side; null for garden cards. */
export const colourOf = (p: Piece): Colour | null => (isGarden(p) ? null : ((isSeed(p) ? p.slice(5) : p).split('-')[0] as Colour));

export type Step = 'take' | 'sow' | 'pick' | 'garden';

export interface SowState {
  /** The 12 rows, clockwise: rows 3w and 3w+1 lie under wheelbarrow w, rows 2, 5, 8, 11 are the diagonal rows. */
  rows: Piece[][];
  /** Cards taken and not yet sown. */
  hand: Piece[];
  /** The row taken this turn (-1 before the first turn). */
  from: number;
  /** The row that received the latest card (the taken row while none is sown yet). */
  at: number;
  /** Where the turn is: take a row, sow its cards, pick a bouquet colour, the garden action. */
  step: Step;
  /** Windmill side up: true = clockwise (green), false = counter-clockwise. */
  clockwise: boolean;
  /** Gopher side up (true) or Watering Can side up (false). */
  gopherUp: boolean;
  /** A garden card was sown into the row holding the other garden card this turn. */
  paired: boolean;
  /** The Flower sown last into a wheelbarrow row, whose colour the active player now picks. */
  pickFlower: string | null;
  /** Favourite colour card on the back of each wheelbarrow (`'hidden'` in a view). */
  favourites: string[];
  /** Each seat's bouquet of flower ids. */
  bouquets: string[][];
  /** Flowers the gopher removed from the game. */
  removed: string[];
}

/** The wheelbarrow whose rows hold row `r`, or null for a diagonal row. */
export const rowWheelbarrow = (r: number): number | null => (r % 3 === 2 ? null : Math.floor(r / 3));

/** The wheelbarrow in front of `seat`: players sit opposite in 2-player games; with 3, wheelbarrow 2 has nobody. */
export function seatWheelbarrow(players: number, seat: Seat): number {
  if (players === 2) return [0, 2][seat]!;
  if (players === 3) return [0, 1, 3][seat]!;
  return seat;
}

/** The seat sitting at wheelbarrow `w`, or null. */
export function wheelbarrowSeat(players: number, w: number): Seat | null {
  for (let s = 0; s < players; s++) if (seatWheelbarrow(players, s) === w) return s;
  return null;
}

/**
 * The Controller of wheelbarrow `w` when `active` is the active player. 4 players: its owner.
 * 3 players: its owner; the active player controls the wheelbarrow nobody sits at.
 * 2 players: the owner of the wheelbarrow in front, and of the one to their immediate right.
 */
export function controllerOf(players: number, w: number, active: Seat): Seat {
  if (players === 2) return w === 0 || w === 3 ? 0 : 1;
  const owner = wheelbarrowSeat(players, w);
  return owner ?? active;
}

/** What a player can see of a card: `seed-red`, `flower-red-blue`, `windmill`, `gopher`. */
export function faceOf(p: Piece): string {
  if (isGarden(p)) return p;
  if (isSeed(p)) return `seed-${colourOf(p)}`;
  const c = flower(p);
  return `flower-${c.outer}-${c.centre}`;
}

/** A face in words: "red seeds", "a red/blue flower", "the Windmill", "the Gopher/Watering Can". */
export function faceName(face: string): Message {
  if (face === WINDMILL) return t`the Windmill`;
  if (face === GOPHER) return t`the Gopher/Watering Can`;
  const [kind, a, b] = face.split('-');
  return kind === 'seed' ? seedsName(a as Colour) : aFlower(`${a}-${b}-1`);
}

/** Direction of sowing: +1 clockwise, -1 counter-clockwise. */
export const direction = (G: Readonly<SowState>): number => (G.clockwise ? 1 : -1);

/** Rows that may be taken: 2 or more cards, never just 1. */
export const takeableRows = (G: Readonly<SowState>): number[] => G.rows.flatMap((row, r) => (row.length >= 2 ? [r] : []));

/** The game ends when every row holds 0 or 1 card. */
export const gardenSettled = (G: Readonly<SowState>): boolean => G.rows.every((row) => row.length <= 1);

const distinctFaces = (hand: readonly Piece[]): string[] => [...new Set(hand.map(faceOf))];

/** Score and tie-break of a seat: points, and points from flowers with the favourite colour. */
export function bouquetScore(G: Readonly<SowState>, players: number, seat: Seat): { points: number; favourite: number; colour: Colour | null } {
  const fav = G.favourites[seatWheelbarrow(players, seat)];
  if (!fav || !FAVOURITES.includes(fav)) return { points: G.bouquets[seat]?.length ?? 0, favourite: 0, colour: null };
  const colour = favouriteColour(fav);
  let points = 0;
  let favourite = 0;
  for (const id of G.bouquets[seat] ?? []) {
    const p = flowerPoints(id, colour);
    points += p;
    if (p > 1) favourite += p;
  }
  return { points, favourite, colour };
}

function endTurn(G: SowState, api: MoveApi): void {
  G.paired = false;
  G.pickFlower = null;
  G.step = 'take';
  api.endTurn();
}

/** After the last card's action: the garden action if the garden cards met, else the turn ends. */
function afterLastCard(G: SowState, api: MoveApi): void {
  if (G.paired) G.step = 'garden';
  else endTurn(G, api);
}

/** Sows the hand's card at `index` into the next row in the windmill's direction. */
function sowOne(G: SowState, index: number): Piece {
  const piece = G.hand.splice(index, 1)[0]!;
  G.at = (G.at + direction(G) + ROWS) % ROWS;
  const row = G.rows[G.at]!;
  if (isGarden(piece)) {
    const other = piece === WINDMILL ? GOPHER : WINDMILL;
    if (row.includes(other)) G.paired = true;
  }
  row.push(piece);
  return piece;
}

const sowingCheck = (G: Readonly<SowState>, face: unknown, last: boolean): true | Text => {
  if (G.step !== 'sow') return t`Take a row first.`;
  if (last && G.hand.length !== 2) return plural(G.hand.length, 'You still hold # card: sow them one by one until two are left, then choose the last.', 'You still hold # cards: sow them one by one until two are left, then choose the last.');
  if (!last && G.hand.length < 3) return t`Two cards are left: choose which of them is sown last.`;
  if (typeof face !== 'string') return t`Name the card to sow by its face, e.g. "seed-red" or "flower-red-blue".`;
  if (!G.hand.some((p) => faceOf(p) === face)) return t`You hold no ${JSON.stringify(face)} card: you hold ${list(distinctFaces(G.hand).map(faceName))}.`;
  return true;
};

const rowCheck = (row: unknown): true | Text => {
  if (typeof row === 'number' && Number.isInteger(row) && row >= 0 && row < ROWS) return true;
  const given = JSON.stringify(row);
  return given === undefined ? t`Name a row from 0 to ${ROWS - 1}.` : t`Name a row from 0 to ${ROWS - 1}, not ${given}.`;
};

const take = move<SowState, { row: number }>({
  args: (G) => (G.step === 'take' ? takeableRows(G).map((row) => ({ row })) : []),
  check: (G, { row }) => {
    if (G.step !== 'take') return t`You have already taken a row this turn.`;
    const ok = rowCheck(row);
    if (ok !== true) return ok;
    const n = G.rows[row]!.length;
    if (n === 0) return t`Row ${row + 1} holds no cards: take a row of 2 or more cards, never just 1.`;
    if (n < 2) return t`Row ${row + 1} holds just 1 card: take a row of 2 or more cards, never just 1.`;
    return true;
  },
  apply: (G, { row }) => {
    G.hand = G.rows[row]!;
    G.rows[row] = [];
    G.from = row;
    G.at = row;
    G.paired = false;
    G.step = 'sow';
  },
  describe: ({ row }, after) => after.clockwise
    ? plural(after.hand.length, 'took the # card of row {0} to sow it clockwise', 'took the # cards of row {0} to sow them clockwise', row + 1)
    : plural(after.hand.length, 'took the # card of row {0} to sow it counter-clockwise', 'took the # cards of row {0} to sow them counter-clockwise', row + 1),
});

const sow = move<SowState, { face: string }>({
  args: (G) => (G.step === 'sow' && G.hand.length >= 3 ? distinctFaces(G.hand).map((face) => ({ face })) : []),
  check: (G, { face }) => sowingCheck(G, face, false),
  apply: (G, { face }) => {
    sowOne(G, G.hand.findIndex((p) => faceOf(p) === face));
  },
  describe: ({ face }, after, before) => after.paired && !before.paired
    ? t`sowed ${faceName(face)} in row ${after.at + 1} — the garden cards meet!`
    : t`sowed ${faceName(face)} in row ${after.at + 1}`,
});

/**
 * With two cards left, the player chooses which one is sown last: the other goes into the next
 * row, the chosen one into the row after it, and the last card's action follows.
 */
const sowLast = move<SowState, { face: string }>({
  args: (G) => (G.step === 'sow' && G.hand.length === 2 ? distinctFaces(G.hand).map((face) => ({ face })) : []),
  check: (G, { face }) => sowingCheck(G, face, true),
  apply: (G, { face }, api) => {
    const last = G.hand.findIndex((p) => faceOf(p) === face);
    sowOne(G, 1 - last);
    const piece = sowOne(G, 0);
    const row = G.rows[G.at]!;
    if (isSeed(piece)) {
      // Seeds: it flips to its Flower side, with every other Seeds card of its colour in the row.
      const colour = colourOf(piece);
      G.rows[G.at] = row.map((p) => (isSeed(p) && colourOf(p) === colour ? cardId(p) : p));
      afterLastCard(G, api);
    } else if (isFlower(piece) && rowWheelbarrow(G.at) !== null) {
      // A Flower in a wheelbarrow row: the active player picks one of its two colours.
      G.pickFlower = piece;
      G.step = 'pick';
    } else {
      afterLastCard(G, api);
    }
  },
  // The last card may flip Seeds to Flowers, showing their hidden centres.
  undoable: false,
  describe: ({ face }, after, before) => {
    const row = after.at;
    const wasSeed = new Set([...before.rows[row]!, ...before.hand].filter(isSeed).map(cardId));
    const bloomed = after.rows[row]!.filter((p) => isFlower(p) && wasSeed.has(p));
    const first = faceName(faceOf(before.hand[1 - before.hand.findIndex((p) => faceOf(p) === face)]!));
    const last = faceName(face);
    const firstRow = ((row - direction(after) + ROWS) % ROWS) + 1;
    const meet = after.paired && !before.paired;
    // A whole sentence for each case: Seeds that bloom (one or more), a Flower under a wheelbarrow, or neither.
    if (bloomed.length) {
      const flowers = list(bloomed.map(aFlower));
      return meet
        ? plural(bloomed.length, 'sowed {0} in row {1}, then the last card, {2}, in row {3}: it blooms into {4} — the garden cards meet!', 'sowed {0} in row {1}, then the last card, {2}, in row {3}: they bloom into {4} — the garden cards meet!', first, firstRow, last, row + 1, flowers)
        : plural(bloomed.length, 'sowed {0} in row {1}, then the last card, {2}, in row {3}: it blooms into {4}', 'sowed {0} in row {1}, then the last card, {2}, in row {3}: they bloom into {4}', first, firstRow, last, row + 1, flowers);
    }
    if (after.step === 'pick') {
      return meet
        ? t`sowed ${first} in row ${firstRow}, then the last card, ${last}, in row ${row + 1} under a wheelbarrow — the garden cards meet!`
        : t`sowed ${first} in row ${firstRow}, then the last card, ${last}, in row ${row + 1} under a wheelbarrow`;
    }
    return meet
      ? t`sowed ${first} in row ${firstRow}, then the last card, ${last}, in row ${row + 1} — the garden cards meet!`
      : t`sowed ${first} in row ${firstRow}, then the last card, ${last}, in row ${row + 1}`;
  },
});

const pick = move<SowState, { colour: Colour }>({
  args: (G) => {
    if (G.step !== 'pick' || !G.pickFlower) return [];
    const c = flower(G.pickFlower);
    return [{ colour: c.outer }, { colour: c.centre }];
  },
  check: (G, { colour }) => {
    if (G.step !== 'pick' || !G.pickFlower) return t`There is no flower to pick a colour from now.`;
    const c = flower(G.pickFlower);
    if (colour !== c.outer && colour !== c.centre) return t`Choose one of the flower's two colours: ${colourName(c.outer)} or ${colourName(c.centre)}.`;
    return true;
  },
  apply: (G, { colour }, api) => {
    const row = G.rows[G.at]!;
    const w = rowWheelbarrow(G.at)!;
    const to = controllerOf(api.ctx.players, w, api.seat);
    const picked = row.filter((p) => isFlower(p) && hasColour(p, colour));
    G.rows[G.at] = row.filter((p) => !picked.includes(p));
    G.bouquets[to]!.push(...picked);
    G.pickFlower = null;
    afterLastCard(G, api);
  },
  describe: ({ colour }, after, before) => {
    const gained = after.bouquets.map((b, s) => ({ s, n: b.length - before.bouquets[s]!.length })).find((x) => x.n > 0)!;
    return plural(gained.n, 'chose {0}: # flower of row {1} goes to the bouquet of {2}', 'chose {0}: # flowers of row {1} go to the bouquet of {2}', colourName(colour), before.at + 1, seatRef(gained.s));
  },
});

const gardenCheck = (G: Readonly<SowState>): true | Text => (G.step === 'garden' ? true : t`No garden action now: the garden cards have not met this turn.`);

const windmill = move<SowState>({
  check: gardenCheck,
  apply: (G, _args, api) => {
    G.clockwise = !G.clockwise;
    endTurn(G, api);
  },
  describe: (_args, after) => (after.clockwise ? t`used the Windmill: cards are now sown clockwise` : t`used the Windmill: cards are now sown counter-clockwise`),
});

const gopher = move<SowState, { row: number }>({
  args: (G) => (G.step === 'garden' && G.gopherUp ? G.rows.map((_, row) => ({ row })) : []),
  check: (G, { row }) => {
    const ok = gardenCheck(G);
    if (ok !== true) return ok;
    if (!G.gopherUp) return t`The Watering Can is face up, not the Gopher.`;
    return rowCheck(row);
  },
  apply: (G, { row }, api) => {
    const gone = G.rows[row]!.filter(isFlower);
    G.rows[row] = G.rows[row]!.filter((p) => !isFlower(p));
    G.removed.push(...gone);
    G.gopherUp = false;
    endTurn(G, api);
  },
  describe: ({ row }, after, before) => {
    const n = after.removed.length - before.removed.length;
    return plural(n, 'sent the Gopher into row {0}: # flower removed from the game', 'sent the Gopher into row {0}: # flowers removed from the game', row + 1);
  },
});

const water = move<SowState, { row: number; card: string }>({
  args: (G) => (G.step === 'garden' && !G.gopherUp ? G.rows.flatMap((r, row) => r.filter(isFlower).map((card) => ({ row, card }))) : []),
  check: (G, { row, card }) => {
    const ok = gardenCheck(G);
    if (ok !== true) return ok;
    if (G.gopherUp) return t`The Gopher is face up, not the Watering Can.`;
    const r = rowCheck(row);
    if (r !== true) return r;
    if (!isFlowerId(card) || !G.rows[row]!.includes(card)) {
      const given = JSON.stringify(card);
      return given === undefined ? t`Name a Flower in row ${row + 1} by its card id.` : t`Name a Flower in row ${row + 1}; ${given} is not one.`;
    }
    return true;
  },
  apply: (G, { row, card }, api) => {
    G.rows[row] = G.rows[row]!.filter((p) => p !== card);
    G.bouquets[api.seat]!.push(card);
    G.gopherUp = true;
    endTurn(G, api);
  },
  describe: ({ row, card, seat }) => t`used the Watering Can: picked the ${flowerName(card)} from row ${row + 1} for the bouquet of ${seatRef(seat)}`,
});

const pass = move<SowState>({
  check: gardenCheck,
  apply: (G, _args, api) => endTurn(G, api),
  describe: () => t`let the garden action go`,
});

/** Seeds cards in view are `'hidden'`; favourites other seats may not know too. */
function seatSees(ctx: Info, seat: Seat | null, w: number): boolean {
  if (ctx.over) return true;
  return seat !== null && seatWheelbarrow(ctx.players, seat) === w;
}

const hidePiece = (p: Piece): Piece => (isSeed(p) ? `seed:${colourOf(p)}` : p);

export default defineGame<SowState>({
  id: 'sow',
  name: 'SOW',
  version: 1,
  players: { min: 2, max: 4 },
  translations,
  setup: ({ players, random }) => {
    const favourites = random.shuffle([...FAVOURITES]);
    const deck = random.shuffle(FLOWERS.map((c) => c.id));
    const rows: Piece[][] = Array.from({ length: ROWS }, () =>
      deck.splice(0, 2).map((id) => `seed:${id}`),
    );
    const mill = random.pick([2, 5, 8, 11]);
    rows[mill]!.push(WINDMILL);
    rows[(mill + 6) % ROWS]!.push(GOPHER);
    return {
      rows, hand: [], from: -1, at: -1, step: 'take', clockwise: true, gopherUp: true, paired: false, pickFlower: null,
      favourites, bouquets: Array.from({ length: players }, () => []), removed: [],
    };
  },
  flow: phases({
    play: {
      label: t`Players take turns clockwise`,
      turn: clockwise(),
      phases: {
        take: { label: t`A. Take a row of 2+ cards`, moves: { take }, next: [{ if: (G) => G.step === 'sow', to: 'sow', label: 'took a row' }] },
        sow: {
          label: t`B. Sow one card per row`,
          moves: { sow, sowLast },
          next: [
            { if: (G) => G.step === 'pick', to: 'bouquet', label: 'last card a Flower under a wheelbarrow' },
            { if: (G) => G.step === 'garden', to: 'garden', label: 'garden cards met' },
            { if: (G) => G.step === 'take', to: 'take', label: 'turn over' },
          ],
        },
        bouquet: {
          label: t`Choose a colour for the bouquet`,
          moves: { pick },
          next: [
            { if: (G) => G.step === 'garden', to: 'garden', label: 'garden cards met' },
            { if: (G) => G.step === 'take', to: 'take', label: 'turn over' },
          ],
        },
        garden: { label: t`Garden action`, moves: { windmill, gopher, water, pass }, next: [{ if: (G) => G.step === 'take', to: 'take', label: 'turn over' }] },
      },
      next: [{ if: (G) => G.step === 'take' && gardenSettled(G), to: 'over', label: 'every row holds 0 or 1 card' }],
    },
    over: { label: t`Game over`, final: true },
  }),
  view: (G, ctx, seat) => ({
    ...G,
    rows: G.rows.map((row) => row.map(hidePiece)),
    hand: G.hand.map(hidePiece),
    favourites: G.favourites.map((f, w) => (seatSees(ctx, seat, w) ? f : 'hidden')),
    bouquets: G.bouquets.map((b) => [...b]),
    removed: [...G.removed],
  }),
  secrets: (G, ctx) => {
    // A Seeds card's identity is hidden from everyone, as its id and as the piece string.
    const seeds = [...G.rows.flat(), ...G.hand].filter(isSeed).flatMap((p) => [{ value: p, seenBy: [] as Seat[] }, { value: cardId(p), seenBy: [] as Seat[] }]);
    // Once the game is over the favourite colours are shown for the scoring: no longer secret.
    const favs = ctx.over ? [] : G.favourites.map((value, w) => {
      const owner = wheelbarrowSeat(ctx.players, w);
      return { value, seenBy: owner === null ? [] : [owner] };
    });
    return [...seeds, ...favs];
  },
  conserved: (G) => ({
    cards: [...G.rows.flat().map(cardId), ...G.hand.map(cardId), ...G.bouquets.flat(), ...G.removed, ...G.favourites],
  }),
  determinize: (view, _ctx, _seat, random) => {
    const pieces = [...view.rows.flat(), ...view.hand];
    const seen = new Set([...pieces.filter(isFlower), ...view.bouquets.flat(), ...view.removed]);
    const unseen = new Map<Colour, string[]>(COLOURS.map((c) => [c, random.shuffle(FLOWERS.filter((f) => f.outer === c && !seen.has(f.id)).map((f) => f.id))]));
    const fill = (p: Piece): Piece => {
      if (!isSeed(p)) return p;
      const id = unseen.get(colourOf(p)!)!.pop();
      if (!id) throw new Error(`SOW determinize: more hidden ${colourOf(p)} seeds than unseen ${colourOf(p)} cards.`);
      return `seed:${id}`;
    };
    const knownFavs = new Set(view.favourites.filter((f) => f !== 'hidden'));
    const otherFavs = random.shuffle(FAVOURITES.filter((f) => !knownFavs.has(f)));
    return {
      ...view,
      rows: view.rows.map((row) => row.map(fill)),
      hand: view.hand.map(fill),
      favourites: view.favourites.map((f) => (f === 'hidden' ? otherFavs.pop()! : f)),
      bouquets: view.bouquets.map((b) => [...b]),
      removed: [...view.removed],
    };
  },
  result: (G, ctx) => {
    const seats = Array.from({ length: ctx.players }, (_, s) => s);
    const score = (s: Seat) => bouquetScore(G, ctx.players, s);
    const scores = seats.map((s) => score(s).points);
    const top = Math.max(...scores);
    const tied = seats.filter((s) => scores[s] === top);
    const winners = winnersBy(tied, (s) => [score(s).favourite]);
    const reason = tied.length > 1
      ? winners.length > 1 ? t`Tied on points and on points from favourite-colour flowers: a shared win.` : t`Tied on points; the most points from flowers with the favourite colour wins.`
      : t`Most points in the bouquet.`;
    return { scores, winners, reason };
  },
  // Both levels search with short playouts (10 moves, about a turn each side) judged by the
  // bouquet share: whole random playouts of some 170 moves said little and cost 16 CPU-s a game.
  // Medium looks 20 simulations deep, hard 150 (README "Bots").
  bots: { iterations: { medium: 20, hard: 150 }, playoutLimit: 10 },
  heuristic: (G, ctx, seat) => {
    const pts = Array.from({ length: ctx.players }, (_, s) => bouquetScore(G, ctx.players, s).points);
    const total = pts.reduce((a, b) => a + b, 0);
    return total === 0 ? 1 / ctx.players : pts[seat]! / total;
  },
});
