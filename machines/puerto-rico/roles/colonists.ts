/**
 * Colonists a player may take or decline ("may", rulebook): the mayor's privilege colonist, the
 * hospice's colonist on a tile just placed and the university's on a building just built. The
 * move that opens the offer sets `G.offer`; until the player answers, that is his only move.
 * (The captain's and the harbor's VP are offered the same way; their answers are in `captain.ts`.)
 */
import { move } from '../../../src/dsl/index.js';
import { t, type Message } from '../../../src/i18n/index.js';
import { takeColonist, type ColonistOffer, type Offer, type PuertoRicoState } from '../state.js';

type G = PuertoRicoState;

/** What is on offer, in words. */
export const OFFERED: Record<Offer, Message> = {
  privilege: t`the mayor's privilege colonist`,
  hospice: t`the hospice colonist`,
  university: t`the university colonist`,
  captainVp: t`the captain's privilege VP`,
  harborVp: t`the harbor's VP`,
};

/** The log's words for an answer to an offer: a whole sentence per offer and answer. */
export const ANSWERED: Record<Offer, { took: Message; declined: Message }> = {
  privilege: { took: t`took the mayor's privilege colonist`, declined: t`declined the mayor's privilege colonist` },
  hospice: { took: t`took the hospice colonist`, declined: t`declined the hospice colonist` },
  university: { took: t`took the university colonist`, declined: t`declined the university colonist` },
  captainVp: { took: t`took the captain's privilege VP`, declined: t`declined the captain's privilege VP` },
  harborVp: { took: t`took the harbor's VP`, declined: t`declined the harbor's VP` },
};

/** Why another move must wait: something is on offer. Null when nothing is. */
export function offerPending(G: Readonly<G>): Message | null {
  return G.offer === null ? null : t`First take or decline ${OFFERED[G.offer]}.`;
}

/** The move answering one kind of offer: `{ take: true }` or `{ take: false }`. */
function answer(kind: ColonistOffer) {
  return move<G, { take: boolean }>({
    args: (G) => (G.offer === kind ? [{ take: true }, { take: false }] : []),
    check: (G, { take }) => {
      if (G.offer !== kind) return G.offer === null ? t`No colonist is on offer now.` : t`On offer now is ${OFFERED[G.offer]}.`;
      if (typeof take !== 'boolean') return t`Say take: true (take the colonist) or take: false (decline it).`;
      return true;
    },
    apply: (G, { take }, api) => {
      G.offer = null;
      const board = G.boards[api.seat]!;
      if (kind === 'privilege') {
        // Only from the supply, never the ship; the offer is made only while the supply has one.
        if (take && G.colonistSupply > 0) {
          G.colonistSupply--;
          board.sanJuan++;
        }
        return;
      }
      if (take && takeColonist(G)) {
        if (kind === 'hospice') board.island.at(-1)!.colonist = true;
        else board.city.at(-1)!.colonists = 1;
      }
      if (kind === 'hospice') G.haciendaUsed = false;
      api.endTurn();
    },
    describe: ({ take }) => (take ? ANSWERED[kind].took : ANSWERED[kind].declined),
  });
}

export const privilegeColonist = answer('privilege');
export const hospiceColonist = answer('hospice');
export const universityColonist = answer('university');
