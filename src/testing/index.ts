/**
 * The test kit: everything a game needs to be tested, from its compiled definition alone.
 *
 * One call gives a game the whole suite (model-based test of its chart, fuzzing with
 * invariants, leak check, bad-input and corrupted-save batteries):
 *
 * @example
 * // test/<id>/kit.test.ts
 * import { testGame } from '../../src/testing/index.js';
 * import { hisssCompiled } from '../../machines/hisss/index.js';
 * testGame(hisssCompiled, { players: [2, 3, 4, 5], fuzzGames: 1000, modelDepth: 6, unreachable: ['over'] });
 *
 * Each construct is also usable alone (they throw on the first failure and return figures).
 * This module imports vitest; browser tests use `./browser.js` instead.
 */
export { testGame, type TestGameOptions } from './test-game.js';
export { modelBased, modelPaths, replayPath, pathStart, type PathStart, sampleMoves, declaredTransitions, leafOf, type ModelOptions, type ModelPaths, type ModelSummary } from './model.js';
export { fuzz, resultProblem, type FuzzOptions, type FuzzStats } from './fuzz.js';
export { leaks, type LeakReport } from './leaks.js';
export { trust, guessesAgree, type TrustReport } from './trust.js';
export { badInput, badMoves, corruptSaves, type BadInputReport, type BadMove } from './bad-input.js';
export { replay, randomPosition, samplePositions, type Position } from './positions.js';
export { jsonProblem, firstDifference, hashText } from './json.js';
export { simulateRealtime, type SimulateOptions, type SimulatedGame } from './realtime.js';
export { binomialTail, isLegalMove, seededRandom, botPositions, botMoveProblems, measureMatch, levelMatch, winsNeeded, type BotPick, type LevelMatch, type LevelMatchOptions, type MatchPlayer, type MeasureMatchOptions, type MeasuredMatch } from './bots.js';
