/**
 * Bot strength: does each level beat the one below it? One contender seat at the higher level,
 * every other seat at the lower one, each deal played once with the contender in every seat (so
 * the luck of the deal and of the seat cancels), outright wins counted against the chance rate
 * 1/players with a one-sided exact binomial test.
 *
 * The match is planned as `maxDeals` deals (N = maxDeals × players games) and stops early only the
 * honest way `measureMatch`'s `decideAt` does: once the contender has the wins N games need, or
 * can no longer reach them. A CPU cap may stop it sooner, between deals; as the cap does not look
 * at the outcomes, the games played so far are then a fixed-size test of their own.
 */
import type { CompiledGame } from '../../src/dsl/compile.js';
import type { GameState, Level, Seat, SetupInput } from '../../src/dsl/types.js';
import { botMove } from '../../src/bots/index.js';
import { binomialTail, measureMatch, winsNeeded } from '../../src/testing/bots.js';
import { simulateRealtime, type SimulateOptions } from '../../src/testing/realtime.js';

/** A comparison: a contender at `high` against seats at `low`. */
export interface Pairing {
  high: Level;
  low: Level;
}

/** The pairings measured, cheapest first. */
export const PAIRINGS: readonly Pairing[] = [
  { high: 'medium', low: 'easy' },
  { high: 'hard', low: 'medium' },
];

/** One game of a deal: the deal's setup seed, the contender's seat, each seat's level. */
export interface ScheduledGame {
  deal: number;
  dealSeed: string;
  contender: Seat;
  levels: Level[];
}

/**
 * The games of deal `deal`: the same setup seed once with the contender in each seat.
 *
 * @example
 * dealGames('orc', 2, 0, { high: 'hard', low: 'medium' });
 * // [{ deal: 0, dealSeed: 'orc-0', contender: 0, levels: ['hard', 'medium'] },
 * //  { deal: 0, dealSeed: 'orc-0', contender: 1, levels: ['medium', 'hard'] }]
 */
export function dealGames(seed: string, players: number, deal: number, pairing: Pairing): ScheduledGame[] {
  return Array.from({ length: players }, (_, contender) => ({
    deal,
    dealSeed: `${seed}-${deal}`,
    contender,
    levels: Array.from({ length: players }, (_, s) => (s === contender ? pairing.high : pairing.low)),
  }));
}

/** What one deal's games gave: outright wins and shared wins of the contender. */
export interface DealOutcome {
  games: number;
  wins: number;
  shared: number;
}

/** Plays the games of one deal (all seat rotations). */
export type PlayDeal = (games: readonly ScheduledGame[]) => DealOutcome;

/** The level's move for a seat, from that seat's view (`botMove` by default). */
export type BotOf<G> = (level: Level, view: GameState<G>, seat: Seat, seed: string) => ReturnType<typeof botMove>;

/**
 * Plays a deal of a turn-based game through `measureMatch`: game g of the deal is set up with the
 * deal's seed, the contender sits in seat g, every seat asks `bot` (the game's `botMove` levels)
 * from its own view.
 *
 * @example
 * const play = turnBasedDeal(orcCompiled, 2);
 * play(dealGames('orc', 2, 0, { high: 'medium', low: 'easy' })); // { games: 2, wins: 2, shared: 0 }
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function turnBasedDeal<G>(game: CompiledGame<G, any>, players: number, opts: { options?: SetupInput['options']; bot?: BotOf<G> } = {}): PlayDeal {
  const bot: BotOf<G> = opts.bot ?? ((level, view, seat, seed) => botMove(game, view, seat, level, seed));
  return (games) => {
    const r = measureMatch(game, {
      players,
      games: games.length,
      seeds: (g) => ({ game: games[g]!.dealSeed, opponent: `${games[g]!.dealSeed}/low/${g}`, contender: `${games[g]!.dealSeed}/high/${g}` }),
      contenderSeats: (g) => games[g]!.contender,
      // Each seat's own seed per game, so a bot's choices do not depend on the other seats' draws.
      contender: (view, seat, _random, g) => bot(games[g]!.levels[seat]!, view, seat, `${games[g]!.dealSeed}/r${g}`),
      opponent: (view, seat, _random, g) => bot(games[g]!.levels[seat]!, view, seat, `${games[g]!.dealSeed}/r${g}`),
      ...(opts.options ? { options: opts.options } : {}),
    });
    return { games: r.played, wins: r.wins, shared: r.shared };
  };
}

/**
 * Plays a deal of a real-time game on the table's own host with a virtual clock
 * (`simulateRealtime`): there a level is the game's reaction time and slips.
 *
 * @example
 * const play = realtimeDeal(chompCompiled, 3);
 * play(dealGames('chomp', 3, 0, { high: 'hard', low: 'medium' }));
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function realtimeDeal<G>(game: CompiledGame<G, any>, players: number, opts: { options?: SimulateOptions['options'] } = {}): PlayDeal {
  return (games) => {
    let wins = 0;
    let shared = 0;
    for (const g of games) {
      const { winners } = simulateRealtime(game, { players, seed: g.dealSeed, levels: g.levels, ...(opts.options ? { options: opts.options } : {}) }).result;
      if (winners.length === 1 && winners[0] === g.contender) wins++;
      else if (winners.includes(g.contender)) shared++;
    }
    return { games: games.length, wins, shared };
  };
}

/** Options of {@link measureStrength}. */
export interface StrengthOptions {
  players: number;
  pairing: Pairing;
  play: PlayDeal;
  /** Seed prefix of the deals. */
  seed: string;
  /** Deals planned: N = maxDeals × players games. */
  maxDeals: number;
  /** Significance level of the one-sided test. */
  alpha?: number;
  /** Stop between deals once this many CPU seconds are spent (Infinity: never). */
  capCpuSeconds?: number;
  /** CPU seconds so far (the process's user + system time by default; a test may fake it). */
  cpu?: () => number;
}

/** Why a match stopped. */
export type Stop = 'decided' | 'hopeless' | 'all' | 'cap';

/** A measured comparison. */
export interface Strength {
  players: number;
  pairing: Pairing;
  /** Games planned (N). */
  planned: number;
  played: number;
  wins: number;
  shared: number;
  /** Wins N games need for p < alpha. */
  needed: number;
  chance: number;
  rate: number;
  /**
   * One-sided p: P(X ≥ wins), X ~ Binomial(N, chance) when the match was decided or played out
   * (what all N games would give), X ~ Binomial(played, chance) when the cap or hopelessness
   * stopped it.
   */
  p: number;
  significant: boolean;
  stop: Stop;
  cpuSeconds: number;
}

const processCpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/**
 * Plays deals until the verdict of all N planned games is known, or the CPU cap is reached.
 *
 * @example
 * const r = measureStrength({ players: 2, pairing: PAIRINGS[0]!, play: turnBasedDeal(orcCompiled, 2), seed: 'orc', maxDeals: 50, capCpuSeconds: 120 });
 * r.significant; // true when medium beats easy at p < 0.01
 */
export function measureStrength(opts: StrengthOptions): Strength {
  const { players, pairing } = opts;
  const alpha = opts.alpha ?? 0.01;
  const cap = opts.capCpuSeconds ?? Infinity;
  const cpu = opts.cpu ?? processCpu;
  const chance = 1 / players;
  const planned = opts.maxDeals * players;
  const needed = winsNeeded(planned, chance, alpha);
  const start = cpu();
  let played = 0;
  let wins = 0;
  let shared = 0;
  let stop: Stop = 'all';
  for (let deal = 0; deal < opts.maxDeals; deal++) {
    if (wins >= needed) { stop = 'decided'; break; }
    if (wins + (planned - played) < needed) { stop = 'hopeless'; break; }
    if (cpu() - start >= cap) { stop = 'cap'; break; }
    const r = opts.play(dealGames(opts.seed, players, deal, pairing));
    played += r.games;
    wins += r.wins;
    shared += r.shared;
  }
  const whole = stop === 'decided' || stop === 'all';
  const p = binomialTail(wins, whole ? planned : played, chance);
  return { players, pairing, planned, played, wins, shared, needed, chance, rate: played === 0 ? 0 : wins / played, p, significant: p < alpha, stop, cpuSeconds: cpu() - start };
}

/** p in the table: three significant digits, powers of ten below 0.001. */
export function formatP(p: number): string {
  if (p >= 0.001) return p.toPrecision(2);
  if (p === 0) return '0';
  const [m, e] = p.toExponential(1).split('e');
  return `${m}e${e}`;
}

/** The header of the Markdown table. */
export const TABLE_HEAD = '| game | players | pairing | games played (of N) | contender wins | shared | rate | chance | p | verdict (p < 0.01) | CPU s |\n|---|---:|---|---:|---:|---:|---:|---:|---:|---|---:|';

/**
 * One row of the Markdown table.
 *
 * @example
 * tableRow('orc', measureStrength({ ... })); // '| orc | 2 | medium vs easy | 12 (of 100) | 12 | 0 | 100% | 50% | … |'
 */
export function tableRow(game: string, r: Strength): string {
  const verdict = r.significant
    ? `significant${r.stop === 'decided' ? ` (decided: ${r.needed} of ${r.planned} reached)` : r.stop === 'cap' ? ' (on the games played before the cap)' : ''}`
    : r.stop === 'cap'
      ? `not significant after ${r.played} games (CPU cap)`
      : r.stop === 'hopeless'
        ? `not significant (${r.needed} of ${r.planned} out of reach)`
        : `not significant after ${r.played} games`;
  return `| ${game} | ${r.players} | ${r.pairing.high} vs ${r.pairing.low} | ${r.played} (of ${r.planned}) | ${r.wins} | ${r.shared} | ${(100 * r.rate).toFixed(0)}% | ${(100 * r.chance).toFixed(0)}% | ${formatP(r.p)} | ${verdict} | ${r.cpuSeconds.toFixed(0)} |`;
}
