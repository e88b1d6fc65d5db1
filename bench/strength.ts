/**
 * Bot strength of every game in machines/: medium against easy, then hard against medium, each
 * deal played with the contender in every seat, outright wins tested against 1/players (one-sided
 * exact binomial, p < 0.01). Prints a Markdown table; writes out/strength.json as it goes.
 *
 * Run: `npm run strength`. Settings by environment: GAMES=orc,box (default all, in this order), PAIRINGS=medium-easy,hard-medium,
 * MAX_DEALS (deals planned per comparison, default 50: N = 50 × players games), CAP_CPU_S
 * (CPU seconds per comparison before it stops between deals, default 120), SEED (default 'strength'),
 * ALPHA (the significance asked for, default 0.01: a second look at a question takes a smaller one),
 * OPTIONS (the games' options as JSON, e.g. '{"variant":"expert"}' for Finders Keepers' Expert game).
 */
import { writeFileSync } from 'node:fs';
import type { CompiledGame, Json } from '../src/dsl/index.js';
import type { Level } from '../src/dsl/types.js';
import { games } from './out/all-games.js';
import { PAIRINGS, TABLE_HEAD, measureStrength, realtimeDeal, tableRow, turnBasedDeal, type Pairing, type Strength } from './lib/strength.js';

/**
 * Players per game: the count its README measures its bots at — two where the game allows it
 * (cheapest), three for Chomp! (its two-player game is Underwater War, ten times longer) and for
 * games whose minimum is three.
 */
const PLAYERS: Record<string, number> = { chomp: 3 };

const only = process.env.GAMES?.split(',').map((s) => s.trim()).filter(Boolean);
const pairings: Pairing[] = process.env.PAIRINGS
  ? process.env.PAIRINGS.split(',').map((s) => {
      const [high, low] = s.trim().split('-') as [Level, Level];
      return { high, low };
    })
  : [...PAIRINGS];
const maxDeals = Number(process.env.MAX_DEALS ?? 50);
const cap = Number(process.env.CAP_CPU_S ?? 120);
const seed = process.env.SEED ?? 'strength';
const alpha = Number(process.env.ALPHA ?? 0.01);
if (!(alpha > 0 && alpha < 1)) throw new Error(`strength: ALPHA must be between 0 and 1, got ${process.env.ALPHA}`);
const options = readOptions(process.env.OPTIONS);

function readOptions(text: string | undefined): Record<string, Json> | undefined {
  if (text === undefined || text === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`strength: OPTIONS must be a JSON object, e.g. '{"variant":"expert"}'; got ${text}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`strength: OPTIONS must be a JSON object, got ${text}`);
  return parsed as Record<string, Json>;
}

const rows: { game: string; result: Strength }[] = [];
console.log(`Bot strength: ${maxDeals} deals planned per comparison, CPU cap ${cap} s, seed '${seed}', significance ${alpha}${options ? `, options ${JSON.stringify(options)}` : ''}\n`);
console.log(alpha === 0.01 ? TABLE_HEAD : TABLE_HEAD.replace('p < 0.01', `p < ${alpha}`));
// Cheapest pairings first: every game's first pairing before any game's second.
for (const pairing of pairings) {
  // In the order GAMES lists them (cheapest first, say), else alphabetical.
  for (const id of only ?? Object.keys(games)) {
    const game = games[id] as CompiledGame<unknown> | undefined;
    if (!game) throw new Error(`strength: no game '${id}' in machines/`);
    const players = PLAYERS[id] ?? Math.max(2, game.def.players.min);
    const play = game.def.realtime ? realtimeDeal(game, players, { options }) : turnBasedDeal(game, players, { options });
    const result = measureStrength({ players, pairing, play, seed: `${seed}-${id}`, maxDeals, capCpuSeconds: cap, alpha });
    rows.push({ game: id, result });
    console.log(tableRow(id, result));
    writeFileSync(new URL('./strength.json', import.meta.url), JSON.stringify({ maxDeals, cap, seed, alpha, options, rows }, null, 1));
  }
}
