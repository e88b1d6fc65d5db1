/**
 * Contractor in the rules DSL. The flow reads like the rulebook:
 *
 *   draft (every player shakes, high dice take the top card, until the stack is gone)
 *   → bidding.first → bidding.second (sealed bids written at once, opened together, awarded in
 *     the seed's sequence; six players bid once) → buying (each buys the drafted equipment he
 *     wants, returns the rest) → play (shake and move; Workday, Weather, repairs, the Warranty
 *     Fund; buying, selling, trading; money owed raised first) → over (the settlement).
 *
 * Every rule, reading and PROPOSED design is listed in README.md beside this file.
 */
import { cloneJson, defineGame, phases, type Seat } from '../../src/dsl/index.js';
import { plural, list, seat as seatName, t } from '../../src/i18n/index.js';
import { biddingPhase, buyingPhase } from './bidding.js';
import { playPhase } from './board.js';
import { contractorBotMove } from './bot.js';
import { contractorCandidates, contractorHeuristic, contractorPlayout, guessedBid } from './hard.js';
import { EQUIPMENT, REPAIR_CARDS, START_CASH, WEATHER_CARDS, WORKDAY_CARDS } from './data.js';
import { draftPhase } from './draft.js';
import { SEALED, emptyProgress, freshTurn, readSlip, slipOf, type ContractorState } from './state.js';
import { translations } from './translations.js';

type G = ContractorState;

export const HIDDEN = 'hidden';

export default defineGame<G>({
  id: 'contractor',
  name: 'Contractor',
  version: 1,
  players: { min: 2, max: 6 },
  setup: ({ players, random }) => ({
    players: Array.from({ length: players }, () => ({ cash: START_CASH, loans: 0, drafted: [], owned: [], position: 0, lostTurns: 0 })),
    stack: random.shuffle(EQUIPMENT.slice()),
    rollers: Array.from({ length: players }, (_, s) => s),
    shakes: Array.from({ length: players }, () => null),
    lastTaken: null,
    firstTaker: null,
    round: 0,
    slips: [],
    opened: [],
    awards: [],
    progress: emptyProgress(),
    bank: [],
    fund: 0,
    decks: { workday: random.shuffle(WORKDAY_CARDS.slice()), weather: random.shuffle(WEATHER_CARDS.slice()), repairs: random.shuffle(REPAIR_CARDS.slice()) },
    drawn: null,
    draws: 0,
    turn: freshTurn(),
    debts: [],
    offer: null,
    finisher: null,
    settlement: null,
  }),
  flow: phases({
    draft: draftPhase,
    bidding: biddingPhase,
    buying: buyingPhase,
    play: playPhase,
    over: { label: t`Game over`, final: true },
  }),
  // A sealed bid is read by its writer only; the decks lie face down.
  view: (G, _ctx, seat) => ({
    ...G,
    slips: G.slips.map((slip) => {
      const { job, seat: writer } = readSlip(slip);
      return writer === seat ? slip : `${job}:${writer}:${SEALED}`;
    }),
    decks: { workday: G.decks.workday.map(() => HIDDEN), weather: G.decks.weather.map(() => HIDDEN), repairs: G.decks.repairs.map(() => HIDDEN) },
  }),
  secrets: (G) => [
    ...G.slips.map((value) => ({ value, seenBy: [readSlip(value).seat] })),
    ...G.decks.workday.map((value) => ({ value, seenBy: [] })),
    ...G.decks.weather.map((value) => ({ value, seenBy: [] })),
    ...G.decks.repairs.map((value) => ({ value, seenBy: [] })),
  ],
  conserved: (G) => ({
    equipment: [...G.stack, ...G.bank, ...G.players.flatMap((p) => [...p.drafted, ...p.owned])],
    cards: [...G.decks.workday, ...G.decks.weather, ...G.decks.repairs],
  }),
  determinize: (view, _ctx, seat, random) => {
    const G = cloneJson(view as G);
    // Others' sealed bids: what a player out to make money writes (cost plus a margin); the decks: any order.
    G.slips = G.slips.map((slip) => {
      const { job, seat: writer, amount } = readSlip(slip);
      return writer === seat || amount !== null ? slip : slipOf(job, writer, guessedBid(job, random));
    });
    G.decks = { workday: random.shuffle(WORKDAY_CARDS.slice()), weather: random.shuffle(WEATHER_CARDS.slice()), repairs: random.shuffle(REPAIR_CARDS.slice()) };
    return G;
  },
  result: (G) => {
    const scores = (G.settlement ?? []).map((s) => s.money);
    const top = Math.max(...scores);
    const winners = scores.flatMap((m, s) => (m === top ? [s] : []));
    return {
      scores,
      winners,
      reason: plural(winners.length, '{0} made the most money.', '{0} made the same, the most money.', list(winners.map((s: Seat) => seatName(s)))),
    };
  },
  heuristic: contractorHeuristic,
  // Random playouts spend a game's worth of moves selling equipment and offering trades, so the
  // search plays its playouts by the medium rules of thumb, and it compares only the medium
  // choice and a few alternatives near it (hard.ts); both see the guessed world only.
  bots: {
    policy: (view, seat, random) => contractorBotMove(view, seat, random),
    playout: contractorPlayout,
    candidates: contractorCandidates,
    iterations: { medium: 40, hard: 40 },
    playoutLimit: 40,
  },
  translations,
});
