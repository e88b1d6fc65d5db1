import type { TranslationSet } from '../../src/i18n/index.js';

/** The Construction Game's rules texts in Spanish, French and German (English is each text's key). */
export const translations: TranslationSet = { es: {}, fr: {}, de: {} };
