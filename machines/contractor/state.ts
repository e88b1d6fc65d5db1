/**
 * Contractor's game data and the bookkeeping every phase shares: money owed and paid, the bid
 * slips, the jobs each player holds, what a phase of work costs whom.
 */
import type { Seat } from '../../src/dsl/index.js';
import {
  EQUIPMENT, JOBS, PHASES_PER_JOB, PRICE, RENT, SCHEDULE,
  type EquipmentId, type JobId, type SpaceKind,
} from './data.js';

/** Who receives a payment: a seat, the bank or the Warranty Fund. */
export type Payee = Seat | 'bank' | 'fund';

/** Money a player must pay before he works or buys; raised by selling equipment, then by loans. */
export interface Debt {
  from: Seat;
  to: Payee;
  amount: number;
  /** The debtor has made his one trade offer while raising this debt (absent until he does, as in older saves). */
  offered?: true;
}

export interface PlayerState {
  cash: number;
  /** $100,000 loans taken from the bank, each repaid at $100,000 at the end. */
  loans: number;
  /** Cards taken in the equipment draft, not yet bought or returned. */
  drafted: EquipmentId[];
  /** Equipment bought: its rentals are paid to this player. */
  owned: EquipmentId[];
  /** Space on the track (0: START). */
  position: number;
  /** Turns still to sit out (Rain). */
  lostTurns: number;
}

/** One line of the banker's second bid sheet. */
export interface Award {
  job: JobId;
  seat: Seat;
  bid: number;
  atCost: boolean;
  /** Tied low bids: each roll-off, every tied seat's dice (low dice take the job). */
  rollOffs: { seat: Seat; roll: number }[][];
}

/** A trade offered by the player whose turn it is, or by a debtor raising money: a piece for money, or a piece for a piece. */
export interface Offer {
  from: Seat;
  to: Seat;
  /** A piece the offerer hands over ('' for none). */
  give: EquipmentId | '';
  /** A piece the offerer receives ('' for none). */
  get: EquipmentId | '';
  /** Money the offerer pays (negative: money he receives). */
  price: number;
  /** The other player answered with a counter price; the offerer now takes it or refuses. */
  countered: boolean;
}

/** The card just drawn, face up for everyone. */
export interface Drawn {
  deck: 'workday' | 'weather' | 'repairs';
  kind: string;
  seat: Seat;
}

/** What happened so far in the turn of the player to move. */
export interface TurnState {
  rolled: boolean;
  dice: number[];
  landed: SpaceKind | null;
  /** Equipment in the bank landed on this turn: it may be bought at 10% off. */
  discount: EquipmentId | null;
  /** The one purchase from the bank this turn is made. */
  bought: boolean;
  /** The one trade offer this turn is made. */
  offered: boolean;
  /** A Weather card waits to be given (to himself or another player). */
  weather: boolean;
  /** On a Workday whose card lets him work, he may work now. */
  work: boolean;
}

export interface ContractorState {
  players: PlayerState[];
  /** The equipment draft's stack, top first (face up: PROPOSED). */
  stack: EquipmentId[];
  /** Seats that shake in the current draft roll (all, or those tied for high dice). */
  rollers: Seat[];
  /** This draft roll's dice per seat (null: not shaken yet). */
  shakes: (number[] | null)[];
  /** The last card of the draft taken: by whom and with what dice, for the table. */
  lastTaken: { seat: Seat; card: EquipmentId; roll: number } | null;
  /** The player who took the first card: he starts on the board. */
  firstTaker: Seat | null;
  /** Index of the bid round under way. */
  round: number;
  /** Sealed bids of the round under way: "job:seat:amount". Each is seen by its writer only. */
  slips: string[];
  /** Slips of rounds already opened, face up (the players' bid sheets). */
  opened: string[];
  /** The banker's second bid sheet: each award in order. */
  awards: Award[];
  /** Phases completed of each job (0–10). */
  progress: Record<JobId, number>;
  /** Equipment in the bank. */
  bank: EquipmentId[];
  /** The Warranty Fund. */
  fund: number;
  /** Card decks, top first; a drawn card goes back to the bottom at once. */
  decks: { workday: string[]; weather: string[]; repairs: string[] };
  drawn: Drawn | null;
  /** Cards drawn so far (tells a move's log line whether it drew one). */
  draws: number;
  turn: TurnState;
  debts: Debt[];
  offer: Offer | null;
  /** The first player to finish all his jobs. */
  finisher: Seat | null;
  /** End settlement per seat, once the game is over. */
  settlement: Settlement[] | null;
}

export interface Settlement {
  cashBefore: number;
  bonus: number;
  unfinishedCosts: number;
  equipmentSold: number;
  loansRepaid: number;
  money: number;
}

type G = ContractorState;

export const freshTurn = (): TurnState => ({ rolled: false, dice: [], landed: null, discount: null, bought: false, offered: false, weather: false, work: false });

/** The secret text of a sealed bid. */
export const slipOf = (job: JobId, seat: Seat, amount: number): string => `${job}:${seat}:${amount}`;
export const SEALED = 'sealed';
/** A slip as read back: the amount is null while it is sealed from the reader. */
export function readSlip(slip: string): { job: JobId; seat: Seat; amount: number | null } {
  const [job, seat, amount] = slip.split(':');
  return { job: job as JobId, seat: Number(seat), amount: amount === SEALED ? null : Number(amount) };
}
/** The seat's slip for a job in the round under way, if written. */
export const slipFor = (G: Readonly<G>, job: JobId, seat: Seat): string | undefined => G.slips.find((s) => s.startsWith(`${job}:${seat}:`));

/** Jobs awarded to a seat, in award order. */
export const jobsOf = (G: Readonly<G>, seat: Seat): JobId[] => G.awards.filter((a) => a.seat === seat).map((a) => a.job);
export const awardOf = (G: Readonly<G>, job: JobId): Award | undefined => G.awards.find((a) => a.job === job);

/** Who owns a piece: a seat, or null when it is in the bank (or still in the draft). */
export function ownerOf(G: Readonly<G>, piece: EquipmentId): Seat | null {
  const seat = G.players.findIndex((p) => p.owned.includes(piece));
  return seat < 0 ? null : seat;
}

/** The rentals a seat pays for one phase of a job: to the owner of each piece, nothing for his own. */
export function phaseBills(G: Readonly<G>, job: JobId, phase: number, seat: Seat): { piece: EquipmentId; to: Payee; amount: number }[] {
  return SCHEDULE[job][phase]!.flatMap((piece) => {
    const owner = ownerOf(G, piece);
    if (owner === seat) return [];
    return [{ piece, to: owner ?? ('bank' as const), amount: RENT[piece] }];
  });
}

/** The jobs a seat may work on now: unfinished, and the 10th phase only after a roll of 2–6. */
export function workableJobs(G: Readonly<G>, seat: Seat, roll: number): JobId[] {
  return jobsOf(G, seat).filter((job) => {
    const done = G.progress[job];
    if (done >= PHASES_PER_JOB) return false;
    return done < PHASES_PER_JOB - 1 || roll <= 6;
  });
}

export const allJobsDone = (G: Readonly<G>, seat: Seat): boolean => {
  const jobs = jobsOf(G, seat);
  return jobs.length > 0 && jobs.every((j) => G.progress[j] >= PHASES_PER_JOB);
};

export function credit(G: G, to: Payee, amount: number): void {
  if (to === 'bank') return;
  if (to === 'fund') G.fund += amount;
  else G.players[to]!.cash += amount;
}

/** Pays the debts in order while the debtor's cash covers the first one. */
export function settleDebts(G: G): void {
  while (G.debts.length > 0) {
    const debt = G.debts[0]!;
    const payer = G.players[debt.from]!;
    if (payer.cash < debt.amount) return;
    payer.cash -= debt.amount;
    credit(G, debt.to, debt.amount);
    G.debts.shift();
  }
}

/** `from` owes `amount` to `to`: paid at once when cash covers it (and nothing is owed before it), else raised first. */
export function charge(G: G, from: Seat, amount: number, to: Payee): void {
  if (amount <= 0) return;
  G.debts.push({ from, to, amount });
  settleDebts(G);
}

export const owes = (G: Readonly<G>): boolean => G.debts.length > 0;
export const debtor = (G: Readonly<G>): Seat | null => G.debts[0]?.from ?? null;
/** What the first debtor still has to find. */
export const shortfall = (G: Readonly<G>): number => {
  const seat = debtor(G);
  if (seat === null) return 0;
  const owed = G.debts.filter((d) => d.from === seat).reduce((n, d) => n + d.amount, 0);
  return Math.max(0, owed - G.players[seat]!.cash);
};

/** Half the card's price: what the bank pays for a piece. */
export const salePrice = (piece: EquipmentId): number => PRICE[piece] / 2;

/** What a piece costs from the bank this turn: 10% off when the player landed on it. */
export const bankPrice = (G: Readonly<G>, piece: EquipmentId): number => (G.turn.discount === piece ? Math.round(PRICE[piece] * 0.9) : PRICE[piece]);

/** Negotiated prices offered in a trade of one piece for money: three quarters of the card's price, the price, or a quarter more, to the nearest $5,000. */
export const PRICE_LEVELS = [0.75, 1, 1.25] as const;
export const tradePrices = (piece: EquipmentId): number[] => PRICE_LEVELS.map((k) => Math.round((PRICE[piece] * k) / 5_000) * 5_000);
/** Money asked on top of a swap of one piece for another, as a counter. */
export const SWAP_COUNTERS = [-20_000, -10_000, 10_000, 20_000] as const;

/** Whether an offer can be carried out now: each side still holds its piece and the payer has the money. */
export function offerFeasible(G: Readonly<G>, offer: Offer): boolean {
  const from = G.players[offer.from]!;
  const to = G.players[offer.to]!;
  if (offer.give !== '' && !from.owned.includes(offer.give)) return false;
  if (offer.get !== '' && !to.owned.includes(offer.get)) return false;
  if (offer.price > 0 && from.cash < offer.price) return false;
  if (offer.price < 0 && to.cash < -offer.price) return false;
  return true;
}

export function carryOut(G: G, offer: Offer): void {
  const from = G.players[offer.from]!;
  const to = G.players[offer.to]!;
  if (offer.give !== '') {
    from.owned = from.owned.filter((e) => e !== offer.give);
    to.owned.push(offer.give);
  }
  if (offer.get !== '') {
    to.owned = to.owned.filter((e) => e !== offer.get);
    from.owned.push(offer.get);
  }
  from.cash -= offer.price;
  to.cash += offer.price;
  G.offer = null;
}

/** Counter prices the other player may ask instead. */
export function counterPrices(offer: Offer): number[] {
  if (offer.give !== '' && offer.get !== '') return SWAP_COUNTERS.map((x) => offer.price + x);
  const piece = (offer.give || offer.get) as EquipmentId;
  const sign = offer.give !== '' ? -1 : 1;
  return tradePrices(piece).map((p) => sign * p).filter((p) => p !== offer.price);
}

/** Sells a piece to the bank at half price. */
export function sellToBank(G: G, seat: Seat, piece: EquipmentId): void {
  const p = G.players[seat]!;
  p.owned = p.owned.filter((e) => e !== piece);
  G.bank.push(piece);
  G.bank.sort((a, b) => EQUIPMENT.indexOf(a) - EQUIPMENT.indexOf(b));
  p.cash += salePrice(piece);
}

export const emptyProgress = (): Record<JobId, number> => Object.fromEntries(JOBS.map((j) => [j, 0])) as Record<JobId, number>;

