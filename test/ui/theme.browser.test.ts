/**
 * Theming from the page: a token set on `:root` or any ancestor reaches a table (the element's
 * own value still wins); the dark theme follows `prefers-color-scheme` unless the `theme`
 * attribute forces light or dark, and keeps text at WCAG AA contrast; a bad `theme` says so.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../components/hisss-table/define.js';
import '../../components/puerto-rico-table/define.js';
import { THEME_TOKENS } from '../../src/ui/theme.styles.js';

type Table = HTMLElement & { updateComplete: Promise<boolean> };

/** `#rrggbb` as the browser writes a computed colour. */
const rgb = (hex: string): string => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** WCAG relative luminance of a computed `rgb(r, g, b)`. */
function luminance(colour: string): number {
  const [r, g, b] = colour.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((c) => {
    const s = Number(c) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

async function mount(tag: string, attrs: Record<string, string> = {}, parent: HTMLElement = document.body): Promise<Table> {
  const el = document.createElement(tag) as Table;
  el.setAttribute('seed', 'theme');
  el.setAttribute('autoplay', 'false');
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  parent.append(el);
  await el.updateComplete;
  return el;
}

/** A `<div>` on the page with the given style, to hold a table. */
function ancestor(style: string): HTMLDivElement {
  const box = document.body.appendChild(document.createElement('div'));
  box.setAttribute('style', style);
  return box;
}

const part = (el: Table, name: string): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
/** The felt's colour: the middle stop of the table's gradient. */
const felt = (el: Table): string => getComputedStyle(part(el, 'table')).backgroundImage;
const surface = (el: Table): string => getComputedStyle(part(el, 'base')).backgroundColor;
const text = (el: Table): string => getComputedStyle(el).color;

describe('theme tokens from the page', () => {
  let pageStyle: HTMLStyleElement | undefined;
  afterEach(() => {
    pageStyle?.remove();
    pageStyle = undefined;
    for (const el of [...document.body.children]) if (el.localName.endsWith('-table') || el.localName === 'div') el.remove();
  });

  it('a token set on :root reaches a table', async () => {
    pageStyle = document.head.appendChild(document.createElement('style'));
    pageStyle.textContent = ':root { --tt-felt: red; --tt-surface: rgb(1, 2, 3); }';
    const el = await mount('hisss-table');
    expect(felt(el)).to.include('rgb(255, 0, 0) 55%');
    expect(surface(el)).to.equal('rgb(1, 2, 3)');
  });

  it("an ancestor's token beats a game's own default", async () => {
    const el = await mount('puerto-rico-table');
    expect(felt(el), "Puerto Rico's own felt").to.include(`${rgb('#2f6b5a')} 55%`);
    const box = ancestor('--tt-felt: rgb(0, 0, 255)');
    box.append(el);
    await el.updateComplete;
    expect(felt(el)).to.include('rgb(0, 0, 255) 55%');
  });

  it("the element's own value beats an ancestor's", async () => {
    const box = ancestor('--tt-felt: rgb(0, 0, 255)');
    const el = await mount('puerto-rico-table', { style: '--tt-felt: rgb(0, 128, 0)' }, box);
    expect(felt(el)).to.include('rgb(0, 128, 0) 55%');
    expect(felt(el)).not.to.include('rgb(0, 0, 255)');
  });
});

describe('the dark theme', () => {
  afterEach(async () => {
    await emulateMedia({ colorScheme: 'light' });
    for (const el of [...document.body.children]) if (el.localName.endsWith('-table')) el.remove();
  });

  it('theme="dark" changes the surface and the text, and keeps text readable', async () => {
    const light = await mount('hisss-table', { theme: 'light' });
    const dark = await mount('hisss-table', { theme: 'dark' });
    expect(surface(light)).to.equal(rgb(THEME_TOKENS.surface.light));
    expect(surface(dark)).to.equal(rgb(THEME_TOKENS.surface.dark));
    expect(text(dark)).to.equal(rgb(THEME_TOKENS.text.dark));
    expect(luminance(surface(dark)), 'a dark surface').to.be.below(0.05);

    // Text on the page around the felt: the status line, a player panel, a button.
    const panel = dark.shadowRoot!.querySelector('tt-player-panel')!;
    const panelBase = panel.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;
    const button = dark.shadowRoot!.querySelector<HTMLElement>('button.tt-button')!;
    const pairs: [string, string, string][] = [
      ['text on the surface', getComputedStyle(part(dark, 'status')).color, surface(dark)],
      ['a panel', getComputedStyle(panelBase).color, getComputedStyle(panelBase).backgroundColor],
      ['muted text on a panel', getComputedStyle(panel.shadowRoot!.querySelector('[part="kind"]')!).color, getComputedStyle(panelBase).backgroundColor],
      ['a button', getComputedStyle(button).color, getComputedStyle(button).backgroundColor],
    ];
    for (const [where, fg, bg] of pairs) expect(contrast(fg, bg), `${where}: ${fg} on ${bg}`).to.be.at.least(4.5);
  });

  it("a page's token beats the dark theme", async () => {
    const el = await mount('hisss-table', { theme: 'dark', style: '--tt-surface: rgb(1, 2, 3)' });
    expect(surface(el)).to.equal('rgb(1, 2, 3)');
  });

  it('an auto table follows prefers-color-scheme', async () => {
    const el = await mount('puerto-rico-table');
    expect(surface(el)).to.equal(rgb(THEME_TOKENS.surface.light));
    await emulateMedia({ colorScheme: 'dark' });
    expect(surface(el)).to.equal(rgb(THEME_TOKENS.surface.dark));
    expect(text(el)).to.equal(rgb(THEME_TOKENS.text.dark));
  });

  it('theme="light" stays light under a dark system setting', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const el = await mount('puerto-rico-table', { theme: 'light' });
    expect(surface(el)).to.equal(rgb(THEME_TOKENS.surface.light));
    expect(text(el)).to.equal(rgb(THEME_TOKENS.text.light));
    el.setAttribute('theme', 'dark');
    await el.updateComplete;
    expect(surface(el), 'and the attribute can change').to.equal(rgb(THEME_TOKENS.surface.dark));
  });

  it('a bad theme says what is wrong and follows the system', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const el = await mount('hisss-table', { theme: 'purple' });
    expect(part(el, 'notice').textContent).to.include('theme="purple" is not "light", "dark" or "auto"');
    expect(surface(el)).to.equal(rgb(THEME_TOKENS.surface.dark));
  });
});
