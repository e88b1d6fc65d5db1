/**
 * SOW's rules texts (move log, refusals, phases, results, card and colour names) in Spanish,
 * French and German, for families and classes: "tú" / "tu" / "du". English is each text's key.
 *
 * A flower's name is a whole text per card face ("red/blue flower" · "flor roja con centro azul" ·
 * "fleur rouge à cœur bleu" · "Blume in Rot mit blauer Mitte"). Spanish, French and German flowers
 * are all feminine (flor, fleur, Blume), so "una {0}" / "la {0}" fit every one, and the German name
 * keeps its colours out of the adjective endings, so it never changes with the case. A Seeds card
 * ("red seeds") and the garden cards carry their own article, as they stand in any sentence.
 */
import type { TranslationSet } from '../../src/i18n/index.js';
import { translationRows, type TranslationRow } from '../../src/i18n/rows.js';

/** One text: its English key, then Spanish, French and German (plural texts: their forms). */
type Row = TranslationRow;

const ROWS: readonly Row[] = [
  // Colours on their own.
  ['red', 'rojo', 'rouge', 'Rot'],
  ['white', 'blanco', 'blanc', 'Weiß'],
  ['blue', 'azul', 'bleu', 'Blau'],
  ['yellow', 'amarillo', 'jaune', 'Gelb'],

  // Cards on their Seeds side.
  ['red seeds', 'semillas rojas', 'des graines rouges', 'rote Samen'],
  ['white seeds', 'semillas blancas', 'des graines blanches', 'weiße Samen'],
  ['blue seeds', 'semillas azules', 'des graines bleues', 'blaue Samen'],
  ['yellow seeds', 'semillas amarillas', 'des graines jaunes', 'gelbe Samen'],

  // Flowers (outer/centre).
  ['red/white flower', 'flor roja con centro blanco', 'fleur rouge à cœur blanc', 'Blume in Rot mit weißer Mitte'],
  ['red/blue flower', 'flor roja con centro azul', 'fleur rouge à cœur bleu', 'Blume in Rot mit blauer Mitte'],
  ['red/yellow flower', 'flor roja con centro amarillo', 'fleur rouge à cœur jaune', 'Blume in Rot mit gelber Mitte'],
  ['white/red flower', 'flor blanca con centro rojo', 'fleur blanche à cœur rouge', 'Blume in Weiß mit roter Mitte'],
  ['white/blue flower', 'flor blanca con centro azul', 'fleur blanche à cœur bleu', 'Blume in Weiß mit blauer Mitte'],
  ['white/yellow flower', 'flor blanca con centro amarillo', 'fleur blanche à cœur jaune', 'Blume in Weiß mit gelber Mitte'],
  ['blue/red flower', 'flor azul con centro rojo', 'fleur bleue à cœur rouge', 'Blume in Blau mit roter Mitte'],
  ['blue/white flower', 'flor azul con centro blanco', 'fleur bleue à cœur blanc', 'Blume in Blau mit weißer Mitte'],
  ['blue/yellow flower', 'flor azul con centro amarillo', 'fleur bleue à cœur jaune', 'Blume in Blau mit gelber Mitte'],
  ['yellow/red flower', 'flor amarilla con centro rojo', 'fleur jaune à cœur rouge', 'Blume in Gelb mit roter Mitte'],
  ['yellow/white flower', 'flor amarilla con centro blanco', 'fleur jaune à cœur blanc', 'Blume in Gelb mit weißer Mitte'],
  ['yellow/blue flower', 'flor amarilla con centro azul', 'fleur jaune à cœur bleu', 'Blume in Gelb mit blauer Mitte'],
  // "a" before a flower's name (every flower is feminine in these three languages).
  ['a {0}', 'una {0}', 'une {0}', 'eine {0}'],

  // The garden cards.
  ['the Windmill', 'el Molino', 'le Moulin', 'die Windmühle'],
  ['the Gopher/Watering Can', 'el Topo/la Regadera', 'la Taupe/l’Arrosoir', 'die Wühlmaus/Gießkanne'],

  // Why a move is refused.
  ['Take a row first.', 'Primero toma una fila.', 'Prends d’abord une rangée.', 'Nimm zuerst eine Reihe.'],
  [
    'You still hold # card: sow them one by one until two are left, then choose the last.|You still hold # cards: sow them one by one until two are left, then choose the last.',
    { one: 'Aún tienes # carta: siembra las cartas una a una hasta que queden dos y luego elige la última.', other: 'Aún tienes # cartas: siembra las cartas una a una hasta que queden dos y luego elige la última.' },
    { one: 'Tu as encore # carte : sème les cartes une par une jusqu’à ce qu’il en reste deux, puis choisis la dernière.', other: 'Tu as encore # cartes : sème les cartes une par une jusqu’à ce qu’il en reste deux, puis choisis la dernière.' },
    { one: 'Du hast noch # Karte: Säe die Karten einzeln, bis zwei übrig sind, und wähle dann die letzte.', other: 'Du hast noch # Karten: Säe die Karten einzeln, bis zwei übrig sind, und wähle dann die letzte.' },
  ],
  ['Two cards are left: choose which of them is sown last.', 'Quedan dos cartas: elige cuál de ellas se siembra la última.', 'Il reste deux cartes : choisis laquelle est semée en dernier.', 'Zwei Karten sind übrig: Wähle, welche zuletzt gesät wird.'],
  [
    'Name the card to sow by its face, e.g. "seed-red" or "flower-red-blue".',
    'Di qué carta siembras por su cara, p. ej. "seed-red" o "flower-red-blue".',
    'Indique la carte à semer par sa face, p. ex. "seed-red" ou "flower-red-blue".',
    'Nenn die Karte, die du säst, nach ihrer Seite, z. B. "seed-red" oder "flower-red-blue".',
  ],
  ['You hold no {0} card: you hold {1}.', 'No tienes ninguna carta {0}: tienes {1}.', 'Tu n’as aucune carte {0} : tu as {1}.', 'Du hast keine Karte {0}: Du hast {1}.'],
  ['Name a row from 0 to {0}.', 'Indica una fila del 0 al {0}.', 'Indique une rangée de 0 à {0}.', 'Nenn eine Reihe von 0 bis {0}.'],
  ['Name a row from 0 to {0}, not {1}.', 'Indica una fila del 0 al {0}, no {1}.', 'Indique une rangée de 0 à {0}, pas {1}.', 'Nenn eine Reihe von 0 bis {0}, nicht {1}.'],
  ['You have already taken a row this turn.', 'Ya has tomado una fila en este turno.', 'Tu as déjà pris une rangée à ce tour.', 'Du hast in diesem Zug schon eine Reihe genommen.'],
  [
    'Row {0} holds no cards: take a row of 2 or more cards, never just 1.',
    'La fila {0} no tiene cartas: toma una fila de 2 o más cartas, nunca de solo 1.',
    'La rangée {0} n’a aucune carte : prends une rangée de 2 cartes ou plus, jamais d’une seule.',
    'In Reihe {0} liegen keine Karten: Nimm eine Reihe mit 2 oder mehr Karten, nie mit nur 1.',
  ],
  [
    'Row {0} holds just 1 card: take a row of 2 or more cards, never just 1.',
    'La fila {0} tiene solo 1 carta: toma una fila de 2 o más cartas, nunca de solo 1.',
    'La rangée {0} n’a qu’une carte : prends une rangée de 2 cartes ou plus, jamais d’une seule.',
    'In Reihe {0} liegt nur 1 Karte: Nimm eine Reihe mit 2 oder mehr Karten, nie mit nur 1.',
  ],
  ['There is no flower to pick a colour from now.', 'Ahora no hay ninguna flor de la que elegir un color.', 'Il n’y a pas de fleur dont choisir une couleur maintenant.', 'Gerade gibt es keine Blume, deren Farbe du wählen kannst.'],
  ['Choose one of the flower\'s two colours: {0} or {1}.', 'Elige uno de los dos colores de la flor: {0} o {1}.', 'Choisis l’une des deux couleurs de la fleur : {0} ou {1}.', 'Wähle eine der beiden Farben der Blume: {0} oder {1}.'],
  [
    'No garden action now: the garden cards have not met this turn.',
    'Ahora no hay acción de jardín: las cartas de jardín no se han encontrado en este turno.',
    'Pas d’action de jardin maintenant : les cartes jardin ne se sont pas rencontrées à ce tour.',
    'Jetzt gibt es keine Gartenaktion: Die Gartenkarten haben sich in diesem Zug nicht getroffen.',
  ],
  ['The Watering Can is face up, not the Gopher.', 'Está boca arriba la Regadera, no el Topo.', 'C’est l’Arrosoir qui est face visible, pas la Taupe.', 'Die Gießkanne liegt oben, nicht die Wühlmaus.'],
  ['The Gopher is face up, not the Watering Can.', 'Está boca arriba el Topo, no la Regadera.', 'C’est la Taupe qui est face visible, pas l’Arrosoir.', 'Die Wühlmaus liegt oben, nicht die Gießkanne.'],
  ['Name a Flower in row {0} by its card id.', 'Indica una flor de la fila {0} por el id de su carta.', 'Indique une fleur de la rangée {0} par l’id de sa carte.', 'Nenn eine Blume in Reihe {0} mit der ID ihrer Karte.'],
  ['Name a Flower in row {0}; {1} is not one.', 'Indica una flor de la fila {0}; {1} no lo es.', 'Indique une fleur de la rangée {0} ; {1} n’en est pas une.', 'Nenn eine Blume in Reihe {0}; {1} ist keine.'],

  // The move log ("Ana took the 3 cards of row 4 …").
  [
    'took the # card of row {0} to sow it clockwise|took the # cards of row {0} to sow them clockwise',
    { one: 'tomó # carta de la fila {0} para sembrarla en sentido horario', other: 'tomó las # cartas de la fila {0} para sembrarlas en sentido horario' },
    { one: 'a pris # carte de la rangée {0} pour la semer dans le sens horaire', other: 'a pris les # cartes de la rangée {0} pour les semer dans le sens horaire' },
    { one: 'hat # Karte aus Reihe {0} genommen, um sie im Uhrzeigersinn zu säen', other: 'hat die # Karten aus Reihe {0} genommen, um sie im Uhrzeigersinn zu säen' },
  ],
  [
    'took the # card of row {0} to sow it counter-clockwise|took the # cards of row {0} to sow them counter-clockwise',
    { one: 'tomó # carta de la fila {0} para sembrarla en sentido antihorario', other: 'tomó las # cartas de la fila {0} para sembrarlas en sentido antihorario' },
    { one: 'a pris # carte de la rangée {0} pour la semer dans le sens antihoraire', other: 'a pris les # cartes de la rangée {0} pour les semer dans le sens antihoraire' },
    { one: 'hat # Karte aus Reihe {0} genommen, um sie gegen den Uhrzeigersinn zu säen', other: 'hat die # Karten aus Reihe {0} genommen, um sie gegen den Uhrzeigersinn zu säen' },
  ],
  ['sowed {0} in row {1}', 'sembró {0} en la fila {1}', 'a semé {0} dans la rangée {1}', 'hat {0} in Reihe {1} gesät'],
  [
    'sowed {0} in row {1} — the garden cards meet!',
    'sembró {0} en la fila {1}: ¡las cartas de jardín se encuentran!',
    'a semé {0} dans la rangée {1} : les cartes jardin se rencontrent !',
    'hat {0} in Reihe {1} gesät – die Gartenkarten treffen sich!',
  ],
  [
    'sowed {0} in row {1}, then the last card, {2}, in row {3}',
    'sembró {0} en la fila {1} y luego la última carta, {2}, en la fila {3}',
    'a semé {0} dans la rangée {1}, puis la dernière carte, {2}, dans la rangée {3}',
    'hat {0} in Reihe {1} gesät, dann die letzte Karte, {2}, in Reihe {3}',
  ],
  [
    'sowed {0} in row {1}, then the last card, {2}, in row {3} — the garden cards meet!',
    'sembró {0} en la fila {1} y luego la última carta, {2}, en la fila {3}: ¡las cartas de jardín se encuentran!',
    'a semé {0} dans la rangée {1}, puis la dernière carte, {2}, dans la rangée {3} : les cartes jardin se rencontrent !',
    'hat {0} in Reihe {1} gesät, dann die letzte Karte, {2}, in Reihe {3} – die Gartenkarten treffen sich!',
  ],
  [
    'sowed {0} in row {1}, then the last card, {2}, in row {3} under a wheelbarrow',
    'sembró {0} en la fila {1} y luego la última carta, {2}, en la fila {3}, bajo una carretilla',
    'a semé {0} dans la rangée {1}, puis la dernière carte, {2}, dans la rangée {3}, sous une brouette',
    'hat {0} in Reihe {1} gesät, dann die letzte Karte, {2}, in Reihe {3} unter einer Schubkarre',
  ],
  [
    'sowed {0} in row {1}, then the last card, {2}, in row {3} under a wheelbarrow — the garden cards meet!',
    'sembró {0} en la fila {1} y luego la última carta, {2}, en la fila {3}, bajo una carretilla: ¡las cartas de jardín se encuentran!',
    'a semé {0} dans la rangée {1}, puis la dernière carte, {2}, dans la rangée {3}, sous une brouette : les cartes jardin se rencontrent !',
    'hat {0} in Reihe {1} gesät, dann die letzte Karte, {2}, in Reihe {3} unter einer Schubkarre – die Gartenkarten treffen sich!',
  ],
  [
    'sowed {0} in row {1}, then the last card, {2}, in row {3}: it blooms into {4}|sowed {0} in row {1}, then the last card, {2}, in row {3}: they bloom into {4}',
    { one: 'sembró {0} en la fila {1} y luego la última carta, {2}, en la fila {3}: brota {4}', other: 'sembró {0} en la fila {1} y luego la última carta, {2}, en la fila {3}: brotan {4}' },
    { one: 'a semé {0} dans la rangée {1}, puis la dernière carte, {2}, dans la rangée {3} : {4} éclot', other: 'a semé {0} dans la rangée {1}, puis la dernière carte, {2}, dans la rangée {3} : {4} éclosent' },
    { one: 'hat {0} in Reihe {1} gesät, dann die letzte Karte, {2}, in Reihe {3}: Es blüht {4} auf', other: 'hat {0} in Reihe {1} gesät, dann die letzte Karte, {2}, in Reihe {3}: Es blühen {4} auf' },
  ],
  [
    'sowed {0} in row {1}, then the last card, {2}, in row {3}: it blooms into {4} — the garden cards meet!|sowed {0} in row {1}, then the last card, {2}, in row {3}: they bloom into {4} — the garden cards meet!',
    {
      one: 'sembró {0} en la fila {1} y luego la última carta, {2}, en la fila {3}: brota {4}, ¡y las cartas de jardín se encuentran!',
      other: 'sembró {0} en la fila {1} y luego la última carta, {2}, en la fila {3}: brotan {4}, ¡y las cartas de jardín se encuentran!',
    },
    {
      one: 'a semé {0} dans la rangée {1}, puis la dernière carte, {2}, dans la rangée {3} : {4} éclot, et les cartes jardin se rencontrent !',
      other: 'a semé {0} dans la rangée {1}, puis la dernière carte, {2}, dans la rangée {3} : {4} éclosent, et les cartes jardin se rencontrent !',
    },
    {
      one: 'hat {0} in Reihe {1} gesät, dann die letzte Karte, {2}, in Reihe {3}: Es blüht {4} auf – und die Gartenkarten treffen sich!',
      other: 'hat {0} in Reihe {1} gesät, dann die letzte Karte, {2}, in Reihe {3}: Es blühen {4} auf – und die Gartenkarten treffen sich!',
    },
  ],
  [
    'chose {0}: # flower of row {1} goes to the bouquet of {2}|chose {0}: # flowers of row {1} go to the bouquet of {2}',
    { one: 'eligió el {0}: # flor de la fila {1} va al ramo de {2}', other: 'eligió el {0}: # flores de la fila {1} van al ramo de {2}' },
    { one: 'a choisi le {0} : # fleur de la rangée {1} va dans le bouquet de {2}', other: 'a choisi le {0} : # fleurs de la rangée {1} vont dans le bouquet de {2}' },
    { one: 'hat {0} gewählt: # Blume aus Reihe {1} kommt in den Strauß von {2}', other: 'hat {0} gewählt: # Blumen aus Reihe {1} kommen in den Strauß von {2}' },
  ],
  ['used the Windmill: cards are now sown clockwise', 'usó el Molino: ahora las cartas se siembran en sentido horario', 'a utilisé le Moulin : désormais, on sème dans le sens horaire', 'hat die Windmühle benutzt: Jetzt wird im Uhrzeigersinn gesät'],
  ['used the Windmill: cards are now sown counter-clockwise', 'usó el Molino: ahora las cartas se siembran en sentido antihorario', 'a utilisé le Moulin : désormais, on sème dans le sens antihoraire', 'hat die Windmühle benutzt: Jetzt wird gegen den Uhrzeigersinn gesät'],
  [
    'sent the Gopher into row {0}: # flower removed from the game|sent the Gopher into row {0}: # flowers removed from the game',
    { one: 'mandó al Topo a la fila {0}: # flor sale del juego', other: 'mandó al Topo a la fila {0}: # flores salen del juego' },
    { one: 'a envoyé la Taupe dans la rangée {0} : # fleur retirée du jeu', other: 'a envoyé la Taupe dans la rangée {0} : # fleurs retirées du jeu' },
    { one: 'hat die Wühlmaus in Reihe {0} geschickt: # Blume ist aus dem Spiel', other: 'hat die Wühlmaus in Reihe {0} geschickt: # Blumen sind aus dem Spiel' },
  ],
  [
    'used the Watering Can: picked the {0} from row {1} for the bouquet of {2}',
    'usó la Regadera: tomó la {0} de la fila {1} para el ramo de {2}',
    'a utilisé l’Arrosoir : a cueilli la {0} dans la rangée {1} pour le bouquet de {2}',
    'hat die Gießkanne benutzt und die {0} aus Reihe {1} für den Strauß von {2} gepflückt',
  ],
  ['let the garden action go', 'dejó pasar la acción de jardín', 'a renoncé à l’action de jardin', 'hat auf die Gartenaktion verzichtet'],

  // Phases.
  ['Players take turns clockwise', 'Turnos en sentido horario', 'Chacun son tour, dans le sens horaire', 'Reihum im Uhrzeigersinn'],
  ['A. Take a row of 2+ cards', 'A. Toma una fila de 2 o más cartas', 'A. Prends une rangée de 2 cartes ou plus', 'A. Nimm eine Reihe mit 2 oder mehr Karten'],
  ['B. Sow one card per row', 'B. Siembra una carta por fila', 'B. Sème une carte par rangée', 'B. Säe eine Karte pro Reihe'],
  ['Choose a colour for the bouquet', 'Elige un color para el ramo', 'Choisis une couleur pour le bouquet', 'Wähle eine Farbe für den Strauß'],
  ['Garden action', 'Acción de jardín', 'Action de jardin', 'Gartenaktion'],
  ['Game over', 'Fin de la partida', 'Fin de la partie', 'Spielende'],

  // Results.
  [
    'Tied on points and on points from favourite-colour flowers: a shared win.',
    'Empate a puntos y también a puntos de flores del color favorito: victoria compartida.',
    'Égalité de points, et aussi de points des fleurs de la couleur préférée : victoire partagée.',
    'Gleich viele Punkte, auch aus Blumen der Lieblingsfarbe: Ihr gewinnt zusammen.',
  ],
  [
    'Tied on points; the most points from flowers with the favourite colour wins.',
    'Empate a puntos: gana quien tiene más puntos de flores con su color favorito.',
    'Égalité de points : le plus de points venant de fleurs de sa couleur préférée l’emporte.',
    'Gleich viele Punkte: Es gewinnt, wer die meisten Punkte aus Blumen mit der eigenen Lieblingsfarbe hat.',
  ],
  ['Most points in the bouquet.', 'Más puntos en el ramo.', 'Le plus de points dans le bouquet.', 'Die meisten Punkte im Strauß.'],
];



/** SOW's rules texts in every language but English. */
export const translations: TranslationSet = translationRows(ROWS);
