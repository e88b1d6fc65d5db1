/**
 * What the hard bot's search looks at. A sealed bid offers 59 amounts and a board turn dozens of
 * trade offers, more choices than the search has simulations, so it searches only the medium
 * bot's choice and a few sensible alternatives, and plays its playouts by the medium rules of
 * thumb. Both see only the `state` the search gives them (a world guessed from the seat's view).
 */
import type { GameState, Info, Move, Random, Seat } from '../../src/dsl/index.js';
import { BID_LIMIT, BID_STEP, PHASES_PER_JOB, jobCost, type JobId } from './data.js';
import { contractorBotMove } from './bot.js';
import { settlementOf } from './board.js';
import { awardOf, jobsOf, type ContractorState } from './state.js';

type S = GameState<ContractorState>;

/** Steps around the medium bot's bid that the search compares (in bid steps of $10,000). */
export const BID_STEPS_SEARCHED = [-8, -4, -2, 0, 3] as const;

/**
 * Phases whose every legal move is worth a look: a handful of choices each. An offer received is
 * answered by the medium bot's reckoning of the piece's worth alone (not searched): a random
 * player makes dozens a game, and the search's guesses of their worth are no better.
 */
const SMALL_CHOICES = new Set(['buying', 'play.weather', 'play.raise', 'play.reply']);

/** The legal move that is `wanted` (same type, seat and arguments), if there is one. */
function legalMatch(legal: readonly Move[], wanted: Move): Move | undefined {
  const names = Object.keys(wanted).filter((k) => k !== 'type' && k !== 'seat');
  const same = (m: Move): boolean => names.every((k) => {
    const a = m[k];
    const b = wanted[k];
    return a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));
  });
  return legal.find((m) => m.type === wanted.type && m.seat === wanted.seat && same(m));
}

/** One seat's moves worth searching: the medium choice first, then the alternatives for its phase. */
function seatCandidates(state: S, mine: readonly Move[], seat: Seat, random: Random, bidSteps: readonly number[]): Move[] {
  const phase = state.ctx.phase;
  // A debtor's trade offers (a piece to each rival at three prices) are too many to search: it sells to the bank or borrows.
  if (SMALL_CHOICES.has(phase)) return mine.filter((m) => m.type !== 'offer');
  const medium = contractorBotMove(state, seat, random);
  const choice = medium ? legalMatch(mine, medium) : undefined;
  const out: Move[] = choice ? [choice] : [];
  if (phase.startsWith('bidding') && medium) {
    const amount = medium.amount as number;
    for (const step of bidSteps) {
      const near = amount + step * BID_STEP;
      if (step === 0 || near <= 0 || near >= BID_LIMIT) continue;
      const m = mine.find((x) => x.amount === near);
      if (m) out.push(m);
    }
  } else if (phase === 'play.act') {
    // The turn's business: end it, or one of the bank's pieces; trades only as the medium bot offers them.
    for (const m of mine) if ((m.type === 'endTurn' || m.type === 'buy') && m !== choice) out.push(m);
  }
  return out.length > 0 ? out : mine.slice(0, 1);
}

/** Candidates searching these steps (in $10,000) around the medium bot's bid. */
export function candidatesAround(bidSteps: readonly number[]): (state: S, legal: readonly Move[], random: Random) => readonly Move[] {
  return (state, legal, random) => {
    const seats = [...new Set(legal.map((m) => m.seat))];
    return seats.flatMap((seat) => seatCandidates(state, legal.filter((m) => m.seat === seat), seat, random, bidSteps));
  };
}

/** `bots.candidates`: for every seat that may move, its medium choice and the few alternatives near it. */
export const contractorCandidates = candidatesAround(BID_STEPS_SEARCHED);

/** `bots.playout`: the medium bot's move for the first seat to move, or any legal move if it has none. */
export function contractorPlayout(state: S, legal: readonly Move[], random: Random): Move {
  const seat = state.ctx.active[0]!;
  const medium = contractorBotMove(state, seat, random);
  return (medium && legalMatch(legal, medium)) ?? random.pick(legal);
}

/**
 * The share of a job's open phases a player is expected to be paid for: the first to finish is
 * paid for all, the others lose their last few phases (their equipment is paid for all of them).
 */
export const PHASES_PAID = 0.85;

/** A seat's money if the game stopped now (every open phase's equipment paid), plus the expected pay of its open phases. */
export function expectedMoney(G: Readonly<ContractorState>, seat: Seat): number {
  if (G.settlement) return G.settlement[seat]!.money;
  let ahead = 0;
  for (const job of jobsOf(G, seat)) ahead += ((PHASES_PER_JOB - G.progress[job]) * awardOf(G, job)!.bid) / PHASES_PER_JOB;
  return settlementOf(G, seat).money + PHASES_PAID * ahead;
}

/** How far ahead in money counts as a likely win: about a tenth of what two jobs pay. */
export const LEAD_SCALE = 80_000;

/**
 * `heuristic`: the seat's chance of winning, guessed from its lead in expected money over its
 * best rival (a logistic curve). Differences, not ratios: early in the game every seat's money
 * after paying for all its phases is negative, and a ratio of those says nothing.
 */
export function contractorHeuristic(G: Readonly<ContractorState>, ctx: Info, seat: Seat): number {
  const mine = expectedMoney(G, seat);
  let best = -Infinity;
  for (let s = 0; s < ctx.players; s++) if (s !== seat) best = Math.max(best, expectedMoney(G, s));
  return 1 / (1 + Math.exp(-(mine - best) / LEAD_SCALE));
}

/**
 * A guess at another player's sealed bid, for a world the search imagines: the job's cost plus a
 * margin of 0–40% (what a player who means to make money writes; any amount is legal).
 */
export function guessedBid(job: JobId, random: Random): number {
  const amount = Math.round((jobCost(job) * (1 + 0.4 * random.float())) / BID_STEP) * BID_STEP;
  return Math.min(BID_LIMIT - BID_STEP, Math.max(BID_STEP, amount));
}
