import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { languageFor, languageTagOf, onLanguageChange } from '../i18n/language.js';
import { t, type Text } from '../i18n/text.js';
import { PSEUDO, Translator, type Lang, type TranslationSet } from '../i18n/translator.js';
import { ensureLanguage, languagesVersion } from '../i18n/registry.js';
import type { Seat } from '../dsl/types.js';

/** What the translator of a table is made from; a change of any of them makes a new one. */
export interface TableLanguageSource {
  /** The texts of the game and the shared parts, its own first. */
  translations(): readonly TranslationSet[];
  /** Each seat's name as a text ("Ana", "Bot 2 (hard)"). */
  seatNames(): readonly Text[];
  /** Values whose change means other names or texts (the names attribute, the line-up, …). */
  namesKey(): readonly unknown[];
}

/**
 * The language a table speaks: its `lang`, else the nearest ancestor's, else the page's. Draws the
 * table again when a `lang` changes anywhere on the page or when a language file it fetched
 * arrives, and keeps one translator until the language, the names or the texts change.
 *
 * @example
 * class MyTable extends LitElement {
 *   private readonly language = new TableLanguage(this, { translations: () => [ownTexts], seatNames: () => [], namesKey: () => [] });
 *   render() { return html`<p>${this.language.translator.render(t`Your turn.`)}</p>`; }
 *   willUpdate() { this.language.newDrawing(); }
 * }
 */
export class TableLanguage implements ReactiveController {
  private drawingLang: Lang | undefined;
  private cached: Translator | undefined;
  private cachedKey: readonly unknown[] = [];
  private stopWatch: (() => void) | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly source: TableLanguageSource,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // A `lang` set on an ancestor or on <html> after the table was drawn re-renders it.
    this.stopWatch = onLanguageChange(() => this.host.requestUpdate());
  }

  hostDisconnected(): void {
    this.stopWatch?.();
    this.stopWatch = undefined;
  }

  /** A new drawing begins: a `lang` may have changed on the page, so look again. */
  newDrawing(): void {
    this.drawingLang = undefined;
  }

  /** The language code this drawing is in (`en`, `es` …), looked up once per drawing. */
  get lang(): Lang {
    // Walking up the page for `lang` on every text is most of a render.
    return (this.drawingLang ??= this.current);
  }

  /** The language code the table speaks now, looked up afresh (for callers between drawings). */
  get current(): Lang {
    return languageFor(languageTagOf(this.host)).lang;
  }

  /** Why the language asked for is not spoken (a notice for the table), or undefined. */
  get problem(): Text | undefined {
    return languageFor(languageTagOf(this.host)).problem;
  }

  /** Renders texts in this table's language, with players by name. */
  get translator(): Translator {
    const lang = this.lang;
    // A self-contained file fetches a language the first time it is needed; draw again when it is here.
    if (lang !== PSEUDO) ensureLanguage(lang)?.then(() => this.host.requestUpdate());
    const key = [lang, languagesVersion(), ...this.source.namesKey()];
    if (!this.cached || key.length !== this.cachedKey.length || key.some((k, i) => k !== this.cachedKey[i])) {
      const names = this.source.seatNames();
      const translator: Translator = new Translator(lang, this.source.translations(), (s: Seat) =>
        names[s] !== undefined ? translator.render(names[s]) : translator.render(t`Seat ${s + 1}`),
      );
      this.cached = translator;
      this.cachedKey = key;
    }
    return this.cached;
  }
}
