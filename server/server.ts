import type { AddressInfo } from 'node:net';
import { createEndpoint, createRouter, LocalDriver, LocalPresence, matchMaker, Server, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import NodeWebSocket from 'ws';
import { normaliseCode } from './codes.js';
import { SERVER_GAMES } from './games.js';
import { MAX_FRAME_BYTES, type ServerBotLevel } from './protocol.js';
import { gameRoom, type RoomConfig } from './room.js';
import { SaveSealer } from './sealed-save.js';

// @colyseus/core 0.18 reads the global `WebSocket.OPEN` when a client reconnects, and Node 20 has
// no global WebSocket: lend it the one its transport uses.
globalThis.WebSocket ??= NodeWebSocket as unknown as typeof globalThis.WebSocket;

/** How to start a game server; every field has a default (see server/README.md). */
export interface GameServerOptions {
  /** Port to listen on; 0 picks a free one (the one taken is in `GameServer.port`). Default 2567. */
  port?: number;
  /** Interface to listen on. Default all (`0.0.0.0`); tests use 127.0.0.1. */
  host?: string;
  /** Redis for presence and matchmaking shared by several processes; none: one process, in memory. */
  redisUrl?: string;
  /**
   * `host:port` (or `host/path`) at which browsers reach this very process. Needed with Redis and
   * several processes: a seat reservation sends the browser to the process holding its room.
   */
  publicAddress?: string;
  /** Key that seals saves, the same for every process of one deployment (else each makes its own). */
  saveKey?: string;
  rooms?: Partial<Omit<RoomConfig, 'sealer' | 'botIterations' | 'botBudgetMs'>> & {
    botIterations?: Partial<Record<ServerBotLevel, number>>;
    botBudgetMs?: Partial<Record<ServerBotLevel, number>>;
  };
}

/** A running server. */
export interface GameServer {
  port: number;
  /** Closes every room and the listening socket (does not exit the process). */
  close(): Promise<void>;
}

/** Defaults of the rooms' rules. */
export const ROOM_DEFAULTS: Omit<RoomConfig, 'sealer'> = {
  graceSeconds: 60,
  idleMinutes: 30,
  botDelayMs: 600,
  realtimePace: 1,
  movesPerSecond: 10,
  floodMessagesPerSecond: 60,
  maxClients: 40,
  // A few milliseconds of the process's one thread per decision (bench/server-load.ts).
  botBudgetMs: { easy: 0, medium: 8, hard: 25 },
  botIterations: { easy: 0, medium: 30, hard: 100 },
  defaultLevel: 'medium',
};

/**
 * Starts a game server: one room type per game (`hisss`, `box`, …), an HTTP lookup
 * `GET /code/<CODE>` → `{ game, roomId }` for joining by code, and, with `redisUrl`, Redis
 * presence and driver so several processes share matchmaking.
 *
 * @example
 * const server = await startGameServer({ port: 0, host: '127.0.0.1' });
 * // new Client(`ws://127.0.0.1:${server.port}`).create('hisss', { name: 'Ana' })
 * await server.close();
 */
export async function startGameServer(options: GameServerOptions = {}): Promise<GameServer> {
  const config: RoomConfig = {
    ...ROOM_DEFAULTS,
    ...options.rooms,
    botIterations: { ...ROOM_DEFAULTS.botIterations, ...options.rooms?.botIterations },
    botBudgetMs: { ...ROOM_DEFAULTS.botBudgetMs, ...options.rooms?.botBudgetMs },
    sealer: new SaveSealer(options.saveKey),
  };
  let presence: Presence = new LocalPresence();
  let driver: matchMaker.MatchMakerDriver = new LocalDriver();
  if (options.redisUrl) {
    // Loaded only when asked for: a one-process server never opens a Redis connection.
    const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
    presence = new RedisPresence(options.redisUrl);
    driver = new RedisDriver(options.redisUrl);
  }
  const server = new Server({
    transport: new WebSocketTransport({ maxPayload: MAX_FRAME_BYTES }),
    presence,
    driver,
    greet: false,
    gracefullyShutdown: false,
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
  });
  for (const [id, game] of SERVER_GAMES) server.define(id, gameRoom(game, config));
  server.router = createRouter({
    lookup: createEndpoint('/code/:code', { method: 'GET' }, async (ctx) => {
      const code = normaliseCode(ctx.params.code);
      const rooms = code === null ? [] : await matchMaker.query({ code });
      const room = rooms[0];
      const body = room ? { game: room.name, roomId: room.roomId } : { error: 'No room has this code.' };
      return new Response(JSON.stringify(body), {
        status: room ? 200 : 404,
        // A page on another origin (the tables) asks this; the answer names no secret but the room id.
        headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
      });
    }),
  });
  await server.listen(options.port ?? 2567, options.host);
  const address = server.transport.server?.address() as AddressInfo | null;
  return {
    port: address?.port ?? options.port ?? 2567,
    close: async () => {
      await server.gracefullyShutdown(false);
    },
  };
}
