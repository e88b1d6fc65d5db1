/**
 * Bunnies (and the Free Agent) join the Bunny Circle; Lucky Clovers and The Heavenly Halo are
 * put on a bunny of their player's.
 */
import { t } from '../../../src/i18n/index.js';
import { cardName } from '../cards/index.js';
import { register } from '../engine.js';
import { bunniesOf, bunnyAt, newBunny, next, type G } from '../state.js';
import type { Seat } from '../../../src/dsl/index.js';

/** A flipped bunny card joins the circle, after the last bunny played. */
export function playBunny(G: G, seat: Seat, id: string): void {
  G.circle.push(newBunny(id, seat));
}

register('clover.place', {
  options: (G, task) => bunniesOf(G, task.seat).map((b) => b.id),
  choose: (G, task, pick) => {
    const b = pick ? bunnyAt(G, pick) : undefined;
    if (b) b.clovers.push(task.card!);
    else G.discard.push(task.card!);
  },
  prompt: (_G, task) => t`Put the ${cardName(task.card!)} on one of your bunnies.`,
});

register('halo.place', {
  options: (G, task) => bunniesOf(G, task.seat).filter((b) => b.halo === null).map((b) => b.id),
  choose: (G, task, pick) => {
    const b = pick ? bunnyAt(G, pick) : undefined;
    if (b) b.halo = task.card!;
    else G.discard.push(task.card!);
  },
  prompt: () => t`Put The Heavenly Halo on one of your bunnies.`,
});

export function playClover(G: G, seat: Seat, id: string): void {
  next(G, { k: 'choose', what: 'clover.place', seat, card: id });
}
export function playHalo(G: G, seat: Seat, id: string): void {
  next(G, { k: 'choose', what: 'halo.place', seat, card: id });
}
