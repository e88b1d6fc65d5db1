import { css, html } from 'lit';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import { plural, t, type Text } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import { lastStoneCompiled, type LastStoneState } from './last-stone.js';
import { tableTranslations } from './last-stone-table.translations.js';
import { translations } from './last-stone.translations.js';

/**
 * The author's guide game as an element: a row of stones and one button per legal "take".
 * Everything else (players, bots, log, undo, save, game over) comes from `GameTable`.
 *
 * @summary "Last Stone", the small game the author's guide builds.
 */
export class LastStoneTable extends GameTable<LastStoneState> {
  static override game = lastStoneCompiled;
  /** The rules' texts and the table's own, beside the shared ones. */
  static override translations = [translations, tableTranslations];
  protected override scoreLabel = t`Last stone`;

  static override styles = [
    ...GameTable.styles,
    css`
      .pile { display: flex; flex-wrap: wrap; gap: 0.4rem; justify-content: center; padding: 1rem; }
      .stone { width: 1.6rem; height: 1.4rem; border-radius: 50%; background: radial-gradient(circle at 35% 35%, #d9d4c7, #7d776a); }
      .takes { display: flex; gap: 0.75rem; justify-content: center; padding-bottom: 1rem; }
      /* A move button inherits the felt's text colour; these sit on a light pill. */
      .takes .tt-button { color: var(--tt-text); }
    `,
  ];

  protected override renderTable(view: GameState<LastStoneState>, legal: Move[]): unknown {
    const { stones } = view.G;
    return html`
      <div class="pile" role="img" aria-label=${this.tr(plural(stones, '# stone left', '# stones left'))}>
        ${Array.from({ length: stones }, () => html`<span class="stone"></span>`)}
      </div>
      <div class="takes">
        ${legal.map((move) =>
          this.moveButton(move, this.tr(t`Take ${move.count as number}`), {
            label: plural(move.count as number, 'Take # stone', 'Take # stones'),
            className: 'tt-button',
          }),
        )}
      </div>
    `;
  }

  protected override seatSummary(view: GameState<LastStoneState>, seat: Seat): Text {
    return view.G.winner === seat ? t`Took the last stone` : '';
  }

  protected override turnHint(view: GameState<LastStoneState>): Text {
    return plural(view.G.stones, 'Take 1, 2 or 3 of the # stone. Whoever takes the last one wins.', 'Take 1, 2 or 3 of the # stones. Whoever takes the last one wins.');
  }

  protected override renderRules(): unknown {
    return html`<p>${this.tr(t`Players take 1, 2 or 3 stones from the pile in turn. Whoever takes the last stone wins.`)}</p>`;
  }
}

if (!customElements.get('last-stone-table')) customElements.define('last-stone-table', LastStoneTable);

declare global {
  interface HTMLElementTagNameMap {
    'last-stone-table': LastStoneTable;
  }
}
