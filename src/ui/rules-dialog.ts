import { html, type TemplateResult } from 'lit';
import { t, type Text } from '../i18n/text.js';

/**
 * The rules dialog (part `rules-dialog`): the game's rules in short, replaced by a slotted `rules`
 * element when the page gives one. Open it with `showModal()` on `dialog.rules-dialog`.
 */
export function renderRulesDialog(tr: (text: Text) => string, gameName: string, rules: unknown): TemplateResult {
  return html`<dialog part="rules-dialog" class="rules-dialog" aria-labelledby="rules-heading">
    <h2 id="rules-heading">${tr(t`How to play ${gameName}`)}</h2>
    <div class="rules-text"><slot name="rules">${rules}</slot></div>
    <form method="dialog"><button class="tt-button primary">${tr(t`Close`)}</button></form>
  </dialog>`;
}
