import { expect, it } from 'vitest';
import { constructionGameCompiled } from '../../machines/construction-game/index.js';
import { Random, seedToState, type Move } from '../../src/dsl/index.js';
import { fuzz, modelBased, testGame } from '../../src/testing/index.js';

/** The moves of a seeded random one-year game up to `before` moves before it first rests in `phase`. */
function prefixBefore(phase: string, players: number, before: number): { seed: string; start: Move[] } {
  const { core } = constructionGameCompiled;
  for (let g = 0; g < 200; g++) {
    const seed = `cg-find-${phase}-${g}`;
    let state = core.init({ players, seed, options: { years: 1 } });
    const random = new Random({ rng: seedToState(`${seed}/choices`) });
    const log: Move[] = [];
    while (!core.isOver(state)) {
      const move = random.pick(core.legalMoves(state));
      const played = core.play(state, move);
      if (!played.ok) throw new Error(played.reason);
      state = played.state;
      log.push(move);
      if (state.ctx.phase === phase) return { seed, start: log.slice(0, Math.max(0, log.length - before)) };
    }
  }
  throw new Error(`No seeded game reached ${phase}.`);
}

const LATE = ['play.bid', 'play.offer', 'play.auction.choose', 'play.auction.bidding', 'play.job', 'over'];

// A full game to $1,500,000 runs to thousands of moves, so the kit plays the one-year variant
// (the seed's "pre-set time"): whole games of the same rules — start, every kind of square, bids,
// auctions, the audit — of about 70 moves with 2 players and 260 with 6. The kit's own fuzz plays
// 120 games over 2, 3, 4 and 6 players with its checks every 5th move and the leak check every
// 10th; the extra run plays 880 more with 2 and 3 players, checked more sparsely: 1000 games.
testGame(constructionGameCompiled, {
  players: [2, 3, 4, 6],
  options: { years: 1 },
  fuzzGames: 120,
  checkEvery: 5,
  leakEvery: 10,
  machineEvery: 25,
  modelDepth: 5,
  modelBranching: 3,
  modelEndgame: 3,
  trustMoves: 80,
  // The opening turn is buying and rolling: a job, a bid, an offer or an auction needs a roll (and
  // the right square) first; the extras below and the rules tests reach each of them.
  unreachable: LATE,
  extras: (game) => {
    it('880 more seeded one-year games (2 and 3 players) end, conserve, stay JSON and agree with the machine (checks every 20th move)', () => {
      const stats = fuzz(game, { games: 880, players: [2, 3], seedPrefix: 'cg-more', checkEvery: 20, leakEvery: 25, machineEvery: 100, options: { years: 1 } });
      expect(stats.games).toBe(880);
      console.log(`[construction-game] fuzz more: ${stats.games} games, ${stats.moves} moves (${stats.avgMoves.toFixed(1)}/game, longest ${stats.longest}), ${stats.machineGames} with the machine, ${stats.ms} ms`);
    });
    it('two games to $1,500,000 (no pre-set time) also end, conserve and agree with the machine', () => {
      const stats = fuzz(game, { games: 2, players: [2], seedPrefix: 'cg-long', checkEvery: 50, leakEvery: 100, machineEvery: 2, options: { years: 0 } });
      expect(stats.games).toBe(2);
      console.log(`[construction-game] long games: ${stats.moves} moves (longest ${stats.longest}), ${stats.ms} ms`);
    });
    for (const [phase, players] of [['play.job', 2], ['play.offer', 3], ['play.bid', 3], ['play.auction.choose', 2], ['play.auction.bidding', 4]] as const) {
      it(`${players} players: model-based paths from just before ${phase} replay identically and reach it`, () => {
        const { seed, start } = prefixBefore(phase, players, 1);
        const summary = modelBased(game, { players, seed, start, depth: 3, branching: 3, options: { years: 1 }, unreachable: [...LATE, 'play.start'].filter((p) => p !== phase) });
        expect(summary.phases.visited).toContain(phase);
      });
    }
  },
});
