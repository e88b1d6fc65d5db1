import type { Translations } from './text.js';
import type { Language, TranslationSet } from './translator.js';

/**
 * Languages a page loads when a table first needs them. In the source every translations module
 * holds all its languages; the self-contained game files carry English only and fetch
 * `<id>.<lang>.js` from beside themselves (the build swaps each translations module for a
 * `translationSet(...)` that a language file fills in). Shared through `globalThis`, so several
 * self-contained games on one page fill the same sets.
 */
interface Registry {
  sets: Map<string, Record<string, Translations>>;
  /** Bumped whenever a language arrives, so tables know to draw again. */
  version: number;
  fill(lang: Language, sets: Record<string, Translations>): void;
}

const holder = globalThis as { __tabletopLanguages?: Registry };
const registry: Registry = (holder.__tabletopLanguages ??= {
  sets: new Map(),
  version: 0,
  fill(lang, sets) {
    for (const [id, translations] of Object.entries(sets)) {
      const set = this.sets.get(id) ?? {};
      set[lang] = { ...set[lang], ...translations };
      this.sets.set(id, set);
    }
    this.version++;
  },
});

/**
 * The translation set registered as `id`, holding the languages given here and any loaded later.
 * Used by the build in place of a translations module; in the source, modules export plain sets.
 */
export function translationSet(id: string, initial: TranslationSet = {}): TranslationSet {
  let set = registry.sets.get(id);
  if (!set) {
    set = {};
    registry.sets.set(id, set);
  }
  for (const [lang, translations] of Object.entries(initial)) set[lang] = { ...set[lang], ...translations };
  return set as TranslationSet;
}

let loader: ((lang: Language) => Promise<unknown>) | null = null;
const loading = new Map<Language, Promise<void>>();
const loaded = new Set<Language>();

/** How this file fetches a language (set by the self-contained builds); none: all are built in. */
export function setLanguageLoader(load: (lang: Language) => Promise<unknown>): void {
  loader = load;
}

/**
 * Makes sure `lang` is loaded: null when nothing needs loading (built in, or already here), else
 * a promise that settles once it has arrived (or failed: the table then stays in English).
 */
export function ensureLanguage(lang: Language): Promise<void> | null {
  if (!loader || lang === 'en' || loaded.has(lang)) return null;
  let pending = loading.get(lang);
  if (!pending) {
    pending = loader(lang).then(
      () => {
        loaded.add(lang);
      },
      (error: unknown) => {
        loaded.add(lang); // do not ask again on every render
        console.warn(`Tabletop Elements: the ${lang} texts could not be loaded (${String(error)}); showing English.`);
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

/** Changes whenever a language arrives. */
export function languagesVersion(): number {
  return registry.version;
}
