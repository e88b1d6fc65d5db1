/**
 * RUM's bots, from a seat's view only (other hands, the Shipwreck and face-down Beach cards are
 * `hidden` there; the look-ahead plays in guesses of them).
 *
 * - `rumPolicy` (medium): rules of thumb. Play a set when it takes a Captain from someone, gains
 *   enough points, or reaches the goal; else take the face-up Beach card that adds most to the
 *   colours it collects, or draw from the Shipwreck; discard the cards that add least.
 * - `lookaheadMove` (hard): at the start of its turn, each legal action played out by the rules
 *   of thumb for every seat, a few turns on in a few guessed worlds; the one that leaves it
 *   furthest ahead.
 */
import { compile, type GameCore, type GameState, type Move, type Random, type Seat } from '../../src/dsl/index.js';
import { bottlesFor, COLOURS, MAX_VALUE, PARROT, rumCard } from './cards.js';
import rules, { beachFor, evaluateSet, goalFor, points, type RumState } from './rules.js';

type G = RumState;
let core: GameCore<G> | null = null;
const coreOf = () => (core ??= compile(rules).core);

/** A set the rules of thumb would lay for `colour`: the hand cards and Beach slots, and what it does. */
interface SetPlan {
  colour: number;
  cards: string[];
  beach: number[];
  value: number;
  /** Points it swings: its value for the seat, plus what the Captain's holder loses. */
  worth: number;
}

/** The set of `colour` the seat would lay now (every bottle of the colour; a Rum Trio when only that beats the Captain), or null. */
function planFor(G: Readonly<G>, seat: Seat, colour: number): SetPlan | null {
  const hand = G.hands[seat]!.filter((id) => id !== 'hidden' && bottlesFor(id, colour) > 0);
  if (hand.length === 0) return null;
  const beach = beachFor(G, colour);
  const captain = G.captains[colour]!;
  let cards = hand;
  let info = evaluateSet(G, colour, cards, beach);
  // The three singles of the colour (hand and Beach) steal at any value.
  const singles = hand.filter((id) => bottlesFor(id, colour) === 1);
  if (singles.length > 0 && singles.length + beach.length === 3) {
    const trio = evaluateSet(G, colour, singles, beach);
    if (trio.gains && (!info.gains || trio.value >= info.value)) [cards, info] = [singles, trio];
  }
  if (!info.gains) return null;
  const before = captain.owner === seat ? captain.value : 0;
  const lost = captain.owner !== null && captain.owner !== seat ? captain.value : 0;
  return { colour, cards, beach, value: info.value, worth: info.value - before + lost };
}

/** How much the seat's hand is worth to it per colour: the bottles it holds of each. */
function bottles(G: Readonly<G>, seat: Seat): number[] {
  return COLOURS.map((_, c) => G.hands[seat]!.reduce((n, id) => n + (id === 'hidden' ? 0 : bottlesFor(id, c)), 0));
}

/** A card's use to the seat: the most it adds to a colour, more for colours it already collects and Captains worth taking. */
function cardUse(G: Readonly<G>, seat: Seat, id: string, held: readonly number[]): number {
  const card = rumCard(id);
  const use = (c: number, n: number) => {
    const captain = G.captains[c]!;
    const mineAlready = captain.owner === seat && captain.value >= MAX_VALUE ? 0.3 : 1;
    return n * (1 + 0.5 * held[c]!) * mineAlready;
  };
  return Math.max(use(card.single, 1), use(card.double, 2));
}

/** Whether the rules of thumb lay this set now. */
function worthPlaying(G: Readonly<G>, seat: Seat, plan: SetPlan, players: number): boolean {
  const captain = G.captains[plan.colour]!;
  if (points(G, seat) - (captain.owner === seat ? captain.value : 0) + plan.value >= goalFor(players)) return true;
  const late = G.clock >= 5;
  const handSize = G.hands[seat]!.length;
  return plan.worth >= 5 || (plan.worth >= 3 && (late || handSize >= 5)) || (plan.worth >= 1 && handSize >= 7);
}

/** The set the rules of thumb lay next this turn, or null. */
function nextSet(G: Readonly<G>, seat: Seat, players: number): SetPlan | null {
  let best: SetPlan | null = null;
  for (let c = 0; c < COLOURS.length; c++) {
    if (G.played.includes(c)) continue;
    const plan = planFor(G, seat, c);
    if (plan && worthPlaying(G, seat, plan, players) && (!best || plan.worth > best.worth)) best = plan;
  }
  return best;
}

/** The medium bot: rules of thumb from the seat's view. */
export function rumPolicy(view: GameState<G>, seat: Seat, _random?: Random): Move | null {
  const G = view.G;
  const phase = view.ctx.phase;
  const players = view.ctx.players;
  if ((G.owed[seat] ?? 0) > 0) {
    // Discard the card that adds least.
    const held = bottles(G, seat);
    const hand = G.hands[seat]!;
    let worst = hand[0]!;
    for (const id of hand) if (cardUse(G, seat, id, held) < cardUse(G, seat, worst, held)) worst = id;
    return { type: 'discard', seat, card: worst };
  }
  if (phase === 'play.set' && G.pending) {
    const plan = planFor(G, seat, G.pending.colour);
    if (plan) {
      const card = plan.cards.find((id) => !G.pending!.cards.includes(id));
      if (card) return { type: 'addCard', seat, card };
      const slot = plan.beach.find((s) => !G.pending!.beach.includes(s));
      if (slot !== undefined) return { type: 'addBeach', seat, slot };
    }
    return evaluateSet(G, G.pending.colour, G.pending.cards, G.pending.beach).gains ? { type: 'claim', seat } : { type: 'cancel', seat };
  }
  if (phase === 'play.more') {
    const plan = nextSet(G, seat, players);
    return plan ? { type: 'startSet', seat, colour: plan.colour } : { type: 'done', seat };
  }
  if (phase !== 'play.action') return null;
  const plan = nextSet(G, seat, players);
  if (plan) return { type: 'startSet', seat, colour: plan.colour };
  // Draw: the face-up Beach card that adds most, else the Shipwreck.
  const held = bottles(G, seat);
  let bestSlot = -1;
  let bestUse = 2.5;
  G.beach.forEach((s, slot) => {
    if (s === null || !s.up || s.id === PARROT) return;
    const use = cardUse(G, seat, s.id, held);
    if (use > bestUse) [bestSlot, bestUse] = [slot, use];
  });
  if (bestSlot >= 0) return { type: 'drawBeach', seat, slot: bestSlot };
  if (G.wreck.length > 0) return { type: 'drawWreck', seat };
  const any = G.beach.findIndex((s) => s !== null);
  if (any >= 0) return { type: 'drawBeach', seat, slot: any };
  return null;
}

/** Guessed worlds each action is played out in. */
export const LOOKAHEAD_WORLDS = 8;
/** Turns (of any seat) each action is played out for. */
export const LOOKAHEAD_TURNS = 12;
const LOOKAHEAD_MOVES = 2000;

/** How `seat` stands: at the end its margin over the best other seat plus 10 for an outright win, before it its points less the best other seat's. */
function lead(state: GameState<G>, seat: Seat): number {
  const c = coreOf();
  const others = (s: Seat) => Array.from({ length: state.ctx.players }, (_, i) => i).filter((i) => i !== s);
  if (c.isOver(state)) {
    const { scores, winners } = c.result(state);
    const best = Math.max(...others(seat).map((s) => scores[s]!));
    return scores[seat]! - best + (winners.length === 1 && winners[0] === seat ? 10 : winners.includes(seat) ? 3 : -10);
  }
  const mine = points(state.G, seat);
  const best = Math.max(...others(seat).map((s) => points(state.G, s)));
  // Cards in hand are bottles to come; a little worth each.
  return mine - best + 0.3 * (state.G.hands[seat]!.length - Math.max(...others(seat).map((s) => state.G.hands[s]!.length)));
}

/** Plays every seat by the rules of thumb for `turns` turns, or to the end. */
function playAhead(state: GameState<G>, turns: number, random: Random): void {
  const c = coreOf();
  const start = state.ctx.turn;
  for (let i = 0; i < LOOKAHEAD_MOVES && !c.isOver(state) && state.ctx.turn - start < turns; i++) {
    const mover = state.ctx.active[0];
    if (mover === undefined) return;
    const move = rumPolicy(state, mover, random);
    if (!move || c.reason(state, move) !== null) return;
    c.applyInPlace(state, move);
  }
}

/**
 * The hard bot's move: at the start of its turn (phase `play.action`) every legal action — each
 * draw, and each Captain to lay a set for — played out by the rules of thumb for every seat for
 * `turns` turns, in `worlds` guesses of the hidden cards from its view; the action that leaves it
 * furthest ahead on average. Elsewhere the rules of thumb.
 */
export function lookaheadMove(state: GameState<G>, seat: Seat, random: Random, worlds = LOOKAHEAD_WORLDS, turns = LOOKAHEAD_TURNS): Move | null {
  const c = coreOf();
  const view = c.view(state, seat);
  if (view.ctx.phase !== 'play.action' && view.ctx.phase !== 'play.more') return rumPolicy(view, seat, random);
  const legal = c.legalMoves(view, seat);
  if (legal.length <= 1) return legal[0] ?? null;
  const totals = legal.map(() => 0);
  for (let w = 0; w < worlds; w++) {
    const world = c.determinize(view, seat, random);
    legal.forEach((move, i) => {
      const s = c.clone(world);
      c.applyInPlace(s, move);
      playAhead(s, turns, random);
      totals[i] = totals[i]! + lead(s, seat);
    });
  }
  let best = 0;
  for (let i = 1; i < legal.length; i++) if (totals[i]! > totals[best]!) best = i;
  return legal[best]!;
}
