/**
 * Every text the game server writes (`` t`…` `` in server/) is translated into every language, in
 * the server's set or the shared one, and the server's set holds nothing the server no longer writes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractKeys } from '../../src/i18n/extract.js';
import { LANGUAGES } from '../../src/i18n/index.js';
import { sharedTranslations } from '../../src/ui/translations.js';
import { serverTranslations } from '../../server/translations.js';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server');
const found = readdirSync(dir)
  .filter((name) => name.endsWith('.ts') && name !== 'translations.ts')
  .flatMap((name) => extractKeys(readFileSync(path.join(dir, name), 'utf8'), `server/${name}`));

describe("the game server's texts", () => {
  it('are translated into every language, and none is left over', () => {
    expect(found.length).toBeGreaterThan(30);
    const others = LANGUAGES.filter((lang) => lang !== 'en');
    const missing = others.flatMap((lang) =>
      found.filter((k) => serverTranslations[lang]?.[k.key] === undefined && sharedTranslations[lang]?.[k.key] === undefined).map((k) => `${lang}: "${k.key}" (${k.file}:${k.line})`),
    );
    expect(missing).toEqual([]);
    const used = new Set(found.map((k) => k.key));
    const stale = others.flatMap((lang) => Object.keys(serverTranslations[lang] ?? {}).filter((key) => !used.has(key)).map((key) => `${lang}: "${key}"`));
    expect(stale).toEqual([]);
  });
});
