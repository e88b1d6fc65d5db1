/**
 * Load run of the game server: the real server in its own process on 127.0.0.1, ROOMS rooms at
 * once, each with one person (a websocket client here, playing a legal move the moment its table
 * offers one) and the server's bots in the other seats. A finished game is replaced by a new room,
 * so ROOMS games run for the whole DURATION_MS. Reports moves per second (all seats), the person's
 * move latency (move sent → the table showing it applied), and the server process's memory.
 *
 *   npm run server-load            ROOMS=20 DURATION_MS=20000 GAMES=hisss,box,sow,spy,orc BOT_DELAY_MS=0
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from '@colyseus/sdk';
import type { TableMessage } from '../server/protocol.js';

const env = process.env;
const ROOMS = Number(env.ROOMS ?? 20);
const DURATION_MS = Number(env.DURATION_MS ?? 20_000);
const GAMES = (env.GAMES ?? 'hisss,box,sow,spy,orc').split(',');
const BOT_DELAY_MS = Number(env.BOT_DELAY_MS ?? 0);

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Resident memory of a process in MB (Linux /proc). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : NaN;
}

/** CPU seconds a process has used (Linux /proc, user + system). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const latencies: number[] = [];
let movesSeen = 0;
let personMoves = 0;
let games = 0;
let stopping = false;

/** One seat-0 person playing games of `game` back to back until the run ends. */
async function person(client: Client, game: string): Promise<void> {
  while (!stopping) {
    const room: Room = await client.create(game, { name: 'Load' });
    room.reconnection.enabled = false;
    await new Promise<void>((resolve) => {
      let sentAt = 0;
      let waitingFor = -1;
      let seen = 0;
      room.onMessage('*', (type: string | number, payload: unknown) => {
        if (type !== 'table') return;
        const table = payload as TableMessage;
        movesSeen += Math.max(0, table.logLength - seen);
        seen = table.logLength;
        if (waitingFor >= 0 && table.logLength > waitingFor) {
          latencies.push(performance.now() - sentAt);
          waitingFor = -1;
        }
        if (table.status === 'lobby' && table.you.seat === null) room.send('claim', { seat: 0 });
        else if (table.status === 'lobby') room.send('start');
        else if (table.over || stopping) {
          if (table.over) games++;
          resolve();
        } else if (table.legal.length > 0 && waitingFor < 0) {
          const move = table.legal[Math.floor(Math.random() * table.legal.length)];
          waitingFor = table.logLength;
          sentAt = performance.now();
          personMoves++;
          room.send('move', { move });
        }
      });
    });
    await room.leave();
  }
}

// The server as `npm run serve` builds it (this file runs from bench/out/).
const serveScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts', 'serve.mjs');
const bundle = spawnSync(process.execPath, [serveScript, '--build'], { encoding: 'utf8' }).stdout.trim();
const port = await freePort();
const server = spawn(process.execPath, [bundle], { env: { ...env, PORT: String(port), HOST: '127.0.0.1', BOT_DELAY_MS: String(BOT_DELAY_MS) }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise<void>((resolve) => server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('game server on port') && resolve()));
const pid = server.pid!;
const rssIdle = rssOf(pid);
const cpuBefore = cpuOf(pid);

const started = performance.now();
const clientCpu = process.cpuUsage();
let rssPeak = rssIdle;
const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(pid))), 250);
const players = Array.from({ length: ROOMS }, (_, i) => person(new Client(`ws://127.0.0.1:${port}`), GAMES[i % GAMES.length]!));
await new Promise((resolve) => setTimeout(resolve, DURATION_MS));
stopping = true;
const elapsed = (performance.now() - started) / 1000;
const cpu = cpuOf(pid) - cpuBefore;
const clients = process.cpuUsage(clientCpu);
const moves = movesSeen;
clearInterval(sampler);
await Promise.race([Promise.all(players), new Promise((resolve) => setTimeout(resolve, 5_000))]);
server.kill('SIGTERM');

latencies.sort((a, b) => a - b);
const at = (q: number): number => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
const results = {
  rooms: ROOMS,
  games: GAMES.join(','),
  seconds: Number(elapsed.toFixed(1)),
  gamesFinished: games,
  movesPerSecond: Math.round(moves / elapsed),
  personMoves,
  latencyMs: { p50: Number(at(0.5).toFixed(1)), p99: Number(at(0.99).toFixed(1)), max: Number((latencies.at(-1) ?? NaN).toFixed(1)) },
  /** CPU seconds per second of the server process, and of this process's clients (one core = 1). */
  serverCpuShare: Number((cpu / elapsed).toFixed(2)),
  clientCpuShare: Number(((clients.user + clients.system) / 1e6 / elapsed).toFixed(2)),
  loadAverage: Number(os.loadavg()[0]!.toFixed(1)),
  serverRssMb: { idle: Math.round(rssIdle), peak: Math.round(rssPeak) },
};
console.log(JSON.stringify(results, null, 2));
process.exit(0);
