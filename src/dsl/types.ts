import type { Random } from './random.js';
import type { Text } from '../i18n/text.js';
import type { TranslationSet } from '../i18n/translator.js';

export type { Text };


/** A seat at the table: 0 .. players-1. Seat 0 starts unless the game says otherwise. */
export type Seat = number;

/** A value that survives `JSON.stringify` unchanged. Game data must be made of these. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * The framework's part of the game state: phase, whose turn, the random generator.
 * Plain JSON, like the game's own data `G`.
 */
export interface Ctx {
  /** Number of seats in this match. */
  players: number;
  /** Dotted path of the current leaf phase, e.g. `"round.chooseRole"`. Empty before setup ends. */
  phase: string;
  /** The seat whose turn it is in turn-based phases. */
  current: Seat;
  /** Seats still to act in an each-seat-once round, the acting seat first. */
  queue: Seat[];
  /** Seats that may make a move right now. */
  active: Seat[];
  /** Turns begun since the start of the game. */
  turn: number;
  /** Moves applied since the start of the game. */
  moves: number;
  /** State of the seeded generator (see `Random`). Never part of a seat's view. */
  rng: number;
  /** True once a final phase is reached. */
  over: boolean;
}

/** The whole state of a match: the game's data and the framework's context. */
export interface GameState<G> {
  G: G;
  ctx: Ctx;
}

/** A move as sent by a player, a bot or a test: `{ type: 'place', seat: 1, snake: 2 }`. */
export interface Move {
  type: string;
  seat: Seat;
  [arg: string]: unknown;
}

/** Arguments of a move: a plain object of JSON values (no `type` or `seat` keys). */
export type MoveArgs = Record<string, Json>;

/** What `apply` may do besides mutating `G`. */
export interface MoveApi {
  /** The seat making the move. */
  readonly seat: Seat;
  /** The framework context as it was before the move (read-only). */
  readonly ctx: Readonly<Ctx>;
  /** Seeded randomness; its state lives in the game state. */
  readonly random: Random;
  /** Ends the current turn; the phase's turn order chooses who is next. */
  endTurn(): void;
  /** Makes `seat` the current player of a clockwise phase (e.g. "the winner of the trick leads"). */
  setCurrent(seat: Seat): void;
}

/** What a phase hook (`enter`, a transition's `do`) may do besides mutating `G`. */
export interface PhaseApi {
  readonly ctx: Readonly<Ctx>;
  readonly random: Random;
}

/** Read-only information handed to `args`, `check`, conditions and views. */
export type Info = Readonly<Ctx>;

/**
 * One kind of move: how to list its legal arguments, why a given one is illegal, and its effect.
 * Build it with `move()`.
 */
export interface MoveDef<G, A extends MoveArgs = MoveArgs> {
  /**
   * Exactly the legal argument objects for `seat` now; none when the move is not possible.
   * Return fresh objects: enumeration turns each into a move by adding `type` and `seat` to it.
   * Omitted: the move takes no arguments and is legal when `check` passes.
   */
  args?: (G: Readonly<G>, ctx: Info, seat: Seat) => A[];
  /** `true` when legal, else a sentence saying why not. Must not throw on malformed input. */
  check?: (G: Readonly<G>, args: A, ctx: Info, seat: Seat) => true | Text;
  /** The effect: mutate `G` (a private copy). Use `api.random` for chance, `api.endTurn()` to pass the turn. */
  apply: (G: G, args: A, api: MoveApi) => void;
  /** Shorthand for calling `api.endTurn()` at the end of `apply`. */
  endsTurn?: boolean;
  /**
   * Whether a player may take the move back. Moves that reveal hidden information or roll dice
   * must say `false`, or undo would let a player peek and retry. A function decides per move
   * (e.g. only the sowing that turns a card over reveals anything). Default: true.
   */
  undoable?: boolean | ((args: A, after: Readonly<G>, before: Readonly<G>) => boolean);
  /**
   * What happened, for the move log and screen readers, e.g. "drew a red–blue mid-section" (the
   * table puts the mover's name in front). Everyone reads it, so it may mention public information
   * only. `{seat:2}` in the text is shown as that seat's name ("took the lead from {seat:2}").
   * Gets the move (with its seat) and the data after and before it.
   */
  describe?: (args: A & { readonly seat: Seat }, after: Readonly<G>, before: Readonly<G>) => Text;
  /**
   * Arguments that not every seat may see, e.g. which card of a face-down hand was played. What
   * leaves the Match toward a page or a seat (events, log entries, announcements, network
   * messages) carries the move without these keys unless that seat may see them; the save keeps
   * the whole move. A list of keys: only the mover sees them. A function decides per move which
   * keys are hidden and who besides the mover sees them (e.g. the partner a card is given to).
   * Default: every argument is public.
   */
  hiddenArgs?: readonly (keyof A & string)[] | ((args: A & { readonly seat: Seat }, before: Readonly<G>, ctx: Info) => HiddenArgs);
}

/** Which arguments of one move are hidden, and the seats (besides the mover) that may see them. */
export interface HiddenArgs {
  keys: readonly string[];
  seenBy: readonly Seat[];
}

/** Type-erased move definition, as stored in phases. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMoveDef<G> = MoveDef<G, any>;

/** A condition on the state, used by transitions. */
export type Condition<G> = (G: Readonly<G>, ctx: Info) => boolean;

/** Leave the current phase for `to` when `if` holds (checked after every move and on entry). */
export interface Transition<G> {
  /** Omitted: always taken (e.g. a phase made only of an `enter` hook). */
  if?: Condition<G>;
  /** Name of the target phase, looked up among the siblings of the phase that holds the rule, then outwards. */
  to: string;
  /** Effect run while moving, after leaving and before entering. */
  do?: (G: G, api: PhaseApi) => void;
  /** Label shown on the chart's edge. */
  label?: Text;
}

/** Who acts in a phase. Build with `clockwise()`, `eachSeatOnce()` or `simultaneous()`. */
export type TurnOrder<G> =
  | { kind: 'clockwise'; first?: (G: Readonly<G>, ctx: Info) => Seat; skip?: (G: Readonly<G>, ctx: Info, seat: Seat) => boolean }
  | { kind: 'eachSeatOnce'; first?: (G: Readonly<G>, ctx: Info) => Seat; skip?: (G: Readonly<G>, ctx: Info, seat: Seat) => boolean }
  | { kind: 'simultaneous'; seats: (G: Readonly<G>, ctx: Info) => Seat[] };

/** A phase of the game: a state of its statechart. */
export interface PhaseDef<G> {
  /** Human-readable name for the UI and the chart. */
  label?: Text;
  /** Moves allowed in this phase (and in its sub-phases), by name. */
  moves?: Record<string, AnyMoveDef<G>>;
  /** Who acts. Inherited by sub-phases. Default: the current seat keeps acting. */
  turn?: TurnOrder<G>;
  /** Runs when the phase is entered (parents before children). */
  enter?: (G: G, api: PhaseApi) => void;
  /** Ways out of this phase, tried in order after every move and on entry. */
  next?: Transition<G>[];
  /** Sub-phases; the first listed is the initial one unless `initial` says otherwise. */
  phases?: Record<string, PhaseDef<G>>;
  initial?: string;
  /** The game ends on entering this phase. */
  final?: boolean;
}

/** The outcome of a finished game. */
export interface GameResult {
  /** One score per seat (what the players compare). */
  scores: number[];
  /** Seats that won (several when the rules leave a tie; none when the rules say nobody wins, and `reason` then says why). */
  winners: Seat[];
  /** A sentence explaining the decision, e.g. a tie-break; `{seat:N}` is shown as that seat's name. */
  reason?: Text;
}

/** A secret value in the state and the seats allowed to see it. */
export interface Secret {
  /** A string that must never appear in the view of a seat outside `seenBy`, e.g. a card id. */
  value: string;
  seenBy: Seat[];
}

/** Options a match is created with. */
export interface SetupInput<O = Record<string, Json>> {
  players: number;
  seed: number | string;
  options?: Partial<O>;
}

/** The one definition of a game. Build with `defineGame()`. */
export interface GameDef<G, O extends Record<string, Json> = Record<string, Json>> {
  /** Kebab-case id, also the element name prefix (`hisss` → `<hisss-table>`). */
  id: string;
  name: string;
  /** Bump when the state shape changes, so old saves are refused with a clear message. */
  version?: number;
  /** Seat counts: from `min` to `max`, or only those in `counts` (e.g. 2, 4 or 6 for two teams). */
  players: { min: number; max: number; counts?: number[] };
  /**
   * Seat counts a variant allows, when they are fewer than `players` (Expert Finders Keepers is
   * for 2–4 of the game's 2–6). Checked for every setup; the setup form offers only these.
   */
  playersFor?: (options: O) => { min: number; max: number; counts?: number[] };
  /** Default options (variants); a match may override them. */
  options?: O;
  /** The values an option may take, where not every value of its type is allowed (e.g. `{ bestOf: [1, 3] }`). */
  optionChoices?: { [K in keyof O]?: readonly O[K][] };
  /** Builds the initial game data. */
  setup: (input: { players: number; random: Random; options: O }) => G;
  /** The statechart of phases. */
  flow: PhaseDef<G>;
  /** What `seat` may know (`null`: a spectator). Default: everything. */
  view?: (G: Readonly<G>, ctx: Info, seat: Seat | null) => G;
  /** Secrets in the state, for the leak check. Default: none. */
  secrets?: (G: Readonly<G>, ctx: Info) => Secret[];
  /** Quantities that the rules must conserve (card ids, coin totals), for the fuzz invariants. */
  conserved?: (G: Readonly<G>, ctx: Info) => Record<string, number | string[]>;
  /**
   * Rebuilds full game data from what `seat` sees, filling hidden parts with a random guess
   * consistent with that view. Bots search over these guesses so they never read real secrets.
   * Required when `view` hides anything.
   */
  determinize?: (view: Readonly<G>, ctx: Info, seat: Seat, random: Random) => G;
  /** Scores and winners of a finished game. */
  result: (G: Readonly<G>, ctx: Info) => GameResult;
  /** Optional quick evaluation for bots: a value in [0, 1] per seat for an unfinished game. */
  heuristic?: (G: Readonly<G>, ctx: Info, seat: Seat) => number;
  /** How this game's bots play at each level (defaults suit a short card game). */
  bots?: BotSettings<G>;
  /**
   * How the setup form names the options that have `optionChoices` (e.g. a variant): the option's
   * label and each choice's, keyed by `String(value)`. Options without labels are not offered there.
   */
  optionLabels?: { [K in keyof O]?: OptionLabel };
  /**
   * Makes the game real-time: moves race instead of waiting for turns. The rules stay pure — the
   * table's host turns time into moves (its own `hostMoves`, and presses in order of arrival).
   */
  realtime?: RealtimeDef<G>;
  /**
   * The rules' texts (`describe`, `check`, results, phase labels — written as `` t`…` `` in
   * English) in the other languages. The test kit requires every text the rules show to be here.
   */
  translations?: TranslationSet;
}

/**
 * Per-game tuning of the bot levels. Easy always plays a random legal move. Medium plays `policy`
 * when there is one, else searches; hard always searches (MCTS over guesses of hidden parts).
 */
export interface BotSettings<G> {
  /** MCTS simulations per decision. Defaults: medium 150, hard 800. Long games want fewer. */
  iterations?: { medium?: number; hard?: number };
  /**
   * Milliseconds a table's bot may think per decision; it stops at its iterations or here,
   * whichever comes first. Defaults: medium 250, hard 1000. Tests and measured matches count
   * iterations only (a clock would make them depend on the machine).
   */
  budget?: { medium?: number; hard?: number };
  /** Random moves per simulation before `heuristic` judges the position. Default 400. */
  playoutLimit?: number;
  /**
   * The search's exploration constant (UCB). Default 0.7. A game whose `heuristic` tells
   * positions apart by a few hundredths lowers it, instead of stretching the heuristic past [0, 1].
   */
  exploration?: number;
  /**
   * A fast hand-written player (e.g. greedy rules of thumb) for the medium level. It sees only the
   * seat's view; `random` is the bot's own seeded generator.
   */
  policy?: (view: GameState<G>, seat: Seat, random: Random) => Move | null;
  /**
   * How the search plays out a simulated game: picks one of `legal` (never empty) in `state`, a
   * guess consistent with the bot's view. Default: a random legal move. Long games whose random
   * playouts say little (a 250-move card game) give a cheap rule of thumb here.
   */
  playout?: (state: GameState<G>, legal: readonly Move[], random: Random) => Move;
  /**
   * The moves worth searching in `state`: a non-empty subset of `legal` (never empty itself). The
   * search then spends its simulations on these alone, at the root and inside its tree (playouts
   * still use `playout`). A game whose turns offer more choices than the search has simulations
   * (a sealed bid of 59 amounts) gives its rule of thumb's choice and a few near it here.
   * Default: every legal move. An empty answer, or one with a move that is not legal, is ignored
   * for that position (with one console warning).
   */
  candidates?: (state: GameState<G>, legal: readonly Move[], random: Random) => readonly Move[];
}

/** How the setup form shows one option: its label and each choice's, keyed by `String(value)`. */
export interface OptionLabel {
  label: Text;
  choices: Record<string, Text>;
}

/** The bot levels every game offers. */
export type Level = 'easy' | 'medium' | 'hard';

/** How quickly and how surely a bot of one level reacts in a real-time game. */
export interface Reflex {
  /** Milliseconds from a change of the table to the bot's move: [fastest, slowest], drawn uniformly. */
  reaction: readonly [number, number];
  /** The chance that the bot's move is a slip (see `RealtimeDef.slip`) instead of its aim. */
  slips: number;
}

/** A move the host makes after a pause. */
export interface HostAction {
  move: Move;
  /** Milliseconds to wait at the normal pace, counted from the last change of the table. */
  after: number;
}

/**
 * What makes a game real-time. The machine never sees a clock: the host (the element, or a
 * server) sends `hostMoves` when `host` says so, and players' moves in their order of arrival;
 * presses of `window.moves` arriving close together are decided together by `combine`, so a
 * tie is one more move. Model-based tests and fuzz walk these moves like any others.
 *
 * @example
 * realtime: {
 *   hostMoves: ['reveal'],
 *   host: (G, ctx) => (ctx.phase === 'round.reveal' ? { move: { type: 'reveal', seat: ctx.active[0]! }, after: 900 } : null),
 *   window: { ms: 150, moves: ['slap'], combine: (G, ctx, presses) => presses.length === 1 ? [...presses] : [{ type: 'tie', seat: presses[0]!.seat, seats: presses.map((p) => p.seat) }] },
 *   reflexes: { easy: { reaction: [1800, 3000], slips: 0.2 }, medium: { reaction: [900, 1600], slips: 0.05 }, hard: { reaction: [350, 700], slips: 0 } },
 *   aim: (view, seat) => ({ type: 'slap', seat }),
 * }
 */
export interface RealtimeDef<G> {
  /** Moves only the host sends: no person's control or bot offers them; online, only the server may. */
  hostMoves: readonly string[];
  /**
   * Moves only bots make — a slip no person's control offers (a wrong card laid that others may
   * call). People's controls and the kit's people leave them out; the host refuses them from a person.
   */
  botMoves?: readonly string[];
  /** The host's next move, from the full state, and how long it waits; null: it waits for the players. */
  host?: (G: Readonly<G>, ctx: Info) => HostAction | null;
  /**
   * A race: presses of these moves arriving within `ms` of the first are handed to `combine`
   * together (in order of arrival, one per seat), which returns the moves to apply, in order.
   */
  window?: {
    ms: number;
    moves: readonly string[];
    combine: (G: Readonly<G>, ctx: Info, presses: readonly Move[]) => Move[];
  };
  /** How each bot level reacts. */
  reflexes: Record<Level, Reflex>;
  /** The move a sharp player at `seat` makes now, from that seat's view only; null: nothing to do. */
  aim: (view: GameState<G>, seat: Seat, random: Random) => Move | null;
  /** A mistaken but legal move (a bad chomp), from the seat's view; null when there is none. */
  slip?: (view: GameState<G>, seat: Seat, random: Random) => Move | null;
  /**
   * Positions that are played in turns after all (a turn-based variant, a choice between rounds):
   * bots then choose as in any game (random, policy or search by level), after their reaction time.
   */
  turnBased?: (G: Readonly<G>, ctx: Info) => boolean;
}
