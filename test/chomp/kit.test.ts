import { chompCompiled } from '../../machines/chomp/index.js';
import { testGame } from '../../src/testing/index.js';

// Two players play Underwater War from the start (war.reveal, war.frenzy); three or more play the
// food chain (chain.reveal, chain.slap) and, with the option, Underwater War once two are left.
// "over" needs players washed up, so the opening explorations leave it out and the end-game
// explorations (from 6 moves before the end of a seeded game) reach it. The fuzz checks every
// third position of its games (a feeding frenzy of six lists 57 possible ties), every 20th game
// also through the machine. 1000 games in all.
const speed = { checkEvery: 3, leakEvery: 3, machineEvery: 20, trustMoves: 200 };
testGame(chompCompiled, {
  players: [2],
  seed: 'chomp-two',
  fuzzGames: 150,
  modelDepth: 6,
  modelBranching: 3,
  unreachable: ['over', 'chain.reveal', 'chain.slap', 'war.frenzy'],
  ...speed,
});
testGame(chompCompiled, {
  players: [3, 4, 5, 6],
  fuzzGames: 650,
  modelDepth: 6,
  modelBranching: 3,
  unreachable: ['over', 'war.reveal', 'war.frenzy'],
  ...speed,
});
testGame(chompCompiled, {
  players: [3, 4, 5, 6],
  options: { twoLeft: 'war' },
  seed: 'chomp-war',
  fuzzGames: 200,
  modelDepth: 4,
  modelBranching: 3,
  modelPlayers: [3],
  unreachable: ['over', 'war.reveal', 'war.frenzy'],
  ...speed,
});
