/**
 * Choose A Carrot and Choose 2 Carrots (from the market, even when it is closed), and the
 * shared steps that hand out prizes: a carrot, a bunny back from the discard pile, a bunny of
 * one's own that the dice kill or feed.
 */
import type { Seat } from '../../../src/dsl/index.js';
import { t } from '../../../src/i18n/index.js';
import { card } from '../cards/index.js';
import { register } from '../engine.js';
import { addFeed } from './feeding.js';
import { bunniesOf, hittable, isBunnyCard, killBunny, newBunny, next, takeCarrot, within, type G, type Task } from '../state.js';

/** A step: `seat` chooses one carrot of the market. */
export const carrotTask = (seat: Seat, cardId?: string): Task => ({ k: 'choose', what: 'carrot.take', seat, card: cardId });

export function playChooseCarrot(G: G, seat: Seat, id: string): void {
  const n = card(id).n ?? 1;
  next(G, ...Array.from({ length: n }, () => carrotTask(seat, id)));
  G.discard.push(id);
}

register('carrot.take', {
  options: (G) => G.market.slice(),
  choose: (G, task, pick) => { if (pick) takeCarrot(G, task.seat, pick); },
  prompt: () => t`Choose a carrot from Kaballa's Market.`,
});

/** The newest bunny card in the discard pile comes back into the circle for `seat`. */
export function revive(G: G, seat: Seat): boolean {
  for (let i = G.discard.length - 1; i >= 0; i--) {
    if (isBunnyCard(G.discard[i]!)) {
      const [id] = G.discard.splice(i, 1);
      G.circle.push(newBunny(id!, seat));
      return true;
    }
  }
  return false;
}

/** The dice say one of `seat`'s bunnies dies ("the bunny dies"): the player chooses which. */
export const ownDeath = (seat: Seat, cardId: string, neighbours = false): Task => ({ k: 'choose', what: 'own.die', seat, card: cardId, data: neighbours });

register('own.die', {
  options: (G, task) => bunniesOf(G, task.seat).map((b) => b.id),
  choose: (G, task, pick) => {
    if (!pick) return;
    const victims = task.data === true ? within(G, pick, 1).map((x) => x.bunny.id) : [pick];
    for (const id of victims) killBunny(G, id);
  },
  prompt: (_G, task) => (task.data === true ? t`The dice say: one of your bunnies dies, with the bunnies beside it. Choose which.` : t`The dice say: one of your bunnies dies. Choose which.`),
});

/** The dice say feed one of `seat`'s bunnies 1 cabbage and 1 water. */
export const ownFeed = (seat: Seat, cardId: string): Task => ({ k: 'choose', what: 'own.feed', seat, card: cardId });

register('own.feed', {
  options: (G, task) => bunniesOf(G, task.seat).filter(hittable).map((b) => b.id),
  choose: (G, _task, pick) => { if (pick) addFeed(G, pick, { card: null, cabbage: 1, water: 1, placed: G.turnNo }); },
  prompt: () => t`The dice say: feed one of your bunnies 1 cabbage and 1 water by the end of your next turn. Choose which.`,
});
