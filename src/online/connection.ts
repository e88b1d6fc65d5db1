/**
 * One client's connection to a game room of the game server (server/README.md, "Protocol"): it
 * keeps the latest `table` message, pieces the log together, and says plainly where the network
 * stands. Nothing here decides a move: the server checks and applies every one.
 */
import { Client, type Room } from '@colyseus/sdk';
import type { Json, Move, Seat } from '../dsl/types.js';
import type { RefusedMessage, ServerBotLevel, TableMessage, WireLogEntry } from '../../server/protocol.js';

/**
 * Where the connection stands: `connecting` (joining), `open` (the room answers), `reconnecting`
 * (the connection dropped; the server keeps the seat a while), `lost` (it did not come back, or
 * the room closed or kicked this client).
 */
export type NetworkStatus = 'connecting' | 'open' | 'reconnecting' | 'lost';

/** What a connection tells its listeners. */
export type ConnectionEvent =
  | { kind: 'table'; table: TableMessage; previous: TableMessage | null }
  | { kind: 'refused'; refusal: RefusedMessage }
  | { kind: 'save'; file: unknown }
  | { kind: 'kicked'; text: unknown }
  | { kind: 'status'; status: NetworkStatus };

/** The HTTP address beside a websocket address (`ws://h:p` → `http://h:p`). */
export function httpOf(server: string): string {
  return server.replace(/^ws(s?):\/\//i, 'http$1://').replace(/\/+$/, '');
}

/** A join code as the server files it: upper case, without spaces or dashes. */
export function cleanCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

/**
 * A connection to one room.
 *
 * @example
 * const host = await OnlineConnection.create('ws://127.0.0.1:2567', 'hisss', { name: 'Ana', players: 2 });
 * const guest = await OnlineConnection.join('ws://127.0.0.1:2567', host.table!.code, 'Ben');
 * guest.send('claim', { seat: 1 });
 */
export class OnlineConnection {
  /** The latest table this client received (null until the first). */
  table: TableMessage | null = null;
  /** The log as this seat may read it, pieced together from every table. */
  log: WireLogEntry[] = [];
  status: NetworkStatus = 'connecting';
  private listeners = new Set<(event: ConnectionEvent) => void>();
  private firstTable: Promise<void>;
  private gotFirst!: () => void;
  private kicked = false;

  private constructor(
    readonly server: string,
    private client: Client,
    private room: Room,
  ) {
    this.firstTable = new Promise((resolve) => (this.gotFirst = resolve));
    this.follow(room);
  }

  /** Creates a room of `game`; this client is its host. Resolves once the first table is here. */
  static async create(server: string, game: string, options: { name?: string; players?: number } = {}): Promise<OnlineConnection> {
    const client = new Client(server);
    const connection = new OnlineConnection(server, client, await client.create(game, options));
    await connection.firstTable;
    return connection;
  }

  /**
   * Looks `code` up (`GET /code/<CODE>`) and joins its room as a spectator (claim a seat next).
   * Rejects with a readable error when no room has the code.
   */
  static async join(server: string, code: string, name?: string): Promise<OnlineConnection> {
    const clean = cleanCode(code);
    const answer = await fetch(`${httpOf(server)}/code/${encodeURIComponent(clean)}`);
    if (answer.status === 404) throw new Error(`No room has the code ${clean}.`);
    if (!answer.ok) throw new Error(`The server answered ${answer.status} to the code ${clean}.`);
    const { roomId } = (await answer.json()) as { roomId: string };
    const client = new Client(server);
    const connection = new OnlineConnection(server, client, await client.joinById(roomId, { code: clean, ...(name ? { name } : {}) }));
    await connection.firstTable;
    return connection;
  }

  /**
   * Takes up again the session of a connection that dropped (a page reloaded), with its
   * `reconnectionToken`, while the server keeps its seat (its grace time). Rejects when it cannot.
   */
  static async resume(server: string, token: string): Promise<OnlineConnection> {
    const client = new Client(server);
    const connection = new OnlineConnection(server, client, await client.reconnect(token));
    await connection.firstTable;
    return connection;
  }

  /** What `resume()` needs to take this session up again from another page load. */
  get reconnectionToken(): string {
    return this.room.reconnectionToken;
  }

  /** Calls `listener` on every table, refusal, save and status change; returns the unsubscribe function. */
  subscribe(listener: (event: ConnectionEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** This client's seat, or null for a spectator. */
  get seat(): Seat | null {
    return this.table?.you.seat ?? null;
  }

  send(type: 'move', payload: { move: Move }): void;
  send(type: 'claim', payload: { seat: Seat; key?: string | null }): void;
  send(type: 'bot', payload: { seat: Seat; level: ServerBotLevel | null }): void;
  send(type: 'setup', payload: { players?: number; options?: Record<string, Json> }): void;
  send(type: 'name', payload: { name: string }): void;
  send(type: 'kick', payload: { id: string }): void;
  send(type: 'restore', payload: { file: unknown }): void;
  send(type: 'release' | 'start' | 'again' | 'save'): void;
  send(type: string, payload?: unknown): void {
    if (this.status === 'lost') return;
    this.room.send(type, payload ?? {});
  }

  /** Leaves the room for good (the seat is freed in the lobby, or a bot keeps it in a game). */
  async leave(): Promise<void> {
    this.kicked = true; // no reconnection after a leave of our own
    // A lost connection has nothing to leave (its socket is closed: the SDK's leave would wait for ever).
    if (this.status !== 'lost') await this.room.leave(true).catch(() => undefined);
    this.setStatus('lost');
  }

  /**
   * Drops the websocket as a network failure would (for tests of reconnection); with `reload`, as
   * a page that went away would: nothing tries to reconnect.
   */
  dropForTest(reload = false): void {
    if (reload) {
      this.kicked = true;
      this.room.reconnection.enabled = false;
    }
    (this.room.connection as unknown as { transport: { ws: WebSocket } }).transport.ws.close(4999);
  }

  private follow(room: Room): void {
    room.onMessage('table', (table: TableMessage) => this.onTable(table));
    room.onMessage('refused', (refusal: RefusedMessage) => this.notify({ kind: 'refused', refusal }));
    room.onMessage('save', (payload: { file: unknown }) => this.notify({ kind: 'save', file: payload.file }));
    room.onMessage('kicked', (payload: { text: unknown }) => {
      this.kicked = true;
      this.notify({ kind: 'kicked', text: payload.text });
    });
    room.onDrop(() => this.setStatus('reconnecting'));
    room.onReconnect(() => this.setStatus('open'));
    room.onLeave(() => void this.afterLeave());
  }

  /** The SDK gave up (or the drop came too early for it to try): one reconnection of our own. */
  private async afterLeave(): Promise<void> {
    if (this.kicked || this.status === 'lost') return this.setStatus('lost');
    this.setStatus('reconnecting');
    try {
      const room = await this.client.reconnect(this.room.reconnectionToken);
      this.room = room;
      this.follow(room);
      this.setStatus('open');
    } catch {
      this.setStatus('lost');
    }
  }

  private onTable(table: TableMessage): void {
    const previous = this.table;
    if (previous && table.revision < previous.revision) return; // an old message overtaken by a newer one
    this.log.splice(table.logStart, Infinity, ...table.log);
    this.table = table;
    if (this.status !== 'open') this.setStatus('open');
    this.notify({ kind: 'table', table, previous });
    this.gotFirst();
  }

  private setStatus(status: NetworkStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.notify({ kind: 'status', status });
  }

  private notify(event: ConnectionEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}
