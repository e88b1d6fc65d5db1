/**
 * Test kit for the game server: a client that records every message it receives and waits for
 * tables, and a free port on 127.0.0.1.
 */
import { createServer } from 'node:net';
import { Client, type Room } from '@colyseus/sdk';
import type { Move } from '../../src/dsl/types.js';
import type { RefusedMessage, TableMessage, WireLogEntry } from '../../server/protocol.js';

/** A port nobody listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const WAIT_MS = 15_000;

/** One person's connection to a room, with everything the server sent it. */
export class Player {
  /** Every message received, in order, as [type, payload]. */
  readonly received: [string | number, unknown][] = [];
  readonly refusals: RefusedMessage[] = [];
  /** Every websocket frame received, as the bytes that came over the network (before decoding). */
  readonly frames: Buffer[] = [];
  /** How many frames had come before the first table of a finished game (Infinity: none yet). */
  framesBeforeOver = Infinity;
  table: TableMessage | null = null;
  private waiters: (() => void)[] = [];

  constructor(readonly room: Room) {
    room.reconnection.enabled = false;
    this.listen(room);
  }

  /** Follows `room` (a reconnection's new room object) with the same records. */
  listen(room: Room): void {
    // The socket under the SDK: its frames are read beside the SDK's own decoding.
    const socket = (room.connection as unknown as { transport: { ws: { addEventListener(type: 'message', listener: (event: { data: ArrayBuffer | Buffer | string }) => void): void } } }).transport.ws;
    socket.addEventListener('message', (event) => this.frames.push(Buffer.from(event.data as ArrayBuffer)));
    room.onMessage('*', (type: string | number, payload: unknown) => {
      this.received.push([type, payload]);
      // The SDK decodes a frame before this listener's turn, so this frame is not counted yet.
      if (type === 'table' && (payload as { over?: boolean }).over && this.framesBeforeOver === Infinity) this.framesBeforeOver = this.frames.length;
      if (type === 'table') this.table = payload as TableMessage;
      if (type === 'refused') this.refusals.push(payload as RefusedMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  send(type: string, payload?: unknown): void {
    this.room.send(type, payload);
  }

  /** Resolves once `test` holds (checked on every message), or fails after a while. */
  async until<T>(test: () => T | false | null | undefined, what: string): Promise<T> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const value = test();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; last refusal: ${JSON.stringify(this.refusals.at(-1))}; last table: ${JSON.stringify(this.table)?.slice(0, 2000)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 20);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The next table that satisfies `test`. */
  tableWhere(test: (table: TableMessage) => boolean, what: string): Promise<TableMessage> {
    return this.until(() => (this.table && test(this.table) ? this.table : null), what);
  }

  /** Sends `type` and resolves with the refusal it draws. */
  async refused(type: string, payload: unknown): Promise<RefusedMessage> {
    const before = this.refusals.length;
    this.send(type, payload);
    return this.until(() => this.refusals[before], `a refusal of ${type}`);
  }

  /** The log as the client pieces it together from its tables (each drops from `logStart` and appends). */
  get log(): WireLogEntry[] {
    const log: WireLogEntry[] = [];
    for (const [type, payload] of this.received) {
      if (type !== 'table') continue;
      const table = payload as TableMessage;
      log.splice(table.logStart, Infinity, ...table.log);
    }
    return log;
  }

  /** Every message received as one text, for searching. */
  get transcript(): string {
    return this.received.map((m) => JSON.stringify(m)).join('\n');
  }
}

/** The server's address for the SDK. */
export const endpoint = (port: number): string => `ws://127.0.0.1:${port}`;

/** Creates a room of `game` as its host. */
export async function createRoom(port: number, game: string, options: Record<string, unknown> = {}): Promise<Player> {
  const host = new Player(await new Client(endpoint(port)).create(game, { name: 'Host', ...options }));
  await host.until(() => host.table, 'the first table');
  return host;
}

/** Looks a code up over HTTP and joins its room. */
export async function joinByCode(port: number, code: string, name: string): Promise<Player> {
  const answer = (await (await fetch(`http://127.0.0.1:${port}/code/${code}`)).json()) as { roomId: string };
  const player = new Player(await new Client(endpoint(port)).joinById(answer.roomId, { code, name }));
  await player.until(() => player.table, 'the first table');
  return player;
}

/** Picks the move a test plays: the legal moves in turn. */
export type Pick = (legal: Move[], turn: number) => Move;
const inTurn: Pick = (legal, turn) => legal[turn % legal.length]!;

/**
 * Plays up to `count` moves, or until the game is over: whoever's latest table lists legal moves
 * plays one of them (chosen by `pick`) and waits for the table that follows it. A refusal of a
 * listed move fails at once. Resolves with the number of moves played.
 */
export async function playMoves(players: Player[], count: number, pick: Pick = inTurn): Promise<number> {
  let moves = 0;
  for (; moves < count; moves++) {
    const mover = await players[0]!.until(() => {
      if (players.some((p) => p.table?.over)) return 'over' as const;
      const latest = Math.max(...players.map((q) => q.table?.revision ?? 0));
      return players.find((p) => p.table && p.table.legal.length > 0 && p.table.revision === latest);
    }, 'a player with a move, or the end');
    if (mover === 'over') break;
    const table = mover.table!;
    const refusals = mover.refusals.length;
    const move = pick(table.legal, moves);
    mover.send('move', { move });
    await mover.until(() => {
      const refusal = mover.refusals[refusals];
      if (refusal) throw new Error(`The legal move ${JSON.stringify(move)} was refused: ${refusal.reason}`);
      return mover.table!.revision > table.revision;
    }, 'the table after a move');
  }
  // Everyone has the same table again.
  await players[0]!.until(() => new Set(players.map((p) => p.table?.revision)).size === 1, 'every player on the latest table');
  return moves;
}

/** Plays until the game is over (see `playMoves`); resolves with the number of moves played. */
export async function playToEnd(players: Player[], pick: Pick = inTurn, maxMoves = 2_000): Promise<number> {
  const moves = await playMoves(players, maxMoves, pick);
  await Promise.all(players.map((p) => p.tableWhere((t) => t.over, 'the end of the game')));
  return moves;
}
