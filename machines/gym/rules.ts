/**
 * GYM in the rules DSL. Every rule of the rulebook and every reading of an unclear one is listed
 * in README.md beside this file.
 */
import { alternatingTeams, clockwise, defineGame, move, phases, teamOf, type Seat, type Transition } from '../../src/dsl/index.js';
import { plural, seat as seatName, t, type Message, type Text } from '../../src/i18n/index.js';
import { EVENT_CARDS, EVENTS, isEventId, isKidId, kid, KID_IDS, kidName, kidTitle, skillAt, skillEvents, type EventId } from './cards.js';
import { translations } from './translations.js';

/** Positions per side of an Event. */
export const SLOTS = 3;
/** Events played in the Play phase (the other two become Coaches). */
export const EVENTS_IN_PLAY = 4;
/** Kids laid out face up for each round of picking. */
export const ROW_SIZE = 12;
/** Seat counts the rulebook allows: 2 players, or two teams of 2 or of 3. */
export const PLAYER_COUNTS = [2, 4, 6] as const;

/** A Coach: the back of an Event card not in play. `event` null: set aside (side -1). */
export interface Coach {
  card: EventId;
  event: EventId | null;
  side: number;
}

/** The turn in progress in the Play phase, after the Kid is placed. */
export interface PlayTurn {
  /** The Kid placed this turn (the Active Kid). */
  kid: string;
  /** The Event it was placed at. */
  event: EventId;
  /** What is left of the turn: an Event Action, giving a Kid back (Pick a Kid), moving a Coach. */
  stage: 'action' | 'lift' | 'switch' | 'swap' | 'move' | 'give' | 'coach';
  /** The Kid chosen in the first step of Lift, Switch, Swap or Move; null otherwise. */
  target: Spot | null;
  /** Pick a Kid: the seat that gets a Kid back; -1 otherwise. */
  giveTo: number;
  /** The Active Kid is a Brat: its player may move a Coach after the Event Action. */
  brat: boolean;
}

export interface GymState {
  /** Seats of each team; team 0 holds the dealer (seat 0) and takes the first turn. */
  teams: Seat[][];
  /** The Event Schedule, top of the column first. */
  column: EventId[];
  /** Spaces each Event of the column has advanced (same order as `column`). */
  advance: number[];
  /** Face-up Kids to pick from. */
  row: string[];
  /** The face-down Kids set aside for the second round of picking. */
  stack: string[];
  /** Each seat's hand. */
  hands: string[][];
  /** A Brat was just picked: its picker may adjust the Event Schedule. */
  bratPending: boolean;
  /** The 4 Events in play (column order); empty during the Pick phase. */
  events: EventId[];
  /** Kids at the Events: `table[event index][team side][position]`. */
  table: (string | null)[][][];
  /** The two Coaches (empty during the Pick phase). */
  coaches: Coach[];
  /** Per seat: the Kid laid face up before him by Force a Kid, which he must play next turn. */
  forced: (string | null)[];
  /** Per seat: forced, so Force a Kid and Pick a Kid may not target him until after his next turn. */
  exempt: boolean[];
  /** The Play-phase turn in progress, or null between turns. */
  turn: PlayTurn | null;
}

// ------------------------------------------------------------------ small queries

/** A team's name, as a text: Team A holds the dealer. */
export const teamName = (side: number): Message => (side === 0 ? t`Team A` : t`Team B`);
const sideWord = teamName;
const sport = (e: EventId) => EVENT_CARDS[e].sport;
const actionName = (e: EventId) => EVENT_CARDS[e].action;

/** The team (= side of every Event) a seat plays for. */
export function sideOf(G: Readonly<GymState>, seat: Seat): number {
  return teamOf(G.teams, seat);
}

/** Events of the schedule, furthest advanced first; ties go to the Event higher in the column. */
export function scheduleRanking(G: Readonly<Pick<GymState, 'column' | 'advance'>>): EventId[] {
  return G.column
    .map((e, i) => ({ e, i, a: G.advance[i] ?? 0 }))
    .sort((x, y) => y.a - x.a || x.i - y.i)
    .map((x) => x.e);
}

/** The 4 Events the schedule selects for the Play phase, in column order. */
export function selectedEvents(G: Readonly<Pick<GymState, 'column' | 'advance'>>): EventId[] {
  const top = new Set(scheduleRanking(G).slice(0, EVENTS_IN_PLAY));
  return G.column.filter((e) => top.has(e));
}

/** Whether a Coach stands at this side of this Event. */
export function coached(G: Readonly<GymState>, event: EventId, side: number): boolean {
  return G.coaches.some((c) => c.event === event && c.side === side);
}

/** Points of one side of one Event: the Kids' skills in that Event. */
export function sideScore(G: Readonly<GymState>, event: EventId, side: number): number {
  const i = G.events.indexOf(event);
  if (i < 0) return 0;
  return G.table[i]![side]!.reduce((n, id) => n + (id ? skillAt(id, event) : 0), 0);
}

/** A team's cumulative score over the 4 Events. */
export function teamScore(G: Readonly<GymState>, side: number): number {
  return G.events.reduce((n, e) => n + sideScore(G, e, side), 0);
}

/** The Event Actions the Active Kid may use: its Event's, or either of its skills' (if in play). */
export function openActions(G: Readonly<GymState>): EventId[] {
  const t = G.turn;
  if (!t || t.stage !== 'action') return [];
  const out: EventId[] = [t.event];
  for (const e of skillEvents(t.kid)) if (G.events.includes(e) && !out.includes(e)) out.push(e);
  return out;
}

/** Every Kid on the table, with where it stands. */
function kidsOnTable(G: Readonly<GymState>): { id: string; event: EventId; side: number; slot: number }[] {
  const out: { id: string; event: EventId; side: number; slot: number }[] = [];
  G.table.forEach((sides, i) =>
    sides.forEach((slots, side) =>
      slots.forEach((id, slot) => {
        if (id) out.push({ id, event: G.events[i]!, side, slot });
      }),
    ),
  );
  return out;
}

const firstOpen = (G: Readonly<GymState>, event: EventId, side: number): number => G.table[G.events.indexOf(event)]![side]!.indexOf(null);

/** Opponents a hand-targeting action (Force / Pick a Kid) may target. */
function handTargets(G: Readonly<GymState>, seat: Seat): Seat[] {
  const mine = sideOf(G, seat);
  return G.teams[1 - mine]!.filter((o) => G.hands[o]!.length > 0 && !G.exempt[o] && G.forced[o] === null);
}

/** Every Kid has been placed and the last turn is over. */
export function allPlaced(G: Readonly<GymState>): boolean {
  return G.turn === null && G.hands.every((h) => h.length === 0) && G.forced.every((f) => f === null) && G.row.length === 0 && G.stack.length === 0;
}

// ------------------------------------------------------------------ argument checks (never throw)

const isInt = (v: unknown, lo: number, hi: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
/** A bad argument as the program sent it (JSON); a text when there is nothing to show. */
const show = (v: unknown): Text => {
  if (v === undefined) return t`nothing`;
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return t`that`;
  }
};

/** The Events in play, as a text ("Weightlifting, Football, Baseball, Basketball"). */
function eventList(events: readonly EventId[]): Text {
  const [a, b, c, d] = events.map(sport);
  if (events.length === 4) return t`${a!}, ${b!}, ${c!}, ${d!}`;
  if (events.length === 3) return t`${a!}, ${b!}, ${c!}`;
  if (events.length === 2) return t`${a!}, ${b!}`;
  return a ?? t`none`;
}

/** The Event Actions open to the Active Kid, as one sentence per count (1 to 3). */
function openList(open: readonly EventId[]): Message {
  const [a, b, c] = open.map(actionName);
  if (open.length >= 3) return t`this turn you may ${a!}, ${b!} or ${c!}`;
  if (open.length === 2) return t`this turn you may ${a!} or ${b!}`;
  return a ? t`this turn you may only ${a}` : t`this turn no Event Action is open to you`;
}

/** Problem with an Event argument: it must name one of the Events in play. */
function eventProblem(G: Readonly<GymState>, e: unknown, destination = false): Message | null {
  // The Event ids are what a program sends; they are shown as they are.
  if (!isEventId(e)) return t`${show(e)} is not an Event: name one of ${G.events.join(', ')}.`;
  if (!G.events.includes(e)) {
    return destination
      ? t`${sport(e)} is not in play (it is a Coach); choose the destination among ${eventList(G.events)}.`
      : t`${sport(e)} is not in play (it is a Coach); choose the Event among ${eventList(G.events)}.`;
  }
  return null;
}

/** Problem with a position holding a Kid that an Event Action may move. */
function kidAtProblem(G: Readonly<GymState>, e: unknown, side: unknown, slot: unknown): Message | null {
  const ev = eventProblem(G, e);
  if (ev) return ev;
  if (!isInt(side, 0, 1)) return t`Side ${show(side)} does not exist: 0 is Team A's side, 1 is Team B's.`;
  if (!isInt(slot, 0, SLOTS - 1)) return t`Position ${show(slot)} does not exist: each side has positions 0 to ${SLOTS - 1}.`;
  const id = G.table[G.events.indexOf(e as EventId)]![side]![slot];
  if (!id) return t`There is no Kid at position ${slot + 1} of ${sideWord(side)}'s side of ${sport(e as EventId)}.`;
  if (coached(G, e as EventId, side)) return t`A Coach stands at ${sideWord(side)}'s side of ${sport(e as EventId)}: no Event Action may move Kids to or away from it.`;
  return null;
}

/** Whether the Event Action `action` may be taken now. */
function actionProblem(G: Readonly<GymState>, action: EventId): Message | null {
  if (!G.turn || G.turn.stage !== 'action') return t`Place a Kid first; the Event Action follows the placement.`;
  if (!openActions(G).includes(action)) return t`${actionName(action)} is not open to you: ${openList(openActions(G))}.`;
  return null;
}

/** After the Event Action: a placed Brat may still move a Coach; anyone else's turn ends. */
function afterAction(G: GymState, api: { endTurn(): void; seat: Seat }): void {
  const t = G.turn!;
  if (t.brat) {
    t.stage = 'coach';
    t.giveTo = -1;
    t.target = null;
  } else finishTurn(G, api);
}

function finishTurn(G: GymState, api: { endTurn(): void; seat: Seat }): void {
  G.turn = null;
  // A forced player is exempt "until after his next turn": this was it.
  G.exempt[api.seat] = false;
  api.endTurn();
}

// ------------------------------------------------------------------ Pick phase

type KidArgs = { kid: string };

const choose = move<GymState, KidArgs>({
  args: (G) => (G.bratPending ? [] : G.row.map((id) => ({ kid: id }))),
  check: (G, { kid: id }) => {
    if (G.bratPending) return t`Adjust the Event Schedule (or keep it) for the Brat you picked first.`;
    if (G.row.length === 0) return t`No Kids are face up: lay out the other 12 first.`;
    if (!isKidId(id)) return t`${show(id)} is not a Kid of this game.`;
    if (!G.row.includes(id)) return t`${kidTitle(id)} is not face up in the row to pick from.`;
    return true;
  },
  apply: (G, { kid: id }, api) => {
    G.row.splice(G.row.indexOf(id), 1);
    G.hands[api.seat]!.push(id);
    if (kid(id).brat) G.bratPending = true;
    else api.endTurn();
  },
  describe: ({ kid: id }) => t`picked ${kidName(id)}`,
});

type AdvanceArgs = { first: EventId; second: EventId };

const advance = move<GymState, AdvanceArgs>({
  args: (G) => {
    if (!G.bratPending) return [];
    const out: AdvanceArgs[] = [];
    G.column.forEach((a, i) => G.column.forEach((b, j) => {
      if (j >= i) out.push({ first: a, second: b });
    }));
    return out;
  },
  check: (G, { first, second }) => {
    if (!G.bratPending) return t`Only the player who just picked a Brat may adjust the Event Schedule.`;
    if (!isEventId(first) || !isEventId(second)) return t`Name two Events of the schedule (the same one twice to advance it 2 spaces); got ${show(first)} and ${show(second)}.`;
    if (G.column.indexOf(first) > G.column.indexOf(second)) return t`Name the two Events from the top of the column down.`;
    return true;
  },
  apply: (G, { first, second }, api) => {
    if (first === second) G.advance[G.column.indexOf(first)]! += 2;
    else {
      G.advance[G.column.indexOf(first)]! += 1;
      G.advance[G.column.indexOf(second)]! += 1;
    }
    G.bratPending = false;
    api.endTurn();
  },
  describe: ({ first, second }) =>
    first === second ? t`advanced ${sport(first)} 2 spaces on the Event Schedule` : t`advanced ${sport(first)} and ${sport(second)} 1 space each on the Event Schedule`,
});

const keep = move<GymState>({
  check: (G) => (G.bratPending ? true : t`Only the player who just picked a Brat may choose to leave the schedule alone.`),
  apply: (G, _args, api) => {
    G.bratPending = false;
    api.endTurn();
  },
  describe: () => t`left the Event Schedule as it is`,
});

const layOut = move<GymState>({
  check: (G) => (G.row.length === 0 && G.stack.length > 0 ? true : t`The other 12 Kids are laid out only when the row is empty.`),
  apply: (G) => {
    G.row = G.stack;
    G.stack = [];
  },
  // Turns the face-down Kids face up.
  undoable: false,
  describe: () => plural(ROW_SIZE, 'laid out the other # Kid for the second round of picking', 'laid out the other # Kids for the second round of picking'),
});

// ------------------------------------------------------------------ Play phase

type PlaceArgs = { kid: string; event: EventId };

const place = move<GymState, PlaceArgs>({
  args: (G, _ctx, seat) => {
    if (G.turn) return [];
    const side = sideOf(G, seat);
    const kids = G.forced[seat] ? [G.forced[seat]!] : G.hands[seat]!;
    const open = G.events.filter((e) => firstOpen(G, e, side) >= 0);
    return kids.flatMap((id) => open.map((event) => ({ kid: id, event })));
  },
  check: (G, { kid: id, event }, _ctx, seat) => {
    if (G.turn) return t`You have already placed a Kid this turn.`;
    if (!isKidId(id)) return t`${show(id)} is not a Kid of this game.`;
    const forced = G.forced[seat];
    if (forced && id !== forced) return t`You were forced: you must play ${kidTitle(forced)} this turn.`;
    if (!forced && !G.hands[seat]!.includes(id)) return t`${kidTitle(id)} is not in your hand.`;
    const ev = eventProblem(G, event);
    if (ev) return ev;
    if (firstOpen(G, event, sideOf(G, seat)) < 0) return plural(SLOTS, 'Your side of {0} is full: its # position is taken.', 'Your side of {0} is full: all # positions are taken.', sport(event));
    return true;
  },
  apply: (G, { kid: id, event }, api) => {
    const seat = api.seat;
    if (G.forced[seat] === id) G.forced[seat] = null;
    else G.hands[seat]!.splice(G.hands[seat]!.indexOf(id), 1);
    const side = sideOf(G, seat);
    G.table[G.events.indexOf(event)]![side]![firstOpen(G, event, side)] = id;
    G.turn = { kid: id, event, stage: 'action', target: null, giveTo: -1, brat: kid(id).brat };
  },
  describe: ({ kid: id, event }) => t`placed ${kidName(id)} at ${sport(event)}`,
});

/** A position at an Event: which Event, which team's side, which of its 3 positions. */
export type Spot = { event: EventId; side: number; slot: number };

const kidAt = (G: Readonly<GymState>, s: Spot): string => G.table[G.events.indexOf(s.event)]![s.side]![s.slot]!;

/** Kids an Event Action may move: on the table, at a side without a Coach. */
const movable = (G: Readonly<GymState>) => kidsOnTable(G).filter((k) => !coached(G, k.event, k.side));

/** Second steps of each two-step Event Action, for a chosen first Kid. */
function switchPartners(G: Readonly<GymState>, a: Spot): Spot[] {
  return movable(G).filter((k) => k.side === a.side && k.event !== a.event).map(({ event, side, slot }) => ({ event, side, slot }));
}
function swapPartners(G: Readonly<GymState>, a: Spot): Spot[] {
  return movable(G).filter((k) => k.side !== a.side).map(({ event, side, slot }) => ({ event, side, slot }));
}
function moveDestinations(G: Readonly<GymState>, a: Spot): EventId[] {
  return G.events.filter((to) => to !== a.event && !coached(G, to, a.side) && firstOpen(G, to, a.side) >= 0);
}

/** The first step of Lift, Switch, Swap or Move: choose a Kid on the table. */
function chooseKidAction(action: EventId, stage: PlayTurn['stage'], completes: (G: Readonly<GymState>, a: Spot, seat: Seat) => boolean, cannot: (name: Message) => Message) {
  return move<GymState, Spot>({
    args: (G, _ctx, seat) => (actionProblem(G, action) ? [] : movable(G).filter((k) => completes(G, k, seat)).map(({ event, side, slot }) => ({ event, side, slot }))),
    check: (G, args, _ctx, seat) => {
      const open = actionProblem(G, action);
      if (open) return open;
      const where = kidAtProblem(G, args.event, args.side, args.slot);
      if (where) return where;
      if (!completes(G, args, seat)) return cannot(kidTitle(kidAt(G, args)));
      return true;
    },
    apply: (G, { event, side, slot }) => {
      G.turn!.stage = stage;
      G.turn!.target = { event, side, slot };
    },
    describe: ({ event, side, slot }, after) => t`chose ${actionName(action)}: ${kidTitle(kidAt(after, { event, side, slot }))} on ${sideWord(side)}'s side of ${sport(event)}`,
  });
}

const liftKid = chooseKidAction('weights', 'lift', (G, _a, seat) => G.hands[seat]!.length > 0, (name) => t`${name} cannot be lifted: nothing can complete the action from there.`);
const switchKid = chooseKidAction('tennis', 'switch', (G, a) => switchPartners(G, a).length > 0, (name) => t`${name} cannot be switched: nothing can complete the action from there.`);
const swapKid = chooseKidAction('baseball', 'swap', (G, a) => swapPartners(G, a).length > 0, (name) => t`${name} cannot be swapped: nothing can complete the action from there.`);
const moveKid = chooseKidAction('dodgeball', 'move', (G, a) => moveDestinations(G, a).length > 0, (name) => t`${name} cannot be moved: nothing can complete the action from there.`);

/** Whether the turn is at the second step `stage` of an Event Action (its first Kid chosen). */
const atStep = (G: Readonly<GymState>, stage: PlayTurn['stage']): boolean => G.turn?.stage === stage && G.turn.target !== null;

const replace = move<GymState, KidArgs>({
  args: (G, _ctx, seat) => (!atStep(G, 'lift') ? [] : G.hands[seat]!.map((id) => ({ kid: id }))),
  check: (G, { kid: id }, _ctx, seat) => {
    if (!atStep(G, 'lift')) return t`You put a Kid from your hand in a lifted Kid's place only after choosing the Kid for that Event Action.`;
    if (!isKidId(id) || !G.hands[seat]!.includes(id)) return t`Replace the lifted Kid with a Kid from your hand; ${show(id)} is not in it.`;
    return true;
  },
  apply: (G, { kid: id }, api) => {
    const hand = G.hands[api.seat]!;
    const t = G.turn!.target!;
    const cell = G.table[G.events.indexOf(t.event)]![t.side]!;
    const lifted = cell[t.slot]!;
    hand.splice(hand.indexOf(id), 1);
    cell[t.slot] = id;
    hand.push(lifted);
    afterAction(G, api);
  },
  describe: ({ kid: id, seat }, _after, before) => {
    const spot = before.turn!.target!;
    return t`lifted ${kidTitle(kidAt(before, spot))} off ${sideWord(spot.side)}'s side of ${sport(spot.event)} into ${seatName(seat)}'s hand and put ${kidName(id)} in its place`;
  },
});

type PartnerArgs = { event: EventId; side: number; slot: number };

/** Second step of Switch and Swap: the other Kid. */
function partnerMove(stage: 'switch' | 'swap', partners: (G: Readonly<GymState>, a: Spot) => Spot[]) {
  return move<GymState, PartnerArgs>({
    args: (G) => (!atStep(G, stage) ? [] : partners(G, G.turn!.target!)),
    check: (G, args) => {
      if (!atStep(G, stage)) {
        return stage === 'switch'
          ? t`You switch with a second Kid only after choosing the Kid for that Event Action.`
          : t`You swap with a second Kid only after choosing the Kid for that Event Action.`;
      }
      const where = kidAtProblem(G, args.event, args.side, args.slot);
      if (where) return where;
      const a = G.turn!.target!;
      if (!partners(G, a).some((p) => p.event === args.event && p.side === args.side && p.slot === args.slot)) {
        return stage === 'switch'
          ? t`Switch with a Kid on the same side at another Event.`
          : t`Swap with a Kid on the opposing side.`;
      }
      return true;
    },
    apply: (G, b, api) => {
      const a = G.turn!.target!;
      const x = G.table[G.events.indexOf(a.event)]![a.side]!;
      const y = G.table[G.events.indexOf(b.event)]![b.side]!;
      [x[a.slot], y[b.slot]] = [y[b.slot]!, x[a.slot]!];
      afterAction(G, api);
    },
    describe: (b, _after, before) => {
      const a = before.turn!.target!;
      const [x, y] = [kidTitle(kidAt(before, a)), kidTitle(kidAt(before, b))];
      return stage === 'switch'
        ? t`switched ${x} (${sideWord(a.side)}, ${sport(a.event)}) with ${y} (${sideWord(b.side)}, ${sport(b.event)})`
        : t`swapped ${x} (${sideWord(a.side)}, ${sport(a.event)}) with ${y} (${sideWord(b.side)}, ${sport(b.event)})`;
    },
  });
}

const switchWith = partnerMove('switch', switchPartners);
const swapWith = partnerMove('swap', swapPartners);

const moveTo = move<GymState, { event: EventId }>({
  args: (G) => (!atStep(G, 'move') ? [] : moveDestinations(G, G.turn!.target!).map((event) => ({ event }))),
  check: (G, { event }) => {
    if (!atStep(G, 'move')) return t`You choose where to move a Kid only after choosing the Kid for that Event Action.`;
    const ev = eventProblem(G, event, true);
    if (ev) return ev;
    const a = G.turn!.target!;
    if (event === a.event) return t`Move the Kid to another Event: the positions of one Event side are alike.`;
    if (coached(G, event, a.side)) return t`A Coach stands at ${sideWord(a.side)}'s side of ${sport(event)}: no Kid may be moved there.`;
    if (firstOpen(G, event, a.side) < 0) return t`${sideWord(a.side)}'s side of ${sport(event)} has no empty position.`;
    return true;
  },
  apply: (G, { event }, api) => {
    const a = G.turn!.target!;
    const from = G.table[G.events.indexOf(a.event)]![a.side]!;
    const id = from[a.slot]!;
    from[a.slot] = null;
    G.table[G.events.indexOf(event)]![a.side]![firstOpen(G, event, a.side)] = id;
    afterAction(G, api);
  },
  describe: ({ event }, _after, before) => {
    const a = before.turn!.target!;
    return t`moved ${kidTitle(kidAt(before, a))} on ${sideWord(a.side)}'s side from ${sport(a.event)} to ${sport(event)}`;
  },
});

type TargetArgs = { target: number };

const targetProblem = (G: Readonly<GymState>, target: unknown, seat: Seat): Message | null => {
  if (!isInt(target, 0, G.hands.length - 1)) return t`${show(target)} is not a seat at this table.`;
  if (sideOf(G, target) === sideOf(G, seat)) return t`${seatName(target)} is on your team: choose an opponent.`;
  if (G.exempt[target] || G.forced[target] !== null) return t`${seatName(target)} was forced and is exempt from Force a Kid and Pick a Kid until after ${seatName(target)}'s next turn.`;
  if (G.hands[target]!.length === 0) return t`${seatName(target)} has no Kids in hand.`;
  return null;
};

const force = move<GymState, TargetArgs>({
  args: (G, _ctx, seat) => (actionProblem(G, 'football') ? [] : handTargets(G, seat).map((target) => ({ target }))),
  check: (G, { target }, _ctx, seat) => actionProblem(G, 'football') ?? targetProblem(G, target, seat) ?? true,
  apply: (G, { target }, api) => {
    const hand = G.hands[target]!;
    const [id] = hand.splice(api.random.int(hand.length), 1);
    G.forced[target] = id!;
    G.exempt[target] = true;
    afterAction(G, api);
  },
  // A random Kid leaves a hidden hand.
  undoable: false,
  describe: ({ target }, after) => t`forced ${seatName(target)}: a random Kid from ${seatName(target)}'s hand, ${kidName(after.forced[target]!)}, must be played next turn`,
});

const pickKid = move<GymState, TargetArgs>({
  args: (G, _ctx, seat) => (actionProblem(G, 'basketball') ? [] : handTargets(G, seat).map((target) => ({ target }))),
  check: (G, { target }, _ctx, seat) => actionProblem(G, 'basketball') ?? targetProblem(G, target, seat) ?? true,
  apply: (G, { target }, api) => {
    const hand = G.hands[target]!;
    const [id] = hand.splice(api.random.int(hand.length), 1);
    G.hands[api.seat]!.push(id!);
    G.turn!.stage = 'give';
    G.turn!.giveTo = target;
  },
  undoable: false,
  describe: ({ target }) => t`took a random Kid from ${seatName(target)}'s hand`,
});

const give = move<GymState, KidArgs>({
  args: (G, _ctx, seat) => (G.turn?.stage === 'give' ? G.hands[seat]!.map((id) => ({ kid: id })) : []),
  check: (G, { kid: id }, _ctx, seat) => {
    if (G.turn?.stage !== 'give') return t`You give a Kid back only after Pick a Kid.`;
    if (!isKidId(id) || !G.hands[seat]!.includes(id)) return t`Give back a Kid from your hand; ${show(id)} is not in it.`;
    return true;
  },
  apply: (G, { kid: id }, api) => {
    const hand = G.hands[api.seat]!;
    hand.splice(hand.indexOf(id), 1);
    G.hands[G.turn!.giveTo]!.push(id);
    afterAction(G, api);
  },
  // The Kid goes from one hidden hand to another: only the giver and the receiver see which.
  hiddenArgs: (_args, before) => ({ keys: ['kid'], seenBy: before.turn ? [before.turn.giveTo] : [] }),
  describe: (_args, _after, before) => t`gave a Kid back to ${seatName(before.turn!.giveTo)}`,
});

const noAction = move<GymState>({
  check: (G) => (G.turn?.stage === 'action' ? true : t`There is no Event Action to skip now.`),
  apply: (G, _args, api) => afterAction(G, api),
  describe: () => t`took no Event Action`,
});

type CoachArgs = { coach: EventId; event: EventId; side: number };

const coach = move<GymState, CoachArgs>({
  args: (G) => {
    if (G.turn?.stage !== 'coach') return [];
    const out: CoachArgs[] = [];
    for (const c of G.coaches) {
      for (const event of G.events) {
        for (const side of [0, 1]) {
          if (!coached(G, event, side)) out.push({ coach: c.card, event, side });
        }
      }
    }
    return out;
  },
  check: (G, { coach: card, event, side }) => {
    if (G.turn?.stage !== 'coach') return t`Only a player who placed a Brat may move a Coach, after the Event Action.`;
    const c = G.coaches.find((x) => x.card === card);
    if (!c) {
      const [a, b] = G.coaches.map((x) => sport(x.card));
      return a && b ? t`${show(card)} is not a Coach: the Coaches are ${a} and ${b}.` : t`${show(card)} is not a Coach.`;
    }
    const ev = eventProblem(G, event);
    if (ev) return ev;
    if (!isInt(side, 0, 1)) return t`Side ${show(side)} does not exist: 0 is Team A's side, 1 is Team B's.`;
    if (coached(G, event, side)) return t`A Coach already stands at ${sideWord(side)}'s side of ${sport(event)}.`;
    return true;
  },
  apply: (G, { coach: card, event, side }, api) => {
    const c = G.coaches.find((x) => x.card === card)!;
    c.event = event;
    c.side = side;
    finishTurn(G, api);
  },
  describe: ({ coach: card, event, side }, _after, before) => {
    const was = before.coaches.find((x) => x.card === card)!;
    return was.event
      ? t`moved the ${sport(card)} Coach to ${sideWord(side)}'s side of ${sport(event)}`
      : t`placed the ${sport(card)} Coach at ${sideWord(side)}'s side of ${sport(event)}`;
  },
});

const noCoach = move<GymState>({
  check: (G) => (G.turn?.stage === 'coach' ? true : t`There is no Coach move to skip now.`),
  apply: (G, _args, api) => finishTurn(G, api),
  describe: () => t`left the Coaches where they are`,
});

// ------------------------------------------------------------------ the game

/** Lays out the Play phase: the 4 furthest Events, the other 2 flipped to Coaches. */
export function startPlay(G: GymState): void {
  G.events = selectedEvents(G);
  G.table = G.events.map(() => [Array<string | null>(SLOTS).fill(null), Array<string | null>(SLOTS).fill(null)]);
  G.coaches = G.column.filter((e) => !G.events.includes(e)).map((card) => ({ card, event: null, side: -1 }));
}

/** Leaving a step of an Event Action: a Brat's Coach move, or the next turn. */
const afterActionRules: Transition<GymState>[] = [
  { if: (G) => G.turn?.stage === 'coach', to: 'coach', label: 'a Brat' },
  { if: (G) => G.turn === null, to: 'place', label: 'turn over' },
];

const hide = (ids: readonly string[]) => ids.map(() => 'hidden');

export default defineGame<GymState>({
  id: 'gym',
  name: 'GYM',
  version: 1,
  players: { min: 2, max: 6, counts: [...PLAYER_COUNTS] },
  translations,
  setup: ({ players, random }) => {
    const kids = random.shuffle([...KID_IDS]);
    return {
      teams: alternatingTeams(players, 2),
      column: random.shuffle([...EVENTS]),
      advance: EVENTS.map(() => 0),
      row: kids.slice(0, ROW_SIZE),
      stack: kids.slice(ROW_SIZE),
      hands: Array.from({ length: players }, () => []),
      bratPending: false,
      events: [],
      table: [],
      coaches: [],
      forced: Array.from({ length: players }, () => null),
      exempt: Array.from({ length: players }, () => false),
      turn: null,
    };
  },
  flow: phases({
    pick: {
      label: t`Pick phase`,
      turn: clockwise(),
      phases: {
        choose: {
          label: t`Pick a Kid`,
          moves: { choose },
          next: [
            { if: (G) => G.bratPending, to: 'adjust', label: 'picked a Brat' },
            { if: (G) => G.row.length === 0 && G.stack.length > 0, to: 'layout', label: 'first 12 picked' },
          ],
        },
        adjust: { label: t`Adjust the Event Schedule`, moves: { advance, keep }, next: [{ if: (G) => !G.bratPending, to: 'choose', label: 'adjusted' }] },
        layout: { label: t`Lay out the other 12`, moves: { layOut }, next: [{ if: (G) => G.row.length > 0, to: 'choose', label: 'laid out' }] },
      },
      next: [{ if: (G) => G.row.length === 0 && G.stack.length === 0 && !G.bratPending, to: 'play', do: startPlay, label: 'all 24 picked: 4 furthest Events, 2 Coaches' }],
    },
    play: {
      label: t`Play phase`,
      turn: clockwise(),
      phases: {
        place: { label: t`Place a Kid`, moves: { place }, next: [{ if: (G) => G.turn?.stage === 'action', to: 'action', label: 'placed' }] },
        action: {
          label: t`Event Action`,
          moves: { liftKid, switchKid, force, swapKid, pickKid, moveKid, noAction },
          next: [
            { if: (G) => G.turn?.stage === 'lift', to: 'lift', label: 'Lift any Kid' },
            { if: (G) => G.turn?.stage === 'switch', to: 'switch', label: 'Switch 2 Kids' },
            { if: (G) => G.turn?.stage === 'swap', to: 'swap', label: 'Swap 2 Kids' },
            { if: (G) => G.turn?.stage === 'move', to: 'move', label: 'Move any Kid' },
            { if: (G) => G.turn?.stage === 'give', to: 'give', label: 'picked a Kid' },
            { if: (G) => G.turn?.stage === 'coach', to: 'coach', label: 'a Brat' },
            { if: (G) => G.turn === null, to: 'place', label: 'turn over' },
          ],
        },
        lift: { label: t`Replace the lifted Kid`, moves: { replace }, next: afterActionRules },
        switch: { label: t`Switch with a second Kid`, moves: { switchWith }, next: afterActionRules },
        swap: { label: t`Swap with an opposing Kid`, moves: { swapWith }, next: afterActionRules },
        move: { label: t`Move the Kid to another Event`, moves: { moveTo }, next: afterActionRules },
        give: { label: t`Give a Kid back`, moves: { give }, next: afterActionRules },
        coach: { label: t`Move a Coach`, moves: { coach, noCoach }, next: [{ if: (G) => G.turn === null, to: 'place', label: 'turn over' }] },
      },
      next: [{ if: allPlaced, to: 'over', label: 'every Kid placed' }],
    },
    over: { label: t`Game over`, final: true },
  }),
  view: (G, _ctx, seat) => ({
    ...G,
    teams: G.teams.map((t) => [...t]),
    column: [...G.column],
    advance: [...G.advance],
    row: [...G.row],
    stack: hide(G.stack),
    hands: G.hands.map((h, s) => (s === seat ? [...h] : hide(h))),
    events: [...G.events],
    table: G.table.map((sides) => sides.map((slots) => [...slots])),
    coaches: G.coaches.map((c) => ({ ...c })),
    forced: [...G.forced],
    exempt: [...G.exempt],
    // After Lift any Kid the Active Kid may be back in its player's hand: then it is hidden too.
    turn: G.turn ? { ...G.turn, target: G.turn.target ? { ...G.turn.target } : null, kid: G.table.some((sides) => sides.some((slots) => slots.includes(G.turn!.kid))) || G.hands[seat ?? -1]?.includes(G.turn.kid) ? G.turn.kid : 'hidden' } : null,
  }),
  secrets: (G) => [
    ...G.stack.map((value) => ({ value, seenBy: [] as Seat[] })),
    ...G.hands.flatMap((h, s) => h.map((value) => ({ value, seenBy: [s] }))),
  ],
  conserved: (G) => ({
    kids: [...G.row, ...G.stack, ...G.hands.flat(), ...G.table.flat(2).filter((x): x is string => x !== null), ...G.forced.filter((x): x is string => x !== null)],
    events: [...G.column],
  }),
  determinize: (view, _ctx, seat, random) => {
    const seen = new Set<string>([
      ...view.row,
      ...view.hands[seat]!,
      ...view.table.flat(2).filter((x): x is string => x !== null),
      ...view.forced.filter((x): x is string => x !== null),
    ]);
    const unseen = random.shuffle(KID_IDS.filter((id) => !seen.has(id)));
    const fill = (ids: readonly string[]) => ids.map((id) => (id === 'hidden' ? unseen.pop()! : id));
    const hands = view.hands.map((h, s) => (s === seat ? [...h] : fill(h)));
    const stack = fill(view.stack);
    if (unseen.length !== 0 || hands.flat().includes(undefined as never) || stack.includes(undefined as never)) {
      throw new Error('GYM determinize: the view does not add up to 24 Kids.');
    }
    return {
      ...view,
      teams: view.teams.map((t) => [...t]),
      column: [...view.column],
      advance: [...view.advance],
      row: [...view.row],
      stack,
      hands,
      events: [...view.events],
      table: view.table.map((sides) => sides.map((slots) => [...slots])),
      coaches: view.coaches.map((c) => ({ ...c })),
      forced: [...view.forced],
      exempt: [...view.exempt],
      turn: view.turn ? { ...view.turn, target: view.turn.target ? { ...view.turn.target } : null } : null,
    };
  },
  result: (G, ctx) => {
    const team = [teamScore(G, 0), teamScore(G, 1)];
    const scores = Array.from({ length: ctx.players }, (_, s) => team[sideOf(G, s)]!);
    // Team A (the dealer's) took the first turn and wins a tie.
    const winning = team[1]! > team[0]! ? 1 : 0;
    const reason =
      team[0] === team[1]
        ? plural(team[0]!, 'Tied at # point: the team that took the first turn (Team A) wins.', 'Tied at # points: the team that took the first turn (Team A) wins.')
        : plural(team[winning]!, '{0} scored # point to {1}.', '{0} scored # points to {1}.', teamName(winning), team[1 - winning]!);
    return { scores, winners: [...G.teams[winning]!], reason };
  },
  // Medium: a light search; hard: a wider one. Both cut playouts short and judge them by the score.
  bots: { iterations: { medium: 20, hard: 150 }, playoutLimit: 10 },
  heuristic: (G, _ctx, seat) => {
    const mine = sideOf(G, seat);
    const a = teamScore(G, mine);
    const b = teamScore(G, 1 - mine);
    return a + b === 0 ? 0.5 : 0.5 + (a - b) / (2 * (a + b));
  },
});

