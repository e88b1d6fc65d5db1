/**
 * The texts of <hisss-table> itself (labels, hints, the rules in short) in Spanish, French and
 * German, written for children to read; the rules' texts (card names, the move log) are in
 * machines/hisss/translations.ts. English is each text's key.
 */
import type { TranslationSet } from '../../src/i18n/index.js';
import { translationRows, type TranslationRow as Row } from '../../src/i18n/rows.js';

const ROWS: readonly Row[] = [
  // Counts.
  ['# card|# cards', { one: '# carta', other: '# cartas' }, { one: '# carte', other: '# cartes' }, { one: '# Karte', other: '# Karten' }],
  ['# snake|# snakes', { one: '# serpiente', other: '# serpientes' }, { one: '# serpent', other: '# serpents' }, { one: '# Schlange', other: '# Schlangen' }],
  ['Cards', 'Cartas', 'Cartes', 'Karten'],
  ['Longest snake', 'Serpiente más larga', 'Plus long serpent', 'Längste Schlange'],

  // What to do now.
  ['Pick any card from the fan.', 'Elige cualquier carta del abanico.', 'Prends n’importe quelle carte de l’éventail.', 'Nimm irgendeine Karte aus dem Fächer.'],
  ['Your {0} matches no snake: start a new snake with it.', 'Tu {0} no encaja en ninguna serpiente: empieza una serpiente nueva con ella.', 'Ta {0} ne va sur aucun serpent : commence un nouveau serpent avec elle.', 'Deine Karte „{0}“ passt an keine Schlange: Fang mit ihr eine neue Schlange an.'],
  ['Lay your {0} on a glowing spot where the colours match.', 'Pon tu {0} en un sitio que brilla, donde los colores coinciden.', 'Pose ta {0} sur une place qui brille, là où les couleurs vont ensemble.', 'Leg deine Karte „{0}“ an eine leuchtende Stelle, wo die Farben passen.'],

  // The fan and the drawn card.
  [
    'The fan: # face-down card|The fan: # face-down cards',
    { one: 'El abanico: # carta boca abajo', other: 'El abanico: # cartas boca abajo' },
    { one: 'L’éventail : # carte face cachée', other: 'L’éventail : # cartes face cachée' },
    { one: 'Der Fächer: # verdeckte Karte', other: 'Der Fächer: # verdeckte Karten' },
  ],
  ['Draw card {0} of {1}', 'Sacar la carta {0} de {1}', 'Piocher la carte {0} sur {1}', 'Karte {0} von {1} ziehen'],
  ['The fan is empty', 'El abanico está vacío', 'L’éventail est vide', 'Der Fächer ist leer'],
  ['Pick a card!', '¡Elige una carta!', 'Choisis une carte !', 'Nimm eine Karte!'],
  ['{0} picks a card', '{0} elige una carta', '{0} choisit une carte', '{0} nimmt eine Karte'],

  // The snakes in the middle.
  ['Snakes in the middle', 'Serpientes del medio', 'Serpents au milieu', 'Schlangen in der Mitte'],
  ['Snake {0}: {1}, {2}, {3}', 'Serpiente {0}: {1}, {2}, {3}', 'Serpent {0} : {1}, {2}, {3}', 'Schlange {0}: {1}, {2}, {3}'],
  ['has its head', 'ya tiene cabeza', 'a sa tête', 'hat ihren Kopf'],
  ['has its tail', 'ya tiene cola', 'a sa queue', 'hat ihren Schwanz'],
  ['front end {0}', 'delante: {0}', 'devant : {0}', 'vorne {0}'],
  ['back end {0}', 'detrás: {0}', 'derrière : {0}', 'hinten {0}'],
  ['Lay the {0} at the head end of snake {1}', 'Pon la {0} delante de la serpiente {1}', 'Poser la {0} devant le serpent {1}', 'Die Karte „{0}“ vorne an Schlange {1} legen'],
  ['Lay the {0} at the tail end of snake {1}', 'Pon la {0} detrás de la serpiente {1}', 'Poser la {0} derrière le serpent {1}', 'Die Karte „{0}“ hinten an Schlange {1} legen'],
  ['Lay the {0} at the front end of snake {1}, turning the snake round', 'Pon la {0} delante de la serpiente {1} y dale la vuelta a la serpiente', 'Poser la {0} devant le serpent {1}, en retournant le serpent', 'Die Karte „{0}“ vorne an Schlange {1} legen und die Schlange umdrehen'],
  ['Lay the {0} at the back end of snake {1}, turning the snake round', 'Pon la {0} detrás de la serpiente {1} y dale la vuelta a la serpiente', 'Poser la {0} derrière le serpent {1}, en retournant le serpent', 'Die Karte „{0}“ hinten an Schlange {1} legen und die Schlange umdrehen'],
  ['{0}, {1} side out', '{0}, con el lado {1} hacia fuera', '{0}, côté {1} vers l’extérieur', '{0}, mit {1} nach außen'],
  ['{0} and win the snake — Hisss!', '{0} y gana la serpiente: ¡Hisss!', '{0}, et gagner le serpent : Hisss !', '{0} und die Schlange gewinnen – Hisss!'],
  ['Join two snakes', 'Unir dos serpientes', 'Relier deux serpents', 'Zwei Schlangen verbinden'],
  ['Join two snakes into one giant snake!', '¡Une dos serpientes en una serpiente gigante!', 'Relie deux serpents en un serpent géant !', 'Verbinde zwei Schlangen zu einer Riesenschlange!'],
  ['Join snake {0} and snake {1}', 'Unir la serpiente {0} y la serpiente {1}', 'Relier le serpent {0} et le serpent {1}', 'Schlange {0} und Schlange {1} verbinden'],
  [
    '{0} with the {1}, {2} side to snake {3} — Hisss!',
    '{0} con la {1}, con el lado {2} hacia la serpiente {3}: ¡Hisss!',
    '{0} avec la {1}, côté {2} vers le serpent {3} : Hisss !',
    '{0}: mit der Karte „{1}“, {2} zu Schlange {3} – Hisss!',
  ],
  ['Start a new snake', 'Empezar una serpiente nueva', 'Commencer un nouveau serpent', 'Neue Schlange anfangen'],
  ['Start a new snake with the {0}', 'Empieza una serpiente nueva con la {0}', 'Commencer un nouveau serpent avec la {0}', 'Mit der Karte „{0}“ eine neue Schlange anfangen'],

  // The snake pits and the celebration.
  ['Snake pits', 'Fosos de serpientes', 'Fosses aux serpents', 'Schlangengruben'],
  ['{0}\'s snake pit: {1}, {2}', 'Foso de serpientes de {0}: {1}, {2}', 'Fosse aux serpents de {0} : {1}, {2}', 'Schlangengrube von {0}: {1}, {2}'],
  ['No snakes yet', 'Aún no hay serpientes', 'Pas encore de serpent', 'Noch keine Schlangen'],
  ['Hisss!', '¡Hisss!', 'Hisss !', 'Hisss!'],
  ['{0} won a snake', '{0} ganó una serpiente', '{0} a gagné un serpent', '{0} hat eine Schlange gewonnen'],
  [
    '{0} won a snake of # card — Hisss!|{0} won a snake of # cards — Hisss!',
    { one: '{0} ganó una serpiente de # carta: ¡Hisss!', other: '{0} ganó una serpiente de # cartas: ¡Hisss!' },
    { one: '{0} a gagné un serpent de # carte : Hisss !', other: '{0} a gagné un serpent de # cartes : Hisss !' },
    { one: '{0} hat eine Schlange aus # Karte gewonnen – Hisss!', other: '{0} hat eine Schlange aus # Karten gewonnen – Hisss!' },
  ],

  // The rules in short.
  ['Goal: collect the most snake cards in your snake pit.', 'Objetivo: junta el mayor número de cartas de serpiente en tu foso de serpientes.', 'But du jeu : avoir le plus de cartes serpent dans ta fosse aux serpents.', 'Ziel: Sammle die meisten Schlangenkarten in deiner Schlangengrube.'],
  [
    'On your turn, pick any card from the face-down fan and turn it over.',
    'En tu turno, elige cualquier carta del abanico boca abajo y dale la vuelta.',
    'À ton tour, prends n’importe quelle carte dans l’éventail face cachée et retourne-la.',
    'Wenn du dran bist, nimm irgendeine Karte aus dem verdeckten Fächer und dreh sie um.',
  ],
  [
    'If one of its colours matches an open end of a snake in the middle, lay it there with the matching colours touching. You must, if it fits somewhere. Every colour has its own symbol and pattern (see below).',
    'Si uno de sus colores coincide con una punta libre de una serpiente del medio, ponla ahí, con los colores iguales tocándose. Si cabe en algún sitio, tienes que ponerla. Cada color tiene su propio símbolo y su propio dibujo (mira abajo).',
    'Si une de ses couleurs va avec un bout libre d’un serpent du milieu, pose-la là, les couleurs pareilles l’une contre l’autre. Si elle va quelque part, tu dois la poser. Chaque couleur a son symbole et son motif (regarde en bas).',
    'Wenn eine ihrer Farben zu einem offenen Ende einer Schlange in der Mitte passt, leg sie dort an, gleiche Farben aneinander. Wenn sie irgendwo passt, musst du sie anlegen. Jede Farbe hat ihr eigenes Zeichen und Muster (siehe unten).',
  ],
  [
    'Heads and tails go next to a middle piece. A snake with no head or tail yet can take a head or a tail at either end where the colour matches: the snake turns round. Once it has a head or a tail, heads go at the front end and tails at the back end. The rainbow head and tail are wild: they match any colour.',
    'Las cabezas y las colas van junto a una pieza del medio. Una serpiente que aún no tiene cabeza ni cola puede recibir una cabeza o una cola en cualquier punta donde coincida el color: la serpiente se da la vuelta. Cuando ya tiene cabeza o cola, las cabezas van delante y las colas detrás. La cabeza y la cola arcoíris son comodines: valen para cualquier color.',
    'Les têtes et les queues se posent à côté d’une pièce du milieu. Un serpent qui n’a pas encore de tête ni de queue peut recevoir une tête ou une queue à n’importe quel bout où la couleur va : le serpent se retourne. Dès qu’il a une tête ou une queue, les têtes vont devant et les queues derrière. La tête et la queue arc-en-ciel sont des jokers : elles vont avec toutes les couleurs.',
    'Köpfe und Schwänze kommen an ein Mittelstück. Eine Schlange ohne Kopf und ohne Schwanz kann an jedem Ende, dessen Farbe passt, einen Kopf oder einen Schwanz bekommen: Die Schlange dreht sich um. Sobald sie einen Kopf oder einen Schwanz hat, kommen Köpfe nach vorne und Schwänze nach hinten. Regenbogenkopf und Regenbogenschwanz sind Joker: Sie passen zu jeder Farbe.',
  ],
  [
    'A snake with a head, at least one middle piece and a tail is finished: say “Hisss!” and put it in your snake pit.',
    'Una serpiente con cabeza, al menos una pieza del medio y cola está terminada: di «¡Hisss!» y ponla en tu foso de serpientes.',
    'Un serpent avec une tête, au moins une pièce du milieu et une queue est fini : dis « Hisss ! » et mets-le dans ta fosse aux serpents.',
    'Eine Schlange mit Kopf, mindestens einem Mittelstück und Schwanz ist fertig: Sag „Hisss!“ und leg sie in deine Schlangengrube.',
  ],
  [
    'A middle piece whose colours match the open ends of two snakes — one with a head, one with a tail — joins them into one giant snake, and you win it.',
    'Una pieza del medio cuyos colores coinciden con las puntas libres de dos serpientes (una con cabeza y otra con cola) las une en una serpiente gigante, ¡y la ganas!',
    'Une pièce du milieu dont les couleurs vont avec les bouts libres de deux serpents (l’un avec une tête, l’autre avec une queue) les relie en un serpent géant, et tu le gagnes.',
    'Ein Mittelstück, dessen Farben zu den offenen Enden von zwei Schlangen passen (eine mit Kopf, eine mit Schwanz), verbindet sie zu einer Riesenschlange, und du gewinnst sie.',
  ],
  ['If your card matches nothing, start a new snake with it.', 'Si tu carta no encaja en ningún sitio, empieza una serpiente nueva con ella.', 'Si ta carte ne va nulle part, commence un nouveau serpent avec elle.', 'Wenn deine Karte nirgends passt, fang mit ihr eine neue Schlange an.'],
  [
    'When the fan is empty, count the cards in your pit. Most cards wins; on a tie, the longest snake wins. Unfinished snakes stay in the middle.',
    'Cuando el abanico se quede vacío, cuenta las cartas de tu foso. Gana quien tenga más cartas; si hay empate, gana la serpiente más larga. Las serpientes sin terminar se quedan en el medio.',
    'Quand l’éventail est vide, compte les cartes de ta fosse. Le plus de cartes gagne ; en cas d’égalité, le plus long serpent gagne. Les serpents pas finis restent au milieu.',
    'Wenn der Fächer leer ist, zähl die Karten in deiner Grube. Wer die meisten Karten hat, gewinnt; bei Gleichstand gewinnt die längste Schlange. Unfertige Schlangen bleiben in der Mitte.',
  ],
  ['Colours', 'Colores', 'Couleurs', 'Farben'],
  [
    '{0}: the wild head and tail, with a star of every colour; they match any colour.',
    '{0}: la cabeza y la cola comodín, con una estrella de todos los colores; valen para cualquier color.',
    '{0} : la tête et la queue jokers, avec une étoile de toutes les couleurs ; elles vont avec toutes les couleurs.',
    '{0}: Kopf und Schwanz als Joker, mit einem Stern in allen Farben; sie passen zu jeder Farbe.',
  ],
];

/** The table's own texts in every language but English. */
export const tableTranslations: TranslationSet = translationRows(ROWS);
