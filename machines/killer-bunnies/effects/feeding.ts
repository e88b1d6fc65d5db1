/**
 * Feed The Bunny (and Gorge The Bunny): units of cabbage and water due by the end of the owner's
 * next turn, paid with small cabbage and water cards, or the bunny dies. Large Prune Danish
 * satisfies the feeds on one bunny; Sunny Day cancels every pending feed and the Ebola Virus.
 */
import type { Json, Seat } from '../../../src/dsl/index.js';
import { t } from '../../../src/i18n/index.js';
import { card, cardName, units } from '../cards/index.js';
import { register } from '../engine.js';
import { bunniesOf, bunnyAt, hittable, next, killBunny, returnSupply, supplyUnits, takeFromHand, type Feed, type G, type Task } from '../state.js';

/** The cards that pay `need` units with the fewest units spent, then the fewest cards; null if they cannot. */
export function cheapestPayment(cards: readonly string[], need: number): string[] | null {
  if (need <= 0) return [];
  if (supplyUnits(cards) < need) return null;
  let best: string[] | null = null;
  let bestSum = Infinity;
  const n = cards.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    let sum = 0;
    const pick: string[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) { sum += units(cards[i]!); pick.push(cards[i]!); }
    if (sum < need) continue;
    if (sum < bestSum || (sum === bestSum && pick.length < best!.length)) {
      best = pick;
      bestSum = sum;
    }
  }
  return best;
}

/** Whether `seat` can pay a feed now. */
export function canPay(G: Readonly<G>, seat: Seat, feed: Pick<Feed, 'cabbage' | 'water'>): boolean {
  const p = G.players[seat]!;
  return supplyUnits(p.cabbage) >= feed.cabbage && supplyUnits(p.water) >= feed.water;
}

/** Pays a feed with the cheapest cards (they go back under their decks); false when it cannot. */
export function payFeed(G: G, seat: Seat, feed: Pick<Feed, 'cabbage' | 'water'>): boolean {
  const p = G.players[seat]!;
  const c = cheapestPayment(p.cabbage, feed.cabbage);
  const w = cheapestPayment(p.water, feed.water);
  if (!c || !w) return false;
  p.cabbage = p.cabbage.filter((id) => !c.includes(id));
  p.water = p.water.filter((id) => !w.includes(id));
  returnSupply(G, [...c, ...w]);
  return true;
}

/** Puts a feed on a bunny (a haloed bunny cannot be fed). */
export function addFeed(G: G, bunny: string, feed: Feed): void {
  const b = bunnyAt(G, bunny);
  if (b && hittable(b)) b.feeds.push(feed);
  else if (feed.card) G.discard.push(feed.card);
}

export function playFeed(G: G, seat: Seat, id: string): void {
  next(G, { k: 'choose', what: 'feed.target', seat, card: id });
}

register('feed.target', {
  options: (G, task) => G.circle.filter((b) => b.owner !== task.seat && hittable(b)).map((b) => b.id),
  choose: (G, task, pick) => {
    const c = card(task.card!);
    if (pick === null) G.discard.push(task.card!);
    else addFeed(G, pick, { card: task.card!, cabbage: c.cabbage!, water: c.water!, placed: G.turnNo });
  },
  prompt: (_G, task) => t`Choose the opponent's bunny to feed with ${cardName(task.card!)}.`,
});

/** At the end of `seat`'s turn: each feed placed before this turn falls due (Sunny Day may still come). */
export function feedsDue(G: Readonly<G>, seat: Seat): { bunny: string; index: number }[] {
  const due: { bunny: string; index: number }[] = [];
  for (const b of bunniesOf(G, seat)) b.feeds.forEach((f, index) => { if (f.placed < G.turnNo) due.push({ bunny: b.id, index }); });
  return due;
}

/** The steps that settle `seat`'s due feeds: one Sunny Day window, then each feed paid or fatal. */
export function dueFeedTasks(G: Readonly<G>, seat: Seat): Task[] {
  const bunnies = [...new Set(feedsDue(G, seat).map((d) => d.bunny))];
  if (bunnies.length === 0) return [];
  // The owner is always asked (whether or not he holds Sunny Day, so asking tells nobody anything).
  return [
    { k: 'respond', what: 'feed.due', offer: 'sunnyDay', seat, seats: [seat], data: seat },
    ...bunnies.map((bunny): Task => ({ k: 'auto', what: 'feed.settle', seat, data: bunny as Json })),
  ];
}

register('feed.due', {
  respond: (G, _task, by) => { if (by !== null) sunnyDay(G, by); },
  prompt: (G, task) => (feedsDue(G, task.seat).every((d) => { const b = bunnyAt(G, d.bunny)!; return canPay(G, b.owner, b.feeds[d.index]!); })
    ? t`Feed The Bunny is due: your cabbage and water pay for it. Or play Sunny Day to cancel every feed.`
    : t`Feed The Bunny is due and you cannot pay: the bunny dies, unless you play Sunny Day.`),
});

register('feed.settle', {
  auto: (G, task) => {
    const b = bunnyAt(G, task.data as string);
    if (!b) return;
    const due = b.feeds.filter((f) => f.placed < G.turnNo);
    for (const f of due) {
      if (!bunnyAt(G, b.id)) return;
      b.feeds.splice(b.feeds.indexOf(f), 1);
      if (f.card) G.discard.push(f.card);
      if (!payFeed(G, b.owner, f)) {
        killBunny(G, b.id);
        return;
      }
    }
  },
});

export const pendingFeeds = (G: Readonly<G>): number => G.circle.reduce((n, b) => n + b.feeds.length, 0);

/** Sunny Day: every pending feed and the Ebola Virus are cancelled. */
export function sunnyDay(G: G, seat: Seat, played: string | null = null): void {
  const id = played ?? takeFromHand(G, seat, 'sunnyDay');
  if (id) G.discard.push(id);
  for (const b of G.circle) {
    G.discard.push(...b.feeds.flatMap((f) => (f.card ? [f.card] : [])));
    b.feeds = [];
  }
  if (G.ebola) {
    G.discard.push(G.ebola.card);
    G.ebola = null;
  }
}

/** Large Prune Danish: the bunnies it may satisfy. */
export const danishTargets = (G: Readonly<G>, seat: Seat): string[] => bunniesOf(G, seat).filter((b) => b.feeds.length > 0).map((b) => b.id);

register('danish.target', {
  options: (G, task) => danishTargets(G, task.seat),
  choose: (G, _task, pick) => {
    const b = pick ? bunnyAt(G, pick) : undefined;
    if (!b) return;
    G.discard.push(...b.feeds.flatMap((f) => (f.card ? [f.card] : [])));
    b.feeds = [];
  },
  prompt: () => t`Choose the bunny whose feeds the Large Prune Danish satisfies.`,
});
