/**
 * Random playouts of every game in machines/, through the fast core and through the XState
 * machine, at each player count the game allows (or those in PLAYERS, e.g. PLAYERS=3).
 * Each game's README quotes these figures. Run: `npm run games` (or `GAMES=orc,box npm run games`).
 */
import { playerCounts, type CompiledGame } from '../src/dsl/index.js';
import { games } from './out/all-games.js';
import { fmtInt, median, rng, sample } from './lib/harness.js';
import { corePlayout, machinePlayout } from './lib/playouts.js';

const only = process.env.GAMES?.split(',').map((s) => s.trim()).filter(Boolean);
const durationMs = Number(process.env.DURATION_MS ?? 2000);
const repeats = Number(process.env.REPEATS ?? 3);
const playersWanted = process.env.PLAYERS?.split(',').map(Number);

console.log(`Random playouts per game (median of ${repeats} samples of ${durationMs} ms; moves per CPU-second)\n`);
console.log('| game | players | core moves/CPU-s | machine moves/CPU-s | moves/game |');
console.log('|---|---:|---:|---:|---:|');
for (const [id, game] of Object.entries(games) as [string, CompiledGame<unknown>][]) {
  if (only && !only.includes(id)) continue;
  const allowed = playerCounts(game.def.players);
  for (const players of (playersWanted ?? allowed).filter((p) => allowed.includes(p))) {
    const core = Array.from({ length: repeats }, (_, i) => sample(corePlayout(game.core, players, rng(11 + i)), durationMs));
    const machine = Array.from({ length: repeats }, (_, i) => sample(machinePlayout(game.machine, game.core, players, rng(21 + i)), durationMs));
    const perGame = core.reduce((n, s) => n + s.moves, 0) / core.reduce((n, s) => n + s.games, 0);
    console.log(`| ${id} | ${players} | ${fmtInt(median(core.map((s) => s.movesPerCpuSec)))} | ${fmtInt(median(machine.map((s) => s.movesPerCpuSec)))} | ${perGame.toFixed(1)} |`);
  }
}
