import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
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
import { plural, seat as seatText, t, type Message, type Text } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import { styles } from './hisss-table.styles.js';
import { tableTranslations } from './translations.js';

/** Every colour has a symbol and a pattern too, so nobody needs to tell colours apart. */
const LOOK: Record<EndColour, { fill: string; ink: string; symbol: string }> = {
  red: { fill: '#e5484d', ink: '#a3161b', symbol: '●' },
  orange: { fill: '#f7882f', ink: '#a54a00', symbol: '▲' },
  yellow: { fill: '#f9d13e', ink: '#8a6500', symbol: '★' },
  green: { fill: '#37a55a', ink: '#0f5b28', symbol: '■' },
  blue: { fill: '#2f80ed', ink: '#0f4aa0', symbol: '◆' },
  purple: { fill: '#9157d6', ink: '#55208f', symbol: '✚' },
  wild: { fill: 'url(#hs-wild)', ink: '#333', symbol: '✱' },
};
const paint = (c: EndColour) => (c === 'wild' ? 'url(#hs-wild)' : `url(#hs-${c})`);

/** The patterns and the rainbow, defined once per table and referenced by every card. */
function patternDefs(): SVGTemplateResult {
  const base = (c: EndColour) => svg`<rect width="10" height="10" fill=${LOOK[c].fill} />`;
  return svg`<defs>
    <pattern id="hs-red" width="10" height="10" patternUnits="userSpaceOnUse">${base('red')}<circle cx="5" cy="5" r="2" fill="rgb(255 255 255 / 0.6)" /></pattern>
    <pattern id="hs-orange" width="10" height="10" patternUnits="userSpaceOnUse">${base('orange')}<path d="M5 2.2 L8 7.6 H2 Z" fill="rgb(255 255 255 / 0.55)" /></pattern>
    <pattern id="hs-yellow" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill=${LOOK.yellow.fill} /><path d="M6 2 L7.1 4.9 L10 5 L7.7 6.9 L8.5 9.8 L6 8.1 L3.5 9.8 L4.3 6.9 L2 5 L4.9 4.9 Z" fill="rgb(150 100 0 / 0.45)" /></pattern>
    <pattern id="hs-green" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">${svg`<rect width="8" height="8" fill=${LOOK.green.fill} />`}<rect width="3" height="8" fill="rgb(0 0 0 / 0.22)" /></pattern>
    <pattern id="hs-blue" width="12" height="8" patternUnits="userSpaceOnUse"><rect width="12" height="8" fill=${LOOK.blue.fill} /><path d="M0 4 Q3 1 6 4 T12 4" fill="none" stroke="rgb(255 255 255 / 0.6)" stroke-width="1.4" /></pattern>
    <pattern id="hs-purple" width="10" height="10" patternUnits="userSpaceOnUse">${base('purple')}<path d="M4.2 2h1.6v2.2H8v1.6H5.8V8H4.2V5.8H2V4.2h2.2z" fill="rgb(255 255 255 / 0.55)" /></pattern>
    <linearGradient id="hs-wild" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e5484d" /><stop offset="0.2" stop-color="#f7882f" /><stop offset="0.4" stop-color="#f9d13e" />
      <stop offset="0.6" stop-color="#37a55a" /><stop offset="0.8" stop-color="#2f80ed" /><stop offset="1" stop-color="#9157d6" />
    </linearGradient>
  </defs>`;
}

/** The colour's symbol, drawn in a white badge centred on (x, y). */
function badge(c: EndColour, x: number, y: number): SVGTemplateResult {
  const ink = LOOK[c].ink;
  let mark: SVGTemplateResult;
  switch (c) {
    case 'red':
      mark = svg`<circle cx=${x} cy=${y} r="5" fill=${ink} />`;
      break;
    case 'orange':
      mark = svg`<path d=${`M${x} ${y - 5.8} L${x + 5.8} ${y + 4.6} H${x - 5.8} Z`} fill=${ink} />`;
      break;
    case 'yellow':
      mark = svg`<path transform=${`translate(${x} ${y})`} d="M0 -6.5 L1.9 -2 L6.6 -2 L2.9 1 L4.2 5.7 L0 3 L-4.2 5.7 L-2.9 1 L-6.6 -2 L-1.9 -2 Z" fill=${ink} />`;
      break;
    case 'green':
      mark = svg`<rect x=${x - 4.6} y=${y - 4.6} width="9.2" height="9.2" fill=${ink} />`;
      break;
    case 'blue':
      mark = svg`<path d=${`M${x} ${y - 6.2} L${x + 6.2} ${y} L${x} ${y + 6.2} L${x - 6.2} ${y} Z`} fill=${ink} />`;
      break;
    case 'purple':
      mark = svg`<path transform=${`translate(${x} ${y})`} d="M-1.9 -6 H1.9 V-1.9 H6 V1.9 H1.9 V6 H-1.9 V1.9 H-6 V-1.9 H-1.9 Z" fill=${ink} />`;
      break;
    default:
      mark = svg`<g transform=${`translate(${x} ${y})`} stroke-width="2.2" stroke-linecap="round">
        <path d="M0 -6 V6" stroke="#e5484d" /><path d="M-5.2 -3 L5.2 3" stroke="#2f80ed" /><path d="M-5.2 3 L5.2 -3" stroke="#37a55a" />
        <circle r="1.8" fill="#9157d6" stroke="none" /></g>`;
  }
  return svg`<circle cx=${x} cy=${y} r="9.5" fill="#fff" stroke=${ink} stroke-width="1.5" />${mark}`;
}

/** One snake card as SVG, head end on the left. */
function cardArt(placed: Placed): SVGTemplateResult {
  const c = card(placed.id);
  const left = leftColour(placed);
  const right = rightColour(placed);
  const outline = 'rgb(30 20 10 / 0.55)';
  let body: SVGTemplateResult;
  if (c.kind === 'mid') {
    body = svg`<rect x="0" y="18" width="50" height="28" fill=${paint(left)} />
      <rect x="50" y="18" width="50" height="28" fill=${paint(right)} />
      <path d="M0 18 H100 M0 46 H100" stroke=${outline} stroke-width="1.5" />
      <path d="M50 18 V46" stroke="#fff" stroke-width="1.6" stroke-dasharray="3 2.4" />
      ${badge(left, 25, 32)}${badge(right, 75, 32)}`;
  } else if (c.kind === 'head') {
    body = svg`<path d="M13 32 H3 M3 32 l-3.2 -3.6 M3 32 l-3.2 3.6" stroke="#d7263d" stroke-width="2.2" fill="none" stroke-linecap="round" />
      <path d="M100 18 H64 C52 18 48 10 34 10 C19 10 11 21 11 32 C11 43 19 54 34 54 C48 54 52 46 64 46 H100 Z" fill=${paint(left)} stroke=${outline} stroke-width="1.5" />
      <circle cx="31" cy="21.5" r="5" fill="#fff" stroke=${outline} /><circle cx="29.4" cy="21.5" r="2.5" fill="#111" />
      <circle cx="31" cy="42.5" r="5" fill="#fff" stroke=${outline} /><circle cx="29.4" cy="42.5" r="2.5" fill="#111" />
      <circle cx="16" cy="29" r="1" fill="#111" /><circle cx="16" cy="35" r="1" fill="#111" />
      ${badge(left, 78, 32)}`;
  } else {
    body = svg`<path d="M0 18 H50 C68 18 82 25 98 32 C82 39 68 46 50 46 H0 Z" fill=${paint(left)} stroke=${outline} stroke-width="1.5" />
      ${badge(left, 27, 32)}`;
  }
  return svg`<svg class="art" viewBox="0 0 100 64" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="98" height="62" rx="9" class="face" />${body}</svg>`;
}

/** A card as a picture with its name (in the reader's language) for screen readers. */
function cardImage(placed: Placed, name: string, className = 'card'): TemplateResult {
  return html`<span class=${className} role="img" aria-label=${name} data-card=${placed.id}>${cardArt(placed)}</span>`;
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
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason }`.
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
 * @cssproperty --tt-felt - Colour of the table.
 * @cssproperty --tt-legal - Highlight of the places the drawn card may go.
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

  protected override renderRules(): TemplateResult {
    const symbols = COLOURS.map((c) => `${this.tr(colourName(c))} ${LOOK[c].symbol}`).concat(`${this.tr(colourName('wild'))} ${LOOK.wild.symbol}`).join(', ');
    return html`<ol class="rules">
      <li>${this.tr(t`Goal: collect the most snake cards in your snake pit.`)}</li>
      <li>${this.tr(t`On your turn, pick any card from the face-down fan and turn it over.`)}</li>
      <li>${this.tr(t`If one of its colours matches an open end of a snake in the middle, lay it there with the matching colours touching. You must, if it fits somewhere. Every colour has its own symbol: ${symbols}.`)}</li>
      <li>${this.tr(t`Heads and tails go next to a middle piece. A snake with no head or tail yet can take a head or a tail at either end where the colour matches: the snake turns round. Once it has a head or a tail, heads go at the front end and tails at the back end. The rainbow head and tail are wild: they match any colour.`)}</li>
      <li>${this.tr(t`A snake with a head, at least one middle piece and a tail is finished: say “Hisss!” and put it in your snake pit.`)}</li>
      <li>${this.tr(t`A middle piece whose colours match the open ends of two snakes — one with a head, one with a tail — joins them into one giant snake, and you win it.`)}</li>
      <li>${this.tr(t`If your card matches nothing, start a new snake with it.`)}</li>
      <li>${this.tr(t`When the fan is empty, count the cards in your pit. Most cards wins; on a tie, the longest snake wins. Unfinished snakes stay in the middle.`)}</li>
    </ol>`;
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
      <svg class="defs" width="0" height="0" aria-hidden="true" focusable="false">${patternDefs()}</svg>
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
    return html`<div class="fan-area">
      <div part="fan" class="fan ${draws.size ? 'can-draw' : ''} ${n === 0 ? 'empty' : ''}" role="group" aria-label=${this.tr(plural(n, 'The fan: # face-down card', 'The fan: # face-down cards'))} style=${`--n: ${n}`}>
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
    const snakeLabel = (snake: Placed[], i: number) => {
      const head = openEnd(snake, 'head');
      const tail = openEnd(snake, 'tail');
      const front = head === null ? t`has its head` : t`front end ${colourName(head)}`;
      const back = tail === null ? t`has its tail` : t`back end ${colourName(tail)}`;
      return this.tr(t`Snake ${i + 1}: ${plural(snake.length, '# card', '# cards')}, ${front}, ${back}`);
    };
    const target = (m: Move & AttachArgs) => {
      const id = drawn!;
      const snake = m.turn ? turnedRound(G.snakes[m.snake]!) : G.snakes[m.snake]!;
      const laid = m.end === 'head' ? [{ id, flip: m.flip }, ...snake] : [...snake, { id, flip: m.flip }];
      const name = cardName(id);
      const n = m.snake + 1;
      // A head or tail that turns a snake round goes at the end that lies the other way on the table.
      const where = m.turn
        ? m.end === 'head' ? t`Lay the ${name} at the back end of snake ${n}, turning the snake round` : t`Lay the ${name} at the front end of snake ${n}, turning the snake round`
        : sideOut(m.end === 'head' ? t`Lay the ${name} at the head end of snake ${n}` : t`Lay the ${name} at the tail end of snake ${n}`, id, m.end, m.flip);
      const label = isComplete(laid) ? t`${where} and win the snake — Hisss!` : where;
      return this.moveButton(m, this.cardImage({ id, flip: m.flip }, m.turn ? 'card ghost turned' : 'card ghost'), { label, className: 'target', part: 'target' });
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
            <span class="ends head-end">${attaches.filter((m) => m.snake === i && side(m) === 'head').map(target)}</span>
            <span class="body">${snake.map((p) => this.cardImage(p))}</span>
            <span class="ends tail-end">${attaches.filter((m) => m.snake === i && side(m) === 'tail').map(target)}</span>
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
              const label = t`Join snake ${front} and snake ${back} with the ${cardName(id)}, ${colourName(leftColour(p))} side to snake ${front} — Hisss!`;
              return this.moveButton(
                m,
                html`<span class="join-tag">${this.tr(t`Snake ${front}`)}</span>${this.cardImage(p, 'card ghost')}<span class="join-tag">${this.tr(t`Snake ${back}`)}</span>`,
                { label, className: 'join', part: 'join' },
              );
            })}
          </div>`
        : nothing}
      ${start
        ? this.moveButton(
            start,
            html`${this.cardImage({ id: drawn!, flip: false }, 'card ghost')}<span>${this.tr(t`Start a new snake`)}</span>`,
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
