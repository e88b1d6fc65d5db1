/**
 * The build's minifier of Lit templates (scripts/minify-templates.mjs): what it may remove from
 * css`…` and html`…` templates, and the CSS and HTML it must leave exactly as written. The
 * strings here are templates' raw source text (the parts between `${…}`), as the build sees them.
 */
import { describe, expect, it } from 'vitest';
import { minifyCss, minifyHtml, minifyTemplates } from '../../scripts/minify-templates.mjs';

const css1 = (text: string): string => minifyCss([text])[0]!;
const html1 = (text: string): string => minifyHtml([text])[0]!;

describe('minifyCss', () => {
  it('drops comments, indentation and the last semicolon of a block', () => {
    expect(css1('\n  /* the host */\n  :host {\n    display: block;\n    color: var(--tt-text, #222);\n  }\n')).toBe(':host{display:block;color:var(--tt-text,#222)}');
  });

  it('keeps the space that makes a descendant selector, also before a pseudo-class', () => {
    expect(css1('.a .b, .a :hover, .a > .b, .a + .b, .a ~ .b {}')).toBe('.a .b,.a :hover,.a>.b,.a + .b,.a ~ .b{}');
  });

  it('keeps the spaces that calc() and shorthands need', () => {
    expect(css1('a { width: calc(100% - 2 * var(--gap)); margin: 0 auto; grid-area: 1 / 2; }')).toBe('a{width:calc(100% - 2 * var(--gap));margin:0 auto;grid-area:1 / 2}');
  });

  it('keeps the space between an at-rule word and a parenthesis', () => {
    expect(css1('@media (min-width: 600px) and (max-width: 900px) {\n  a { color: red !important; }\n}')).toBe('@media (min-width:600px) and (max-width:900px){a{color:red!important}}');
    expect(css1('@supports not (color: light-dark(white, black)) { a { b: c } }')).toBe('@supports not (color:light-dark(white,black)){a{b:c}}');
  });

  it('leaves strings alone: spaces, comment-like text, escaped quotes', () => {
    expect(css1('a::before { content: "a  /* b */  c"; }')).toBe('a::before{content:"a  /* b */  c"}');
    expect(css1("a { content: 'it\\\\'s  ;  }'; }")).toBe("a{content:'it\\\\'s  ;  }'}");
  });

  it('keeps escapes whole, with the space that ends a hex escape', () => {
    // The CSS `.a\:b  .c` and `.\31 0  .c` in a template's source (backslashes doubled).
    expect(css1('.a\\\\:b  .c {}')).toBe('.a\\\\:b .c{}');
    expect(css1('.\\\\31 0  .c {}')).toBe('.\\\\31 0 .c{}');
    // An escaped semicolon is part of a name: the one before `}` that goes is a real one only.
    expect(css1('.a\\\\; {}')).toBe('.a\\\\;{}');
  });

  it('reads escapes of the template itself: \\n is whitespace, a no-break space is not', () => {
    expect(css1('a {\\n  color: red;\\n}')).toBe('a{color:red}');
    expect(css1('.a\u00a0.b { }')).toBe('.a\u00a0.b{}');
  });

  it('keeps a comment that separates two words as an empty comment', () => {
    expect(css1('a/* x */b {}')).toBe('a/**/b{}');
    expect(css1('a /* x */ b {}')).toBe('a b{}');
  });

  it('keeps a custom property that is one space', () => {
    expect(css1('a { --x: ; --y: 1; }')).toBe('a{--x: ;--y:1}');
  });

  it('treats an expression as a word: its spaces stay unless punctuation makes them useless', () => {
    expect(minifyCss(['\n  :host {\n    ', '\n  }\n  .a ', ' {\n    width: ', 'px;\n    margin: ', ' ', ';\n  }\n'])).toEqual([':host{', '}.a ', '{width:', 'px;margin:', ' ', '}']);
  });

  it('leaves a template alone when an expression sits in a comment', () => {
    const quasis = ['a { /* ', ' */ color: red; }'];
    expect(minifyCss(quasis)).toBe(quasis);
  });

  it('allows an expression inside a string', () => {
    expect(minifyCss(['a { content: "  ', '  "; }'])).toEqual(['a{content:"  ', '  "}']);
  });
});

describe('minifyHtml', () => {
  it('collapses runs of whitespace in text and between attributes to one space', () => {
    expect(html1('<div\n  part="base"\n  class="x"\n>\n  <b>Hello,</b>\n  world\n</div>\n')).toBe('<div part="base" class="x"> <b>Hello,</b> world </div> ');
  });

  it('keeps quoted attribute values as written', () => {
    expect(html1('<p title="two  spaces\n here" data-x=\'a   b\'>x</p>')).toBe('<p title="two  spaces\n here" data-x=\'a   b\'>x</p>');
  });

  it('keeps the contents of <pre> and <textarea> as written', () => {
    expect(html1('<pre>\n  a   b\n</pre>  <textarea>\n  c   d\n</textarea>  <span>  e  </span>')).toBe('<pre>\n  a   b\n</pre> <textarea>\n  c   d\n</textarea> <span> e </span>');
  });

  it('keeps a no-break space and HTML comments', () => {
    expect(html1('a\u00a0\u00a0b  <!--  keep   me  -->  c')).toBe('a\u00a0\u00a0b <!--  keep   me  --> c');
  });

  it('never joins an expression to what is around it', () => {
    expect(minifyHtml(['<button\n  class=', '\n  @click=', '\n>\n  ', '\n</button>\n'])).toEqual(['<button class=', ' @click=', '> ', ' </button> ']);
    expect(minifyHtml(['<input .value=', ' />'])).toEqual(['<input .value=', ' />']);
  });

  it('keeps a bare < that opens no tag as text', () => {
    expect(html1('1  <  2')).toBe('1 < 2');
  });
});

describe('minifyTemplates', () => {
  it('rewrites only templates tagged with css, html or svg from Lit, whatever their local names', () => {
    const source = [
      "import { css as style, html } from 'lit';",
      "import { t } from './text.js';",
      'const s = style`\n  a { color: red; }\n`;',
      'const h = html`<p>\n  ${t`two  words`}\n</p>`;',
      'const plain = `keep   this`;',
      'const other = css`keep   this`;',
    ].join('\n');
    const out = minifyTemplates(source, 'x.ts')!;
    expect(out).toContain('style`a{color:red}`');
    expect(out).toContain('html`<p> ${t`two  words`} </p>`');
    expect(out).toContain('`keep   this`;\nconst other = css`keep   this`');
  });

  it('reads TypeScript and changes nothing in a module without Lit templates', () => {
    expect(minifyTemplates("import { html } from 'lit';\nconst n: number = 1;\nexport const x = html`<b>  ${n}  </b>`;", 'x.ts')).toContain('html`<b> ${n} </b>`');
    expect(minifyTemplates('const a = `x   y`;', 'x.ts')).toBe(null);
  });
});
