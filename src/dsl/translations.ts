import type { TranslationSet } from '../i18n/translator.js';

/**
 * The DSL's own refusals (a move that is not plain data, names no move, takes arguments it does
 * not have …) in every language but English. A table's buttons never make such a move, so these
 * mostly reach the developer of a page; their details (the JSON, the move's name) stay as given.
 */
export const dslTranslations: TranslationSet = {
  es: {
    'The move needs a seat number, got nothing.': 'La jugada necesita un número de puesto y no lo tiene.',
    'The move needs a seat number, got {0}.': 'La jugada necesita un número de puesto, no {0}.',
    'Seat {0} does not exist: this game has seats 0 to {1}.': 'El puesto {0} no existe: esta partida tiene los puestos 0 a {1}.',
    'A move must be an object with a "type" naming the move, e.g. { type: "draw", seat: 0 }.':
      'Una jugada debe ser un objeto con un "type" que nombre la jugada, p. ej. { type: "draw", seat: 0 }.',
    'This is not a valid move: {0}.': 'Esta jugada no es válida: {0}.',
    'There is no move "{0}" in {1}. Its moves: {2}.': 'No hay ninguna jugada "{0}" en {1}. Sus jugadas: {2}.',
    '"{0}" is not allowed now (phase "{1}"); moves allowed now: {2}.': '"{0}" no está permitido ahora (fase "{1}"); jugadas permitidas ahora: {2}.',
    'Malformed arguments for "{0}": {1}': 'Argumentos mal formados para "{0}": {1}',
    '"{0}" takes no argument {1}; its arguments: {2}.': '"{0}" no admite el argumento {1}; sus argumentos: {2}.',
    '"{0}" takes no argument {1}.': '"{0}" no admite el argumento {1}.',
    '{0} is not a legal choice for "{1}" now; legal choices include {2}.': '{0} no es una opción válida para "{1}" ahora; opciones válidas: {2}.',
    '{0} is not a legal choice for "{1}" now.': '{0} no es una opción válida para "{1}" ahora.',
  },
  fr: {
    'The move needs a seat number, got nothing.': 'Le coup doit indiquer un numéro de place, et il n’en a pas.',
    'The move needs a seat number, got {0}.': 'Le coup doit indiquer un numéro de place, pas {0}.',
    'Seat {0} does not exist: this game has seats 0 to {1}.': 'La place {0} n’existe pas\u00a0: cette partie a les places 0 à {1}.',
    'A move must be an object with a "type" naming the move, e.g. { type: "draw", seat: 0 }.':
      'Un coup doit être un objet avec un « type » qui le nomme, par ex. { type: "draw", seat: 0 }.',
    'This is not a valid move: {0}.': 'Ce coup n’est pas valable\u00a0: {0}.',
    'There is no move "{0}" in {1}. Its moves: {2}.': 'Il n’y a pas de coup «\u00a0{0}\u00a0» dans {1}. Ses coups\u00a0: {2}.',
    '"{0}" is not allowed now (phase "{1}"); moves allowed now: {2}.': '«\u00a0{0}\u00a0» n’est pas permis maintenant (phase «\u00a0{1}\u00a0»)\u00a0; coups permis\u00a0: {2}.',
    'Malformed arguments for "{0}": {1}': 'Arguments mal formés pour «\u00a0{0}\u00a0»\u00a0: {1}',
    '"{0}" takes no argument {1}; its arguments: {2}.': '«\u00a0{0}\u00a0» ne prend pas l’argument {1}\u00a0; ses arguments\u00a0: {2}.',
    '"{0}" takes no argument {1}.': '«\u00a0{0}\u00a0» ne prend pas l’argument {1}.',
    '{0} is not a legal choice for "{1}" now; legal choices include {2}.': '{0} n’est pas un choix permis pour «\u00a0{1}\u00a0» maintenant\u00a0; choix permis\u00a0: {2}.',
    '{0} is not a legal choice for "{1}" now.': '{0} n’est pas un choix permis pour «\u00a0{1}\u00a0» maintenant.',
  },
  de: {
    'The move needs a seat number, got nothing.': 'Der Zug braucht eine Platznummer und hat keine.',
    'The move needs a seat number, got {0}.': 'Der Zug braucht eine Platznummer, nicht {0}.',
    'Seat {0} does not exist: this game has seats 0 to {1}.': 'Platz {0} gibt es nicht: Dieses Spiel hat die Plätze 0 bis {1}.',
    'A move must be an object with a "type" naming the move, e.g. { type: "draw", seat: 0 }.':
      'Ein Zug muss ein Objekt mit einem „type“ sein, der den Zug nennt, z. B. { type: "draw", seat: 0 }.',
    'This is not a valid move: {0}.': 'Das ist kein gültiger Zug: {0}.',
    'There is no move "{0}" in {1}. Its moves: {2}.': 'Es gibt keinen Zug „{0}“ in {1}. Seine Züge: {2}.',
    '"{0}" is not allowed now (phase "{1}"); moves allowed now: {2}.': '„{0}“ ist jetzt nicht erlaubt (Phase „{1}“); jetzt erlaubte Züge: {2}.',
    'Malformed arguments for "{0}": {1}': 'Fehlerhafte Angaben für „{0}“: {1}',
    '"{0}" takes no argument {1}; its arguments: {2}.': '„{0}“ kennt die Angabe {1} nicht; seine Angaben: {2}.',
    '"{0}" takes no argument {1}.': '„{0}“ kennt die Angabe {1} nicht.',
    '{0} is not a legal choice for "{1}" now; legal choices include {2}.': '{0} ist jetzt keine erlaubte Wahl für „{1}“; erlaubt sind z. B. {2}.',
    '{0} is not a legal choice for "{1}" now.': '{0} ist jetzt keine erlaubte Wahl für „{1}“.',
  },
};
