import { html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import {
  heldKinds,
  heuristicMove,
  mustStillPlace,
  puertoRicoCompiled,
  ROLE_NAMES,
  salePrice,
  scoreOf,
  warehouseKinds,
  type Good,
  type Offer,
  type PuertoRicoState,
  type StoreArgs,
} from '../../machines/puerto-rico/index.js';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import { GameTable } from '../../src/ui/game-table.js';
import { barrel, LOOK } from './art.js';
import { find, plural, t, type RenderContext } from './context.js';
import { renderBoard } from './player-board.js';
import { styles } from './puerto-rico-table.styles.js';
import { renderBuildings, renderHarbour, renderPlantations, renderRoles } from './supply.js';

/** The decision bar's title per phase. */
const PHASE_TITLES: Record<string, string> = {
  'round.chooseRole': 'Choose a role card',
  'round.settler': 'Settler — take a tile:',
  'round.mayor': 'Mayor — arrange your colonists:',
  'round.builder': 'Builder — build one building:',
  'round.craftsman': 'Craftsman — your extra barrel:',
  'round.trader': 'Trader — sell one barrel:',
  'round.captain.load': 'Captain — load one kind on a ship',
  'round.captain.store': 'Captain — keep goods:',
};

const goodName = (g: Good) => LOOK[g].name;

/** The decision bar's title while something is on offer. */
const OFFER_TITLES: Record<Offer, string> = {
  privilege: "Mayor — your privilege colonist from the supply?",
  hospice: 'Hospice — a colonist for the new tile?',
  university: 'University — a colonist for the new building?',
  captainVp: "Captain — your privilege VP for this load?",
  harborVp: 'Harbor — 1 extra VP for this load?',
};
const OFFER_MOVES: Record<Offer, string> = {
  privilege: 'privilegeColonist', hospice: 'hospiceColonist', university: 'universityColonist', captainVp: 'captainVp', harborVp: 'harborVp',
};
const OFFER_WORDS: Record<Offer, [string, string]> = {
  privilege: ['Take the privilege colonist (into San Juan)', 'Decline the privilege colonist'],
  hospice: ['Take the hospice colonist (onto the new tile)', 'Decline the hospice colonist'],
  university: ['Take the university colonist (onto the new building)', 'Decline the university colonist'],
  captainVp: ["Take the captain's privilege VP", "Decline the captain's privilege VP (the chip stays in the supply)"],
  harborVp: ["Take the harbor's VP", "Decline the harbor's VP (the chip stays in the supply)"],
};

/** The title of an offer; a VP offer says how many chips are left (the last one ends the game). */
function offerTitle(G: Readonly<PuertoRicoState>, offer: Offer): string {
  if (offer !== 'captainVp' && offer !== 'harborVp') return OFFER_TITLES[offer];
  const left = G.vpSupply > 0 ? `${plural(G.vpSupply, 'VP chip')} left` : 'no VP chips left';
  return `${OFFER_TITLES[offer]} (${left})`;
}

/** "coffee (warehouse) + 1 corn": one way to store goods in words. */
function storeWords(args: StoreArgs): string {
  const parts = [...args.warehouse.map((g) => `all ${g} in a warehouse`), ...(args.windrose ? [`1 ${args.windrose} on the windrose`] : [])];
  return parts.length ? parts.join(', ') : 'nothing';
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
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason }`.
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
 * @cssproperty --tt-felt - Colour of the table.
 * @cssproperty --tt-legal - Highlight of legal moves.
 * @cssproperty --pr-board - Colour of the player boards.
 */
export class PuertoRicoTable extends GameTable<PuertoRicoState> {
  static override styles = [...GameTable.styles, styles];
  static override game = puertoRicoCompiled;
  static override privateInfo = true;

  protected override scoreLabel = 'VP';

  /** Storing goods: the kinds toggled into the warehouses, for the decision at log length `at`. */
  @state() private warehousePick: { at: number; kinds: Good[] } | null = null;

  protected override seatSummary(view: GameState<PuertoRicoState>, seat: Seat): string {
    const b = view.G.boards[seat]!;
    const s = scoreOf(b);
    const chips = b.vp === null ? 'chips face down' : `${b.vp} VP chip${b.vp === 1 ? '' : 's'}`;
    return `${s.buildings + s.bonus} building VP · ${chips} · ${plural(b.doubloons, 'doubloon')}`;
  }

  protected override turnHint(view: GameState<PuertoRicoState>, legal: Move[], seat: Seat): string {
    const G = view.G;
    const types = new Set(legal.map((m) => m.type));
    const phase = view.ctx.phase;
    if (types.has('chooseRole')) return 'Choose a role card (its doubloons are yours).';
    if (G.offer) return `${offerTitle(G, G.offer)} Take it or decline it.`;
    if (phase === 'round.settler') return types.has('hacienda') ? 'Draw from the face-down stack with your hacienda, or take a plantation.' : 'Take a face-up plantation or a quarry — or take none.';
    if (phase === 'round.mayor') {
      return mustStillPlace(G.boards[seat]!)
        ? 'Place the colonists from San Juan on empty circles; click a colonist to lift it back to San Juan.'
        : 'Move colonists if you like (click one to lift it, then an empty circle), then press Done.';
    }
    if (types.has('build') || types.has('passBuilder')) return 'Build one building (your price is on each tile) — or build nothing.';
    if (types.has('extraGood')) return 'Craftsman: take one extra barrel of a kind you produced — or none.';
    if (types.has('sell') || types.has('passTrader')) return 'Sell one barrel to the trading house — or sell nothing.';
    if (types.has('load') || types.has('declineWharf')) return 'Load one kind of goods on a ship (as many as fit).';
    if (types.has('store')) return 'Choose which goods to keep (warehouse kinds, then one barrel or none on the windrose); the rest go back to the supply.';
    return '';
  }

  protected override renderRules(): TemplateResult {
    return html`<ol class="rules">
      <li>Each round every player, from the governor clockwise, chooses one role card and takes its
        doubloons; then every player, from the chooser, takes that role's action — the chooser with a
        privilege. A role is taken once per round; each untaken role gets a doubloon at round end, and
        the governor card passes left.</li>
      <li><strong>Settler:</strong> take a face-up plantation (settler: or a quarry; others need a
        construction hut). Hacienda: first draw a face-down tile. Hospice: you may take a colonist
        onto the tile.</li>
      <li><strong>Mayor:</strong> the ship's colonists are shared out one by one from the mayor, who may
        also take 1 colonist from the supply. Each player arranges colonists on circles (click a
        colonist to lift it to San Juan, an empty circle to place one); "Done" is refused while a
        colonist waits and a circle is empty. The ship is refilled: one per empty building circle,
        at least one per player.</li>
      <li><strong>Builder:</strong> build one building; the builder pays 1 less, each worked quarry 1
        less (up to the building's column). Each building once per city; large ones take two spaces.
        University: you may take a colonist onto the new building.</li>
      <li><strong>Craftsman:</strong> everyone produces: corn from worked corn plantations, other goods
        from worked plantations and worked production buildings. The craftsman may take 1 extra barrel.</li>
      <li><strong>Trader:</strong> sell one barrel of a kind not yet in the trading house: corn 0,
        indigo 1, sugar 2, tobacco 3, coffee 4 (+1 trader, +1/+2 markets). A full house is emptied.</li>
      <li><strong>Captain:</strong> in turns, load one kind on a ship (as many as fit; a kind goes on
        the ship already carrying it, else on an empty ship); 1 VP per barrel, the captain +1 on his
        first load, a worked harbor +1 per load — each extra VP may be declined (the chip stays in
        the supply, which puts off the end). Then each player keeps what he chooses: one barrel on the windrose and whole kinds in his
        warehouses, or less; full ships are emptied.</li>
      <li><strong>Prospector:</strong> take 1 doubloon.</li>
      <li>The game ends after the round in which the colonists run out, a city reaches 12 spaces, or
        the VP chips run out. Score: VP chips + building VP + bonuses of worked large buildings; ties
        go to doubloons + goods.</li>
      <li>Goods symbols: corn = ear, indigo = drop, sugar = cube, tobacco = leaf, coffee = bean.</li>
    </ol>`;
  }

  protected override renderTable(view: GameState<PuertoRicoState>, legal: Move[], seat: Seat | null): TemplateResult {
    const G = view.G;
    const c: RenderContext = {
      G,
      phase: view.ctx.phase,
      seat,
      active: view.ctx.active,
      legal,
      over: view.ctx.over,
      btn: (move, content, options) => this.moveButton(move, content, options),
      name: (s) => this.nameOf(s),
    };
    const n = G.boards.length;
    const first = seat ?? 0;
    const order = Array.from({ length: n }, (_, i) => (first + i) % n);
    return html`<div class="pr" data-players=${n}>
      <div class="round-line" part="round">
        <span>Round ${G.round}</span>
        <span>Governor: ${this.nameOf(G.governor)}</span>
        ${view.ctx.over
          ? html`<span class="now">Game over</span>`
          : G.role
            ? html`<span class="now">Now: <b>${ROLE_NAMES[G.role]}</b> (chosen by ${this.nameOf(G.chooser)})</span>`
            : html`<span class="now">Choosing roles</span>`}
        ${G.endTriggered ? html`<span class="ending">${view.ctx.over ? 'The game ended' : 'Last round'}: ${G.endTriggered}</span>` : nothing}
      </div>
      ${renderRoles(c)}
      ${this.renderActions(c, view)}
      <div class="middle">
        <div class="middle-left">
          ${renderHarbour(c)}
          ${renderPlantations(c)}
        </div>
        ${renderBuildings(c)}
      </div>
      <div class="boards">${order.map((s) => renderBoard(c, s))}</div>
    </div>`;
  }

  /** The decision bar: the buttons that belong to no piece on the table (pass, done, goods choices). */
  private renderActions(c: RenderContext, view: GameState<PuertoRicoState>): TemplateResult | typeof nothing {
    const { G, legal, seat } = c;
    if (seat === null || legal.length === 0) {
      return c.over || c.active.length === 0 ? nothing : html`<div class="actions waiting" part="actions">Waiting for ${c.active.map((s) => this.nameOf(s)).join(', ')}…</div>`;
    }
    const items: unknown[] = [];
    const pass = legal.find((m) => ['passSettler', 'passBuilder', 'passTrader'].includes(m.type));
    if (G.offer) {
      const offer = G.offer;
      for (const take of [true, false]) {
        const m = find(c, OFFER_MOVES[offer], { take });
        const words = OFFER_WORDS[offer][take ? 0 : 1];
        if (m) items.push(c.btn(m, take ? 'Take' : 'Decline', { label: words, className: take ? 'chip primary' : 'chip pass', part: 'offer', marker: take }));
      }
    }
    for (const m of legal.filter((x) => x.type === 'extraGood')) {
      items.push(c.btn(m, html`${barrel(m.good as Good, 18)} Extra ${goodName(m.good as Good)}`, { label: `Take an extra ${m.good}`, className: 'chip', part: 'extra-good' }));
    }
    const noExtra = find(c, 'declineExtraGood');
    if (noExtra) items.push(c.btn(noExtra, 'No extra barrel', { label: 'Take no extra barrel', className: 'chip pass', part: 'decline-extra-good', marker: false }));
    for (const m of legal.filter((x) => x.type === 'sell')) {
      const price = salePrice(G, seat, m.good as Good);
      items.push(c.btn(m, html`${barrel(m.good as Good, 18)} Sell ${goodName(m.good as Good)} for ${price}`, { label: `Sell ${m.good} for ${plural(price, 'doubloon')}`, className: 'chip', part: 'sell' }));
    }
    if (legal.some((x) => x.type === 'store')) items.push(...this.renderStore(c, view));
    if (c.phase === 'round.mayor' && c.active.includes(seat) && !G.offer) {
      const done = find(c, 'doneMayor');
      const board = G.boards[seat]!;
      if (done) items.push(c.btn(done, 'Done', { label: 'Done placing colonists', className: 'chip primary', part: 'done' }));
      else {
        // Not a move control: "Done" is not possible now, and the reason stands beside it.
        items.push(html`<button type="button" class="chip refused" part="done" disabled aria-describedby="done-refusal">Done</button>`);
        items.push(html`<span class="refusal" part="refusal" role="note" id="done-refusal">Not yet: ${plural(board.sanJuan, 'colonist')} in San Juan and empty circles left — every empty circle must be filled.</span>`);
      }
    }
    if (pass) {
      const words = pass.type === 'passSettler' ? 'Take no plantation' : pass.type === 'passBuilder' ? 'Build nothing' : 'Sell nothing';
      items.push(c.btn(pass, words, { label: words, className: 'chip pass', marker: false }));
    }
    const hint = G.offer ? offerTitle(G, G.offer) : PHASE_TITLES[c.phase] ?? this.turnHint(view, legal, seat);
    return html`<div class="actions" part="actions" role="group" aria-label="Your decision">
      <span class="hint">${hint}</span>${items}
    </div>`;
  }

  /**
   * Storing goods: a toggle per kind held for "all of it in a warehouse" (as many as the occupied
   * warehouses take), then one move button per windrose choice (one barrel of another kind, or
   * none) with those warehouse kinds. Starts from the greedy bot's suggestion.
   */
  private renderStore(c: RenderContext, view: GameState<PuertoRicoState>): unknown[] {
    const seat = c.seat!;
    const board = c.G.boards[seat]!;
    const at = this.match.log.length;
    const w = warehouseKinds(board);
    let kinds = this.warehousePick?.at === at ? this.warehousePick.kinds : null;
    if (!kinds) {
      const suggestion = heuristicMove(view, seat);
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
      out.push(html`<span class="store-step" role="group" aria-label=${`Warehouses: keep all of up to ${plural(w, 'kind')}`}>
        ${t(`Warehouse (${picked.length}/${w}):`)}
        ${held.map((g) => {
          const on = picked.includes(g);
          return html`<button type="button" class="chip toggle" part="warehouse-kind" aria-pressed=${on ? 'true' : 'false'}
            ?disabled=${!on && picked.length >= w} aria-label=${`Keep all ${board.goods[g]} ${g} in a warehouse`} @click=${() => toggle(g)}>
            ${barrel(g, 16)}${t(`${board.goods[g]} ${goodName(g)}`)}</button>`;
        })}</span>`);
    }
    for (const m of c.legal) {
      if (m.type !== 'store') continue;
      const args = m as unknown as StoreArgs;
      if (JSON.stringify(args.warehouse) !== JSON.stringify(picked)) continue;
      const content = args.windrose ? html`Keep ${barrel(args.windrose, 16)}${t(`1 ${goodName(args.windrose)}`)}${picked.length ? t(' + warehouse') : nothing}` : html`${picked.length ? 'Keep only the warehouse kinds' : 'Keep nothing'}`;
      out.push(c.btn(m, content, { label: `Keep ${storeWords(args)}`, className: args.windrose ? 'chip' : 'chip pass', part: 'store' }));
    }
    return out;
  }
}
