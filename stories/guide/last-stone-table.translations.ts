/** The texts Last Stone's table writes itself (its buttons, hint and score line) in Spanish, French and German. */
import type { TranslationSet } from '../../src/i18n/index.js';

export const tableTranslations: TranslationSet = {
  es: {
    'Last stone': 'Última piedra',
    '# stone left|# stones left': { one: 'Queda # piedra', other: 'Quedan # piedras' },
    'Take {0}': 'Coger {0}',
    'Take # stone|Take # stones': { one: 'Coger # piedra', other: 'Coger # piedras' },
    'Took the last stone': 'Cogió la última piedra',
    'Take 1, 2 or 3 of the # stone. Whoever takes the last one wins.|Take 1, 2 or 3 of the # stones. Whoever takes the last one wins.': {
      one: 'Coge 1, 2 o 3 de la # piedra. Quien coja la última gana.',
      other: 'Coge 1, 2 o 3 de las # piedras. Quien coja la última gana.',
    },
    'Players take 1, 2 or 3 stones from the pile in turn. Whoever takes the last stone wins.':
      'Por turnos, cada jugador coge 1, 2 o 3 piedras del montón. Quien coja la última piedra gana.',
  },
  fr: {
    'Last stone': 'Dernière pierre',
    '# stone left|# stones left': { one: '# pierre restante', other: '# pierres restantes' },
    'Take {0}': 'Prendre {0}',
    'Take # stone|Take # stones': { one: 'Prendre # pierre', other: 'Prendre # pierres' },
    'Took the last stone': 'A pris la dernière pierre',
    'Take 1, 2 or 3 of the # stone. Whoever takes the last one wins.|Take 1, 2 or 3 of the # stones. Whoever takes the last one wins.': {
      one: 'Prends 1, 2 ou 3 pierres parmi # pierre. Celui qui prend la dernière gagne.',
      other: 'Prends 1, 2 ou 3 pierres parmi les #. Celui qui prend la dernière gagne.',
    },
    'Players take 1, 2 or 3 stones from the pile in turn. Whoever takes the last stone wins.':
      'Chacun à son tour prend 1, 2 ou 3 pierres du tas. Celui qui prend la dernière pierre gagne.',
  },
  de: {
    'Last stone': 'Letzter Stein',
    '# stone left|# stones left': { one: 'Noch # Stein', other: 'Noch # Steine' },
    'Take {0}': '{0} nehmen',
    'Take # stone|Take # stones': { one: '# Stein nehmen', other: '# Steine nehmen' },
    'Took the last stone': 'Hat den letzten Stein genommen',
    'Take 1, 2 or 3 of the # stone. Whoever takes the last one wins.|Take 1, 2 or 3 of the # stones. Whoever takes the last one wins.': {
      one: 'Nimm 1, 2 oder 3 von # Stein. Wer den letzten nimmt, gewinnt.',
      other: 'Nimm 1, 2 oder 3 von den # Steinen. Wer den letzten nimmt, gewinnt.',
    },
    'Players take 1, 2 or 3 stones from the pile in turn. Whoever takes the last stone wins.':
      'Reihum nimmt jeder 1, 2 oder 3 Steine vom Haufen. Wer den letzten Stein nimmt, gewinnt.',
  },
};
