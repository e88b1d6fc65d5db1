/** End-of-game scoring: VP chips, building VP and the bonuses of occupied large buildings. */
import { winnersBy, type GameResult, type Seat } from '../../src/dsl/index.js';
import { t } from '../../src/i18n/index.js';
import { building, isViolet } from './buildings.js';
import { colonistsOf, goodsCount, occupied, type PlayerBoard, type PuertoRicoState } from './state.js';

/** Guild hall: 1 VP per small and 2 per large production building in the city. */
export function guildHallBonus(board: Readonly<PlayerBoard>): number {
  let n = 0;
  for (const b of board.city) {
    const def = building(b.id);
    if (def.produces) n += def.smallProduction ? 1 : 2;
  }
  return n;
}

/** Residence: 4 VP up to 9 filled island spaces, 5 for 10, 6 for 11, 7 for 12. */
export function residenceBonus(board: Readonly<PlayerBoard>): number {
  return Math.max(4, board.island.length - 5);
}

/** Fortress: 1 VP per three colonists on the board (San Juan included). */
export function fortressBonus(board: Readonly<PlayerBoard>): number {
  return Math.floor(colonistsOf(board) / 3);
}

/** Customs house: 1 VP per four VP chips (paper points included). */
export function customsHouseBonus(board: Readonly<PlayerBoard>): number {
  return Math.floor((board.vp ?? 0) / 4);
}

/** City hall: 1 VP per violet building in the city, itself included. */
export function cityHallBonus(board: Readonly<PlayerBoard>): number {
  return board.city.filter((b) => isViolet(b.id)).length;
}

export interface ScoreBreakdown {
  chips: number;
  buildings: number;
  bonus: number;
  total: number;
}

/** A seat's score: chips + building VP + the bonuses of its occupied large buildings. */
export function scoreOf(board: Readonly<PlayerBoard>): ScoreBreakdown {
  const chips = board.vp ?? 0;
  const buildings = board.city.reduce((n, b) => n + building(b.id).vp, 0);
  let bonus = 0;
  if (occupied(board, 'guildHall')) bonus += guildHallBonus(board);
  if (occupied(board, 'residence')) bonus += residenceBonus(board);
  if (occupied(board, 'fortress')) bonus += fortressBonus(board);
  if (occupied(board, 'customsHouse')) bonus += customsHouseBonus(board);
  if (occupied(board, 'cityHall')) bonus += cityHallBonus(board);
  return { chips, buildings, bonus, total: chips + buildings + bonus };
}

/** The tie-break: doubloons and goods together. */
export const tieBreak = (board: Readonly<PlayerBoard>): number => board.doubloons + goodsCount(board);

export function result(G: Readonly<PuertoRicoState>): GameResult {
  const seats: Seat[] = G.boards.map((_, s) => s);
  const scores = seats.map((s) => scoreOf(G.boards[s]!).total);
  const top = Math.max(...scores);
  const tied = seats.filter((s) => scores[s] === top);
  const winners = winnersBy(tied, (s) => [tieBreak(G.boards[s]!)]);
  const reason = tied.length === 1
    ? t`Most victory points.`
    : winners.length === 1 ? t`Tied on victory points; most doubloons and goods wins.` : t`Tied on victory points and on doubloons and goods: a shared win.`;
  return { scores, winners, reason };
}
