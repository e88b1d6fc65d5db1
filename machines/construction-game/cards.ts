/**
 * The 48 Contractor's Contingency cards. The seed says only when they are drawn (on the squares
 * that say so, and only when you do the job) and that their trucking bills are paid even by truck
 * owners; the cards themselves are PROPOSED (README.md): 20 designs, 48 cards, about half setbacks
 * and half windfalls, every one tied to the job just done.
 */
import { t, type Message } from '../../src/i18n/index.js';
import type { Property } from './chart.js';

export type CardEffect =
  /** The job's gross income changes by this many percent (a change order, a rain delay). */
  | { kind: 'gross'; percent: number }
  /** Collect (> 0) or pay (< 0) a fixed amount. */
  | { kind: 'cash'; amount: number }
  /** Collect or pay an amount for each machine on the job. */
  | { kind: 'perMachine'; amount: number }
  /** A trucking bill to the bank: owning a truck does not avoid it (the seed says so). */
  | { kind: 'trucking'; amount: number }
  /** A property's services, paid to its owner (or the bank while unsold); free for the owner. */
  | { kind: 'service'; property: Property; amount: number };

export interface CardDesign {
  title: Message;
  effect: CardEffect;
  copies: number;
}

export const CARD_DESIGNS: readonly CardDesign[] = [
  { title: t`Change order`, effect: { kind: 'gross', percent: 50 }, copies: 3 },
  { title: t`Early completion bonus`, effect: { kind: 'cash', amount: 2_000 }, copies: 3 },
  { title: t`Rain delay`, effect: { kind: 'gross', percent: -50 }, copies: 3 },
  { title: t`Broken hydraulic hoses`, effect: { kind: 'perMachine', amount: -300 }, copies: 3 },
  { title: t`Blown engine`, effect: { kind: 'cash', amount: -3_000 }, copies: 2 },
  { title: t`Extra dirt to haul`, effect: { kind: 'trucking', amount: 1_000 }, copies: 3 },
  { title: t`Contaminated soil`, effect: { kind: 'service', property: 'landfill', amount: 1_500 }, copies: 2 },
  { title: t`Extra gravel base`, effect: { kind: 'service', property: 'gravel', amount: 1_200 }, copies: 3 },
  { title: t`Repave the access road`, effect: { kind: 'service', property: 'paving', amount: 2_000 }, copies: 2 },
  { title: t`Foundation redesign`, effect: { kind: 'service', property: 'concrete', amount: 2_400 }, copies: 2 },
  { title: t`Permit fees`, effect: { kind: 'cash', amount: -700 }, copies: 3 },
  { title: t`Injury on site`, effect: { kind: 'cash', amount: -2_000 }, copies: 2 },
  { title: t`Fuel prices jump`, effect: { kind: 'perMachine', amount: -200 }, copies: 3 },
  { title: t`Quality bonus from the owner`, effect: { kind: 'perMachine', amount: 300 }, copies: 3 },
  { title: t`Hit a water line`, effect: { kind: 'cash', amount: -1_500 }, copies: 2 },
  { title: t`Safety award`, effect: { kind: 'cash', amount: 700 }, copies: 2 },
  { title: t`Late finish penalty`, effect: { kind: 'cash', amount: -2_000 }, copies: 2 },
  { title: t`Double shifts approved`, effect: { kind: 'gross', percent: 100 }, copies: 1 },
  { title: t`Vandalism`, effect: { kind: 'cash', amount: -1_000 }, copies: 2 },
  { title: t`Extra work at day rates`, effect: { kind: 'cash', amount: 1_000 }, copies: 2 },
];

/** One card: its id (`cc-01` … `cc-48`) and its design. */
export interface Card {
  id: string;
  design: number;
}

export const CARDS: readonly Card[] = CARD_DESIGNS.flatMap((d, design) => Array.from({ length: d.copies }, () => design))
  .map((design, i) => ({ id: `cc-${String(i + 1).padStart(2, '0')}`, design }));
export const CARD_IDS: readonly string[] = CARDS.map((c) => c.id);
const BY_ID = new Map(CARDS.map((c) => [c.id, c]));

/** The design of card `id` (throws on an unknown id: a rules bug). */
export function cardDesign(id: string): CardDesign {
  const card = BY_ID.get(id);
  if (!card) throw new Error(`No Contingency card "${id}".`);
  return CARD_DESIGNS[card.design]!;
}
export const isCardId = (x: unknown): x is string => typeof x === 'string' && BY_ID.has(x);
