/**
 * The texts of <collide-o-table> itself (labels, hints, the rules in short) in Spanish, French and
 * German, written for children to read; the rules' texts (card names, the move log) are in
 * machines/collide-o/translations.ts. English is each text's key.
 */
import type { TranslationSet } from '../../src/i18n/index.js';
import { translationRows, type TranslationRow as Row } from '../../src/i18n/rows.js';

const ROWS: readonly Row[] = [
  ['Cards left', 'Cartas que quedan', 'Cartes restantes', 'Karten übrig'],
  ['# card left|# cards left', { one: 'queda # carta', other: 'quedan # cartas' }, { one: 'encore # carte', other: 'encore # cartes' }, { one: 'noch # Karte', other: 'noch # Karten' }],

  // The status line (short, so it never grows under a finger).
  ['Get ready!', '¡Prepárate!', 'Prépare-toi !', 'Mach dich bereit!'],
  ['A wrong card! Call it!', '¡Una carta equivocada! ¡Avisa!', 'Une mauvaise carte ! Signale-la !', 'Eine falsche Karte! Melde sie!'],
  ['Nobody can play: wait.', 'Nadie puede jugar: espera.', 'Personne ne peut jouer : attends.', 'Niemand kann spielen: Warte.'],
  ['Any card starts the line!', '¡Cualquier carta empieza la fila!', 'N’importe quelle carte commence la ligne !', 'Jede Karte fängt die Reihe an!'],
  ['Everyone at once: match two colours!', '¡Todos a la vez: junta dos colores!', 'Tous en même temps : assortis deux couleurs !', 'Alle gleichzeitig: Zwei Farben passend legen!'],

  // The line.
  ['The line', 'La fila', 'La ligne', 'Die Reihe'],
  ['The centre card, face down', 'La carta del centro, boca abajo', 'La carte du milieu, face cachée', 'Die Karte in der Mitte, verdeckt'],
  ['The line: # card|The line: # cards', { one: 'La fila: # carta', other: 'La fila: # cartas' }, { one: 'La ligne : # carte', other: 'La ligne : # cartes' }, { one: 'Die Reihe: # Karte', other: 'Die Reihe: # Karten' }],
  ['Left end', 'Extremo izquierdo', 'Bout gauche', 'Linkes Ende'],
  ['Right end', 'Extremo derecho', 'Bout droit', 'Rechtes Ende'],
  ['{0}: a wrong card lies here, laid by {1}', '{0}: aquí hay una carta equivocada, la puso {1}', '{0} : une mauvaise carte est ici, posée par {1}', '{0}: Hier liegt eine falsche Karte von {1}'],
  ['{0}: middle {1}, end {2}', '{0}: centro {1}, extremo {2}', '{0} : milieu {1}, bout {2}', '{0}: Mitte {1}, Ende {2}'],
  ['Wrong card?', '¿Carta equivocada?', 'Mauvaise carte ?', 'Falsche Karte?'],

  // The pads.
  ['{0}\'s hand', 'La mano de {0}', 'La main de {0}', 'Die Hand von {0}'],
  ['Your hand', 'Tu mano', 'Ta main', 'Deine Hand'],
  ['Key {0}', 'Tecla {0}', 'Touche {0}', 'Taste {0}'],
  ['Wrong card!', '¡Carta equivocada!', 'Mauvaise carte !', 'Falsche Karte!'],
  ['Wrong card! Call it (key {0})', '¡Carta equivocada! Avisa (tecla {0})', 'Mauvaise carte ! Signale-la (touche {0})', 'Falsche Karte! Melde sie (Taste {0})'],
  ['Wrong card! Call it', '¡Carta equivocada! Avisa', 'Mauvaise carte ! Signale-la', 'Falsche Karte! Melde sie'],
  ['Play {0} on the left', 'Jugar {0} a la izquierda', 'Jouer {0} à gauche', '{0} links anlegen'],
  ['Play {0} on the right', 'Jugar {0} a la derecha', 'Jouer {0} à droite', '{0} rechts anlegen'],
  ['Start the line with {0}', 'Empezar la fila con {0}', 'Commencer la ligne avec {0}', 'Die Reihe mit {0} anfangen'],

  // The rules in short.
  ['Goal: be the first down to one card.', 'Objetivo: ser el primero en quedarse con una sola carta.', 'But : être le premier à n’avoir plus qu’une carte.', 'Ziel: Als Erstes nur noch eine Karte haben.'],
  [
    'There are no turns: everyone plays at once, as fast as they can. You hold five cards; after each card you play you take another from your own pile.',
    'No hay turnos: todos juegan a la vez, lo más rápido que pueden. Tienes cinco cartas; después de cada carta que juegas, tomas otra de tu propio montón.',
    'Il n’y a pas de tours : tout le monde joue en même temps, le plus vite possible. Tu as cinq cartes ; après chaque carte jouée, tu en prends une autre de ta pioche.',
    'Es gibt keine Runden: Alle spielen gleichzeitig, so schnell sie können. Du hast fünf Karten; nach jeder gelegten Karte nimmst du eine neue von deinem Stapel.',
  ],
  [
    'Each card has three sections. Lay a card at the left or right end of the line: it covers the end card\'s middle and outer end, and both must match. Turn your card round if that helps. The line only grows outward.',
    'Cada carta tiene tres partes. Pon una carta en el extremo izquierdo o derecho de la fila: tapa el centro y el extremo de fuera de la última carta, y los dos tienen que coincidir. Gira tu carta si te ayuda. La fila solo crece hacia fuera.',
    'Chaque carte a trois parties. Pose une carte au bout gauche ou droit de la ligne : elle couvre le milieu et le bout extérieur de la dernière carte, et les deux doivent aller ensemble. Retourne ta carte si ça aide. La ligne ne grandit que vers l’extérieur.',
    'Jede Karte hat drei Felder. Leg eine Karte an das linke oder rechte Ende der Reihe: Sie bedeckt die Mitte und das äußere Ende der letzten Karte, und beide müssen passen. Dreh deine Karte um, wenn das hilft. Die Reihe wächst nur nach außen.',
  ],
  ['A section with two colours matches either colour; a rainbow section matches any colour.', 'Una parte con dos colores vale por cualquiera de los dos; una parte arcoíris vale por cualquier color.', 'Une partie à deux couleurs va avec l’une ou l’autre ; une partie arc-en-ciel va avec toutes les couleurs.', 'Ein Feld mit zwei Farben passt zu beiden Farben; ein Regenbogenfeld passt zu jeder Farbe.'],
  ['If nobody can play, the last card played is taken away, and play goes on.', 'Si nadie puede jugar, se quita la última carta jugada y se sigue jugando.', 'Si personne ne peut jouer, la dernière carte jouée est retirée, et on continue.', 'Wenn niemand spielen kann, wird die zuletzt gelegte Karte weggenommen, und es geht weiter.'],
  [
    'Spot a wrong card? Press “Wrong card!” (or your key) before it stays: it goes back to the player who laid it.',
    '¿Ves una carta equivocada? Pulsa «¡Carta equivocada!» (o tu tecla) antes de que se quede: vuelve al jugador que la puso.',
    'Tu vois une mauvaise carte ? Appuie sur « Mauvaise carte ! » (ou ta touche) avant qu’elle reste : elle retourne au joueur qui l’a posée.',
    'Siehst du eine falsche Karte? Drück „Falsche Karte!“ (oder deine Taste), bevor sie liegen bleibt: Sie geht zurück an den, der sie gelegt hat.',
  ],
  ['Colours', 'Colores', 'Couleurs', 'Farben'],
  ['Rainbow: matches any colour.', 'Arcoíris: vale por cualquier color.', 'Arc-en-ciel : va avec toutes les couleurs.', 'Regenbogen: passt zu jeder Farbe.'],
];

/** The table's own texts in every language but English. */
export const tableTranslations: TranslationSet = translationRows(ROWS);
