import { html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import {
  COLOURS,
  PARROT,
  bottlesFor,
  captainName,
  cardName,
  colourName,
  discardCount,
  evaluateSet,
  goalFor,
  isRumCard,
  lastMoveNotes,
  points,
  rumCard,
  rumCompiled,
  standing,
  type RumState,
} from '../../machines/rum/index.js';
import { translations } from '../../machines/rum/translations.js';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import { moveKey } from '../../src/engine/move-key.js';
import type { LogEntry } from '../../src/engine/match.js';
import { list, plural, seat, t, type Text } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import { PALETTE, paletteLegend, palettePatterns, paletteSymbol, patternFill, type PaletteColour } from '../../src/ui/palette.js';
import { styles } from './rum-table.styles.js';
import { tableTranslations } from './translations.js';

/** Renders a text in the table's language. */
type Tr = (text: Text) => string;

/** A rum colour (by index) in the shared palette: its fill, ink, symbol and pattern. */
const colourOf = (c: number): PaletteColour => PALETTE[COLOURS[c]!];

/** The bottle's body, from the neck down to its base at (0, 0). */
const BOTTLE_BODY = 'M-3 -26 L3 -26 L3 -20 Q8 -18 8 -13 L8 -2 Q8 0 6 0 L-6 0 Q-8 0 -8 -2 L-8 -13 Q-8 -18 -3 -20 Z';

/**
 * One rum bottle standing on (x, y) = bottom centre, `h` tall: the colour's fill with its pattern
 * over it, and its symbol on a white label (13 units across: at least 12 CSS px on a 60 px card).
 */
function bottle(c: number, x: number, y: number, h = 30): SVGTemplateResult {
  const s = h / 30;
  const colour = colourOf(c);
  return svg`<g transform=${`translate(${x} ${y}) scale(${s})`}>
    <rect x="-2.6" y="-30" width="5.2" height="4" rx="1" fill="#8a5a2b" />
    <path d=${BOTTLE_BODY} fill=${colour.fill} />
    <path d=${BOTTLE_BODY} fill=${patternFill(COLOURS[c]!)} stroke=${colour.ink} stroke-width="1" />
    <rect x="-7.3" y="-15.6" width="14.6" height="14" rx="2" fill="#fffaf0" />
    ${paletteSymbol(COLOURS[c]!, 0, -8.6, 13, colour.ink)}
  </g>`;
}

/** A Rum Card face (60×90): single bottle at the top, two bottles upside down at the bottom. `flip` shows the double end up. */
function rumArt(id: string, flip = false): SVGTemplateResult {
  const c = rumCard(id);
  return svg`<svg class="art" viewBox="0 0 60 90" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="58" height="88" rx="6" class="face" />
    <g transform=${flip ? 'rotate(180 30 45)' : ''}>
      <line x1="8" y1="45" x2="52" y2="45" stroke="#c9b48a" stroke-dasharray="3 3" />
      ${bottle(c.single, 30, 40)}
      <g transform="rotate(180 30 45)">${bottle(c.double, 20, 40)}${bottle(c.double, 40, 40)}</g>
    </g>
  </svg>`;
}

function parrotArt(tr: Tr): SVGTemplateResult {
  return svg`<svg class="art" viewBox="0 0 60 90" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="58" height="88" rx="6" fill="#fff3d6" stroke="#c9b48a" />
    <path d="M30 18 C18 18 14 30 18 40 C20 48 24 58 22 72 L30 66 L36 74 C38 58 42 48 40 38 C40 28 38 18 30 18 Z" fill="#1f9d55" />
    <path d="M22 30 C22 22 34 20 36 28 C37 33 33 35 30 34 Z" fill="#d33a2c" />
    <path d="M36 27 Q44 28 40 36 Q38 31 35 31 Z" fill="#f2c81e" stroke="#6b5200" stroke-width="0.8" />
    <circle cx="31" cy="27" r="2.2" fill="#fff" /><circle cx="31.5" cy="27" r="1.1" fill="#111" />
    <path d="M24 44 Q30 52 36 44" stroke="#1c6fd1" stroke-width="3" fill="none" />
    ${parrotWord(tr(t`PARROT`))}
  </svg>`;
}

/** The word under the Parrot, 12 px high, squeezed to the card's width when it is a long one. */
function parrotWord(word: string): SVGTemplateResult {
  const long = word.length > 7;
  return svg`<text x="30" y="86" text-anchor="middle" font-size="12" font-weight="800" fill="#7d140b"
    textLength=${long ? 54 : nothing} lengthAdjust=${long ? 'spacingAndGlyphs' : nothing}>${word}</text>`;
}

/** A card picture with its name for screen readers. */
function cardImage(tr: Tr, id: string, className = 'card', flip = false): TemplateResult {
  if (id === PARROT) return html`<span class=${`${className} parrot`} role="img" aria-label=${tr(t`the Parrot`)}>${parrotArt(tr)}</span>`;
  if (!isRumCard(id)) return html`<span class=${`${className} back`} role="img" aria-label=${tr(t`a face-down card`)}></span>`;
  return html`<span class=${className} role="img" aria-label=${tr(cardName(id))} data-card=${id}>${rumArt(id, flip)}</span>`;
}

/**
 * The Castaway Clock's dial (96 × 96 px): positions 1–8 round it, 12 px numbers, the Pirate Ship
 * at 8, the number to discard in the centre. The words under it are the clock's caption.
 */
function clockArt(tr: Tr, clock: number): SVGTemplateResult {
  const marks = Array.from({ length: 8 }, (_, i) => {
    const a = (-90 + i * 45) * (Math.PI / 180);
    const x = 48 + 35 * Math.cos(a);
    const y = 48 + 35 * Math.sin(a);
    const on = i + 1 === clock;
    const ink = on ? '#fff' : '#5b3a1a';
    return svg`<circle cx=${x} cy=${y} r=${on ? 11.5 : 10} fill=${on ? PALETTE.red.fill : '#fffaf0'} stroke="#5b3a1a" stroke-width=${on ? 2.5 : 1} />
      ${i === 7
        ? svg`<path d=${`M${x - 7} ${y + 1.5} L${x + 7} ${y + 1.5} L${x + 4.5} ${y + 6} L${x - 4.5} ${y + 6} Z M${x} ${y + 1.5} L${x} ${y - 7} L${x + 6} ${y} Z`} fill=${ink} />`
        : svg`<text x=${x} y=${y + 4.3} text-anchor="middle" font-size="12.5" font-weight="700" fill=${ink}>${tr(i + 1)}</text>`}`;
  });
  return svg`<svg class="art" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
    <circle cx="48" cy="48" r="46" fill="#f4e2b8" stroke="#8a5a2b" stroke-width="1.5" />
    ${marks}
    <text x="48" y="56" text-anchor="middle" font-size="24" font-weight="800" fill="#5b3a1a">${clock >= 8 ? '—' : tr(discardCount(clock))}</text>
  </svg>`;
}

/**
 * RUM, the press-your-luck set-collecting card game of Pack O Game (2–4 players): draw rum
 * bottles from the Beach or the Shipwreck, play sets of one colour to win Captain Cards worth
 * their value, steal them back with bigger sets or a Rum Trio, and beware the Parrot and the
 * tide. Every colour has its own symbol and pattern (the shared palette's), on the bottles and
 * the Captains, and the Rules show them in a legend.
 *
 * @summary The RUM game table.
 *
 * @event tt-move - A move was made. `detail: { move, entry }`.
 * @event tt-phase - The game entered another phase (`play.action`, `play.set`, `play.more`, `play.parrot`, `play.tide.discard`, `over`). `detail: { phase }`.
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason, text }` (reason in English, text to show in the table's language).
 * @event tt-game-over - A player reached the goal or the Clock reached the Pirate Ship. `detail: { result }`.
 *
 * @slot rules - Rules text for the Rules dialog, instead of the built-in summary.
 *
 * @csspart captains - The row of Captain Cards and the Castaway Clock.
 * @csspart captain - One Captain Card (a button when a set can be laid for it).
 * @csspart clock - The Castaway Clock.
 * @csspart shipwreck - The Shipwreck (a draw button on your turn).
 * @csspart beach - The three Beach cards.
 * @csspart beach-card - One Beach card.
 * @csspart set - The set being laid.
 * @csspart hand - Your hand.
 * @csspart hand-card - One card of your hand.
 * @csspart news - What happened by itself (Parrot, tide, empty Shipwreck).
 * @csspart move - Every control that makes a move (see the base class for the other parts).
 *
 * @cssproperty --rum-card-back - Colour of the card backs.
 * @cssproperty --rum-card-face - Colour of the card faces.
 * @cssproperty [--tt-felt=#d9b779] - Colour of the table (the sand).
 * @cssproperty [--tt-legal=#1fb6ff] - Highlight of legal targets.
 * @cssproperty [--tt-felt-edge=#b08a4a] - Colour of the playing area's rim.
 * @cssproperty [--tt-felt-text=#3b2510] - Text colour on the felt.
 */
export class RumTable extends GameTable<RumState> {
  static override styles = [...GameTable.styles, styles];
  static override game = rumCompiled;
  static override privateInfo = true;
  static override translations = [translations, tableTranslations];

  /** The move a player most likely wants next (its key), marked for the focus once drawn. */
  private turnFocusKey: string | null = null;

  protected override willUpdate(changed: PropertyValues): void {
    this.scoreLabel = this.tr(t`Points`);
    super.willUpdate(changed);
  }

  /**
   * Marks the move a player most likely wants next, for the focus to go to after a move and when
   * a turn begins (never "Take the set back", so Enter pressed again cannot undo a set by mistake).
   */
  protected override update(changed: PropertyValues): void {
    super.update(changed);
    const root = this.renderRoot;
    for (const el of root.querySelectorAll('[data-turn-focus]')) el.removeAttribute('data-turn-focus');
    if (this.turnFocusKey === null) return;
    const key = this.turnFocusKey;
    [...root.querySelectorAll('[data-move-key]')].find((el) => el.getAttribute('data-move-key') === key)?.setAttribute('data-turn-focus', '');
  }

  /**
   * Where the focus goes: while laying a set, the next card (hand first, then a Beach bottle), else
   * playing the set; otherwise a Captain a set can be played for, else drawing from the
   * Shipwreck, else ending the turn; with the Parrot, the first card to discard.
   */
  private likelyNext(legal: Move[]): Move | undefined {
    const first = (type: string) => legal.find((m) => m.type === type);
    return first('discard') ?? first('addCard') ?? first('addBeach') ?? first('claim') ?? first('startSet') ?? first('drawWreck') ?? first('drawBeach') ?? first('done');
  }

  /** The last move and what it set off by itself (the Parrot, the tide, an empty Shipwreck), in words. */
  protected override happened(view: GameState<RumState>, last: LogEntry | undefined): Text | null {
    if (!last) return null;
    const said = this.tr(t`${seat(last.move.seat)} ${last.message}.`).replace(/([!?])\.$/, '$1');
    return [said, ...lastMoveNotes(view.G).map((note) => this.tr(note))].join(' ');
  }

  /**
   * Points, Captains and cards in hand; once the game is over, what the points are made of: each
   * Captain the seat holds with its value ("9 pts: red 3 and blue 6", each colour with its symbol). (RUM scores from its
   * Captains alone; a column for each of up to seven Captains would not fit the game-over table on
   * a phone, so the breakdown is said in each player's panel.)
   */
  protected override seatSummary(view: GameState<RumState>, seat: Seat): string {
    const G = view.G;
    const st = standing(G, seat);
    const cards = G.hands[seat]?.length ?? 0;
    const pts = plural(st.points, '# pt', '# pts');
    if (this.match.isOver) {
      const held = G.captains.flatMap((captain, c) => (captain.owner === seat ? [t`${colourName(c)} ${colourOf(c).glyph} ${captain.value}`] : []));
      const made = held.length === 0 ? pts : t`${pts}: ${list(held)}`;
      return [made, plural(cards, '# card', '# cards')].map((text) => this.tr(text)).join(' · ');
    }
    return [pts, plural(st.captains, '# captain', '# captains'), plural(cards, '# card', '# cards')].map((text) => this.tr(text)).join(' · ');
  }

  protected override turnHint(view: GameState<RumState>, legal: Move[], seat: Seat): string {
    return this.tr(this.hint(view.G, legal, seat));
  }

  private hint(G: RumState, legal: Move[], seat: Seat): Text {
    const owed = G.owed[seat] ?? 0;
    if (owed > 0 && G.tideParrot !== null) return plural(owed, 'The tide brought the Parrot: everyone discards. Discard # more card to the Shipwreck.', 'The tide brought the Parrot: everyone discards. Discard # more cards to the Shipwreck.');
    if (owed > 0) return plural(owed, 'The Parrot! Discard # more card to the Shipwreck.', 'The Parrot! Discard # more cards to the Shipwreck.');
    if (G.pending) {
      const info = evaluateSet(G, G.pending.colour, G.pending.cards, G.pending.beach);
      return t`Add ${colourName(G.pending.colour)} bottles to your set (${info.bottles} so far), then play it — it must beat the ${captainName(G.pending.colour)} at ${G.captains[G.pending.colour]!.value}.`;
    }
    if (legal.some((m) => m.type === 'done')) return t`Play another set for another Captain, or end your turn.`;
    if (legal.some((m) => m.type === 'drawWreck')) {
      return legal.some((m) => m.type === 'startSet')
        ? t`Draw a card (Beach or Shipwreck), or pick a glowing Captain to play a set for it.`
        : t`Draw a card from the Beach or the Shipwreck.`;
    }
    return '';
  }

  protected override renderRules(): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    return html`<ol class="rules">
      <li><strong>${tr(t`Goal`)}</strong>: ${tr(t`control Captain Cards worth ${goalFor(2)} points (2 players), ${goalFor(3)} (3 players) or ${goalFor(4)} (4 players). A Captain is worth the number at its top.`)}</li>
      <li><strong>${tr(t`Rum Cards`)}</strong>: ${tr(t`every Rum Card has 1 bottle of one colour at one end and 2 bottles of another colour at the other. Each colour has its own symbol and pattern:`)}
        ${paletteLegend(COLOURS, tr)}</li>
      <li><strong>${tr(t`Your turn`)}</strong>: ${tr(t`do one thing: draw a Beach card (face up or face down — the slot is refilled face down) or a card from the Shipwreck, or play sets.`)}</li>
      <li><strong>${tr(t`Sets`)}</strong>: ${tr(t`a set is bottles of one colour from your hand (each card counts the end you choose: 1 or 2 bottles). It must be more than the Captain's value: you take the Captain, and it now shows the size of your set. You may play several sets in one turn, one per Captain. Played cards go back into the Shipwreck.`)}</li>
      <li><strong>${tr(t`The Beach`)}</strong>: ${tr(t`the single bottles on face-up Beach cards belong to everyone: add them to your sets; they stay on the Beach.`)}</li>
      <li><strong>${tr(t`Rum Trio`)}</strong>: ${tr(t`the three single bottles of one colour steal that Captain at any value and raise it by 2. A Captain at 8 stays at 8; only 9 bottles or a Rum Trio steal it.`)}</li>
      <li><strong>${tr(t`The Parrot`)}</strong>: ${tr(t`whoever draws it discards 2 cards (Clock at 1–4) or 3 (Clock at 5–7); then the Clock turns. If it is revealed with the Clock at 7, the Pirate Ship comes and the game ends.`)}</li>
      <li><strong>${tr(t`Empty Shipwreck`)}</strong>: ${tr(t`when its last card is taken, the players holding the most cards discard their whole hand and the Clock turns. A Parrot that is the last card has no effect.`)}</li>
      <li><strong>${tr(t`The tide`)}</strong>: ${tr(t`after a turn that leaves all three Beach cards face down, they all turn face up. A Parrot among them makes everyone discard; a Rum Trio is washed away and replaced.`)}</li>
      <li><strong>${tr(t`Winning`)}</strong>: ${tr(t`most points wins; then most Captains; then the highest Captain.`)}</li>
    </ol>`;
  }

  protected override renderTable(view: GameState<RumState>, legal: Move[], seat: Seat | null): TemplateResult {
    const G = view.G;
    const tr = (text: Text) => this.tr(text);
    const next = this.likelyNext(legal);
    this.turnFocusKey = next ? moveKey(next) : null;
    return html`${palettePatterns()}<div class="rum">
      ${this.renderCaptains(view, legal)}
      <div class="shore" data-roving>
        ${this.renderWreck(G, legal)}
        ${this.renderBeach(G, legal)}
        ${G.revealed
          ? html`<div class="parrot-out" aria-label=${tr(t`The Parrot is out!`)}>${cardImage(tr, PARROT, 'card big')}<span>${tr(t`Squawk!`)}</span></div>`
          : nothing}
      </div>
      ${this.renderSet(G, legal)}
      ${this.renderHand(G, legal, seat)}
      ${G.events.length
        ? html`<ul part="news" class="news" aria-label=${tr(t`What happened by itself`)}>${G.events.slice(-3).map((e) => html`<li>${tr(e)}</li>`)}</ul>`
        : nothing}
    </div>`;
  }

  private renderCaptains(view: GameState<RumState>, legal: Move[]): TemplateResult {
    const G = view.G;
    const tr = (text: Text) => this.tr(text);
    const starts = new Map(legal.filter((m) => m.type === 'startSet').map((m) => [m.colour as number, m]));
    return html`<section part="captains" class="captains" aria-label=${tr(t`Captain Cards and the Castaway Clock`)} data-roving>
      ${G.captains.map((captain, c) => {
        const owner = captain.owner === null ? tr(t`the Game`) : this.nameOf(captain.owner);
        const body = html`<span class="captain-card c${c}" aria-hidden="true" style=${`--c: ${colourOf(c).fill}; --ink: ${colourOf(c).ink}`}>
          <span class="value" data-text=${tr(captain.value)}></span>
          <svg class="hat" viewBox="0 0 60 56" aria-hidden="true" focusable="false">
            <path d="M4 20 Q30 -6 56 20 Q30 13 4 20 Z" fill="#2b2b2b" />
            <circle cx="30" cy="11" r="3" fill="#fff" />
            ${bottle(c, 30, 55, 33)}
          </svg>
          <span class="owner ${captain.owner === null ? 'game' : ''}" data-text=${owner}></span>
        </span>`;
        const move = starts.get(c);
        const held = captain.owner === null;
        if (move) {
          const label = held
            ? t`Play a set for the ${captainName(c)} (now ${captain.value}, held by the Game)`
            : t`Play a set for the ${captainName(c)} (now ${captain.value}, held by ${seat(captain.owner!)})`;
          return this.moveButton(move, body, { label: tr(label), className: 'captain', part: 'captain' });
        }
        const label = held
          ? t`${captainName(c)}: ${captain.value}, held by the Game`
          : t`${captainName(c)}: ${captain.value}, held by ${seat(captain.owner!)}`;
        return html`<span part="captain" class="captain" role="img" aria-label=${tr(label)}>${body}</span>`;
      })}
      <span part="clock" class="clock" role="img" aria-label=${tr(G.clock >= 8 ? t`Castaway Clock at ${G.clock}: the Pirate Ship` : t`Castaway Clock at ${G.clock}: the Parrot makes you discard ${discardCount(G.clock)}`)}>${clockArt(tr, G.clock)}<span class="clock-caption" aria-hidden="true">${tr(G.clock >= 8 ? t`the Pirate Ship` : t`discard ${discardCount(G.clock)}`)}</span></span>
    </section>`;
  }

  private renderWreck(G: RumState, legal: Move[]): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    const draw = legal.find((m) => m.type === 'drawWreck');
    const n = G.wreck.length;
    const pile = html`<span class="pile" aria-hidden="true" style=${`--n: ${Math.min(n, 6)}`}>${Array.from({ length: Math.min(n, 6) }, (_, i) => html`<span class="card back" style=${`--i: ${i}`}></span>`)}</span>
      <span class="pile-label" data-text=${tr(t`Shipwreck · ${n}`)}></span>`;
    return html`<div part="shipwreck" class="shipwreck">
      ${draw
        ? this.moveButton(draw, pile, { label: tr(plural(n, 'Draw a card from the Shipwreck (# card)', 'Draw a card from the Shipwreck (# cards)')), className: 'wreck-button' })
        : html`<span class="wreck-button" role="img" aria-label=${tr(plural(n, 'The Shipwreck: # face-down card', 'The Shipwreck: # face-down cards'))}>${pile}</span>`}
    </div>`;
  }

  private renderBeach(G: RumState, legal: Move[]): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    return html`<div part="beach" class="beach" role="group" aria-label=${tr(t`The Beach`)}>
      ${G.beach.map((slot, i) => {
        const draw = legal.find((m) => m.type === 'drawBeach' && m.slot === i);
        const add = legal.find((m) => m.type === 'addBeach' && m.slot === i);
        const used = G.pending?.beach.includes(i) ?? false;
        const n = i + 1;
        if (slot === null) return html`<span class="slot empty" role="img" aria-label=${tr(t`Beach slot ${n}: empty`)}></span>`;
        const picture = html`${cardImage(tr, slot.up ? slot.id : 'hidden', 'card')}${used ? html`<span class="in-set">${tr(t`in set`)} ✓</span>` : nothing}`;
        if (add) {
          const c = G.pending!.colour;
          return this.moveButton(add, picture, { label: tr(t`Add the single ${colourName(c)} ${colourOf(c).glyph} bottle of Beach slot ${n} to your set`), className: 'slot', part: 'beach-card' });
        }
        if (draw) {
          const label = !slot.up ? t`Take the face-down card from Beach slot ${n}` : t`Take the ${cardName(slot.id)} from Beach slot ${n}`;
          return this.moveButton(draw, picture, { label: tr(label), className: 'slot', part: 'beach-card' });
        }
        const label = !slot.up
          ? used ? t`Beach slot ${n}: a face-down card, in your set` : t`Beach slot ${n}: a face-down card`
          : slot.id === PARROT ? t`Beach slot ${n}: the Parrot`
            : used ? t`Beach slot ${n}: the ${cardName(slot.id)}, in your set` : t`Beach slot ${n}: the ${cardName(slot.id)}`;
        return html`<span part="beach-card" class="slot ${used ? 'used' : ''}" role="img" aria-label=${tr(label)}>${picture}</span>`;
      })}
    </div>`;
  }

  private renderSet(G: RumState, legal: Move[]): TemplateResult | typeof nothing {
    const tr = (text: Text) => this.tr(text);
    const set = G.pending;
    const done = legal.find((m) => m.type === 'done');
    if (!set) {
      return done
        ? html`<div part="set" class="set-area">${this.moveButton(done, html`${tr(t`End turn`)}`, { label: tr(t`End turn`), className: 'action primary', marker: false })}</div>`
        : nothing;
    }
    const claim = legal.find((m) => m.type === 'claim');
    const cancel = legal.find((m) => m.type === 'cancel');
    const info = evaluateSet(G, set.colour, set.cards, set.beach);
    const captain = G.captains[set.colour]!;
    const name = captainName(set.colour);
    const size = info.trio
      ? plural(info.bottles, '# bottle — Rum Trio!', '# bottles — Rum Trio!')
      : plural(info.bottles, '# bottle', '# bottles');
    return html`<section part="set" class="set-area" aria-label=${tr(t`Your set for the ${name}`)}>
      <p class="set-title">${tr(t`Set for the ${name} ${colourOf(set.colour).glyph} (now ${captain.value}):`)}
        <strong>${tr(size)}</strong></p>
      <div class="set-cards">
        ${set.cards.map((id) => (isRumCard(id) ? cardImage(tr, id, 'card', bottlesFor(id, set.colour) === 2) : cardImage(tr, 'hidden')))}
        ${set.beach.map((i) => html`<span class="beach-ref">${tr(t`+1 from Beach ${i + 1}`)}</span>`)}
      </div>
      <div class="set-actions">
        ${claim ? this.moveButton(claim, html`${tr(t`Play the set: ${name} at ${info.value}`)}`, { label: tr(plural(info.bottles, 'Play the set: {1} at {2} (# {0} bottle)', 'Play the set: {1} at {2} (# {0} bottles)', colourName(set.colour), name, info.value)), className: 'action primary', marker: false }) : nothing}
        ${cancel ? this.moveButton(cancel, html`${tr(t`Take the set back`)}`, { label: tr(t`Take the set back`), className: 'action', marker: false }) : nothing}
      </div>
    </section>`;
  }

  private renderHand(G: RumState, legal: Move[], seat: Seat | null): TemplateResult | typeof nothing {
    if (seat === null) return nothing;
    const tr = (text: Text) => this.tr(text);
    const hand = G.hands[seat] ?? [];
    const adds = new Map(legal.filter((m) => m.type === 'addCard').map((m) => [m.card as string, m]));
    const discards = new Map(legal.filter((m) => m.type === 'discard').map((m) => [m.card as string, m]));
    const inSet = new Set(G.pending && G.pending.cards.every(isRumCard) ? G.pending.cards : []);
    return html`<section part="hand" class="hand-area" aria-label=${tr(t`Your hand`)}>
      <h3 class="section-title">${tr(plural(points(G, seat), 'Your hand · # point', 'Your hand · # points'))}</h3>
      <div class="hand" data-roving>
        ${hand.length === 0 ? html`<p class="empty-hand">${tr(t`No cards`)}</p>` : nothing}
        ${hand.filter((id) => !inSet.has(id)).map((id) => {
          const add = adds.get(id);
          const discard = discards.get(id);
          if (add) {
            const c = G.pending!.colour;
            const bottles = bottlesFor(id, c);
            const label = plural(bottles, 'Add the {0} to your set: # {1} {2} bottle', 'Add the {0} to your set: # {1} {2} bottles', cardName(id), colourName(c), colourOf(c).glyph);
            return this.moveButton(add, cardImage(tr, id, 'card', bottles === 2), { label: tr(label), className: 'hand-card', part: 'hand-card' });
          }
          if (discard) return this.moveButton(discard, cardImage(tr, id), { label: tr(t`Discard the ${cardName(id)}`), className: 'hand-card discard', part: 'hand-card' });
          return html`<span part="hand-card" class="hand-card">${cardImage(tr, id)}</span>`;
        })}
      </div>
    </section>`;
  }
}
