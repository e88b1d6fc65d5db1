/**
 * Decks, hands and piles are plain arrays in the game data; these helpers move pieces between
 * them and fail loudly when the rules ask for something impossible (a bug, never a player error).
 */

/**
 * Removes and returns the top `count` items of `pile` (the end of the array is the top).
 *
 * @example
 * const hand = drawFrom(G.deck, 5);
 */
export function drawFrom<T>(pile: T[], count = 1): T[] {
  if (count > pile.length) throw new Error(`drawFrom: asked for ${count} from a pile of ${pile.length}.`);
  return pile.splice(pile.length - count, count).reverse();
}

/** Removes the item at `index` and returns it. */
export function takeAt<T>(pile: T[], index: number): T {
  if (!Number.isInteger(index) || index < 0 || index >= pile.length) {
    throw new Error(`takeAt: index ${index} is outside a pile of ${pile.length}.`);
  }
  return pile.splice(index, 1)[0] as T;
}

/**
 * Moves one item (found by equality) from one zone to another.
 *
 * @example
 * moveItem(G.hands[seat], G.discard, 'c-17');
 */
export function moveItem<T>(from: T[], to: T[], item: T): void {
  const index = from.indexOf(item);
  if (index < 0) throw new Error(`moveItem: ${JSON.stringify(item)} is not in the source zone.`);
  from.splice(index, 1);
  to.push(item);
}

/**
 * Deals `count` items to each hand in turn from the top of `deck`, like a dealer round the table.
 *
 * @example
 * deal(G.deck, G.hands, 7);
 */
export function deal<T>(deck: T[], hands: T[][], count: number): void {
  for (let round = 0; round < count; round++) {
    for (const hand of hands) {
      const card = deck.pop();
      if (card === undefined) throw new Error('deal: the deck ran out.');
      hand.push(card);
    }
  }
}

/** Counts the items of `items` per key, e.g. cards per colour. */
export function countBy<T, K extends string | number>(items: readonly T[], key: (item: T) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
