import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import {
  aItem, BOARD, COLOUR_OF, constructionGameCompiled, creditLeft, creditLimit, EQUIPMENT, itemName, listPrice, MACHINES, marketName,
  netWorth, OPENING_BID, REPAYMENTS, shortfallLoan, spaceName, WINNING_WORTH, winterText, cornerText, cardDesign, countOf, type ConstructionState, type Item, type Machine,
  type ReportLine,
} from '../../machines/construction-game/index.js';
import { translations } from '../../machines/construction-game/translations.js';
import type { GameState, Json, Move, Seat } from '../../src/dsl/types.js';
import type { ScoreBreakdown } from '../../src/ui/game-over.js';
import { list, money, seat as seatRef, t, type Text } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import { PALETTE, paletteLegend, palettePatterns, paletteSymbol } from '../../src/ui/palette.js';
import { styles } from './construction-game-table.styles.js';
import { tableTranslations } from './translations.js';

type G = ConstructionState;
const YEAR_CHOICES = [1, 2, 3, 5, 10] as const;

/** The square's colour in the shared palette: the machine's band, grey for winter and YEAR END. */
function colourOfSquare(index: number): keyof typeof PALETTE {
  const s = BOARD[index]!;
  if (s.kind === 'job') return COLOUR_OF[s.machine];
  if (s.kind === 'market') return COLOUR_OF[s.machine];
  return 'grey';
}

/**
 * The Construction Game (Dave Zimmerman; 2–6 players): roll one die round the year, take the jobs
 * your equipment can do in its season (the rate chart pays by the roll and the number of
 * machines), buy machines with cash or credit, rent out trucks, sell services from properties,
 * bid for marked jobs, and sell at Big Sky Auction when the bills outrun the cash. The first to
 * an audited net worth of $1,500,000 wins — or, with `years`, the richest when time is called.
 *
 * @summary The Construction Game table.
 *
 * @attr years - The pre-set time in years (1, 2, 3, 5 or 10): time is called, the round ends and the audit decides. Omitted: play to $1,500,000.
 *
 * @event tt-move - A move was made. `detail: { move, entry }`.
 * @event tt-phase - The game entered another phase (`play.start`, `play.job`, `play.bid`, `play.offer`, `play.auction.choose`, `play.auction.bidding`, `over`). `detail: { phase }`.
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason, text }` (reason in English, text to show in the table's language).
 * @event tt-game-over - The audit: someone reached $1,500,000, time was called, or only one contractor is left. `detail: { result }`.
 *
 * @slot rules - Rules text for the Rules dialog, instead of the built-in summary.
 *
 * @csspart board - The year board, month by month.
 * @csspart square - One week of the board.
 * @csspart yard - The acting contractor's money, equipment and properties.
 * @csspart report - The last job's account.
 * @csspart actions - The moves open now.
 * @csspart move - Every control that makes a move (see the base class for the other parts).
 *
 * @cssproperty [--tt-felt=#e8dcc0] - Colour of the table.
 * @cssproperty [--tt-legal=#1fb6ff] - Highlight of legal targets.
 * @cssproperty [--tt-felt-edge=#b59b62] - Colour of the playing area's rim.
 * @cssproperty [--tt-felt-text=#2e2616] - Text colour on the felt.
 */
export class ConstructionGameTable extends GameTable<G> {
  static override styles = [...GameTable.styles, styles];
  static override game = constructionGameCompiled;
  static override privateInfo = false;
  static override translations = [translations, tableTranslations];

  /** The pre-set time in years; omitted, the game is played to $1,500,000. */
  @property() years?: string;

  protected override scoreLabel = t`Net worth`;

  private get askedYears(): number | null {
    const n = Number((this.years ?? '').trim());
    return (YEAR_CHOICES as readonly number[]).includes(n) ? n : null;
  }

  /** Words for a `years` attribute that names none of the choices. */
  private yearsProblem(): Text | null {
    if (this.years === undefined || this.askedYears !== null) return null;
    return t`years must be 1, 2, 3, 5 or 10, not "${this.years}"; playing to ${money(WINNING_WORTH)}.`;
  }

  protected override requestedOptions(): Record<string, Json> | undefined {
    return this.years === undefined ? undefined : { years: this.askedYears ?? 0 };
  }

  /** The audit, item by item: what each contractor's net worth is made of. */
  protected override scoreBreakdown(view: GameState<G>): ScoreBreakdown {
    const paid = (holdings: readonly { paid: number }[]) => holdings.reduce((n, h) => n + h.paid, 0);
    return {
      parts: [t`Equipment`, t`Property`, t`Cash`, t`Bank notes`],
      points: view.G.contractors.map((c) => [paid(c.fleet), paid(c.deeds), c.cash, -c.debt]),
    };
  }

  protected override seatSummary(view: GameState<G>, seat: Seat): string {
    const c = view.G.contractors[seat]!;
    if (c.bankrupt) return this.tr(t`Out of business`);
    return this.tr(t`Cash ${money(c.cash)} · notes ${money(c.debt)} · worth ${money(netWorth(c))} · ${spaceName(c.position)}`);
  }

  protected override turnHint(view: GameState<G>, _legal: Move[], seat: Seat): string {
    const G = view.G;
    switch (G.stage) {
      case 'start': return this.tr(t`Buy equipment or property if you like, then roll to move.`);
      case 'job': {
        const space = BOARD[G.job!.space]!;
        const machine = space.kind === 'job' ? space.machine : 'backhoe';
        if (G.job!.won) return this.tr(t`You won the bid: buy more machines if you like, then roll for the job's income.`);
        return this.tr(countOf(G.contractors[seat]!, machine) > 0
          ? t`Take the job (roll for its income) or refuse it.`
          : t`You need ${aItem(machine)} for this job: buy one, or refuse the job.`);
      }
      case 'bid': return this.tr(t`The bid stands at ${money(G.bid!.high)}: raise it or pass.`);
      case 'offer': return this.tr(t`${seatRef(G.offer!.from)} makes you an offer: accept or decline.`);
      case 'auction': return this.tr(G.auction!.item === null
        ? t`You are ${money(-G.contractors[seat]!.cash)} short: put a piece up at Big Sky Auction.`
        : G.auction!.leader === null ? t`Big Sky Auction: bid ${money(G.auction!.high)} or more, or pass.` : t`Big Sky Auction: the bid is ${money(G.auction!.high)}; raise or pass.`);
    }
    return '';
  }

  protected override renderRules(): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    return html`<ol class="rules">
      <li><strong>${tr(t`Goal`)}</strong>: ${tr(t`the first contractor to an audited net worth of ${money(WINNING_WORTH)} wins: equipment and property at their purchase price, plus cash, minus bank notes.`)}</li>
      <li><strong>${tr(t`Seasons`)}</strong>: ${tr(t`each colour band is the season of one machine; every week in it is a job for that machine:`)}
        ${paletteLegend([...MACHINES.map((m) => COLOUR_OF[m]), 'grey'], tr)}
        ${tr(list([...MACHINES.map((m) => t`${PALETTE[COLOUR_OF[m]].name}: ${itemName(m)} (${marketName(m)})`), t`${PALETTE.grey.name}: winter weeks and YEAR END, no job`]))}</li>
      <li><strong>${tr(t`Jobs`)}</strong>: ${tr(t`on a job week you may take the job if you own that machine (or buy one first). Roll: the rate chart pays by the roll and how many of that machine you own; the square's costs are deducted, and some squares draw a Contractor's Contingency card. Refusing costs nothing.`)}</li>
      <li><strong>${tr(t`Hot markets`)}</strong>: ${tr(t`landing on one of the first five weeks doubles your gross income for that colour until YEAR END.`)}</li>
      <li><strong>${tr(t`Credit`)}</strong>: ${tr(t`to buy from the bank, from another contractor or at Big Sky Auction, pay at least 20% in cash and the bank lends the rest, within ${money(creditLimit(0))} (${money(creditLimit(5))} after 5 years, ${money(creditLimit(10))} after 10). Never for bills: a contractor who cannot pay sells at Big Sky Auction, from half the list price.`)}</li>
      <li><strong>${tr(t`Bids`)}</strong>: ${tr(t`on a marked week, the lander opens at ${money(OPENING_BID)} and everyone with that machine may bid; the highest bidder pays and does the job.`)}</li>
      <li><strong>${tr(t`Trucks and properties`)}</strong>: ${tr(t`a truck saves the board's trucking bills; without one you pay them to a truck owner. Service bills (landfill, gravel, paving, concrete) go to the property's owner.`)}</li>
    </ol>`;
  }

  protected override renderTable(view: GameState<G>, legal: Move[], seat: Seat | null): TemplateResult {
    const G = view.G;
    const actor = view.ctx.active[0] ?? G.turn;
    const shown = seat ?? actor;
    const problem = this.yearsProblem();
    return html`${palettePatterns()}${problem ? html`<p class="problem" part="problem" role="alert">${this.tr(problem)}</p>` : nothing}<div class="cg">
      ${this.renderReport(G)}
      ${this.renderActions(G, legal)}
      ${this.renderYard(G, shown)}
      ${this.renderBoard(G)}
    </div>`;
  }

  private renderBoard(G: G): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    const rows: number[][] = [[0], ...Array.from({ length: 12 }, (_, m) => [1, 2, 3, 4].map((w) => m * 4 + w))];
    return html`<section part="board" class="board" aria-label=${tr(t`The year board`)}>
      ${rows.map((row) => html`<div class="month">${row.map((i) => this.renderSquare(G, i))}</div>`)}
    </section>`;
  }

  private renderSquare(G: G, i: number): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    const space = BOARD[i]!;
    const colour = colourOfSquare(i);
    const here = G.contractors.flatMap((c, s) => (c.position === i && !c.bankrupt ? [s] : []));
    let what: Text;
    let detail: Text = '';
    if (space.kind === 'job') {
      what = t`${marketName(space.machine)} job (${itemName(space.machine)})`;
      const extras: Text[] = [t`costs ${money(space.cost)}`];
      if (space.trucking) extras.push(t`trucking ${money(space.trucking)}`);
      if (space.service) extras.push(t`${itemName(space.service.property)} ${money(space.service.amount)}`);
      if (space.card) extras.push(t`Contingency card`);
      if (space.bid) extras.push(t`competitive bid`);
      const corner = cornerText(i);
      if (corner) extras.push(corner);
      detail = list(extras);
    } else if (space.kind === 'market') what = t`hot market: ${marketName(space.machine)}`;
    else if (space.kind === 'winter') what = winterText(space.event);
    else what = t`YEAR END`;
    const label = here.length
      ? t`${spaceName(i)}: ${what}. ${detail} Here: ${list(here.map(seatRef))}.`
      : t`${spaceName(i)}: ${what}. ${detail}`;
    const c = PALETTE[colour];
    return html`<div part="square" class="square ${space.kind}" role="img" aria-label=${tr(label)} style=${`--c: ${c.fill}; --on: ${c.on}`}>
      <svg class="glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${paletteSymbol(colour, 12, 12, 18)}</svg>
      <span class="week" aria-hidden="true">${i === 0 ? tr(t`YEAR END`) : tr(((i - 1) % 4) + 1)}</span>
      ${space.kind === 'job' ? html`<span class="cost" aria-hidden="true">${tr(money(space.cost))}${space.bid ? ' ⚑' : ''}${space.card ? ' ✦' : ''}</span>` : nothing}
      <span class="tokens" aria-hidden="true">${here.map((s) => html`<span class="token p${s}">${s + 1}</span>`)}</span>
    </div>`;
  }

  private renderYard(G: G, seat: Seat): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    const c = G.contractors[seat]!;
    return html`<section part="yard" class="yard" aria-label=${tr(t`The yard of ${seatRef(seat)}`)}>
      <h3 class="section-title">${tr(t`The yard of ${seatRef(seat)}`)}</h3>
      <p class="money">${tr(t`Cash ${money(c.cash)} · bank notes ${money(c.debt)} · credit left ${money(creditLeft(c))} · net worth ${money(netWorth(c))}`)}</p>
      <ul class="fleet">
        ${EQUIPMENT.map((e) => {
          const n = countOf(c, e);
          const hot = e !== 'truck' && c.hot.includes(e);
          return html`<li class=${n ? '' : 'none'}>${tr(t`${itemName(e)}: ${n}`)}${hot ? html` <strong class="hot">${tr(t`hot market`)}</strong>` : nothing}</li>`;
        })}
        ${c.deeds.map((d) => html`<li class="deed">${tr(itemName(d.item))}</li>`)}
      </ul>
    </section>`;
  }

  private lineText(line: ReportLine): Text {
    const to = line.to === null ? t`the bank` : seatRef(line.to);
    switch (line.what) {
      case 'gross': return t`gross income ${money(line.amount)}`;
      case 'cost': return t`operating costs ${money(line.amount)}`;
      case 'bid': return t`bid ${money(line.amount)}`;
      case 'trucking': return t`trucking ${money(line.amount)} to ${to}`;
      case 'service': return t`${itemName(line.property!)} ${money(line.amount)} to ${to}`;
      default: return t`card ${money(line.amount)}`;
    }
  }

  private renderReport(G: G): TemplateResult | typeof nothing {
    const r = G.report;
    if (r === null) return nothing;
    const tr = (text: Text) => this.tr(text);
    const space = BOARD[r.space]!;
    const machine: Machine = space.kind === 'job' ? space.machine : 'backhoe';
    return html`<section part="report" class="report" aria-label=${tr(t`The last job`)}>
      <p><strong>${tr(t`${seatRef(r.seat)}: ${spaceName(r.space)}, ${r.machines} × ${itemName(machine)}, roll ${r.roll}${r.hot ? ' ×2' : ''}`)}</strong></p>
      <p>${tr(list(r.lines.map((l) => this.lineText(l))))}${r.card ? html` · <em>${tr(cardDesign(r.card).title)}</em>` : nothing}</p>
      <p class="net">${tr(t`Net ${money(r.net)}`)}</p>
    </section>`;
  }

  private renderActions(G: G, legal: Move[]): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    const simple = (type: string, label: Text, primary = false) => {
      const m = legal.find((x) => x.type === type);
      return m ? this.moveButton(m, html`${tr(label)}`, { label: tr(label), className: primary ? 'action primary' : 'action', marker: false }) : nothing;
    };
    const buys = legal.filter((m) => m.type === 'buy');
    const repays = legal.filter((m) => m.type === 'repay');
    const offers = legal.filter((m) => m.type === 'offer');
    const amounts = legal.filter((m) => m.type === 'raise' || m.type === 'auctionBid');
    const putUps = legal.filter((m) => m.type === 'putUp');
    const job = G.job ? BOARD[G.job.space]! : null;
    const jobLabel = job && job.kind === 'job' ? (job.bid && !G.job!.won ? t`Open the bid at ${money(OPENING_BID)}` : t`Take the job: roll for its income`) : t`Take the job`;
    return html`<section part="actions" class="actions" aria-label=${tr(t`Your moves`)}>
      <div class="main-moves" data-roving>
        ${simple('roll', t`Roll the die`, true)}
        ${simple('work', jobLabel, true)}
        ${simple('refuse', t`Refuse the job`)}
        ${simple('pass', t`Pass`)}
        ${simple('accept', G.offer ? this.acceptLabel(G) : t`Accept`, true)}
        ${simple('decline', t`Decline`)}
        ${simple('auctionPass', t`Pass`)}
        ${amounts.map((m) => this.renderAmount(G, m))}
        ${putUps.map((m) => this.moveButton(m, html`${tr(itemName(m.item as Item))}`, { label: tr(t`Put ${aItem(m.item as Item)} up for auction (from ${money(listPrice(m.item as Item) / 2)})`), className: 'action' }))}
      </div>
      ${buys.length ? this.renderBuys(buys) : nothing}
      ${repays.length ? html`<div class="chips" data-roving>${repays.map((m) => this.renderRepay(m))}</div>` : nothing}
      ${offers.length ? this.renderOffers(offers) : nothing}
    </section>`;
  }

  /** The answer to an offer; a buyer who must borrow part of the price is told how much. */
  private acceptLabel(G: G): Text {
    const o = G.offer!;
    if (!o.sell) return t`Accept: sell ${aItem(o.item)} for ${money(o.price)}`;
    const loan = shortfallLoan(G.contractors[o.to]!, o.price);
    return loan > 0 ? t`Accept: buy ${aItem(o.item)} for ${money(o.price)}, ${money(loan)} of it on bank notes` : t`Accept: buy ${aItem(o.item)} for ${money(o.price)}`;
  }

  /** A bid at a competitive bid (cash only) or at Big Sky Auction (where the bank may lend part of it). */
  private renderAmount(G: G, m: Move): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    const amount = m.amount as number;
    if (m.type === 'raise') return this.moveButton(m, html`${tr(money(amount))}`, { label: tr(t`Bid ${money(amount)} for the job`), className: 'action' });
    const item = G.auction!.item!;
    const loan = shortfallLoan(G.contractors[m.seat]!, amount);
    if (loan === 0) return this.moveButton(m, html`${tr(money(amount))}`, { label: tr(t`Bid ${money(amount)} for ${aItem(item)}`), className: 'action' });
    return this.moveButton(m, html`${tr(money(amount))} · ${tr(t`with credit`)}`, { label: tr(t`Bid ${money(amount)} for ${aItem(item)}, ${money(loan)} of it on bank notes`), className: 'action' });
  }

  /** A repayment: the fixed steps, and "all" for whatever is owed. */
  private renderRepay(m: Move): TemplateResult {
    const amount = m.amount as number;
    const all = !(REPAYMENTS as readonly number[]).includes(amount);
    const text = all ? t`Repay all: ${money(amount)}` : t`Repay ${money(amount)}`;
    const label = all ? t`Repay all ${money(amount)} of bank notes` : t`Repay ${money(amount)} of bank notes`;
    return this.moveButton(m, html`${this.tr(text)}`, { label: this.tr(label), className: 'chip' });
  }

  /**
   * Purchases from the bank, one row a piece: its name and price, then "in cash" and "with
   * credit" — half as many words on the screen as a button per sentence.
   */
  private renderBuys(buys: Move[]): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    const items = [...new Set(buys.map((m) => m.item as Item))];
    return html`<h3 class="section-title">${tr(t`Buy from the bank`)}</h3>
      <div class="rows" data-roving>${items.map((item) => html`<div class="row" role="group" aria-label=${tr(t`${itemName(item)} · ${money(listPrice(item))}`)}>
        <span class="row-label">${tr(t`${itemName(item)} · ${money(listPrice(item))}`)}</span>
        ${buys.filter((m) => m.item === item).map((m) => {
          const label = m.credit ? t`Buy ${aItem(item)} for ${money(listPrice(item))} with credit` : t`Buy ${aItem(item)} for ${money(listPrice(item))} in cash`;
          return this.moveButton(m, html`${tr(m.credit ? t`with credit` : t`in cash`)}`, { label: tr(label), className: 'chip' });
        })}
      </div>`)}</div>`;
  }

  /**
   * Offers to other contractors (up to 80 at six players), grouped by contractor, one row for
   * each piece to sell or buy with its four prices: the list reads as a small table, and the
   * arrows walk it (one Tab stop for all).
   */
  private renderOffers(offers: Move[]): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    const others = [...new Set(offers.map((m) => m.to as Seat))];
    const rowsFor = (to: Seat) => {
      const mine = offers.filter((m) => m.to === to);
      const keys = [...new Set(mine.map((m) => `${m.sell ? 'sell' : 'buy'}:${String(m.item)}`))];
      return keys.map((key) => mine.filter((m) => `${m.sell ? 'sell' : 'buy'}:${String(m.item)}` === key));
    };
    return html`<details class="offers" open><summary>${tr(t`Offers to other contractors`)}</summary>
      <div class="rows" data-roving>${others.map((to) => html`<div class="offer-group" role="group" aria-label=${tr(t`Offers to ${seatRef(to)}`)}>
        <h4 class="offer-to">${tr(seatRef(to))}</h4>
        ${rowsFor(to).map((row) => {
          const first = row[0]!;
          const item = first.item as Item;
          const what = first.sell ? t`Sell ${aItem(item)}` : t`Buy ${aItem(item)}`;
          return html`<div class="row" role="group" aria-label=${tr(what)}>
            <span class="row-label">${tr(what)}</span>
            ${row.map((m) => {
              const price = money(m.price as number);
              const label = m.sell ? t`Offer ${seatRef(to)} ${aItem(item)} for ${price}` : t`Offer ${seatRef(to)} ${price} for ${aItem(item)}`;
              return this.moveButton(m, html`${tr(price)}`, { label: tr(label), className: 'chip price' });
            })}
          </div>`;
        })}
      </div>`)}</div></details>`;
  }
}
