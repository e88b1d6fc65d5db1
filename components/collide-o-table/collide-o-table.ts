import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { moveKey } from '../../src/engine/move-key.js';
import {
  cardName,
  cardsLeft,
  collideOCompiled,
  coloursOf,
  COLOURS,
  endSections,
  laidSections,
  sectionName,
  span,
  type CollideState,
  type End,
  type PlayArgs,
  type Section,
} from '../../machines/collide-o/index.js';
import { translations } from '../../machines/collide-o/translations.js';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import { plural, seat as seatText, t, type Text } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import { PALETTE, paletteLegend, palettePatterns, paletteSymbol, patternFill, type PaletteName } from '../../src/ui/palette.js';
import { styles } from './collide-o-table.styles.js';
import { tableTranslations } from './translations.js';

/**
 * One section of a card, drawn in a `size` square at (x, y): its colour(s), pattern(s) and, with
 * `marks`, symbol(s) (left out where they would be drawn smaller than 12 px; the names say the rest).
 */
function sectionArt(section: Section, x: number, y: number, size: number, marks = true): SVGTemplateResult {
  if (section === 'wild') {
    const band = size / 5;
    return svg`<g data-section="wild">${COLOURS.map((c, i) => svg`<rect x=${x} y=${y + i * band} width=${size} height=${band + 0.2} fill=${PALETTE[c].fill} />`)}
      ${marks ? svg`<circle cx=${x + size / 2} cy=${y + size / 2} r=${size * 0.3} fill="#fff" stroke="#333" stroke-width=${size / 30} />
      ${COLOURS.map((c, i) => {
        const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
        const r = size * 0.17;
        return svg`<circle cx=${x + size / 2 + Math.cos(a) * r} cy=${y + size / 2 + Math.sin(a) * r} r=${size * 0.07} fill=${PALETTE[c].fill} stroke="#333" stroke-width=${size / 60} />`;
      })}` : nothing}</g>`;
  }
  const colours = coloursOf(section) as PaletteName[];
  if (colours.length === 1) {
    const c = colours[0]!;
    const pattern = patternFill(c);
    return svg`<g data-section=${section}><rect x=${x} y=${y} width=${size} height=${size} fill=${PALETTE[c].fill} />
      ${pattern === 'none' ? nothing : svg`<rect x=${x} y=${y} width=${size} height=${size} fill=${pattern} />`}
      ${marks ? paletteSymbol(c, x + size / 2, y + size / 2, size * 0.5) : nothing}</g>`;
  }
  // A two-colour stripe: one colour above the other, each with its symbol.
  const half = size / 2;
  return svg`<g data-section=${section}>${colours.map((c, i) => {
    const pattern = patternFill(c);
    return svg`<rect x=${x} y=${y + i * half} width=${size} height=${half} fill=${PALETTE[c].fill} />
      ${pattern === 'none' ? nothing : svg`<rect x=${x} y=${y + i * half} width=${size} height=${half} fill=${pattern} />`}
      ${marks ? paletteSymbol(c, x + size / 2, y + i * half + half / 2, half * 0.72) : nothing}`;
  })}<path d=${`M${x} ${y + half} h${size}`} stroke="#fff" stroke-width=${size / 25} stroke-dasharray=${`${size / 10} ${size / 14}`} /></g>`;
}

/** A whole card as it lies (left to right), 3 × `size` wide; `marks`: with its symbols. */
function cardArt(sections: readonly Section[], size: number, marks = true): SVGTemplateResult {
  return svg`<svg class="art" viewBox=${`0 0 ${size * 3} ${size}`} aria-hidden="true" focusable="false">
    ${sections.map((s, i) => sectionArt(s, i * size, 0, size, marks))}
    <rect x="0.75" y="0.75" width=${size * 3 - 1.5} height=${size - 1.5} rx="3" fill="none" stroke="#1d1a16" stroke-width="1.5" />
    <path d=${`M${size} 0 V${size} M${size * 2} 0 V${size}`} stroke="#1d1a16" stroke-width="0.8" stroke-opacity="0.6" /></svg>`;
}

/** An arrow pointing to the end a placement goes to, for a placement control. */
function arrow(end: End): SVGTemplateResult {
  const d = end === 'left' ? 'M14 4 L4 12 L14 20 Z' : 'M10 4 L20 12 L10 20 Z';
  return svg`<svg class="arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d=${d} fill="currentColor" /></svg>`;
}

/**
 * Collide-O, the real-time card game for 2–5 players: everyone at once lays cards at either end of
 * a line of coloured cards, each covering the end card's middle and outer end with two matching
 * sections, and the first down to one card wins. Every colour also has its own symbol and pattern.
 *
 * @summary The Collide-O game table.
 *
 * @event tt-move - A move was made. `detail: { move, entry }`.
 * @event tt-phase - The game entered another phase (`deal`, `play.race`, `play.wrong`, `play.stuck`, `play.empty`, `over`). `detail: { phase }`.
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason, text }` (reason in English, text to show in the table's language).
 * @event tt-game-over - Someone is down to one card. `detail: { result }`.
 *
 * @slot rules - Rules text for the Rules dialog, instead of the built-in summary.
 *
 * @csspart line - The line of cards in the middle of the table.
 * @csspart end - One end of the line (left or right) with the two sections a card there must match.
 * @csspart pad - One person's pad: their hand and its controls.
 * @csspart place - A control that plays a card at one end.
 * @csspart call - The "Wrong card!" control.
 * @csspart start - A control that starts a new line with a card.
 * @csspart move - Every control that makes a move (see the base class for the other parts).
 *
 * @cssproperty [--tt-felt=#2f6f8f] - Colour of the table.
 * @cssproperty [--tt-felt-edge=#1d4a60] - Colour of the playing area's rim.
 */
export class CollideOTable extends GameTable<CollideState> {
  static override styles = [...GameTable.styles, styles];
  static override game = collideOCompiled;
  static override privateInfo = true;
  static override translations = [translations, tableTranslations];

  protected override scoreLabel = t`Cards left`;

  protected override seatSummary(view: GameState<CollideState>, seat: Seat): string {
    return this.tr(plural(cardsLeft(view.G, seat), '# card left', '# cards left'));
  }

  /** Each person's key calls a wrong card (the one thing everyone races to do with one press). */
  protected override seatKeyMove(view: GameState<CollideState>, seat: Seat): Move | null {
    const wrong = view.G.wrong;
    return wrong && wrong.seat !== seat && view.ctx.phase === 'play.wrong' ? { type: 'call', seat } : null;
  }

  protected override realtimeHint(view: GameState<CollideState>): Text {
    switch (view.ctx.phase) {
      case 'deal': return t`Get ready!`;
      case 'play.wrong': return t`A wrong card! Call it!`;
      case 'play.stuck': return t`Nobody can play: wait.`;
      case 'play.empty': return t`Any card starts the line!`;
      default: return t`Everyone at once: match two colours!`;
    }
  }

  protected override renderRules(): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    return html`<ol class="rules">
      <li>${tr(t`Goal: be the first down to one card.`)}</li>
      <li>${tr(t`There are no turns: everyone plays at once, as fast as they can. You hold five cards; after each card you play you take another from your own pile.`)}</li>
      <li>${tr(t`Each card has three sections. Lay a card at the left or right end of the line: it covers the end card's middle and outer end, and both must match. Turn your card round if that helps. The line only grows outward.`)}</li>
      <li>${tr(t`A section with two colours matches either colour; a rainbow section matches any colour.`)}</li>
      <li>${tr(t`If nobody can play, the last card played is taken away, and play goes on.`)}</li>
      <li>${tr(t`Spot a wrong card? Press “Wrong card!” (or your key) before it stays: it goes back to the player who laid it.`)}</li>
    </ol>
    <h3>${tr(t`Colours`)}</h3>
    ${paletteLegend(COLOURS, tr)}
    <p class="wild-legend"><svg class="tt-swatch" viewBox="0 0 24 24" width="1.4em" height="1.4em" aria-hidden="true" focusable="false">${sectionArt('wild', 0, 0, 24)}</svg>
      <span>${tr(t`Rainbow: matches any colour.`)}</span></p>`;
  }

  protected override renderTable(view: GameState<CollideState>, _legal: Move[], seat: Seat | null): TemplateResult {
    const people = this.localSeats();
    return html`<div class="collide">
      ${palettePatterns()}
      ${this.renderLine(view.G)}
      <div class="pads ${people.length > 1 ? 'several' : ''}">${people.map((s) => this.renderPad(s, seat === null))}</div>
    </div>`;
  }

  // ---------------------------------------------------------------- the line

  private renderLine(G: CollideState): TemplateResult {
    const title = this.tr(t`The line`);
    if (G.centre !== null) {
      return html`<section part="line" class="line-area" aria-label=${title}>
        <div class="facedown" role="img" aria-label=${this.tr(t`The centre card, face down`)}></div>
      </section>`;
    }
    const edges = span(G.line);
    if (!edges) {
      return html`<section part="line" class="line-area" aria-label=${title}><p class="empty">${this.tr(t`Any card starts the line!`)}</p></section>`;
    }
    const S = 24;
    const positions = edges.right - edges.left + 1;
    const width = positions * S;
    // Symbols only while a section shows at least 24 px wide (its symbol 12 px); the ends below always carry them.
    const room = Math.min(38, ((this.getBoundingClientRect().width || 390) - 64) / positions);
    const marks = room >= 24;
    const wrongCard = G.wrong?.card;
    const wrongIndex = wrongCard === undefined ? -1 : G.line.findIndex((laid) => laid.id === wrongCard);
    // The overview keeps one height whatever the line's length, so nothing below it ever moves under a finger.
    const overview = svg`<svg class="overview" viewBox=${`-4 -8 ${width + 8} ${S + 16}`} aria-hidden="true" focusable="false">
      ${G.line.map((laid, i) => {
        const x = (laid.at - edges.left) * S;
        const dy = i === wrongIndex ? -6 : 0;
        return svg`<g class=${i === wrongIndex ? 'wrong' : ''} transform=${`translate(${x} ${dy}) ${i === wrongIndex ? `rotate(-4 ${S * 1.5} ${S / 2})` : ''}`}>
          ${laidSections(laid.id, laid.turned).map((s, k) => sectionArt(s, k * S, 0, S, marks))}
          <rect x="0.5" y="0.5" width=${S * 3 - 1} height=${S - 1} rx="2" fill="none" stroke=${i === wrongIndex ? '#d7263d' : '#1d1a16'} stroke-width=${i === wrongIndex ? 3 : 1} /></g>`;
      })}</svg>`;
    const label = this.tr(plural(G.line.length, 'The line: # card', 'The line: # cards'));
    return html`<section part="line" class="line-area" aria-label=${title}>
      <div class="overview-box" role="img" aria-label=${label}>${overview}</div>
      <div class="ends">${(['left', 'right'] as const).map((end) => this.renderEnd(G, end))}</div>
    </section>`;
  }

  /** One end of the line, big: the two sections a card laid there covers (outer end outermost). */
  private renderEnd(G: CollideState, end: End): TemplateResult {
    const target = endSections(G.line, end)!;
    const wrong = G.wrong?.end === end;
    const pair = end === 'left' ? [target.outer, target.middle] : [target.middle, target.outer];
    const name = end === 'left' ? t`Left end` : t`Right end`;
    const label = wrong
      ? t`${name}: a wrong card lies here, laid by ${seatText(G.wrong!.seat)}`
      : t`${name}: middle ${sectionName(target.middle)}, end ${sectionName(target.outer)}`;
    return html`<div part="end" class="end ${end} ${wrong ? 'wrong' : ''}" role="img" aria-label=${this.tr(label)} data-end=${end}>
      <span class="end-name" aria-hidden="true">${end === 'left' ? arrow('left') : nothing}${this.tr(name)}${end === 'right' ? arrow('right') : nothing}</span>
      <svg class="pair" viewBox="0 0 96 48" aria-hidden="true" focusable="false">${pair.map((s, i) => sectionArt(s, i * 48, 0, 48))}
        <rect x="1" y="1" width="94" height="46" rx="4" fill="none" stroke=${wrong ? '#d7263d' : '#1d1a16'} stroke-width=${wrong ? 4 : 2} /></svg>
      <span class="wrong-tag ${wrong ? '' : 'unseen'}" aria-hidden="true">${this.tr(t`Wrong card?`)}</span>
    </div>`;
  }

  // ---------------------------------------------------------------- the pads

  private renderPad(seat: Seat, shared: boolean): TemplateResult {
    const view = this.viewFor(seat);
    const G = view.G;
    const legal = this.legalFor(seat);
    const hand = G.hands[seat] ?? [];
    const key = this.seatKey(seat);
    // Several people at one device: each pad shows its person's key (the base lists them all too).
    const badge = shared && key;
    const call = legal.find((m) => m.type === 'call');
    const title = shared ? t`${seatText(seat)}'s hand` : t`Your hand`;
    const plays = legal.filter((m) => m.type === 'play') as (Move & PlayArgs)[];
    const starts = legal.filter((m) => m.type === 'start');
    const left = cardsLeft(G, seat);
    return html`<section part="pad" class="pad" aria-label=${this.tr(title)} data-seat=${seat}>
      <div class="pad-head">
        <h3 class="pad-title"><span>${this.tr(title)}</span>
          <span class="pad-count">${this.tr(plural(left, '# card left', '# cards left'))}</span>
          ${badge ? html`<kbd class="key" aria-label=${this.tr(t`Key ${key}`)}>${key}</kbd>` : nothing}</h3>
        ${call
          ? this.pressButton(call, html`<span>${this.tr(t`Wrong card!`)}</span>`, {
              label: key ? t`Wrong card! Call it (key ${key})` : t`Wrong card! Call it`, className: 'call', part: 'call', marker: false,
            })
          : html`<span class="call-space" aria-hidden="true"></span>`}
      </div>
      <div class="hand" role="group" data-roving aria-label=${this.tr(title)}>
        ${repeat(hand, (id) => id, (id) => {
          const mine = plays.filter((m) => m.card === id);
          const start = starts.find((m) => m.card === id);
          // Each end has one place of a fixed size beside the card; when the card fits there both
          // ways round, the two controls share it, so nothing ever moves under a finger.
          const placements = (end: End) => {
            const here = mine.filter((m) => m.end === end);
            return repeat(here, (m) => moveKey(m), (m) =>
            this.pressButton(m, html`${end === 'left' ? arrow('left') : nothing}<span class="mini">${here.length > 1 ? cardArt(laidSections(id, m.turned), 12, false) : cardArt(laidSections(id, m.turned), 24)}</span>${end === 'right' ? arrow('right') : nothing}`, {
              label: end === 'left' ? t`Play ${cardName(id, m.turned)} on the left` : t`Play ${cardName(id, m.turned)} on the right`,
              className: `place ${end} ${here.length > 1 ? 'half' : ''}`, part: 'place',
            }));
          };
          return html`<div class="hand-card ${mine.length || start ? 'fits' : 'no-fit'}" data-card=${id}>
            <span class="slot left">${placements('left')}</span>
            ${start
              ? this.pressButton(start, html`<span class="card">${cardArt(laidSections(id, false), 28)}</span>`, { label: t`Start the line with ${cardName(id)}`, className: 'start', part: 'start', marker: false })
              : html`<span class="card" role="img" aria-label=${this.tr(cardName(id))}>${cardArt(laidSections(id, false), 28)}</span>`}
            <span class="slot right">${placements('right')}</span>
          </div>`;
        })}
      </div>
    </section>`;
  }
}
