/**
 * Finds the translatable texts written in source code — every `` t`…` `` template and every
 * `plural(n, '…', '…')` — and gives their keys, so a test can require each to be translated in
 * every language (and every translation to be used). Node-only tooling; never shipped.
 */

/** A key found in source, with where it stands. */
export interface FoundKey {
  key: string;
  plural: boolean;
  file: string;
  line: number;
}

/** Cooks the escapes of a template literal's raw text (`\``, `\n`, `\\` …). */
function cook(raw: string): string {
  return raw.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/gs, (_, e: string) => {
    if (e.startsWith('u{')) return String.fromCodePoint(parseInt(e.slice(2, -1), 16));
    if (e.length === 5 && e[0] === 'u') return String.fromCharCode(parseInt(e.slice(1), 16));
    if (e.length === 3 && e[0] === 'x') return String.fromCharCode(parseInt(e.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r', '0': '\0' } as Record<string, string>)[e] ?? e;
  });
}

/** Skips a `${ … }` expression starting after `${`; returns the index after its closing brace. */
function skipExpression(source: string, start: number): number {
  let depth = 1;
  let i = start;
  while (i < source.length && depth > 0) {
    const c = source[i]!;
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === '`') i = skipTemplate(source, i + 1) - 1;
    else if (c === "'" || c === '"') {
      const quote = c;
      i++;
      while (i < source.length && source[i] !== quote) i += source[i] === '\\' ? 2 : 1;
    }
    i++;
  }
  return i;
}

/** Skips a template literal starting after its backtick; returns the index after the closing one. */
function skipTemplate(source: string, start: number): number {
  let i = start;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\') i += 2;
    else if (c === '`') return i + 1;
    else if (c === '$' && source[i + 1] === '{') i = skipExpression(source, i + 2);
    else i++;
  }
  return i;
}

/** Reads the parts of a template literal starting after its backtick. */
function templateParts(source: string, start: number): { parts: string[]; end: number } {
  const parts: string[] = [];
  let current = '';
  let i = start;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\') {
      current += source.slice(i, i + 2);
      i += 2;
    } else if (c === '`') {
      parts.push(cook(current));
      return { parts, end: i + 1 };
    } else if (c === '$' && source[i + 1] === '{') {
      parts.push(cook(current));
      current = '';
      i = skipExpression(source, i + 2);
    } else {
      current += c;
      i++;
    }
  }
  return { parts, end: i };
}

const lineAt = (source: string, index: number) => source.slice(0, index).split('\n').length;

/**
 * The source with every comment blanked out (line breaks kept, so line numbers stay right):
 * a `` t`…` `` in a doc comment's example is not a text the program shows. Strings and
 * templates are stepped over whole, so `//` inside them is not taken for a comment.
 */
export function withoutComments(source: string): string {
  let out = '';
  let i = 0;
  const blank = (from: number, to: number) => source.slice(from, to).replace(/[^\n]/g, ' ');
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end < 0 ? source.length : end;
      out += blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? source.length : end + 2;
      out += blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else if (c === '`') {
      const end = skipTemplate(source, i + 1);
      out += source.slice(i, end);
      i = end;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/**
 * The keys of one source file.
 *
 * @example
 * extractKeys('const a = t`took ${n} stones`;', 'x.ts'); // [{ key: 'took {0} stones', … }]
 */
export function extractKeys(text: string, file: string): FoundKey[] {
  const source = withoutComments(text);
  const found: FoundKey[] = [];
  const tagged = /(?<![\w$.])t`/g;
  for (let m = tagged.exec(source); m; m = tagged.exec(source)) {
    const { parts, end } = templateParts(source, m.index + 2);
    let key = parts[0] ?? '';
    for (let i = 1; i < parts.length; i++) key += `{${i - 1}}${parts[i]}`;
    found.push({ key, plural: false, file, line: lineAt(source, m.index) });
    // Scanning goes on inside the template too: a t`…` may stand in another's ${…} slot.
    void end;
  }
  const plurals = /(?<![\w$.])plural\(\s*(?:[^,()]|\([^()]*\))+,\s*'((?:[^'\\]|\\.)*)',\s*'((?:[^'\\]|\\.)*)'/g;
  for (let m = plurals.exec(source); m; m = plurals.exec(source)) {
    found.push({ key: `${cook(m[1]!)}|${cook(m[2]!)}`, plural: true, file, line: lineAt(source, m.index) });
  }
  return found;
}
