import type { TranslationSet } from '../../src/i18n/index.js';

/**
 * BOX's rules texts — the move log, refusals, phase labels and the result — in Spanish, French and
 * German (English is each text's key).
 *
 * A move's log text follows the player's name ("Ana played a card …"), so each is a verb phrase in
 * the past. Colour words are nouns that stand alone (a card's dots "rojo, rojo / naranja,
 * amarillo", a Secret Color after a colon), so no colour ever has to agree with a noun here; the
 * table writes every sentence that puts a colour beside a noun whole for each colour.
 */
export const translations: TranslationSet = {
  es: {
    red: 'rojo',
    orange: 'naranja',
    yellow: 'amarillo',
    green: 'verde',
    blue: 'azul',
    purple: 'morado',
    grey: 'gris',
    '{0}, {1} / {2}, {3}': '{0}, {1} / {2}, {3}',

    'Play a Box Card': 'Juega una carta Box',
    'Reveal colours and score': 'Revelar los colores y puntuar',

    'turned the card in hand': 'giró la carta de su mano',
    'played a card ({0}) at column {1}, row {2}, next to the display': 'jugó una carta ({0}) en la columna {1}, fila {2}, junto a la cuadrícula',
    'played a card ({0}) at column {1}, row {2}, covering # dot|played a card ({0}) at column {1}, row {2}, covering # dots': {
      one: 'jugó una carta ({0}) en la columna {1}, fila {2}, tapando # punto',
      other: 'jugó una carta ({0}) en la columna {1}, fila {2}, tapando # puntos',
    },

    'A card must cover {0} to {1} dots of the display or lie next to at least one of its dots.': 'Una carta tiene que tapar de {0} a {1} puntos de la cuadrícula o quedar junto a al menos uno de sus puntos.',
    'You have no card in hand to turn.': 'No tienes ninguna carta en la mano para girar.',
    'You have no card in hand to play.': 'No tienes ninguna carta en la mano para jugar.',
    'Say where the card goes: whole numbers x and y for its top-left dot.': 'Di dónde va la carta: números enteros x e y para su punto de arriba a la izquierda.',
    'That is off the table: x and y must lie between {0} and {1}.': 'Eso queda fuera de la mesa: x e y tienen que estar entre {0} y {1}.',

    'Most points from squares in their Secret Color.': 'Más puntos por cuadrados de su color secreto.',
    'Tied on points: {0} played first of those tied.': 'Empate a puntos: de los empatados, {0} jugó primero.',
    'Tied on points: the team of {0} played first.': 'Empate a puntos: el equipo de {0} jugó primero.',
  },
  fr: {
    red: 'rouge',
    orange: 'orange',
    yellow: 'jaune',
    green: 'vert',
    blue: 'bleu',
    purple: 'violet',
    grey: 'gris',
    '{0}, {1} / {2}, {3}': '{0}, {1} / {2}, {3}',

    'Play a Box Card': 'Jouer une carte Box',
    'Reveal colours and score': 'Révéler les couleurs et compter les points',

    'turned the card in hand': 'a tourné la carte de sa main',
    'played a card ({0}) at column {1}, row {2}, next to the display': 'a posé une carte ({0}) colonne {1}, ligne {2}, à côté de la grille',
    'played a card ({0}) at column {1}, row {2}, covering # dot|played a card ({0}) at column {1}, row {2}, covering # dots': {
      one: 'a posé une carte ({0}) colonne {1}, ligne {2}, en couvrant # point',
      other: 'a posé une carte ({0}) colonne {1}, ligne {2}, en couvrant # points',
    },

    'A card must cover {0} to {1} dots of the display or lie next to at least one of its dots.': 'Une carte doit couvrir de {0} à {1} points de la grille ou être posée à côté d’au moins un de ses points.',
    'You have no card in hand to turn.': 'Tu n’as pas de carte en main à tourner.',
    'You have no card in hand to play.': 'Tu n’as pas de carte en main à jouer.',
    'Say where the card goes: whole numbers x and y for its top-left dot.': 'Dis où va la carte : des nombres entiers x et y pour son point en haut à gauche.',
    'That is off the table: x and y must lie between {0} and {1}.': 'C’est hors de la table : x et y doivent être compris entre {0} et {1}.',

    'Most points from squares in their Secret Color.': 'Le plus de points grâce aux carrés de sa couleur secrète l’emporte.',
    'Tied on points: {0} played first of those tied.': 'Égalité de points : parmi les ex æquo, {0} a joué en premier.',
    'Tied on points: the team of {0} played first.': 'Égalité de points : l’équipe de {0} a joué en premier.',
  },
  de: {
    red: 'Rot',
    orange: 'Orange',
    yellow: 'Gelb',
    green: 'Grün',
    blue: 'Blau',
    purple: 'Lila',
    grey: 'Grau',
    '{0}, {1} / {2}, {3}': '{0}, {1} / {2}, {3}',

    'Play a Box Card': 'Eine Box-Karte legen',
    'Reveal colours and score': 'Farben aufdecken und werten',

    'turned the card in hand': 'hat die Karte in der Hand gedreht',
    'played a card ({0}) at column {1}, row {2}, next to the display': 'hat eine Karte ({0}) in Spalte {1}, Reihe {2} neben die Auslage gelegt',
    'played a card ({0}) at column {1}, row {2}, covering # dot|played a card ({0}) at column {1}, row {2}, covering # dots': {
      one: 'hat eine Karte ({0}) in Spalte {1}, Reihe {2} gelegt und # Punkt verdeckt',
      other: 'hat eine Karte ({0}) in Spalte {1}, Reihe {2} gelegt und # Punkte verdeckt',
    },

    'A card must cover {0} to {1} dots of the display or lie next to at least one of its dots.': 'Eine Karte muss {0} bis {1} Punkte der Auslage verdecken oder neben mindestens einem ihrer Punkte liegen.',
    'You have no card in hand to turn.': 'Du hast keine Karte in der Hand zum Drehen.',
    'You have no card in hand to play.': 'Du hast keine Karte in der Hand zum Legen.',
    'Say where the card goes: whole numbers x and y for its top-left dot.': 'Sag, wohin die Karte kommt: ganze Zahlen x und y für ihren Punkt oben links.',
    'That is off the table: x and y must lie between {0} and {1}.': 'Das ist außerhalb des Tisches: x und y müssen zwischen {0} und {1} liegen.',

    'Most points from squares in their Secret Color.': 'Die meisten Punkte durch Quadrate in der eigenen Geheimfarbe.',
    'Tied on points: {0} played first of those tied.': 'Punktgleich: {0} war von den Punktgleichen zuerst am Zug.',
    'Tied on points: the team of {0} played first.': 'Punktgleich: Das Team von {0} war zuerst am Zug.',
  },
};
