/**
 * DIG in the rules DSL. Every rule of the rulebook and every reading of an unclear one is listed
 * in README.md beside this file.
 */
import { clockwise, defineGame, move, phases, winnersBy, type GameState, type Move, type MoveApi, type Random, type Seat } from '../../src/dsl/index.js';
import { plural, t, type Message } from '../../src/i18n/index.js';
import { BONES, YARD_CARDS, cardName, colourOf, hiddenBone, isBone, isBowl, isCardId, isHidden, scentKey, scentName, scentOf, type Colour } from './cards.js';
import { digCandidates, digPlayout } from './hard.js';
import { translations } from './translations.js';

export interface DigState {
  /**
   * The yard, from the card next to the doghouse outwards: `yard[i]` is position i + 1 (the
   * doghouse is position 0). `null` is a space dug empty this turn; the yard is reset at the end
   * of the turn. In a seat's view a face-down bone it does not know is `hidden:<scent pair>`.
   */
  yard: (string | null)[];
  /** Each seat's dog: its position (0 = the doghouse). */
  dogs: number[];
  /** Bones held, secret from the other seats (who see their scents only). */
  hands: string[][];
  /** Bones dropped at their bowls, face up in front of each seat. */
  dropped: string[][];
  /** Face-down bones in the yard each seat knows, because it put them back itself. */
  known: string[][];
  /** Actions taken so far this turn (at most 3). */
  actions: number;
  /** The position just dug, waiting for the choice to put a bone back there; null otherwise. */
  replaceAt: number | null;
}

export const MAX_ACTIONS = 3;
export const MAX_BONES = 3;
export const MAX_STEPS = 4;

/** How far a dog may move: 4 cards, minus 1 per bone held. */
export const moveLimit = (G: Readonly<DigState>, seat: Seat): number => Math.max(0, MAX_STEPS - (G.hands[seat]?.length ?? 0));

/** Bowl values now: the bowl nearest the doghouse is worth 5 per bone, the next 4, … the furthest 1. */
export function bowlValues(G: Readonly<DigState>): Record<Colour, number> {
  const values = { red: 0, yellow: 0, green: 0, blue: 0, purple: 0 } as Record<Colour, number>;
  let v = 5;
  for (const c of G.yard) if (c !== null && isBowl(c)) values[colourOf(c)] = v--;
  return values;
}

/** A seat's score now: its dropped bones at the current bowl values. */
export function score(G: Readonly<DigState>, seat: Seat): number {
  const values = bowlValues(G);
  return (G.dropped[seat] ?? []).reduce((n, id) => n + values[colourOf(id)], 0);
}

/** The tie-break: how many dropped bones are worth 5, 4, 3, 2 and 1 points. */
export function boneCounts(G: Readonly<DigState>, seat: Seat): number[] {
  const values = bowlValues(G);
  const counts = [0, 0, 0, 0, 0];
  for (const id of G.dropped[seat] ?? []) counts[5 - values[colourOf(id)]]!++;
  return counts;
}

/** The card under a position (null for the doghouse or an empty space). */
export const cardAt = (G: Readonly<DigState>, pos: number): string | null => (pos >= 1 ? G.yard[pos - 1] ?? null : null);

/** True when only the 5 bowls remain in the yard (checked at the end of a turn). */
export const onlyBowls = (G: Readonly<DigState>): boolean => G.yard.every((c) => c !== null && isBowl(c));

/**
 * Resetting the yard: each empty space, nearest the doghouse first, is filled with the card
 * furthest from the doghouse; a dog left beyond the new end slides to the last card.
 */
export function resetYard(G: DigState): void {
  const trim = () => {
    while (G.yard.length > 0 && G.yard[G.yard.length - 1] === null) G.yard.pop();
  };
  trim();
  for (let i = 0; i < G.yard.length; i++) {
    if (G.yard[i] !== null) continue;
    G.yard[i] = G.yard.pop()!;
    trim();
  }
  for (let s = 0; s < G.dogs.length; s++) if (G.dogs[s]! > G.yard.length) G.dogs[s] = G.yard.length;
}

function finishTurn(G: DigState, api: MoveApi): void {
  resetYard(G);
  G.actions = 0;
  api.endTurn();
}

/** After an action: the turn ends by itself once 3 actions are taken. */
function actionDone(G: DigState, api: MoveApi): void {
  if (G.actions >= MAX_ACTIONS) finishTurn(G, api);
}

const noActionsLeft = (G: Readonly<DigState>): true | Message => (G.actions >= MAX_ACTIONS ? t`You have taken your ${MAX_ACTIONS} actions this turn.` : true);

// Sentences naming a bowl's colour are written whole for each colour, so every language can make
// the colour agree with the bones and the bowl in its own way.
const ONLY_AT_BOWL: Record<Colour, Message> = {
  red: t`Only red bones may be dropped at the red bowl.`,
  yellow: t`Only yellow bones may be dropped at the yellow bowl.`,
  green: t`Only green bones may be dropped at the green bowl.`,
  blue: t`Only blue bones may be dropped at the blue bowl.`,
  purple: t`Only purple bones may be dropped at the purple bowl.`,
};
const DROPPED: Record<Colour, (n: number) => Message> = {
  red: (n) => plural(n, 'dropped a red bone at the red bowl', 'dropped # red bones at the red bowl'),
  yellow: (n) => plural(n, 'dropped a yellow bone at the yellow bowl', 'dropped # yellow bones at the yellow bowl'),
  green: (n) => plural(n, 'dropped a green bone at the green bowl', 'dropped # green bones at the green bowl'),
  blue: (n) => plural(n, 'dropped a blue bone at the blue bowl', 'dropped # blue bones at the blue bowl'),
  purple: (n) => plural(n, 'dropped a purple bone at the purple bowl', 'dropped # purple bones at the purple bowl'),
};

export type MoveArgs = { to: number };
export type ReplaceArgs = { bone: string };
export type DropArgs = { bones: string[] };

const moveDog = move<DigState, MoveArgs>({
  args: (G, _ctx, seat) => {
    if (G.actions >= MAX_ACTIONS) return [];
    const from = G.dogs[seat]!;
    const limit = moveLimit(G, seat);
    const out: MoveArgs[] = [];
    for (let to = Math.max(0, from - limit); to <= Math.min(G.yard.length, from + limit); to++) if (to !== from) out.push({ to });
    return out;
  },
  check: (G, { to }, _ctx, seat) => {
    const left = noActionsLeft(G);
    if (left !== true) return left;
    if (!Number.isInteger(to) || to < 0 || to > G.yard.length) return t`Name a place in the yard: ${0} (the doghouse) to ${G.yard.length}.`;
    const from = G.dogs[seat]!;
    if (to === from) return t`Your dog is already there.`;
    const limit = moveLimit(G, seat);
    if (limit === 0) return t`Your dog carries too many bones to move.`;
    if (Math.abs(to - from) > limit) {
      return plural(limit, 'Your dog may move at most # card ({0} minus {1} per bone held).', 'Your dog may move at most # cards ({0} minus {1} per bone held).', MAX_STEPS, 1);
    }
    return true;
  },
  apply: (G, { to }, api) => {
    G.dogs[api.seat] = to;
    G.actions++;
    actionDone(G, api);
  },
  describe: ({ to }, _after, before) => {
    if (to === 0) return t`moved to the doghouse`;
    const target = before.yard[to - 1] ?? null;
    if (target === null) return t`moved to card ${to}`;
    return isBowl(target) ? t`moved to card ${to} (the ${cardName(target)})` : t`moved to card ${to} (a buried bone)`;
  },
});

const dig = move<DigState>({
  check: (G, _args, _ctx, seat) => {
    const left = noActionsLeft(G);
    if (left !== true) return left;
    const c = cardAt(G, G.dogs[seat]!);
    if (G.dogs[seat] === 0) return t`The doghouse can never be dug.`;
    if (c === null) return t`There is nothing left to dig here.`;
    if (isBowl(c)) return t`Dog bowls can never be dug.`;
    return true;
  },
  apply: (G, _args, { seat }) => {
    const pos = G.dogs[seat]!;
    const id = G.yard[pos - 1]!;
    G.yard[pos - 1] = null;
    G.hands[seat]!.push(id);
    for (const k of G.known) {
      const i = k.indexOf(id);
      if (i >= 0) k.splice(i, 1);
    }
    G.replaceAt = pos;
    G.actions++;
  },
  // The digger sees the bone's colour: taking the dig back would let a player peek.
  undoable: false,
  describe: (_args, after, before) => {
    const pos = after.replaceAt!;
    const id = before.yard[pos - 1]!;
    return t`dug up a bone with a ${scentName(scentOf(isHidden(id) ? id : hiddenBone(id)))} scent at card ${pos}`;
  },
});

const replace = move<DigState, ReplaceArgs>({
  args: (G, _ctx, seat) => (G.replaceAt === null ? [] : [...new Set(G.hands[seat])].map((bone) => ({ bone }))),
  check: (G, { bone }, _ctx, seat) => {
    if (G.replaceAt === null) return t`Put a bone back only right after digging.`;
    if (typeof bone !== 'string' || !isBone(bone)) return t`Name a bone card from your hand.`;
    if (!G.hands[seat]!.includes(bone)) return t`That bone is not in your hand.`;
    return true;
  },
  apply: (G, { bone }, api) => {
    const hand = G.hands[api.seat]!;
    hand.splice(hand.indexOf(bone), 1);
    G.yard[G.replaceAt! - 1] = bone;
    G.known[api.seat]!.push(bone);
    G.replaceAt = null;
    actionDone(G, api);
  },
  // The bone goes back face down: the others see its scent in the yard, never which bone it is.
  hiddenArgs: ['bone'],
  describe: ({ bone }, _after, before) => t`put a bone with a ${scentName(scentOf(hiddenBone(bone)))} scent back face down at card ${before.replaceAt!}`,
});

const keep = move<DigState>({
  check: (G, _args, _ctx, seat) => {
    if (G.replaceAt === null) return t`There is no dug bone to keep.`;
    if (G.hands[seat]!.length > MAX_BONES) return t`You hold ${MAX_BONES + 1} bones: you must put one back.`;
    return true;
  },
  apply: (G, _args, api) => {
    G.replaceAt = null;
    actionDone(G, api);
  },
  describe: () => t`kept the bone`,
});

/** Every non-empty set of the hand's bones that match `colour`, as sorted id lists. */
export function dropOptions(hand: readonly string[], colour: Colour): string[][] {
  const matching = hand.filter((id) => colourOf(id) === colour).sort();
  const out: string[][] = [];
  for (let mask = 1; mask < 1 << matching.length; mask++) out.push(matching.filter((_, i) => mask & (1 << i)));
  return out;
}

const drop = move<DigState, DropArgs>({
  args: (G, _ctx, seat) => {
    if (G.actions >= MAX_ACTIONS) return [];
    const c = cardAt(G, G.dogs[seat]!);
    if (c === null || !isBowl(c)) return [];
    return dropOptions(G.hands[seat]!, colourOf(c)).map((bones) => ({ bones }));
  },
  check: (G, { bones }, _ctx, seat) => {
    const left = noActionsLeft(G);
    if (left !== true) return left;
    const c = cardAt(G, G.dogs[seat]!);
    if (c === null || !isBowl(c)) return t`Your dog must be on a dog bowl to drop bones.`;
    if (!Array.isArray(bones) || bones.length === 0 || !bones.every((b) => typeof b === 'string')) return t`Name one or more bones from your hand.`;
    if (new Set(bones).size !== bones.length) return t`Name each bone once.`;
    const hand = G.hands[seat]!;
    if (!bones.every((b) => hand.includes(b))) return t`Drop only bones from your hand.`;
    if (!bones.every((b) => colourOf(b) === colourOf(c))) return ONLY_AT_BOWL[colourOf(c)];
    return true;
  },
  apply: (G, { bones }, api) => {
    const hand = G.hands[api.seat]!;
    for (const b of bones) {
      hand.splice(hand.indexOf(b), 1);
      G.dropped[api.seat]!.push(b);
    }
    G.actions++;
    actionDone(G, api);
  },
  // Dropped bones are turned face up for everyone.
  undoable: false,
  describe: ({ bones }) => DROPPED[colourOf(bones[0]!)](bones.length),
});

const end = move<DigState>({
  apply: (G, _args, api) => finishTurn(G, api),
  describe: (_args, _after, before) => (before.actions === 0 ? t`ended the turn without an action` : t`ended the turn`),
});

/** `hidden:<pair>` placeholders for the cards `seat` may not see. */
function viewOf(G: Readonly<DigState>, seat: Seat | null): DigState {
  const knows = (id: string) => seat !== null && (G.known[seat] ?? []).includes(id);
  return {
    yard: G.yard.map((c) => (c === null || isBowl(c) || knows(c) ? c : hiddenBone(c))),
    dogs: [...G.dogs],
    hands: G.hands.map((h, s) => (s === seat ? [...h] : h.map(hiddenBone))),
    dropped: G.dropped.map((d) => [...d]),
    known: G.known.map((k, s) => (s === seat ? [...k] : k.map(() => 'hidden'))),
    actions: G.actions,
    replaceAt: G.replaceAt,
  };
}

/**
 * What the bones a seat holds are worth to it now: half their bowl's value, more the closer its
 * dog is to that bowl (they still have to be carried there). Hidden bones count 1.5.
 */
function carried(G: Readonly<DigState>, seat: Seat): number {
  const values = bowlValues(G);
  const where = { red: 0, yellow: 0, green: 0, blue: 0, purple: 0 } as Record<Colour, number>;
  G.yard.forEach((c, i) => {
    if (c !== null && isBowl(c)) where[colourOf(c)] = i + 1;
  });
  const dog = G.dogs[seat] ?? 0;
  let n = 0;
  for (const id of G.hands[seat] ?? []) {
    if (isHidden(id)) n += 1.5;
    else n += values[colourOf(id)] * (0.4 + 0.5 * Math.max(0, 1 - Math.abs(where[colourOf(id)] - dog) / 10));
  }
  if ((G.hands[seat]?.length ?? 0) < MAX_BONES) {
    // Room in the paw: being near a buried bone is worth a little.
    let near = Infinity;
    G.yard.forEach((c, i) => {
      if (c !== null && !isBowl(c)) near = Math.min(near, Math.abs(i + 1 - dog));
    });
    if (near !== Infinity) n += 0.8 * Math.max(0, 1 - near / 8);
  }
  return n;
}

/**
 * The medium bot: a dog with a plan. Drop every matching bone at a bowl; dig when there is room in
 * the paw; with a full paw put back the bone worth least; run to the best bowl for the bones held,
 * else to the nearest buried bone. It sees only its own view.
 */
export function greedyMove(view: GameState<DigState>, seat: Seat, random: Random): Move | null {
  const G = view.G;
  const legal: Move[] = [];
  const add = (type: string, args: Record<string, unknown> = {}) => legal.push({ type, seat, ...args });
  const values = bowlValues(G);
  const hand = G.hands[seat] ?? [];
  const worth = (id: string) => (isHidden(id) ? 0 : values[colourOf(id)]);
  if (G.replaceAt !== null) {
    if (hand.length <= MAX_BONES) return { type: 'keep', seat };
    const worst = hand.slice().sort((a, b) => worth(a) - worth(b))[0]!;
    return { type: 'replace', seat, bone: worst };
  }
  if (G.actions >= MAX_ACTIONS) return null;
  const pos = G.dogs[seat]!;
  const here = cardAt(G, pos);
  if (here !== null && isBowl(here)) {
    const bones = hand.filter((id) => !isHidden(id) && colourOf(id) === colourOf(here));
    if (bones.length) return { type: 'drop', seat, bones: bones.sort() };
  }
  if (here !== null && !isBowl(here) && hand.length < MAX_BONES) return { type: 'dig', seat };
  const limit = moveLimit(G, seat);
  const wanted = new Set(hand.filter((id) => !isHidden(id)).map(colourOf));
  let best: number | null = null;
  let bestScore = -Infinity;
  G.yard.forEach((c, i) => {
    if (c === null) return;
    const p = i + 1;
    const dist = Math.abs(p - pos);
    let gain = 0;
    if (isBowl(c) && wanted.has(colourOf(c))) gain = 10 + values[colourOf(c)];
    else if (!isBowl(c) && hand.length < MAX_BONES) gain = 6 + random.float();
    else return;
    const s = gain - dist;
    if (s > bestScore) {
      bestScore = s;
      best = p;
    }
  });
  if (best === null || best === pos || limit === 0) return { type: 'end', seat };
  const step = Math.max(-limit, Math.min(limit, (best as number) - pos));
  add('move', { to: pos + step });
  return legal[0]!;
}

export default defineGame<DigState>({
  id: 'dig',
  name: 'DIG',
  version: 1,
  players: { min: 2, max: 4 },
  translations,
  setup: ({ players, random }) => ({
    yard: random.shuffle(YARD_CARDS.map((c) => c.id)),
    dogs: Array.from({ length: players }, () => 0),
    hands: Array.from({ length: players }, () => []),
    dropped: Array.from({ length: players }, () => []),
    known: Array.from({ length: players }, () => []),
    actions: 0,
    replaceAt: null,
  }),
  flow: phases({
    play: {
      label: t`Dig for bones`,
      turn: clockwise(),
      phases: {
        act: {
          label: t`Up to ${MAX_ACTIONS} actions: move, dig, drop`,
          moves: { move: moveDog, dig, drop, end },
          next: [{ if: (G) => G.replaceAt !== null, to: 'replace', label: 'dug' }],
        },
        replace: {
          label: t`Put a bone back?`,
          moves: { replace, keep },
          next: [{ if: (G) => G.replaceAt === null, to: 'act', label: 'decided' }],
        },
      },
      next: [{ if: (G) => G.actions === 0 && G.replaceAt === null && onlyBowls(G), to: 'over', label: 'only bowls left' }],
    },
    over: { label: t`Game over`, final: true },
  }),
  view: (G, _ctx, seat) => viewOf(G, seat),
  secrets: (G) => [
    ...G.yard.filter((c): c is string => c !== null && isBone(c)).map((value) => ({ value, seenBy: G.known.flatMap((k, s) => (k.includes(value) ? [s] : [])) })),
    ...G.hands.flatMap((h, s) => h.map((value) => ({ value, seenBy: [s] }))),
  ],
  conserved: (G) => ({ cards: [...G.yard.filter((c): c is string => c !== null), ...G.hands.flat(), ...G.dropped.flat()] }),
  determinize: (view, _ctx, seat, random) => {
    const seen = new Set<string>([...view.yard, ...view.hands.flat(), ...view.dropped.flat()].filter((x): x is string => isCardId(x)));
    const pools = new Map<string, string[]>();
    for (const b of BONES) {
      if (seen.has(b.id)) continue;
      const key = scentKey(b.scent);
      pools.set(key, [...(pools.get(key) ?? []), b.id]);
    }
    for (const [k, ids] of pools) pools.set(k, random.shuffle(ids));
    const fill = (x: string | null): string | null => {
      if (x === null || !isHidden(x)) return x;
      const id = pools.get(scentKey(scentOf(x)))?.pop();
      if (!id) throw new Error('DIG determinize: the view does not add up to the 20 bones.');
      return id;
    };
    const yard = view.yard.map(fill);
    // Another seat knows as many face-down bones as it put back (the view shows how many, not
    // which). Each such bone lies in the yard, hidden from this seat, and only one seat knows it
    // (digging it up makes everyone forget it), so the guess gives each seat that many of the
    // bones guessed above.
    const guessed = random.shuffle(yard.filter((c, i): c is string => c !== null && isHidden(view.yard[i])));
    const known = view.known.map((k, s) => {
      if (s === seat) return [...k];
      if (k.length > guessed.length) throw new Error('DIG determinize: other seats know more bones than lie hidden in the yard.');
      return guessed.splice(0, k.length);
    });
    return {
      yard,
      dogs: [...view.dogs],
      hands: view.hands.map((h) => h.map((x) => fill(x)!)),
      dropped: view.dropped.map((d) => [...d]),
      known,
      actions: view.actions,
      replaceAt: view.replaceAt,
    };
  },
  result: (G, ctx) => {
    const seats = Array.from({ length: ctx.players }, (_, s) => s);
    const scores = seats.map((s) => score(G, s));
    const top = Math.max(...scores);
    const tied = seats.filter((s) => scores[s] === top);
    const winners = winnersBy(tied, (s) => boneCounts(G, s));
    const reason = tied.length > 1
      ? winners.length > 1 ? t`Tied on points and on bones of every value: a shared win.` : t`Tied on points; the most bones worth ${5} (then ${4}, ${3} …) wins.`
      : t`Most points from dropped bones.`;
    return { scores, winners, reason };
  },
  heuristic: (G, ctx, seat) => {
    // Dropped bones at today's values, plus part of the value of the bones carried.
    const value = (s: Seat) => score(G, s) + carried(G, s) + 1;
    let total = 0;
    for (let s = 0; s < ctx.players; s++) total += value(s);
    return value(seat) / total;
  },
  // Random playouts wander for over a thousand moves: the medium level follows a plan; the hard
  // level searches the plan's move against a sharper plan's, playing games out with the sharper
  // one (hard.ts). A planned game lasts about 150 moves, so playouts reach the end.
  bots: { policy: greedyMove, iterations: { hard: 400 }, playoutLimit: 400, playout: digPlayout, candidates: digCandidates },
});

