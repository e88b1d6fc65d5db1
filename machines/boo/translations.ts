/**
 * BOO's rules texts (move log, refusals, phases, results, colour names) in Spanish, French and
 * German, for families and classes: "tú" / "tu" / "du". English is each text's key.
 *
 * Every scare is said in words, a whole sentence for each outcome (a ghost scared by itself, more
 * scares that followed, several ghosts left to choose from), so no part of a sentence is glued to
 * another. Where a ghost sits on a card and how a card is held are whole phrases that fit any
 * sentence they stand in ("de la izquierda de la carta" · "à gauche de la carte" · "links auf der
 * Karte").
 */
import type { TranslationSet } from '../../src/i18n/index.js';
import { translationRows, type TranslationRow } from '../../src/i18n/rows.js';

/** One text: its English key, then Spanish, French and German (plural texts: their forms). */
type Row = TranslationRow;

const ROWS: readonly Row[] = [
  // Colours.
  ['black', 'negro', 'noir', 'Schwarz'],
  ['white', 'blanco', 'blanc', 'Weiß'],

  // How a card is held and where a ghost sits on it.
  ['front up, lying across', 'con el anverso arriba, en horizontal', 'recto visible, à l’horizontale', 'mit der Vorderseite nach oben, quer'],
  ['front up, standing up', 'con el anverso arriba, en vertical', 'recto visible, à la verticale', 'mit der Vorderseite nach oben, hochkant'],
  ['front up, lying across, turned round', 'con el anverso arriba, en horizontal y girada media vuelta', 'recto visible, à l’horizontale et tournée d’un demi-tour', 'mit der Vorderseite nach oben, quer und andersherum'],
  ['front up, standing up, turned round', 'con el anverso arriba, en vertical y girada media vuelta', 'recto visible, à la verticale et tournée d’un demi-tour', 'mit der Vorderseite nach oben, hochkant und andersherum'],
  ['back up, lying across', 'con el reverso arriba, en horizontal', 'verso visible, à l’horizontale', 'mit der Rückseite nach oben, quer'],
  ['back up, standing up', 'con el reverso arriba, en vertical', 'verso visible, à la verticale', 'mit der Rückseite nach oben, hochkant'],
  ['back up, lying across, turned round', 'con el reverso arriba, en horizontal y girada media vuelta', 'verso visible, à l’horizontale et tournée d’un demi-tour', 'mit der Rückseite nach oben, quer und andersherum'],
  ['back up, standing up, turned round', 'con el reverso arriba, en vertical y girada media vuelta', 'verso visible, à la verticale et tournée d’un demi-tour', 'mit der Rückseite nach oben, hochkant und andersherum'],
  ['lying across', 'en horizontal', 'à l’horizontale', 'quer'],
  ['standing up', 'en vertical', 'à la verticale', 'hochkant'],
  ['in the middle of the card', 'del centro de la carta', 'au milieu de la carte', 'in der Mitte der Karte'],
  ['at the left of the card', 'de la izquierda de la carta', 'à gauche de la carte', 'links auf der Karte'],
  ['at the right of the card', 'de la derecha de la carta', 'à droite de la carte', 'rechts auf der Karte'],
  ['at the top of the card', 'de la parte de arriba de la carta', 'en haut de la carte', 'oben auf der Karte'],
  ['at the bottom of the card', 'de la parte de abajo de la carta', 'en bas de la carte', 'unten auf der Karte'],

  // Why a move is refused.
  ['A card must never cover another card: that spot is taken.', 'Una carta nunca puede tapar otra: ese sitio está ocupado.', 'Une carte ne doit jamais en recouvrir une autre : cette place est prise.', 'Eine Karte darf nie eine andere verdecken: Der Platz ist besetzt.'],
  [
    'The card must touch the square side of a card already in the graveyard.',
    'La carta debe tocar el lado de una casilla de una carta que ya esté en el cementerio.',
    'La carte doit toucher le côté d’une case d’une carte déjà dans le cimetière.',
    'Die Karte muss die Seite eines Feldes einer Karte berühren, die schon auf dem Friedhof liegt.',
  ],
  ['You have no card in hand.', 'No tienes ninguna carta en la mano.', 'Tu n’as pas de carte en main.', 'Du hast keine Karte auf der Hand.'],
  [
    'You already hold your card: lay it in the graveyard (or undo to turn it another way).',
    'Ya sostienes tu carta: ponla en el cementerio (o deshaz para girarla de otra manera).',
    'Tu tiens déjà ta carte : pose-la dans le cimetière (ou annule pour la tourner autrement).',
    'Du hältst deine Karte schon: Leg sie auf den Friedhof (oder mach es rückgängig, um sie anders zu drehen).',
  ],
  ['Say how the card is turned: rot 0, 1, 2 or 3 quarter turns.', 'Di cómo está girada la carta: rot 0, 1, 2 o 3 cuartos de vuelta.', 'Dis comment la carte est tournée : rot 0, 1, 2 ou 3 quarts de tour.', 'Sag, wie die Karte gedreht ist: rot 0, 1, 2 oder 3 Vierteldrehungen.'],
  ['Say which side is up: side 0 (front) or 1 (back).', 'Di qué cara está arriba: side 0 (anverso) o 1 (reverso).', 'Dis quelle face est visible : side 0 (recto) ou 1 (verso).', 'Sag, welche Seite oben ist: side 0 (Vorderseite) oder 1 (Rückseite).'],
  ['Choose which side is up and how the card is turned first.', 'Primero elige qué cara va arriba y cómo está girada la carta.', 'Choisis d’abord la face visible et le sens de la carte.', 'Wähle zuerst, welche Seite oben ist und wie die Karte gedreht ist.'],
  ['Give the cell for the card as whole numbers x and y.', 'Indica la casilla de la carta con números enteros x e y.', 'Donne la case de la carte en nombres entiers x et y.', 'Gib das Feld für die Karte als ganze Zahlen x und y an.'],
  ['Name the scaring ghost by its cell on the active card: 0, 1 or 2.', 'Indica el fantasma que asusta por su casilla en la carta activa: 0, 1 o 2.', 'Indique le fantôme qui fait peur par sa case sur la carte active : 0, 1 ou 2.', 'Nenn den Geist, der erschreckt, mit seinem Feld auf der aktiven Karte: 0, 1 oder 2.'],
  [
    'That ghost of the active card has already scared, or there is no ghost there.',
    'Ese fantasma de la carta activa ya ha asustado, o ahí no hay ningún fantasma.',
    'Ce fantôme de la carte active a déjà fait peur, ou il n’y a pas de fantôme là.',
    'Dieser Geist der aktiven Karte hat schon erschreckt, oder dort ist kein Geist.',
  ],
  ['That ghost sees no ghost it can scare right now.', 'Ese fantasma no ve ahora ningún fantasma al que pueda asustar.', 'Ce fantôme ne voit pour l’instant aucun fantôme à qui faire peur.', 'Dieser Geist sieht gerade keinen Geist, den er erschrecken kann.'],

  // The move log ("Ana held the card …").
  ['held the card {0}', 'sostuvo la carta {0}', 'a tenu la carte {0}', 'hat die Karte {0} gehalten'],
  ['laid a card {0} at column {1}, row {2}', 'puso una carta {0} en la columna {1}, fila {2}', 'a posé une carte {0} en colonne {1}, ligne {2}', 'hat eine Karte {0} auf Spalte {1}, Zeile {2} gelegt'],
  [
    'laid a card {0} at column {1}, row {2} — several ghosts can scare, so the order is chosen',
    'puso una carta {0} en la columna {1}, fila {2}: varios fantasmas pueden asustar, así que se elige el orden',
    'a posé une carte {0} en colonne {1}, ligne {2} : plusieurs fantômes peuvent faire peur, il faut choisir l’ordre',
    'hat eine Karte {0} auf Spalte {1}, Zeile {2} gelegt – mehrere Geister können erschrecken, also wird die Reihenfolge gewählt',
  ],
  [
    'laid a card {0} at column {1}, row {2} — # scare: # card flipped over|laid a card {0} at column {1}, row {2} — # scares: # cards flipped over',
    { one: 'puso una carta {0} en la columna {1}, fila {2}: # susto, # carta volteada', other: 'puso una carta {0} en la columna {1}, fila {2}: # sustos, # cartas volteadas' },
    { one: 'a posé une carte {0} en colonne {1}, ligne {2} : # fantôme a fait peur, # carte retournée', other: 'a posé une carte {0} en colonne {1}, ligne {2} : # fantômes ont fait peur, # cartes retournées' },
    { one: 'hat eine Karte {0} auf Spalte {1}, Zeile {2} gelegt – # Geist hat erschreckt, # Karte umgedreht', other: 'hat eine Karte {0} auf Spalte {1}, Zeile {2} gelegt – # Geister haben erschreckt, # Karten umgedreht' },
  ],
  [
    'laid a card {0} at column {1}, row {2} — # scare: # card flipped over; several more ghosts can scare, so the order is chosen|laid a card {0} at column {1}, row {2} — # scares: # cards flipped over; several more ghosts can scare, so the order is chosen',
    {
      one: 'puso una carta {0} en la columna {1}, fila {2}: # susto, # carta volteada; varios fantasmas más pueden asustar, así que se elige el orden',
      other: 'puso una carta {0} en la columna {1}, fila {2}: # sustos, # cartas volteadas; varios fantasmas más pueden asustar, así que se elige el orden',
    },
    {
      one: 'a posé une carte {0} en colonne {1}, ligne {2} : # fantôme a fait peur, # carte retournée ; plusieurs autres peuvent faire peur, il faut choisir l’ordre',
      other: 'a posé une carte {0} en colonne {1}, ligne {2} : # fantômes ont fait peur, # cartes retournées ; plusieurs autres peuvent faire peur, il faut choisir l’ordre',
    },
    {
      one: 'hat eine Karte {0} auf Spalte {1}, Zeile {2} gelegt – # Geist hat erschreckt, # Karte umgedreht; mehrere weitere Geister können erschrecken, also wird die Reihenfolge gewählt',
      other: 'hat eine Karte {0} auf Spalte {1}, Zeile {2} gelegt – # Geister haben erschreckt, # Karten umgedreht; mehrere weitere Geister können erschrecken, also wird die Reihenfolge gewählt',
    },
  ],
  ['let the black ghost {0} scare a white ghost', 'hizo que el fantasma negro {0} asustara a un fantasma blanco', 'a laissé le fantôme noir {0} faire peur à un fantôme blanc', 'hat den schwarzen Geist {0} einen weißen Geist erschrecken lassen'],
  ['let the white ghost {0} scare a black ghost', 'hizo que el fantasma blanco {0} asustara a un fantasma negro', 'a laissé le fantôme blanc {0} faire peur à un fantôme noir', 'hat den weißen Geist {0} einen schwarzen Geist erschrecken lassen'],
  [
    'let the black ghost {0} scare a white ghost — several ghosts can still scare, so the order is chosen',
    'hizo que el fantasma negro {0} asustara a un fantasma blanco: varios fantasmas aún pueden asustar, así que se elige el orden',
    'a laissé le fantôme noir {0} faire peur à un fantôme blanc : plusieurs fantômes peuvent encore faire peur, il faut choisir l’ordre',
    'hat den schwarzen Geist {0} einen weißen Geist erschrecken lassen – mehrere Geister können noch erschrecken, also wird die Reihenfolge gewählt',
  ],
  [
    'let the white ghost {0} scare a black ghost — several ghosts can still scare, so the order is chosen',
    'hizo que el fantasma blanco {0} asustara a un fantasma negro: varios fantasmas aún pueden asustar, así que se elige el orden',
    'a laissé le fantôme blanc {0} faire peur à un fantôme noir : plusieurs fantômes peuvent encore faire peur, il faut choisir l’ordre',
    'hat den weißen Geist {0} einen schwarzen Geist erschrecken lassen – mehrere Geister können noch erschrecken, also wird die Reihenfolge gewählt',
  ],
  [
    'let the black ghost {0} scare a white ghost — then # more scare: # more card flipped over|let the black ghost {0} scare a white ghost — then # more scares: # more cards flipped over',
    { one: 'hizo que el fantasma negro {0} asustara a un fantasma blanco; luego, # susto más: # carta volteada más', other: 'hizo que el fantasma negro {0} asustara a un fantasma blanco; luego, # sustos más: # cartas volteadas más' },
    { one: 'a laissé le fantôme noir {0} faire peur à un fantôme blanc ; puis # autre fantôme a fait peur : # carte de plus retournée', other: 'a laissé le fantôme noir {0} faire peur à un fantôme blanc ; puis # autres fantômes ont fait peur : # cartes de plus retournées' },
    { one: 'hat den schwarzen Geist {0} einen weißen Geist erschrecken lassen – danach hat noch # Geist erschreckt: # weitere Karte umgedreht', other: 'hat den schwarzen Geist {0} einen weißen Geist erschrecken lassen – danach haben noch # Geister erschreckt: # weitere Karten umgedreht' },
  ],
  [
    'let the white ghost {0} scare a black ghost — then # more scare: # more card flipped over|let the white ghost {0} scare a black ghost — then # more scares: # more cards flipped over',
    { one: 'hizo que el fantasma blanco {0} asustara a un fantasma negro; luego, # susto más: # carta volteada más', other: 'hizo que el fantasma blanco {0} asustara a un fantasma negro; luego, # sustos más: # cartas volteadas más' },
    { one: 'a laissé le fantôme blanc {0} faire peur à un fantôme noir ; puis # autre fantôme a fait peur : # carte de plus retournée', other: 'a laissé le fantôme blanc {0} faire peur à un fantôme noir ; puis # autres fantômes ont fait peur : # cartes de plus retournées' },
    { one: 'hat den weißen Geist {0} einen schwarzen Geist erschrecken lassen – danach hat noch # Geist erschreckt: # weitere Karte umgedreht', other: 'hat den weißen Geist {0} einen schwarzen Geist erschrecken lassen – danach haben noch # Geister erschreckt: # weitere Karten umgedreht' },
  ],
  [
    'let the black ghost {0} scare a white ghost — then # more scare: # more card flipped over; several ghosts can still scare, so the order is chosen|let the black ghost {0} scare a white ghost — then # more scares: # more cards flipped over; several ghosts can still scare, so the order is chosen',
    {
      one: 'hizo que el fantasma negro {0} asustara a un fantasma blanco; luego, # susto más: # carta volteada más; varios fantasmas aún pueden asustar, así que se elige el orden',
      other: 'hizo que el fantasma negro {0} asustara a un fantasma blanco; luego, # sustos más: # cartas volteadas más; varios fantasmas aún pueden asustar, así que se elige el orden',
    },
    {
      one: 'a laissé le fantôme noir {0} faire peur à un fantôme blanc ; puis # autre fantôme a fait peur : # carte de plus retournée ; plusieurs fantômes peuvent encore faire peur, il faut choisir l’ordre',
      other: 'a laissé le fantôme noir {0} faire peur à un fantôme blanc ; puis # autres fantômes ont fait peur : # cartes de plus retournées ; plusieurs fantômes peuvent encore faire peur, il faut choisir l’ordre',
    },
    {
      one: 'hat den schwarzen Geist {0} einen weißen Geist erschrecken lassen – danach hat noch # Geist erschreckt: # weitere Karte umgedreht; mehrere Geister können noch erschrecken, also wird die Reihenfolge gewählt',
      other: 'hat den schwarzen Geist {0} einen weißen Geist erschrecken lassen – danach haben noch # Geister erschreckt: # weitere Karten umgedreht; mehrere Geister können noch erschrecken, also wird die Reihenfolge gewählt',
    },
  ],
  [
    'let the white ghost {0} scare a black ghost — then # more scare: # more card flipped over; several ghosts can still scare, so the order is chosen|let the white ghost {0} scare a black ghost — then # more scares: # more cards flipped over; several ghosts can still scare, so the order is chosen',
    {
      one: 'hizo que el fantasma blanco {0} asustara a un fantasma negro; luego, # susto más: # carta volteada más; varios fantasmas aún pueden asustar, así que se elige el orden',
      other: 'hizo que el fantasma blanco {0} asustara a un fantasma negro; luego, # sustos más: # cartas volteadas más; varios fantasmas aún pueden asustar, así que se elige el orden',
    },
    {
      one: 'a laissé le fantôme blanc {0} faire peur à un fantôme noir ; puis # autre fantôme a fait peur : # carte de plus retournée ; plusieurs fantômes peuvent encore faire peur, il faut choisir l’ordre',
      other: 'a laissé le fantôme blanc {0} faire peur à un fantôme noir ; puis # autres fantômes ont fait peur : # cartes de plus retournées ; plusieurs fantômes peuvent encore faire peur, il faut choisir l’ordre',
    },
    {
      one: 'hat den weißen Geist {0} einen schwarzen Geist erschrecken lassen – danach hat noch # Geist erschreckt: # weitere Karte umgedreht; mehrere Geister können noch erschrecken, also wird die Reihenfolge gewählt',
      other: 'hat den weißen Geist {0} einen schwarzen Geist erschrecken lassen – danach haben noch # Geister erschreckt: # weitere Karten umgedreht; mehrere Geister können noch erschrecken, also wird die Reihenfolge gewählt',
    },
  ],

  // Phases.
  ['Take turns', 'Por turnos', 'Chacun son tour', 'Abwechselnd'],
  ['Choose side and turn', 'Elige cara y giro', 'Choisis la face et le sens', 'Seite und Drehung wählen'],
  ['Lay the card', 'Pon la carta', 'Pose la carte', 'Karte legen'],
  ['Choose the next scare', 'Elige el siguiente susto', 'Choisis qui fait peur ensuite', 'Nächsten Schreck wählen'],
  ['Game over', 'Fin de la partida', 'Fin de la partie', 'Spielende'],

  // Results.
  ['Tied on ghosts: the player who took the first turn wins.', 'Empate en fantasmas: gana quien jugó el primer turno.', 'Égalité de fantômes : qui a joué le premier tour gagne.', 'Gleich viele Geister: Wer den ersten Zug hatte, gewinnt.'],
  ['Most ghosts showing: {0} black to {1} white.', 'Más fantasmas a la vista: {0} negros contra {1} blancos.', 'Le plus de fantômes visibles : {0} noirs contre {1} blancs.', 'Die meisten sichtbaren Geister: {0} schwarze gegen {1} weiße.'],
];



/** BOO's rules texts in every language but English. */
export const translations: TranslationSet = translationRows(ROWS);
