// Build-time minification of Lit's tagged templates in our own sources: the bundler's minifier
// leaves template literals as they are, so every stylesheet kept its comments and indentation
// and every `html` template its line breaks (about a fifth of a table's file).
//  - css`…`: comments go, whitespace collapses, and goes where CSS never needs it (next to `{ } ; ,
//    > ( )`, after `:` and before `!`), and the `;` before `}`.
//  - html`…` / svg`…`: every run of whitespace becomes one space, in text and between attributes;
//    quoted attribute values, comments and the contents of <pre>, <textarea>, <script> and <style>
//    stay exactly as written (collapsing a run to one space renders the same wherever whitespace
//    collapses, which is everywhere the tables use: none sets `white-space: pre`).
// Only templates whose tag is `css`, `html` or `svg` imported from Lit are touched, never the
// expressions in them, so a template keeps its number of parts. A template the minifier cannot
// read with certainty (a comment around an expression) is left as written.
import { parseAst } from 'vite';

// Not lit/static-html.js: there a tag's name may be an expression, which this reader does not follow.
const LIT_MODULES = new Set(['lit', 'lit-html', 'lit-element', '@lit/reactive-element']);
const TAGS = { css: 'css', html: 'html', svg: 'html' };
const CSS_SPACE = /^[ \t\n\r\f]$/;
// HTML's ASCII whitespace: a no-break space (U+00A0) is text a person reads.
const HTML_SPACE = CSS_SPACE;

/**
 * A template's raw source as units: each unit is a piece of raw text and the one character (or
 * nothing, for a line continuation) it stands for, so escapes such as `\n` or `\\` are read as
 * what the template's strings will hold while the raw source is what gets written back.
 * @param {string} raw
 * @returns {{ raw: string, ch: string }[]}
 */
function units(raw) {
  const out = [];
  for (let i = 0; i < raw.length; ) {
    if (raw[i] !== '\\') {
      const cp = raw.codePointAt(i);
      const len = cp > 0xffff ? 2 : 1;
      out.push({ raw: raw.slice(i, i + len), ch: raw.slice(i, i + len) });
      i += len;
      continue;
    }
    const next = raw[i + 1];
    let len = 2;
    let ch = next;
    if (next === 'n') ch = '\n';
    else if (next === 't') ch = '\t';
    else if (next === 'r') ch = '\r';
    else if (next === 'f') ch = '\f';
    else if (next === 'v') ch = '\v';
    else if (next === 'b') ch = '\b';
    else if (next === '0') ch = '\0';
    else if (next === 'x') { len = 4; ch = String.fromCharCode(parseInt(raw.slice(i + 2, i + 4), 16)); }
    else if (next === 'u' && raw[i + 2] === '{') { len = raw.indexOf('}', i) - i + 1; ch = String.fromCodePoint(parseInt(raw.slice(i + 3, i + len - 1), 16)); }
    else if (next === 'u') { len = 6; ch = String.fromCharCode(parseInt(raw.slice(i + 2, i + 6), 16)); }
    else if (next === '\r' && raw[i + 2] === '\n') { len = 3; ch = ''; }
    else if (next === '\n' || next === '\r' || next === '\u2028' || next === '\u2029') ch = '';
    out.push({ raw: raw.slice(i, i + len), ch });
    i += len;
  }
  return out;
}

const DROP_AFTER = new Set(['{', '}', ';', ',', '>', ':', '(', 'start']);
const DROP_BEFORE = new Set(['{', '}', ';', ',', '>', ')', '!', 'end']);
const HEX = /^[0-9a-fA-F]$/;

/**
 * Minify a css`…` template, given its raw strings (the parts between expressions); returns as
 * many raw strings, or the same ones when the template cannot be read with certainty.
 * @example
 * minifyCss([':host {\n  color: red; /* why *\/\n}\n']) // [':host{color:red}']
 * @param {string[]} quasis
 * @returns {string[]}
 */
export function minifyCss(quasis) {
  const result = [];
  let state = 'normal';
  let quote = '';
  // The last thing written, as CSS sees it: a punctuation character, 'start', or 'x' (anything else).
  let prev = 'start';
  let space = false; // whitespace seen since `prev`
  let comment = false; // a comment seen since `prev`
  let cur = '';
  /** Write a token, first the space or comment that separated it from the one before, if needed. */
  const emit = (raw, kind) => {
    if ((space || comment) && !DROP_AFTER.has(prev) && !DROP_BEFORE.has(kind)) cur += space ? ' ' : '/**/';
    // `--x: ;` (a custom property that is one space) stays: older browsers refuse an empty one.
    else if (space && prev === ':' && (kind === ';' || kind === '}')) cur += ' ';
    space = false;
    comment = false;
    if (kind === '}' && prev === ';' && cur.endsWith(';')) cur = cur.slice(0, -1);
    cur += raw;
    prev = kind;
  };
  for (let q = 0; q < quasis.length; q++) {
    const us = units(quasis[q]);
    for (let i = 0; i < us.length; i++) {
      const u = us[i];
      const c = u.ch;
      if (state === 'comment') {
        if (c === '*' && us[i + 1]?.ch === '/') { state = 'normal'; comment = true; i++; }
        continue;
      }
      if (state === 'string') {
        cur += u.raw;
        if (c === '\\' && i + 1 < us.length) cur += us[++i].raw;
        else if (c === quote) state = 'normal';
        continue;
      }
      if (c === '') { emit(u.raw, 'x'); continue; }
      if (CSS_SPACE.test(c)) { space = true; continue; }
      if (c === '/' && us[i + 1]?.ch === '*') { state = 'comment'; i++; continue; }
      if (c === '"' || c === "'") { emit(u.raw, 'x'); state = 'string'; quote = c; continue; }
      if (c === '\\') {
        // A CSS escape is part of the name it is in: copy it whole (a hex escape eats one space).
        let raw = u.raw;
        let j = i + 1;
        if (j < us.length && HEX.test(us[j].ch)) {
          for (let n = 0; n < 6 && j < us.length && HEX.test(us[j].ch); n++) raw += us[j++].raw;
          if (j < us.length && CSS_SPACE.test(us[j].ch)) raw += us[j++].raw;
        } else if (j < us.length) raw += us[j++].raw;
        i = j - 1;
        emit(raw, 'x');
        continue;
      }
      emit(u.raw, DROP_AFTER.has(c) || DROP_BEFORE.has(c) ? c : 'x');
    }
    if (q < quasis.length - 1) {
      if (state === 'comment') return quasis; // an expression inside a comment: leave the template alone
      if (state === 'normal') emit('', 'x'); // the expression is a token; a space before it stays in this string
      result.push(cur);
      cur = '';
    }
  }
  if (state !== 'normal') return quasis;
  space = false;
  comment = false;
  emit('', 'end');
  result.push(cur);
  return result;
}

const RAW_TEXT = new Set(['pre', 'textarea', 'script', 'style']);
const NAME = /^[A-Za-z0-9:_.-]$/;
const LETTER = /^[A-Za-z]$/;

/**
 * Minify an html`…` or svg`…` template, given its raw strings: each run of whitespace becomes one
 * space, except in quoted attribute values, comments and raw-text elements (<pre>, <textarea>,
 * <script>, <style>), which stay as written. Returns as many raw strings.
 * @example
 * minifyHtml(['<p>\n  Hello,\n  ', '\n</p>\n']) // ['<p> Hello, ', ' </p> ']
 * @param {string[]} quasis
 * @returns {string[]}
 */
export function minifyHtml(quasis) {
  const result = [];
  let state = 'text'; // text | tag | attr | comment | raw
  let quote = '';
  let tagName = '';
  let closing = false;
  let rawUntil = '';
  let space = false;
  let tail = ''; // the last cooked characters of a comment, to see its end
  let cur = '';
  const flush = (beforeTagEnd = false) => {
    if (space && !beforeTagEnd) cur += ' ';
    space = false;
  };
  for (let q = 0; q < quasis.length; q++) {
    const us = units(quasis[q]);
    const ahead = (i, n) => us.slice(i, i + n).map((u) => u.ch).join('');
    for (let i = 0; i < us.length; i++) {
      const u = us[i];
      const c = u.ch;
      if (state === 'comment') {
        cur += u.raw;
        tail = (tail + c).slice(-3);
        if (tail === '-->') state = 'text';
        continue;
      }
      if (state === 'attr') {
        cur += u.raw;
        if (c === quote) state = 'tag';
        continue;
      }
      if (state === 'raw') {
        if (c === '<' && ahead(i, rawUntil.length + 2).toLowerCase() === `</${rawUntil}`) {
          state = 'text';
        } else {
          cur += u.raw;
          continue;
        }
      }
      if (HTML_SPACE.test(c)) { space = true; continue; }
      if (state === 'text') {
        flush();
        if (c === '<' && ahead(i, 4) === '<!--') {
          state = 'comment';
          tail = '';
          cur += us.slice(i, i + 4).map((x) => x.raw).join('');
          i += 3;
          continue;
        }
        const opens = c === '<' && LETTER.test(us[i + 1]?.ch ?? '');
        const closes = c === '<' && us[i + 1]?.ch === '/' && LETTER.test(us[i + 2]?.ch ?? '');
        cur += u.raw;
        if (opens || closes) {
          state = 'tag';
          closing = closes;
          if (closes) cur += us[++i].raw;
          tagName = '';
          while (i + 1 < us.length && NAME.test(us[i + 1].ch)) { tagName += us[i + 1].ch.toLowerCase(); cur += us[++i].raw; }
        }
        continue;
      }
      // state === 'tag'
      if (c === '>') {
        flush(true);
        cur += u.raw;
        state = !closing && RAW_TEXT.has(tagName) ? 'raw' : 'text';
        rawUntil = tagName;
        continue;
      }
      flush();
      cur += u.raw;
      if (c === '"' || c === "'") { state = 'attr'; quote = c; }
    }
    if (q < quasis.length - 1) {
      if (state === 'text' || state === 'tag') flush(); // the expression is a token: its space stays
      result.push(cur);
      cur = '';
    }
  }
  flush();
  result.push(cur);
  return result;
}

/**
 * Minify the Lit templates in one module's source (TypeScript or JavaScript).
 * Returns the new source, or null when nothing changed.
 * @example
 * minifyTemplates("import { css } from 'lit';\nexport const s = css`\n  a { color: red; }\n`;", 'x.ts')
 * // "import { css } from 'lit';\nexport const s = css`a{color:red}`;"
 * @param {string} code
 * @param {string} file its name (the extension chooses the parser)
 * @returns {string | null}
 */
export function minifyTemplates(code, file) {
  if (!/\b(css|html|svg)\b/.test(code) || !/['"]lit/.test(code)) return null;
  const lang = /\.[cm]?tsx?$/.test(file) ? (file.endsWith('x') ? 'tsx' : 'ts') : 'js';
  const ast = parseAst(code, { lang });
  const tags = new Map();
  for (const node of ast.body) {
    if (node.type !== 'ImportDeclaration' || node.importKind === 'type' || !LIT_MODULES.has(node.source.value)) continue;
    for (const s of node.specifiers) {
      const name = s.imported?.name ?? s.imported?.value;
      if (s.type === 'ImportSpecifier' && s.importKind !== 'type' && Object.hasOwn(TAGS, name)) tags.set(s.local.name, TAGS[name]);
    }
  }
  if (tags.size === 0) return null;
  const edits = [];
  walk(ast, (node) => {
    if (node.type !== 'TaggedTemplateExpression' || node.tag.type !== 'Identifier' || !tags.has(node.tag.name)) return;
    const quasis = node.quasi.quasis;
    // A TemplateElement spans its delimiters (` or } before, ${ or ` after).
    const spans = quasis.map((e) => [e.start + 1, e.end - (e.tail ? 1 : 2)]);
    const raws = spans.map(([a, b], i) => {
      const raw = code.slice(a, b);
      if (raw !== quasis[i].value.raw) throw new Error(`minify-templates: ${file}: template at ${a} is not where the parser says`);
      return raw;
    });
    const minified = tags.get(node.tag.name) === 'css' ? minifyCss(raws) : minifyHtml(raws);
    minified.forEach((text, i) => { if (text !== raws[i]) edits.push([spans[i][0], spans[i][1], text]); });
  });
  if (edits.length === 0) return null;
  edits.sort((x, y) => y[0] - x[0]);
  let out = code;
  for (const [a, b, text] of edits) out = out.slice(0, a) + text + out.slice(b);
  return out;
}

/** @param {unknown} node @param {(node: any) => void} visit */
function walk(node, visit) {
  if (Array.isArray(node)) { for (const n of node) walk(n, visit); return; }
  if (node === null || typeof node !== 'object') return;
  if (typeof node.type === 'string') visit(node);
  for (const key in node) {
    if (key === 'parent') continue;
    const value = node[key];
    if (value !== null && typeof value === 'object') walk(value, visit);
  }
}

/**
 * The Vite plugin: minifies the Lit templates of the project's own modules (not node_modules).
 * @example
 * build({ plugins: [minifyLitTemplates()], … })
 */
export function minifyLitTemplates() {
  return {
    name: 'minify-lit-templates',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      const out = minifyTemplates(code, file);
      // The builds that use it write no sourcemaps; positions within a module shift, files do not.
      return out === null ? null : { code: out, map: null };
    },
  };
}
