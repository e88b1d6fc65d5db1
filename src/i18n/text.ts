/**
 * Texts that the rules and the tables show, as data: a message whose key is its English source
 * with numbered slots (`"took {0} from {1}"`), the values for those slots, and nothing rendered
 * yet. The element renders a text in its own language; the rules stay pure and deterministic, and
 * no code ever decides anything by reading a rendered sentence.
 *
 * Texts are plain JSON (they travel in log entries, events and, later, network messages).
 */
import type { Json } from '../dsl/types.js';

/** A translatable message: `key` is its English source with `{0}`, `{1}` … for its arguments. */
export interface Message {
  readonly key: string;
  readonly args?: readonly Text[];
  /** For a plural message: the number that chooses the form (`#` in the forms stands for it). */
  readonly count?: number;
}

/** A seat, shown as that player's name in the reader's table ("Ana", "Bot 2 (hard)"). */
export interface SeatRef {
  readonly seat: number;
}

/** A list of texts joined as the language joins them ("A, B and C" · "A, B y C" · "A, B und C"). */
export interface ListRef {
  readonly list: readonly Text[];
  /** `and` (default) or `or`. */
  readonly join?: 'or';
}

/** An amount of money, shown as the reader's language writes it ("$1,500" · "1.500 US$" · "1 500 $US"). */
export interface MoneyRef {
  readonly money: number;
}

/**
 * Anything a table can show: a message, a seat's name, a number (formatted for the language), a
 * list, an amount of money, or a literal string shown as it is — only for what needs no
 * translation (a name a person typed).
 */
export type Text = string | number | Message | SeatRef | ListRef | MoneyRef;

/** Forms of a plural message by `Intl.PluralRules` category; `other` is required. */
export type PluralForms = { readonly other: string } & Partial<Record<'zero' | 'one' | 'two' | 'few' | 'many', string>>;

/** One language's translations: English key → translated template (or plural forms). */
export type Translations = Readonly<Record<string, string | PluralForms>>;

/**
 * The key of a tagged template: its literal parts joined by `{0}`, `{1}` …
 * (exported for the tools that check every key is translated).
 */
export function keyOf(strings: readonly string[]): string {
  let key = strings[0] ?? '';
  for (let i = 1; i < strings.length; i++) key += `{${i - 1}}${strings[i]}`;
  return key;
}

/**
 * A translatable text, written as a tagged template in English. Each `${…}` becomes an argument:
 * numbers are formatted for the language, seats (`seat(n)`) become names, and nested texts are
 * translated in turn. A plain string argument is shown as it is: wrap words in `t` too.
 *
 * @example
 * describe: ({ card }) => t`took ${cardName(card)} from the fan`,
 * check: (G, { n }) => n <= G.stones || t`There are only ${G.stones} stones left.`,
 */
export function t(strings: TemplateStringsArray, ...args: Text[]): Message {
  const key = keyOf(strings);
  return args.length ? { key, args } : { key };
}

/**
 * A plural text: `one` and `other` are the English forms, `#` standing for the number; further
 * arguments fill `{0}` …. Each language gives the forms its grammar needs (`Intl.PluralRules`).
 *
 * @example
 * plural(G.deck.length, '# card left', '# cards left')
 * plural(n, '{0} took # stone', '{0} took # stones', seat(s))
 */
export function plural(count: number, one: string, other: string, ...args: Text[]): Message {
  return args.length ? { key: `${one}|${other}`, count, args } : { key: `${one}|${other}`, count };
}

/** A seat's name as a text argument. */
export function seat(n: number): SeatRef {
  return { seat: n };
}

/**
 * A list of texts as one text, joined with the language's "and" (or "or"): Spanish writes
 * "Ana e Inés", English "A, B and C". Never join names with a translated "and" by hand.
 *
 * @example
 * plural(winners.length, '{0} wins!', '{0} share the win!', list(winners.map(seat)))
 */
export function list(items: readonly Text[], join: 'and' | 'or' = 'and'): ListRef {
  return join === 'or' ? { list: items, join: 'or' } : { list: items };
}

/**
 * An amount of money in dollars as a text, for a sentence of the rules or a table: each reader
 * sees it the way their language writes money.
 *
 * @example
 * t`paid ${money(12000)} for the job` // "paid $12,000 for the job" · "pagó 12.000 US$ por el trabajo"
 */
export function money(amount: number): MoneyRef {
  return { money: amount };
}

/** Whether a value is an amount of money. */
export function isMoneyRef(value: unknown): value is MoneyRef {
  return typeof value === 'object' && value !== null && typeof (value as MoneyRef).money === 'number';
}

/** Whether a value is a list of texts. */
export function isListRef(value: unknown): value is ListRef {
  return typeof value === 'object' && value !== null && Array.isArray((value as ListRef).list);
}

/** Whether a value is a message (and not a seat or a literal). */
export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).key === 'string';
}

/** Whether a value is a seat reference. */
export function isSeatRef(value: unknown): value is SeatRef {
  return typeof value === 'object' && value !== null && typeof (value as SeatRef).seat === 'number' && !('key' in value);
}

/** A text as plain JSON (it already is; the cast documents where texts enter game data). */
export function textJson(text: Text): Json {
  return text as unknown as Json;
}
