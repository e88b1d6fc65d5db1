/**
 * Money from the bank and between contractors: buying with cash or with credit (20% cash down,
 * the rest in bank notes within the credit limit), from the bank, on an offer or at Big Sky
 * Auction; repaying notes; offers between contractors; and Big Sky Auction when a contractor
 * cannot pay his bills.
 */
import { move, type Seat } from '../../src/dsl/index.js';
import { money, seat as seatRef, t } from '../../src/i18n/index.js';
import {
  aItem, CASH_DOWN, EQUIPMENT, isEquipment, isItem, isProperty, listPrice, NOTE, PROPERTIES, type Item,
} from './chart.js';
import { clockwiseAfter, creditLeft, endTurn, note, owns, type ConstructionState, type Contractor } from './state.js';

type G = ConstructionState;

/** In the bank's hands: a stamp left in the supply, or a deed not yet sold. */
export const inBank = (G: Readonly<G>, item: Item): boolean => (isEquipment(item) ? G.supply[item] > 0 : G.bank.includes(item));

const DOWN_PERCENT = Math.round(CASH_DOWN * 100);

/**
 * The most the bank lends `c` on a purchase at `price`: the balance above 20% down, within the
 * credit left, in whole notes (so the cash down is exactly 20% whenever the credit suffices).
 */
export function maxLoan(c: Readonly<Contractor>, price: number): number {
  // Whole-number percent: 0.2 × price is not always exact in floating point.
  const balance = price - (price * DOWN_PERCENT) / 100;
  return Math.min(Math.floor(balance / NOTE) * NOTE, Math.floor(creditLeft(c) / NOTE) * NOTE);
}

/** The least cash `c` needs on hand to pay `price` with the bank's help. */
export const cashNeeded = (c: Readonly<Contractor>, price: number): number => price - maxLoan(c, price);

/** The bank notes `c` takes to pay `price` to another contractor: what his cash does not cover, in whole notes (0 with enough cash). */
export const shortfallLoan = (c: Readonly<Contractor>, price: number): number => Math.max(0, Math.ceil((price - c.cash) / NOTE) * NOTE);

/** The bank notes a purchase from the bank on credit takes: the whole balance above 20% down that the credit left allows. */
export const loanFor = (G: Readonly<G>, seat: Seat, item: Item): number => maxLoan(G.contractors[seat]!, listPrice(item));

/** Why `seat` cannot buy `item` from the bank now (with credit or cash only), or true. */
export function purchaseProblem(G: Readonly<G>, seat: Seat, item: Item, credit: boolean) {
  if (!inBank(G, item)) return isProperty(item) ? t`That property has been sold already.` : t`The bank has no more of that equipment.`;
  const c = G.contractors[seat]!;
  const price = listPrice(item);
  if (!credit) return c.cash >= price ? true : t`You need ${money(price)} in cash for that.`;
  const loan = loanFor(G, seat, item);
  if (loan <= 0) return t`Your credit line is used up.`;
  return c.cash >= price - loan ? true : t`The bank wants ${money(price - loan)} in cash down and lends ${money(loan)}.`;
}

/** Can `seat` get one `item` from the bank now, paying cash or with credit? */
export const canBuy = (G: Readonly<G>, seat: Seat, item: Item): boolean =>
  purchaseProblem(G, seat, item, false) === true || purchaseProblem(G, seat, item, true) === true;

/** Takes one `item` from the bank for `seat`: cash, or cash down and bank notes. */
export function purchase(G: G, seat: Seat, item: Item, credit: boolean): number {
  const c = G.contractors[seat]!;
  const price = listPrice(item);
  const loan = credit ? loanFor(G, seat, item) : 0;
  c.cash -= price - loan;
  c.debt += loan;
  if (isEquipment(item)) {
    G.supply[item]--;
    c.fleet.push({ item, paid: price });
  } else {
    G.bank.splice(G.bank.indexOf(item), 1);
    c.deeds.push({ item, paid: price });
  }
  return loan;
}

const ALL_ITEMS: readonly Item[] = [...EQUIPMENT, ...PROPERTIES];

/** Buying from the bank: any time in your own turn, right up to rolling for a job's income. */
export const buy = move<G, { item: Item; credit: boolean }>({
  args: (G, _ctx, seat) => {
    // The same conditions as purchaseProblem, without building its sentences (this runs in every playout).
    const c = G.contractors[seat]!;
    const out: { item: Item; credit: boolean }[] = [];
    for (const item of ALL_ITEMS) {
      if (!inBank(G, item)) continue;
      const price = listPrice(item);
      if (c.cash >= price) out.push({ item, credit: false });
      const loan = maxLoan(c, price);
      if (loan > 0 && c.cash >= price - loan) out.push({ item, credit: true });
    }
    return out;
  },
  check: (G, { item, credit }, _ctx, seat) => {
    if (!isItem(item)) return t`Name a piece of equipment or a property to buy.`;
    if (typeof credit !== 'boolean') return t`Say whether to use bank credit (true or false).`;
    return purchaseProblem(G, seat, item, credit);
  },
  apply: (G, { item, credit }, api) => {
    purchase(G, api.seat, item, credit);
  },
  describe: ({ item, credit, seat }, after, before) => {
    const loan = after.contractors[seat]!.debt - before.contractors[seat]!.debt;
    return credit ? t`bought ${aItem(item)} for ${money(listPrice(item))}, ${money(loan)} of it on bank notes` : t`bought ${aItem(item)} for ${money(listPrice(item))} in cash`;
  },
});

/** The fixed repayments; "all you owe" is offered beside them, so a balance of any size can be cleared. */
export const REPAYMENTS = [10_000, 50_000, 100_000] as const;

/** Paying back bank notes: $10,000, $50,000 or $100,000 at a time, or all that is owed. */
export const repay = move<G, { amount: number }>({
  args: (G, _ctx, seat) => {
    const c = G.contractors[seat]!;
    const amounts: number[] = REPAYMENTS.filter((a) => a <= c.debt && a <= c.cash);
    if (c.debt > 0 && c.debt <= c.cash && !amounts.includes(c.debt)) amounts.push(c.debt);
    return amounts.map((amount) => ({ amount }));
  },
  check: (G, { amount }, _ctx, seat) => {
    const c = G.contractors[seat]!;
    if (!(REPAYMENTS as readonly unknown[]).includes(amount) && (amount !== c.debt || c.debt <= 0)) {
      return t`Repay ${money(REPAYMENTS[0])}, ${money(REPAYMENTS[1])}, ${money(REPAYMENTS[2])} or all you owe.`;
    }
    if (amount > c.debt) return t`You owe the bank only ${money(c.debt)}.`;
    if (amount > c.cash) return t`You have only ${money(c.cash)} in cash.`;
    return true;
  },
  apply: (G, { amount }, api) => {
    const c = G.contractors[api.seat]!;
    c.cash -= amount;
    c.debt -= amount;
  },
  describe: ({ amount }) => t`repaid ${money(amount)} of bank notes`,
});

// ------------------------------------------------------------------------ offers between contractors

/** Prices an offer may name, as shares of the list price: the market decides, within reason. */
export const OFFER_SHARES = [0.5, 0.75, 1, 1.25] as const;
const PRICES_OF = new Map<Item, readonly number[]>([...EQUIPMENT, ...PROPERTIES].map((item) => [item, OFFER_SHARES.map((s) => Math.round((listPrice(item) * s) / 500) * 500)]));
/** The prices an offer for `item` may name. */
export const offerPrices = (item: Item): readonly number[] => PRICES_OF.get(item) ?? [];

/** Everything a contractor owns that can change hands, each kind once. */
export function holdingsOf(G: Readonly<G>, seat: Seat): Item[] {
  const c = G.contractors[seat]!;
  return [...new Set<Item>([...c.fleet.map((h) => h.item), ...c.deeds.map((h) => h.item)])];
}

function offerProblem(G: Readonly<G>, seat: Seat, o: { to: number; item: Item; price: number; sell: boolean }) {
  if (G.offered) return t`You have made your offer this turn.`;
  if (!Number.isInteger(o.to) || o.to < 0 || o.to >= G.contractors.length || o.to === seat) return t`Offer to another contractor, by seat number.`;
  if (G.contractors[o.to]!.bankrupt) return t`That contractor is out of business.`;
  if (!isItem(o.item)) return t`Name a piece of equipment or a property.`;
  if (typeof o.sell !== 'boolean') return t`Say whether you sell (true) or buy (false).`;
  if (!offerPrices(o.item).includes(o.price)) return t`Offer half, three quarters, all or a quarter more than the list price.`;
  const seller = o.sell ? seat : o.to;
  const buyer = o.sell ? o.to : seat;
  if (!owns(G.contractors[seller]!, o.item)) return o.sell ? t`You do not own that.` : t`They do not own that.`;
  const b = G.contractors[buyer]!;
  if (b.cash < cashNeeded(b, o.price)) return o.sell ? t`They need ${money(cashNeeded(b, o.price))} in cash for that.` : t`You need ${money(cashNeeded(b, o.price))} in cash for that.`;
  return true;
}

/** One offer a turn to another contractor: sell him something of yours, or buy something of his, at a price. */
export const offer = move<G, { to: number; item: Item; price: number; sell: boolean }>({
  args: (G, _ctx, seat) => {
    if (G.offered) return [];
    const out: { to: number; item: Item; price: number; sell: boolean }[] = [];
    for (const to of clockwiseAfter(G, seat)) {
      if (to === seat) continue;
      for (const sell of [true, false]) {
        const buyer = G.contractors[sell ? to : seat]!;
        for (const item of holdingsOf(G, sell ? seat : to)) {
          // The buyer may pay with cash and credit, as from the bank.
          for (const price of offerPrices(item)) if (buyer.cash >= cashNeeded(buyer, price)) out.push({ to, item, price, sell });
        }
      }
    }
    return out;
  },
  check: (G, args, _ctx, seat) => offerProblem(G, seat, args),
  apply: (G, { to, item, price, sell }, api) => {
    G.offered = true;
    G.offer = { from: api.seat, to, item, price, sell };
    G.stage = 'offer';
  },
  undoable: false,
  describe: ({ to, item, price, sell }) => (sell ? t`offered ${seatRef(to)} ${aItem(item)} for ${money(price)}` : t`offered ${seatRef(to)} ${money(price)} for ${aItem(item)}`),
});

/**
 * Moves one `item` from `from` to `to` at `price` (the audit counts it at that price); the bank
 * lends the buyer what his cash does not cover (the callers have checked he may borrow it).
 * Returns the loan.
 */
export function transfer(G: G, from: Seat, to: Seat, item: Item, price: number): number {
  const seller = G.contractors[from]!;
  const buyer = G.contractors[to]!;
  const loan = shortfallLoan(buyer, price);
  buyer.cash += loan;
  buyer.debt += loan;
  const list = isEquipment(item) ? seller.fleet : seller.deeds;
  // The last one acquired goes.
  let index = -1;
  for (let i = list.length - 1; i >= 0; i--) if (list[i]!.item === item) { index = i; break; }
  list.splice(index, 1);
  if (isEquipment(item)) buyer.fleet.push({ item, paid: price });
  else if (isProperty(item)) buyer.deeds.push({ item, paid: price });
  seller.cash += price;
  buyer.cash -= price;
  return loan;
}

/** Says in the notes what a buyer borrowed to pay another contractor. */
function noteLoan(G: G, buyer: Seat, price: number, loan: number): void {
  if (loan > 0) note(G, t`${seatRef(buyer)} paid ${money(price - loan)} in cash and ${money(loan)} in bank notes.`);
}

export const accept = move<G>({
  check: (G) => {
    const o = G.offer;
    if (o === null) return t`There is no offer to answer.`;
    const seller = o.sell ? o.from : o.to;
    const buyer = o.sell ? o.to : o.from;
    if (!owns(G.contractors[seller]!, o.item)) return t`The seller no longer owns that.`;
    const b = G.contractors[buyer]!;
    if (b.cash < cashNeeded(b, o.price)) return t`The buyer needs ${money(cashNeeded(b, o.price))} in cash for that.`;
    return true;
  },
  apply: (G) => {
    const o = G.offer!;
    const buyer = o.sell ? o.to : o.from;
    noteLoan(G, buyer, o.price, transfer(G, o.sell ? o.from : o.to, buyer, o.item, o.price));
    G.offer = null;
    G.stage = 'start';
  },
  undoable: false,
  describe: (_args, after, before) => {
    const o = before.offer!;
    const buyer = o.sell ? o.to : o.from;
    const loan = after.contractors[buyer]!.debt - before.contractors[buyer]!.debt;
    return loan > 0
      ? t`accepted the offer of ${seatRef(o.from)}; ${seatRef(buyer)} paid ${money(o.price - loan)} in cash and ${money(loan)} in bank notes`
      : t`accepted the offer of ${seatRef(o.from)}`;
  },
});

export const decline = move<G>({
  check: (G) => (G.offer === null ? t`There is no offer to answer.` : true),
  apply: (G) => {
    G.offer = null;
    G.stage = 'start';
  },
  undoable: false,
  describe: (_args, _after, before) => t`declined the offer of ${seatRef(before.offer!.from)}`,
});

// ------------------------------------------------------------------------ Big Sky Auction

/** What a debtor can put in the auction yard: his equipment, and his properties once the equipment is gone. */
export function sellable(G: Readonly<G>, seat: Seat): Item[] {
  const c = G.contractors[seat]!;
  const equipment = [...new Set(c.fleet.map((h) => h.item))];
  return equipment.length > 0 ? equipment : [...new Set(c.deeds.map((h) => h.item))];
}

/** The opening bid at Big Sky Auction: half the listed value. */
export const openingBid = (item: Item): number => listPrice(item) / 2;

/** Raises a bidder may make at an auction or a competitive bid. */
export const RAISES = [1_000, 5_000, 10_000, 50_000] as const;

/** Bills are paid: go on with the job decision, or end the turn. */
export function resumeAfterPaying(G: G, resume: 'job' | 'end'): void {
  G.auction = null;
  if (resume === 'job' && G.job !== null) G.stage = 'job';
  else endTurn(G);
}

/** After a payment: a contractor below zero must sell at Big Sky Auction; the bank lends nothing for bills. */
export function settle(G: G, seat: Seat, resume: 'job' | 'end'): void {
  if (G.contractors[seat]!.cash >= 0) {
    resumeAfterPaying(G, resume);
    return;
  }
  G.stage = 'auction';
  G.auction = { debtor: seat, item: null, high: 0, leader: null, bidders: [], turn: seat, resume };
  note(G, t`${seatRef(seat)} is ${money(-G.contractors[seat]!.cash)} short: the bank lends nothing for bills, so it is Big Sky Auction.`);
  if (sellable(G, seat).length === 0) goBankrupt(G, seat);
}

function goBankrupt(G: G, seat: Seat): void {
  G.contractors[seat]!.bankrupt = true;
  note(G, t`${seatRef(seat)} has nothing left to sell and goes out of business.`);
  G.auction = null;
  endTurn(G);
}

/** The auction of the piece in the yard is over: sold to the high bidder, or bought back by the bank at half. */
function closeSale(G: G): void {
  const a = G.auction!;
  const item = a.item!;
  if (a.leader !== null) {
    const loan = transfer(G, a.debtor, a.leader, item, a.high);
    note(G, t`${seatRef(a.leader)} bought ${aItem(item)} from ${seatRef(a.debtor)} at auction for ${money(a.high)}.`);
    noteLoan(G, a.leader, a.high, loan);
  } else {
    const half = openingBid(item);
    const c = G.contractors[a.debtor]!;
    const list = isEquipment(item) ? c.fleet : c.deeds;
    let index = -1;
    for (let i = list.length - 1; i >= 0; i--) if (list[i]!.item === item) { index = i; break; }
    list.splice(index, 1);
    if (isEquipment(item)) G.supply[item]++;
    else if (isProperty(item)) G.bank.push(item);
    c.cash += half;
    note(G, t`Nobody bid: the bank bought ${aItem(item)} back from ${seatRef(a.debtor)} for ${money(half)}.`);
  }
  if (G.contractors[a.debtor]!.cash >= 0) {
    resumeAfterPaying(G, a.resume);
    return;
  }
  a.item = null;
  a.leader = null;
  a.high = 0;
  a.bidders = [];
  a.turn = a.debtor;
  if (sellable(G, a.debtor).length === 0) goBankrupt(G, a.debtor);
}

export const putUp = move<G, { item: Item }>({
  args: (G, _ctx, seat) => (G.auction?.debtor === seat ? sellable(G, seat).map((item) => ({ item })) : []),
  check: (G, { item }, _ctx, seat) => {
    if (G.auction === null || G.auction.item !== null) return t`There is nothing to put up now.`;
    if (!isItem(item)) return t`Name a piece of your equipment.`;
    if (!sellable(G, seat).includes(item)) return owns(G.contractors[seat]!, item) ? t`Equipment goes to auction before property.` : t`You do not own that.`;
    return true;
  },
  apply: (G, { item }) => {
    const a = G.auction!;
    a.item = item;
    a.high = openingBid(item);
    a.leader = null;
    // Bidding starts with the first contractor to the debtor's left.
    a.bidders = clockwiseAfter(G, a.debtor).filter((s) => s !== a.debtor);
    if (a.bidders.length === 0) closeSale(G);
    else a.turn = a.bidders[0]!;
  },
  undoable: false,
  describe: ({ item }) => t`put ${aItem(item)} up at Big Sky Auction, bidding from ${money(openingBid(item))}`,
});

/** The bids open to the bidder whose turn it is at the auction: within his cash and the credit the bank would lend on the price (never the debtor's: he is not a bidder). */
function auctionAmounts(G: Readonly<G>, seat: Seat): number[] {
  const a = G.auction;
  if (a === null || a.item === null || a.turn !== seat) return [];
  const amounts = a.leader === null ? [a.high, ...RAISES.map((r) => a.high + r)] : RAISES.map((r) => a.high + r);
  const c = G.contractors[seat]!;
  return amounts.filter((x) => c.cash >= cashNeeded(c, x));
}

/** The next bidder still in after `seat`. */
function nextBidder(bidders: readonly Seat[], seat: Seat): Seat {
  const i = bidders.indexOf(seat);
  return bidders[(i + 1) % bidders.length]!;
}

export const auctionBid = move<G, { amount: number }>({
  args: (G, _ctx, seat) => auctionAmounts(G, seat).map((amount) => ({ amount })),
  check: (G, { amount }, _ctx, seat) => {
    if (G.auction === null || G.auction.item === null) return t`No piece is up for auction.`;
    if (typeof amount !== 'number' || !auctionAmounts(G, seat).includes(amount)) {
      return G.auction.leader === null ? t`Bid ${money(G.auction.high)} or raise it by ${money(1_000)}, ${money(5_000)}, ${money(10_000)} or ${money(50_000)}, within your cash and credit.` : t`Raise ${money(G.auction.high)} by ${money(1_000)}, ${money(5_000)}, ${money(10_000)} or ${money(50_000)}, within your cash and credit.`;
    }
    return true;
  },
  apply: (G, { amount }, api) => {
    const a = G.auction!;
    a.high = amount;
    a.leader = api.seat;
    if (a.bidders.length === 1) closeSale(G);
    else a.turn = nextBidder(a.bidders, api.seat);
  },
  undoable: false,
  describe: ({ amount }) => t`bid ${money(amount)} at Big Sky Auction`,
});

export const auctionPass = move<G>({
  check: (G) => (G.auction === null || G.auction.item === null ? t`No piece is up for auction.` : true),
  apply: (G, _args, api) => {
    const a = G.auction!;
    const next = a.bidders.length > 1 ? nextBidder(a.bidders, api.seat) : null;
    a.bidders = a.bidders.filter((s) => s !== api.seat);
    if (a.bidders.length === 0 || (a.bidders.length === 1 && a.bidders[0] === a.leader)) closeSale(G);
    else a.turn = next!;
  },
  undoable: false,
  describe: () => t`passed at Big Sky Auction`,
});
