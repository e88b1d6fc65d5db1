import type { GameState, Move, Seat } from '../dsl/types.js';
import { BOT_LEVELS, type BotLevel } from './levels.js';

/** What a table asks its bot worker: a move for `seat`, decided from that seat's view only. */
export interface ThinkRequest {
  kind: 'think';
  /** The table's number for this decision (the answer carries it back; a newer one supersedes it). */
  id: number;
  /** The game's id (`def.id`): the worker loads that game's rules. */
  game: string;
  /** `match.view(seat)`: what the seat may see, never the whole state. */
  view: GameState<unknown>;
  seat: Seat;
  level: BotLevel;
  seed: string | number;
  /** Milliseconds to think at most (0: the level's iterations only). */
  budget: number;
}

/** The worker's answer: the move (null: none legal), or why it could not give one. */
export type ThinkReply =
  | { kind: 'move'; id: number; move: Move | null }
  | { kind: 'error'; id: number | null; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown, max: number): value is number => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max;

/**
 * Checks a message sent to the bot worker: the request, or what is wrong with it (a message
 * from a page's other code, or a bug, gets an error answer instead of breaking the worker).
 *
 * @example
 * const request = readRequest(event.data);
 * if (typeof request === 'string') postMessage({ kind: 'error', id: null, message: request });
 */
export function readRequest(data: unknown): ThinkRequest | string {
  if (!isRecord(data)) return 'a request is an object';
  if (data.kind !== 'think') return `unknown request kind ${JSON.stringify(String(data.kind)).slice(0, 40)}`;
  const { id, game, view, seat, level, seed, budget } = data;
  if (!isCount(id, Number.MAX_SAFE_INTEGER)) return 'id must be a whole number';
  if (typeof game !== 'string' || !/^[a-z0-9][a-z0-9-]{0,63}$/.test(game)) return 'game must be a game id';
  if (typeof level !== 'string' || !(BOT_LEVELS as readonly string[]).includes(level)) return `level must be one of ${BOT_LEVELS.join(', ')}`;
  if (!(typeof seed === 'string' && seed.length <= 200) && !(typeof seed === 'number' && Number.isFinite(seed))) return 'seed must be a string or a number';
  if (typeof budget !== 'number' || !(budget >= 0 && budget <= 60_000)) return 'budget must be 0 to 60000 milliseconds';
  if (!isRecord(view) || !('G' in view) || !isRecord(view.ctx)) return 'view must be a game state ({ G, ctx })';
  const { ctx } = view;
  if (!isCount(ctx.players, 64) || ctx.players === 0 || !isCount(ctx.moves, Number.MAX_SAFE_INTEGER) || !Array.isArray(ctx.active) || !ctx.active.every((s) => isCount(s, 63))) return 'view.ctx is not a game context';
  if (!isCount(seat, 63) || seat >= ctx.players) return 'seat must be a seat of the game';
  return { kind: 'think', id, game, view: view as unknown as GameState<unknown>, seat, level: level as BotLevel, seed, budget };
}
