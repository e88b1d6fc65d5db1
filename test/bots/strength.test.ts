/**
 * The bot-strength harness (bench/lib/strength.ts): a deal is played once with the contender in
 * every seat and the other seats at the lower level, the match stops only when the verdict of all
 * planned games is known (or at the CPU cap, between deals), and p is the exact binomial tail.
 */
import { describe, expect, it } from 'vitest';
import { dealGames, measureStrength, realtimeDeal, turnBasedDeal, type DealOutcome, type ScheduledGame } from '../../bench/lib/strength.js';
import { chompCompiled } from '../../machines/chomp/index.js';
import { hisssCompiled, type HisssState } from '../../machines/hisss/index.js';
import { randomMove } from '../../src/bots/index.js';
import type { GameState, Level } from '../../src/dsl/index.js';
import { binomialTail, seededRandom, winsNeeded } from '../../src/testing/index.js';

const medium = { high: 'medium', low: 'easy' } as const;

describe('bot strength harness', () => {
  it('a deal is the same seed with the contender in each seat in turn, the others at the lower level', () => {
    const games = dealGames('x', 3, 4, medium);
    expect(games).toEqual([
      { deal: 4, dealSeed: 'x-4', contender: 0, levels: ['medium', 'easy', 'easy'] },
      { deal: 4, dealSeed: 'x-4', contender: 1, levels: ['easy', 'medium', 'easy'] },
      { deal: 4, dealSeed: 'x-4', contender: 2, levels: ['easy', 'easy', 'medium'] },
    ]);
    expect(dealGames('x', 3, 5, medium)[0]!.dealSeed).not.toBe('x-4');
  });

  it('plays a turn-based deal from the same setup in every rotation, each seat asked at its level when it is to move', () => {
    const { core } = hisssCompiled;
    const asked: { game: number; seat: number; level: Level; toMove: boolean }[] = [];
    const firstViews = new Map<number, string>();
    const play = turnBasedDeal<HisssState>(hisssCompiled, 3, {
      bot: (level, view: GameState<HisssState>, seat, seed) => {
        const game = Number(seed.split('/r')[1]);
        if (!firstViews.has(game)) firstViews.set(game, JSON.stringify(view));
        asked.push({ game, seat, level, toMove: view.ctx.active.includes(seat) });
        return randomMove(core, view, seat, seededRandom(`${seed}/${view.ctx.moves}`));
      },
    });
    const deal = dealGames('t', 3, 0, medium);
    const outcome = play(deal);
    expect(outcome.games).toBe(3);
    expect(outcome.wins + outcome.shared).toBeLessThanOrEqual(3);
    for (const g of [0, 1, 2]) {
      const moves = asked.filter((a) => a.game === g);
      expect(moves.length).toBeGreaterThan(0);
      expect(moves.every((a) => a.toMove)).toBe(true);
      expect(moves.every((a) => a.level === (a.seat === g ? 'medium' : 'easy'))).toBe(true);
      expect(new Set(moves.map((a) => a.seat))).toEqual(new Set([0, 1, 2]));
    }
    // Same deal: the first player sees the same opening in all three games.
    expect(firstViews.get(1)).toBe(firstViews.get(0));
    expect(firstViews.get(2)).toBe(firstViews.get(0));
    const other = new Map<number, string>();
    turnBasedDeal<HisssState>(hisssCompiled, 3, {
      bot: (_level, view, seat, seed) => {
        if (!other.has(0)) other.set(0, JSON.stringify(view));
        return randomMove(core, view, seat, seededRandom(`${seed}/${view.ctx.moves}`));
      },
    })(dealGames('t', 3, 1, medium).slice(0, 1));
    expect(other.get(0)).not.toBe(firstViews.get(0));
  });

  it('plays a real-time deal on the virtual-clock host, one game per seat', () => {
    const outcome = realtimeDeal(chompCompiled, 3)(dealGames('c', 3, 0, { high: 'hard', low: 'easy' }));
    expect(outcome.games).toBe(3);
    expect(outcome.wins + outcome.shared).toBeLessThanOrEqual(3);
  });

  it('stops once the planned games are decided, and p is the binomial tail of the wins over all of them', () => {
    const deals: number[] = [];
    const always = (games: readonly ScheduledGame[]): DealOutcome => {
      deals.push(games[0]!.deal);
      return { games: games.length, wins: games.length, shared: 0 };
    };
    const r = measureStrength({ players: 2, pairing: medium, play: always, seed: 's', maxDeals: 30 });
    const needed = winsNeeded(60, 0.5, 0.01);
    expect(r.needed).toBe(needed);
    expect(r.stop).toBe('decided');
    expect(r.wins).toBe(Math.ceil(needed / 2) * 2);
    expect(r.played).toBe(r.wins);
    expect(deals).toEqual(Array.from({ length: r.played / 2 }, (_, i) => i));
    expect(r.p).toBe(binomialTail(r.wins, 60, 0.5));
    expect(r.significant).toBe(true);
  });

  it('stops once the bar is out of reach, and is then not significant', () => {
    const never = (games: readonly ScheduledGame[]): DealOutcome => ({ games: games.length, wins: 0, shared: 1 });
    const r = measureStrength({ players: 3, pairing: medium, play: never, seed: 's', maxDeals: 20 });
    expect(r.stop).toBe('hopeless');
    expect(r.wins + (r.planned - r.played)).toBeLessThan(r.needed);
    expect(r.wins + (r.planned - r.played + 3)).toBeGreaterThanOrEqual(r.needed);
    expect(r.shared).toBe(r.played / 3);
    expect(r.p).toBe(1);
    expect(r.significant).toBe(false);
  });

  it('at the CPU cap, stops between deals and tests the games played on their own', () => {
    let clock = 0;
    const oneOfTwo = (games: readonly ScheduledGame[]): DealOutcome => {
      clock += 10;
      return { games: games.length, wins: 1, shared: 0 };
    };
    const r = measureStrength({ players: 2, pairing: medium, play: oneOfTwo, seed: 's', maxDeals: 50, capCpuSeconds: 25, cpu: () => clock });
    expect(r.stop).toBe('cap');
    expect(r.played).toBe(6);
    expect(r.cpuSeconds).toBe(30);
    expect(r.p).toBe(binomialTail(3, 6, 0.5));
    expect(r.significant).toBe(false);
  });
});
