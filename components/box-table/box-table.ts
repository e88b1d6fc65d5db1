import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import {
  boxCompiled,
  CELLS,
  COLOURS,
  colourName,
  covered,
  secretColour,
  squaresOf,
  turnedDots,
  type BoxState,
  type Colour,
  type Dot,
  type Placed,
} from '../../machines/box/index.js';
import { translations } from '../../machines/box/translations.js';
import { teamOf } from '../../src/dsl/index.js';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import { list, plural, seat as seatRef, t, type Message, type Text } from '../../src/i18n/index.js';
import type { ScoreBreakdown } from '../../src/ui/game-over.js';
import { GameTable } from '../../src/ui/game-table.js';
import { prefersReducedMotion } from '../../src/ui/keyboard.js';
import { PALETTE, paletteLegend, palettePatterns, paletteSymbol, patternFill } from '../../src/ui/palette.js';
import { styles } from './box-table.styles.js';
import { tableTranslations } from './translations.js';

/** Base units (SVG user units) per dot space; on screen a dot space is `--u` CSS px (24 to 44). */
const U = 44;
/** A dot's radius, and its symbol's size: 23 units stay 12.5 CSS px when the display is at its smallest. */
const DOT_R = 15.5;
const SYMBOL = 23;

/** One dot: a disc in the palette's colour, its pattern over it, and its symbol (grey's bar too). */
function dotArt(d: Dot, x: number, y: number): SVGTemplateResult {
  const pattern = patternFill(d);
  return svg`<g class="dot"><circle cx=${x} cy=${y} r=${DOT_R} fill=${PALETTE[d].fill} stroke="rgb(0 0 0 / 0.35)" stroke-width="1" />${
    pattern === 'none' ? nothing : svg`<circle cx=${x} cy=${y} r=${DOT_R} fill=${pattern} />`
  }${paletteSymbol(d, x, y, SYMBOL)}</g>`;
}

/** A whole card with its four dots, drawn with its top-left dot at (px, py). */
function cardArt(dots: readonly Dot[], px: number, py: number, back = false): SVGTemplateResult {
  return svg`<g>
    <rect x=${px - U / 2 + 3} y=${py - U / 2 + 3} width=${2 * U - 6} height=${2 * U - 6} rx="7" class=${back ? 'card-back' : 'card-face'} />
    ${CELLS.map(([dx, dy], i) => dotArt(dots[i]!, px + dx * U, py + dy * U))}
  </g>`;
}

/** A card as a small picture for the hand or a secret card, with a name for screen readers. */
function cardPicture(dots: readonly Dot[], label: string, className = 'card', id = ''): TemplateResult {
  return html`<span class=${className} role="img" aria-label=${label} data-card=${id || nothing}>
    <svg viewBox=${`0 0 ${2 * U} ${2 * U}`} aria-hidden="true" focusable="false">${cardArt(dots, U / 2, U / 2)}</svg>
  </span>`;
}

/** A Secret Color Card's face: the colour, its pattern and its symbol (the words go in the label). */
function secretFace(colour: Colour): TemplateResult {
  const pattern = patternFill(colour);
  return html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <rect width="24" height="24" fill=${PALETTE[colour].fill} />
    ${pattern === 'none' ? nothing : svg`<rect width="24" height="24" fill=${pattern} />`}
    ${paletteSymbol(colour, 12, 12, 16)}
  </svg>`;
}

/** A card's dots in words: "top red and red, bottom orange and yellow". */
const dotWords = (dots: readonly Dot[]): Message => {
  const [a, b, c, d] = dots.map((dot) => colourName(dot));
  return t`top ${a!} and ${b!}, bottom ${c!} and ${d!}`;
};

/**
 * The turn hint, whole for each Secret Color: the colour agrees with "corners" in each language
 * (Spanish "esquinas rojas", French "coins rouges", German "roten Ecken").
 */
const HINT: Record<Colour | 'none', (symbol: string) => Message> = {
  none: () => t`Turn your card if you like, then pick a ⊕ spot: the card must cover ${1} to ${4} dots or lie next to one.`,
  red: (sym) => t`Turn your card if you like, then pick a ⊕ spot: the card must cover ${1} to ${4} dots or lie next to one. Make squares with four red ${sym} corners.`,
  orange: (sym) => t`Turn your card if you like, then pick a ⊕ spot: the card must cover ${1} to ${4} dots or lie next to one. Make squares with four orange ${sym} corners.`,
  yellow: (sym) => t`Turn your card if you like, then pick a ⊕ spot: the card must cover ${1} to ${4} dots or lie next to one. Make squares with four yellow ${sym} corners.`,
  green: (sym) => t`Turn your card if you like, then pick a ⊕ spot: the card must cover ${1} to ${4} dots or lie next to one. Make squares with four green ${sym} corners.`,
  blue: (sym) => t`Turn your card if you like, then pick a ⊕ spot: the card must cover ${1} to ${4} dots or lie next to one. Make squares with four blue ${sym} corners.`,
  purple: (sym) => t`Turn your card if you like, then pick a ⊕ spot: the card must cover ${1} to ${4} dots or lie next to one. Make squares with four purple ${sym} corners.`,
};

/** Texts joined by "; " or ", " (a row of the display, the rows of the display). */
const joined = (items: readonly Text[], semicolon: boolean): Text =>
  items.slice(1).reduce<Text>((all, item) => (semicolon ? t`${all}; ${item}` : t`${all}, ${item}`), items[0] ?? '');

/**
 * BOX, the dot-square card game for 2 or 3 players or two teams of 4 or 6: lay Box Cards on a
 * growing display of dots, keeping the dots in straight lines, and make squares whose four corner
 * dots are your Secret Color. The bigger the square, the more it scores. Every colour also has its
 * own symbol.
 *
 * @summary The BOX game table.
 *
 * @event tt-move - A move was made. `detail: { move, entry }`.
 * @event tt-phase - The game entered another phase (`play`, `over`). `detail: { phase }`.
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason, text }` (reason in English, text to show in the table's language).
 * @event tt-game-over - All 24 cards are played and scored. `detail: { result }`.
 *
 * @csspart display - The display of dots in the middle of the table.
 * @csspart spot - A place where the card in hand may be laid (a "Place the card at …" button).
 * @csspart hand - The card in your hand.
 * @csspart rotate - The "Turn the card" button.
 * @csspart secret - Your Secret Color Card (face down for seats that may not see it).
 * @csspart mats - The players' stacks and Secret Color Cards.
 * @csspart mat - One player's stack, hand and Secret Color Card.
 * @csspart move - Every control that makes a move (see the base class for the other parts).
 *
 * @cssproperty --box-card-face - Colour of the card faces.
 * @cssproperty --box-card-back - Colour of the card backs.
 * @cssproperty [--tt-felt=#3a6f8f] - Colour of the table.
 * @cssproperty [--tt-felt-edge=#244a61] - Colour of the playing area's rim.
 */
export class BoxTable extends GameTable<BoxState> {
  static override styles = [...GameTable.styles, styles];
  static override game = boxCompiled;
  static override privateInfo = true;
  static override translations = [translations, tableTranslations];

  protected override scoreLabel: Text = t`Points`;

  /**
   * A seat's line: the cards it has left to play (its stack and the card in its hand — the same
   * number its mat shows), its team, and once its colour shows, that colour and its points.
   */
  protected override seatSummary(view: GameState<BoxState>, seat: Seat): Text {
    const G = view.G;
    const cards = (G.stacks[seat]?.length ?? 0) + (G.hands[seat] ? 1 : 0);
    const team = teamOf(G.teams, seat);
    const secret = G.secrets[team];
    if (!secret || secret === 'hidden') {
      return G.teams.length < view.ctx.players ? plural(cards, '# card left · team {0}', '# cards left · team {0}', team + 1) : plural(cards, '# card left', '# cards left');
    }
    const colour = secretColour(secret);
    const points = squaresOf(G.dots, colour).reduce((n, s) => n + s.side, 0);
    const left = plural(cards, '# card left', '# cards left');
    const pts = plural(points, '# pt', '# pts');
    return t`${left} · ${colourName(colour)} ${PALETTE[colour].glyph} · ${pts}`;
  }

  protected override turnHint(view: GameState<BoxState>, legal: Move[]): Text {
    if (!legal.some((m) => m.type === 'place')) return '';
    const colour = this.myColour(view, this.match.active[0] ?? 0);
    return colour ? HINT[colour](PALETTE[colour].glyph) : HINT.none('');
  }

  protected override renderRules(): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    return html`<ol class="rules">
      <li><strong>${tr(t`Goal`)}</strong>: ${tr(t`score the most points with squares whose four corner dots are your Secret Color. Keep your colour secret!`)}</li>
      <li><strong>${tr(t`Players`)}</strong>: ${tr(t`${2} or ${3} players play alone; ${4} or ${6} players play as two teams, seated so the teams take turns. Teammates share one Secret Color.`)}</li>
      <li><strong>${tr(t`Your turn`)}</strong>: ${tr(t`each player has a face-down stack of Box Cards and ${1} card in hand. On your turn, play your card on the display (you may turn it first with ↻), then draw the next one.`)}</li>
      <li><strong>${tr(t`Laying a card`)}</strong>: ${tr(t`the dots must stay in straight lines. The card must either cover ${1} to ${4} dots (coloured or grey), or lie next to at least one dot (left, right, above or below). Columns and rows count from the Starting Card's top-left dot.`)}</li>
      <li><strong>${tr(t`Covered dots`)}</strong>: ${tr(t`only the top dot of each space counts: covered dots are gone.`)}</li>
      <li><strong>${tr(t`Scoring`)}</strong>: ${tr(t`when all ${24} cards are played, everyone reveals their colour. A square scores ${1} point for each dot space on one side, empty spaces included: a ${2}×${2} square is worth ${2}, an ${8}×${8} square ${8}. Squares larger than ${10}×${10} score nothing. A dot may be the corner of several squares.`)}</li>
      <li><strong>${tr(t`Winning`)}</strong>: ${tr(t`most points wins; on a tie, the player (team) who took the first turn wins.`)}</li>
      <li><strong>${tr(t`Colours`)}</strong>: ${tr(t`every colour has its own symbol and pattern, grey too, so nobody needs to tell colours apart:`)}
        ${paletteLegend([...COLOURS, 'grey'], tr)}</li>
    </ol>`;
  }

  /** The colour this view shows for a seat's team, or null. */
  private myColour(view: GameState<BoxState>, seat: Seat | null): Colour | null {
    if (seat === null) return null;
    const id = view.G.secrets[teamOf(view.G.teams, seat)];
    return id && id !== 'hidden' ? secretColour(id) : null;
  }

  /**
   * The points of a finished game by size of square: each seat scores its team's squares, so
   * teammates show the same row.
   */
  protected override scoreBreakdown(view: GameState<BoxState>): ScoreBreakdown | null {
    const G = view.G;
    if (G.secrets.some((s) => s === 'hidden')) return null;
    const byTeam = G.secrets.map((id) => {
      const sides = new Map<number, number>();
      for (const sq of squaresOf(G.dots, secretColour(id))) sides.set(sq.side, (sides.get(sq.side) ?? 0) + sq.side);
      return sides;
    });
    const sides = [...new Set(byTeam.flatMap((m) => [...m.keys()]))].sort((a, b) => a - b);
    if (sides.length === 0) return null;
    return {
      parts: sides.map((n) => t`${n}×${n} squares`),
      points: G.hands.map((_, s) => sides.map((n) => byTeam[teamOf(G.teams, s)]!.get(n) ?? 0)),
    };
  }

  protected override renderTable(view: GameState<BoxState>, legal: Move[], seat: Seat | null): TemplateResult {
    // Your card and colour come first: on a phone they sit above the display, on a wider table beside it.
    return html`<div class="box">
      ${palettePatterns()}
      ${this.renderMats(view, seat)}
      <div class="middle">
        ${this.renderHand(view, legal, seat)}
        ${this.renderDisplay(view, legal, seat)}
      </div>
    </div>`;
  }

  private resizeObserver?: ResizeObserver;
  /** The display's left column when it was last drawn, to keep a panned display where it was as it grows. */
  private shownMinX: number | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    // After the layout settles (fitting may show the pan buttons, which resizes the table again).
    this.resizeObserver ??= new ResizeObserver(() => requestAnimationFrame(() => this.fitDisplay()));
    this.resizeObserver.observe(this);
  }

  override disconnectedCallback(): void {
    this.resizeObserver?.disconnect();
    super.disconnectedCallback();
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    super.updated(changed);
    this.fitDisplay();
  }

  /**
   * The display scales to the table's width (a dot space of 24 to 44 CSS px, 44 under a finger).
   * Only when it still does not fit does it pan: it then becomes a focusable region (arrow keys
   * scroll it) with buttons to scroll it sideways, and it stays on the same dots as it grows left.
   */
  private fitDisplay(): void {
    const area = this.renderRoot.querySelector<HTMLElement>('.display-area');
    const display = area?.querySelector<HTMLElement>('.display');
    if (!area || !display) {
      this.shownMinX = null;
      return;
    }
    const minX = Number(display.dataset.minX);
    const cols = Number(display.dataset.cols);
    const over = area.scrollWidth > area.clientWidth;
    if (over && !area.hasAttribute('data-pan')) {
      area.setAttribute('data-pan', '');
      area.tabIndex = 0;
      area.scrollLeft = (area.scrollWidth - area.clientWidth) / 2; // the middle of the display first
    } else if (!over && area.hasAttribute('data-pan')) {
      area.removeAttribute('data-pan');
      area.removeAttribute('tabindex');
    } else if (over && this.shownMinX !== null && minX !== this.shownMinX) {
      area.scrollLeft += ((this.shownMinX - minX) * display.offsetWidth) / cols;
    }
    this.shownMinX = minX;
  }

  /** Scrolls a panning display by most of its width (`direction` -1 left, 1 right). */
  private pan(direction: -1 | 1): void {
    const area = this.renderRoot.querySelector<HTMLElement>('.display-area');
    area?.scrollBy({ left: direction * area.clientWidth * 0.7, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }

  private renderMats(view: GameState<BoxState>, seat: Seat | null): TemplateResult {
    const G = view.G;
    const tr = (text: Text) => this.tr(text);
    return html`<section part="mats" class="mats" aria-label=${tr(t`Players' cards`)}>
      ${G.hands.map((hand, s) => {
        const team = teamOf(G.teams, s);
        const secret = G.secrets[team]!;
        const stack = G.stacks[s]!.length;
        // The cards left to play: the stack and the card in hand, the number the seat's summary gives.
        const cards = stack + (hand ? 1 : 0);
        const known = secret !== 'hidden';
        const colour = known ? secretColour(secret) : null;
        const who: Text = G.teams.length < view.ctx.players ? t`${seatRef(s)} (team ${team + 1})` : seatRef(s);
        const inStack = plural(stack, '# card in the stack', '# cards in the stack');
        const inHand = hand ? t`${1} card in hand` : t`no card in hand`;
        const secretText = colour ? t`Secret Color: ${colourName(colour)}` : t`Secret Color hidden`;
        const label = plural(cards, '{0}: # card left ({1}, {2}), {3}', '{0}: # cards left ({1}, {2}), {3}', who, inStack, inHand, secretText);
        const count = plural(cards, '# card left: {0}, {1}', '# cards left: {0}, {1}', inStack, inHand);
        return html`<div part="mat" class="mat ${s === seat ? 'mine' : ''} ${this.match.active.includes(s) && !view.ctx.over ? 'acting' : ''}" role="group" aria-label=${tr(label)}>
          <p class="mat-name">${tr(who)}</p>
          <div class="mat-cards">
            <span class="stack" style=${`--n: ${Math.min(stack, 6)}`} title=${tr(count)} aria-hidden="true"><span class="back"></span><span class="count">${tr(cards)}</span></span>
            ${colour
              ? html`<span class="secret-card face" data-secret=${secret} role="img" aria-label=${tr(t`Secret Color: ${colourName(colour)}`)}>${secretFace(colour)}</span>`
              : html`<span class="secret-card back" role="img" aria-label=${tr(t`Secret Color, face down`)}>?</span>`}
          </div>
        </div>`;
      })}
    </section>`;
  }

  private renderHand(view: GameState<BoxState>, legal: Move[], seat: Seat | null): TemplateResult | typeof nothing {
    if (seat === null) return nothing;
    const G = view.G;
    const tr = (text: Text) => this.tr(text);
    const hand = G.hands[seat];
    const colour = this.myColour(view, seat);
    const rotate = legal.find((m) => m.type === 'rotate');
    const dots = hand && hand !== 'hidden' ? turnedDots(hand, G.turned[seat] ?? 0) : null;
    const team = G.teams[teamOf(G.teams, seat)]!;
    const mates = team.filter((s) => s !== seat);
    return html`<aside class="side">
      <div part="hand" class="hand" role="group" aria-label=${tr(t`Your card in hand`)}>
        <p class="side-title">${tr(t`Your card`)}</p>
        <div class="hand-row">
          ${dots ? cardPicture(dots, tr(t`Your card: ${dotWords(dots)}`), 'card big', hand!) : html`<p class="empty">${tr(t`No card left`)}</p>`}
          ${rotate
            ? this.moveButton(rotate, html`<span aria-hidden="true">↻</span> ${tr(t`Turn`)}`, { label: t`Turn your card a quarter turn clockwise`, className: 'rotate', part: 'rotate', marker: false })
            : nothing}
        </div>
      </div>
      <div part="secret" class="secret" role="group" aria-label=${tr(t`Your Secret Color`)}>
        <p class="side-title">${tr(t`Your Secret Color`)}</p>
        ${colour
          ? html`<div class="secret-row">
              <span class="secret-card face big" role="img" aria-label=${tr(t`Your Secret Color: ${colourName(colour)}`)}>${secretFace(colour)}</span>
              <p class="secret-name"><span class="colour-word">${tr(colourName(colour))}</span>${mates.length ? html`<br /><small>${tr(t`shared with ${list(mates.map(seatRef))}`)}</small>` : nothing}</p>
            </div>`
          : nothing}
      </div>
    </aside>`;
  }

  private renderDisplay(view: GameState<BoxState>, legal: Move[], seat: Seat | null): TemplateResult {
    const G = view.G;
    const tr = (text: Text) => this.tr(text);
    const spots = legal.filter((m) => m.type === 'place') as (Move & { x: number; y: number })[];
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    const grow = (x: number, y: number) => {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    };
    for (const p of G.display) {
      grow(p.x, p.y);
      grow(p.x + 1, p.y + 1);
    }
    for (const m of spots) {
      grow(m.x, m.y);
      grow(m.x + 1, m.y + 1);
    }
    // One dot space per column and row of dots; a dot sits in the middle of its space.
    const cols = maxX - minX + 1;
    const rows = maxY - minY + 1;
    const px = (x: number) => (x - minX + 0.5) * U;
    const py = (y: number) => (y - minY + 0.5) * U;
    const hand = seat !== null ? G.hands[seat] : null;
    const handDots = hand && hand !== 'hidden' ? turnedDots(hand, G.turned[seat!] ?? 0) : null;
    // Squares shown: everyone's at the end; during the game, only those of your own colour.
    const shown: { colour: Colour; x: number; y: number; side: number }[] = [];
    const colours = view.ctx.over ? G.secrets.filter((s) => s !== 'hidden').map(secretColour) : [this.myColour(view, seat)].filter((c): c is Colour => c !== null);
    for (const colour of colours) for (const sq of squaresOf(G.dots, colour)) shown.push({ colour, ...sq });
    const dotsCount = Object.keys(G.dots).length;
    const played = plural(G.display.length - 1, '# Box Card played', '# Box Cards played');
    const showing = plural(dotsCount, '# dot showing', '# dots showing');
    return html`<div class="board">
      <div class="pan-controls">
        <button type="button" class="tt-button pan" aria-label=${tr(t`Scroll the display left`)} title=${tr(t`Scroll the display left`)} @click=${() => this.pan(-1)}><span aria-hidden="true">◀</span></button>
        <span class="pan-note">${tr(t`Swipe or scroll to see the whole display.`)}</span>
        <button type="button" class="tt-button pan" aria-label=${tr(t`Scroll the display right`)} title=${tr(t`Scroll the display right`)} @click=${() => this.pan(1)}><span aria-hidden="true">▶</span></button>
      </div>
      <section part="display" class="display-area" aria-label=${tr(t`The display: ${played}, ${showing}`)}>
        <div class="display" data-roving data-min-x=${minX} data-cols=${cols} style=${`--cols: ${cols}; --rows: ${rows}`}>
          <svg class="cards" viewBox=${`0 0 ${cols * U} ${rows * U}`} role="img" aria-label=${tr(this.displayText(G))}>
            ${G.display.map((p: Placed) => (p.id === 'start' ? cardArt(['grey', 'grey', 'grey', 'grey'], px(p.x), py(p.y), true) : cardArt(turnedDots(p.id, p.turn), px(p.x), py(p.y))))}
            ${shown.map((sq) => svg`<rect class="square" x=${px(sq.x)} y=${py(sq.y)} width=${(sq.side - 1) * U} height=${(sq.side - 1) * U} stroke=${PALETTE[sq.colour].fill} />`)}
          </svg>
          ${spots.map((m) => {
            const n = covered(G, m.x, m.y);
            const label = n === 0
              ? t`Place the card at column ${m.x}, row ${m.y}, next to the display`
              : plural(n, 'Place the card at column {0}, row {1}, covering # dot', 'Place the card at column {0}, row {1}, covering # dots', m.x, m.y);
            const ghost = handDots
              ? html`<svg class="ghost" viewBox=${`0 0 ${2 * U} ${2 * U}`} aria-hidden="true">${cardArt(handDots, U / 2, U / 2)}</svg>`
              : nothing;
            // The spot is the middle of the card's place: the space between its four dots.
            return this.moveButton(m, html`<span class="plus" aria-hidden="true">+</span>${ghost}`, {
              label, className: 'spot', part: 'spot', marker: false,
              style: `--x: ${m.x - minX + 1}; --y: ${m.y - minY + 1}`,
            });
          })}
        </div>
      </section>
    </div>`;
  }

  /** The display in words, row by row, for screen readers. */
  private displayText(G: BoxState): Text {
    const rows = new Map<number, { x: number; d: Dot }[]>();
    for (const [key, d] of Object.entries(G.dots)) {
      const [x, y] = key.split(',').map(Number) as [number, number];
      if (!rows.has(y)) rows.set(y, []);
      rows.get(y)!.push({ x, d });
    }
    const lines = [...rows.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([y, dots]) => {
        const row = joined(dots.sort((a, b) => a.x - b.x).map((p) => t`${colourName(p.d)} at column ${p.x}`), false);
        return t`row ${y}: ${row}`;
      });
    return joined(lines, true);
  }
}
