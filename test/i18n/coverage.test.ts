/**
 * Every text written in the source (`` t`…` `` and `plural(…)`) is translated into every language,
 * in the translation set its folder uses, and no translation is left over without its text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractKeys, type FoundKey } from '../../src/i18n/extract.js';
import { LANGUAGES, type TranslationSet } from '../../src/i18n/index.js';
import { sharedTranslations } from '../../src/ui/translations.js';
import { dslTranslations } from '../../src/dsl/translations.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sourcesOf = (dir: string): string[] =>
  readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return sourcesOf(rel);
    return name.endsWith('.ts') && !/translations\.ts$|\.d\.ts$/.test(name) && !rel.endsWith(path.join('i18n', 'extract.ts')) ? [rel] : [];
  });
const keysIn = (dirs: string[]): FoundKey[] => dirs.flatMap(sourcesOf).flatMap((file) => extractKeys(readFileSync(path.join(root, file), 'utf8'), file));
const others = LANGUAGES.filter((l) => l !== 'en');

/**
 * Every key `found` is in `own` or one of `alsoAllowed` in each language; every key of `own` is
 * written somewhere — in `found`, or in `alsoUsing` (parts that may take their texts from `own`).
 */
function check(label: string, found: FoundKey[], own: TranslationSet, alsoAllowed: TranslationSet[], alsoUsing: FoundKey[] = []): void {
  const missing: string[] = [];
  for (const lang of others) {
    for (const k of found) {
      if (own[lang]?.[k.key] === undefined && !alsoAllowed.some((set) => set[lang]?.[k.key] !== undefined)) missing.push(`${lang}: "${k.key}" (${k.file}:${k.line})`);
      const value = own[lang]?.[k.key];
      if (k.plural && value !== undefined && typeof value === 'string') missing.push(`${lang}: "${k.key}" is plural and needs forms ({ one, other, … }) (${k.file}:${k.line})`);
    }
  }
  expect([...new Set(missing)], `${label}: texts without a translation`).toEqual([]);
  const used = new Set([...found, ...alsoUsing].map((k) => k.key));
  const stale = others.flatMap((lang) => Object.keys(own[lang] ?? {}).filter((key) => !used.has(key)).map((key) => `${lang}: "${key}"`));
  expect(stale, `${label}: translations whose text is no longer in the source`).toEqual([]);
}

describe('every text is translated', () => {
  it('the shared parts (DSL, engine, bots, real time, shared UI) in src/ui/translations.ts', () => {
    const found = keysIn(['src/engine', 'src/bots', 'src/i18n', 'src/realtime', 'src/ui', 'src/online']);
    const dsl = keysIn(['src/dsl']);
    expect(found.length).toBeGreaterThan(0);
    // The DSL's texts may be in either set, so a shared translation the DSL writes is in use.
    check('shared', found, sharedTranslations, [dslTranslations], dsl);
    check('DSL', dsl, dslTranslations, [sharedTranslations], found);
  });

  // Every game: a game without its translations fails here (its import below has nothing to load).
  const games = readdirSync(path.join(root, 'machines')).filter((id) => statSync(path.join(root, 'machines', id)).isDirectory());
  for (const id of games) {
    it(`${id}: its rules and its table`, async () => {
      const rules = (await import(`../../machines/${id}/translations.ts`)) as { translations: TranslationSet };
      const table = (await import(`../../components/${id}-table/translations.ts`)) as { tableTranslations: TranslationSet };
      const ruleKeys = keysIn([`machines/${id}`]);
      expect(ruleKeys.length, `${id}'s rules write no translatable text`).toBeGreaterThan(0);
      check(`${id} rules`, ruleKeys, rules.translations, [sharedTranslations, dslTranslations]);
      check(`${id} table`, keysIn([`components/${id}-table`]), table.tableTranslations, [rules.translations, sharedTranslations, dslTranslations]);
    });
  }
});
