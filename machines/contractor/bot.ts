/**
 * Contractor's rules of thumb (the medium bot), from a seat's view only:
 * bid the job's cost plus a margin, less what its own equipment would save, and never below cost;
 * buy equipment its jobs use while keeping about $45,000 for expenses (the seed's advice); give a
 * Weather card (worse than nothing on average) to the richest rival; work whenever it can; sell
 * the least useful piece when short; trade only at a price below what a piece is worth to it.
 */
import type { GameState, Move, Random, Seat } from '../../src/dsl/index.js';
import { BID_LIMIT, BID_STEP, PHASES_PER_JOB, PRICE, RENT, SCHEDULE, jobCost, type EquipmentId, type JobId } from './data.js';
import { awardOf, counterPrices, jobsOf, offerFeasible, salePrice, tradePrices, workableJobs, type ContractorState, type Offer } from './state.js';
import { unwritten } from './bidding.js';
import { possibleOffers, settlementOf } from './board.js';

type G = ContractorState;

/** Cash the bot keeps back for operating expenses. */
export const RESERVE = 45_000;

/** Rentals a piece would earn or save from the phases still to work: all of them on its own jobs, a share of others'. */
export function pieceValue(G: Readonly<G>, seat: Seat, piece: EquipmentId): number {
  let value = salePrice(piece);
  for (const award of G.awards) {
    const share = award.seat === seat ? 1 : 0.6;
    for (let phase = G.progress[award.job]; phase < PHASES_PER_JOB; phase++) {
      if (SCHEDULE[award.job][phase]!.includes(piece)) value += RENT[piece] * share;
    }
  }
  return value;
}

/** Before the jobs are awarded: how much a piece is used by a job (its rentals over the schedule). */
const useIn = (job: JobId, piece: EquipmentId): number => SCHEDULE[job].filter((p) => p.includes(piece)).length * RENT[piece];

/** A seat's money if the game stopped now, plus most of what its open phases still pay. */
export function worth(G: Readonly<G>, seat: Seat): number {
  if (G.settlement) return G.settlement[seat]!.money;
  const now = settlementOf(G, seat).money;
  let ahead = 0;
  for (const job of jobsOf(G, seat)) ahead += ((PHASES_PER_JOB - G.progress[job]) * awardOf(G, job)!.bid) / PHASES_PER_JOB;
  return now + 0.6 * ahead;
}

/** The bot's sealed bid: cost plus 15–30%, less half of what its drafted equipment would save, never under cost. */
export function botBid(G: Readonly<G>, seat: Seat, job: JobId, random: Random): number {
  const cost = jobCost(job);
  const mine = [...G.players[seat]!.drafted, ...G.players[seat]!.owned];
  const saving = mine.reduce((n, piece) => n + useIn(job, piece), 0);
  const margin = 0.15 + 0.15 * random.float();
  const wanted = cost * (1 + margin) - saving / 2;
  const amount = Math.ceil(Math.max(cost, wanted) / BID_STEP) * BID_STEP;
  return Math.min(BID_LIMIT - BID_STEP, amount);
}

const mv = (type: string, seat: Seat, args: Record<string, unknown> = {}): Move => ({ type, seat, ...args });

function answerOffer(G: Readonly<G>, seat: Seat, offer: Offer): Move {
  // The bot's side of the trade: what it gives and gets in value, and the money.
  const gets = offer.give === '' ? 0 : pieceValue(G, seat, offer.give);
  const gives = offer.get === '' ? 0 : pieceValue(G, seat, offer.get);
  const gain = gets - gives + offer.price;
  if (gain >= 0 && offerFeasible(G, offer)) return mv('accept', seat);
  // Counter with the best price for it that makes the trade worth its while, if one is listed.
  const fair = counterPrices(offer).filter((p) => gets - gives + p >= 0).sort((a, b) => Math.abs(a) - Math.abs(b))[0];
  return fair === undefined ? mv('decline', seat) : mv('counter', seat, { price: fair });
}

/** The move of the medium bot for `seat` in this position (its view), or null when it has none. */
export function contractorBotMove(view: GameState<G>, seat: Seat, random: Random): Move | null {
  const { G, ctx } = view;
  if (!ctx.active.includes(seat)) return null;
  const phase = ctx.phase;
  const me = G.players[seat]!;
  switch (phase) {
    case 'draft':
      return mv('shake', seat);
    case 'bidding.first':
    case 'bidding.second': {
      const job = unwritten(G, ctx, seat)[0];
      if (!job) return null;
      return mv('bid', seat, { job, amount: botBid(G, seat, job, random) });
    }
    case 'buying': {
      const jobs = jobsOf(G, seat);
      const useful = me.drafted
        .map((piece) => ({ piece, use: jobs.reduce((n, j) => n + useIn(j, piece), 0) + G.awards.reduce((n, a) => n + (a.seat === seat ? 0 : useIn(a.job, piece) * 0.6), 0) }))
        .filter((x) => x.use + salePrice(x.piece) >= PRICE[x.piece] && me.cash - PRICE[x.piece] >= RESERVE)
        .sort((a, b) => b.use / PRICE[b.piece] - a.use / PRICE[a.piece]);
      return useful[0] ? mv('buyDrafted', seat, { piece: useful[0].piece }) : mv('returnRest', seat);
    }
    case 'play.roll':
      return mv(me.lostTurns > 0 ? 'sitOut' : 'roll', seat);
    case 'play.weather': {
      // Weather cards lose money on average: the richest rival gets it.
      const rivals = G.players.map((_, s) => s).filter((s) => s !== seat).sort((a, b) => worth(G, b) - worth(G, a));
      return mv('weather', seat, { to: rivals[0] ?? seat });
    }
    case 'play.work': {
      const jobs = workableJobs(G, seat, G.turn.dice[0]! + G.turn.dice[1]!);
      return jobs.length > 0 ? mv('work', seat, { jobs }) : mv('rest', seat);
    }
    case 'play.raise': {
      if (me.owned.length === 0) return mv('borrow', seat);
      const cheapest = me.owned.slice().sort((a, b) => pieceValue(G, seat, a) - salePrice(a) - (pieceValue(G, seat, b) - salePrice(b)))[0]!;
      return mv('sell', seat, { piece: cheapest });
    }
    case 'play.respond':
      return G.offer ? answerOffer(G, seat, G.offer) : null;
    case 'play.reply': {
      const o = G.offer;
      if (!o) return null;
      const gain = (o.get === '' ? 0 : pieceValue(G, seat, o.get)) - (o.give === '' ? 0 : pieceValue(G, seat, o.give)) - o.price;
      return gain >= 0 && offerFeasible(G, o) ? mv('agree', seat) : mv('refuse', seat);
    }
    case 'play.act': {
      if (!G.turn.bought) {
        const buys = G.bank
          .filter((piece) => me.cash - PRICE[piece] >= RESERVE && pieceValue(G, seat, piece) >= PRICE[piece] * (G.turn.discount === piece ? 0.9 : 1))
          .sort((a, b) => pieceValue(G, seat, b) - pieceValue(G, seat, a));
        if (buys[0]) return mv('buy', seat, { piece: buys[0] });
      }
      if (!G.turn.offered) {
        // Buy another's piece for less than it is worth here, at the lowest listed price.
        const wanted = possibleOffers(G, seat)
          .filter((o) => o.give === '' && o.get !== '' && me.cash - o.price >= RESERVE && pieceValue(G, seat, o.get) - o.price > 10_000)
          .filter((o) => o.price === tradePrices(o.get as EquipmentId)[0]);
        if (wanted.length > 0 && random.float() < 0.5) return mv('offer', seat, { ...random.pick(wanted) });
      }
      return mv('endTurn', seat);
    }
    default:
      return null;
  }
}
