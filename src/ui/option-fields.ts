import type { CompiledGame } from '../dsl/compile.js';
import type { Json } from '../dsl/types.js';
import type { Text } from '../i18n/text.js';
import type { OptionField } from './setup-form.js';

/**
 * A game's options that have labelled choices (`optionChoices` and `optionLabels`), as the
 * new-game form and the online lobby offer them, each at its value in `current` (else the
 * game's default). Options without labels are not offered.
 *
 * @example
 * optionFieldsOf(findersKeepersCompiled, { variant: 'expert' }); // [{ name: 'variant', value: 'expert', choices: [...] }]
 */
export function optionFieldsOf(game: CompiledGame<any, any> | undefined, current: Record<string, Json>): OptionField[] { // eslint-disable-line @typescript-eslint/no-explicit-any
  const def = game?.def;
  if (!def) return [];
  const values = { ...def.options, ...current } as Record<string, Json>;
  const choices = (def.optionChoices ?? {}) as Record<string, readonly Json[] | undefined>;
  return Object.entries((def.optionLabels ?? {}) as Record<string, { label: Text; choices: Record<string, Text> } | undefined>).flatMap(([name, labels]) => {
    const list = choices[name];
    if (!labels || !list) return [];
    return [{ name, label: labels.label, value: values[name] ?? list[0]!, choices: list.map((value) => ({ value, label: labels.choices[String(value)] ?? String(value) })) }];
  });
}
