/**
 * Hidden information: hands and face-down run cards (their owner sees them), the draw pile, the
 * small supply decks and the small carrot deck (nobody, until the carrots are turned over).
 */
import { cloneJson, type Info, type Random, type Secret, type Seat } from '../../src/dsl/index.js';
import { CABBAGE_CARDS, drawPileCards, smallCarrots, WATER_CARDS } from './cards/index.js';
import type { G } from './state.js';

export const HIDDEN = 'hidden';

export function view(G: Readonly<G>, _ctx: Info, seat: Seat | null): G {
  return {
    ...G,
    players: G.players.map((p, s) => (s === seat ? p : {
      ...p,
      hand: p.hand.map(() => HIDDEN),
      top: p.top === null ? null : HIDDEN,
      bottom: p.bottom === null ? null : HIDDEN,
    })),
    draw: G.draw.map(() => HIDDEN),
    cabbageDeck: G.cabbageDeck.map(() => HIDDEN),
    waterDeck: G.waterDeck.map(() => HIDDEN),
    smallCarrots: G.smallCarrots.map((id, i) => (i < G.revealed ? id : HIDDEN)),
  };
}

export function secrets(G: Readonly<G>): Secret[] {
  const out: Secret[] = [];
  G.players.forEach((p, s) => {
    for (const id of [...p.hand, ...(p.top ? [p.top] : []), ...(p.bottom ? [p.bottom] : [])]) out.push({ value: id, seenBy: [s] });
  });
  for (const id of [...G.draw, ...G.cabbageDeck, ...G.waterDeck]) out.push({ value: id, seenBy: [] });
  G.smallCarrots.forEach((id, i) => { if (i >= G.revealed) out.push({ value: id, seenBy: [] }); });
  return out;
}

/** Every large card in some zone (for conservation). */
export function largeCards(G: Readonly<G>): string[] {
  const out: string[] = [...G.draw, ...G.discard];
  for (const p of G.players) out.push(...p.hand, ...(p.top ? [p.top] : []), ...(p.bottom ? [p.bottom] : []), ...p.dolla);
  for (const b of [...G.circle, ...(G.abducted ? [G.abducted.bunny] : [])]) {
    out.push(b.id, ...b.clovers, ...b.feeds.flatMap((f) => (f.card ? [f.card] : [])), ...(b.halo ? [b.halo] : []), ...(b.trojan ? [b.trojan.card] : []));
  }
  if (G.abducted) out.push(G.abducted.card);
  for (const x of [G.priceCard, G.closed?.card, G.geneva?.card, G.cyber?.card, G.ebola?.card]) if (x) out.push(x);
  for (const task of G.tasks) {
    if (task.card && isHeld(task)) out.push(task.card);
    if (task.what === 'cat.roll' || task.what === 'cat.keep') out.push(...(task.data as string[]));
  }
  return out;
}

/** Steps that hold their card while they wait (it is discarded or placed when they resolve). */
const HOLDING = new Set(['clover.place', 'halo.place', 'weapon.target', 'trojan.hide', 'weapon.spatula', 'weapon.after', 'weapon.done', 'defector.second', 'feed.target', 'area51.target', 'karma.target', 'drought.target',
  'cat.target', 'cat.roll', 'cyber.target', 'defector.target', 'bid.target', 'fountain.number', 'fountain.roll', 'casino.roll', 'bakery.roll',
  'supplies.roll', 'minilith.roll', 'thief.roll', 'reversal.target']);
function isHeld(task: G['tasks'][number]): boolean {
  if (task.what === 'poverty.roll' || task.what === 'roulette.roll') return (task.data as { last: boolean }).last;
  return HOLDING.has(task.what);
}

export function conserved(G: Readonly<G>): Record<string, string[]> {
  const small = [...G.cabbageDeck, ...G.waterDeck];
  for (const p of G.players) small.push(...p.cabbage, ...p.water);
  return { large: largeCards(G), small, carrots: [...G.market, ...G.players.flatMap((p) => p.carrots)], smallCarrots: G.smallCarrots.slice() };
}

/** A guess of the hidden parts consistent with what `seat` sees. */
export function determinize(viewed: Readonly<G>, _ctx: Info, seat: Seat, random: Random): G {
  const G = cloneJson(viewed as G);
  const seen = new Set(largeCards(G).filter((id) => id !== HIDDEN));
  const unseen = random.shuffle(drawPileCards(G.booster).filter((id) => !seen.has(id)));
  const take = (): string => unseen.pop()!;
  G.players.forEach((p, s) => {
    if (s === seat) return;
    p.hand = p.hand.map(() => take());
    if (p.top !== null) p.top = take();
    if (p.bottom !== null) p.bottom = take();
  });
  G.draw = G.draw.map(() => take());
  const held = new Set(G.players.flatMap((p) => [...p.cabbage, ...p.water]));
  const cab = random.shuffle(CABBAGE_CARDS.filter((id) => !held.has(id)));
  const wat = random.shuffle(WATER_CARDS.filter((id) => !held.has(id)));
  G.cabbageDeck = cab.slice(0, G.cabbageDeck.length);
  G.waterDeck = wat.slice(0, G.waterDeck.length);
  const shown = new Set(G.smallCarrots.slice(0, G.revealed));
  const rest = random.shuffle(smallCarrots(G.booster).filter((id) => !shown.has(id)));
  G.smallCarrots = [...G.smallCarrots.slice(0, G.revealed), ...rest];
  return G;
}
