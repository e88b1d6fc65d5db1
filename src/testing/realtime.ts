/**
 * Whole real-time games of bots on a virtual clock, through the same host the tables run: for
 * bot strength matches, "an all-bot game ends" and timing questions, in milliseconds of CPU.
 */
import type { CompiledGame } from '../dsl/compile.js';
import type { GameResult, GameState, Json, Level, Move, Seat } from '../dsl/types.js';
import { Match } from '../engine/match.js';
import { GENTLE_PACE, RealtimeHost, type Sender } from '../realtime/host.js';
import { VirtualClock } from '../realtime/clock.js';
import { show } from './json.js';

export interface SimulateOptions {
  players: number;
  seed: string | number;
  /** The level of each seat's bot, in seat order. */
  levels: readonly Level[];
  options?: Record<string, Json>;
  pace?: 'normal' | 'gentle';
  /** Stop with an error after this many events (a game that never ends). Default 100,000. */
  maxEvents?: number;
}

export interface SimulatedGame<G> {
  state: GameState<G>;
  result: GameResult;
  /** Moves applied, host moves included. */
  moves: number;
  /** Moves by sender. */
  by: Record<Sender, number>;
  /** Virtual milliseconds from the deal to the end. */
  elapsedMs: number;
  /** The applied moves in order (for replays). */
  log: Move[];
  /** The virtual time of each applied move. */
  times: number[];
}

/**
 * Plays one real-time game of bots to its end on a virtual clock. Throws when a move is refused
 * (a bot or the host broke the rules) or when nothing is left to happen before the end.
 *
 * @example
 * const game = simulateRealtime(chompCompiled, { players: 3, seed: 'm-1', levels: ['hard', 'easy', 'easy'] });
 * game.result.winners; // [0], most of the time
 */
export function simulateRealtime<G>(game: CompiledGame<G, any>, opts: SimulateOptions): SimulatedGame<G> { // eslint-disable-line @typescript-eslint/no-explicit-any
  if (!game.def.realtime) throw new Error(`simulateRealtime: ${game.def.id} is not a real-time game (it has no realtime block).`);
  if (opts.levels.length !== opts.players) throw new Error(`simulateRealtime: ${opts.players} players need ${opts.players} levels, got ${opts.levels.length}.`);
  const match = new Match<G>(game, { players: opts.players, seed: opts.seed, ...(opts.options ? { options: opts.options } : {}) });
  const clock = new VirtualClock();
  const bots = new Map<Seat, Level>(opts.levels.map((level, seat) => [seat, level]));
  const by: Record<Sender, number> = { person: 0, bot: 0, host: 0 };
  const log: Move[] = [];
  const times: number[] = [];
  const host: RealtimeHost<G> = new RealtimeHost<G>(clock, {
    match: () => match,
    bots: () => bots,
    scale: () => (opts.pace === 'gentle' ? GENTLE_PACE : 1),
    running: () => true,
    play: (move, sender) => {
      const result = match.play(move);
      if (!result.ok) throw new Error(`simulateRealtime(${game.def.id}, seed ${String(opts.seed)}): the ${sender} played ${show(move)}, refused: ${result.reason}`);
      by[sender]++;
      log.push(move);
      times.push(clock.now());
      host.update();
      return result;
    },
  });
  host.update();
  const limit = opts.maxEvents ?? 100_000;
  let events = 0;
  while (!match.isOver) {
    if (!clock.runNext()) {
      throw new Error(`simulateRealtime(${game.def.id}, seed ${String(opts.seed)}): nothing left to happen after ${log.length} moves in phase ${match.phase}; the host and the bots are all waiting.`);
    }
    if (++events > limit) throw new Error(`simulateRealtime(${game.def.id}, seed ${String(opts.seed)}): no end after ${limit} events (${log.length} moves).`);
  }
  return { state: match.state, result: match.result!, moves: log.length, by, elapsedMs: clock.now(), log, times };
}
