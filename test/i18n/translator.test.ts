import { describe, expect, it } from 'vitest';
import { extractKeys } from '../../src/i18n/extract.js';
import { languageFor, list, money, plural, pseudo, seat, t, Translator, type TranslationSet } from '../../src/i18n/index.js';

const set: TranslationSet = {
  fr: { 'took {0} from {1}': '{1} a cédé {0}', '# card left|# cards left': { one: '# carte restante', other: '# cartes restantes' }, 'a red card': 'une carte rouge' },
  de: { '# card left|# cards left': { one: '# Karte übrig', other: '# Karten übrig' } },
};
const names = (s: number) => ['Ana', 'Ben'][s]!;

describe('Translator', () => {
  it('renders English from the key itself, with numbers, seats and nested texts', () => {
    const en = new Translator('en', [set], names);
    expect(en.render(t`took ${t`a red card`} from ${seat(1)}`)).toBe('took a red card from Ben');
    expect(en.render(t`${1500} points`)).toBe('1,500 points');
  });

  it('translates, reorders arguments and chooses plural forms by the language\'s rules', () => {
    const fr = new Translator('fr', [set], names);
    expect(fr.render(t`took ${t`a red card`} from ${seat(0)}`)).toBe('Ana a cédé une carte rouge');
    expect(fr.render(plural(0, '# card left', '# cards left'))).toBe('0 carte restante'); // French: 0 is singular
    expect(fr.render(plural(2, '# card left', '# cards left'))).toBe('2 cartes restantes');
    const de = new Translator('de', [set], names);
    expect(de.render(plural(1, '# card left', '# cards left'))).toBe('1 Karte übrig');
    expect(de.render(plural(1500, '# card left', '# cards left'))).toBe('1.500 Karten übrig');
    const en = new Translator('en', [set], names);
    expect(en.render(plural(1, '# card left', '# cards left'))).toBe('1 card left');
    expect(en.render(plural(0, '# card left', '# cards left'))).toBe('0 cards left');
  });

  it('falls back to English for a key a language lacks', () => {
    expect(new Translator('de', [set], names).render(t`a red card`)).toBe('a red card');
    expect(new Translator('de', [set]).has('a red card')).toBe(false);
  });

  it('makes the pseudo-language accented, bracketed and about 40% longer, slots kept', () => {
    expect(pseudo('took {0} cards')).toBe('[ţööķ {0} çàŕðš ~~~~]');
    const text = new Translator('x-pseudo', [set], names).render(t`took ${seat(0)}`);
    expect(text).toMatch(/^\[ţööķ Ana ~+\]$/);
  });

  it('pads the pseudo-language with words of at most five tildes, so a long line can wrap', () => {
    const long = pseudo('Whoever takes the last one wins the game.');
    expect(long).toMatch(/^\[Ŵĥöéṽéŕ .* ~~~~~ ~~~~~ ~~~~~ ~+\]$/);
    expect(long.match(/~+/g)!.every((run) => run.length <= 5)).toBe(true);
    expect(long.match(/~/g)!.length).toBe(Math.round('Whoever takes the last one wins the game.'.length * 0.4));
  });

  it('joins lists as each language does: English without a serial comma, Spanish "e" before an i-sound', () => {
    const names = (s: number) => ['Ana', 'Inés', 'Ben'][s]!;
    expect(new Translator('en', [], names).render(list([seat(0), seat(2), seat(1)]))).toBe('Ana, Ben and Inés');
    expect(new Translator('en', []).render(list([2, 4, 6], 'or'))).toBe('2, 4 or 6');
    expect(new Translator('es', [], names).render(list([seat(0), seat(1)]))).toBe('Ana e Inés');
    expect(new Translator('es', [], names).render(list([seat(1), seat(0)]))).toBe('Inés y Ana');
    expect(new Translator('fr', [], names).render(list([seat(0), seat(2), seat(1)]))).toBe('Ana, Ben et Inés');
    expect(new Translator('de', []).render(list([2, 4, 6], 'or'))).toBe('2, 4 oder 6');
    expect(new Translator('x-pseudo', [], names).render(list([seat(0), seat(2)]))).toBe('Ana [àñð ~] Ben');
    expect(new Translator('en', [], names).render(list([seat(2)]))).toBe('Ben');
  });

  it('agrees a verb with a list by the plural rules, not by hand', () => {
    const fr: TranslationSet = { fr: { '{0} wins!|{0} share the win!': { one: '{0} gagne !', other: '{0} se partagent la victoire !' } } };
    const names = (s: number) => ['Ana', 'Ben'][s]!;
    const sentence = (seats: number[]) => plural(seats.length, '{0} wins!', '{0} share the win!', list(seats.map(seat)));
    expect(new Translator('fr', [fr], names).render(sentence([1]))).toBe('Ben gagne !');
    expect(new Translator('fr', [fr], names).render(sentence([0, 1]))).toBe('Ana et Ben se partagent la victoire !');
    expect(new Translator('en', [fr], names).render(sentence([0, 1]))).toBe('Ana and Ben share the win!');
  });

  it('shows legacy {seat:N} strings by name', () => {
    expect(new Translator('en', [], names).render('passed to {seat:1}')).toBe('passed to Ben');
  });
});

describe('languageFor', () => {
  it('takes a region tag\'s language, the pseudo-language, and falls back to English with a notice', () => {
    expect(languageFor('fr-CA')).toEqual({ lang: 'fr' });
    expect(languageFor('DE')).toEqual({ lang: 'de' });
    expect(languageFor('x-pseudo')).toEqual({ lang: 'x-pseudo' });
    expect(languageFor('')).toEqual({ lang: 'en' });
    const nl = languageFor('nl');
    expect(nl.lang).toBe('en');
    expect(new Translator('en', []).render(nl.problem!)).toMatch(/lang="nl": this language is not available yet/);
  });
});

describe('money in a text', () => {
  it('is written as each language writes dollars, inside a translated sentence too', () => {
    const sets: TranslationSet[] = [{ es: { 'paid {0}': 'pagó {0}' }, de: { 'paid {0}': 'zahlte {0}' } }];
    const paid = t`paid ${money(12000)}`;
    expect(new Translator('en', sets).render(paid)).toBe('paid $12,000');
    expect(new Translator('es', sets).render(paid).replace(/\s/g, ' ')).toBe('pagó 12.000 US$');
    expect(new Translator('de', sets).render(paid).replace(/\s/g, ' ')).toBe('zahlte 12.000 $');
    expect(JSON.parse(JSON.stringify(paid))).toEqual(paid);
  });
});

describe('extractKeys', () => {
  it('finds tagged templates with nested expressions and plural calls', () => {
    const source = "const a = t`took ${n > 1 ? `${n}` : 'one'} from ${seat(s)}`;\nconst b = plural(G.deck.length, '# card left', '# cards left');\nconst c = format`not ${x}`;";
    expect(extractKeys(source, 'x.ts').map((k) => [k.key, k.line])).toEqual([['took {0} from {1}', 1], ['# card left|# cards left', 2]]);
    const nested = 'const c = t`took ${t`a red card`} from ${seat(s)}`;';
    expect(extractKeys(nested, 'y.ts').map((k) => k.key)).toEqual(['took {0} from {1}', 'a red card']);
  });

  it('ignores texts in comments (examples in doc comments), but not // inside strings and templates', () => {
    const source = [
      '/** Say it with `` t`…` ``: t`an example` */',
      "// plural(n, 'a stone', 'stones') in a comment",
      "const url = 'http://example.org'; const a = t`kept ${url}`;",
      'const b = `//not a comment ${t`inner`}`; /* t`gone` */ const c = t`last`;',
    ].join('\n');
    expect(extractKeys(source, 'x.ts').map((k) => [k.key, k.line])).toEqual([['kept {0}', 3], ['inner', 4], ['last', 4]]);
  });
});
