/**
 * The texts of <chomp-table> itself (labels, hints, the rules in short, the food chain) in
 * Spanish, French and German, written for children to read; the rules' texts (creature names, the
 * move log) are in machines/chomp/translations.ts. English is each text's key. The shouts are each
 * language's own: "Chomp!" is "¡Ñam!", "Miam !", "Happs!".
 */
import type { TranslationSet } from '../../src/i18n/index.js';
import { translationRows, type TranslationRow as Row } from '../../src/i18n/rows.js';

const ROWS: readonly Row[] = [
  // Counts and the score.
  ['Cards', 'Cartas', 'Cartes', 'Karten'],
  ['+# card|+# cards', { one: '+# carta', other: '+# cartas' }, { one: '+# carte', other: '+# cartes' }, { one: '+# Karte', other: '+# Karten' }],
  ['Washed up', 'Fuera', 'Éliminé', 'Raus'],
  ['Pile: {0}', 'Montón: {0}', 'Pile : {0}', 'Stapel: {0}'],
  ['{0}\'s pile: {1}', 'Montón de {0}: {1}', 'Pile de {0} : {1}', 'Stapel von {0}: {1}'],

  // The status line.
  ['Get ready: the cards turn over…', 'Atención: las cartas se dan la vuelta…', 'Attention : les cartes se retournent…', 'Achtung: Die Karten werden umgedreht…'],
  ['Underwater War: the higher card wins. Get ready…', 'Guerra submarina: gana la carta más alta. Atención…', 'Bataille sous-marine : la plus haute carte gagne. Attention…', 'Unterwasserkrieg: Die höhere Karte gewinnt. Achtung…'],
  ['Feeding Frenzy! Slap the Electric Eel first!', '¡Festín loco! ¡Golpea la anguila eléctrica antes que nadie!', 'Festin fou ! Tape l’anguille électrique le premier !', 'Fressrausch! Hau als Erster auf den Zitteraal!'],
  ['Feeding Frenzy! Slap any card but your own!', '¡Festín loco! ¡Golpea cualquier carta menos la tuya!', 'Festin fou ! Tape n’importe quelle carte sauf la tienne !', 'Fressrausch! Hau auf jede Karte außer deiner eigenen!'],
  ['Ink Out! Nobody may chomp: hands off!', '¡Nube de tinta! Nadie puede comer: ¡quietas las manos!', 'Nuage d’encre ! Personne ne peut croquer : pas touche !', 'Tintenwolke! Niemand darf fressen: Hände weg!'],
  ['You are washed up: watch the others play.', 'Estás fuera: mira cómo juegan los demás.', 'Tu es éliminé : regarde les autres jouer.', 'Du bist raus: Schau den anderen zu.'],
  ['Bad chomp! Wait for the next round.', '¡Mordisco malo! Espera a la próxima ronda.', 'Mauvais croc ! Attends le prochain tour.', 'Falscher Happs! Warte auf die nächste Runde.'],
  ['Your card cannot chomp {0}: hands off!', 'Tu carta no puede comerse {0}: ¡quietas las manos!', 'Ta carte ne peut pas croquer {0} : pas touche !', 'Deine Karte darf {0} nicht fressen: Hände weg!'],
  ['Chomp! Slap {0}!', '¡Ñam! ¡Golpea {0}!', 'Miam ! Tape {0} !', 'Happs! Hau auf {0}!'],
  ['Chomp! Slap {0}, but only with a higher card.', '¡Ñam! Golpea {0}, pero solo con una carta más alta.', 'Miam ! Tape {0}, mais seulement avec une carte plus haute.', 'Happs! Hau auf {0}, aber nur mit einer höheren Karte.'],

  // The table.
  ['Food chain', 'Cadena alimentaria', 'Chaîne alimentaire', 'Nahrungskette'],
  ['The cards turned over', 'Las cartas boca arriba', 'Les cartes retournées', 'Die umgedrehten Karten'],
  ['Nothing in the middle', 'No hay nada en el centro', 'Rien au milieu', 'Nichts in der Mitte'],
  ['In the middle for the next winner: {0}', 'En el centro para el próximo ganador: {0}', 'Au milieu pour le prochain gagnant : {0}', 'In der Mitte für den nächsten Gewinner: {0}'],
  ['# card in the middle|# cards in the middle', { one: '# carta en el centro', other: '# cartas en el centro' }, { one: '# carte au milieu', other: '# cartes au milieu' }, { one: '# Karte in der Mitte', other: '# Karten in der Mitte' }],
  ['Middle: empty', 'Centro: vacío', 'Milieu : vide', 'Mitte: leer'],
  ['Bad chomp!', '¡Mordisco malo!', 'Mauvais croc !', 'Falscher Happs!'],
  ['Ink Out!', '¡Nube de tinta!', 'Nuage d’encre !', 'Tintenwolke!'],
  ['{0}: Chomp!', '{0}: ¡Ñam!', '{0} : Miam !', '{0}: Happs!'],
  ['{0}: Feeding Frenzy!', '{0}: ¡Festín loco!', '{0} : Festin fou !', '{0}: Fressrausch!'],
  ['{0} is higher!', '¡{0} tiene la más alta!', '{0} a la plus haute !', '{0} ist höher!'],
  ['A tie! Play again!', '¡Empate! ¡Otra vez!', 'Égalité ! On rejoue !', 'Gleichstand! Noch einmal!'],
  ['A tie! Two cards face down…', '¡Empate! Dos cartas boca abajo…', 'Égalité ! Deux cartes face cachée…', 'Gleichstand! Zwei Karten verdeckt…'],
  ['Ink Out! The cards are set aside.', '¡Nube de tinta! Las cartas se apartan.', 'Nuage d’encre ! Les cartes sont mises de côté.', 'Tintenwolke! Die Karten kommen zur Seite.'],
  ['Octopus! The next card decides.', '¡Pulpo! Decide la carta siguiente.', 'Pieuvre ! La carte suivante décide.', 'Krake! Die nächste Karte entscheidet.'],
  ['Time\'s up!', '¡Se acabó el tiempo!', 'Temps écoulé !', 'Zeit um!'],
  ['{0} of {1}: slap it', '{0} de {1}: ¡golpéala!', '{0} de {1} : tape-la !', '{0} von {1}: hau drauf!'],
  ['{0} had {1}', '{0} tenía {1}', '{0} avait {1}', '{0} hatte {1}'],
  ['{0} turned over {1}', '{0} dio la vuelta a {1}', '{0} a retourné {1}', '{0} hat {1} umgedreht'],

  // The pads.
  ['Slap pads', 'Botones para golpear', 'Boutons à taper', 'Hau-Tasten'],
  ['{0} Chomp! {1} — slap the lowest card', '{0} ¡Ñam! {1}: golpea la carta más baja', '{0} Miam ! {1} : tape la carte la plus basse', '{0} Happs! {1} – hau auf die niedrigste Karte'],
  ['{0} Chomp! — slap the lowest card', '{0} ¡Ñam!: golpea la carta más baja', '{0} Miam ! : tape la carte la plus basse', '{0} Happs! – hau auf die niedrigste Karte'],
  ['Wait for the next round', 'Espera a la próxima ronda', 'Attends le prochain tour', 'Warte auf die nächste Runde'],
  ['Wait…', 'Espera…', 'Attends…', 'Warte…'],
  ['{0}: slap one card', '{0}: golpea una carta', '{0} : tape une carte', '{0}: Hau auf eine Karte'],
  ['{0} slaps {1} of {2}', '{0} golpea {1} de {2}', '{0} tape {1} de {2}', '{0} haut auf {1} von {2}'],

  // The food chain.
  ['Higher chomps lower', 'El de arriba se come al de abajo', 'Le plus haut croque le plus bas', 'Wer höher steht, frisst die darunter'],
  ['chomps everything below', 'se come todo lo de abajo', 'croque tout ce qui est en dessous', 'frisst alles darunter'],
  ['chomps nothing', 'no se come nada', 'ne croque rien', 'frisst nichts'],
  ['Ink Out! Nobody may chomp.', '¡Nube de tinta! Nadie puede comer.', 'Nuage d’encre ! Personne ne peut croquer.', 'Tintenwolke! Niemand darf fressen.'],
  ['Feeding Frenzy! Slap any card but your own.', '¡Festín loco! Golpea cualquier carta menos la tuya.', 'Festin fou ! Tape n’importe quelle carte sauf la tienne.', 'Fressrausch! Hau auf jede Karte außer deiner eigenen.'],
  ['Nobody can chomp an Octopus or an Electric Eel. No creature chomps its own kind.', 'Nadie puede comerse un pulpo ni una anguila eléctrica. Nadie se come a los de su especie.', 'Personne ne peut croquer une pieuvre ni une anguille électrique. Personne ne croque son semblable.', 'Niemand darf einen Kraken oder einen Zitteraal fressen. Keiner frisst seinesgleichen.'],

  // The rules in short.
  ['Goal: collect all the cards. Everyone\'s pile stays face down: don\'t look!', 'Objetivo: reunir todas las cartas. Los montones están boca abajo: ¡no mires!', 'But : gagner toutes les cartes. Les piles restent face cachée : ne regarde pas !', 'Ziel: alle Karten sammeln. Die Stapel bleiben verdeckt: nicht gucken!'],
  ['Everyone turns over the top card of their pile at the same time.', 'Todos dan la vuelta a la carta de arriba de su montón a la vez.', 'Tout le monde retourne la carte du dessus de sa pile en même temps.', 'Alle drehen gleichzeitig die oberste Karte ihres Stapels um.'],
  [
    'The first to slap the lowest creature on the food chain wins the round: Chomp! She takes every card her creature can eat, and her own. The others take their cards back.',
    'El primero que golpea el animal más bajo de la cadena alimentaria gana la ronda: ¡Ñam! Se lleva todas las cartas que su animal puede comerse, y la suya. Los demás recuperan sus cartas.',
    'Le premier à taper l’animal le plus bas de la chaîne alimentaire gagne le tour : Miam ! Il prend toutes les cartes que son animal peut croquer, et la sienne. Les autres reprennent leurs cartes.',
    'Wer zuerst auf das niedrigste Tier der Nahrungskette haut, gewinnt die Runde: Happs! Sie bekommt alle Karten, die ihr Tier fressen darf, und ihre eigene. Die anderen nehmen ihre Karten zurück.',
  ],
  [
    'A creature eats only creatures lower on the food chain: never its own kind. If the lowest card is yours, you may not chomp.',
    'Un animal solo se come a los que están más abajo en la cadena: nunca a los de su especie. Si la carta más baja es la tuya, no puedes comer.',
    'Un animal ne croque que ceux plus bas dans la chaîne : jamais son semblable. Si la carte la plus basse est la tienne, tu ne peux pas croquer.',
    'Ein Tier frisst nur Tiere, die tiefer in der Nahrungskette stehen: nie seinesgleichen. Wenn die niedrigste Karte deine ist, darfst du nicht fressen.',
  ],
  [
    'Bad chomp: slapping a card as high as yours or higher, your own card, or any card in an Ink Out. One card of your pile goes face down to the middle, and the round\'s winner takes both your cards.',
    'Mordisco malo: golpear una carta igual o más alta que la tuya, tu propia carta o cualquier carta en una nube de tinta. Una carta de tu montón va boca abajo al centro, y el ganador de la ronda se lleva tus dos cartas.',
    'Mauvais croc : taper une carte aussi haute que la tienne ou plus, ta propre carte, ou n’importe quelle carte dans un nuage d’encre. Une carte de ta pile va face cachée au milieu, et le gagnant du tour prend tes deux cartes.',
    'Falscher Happs: auf eine Karte hauen, die so hoch ist wie deine oder höher, auf deine eigene Karte oder auf irgendeine Karte in einer Tintenwolke. Eine Karte von deinem Stapel kommt verdeckt in die Mitte, und wer die Runde gewinnt, bekommt beide Karten.',
  ],
  ['Electric Eel: Feeding Frenzy! Slap any card but your own: the first slap takes all the cards.', 'Anguila eléctrica: ¡Festín loco! Golpea cualquier carta menos la tuya: el primer golpe se lleva todas las cartas.', 'Anguille électrique : Festin fou ! Tape n’importe quelle carte sauf la tienne : la première tape prend toutes les cartes.', 'Zitteraal: Fressrausch! Hau auf jede Karte außer deiner eigenen: Wer zuerst haut, bekommt alle Karten.'],
  ['Octopus: Ink Out! Nobody may chomp. The cards are set aside for the winner of the next round.', 'Pulpo: ¡Nube de tinta! Nadie puede comer. Las cartas se apartan para el ganador de la próxima ronda.', 'Pieuvre : Nuage d’encre ! Personne ne peut croquer. Les cartes sont mises de côté pour le gagnant du tour suivant.', 'Krake: Tintenwolke! Niemand darf fressen. Die Karten kommen zur Seite, für den Gewinner der nächsten Runde.'],
  ['Two good chomps at the same moment are a tie: the cards are set aside, and the next winner takes them.', 'Dos mordiscos buenos a la vez son un empate: las cartas se apartan y se las lleva el próximo ganador.', 'Deux bons crocs au même moment font une égalité : les cartes sont mises de côté, et le prochain gagnant les prend.', 'Zwei richtige Happse im selben Moment sind ein Gleichstand: Die Karten kommen zur Seite, und der nächste Gewinner bekommt sie.'],
  [
    'With no cards left you are washed up. When two players are left, they count their cards (most wins) or play Underwater War, as chosen in the New game form.',
    'Sin cartas, quedas fuera. Cuando quedan dos jugadores, cuentan sus cartas (gana quien tiene más) o juegan a la Guerra submarina, según lo elegido al empezar la partida.',
    'Sans cartes, tu es éliminé. Quand il reste deux joueurs, ils comptent leurs cartes (le plus gagne) ou jouent à la Bataille sous-marine, comme choisi dans le formulaire de nouvelle partie.',
    'Ohne Karten bist du raus. Wenn nur noch zwei übrig sind, zählen sie ihre Karten (die meisten gewinnen) oder spielen Unterwasserkrieg, wie beim neuen Spiel gewählt.',
  ],
  [
    'Underwater War (two players): the higher card takes both. On a tie, two cards face down each and the next card decides. Octopus: the next card decides. Electric Eel: the first to slap it takes the cards.',
    'Guerra submarina (dos jugadores): la carta más alta se lleva las dos. Si empatan, dos cartas boca abajo cada uno y decide la carta siguiente. Pulpo: decide la carta siguiente. Anguila eléctrica: quien la golpea primero se lleva las cartas.',
    'Bataille sous-marine (deux joueurs) : la plus haute carte prend les deux. En cas d’égalité, deux cartes face cachée chacun et la carte suivante décide. Pieuvre : la carte suivante décide. Anguille électrique : le premier qui la tape prend les cartes.',
    'Unterwasserkrieg (zwei Spieler): Die höhere Karte bekommt beide. Bei Gleichstand legt jeder zwei Karten verdeckt hin, und die nächste Karte entscheidet. Krake: Die nächste Karte entscheidet. Zitteraal: Wer zuerst draufhaut, bekommt die Karten.',
  ],
  [
    'Keys: each person at the keyboard has a key (shown above the table) that slaps the lowest card that is not theirs. Or tap the big pad, or tap a card.',
    'Teclas: cada persona en el teclado tiene una tecla (se ve encima de la mesa) que golpea la carta más baja que no es suya. O toca el botón grande, o toca una carta.',
    'Touches : chaque personne au clavier a une touche (affichée au-dessus de la table) qui tape la carte la plus basse qui n’est pas la sienne. Ou appuie sur le gros bouton, ou touche une carte.',
    'Tasten: Jede Person an der Tastatur hat eine Taste (über dem Tisch zu sehen), die auf die niedrigste Karte haut, die nicht ihre ist. Oder tipp auf die große Taste oder auf eine Karte.',
  ],

  // The two-left attribute.
  ['two-left must be "count" or "war", not "{0}"; counting the cards.', 'two-left debe ser "count" o "war", no "{0}": se cuentan las cartas.', 'two-left doit valoir "count" ou "war", pas "{0}" : on compte les cartes.', 'two-left muss "count" oder "war" sein, nicht „{0}“; die Karten werden gezählt.'],
];

/** <chomp-table>'s own texts in every language but English. */
export const tableTranslations: TranslationSet = translationRows(ROWS);
