/**
 * The messages between a game room and its clients (see server/README.md, "Protocol"). Every
 * message a client sends is hostile until checked here: plain bounded JSON of the expected shape,
 * or a refusal with a reason. Nothing in a server message is more than the receiving seat may know.
 */
import type { GameResult, Json, Move, Seat } from '../src/dsl/types.js';
import { MOVE_LIMITS, plainDataProblem, type InputLimits } from '../src/dsl/input.js';
import { t, type Text } from '../src/i18n/text.js';

/** Bot strengths a host may choose for a seat. */
export const SERVER_BOT_LEVELS = ['easy', 'medium', 'hard'] as const;
export type ServerBotLevel = (typeof SERVER_BOT_LEVELS)[number];

/** Longest message (its JSON) the room reads; longer ones are refused with a reason. */
export const MAX_MESSAGE_CHARS = 8_192;
/** Longest save a host may restore (its JSON). The websocket itself closes past `MAX_FRAME_BYTES`. */
export const MAX_SAVE_CHARS = 1_000_000;
/** Frames past this close the connection (the websocket's own limit, above every message the room accepts). */
export const MAX_FRAME_BYTES = 1_100_000;
/** Longest name a person may give. */
export const MAX_NAME_LENGTH = 24;

const MESSAGE_LIMITS: InputLimits = { depth: 10, nodes: 1_200, stringLength: 200 };
const SAVE_LIMITS: InputLimits = { depth: 4, nodes: 50, stringLength: MAX_SAVE_CHARS };

// ---------------------------------------------------------------- server → client

/** One seat as every client sees it. */
export interface SeatInfo {
  seat: Seat;
  /** The public id of the person sitting here (what the host names to kick), or null. */
  id: string | null;
  /** Who plays it: nobody yet (lobby), a person, or one of the server's bots. */
  kind: 'empty' | 'person' | 'bot';
  /** The name the person gave (literal text), or null: the client shows its own "Player 2" or "Bot 2". */
  name: string | null;
  /** A person's connection is up (false while the server keeps the seat for a dropped person). */
  connected: boolean;
  /** A bot's level. */
  level: ServerBotLevel | null;
  /** The person sitting here is the room's host. */
  host: boolean;
  /** A bot keeps this seat for a person who may claim it back with the seat's key. */
  reserved: boolean;
}

/** A log entry as it leaves the server: the engine's entry for the reader's seat, hidden arguments left out. */
export interface WireLogEntry {
  index: number;
  move: Move;
  text: string;
  message: Text;
  phase: string;
}

/**
 * `table`: everything one client may know, sent after every change. The log comes in pieces: the
 * client drops its entries from `logStart` on and appends `log` (a full log has `logStart` 0).
 */
export interface TableMessage {
  /** Grows with every change, so a client can tell an old message from a new one. */
  revision: number;
  game: string;
  /** The join code (the room's only key: whoever has it may join). */
  code: string;
  status: 'lobby' | 'playing' | 'over';
  players: number;
  /** The player counts the game allows with the room's options (what the host may pick). */
  playerCounts: number[];
  options: Record<string, Json>;
  seats: SeatInfo[];
  spectators: number;
  /** The clients without a seat: public id, name, and whether the connection is up. */
  watchers: { id: string; name: string | null; connected: boolean }[];
  you: {
    /** This client's public id (what the host kicks). */
    id: string;
    seat: Seat | null;
    host: boolean;
    /** The key that claims this seat back after the grace period; only this client ever gets it. */
    seatKey: string | null;
  };
  /** The room holds a restored game that starts where its save left off. */
  restored: boolean;
  /** The game's phase (dotted path), or null before the start. */
  phase: string | null;
  active: Seat[];
  /** `match.view(seat)` of this client's seat (`view(null)` for a spectator); null before the start. */
  view: unknown;
  logStart: number;
  log: WireLogEntry[];
  logLength: number;
  /** Moves this client's seat may make now, as far as its own view tells (the server checks every move again). */
  legal: Move[];
  over: boolean;
  result: GameResult | null;
}

/** `refused`: a message the room did not act on, and why; nothing changed. */
export interface RefusedMessage {
  /** The type of the refused message (`move`, `claim`, …). */
  to: string;
  /** The reason in English. */
  reason: string;
  /** The same reason as a text, for the client to show in its language. */
  text: Text;
}

// ---------------------------------------------------------------- client → server

export type ClientMessage =
  | { type: 'name'; name: string }
  | { type: 'claim'; seat: Seat; key: string | null }
  | { type: 'release' }
  | { type: 'setup'; players: number | null; options: Record<string, Json> | null }
  | { type: 'bot'; seat: Seat; level: ServerBotLevel | null }
  | { type: 'start' }
  | { type: 'again' }
  | { type: 'kick'; id: string }
  | { type: 'move'; move: Move }
  | { type: 'save' }
  | { type: 'restore'; file: unknown };

export type ClientMessageType = ClientMessage['type'];
export const CLIENT_MESSAGE_TYPES: readonly ClientMessageType[] = ['name', 'claim', 'release', 'setup', 'bot', 'start', 'again', 'kick', 'move', 'save', 'restore'];

export type Parsed = { ok: true; message: ClientMessage } | { ok: false; text: Text };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isSeat = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < 64;

/** Keys other than `allowed` in `payload`, for a refusal that names the stray key. */
function strayKey(payload: Record<string, unknown>, allowed: readonly string[]): string | null {
  return Object.keys(payload).find((key) => !allowed.includes(key)) ?? null;
}

/**
 * Checks one message from a client: bounded plain data, of its type's shape. An empty payload may
 * be left out (`room.send('start')`).
 *
 * @example
 * parseClientMessage('claim', { seat: 1 }); // { ok: true, message: { type: 'claim', seat: 1, key: null } }
 * parseClientMessage('claim', { seat: 'x' }).ok; // false
 */
export function parseClientMessage(type: unknown, payload: unknown): Parsed {
  if (typeof type !== 'string' || !(CLIENT_MESSAGE_TYPES as readonly string[]).includes(type)) {
    return { ok: false, text: t`The server does not know the message "${String(type).slice(0, 40)}".` };
  }
  const body = payload === undefined || payload === null ? {} : payload;
  const limits = type === 'restore' ? SAVE_LIMITS : MESSAGE_LIMITS;
  const problem = plainDataProblem(body, limits, 'the message');
  if (problem !== null) return { ok: false, text: t`This message is not plain data of a sane size: ${problem}.` };
  const length = JSON.stringify(body).length;
  const cap = type === 'restore' ? MAX_SAVE_CHARS : MAX_MESSAGE_CHARS;
  if (length > cap) return { ok: false, text: t`This message is too long (${length} characters; at most ${cap}).` };
  if (!isRecord(body)) return { ok: false, text: t`A message is an object of named fields.` };
  const shape = (allowed: readonly string[], check: () => Parsed): Parsed => {
    const stray = strayKey(body, allowed);
    return stray === null ? check() : { ok: false, text: t`The message "${type}" has no field "${stray.slice(0, 40)}".` };
  };
  switch (type) {
    case 'name':
      return shape(['name'], () => (typeof body.name === 'string' ? { ok: true, message: { type, name: body.name } } : { ok: false, text: t`A name is a text.` }));
    case 'claim':
      return shape(['seat', 'key'], () => {
        if (!isSeat(body.seat)) return { ok: false, text: t`A seat is a whole number from 0.` };
        if (body.key !== undefined && body.key !== null && typeof body.key !== 'string') return { ok: false, text: t`A seat's key is a text.` };
        return { ok: true, message: { type, seat: body.seat, key: typeof body.key === 'string' ? body.key : null } };
      });
    case 'release':
    case 'start':
    case 'again':
    case 'save':
      return shape([], () => ({ ok: true, message: { type } }));
    case 'setup':
      return shape(['players', 'options'], () => {
        if (body.players !== undefined && !Number.isInteger(body.players)) return { ok: false, text: t`The number of players is a whole number.` };
        if (body.options !== undefined && !isRecord(body.options)) return { ok: false, text: t`The options are an object of named values.` };
        return { ok: true, message: { type, players: (body.players as number | undefined) ?? null, options: (body.options as Record<string, Json> | undefined) ?? null } };
      });
    case 'bot':
      return shape(['seat', 'level'], () => {
        if (!isSeat(body.seat)) return { ok: false, text: t`A seat is a whole number from 0.` };
        const level = body.level ?? 'medium';
        if (level !== null && !(SERVER_BOT_LEVELS as readonly unknown[]).includes(level)) return { ok: false, text: t`A bot's level is easy, medium or hard (or null to empty the seat).` };
        return { ok: true, message: { type, seat: body.seat, level: level as ServerBotLevel | null } };
      });
    case 'kick':
      return shape(['id'], () => (typeof body.id === 'string' ? { ok: true, message: { type, id: body.id } } : { ok: false, text: t`Kick names a client's id.` }));
    case 'move':
      return shape(['move'], () => {
        const move = body.move;
        if (!isRecord(move) || typeof move.type !== 'string' || move.type.length === 0 || move.type.length > 64) return { ok: false, text: t`A move is an object with a "type" text.` };
        if (move.seat !== undefined && !isSeat(move.seat)) return { ok: false, text: t`A move's seat is a whole number from 0.` };
        const problem = plainDataProblem(move, MOVE_LIMITS, 'the move');
        if (problem !== null) return { ok: false, text: t`This move is not plain data of a sane size: ${problem}.` };
        return { ok: true, message: { type, move: move as Move } };
      });
    case 'restore':
      return shape(['file'], () => (body.file === undefined ? { ok: false, text: t`Restore needs the save file.` } : { ok: true, message: { type, file: body.file } }));
  }
  return { ok: false, text: t`The server does not know the message "${type}".` };
}

/**
 * A person's name as the room keeps it: control characters left out, spaces tidied, cut to
 * `MAX_NAME_LENGTH`; null when nothing is left.
 *
 * @example
 * cleanName('  Ana\u0007  '); // 'Ana'
 */
export function cleanName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const clean = name.slice(0, 200).replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();
  return clean === '' ? null : [...clean].slice(0, MAX_NAME_LENGTH).join('');
}
