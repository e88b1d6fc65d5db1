import { BOT_LEVELS, type BotLevel } from '../bots/levels.js';
import { playerCounts } from '../dsl/define-game.js';
import type { Seat } from '../dsl/types.js';
import { list, plural, t, type Text } from '../i18n/text.js';

/**
 * Pure parsing of the attributes every game element accepts. Each parser returns the value to
 * use and, when the given text was unusable, a text saying what was wrong and what is used
 * instead; the element shows that text in its language and never throws. (The `lang` attribute
 * is read by `languageFor` in `src/i18n`.)
 */

/** A parsed value, and the problem with the input when a fallback was used. */
export interface Parsed<T> {
  value: T;
  /** Set when the input was unusable: what was wrong and which value is used instead (a text to translate). */
  problem?: Text;
}

/** Who plays a seat. */
export type SeatPlayer = { kind: 'human' } | { kind: 'bot'; level: BotLevel };

/** Whose screen the element shows: the seat to act (`hotseat`), one fixed seat, or nobody's secrets. */
export type ViewMode = 'hotseat' | 'spectator' | Seat;

/** Player-count range of a game. */
export interface PlayerRange {
  min: number;
  max: number;
  /** Only these counts, when the game allows only some (e.g. 2, 4 or 6). */
  counts?: number[];
}

export const DEFAULT_BOT_DELAY = 700;
export const MAX_BOT_DELAY = 60_000;
export const DEFAULT_BOT_LEVEL: BotLevel = 'medium';

const blank = (raw: unknown): boolean => raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
const quote = (raw: unknown): string => `"${String(raw)}"`;

/** Three players when the game allows it (a friendly table), else its minimum. */
export function defaultPlayerCount(range: PlayerRange): number {
  const allowed = playerCounts(range);
  return allowed.includes(3) ? 3 : allowed[0]!;
}

/**
 * The `players` attribute: a whole number within the game's range.
 *
 * @example
 * parsePlayers('4', { min: 2, max: 5 }); // { value: 4 }
 * parsePlayers('9', { min: 2, max: 5 }); // { value: 3, problem: t`players="9" is out of range: …` }
 */
export function parsePlayers(raw: unknown, range: PlayerRange): Parsed<number> {
  const fallback = defaultPlayerCount(range);
  if (blank(raw)) return { value: fallback };
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
  const span: Text = range.counts ? list(playerCounts(range), 'or') : range.min === range.max ? range.min : t`${range.min} to ${range.max}`;
  if (!Number.isInteger(n)) {
    return { value: fallback, problem: t`players=${quote(raw)} is not a whole number; this game is for ${span} players. Using ${fallback}.` };
  }
  if (!playerCounts(range).includes(n)) {
    return { value: fallback, problem: t`players=${quote(raw)} is out of range: this game is for ${span} players. Using ${fallback}.` };
  }
  return { value: n };
}

/** The default line-up: seat 0 is a person, every other seat a medium bot. */
export function defaultSeats(players: number): SeatPlayer[] {
  return Array.from({ length: players }, (_, seat): SeatPlayer => (seat === 0 ? { kind: 'human' } : { kind: 'bot', level: DEFAULT_BOT_LEVEL }));
}

/** One entry of the `seats` list: `human`, `bot` or `bot:<level>`. */
export function parseSeatToken(token: string): SeatPlayer | null {
  const text = token.trim().toLowerCase();
  if (text === 'human') return { kind: 'human' };
  if (text === 'bot') return { kind: 'bot', level: DEFAULT_BOT_LEVEL };
  const match = /^bot:(\w+)$/.exec(text);
  if (match && (BOT_LEVELS as readonly string[]).includes(match[1]!)) return { kind: 'bot', level: match[1] as BotLevel };
  return null;
}

/**
 * The `seats` attribute: one entry per seat, comma-separated, e.g. `"human,bot:hard,bot:easy"`.
 * A wrong count falls back to the default line-up; an unknown entry falls back for that seat only.
 */
export function parseSeats(raw: unknown, players: number): Parsed<SeatPlayer[]> {
  const fallback = defaultSeats(players);
  if (blank(raw)) return { value: fallback };
  const tokens = String(raw).split(',');
  if (tokens.length !== players) {
    return {
      value: fallback,
      problem: plural(tokens.length, 'seats={0} lists # seat for {1} players. Using {2}.', 'seats={0} lists # seats for {1} players. Using {2}.', quote(raw), players, formatSeats(fallback)),
    };
  }
  const bad: string[] = [];
  const value = tokens.map((token, seat) => {
    const parsed = parseSeatToken(token);
    if (parsed) return parsed;
    bad.push(`"${token.trim()}"`);
    return fallback[seat]!;
  });
  if (bad.length === 0) return { value };
  return {
    value,
    problem: plural(
      bad.length,
      'seats: {0} is not a seat; write human, bot, bot:easy, bot:medium or bot:hard. Using {1}.',
      'seats: {0} are not a seat; write human, bot, bot:easy, bot:medium or bot:hard. Using {1}.',
      bad.join(', '),
      formatSeats(value),
    ),
  };
}

/** The `seats` attribute text for a line-up (the inverse of `parseSeats`). */
export function formatSeats(seats: readonly SeatPlayer[]): string {
  return seats.map((s) => (s.kind === 'human' ? 'human' : `bot:${s.level}`)).join(',');
}

/** The `view` attribute: `hotseat`, `spectator` or a seat number. */
export function parseView(raw: unknown, players: number): Parsed<ViewMode> {
  if (blank(raw)) return { value: 'hotseat' };
  const text = String(raw).trim().toLowerCase();
  if (text === 'hotseat' || text === 'spectator') return { value: text };
  const n = Number(text);
  if (Number.isInteger(n) && n >= 0 && n < players) return { value: n };
  return {
    value: 'hotseat',
    problem: t`view=${quote(raw)} is not hotseat, spectator or a seat number from 0 to ${players - 1}. Using hotseat.`,
  };
}

/** The `bot-delay` attribute: milliseconds before a bot moves. */
export function parseBotDelay(raw: unknown): Parsed<number> {
  if (blank(raw)) return { value: DEFAULT_BOT_DELAY };
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
  if (Number.isFinite(n) && n >= 0 && n <= MAX_BOT_DELAY) return { value: Math.round(n) };
  return {
    value: DEFAULT_BOT_DELAY,
    // The limits as an attribute would be written (60000, not 60,000).
    problem: t`bot-delay=${quote(raw)} is not a number of milliseconds from 0 to ${String(MAX_BOT_DELAY)}. Using ${String(DEFAULT_BOT_DELAY)}.`,
  };
}

/** The `autoplay` attribute: on unless it says `false`, `off`, `no` or `0`. */
export function parseAutoplay(raw: string | null | undefined): boolean {
  if (raw === null || raw === undefined) return true;
  return !['false', 'off', 'no', '0'].includes(raw.trim().toLowerCase());
}

/** The `seed` attribute: any non-empty text; absent → the element picks one. */
export function parseSeed(raw: unknown): Parsed<string | null> {
  if (blank(raw)) return { value: null };
  return { value: String(raw).trim() };
}

/**
 * The `names` attribute: comma-separated player names. Empty entries keep the default name;
 * extra entries are ignored with a message.
 */
export function parseNames(raw: unknown, players: number): Parsed<(string | null)[]> {
  const none = Array.from({ length: players }, (): string | null => null);
  if (blank(raw)) return { value: none };
  const tokens = String(raw).split(',').map((t) => t.trim());
  const value = none.map((_, seat) => (tokens[seat] ? tokens[seat]!.slice(0, 40) : null));
  if (tokens.length > players) {
    return { value, problem: t`names lists ${tokens.length} names for ${players} players; the extra names are ignored.` };
  }
  return { value };
}

/** A bot level in words ("easy", "fácil" …), as a text. */
export function levelName(level: string): Text {
  switch (level) {
    case 'easy':
      return t`easy`;
    case 'medium':
      return t`medium`;
    case 'hard':
      return t`hard`;
    default:
      return level;
  }
}

/**
 * "Player 1", "Bot 2 (hard)" — as texts, so each table shows them in its language — or the name
 * a person gave (shown as it is). Seats count from 1.
 */
export function seatName(seat: Seat, player: SeatPlayer | undefined, given?: string | null): Text {
  if (given) return given;
  if (player?.kind === 'bot') return t`Bot ${seat + 1} (${levelName(player.level)})`;
  return t`Player ${seat + 1}`;
}

/** How fast a real-time game runs: as designed, or gently for young children. */
export type Pace = 'normal' | 'gentle';

/** The `pace` attribute of a real-time game: `normal` or `gentle`. */
export function parsePace(raw: unknown): Parsed<Pace> {
  if (blank(raw)) return { value: 'normal' };
  const text = String(raw).trim().toLowerCase();
  if (text === 'normal' || text === 'gentle') return { value: text };
  return { value: 'normal', problem: t`pace=${quote(raw)} is not "normal" or "gentle". Using the normal pace.` };
}

/** A table's colour theme: the system's (`auto`), or forced light or dark. */
export type Theme = 'auto' | 'light' | 'dark';

/** The `theme` attribute: `light`, `dark` or `auto` (follow the system's `prefers-color-scheme`). */
export function parseTheme(raw: unknown): Parsed<Theme> {
  if (blank(raw)) return { value: 'auto' };
  const text = String(raw).trim().toLowerCase();
  if (text === 'auto' || text === 'light' || text === 'dark') return { value: text };
  return { value: 'auto', problem: t`theme=${quote(raw)} is not "light", "dark" or "auto". Following the device's light or dark setting.` };
}
