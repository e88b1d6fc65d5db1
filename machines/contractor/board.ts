/**
 * The board: from the START corner each player in turn shakes both dice and moves clockwise, then
 * does what his space says — work a phase of each job on a Workday, give a Weather card, pay for
 * repairs, collect the Warranty Fund — and his turn's business: one purchase from the bank (before
 * he shakes, before he works or after), sales to the bank at half price, one trade offer to another
 * player. Money owed is paid before anything else; a player short of cash raises it by selling
 * equipment (to the bank at half price, or offered to another player), then by $100,000 loans.
 */
import { clockwise, move, simultaneous, type Info, type PhaseDef, type Seat, type Transition } from '../../src/dsl/index.js';
import { money, seat as seatName, t, type Message } from '../../src/i18n/index.js';
import {
  EQUIPMENT_NAMES, FINISH_BONUS, FUEL_BILL, IKE_COST, JOB_NAMES, LOAN, PETE_BONUS, PHASES_PER_JOB,
  REPAIR_MAJOR, REPAIR_MINOR, REPAIR_PER_PIECE, REPAIR_TEXT, RENT, SAFETY_FINE, SCHEDULE, TRACK, WEATHER_MONEY, WEATHER_TEXT, WORKDAY_TEXT,
  cardKind, isEquipment, isJob, type EquipmentId, type JobId, type RepairKind, type SpaceKind, type WeatherKind, type WorkdayKind,
} from './data.js';
import {
  awardOf, bankPrice, carryOut, charge, counterPrices, debtor, freshTurn, jobsOf, offerFeasible, ownerOf, owes, phaseBills,
  salePrice, sellToBank, settleDebts, tradePrices, workableJobs, type ContractorState, type Offer, type Settlement,
} from './state.js';

type G = ContractorState;

export const SPACE_NAMES: Readonly<Record<Exclude<SpaceKind, 'equipment'>, Message>> = {
  start: t`START`, workday: t`a Workday`, weather: t`a Weather space`, repairs: t`Mechanical Repairs`,
  fund: t`the Warranty Fund`, fuel: t`a Fuel bill`,
};

/** Draws the top card of a deck and puts it back at the bottom; returns its kind. */
function draw(G: G, deck: 'workday' | 'weather' | 'repairs', seat: Seat): string {
  const id = G.decks[deck].shift()!;
  G.decks[deck].push(id);
  G.drawn = { deck, kind: cardKind(id), seat };
  G.draws++;
  return G.drawn.kind;
}

/** Whether every job still open is at its 10th phase, which needs a roll of 2–6. */
const onlyTenthLeft = (G: Readonly<G>, seat: Seat): boolean =>
  jobsOf(G, seat).every((job) => G.progress[job] >= PHASES_PER_JOB - 1);

/** Does what the space landed on says. */
function land(G: G, seat: Seat, roll: number): void {
  const space = TRACK[G.players[seat]!.position]!;
  G.turn.landed = space.kind;
  switch (space.kind) {
    case 'equipment': {
      const piece = space.equipment!;
      const owner = ownerOf(G, piece);
      if (owner === null) G.turn.discount = piece;
      else if (owner !== seat) charge(G, seat, RENT[piece], owner);
      return;
    }
    case 'workday': {
      // After the 9th phase a roll of 7–12 draws no card: the 10th phase cannot be worked.
      if (roll >= 7 && onlyTenthLeft(G, seat)) return;
      const kind = draw(G, 'workday', seat) as WorkdayKind;
      if (kind === 'pete') G.players[seat]!.cash += PETE_BONUS;
      if (kind === 'ike') charge(G, seat, IKE_COST, 'fund');
      if (kind === 'safety') charge(G, seat, SAFETY_FINE, 'fund');
      G.turn.work = kind !== 'idle' && workableJobs(G, seat, roll).length > 0;
      return;
    }
    case 'weather':
      G.turn.weather = true;
      return;
    case 'repairs': {
      const kind = draw(G, 'repairs', seat) as RepairKind;
      if (kind === 'perPiece') charge(G, seat, REPAIR_PER_PIECE * G.players[seat]!.owned.length, 'bank');
      if (kind === 'minor') charge(G, seat, REPAIR_MINOR, 'fund');
      if (kind === 'major') charge(G, seat, REPAIR_MAJOR, 'fund');
      return;
    }
    case 'fund':
      G.players[seat]!.cash += G.fund;
      G.fund = 0;
      return;
    case 'fuel':
      charge(G, seat, FUEL_BILL, 'fund');
      return;
    case 'start':
      return;
  }
}

const rollMove = move<G>({
  check: (G, _args, _ctx, seat) => G.players[seat]!.lostTurns === 0 || t`The rain costs you this turn: sit it out.`,
  apply: (G, _args, { seat, random }) => {
    const dice = random.dice(2);
    const roll = dice[0]! + dice[1]!;
    const p = G.players[seat]!;
    p.position = (p.position + roll) % TRACK.length;
    G.turn.rolled = true;
    G.turn.dice = dice;
    land(G, seat, roll);
  },
  undoable: false,
  describe: ({ seat }, after, before) => {
    const [a, b] = after.turn.dice as [number, number];
    const space = TRACK[after.players[seat]!.position]!;
    const where = space.kind === 'equipment' ? EQUIPMENT_NAMES[space.equipment!] : SPACE_NAMES[space.kind];
    if (after.draws === before.draws) return t`shook ${a} and ${b} and moved to ${where}`;
    const card = cardText(after.drawn!.deck, after.drawn!.kind);
    return t`shook ${a} and ${b}, moved to ${where} and drew: ${card}`;
  },
});

export function cardText(deck: 'workday' | 'weather' | 'repairs', kind: string): Message {
  if (deck === 'workday') return WORKDAY_TEXT[kind as WorkdayKind];
  if (deck === 'weather') return WEATHER_TEXT[kind as WeatherKind];
  return REPAIR_TEXT[kind as RepairKind];
}

const sitOut = move<G>({
  check: (G, _args, _ctx, seat) => G.players[seat]!.lostTurns > 0 || t`You have no turn to sit out.`,
  apply: (G, _args, { seat }) => {
    G.players[seat]!.lostTurns--;
    G.turn = freshTurn();
  },
  endsTurn: true,
  describe: () => t`sat out a turn lost to the rain`,
});

const seatsOf = (ctx: Info): Seat[] => Array.from({ length: ctx.players }, (_, s) => s);

const weather = move<G, { to: Seat }>({
  args: (_G, ctx) => seatsOf(ctx).map((to) => ({ to })),
  check: (_G, { to }, ctx) => (Number.isInteger(to) && to >= 0 && to < ctx.players) || t`Give the Weather card to a player at the table, or keep it.`,
  apply: (G, { to }) => {
    const kind = draw(G, 'weather', to) as WeatherKind;
    const amount = WEATHER_MONEY[kind];
    if (kind === 'rain') G.players[to]!.lostTurns++;
    else if (amount > 0) G.players[to]!.cash += amount;
    else charge(G, to, -amount, kind === 'storm' ? 'fund' : 'bank');
    G.turn.weather = false;
  },
  undoable: false,
  describe: ({ seat, to }, after) => {
    const card = cardText('weather', after.drawn!.kind);
    return to === seat ? t`kept the Weather card: ${card}` : t`gave the Weather card to ${seatName(to)}: ${card}`;
  },
});

/** Every non-empty set of the jobs a seat may work, in the order they were awarded. */
function jobSets(jobs: JobId[]): JobId[][] {
  const sets: JobId[][] = [];
  for (let mask = 1; mask < 1 << jobs.length; mask++) sets.push(jobs.filter((_, i) => mask & (1 << i)));
  return sets;
}

/** Completes the next phase of a job: 1/10 of the bid from the bank, the rentals to each owner or the bank. */
export function workPhase(G: G, seat: Seat, job: JobId): void {
  const phase = G.progress[job];
  G.players[seat]!.cash += awardOf(G, job)!.bid / PHASES_PER_JOB;
  for (const bill of phaseBills(G, job, phase, seat)) charge(G, seat, bill.amount, bill.to);
  G.progress[job]++;
}

const work = move<G, { jobs: JobId[] }>({
  args: (G, _ctx, seat) => jobSets(workableJobs(G, seat, G.turn.dice[0]! + G.turn.dice[1]!)).map((jobs) => ({ jobs })),
  check: (G, { jobs }, _ctx, seat) => {
    const open = workableJobs(G, seat, (G.turn.dice[0] ?? 0) + (G.turn.dice[1] ?? 0));
    if (!Array.isArray(jobs) || jobs.length === 0 || new Set(jobs).size !== jobs.length || !jobs.every((j) => isJob(j) && open.includes(j))) {
      return t`Name jobs of yours with a phase you may work today.`;
    }
    return true;
  },
  apply: (G, { jobs }, { seat }) => {
    for (const job of jobs) workPhase(G, seat, job);
    if (jobsOf(G, seat).every((j) => G.progress[j] >= PHASES_PER_JOB)) G.finisher = seat;
    G.turn.work = false;
  },
  describe: ({ jobs }, after) => {
    const names = jobs.map((j) => t`phase ${after.progress[j]} of ${JOB_NAMES[j]}`);
    return names.length === 1 ? t`completed ${names[0]!}` : t`completed ${names[0]!} and ${names[1]!}`;
  },
});

const rest = move<G>({
  apply: (G) => {
    G.turn.work = false;
  },
  describe: () => t`chose not to work today`,
});

/** Why the player to move may not buy from the bank now, or null: one purchase a turn, and none in a turn lost to the rain. */
function noPurchase(G: Readonly<G>, seat: Seat): Message | null {
  if (G.turn.bought) return t`You have made your one purchase from the bank this turn.`;
  if (!G.turn.rolled && G.players[seat]!.lostTurns > 0) return t`The rain costs you this turn: sit it out.`;
  return null;
}

// Offered before the shake, on a Workday before the work, and in the turn's business ("at anytime
// during your turn"); the steps of money owed offer no purchase, as the debt is paid first.
const buy = move<G, { piece: EquipmentId }>({
  args: (G, _ctx, seat) => (noPurchase(G, seat) ? [] : G.bank.filter((piece) => bankPrice(G, piece) <= G.players[seat]!.cash).map((piece) => ({ piece }))),
  check: (G, { piece }, _ctx, seat) => {
    const no = noPurchase(G, seat);
    if (no) return no;
    if (!isEquipment(piece) || !G.bank.includes(piece)) return t`Buy a piece of equipment the bank holds.`;
    if (bankPrice(G, piece) > G.players[seat]!.cash) return t`${EQUIPMENT_NAMES[piece]} costs ${money(bankPrice(G, piece))}; you have ${money(G.players[seat]!.cash)}.`;
    return true;
  },
  apply: (G, { piece }, { seat }) => {
    const price = bankPrice(G, piece);
    G.bank = G.bank.filter((e) => e !== piece);
    G.players[seat]!.owned.push(piece);
    G.players[seat]!.cash -= price;
    G.turn.bought = true;
  },
  describe: ({ piece }, _after, before) => t`bought ${EQUIPMENT_NAMES[piece]} from the bank for ${money(bankPrice(before, piece))}`,
});

const sell = move<G, { piece: EquipmentId }>({
  args: (G, _ctx, seat) => G.players[seat]!.owned.map((piece) => ({ piece })),
  check: (G, { piece }, _ctx, seat) => (isEquipment(piece) && G.players[seat]!.owned.includes(piece)) || t`Sell a piece of equipment you own.`,
  apply: (G, { piece }, { seat }) => {
    sellToBank(G, seat, piece);
    settleDebts(G);
  },
  describe: ({ piece }) => t`sold ${EQUIPMENT_NAMES[piece]} to the bank for ${money(salePrice(piece))}`,
});

const borrow = move<G>({
  check: (G, _args, _ctx, seat) => {
    if (debtor(G) !== seat) return t`Loans are only for raising money you owe.`;
    if (G.players[seat]!.owned.length > 0) return t`Sell your equipment to the bank before you borrow.`;
    return true;
  },
  apply: (G, _args, { seat }) => {
    G.players[seat]!.loans++;
    G.players[seat]!.cash += LOAN;
    settleDebts(G);
  },
  describe: () => t`took a loan of ${money(LOAN)} from the bank`,
});

type OfferArgs = { to: Seat; give: EquipmentId | ''; get: EquipmentId | ''; price: number };

/** Every offer the player to move may make: a piece of his for money, a piece of another's for money, or a swap. */
export function possibleOffers(G: Readonly<G>, seat: Seat): OfferArgs[] {
  const offers: OfferArgs[] = [];
  const mine = G.players[seat]!;
  G.players.forEach((other, to) => {
    if (to === seat) return;
    for (const give of mine.owned) for (const p of tradePrices(give)) if (other.cash >= p) offers.push({ to, give, get: '', price: -p });
    for (const get of other.owned) for (const p of tradePrices(get)) if (mine.cash >= p) offers.push({ to, give: '', get, price: p });
    for (const give of mine.owned) for (const get of other.owned) offers.push({ to, give, get, price: 0 });
  });
  return offers;
}

/**
 * The offers open to a seat now. In his turn's business: any listed offer, once a turn. While he
 * raises money owed: only a piece of his for money (a sale to another player instead of to the
 * bank at half price), once for each sum owed, so raising it always comes to an end.
 */
export function offersFor(G: Readonly<G>, seat: Seat): OfferArgs[] {
  if (debtor(G) === seat) return G.debts[0]!.offered ? [] : possibleOffers(G, seat).filter((o) => o.give !== '' && o.get === '');
  return G.turn.offered ? [] : possibleOffers(G, seat);
}

const offer = move<G, OfferArgs>({
  args: (G, _ctx, seat) => offersFor(G, seat),
  check: (G, args, _ctx, seat) => {
    if (debtor(G) === seat) {
      if (G.debts[0]!.offered) return t`You have made your one trade offer while raising this money.`;
    } else if (G.turn.offered) return t`You have made your one trade offer this turn.`;
    const ok = offersFor(G, seat).some((o) => o.to === args.to && o.give === args.give && o.get === args.get && o.price === args.price);
    if (ok) return true;
    return debtor(G) === seat
      ? t`While you owe money, offer a piece of yours to another player for one of the listed prices.`
      : t`Offer a piece of equipment for one of the listed prices, or a piece for a piece, to another player who can pay.`;
  },
  apply: (G, args, { seat }) => {
    G.offer = { from: seat, to: args.to, give: args.give, get: args.get, price: args.price, countered: false };
    if (debtor(G) === seat) G.debts[0]!.offered = true;
    else G.turn.offered = true;
  },
  describe: (args) => offerText(args),
});

export function offerText(o: Pick<Offer, 'to' | 'give' | 'get' | 'price'>): Message {
  const who = seatName(o.to);
  if (o.give !== '' && o.get !== '') {
    if (o.price === 0) return t`offered ${who} ${EQUIPMENT_NAMES[o.give]} for ${EQUIPMENT_NAMES[o.get]}`;
    return o.price > 0
      ? t`offered ${who} ${EQUIPMENT_NAMES[o.give]} and ${money(o.price)} for ${EQUIPMENT_NAMES[o.get]}`
      : t`offered ${who} ${EQUIPMENT_NAMES[o.give]} for ${EQUIPMENT_NAMES[o.get]} and ${money(-o.price)}`;
  }
  if (o.give !== '') return t`offered to sell ${EQUIPMENT_NAMES[o.give]} to ${who} for ${money(-o.price)}`;
  return t`offered to buy ${EQUIPMENT_NAMES[o.get as EquipmentId]} from ${who} for ${money(o.price)}`;
}

/** Carries out the open trade; a debtor's proceeds pay what he owes. */
function trade(G: G): void {
  carryOut(G, G.offer!);
  settleDebts(G);
}

const accept = move<G>({
  check: (G) => (G.offer !== null && offerFeasible(G, G.offer)) || t`This trade can no longer be carried out.`,
  apply: trade,
  describe: ({ seat }, _after, before) => t`accepted the offer of ${seatName(before.offer?.from ?? seat)}`,
});

const decline = move<G>({
  apply: (G) => {
    G.offer = null;
  },
  describe: () => t`declined the offer`,
});

const counter = move<G, { price: number }>({
  args: (G) => (G.offer ? counterPrices(G.offer).map((price) => ({ price })) : []),
  check: (G, { price }) => (G.offer !== null && counterPrices(G.offer).includes(price)) || t`Counter with one of the listed prices.`,
  apply: (G, { price }) => {
    G.offer!.price = price;
    G.offer!.countered = true;
  },
  describe: ({ price }, after) => {
    const o = after.offer!;
    const pays = price > 0 ? o.from : o.to;
    return t`countered: ${seatName(pays)} pays ${money(Math.abs(price))}`;
  },
});

const agree = move<G>({
  check: (G) => (G.offer !== null && offerFeasible(G, G.offer)) || t`This trade can no longer be carried out.`,
  apply: trade,
  describe: () => t`took the counter-offer`,
});

const refuse = move<G>({
  apply: (G) => {
    G.offer = null;
  },
  describe: () => t`refused the counter-offer`,
});

const endTurn = move<G>({
  apply: (G) => {
    G.turn = freshTurn();
  },
  endsTurn: true,
  describe: () => t`ended the turn`,
});

/**
 * Where the turn goes next; each leaf holds every rule but the one leading to itself. An open
 * trade comes before money owed: a debtor may offer a piece to another player, who answers first.
 */
const ROUTES: readonly (Transition<G> & { to: string })[] = [
  { if: (G) => G.offer !== null && !G.offer.countered, to: 'respond', label: t`a trade offered` },
  { if: (G) => G.offer !== null && G.offer.countered, to: 'reply', label: t`a counter-offer` },
  { if: owes, to: 'raise', label: t`money owed: raise it first` },
  { if: (G) => G.turn.weather, to: 'weather', label: t`landed on Weather` },
  { if: (G) => G.turn.work, to: 'work', label: t`a Workday to work` },
  { if: (G) => G.turn.rolled, to: 'act', label: t`the turn's business` },
  { if: (G) => !G.turn.rolled, to: 'roll', label: t`next player` },
];
/** The phase of the turn the state calls for: the first route whose condition holds. */
const destination = (G: Readonly<G>, ctx: Info): string | undefined => ROUTES.find((r) => r.if!(G, ctx))?.to;
const routes = (self: string): Transition<G>[] =>
  ROUTES.filter((r) => r.to !== self).map((r) => ({ ...r, if: (G: Readonly<G>, ctx: Info) => destination(G, ctx) === r.to }));

/** The end settlement of one seat: the bonus, uncompleted phases paid, equipment sold at half, loans repaid. */
export function settlementOf(G: Readonly<G>, seat: Seat): Settlement {
  const p = G.players[seat]!;
  let unfinishedCosts = 0;
  for (const job of jobsOf(G, seat)) {
    for (let phase = G.progress[job]; phase < PHASES_PER_JOB; phase++) {
      for (const piece of SCHEDULE[job][phase]!) if (!p.owned.includes(piece)) unfinishedCosts += RENT[piece];
    }
  }
  const bonus = G.finisher === seat ? FINISH_BONUS : 0;
  const equipmentSold = p.owned.reduce((n, e) => n + salePrice(e), 0);
  const loansRepaid = p.loans * LOAN;
  return { cashBefore: p.cash, bonus, unfinishedCosts, equipmentSold, loansRepaid, money: p.cash + bonus - unfinishedCosts + equipmentSold - loansRepaid };
}

function settle(G: G): void {
  G.settlement = G.players.map((_, s) => settlementOf(G, s));
}

export const playPhase: PhaseDef<G> = {
  label: t`On the board`,
  turn: clockwise({ first: (G) => G.firstTaker ?? 0 }),
  phases: {
    // Buying and selling are open before the shake and before the work, as in the turn's business.
    roll: { label: t`Shake and move`, moves: { roll: rollMove, sitOut, buy, sell }, next: routes('roll') },
    raise: {
      label: t`Raising money owed`,
      turn: simultaneous((G) => (G.debts.length > 0 ? [G.debts[0]!.from] : [])),
      moves: { sell, borrow, offer },
      next: routes('raise'),
    },
    weather: { label: t`Weather card: keep it or give it`, moves: { weather }, next: routes('weather') },
    work: { label: t`Workday`, moves: { work, rest, buy, sell }, next: routes('work') },
    act: { label: t`Buy, sell and trade`, moves: { buy, sell, offer, endTurn }, next: routes('act') },
    respond: {
      label: t`Answering a trade offer`,
      turn: simultaneous((G) => (G.offer ? [G.offer.to] : [])),
      moves: { accept, decline, counter },
      next: routes('respond'),
    },
    reply: {
      label: t`Answering a counter-offer`,
      turn: simultaneous((G) => (G.offer ? [G.offer.from] : [])),
      moves: { agree, refuse },
      next: routes('reply'),
    },
  },
  next: [{ if: (G) => G.finisher !== null && !owes(G), to: 'over', do: settle, label: t`all his jobs finished: play stops, the settlement` }],
};

