/**
 * Every theme token is documented, with its default, on every game table's entry in
 * custom-elements.json (`npm run analyze`) — the default the table really uses: the shared one of
 * src/ui/theme.styles.ts, or the table's own where its styles give one (`tokenDefaults`). A table
 * that set a token on its `:host` directly would hide the page's value, so none may.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CSSResult } from 'lit';
import { describe, expect, it } from 'vitest';
import { registeredElements, type Manifest } from '../../.storybook/element-api.js';
import { THEME_TOKENS, type ThemeToken } from '../../src/ui/theme.styles.js';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'custom-elements.json'), 'utf8')) as Manifest;
const elements = registeredElements(manifest);
const tokens = Object.entries(THEME_TOKENS) as [string, ThemeToken][];

const gameTags = readdirSync(path.join(root, 'components'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name.endsWith('-table') && existsSync(path.join(root, 'components', d.name, 'define.ts')))
  .map((d) => d.name);

/** A table's styles as the browser gets them (the CSS its styles module exports). */
async function tableCss(tag: string): Promise<string> {
  const module = (await import(path.join(root, 'components', tag, `${tag}.styles.ts`))) as Record<string, unknown>;
  return Object.values(module)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is CSSResult => typeof value === 'object' && value !== null && 'cssText' in value)
    .map((result) => result.cssText)
    .join('\n');
}

describe('theme tokens in custom-elements.json', () => {
  it('finds the game tables', () => {
    expect(gameTags.length).toBeGreaterThanOrEqual(17);
  });

  for (const tag of gameTags) {
    it(`<${tag}> documents every token with the default it uses`, async () => {
      const cssText = await tableCss(tag);
      const own = new Map([...cssText.matchAll(/--_tt-([a-z-]+): var\(--tt-\1, ([^;]+)\);/g)].map((m) => [m[1]!, m[2]!.trim()]));
      const hidden = [...cssText.matchAll(/:host\s*\{([^}]*)\}/g)].flatMap((m) => [...m[1]!.matchAll(/(?:^|[;\s])(--tt-[a-z-]+)\s*:/g)].map((d) => d[1]!));
      expect(hidden, 'tokens set on :host directly (they hide the page value: use tokenDefaults)').toEqual([]);

      const entry = elements.find((d) => d.tagName === tag);
      expect(entry, `${tag} in the manifest`).toBeDefined();
      const documented = new Map((entry!.cssProperties ?? []).map((p) => [p.name, p]));
      const wrong: string[] = [];
      for (const [name, token] of tokens) {
        const doc = documented.get(`--tt-${name}`);
        const expected = own.get(name) ?? token.light;
        if (!doc) wrong.push(`--tt-${name}: not documented`);
        else if (doc.default !== expected) wrong.push(`--tt-${name}: documented default ${doc.default ?? '(none)'}, the table uses ${expected}`);
        else if (token.dark !== undefined && !own.has(name) && !(doc.description ?? '').includes(token.dark)) wrong.push(`--tt-${name}: the dark default ${token.dark} is not in the description`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('theme tokens without light-dark()', () => {
  it('give a browser that lacks light-dark() the light value of every colour that has a dark one', async () => {
    const { themeTokens } = await import('../../src/ui/theme.styles.js');
    const text = themeTokens.cssText;
    const start = text.indexOf('@supports not (color: light-dark(');
    expect(start).toBeGreaterThan(-1);
    const block = text.slice(start, text.indexOf(':host(:state(light))'));
    const withDark = Object.entries(THEME_TOKENS as Record<string, ThemeToken>).filter(([, token]) => token.dark !== undefined);
    expect(withDark.length).toBeGreaterThan(3);
    for (const [name, token] of withDark) expect(block).toContain(`--_tt-${name}: var(--tt-${name}, ${token.light});`);
    expect(block).not.toContain('light-dark(#');
  });
});
