import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import {
  DOGS,
  COLOURS,
  MAX_ACTIONS,
  MAX_BONES,
  MAX_STEPS,
  boneName,
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
import { translations } from '../../machines/dig/translations.js';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import { list, plural, seat as seatRef, t, type Message, type Text } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import type { ScoreBreakdown } from '../../src/ui/game-over.js';
import { PALETTE, paletteBadge, paletteLegend, palettePatterns, paletteSwatch, paletteSymbol, patternFill } from '../../src/ui/palette.js';
import { styles } from './dig-table.styles.js';
import { tableTranslations } from './translations.js';

const DOG_LOOK: Record<(typeof DOGS)[number], { fill: string; ear: string; name: string }> = {
  brown: { fill: '#a0672f', ear: '#5f3a16', name: 'Rex' },
  gray: { fill: '#9aa0a8', ear: '#5d636b', name: 'Mae' },
  black: { fill: '#3a3a3a', ear: '#111', name: 'Bo' },
  spotted: { fill: '#f3efe6', ear: '#333', name: 'Dot' },
};

/**
 * The colour's symbol in a white badge centred on (x, y), in the card's 60 × 88 units: radius 11
 * keeps the symbol at least 12 px on a yard card (54 px wide).
 */
function sign(c: Colour, x: number, y: number, r = 11): SVGTemplateResult {
  return paletteBadge(c, x, y, r);
}

/** A shape in a colour with the colour's pattern over it, so colours differ in grey too. */
function painted(c: Colour, shape: (fill: string) => SVGTemplateResult): SVGTemplateResult {
  const pattern = patternFill(c);
  return svg`${shape(PALETTE[c].fill)}${pattern === 'none' ? nothing : shape(pattern)}`;
}

/** A bone, drawn in its colour, centred on (x, y). */
function boneShape(c: Colour, x: number, y: number, w = 40): SVGTemplateResult {
  const s = w / 40;
  return svg`<g transform=${`translate(${x} ${y}) scale(${s})`}>
    ${painted(c, (fill) => svg`<g fill=${fill} stroke=${PALETTE[c].ink} stroke-width="1.4">
      <circle cx="-14" cy="-5" r="5.5" /><circle cx="-14" cy="5" r="5.5" /><circle cx="14" cy="-5" r="5.5" /><circle cx="14" cy="5" r="5.5" />
      <rect x="-15" y="-4.5" width="30" height="9" stroke="none" />
    </g>`)}
    <path d="M-13 -4.5 H13 M-13 4.5 H13" fill="none" stroke=${PALETTE[c].ink} stroke-width="1.4" />
  </g>`;
}

/** Two scent swirls: what everybody sees of a face-down bone. */
function scentSwirls(a: Colour, b: Colour): SVGTemplateResult {
  const swirl = (c: Colour, y: number) => svg`<path d=${`M12 ${y} q6 -8 12 0 t12 0 t12 0`} fill="none" stroke=${PALETTE[c].fill} stroke-width="4" stroke-linecap="round" />`;
  return svg`${swirl(a, 34)}${swirl(b, 50)}${sign(a, 17, 74)}${sign(b, 43, 74)}`;
}

/**
 * One card of the yard (or a held bone) as SVG, 60 × 88. `x` is a card id or a hidden placeholder.
 * A `mini` card (a bone in another player's paw) shows its two scent colours' symbols only, big
 * enough to read.
 */
function cardArt(x: string, value?: string, mini = false): SVGTemplateResult {
  let body: SVGTemplateResult;
  if (mini) {
    const [a, b] = scentOf(x);
    const big = (c: Colour, y: number) => svg`<circle cx="30" cy=${y} r="20" fill="#fff" stroke=${PALETTE[c].ink} stroke-width="2" />${paletteSymbol(c, 30, y, 28, PALETTE[c].ink)}`;
    body = svg`<rect x="2" y="2" width="56" height="84" rx="6" class=${isHidden(x) ? 'dirt' : 'face'} />${big(a, 24)}${big(b, 64)}`;
  } else if (isHidden(x)) {
    const [a, b] = scentOf(x);
    body = svg`<rect x="2" y="2" width="56" height="84" rx="6" class="dirt" />
      <circle cx="30" cy="16" r="6" fill="#3d2815" />${scentSwirls(a, b)}`;
  } else if (isBowl(x)) {
    const c = colourOf(x);
    body = svg`<rect x="2" y="2" width="56" height="84" rx="6" class="face" />
      ${painted(c, (fill) => svg`<path d="M8 44 H52 L46 62 H14 Z" fill=${fill} stroke=${PALETTE[c].ink} stroke-width="1.6" />`)}
      <ellipse cx="30" cy="44" rx="22" ry="5" fill=${PALETTE[c].ink} />
      ${sign(c, 30, 74)}
      ${value !== undefined ? svg`<circle cx="46" cy="16" r="10" class="value-badge" /><text x="46" y="20.5" text-anchor="middle" class="value">${value}</text>` : nothing}
`;
  } else {
    const c = colourOf(x);
    const [a, b] = scentOf(x);
    body = svg`<rect x="2" y="2" width="56" height="84" rx="6" class="face" />
      ${boneShape(c, 30, 30, 50)}${sign(c, 30, 30)}
      <path d="M14 58 h32" stroke="#d6c7a3" stroke-width="1" />
      ${sign(a, 17, 74)}${sign(b, 43, 74)}`;
  }
  return svg`<svg class="art" viewBox="0 0 60 88" aria-hidden="true" focusable="false">${body}</svg>`;
}

/** A dog token; `number` is the seat's number as the table's language writes it. */
function dogToken(seat: Seat, label: string, number: string): TemplateResult {
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
    <span class="dog-name">${number}</span>
  </span>`;
}

type DogKind = (typeof DOGS)[number];
/** Each dog's name on its own and with its player's, whole for each dog so its colour agrees. */
const DOG_NAMES: Record<DogKind, Message> = { brown: t`brown dog`, gray: t`gray dog`, black: t`black dog`, spotted: t`spotted dog` };
const DOG_OF: Record<DogKind, (seat: Seat) => Message> = {
  brown: (s) => t`${seatRef(s)}'s brown dog`,
  gray: (s) => t`${seatRef(s)}'s gray dog`,
  black: (s) => t`${seatRef(s)}'s black dog`,
  spotted: (s) => t`${seatRef(s)}'s spotted dog`,
};
/** A drop button's words and its label, whole for each colour (bones and bowl agree with it). */
const DROP_BUTTON: Record<Colour, (n: number) => Message> = {
  red: (n) => plural(n, 'Drop # red bone', 'Drop # red bones'),
  yellow: (n) => plural(n, 'Drop # yellow bone', 'Drop # yellow bones'),
  green: (n) => plural(n, 'Drop # green bone', 'Drop # green bones'),
  blue: (n) => plural(n, 'Drop # blue bone', 'Drop # blue bones'),
  purple: (n) => plural(n, 'Drop # purple bone', 'Drop # purple bones'),
};

/** A colour's symbol on its own, for a line of text (a dropped bone's chip). */
const symbolIcon = (c: Colour, size = 14): TemplateResult =>
  html`<svg class="symbol" viewBox="0 0 24 24" width=${size} height=${size} aria-hidden="true" focusable="false">${paletteSymbol(c, 12, 12, 24, PALETTE[c].on)}</svg>`;

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
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason, text }` (reason in English, text to show in the table's language).
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
 * @cssproperty [--tt-felt=#5d9b45] - Colour of the grass.
 * @cssproperty --dig-card-face - Colour of the card faces.
 * @cssproperty --dig-dirt - Colour of the face-down bone cards.
 * @cssproperty [--tt-felt-edge=#3d6e2b] - Colour of the playing area's rim.
 */
export class DigTable extends GameTable<DigState> {
  static override styles = [...GameTable.styles, styles];
  static override game = digCompiled;
  /** Bones in hand are secret from the other players. */
  static override privateInfo = true;
  static override translations = [translations, tableTranslations];

  protected override scoreLabel: Text = t`Points`;

  protected override seatSummary(view: GameState<DigState>, seat: Seat): Text {
    const G = view.G;
    const points = plural(score(G, seat), '# pt', '# pts');
    const dropped = plural(G.dropped[seat]?.length ?? 0, '# bone dropped', '# bones dropped');
    const inPaw = t`${G.hands[seat]?.length ?? 0} in paw`;
    return t`${points} · ${dropped} · ${inPaw}`;
  }

  protected override turnHint(view: GameState<DigState>, legal: Move[]): Text {
    const G = view.G;
    if (legal.some((m) => m.type === 'replace')) {
      return legal.some((m) => m.type === 'keep')
        ? t`Keep the bone, or put any bone from your paw back face down.`
        : t`You hold ${MAX_BONES + 1} bones: put one back face down.`;
    }
    if (!legal.length) return '';
    const left = MAX_ACTIONS - G.actions;
    return plural(left, '# action left: move your dog (glowing cards), dig a bone or drop bones at their bowl.', '# actions left: move your dog (glowing cards), dig a bone or drop bones at their bowl.');
  }

  protected override renderRules(): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    return html`<ol class="rules">
      <li><strong>${tr(t`Goal`)}</strong>: ${tr(t`drop the most valuable bones at the dog bowls of their colour.`)}</li>
      <li><strong>${tr(t`The yard`)}</strong>: ${tr(t`a row of cards from the doghouse: dog bowls and face-down bones. A bone card shows a scent of two colours; the bone is one of them.`)}</li>
      <li><strong>${tr(t`Your turn`)}</strong>: ${tr(t`take up to ${MAX_ACTIONS} actions, in any order, as often as you like:`)}
        <ul>
          <li><strong>${tr(t`Move`)}</strong>: ${tr(t`your dog runs up to ${MAX_STEPS} cards either way, ${1} fewer for each bone you hold.`)}</li>
          <li><strong>${tr(t`Dig`)}</strong>: ${tr(t`dig up the bone your dog is on. You may put any bone from your paw back in its place, face down. With ${MAX_BONES} bones already you must put one back.`)}</li>
          <li><strong>${tr(t`Drop`)}</strong>: ${tr(t`drop bones at the bowl your dog is on, if they match its colour.`)}</li>
        </ul></li>
      <li><strong>${tr(t`End of the turn`)}</strong>: ${tr(t`each dug-out space is filled with the card furthest from the doghouse (nearest gap first); a dog left off the end slides to the last card.`)}</li>
      <li><strong>${tr(t`Bowls`)}</strong>: ${tr(t`the bowl nearest the doghouse is worth ${5} per bone, then ${4}, ${3}, ${2}, and ${1} for the furthest.`)}</li>
      <li><strong>${tr(t`The end`)}</strong>: ${tr(t`when only the ${5} bowls are left, the game ends. Bones in your paw are worth nothing. Ties go to the most ${5}-point bones, then ${4}-point bones, and so on.`)}</li>
      <li><strong>${tr(t`Colours`)}</strong>: ${tr(t`every colour has its own symbol and pattern:`)} ${paletteLegend(COLOURS, tr)}</li>
    </ol>`;
  }

  /**
   * What each seat's points are made of: its bones dropped at each bowl, at the bowl's final value
   * (headed by the bowl's symbol and value, so the columns fit a phone).
   */
  protected override scoreBreakdown(view: GameState<DigState>): ScoreBreakdown {
    const G = view.G;
    const values = bowlValues(G);
    // The bowls nearest the doghouse first: the 5-point bowl, then 4, 3 …
    const bowls = [...COLOURS].sort((a, b) => values[b] - values[a]);
    return {
      parts: bowls.map((c) => t`${PALETTE[c].glyph} ×${values[c]}`),
      points: G.dropped.map((pile) => bowls.map((c) => pile.filter((id) => colourOf(id) === c).length * values[c])),
    };
  }

  protected override renderTable(view: GameState<DigState>, legal: Move[], seat: Seat | null): TemplateResult {
    const G = view.G;
    return html`${palettePatterns()}<div class="dig">
      ${this.renderYard(view, legal)}
      ${this.renderActions(view, legal, seat)}
      ${this.renderPiles(G, seat)}
    </div>`;
  }

  private renderYard(view: GameState<DigState>, legal: Move[]): TemplateResult {
    const G = view.G;
    const tr = (text: Text) => this.tr(text);
    const values = bowlValues(G);
    const moves = new Map(legal.filter((m) => m.type === 'move').map((m) => [m.to as number, m]));
    const current = view.ctx.current;
    const spots = [null as string | null | 'house', ...G.yard].map((c, pos) => (pos === 0 ? 'house' : c));
    const dogsAt = (pos: number) => G.dogs.flatMap((p, s) => (p === pos ? [s] : []));
    const yardLabel = plural(G.yard.length, 'The yard: # card from the doghouse', 'The yard: # cards from the doghouse');
    return html`<section part="yard" class="yard" aria-label=${tr(yardLabel)}>
      <ol class="row">
        ${spots.map((c, pos) => {
          const dogs = dogsAt(pos);
          // The place named as a label of its own ("Card 3: …") and as where a dog may run to.
          let place: Message;
          let target: Message;
          if (c === 'house') {
            place = t`The doghouse`;
            target = t`Move your dog to the doghouse`;
          } else if (c === null) {
            place = t`Card ${pos}: an empty space`;
            target = t`Move your dog to card ${pos}: an empty space`;
          } else if (isBowl(c)) {
            place = t`Card ${pos}: ${cardName(c)}, worth ${values[colourOf(c)]}`;
            target = t`Move your dog to card ${pos}: ${cardName(c)}, worth ${values[colourOf(c)]}`;
          } else {
            place = t`Card ${pos}: ${cardName(c)}`;
            target = t`Move your dog to card ${pos}: ${cardName(c)}`;
          }
          const face = c === 'house'
            ? html`<span class="card house" role="img" aria-label=${tr(t`The doghouse`)}><svg class="art" viewBox="0 0 60 88" aria-hidden="true">
                <rect x="2" y="2" width="56" height="84" rx="6" class="face" />
                <path d="M8 40 L30 16 L52 40 V72 H8 Z" fill="#c0392b" stroke="#6d1f17" stroke-width="1.6" />
                <path d="M22 72 V52 a8 8 0 0 1 16 0 V72 Z" fill="#2a1a10" />
</svg></span>`
            : c === null
              ? html`<span class="card gap" role="img" aria-label=${tr(t`An empty space`)}></span>`
              : html`<span class="card" role="img" aria-label=${tr(cardName(c))} data-card=${c}>${cardArt(c, isBowl(c) ? tr(values[colourOf(c)]) : undefined)}</span>`;
          const move = moves.get(pos);
          const dogLabels = dogs.map((s) => t`${seatRef(s)}'s dog`);
          const spotLabel = dogLabels.length ? t`${place}; ${list(dogLabels)}` : place;
          return html`<li part="spot" class="spot ${dogs.includes(current) ? 'here' : ''}" aria-label=${tr(spotLabel)}>
            <span class="pos" aria-hidden="true">${pos === 0 ? '⌂' : tr(pos)}</span>
            ${move
              ? this.moveButton(move, face, { label: target, className: 'target', part: 'target' })
              : face}
            <span class="dogs">${dogs.map((s) => dogToken(s, tr(DOG_OF[DOGS[s]!](s)), tr(s + 1)))}</span>
          </li>`;
        })}
      </ol>
    </section>`;
  }

  private renderActions(view: GameState<DigState>, legal: Move[], seat: Seat | null): TemplateResult {
    const G = view.G;
    const tr = (text: Text) => this.tr(text);
    const hand = seat === null ? [] : G.hands[seat] ?? [];
    const dig = legal.find((m) => m.type === 'dig');
    const end = legal.find((m) => m.type === 'end');
    const drops = legal.filter((m) => m.type === 'drop');
    const replaces = legal.filter((m) => m.type === 'replace');
    const keep = legal.find((m) => m.type === 'keep');
    const replaceBy = new Map(replaces.map((m) => [m.bone as string, m]));
    const over = view.ctx.over;
    const current = view.ctx.current;
    const reach = plural(moveLimit(G, current), '{0} · moves up to # card', '{0} · moves up to # cards', seatRef(current));
    return html`<section part="actions" class="actions" aria-label=${tr(t`Your dog`)}>
      <div class="status">
        ${over
          ? html`<span>${tr(t`The yard is dug up.`)}</span>`
          : html`<span class="counter" role="img" aria-label=${tr(t`Actions taken: ${G.actions} of ${MAX_ACTIONS}`)}>${[0, 1, 2].map((i) => html`<span class="pip ${i < G.actions ? 'used' : ''}" aria-hidden="true"></span>`)}</span>
            <span>${tr(reach)}</span>`}
      </div>
      <div part="hand" class="hand" role="group" aria-label=${tr(seat === null ? t`Bones in paw` : plural(hand.length, 'Your paw: # bone', 'Your paw: # bones'))}>
        <span class="hand-title">${seat === null ? '' : tr(t`Your paw`)}</span>
        ${hand.length === 0 && seat !== null ? html`<span class="empty-note">${tr(t`No bones`)}</span>` : nothing}
        ${hand.map((id) => {
          const m = replaceBy.get(id);
          const img = html`<span class="card small" role="img" aria-label=${tr(cardName(id))} data-card=${id}>${cardArt(id)}</span>`;
          return m ? this.moveButton(m, img, { label: t`Put back face down at card ${G.replaceAt!}: ${cardName(id)}`, className: 'put-back', part: 'put-back' }) : img;
        })}
      </div>
      <div class="buttons">
        ${dig ? this.moveButton(dig, html`⛏ ${tr(t`Dig`)}`, { label: t`Dig the bone at card ${G.dogs[current]!}`, className: 'act', part: 'dig' }) : nothing}
        ${drops.map((m) => {
          const bones = m.bones as string[];
          const colour = colourOf(bones[0]!);
          // The label starts with the button's words, then says which bones.
          const words = DROP_BUTTON[colour](bones.length);
          return this.moveButton(m, html`⤓ ${tr(words)} ${paletteSwatch(colour)}`, {
            label: t`${words}: ${list(bones.map(cardName))}`, className: 'act', part: 'drop',
          });
        })}
        ${keep ? this.moveButton(keep, html`✋ ${tr(t`Keep it`)}`, { label: t`Keep it: the dug bone stays in your paw`, className: 'act', part: 'keep' }) : nothing}
        ${end ? this.moveButton(end, html`${tr(t`End turn`)}`, { label: t`End turn`, className: 'act end', part: 'end' }) : nothing}
      </div>
    </section>`;
  }

  private renderPiles(G: DigState, seat: Seat | null): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    const values = bowlValues(G);
    return html`<section part="piles" class="piles" aria-label=${tr(t`Players`)}>
      ${G.dropped.map((pile, s) => {
        const points = plural(score(G, s), '# point', '# points');
        const dropped = plural(pile.length, '# bone dropped', '# bones dropped');
        const inPaw = plural(G.hands[s]!.length, '# bone in paw', '# bones in paw');
        return html`<div class="pile ${s === seat ? 'mine' : ''}" role="group" aria-label=${tr(t`${seatRef(s)}: ${points}, ${dropped}, ${inPaw}`)}>
        <p class="pile-title">${dogToken(s, tr(DOG_NAMES[DOGS[s]!]), tr(s + 1))}<span>${this.nameOf(s)}</span><span class="pts">${tr(score(G, s))}</span></p>
        <div class="paw" role="group" aria-label=${tr(t`In paw`)}>${G.hands[s]!.map((x) => html`<span class="card mini" role="img" aria-label=${tr(cardName(x))}>${cardArt(x, undefined, true)}</span>`)}</div>
        <div class="dropped">${pile.map((id) => {
          const value = values[colourOf(id)];
          const c = colourOf(id);
          return html`<span class="chip" style=${`--c: ${PALETTE[c].fill}; --on: ${PALETTE[c].on}`} role="img" aria-label=${tr(plural(value, '{0}, worth # point', '{0}, worth # points', boneName(c)))}>${symbolIcon(c)}<b>${tr(value)}</b></span>`;
        })}</div>
      </div>`;
      })}
    </section>`;
  }
}
