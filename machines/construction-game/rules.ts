/**
 * The Construction Game in the rules DSL. The flow reads like the rulebook:
 *
 *   a turn (buy, repay, make an offer, roll) → the square: a hot market, a winter bill, or a job
 *   → take it (roll for income on the rate chart) or refuse it; on a marked square, a competitive
 *   bid first → bills the cash cannot cover go to Big Sky Auction → the next contractor.
 *
 * Every rule and every reading of an unclear one is listed in README.md beside this file.
 */
import { cloneJson, defineGame, phases, simultaneous, type Move, type PhaseDef, type Seat } from '../../src/dsl/index.js';
import { money, seat as seatRef, t, type Message } from '../../src/i18n/index.js';
import { CARD_IDS } from './cards.js';
import { EQUIPMENT, PROPERTIES, STAMPS, WINNING_WORTH } from './chart.js';
import { accept, auctionBid, auctionPass, buy, decline, offer, putUp, repay } from './credit.js';
import { pass, raise, refuse, roll, work } from './jobs.js';
import { setup, type ConstructionOptions } from './setup.js';
import { actorOf, netWorth, WEATHER_CLEARS, worthWinners, type ConstructionState, type Stage } from './state.js';
import { translations } from './translations.js';
import { heuristicMove, searchedMoves, worthShare } from './bot.js';

type G = ConstructionState;

/** The phase rules that follow the stage the last move left: one to each other stage. */
function routes(here: Stage): PhaseDef<G>['next'] {
  const to: Record<Stage, string> = { start: 'start', job: 'job', bid: 'bid', offer: 'offer', auction: 'auction' };
  return (Object.keys(to) as Stage[]).filter((s) => s !== here).map((s) => ({ if: (G: Readonly<G>) => G.stage === s && G.end === null, to: to[s], label: `stage: ${s}` }));
}

const END_REASONS: Record<string, Message> = {
  worth: t`An audited net worth of ${money(WINNING_WORTH)} wins.`,
  time: t`Time was called: the highest audited net worth wins.`,
  bankrupt: t`Everyone else went out of business.`,
  weather: t`After ${WEATHER_CLEARS} years the weather cleared: the highest audited net worth wins.`,
};

export default defineGame<G, ConstructionOptions>({
  id: 'construction-game',
  name: 'The Construction Game',
  // 2: the bank lends the balance above 20% down in $1,000 notes, so a replayed old log would not reproduce its state.
  version: 2,
  players: { min: 2, max: 6 },
  options: { years: 0 },
  optionChoices: { years: [0, 1, 2, 3, 5, 10] },
  optionLabels: {
    years: {
      label: t`Length of the game`,
      choices: {
        0: t`Until an audited net worth of ${money(WINNING_WORTH)}`,
        1: t`1 year, then the audit`,
        2: t`2 years, then the audit`,
        3: t`3 years, then the audit`,
        5: t`5 years, then the audit`,
        10: t`10 years, then the audit`,
      },
    },
  },
  translations,
  setup,
  flow: phases({
    play: {
      label: t`The year`,
      // Who acts follows the game's own state: the contractor whose turn it is, the bidder whose
      // turn it is at a bid or an auction, the one answering an offer.
      turn: simultaneous((G) => (G.end === null ? [actorOf(G)] : [])),
      phases: {
        start: { label: t`Buy, then roll`, moves: { buy, repay, offer, roll }, next: routes('start') },
        job: { label: t`Take the job or refuse it`, moves: { buy, repay, work, refuse }, next: routes('job') },
        bid: { label: t`Competitive bid`, moves: { raise, pass }, next: routes('bid') },
        offer: { label: t`An offer between contractors`, moves: { accept, decline }, next: routes('offer') },
        auction: {
          label: t`Big Sky Auction`,
          phases: {
            choose: {
              label: t`Put a piece up for auction`,
              moves: { putUp },
              next: [{ if: (G) => G.stage === 'auction' && G.auction!.item !== null, to: 'bidding', label: 'piece in the yard' }],
            },
            bidding: {
              label: t`Bidding`,
              moves: { auctionBid, auctionPass },
              next: [{ if: (G) => G.stage === 'auction' && G.auction!.item === null, to: 'choose', label: 'still short' }],
            },
          },
          next: routes('auction'),
        },
      },
      next: [{ if: (G) => G.end !== null, to: 'over', label: 'audit' }],
    },
    over: { label: t`Game over`, final: true },
  }),
  // The Contingency deck lies face down: its order is the only secret.
  view: (G) => ({ ...G, deck: G.deck.map(() => 'hidden') }),
  secrets: (G) => G.deck.slice(-6).map((value) => ({ value, seenBy: [] as Seat[] })),
  conserved: (G) => {
    const out: Record<string, number | string[]> = { cards: [...G.deck, ...G.discard] };
    for (const e of EQUIPMENT) out[e] = G.supply[e] + G.contractors.reduce((n, c) => n + c.fleet.filter((h) => h.item === e).length, 0);
    out.deeds = [...G.bank, ...G.contractors.flatMap((c) => c.deeds.map((d) => d.item))].sort();
    return out;
  },
  determinize: (view, _ctx, _seat, random) => {
    const G = cloneJson(view as G);
    const seen = new Set(G.discard);
    G.deck = random.shuffle(CARD_IDS.filter((id) => !seen.has(id)));
    return G;
  },
  result: (G) => {
    const scores = G.contractors.map((c) => netWorth(c));
    const alive = G.contractors.map((c, s) => ({ c, s })).filter((x) => !x.c.bankrupt).map((x) => x.s);
    let winners: Seat[];
    // An exact tie at the goal in one turn: every contractor at the top wins, as at the timed end.
    const reached = G.end === 'worth' ? worthWinners(G) : [];
    if (reached.length > 0) winners = reached;
    else {
      const best = Math.max(...alive.map((s) => scores[s]!));
      winners = alive.filter((s) => scores[s] === best);
    }
    const reason = END_REASONS[G.end ?? 'time']!;
    return { scores, winners, reason: winners.length === 1 ? t`${reason} ${seatRef(winners[0]!)} wins.` : reason };
  },
  heuristic: (G, _ctx, seat) => worthShare(G, seat),
  // Medium plays the rules of thumb; hard searches, playing out with the same rules of thumb
  // (random playouts buy and bid at random and say little), the audit share judging the end.
  bots: {
    policy: (view, seat, random) => heuristicMove(view, seat, random),
    candidates: searchedMoves,
    iterations: { hard: 100 },
    playoutLimit: 30,
    playout: (state, legal, random) => {
      const seat = legal[0]!.seat;
      const pick = heuristicMove(state, seat, random);
      const same = (m: Move) => pick !== null && Object.keys(m).length === Object.keys(pick).length && Object.keys(pick).every((k) => m[k] === pick[k]);
      return legal.find(same) ?? random.pick(legal);
    },
  },
});

export { STAMPS, PROPERTIES };
