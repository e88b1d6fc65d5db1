/**
 * The rules DSL: declare a game once, compile it to an XState machine and a fast pure core.
 */
export { defineGame, playerCounts, describePlayerCounts, move, phases, phase, moves, clockwise, eachSeatOnce, simultaneous, roundOver, otherwise } from './define-game.js';
export { compile, type CompiledGame } from './compile.js';
export { moveArgs, type GameCore, type PlayResult } from './core.js';
export { stateOf } from './machine.js';
export { Random, seedToState, type RngHolder } from './random.js';
export { cloneJson, jsonEqual } from './clone.js';
export { drawFrom, takeAt, moveItem, deal, countBy } from './zones.js';
export { seatAfter, seatsFrom, alternatingTeams, teamOf, rankBy, winnersBy } from './seats.js';
export type { FlowNode, Flow } from './flow.js';
export type * from './types.js';
