import type { Move } from '../dsl/types.js';

/**
 * A canonical string for a move: `type`, then `seat`, then the arguments sorted by name.
 * Elements put it on every control that makes a move (`data-move-key`), so tests and tools
 * can find the control for any legal move without knowing the game's markup.
 *
 * @example
 * moveKey({ seat: 0, type: 'attach', snake: 1, end: 'head', flip: false })
 * // '{"type":"attach","seat":0,"end":"head","flip":false,"snake":1}'
 */
export function moveKey(move: Move): string {
  const { type, seat, ...args } = move;
  const sorted: Record<string, unknown> = { type, seat };
  for (const key of Object.keys(args).sort()) sorted[key] = args[key];
  return JSON.stringify(sorted, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}
