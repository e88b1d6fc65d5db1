import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import {
  DOGS,
  MAX_ACTIONS,
  bowlValues,
  cardName,
  colourOf,
  digCompiled,
  isBowl,
  isHidden,
  moveLimit,
  score,
  scentOf,
  type Colour,
  type DigState,
} from '../../machines/dig/index.js';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import { GameTable } from '../../src/ui/game-table.js';
import { styles } from './dig-table.styles.js';

/** Every colour has a symbol too, so nobody needs to tell colours apart. */
const LOOK: Record<Colour, { fill: string; ink: string; sign: string }> = {
  red: { fill: '#e5484d', ink: '#8f1318', sign: '●' },
  yellow: { fill: '#f5c933', ink: '#7a5a00', sign: '★' },
  green: { fill: '#37a55a', ink: '#0f5b28', sign: '■' },
  blue: { fill: '#2f80ed', ink: '#0f4aa0', sign: '◆' },
  purple: { fill: '#9157d6', ink: '#4d1d85', sign: '✚' },
};
const DOG_LOOK: Record<(typeof DOGS)[number], { fill: string; ear: string; name: string }> = {
  brown: { fill: '#a0672f', ear: '#5f3a16', name: 'Rex' },
  gray: { fill: '#9aa0a8', ear: '#5d636b', name: 'Mae' },
  black: { fill: '#3a3a3a', ear: '#111', name: 'Bo' },
  spotted: { fill: '#f3efe6', ear: '#333', name: 'Dot' },
};

/** The colour's symbol in a white badge centred on (x, y). */
function sign(c: Colour, x: number, y: number, r = 7): SVGTemplateResult {
  const ink = LOOK[c].ink;
  const k = r / 7;
  let mark: SVGTemplateResult;
  switch (c) {
    case 'red':
      mark = svg`<circle cx=${x} cy=${y} r=${3.6 * k} fill=${ink} />`;
      break;
    case 'yellow':
      mark = svg`<path transform=${`translate(${x} ${y}) scale(${0.75 * k})`} d="M0 -6.5 L1.9 -2 L6.6 -2 L2.9 1 L4.2 5.7 L0 3 L-4.2 5.7 L-2.9 1 L-6.6 -2 L-1.9 -2 Z" fill=${ink} />`;
      break;
    case 'green':
      mark = svg`<rect x=${x - 3.4 * k} y=${y - 3.4 * k} width=${6.8 * k} height=${6.8 * k} fill=${ink} />`;
      break;
    case 'blue':
      mark = svg`<path transform=${`translate(${x} ${y}) scale(${k})`} d="M0 -4.6 L4.6 0 L0 4.6 L-4.6 0 Z" fill=${ink} />`;
      break;
    default:
      mark = svg`<path transform=${`translate(${x} ${y}) scale(${0.7 * k})`} d="M-1.9 -6 H1.9 V-1.9 H6 V1.9 H1.9 V6 H-1.9 V1.9 H-6 V-1.9 H-1.9 Z" fill=${ink} />`;
  }
  return svg`<circle cx=${x} cy=${y} r=${r} fill="#fff" stroke=${ink} stroke-width="1.2" />${mark}`;
}

/** A bone, drawn in its colour, centred on (x, y). */
function boneShape(c: Colour, x: number, y: number, w = 40): SVGTemplateResult {
  const s = w / 40;
  return svg`<g transform=${`translate(${x} ${y}) scale(${s})`}>
    <g fill=${LOOK[c].fill} stroke=${LOOK[c].ink} stroke-width="1.4">
      <circle cx="-14" cy="-5" r="5.5" /><circle cx="-14" cy="5" r="5.5" /><circle cx="14" cy="-5" r="5.5" /><circle cx="14" cy="5" r="5.5" />
      <rect x="-15" y="-4.5" width="30" height="9" stroke="none" />
      <path d="M-13 -4.5 H13 M-13 4.5 H13" fill="none" />
    </g>
  </g>`;
}

/** Two scent swirls: what everybody sees of a face-down bone. */
function scentSwirls(a: Colour, b: Colour): SVGTemplateResult {
  const swirl = (c: Colour, y: number) => svg`<path d=${`M12 ${y} q6 -8 12 0 t12 0 t12 0`} fill="none" stroke=${LOOK[c].fill} stroke-width="4" stroke-linecap="round" />`;
  return svg`${swirl(a, 34)}${swirl(b, 50)}${sign(a, 18, 74)}${sign(b, 42, 74)}`;
}

/** One card of the yard (or a held bone) as SVG, 60 × 88. `x` is a card id or a hidden placeholder. */
function cardArt(x: string, value?: number): SVGTemplateResult {
  let body: SVGTemplateResult;
  if (isHidden(x)) {
    const [a, b] = scentOf(x);
    body = svg`<rect x="2" y="2" width="56" height="84" rx="6" class="dirt" />
      <circle cx="30" cy="16" r="6" fill="#3d2815" />${scentSwirls(a, b)}`;
  } else if (isBowl(x)) {
    const c = colourOf(x);
    body = svg`<rect x="2" y="2" width="56" height="84" rx="6" class="face" />
      <path d="M8 44 H52 L46 62 H14 Z" fill=${LOOK[c].fill} stroke=${LOOK[c].ink} stroke-width="1.6" />
      <ellipse cx="30" cy="44" rx="22" ry="5" fill=${LOOK[c].ink} />
      ${sign(c, 30, 74)}
      ${value !== undefined ? svg`<circle cx="46" cy="16" r="10" class="value-badge" /><text x="46" y="20.5" text-anchor="middle" class="value">${value}</text>` : nothing}
`;
  } else {
    const c = colourOf(x);
    const [a, b] = scentOf(x);
    body = svg`<rect x="2" y="2" width="56" height="84" rx="6" class="face" />
      ${boneShape(c, 30, 34, 42)}${sign(c, 30, 34, 6.5)}
      <path d="M14 62 h32" stroke="#d6c7a3" stroke-width="1" />
      ${sign(a, 20, 74, 6)}${sign(b, 40, 74, 6)}`;
  }
  return svg`<svg class="art" viewBox="0 0 60 88" aria-hidden="true" focusable="false">${body}</svg>`;
}

/** A dog token. */
function dogToken(seat: Seat, label: string): TemplateResult {
  const look = DOG_LOOK[DOGS[seat]!];
  return html`<span class="dog" role="img" aria-label=${label} data-seat=${seat}>
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <ellipse cx="7" cy="13" rx="5" ry="9" fill=${look.ear} />
      <ellipse cx="25" cy="13" rx="5" ry="9" fill=${look.ear} />
      <circle cx="16" cy="17" r="11" fill=${look.fill} stroke="#222" stroke-width="1.2" />
      ${DOGS[seat] === 'spotted' ? svg`<circle cx="11" cy="12" r="3" fill="#333" /><circle cx="22" cy="22" r="2.4" fill="#333" />` : nothing}
      <circle cx="12" cy="15" r="1.8" fill="#111" /><circle cx="20" cy="15" r="1.8" fill="#111" />
      <ellipse cx="16" cy="21" rx="3" ry="2.2" fill="#111" />
    </svg>
    <span class="dog-name">${seat + 1}</span>
  </span>`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * DIG, the bone-digging card game for 2–4 players: run your dog along the yard, dig up
 * face-down bones (their scent tells you two possible colours), and drop them at the dog bowl of
 * their colour. The yard shrinks toward the doghouse as bones are dug, so bowls move closer and
 * their values change: the bowl nearest the doghouse is worth 5 per bone, the furthest 1.
 *
 * @summary The DIG game table.
 *
 * @event tt-move - A move was made. `detail: { move, entry }`.
 * @event tt-phase - The game entered another phase (`play.act`, `play.replace`, `over`). `detail: { phase }`.
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason }`.
 * @event tt-game-over - Only the bowls remain in the yard and the game is scored. `detail: { result }`.
 *
 * @slot rules - Rules text for the Rules dialog, instead of the built-in summary.
 *
 * @csspart yard - The row of cards from the doghouse.
 * @csspart spot - One place of the yard (the doghouse, a card or an empty space) with its dogs.
 * @csspart target - A place the current dog may move to.
 * @csspart actions - The action bar (dig, drop, end turn; put back or keep).
 * @csspart hand - Your bones in hand.
 * @csspart piles - The players' dropped bones.
 * @csspart move - Every control that makes a move (see the base class for the other parts).
 *
 * @cssproperty --tt-felt - Colour of the grass.
 * @cssproperty --dig-card-face - Colour of the card faces.
 * @cssproperty --dig-dirt - Colour of the face-down bone cards.
 */
export class DigTable extends GameTable<DigState> {
  static override styles = [...GameTable.styles, styles];
  static override game = digCompiled;
  /** Bones in hand are secret from the other players. */
  static override privateInfo = true;

  protected override scoreLabel = 'Points';

  protected override seatSummary(view: GameState<DigState>, seat: Seat): string {
    const G = view.G;
    return `${score(G, seat)} pts · ${plural(G.dropped[seat]?.length ?? 0, 'bone')} dropped · ${G.hands[seat]?.length ?? 0} in paw`;
  }

  protected override turnHint(view: GameState<DigState>, legal: Move[]): string {
    const G = view.G;
    if (legal.some((m) => m.type === 'replace')) {
      return legal.some((m) => m.type === 'keep')
        ? 'Keep the bone, or put any bone from your paw back face down.'
        : 'You hold 4 bones: put one back face down.';
    }
    if (!legal.length) return '';
    const left = MAX_ACTIONS - G.actions;
    return `${plural(left, 'action')} left: move your dog (glowing cards), dig a bone or drop bones at their bowl.`;
  }

  protected override renderRules(): TemplateResult {
    return html`<ol class="rules">
      <li>Goal: drop the most valuable bones at the dog bowls of their colour.</li>
      <li>The yard is a row of cards from the doghouse: dog bowls and face-down bones. A bone card
        shows a <strong>scent</strong> of two colours; the bone is one of them.</li>
      <li>On your turn take up to <strong>3 actions</strong>, in any order, as often as you like:
        <ul>
          <li><strong>Move</strong> your dog up to 4 cards either way, 1 fewer for each bone you hold.</li>
          <li><strong>Dig</strong> the bone your dog is on. You may put any bone from your paw back
            in its place, face down. With 3 bones already you must put one back.</li>
          <li><strong>Drop</strong> bones at the bowl your dog is on, if they match its colour.</li>
        </ul></li>
      <li>At the end of your turn each dug-out space is filled with the card furthest from the
        doghouse (nearest gap first); a dog left off the end slides to the last card.</li>
      <li>The bowl nearest the doghouse is worth 5 per bone, then 4, 3, 2, and 1 for the furthest.</li>
      <li>When only the 5 bowls are left, the game ends. Bones in your paw are worth nothing. Ties go
        to the most 5-point bones, then 4-point bones, and so on.</li>
      <li>Colours have symbols: red ●, yellow ★, green ■, blue ◆, purple ✚.</li>
    </ol>`;
  }

  protected override renderTable(view: GameState<DigState>, legal: Move[], seat: Seat | null): TemplateResult {
    const G = view.G;
    return html`<div class="dig">
      ${this.renderYard(view, legal)}
      ${this.renderActions(view, legal, seat)}
      ${this.renderPiles(G, seat)}
    </div>`;
  }

  private renderYard(view: GameState<DigState>, legal: Move[]): TemplateResult {
    const G = view.G;
    const values = bowlValues(G);
    const moves = new Map(legal.filter((m) => m.type === 'move').map((m) => [m.to as number, m]));
    const current = view.ctx.current;
    const spots = [null as string | null | 'house', ...G.yard].map((c, pos) => (pos === 0 ? 'house' : c));
    const dogsAt = (pos: number) => G.dogs.flatMap((p, s) => (p === pos ? [s] : []));
    return html`<section part="yard" class="yard" aria-label=${`The yard: ${G.yard.length} cards from the doghouse`}>
      <ol class="row">
        ${spots.map((c, pos) => {
          const dogs = dogsAt(pos);
          const name = c === 'house' ? 'the doghouse' : c === null ? `card ${pos}: an empty space` : `card ${pos}: ${cardName(c)}${isBowl(c) ? `, worth ${values[colourOf(c)]}` : ''}`;
          const face = c === 'house'
            ? html`<span class="card house" role="img" aria-label="The doghouse"><svg class="art" viewBox="0 0 60 88" aria-hidden="true">
                <rect x="2" y="2" width="56" height="84" rx="6" class="face" />
                <path d="M8 40 L30 16 L52 40 V72 H8 Z" fill="#c0392b" stroke="#6d1f17" stroke-width="1.6" />
                <path d="M22 72 V52 a8 8 0 0 1 16 0 V72 Z" fill="#2a1a10" />
</svg></span>`
            : c === null
              ? html`<span class="card gap" role="img" aria-label="An empty space"></span>`
              : html`<span class="card" role="img" aria-label=${cardName(c)} data-card=${c}>${cardArt(c, isBowl(c) ? values[colourOf(c)] : undefined)}</span>`;
          const move = moves.get(pos);
          const dogLabels = dogs.map((s) => `${this.nameOf(s)}'s dog`);
          return html`<li part="spot" class="spot ${dogs.includes(current) ? 'here' : ''}" aria-label=${`${pos === 0 ? 'The doghouse' : name[0]!.toUpperCase() + name.slice(1)}${dogLabels.length ? `; ${dogLabels.join(', ')}` : ''}`}>
            <span class="pos" aria-hidden="true">${pos === 0 ? '⌂' : pos}</span>
            ${move
              ? this.moveButton(move, face, { label: `Move your dog to ${name}`, className: 'target', part: 'target' })
              : face}
            <span class="dogs">${dogs.map((s) => dogToken(s, `${this.nameOf(s)}'s ${DOGS[s]} dog`))}</span>
          </li>`;
        })}
      </ol>
    </section>`;
  }

  private renderActions(view: GameState<DigState>, legal: Move[], seat: Seat | null): TemplateResult {
    const G = view.G;
    const hand = seat === null ? [] : G.hands[seat] ?? [];
    const dig = legal.find((m) => m.type === 'dig');
    const end = legal.find((m) => m.type === 'end');
    const drops = legal.filter((m) => m.type === 'drop');
    const replaces = legal.filter((m) => m.type === 'replace');
    const keep = legal.find((m) => m.type === 'keep');
    const replaceBy = new Map(replaces.map((m) => [m.bone as string, m]));
    const over = view.ctx.over;
    return html`<section part="actions" class="actions" aria-label="Your dog">
      <div class="status">
        ${over
          ? html`<span>The yard is dug up.</span>`
          : html`<span class="counter" role="img" aria-label=${`Actions taken: ${G.actions} of 3`}>${[0, 1, 2].map((i) => html`<span class="pip ${i < G.actions ? 'used' : ''}" aria-hidden="true"></span>`)}</span>
            <span>${this.nameOf(view.ctx.current)} · moves up to ${moveLimit(G, view.ctx.current)}</span>`}
      </div>
      <div part="hand" class="hand" role="group" aria-label=${seat === null ? 'Bones in paw' : `Your paw: ${plural(hand.length, 'bone')}`}>
        <span class="hand-title">${seat === null ? '' : 'Your paw'}</span>
        ${hand.length === 0 && seat !== null ? html`<span class="empty-note">No bones</span>` : nothing}
        ${hand.map((id) => {
          const m = replaceBy.get(id);
          const img = html`<span class="card small" role="img" aria-label=${cardName(id)} data-card=${id}>${cardArt(id)}</span>`;
          return m ? this.moveButton(m, img, { label: `Put the ${cardName(id)} back face down at card ${G.replaceAt}`, className: 'put-back', part: 'put-back' }) : img;
        })}
      </div>
      <div class="buttons">
        ${dig ? this.moveButton(dig, html`⛏ Dig`, { label: `Dig the bone at card ${G.dogs[view.ctx.current]}`, className: 'act', part: 'dig' }) : nothing}
        ${drops.map((m) => {
          const bones = m.bones as string[];
          return this.moveButton(m, html`⤓ Drop ${bones.length} ${colourOf(bones[0]!)} ${LOOK[colourOf(bones[0]!)].sign}`, {
            label: `Drop ${bones.map(cardName).join(' and ')} at the ${colourOf(bones[0]!)} bowl`, className: 'act', part: 'drop',
          });
        })}
        ${keep ? this.moveButton(keep, html`✋ Keep it`, { label: 'Keep the dug bone', className: 'act', part: 'keep' }) : nothing}
        ${end ? this.moveButton(end, html`End turn`, { label: 'End turn', className: 'act end', part: 'end' }) : nothing}
      </div>
    </section>`;
  }

  private renderPiles(G: DigState, seat: Seat | null): TemplateResult {
    const values = bowlValues(G);
    return html`<section part="piles" class="piles" aria-label="Players">
      ${G.dropped.map((pile, s) => html`<div class="pile ${s === seat ? 'mine' : ''}" role="group" aria-label=${`${this.nameOf(s)}: ${score(G, s)} points, ${plural(pile.length, 'bone')} dropped, ${plural(G.hands[s]!.length, 'bone')} in paw`}>
        <p class="pile-title">${dogToken(s, `${DOGS[s]} dog`)}<span>${this.nameOf(s)}</span><span class="pts">${score(G, s)}</span></p>
        <div class="paw" role="group" aria-label="In paw">${G.hands[s]!.map((x) => html`<span class="card mini" role="img" aria-label=${cardName(x)}>${cardArt(x)}</span>`)}</div>
        <div class="dropped">${pile.map((id) => html`<span class="chip" style=${`--c: ${LOOK[colourOf(id)].fill}`} role="img" aria-label=${`${colourOf(id)} bone worth ${values[colourOf(id)]}`}>${LOOK[colourOf(id)].sign}<b>${values[colourOf(id)]}</b></span>`)}</div>
      </div>`)}
    </section>`;
  }
}
