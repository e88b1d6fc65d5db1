import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import {
  boxCompiled,
  CELLS,
  covered,
  secretColour,
  squaresOf,
  turnedDots,
  type BoxState,
  type Colour,
  type Dot,
  type Placed,
} from '../../machines/box/index.js';
import { teamOf } from '../../src/dsl/index.js';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import { GameTable } from '../../src/ui/game-table.js';
import { styles } from './box-table.styles.js';

/** Every colour also has a symbol, so nobody needs to tell colours apart. */
const LOOK: Record<Dot, { fill: string; ink: string; symbol: string }> = {
  red: { fill: '#e5484d', ink: '#fff', symbol: '●' },
  orange: { fill: '#f7882f', ink: '#fff', symbol: '▲' },
  yellow: { fill: '#f5c518', ink: '#5c4300', symbol: '★' },
  green: { fill: '#2f9e57', ink: '#fff', symbol: '■' },
  blue: { fill: '#2f80ed', ink: '#fff', symbol: '◆' },
  purple: { fill: '#8e4fd6', ink: '#fff', symbol: '✚' },
  grey: { fill: '#b9b4aa', ink: '#b9b4aa', symbol: '' },
};

/** Pixels per dot space on the display. */
const U = 44;

/** The colour's symbol drawn at (x, y) inside a dot of radius r. */
function mark(d: Dot, x: number, y: number, r: number): SVGTemplateResult | typeof nothing {
  const ink = LOOK[d].ink;
  const s = r * 0.55;
  switch (d) {
    case 'red':
      return svg`<circle cx=${x} cy=${y} r=${s * 0.75} fill=${ink} />`;
    case 'orange':
      return svg`<path d=${`M${x} ${y - s} L${x + s} ${y + s * 0.8} H${x - s} Z`} fill=${ink} />`;
    case 'yellow':
      return svg`<path transform=${`translate(${x} ${y}) scale(${s / 6.5})`} d="M0 -6.5 L1.9 -2 L6.6 -2 L2.9 1 L4.2 5.7 L0 3 L-4.2 5.7 L-2.9 1 L-6.6 -2 L-1.9 -2 Z" fill=${ink} />`;
    case 'green':
      return svg`<rect x=${x - s * 0.75} y=${y - s * 0.75} width=${s * 1.5} height=${s * 1.5} fill=${ink} />`;
    case 'blue':
      return svg`<path d=${`M${x} ${y - s} L${x + s} ${y} L${x} ${y + s} L${x - s} ${y} Z`} fill=${ink} />`;
    case 'purple':
      return svg`<path transform=${`translate(${x} ${y}) scale(${s / 6})`} d="M-1.9 -6 H1.9 V-1.9 H6 V1.9 H1.9 V6 H-1.9 V1.9 H-6 V-1.9 H-1.9 Z" fill=${ink} />`;
    default:
      return nothing;
  }
}

/** One dot: a coloured disc with its colour's symbol (grey dots are plain). */
function dotArt(d: Dot, x: number, y: number, r = U * 0.3): SVGTemplateResult {
  return svg`<g class="dot"><circle cx=${x} cy=${y} r=${r} fill=${LOOK[d].fill} stroke="rgb(0 0 0 / 0.35)" stroke-width="1" />${mark(d, x, y, r)}</g>`;
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

const dotWords = (dots: readonly Dot[]) => `top ${dots[0]} and ${dots[1]}, bottom ${dots[2]} and ${dots[3]}`;

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
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason }`.
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
 * @cssproperty --tt-felt - Colour of the table.
 */
export class BoxTable extends GameTable<BoxState> {
  static override styles = [...GameTable.styles, styles];
  static override game = boxCompiled;
  static override privateInfo = true;

  protected override scoreLabel = 'Points';

  protected override seatSummary(view: GameState<BoxState>, seat: Seat): string {
    const G = view.G;
    const cards = (G.stacks[seat]?.length ?? 0) + (G.hands[seat] ? 1 : 0);
    const team = teamOf(G.teams, seat);
    const secret = G.secrets[team];
    const left = `${cards} card${cards === 1 ? '' : 's'} left`;
    if (!secret || secret === 'hidden') return G.teams.length < view.ctx.players ? `${left} · team ${team + 1}` : left;
    const colour = secretColour(secret);
    const points = squaresOf(G.dots, colour).reduce((n, s) => n + s.side, 0);
    return `${left} · ${colour} ${LOOK[colour].symbol} · ${points} pt${points === 1 ? '' : 's'}`;
  }

  protected override turnHint(view: GameState<BoxState>, legal: Move[]): string {
    if (!legal.some((m) => m.type === 'place')) return '';
    const colour = this.myColour(view, this.match.active[0] ?? 0);
    const goal = colour ? ` Make squares with four ${colour} ${LOOK[colour].symbol} corners.` : '';
    return `Turn your card if you like, then pick a ⊕ spot: the card must cover 1 to 4 dots or lie next to one.${goal}`;
  }

  protected override renderRules(): TemplateResult {
    return html`<ol class="rules">
      <li>Goal: score the most points with squares whose <strong>four corner dots</strong> are your
        <strong>Secret Color</strong>. Keep your colour secret!</li>
      <li>2 or 3 players play alone; 4 or 6 players play as two teams, seated so the teams take turns.
        Teammates share one Secret Color.</li>
      <li>Each player has a face-down stack of Box Cards and 1 card in hand. On your turn, play your
        card on the display (you may turn it first with ↻), then draw the next one.</li>
      <li>The dots must stay in straight lines. The card must either <strong>cover 1 to 4 dots</strong>
        (coloured or grey), or lie <strong>next to</strong> at least one dot (left, right, above or below).
        Columns and rows count from the Starting Card's top-left dot.</li>
      <li>Only the top dot of each space counts: covered dots are gone.</li>
      <li>When all 24 cards are played, everyone reveals their colour. A square scores 1 point for each
        dot space on one side, <strong>empty spaces included</strong>: a 2×2 square is worth 2, an 8×8
        square 8. Squares larger than 10×10 score nothing. A dot may be the corner of several squares.</li>
      <li>Most points wins; on a tie, the player (team) who took the first turn wins.</li>
      <li>Colours have symbols: red ●, orange ▲, yellow ★, green ■, blue ◆, purple ✚; grey dots are plain.</li>
    </ol>`;
  }

  /** The colour this view shows for a seat's team, or null. */
  private myColour(view: GameState<BoxState>, seat: Seat | null): Colour | null {
    if (seat === null) return null;
    const id = view.G.secrets[teamOf(view.G.teams, seat)];
    return id && id !== 'hidden' ? secretColour(id) : null;
  }

  protected override renderTable(view: GameState<BoxState>, legal: Move[], seat: Seat | null): TemplateResult {
    return html`<div class="box">
      ${this.renderMats(view, seat)}
      <div class="middle">
        ${this.renderDisplay(view, legal, seat)}
        ${this.renderHand(view, legal, seat)}
      </div>
    </div>`;
  }

  private renderMats(view: GameState<BoxState>, seat: Seat | null): TemplateResult {
    const G = view.G;
    return html`<section part="mats" class="mats" aria-label="Players' cards">
      ${G.hands.map((hand, s) => {
        const team = teamOf(G.teams, s);
        const secret = G.secrets[team]!;
        const stack = G.stacks[s]!.length;
        const known = secret !== 'hidden';
        const colour = known ? secretColour(secret) : null;
        const teamNote = G.teams.length < view.ctx.players ? ` (team ${team + 1})` : '';
        const label = `${this.nameOf(s)}${teamNote}: ${stack} card${stack === 1 ? '' : 's'} in the stack, ${hand ? '1 card in hand' : 'no card in hand'}, Secret Color ${colour ?? 'hidden'}`;
        return html`<div part="mat" class="mat ${s === seat ? 'mine' : ''} ${this.match.active.includes(s) && !view.ctx.over ? 'acting' : ''}" role="group" aria-label=${label}>
          <p class="mat-name">${this.nameOf(s)}${teamNote}</p>
          <div class="mat-cards">
            <span class="stack" style=${`--n: ${Math.min(stack, 6)}`} aria-hidden="true"><span class="back"></span><span class="count">${stack}</span></span>
            ${colour
              ? html`<span class="secret-card face" data-secret=${secret} role="img" aria-label=${`Secret Color: ${colour}`} style=${`--c: ${LOOK[colour].fill}; --ink: ${LOOK[colour].ink}`}>${LOOK[colour].symbol}</span>`
              : html`<span class="secret-card back" role="img" aria-label="Secret Color, face down">?</span>`}
          </div>
        </div>`;
      })}
    </section>`;
  }

  private renderHand(view: GameState<BoxState>, legal: Move[], seat: Seat | null): TemplateResult | typeof nothing {
    if (seat === null) return nothing;
    const G = view.G;
    const hand = G.hands[seat];
    const colour = this.myColour(view, seat);
    const rotate = legal.find((m) => m.type === 'rotate');
    const dots = hand && hand !== 'hidden' ? turnedDots(hand, G.turned[seat] ?? 0) : null;
    const team = G.teams[teamOf(G.teams, seat)]!;
    const mates = team.filter((s) => s !== seat);
    return html`<aside class="side">
      <div part="secret" class="secret" role="group" aria-label="Your Secret Color">
        <p class="side-title">Your Secret Color</p>
        ${colour
          ? html`<span class="secret-card face big" role="img" aria-label=${`Your Secret Color: ${colour}`} style=${`--c: ${LOOK[colour].fill}; --ink: ${LOOK[colour].ink}`}>${LOOK[colour].symbol}</span>
              <p class="secret-name"><span class="colour-word">${colour}</span>${mates.length ? html`<br /><small>shared with ${mates.map((s) => this.nameOf(s)).join(' and ')}</small>` : nothing}</p>`
          : nothing}
      </div>
      <div part="hand" class="hand" role="group" aria-label="Your card in hand">
        <p class="side-title">Your card</p>
        ${dots ? cardPicture(dots, `Your card: ${dotWords(dots)}`, 'card big', hand!) : html`<p class="empty">No card left</p>`}
        ${rotate
          ? this.moveButton(rotate, html`<span aria-hidden="true">↻</span> Turn`, { label: 'Turn your card a quarter turn clockwise', className: 'rotate', part: 'rotate', marker: false })
          : nothing}
      </div>
    </aside>`;
  }

  private renderDisplay(view: GameState<BoxState>, legal: Move[], seat: Seat | null): TemplateResult {
    const G = view.G;
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
    const px = (x: number) => (x - minX + 0.5) * U + 4;
    const py = (y: number) => (y - minY + 0.5) * U + 4;
    const width = (maxX - minX + 1) * U + 8;
    const height = (maxY - minY + 1) * U + 8;
    const hand = seat !== null ? G.hands[seat] : null;
    const handDots = hand && hand !== 'hidden' ? turnedDots(hand, G.turned[seat!] ?? 0) : null;
    // Squares shown: everyone's at the end; during the game, only those of your own colour.
    const shown: { colour: Colour; x: number; y: number; side: number }[] = [];
    const colours = view.ctx.over ? G.secrets.filter((s) => s !== 'hidden').map(secretColour) : [this.myColour(view, seat)].filter((c): c is Colour => c !== null);
    for (const colour of colours) for (const sq of squaresOf(G.dots, colour)) shown.push({ colour, ...sq });
    const dotsCount = Object.keys(G.dots).length;
    return html`<section part="display" class="display-area" aria-label=${`The display: ${G.display.length - 1} Box Card${G.display.length === 2 ? '' : 's'} played, ${dotsCount} dots showing`}>
      <div class="display" style=${`width: ${width}px; height: ${height}px`}>
        <svg class="cards" width=${width} height=${height} viewBox=${`0 0 ${width} ${height}`} role="img" aria-label=${this.displayText(G)}>
          ${G.display.map((p: Placed) => (p.id === 'start' ? cardArt(['grey', 'grey', 'grey', 'grey'], px(p.x), py(p.y), true) : cardArt(turnedDots(p.id, p.turn), px(p.x), py(p.y))))}
          ${shown.map((sq) => svg`<rect class="square" x=${px(sq.x)} y=${py(sq.y)} width=${(sq.side - 1) * U} height=${(sq.side - 1) * U} stroke=${LOOK[sq.colour].fill} />`)}
        </svg>
        ${spots.map((m) => {
          const n = covered(G, m.x, m.y);
          const label = `Place the card at column ${m.x}, row ${m.y}, ${n === 0 ? 'next to the display' : `covering ${n} dot${n === 1 ? '' : 's'}`}`;
          const ghost = handDots
            ? html`<svg class="ghost" width=${2 * U} height=${2 * U} viewBox=${`0 0 ${2 * U} ${2 * U}`} aria-hidden="true">${cardArt(handDots, U / 2, U / 2)}</svg>`
            : nothing;
          return this.moveButton(m, html`<span class="plus" aria-hidden="true">+</span>${ghost}`, {
            label, className: 'spot', part: 'spot', marker: false,
            style: `left: ${px(m.x) + U / 2}px; top: ${py(m.y) + U / 2}px`,
          });
        })}
      </div>
    </section>`;
  }

  /** The display in words, row by row, for screen readers. */
  private displayText(G: BoxState): string {
    const rows = new Map<number, { x: number; d: Dot }[]>();
    for (const [key, d] of Object.entries(G.dots)) {
      const [x, y] = key.split(',').map(Number) as [number, number];
      if (!rows.has(y)) rows.set(y, []);
      rows.get(y)!.push({ x, d });
    }
    return [...rows.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([y, list]) => `row ${y}: ${list.sort((a, b) => a.x - b.x).map((p) => `${p.d} at column ${p.x}`).join(', ')}`)
      .join('; ');
  }
}
