import { html, css, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { GameResult } from '../dsl/types.js';
import { list, plural, seat, t, type Text } from '../i18n/text.js';
import { Translator } from '../i18n/translator.js';
import { trophyIcon } from './icons.js';
import { TabletopElement } from './tabletop-element.js';
import { sharedStyles } from './theme.styles.js';
import { defineOnce } from './define-once.js';

/**
 * What a game's final scores are made of: the parts' names (column headings) and, for every seat,
 * its points for each part, in that order.
 *
 * @example
 * { parts: [t`Chips`, t`Buildings`, t`Bonuses`], points: [[12, 18, 4], [9, 21, 0]] }
 */
export interface ScoreBreakdown {
  readonly parts: readonly Text[];
  readonly points: readonly (readonly number[])[];
}

/**
 * The result of a finished game: who won, why (the result's reason, e.g. a tie-break), every
 * seat's score best first — with what it is made of, when the game gives a breakdown — and a
 * button to play again.
 *
 * @summary Game-over panel with scores and winners.
 *
 * @event tt-play-again - The "Play again" button was pressed (does not leave the game table).
 *
 * @csspart base - The panel.
 * @csspart heading - "Game over".
 * @csspart winners - The sentence naming the winners.
 * @csspart reason - Why they won.
 * @csspart scores - The score table.
 * @csspart play-again - The "Play again" button.
 *
 * @cssproperty --tt-accent - Colour of the winners' rows and trophy.
 */
export class GameOverPanel extends TabletopElement {
  // No theme tokens of its own: it inherits them from the game table it sits in.
  static override styles = [
    sharedStyles,
    css`
      [part='base'] {
        position: relative;
        border: 3px solid var(--tt-accent);
        border-radius: var(--tt-radius);
        background: var(--tt-surface-raised);
        padding: 1rem 1.25rem;
        box-shadow: var(--tt-shadow);
        text-align: center;
      }
      [part='heading'] {
        margin: 0;
        font-size: 1.6rem;
      }
      [part='winners'] {
        font-size: 1.25rem;
        font-weight: 700;
        margin: 0.4rem 0 0.2rem;
        display: flex;
        justify-content: center;
        align-items: center;
        gap: 0.4rem;
      }
      [part='winners'] .icon {
        color: var(--tt-accent);
        font-size: 1.6rem;
      }
      [part='reason'] {
        margin: 0 0 0.75rem;
        color: var(--tt-text-muted);
      }
      [part='scores'] {
        margin: 0 auto 1rem;
        border-collapse: collapse;
        min-width: 14rem;
      }
      th,
      td {
        padding: 0.25rem 0.75rem;
        text-align: start;
        border-bottom: 1px solid var(--tt-border);
      }
      :host {
        display: block;
        container-type: inline-size;
      }
      [part='scores'] th.part,
      [part='scores'] td.part {
        font-weight: 400;
        font-size: 0.9em;
        padding-inline: 0.4rem;
      }
      /* On a narrow panel (a phone) the parts go under each name instead of in columns. */
      .parts-inline {
        display: none;
        margin: 0.15rem 0 0;
        padding: 0;
        list-style: none;
        font-size: 0.85em;
        color: var(--tt-text-muted);
      }
      .parts-inline li {
        display: inline;
      }
      @container (max-width: 30rem) {
        [part='scores'] th.part,
        [part='scores'] td.part {
          display: none;
        }
        .parts-inline {
          display: block;
        }
        [part='scores'] {
          min-width: 0;
          width: 100%;
        }
      }
      td.score {
        text-align: end;
        font-variant-numeric: tabular-nums;
        font-weight: 700;
      }
      tr.winner td {
        background: color-mix(in srgb, var(--tt-accent) 22%, transparent);
      }
    `,
  ];

  /** The game's result. */
  @property({ attribute: false }) result: GameResult | null = null;

  /** Display names by seat (used when no translator is given). */
  @property({ attribute: false }) names: readonly string[] = [];

  /** What the scores count, e.g. t`Cards` (column heading), in the table's language. */
  @property({ attribute: false }) scoreLabel: Text = t`Score`;

  /** What each seat's score is made of (columns before the total), or null for the totals alone. */
  @property({ attribute: false }) breakdown: ScoreBreakdown | null = null;

  /** Renders the panel's texts in the table's language, players by name (default: English with `names`). */
  @property({ attribute: false }) translator?: Translator;

  override render() {
    const result = this.result;
    if (!result) return nothing;
    const translator = this.translator ?? new Translator('en', [], (s) => this.names[s] ?? `Seat ${s + 1}`);
    const tr = (text: Text) => translator.render(text);
    const parts = this.breakdown?.parts ?? [];
    const order = result.scores.map((score, seat) => ({ score, seat })).sort((a, b) => b.score - a.score || a.seat - b.seat);
    return html`<section part="base" aria-labelledby="heading">
      <h2 part="heading" id="heading">${tr(t`Game over`)}</h2>
      <p part="winners">${trophyIcon}<span>${tr(winnersSentence(result.winners))}</span></p>
      ${result.reason !== undefined ? html`<p part="reason">${tr(result.reason)}</p>` : nothing}
      <table part="scores">
        <thead>
          <tr><th scope="col">${tr(t`Player`)}</th>${parts.map((p) => html`<th scope="col" class="part">${tr(p)}</th>`)}<th scope="col">${tr(this.scoreLabel)}</th><th scope="col"><span class="visually-hidden">${tr(t`Winner`)}</span></th></tr>
        </thead>
        <tbody>
          ${order.map(({ score, seat: s }) => {
            const won = result.winners.includes(s);
            return html`<tr class=${won ? 'winner' : ''}>
              <td>${tr(seat(s))}${parts.length
                ? html`<ul class="parts-inline">${parts.map((p, i) => html`<li>${i ? html`<span aria-hidden="true"> · </span>` : nothing}${tr(p)}: ${tr(this.breakdown?.points[s]?.[i] ?? 0)}</li>`)}</ul>`
                : nothing}</td>
              ${parts.map((_p, i) => html`<td class="score part">${tr(this.breakdown?.points[s]?.[i] ?? 0)}</td>`)}
              <td class="score">${tr(score)}</td>
              <td>${won ? html`${trophyIcon}<span class="visually-hidden">${tr(t`winner`)}</span>` : nothing}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      <button part="play-again" class="tt-button primary" @click=${() => this.emit('tt-play-again', {}, { composed: false })}>${tr(t`Play again`)}</button>
    </section>`;
  }
}

/** "Ana wins!", "Ana and Ben share the win!", "Nobody wins." — the verb agreeing by the language's plural rules. */
export function winnersSentence(winners: readonly number[]): Text {
  if (winners.length === 0) return t`Nobody wins.`;
  return plural(winners.length, '{0} wins!', '{0} share the win!', list(winners.map(seat)));
}

/** "A, B and C" in English (a table joins texts in its own language with `list()` from `src/i18n`). */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

defineOnce('tt-game-over', GameOverPanel);

declare global {
  interface HTMLElementTagNameMap {
    'tt-game-over': GameOverPanel;
  }
}
