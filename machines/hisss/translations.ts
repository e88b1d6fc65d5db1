/**
 * HISSS's rules texts (move log, refusals, phases, results, card and colour names) in Spanish,
 * French and German, written for children to read (and for a grown-up to read aloud): short
 * sentences, "tú" / "tu" / "du". English is each text's key.
 *
 * Card names are whole texts ("red head" → "cabeza roja" / "tête rouge" / "roter Kopf"). Spanish
 * and French name every card with a feminine noun (cabeza, cola, pieza · tête, queue, pièce), so
 * "una {0}" / "la {0}" fit every card; German writes the name in quotes after "die Karte", so it
 * never changes with the case.
 */
import type { TranslationSet } from '../../src/i18n/index.js';
import { translationRows, type TranslationRow } from '../../src/i18n/rows.js';

/** One text: its English key, then Spanish, French and German (plural texts: their forms). */
type Row = TranslationRow;

const ROWS: readonly Row[] = [
  // Colours on their own.
  ['red', 'rojo', 'rouge', 'Rot'],
  ['orange', 'naranja', 'orange', 'Orange'],
  ['yellow', 'amarillo', 'jaune', 'Gelb'],
  ['green', 'verde', 'vert', 'Grün'],
  ['blue', 'azul', 'bleu', 'Blau'],
  ['purple', 'morado', 'violet', 'Lila'],
  ['rainbow', 'arcoíris', 'arc-en-ciel', 'Regenbogen'],

  // Heads and tails.
  ['red head', 'cabeza roja', 'tête rouge', 'roter Kopf'],
  ['orange head', 'cabeza naranja', 'tête orange', 'oranger Kopf'],
  ['yellow head', 'cabeza amarilla', 'tête jaune', 'gelber Kopf'],
  ['green head', 'cabeza verde', 'tête verte', 'grüner Kopf'],
  ['blue head', 'cabeza azul', 'tête bleue', 'blauer Kopf'],
  ['purple head', 'cabeza morada', 'tête violette', 'lila Kopf'],
  ['rainbow head', 'cabeza arcoíris', 'tête arc-en-ciel', 'Regenbogenkopf'],
  ['red tail', 'cola roja', 'queue rouge', 'roter Schwanz'],
  ['orange tail', 'cola naranja', 'queue orange', 'oranger Schwanz'],
  ['yellow tail', 'cola amarilla', 'queue jaune', 'gelber Schwanz'],
  ['green tail', 'cola verde', 'queue verte', 'grüner Schwanz'],
  ['blue tail', 'cola azul', 'queue bleue', 'blauer Schwanz'],
  ['purple tail', 'cola morada', 'queue violette', 'lila Schwanz'],
  ['rainbow tail', 'cola arcoíris', 'queue arc-en-ciel', 'Regenbogenschwanz'],

  // Mid-sections.
  ['red–orange mid-section', 'pieza del medio roja y naranja', 'pièce du milieu rouge et orange', 'Mittelstück Rot-Orange'],
  ['red–yellow mid-section', 'pieza del medio roja y amarilla', 'pièce du milieu rouge et jaune', 'Mittelstück Rot-Gelb'],
  ['red–green mid-section', 'pieza del medio roja y verde', 'pièce du milieu rouge et verte', 'Mittelstück Rot-Grün'],
  ['red–blue mid-section', 'pieza del medio roja y azul', 'pièce du milieu rouge et bleue', 'Mittelstück Rot-Blau'],
  ['red–purple mid-section', 'pieza del medio roja y morada', 'pièce du milieu rouge et violette', 'Mittelstück Rot-Lila'],
  ['orange–yellow mid-section', 'pieza del medio naranja y amarilla', 'pièce du milieu orange et jaune', 'Mittelstück Orange-Gelb'],
  ['orange–green mid-section', 'pieza del medio naranja y verde', 'pièce du milieu orange et verte', 'Mittelstück Orange-Grün'],
  ['orange–blue mid-section', 'pieza del medio naranja y azul', 'pièce du milieu orange et bleue', 'Mittelstück Orange-Blau'],
  ['orange–purple mid-section', 'pieza del medio naranja y morada', 'pièce du milieu orange et violette', 'Mittelstück Orange-Lila'],
  ['yellow–green mid-section', 'pieza del medio amarilla y verde', 'pièce du milieu jaune et verte', 'Mittelstück Gelb-Grün'],
  ['yellow–blue mid-section', 'pieza del medio amarilla y azul', 'pièce du milieu jaune et bleue', 'Mittelstück Gelb-Blau'],
  ['yellow–purple mid-section', 'pieza del medio amarilla y morada', 'pièce du milieu jaune et violette', 'Mittelstück Gelb-Lila'],
  ['green–blue mid-section', 'pieza del medio verde y azul', 'pièce du milieu verte et bleue', 'Mittelstück Grün-Blau'],
  ['green–purple mid-section', 'pieza del medio verde y morada', 'pièce du milieu verte et violette', 'Mittelstück Grün-Lila'],
  ['blue–purple mid-section', 'pieza del medio azul y morada', 'pièce du milieu bleue et violette', 'Mittelstück Blau-Lila'],

  // The move log.
  ['drew a {0}', 'sacó una {0}', 'a pioché une {0}', 'hat die Karte „{0}“ gezogen'],
  ['drew an {0}', 'sacó una {0}', 'a pioché une {0}', 'hat die Karte „{0}“ gezogen'],
  ['laid the {0} and won a snake — Hisss!', 'puso la {0} y ganó una serpiente: ¡Hisss!', 'a posé la {0} et gagné un serpent : Hisss !', 'hat die Karte „{0}“ angelegt und eine Schlange gewonnen – Hisss!'],
  ['turned a snake round and laid the {0} at its head end', 'dio la vuelta a una serpiente y puso la {0} delante', 'a retourné un serpent et posé la {0} devant', 'hat eine Schlange umgedreht und die Karte „{0}“ vorne angelegt'],
  ['turned a snake round and laid the {0} at its tail end', 'dio la vuelta a una serpiente y puso la {0} detrás', 'a retourné un serpent et posé la {0} derrière', 'hat eine Schlange umgedreht und die Karte „{0}“ hinten angelegt'],
  ['laid the {0} at the head end of a snake', 'puso la {0} delante de una serpiente', 'a posé la {0} devant un serpent', 'hat die Karte „{0}“ vorne an eine Schlange gelegt'],
  ['laid the {0} at the tail end of a snake', 'puso la {0} detrás de una serpiente', 'a posé la {0} derrière un serpent', 'hat die Karte „{0}“ hinten an eine Schlange gelegt'],
  ['joined two snakes with the {0} — Hisss!', 'unió dos serpientes con la {0}: ¡Hisss!', 'a relié deux serpents avec la {0} : Hisss !', 'hat mit der Karte „{0}“ zwei Schlangen verbunden – Hisss!'],
  ['started a new snake with the {0}', 'empezó una serpiente nueva con la {0}', 'a commencé un nouveau serpent avec la {0}', 'hat mit der Karte „{0}“ eine neue Schlange angefangen'],

  // Why a move is refused.
  ['Draw a card from the fan first.', 'Primero saca una carta del abanico.', 'Pioche d’abord une carte dans l’éventail.', 'Zieh zuerst eine Karte aus dem Fächer.'],
  ['You already drew a card: place it first.', 'Ya sacaste una carta: primero ponla.', 'Tu as déjà pioché une carte : pose-la d’abord.', 'Du hast schon eine Karte gezogen: Leg sie zuerst an.'],
  ['Pick a card of the fan: position 0 to {0}.', 'Elige una carta del abanico: de la posición 0 a la {0}.', 'Choisis une carte de l’éventail : de la position 0 à {0}.', 'Nimm eine Karte aus dem Fächer: Platz 0 bis {0}.'],
  ['Say which snake: name a snake under construction by its number.', 'Di qué serpiente: elige una serpiente sin terminar por su número.', 'Dis quel serpent : choisis un serpent pas encore fini par son numéro.', 'Sag, welche Schlange: Nenn eine unfertige Schlange mit ihrer Nummer.'],
  ['There is no snake {0}: name a snake under construction by its number.', 'No hay ninguna serpiente {0}: elige una serpiente sin terminar por su número.', 'Il n’y a pas de serpent {0} : choisis un serpent pas encore fini par son numéro.', 'Es gibt keine Schlange {0}: Nenn eine unfertige Schlange mit ihrer Nummer.'],
  ['Say which end: "head" or "tail".', 'Di qué punta: "head" (cabeza) o "tail" (cola).', 'Dis quel bout : "head" (tête) ou "tail" (queue).', 'Sag, welches Ende: "head" (Kopf) oder "tail" (Schwanz).'],
  ['Say which way round the card goes: "flip" is true or false.', 'Di hacia qué lado va la carta: "flip" es true o false.', 'Dis dans quel sens va la carte : "flip" vaut true ou false.', 'Sag, wie herum die Karte liegt: "flip" ist true oder false.'],
  ['Say whether the snake turns round: "turn" is true or false.', 'Di si la serpiente se da la vuelta: "turn" es true o false.', 'Dis si le serpent se retourne : "turn" vaut true ou false.', 'Sag, ob sich die Schlange umdreht: "turn" ist true oder false.'],
  [
    'The {0} does not fit there like that: the colours that touch must match, and heads and tails go next to a middle piece.',
    'La {0} no cabe ahí así: los colores que se tocan tienen que ser iguales, y las cabezas y las colas van junto a una pieza del medio.',
    'La {0} ne va pas là comme ça : les couleurs qui se touchent doivent être pareilles, et les têtes et les queues vont à côté d’une pièce du milieu.',
    'Die Karte „{0}“ passt so nicht dorthin: Die Farben, die sich berühren, müssen gleich sein, und Köpfe und Schwänze kommen an ein Mittelstück.',
  ],
  ['Name two snakes under construction to join.', 'Elige dos serpientes sin terminar para unirlas.', 'Choisis deux serpents pas encore finis à relier.', 'Nenn zwei unfertige Schlangen, die du verbinden willst.'],
  [
    'The {0} cannot join these two snakes like that: one needs a head, the other a tail, and the colours that touch must match.',
    'La {0} no puede unir así estas dos serpientes: una necesita cabeza, la otra cola, y los colores que se tocan tienen que ser iguales.',
    'La {0} ne peut pas relier ces deux serpents comme ça : il faut une tête à l’un, une queue à l’autre, et les couleurs qui se touchent doivent être pareilles.',
    'Die Karte „{0}“ kann diese zwei Schlangen so nicht verbinden: Eine braucht einen Kopf, die andere einen Schwanz, und die Farben, die sich berühren, müssen gleich sein.',
  ],
  ['This card matches a snake, so it must be placed on one.', 'Esta carta encaja en una serpiente, así que tienes que ponerla ahí.', 'Cette carte va sur un serpent : il faut la poser dessus.', 'Diese Karte passt an eine Schlange, also musst du sie dort anlegen.'],

  // Phases.
  ['Draw and place', 'Saca y coloca', 'Piocher et poser', 'Ziehen und anlegen'],
  ['Draw a card', 'Saca una carta', 'Piocher une carte', 'Eine Karte ziehen'],
  ['Place the card', 'Coloca la carta', 'Poser la carte', 'Die Karte anlegen'],
  ['Game over', 'Fin de la partida', 'Fin de la partie', 'Spielende'],

  // Results.
  ['Tied on cards and on longest snake: a shared win.', 'Empate en cartas y en la serpiente más larga: ganan juntos.', 'Égalité de cartes et de plus long serpent : victoire partagée.', 'Gleich viele Karten und gleich lange Schlangen: Ihr gewinnt zusammen.'],
  ['Tied on cards; the longest snake wins.', 'Empate en cartas: gana la serpiente más larga.', 'Égalité de cartes : le plus long serpent gagne.', 'Gleich viele Karten: Die längste Schlange gewinnt.'],
  ['Most cards in the snake pit.', 'Más cartas en el foso de serpientes.', 'Le plus de cartes dans la fosse aux serpents.', 'Die meisten Karten in der Schlangengrube.'],
];



/** HISSS's rules texts in every language but English. */
export const translations: TranslationSet = translationRows(ROWS);
