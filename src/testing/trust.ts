import type { CompiledGame } from '../dsl/compile.js';
import { Random, seedToState } from '../dsl/random.js';
import type { GameState, Seat, Secret, SetupInput } from '../dsl/types.js';
import { Match, SaveError, type MatchChange } from '../engine/match.js';
import { firstDifference, show } from './json.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCompiled = CompiledGame<any, any>;

/** What one trust run looked at. */
export interface TrustReport {
  moves: number;
  /** Moves after which some seat saw a declared secret for the first time. */
  reveals: number;
  /** Undo requests the Match allowed (each checked against the reveals after it). */
  undosAllowed: number;
  /** Entries checked as each seat receives them. */
  entriesChecked: number;
  /** Saves from before a reveal that loading refused. */
  loadsRefused: number;
}

const visibleTo = (secret: Secret, seat: Seat) => secret.seenBy.includes(seat);
const quoted = (value: string) => JSON.stringify(value);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The seats that saw a declared secret for the first time in this move (the kit's own reading,
 * independent of the engine's): a secret one of them could not see before is in its view after.
 */
function declaredRevealTo(game: AnyCompiled, before: GameState<unknown>, after: GameState<unknown>): Seat[] {
  const seats: Seat[] = [];
  const secrets = game.core.secrets(before);
  for (let seat = 0; seat < before.ctx.players; seat++) {
    const hidden = secrets.filter((s) => !visibleTo(s, seat));
    if (hidden.length === 0) continue;
    const was = JSON.stringify(game.core.view(before, seat));
    const is = JSON.stringify(game.core.view(after, seat));
    if (hidden.some((s) => is.includes(quoted(s.value)) && !was.includes(quoted(s.value)))) seats.push(seat);
  }
  return seats;
}

/**
 * The trust battery over one seeded random game played through a `Match` with every seat a
 * person, so nothing is excused as a bot's follow-up:
 *
 * - **undo never crosses a reveal**: whenever the Match allows a seat's undo, none of the moves it
 *   would take back showed any seat a declared secret, and none rolled or drew what a seat could
 *   see (checked the kit's own way: a secret newly in a view);
 * - **no undo once the game is over**, for every seat;
 * - **load is no free undo**: a save made before a reveal is refused once the reveal happened,
 *   with a `SaveError`, and the match is unchanged; a save made after it loads;
 * - **what a seat receives holds no secret of another**: each log entry as `logFor(seat)` gives it,
 *   and the public entry every subscriber gets, contain no secret that seat may still not see
 *   after the move and did not see before it; the public text neither;
 * - **handed-out objects are copies**: editing a log entry, `state` or a view changes nothing.
 *
 * Throws on the first failure with the move and seat; returns what it checked.
 *
 * @example
 * trust(hisssCompiled, { players: 3, seed: 'trust-3' });
 */
export function trust(game: AnyCompiled, opts: { players: number; seed: string; options?: SetupInput['options']; maxMoves?: number }): TrustReport {
  const setup: SetupInput = { players: opts.players, seed: opts.seed, ...(opts.options ? { options: opts.options } : {}) };
  const match = new Match(game, setup);
  const random = new Random({ rng: seedToState(`${opts.seed}/trust-moves`) });
  const received: MatchChange[] = [];
  match.subscribe((change) => received.push(change));
  const report: TrustReport = { moves: 0, reveals: 0, undosAllowed: 0, entriesChecked: 0, loadsRefused: 0 };
  /** Index of the last move after which a declared secret was newly seen, -1 if none yet. */
  let lastReveal = -1;
  let saveBeforeReveal: { text: string; moves: number } | null = null;
  const maxMoves = opts.maxMoves ?? 600;
  const players = Array.from({ length: opts.players }, (_, s) => s);

  try {
    while (!match.isOver && report.moves < maxMoves) {
      const legal = match.legalMoves();
      if (legal.length === 0) throw new Error(`No legal move at move ${report.moves} although the game is not over.`);
      const move = random.pick(legal);
      const before = match.state;
      const saved = match.save();
      const result = match.play(move);
      if (!result.ok) throw new Error(`Match refused a listed move ${show(move)}: ${result.reason}`);
      const after = match.state;
      const at = `move ${report.moves + 1} (${show(move)}, phase "${before.ctx.phase}")`;
      report.moves++;

      if (declaredRevealTo(game, before, after).length > 0) {
        report.reveals++;
        lastReveal = report.moves - 1;
        saveBeforeReveal = { text: saved, moves: report.moves - 1 };
      }

      // What each seat receives about this move holds nothing that seat still may not see —
      // unless it saw it before the move (a player remembers the card it just laid face down).
      const secretsAfter = game.core.secrets(after);
      const index = match.log.length - 1;
      const publicEntry = received.at(-1);
      if (publicEntry?.kind !== 'move' || publicEntry.entry.index !== index) throw new Error(`The subscriber got no move entry for ${at}.`);
      for (const seat of players) {
        const sawBefore = JSON.stringify(game.core.view(before, seat));
        const forbidden = secretsAfter.filter((s) => !visibleTo(s, seat)).map((s) => quoted(s.value)).filter((q) => !sawBefore.includes(q));
        const own = JSON.stringify(match.logFor(seat)[index]);
        const shown = JSON.stringify(publicEntry.entry);
        for (const secret of forbidden) {
          if (own.includes(secret)) throw new Error(`Seat ${seat}'s log entry for ${at} carries ${secret}, which it may not see: ${own}`);
          if (shown.includes(secret)) throw new Error(`The public entry for ${at} (events, announcements) carries ${secret}, which seat ${seat} may not see: ${shown}`);
          // The sentence is read by everyone: the secret may not stand in it as a word either.
          const word = new RegExp(`(^|[^\\w-])${escapeRegExp(JSON.parse(secret) as string)}($|[^\\w-])`);
          if (word.test(publicEntry.entry.text)) throw new Error(`The public entry for ${at} (events, announcements) says ${secret} in its text, which seat ${seat} may not see: "${publicEntry.entry.text}"`);
        }
        report.entriesChecked++;
      }

      // Undo: wherever allowed, it must not cross a reveal.
      for (const seat of players) {
        if (match.undoReason(seat) !== null) continue;
        report.undosAllowed++;
        let last = -1;
        match.log.forEach((e, i) => {
          if (e.move.seat === seat) last = i;
        });
        if (last <= lastReveal) {
          throw new Error(`After ${at}, seat ${seat} may undo its move ${last + 1}, but move ${lastReveal + 1} showed a hidden card; undo must not cross it.`);
        }
      }

      if (report.moves % 50 === 0) handedOutCopies(match, at);
    }

    if (match.isOver) {
      for (const seat of players) {
        if (match.undoReason(seat) === null) throw new Error(`The game is over, yet seat ${seat} may still undo.`);
        const answer = match.undo(seat);
        if (answer.ok) throw new Error(`The game is over, yet seat ${seat}'s undo went through.`);
      }
    }

    if (saveBeforeReveal) {
      const current = match.save();
      let thrown: unknown = null;
      try {
        match.load(saveBeforeReveal.text);
      } catch (error) {
        thrown = error;
      }
      if (!(thrown instanceof SaveError)) {
        throw new Error(`A save from move ${saveBeforeReveal.moves}, before a hidden card was shown, ${thrown ? `threw ${String(thrown)}` : 'loaded'}: loading must not be a free undo.`);
      }
      if (match.save() !== current) throw new Error('Refusing a save from before a reveal changed the match.');
      report.loadsRefused++;
      match.load(current); // the running game's own save still loads
      if (match.save() !== current) throw new Error('Loading the running game\'s own save changed it.');
    }
    handedOutCopies(match, 'the end');
  } finally {
    match.dispose();
  }
  return report;
}

/** Editing what the Match hands out must change nothing: log entries, `state`, views. */
function handedOutCopies(match: Match<unknown>, at: string): void {
  const save = match.save();
  const tryEdit = (what: string, edit: () => void) => {
    try {
      edit();
    } catch {
      // a frozen object refuses the edit: that is one of the two right answers
    }
    if (match.save() !== save) throw new Error(`Editing ${what} handed out by the Match changed the game (at ${at}).`);
  };
  const entry = match.log.at(-1);
  if (entry) tryEdit('a log entry\'s move', () => ((entry.move as { type: string }).type = 'edited'));
  tryEdit('the state', () => ((match.state.ctx as { moves: number }).moves = -1));
  tryEdit('the state\'s game data', () => Object.assign(match.state.G as object, { edited: true }));
  for (const seat of [null, 0]) {
    const text = JSON.stringify(match.view(seat));
    const view = match.view(seat);
    tryEdit(`view(${String(seat)})`, () => {
      (view.ctx as { current: number }).current = 99;
      Object.assign(view.G as object, { edited: true });
      for (const value of Object.values(view.G as object)) if (Array.isArray(value)) value.reverse();
    });
    if (JSON.stringify(match.view(seat)) !== text) throw new Error(`Editing view(${String(seat)}) changed what the Match shows next (at ${at}).`);
  }
}

/**
 * Bots must never search worlds their own eyes rule out: for every seat, the view of a guess made
 * from its view is that view again. Throws naming the seat and the first difference.
 *
 * @example
 * guessesAgree(digCompiled, state, 'dig-guess');
 */
export function guessesAgree(game: AnyCompiled, state: GameState<unknown>, salt: string): number {
  let checked = 0;
  for (let seat = 0; seat < state.ctx.players; seat++) {
    const view = game.core.view(state, seat);
    const random = new Random({ rng: seedToState(`${salt}/${seat}`) });
    for (let k = 0; k < 3; k++) {
      const guess = game.core.determinize(view, seat, random);
      const seen = game.core.view(guess, seat);
      const difference = firstDifference(view, seen);
      if (difference) throw new Error(`Seat ${seat}'s guess of the hidden parts does not match what it sees (phase "${state.ctx.phase}"): ${difference}`);
      checked++;
    }
  }
  return checked;
}

