/**
 * Helpers for testing bots: exact binomial tails, legality checks, seeded positions and measured
 * matches of a contender bot against (by default) random opponents.
 *
 * Plain functions only (no vitest here): they return figures and problem lists, and the tests
 * make the assertions.
 */
import type { CompiledGame } from '../dsl/compile.js';
import type { GameCore } from '../dsl/core.js';
import { Random, seedToState } from '../dsl/random.js';
import type { GameState, Level, Move, Seat, SetupInput } from '../dsl/types.js';
import { randomMove } from '../bots/random-bot.js';
import { botMove } from '../bots/levels.js';
import { moveKey } from '../engine/index.js';
import { randomPosition, replay } from './positions.js';
import { show } from './json.js';

/**
 * A seeded random source: the same seed always gives the same draws.
 *
 * @example
 * const move = randomMove(core, view, seat, seededRandom('r'));
 */
export function seededRandom(seed: string | number): Random {
  return new Random({ rng: seedToState(String(seed)) });
}

/**
 * One-sided exact binomial tail: P(X ≥ k) for X ~ Binomial(n, p).
 *
 * @example
 * binomialTail(42, 64); // ≈ 0.0084: 42 or more heads in 64 fair tosses
 * binomialTail(8, 12, 0.25); // ≈ 0.0028
 */
export function binomialTail(k: number, n: number, p = 0.5): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  let sum = 0;
  let term = (1 - p) ** n; // C(n, 0) p^0 (1-p)^n
  for (let i = 0; i <= n; i++) {
    if (i >= k) sum += term;
    term = (term * (n - i) * p) / ((i + 1) * (1 - p));
  }
  return sum;
}

/**
 * Whether `move` is one of the legal moves of the true `state` (compared by `moveKey`); `null`
 * is never legal.
 *
 * @example
 * expect(isLegalMove(core, state, randomMove(core, core.view(state, seat), seat, seededRandom('r')))).toBe(true);
 */
export function isLegalMove<G>(core: Pick<GameCore<G>, 'legalMoves'>, state: GameState<G>, move: Move | null | undefined): boolean {
  if (move === null || move === undefined) return false;
  const key = moveKey(move);
  return core.legalMoves(state).some((m) => moveKey(m) === key);
}

/**
 * Seeded positions spread over games: for each player count, the game replayed after each
 * number of random moves in `cuts` (fewer if the game ends first). Players outer, cuts inner.
 * `seed` is one seed for all counts, or a function of the player count; `live` drops finished
 * games.
 *
 * @example
 * const positions = botPositions(hisssCompiled, { players: [2, 3, 5], seed: (n) => `pos-${n}`, cuts: [0, 1, 30, 70] });
 */
export function botPositions<G>(
  game: CompiledGame<G, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  opts: { players: number | readonly number[]; seed: string | ((players: number) => string); cuts: readonly number[]; options?: SetupInput['options']; live?: boolean },
): GameState<G>[] {
  const counts = typeof opts.players === 'number' ? [opts.players] : opts.players;
  const all = counts.flatMap((players) =>
    opts.cuts.map((moves) => {
      const seed = typeof opts.seed === 'string' ? opts.seed : opts.seed(players);
      return replay(game, randomPosition(game, { players, seed, moves, ...(opts.options ? { options: opts.options } : {}) })) as GameState<G>;
    }),
  );
  return opts.live ? all.filter((s) => !game.core.isOver(s)) : all;
}

/** A bot under test: the move it picks for `seat` from that seat's `view`. */
export type BotPick<G = unknown> = (view: GameState<G>, seat: Seat, state: GameState<G>) => Move | null;

/**
 * Asks each bot for a move at each unfinished position (for the first active seat, or for every
 * active seat with `seats: 'all'`), from that seat's view; returns the problems found (an illegal
 * move, or a move for another seat) and the phases visited. An empty `problems` list passes.
 *
 * @example
 * const { problems, phases } = botMoveProblems(core, positions, {
 *   random: (view, seat) => randomMove(core, view, seat, seededRandom('r')),
 * });
 * expect(problems).toEqual([]);
 */
export function botMoveProblems<G>(
  core: Pick<GameCore<G>, 'legalMoves' | 'isOver' | 'view'>,
  positions: readonly GameState<G>[],
  bots: Record<string, BotPick<G>>,
  opts: { seats?: 'first' | 'all' } = {},
): { problems: string[]; phases: Set<string>; checked: number } {
  const problems: string[] = [];
  const phases = new Set<string>();
  let checked = 0;
  positions.forEach((state, index) => {
    if (core.isOver(state)) return;
    phases.add(state.ctx.phase);
    const seats = opts.seats === 'all' ? state.ctx.active : state.ctx.active.slice(0, 1);
    for (const seat of seats) {
      for (const [name, pick] of Object.entries(bots)) {
        const move = pick(core.view(state, seat) as GameState<G>, seat, state);
        checked++;
        if (!isLegalMove(core, state, move)) problems.push(`position ${index}, seat ${seat}: ${name} played an illegal move ${show(move)}`);
        else if (move!.seat !== seat) problems.push(`position ${index}, seat ${seat}: ${name} played for seat ${move!.seat}`);
      }
    }
  });
  return { problems, phases, checked };
}

/** A player of a measured match: its move for `seat` from `view`; `game` is the game's index. */
export type MatchPlayer<G = unknown> = (view: GameState<G>, seat: Seat, random: Random, game: number) => Move | null;

/** Options of {@link measureMatch}. */
export interface MeasureMatchOptions<G = unknown> {
  /** Players per game. */
  players: number;
  /** Number of games. */
  games: number;
  /**
   * Seed prefix: game g is set up with `${seed}-${g}`, the opponents draw from `${seed}-random-${g}`
   * and the contender from `${seed}-mcts-${g}`. `seeds` overrides all three.
   */
  seed?: string;
  /** The seeds of game g (overrides `seed`). */
  seeds?: (g: number) => { game: string; opponent: string; contender?: string };
  /** Setup options of every game. */
  options?: SetupInput['options'];
  /** The bot measured. */
  contender: MatchPlayer<G>;
  /** The other seats' bot; the random bot by default. */
  opponent?: MatchPlayer<G>;
  /** The contender's seat in game g; `g % players` by default (every seat in turn). */
  contenderSeats?: (g: number) => Seat;
  /** The contender draws from the opponents' random source instead of its own. */
  sharedRandom?: boolean;
  /**
   * What counts as a win: `'outright'` (the only winner; default), `'first'` (first listed
   * winner) or `'any'` (among the winners). Shared wins are the games the contender is among the
   * winners without it counting as a win.
   */
  win?: 'outright' | 'first' | 'any';
  /** Per-game win probability under the null hypothesis; `1 / players` by default. */
  chance?: number;
  /**
   * The win count the test requires: the match stops as soon as it is decided — the contender has
   * that many wins (more games could only add to them), or can no longer reach it. The verdict is
   * the one all `games` would give, sooner. `p` is then that of "at least `wins` of `games`".
   */
  decideAt?: number;
}

/**
 * The fewest wins of `games` that chance (each game won with probability `chance`) reaches less
 * often than `alpha`: the bar of a one-sided binomial test.
 *
 * @example
 * winsNeeded(64, 0.5, 0.01); // 42
 */
export function winsNeeded(games: number, chance: number, alpha: number): number {
  for (let k = 0; k <= games; k++) if (binomialTail(k, games, chance) < alpha) return k;
  return games + 1;
}

/** Figures of a measured match. */
export interface MeasuredMatch {
  games: number;
  wins: number;
  shared: number;
  /** Games played: `games`, or fewer when `decideAt` settled the match sooner. */
  played: number;
  /** wins / played */
  rate: number;
  /** P(X ≥ wins) for X ~ Binomial(games, chance): how often a bot winning each game with probability `chance` does as well. */
  p: number;
  seconds: number;
}

/**
 * Plays `games` seeded games, the contender in `contenderSeats(g)` and the opponent (random by
 * default) in the other seats; throws on an illegal move. Returns the wins (as `win` defines
 * them), shared wins, the rate, and the one-sided p-value under the null hypothesis "the
 * contender wins each game with probability `chance`" (default `1 / players`, the chance rate of
 * an outright win among equal players).
 *
 * @example
 * const { wins, p } = measureMatch(orcCompiled, {
 *   players: 2, games: 24, seed: 'duel',
 *   contender: (view, seat, _random, g) => botMove(orcCompiled, view, seat, 'medium', `duel-${g}`),
 * });
 * expect(p).toBeLessThan(0.01);
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function measureMatch<G>(game: CompiledGame<G, any>, opts: MeasureMatchOptions<G>): MeasuredMatch {
  const { core } = game;
  const seeds = opts.seeds ?? ((g: number) => ({ game: `${opts.seed}-${g}`, opponent: `${opts.seed}-random-${g}`, contender: `${opts.seed}-mcts-${g}` }));
  const opponent: MatchPlayer<G> = opts.opponent ?? ((view, seat, random) => randomMove(core, view, seat, random));
  const seatOf = opts.contenderSeats ?? ((g: number) => g % opts.players);
  const win = opts.win ?? 'outright';
  let wins = 0;
  let shared = 0;
  const started = performance.now();
  let played = 0;
  for (let g = 0; g < opts.games; g++) {
    if (opts.decideAt !== undefined && (wins >= opts.decideAt || wins + (opts.games - g) < opts.decideAt)) break;
    played++;
    const s = seeds(g);
    const contenderSeat = seatOf(g);
    const state = core.init({ players: opts.players, seed: s.game, ...(opts.options ? { options: opts.options } : {}) }) as GameState<G>;
    const random = seededRandom(s.opponent);
    const own = opts.sharedRandom ? random : seededRandom(s.contender ?? `${s.game}/contender`);
    while (!core.isOver(state)) {
      const seat = state.ctx.active[0]!;
      const view = core.view(state, seat) as GameState<G>;
      const move = seat === contenderSeat ? opts.contender(view, seat, own, g) : opponent(view, seat, random, g);
      const why = move === null ? 'no move' : core.reason(state, move);
      if (why !== null) throw new Error(`A bot played an illegal move ${show(move)} in game ${g}: ${why}`);
      core.applyInPlace(state, move!);
    }
    const { winners } = core.result(state) as { winners: Seat[] };
    const won = win === 'outright' ? winners.length === 1 && winners[0] === contenderSeat : win === 'first' ? winners[0] === contenderSeat : winners.includes(contenderSeat);
    if (won) wins++;
    else if (winners.includes(contenderSeat)) shared++;
  }
  const chance = opts.chance ?? 1 / opts.players;
  return { games: opts.games, played, wins, shared, rate: played === 0 ? 0 : wins / played, p: binomialTail(wins, opts.games, chance), seconds: (performance.now() - started) / 1000 };
}

/** Options of {@link levelMatch}. */
export interface LevelMatchOptions {
  players: number;
  /** Games planned; the match stops once the verdict at `alpha` is settled either way. */
  games: number;
  /**
   * Seed prefix: game g is set up with `${seed}-${g}`; the level measured decides with the seed
   * `${seed}-${g}` and the level below with `${seed}-${against}-${g}`.
   */
  seed: string;
  /** The level measured, in the contender's seat (every seat in turn). */
  level: Level;
  /** The level in the other seats, or `'random'` for the random bot. */
  against: Level | 'random';
  /** The significance the match must reach; 0.01 by default. */
  alpha?: number;
  /** Setup options of every game. */
  options?: SetupInput['options'];
}

/** Figures of a {@link levelMatch}: a measured match, the wins it needed and a line to print. */
export interface LevelMatch extends MeasuredMatch {
  /** The outright wins of `games` that chance reaches less often than `alpha`. */
  needed: number;
  /** e.g. "hard vs medium, 2 players: 23/30 of 40 planned (23 needed); p = 1.2e-3; 4.1 s" */
  summary: string;
}

/**
 * Does one of a game's bot levels beat another (or the random bot)? Plays a measured match of the
 * game's own levels (`botMove`), outright wins, the contender in every seat in turn, stopping
 * once the verdict at `alpha` is settled. The test asserts `p < alpha`.
 *
 * @example
 * const match = levelMatch(boxCompiled, { players: 2, games: 30, seed: 'box-hard', level: 'hard', against: 'medium' });
 * console.log(`[bots] BOX ${match.summary}`);
 * expect(match.p).toBeLessThan(0.01);
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function levelMatch<G>(game: CompiledGame<G, any>, opts: LevelMatchOptions): LevelMatch {
  const { players, games, seed, level, against } = opts;
  const needed = winsNeeded(games, 1 / players, opts.alpha ?? 0.01);
  const result = measureMatch<G>(game, {
    players,
    games,
    decideAt: needed,
    seed,
    ...(opts.options ? { options: opts.options } : {}),
    contender: (view, seat, _random, g) => botMove(game, view, seat, level, `${seed}-${g}`),
    ...(against === 'random' ? {} : { opponent: (view: GameState<G>, seat: Seat, _random: Random, g: number) => botMove(game, view, seat, against, `${seed}-${against}-${g}`) }),
  });
  const summary = `${level} vs ${against}, ${players} players: ${result.wins}/${result.played} of ${games} planned (${needed} needed); p = ${result.p.toExponential(2)}; ${result.seconds.toFixed(1)} s`;
  return { ...result, needed, summary };
}
