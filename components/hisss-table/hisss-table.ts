import { html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import {
  card,
  cardName,
  colourName,
  COLOURS,
  hisssCompiled,
  isComplete,
  leftColour,
  openEnd,
  pitScore,
  rightColour,
  turnedRound,
  type AttachArgs,
  type EndColour,
  type HisssState,
  type JoinArgs,
  type Placed,
} from '../../machines/hisss/index.js';
import { translations } from '../../machines/hisss/translations.js';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import type { LogEntry } from '../../src/engine/match.js';
import { plural, seat as seatText, t, type Message, type Text } from '../../src/i18n/index.js';
import { moveKey } from '../../src/engine/move-key.js';
import { GameTable } from '../../src/ui/game-table.js';
import type { ScoreBreakdown } from '../../src/ui/game-over.js';
import { PALETTE, paletteBadge, paletteLegend, palettePatterns, patternFill } from '../../src/ui/palette.js';
import { styles } from './hisss-table.styles.js';
import { tableTranslations } from './translations.js';

/** The rainbow of the wild head and tail: all six colours, top to bottom. */
const RAINBOW = COLOURS.map((c) => PALETTE[c].fill);

/** The wild card's own gradient, defined once per table (the palette's patterns are drawn beside it). */
function wildDefs(): SVGTemplateResult {
  return svg`<defs><linearGradient id="hs-wild" x1="0" y1="0" x2="0" y2="1">
    ${RAINBOW.map((fill, i) => svg`<stop offset=${i / (RAINBOW.length - 1)} stop-color=${fill} />`)}
  </linearGradient></defs>`;
}

/** How big a colour's badge is on a card (in the card's 100 × 64 units): its symbol stays readable on a phone. */
const BADGE_R = 14;

/**
 * The wild card's own symbol, which no palette colour uses: a six-armed star of the colours, in a
 * white disc of radius `r` centred on (x, y).
 */
function wildBadge(x: number, y: number, r: number): SVGTemplateResult {
  const arm = r * 0.68;
  const arms = [0, 60, 120].map((deg, i) => {
    const a = (deg * Math.PI) / 180;
    const dx = Math.sin(a) * arm;
    const dy = -Math.cos(a) * arm;
    return svg`<path d=${`M${x - dx} ${y - dy} L${x + dx} ${y + dy}`} stroke=${RAINBOW[i * 2]!} />`;
  });
  return svg`<g class="wild-badge" data-wild="symbol"><circle cx=${x} cy=${y} r=${r} fill="#fff" stroke="#333" stroke-width=${r / 8} />
    <g stroke-width=${r * 0.26} stroke-linecap="round">${arms}</g>
    <circle cx=${x} cy=${y} r=${r * 0.16} fill=${PALETTE.purple.fill} /></g>`;
}

/** A shape in a colour: its fill, then (for a palette colour) its pattern laid over it. */
function painted(c: EndColour, shape: (fill: string) => SVGTemplateResult): SVGTemplateResult {
  if (c === 'wild') return shape('url(#hs-wild)');
  const pattern = patternFill(c);
  return svg`${shape(PALETTE[c].fill)}${pattern === 'none' ? nothing : shape(pattern)}`;
}

/** The colour's symbol in a white badge centred on (x, y). */
function badge(c: EndColour, x: number, y: number): SVGTemplateResult {
  return c === 'wild' ? wildBadge(x, y, BADGE_R) : paletteBadge(c, x, y, BADGE_R);
}

/**
 * One snake card as SVG, head end on the left. A `mini` card (in a snake pit, too small for a
 * readable symbol) shows its colours and patterns only; its name says the rest.
 */
function cardArt(placed: Placed, mini = false): SVGTemplateResult {
  const c = card(placed.id);
  const left = leftColour(placed);
  const right = rightColour(placed);
  const outline = 'rgb(30 20 10 / 0.55)';
  const mark = (colour: EndColour, x: number) => (mini ? nothing : badge(colour, x, 32));
  let body: SVGTemplateResult;
  if (c.kind === 'mid') {
    body = svg`${painted(left, (fill) => svg`<rect x="0" y="18" width="50" height="28" fill=${fill} />`)}
      ${painted(right, (fill) => svg`<rect x="50" y="18" width="50" height="28" fill=${fill} />`)}
      <path d="M0 18 H100 M0 46 H100" stroke=${outline} stroke-width="1.5" />
      <path d="M50 18 V46" stroke="#fff" stroke-width="1.6" stroke-dasharray="3 2.4" />
      ${mark(left, 25)}${mark(right, 75)}`;
  } else if (c.kind === 'head') {
    body = svg`<path d="M13 32 H3 M3 32 l-3.2 -3.6 M3 32 l-3.2 3.6" stroke="#d7263d" stroke-width="2.2" fill="none" stroke-linecap="round" />
      ${painted(left, (fill) => svg`<path d="M100 18 H64 C52 18 48 10 34 10 C19 10 11 21 11 32 C11 43 19 54 34 54 C48 54 52 46 64 46 H100 Z" fill=${fill} stroke=${outline} stroke-width="1.5" />`)}
      <circle cx="31" cy="21.5" r="5" fill="#fff" stroke=${outline} /><circle cx="29.4" cy="21.5" r="2.5" fill="#111" />
      <circle cx="31" cy="42.5" r="5" fill="#fff" stroke=${outline} /><circle cx="29.4" cy="42.5" r="2.5" fill="#111" />
      <circle cx="16" cy="29" r="1" fill="#111" /><circle cx="16" cy="35" r="1" fill="#111" />
      ${mark(left, 76)}`;
  } else {
    body = svg`${painted(left, (fill) => svg`<path d="M0 18 H50 C68 18 82 25 98 32 C82 39 68 46 50 46 H0 Z" fill=${fill} stroke=${outline} stroke-width="1.5" />`)}
      ${mark(left, 27)}`;
  }
  return svg`<svg class="art" viewBox="0 0 100 64" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="98" height="62" rx="9" class="face" />${body}</svg>`;
}

/** A card as a picture with its name (in the reader's language) for screen readers. */
function cardImage(placed: Placed, name: string, className = 'card'): TemplateResult {
  return html`<span class=${className} role="img" aria-label=${name} data-card=${placed.id}>${cardArt(placed, className.includes('mini'))}</span>`;
}

/** A card's picture inside a move control, whose label says it all: decorative there. */
function cardPicture(placed: Placed, className: string): TemplateResult {
  return html`<span class=${className} aria-hidden="true" data-card=${placed.id}>${cardArt(placed)}</span>`;
}

/** "…, blue side out" for a mid-section laid at one end; heads and tails have one colour. */
function sideOut(label: Message, id: string, end: 'head' | 'tail', flip: boolean): Message {
  if (card(id).kind !== 'mid') return label;
  const out = end === 'head' ? leftColour({ id, flip }) : rightColour({ id, flip });
  return t`${label}, ${colourName(out)} side out`;
}

/**
 * HISSS, the snake-building card game for 2–5 players (ages 3 and up): pick a card from the
 * face-down fan, lay it where its colours match an open end of a snake in the middle, finish a
 * snake with a head and a tail to win it — "Hisss!" — and collect the most cards by the time the
 * fan is empty. Every colour also has its own symbol and pattern.
 *
 * @summary The HISSS game table.
 *
 * @event tt-move - A move was made. `detail: { move, entry }`.
 * @event tt-phase - The game entered another phase (`play.draw`, `play.place`, `over`). `detail: { phase }`.
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason, text }` (reason in English, text to show in the table's language).
 * @event tt-game-over - The fan is empty and the game is scored. `detail: { result }`.
 *
 * @slot rules - Rules text for the Rules dialog, instead of the built-in summary.
 *
 * @csspart fan - The face-down fan of cards.
 * @csspart fan-card - One face-down card (a "Draw card N of M" button on your turn).
 * @csspart drawn - The card just drawn, shown big.
 * @csspart snakes - The snakes under construction.
 * @csspart snake - One snake under construction.
 * @csspart target - A place where the drawn card may be laid.
 * @csspart join - A way to join two snakes with the drawn card.
 * @csspart start - The "Start a new snake" button.
 * @csspart pits - The players' snake pits.
 * @csspart pit - One player's snake pit.
 * @csspart celebration - The "Hisss!" shout when a snake is won.
 * @csspart move - Every control that makes a move (see the base class for the other parts).
 *
 * @cssproperty --hisss-card-back - Colour of the card backs.
 * @cssproperty --hisss-card-face - Colour of the card faces.
 * @cssproperty [--tt-felt=#2e8b57] - Colour of the table.
 * @cssproperty --tt-legal - Highlight of the places the drawn card may go.
 * @cssproperty [--tt-felt-edge=#1b5e3a] - Colour of the playing area's rim.
 */
export class HisssTable extends GameTable<HisssState> {
  static override styles = [...GameTable.styles, styles];
  static override game = hisssCompiled;
  static override privateInfo = false;
  static override translations = [translations, tableTranslations];

  protected override scoreLabel = t`Cards`;

  protected override seatSummary(view: GameState<HisssState>, seat: Seat): string {
    const { cards } = pitScore(view.G, seat);
    const snakes = view.G.pits[seat]?.length ?? 0;
    return `${this.tr(plural(cards, '# card', '# cards'))} · ${this.tr(plural(snakes, '# snake', '# snakes'))}`;
  }

  protected override turnHint(view: GameState<HisssState>, legal: Move[]): Text {
    if (legal.some((m) => m.type === 'draw')) return t`Pick any card from the fan.`;
    const drawn = view.G.drawn;
    if (!drawn) return '';
    if (legal.some((m) => m.type === 'start')) return t`Your ${cardName(drawn)} matches no snake: start a new snake with it.`;
    return t`Lay your ${cardName(drawn)} on a glowing spot where the colours match.`;
  }

  /** A placement that won a snake says how big the snake was (the move's own words say which card it was). */
  protected override happened(view: GameState<HisssState>, last: LogEntry | undefined): Text | null {
    const won = view.G.won;
    if (!last || won === null || last.move.seat !== won) return super.happened(view, last);
    const pit = view.G.pits[won] ?? [];
    const size = pit[pit.length - 1]?.length ?? 0;
    return plural(size, '{0} won a snake of # card — Hisss!', '{0} won a snake of # cards — Hisss!', seatText(won));
  }

  /**
   * Beside each seat's cards, its longest snake: the tie-break. (Its snakes are counted in its
   * panel; one column more would not fit a phone.)
   */
  protected override scoreBreakdown(view: GameState<HisssState>): ScoreBreakdown {
    return { parts: [t`Longest snake`], points: view.G.pits.map((_pit, s) => [pitScore(view.G, s).longest]) };
  }

  protected override renderRules(): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    return html`<ol class="rules">
      <li>${this.tr(t`Goal: collect the most snake cards in your snake pit.`)}</li>
      <li>${this.tr(t`On your turn, pick any card from the face-down fan and turn it over.`)}</li>
      <li>${this.tr(t`If one of its colours matches an open end of a snake in the middle, lay it there with the matching colours touching. You must, if it fits somewhere. Every colour has its own symbol and pattern (see below).`)}</li>
      <li>${this.tr(t`Heads and tails go next to a middle piece. A snake with no head or tail yet can take a head or a tail at either end where the colour matches: the snake turns round. Once it has a head or a tail, heads go at the front end and tails at the back end. The rainbow head and tail are wild: they match any colour.`)}</li>
      <li>${this.tr(t`A snake with a head, at least one middle piece and a tail is finished: say “Hisss!” and put it in your snake pit.`)}</li>
      <li>${this.tr(t`A middle piece whose colours match the open ends of two snakes — one with a head, one with a tail — joins them into one giant snake, and you win it.`)}</li>
      <li>${this.tr(t`If your card matches nothing, start a new snake with it.`)}</li>
      <li>${this.tr(t`When the fan is empty, count the cards in your pit. Most cards wins; on a tie, the longest snake wins. Unfinished snakes stay in the middle.`)}</li>
    </ol>
    <h3>${tr(t`Colours`)}</h3>
    ${paletteLegend(COLOURS, tr)}
    <p class="wild-legend"><svg class="tt-swatch" viewBox="0 0 24 24" width="1.4em" height="1.4em" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="22" height="22" rx="5" fill="url(#hs-wild)" stroke="#333" stroke-width="1.5" />${wildBadge(12, 12, 8.5)}</svg>
      <span>${tr(t`${colourName('wild')}: the wild head and tail, with a star of every colour; they match any colour.`)}</span></p>`;
  }

  /** The move control a player most likely wants next, found again after each drawing (see `update`). */
  private turnFocus: Move | null = null;

  /**
   * Marks the control of `turnFocus` with `data-turn-focus` as soon as the drawing is in the DOM,
   * before the table's focus keeping looks for it (it runs right after this).
   */
  protected override update(changed: PropertyValues): void {
    this.turnFocus = null;
    super.update(changed);
    const key = this.turnFocus ? moveKey(this.turnFocus) : null;
    for (const el of this.renderRoot.querySelectorAll<HTMLElement>('[data-move-key]')) el.toggleAttribute('data-turn-focus', el.dataset.moveKey === key);
  }

  /** A card's picture, named in the table's language. */
  private cardImage(placed: Placed, className?: string): TemplateResult {
    return cardImage(placed, this.tr(cardName(placed.id)), className);
  }

  protected override renderTable(view: GameState<HisssState>, legal: Move[], seat: Seat | null): TemplateResult {
    const G = view.G;
    const last = this.match.log[this.match.log.length - 1];
    // The rules say who just won a snake; a placement that won one is celebrated until the next draw.
    const shout = last && G.won !== null && last.move.seat === G.won ? last : null;
    return html`<div class="hisss">
      ${palettePatterns()}
      <svg class="defs" width="0" height="0" aria-hidden="true" focusable="false">${wildDefs()}</svg>
      ${this.renderFan(G, legal)}
      ${this.renderSnakes(G, legal)}
      ${this.renderPits(G, seat)}
      ${shout
        ? keyed(
            shout.index,
            html`<div part="celebration" class="celebration" aria-hidden="true">
              <span class="bubble">${this.tr(t`Hisss!`)}</span><span class="who">${this.tr(t`${seatText(shout.move.seat)} won a snake`)}</span>
            </div>`,
          )
        : nothing}
    </div>`;
  }

  private renderFan(G: HisssState, legal: Move[]): TemplateResult {
    const draws = new Map(legal.filter((m) => m.type === 'draw').map((m) => [m.index as number, m]));
    const n = G.fan.length;
    // The fan is one Tab stop; a turn to draw starts at its middle card, the arrows go from there.
    const middle = draws.get(Math.floor((n - 1) / 2));
    if (middle) this.turnFocus = middle;
    return html`<div class="fan-area">
      <div part="fan" class="fan ${draws.size ? 'can-draw' : ''} ${n === 0 ? 'empty' : ''}" role="group" data-roving aria-label=${this.tr(plural(n, 'The fan: # face-down card', 'The fan: # face-down cards'))} style=${`--n: ${n}`}>
        ${G.fan.map((_, i) => {
          const style = `--i: ${i}`;
          const back = html`<span class="back" aria-hidden="true"></span>`;
          const move = draws.get(i);
          return move
            ? this.moveButton(move, back, { label: t`Draw card ${i + 1} of ${n}`, className: 'fan-card', part: 'fan-card', style, marker: false })
            : html`<span part="fan-card" class="fan-card" style=${style}>${back}</span>`;
        })}
        <div part="drawn" class="drawn" aria-live="off">
          ${G.drawn
            ? html`${this.cardImage({ id: G.drawn, flip: false }, 'card big')}<span class="drawn-name">${this.tr(cardName(G.drawn))}</span>`
            : html`<span class="drawn-empty">${this.tr(n === 0 ? t`The fan is empty` : draws.size ? t`Pick a card!` : t`${seatText(this.match.active[0] ?? 0)} picks a card`)}</span>`}
        </div>
      </div>
    </div>`;
  }

  private renderSnakes(G: HisssState, legal: Move[]): TemplateResult {
    const drawn = G.drawn;
    const attaches = legal.filter((m) => m.type === 'attach') as (Move & AttachArgs)[];
    const joins = legal.filter((m) => m.type === 'join') as (Move & JoinArgs)[];
    const start = legal.find((m) => m.type === 'start');
    // After a draw, focus goes where the card is most likely laid: a place that wins a snake, else the first.
    /** The snake as an attach move leaves it. */
    const laidBy = (m: AttachArgs): Placed[] => {
      const snake = m.turn ? turnedRound(G.snakes[m.snake]!) : G.snakes[m.snake]!;
      return m.end === 'head' ? [{ id: drawn!, flip: m.flip }, ...snake] : [...snake, { id: drawn!, flip: m.flip }];
    };
    const best = joins[0] ?? attaches.find((m) => isComplete(laidBy(m))) ?? attaches[0] ?? start;
    if (best) this.turnFocus = best;
    const snakeLabel = (snake: Placed[], i: number) => {
      const head = openEnd(snake, 'head');
      const tail = openEnd(snake, 'tail');
      const front = head === null ? t`has its head` : t`front end ${colourName(head)}`;
      const back = tail === null ? t`has its tail` : t`back end ${colourName(tail)}`;
      return this.tr(t`Snake ${i + 1}: ${plural(snake.length, '# card', '# cards')}, ${front}, ${back}`);
    };
    const target = (m: Move & AttachArgs) => {
      const id = drawn!;
      const name = cardName(id);
      const n = m.snake + 1;
      // A head or tail that turns a snake round goes at the end that lies the other way on the table.
      const where = m.turn
        ? m.end === 'head' ? t`Lay the ${name} at the back end of snake ${n}, turning the snake round` : t`Lay the ${name} at the front end of snake ${n}, turning the snake round`
        : sideOut(m.end === 'head' ? t`Lay the ${name} at the head end of snake ${n}` : t`Lay the ${name} at the tail end of snake ${n}`, id, m.end, m.flip);
      const label = isComplete(laidBy(m)) ? t`${where} and win the snake — Hisss!` : where;
      return this.moveButton(m, cardPicture({ id, flip: m.flip }, m.turn ? 'card ghost turned' : 'card ghost'), { label, className: `target ${side(m)}-end`, part: 'target' });
    };
    /** The end of the snake as it lies on the table (front: left) where a move lays its card. */
    const side = (m: AttachArgs): 'head' | 'tail' => (m.turn ? (m.end === 'head' ? 'tail' : 'head') : m.end);
    const title = this.tr(t`Snakes in the middle`);
    return html`<section part="snakes" class="snakes" aria-label=${title}>
      <h3 class="section-title">${title}</h3>
      <ol class="snake-list">
        ${G.snakes.map(
          (snake, i) => html`<li part="snake" class="snake" aria-label=${snakeLabel(snake, i)}>
            <span class="snake-number" aria-hidden="true">${this.tr(i + 1)}</span>
            <span class="segments">${attaches.filter((m) => m.snake === i && side(m) === 'head').map(target)}${snake.map((p) => this.cardImage(p))}${attaches.filter((m) => m.snake === i && side(m) === 'tail').map(target)}</span>
          </li>`,
        )}
      </ol>
      ${joins.length
        ? html`<div class="joins" role="group" aria-label=${this.tr(t`Join two snakes`)}>
            <p class="joins-title">${this.tr(t`Join two snakes into one giant snake!`)}</p>
            ${joins.map((m) => {
              const id = drawn!;
              const p = { id, flip: m.flip };
              const [front, back] = [m.headSnake + 1, m.tailSnake + 1];
              const what = t`Join snake ${front} and snake ${back}`;
              // The label starts with the words shown on the button.
              const label = t`${what} with the ${cardName(id)}, ${colourName(leftColour(p))} side to snake ${front} — Hisss!`;
              return this.moveButton(m, html`<span class="join-tag">${this.tr(what)}</span>${cardPicture(p, 'card ghost')}`, { label, className: 'join', part: 'join' });
            })}
          </div>`
        : nothing}
      ${start
        ? this.moveButton(
            start,
            html`${cardPicture({ id: drawn!, flip: false }, 'card ghost')}<span>${this.tr(t`Start a new snake`)}</span>`,
            { label: t`Start a new snake with the ${cardName(drawn!)}`, className: 'start', part: 'start' },
          )
        : nothing}
    </section>`;
  }

  private renderPits(G: HisssState, seat: Seat | null): TemplateResult {
    const title = this.tr(t`Snake pits`);
    return html`<section part="pits" class="pits-area" aria-label=${title}>
      <h3 class="section-title">${title}</h3>
      <div class="pits">${G.pits.map((pit, s) => {
        const { cards } = pitScore(G, s);
        const label = this.tr(t`${seatText(s)}'s snake pit: ${plural(pit.length, '# snake', '# snakes')}, ${plural(cards, '# card', '# cards')}`);
        return html`<div part="pit" class="pit ${s === seat ? 'mine' : ''}" role="group" aria-label=${label}>
          <p class="pit-title"><span>${this.nameOf(s)}</span><span class="pit-count">${this.tr(cards)}</span></p>
          ${pit.length === 0
            ? html`<p class="pit-empty">${this.tr(t`No snakes yet`)}</p>`
            : pit.map((snake) => html`<div class="pit-snake">${snake.map((p) => this.cardImage(p, 'card mini'))}</div>`)}
        </div>`;
      })}</div>
    </section>`;
  }
}
