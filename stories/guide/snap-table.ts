import { css, html, nothing } from 'lit';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import { t, type Text } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import { snapCompiled, type SnapState } from './snap.js';
import { snapTranslations } from './snap.translations.js';

/**
 * The real-time guide game as an element: the card in the middle and one big pad per person at
 * the device. Pads are `pressButton()`s, so two children slapping at once both count; each
 * person's key slaps too (`seatKeyMove`).
 *
 * @summary "Snap!", the small real-time game of the author's guide.
 */
export class SnapTable extends GameTable<SnapState> {
  static override game = snapCompiled;
  static override translations = [snapTranslations];
  protected override scoreLabel = t`Points`;

  static override styles = [
    ...GameTable.styles,
    css`
      .card {
        margin: 1rem auto;
        inline-size: 6rem;
        block-size: 8rem;
        display: grid;
        place-items: center;
        border-radius: var(--tt-card-radius);
        border: 3px solid var(--tt-border);
        background: var(--tt-surface-raised);
        color: var(--tt-text);
        font-size: 1.4rem;
        font-weight: 700;
      }
      .card.down {
        background: repeating-linear-gradient(45deg, #35506b 0 8px, #2a4157 8px 16px);
      }
      .pads {
        display: flex;
        flex-wrap: wrap;
        gap: 1rem;
        justify-content: center;
        padding-block-end: 1rem;
      }
      .pad {
        inline-size: 7rem;
        block-size: 7rem;
        border-radius: 50%;
        font: inherit;
        font-weight: 700;
        color: var(--tt-text);
        background: var(--tt-surface-raised);
        border: 3px solid var(--tt-border);
        display: grid;
        place-content: center;
        gap: 0.2rem;
      }
      .pad kbd {
        font: inherit;
        font-size: 1.3rem;
      }
      .pad[disabled] {
        opacity: 0.55;
      }
    `,
  ];

  protected override renderTable(view: GameState<SnapState>, legal: Move[]): unknown {
    const { shown } = view.G;
    return html`<div class=${shown ? 'card' : 'card down'} role="img" aria-label=${this.tr(shown ? t`The card is up: slap!` : t`The card is face down.`)}>
        ${shown ? this.tr(t`Snap!`) : nothing}
      </div>
      <div class="pads">
        ${this.localSeats().map((seat) => {
          const slap = legal.find((m) => m.seat === seat && m.type === 'slap');
          const key = this.seatKey(seat);
          const name = this.nameOf(seat);
          // The label starts with what the pad shows (the name, the key), as screen readers expect.
          const inside = html`<span>${name}</span> ${key ? html`<kbd>${key}</kbd>` : nothing}`;
          if (!slap) {
            const waiting = this.tr(key ? t`${name} ${key}: wait for the card` : t`${name}: wait for the card`);
            return html`<button type="button" class="pad" disabled aria-label=${waiting}>${inside}</button>`;
          }
          return this.pressButton(slap, inside, { label: key ? t`${name} ${key}: slap` : t`${name}: slap`, className: 'pad', marker: false, turnFocus: true });
        })}
      </div>`;
  }

  protected override seatKeyMove(view: GameState<SnapState>, seat: Seat): Move | null {
    return view.G.shown ? { type: 'slap', seat } : null;
  }

  protected override realtimeHint(view: GameState<SnapState>): Text {
    return view.G.shown ? t`Slap! The first to slap scores.` : t`Wait for the card…`;
  }

  protected override seatSummary(view: GameState<SnapState>, seat: Seat): Text {
    return t`${view.G.points[seat]!} of 3`;
  }

  protected override renderRules(): unknown {
    return html`<p>${this.tr(t`The card turns up after a moment. The first to slap scores a point; two slaps at the same moment score nothing. The first to three points wins.`)}</p>`;
  }
}

if (!customElements.get('snap-table')) customElements.define('snap-table', SnapTable);

declare global {
  interface HTMLElementTagNameMap {
    'snap-table': SnapTable;
  }
}
