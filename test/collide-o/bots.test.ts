/**
 * Collide-O bots, measured on the same real-time host the table runs (a virtual clock): every
 * level plays the same way, so the levels differ only in reaction time and wrong cards. Seats
 * alternate; a win is an outright win. Each match stops as soon as its verdict is settled.
 */
import { describe, expect, it } from 'vitest';
import { collideOCompiled } from '../../machines/collide-o/index.js';
import type { Level } from '../../src/dsl/types.js';
import { simulateRealtime, winsNeeded } from '../../src/testing/index.js';

/** Outright wins of `contender` against `opponent` in up to `games` two-player games, seats alternating. */
function match(contender: Level, opponent: Level, games: number, needed: number) {
  let wins = 0;
  let played = 0;
  let ms = 0;
  for (let g = 0; g < games; g++) {
    if (wins >= needed || wins + (games - g) < needed) break;
    const seat = g % 2;
    const levels: Level[] = seat === 0 ? [contender, opponent] : [opponent, contender];
    const game = simulateRealtime(collideOCompiled, { players: 2, seed: `co-bots-${contender}-${opponent}-${g}`, levels });
    if (game.result.winners.length === 1 && game.result.winners[0] === seat) wins++;
    played++;
    ms += game.elapsedMs;
  }
  return { wins, played, minutes: ms / played / 60_000 };
}

describe('Collide-O bots', () => {
  for (const [contender, opponent] of [['hard', 'easy'], ['medium', 'easy'], ['hard', 'medium']] as const) {
    it(`the ${contender} bot beats the ${opponent} one clearly (better than a coin at 1%)`, () => {
      // Speed decides: 12 games are enough (11 wins needed), and the match stops once settled.
      const needed = winsNeeded(12, 0.5, 0.01);
      const r = match(contender, opponent, 12, needed);
      console.log(`[collide-o] ${contender} vs ${opponent}: ${r.wins}/${r.played} outright wins, ${r.minutes.toFixed(1)} min a game`);
      expect(r.wins).toBeGreaterThanOrEqual(needed);
    });
  }

  it('five bots play a whole game to its end, with wrong cards called or left to stay, and the gentle pace takes 2.5 times as long', () => {
    const levels: Level[] = ['easy', 'easy', 'medium', 'hard', 'easy'];
    const normal = simulateRealtime(collideOCompiled, { players: 5, seed: 'co-five', levels });
    expect(normal.result.winners).toHaveLength(1);
    expect(normal.result.scores[normal.result.winners[0]!]).toBe(1);
    expect(normal.log.some((m) => m.type === 'misplay')).toBe(true);
    const gentle = simulateRealtime(collideOCompiled, { players: 5, seed: 'co-five', levels, pace: 'gentle' });
    expect(gentle.log).toEqual(normal.log);
    expect(gentle.elapsedMs).toBeCloseTo(normal.elapsedMs * 2.5, -2);
  });
});
