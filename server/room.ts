import { randomBytes } from 'node:crypto';
import { matchMaker, Room, ServerError, type Client } from '@colyseus/core';
import { botThinking } from '../src/bots/levels.js';
import { setupProblem } from '../src/dsl/core.js';
import { playerCounts } from '../src/dsl/define-game.js';
import type { Json, Move, Seat } from '../src/dsl/types.js';
import { Match, parseSave, SaveError, type MatchResult } from '../src/engine/match.js';
import { t, type Text } from '../src/i18n/text.js';
import { Translator } from '../src/i18n/translator.js';
import { pageClock } from '../src/realtime/clock.js';
import { RealtimeHost } from '../src/realtime/host.js';
import { newJoinCode, normaliseCode } from './codes.js';
import type { AnyCompiledGame } from './games.js';
import { CLIENT_MESSAGE_TYPES, cleanName, parseClientMessage, type ClientMessage, type RefusedMessage, type SeatInfo, type ServerBotLevel, type TableMessage, type WireLogEntry } from './protocol.js';
import type { SaveSealer } from './sealed-save.js';

/** How a server runs its rooms (one set for every room of a process). */
export interface RoomConfig {
  /** Seconds a dropped person's seat waits for them before a bot takes it over. */
  graceSeconds: number;
  /** Minutes without any client message after which a room closes. */
  idleMinutes: number;
  /** Milliseconds a bot waits before its move (so people can follow). */
  botDelayMs: number;
  /**
   * Factor on a real-time game's pauses and bot reactions (1: as designed; below 1 faster, e.g.
   * for tests). Race windows keep their length, so presses still race as they would.
   */
  realtimePace: number;
  /** Moves a client may send per second (on average; twice as many in a burst). */
  movesPerSecond: number;
  /** Messages of any kind per second past which Colyseus drops the connection (a flood, not a player). */
  floodMessagesPerSecond: number;
  /** Clients in one room, players and spectators together. */
  maxClients: number;
  /**
   * Milliseconds one decision of a server bot may think at each level. A search runs on the
   * process's only thread and blocks every room of it while it runs, so it stops at this budget
   * (or the game's iterations, if sooner) and plays the best move found so far. Games with a
   * hand-written medium player keep it: it is instant.
   */
  botBudgetMs: Record<ServerBotLevel, number>;
  /**
   * Most MCTS iterations per decision at each level, for the searches that have no time budget:
   * a real-time game's turn-based bots, which its host runs.
   */
  botIterations: Record<ServerBotLevel, number>;
  /** Level of the bots that fill empty seats at the start and take over abandoned seats. */
  defaultLevel: ServerBotLevel;
  sealer: SaveSealer;
  /** Called with each bot decision's thinking time (for the load run). */
  onBotThought?: (ms: number) => void;
}

/** One seat of the table. */
interface SeatSlot {
  kind: 'empty' | 'person' | 'bot';
  /** The session of the person sitting here. */
  session: string | null;
  level: ServerBotLevel;
  /** The key of the person who sat here: only it claims the seat back from the bot keeping it. */
  key: string | null;
}

/** A client in the room. */
interface Member {
  id: string;
  session: string;
  client: Client;
  name: string | null;
  seat: Seat | null;
  /** The seat this client played in this game: the only one it may claim once the game runs. */
  played: Seat | null;
  connected: boolean;
  kicked: boolean;
  /** Log entries this client already has, and the seat whose log they are (a new seat's log is sent whole). */
  logSent: number;
  logSeat: Seat | null;
  /** Move tokens (refilled at `movesPerSecond`). */
  tokens: number;
  refilledAt: number;
  joinedAt: number;
}

const ENGLISH = new Translator('en', []);
/** Close code sent to a kicked client. */
export const KICKED_CLOSE_CODE = 4101;
/** Close code of a room closed for being idle. */
export const IDLE_CLOSE_CODE = 4102;
/** Most legal moves sent in one message (a client can still send any move; the server checks it). */
const MAX_LEGAL_SENT = 1_000;

const secret = (bytes: number): string => randomBytes(bytes).toString('base64url');

/**
 * The game's compiled form with the server's bot iterations: the Match is built from it, so a
 * real-time host's turn-based bots (which have no time budget) search only that long too.
 */
function withServerBots(game: AnyCompiledGame, iterations: Record<ServerBotLevel, number>): AnyCompiledGame {
  const own = game.def.bots?.iterations ?? {};
  const capped = {
    easy: 0,
    medium: Math.min(own.medium ?? iterations.medium, iterations.medium),
    hard: Math.min(own.hard ?? iterations.hard, iterations.hard),
  };
  return { ...game, def: { ...game.def, bots: { ...game.def.bots, iterations: capped } } };
}

/**
 * A room type for one game: `gameRoom(hisssCompiled, config)` is what `server.define('hisss', …)`
 * gets. The room runs the engine's Match authoritatively and sends each client only its own seat's
 * view; see server/README.md for the protocol and the rules of the room.
 *
 * @example
 * server.define('hisss', gameRoom(hisssCompiled, config));
 */
export function gameRoom(game: AnyCompiledGame, config: RoomConfig): typeof GameRoom {
  const played = withServerBots(game, config.botIterations);
  return class extends GameRoom {
    protected override readonly game = played;
    protected override readonly config = config;
  };
}

/** The room class behind every game's room type (made concrete by `gameRoom`). */
export class GameRoom extends Room {
  protected readonly game!: AnyCompiledGame;
  protected readonly config!: RoomConfig;

  private code = '';
  private status: TableMessage['status'] = 'lobby';
  private players = 2;
  private options: Record<string, Json> = {};
  private seats: SeatSlot[] = [];
  private readonly members = new Map<string, Member>();
  private hostSession: string | null = null;
  private everJoined = false;
  private match: Match | null = null;
  private restored = false;
  private realtime: RealtimeHost<unknown> | null = null;
  private revision = 0;
  /** Moves applied in this game (a cheap position key for the bot scheduler). */
  private moveCount = 0;
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  private botKey = '';
  private idleTimer: ReturnType<typeof setInterval> | null = null;
  private lastActivity = Date.now();
  /** Entries in the match's log (every move goes through `apply`, so this is kept exactly). */
  private logLength = 0;
  /** Per revision: what each seat (or spectators, as -1) gets, worked out once. */
  private perSeat = new Map<number, { view: unknown; legal: Move[] }>();
  /** Per revision: the log entries each seat gets from an index on (clients of a seat share them). */
  private perSeatLog = new Map<string, WireLogEntry[]>();
  private perSeatRevision = -1;

  // ------------------------------------------------------------------ lifecycle

  override async onCreate(options: unknown): Promise<void> {
    const def = this.game.def;
    const wanted = (options as { players?: unknown } | null)?.players;
    this.players = Number.isInteger(wanted) && (wanted as number) >= def.players.min && (wanted as number) <= def.players.max ? (wanted as number) : Math.max(def.players.min, Math.min(2, def.players.max));
    this.seats = this.emptySeats(this.players);
    this.maxClients = this.config.maxClients;
    this.maxMessagesPerSecond = this.config.floodMessagesPerSecond;
    // No schema state: every client gets its own messages. The patch timer only ticks the room's clock.
    this.patchRate = 100;
    this.code = await this.freshCode();
    await this.setMatchmaking({ private: true, metadata: this.listing() });

    for (const type of CLIENT_MESSAGE_TYPES) {
      this.onMessage(type, (client: Client, payload: unknown) => this.receive(client, type, payload));
    }
    this.onMessage('*', (client: Client, type: string | number, payload: unknown) => this.receive(client, type, payload));

    const idleMs = this.config.idleMinutes * 60_000;
    this.idleTimer = setInterval(() => {
      if (Date.now() - this.lastActivity > idleMs) void this.disconnect(IDLE_CLOSE_CODE);
    }, Math.max(1_000, Math.min(60_000, idleMs / 4)));
  }

  /**
   * The creator (the first client, who alone knows the room exists) joins without a code; every
   * other client must bring the room's code.
   */
  override onAuth(_client: Client, options: unknown): boolean {
    if (!this.everJoined) {
      this.everJoined = true;
      return true;
    }
    if (normaliseCode((options as { code?: unknown } | null)?.code) === this.code) return true;
    throw new ServerError(4103, 'This code does not open this room.');
  }

  override onJoin(client: Client, options: unknown): void {
    this.lastActivity = Date.now();
    const member: Member = {
      id: secret(6), session: client.sessionId, client, name: cleanName((options as { name?: unknown } | null)?.name),
      seat: null, played: null, connected: true, kicked: false, logSent: 0, logSeat: null, tokens: this.config.movesPerSecond * 2, refilledAt: Date.now(), joinedAt: Date.now(),
    };
    this.members.set(client.sessionId, member);
    if (this.hostSession === null) this.hostSession = client.sessionId;
    this.changed(false);
  }

  override onDrop(client: Client): void {
    const member = this.members.get(client.sessionId);
    if (!member || member.kicked) return;
    member.connected = false;
    this.revision++;
    this.pushTables();
    // The rejection (grace over) is Colyseus's cue to call onLeave; nothing to do here.
    this.allowReconnection(client, this.config.graceSeconds).catch(() => {});
  }

  override onReconnect(client: Client): void {
    const member = this.members.get(client.sessionId);
    if (!member) return;
    this.lastActivity = Date.now();
    member.client = client;
    member.connected = true;
    member.logSent = 0;
    this.revision++;
    this.pushTables();
  }

  override onLeave(client: Client): void {
    const member = this.members.get(client.sessionId);
    if (!member) return;
    this.members.delete(client.sessionId);
    if (member.seat !== null) this.vacate(member.seat, !member.kicked);
    if (this.hostSession === member.session) {
      const next = [...this.members.values()].filter((m) => m.connected).sort((a, b) => a.joinedAt - b.joinedAt)[0] ?? [...this.members.values()][0];
      this.hostSession = next?.session ?? null;
    }
    this.changed(this.match !== null);
  }

  override onDispose(): void {
    if (this.botTimer !== null) clearTimeout(this.botTimer);
    if (this.idleTimer !== null) clearInterval(this.idleTimer);
    this.realtime?.clear();
    this.match?.dispose();
  }

  // ------------------------------------------------------------------ messages

  private receive(client: Client, type: string | number, payload: unknown): void {
    const member = this.members.get(client.sessionId);
    if (!member) return;
    this.lastActivity = Date.now();
    const parsed = parseClientMessage(type, payload);
    if (!parsed.ok) return this.refuse(member, String(type).slice(0, 40), parsed.text);
    try {
      this.act(member, parsed.message);
    } catch (error) {
      // A bug must not take the room down; the client still hears that it did not work.
      console.error(`${this.game.def.id} room ${this.roomId}: ${parsed.message.type} failed`, error);
      this.refuse(member, parsed.message.type, t`The server could not do this.`);
    }
  }

  private act(member: Member, message: ClientMessage): void {
    const refuse = (text: Text): void => this.refuse(member, message.type, text);
    const isHost = member.session === this.hostSession;
    const hostOnly = t`Only the host may do this.`;
    switch (message.type) {
      case 'name':
        member.name = cleanName(message.name);
        return this.changed(false);

      case 'claim': {
        if (this.status === 'over') return refuse(t`The game is over.`);
        if (message.seat >= this.players) return refuse(t`This table has no seat ${message.seat + 1}.`);
        const slot = this.seats[message.seat]!;
        if (member.seat === message.seat) return refuse(t`You already sit in this seat.`);
        if (slot.kind === 'person') return refuse(t`Someone else sits in this seat.`);
        if (this.status === 'playing') {
          if (member.seat !== null) return refuse(t`The game has started: you keep the seat you play.`);
          const own = member.played === message.seat;
          if (slot.key !== null && slot.key !== message.key && !own) return refuse(t`This seat is kept for the person who played it; it needs that person's seat key.`);
          if (slot.key === null && member.played !== null && member.played !== message.seat) return refuse(t`The game has started: you may only take back the seat you played.`);
        }
        if (member.seat !== null) this.vacate(member.seat, false);
        slot.kind = 'person';
        slot.session = member.session;
        slot.key = slot.key ?? secret(16);
        member.seat = message.seat;
        if (this.status === 'playing') member.played = message.seat;
        return this.changed(true);
      }

      case 'release':
        if (member.seat === null) return refuse(t`You do not sit at the table.`);
        this.vacate(member.seat, true);
        member.seat = null;
        return this.changed(true);

      case 'setup': {
        if (!isHost) return refuse(hostOnly);
        if (this.status !== 'lobby') return refuse(t`The game has started: its setup is fixed.`);
        if (this.restored) return refuse(t`A restored game keeps its saved setup.`);
        const players = message.players ?? this.players;
        const options = message.options ?? this.options;
        const problem = setupProblem(this.game.def, { players, seed: 0, options });
        if (problem !== null) return refuse(problem);
        this.resize(players);
        this.options = options;
        return this.changed(false);
      }

      case 'bot': {
        if (!isHost) return refuse(hostOnly);
        if (this.status === 'over') return refuse(t`The game is over.`);
        if (message.seat >= this.players) return refuse(t`This table has no seat ${message.seat + 1}.`);
        const slot = this.seats[message.seat]!;
        if (slot.kind === 'person') return refuse(t`A person sits in this seat.`);
        if (message.level === null) {
          if (this.status !== 'lobby') return refuse(t`Once the game runs, every seat is played: a bot keeps an empty one.`);
          slot.kind = 'empty';
        } else {
          slot.kind = 'bot';
          slot.level = message.level;
        }
        return this.changed(true);
      }

      case 'start':
        if (!isHost) return refuse(hostOnly);
        if (this.status !== 'lobby') return refuse(t`The game has already started.`);
        return this.start();

      case 'again':
        if (!isHost) return refuse(hostOnly);
        if (this.status !== 'over') return refuse(t`A new game starts once this one is over.`);
        return this.again();

      case 'kick': {
        if (!isHost) return refuse(hostOnly);
        const target = [...this.members.values()].find((m) => m.id === message.id);
        if (!target) return refuse(t`Nobody with this id is in the room.`);
        if (target === member) return refuse(t`The host cannot kick themselves.`);
        target.kicked = true;
        target.client.send('kicked', { text: t`The host asked you to leave the table.` });
        target.client.leave(KICKED_CLOSE_CODE);
        return;
      }

      case 'move':
        return this.move(member, message.move, refuse);

      case 'save':
        if (!isHost) return refuse(hostOnly);
        if (this.match === null) return refuse(t`There is no game to save yet.`);
        member.client.send('save', { file: this.config.sealer.seal(this.game.def.id, this.match.save()) });
        return;

      case 'restore':
        if (!isHost) return refuse(hostOnly);
        if (this.status !== 'lobby') return refuse(t`A save is restored before the game starts.`);
        return this.restore(message.file, refuse);
    }
  }

  private move(member: Member, raw: Move, refuse: (text: Text) => void): void {
    if (this.status === 'lobby' || this.match === null) return refuse(t`The game has not started yet.`);
    if (this.status === 'over') return refuse(t`The game is over.`);
    if (member.seat === null) return refuse(t`You are watching: claim a seat to play.`);
    if (raw.seat !== undefined && raw.seat !== member.seat) return refuse(t`You play seat ${member.seat + 1}; this move is for seat ${raw.seat + 1}.`);
    const now = Date.now();
    const rate = this.config.movesPerSecond;
    member.tokens = Math.min(rate * 2, member.tokens + ((now - member.refilledAt) / 1000) * rate);
    member.refilledAt = now;
    if (member.tokens < 1) return refuse(t`Too many moves at once: at most ${rate} a second.`);
    member.tokens -= 1;
    const move: Move = { ...raw, seat: member.seat };
    const result = this.realtime ? this.realtime.press(move, 'person') : this.apply(move);
    if (!result.ok) refuse(result.text);
  }

  private refuse(member: Member, to: string, text: Text): void {
    const message: RefusedMessage = { to, reason: ENGLISH.render(text), text };
    member.client.send('refused', message);
  }

  // ------------------------------------------------------------------ the game

  private start(): void {
    for (const slot of this.seats) {
      if (slot.kind === 'empty') {
        slot.kind = 'bot';
        slot.level = this.config.defaultLevel;
      }
    }
    if (this.match === null) {
      this.match = new Match(this.game, { players: this.players, seed: secret(12), options: this.options });
      this.logLength = 0;
    }
    this.moveCount = 0;
    this.status = this.match.isOver ? 'over' : 'playing';
    for (const member of this.members.values()) {
      member.played = member.seat;
      member.logSent = 0;
    }
    const rules = this.game.def.realtime;
    if (rules && this.status === 'playing') {
      const match = this.match;
      this.realtime = new RealtimeHost(pageClock, {
        match: () => match,
        bots: () => new Map(this.seats.flatMap((slot, seat) => (slot.kind === 'bot' ? [[seat, slot.level] as const] : []))),
        scale: () => this.config.realtimePace,
        running: () => this.status === 'playing',
        play: (move) => this.apply(move),
      });
    }
    this.changed(true);
  }

  /** Back to the lobby after a game: the same people in the same seats, a new game to start. */
  private again(): void {
    this.realtime?.clear();
    this.realtime = null;
    this.match?.dispose();
    this.match = null;
    this.logLength = 0;
    this.restored = false;
    this.status = 'lobby';
    for (const slot of this.seats) {
      // A kept seat's player is gone; its key has nothing left to open.
      if (slot.kind === 'bot') slot.key = null;
    }
    for (const member of this.members.values()) {
      member.played = null;
      member.logSent = 0;
    }
    this.changed(true);
  }

  /** Every move of the game goes through here: a person's, a bot's, the real-time host's. */
  private apply(move: Move): MatchResult {
    const match = this.match;
    if (match === null || this.status !== 'playing') return { ok: false, reason: 'The game is not running.', text: t`The game is not running.` };
    const result = match.play(move);
    if (result.ok) {
      this.moveCount++;
      this.logLength++;
      this.changed(true);
    }
    return result;
  }

  private restore(file: unknown, refuse: (text: Text) => void): void {
    const def = this.game.def;
    const text = this.config.sealer.open(file, def.id) ?? (typeof file === 'string' ? file : null);
    if (text === null) return refuse(t`This is not a save of ${def.name} this server can open.`);
    try {
      const save = parseSave(text, def.id, def.version ?? 1);
      const match = new Match(this.game, save.setup);
      match.load(text);
      this.match?.dispose();
      this.match = match;
      this.logLength = match.log.length;
    } catch (error) {
      return refuse(error instanceof SaveError ? error.text : t`This save cannot be loaded.`);
    }
    this.restored = true;
    this.options = { ...this.match.setup.options } as Record<string, Json>;
    this.resize(this.match.setup.players);
    this.changed(true);
  }

  /** After any change: the listing, the bots, and every client's table. */
  private changed(gameChanged: boolean): void {
    this.revision++;
    if (this.match?.isOver && this.status === 'playing') {
      this.status = 'over';
      this.realtime?.clear();
      if (this.botTimer !== null) clearTimeout(this.botTimer);
      this.botTimer = null;
    }
    if (gameChanged || this.revision % 8 === 0) this.setMatchmaking({ metadata: this.listing() }).catch(() => {});
    if (this.status === 'playing') {
      if (this.realtime) this.realtime.update();
      else this.scheduleBot();
    }
    this.pushTables();
  }

  private scheduleBot(): void {
    const match = this.match!;
    const seat = match.active.find((s) => this.seats[s]?.kind === 'bot');
    if (seat === undefined) {
      if (this.botTimer !== null) clearTimeout(this.botTimer);
      this.botTimer = null;
      this.botKey = '';
      return;
    }
    const key = `${this.moveCount}:${seat}:${this.seats[seat]!.level}`;
    if (key === this.botKey && this.botTimer !== null) return;
    if (this.botTimer !== null) clearTimeout(this.botTimer);
    this.botKey = key;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      if (this.botKey !== key || this.status !== 'playing' || this.seats[seat]?.kind !== 'bot') return;
      const level = this.seats[seat]!.level;
      const began = performance.now();
      // From the seat's own view only, like every bot; the seed never leaves the server.
      const thinking = botThinking(match.game, match.view(seat), seat, level, match.setup.seed);
      thinking.run({ deadline: began + this.config.botBudgetMs[level] });
      const move = thinking.move();
      this.config.onBotThought?.(performance.now() - began);
      if (move === null) return;
      const result = this.apply(move);
      if (!result.ok) console.error(`${this.game.def.id} room ${this.roomId}: a bot's move was refused: ${result.reason}`);
    }, this.config.botDelayMs);
  }

  // ------------------------------------------------------------------ seats

  private emptySeats(count: number): SeatSlot[] {
    return Array.from({ length: count }, () => ({ kind: 'empty' as const, session: null, level: this.config.defaultLevel, key: null }));
  }

  private resize(players: number): void {
    for (let seat = players; seat < this.seats.length; seat++) {
      const session = this.seats[seat]!.session;
      const member = session === null ? undefined : this.members.get(session);
      if (member) member.seat = null;
    }
    this.seats = [...this.seats.slice(0, players), ...this.emptySeats(Math.max(0, players - this.seats.length))];
    this.players = players;
  }

  /**
   * A person leaves a seat: before the start it is empty again; once the game runs a bot keeps it,
   * and (`keep`) it stays reserved for the person's key.
   */
  private vacate(seat: Seat, keep: boolean): void {
    const slot = this.seats[seat];
    if (!slot) return;
    slot.session = null;
    if (this.status === 'lobby') {
      slot.kind = 'empty';
      slot.key = null;
    } else {
      slot.kind = 'bot';
      slot.level = this.config.defaultLevel;
      if (!keep) slot.key = null;
    }
  }

  // ------------------------------------------------------------------ what leaves the server

  private listing(): Record<string, Json> {
    const persons = this.seats.filter((s) => s.kind === 'person').length;
    return { code: this.code, game: this.game.def.id, status: this.status, players: this.players, persons };
  }

  private async freshCode(): Promise<string> {
    for (;;) {
      const code = newJoinCode();
      if ((await matchMaker.query({ code })).length === 0) return code;
    }
  }

  private seatInfo(): SeatInfo[] {
    return this.seats.map((slot, seat) => {
      const member = slot.session === null ? undefined : this.members.get(slot.session);
      return {
        seat, id: slot.kind === 'person' ? (member?.id ?? null) : null, kind: slot.kind, name: member?.name ?? null, connected: slot.kind === 'person' ? (member?.connected ?? false) : slot.kind === 'bot',
        level: slot.kind === 'bot' ? slot.level : null, host: slot.session !== null && slot.session === this.hostSession,
        reserved: slot.kind === 'bot' && slot.key !== null,
      };
    });
  }

  private freshCaches(): void {
    if (this.perSeatRevision === this.revision) return;
    this.perSeat.clear();
    this.perSeatLog.clear();
    this.perSeatRevision = this.revision;
  }

  /** What one seat (or spectators, -1) may know now, worked out once per revision. */
  private forSeat(seat: Seat | null): { view: unknown; legal: Move[] } {
    this.freshCaches();
    const slot = seat ?? -1;
    let known = this.perSeat.get(slot);
    if (!known) {
      const match = this.match;
      if (match === null || this.status === 'lobby') known = { view: null, legal: [] };
      else {
        const view = match.view(seat);
        known = { view, legal: seat === null ? [] : this.legalFor(match, view, seat) };
      }
      this.perSeat.set(slot, known);
    }
    return known;
  }

  /** The log entries `seat` may read from `from` on: a client is sent each entry once. */
  private logFrom(seat: Seat | null, from: number): WireLogEntry[] {
    const match = this.match;
    if (match === null || this.status === 'lobby' || from >= this.logLength) return [];
    this.freshCaches();
    const key = `${seat ?? -1}:${from}`;
    let entries = this.perSeatLog.get(key);
    if (!entries) {
      // Named fields only: the engine's entry also has a lazy `undoable`, which is not for the wire.
      entries = match.logFor(seat, from).map((e) => ({ index: e.index, move: e.move, text: e.text, message: e.message, phase: e.phase }));
      this.perSeatLog.set(key, entries);
    }
    return entries;
  }

  /**
   * The moves `seat` may make, worked out from its own view (so the list cannot tell it anything
   * the view does not) and kept only where the real state agrees.
   */
  private legalFor(match: Match, view: unknown, seat: Seat): Move[] {
    if (this.status !== 'playing' || !match.active.includes(seat)) return [];
    const rules = this.game.def.realtime;
    const notForPeople = new Set([...(rules?.hostMoves ?? []), ...(rules?.botMoves ?? [])]);
    let moves: Move[];
    try {
      moves = this.game.core.legalMoves(view as never, seat);
    } catch {
      moves = match.legalMoves(seat);
    }
    return moves.filter((m) => m.seat === seat && !notForPeople.has(m.type) && match.reason(m) === null).slice(0, MAX_LEGAL_SENT);
  }

  private tableFor(member: Member): TableMessage {
    const known = this.forSeat(member.seat);
    const match = this.status === 'lobby' ? null : this.match;
    const logLength = match === null ? 0 : this.logLength;
    const logStart = member.logSeat === member.seat ? Math.min(member.logSent, logLength) : 0;
    const slot = member.seat === null ? undefined : this.seats[member.seat];
    const watchers = [...this.members.values()].filter((m) => m.seat === null).map((m) => ({ id: m.id, name: m.name, connected: m.connected }));
    return {
      revision: this.revision,
      game: this.game.def.id,
      code: this.code,
      status: this.status,
      players: this.players,
      playerCounts: playerCounts(this.game.def.playersFor?.({ ...this.game.def.options, ...this.options } as never) ?? this.game.def.players),
      options: this.options,
      seats: this.seatInfo(),
      spectators: watchers.length,
      watchers,
      you: { id: member.id, seat: member.seat, host: member.session === this.hostSession, seatKey: slot?.session === member.session ? slot.key : null },
      restored: this.restored,
      phase: match?.phase ?? null,
      active: match && this.status === 'playing' ? [...match.active] : [],
      view: known.view,
      logStart,
      log: this.logFrom(member.seat, logStart),
      logLength,
      legal: known.legal,
      over: this.status === 'over',
      result: match?.result ?? null,
    };
  }

  private pushTables(): void {
    for (const member of this.members.values()) {
      if (!member.connected) continue;
      const table = this.tableFor(member);
      member.logSent = table.logLength;
      member.logSeat = member.seat;
      member.client.send('table', table);
    }
  }
}
