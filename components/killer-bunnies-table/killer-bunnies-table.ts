import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  card,
  cardName,
  cardText,
  carrotName,
  dieName,
  dollaOf,
  handlers,
  hasBunny,
  HIDDEN,
  killerBunniesCompiled,
  magicCarrot,
  prices,
  supplyUnits,
  type Bunny,
  type G,
} from '../../machines/killer-bunnies/index.js';
import { translations } from '../../machines/killer-bunnies/translations.js';
import type { GameState, Json, Move, Seat } from '../../src/dsl/types.js';
import { moveKey } from '../../src/engine/move-key.js';
import { list, plural, seat as seatText, t, type Text } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import type { ScoreBreakdown } from '../../src/ui/game-over.js';
import { paletteLegend, type PaletteName } from '../../src/ui/palette.js';
import { bunnyBadge, carrotIcon, dieFace, TYPE_NAMES } from './parts.js';
import { styles } from './killer-bunnies-table.styles.js';
import { tableTranslations } from './translations.js';

const LEGEND: PaletteName[] = ['purple', 'orange', 'green', 'yellow', 'blue', 'black'];

/**
 * Killer Bunnies and the Quest for the Magic Carrot for 2–8 players: keep your bunnies alive in
 * the Bunny Circle, attack the others', collect carrots — and hope one of yours is the Magic
 * Carrot, the bottom card of the small carrot deck, turned over at the very end. The whole Blue
 * Starter, with the Yellow Booster in the setup form.
 *
 * @summary The Killer Bunnies game table.
 *
 * @event tt-move - A move was made. `detail: { move, entry }`.
 * @event tt-phase - The game entered another phase. `detail: { phase }`.
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason, text }` (reason in English, text to show in the table's language).
 * @event tt-game-over - The Magic Carrot is turned over. `detail: { result }`.
 *
 * @csspart decision - What the table asks now, with its controls.
 * @csspart circle - The Bunny Circle.
 * @csspart bunny - One bunny in the circle, with what lies on it.
 * @csspart market - Kaballa's Market: prices and carrots.
 * @csspart dice - The last roll.
 * @csspart hand - Your cards.
 * @csspart run - Your two face-down run cards.
 * @csspart carrots - The small carrots turned over at the end.
 * @csspart move - Every control that makes a move.
 *
 * @attr booster - `yellow` to play with the Yellow Booster (default: the Blue Starter alone).
 *
 * @cssproperty [--tt-felt=#4a7c59] - Colour of the table.
 * @cssproperty [--tt-felt-edge=#2f5a3c] - Colour of the playing area's rim.
 */
export class KillerBunniesTable extends GameTable<G> {
  static override styles = [...GameTable.styles, styles];
  static override game = killerBunniesCompiled;
  static override privateInfo = true;
  static override translations = [translations, tableTranslations];

  protected override scoreLabel = t`Carrots`;

  /** `booster="yellow"` plays with the Yellow Booster; a change of it starts a new game. */
  @property() booster?: string;

  protected override requestedOptions(): Record<string, Json> | undefined {
    return this.booster === undefined ? undefined : { booster: this.booster.trim().toLowerCase() === 'yellow' ? 'yellow' : 'none' };
  }

  /** Whether the player is peeking at his own run cards. */
  @state() private peeking = false;
  private turnFocus: Move | null = null;

  protected override seatSummary(view: GameState<G>, seat: Seat): string {
    const G = view.G;
    const p = G.players[seat]!;
    const bunnies = G.circle.filter((b) => b.owner === seat).length;
    return [
      this.tr(plural(bunnies, '# bunny', '# bunnies')),
      this.tr(plural(p.carrots.length, '# carrot', '# carrots')),
      this.tr(t`${dollaOf(G, seat)} Dolla`),
      this.tr(t`cabbage ${supplyUnits(p.cabbage)}, water ${supplyUnits(p.water)}`),
    ].join(' · ');
  }

  protected override turnHint(view: GameState<G>, legal: Move[], seat: Seat = view.ctx.active[0] ?? 0): Text {
    const G = view.G;
    const phase = view.ctx.phase;
    if (legal.length === 0) return '';
    if (phase === 'setup.exchange') return t`You were dealt no bunny: give back a card for a bunny, or keep your cards.`;
    if (phase === 'setup.lay') return view.G.players[seat]?.top !== null ? t`Now choose your bottom run card.` : t`Choose your top run card (a bunny is best), then your bottom one.`;
    if (phase === 'setup.first') return t`Roll the black d12 for everyone: the highest starts.`;
    if (phase === 'end') return t`Turn over the next small carrot: the last one is the Magic Carrot.`;
    if (phase === 'play.begin') return t`Flip your top run card. You may buy at the market or play a Special first.`;
    if (phase === 'play.replace') return t`Choose a card of your hand for your new bottom run card. You may buy or play a Special first.`;
    const task = G.tasks[0];
    const prompt = task ? handlers(task.what).prompt?.(G, task) : undefined;
    return prompt ?? '';
  }

  protected override scoreBreakdown(view: GameState<G>): ScoreBreakdown | null {
    if (!view.ctx.over) return null;
    const magic = magicCarrot(view.G);
    return { parts: [t`Magic Carrot`], points: view.G.players.map((p) => [p.carrots.includes(magic) ? 1 : 0]) };
  }

  protected override renderRules(): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    return html`<ol class="rules">
      <li>${tr(t`Goal: keep at least one bunny alive in the Bunny Circle and collect carrots. At the end the bottom card of the small carrot deck is the Magic Carrot: whoever holds it wins, if he still has a bunny in the circle.`)}</li>
      <li>${tr(t`You always have 7 cards: your hand and two face-down run cards, top and bottom. You may peek at your own.`)}</li>
      <li>${tr(t`Your turn: FLIP your top run card (it happens now), SLIDE the bottom card up, DRAW a card, REPLACE the bottom card with one from your hand.`)}</li>
      <li>${tr(t`Cards with a pink box need a bunny of yours in the circle. Weapons: the target's owner rolls the black d12 and the bunny lives only on a roll higher than the weapon's level. Lucky Clovers lower the level.`)}</li>
      <li>${tr(t`Feed The Bunny: pay the cabbage and water by the end of your next turn, or the bunny dies. Buy cabbage, water and carrots at Kaballa's Market with Kaballa Dolla.`)}</li>
      <li>${tr(t`Specials are played from your hand in your turn. Sunny Day and the Magic Spatula can answer other players' cards: the table asks you.`)}</li>
      <li>${tr(t`The game ends when the last carrot is taken. A player without a bunny gives his carrots to the player with a bunny and the most Dolla.`)}</li>
    </ol>
    <h3>${tr(t`Dice and bunny colours`)}</h3>
    ${paletteLegend(LEGEND, tr)}
    <p>${tr(t`Violet is drawn with the purple cross. Bunnies are blue, green, orange, violet and yellow; the Free Agent is every colour.`)}</p>`;
  }

  protected override update(changed: PropertyValues): void {
    this.turnFocus = null;
    super.update(changed);
    const key = this.turnFocus ? moveKey(this.turnFocus) : null;
    for (const el of this.renderRoot.querySelectorAll<HTMLElement>('[data-move-key]')) el.toggleAttribute('data-turn-focus', el.dataset.moveKey === key);
  }

  private markFocus(move: Move | undefined): void {
    if (move && !this.turnFocus) this.turnFocus = move;
  }

  protected override renderTable(view: GameState<G>, legal: Move[], seat: Seat | null): TemplateResult {
    const G = view.G;
    return html`<div class="kb">
      ${this.renderDecision(view, legal)}
      ${this.renderCircle(G, legal)}
      <div class="side">${this.renderMarket(G, legal, seat)}${this.renderDice(G)}</div>
      ${seat === null ? nothing : this.renderMine(view, legal, seat)}
      ${G.ended ? this.renderCarrots(G) : nothing}
    </div>`;
  }

  /** The question of the moment and the controls that answer it (the others sit by their cards). */
  private renderDecision(view: GameState<G>, legal: Move[]): TemplateResult {
    const G = view.G;
    const buttons: TemplateResult[] = [];
    const simple = (m: Move, label: Text) => {
      this.markFocus(m);
      buttons.push(this.moveButton(m, html`<span>${this.tr(label)}</span>`, { label, className: 'big' }));
    };
    for (const m of legal) {
      if (m.type === 'flip') simple(m, t`Flip the top run card`);
      else if (m.type === 'roll') {
        const task = G.tasks[0];
        const dice = task?.k === 'roll' ? task.dice : [];
        simple(m, t`Roll ${list(dice.map((d) => t`the ${dieName(d)} d12`))}`);
      } else if (m.type === 'rollFirst') simple(m, t`Roll for the first player`);
      else if (m.type === 'reveal') simple(m, t`Turn over the next small carrot`);
      else if (m.type === 'keep') simple(m, t`Keep my cards`);
      else if (m.type === 'respond') {
        const task = G.tasks[0];
        const offer = task && (task.k === 'respond' || task.k === 'roll') ? task.offer : undefined;
        const name = offer === 'spatula' ? t`The Magic Spatula` : t`Sunny Day`;
        simple(m, m.play ? t`Play ${name}` : t`Let it be`);
      } else if (m.type === 'choose') {
        const pick = m.pick as string;
        if (pick === 'none') simple(m, t`Discard them`);
        else if (pick.startsWith('seat')) simple(m, t`Choose ${seatText(Number(pick.slice(4)))}`);
        else if (/^\d+$/.test(pick)) simple(m, t`Number ${Number(pick)}`);
      }
    }
    const hint = this.tr(this.turnHint(view, legal));
    // Another's turn: the status line above says whose; no empty box.
    if (!hint && buttons.length === 0) return html``;
    return html`<section part="decision" class="decision" aria-label=${this.tr(t`Now`)}>
      ${hint ? html`<p class="prompt">${hint}</p>` : nothing}
      ${buttons.length ? html`<div class="buttons" role="group" data-roving aria-label=${this.tr(t`Your choices`)}>${buttons}</div>` : nothing}
    </section>`;
  }

  private renderCircle(G: G, legal: Move[]): TemplateResult {
    const picks = new Map(legal.filter((m) => m.type === 'choose').map((m) => [m.pick as string, m]));
    const title = this.tr(t`The Bunny Circle`);
    return html`<section part="circle" class="circle" aria-label=${title}>
      <h3 class="section-title">${title}</h3>
      ${G.circle.length === 0 ? html`<p class="empty">${this.tr(t`No bunny in the circle yet.`)}</p>` : nothing}
      <ol class="bunnies" role="list">${G.circle.map((b, i) => this.renderBunny(G, b, i, picks.get(b.id)))}</ol>
      ${G.abducted ? html`<p class="abducted">${this.tr(t`Abducted by Area 51: ${seatText(G.abducted.bunny.owner)}'s ${cardName(G.abducted.bunny.id)}`)}</p>` : nothing}
    </section>`;
  }

  private renderBunny(G: G, b: Bunny, index: number, pick: Move | undefined): TemplateResult {
    const c = card(b.id);
    const marks: Text[] = [];
    const clovers = b.clovers.reduce((n, id) => n + card(id).n!, 0);
    if (clovers) marks.push(t`Lucky Clover −${clovers}`);
    for (const f of b.feeds) marks.push(t`Feed ${f.cabbage} cabbage, ${f.water} water`);
    if (b.halo) marks.push(t`Heavenly Halo`);
    if (b.trojan) marks.push(t`Trojan Bunny hidden under it`);
    if (b.immune) marks.push(t`immune to Ebola`);
    if (G.cyber?.at === b.id) marks.push(t`Cyber Bunny attacks it next`);
    const owner = this.nameOf(b.owner);
    const name = this.tr(cardName(b.id));
    const label = this.tr(t`${index + 1}. ${name}, ${owner}'s`);
    const body = html`${bunnyBadge(c.family === 'freeAgent' ? null : c.colour!)}
      <span class="bunny-name">${name}</span><span class="owner">${owner}</span>
      ${marks.length ? html`<span class="marks">${marks.map((m) => html`<span class="mark">${this.tr(m)}</span>`)}</span>` : nothing}`;
    if (pick) this.markFocus(pick);
    return html`<li part="bunny" class="bunny seat-${b.owner % 8} ${b.halo ? 'haloed' : ''}" aria-label=${label}>
      <div class="bunny-body">${body}${pick ? this.moveButton(pick, this.tr(t`Choose`), { label: t`Choose ${name}, ${owner}'s`, className: 'bunny-pick' }) : nothing}</div>
    </li>`;
  }

  private renderMarket(G: G, legal: Move[], seat: Seat | null): TemplateResult {
    const buys = new Map(legal.filter((m) => m.type === 'buy').map((m) => [m.item as string, m]));
    const picks = new Map(legal.filter((m) => m.type === 'choose').map((m) => [m.pick as string, m]));
    const price = prices(G, seat ?? G.turnSeat);
    const title = this.tr(t`Kaballa's Market`);
    const status = G.closed ? t`Closed until ${seatText(G.closed.by)}'s next turn` : G.priceCard ? t`The 4/5 card: higher prices` : t`The starter card`;
    return html`<section part="market" class="market" aria-label=${title}>
      <h3 class="section-title">${title}</h3>
      <p class="status">${this.tr(status)}${G.players[seat ?? G.turnSeat]?.coupon ? html` · ${this.tr(t`Half price this turn`)}` : nothing}</p>
      <div class="prices" role="group" aria-label=${this.tr(t`Prices`)}>
        ${(['cabbage', 'water'] as const).map((item) => {
          const label = item === 'cabbage' ? t`Cabbage card: ${price.cabbage} Dolla` : t`Water card: ${price.water} Dolla`;
          const m = buys.get(item);
          const buy = item === 'cabbage' ? t`Buy a cabbage card for ${price.cabbage} Dolla` : t`Buy a water card for ${price.water} Dolla`;
          return m ? this.moveButton(m, html`${this.tr(buy)}`, { label: buy }) : html`<span class="price">${this.tr(label)}</span>`;
        })}
        <span class="price">${this.tr(t`Carrot: ${price.carrot} Dolla`)}</span>
      </div>
      <ul class="carrots-market" role="list" aria-label=${this.tr(plural(G.market.length, '# carrot at the market', '# carrots at the market'))}>
        ${G.market.map((id) => {
          const name = this.tr(carrotName(id));
          const m = picks.get(id) ?? buys.get(id);
          if (m) this.markFocus(picks.get(id));
          const label = m?.type === 'choose' ? t`Take ${name}` : t`Buy ${name} for ${price.carrot} Dolla`;
          return html`<li>${m ? this.moveButton(m, html`${carrotIcon()}${this.tr(label)}`, { label }) : html`<span class="carrot-card">${carrotIcon()}${name}</span>`}</li>`;
        })}
      </ul>
    </section>`;
  }

  private renderDice(G: G): TemplateResult {
    const r = G.lastRoll;
    const title = this.tr(t`The dice`);
    return html`<section part="dice" class="dice" aria-label=${title}>
      <h3 class="section-title">${title}</h3>
      ${r
        ? html`<p class="roll" aria-live="off">${r.dice.map((d, i) => html`<span class="die-wrap" role="img" aria-label=${this.tr(t`${dieName(d)} d12: ${r.values[i]!}`)}>${dieFace(d, r.values[i]!)}</span>`)}</p>
            <p class="who">${this.tr(t`Rolled by ${seatText(r.seat)}`)}</p>`
        : html`<p class="empty">${this.tr(t`No roll yet.`)}</p>`}
    </section>`;
  }

  /** A card as the player reads it: its name, its type and its whole text (folded open on request). */
  private cardBox(id: string, actions: TemplateResult[] = []): TemplateResult {
    const c = card(id);
    const pink = c.pink ? html`<span class="pink">${this.tr(t`needs a bunny`)}</span>` : nothing;
    return html`<li class="card type-${c.type}" data-card=${id}>
      <span class="card-type">${this.tr(TYPE_NAMES[c.type])}</span>${pink}
      <span class="card-name">${this.tr(cardName(id))}</span>
      <details><summary>${this.tr(t`Read the card`)}</summary><p class="card-text">${this.tr(cardText(id))}</p></details>
      ${actions.length ? html`<span class="card-actions">${actions}</span>` : nothing}
    </li>`;
  }

  private renderMine(view: GameState<G>, legal: Move[], seat: Seat): TemplateResult {
    const G = view.G;
    const p = G.players[seat]!;
    if (p.hand.some((id) => id === HIDDEN)) return html``;
    const actions = (id: string): TemplateResult[] => {
      const out: TemplateResult[] = [];
      for (const m of legal) {
        if (m.type === 'special' && m.card === id) out.push(this.moveButton(m, this.tr(t`Play it`), { label: t`Play it: ${cardName(id)}` }));
        if (m.type === 'replace' && m.card === id) out.push(this.moveButton(m, this.tr(t`Lay as bottom run card`), { label: t`Lay as bottom run card: ${cardName(id)}` }));
        if (m.type === 'exchange' && m.card === id) out.push(this.moveButton(m, this.tr(t`Give back for a bunny`), { label: t`Give back for a bunny: ${cardName(id)}` }));
        if (m.type === 'lay' && m.card === id) {
          out.push(p.top === null
            ? this.moveButton(m, this.tr(t`Lay as top run card`), { label: t`Lay as top run card: ${cardName(id)}` })
            : this.moveButton(m, this.tr(t`Lay as bottom run card`), { label: t`Lay as bottom run card: ${cardName(id)}` }));
        }
      }
      return out;
    };
    const run = (id: string | null, which: Text) => html`<li class="run-card">${this.tr(which)}: ${id === null ? this.tr(t`none`) : this.peeking ? this.tr(cardName(id)) : this.tr(t`face down`)}</li>`;
    const supply = [...p.cabbage.map((id) => t`cabbage ${supplyUnits([id])}`), ...p.water.map((id) => t`water ${supplyUnits([id])}`)];
    return html`<section part="hand" class="mine" aria-label=${this.tr(t`Your cards`)}>
      <h3 class="section-title">${this.tr(t`Your cards`)}</h3>
      <div part="run" class="run">
        <ul role="list">${run(p.top, t`Top run card`)}${run(p.bottom, t`Bottom run card`)}</ul>
        <button type="button" class="tt-choice" aria-pressed=${this.peeking ? 'true' : 'false'} @click=${() => { this.peeking = !this.peeking; }}>${this.tr(this.peeking ? t`Hide my run cards` : t`Peek at my run cards`)}</button>
      </div>
      <ul class="hand" role="list">${p.hand.map((id) => this.cardBox(id, actions(id)))}</ul>
      <p class="supplies">${this.tr(t`In front of you: ${dollaOf(G, seat)} Kaballa Dolla`)}${supply.length ? html` · ${this.tr(list(supply))}` : nothing}${p.carrots.length ? html` · ${this.tr(list(p.carrots.map(carrotName)))}` : nothing}</p>
    </section>`;
  }

  private renderCarrots(G: G): TemplateResult {
    const title = this.tr(t`The small carrots`);
    const last = G.smallCarrots.length - 1;
    return html`<section part="carrots" class="reveal" aria-label=${title}>
      <h3 class="section-title">${title}</h3>
      ${G.gifts.map(([from, to, n]) => html`<p class="gift">${this.tr(plural(n, '{0} has no bunny and gives # carrot to {1}', '{0} has no bunny and gives # carrots to {1}', seatText(from), seatText(to)))}</p>`)}
      <ol class="small-carrots" role="list">${G.smallCarrots.map((id, i) => html`<li class="small ${i === last ? 'magic' : ''} ${i < G.revealed ? 'shown' : ''}">
        ${i < G.revealed ? this.tr(i === last ? t`${carrotName(id)} — the Magic Carrot!` : carrotName(id)) : this.tr(t`face down`)}</li>`)}</ol>
      ${G.revealed === G.smallCarrots.length ? html`<p class="magic-holder">${this.tr(this.magicHolder(G))}</p>` : nothing}
    </section>`;
  }

  private magicHolder(G: G): Text {
    const magic = magicCarrot(G);
    const holder = G.players.findIndex((p) => p.carrots.includes(magic));
    if (holder < 0) return t`Nobody holds it.`;
    // Without a bunny in the circle nobody can win, not even the Magic Carrot's holder.
    return hasBunny(G, holder) ? t`${seatText(holder)} holds ${carrotName(magic)}!` : t`${seatText(holder)} holds ${carrotName(magic)}, but has no bunny in the Bunny Circle: nobody wins.`;
  }
}

