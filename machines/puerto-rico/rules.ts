/**
 * Puerto Rico in the rules DSL. The flow reads like the rulebook:
 *
 *   round → chooseRole (governor first, each seat once) → the role's phase (each seat once from
 *   the chooser; the captain's loading goes round until nobody can load, then storage) → back to
 *   chooseRole → when every seat has chosen: doubloons on the unchosen roles, the governor card
 *   passes left, and either the next round or, when an end condition was met, the game is over.
 *
 * Every rule and every reading of an unclear one is listed in README.md beside this file.
 */
import { cloneJson, defineGame, phases, type Seat } from '../../src/dsl/index.js';
import { t } from '../../src/i18n/index.js';
import { ALL_TILES, BUILDINGS, BY_PLAYERS, GOODS, PRICE, tileKind } from './buildings.js';
import { builderPhase } from './roles/builder.js';
import { captainPhase } from './roles/captain.js';
import { chooseRolePhase } from './roles/choose.js';
import { craftsmanPhase } from './roles/craftsman.js';
import { mayorPhase } from './roles/mayor.js';
import { settlerPhase } from './roles/settler.js';
import { traderPhase } from './roles/trader.js';
import { result, scoreOf } from './scoring.js';
import { heuristicMove, lookaheadMove } from './bot.js';
import { setup } from './setup.js';
import { colonistsOf, occupiedQuarries, productionCapacity, rolesTaken, type PuertoRicoState } from './state.js';
import { translations } from './translations.js';

type G = PuertoRicoState;

/** Every seat has chosen a role and no role's action is under way. */
export const roundDone = (G: Readonly<G>): boolean => G.role === null && rolesTaken(G) === G.boards.length;

/** End of a round: a doubloon on each unchosen role, role cards back, governor card to the left. */
export function endRound(G: G): void {
  for (const card of G.roles) {
    if (card.takenBy === null) {
      card.doubloons++;
      G.bank--;
    }
    card.takenBy = null;
  }
  G.governor = (G.governor + 1) % G.boards.length;
}

function startRound(G: G): void {
  G.role = null;
}

export default defineGame<G>({
  id: 'puerto-rico',
  name: 'Puerto Rico',
  // 4: the end of the game is noted as a reason id (`EndReason`), no longer as English words.
  version: 4,
  players: { min: 3, max: 5 },
  setup,
  flow: phases({
    round: {
      label: t`Round`,
      enter: startRound,
      phases: {
        chooseRole: chooseRolePhase,
        settler: settlerPhase,
        mayor: mayorPhase,
        builder: builderPhase,
        craftsman: craftsmanPhase,
        trader: traderPhase,
        captain: captainPhase,
      },
      next: [
        { if: (G) => roundDone(G) && G.endTriggered !== null, to: 'over', do: endRound, label: 'round over, game end reached' },
        { if: roundDone, to: 'round', do: (G) => { endRound(G); G.round++; }, label: 'round over' },
      ],
    },
    over: { label: t`Game over`, final: true },
  }),
  // A view shares the unchanged parts with the state (read it, never mutate it; `determinize` copies).
  view: (G, _ctx, seat) => ({
    ...G,
    // VP chips lie face down: a seat sees only its own.
    boards: G.boards.map((b, s) => ({ ...b, vp: s === seat ? b.vp : null })),
    plantationDeck: G.plantationDeck.map(() => 'hidden'),
  }),
  // The stack's order is the secret (which tiles it holds follows from those in sight). The leak
  // check searches each secret in every view, so only the top tiles, which the next refill and
  // haciendas reveal, are listed; the view hides the whole stack.
  secrets: (G) => G.plantationDeck.slice(-8).map((value) => ({ value, seenBy: [] })),
  conserved: (G) => {
    const goods: Record<string, number> = {};
    for (const g of GOODS) {
      goods[`goods-${g}`] = G.goodsSupply[g] + G.boards.reduce((n, b) => n + b.goods[g], 0)
        + G.tradingHouse.filter((x) => x === g).length + G.ships.reduce((n, s) => n + (s.good === g ? s.count : 0), 0);
    }
    return {
      doubloons: G.bank + G.boards.reduce((n, b) => n + b.doubloons, 0) + G.roles.reduce((n, r) => n + r.doubloons, 0),
      colonists: G.colonistSupply + G.colonistShip + G.boards.reduce((n, b) => n + colonistsOf(b), 0),
      vp: G.vpSupply + G.boards.reduce((n, b) => n + (b.vp ?? 0), 0),
      ...goods,
      tiles: [...G.plantationDeck, ...G.faceUp, ...G.discard, ...G.quarries, ...G.boards.flatMap((b) => b.island.map((t) => t.tile))],
      buildings: BUILDINGS.reduce((n, x) => n + G.buildingSupply[x.id], 0) + G.boards.reduce((n, b) => n + b.city.length, 0),
    };
  },
  determinize: (view, ctx, seat, random) => {
    const G = cloneJson(view as G);
    // The face-down stack: every tile not seen anywhere, shuffled.
    const seen = new Set([...G.faceUp, ...G.discard, ...G.quarries, ...G.boards.flatMap((b) => b.island.map((t) => t.tile))]);
    const unseen = ALL_TILES.filter((t) => !seen.has(t) && tileKind(t) !== 'quarry');
    G.plantationDeck = random.shuffle(unseen.slice()).slice(0, view.plantationDeck.length);
    // Others' VP chips: what the supply says they hold together, shared out evenly.
    const total = BY_PLAYERS[ctx.players as 3 | 4 | 5].vpChips - G.vpSupply - (G.boards[seat]!.vp ?? 0);
    const others = G.boards.map((_, s) => s).filter((s) => s !== seat);
    others.forEach((s, i) => {
      G.boards[s]!.vp = Math.floor(total / others.length) + (i < total % others.length ? 1 : 0);
    });
    return G;
  },
  result: (G) => result(G),
  // Medium plays the greedy rules of thumb. Hard plays them too, except where a choice shapes the
  // game (role, building, tile): there it plays every legal move out about three rounds by the rules of thumb
  // in two guessed worlds and takes the one that leaves it furthest ahead (`lookaheadMove`). Its
  // one candidate leaves MCTS nothing to weigh: an MCTS over all moves, each judged by the
  // heuristic at once, chose almost at random and lost to medium 86 games of 87 (README).
  bots: {
    policy: (view, seat) => heuristicMove(view, seat),
    candidates: (state, legal, random) => {
      const move = lookaheadMove(state, legal[0]!.seat, random);
      return move ? [move] : legal;
    },
    // Only should the look ahead give no move: a search judging each new position at once.
    iterations: { hard: 60 }, playoutLimit: 0,
  },
  translations,
  heuristic: (G, ctx, seat) => {
    const mine = estimate(G, seat);
    let total = 0;
    for (let s = 0; s < ctx.players; s++) total += estimate(G, s);
    return total === 0 ? 1 / ctx.players : mine / total;
  },
});

/**
 * A rough worth of a seat mid-game (for the bots): its score so far, plus money, goods, what it
 * can produce each craftsman phase, worked quarries and colonists in place, weighted by how much
 * of the game is left.
 */
export function estimate(G: Readonly<G>, seat: Seat): number {
  const board = G.boards[seat]!;
  const goods = GOODS.reduce((n, g) => n + board.goods[g], 0);
  const capacity = productionCapacity(board);
  const production = GOODS.reduce((n, g) => n + capacity[g] * (1 + PRICE[g] / 4), 0);
  const left = Math.max(0.2, Math.min(1, G.vpSupply / BY_PLAYERS[G.boards.length as 3 | 4 | 5].vpChips, G.colonistSupply / 40));
  return scoreOf(board).total + board.doubloons * 0.5 + goods * 0.7 + left * (production * 1.5 + occupiedQuarries(board) * 1.5 + colonistsOf(board) * 0.3) + 1;
}
