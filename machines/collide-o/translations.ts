/**
 * Collide-O's rules texts (move log, refusals, phases, the result, section names) in Spanish,
 * French and German, written for children to read: short sentences, "tú" / "tu" / "du". English
 * is each text's key. The five colours' names are the palette's own, shared by every colour game.
 *
 * A card's name is its three sections as they lie, left to right, with a dot between
 * ("red · blue or green · black"), so no language has to make a colour agree with a noun.
 */
import type { TranslationSet } from '../../src/i18n/index.js';
import { translationRows, type TranslationRow } from '../../src/i18n/rows.js';

const ROWS: readonly TranslationRow[] = [
  // Sections and cards.
  ['rainbow', 'arcoíris', 'arc-en-ciel', 'Regenbogen'],
  ['{0} or {1}', '{0} o {1}', '{0} ou {1}', '{0} oder {1}'],
  ['{0} · {1} · {2}', '{0} · {1} · {2}', '{0} · {1} · {2}', '{0} · {1} · {2}'],
  ['the left end', 'el extremo izquierdo', 'le bout gauche', 'das linke Ende'],
  ['the right end', 'el extremo derecho', 'le bout droit', 'das rechte Ende'],

  // The move log and the announcer.
  ['The centre card is turned up: {0}. Go!', 'Se destapa la carta del centro: {0}. ¡Ya!', 'La carte du milieu est retournée : {0}. Partez !', 'Die Karte in der Mitte wird aufgedeckt: {0}. Los!'],
  ['played {0} on the left', 'jugó {0} a la izquierda', 'a joué {0} à gauche', 'hat {0} links angelegt'],
  ['played {0} on the right', 'jugó {0} a la derecha', 'a joué {0} à droite', 'hat {0} rechts angelegt'],
  ['started a new line with {0}', 'empezó una fila nueva con {0}', 'a commencé une nouvelle ligne avec {0}', 'hat mit {0} eine neue Reihe angefangen'],
  ['laid {0} on the left, but it does not fit!', 'puso {0} a la izquierda, ¡pero no encaja!', 'a posé {0} à gauche, mais elle ne va pas !', 'hat {0} links hingelegt, aber sie passt nicht!'],
  ['laid {0} on the right, but it does not fit!', 'puso {0} a la derecha, ¡pero no encaja!', 'a posé {0} à droite, mais elle ne va pas !', 'hat {0} rechts hingelegt, aber sie passt nicht!'],
  ['called the wrong card: {0} takes {1} back', 'avisó de la carta equivocada: {0} recupera {1}', 'a signalé la mauvaise carte : {0} reprend {1}', 'hat die falsche Karte gemeldet: {0} nimmt {1} zurück'],
  ['Nobody called the wrong card in time: {0} stays on the line.', 'Nadie avisó a tiempo de la carta equivocada: {0} se queda en la fila.', 'Personne n’a signalé la mauvaise carte à temps : {0} reste dans la ligne.', 'Niemand hat die falsche Karte rechtzeitig gemeldet: {0} bleibt in der Reihe.'],
  ['Nobody can play: the last card played, {0}, is taken away.', 'Nadie puede jugar: se quita la última carta jugada, {0}.', 'Personne ne peut jouer : la dernière carte jouée, {0}, est retirée.', 'Niemand kann spielen: Die zuletzt gelegte Karte, {0}, wird weggenommen.'],
  [
    'Nobody can play: {0} is taken away. The next card anyone plays starts a new line.',
    'Nadie puede jugar: se quita {0}. La próxima carta que alguien juegue empieza una fila nueva.',
    'Personne ne peut jouer : {0} est retirée. La prochaine carte jouée commence une nouvelle ligne.',
    'Niemand kann spielen: {0} wird weggenommen. Die nächste Karte, die jemand legt, beginnt eine neue Reihe.',
  ],

  // Why a move is refused.
  ['There is no card {0}: name a card of your hand.', 'No hay ninguna carta {0}: elige una carta de tu mano.', 'Il n’y a pas de carte {0} : choisis une carte de ta main.', 'Es gibt keine Karte {0}: Nimm eine Karte aus deiner Hand.'],
  ['Say which card: name a card of your hand.', 'Di qué carta: elige una carta de tu mano.', 'Dis quelle carte : choisis une carte de ta main.', 'Sag, welche Karte: Nimm eine Karte aus deiner Hand.'],
  ['That card is not in your hand.', 'Esa carta no está en tu mano.', 'Cette carte n’est pas dans ta main.', 'Diese Karte ist nicht in deiner Hand.'],
  ['Wait: the centre card is not turned up yet.', 'Espera: la carta del centro todavía no está destapada.', 'Attends : la carte du milieu n’est pas encore retournée.', 'Warte: Die Karte in der Mitte ist noch nicht aufgedeckt.'],
  ['The line is empty: start it with any card.', 'La fila está vacía: empiézala con cualquier carta.', 'La ligne est vide : commence-la avec n’importe quelle carte.', 'Die Reihe ist leer: Fang sie mit irgendeiner Karte an.'],
  ['Say which end: "left" or "right".', 'Di qué extremo: "left" (izquierdo) o "right" (derecho).', 'Dis quel bout : "left" (gauche) ou "right" (droit).', 'Sag, welches Ende: "left" (links) oder "right" (rechts).'],
  ['Say whether the card is turned round: "turned" is true or false.', 'Di si la carta está girada: "turned" es true o false.', 'Dis si la carte est retournée bout à bout : "turned" vaut true ou false.', 'Sag, ob die Karte umgedreht ist: "turned" ist true oder false.'],
  ['A wrong card lies at {0}: it must be called or stay first.', 'Hay una carta equivocada en {0}: primero hay que avisar o dejar que se quede.', 'Une mauvaise carte est posée sur {0} : il faut d’abord la signaler ou la laisser.', 'An {0} liegt eine falsche Karte: Sie muss erst gemeldet werden oder liegen bleiben.'],
  [
    'The card {0} does not fit at {1}: its middle and one end must match the two sections it covers.',
    'La carta {0} no encaja en {1}: su centro y uno de sus extremos tienen que coincidir con las dos partes que tapa.',
    'La carte {0} ne va pas sur {1} : son milieu et un de ses bouts doivent aller avec les deux parties qu’elle couvre.',
    'Die Karte {0} passt nicht an {1}: Ihre Mitte und ein Ende müssen zu den zwei Feldern passen, die sie bedeckt.',
  ],
  ['The line has cards: play at one of its ends.', 'La fila tiene cartas: juega en uno de sus extremos.', 'La ligne a des cartes : joue à un de ses bouts.', 'In der Reihe liegen Karten: Leg an eines ihrer Enden.'],
  ['A wrong card is already waiting to be called.', 'Ya hay una carta equivocada esperando un aviso.', 'Une mauvaise carte attend déjà d’être signalée.', 'Eine falsche Karte wartet schon darauf, gemeldet zu werden.'],
  ['That card fits there: play it.', 'Esa carta encaja ahí: júgala.', 'Cette carte va là : joue-la.', 'Diese Karte passt dort: Leg sie an.'],
  ['There is no wrong card to call.', 'No hay ninguna carta equivocada de la que avisar.', 'Il n’y a pas de mauvaise carte à signaler.', 'Es gibt keine falsche Karte zu melden.'],
  ['You laid that card yourself: another player must call it.', 'Esa carta la pusiste tú: otro jugador tiene que avisar.', 'C’est toi qui as posé cette carte : un autre joueur doit la signaler.', 'Die Karte hast du selbst gelegt: Jemand anderes muss sie melden.'],
  ['There is no wrong card waiting.', 'No hay ninguna carta equivocada esperando.', 'Aucune mauvaise carte n’attend.', 'Es wartet keine falsche Karte.'],
  ['The centre card is already turned up.', 'La carta del centro ya está destapada.', 'La carte du milieu est déjà retournée.', 'Die Karte in der Mitte ist schon aufgedeckt.'],
  ['Someone can still play a card.', 'Alguien todavía puede jugar una carta.', 'Quelqu’un peut encore jouer une carte.', 'Jemand kann noch eine Karte legen.'],

  // Phases.
  ['The centre card lies face down', 'La carta del centro está boca abajo', 'La carte du milieu est face cachée', 'Die Karte in der Mitte liegt verdeckt'],
  ['Everyone plays at once', 'Todos juegan a la vez', 'Tout le monde joue en même temps', 'Alle spielen gleichzeitig'],
  ['Play at either end', 'Juega en cualquier extremo', 'Joue à un des deux bouts', 'Leg an eines der Enden'],
  ['A wrong card waits to be called', 'Una carta equivocada espera un aviso', 'Une mauvaise carte attend d’être signalée', 'Eine falsche Karte wartet darauf, gemeldet zu werden'],
  ['Everyone is stuck', 'Nadie puede jugar', 'Personne ne peut jouer', 'Niemand kann spielen'],
  ['Start a new line', 'Empieza una fila nueva', 'Commence une nouvelle ligne', 'Fang eine neue Reihe an'],
  ['Game over', 'Fin de la partida', 'Fin de la partie', 'Spielende'],

  // The result.
  ['First down to one card.', 'El primero en quedarse con una sola carta.', 'Le premier à n’avoir plus qu’une carte.', 'Als Erstes nur noch eine Karte.'],
];

/** Collide-O's rules texts in every language but English. */
export const translations: TranslationSet = translationRows(ROWS);
