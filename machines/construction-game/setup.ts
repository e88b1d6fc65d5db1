/** The start: $100,000 and a $100,000 credit line each, two backhoes and a dozer, everyone on YEAR END. */
import type { Random } from '../../src/dsl/index.js';
import { seat as seatRef, t } from '../../src/i18n/index.js';
import { CARD_IDS } from './cards.js';
import { EQUIPMENT, PRICE, PROPERTIES, STAMPS, STARTING_CASH, STARTING_FLEET, type Equipment } from './chart.js';
import { note, type ConstructionState } from './state.js';

export interface ConstructionOptions {
  [key: string]: number;
  /** The pre-set time in years; 0: play until someone's audited net worth reaches $1,500,000. */
  years: number;
}

/** The opening roll: one die each, highest starts; the tied roll again. */
export function openingRoll(players: number, random: Random): number {
  let seats = Array.from({ length: players }, (_, s) => s);
  while (seats.length > 1) {
    const rolls = seats.map(() => random.die());
    const top = Math.max(...rolls);
    seats = seats.filter((_, i) => rolls[i] === top);
  }
  return seats[0]!;
}

export function setup({ players, random, options }: { players: number; random: Random; options: ConstructionOptions }): ConstructionState {
  const supply = Object.fromEntries(EQUIPMENT.map((e) => [e, STAMPS[e]])) as Record<Equipment, number>;
  for (const m of STARTING_FLEET) supply[m] -= players;
  const first = openingRoll(players, random);
  const G: ConstructionState = {
    contractors: Array.from({ length: players }, () => ({
      cash: STARTING_CASH, debt: 0, fleet: STARTING_FLEET.map((item) => ({ item, paid: PRICE[item] })), deeds: [],
      position: 0, years: 0, hot: [], bankrupt: false,
    })),
    first, turn: first, stage: 'start', job: null, bid: null, auction: null, offer: null, offered: false,
    deck: random.shuffle([...CARD_IDS]), discard: [], supply, bank: [...PROPERTIES],
    lastRoll: null, report: null, years: Number.isInteger(options.years) && options.years > 0 ? options.years : 0,
    timeCalled: false, end: null, events: [], eventCount: 0,
  };
  note(G, t`${seatRef(first)} rolled highest and starts.`);
  return G;
}
