/**
 * Per game in machines/: random playouts through the fast core and through the XState machine at
 * each player count the game allows (or those in PLAYERS, e.g. PLAYERS=3), then MCTS iterations
 * per CPU-second of one hard-level decision at a typical player count. Each game's README quotes
 * these figures. Run: `npm run games` (or `GAMES=orc,box npm run games`, `TABLES=mcts`).
 *
 * Each game is measured in a process of its own (this script started again with GAMES_ONE=<id>),
 * as a page or a bot's worker runs one game: in one shared process the games' functions would
 * pass through the same call sites of the core, and V8 stops inlining them there.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { botThinking, LEVEL_ITERATIONS } from '../src/bots/index.js';
import { playerCounts, type CompiledGame, type GameState, type Seat } from '../src/dsl/index.js';
import { games } from './out/all-games.js';
import { cpuSince, fmtInt, median, rng, sample } from './lib/harness.js';
import { corePlayout, machinePlayout } from './lib/playouts.js';

const only = process.env.GAMES?.split(',').map((s) => s.trim()).filter(Boolean);
const durationMs = Number(process.env.DURATION_MS ?? 2000);
const repeats = Number(process.env.REPEATS ?? 3);
const playersWanted = process.env.PLAYERS?.split(',').map(Number);
const tables = (process.env.TABLES ?? 'playouts,mcts').split(',');
const decisions = Number(process.env.MCTS_DECISIONS ?? 3);
const one = process.env.GAMES_ONE;
const chosen = (Object.entries(games) as [string, CompiledGame<unknown>][]).filter(([id]) => (one ? id === one : !only || only.includes(id)));

/** The rows of `table` for every chosen game, each game run in a child process (see above). */
function rowsPerProcess(table: string): void {
  for (const [id] of chosen) {
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], {
      env: { ...process.env, GAMES_ONE: id, TABLES: table },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (child.status !== 0) throw new Error(`games: the ${table} table of ${id} failed (exit ${child.status})`);
  }
}

if (tables.includes('playouts') && !one) {
  console.log(`Random playouts per game (median of ${repeats} samples of ${durationMs} ms; moves per CPU-second; each game in a process of its own)\n`);
  console.log('| game | players | core moves/CPU-s | machine moves/CPU-s | moves/game |');
  console.log('|---|---:|---:|---:|---:|');
  rowsPerProcess('playouts');
}
if (tables.includes('playouts') && one) {
  for (const [id, game] of chosen) {
    const allowed = playerCounts(game.def.players);
    for (const players of (playersWanted ?? allowed).filter((p) => allowed.includes(p))) {
      const core = Array.from({ length: repeats }, (_, i) => sample(corePlayout(game.core, players, rng(11 + i)), durationMs));
      const machine = Array.from({ length: repeats }, (_, i) => sample(machinePlayout(game.machine, game.core, players, rng(21 + i)), durationMs));
      const perGame = core.reduce((n, s) => n + s.moves, 0) / core.reduce((n, s) => n + s.games, 0);
      console.log(`| ${id} | ${players} | ${fmtInt(median(core.map((s) => s.movesPerCpuSec)))} | ${fmtInt(median(machine.map((s) => s.movesPerCpuSec)))} | ${perGame.toFixed(1)} |`);
    }
  }
}

/** The middle of the counts a game allows (the lower one of two): 2 of 2, 3 of 2–4, 3 of 2–5, 4 of 3–5. */
const typicalPlayers = (game: CompiledGame<unknown>): number => {
  const allowed = playerCounts(game.def.players);
  return allowed[(allowed.length - 1) >> 1]!;
};

/**
 * A position some way into a game where a seat has a real choice: a few random moves from the
 * start, then on to the first position where an acting seat has at least two legal moves.
 */
function position(game: CompiledGame<unknown>, players: number, seed: number): { state: GameState<unknown>; seat: Seat } | null {
  const core = game.core;
  const rand = rng(seed);
  const state = core.init({ players, seed: `mcts-${seed}` });
  const warmup = 2 + Math.floor(rand() * 8);
  for (let moves = 0; moves < 5000 && !core.isOver(state); moves++) {
    if (moves >= warmup) {
      const seat = state.ctx.active.find((s) => core.legalMoves(state, s).length >= 2);
      if (seat !== undefined) return { state, seat };
    }
    const legal = core.legalMoves(state);
    if (legal.length === 0) return null;
    core.applyInPlace(state, legal[Math.floor(rand() * legal.length)]!);
  }
  return null;
}

if (tables.includes('mcts') && !one) {
  console.log(`\nMCTS per game: one hard-level decision (botThinking(…, 'hard') run to the end, no time budget) from the seat's view, ${decisions} positions each after one untimed warm-up decision; iterations per CPU-second over all of them; each game in a process of its own\n`);
  console.log('| game | players | hard iterations | iterations/CPU-s | CPU ms per decision |');
  console.log('|---|---:|---:|---:|---:|');
  rowsPerProcess('mcts');
}
if (tables.includes('mcts') && one) {
  for (const [id, game] of chosen) {
    const players = playersWanted?.find((p) => playerCounts(game.def.players).includes(p)) ?? typicalPlayers(game);
    const nominal = game.def.bots?.iterations?.hard ?? LEVEL_ITERATIONS.hard;
    let iterations = 0;
    let cpu = 0;
    let made = 0;
    let warm = false;
    for (let i = 0; i < decisions * 4 && made < decisions; i++) {
      const at = position(game, players, 101 + i);
      if (!at) continue;
      const view = game.core.view(at.state, at.seat);
      if (!warm) {
        // One untimed decision first, so the figure is not the compiler warming up on this game.
        botThinking(game, view, at.seat, 'hard', 'warm-up').run();
        warm = true;
      }
      const c0 = process.cpuUsage();
      const thinking = botThinking(game, view, at.seat, 'hard', i);
      thinking.run();
      thinking.move();
      cpu += cpuSince(c0);
      // The search counts its iterations (fewer than the level's only if it had nothing to weigh).
      iterations += (thinking as { done?: number }).done ?? nominal;
      made++;
    }
    if (made === 0) {
      console.log(`| ${id} | ${players} | ${nominal} | (no position with a choice) | |`);
      continue;
    }
    // A game whose `candidates` leave one move (its rules of thumb decide) answers without a search.
    const rate = iterations === 0 ? 'no search (one candidate)' : fmtInt(iterations / cpu);
    console.log(`| ${id} | ${players} | ${nominal} | ${rate} | ${((cpu * 1000) / made).toFixed(cpu * 1000 < made * 10 ? 1 : 0)} |`);
  }
}
