/**
 * The Construction Rate Chart: the five equipment types and their colours, trucks, equipment and
 * property prices, and gross job income by die roll and number of machines. The seed names the
 * chart but prints none of its numbers: every figure here is PROPOSED (README.md gives the reasons).
 */
import { t, type Message } from '../../src/i18n/index.js';

/** The five machine types that do jobs, in the seed's order of the colour bands. */
export const MACHINES = ['backhoe', 'dozer', 'excavator', 'grader', 'scraper'] as const;
export type Machine = (typeof MACHINES)[number];
/** Everything a contractor can keep in his yard: the five machine types and trucks. */
export const EQUIPMENT = [...MACHINES, 'truck'] as const;
export type Equipment = (typeof EQUIPMENT)[number];

/** The colour band of each machine's construction season (yellow residential … purple heavy/highway). */
export const COLOUR_OF: Record<Machine, 'yellow' | 'green' | 'red' | 'blue' | 'purple'> = {
  backhoe: 'yellow', dozer: 'green', excavator: 'red', grader: 'blue', scraper: 'purple',
};

/** List prices (the rate chart's price row). PROPOSED, rising with what a machine earns per job. */
export const PRICE: Record<Equipment, number> = {
  backhoe: 20_000, dozer: 30_000, excavator: 45_000, grader: 35_000, scraper: 60_000, truck: 15_000,
};

/** Stamps in the box: 30 of each machine but 24 scrapers, and 6 trucks (the box's count). */
export const STAMPS: Record<Equipment, number> = {
  backhoe: 30, dozer: 30, excavator: 30, grader: 30, scraper: 24, truck: 6,
};

/** Gross income of one machine on one job at a roll of 3 (the chart's middle row). PROPOSED. */
export const BASE_INCOME: Record<Machine, number> = {
  backhoe: 1_200, dozer: 1_800, excavator: 2_700, grader: 2_800, scraper: 4_800,
};

/** How the roll scales income, for rolls 1 to 6. PROPOSED. */
export const ROLL_FACTOR = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/**
 * How the number of machines on a job scales income, for 1 to 10 machines: a little less than
 * proportional (a big fleet wants more supervision). Ten or more use the last row. PROPOSED.
 */
export const FLEET_FACTOR = [1, 2, 2.9, 3.8, 4.6, 5.4, 6.1, 6.8, 7.4, 8] as const;

/** The chart's rows: 1 to 10 machines (10 means "10 or more"). */
export const CHART_ROWS = FLEET_FACTOR.length;

/**
 * The rate chart: `RATE_CHART[machine][machines - 1][roll - 1]`, gross job income in dollars,
 * rounded to $100.
 */
export const RATE_CHART: Record<Machine, number[][]> = Object.fromEntries(
  MACHINES.map((m) => [m, FLEET_FACTOR.map((f) => ROLL_FACTOR.map((r) => Math.round((BASE_INCOME[m] * f * r) / 100) * 100))]),
) as Record<Machine, number[][]>;

/** Gross income from the chart for `machines` machines of a type and a roll of 1–6 (0 without machines). */
export function grossIncome(machine: Machine, machines: number, roll: number): number {
  if (machines <= 0) return 0;
  return RATE_CHART[machine][Math.min(machines, CHART_ROWS) - 1]![roll - 1]!;
}

/** The four properties and their prices (the box's deeds). */
export const PROPERTIES = ['landfill', 'gravel', 'paving', 'concrete'] as const;
export type Property = (typeof PROPERTIES)[number];
export const PROPERTY_PRICE: Record<Property, number> = {
  landfill: 100_000, gravel: 200_000, paving: 400_000, concrete: 500_000,
};

/** What can be bought, sold or auctioned: a piece of equipment or a property deed. */
export type Item = Equipment | Property;
export const ITEMS: readonly Item[] = [...EQUIPMENT, ...PROPERTIES];
export const isEquipment = (x: unknown): x is Equipment => typeof x === 'string' && (EQUIPMENT as readonly string[]).includes(x);
export const isMachine = (x: unknown): x is Machine => typeof x === 'string' && (MACHINES as readonly string[]).includes(x);
export const isProperty = (x: unknown): x is Property => typeof x === 'string' && (PROPERTIES as readonly string[]).includes(x);
export const isItem = (x: unknown): x is Item => isEquipment(x) || isProperty(x);
export const listPrice = (item: Item): number => (isProperty(item) ? PROPERTY_PRICE[item] : PRICE[item]);

const ITEM_NAMES: Record<Item, Message> = {
  backhoe: t`backhoe`, dozer: t`dozer`, excavator: t`excavator`, grader: t`grader`, scraper: t`scraper`, truck: t`truck`,
  landfill: t`Stinky's Garbage and Landfill`, gravel: t`Lost Miner Sand & Gravel Pit`, paving: t`Westwood Asphalt & Paving`, concrete: t`Big Phil's Concrete Plant`,
};
/** A piece of equipment's or a property's name. */
export const itemName = (item: Item): Message => ITEM_NAMES[item];

const A_ITEM: Record<Item, Message> = {
  backhoe: t`a backhoe`, dozer: t`a dozer`, excavator: t`an excavator`, grader: t`a grader`, scraper: t`a scraper`, truck: t`a truck`,
  landfill: ITEM_NAMES.landfill, gravel: ITEM_NAMES.gravel, paving: ITEM_NAMES.paving, concrete: ITEM_NAMES.concrete,
};
/** "a backhoe" as the object of a sentence (each language gives its article and case); a property's own name. */
export const aItem = (item: Item): Message => A_ITEM[item];

const MARKET_NAMES: Record<Machine, Message> = {
  backhoe: t`residential`, dozer: t`commercial`, excavator: t`institutional`, grader: t`municipal`, scraper: t`heavy/highway`,
};
/** The market a machine works in (yellow residential … purple heavy/highway). */
export const marketName = (machine: Machine): Message => MARKET_NAMES[machine];

/** The seed's starting cash, bill by bill: 5 × $1,000, 3 × $5,000, 3 × $10,000 and 1 × $50,000. */
export const STARTING_BILLS: readonly { value: number; count: number }[] = [
  { value: 1_000, count: 5 }, { value: 5_000, count: 3 }, { value: 10_000, count: 3 }, { value: 50_000, count: 1 },
];
export const STARTING_CASH = STARTING_BILLS.reduce((n, b) => n + b.value * b.count, 0);
/** The starting yard: two backhoes and one dozer. */
export const STARTING_FLEET: readonly Machine[] = ['backhoe', 'backhoe', 'dozer'];

/** The audited net worth that wins. */
export const WINNING_WORTH = 1_500_000;
/** Bank credit limit by years of operation: $100,000, $200,000 after 5 years, $300,000 after 10. */
export function creditLimit(years: number): number {
  return years >= 10 ? 300_000 : years >= 5 ? 200_000 : 100_000;
}
/** The share of a price the bank wants in cash before it lends the rest. */
export const CASH_DOWN = 0.2;
/** The bank lends in $1,000 steps, the smallest bill, so the cash down is 20% whenever the credit left allows. */
export const NOTE = 1_000;
/** The opening bid of a competitive bid job. */
export const OPENING_BID = 1_000;
