/**
 * SPY rules of thumb for the bots. Both levels read only a seat's view: their own base, the
 * opponents' exposed cards, lit fuses and the public notes of what was said aloud.
 *
 * A Spy action is never harmful unless the card spied on is a lit bomb (public: everyone heard the
 * hiss), so a turn is about where to point the Spy: at the card most likely to be an opponent's
 * Exposure Target. Medium judges each card by its own notes alone; hard weighs every arrangement
 * of the hidden cards that agrees with all the notes at once, looks one turn ahead (where its Spy
 * can point next time) and avoids declaring numbers that tell the others about its own base.
 */
import type { GameState, Move, Random, Seat } from '../../src/dsl/index.js';
import { baseCards, typeOf, TYPES, valueOf, type CardType } from './cards.js';
import { exposureTarget, facedCard, gapAfter, mirror, opposite, stepsToward, type Base, type Facing, type SpyState } from './rules.js';

type S = GameState<SpyState>;

/** How carefully a level reasons. */
export interface Thumbs {
  /** Weigh whole arrangements (true) or each card's notes alone (false). */
  exact: boolean;
  /** Weight of the best card the Spy could point at next turn, from where this turn leaves it. */
  ahead: number;
  /** Cost of declaring a number that narrows the notes on one's own card. */
  leak: number;
  /** Weight of learning something about a card (its type not yet certain). */
  curiosity: number;
}

export const MEDIUM_THUMBS: Thumbs = { exact: false, ahead: 0, leak: 0, curiosity: 0 };
export const HARD_THUMBS: Thumbs = { exact: true, ahead: 0.5, leak: 0.1, curiosity: 0.05 };

/** Per position of a base, the chance of each card type, from what is public about it. */
export type Odds = Map<CardType, number>[];

/**
 * The chances of each hidden card's type, counting every arrangement that fits the notes (exact)
 * or each card's notes alone. Only exposed cards count as known.
 *
 * @example
 * const odds = baseOdds(view.G.bases[1]!, 2, true);
 * odds[3]!.get('safe-1'); // the chance that card 4 (from its owner's left) is Safe 1
 */
export function baseOdds(base: Readonly<Base>, players: number, exact: boolean): Odds {
  const n = base.cards.length;
  const odds: Odds = Array.from({ length: n }, () => new Map());
  const unseen = new Map<CardType, number>();
  for (const id of baseCards(base.colour, players)) unseen.set(typeOf(id), (unseen.get(typeOf(id)) ?? 0) + 1);
  const hidden: number[] = [];
  base.cards.forEach((id, i) => {
    // The search hands us a guess, whose unexposed cards are made up.
    if (!base.exposed[i]) hidden.push(i);
    else {
      const type = typeOf(id);
      odds[i]!.set(type, 1);
      unseen.set(type, unseen.get(type)! - 1);
    }
  });
  const allowed = (slot: number, type: CardType) => {
    const m = base.maybe[slot];
    return !m || m.length === 0 || m.includes(type);
  };
  if (!exact) {
    for (const slot of hidden) {
      let sum = 0;
      for (const [type, k] of unseen) if (k > 0 && allowed(slot, type)) sum += k;
      for (const [type, k] of unseen) if (k > 0 && allowed(slot, type)) odds[slot]!.set(type, k / sum);
    }
    return odds;
  }
  // Every way to deal the unseen types onto the hidden slots that the notes allow (at most 7!/2).
  const counts = hidden.map(() => new Map<CardType, number>());
  const chosen: CardType[] = [];
  let total = 0;
  const deal = (k: number): void => {
    if (k === hidden.length) {
      total++;
      chosen.forEach((type, j) => counts[j]!.set(type, (counts[j]!.get(type) ?? 0) + 1));
      return;
    }
    for (const type of TYPES) {
      const left = unseen.get(type) ?? 0;
      if (left <= 0 || !allowed(hidden[k]!, type)) continue;
      unseen.set(type, left - 1);
      chosen[k] = type;
      deal(k + 1);
      unseen.set(type, left);
    }
  };
  deal(0);
  if (total === 0) return baseOdds(base, players, false);
  hidden.forEach((slot, j) => {
    for (const [type, c] of counts[j]!) odds[slot]!.set(type, c / total);
  });
  return odds;
}

/** What pointing the Spy at one of my cards is worth this turn, against the best opponent. */
interface Aim {
  value: number;
  opponent: Seat;
}

class Reckoner {
  private readonly odds = new Map<Seat, Odds>();
  private readonly opponents: Seat[];
  private readonly n: number;

  constructor(
    private readonly G: Readonly<SpyState>,
    private readonly seat: Seat,
    private readonly players: number,
    private readonly thumbs: Thumbs,
    private readonly random: Random,
  ) {
    this.opponents = G.bases.map((_, s) => s).filter((s) => s !== seat && !G.bases[s]!.out);
    this.n = G.bases[seat]!.cards.length;
    for (const s of this.opponents) this.odds.set(s, baseOdds(G.bases[s]!, players, thumbs.exact));
  }

  /** The worth of spying with my Spy facing my card `mine`: the chance of hitting a target, or -1 on a lit bomb. */
  aim(mine: number): Aim {
    let best: Aim = { value: -2, opponent: this.opponents[0]! };
    for (const o of this.opponents) {
      const base = this.G.bases[o]!;
      const p = mirror(mine, this.n);
      let value: number;
      if (base.lit[p]) value = -1;
      else {
        const odds = this.odds.get(o)![p]!;
        const target = exposureTarget(base);
        value = target ? (odds.get(target) ?? 0) : 0;
        if (this.thumbs.curiosity > 0 && !base.exposed[p]) value += this.thumbs.curiosity * (1 - Math.max(...odds.values()));
      }
      // Ties between opponents at random, so nobody is always the one spied on.
      if (value > best.value || (value === best.value && this.random.int(2) === 0)) best = { value, opponent: o };
    }
    return best;
  }

  /** The best card the Spy could face next turn from `gap` (staying or moving on), by this turn's odds. */
  next(gap: number, facing: Facing): number {
    const me = this.G.bases[this.seat]!;
    // The card spied on this turn is worth nothing next turn: exposed, or known not to be the target.
    const spied = facedCard(gap, facing, this.n);
    const worth = (mine: number) => (mine === spied ? 0 : this.aim(mine).value);
    let best = 0;
    for (const dir of ['left', 'right'] as const) {
      const faced = facedCard(gap, dir, this.n);
      const steps = me.exposed[faced] ? [1, 2] : [valueOf(typeOf(me.cards[faced]!))];
      for (const s of steps) {
        const g = gapAfter(gap, dir, s, this.n);
        for (const f of ['left', 'right'] as const) best = Math.max(best, worth(facedCard(g, f, this.n)));
      }
    }
    return best;
  }

  /** A plan's worth: this turn's aim, then (for hard) what the Spy can reach from there. */
  plan(gap: number, facing: Facing): Aim {
    const aim = this.aim(facedCard(gap, facing, this.n));
    if (this.thumbs.ahead > 0 && aim.value > -1) aim.value += this.thumbs.ahead * Math.max(0, this.next(gap, facing));
    return aim;
  }

  /** The cost of declaring `steps` for my card `faced`: whether it narrows what the others know of it. */
  leak(faced: number, steps: number): number {
    const me = this.G.bases[this.seat]!;
    if (me.exposed[faced] || this.thumbs.leak === 0) return 0;
    const m = me.maybe[faced]!;
    // Only a Safe or Top Secret is worth hiding: a bomb found is no harm to its owner.
    if (typeOf(me.cards[faced]!).startsWith('bomb')) return 0;
    return m.some((t) => valueOf(t) !== steps) ? this.thumbs.leak : 0;
  }
}

const spyOr = (seat: Seat, aim: Aim): Move => (aim.value > -1 ? { type: 'spy', seat, opponent: aim.opponent } : { type: 'pass', seat });

/**
 * The move of a SPY bot for `seat` in `view` (a view or a guess consistent with it): arranging
 * shuffles the base (no order is better while nobody knows it), a turn points the Spy at the card
 * most worth spying on and spies unless that card is a lit bomb.
 *
 * @example
 * const move = spyBotMove(match.view(0), 0, new Random({ rng: 1 }), HARD_THUMBS);
 */
export function spyBotMove(view: S, seat: Seat, random: Random, thumbs: Thumbs): Move | null {
  const G = view.G;
  const phase = view.ctx.phase;
  if (phase.startsWith('arrange')) return { type: 'shuffleRest', seat };
  if (!phase.startsWith('play')) return null;
  const me = G.bases[seat]!;
  const r = new Reckoner(G, seat, view.ctx.players, thumbs, random);
  if (G.step === 'spy') return spyOr(seat, r.aim(facedCard(me.spy, me.facing, me.cards.length)));
  if (G.step === 'flip') {
    const stay = r.plan(me.spy, me.facing);
    const turn = r.plan(me.spy, opposite(me.facing));
    return turn.value > stay.value ? { type: 'flip', seat } : spyOr(seat, stay);
  }
  const n = me.cards.length;
  const stay = r.plan(me.spy, me.facing);
  let best: { value: number; move: Move } = { value: stay.value, move: spyOr(seat, stay) };
  for (const dir of ['left', 'right'] as const) {
    const faced = facedCard(me.spy, dir, n);
    for (const steps of stepsToward(me, dir)) {
      const gap = gapAfter(me.spy, dir, steps, n);
      const value = Math.max(r.plan(gap, 'left').value, r.plan(gap, 'right').value) - r.leak(faced, steps);
      if (value > best.value || (value === best.value && random.int(2) === 0)) best = { value, move: { type: 'advance', seat, dir, steps } };
    }
  }
  return best.move;
}
