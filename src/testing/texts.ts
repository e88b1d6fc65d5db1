import type { CompiledGame } from '../dsl/compile.js';
import { isMessage, type Text } from '../i18n/text.js';
import { LANGUAGES, type TranslationSet } from '../i18n/translator.js';
import { sharedTranslations } from '../ui/translations.js';
import { dslTranslations } from '../dsl/translations.js';
import { badMoves } from './bad-input.js';
import { randomPosition } from './positions.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCompiled = CompiledGame<any, any>;

/** Every message key inside a text (nested arguments included). */
export function messageKeys(text: Text | null | undefined, into = new Set<string>()): Set<string> {
  if (isMessage(text)) {
    into.add(text.key);
    for (const arg of text.args ?? []) messageKeys(arg, into);
  }
  return into;
}

/** What the text check saw. */
export interface TextsReport {
  /** Distinct message keys the rules showed. */
  keys: number;
  /** Keys missing in some language, as "lang: key". */
  missing: string[];
  /** Literal strings the rules showed where a translatable text belongs. */
  literals: string[];
}

/**
 * Plays seeded random games through the core and gathers every text the rules show — each move's
 * `describe`, the refusals of legal-looking and malformed moves at sampled positions, the phase
 * labels and the result's reason — then checks each message key is translated in every language
 * (the game's `translations` or the shared ones), and that the rules show no literal English
 * sentence where a `` t`…` `` text belongs.
 *
 * @example
 * const report = texts(hisssCompiled, { players: [2, 3], games: 10, seed: 'texts' });
 * expect(report.missing).toEqual([]);
 */
export function texts(game: AnyCompiled, opts: { players: number[]; games: number; seed: string; options?: Record<string, unknown> }): TextsReport {
  const keys = new Set<string>();
  const literals = new Set<string>();
  const add = (text: Text | null | undefined) => {
    if (typeof text === 'string' && /[a-z]{3,}/i.test(text.replace(/\{seat:\d+\}/g, ''))) literals.add(text);
    messageKeys(text, keys);
  };
  for (const node of game.flow.byPath.values()) if (node.def.label !== undefined) add(node.def.label);
  for (let g = 0; g < opts.games; g++) {
    const players = opts.players[g % opts.players.length]!;
    const position = randomPosition(game, { players, seed: `${opts.seed}-${g}`, moves: 100_000, options: opts.options as never });
    let state = game.core.init(position.setup);
    position.log.forEach((move, i) => {
      const def = game.flow.moves.get(move.type)!;
      const next = game.core.play(state, move);
      if (!next.ok) throw new Error(`Replay refused move ${i + 1}: ${next.reason}`);
      if (def.describe) add(def.describe(move as never, next.state.G, state.G));
      // Refusals a person can meet: the moves of this position's kinds with other arguments.
      if (g < 3 && i % 7 === 0) for (const bad of badMoves(game, state, { sample: 2 })) if (bad.kind === 'malformed arguments' || bad.kind === 'wrong seat') add(game.core.refusal(state, bad.move as never));
      state = next.state;
    });
    if (game.core.isOver(state)) add(game.core.result(state).reason);
  }
  const sets: TranslationSet[] = [game.def.translations ?? {}, sharedTranslations, dslTranslations];
  const missing: string[] = [];
  for (const lang of LANGUAGES) {
    if (lang === 'en') continue;
    for (const key of keys) if (!sets.some((set) => set[lang]?.[key] !== undefined)) missing.push(`${lang}: ${key}`);
  }
  return { keys: keys.size, missing, literals: [...literals] };
}
