/**
 * Two server processes sharing one Redis (Debian's `redis-server`, started here on 127.0.0.1): a
 * room created through one process is found by its code and joined through the other, and played
 * to the end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@colyseus/sdk';
import { buildServer } from '../../scripts/serve.mjs';
import { findRedisServer } from '../../scripts/redis.mjs';
import { endpoint, freePort, Player, playToEnd } from './helpers.js';

const children: ChildProcess[] = [];

/** Starts `command` and resolves once a line of its output matches `ready`. */
function startProcess(command: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${command} did not start: ${output}`)), 20_000);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}: ${output}`)));
  });
}

const ports = { redis: 0, a: 0, b: 0 };
/** Why the test cannot run here; the test then fails with it (it is never skipped). */
let missing: string | null = null;

beforeAll(async () => {
  const redisServer = findRedisServer();
  const found = redisServer === null ? null : spawnSync(redisServer, ['--version'], { encoding: 'utf8' });
  if (found === null || found.error || found.status !== 0) {
    missing = "redis-server is missing: install Debian's redis-server (`node scripts/redis.mjs --check` does it when root), or name the binary in REDIS_SERVER_PATH, to run the two-process test.";
    return;
  }
  const bundle = await buildServer();
  [ports.redis, ports.a, ports.b] = [await freePort(), await freePort(), await freePort()];
  await startProcess(redisServer!, ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {}, /Ready to accept connections/);
  const redisUrl = `redis://127.0.0.1:${ports.redis}`;
  await Promise.all(
    [ports.a, ports.b].map((port) =>
      startProcess(process.execPath, [bundle], { PORT: String(port), HOST: '127.0.0.1', REDIS_URL: redisUrl, PUBLIC_ADDRESS: `127.0.0.1:${port}`, BOT_DELAY_MS: '0', MOVES_PER_SECOND: '100' }, /game server on port/),
    ),
  );
});

afterAll(() => {
  for (const child of children.reverse()) child.kill('SIGTERM');
});

describe('two server processes sharing Redis', () => {
  it('joins through one process a room created through the other, and plays it to the end', async () => {
    if (missing !== null) throw new Error(missing);
    const host = new Player(await new Client(endpoint(ports.a)).create('hisss', { name: 'Ana' }));
    const { code } = await host.until(() => host.table, 'the first table');

    // Looked up and joined through process B: Redis knows the room, and the seat reservation sends
    // the client to process A, where the room lives.
    const answer = await fetch(`http://127.0.0.1:${ports.b}/code/${code}`);
    expect(answer.status).toBe(200);
    const { roomId } = (await answer.json()) as { roomId: string };
    expect(roomId).toBe(host.room.roomId);
    const guest = new Player(await new Client(endpoint(ports.b)).joinById(roomId, { code, name: 'Ben' }));
    await guest.until(() => guest.table, 'the guest’s first table');

    host.send('claim', { seat: 0 });
    guest.send('claim', { seat: 1 });
    await host.tableWhere((t) => t.seats.every((s) => s.kind === 'person'), 'both seats taken');
    host.send('start');
    await guest.tableWhere((t) => t.status === 'playing', 'the start');
    await playToEnd([host, guest]);
    expect(guest.table!.result).toEqual(host.table!.result);
    await Promise.all([host.room.leave(), guest.room.leave()]);
  });
});
