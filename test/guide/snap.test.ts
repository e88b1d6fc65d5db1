import { testGame } from '../../src/testing/index.js';
import { snapCompiled } from '../../stories/guide/snap.js';

// A real-time game takes the whole kit like any other: its host moves and race outcomes are
// moves of the chart, walked by the model-based paths and the fuzz.
testGame(snapCompiled, { players: [2, 3], fuzzGames: 200, modelDepth: 6, unreachable: ['over'] });
