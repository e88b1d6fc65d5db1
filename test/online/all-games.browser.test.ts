/**
 * Games played to the end across two devices over the network: this page (Ana, seat 0) and a
 * second page in a browser context of its own (Ben, seat 1), both people pressing moves their
 * tables offer, picked by seeded pseudo-random generators; both devices must end with the same
 * result and the same log length (test/online/fixtures/play-online.ts).
 *
 * Every game the server hosts was played this way once by hand (the figures: moves, seconds on
 * the 2-core machine). Kept here, under about three minutes: the turn-based games whose games
 * are short (Boo, Construction Zone, Gym, Killer Bunnies, Orc, Rum, Sow, Spy: 8 to 45 s each),
 * and Collide-O (real-time: 100 moves, 17 s; the test server runs real-time games at five times
 * their pace, REALTIME_PACE=0.2, 80 s at their own). HISSS (98 moves, 18 s) and BOX (25, 10 s) are in
 * devices.browser.test.ts. Left out for time: Construction Game (953, 161 s), Contractor (498,
 * 63 s), Dig (1339, 198 s), Puerto Rico (3 players, a bot in seat 2: 482, 57 s), Chomp (41 and
 * 84 moves, 67 and 135 s at the server's own pace; 284 moves, 97 s at five times it) and
 * Finders Keepers (98 moves, 190 s).
 *
 * Collide-O once could not be finished online and Finders Keepers offered each person the other
 * person's moves: a table online counted every person's seat as its own (`GameTable.localSeats`),
 * drew the other person's face-down hand as a pad of its own and offered its moves. Collide-O's
 * game here checks that no press is refused for being another seat's.
 */
import '../../components/boo-table/define.js';
import '../../components/collide-o-table/define.js';
import '../../components/construction-zone-table/define.js';
import '../../components/gym-table/define.js';
import '../../components/killer-bunnies-table/define.js';
import '../../components/orc-table/define.js';
import '../../components/rum-table/define.js';
import '../../components/sow-table/define.js';
import '../../components/spy-table/define.js';
import { expect } from '@open-wc/testing';
import '../../src/online/index.js';
import { playOnline } from './fixtures/play-online.js';
import { SecondDevice } from './fixtures/two-devices.js';

const ben = new SecondDevice('ben-all-games');

/** Each game, and the longest it may take here (a whole game, the room and the second device included). */
const GAMES: [game: string, timeoutMs: number][] = [
  ['boo', 60_000], ['construction-zone', 60_000], ['gym', 60_000], ['killer-bunnies', 60_000], ['orc', 60_000],
  ['rum', 60_000], ['sow', 60_000], ['spy', 60_000], ['collide-o', 120_000],
];

describe('games online, to the end on two devices', () => {
  afterEach(() => ben.close());

  for (const [game, timeout] of GAMES) {
    it(`plays ${game} to the end: the same result and log length on both devices`, async function () {
      this.timeout(timeout);
      const played = await playOnline(ben, game, 2);
      expect(played.result, 'a result on this device').to.not.equal(null);
      expect(played.ben.over, 'the end on the second device').to.equal(true);
      expect(played.ben.moves, 'the same log length on both devices').to.equal(played.moves);
      expect(played.ben.result, 'the same result on both devices').to.deep.equal(played.result);
      // Each table offers only its own person's moves: the server never has to refuse one as another seat's.
      expect(played.refusals.filter((reason) => /this move is for seat/i.test(reason)), "presses of the other person's moves").to.deep.equal([]);
    });
  }
});
