/**
 * The Construction Game's bots: random, medium (rules of thumb) and MCTS play legal moves only and
 * decide from a seat's view alone; medium beats random clearly in a measured match; and no bot's
 * bid at a competitive bid or an auction is an overpayment every time.
 */
import { describe, expect, it } from 'vitest';
import { BOARD, constructionGameCompiled, expectedNet, heuristicMove, listPrice, countOf, type ConstructionState, type JobSpace } from '../../machines/construction-game/index.js';
import { botMove, mctsMove, randomMove } from '../../src/bots/index.js';
import { type GameState, type Random } from '../../src/dsl/index.js';
import { botMoveProblems, botPositions, measureMatch, seededRandom as rng, winsNeeded } from '../../src/testing/index.js';

const { core } = constructionGameCompiled;
type S = GameState<ConstructionState>;

/** Positions spread over one-year games (2, 3 and 5 players; the start, jobs, bids, offers, auctions). */
const positions = botPositions<ConstructionState>(constructionGameCompiled, {
  players: [2, 3, 5], seed: (players) => `cg-pos-${players}`, cuts: [0, 3, 10, 30, 60, 90], options: { years: 1 }, live: true,
}) as S[];

const quick = (random: Random) => ({ iterations: 12, playoutLimit: 10, random });

/** Every position a seeded random one-year game passes through, for the stages that are rare early. */
function positionsIn(stage: ConstructionState['stage'], games: number): S[] {
  const out: S[] = [];
  for (let g = 0; g < games; g++) {
    let s = core.init({ players: 3, seed: `cg-stage-${g}`, options: { years: 1 } }) as S;
    const r = rng(`cg-stage-${g}`);
    while (!core.isOver(s)) {
      if (s.G.stage === stage) out.push(s);
      const played = core.play(s, r.pick(core.legalMoves(s)));
      if (!played.ok) throw new Error(played.reason);
      s = played.state as S;
    }
  }
  return out;
}

describe('The Construction Game bots', () => {
  it('random, medium and MCTS play only legal moves, for the seat asked about, in every phase', () => {
    const more = [...positionsIn('bid', 6).slice(0, 6), ...positionsIn('auction', 6).slice(0, 6), ...positionsIn('offer', 2).slice(0, 4)];
    const { problems, phases } = botMoveProblems(core, [...positions, ...more], {
      random: (view, seat) => randomMove(core, view, seat, rng('r')),
      medium: (view, seat) => botMove(constructionGameCompiled, view, seat, 'medium', 'legal'),
      mcts: (view, seat) => mctsMove(core, constructionGameCompiled.def, view, seat, quick(rng('m'))),
    });
    expect(problems).toEqual([]);
    expect([...phases]).toEqual(expect.arrayContaining(['play.start', 'play.bid', 'play.offer', 'play.auction.choose', 'play.auction.bidding']));
  });

  it('is deterministic per seed (medium and hard)', () => {
    const state = positions[2]!;
    const seat = state.ctx.active[0]!;
    const view = core.view(state, seat);
    expect(botMove(constructionGameCompiled, view, seat, 'medium', 'det')).toEqual(botMove(constructionGameCompiled, view, seat, 'medium', 'det'));
    expect(mctsMove(core, constructionGameCompiled.def, view, seat, quick(rng('d')))).toEqual(mctsMove(core, constructionGameCompiled.def, view, seat, quick(rng('d'))));
  });

  it('never reads hidden state: the Contingency deck reordered, same view, same move', () => {
    const state = positions.find((s) => s.ctx.players === 3 && s.G.deck.length > 10)!;
    const seat = state.ctx.active[0]!;
    const other = structuredClone(state);
    other.G.deck.reverse();
    expect(JSON.stringify(core.view(other, seat))).toBe(JSON.stringify(core.view(state, seat)));
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(state));
    expect(mctsMove(core, constructionGameCompiled.def, core.view(other, seat), seat, quick(rng('h')))).toEqual(mctsMove(core, constructionGameCompiled.def, core.view(state, seat), seat, quick(rng('h'))));
  });

  it('medium bids at a competitive bid only up to half the job\'s expected net, and at an auction only up to three quarters of the list price', () => {
    let bids = 0;
    let passes = 0;
    for (const s of positionsIn('bid', 30)) {
      const seat = s.ctx.active[0]!;
      const move = heuristicMove(core.view(s, seat), seat);
      const space = BOARD[s.G.bid!.space] as JobSpace;
      if (move!.type === 'raise') {
        bids++;
        expect(move!.amount as number).toBeLessThanOrEqual(expectedNet(s.G, seat, space, countOf(s.G.contractors[seat]!, space.machine)) * 0.5);
      } else passes++;
    }
    let auctionBids = 0;
    for (const s of positionsIn('auction', 30).filter((x) => x.G.auction!.item !== null)) {
      const seat = s.ctx.active[0]!;
      const move = heuristicMove(core.view(s, seat), seat);
      if (move!.type === 'auctionBid') {
        auctionBids++;
        expect(move!.amount as number).toBeLessThanOrEqual(Math.max(listPrice(s.G.auction!.item!) / 2, 0.75 * listPrice(s.G.auction!.item!)));
      }
    }
    // It does bid (it is not a bot that always passes) and it does pass.
    expect(bids).toBeGreaterThan(0);
    expect(passes).toBeGreaterThan(0);
    expect(auctionBids).toBeGreaterThan(0);
  });

  it('medium beats the random bot clearly in two-player three-year games (measured)', () => {
    // 30 games, medium in seat 0 for half and seat 1 for the other half. An equal opponent wins each
    // with probability 1/2; we require a count chance reaches less than 1% of the time.
    const { wins, games, played, p, seconds } = measureMatch<ConstructionState>(constructionGameCompiled, {
      players: 2,
      games: 30,
      decideAt: winsNeeded(30, 1 / 2, 0.01),
      seed: 'cg-duel',
      options: { years: 3 },
      contender: (view, seat, _random, g) => botMove(constructionGameCompiled, view, seat, 'medium', `duel-${g}`),
    });
    console.log(`[bots] The Construction Game medium vs random, 2 players, 3 years: ${wins}/${played} (${((100 * wins) / played).toFixed(1)}%) of ${games} planned; p = ${p.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(p).toBeLessThan(0.01);
  }, 120_000);
  it('hard (MCTS) beats the random bot clearly in two-player one-year games (measured)', () => {
    // The one-year variant keeps the search's games short (about 1.5 s each on a free core). 12
    // games, hard in seat 0 and seat 1 in turn; an equal opponent wins each with probability 1/2,
    // and we require a count chance reaches less than 1% of the time (11 of 12). The match stops
    // once it is in or out of reach. Measured while writing this: 11 of 12 (with 40 simulations,
    // 20 of 20 on the same seeds: the dice decide the odd game).
    const games = 12;
    const bar = winsNeeded(games, 1 / 2, 0.01);
    const { wins, played, p, seconds } = measureMatch<ConstructionState>(constructionGameCompiled, {
      players: 2, games, decideAt: bar, seed: 'cg-hard-duel', options: { years: 1 },
      contender: (view, seat, _random, g) => botMove(constructionGameCompiled, view, seat, 'hard', `hard-${g}`),
    });
    console.log(`[bots] The Construction Game hard vs random, 2 players, 1 year: ${wins}/${played} of ${games} planned; p = ${p.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(wins).toBeGreaterThanOrEqual(bar);
    expect(p).toBeLessThan(0.01);
  }, 300_000);
});
