/**
 * Which rules resolve a card: a flipped run card (or a Special laid in the run), and a Special
 * played from the hand. Each family lives in its own file beside this one.
 */
import type { Seat } from '../../../src/dsl/index.js';
import { card } from '../cards/index.js';
import { bakerStreet, playMarketCard, playPoverty } from './attacks.js';
import { playBunny, playClover, playHalo } from './bunnies.js';
import { playChooseCarrot } from './carrots.js';
import { playFeed } from './feeding.js';
import { playBakery, playCarrotThief, playCasino, playFountain, playMinilith, playRoulette, playSupplies } from './games.js';
import { playMoneyCard, playSpecial, specialProblem } from './specials.js';
import { playWeapon } from './weapons.js';
import { hasBunny, next, type G } from '../state.js';

const choice = (G: G, what: string, seat: Seat, id: string) => next(G, { k: 'choose', what, seat, card: id });

/** Resolves a run card just flipped by `seat` (a pink card without a bunny in the circle does nothing). */
export function resolveRunCard(G: G, seat: Seat, id: string): void {
  const c = card(id);
  if (c.type === 'special' || c.type === 'verySpecial') {
    if (specialProblem(G, seat, id) === null) resolveSpecial(G, seat, id);
    else G.discard.push(id);
    return;
  }
  if (c.pink && !hasBunny(G, seat)) {
    G.discard.push(id);
    return;
  }
  switch (c.family) {
    case 'bunny': case 'freeAgent': return playBunny(G, seat, id);
    case 'carrot': return playChooseCarrot(G, seat, id);
    case 'feed': return playFeed(G, seat, id);
    case 'weapon': case 'nuclear': case 'ebola': case 'trojan': case 'wave': return playWeapon(G, seat, id);
    case 'area51': return choice(G, 'area51.target', seat, id);
    case 'badKarma': return choice(G, 'karma.target', seat, id);
    case 'bakerStreet': return bakerStreet(G, seat, id);
    case 'blackCat': return choice(G, 'cat.target', seat, id);
    case 'cyber': return choice(G, 'cyber.target', seat, id);
    case 'defector': return choice(G, 'defector.target', seat, id);
    case 'drought': case 'maggots': return choice(G, 'drought.target', seat, id);
    case 'halo': return playHalo(G, seat, id);
    case 'clover': return playClover(G, seat, id);
    case 'marketHigh': case 'marketClosed': return playMarketCard(G, seat, id);
    case 'poverty': return playPoverty(G, seat, id);
    case 'casino': return playCasino(G, seat, id);
    case 'blockBid': return choice(G, 'bid.target', seat, id);
    case 'carrotThief': return playCarrotThief(G, seat, id);
    case 'doubleDolla': case 'rockBottom': case 'weil': return playMoneyCard(G, seat, id);
    case 'roulette': return playRoulette(G, seat, id);
    default: G.discard.push(id);
  }
}

/** Resolves a Special or Very Special played by `seat` (its problems checked by the caller). */
export function resolveSpecial(G: G, seat: Seat, id: string): void {
  switch (card(id).family) {
    case 'bakery': return playBakery(G, seat, id);
    case 'fountain': return playFountain(G, seat, id);
    case 'supplies': return playSupplies(G, seat, id);
    case 'minilith': return playMinilith(G, seat, id);
    case 'spatula': G.discard.push(id); return;
    default: return playSpecial(G, seat, id);
  }
}
