/**
 * Checks on data that comes from outside the rules — a move from a page, a bot, a save file or
 * (later) the network — before any rule reads it. Input must be plain JSON of a sane size; anything
 * else (getters, `toJSON`, BigInt, cycles, class instances, 5,000 levels of nesting, a megabyte of
 * text) is refused with a sentence, never with a thrown `RangeError`.
 */

/** Bounds on input data. Generous for any game's move or setup, small enough to echo safely. */
export interface InputLimits {
  /** Deepest nesting of objects and arrays. */
  depth: number;
  /** Objects, arrays and values in total. */
  nodes: number;
  /** Longest string, in UTF-16 units. */
  stringLength: number;
}

/** The bounds a move must keep. */
export const MOVE_LIMITS: InputLimits = { depth: 8, nodes: 1000, stringLength: 200 };

/** The bounds a save's setup options must keep. */
export const OPTION_LIMITS: InputLimits = { depth: 4, nodes: 200, stringLength: 200 };

const ECHO_LENGTH = 120;

/**
 * Why `value` is not plain JSON data within `limits`, or `null` when it is. Never throws and never
 * runs code of the value's (no getter, no `toJSON` is called: a property with a getter is refused).
 *
 * @example
 * plainDataProblem({ card: 'bomb-2' }, MOVE_LIMITS); // null
 * plainDataProblem({ card: 10n }, MOVE_LIMITS);      // 'card is a bigint, which is not plain data'
 */
export function plainDataProblem(value: unknown, limits: InputLimits, name = 'the value'): string | null {
  try {
    return walk(value, limits, name);
  } catch (error) {
    return `${name} could not be read (${shortText(String((error as Error)?.message ?? error))})`;
  }
}

/** One value waiting to be read, with how it was reached (its path is spelled only for a message). */
interface Pending {
  value: unknown;
  parent: Pending | null;
  key: string;
  inArray: boolean;
  depth: number;
}

/** The path of a pending value, e.g. `the move.cards[2]`, built only when a message needs it. */
function pathOf(item: Pending, rootName: string): string {
  let path = '';
  for (let at: Pending | null = item; at !== null && at.parent !== null; at = at.parent) path = (at.inArray ? `[${at.key}]` : `.${shortText(at.key)}`) + path;
  return rootName + path;
}

function walk(root: unknown, limits: InputLimits, rootName: string): string | null {
  const stack: Pending[] = [{ value: root, parent: null, key: '', inArray: false, depth: 0 }];
  // Made on the first nested object: a flat value (a move, a setup) cannot refer back to itself.
  let seen: Set<object> | null = null;
  let nodes = 0;
  while (stack.length > 0) {
    const item = stack.pop()!;
    const { value, depth } = item;
    if (++nodes > limits.nodes) return `${rootName} is too large (more than ${limits.nodes} values)`;
    switch (typeof value) {
      case 'string':
        if (value.length > limits.stringLength) return `${pathOf(item, rootName)} is a text of ${value.length} characters (at most ${limits.stringLength})`;
        continue;
      case 'number':
        if (!Number.isFinite(value)) return `${pathOf(item, rootName)} is ${String(value)}, which is not a finite number`;
        continue;
      case 'boolean':
        continue;
      case 'object':
        break;
      case 'undefined':
        return `${pathOf(item, rootName)} has no value`;
      default:
        return `${pathOf(item, rootName)} is a ${typeof value}, which is not plain data`;
    }
    if (value === null) continue;
    if (depth >= limits.depth) return `${rootName} is nested more than ${limits.depth} levels deep`;
    if (depth > 0) {
      seen ??= new Set<object>([root as object]);
      if (seen.has(value)) return `${pathOf(item, rootName)} refers back to itself`;
      seen.add(value);
    }
    const isArray = Array.isArray(value);
    const proto = Object.getPrototypeOf(value) as unknown;
    if (isArray ? proto !== Array.prototype : proto !== Object.prototype && proto !== null) {
      return `${pathOf(item, rootName)} is not a plain ${isArray ? 'array' : 'object'}`;
    }
    // `Reflect.ownKeys`, the strings then the symbols, in two calls: on a plain object V8 answers
    // these much faster than the one (every new game and every move from outside is read so).
    const keys = Object.getOwnPropertyNames(value);
    // An array's own keys are its indices in ascending order, then "length", then any others:
    // exactly `length` indices and "length" itself mean no hole and no extra key.
    const length = isArray ? (value as unknown[]).length : 0;
    const denseArray = isArray && keys.length === length + 1 && keys[length] === 'length';
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]!;
      if (isArray && key === 'length') continue;
      if (isArray && !denseArray && !/^(0|[1-9]\d*)$/.test(key)) return `${pathOf(item, rootName)} is an array with an extra key "${shortText(key)}"`;
      if (key.length > limits.stringLength) return `${pathOf(item, rootName)} has a key of ${key.length} characters`;
      const descriptor = Object.getOwnPropertyDescriptor(value, key)!;
      if (!('value' in descriptor)) return `${pathOf(item, rootName)}.${shortText(key)} is a getter, which is not plain data`;
      if (!descriptor.enumerable) return `${pathOf(item, rootName)}.${shortText(key)} is not enumerable, so it would not be saved`;
      stack.push({ value: descriptor.value, parent: item, key, inArray: isArray, depth: depth + 1 });
    }
    if (Object.getOwnPropertySymbols(value).length > 0) return `${pathOf(item, rootName)} has a symbol key`;
    if (isArray && !denseArray) return `${pathOf(item, rootName)} is an array with holes`;
  }
  return null;
}

/** A copy of data that passed `plainDataProblem`: fresh plain objects, own keys only. */
export function copyPlainData<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyPlainData) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    // defineProperty, not assignment: an own "__proto__" key must stay a key, not become a prototype.
    Object.defineProperty(out, key, { value: copyPlainData((value as Record<string, unknown>)[key]), enumerable: true, writable: true, configurable: true });
  }
  return out as T;
}

/** Cuts a text to a length that is safe to show in a message. */
export function shortText(text: string, max = ECHO_LENGTH): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * A value as short JSON for a message: `{"card":"x"}`, cut with "…" past a bound. Only for values
 * that passed `plainDataProblem` (bounded, acyclic), or primitives.
 */
export function showInput(value: unknown, max = ECHO_LENGTH): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  return shortText(text ?? String(typeof value), max);
}

/** Deep-freezes plain data in place and returns it (for objects handed to pages). */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
