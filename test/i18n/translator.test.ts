import { describe, expect, it } from 'vitest';
import { extractKeys } from '../../src/i18n/extract.js';
import { languageFor, plural, pseudo, seat, t, Translator, type TranslationSet } from '../../src/i18n/index.js';

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

describe('extractKeys', () => {
  it('finds tagged templates with nested expressions and plural calls', () => {
    const source = "const a = t`took ${n > 1 ? `${n}` : 'one'} from ${seat(s)}`;\nconst b = plural(G.deck.length, '# card left', '# cards left');\nconst c = format`not ${x}`;";
    expect(extractKeys(source, 'x.ts').map((k) => [k.key, k.line])).toEqual([['took {0} from {1}', 1], ['# card left|# cards left', 2]]);
  });
});
