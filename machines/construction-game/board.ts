/**
 * The year board: YEAR END and 48 weeks, twelve months of four weeks, one lap a year. The seed
 * gives the colour bands, the hot-market weeks, corner squares and competitive bids but no square
 * by square layout: the layout below is PROPOSED (README.md, "The board week by week").
 */
import { money, t, type Message, type Text } from '../../src/i18n/index.js';
import type { Machine, Property } from './chart.js';

/** A bill on a job square paid for a property's services (to its owner, or the bank while unsold). */
export interface ServiceBill {
  property: Property;
  amount: number;
}

export type Space =
  | { kind: 'yearEnd' }
  /** One of the first five weeks: landing here makes this market hot for the rest of the year. */
  | { kind: 'market'; machine: Machine }
  /** A winter week: everyone who lands pays or collects. */
  | { kind: 'winter'; event: WinterEvent }
  | JobSpace;

export interface JobSpace {
  kind: 'job';
  machine: Machine;
  /** Operating costs of the job (fuel, labour, upkeep). */
  cost: number;
  /** A trucking bill, avoided by owning a truck, else paid to a truck owner who rents one out. */
  trucking: number;
  service: ServiceBill | null;
  /** Draw a Contractor's Contingency card when the job is done. */
  card: boolean;
  /** A competitive bid job. */
  bid: boolean;
  /** A corner square: what every player landing here pays, job or not (0 elsewhere). */
  everyone: number;
}

export type WinterEvent = 'overhaul' | 'interest' | 'snowContract' | 'bonuses' | 'plowing' | 'insurance';

/** What a winter week does: a fixed amount (pay < 0, collect > 0), per piece of equipment (trucks too), or 10% of notes. */
export const WINTER: Record<WinterEvent, { amount: number; per: 'once' | 'piece' | 'interest' }> = {
  overhaul: { amount: -200, per: 'piece' },
  interest: { amount: 0, per: 'interest' },
  snowContract: { amount: 2_500, per: 'once' },
  bonuses: { amount: -1_000, per: 'once' },
  plowing: { amount: 1_500, per: 'once' },
  insurance: { amount: -2_000, per: 'once' },
};
/** Interest on bank notes, paid on the two interest weeks. */
export const INTEREST = 0.1;

const job = (machine: Machine, cost: number, extra: Partial<Omit<JobSpace, 'kind' | 'machine' | 'cost'>> = {}): JobSpace => ({
  kind: 'job', machine, cost, trucking: 0, service: null, card: false, bid: false, everyone: 0, ...extra,
});
const svc = (property: Property, amount: number): ServiceBill => ({ property, amount });

/** The 49 squares, index 0 = YEAR END, then January week 1 (1) … December week 4 (48). */
export const BOARD: readonly Space[] = [
  { kind: 'yearEnd' },
  // January – February week 1: the five hot-market weeks, one per colour.
  { kind: 'market', machine: 'backhoe' },
  { kind: 'market', machine: 'dozer' },
  { kind: 'market', machine: 'excavator' },
  { kind: 'market', machine: 'grader' },
  { kind: 'market', machine: 'scraper' },
  { kind: 'winter', event: 'overhaul' },
  { kind: 'winter', event: 'interest' },
  { kind: 'winter', event: 'snowContract' },
  // March: yellow, residential (backhoes). Week 4 is a corner.
  job('backhoe', 500, { trucking: 400, card: true }),
  job('backhoe', 700, { service: svc('landfill', 400) }),
  job('backhoe', 500, { bid: true }),
  job('backhoe', 900, { everyone: 500, card: true }),
  // April: green, commercial (dozers). Week 4 is the seed's example square.
  job('dozer', 1_000, { trucking: 600, card: true }),
  job('dozer', 900, { service: svc('landfill', 800) }),
  job('dozer', 1_000, { service: svc('gravel', 800), bid: true }),
  job('dozer', 1_000),
  // May: red, institutional (excavators).
  job('excavator', 1_400, { trucking: 800, card: true }),
  job('excavator', 1_200, { service: svc('concrete', 2_000) }),
  job('excavator', 1_400, { bid: true, card: true }),
  job('excavator', 1_200, { service: svc('gravel', 1_000) }),
  // June: blue, municipal (graders). Week 4 is a corner.
  job('grader', 1_200, { service: svc('paving', 1_600) }),
  job('grader', 1_000, { trucking: 800, card: true }),
  job('grader', 1_200, { service: svc('gravel', 800), bid: true }),
  job('grader', 1_400, { everyone: 1_000, card: true }),
  // July: purple, heavy/highway (scrapers).
  job('scraper', 2_100, { trucking: 1_200, card: true }),
  job('scraper', 1_800, { service: svc('paving', 2_000) }),
  job('scraper', 2_100, { bid: true, card: true }),
  job('scraper', 1_900, { service: svc('concrete', 2_400) }),
  // August: yellow again.
  job('backhoe', 700, { service: svc('concrete', 1_200) }),
  job('backhoe', 500, { trucking: 400, card: true }),
  job('backhoe', 700, { service: svc('landfill', 600) }),
  job('backhoe', 500, { card: true }),
  // September: green again. Week 4 is a corner.
  job('dozer', 1_000, { service: svc('gravel', 1_000) }),
  job('dozer', 900, { trucking: 600, card: true }),
  job('dozer', 1_000, { service: svc('concrete', 1_600), bid: true }),
  job('dozer', 1_200, { everyone: 1_000, card: true }),
  // October: red again.
  job('excavator', 1_400, { service: svc('concrete', 2_000), card: true }),
  job('excavator', 1_200, { trucking: 800 }),
  job('excavator', 1_600, { service: svc('landfill', 800), bid: true }),
  job('excavator', 1_400, { card: true }),
  // November: blue weeks 1–2, purple weeks 3–4.
  job('grader', 1_200, { service: svc('paving', 1_600), card: true }),
  job('grader', 1_000, { trucking: 800 }),
  job('scraper', 2_100, { service: svc('paving', 2_000), card: true }),
  job('scraper', 1_900, { trucking: 1_200, bid: true }),
  // December: winter shutdown.
  { kind: 'winter', event: 'bonuses' },
  { kind: 'winter', event: 'plowing' },
  { kind: 'winter', event: 'interest' },
  { kind: 'winter', event: 'insurance' },
];
export const YEAR_LENGTH = BOARD.length;
/** The hot-market weeks are the first five after YEAR END. */
export const MARKET_WEEKS = 5;

const MONTHS: readonly Message[] = [
  t`January`, t`February`, t`March`, t`April`, t`May`, t`June`, t`July`, t`August`, t`September`, t`October`, t`November`, t`December`,
];
/** The square's name: "YEAR END" or "April, week 4". */
export function spaceName(index: number): Text {
  if (index <= 0 || index >= YEAR_LENGTH) return t`YEAR END`;
  const month = MONTHS[Math.floor((index - 1) / 4)]!;
  return t`${month}, week ${((index - 1) % 4) + 1}`;
}

/** The corner squares: YEAR END and the three corners of the construction season. */
export const CORNERS: readonly number[] = [0, 12, 24, 36];

const WINTER_NAMES: Record<WinterEvent, Message> = {
  overhaul: t`Winter overhaul: pay ${money(200)} for each piece of equipment you own, trucks included`,
  interest: t`Bank interest: pay 10% of your bank notes`,
  snowContract: t`Snow removal contract: collect ${money(2_500)}`,
  bonuses: t`Crew holiday bonuses: pay ${money(1_000)}`,
  plowing: t`Snow plowing: collect ${money(1_500)}`,
  insurance: t`Insurance renewal: pay ${money(2_000)}`,
};
/** What a winter square says. */
export const winterText = (event: WinterEvent): Message => WINTER_NAMES[event];

const CORNER_NAMES: Record<number, Message> = {
  12: t`Spring thaw, load limits on the roads: everyone landing here pays ${money(500)}`,
  24: t`Independence Day shutdown: everyone landing here pays ${money(1_000)}`,
  36: t`Autumn rains: everyone landing here pays ${money(1_000)}`,
};
/** What the bottom half of a corner square says. */
export const cornerText = (index: number): Message | null => CORNER_NAMES[index] ?? null;
