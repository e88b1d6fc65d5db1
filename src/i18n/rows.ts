import type { PluralForms, Translations } from './text.js';
import type { TranslationSet } from './translator.js';

/** One text in every language: its English key, then Spanish, French and German. */
export type TranslationRow = readonly [key: string, es: string | PluralForms, fr: string | PluralForms, de: string | PluralForms];

/**
 * A translation set written as rows, one text a line, so the four languages of a text stand
 * together where a translator reads them.
 *
 * @example
 * export const translations = translationRows([
 *   ['Draw a card', 'Saca una carta', 'Piocher une carte', 'Eine Karte ziehen'],
 * ]);
 */
export function translationRows(rows: readonly TranslationRow[]): TranslationSet {
  const es: Record<string, string | PluralForms> = {};
  const fr: Record<string, string | PluralForms> = {};
  const de: Record<string, string | PluralForms> = {};
  for (const [key, a, b, c] of rows) {
    es[key] = a;
    fr[key] = b;
    de[key] = c;
  }
  return { es: es as Translations, fr: fr as Translations, de: de as Translations };
}
