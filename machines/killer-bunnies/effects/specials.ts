/**
 * Specials and Very Specials played from the hand in one's own turn (Free Cabbage, Free Water,
 * Geneva Convention, Half Price Coupon, Large Prune Danish, Sunny Day, and the Yellow Bug Off,
 * Free Cabbage And Water, Noah's Flood, Rooney's Weapons Exchange, Reversal Of Fortune), the
 * Yellow money cards (Double No Trouble, Rock Bottom, Weil's Freshness Center) and Terrible
 * Misfortune.
 */
import type { Seat } from '../../../src/dsl/index.js';
import { t } from '../../../src/i18n/index.js';
import { card, cardName, carrotNum } from '../cards/index.js';
import { register } from '../engine.js';
import { danishTargets, pendingFeeds, sunnyDay } from './feeding.js';
import { playRooney, rooneyWeapon } from './weapons.js';
import { bunniesOf, dollaOf, hasBunny, hittable, killBunny, next, opponentsOf, pay, returnSupply, takeSupply, type G } from '../state.js';

export const marketOpen = (G: Readonly<G>): boolean => G.closed === null;

/**
 * Why `seat` may not play the Special or Very Special `id` from its hand now (null: it may).
 * Playing in one's own turn is checked by the caller.
 */
export function specialProblem(G: Readonly<G>, seat: Seat, id: string) {
  const c = card(id);
  if (c.pink && !hasBunny(G, seat)) return t`You need a bunny in the Bunny Circle to play the ${cardName(id)}.`;
  switch (c.family) {
    case 'freeCabbage': return !marketOpen(G) ? t`The market is closed.` : G.cabbageDeck.length === 0 ? t`No cabbage cards are left.` : null;
    case 'freeWater': return !marketOpen(G) ? t`The market is closed.` : G.waterDeck.length === 0 ? t`No water cards are left.` : null;
    case 'freeBoth': return !marketOpen(G) ? t`The market is closed.` : G.cabbageDeck.length + G.waterDeck.length === 0 ? t`No cabbage or water cards are left.` : null;
    case 'geneva': return G.geneva ? t`The Geneva Convention is already in force.` : null;
    case 'coupon': return G.players[seat]!.coupon ? t`Your coupon is already in use this turn.` : null;
    case 'danish': return danishTargets(G, seat).length === 0 ? t`None of your bunnies has a feed to satisfy.` : null;
    case 'sunnyDay': return pendingFeeds(G) === 0 && !G.ebola ? t`No feed and no Ebola Virus to cancel.` : null;
    case 'bugOff': return !G.cyber && !G.ebola ? t`No roaming card to discard.` : null;
    case 'reversal': return null;
    case 'spatula': return t`The Magic Spatula is played when a weapon is launched at your bunny.`;
    case 'rooney': return rooneyWeapon(G, seat) ? null : t`Rooney's Reusables is played after the weapon you flipped this turn has been used.`;
    default: return null;
  }
}

/** Plays a Special or Very Special from `seat`'s hand (already taken out of it). */
export function playSpecial(G: G, seat: Seat, id: string): void {
  const c = card(id);
  const p = G.players[seat]!;
  switch (c.family) {
    case 'freeCabbage': takeSupply(G, seat, 'cabbage'); takeSupply(G, seat, 'cabbage'); break;
    case 'freeWater': takeSupply(G, seat, 'water'); takeSupply(G, seat, 'water'); break;
    case 'freeBoth': takeSupply(G, seat, 'cabbage'); takeSupply(G, seat, 'water'); break;
    case 'geneva': G.geneva = { card: id, by: seat }; return;
    case 'coupon': p.coupon = true; break;
    case 'danish': next(G, { k: 'choose', what: 'danish.target', seat, card: id }); break;
    case 'sunnyDay': sunnyDay(G, seat, id); return;
    case 'bugOff':
      for (const r of [G.cyber, G.ebola]) if (r) G.discard.push(r.card);
      G.cyber = null;
      G.ebola = null;
      break;
    case 'flood':
      for (const q of G.players) { returnSupply(G, q.cabbage); q.cabbage = []; }
      for (const s of G.players.keys()) takeSupply(G, s, 'water');
      break;
    case 'reversal': next(G, { k: 'choose', what: 'reversal.target', seat, card: id }); return;
    case 'rooney': playRooney(G, seat); break;
    case 'weaponsExchange': break;
    default: break;
  }
  G.discard.push(id);
}

register('reversal.target', {
  options: (G, task) => opponentsOf(G, task.seat).map((s) => `seat${s}`),
  choose: (G, task, pick) => {
    G.discard.push(task.card!);
    if (!pick) return;
    const a = G.players[task.seat]!;
    const b = G.players[Number(pick.slice(4))]!;
    [a.dolla, b.dolla] = [b.dolla, a.dolla];
    [a.coins, b.coins] = [b.coins, a.coins];
  },
  prompt: () => t`Choose the opponent you swap all Kaballa Dolla with.`,
});

/** Rooney's Weapons Exchange: the last weapon in the discard pile comes to the hand (or null). */
export function lastWeapon(G: G): string | null {
  for (let i = G.discard.length - 1; i >= 0; i--) {
    const f = card(G.discard[i]!).family;
    if (f === 'weapon' || f === 'nuclear' || f === 'wave' || f === 'trojan' || f === 'ebola') {
      const id = G.discard.splice(i, 1)[0]!;
      if (G.lastRoll?.card === id) G.lastRoll.card = null;
      if (G.flipped === id) G.flipped = null;
      return id;
    }
  }
  return null;
}

/** The Yellow money run cards. */
export function playMoneyCard(G: G, seat: Seat, id: string): void {
  G.discard.push(id);
  const f = card(id).family;
  if (f === 'doubleDolla') G.players[seat]!.coins += dollaOf(G, seat);
  else if (f === 'rockBottom') {
    const least = Math.min(...G.players.map((_, s) => dollaOf(G, s)));
    G.players.forEach((q, s) => { if (dollaOf(G, s) === least) q.coins += 5; });
  } else if (f === 'weil') {
    // Each player pays 2 per carrot while he can; the carrots he cannot pay for go back (highest numbers first).
    G.players.forEach((q, s) => {
      const affordable = Math.min(q.carrots.length, Math.floor(dollaOf(G, s) / 2));
      pay(G, s, affordable * 2);
      q.carrots.sort((a, b) => carrotNum(a) - carrotNum(b));
      const back = q.carrots.splice(affordable);
      G.market.push(...back);
      G.market.sort((a, b) => carrotNum(a) - carrotNum(b));
    });
  }
}

/** Terrible Misfortune, drawn: one of the drawer's bunnies dies, else one of an opponent's. */
export function misfortune(G: G, seat: Seat, id: string): void {
  G.discard.push(id);
  next(G, { k: 'choose', what: 'misfortune.victim', seat, card: id });
}

export const misfortuneVictims = (G: Readonly<G>, seat: Seat): string[] => {
  const own = bunniesOf(G, seat).filter(hittable);
  if (own.length > 0) return own.map((b) => b.id);
  return G.circle.filter((b) => b.owner !== seat && hittable(b)).map((b) => b.id);
};

register('misfortune.victim', {
  options: (G, task) => misfortuneVictims(G, task.seat),
  choose: (G, _task, pick) => { if (pick) killBunny(G, pick); },
  prompt: (G, task) => (bunniesOf(G, task.seat).some(hittable) ? t`Terrible Misfortune: choose which of your bunnies dies.` : t`Terrible Misfortune: you have no bunny it can touch, so choose an opponent's bunny to die.`),
});
