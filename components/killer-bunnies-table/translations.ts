/**
 * The Killer Bunnies table's own words in Spanish, French and German (the rules' texts are in
 * machines/killer-bunnies/translations.ts).
 */
import type { TranslationSet } from '../../src/i18n/index.js';
import { translationRows, type TranslationRow } from '../../src/i18n/rows.js';

const ROWS: readonly TranslationRow[] = [];

export const tableTranslations: TranslationSet = translationRows(ROWS);
