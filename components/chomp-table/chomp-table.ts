import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import {
  aCreature, cardsOf, chompCompiled, creatureOf, creatureTitle, FOOD_CHAIN, inRound, isFrenzy, isInkOut, judge, keySlap, lowestRank, rank,
  theCreature, type ChompState, type Creature, type LastRound,
} from '../../machines/chomp/index.js';
import { translations } from '../../machines/chomp/translations.js';
import type { GameState, Json, Move, Seat } from '../../src/dsl/types.js';
import { plural, seat as seatText, t, type Text } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import { backArt, creatureArt } from './creatures.js';
import { styles } from './chomp-table.styles.js';
import { tableTranslations } from './translations.js';

/** The two settings of the `two-left` attribute. */
const TWO_LEFT = ['count', 'war'] as const;

/**
 * Chomp!, the sea-creature slap game for 3 to 6 players (2 play Underwater War): everyone turns a
 * card over at once, and the first to slap the lowest creature on the food chain chomps the cards
 * her creature may eat. Beware the bad chomp, the Octopus's ink and the Electric Eel's feeding
 * frenzy. Real time: each person at the device has a big pad and a key; bots react after a
 * seeded delay.
 *
 * @summary The Chomp! game table.
 *
 * @event tt-move - A move was made (a reveal, a slap, time's up, a tie). `detail: { move, entry }`.
 * @event tt-phase - The game entered another phase (`chain.reveal`, `chain.slap`, `war.reveal`, `war.frenzy`, `over`). `detail: { phase }`.
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason, text }` (reason in English, text to show in the table's language).
 * @event tt-game-over - The game ended. `detail: { result }`.
 *
 * @slot rules - Rules text for the Rules dialog, instead of the built-in summary.
 *
 * @csspart chain-button - The "Food chain" button.
 * @csspart chain-dialog - The food chain drawn as a ladder, in a dialog.
 * @csspart sea - The players' places around the middle.
 * @csspart spot - One player's place: name, pile and the card turned over.
 * @csspart card - A card turned over (a button when you may slap it).
 * @csspart middle - The cards in the middle (set aside, penalties) waiting for the next winner.
 * @csspart banner - The big word of the moment (Chomp!, Feeding Frenzy!, Ink Out!).
 * @csspart pads - The players' pads.
 * @csspart pad - One person's big slap pad (with their key).
 * @csspart move - Every control that makes a move (see the base class for the other parts).
 *
 * @cssproperty --chomp-card - Width of a card turned over.
 * @cssproperty [--tt-felt=#1d6f9a] - Colour of the sea.
 * @cssproperty [--tt-felt-edge=#124a69] - Colour of the playing area's rim.
 */
export class ChompTable extends GameTable<ChompState> {
  static override styles = [...GameTable.styles, styles];
  static override game = chompCompiled;
  static override translations = [translations, tableTranslations];

  /** With two players left: "count" the cards (the default) or play Underwater "war". */
  @property({ attribute: 'two-left' }) twoLeft?: string;

  protected override scoreLabel = t`Cards`;

  /** What the `two-left` attribute asks for (upper case and spaces forgiven), or null when it names neither. */
  private get askedTwoLeft(): (typeof TWO_LEFT)[number] | null {
    const asked = (this.twoLeft ?? '').trim().toLowerCase();
    return (TWO_LEFT as readonly string[]).includes(asked) ? (asked as (typeof TWO_LEFT)[number]) : null;
  }

  /** The `two-left` attribute sets up the game; a change of it starts a new game (the base does both). */
  protected override requestedOptions(): Record<string, Json> | undefined {
    return this.twoLeft === undefined ? undefined : { twoLeft: this.askedTwoLeft ?? 'count' };
  }

  /** Words for a `two-left` attribute that names neither choice. */
  private twoLeftProblem(): Text | null {
    if (this.twoLeft === undefined || this.askedTwoLeft !== null) return null;
    return t`two-left must be "count" or "war", not "${this.twoLeft}"; counting the cards.`;
  }

  protected override seatSummary(view: GameState<ChompState>, seat: Seat): string {
    const G = view.G;
    if (G.out[seat]) return this.tr(t`Washed up`);
    return this.tr(plural(cardsOf(G, seat) + (G.table[seat] ? 1 : 0), '# card', '# cards'));
  }

  protected override seatKeyMove(view: GameState<ChompState>, seat: Seat): Move | null {
    return keySlap(view, seat);
  }

  protected override realtimeHint(view: GameState<ChompState>, legal: Move[]): Text {
    const { G, ctx } = view;
    const locals = this.localSeats();
    const one = locals.length === 1 ? locals[0]! : null;
    if (ctx.phase.endsWith('reveal')) return G.mode === 'war' ? t`Underwater War: the higher card wins. Get ready…` : t`Get ready: the cards turn over…`;
    if (one !== null && G.table[one] === null) return t`You are washed up: watch the others play.`;
    if (one !== null && G.slapped[one]) return t`Bad chomp! Wait for the next round.`;
    if (G.mode === 'war') return t`Feeding Frenzy! Slap the Electric Eel first!`;
    if (isFrenzy(G)) return t`Feeding Frenzy! Slap any card but your own!`;
    if (isInkOut(G)) return t`Ink Out! Nobody may chomp: hands off!`;
    const lowest = lowestCreature(G);
    if (one !== null) {
      if (!legal.some((m) => m.seat === one && judge(G, one, m.target as Seat) === 'good')) return t`Your card cannot chomp ${theCreature(lowest)}: hands off!`;
      return t`Chomp! Slap ${theCreature(lowest)}!`;
    }
    return t`Chomp! Slap ${theCreature(lowest)}, but only with a higher card.`;
  }

  protected override renderRules(): TemplateResult {
    const tr = (text: Text) => this.tr(text);
    return html`<ol class="rules">
        <li>${tr(t`Goal: collect all the cards. Everyone's pile stays face down: don't look!`)}</li>
        <li>${tr(t`Everyone turns over the top card of their pile at the same time.`)}</li>
        <li>${tr(t`The first to slap the lowest creature on the food chain wins the round: Chomp! She takes every card her creature can eat, and her own. The others take their cards back.`)}</li>
        <li>${tr(t`A creature eats only creatures lower on the food chain: never its own kind. If the lowest card is yours, you may not chomp.`)}</li>
        <li>${tr(t`Bad chomp: slapping a card as high as yours or higher, your own card, or any card in an Ink Out. One card of your pile goes face down to the middle, and the round's winner takes both your cards.`)}</li>
        <li>${tr(t`Electric Eel: Feeding Frenzy! Slap any card but your own: the first slap takes all the cards.`)}</li>
        <li>${tr(t`Octopus: Ink Out! Nobody may chomp. The cards are set aside for the winner of the next round.`)}</li>
        <li>${tr(t`Two good chomps at the same moment are a tie: the cards are set aside, and the next winner takes them.`)}</li>
        <li>${tr(t`With no cards left you are washed up. When two players are left, they count their cards (most wins) or play Underwater War, as chosen in the New game form.`)}</li>
        <li>${tr(t`Underwater War (two players): the higher card takes both. On a tie, two cards face down each and the next card decides. Octopus: the next card decides. Electric Eel: the first to slap it takes the cards.`)}</li>
        <li>${tr(t`Keys: each person at the keyboard has a key (shown above the table) that slaps the lowest card that is not theirs. Or tap the big pad, or tap a card.`)}</li>
      </ol>
      <h3>${tr(t`The food chain`)}</h3>
      ${this.renderChain()}`;
  }

  protected override renderTable(view: GameState<ChompState>, legal: Move[], seat: Seat | null): TemplateResult {
    const G = view.G;
    const locals = this.localSeats();
    const one = seat !== null && locals.includes(seat) ? seat : locals.length === 1 ? locals[0]! : null;
    const round = inRound(G).length > 0;
    const seats = Array.from({ length: view.ctx.players }, (_, s) => s);
    const seaLabel = this.tr(G.mode === 'war' ? t`Underwater War` : t`The food chain`);
    return html`${this.twoLeftProblem() ? html`<p class="problem" part="problem" role="alert">${this.tr(this.twoLeftProblem())}</p>` : nothing}<div class="chomp ${G.mode} ${round ? 'round' : 'between'} ${isFrenzy(G) && round ? 'frenzy' : ''} ${isInkOut(G) && round ? 'ink' : ''}">
      <div class="top">
        <button type="button" part="chain-button" class="tt-button chain-button" aria-haspopup="dialog" @click=${this.openChain}>
          <span class="chain-icon" aria-hidden="true">${creatureArt('shark')}</span>${this.tr(t`Food chain`)}
        </button>
        <span class="mode">${seaLabel}</span>
        ${this.renderMiddle(G)}
      </div>
      ${this.renderBanner(G, round)}
      <ul part="sea" class="sea n${seats.length}" aria-label=${this.tr(t`The cards turned over`)} role="list" data-roving>
        ${seats.map((s) => this.renderSpot(G, s, one, legal))}
      </ul>
      ${this.renderPads(view, legal, locals)}
      <dialog part="chain-dialog" class="chain-dialog" aria-labelledby="chain-title" @click=${this.closeOnBackdrop}>
        <h3 id="chain-title">${this.tr(t`The food chain`)}</h3>
        ${this.renderChain()}
        <form method="dialog"><button class="tt-button primary" value="close">${this.tr(t`Close`)}</button></form>
      </dialog>
    </div>`;
  }

  private openChain(): void {
    this.renderRoot.querySelector<HTMLDialogElement>('dialog.chain-dialog')?.showModal();
  }

  private closeOnBackdrop(event: MouseEvent): void {
    const dialog = event.currentTarget as HTMLDialogElement;
    if (event.target === dialog) dialog.close();
  }

  /** A card turned over as a picture with its name (the name also in words under it). */
  private cardFace(c: Creature, extra = ''): TemplateResult {
    return html`<span class="face ${extra}" aria-hidden="true">${creatureArt(c)}<span class="name">${this.tr(creatureTitle(c))}</span></span>`;
  }

  /** The food chain as a ladder, shark on top, with what chomps what and the two action cards. */
  private renderChain(): TemplateResult {
    const chain = [...FOOD_CHAIN].reverse();
    return html`<div class="chain">
      <ol class="ladder" aria-label=${this.tr(t`Higher chomps lower`)}>
        ${chain.map((c, i) => html`<li class="rung">
          <span class="mini" role="img" aria-label=${this.tr(creatureTitle(c))}>${creatureArt(c)}</span>
          <span class="rung-text"><strong>${this.tr(creatureTitle(c))}</strong>
            <span class="eats">${this.tr(i === chain.length - 1 ? t`chomps nothing` : t`chomps everything below`)}</span></span>
        </li>${i < chain.length - 1 ? html`<li class="arrow" aria-hidden="true">▼</li>` : nothing}`)}
      </ol>
      <ul class="actions">
        <li><span class="mini" role="img" aria-label=${this.tr(creatureTitle('octopus'))}>${creatureArt('octopus')}</span>
          <span class="rung-text"><strong>${this.tr(creatureTitle('octopus'))}</strong><span class="eats">${this.tr(t`Ink Out! Nobody may chomp.`)}</span></span></li>
        <li><span class="mini" role="img" aria-label=${this.tr(creatureTitle('eel'))}>${creatureArt('eel')}</span>
          <span class="rung-text"><strong>${this.tr(creatureTitle('eel'))}</strong><span class="eats">${this.tr(t`Feeding Frenzy! Slap any card but your own.`)}</span></span></li>
      </ul>
      <p class="chain-note">${this.tr(t`Nobody can chomp an Octopus or an Electric Eel. No creature chomps its own kind.`)}</p>
    </div>`;
  }

  /** The cards in the middle, waiting for the next winner. */
  private renderMiddle(G: ChompState): TemplateResult {
    const n = G.pot.length;
    const up = G.pot.filter((p) => p.up).map((p) => creatureOf(p.id));
    const label = n === 0 ? t`Nothing in the middle` : t`In the middle for the next winner: ${plural(n, '# card', '# cards')}`;
    return html`<div part="middle" class="middle ${n ? '' : 'empty'}" role="img" aria-label=${this.tr(label)}>
      <span class="stack" aria-hidden="true">${n ? html`<span class="back mini">${backArt()}</span>` : nothing}
        ${up.slice(-4).map((c) => html`<span class="mini">${creatureArt(c)}</span>`)}</span>
      <span class="middle-text" aria-hidden="true">${this.tr(n ? plural(n, '# card in the middle', '# cards in the middle') : t`Middle: empty`)}</span>
    </div>`;
  }

  /** The big word of the moment, for the eyes (the screen reader hears the move's own sentence). */
  private renderBanner(G: ChompState, round: boolean): TemplateResult {
    let word: Text | null = null;
    let kind = '';
    if (round) {
      if (G.mode === 'war' || isFrenzy(G)) [word, kind] = [t`Feeding Frenzy!`, 'frenzy'];
      else if (isInkOut(G)) [word, kind] = [t`Ink Out!`, 'ink'];
      else [word, kind] = [t`Chomp!`, 'chomp'];
    } else if (G.last) {
      [word, kind] = outcomeWord(G.last);
    }
    return html`<p part="banner" class="banner ${kind}" aria-hidden="true">${word === null ? nothing : html`<span>${this.tr(word)}</span>`}</p>`;
  }

  private renderSpot(G: ChompState, s: Seat, one: Seat | null, legal: Move[]): TemplateResult {
    const id = G.table[s] ?? null;
    const last = id === null && G.last ? G.last : null;
    const shownCard = id !== null ? creatureOf(id) : last?.cards[s] ?? null;
    const pile = G.piles[s]!.length;
    const slap = id !== null && one !== null ? legal.find((m) => m.type === 'chomp' && m.seat === one && m.target === s) : undefined;
    const name = this.nameOf(s);
    const tags: TemplateResult[] = [];
    if (id !== null && G.slapped[s]) tags.push(html`<span class="tag bad">✗ ${this.tr(t`Bad chomp!`)}</span>`);
    if (last) {
      if (last.winner === s) tags.push(html`<span class="tag win">★ ${this.tr(plural(last.took, '+# card', '+# cards'))}</span>`);
      if (last.bad.includes(s)) tags.push(html`<span class="tag bad">✗ ${this.tr(t`Bad chomp!`)}</span>`);
      if (last.washedUp.includes(s)) tags.push(html`<span class="tag out">${this.tr(t`Washed up`)}</span>`);
    }
    let card: TemplateResult;
    if (shownCard === null) {
      card = G.out[s] && !last?.washedUp.includes(s)
        ? html`<span class="slot out-slot">${this.tr(t`Washed up`)}</span>`
        : html`<span class="slot" role="img" aria-label=${this.tr(t`${name}'s pile: ${plural(pile, '# card', '# cards')}`)}><span class="back">${backArt()}</span></span>`;
    } else if (slap) {
      const judged = judge(G, slap.seat, s);
      card = this.pressButton(slap, this.cardFace(shownCard), {
        label: t`${creatureTitle(shownCard)} of ${seatText(s)}: slap it`,
        // Under the gentle pace (young children) the cards your creature may chomp glow.
        className: `card ${judged === 'good' && this.pace === 'gentle' ? 'good' : ''}`,
        part: 'card',
        marker: false,
      });
    } else {
      const label = last ? t`${name} had ${aCreature(shownCard)}` : t`${name} turned over ${aCreature(shownCard)}`;
      card = html`<span class="card ${last ? 'old' : ''}" part="card" role="img" aria-label=${this.tr(label)} data-creature=${shownCard}>${this.cardFace(shownCard)}</span>`;
    }
    const classes = ['spot', s === one ? 'mine' : '', G.out[s] ? 'is-out' : '', last?.winner === s ? 'winner' : '', id !== null && G.slapped[s] ? 'slapped' : ''].filter(Boolean).join(' ');
    return html`<li part="spot" class=${classes} data-seat=${s}>
      <p class="who"><span class="who-name">${name}</span>
        ${G.out[s] ? nothing : html`<span class="pile-count" aria-label=${this.tr(t`Pile: ${plural(pile, '# card', '# cards')}`)}><span class="back tiny" aria-hidden="true">${backArt()}</span>${this.tr(pile)}</span>`}</p>
      ${card}
      <span class="tags">${tags}</span>
    </li>`;
  }

  /** Each person's big pad (and their key); with several people, each pad also offers every card. */
  private renderPads(view: GameState<ChompState>, legal: Move[], locals: Seat[]): TemplateResult | typeof nothing {
    if (locals.length === 0 || view.ctx.over) return nothing;
    const G = view.G;
    return html`<div part="pads" class="pads ${locals.length > 1 ? 'shared' : 'single'}" role="group" aria-label=${this.tr(t`Slap pads`)}>
      ${locals.map((p) => {
        const move = keySlap(this.viewFor(p), p);
        const key = this.seatKey(p);
        const content = html`<span class="pad-name">${this.nameOf(p)}</span>
          <span class="pad-word">${this.tr(t`Chomp!`)}</span>
          ${key ? html`<kbd class="pad-key">${key}</kbd>` : nothing}`;
        const pad = move && legal.some((m) => m.seat === p && m.type === 'chomp' && m.target === move.target)
          ? this.pressButton(move, content, {
            // The label starts with the pad's own words: the name, the shout, the key.
            label: key ? t`${seatText(p)} Chomp! ${key} — slap the lowest card` : t`${seatText(p)} Chomp! — slap the lowest card`,
            className: 'pad', part: 'pad', marker: false, turnFocus: p === locals[0],
          })
          : html`<div class="pad idle" part="pad">${content}<span class="pad-wait">${this.tr(G.out[p] ? t`Washed up` : G.slapped[p] && inRound(G).length ? t`Wait for the next round` : t`Wait…`)}</span></div>`;
        const targets = locals.length > 1
          ? legal.filter((m) => m.seat === p && m.type === 'chomp')
          : [];
        return html`<div class="pad-box" data-seat=${p}>
          ${pad}
          ${targets.length
            ? html`<div class="pad-targets" role="group" data-roving aria-label=${this.tr(t`${seatText(p)}: slap one card`)}>
                ${targets.map((m) => {
                  const c = creatureOf(G.table[m.target as Seat]!);
                  return this.pressButton(m, html`<span class="mini" aria-hidden="true">${creatureArt(c)}</span>`, {
                    label: t`${seatText(p)} slaps ${theCreature(c)} of ${seatText(m.target as Seat)}`, className: 'target', marker: false,
                  });
                })}
              </div>`
            : nothing}
        </div>`;
      })}
    </div>`;
  }
}

/** The lowest creature turned over. */
function lowestCreature(G: ChompState): Creature {
  const low = lowestRank(G);
  return inRound(G).map((s) => creatureOf(G.table[s]!)).find((c) => rank(c) === low) ?? 'plankton';
}

/** The big word for how the last round ended. */
function outcomeWord(last: LastRound): [Text, string] {
  switch (last.outcome) {
    case 'chomp': return [t`${seatText(last.winner!)}: Chomp!`, 'chomp'];
    case 'frenzy': return [t`${seatText(last.winner!)}: Feeding Frenzy!`, 'frenzy'];
    case 'higher': return [t`${seatText(last.winner!)} is higher!`, 'chomp'];
    case 'tie': return [t`A tie! Play again!`, 'tie'];
    case 'war-tie': return [t`A tie! Two cards face down…`, 'tie'];
    case 'ink': return [t`Ink Out! The cards are set aside.`, 'ink'];
    case 'octopus': return [t`Octopus! The next card decides.`, 'ink'];
    case 'nobody': return [t`Time's up!`, 'none'];
  }
}
