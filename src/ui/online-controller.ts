import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { CompiledGame } from '../dsl/compile.js';
import type { Seat } from '../dsl/types.js';
import { t, type Text } from '../i18n/text.js';
import type { OnlineConnection, ConnectionEvent } from '../online/connection.js';
import { RemoteMatch } from '../online/remote-match.js';
import { onlineKit } from '../online/registry.js';
import type { SeatPlayer } from './parse-attributes.js';
import type { TranslationSet, Translator } from '../i18n/translator.js';
import type { ConnectOptions, OnlineParts } from './online-parts.js';
import { SERVER_BOT_LEVELS, type ServerBotLevel } from '../../server/protocol.js';
import { levelName } from './parse-attributes.js';
import './lobby/lobby.js';

/**
 * Where a page keeps its seated sessions (per tab), so a reload takes its seat up again: per
 * server, room and the name the table gives (its `names`), so two people at two tables of one page
 * each take up their own seat.
 */
const cleanRoom = (room: string): string => room.toUpperCase().replace(/[\s-]+/g, '');
const tokenKey = (server: string, room: string, name: string | undefined): string => `tabletop-elements/online/${server}/${room.toUpperCase().replace(/[\s-]+/g, '')}/${name ?? ''}`;

function readToken(server: string, room: string, name: string | undefined): string | null {
  try {
    return sessionStorage.getItem(tokenKey(server, room, name));
  } catch {
    return null; // storage may be off (private mode, sandboxed frames)
  }
}

function keepToken(server: string, room: string, name: string | undefined, token: string): void {
  try {
    sessionStorage.setItem(tokenKey(server, room, name), token);
  } catch {
    // without storage a reload joins as a new person
  }
}

/** The seat a person played and its key, kept beside the token: after the grace, a fresh join claims it back. */
type KeptSeat = { seat: Seat; key: string };
const seatKeyOf = (server: string, room: string, name: string | undefined): string => `${tokenKey(server, room, name)}/seat`;

function readSeat(server: string, room: string, name: string | undefined): KeptSeat | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(seatKeyOf(server, room, name)) ?? 'null') as KeptSeat | null;
    return kept && Number.isInteger(kept.seat) && typeof kept.key === 'string' ? kept : null;
  } catch {
    return null;
  }
}

function keepSeat(server: string, room: string, name: string | undefined, kept: KeptSeat): void {
  try {
    sessionStorage.setItem(seatKeyOf(server, room, name), JSON.stringify(kept));
  } catch {
    // kept in memory only
  }
}

/** What the online controller needs of its table, read fresh each time. */
export interface OnlineTable<G> {
  game(): CompiledGame<G, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The `server` and `room` attributes. */
  server(): string | undefined;
  room(): string | undefined;
  /** The `names` attribute's first name: the name this person gives the room. */
  name(): string | undefined;
  /** Who plays each seat, as the server says (people, the server's bots). */
  setLineup(lineup: SeatPlayer[]): void;
  /** Shows a refusal or a network problem in the table's notice (null clears it). */
  notice(text: Text | null): void;
  /** The table's translator, for the lobby drawn inside it. */
  translator(): Translator;
}


/**
 * Plays a table's game on the game server: with `server` and `room` set (or after `connect()`),
 * the table shows a `RemoteMatch` instead of its local match, its own bots stay off (the server
 * plays them), and the network's state is said plainly above the table. Before the start the
 * table's felt holds the lobby (seats, the host's start). The SDK is loaded only when a table
 * goes online, so offline tables do not carry it.
 *
 * @example
 * class MyTable extends LitElement {
 *   private online = new OnlineController(this, { game: () => hisssCompiled, server: () => this.server, room: () => this.room, … });
 *   get match() { return this.online.match ?? this.localMatch; }
 * }
 */
export class OnlineController<G> implements ReactiveController, OnlineParts<G> {
  /** The server's game, once connected. */
  match: RemoteMatch<G> | null = null;
  connection: OnlineConnection | null = null;
  /** Trying to connect, or connected: the table's local game and bots stay off. */
  wanted = false;
  private joining: Text | null = null;
  private failure: Text | null = null;
  private kicked = false;
  private key = '';
  private stop: (() => void) | null = null;
  /** The last seat this person played here and its key (also in the session storage). */
  private keptSeat: (KeptSeat & { server: string; room: string }) | null = null;
  /** The server's own texts (its refusals), loaded with the connection. */
  translations: readonly TranslationSet[] = [];

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly table: OnlineTable<G>,
  ) {
    host.addController(this);
  }

  /** Whether the table plays online (connecting, connected, or lost). */
  get active(): boolean {
    return this.wanted;
  }

  /** This person's seat at the server's table; null for a spectator (or before the seat is taken). */
  get seat(): Seat | null {
    return this.connection?.seat ?? null;
  }

  /** The game is running (or over) on the server; before it, the felt holds the lobby. */
  get started(): boolean {
    return this.match?.started ?? false;
  }

  hostUpdate(): void {
    const server = this.table.server();
    const room = this.table.room();
    const key = server && room ? `${server}|${room}` : '';
    if (key !== this.key) {
      this.key = key;
      if (key !== '') void this.connect({ server: server!, room: room! });
    }
  }

  hostDisconnected(): void {
    // A table moved in the page (out and straight back in) keeps its room; one taken out leaves it.
    setTimeout(() => {
      if (this.host.isConnected || !this.wanted) return;
      void this.close();
      this.key = '';
    }, 0);
  }

  /**
   * Joins the room `room` on `server` (or takes over a connection a lobby opened). Resolves once
   * the first table is here, or the failure is shown.
   */
  async connect(options: ConnectOptions = {}): Promise<void> {
    await this.close();
    this.wanted = true;
    this.failure = null;
    this.kicked = false;
    this.joining = t`Connecting to the game server…`;
    this.host.requestUpdate();
    try {
      const kit = onlineKit();
      if (!kit) throw new Error('online play is not loaded on this page (import the online module of Tabletop Elements)');
      const { OnlineConnection } = kit;
      if (this.translations.length === 0) this.translations = kit.translations;
      const lastRoom = this.keptSeat; // a room a lobby handed over has no attributes: Try again goes back to it
      const server = options.server ?? this.table.server() ?? (options.connection ? undefined : lastRoom?.server);
      const room = options.room ?? this.table.room() ?? (options.connection ? undefined : lastRoom?.room);
      let connection: OnlineConnection | null | undefined = options.connection;
      let reclaim: KeptSeat | null = null;
      if (!connection) {
        if (!server || !room) throw new Error('server and room are needed');
        // After a reload the page's earlier session may still hold a seat: take it up again.
        const token = readToken(server, room, this.table.name());
        connection = token ? await OnlineConnection.resume(server, token).catch(() => null) : null;
        if (!connection) {
          connection = await OnlineConnection.join(server, room, options.name ?? this.table.name());
          // Past the grace a bot keeps the seat for its key: claim it back.
          const kept = this.keptSeat && this.keptSeat.server === server && cleanRoom(this.keptSeat.room) === cleanRoom(room) ? this.keptSeat : readSeat(server, room, this.table.name());
          if (kept && connection.seat === null) reclaim = kept;
        }
      }
      this.connection = connection;
      if (reclaim) connection.send('claim', { seat: reclaim.seat, key: reclaim.key });
      this.match = new RemoteMatch<G>(this.table.game(), connection);
      const stopEvents = connection.subscribe((event) => this.onEvent(event));
      // A refused move: the same event a local table fires, with the move and the server's reason.
      const stopRefusals = this.match.onRefused((move, result) => {
        this.host.dispatchEvent(new CustomEvent('tt-invalid-move', { bubbles: true, composed: true, detail: { move, reason: result.reason, text: result.text } }));
      });
      this.stop = () => {
        stopEvents();
        stopRefusals();
      };
      this.syncLineup();
      this.joining = null;
    } catch (error) {
      this.joining = null;
      this.failure = t`Could not join the room: ${String((error as Error)?.message ?? error).slice(0, 200)}`;
    }
    this.host.requestUpdate();
  }

  /** Leaves the room; the table goes back to its own local game. */
  async disconnect(): Promise<void> {
    await this.close();
    this.wanted = false;
    this.failure = null;
    this.host.requestUpdate();
  }

  /** The host's sealed save: asks the server, downloads it as a file, and resolves with it. */
  save(): Promise<unknown> {
    const connection = this.connection;
    if (!connection?.table?.you.host) {
      this.table.notice(t`Only the room's host may save an online game.`);
      return Promise.resolve(null);
    }
    return new Promise((resolve) => {
      const stop = connection.subscribe((event) => {
        if (event.kind !== 'save') return;
        stop();
        const blob = new Blob([JSON.stringify(event.file)], { type: 'application/json' });
        const link = document.createElement('a');
        link.href = URL.createObjectURL(blob);
        link.download = `${connection.table?.game ?? 'game'}-${connection.table?.code ?? ''}.json`;
        link.click();
        setTimeout(() => URL.revokeObjectURL(link.href), 0);
        resolve(event.file);
      });
      connection.send('save');
    });
  }

  /** "Play again": the host asks the room for another game with the same people. */
  again(): void {
    if (this.connection?.table?.you.host) this.connection.send('again');
    else this.table.notice(t`The room's host starts the next game.`);
  }

  /** The names people gave the room, by seat (null: the table's own "Player 2", "Bot 3"). */
  names(players: number): (string | null)[] {
    const seats = this.connection?.table?.seats ?? [];
    return Array.from({ length: players }, (_, s) => (seats[s]?.kind === 'person' ? seats[s].name : null));
  }

  /** The network's state in words, above the table; nothing while all is well. */
  renderStatus(tr: (text: Text) => string): TemplateResult | typeof nothing {
    const line = this.statusText();
    const menu = this.renderHostMenu(tr);
    if (line === null) return menu;
    const lost = this.failure !== null || this.kicked || this.connection?.status === 'lost';
    return html`<p part="network" class="network" role="status" data-network=${this.networkState()}>
      ${tr(line)}
      ${lost && (this.key !== '' || this.keptSeat !== null) ? html`<button class="tt-button" @click=${() => void this.connect()}>${tr(t`Try again`)}</button>` : nothing}
    </p>
    ${menu}`;
  }

  /**
   * The host's menu while the game runs: remove a person (a bot takes the seat), change a bot
   * seat's level, remove a watcher.
   */
  private renderHostMenu(tr: (text: Text) => string): TemplateResult | typeof nothing {
    const connection = this.connection;
    const table = connection?.table;
    if (!connection || !table || !table.you.host || table.status !== 'playing' || connection.status !== 'open') return nothing;
    const others = table.watchers.filter((w) => w.id !== table.you.id);
    return html`<details part="host-menu" class="host-menu">
      <summary class="tt-button">${tr(t`Host: seats and people`)}</summary>
      <ul>
        ${table.seats.map((info) => {
          const number = info.seat + 1;
          if (info.kind === 'person') {
            const who = info.name ?? tr(t`Player ${number}`);
            return html`<li data-seat=${info.seat}>
              <span>${tr(t`Seat ${number}: ${who}`)}</span>
              ${info.id && info.id !== table.you.id ? html`<button class="tt-button" part="host-kick-button" @click=${() => connection.send('kick', { id: info.id! })}>${tr(t`Remove`)}</button>` : nothing}
            </li>`;
          }
          return html`<li data-seat=${info.seat}>
            <label
              >${tr(t`Bot for seat ${number}`)}
              <select part="host-bot-level" style="min-block-size: 44px; font: inherit" @change=${(e: Event) => connection.send('bot', { seat: info.seat, level: (e.target as HTMLSelectElement).value as ServerBotLevel })}>
                ${SERVER_BOT_LEVELS.map((level) => html`<option value=${level} ?selected=${(info.level ?? 'medium') === level}>${tr(t`Bot (${levelName(level)})`)}</option>`)}
              </select></label
            >
          </li>`;
        })}
        ${others.map(
          (w) => html`<li data-watcher=${w.id}>
            <span>${tr(t`Watching: ${w.name ?? tr(t`A spectator`)}`)}</span>
            <button class="tt-button" part="host-kick-button" @click=${() => connection.send('kick', { id: w.id })}>${tr(t`Remove`)}</button>
          </li>`,
        )}
      </ul>
    </details>`;
  }

  /** The lobby drawn on the felt before the start (seats, the host's start). */
  renderLobby(): TemplateResult | typeof nothing {
    if (!this.connection) return nothing;
    return html`<tt-lobby .connection=${this.connection} .definition=${this.table.game()} .translator=${this.table.translator()}></tt-lobby>`;
  }

  /** connecting, waiting, playing, reconnecting or lost: for pages and tests (`data-network`). */
  networkState(): 'connecting' | 'waiting' | 'playing' | 'reconnecting' | 'lost' | 'off' {
    if (!this.wanted) return 'off';
    if (this.failure !== null || this.kicked) return 'lost';
    const connection = this.connection;
    if (!connection) return 'connecting';
    if (connection.status === 'lost') return 'lost';
    if (connection.status === 'reconnecting') return 'reconnecting';
    if (connection.status === 'connecting') return 'connecting';
    return this.started ? 'playing' : 'waiting';
  }

  private statusText(): Text | null {
    if (this.failure !== null) return this.failure;
    if (this.kicked) return t`The host removed you from the room.`;
    switch (this.networkState()) {
      case 'off':
        return null;
      case 'connecting':
        return this.joining ?? t`Connecting to the game server…`;
      case 'reconnecting':
        return t`The connection dropped. Reconnecting… your seat is kept for you.`;
      case 'lost':
        return t`The connection to the game server is lost.`;
      case 'waiting':
        return t`Waiting for players: room ${this.connection!.table!.code}.`;
      case 'playing':
        return this.seat === null && !this.match!.isOver ? t`You are watching this game.` : null;
    }
  }

  private onEvent(event: ConnectionEvent): void {
    if (event.kind === 'table') {
      this.syncLineup();
      const you = event.table.you;
      if (you.seat !== null && this.connection) {
        keepToken(this.connection.server, event.table.code, this.table.name(), this.connection.reconnectionToken);
        if (you.seatKey) {
          this.keptSeat = { server: this.connection.server, room: event.table.code, seat: you.seat, key: you.seatKey };
          keepSeat(this.connection.server, event.table.code, this.table.name(), this.keptSeat);
        }
      }
    }
    if (event.kind === 'refused') {
      this.table.notice(event.refusal.text);
    }
    if (event.kind === 'kicked') {
      this.kicked = true;
      this.keptSeat = null; // the server no longer keeps the seat either
    }
    this.host.requestUpdate();
  }

  private syncLineup(): void {
    const table = this.connection?.table;
    if (!table) return;
    this.table.setLineup(table.seats.map((s): SeatPlayer => (s.kind === 'bot' ? { kind: 'bot', level: s.level ?? 'medium' } : { kind: 'human' })));
  }

  private async close(): Promise<void> {
    this.stop?.();
    this.stop = null;
    const connection = this.connection;
    this.match?.dispose();
    this.match = null;
    this.connection = null;
    await connection?.leave();
  }
}
