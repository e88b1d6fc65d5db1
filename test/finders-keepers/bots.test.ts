/**
 * Finders Keepers bots, measured on the same real-time host the table runs (a virtual clock).
 * In the basic game nobody takes another's cards, so what decides a game is noticing: hard never
 * misses a card, medium's look is careless one time in four, easy's one time in two (a careless
 * look says "done" while a card with the object is still there). In Expert the medium bot's greedy
 * policy plays against random play. Each deal is played twice, the contender in each seat; a win
 * is an outright win. Each match stops as soon as its verdict is settled.
 */
import { describe, expect, it } from 'vitest';
import { findMe, findersKeepersCompiled, shows, type FindersKeepersState } from '../../machines/finders-keepers/index.js';
import type { GameState, Level } from '../../src/dsl/types.js';
import { simulateRealtime, winsNeeded, type SimulatedGame } from '../../src/testing/index.js';

const { core } = findersKeepersCompiled;

/** Outright wins of `contender` against `opponent` in up to `games` two-player games: deal g/2, the contender in seat g%2. */
function match(contender: Level, opponent: Level, games: number, variant: 'basic' | 'expert', needed: number) {
  let wins = 0;
  let played = 0;
  let ms = 0;
  for (let g = 0; g < games; g++) {
    if (wins >= needed || wins + (games - g) < needed) break;
    const seat = g % 2;
    const levels: Level[] = seat === 0 ? [contender, opponent] : [opponent, contender];
    const game = simulateRealtime(findersKeepersCompiled, { players: 2, seed: `fk-bots-${variant}-${g >> 1}`, levels, options: { variant } });
    if (game.result.winners.length === 1 && game.result.winners[0] === seat) wins++;
    played++;
    ms += game.elapsedMs;
  }
  return { wins, played, minutes: ms / played / 60_000 };
}

/**
 * Of the cards that showed the object turned over (Seymour included), how many each seat left
 * lying when the search ended: the game replayed through the core, round by round.
 */
function missed(game: SimulatedGame<FindersKeepersState>, players: number, seed: string): { missed: number; showing: number }[] {
  const tally = Array.from({ length: players }, () => ({ missed: 0, showing: 0 }));
  let state = core.init({ players, seed }) as GameState<FindersKeepersState>;
  let before: string[][] = [];
  for (const move of game.log) {
    const result = core.play(state, move);
    if (!result.ok) throw new Error(result.reason);
    const prev = state;
    state = result.state as GameState<FindersKeepersState>;
    if (move.type === 'reveal') before = state.G.spreads.map((s) => [...s]);
    const ended = prev.G.shown !== null && (state.G.shown === null || state.ctx.over);
    const thing = prev.G.shown === null ? null : findMe(prev.G.shown).thing;
    if (ended && thing !== null) {
      for (let s = 0; s < players; s++) {
        const showing = before[s]!.filter((id) => shows(id, thing));
        tally[s]!.showing += showing.length;
        tally[s]!.missed += showing.filter((id) => state.G.spreads[s]!.includes(id)).length;
      }
    }
  }
  return tally;
}

describe('Finders Keepers bots', () => {
  it('basic: each level misses fewer cards than the one below it, and hard misses none', () => {
    const levels: Level[] = ['easy', 'medium', 'hard'];
    const share: Record<string, { missed: number; showing: number }> = {};
    for (let g = 0; g < 24; g++) {
      const seed = `fk-miss-${g}`;
      const order = levels.map((_, k) => levels[(k + g) % 3]!);
      const game = simulateRealtime(findersKeepersCompiled, { players: 3, seed, levels: order });
      for (const [s, t] of missed(game, 3, seed).entries()) {
        const mine = (share[order[s]!] ??= { missed: 0, showing: 0 });
        mine.missed += t.missed;
        mine.showing += t.showing;
      }
    }
    const rate = (l: Level) => share[l]!.missed / share[l]!.showing;
    console.log(`[finders-keepers] cards missed: ${levels.map((l) => `${l} ${share[l]!.missed}/${share[l]!.showing}`).join(', ')}`);
    expect(share.hard!.missed).toBe(0);
    expect(share.hard!.showing).toBeGreaterThan(0);
    expect(rate('medium')).toBeGreaterThan(0);
    expect(rate('medium')).toBeLessThan(rate('easy'));
  });

  it('basic: a hard bot beats a medium one clearly (better than a coin at 1%)', () => {
    const needed = winsNeeded(100, 0.5, 0.01);
    const r = match('hard', 'medium', 100, 'basic', needed);
    console.log(`[finders-keepers] basic hard vs medium: ${r.wins}/${r.played} outright wins, ${r.minutes.toFixed(1)} min a game`);
    expect(r.wins).toBeGreaterThanOrEqual(needed);
  });

  it('basic: a medium bot beats an easy one clearly (better than a coin at 1%)', () => {
    const needed = winsNeeded(100, 0.5, 0.01);
    const r = match('medium', 'easy', 100, 'basic', needed);
    console.log(`[finders-keepers] basic medium vs easy: ${r.wins}/${r.played} outright wins, ${r.minutes.toFixed(1)} min a game`);
    expect(r.wins).toBeGreaterThanOrEqual(needed);
  });

  it('expert: the medium bot (greedy) beats random play clearly', () => {
    // Sized as the basic matches: with Seymour's tiles finding only his cards, a turn seldom offers
    // a real choice, so greedy's edge over random play is smaller than it was with wild tiles.
    const needed = winsNeeded(100, 0.5, 0.01);
    const r = match('medium', 'easy', 100, 'expert', needed);
    console.log(`[finders-keepers] expert medium vs easy: ${r.wins}/${r.played} outright wins, ${r.minutes.toFixed(1)} min a game`);
    expect(r.wins).toBeGreaterThanOrEqual(needed);
  });
});
