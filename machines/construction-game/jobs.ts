/**
 * A week on the board: the movement roll, what the square does, and jobs — taken or refused,
 * competitive bids, and the job's account (rate chart by roll and machines, doubled in a hot
 * market, minus the square's costs, plus or minus a Contractor's Contingency card).
 */
import { move, type Random, type Seat } from '../../src/dsl/index.js';
import { money, seat as seatRef, t } from '../../src/i18n/index.js';
import { BOARD, INTEREST, spaceName, WINTER, YEAR_LENGTH, type JobSpace } from './board.js';
import { cardDesign } from './cards.js';
import { aItem, grossIncome, itemName, marketName, type Machine, OPENING_BID } from './chart.js';
import { canBuy, RAISES, settle } from './credit.js';
import { payService, payTrucking } from './properties.js';
import { clockwiseAfter, countOf, endTurn, note, pay, yearEnd, type ConstructionState, type ReportLine } from './state.js';

type G = ConstructionState;

/** The job square `index` (throws elsewhere: a rules bug). */
export function jobAt(index: number): JobSpace {
  const space = BOARD[index];
  if (space?.kind !== 'job') throw new Error(`Square ${index} is no job.`);
  return space;
}

/** Whether `seat` can attempt a job for `machine`: he owns one, or can buy one on the spot. */
export const canAttempt = (G: Readonly<G>, seat: Seat, machine: Machine): boolean => countOf(G.contractors[seat]!, machine) > 0 || canBuy(G, seat, machine);

/** What landing on a square does to the contractor who lands there. */
export function land(G: G, seat: Seat): void {
  const c = G.contractors[seat]!;
  const index = c.position;
  const space = BOARD[index]!;
  switch (space.kind) {
    case 'yearEnd':
      endTurn(G);
      return;
    case 'market':
      if (!c.hot.includes(space.machine)) c.hot.push(space.machine);
      note(G, t`The ${marketName(space.machine)} market will be hot this year for ${seatRef(seat)}: double income for ${itemName(space.machine)} jobs.`);
      endTurn(G);
      return;
    case 'winter': {
      const w = WINTER[space.event];
      const amount = w.per === 'interest' ? -Math.round(c.debt * INTEREST) : w.per === 'piece' ? w.amount * c.fleet.length : w.amount;
      c.cash += amount;
      settle(G, seat, 'end');
      return;
    }
    case 'job':
      if (space.everyone > 0) pay(G, seat, space.everyone);
      if (canAttempt(G, seat, space.machine)) {
        G.job = { seat, space: index, won: false, bid: 0 };
        settle(G, seat, 'job');
      } else {
        settle(G, seat, 'end');
      }
  }
}

export const roll = move<G>({
  apply: (G, _args, api) => {
    const c = G.contractors[api.seat]!;
    const die = api.random.die();
    G.lastRoll = { seat: api.seat, roll: die };
    c.position += die;
    if (c.position >= YEAR_LENGTH) {
      c.position -= YEAR_LENGTH;
      yearEnd(G, api.seat);
    }
    land(G, api.seat);
  },
  undoable: false,
  describe: (_args, after) => t`rolled ${after.lastRoll!.roll} and moved to ${spaceName(after.contractors[after.lastRoll!.seat]!.position)}`,
});

/** Draws the top Contingency card (the face-up pile is shuffled back in when the deck runs out). */
function drawCard(G: G, random: Random): string {
  if (G.deck.length === 0) {
    G.deck = random.shuffle(G.discard.splice(0));
    note(G, t`The Contingency cards were shuffled for a new deck.`);
  }
  const id = G.deck.pop()!;
  G.discard.push(id);
  return id;
}

/**
 * Does the job on square `index` for `seat`: rolls for gross income, pays the square's bills and
 * applies a Contingency card when the square says so; then any shortfall goes to auction.
 */
export function doJob(G: G, seat: Seat, index: number, random: Random, bidPaid: number): void {
  const space = jobAt(index);
  const c = G.contractors[seat]!;
  const die = random.die();
  const machines = countOf(c, space.machine);
  const hot = c.hot.includes(space.machine);
  const gross = grossIncome(space.machine, machines, die) * (hot ? 2 : 1);
  const lines: ReportLine[] = [];
  if (bidPaid > 0) lines.push({ what: 'bid', amount: -bidPaid, to: null });
  c.cash += gross;
  lines.push({ what: 'gross', amount: gross, to: null });
  pay(G, seat, space.cost);
  lines.push({ what: 'cost', amount: -space.cost, to: null });
  const trucking = payTrucking(G, seat, space.trucking);
  if (trucking) lines.push(trucking);
  if (space.service) {
    const service = payService(G, seat, space.service.property, space.service.amount);
    if (service) lines.push(service);
  }
  let card: string | null = null;
  if (space.card) {
    card = drawCard(G, random);
    const effect = cardDesign(card).effect;
    switch (effect.kind) {
      case 'gross': {
        const change = Math.round((gross * effect.percent) / 100 / 100) * 100;
        c.cash += change;
        lines.push({ what: 'card', amount: change, to: null });
        break;
      }
      case 'cash':
        c.cash += effect.amount;
        lines.push({ what: 'card', amount: effect.amount, to: null });
        break;
      case 'perMachine':
        c.cash += effect.amount * machines;
        lines.push({ what: 'card', amount: effect.amount * machines, to: null });
        break;
      case 'trucking':
        // Trucking on a card is paid to the bank's hauler even by truck owners.
        pay(G, seat, effect.amount);
        lines.push({ what: 'card', amount: -effect.amount, to: null });
        break;
      case 'service': {
        const line = payService(G, seat, effect.property, effect.amount, 'card');
        lines.push(line ?? { what: 'card', amount: 0, to: null, property: effect.property });
      }
    }
  }
  G.report = { seat, space: index, roll: die, machines, hot, lines, card, net: lines.reduce((n, l) => n + l.amount, 0) };
  G.job = null;
  settle(G, seat, 'end');
}

/** Other contractors with the equipment for a competitive bid job, clockwise from the lander's left. */
export const rivalsFor = (G: Readonly<G>, lander: Seat, machine: Machine): Seat[] =>
  clockwiseAfter(G, lander).filter((s) => s !== lander && countOf(G.contractors[s]!, machine) > 0);

/** Taking the job: roll for income now, or open the competitive bid on a marked square. */
export const work = move<G>({
  check: (G, _args, _ctx, seat) => {
    const job = G.job;
    if (job === null) return t`There is no job to take.`;
    const space = jobAt(job.space);
    if (countOf(G.contractors[seat]!, space.machine) === 0) return t`You need ${aItem(space.machine)} for this job: buy one first, or refuse the job.`;
    if (space.bid && !job.won && G.contractors[seat]!.cash < OPENING_BID) return t`The opening bid of ${money(OPENING_BID)} must be paid in cash.`;
    return true;
  },
  apply: (G, _args, api) => {
    const job = G.job!;
    const space = jobAt(job.space);
    if (space.bid && !job.won) {
      const rivals = rivalsFor(G, api.seat, space.machine);
      if (rivals.length === 0) {
        // The only contractor with the equipment gets the job for the opening bid.
        pay(G, api.seat, OPENING_BID);
        doJob(G, api.seat, job.space, api.random, OPENING_BID);
        return;
      }
      G.stage = 'bid';
      G.bid = { space: job.space, lander: api.seat, high: OPENING_BID, leader: api.seat, bidders: [...rivals, api.seat], turn: rivals[0]! };
      return;
    }
    doJob(G, api.seat, job.space, api.random, job.bid);
  },
  undoable: false,
  describe: (_args, after, before) => {
    const job = before.job!;
    const space = jobAt(job.space);
    if (after.stage === 'bid') return t`opened the competitive bid for the ${marketName(space.machine)} job at ${money(OPENING_BID)}`;
    const r = after.report!;
    return t`did the ${marketName(space.machine)} job with ${r.machines} × ${itemName(space.machine)}: rolled ${r.roll}, net ${money(r.net)}`;
  },
});

export const refuse = move<G>({
  check: (G) => (G.job === null ? t`There is no job to refuse.` : G.job.won ? t`You won the bid: the job must be done.` : true),
  apply: (G) => endTurn(G),
  describe: () => t`refused the job`,
});

function bidAmounts(G: Readonly<G>, seat: Seat): number[] {
  const b = G.bid;
  if (b === null || b.turn !== seat) return [];
  return RAISES.map((r) => b.high + r).filter((x) => x <= G.contractors[seat]!.cash);
}

/** The bid is over: its winner pays it and does the job. */
function awardBid(G: G): void {
  const b = G.bid!;
  pay(G, b.leader, b.high);
  note(G, t`${seatRef(b.leader)} won the competitive bid for ${money(b.high)}.`);
  G.bid = null;
  G.job = { seat: b.leader, space: b.space, won: true, bid: b.high };
  G.stage = 'job';
}

export const raise = move<G, { amount: number }>({
  args: (G, _ctx, seat) => bidAmounts(G, seat).map((amount) => ({ amount })),
  check: (G, { amount }, _ctx, seat) => {
    if (G.bid === null) return t`No competitive bid is open.`;
    if (typeof amount !== 'number' || !bidAmounts(G, seat).includes(amount)) return t`Raise ${money(G.bid.high)} by ${money(1_000)}, ${money(5_000)}, ${money(10_000)} or ${money(50_000)}, within your cash.`;
    return true;
  },
  apply: (G, { amount }, api) => {
    const b = G.bid!;
    b.high = amount;
    b.leader = api.seat;
    b.turn = b.bidders[(b.bidders.indexOf(api.seat) + 1) % b.bidders.length]!;
  },
  undoable: false,
  describe: ({ amount }) => t`bid ${money(amount)} for the job`,
});

export const pass = move<G>({
  check: (G) => (G.bid === null ? t`No competitive bid is open.` : true),
  apply: (G, _args, api) => {
    const b = G.bid!;
    const next = b.bidders[(b.bidders.indexOf(api.seat) + 1) % b.bidders.length]!;
    b.bidders = b.bidders.filter((s) => s !== api.seat);
    if (b.bidders.length === 1) awardBid(G);
    else b.turn = next;
  },
  undoable: false,
  describe: () => t`passed on the bid`,
});
