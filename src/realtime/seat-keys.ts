/**
 * The keys people at one keyboard press in a real-time game, chosen so that hands do not
 * collide: for two people the far ends of the middle row, for four the four corners.
 */
const LAYOUTS: readonly (readonly string[])[] = [
  [],
  ['A'],
  ['A', 'L'],
  ['A', 'G', 'L'],
  ['Q', 'P', 'Z', 'M'],
  ['Q', 'P', 'Z', 'M', 'G'],
  ['Q', 'T', 'P', 'Z', 'B', 'M'],
];

/** Most people one keyboard serves. */
export const MAX_KEYED_SEATS = LAYOUTS.length - 1;

/**
 * The key of each of `count` people, in seat order (upper-case letters); none beyond six.
 *
 * @example
 * seatKeys(2); // ['A', 'L']
 */
export function seatKeys(count: number): readonly string[] {
  return LAYOUTS[count] ?? [];
}

/** Which of the people's keys `key` (a KeyboardEvent's `key`) is: its index, or -1. */
export function seatKeyIndex(key: string, count: number): number {
  return key.length === 1 ? seatKeys(count).indexOf(key.toUpperCase()) : -1;
}
