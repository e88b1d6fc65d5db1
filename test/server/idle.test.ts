/**
 * An idle room closes: no client message for the configured time, and the room disconnects its
 * clients with the idle close code. Its own server (Colyseus runs one per process), with an idle
 * time of a fraction of a second.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IDLE_CLOSE_CODE } from '../../server/room.js';
import { startGameServer, type GameServer } from '../../server/server.js';
import { createRoom } from './helpers.js';

let server: GameServer;

beforeAll(async () => {
  server = await startGameServer({ port: 0, host: '127.0.0.1', rooms: { idleMinutes: 0.01 } });
});

afterAll(async () => {
  await server?.close();
});

it('closes a room nobody has sent anything to for its idle time', async () => {
  const host = await createRoom(server.port, 'hisss');
  const code = await Promise.race([
    new Promise<number>((resolve) => host.room.onLeave((closed: number) => resolve(closed))),
    new Promise<number>((_, reject) => setTimeout(() => reject(new Error('The idle room stayed open.')), 10_000)),
  ]);
  expect(code).toBe(IDLE_CLOSE_CODE);
});
