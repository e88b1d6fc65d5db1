/**
 * Finders Keepers and Expert Finders Keepers in the rules DSL. Every rule of the rulebook and
 * every reading of an unclear one is listed in README.md beside this file.
 *
 * Finders Keepers (basic) is played in real time: a tile is revealed, then everyone looks through
 * their own cards at once and claims every card that shows the object. Time never reaches these
 * rules: the table sends the moves in the order they arrive, and its host closes a search that
 * nobody ends (the `close` move). Expert Finders Keepers is played in turns.
 */
import { clockwise, defineGame, move, phases, simultaneous, type GameState, type Info, type Move, type Random, type Seat, type Text } from '../../src/dsl/index.js';
import { plural, t } from '../../src/i18n/index.js';
import { CARDS, SEYMOUR, TILES, cardPoints, findMe, isCardId, isThing, isTileId, keepMe, shows, thingName, type Thing } from './cards.js';
import { translations } from './translations.js';

export type Variant = 'basic' | 'expert';
export type FindersKeepersOptions = { variant: Variant };

/** Expert: how many Find Me tiles each player keeps face up to choose from. */
export const HAND = 3;
/** Expert: the grid of Keep Me cards in the middle, 3 × 3. */
export const GRID = 9;
/** Basic: how long the host waits, after the last change of the table, before it ends a search nobody ended (ms, normal pace). */
export const SEARCH_PAUSE = 12_000;

/** Keep Me cards dealt to each player in Finders Keepers: 12, or 10 with five or six players. */
export const cardsEach = (players: number): number => (players >= 5 ? 10 : 12);
/** Find Me tiles dealt to each player in Expert Finders Keepers: 20 / 13 / 10 for 2 / 3 / 4 players. */
export const tilesEach = (players: number): number => ({ 2: 20, 3: 13, 4: 10 })[players] ?? 0;

export interface FindersKeepersState {
  variant: Variant;
  /** Basic: the face-down Find Me pile (top last). */
  pile: string[];
  /** Basic: the tile face up in this round's search, or null between searches. */
  shown: string | null;
  /** Basic: tiles revealed in earlier rounds, face up (newest last). */
  discard: string[];
  /** Basic: each seat's Keep Me cards still face up in front of it. */
  spreads: string[][];
  /** Each seat's Keepers pile: the cards it claimed (basic) or captured (expert). */
  keepers: string[][];
  /** Basic: seats that have finished looking in this round's search. */
  done: boolean[];
  /** Basic, a round with a Seymour tile: seats that have kept their one card of choice. */
  wild: boolean[];
  /** Basic: the seat that reveals the next tile. */
  revealer: Seat;
  /** Basic: Keep Me cards that were not dealt (face down in the box, out of play). */
  box: string[];
  /** Expert: the 3 × 3 grid, row by row; null where the reserve had no card left to refill a space. */
  grid: (string | null)[];
  /** Expert: the face-down reserve of Keep Me cards (top last). */
  reserve: string[];
  /** Expert: each seat's face-down stack of Find Me tiles (top last). */
  stacks: string[][];
  /** Expert: each seat's face-up Find Me tiles, up to three. */
  hands: string[][];
  /** Expert: tiles played, in order. */
  played: string[];
  /** Expert: tiles left out of play at the deal (face down). */
  out: string[];
  /** Expert: the last capture (who, with which object, from which grid spaces), for tables to show. */
  last: { seat: Seat; thing: Thing; spaces: number[] } | null;
}

const seats = (n: number): Seat[] => Array.from({ length: n }, (_, s) => s);

/** The object of the tile being searched for (basic), or null between searches. */
export const sought = (G: Readonly<FindersKeepersState>): Thing | null => (G.shown === null ? null : findMe(G.shown).thing);

// ---------------------------------------------------------------- Finders Keepers (basic)

/** The cards `seat` may claim in this search: those showing the object, or any one card for Seymour. */
export function claimable(G: Readonly<FindersKeepersState>, seat: Seat): string[] {
  const thing = sought(G);
  if (thing === null || G.done[seat]) return [];
  const spread = G.spreads[seat] ?? [];
  if (thing === SEYMOUR) return G.wild[seat] ? [] : [...spread];
  return spread.filter((id) => shows(id, thing));
}

/** Seats still looking in a search: not done and with cards left. */
export const searching = (G: Readonly<FindersKeepersState>): Seat[] =>
  G.spreads.flatMap((spread, s) => (spread.length > 0 && !G.done[s] ? [s] : []));

/** Seats whose spread is empty: they have kept all their cards. */
export const emptied = (G: Readonly<FindersKeepersState>): Seat[] => G.spreads.flatMap((spread, s) => (spread.length === 0 ? [s] : []));

/** A value given in a move, shown as written (not a word to translate), cut short. */
const given = (value: unknown): Text => (JSON.stringify(value) ?? String(value)).slice(0, 40);

const notSearching = (G: Readonly<FindersKeepersState>, ctx: Info, seat: Seat): Text | null => {
  if (G.shown === null) return t`No tile is face up yet: wait for the reveal.`;
  if ((G.spreads[seat] ?? []).length === 0) return t`You have kept all your cards already.`;
  if (G.done[seat]) return t`You said you were done looking this round.`;
  if (!ctx.active.includes(seat)) return t`You are not looking this round.`;
  return null;
};

const reveal = move<FindersKeepersState>({
  check: (G) => (G.shown === null ? true : t`A tile is already face up: look for it first.`),
  apply: (G, _args, { random }) => {
    if (G.pile.length === 0) {
      // Reading: an empty pile is made again from the revealed tiles, shuffled.
      G.pile = random.shuffle(G.discard);
      G.discard = [];
    }
    G.shown = G.pile.pop()!;
    G.done = G.done.map(() => false);
    G.wild = G.wild.map(() => false);
  },
  // Turning a tile over shows what was hidden.
  undoable: false,
  describe: (_args, after, before) => {
    const thing = findMe(after.shown!).thing;
    const name = thingName(thing);
    if (before.pile.length === 0) {
      return thing === SEYMOUR ? t`shuffled the used tiles into a new pile and turned over Seymour: keep any one card!` : t`shuffled the used tiles into a new pile and turned over the tile: ${name}`;
    }
    return thing === SEYMOUR ? t`turned over Seymour: keep any one card!` : t`turned over the tile: ${name}`;
  },
});

const claim = move<FindersKeepersState, { card: string }>({
  args: (G, _ctx, seat) => claimable(G, seat).map((card) => ({ card })),
  check: (G, { card }, ctx, seat) => {
    const why = notSearching(G, ctx, seat);
    if (why) return why;
    if (card === undefined) return t`Say which card: name one of your cards.`;
    if (!isCardId(card)) return t`There is no Keep Me card ${given(card)}: name one of your cards.`;
    if (!(G.spreads[seat] ?? []).includes(card)) return t`That card is not one of yours that is still face up.`;
    const thing = sought(G)!;
    if (thing === SEYMOUR) return G.wild[seat] ? t`With Seymour you keep just one card, and you have kept it.` : true;
    if (!shows(card, thing)) return t`No ${thingName(thing)} on this card: look again!`;
    return true;
  },
  apply: (G, { card }, { seat }) => {
    const spread = G.spreads[seat]!;
    spread.splice(spread.indexOf(card), 1);
    G.keepers[seat]!.push(card);
    if (sought(G) === SEYMOUR) {
      G.wild[seat] = true;
      G.done[seat] = true;
    }
    if (spread.length === 0) G.done[seat] = true;
  },
  undoable: false,
  describe: (_args, after, before) => {
    const thing = sought(before)!;
    return thing === SEYMOUR ? t`kept a card of their choice with Seymour` : t`found the ${thingName(thing)} and kept the card`;
  },
});

const done = move<FindersKeepersState>({
  check: (G, _args, ctx, seat) => notSearching(G, ctx, seat) ?? true,
  apply: (G, _args, { seat }) => {
    G.done[seat] = true;
  },
  undoable: false,
  describe: () => t`is done looking`,
});

/** The host's move: the search has waited long enough; everyone still looking is done. */
const close = move<FindersKeepersState>({
  check: (G) => (G.shown === null ? t`No search is going on.` : true),
  apply: (G) => {
    G.done = G.done.map(() => true);
  },
  undoable: false,
  describe: () => t`Time is up: the search is over.`,
});

// ---------------------------------------------------------------- Expert Finders Keepers

/** What a tile may capture: its own object, or (Seymour is wild) any one thing showing in the grid. */
export function tileTargets(G: Readonly<FindersKeepersState>, tile: string): Thing[] {
  const thing = findMe(tile).thing;
  const inGrid = G.grid.filter((id): id is string => id !== null);
  if (thing !== SEYMOUR) return inGrid.some((id) => shows(id, thing)) ? [thing] : [];
  const found = new Set<Thing>();
  for (const id of inGrid) {
    for (const o of keepMe(id).objects) found.add(o);
    if (keepMe(id).seymour) found.add(SEYMOUR);
  }
  return [...found];
}

/** Every capture `seat` could make now: a face-up tile and the object it takes. */
export function captures(G: Readonly<FindersKeepersState>, seat: Seat): { tile: string; thing: Thing }[] {
  return (G.hands[seat] ?? []).flatMap((tile) => tileTargets(G, tile).map((thing) => ({ tile, thing })));
}

export const canCapture = (G: Readonly<FindersKeepersState>, seat: Seat): boolean =>
  (G.hands[seat] ?? []).some((tile) => tileTargets(G, tile).length > 0);

/** The grid spaces whose card shows `thing`. */
export const spacesWith = (G: Readonly<FindersKeepersState>, thing: Thing): number[] =>
  G.grid.flatMap((id, i) => (id !== null && shows(id, thing) ? [i] : []));

/** Points of a pile of Keep Me cards: 2 for a card with Seymour, 1 for any other. */
export const points = (pile: readonly string[]): number => pile.reduce((n, id) => n + cardPoints(id), 0);

const capture = move<FindersKeepersState, { tile: string; thing: Thing }>({
  args: (G, _ctx, seat) => captures(G, seat),
  check: (G, { tile, thing }, _ctx, seat) => {
    if (tile === undefined) return t`Say which tile: play one of your face-up tiles.`;
    if (!isTileId(tile)) return t`There is no Find Me tile ${given(tile)}: play one of your face-up tiles.`;
    if (!(G.hands[seat] ?? []).includes(tile)) return t`That tile is not one of your face-up tiles.`;
    if (thing === undefined) return t`Say which object the tile takes.`;
    if (!isThing(thing)) return t`There is no object ${given(thing)}: name the object you are looking for.`;
    const own = findMe(tile).thing;
    if (own !== SEYMOUR && own !== thing) return t`This tile shows the ${thingName(own)}, so it takes cards with the ${thingName(own)} only.`;
    if (spacesWith(G, thing).length === 0) return t`No card in the middle shows the ${thingName(thing)}.`;
    return true;
  },
  apply: (G, { tile, thing }, { seat }) => {
    const spaces = spacesWith(G, thing);
    for (const i of spaces) {
      G.keepers[seat]!.push(G.grid[i]!);
      G.grid[i] = G.reserve.length > 0 ? G.reserve.pop()! : null;
    }
    const hand = G.hands[seat]!;
    hand.splice(hand.indexOf(tile), 1);
    G.played.push(tile);
    const stack = G.stacks[seat]!;
    if (stack.length > 0) hand.push(stack.pop()!);
    G.last = { seat, thing, spaces };
  },
  endsTurn: true,
  undoable: false,
  describe: ({ tile, thing }, after, before) => {
    const taken = after.last?.spaces.length ?? 0;
    const pts = points(after.keepers[after.last!.seat]!) - points(before.keepers[after.last!.seat]!);
    const name = thingName(thing);
    return findMe(tile).thing === SEYMOUR
      ? plural(taken, 'played Seymour as the {0} and took # card ({1})', 'played Seymour as the {0} and took # cards ({1})', name, plural(pts, '# point', '# points'))
      : plural(taken, 'found the {0} and took # card ({1})', 'found the {0} and took # cards ({1})', name, plural(pts, '# point', '# points'));
  },
});

const pass = move<FindersKeepersState>({
  check: (G, _args, _ctx, seat) => (canCapture(G, seat) ? t`One of your tiles matches a card in the middle, so you must take it.` : true),
  apply: (G) => {
    G.last = null;
  },
  endsTurn: true,
  describe: () => t`had no tile that matches and passed`,
});

// ---------------------------------------------------------------- the game

function newState(variant: Variant, players: number): FindersKeepersState {
  const per = seats(players);
  return {
    variant, pile: [], shown: null, discard: [], spreads: per.map(() => []), keepers: per.map(() => []),
    done: per.map(() => false), wild: per.map(() => false), revealer: 0, box: [],
    grid: [], reserve: [], stacks: per.map(() => []), hands: per.map(() => []), played: [], out: [], last: null,
  };
}

const allCards = () => CARDS.map((c) => c.id);
const allTiles = () => TILES.map((c) => c.id);

/** The quoted value of every hidden thing: `hidden`, so the view keeps the counts only. */
const hide = (ids: readonly string[]): string[] => ids.map(() => 'hidden');

/** Scores: cards kept (basic) or points (expert). */
export const score = (G: Readonly<FindersKeepersState>, seat: Seat): number =>
  G.variant === 'expert' ? points(G.keepers[seat] ?? []) : (G.keepers[seat] ?? []).length;

/** A sharp player's next move from its own view: the real-time bots' aim, and the medium bot's policy. */
export function aim(view: GameState<FindersKeepersState>, seat: Seat, random: Random): Move | null {
  const { G, ctx } = view;
  if (!ctx.active.includes(seat) || ctx.over) return null;
  if (G.variant === 'expert') {
    const options = captures(G, seat);
    if (options.length === 0) return { type: 'pass', seat };
    // Greedy: the most points now; a Seymour tile is kept for later unless it takes more than any other tile.
    const value = (o: { tile: string; thing: Thing }) => points(spacesWith(G, o.thing).map((i) => G.grid[i]!)) - (findMe(o.tile).thing === SEYMOUR ? 1.5 : 0);
    const best = Math.max(...options.map(value));
    const top = options.filter((o) => value(o) === best);
    const pick = top[random.int(top.length)]!;
    return { type: 'capture', seat, tile: pick.tile, thing: pick.thing };
  }
  if (ctx.phase === 'basic.reveal') return { type: 'reveal', seat };
  if (sought(G) === SEYMOUR && !G.wild[seat]) {
    const keep = wildChoice(G, seat, random);
    return keep === null ? { type: 'done', seat } : { type: 'claim', seat, card: keep };
  }
  const cards = claimable(G, seat);
  if (cards.length > 0) return { type: 'claim', seat, card: cards[random.int(cards.length)]! };
  return { type: 'done', seat };
}

/**
 * Basic: the objects whose tile may still be turned over before the pile is shuffled again — every
 * object whose tile is neither face up nor on the discard pile. All of it is on the table for
 * everyone to see (the pile itself stays face down).
 */
export function stillToCome(G: Readonly<FindersKeepersState>): Set<Thing> {
  const seen = new Set([...(G.shown === null ? [] : [G.shown]), ...G.discard]);
  return new Set(TILES.filter((tile) => !seen.has(tile.id)).map((tile) => tile.thing));
}

/**
 * Basic, a Seymour round: the card a thoughtful player keeps — the one it would otherwise wait
 * for longest. That is a card none of whose objects is still to come (one that was missed when
 * its object was turned over), else the card with the fewest objects still to come, and among
 * those the one sharing the fewest of them with the player's other cards (a shared object would
 * take both at once). Ties are broken at random. Null when the seat has no card to keep.
 */
export function wildChoice(G: Readonly<FindersKeepersState>, seat: Seat, random: Random): string | null {
  const spread = G.spreads[seat] ?? [];
  if (spread.length === 0) return null;
  const coming = stillToCome(G);
  const live = (id: string) => keepMe(id).objects.filter((o) => coming.has(o));
  const cost = (id: string) => {
    const mine = live(id);
    const shared = mine.filter((o) => spread.some((other) => other !== id && shows(other, o))).length;
    return mine.length * 10 + shared;
  };
  const best = Math.min(...spread.map(cost));
  const top = spread.filter((id) => cost(id) === best);
  return top[random.int(top.length)]!;
}

/**
 * A slip, from a player not looking carefully: in a search, saying "done" while a card that shows
 * the object is still there (the card stays); with Seymour, keeping any card at all without
 * thinking which one is worth it.
 */
export function slip(view: GameState<FindersKeepersState>, seat: Seat, random: Random): Move | null {
  const { G, ctx } = view;
  if (G.variant !== 'basic' || ctx.phase !== 'basic.search' || !ctx.active.includes(seat)) return null;
  const cards = claimable(G, seat);
  if (cards.length === 0) return null;
  if (sought(G) === SEYMOUR) return { type: 'claim', seat, card: cards[random.int(cards.length)]! };
  return { type: 'done', seat };
}

export default defineGame<FindersKeepersState, FindersKeepersOptions>({
  id: 'finders-keepers',
  name: 'Finders Keepers',
  version: 1,
  players: { min: 2, max: 6 },
  // Expert Finders Keepers is for 2–4: the core refuses a setup or save of it for 5 or 6, and the
  // New game form offers only 2–4 when Expert is chosen.
  playersFor: (options) => (options.variant === 'expert' ? { min: 2, max: 4 } : { min: 2, max: 6 }),
  options: { variant: 'basic' },
  optionChoices: { variant: ['basic', 'expert'] },
  optionLabels: {
    variant: { label: t`Game`, choices: { basic: t`Finders Keepers (ages 4 and up, 2–6 players)`, expert: t`Expert Finders Keepers (ages 8 and up, 2–4 players)` } },
  },
  translations,
  setup: ({ players, random, options }) => {
    const variant: Variant = options.variant === 'expert' ? 'expert' : 'basic';
    const G = newState(variant, players);
    const cards = random.shuffle(allCards());
    const tiles = random.shuffle(allTiles());
    if (variant === 'basic') {
      const each = cardsEach(players);
      for (const s of seats(players)) G.spreads[s] = cards.splice(cards.length - each, each);
      G.box = cards;
      G.pile = tiles;
      return G;
    }
    const each = tilesEach(players);
    // Never reached through the core (playersFor refuses such a setup first); a guard for direct calls.
    if (each === 0) throw new Error(`Expert Finders Keepers is for 2 to 4 players, not ${players}.`);
    G.grid = cards.splice(cards.length - GRID, GRID);
    G.reserve = cards;
    for (const s of seats(players)) {
      G.stacks[s] = tiles.splice(tiles.length - each, each);
      for (let k = 0; k < HAND; k++) G.hands[s]!.push(G.stacks[s]!.pop()!);
    }
    G.out = tiles;
    return G;
  },
  flow: phases({
    deal: {
      label: t`Deal`,
      next: [{ if: (G) => G.variant === 'expert', to: 'expert', label: t`expert` }, { to: 'basic', label: t`basic` }],
    },
    basic: {
      label: t`Finders Keepers`,
      phases: {
        reveal: {
          label: t`Reveal a Find Me tile`,
          turn: clockwise({ first: (G) => G.revealer }),
          moves: { reveal },
          next: [{ if: (G) => G.shown !== null, to: 'search', label: t`tile revealed` }],
        },
        search: {
          label: t`Everyone looks for it`,
          turn: simultaneous((G) => searching(G)),
          moves: { claim, done, close },
          next: [
            { if: (G) => searching(G).length === 0 && emptied(G).length > 0, to: 'over', label: t`all cards kept` },
            {
              if: (G) => searching(G).length === 0,
              to: 'reveal',
              label: t`all done`,
              do: (G, { ctx }) => {
                G.discard.push(G.shown!);
                G.shown = null;
                G.revealer = (G.revealer + 1) % ctx.players;
              },
            },
          ],
        },
      },
    },
    expert: {
      label: t`Expert Finders Keepers`,
      turn: clockwise(),
      moves: { capture, pass },
      next: [{ if: (G, ctx) => !seats(ctx.players).some((s) => canCapture(G, s)), to: 'over', label: t`nothing to capture` }],
    },
    over: { label: t`Game over`, final: true },
  }),
  view: (G) => ({
    ...G,
    pile: hide(G.pile), box: hide(G.box), reserve: hide(G.reserve), stacks: G.stacks.map(hide), out: hide(G.out),
    discard: [...G.discard], spreads: G.spreads.map((s) => [...s]), keepers: G.keepers.map((s) => [...s]), done: [...G.done], wild: [...G.wild],
    grid: [...G.grid], hands: G.hands.map((h) => [...h]), played: [...G.played], last: G.last ? { ...G.last, spaces: [...G.last.spaces] } : null,
  }),
  secrets: (G) => [...G.pile, ...G.box, ...G.reserve, ...G.stacks.flat(), ...G.out].map((value) => ({ value, seenBy: [] })),
  conserved: (G) => ({
    cards: [...G.spreads.flat(), ...G.keepers.flat(), ...G.box, ...G.grid.filter((id): id is string => id !== null), ...G.reserve],
    tiles: [...G.pile, ...(G.shown ? [G.shown] : []), ...G.discard, ...G.stacks.flat(), ...G.hands.flat(), ...G.played, ...G.out],
  }),
  determinize: (view, _ctx, _seat, random) => {
    const G: FindersKeepersState = {
      ...view, discard: [...view.discard], spreads: view.spreads.map((s) => [...s]), keepers: view.keepers.map((s) => [...s]),
      done: [...view.done], wild: [...view.wild], grid: [...view.grid], hands: view.hands.map((h) => [...h]), played: [...view.played],
      last: view.last ? { ...view.last, spaces: [...view.last.spaces] } : null,
    };
    const seenTiles = new Set([...(view.shown ? [view.shown] : []), ...view.discard, ...view.hands.flat(), ...view.played]);
    const tiles = random.shuffle(allTiles().filter((id) => !seenTiles.has(id)));
    const seenCards = new Set([...view.spreads.flat(), ...view.keepers.flat(), ...view.grid.filter((id): id is string => id !== null)]);
    const cards = random.shuffle(allCards().filter((id) => !seenCards.has(id)));
    const hiddenTiles = view.pile.length + view.stacks.reduce((n, s) => n + s.length, 0) + view.out.length;
    if (tiles.length !== hiddenTiles || cards.length !== view.box.length + view.reserve.length) {
      throw new Error('Finders Keepers determinize: the view does not add up to 40 tiles and 60 cards.');
    }
    G.pile = tiles.splice(0, view.pile.length);
    G.stacks = view.stacks.map((s) => tiles.splice(0, s.length));
    G.out = tiles;
    G.box = cards.splice(0, view.box.length);
    G.reserve = cards;
    return G;
  },
  result: (G, ctx) => {
    const all = seats(ctx.players);
    const scores = all.map((s) => score(G, s));
    if (G.variant === 'basic') {
      const winners = emptied(G);
      return { scores, winners, reason: winners.length > 1 ? t`They kept their last cards in the same round: they all win!` : t`Kept all their cards first.` };
    }
    const top = Math.max(...scores);
    const winners = all.filter((s) => scores[s] === top);
    return { scores, winners, reason: winners.length > 1 ? t`Tied on points: a shared win.` : t`Most points: 1 a card, 2 for a card with Seymour.` };
  },
  heuristic: (G, ctx, seat) => {
    if (G.variant === 'basic') {
      // The share of one's own cards kept, against the best of the others.
      const share = (s: Seat) => G.keepers[s]!.length / Math.max(1, G.keepers[s]!.length + G.spreads[s]!.length);
      const others = Math.max(...seats(ctx.players).filter((s) => s !== seat).map(share));
      return 0.5 + (share(seat) - others) / 2;
    }
    const mine = points(G.keepers[seat]!);
    const total = seats(ctx.players).reduce((n, s) => n + points(G.keepers[s]!), 0);
    return total === 0 ? 1 / ctx.players : mine / total;
  },
  bots: { policy: aim },
  realtime: {
    hostMoves: ['close'],
    host: (G, ctx) => (ctx.phase === 'basic.search' && ctx.active.length > 0 ? { move: { type: 'close', seat: ctx.active[0]! }, after: SEARCH_PAUSE } : null),
    // Milliseconds from a change of the table to a bot's next claim (or its reveal, or "done"), and
    // the chance that a look is careless (see `slip`). Noticing is what decides this game: nobody
    // takes another's cards, so speed shows but wins nothing (README, "Bots").
    reflexes: {
      easy: { reaction: [2200, 4200], slips: 0.5 },
      medium: { reaction: [1200, 2400], slips: 0.25 },
      hard: { reaction: [500, 1000], slips: 0 },
    },
    aim,
    slip,
    turnBased: (G) => G.variant === 'expert',
  },
});

