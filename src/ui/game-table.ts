import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { CompiledGame } from '../dsl/compile.js';
import { playerCounts } from '../dsl/define-game.js';
import type { GameState, Json, Level, Move, RealtimeDef, Seat } from '../dsl/types.js';
import { Match, type LogEntry, type MatchChange, type MatchResult } from '../engine/match.js';
import { moveKey } from '../engine/move-key.js';
import { gameTableStyles } from './game-table.styles.js';
import { MatchController } from './match-controller.js';
import {
  defaultSeats,
  parseAutoplay,
  parseBotDelay,
  parseNames,
  parsePace,
  parsePlayers,
  parseSeats,
  parseSeed,
  parseTheme,
  parseView,
  seatName,
  DEFAULT_BOT_DELAY,
  type Pace,
  type SeatPlayer,
  type ViewMode,
} from './parse-attributes.js';
import { randomSeed } from './random-seed.js';
import { ThemeStates } from './theme-states.js';
import { TabletopElement } from './tabletop-element.js';
import { isListRef, isMessage, isMoneyRef, isSeatRef, list, seat as seatRef, t, type Text } from '../i18n/text.js';
import { PSEUDO, Translator, type TranslationSet } from '../i18n/translator.js';
import { sharedTranslations } from './translations.js';
import { dslTranslations } from '../dsl/translations.js';
import { BotDriver } from './bot-driver.js';
import { botBudget } from '../bots/levels.js';
import { NO_UNDO_ONLINE, OfflineParts, type ConnectOptions, type OnlineParts } from './online-parts.js';
import { realtimeParts, type RealtimeParts } from './realtime-parts.js';
import { curtainStatus, curtainUp, renderCurtain } from './curtain.js';
import { renderRulesDialog } from './rules-dialog.js';
import { SaveDialog } from './save-dialog.js';
import { TableFocus } from './table-focus.js';
import { TableLanguage } from './table-language.js';
import { changeAnnouncement, gameOverSentence } from './announcements.js';
import { renderNotices, renderToolbar } from './toolbar.js';
import { moveFocusByKey } from './keyboard.js';
import type { ScoreBreakdown } from './game-over.js';
import type { OptionField } from './setup-form.js';
import { optionFieldsOf } from './option-fields.js';
import './game-over.js';
import './move-log.js';
import './player-panel.js';
import './setup-form.js';

/** How a game draws one move control; every move control of every game goes through `moveButton()`. */
export interface MoveButtonOptions {
  /** The move in words, for screen readers and tooltips: t`Draw card ${3} of ${49}` (a text, shown in the table's language). */
  label: Text;
  /** Extra classes for the game's own styling. */
  className?: string;
  /** Extra part names (the button always has the part `move`). */
  part?: string;
  /** Inline style, e.g. custom properties that position a card in a fan. */
  style?: string;
  /** Show the shared legal-target marker (dashed outline and "+" badge). Default true; a game that
   *  marks targets its own way (still with a shape or symbol, not colour alone) may turn it off. */
  marker?: boolean;
  /** This is the move the player most likely wants next: focus and the page go to it when their
   *  turn begins and after their move (`data-turn-focus`). */
  turnFocus?: boolean;
}

/** A new game's setup as the setup form and `newGame()` take it. */
export interface NewGameOptions {
  players?: number;
  /** The line-up, as objects or as `seats` attribute text. */
  seats?: readonly SeatPlayer[] | string;
  seed?: string;
  /** The game's options (variants); unspecified ones keep the current game's. */
  options?: Record<string, Json>;
  /** A real-time game's pace. */
  pace?: Pace;
}

/** "Hisss!." → "Hisss!": a move's words may end their own sentence before the base closes it. */
const oneFullStop = (sentence: string): string => sentence.replace(/([.!?…])\.$/u, '$1');

/** Converts the `autoplay` attribute: present or absent means on; "false", "off", "no", "0" mean off. */
const autoplayConverter = {
  fromAttribute: (value: string | null) => parseAutoplay(value),
  toAttribute: (value: boolean) => (value ? '' : 'false'),
};

/**
 * The shared base of every game element. A game element extends it, names its compiled game in
 * `static game` and implements `renderTable()`; the base draws everything else — toolbar, player
 * panels, status line, move log, game-over panel, pass-the-device curtain, notices and the live
 * region — and drives bot seats.
 *
 * It renders only from `match.view(seat)` for the seat whose screen it is — and from the
 * spectator's view while the curtain is up — so hidden information of other seats never reaches
 * its DOM. The curtain (`curtain.ts`), the rules and save dialogs (`rules-dialog.ts`,
 * `save-dialog.ts`), the bot driver (`bot-driver.ts`), the toolbar and notices (`toolbar.ts`), the
 * table's language (`table-language.ts`) and what the live region says (`announcements.ts`) stand
 * on their own.
 *
 * @summary Base element of every game table.
 *
 * @event tt-move - A move was made. `detail: { move, entry }` (entry is the log entry with its public text).
 * @event tt-phase - The game entered another phase. `detail: { phase }`.
 * @event tt-invalid-move - A move was refused; nothing changed. `detail: { move, reason, text }` (reason in English, text to translate).
 * @event tt-game-over - The game ended. `detail: { result }` with scores, winners and the reason.
 *
 * @slot rules - Rules text shown in the Rules dialog, instead of the game's built-in summary.
 *
 * @csspart base - Everything the element draws.
 * @csspart toolbar - The title and the game controls.
 * @csspart title - The game's name.
 * @csspart new-game-button - The "New game" button.
 * @csspart undo-button - The "Undo" button.
 * @csspart save-button - The "Save" button.
 * @csspart load-button - The "Load" button.
 * @csspart rules-button - The "Rules" button.
 * @csspart bot-move-button - The "Bot move" button (only with autoplay off).
 * @csspart notice - Messages about bad attributes and refused actions.
 * @csspart setup - The new-game form.
 * @csspart player-panels - The list of player panels.
 * @csspart player - One player panel.
 * @csspart happened - The line saying what just happened (the last move and what it set off).
 * @csspart status - The line saying whose turn it is and what to do.
 * @csspart seat-keys - In a real-time game with keys: each person's key.
 * @csspart table - The playing area (the felt) holding the game's table.
 * @csspart move - Every control that makes a move.
 * @csspart curtain - The pass-the-device curtain.
 * @csspart curtain-button - The curtain's "show my table" button.
 * @csspart game-over - The game-over panel.
 * @csspart log - The move log.
 * @csspart announcer - The visually hidden live region.
 * @csspart network - Online: the line saying where the connection stands (connecting, waiting, reconnecting, lost).
 * @csspart host-menu - Online, for the room's host during the game: remove people, change the bots' levels.
 * @csspart host-kick-button - In the host's menu: "Remove" for one person.
 * @csspart host-bot-level - In the host's menu: the level of one bot seat.
 * @csspart rules-dialog - The rules dialog.
 * @csspart legend - The colours' legend in the rules dialog (games drawn from the palette).
 * @csspart save-dialog - The save / load dialog.
 *
 * @cssproperty [--tt-font=system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif] - Font family.
 * @cssproperty [--tt-font-size=1rem] - Base font size.
 * @cssproperty [--tt-text=#1f2430] - Text colour. Dark theme: `#eceae4`.
 * @cssproperty [--tt-text-muted=#5b6170] - Secondary text colour. Dark theme: `#b3b8c3`.
 * @cssproperty [--tt-surface=#fffdf7] - Background around the table. Dark theme: `#17191e`.
 * @cssproperty [--tt-surface-raised=#ffffff] - Background of panels and buttons. Dark theme: `#24272e`.
 * @cssproperty [--tt-border=#d9d3c3] - Border colour of panels and buttons. Dark theme: `#4d5360`.
 * @cssproperty [--tt-felt=#2f7d4f] - Colour of the playing area.
 * @cssproperty [--tt-felt-edge=#1f5a37] - Colour of the playing area's rim.
 * @cssproperty [--tt-felt-text=#fdfbf3] - Text colour on the felt.
 * @cssproperty [--tt-accent=#f2a516] - Active player, primary buttons, winners.
 * @cssproperty [--tt-accent-text=#2b1d00] - Text on the accent colour.
 * @cssproperty [--tt-legal=#ffd84d] - Highlight of legal move targets.
 * @cssproperty [--tt-focus-ring=#1a5fd0] - Keyboard focus ring colour. Dark theme: `#7cb3ff`.
 * @cssproperty [--tt-danger=#b3261e] - Colour of error messages. Dark theme: `#ff8f87`.
 * @cssproperty [--tt-notice-surface=#fff4d6] - Background of notices. Dark theme: `#3b3220`.
 * @cssproperty [--tt-radius=12px] - Corner radius of panels.
 * @cssproperty [--tt-card-radius=10px] - Corner radius of cards.
 * @cssproperty [--tt-gap=0.75rem] - Space between the parts.
 * @cssproperty [--tt-shadow=0 2px 6px rgb(0 0 0 / 0.18)] - Shadow of raised things.
 */
export abstract class GameTable<G> extends TabletopElement {
  static override styles = gameTableStyles;

  /** The compiled game this element plays (set by every game element). */
  static game: CompiledGame<any, any> | undefined; // eslint-disable-line @typescript-eslint/no-explicit-any

  /**
   * Whether seats hold secrets from each other (hands, hidden choices). With two or more people
   * sharing one screen, the table is then covered by a pass-the-device curtain between their turns.
   */
  static privateInfo = false;

  /** Number of players; default: 3 when the game allows it, else its minimum (or the number of `seats`). */
  @property({ type: Number }) players?: number;

  /** Seed that deals the game; default: a fresh random seed, which is then kept in the state. */
  @property() seed?: string;

  /** Who plays each seat, e.g. `"human,bot:hard,bot:easy"`; default: a person then medium bots. */
  @property() seats?: string;

  /** Whose screen this is: `hotseat` (the person to act), a seat number, or `spectator`. */
  @property() view?: string;

  /** Bots move on their own. Set `autoplay="false"` to step them with the "Bot move" button. */
  @property({ converter: autoplayConverter }) autoplay = true;

  /** Milliseconds a bot waits before moving. */
  @property({ attribute: 'bot-delay', type: Number }) botDelay?: number;

  /**
   * A real-time game's pace: `normal`, or `gentle` for young children (bots react and the table
   * pauses 2.5 times as long). In a real-time game `bot-delay` scales every pause, reaction and
   * race window (700: as designed; 0: a twentieth, for tests).
   */
  @property() pace?: string;

  /** The game server to play on, e.g. `wss://games.example.org`; with `room`, the table plays online. */
  @property() server?: string;

  /** The join code of the room to play in on `server` (see `<tt-lobby>` to create one). */
  @property() room?: string;

  /** Player names, comma-separated; empty entries keep "Player 1", "Bot 2 (hard)" … */
  @property() names?: string;

  /**
   * The colour theme: `light` or `dark`, or `auto` (the default) to follow the device's setting
   * (`prefers-color-scheme`). Tokens the page sets win over both themes.
   */
  @property() theme?: string;

  /** The `lang` attribute, watched so that changing it re-renders the table in the new language. */
  @property({ attribute: 'lang' }) protected langAttribute?: string;

  @state() private lineup: SeatPlayer[] = [];
  /** What the live region says now: texts, rendered in the table's language (so a language change re-says them in it). */
  @state() private announcement: Text[] = [];
  @state() private actionNotice: Text | null = null;
  @state() private setupOpen = false;
  @state() private revealedSeat: Seat | null = null;

  @query('dialog.rules-dialog') private rulesDialog?: HTMLDialogElement;

  private readonly themeStates = new ThemeStates(this, () => this.theme);
  private readonly controller = new MatchController<G>(this, (change) => this.onMatchChange(change));
  // Online (server + room, or connect()): the server's game instead of the local one; its bots play.
  // The online controller comes with the online module (tabletop-elements/online); until then,
  // and on pages without it, the table holds parts that are never online.
  private online: OnlineParts<G> = new OfflineParts<G>(this, {
    game: () => this.game,
    server: () => this.server,
    room: () => this.room,
    name: () => parseNames(this.names, 1).value[0] ?? undefined,
    setLineup: (lineup) => {
      this.lineup = lineup;
      this.applyBotSeats();
    },
    notice: (text) => (this.actionNotice = text),
    translator: () => this.translator,
  }, (parts) => (this.online = parts));
  private readonly bots = new BotDriver<G>(this, {
    match: () => this.match,
    game: () => this.game,
    lineup: () => this.lineup,
    // A real-time game's bots react on their own clock (the real-time driver).
    autoplay: () => this.autoplay && !this.realtimeRules && !this.online.active,
    turnBased: () => !this.realtimeRules,
    delay: () => parseBotDelay(this.rawAttribute('bot-delay', this.botDelay)).value,
    play: (move) => this.play(move),
    notice: (message) => (this.actionNotice = message),
  });
  // Only a real-time game's table has a host and people's keys (so the self-contained file of a
  // turn-based game is built without them: scripts/build.mjs).
  private readonly realtime: RealtimeParts | null = this.realtimeRules
    ? realtimeParts<G>(this, {
        match: () => this.match,
        // Online the server plays the bots: the page neither schedules nor searches their moves.
        bots: () => (this.online.active ? new Map() : new Map(this.lineup.flatMap((p, seat): [Seat, Level][] => (p.kind === 'bot' ? [[seat, p.level]] : [])))),
        gentle: () => parsePace(this.pace).value === 'gentle',
        speed: () => this.realtimeSpeed(),
        // Online the server runs the races, the host's moves and the bots.
        autoplay: () => this.autoplay && !this.online.active,
        play: (move) => this.play(move),
        refused: (move, result) => this.emit('tt-invalid-move', { move, reason: result.reason, text: result.text }),
        // A bot's search at a turn-based moment runs where the turn-based games' bots think.
        think: (seat, level, view, stale) =>
          this.bots.think({ game: this.game.def.id, view: view as GameState<unknown>, seat, level, seed: this.match.setup.seed, budget: this.autoplay ? botBudget(this.game, level) : 0 }, stale),
        keyedSeats: () => (this.keysInPlay() ? this.localSeats() : []),
        pressed: (seat) => this.pressSeatKey(seat),
      })
    : null;
  private readonly saveDialog = new SaveDialog(this, {
    save: () => this.save(),
    hidesAnything: () => this.hidesAnything(),
    load: (text) => this.load(text),
    fileName: () => `${this.game.def.id}-${this.match.setup.seed}.json`,
    loaded: () => (this.actionNotice = null),
    refused: (message) => (this.actionNotice = message),
    tr: (text) => this.tr(text),
  });
  private readonly initialSeed = randomSeed();
  /** Attribute values the current game was set up from; a change of them starts a new game. */
  private setupSource = '';
  private seatsSource: string | null = null;
  /** What was wrong with `players` and with `seats` when the game was set up. */
  private playersProblem: Text | undefined;
  private seatsProblem: Text | undefined;
  private readonly tableLanguage = new TableLanguage(this, {
    translations: () => [...(this.constructor as typeof GameTable).translations, sharedTranslations, dslTranslations, ...this.online.translations],
    seatNames: () => this.seatNameTexts(),
    namesKey: () => [this.names, this.lineup, this.controller.match?.setup.players ?? 0, this.online.translations],
  });
  private lastPhase = '';
  private lastOver = false;
  private readonly focusing = new TableFocus(this);

  // ---------------------------------------------------------------- public API

  /** The Match this element plays; created from the attributes on first use. Assign one to show it. */
  get match(): Match<G> {
    if (this.online.match) return this.online.match;
    if (!this.controller.match) this.controller.match = this.createMatch();
    return this.controller.match!;
  }

  set match(match: Match<G>) {
    this.setupSource = this.requestedSetupKey();
    this.controller.match = match;
    this.lastPhase = match.phase;
    this.lastOver = match.isOver;
    this.fitLineup();
  }

  /**
   * Plays online: joins the room `room` on `server` (the attributes, unless given), or takes over a
   * connection a `<tt-lobby>` opened. The table then shows the server's game from this person's
   * seat; the server checks every move and plays the bots.
   */
  connect(options: ConnectOptions = {}): Promise<void> {
    return this.online.connect(options);
  }

  /** The full state, secrets included — for the host page; the element itself renders only views. */
  get state(): GameState<G> {
    return this.match.state;
  }

  /** Who plays each seat now (from `seats`, or the setup form). */
  get seatPlayers(): readonly SeatPlayer[] {
    void this.match; // the line-up is derived when the match is created
    return this.lineup;
  }

  /** Makes a move. A refused move fires `tt-invalid-move` and changes nothing. */
  play(move: Move): MatchResult {
    const result = this.match.play(move);
    if (!result.ok) this.emit('tt-invalid-move', { move, reason: result.reason, text: result.text });
    return result;
  }

  /**
   * Takes back the last move of `seat` (default: the seat on this screen, or the person who moved
   * last), with any bot replies after it.
   */
  undo(seat: Seat | null = this.undoSeat()): MatchResult {
    if (this.realtimeRules) {
      const text = t`Moves cannot be taken back in a real-time game.`;
      return { ok: false, reason: new Translator('en', []).render(text), text };
    }
    if (seat === null) {
      const text = t`There is no move of a person to take back.`;
      return { ok: false, reason: new Translator('en', []).render(text), text };
    }
    return this.match.undo(seat);
  }

  /** Starts the same game again from its setup (same seed, same deal). */
  reset(): void {
    this.match.reset();
  }

  /** Starts a new game; unspecified options keep the current players and line-up, with a fresh seed. */
  newGame(options: NewGameOptions = {}): void {
    if (this.online.active) return this.online.again();
    const match = this.match;
    const gameOptions = options.options ? { ...match.setup.options, ...options.options } : match.setup.options;
    const range = this.playerRange(gameOptions as Record<string, Json> | undefined);
    const players = parsePlayers(options.players ?? match.setup.players, range).value;
    const seats = typeof options.seats === 'string' ? parseSeats(options.seats, players).value : options.seats;
    this.lineup = defaultSeats(players).map((fallback, i) => seats?.[i] ?? (players === this.lineup.length ? this.lineup[i]! : fallback));
    this.seatsSource = this.seats ?? null;
    this.seatsProblem = undefined;
    this.revealedSeat = null;
    this.applyBotSeats();
    if (options.pace) this.pace = options.pace;
    match.reset({ players, seed: options.seed ?? randomSeed(), ...(gameOptions ? { options: gameOptions } : {}) });
  }

  /** The match as versioned JSON (see `Match.save()`). */
  save(): string {
    return this.match.save();
  }

  /** Loads a save; a bad one throws a `SaveError` saying why, and the game is unchanged. */
  load(json: string): void {
    this.match.load(json);
  }

  // ---------------------------------------------------------------- for game elements

  /** The compiled game of this element class. */
  protected get game(): CompiledGame<G, any> { // eslint-disable-line @typescript-eslint/no-explicit-any
    const game = (this.constructor as typeof GameTable).game;
    if (!game) throw new Error(`${this.localName} does not say which game it plays (static game).`);
    return game as CompiledGame<G, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  /**
   * Draws the game's table from what `seat` may see (`seat` null: a spectator). `legal` lists the
   * moves the person on this screen may make now (empty when it is not their turn); draw each with
   * `moveButton()`.
   */
  protected abstract renderTable(view: GameState<G>, legal: Move[], seat: Seat | null): unknown;

  /**
   * Game options the element's own attributes ask for (e.g. a `variant` attribute), used when the
   * table sets up a game from its attributes; undefined: the game's defaults. A change of what it
   * returns starts a new game, as a change of `players` or `seed` does.
   */
  protected requestedOptions(): Record<string, Json> | undefined {
    return undefined;
  }

  /** The seat counts allowed with these options (`playersFor`), else the game's. */
  private playerRange(options: Record<string, Json> | undefined): { min: number; max: number; counts?: number[] } {
    const def = this.game.def;
    return def.playersFor?.({ ...def.options, ...options }) ?? def.players;
  }

  /** A short score line for a seat's panel, from the same view as the table (a text, or a template of the game's own). */
  protected seatSummary(_view: GameState<G>, _seat: Seat): Text | TemplateResult | typeof nothing {
    return nothing;
  }

  /** What the person to act should do now, e.g. t`Pick any card from the fan.` */
  protected turnHint(_view: GameState<G>, _legal: Move[], _seat: Seat): Text {
    return '';
  }

  /** The rules in short, shown by the Rules button (a slotted `rules` element replaces it). */
  protected renderRules(): unknown {
    return nothing;
  }

  /** Column heading of the scores in the game-over panel, e.g. t`Cards`. */
  protected scoreLabel: Text = t`Score`;

  /**
   * The parts a finished game's scores are made of, shown in the game-over table beside each total
   * (Puerto Rico: chips, buildings, bonuses). Null (the default) shows the totals alone.
   */
  protected scoreBreakdown(_view: GameState<G>): ScoreBreakdown | null {
    return null;
  }

  /**
   * What just happened, said above the status line: by default the last move in words ("Ana
   * drew a card."). A game whose moves set off more than their words say (a scare, a tide, a
   * steal) says that here. Drawn from the public log, so it shows nothing secret.
   */
  protected happened(_view: GameState<G>, last: LogEntry | undefined): Text | null {
    if (!last) return null;
    return this.isHostMove(last.move) ? last.message : t`${seatRef(last.move.seat)} ${last.message}.`;
  }

  /**
   * The translations of this game's own texts (its rules' and its table's), beside the shared ones.
   * Set by every game element: `static translations = [rulesTranslations, tableTranslations]`.
   */
  static translations: readonly TranslationSet[] = [];

  /** The language this table speaks now: its `lang`, else the nearest ancestor's, else the page's. */
  get language(): string {
    return this.tableLanguage.current;
  }

  /**
   * Renders texts in this table's language, with players by name (the table's parts get it too).
   * A new one whenever the language, the names or the line-up change.
   */
  get translator(): Translator {
    return this.tableLanguage.translator;
  }

  /** A text (`` t`…` ``, a seat, a number) in this table's language. */
  protected tr(text: Text | null | undefined): string {
    return this.translator.render(text);
  }

  /** Display name of a seat, in the table's language. */
  protected nameOf(seat: Seat): string {
    return this.tr(seatRef(seat));
  }

  /**
   * The one way games draw a move control: a focusable button in this element's shadow root,
   * carrying `data-move-key` (tests and tools find moves by it), the move in words as its label,
   * and the shared legal-target marker.
   */
  protected moveButton(move: Move, content: unknown, options: MoveButtonOptions): TemplateResult {
    return this.moveControl(move, content, options, '', () => this.playFromUi(move));
  }

  /** The button both `moveButton()` and `pressButton()` draw; only what starts the move differs. */
  private moveControl(move: Move, content: unknown, options: MoveButtonOptions, extraClass: string, onClick: (event: MouseEvent) => void, onDown?: (event: PointerEvent) => void): TemplateResult {
    const classes = ['tt-move', extraClass, options.marker === false ? '' : 'marked', options.className ?? ''].filter(Boolean).join(' ');
    return html`<button
      type="button"
      class=${classes}
      part=${`move${options.part ? ` ${options.part}` : ''}`}
      data-move-key=${moveKey(move)}
      ?data-turn-focus=${options.turnFocus === true}
      aria-label=${this.tr(options.label)}
      title=${this.tr(options.label)}
      style=${options.style ?? nothing}
      @pointerdown=${onDown ?? nothing}
      @click=${onClick}
    >${content}</button>`;
  }

  // ---------------------------------------------------------------- real-time games

  /** The game's real-time rules, or undefined for a turn-based game. */
  protected get realtimeRules(): RealtimeDef<G> | undefined {
    return (this.constructor as typeof GameTable).game?.def.realtime as RealtimeDef<G> | undefined;
  }

  /**
   * A real-time game's move control: like `moveButton()`, but it acts the moment a finger, pen or
   * mouse button goes down (so two children pressing two pads at once both count, in the order
   * they touched) and on Enter or Space; the press goes to the host, which may race it against
   * others (`realtime.window`).
   */
  protected pressButton(move: Move, content: unknown, options: MoveButtonOptions): TemplateResult {
    const down = (event: PointerEvent): void => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      this.pressFromUi(move);
    };
    // A click from the keyboard (Enter, Space) or from script has no pointer: detail 0.
    const click = (event: MouseEvent): void => {
      if (event.detail === 0) this.pressFromUi(move);
    };
    return this.moveControl(move, content, options, 'tt-press', click, down);
  }

  /**
   * The move a person's own key makes now in a real-time game (e.g. "slap the lowest card"), or
   * null when it does nothing now. A game that overrides it gives every person at the device a
   * key, shown above the table and by `seatKey()`.
   */
  protected seatKeyMove(_view: GameState<G>, _seat: Seat): Move | null {
    return null;
  }

  /** The letter of `seat`'s key (when the game uses keys and the seat is a person here), else null. */
  protected seatKey(seat: Seat): string | null {
    return this.realtime?.keyOf(seat) ?? null;
  }

  /** The people at this device: every human seat, or the one seat this screen shows (online: this person's own). */
  protected localSeats(): Seat[] {
    // Online the other people sit at other devices: only this person's seat is played here.
    if (this.online.active) {
      const seat = this.online.seat;
      return seat !== null && this.lineup[seat]?.kind === 'human' ? [seat] : [];
    }
    const mode = this.viewMode();
    if (mode === 'spectator') return [];
    if (typeof mode === 'number') return this.lineup[mode]?.kind === 'human' ? [mode] : [];
    return this.humanSeats();
  }

  /** What one person at this device may see (their own hand, in a real-time game). */
  protected viewFor(seat: Seat): GameState<G> {
    return this.match.view(seat);
  }

  /** The moves one person at this device may make now (never the host's own moves). */
  protected legalFor(seat: Seat): Move[] {
    const match = this.match;
    if (match.isOver || this.lineup[seat]?.kind !== 'human') return [];
    const rules = this.realtimeRules;
    const notPeople = [...(rules?.hostMoves ?? []), ...(rules?.botMoves ?? [])];
    return match.legalMoves(seat).filter((m) => !notPeople.includes(m.type));
  }

  /** The status line of a real-time game (what everyone is racing to do). */
  protected realtimeHint(_view: GameState<G>, _legal: Move[]): Text {
    return t`Everyone at once!`;
  }

  /**
   * The bot delay as a factor on a real-time game's times (700 ms: as designed). At 0 everything
   * still keeps its order — a twentieth of each time — or every race would be a tie.
   */
  private realtimeSpeed(): number {
    return Math.max(0.05, parseBotDelay(this.rawAttribute('bot-delay', this.botDelay)).value / DEFAULT_BOT_DELAY);
  }

  private hasSeatKeys(): boolean {
    return this.seatKeyMove !== GameTable.prototype.seatKeyMove;
  }

  /** Whether people's keys act now: a real-time game that gives keys, not at a turn-based moment. */
  private keysInPlay(): boolean {
    const rules = this.realtimeRules;
    if (!rules || !this.hasSeatKeys()) return false;
    const { G, ctx } = this.match.state;
    return !ctx.over && !(rules.turnBased?.(G, ctx) ?? false);
  }

  private pressSeatKey(seat: Seat): void {
    const move = this.seatKeyMove(this.match.view(seat), seat);
    if (move) this.pressFromUi(move);
  }

  private pressFromUi(move: Move): void {
    const result = this.realtime && !this.online.active ? this.realtime.press(move) : this.play(move);
    if (!result.ok) {
      this.actionNotice = result.text;
      return;
    }
    this.actionNotice = null;
  }

  /** Whether a move is one the host makes (said without a player's name in front). */
  private isHostMove(move: Move): boolean {
    return this.realtimeRules?.hostMoves.includes(move.type) ?? false;
  }

  // ---------------------------------------------------------------- lifecycle

  override connectedCallback(): void {
    const match = this.controller.match;
    if (match) {
      // Nothing was announced while disconnected; start comparing from where the match is now.
      this.lastPhase = match.phase;
      this.lastOver = match.isOver;
    }
    super.connectedCallback(); // the bot driver starts again from here
  }

  protected override willUpdate(changed: PropertyValues): void {
    this.tableLanguage.newDrawing();
    const match = this.match;
    if (this.requestedSetupKey() !== this.setupSource) {
      // players or seed changed after the game was set up: a new game as the attributes say.
      const setup = this.requestedSetup();
      this.setupSource = this.requestedSetupKey();
      this.seatsSource = null;
      this.playersProblem = setup.problem;
      match.reset({ players: setup.players, seed: setup.seed, ...(setup.options ? { options: setup.options } : {}) });
    }
    if (changed.has('seats') && (this.seats ?? null) !== this.seatsSource) this.fitLineup(true);
    // A save loaded before the element was connected may have another player count.
    if (this.lineup.length !== match.setup.players) this.fitLineup(true);
  }

  // ---------------------------------------------------------------- setup from attributes

  private rawAttribute(name: string, value: unknown): unknown {
    // A number property turns "seven" into NaN; the message should quote what was written.
    return typeof value === 'number' && Number.isNaN(value) ? this.getAttribute(name) : value;
  }

  private requestedSetup(): { players: number; seed: string; options: Record<string, Json> | undefined; problem: Text | undefined } {
    const options = this.requestedOptions();
    const range = this.playerRange(options);
    let players = parsePlayers(this.rawAttribute('players', this.players), range);
    if (this.players === undefined && this.seats) {
      // No player count given: the seats list says how many.
      const count = this.seats.split(',').length;
      if (playerCounts(range).includes(count)) players = { value: count };
    }
    const seed = parseSeed(this.seed).value ?? this.initialSeed;
    return { players: players.value, seed, options, problem: players.problem };
  }

  private requestedSetupKey(): string {
    return JSON.stringify([this.players ?? null, this.seed ?? null, this.players === undefined ? (this.seats ?? null) : null, this.requestedOptions() ?? null]);
  }

  private createMatch(): Match<G> {
    const setup = this.requestedSetup();
    this.setupSource = this.requestedSetupKey();
    const match = new Match<G>(this.game, { players: setup.players, seed: setup.seed, ...(setup.options ? { options: setup.options } : {}) });
    this.playersProblem = setup.problem;
    this.lastPhase = match.phase;
    this.lastOver = match.isOver;
    this.fitLineup(false, match);
    return match;
  }

  /** Derives the line-up from the `seats` attribute for the match's player count. */
  private fitLineup(fromAttribute = false, match: Match<G> | undefined = this.controller.match): void {
    if (!match) return;
    const players = match.setup.players;
    if (!fromAttribute && this.lineup.length === players && this.seatsSource === (this.seats ?? null)) return;
    const parsed = parseSeats(this.seats, players);
    this.lineup = parsed.value;
    this.seatsSource = this.seats ?? null;
    this.seatsProblem = parsed.problem;
    this.applyBotSeats(match);
  }

  private applyBotSeats(match: Match<G> | undefined = this.controller.match): void {
    if (!match) return;
    match.botSeats = new Set(this.lineup.flatMap((p, seat) => (p.kind === 'bot' ? [seat] : [])));
  }

  /** Each seat's name as a text: the given name, else "Player 1", "Bot 2 (hard)" in the table's language. */
  private seatNameTexts(): Text[] {
    const players = this.match.setup.players;
    const given = this.online.active ? this.online.names(players) : parseNames(this.names, players).value;
    return Array.from({ length: players }, (_, seat) => seatName(seat, this.lineup[seat], given[seat]));
  }

  private seatNames(): string[] {
    return this.seatNameTexts().map((_, s) => this.nameOf(s));
  }

  private viewMode(): ViewMode {
    return parseView(this.view, this.match.setup.players).value;
  }

  /** The options with labelled choices, for the setup form, at the current game's values. */
  private optionFields(): OptionField[] {
    return optionFieldsOf(this.game, (this.match.setup.options ?? {}) as Record<string, Json>);
  }

  /** Messages about unusable attributes, shown in the `notice` part. */
  private attributeProblems(): Text[] {
    const players = this.match.setup.players;
    const problems: Text[] = [this.playersProblem, this.seatsProblem].filter((p): p is Text => p !== undefined);
    for (const parsed of [
      parseView(this.view, players),
      parseBotDelay(this.rawAttribute('bot-delay', this.botDelay)),
      parseNames(this.names, players),
      parseTheme(this.theme),
      ...(this.realtimeRules ? [parsePace(this.pace)] : []),
    ]) {
      if (parsed.problem) problems.push(parsed.problem);
    }
    const language = this.tableLanguage.problem;
    if (language) problems.push(language);
    return problems;
  }

  // ---------------------------------------------------------------- whose screen

  private humanSeats(): Seat[] {
    return this.lineup.flatMap((p, seat) => (p.kind === 'human' ? [seat] : []));
  }

  /** The seat whose view is on screen; null for a spectator's view. */
  protected screenSeat(): Seat | null {
    if (this.online.active) return this.online.seat;
    const mode = this.viewMode();
    if (mode === 'spectator') return null;
    if (typeof mode === 'number') return mode;
    const humans = this.humanSeats();
    // Real time: everybody plays at once, so several people share one screen (the spectator's).
    if (this.realtimeRules) return humans.length === 1 ? humans[0]! : null;
    // One person against bots: their screen throughout, so their own secrets stay in view.
    if (humans.length === 1) return humans[0]!;
    if (this.match.isOver) return null;
    return this.match.active.find((seat) => this.lineup[seat]?.kind === 'human') ?? null;
  }

  private needsCurtain(seat: Seat | null): boolean {
    // Nobody waits for a turn in a real-time game: there is no moment to pass the device.
    if (this.realtimeRules || this.online.active) return false;
    return curtainUp({
      privateInfo: (this.constructor as typeof GameTable).privateInfo,
      seat,
      hotseat: this.viewMode() === 'hotseat',
      people: this.humanSeats().length,
      over: this.match.isOver,
      revealed: this.revealedSeat,
    });
  }

  /**
   * Whether any view — a spectator's or any seat's — hides part of the game data (face-down piles
   * count, even when every seat is equally blind to them).
   */
  private hidesAnything(): boolean {
    const match = this.match;
    const full = JSON.stringify(match.state.G);
    const seats: (Seat | null)[] = [null, ...Array.from({ length: match.setup.players }, (_, s) => s)];
    return seats.some((seat) => JSON.stringify(match.view(seat).G) !== full);
  }

  /** Why Undo cannot act now (shown on the disabled button), or null when it can. */
  private undoProblem(): Text | null {
    if (this.realtimeRules) return t`Moves cannot be taken back in a real-time game.`;
    if (this.online.active) return NO_UNDO_ONLINE;
    const seat = this.undoSeat();
    return seat === null ? t`There is no move of a person to take back.` : this.match.undoRefusal(seat);
  }

  private undoSeat(): Seat | null {
    const mode = this.viewMode();
    if (typeof mode === 'number') return mode;
    const log = this.match.log;
    for (let i = log.length - 1; i >= 0; i--) {
      const seat = log[i]!.move.seat;
      if (this.lineup[seat]?.kind === 'human') return seat;
    }
    return null;
  }

  // ---------------------------------------------------------------- match changes

  private onMatchChange(change: MatchChange): void {
    const match = this.match;
    const message = changeAnnouncement(change, change.kind === 'move' && this.isHostMove(change.entry.move));
    if (change.kind !== 'move') {
      this.revealedSeat = null;
      if (this.lineup.length !== match.setup.players) this.fitLineup(true);
    }
    const over = match.isOver && !this.lastOver ? gameOverSentence(match.result) : null;
    this.announcement = over === null ? [message] : [message, over];
    if (change.kind === 'move') {
      this.actionNotice = null;
      this.emit('tt-move', { move: change.entry.move, entry: change.entry });
    }
    if (match.phase !== this.lastPhase) {
      this.lastPhase = match.phase;
      this.emit('tt-phase', { phase: match.phase });
    }
    if (match.isOver && !this.lastOver) {
      this.lastOver = true;
      this.emit('tt-game-over', { result: match.result! });
    }
    this.lastOver = match.isOver;
    this.focusing.changed();
  }

  // ---------------------------------------------------------------- UI actions

  private playFromUi(move: Move): void {
    const result = this.play(move);
    if (!result.ok) {
      this.actionNotice = result.text;
      return;
    }
    this.focusing.afterMove();
  }

  private undoFromUi(): void {
    const result = this.undo();
    this.actionNotice = result.ok ? null : result.text;
  }

  private onSetupStart(event: CustomEvent<NewGameOptions & { players: number; seats: SeatPlayer[]; seed: string }>): void {
    this.setupOpen = false;
    this.actionNotice = null;
    this.newGame(event.detail);
  }

  private onTableKeydown(event: KeyboardEvent): void {
    moveFocusByKey(event, this.renderRoot);
  }

  // ---------------------------------------------------------------- rendering

  override render() {
    if (!(this.constructor as typeof GameTable).game) {
      return html`<div part="notice" class="notice" role="alert">${this.tr(t`This element does not say which game it plays.`)}</div>`;
    }
    const match = this.match;
    const tr = (text: Text) => this.tr(text);
    const translator = this.translator;
    const names = this.seatNames();
    const seat = this.screenSeat();
    const curtain = this.needsCurtain(seat);
    // While the curtain is up the screen belongs to nobody yet: everything on it (panels, status,
    // table) is drawn from the spectator's view, so nothing private of the next player shows.
    const view = match.view(curtain ? null : seat);
    const legal = this.realtimeRules
      ? this.localSeats().flatMap((s) => this.legalFor(s))
      : seat !== null && !curtain && this.lineup[seat]?.kind === 'human' ? match.legalMoves(seat) : [];
    const problems = this.attributeProblems();
    const over = match.isOver;
    // Online before the start: the felt holds the room's lobby.
    const waiting = this.online.active && !this.online.started;
    const rules = this.renderRules();
    const hasRules = rules !== nothing || this.querySelector(':scope > [slot="rules"]') !== null;
    // Real time: the button makes the next thing happen — closes an open race, or the host's or a bot's next move.
    const botSeat = this.online.active ? null : this.realtime ? (this.realtime.upcoming[0]?.seat ?? (this.realtime.racing || this.realtime.thinking ? 0 : null)) : this.bots.seatToAct();
    const botThinking = this.realtime ? this.realtime.thinking && this.realtime.upcoming.length === 0 && !this.realtime.racing : this.bots.thinking;
    const name = this.game.def.name;
    const undoBlocked = this.undoProblem();
    const happened = this.happened(view, match.log[match.log.length - 1]);
    const turnSeats = this.turnSeats();

    // The language the table is drawn in, for screen readers' pronunciation (English when the
    // page asks for a language the tables do not speak yet).
    const drawnIn = translator.lang === PSEUDO ? 'en' : translator.lang;

    return html`<div part="base" class=${this.realtimeRules ? 'base realtime' : 'base'} lang=${drawnIn}>
      ${renderToolbar({
        name,
        tr,
        online: this.online.active,
        setupOpen: this.setupOpen,
        undoBlocked,
        hasRules,
        step: !this.autoplay && botSeat !== null ? { label: this.stepLabel(), busy: botThinking } : null,
        onNewGame: () => (this.setupOpen = !this.setupOpen),
        onUndo: () => this.undoFromUi(),
        onSave: () => (this.online.active ? void this.online.save() : this.saveDialog.openSave()),
        onLoad: () => this.saveDialog.openLoad(),
        onRules: () => this.rulesDialog?.showModal(),
        onStep: () => (this.realtime ? this.realtime.step() : this.bots.playFor(botSeat!)),
      })}

      ${renderNotices(tr, problems, this.actionNotice, () => (this.actionNotice = null))}

      ${this.setupOpen
        ? html`<tt-setup-form
            part="setup"
            .translator=${translator}
            .min=${this.game.def.players.min}
            .max=${this.game.def.players.max}
            .counts=${playerCounts(this.game.def.players)}
            .countsFor=${(options: Record<string, Json>) => playerCounts(this.playerRange(options))}
            .players=${match.setup.players}
            .seats=${this.lineup}
            .optionFields=${this.optionFields()}
            .pace=${this.realtimeRules ? parsePace(this.pace).value : null}
            @tt-setup-start=${this.onSetupStart}
            @tt-setup-cancel=${() => (this.setupOpen = false)}
          ></tt-setup-form>`
        : nothing}

      <ul part="player-panels" class="players" aria-label=${tr(t`Players`)}>
        ${names.map((shown, s) => {
          const player = this.lineup[s];
          return html`<li>
            <tt-player-panel
              part="player"
              .translator=${translator}
              .name=${shown}
              .player=${player?.kind ?? 'human'}
              .level=${player?.kind === 'bot' ? player.level : ''}
              .active=${!over && turnSeats.includes(s)}
              .viewing=${seat === s && !curtain && this.humanSeats().length > 0}
              .summary=${this.summaryOf(view, s)}
            ></tt-player-panel>
          </li>`;
        })}
      </ul>

      ${happened === null ? nothing : html`<p part="happened" class="happened">${oneFullStop(tr(happened))}</p>`}
      ${this.online.renderStatus(tr)}
      ${waiting
        ? nothing // the network line says the room waits; nobody's turn has begun
        : html`<p part="status" class="status">${tr(this.statusLine(view, legal, seat, curtain))}</p>
            ${this.renderSeatKeys(tr)}`}

      ${over
        ? html`<tt-game-over part="game-over" .translator=${translator} .result=${match.result} .names=${names} .scoreLabel=${this.scoreLabel} .breakdown=${this.scoreBreakdown(view)}
            @tt-play-again=${() => this.newGame()}></tt-game-over>`
        : nothing}

      <section part="table" class="table" aria-label=${tr(t`${name} table`)} @keydown=${this.onTableKeydown}>
        ${waiting ? this.online.renderLobby() : curtain ? renderCurtain(tr, seat!, () => this.liftCurtain()) : this.safeRenderTable(view, legal, seat)}
      </section>

      <tt-move-log part="log" .translator=${translator} .entries=${match.log} .names=${names} .hostMoves=${this.realtimeRules?.hostMoves ?? []}></tt-move-log>

      <div part="announcer" class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this.announcement.map((text) => oneFullStop(tr(text))).join(' ')}</div>

      ${renderRulesDialog(tr, name, rules)}

      ${this.saveDialog.render()}
    </div>`;
  }

  /**
   * The seats whose turn it is, for the panels' "Your turn" marks. In a real-time game several
   * seats racing is nobody's turn; only a seat that alone has something to do (the one who turns
   * over the next tile) has one — never a seat that is active only to carry the host's move.
   */
  private turnSeats(): Seat[] {
    const match = this.match;
    if (!this.realtimeRules) return [...match.active];
    const hostMoves = this.realtimeRules.hostMoves;
    const acting = match.active.filter((s) => match.legalMoves(s).some((m) => !hostMoves.includes(m.type)));
    return acting.length === 1 ? acting : [];
  }

  /** The step button's words: a bot's move, or in a real-time game the host's next step ("Next"). */
  private stepLabel(): Text {
    if (!this.realtime) return t`Bot move`;
    return this.realtime.upcoming[0]?.by === 'bot' ? t`Bot move` : t`Next`;
  }

  /** Each person's key in a real-time game that uses keys: "Ana A · Ben L". */
  private renderSeatKeys(tr: (text: Text) => string): unknown {
    if (!this.keysInPlay()) return nothing;
    const seats = this.localSeats().filter((s) => this.seatKey(s) !== null);
    if (seats.length === 0) return nothing;
    return html`<p part="seat-keys" class="seat-keys">
      <span class="visually-hidden">${tr(t`Keys:`)}</span>
      ${seats.map((s) => html`<span class="seat-key">${tr(seatRef(s))} <kbd>${this.seatKey(s)}</kbd></span>`)}
    </p>`;
  }

  /** The seat's score line: a text in the table's language, or the game's own template. */
  private summaryOf(view: GameState<G>, s: Seat): string | TemplateResult | typeof nothing {
    const summary = this.seatSummary(view, s);
    if (summary === nothing) return nothing;
    if (typeof summary === 'string' || typeof summary === 'number' || isMessage(summary) || isSeatRef(summary) || isListRef(summary) || isMoneyRef(summary)) return this.tr(summary);
    return summary as TemplateResult;
  }

  private safeRenderTable(view: GameState<G>, legal: Move[], seat: Seat | null): unknown {
    try {
      return this.renderTable(view, legal, seat);
    } catch (error) {
      console.error(error);
      return html`<p class="table-error" role="alert">${this.tr(t`The table could not be drawn: ${(error as Error).message}`)}</p>`;
    }
  }

  private statusLine(view: GameState<G>, legal: Move[], seat: Seat | null, curtain: boolean): Text {
    const match = this.match;
    if (match.isOver) return t`Game over.`;
    if (this.realtimeRules) return this.realtimeHint(view, legal);
    if (curtain && seat !== null) return curtainStatus(seat);
    if (seat !== null && legal.length > 0) {
      const hint = this.turnHint(view, legal, seat);
      return hint === '' ? t`Your turn, ${seatRef(seat)}.` : t`Your turn, ${seatRef(seat)}. ${hint}`;
    }
    const actors = list(match.active.map(seatRef));
    const bot = match.active.some((s) => this.lineup[s]?.kind === 'bot');
    if (match.active.length === 0) return '';
    if (!bot) return t`${actors}'s turn`;
    return this.autoplay || this.bots.thinking ? t`${actors}'s turn — thinking…` : t`${actors}'s turn — press "Bot move".`;
  }

  private liftCurtain(): void {
    this.revealedSeat = this.screenSeat();
    this.focusing.afterMove();
    this.focusing.changed();
  }
}
