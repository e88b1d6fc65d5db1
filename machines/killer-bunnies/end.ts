/**
 * The end (seed "Ending The Game"): when the last carrot leaves the market the game is over. A
 * player without a bunny in the Bunny Circle cannot win and gives his carrots to the player with
 * a bunny in the circle and the most Kaballa Dolla. Then the small carrot deck is turned over one
 * card at a time; the bottom card is the Magic Carrot, and the holder of its large twin wins.
 */
import { move, type GameResult, type Seat } from '../../src/dsl/index.js';
import { t } from '../../src/i18n/index.js';
import { carrotName, carrotNum } from './cards/index.js';
import { dollaOf, hasBunny, seatsFrom, type G } from './state.js';

/** Who receives the carrots of `from` (no bunny): a bunny in the circle and the most Dolla; ties go to the nearest clockwise. */
export function heir(G: Readonly<G>, from: Seat): Seat | null {
  const candidates = seatsFrom(G, from).filter((s) => s !== from && hasBunny(G, s));
  if (candidates.length === 0) return null;
  const most = Math.max(...candidates.map((s) => dollaOf(G, s)));
  return candidates.find((s) => dollaOf(G, s) === most)!;
}

/** Carrots of players without a bunny go to their heir (once, when the end phase begins). */
export function giveAway(G: G): void {
  if (G.gifts.length > 0) return;
  const heirs = G.players.map((_, s) => (hasBunny(G, s) ? null : heir(G, s)));
  heirs.forEach((to, from) => {
    const p = G.players[from]!;
    if (to === null || p.carrots.length === 0) return;
    G.gifts.push([from, to, p.carrots.length]);
    G.players[to]!.carrots.push(...p.carrots);
    G.players[to]!.carrots.sort((a, b) => carrotNum(a) - carrotNum(b));
    p.carrots = [];
  });
}

/** The large carrot matching the Magic Carrot. */
export const magicCarrot = (G: Readonly<G>): string => `lc${G.smallCarrots[G.smallCarrots.length - 1]!.slice(2)}`;

export const reveal = move<G>({
  check: (G) => (G.ended && G.revealed < G.smallCarrots.length ? true : t`The small carrots are turned over at the end of the game.`),
  apply: (G) => {
    G.revealed++;
  },
  undoable: false,
  describe: (_args, after) => (after.revealed === after.smallCarrots.length
    ? t`turned over the last small carrot: ${carrotName(after.smallCarrots[after.revealed - 1]!)} is the Magic Carrot!`
    : t`turned over ${carrotName(after.smallCarrots[after.revealed - 1]!)}: not the Magic Carrot`),
});

export function result(G: Readonly<G>): GameResult {
  const scores = G.players.map((p) => p.carrots.length);
  const magic = magicCarrot(G);
  const holder = G.players.findIndex((p) => p.carrots.includes(magic));
  // Seed: "if a player does not have at least one bunny in The Bunny Circle, then he cannot win the
  // game". Carrots of a player without a bunny went to one with a bunny, so a holder without one
  // means no bunny is left at all: nobody wins.
  const nobody = t`No bunny is left in the Bunny Circle, and a player without a bunny cannot win: nobody wins.`;
  if (holder < 0) {
    const sharing = G.players.map((_, s) => s).filter((s) => hasBunny(G, s));
    return sharing.length > 0 ? { scores, winners: sharing, reason: t`Nobody holds the Magic Carrot: a shared result.` } : { scores, winners: [], reason: nobody };
  }
  if (!hasBunny(G, holder)) {
    return { scores, winners: [], reason: t`No bunny is left in the Bunny Circle, and a player without a bunny cannot win: nobody wins, though ${{ seat: holder }} holds the Magic Carrot, ${carrotName(magic)}.` };
  }
  return { scores, winners: [holder], reason: t`${{ seat: holder }} holds the Magic Carrot, ${carrotName(magic)}.` };
}
