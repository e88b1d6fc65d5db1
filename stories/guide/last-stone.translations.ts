/**
 * The rules' texts of Last Stone in Spanish, French and German: the log's sentences, the
 * refusals, the phase labels and the result. English is each text's key; a plural text gives the
 * forms each language needs (`#` is the number).
 */
import type { TranslationSet } from '../../src/i18n/index.js';

export const translations: TranslationSet = {
  es: {
    'Take 1, 2 or 3 stones.': 'Coge 1, 2 o 3 piedras.',
    'Only # stone is left.|Only # stones are left.': { one: 'Solo queda # piedra.', other: 'Solo quedan # piedras.' },
    'took {0} ({1} left)': 'cogió {0} (quedan {1})',
    'Take stones': 'Coger piedras',
    'pile empty': 'montón vacío',
    'Game over': 'Fin de la partida',
    'Took the last stone.': 'Cogió la última piedra.',
  },
  fr: {
    'Take 1, 2 or 3 stones.': 'Prends 1, 2 ou 3 pierres.',
    'Only # stone is left.|Only # stones are left.': { one: 'Il ne reste que # pierre.', other: 'Il ne reste que # pierres.' },
    'took {0} ({1} left)': 'a pris {0} (reste\u00a0: {1})',
    'Take stones': 'Prendre des pierres',
    'pile empty': 'tas vide',
    'Game over': 'Partie terminée',
    'Took the last stone.': 'A pris la dernière pierre.',
  },
  de: {
    'Take 1, 2 or 3 stones.': 'Nimm 1, 2 oder 3 Steine.',
    'Only # stone is left.|Only # stones are left.': { one: 'Es ist nur noch # Stein übrig.', other: 'Es sind nur noch # Steine übrig.' },
    'took {0} ({1} left)': 'nahm {0} ({1} übrig)',
    'Take stones': 'Steine nehmen',
    'pile empty': 'Haufen leer',
    'Game over': 'Spiel vorbei',
    'Took the last stone.': 'Hat den letzten Stein genommen.',
  },
};
