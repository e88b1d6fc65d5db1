import type { Seat } from './types.js';

/**
 * Seat arithmetic, teams and tie-breaks shared by every game.
 */

/** The seat `steps` places clockwise from `seat` (negative: counter-clockwise). */
export function seatAfter(seat: Seat, players: number, steps = 1): Seat {
  return (((seat + steps) % players) + players) % players;
}

/** All seats clockwise starting at `first`. */
export function seatsFrom(first: Seat, players: number): Seat[] {
  return Array.from({ length: players }, (_, i) => (first + i) % players);
}

/**
 * Splits seats into teams that alternate round the table (partners sit opposite), e.g.
 * 4 seats in 2 teams → [[0, 2], [1, 3]]; 6 seats in 2 teams → [[0, 2, 4], [1, 3, 5]].
 */
export function alternatingTeams(players: number, teams: number): Seat[][] {
  if (players % teams !== 0) throw new Error(`alternatingTeams: ${players} seats do not split into ${teams} equal teams.`);
  return Array.from({ length: teams }, (_, t) => seatsFrom(0, players).filter((s) => s % teams === t));
}

/** The team that holds `seat`. */
export function teamOf(teams: Seat[][], seat: Seat): number {
  const index = teams.findIndex((team) => team.includes(seat));
  if (index < 0) throw new Error(`teamOf: seat ${seat} is in no team.`);
  return index;
}

/**
 * Seats ordered best first by a list of keys (higher is better; later keys break ties of earlier
 * ones). Returns groups: seats tied on every key share a group.
 *
 * @example
 * // most cards, then longest snake
 * rankBy([0, 1, 2], (s) => [pit[s].cards, pit[s].longest]); // [[1], [0, 2]]
 */
export function rankBy(seats: readonly Seat[], keys: (seat: Seat) => number[]): Seat[][] {
  const scored = seats.map((seat) => ({ seat, k: keys(seat) }));
  scored.sort((a, b) => {
    for (let i = 0; i < Math.max(a.k.length, b.k.length); i++) {
      const d = (b.k[i] ?? 0) - (a.k[i] ?? 0);
      if (d !== 0) return d;
    }
    return a.seat - b.seat;
  });
  const groups: Seat[][] = [];
  let last: number[] | null = null;
  for (const { seat, k } of scored) {
    if (last && k.length === last.length && k.every((v, i) => v === last![i])) groups[groups.length - 1]!.push(seat);
    else groups.push([seat]);
    last = k;
  }
  return groups;
}

/** The seats ranked first by `rankBy` (several when tied on every key). */
export function winnersBy(seats: readonly Seat[], keys: (seat: Seat) => number[]): Seat[] {
  return rankBy(seats, keys)[0] ?? [];
}
