import type { CompiledGame } from '../dsl/compile.js';
import type { GameState, Seat } from '../dsl/types.js';
import { jsonProblem } from './json.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCompiled = CompiledGame<any, any>;

/** What one leak check looked at. */
export interface LeakReport {
  /** Views checked: one per seat plus the spectator's. */
  views: number;
  /** Secrets in the state. */
  secrets: number;
  /** Secret/view pairs searched (a secret is searched in every view whose seat may not see it). */
  searched: number;
}

/** Where a string first occurs inside a JSON value, as a path, for the failure message. */
function whereIs(value: unknown, needle: string, path: string): string | null {
  if (typeof value === 'string') return value === needle ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = whereIs(value[i], needle, `${path}[${i}]`);
      if (hit) return hit;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (key === needle) return `${path} (as the key "${key}")`;
    const hit = whereIs(inner, needle, `${path}.${key}`);
    if (hit) return hit;
  }
  return null;
}

/** Every string value and every object key inside a JSON value. */
function stringsOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      stringsOf(inner, into);
    }
  }
  return into;
}

const seatName = (seat: Seat | null) => (seat === null ? 'the spectator' : `seat ${seat}`);

/**
 * The leak check: for every seat and for the spectator, the JSON of `core.view(state, seat)`
 * must contain none of the `core.secrets(state)` values that seat may not see (as a whole string
 * value or key, so `"mid-red-blue-2"` and not a substring of another word), and the view
 * must not carry the random generator's state (`ctx.rng` 0 or absent, and its value nowhere in
 * the view). Views must be plain JSON too. Throws on the first leak, naming the seat, the secret
 * and where in the view it showed up; returns what was checked.
 *
 * Seats whose views are the same text are searched once, for the union of their forbidden
 * secrets, which keeps this cheap enough to run after every move of a fuzz game.
 *
 * @example
 * import { leaks } from '../../src/testing/index.js';
 * const state = hisssCompiled.core.init({ players: 3, seed: 'demo' });
 * leaks(hisssCompiled, state); // throws if any view shows a fan card
 */
export function leaks(game: AnyCompiled, state: GameState<unknown>): LeakReport {
  const { core } = game;
  const players = state.ctx.players;
  const secrets = core.secrets(state);
  const rng = state.ctx.rng;
  const seats: (Seat | null)[] = [null];
  for (let s = 0; s < players; s++) seats.push(s);

  // Group seats by identical view text; each group is searched once.
  const groups = new Map<string, { seats: (Seat | null)[]; view: GameState<unknown> }>();
  for (const seat of seats) {
    const view = core.view(state, seat);
    const problem = jsonProblem(view, `view(${seat === null ? 'null' : seat})`);
    if (problem) throw new Error(`The view of ${seatName(seat)} is not plain JSON: ${problem}.`);
    const rngShown = (view.ctx as { rng?: unknown } | undefined)?.rng;
    if (rngShown !== undefined && rngShown !== 0) {
      throw new Error(`The view of ${seatName(seat)} carries the random generator's state (ctx.rng = ${String(rngShown)}); views must set it to 0, or a player could predict every shuffle.`);
    }
    const text = JSON.stringify(view);
    const group = groups.get(text);
    if (group) group.seats.push(seat);
    else groups.set(text, { seats: [seat], view });
  }

  let searched = 0;
  for (const [text, group] of groups) {
    // Every string and key of the view, collected once: a secret shows exactly when it is one of
    // them (what searching the JSON text for the quoted value finds), and a game with ninety
    // secret cards no longer searches the text ninety times.
    const shown = stringsOf(group.view);
    for (const secret of secrets) {
      const blind = group.seats.filter((seat) => seat === null || !secret.seenBy.includes(seat));
      if (blind.length === 0) continue;
      searched++;
      const needle = JSON.stringify(secret.value);
      if (shown.has(secret.value)) {
        const where = whereIs(group.view, secret.value, 'view') ?? 'the view';
        throw new Error(
          `Leak: ${seatName(blind[0]!)} can see the secret ${needle} at ${where}, but only ` +
            `${secret.seenBy.length ? `seat(s) ${secret.seenBy.join(', ')}` : 'nobody'} may see it.`,
        );
      }
    }
    // The generator's state, were it copied anywhere into the view, would let a player predict
    // the future; small values are skipped because they appear in views as ordinary numbers.
    if (rng >= 65536 && new RegExp(`(^|[^0-9.])${rng}([^0-9.]|$)`).test(text)) {
      throw new Error(`Leak: the view of ${seatName(group.seats[0]!)} contains the number ${rng}, the random generator's state.`);
    }
  }
  return { views: seats.length, secrets: secrets.length, searched };
}
