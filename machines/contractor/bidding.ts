/**
 * Bidding on the jobs: sealed bids written by every player at once, opened together, awarded in
 * the seed's sequence for the number of players; then each player buys the drafted equipment he
 * wants and returns the rest to the bank.
 *
 * A written bid is a slip ("dam:2:460000") that only its writer sees until every slip of the
 * round is in; then all are opened at once (a reveal the leak and trust checks see).
 */
import { eachSeatOnce, move, roundOver, simultaneous, type Info, type PhaseApi, type PhaseDef, type Seat } from '../../src/dsl/index.js';
import { money, t } from '../../src/i18n/index.js';
import { BID_AMOUNTS, EQUIPMENT, BID_ROUNDS, EQUIPMENT_NAMES, JOB_NAMES, PRICE, isBidAmount, isEquipment, isJob, jobCost, type BidRound, type EquipmentId, type JobId } from './data.js';
import { readSlip, slipFor, slipOf, type ContractorState } from './state.js';

type G = ContractorState;

export const roundsFor = (players: number): readonly BidRound[] => BID_ROUNDS[players as 2 | 3 | 4 | 5 | 6];
export const roundOf = (G: Readonly<G>, ctx: Info): BidRound => roundsFor(ctx.players)[G.round]!;

/** The jobs of this round a seat has not written a bid for yet. */
export const unwritten = (G: Readonly<G>, ctx: Info, seat: Seat): JobId[] => roundOf(G, ctx).jobs.filter((job) => slipFor(G, job, seat) === undefined);
const allIn = (G: Readonly<G>, ctx: Info): boolean => G.slips.length === roundOf(G, ctx).jobs.length * ctx.players;

const bid = move<G, { job: JobId; amount: number }>({
  // A bid sheet is filled in the jobs' order (which changes nothing, as all are opened together).
  args: (G, ctx, seat) => {
    const job = unwritten(G, ctx, seat)[0];
    return job === undefined ? [] : BID_AMOUNTS.map((amount) => ({ job, amount }));
  },
  check: (G, { job, amount }, ctx, seat) => {
    if (!isJob(job) || !roundOf(G, ctx).jobs.includes(job)) return t`Bid on one of this round's jobs.`;
    if (slipFor(G, job, seat) !== undefined) return t`You have already written your bid for ${JOB_NAMES[job]}.`;
    const next = unwritten(G, ctx, seat)[0]!;
    if (job !== next) return t`Write your bids in the order of the jobs: ${JOB_NAMES[next]} next.`;
    if (!isBidAmount(amount)) return t`A bid must be under ${money(600_000)} and end in four zeros (such as ${money(480_000)}).`;
    return true;
  },
  apply: (G, { job, amount }, { seat }) => {
    G.slips.push(slipOf(job, seat, amount));
  },
  // The amount stays sealed until every bid of the round is in.
  hiddenArgs: ['amount'],
  describe: ({ job }) => t`wrote a sealed bid for ${JOB_NAMES[job]}`,
});

/** The low bidders of `job` among `eligible`, with tied low bids shaken off on the dice: low dice win. */
function lowBidder(G: G, job: JobId, eligible: Seat[], api: PhaseApi): { seat: Seat; bid: number; rollOffs: { seat: Seat; roll: number }[][] } {
  const bids = eligible.map((seat) => ({ seat, bid: readSlip(slipFor(G, job, seat)!).amount! }));
  const low = Math.min(...bids.map((b) => b.bid));
  let tied = bids.filter((b) => b.bid === low).map((b) => b.seat);
  const rollOffs: { seat: Seat; roll: number }[][] = [];
  while (tied.length > 1) {
    const shake = tied.map((seat) => ({ seat, roll: api.random.die() + api.random.die() }));
    rollOffs.push(shake);
    const lowRoll = Math.min(...shake.map((s) => s.roll));
    tied = shake.filter((s) => s.roll === lowRoll).map((s) => s.seat);
  }
  return { seat: tied[0]!, bid: low, rollOffs };
}

/**
 * Opens the round's bids and awards its jobs in order, each to the low bidder among the players
 * not yet awarded a job in this round; the at-cost job goes to the one player left.
 */
export function openAndAward(G: G, api: PhaseApi): void {
  const round = roundOf(G, api.ctx);
  const seats = G.players.map((_, s) => s);
  const awarded: Seat[] = [];
  for (const job of round.jobs) {
    const eligible = seats.filter((s) => !awarded.includes(s));
    const { seat, bid: amount, rollOffs } = lowBidder(G, job, eligible, api);
    G.awards.push({ job, seat, bid: amount, atCost: false, rollOffs });
    awarded.push(seat);
  }
  if (round.atCost) {
    const left = seats.find((s) => !awarded.includes(s))!;
    G.awards.push({ job: round.atCost, seat: left, bid: jobCost(round.atCost), atCost: true, rollOffs: [] });
  }
  G.opened.push(...G.slips);
  G.slips = [];
  G.round++;
}

const opened = t`all bids in: opened together and awarded`;
const writeBids = (label: PhaseDef<G>['label'], next: PhaseDef<G>['next']): PhaseDef<G> => ({
  label,
  turn: simultaneous((G, ctx) => G.players.map((_, s) => s).filter((s) => unwritten(G, ctx, s).length > 0)),
  moves: { bid },
  next,
});

export const biddingPhase: PhaseDef<G> = {
  label: t`Bidding`,
  phases: {
    // Six players bid once: every job is awarded in the first round.
    first: writeBids(t`Sealed bids: first round`, [
      { if: (G, ctx) => allIn(G, ctx) && ctx.players === 6, to: 'buying', do: openAndAward, label: opened },
      { if: allIn, to: 'second', do: openAndAward, label: opened },
    ]),
    second: writeBids(t`Sealed bids: second round`, [{ if: allIn, to: 'buying', do: openAndAward, label: opened }]),
  },
};

const buyDrafted = move<G, { piece: EquipmentId }>({
  args: (G, _ctx, seat) => {
    const p = G.players[seat]!;
    return p.drafted.filter((piece) => PRICE[piece] <= p.cash).map((piece) => ({ piece }));
  },
  check: (G, { piece }, _ctx, seat) => {
    const p = G.players[seat]!;
    if (!isEquipment(piece) || !p.drafted.includes(piece)) return t`Buy one of the equipment cards you drafted.`;
    if (PRICE[piece] > p.cash) return t`${EQUIPMENT_NAMES[piece]} costs ${money(PRICE[piece])}; you have ${money(p.cash)}.`;
    return true;
  },
  apply: (G, { piece }, { seat }) => {
    const p = G.players[seat]!;
    p.drafted = p.drafted.filter((e) => e !== piece);
    p.owned.push(piece);
    p.cash -= PRICE[piece];
  },
  describe: ({ piece }) => t`bought ${EQUIPMENT_NAMES[piece]} for ${money(PRICE[piece])}`,
});

const returnRest = move<G>({
  apply: (G, _args, { seat }) => {
    const p = G.players[seat]!;
    G.bank.push(...p.drafted);
    G.bank.sort((a, b) => EQUIPMENT.indexOf(a) - EQUIPMENT.indexOf(b));
    p.drafted = [];
  },
  endsTurn: true,
  describe: ({ seat }, _after, before) => (before.players[seat]!.drafted.length > 0 ? t`returned the rest of the drafted equipment to the bank` : t`is done buying equipment`),
});

export const buyingPhase: PhaseDef<G> = {
  label: t`Buying equipment`,
  turn: eachSeatOnce({ first: (G) => G.firstTaker ?? 0 }),
  moves: { buyDrafted, returnRest },
  next: [{ if: roundOver, to: 'play', label: t`everyone bought what he wants` }],
};
