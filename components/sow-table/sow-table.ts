import { html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import {
  COLOURS,
  bouquetScore,
  colourName,
  colourOf,
  controllerOf,
  direction,
  faceName,
  faceOf,
  favouriteColour,
  flower,
  flowerPoints,
  flowerName,
  isFlower,
  isSeed,
  rowWheelbarrow,
  seatWheelbarrow,
  sowCompiled,
  wheelbarrowSeat,
  ROWS,
  type Colour,
  type Piece,
  type SowState,
} from '../../machines/sow/index.js';
import { translations } from '../../machines/sow/translations.js';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import type { LogEntry } from '../../src/engine/match.js';
import { list, plural, seat as seatRef, t, type Message, type Text } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import type { ScoreBreakdown } from '../../src/ui/game-over.js';
import { PALETTE, paletteLegend, palettePatterns, paletteSwatch, paletteSymbol, patternFill } from '../../src/ui/palette.js';
import { styles } from './sow-table.styles.js';
import { tableTranslations } from './translations.js';

/** Renders a text in the table's language. */
type Tr = (text: Text) => string;

const fill = (c: Colour) => PALETTE[c].fill;
const ink = (c: Colour) => PALETTE[c].ink;

/**
 * A shape in a colour, with the colour's pattern laid over it (so colours differ in greyscale too)
 * and an edge in its dark ink (so white stands out on a light ground).
 */
function coloured(c: Colour, shape: (paint: string) => SVGTemplateResult): SVGTemplateResult {
  return svg`${shape(fill(c))}${shape(patternFill(c))}`;
}

/** A colour's symbol in a white disc, 2r across; the symbol stays ≥ 12 CSS px on a 36 px card. */
function badge(c: Colour, x: number, y: number, r: number): SVGTemplateResult {
  return svg`<circle cx=${x} cy=${y} r=${r} fill="#fff" stroke=${ink(c)} stroke-width="1.6" />${paletteSymbol(c, x, y, 22, ink(c))}`;
}

/** The Seeds side: dark soil, the colour's symbol big in a white disc, three seeds of the colour. */
function seedArt(c: Colour): SVGTemplateResult {
  const seed = (cx: number, cy: number, a: number) =>
    coloured(c, (paint) => svg`<ellipse cx=${cx} cy=${cy} rx="6.5" ry="9.5" fill=${paint} stroke=${ink(c)} stroke-width="1.4" transform=${`rotate(${a} ${cx} ${cy})`} />`);
  return svg`<rect x="1" y="1" width="58" height="84" rx="7" class="soil" />
    <path d="M6 76 Q30 66 54 76" class="furrow" />
    ${badge(c, 30, 24, 16)}
    ${seed(16, 60, -20)}${seed(44, 60, 20)}${seed(30, 68, 0)}`;
}

/**
 * The Flower side, on a leafy ground: petals in the outer colour round a centre of the other colour,
 * the centre's symbol in the middle and the outer colour's symbol below.
 */
function flowerArt(id: string): SVGTemplateResult {
  const { outer, centre } = flower(id);
  const petals = [0, 60, 120, 180, 240, 300].map((a) =>
    coloured(outer, (paint) => svg`<ellipse cx="30" cy="13.5" rx="9" ry="11.5" transform=${`rotate(${a} 30 30)`} fill=${paint} stroke=${ink(outer)} stroke-width="1.4" />`),
  );
  return svg`<rect x="1" y="1" width="58" height="84" rx="7" class="petal-card" />
    ${petals}
    ${coloured(centre, (paint) => svg`<circle cx="30" cy="30" r="14" fill=${paint} stroke=${ink(centre)} stroke-width="1.6" />`)}
    ${paletteSymbol(centre, 30, 30, 22)}
    ${badge(outer, 30, 70, 14)}`;
}

function windmillArt(clockwise: boolean): SVGTemplateResult {
  const arrow = clockwise
    ? svg`<path d="M14 64 A19 19 0 1 1 46 64" fill="none" stroke="#1f7a3a" stroke-width="3.5" /><path d="M46 64 l-1 -9 l8 4 z" fill="#1f7a3a" />`
    : svg`<path d="M46 64 A19 19 0 1 0 14 64" fill="none" stroke="#b0361f" stroke-width="3.5" /><path d="M14 64 l1 -9 l-8 4 z" fill="#b0361f" />`;
  return svg`<rect x="1" y="1" width="58" height="84" rx="7" class=${clockwise ? 'garden-card cw' : 'garden-card ccw'} />
    <path d="M27 48 L33 48 L36 80 L24 80 Z" fill="#8a5a33" />
    <g transform=${`rotate(${clockwise ? 15 : -15} 30 46)`}>
      <path d="M30 46 L30 22 L37 24 Z M30 46 L54 46 L52 53 Z M30 46 L30 70 L23 68 Z M30 46 L6 46 L8 39 Z" fill="#f3ead2" stroke="#5b4630" stroke-width="1.2" />
    </g>
    <circle cx="30" cy="46" r="3" fill="#5b4630" />${arrow}`;
}

function gopherArt(gopherUp: boolean): SVGTemplateResult {
  if (gopherUp) {
    return svg`<rect x="1" y="1" width="58" height="84" rx="7" class="garden-card gopher" />
      <ellipse cx="30" cy="74" rx="22" ry="7" fill="#6b4226" />
      <path d="M14 74 C14 44 20 30 30 30 C40 30 46 44 46 74 Z" fill="#a0703f" stroke="#5b3a1c" stroke-width="1.2" />
      <circle cx="24" cy="40" r="2.6" fill="#111" /><circle cx="36" cy="40" r="2.6" fill="#111" />
      <ellipse cx="30" cy="47" rx="4" ry="3" fill="#3b2414" /><rect x="27" y="50" width="6" height="5" fill="#fff" stroke="#555" stroke-width="0.6" />
      <circle cx="18" cy="30" r="4" fill="#a0703f" stroke="#5b3a1c" /><circle cx="42" cy="30" r="4" fill="#a0703f" stroke="#5b3a1c" />`;
  }
  return svg`<rect x="1" y="1" width="58" height="84" rx="7" class="garden-card can" />
    <path d="M14 42 H40 V70 H14 Z" fill="#5b8fb9" stroke="#24506f" stroke-width="1.4" />
    <path d="M40 48 L54 34" stroke="#24506f" stroke-width="4" /><path d="M50 30 l8 8" stroke="#24506f" stroke-width="3" />
    <path d="M14 48 C4 48 4 64 14 64" fill="none" stroke="#24506f" stroke-width="3" />
    <path d="M56 42 l2 6 M53 45 l1 7 M59 46 l1 6" stroke="#6fb3e0" stroke-width="1.6" />`;
}

/** A card of the garden in words, from what this screen may see. */
function pieceName(p: Piece, G: SowState): Message {
  if (p === 'windmill') return G.clockwise ? t`the Windmill (clockwise)` : t`the Windmill (counter-clockwise)`;
  if (p === 'gopher') return G.gopherUp ? t`the Gopher (Watering Can below)` : t`the Watering Can (Gopher below)`;
  return faceName(faceOf(p));
}

function pieceArt(p: Piece, G: SowState): SVGTemplateResult {
  let body: SVGTemplateResult;
  if (p === 'windmill') body = windmillArt(G.clockwise);
  else if (p === 'gopher') body = gopherArt(G.gopherUp);
  else if (isSeed(p)) body = seedArt(colourOf(p)!);
  else body = flowerArt(p);
  return svg`<svg class="art" viewBox="0 0 60 86" aria-hidden="true" focusable="false">${body}</svg>`;
}

/** A card as a picture with its name for screen readers. */
function cardImage(tr: Tr, p: Piece, G: SowState, className = 'card'): TemplateResult {
  return html`<span class=${className} role="img" aria-label=${tr(pieceName(p, G))} data-face=${faceOf(p)}>${pieceArt(p, G)}</span>`;
}

/** A colour's swatch for text: fill, pattern-free symbol, sized so its symbol is ≥ 12 CSS px. */
const swatch = (c: Colour): TemplateResult => html`<span class="swatch">${paletteSwatch(c)}</span>`;

/** Where each row sits in the square: grid areas round the wheelbarrows. */
const AREA = ['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11'];

/**
 * SOW, the seed-sowing card game for 2–4 players (Pack O Game): take a row of the garden, sow its
 * cards one per row in the Windmill's direction, make the last Seeds bloom, gather flowers under
 * the wheelbarrows into bouquets, and use the Windmill, the Gopher and the Watering Can when the
 * garden cards meet. Every colour also has the shared palette's symbol and pattern (src/ui/palette.ts).
 *
 * @summary The SOW game table.
 *
 * @event tt-move - A move was made. `detail: { move, entry }`.
 * @event tt-phase - The game entered another phase (`play.take`, `play.sow`, `play.bouquet`, `play.garden`, `over`). `detail: { phase }`.
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason, text }` (reason in English, text to show in the table's language).
 * @event tt-game-over - Every row holds 0 or 1 card and the bouquets are scored. `detail: { result }`.
 *
 * @slot rules - Rules text for the Rules dialog, instead of the built-in summary.
 *
 * @csspart garden - The square garden of 12 rows.
 * @csspart row - One row of the garden.
 * @csspart take - The control that takes a row.
 * @csspart wheelbarrow - One of the four wheelbarrows.
 * @csspart centre - The middle of the garden: Windmill direction, cards being sown, choices.
 * @csspart hand - The cards being sown.
 * @csspart sow - A card to sow next.
 * @csspart pick - A colour to pick for a bouquet.
 * @csspart garden-action - A garden action (Windmill, Gopher row, Watering Can flower, let it go).
 * @csspart bouquets - The players' bouquets.
 * @csspart bouquet - One player's bouquet.
 * @csspart move - Every control that makes a move (see the base class for the other parts).
 *
 * @cssproperty --sow-soil - Colour of the garden rows.
 * @cssproperty --sow-card-face - Colour of the flower card faces.
 * @cssproperty [--tt-felt=#5d8c3a] - Colour of the table.
 * @cssproperty --tt-legal - Highlight of the legal targets.
 * @cssproperty [--tt-felt-edge=#3e6424] - Colour of the playing area's rim.
 */
export class SowTable extends GameTable<SowState> {
  static override styles = [...GameTable.styles, styles];
  static override game = sowCompiled;
  /** The favourite colours are secret: hotseat play puts a curtain between turns. */
  static override privateInfo = true;
  static override translations = [translations, tableTranslations];

  protected override scoreLabel: Text = t`Points`;

  /** Each bouquet's points by what its flowers are worth: 3 (favourite centre), 2 (favourite petals), 1 (any other). */
  protected override scoreBreakdown(view: GameState<SowState>): ScoreBreakdown | null {
    const G = view.G;
    const points = G.bouquets.map((b, s) => {
      const fav = G.favourites[seatWheelbarrow(view.ctx.players, s)];
      if (!fav || fav === 'hidden') return [0, 0, b.length];
      const by = [0, 0, 0];
      for (const id of b) {
        const p = flowerPoints(id, favouriteColour(fav));
        by[3 - p] += p;
      }
      return by;
    });
    return { parts: [t`Centre ×3`, t`Petals ×2`, t`Others ×1`], points };
  }

  /** The last move in words; one that ends in an exclamation ("the garden cards meet!") takes no full stop after it. */
  protected override happened(view: GameState<SowState>, last: LogEntry | undefined): Text | null {
    if (last && this.tr(last.message).endsWith('!')) return t`${seatRef(last.move.seat)} ${last.message}`;
    return super.happened(view, last);
  }

  /** Marks the move a player most likely wants next: the first card to sow, colour or garden action. */
  protected override update(changed: PropertyValues): void {
    super.update(changed);
    const root = this.renderRoot;
    for (const el of root.querySelectorAll('[data-turn-focus]')) el.removeAttribute('data-turn-focus');
    root.querySelector('[part~="sow"], [part~="pick"], .garden-choice')?.setAttribute('data-turn-focus', '');
  }

  protected override seatSummary(view: GameState<SowState>, seat: Seat): Text {
    const n = view.G.bouquets[seat]?.length ?? 0;
    const { points, colour } = bouquetScore(view.G, view.ctx.players, seat);
    const flowers = plural(n, '# flower', '# flowers');
    return colour ? t`${flowers} · ${plural(points, '# pt', '# pts')} (favourite ${colourName(colour)} ${PALETTE[colour].glyph})` : flowers;
  }

  protected override turnHint(view: GameState<SowState>, legal: Move[]): Text {
    const G = view.G;
    if (legal.some((m) => m.type === 'take')) return G.clockwise ? t`Take a row of 2 or more cards; you will sow them clockwise ↻.` : t`Take a row of 2 or more cards; you will sow them counter-clockwise ↺.`;
    if (legal.some((m) => m.type === 'sow')) return t`Choose the card to sow into row ${((G.at + direction(G) + ROWS) % ROWS) + 1}.`;
    if (legal.some((m) => m.type === 'sowLast')) return t`Two cards left: choose which one is sown last.`;
    if (legal.some((m) => m.type === 'pick')) return t`Your last card is a Flower under a wheelbarrow: choose one of its colours.`;
    if (legal.some((m) => m.type === 'pass')) return t`The garden cards met: choose a garden action, or let it go.`;
    return '';
  }

  protected override renderRules(): TemplateResult {
    const tr: Tr = (text) => this.tr(text);
    return html`<ol class="rules">
      <li><strong>${tr(t`Goal`)}</strong>: ${tr(t`the prettiest bouquet. Your wheelbarrow hides your secret favourite colour.`)}</li>
      <li><strong>${tr(t`Your turn`)}</strong>: ${tr(t`take all the cards of one row that holds 2 or more cards (never just 1).`)}</li>
      <li><strong>${tr(t`Sowing`)}</strong>: ${tr(t`sow them, in the order you choose, one card per row (empty rows too), starting with the next row in the Windmill's direction (clockwise ↻ or counter-clockwise ↺). Cards keep their side up.`)}</li>
      <li><strong>${tr(t`Last card Seeds`)}</strong>: ${tr(t`it blooms into its Flower, and so do all other Seeds of its colour in that row.`)}</li>
      <li><strong>${tr(t`Last card a Flower in a row under a wheelbarrow`)}</strong>: ${tr(t`choose one of its two colours; every Flower in that row with that colour goes to the bouquet of that wheelbarrow's controller.`)}</li>
      <li><strong>${tr(t`Controllers`)}</strong>: ${tr(t`with 4 players, your own wheelbarrow; with 3, yours, and the empty one while it is your turn; with 2, the one in front of you and the one to your right.`)}</li>
      <li><strong>${tr(t`Garden cards`)}</strong>: ${tr(t`if you sow a garden card into the row holding the other one, you may use one of the face-up actions, then flip that card: the Windmill reverses the direction; the Gopher removes every Flower of one row from the game; the Watering Can puts one Flower of any row in your bouquet.`)}</li>
      <li><strong>${tr(t`Scoring`)}</strong>: ${tr(t`the game ends when every row holds 0 or 1 card. Each flower scores 3 with your favourite colour in the centre, 2 with it on the outer petals, 1 otherwise. Ties: most points from favourite-colour flowers.`)}</li>
    </ol>
    <h3>${tr(t`Colours`)}</h3>
    <p>${tr(t`Each colour has its symbol and its pattern, on the Seeds, the petals and the centres:`)}</p>
    ${paletteLegend(COLOURS, tr)}`;
  }

  protected override renderTable(view: GameState<SowState>, legal: Move[], seat: Seat | null): TemplateResult {
    const G = view.G;
    return html`<div class="sow">
      ${palettePatterns()}
      <div part="garden" class="garden" role="group" aria-label=${this.tr(G.clockwise ? t`The garden: ${ROWS} rows, sowing clockwise` : t`The garden: ${ROWS} rows, sowing counter-clockwise`)}>
        <div class="rows" data-roving>${G.rows.map((_, r) => this.renderRow(view, legal, r))}</div>
        ${this.renderCentre(view, legal, seat)}
      </div>
      ${this.renderBouquets(view, seat)}
    </div>`;
  }

  private rowTitle(view: GameState<SowState>, r: number): Message {
    const w = rowWheelbarrow(r);
    if (w === null) return t`diagonal row`;
    const players = view.ctx.players;
    const owner = wheelbarrowSeat(players, w);
    if (owner !== null) return t`under ${seatRef(owner)}'s wheelbarrow`;
    return players === 2 ? t`under the wheelbarrow ${seatRef(controllerOf(players, w, 0))} controls` : t`under the empty wheelbarrow, controlled by the active player`;
  }

  /** Who the bouquet of a wheelbarrow's rows goes to, in a few words. */
  private rowOwner(view: GameState<SowState>, w: number): Text {
    const players = view.ctx.players;
    const owner = wheelbarrowSeat(players, w);
    if (owner !== null) return seatRef(owner);
    return players === 2 ? seatRef(controllerOf(players, w, 0)) : t`active player`;
  }

  private renderRow(view: GameState<SowState>, legal: Move[], r: number): TemplateResult {
    const G = view.G;
    const tr: Tr = (text) => this.tr(text);
    const row = G.rows[r]!;
    const take = legal.find((m) => m.type === 'take' && m.row === r);
    const gopher = legal.find((m) => m.type === 'gopher' && m.row === r);
    const waters = legal.filter((m) => m.type === 'water' && m.row === r);
    const sowing = G.step === 'sow' && G.hand.length > 0;
    const next = sowing ? (G.at + direction(G) + ROWS) % ROWS : -1;
    const w = rowWheelbarrow(r);
    const title = this.rowTitle(view, r);
    const label = row.length === 0 ? t`Row ${r + 1}, ${title}: empty` : t`Row ${r + 1}, ${title}: ${list(row.map((p) => pieceName(p, G)))}`;
    const cards = html`<span class="cards" style=${`--n: ${row.length}`}>${row.map((p) => {
      const water = waters.find((m) => m.card === p);
      return water
        ? this.moveButton(water, cardImage(tr, p, G), { label: t`Watering Can: pick the ${flowerName(p)} from row ${r + 1} for your bouquet`, className: 'card-button', part: 'garden-action' })
        : cardImage(tr, p, G);
    })}</span>`;
    const classes = ['row', w === null ? 'diagonal' : 'under', r === next ? 'next' : '', r === G.at && !sowing && G.from >= 0 ? 'last' : '', r === G.from && G.step !== 'take' ? 'from' : ''].filter(Boolean).join(' ');
    return html`<section part="row" class=${classes} style=${`grid-area: ${AREA[r]}`} aria-label=${tr(label)} data-row=${r}>
      <p class="row-title"><span class="row-number">${tr(r + 1)}</span>${w === null ? html`<span class="diag-mark" aria-hidden="true">◇</span>` : html`<span class="row-owner" aria-hidden="true">${tr(this.rowOwner(view, w))}</span>`}
        ${r === next ? html`<span class="next-mark">▼ ${tr(t`next`)}</span>` : nothing}</p>
      ${take
        ? this.moveButton(take, cards, { label: plural(row.length, 'Take the # card of row {0}', 'Take the # cards of row {0}', r + 1), className: 'take', part: 'take' })
        : cards}
      ${gopher
        ? this.moveButton(gopher, html`<span>${tr(t`Gopher`)}</span>`, { label: t`Gopher: remove every Flower of row ${r + 1} from the game (${row.filter(isFlower).length})`, className: 'gopher-button', part: 'garden-action' })
        : nothing}
    </section>`;
  }

  private renderWheelbarrow(view: GameState<SowState>, w: number, seat: Seat | null): TemplateResult {
    const tr: Tr = (text) => this.tr(text);
    const players = view.ctx.players;
    const owner = wheelbarrowSeat(players, w);
    const fav = view.G.favourites[w]!;
    const known = fav !== 'hidden';
    const colour = known ? favouriteColour(fav) : null;
    const controllers = [...new Set(Array.from({ length: players }, (_, a) => controllerOf(players, w, a)))];
    const shared = controllers.length > 1;
    const mine = seat !== null && owner === seat;
    const who = owner === null ? t`nobody sits here` : t`${seatRef(owner)}'s`;
    const control = shared ? t`controlled by the active player` : t`controlled by ${seatRef(controllers[0]!)}`;
    const favourite = colour ? t`favourite colour ${colourName(colour)}` : t`favourite colour secret`;
    return html`<div part="wheelbarrow" class=${`wheelbarrow wb${w} ${mine ? 'mine' : ''}`} role="group" aria-label=${tr(t`Wheelbarrow ${w + 1}: ${who}; ${control}; ${favourite}`)}>
      <svg class="barrow" viewBox="0 0 64 36" aria-hidden="true" focusable="false">
        <path d="M4 6 H50 L44 24 H12 Z" fill="#c8743a" stroke="#6b3a17" stroke-width="2" />
        <path d="M4 6 H50 L48 11 H6 Z" fill="#5a3a22" />
        <path d="M50 8 L62 4" stroke="#6b3a17" stroke-width="3" stroke-linecap="round" />
        <circle cx="18" cy="29" r="6" fill="#333" /><circle cx="18" cy="29" r="2" fill="#bbb" />
        <path d="M40 24 L44 34" stroke="#6b3a17" stroke-width="2.5" />
      </svg>
      <span class="wb-name">${owner === null ? tr(t`Nobody`) : this.nameOf(owner)}</span>
      <span class="wb-fav">${colour ? html`${swatch(colour)} ${tr(colourName(colour))}` : html`<span class="secret" aria-hidden="true">?</span>`}</span>
      ${shared || controllers[0] !== owner ? html`<span class="wb-control">${tr(shared ? t`for the active player` : t`for ${seatRef(controllers[0]!)}`)}</span>` : nothing}
    </div>`;
  }

  private renderCentre(view: GameState<SowState>, legal: Move[], seat: Seat | null): TemplateResult {
    const G = view.G;
    const tr: Tr = (text) => this.tr(text);
    const sows = legal.filter((m) => m.type === 'sow' || m.type === 'sowLast');
    const picks = legal.filter((m) => m.type === 'pick');
    const mill = legal.find((m) => m.type === 'windmill');
    const pass = legal.find((m) => m.type === 'pass');
    const nextRow = (G.at + direction(G) + ROWS) % ROWS;
    const afterRow = (nextRow + direction(G) + ROWS) % ROWS;
    return html`<div part="centre" class="centre">
      ${[0, 1, 2, 3].map((w) => this.renderWheelbarrow(view, w, seat))}
      <div class="middle">
        <p class="direction" aria-label=${tr(G.clockwise ? t`Sowing clockwise` : t`Sowing counter-clockwise`)}>
          <span class="dir-arrow" aria-hidden="true">${G.clockwise ? '↻' : '↺'}</span> ${tr(G.clockwise ? t`clockwise` : t`counter-clockwise`)}
        </p>
        ${G.hand.length
          ? html`<div part="hand" class="hand" role="group" data-roving aria-label=${tr(t`Cards being sown from row ${G.from + 1}: ${list(G.hand.map((p) => pieceName(p, G)))}`)}>
              ${sows.length
                ? sows.map((m) => {
                    const face = m.face as string;
                    const piece = G.hand.find((p) => faceOf(p) === face)!;
                    const label = m.type === 'sow'
                      ? t`Sow ${faceName(face)} into row ${nextRow + 1}`
                      : t`Sow ${faceName(face)} last, into row ${afterRow + 1} (the other card goes into row ${nextRow + 1})`;
                    return this.moveButton(m, html`${cardImage(tr, piece, G)}<span class="sow-tag">${m.type === 'sowLast' ? tr(t`last`) : `→ ${tr(nextRow + 1)}`}</span>`, { label, className: 'sow-card', part: 'sow' });
                  })
                : G.hand.map((p) => cardImage(tr, p, G))}
            </div>`
          : nothing}
        ${picks.length
          ? html`<div class="choices" role="group" data-roving aria-label=${tr(t`Choose a colour for the bouquet`)}>
              ${G.pickFlower ? cardImage(tr, G.pickFlower, G, 'card small') : nothing}
              ${picks.map((m) => {
                const c = m.colour as Colour;
                const n = G.rows[G.at]!.filter((p) => isFlower(p) && (flower(p).outer === c || flower(p).centre === c)).length;
                const to = controllerOf(view.ctx.players, rowWheelbarrow(G.at)!, m.seat);
                const label = plural(n, 'Choose {0}: # flower of row {1} goes to the bouquet of {2}', 'Choose {0}: # flowers of row {1} go to the bouquet of {2}', colourName(c), G.at + 1, seatRef(to));
                return this.moveButton(m, html`${swatch(c)}<span>${tr(t`${colourName(c)}: ${n}`)}</span>`, { label, className: 'pick', part: 'pick' });
              })}
            </div>`
          : nothing}
        ${mill || pass
          ? html`<div class="choices" role="group" data-roving aria-label=${tr(t`Garden action`)}>
              ${mill ? this.moveButton(mill, html`${cardImage(tr, 'windmill', G, 'card small')}<span>${tr(t`Turn the Windmill`)}</span>`, { label: G.clockwise ? t`Turn the Windmill: sow counter-clockwise from now on` : t`Turn the Windmill: sow clockwise from now on`, className: 'garden-choice', part: 'garden-action' }) : nothing}
              ${G.gopherUp
                ? html`<span class="garden-note">${cardImage(tr, 'gopher', G, 'card small')}<span>${tr(t`Gopher: pick a row`)}</span></span>`
                : html`<span class="garden-note">${cardImage(tr, 'gopher', G, 'card small')}<span>${tr(t`Watering Can: pick a flower`)}</span></span>`}
              ${pass ? this.moveButton(pass, html`<span>${tr(t`Let it go`)}</span>`, { label: t`Let it go: no garden action this turn`, className: 'garden-choice', part: 'garden-action' }) : nothing}
            </div>`
          : nothing}
      </div>
    </div>`;
  }

  private renderBouquets(view: GameState<SowState>, seat: Seat | null): TemplateResult {
    const G = view.G;
    const tr: Tr = (text) => this.tr(text);
    return html`<section part="bouquets" class="bouquets" aria-label=${tr(t`Bouquets`)}>
      ${G.bouquets.map((b, s) => {
        const { points, colour } = bouquetScore(G, view.ctx.players, s);
        const w = seatWheelbarrow(view.ctx.players, s);
        const flowers = plural(b.length, '# flower', '# flowers');
        const label = colour ? t`${seatRef(s)}'s bouquet: ${flowers}, ${plural(points, '# point', '# points')}` : t`${seatRef(s)}'s bouquet: ${flowers}`;
        return html`<div part="bouquet" class=${`bouquet ${s === seat ? 'mine' : ''}`} role="group" aria-label=${tr(label)}>
          <p class="bouquet-title"><span>${this.nameOf(s)}</span><span class="count">${colour ? html`${swatch(colour)} ${tr(plural(points, '# pt', '# pts'))}` : `${tr(b.length)} ✿`}</span></p>
          <div class="bouquet-cards">${b.length ? b.map((id) => cardImage(tr, id, G, 'card bq')) : html`<span class="empty">${tr(t`No flowers yet · wheelbarrow ${w + 1}`)}</span>`}</div>
        </div>`;
      })}
      ${G.removed.length
        ? html`<div class="bouquet removed" role="group" aria-label=${tr(t`Removed by the Gopher: ${G.removed.length}`)}><p class="bouquet-title">${tr(t`Eaten by the Gopher`)}</p><div class="bouquet-cards">${G.removed.map((id) => cardImage(tr, id, G, 'card bq'))}</div></div>`
        : nothing}
    </section>`;
  }
}
