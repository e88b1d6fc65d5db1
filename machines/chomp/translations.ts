/**
 * Chomp!'s rules texts (move log, refusals, phases, results, creature names) in Spanish, French
 * and German, written for children to read (and for a grown-up to read aloud): short sentences,
 * "tú" / "tu" / "du". English is each text's key.
 *
 * Each creature has three whole texts, so each language can give it the article and the case it
 * needs: "a seal" (the subject: "una foca", "un phoque", "eine Robbe"), "the seal" (the object of
 * a slap: "la foca", "le phoque", "die Robbe"; German "den Hai") and "Seal" (a card's title).
 * The shouts are each language's own: "Chomp!" is "¡Ñam!", "Miam !", "Happs!".
 */
import type { TranslationSet } from '../../src/i18n/index.js';
import { translationRows, type TranslationRow } from '../../src/i18n/rows.js';

const ROWS: readonly TranslationRow[] = [
  // Creatures: a card's title, with the indefinite article (subject), with the definite article (object).
  ['Plankton', 'Plancton', 'Plancton', 'Plankton'],
  ['Shrimp', 'Camarón', 'Crevette', 'Garnele'],
  ['Little Fish', 'Pez pequeño', 'Petit poisson', 'Kleiner Fisch'],
  ['Big Fish', 'Pez grande', 'Gros poisson', 'Großer Fisch'],
  ['Seal', 'Foca', 'Phoque', 'Robbe'],
  ['Shark', 'Tiburón', 'Requin', 'Hai'],
  ['Octopus', 'Pulpo', 'Pieuvre', 'Krake'],
  ['Electric Eel', 'Anguila eléctrica', 'Anguille électrique', 'Zitteraal'],
  ['a plankton', 'un plancton', 'un plancton', 'ein Plankton'],
  ['a shrimp', 'un camarón', 'une crevette', 'eine Garnele'],
  ['a little fish', 'un pez pequeño', 'un petit poisson', 'ein kleiner Fisch'],
  ['a big fish', 'un pez grande', 'un gros poisson', 'ein großer Fisch'],
  ['a seal', 'una foca', 'un phoque', 'eine Robbe'],
  ['a shark', 'un tiburón', 'un requin', 'ein Hai'],
  ['an octopus', 'un pulpo', 'une pieuvre', 'ein Krake'],
  ['an electric eel', 'una anguila eléctrica', 'une anguille électrique', 'ein Zitteraal'],
  ['the plankton', 'el plancton', 'le plancton', 'das Plankton'],
  ['the shrimp', 'el camarón', 'la crevette', 'die Garnele'],
  ['the little fish', 'el pez pequeño', 'le petit poisson', 'den kleinen Fisch'],
  ['the big fish', 'el pez grande', 'le gros poisson', 'den großen Fisch'],
  ['the seal', 'la foca', 'le phoque', 'die Robbe'],
  ['the shark', 'el tiburón', 'le requin', 'den Hai'],
  ['the octopus', 'el pulpo', 'la pieuvre', 'den Kraken'],
  ['the electric eel', 'la anguila eléctrica', 'l’anguille électrique', 'den Zitteraal'],

  // Phases.
  ['The food chain', 'La cadena alimentaria', 'La chaîne alimentaire', 'Die Nahrungskette'],
  ['Turn over a card', 'Da la vuelta a una carta', 'Retourne une carte', 'Eine Karte umdrehen'],
  ['Chomp!', '¡Ñam!', 'Miam !', 'Happs!'],
  ['Underwater War', 'Guerra submarina', 'Bataille sous-marine', 'Unterwasserkrieg'],
  ['Feeding Frenzy!', '¡Festín loco!', 'Festin fou !', 'Fressrausch!'],
  ['Game over', 'Fin de la partida', 'Fin de la partie', 'Spielende'],

  // The option.
  ['When two players are left', 'Cuando quedan dos jugadores', 'Quand il reste deux joueurs', 'Wenn nur noch zwei übrig sind'],
  ['count the cards', 'contar las cartas', 'compter les cartes', 'Karten zählen'],
  ['play Underwater War', 'jugar a la Guerra submarina', 'jouer à la Bataille sous-marine', 'Unterwasserkrieg spielen'],

  // The move log and the screen reader.
  ['{0}: {1}', '{0}: {1}', '{0} : {1}', '{0}: {1}'],
  ['{0} {1}', '{0} {1}', '{0} {1}', '{0} {1}'],
  ['# card|# cards', { one: '# carta', other: '# cartas' }, { one: '# carte', other: '# cartes' }, { one: '# Karte', other: '# Karten' }],
  ['{0} is washed up.|{0} are washed up.', { one: '{0} queda fuera del juego.', other: '{0} quedan fuera del juego.' }, { one: '{0} est éliminé du jeu.', other: '{0} sont éliminés du jeu.' }, { one: '{0} ist raus.', other: '{0} sind raus.' }],
  ['All cards are turned over: {0}. The lowest card is {1}.', 'Todas las cartas, boca arriba: {0}. La más baja es {1}.', 'Toutes les cartes sont retournées : {0}. La plus basse est {1}.', 'Alle Karten sind umgedreht: {0}. Am niedrigsten ist {1}.'],
  ['All cards are turned over: {0}. An Electric Eel: Feeding Frenzy! Slap any card but your own.', 'Todas las cartas, boca arriba: {0}. Una anguila eléctrica: ¡Festín loco! Golpea cualquier carta menos la tuya.', 'Toutes les cartes sont retournées : {0}. Une anguille électrique : Festin fou ! Tape n’importe quelle carte sauf la tienne.', 'Alle Karten sind umgedreht: {0}. Ein Zitteraal: Fressrausch! Hau auf jede Karte außer deiner eigenen.'],
  ['All cards are turned over: {0}. An Octopus: Ink Out! Nobody may chomp.', 'Todas las cartas, boca arriba: {0}. Un pulpo: ¡Nube de tinta! Nadie puede comer.', 'Toutes les cartes sont retournées : {0}. Une pieuvre : Nuage d’encre ! Personne ne peut croquer.', 'Alle Karten sind umgedreht: {0}. Ein Krake: Tintenwolke! Niemand darf fressen.'],
  ['All cards are turned over: {0}. An Electric Eel: slap it first — Feeding Frenzy!', 'Todas las cartas, boca arriba: {0}. Una anguila eléctrica: ¡golpéala antes que nadie! ¡Festín loco!', 'Toutes les cartes sont retournées : {0}. Une anguille électrique : tape-la le premier — Festin fou !', 'Alle Karten sind umgedreht: {0}. Ein Zitteraal: Hau als Erster drauf – Fressrausch!'],
  ['All cards are turned over: {0}. An Octopus: the next card decides.', 'Todas las cartas, boca arriba: {0}. Un pulpo: decide la carta siguiente.', 'Toutes les cartes sont retournées : {0}. Une pieuvre : la carte suivante décide.', 'Alle Karten sind umgedreht: {0}. Ein Krake: Die nächste Karte entscheidet.'],
  ['All cards are turned over: {0}. A tie: two cards face down each, then the next card decides.', 'Todas las cartas, boca arriba: {0}. Empate: cada uno pone dos cartas boca abajo y decide la carta siguiente.', 'Toutes les cartes sont retournées : {0}. Égalité : chacun pose deux cartes face cachée, puis la carte suivante décide.', 'Alle Karten sind umgedreht: {0}. Gleichstand: Jeder legt zwei Karten verdeckt hin, dann entscheidet die nächste Karte.'],
  ['All cards are turned over: {0}. {1} is higher and takes {2}.', 'Todas las cartas, boca arriba: {0}. {1} tiene la más alta y se lleva {2}.', 'Toutes les cartes sont retournées : {0}. {1} a la plus haute et prend {2}.', 'Alle Karten sind umgedreht: {0}. {1} hat die höhere Karte und bekommt {2}.'],
  ['chomped {0} of {1} and takes {2} — Chomp!', 'se comió {0} de {1} y se lleva {2}: ¡Ñam!', 'a croqué {0} de {1} et prend {2} : Miam !', 'hat {0} von {1} gefressen und bekommt {2} – Happs!'],
  ['slapped {0} of {1} first and takes all {2} — Feeding Frenzy!', 'golpeó primero {0} de {1} y se lleva las {2}: ¡Festín loco!', 'a tapé le premier {0} de {1} et prend les {2} : Festin fou !', 'hat als Erster auf {0} von {1} gehauen und bekommt alle {2} – Fressrausch!'],
  ['slapped the Electric Eel first and takes {0} — Feeding Frenzy!', 'golpeó primero la anguila eléctrica y se lleva {0}: ¡Festín loco!', 'a tapé le premier l’anguille électrique et prend {0} : Festin fou !', 'hat als Erster auf den Zitteraal gehauen und bekommt {0} – Fressrausch!'],
  ['slapped {0} {1} — a bad chomp! One card goes face down to the middle.', 'golpeó {0} {1}: ¡mordisco malo! Una carta va boca abajo al centro.', 'a tapé {0} {1} : mauvais croc ! Une carte va face cachée au milieu.', 'hat auf {0} gehauen {1} – falscher Happs! Eine Karte kommt verdeckt in die Mitte.'],
  ['slapped {0} {1} — a bad chomp! They have no card left to put in the middle.', 'golpeó {0} {1}: ¡mordisco malo! No le queda ninguna carta para poner en el centro.', 'a tapé {0} {1} : mauvais croc ! Il ne lui reste aucune carte à mettre au milieu.', 'hat auf {0} gehauen {1} – falscher Happs! Es ist keine Karte mehr übrig für die Mitte.'],
  ['(their own card)', '(su propia carta)', '(sa propre carte)', '(die eigene Karte)'],
  ['(as high as theirs or higher)', '(igual o más alta que la suya)', '(aussi haute que la sienne ou plus)', '(so hoch wie die eigene Karte oder höher)'],
  ['in the ink out', 'en la nube de tinta', 'dans le nuage d’encre', 'in der Tintenwolke'],
  ['{0} chomped at the same time: a tie! The cards are set aside, and everyone plays another card.', '{0} comieron a la vez: ¡empate! Las cartas se apartan y todos juegan otra carta.', '{0} ont croqué en même temps : égalité ! Les cartes sont mises de côté, et chacun joue une autre carte.', '{0} haben gleichzeitig gefressen: Gleichstand! Die Karten kommen zur Seite, und alle spielen noch eine Karte.'],
  ['The ink clears: the cards are set aside for the next winner.', 'La tinta se va: las cartas se apartan para el próximo ganador.', 'L’encre se dissipe : les cartes sont mises de côté pour le prochain gagnant.', 'Die Tinte verschwindet: Die Karten kommen zur Seite, für den nächsten Gewinner.'],
  ['Time\'s up: nobody chomped. Everyone takes back their card.', '¡Se acabó el tiempo! Nadie comió. Cada uno recupera su carta.', 'Le temps est écoulé : personne n’a croqué. Chacun reprend sa carte.', 'Die Zeit ist um: Niemand hat gefressen. Alle nehmen ihre Karte zurück.'],
  ['Time\'s up: nobody chomped. Everyone takes back their card; the cards in the middle wait for the next winner.', '¡Se acabó el tiempo! Nadie comió. Cada uno recupera su carta; las cartas del centro esperan al próximo ganador.', 'Le temps est écoulé : personne n’a croqué. Chacun reprend sa carte ; les cartes du milieu attendent le prochain gagnant.', 'Die Zeit ist um: Niemand hat gefressen. Alle nehmen ihre Karte zurück; die Karten in der Mitte warten auf den nächsten Gewinner.'],
  ['Time\'s up: nobody slapped the Electric Eel. The cards stay in the middle for the next winner.', '¡Se acabó el tiempo! Nadie golpeó la anguila eléctrica. Las cartas se quedan en el centro para el próximo ganador.', 'Le temps est écoulé : personne n’a tapé l’anguille électrique. Les cartes restent au milieu pour le prochain gagnant.', 'Die Zeit ist um: Niemand hat auf den Zitteraal gehauen. Die Karten bleiben in der Mitte, für den nächsten Gewinner.'],

  // Why a move is refused.
  ['You have no card in this round.', 'No tienes carta en esta ronda.', 'Tu n’as pas de carte dans ce tour.', 'Du hast in dieser Runde keine Karte.'],
  ['You already slapped this round: one slap a round.', 'Ya golpeaste en esta ronda: un golpe por ronda.', 'Tu as déjà tapé dans ce tour : une tape par tour.', 'Du hast in dieser Runde schon gehauen: einmal pro Runde.'],
  ['There is no card of seat {0} to slap: name a seat whose card is turned over.', 'No hay carta del asiento {0} para golpear: elige un asiento con la carta boca arriba.', 'Il n’y a pas de carte de la place {0} à taper : choisis une place dont la carte est retournée.', 'Auf Platz {0} liegt keine Karte zum Hauen: Nenn einen Platz, dessen Karte umgedreht ist.'],
  ['Slap the Electric Eel!', '¡Golpea la anguila eléctrica!', 'Tape l’anguille électrique !', 'Hau auf den Zitteraal!'],
  ['That card is not the lowest: slap {0}.', 'Esa carta no es la más baja: golpea {0}.', 'Cette carte n’est pas la plus basse : tape {0}.', 'Diese Karte ist nicht die niedrigste: Hau auf {0}.'],
  ['The table\'s host sends this move with seat {0}.', 'El anfitrión de la mesa envía esta jugada con el asiento {0}.', 'L’hôte de la table envoie ce coup avec la place {0}.', 'Der Gastgeber des Tisches schickt diesen Zug mit Platz {0}.'],
  ['Underwater War has no ties of slaps: the first slap takes the cards.', 'En la Guerra submarina no hay empates de golpes: el primer golpe se lleva las cartas.', 'La Bataille sous-marine n’a pas d’égalité de tapes : la première tape prend les cartes.', 'Im Unterwasserkrieg gibt es keinen Gleichstand beim Hauen: Wer zuerst haut, bekommt die Karten.'],
  ['Name two or more seats that chomped at the same time, lowest seat first.', 'Nombra dos o más asientos que comieron a la vez, del más bajo al más alto.', 'Nomme deux places ou plus qui ont croqué en même temps, la plus petite d’abord.', 'Nenn zwei oder mehr Plätze, die gleichzeitig gefressen haben, den kleinsten zuerst.'],
  ['Only players who could chomp now can tie.', 'Solo pueden empatar los jugadores que podían comer ahora.', 'Seuls les joueurs qui pouvaient croquer maintenant peuvent être à égalité.', 'Nur wer jetzt fressen durfte, kann gleichauf sein.'],

  // Results.
  ['Only one player still has cards: all the others are washed up.', 'Solo un jugador tiene cartas todavía: todos los demás quedan fuera.', 'Un seul joueur a encore des cartes : tous les autres sont éliminés.', 'Nur noch einer hat Karten: Alle anderen sind raus.'],
  ['Two players are left: the one with more cards wins.', 'Quedan dos jugadores: gana el que tiene más cartas.', 'Il reste deux joueurs : celui qui a le plus de cartes gagne.', 'Zwei sind übrig: Wer mehr Karten hat, gewinnt.'],
  ['Two players are left with as many cards each: a shared win.', 'Quedan dos jugadores con las mismas cartas: ganan juntos.', 'Il reste deux joueurs avec autant de cartes chacun : victoire partagée.', 'Zwei sind übrig, mit gleich vielen Karten: Ihr gewinnt zusammen.'],
  ['Time is up: the most cards wins.', 'Se acabó el tiempo: gana quien tiene más cartas.', 'Le temps est écoulé : le plus de cartes gagne.', 'Die Zeit ist um: Die meisten Karten gewinnen.'],
  ['Time is up: the most cards, a shared win.', 'Se acabó el tiempo: empate en cartas, ganan juntos.', 'Le temps est écoulé : autant de cartes, victoire partagée.', 'Die Zeit ist um: Gleich viele Karten, ihr gewinnt zusammen.'],
  ['Time is up in Underwater War: the most cards wins.', 'Se acabó el tiempo en la Guerra submarina: gana quien tiene más cartas.', 'Le temps est écoulé dans la Bataille sous-marine : le plus de cartes gagne.', 'Die Zeit im Unterwasserkrieg ist um: Die meisten Karten gewinnen.'],
  ['Time is up in Underwater War: as many cards each, a shared win.', 'Se acabó el tiempo en la Guerra submarina: las mismas cartas, ganan juntos.', 'Le temps est écoulé dans la Bataille sous-marine : autant de cartes chacun, victoire partagée.', 'Die Zeit im Unterwasserkrieg ist um: Gleich viele Karten, ihr gewinnt zusammen.'],
  ['Everyone ran out of cards in the same round: a shared win.', 'Todos se quedaron sin cartas en la misma ronda: ganan juntos.', 'Tout le monde n’a plus de cartes au même tour : victoire partagée.', 'Allen sind in derselben Runde die Karten ausgegangen: Ihr gewinnt zusammen.'],
];

/** Chomp!'s rules texts in every language but English. */
export const translations: TranslationSet = translationRows(ROWS);
