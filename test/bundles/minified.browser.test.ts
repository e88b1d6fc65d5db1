/**
 * The self-contained files' templates are minified at build time (scripts/minify-templates.mjs):
 * a table from dist/<id>.js must parse to the same stylesheets as the sources and draw the same
 * DOM — the same elements and attributes, the same text up to runs of whitespace.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../components/chomp-table/define.js';
import '../../components/hisss-table/define.js';
import '../../components/puerto-rico-table/define.js';

type StyledClass = CustomElementConstructor & { elementStyles: { cssText: string }[] };

/**
 * A stylesheet as the browser reads it. The browser writes back most of it in its own form; it
 * keeps as written only a value with var() and an @supports condition, which are compared up to
 * the whitespace the minifier may drop there (after a comma, inside parentheses), and a
 * condition also by what it decides.
 */
function rulesOf(cssText: string): unknown[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  const loose = (text: string) => text.replace(/\s*,\s*/g, ',').replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').replace(/:\s+/g, ':');
  const read = (rules: CSSRuleList): unknown[] =>
    [...rules].map((rule) => {
      if (rule instanceof CSSStyleRule) return { selector: rule.selectorText, style: loose(rule.style.cssText), rules: read(rule.cssRules) };
      if (rule instanceof CSSSupportsRule) return { supports: rule.conditionText.replace(/\s+/g, ''), holds: CSS.supports(rule.conditionText), rules: read(rule.cssRules) };
      if (rule instanceof CSSConditionRule) return { condition: loose(rule.conditionText), rules: read(rule.cssRules) }; // @media, @container
      if (rule instanceof CSSKeyframesRule) return { keyframes: rule.name, rules: read(rule.cssRules) };
      if (rule instanceof CSSKeyframeRule) return { key: rule.keyText, style: loose(rule.style.cssText) };
      return rule.cssText;
    });
  return read(sheet.cssRules);
}

/** The drawn tree through every shadow root: elements with their attributes, text with whitespace runs as one space. */
function tree(node: Node): unknown {
  // By node type: the built table's nodes belong to the frame's window, not this one.
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/[ \t\n\r\f]+/g, ' ');
  const shadow = node.nodeType === Node.DOCUMENT_FRAGMENT_NODE;
  if (node.nodeType !== Node.ELEMENT_NODE && !shadow) return null; // Lit's marker comments
  const el = node as Element;
  const children = [...(!shadow && el.shadowRoot ? [el.shadowRoot] : []), ...node.childNodes].map(tree).filter((c) => c !== null);
  if (shadow) return { shadow: children };
  return { tag: el.localName, attributes: [...el.attributes].map((a) => `${a.name}=${a.value}`).sort(), children };
}

async function distTable(id: string, attributes: string): Promise<{ frame: HTMLIFrameElement; win: Window & typeof globalThis; table: Element }> {
  const frame = document.createElement('iframe');
  frame.style.width = '900px';
  frame.style.height = '700px';
  frame.srcdoc = `<html><script type="module" src="${location.origin}/dist/${id}.js"></script><${id}-table ${attributes}></${id}-table></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window & typeof globalThis;
  await waitUntil(() => win.customElements.get(`${id}-table`), `dist/${id}.js registers <${id}-table>`, { timeout: 20000 });
  return { frame, win, table: frame.contentDocument!.querySelector(`${id}-table`)! };
}

const drawn = (el: Element) => (el.shadowRoot?.querySelector('[part~="status"]')?.textContent ?? '').length > 0;

describe('minified templates in dist/<id>.js', () => {
  for (const id of ['hisss', 'chomp', 'puerto-rico']) {
    it(`${id}: the same stylesheets and the same drawing as the sources`, async () => {
      const attributes = 'players="2" seats="human,human" seed="minified" autoplay="false"';
      const { frame, win, table } = await distTable(id, attributes);
      const host = document.createElement('div');
      host.innerHTML = `<${id}-table ${attributes}></${id}-table>`;
      document.body.append(host);
      try {
        const source = customElements.get(`${id}-table`) as StyledClass;
        const built = win.customElements.get(`${id}-table`) as StyledClass;
        expect(built.elementStyles.length).to.equal(source.elementStyles.length);
        built.elementStyles.forEach((style, i) => {
          expect(style.cssText.length, `stylesheet ${i} is minified`).to.be.lessThan(source.elementStyles[i]!.cssText.length);
          expect(rulesOf(style.cssText), `stylesheet ${i}`).to.deep.equal(rulesOf(source.elementStyles[i]!.cssText));
        });
        const mine = host.firstElementChild!;
        await waitUntil(() => drawn(table) && drawn(mine), 'both tables draw', { timeout: 10000 });
        expect(tree(table)).to.deep.equal(tree(mine));
      } finally {
        host.remove();
        frame.remove();
      }
    });
  }
});
