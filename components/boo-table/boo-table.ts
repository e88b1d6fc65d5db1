import { html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import {
  booCompiled,
  cardDef,
  cellPlace,
  cellPos,
  colourName,
  COLOUR_OF,
  directionOf,
  facingVector,
  holdWords,
  isHorizontal,
  layWords,
  occupancy,
  readyScares,
  score,
  sectionAt,
  type BooState,
  type Colour,
  type Placed,
  type Section,
} from '../../machines/boo/index.js';
import { translations } from '../../machines/boo/translations.js';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import type { LogEntry } from '../../src/engine/match.js';
import { list, plural, seat as seatRef, t, type Message, type Text } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import { styles } from './boo-table.styles.js';
import { tableTranslations } from './translations.js';

/** Degrees to turn the facing marker for a direction. */
const ANGLE = (dx: number, dy: number): number => (dx === 1 ? 0 : dy === 1 ? 90 : dx === -1 ? 180 : 270);

/**
 * One square section as SVG: a ghost, a tombstone, or nothing. A ghost is drawn small at the back
 * of its square with a big block arrow in front of it, to the square's edge, pointing the way it
 * looks (its eyes look that way too): the heart of the game, readable at a glance.
 */
function sectionArt(s: Section, rot: number): SVGTemplateResult {
  if (s.kind === 'empty') return svg``;
  if (s.kind === 'tomb') {
    return svg`<path d="M11 35 V17 a9 9 0 0 1 18 0 V35 Z" class="tomb" />
      <path d="M20 16 V28 M15.5 20.5 H24.5" class="tomb-cross" />
      <path d="M7 35.5 H33" class="ground" />`;
  }
  const [dx, dy] = facingVector(rot, s.facing);
  const ex = dx * 1.6;
  const ey = dy * 1.6;
  // The ghost sits back from the way it looks, the arrow fills the half of the square in front.
  const gx = -dx * 7;
  const gy = -dy * 7;
  return svg`<g class=${`ghost ${s.colour}`} data-looks=${directionOf([dx, dy])}>
    <g transform=${`translate(${gx} ${gy}) translate(20 20) scale(0.72) translate(-20 -20)`}>
      <path d="M9 35 V17 a11 11 0 0 1 22 0 V35 l-3.7 -3.4 -3.6 3.4 -3.7 -3.4 -3.7 3.4 -3.6 -3.4 Z" class="body" />
      <circle cx="15.5" cy="17" r="3.6" class="eye" /><circle cx="24.5" cy="17" r="3.6" class="eye" />
      <circle cx=${15.5 + ex} cy=${17 + ey} r="1.9" class="pupil" /><circle cx=${24.5 + ex} cy=${17 + ey} r="1.9" class="pupil" />
    </g>
    <g transform=${`rotate(${ANGLE(dx, dy)} 20 20)`}><path d="M21 15 H28 V7.5 L39 20 L28 32.5 V25 H21 Z" class="arrow" /></g>
  </g>`;
}

/** A ghost in words, a whole text for each colour and the way it looks. */
const GHOST_WORDS: Record<Colour, Record<'up' | 'down' | 'left' | 'right', Message>> = {
  black: { up: t`black ghost looking up`, down: t`black ghost looking down`, left: t`black ghost looking left`, right: t`black ghost looking right` },
  white: { up: t`white ghost looking up`, down: t`white ghost looking down`, left: t`white ghost looking left`, right: t`white ghost looking right` },
};

function sectionWords(s: Section, rot: number): Message {
  if (s.kind === 'empty') return t`empty square`;
  if (s.kind === 'tomb') return t`tombstone`;
  return GHOST_WORDS[s.colour][directionOf(facingVector(rot, s.facing))];
}

/** A section with where it is on the card: "left tombstone", "middle white ghost looking down" … */
function placedSection(p: Placed, cell: number): Message {
  const s = sectionWords(sectionAt(p, cell), p.rot);
  if (cell === 1) return t`middle ${s}`;
  if (isHorizontal(p.rot)) return cell === 0 ? t`left ${s}` : t`right ${s}`;
  return cell === 0 ? t`top ${s}` : t`bottom ${s}`;
}

/** Words for a whole laid card, for screen readers. */
function cardWords(p: Placed): Message {
  const owner = cardDef(p.id).owner;
  const lines = owner === 'gate' ? t`green-lined gate card` : owner === 'black' ? t`black-lined card` : t`white-lined card`;
  const cells = list([0, 1, 2].map((i) => placedSection(p, i)));
  return isHorizontal(p.rot) ? t`${lines}, lying across: ${cells}` : t`${lines}, standing up: ${cells}`;
}

/** A card drawn as three square sections, lying across or standing up, with its lines' colour. */
function cardFace(p: Placed, className = ''): TemplateResult {
  const owner = cardDef(p.id).owner;
  return html`<span class=${`card ${isHorizontal(p.rot) ? 'across' : 'upright'} lines-${owner} ${className}`} data-card=${p.id}>
    ${[0, 1, 2].map(
      (i) => html`<span class="section"><svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">${sectionArt(sectionAt(p, i), p.rot)}</svg></span>`,
    )}
  </span>`;
}

/**
 * BOO, the two-player battle for the graveyard (Pack O Game): lay one ghost card a turn against
 * the Graveyard Gate and the cards already there, then let every ghost on it scare the first ghost
 * of the other colour it looks at — unless that ghost looks straight back — flipping the scared
 * ghost's card over. Most face-up ghosts of your colour wins.
 *
 * @summary The BOO game table.
 *
 * @event tt-move - A move was made. `detail: { move, entry }`.
 * @event tt-phase - The game entered another phase (`play.hold`, `play.lay`, `play.scare`, `over`). `detail: { phase }`.
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason, text }` (reason in English, text to show in the table's language).
 * @event tt-game-over - Every card is in the graveyard and the ghosts are counted. `detail: { result }`.
 *
 * @slot rules - Rules text for the Rules dialog, instead of the built-in summary.
 *
 * @csspart trays - The two players' hands and decks.
 * @csspart tray - One player's hand card and deck.
 * @csspart hold-options - The eight ways to hold the card in hand (side and turn).
 * @csspart hold-option - One way to hold the card (a move button).
 * @csspart graveyard - The playing area with the gate and every card laid.
 * @csspart card - A card in the graveyard.
 * @csspart spot - A square where the held card's middle may go (a move button).
 * @csspart scare - A ghost of the active card that may scare next (a move button).
 * @csspart target - The ghost a pending scare would flip.
 * @csspart move - Every control that makes a move (see the base class for the other parts).
 *
 * @cssproperty --boo-card - Colour of the card faces.
 * @cssproperty --boo-night - Colour of the graveyard.
 * @cssproperty [--tt-legal=#ffd54a] - Highlight of legal targets.
 * @cssproperty [--tt-felt=#2a1f47] - Colour of the playing area.
 * @cssproperty [--tt-felt-edge=#140e26] - Colour of the playing area's rim.
 */
export class BooTable extends GameTable<BooState> {
  static override styles = [...GameTable.styles, styles];
  static override game = booCompiled;
  /** Hands and the top cards of the decks are open to both players: nothing to hide between turns. */
  static override privateInfo = false;
  static override translations = [translations, tableTranslations];

  protected override scoreLabel: Text = t`Ghosts`;

  protected override seatSummary(view: GameState<BooState>, seat: Seat): Text {
    const n = score(view.G, COLOUR_OF[seat]!);
    return COLOUR_OF[seat] === 'black' ? plural(n, 'black · # ghost showing', 'black · # ghosts showing') : plural(n, 'white · # ghost showing', 'white · # ghosts showing');
  }

  /**
   * What just happened: the last move, and every scare it set off in words — whose ghost scared
   * whose, where, and the ghosts showing now.
   */
  protected override happened(view: GameState<BooState>, last: LogEntry | undefined): Text | null {
    if (!last) return null;
    const said = this.tr(t`${seatRef(last.move.seat)} ${last.message}.`);
    const G = view.G;
    if ((last.move.type !== 'place' && last.move.type !== 'scare') || G.active === null || G.scared.length === 0) return said;
    const active = G.board[G.active]!;
    const scares = G.scared.map(({ cell, card, target }) => {
      const [x, y] = cellPos(active, cell);
      const [tx, ty] = cellPos(G.board[card]!, target);
      const by = sectionAt(active, cell);
      const black = by.kind === 'ghost' && by.colour === 'black';
      return black
        ? t`Boo! ${seatRef(0)}'s black ghost at column ${x}, row ${y} scared ${seatRef(1)}'s white ghost at column ${tx}, row ${ty}: its card flipped over.`
        : t`Boo! ${seatRef(1)}'s white ghost at column ${x}, row ${y} scared ${seatRef(0)}'s black ghost at column ${tx}, row ${ty}: its card flipped over.`;
    });
    const showing = t`Ghosts showing: ${seatRef(0)} ${score(G, 'black')}, ${seatRef(1)} ${score(G, 'white')}.`;
    return [said, ...scares, showing].map((text) => this.tr(text)).join(' ');
  }

  /** The graveyard's size when it was last centred: it is centred again only when that changes. */
  private centredFor = '';

  /** A graveyard wider than the screen starts centred on the cards (the gate), not at its left edge. */
  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const wrap = this.renderRoot.querySelector<HTMLElement>('.graveyard-wrap');
    if (!wrap) return;
    const size = `${wrap.style.cssText}|${wrap.clientWidth}`;
    if (size === this.centredFor) return;
    this.centredFor = size;
    wrap.scrollLeft = (wrap.scrollWidth - wrap.clientWidth) / 2;
    wrap.scrollTop = (wrap.scrollHeight - wrap.clientHeight) / 2;
  }

  protected override turnHint(view: GameState<BooState>, legal: Move[]): Text {
    if (legal.some((m) => m.type === 'hold')) return t`Choose which side of your card is up and how it is turned.`;
    if (legal.some((m) => m.type === 'place')) return t`Lay your card: pick a marked square for its middle (undo to hold it another way).`;
    if (legal.some((m) => m.type === 'scare')) return t`Several ghosts can scare: choose which one scares next.`;
    return view.ctx.over ? '' : t`Waiting for the other player.`;
  }

  protected override renderRules(): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    return html`<ol class="rules">
      <li><strong>${tr(t`Goal`)}</strong>: ${tr(t`show as many ghosts of your colour (black or white) as possible when all cards are laid.`)}</li>
      <li><strong>${tr(t`The gate`)}</strong>: ${tr(t`the six green Graveyard Gate cards start in the middle. Each player has 12 cards; the card in hand and the top card of each deck are open to everyone.`)}</li>
      <li><strong>${tr(t`Your turn`)}</strong>: ${tr(t`lay your card in the graveyard, either side up, lying across or standing up. At least one square must touch a square side of a card already there, and it must never cover a card.`)}</li>
      <li><strong>${tr(t`Scares`)}</strong>: ${tr(t`then every ghost on the card you laid scares: it looks the way it faces (the arrow), through empty squares, gaps and ghosts of its own colour, to the first tombstone or ghost of the other colour. A ghost of the other colour that is not looking straight back is scared: its card flips over in place — its ghosts change colour and look the other way.`)}</li>
      <li><strong>${tr(t`Every scare`)}</strong>: ${tr(t`every possible scare must happen, including scares by ghosts of your opponent's colour on your card. When several ghosts can scare, you choose the order; a ghost whose view opens up after a flip must scare too. Each ghost scares at most once.`)}</li>
      <li><strong>${tr(t`The end`)}</strong>: ${tr(t`draw your next card. When both players have laid all 12 cards, count the ghosts of your colour showing in the whole graveyard: most wins; a tie goes to the start player (black).`)}</li>
    </ol>`;
  }

  protected override renderTable(view: GameState<BooState>, legal: Move[]): TemplateResult {
    return html`<div class="boo">
      ${this.renderTrays(view, legal)}
      ${this.renderGraveyard(view, legal)}
    </div>`;
  }

  /** A tray in words: whose, which colour, the card in hand and the deck. */
  private trayLabel(s: Seat, colour: Colour, inHand: boolean, deck: number): Message {
    const who = seatRef(s);
    if (colour === 'black') {
      return inHand
        ? plural(deck, '{0} (black): one card in hand, # card in the deck', '{0} (black): one card in hand, # cards in the deck', who)
        : plural(deck, '{0} (black): no card in hand, # card in the deck', '{0} (black): no card in hand, # cards in the deck', who);
    }
    return inHand
      ? plural(deck, '{0} (white): one card in hand, # card in the deck', '{0} (white): one card in hand, # cards in the deck', who)
      : plural(deck, '{0} (white): no card in hand, # card in the deck', '{0} (white): no card in hand, # cards in the deck', who);
  }

  private renderTrays(view: GameState<BooState>, legal: Move[]): TemplateResult {
    const G = view.G;
    const tr = (text: Text) => this.tr(text);
    const holds = legal.filter((m) => m.type === 'hold') as (Move & { rot: 0 | 1 | 2 | 3; side: 0 | 1 })[];
    return html`<section part="trays" class="trays" aria-label=${tr(t`Hands and decks`)}>
      ${G.hands.map((hand, s) => {
        const deck = G.decks[s] ?? [];
        const top = deck[deck.length - 1];
        const colour = COLOUR_OF[s]!;
        const acting = view.ctx.active.includes(s) && !view.ctx.over;
        const held = acting && G.held && hand ? G.held : null;
        return html`<div part="tray" class=${`tray ${colour} ${acting ? 'acting' : ''}`} role="group" aria-label=${tr(this.trayLabel(s, colour, hand !== null, deck.length))}>
          <p class="tray-title"><span class=${`chip ${colour}`} aria-hidden="true"></span>${this.nameOf(s)} · ${tr(colourName(colour))}</p>
          <div class="tray-cards">
            <div class="hand">
              <span class="label">${tr(t`Hand`)}</span>
              ${hand
                ? held
                  ? html`<span class="held" role="img" aria-label=${tr(t`Held ${holdWords(held.side, held.rot)}: ${cardWords({ id: hand, x: 0, y: 0, ...held })}`)}>${cardFace({ id: hand, x: 0, y: 0, ...held }, 'small')}</span>`
                  : html`<span class="sides">
                      ${([0, 1] as const).map((side) => {
                        const words = cardWords({ id: hand, x: 0, y: 0, rot: 0, side });
                        return html`<span role="img" aria-label=${tr(side === 0 ? t`front: ${words}` : t`back: ${words}`)}>${cardFace({ id: hand, x: 0, y: 0, rot: 0, side }, 'small')}</span>`;
                      })}
                    </span>`
                : html`<span class="none">—</span>`}
            </div>
            <div class="deck">
              <span class="label">${tr(t`Deck ${deck.length}`)}</span>
              ${top && top !== 'hidden'
                ? html`<span class="stack" role="img" aria-label=${tr(t`Top of the deck: ${cardWords({ id: top, x: 0, y: 0, rot: 0, side: 0 })}`)} style=${`--depth: ${Math.min(deck.length, 6)}`}>${cardFace({ id: top, x: 0, y: 0, rot: 0, side: 0 }, 'small')}</span>`
                : html`<span class="none">${tr(t`empty`)}</span>`}
            </div>
          </div>
          ${holds.length && hand && acting
            ? html`<div part="hold-options" class="hold-options" role="group" aria-label=${tr(t`Hold your card`)} data-roving>
                ${holds.map((m) => {
                  const p: Placed = { id: hand, x: 0, y: 0, rot: m.rot, side: m.side };
                  return this.moveButton(m, cardFace(p, 'small'), {
                    label: t`Hold the card ${holdWords(m.side, m.rot)}: ${list([0, 1, 2].map((i) => sectionWords(sectionAt(p, i), p.rot)))}`,
                    className: 'hold-option',
                    part: 'hold-option',
                  });
                })}
              </div>`
            : nothing}
        </div>`;
      })}
    </section>`;
  }

  /** A laid card in words: whether it is the active one or flipped this turn, what it shows, where it lies. */
  private laidLabel(p: Placed, active: boolean, flipped: boolean): Message {
    const words = cardWords(p);
    if (active && flipped) return t`Active card (laid last), flipped this turn — ${words}; at column ${p.x}, row ${p.y}`;
    if (active) return t`Active card (laid last) — ${words}; at column ${p.x}, row ${p.y}`;
    if (flipped) return t`Flipped this turn — ${words}; at column ${p.x}, row ${p.y}`;
    return t`${words}; at column ${p.x}, row ${p.y}`;
  }

  private renderGraveyard(view: GameState<BooState>, legal: Move[]): TemplateResult {
    const G = view.G;
    const tr = (text: Text) => this.tr(text);
    const occ = occupancy(G.board);
    const places = legal.filter((m) => m.type === 'place') as (Move & { x: number; y: number })[];
    // Room round the cards: two squares while a card is being laid (a card's middle may go two
    // squares off), none otherwise, so the graveyard fits a phone whenever it can.
    const margin = places.length > 0 ? 2 : 0;
    const minX = occ.minX - margin;
    const minY = occ.minY - margin;
    const cols = occ.maxX - occ.minX + 1 + 2 * margin;
    const rows = occ.maxY - occ.minY + 1 + 2 * margin;
    // The square's size is the stylesheet's: as big as fits the width, between a target's size and 46 px.
    const pos = (x: number, y: number) => `left: calc(var(--cell) * ${x - minX}); top: calc(var(--cell) * ${y - minY});`;
    const scares = legal.filter((m) => m.type === 'scare') as (Move & { cell: number })[];
    const ready = G.active !== null && G.pending.length > 0 ? readyScares(G) : [];
    const flippedNow = new Set(G.flipped);
    const hand = G.hands[view.ctx.current];
    // On a phone under a finger the graveyard may be wider than the screen: it pans (scroll bars,
    // the arrows once it has the focus), starting centred on the cards.
    return html`<section part="graveyard" class="graveyard-wrap" aria-label=${tr(t`The graveyard`)} tabindex="0" data-pan style=${`--cols: ${cols}; --rows: ${rows};`}>
      <div class="graveyard" data-roving>
        ${G.board.map((p, i) => {
          const [x, y] = cellPos(p, 0);
          const tags = [i < 6 ? 'gate' : '', i === G.active ? 'active' : '', flippedNow.has(i) ? 'flipped' : ''].filter(Boolean).join(' ');
          return html`<div part="card" class=${`laid ${tags}`} style=${pos(x, y)} role="img" aria-label=${tr(this.laidLabel(p, i === G.active, flippedNow.has(i)))}>
            ${cardFace(p)}${flippedNow.has(i) ? html`<span class="flip-badge" aria-hidden="true">↻</span>` : nothing}
          </div>`;
        })}
        ${ready.map((r) => {
          const [x, y] = cellPos(G.board[r.card]!, r.target);
          return html`<span part="target" class="target" style=${pos(x, y)} aria-hidden="true">!</span>`;
        })}
        ${places.map((m) => {
          const held = G.held!;
          const [cx, cy] = cellPos({ x: m.x, y: m.y, rot: held.rot }, 1);
          const preview: Placed = { id: hand ?? 'g1', x: m.x, y: m.y, rot: held.rot, side: held.side };
          return this.moveButton(
            m,
            html`<span class=${`preview ${isHorizontal(held.rot) ? 'across' : 'upright'}`} aria-hidden="true">${cardFace(preview)}</span>`,
            {
              label: t`Lay the card ${layWords(held.rot)} with its middle at column ${cx}, row ${cy}`,
              className: 'spot',
              part: 'spot',
              style: pos(cx, cy),
              marker: false,
            },
          );
        })}
        ${scares.map((m) => {
          const active = G.board[G.active!]!;
          const [x, y] = cellPos(active, m.cell);
          const s = sectionAt(active, m.cell);
          const target = ready.find((r) => r.cell === m.cell);
          const [tx, ty] = target ? cellPos(G.board[target.card]!, target.target) : [x, y];
          const where = cellPlace(active.rot, m.cell);
          // The label starts with the button's visible word.
          const label = s.kind === 'ghost' && s.colour === 'white'
            ? t`Boo! Let the white ghost ${where} scare the ghost at column ${tx}, row ${ty}`
            : t`Boo! Let the black ghost ${where} scare the ghost at column ${tx}, row ${ty}`;
          return this.moveButton(m, html`<span class="scare-mark" aria-hidden="true">${tr(t`Boo!`)}</span>`, {
            label,
            className: 'scare',
            part: 'scare',
            style: pos(x, y),
          });
        })}
      </div>
    </section>`;
  }
}

export type { Colour };
