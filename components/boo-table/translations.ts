import { translationRows, type TranslationRow as Row } from '../../src/i18n/rows.js';
import type { TranslationSet } from '../../src/i18n/index.js';

/**
 * The BOO table's own texts — how each card reads to a screen reader, labels, buttons, the turn
 * hints, the panels' summaries and the Rules dialog — in Spanish, French and German (English is
 * each text's key). How a card is held and where a ghost sits come from the rules' translations
 * (machines/boo/translations.ts).
 */
const ROWS: readonly Row[] = [
  // What a card shows, square by square.
  ['black ghost looking up', 'fantasma negro mirando hacia arriba', 'fantôme noir tourné vers le haut', 'schwarzer Geist mit Blick nach oben'],
  ['black ghost looking down', 'fantasma negro mirando hacia abajo', 'fantôme noir tourné vers le bas', 'schwarzer Geist mit Blick nach unten'],
  ['black ghost looking left', 'fantasma negro mirando hacia la izquierda', 'fantôme noir tourné vers la gauche', 'schwarzer Geist mit Blick nach links'],
  ['black ghost looking right', 'fantasma negro mirando hacia la derecha', 'fantôme noir tourné vers la droite', 'schwarzer Geist mit Blick nach rechts'],
  ['white ghost looking up', 'fantasma blanco mirando hacia arriba', 'fantôme blanc tourné vers le haut', 'weißer Geist mit Blick nach oben'],
  ['white ghost looking down', 'fantasma blanco mirando hacia abajo', 'fantôme blanc tourné vers le bas', 'weißer Geist mit Blick nach unten'],
  ['white ghost looking left', 'fantasma blanco mirando hacia la izquierda', 'fantôme blanc tourné vers la gauche', 'weißer Geist mit Blick nach links'],
  ['white ghost looking right', 'fantasma blanco mirando hacia la derecha', 'fantôme blanc tourné vers la droite', 'weißer Geist mit Blick nach rechts'],
  ['empty square', 'casilla vacía', 'case vide', 'leeres Feld'],
  ['tombstone', 'lápida', 'pierre tombale', 'Grabstein'],
  ['left {0}', 'izquierda: {0}', 'gauche : {0}', 'links: {0}'],
  ['middle {0}', 'centro: {0}', 'milieu : {0}', 'Mitte: {0}'],
  ['right {0}', 'derecha: {0}', 'droite : {0}', 'rechts: {0}'],
  ['top {0}', 'arriba: {0}', 'haut : {0}', 'oben: {0}'],
  ['bottom {0}', 'abajo: {0}', 'bas : {0}', 'unten: {0}'],
  ['green-lined gate card', 'carta de la Puerta con borde verde', 'carte de la Porte à bord vert', 'Torkarte mit grünem Rand'],
  ['black-lined card', 'carta con borde negro', 'carte à bord noir', 'Karte mit schwarzem Rand'],
  ['white-lined card', 'carta con borde blanco', 'carte à bord blanc', 'Karte mit weißem Rand'],
  ['{0}, lying across: {1}', '{0}, en horizontal: {1}', '{0}, à l’horizontale : {1}', '{0}, quer: {1}'],
  ['{0}, standing up: {1}', '{0}, en vertical: {1}', '{0}, à la verticale : {1}', '{0}, hochkant: {1}'],

  // Scores.
  ['Ghosts', 'Fantasmas', 'Fantômes', 'Geister'],
  ['black · # ghost showing|black · # ghosts showing', { one: 'negro · # fantasma a la vista', other: 'negro · # fantasmas a la vista' }, { one: 'noir · # fantôme visible', other: 'noir · # fantômes visibles' }, { one: 'Schwarz · # Geist sichtbar', other: 'Schwarz · # Geister sichtbar' }],
  ['white · # ghost showing|white · # ghosts showing', { one: 'blanco · # fantasma a la vista', other: 'blanco · # fantasmas a la vista' }, { one: 'blanc · # fantôme visible', other: 'blanc · # fantômes visibles' }, { one: 'Weiß · # Geist sichtbar', other: 'Weiß · # Geister sichtbar' }],

  // Turn hints.
  ['Choose which side of your card is up and how it is turned.', 'Elige qué cara de tu carta va arriba y cómo la giras.', 'Choisis la face visible de ta carte et comment la tourner.', 'Wähle, welche Seite deiner Karte oben ist und wie du sie drehst.'],
  [
    'Lay your card: pick a marked square for its middle (undo to hold it another way).',
    'Pon tu carta: elige una casilla marcada para su centro (deshaz para sostenerla de otra manera).',
    'Pose ta carte : choisis une case marquée pour son milieu (annule pour la tenir autrement).',
    'Leg deine Karte: Wähle ein markiertes Feld für ihre Mitte (mach es rückgängig, um sie anders zu halten).',
  ],
  ['Several ghosts can scare: choose which one scares next.', 'Varios fantasmas pueden asustar: elige cuál asusta ahora.', 'Plusieurs fantômes peuvent faire peur : choisis lequel fait peur maintenant.', 'Mehrere Geister können erschrecken: Wähle, welcher als Nächstes erschreckt.'],
  ['Waiting for the other player.', 'Esperando al otro jugador.', 'On attend l’autre joueur.', 'Warten auf die andere Person.'],

  // The Rules dialog.
  ['Goal', 'Objetivo', 'But', 'Ziel'],
  [
    'show as many ghosts of your colour (black or white) as possible when all cards are laid.',
    'que se vean tantos fantasmas de tu color (negro o blanco) como sea posible cuando estén puestas todas las cartas.',
    'montrer le plus possible de fantômes de ta couleur (noir ou blanc) quand toutes les cartes sont posées.',
    'Wenn alle Karten liegen, sollen so viele Geister deiner Farbe (Schwarz oder Weiß) wie möglich zu sehen sein.',
  ],
  ['The gate', 'La Puerta', 'La Porte', 'Das Tor'],
  [
    'the six green Graveyard Gate cards start in the middle. Each player has 12 cards; the card in hand and the top card of each deck are open to everyone.',
    'las seis cartas verdes de la Puerta del Cementerio empiezan en el centro. Cada jugador tiene 12 cartas; la carta de la mano y la de arriba de cada mazo están a la vista de todos.',
    'les six cartes vertes de la Porte du Cimetière commencent au milieu. Chaque joueur a 12 cartes ; la carte en main et celle du dessus de chaque pioche sont visibles de tous.',
    'Die sechs grünen Karten des Friedhofstors liegen zu Beginn in der Mitte. Alle haben 12 Karten; die Karte auf der Hand und die oberste Karte jedes Stapels sehen alle.',
  ],
  [
    'lay your card in the graveyard, either side up, lying across or standing up. At least one square must touch a square side of a card already there, and it must never cover a card.',
    'pon tu carta en el cementerio, con cualquiera de sus caras arriba, en horizontal o en vertical. Al menos una casilla debe tocar el lado de una casilla de una carta que ya esté allí, y nunca puede tapar una carta.',
    'pose ta carte dans le cimetière, sur l’une ou l’autre face, à l’horizontale ou à la verticale. Au moins une case doit toucher le côté d’une case d’une carte déjà posée, et elle ne doit jamais recouvrir une carte.',
    'Leg deine Karte auf den Friedhof, mit einer beliebigen Seite nach oben, quer oder hochkant. Mindestens ein Feld muss die Seite eines Feldes einer Karte berühren, die schon dort liegt, und sie darf nie eine Karte verdecken.',
  ],
  ['Scares', 'Sustos', 'Frayeurs', 'Schrecken'],
  [
    'then every ghost on the card you laid scares: it looks the way it faces (the arrow), through empty squares, gaps and ghosts of its own colour, to the first tombstone or ghost of the other colour. A ghost of the other colour that is not looking straight back is scared: its card flips over in place — its ghosts change colour and look the other way.',
    'luego cada fantasma de la carta que pusiste asusta: mira hacia donde está girado (la flecha), a través de casillas vacías, huecos y fantasmas de su color, hasta la primera lápida o el primer fantasma del otro color. Un fantasma del otro color que no le devuelve la mirada se asusta: su carta se da la vuelta en su sitio, y sus fantasmas cambian de color y miran hacia el otro lado.',
    'ensuite, chaque fantôme de la carte que tu as posée fait peur : il regarde dans sa direction (la flèche), à travers les cases vides, les trous et les fantômes de sa couleur, jusqu’à la première pierre tombale ou au premier fantôme de l’autre couleur. Un fantôme de l’autre couleur qui ne le regarde pas droit dans les yeux a peur : sa carte se retourne sur place, ses fantômes changent de couleur et regardent de l’autre côté.',
    'Dann erschreckt jeder Geist auf der Karte, die du gelegt hast: Er schaut in seine Richtung (der Pfeil), durch leere Felder, Lücken und Geister seiner Farbe hindurch, bis zum ersten Grabstein oder Geist der anderen Farbe. Ein Geist der anderen Farbe, der nicht genau zurückschaut, erschrickt: Seine Karte wird an Ort und Stelle umgedreht – ihre Geister wechseln die Farbe und schauen in die andere Richtung.',
  ],
  ['Every scare', 'Todos los sustos', 'Toutes les frayeurs', 'Jeder Schreck'],
  [
    'every possible scare must happen, including scares by ghosts of your opponent\'s colour on your card. When several ghosts can scare, you choose the order; a ghost whose view opens up after a flip must scare too. Each ghost scares at most once.',
    'todo susto posible tiene que ocurrir, también los de fantasmas del color de tu rival que estén en tu carta. Cuando varios fantasmas pueden asustar, tú eliges el orden; un fantasma que vuelve a ver después de una vuelta también tiene que asustar. Cada fantasma asusta como mucho una vez.',
    'toutes les frayeurs possibles doivent avoir lieu, même celles des fantômes de la couleur de ton adversaire sur ta carte. Quand plusieurs fantômes peuvent faire peur, tu choisis l’ordre ; un fantôme dont la vue se dégage après un retournement doit faire peur aussi. Chaque fantôme fait peur une fois au plus.',
    'Jeder mögliche Schreck muss passieren, auch durch Geister in der Farbe deines Gegenübers auf deiner Karte. Wenn mehrere Geister erschrecken können, wählst du die Reihenfolge; ein Geist, der nach einem Umdrehen wieder freie Sicht hat, muss auch erschrecken. Jeder Geist erschreckt höchstens einmal.',
  ],
  ['The end', 'El final', 'La fin', 'Das Ende'],
  [
    'draw your next card. When both players have laid all 12 cards, count the ghosts of your colour showing in the whole graveyard: most wins; a tie goes to the start player (black).',
    'roba tu siguiente carta. Cuando los dos jugadores han puesto sus 12 cartas, contad los fantasmas de vuestro color que se ven en todo el cementerio: gana quien tenga más; en caso de empate gana quien empezó (negro).',
    'pioche ta carte suivante. Quand les deux joueurs ont posé leurs 12 cartes, comptez les fantômes de votre couleur visibles dans tout le cimetière : le plus grand nombre gagne ; en cas d’égalité, c’est le premier joueur (noir) qui gagne.',
    'Zieh deine nächste Karte. Wenn beide alle 12 Karten gelegt haben, zählt ihr die sichtbaren Geister eurer Farbe auf dem ganzen Friedhof: Die meisten gewinnen; bei Gleichstand gewinnt, wer angefangen hat (Schwarz).',
  ],

  // The trays.
  ['Hands and decks', 'Manos y mazos', 'Mains et pioches', 'Hände und Stapel'],
  [
    '{0} (black): one card in hand, # card in the deck|{0} (black): one card in hand, # cards in the deck',
    { one: '{0} (negro): una carta en la mano, # carta en el mazo', other: '{0} (negro): una carta en la mano, # cartas en el mazo' },
    { one: '{0} (noir) : une carte en main, # carte dans la pioche', other: '{0} (noir) : une carte en main, # cartes dans la pioche' },
    { one: '{0} (Schwarz): eine Karte auf der Hand, # Karte im Stapel', other: '{0} (Schwarz): eine Karte auf der Hand, # Karten im Stapel' },
  ],
  [
    '{0} (black): no card in hand, # card in the deck|{0} (black): no card in hand, # cards in the deck',
    { one: '{0} (negro): ninguna carta en la mano, # carta en el mazo', other: '{0} (negro): ninguna carta en la mano, # cartas en el mazo' },
    { one: '{0} (noir) : aucune carte en main, # carte dans la pioche', other: '{0} (noir) : aucune carte en main, # cartes dans la pioche' },
    { one: '{0} (Schwarz): keine Karte auf der Hand, # Karte im Stapel', other: '{0} (Schwarz): keine Karte auf der Hand, # Karten im Stapel' },
  ],
  [
    '{0} (white): one card in hand, # card in the deck|{0} (white): one card in hand, # cards in the deck',
    { one: '{0} (blanco): una carta en la mano, # carta en el mazo', other: '{0} (blanco): una carta en la mano, # cartas en el mazo' },
    { one: '{0} (blanc) : une carte en main, # carte dans la pioche', other: '{0} (blanc) : une carte en main, # cartes dans la pioche' },
    { one: '{0} (Weiß): eine Karte auf der Hand, # Karte im Stapel', other: '{0} (Weiß): eine Karte auf der Hand, # Karten im Stapel' },
  ],
  [
    '{0} (white): no card in hand, # card in the deck|{0} (white): no card in hand, # cards in the deck',
    { one: '{0} (blanco): ninguna carta en la mano, # carta en el mazo', other: '{0} (blanco): ninguna carta en la mano, # cartas en el mazo' },
    { one: '{0} (blanc) : aucune carte en main, # carte dans la pioche', other: '{0} (blanc) : aucune carte en main, # cartes dans la pioche' },
    { one: '{0} (Weiß): keine Karte auf der Hand, # Karte im Stapel', other: '{0} (Weiß): keine Karte auf der Hand, # Karten im Stapel' },
  ],
  ['Hand', 'Mano', 'Main', 'Hand'],
  ['Held {0}: {1}', 'Sostenida {0}: {1}', 'Tenue {0} : {1}', 'Gehalten {0}: {1}'],
  ['front: {0}', 'anverso: {0}', 'recto : {0}', 'Vorderseite: {0}'],
  ['back: {0}', 'reverso: {0}', 'verso : {0}', 'Rückseite: {0}'],
  ['Deck {0}', 'Mazo {0}', 'Pioche {0}', 'Stapel {0}'],
  ['Top of the deck: {0}', 'Carta de arriba del mazo: {0}', 'Dessus de la pioche : {0}', 'Oben auf dem Stapel: {0}'],
  ['empty', 'vacío', 'vide', 'leer'],
  ['Hold your card', 'Sostén tu carta', 'Tiens ta carte', 'Halte deine Karte'],
  ['Hold the card {0}: {1}', 'Sostener la carta {0}: {1}', 'Tenir la carte {0} : {1}', 'Karte {0} halten: {1}'],

  // The graveyard.
  ['The graveyard', 'El cementerio', 'Le cimetière', 'Der Friedhof'],
  ['Active card (laid last), flipped this turn — {0}; at column {1}, row {2}', 'Carta activa (la última puesta), volteada en este turno: {0}; en la columna {1}, fila {2}', 'Carte active (posée en dernier), retournée à ce tour : {0} ; en colonne {1}, ligne {2}', 'Aktive Karte (zuletzt gelegt), in diesem Zug umgedreht – {0}; auf Spalte {1}, Zeile {2}'],
  ['Active card (laid last) — {0}; at column {1}, row {2}', 'Carta activa (la última puesta): {0}; en la columna {1}, fila {2}', 'Carte active (posée en dernier) : {0} ; en colonne {1}, ligne {2}', 'Aktive Karte (zuletzt gelegt) – {0}; auf Spalte {1}, Zeile {2}'],
  ['Flipped this turn — {0}; at column {1}, row {2}', 'Volteada en este turno: {0}; en la columna {1}, fila {2}', 'Retournée à ce tour : {0} ; en colonne {1}, ligne {2}', 'In diesem Zug umgedreht – {0}; auf Spalte {1}, Zeile {2}'],
  ['{0}; at column {1}, row {2}', '{0}; en la columna {1}, fila {2}', '{0} ; en colonne {1}, ligne {2}', '{0}; auf Spalte {1}, Zeile {2}'],
  ['Lay the card {0} with its middle at column {1}, row {2}', 'Poner la carta {0} con su centro en la columna {1}, fila {2}', 'Poser la carte {0}, son milieu en colonne {1}, ligne {2}', 'Karte {0} legen, mit der Mitte auf Spalte {1}, Zeile {2}'],
  ['Boo! Let the black ghost {0} scare the ghost at column {1}, row {2}', '¡Bu! Hacer que el fantasma negro {0} asuste al fantasma de la columna {1}, fila {2}', 'Bouh ! Laisser le fantôme noir {0} faire peur au fantôme en colonne {1}, ligne {2}', 'Buh! Den schwarzen Geist {0} den Geist auf Spalte {1}, Zeile {2} erschrecken lassen'],
  ['Boo! Let the white ghost {0} scare the ghost at column {1}, row {2}', '¡Bu! Hacer que el fantasma blanco {0} asuste al fantasma de la columna {1}, fila {2}', 'Bouh ! Laisser le fantôme blanc {0} faire peur au fantôme en colonne {1}, ligne {2}', 'Buh! Den weißen Geist {0} den Geist auf Spalte {1}, Zeile {2} erschrecken lassen'],
  // What just happened: every scare of the turn, and the ghosts showing.
  ["Boo! {0}'s black ghost at column {1}, row {2} scared {3}'s white ghost at column {4}, row {5}: its card flipped over.", '¡Bu! El fantasma negro de {0} en la columna {1}, fila {2} asustó al fantasma blanco de {3} en la columna {4}, fila {5}: su carta se dio la vuelta.', 'Bouh ! Le fantôme noir de {0} en colonne {1}, ligne {2} a fait peur au fantôme blanc de {3} en colonne {4}, ligne {5} : sa carte s’est retournée.', 'Buh! Der schwarze Geist von {0} auf Spalte {1}, Zeile {2} hat den weißen Geist von {3} auf Spalte {4}, Zeile {5} erschreckt: Seine Karte wurde umgedreht.'],
  ["Boo! {0}'s white ghost at column {1}, row {2} scared {3}'s black ghost at column {4}, row {5}: its card flipped over.", '¡Bu! El fantasma blanco de {0} en la columna {1}, fila {2} asustó al fantasma negro de {3} en la columna {4}, fila {5}: su carta se dio la vuelta.', 'Bouh ! Le fantôme blanc de {0} en colonne {1}, ligne {2} a fait peur au fantôme noir de {3} en colonne {4}, ligne {5} : sa carte s’est retournée.', 'Buh! Der weiße Geist von {0} auf Spalte {1}, Zeile {2} hat den schwarzen Geist von {3} auf Spalte {4}, Zeile {5} erschreckt: Seine Karte wurde umgedreht.'],
  ['Ghosts showing: {0} {1}, {2} {3}.', 'Fantasmas a la vista: {0} {1}, {2} {3}.', 'Fantômes visibles : {0} {1}, {2} {3}.', 'Sichtbare Geister: {0} {1}, {2} {3}.'],
  ['Boo!', '¡Bu!', 'Bouh !', 'Buh!'],
];

/** The BOO table's texts in every language but English. */
export const tableTranslations: TranslationSet = translationRows(ROWS);
