import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import {
  barrels,
  GOOD_NAMES,
  heldKinds,
  heuristicMove,
  mustStillPlace,
  noSaleReason,
  PRICE,
  puertoRicoCompiled,
  ROLE_NAMES,
  salePrice,
  scoreOf,
  warehouseKinds,
  type EndReason,
  type Good,
  type Offer,
  type PuertoRicoState,
  type StoreArgs,
} from '../../machines/puerto-rico/index.js';
import { translations } from '../../machines/puerto-rico/translations.js';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import type { ScoreBreakdown } from '../../src/ui/game-over.js';
import { list, plural, seat, t, type Message, type Text } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import { barrel, LOOK } from './art.js';
import { aside, find, type RenderContext } from './context.js';
import { renderBoard, renderBoardSummary } from './player-board.js';
import { styles } from './puerto-rico-table.styles.js';
import { renderBuildings, renderHarbour, renderPlantations, renderRoles } from './supply.js';
import { tableTranslations } from './translations.js';

/** The decision bar's title per phase. */
const PHASE_TITLES: Record<string, Message> = {
  'round.chooseRole': t`Choose a role card`,
  'round.settler': t`Settler — take a tile:`,
  'round.mayor': t`Mayor — arrange your colonists:`,
  'round.builder': t`Builder — build one building:`,
  'round.craftsman': t`Craftsman — your extra barrel:`,
  'round.trader': t`Trader — sell one barrel:`,
  'round.captain.load': t`Captain — load one kind on a ship`,
  'round.captain.store': t`Captain — keep goods:`,
};

/** The decision bar's title while something is on offer. */
const OFFER_TITLES: Record<Offer, Message> = {
  privilege: t`Mayor — your privilege colonist from the supply?`,
  hospice: t`Hospice — a colonist for the new tile?`,
  university: t`University — a colonist for the new building?`,
  captainVp: t`Captain — your privilege VP for this load?`,
  harborVp: t`Harbor — 1 extra VP for this load?`,
};
const OFFER_MOVES: Record<Offer, string> = {
  privilege: 'privilegeColonist', hospice: 'hospiceColonist', university: 'universityColonist', captainVp: 'captainVp', harborVp: 'harborVp',
};
const OFFER_WORDS: Record<Offer, [Message, Message]> = {
  privilege: [t`Take the privilege colonist (into San Juan)`, t`Decline the privilege colonist`],
  hospice: [t`Take the hospice colonist (onto the new tile)`, t`Decline the hospice colonist`],
  university: [t`Take the university colonist (onto the new building)`, t`Decline the university colonist`],
  captainVp: [t`Take the captain's privilege VP`, t`Decline the captain's privilege VP (the chip stays in the supply)`],
  harborVp: [t`Take the harbor's VP`, t`Decline the harbor's VP (the chip stays in the supply)`],
};

/**
 * The control a player most likely wants next, per decision, first match wins: what is on offer,
 * the next empty circle (mayor), "Done", the tiles, the buildings, the goods, the ships, the role
 * cards. It is brought into view when the turn begins and takes the focus after a move.
 */
const TURN_FOCUS = [
  '[part~="offer"][data-move-key]',
  '[part~="circle"][part~="place"]',
  '[part~="done"][data-move-key]',
  '[part~="plantation"][data-move-key]',
  '[part~="hacienda"]',
  '[part~="quarry"][data-move-key]',
  '[part~="building"][data-move-key]',
  '[part~="extra-good"]',
  '[part~="sell"]',
  '[part~="load-good"]',
  '[part~="store"]',
  '[part~="role"][data-move-key]',
];

/** Below this width (CSS px) the table is a phone's: what the phase does not need folds away. */
const NARROW = 700;

/** Why the game ends (or ended): a whole sentence per reason. */
const ENDING: Record<EndReason, { last: Message; ended: Message }> = {
  colonists: { last: t`Last round: the colonist ship could not be filled`, ended: t`The game ended: the colonist ship could not be filled` },
  city: { last: t`Last round: a city was completed`, ended: t`The game ended: a city was completed` },
  vpChips: { last: t`Last round: the VP chips ran out`, ended: t`The game ended: the VP chips ran out` },
};

/** The title of an offer; a VP offer says how many chips are left (the last one ends the game). */
function offerTitle(G: Readonly<PuertoRicoState>, offer: Offer): Message {
  if (offer !== 'captainVp' && offer !== 'harborVp') return OFFER_TITLES[offer];
  const left = G.vpSupply > 0 ? plural(G.vpSupply, '# VP chip left', '# VP chips left') : t`no VP chips left`;
  return t`${OFFER_TITLES[offer]} (${left})`;
}

/** "all coffee in a warehouse and 1 barrel of corn on the windrose": one way to store goods in words. */
function storeWords(args: StoreArgs): Text {
  const parts: Text[] = [...args.warehouse.map((g) => t`all ${GOOD_NAMES[g]} in a warehouse`), ...(args.windrose ? [t`${barrels(1, args.windrose)} on the windrose`] : [])];
  return parts.length ? t`Keep ${list(parts)}` : t`Keep nothing`;
}

/**
 * Puerto Rico (3–5 players): choose a role each round — settler, mayor, builder, craftsman,
 * trader, captain, prospector — and everyone takes that action, the chooser with a privilege.
 * Plant the island, man it with colonists, build the city, produce, sell and ship goods for
 * victory points. VP chips lie face down: each seat sees only its own.
 *
 * @summary The Puerto Rico game table.
 *
 * @event tt-move - A move was made. `detail: { move, entry }`.
 * @event tt-phase - The game entered another phase (`round.chooseRole`, `round.settler`, `round.mayor`, `round.builder`, `round.craftsman`, `round.trader`, `round.captain.load`, `round.captain.store`, `over`). `detail: { phase }`.
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason, text }` (reason in English, text to show in the table's language).
 * @event tt-game-over - The game ended. `detail: { result }`.
 *
 * @slot rules - Rules text for the Rules dialog, instead of the built-in summary.
 *
 * @csspart roles - The row of role cards.
 * @csspart role - One role card (a button while you choose a role).
 * @csspart harbour - Colonist ship and supply, VP chips, bank, goods, trading house and cargo ships.
 * @csspart colonist-ship - The colonist ship.
 * @csspart trading-house - The trading house (4 spaces).
 * @csspart ship - One cargo ship.
 * @csspart wharf - Your wharf while you may use it.
 * @csspart load-good - A "load this good on this ship" button.
 * @csspart plantations - The face-up plantations, the face-down stack and the quarries.
 * @csspart plantation - The face-up plantations of one kind.
 * @csspart hacienda - The face-down stack while your hacienda may draw from it.
 * @csspart quarry - The quarry stack while you may take one.
 * @csspart building-board - The buildings for sale.
 * @csspart building - One building for sale (a button when you may build it).
 * @csspart board - One player board.
 * @csspart my-board - The board of the seat whose screen this is.
 * @csspart windrose - Doubloons, VP chips and goods of a board.
 * @csspart vp-chips - A board's VP chips (face down on other boards).
 * @csspart island - A board's 12 island spaces.
 * @csspart city - A board's 12 city spaces.
 * @csspart san-juan - A board's colonists waiting in San Juan.
 * @csspart circle - A colonist circle you may fill (`place`) or empty (`lift`) in the mayor phase.
 * @csspart actions - The bar with the current decision's buttons.
 * @csspart done - The mayor's "Done" button.
 * @csspart offer - "Take" / "Decline" for what is on offer: a colonist (mayor's privilege, hospice, university) or a VP (captain's privilege, harbor).
 * @csspart extra-good - The craftsman's extra barrel of one kind.
 * @csspart decline-extra-good - The craftsman's "No extra barrel".
 * @csspart warehouse-kind - A toggle: keep all barrels of this kind in a warehouse (storing goods).
 * @csspart store - Store goods: the warehouse kinds toggled on, plus one barrel (or none) on the windrose.
 * @csspart refusal - Why "Done" is refused now.
 * @csspart move - Every control that makes a move (see the base class for the other parts).
 *
 * @cssproperty [--tt-felt=#2f6b5a] - Colour of the table.
 * @cssproperty --tt-legal - Highlight of legal moves.
 * @cssproperty --pr-board - Colour of the player boards.
 * @cssproperty [--tt-felt-edge=#1d4639] - Colour of the playing area's rim.
 */
export class PuertoRicoTable extends GameTable<PuertoRicoState> {
  static override styles = [...GameTable.styles, styles];
  static override game = puertoRicoCompiled;
  static override privateInfo = true;
  static override translations = [translations, tableTranslations];

  protected override scoreLabel: Text = t`VP`;

  /** Storing goods: the kinds toggled into the warehouses, for the decision at log length `at`. */
  @state() private warehousePick: { at: number; kinds: Good[] } | null = null;

  /** Other seats' boards the person opened (each is otherwise folded to one summary line). */
  @state() private openBoards: ReadonlySet<Seat> = new Set();

  /** The building board opened or closed by hand, in the decision `at` (round and phase). */
  @state() private buildingsFold: { at: string; open: boolean } | null = null;

  /** Whether the building board was last drawn open. */
  private buildingsShown = true;

  /** Whether the table is narrow (a phone): the building board then folds outside the builder phase. */
  @state() private narrow = false;

  private readonly resizing = typeof ResizeObserver === 'function'
    ? new ResizeObserver((entries) => {
        const width = entries[entries.length - 1]!.contentRect.width;
        if (width > 0 && width < NARROW !== this.narrow) this.narrow = width < NARROW;
      })
    : null;

  override connectedCallback(): void {
    super.connectedCallback();
    // Measured at once, so a phone never sees the wide table first.
    const width = this.getBoundingClientRect().width;
    if (width > 0) this.narrow = width < NARROW;
    this.resizing?.observe(this);
  }

  override disconnectedCallback(): void {
    this.resizing?.disconnect();
    super.disconnectedCallback();
  }

  /** After drawing (and before the focus is placed): marks the control the player most likely wants next. */
  protected override update(changed: PropertyValues): void {
    super.update(changed);
    const root = this.renderRoot;
    for (const el of root.querySelectorAll('[data-turn-focus]')) el.removeAttribute('data-turn-focus');
    const table = root.querySelector('[part~="table"]');
    if (!table) return;
    for (const selector of TURN_FOCUS) {
      const el = table.querySelector(`${selector}:not(:disabled)`);
      if (el) {
        el.setAttribute('data-turn-focus', '');
        break;
      }
    }
  }

  /** A finished game's scores in parts: VP chips, building VP and the large buildings' bonuses. */
  protected override scoreBreakdown(view: GameState<PuertoRicoState>): ScoreBreakdown | null {
    const result = this.match.result;
    if (!view.ctx.over || !result) return null;
    const points = view.G.boards.map((b, s) => {
      const score = scoreOf(b);
      // Other seats' chips lie face down in this view: they are what the total leaves.
      const chips = b.vp ?? (result.scores[s] ?? 0) - score.buildings - score.bonus;
      return [chips, score.buildings, score.bonus];
    });
    return { parts: [t`VP chips`, t`Buildings`, t`Bonuses`], points };
  }

  protected override seatSummary(view: GameState<PuertoRicoState>, s: Seat): Text {
    const b = view.G.boards[s]!;
    const score = scoreOf(b);
    const chips = b.vp === null ? t`chips face down` : plural(b.vp, '# VP chip', '# VP chips');
    return t`${plural(score.buildings + score.bonus, '# building VP', '# building VP')} · ${chips} · ${plural(b.doubloons, '# doubloon', '# doubloons')}`;
  }

  protected override turnHint(view: GameState<PuertoRicoState>, legal: Move[], s: Seat): Text {
    const G = view.G;
    const types = new Set(legal.map((m) => m.type));
    const phase = view.ctx.phase;
    if (types.has('chooseRole')) return t`Choose a role card (its doubloons are yours).`;
    if (G.offer) return t`${offerTitle(G, G.offer)} Take it or decline it.`;
    if (phase === 'round.settler') return types.has('hacienda') ? t`Draw from the face-down stack with your hacienda, or take a plantation.` : t`Take a face-up plantation or a quarry — or take none.`;
    if (phase === 'round.mayor') {
      const board = G.boards[s]!;
      const liftable = types.has('remove');
      if (mustStillPlace(board)) {
        return liftable
          ? t`Place the colonists from San Juan on empty circles; select a placed colonist to move it back to San Juan.`
          : t`Place the colonists from San Juan on empty circles.`;
      }
      return liftable
        ? t`Move colonists if you like (select one to move it back to San Juan, then an empty circle), then press Done.`
        : t`Press Done.`;
    }
    if (types.has('build') || types.has('passBuilder')) return t`Build one building (your price is on each tile) — or build nothing.`;
    if (types.has('extraGood')) return t`Craftsman: take one extra barrel of a kind you produced — or none.`;
    if (types.has('sell')) return t`Sell one barrel to the trading house — or sell nothing.`;
    if (types.has('passTrader')) return t`${noSaleReason(G, s) ?? ''} Press "Sell nothing".`;
    if (types.has('load') || types.has('declineWharf')) return t`Load one kind of goods on a ship (as many as fit).`;
    if (types.has('store')) return t`Choose which goods to keep (warehouse kinds, then one barrel or none on the windrose); the rest go back to the supply.`;
    return '';
  }

  protected override renderRules(): TemplateResult {
    const translator = this.translator;
    const tr = (text: Text) => translator.render(text);
    const role = (id: 'settler' | 'mayor' | 'builder' | 'craftsman' | 'trader' | 'captain' | 'prospector') => html`<strong>${tr(t`${ROLE_NAMES[id]}:`)}</strong>`;
    return html`<ol class="rules">
      <li>${tr(t`Each round every player, from the governor clockwise, chooses one role card and takes its doubloons; then every player, from the chooser, takes that role's action — the chooser with a privilege. A role is taken once per round; each untaken role gets a doubloon at round end, and the governor card passes left.`)}</li>
      <li>${role('settler')} ${tr(t`take a face-up plantation (settler: or a quarry; others need a construction hut). Hacienda: first draw a face-down tile. Hospice: you may take a colonist onto the tile.`)}</li>
      <li>${role('mayor')} ${tr(t`the ship's colonists are shared out one by one from the mayor, who may also take 1 colonist from the supply. Each player arranges colonists on circles (click a colonist to lift it to San Juan, an empty circle to place one); "Done" is refused while a colonist waits and a circle is empty. The ship is refilled: one per empty building circle, at least one per player.`)}</li>
      <li>${role('builder')} ${tr(t`build one building; the builder pays 1 less, each worked quarry 1 less (up to the building's column). Each building once per city; large ones take two spaces. University: you may take a colonist onto the new building.`)}</li>
      <li>${role('craftsman')} ${tr(t`everyone produces: corn from worked corn plantations, other goods from worked plantations and worked production buildings. The craftsman may take 1 extra barrel.`)}</li>
      <li>${role('trader')} ${tr(t`sell one barrel of a kind not yet in the trading house: corn ${PRICE.corn}, indigo ${PRICE.indigo}, sugar ${PRICE.sugar}, tobacco ${PRICE.tobacco}, coffee ${PRICE.coffee} (+1 trader, +1/+2 markets). A full house is emptied.`)}</li>
      <li>${role('captain')} ${tr(t`in turns, load one kind on a ship (as many as fit; a kind goes on the ship already carrying it, else on an empty ship); 1 VP per barrel, the captain +1 on his first load, a worked harbor +1 per load — each extra VP may be declined (the chip stays in the supply, which puts off the end). Then each player keeps what he chooses: one barrel on the windrose and whole kinds in his warehouses, or less; full ships are emptied.`)}</li>
      <li>${role('prospector')} ${tr(t`take 1 doubloon.`)}</li>
      <li>${tr(t`The game ends after the round in which the colonists run out, a city reaches 12 spaces, or the VP chips run out. Score: VP chips + building VP + bonuses of worked large buildings; ties go to doubloons + goods.`)}</li>
      <li>${tr(t`Goods symbols: corn = ear, indigo = drop, sugar = cube, tobacco = leaf, coffee = bean.`)}</li>
    </ol>`;
  }

  protected override renderTable(view: GameState<PuertoRicoState>, legal: Move[], screen: Seat | null): TemplateResult {
    const G = view.G;
    // One translator for the whole drawing (finding the table's language walks up the page).
    const translator = this.translator;
    const tr = (text: Text) => translator.render(text);
    const c: RenderContext = {
      G,
      phase: view.ctx.phase,
      seat: screen,
      active: view.ctx.active,
      legal,
      over: view.ctx.over,
      btn: (move, content, options) => this.moveButton(move, content, options),
      name: (s) => translator.render(seat(s)),
      tr,
    };
    const n = G.boards.length;
    const first = screen ?? 0;
    const others = Array.from({ length: n }, (_, i) => (first + i) % n).filter((s) => s !== screen);
    // Where the decision is on your own board (arranging colonists, keeping goods), it comes first.
    const mineFirst = screen !== null && legal.length > 0 && (c.phase === 'round.mayor' || c.phase === 'round.captain.store');
    const mine = screen === null ? nothing : html`<div class="boards mine">${renderBoard(c, screen)}</div>`;
    const foldAt = `${G.round}:${c.phase}`;
    const buildingsOpen = this.buildingsFold?.at === foldAt ? this.buildingsFold.open : !this.narrow || c.phase === 'round.builder' || view.ctx.over;
    this.buildingsShown = buildingsOpen;
    return html`<div class="pr" data-players=${n}>
      <div class="round-line" part="round">
        <span>${tr(t`Round ${G.round}`)}</span>
        <span>${tr(t`Governor: ${seat(G.governor)}`)}</span>
        ${view.ctx.over
          ? html`<span class="now">${tr(t`Game over`)}</span>`
          : G.role
            ? html`<span class="now">${tr(t`Now: ${ROLE_NAMES[G.role]} (chosen by ${seat(G.chooser)})`)}</span>`
            : html`<span class="now">${tr(t`Choosing roles`)}</span>`}
        ${G.endTriggered ? html`<span class="ending">${tr(view.ctx.over ? ENDING[G.endTriggered].ended : ENDING[G.endTriggered].last)}</span>` : nothing}
      </div>
      ${renderRoles(c)}
      ${this.renderActions(c, view)}
      ${mineFirst ? mine : nothing}
      <div class=${c.phase === 'round.builder' && legal.length > 0 ? 'middle build-first' : 'middle'}>
        <div class="middle-left">
          ${renderHarbour(c)}
          ${renderPlantations(c)}
        </div>
        <details class="fold buildings-fold" ?open=${buildingsOpen}
          @toggle=${(e: Event) => {
            // Only the person's own opening or closing is kept (drawing it open or shut fires this too).
            const open = (e.target as HTMLDetailsElement).open;
            if (open !== this.buildingsShown) this.buildingsFold = { at: foldAt, open };
          }}>
          <summary class="fold-summary">${tr(t`Buildings for sale`)}</summary>
          ${renderBuildings(c)}
        </details>
      </div>
      ${mineFirst ? nothing : mine}
      <div class="boards others">${others.map((s) => html`<details class="fold board-fold" ?open=${this.openBoards.has(s)} @toggle=${(e: Event) => this.foldBoard(s, (e.target as HTMLDetailsElement).open)}>
          <summary class="fold-summary">${renderBoardSummary(c, s)}</summary>
          ${renderBoard(c, s)}
        </details>`)}</div>
    </div>`;
  }

  /** Another seat's board opened or folded by the person. */
  private foldBoard(s: Seat, open: boolean): void {
    if (this.openBoards.has(s) === open) return;
    const next = new Set(this.openBoards);
    if (open) next.add(s);
    else next.delete(s);
    this.openBoards = next;
  }

  /** The decision bar: the buttons that belong to no piece on the table (pass, done, goods choices). */
  private renderActions(c: RenderContext, view: GameState<PuertoRicoState>): TemplateResult | typeof nothing {
    const { G, legal, seat: me, tr } = c;
    if (me === null || legal.length === 0) {
      return c.over || c.active.length === 0 ? nothing : html`<div class="actions waiting" part="actions">${tr(t`Waiting for ${list(c.active.map((s) => seat(s)))}…`)}</div>`;
    }
    const items: unknown[] = [];
    const pass = legal.find((m) => m.type === 'passSettler' || m.type === 'passBuilder' || m.type === 'passTrader');
    if (G.offer) {
      const offer = G.offer;
      for (const take of [true, false]) {
        const m = find(c, OFFER_MOVES[offer], { take });
        const words = OFFER_WORDS[offer][take ? 0 : 1];
        if (m) items.push(c.btn(m, tr(take ? t`Take` : t`Decline`), { label: words, className: take ? 'chip primary' : 'chip pass', part: 'offer', marker: take }));
      }
    }
    for (const m of legal.filter((x) => x.type === 'extraGood')) {
      const good = m.good as Good;
      items.push(c.btn(m, html`${barrel(good, 18)} ${tr(t`Extra`)} ${aside(tr(LOOK[good].name))}`, { label: t`Take an extra barrel of ${GOOD_NAMES[good]}`, className: 'chip', part: 'extra-good' }));
    }
    const noExtra = find(c, 'declineExtraGood');
    if (noExtra) items.push(c.btn(noExtra, tr(t`No extra barrel`), { label: t`Take no extra barrel`, className: 'chip pass', part: 'decline-extra-good', marker: false }));
    for (const m of legal.filter((x) => x.type === 'sell')) {
      const good = m.good as Good;
      const price = salePrice(G, me, good);
      items.push(c.btn(m, html`${barrel(good, 18)} ${tr(t`Sell`)} ${aside(tr(t`${LOOK[good].name} for ${price}`))}`, { label: plural(price, 'Sell {0} for # doubloon', 'Sell {0} for # doubloons', barrels(1, good)), className: 'chip', part: 'sell' }));
    }
    if (legal.some((x) => x.type === 'store')) items.push(...this.renderStore(c, view));
    if (c.phase === 'round.mayor' && c.active.includes(me) && !G.offer) {
      const done = find(c, 'doneMayor');
      const board = G.boards[me]!;
      if (done) items.push(c.btn(done, tr(t`Done`), { label: t`Done placing colonists`, className: 'chip primary', part: 'done' }));
      else {
        // Not a move control (and never a place for the focus): "Done" is not possible yet, and
        // what is left to do stands beside it — a step still to take, not an error.
        items.push(html`<button type="button" class="chip waiting-done" part="done" disabled aria-describedby="done-refusal">${tr(t`Done`)}</button>`);
        items.push(html`<span class="refusal" part="refusal" id="done-refusal">${tr(plural(board.sanJuan,
          'First place # colonist from San Juan: every empty circle must be filled.',
          'First place # colonists from San Juan: every empty circle must be filled.'))}</span>`);
      }
    }
    if (pass?.type === 'passTrader' && !legal.some((m) => m.type === 'sell')) {
      const why = noSaleReason(G, me);
      if (why) items.push(html`<span class="reason" part="reason">${tr(why)}</span>`);
    }
    if (pass) {
      const words = pass.type === 'passSettler' ? t`Take no plantation` : pass.type === 'passBuilder' ? t`Build nothing` : t`Sell nothing`;
      items.push(c.btn(pass, tr(words), { label: words, className: 'chip pass', marker: false }));
    }
    const hint = G.offer ? offerTitle(G, G.offer) : PHASE_TITLES[c.phase] ?? this.turnHint(view, legal, me);
    return html`<div class="actions" part="actions" role="group" aria-label=${tr(t`Your decision`)}>
      <span class="hint">${tr(hint)}</span>${items}
    </div>`;
  }

  /**
   * Storing goods: a toggle per kind held for "all of it in a warehouse" (as many as the occupied
   * warehouses take), then one move button per windrose choice (one barrel of another kind, or
   * none) with those warehouse kinds. Starts from the greedy bot's suggestion.
   */
  private renderStore(c: RenderContext, view: GameState<PuertoRicoState>): unknown[] {
    const { tr } = c;
    const me = c.seat!;
    const board = c.G.boards[me]!;
    const at = this.match.log.length;
    const w = warehouseKinds(board);
    let kinds = this.warehousePick?.at === at ? this.warehousePick.kinds : null;
    if (!kinds) {
      const suggestion = heuristicMove(view, me);
      kinds = suggestion?.type === 'store' ? (suggestion as unknown as StoreArgs).warehouse : [];
    }
    const picked = kinds;
    const out: unknown[] = [];
    if (w > 0) {
      const held = heldKinds(board);
      const toggle = (g: Good) => {
        const next = picked.includes(g) ? picked.filter((k) => k !== g) : held.filter((k) => k === g || picked.includes(k));
        this.warehousePick = { at, kinds: next };
      };
      out.push(html`<span class="store-step" role="group" aria-label=${tr(plural(w, 'Warehouses: keep all of up to # kind', 'Warehouses: keep all of up to # kinds'))}>
        ${aside(tr(t`Warehouse (${picked.length}/${w}):`))}
        ${held.map((g) => {
          const on = picked.includes(g);
          return html`<button type="button" class="chip toggle" part="warehouse-kind" aria-pressed=${on ? 'true' : 'false'}
            ?disabled=${!on && picked.length >= w} aria-label=${tr(t`Keep all ${barrels(board.goods[g], g)} in a warehouse`)} @click=${() => toggle(g)}>
            ${barrel(g, 16)}${aside(`${tr(board.goods[g])} ${tr(LOOK[g].name)}`)}</button>`;
        })}</span>`);
    }
    for (const m of c.legal) {
      if (m.type !== 'store') continue;
      const args = m as unknown as StoreArgs;
      if (JSON.stringify(args.warehouse) !== JSON.stringify(picked)) continue;
      // The visible word is part of the button's name; the rest is secondary text.
      const content = args.windrose
        ? html`${tr(t`Keep`)} ${barrel(args.windrose, 16)}${aside(tr(picked.length ? t`1 ${LOOK[args.windrose].name} + warehouse` : t`1 ${LOOK[args.windrose].name}`))}`
        : html`${tr(t`Keep`)}${aside(tr(picked.length ? t`only the warehouse kinds` : t`nothing`))}`;
      out.push(c.btn(m, content, { label: storeWords(args), className: args.windrose ? 'chip' : 'chip pass', part: 'store' }));
    }
    return out;
  }
}
