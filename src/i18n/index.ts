/**
 * Texts in the player's language: rules and tables write `t` templates in English; a table
 * renders them with a `Translator` for its language (en, es, fr, de, and `x-pseudo` for tests).
 */
export { t, plural, seat, list, money, keyOf, isMessage, isSeatRef, isListRef, isMoneyRef, type Message, type SeatRef, type ListRef, type MoneyRef, type Text, type PluralForms, type Translations } from './text.js';
export { Translator, LANGUAGES, PSEUDO, pseudo, splitPlural, type Lang, type Language, type TranslationSet } from './translator.js';
export { languageFor, languageTagOf, onLanguageChange } from './language.js';
