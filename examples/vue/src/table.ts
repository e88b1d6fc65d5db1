// Registers <hisss-table>, and types it in Vue templates: its properties and tt- events.
import 'tabletop-elements/hisss';
import type {} from 'tabletop-elements/vue';
import type { GlobalComponents } from 'vue';
import type { TabletopEvent } from 'tabletop-elements/ui';

export const names = ['Ada', 'Grace'];

/** What App.vue binds on the table; Vue sets each as the element's property (it has them). */
export const tableProps = {
  players: 2,
  seats: 'bot:easy,bot:easy',
  names: names.join(','),
} satisfies InstanceType<GlobalComponents['hisss-table']>['$props'];

/** The winners' names from a `tt-game-over` event. */
export function winnerNames(event: TabletopEvent<'tt-game-over'>): string {
  return event.detail.result.winners.map((seat) => names[seat]).join(', ');
}
