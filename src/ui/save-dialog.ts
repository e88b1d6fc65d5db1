import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { SaveError } from '../engine/match.js';
import { t, type Text } from '../i18n/text.js';

/** What the save / load dialog needs of its table. */
export interface SaveDialogTable {
  /** The match as save text. */
  save(): string;
  /** Whether any view (a spectator's or a seat's) hides part of the game; then the save is not shown. */
  hidesAnything(): boolean;
  /** Loads a save; throws (a `SaveError` with a plain message) when it cannot. */
  load(text: string): void;
  /** File name for "Download", e.g. `hisss-lesson-1.json`. */
  fileName(): string;
  /** A save was loaded from the dialog. */
  loaded(): void;
  /** A save from the dialog was refused, with the message shown in the dialog. */
  refused(message: Text): void;
  /** A text in the table's language. */
  tr(text: Text): string;
}

/** The element hosting the dialog: a Lit element whose render root holds `dialog.save-dialog`. */
export type SaveDialogHost = ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };

/**
 * The save / load dialog (part `save-dialog`) and its state. "Save" shows the save text to copy,
 * unless anything is hidden from anyone: a save holds the whole state, every hidden card
 * included, so then it offers only Copy and Download. "Load" takes pasted text or a file.
 *
 * @example
 * private readonly saveDialog = new SaveDialog(this, { save: () => this.save(), … });
 * render() { return html`… ${this.saveDialog.render()}`; }
 */
export class SaveDialog implements ReactiveController {
  private mode: 'save' | 'load' = 'save';
  private text = '';
  /** Whether the save in the dialog holds anything some view hides (then it is not shown). */
  private hides = true;
  private error: Text | null = null;

  constructor(
    private readonly host: SaveDialogHost,
    private readonly table: SaveDialogTable,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  private get dialog(): HTMLDialogElement | null {
    return this.host.renderRoot.querySelector<HTMLDialogElement>('dialog.save-dialog');
  }

  private set(changes: { mode?: 'save' | 'load'; text?: string; hides?: boolean; error?: Text | null }): void {
    Object.assign(this, changes);
    this.host.requestUpdate();
  }

  /** Opens the dialog with the current game's save (taken now, with whether it hides anything). */
  openSave(): void {
    this.set({ mode: 'save', text: this.table.save(), hides: this.table.hidesAnything(), error: null });
    this.dialog?.showModal();
  }

  openLoad(): void {
    this.set({ mode: 'load', text: '', error: null });
    this.dialog?.showModal();
  }

  private loadText(text: string): void {
    try {
      this.table.load(text);
      this.set({ error: null });
      this.table.loaded();
      this.dialog?.close();
    } catch (error) {
      const message = error instanceof SaveError ? error.text : t`This save cannot be loaded: ${(error as Error).message}`;
      this.set({ error: message });
      this.table.refused(message);
    }
  }

  private async loadFile(event: Event): Promise<void> {
    const file = (event.target as HTMLInputElement).files?.[0];
    if (file) this.set({ text: await file.text() });
  }

  private download(): void {
    const url = URL.createObjectURL(new Blob([this.text], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = this.table.fileName();
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  render(): TemplateResult {
    return html`<dialog part="save-dialog" class="save-dialog" aria-labelledby="save-heading" @close=${() => this.set({ text: '' })}>
      ${this.mode === 'save' ? this.renderSave() : this.renderLoad()}
    </dialog>`;
  }

  private renderSave(): TemplateResult {
    const tr = (text: Text) => this.table.tr(text);
    return html`<h2 id="save-heading">${tr(t`Save this game`)}</h2>
      ${this.hides
        ? html`<p>${tr(t`The save holds every player's hidden cards, so it is not shown here. Copy it or download it, and give it to Load to continue later.`)}</p>`
        : html`<p>${tr(t`Keep this text (or download it) and paste it into Load to continue later.`)}</p>
            <textarea class="save-text" readonly rows="6" aria-label=${tr(t`Saved game`)} .value=${this.text}
              @focus=${(e: Event) => (e.target as HTMLTextAreaElement).select()}></textarea>`}
      <div class="dialog-actions">
        <button class="tt-button" @click=${() => void navigator.clipboard?.writeText(this.text).catch(() => {})}>${tr(t`Copy`)}</button>
        <button class="tt-button" @click=${() => this.download()}>${tr(t`Download`)}</button>
        <form method="dialog"><button class="tt-button primary">${tr(t`Close`)}</button></form>
      </div>`;
  }

  private renderLoad(): TemplateResult {
    const tr = (text: Text) => this.table.tr(text);
    return html`<h2 id="save-heading">${tr(t`Load a game`)}</h2>
      <p>${tr(t`Paste a saved game, or choose a saved file.`)}</p>
      <textarea class="load-text" rows="6" aria-label=${tr(t`Saved game to load`)} .value=${this.text}
        @input=${(e: Event) => this.set({ text: (e.target as HTMLTextAreaElement).value })}></textarea>
      <input type="file" accept=".json,application/json" aria-label=${tr(t`Saved game file`)} @change=${(e: Event) => void this.loadFile(e)} />
      ${this.error !== null ? html`<p part="load-error" class="load-error" role="alert">${tr(this.error)}</p>` : nothing}
      <div class="dialog-actions">
        <button class="tt-button primary" @click=${() => this.loadText(this.text)}>${tr(t`Load`)}</button>
        <form method="dialog"><button class="tt-button">${tr(t`Cancel`)}</button></form>
      </div>`;
  }
}
