import type { GameResult } from '../dsl/types.js';
import type { MatchChange } from '../engine/match.js';
import { list, plural, seat as seatRef, t, type Text } from '../i18n/text.js';

/**
 * What the table's live region says after a change of its match: "Ana drew a card.", "Took back
 * 2 moves.", … A move of the game's host (a real-time game's timer, say) is said as it is, with no
 * player in front of it.
 *
 * @example
 * changeAnnouncement({ kind: 'reset' }, false); // t`New game started.`
 */
export function changeAnnouncement(change: MatchChange, hostMove: boolean): Text {
  switch (change.kind) {
    case 'move':
      return hostMove ? change.entry.message : t`${seatRef(change.entry.move.seat)} ${change.entry.message}.`;
    case 'undo':
      return plural(change.removed.length, 'Took back # move.', 'Took back # moves.');
    case 'load':
      return t`Saved game loaded.`;
    case 'reset':
      return t`New game started.`;
  }
}

/**
 * The sentence that ends a game: who won, and why when the game gives a reason.
 *
 * @example
 * gameOverSentence({ scores: [3, 5], winners: [1] }); // "Game over: Seat 2 wins." in English
 */
export function gameOverSentence(result: GameResult | null): Text | null {
  if (!result) return null;
  const n = result.winners.length;
  const winners = list(result.winners.map(seatRef));
  const reason = result.reason;
  if (reason !== undefined && reason !== '') {
    return n === 0 ? t`Game over: nobody wins — ${reason}` : plural(n, 'Game over: {0} wins — {1}', 'Game over: {0} share the win — {1}', winners, reason);
  }
  return n === 0 ? t`Game over: nobody wins.` : plural(n, 'Game over: {0} wins.', 'Game over: {0} share the win.', winners);
}
