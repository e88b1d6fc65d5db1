import { html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import {
  baseName,
  colourName,
  exposureTarget,
  coloursFor,
  facedCard,
  gapAfter,
  isArranged,
  isBomb,
  isSafe,
  isTopSecret,
  mirror,
  spyCompiled,
  TYPES,
  typeName,
  typeOf,
  valueOf,
  type CardType,
  type Colour,
  type Facing,
  type SpyReport,
  type SpyState,
} from '../../machines/spy/index.js';
import { translations } from '../../machines/spy/translations.js';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import { plural, seat as seatRef, t, type Message, type Text } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import { PALETTE, paletteLegend, palettePatterns, paletteSwatch, paletteSymbol, patternFill } from '../../src/ui/palette.js';
import { styles } from './spy-table.styles.js';
import { tableTranslations } from './translations.js';

/** A colour's symbol, drawn by the shared palette (the same symbol as in every colour game). */
const mark = (c: Colour, x: number, y: number, size: number, fill: string = PALETTE[c].on): SVGTemplateResult => paletteSymbol(c, x, y, size, fill);

/** The picture in the middle of a card face. */
function typeIcon(type: CardType, lit: boolean): SVGTemplateResult {
  if (type.startsWith('safe')) {
    return svg`<rect x="14" y="26" width="32" height="32" rx="3" fill="#5d6770" stroke="#2b3136" stroke-width="1.5" />
      <circle cx="30" cy="42" r="9" fill="#c9d0d6" stroke="#2b3136" stroke-width="1.5" />
      <path d="M30 35 V49 M23 42 H37" stroke="#2b3136" stroke-width="1.8" />
      <rect x="41" y="32" width="3" height="6" fill="#2b3136" /><rect x="41" y="46" width="3" height="6" fill="#2b3136" />`;
  }
  if (type.startsWith('ts')) {
    return svg`<path d="M12 30 H26 L29 27 H48 V58 H12 Z" fill="#e7c27a" stroke="#7a5a1c" stroke-width="1.5" />
      <rect x="13" y="38" width="34" height="11" fill="none" stroke="#c0262d" stroke-width="1.6" transform="rotate(-12 30 43)" />
      <path d="M16 44.5 H44" stroke="#c0262d" stroke-width="1.2" stroke-dasharray="2.5 1.5" transform="rotate(-12 30 43)" />`;
  }
  // A bomb: fuse at the bottom while unlit; turned round (fuse up, burning) once lit.
  const fuse = lit
    ? svg`<path d="M36 30 Q40 24 38 20" stroke="#6b4a2a" stroke-width="2" fill="none" />
        <path d="M38 21 C33 16 37 11 38 8 C40 12 45 14 40 21 Z" fill="#ff9d1a" /><path d="M38.5 20 C36 16 38.5 14 39 12 C40.5 15 42 17 38.5 20 Z" fill="#ffe14d" />`
    : svg`<path d="M36 58 Q40 64 38 68" stroke="#6b4a2a" stroke-width="2" fill="none" />`;
  return svg`<circle cx="30" cy="44" r="13" fill="#23272b" />
    <rect x=${lit ? 32 : 32} y=${lit ? 29 : 53} width="7" height="5" fill="#555" />
    <circle cx="25" cy="39" r="3.5" fill="rgb(255 255 255 / 0.35)" />${fuse}`;
}

/** A card face as SVG: the colour's band (with its pattern and symbol), and the picture. */
function faceArt(id: string, lit: boolean, colour: Colour): SVGTemplateResult {
  const type = typeOf(id);
  const c = PALETTE[colour];
  return svg`<svg class="art" viewBox="0 0 60 90" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="58" height="88" rx="6" fill="#fbf6e9" stroke=${c.fill} stroke-width="2.5" />
    <path d="M1 7a6 6 0 0 1 6-6h46a6 6 0 0 1 6 6v19H1z" fill=${c.fill} />
    <path d="M1 7a6 6 0 0 1 6-6h46a6 6 0 0 1 6 6v19H1z" fill=${patternFill(colour)} />
    ${mark(colour, 45, 13.5, 22)}
    ${typeIcon(type, lit)}
  </svg>`;
}

/** The printed number and word of a card face, drawn by CSS from these attributes. */
function faceText(id: string): { num: number; word: Message } {
  const type = typeOf(id);
  return { num: valueOf(type), word: isSafe(type) ? t`SAFE` : isTopSecret(type) ? t`TOP SECRET` : t`BOMB` };
}

/** A card back: only the colour, its pattern and symbol, and the SPY emblem. */
function backArt(colour: Colour, lit: boolean): SVGTemplateResult {
  const c = PALETTE[colour];
  return svg`<svg class="art" viewBox="0 0 60 90" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="58" height="88" rx="6" fill=${c.fill} stroke="#fbf6e9" stroke-width="2.5" />
    <rect x="1" y="1" width="58" height="88" rx="6" fill=${patternFill(colour)} />
    <rect x="7" y="7" width="46" height="76" rx="3" fill="none" stroke=${c.on} stroke-opacity="0.5" stroke-dasharray="3 2" />
    ${mark(colour, 30, 32, 30)}
    ${lit ? svg`<g><circle cx="46" cy="75" r="10" fill="#fff" stroke="#c0262d" stroke-width="1.5" />
      <path d="M46 83 C40 78 44 72 46 67 C48 72 52 78 46 83 Z" fill="#ff7a1a" /></g>` : nothing}
  </svg>`;
}

/**
 * The double-sided Spy, drawn facing right (mirrored with CSS when facing left). The figure on the
 * table carries its colour's symbol; a ghost (where it may move) does not, so only real pieces say
 * a colour.
 */
function spyArt(colour: Colour, withSymbol = true): SVGTemplateResult {
  const c = PALETTE[colour];
  return svg`<svg class="art" viewBox="0 0 30 64" aria-hidden="true" focusable="false">
    <path d="M4 22 H26 L23 17 H7 Z" fill="#1f2326" /><path d="M9 17 Q15 6 21 17 Z" fill="#1f2326" />
    <circle cx="15" cy="27" r="6.5" fill="#f1c9a5" />
    <rect x="15" y="25" width="9" height="3.2" rx="1.5" fill="#1f2326" />
    <path d="M3 63 L7 36 Q15 31 23 36 L27 63 Z" fill=${c.fill} stroke=${c.ink} stroke-width="1.2" />
    <path d="M3 63 L7 36 Q15 31 23 36 L27 63 Z" fill=${patternFill(colour)} />
    ${withSymbol ? mark(colour, 15, 51, 16) : nothing}
    <path d="M25 28 L30 25 M25 28 L30 31" stroke="#fff" stroke-width="1.6" stroke-linecap="round" />
  </svg>`;
}

const EYE = svg`<svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false"><path d="M1 10 Q10 1 19 10 Q10 19 1 10 Z" fill="#fff" stroke="#222" stroke-width="1.6" /><circle cx="10" cy="10" r="3.6" fill="#222" /></svg>`;
const SHUFFLE = svg`<svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><path d="M3 7h4c5 0 5 10 10 10h4M3 17h4c2 0 3-1.6 4-3.5M13 9.5C14 8 15 7 17 7h4M18 4l3 3-3 3M18 14l3 3-3 3" /></svg>`;

/** What everyone knows of a hidden card, from the public notes; null when nothing is known. */
function noteOf(maybe: readonly CardType[] | undefined, all: number): Message | null {
  if (!maybe || maybe.length === 0 || maybe.length === all) return null;
  if (maybe.length === 1) return typeName(maybe[0]!);
  const values = new Set(maybe.map(valueOf));
  if (maybe.every(isSafe)) return t`Safe`;
  if (maybe.every(isTopSecret)) return t`Top Secret`;
  if (maybe.every(isBomb)) return t`Bomb`;
  if (values.size === 1) return t`a “${[...values][0]!}”`;
  return null;
}

const OUTCOME_WORDS: Record<SpyReport['outcome'], Message> = {
  safe: t`“It’s a Safe.”`,
  topSecret: t`“It’s a Top Secret.”`,
  exposed: t`Exposed!`,
  lit: t`TSSSsss…`,
  boom: t`BOOM! Lit bomb`,
};

/** The Spy figure in words: yours, or an opponent's as seen from your side of the table. */
function spyLabel(mine: boolean, owner: Text, facing: Facing): Message {
  if (mine) return facing === 'left' ? t`Your Spy, facing left` : t`Your Spy, facing right`;
  return facing === 'left' ? t`${owner}’s Spy, facing your left` : t`${owner}’s Spy, facing your right`;
}

/** A place the Spy may move to, in words: a whole sentence for each way and for flipping first. */
function stepLabel(flipFirst: boolean, dir: Facing, steps: number): Message {
  if (flipFirst) {
    return dir === 'left'
      ? plural(steps, 'Flip your Spy, then move left across # card (declare “#”)', 'Flip your Spy, then move left across # cards (declare “#”)')
      : plural(steps, 'Flip your Spy, then move right across # card (declare “#”)', 'Flip your Spy, then move right across # cards (declare “#”)');
  }
  return dir === 'left'
    ? plural(steps, 'Move your Spy left across # card (declare “#”)', 'Move your Spy left across # cards (declare “#”)')
    : plural(steps, 'Move your Spy right across # card (declare “#”)', 'Move your Spy right across # cards (declare “#”)');
}

/** A face-down card in words, with what everyone knows of it. */
function hiddenCardWords(lit: boolean, note: Message | null): Message {
  if (note) return lit ? t`face-down card, a lit bomb, known: ${note}` : t`face-down card, known: ${note}`;
  return lit ? t`face-down card, a lit bomb` : t`face-down card`;
}

/** A face-up card in words: exposed to all, your own (hidden from the opponents), or just shown. */
function shownCardWords(name: Message, lit: boolean, how: 'exposed' | 'own' | 'plain'): Message {
  switch (how) {
    case 'exposed':
      return lit ? t`${name}, lit, exposed` : t`${name}, exposed`;
    case 'own':
      return lit ? t`${name}, lit, hidden from opponents` : t`${name}, hidden from opponents`;
    default:
      return lit ? t`${name}, lit` : name;
  }
}

/**
 * SPY, the covert game of deduction and memory for 2–4 players: arrange your Spy Base in secret,
 * move your Spy round it by the number on the card it faces, and spy on the card in the mirror
 * place of an opponent's base — exposing their Safes and Top Secrets in order while avoiding
 * their lit bombs. The last player remaining wins. Every colour has its own symbol too.
 *
 * @summary The SPY game table.
 *
 * @event tt-move - A move was made. `detail: { move, entry }`.
 * @event tt-phase - The game entered another phase (`arrange`, `play.move`, `play.flip`, `play.spy`, `over`). `detail: { phase }`.
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason, text }` (reason in English, text to show in the table's language).
 * @event tt-game-over - One player remains. `detail: { result }`.
 *
 * @slot rules - Rules text for the Rules dialog, instead of the built-in summary.
 *
 * @csspart bases - All the Spy Bases on the table.
 * @csspart base-row - One player's Spy Base.
 * @csspart card - One card of a Spy Base.
 * @csspart spy - A Spy figure.
 * @csspart spy-target - The opponent's card your Spy looks at (a button on your turn).
 * @csspart step - A place your Spy may move to.
 * @csspart flip - The "Flip the Spy" button.
 * @csspart pass - The "End turn" button.
 * @csspart hand - Cards still to arrange.
 * @csspart place - A card (or the Spy) to place next while arranging.
 * @csspart report - What the last spy action found.
 * @csspart move - Every control that makes a move (see the base class for the other parts).
 *
 * @cssproperty [--tt-felt=#2f3d4f] - Colour of the table.
 * @cssproperty --tt-legal - Highlight of legal targets.
 * @cssproperty --spy-card-w - Width of a card.
 * @cssproperty [--tt-felt-edge=#1b2533] - Colour of the playing area's rim.
 */
export class SpyTable extends GameTable<SpyState> {
  static override styles = [...GameTable.styles, styles];
  static override game = spyCompiled;
  static override privateInfo = true;
  static override translations = [translations, tableTranslations];

  protected override scoreLabel: Text = t`Players outlasted`;

  protected override seatSummary(view: GameState<SpyState>, seat: Seat): TemplateResult {
    const base = view.G.bases[seat]!;
    const colour = colourName(base.colour);
    const exposed = base.exposed.filter(Boolean).length;
    const status = base.out
      ? t`${colour} · out`
      : !isArranged(base)
        ? t`${colour} · arranging`
        : plural(exposed, '{0} · # exposed · next {1}', '{0} · # exposed · next {1}', colour, typeName(exposureTarget(base) ?? 'ts-2'));
    return html`${paletteSwatch(base.colour)} ${this.tr(status)}`;
  }

  protected override turnHint(view: GameState<SpyState>, legal: Move[]): Text {
    const phase = view.ctx.phase;
    if (phase === 'arrange') return t`Arrange your Spy Base in secret: choose the next card from the left, and where your Spy stands.`;
    if (legal.some((m) => m.type === 'advance')) return t`Move your Spy (the number on the card it faces), spy on a glowing card, or take no action.`;
    if (legal.some((m) => m.type === 'flip')) return t`Flip your Spy if you like, spy on a glowing card, or end your turn.`;
    return t`Spy on a glowing card, or end your turn.`;
  }

  protected override renderRules(): TemplateResult {
    // Each item is one whole text (no markup inside a sentence, so every language orders its words freely).
    const tr = (text: Message) => this.tr(text);
    const order = t`Exposure order: ${typeName('safe-1')} → ${typeName('safe-2')} → ${typeName('ts-1')} → ${typeName('ts-2')}.`;
    return html`<ol class="rules">
      <li>${tr(t`Goal: be the last player remaining. You are out when your Top Secret 2 is exposed, or when you spy a lit bomb.`)}</li>
      <li>${tr(t`Setup: in secret, arrange your Spy Base — your cards in a row, with your Spy standing between two of them (or at the edge), facing left or right. Opponents see only your Spy. Two players use green and red with their extra Bomb 2; three or four players play without Bomb 2.`)}</li>
      <li>${tr(t`Your base is a loop: the two edge cards are next to each other. A Spy at the edge, facing out, faces the card on the opposite edge.`)}</li>
      <li>${tr(t`On your turn you may Move, Spy, both (move first), or neither.`)}</li>
      <li>${tr(t`Move: flip your Spy first if you like, then move it across exactly the number on the card it faces (1 or 2) — everyone hears the number. Facing an exposed card, move 1 or 2. After moving you may flip again.`)}</li>
      <li>${tr(t`Spy: choose an opponent. Their card in the mirror place of the card your Spy faces answers (your leftmost card ↔ their leftmost as you see it, which is their rightmost):`)}
        <ul>
          <li>${tr(t`a Safe or Top Secret that is not their Exposure Target: “It’s a Safe” / “It’s a Top Secret”;`)}</li>
          <li>${tr(t`their Exposure Target: it is revealed for good;`)}</li>
          <li>${tr(t`an unlit bomb: “TSSSsss” — it is lit, and stays secret;`)}</li>
          <li>${tr(t`a lit bomb: it is shown, and you are out.`)}</li>
        </ul></li>
      <li>${this.tr(order)}</li>
      <li>${tr(t`Notes under each card remember what everyone heard.`)}</li>
      <li>${tr(t`Each colour has its own symbol and pattern, on the cards and on its Spy:`)}
        ${paletteLegend(coloursFor(this.match.setup.players), (text) => this.tr(text))}</li>
    </ol>`;
  }

  /**
   * Marks the move a player most likely wants next, for the focus to go to when their turn begins:
   * the first card to place, a place to move the Spy to, else a glowing card to spy on.
   */
  protected override update(changed: PropertyValues): void {
    super.update(changed);
    const root = this.renderRoot;
    for (const el of root.querySelectorAll('[data-turn-focus]')) el.removeAttribute('data-turn-focus');
    const next = root.querySelector('[part~="place"], [part~="step"]') ?? root.querySelector('[part~="spy-target"]');
    next?.setAttribute('data-turn-focus', '');
  }

  protected override renderTable(view: GameState<SpyState>, legal: Move[], seat: Seat | null): TemplateResult {
    const G = view.G;
    const me = seat ?? 0;
    const n = Math.max(...G.bases.map((b) => b.cards.length + b.hand.length));
    const others = G.bases.map((_, s) => s).filter((s) => s !== me);
    const arranging = view.ctx.phase === 'arrange';
    const pass = legal.find((m) => m.type === 'pass');
    const flip = legal.find((m) => m.type === 'flip');
    return html`${palettePatterns()}<div class="spy" style=${`--n: ${n}`}>
      <section part="bases" class="bases" aria-label=${this.tr(t`Spy Bases`)} data-roving>
        ${others.map((s) => this.renderBase(G, s, false, legal, n))}
        ${this.renderReport(G)}
        ${this.renderBase(G, me, seat !== null, legal, n)}
      </section>
      ${arranging ? this.renderHand(G, me, legal, seat !== null) : nothing}
      ${flip || pass
        ? html`<div class="actions" role="group" aria-label=${this.tr(t`Turn actions`)}>
            ${flip ? this.moveButton(flip, html`<span aria-hidden="true">⇄</span> ${this.tr(t`Flip the Spy`)}`, { label: t`Flip the Spy to face the other way`, className: 'action', part: 'flip' }) : nothing}
            ${pass
              ? this.moveButton(pass, this.tr(G.step === 'move' ? t`Take no action` : t`End turn`), {
                label: G.step === 'move' ? t`Take no action this turn` : t`End turn without spying`, className: 'action', part: 'pass', marker: false,
              })
              : nothing}
          </div>`
        : nothing}
    </div>`;
  }

  /** The last spy action, in words, between the opponents' bases and yours. */
  private renderReport(G: SpyState): TemplateResult {
    const r = G.last;
    if (!r) return html`<p part="report" class="report quiet" aria-hidden="true"></p>`;
    const spied = t`${seatRef(r.spier)} spied on ${seatRef(r.target)}:`;
    const shown = r.shown ? ` (${this.tr(typeName(r.shown))})` : '';
    const out = r.eliminated !== null ? ` ${this.tr(t`${seatRef(r.eliminated)} is out!`)}` : '';
    return html`<p part="report" class="report ${r.outcome}">${this.tr(spied)} <strong>${this.tr(OUTCOME_WORDS[r.outcome])}</strong>${shown}${out}</p>`;
  }

  /**
   * One Spy Base: a lane above the cards, where the Spy stands in the gap between two cards (and
   * where it may move to, on your turn), and the row of cards — yours from your side, an
   * opponent's mirrored (their right on your left), so the card your Spy looks at is straight
   * above the one it faces in your base.
   */
  private renderBase(G: SpyState, s: Seat, mine: boolean, legal: Move[], n: number): TemplateResult {
    const base = G.bases[s]!;
    const size = base.cards.length;
    const mirrored = !mine;
    const spyMove = legal.find((m) => m.type === 'spy' && m.opponent === s);
    const steps = mine ? (legal.filter((m) => m.type === 'advance') as (Move & { dir: Facing; steps: number })[]) : [];
    // The card of this base that the viewer's Spy looks at (mirror place), for the glow.
    const viewer = legal[0]?.seat;
    const looked = viewer !== undefined && viewer !== s && isArranged(G.bases[viewer]!) && isArranged(base)
      ? mirror(facedCard(G.bases[viewer]!.spy, G.bases[viewer]!.facing, size), size)
      : -1;
    const typeCount = TYPES.filter((t) => t !== 'bomb-2' || n === 7).length;
    const last = G.last && G.last.target === s ? G.last.position : -1;

    // Screen order of the positions, and the screen slot (0..n) of each gap.
    const order = Array.from({ length: n }, (_, k) => (mirrored ? n - 1 - k : k));
    const screenFacing = (f: Facing): Facing => (mirrored ? (f === 'left' ? 'right' : 'left') : f);
    /** Screen gap slot for an own gap; the edge is drawn on the side from which the Spy looks across. */
    const slotOf = (gap: number, facing: Facing): number => {
      const g = mirrored ? (n - gap) % n : gap;
      if (g !== 0) return g;
      return screenFacing(facing) === 'right' ? 0 : n;
    };
    const spySlot = base.spy < 0 ? -1 : size === n ? slotOf(base.spy, base.facing) : mirrored ? n - base.spy : base.spy;
    const stepAt = steps.map((m) => ({ m, slot: slotOf(gapAfter(base.spy, m.dir, m.steps, n), m.dir) }));
    const colour = colourName(base.colour);
    const owner = seatRef(s);
    const name = mine ? this.tr(t`${owner} (you)`) : this.nameOf(s);
    const facing = screenFacing(base.facing);

    const spyFigure = spySlot < 0
      ? nothing
      : html`<div class="lane" style=${`grid-column: ${2 * spySlot + 1}`}>
          <span part="spy" class="spy-figure ${facing}" role="img" aria-label=${this.tr(spyLabel(mine, owner, facing))}>${spyArt(base.colour)}</span>
        </div>`;
    // Two places side by side (moving 1 or 2 past an exposed card) would touch: the farther one sits lower.
    const stepTargets = stepAt.map(({ m, slot }) => {
      const crowded = m.steps === 2 && stepAt.some((o) => Math.abs(o.slot - slot) === 1);
      const label = stepLabel(m.dir !== base.facing, m.dir, m.steps);
      return html`<div class="lane ${crowded ? 'low' : ''}" style=${`grid-column: ${2 * slot + 1}`}>${this.moveButton(
        m,
        html`<span class="ghost ${m.dir}" aria-hidden="true">${spyArt(base.colour, false)}</span><span class="step-count">${m.dir === 'left' ? '◀' : ''}${this.tr(m.steps)}${m.dir === 'right' ? '▶' : ''}</span>`,
        { label, className: 'step', part: 'step' },
      )}</div>`;
    });

    const cardCell = (k: number) => {
      const i = order[k]!;
      const id = base.cards[i];
      const style = `grid-column: ${2 * k + 2}`;
      if (id === undefined) return html`<div class="slot empty" style=${style} aria-hidden="true"></div>`;
      const exposed = base.exposed[i]!;
      const lit = base.lit[i]!;
      const hidden = id === 'hidden';
      const faceUp = !hidden;
      const note = hidden ? noteOf(base.maybe[i], typeCount) : null;
      const what = hidden ? hiddenCardWords(lit, note) : shownCardWords(typeName(typeOf(id)), lit, exposed ? 'exposed' : mine ? 'own' : 'plain');
      const label = mine ? t`Your card ${i + 1} from your left: ${what}` : t`${owner}’s card ${i + 1} from their left: ${what}`;
      const text = faceUp ? faceText(id) : null;
      const art = html`<span class="card ${faceUp ? 'face' : 'back'} ${exposed ? 'exposed' : ''} ${lit ? 'lit' : ''}" data-card=${faceUp ? id : nothing}
          data-num=${text ? this.tr(text.num) : nothing} data-word=${text ? this.tr(text.word) : nothing}>
          ${faceUp ? faceArt(id, lit, base.colour) : backArt(base.colour, lit)}
          ${exposed ? html`<span class="badge eye" aria-hidden="true">${EYE}</span>` : nothing}
        </span>`;
      const noteLine = note ? html`<span class="note" aria-hidden="true">${this.tr(note)}</span>` : nothing;
      const glow = i === looked;
      const recent = i === last;
      if (spyMove && glow) {
        const spyLabelText = lit
          ? t`Spy on ${owner}’s card ${i + 1} from their left (${what}) — it is a LIT BOMB: you would be out!`
          : t`Spy on ${owner}’s card ${i + 1} from their left (${what})`;
        return html`<div class="slot" style=${style}>${this.moveButton(spyMove, art, {
          label: spyLabelText, className: `card-button ${lit ? 'danger' : ''}`, part: 'spy-target',
        })}${noteLine}</div>`;
      }
      const faced = mine && isArranged(base) && size === n && i === facedCard(base.spy, base.facing, n);
      return html`<div part="card" class="slot ${glow ? 'looked' : ''} ${faced ? 'faced' : ''} ${recent ? 'recent' : ''}" style=${style} role="img" aria-label=${this.tr(label)}>${art}${noteLine}</div>`;
    };

    const target = exposureTarget(base);
    return html`<div part="base-row" class="base-row ${mine ? 'mine' : 'theirs'} ${base.out ? 'out' : ''}" style=${`--c: ${PALETTE[base.colour].fill}`}
      role="group" aria-label=${this.tr(base.out ? t`${name}: ${baseName(base.colour)}, out of the game` : t`${name}: ${baseName(base.colour)}`)}>
      <p class="base-title">
        ${paletteSwatch(base.colour)}
        <span class="who">${name}</span>
        <span class="colour">${this.tr(colour)}</span>
        ${base.out
          ? html`<span class="tag out-tag">${this.tr(t`Out`)}</span>`
          : isArranged(base) && target
            ? html`<span class="tag">${this.tr(t`Next target: ${typeName(target)}`)}</span>`
            : !isArranged(base)
              ? html`<span class="tag">${this.tr(plural(base.hand.length, 'Arranging… # card in hand', 'Arranging… # cards in hand'))}</span>`
              : nothing}
      </p>
      <div class="row">
        ${spyFigure}
        ${stepTargets}
        ${order.map((_, k) => cardCell(k))}
      </div>
    </div>`;
  }

  /** While arranging: the cards still in your hand, to place next from the left. */
  private renderHand(G: SpyState, me: Seat, legal: Move[], isMine: boolean): TemplateResult {
    const base = G.bases[me]!;
    const places = legal.filter((m) => m.type === 'place');
    const shuffle = legal.find((m) => m.type === 'shuffleRest');
    if (!isMine || (!places.length && !shuffle)) return html``;
    return html`<section part="hand" class="hand" aria-label=${this.tr(t`Cards to arrange`)}>
      <h3 class="section-title">${this.tr(t`Place next (from the left)`)}</h3>
      <div class="hand-cards" data-roving>
        ${places.map((m) => {
          const item = m.item as string;
          if (item === 'spy-left' || item === 'spy-right') {
            const dir = item === 'spy-left' ? 'left' : 'right';
            return this.moveButton(m, html`<span class="spy-figure ${dir}" aria-hidden="true">${spyArt(base.colour)}</span><span class="place-word">${this.tr(t`Spy`)} ${dir === 'left' ? '◀' : '▶'}</span>`, {
              label: this.tr(dir === 'left' ? t`Place your Spy here, facing left` : t`Place your Spy here, facing right`), className: 'place spy-place', part: 'place',
            });
          }
          const id = base.hand.find((h) => typeOf(h) === item)!;
          const count = base.hand.filter((h) => typeOf(h) === item).length;
          const name = typeName(item as CardType);
          const face = faceText(id);
          return this.moveButton(m, html`<span class="card face" data-num=${this.tr(face.num)} data-word=${this.tr(face.word)}>${faceArt(id, false, base.colour)}</span>${count > 1 ? html`<span class="count" data-count=${`×${this.tr(count)}`}></span>` : nothing}`, {
            label: this.tr(count > 1 ? plural(count, 'Place {0} next (# in hand)', 'Place {0} next (# in hand)', name) : t`Place ${name} next`), className: 'place', part: 'place',
          });
        })}
        ${shuffle ? this.moveButton(shuffle, html`<span class="shuffle-icon" aria-hidden="true">${SHUFFLE}</span><span class="place-word">${this.tr(t`Shuffle the rest`)}</span>`, {
          label: this.tr(t`Shuffle the rest: place your other cards (and your Spy) in a random order`), className: 'place shuffle', part: 'place', marker: false,
        }) : nothing}
      </div>
    </section>`;
  }
}
