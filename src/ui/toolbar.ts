import { html, nothing, type TemplateResult } from 'lit';
import { t, type Text } from '../i18n/text.js';

/** What the toolbar of a table shows and what its buttons do. */
export interface ToolbarProps {
  /** The game's name, the toolbar's title. */
  name: string;
  tr: (text: Text) => string;
  /** Online: no New game and no Load (the room's host restores saves in the lobby). */
  online: boolean;
  setupOpen: boolean;
  /** Why Undo cannot act now, or null when it can. */
  undoBlocked: Text | null;
  hasRules: boolean;
  /** The "Bot move" (or "Next") button with autoplay off, when a bot or the host has a step to take. */
  step: { label: Text; busy: boolean } | null;
  onNewGame(): void;
  onUndo(): void;
  onSave(): void;
  onLoad(): void;
  onRules(): void;
  onStep(): void;
}

/**
 * The table's title and game controls: New game, Undo (with the reason when it cannot act), Save,
 * Load, Rules and, with autoplay off, the step button.
 *
 * @example
 * html`${renderToolbar({ name: 'HISSS', tr, online: false, setupOpen: false, undoBlocked: null, hasRules: true, step: null, onNewGame, onUndo, onSave, onLoad, onRules, onStep })}`
 */
export function renderToolbar(p: ToolbarProps): TemplateResult {
  const { tr, undoBlocked, step } = p;
  return html`<div part="toolbar" class="toolbar">
    <h2 part="title" class="title">${p.name}</h2>
    <div class="tools" role="group" aria-label=${tr(t`Game controls`)}>
      ${p.online ? nothing : html`<button part="new-game-button" class="tt-button" aria-expanded=${p.setupOpen ? 'true' : 'false'} @click=${p.onNewGame}>${tr(t`New game`)}</button>`}
      <button part="undo-button" class="tt-button" ?disabled=${undoBlocked !== null} title=${undoBlocked === null ? nothing : tr(undoBlocked)}
        aria-describedby=${undoBlocked === null ? nothing : 'undo-reason'} @click=${p.onUndo}>${tr(t`Undo`)}</button>
      ${undoBlocked === null ? nothing : html`<span id="undo-reason" class="visually-hidden">${tr(undoBlocked)}</span>`}
      <button part="save-button" class="tt-button" @click=${p.onSave}>${tr(t`Save`)}</button>
      ${p.online ? nothing : html`<button part="load-button" class="tt-button" @click=${p.onLoad}>${tr(t`Load`)}</button>`}
      ${p.hasRules ? html`<button part="rules-button" class="tt-button" @click=${p.onRules}>${tr(t`Rules`)}</button>` : nothing}
      ${step === null
        ? nothing
        : html`<button part="bot-move-button" class="tt-button primary" ?disabled=${step.busy} aria-busy=${step.busy ? 'true' : 'false'} @click=${p.onStep}>${tr(step.label)}</button>`}
    </div>
  </div>`;
}

/**
 * The `notice` part: what is wrong with the table's attributes, and the last refused action with a
 * button to dismiss it. Nothing when there is nothing to say.
 */
export function renderNotices(tr: (text: Text) => string, problems: readonly Text[], action: Text | null, dismiss: () => void): unknown {
  if (problems.length === 0 && action === null) return nothing;
  return html`<div part="notice" class="notice" role="alert">
    <ul>
      ${problems.map((p) => html`<li>${tr(p)}</li>`)}
      ${action !== null
        ? html`<li class="action">${tr(action)}
            <button class="dismiss" aria-label=${tr(t`Dismiss message`)} @click=${dismiss}>×</button></li>`
        : nothing}
    </ul>
  </div>`;
}
