/**
 * Kaballa's Market: cabbage, water and carrots at the prices of the market card on top (the
 * starter 3/3/10, or the 4/5 card: 4/5/15), half price with the coupon (rounded up), nothing
 * while the Market Closed card lies on it. Buying is done in one's own turn, before the FLIP or
 * before the REPLACE.
 */
import { move, type Seat } from '../../src/dsl/index.js';
import { t, type Text } from '../../src/i18n/index.js';
import { carrotName } from './cards/index.js';
import { run } from './engine.js';
import { marketOpen } from './effects/specials.js';
import { dollaOf, pay, takeCarrot, takeSupply, type G } from './state.js';

export const STARTER_PRICES = { cabbage: 3, water: 3, carrot: 10 } as const;
/** The "4/5" market card (PROPOSED carrot price 15). */
export const HIGH_PRICES = { cabbage: 4, water: 5, carrot: 15 } as const;

export function prices(G: Readonly<G>, seat: Seat): { cabbage: number; water: number; carrot: number } {
  const base = G.priceCard ? HIGH_PRICES : STARTER_PRICES;
  if (!G.players[seat]!.coupon) return { ...base };
  return { cabbage: Math.ceil(base.cabbage / 2), water: Math.ceil(base.water / 2), carrot: Math.ceil(base.carrot / 2) };
}

export const priceOf = (G: Readonly<G>, seat: Seat, item: string): number => {
  const p = prices(G, seat);
  return item === 'cabbage' ? p.cabbage : item === 'water' ? p.water : p.carrot;
};

/** What `seat` can buy now. */
export function buyable(G: Readonly<G>, seat: Seat): string[] {
  if (!marketOpen(G) || seat !== G.turnSeat || (G.step !== 'begin' && G.step !== 'replace') || G.tasks.length > 0) return [];
  const money = dollaOf(G, seat);
  const out: string[] = [];
  if (G.cabbageDeck.length > 0 && money >= priceOf(G, seat, 'cabbage')) out.push('cabbage');
  if (G.waterDeck.length > 0 && money >= priceOf(G, seat, 'water')) out.push('water');
  if (money >= priceOf(G, seat, 'carrot')) out.push(...G.market);
  return out;
}

export const buy = move<G, { item: string }>({
  args: (G, _ctx, seat) => buyable(G, seat).map((item) => ({ item })),
  check: (G, { item }, _ctx, seat) => {
    if (typeof item !== 'string') return t`Say what to buy: "cabbage", "water" or a carrot of the market.`;
    if (!marketOpen(G)) return t`Kaballa's Market is closed.`;
    if (item !== 'cabbage' && item !== 'water' && !G.market.includes(item)) return t`The market has no such thing to sell.`;
    if (dollaOf(G, seat) < priceOf(G, seat, item)) return t`That costs ${priceOf(G, seat, item)} Kaballa Dolla; you have ${dollaOf(G, seat)}.`;
    if (!buyable(G, seat).includes(item)) return t`None of those are left.`;
    return true;
  },
  apply: (G, { item }, { seat, random }) => {
    pay(G, seat, priceOf(G, seat, item));
    if (item === 'cabbage' || item === 'water') takeSupply(G, seat, item);
    else takeCarrot(G, seat, item);
    run(G, random);
  },
  // A cabbage or water card comes off a face-down deck.
  undoable: (args) => args.item !== 'cabbage' && args.item !== 'water',
  describe: ({ item }, after, before): Text => {
    const paid = dollaOf(before, before.turnSeat) - dollaOf(after, before.turnSeat);
    if (item === 'cabbage') return t`bought a cabbage card for ${paid} Kaballa Dolla`;
    if (item === 'water') return t`bought a water card for ${paid} Kaballa Dolla`;
    return t`bought ${carrotName(item)} for ${paid} Kaballa Dolla`;
  },
});
