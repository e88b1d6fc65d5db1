import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import {
  EVENT_CARDS,
  PLAYER_COUNTS,
  isEventId,
  gymCompiled,
  kid,
  kidName,
  kidTitle,
  openActions,
  scheduleRanking,
  sideOf,
  sideScore,
  teamName,
  teamScore,
  type EventId,
  type GymState,
} from '../../machines/gym/index.js';
import { translations } from '../../machines/gym/translations.js';
import type { GameState, Move, Seat } from '../../src/dsl/types.js';
import type { Match } from '../../src/engine/match.js';
import { plural, seat as seatRef, t, type Message, type Text } from '../../src/i18n/index.js';
import { GameTable, type NewGameOptions } from '../../src/ui/game-table.js';
import type { ScoreBreakdown } from '../../src/ui/game-over.js';
import { state } from 'lit/decorators.js';
import { styles } from './gym-table.styles.js';
import { tableTranslations } from './translations.js';

/** Each event's colour and its icon; the icon, not the colour, tells events apart. */
const LOOK: Record<EventId, { colour: string; ink: string }> = {
  weights: { colour: '#8d99ae', ink: '#2b2d42' },
  tennis: { colour: '#4cc9f0', ink: '#0b4f6c' },
  football: { colour: '#6a994e', ink: '#1b4332' },
  baseball: { colour: '#f4a261', ink: '#7f3b08' },
  basketball: { colour: '#f77f00', ink: '#6a2c00' },
  dodgeball: { colour: '#e63946', ink: '#6b0f16' },
};

/** The event's icon (dumbbell, paddle, football, bat and ball, basketball, dodgeball), centred in a 24×24 box. */
function icon(e: EventId): SVGTemplateResult {
  const ink = LOOK[e].ink;
  switch (e) {
    case 'weights':
      return svg`<rect x="2" y="7" width="4" height="10" rx="1" fill=${ink} /><rect x="18" y="7" width="4" height="10" rx="1" fill=${ink} />
        <rect x="6" y="9" width="2.5" height="6" fill=${ink} /><rect x="15.5" y="9" width="2.5" height="6" fill=${ink} /><rect x="8" y="11" width="8" height="2" fill=${ink} />`;
    case 'tennis':
      return svg`<circle cx="10" cy="10" r="7" fill=${ink} /><rect x="14" y="14" width="3" height="9" rx="1.2" transform="rotate(-45 15.5 18.5)" fill=${ink} />
        <circle cx="19.5" cy="5" r="2.2" fill="#fff" stroke=${ink} />`;
    case 'football':
      return svg`<ellipse cx="12" cy="12" rx="10" ry="6" transform="rotate(-30 12 12)" fill=${ink} />
        <path d="M8.5 13.5 L15.5 10.5 M10 11.8 l1 1.8 M12 10.9 l1 1.8 M14 10 l1 1.8" stroke="#fff" stroke-width="1.2" />`;
    case 'baseball':
      return svg`<rect x="3" y="12" width="16" height="3.4" rx="1.7" transform="rotate(-40 11 13.7)" fill=${ink} />
        <circle cx="18" cy="17" r="4.2" fill="#fff" stroke=${ink} stroke-width="1.4" /><path d="M15.6 14.6 q2 2.4 0 4.8 M20.4 14.6 q-2 2.4 0 4.8" stroke="#d62828" fill="none" stroke-width="0.9" />`;
    case 'basketball':
      return svg`<circle cx="12" cy="12" r="9.5" fill=${ink} /><path d="M2.5 12 H21.5 M12 2.5 V21.5 M5.3 5.3 q4.5 6.7 0 13.4 M18.7 5.3 q-4.5 6.7 0 13.4" stroke="#f8c291" stroke-width="1.3" fill="none" />`;
    case 'dodgeball':
      return svg`<circle cx="14" cy="12" r="8" fill=${ink} /><path d="M1.5 8 H6 M0.5 12 H5 M1.5 16 H6" stroke=${ink} stroke-width="1.8" stroke-linecap="round" />
        <path d="M10 9 l4 -2 l4 2 l-1 4 h-6 z" fill="#fff" opacity="0.55" />`;
  }
}

/** The first steps of the Event Actions that take a Kid on the board, and their Events. */
const FIRST_STEPS = ['liftKid', 'switchKid', 'swapKid', 'moveKid'];
const ACTION_EVENT: Readonly<Record<string, EventId>> = { liftKid: 'weights', switchKid: 'tennis', swapKid: 'baseball', moveKid: 'dodgeball' };

/** A Coach's whistle. */
const whistle = html`<svg viewBox="0 0 24 24" class="whistle" aria-hidden="true" focusable="false"><circle cx="9" cy="14" r="6" fill="#222" /><rect x="9" y="8" width="13" height="5" rx="1.5" fill="#222" /><circle cx="9" cy="14" r="2" fill="#ffd166" /></svg>`;

const iconSvg = (e: EventId, cls = 'icon') =>
  html`<svg class=${cls} viewBox="0 0 24 24" aria-hidden="true" focusable="false">${icon(e)}</svg>`;

const sport = (e: EventId) => EVENT_CARDS[e].sport;
const action = (e: EventId) => EVENT_CARDS[e].action;

/** Renders a text in the table's language. */
type Tr = (text: Text) => string;

/** A small deterministic look per kid: hair and shirt colours. */
function faceOf(id: string): { hair: string; shirt: string } {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  const hairs = ['#3d2b1f', '#8b5a2b', '#e0b04a', '#1c1c1c', '#b5452b', '#6b4f3a'];
  const shirts = ['#3a86ff', '#8338ec', '#2a9d8f', '#ffbe0b', '#fb5607', '#06d6a0'];
  return { hair: hairs[h % hairs.length]!, shirt: shirts[(h >> 3) % shirts.length]! };
}

/** A Kid card: portrait, name and skills (icon and points); Brats wear horns and a banner. */
function kidCard(tr: Tr, id: string, cls = ''): TemplateResult {
  const k = kid(id);
  const { hair, shirt } = faceOf(id);
  return html`<span class="kid ${k.brat ? 'brat' : 'friendly'} ${cls}" role="img" aria-label=${tr(kidName(id))} data-kid=${id}>
    <svg class="portrait" viewBox="0 0 40 34" aria-hidden="true" focusable="false">
      <path d="M6 34 q14 -14 28 0 z" fill=${shirt} />
      <circle cx="20" cy="15" r="9" fill="#f1c7a0" />
      <path d="M11 14 q1 -10 9 -10 q8 0 9 10 q-4 -5 -9 -5 q-5 0 -9 5 z" fill=${hair} />
      ${k.brat
        ? svg`<path d="M12 8 l-3 -7 l6 4 z M28 8 l3 -7 l-6 4 z" fill="#c1121f" />
            <path d="M16 14 l3 1.5 M24 14 l-3 1.5" stroke="#222" stroke-width="1.2" /><path d="M17 20 q3 -2 6 0" stroke="#222" fill="none" />`
        : svg`<circle cx="17" cy="15" r="1.1" fill="#222" /><circle cx="23" cy="15" r="1.1" fill="#222" /><path d="M16.5 19 q3.5 3 7 0" stroke="#222" fill="none" />`}
    </svg>
    <span class="kid-name" aria-hidden="true" data-text=${tr(kidTitle(id))}></span>
    ${k.brat ? html`<span class="banner" aria-hidden="true" data-text=${tr(t`Brat`)}></span>` : nothing}
    <span class="skills" aria-hidden="true">
      ${(Object.keys(k.skills) as EventId[]).map((e) => html`<span class="skill" style=${`--ev: ${LOOK[e].colour}`}>${iconSvg(e)}<b data-text=${tr(k.skills[e]!)}></b></span>`)}
    </span>
  </span>`;
}

/** A face-down Kid: the back shows the game's logo, its name, which is never translated. */
const cardBack = () => html`<span class="kid back" aria-hidden="true"><span class="back-logo" aria-hidden="true" data-text="GYM"></span></span>`;

/** The note for a player count the rules do not allow (3 or 5), which became the next even count. */
const countNote = (asked: number): Message =>
  t`GYM is for 2 players or two equal teams: ${asked} players became ${asked + 1} (two teams of ${(asked + 1) / 2}).`;

/**
 * GYM, the team-picking card game for 2 players or two teams of 2 or 3: pick Kids from the line-up
 * (Brats push the Event Schedule forward), then place them at the 4 Events, use Event Actions to
 * lift, switch, swap, move and steal Kids, and let Brats post Coaches. The team with the most skill
 * points at the Events wins. Hands are secret, even from teammates.
 *
 * @summary The GYM game table.
 *
 * @event tt-move - A move was made. `detail: { move, entry }`.
 * @event tt-phase - The game entered another phase (`pick.choose`, `play.place`, `play.action` …). `detail: { phase }`.
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason, text }` (reason in English, text to show in the table's language).
 * @event tt-game-over - Every Kid is placed and the game is scored. `detail: { result }`.
 *
 * @slot rules - Rules text for the Rules dialog, instead of the built-in summary.
 *
 * @csspart schedule - The Event Schedule column.
 * @csspart lineup - The face-up Kids to pick and the face-down stack.
 * @csspart events - The 4 Events in play with both teams' sides.
 * @csspart event - One Event row.
 * @csspart coaches - The Coaches set aside.
 * @csspart hands - The players' hands.
 * @csspart hand - One player's hand.
 * @csspart actions - The turn's Event Action bar.
 * @csspart move - Every control that makes a move (see the base class for the other parts).
 *
 * @cssproperty --gym-card-face - Colour of the card faces.
 * @cssproperty --gym-card-back - Colour of the card backs.
 * @cssproperty [--tt-felt=#c98f52] - Colour of the gym floor.
 * @cssproperty --tt-legal - Highlight of legal targets.
 * @cssproperty [--tt-felt-edge=#8a5a2b] - Colour of the playing area's rim.
 */
export class GymTable extends GameTable<GymState> {
  static override styles = [...GameTable.styles, styles];
  static override game = gymCompiled;
  static override privateInfo = true;
  static override translations = [translations, tableTranslations];

  /** The player count asked for when the rules do not allow it (3 or 5), else null. */
  private oddCount: number | null = null;

  /** The Kid of the hand chosen to be placed next (the first, until one is chosen). */
  @state() private chosenKid: string | null = null;
  /** The Event Action whose first step the Kids on the board offer, when more than one is open. */
  @state() private chosenAction: string | null = null;
  /** The Coach chosen to be moved, after a Brat was placed. */
  @state() private chosenCoach: EventId | null = null;

  /** Renders a text in this table's language (for the card drawing helpers). */
  private readonly say: Tr = (text) => this.tr(text);

  override render() {
    this.scoreLabel = this.tr(t`Team points`);
    return super.render();
  }

  /** GYM seats 2, 4 or 6: an odd count asked for becomes the next team size up. */
  private fixPlayerCount(): void {
    const asked = this.players ?? (this.seats ? this.seats.split(',').length : undefined);
    if (asked === undefined) {
      if (!this.seats) this.players = 2;
      return;
    }
    if (asked === 3 || asked === 5) {
      this.oddCount = asked;
      this.players = asked + 1;
    }
  }

  override get match(): Match<GymState> {
    this.fixPlayerCount();
    return super.match;
  }

  override set match(match: Match<GymState>) {
    super.match = match;
  }

  override newGame(options: NewGameOptions = {}): void {
    const asked = options.players;
    if (asked !== undefined && !(PLAYER_COUNTS as readonly number[]).includes(asked) && asked > 2 && asked < 7) {
      this.oddCount = asked;
      const seats = Array.isArray(options.seats) ? [...options.seats, options.seats[options.seats.length - 1]!] : undefined;
      this.players = asked + 1;
      super.newGame({ ...options, players: asked + 1, ...(seats ? { seats } : {}) });
      return;
    }
    if (asked !== undefined) this.players = asked;
    this.oddCount = null;
    super.newGame(options);
  }

  protected override seatSummary(view: GameState<GymState>, seat: Seat): string {
    const G = view.G;
    const team = teamName(sideOf(G, seat));
    const hand = G.hands[seat]?.length ?? 0;
    const forced = G.forced[seat] !== null && G.forced[seat] !== undefined;
    if (!G.events.length) return this.tr(forced ? t`${team} · ${hand} in hand + 1 forced` : t`${team} · ${hand} in hand`);
    const points = teamScore(G, sideOf(G, seat));
    return this.tr(
      forced
        ? plural(points, '{0} · {1} in hand + 1 forced · # pt', '{0} · {1} in hand + 1 forced · # pts', team, hand)
        : plural(points, '{0} · {1} in hand · # pt', '{0} · {1} in hand · # pts', team, hand),
    );
  }

  protected override turnHint(view: GameState<GymState>, legal: Move[]): string {
    return this.tr(this.hint(view.G, legal));
  }

  /** What the person to act should do now, as a text. */
  private hint(G: GymState, legal: Move[]): Text {
    const has = (type: string) => legal.some((m) => m.type === type);
    if (has('layOut')) return t`The line-up is empty: lay out the other 12 Kids.`;
    if (has('choose')) return t`Pick a Kid from the line-up.`;
    if (has('advance')) return t`You picked a Brat: advance one Event 2 spaces, or two Events 1 space each — or leave the schedule.`;
    if (has('place')) return G.forced.some((f, s) => f && legal.some((m) => m.seat === s)) ? t`You were forced: place the forced Kid at an Event.` : t`Choose a Kid in your hand, then tap an empty place on your side of an Event.`;
    if (has('noAction')) {
      const [a, b, c] = openActions(G).map(action);
      if (a && b && c) return t`You may ${a}, or ${b}, or ${c} — or take no Event Action.`;
      if (a && b) return t`You may ${a}, or ${b} — or take no Event Action.`;
      return a ? t`You may ${a} — or take no Event Action.` : t`You may take no Event Action.`;
    }
    if (has('replace')) return t`Choose a Kid from your hand to put in the lifted Kid's place.`;
    if (has('switchWith')) return t`Choose the Kid to switch with (same side, another Event).`;
    if (has('swapWith')) return t`Choose the opposing Kid to swap with.`;
    if (has('moveTo')) return t`Choose the Event to move the Kid to.`;
    if (has('give')) return t`Give a Kid from your hand back to your opponent.`;
    if (has('noCoach')) return t`Your Brat may place or move a Coach — or leave them.`;
    return '';
  }

  protected override renderRules(): TemplateResult {
    const tr = this.say;
    return html`<ol class="rules">
      <li>${tr(t`Goal: your team scores the most skill points at the 4 Events.`)}</li>
      <li><strong>${tr(t`Teams.`)}</strong> ${tr(t`2 players play one against one; 4 or 6 players play two teams of 2 or 3, seated alternately. Never show your hand to anyone — not even a teammate.`)}</li>
      <li><strong>${tr(t`Pick phase.`)}</strong> ${tr(t`In turn, take a face-up Kid into your hand. When all 12 are taken, the other 12 are laid out.`)}
        ${tr(t`A Brat lets you push the Event Schedule forward: one Event 2 spaces, or two Events 1 space each (never back).`)}</li>
      <li>${tr(t`After 24 picks, the 4 furthest-advanced Events are played (ties: the one higher in the column). The other 2 flip over to be Coaches.`)}</li>
      <li><strong>${tr(t`Play phase.`)}</strong> ${tr(t`In the same order, place a Kid from your hand at an empty position on your team's side of an Event. Then you may take one Event Action: the one of that Event, or of either of the Kid's skills if that Event is in play.`)}
        <ul>
          <li>${tr(t`${action('weights')}: take any Kid into your hand and put one of yours in its place.`)}</li>
          <li>${tr(t`${action('tennis')}: two Kids on the same side change places.`)}</li>
          <li>${tr(t`${action('football')}: a random Kid from an opponent's hand is laid before him; he must play it next turn, and no one may Force or Pick from him until then.`)}</li>
          <li>${tr(t`${action('baseball')}: a Kid on one side changes places with one on the other side.`)}</li>
          <li>${tr(t`${action('basketball')}: take a random Kid from an opponent's hand, then give him one of yours.`)}</li>
          <li>${tr(t`${action('dodgeball')}: move a Kid to an empty position at another Event, same side.`)}</li>
        </ul></li>
      <li>${tr(t`If you placed a Brat, you may then place or move either Coach beside a side of an Event. No Event Action may move Kids to or from a coached side.`)}</li>
      <li>${tr(t`When every Kid is placed, each team adds up its Kids' points in the Event where each stands. Most points wins; a tie goes to the team that went first.`)}</li>
    </ol>`;
  }

  protected override renderTable(view: GameState<GymState>, legal: Move[], seat: Seat | null): TemplateResult {
    const G = view.G;
    const picking = G.events.length === 0;
    return html`<div class="gym ${picking ? 'picking' : 'playing'}" @keydown=${this.onChoiceKey}>
      ${this.oddCount !== null ? html`<p class="count-note" role="note">${this.tr(countNote(this.oddCount))}</p>` : nothing}
      ${picking ? html`<div class="pick-area">${this.renderSchedule(G, legal)}${this.renderLineup(G, legal)}</div>` : this.renderArena(G, legal, seat)}
      ${this.renderActionBar(G, legal)}
      ${this.renderHands(G, legal, seat)}
    </div>`;
  }

  protected override scoreBreakdown(view: GameState<GymState>): ScoreBreakdown | null {
    const G = view.G;
    if (G.events.length === 0) return null;
    return {
      parts: G.events.map(sport),
      points: G.hands.map((_, s) => G.events.map((e) => sideScore(G, e, sideOf(G, s)))),
    };
  }

  // ------------------------------------------------------------------ choosing before a move

  /**
   * Arrows, Home and End inside a group of choice buttons (the Kids of a hand, the open Event
   * Actions, the Coaches): they go from one to the next and choose it, as radio buttons do.
   */
  private onChoiceKey(event: KeyboardEvent): void {
    const here = event.composedPath()[0];
    if (!(here instanceof HTMLButtonElement) || !here.dataset.choiceGroup) return;
    const all = [...this.renderRoot.querySelectorAll<HTMLButtonElement>(`[data-choice-group="${here.dataset.choiceGroup}"]`)];
    const i = all.indexOf(here);
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowDown' ? (i + 1) % all.length
      : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? (i - 1 + all.length) % all.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? all.length - 1
      : -1;
    if (to < 0) return;
    event.preventDefault();
    all[to]!.click();
    all[to]!.focus();
  }

  /** One Tab stop per group of choice buttons: the chosen one. */
  private choiceTab(chosen: boolean): string {
    return chosen ? '0' : '-1';
  }

  /** The Kid the next tap on an empty place puts there: the one chosen in the hand, else the first. */
  private placingKid(places: Move[]): string | null {
    const kids = [...new Set(places.map((m) => m.kid as string))];
    if (kids.length === 0) return null;
    return this.chosenKid !== null && kids.includes(this.chosenKid) ? this.chosenKid : kids[0]!;
  }

  /** The Event Action whose first step the Kids on the board offer now (Lift, Switch, Swap, Move). */
  private boardAction(legal: Move[]): string | null {
    const open = FIRST_STEPS.filter((type) => legal.some((m) => m.type === type));
    if (open.length === 0) return null;
    return this.chosenAction !== null && open.includes(this.chosenAction) ? this.chosenAction : open[0]!;
  }

  /** The Coach the next tap beside a side moves there. */
  private movingCoach(coachMoves: Move[]): EventId | null {
    const cards = [...new Set(coachMoves.map((m) => m.coach as EventId))];
    if (cards.length === 0) return null;
    return this.chosenCoach !== null && cards.includes(this.chosenCoach) ? this.chosenCoach : cards[0]!;
  }

  // ------------------------------------------------------------------ Pick phase

  /** Spaces each Event moved in the last move, when it was an advance of the schedule. */
  private lastAdvance(): Map<EventId, number> {
    const moved = new Map<EventId, number>();
    const last = this.match.log[this.match.log.length - 1]?.move;
    if (last?.type !== 'advance' || !isEventId(last.first) || !isEventId(last.second)) return moved;
    if (last.first === last.second) moved.set(last.first, 2);
    else {
      moved.set(last.first, 1);
      moved.set(last.second, 1);
    }
    return moved;
  }

  private renderSchedule(G: GymState, legal: Move[]): TemplateResult {
    const tr = this.say;
    const ranking = scheduleRanking(G);
    const advances = legal.filter((m) => m.type === 'advance');
    const keep = legal.find((m) => m.type === 'keep');
    const doubles = advances.filter((m) => m.first === m.second);
    const pairs = advances.filter((m) => m.first !== m.second);
    const moved = this.lastAdvance();
    return html`<section part="schedule" class="schedule" aria-label=${tr(t`Event Schedule`)}>
      <h3 class="section-title">${tr(t`Event Schedule`)}</h3>
      <ol class="column">
        ${G.column.map((e, i) => {
          const steps = G.advance[i] ?? 0;
          const rank = ranking.indexOf(e);
          const by = moved.get(e);
          const label =
            rank < 4
              ? plural(steps, '{0}: advanced # space, in play ({1})', '{0}: advanced # spaces, in play ({1})', sport(e), rank + 1)
              : plural(steps, '{0}: advanced # space, would be a Coach', '{0}: advanced # spaces, would be a Coach', sport(e));
          return html`<li class="track ${rank < 4 ? 'in' : 'out'} ${by ? 'moved' : ''}" aria-label=${tr(by ? t`${label} — it just moved ${by} forward` : label)}>
            <span class="rail" aria-hidden="true">${Array.from({ length: 13 }, () => html`<i></i>`)}</span>
            <span class="event-card" aria-hidden="true" style=${`--steps: ${Math.min(steps, 12)}; --ev: ${LOOK[e].colour}`}>
              ${by ? html`<b class="moved-badge">+${tr(by)} ➜</b>` : nothing}
              ${iconSvg(e)}<span class="ev-name">${tr(sport(e))}</span><span class="ev-steps">${tr(steps)}</span>
              <span class="ev-fate">${tr(rank < 4 ? t`in play` : t`Coach`)}</span>
            </span>
          </li>`;
        })}
      </ol>
      ${advances.length || keep
        ? html`<div class="brat-choice" role="group" aria-label=${tr(t`Your Brat moves the Event Schedule`)}>
            <p class="choice-title">${tr(t`Your Brat moves the Event Schedule forward. Choose one:`)}</p>
            ${doubles.length
              ? html`<h4 class="choice-head">${tr(t`One Event 2 spaces`)}</h4>
                  <div class="choices" data-roving>
                    ${doubles.map((m) => {
                      const e = m.first as EventId;
                      return this.moveButton(m, html`${iconSvg(e)}<span>${tr(sport(e))}</span><b class="plus" aria-hidden="true" data-text=${`+${tr(2)}`}></b>`, {
                        label: tr(t`Advance ${sport(e)} 2 spaces`),
                        className: 'choice-btn',
                        part: 'advance',
                        marker: false,
                      });
                    })}
                  </div>`
              : nothing}
            ${pairs.length
              ? html`<h4 class="choice-head">${tr(t`Two Events 1 space each`)}</h4>
                  <div class="choices" data-roving>
                    ${pairs.map((m) => {
                      const [a, b] = [m.first as EventId, m.second as EventId];
                      return this.moveButton(m, html`${iconSvg(a)}${iconSvg(b)}<span>${tr(t`${sport(a)} and ${sport(b)}`)}</span><b class="plus" aria-hidden="true" data-text=${`+${tr(1)} +${tr(1)}`}></b>`, {
                        label: tr(t`Advance ${sport(a)} and ${sport(b)} 1 space each`),
                        className: 'choice-btn',
                        part: 'advance',
                        marker: false,
                      });
                    })}
                  </div>`
              : nothing}
            ${keep ? this.moveButton(keep, tr(t`Leave the Event Schedule as it is`), { label: tr(t`Leave the Event Schedule as it is`), className: 'wide keep', marker: false }) : nothing}
          </div>`
        : nothing}
    </section>`;
  }

  private renderLineup(G: GymState, legal: Move[]): TemplateResult {
    const tr = this.say;
    const picks = new Map(legal.filter((m) => m.type === 'choose').map((m) => [m.kid as string, m]));
    const layOut = legal.find((m) => m.type === 'layOut');
    const aside = G.stack.length;
    return html`<section part="lineup" class="lineup" aria-label=${tr(t`Kids to pick`)}>
      <h3 class="section-title">${tr(t`Line-up`)} <span class="count">${tr(t`${G.row.length} face up · ${aside} set aside`)}</span></h3>
      <div class="row" data-roving>
        ${G.row.map((id) => {
          const m = picks.get(id);
          return m ? this.moveButton(m, kidCard(tr, id), { label: tr(t`Pick ${kidName(id)}`), className: 'card-btn', part: 'pick' }) : kidCard(tr, id);
        })}
        ${aside
          ? html`<span class="stack">
              ${layOut
                ? this.moveButton(layOut, html`${cardBack()}<span class="stack-label">${tr(plural(aside, 'Lay out the other # Kid', 'Lay out the other # Kids'))}</span>`, {
                    label: tr(plural(aside, 'Lay out the other # Kid', 'Lay out the other # Kids')),
                    className: 'card-btn',
                    part: 'lay-out',
                  })
                : html`${cardBack()}<span class="stack-label">${tr(t`${aside} set aside`)}</span>`}
            </span>`
          : nothing}
      </div>
    </section>`;
  }

  // ------------------------------------------------------------------ Play phase

  private renderArena(G: GymState, legal: Move[], seat: Seat | null): TemplateResult {
    const tr = this.say;
    const byType = (type: string) => legal.filter((m) => m.type === type);
    const firstStep = this.boardAction(legal);
    const spotMoves = [...(firstStep ? byType(firstStep) : []), ...byType('switchWith'), ...byType('swapWith')];
    const moveTo = byType('moveTo');
    const coachMoves = byType('coach');
    const coachCard = this.movingCoach(coachMoves);
    const places = byType('place');
    const placing = this.placingKid(places);
    const mySide = seat === null ? -1 : sideOf(G, seat);
    const turn = G.turn;
    const target = turn?.target ?? null;
    const targetKid = target ? G.table[G.events.indexOf(target.event)]![target.side]![target.slot]! : null;
    const side = (e: EventId, s: number, i: number) => {
      const slots = G.table[i]![s]!;
      const coach = G.coaches.find((c) => c.event === e && c.side === s);
      const here = coachMoves.find((m) => m.coach === coachCard && m.event === e && m.side === s);
      const dest = moveTo.find((m) => m.event === e && target?.side === s);
      const place = s === mySide ? places.find((m) => m.kid === placing && m.event === e) : undefined;
      const firstEmpty = slots.indexOf(null);
      const score = sideScore(G, e, s);
      const label = coach
        ? plural(score, '{0}\'s side of {1}: # point; a Coach stands here', '{0}\'s side of {1}: # points; a Coach stands here', teamName(s), sport(e))
        : plural(score, '{0}\'s side of {1}: # point', '{0}\'s side of {1}: # points', teamName(s), sport(e));
      return html`<div class="side side-${s} ${coach ? 'coached' : ''} ${s === mySide ? 'mine' : ''}" role="group" aria-label=${tr(label)}>
        <span class="side-tag" aria-hidden="true"><span class="team-letter">${tr(teamName(s))}</span><b class="side-score">${tr(score)}</b></span>
        <span class="slots">
          ${slots.map((id, slot) => {
            const active = turn && id === turn.kid && turn.event === e ? 'active-kid' : '';
            const chosen = target && target.event === e && target.side === s && target.slot === slot ? 'chosen' : '';
            const spot = id ? spotMoves.find((m) => m.event === e && m.side === s && m.slot === slot) : undefined;
            return html`<span class="slot ${active} ${chosen}">
              ${id && spot ? this.boardKid(G, spot, id)
              : id ? kidCard(tr, id, 'small')
              : slot === firstEmpty && place ? this.moveButton(place, html`<span class="ghost" aria-hidden="true">➜</span><span class="ghost-name">${tr(kidTitle(placing!))}</span>`, {
                  label: tr(t`Place ${kidName(placing!)} at ${sport(e)}`),
                  className: 'place-here',
                  part: 'place',
                })
              : slot === firstEmpty && dest ? this.moveButton(dest, html`<span class="ghost" aria-hidden="true">➜</span><span class="ghost-name">${tr(kidTitle(targetKid!))}</span>`, {
                  label: tr(t`Move ${kidTitle(targetKid!)} to ${sport(e)}`),
                  className: 'place-here',
                  part: 'move-to',
                })
              : html`<span class="empty" aria-hidden="true"></span>`}
            </span>`;
          })}
        </span>
        <span class="coach-spot">
          ${coach ? this.coachCard(coach.card, coachMoves.length > 0, coach.card === coachCard, false) : nothing}
          ${here
            ? this.moveButton(here, html`${whistle}<span>${tr(t`Coach`)}</span>`, {
                label: tr(G.coaches.find((c) => c.card === coachCard)?.event
                  ? t`Move the ${sport(coachCard!)} Coach to ${teamName(s)}'s side of ${sport(e)}`
                  : t`Place the ${sport(coachCard!)} Coach at ${teamName(s)}'s side of ${sport(e)}`),
                className: 'coach-btn',
                part: 'coach',
              })
            : nothing}
        </span>
      </div>`;
    };
    const aside = G.coaches.filter((c) => c.event === null);
    return html`<section part="events" class="arena" aria-label=${tr(t`Events in play`)}>
      ${G.events.map(
        (e, i) => html`<div part="event" class="event-row" style=${`--ev: ${LOOK[e].colour}`}>
          ${side(e, 0, i)}
          <div class="event-card big ${turn?.event === e ? 'active-event' : ''}" role="img" aria-label=${tr(t`${sport(e)}: ${action(e)}`)}>
            ${iconSvg(e, 'icon big-icon')}<span class="ev-name">${tr(sport(e))}</span><span class="ev-action">${tr(action(e))}</span>
          </div>
          ${side(e, 1, i)}
        </div>`,
      )}
      <div part="coaches" class="coaches" role="group" aria-label=${tr(t`Coaches set aside`)}>
        <span class="label">${tr(aside.length ? t`On the bench:` : t`Both Coaches stand beside the Events.`)}</span>
        ${aside.map((c) => this.coachCard(c.card, coachMoves.length > 0, c.card === coachCard, true))}
      </div>
    </section>`;
  }

  /**
   * A Coach card (a whistle; the Event on its back named small). While a Coach may move it is a
   * button that chooses it; `bench` draws it with the back's name, as it is off the Events.
   */
  private coachCard(card: EventId, choosable: boolean, chosen: boolean, bench: boolean): TemplateResult {
    const tr = this.say;
    // The words are drawn from data attributes: the card's name for every reader is its label.
    const face = html`${whistle}<span class="coach-word" aria-hidden="true" data-text=${tr(t`Coach`)}></span>${bench || choosable ? html`<small class="coach-of" aria-hidden="true" data-text=${tr(t`back of ${sport(card)}`)}></small>` : nothing}`;
    const label = tr(t`Coach (the back of ${sport(card)})`);
    if (!choosable) return html`<span class="coach" role="img" aria-label=${label}>${face}</span>`;
    return html`<button type="button" class="coach choice ${chosen ? 'chosen' : ''}" data-choice-group="coach" aria-pressed=${chosen ? 'true' : 'false'}
      aria-label=${tr(t`Coach (the back of ${sport(card)}): choose it`)} tabindex=${this.choiceTab(chosen)} @click=${() => (this.chosenCoach = card)}>${face}</button>`;
  }

  /** A Kid on the board that the chosen Event Action can take: the card itself is the button. */
  private boardKid(G: GymState, m: Move, id: string): TemplateResult {
    const name = kidTitle(id);
    const at = t`${teamName(m.side as number)}'s ${sport(m.event as EventId)}`;
    const chosen = G.turn?.target ? kidTitle(G.table[G.events.indexOf(G.turn.target.event)]![G.turn.target.side]![G.turn.target.slot]!) : '';
    const words: Record<string, [EventId, Message, Message]> = {
      liftKid: ['weights', t`Lift`, t`Lift ${name} (${at}) into your hand`],
      switchKid: ['tennis', t`Switch`, t`Switch ${name} (${at}) with another Kid on that side`],
      swapKid: ['baseball', t`Swap`, t`Swap ${name} (${at}) with a Kid on the other side`],
      moveKid: ['dodgeball', t`Move`, t`Move ${name} (${at}) to another Event`],
      switchWith: ['tennis', t`Switch`, t`Switch ${chosen} with ${name} (${at})`],
      swapWith: ['baseball', t`Swap`, t`Swap ${chosen} with ${name} (${at})`],
    };
    const [e, short, label] = words[m.type]!;
    return this.moveButton(m, html`${kidCard(this.say, id, 'small')}<span class="kid-badge">${iconSvg(e)}<span>${this.tr(short)}</span></span>`, {
      label: this.tr(label),
      className: `card-btn board-kid board-${m.type}`,
      part: 'board-kid',
    });
  }

  private renderActionBar(G: GymState, legal: Move[]): TemplateResult | typeof nothing {
    const tr = this.say;
    const turn = G.turn;
    const single = legal.filter((m) => m.type === 'noAction' || m.type === 'noCoach');
    if (!turn && !single.length) return nothing;
    const open = openActions(G);
    const firstSteps = FIRST_STEPS.filter((type) => legal.some((m) => m.type === type));
    const board = this.boardAction(legal);
    const stageWords: Partial<Record<string, Message>> = {
      lift: t`Now choose a Kid in your hand to put in the lifted Kid's place.`,
      switch: t`Now tap the Kid to switch with.`,
      swap: t`Now tap the opposing Kid to swap with.`,
      move: t`Now tap the empty place to move the Kid to.`,
      give: t`Now tap a Kid in your hand to give back.`,
      coach: t`Your Brat may move a Coach: choose one, then tap "Coach" beside a side of an Event.`,
    };
    const stage = turn && legal.length ? stageWords[turn.stage] : undefined;
    return html`<div part="actions" class="action-bar" role="group" aria-label=${tr(t`This turn`)}>
      ${turn && turn.kid !== 'hidden' && G.table.flat(2).includes(turn.kid)
        ? html`<span class="turn-kid">${tr(t`Active Kid: ${kidTitle(turn.kid)} at ${sport(turn.event)}`)}</span>`
        : nothing}
      ${open.length && !legal.length ? html`<span class="open">${tr(t`Open actions:`)} ${open.map((e) => html`<span class="open-action">${iconSvg(e)} ${tr(action(e))}</span>`)}</span>` : nothing}
      ${firstSteps.length
        ? html`<span class="open">${tr(firstSteps.length > 1 ? t`Choose an Event Action, then tap a Kid on the board:` : t`Tap a Kid on the board:`)}</span>
            <span class="action-choices">
              ${firstSteps.map((type) => {
                const e = ACTION_EVENT[type]!;
                const chosen = type === board;
                return html`<button type="button" class="choice action-choice ${chosen ? 'chosen' : ''}" data-choice-group="action" aria-pressed=${chosen ? 'true' : 'false'} tabindex=${this.choiceTab(chosen)}
                  @click=${() => (this.chosenAction = type)}>${iconSvg(e)}<span>${tr(action(e))}</span></button>`;
              })}
            </span>`
        : nothing}
      ${legal.some((m) => m.type === 'force' || m.type === 'pickKid') ? html`<span class="open">${tr(t`Or tap an opponent's hand below.`)}</span>` : nothing}
      ${stage ? html`<span class="open">${tr(stage)}</span>` : nothing}
      ${single.map((m) =>
        m.type === 'noAction'
          ? this.moveButton(m, tr(t`No Event Action`), { label: tr(t`Take no Event Action`), className: 'wide', marker: false })
          : this.moveButton(m, tr(t`Leave the Coaches`), { label: tr(t`Leave the Coaches where they are`), className: 'wide', marker: false }),
      )}
    </div>`;
  }

  private renderHands(G: GymState, legal: Move[], seat: Seat | null): TemplateResult {
    const tr = this.say;
    const places = legal.filter((m) => m.type === 'place');
    const placing = this.placingKid(places);
    const perKid = (type: string) => new Map(legal.filter((m) => m.type === type).map((m) => [m.kid as string, m]));
    const replaces = perKid('replace');
    const gives = perKid('give');
    const targets = legal.filter((m) => m.type === 'force' || m.type === 'pickKid');
    const order = seat === null ? G.hands.map((_, s) => s) : [seat, ...G.hands.map((_, s) => s).filter((s) => s !== seat)];
    return html`<section part="hands" class="hands" aria-label=${tr(t`Hands`)}>
      ${order.map((s) => {
        const hand = G.hands[s]!;
        const mine = s === seat;
        const forced = G.forced[s];
        const side = sideOf(G, s);
        const hit = targets.filter((m) => m.target === s);
        const label = forced
          ? plural(hand.length, '{0} ({1}): # Kid in hand, forced to play {2}', '{0} ({1}): # Kids in hand, forced to play {2}', seatRef(s), teamName(side), kidTitle(forced))
          : plural(hand.length, '{0} ({1}): # Kid in hand', '{0} ({1}): # Kids in hand', seatRef(s), teamName(side));
        const hiddenCards = hand.filter((id) => id === 'hidden').map(() => cardBack());
        return html`<div part="hand" class="hand ${mine ? 'mine' : ''} team-${side}" role="group" aria-label=${tr(label)}>
          <p class="hand-title"><span class="team-tag">${tr(teamName(side))}</span> ${tr(mine ? t`${seatRef(s)} — your hand` : seatRef(s))}
            ${G.exempt[s] ? html`<span class="exempt">${tr(t`exempt`)}</span>` : nothing}</p>
          ${mine && places.length && !forced ? html`<p class="hand-hint">${tr(t`Choose a Kid in your hand, then tap an empty place on your side of an Event.`)}</p>` : nothing}
          <div class="cards">
            ${forced
              ? html`<div class="forced-wrap"><span class="forced-label">${tr(t`Forced`)}</span>${this.handCard(forced, places.length ? forced : null, replaces, gives)}</div>`
              : nothing}
            ${hit.length
              ? html`<span class="backs" aria-hidden="true">${hiddenCards}</span>${hit.map((m) => {
                  const e: EventId = m.type === 'force' ? 'football' : 'basketball';
                  const words = tr(t`${action(e)} from ${seatRef(s)}'s hand`);
                  return this.moveButton(m, html`${iconSvg(e)}<span>${words}</span>`, { label: words, className: 'target-btn', part: 'target' });
                })}`
              : hand.map((id) => (id === 'hidden' ? cardBack() : this.handCard(id, forced ? null : placing, replaces, gives)))}
          </div>
        </div>`;
      })}
    </section>`;
  }

  /**
   * A Kid in the person's own hand: a button that chooses it for placing (`placing` is the Kid
   * chosen now), or the move itself when it is put in a lifted Kid's place or given back.
   */
  private handCard(id: string, placing: string | null, replaces: Map<string, Move>, gives: Map<string, Move>): TemplateResult {
    const tr = this.say;
    const replace = replaces.get(id);
    const give = gives.get(id);
    if (replace) {
      return this.moveButton(replace, html`${kidCard(tr, id)}<span class="kid-badge">${tr(t`Put in`)}</span>`, { label: tr(t`Put ${kidName(id)} in the lifted Kid's place`), className: 'card-btn', part: 'replace' });
    }
    if (give) return this.moveButton(give, html`${kidCard(tr, id)}<span class="kid-badge">${tr(t`Give`)}</span>`, { label: tr(t`Give ${kidName(id)} back`), className: 'card-btn', part: 'give' });
    if (placing === null) return kidCard(tr, id);
    const chosen = id === placing;
    return html`<button type="button" part="hand-kid" class="card-btn choice ${chosen ? 'chosen' : ''}" data-choice-group="hand" aria-pressed=${chosen ? 'true' : 'false'} tabindex=${this.choiceTab(chosen)}
      aria-label=${tr(t`${kidName(id)}: choose to place`)} @click=${() => (this.chosenKid = id)}>
      ${kidCard(tr, id)}${chosen ? html`<span class="kid-badge chosen-badge" aria-hidden="true" data-text=${tr(t`Chosen`)}></span>` : nothing}
    </button>`;
  }
}
