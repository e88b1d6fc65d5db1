/**
 * The texts of <finders-keepers-table> itself (labels, hints, the rules in short) in Spanish,
 * French and German, written for children to read or to hear read aloud; the rules' texts (object
 * names, the move log, refusals) are in machines/finders-keepers/translations.ts. English is each
 * text's key. Object names are quoted («gato», « chat », „Katze“) or follow a colon, as there.
 */
import type { TranslationSet } from '../../src/i18n/index.js';
import { translationRows, type TranslationRow as Row } from '../../src/i18n/rows.js';

const ROWS: readonly Row[] = [
  // Counts and scores.
  ['# kept|# kept', { one: '# guardada', other: '# guardadas' }, { one: '# gardée', other: '# gardées' }, { one: '# behalten', other: '# behalten' }],
  ['# to find|# to find', { one: 'falta #', other: 'faltan #' }, { one: '# à trouver', other: '# à trouver' }, { one: 'noch # zu finden', other: 'noch # zu finden' }],
  ['# tile|# tiles', { one: '# ficha', other: '# fichas' }, { one: '# tuile', other: '# tuiles' }, { one: '# Plättchen', other: '# Plättchen' }],
  ['# card|# cards', { one: '# carta', other: '# cartas' }, { one: '# carte', other: '# cartes' }, { one: '# Karte', other: '# Karten' }],
  ['Points', 'Puntos', 'Points', 'Punkte'],
  ['Cards', 'Cartas', 'Cartes', 'Karten'],
  ['With Seymour', 'Con Seymour', 'Avec Seymour', 'Mit Seymour'],
  ['Left to find', 'Por encontrar', 'À trouver', 'Noch zu finden'],

  // The status line.
  ['{0}\'s turn.', 'Turno de {0}.', 'C’est au tour de {0}.', '{0} ist dran.'],
  ['Your turn, {0}: play a tile that matches a card in the middle.', 'Te toca, {0}: juega una ficha que encaje con una carta del centro.', 'À toi, {0} : joue une tuile qui va avec une carte du milieu.', 'Du bist dran, {0}: Spiel ein Plättchen, das zu einer Karte in der Mitte passt.'],
  ['{0}: turn over a tile!', '{0}: ¡da la vuelta a una ficha!', '{0} : retourne une tuile !', '{0}: Dreh ein Plättchen um!'],
  ['{0} turns over a tile…', '{0} da la vuelta a una ficha…', '{0} retourne une tuile…', '{0} dreht ein Plättchen um…'],
  ['Everyone at once: find the {0} on your cards!', 'Todos a la vez: ¡busca «{0}» en tus cartas!', 'Tous en même temps : trouve « {0} » sur tes cartes !', 'Alle zugleich: Finde „{0}“ auf deinen Karten!'],
  ['Everyone at once: find Seymour on your cards!', 'Todos a la vez: ¡busca a Seymour en tus cartas!', 'Tous en même temps : trouve Seymour sur tes cartes !', 'Alle zugleich: Finde Seymour auf deinen Karten!'],

  // The table.
  ['Card: {0}', 'Carta: {0}', 'Carte : {0}', 'Karte: {0}'],
  ['Tile: {0}', 'Ficha: {0}', 'Tuile : {0}', 'Plättchen: {0}'],
  ['Find Me tiles', 'Fichas para buscar', 'Tuiles à trouver', 'Suchplättchen'],
  ['Find me!', '¡Búscame!', 'Trouve-moi !', 'Finde mich!'],
  ['Turn over a tile', 'Dar la vuelta a una ficha', 'Retourner une tuile', 'Ein Plättchen umdrehen'],
  ['The pile: # tile|The pile: # tiles', { one: 'El montón: # ficha', other: 'El montón: # fichas' }, { one: 'La pile : # tuile', other: 'La pile : # tuiles' }, { one: 'Der Stapel: # Plättchen', other: 'Der Stapel: # Plättchen' }],
  ['{0}\'s cards', 'Cartas de {0}', 'Cartes de {0}', 'Karten von {0}'],
  ['{0}\'s tiles', 'Fichas de {0}', 'Tuiles de {0}', 'Plättchen von {0}'],
  ['Done!', '¡Listo!', 'Fini !', 'Fertig!'],
  ['Done! {0} has finished looking', '¡Listo! {0} terminó de buscar', 'Fini ! {0} a fini de chercher', 'Fertig! {0} ist fertig mit Suchen'],
  ['Keepers pile: # card|Keepers pile: # cards', { one: 'Cartas guardadas: #', other: 'Cartas guardadas: #' }, { one: 'Cartes gardées : #', other: 'Cartes gardées : #' }, { one: 'Behaltene Karten: #', other: 'Behaltene Karten: #' }],
  ['Keepers pile: {0}, {1}', 'Cartas guardadas: {0}, {1}', 'Cartes gardées : {0}, {1}', 'Behaltene Karten: {0}, {1}'],
  ['All cards kept!', '¡Todas las cartas guardadas!', 'Toutes les cartes sont gardées !', 'Alle Karten behalten!'],
  ['The cards in the middle', 'Las cartas del centro', 'Les cartes du milieu', 'Die Karten in der Mitte'],
  ['# card left in the pile|# cards left in the pile', { one: 'Queda # carta en el montón', other: 'Quedan # cartas en el montón' }, { one: 'Il reste # carte dans la pile', other: 'Il reste # cartes dans la pile' }, { one: 'Noch # Karte im Stapel', other: 'Noch # Karten im Stapel' }],
  ['# tile face down|# tiles face down', { one: '# ficha boca abajo', other: '# fichas boca abajo' }, { one: '# tuile face cachée', other: '# tuiles face cachée' }, { one: '# Plättchen verdeckt', other: '# Plättchen verdeckt' }],
  ['No tiles left', 'No quedan fichas', 'Plus de tuiles', 'Keine Plättchen mehr'],
  ['Tile: {0} — take every card with it', 'Ficha: {0} — toma todas las cartas que la tienen', 'Tuile : {0} — prends toutes les cartes qui l’ont', 'Plättchen: {0} — nimm alle Karten damit'],
  ['Tile: Seymour — take every card with him', 'Ficha: Seymour — toma todas las cartas en las que está', 'Tuile : Seymour — prends toutes les cartes où il est', 'Plättchen: Seymour — nimm alle Karten mit ihm'],
  ['Pass', 'Pasar', 'Passer', 'Passen'],
  ['Pass (only when none of your tiles matches)', 'Pasar (solo si ninguna de tus fichas encaja)', 'Passer (seulement si aucune de tes tuiles ne va)', 'Passen (nur wenn keins deiner Plättchen passt)'],

  // The rules in short.
  ['Everyone gets 12 picture cards (10 with five or six players), face up.', 'Cada uno recibe 12 cartas con dibujos (10 si sois cinco o seis), boca arriba.', 'Chacun reçoit 12 cartes à images (10 à cinq ou six joueurs), face visible.', 'Alle bekommen 12 Bildkarten (10 bei fünf oder sechs Spielern), offen.'],
  ['On your turn, turn over the top tile of the pile.', 'En tu turno, da la vuelta a la ficha de arriba del montón.', 'À ton tour, retourne la tuile du dessus de la pile.', 'Wenn du dran bist, dreh das oberste Plättchen vom Stapel um.'],
  ['Everyone looks at their own cards at the same time. Tap every card that shows the object on the tile: you keep it. Look carefully: things may be upside down or hiding behind other things!', 'Todos miran sus propias cartas a la vez. Toca cada carta que muestra el objeto de la ficha: te la quedas. Mira bien: ¡las cosas pueden estar del revés o escondidas detrás de otras!', 'Tout le monde regarde ses cartes en même temps. Touche chaque carte qui montre l’objet de la tuile : tu la gardes. Regarde bien : les choses peuvent être à l’envers ou cachées derrière d’autres !', 'Alle schauen gleichzeitig ihre eigenen Karten an. Tipp jede Karte an, die den Gegenstand vom Plättchen zeigt: Du behältst sie. Schau genau hin: Dinge können auf dem Kopf stehen oder sich hinter anderen verstecken!'],
  ['If you tap a card without the object, the table tells you to look again. A card you miss stays for later. Tap the green tick when you are done.', 'Si tocas una carta sin el objeto, la mesa te dice que mires otra vez. Una carta que se te escapa se queda para después. Toca la marca verde cuando termines.', 'Si tu touches une carte sans l’objet, la table te dit de regarder encore. Une carte que tu rates reste pour plus tard. Touche la coche verte quand tu as fini.', 'Tippst du eine Karte ohne den Gegenstand an, sagt dir der Tisch: Schau noch mal. Eine Karte, die du übersiehst, bleibt für später liegen. Tipp auf den grünen Haken, wenn du fertig bist.'],
  ['Seymour hides on some cards. When his tile is turned over, keep every card where you find him.', 'Seymour se esconde en algunas cartas. Cuando sale su ficha, guarda cada carta en la que lo encuentres.', 'Seymour se cache sur certaines cartes. Quand sa tuile est retournée, garde chaque carte où tu le trouves.', 'Seymour versteckt sich auf manchen Karten. Wird sein Plättchen umgedreht, behalte jede Karte, auf der du ihn findest.'],
  ['When everyone is done, the next player turns over a tile. The first to keep all their cards wins; if several do in the same round, they all win.', 'Cuando todos terminan, el siguiente jugador da la vuelta a una ficha. Gana el primero que guarda todas sus cartas; si lo logran varios en la misma ronda, ganan todos.', 'Quand tout le monde a fini, le joueur suivant retourne une tuile. Le premier qui garde toutes ses cartes gagne ; si plusieurs y arrivent au même tour, ils gagnent tous.', 'Wenn alle fertig sind, dreht der nächste Spieler ein Plättchen um. Wer zuerst alle Karten behalten hat, gewinnt; schaffen es mehrere in derselben Runde, gewinnen alle.'],
  ['Nine cards lie in a 3 × 3 grid. Each player gets tiles (20 each with two players, 13 with three, 10 with four) and keeps three face up.', 'Nueve cartas forman una cuadrícula de 3 × 3. Cada jugador recibe fichas (20 cada uno si sois dos, 13 si sois tres, 10 si sois cuatro) y tiene tres boca arriba.', 'Neuf cartes forment une grille de 3 × 3. Chaque joueur reçoit des tuiles (20 chacun à deux, 13 à trois, 10 à quatre) et en garde trois face visible.', 'Neun Karten liegen in einem Raster von 3 × 3. Alle bekommen Plättchen (20 pro Kopf zu zweit, 13 zu dritt, 10 zu viert) und haben drei davon offen.'],
  ['On your turn, play one of your face-up tiles and take every card in the grid that shows its object. You must take cards if you can; if you cannot, pass.', 'En tu turno, juega una de tus fichas boca arriba y toma todas las cartas de la cuadrícula que muestran su objeto. Si puedes tomar cartas, debes hacerlo; si no, pasa.', 'À ton tour, joue une de tes tuiles visibles et prends toutes les cartes de la grille qui montrent son objet. Si tu peux prendre des cartes, tu dois ; sinon, passe.', 'Wenn du dran bist, spiel eines deiner offenen Plättchen und nimm alle Karten im Raster, die seinen Gegenstand zeigen. Wenn du Karten nehmen kannst, musst du; sonst passt du.'],
  ['A Seymour tile takes every card in the grid where Seymour hides. Cards with Seymour are worth double: try to collect them!', 'Una ficha de Seymour toma todas las cartas de la cuadrícula en las que se esconde Seymour. Las cartas con Seymour valen el doble: ¡intenta conseguirlas!', 'Une tuile Seymour prend toutes les cartes de la grille où Seymour se cache. Les cartes avec Seymour valent double : essaie de les gagner !', 'Ein Seymour-Plättchen nimmt alle Karten im Raster, auf denen sich Seymour versteckt. Karten mit Seymour zählen doppelt: Versuch, sie zu sammeln!'],
  ['Then turn up your next tile and fill the grid again from the pile.', 'Luego da la vuelta a tu siguiente ficha y vuelve a llenar la cuadrícula con cartas del montón.', 'Ensuite retourne ta tuile suivante et complète la grille avec la pile.', 'Dann dreh dein nächstes Plättchen um und füll das Raster vom Stapel wieder auf.'],
  ['When nobody can take a card any more, the game ends: 1 point a card, 2 for a card with Seymour. Most points wins.', 'Cuando nadie puede tomar más cartas, el juego termina: 1 punto por carta, 2 por una carta con Seymour. Gana quien tiene más puntos.', 'Quand plus personne ne peut prendre de carte, la partie est finie : 1 point par carte, 2 pour une carte avec Seymour. Le plus de points gagne.', 'Wenn niemand mehr eine Karte nehmen kann, ist das Spiel vorbei: 1 Punkt pro Karte, 2 für eine Karte mit Seymour. Die meisten Punkte gewinnen.'],

  // A `variant` attribute that names no game.
  ['variant must be "basic" or "expert", not "{0}"; playing Finders Keepers.', 'variant debe ser "basic" o "expert", no "{0}": se juega a Finders Keepers.', 'variant doit valoir "basic" ou "expert", pas "{0}" : on joue à Finders Keepers.', 'variant muss "basic" oder "expert" sein, nicht „{0}“; gespielt wird Finders Keepers.'],
];

export const tableTranslations: TranslationSet = translationRows(ROWS);
