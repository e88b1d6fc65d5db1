/**
 * How often everyone is stuck: seeded games of random players through the game's fast core. At
 * each step one player who has a card that fits is picked at random and plays one of their fitting
 * placements at random (nobody lays a wrong card); the table's moves (turning the centre card up,
 * taking a card away) are taken when they are due. The deck's figures in the README come from here.
 */
import { collideOCompiled, PAUSES, type CollideState } from '../../machines/collide-o/index.js';
import { Random, seedToState, type GameState, type Move } from '../../src/dsl/index.js';

const { core } = collideOCompiled;

/** One game: plays (the first card of a new line included) and cards taken away (`clear`). */
export interface StuckGame {
  plays: number;
  removals: number;
}

/** Plays one game of random players to its end. */
export function playRandom(players: number, seed: string): StuckGame {
  const state = core.init({ players, seed }) as GameState<CollideState>;
  const random = new Random({ rng: seedToState(`${seed}-players`) });
  let plays = 0;
  let removals = 0;
  // A game always ends (every play leaves someone a card fewer); the bound only stops a rules bug.
  for (let step = 0; !core.isOver(state); step++) {
    if (step > 10_000) throw new Error(`Collide-O game ${seed} did not end.`);
    const phase = state.ctx.phase;
    if (phase === 'deal' || phase === 'play.stuck') {
      const type = phase === 'deal' ? 'reveal' : 'clear';
      core.applyInPlace(state, core.legalMoves(state).find((m) => m.type === type)!);
      if (type === 'clear') removals++;
      continue;
    }
    const bySeat = new Map<number, Move[]>();
    for (const move of core.legalMoves(state)) {
      if (move.type !== 'play' && move.type !== 'start') continue;
      bySeat.set(move.seat, [...(bySeat.get(move.seat) ?? []), move]);
    }
    if (bySeat.size === 0) throw new Error(`Collide-O game ${seed}: nobody can play in ${phase}, and the table does not step in.`);
    core.applyInPlace(state, random.pick(random.pick([...bySeat.values()])));
    plays++;
  }
  return { plays, removals };
}

/** Figures over `games` seeded games of `players`. */
export interface StuckFigures {
  players: number;
  games: number;
  /** Plays a game, on average. */
  plays: number;
  /** Cards taken away a game, on average. */
  removals: number;
  /** Removals over plays, all games together. */
  removalsPerPlay: number;
  /** Games with at least one card taken away. */
  gamesWithRemoval: number;
  /** Seconds a game spends waiting with "Nobody can play", at the normal pace. */
  stuckSeconds: number;
}

export function measureStuck(players: number, games: number, seed = 'stuck'): StuckFigures {
  let plays = 0;
  let removals = 0;
  let gamesWithRemoval = 0;
  for (let g = 0; g < games; g++) {
    const game = playRandom(players, `${seed}-${players}-${g}`);
    plays += game.plays;
    removals += game.removals;
    if (game.removals > 0) gamesWithRemoval++;
  }
  return {
    players,
    games,
    plays: plays / games,
    removals: removals / games,
    removalsPerPlay: removals / plays,
    gamesWithRemoval,
    stuckSeconds: (removals / games) * (PAUSES.clear / 1000),
  };
}

/** The figures as a Markdown table, one row per player count. */
export function stuckTable(rows: readonly StuckFigures[]): string {
  const lines = [
    '| players | games | cards played a game | cards removed a game | plays per removal | games with a removal | "Nobody can play" a game |',
    '|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const per = r.removals > 0 ? (r.plays / r.removals).toFixed(r.plays / r.removals < 20 ? 1 : 0) : '—';
    const share = `${Math.round((100 * r.gamesWithRemoval) / r.games)}%`;
    lines.push(`| ${r.players} | ${r.games} | ${r.plays.toFixed(0)} | ${r.removals.toFixed(r.removals < 10 ? 2 : 1)} | ${per} | ${share} | ${r.stuckSeconds.toFixed(1)} s |`);
  }
  return lines.join('\n');
}
