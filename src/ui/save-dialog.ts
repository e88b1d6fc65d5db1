import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { SaveError } from '../engine/match.js';

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
  refused(message: string): void;
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
  private error = '';

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

  private set(changes: { mode?: 'save' | 'load'; text?: string; hides?: boolean; error?: string }): void {
    Object.assign(this, changes);
    this.host.requestUpdate();
  }

  /** Opens the dialog with the current game's save (taken now, with whether it hides anything). */
  openSave(): void {
    this.set({ mode: 'save', text: this.table.save(), hides: this.table.hidesAnything(), error: '' });
    this.dialog?.showModal();
  }

  openLoad(): void {
    this.set({ mode: 'load', text: '', error: '' });
    this.dialog?.showModal();
  }

  private loadText(text: string): void {
    try {
      this.table.load(text);
      this.set({ error: '' });
      this.table.loaded();
      this.dialog?.close();
    } catch (error) {
      const message = error instanceof SaveError ? error.message : `This save cannot be loaded: ${(error as Error).message}`;
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
    return html`<h2 id="save-heading">Save this game</h2>
      ${this.hides
        ? html`<p>The save holds every player's hidden cards, so it is not shown here. Copy it or download it, and give it to Load to continue later.</p>`
        : html`<p>Keep this text (or download it) and paste it into Load to continue later.</p>
            <textarea class="save-text" readonly rows="6" aria-label="Saved game" .value=${this.text}
              @focus=${(e: Event) => (e.target as HTMLTextAreaElement).select()}></textarea>`}
      <div class="dialog-actions">
        <button class="tt-button" @click=${() => void navigator.clipboard?.writeText(this.text).catch(() => {})}>Copy</button>
        <button class="tt-button" @click=${() => this.download()}>Download</button>
        <form method="dialog"><button class="tt-button primary">Close</button></form>
      </div>`;
  }

  private renderLoad(): TemplateResult {
    return html`<h2 id="save-heading">Load a game</h2>
      <p>Paste a saved game, or choose a saved file.</p>
      <textarea class="load-text" rows="6" aria-label="Saved game to load" .value=${this.text}
        @input=${(e: Event) => this.set({ text: (e.target as HTMLTextAreaElement).value })}></textarea>
      <input type="file" accept=".json,application/json" aria-label="Saved game file" @change=${(e: Event) => void this.loadFile(e)} />
      ${this.error ? html`<p part="load-error" class="load-error" role="alert">${this.error}</p>` : nothing}
      <div class="dialog-actions">
        <button class="tt-button primary" @click=${() => this.loadText(this.text)}>Load</button>
        <form method="dialog"><button class="tt-button">Cancel</button></form>
      </div>`;
  }
}
