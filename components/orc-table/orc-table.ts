import { html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import {
  breakerOf,
  card,
  colourName,
  COLOURS,
  HIDDEN,
  orcCompiled,
  orcCount,
  raceOf,
  scoreOf,
  total,
  type Colour,
  type Deployed,
  type End,
  type OrcState,
  type Territory,
} from '../../machines/orc/index.js';
import { translations } from '../../machines/orc/translations.js';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import { plural, seat as seatOf, t, type Text } from '../../src/i18n/index.js';
import { GameTable } from '../../src/ui/game-table.js';
import type { ScoreBreakdown } from '../../src/ui/game-over.js';
import { PALETTE, paletteLegend, palettePatterns, paletteSymbol, patternFill } from '../../src/ui/palette.js';
import { styles } from './orc-table.styles.js';
import { tableTranslations } from './translations.js';

/** A race's fill, with its pattern and symbol from the shared palette: red is the circle in every game. */
const look = (c: Colour) => PALETTE[c];

/** One orc: a tusked head in its race's colour. */
function orc(c: Colour, x: number, y: number): SVGTemplateResult {
  const { fill, ink } = look(c);
  return svg`<g>
    <path d=${`M${x - 7.5} ${y - 2} Q${x - 7.5} ${y - 11} ${x} ${y - 11} Q${x + 7.5} ${y - 11} ${x + 7.5} ${y - 2} Z`} fill=${ink} />
    <ellipse cx=${x} cy=${y + 1.5} rx="6.8" ry="7.5" fill=${fill} stroke=${ink} stroke-width="1.4" />
    <circle cx=${x - 2.6} cy=${y} r="1.2" fill="#1b130b" /><circle cx=${x + 2.6} cy=${y} r="1.2" fill="#1b130b" />
    <path d=${`M${x - 3.6} ${y + 5.5} l0.9 -3 l0.9 3 M${x + 1.8} ${y + 5.5} l0.9 -3 l0.9 3`} fill="#fffbe8" stroke="#fffbe8" stroke-width="0.8" />
  </g>`;
}

/**
 * One end of a card: a band of the race's colour and pattern, its symbol large at the left (it
 * stays readable on a phone however small the card is drawn), and 1 or 2 orcs.
 */
function endArt(c: Colour, n: End, y: number, h: number): SVGTemplateResult {
  const mid = y + h / 2;
  const xs = n === 1 ? [41] : [33, 49];
  return svg`<rect x="3" y=${y} width="54" height=${h} rx="5" fill=${look(c).fill} stroke=${look(c).ink} stroke-width="1" />
    <rect x="3" y=${y} width="54" height=${h} rx="5" fill=${patternFill(c)} />
    ${paletteSymbol(c, 15, mid, 21)}
    ${xs.map((x) => orc(c, x, mid + 2))}`;
}

/** A whole card, upright: the 1-orc end on top unless `twoUp`. */
function cardArt(id: string, twoUp = false): SVGTemplateResult {
  const c = card(id);
  const ends: [Colour, End][] = twoUp ? [[c.two, 2], [c.one, 1]] : [[c.one, 1], [c.two, 2]];
  return svg`<svg class="art" viewBox="0 0 60 90" aria-hidden="true" focusable="false">
    <rect x="0.5" y="0.5" width="59" height="89" rx="6" class="face" />
    ${endArt(ends[0][0], ends[0][1], 4, 40)}
    <path d="M6 45 H54" stroke="#7b6a4c" stroke-width="1" stroke-dasharray="2 2" />
    ${endArt(ends[1][0], ends[1][1], 46, 40)}
  </svg>`;
}

/** Only the end facing its player: how a deployed card shows (the other end is covered). */
function endOnly(id: string, end: End): SVGTemplateResult {
  return svg`<svg class="art" viewBox="0 0 60 44" aria-hidden="true" focusable="false">
    <rect x="0.5" y="0.5" width="59" height="43" rx="6" class="face" />${endArt(raceOf(id, end), end, 2, 40)}</svg>`;
}

/** A card in words: "Red 1 / White 2" (the colour of each end and its orcs). */
const cardWords = (id: string): Text => {
  const c = card(id);
  return t`${colourName(c.one)} 1 / ${colourName(c.two)} 2`;
};

/**
 * ORC, the two-player battle of hand management and timing (Pack O Game): deploy orcs from your
 * hand at the six territories of the battle line, draw weapons from the stockpiles, and conquer a
 * territory when its stockpile runs out — then score the territories you hold and the native
 * orcs left in your hand. Every race also has its own symbol.
 *
 * @summary The ORC game table.
 *
 * @event tt-move - A move was made. `detail: { move, entry }`.
 * @event tt-phase - The game entered another phase (`game.choose`, `game.play.pick`, `game.play.place`, `game.play.draw`, `scored`, `over`). `detail: { phase }`.
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason, text }` (reason in English, text to show in the table's language).
 * @event tt-game-over - The match is over. `detail: { result }`.
 *
 * @slot rules - Rules text for the Rules dialog, instead of the built-in summary.
 *
 * @csspart match-banner - The match banner (game number, match score, the match-length switch).
 * @csspart battlefield - The battle line with both players' orcs and the stockpiles.
 * @csspart box - The ORC box at one end of the battle line.
 * @csspart territory - One territory of the battle line.
 * @csspart side - One player's deployed orcs at a territory.
 * @csspart stockpile - One face-down stockpile.
 * @csspart target - A place where the chosen card may be deployed.
 * @csspart hand - Your hand.
 * @csspart hand-card - One card of your hand.
 * @csspart opponent-hand - The other player's hand (face down until the game is scored).
 * @csspart choice - The non-dealer's choice of step 4.
 * @csspart discard - The "Discard (Law F)" button.
 * @csspart deal - The "Deal the next game" button.
 * @csspart report - The latest battles and the score of a finished game.
 * @csspart move - Every control that makes a move (see the base class for the other parts).
 *
 * @cssproperty --orc-card-back - Colour of the card backs.
 * @cssproperty --orc-card-face - Colour of the card faces.
 * @cssproperty [--tt-felt=#5b6b3a] - Colour of the table.
 * @cssproperty --tt-legal - Highlight of legal moves.
 * @cssproperty [--tt-felt-edge=#3c4725] - Colour of the playing area's rim.
 */
export class OrcTable extends GameTable<OrcState> {
  static override styles = [...GameTable.styles, styles];
  static override game = orcCompiled;
  static override privateInfo = true;
  static override translations = [translations, tableTranslations];

  /** Match length: "1" (one game, the default) or "3" (best 2 of 3). */
  @property({ attribute: 'best-of' }) bestOf?: string;

  private appliedBestOf: string | undefined = undefined;
  private bestOfProblem: Text | null = null;

  /** Set before every render, in the table's language (see `willUpdate`). */
  protected override scoreLabel = '';

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    this.applyBestOf();
    this.scoreLabel = this.tr(this.state.G.bestOf > 1 ? t`Wins` : t`Points`);
  }

  /** Starts a new match of the length the best-of attribute asks for, when it changes. */
  private applyBestOf(): void {
    if (this.bestOf === undefined || this.bestOf === this.appliedBestOf) return;
    this.appliedBestOf = this.bestOf;
    const wanted = this.bestOf.trim() === '3' ? 3 : 1;
    this.bestOfProblem = ['1', '3'].includes(this.bestOf.trim()) ? null : t`best-of must be 1 or 3, not "${this.bestOf}"; playing a single game.`;
    const match = this.match;
    if (this.state.G.bestOf !== wanted) match.reset({ players: 2, seed: match.setup.seed, options: { bestOf: wanted } });
  }

  protected override seatSummary(view: GameState<OrcState>, seat: Seat): string {
    const G = view.G;
    const s = scoreOf(G, seat);
    const hand = G.hands[seat]!;
    const known = hand.every((id) => id !== HIDDEN);
    const points = known ? plural(s.total, '# point', '# points') : plural(s.territories, '# territory point', '# territory points');
    const cards = plural(hand.length, '# card in hand', '# cards in hand');
    const won = G.wins[seat]!;
    return this.tr(G.bestOf > 1 ? t`${points} · ${cards} · ${plural(won, '# game won', '# games won')}` : t`${points} · ${cards}`);
  }

  protected override turnHint(view: GameState<OrcState>, legal: Move[]): string {
    const G = view.G;
    const types = new Set(legal.map((m) => m.type));
    const next = G.games.length + 1;
    if (types.has('choose')) return this.tr(t`Choose: 1 card and the first turn, or 2 cards and the second turn.`);
    if (types.has('pick')) return this.tr(t`Choose a card from your hand to play.`);
    if (types.has('deploy') || types.has('discard')) {
      return this.tr(types.has('deploy')
        ? t`Deploy it at a marked territory, with the end you want facing you — or discard it (Law F). Undo picks another card.`
        : t`This card has no legal deployment: discard it (Law F), or Undo to pick another card.`);
    }
    if (types.has('draw')) return this.tr(plural(G.toDraw, 'Draw # card from any stockpile.', 'Draw # cards from any stockpile.'));
    if (types.has('deal')) return this.tr(t`Deal game ${next}.`);
    return '';
  }

  protected override renderRules(): TemplateResult {
    const item = (...texts: Text[]) => html`<li>${texts.map((text) => this.tr(text)).join(' ')}</li>`;
    return html`<ol class="rules">
      ${item(t`Goal: most points from conquered territories and native orcs left in your hand.`)}
      <li>${[
        t`Each card has two ends: 1 orc of one race and 2 orcs of another.`,
        t`Each race has its colour, its pattern and its symbol:`,
      ].map((text) => this.tr(text)).join(' ')}
        ${paletteLegend(COLOURS, (text) => this.tr(text))}
        ${this.tr(t`Three cards make the battle line of six territories; each territory is worth the orcs on its end (1 or 2). The ORC box sits at one end.`)}</li>
      ${item(
        t`Six face-down stockpiles of 4, one per territory; 3 cards are left.`,
        t`The non-dealer chooses: A, draw 1 of them and go first, or B, draw 2 and go second. The dealer takes the rest.`,
      )}
      ${item(
        t`Your turn: play 1 card at a territory not yet conquered, with either end facing you (Law A).`,
        t`Orcs must differ from the territory's race (B); once you play a race at a territory only that race may follow there (C); it must differ from your opponent's race there (D); the same race may go to several territories (E).`,
        t`Or discard the card out of the game (F).`,
      )}
      <li>${this.tr(t`Then draw from any stockpiles:`)} <strong>${this.tr(t`2 cards after deploying 1 orc, 1 card after deploying 2 orcs`)}</strong> ${this.tr(t`(1 after a discard).`)}</li>
      ${item(
        t`After the turn in which a stockpile runs out, its territory is fought: more orcs conquers.`,
        t`Two battles in one turn: the one closest to the box first.`,
        t`A tie goes to the conqueror of the next territory toward the box (the one next to the box looks at the far end). If that is not conquered yet, the tie is frozen (no more orcs there) and goes with it later.`,
      )}
      ${item(
        t`When every stockpile is empty, hands are shown.`,
        t`Score the orcs on your conquered territories' ends, plus 1 point per orc in your hand native to (same colour as) a territory you conquered.`,
        t`Tied? The conqueror of the territory closest to the box wins.`,
      )}
      ${item(t`Best 2 of 3: play up to three games; the dealer alternates.`)}
    </ol>`;
  }

  protected override scoreBreakdown(view: GameState<OrcState>): ScoreBreakdown | null {
    const G = view.G;
    if (G.bestOf > 1) {
      // The match is scored in games won: each game's points show how they were won.
      return { parts: G.games.map((_g, i) => t`Game ${i + 1}`), points: [0, 1].map((s) => G.games.map((g) => g.scores[s]!)) };
    }
    const scores = [0, 1].map((s) => scoreOf(G, s));
    return { parts: [t`Territories`, t`Native orcs`], points: scores.map((sc) => [sc.territories, sc.natives]) };
  }

  protected override renderTable(view: GameState<OrcState>, legal: Move[], seat: Seat | null): TemplateResult {
    const G = view.G;
    // The near side of the table: the seat whose screen it is, else the first seat (a spectator's view).
    const near = seat ?? 0;
    const far = 1 - near;
    // "Your hand" only for the person whose screen this is, never for a bot's hand shown to a spectator.
    const person = seat !== null && this.seatPlayers[seat]?.kind === 'human';
    const byType = (t: string) => legal.filter((m) => m.type === t);
    return html`${palettePatterns()}<div class="orc">
      ${this.bestOfProblem ? html`<p class="problem" role="alert">${this.tr(this.bestOfProblem)}</p>` : nothing}
      ${this.renderMatch(G)}
      ${this.renderHand(G, far, false, false, [])}
      ${this.renderField(G, near, far, byType('deploy'), byType('draw'))}
      ${this.renderReport(G)}
      ${byType('choose').length ? this.renderChoice(G, byType('choose')) : nothing}
      ${byType('deal').length ? this.renderDeal(G, byType('deal')[0]!) : nothing}
      ${this.renderHand(G, near, true, person, [...byType('pick'), ...byType('discard')])}
    </div>`;
  }

  private renderDeal(G: OrcState, deal: Move): TemplateResult {
    const text = this.tr(t`Deal game ${G.games.length + 1}`);
    return html`<div class="deal-bar">${this.moveButton(deal, text, { label: text, className: 'tt-button primary deal', part: 'deal' })}</div>`;
  }

  private renderMatch(G: OrcState): TemplateResult {
    const single = G.bestOf <= 1;
    const game = Math.min(G.games.length + (G.revealed ? 0 : 1), 3);
    const [w0, w1] = [G.wins[0]!, G.wins[1]!];
    return html`<div part="match-banner" class="match">
      <span class="match-title">${this.tr(single ? t`Single game` : t`Best 2 of 3 — game ${game}`)}</span>
      ${single ? nothing : html`<span class="match-score" aria-label=${this.tr(t`Match score: ${seatOf(0)} ${w0}, ${seatOf(1)} ${w1}`)}>${this.nameOf(0)} <b>${this.tr(w0)}</b> – <b>${this.tr(w1)}</b> ${this.nameOf(1)}</span>`}
      <span class="dealer">${this.tr(t`Dealer: ${seatOf(G.dealer)}`)}</span>
      <label class="length">${this.tr(t`Match`)}
        <select aria-label=${this.tr(t`Match length (starts a new match)`)} @change=${(e: Event) => { this.bestOf = (e.target as HTMLSelectElement).value; }}>
          <option value="1" ?selected=${single}>${this.tr(t`single game`)}</option>
          <option value="3" ?selected=${!single}>${this.tr(t`best 2 of 3`)}</option>
        </select>
      </label>
    </div>`;
  }

  /**
   * The battle line: the ORC box, then the six territories in a row — each a column of the far
   * player's orcs, the territory with its caption, the near player's orcs and the stockpile. The
   * columns shrink to fit a phone; nothing in them is placed over a neighbour.
   */
  private renderField(G: OrcState, near: Seat, far: Seat, deploys: Move[], draws: Move[]): TemplateResult {
    const drawable = new Map(draws.map((m) => [m.territory as number, m]));
    return html`<section part="battlefield" class="field" aria-label=${this.tr(t`Battle line`)}>
      <div part="box" class="box" aria-label=${this.tr(t`The ORC box: territory 1 is next to it`)} role="img"><span>${this.game.def.name}</span><small>${this.tr(t`box`)}</small></div>
      <div class="line" data-roving>
        ${G.line.map((terr, t) => html`<div class="column ${t % 2 === 0 ? 'first-end' : 'second-end'}">
          ${this.renderSide(G, terr, t, far, false, [])}
          ${this.renderTerritory(G, terr, t, near)}
          ${this.renderSide(G, terr, t, near, true, deploys.filter((m) => m.territory === t))}
          ${this.renderStockpile(terr, t, drawable.get(t))}
        </div>`)}
      </div>
    </section>`;
  }

  private renderTerritory(G: OrcState, terr: Territory, at: number, near: Seat): TemplateResult {
    const c = terr.colour;
    const left = terr.stockpile.length;
    const state = terr.status === 'conquered'
      ? t`conquered by ${seatOf(terr.conqueror!)}`
      : terr.status === 'frozen' ? t`frozen tie, decided with ${colourName(G.line[breakerOf(at)]!.colour)}` : plural(left, '# card left in its stockpile', '# cards left in its stockpile');
    const label = t`Territory ${at + 1}: ${colourName(c)}, ${plural(terr.orcs, 'worth # point', 'worth # points')}, ${state}`;
    void near;
    return html`<div part="territory" class="territory ${terr.status}" role="img" aria-label=${this.tr(label)} data-territory=${at}>
      <span class="tcard"><svg class="art" viewBox="0 0 60 44" aria-hidden="true" focusable="false">${endArt(c, terr.orcs, 2, 40)}</svg></span>
      <span class="tname"><span>${this.tr(colourName(c))}</span> <span class="worth">${this.tr(plural(terr.orcs, '# pt', '# pts'))}</span></span>
      ${terr.status === 'frozen' ? html`<span class="frozen-mark">❄ ${this.tr(t`tie`)}</span>` : nothing}
    </div>`;
  }

  private renderSide(G: OrcState, terr: Territory, at: number, seat: Seat, nearSide: boolean, deploys: Move[]): TemplateResult {
    const side = terr.sides[seat] ?? [];
    const n = total(terr, seat);
    const race = side.length ? raceOf(side[0]!.id, side[0]!.end) : null;
    const here = colourName(terr.colour);
    const label = race ? t`${seatOf(seat)} at ${here}: ${orcCount(n, race)}` : t`${seatOf(seat)} at ${here}: no orcs`;
    const picked = G.picked && G.picked !== HIDDEN ? G.picked : null;
    // The Conqueror Marker lies on the conqueror's side of the territory, its spear toward them.
    const marker = terr.status === 'conquered' && terr.conqueror === seat
      ? html`<span class="marker" title=${this.tr(t`Conqueror marker: ${seatOf(seat)}`)}><span class="spear" aria-hidden="true">${nearSide ? '⬇' : '⬆'}</span><span class="who">${this.nameOf(seat)}</span></span>`
      : nothing;
    return html`<div part="side" class="side ${nearSide ? 'near' : 'far'}" role="group" aria-label=${this.tr(label)}>
      ${marker}
      ${n > 0 ? html`<span class="total" aria-hidden="true">${this.tr(n)}</span>` : nothing}
      <div class="stack">${side.map((d: Deployed) => html`<span class="card end" role="img" aria-label=${this.tr(orcCount(d.end, raceOf(d.id, d.end)))} data-card=${d.id}>${endOnly(d.id, d.end)}</span>`)}</div>
      ${picked && deploys.length
        ? html`<div class="targets">${deploys.map((m) => {
            const end = m.end as End;
            const r = raceOf(picked, end);
            return this.moveButton(m, html`<span class="card end ghost">${endOnly(picked, end)}</span>`, {
              label: this.tr(t`Deploy ${orcCount(end, r)} at ${here} (territory ${at + 1}), then draw ${end === 2 ? 1 : 2}`),
              className: 'target', part: 'target',
            });
          })}</div>`
        : nothing}
    </div>`;
  }

  private renderStockpile(terr: Territory, at: number, draw: Move | undefined): TemplateResult {
    const n = terr.stockpile.length;
    const here = colourName(terr.colour);
    const backs = html`<span class="pile" style=${`--n: ${n}`} aria-hidden="true">${terr.stockpile.map((_, i) => html`<span class="back" style=${`--i: ${i}`}></span>`)}</span><span class="count">${this.tr(n)}</span>`;
    // The label ends with the count the pile shows, so what is seen is what is said.
    const label = this.tr(plural(n, 'Draw from the {0} stockpile, # card', 'Draw from the {0} stockpile, # cards', here));
    const status = n === 0 ? t`${here} stockpile: exhausted` : plural(n, '{0} stockpile: # card', '{0} stockpile: # cards', here);
    void at;
    return draw
      ? this.moveButton(draw, backs, { label, className: 'stockpile', part: 'stockpile' })
      : html`<div part="stockpile" class="stockpile ${n === 0 ? 'empty' : ''}" role="img" aria-label=${this.tr(status)}>${backs}</div>`;
  }

  /** A hand, near or far side of the table: the person's own ("your hand") when `person`, else the seat's by name. */
  private renderHand(G: OrcState, seat: Seat, nearSide: boolean, person: boolean, moves: Move[]): TemplateResult {
    const hand = G.hands[seat] ?? [];
    const picks = new Map(moves.filter((m) => m.type === 'pick').map((m) => [m.card as string, m]));
    const discard = moves.find((m) => m.type === 'discard');
    const picked = G.picked && G.picked !== HIDDEN && hand.includes(G.picked) ? G.picked : null;
    const discards = G.discards[seat] ?? [];
    const who = seatOf(seat);
    const count = hand.length;
    const label = person ? plural(count, 'Your hand ({0}): # card', 'Your hand ({0}): # cards', who) : plural(count, '{0}\'s hand: # card', '{0}\'s hand: # cards', who);
    const gone = discards.length;
    const faceUp = hand.some((id) => id !== HIDDEN);
    return html`<section part=${nearSide ? 'hand' : 'opponent-hand'} class="hand ${nearSide ? 'near' : 'far'} ${faceUp ? 'open' : 'closed'}" aria-label=${this.tr(label)}>
      <p class="hand-title">${this.tr(person ? t`${who} — your hand` : t`${who}'s hand`)}${gone ? html` <small>· ${this.tr(plural(gone, '# card discarded', '# cards discarded'))}</small>` : nothing}</p>
      <div class="cards" ?data-roving=${picks.size > 0}>
        ${hand.map((id) => {
          if (id === HIDDEN) return html`<span class="card back-card" role="img" aria-label=${this.tr(t`A face-down card`)}><span class="back"></span></span>`;
          const words = cardWords(id);
          const art = html`${cardArt(id)}<span class="cap">${this.tr(words)}</span>`;
          const pick = picks.get(id);
          if (pick) return this.moveButton(pick, art, { label: this.tr(t`Play the ${words} card`), className: 'card full', part: 'hand-card' });
          return html`<span part="hand-card" class="card full ${id === picked ? 'picked' : ''}" role="img" aria-label=${this.tr(id === picked ? t`${words} card (chosen)` : t`${words} card`)} data-card=${id}>${art}</span>`;
        })}
        ${count === 0 ? html`<span class="empty-hand">${this.tr(t`No cards`)}</span>` : nothing}
      </div>
      ${discard ? html`<div class="actions">${this.moveButton(discard, this.tr(t`Discard it (Law F) and draw 1`), { label: this.tr(t`Discard it (Law F) and draw 1: the ${cardWords(picked!)} card leaves the game`), className: 'tt-button discard', part: 'discard' })}</div>` : nothing}
    </section>`;
  }

  private renderChoice(G: OrcState, moves: Move[]): TemplateResult {
    const one = moves.find((m) => m.cards === 1)!;
    const two = moves.find((m) => m.cards === 2)!;
    const n = G.spare.length;
    // One whole text per option, the rulebook's letter included (each language may write it its way).
    const optionA = this.tr(t`A: draw 1 card and take the first turn`);
    const optionB = this.tr(t`B: draw 2 cards and take the second turn`);
    return html`<section part="choice" class="choice" aria-label=${this.tr(t`Choose your start`)}>
      <div class="spare" role="img" aria-label=${this.tr(plural(n, '# face-down card left after the stockpiles', '# face-down cards left after the stockpiles'))}>${G.spare.map(() => html`<span class="card back-card"><span class="back"></span></span>`)}</div>
      <p class="choice-title">${this.tr(plural(n, '# card is left after the stockpiles. You are not the dealer, so you choose:', '# cards are left after the stockpiles. You are not the dealer, so you choose:'))}</p>
      <div class="options">
        ${this.moveButton(one, optionA, { label: optionA, className: 'option' })}
        ${this.moveButton(two, optionB, { label: optionB, className: 'option' })}
      </div>
    </section>`;
  }

  private renderReport(G: OrcState): TemplateResult | typeof nothing {
    const lines: Text[] = [];
    for (const b of G.battles) {
      const name = colourName(G.line[b.territory]!.colour);
      const score = t`${seatOf(0)} ${b.totals[0]!} – ${b.totals[1]!} ${seatOf(1)}`;
      const breaker = b.breaker === undefined ? name : colourName(G.line[b.breaker]!.colour);
      const who = seatOf(b.conqueror ?? 0);
      if (b.by === 'orcs') lines.push(t`Battle at ${name}: ${score}. ${who} conquers ${name}.`);
      else if (b.by === 'tie') lines.push(t`Battle at ${name} tied (${score}); ${breaker}'s conqueror ${who} takes it.`);
      else if (b.by === 'frozen') lines.push(t`Battle at ${name} tied (${score}): frozen until ${breaker} is conquered.`);
      else lines.push(t`The frozen ${name} goes with ${breaker} to ${who}.`);
    }
    const last = G.revealed ? G.games[G.games.length - 1] : undefined;
    if (!lines.length && !last) return nothing;
    const points = (s: Seat) => {
      const sc = scoreOf(G, s);
      return t`${seatOf(s)} ${sc.territories} + ${sc.natives} native = ${sc.total}`;
    };
    const outcome = last?.winners.length === 1 ? t`${seatOf(last.winners[0]!)} wins the game.` : t`A shared game.`;
    return html`<div part="report" class="report" role="note" aria-label=${this.tr(t`Battle report`)}>
      ${lines.map((l) => html`<p>⚔ ${this.tr(l)}</p>`)}
      ${last ? html`<p class="final">${this.tr(t`Game ${G.games.length} scored: ${points(0)} · ${points(1)}. ${outcome}`)}</p>` : nothing}
    </div>`;
  }
}
