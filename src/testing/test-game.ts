import { describe, expect, it } from 'vitest';
import type { CompiledGame } from '../dsl/compile.js';
import { playerCounts } from '../dsl/define-game.js';
import type { SetupInput } from '../dsl/types.js';
import { badInput, corruptSaves } from './bad-input.js';
import { fuzz } from './fuzz.js';
import { leaks } from './leaks.js';
import { modelBased } from './model.js';
import { randomPosition, replay, samplePositions } from './positions.js';
import { guessesAgree, trust } from './trust.js';
import { texts } from './texts.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCompiled = CompiledGame<any, any>;

/** Options of `testGame`; every one has a default that suits a small card game. */
export interface TestGameOptions {
  /** Player counts to test. Default: every count the game allows. */
  players?: number[];
  /** Game options (variants) for every match. */
  options?: SetupInput['options'];
  /** Fuzz games in total, split evenly over the player counts. Default 1000. */
  fuzzGames?: number;
  /** Every n-th fuzz game also runs the XState machine in lockstep. Default 10. */
  machineEvery?: number;
  /** The fuzz games run the leak check every n-th move (long games: more than 1). Default 1. */
  leakEvery?: number;
  /** The fuzz games run their per-position checks every n-th move (long games). Default 1. */
  checkEvery?: number;
  /** A fuzz game that has not ended after this many moves fails. Default 10 000. */
  maxMoves?: number;
  /** Seed prefix of the fuzz games and of every other seeded part. Default the game id. */
  seed?: string;
  /** Depth of the model-based exploration, in moves. Default 6. */
  modelDepth?: number;
  /** Legal moves tried per state in the model-based exploration. Default 4. */
  modelBranching?: number;
  /** Player counts for the model-based test. Default: the same as `players`. */
  modelPlayers?: number[];
  /** Leaf phases not expected within `modelDepth` moves (e.g. `['over']`). Default none. */
  unreachable?: string[];
  /**
   * Also explore the chart from this many moves before the end of a seeded random game, so the
   * last turns and the final phase are traversed too; every final phase must then be reached.
   * Default 6; 0 turns it off.
   */
  modelEndgame?: number;
  /** Moves of the trust battery's game through a Match (undo, load, what seats receive). Default 600. */
  trustMoves?: number;
  /** Positions per player count for the bad-input and leak batteries (start, middle…, end). Default 4. */
  positions?: number;
  /** Per-test timeout in milliseconds. Default 120 000. */
  timeout?: number;
  /** Print one line of figures per block (fuzz speed, model coverage). Default true. */
  report?: boolean;
  /** More tests for this game, registered inside the same `describe`. */
  extras?: (game: AnyCompiled) => void;
}

/**
 * Registers the whole test kit for one game as vitest `describe`/`it` blocks: the model-based
 * test of its chart (per player count), the fuzz run (split per player count), the leak check
 * and the bad-input battery at sampled positions (start, middle, end), and the corrupted-save
 * battery. Call it once, at the top level of a `*.test.ts` file.
 *
 * @example
 * // test/hisss/kit.test.ts
 * import { testGame } from '../../src/testing/index.js';
 * import { hisssCompiled } from '../../machines/hisss/index.js';
 * testGame(hisssCompiled, { players: [2, 3, 4, 5], fuzzGames: 1000, modelDepth: 6, unreachable: ['over'] });
 */
export function testGame(game: AnyCompiled, opts: TestGameOptions = {}): void {
  const def = game.def;
  const players = opts.players ?? playerCounts(def.players);
  const seed = opts.seed ?? def.id;
  const timeout = opts.timeout ?? 120_000;
  const report = opts.report ?? true;
  const fuzzGames = opts.fuzzGames ?? 1000;
  const depth = opts.modelDepth ?? 6;
  const branching = opts.modelBranching ?? 4;
  const positions = opts.positions ?? 4;
  const say = (line: string) => {
    if (report) console.log(`[${def.id}] ${line}`);
  };

  describe(`${def.name} (${def.id}): test kit`, () => {
    describe('model-based test of the chart', () => {
      for (const p of opts.modelPlayers ?? players) {
        it(`${p} players: every path of ${depth} moves (≤${branching} per state) replays identically through the core and the machine and reaches every phase`, () => {
          const summary = modelBased(game, { players: p, seed: `${seed}-model-${p}`, depth, branching, unreachable: opts.unreachable, options: opts.options });
          expect(summary.paths).toBeGreaterThan(0);
          expect(summary.phases.visited).toEqual(expect.arrayContaining(summary.phases.expected));
          say(
            `model ${p}p: ${summary.states} states, ${summary.paths} paths, ${summary.steps} steps; phases ${summary.phases.visited.join(', ')}; ` +
              `transitions ${summary.transitions.covered.length}/${summary.transitions.declared.length}`,
          );
        }, timeout);
      }
    });

    const endgame = opts.modelEndgame ?? 6;
    if (endgame > 0) {
      describe('model-based test of the end of the game', () => {
        for (const p of opts.modelPlayers ?? players) {
          it(`${p} players: paths from ${endgame} moves before the end of a seeded game replay identically and reach the final phase`, () => {
            const whole = randomPosition(game, { players: p, seed: `${seed}-endgame-${p}`, moves: opts.maxMoves ?? 10_000, options: opts.options });
            const start = whole.log.slice(0, Math.max(0, whole.log.length - endgame));
            const leaves = [...game.flow.byPath.values()].filter((n) => n.children.length === 0);
            const summary = modelBased(game, {
              players: p, seed: `${seed}-endgame-${p}`, depth: endgame + 2, branching, options: opts.options, start,
              // Only the final phases are required here; the opening exploration covers the rest.
              unreachable: leaves.filter((n) => !n.final).map((n) => n.path),
            });
            const finals = leaves.filter((n) => n.final).map((n) => n.path);
            expect(summary.phases.visited).toEqual(expect.arrayContaining(finals));
            say(`endgame model ${p}p: ${summary.states} states, ${summary.paths} paths from move ${start.length}; phases ${summary.phases.visited.join(', ')}`);
          }, timeout);
        }
      });
    }

    describe('fuzz', () => {
      players.forEach((p, k) => {
        const share = Math.floor(fuzzGames / players.length) + (k < fuzzGames % players.length ? 1 : 0);
        it(`${share} seeded random games with ${p} players end, conserve, stay JSON, list only legal moves, hide secrets and agree with the machine${(opts.checkEvery ?? 1) > 1 ? ` (positions checked every ${opts.checkEvery} moves)` : ''}`, () => {
          const stats = fuzz(game, {
            games: share, players: [p], seedPrefix: `${seed}-fuzz-${p}p`,
            machineEvery: opts.machineEvery, maxMoves: opts.maxMoves, options: opts.options, leakEvery: opts.leakEvery, checkEvery: opts.checkEvery,
          });
          expect(stats.games).toBe(share);
          expect(stats.moves).toBeGreaterThan(0);
          say(`fuzz ${p}p: ${stats.games} games, ${stats.moves} moves (${stats.avgMoves.toFixed(1)}/game, longest ${stats.longest}), ${stats.machineGames} with the machine, ${stats.sharedWins} shared wins, ${stats.ms} ms`);
        }, timeout);
      });
    });

    describe('hidden information', () => {
      it(`no seat's view shows a secret it may not see, at ${positions} positions per player count`, () => {
        let views = 0;
        for (const p of players) {
          for (const position of samplePositions(game, { players: p, seed: `${seed}-leaks-${p}`, count: positions, options: opts.options })) {
            views += leaks(game, replay(game, position)).views;
          }
        }
        expect(views).toBeGreaterThan(0);
      }, timeout);

      it(`a bot's guess of the hidden parts agrees with what its seat sees, at ${positions} positions per player count`, () => {
        let checked = 0;
        for (const p of players) {
          for (const [k, position] of samplePositions(game, { players: p, seed: `${seed}-guess-${p}`, count: positions, options: opts.options }).entries()) {
            checked += guessesAgree(game, replay(game, position), `${seed}-guess-${p}-${k}`);
          }
        }
        expect(checked).toBeGreaterThan(0);
      }, timeout);

      for (const p of [...new Set([players[0]!, players[players.length - 1]!])]) {
        it(`${p} players, all people: no undo or load crosses a reveal, no undo after the end, what each seat receives hides others' secrets, handed-out objects are copies`, () => {
          const report = trust(game, { players: p, seed: `${seed}-trust-${p}`, options: opts.options, maxMoves: opts.trustMoves });
          expect(report.moves).toBeGreaterThan(0);
          expect(report.entriesChecked).toBe(report.moves * p);
          say(`trust ${p}p: ${report.moves} moves, ${report.reveals} reveals, ${report.undosAllowed} undos allowed and checked, ${report.loadsRefused} earlier saves refused`);
        }, timeout);
      }
    });

    describe('bad input', () => {
      for (const p of players) {
        it(`${p} players: wrong seat, wrong phase, unknown, out-of-range and malformed moves are refused with a reason by the core, a Match and the machine, changing nothing`, () => {
          const kinds = new Set<string>();
          let tried = 0;
          // A real-time game may let every seat act everywhere: then no seat is ever the wrong one.
          let idleSeat = false;
          for (const position of samplePositions(game, { players: p, seed: `${seed}-bad-${p}`, count: positions, options: opts.options })) {
            const { ctx } = replay(game, position);
            if (!ctx.over && ctx.active.length < p) idleSeat = true;
            const r = badInput(game, position, { saves: false });
            r.kinds.forEach((k) => kinds.add(k));
            tried += r.moves;
          }
          for (const kind of ['unknown move type', 'impossible seat', 'not a move', 'hostile value']) expect(kinds).toContain(kind);
          // Every game with a move that takes arguments gets the extra-key cases (own "__proto__" included).
          if ([...game.flow.moves.values()].some((m) => m.args)) expect(kinds).toContain('extra key');
          if (p > 1 && idleSeat) expect(kinds).toContain('wrong seat');
          say(`bad input ${p}p: ${tried} bad moves refused; kinds: ${[...kinds].join(', ')}`);
        }, timeout);
      }
      it('corrupted saves are refused with a clear SaveError and leave the match unchanged', () => {
        const p = players[0]!;
        let saves = 0;
        for (const position of samplePositions(game, { players: p, seed: `${seed}-saves`, count: 3, options: opts.options })) {
          saves += corruptSaves(game, position).saves;
        }
        expect(saves).toBeGreaterThan(0);
      }, timeout);
    });

    describe('texts', () => {
      it('every text the rules show (move log, refusals, phase labels, the result) is a translatable message, translated into every language', () => {
        const report = texts(game, { players, games: Math.min(12, Math.max(players.length * 2, 4)), seed: `${seed}-texts`, options: opts.options });
        expect(report.keys).toBeGreaterThan(0);
        expect(report.literals, 'texts written as plain strings instead of t`…`').toEqual([]);
        expect(report.missing, 'texts without a translation').toEqual([]);
        say(`texts: ${report.keys} message keys, all translated`);
      }, timeout);
    });

    opts.extras?.(game);
  });
}
