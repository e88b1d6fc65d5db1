/**
 * Finders Keepers bots, measured on the same real-time host the table runs (a virtual clock):
 * in the basic game a hard bot (never misses a card) against an easy one (misses one card in
 * four), in Expert the medium bot's greedy policy and the hard bot's search against random play.
 * Seats alternate; a win is an outright win. Each match stops as soon as its verdict is settled.
 */
import { describe, expect, it } from 'vitest';
import { findersKeepersCompiled } from '../../machines/finders-keepers/index.js';
import type { Level } from '../../src/dsl/types.js';
import { simulateRealtime, winsNeeded } from '../../src/testing/index.js';

/** Outright wins of `contender` against `opponent` in up to `games` two-player games, seats alternating. */
function match(contender: Level, opponent: Level, games: number, variant: 'basic' | 'expert', needed: number) {
  let wins = 0;
  let played = 0;
  let ms = 0;
  for (let g = 0; g < games; g++) {
    if (wins >= needed || wins + (games - g) < needed) break;
    const seat = g % 2;
    const levels: Level[] = seat === 0 ? [contender, opponent] : [opponent, contender];
    const game = simulateRealtime(findersKeepersCompiled, { players: 2, seed: `fk-bots-${variant}-${g}`, levels, options: { variant } });
    if (game.result.winners.length === 1 && game.result.winners[0] === seat) wins++;
    played++;
    ms += game.elapsedMs;
  }
  return { wins, played, minutes: ms / played / 60_000 };
}

describe('Finders Keepers bots', () => {
  it('basic: a hard bot beats an easy one clearly (better than a coin at 1%)', () => {
    const needed = winsNeeded(40, 0.5, 0.01);
    const r = match('hard', 'easy', 40, 'basic', needed);
    console.log(`[finders-keepers] basic hard vs easy: ${r.wins}/${r.played} outright wins, ${r.minutes.toFixed(1)} min a game`);
    expect(r.wins).toBeGreaterThanOrEqual(needed);
  });

  it('expert: the medium bot (greedy) beats random play clearly', () => {
    const needed = winsNeeded(40, 0.5, 0.01);
    const r = match('medium', 'easy', 40, 'expert', needed);
    console.log(`[finders-keepers] expert medium vs easy: ${r.wins}/${r.played} outright wins, ${r.minutes.toFixed(1)} min a game`);
    expect(r.wins).toBeGreaterThanOrEqual(needed);
  });
});
