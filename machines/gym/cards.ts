import { t, type Message } from '../../src/i18n/index.js';

/**
 * GYM's 30 cards: 6 Events (each with a Coach on its back) and 24 Kids — 18 Friendlies with two
 * skills and 6 Brats with one. The rulebook names the six events by their actions and icons; the
 * skill values are our own (see README.md, "Components").
 */

/** The six events, by their icons: dumbbell, paddle, football, bat and ball, basketball, dodgeball. */
export const EVENTS = ['weights', 'tennis', 'football', 'baseball', 'basketball', 'dodgeball'] as const;
export type EventId = (typeof EVENTS)[number];

export interface EventCard {
  id: EventId;
  /** The sport on the card. */
  sport: Message;
  /** The Event Action it grants. */
  action: Message;
  /** What the action does, in one sentence. */
  text: Message;
}

export const EVENT_CARDS: Record<EventId, EventCard> = {
  weights: { id: 'weights', sport: t`Weightlifting`, action: t`Lift any Kid`, text: t`Take any Kid from either side into your hand and put a Kid from your hand in its place.` },
  tennis: { id: 'tennis', sport: t`Table Tennis`, action: t`Switch 2 Kids`, text: t`Switch two Kids on the same side (at different Events).` },
  football: { id: 'football', sport: t`Football`, action: t`Force a Kid`, text: t`Take a random Kid from an opponent's hand and lay it before him: he must play it next turn.` },
  baseball: { id: 'baseball', sport: t`Baseball`, action: t`Swap 2 Kids`, text: t`Swap a Kid on your side with a Kid on the opposing side.` },
  basketball: { id: 'basketball', sport: t`Basketball`, action: t`Pick a Kid`, text: t`Take a random Kid from an opponent's hand, then give him a Kid from your hand.` },
  dodgeball: { id: 'dodgeball', sport: t`Dodgeball`, action: t`Move any Kid`, text: t`Move a Kid to an empty position at another Event on the same side.` },
};

export function isEventId(value: unknown): value is EventId {
  return typeof value === 'string' && (EVENTS as readonly string[]).includes(value);
}

export interface Kid {
  id: string;
  name: string;
  brat: boolean;
  /** Skill points per event; a Friendly has two, a Brat one. */
  skills: Partial<Record<EventId, number>>;
}

const friendly = (name: string, a: EventId, va: number, b: EventId, vb: number): Kid => ({
  id: `kid-${name.toLowerCase()}`,
  name,
  brat: false,
  skills: { [a]: va, [b]: vb },
});
const brat = (name: string, e: EventId): Kid => ({ id: `kid-${name.toLowerCase()}`, name, brat: true, skills: { [e]: 1 } });

/**
 * 18 Friendlies: every pair of events once, plus weights–tennis, football–baseball and
 * basketball–dodgeball once more. Each Friendly's skills add up to 4, and every event has skills
 * 3, 3, 2, 2, 1, 1 among the Friendlies (12 points per event).
 */
export const KIDS: readonly Kid[] = [
  friendly('Abby', 'weights', 3, 'tennis', 1),
  friendly('Ben', 'weights', 3, 'football', 1),
  friendly('Cara', 'weights', 2, 'baseball', 2),
  friendly('Dev', 'weights', 2, 'basketball', 2),
  friendly('Ella', 'weights', 1, 'dodgeball', 3),
  friendly('Finn', 'tennis', 3, 'football', 1),
  friendly('Gia', 'tennis', 2, 'baseball', 2),
  friendly('Hugo', 'tennis', 1, 'basketball', 3),
  friendly('Ivy', 'tennis', 2, 'dodgeball', 2),
  friendly('Jay', 'football', 3, 'baseball', 1),
  friendly('Kira', 'football', 2, 'basketball', 2),
  friendly('Leo', 'football', 2, 'dodgeball', 2),
  friendly('Mia', 'baseball', 3, 'basketball', 1),
  friendly('Nico', 'baseball', 3, 'dodgeball', 1),
  friendly('Opal', 'basketball', 3, 'dodgeball', 1),
  friendly('Pete', 'weights', 1, 'tennis', 3),
  friendly('Quinn', 'football', 3, 'baseball', 1),
  friendly('Rosa', 'basketball', 1, 'dodgeball', 3),
  brat('Bruno', 'weights'),
  brat('Spike', 'tennis'),
  brat('Tank', 'football'),
  brat('Vex', 'baseball'),
  brat('Wade', 'basketball'),
  brat('Zed', 'dodgeball'),
];

const BY_ID = new Map(KIDS.map((k) => [k.id, k]));
export const KID_IDS: readonly string[] = KIDS.map((k) => k.id);

export function kid(id: string): Kid {
  const k = BY_ID.get(id);
  if (!k) throw new Error(`Unknown kid "${id}".`);
  return k;
}

export function isKidId(value: unknown): value is string {
  return typeof value === 'string' && BY_ID.has(value);
}

/** A Kid's points at an event (0 when it has no skill there). */
export function skillAt(id: string, event: EventId): number {
  return kid(id).skills[event] ?? 0;
}

/** The events a Kid is skilled at. */
export function skillEvents(id: string): EventId[] {
  return EVENTS.filter((e) => kid(id).skills[e] !== undefined);
}

/**
 * Each Kid's name as a text. Names are kept as printed in every language, but they are texts like
 * any other word on a card, so a language may write them its own way.
 */
const NAMES: Readonly<Record<string, Message>> = {
  Abby: t`Abby`,
  Ben: t`Ben`,
  Cara: t`Cara`,
  Dev: t`Dev`,
  Ella: t`Ella`,
  Finn: t`Finn`,
  Gia: t`Gia`,
  Hugo: t`Hugo`,
  Ivy: t`Ivy`,
  Jay: t`Jay`,
  Kira: t`Kira`,
  Leo: t`Leo`,
  Mia: t`Mia`,
  Nico: t`Nico`,
  Opal: t`Opal`,
  Pete: t`Pete`,
  Quinn: t`Quinn`,
  Rosa: t`Rosa`,
  Bruno: t`Bruno`,
  Spike: t`Spike`,
  Tank: t`Tank`,
  Vex: t`Vex`,
  Wade: t`Wade`,
  Zed: t`Zed`,
};

/** A Kid's name alone ("Abby"), as a text. */
export function kidTitle(id: string): Message {
  return NAMES[kid(id).name]!;
}

/** "Abby (Weightlifting 3, Table Tennis 1)", "Bruno the Brat (Weightlifting 1)": a text to translate. */
export function kidName(id: string): Message {
  const k = kid(id);
  const [a, b] = skillEvents(id);
  if (k.brat || b === undefined) return t`${kidTitle(id)} the Brat (${EVENT_CARDS[a!].sport} ${k.skills[a!]!})`;
  return t`${kidTitle(id)} (${EVENT_CARDS[a!].sport} ${k.skills[a!]!}, ${EVENT_CARDS[b].sport} ${k.skills[b]!})`;
}
