/**
 * Trucks and the four properties. A truck saves a contractor the trucking bills on the board
 * (not those on Contingency cards); one who has none rents a truck from another contractor, who is
 * paid the bill. A property's owner sells its services: the bills for them are paid to him (to the
 * bank while the deed is unsold), and he supplies his own jobs for nothing.
 */
import type { Seat } from '../../src/dsl/index.js';
import type { Property } from './chart.js';
import { clockwiseAfter, countOf, pay, type ConstructionState, type ReportLine } from './state.js';

type G = ConstructionState;

/** Who rents a truck to `seat`: the first contractor to his left who owns one; null: the bank's hauler. */
export function truckRenter(G: Readonly<G>, seat: Seat): Seat | null {
  for (const s of clockwiseAfter(G, seat)) if (s !== seat && countOf(G.contractors[s]!, 'truck') > 0) return s;
  return null;
}

/** The owner of a property, or null while the bank holds its deed. */
export function ownerOf(G: Readonly<G>, property: Property): Seat | null {
  const s = G.contractors.findIndex((c) => c.deeds.some((d) => d.item === property));
  return s < 0 ? null : s;
}

/** A trucking bill from the board: nothing with your own truck, else the rent to a truck owner (or the bank). */
export function payTrucking(G: G, seat: Seat, amount: number): ReportLine | null {
  if (amount <= 0 || countOf(G.contractors[seat]!, 'truck') > 0) return null;
  const to = truckRenter(G, seat);
  pay(G, seat, amount, to);
  return { what: 'trucking', amount: -amount, to };
}

/** A bill for a property's services: to its owner (or the bank); free for the owner himself. */
export function payService(G: G, seat: Seat, property: Property, amount: number, what: 'service' | 'card' = 'service'): ReportLine | null {
  const owner = ownerOf(G, property);
  if (owner === seat || amount <= 0) return null;
  pay(G, seat, amount, owner);
  return { what, amount: -amount, to: owner, property };
}
