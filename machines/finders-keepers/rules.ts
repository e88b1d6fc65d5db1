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
import { CARDS, SEYMOUR, TILES, cardPoints, findMe, isCardId, isTileId, shows, thingName, type Thing } from './cards.js';
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

/** The cards `seat` may claim in this search: those showing the tile's object (Seymour's tile: those showing him). */
export function claimable(G: Readonly<FindersKeepersState>, seat: Seat): string[] {
  const thing = sought(G);
  if (thing === null || G.done[seat]) return [];
  return (G.spreads[seat] ?? []).filter((id) => shows(id, thing));
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
  },
  // Turning a tile over shows what was hidden.
  undoable: false,
  describe: (_args, after, before) => {
    const name = thingName(findMe(after.shown!).thing);
    return before.pile.length === 0 ? t`shuffled the used tiles into a new pile and turned over the tile: ${name}` : t`turned over the tile: ${name}`;
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
    if (!shows(card, thing)) return t`No ${thingName(thing)} on this card: look again!`;
    return true;
  },
  apply: (G, { card }, { seat }) => {
    const spread = G.spreads[seat]!;
    spread.splice(spread.indexOf(card), 1);
    G.keepers[seat]!.push(card);
    if (spread.length === 0) G.done[seat] = true;
  },
  undoable: false,
  describe: (_args, _after, before) => {
    const thing = sought(before)!;
    // English names Seymour without "the"; the other languages quote every name alike.
    return thing === SEYMOUR ? t`found Seymour and kept the card` : t`found the ${thingName(thing)} and kept the card`;
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

/** The grid spaces whose card shows `thing`. */
export const spacesWith = (G: Readonly<FindersKeepersState>, thing: Thing): number[] =>
  G.grid.flatMap((id, i) => (id !== null && shows(id, thing) ? [i] : []));

/** Every capture `seat` could make now: each face-up tile whose object (Seymour too) shows on a grid card. */
export function captures(G: Readonly<FindersKeepersState>, seat: Seat): { tile: string }[] {
  return (G.hands[seat] ?? []).filter((tile) => spacesWith(G, findMe(tile).thing).length > 0).map((tile) => ({ tile }));
}

export const canCapture = (G: Readonly<FindersKeepersState>, seat: Seat): boolean => captures(G, seat).length > 0;

/** Points of a pile of Keep Me cards: 2 for a card with Seymour, 1 for any other. */
export const points = (pile: readonly string[]): number => pile.reduce((n, id) => n + cardPoints(id), 0);

const capture = move<FindersKeepersState, { tile: string }>({
  args: (G, _ctx, seat) => captures(G, seat),
  check: (G, { tile }, _ctx, seat) => {
    if (tile === undefined) return t`Say which tile: play one of your face-up tiles.`;
    if (!isTileId(tile)) return t`There is no Find Me tile ${given(tile)}: play one of your face-up tiles.`;
    if (!(G.hands[seat] ?? []).includes(tile)) return t`That tile is not one of your face-up tiles.`;
    const thing = findMe(tile).thing;
    if (spacesWith(G, thing).length === 0) {
      return thing === SEYMOUR ? t`No card in the middle shows Seymour.` : t`No card in the middle shows the ${thingName(thing)}.`;
    }
    return true;
  },
  apply: (G, { tile }, { seat }) => {
    const thing = findMe(tile).thing;
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
  describe: ({ tile }, after, before) => {
    const taken = after.last?.spaces.length ?? 0;
    const pts = plural(points(after.keepers[after.last!.seat]!) - points(before.keepers[after.last!.seat]!), '# point', '# points');
    const thing = findMe(tile).thing;
    return thing === SEYMOUR
      ? plural(taken, 'found Seymour and took # card ({0})', 'found Seymour and took # cards ({0})', pts)
      : plural(taken, 'found the {0} and took # card ({1})', 'found the {0} and took # cards ({1})', thingName(thing), pts);
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
    done: per.map(() => false), revealer: 0, box: [],
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
    // Greedy: the tile that takes the most points now.
    const value = ({ tile }: { tile: string }) => points(spacesWith(G, findMe(tile).thing).map((i) => G.grid[i]!));
    const best = Math.max(...options.map(value));
    const top = options.filter((o) => value(o) === best);
    return { type: 'capture', seat, tile: top[random.int(top.length)]!.tile };
  }
  if (ctx.phase === 'basic.reveal') return { type: 'reveal', seat };
  const cards = claimable(G, seat);
  if (cards.length > 0) return { type: 'claim', seat, card: cards[random.int(cards.length)]! };
  return { type: 'done', seat };
}

/**
 * A slip, from a player not looking carefully: in a search, saying "done" while a card that shows
 * the object is still there (the card stays).
 */
export function slip(view: GameState<FindersKeepersState>, seat: Seat): Move | null {
  const { G, ctx } = view;
  if (G.variant !== 'basic' || ctx.phase !== 'basic.search' || !ctx.active.includes(seat)) return null;
  return claimable(G, seat).length === 0 ? null : { type: 'done', seat };
}

export default defineGame<FindersKeepersState, FindersKeepersOptions>({
  id: 'finders-keepers',
  name: 'Finders Keepers',
  // 2: Seymour's tiles find the cards that show him, as any tile finds its object (no `wild` in the
  // state, no object named in a capture); a save of version 1 is refused with the reason.
  version: 2,
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
    discard: [...G.discard], spreads: G.spreads.map((s) => [...s]), keepers: G.keepers.map((s) => [...s]), done: [...G.done],
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
      done: [...view.done], grid: [...view.grid], hands: view.hands.map((h) => [...h]), played: [...view.played],
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

