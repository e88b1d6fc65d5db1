import { html, css, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { LogEntry } from '../engine/match.js';
import { seat, t, type Text } from '../i18n/text.js';
import { Translator } from '../i18n/translator.js';
import { TabletopElement } from './tabletop-element.js';
import { sharedStyles } from './theme.styles.js';
import { defineOnce } from './define-once.js';

/** Entries shown at most; older moves stay in the match's log and in saves. */
const SHOWN = 300;

/**
 * The list of moves made so far, newest at the bottom, kept scrolled to the latest move.
 * It is not a live region: the game table announces each move once through its own.
 *
 * @summary The move log of a game table.
 *
 * @csspart base - The log box.
 * @csspart heading - The "Moves" heading.
 * @csspart list - The ordered list of moves.
 * @csspart entry - One move.
 */
export class MoveLog extends TabletopElement {
  // No theme tokens of its own: it inherits them from the game table it sits in.
  static override styles = [
    sharedStyles,
    css`
      [part='base'] {
        border: 2px solid var(--tt-border);
        border-radius: var(--tt-radius);
        background: var(--tt-surface-raised);
        padding: 0.5rem 0.75rem;
      }
      [part='heading'] {
        margin: 0 0 0.3rem;
        font-size: 1rem;
      }
      [part='list'] {
        margin: 0;
        padding-inline-start: 2.2rem;
        max-height: var(--tt-log-height, 9rem);
        overflow-y: auto;
        font-size: 0.9rem;
        line-height: 1.45;
      }
      .empty {
        color: var(--tt-text-muted);
        font-size: 0.9rem;
        margin: 0;
      }
    `,
  ];

  /** The match's log entries. */
  @property({ attribute: false }) entries: readonly LogEntry[] = [];

  /** Display names by seat (used when no translator is given). */
  @property({ attribute: false }) names: readonly string[] = [];

  /**
   * Renders each entry's `message` in the table's language, players by name. Without one, the
   * log is English with `names`.
   */
  @property({ attribute: false }) translator?: Translator;

  /** Moves the table's host makes (a real-time game's reveals): logged without a player's name. */
  @property({ attribute: false }) hostMoves: readonly string[] = [];

  override render() {
    const shown = this.entries.slice(-SHOWN);
    const translator = this.translator ?? new Translator('en', [], (s) => this.names[s] ?? `Seat ${s + 1}`);
    const tr = (text: Text) => translator.render(text);
    return html`<section part="base" aria-labelledby="heading">
      <h3 part="heading" id="heading">${tr(t`Moves`)}</h3>
      ${shown.length === 0
        ? html`<p class="empty">${tr(t`No moves yet.`)}</p>`
        : html`<ol part="list" tabindex="0" aria-label=${tr(t`Moves so far`)}>
            ${shown.map(
              (entry) => html`<li part="entry" value=${entry.index + 1}>
                ${this.hostMoves.includes(entry.move.type) ? nothing : html`<strong>${tr(seat(entry.move.seat))}</strong> `}${tr(entry.message)}
              </li>`,
            )}
          </ol>`}
    </section>`;
  }

  protected override updated(): void {
    const list = this.renderRoot.querySelector('ol');
    if (list) list.scrollTop = list.scrollHeight;
  }
}

defineOnce('tt-move-log', MoveLog);

declare global {
  interface HTMLElementTagNameMap {
    'tt-move-log': MoveLog;
  }
}
