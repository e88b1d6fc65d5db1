import { t, type Text } from './text.js';
import { LANGUAGES, PSEUDO, type Lang } from './translator.js';

/**
 * The language a table speaks for a language tag: a supported language, a region tag's language
 * (`fr-CA` → `fr`), the pseudo-language for tests, else English with a notice saying so.
 *
 * @example
 * languageFor('de-AT'); // { lang: 'de' }
 * languageFor('nl');    // { lang: 'en', problem: … }
 */
export function languageFor(tag: string | null | undefined): { lang: Lang; problem?: Text } {
  const text = (tag ?? '').trim().toLowerCase();
  if (text === '') return { lang: 'en' };
  if (text === PSEUDO) return { lang: PSEUDO };
  const base = text.split(/[-_]/)[0]!;
  const found = LANGUAGES.find((l) => l === base);
  if (found) return { lang: found };
  return { lang: 'en', problem: t`lang="${tag!.trim().slice(0, 40)}": this language is not available yet (English, Spanish, French and German are). Using English.` };
}

/**
 * The language tag that applies to `element`: its own `lang` attribute, else the nearest
 * ancestor's (across shadow roots), else the page's `<html lang>`; empty when none says.
 */
export function languageTagOf(element: Element): string {
  let node: Node | null = element;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang') ?? '';
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return document.documentElement.getAttribute('lang') ?? '';
}

type Listener = () => void;
const listeners = new Set<Listener>();
let observer: MutationObserver | null = null;

/**
 * Calls `listener` whenever a `lang` attribute changes anywhere in the document (an ancestor of a
 * table, or `<html>`); returns the unsubscribe function. One observer serves every table.
 */
export function onLanguageChange(listener: Listener): () => void {
  listeners.add(listener);
  if (!observer && typeof MutationObserver !== 'undefined') {
    observer = new MutationObserver(() => listeners.forEach((l) => l()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && observer) {
      observer.disconnect();
      observer = null;
    }
  };
}
