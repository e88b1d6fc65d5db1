import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import {
  SEYMOUR,
  findMe,
  findersKeepersCompiled,
  keepMe,
  points,
  score,
  sought,
  thingName,
  type FindersKeepersState,
  type Thing,
  type Variant,
} from '../../machines/finders-keepers/index.js';
import { translations } from '../../machines/finders-keepers/translations.js';
import type { GameState, Json, Move, Seat } from '../../src/dsl/types.js';
import { list, plural, seat as seatText, t, type Text } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import type { ScoreBreakdown } from '../../src/ui/game-over.js';
import { drawing, thingArt } from './objects.js';
import { SCENE, sceneOf } from './scene.js';
import { styles } from './finders-keepers-table.styles.js';
import { tableTranslations } from './translations.js';

/** A Keep Me card's scene as SVG: a pale background with faint confetti, then its things in order. */
function cardArt(cardId: string): SVGTemplateResult {
  const scene = sceneOf(cardId);
  return svg`<svg class="scene" viewBox="0 0 ${SCENE} ${SCENE}" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width=${SCENE - 2} height=${SCENE - 2} rx="10" fill=${`hsl(${scene.hue} 70% 93%)`} stroke="#6b5a45" stroke-width="2" />
    ${scene.confetti.map((c) => {
      const colour = `hsl(${c.hue} 55% 78%)`;
      if (c.kind === 'dot') return svg`<circle cx=${c.x} cy=${c.y} r=${c.r} fill=${colour} />`;
      if (c.kind === 'ring') return svg`<circle cx=${c.x} cy=${c.y} r=${c.r} fill="none" stroke=${colour} stroke-width="1.5" />`;
      return svg`<path d=${`M${c.x - c.r} ${c.y} h${c.r * 2}`} stroke=${colour} stroke-width="2" stroke-linecap="round" />`;
    })}
    ${scene.things.map((p) => {
      const k = p.size / 100;
      const transform = `translate(${p.x} ${p.y}) rotate(${p.turn}) scale(${p.mirror ? -k : k} ${k}) translate(-50 -50)`;
      return svg`<g transform=${transform} data-thing=${p.thing}>${drawing(p.thing)}</g>`;
    })}
  </svg>`;
}

/** A face-down Find Me tile or Keep Me card: a back with a big question mark. */
const backArt = (): SVGTemplateResult => svg`<svg class="back-art" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
  <rect x="3" y="3" width="94" height="94" rx="14" fill="#3f51b5" stroke="#1a237e" stroke-width="4" />
  <circle cx="50" cy="50" r="32" fill="#ffeb3b" stroke="#1a237e" stroke-width="3" />
  <text x="50" y="66" text-anchor="middle" font-size="46" font-weight="700" fill="#1a237e">?</text></svg>`;

/** The "done" tick, drawn so a child who cannot read knows the button. */
const tickArt = (): SVGTemplateResult => svg`<svg class="tick" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
  <circle cx="20" cy="20" r="18" fill="#2e7d32" /><path d="M11 21 L18 28 L30 13" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" /></svg>`;

/** The name of a thing, and of each object on a card, as texts. */
const cardThings = (cardId: string): Thing[] => {
  const c = keepMe(cardId);
  return c.seymour ? [...c.objects, SEYMOUR] : [...c.objects];
};

/**
 * Finders Keepers and Expert Finders Keepers (ages 4 and up; 2–6 players, Expert 2–4). In
 * Finders Keepers a tile is turned over and everyone at once looks through their own picture
 * cards for its object, keeping every card that shows it — the first to keep all their cards
 * wins. In Expert, players take turns playing one of their tiles to take every card in the 3 × 3
 * grid that shows its object (a Seymour tile: every card Seymour hides on); a card with Seymour
 * counts double.
 *
 * @summary The Finders Keepers game table.
 *
 * @event tt-move - A move was made. `detail: { move, entry }`.
 * @event tt-phase - The game entered another phase (`basic.reveal`, `basic.search`, `expert`, `over`). `detail: { phase }`.
 * @event tt-invalid-move - A move was refused (a card without the object); nothing changed. `detail: { move, reason, text }` (reason in English, text to show in the table's language).
 * @event tt-game-over - The game ended. `detail: { result }`.
 *
 * @slot rules - Rules text for the Rules dialog, instead of the built-in summary.
 *
 * @csspart problem - The notice of a `variant` attribute that names no game.
 * @csspart middle - The Find Me pile and the tile turned over (Finders Keepers).
 * @csspart pile - The face-down pile ("Turn over a tile" on your turn).
 * @csspart shown - The tile everyone looks for.
 * @csspart area - One player's place: their cards, Done and their Keepers pile.
 * @csspart card - A Keep Me card (a "keep this card" control for its player in a search).
 * @csspart done - A player's "Done" control.
 * @csspart keepers - A player's Keepers pile.
 * @csspart grid - The 3 × 3 grid of Keep Me cards (Expert).
 * @csspart tile - A face-up Find Me tile (a control for its player on their turn in Expert).
 * @csspart pass - The "Pass" control (Expert).
 * @csspart move - Every control that makes a move (see the base class for the other parts).
 *
 * @cssproperty --fk-card - Size of a player's own cards (default 7.5rem).
 * @cssproperty --tt-felt - Colour of the table.
 */
export class FindersKeepersTable extends GameTable<FindersKeepersState> {
  static override styles = [...GameTable.styles, styles];
  static override game = findersKeepersCompiled;
  static override privateInfo = false;
  static override translations = [translations, tableTranslations];

  /**
   * Which game: `basic` (Finders Keepers, the default) or `expert` (Expert Finders Keepers, 2–4
   * players; a `players` outside that is refused with a notice). A change starts a new game.
   */
  @property() variant?: string;

  protected override scoreLabel = t`Points`;

  /** The game the `variant` attribute asks for (upper case and spaces forgiven), or null when it names none. */
  private get askedVariant(): Variant | null {
    const asked = (this.variant ?? '').trim().toLowerCase();
    return asked === 'basic' || asked === 'expert' ? asked : null;
  }

  /** The `variant` attribute sets up the game; a change of it starts a new game (the base does both). */
  protected override requestedOptions(): Record<string, Json> | undefined {
    return this.variant === undefined ? undefined : { variant: this.askedVariant ?? 'basic' };
  }

  /** Words for a `variant` attribute that names no game. */
  private variantProblem(): Text | null {
    if (this.variant === undefined || this.askedVariant !== null) return null;
    return t`variant must be "basic" or "expert", not "${this.variant}"; playing Finders Keepers.`;
  }

  protected override seatSummary(view: GameState<FindersKeepersState>, seat: Seat): string {
    const G = view.G;
    if (G.variant === 'expert') {
      return `${this.tr(plural(score(G, seat), '# point', '# points'))} · ${this.tr(plural(G.stacks[seat]!.length + G.hands[seat]!.length, '# tile', '# tiles'))}`;
    }
    return `${this.tr(plural(G.keepers[seat]!.length, '# kept', '# kept'))} · ${this.tr(plural(G.spreads[seat]!.length, '# to find', '# to find'))}`;
  }

  protected override seatKeyMove(view: GameState<FindersKeepersState>, seat: Seat): Move | null {
    const { G, ctx } = view;
    if (G.variant !== 'basic' || !ctx.active.includes(seat)) return null;
    if (ctx.phase === 'basic.reveal') return { type: 'reveal', seat };
    if (ctx.phase === 'basic.search') return { type: 'done', seat };
    return null;
  }

  protected override realtimeHint(view: GameState<FindersKeepersState>, legal: Move[]): Text {
    const { G, ctx } = view;
    if (G.variant === 'expert') {
      const who = ctx.current;
      const mine = legal.some((m) => m.seat === who);
      if (!mine) return t`${seatText(who)}'s turn.`;
      return t`Your turn, ${seatText(who)}: play a tile that matches a card in the middle.`;
    }
    if (ctx.phase === 'basic.reveal') {
      const who = ctx.current;
      return legal.some((m) => m.type === 'reveal') ? t`${seatText(who)}: turn over a tile!` : t`${seatText(who)} turns over a tile…`;
    }
    const thing = sought(G);
    if (thing === null) return '';
    if (thing === SEYMOUR) return t`Everyone at once: find Seymour on your cards!`;
    return t`Everyone at once: find the ${thingName(thing)} on your cards!`;
  }

  protected override scoreBreakdown(view: GameState<FindersKeepersState>): ScoreBreakdown | null {
    const G = view.G;
    if (G.variant === 'basic') return { parts: [t`Left to find`], points: G.spreads.map((s) => [s.length]) };
    return {
      parts: [t`Cards`, t`With Seymour`],
      points: G.keepers.map((pile) => [pile.length, pile.filter((id) => keepMe(id).seymour).length]),
    };
  }

  protected override renderRules(): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    return html`<h3>${tr(t`Finders Keepers`)}</h3>
      <ol class="rules">
        <li>${tr(t`Everyone gets 12 picture cards (10 with five or six players), face up.`)}</li>
        <li>${tr(t`On your turn, turn over the top tile of the pile.`)}</li>
        <li>${tr(t`Everyone looks at their own cards at the same time. Tap every card that shows the object on the tile: you keep it. Look carefully: things may be upside down or hiding behind other things!`)}</li>
        <li>${tr(t`If you tap a card without the object, the table tells you to look again. A card you miss stays for later. Tap the green tick when you are done.`)}</li>
        <li>${tr(t`Seymour hides on some cards. When his tile is turned over, keep every card where you find him.`)}</li>
        <li>${tr(t`When everyone is done, the next player turns over a tile. The first to keep all their cards wins; if several do in the same round, they all win.`)}</li>
      </ol>
      <h3>${tr(t`Expert Finders Keepers`)}</h3>
      <ol class="rules">
        <li>${tr(t`Nine cards lie in a 3 × 3 grid. Each player gets tiles (20 each with two players, 13 with three, 10 with four) and keeps three face up.`)}</li>
        <li>${tr(t`On your turn, play one of your face-up tiles and take every card in the grid that shows its object. You must take cards if you can; if you cannot, pass.`)}</li>
        <li>${tr(t`A Seymour tile takes every card in the grid where Seymour hides. Cards with Seymour are worth double: try to collect them!`)}</li>
        <li>${tr(t`Then turn up your next tile and fill the grid again from the pile.`)}</li>
        <li>${tr(t`When nobody can take a card any more, the game ends: 1 point a card, 2 for a card with Seymour. Most points wins.`)}</li>
      </ol>`;
  }

  /** A card's name for screen readers: what is in its scene. */
  private cardLabel(cardId: string): Text {
    return t`Card: ${list(cardThings(cardId).map(thingName))}`;
  }

  private cardImage(cardId: string, className = 'card'): TemplateResult {
    return html`<span class=${className} part="card" role="img" aria-label=${this.tr(this.cardLabel(cardId))} data-card=${cardId}>${cardArt(cardId)}</span>`;
  }

  private tileImage(tileId: string, className = 'tile'): TemplateResult {
    const thing = findMe(tileId).thing;
    return html`<span class=${className} part="tile" role="img" aria-label=${this.tr(t`Tile: ${thingName(thing)}`)} data-tile=${tileId}>
      ${thingArt(thing)}<span class="tile-name" aria-hidden="true">${this.tr(thingName(thing))}</span></span>`;
  }

  protected override renderTable(view: GameState<FindersKeepersState>, legal: Move[]): TemplateResult {
    const problem = this.variantProblem();
    return html`${problem ? html`<p class="problem" part="problem" role="alert">${this.tr(problem)}</p>` : nothing}${view.G.variant === 'expert' ? this.renderExpert(view, legal) : this.renderBasic(view, legal)}`;
  }

  // ---------------------------------------------------------------- Finders Keepers

  private renderBasic(view: GameState<FindersKeepersState>, legal: Move[]): TemplateResult {
    const { G, ctx } = view;
    const locals = this.localSeats();
    const order = [...locals, ...Array.from({ length: ctx.players }, (_, s) => s).filter((s) => !locals.includes(s))];
    return html`<div class="fk basic ${locals.length > 1 ? 'shared' : ''}">
      ${this.renderMiddle(G, ctx.phase, legal)}
      <div class="areas">${order.map((s) => this.renderArea(view, s, locals.includes(s)))}</div>
    </div>`;
  }

  private renderMiddle(G: FindersKeepersState, phase: string, legal: Move[]): TemplateResult {
    const reveal = legal.find((m) => m.type === 'reveal');
    const count = plural(G.pile.length, 'The pile: # tile', 'The pile: # tiles');
    const pile = reveal
      ? this.pressButton(reveal, html`${backArt()}<span class="pile-text">${this.tr(t`Turn over a tile`)}</span>`, {
        label: t`Turn over a tile`, className: 'pile', part: 'pile', marker: false, turnFocus: true,
      })
      : html`<span class="pile" part="pile" role="img" aria-label=${this.tr(count)}>${backArt()}<span class="pile-count" aria-hidden="true">${this.tr(G.pile.length)}</span></span>`;
    const top = G.shown ?? G.discard[G.discard.length - 1] ?? null;
    return html`<section class="middle ${phase === 'basic.search' ? 'searching' : ''}" part="middle" aria-label=${this.tr(t`Find Me tiles`)}>
      ${pile}
      <div class="shown-place">
        ${top === null
          ? html`<span class="tile shown empty" part="shown">${this.tr(t`Find me!`)}</span>`
          : html`<span class="shown-wrap ${G.shown ? 'live' : 'old'}">${this.tileImage(top, `tile shown ${G.shown ? '' : 'used'}`)}</span>`}
      </div>
    </section>`;
  }

  private renderArea(view: GameState<FindersKeepersState>, s: Seat, local: boolean): TemplateResult {
    const { G, ctx } = view;
    const searching = local && ctx.phase === 'basic.search' && ctx.active.includes(s);
    const key = this.seatKey(s);
    const spread = G.spreads[s]!;
    const done = searching ? this.pressButton({ type: 'done', seat: s }, html`${tickArt()}<span>${this.tr(t`Done!`)}</span>`, {
      label: t`Done! ${seatText(s)} has finished looking`, className: 'done', part: 'done', marker: false,
    }) : nothing;
    const finished = ctx.phase === 'basic.search' && !ctx.active.includes(s) && spread.length > 0;
    const name = this.nameOf(s);
    return html`<section class="area ${local ? 'local' : 'other'} ${finished ? 'finished' : ''}" part="area" aria-label=${this.tr(t`${seatText(s)}'s cards`)}>
      <header class="area-head">
        <span class="who">${name}${key ? html` <kbd class="key" aria-hidden="true">${key}</kbd>` : nothing}</span>
        ${finished ? html`<span class="ready">${tickArt()}<span class="visually-hidden">${this.tr(t`Done!`)}</span></span>` : nothing}
        <span class="keepers" part="keepers" role="img" aria-label=${this.tr(plural(G.keepers[s]!.length, 'Keepers pile: # card', 'Keepers pile: # cards'))}>
          <span class="kept-back" aria-hidden="true"></span><span class="kept-count" aria-hidden="true">${this.tr(G.keepers[s]!.length)}</span>
        </span>
      </header>
      <div class="spread" role="group" ?data-roving=${searching} aria-label=${this.tr(t`${seatText(s)}'s cards`)}>
        ${spread.length === 0 ? html`<p class="all-kept">${this.tr(t`All cards kept!`)}</p>` : nothing}
        ${spread.map((id) => searching
          ? this.pressButton({ type: 'claim', seat: s, card: id }, cardArt(id), { label: this.cardLabel(id), className: 'card claim', part: 'card', marker: false })
          : this.cardImage(id, local ? 'card' : 'card small'))}
      </div>
      ${done}
    </section>`;
  }

  // ---------------------------------------------------------------- Expert

  private renderExpert(view: GameState<FindersKeepersState>, legal: Move[]): TemplateResult {
    const { G, ctx } = view;
    const last = G.last;
    return html`<div class="fk expert">
      <section class="grid" part="grid" aria-label=${this.tr(t`The cards in the middle`)}>
        ${G.grid.map((id, i) => id === null
          ? html`<span class="card gap" aria-hidden="true"></span>`
          : html`<span class="cell ${last?.spaces.includes(i) ? 'fresh' : ''}">${this.cardImage(id)}</span>`)}
      </section>
      <p class="reserve">${this.tr(plural(G.reserve.length, '# card left in the pile', '# cards left in the pile'))}</p>
      <div class="areas">${Array.from({ length: ctx.players }, (_, s) => this.renderHand(view, s, legal))}</div>
    </div>`;
  }

  private renderHand(view: GameState<FindersKeepersState>, s: Seat, legal: Move[]): TemplateResult {
    const { G, ctx } = view;
    const mine = legal.some((m) => m.seat === s);
    const turn = ctx.current === s && !ctx.over;
    const tile = (id: string) => {
      if (!mine) return this.tileImage(id);
      const thing = findMe(id).thing;
      // Every tile can be played, Seymour's like any other: one that matches nothing is refused with the reason.
      return this.moveButton({ type: 'capture', seat: s, tile: id }, html`${thingArt(thing)}<span class="tile-name" aria-hidden="true">${this.tr(thingName(thing))}</span>`, {
        label: thing === SEYMOUR ? t`Tile: Seymour — take every card with him` : t`Tile: ${thingName(thing)} — take every card with it`, className: 'tile', part: 'tile', marker: false,
      });
    };
    return html`<section class="area hand ${turn ? 'turn' : ''}" part="area" aria-label=${this.tr(t`${seatText(s)}'s tiles`)}>
      <header class="area-head">
        <span class="who">${this.nameOf(s)}</span>
        <span class="stack" role="img" aria-label=${this.tr(plural(G.stacks[s]!.length, '# tile face down', '# tiles face down'))}><span class="kept-back" aria-hidden="true"></span><span class="kept-count" aria-hidden="true">${this.tr(G.stacks[s]!.length)}</span></span>
        <span class="keepers" part="keepers" role="img" aria-label=${this.tr(t`Keepers pile: ${plural(G.keepers[s]!.length, '# card', '# cards')}, ${plural(points(G.keepers[s]!), '# point', '# points')}`)}>
          <span class="points" aria-hidden="true">${this.tr(points(G.keepers[s]!))}</span></span>
      </header>
      <div class="tiles" role="group" ?data-roving=${mine} aria-label=${this.tr(t`${seatText(s)}'s tiles`)}>
        ${G.hands[s]!.length === 0 ? html`<p class="all-kept">${this.tr(t`No tiles left`)}</p>` : G.hands[s]!.map(tile)}
      </div>
      ${mine ? this.moveButton({ type: 'pass', seat: s }, html`<span>${this.tr(t`Pass`)}</span>`, { label: t`Pass (only when none of your tiles matches)`, className: 'pass', part: 'pass', marker: false }) : nothing}
    </section>`;
  }
}
