import { isListRef, isMessage, isMoneyRef, isSeatRef, type Message, type PluralForms, type Text, type Translations } from './text.js';

/** The languages every table speaks. */
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
/** A test language: English made accented, bracketed and 40% longer, so a missed string stands out. */
export const PSEUDO = 'x-pseudo';
export type Lang = Language | typeof PSEUDO;

/** Translations of one part (the shared UI, a game's rules, a game's table) into each language but English. */
export type TranslationSet = Readonly<Partial<Record<Exclude<Language, 'en'>, Translations>>>;

/**
 * Renders texts in one language: looks each message up in the translation sets (English keys are
 * their own template), chooses plural forms with `Intl.PluralRules`, formats numbers with
 * `Intl.NumberFormat`, and shows seats by name.
 *
 * @example
 * const fr = new Translator('fr', [sharedTranslations, hisssTranslations], (s) => names[s]!);
 * fr.render(plural(3, '# card left', '# cards left')); // "3 cartes restantes"
 */
export class Translator {
  private readonly plurals: Intl.PluralRules;
  private readonly numbers: Intl.NumberFormat;
  private readonly lookup: Map<string, string | PluralForms>;

  constructor(
    readonly lang: Lang,
    sets: readonly TranslationSet[],
    private readonly nameOf: (seat: number) => string = (s) => `Seat ${s + 1}`,
  ) {
    const locale = lang === PSEUDO ? 'en' : lang;
    this.plurals = new Intl.PluralRules(locale);
    this.numbers = new Intl.NumberFormat(locale);
    this.lookup = new Map();
    if (lang !== 'en' && lang !== PSEUDO) {
      for (const set of sets) for (const [key, value] of Object.entries(set[lang] ?? {})) if (!this.lookup.has(key)) this.lookup.set(key, value);
    }
  }

  /** A text in this language. */
  render(text: Text | null | undefined): string {
    if (text === null || text === undefined) return '';
    if (typeof text === 'string') return text.replace(/\{seat:(\d+)\}/g, (_, n: string) => this.nameOf(Number(n)));
    if (typeof text === 'number') return this.number(text);
    if (isSeatRef(text)) return this.nameOf(text.seat);
    if (isMessage(text)) return this.message(text);
    if (isListRef(text)) return this.list(text.list.map((item) => this.render(item)), text.join ?? 'and');
    if (isMoneyRef(text)) return this.money(text.money);
    return String(text);
  }

  /**
   * Items joined as this language joins a list: English "A, B and C" (no serial comma), the
   * others by `Intl.ListFormat` (which also knows Spanish "e" before an i-sound).
   */
  list(items: readonly string[], join: 'and' | 'or' = 'and'): string {
    if (items.length <= 1) return items.join('');
    if (this.lang === 'en' || this.lang === PSEUDO) {
      const word = join === 'or' ? 'or' : 'and';
      return `${items.slice(0, -1).join(', ')} ${this.lang === PSEUDO ? pseudo(word) : word} ${items[items.length - 1]}`;
    }
    return new Intl.ListFormat(this.lang, { type: join === 'or' ? 'disjunction' : 'conjunction' }).format(items);
  }

  /** A number as this language writes it (1,500 · 1.500 · 1 500). */
  number(value: number): string {
    return this.numbers.format(value);
  }

  /** An amount of money in dollars, as this language writes it. */
  money(value: number): string {
    return new Intl.NumberFormat(this.lang === PSEUDO ? 'en' : this.lang, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
  }

  /** Whether this language has its own translation of `key` (English always has). */
  has(key: string): boolean {
    return this.lang === 'en' || this.lang === PSEUDO || this.lookup.has(key);
  }

  private message(message: Message): string {
    let template = this.template(message);
    if (this.lang === PSEUDO) template = pseudo(template);
    const args = message.args ?? [];
    return template.replace(/\{(\d+)\}/g, (whole, n: string) => (Number(n) < args.length ? this.render(args[Number(n)]!) : whole));
  }

  private template(message: Message): string {
    const found = this.lookup.get(message.key);
    if (message.count === undefined) return typeof found === 'string' ? found : message.key;
    const count = message.count;
    let forms: PluralForms;
    if (found && typeof found === 'object') forms = found;
    else {
      const [one, other] = splitPlural(message.key);
      forms = { one, other };
    }
    const category = this.plurals.select(count) as keyof PluralForms;
    // A language's categories it gives no form for (French "many") fall back to `other`.
    const form = forms[category] ?? forms.other;
    return form.replace(/#/g, this.number(count));
  }
}

/** The English forms of a plural key `"# card|# cards"`. */
export function splitPlural(key: string): [string, string] {
  const bar = key.indexOf('|');
  return bar < 0 ? [key, key] : [key.slice(0, bar), key.slice(bar + 1)];
}

const ACCENTS: Record<string, string> = {
  a: 'à', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ', n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ',
  u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž', A: 'À', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ', N: 'Ñ',
  O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/**
 * The pseudo-language form of an English template: slots kept, letters accented, 40% longer,
 * bracketed. The padding comes as words of at most five tildes, as a real translation grows by
 * words rather than by one endless one, so a line can still wrap.
 */
export function pseudo(template: string): string {
  const parts = template.split(/(\{\d+\}|#)/);
  const body = parts.map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c))).join('');
  const letters = template.replace(/\{\d+\}|#/g, '').length;
  const padding = letters > 0 ? Math.max(1, Math.round(letters * 0.4)) : 0;
  const words = Array.from({ length: Math.ceil(padding / 5) }, (_, i) => '~'.repeat(Math.min(5, padding - i * 5)));
  return `[${body}${words.length ? ` ${words.join(' ')}` : ''}]`;
}
