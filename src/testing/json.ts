/**
 * JSON helpers shared by the test kit: finding what would not survive `JSON.stringify`, locating
 * the first difference between two states, and a fast string hash for graph keys.
 */

/**
 * The first place where `value` is not plain JSON, as a sentence, or null when it is.
 * Stricter than comparing a round trip: it also catches `Map`, `Set`, `Date`, class instances
 * and sparse arrays, which `JSON.stringify` silently turns into something else.
 *
 * @example
 * jsonProblem({ G: { fan: ['a'] }, ctx: { moves: NaN } }); // 'state.ctx.moves is NaN, which JSON writes as null'
 * jsonProblem({ ok: [1, 'two', null] });                   // null
 */
export function jsonProblem(value: unknown, path = 'state'): string | null {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : `${path} is ${String(value)}, which JSON writes as null`;
    case 'undefined':
      return `${path} is undefined, which JSON drops`;
    case 'function':
      return `${path} is a function, which JSON drops`;
    case 'symbol':
    case 'bigint':
      return `${path} is a ${typeof value}, which JSON cannot write`;
    default:
      break;
  }
  if (value === null) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) return `${path}[${i}] is a hole in a sparse array, which JSON writes as null`;
      const inner = jsonProblem(value[i], `${path}[${i}]`);
      if (inner) return inner;
    }
    return null;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    const name = (value as object).constructor?.name ?? 'an unknown class';
    return `${path} is a ${name}, not a plain object, so JSON would not keep it as it is`;
  }
  if (Object.getOwnPropertySymbols(value as object).length > 0) return `${path} has symbol keys, which JSON drops`;
  for (const key of Object.keys(value as object)) {
    const inner = jsonProblem((value as Record<string, unknown>)[key], `${path}.${key}`);
    if (inner) return inner;
  }
  return null;
}

/**
 * Where two JSON values first differ, as `"path: a vs b"`, or null when they are equal
 * (key order ignored). Used in failure messages so a divergence points at the field.
 *
 * @example
 * firstDifference({ G: { n: 1 } }, { G: { n: 2 } }); // 'state.G.n: 1 vs 2'
 */
export function firstDifference(a: unknown, b: unknown, path = 'state'): string | null {
  if (a === b) return null;
  const show = (v: unknown) => {
    const text = v === undefined ? 'undefined' : JSON.stringify(v);
    return text.length > 120 ? `${text.slice(0, 117)}...` : text;
  };
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    if (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b)) return null;
    return `${path}: ${show(a)} vs ${show(b)}`;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: ${show(a)} vs ${show(b)}`;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(ra), ...Object.keys(rb)])) {
    if (!(key in ra)) return `${path}.${key}: missing vs ${show(rb[key])}`;
    if (!(key in rb)) return `${path}.${key}: ${show(ra[key])} vs missing`;
    const d = firstDifference(ra[key], rb[key], `${path}.${key}`);
    if (d) return d;
  }
  return null;
}

/**
 * A 53-bit hash of a string (cyrb53), as a base-36 string: short graph keys for whole states.
 *
 * @example
 * hashText(JSON.stringify(state)); // e.g. '1x9k2m3z0aa'
 */
export function hashText(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** A short, readable rendering of a value for failure messages. */
export function show(value: unknown, max = 200): string {
  let text: string;
  try {
    text = value === undefined ? 'undefined' : typeof value === 'number' && !Number.isFinite(value) ? String(value) : JSON.stringify(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}
