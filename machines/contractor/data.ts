/**
 * Contractor's components. The seed names the six jobs, the ten phases of each, the kinds of
 * equipment and the spaces' kinds, but prints no schedule, price, board or card: everything
 * below is PROPOSED (README.md gives the reasoning, test/contractor/rules.test.ts the numbers).
 */
import { money, t, type Message } from '../../src/i18n/index.js';

export const JOBS = ['dam', 'highway', 'tunnel', 'bridge', 'highrise', 'powerline'] as const;
export type JobId = (typeof JOBS)[number];
export const isJob = (x: unknown): x is JobId => typeof x === 'string' && (JOBS as readonly string[]).includes(x);

export const EQUIPMENT = ['lowbed', 'dozer', 'loader', 'excavator', 'trucks', 'rockdrill', 'scrapers', 'subcontractor', 'crane', 'concrete', 'steel', 'paver'] as const;
export type EquipmentId = (typeof EQUIPMENT)[number];
export const isEquipment = (x: unknown): x is EquipmentId => typeof x === 'string' && (EQUIPMENT as readonly string[]).includes(x);

/** What one phase of a job pays the owner of a piece of equipment it uses (PROPOSED), in dollars. */
export const RENT: Readonly<Record<EquipmentId, number>> = {
  lowbed: 8_000, dozer: 16_000, loader: 12_000, excavator: 18_000, trucks: 10_000, rockdrill: 16_000,
  scrapers: 18_000, subcontractor: 20_000, crane: 18_000, concrete: 14_000, steel: 20_000, paver: 16_000,
};

/**
 * The price on each equipment card (PROPOSED): 40% of what the piece earns over all six Work
 * Schedules (the board's Work Schedule Earnings Chart), to the nearest $5,000, so a piece pays
 * for itself when about half the jobs that use it are in play and worked by others.
 */
export const PRICE: Readonly<Record<EquipmentId, number>> = {
  lowbed: 40_000, dozer: 65_000, loader: 60_000, excavator: 85_000, trucks: 85_000, rockdrill: 60_000,
  scrapers: 45_000, subcontractor: 130_000, crane: 115_000, concrete: 90_000, steel: 105_000, paver: 40_000,
};

/**
 * The Work Schedules (PROPOSED): ten phases a job, each the equipment it needs. Earth movers and
 * the lowbed that hauls them open the jobs (the seed's advice: "Lowbed, Dozer, Subcontractor,
 * Loader, Excavator, Trucks, Rockdrill and Scrapers … are used in the first two phases"); cranes,
 * concrete, steel and paving finish them; the lowbed hauls the machines off in the 10th phase.
 * The Bridge costs exactly $320,000, the at-cost bid of the seed's bid sheet.
 */
export const SCHEDULE: Readonly<Record<JobId, readonly (readonly EquipmentId[])[]>> = {
  dam: [
    ['lowbed', 'dozer', 'scrapers'], ['excavator', 'trucks', 'rockdrill'], ['rockdrill', 'loader', 'trucks'], ['excavator', 'concrete', 'crane'],
    ['concrete', 'crane', 'steel'], ['concrete', 'subcontractor', 'trucks'], ['steel', 'crane', 'concrete'], ['subcontractor', 'concrete'],
    ['dozer', 'scrapers', 'trucks'], ['lowbed', 'subcontractor'],
  ],
  highway: [
    ['lowbed', 'dozer', 'scrapers'], ['scrapers', 'trucks', 'loader'], ['dozer', 'scrapers', 'excavator'], ['rockdrill', 'loader', 'trucks'],
    ['scrapers', 'dozer', 'trucks'], ['paver', 'trucks', 'loader'], ['concrete', 'subcontractor'], ['paver', 'trucks', 'dozer'],
    ['paver', 'subcontractor'], ['lowbed', 'paver'],
  ],
  tunnel: [
    ['lowbed', 'rockdrill', 'loader'], ['rockdrill', 'trucks', 'excavator'], ['rockdrill', 'loader', 'trucks'], ['rockdrill', 'loader', 'trucks'],
    ['subcontractor', 'concrete'], ['rockdrill', 'loader', 'steel'], ['concrete', 'steel', 'trucks'], ['subcontractor', 'loader'],
    ['concrete', 'paver'], ['lowbed', 'subcontractor'],
  ],
  bridge: [
    ['lowbed', 'excavator', 'trucks'], ['excavator', 'subcontractor'], ['crane', 'concrete'], ['crane', 'steel'],
    ['steel', 'subcontractor'], ['crane', 'concrete'], ['concrete', 'trucks'], ['paver', 'trucks'],
    ['dozer', 'loader'], ['lowbed', 'crane'],
  ],
  highrise: [
    ['lowbed', 'excavator', 'trucks'], ['excavator', 'loader', 'dozer'], ['concrete', 'crane', 'subcontractor'], ['steel', 'crane'],
    ['steel', 'crane', 'concrete'], ['steel', 'crane', 'subcontractor'], ['concrete', 'crane'], ['subcontractor', 'steel'],
    ['subcontractor', 'loader', 'trucks'], ['lowbed', 'crane'],
  ],
  powerline: [
    ['lowbed', 'dozer', 'excavator'], ['excavator', 'trucks', 'subcontractor'], ['rockdrill', 'excavator'], ['crane', 'steel'],
    ['crane', 'steel'], ['excavator', 'concrete'], ['steel', 'trucks'], ['subcontractor', 'trucks'],
    ['dozer', 'loader'], ['lowbed', 'crane'],
  ],
};

export const PHASES_PER_JOB = 10;

/** The cost of one phase: the sum of its rentals. */
export const phaseCost = (job: JobId, phase: number): number => SCHEDULE[job][phase]!.reduce((n, e) => n + RENT[e], 0);

/** "The cost of the job (as shown on the top of the Work Schedule) is the sum of all the rentals on that job." */
export const jobCost = (job: JobId): number => SCHEDULE[job].reduce((n, _p, i) => n + phaseCost(job, i), 0);

/** The Work Schedule Earnings Chart: what each piece earns in rentals over all six schedules. */
export function earningsChart(): Record<EquipmentId, number> {
  const chart = Object.fromEntries(EQUIPMENT.map((e) => [e, 0])) as Record<EquipmentId, number>;
  for (const job of JOBS) for (const phase of SCHEDULE[job]) for (const e of phase) chart[e] += RENT[e];
  return chart;
}

/** Bids: under $600,000 and ending in four zeros (a positive multiple of $10,000). */
export const BID_STEP = 10_000;
export const BID_LIMIT = 600_000;
export const BID_AMOUNTS: readonly number[] = Array.from({ length: BID_LIMIT / BID_STEP - 1 }, (_, i) => (i + 1) * BID_STEP);
export const isBidAmount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x > 0 && x < BID_LIMIT && x % BID_STEP === 0;

/** One round of sealed bids: the jobs bid on together, in award order, and the job then given at cost. */
export interface BidRound {
  jobs: readonly JobId[];
  atCost: JobId | null;
}

/**
 * The award sequence for 2–6 players, as the seed writes it. Within a round the jobs are awarded
 * in order, each to the low bidder among those not yet awarded a job in this round; the at-cost job
 * goes to the one player left without a job in the round.
 */
export const BID_ROUNDS: Readonly<Record<2 | 3 | 4 | 5 | 6, readonly BidRound[]>> = {
  2: [{ jobs: ['dam'], atCost: 'highway' }, { jobs: ['tunnel'], atCost: 'bridge' }],
  3: [{ jobs: ['dam', 'highway'], atCost: 'tunnel' }, { jobs: ['bridge', 'highrise'], atCost: 'powerline' }],
  4: [{ jobs: ['dam', 'highway', 'tunnel'], atCost: 'bridge' }, { jobs: ['highrise', 'powerline'], atCost: null }],
  5: [{ jobs: ['dam', 'highway', 'tunnel', 'bridge'], atCost: 'highrise' }, { jobs: ['powerline'], atCost: null }],
  6: [{ jobs: ['dam', 'highway', 'tunnel', 'bridge', 'highrise'], atCost: 'powerline' }],
};

/** Starting cash (PROPOSED): less than a player's drafted share is worth (about $230,000 of $920,000 with four), so buying means choosing. */
export const START_CASH = 200_000;
export const LOAN = 100_000;
export const FINISH_BONUS = 50_000;
/** Landing on a piece of equipment in the bank: it may be bought for 10% less. */
export const LANDING_DISCOUNT = 0.1;

/** The kinds of space on the track. */
export type SpaceKind = 'start' | 'workday' | 'weather' | 'repairs' | 'fund' | 'fuel' | 'equipment';
export interface Space {
  kind: SpaceKind;
  /** The piece of equipment shown on an equipment space. */
  equipment?: EquipmentId;
}

const W: Space = { kind: 'workday' };
const R: Space = { kind: 'weather' };
const M: Space = { kind: 'repairs' };
const E = (equipment: EquipmentId): Space => ({ kind: 'equipment', equipment });

/**
 * The track (PROPOSED): 36 spaces clockwise from the START corner; corners at 0, 9, 18 and 27
 * (START, Workday, Warranty Fund, Workday). 16 Workdays (four in nine, so a job's ten phases take
 * about two dozen turns), 3 Weather, 2 Mechanical Repairs, a Fuel bill that pays into the Warranty
 * Fund, and one space for each of the 12 pieces of equipment.
 */
export const TRACK: readonly Space[] = [
  { kind: 'start' }, W, E('dozer'), R, W, E('lowbed'), W, M, E('loader'),
  W, E('excavator'), W, { kind: 'fuel' }, E('trucks'), W, E('rockdrill'), W, E('scrapers'),
  { kind: 'fund' }, W, E('subcontractor'), R, W, E('crane'), W, E('concrete'), W,
  W, E('steel'), W, M, E('paver'), W, R, W, W,
];
export const FUEL_BILL = 5_000;

/** Workday cards (PROPOSED), 16: always drawn on a Workday space. */
export const WORKDAY_KINDS = ['pete', 'ike', 'fair', 'idle', 'safety'] as const;
export type WorkdayKind = (typeof WORKDAY_KINDS)[number];
export const WORKDAY_COUNTS: Readonly<Record<WorkdayKind, number>> = { pete: 3, ike: 3, fair: 7, idle: 1, safety: 2 };
/** Production Pete: the bank pays; Inefficient Ike and the safety fine: paid into the Warranty Fund. */
export const PETE_BONUS = 10_000;
export const IKE_COST = 10_000;
export const SAFETY_FINE = 5_000;

/** Weather cards (PROPOSED), 12: applied to yourself or given to another player before reading. */
export const WEATHER_KINDS = ['sunny', 'dry', 'rain', 'storm', 'flood', 'frost'] as const;
export type WeatherKind = (typeof WEATHER_KINDS)[number];
export const WEATHER_COUNTS: Readonly<Record<WeatherKind, number>> = { sunny: 3, dry: 2, rain: 3, storm: 2, flood: 1, frost: 1 };
export const WEATHER_MONEY: Readonly<Record<WeatherKind, number>> = { sunny: 10_000, dry: 20_000, rain: 0, storm: -20_000, flood: -30_000, frost: -10_000 };

/** Mechanical Repairs cards (PROPOSED), 10. */
export const REPAIR_KINDS = ['perPiece', 'minor', 'major', 'covered'] as const;
export type RepairKind = (typeof REPAIR_KINDS)[number];
export const REPAIR_COUNTS: Readonly<Record<RepairKind, number>> = { perPiece: 4, minor: 3, major: 2, covered: 1 };
/** perPiece: $2,000 a piece owned, to the bank; minor $5,000 and major $10,000, to the Warranty Fund. */
export const REPAIR_PER_PIECE = 2_000;
export const REPAIR_MINOR = 5_000;
export const REPAIR_MAJOR = 10_000;

const deckOf = <K extends string>(prefix: string, counts: Readonly<Record<K, number>>): string[] =>
  (Object.keys(counts) as K[]).flatMap((k) => Array.from({ length: counts[k] }, (_, i) => `${prefix}-${k}-${i + 1}`));
export const WORKDAY_CARDS = deckOf('workday', WORKDAY_COUNTS);
export const WEATHER_CARDS = deckOf('weather', WEATHER_COUNTS);
export const REPAIR_CARDS = deckOf('repairs', REPAIR_COUNTS);
/** A card's kind from its id (`workday-pete-2` → `pete`). */
export const cardKind = (id: string): string => id.split('-')[1] ?? '';

/** The token colours, in seat order (the palette's names). */
export const SEAT_COLOURS = ['yellow', 'blue', 'white', 'green', 'red', 'black'] as const;
export type SeatColour = (typeof SEAT_COLOURS)[number];

export const JOB_NAMES: Readonly<Record<JobId, Message>> = {
  dam: t`the Dam`, highway: t`the Highway`, tunnel: t`the Tunnel`, bridge: t`the Bridge`, highrise: t`the Highrise`, powerline: t`the Powerline`,
};
export const EQUIPMENT_NAMES: Readonly<Record<EquipmentId, Message>> = {
  lowbed: t`the Lowbed`, dozer: t`the Dozer`, loader: t`the Loader`, excavator: t`the Excavator`, trucks: t`the Trucks`, rockdrill: t`the Rockdrill`,
  scrapers: t`the Scrapers`, subcontractor: t`the Subcontractor`, crane: t`the Crane`, concrete: t`the Concrete`, steel: t`the Steel`, paver: t`the Paver`,
};
export const WORKDAY_TEXT: Readonly<Record<WorkdayKind, Message>> = {
  pete: t`Production Pete speeds up the crew: collect ${money(PETE_BONUS)} from the bank.`,
  ike: t`Inefficient Ike wastes the morning: pay ${money(IKE_COST)} into the Warranty Fund.`,
  fair: t`A fair day's work.`,
  idle: t`The crew stands idle: no work today.`,
  safety: t`A safety fine: pay ${money(SAFETY_FINE)} into the Warranty Fund.`,
};
export const WEATHER_TEXT: Readonly<Record<WeatherKind, Message>> = {
  sunny: t`Sunshine: collect ${money(WEATHER_MONEY.sunny)} from the bank.`,
  dry: t`A dry spell, ahead of schedule: collect ${money(WEATHER_MONEY.dry)} from the bank.`,
  rain: t`Rain: lose your next turn.`,
  storm: t`Storm damage: pay ${money(-WEATHER_MONEY.storm)} into the Warranty Fund.`,
  flood: t`Flood: pay ${money(-WEATHER_MONEY.flood)} standby costs to the bank.`,
  frost: t`Frost: pay ${money(-WEATHER_MONEY.frost)} to the bank.`,
};
export const REPAIR_TEXT: Readonly<Record<RepairKind, Message>> = {
  perPiece: t`Mechanical repairs: pay ${money(REPAIR_PER_PIECE)} to the bank for each piece of equipment you own.`,
  minor: t`Mechanical repairs: pay ${money(REPAIR_MINOR)} into the Warranty Fund.`,
  major: t`Mechanical repairs: pay ${money(REPAIR_MAJOR)} into the Warranty Fund.`,
  covered: t`Mechanical repairs covered by warranty: pay nothing.`,
};
