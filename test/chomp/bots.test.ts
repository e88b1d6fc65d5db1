/**
 * Chomp! bots, measured on the same real-time host the table runs (a virtual clock). A level is a
 * reaction time and a rate of slips (bad chomps): easy 1.6–3.0 s and 20%, medium 0.9–1.7 s and 6%,
 * hard 0.35–0.7 s and none. In 3-player food-chain games the contender sits in every seat in turn
 * against two bots of the other level; a win is an outright win, measured against the 1 in 3 of
 * equal players. Each match stops as soon as its verdict is settled. Every bot move goes through the
 * rules (an illegal one throws), so these games also check that bots play legal moves only.
 */
import { describe, expect, it } from 'vitest';
import { chompCompiled } from '../../machines/chomp/index.js';
import type { Level } from '../../src/dsl/types.js';
import { simulateRealtime, winsNeeded } from '../../src/testing/index.js';

/** Outright wins of `contender` against `opponent`s in up to `games` games of `players`, seats rotating. */
function match(contender: Level, opponent: Level, games: number, players: number, needed: number) {
  let wins = 0;
  let played = 0;
  let ms = 0;
  for (let g = 0; g < games; g++) {
    if (wins >= needed || wins + (games - g) < needed) break;
    const seat = g % players;
    const levels = Array.from({ length: players }, (_, s) => (s === seat ? contender : opponent));
    const game = simulateRealtime(chompCompiled, { players, seed: `chomp-bots-${contender}-${opponent}-${players}-${g}`, levels });
    if (game.result.winners.length === 1 && game.result.winners[0] === seat) wins++;
    played++;
    ms += game.elapsedMs;
  }
  return { wins, played, minutes: ms / played / 60_000 };
}

describe('Chomp! bots', () => {
  for (const [contender, opponent] of [['hard', 'easy'], ['medium', 'easy'], ['hard', 'medium']] as const) {
    it(`a ${contender} bot beats two ${opponent} bots clearly (better than 1 in 3 at 1%)`, () => {
      const needed = winsNeeded(30, 1 / 3, 0.01);
      const r = match(contender, opponent, 30, 3, needed);
      console.log(`[chomp] ${contender} vs 2 × ${opponent}: ${r.wins}/${r.played} outright wins, ${r.minutes.toFixed(1)} min a game`);
      expect(r.wins).toBeGreaterThanOrEqual(needed);
    });
  }
});
