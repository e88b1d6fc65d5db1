import { expect, it } from 'vitest';
import { rumCompiled } from '../../machines/rum/index.js';
import { Random, seedToState, type Move } from '../../src/dsl/index.js';
import { fuzz, modelBased, testGame } from '../../src/testing/index.js';

/** The moves of a seeded random game up to `before` moves before it first rests in `phase`. */
function prefixBefore(phase: string, players: number, before: number): { seed: string; start: Move[] } {
  const { core } = rumCompiled;
  for (let g = 0; g < 500; g++) {
    const seed = `rum-find-${phase}-${g}`;
    let state = core.init({ players, seed });
    const random = new Random({ rng: seedToState(`${seed}/choices`) });
    const log: Move[] = [];
    while (!core.isOver(state) && log.length < 400) {
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

// play.tide.resolve has no moves of its own: the game passes through it and never rests there.
const LATE = ['over', 'play.parrot', 'play.tide.resolve', 'play.tide.discard'];

// Leaf phases: play.action, play.set and play.more are reached within a few moves of the deal.
// The Parrot (play.parrot) and the tide (play.tide.*) need the Parrot drawn or all three Beach
// cards face down, so the opening exploration is not required to reach them: the extras below
// explore from seeds where they come early, and the rules tests build them exactly. "over" is
// reached by the end-game exploration.
//
// A random game of RUM is long (about 150–230 moves) and the leak check at every move is the
// costly part, so the kit's own fuzz run (every check at every move) plays 90 games and the
// extra run below plays 930 more with the leak check every 20th move: 1020 games in all.
testGame(rumCompiled, {
  players: [2, 3, 4],
  fuzzGames: 90,
  modelDepth: 6,
  modelBranching: 3,
  modelEndgame: 3,
  unreachable: LATE,
  extras: (game) => {
    it('930 more seeded random games (2–4 players) end, conserve, stay JSON and agree with the machine (leak check every 20th move)', () => {
      const stats = fuzz(game, { games: 930, players: [2, 3, 4], seedPrefix: 'rum-fuzz-more', leakEvery: 20, machineEvery: 31 });
      expect(stats.games).toBe(930);
      console.log(`[rum] fuzz more: ${stats.games} games, ${stats.moves} moves (${stats.avgMoves.toFixed(1)}/game, longest ${stats.longest}), ${stats.machineGames} with the machine, ${stats.sharedWins} shared wins, ${stats.ms} ms`);
    }, 120_000);

    for (const [phase, players] of [['play.parrot', 3], ['play.tide.discard', 2], ['play.tide.discard', 4]] as const) {
      it(`${players} players: model-based paths from just before ${phase} replay identically and reach it`, () => {
        const { seed, start } = prefixBefore(phase, players, 2);
        const summary = modelBased(game, { players, seed, start, depth: 4, branching: 4, unreachable: LATE.filter((p) => p !== phase) });
        expect(summary.phases.visited).toContain(phase);
      });
    }

    it('model-based paths from the opening take draws, sets and the end of a turn', () => {
      const summary = modelBased(game, { players: 2, seed: 'rum-coverage', depth: 7, branching: 3, unreachable: LATE });
      expect(summary.transitions.covered).toEqual(expect.arrayContaining([
        'play.action —drawWreck→ (stays)',
        'play.action —startSet→ (stays)',
        'play.action —always[chose a Captain]→ play.set',
        'play.set —addCard→ (stays)',
        'play.set —claim→ (stays)',
        'play.set —always[won a Captain]→ play.more',
        'play.more —done→ (stays)',
        'play.more —always[turn over]→ play.action',
      ]));
    });
  },
});
