import { html, nothing, type TemplateResult } from 'lit';
import {
  EQUIPMENT_NAMES, JOB_NAMES, PHASES_PER_JOB, PRICE, RENT, SCHEDULE, SEAT_COLOURS, TRACK,
  cardText, contractorCompiled, jobCost, jobsOf, offerText, ownerOf, readSlip, roundOf,
  type ContractorState, type EquipmentId, type JobId, type Space,
} from '../../machines/contractor/index.js';
import { translations } from '../../machines/contractor/translations.js';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import { list, money, plural, seat as seatRef, t, type Message, type Text } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import type { ScoreBreakdown } from '../../src/ui/game-over.js';
import { PALETTE, paletteLegend, paletteSwatch } from '../../src/ui/palette.js';
import { styles } from './contractor-table.styles.js';
import { tableTranslations } from './translations.js';

type G = ContractorState;
type Tr = (text: Text) => string;

const colourOf = (seat: Seat) => SEAT_COLOURS[seat]!;
const swatch = (seat: Seat): TemplateResult => html`<span class="swatch">${paletteSwatch(colourOf(seat))}</span>`;

/** Grid cell (row, column) of track space i on the 10 × 10 ring: START bottom right, clockwise (left along the bottom). */
function cellOf(i: number): { row: number; col: number } {
  if (i <= 9) return { row: 10, col: 10 - i };
  if (i <= 18) return { row: 10 - (i - 9), col: 1 };
  if (i <= 27) return { row: 1, col: 1 + (i - 18) };
  return { row: 1 + (i - 27), col: 10 };
}

const ICON: Record<Space['kind'], string> = { start: '⚑', workday: '⚒', weather: '☂', repairs: '🔧', fund: '🏦', fuel: '⛽', equipment: '🚜' };

/** Equipment as a card's or a space's title (the rules' names carry an article for sentences). */
const PIECE_TITLES: Readonly<Record<EquipmentId, Message>> = {
  lowbed: t`Lowbed`, dozer: t`Dozer`, loader: t`Loader`, excavator: t`Excavator`, trucks: t`Trucks`, rockdrill: t`Rockdrill`,
  scrapers: t`Scrapers`, subcontractor: t`Subcontractor`, crane: t`Crane`, concrete: t`Concrete`, steel: t`Steel`, paver: t`Paver`,
};
const SPACE_TITLES: Readonly<Record<Exclude<Space['kind'], 'equipment'>, Message>> = {
  start: t`START`, workday: t`Workday`, weather: t`Weather`, repairs: t`Repairs`, fund: t`Warranty Fund`, fuel: t`Fuel bill`,
};

/** A space's title, for the board and screen readers. */
function spaceName(space: Space): Message {
  return space.kind === 'equipment' ? PIECE_TITLES[space.equipment!] : SPACE_TITLES[space.kind];
}

/**
 * Contractor, the construction-business game for 2–6 players: the equipment draft by dice, sealed
 * bids for the six jobs opened together, then round the board working the jobs' ten phases on
 * Workdays, paying rentals to the owners of the equipment, buying, selling and trading it.
 * Seat colours come from the shared palette, each with its symbol.
 *
 * @summary The Contractor game table.
 *
 * @event tt-move - A move was made. `detail: { move, entry }`.
 * @event tt-phase - The game entered another phase (`draft`, `bidding.first`, `bidding.second`, `buying`, `play.roll`, `play.work`, `play.weather`, `play.act`, `play.raise`, `play.respond`, `play.reply`, `over`). `detail: { phase }`.
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason, text }` (reason in English, text to show in the table's language).
 * @event tt-game-over - A player finished all his jobs and the money is settled. `detail: { result }`.
 *
 * @slot rules - Rules text for the Rules dialog, instead of the built-in summary.
 *
 * @csspart board - The track of 36 spaces round the centre.
 * @csspart space - One space of the track.
 * @csspart bid-sheet - The banker's bid sheet: each job's low bid and low bidder.
 * @csspart schedule - The job progress schedule.
 * @csspart controls - The moves of the player to act.
 * @csspart contractors - The players' cash, equipment and jobs.
 * @csspart move - Every control that makes a move (see the base class for the other parts).
 *
 * @cssproperty [--tt-felt=#6f7f5a] - Colour of the table.
 * @cssproperty --tt-legal - Highlight of the legal targets.
 * @cssproperty --contractor-space - Colour of the track's spaces.
 * @cssproperty [--tt-felt-edge=#4c5a3b] - Colour of the playing area's rim.
 */
export class ContractorTable extends GameTable<G> {
  static override styles = [...GameTable.styles, styles];
  static override game = contractorCompiled;
  /** Sealed bids are secret: hotseat play puts a curtain between players. */
  static override privateInfo = true;
  static override translations = [translations, tableTranslations];

  protected override scoreLabel: Text = t`Money`;

  protected override scoreBreakdown(view: GameState<G>): ScoreBreakdown | null {
    const s = view.G.settlement;
    if (!s) return null;
    return {
      parts: [t`Cash`, t`Bonus`, t`Unfinished phases`, t`Equipment sold`, t`Loans repaid`],
      points: s.map((x) => [x.cashBefore, x.bonus, -x.unfinishedCosts, x.equipmentSold, -x.loansRepaid]),
    };
  }

  protected override seatSummary(view: GameState<G>, seat: Seat): Text {
    const p = view.G.players[seat]!;
    const jobs = jobsOf(view.G, seat);
    const done = jobs.map((j) => t`${JOB_NAMES[j]} ${view.G.progress[j]}/10`);
    const base = t`${PALETTE[colourOf(seat)].glyph} ${money(p.cash)} · ${plural(p.owned.length, '# piece', '# pieces')}`;
    const withJobs = done.length ? t`${base} · ${list(done)}` : base;
    return p.loans ? t`${withJobs} · ${plural(p.loans, '# loan', '# loans')}` : withJobs;
  }

  protected override turnHint(view: GameState<G>, legal: Move[]): Text {
    const G = view.G;
    const phase = view.ctx.phase;
    if (phase === 'draft') return G.stack[0] ? t`Shake both dice: high dice take ${EQUIPMENT_NAMES[G.stack[0]]}.` : '';
    if (phase.startsWith('bidding')) {
      const job = legal.find((m) => m.type === 'bid')?.job as JobId | undefined;
      return job ? t`Write your sealed bid for ${JOB_NAMES[job]} (cost ${money(jobCost(job))}); all bids are opened together.` : t`Waiting for the other bids.`;
    }
    if (phase === 'buying') return t`Buy the drafted equipment you want; the rest goes back to the bank.`;
    if (phase === 'play.roll') return legal.some((m) => m.type === 'sitOut') ? t`Rain: sit out this turn.` : t`Shake both dice and move clockwise; before that you may buy from the bank or sell to it.`;
    if (phase === 'play.weather') return t`Keep the Weather card or give it to another player, before it is read.`;
    if (phase === 'play.work') return t`Workday: complete the next phase of your jobs, or choose not to work; before that you may buy from the bank or sell to it.`;
    if (phase === 'play.raise') return t`You owe money: sell equipment to the bank or offer a piece to another player, or borrow once you have none.`;
    if (phase === 'play.respond') return t`A trade is offered to you: accept, counter or decline.`;
    if (phase === 'play.reply') return t`Your offer was countered: take it or refuse.`;
    if (phase === 'play.act') return t`Buy from the bank, sell, offer a trade, or end your turn.`;
    return '';
  }

  protected override renderRules(): TemplateResult {
    const tr: Tr = (text) => this.tr(text);
    return html`<ol class="rules">
      <li><strong>${tr(t`Draft`)}</strong>: ${tr(t`every player shakes both dice; the high roll takes the top equipment card, until the stack is gone. Doubles never shake again.`)}</li>
      <li><strong>${tr(t`Bidding`)}</strong>: ${tr(t`bids are written secretly and opened together; the low bid takes the job, but a player awarded a job in the round cannot take another in it; in most rounds one job then goes at cost to the player left without one. Bids are under ${money(600_000)} and end in four zeros. Tied low bids: low dice win.`)}</li>
      <li><strong>${tr(t`Buying`)}</strong>: ${tr(t`buy the drafted equipment you want at its price; return the rest to the bank.`)}</li>
      <li><strong>${tr(t`The board`)}</strong>: ${tr(t`shake and move clockwise. On a Workday, draw a Workday card and complete the next phase of each job: pay each rental to the owner of that equipment (another player or the bank; none for your own) and receive one tenth of the bid. The 10th phase only after a roll of 2 to 6.`)}</li>
      <li><strong>${tr(t`Spaces`)}</strong>: ${tr(t`Weather: keep the card or give it away before it is read. Mechanical Repairs: pay the card. Warranty Fund: collect it. Equipment in the bank: no rent, and buy it for 10% less; another player's: pay him its rental.`)}</li>
      <li><strong>${tr(t`Your turn's business`)}</strong>: ${tr(t`at any time in your turn (before you shake, before you work, or after): one purchase from the bank and sales to it at half price. After moving: one trade offer to another player (who accepts, counters or declines).`)}</li>
      <li><strong>${tr(t`Money owed`)}</strong>: ${tr(t`pay it first; short of cash, sell equipment (to the bank at half price, or offer a piece to another player), then take loans of ${money(100_000)}.`)}</li>
      <li><strong>${tr(t`The end`)}</strong>: ${tr(t`the first to finish all his jobs gets ${money(50_000)}. The others pay the equipment of their unfinished phases (not their own); all equipment is sold at half price; loans are repaid at ${money(100_000)}. Most money wins.`)}</li>
    </ol>
    <h3>${tr(t`Colours`)}</h3>
    ${paletteLegend([...SEAT_COLOURS], tr)}`;
  }

  protected override renderTable(view: GameState<G>, legal: Move[], seat: Seat | null): TemplateResult {
    return html`<div class="contractor">
      <div part="board" class="board" role="group" aria-label=${this.tr(t`The board: 36 spaces clockwise from START`)}>
        ${TRACK.map((space, i) => this.renderSpace(view, space, i))}
        <div class="centre">${this.renderCentre(view)}</div>
      </div>
      <section part="controls" class="controls" aria-label=${this.tr(t`Your moves`)}>${this.renderControls(view, legal)}</section>
      ${this.renderPlayers(view, seat)}
    </div>`;
  }

  private renderSpace(view: GameState<G>, space: Space, i: number): TemplateResult {
    const G = view.G;
    const { row, col } = cellOf(i);
    const here = G.players.map((p, s) => (p.position === i ? s : -1)).filter((s) => s >= 0);
    const owner = space.kind === 'equipment' ? ownerOf(G, space.equipment!) : null;
    const tokens = view.ctx.phase === 'draft' || view.ctx.phase.startsWith('bidding') || view.ctx.phase === 'buying' ? [] : here;
    const ownerText = space.kind === 'equipment' ? (owner === null ? t`in the bank` : t`owned by ${seatRef(owner)}`) : '';
    const label = tokens.length
      ? t`Space ${i}: ${spaceName(space)} ${ownerText}; here: ${list(tokens.map((s) => seatRef(s)))}`
      : t`Space ${i}: ${spaceName(space)} ${ownerText}`;
    return html`<div part="space" class=${`space ${space.kind}`} style=${`grid-row: ${row}; grid-column: ${col}`} role="img" aria-label=${this.tr(label)} data-space=${i}>
      <span class="icon" aria-hidden="true">${ICON[space.kind]}</span>
      <span class="name">${this.tr(spaceName(space))}</span>
      ${owner !== null ? html`<span class="owner">${swatch(owner)}</span>` : nothing}
      ${tokens.length ? html`<span class="tokens">${tokens.map((s) => swatch(s))}</span>` : nothing}
    </div>`;
  }

  private renderCentre(view: GameState<G>): TemplateResult {
    const G = view.G;
    const tr: Tr = (text) => this.tr(text);
    const dice = G.turn.dice;
    return html`
      ${dice.length ? html`<p class="dice" aria-label=${tr(t`Dice: ${dice[0]!} and ${dice[1]!}`)}><span class="die">${dice[0]}</span><span class="die">${dice[1]}</span></p>` : nothing}
      ${G.drawn ? html`<p class="drawn">${tr(t`Card for ${seatRef(G.drawn.seat)}: ${cardText(G.drawn.deck, G.drawn.kind)}`)}</p>` : nothing}
      <p class="fund">${tr(t`Warranty Fund: ${money(G.fund)}`)}</p>
      ${this.renderBidSheet(view)}
      ${this.renderSchedule(view)}`;
  }

  private renderBidSheet(view: GameState<G>): TemplateResult {
    const G = view.G;
    const tr: Tr = (text) => this.tr(text);
    const slips = [...G.opened, ...G.slips].map(readSlip);
    return html`<table part="bid-sheet" class="bid-sheet">
      <caption>${tr(t`Bid sheet`)}</caption>
      <thead><tr><th scope="col">${tr(t`Job`)}</th><th scope="col">${tr(t`Bid price`)}</th><th scope="col">${tr(t`Low bidder`)}</th></tr></thead>
      <tbody>${G.awards.map((a) => html`<tr>
        <th scope="row">${tr(JOB_NAMES[a.job])}</th>
        <td>${tr(money(a.bid))}${a.atCost ? html` <small>${tr(t`at cost`)}</small>` : nothing}</td>
        <td>${swatch(a.seat)} ${this.nameOf(a.seat)}</td></tr>`)}
      </tbody>
      ${slips.length ? html`<tfoot><tr><td colspan="3" class="slips">${slips.map((s) => html`<span class="slip">${swatch(s.seat)} ${tr(JOB_NAMES[s.job])}: ${s.amount === null ? tr(t`sealed`) : tr(money(s.amount))}</span>`)}</td></tr></tfoot>` : nothing}
    </table>`;
  }

  private renderSchedule(view: GameState<G>): TemplateResult | typeof nothing {
    const G = view.G;
    if (G.awards.length === 0) return nothing;
    return html`<div part="schedule" class="schedule" role="list" aria-label=${this.tr(t`Job progress schedule`)}>
      ${G.awards.map((a) => html`<div class="job" role="listitem" aria-label=${this.tr(t`${JOB_NAMES[a.job]}: ${seatRef(a.seat)}, ${G.progress[a.job]} of 10 phases`)}>
        <span class="job-name">${swatch(a.seat)} ${this.tr(JOB_NAMES[a.job])}</span>
        <span class="phases" aria-hidden="true">${Array.from({ length: PHASES_PER_JOB }, (_, k) => html`<span class=${k < G.progress[a.job] ? 'phase done' : 'phase'} title=${SCHEDULE[a.job][k]!.map((e) => this.tr(PIECE_TITLES[e])).join(', ')}></span>`)}</span>
      </div>`)}
    </div>`;
  }

  private button(move: Move, label: Text, content?: Text): TemplateResult {
    return this.moveButton(move, html`<span>${this.tr(content ?? label)}</span>`, { label });
  }

  private renderControls(view: GameState<G>, legal: Move[]): TemplateResult | typeof nothing {
    if (legal.length === 0) return nothing;
    const G = view.G;
    const tr: Tr = (text) => this.tr(text);
    const of = (type: string) => legal.filter((m) => m.type === type);
    const piece = (m: Move) => m.piece as EquipmentId;
    const groups: TemplateResult[] = [];
    const group = (label: Text, moves: TemplateResult[]) => {
      if (moves.length) groups.push(html`<div class="group" role="group" data-roving aria-label=${tr(label)}><p class="group-title">${tr(label)}</p><div class="buttons">${moves}</div></div>`);
    };
    group(t`Dice`, [...of('shake'), ...of('roll')].map((m) => this.button(m, t`Shake both dice`)));
    group(t`Rain`, of('sitOut').map((m) => this.button(m, t`Sit out this turn`)));
    const bids = of('bid');
    if (bids.length) {
      const job = bids[0]!.job as JobId;
      const round = roundOf(G, view.ctx);
      group(t`Sealed bid for ${JOB_NAMES[job]} (round: ${list(round.jobs.map((j) => JOB_NAMES[j]))})`, bids.map((m) => this.moveButton(m, html`<span>${tr(money(m.amount as number))}</span>`, { label: t`Bid ${money(m.amount as number)} for ${JOB_NAMES[job]}`, className: 'amount' })));
    }
    group(t`Buy drafted equipment`, of('buyDrafted').map((m) => this.button(m, t`Buy ${EQUIPMENT_NAMES[piece(m)]} for ${money(PRICE[piece(m)])}`)));
    group(t`Done buying`, of('returnRest').map((m) => this.button(m, t`Return the rest to the bank`)));
    group(t`Weather card`, of('weather').map((m) => this.button(m, m.to === m.seat ? t`Keep it` : t`Give it to ${seatRef(m.to as Seat)}`)));
    group(t`Work`, of('work').map((m) => this.button(m, t`Work ${list((m.jobs as JobId[]).map((j) => t`${JOB_NAMES[j]}, phase ${G.progress[j] + 1}`))}`)));
    group(t`No work`, of('rest').map((m) => this.button(m, t`Do not work today`)));
    group(t`Buy from the bank`, of('buy').map((m) => this.button(m, t`Buy ${EQUIPMENT_NAMES[piece(m)]} from the bank for ${money(G.turn.discount === piece(m) ? Math.round(PRICE[piece(m)] * 0.9) : PRICE[piece(m)])}`)));
    group(t`Sell to the bank at half price`, of('sell').map((m) => this.button(m, t`Sell ${EQUIPMENT_NAMES[piece(m)]} for ${money(PRICE[piece(m)] / 2)}`)));
    group(t`Loan`, of('borrow').map((m) => this.button(m, t`Borrow ${money(100_000)}`)));
    if (G.offer) groups.push(html`<p class="offer">${tr(t`${seatRef(G.offer.from)} ${offerText(G.offer)}`)}</p>`);
    group(t`Answer`, [...of('accept'), ...of('decline'), ...of('agree'), ...of('refuse')].map((m) =>
      this.button(m, m.type === 'accept' ? t`Accept` : m.type === 'decline' ? t`Decline` : m.type === 'agree' ? t`Take the counter-offer` : t`Refuse the counter-offer`)));
    group(t`Counter-offer`, of('counter').map((m) => {
      const price = m.price as number;
      const payer = price > 0 ? G.offer!.from : G.offer!.to;
      return this.button(m, t`Counter: ${seatRef(payer)} pays ${money(Math.abs(price))}`);
    }));
    const offers = of('offer');
    if (offers.length) {
      groups.push(html`<details class="group offers" open><summary>${tr(plural(offers.length, 'Offer a trade (# choice)', 'Offer a trade (# choices)'))}</summary>
        <div class="buttons" role="group" data-roving aria-label=${tr(t`Trade offers`)}>${offers.map((m) => this.button(m, offerText(m as unknown as { to: Seat; give: EquipmentId | ''; get: EquipmentId | ''; price: number })))}</div></details>`);
    }
    group(t`End`, of('endTurn').map((m) => this.button(m, t`End the turn`)));
    return html`${groups}`;
  }

  private renderPlayers(view: GameState<G>, seat: Seat | null): TemplateResult {
    const G = view.G;
    const tr: Tr = (text) => this.tr(text);
    return html`<section part="contractors" class="players" aria-label=${tr(t`Contractors`)}>
      ${G.players.map((p, s) => html`<div class=${s === seat ? 'player mine' : 'player'} role="group" aria-label=${tr(t`${seatRef(s)}: ${money(p.cash)}`)}>
        <p class="player-name">${swatch(s)} ${this.nameOf(s)} <span class="cash">${tr(money(p.cash))}</span>${p.loans ? html` <span class="loans">${tr(plural(p.loans, '# loan', '# loans'))}</span>` : nothing}</p>
        ${p.owned.length ? html`<p class="pieces">${tr(t`Owns`)}: ${p.owned.map((e) => html`<span class="piece">${tr(PIECE_TITLES[e])} <small>${tr(money(RENT[e]))}</small></span>`)}</p>` : nothing}
        ${p.drafted.length ? html`<p class="pieces">${tr(t`Drafted`)}: ${p.drafted.map((e) => html`<span class="piece">${tr(PIECE_TITLES[e])} <small>${tr(money(PRICE[e]))}</small></span>`)}</p>` : nothing}
      </div>`)}
    </section>`;
  }
}
