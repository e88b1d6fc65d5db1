/**
 * Finders Keepers' rules texts (move log, refusals, phases, results, object names) in Spanish,
 * French and German, written for children to read, or for a grown-up to read aloud: short
 * sentences, "tú" / "tu" / "du". English is each text's key.
 *
 * Object names are bare nouns ("cat" · "gato" · "chat" · "Katze"). Sentences never put an article
 * in front of a name: they quote it («gato», « chat », „Katze“) or name it after a colon, so no
 * language has to make an article agree with a noun it does not know.
 */
import type { TranslationSet } from '../../src/i18n/index.js';
import { translationRows, type TranslationRow } from '../../src/i18n/rows.js';

const ROWS: readonly TranslationRow[] = [
  // The objects and Seymour.
  ['apple', 'manzana', 'pomme', 'Apfel'],
  ['ball', 'pelota', 'ballon', 'Ball'],
  ['balloon', 'globo', 'ballon de baudruche', 'Luftballon'],
  ['banana', 'plátano', 'banane', 'Banane'],
  ['bell', 'campana', 'cloche', 'Glocke'],
  ['boat', 'barco', 'bateau', 'Boot'],
  ['book', 'libro', 'livre', 'Buch'],
  ['butterfly', 'mariposa', 'papillon', 'Schmetterling'],
  ['car', 'coche', 'voiture', 'Auto'],
  ['carrot', 'zanahoria', 'carotte', 'Karotte'],
  ['cat', 'gato', 'chat', 'Katze'],
  ['clock', 'reloj', 'horloge', 'Uhr'],
  ['crown', 'corona', 'couronne', 'Krone'],
  ['cup', 'taza', 'tasse', 'Tasse'],
  ['duck', 'pato', 'canard', 'Ente'],
  ['fish', 'pez', 'poisson', 'Fisch'],
  ['flower', 'flor', 'fleur', 'Blume'],
  ['glasses', 'gafas', 'lunettes', 'Brille'],
  ['hat', 'sombrero', 'chapeau', 'Hut'],
  ['heart', 'corazón', 'cœur', 'Herz'],
  ['house', 'casa', 'maison', 'Haus'],
  ['ice cream', 'helado', 'glace', 'Eis'],
  ['key', 'llave', 'clé', 'Schlüssel'],
  ['kite', 'cometa', 'cerf-volant', 'Drachen'],
  ['leaf', 'hoja', 'feuille', 'Blatt'],
  ['moon', 'luna', 'lune', 'Mond'],
  ['mushroom', 'seta', 'champignon', 'Pilz'],
  ['pencil', 'lápiz', 'crayon', 'Bleistift'],
  ['rocket', 'cohete', 'fusée', 'Rakete'],
  ['scissors', 'tijeras', 'ciseaux', 'Schere'],
  ['snail', 'caracol', 'escargot', 'Schnecke'],
  ['star', 'estrella', 'étoile', 'Stern'],
  ['sun', 'sol', 'soleil', 'Sonne'],
  ['tree', 'árbol', 'arbre', 'Baum'],
  ['umbrella', 'paraguas', 'parapluie', 'Regenschirm'],
  ['anchor', 'ancla', 'ancre', 'Anker'],
  ['Seymour', 'Seymour', 'Seymour', 'Seymour'],

  // Options.
  ['Game', 'Juego', 'Jeu', 'Spiel'],
  ['Finders Keepers (ages 4 and up, 2–6 players)', 'Finders Keepers (desde 4 años, 2–6 jugadores)', 'Finders Keepers (dès 4 ans, 2 à 6 joueurs)', 'Finders Keepers (ab 4 Jahren, 2–6 Spieler)'],
  ['Expert Finders Keepers (ages 8 and up, 2–4 players)', 'Finders Keepers para expertos (desde 8 años, 2–4 jugadores)', 'Finders Keepers expert (dès 8 ans, 2 à 4 joueurs)', 'Finders Keepers für Profis (ab 8 Jahren, 2–4 Spieler)'],

  // Phases and the chart.
  ['Deal', 'Reparto', 'Distribution', 'Austeilen'],
  ['Finders Keepers', 'Finders Keepers', 'Finders Keepers', 'Finders Keepers'],
  ['Expert Finders Keepers', 'Finders Keepers para expertos', 'Finders Keepers expert', 'Finders Keepers für Profis'],
  ['Reveal a Find Me tile', 'Dar la vuelta a una ficha', 'Retourner une tuile', 'Ein Suchplättchen umdrehen'],
  ['Everyone looks for it', 'Todos lo buscan', 'Tout le monde cherche', 'Alle suchen'],
  ['Game over', 'Fin del juego', 'Partie terminée', 'Spiel vorbei'],
  ['expert', 'expertos', 'expert', 'Profis'],
  ['basic', 'básico', 'simple', 'einfach'],
  ['tile revealed', 'ficha a la vista', 'tuile retournée', 'Plättchen umgedreht'],
  ['all cards kept', 'todas las cartas guardadas', 'toutes les cartes gardées', 'alle Karten behalten'],
  ['all done', 'todos terminan', 'tout le monde a fini', 'alle fertig'],
  ['nothing to capture', 'nada que tomar', 'plus rien à prendre', 'nichts mehr zu nehmen'],

  // The move log.
  ['turned over the tile: {0}', 'dio la vuelta a la ficha: {0}', 'a retourné la tuile : {0}', 'hat das Plättchen umgedreht: {0}'],
  ['shuffled the used tiles into a new pile and turned over the tile: {0}', 'barajó las fichas usadas en un montón nuevo y dio la vuelta a la ficha: {0}', 'a mélangé les tuiles jouées en une nouvelle pile et a retourné la tuile : {0}', 'hat die benutzten Plättchen zu einem neuen Stapel gemischt und das Plättchen umgedreht: {0}'],
  ['found the {0} and kept the card', 'encontró «{0}» y se quedó la carta', 'a trouvé « {0} » et garde la carte', 'hat „{0}“ gefunden und behält die Karte'],
  ['found Seymour and kept the card', 'encontró a Seymour y se quedó la carta', 'a trouvé Seymour et garde la carte', 'hat Seymour gefunden und behält die Karte'],
  ['is done looking', 'terminó de buscar', 'a fini de chercher', 'ist fertig mit Suchen'],
  ['Time is up: the search is over.', 'Se acabó el tiempo: la búsqueda terminó.', 'Le temps est écoulé : la recherche est finie.', 'Die Zeit ist um: Die Suche ist vorbei.'],
  ['found the {0} and took # card ({1})|found the {0} and took # cards ({1})',
    { one: 'encontró «{0}» y tomó # carta ({1})', other: 'encontró «{0}» y tomó # cartas ({1})' },
    { one: 'a trouvé « {0} » et a pris # carte ({1})', other: 'a trouvé « {0} » et a pris # cartes ({1})' },
    { one: 'hat „{0}“ gefunden und # Karte genommen ({1})', other: 'hat „{0}“ gefunden und # Karten genommen ({1})' }],
  ['found Seymour and took # card ({0})|found Seymour and took # cards ({0})',
    { one: 'encontró a Seymour y tomó # carta ({0})', other: 'encontró a Seymour y tomó # cartas ({0})' },
    { one: 'a trouvé Seymour et a pris # carte ({0})', other: 'a trouvé Seymour et a pris # cartes ({0})' },
    { one: 'hat Seymour gefunden und # Karte genommen ({0})', other: 'hat Seymour gefunden und # Karten genommen ({0})' }],
  ['# point|# points', { one: '# punto', other: '# puntos' }, { one: '# point', other: '# points' }, { one: '# Punkt', other: '# Punkte' }],
  ['had no tile that matches and passed', 'no tenía ninguna ficha que encaje y pasó', 'n’avait aucune tuile qui va et a passé', 'hatte kein passendes Plättchen und hat gepasst'],

  // Refusals.
  ['A tile is already face up: look for it first.', 'Ya hay una ficha boca arriba: búscala primero.', 'Une tuile est déjà retournée : cherche-la d’abord.', 'Ein Plättchen liegt schon offen: Such es zuerst.'],
  ['No tile is face up yet: wait for the reveal.', 'Todavía no hay ninguna ficha boca arriba: espera un poco.', 'Aucune tuile n’est encore retournée : attends.', 'Noch liegt kein Plättchen offen: Warte, bis es umgedreht wird.'],
  ['You have kept all your cards already.', 'Ya guardaste todas tus cartas.', 'Tu as déjà gardé toutes tes cartes.', 'Du hast schon alle deine Karten behalten.'],
  ['You said you were done looking this round.', 'Dijiste que terminaste de buscar en esta ronda.', 'Tu as dit que tu avais fini de chercher pour ce tour.', 'Du hast gesagt, dass du in dieser Runde fertig bist.'],
  ['You are not looking this round.', 'No buscas en esta ronda.', 'Tu ne cherches pas pendant ce tour.', 'Du suchst in dieser Runde nicht mit.'],
  ['Say which card: name one of your cards.', 'Di qué carta: nombra una de tus cartas.', 'Dis quelle carte : nomme une de tes cartes.', 'Sag, welche Karte: Nenne eine deiner Karten.'],
  ['Say which tile: play one of your face-up tiles.', 'Di qué ficha: juega una de tus fichas boca arriba.', 'Dis quelle tuile : joue une de tes tuiles visibles.', 'Sag, welches Plättchen: Spiel eines deiner offenen Plättchen.'],
  ['There is no Keep Me card {0}: name one of your cards.', 'No hay ninguna carta {0}: nombra una de tus cartas.', 'Il n’y a pas de carte {0} : nomme une de tes cartes.', 'Es gibt keine Karte {0}: Nenne eine deiner Karten.'],
  ['That card is not one of yours that is still face up.', 'Esa carta no es una de las tuyas que siguen boca arriba.', 'Cette carte n’est pas une des tiennes encore face visible.', 'Diese Karte ist keine von deinen offenen Karten.'],
  ['No {0} on this card: look again!', '«{0}» no está en esta carta: ¡mira otra vez!', '« {0} » n’est pas sur cette carte : regarde encore !', '„{0}“ ist nicht auf dieser Karte: Schau noch mal!'],
  ['No search is going on.', 'Ahora no se está buscando nada.', 'Personne ne cherche en ce moment.', 'Gerade wird nicht gesucht.'],
  ['There is no Find Me tile {0}: play one of your face-up tiles.', 'No hay ninguna ficha {0}: juega una de tus fichas boca arriba.', 'Il n’y a pas de tuile {0} : joue une de tes tuiles visibles.', 'Es gibt kein Plättchen {0}: Spiel eines deiner offenen Plättchen.'],
  ['That tile is not one of your face-up tiles.', 'Esa ficha no es una de tus fichas boca arriba.', 'Cette tuile n’est pas une de tes tuiles visibles.', 'Dieses Plättchen ist keins von deinen offenen Plättchen.'],
  ['No card in the middle shows the {0}.', 'Ninguna carta del centro muestra «{0}».', 'Aucune carte du milieu ne montre « {0} ».', 'Keine Karte in der Mitte zeigt „{0}“.'],
  ['No card in the middle shows Seymour.', 'Ninguna carta del centro muestra a Seymour.', 'Aucune carte du milieu ne montre Seymour.', 'Keine Karte in der Mitte zeigt Seymour.'],
  ['One of your tiles matches a card in the middle, so you must take it.', 'Una de tus fichas encaja con una carta del centro, así que debes tomarla.', 'Une de tes tuiles va avec une carte du milieu : tu dois la prendre.', 'Eines deiner Plättchen passt zu einer Karte in der Mitte, also musst du sie nehmen.'],

  // Results.
  ['Kept all their cards first.', 'Guardó todas sus cartas primero.', 'A gardé toutes ses cartes en premier.', 'Hat als Erstes alle Karten behalten.'],
  ['They kept their last cards in the same round: they all win!', 'Guardaron sus últimas cartas en la misma ronda: ¡ganan todos!', 'Ils ont gardé leurs dernières cartes au même tour : ils gagnent tous !', 'Sie haben ihre letzten Karten in derselben Runde behalten: Alle gewinnen!'],
  ['Tied on points: a shared win.', 'Empate a puntos: ganan juntos.', 'Égalité de points : victoire partagée.', 'Punktgleich: ein geteilter Sieg.'],
  ['Most points: 1 a card, 2 for a card with Seymour.', 'Más puntos: 1 por carta, 2 por una carta con Seymour.', 'Le plus de points : 1 par carte, 2 pour une carte avec Seymour.', 'Die meisten Punkte: 1 pro Karte, 2 für eine Karte mit Seymour.'],
];

export const translations: TranslationSet = translationRows(ROWS);
