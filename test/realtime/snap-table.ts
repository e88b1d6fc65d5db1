/** <snap-table>: a real-time table for the host's browser tests — one big pad per person. */
import { html, nothing } from 'lit';
import type { GameState, Move, Seat } from '../../src/dsl/index.js';
import { t } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import { snapCompiled, type SnapState } from './snap.js';

export class SnapTable extends GameTable<SnapState> {
  static override game = snapCompiled;

  protected override renderTable(view: GameState<SnapState>, legal: Move[]): unknown {
    return html`<p class="card">${view.G.shown ? 'SNAP' : '…'}</p>
      <div class="pads" style="display: flex; gap: 40px">
        ${this.localSeats().map((seat) => {
          const slap = legal.find((m) => m.seat === seat && m.type === 'slap');
          return slap
            ? this.pressButton(slap, html`${this.seatKey(seat) ?? nothing}`, { label: t`Slap`, className: 'pad', style: 'width: 120px; height: 120px' })
            : html`<span class="pad idle" style="display: inline-block; width: 120px; height: 120px"></span>`;
        })}
      </div>`;
  }

  protected override seatKeyMove(view: GameState<SnapState>, seat: Seat): Move | null {
    return view.G.shown ? { type: 'slap', seat } : null;
  }
}

if (!customElements.get('snap-table')) customElements.define('snap-table', SnapTable);
