/**
 * The game data of Killer Bunnies and the helpers every family of cards shares: the Bunny
 * Circle, drawing (Kaballa Dolla and Play Immediately handled whenever drawn), money, supplies,
 * deaths, and the queue of steps a card's effect goes through.
 */
import type { Json, Seat } from '../../src/dsl/index.js';
import { card, carrotNum, units, type Die } from './cards/index.js';

/** A bunny in the Bunny Circle and what lies on it. */
export interface Bunny {
  id: string;
  owner: Seat;
  /** Lucky Clover cards on it. */
  clovers: string[];
  /** Pending Feed The Bunny cards. */
  feeds: Feed[];
  /** The Heavenly Halo card on it, or null. */
  halo: string | null;
  /** A Trojan Bunny hiding under it, and who put it there. */
  trojan: { card: string; by: Seat } | null;
  /** Survived the Ebola Virus: immune to it for the rest of the game. */
  immune: boolean;
}

/** A Feed The Bunny card on a bunny: units due by the end of the owner's next turn. */
export interface Feed {
  /** The Feed The Bunny card, or null for a feeding ordered by the dice (Casino, Bakery). */
  card: string | null;
  cabbage: number;
  water: number;
  /** The game turn in which it was placed: it falls due at the end of a later turn of the owner. */
  placed: number;
}

export interface PlayerState {
  /** Cards in hand (hidden from others). */
  hand: string[];
  /** Face-down run cards; the owner may peek. */
  top: string | null;
  bottom: string | null;
  /** Kaballa Dolla cards in front of the player, face up. */
  dolla: string[];
  /** Kaballa Dolla as change and prizes (coins from the market). */
  coins: number;
  /** Small cabbage and water cards, face up in front of the player. */
  cabbage: string[];
  water: string[];
  /** Large carrot cards. */
  carrots: string[];
  /** Bad Karma: the next weapon must hit one of the player's own bunnies. */
  karma: boolean;
  /** Half Price Coupon in force this turn. */
  coupon: boolean;
}

/** Roaming cards: where they are and who launched them. */
export interface Roamer {
  card: string;
  launcher: Seat;
  /** The bunny it is on (it attacks that bunny next), or null when it must look for one. */
  at: string | null;
  /** Index in the circle it was last at, to find the next bunny after a death. */
  pos: number;
  /** The turn it was launched in (the Ebola Virus roams from the next round on). */
  since?: number;
}

/**
 * One step of resolving cards. `auto` steps run by themselves; `choose`, `roll` and `respond`
 * wait for a seat's move.
 */
export type Task =
  | { k: 'auto'; what: string; seat: Seat; card?: string; data?: Json }
  | { k: 'choose'; what: string; seat: Seat; card?: string; data?: Json; opts?: string[] }
  | { k: 'roll'; what: string; seat: Seat; card?: string; dice: Die[]; data?: Json; offer?: Offer }
  | { k: 'respond'; what: string; offer: Offer; seat: Seat; seats: Seat[]; card?: string; data?: Json };

/** A card that may answer a roll or a question instead: the roller (or the asked seat) plays it or not. */
export type Offer = 'sunnyDay' | 'spatula';

/** A visible roll, for the table and the log. */
export interface Roll {
  seat: Seat;
  dice: Die[];
  values: number[];
  card: string | null;
  /** What the roll decided, as a short code the table words (e.g. `lives`, `dies`). */
  outcome: string;
}

export type Step = 'lay' | 'exchange' | 'first' | 'begin' | 'replace' | 'end';

export interface KBState {
  booster: boolean;
  firstGame: boolean;
  players: PlayerState[];
  /** The large draw pile; the top is the last element. */
  draw: string[];
  discard: string[];
  /** The Bunny Circle in its order; neighbours are adjacent (it wraps round). */
  circle: Bunny[];
  /** Large carrots still at Kaballa's Market. */
  market: string[];
  /** Small carrots: the last element is the bottom card, the Magic Carrot. */
  smallCarrots: string[];
  /** How many small carrots have been turned over at the end. */
  revealed: number;
  cabbageDeck: string[];
  waterDeck: string[];
  /** The market card lying on the starter card (4/5), or null. */
  priceCard: string | null;
  /** Market Closed: the card and the seat whose next turn opens the market again. */
  closed: { card: string; by: Seat } | null;
  /** Geneva Convention in force until this seat's next turn. */
  geneva: { card: string; by: Seat } | null;
  /** The bunny set aside by Area 51, and the Area 51 card. */
  abducted: { bunny: Bunny; card: string } | null;
  cyber: Roamer | null;
  ebola: Roamer | null;
  /** Whose turn it is (FLIP, SLIDE, DRAW, REPLACE). */
  turnSeat: Seat;
  /** Turns played (Feed The Bunny deadlines count them). */
  turnNo: number;
  step: Step;
  /** The card the turn's player flipped this turn, face up until the turn ends. */
  flipped: string | null;
  /** The Special the turn's player played last this turn. */
  played: string | null;
  tasks: Task[];
  lastRoll: Roll | null;
  /** The last carrot has been taken: the game is over. */
  ended: boolean;
  /** Carrots given away at the end by players without a bunny: [from, to, count]. */
  gifts: [Seat, Seat, number][];
  /** Seats still to decide on the first-game bunny exchange. */
  exchange: Seat[];
  /** Laid their first two run cards (setup). */
  laid: boolean[];
  /** The first-player roll: each seat's black d12. */
  firstRolls: number[] | null;
}

export type G = KBState;

export const opponentsOf = (G: Readonly<G>, seat: Seat): Seat[] => G.players.map((_, s) => s).filter((s) => s !== seat);
export const bunniesOf = (G: Readonly<G>, seat: Seat): Bunny[] => G.circle.filter((b) => b.owner === seat);
export const hasBunny = (G: Readonly<G>, seat: Seat): boolean => G.circle.some((b) => b.owner === seat);
export const bunnyAt = (G: Readonly<G>, id: string): Bunny | undefined => G.circle.find((b) => b.id === id);
export const isBunnyCard = (id: string): boolean => card(id).family === 'bunny' || card(id).family === 'freeAgent';

/** Bunnies within `radius` places of `id` in the circle (both ways round), the bunny itself first. */
export function within(G: Readonly<G>, id: string, radius: number): { bunny: Bunny; distance: number }[] {
  const i = G.circle.findIndex((b) => b.id === id);
  if (i < 0) return [];
  const n = G.circle.length;
  const out: { bunny: Bunny; distance: number }[] = [{ bunny: G.circle[i]!, distance: 0 }];
  const seen = new Set([i]);
  for (let d = 1; d <= radius; d++) {
    for (const j of [(i + d) % n, (i - d + n * d) % n]) {
      if (seen.has(j)) continue;
      seen.add(j);
      out.push({ bunny: G.circle[j]!, distance: d });
    }
  }
  return out;
}

/** Money: Dolla cards plus coins. */
export const dollaOf = (G: Readonly<G>, seat: Seat): number => G.players[seat]!.coins + G.players[seat]!.dolla.reduce((n, id) => n + card(id).n!, 0);

/** Pays `amount` Dolla: coins first, then the smallest cards; change comes back as coins. */
export function pay(G: G, seat: Seat, amount: number): void {
  const p = G.players[seat]!;
  let due = amount;
  const fromCoins = Math.min(p.coins, due);
  p.coins -= fromCoins;
  due -= fromCoins;
  p.dolla.sort((a, b) => card(a).n! - card(b).n! || a.localeCompare(b));
  while (due > 0 && p.dolla.length > 0) {
    const id = p.dolla.shift()!;
    G.discard.push(id);
    due -= card(id).n!;
  }
  if (due < 0) p.coins += -due;
}

/** Moves up to `amount` Dolla from one player to another (as coins to the taker). */
export function transfer(G: G, from: Seat, to: Seat, amount: number): number {
  const paid = Math.min(amount, dollaOf(G, from));
  pay(G, from, paid);
  G.players[to]!.coins += paid;
  return paid;
}

export const supplyUnits = (cards: readonly string[]): number => cards.reduce((n, id) => n + units(id), 0);

/** Takes the top small card of a supply deck (cabbage or water); false when the deck is empty. */
export function takeSupply(G: G, seat: Seat, kind: 'cabbage' | 'water'): boolean {
  const deck = kind === 'cabbage' ? G.cabbageDeck : G.waterDeck;
  const id = deck.pop();
  if (!id) return false;
  G.players[seat]![kind].push(id);
  return true;
}

/** Small cards go back under their deck. */
export function returnSupply(G: G, ids: string[]): void {
  for (const id of ids) (id.startsWith('cab') ? G.cabbageDeck : G.waterDeck).unshift(id);
}

/** Removes a bunny from the circle: it and everything on it go to the discard pile. */
export function killBunny(G: G, id: string): Bunny | null {
  const i = G.circle.findIndex((b) => b.id === id);
  if (i < 0) return null;
  const [b] = G.circle.splice(i, 1);
  discardAttachments(G, b!);
  G.discard.push(b!.id);
  for (const r of [G.cyber, G.ebola]) {
    if (r && r.at === id) {
      r.at = null;
      r.pos = i;
    }
  }
  return b!;
}

export function discardAttachments(G: G, b: Bunny): void {
  G.discard.push(...b.clovers, ...b.feeds.flatMap((f) => (f.card ? [f.card] : [])), ...(b.halo ? [b.halo] : []), ...(b.trojan ? [b.trojan.card] : []));
  b.clovers = [];
  b.feeds = [];
  b.halo = null;
  b.trojan = null;
}

export const newBunny = (id: string, owner: Seat): Bunny => ({ id, owner, clovers: [], feeds: [], halo: null, trojan: null, immune: false });

/** Takes a carrot from the market for `seat`; the last carrot ends the game at once. */
export function takeCarrot(G: G, seat: Seat, id: string): void {
  const i = G.market.indexOf(id);
  if (i < 0) return;
  G.market.splice(i, 1);
  G.players[seat]!.carrots.push(id);
  G.players[seat]!.carrots.sort((a, b) => carrotNum(a) - carrotNum(b));
  if (G.market.length === 0) endNow(G);
}

/** The last carrot is gone: effects under way stop, and the carrot reveal begins. */
export function endNow(G: G): void {
  G.ended = true;
  G.tasks = [];
}

/** Turns the discard pile into a new draw pile when the draw pile runs out. */
function refill(G: G, shuffle: (ids: string[]) => string[]): void {
  if (G.draw.length > 0 || G.discard.length === 0) return;
  // The cards of this turn that lie face up for all to see stay on the discard pile.
  const inSight = new Set([G.flipped, G.played, G.lastRoll?.card].filter((x): x is string => typeof x === 'string'));
  G.draw = shuffle(G.discard.filter((id) => !inSight.has(id)));
  G.discard = G.discard.filter((id) => inSight.has(id));
}

/**
 * Draws one card into `seat`'s hand. Kaballa Dolla go face up in front of the player and the
 * player draws again; a Play Immediately card is returned (the caller resolves it and draws again).
 */
export function drawOne(G: G, seat: Seat, shuffle: (ids: string[]) => string[]): { drawn: string | null; misfortune: string | null } {
  for (;;) {
    refill(G, shuffle);
    const id = G.draw.pop();
    if (!id) return { drawn: null, misfortune: null };
    const c = card(id);
    if (c.type === 'dolla') {
      G.players[seat]!.dolla.push(id);
      continue;
    }
    if (c.type === 'playImmediately') return { drawn: null, misfortune: id };
    G.players[seat]!.hand.push(id);
    return { drawn: id, misfortune: null };
  }
}

/** A task without keys left undefined (the state stays plain JSON). */
function clean(task: Task): Task {
  for (const key of Object.keys(task) as (keyof Task)[]) if (task[key] === undefined) delete task[key];
  return task;
}

/** Adds tasks to run next (before those already queued). */
export function next(G: G, ...tasks: Task[]): void {
  G.tasks.unshift(...tasks.map(clean));
}

/** Adds tasks to run after everything already queued. */
export function later(G: G, ...tasks: Task[]): void {
  G.tasks.push(...tasks.map(clean));
}

/** Seats from `first` round the table. */
export const seatsFrom = (G: Readonly<G>, first: Seat): Seat[] => G.players.map((_, i) => (first + i) % G.players.length);

/** Seats holding a card of `family` in hand, in order round the table from `first`. */
export const holders = (G: Readonly<G>, family: string, first: Seat): Seat[] =>
  seatsFrom(G, first).filter((s) => G.players[s]!.hand.some((id) => card(id).family === family));

/** Removes one card of `family` from `seat`'s hand and returns it. */
export function takeFromHand(G: G, seat: Seat, family: string): string | null {
  const hand = G.players[seat]!.hand;
  const i = hand.findIndex((id) => card(id).family === family);
  return i < 0 ? null : hand.splice(i, 1)[0]!;
}

/** Bunnies a weapon, feed, misfortune or abduction may touch: without a halo (the Cyber Bunny is none of these). */
export const hittable = (b: Bunny): boolean => b.halo === null;
