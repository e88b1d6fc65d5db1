/**
 * The game's data and the bookkeeping every part of the rules shares: who acts, paying and
 * collecting, net worth, credit, and the end of a turn.
 */
import type { Seat } from '../../src/dsl/index.js';
import { money, t, type Message, type Text } from '../../src/i18n/index.js';
import { YEAR_LENGTH } from './board.js';
import { creditLimit, type Equipment, type Item, type Machine, type Property, WINNING_WORTH } from './chart.js';

/** Something a contractor owns, with what he paid for it (the audit counts that). */
export interface Holding<I extends Item = Item> {
  item: I;
  paid: number;
}

export interface Contractor {
  cash: number;
  /** Bank notes outstanding. */
  debt: number;
  fleet: Holding<Equipment>[];
  deeds: Holding<Property>[];
  /** Square of the board, 0 = YEAR END. */
  position: number;
  /** Years of operation completed (laps past YEAR END): they raise the credit limit. */
  years: number;
  /** Markets doubled for this contractor for the rest of the year. */
  hot: Machine[];
  bankrupt: boolean;
}

/** The job on the square just landed on, waiting for its contractor to take it or refuse it. */
export interface PendingJob {
  seat: Seat;
  space: number;
  /** Won at a competitive bid: the bid is paid and the job must be done. */
  won: boolean;
  /** What the winning bid cost (0 without a competitive bid). */
  bid: number;
}

/** A competitive bid under way. */
export interface Bidding {
  space: number;
  lander: Seat;
  high: number;
  leader: Seat;
  /** Bidders still in, clockwise from the lander's left (the lander last). */
  bidders: Seat[];
  turn: Seat;
}

/** A Big Sky Auction: the debtor puts machines up until his bills are paid. */
export interface Auction {
  debtor: Seat;
  /** The piece in the auction yard, or null while the debtor chooses one. */
  item: Item | null;
  high: number;
  leader: Seat | null;
  bidders: Seat[];
  turn: Seat;
  /** What follows once the bills are paid: the job decision of the square, or the end of the turn. */
  resume: 'job' | 'end';
}

/** An offer between two contractors: `from` sells `item` to `to`, or buys it from `to`. */
export interface Offer {
  from: Seat;
  to: Seat;
  item: Item;
  price: number;
  sell: boolean;
}

/** One line of a job's account (for the table): what was paid or received, and to whom. */
export interface ReportLine {
  what: 'gross' | 'cost' | 'trucking' | 'service' | 'card' | 'bid';
  amount: number;
  /** Who received a payment (a truck owner, a property owner), null: the bank. */
  to: Seat | null;
  property?: Property;
}

/** The last job done: the roll, the chart, the bills and the card. */
export interface JobReport {
  seat: Seat;
  space: number;
  roll: number;
  machines: number;
  hot: boolean;
  lines: ReportLine[];
  card: string | null;
  net: number;
}

export type Stage = 'start' | 'job' | 'bid' | 'offer' | 'auction';
export type EndReason = 'worth' | 'time' | 'bankrupt' | 'weather';

export interface ConstructionState {
  contractors: Contractor[];
  /** Who won the opening roll and plays first. */
  first: Seat;
  /** Whose turn it is. */
  turn: Seat;
  stage: Stage;
  job: PendingJob | null;
  bid: Bidding | null;
  auction: Auction | null;
  offer: Offer | null;
  /** The turn's one offer to another contractor has been made. */
  offered: boolean;
  /** The Contingency cards face down (order secret) and face up. */
  deck: string[];
  discard: string[];
  /** Equipment stamps still with the bank. */
  supply: Record<Equipment, number>;
  /** Property deeds still with the bank. */
  bank: Property[];
  /** The last movement roll, and who rolled it. */
  lastRoll: { seat: Seat; roll: number } | null;
  report: JobReport | null;
  /** The pre-set time in years (0: play to the $1,500,000 audit). */
  years: number;
  /** Time has been called: the round ends and the audit follows. */
  timeCalled: boolean;
  end: EndReason | null;
  /** Public notes of what happened, newest last (the last 8), and how many were ever written. */
  events: Text[];
  eventCount: number;
}

type G = ConstructionState;

/** Who acts now. */
export function actorOf(G: Readonly<G>): Seat {
  switch (G.stage) {
    case 'job': return G.job!.seat;
    case 'bid': return G.bid!.turn;
    case 'offer': return G.offer!.to;
    case 'auction': return G.auction!.item === null ? G.auction!.debtor : G.auction!.turn;
    default: return G.turn;
  }
}

export function note(G: G, text: Message): void {
  G.eventCount++;
  G.events.push(text);
  if (G.events.length > 8) G.events.splice(0, G.events.length - 8);
}

/** The notes a move wrote, oldest first. */
export function newNotes(after: Readonly<G>, before: Readonly<G>): Text[] {
  const n = Math.min(after.eventCount - before.eventCount, after.events.length);
  return n > 0 ? after.events.slice(-n) : [];
}

/** Moves money from a contractor to another (or to the bank, `to` null). Cash may go below zero: a shortfall. */
export function pay(G: G, from: Seat, amount: number, to: Seat | null = null): void {
  G.contractors[from]!.cash -= amount;
  if (to !== null) G.contractors[to]!.cash += amount;
}

export const countOf = (c: Readonly<Contractor>, item: Equipment): number => c.fleet.reduce((n, h) => n + (h.item === item ? 1 : 0), 0);
export const owns = (c: Readonly<Contractor>, item: Item): boolean => c.fleet.some((h) => h.item === item) || c.deeds.some((h) => h.item === item);

/** Real assets at purchase price, plus cash, minus debt (the seed's audit). */
export function netWorth(c: Readonly<Contractor>): number {
  return c.fleet.reduce((n, h) => n + h.paid, 0) + c.deeds.reduce((n, h) => n + h.paid, 0) + c.cash - c.debt;
}

/** What the bank will still lend this contractor. */
export const creditLeft = (c: Readonly<Contractor>): number => Math.max(0, creditLimit(c.years) - c.debt);

/** Seats still in the game, clockwise from `from` (excluded) round to `from` (included last). */
export function clockwiseAfter(G: Readonly<G>, from: Seat): Seat[] {
  const n = G.contractors.length;
  const out: Seat[] = [];
  for (let i = 1; i <= n; i++) {
    const s = (from + i) % n;
    if (!G.contractors[s]!.bankrupt) out.push(s);
  }
  return out;
}

/** The contractors still in the game whose audited worth reached the goal with the highest worth (several on an exact tie); empty when nobody did. */
export function worthWinners(G: Readonly<G>): Seat[] {
  let best = WINNING_WORTH;
  let out: Seat[] = [];
  G.contractors.forEach((c, s) => {
    if (c.bankrupt) return;
    const worth = netWorth(c);
    if (worth > best || (worth === best && out.length === 0)) {
      best = worth;
      out = [s];
    } else if (worth === best) out.push(s);
  });
  return out;
}

/** The longest game: when nobody reaches the goal, the weather clears after this many years and the audit decides. PROPOSED. */
export const WEATHER_CLEARS = 40;

/**
 * Ends the turn: the audit of the $1,500,000 goal, the next contractor still in business, and,
 * when time has been called, the audit at the end of the round (so everyone has had as many turns).
 */
export function endTurn(G: G): void {
  G.stage = 'start';
  G.job = null;
  G.bid = null;
  G.auction = null;
  G.offer = null;
  G.offered = false;
  const alive = G.contractors.filter((c) => !c.bankrupt).length;
  if (alive <= 1) {
    G.end = 'bankrupt';
    return;
  }
  if (worthWinners(G).length > 0) {
    G.end = 'worth';
    return;
  }
  const next = clockwiseAfter(G, G.turn)[0]!;
  const n = G.contractors.length;
  // The round is over when the turn comes back to (or past) the first player.
  const distance = (s: Seat) => (s - G.first + n) % n;
  const roundOver = distance(next) <= distance(G.turn);
  if (roundOver && G.timeCalled) {
    G.end = G.years > 0 ? 'time' : 'weather';
    return;
  }
  G.turn = next;
}

/** A contractor passed YEAR END: one more year of operation, and his hot markets cool. */
export function yearEnd(G: G, seat: Seat): void {
  const c = G.contractors[seat]!;
  c.years++;
  c.hot = [];
  const limit = G.years > 0 ? G.years : WEATHER_CLEARS;
  if (c.years >= limit && !G.timeCalled) {
    G.timeCalled = true;
    note(G, G.years > 0 ? t`Time is called: the round is finished, then the audit.` : t`${WEATHER_CLEARS} years and no one at ${money(WINNING_WORTH)}: the weather clears after this round, then the audit.`);
  }
}

export { YEAR_LENGTH };
