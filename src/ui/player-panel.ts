import { html, css, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { t, type Text } from '../i18n/text.js';
import { Translator } from '../i18n/translator.js';
import { botIcon, personIcon, turnIcon } from './icons.js';
import { levelName } from './parse-attributes.js';
import { TabletopElement } from './tabletop-element.js';
import { sharedStyles } from './theme.styles.js';
import { defineOnce } from './define-once.js';

/**
 * One seat at the table: name, whether a person or a bot plays it, a short score line, and
 * whose turn it is (a marker and words, not colour alone).
 *
 * @summary A player's name plate with score and turn marker.
 *
 * @csspart base - The plate.
 * @csspart avatar - The person or bot icon.
 * @csspart player-name - The player's name.
 * @csspart kind - "Person" or "Bot · level".
 * @csspart score-line - The game's score line for this seat.
 * @csspart turn - The "Your turn" / "Their turn" marker, shown on the active seat.
 *
 * @cssproperty --tt-accent - Border and marker colour of the active seat.
 */
export class PlayerPanel extends TabletopElement {
  // No theme tokens of its own: it inherits them from the game table it sits in.
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
        min-width: 9rem;
      }
      [part='base'] {
        display: grid;
        grid-template-columns: auto 1fr;
        gap: 0.1rem 0.55rem;
        align-items: center;
        padding: 0.5rem 0.75rem;
        border: 2px solid var(--tt-border);
        border-radius: var(--tt-radius);
        background: var(--tt-surface-raised);
        height: 100%;
      }
      :host([active]) [part='base'] {
        border-color: var(--tt-accent);
        box-shadow: 0 0 0 3px color-mix(in srgb, var(--tt-accent) 35%, transparent);
      }
      [part='avatar'] {
        grid-row: span 2;
        display: grid;
        place-items: center;
        width: 2.2rem;
        height: 2.2rem;
        border-radius: 50%;
        background: var(--tt-surface);
        border: 2px solid var(--tt-border);
        color: var(--tt-text-muted);
        font-size: 1.1rem;
      }
      [part='player-name'] {
        font-weight: 700;
        overflow-wrap: anywhere;
      }
      [part='kind'] {
        font-size: 0.8rem;
        color: var(--tt-text-muted);
      }
      [part='score-line'] {
        grid-column: 1 / -1;
        font-size: 0.9rem;
      }
      [part='turn'] {
        grid-column: 1 / -1;
        display: inline-flex;
        align-items: center;
        gap: 0.25rem;
        font-size: 0.85rem;
        font-weight: 700;
        color: var(--tt-accent-text);
        background: var(--tt-accent);
        border-radius: 999px;
        padding: 0.05rem 0.6rem 0.05rem 0.4rem;
        justify-self: start;
      }
      .you {
        font-size: 0.75rem;
        font-weight: 700;
        color: var(--tt-focus-ring);
        margin-inline-start: 0.3rem;
      }
    `,
  ];

  /** The seat's display name. */
  @property() name = '';

  /** Whether a person or a bot plays this seat. */
  @property() player: 'human' | 'bot' = 'human';

  /** The bot's level, shown beside "Bot". */
  @property() level = '';

  /** The seat may act now. */
  @property({ type: Boolean, reflect: true }) active = false;

  /** The table currently shows this seat's view ("you"). */
  @property({ type: Boolean }) viewing = false;

  /** The game's score line for this seat (text or a template). */
  @property({ attribute: false }) summary: string | TemplateResult | typeof nothing = nothing;

  /** Renders the panel's own words in the table's language (default: English). */
  @property({ attribute: false }) translator: Translator = new Translator('en', []);

  override render() {
    const tr = (text: Text) => this.translator.render(text);
    const kind = tr(this.player === 'bot' ? (this.level ? t`Bot · ${levelName(this.level)}` : t`Bot`) : t`Person`);
    return html`<div part="base">
      <span part="avatar">${this.player === 'bot' ? botIcon : personIcon}</span>
      <span part="player-name">${this.name}${this.viewing ? html`<span class="you">${tr(t`(your view)`)}</span>` : nothing}</span>
      <span part="kind">${kind}</span>
      ${this.summary === nothing || this.summary === '' ? nothing : html`<span part="score-line">${this.summary}</span>`}
      ${this.active ? html`<span part="turn">${turnIcon} ${tr(this.viewing ? t`Your turn` : t`Their turn`)}</span>` : nothing}
    </div>`;
  }
}

defineOnce('tt-player-panel', PlayerPanel);

declare global {
  interface HTMLElementTagNameMap {
    'tt-player-panel': PlayerPanel;
  }
}
