/**
 * The settler: each seat from the settler takes one face-up plantation (the settler may take a
 * quarry instead; so may an occupied construction hut's owner). An occupied hacienda first draws
 * a face-down tile; an occupied hospice puts a colonist on the chosen tile.
 */
import { drawFrom, eachSeatOnce, move, roundOver, type PhaseApi, type PhaseDef, type Random, type Seat } from '../../../src/dsl/index.js';
import { t, type Message } from '../../../src/i18n/index.js';
import { GOODS, isGood, tileKind, type Good } from '../buildings.js';
import { colonistAvailable, islandFree, occupied, type PuertoRicoState } from '../state.js';
import { hospiceColonist, offerPending } from './colonists.js';

type G = PuertoRicoState;

/** Kinds in the face-up row (each once). */
export function faceUpKinds(G: Readonly<G>): Good[] {
  return GOODS.filter((g) => G.faceUp.some((t) => tileKind(t) === g));
}

/** Whether `seat` may take a quarry on its settler turn. */
export function mayTakeQuarry(G: Readonly<G>, seat: Seat): boolean {
  const board = G.boards[seat]!;
  return G.quarries.length > 0 && islandFree(board) > 0 && (G.chooser === seat || occupied(board, 'constructionHut'));
}

/** Whether `seat` may draw a face-down tile with its hacienda now. */
export function mayUseHacienda(G: Readonly<G>, seat: Seat): boolean {
  const board = G.boards[seat]!;
  // The drawn tile and the face-up tile both need a space.
  return !G.haciendaUsed && occupied(board, 'hacienda') && islandFree(board) >= 1 && G.plantationDeck.length + G.discard.length > 0;
}

/**
 * Places a tile on the seat's island. For the tile taken normally an occupied hospice offers a
 * colonist (from the supply, else the ship): then the turn waits for the answer. Returns whether
 * the turn is over.
 */
function settle(G: G, seat: Seat, tile: string, hospice: boolean): boolean {
  const board = G.boards[seat]!;
  board.island.push({ tile, colonist: false });
  if (hospice && occupied(board, 'hospice') && colonistAvailable(G)) {
    G.offer = 'hospice';
    return false;
  }
  return true;
}

/** Draws the top of the face-down stack, reshuffling the discards when it is empty; null when none is left. */
function drawTile(G: G, random: Random): string | null {
  if (G.plantationDeck.length === 0) {
    if (G.discard.length === 0) return null;
    G.plantationDeck = random.shuffle(G.discard);
    G.discard = [];
  }
  return drawFrom(G.plantationDeck, 1)[0]!;
}

const hacienda = move<G>({
  check: (G, _args, _ctx, seat) => offerPending(G) ?? (mayUseHacienda(G, seat) ? true : t`You may draw a face-down tile only with an occupied hacienda, once, before taking your plantation, and with island space left.`),
  apply: (G, _args, { seat, random }) => {
    const tile = drawTile(G, random);
    if (tile) settle(G, seat, tile, false);
    G.haciendaUsed = true;
  },
  undoable: false,
  describe: (_a, after, before) => {
    const placed = after.boards.flatMap((b) => b.island).length > before.boards.flatMap((b) => b.island).length;
    return placed ? t`drew a face-down plantation with the hacienda` : t`found no face-down plantation for the hacienda`;
  },
});

/** The log's words for a plantation taken: a whole sentence per kind ("an indigo plantation"). */
const PLANTED: Record<Good, Message> = {
  corn: t`planted a corn plantation`, indigo: t`planted an indigo plantation`, sugar: t`planted a sugar plantation`,
  tobacco: t`planted a tobacco plantation`, coffee: t`planted a coffee plantation`,
};
const NONE_FACE_UP: Record<Good, Message> = {
  corn: t`There is no corn plantation face up.`, indigo: t`There is no indigo plantation face up.`, sugar: t`There is no sugar plantation face up.`,
  tobacco: t`There is no tobacco plantation face up.`, coffee: t`There is no coffee plantation face up.`,
};

const plant = move<G, { plantation: Good }>({
  args: (G, _ctx, seat) => (G.offer === null && islandFree(G.boards[seat]!) > 0 ? faceUpKinds(G).map((plantation) => ({ plantation })) : []),
  check: (G, { plantation }, _ctx, seat) => {
    const pending = offerPending(G);
    if (pending) return pending;
    // The goods' ids, as a move names them (not words to translate).
    if (!isGood(plantation)) return t`Name a plantation: ${GOODS.join(', ')}.`;
    if (islandFree(G.boards[seat]!) === 0) return t`Your island is full: all 12 spaces are taken.`;
    if (!G.faceUp.some((x) => tileKind(x) === plantation)) return NONE_FACE_UP[plantation];
    return true;
  },
  apply: (G, { plantation }, api) => {
    const i = G.faceUp.findIndex((t) => tileKind(t) === plantation);
    const [tile] = G.faceUp.splice(i, 1);
    if (settle(G, api.seat, tile!, true)) {
      G.haciendaUsed = false;
      api.endTurn();
    }
  },
  describe: ({ plantation }) => PLANTED[plantation],
});

const quarry = move<G>({
  check: (G, _args, _ctx, seat) => {
    const pending = offerPending(G);
    if (pending) return pending;
    if (G.quarries.length === 0) return t`No quarry is left.`;
    if (islandFree(G.boards[seat]!) === 0) return t`Your island is full: all 12 spaces are taken.`;
    if (!mayTakeQuarry(G, seat)) return t`Only the settler or the owner of an occupied construction hut may take a quarry.`;
    return true;
  },
  apply: (G, _args, api) => {
    if (settle(G, api.seat, G.quarries.pop()!, true)) {
      G.haciendaUsed = false;
      api.endTurn();
    }
  },
  describe: () => t`took a quarry`,
});

const passSettler = move<G>({
  check: (G) => offerPending(G) ?? true,
  apply: (G) => {
    G.haciendaUsed = false;
  },
  endsTurn: true,
  describe: () => t`took no plantation`,
});

/** End of the settler phase: the untaken tiles go to the discards and a new row is drawn. */
export function refillPlantations(G: G, api: PhaseApi | { random: Random }): void {
  G.discard.push(...G.faceUp);
  G.faceUp = [];
  const want = G.boards.length + 1;
  while (G.faceUp.length < want) {
    const tile = drawTile(G, api.random);
    if (tile === null) break;
    G.faceUp.push(tile);
  }
  G.haciendaUsed = false;
  G.role = null;
}

export const settlerPhase: PhaseDef<G> = {
  label: t`Settler: take a plantation`,
  turn: eachSeatOnce({ first: (G) => G.chooser }),
  moves: { hacienda, plant, quarry, passSettler, hospiceColonist },
  next: [{ if: roundOver, to: 'chooseRole', do: refillPlantations, label: 'everyone settled' }],
};

