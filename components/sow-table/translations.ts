import { translationRows, type TranslationRow as Row } from '../../src/i18n/rows.js';
import type { TranslationSet } from '../../src/i18n/index.js';

/**
 * The SOW table's own texts — labels, buttons, the turn hints, the panels' summaries and the Rules
 * dialog — in Spanish, French and German (English is each text's key). Card and colour names come
 * from the rules' translations (machines/sow/translations.ts), written so that they fit every
 * sentence here without agreeing with it.
 */
const ROWS: readonly Row[] = [
  // Cards, as a screen reader names them.
  ['the Windmill (clockwise)', 'el Molino (sentido horario)', 'le Moulin (sens horaire)', 'die Windmühle (im Uhrzeigersinn)'],
  ['the Windmill (counter-clockwise)', 'el Molino (sentido antihorario)', 'le Moulin (sens antihoraire)', 'die Windmühle (gegen den Uhrzeigersinn)'],
  ['the Gopher (Watering Can below)', 'el Topo (con la Regadera debajo)', 'la Taupe (l’Arrosoir dessous)', 'die Wühlmaus (darunter die Gießkanne)'],
  ['the Watering Can (Gopher below)', 'la Regadera (con el Topo debajo)', 'l’Arrosoir (la Taupe dessous)', 'die Gießkanne (darunter die Wühlmaus)'],

  // Scores.
  ['Points', 'Puntos', 'Points', 'Punkte'],
  // The score breakdown: flowers with the favourite colour in the centre (3 points each), on the petals (2), the others (1).
  ['Centre ×3', 'Centro ×3', 'Cœur ×3', 'Mitte ×3'],
  ['Petals ×2', 'Pétalos ×2', 'Pétales ×2', 'Außen ×2'],
  ['Others ×1', 'Otras ×1', 'Autres ×1', 'Andere ×1'],
  // What just happened, when the move's words end with an exclamation of their own.
  ['{0} {1}', '{0} {1}', '{0} {1}', '{0} {1}'],
  ['# flower|# flowers', { one: '# flor', other: '# flores' }, { one: '# fleur', other: '# fleurs' }, { one: '# Blume', other: '# Blumen' }],
  ['# pt|# pts', { one: '# pto', other: '# ptos' }, { one: '# pt', other: '# pts' }, { one: '# Pkt.', other: '# Pkt.' }],
  ['# point|# points', { one: '# punto', other: '# puntos' }, { one: '# point', other: '# points' }, { one: '# Punkt', other: '# Punkte' }],
  ['{0} · {1} (favourite {2} {3})', '{0} · {1} (favorito: {2} {3})', '{0} · {1} (préférée : {2} {3})', '{0} · {1} (Lieblingsfarbe {2} {3})'],

  // Turn hints.
  ['Take a row of 2 or more cards; you will sow them clockwise ↻.', 'Toma una fila de 2 o más cartas; las sembrarás en sentido horario ↻.', 'Prends une rangée de 2 cartes ou plus ; tu les sèmeras dans le sens horaire ↻.', 'Nimm eine Reihe mit 2 oder mehr Karten; du säst sie im Uhrzeigersinn ↻.'],
  ['Take a row of 2 or more cards; you will sow them counter-clockwise ↺.', 'Toma una fila de 2 o más cartas; las sembrarás en sentido antihorario ↺.', 'Prends une rangée de 2 cartes ou plus ; tu les sèmeras dans le sens antihoraire ↺.', 'Nimm eine Reihe mit 2 oder mehr Karten; du säst sie gegen den Uhrzeigersinn ↺.'],
  ['Choose the card to sow into row {0}.', 'Elige la carta que siembras en la fila {0}.', 'Choisis la carte à semer dans la rangée {0}.', 'Wähle die Karte, die du in Reihe {0} säst.'],
  ['Two cards left: choose which one is sown last.', 'Quedan dos cartas: elige cuál se siembra la última.', 'Il reste deux cartes : choisis laquelle est semée en dernier.', 'Noch zwei Karten: Wähle, welche zuletzt gesät wird.'],
  ['Your last card is a Flower under a wheelbarrow: choose one of its colours.', 'Tu última carta es una flor bajo una carretilla: elige uno de sus colores.', 'Ta dernière carte est une fleur sous une brouette : choisis l’une de ses couleurs.', 'Deine letzte Karte ist eine Blume unter einer Schubkarre: Wähle eine ihrer Farben.'],
  ['The garden cards met: choose a garden action, or let it go.', 'Las cartas de jardín se han encontrado: elige una acción de jardín o déjala pasar.', 'Les cartes jardin se sont rencontrées : choisis une action de jardin, ou renonces-y.', 'Die Gartenkarten haben sich getroffen: Wähle eine Gartenaktion oder verzichte darauf.'],

  // The Rules dialog.
  ['Goal', 'Objetivo', 'But', 'Ziel'],
  [
    'the prettiest bouquet. Your wheelbarrow hides your secret favourite colour.',
    'el ramo más bonito. Tu carretilla esconde tu color favorito secreto.',
    'le plus beau bouquet. Ta brouette cache ta couleur préférée secrète.',
    'der schönste Strauß. Deine Schubkarre verbirgt deine geheime Lieblingsfarbe.',
  ],
  [
    'take all the cards of one row that holds 2 or more cards (never just 1).',
    'toma todas las cartas de una fila que tenga 2 o más cartas (nunca solo 1).',
    'prends toutes les cartes d’une rangée qui en a 2 ou plus (jamais une seule).',
    'Nimm alle Karten einer Reihe, in der 2 oder mehr Karten liegen (nie nur 1).',
  ],
  ['Sowing', 'Siembra', 'Semis', 'Säen'],
  [
    'sow them, in the order you choose, one card per row (empty rows too), starting with the next row in the Windmill\'s direction (clockwise ↻ or counter-clockwise ↺). Cards keep their side up.',
    'siémbralas en el orden que quieras, una carta por fila (también en las vacías), empezando por la fila siguiente en la dirección del Molino (sentido horario ↻ o antihorario ↺). Las cartas no se dan la vuelta.',
    'sème-les dans l’ordre de ton choix, une carte par rangée (les vides aussi), en commençant par la rangée suivante dans le sens du Moulin (horaire ↻ ou antihoraire ↺). Les cartes gardent leur face visible.',
    'Säe sie in beliebiger Reihenfolge, eine Karte pro Reihe (auch in leere Reihen), beginnend mit der nächsten Reihe in Richtung der Windmühle (im Uhrzeigersinn ↻ oder gegen den Uhrzeigersinn ↺). Die Karten behalten ihre Seite.',
  ],
  ['Last card Seeds', 'Última carta: semillas', 'Dernière carte : des graines', 'Letzte Karte: Samen'],
  [
    'it blooms into its Flower, and so do all other Seeds of its colour in that row.',
    'se da la vuelta y brota su flor, y lo mismo pasa con todas las demás semillas de su color en esa fila.',
    'elle se retourne et sa fleur éclot, de même que toutes les autres graines de sa couleur dans cette rangée.',
    'Sie blüht auf und wird zur Blume, ebenso alle anderen Samen ihrer Farbe in dieser Reihe.',
  ],
  ['Last card a Flower in a row under a wheelbarrow', 'Última carta: una flor en una fila bajo una carretilla', 'Dernière carte : une fleur dans une rangée sous une brouette', 'Letzte Karte: eine Blume in einer Reihe unter einer Schubkarre'],
  [
    'choose one of its two colours; every Flower in that row with that colour goes to the bouquet of that wheelbarrow\'s controller.',
    'elige uno de sus dos colores; todas las flores de esa fila con ese color van al ramo de quien controla esa carretilla.',
    'choisis l’une de ses deux couleurs ; toutes les fleurs de cette rangée qui ont cette couleur vont dans le bouquet de qui contrôle cette brouette.',
    'Wähle eine ihrer beiden Farben; jede Blume dieser Reihe mit dieser Farbe kommt in den Strauß dessen, der diese Schubkarre steuert.',
  ],
  ['Controllers', 'Quién controla', 'Qui contrôle', 'Wer steuert'],
  [
    'with 4 players, your own wheelbarrow; with 3, yours, and the empty one while it is your turn; with 2, the one in front of you and the one to your right.',
    'con 4 jugadores, tu propia carretilla; con 3, la tuya y, mientras es tu turno, la vacía; con 2, la que tienes delante y la de tu derecha.',
    'à 4 joueurs, ta propre brouette ; à 3, la tienne, et la vide pendant ton tour ; à 2, celle qui est devant toi et celle à ta droite.',
    'Bei 4 Personen deine eigene Schubkarre; bei 3 deine und, während du dran bist, die leere; bei 2 die vor dir und die rechts von dir.',
  ],
  ['Garden cards', 'Cartas de jardín', 'Cartes jardin', 'Gartenkarten'],
  [
    'if you sow a garden card into the row holding the other one, you may use one of the face-up actions, then flip that card: the Windmill reverses the direction; the Gopher removes every Flower of one row from the game; the Watering Can puts one Flower of any row in your bouquet.',
    'si siembras una carta de jardín en la fila donde está la otra, puedes usar una de las acciones boca arriba y luego dar la vuelta a esa carta: el Molino invierte la dirección; el Topo saca del juego todas las flores de una fila; la Regadera pone en tu ramo una flor de cualquier fila.',
    'si tu sèmes une carte jardin dans la rangée où se trouve l’autre, tu peux utiliser une des actions visibles, puis retourner cette carte : le Moulin inverse le sens ; la Taupe retire du jeu toutes les fleurs d’une rangée ; l’Arrosoir met dans ton bouquet une fleur de n’importe quelle rangée.',
    'Säst du eine Gartenkarte in die Reihe, in der die andere liegt, darfst du eine der offenen Aktionen nutzen und die Karte dann umdrehen: Die Windmühle kehrt die Richtung um; die Wühlmaus nimmt alle Blumen einer Reihe aus dem Spiel; die Gießkanne legt eine Blume aus einer beliebigen Reihe in deinen Strauß.',
  ],
  ['Scoring', 'Puntuación', 'Décompte', 'Wertung'],
  [
    'the game ends when every row holds 0 or 1 card. Each flower scores 3 with your favourite colour in the centre, 2 with it on the outer petals, 1 otherwise. Ties: most points from favourite-colour flowers.',
    'la partida termina cuando cada fila tiene 0 o 1 carta. Cada flor vale 3 si tu color favorito está en el centro, 2 si está en los pétalos de fuera y 1 si no. Empates: más puntos de flores con el color favorito.',
    'la partie se termine quand chaque rangée a 0 ou 1 carte. Chaque fleur rapporte 3 si ta couleur préférée est au cœur, 2 si elle est sur les pétales extérieurs, 1 sinon. Égalité : le plus de points des fleurs de la couleur préférée.',
    'Das Spiel endet, wenn in jeder Reihe 0 oder 1 Karte liegt. Jede Blume zählt 3, wenn deine Lieblingsfarbe in der Mitte ist, 2, wenn sie auf den äußeren Blütenblättern ist, sonst 1. Gleichstand: die meisten Punkte aus Blumen der Lieblingsfarbe.',
  ],
  ['Colours', 'Colores', 'Couleurs', 'Farben'],
  [
    'Each colour has its symbol and its pattern, on the Seeds, the petals and the centres:',
    'Cada color tiene su símbolo y su trama, en las semillas, los pétalos y los centros:',
    'Chaque couleur a son symbole et son motif, sur les graines, les pétales et les cœurs :',
    'Jede Farbe hat ihr Symbol und ihr Muster, auf den Samen, den Blütenblättern und den Mitten:',
  ],

  // The garden and its rows.
  ['The garden: {0} rows, sowing clockwise', 'El jardín: {0} filas, se siembra en sentido horario', 'Le jardin : {0} rangées, on sème dans le sens horaire', 'Der Garten: {0} Reihen, gesät wird im Uhrzeigersinn'],
  ['The garden: {0} rows, sowing counter-clockwise', 'El jardín: {0} filas, se siembra en sentido antihorario', 'Le jardin : {0} rangées, on sème dans le sens antihoraire', 'Der Garten: {0} Reihen, gesät wird gegen den Uhrzeigersinn'],
  ['diagonal row', 'fila diagonal', 'rangée diagonale', 'diagonale Reihe'],
  ['under {0}\'s wheelbarrow', 'bajo la carretilla de {0}', 'sous la brouette de {0}', 'unter der Schubkarre von {0}'],
  ['under the wheelbarrow {0} controls', 'bajo la carretilla que controla {0}', 'sous la brouette que contrôle {0}', 'unter der Schubkarre, die {0} steuert'],
  ['under the empty wheelbarrow, controlled by the active player', 'bajo la carretilla vacía, que controla quien tiene el turno', 'sous la brouette vide, que contrôle qui joue', 'unter der leeren Schubkarre, die steuert, wer am Zug ist'],
  ['active player', 'quien juega', 'qui joue', 'wer dran ist'],
  ['Row {0}, {1}: empty', 'Fila {0}, {1}: vacía', 'Rangée {0}, {1} : vide', 'Reihe {0}, {1}: leer'],
  ['Row {0}, {1}: {2}', 'Fila {0}, {1}: {2}', 'Rangée {0}, {1} : {2}', 'Reihe {0}, {1}: {2}'],
  ['Watering Can: pick the {0} from row {1} for your bouquet', 'Regadera: tomar la {0} de la fila {1} para tu ramo', 'Arrosoir : cueillir la {0} de la rangée {1} pour ton bouquet', 'Gießkanne: die {0} aus Reihe {1} für deinen Strauß pflücken'],
  ['next', 'siguiente', 'suivante', 'nächste'],
  ['Gopher', 'Topo', 'Taupe', 'Wühlmaus'],
  ['Gopher: remove every Flower of row {0} from the game ({1})', 'Topo: sacar del juego todas las flores de la fila {0} ({1})', 'Taupe : retirer du jeu toutes les fleurs de la rangée {0} ({1})', 'Wühlmaus: alle Blumen aus Reihe {0} aus dem Spiel nehmen ({1})'],
  [
    'Take the # card of row {0}|Take the # cards of row {0}',
    { one: 'Tomar # carta de la fila {0}', other: 'Tomar las # cartas de la fila {0}' },
    { one: 'Prendre # carte de la rangée {0}', other: 'Prendre les # cartes de la rangée {0}' },
    { one: '# Karte aus Reihe {0} nehmen', other: 'Die # Karten aus Reihe {0} nehmen' },
  ],

  // The wheelbarrows.
  ['nobody sits here', 'aquí no se sienta nadie', 'personne n’est assis ici', 'hier sitzt niemand'],
  ['{0}\'s', 'de {0}', 'à {0}', 'gehört {0}'],
  ['controlled by the active player', 'la controla quien tiene el turno', 'contrôlée par qui joue', 'gesteuert von der Person am Zug'],
  ['controlled by {0}', 'la controla {0}', 'contrôlée par {0}', 'gesteuert von {0}'],
  ['favourite colour {0}', 'color favorito: {0}', 'couleur préférée : {0}', 'Lieblingsfarbe {0}'],
  ['favourite colour secret', 'color favorito secreto', 'couleur préférée secrète', 'Lieblingsfarbe geheim'],
  ['Wheelbarrow {0}: {1}; {2}; {3}', 'Carretilla {0}: {1}; {2}; {3}', 'Brouette {0} : {1} ; {2} ; {3}', 'Schubkarre {0}: {1}; {2}; {3}'],
  ['Nobody', 'Nadie', 'Personne', 'Niemand'],
  ['for the active player', 'para quien tiene el turno', 'pour qui joue', 'für die Person am Zug'],
  ['for {0}', 'para {0}', 'pour {0}', 'für {0}'],

  // The middle: direction, the cards being sown, choices.
  ['Sowing clockwise', 'Se siembra en sentido horario', 'On sème dans le sens horaire', 'Gesät wird im Uhrzeigersinn'],
  ['Sowing counter-clockwise', 'Se siembra en sentido antihorario', 'On sème dans le sens antihoraire', 'Gesät wird gegen den Uhrzeigersinn'],
  ['clockwise', 'sentido horario', 'sens horaire', 'im Uhrzeigersinn'],
  ['counter-clockwise', 'sentido antihorario', 'sens antihoraire', 'gegen den Uhrzeigersinn'],
  ['Cards being sown from row {0}: {1}', 'Cartas que se siembran desde la fila {0}: {1}', 'Cartes semées depuis la rangée {0} : {1}', 'Karten aus Reihe {0}, die gesät werden: {1}'],
  ['Sow {0} into row {1}', 'Sembrar {0} en la fila {1}', 'Semer {0} dans la rangée {1}', 'In Reihe {1} säen: {0}'],
  [
    'Sow {0} last, into row {1} (the other card goes into row {2})',
    'Sembrar {0} la última, en la fila {1} (la otra carta va a la fila {2})',
    'Semer {0} en dernier, dans la rangée {1} (l’autre carte va dans la rangée {2})',
    'Zuletzt in Reihe {1} säen: {0} (die andere Karte kommt in Reihe {2})',
  ],
  ['last', 'última', 'dernière', 'zuletzt'],
  ['{0}: {1}', '{0}: {1}', '{0} : {1}', '{0}: {1}'],
  [
    'Choose {0}: # flower of row {1} goes to the bouquet of {2}|Choose {0}: # flowers of row {1} go to the bouquet of {2}',
    { one: 'Elegir {0}: # flor de la fila {1} va al ramo de {2}', other: 'Elegir {0}: # flores de la fila {1} van al ramo de {2}' },
    { one: 'Choisir {0} : # fleur de la rangée {1} va dans le bouquet de {2}', other: 'Choisir {0} : # fleurs de la rangée {1} vont dans le bouquet de {2}' },
    { one: '{0} wählen: # Blume aus Reihe {1} kommt in den Strauß von {2}', other: '{0} wählen: # Blumen aus Reihe {1} kommen in den Strauß von {2}' },
  ],
  ['Turn the Windmill', 'Girar el Molino', 'Tourner le Moulin', 'Windmühle drehen'],
  ['Turn the Windmill: sow counter-clockwise from now on', 'Girar el Molino: desde ahora, sembrar en sentido antihorario', 'Tourner le Moulin : désormais, semer dans le sens antihoraire', 'Windmühle drehen: ab jetzt gegen den Uhrzeigersinn säen'],
  ['Turn the Windmill: sow clockwise from now on', 'Girar el Molino: desde ahora, sembrar en sentido horario', 'Tourner le Moulin : désormais, semer dans le sens horaire', 'Windmühle drehen: ab jetzt im Uhrzeigersinn säen'],
  ['Gopher: pick a row', 'Topo: elige una fila', 'Taupe : choisis une rangée', 'Wühlmaus: Wähle eine Reihe'],
  ['Watering Can: pick a flower', 'Regadera: elige una flor', 'Arrosoir : choisis une fleur', 'Gießkanne: Wähle eine Blume'],
  ['Let it go', 'Dejarla pasar', 'Y renoncer', 'Verzichten'],
  ['Let it go: no garden action this turn', 'Dejarla pasar: sin acción de jardín este turno', 'Y renoncer : pas d’action de jardin ce tour-ci', 'Verzichten: keine Gartenaktion in diesem Zug'],

  // The bouquets.
  ['Bouquets', 'Ramos', 'Bouquets', 'Sträuße'],
  ['{0}\'s bouquet: {1}, {2}', 'Ramo de {0}: {1}, {2}', 'Bouquet de {0} : {1}, {2}', 'Strauß von {0}: {1}, {2}'],
  ['{0}\'s bouquet: {1}', 'Ramo de {0}: {1}', 'Bouquet de {0} : {1}', 'Strauß von {0}: {1}'],
  ['No flowers yet · wheelbarrow {0}', 'Aún no hay flores · carretilla {0}', 'Pas encore de fleurs · brouette {0}', 'Noch keine Blumen · Schubkarre {0}'],
  ['Removed by the Gopher: {0}', 'Sacadas por el Topo: {0}', 'Retirées par la Taupe : {0}', 'Von der Wühlmaus entfernt: {0}'],
  ['Eaten by the Gopher', 'Se las comió el Topo', 'Mangées par la Taupe', 'Von der Wühlmaus gefressen'],
];

/** The SOW table's texts in every language but English. */
export const tableTranslations: TranslationSet = translationRows(ROWS);
