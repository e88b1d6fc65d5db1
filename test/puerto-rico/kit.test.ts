/**
 * The test kit for Puerto Rico. Random games are long (about 740 moves with 3 players, 1050 with 4,
 * 1410 with 5), so the 1000 fuzz games check each position's invariants every 25th move (and at
 * the end), the leaks every 50th, and run every 50th game through the machine move by move. The
 * end-game explorations start from the end of games of greedy bots (about 300 moves).
 */
import { describe, expect, it } from 'vitest';
import { heuristicMove, puertoRicoCompiled, type PuertoRicoState } from '../../machines/puerto-rico/index.js';
import type { GameState, Move } from '../../src/dsl/index.js';
import { modelBased, testGame } from '../../src/testing/index.js';

const { core } = puertoRicoCompiled;

/** The moves of a whole game of greedy bots. */
function greedyGame(players: number, seed: string): Move[] {
  const state = core.init({ players, seed }) as GameState<PuertoRicoState>;
  const log: Move[] = [];
  while (!core.isOver(state)) {
    const move = heuristicMove(core.view(state, state.ctx.active[0]!) as GameState<PuertoRicoState>, state.ctx.active[0]!)!;
    log.push(JSON.parse(JSON.stringify(move)) as Move);
    core.applyInPlace(state, move);
  }
  return log;
}

testGame(puertoRicoCompiled, {
  players: [3, 4, 5],
  fuzzGames: 1000,
  checkEvery: 25,
  leakEvery: 50,
  machineEvery: 50,
  modelDepth: 6,
  modelBranching: 3,
  modelEndgame: 0,
  // Within six moves of the start nobody has goods yet, so the craftsman's extra good, loading
  // and storing cannot happen; the trader needs three seats to pass first with 5 players. The
  // mid-game exploration below reaches them, the end-game exploration reaches "over".
  unreachable: ['over', 'round.craftsman', 'round.captain.load', 'round.captain.store', 'round.trader'],
  extras: (game) => {
    describe('Puerto Rico: more exploration and fuzzing', () => {
      it('mid-game paths (just before the first extra good, sale, load and storage of greedy 4-player games) reach those phases', () => {
        const wanted: Record<string, string> = { extraGood: 'round.craftsman', sell: 'round.trader', load: 'round.captain.load', store: 'round.captain.store' };
        const visited = new Set<string>();
        const leaves = [...game.flow.byPath.values()].filter((n) => n.children.length === 0).map((n) => n.path);
        for (let g = 0; g < 5 && !Object.values(wanted).every((p) => visited.has(p)); g++) {
          const log = greedyGame(4, `mid-${g}`);
          for (const [type, phase] of Object.entries(wanted)) {
            const at = log.findIndex((m) => m.type === type);
            if (visited.has(phase) || at < 1) continue;
            const summary = modelBased(game, { players: 4, seed: `mid-${g}`, depth: 2, branching: 2, start: log.slice(0, at - 1), unreachable: leaves });
            summary.phases.visited.forEach((p) => visited.add(p));
          }
        }
        expect([...visited].sort(), [...visited].join()).toEqual(expect.arrayContaining(Object.values(wanted)));
      }, 60_000);

      for (const players of [3, 4, 5]) {
        it(`${players} players: paths from 4 moves before the end of a greedy game replay identically and reach "over"`, () => {
          const log = greedyGame(players, `end-${players}`);
          const summary = modelBased(game, {
            players, seed: `end-${players}`, depth: 6, branching: 2, start: log.slice(0, log.length - 4),
            unreachable: [...game.flow.byPath.values()].filter((n) => n.children.length === 0 && !n.final).map((n) => n.path),
          });
          expect(summary.phases.visited).toContain('over');
        }, 60_000);
      }
    });
  },
});
