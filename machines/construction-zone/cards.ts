/**
 * The 105 Construction Zone cards: 21 buildings and 84 resources (32 basic, 52 advanced). Card
 * ids are strings so a view can be searched for leaked ids; a resource id starts with its kind
 * (`m1-07`, `crane-03`).
 */
import { t, type Message } from '../../src/i18n/index.js';

/** The six kinds of resource card. */
export const KINDS = ['m1', 'p1', 'm3', 'p3', 'crane', 'work'] as const;
export type Kind = (typeof KINDS)[number];

/** The basic kinds (the face-down draw pile at the start) and the advanced ones (face-up piles). */
export const BASIC_KINDS = ['m1', 'p1'] as const satisfies readonly Kind[];
export const ADVANCED_KINDS = ['m3', 'p3', 'crane', 'work'] as const satisfies readonly Kind[];
export type AdvancedKind = (typeof ADVANCED_KINDS)[number];

/**
 * How many cards of each kind (PROPOSED where the rulebook gives only the totals: 32 basic cards
 * split evenly; of the 52 advanced, 16 of each "3" card and 10 cranes and 10 workforce cards).
 */
export const KIND_COUNTS: Readonly<Record<Kind, number>> = { m1: 16, p1: 16, m3: 16, p3: 16, crane: 10, work: 10 };

const idOf = (kind: Kind, n: number) => `${kind}-${String(n).padStart(2, '0')}`;
const idsOf = (kind: Kind): string[] => Array.from({ length: KIND_COUNTS[kind] }, (_, i) => idOf(kind, i + 1));

/** Every resource card id, in a fixed order. */
export const RESOURCES: readonly string[] = KINDS.flatMap(idsOf);
/** The 32 basic resource ids and the 52 advanced ones, each by kind. */
export const BASIC_IDS: readonly string[] = BASIC_KINDS.flatMap(idsOf);
export const ADVANCED_IDS: Readonly<Record<AdvancedKind, readonly string[]>> = { m3: idsOf('m3'), p3: idsOf('p3'), crane: idsOf('crane'), work: idsOf('work') };

const RESOURCE_SET = new Set(RESOURCES);
export const isResourceId = (id: unknown): id is string => typeof id === 'string' && RESOURCE_SET.has(id);
export const isKind = (k: unknown): k is Kind => typeof k === 'string' && (KINDS as readonly string[]).includes(k);
export const isAdvancedKind = (k: unknown): k is AdvancedKind => typeof k === 'string' && (ADVANCED_KINDS as readonly string[]).includes(k);

/** The kind of a resource card, from its id. */
export const kindOf = (id: string): Kind => id.slice(0, id.lastIndexOf('-')) as Kind;

/** What a building asks for: building materials and paperwork by value, cranes and workforce by card. */
export interface Need {
  materials: number;
  paperwork: number;
  crane: number;
  work: number;
}

export interface Building extends Need {
  id: string;
  name: Message;
  /** Small, medium or large: only for the README's table and the bots' sense of price. */
  size: 'small' | 'medium' | 'large';
}

const b = (id: string, name: Message, size: Building['size'], materials: number, paperwork: number, crane: number, work: number): Building => ({ id, name, size, materials, paperwork, crane, work });

/**
 * The 21 buildings (PROPOSED: the rulebook gives no card list). Seven small, seven medium and
 * seven large, shuffled together into the three piles; README.md gives the reasoning and the
 * measured game lengths.
 */
export const BUILDINGS: readonly Building[] = [
  b('shed', t`Garden Shed`, 'small', 2, 1, 0, 0),
  b('kiosk', t`Kiosk`, 'small', 1, 2, 0, 0),
  b('bus-shelter', t`Bus Shelter`, 'small', 3, 0, 0, 0),
  b('newsstand', t`Newsstand`, 'small', 0, 3, 0, 0),
  b('garage', t`Garage`, 'small', 2, 0, 0, 1),
  b('cottage', t`Cottage`, 'small', 2, 2, 0, 0),
  b('workshop', t`Workshop`, 'small', 1, 1, 0, 1),
  b('bakery', t`Bakery`, 'medium', 3, 2, 0, 1),
  b('corner-shop', t`Corner Shop`, 'medium', 2, 3, 0, 1),
  b('warehouse', t`Warehouse`, 'medium', 4, 1, 1, 0),
  b('post-office', t`Post Office`, 'medium', 3, 3, 0, 0),
  b('clinic', t`Clinic`, 'medium', 2, 4, 0, 1),
  b('townhouse', t`Townhouse`, 'medium', 4, 2, 1, 0),
  b('school', t`School`, 'medium', 3, 3, 0, 1),
  b('library', t`Library`, 'large', 4, 4, 1, 0),
  b('hotel', t`Hotel`, 'large', 6, 3, 1, 1),
  b('office-block', t`Office Block`, 'large', 5, 4, 1, 1),
  b('town-hall', t`Town Hall`, 'large', 3, 6, 1, 1),
  b('apartments', t`Apartment Block`, 'large', 7, 2, 1, 1),
  b('hospital', t`Hospital`, 'large', 5, 5, 1, 1),
  b('skyscraper', t`Skyscraper`, 'large', 8, 5, 1, 2),
];

const BY_ID = new Map(BUILDINGS.map((x) => [x.id, x]));
/** The building with this id (throws on an unknown id: a corrupt state). */
export function building(id: string): Building {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown Construction Zone building "${id}".`);
  return found;
}
export const isBuildingId = (id: unknown): id is string => typeof id === 'string' && BY_ID.has(id);

/** What each kind of card is worth toward a building. */
export const MATERIALS_VALUE: Readonly<Record<Kind, number>> = { m1: 1, p1: 0, m3: 3, p3: 0, crane: 0, work: 0 };
export const PAPERWORK_VALUE: Readonly<Record<Kind, number>> = { m1: 0, p1: 1, m3: 0, p3: 3, crane: 0, work: 0 };

const KIND_NAMES: Record<Kind, Message> = {
  m1: t`Building Materials 1`,
  p1: t`Paperwork 1`,
  m3: t`Building Materials 3`,
  p3: t`Paperwork 3`,
  crane: t`Crane`,
  work: t`Workforce`,
};
/** A kind of card, as a text: "Building Materials 3". */
export const kindName = (k: Kind): Message => KIND_NAMES[k];
