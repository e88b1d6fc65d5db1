/**
 * HISSS in the rules DSL. Every rule of the rulebook and every reading of an unclear one is
 * listed in README.md beside this file.
 */
import { clockwise, defineGame, move, phases, takeAt, winnersBy, type Seat, type Text } from '../../src/dsl/index.js';
import { t } from '../../src/i18n/index.js';
import { card, cardName, coloursMatch, DECK, isCardId, type EndColour } from './cards.js';
import { translations } from './translations.js';
import { greedyMove, hisssCandidates } from './bot.js';

/** A card lying in a snake; `flip` turns a mid-section round (its second colour on the left). */
export interface Placed {
  id: string;
  flip: boolean;
}

export interface HisssState {
  /** The face-down fan; drawing takes any position. */
  fan: string[];
  /** The card the current player has drawn and must now place (face up), or null. */
  drawn: string | null;
  /** Snakes under construction, each listed from the head side (left) to the tail side (right). */
  snakes: Placed[][];
  /** Each seat's snake pit: the snakes it has won. */
  pits: Placed[][][];
  /**
   * The seat whose placement just won a snake ("Hisss!"), until the next card is drawn; else null.
   * Tables celebrate from it.
   */
  won: Seat | null;
}

/** Colour showing at the left end of a placed card. */
export function leftColour(p: Placed): EndColour {
  const c = card(p.id);
  return c.kind === 'mid' ? c.colours[p.flip ? 1 : 0]! : c.colours[0]!;
}
/** Colour showing at the right end of a placed card. */
export function rightColour(p: Placed): EndColour {
  const c = card(p.id);
  return c.kind === 'mid' ? c.colours[p.flip ? 0 : 1]! : c.colours[0]!;
}

/** The open colour at one end of a snake, or null when that end is closed by a head or tail. */
export function openEnd(snake: Placed[], end: 'head' | 'tail'): EndColour | null {
  const edge = end === 'head' ? snake[0]! : snake[snake.length - 1]!;
  const kind = card(edge.id).kind;
  if (end === 'head') return kind === 'head' ? null : leftColour(edge);
  return kind === 'tail' ? null : rightColour(edge);
}

/** A snake is complete (won) with a head at one end, a tail at the other and mid-sections between. */
export function isComplete(snake: Placed[]): boolean {
  return snake.length >= 3 && card(snake[0]!.id).kind === 'head' && card(snake[snake.length - 1]!.id).kind === 'tail';
}

/**
 * A snake has a direction once it has a head or a tail. Until then it is only mid-sections, and
 * which of its ends is the head end is not yet decided: it may be turned round.
 */
export function hasDirection(snake: Placed[]): boolean {
  return card(snake[0]!.id).kind === 'head' || card(snake[snake.length - 1]!.id).kind === 'tail';
}

/** The same snake turned round: its cards in the other order, each mid-section the other way round. */
export function turnedRound(snake: Placed[]): Placed[] {
  return snake.map((p) => (card(p.id).kind === 'mid' ? { id: p.id, flip: !p.flip } : { ...p })).reverse();
}

/**
 * Laying a card at one end of a snake. `end` is the snake's end the card goes to, after the snake
 * is turned round when `turn` is true; only a head or a tail on a snake without a direction turns
 * it (a head matching the far end of such a snake: turned round, that end becomes the head end).
 */
export type AttachArgs = { snake: number; end: 'head' | 'tail'; flip: boolean; turn: boolean };
export type JoinArgs = { headSnake: number; tailSnake: number; flip: boolean };

/** Every way to lay `id` against one end of a snake under construction. */
export function attachOptions(G: Readonly<HisssState>, id: string): AttachArgs[] {
  const c = card(id);
  const out: AttachArgs[] = [];
  G.snakes.forEach((snake, i) => {
    if (c.kind === 'mid') {
      for (const end of ['head', 'tail'] as const) {
        const open = openEnd(snake, end);
        if (open === null) continue;
        // The colour that touches the snake is the mid's right colour at the head end, its left at the tail end.
        for (const flip of [false, true]) {
          const touching = end === 'head' ? rightColour({ id, flip }) : leftColour({ id, flip });
          if (coloursMatch(touching, open)) out.push({ snake: i, end, flip, turn: false });
        }
      }
      return;
    }
    // A head goes at the head end and a tail at the tail end, against a mid-section only: a whole
    // snake has a middle. A snake without a direction may be turned round so that its other end
    // becomes that end.
    const end = c.kind;
    const turns = hasDirection(snake) ? [false] : [false, true];
    for (const turn of turns) {
      const laidOn = turn ? turnedRound(snake) : snake;
      const edge = end === 'head' ? laidOn[0]! : laidOn[laidOn.length - 1]!;
      const open = openEnd(laidOn, end);
      if (open !== null && card(edge.id).kind === 'mid' && coloursMatch(c.colours[0]!, open)) out.push({ snake: i, end, flip: false, turn });
    }
  });
  return out;
}

/** Every way a mid-section joins a headed snake to a tailed snake into one complete snake. */
export function joinOptions(G: Readonly<HisssState>, id: string): JoinArgs[] {
  const c = card(id);
  if (c.kind !== 'mid') return [];
  const out: JoinArgs[] = [];
  G.snakes.forEach((front, i) => {
    if (card(front[0]!.id).kind !== 'head') return;
    const frontOpen = openEnd(front, 'tail');
    if (frontOpen === null) return;
    G.snakes.forEach((back, j) => {
      if (i === j || card(back[back.length - 1]!.id).kind !== 'tail') return;
      const backOpen = openEnd(back, 'head');
      if (backOpen === null) return;
      for (const flip of [false, true]) {
        const p = { id, flip };
        if (coloursMatch(leftColour(p), frontOpen) && coloursMatch(rightColour(p), backOpen)) out.push({ headSnake: i, tailSnake: j, flip });
      }
    });
  });
  return out;
}

/** "drew a red head", "drew an orange tail": English needs "an" before a vowel (only orange has one). */
const drewCard = (id: string): Text => (card(id).colours[0] === 'orange' ? t`drew an ${cardName(id)}` : t`drew a ${cardName(id)}`);

const mustHaveDrawn = (G: Readonly<HisssState>): true | Text => (G.drawn === null ? t`Draw a card from the fan first.` : true);

/** A snake number as given in a move: a number, or the given value as written (not a word to translate). */
const given = (value: unknown): Text => (typeof value === 'number' ? value : (JSON.stringify(value) ?? '').slice(0, 40));

/** Moves a finished snake to the mover's pit: "Hisss!" */
function win(G: HisssState, snake: Placed[], seat: Seat): void {
  G.pits[seat]!.push(snake);
  G.won = seat;
}

const draw = move<HisssState, { index: number }>({
  args: (G) => (G.drawn === null ? G.fan.map((_, index) => ({ index })) : []),
  check: (G, { index }) => {
    if (G.drawn !== null) return t`You already drew a card: place it first.`;
    if (!Number.isInteger(index) || index < 0 || index >= G.fan.length) return t`Pick a card of the fan: position 0 to ${G.fan.length - 1}.`;
    return true;
  },
  apply: (G, { index }) => {
    G.drawn = takeAt(G.fan, index);
    G.won = null;
  },
  // Drawing turns a hidden card face up: taking it back would let a player peek and redraw.
  undoable: false,
  describe: (_args, after) => drewCard(after.drawn!),
});

const attach = move<HisssState, AttachArgs>({
  args: (G) => (G.drawn === null ? [] : attachOptions(G, G.drawn)),
  check: (G, args) => {
    const ready = mustHaveDrawn(G);
    if (ready !== true) return ready;
    if (args.snake === undefined) return t`Say which snake: name a snake under construction by its number.`;
    if (!Number.isInteger(args.snake) || !G.snakes[args.snake]) return t`There is no snake ${given(args.snake)}: name a snake under construction by its number.`;
    if (args.end !== 'head' && args.end !== 'tail') return t`Say which end: "head" or "tail".`;
    if (typeof args.flip !== 'boolean') return t`Say which way round the card goes: "flip" is true or false.`;
    if (typeof args.turn !== 'boolean') return t`Say whether the snake turns round: "turn" is true or false.`;
    const fits = attachOptions(G, G.drawn!).some((o) => o.snake === args.snake && o.end === args.end && o.flip === args.flip && o.turn === args.turn);
    if (!fits) return t`The ${cardName(G.drawn!)} does not fit there like that: the colours that touch must match, and heads and tails go next to a middle piece.`;
    return true;
  },
  apply: (G, { snake, end, flip, turn }, { seat }) => {
    const placed = { id: G.drawn!, flip };
    if (turn) G.snakes[snake] = turnedRound(G.snakes[snake]!);
    const target = G.snakes[snake]!;
    if (end === 'head') target.unshift(placed);
    else target.push(placed);
    G.drawn = null;
    G.won = null;
    if (isComplete(target)) {
      G.snakes.splice(snake, 1);
      win(G, target, seat);
    }
  },
  endsTurn: true,
  describe: ({ end, turn }, after, before) => {
    const name = cardName(before.drawn!);
    if (after.won !== null) return t`laid the ${name} and won a snake — Hisss!`;
    if (turn) return end === 'head' ? t`turned a snake round and laid the ${name} at its head end` : t`turned a snake round and laid the ${name} at its tail end`;
    return end === 'head' ? t`laid the ${name} at the head end of a snake` : t`laid the ${name} at the tail end of a snake`;
  },
});

const join = move<HisssState, JoinArgs>({
  args: (G) => (G.drawn === null ? [] : joinOptions(G, G.drawn)),
  check: (G, { headSnake, tailSnake, flip }) => {
    const ready = mustHaveDrawn(G);
    if (ready !== true) return ready;
    if (!Number.isInteger(headSnake) || !G.snakes[headSnake] || !Number.isInteger(tailSnake) || !G.snakes[tailSnake]) {
      return t`Name two snakes under construction to join.`;
    }
    if (typeof flip !== 'boolean') return t`Say which way round the card goes: "flip" is true or false.`;
    if (!joinOptions(G, G.drawn!).some((o) => o.headSnake === headSnake && o.tailSnake === tailSnake && o.flip === flip)) {
      return t`The ${cardName(G.drawn!)} cannot join these two snakes like that: one needs a head, the other a tail, and the colours that touch must match.`;
    }
    return true;
  },
  apply: (G, { headSnake, tailSnake, flip }, { seat }) => {
    const joined = [...G.snakes[headSnake]!, { id: G.drawn!, flip }, ...G.snakes[tailSnake]!];
    G.snakes = G.snakes.filter((_, i) => i !== headSnake && i !== tailSnake);
    G.drawn = null;
    win(G, joined, seat);
  },
  endsTurn: true,
  describe: (_args, _after, before) => t`joined two snakes with the ${cardName(before.drawn!)} — Hisss!`,
});

const start = move<HisssState>({
  check: (G) => {
    const ready = mustHaveDrawn(G);
    if (ready !== true) return ready;
    if (attachOptions(G, G.drawn!).length > 0 || joinOptions(G, G.drawn!).length > 0) {
      return t`This card matches a snake, so it must be placed on one.`;
    }
    return true;
  },
  apply: (G) => {
    G.snakes.push([{ id: G.drawn!, flip: false }]);
    G.drawn = null;
    G.won = null;
  },
  endsTurn: true,
  describe: (_args, _after, before) => t`started a new snake with the ${cardName(before.drawn!)}`,
});

/** Cards in a seat's pit, and its longest snake (the tie-break). */
export function pitScore(G: Readonly<HisssState>, seat: Seat): { cards: number; longest: number } {
  const pit = G.pits[seat] ?? [];
  return { cards: pit.reduce((n, s) => n + s.length, 0), longest: pit.reduce((n, s) => Math.max(n, s.length), 0) };
}

export default defineGame<HisssState>({
  id: 'hisss',
  name: 'HISSS',
  // 2: a snake without a head or tail may be turned round; attach moves say whether (`turn`).
  version: 2,
  players: { min: 2, max: 5 },
  translations,
  setup: ({ players, random }) => {
    const fan = random.shuffle(DECK.map((c) => c.id));
    // The starter card: drawn from the fan and laid face up in the middle.
    const starter = fan.pop()!;
    return { fan, drawn: null, snakes: [[{ id: starter, flip: false }]], pits: Array.from({ length: players }, () => []), won: null };
  },
  flow: phases({
    play: {
      label: t`Draw and place`,
      turn: clockwise(),
      phases: {
        draw: { label: t`Draw a card`, moves: { draw }, next: [{ if: (G) => G.drawn !== null, to: 'place', label: 'drew' }] },
        place: { label: t`Place the card`, moves: { attach, join, start }, next: [{ if: (G) => G.drawn === null, to: 'draw', label: 'placed' }] },
      },
      next: [{ if: (G) => G.fan.length === 0 && G.drawn === null, to: 'over', label: 'fan empty' }],
    },
    over: { label: t`Game over`, final: true },
  }),
  view: (G) => ({ ...G, fan: G.fan.map(() => 'hidden'), snakes: G.snakes.map((s) => s.map((p) => ({ ...p }))), pits: G.pits.map((pit) => pit.map((s) => s.map((p) => ({ ...p })))) }),
  secrets: (G) => G.fan.map((value) => ({ value, seenBy: [] })),
  conserved: (G) => ({ cards: [...G.fan, ...(G.drawn ? [G.drawn] : []), ...G.snakes.flat().map((p) => p.id), ...G.pits.flat(2).map((p) => p.id)] }),
  determinize: (view, _ctx, _seat, random) => {
    const seen = new Set([...(view.drawn ? [view.drawn] : []), ...view.snakes.flat().map((p) => p.id), ...view.pits.flat(2).map((p) => p.id)]);
    const unseen = random.shuffle(DECK.map((c) => c.id).filter((id) => !seen.has(id)));
    if (unseen.length !== view.fan.length) throw new Error('HISSS determinize: the view does not add up to 50 cards.');
    return { fan: unseen, drawn: view.drawn, won: view.won, snakes: view.snakes.map((s) => s.map((p) => ({ ...p }))), pits: view.pits.map((pit) => pit.map((s) => s.map((p) => ({ ...p })))) };
  },
  result: (G, ctx) => {
    const seats = Array.from({ length: ctx.players }, (_, s) => s);
    const scores = seats.map((s) => pitScore(G, s).cards);
    const top = Math.max(...scores);
    const tied = seats.filter((s) => scores[s] === top);
    const winners = winnersBy(tied, (s) => [pitScore(G, s).longest]);
    const reason = tied.length > 1
      ? winners.length > 1 ? t`Tied on cards and on longest snake: a shared win.` : t`Tied on cards; the longest snake wins.`
      : t`Most cards in the snake pit.`;
    return { scores, winners, reason };
  },
  // Medium finishes snakes but spots a join of two snakes on about one turn in three; hard takes
  // every win and weighs the other places by what the next player could win (bot.ts), as the
  // search's one candidate, so no simulation is run.
  bots: { policy: greedyMove, candidates: hisssCandidates, iterations: { hard: 60 }, playoutLimit: 0 },
  heuristic: (G, ctx, seat) => {
    const mine = pitScore(G, seat).cards;
    const total = G.pits.reduce((n, _p, s) => n + pitScore(G, s).cards, 0);
    return total === 0 ? 1 / ctx.players : mine / total;
  },
});

export { isCardId };
