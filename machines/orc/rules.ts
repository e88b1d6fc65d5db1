/**
 * ORC in the rules DSL. Every rule of the rulebook and every reading of an unclear one is listed
 * in README.md beside this file.
 */
import { clockwise, defineGame, move, phases, type Random, type Seat } from '../../src/dsl/index.js';
import { plural, seat as seatName, t, type Text } from '../../src/i18n/index.js';
import { card, colourName, COLOURS, DECK, isCardId, orcCount, orcsOf, raceOf, type Colour, type End } from './cards.js';
import { translations } from './translations.js';

/** A card deployed at a territory: which end faces its player (the race and number of orcs). */
export interface Deployed {
  id: string;
  end: End;
}

/** One of the six territories of the battle line: one end of a battle-line card. */
export interface Territory {
  colour: Colour;
  /** Orcs shown on this end of the battle-line card: what conquering it scores. */
  orcs: End;
  /** The battle-line card this territory is an end of. */
  card: string;
  /** Its stockpile, face down (the end of the array is the top). */
  stockpile: string[];
  /** Deployed orc cards on each player's side, in the order played. */
  sides: Deployed[][];
  /** open: orcs may be deployed; frozen: a tied battle waits for its neighbour; conquered. */
  status: 'open' | 'frozen' | 'conquered';
  conqueror: Seat | null;
  /** The card kept as the Conqueror Marker (spear towards the conqueror), if any orcs fought. */
  marker: string | null;
}

/** What happened at one territory at the end of a turn. */
export interface Battle {
  territory: number;
  /** Orcs of each player at the territory. */
  totals: number[];
  /** orcs: more orcs; tie: tie broken by the neighbour toward the box; frozen: tied and waiting; neighbour: a frozen tie settled now. */
  by: 'orcs' | 'tie' | 'frozen' | 'neighbour';
  conqueror: Seat | null;
  /** The territory whose conqueror breaks (or will break) the tie. */
  breaker?: number;
}

/** A finished game of the match. */
export interface GameRecord {
  scores: number[];
  winners: Seat[];
  /** Why the game went this way (a text: plain JSON). */
  reason: Text;
}

export interface OrcState {
  /** 1: a single game; 3: best 2 of 3 games. */
  bestOf: number;
  /** Games finished in this match, in order. */
  games: GameRecord[];
  /** Games won by each seat. */
  wins: number[];
  /** The dealer of the current game. */
  dealer: Seat;
  /** The player who drew 1 card and takes the first turn (null before the choice). */
  first: Seat | null;
  /** The battle line: index 0 lies next to the ORC box, index 5 at the other end. */
  line: Territory[];
  /** The 3 cards left after dealing the stockpiles, face down (drawn in the choice of step 4). */
  spare: string[];
  hands: string[][];
  /** Cards each player discarded out of the game instead of deploying (face down). */
  discards: string[][];
  /** Orc cards removed from the game after battles (face up). */
  removed: string[];
  /** The card the current player chose to play from hand (still in hand), or null. */
  picked: string | null;
  /** Cards still to draw this turn. */
  toDraw: number;
  /** Battles fought at the end of the latest turn, closest to the box first. */
  battles: Battle[];
  /** The seat whose turn the latest battles ended. */
  battlesAfter: Seat;
  /** The game is scored and the hands are shown. */
  revealed: boolean;
}

export type OrcOptions = { bestOf: number };

/** The placeholder a view shows for a face-down card. */
export const HIDDEN = 'hidden';

export const opponent = (seat: Seat): Seat => 1 - seat;

/** The territory whose conqueror breaks a tie at `t`: the next one toward the box; the box end looks at the far end. */
export const breakerOf = (t: number): number => (t === 0 ? 5 : t - 1);

/** Orcs a player has at a territory. */
export const total = (terr: Territory, seat: Seat): number => (terr.sides[seat] ?? []).reduce((n, d) => n + d.end, 0);

/** The race a player already plays at a territory (Law C), or null. */
export const raceAt = (terr: Territory, seat: Seat): Colour | null => {
  const side = terr.sides[seat] ?? [];
  return side.length ? raceOf(side[0]!.id, side[0]!.end) : null;
};

/** Why `seat` may not deploy `id` with `end` facing it at territory `t` (laws A–E), or true. */
export function deployProblem(G: Readonly<OrcState>, seat: Seat, id: string, at: number, end: End): true | Text {
  const terr = G.line[at]!;
  const race = raceOf(id, end);
  const here = colourName(terr.colour);
  if (terr.status === 'conquered') return t`The ${here} territory is already conquered.`;
  if (terr.status === 'frozen') return t`The ${here} territory is frozen by a tied battle: no orcs may be played there.`;
  if (race === terr.colour) return t`Law B: orcs must be a different race than the territory; these are ${orcsOf(race)} at the ${here} territory.`;
  const mine = raceAt(terr, seat);
  if (mine !== null && mine !== race) return t`Law C: you already play ${orcsOf(mine)} at ${here}, so only ${orcsOf(mine)} may follow there.`;
  const theirs = raceAt(terr, opponent(seat));
  if (theirs === race) return t`Law D: your opponent already has ${orcsOf(race)} at ${here}; deploy a different race.`;
  return true;
}

/** Every legal deployment of `id` by `seat` (the same laws as `deployProblem`, without building sentences). */
export function deployOptions(G: Readonly<OrcState>, seat: Seat, id: string): { territory: number; end: End }[] {
  const out: { territory: number; end: End }[] = [];
  const c = card(id);
  for (let territory = 0; territory < G.line.length; territory++) {
    const terr = G.line[territory]!;
    if (terr.status !== 'open') continue;
    const mine = raceAt(terr, seat);
    const theirs = raceAt(terr, opponent(seat));
    for (const end of [1, 2] as const) {
      const race = end === 1 ? c.one : c.two;
      if (race !== terr.colour && (mine === null || mine === race) && race !== theirs) out.push({ territory, end });
    }
  }
  return out;
}

/** Points a seat scores now: conquered territories' orcs, plus native orcs in hand. */
export function scoreOf(G: Readonly<OrcState>, seat: Seat): { territories: number; natives: number; total: number } {
  const conquered = G.line.filter((t) => t.status === 'conquered' && t.conqueror === seat);
  const colours = new Set(conquered.map((t) => t.colour));
  const territories = conquered.reduce((n, t) => n + t.orcs, 0);
  let natives = 0;
  for (const id of G.hands[seat] ?? []) {
    if (id === HIDDEN) continue;
    const c = card(id);
    if (colours.has(c.one)) natives += 1;
    if (colours.has(c.two)) natives += 2;
  }
  return { territories, natives, total: territories + natives };
}

/** Winners of a scored game: most points; on a tie, the conqueror of the territory closest to the box. */
export function gameWinners(G: Readonly<OrcState>): GameRecord {
  const scores = [0, 1].map((s) => scoreOf(G, s).total);
  if (scores[0] !== scores[1]) {
    const w = scores[0]! > scores[1]! ? 0 : 1;
    return { scores, winners: [w], reason: t`Most points from territories and native orcs.` };
  }
  const closest = G.line.find((t) => t.status === 'conquered');
  if (closest && closest.conqueror !== null) {
    return { scores, winners: [closest.conqueror], reason: t`Tied on points; the conqueror of ${colourName(closest.colour)}, the territory closest to the box, wins.` };
  }
  return { scores, winners: [0, 1], reason: t`Tied on points and nobody conquered a territory: a shared win.` };
}

/** Conquers territory `t` for `seat`, keeps one card as the marker, then settles frozen ties waiting on it. */
function conquer(G: OrcState, t: number, seat: Seat, report: Battle[]): void {
  const terr = G.line[t]!;
  terr.status = 'conquered';
  terr.conqueror = seat;
  const own = terr.sides[seat]!;
  const other = terr.sides[opponent(seat)]!;
  // The conqueror keeps one card (their own last one, else one of the loser's) as the Conqueror Marker.
  const keep = own.length ? own[own.length - 1]! : other.length ? other[other.length - 1]! : null;
  for (const d of [...own, ...other]) if (d !== keep) G.removed.push(d.id);
  terr.marker = keep ? keep.id : null;
  terr.sides = [[], []];
  G.line.forEach((f, i) => {
    if (f.status === 'frozen' && breakerOf(i) === t) {
      report.push({ territory: i, totals: [total(f, 0), total(f, 1)], by: 'neighbour', conqueror: seat, breaker: t });
      conquer(G, i, seat, report);
    }
  });
}

/** Fights the battles of every exhausted stockpile, closest to the box first. */
export function resolveBattles(G: OrcState): Battle[] {
  const report: Battle[] = [];
  G.line.forEach((terr, t) => {
    if (terr.status !== 'open' || terr.stockpile.length > 0) return;
    const totals = [total(terr, 0), total(terr, 1)];
    if (totals[0] !== totals[1]) {
      const w = totals[0]! > totals[1]! ? 0 : 1;
      report.push({ territory: t, totals, by: 'orcs', conqueror: w });
      conquer(G, t, w, report);
      return;
    }
    const b = breakerOf(t);
    const breaker = G.line[b]!;
    if (breaker.status === 'conquered') {
      report.push({ territory: t, totals, by: 'tie', conqueror: breaker.conqueror, breaker: b });
      conquer(G, t, breaker.conqueror!, report);
    } else {
      terr.status = 'frozen';
      report.push({ territory: t, totals, by: 'frozen', conqueror: null, breaker: b });
    }
  });
  return report;
}

/** Steps 2–3 of the setup: the battle line, the stockpiles and the 3 spare cards. */
export function dealGame(G: OrcState, random: Random): void {
  // Three cards covering all six colours: a random pairing of the colours, each pair a card with
  // a random colour on its 1-orc end, laid in random order and either way round.
  const colours = random.shuffle([...COLOURS]);
  const lineCards: string[] = [];
  const line: Territory[] = [];
  for (let i = 0; i < 6; i += 2) {
    const [one, two] = [colours[i]!, colours[i + 1]!];
    const id = `orc-${one}-${two}`;
    lineCards.push(id);
    const ends: { colour: Colour; orcs: End }[] = [{ colour: one, orcs: 1 }, { colour: two, orcs: 2 }];
    if (random.int(2) === 1) ends.reverse();
    for (const e of ends) line.push({ ...e, card: id, stockpile: [], sides: [[], []], status: 'open', conqueror: null, marker: null });
  }
  const rest = random.shuffle(DECK.map((c) => c.id).filter((id) => !lineCards.includes(id)));
  for (const terr of line) terr.stockpile = rest.splice(rest.length - 4, 4);
  G.line = line;
  G.spare = rest;
  G.hands = [[], []];
  G.discards = [[], []];
  G.removed = [];
  G.picked = null;
  G.toDraw = 0;
  G.first = null;
  G.battles = [];
  G.revealed = false;
}

/** The match is decided: a single game is scored, or someone has won 2 of 3, or 3 games are played. */
export function matchDecided(G: Readonly<OrcState>): boolean {
  if (!G.revealed) return false;
  if (G.bestOf <= 1) return true;
  return Math.max(...G.wins) >= Math.ceil(G.bestOf / 2) || G.games.length >= G.bestOf;
}

const isSeat = (s: unknown): s is number => s === 0 || s === 1;
/** Malformed input as the refusal quotes it (JSON, or "nothing"): code, not words to translate. */
const shown = (value: unknown): Text => JSON.stringify(value) ?? t`nothing`;
const territoryProblem = (at: unknown): Text | null =>
  Number.isInteger(at) && (at as number) >= 0 && (at as number) < 6 ? null : t`Name a territory by its place on the battle line: 0 (next to the ORC box) to 5, got ${shown(at)}.`;

const choose = move<OrcState, { cards: number }>({
  args: () => [{ cards: 1 }, { cards: 2 }],
  check: (_G, { cards }) => (cards === 1 || cards === 2 ? true : t`Choose 1 card (and take the first turn) or 2 cards (and take the second turn), not ${shown(cards)}.`),
  apply: (G, { cards }, { seat }) => {
    G.hands[seat]!.push(...G.spare.splice(G.spare.length - cards, cards));
    G.hands[G.dealer]!.push(...G.spare.splice(0));
    G.first = cards === 1 ? seat : G.dealer;
  },
  // Drawing shows the chooser hidden cards.
  undoable: false,
  describe: ({ cards }) => (cards === 1
    ? t`chose to draw 1 card and take the first turn; the dealer draws the other 2`
    : t`chose to draw 2 cards and take the second turn; the dealer draws the last one and starts`),
});

const pick = move<OrcState, { card: string }>({
  args: (G, _ctx, seat) => (G.picked === null ? G.hands[seat]!.map((id) => ({ card: id })) : []),
  check: (G, { card: id }, _ctx, seat) => {
    if (G.picked !== null) return t`You already chose a card: deploy it or discard it.`;
    if (!isCardId(id)) return t`Name a card of your hand by its id (such as "orc-red-white"), got ${shown(id)}.`;
    if (!isSeat(seat) || !G.hands[seat]!.includes(id)) return t`That card is not in your hand.`;
    return true;
  },
  apply: (G, { card: id }) => {
    G.picked = id;
  },
  // The chosen card stays secret until it is deployed, and forever if it is discarded.
  hiddenArgs: ['card'],
  describe: () => t`chose a card to play`,
});

const deploy = move<OrcState, { territory: number; end: End }>({
  args: (G, _ctx, seat) => (G.picked === null ? [] : deployOptions(G, seat, G.picked)),
  check: (G, { territory, end }, _ctx, seat) => {
    if (G.picked === null) return t`Choose a card from your hand first.`;
    const bad = territoryProblem(territory);
    if (bad) return bad;
    if (end !== 1 && end !== 2) return t`Law A: play the card with its 1-orc end or its 2-orc end facing you (end 1 or 2), not ${shown(end)}.`;
    return deployProblem(G, seat, G.picked, territory, end);
  },
  apply: (G, { territory, end }, { seat }) => {
    const id = G.picked!;
    const hand = G.hands[seat]!;
    hand.splice(hand.indexOf(id), 1);
    G.line[territory]!.sides[seat]!.push({ id, end });
    G.picked = null;
    // Deploying 2 orcs draws 1 card; deploying 1 orc draws 2.
    G.toDraw = end === 2 ? 1 : 2;
  },
  describe: ({ territory, end }, after, before) =>
    t`deployed ${orcCount(end, raceOf(before.picked!, end))} at the ${colourName(after.line[territory]!.colour)} territory`,
});

const discard = move<OrcState>({
  check: (G) => (G.picked === null ? t`Choose a card from your hand first.` : true),
  apply: (G, _args, { seat }) => {
    const id = G.picked!;
    const hand = G.hands[seat]!;
    hand.splice(hand.indexOf(id), 1);
    G.discards[seat]!.push(id);
    G.picked = null;
    G.toDraw = 1; // Law F: discard, then draw 1.
  },
  describe: () => t`discarded a card out of the game (Law F) and draws 1`,
});

const draw = move<OrcState, { territory: number }>({
  args: (G) => G.line.flatMap((t, territory) => (t.stockpile.length > 0 ? [{ territory }] : [])),
  check: (G, { territory }) => {
    const bad = territoryProblem(territory);
    if (bad) return bad;
    if (G.line[territory]!.stockpile.length === 0) return t`The ${colourName(G.line[territory]!.colour)} stockpile is exhausted; draw from another.`;
    return true;
  },
  apply: (G, { territory }, api) => {
    G.hands[api.seat]!.push(G.line[territory]!.stockpile.pop()!);
    G.toDraw--;
    if (G.line.every((t) => t.stockpile.length === 0)) G.toDraw = 0;
    if (G.toDraw === 0) {
      G.battlesAfter = api.seat;
      api.endTurn();
    }
  },
  // Drawing shows the drawer a hidden card.
  undoable: false,
  describe: ({ territory }, after, before) => {
    const colour = colourName(before.line[territory]!.colour);
    let text: Text = after.line[territory]!.stockpile.length === 0
      ? t`drew a card from the ${colour} stockpile (its last card)`
      : t`drew a card from the ${colour} stockpile`;
    if (after.toDraw === 0) {
      // Scores are told from the mover's side ("Ana 3 to 2 Bo": the mover first), every player by name.
      const mover = after.battlesAfter;
      for (const b of after.battles) {
        const name = colourName(after.line[b.territory]!.colour);
        const mine = b.totals[mover]!;
        const theirs = b.totals[opponent(mover)]!;
        const breaker = b.breaker === undefined ? '' : colourName(after.line[b.breaker]!.colour);
        const who = seatName(b.conqueror ?? mover);
        const [me, them] = [seatName(mover), seatName(opponent(mover))];
        const sentence = b.by === 'orcs' ? t`Battle at ${name}, ${me} ${mine} to ${theirs} ${them}: ${who} conquers ${name}`
          : b.by === 'tie' ? t`Battle at ${name} tied, ${me} ${mine} to ${theirs} ${them}, broken by ${breaker}: ${who} conquers ${name}`
          : b.by === 'frozen' ? t`Battle at ${name} tied, ${me} ${mine} to ${theirs} ${them}, and frozen until ${breaker} is conquered`
          : t`With ${breaker} decided, ${who} conquers the frozen ${name}`;
        text = t`${text}. ${sentence}`;
      }
      if (after.revealed) {
        const g = after.games[after.games.length - 1]!;
        const points = g.scores[mover]!;
        const other = g.scores[opponent(mover)]!;
        text = t`${text}. ${plural(points, 'Game over: {0} # point, {1} {2}', 'Game over: {0} # points, {1} {2}', seatName(mover), seatName(opponent(mover)), other)}`;
      }
    }
    return text;
  },
});

const deal = move<OrcState>({
  check: (G) => (G.revealed ? true : t`The game is still being played.`),
  apply: (G, _args, { seat, random }) => {
    G.dealer = seat;
    dealGame(G, random);
  },
  // Shuffling and dealing is chance.
  undoable: false,
  describe: (_args, after) => t`dealt game ${after.games.length + 1}`,
});

/** Scores the game when every stockpile is exhausted and its battles are fought. */
function scoreIfOver(G: OrcState): void {
  if (!G.line.every((t) => t.stockpile.length === 0)) return;
  G.revealed = true;
  const record = gameWinners(G);
  G.games.push(record);
  if (record.winners.length === 1) G.wins[record.winners[0]!]!++;
}

export default defineGame<OrcState, OrcOptions>({
  id: 'orc',
  name: 'ORC',
  version: 1,
  translations,
  players: { min: 2, max: 2 },
  options: { bestOf: 1 },
  optionChoices: { bestOf: [1, 3] },
  setup: ({ random, options }) => {
    const bestOf = options.bestOf === 3 ? 3 : 1;
    // Seat 1 deals the first game, so seat 0 makes the choice of step 4.
    const G = { bestOf, games: [], wins: [0, 0], dealer: 1, battlesAfter: 0 } as unknown as OrcState;
    dealGame(G, random);
    return G;
  },
  flow: phases({
    game: {
      label: t`A game of ORC`,
      phases: {
        choose: {
          label: t`Non-dealer chooses: 1 card and first turn, or 2 cards and second turn`,
          turn: clockwise({ first: (G) => opponent(G.dealer) }),
          moves: { choose },
          next: [{ if: (G) => G.first !== null, to: 'play', label: t`cards drawn` }],
        },
        play: {
          label: t`Turns`,
          turn: clockwise({ first: (G) => G.first ?? 0 }),
          phases: {
            pick: { label: t`Choose a card from hand`, moves: { pick }, next: [{ if: (G) => G.picked !== null, to: 'place', label: t`card chosen` }] },
            place: {
              label: t`Deploy it (laws A–E) or discard it (law F)`,
              moves: { deploy, discard },
              next: [{ if: (G) => G.toDraw > 0, to: 'draw', label: t`deployed or discarded` }],
            },
            draw: { label: t`Draw weapons from stockpiles`, moves: { draw }, next: [{ if: (G) => G.toDraw === 0, to: 'battle', label: t`turn over` }] },
            battle: {
              label: t`Territory battles at exhausted stockpiles`,
              enter: (G) => {
                G.battles = resolveBattles(G);
                scoreIfOver(G);
              },
              next: [
                { if: matchDecided, to: 'over', label: t`match decided` },
                { if: (G) => G.revealed, to: 'scored', label: t`game scored` },
                { to: 'pick', label: t`next turn` },
              ],
            },
          },
        },
      },
    },
    scored: {
      label: t`Game scored: hands shown, deal the next game`,
      turn: clockwise({ first: (G) => opponent(G.dealer) }),
      moves: { deal },
      next: [{ if: (G) => !G.revealed, to: 'game', label: t`dealt` }],
    },
    over: { label: t`Match over`, final: true },
  }),
  view: (G, ctx, seat) => {
    const hide = (ids: string[]) => ids.map(() => HIDDEN);
    return {
      ...G,
      games: G.games.map((g) => ({ ...g, scores: [...g.scores], winners: [...g.winners] })),
      wins: [...G.wins],
      line: G.line.map((t) => ({ ...t, stockpile: hide(t.stockpile), sides: t.sides.map((s) => s.map((d) => ({ ...d }))) })),
      spare: hide(G.spare),
      hands: G.hands.map((h, s) => (s === seat || G.revealed ? [...h] : hide(h))),
      discards: G.discards.map((d, s) => (s === seat ? [...d] : hide(d))),
      removed: [...G.removed],
      picked: G.picked !== null && seat !== ctx.current ? HIDDEN : G.picked,
      battles: G.battles.map((b) => ({ ...b, totals: [...b.totals] })),
    };
  },
  secrets: (G) => [
    ...G.line.flatMap((t) => t.stockpile.map((value) => ({ value, seenBy: [] as Seat[] }))),
    ...G.spare.map((value) => ({ value, seenBy: [] as Seat[] })),
    // Hands are shown to everyone once the game is scored.
    ...(G.revealed ? [] : G.hands.flatMap((h, s) => h.map((value) => ({ value, seenBy: [s] })))),
    ...G.discards.flatMap((d, s) => d.map((value) => ({ value, seenBy: [s] }))),
  ],
  conserved: (G) => ({
    cards: [
      ...new Set(G.line.map((t) => t.card)),
      ...G.line.flatMap((t) => [...t.stockpile, ...t.sides.flat().map((d) => d.id), ...(t.marker ? [t.marker] : [])]),
      ...G.spare, ...G.hands.flat(), ...G.discards.flat(), ...G.removed,
    ],
  }),
  determinize: (view, ctx, seat, random) => {
    const known = new Set<string>([
      ...view.line.map((t) => t.card),
      ...view.line.flatMap((t) => [...t.sides.flat().map((d) => d.id), ...(t.marker ? [t.marker] : [])]),
      ...view.hands.flat(), ...view.discards.flat(), ...view.removed,
    ]);
    const unseen = random.shuffle(DECK.map((c) => c.id).filter((id) => !known.has(id)));
    const fill = (ids: string[]) => ids.map((id) => {
      if (id !== HIDDEN) return id;
      const next = unseen.pop();
      if (next === undefined) throw new Error('ORC determinize: the view does not add up to 30 cards.');
      return next;
    });
    const G: OrcState = {
      ...view,
      games: view.games.map((g) => ({ ...g, scores: [...g.scores], winners: [...g.winners] })),
      wins: [...view.wins],
      hands: view.hands.map(fill),
      discards: view.discards.map(fill),
      line: view.line.map((t) => ({ ...t, stockpile: fill(t.stockpile), sides: t.sides.map((s) => s.map((d) => ({ ...d }))) })),
      spare: fill(view.spare),
      removed: [...view.removed],
      battles: view.battles.map((b) => ({ ...b, totals: [...b.totals] })),
      picked: view.picked,
    };
    if (unseen.length !== 0) throw new Error('ORC determinize: the view does not add up to 30 cards.');
    if (G.picked === HIDDEN) G.picked = G.hands[ctx.current]![0] ?? null;
    void seat;
    return G;
  },
  result: (G) => {
    if (G.bestOf <= 1) {
      const g = G.games[G.games.length - 1] ?? gameWinners(G);
      return { scores: [...g.scores], winners: [...g.winners], reason: g.reason };
    }
    const top = Math.max(...G.wins);
    const winners = [0, 1].filter((s) => G.wins[s] === top);
    const played = G.games.length;
    const reason = winners.length > 1
      ? plural(top, 'Best 2 of 3: # game each after {0} games: a shared win.', 'Best 2 of 3: # games each after {0} games: a shared win.', played)
      : plural(top, 'Best 2 of 3: {0} won # game to {1}.', 'Best 2 of 3: {0} won # games to {1}.', seatName(winners[0]!), G.wins[opponent(winners[0]!)]!);
    return { scores: [...G.wins], winners, reason };
  },
  heuristic: (G, _ctx, seat) => {
    // Points held now, plus half the value of territories where a player leads.
    const projected = (s: Seat) => {
      let p = scoreOf(G, s).total;
      for (const t of G.line) if (t.status === 'open' && total(t, s) > total(t, opponent(s))) p += t.orcs / 2;
      return p;
    };
    const game = 0.5 + 0.5 * Math.tanh((projected(seat) - projected(opponent(seat))) / 5);
    if (G.bestOf <= 1) return game;
    const lead = (G.wins[seat]! - G.wins[opponent(seat)]!) / 2;
    return Math.min(1, Math.max(0, 0.5 + 0.35 * lead + 0.3 * (game - 0.5)));
  },
});
