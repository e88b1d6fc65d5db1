import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import {
  ADVANCED_KINDS,
  HIDDEN,
  KINDS,
  building,
  constructionZoneCompiled,
  kindCounts,
  kindName,
  kindOf,
  targetFor,
  tops,
  type Building,
  type Kind,
  type ZoneState,
} from '../../machines/construction-zone/index.js';
import { translations } from '../../machines/construction-zone/translations.js';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import { list, plural, seat as seatRef, t, type Text } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import { styles } from './construction-zone-table.styles.js';
import { tableTranslations } from './translations.js';

type Tr = (text: Text) => string;

/** A small picture of each kind of resource: a brick wall, a sheet of paper, a crane, a hard hat. */
function kindArt(kind: Kind): SVGTemplateResult {
  if (kind === 'm1' || kind === 'm3') {
    return svg`<rect x="2" y="5" width="20" height="14" rx="1.5" fill="#c4552d" stroke="#5a2210" stroke-width="1.2" />
      <path d="M2 12 H22 M9 5 V12 M16 5 V12 M6 12 V19 M13 12 V19 M19 12 V19" stroke="#f3d6c8" stroke-width="1.1" />`;
  }
  if (kind === 'p1' || kind === 'p3') {
    return svg`<path d="M5 2 H15 L20 7 V22 H5 Z" fill="#f7f3e4" stroke="#3d3a2e" stroke-width="1.2" />
      <path d="M15 2 V7 H20" fill="none" stroke="#3d3a2e" stroke-width="1.1" /><path d="M8 11 H17 M8 14 H17 M8 17 H14" stroke="#3d3a2e" stroke-width="1.1" />`;
  }
  if (kind === 'crane') {
    return svg`<path d="M6 22 V4 M6 4 H21 M6 8 L10 4 M16 4 V12" fill="none" stroke="#8a6a00" stroke-width="2" />
      <path d="M3 22 H11" stroke="#3d3a2e" stroke-width="2" /><path d="M14 12 H18 V15 H14 Z" fill="#3d3a2e" />`;
  }
  return svg`<path d="M4 15 A8 8 0 0 1 20 15 Z" fill="#e8a317" stroke="#5a4000" stroke-width="1.2" />
    <path d="M2 15 H22 V17.5 H2 Z" fill="#e8a317" stroke="#5a4000" stroke-width="1.2" /><path d="M12 7 V12" stroke="#5a4000" stroke-width="1.4" />`;
}

/** The value printed on a card ("1", "3") or its word's first letter for cranes and workforce. */
const CORNER: Record<Kind, string> = { m1: '1', p1: '1', m3: '3', p3: '3', crane: '', work: '' };

/** The value printed on a card, drawn as a path (not text: a button's visible text stays its label's). */
const DIGIT: Record<string, string> = {
  '1': 'M27 8 L30 5 V19',
  '3': 'M26 5 H33 L29.5 10.5 A4.3 4.3 0 1 1 26 17.5',
};

/**
 * A resource card as a chip: its picture and its value, with its name for screen readers; `count`
 * adds "×n" beside it (never inside a move button, whose visible text must be its label's).
 */
function chip(tr: Tr, kind: Kind, count = 1, extra = ''): TemplateResult {
  const name = tr(kindName(kind));
  const value = CORNER[kind];
  const width = 24 + (value ? 12 : 0);
  return html`<span class=${`chip kind-${kind} ${extra}`} role="img" aria-label=${count > 1 ? `${name} ×${count}` : name} data-kind=${kind} style=${`--w: ${width}`}>
    <svg class="art" viewBox=${`0 0 ${width} 24`} aria-hidden="true" focusable="false">${kindArt(kind)}${value ? svg`<path d=${DIGIT[value]!} class="digit" />` : nothing}</svg>${count > 1 ? html`<span class="times" aria-hidden="true">×${count}</span>` : nothing}
  </span>`;
}

/** A face-down card (another player's dealt card, the draw pile). */
const back = (tr: Tr): TemplateResult => html`<span class="chip back" role="img" aria-label=${tr(t`a hidden card`)}><svg class="art" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M8 8 A4 4 0 1 1 12 12 V15 M12 18 V19.5" class="digit" /></svg></span>`;

/** A building's requirements in words: "2 building materials, 1 paperwork and 1 crane". */
function needText(b: Building): Text {
  const parts: Text[] = [];
  if (b.materials) parts.push(plural(b.materials, '# building material', '# building materials'));
  if (b.paperwork) parts.push(plural(b.paperwork, '# paperwork', '# paperwork'));
  if (b.crane) parts.push(plural(b.crane, '# crane', '# cranes'));
  if (b.work) parts.push(plural(b.work, '# workforce', '# workforce'));
  return list(parts);
}

/** A building's requirements as pictures with numbers. */
function needArt(tr: Tr, b: Building): TemplateResult {
  const item = (kind: Kind, n: number) => (n ? html`<span class="need"><svg class="art" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${kindArt(kind)}</svg><b>${tr(n)}</b></span>` : nothing);
  return html`<span class="needs" aria-hidden="true">${item('m1', b.materials)}${item('p1', b.paperwork)}${item('crane', b.crane)}${item('work', b.work)}</span>`;
}

/** Kinds of a list, counted, in the canonical order. */
const grouped = (kinds: readonly Kind[]): [Kind, number][] => KINDS.map((k) => [k, kinds.filter((x) => x === k).length] as [Kind, number]).filter(([, n]) => n > 0);

/**
 * Construction Zone, the building race for 2–4 players: take two cards from the pool each turn,
 * exchange two cards for an advanced one, and construct one of the three top buildings; the first
 * to the target (10 / 7 / 5 buildings) wins.
 *
 * @summary The Construction Zone game table.
 *
 * @event tt-move - A move was made. `detail: { move, entry }`.
 * @event tt-phase - The game entered another phase (`play.draw`, `play.build`, `over`). `detail: { phase }`.
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason, text }` (reason in English, text to show in the table's language).
 * @event tt-game-over - A player reached the target (or the table was blocked). `detail: { result }`.
 *
 * @slot rules - Rules text for the Rules dialog, instead of the built-in summary.
 *
 * @csspart piles - The three building piles.
 * @csspart pile - One building pile with its top building.
 * @csspart construct - A control that constructs the top building of a pile with one payment.
 * @csspart pool - The draw pool, the draw pile and the discard pile.
 * @csspart take - A control that takes a card from the pool.
 * @csspart supply - The four advanced resource piles.
 * @csspart hand - The cards in your hand.
 * @csspart exchange - A control that exchanges two cards for an advanced card.
 * @csspart end - The control that ends the turn.
 * @csspart sites - Every player's buildings and hand size.
 * @csspart site - One player's buildings.
 * @csspart move - Every control that makes a move (see the base class for the other parts).
 *
 * @cssproperty --cz-card-face - Colour of the card faces.
 * @cssproperty [--tt-felt=#d8d2c0] - Colour of the table.
 * @cssproperty [--tt-legal=#1f6fd1] - Highlight of the legal targets.
 * @cssproperty [--tt-felt-edge=#a89f86] - Colour of the playing area's rim.
 * @cssproperty [--tt-felt-text=#26231b] - Text colour on the felt.
 */
export class ConstructionZoneTable extends GameTable<ZoneState> {
  static override styles = [...GameTable.styles, styles];
  static override game = constructionZoneCompiled;
  /** Hands are secret: hotseat play puts a curtain between turns. */
  static override privateInfo = true;
  static override translations = [translations, tableTranslations];

  protected override scoreLabel: Text = t`Buildings`;

  protected override seatSummary(view: GameState<ZoneState>, seat: Seat): Text {
    const built = view.G.built[seat]?.length ?? 0;
    const cards = view.G.hands[seat]?.length ?? 0;
    return t`${plural(built, '# of {0} buildings', '# of {0} buildings', targetFor(view.ctx.players))} · ${plural(cards, '# card', '# cards')}`;
  }

  protected override turnHint(view: GameState<ZoneState>, legal: Move[]): Text {
    const G = view.G;
    if (legal.some((m) => m.type === 'take')) return G.taken === 0 ? t`Take a card from the pool (first of two).` : t`Take a second card from the pool.`;
    if (legal.some((m) => m.type === 'construct')) return G.exchanged ? t`Construct one of the top buildings, or end your turn.` : t`Exchange two cards for an advanced card, construct one of the top buildings, or end your turn.`;
    if (legal.some((m) => m.type === 'exchange')) return t`No top building is within reach: exchange two cards for an advanced card, or end your turn.`;
    if (legal.some((m) => m.type === 'end')) return t`End your turn.`;
    return '';
  }

  protected override renderRules(): TemplateResult {
    const tr: Tr = (text) => this.tr(text);
    return html`<ol class="rules">
      <li><strong>${tr(t`Goal`)}</strong>: ${tr(t`be the first to construct 10 buildings with 2 players, 7 with 3, 5 with 4.`)}</li>
      <li><strong>${tr(t`Cards`)}</strong>: ${tr(t`building materials and paperwork worth 1 (the draw pile) or 3, cranes and workforce (the advanced piles, face up).`)}</li>
      <li><strong>${tr(t`1. Draw`)}</strong>: ${tr(t`you must take two cards from the pool; it is refilled from the draw pile.`)}</li>
      <li><strong>${tr(t`2. Exchange`)}</strong>: ${tr(t`you may give any two cards of your hand for one advanced card of your choice (once a turn).`)}</li>
      <li><strong>${tr(t`3. Construct`)}</strong>: ${tr(t`you may construct one of the three top buildings, paying what it needs; overpaying is allowed but the surplus is lost.`)}</li>
      <li><strong>${tr(t`Discards`)}</strong>: ${tr(t`every card paid or given goes to one discard pile; when the draw pile runs out it is shuffled into a new one, so advanced cards reach the pool.`)}</li>
    </ol>
    <h3>${tr(t`Symbols`)}</h3>
    <ul class="legend">${KINDS.map((k) => html`<li>${chip(tr, k)} ${tr(kindName(k))}</li>`)}</ul>`;
  }

  protected override renderTable(view: GameState<ZoneState>, legal: Move[], seat: Seat | null): TemplateResult {
    return html`<div class="zone">
      ${this.renderPiles(view, legal)}
      <div class="middle">
        ${this.renderPool(view, legal)}
        ${this.renderSupply(view)}
      </div>
      ${this.renderHand(view, legal, seat)}
      ${this.renderSites(view, seat)}
    </div>`;
  }

  private renderPiles(view: GameState<ZoneState>, legal: Move[]): TemplateResult {
    const tr: Tr = (text) => this.tr(text);
    const G = view.G;
    return html`<section part="piles" class="piles" aria-label=${tr(t`Building piles`)}>
      ${tops(G).map((id, p) => {
        const left = G.piles[p]!.length;
        if (!id) return html`<div part="pile" class="pile empty" role="group" aria-label=${tr(t`Pile ${p + 1}: empty`)}><p>${tr(t`Empty`)}</p></div>`;
        const b = building(id);
        const builds = legal.filter((m) => m.type === 'construct' && m.pile === p);
        return html`<div part="pile" class=${`pile ${b.size}`} role="group" aria-label=${tr(t`Pile ${p + 1}, ${plural(left, '# building', '# buildings')}: ${b.name} needs ${needText(b)}`)}>
          <div class="building">
            <p class="b-name">${tr(b.name)}</p>
            ${needArt(tr, b)}
            <p class="b-left">${tr(plural(left, '# in pile', '# in pile'))}</p>
          </div>
          ${builds.length
            ? html`<div class="pays" role="group" data-roving aria-label=${tr(t`Ways to pay for the ${b.name}`)}>
                ${builds.map((m) => {
                  const pay = m.pay as Kind[];
                  return this.moveButton(m, html`<span class="pay-word">${tr(t`Build`)}</span>${pay.map((k) => chip(tr, k, 1, 'small'))}`, {
                    label: t`Build the ${b.name}, paying ${list(pay.map(kindName))}`,
                    className: 'pay',
                    part: 'construct',
                  });
                })}
              </div>`
            : nothing}
        </div>`;
      })}
    </section>`;
  }

  private renderPool(view: GameState<ZoneState>, legal: Move[]): TemplateResult {
    const tr: Tr = (text) => this.tr(text);
    const G = view.G;
    const takes = legal.filter((m) => m.type === 'take');
    const pool = grouped(G.pool.map(kindOf));
    const lastDiscard = G.discard[G.discard.length - 1];
    return html`<section part="pool" class="pool" aria-label=${tr(t`Draw pool: ${list(G.pool.map((id) => kindName(kindOf(id))))}`)}>
      <p class="section-title">${tr(t`Pool`)}</p>
      <div class="pool-cards" role="group" data-roving aria-label=${tr(t`Cards to take`)}>
        ${pool.length === 0 ? html`<span class="empty">${tr(t`The pool is empty`)}</span>` : nothing}
        ${pool.map(([k, n]) => {
          const take = takes.find((m) => m.kind === k);
          return take
            ? html`<span class="offer">${this.moveButton(take, chip(tr, k), { label: t`Take ${kindName(k)} from the pool`, className: 'take', part: 'take' })}${n > 1 ? html`<span class="times" aria-hidden="true">×${n}</span>` : nothing}</span>`
            : chip(tr, k, n);
        })}
      </div>
      <p class="piles-line">
        <span class="deck" role="group" aria-label=${tr(plural(G.draw.length, 'Draw pile: # card', 'Draw pile: # cards'))}>${back(tr)} <span aria-hidden="true">${tr(G.draw.length)}</span></span>
        <span class="deck" role="group" aria-label=${tr(lastDiscard ? plural(G.discard.length, 'Discard pile: # card, {0} on top', 'Discard pile: # cards, {0} on top', kindName(kindOf(lastDiscard))) : t`Discard pile: empty`)}>
          ${lastDiscard ? chip(tr, kindOf(lastDiscard)) : html`<span class="chip none" aria-hidden="true">–</span>`} <span aria-hidden="true">${tr(t`discards`)} ${tr(G.discard.length)}</span>
        </span>
      </p>
    </section>`;
  }

  private renderSupply(view: GameState<ZoneState>): TemplateResult {
    const tr: Tr = (text) => this.tr(text);
    const G = view.G;
    return html`<section part="supply" class="supply" aria-label=${tr(t`Advanced piles`)}>
      <p class="section-title">${tr(t`Advanced piles`)}</p>
      <div class="supply-cards">
        ${ADVANCED_KINDS.map((k) => html`<span class="stock" role="img" aria-label=${tr(plural(G.supply[k].length, '{0}: # card left', '{0}: # cards left', kindName(k)))}>${chip(tr, k)}<span aria-hidden="true">${tr(G.supply[k].length)}</span></span>`)}
      </div>
    </section>`;
  }

  private renderHand(view: GameState<ZoneState>, legal: Move[], seat: Seat | null): TemplateResult | typeof nothing {
    if (seat === null) return nothing;
    const tr: Tr = (text) => this.tr(text);
    const G = view.G;
    const hand = G.hands[seat]!.filter((id) => id !== HIDDEN).map(kindOf);
    const exchanges = legal.filter((m) => m.type === 'exchange');
    const end = legal.find((m) => m.type === 'end');
    const pairs = [...new Set(exchanges.map((m) => (m.give as Kind[]).join('+')))];
    return html`<section part="hand" class="hand" aria-label=${tr(hand.length ? t`Your hand: ${list(hand.map(kindName))}` : t`Your hand is empty`)}>
      <p class="section-title">${tr(t`Your hand`)}</p>
      <div class="hand-cards">${hand.length ? grouped(hand).map(([k, n]) => chip(tr, k, n)) : html`<span class="empty">${tr(t`No cards`)}</span>`}</div>
      ${pairs.length
        ? html`<div class="exchange" role="group" data-roving aria-label=${tr(t`Exchange two cards for one advanced card`)}>
            <p class="section-title">${tr(t`Exchange two cards for one advanced card`)}</p>
            ${pairs.map((pair) => {
              const give = pair.split('+') as Kind[];
              return html`<div class="trade">
                <span class="gives">${chip(tr, give[0]!, 1, 'small')}${chip(tr, give[1]!, 1, 'small')}<span aria-hidden="true">→</span></span>
                ${exchanges.filter((m) => (m.give as Kind[]).join('+') === pair).map((m) => this.moveButton(m, chip(tr, m.take as Kind, 1, 'small'), {
                  label: t`Exchange ${kindName(give[0]!)} and ${kindName(give[1]!)} for ${kindName(m.take as Kind)}`,
                  className: 'swap',
                  part: 'exchange',
                }))}
              </div>`;
            })}
          </div>`
        : nothing}
      ${end ? this.moveButton(end, html`<span>${tr(t`End turn`)}</span>`, { label: t`End turn`, className: 'end', part: 'end' }) : nothing}
    </section>`;
  }

  private renderSites(view: GameState<ZoneState>, seat: Seat | null): TemplateResult {
    const tr: Tr = (text) => this.tr(text);
    const G = view.G;
    const target = targetFor(view.ctx.players);
    return html`<section part="sites" class="sites" aria-label=${tr(t`Buildings constructed`)}>
      ${G.built.map((built, s) => {
        const hand = G.hands[s]!;
        const known = hand.filter((id) => id !== HIDDEN).map(kindOf);
        const hidden = hand.length - known.length;
        const names = built.map((id) => building(id).name);
        return html`<div part="site" class=${`site ${s === seat ? 'mine' : ''} ${s === view.ctx.current && !view.ctx.over ? 'current' : ''}`} role="group"
          aria-label=${tr(t`${seatRef(s)}: ${plural(built.length, '# of {0} buildings', '# of {0} buildings', target)}${names.length ? t` (${list(names)})` : ''}; ${plural(hand.length, '# card in hand', '# cards in hand')}`)}>
          <p class="site-title"><span>${this.nameOf(s)}</span><span class="count">${tr(built.length)} / ${tr(target)}</span></p>
          <ol class="built">${built.map((id) => html`<li class=${building(id).size}>${tr(building(id).name)}</li>`)}</ol>
          ${s !== seat
            ? html`<p class="their-hand">${grouped(known).map(([k, n]) => chip(tr, k, n, 'small'))}${Array.from({ length: Math.min(hidden, 6) }, () => back(tr))}${hidden > 6 ? html`<span aria-hidden="true">+${hidden - 6}</span>` : nothing}</p>`
            : nothing}
        </div>`;
      })}
    </section>`;
  }
}

/** Counts of a hand by kind, for tests and stories. */
export const handCounts = (view: GameState<ZoneState>, seat: Seat): Record<Kind, number> => kindCounts(view.G.hands[seat]!);
