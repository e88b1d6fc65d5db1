/**
 * The bots' rules of thumb: a worth for each seat (carrots count only with a bunny alive to hold
 * them), and a quick player for the medium level that reads only its seat's view.
 */
import type { GameState, Move, Random, Seat } from '../../src/dsl/index.js';
import { card, carrotNum } from './cards/index.js';
import { buyable, priceOf } from './market.js';
import { canPay, danishTargets } from './effects/feeding.js';
import { specialProblem } from './effects/specials.js';
import { needed } from './effects/weapons.js';
import { answerable } from './turn.js';
import { bunniesOf, bunnyAt, dollaOf, hasBunny, isBunnyCard, type G } from './state.js';
import { HIDDEN } from './hidden.js';

/** A rough worth of `seat`: its carrots (the Magic Carrot is one of them, at random), kept alive by its bunnies. */
export function estimate(G: Readonly<G>, seat: Seat): number {
  const p = G.players[seat]!;
  // Steps under way count already: a bunny about to roll against a weapon is partly dead, a
  // carrot about to be chosen is partly taken.
  let bunnies = bunniesOf(G, seat).length;
  let carrots = p.carrots.length;
  for (const task of G.tasks) {
    if (task.what === 'attack.roll' && task.seat === seat) {
      const d = task.data as { bunny: string; level: number; clovers: boolean };
      bunnies -= Math.min(1, needed(G, d.bunny, d.level, d.clovers) / 12);
    }
    if (task.what === 'carrot.take' && task.seat === seat) carrots += 1;
  }
  bunnies = Math.max(0, bunnies);
  const alive = bunnies === 0 ? 0.15 : Math.min(1, 0.6 + 0.15 * bunnies);
  // What the run cards and the hand promise (hidden ones, guessed or 'hidden', count as nothing).
  const promise = [p.top, p.bottom].reduce((n, id) => n + (id ? runValue(G, seat, id) : 0), 0) / 40
    + p.hand.reduce((n, id) => n + runValue(G, seat, id), 0) / 200;
  const food = bunniesOf(G, seat).reduce((n, b) => n - b.feeds.length * 0.3, 0);
  return Math.max(0.01, (carrots + 0.3 + promise) * alive + dollaOf(G, seat) / 25 + food + 0.05);
}

/** How much a card is worth laying in the run now (higher first). */
export function runValue(G: Readonly<G>, seat: Seat, id: string): number {
  if (id === HIDDEN) return 0;
  const c = card(id);
  const bunnies = bunniesOf(G, seat).length;
  const pendingBunny = [G.players[seat]!.top].some((x) => x && x !== HIDDEN && isBunnyCard(x));
  const alive = bunnies > 0 || pendingBunny;
  switch (c.family) {
    case 'bunny': case 'freeAgent': return bunnies === 0 && !pendingBunny ? 30 : bunnies < 2 ? 14 : 4;
    case 'carrot': return alive ? 12 + (c.n ?? 1) * 3 : 1;
    case 'weapon': case 'nuclear': case 'wave': case 'ebola': return alive ? 5 + (c.level ?? 1) / 2 : 0;
    case 'feed': return alive ? 5 + ((c.cabbage ?? 0) + (c.water ?? 0)) / 3 : 0;
    case 'halo': case 'clover': return alive ? 6 : 0;
    case 'casino': return alive ? 5 : 0;
    case 'misfortune': case 'dolla': return 0;
    default: return c.type === 'run' ? (c.pink && !alive ? 0 : 3) : 1;
  }
}

const leader = (G: Readonly<G>, seat: Seat): Seat => {
  let best = -1;
  let who = (seat + 1) % G.players.length;
  G.players.forEach((_, s) => {
    if (s === seat) return;
    const v = estimate(G, s);
    if (v > best) { best = v; who = s; }
  });
  return who;
};

/**
 * What separates the levels' rules of thumb. Measured at 2 players, seats rotated (README): the
 * card chosen for the run is where skill shows; weights of the other rules (more bunnies, weapons
 * before carrots, holding back the last carrot or a risky Special, food before a carrot) moved the
 * result no more than the luck of 400 to 2,000 games does.
 */
export interface Thumbs {
  /** Whether the run gets the card worth most (`runValue`); without, any card of the hand. */
  plansRun: boolean;
}

/** The hard level's rules of thumb (its search's only candidate): every rule. */
export const HARD_THUMBS: Thumbs = { plansRun: true };

/** The medium level: the market, the Specials, answers and targets by the rules, the run unplanned. */
export const MEDIUM_THUMBS: Thumbs = { plansRun: false };

/**
 * A quick move from `seat`'s view (null: nothing to do), by the rules of thumb `w`.
 *
 * @example
 * const move = policyMove(match.view(0), 0, new Random({ rng: 1 }), HARD_THUMBS);
 */
export function policyMove(state: GameState<G>, seat: Seat, random: Random, w: Thumbs = HARD_THUMBS): Move | null {
  const { G, ctx } = state;
  const phase = ctx.phase;
  const me = G.players[seat]!;
  if (phase === 'setup.exchange') {
    const give = me.hand.slice().sort((a, b) => runValue(G, seat, a) - runValue(G, seat, b))[0];
    return give ? { type: 'exchange', seat, card: give } : { type: 'keep', seat };
  }
  if (phase === 'setup.lay') {
    const bunny = me.top === null ? me.hand.find(isBunnyCard) : undefined;
    return { type: 'lay', seat, card: bunny ?? runPick(G, seat, random, w) };
  }
  if (phase === 'setup.first') return { type: 'rollFirst', seat };
  if (phase === 'end') return { type: 'reveal', seat };
  if (phase === 'play.roll') return answerable(G, seat) ? { type: 'respond', seat, play: true } : { type: 'roll', seat };
  if (phase === 'play.respond') {
    const danger = bunniesOf(G, seat).some((b) => b.feeds.some((f) => !canPay(G, seat, f)));
    return { type: 'respond', seat, play: answerable(G, seat) !== null && danger };
  }
  if (phase === 'play.choose') return { type: 'choose', seat, pick: pickFor(G, seat, random) };
  if (phase === 'play.begin' || phase === 'play.replace') {
    const buys = buyable(G, seat);
    const carrot = buys.find((x) => x.startsWith('lc'));
    if (carrot && hasBunny(G, seat)) return { type: 'buy', seat, item: carrot };
    const hungry = bunniesOf(G, seat).flatMap((b) => b.feeds).find((f) => !canPay(G, seat, f));
    if (hungry) {
      const p = me;
      const short = p.cabbage.length === 0 || (hungry.cabbage > 0 && !canPay(G, seat, { cabbage: hungry.cabbage, water: 0 })) ? 'cabbage' : 'water';
      if (buys.includes(short) && dollaOf(G, seat) - priceOf(G, seat, short) >= 0) return { type: 'buy', seat, item: short };
    }
    const special = me.hand.find((id) => {
      const c = card(id);
      if ((c.type !== 'special' && c.type !== 'verySpecial') || specialProblem(G, seat, id) !== null) return false;
      if (c.family === 'danish') return danishTargets(G, seat).length > 0;
      if (c.family === 'sunnyDay') return bunniesOf(G, seat).some((b) => b.feeds.length > 0);
      if (c.family === 'coupon') return dollaOf(G, seat) >= Math.ceil(priceOf(G, seat, 'carrot') / 2) && G.market.length > 0;
      if (c.family === 'reversal') return G.players.some((_, s) => s !== seat && dollaOf(G, s) > dollaOf(G, seat) + 4);
      if (c.family === 'geneva') return false;
      return true;
    });
    if (special) return { type: 'special', seat, card: special };
    if (phase === 'play.begin') return { type: 'flip', seat };
    return { type: 'replace', seat, card: runPick(G, seat, random, w) };
  }
  return null;
}

/** The card of the hand for the run: the one worth most, or (without `w.plansRun`) any. */
function runPick(G: Readonly<G>, seat: Seat, random: Random, w: Thumbs): string {
  const hand = G.players[seat]!.hand;
  if (!w.plansRun) return random.pick(hand);
  return hand.slice().sort((a, b) => runValue(G, seat, b) - runValue(G, seat, a))[0]!;
}

/** The pick for a waiting choice: hurt the leader, help oneself. */
function pickFor(G: Readonly<G>, seat: Seat, random: Random): string {
  const task = G.tasks[0]!;
  const opts = task.k === 'choose' ? task.opts ?? [] : [];
  if (opts.length === 0) return 'none';
  const target = leader(G, seat);
  const score = (pick: string): number => {
    if (pick === 'none') return -1;
    if (pick.startsWith('seat')) return Number(pick.slice(4)) === target ? 10 : estimate(G, Number(pick.slice(4)));
    if (pick.startsWith('lc')) return -carrotNum(pick) / 100;
    if (/^\d+$/.test(pick)) return Number(pick) === 7 ? 1 : 0;
    const b = bunnyAt(G, pick);
    if (!b) return 0;
    if (b.owner === seat) {
      // Own bunny: a good home for clovers and halos; the least precious when it must die.
      const keep = b.clovers.length + (b.halo ? 2 : 0) - b.feeds.length;
      return task.what === 'own.die' || task.what === 'misfortune.victim' ? -keep : keep + 1;
    }
    // Another player's bunny: hurt the one with the most carrots, above all his last bunny
    // (without one he gives his carrots away at the end).
    const last = G.circle.filter((x) => x.owner === b.owner).length === 1;
    return (b.owner === target ? 5 : 0) + estimate(G, b.owner) * (last ? 2 : 1) + G.players[b.owner]!.carrots.length - b.clovers.length;
  };
  let best = opts[0]!;
  let bestScore = -Infinity;
  for (const o of opts) {
    const s = score(o) + random.float() * 0.01;
    if (s > bestScore) { bestScore = s; best = o; }
  }
  return best;
}

/**
 * The search's judgement of a position: roughly `seat`'s chance of holding the Magic Carrot with
 * a bunny alive at the end. Carrots still at the market are shared out by what each seat has
 * coming (Choose A Carrot in its run, Dolla to buy); a seat likely to end without a bunny gives
 * its carrots to the others, which is how a last bunny killed wins a game.
 */
export function winChance(G: Readonly<G>, seat: Seat): number {
  const n = G.players.length;
  const alive: number[] = [];
  const coming: number[] = [];
  const held: number[] = [];
  for (let s = 0; s < n; s++) {
    const p = G.players[s]!;
    let bunnies = bunniesOf(G, s).length;
    let carrots = p.carrots.length;
    for (const task of G.tasks) {
      if (task.what === 'attack.roll' && task.seat === s) {
        const d = task.data as { bunny: string; level: number; clovers: boolean };
        bunnies -= Math.min(1, needed(G, d.bunny, d.level, d.clovers) / 12);
      }
      if (task.what === 'carrot.take' && task.seat === s) carrots += 1;
    }
    const runBunny = [p.top, p.bottom].some((id) => id !== null && id !== HIDDEN && isBunnyCard(id)) ? 1 : 0;
    const hungry = bunniesOf(G, s).filter((b) => b.feeds.some((f) => !canPay(G, s, f))).length;
    const safe = Math.max(0, bunnies - hungry * 0.5) + runBunny * 0.7;
    alive.push(G.ended ? (hasBunny(G, s) ? 1 : 0) : safe <= 0 ? 0.1 : Math.min(0.97, 1 - 0.45 * 0.5 ** (safe - 1)));
    const run = [p.top, p.bottom].reduce((k, id) => {
      if (id === null || id === HIDDEN) return k;
      const c = card(id);
      return c.family === 'carrot' ? k + (c.n ?? 1) : k;
    }, 0);
    coming.push(0.5 + run + dollaOf(G, s) / 10);
    held.push(carrots);
  }
  const totalComing = coming.reduce((a, b) => a + b, 0);
  const expected = held.map((c, s) => c + (G.ended ? 0 : (G.market.length * coming[s]!) / totalComing));
  const all = expected.reduce((a, b) => a + b, 0);
  if (all === 0) return 1 / n;
  // Carrots of a seat left without a bunny go to the others, shared by their chances of a bunny.
  let mine = expected[seat]!;
  for (let o = 0; o < n; o++) {
    if (o === seat) continue;
    const others = alive.reduce((a, v, s) => (s === o ? a : a + v), 0);
    if (others > 0) mine += (1 - alive[o]!) * expected[o]! * (alive[seat]! / others);
  }
  return (alive[seat]! * mine) / all;
}

/**
 * How steeply the search's judgement must rise with a lead in `winChance`. The differences one
 * move makes are a few hundredths; against the search's usual exploration term they vanish under
 * the luck of the guessed cards, and the search chose little better than at random. Measured in
 * 300 games against the random bot: 55% at the usual constant, 63% with the lead weighed 12 times
 * as much; squeezing a stretched value back into [0, 1] (clamped, or by a logistic curve) fell to
 * 54–58%, since most positions then look alike. So the value stays in [0, 1] and the search's
 * exploration constant is divided instead: the same choices as stretching the value 12 times.
 */
export const SHARPNESS = 12;

/**
 * The search's reward for an unfinished position, in [0, 1]: 1/2 plus half the lead of `seat`
 * over the table's average chance.
 */
export function searchValue(G: Readonly<G>, seat: Seat): number {
  const n = G.players.length;
  let mean = 0;
  for (let s = 0; s < n; s++) mean += winChance(G, s) / n;
  return 0.5 + (winChance(G, seat) - mean) / 2;
}
