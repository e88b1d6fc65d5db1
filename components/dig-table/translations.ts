import type { TranslationSet } from '../../src/i18n/index.js';

/**
 * The DIG table's own texts — labels, buttons, the turn hints, the panels' summaries and the Rules
 * dialog — in Spanish, French and German (English is each text's key). Card and colour names come
 * from the rules' translations (machines/dig/translations.ts); a card's name always follows a
 * colon or stands alone, so it never has to change its form to fit a sentence here. French names
 * a player's dog "chien (Ana)": "chien de {0}" would need "d’" before a vowel, and names vary.
 */
export const tableTranslations: TranslationSet = {
  es: {
    Points: 'Puntos',
    '# pt|# pts': { one: '# pto', other: '# ptos' },
    '# bone dropped|# bones dropped': { one: '# hueso dejado', other: '# huesos dejados' },
    '{0} in paw': '{0} en la pata',
    '{0} · {1} · {2}': '{0} · {1} · {2}',
    '# action left: move your dog (glowing cards), dig a bone or drop bones at their bowl.|# actions left: move your dog (glowing cards), dig a bone or drop bones at their bowl.': {
      one: 'Te queda # acción: mueve a tu perro (cartas iluminadas), desentierra un hueso o deja huesos en su comedero.',
      other: 'Te quedan # acciones: mueve a tu perro (cartas iluminadas), desentierra un hueso o deja huesos en su comedero.',
    },
    'Keep the bone, or put any bone from your paw back face down.': 'Quédate con el hueso o devuelve boca abajo cualquier hueso de tu pata.',
    'You hold {0} bones: put one back face down.': 'Tienes {0} huesos: devuelve uno boca abajo.',

    // The yard
    'The yard: # card from the doghouse|The yard: # cards from the doghouse': { one: 'El patio: # carta desde la caseta', other: 'El patio: # cartas desde la caseta' },
    'The doghouse': 'La caseta',
    'An empty space': 'Un hueco vacío',
    'Card {0}: an empty space': 'Carta {0}: un hueco vacío',
    'Card {0}: {1}, worth {2}': 'Carta {0}: {1}, vale {2}',
    'Card {0}: {1}': 'Carta {0}: {1}',
    'Move your dog to the doghouse': 'Llevar a tu perro a la caseta',
    'Move your dog to card {0}: an empty space': 'Llevar a tu perro a la carta {0}: un hueco vacío',
    'Move your dog to card {0}: {1}, worth {2}': 'Llevar a tu perro a la carta {0}: {1}, vale {2}',
    'Move your dog to card {0}: {1}': 'Llevar a tu perro a la carta {0}: {1}',
    '{0}; {1}': '{0}; {1}',
    "{0}'s dog": 'perro de {0}',
    "{0}'s brown dog": 'perro marrón de {0}',
    "{0}'s gray dog": 'perro gris de {0}',
    "{0}'s black dog": 'perro negro de {0}',
    "{0}'s spotted dog": 'perro manchado de {0}',
    'brown dog': 'perro marrón',
    'gray dog': 'perro gris',
    'black dog': 'perro negro',
    'spotted dog': 'perro manchado',

    // Your dog and your paw
    'Your dog': 'Tu perro',
    'The yard is dug up.': 'El patio está todo desenterrado.',
    'Actions taken: {0} of {1}': 'Acciones hechas: {0} de {1}',
    '{0} · moves up to # card|{0} · moves up to # cards': { one: '{0} · se mueve hasta # carta', other: '{0} · se mueve hasta # cartas' },
    'Bones in paw': 'Huesos en la pata',
    'Your paw: # bone|Your paw: # bones': { one: 'Tu pata: # hueso', other: 'Tu pata: # huesos' },
    'Your paw': 'Tu pata',
    'No bones': 'Ningún hueso',
    'Put back face down at card {0}: {1}': 'Devolver boca abajo a la carta {0}: {1}',
    Dig: 'Cavar',
    'Dig the bone at card {0}': 'Desenterrar el hueso de la carta {0}',
    'Drop # red bone|Drop # red bones': { one: 'Dejar # hueso rojo', other: 'Dejar # huesos rojos' },
    'Drop # yellow bone|Drop # yellow bones': { one: 'Dejar # hueso amarillo', other: 'Dejar # huesos amarillos' },
    'Drop # green bone|Drop # green bones': { one: 'Dejar # hueso verde', other: 'Dejar # huesos verdes' },
    'Drop # blue bone|Drop # blue bones': { one: 'Dejar # hueso azul', other: 'Dejar # huesos azules' },
    'Drop # purple bone|Drop # purple bones': { one: 'Dejar # hueso morado', other: 'Dejar # huesos morados' },
    'Keep it': 'Quedármelo',
    'Keep it: the dug bone stays in your paw': 'Quedármelo: el hueso desenterrado se queda en tu pata',
    '{0}: {1}': '{0}: {1}',
    '{0} ×{1}': '{0} ×{1}',
    'End turn': 'Terminar turno',

    // The players
    Players: 'Jugadores',
    '# point|# points': { one: '# punto', other: '# puntos' },
    '# bone in paw|# bones in paw': { one: '# hueso en la pata', other: '# huesos en la pata' },
    '{0}: {1}, {2}, {3}': '{0}: {1}, {2}, {3}',
    'In paw': 'En la pata',
    '{0}, worth # point|{0}, worth # points': { one: '{0}, vale # punto', other: '{0}, vale # puntos' },

    // Rules
    Goal: 'Objetivo',
    'drop the most valuable bones at the dog bowls of their colour.': 'dejar los huesos más valiosos en los comederos de su color.',
    'The yard': 'El patio',
    'a row of cards from the doghouse: dog bowls and face-down bones. A bone card shows a scent of two colours; the bone is one of them.':
      'una fila de cartas que sale de la caseta: comederos y huesos boca abajo. Cada carta de hueso muestra un olor de dos colores; el hueso es de uno de ellos.',
    'Your turn': 'Tu turno',
    'take up to {0} actions, in any order, as often as you like:': 'haz hasta {0} acciones, en el orden que quieras y tantas veces cada una como quieras:',
    Move: 'Moverse',
    'your dog runs up to {0} cards either way, {1} fewer for each bone you hold.': 'tu perro corre hasta {0} cartas hacia un lado u otro, {1} menos por cada hueso que lleves.',
    'dig up the bone your dog is on. You may put any bone from your paw back in its place, face down. With {0} bones already you must put one back.':
      'desentierra el hueso en el que está tu perro. Puedes poner en su lugar, boca abajo, cualquier hueso de tu pata. Si ya tenías {0} huesos, tienes que devolver uno.',
    Drop: 'Dejar',
    'drop bones at the bowl your dog is on, if they match its colour.': 'deja huesos en el comedero en el que está tu perro, si son de su color.',
    'End of the turn': 'Fin del turno',
    'each dug-out space is filled with the card furthest from the doghouse (nearest gap first); a dog left off the end slides to the last card.':
      'cada hueco desenterrado se llena con la carta más alejada de la caseta (primero el hueco más cercano); un perro que se quede fuera de la fila pasa a la última carta.',
    Bowls: 'Comederos',
    'the bowl nearest the doghouse is worth {0} per bone, then {1}, {2}, {3}, and {4} for the furthest.':
      'el comedero más cercano a la caseta vale {0} por hueso; los siguientes, {1}, {2} y {3}, y el más lejano, {4}.',
    'The end': 'El final',
    'when only the {0} bowls are left, the game ends. Bones in your paw are worth nothing. Ties go to the most {1}-point bones, then {2}-point bones, and so on.':
      'cuando solo quedan los {0} comederos, termina la partida. Los huesos de tu pata no valen nada. En caso de empate gana quien tiene más huesos de {1} puntos, luego de {2} puntos, y así sucesivamente.',
    Colours: 'Colores',
    'every colour has its own symbol and pattern:': 'cada color tiene su propio símbolo y su propio dibujo:',

  },
  fr: {
    Points: 'Points',
    '# pt|# pts': { one: '# pt', other: '# pts' },
    '# bone dropped|# bones dropped': { one: '# os déposé', other: '# os déposés' },
    '{0} in paw': '{0} dans la patte',
    '{0} · {1} · {2}': '{0} · {1} · {2}',
    '# action left: move your dog (glowing cards), dig a bone or drop bones at their bowl.|# actions left: move your dog (glowing cards), dig a bone or drop bones at their bowl.': {
      one: 'Il te reste # action : fais courir ton chien (cartes lumineuses), déterre un os ou dépose des os dans leur gamelle.',
      other: 'Il te reste # actions : fais courir ton chien (cartes lumineuses), déterre un os ou dépose des os dans leur gamelle.',
    },
    'Keep the bone, or put any bone from your paw back face down.': 'Garde l’os, ou remets face cachée n’importe quel os de ta patte.',
    'You hold {0} bones: put one back face down.': 'Tu as {0} os : remets-en un face cachée.',

    // The yard
    'The yard: # card from the doghouse|The yard: # cards from the doghouse': { one: 'Le jardin : # carte depuis la niche', other: 'Le jardin : # cartes depuis la niche' },
    'The doghouse': 'La niche',
    'An empty space': 'Une place vide',
    'Card {0}: an empty space': 'Carte {0} : une place vide',
    'Card {0}: {1}, worth {2}': 'Carte {0} : {1}, vaut {2}',
    'Card {0}: {1}': 'Carte {0} : {1}',
    'Move your dog to the doghouse': 'Faire courir ton chien jusqu’à la niche',
    'Move your dog to card {0}: an empty space': 'Faire courir ton chien jusqu’à la carte {0} : une place vide',
    'Move your dog to card {0}: {1}, worth {2}': 'Faire courir ton chien jusqu’à la carte {0} : {1}, vaut {2}',
    'Move your dog to card {0}: {1}': 'Faire courir ton chien jusqu’à la carte {0} : {1}',
    '{0}; {1}': '{0} ; {1}',
    "{0}'s dog": 'chien ({0})',
    "{0}'s brown dog": 'chien marron ({0})',
    "{0}'s gray dog": 'chien gris ({0})',
    "{0}'s black dog": 'chien noir ({0})',
    "{0}'s spotted dog": 'chien tacheté ({0})',
    'brown dog': 'chien marron',
    'gray dog': 'chien gris',
    'black dog': 'chien noir',
    'spotted dog': 'chien tacheté',

    // Your dog and your paw
    'Your dog': 'Ton chien',
    'The yard is dug up.': 'Le jardin est entièrement creusé.',
    'Actions taken: {0} of {1}': 'Actions faites : {0} sur {1}',
    '{0} · moves up to # card|{0} · moves up to # cards': { one: '{0} · avance jusqu’à # carte', other: '{0} · avance jusqu’à # cartes' },
    'Bones in paw': 'Os dans la patte',
    'Your paw: # bone|Your paw: # bones': { one: 'Ta patte : # os', other: 'Ta patte : # os' },
    'Your paw': 'Ta patte',
    'No bones': 'Aucun os',
    'Put back face down at card {0}: {1}': 'Remettre face cachée à la carte {0} : {1}',
    Dig: 'Creuser',
    'Dig the bone at card {0}': 'Déterrer l’os de la carte {0}',
    'Drop # red bone|Drop # red bones': { one: 'Déposer # os rouge', other: 'Déposer # os rouges' },
    'Drop # yellow bone|Drop # yellow bones': { one: 'Déposer # os jaune', other: 'Déposer # os jaunes' },
    'Drop # green bone|Drop # green bones': { one: 'Déposer # os vert', other: 'Déposer # os verts' },
    'Drop # blue bone|Drop # blue bones': { one: 'Déposer # os bleu', other: 'Déposer # os bleus' },
    'Drop # purple bone|Drop # purple bones': { one: 'Déposer # os violet', other: 'Déposer # os violets' },
    'Keep it': 'Le garder',
    'Keep it: the dug bone stays in your paw': 'Le garder : l’os déterré reste dans ta patte',
    '{0}: {1}': '{0} : {1}',
    '{0} ×{1}': '{0} ×{1}',
    'End turn': 'Fin du tour',

    // The players
    Players: 'Joueurs',
    '# point|# points': { one: '# point', other: '# points' },
    '# bone in paw|# bones in paw': { one: '# os dans la patte', other: '# os dans la patte' },
    '{0}: {1}, {2}, {3}': '{0} : {1}, {2}, {3}',
    'In paw': 'Dans la patte',
    '{0}, worth # point|{0}, worth # points': { one: '{0}, vaut # point', other: '{0}, vaut # points' },

    // Rules
    Goal: 'But',
    'drop the most valuable bones at the dog bowls of their colour.': 'déposer les os qui rapportent le plus dans les gamelles de leur couleur.',
    'The yard': 'Le jardin',
    'a row of cards from the doghouse: dog bowls and face-down bones. A bone card shows a scent of two colours; the bone is one of them.':
      'une rangée de cartes qui part de la niche : des gamelles et des os face cachée. Une carte os montre un parfum de deux couleurs ; l’os est de l’une des deux.',
    'Your turn': 'Ton tour',
    'take up to {0} actions, in any order, as often as you like:': 'fais jusqu’à {0} actions, dans l’ordre que tu veux, chacune autant de fois que tu veux :',
    Move: 'Courir',
    'your dog runs up to {0} cards either way, {1} fewer for each bone you hold.': 'ton chien court jusqu’à {0} cartes dans un sens ou dans l’autre, {1} de moins par os que tu portes.',
    'dig up the bone your dog is on. You may put any bone from your paw back in its place, face down. With {0} bones already you must put one back.':
      'déterre l’os sur lequel se trouve ton chien. Tu peux remettre à sa place, face cachée, n’importe quel os de ta patte. Si tu avais déjà {0} os, tu dois en remettre un.',
    Drop: 'Déposer',
    'drop bones at the bowl your dog is on, if they match its colour.': 'dépose des os dans la gamelle où se trouve ton chien, s’ils sont de sa couleur.',
    'End of the turn': 'Fin du tour',
    'each dug-out space is filled with the card furthest from the doghouse (nearest gap first); a dog left off the end slides to the last card.':
      'chaque place creusée est remplie par la carte la plus éloignée de la niche (la place la plus proche d’abord) ; un chien resté au-delà du bout glisse sur la dernière carte.',
    Bowls: 'Gamelles',
    'the bowl nearest the doghouse is worth {0} per bone, then {1}, {2}, {3}, and {4} for the furthest.':
      'la gamelle la plus proche de la niche vaut {0} par os, puis {1}, {2}, {3}, et {4} pour la plus éloignée.',
    'The end': 'La fin',
    'when only the {0} bowls are left, the game ends. Bones in your paw are worth nothing. Ties go to the most {1}-point bones, then {2}-point bones, and so on.':
      'quand il ne reste que les {0} gamelles, la partie se termine. Les os dans ta patte ne valent rien. En cas d’égalité, le plus d’os à {1} points l’emporte, puis à {2} points, et ainsi de suite.',
    Colours: 'Couleurs',
    'every colour has its own symbol and pattern:': 'chaque couleur a son symbole et son motif :',

  },
  de: {
    Points: 'Punkte',
    '# pt|# pts': { one: '# Pkt.', other: '# Pkt.' },
    '# bone dropped|# bones dropped': { one: '# Knochen abgelegt', other: '# Knochen abgelegt' },
    '{0} in paw': '{0} in der Pfote',
    '{0} · {1} · {2}': '{0} · {1} · {2}',
    '# action left: move your dog (glowing cards), dig a bone or drop bones at their bowl.|# actions left: move your dog (glowing cards), dig a bone or drop bones at their bowl.': {
      one: 'Noch # Aktion: Lass deinen Hund laufen (leuchtende Karten), grab einen Knochen aus oder lege Knochen an ihrem Napf ab.',
      other: 'Noch # Aktionen: Lass deinen Hund laufen (leuchtende Karten), grab einen Knochen aus oder lege Knochen an ihrem Napf ab.',
    },
    'Keep the bone, or put any bone from your paw back face down.': 'Behalte den Knochen oder lege einen beliebigen Knochen aus deiner Pfote verdeckt zurück.',
    'You hold {0} bones: put one back face down.': 'Du hast {0} Knochen: Lege einen verdeckt zurück.',

    // The yard
    'The yard: # card from the doghouse|The yard: # cards from the doghouse': { one: 'Der Garten: # Karte ab der Hundehütte', other: 'Der Garten: # Karten ab der Hundehütte' },
    'The doghouse': 'Die Hundehütte',
    'An empty space': 'Ein leerer Platz',
    'Card {0}: an empty space': 'Karte {0}: ein leerer Platz',
    'Card {0}: {1}, worth {2}': 'Karte {0}: {1}, Wert {2}',
    'Card {0}: {1}': 'Karte {0}: {1}',
    'Move your dog to the doghouse': 'Deinen Hund zur Hundehütte laufen lassen',
    'Move your dog to card {0}: an empty space': 'Deinen Hund zu Karte {0} laufen lassen: ein leerer Platz',
    'Move your dog to card {0}: {1}, worth {2}': 'Deinen Hund zu Karte {0} laufen lassen: {1}, Wert {2}',
    'Move your dog to card {0}: {1}': 'Deinen Hund zu Karte {0} laufen lassen: {1}',
    '{0}; {1}': '{0}; {1}',
    "{0}'s dog": 'Hund von {0}',
    "{0}'s brown dog": 'brauner Hund von {0}',
    "{0}'s gray dog": 'grauer Hund von {0}',
    "{0}'s black dog": 'schwarzer Hund von {0}',
    "{0}'s spotted dog": 'gefleckter Hund von {0}',
    'brown dog': 'brauner Hund',
    'gray dog': 'grauer Hund',
    'black dog': 'schwarzer Hund',
    'spotted dog': 'gefleckter Hund',

    // Your dog and your paw
    'Your dog': 'Dein Hund',
    'The yard is dug up.': 'Der Garten ist ganz umgegraben.',
    'Actions taken: {0} of {1}': 'Gemachte Aktionen: {0} von {1}',
    '{0} · moves up to # card|{0} · moves up to # cards': { one: '{0} · läuft bis zu # Karte', other: '{0} · läuft bis zu # Karten' },
    'Bones in paw': 'Knochen in der Pfote',
    'Your paw: # bone|Your paw: # bones': { one: 'Deine Pfote: # Knochen', other: 'Deine Pfote: # Knochen' },
    'Your paw': 'Deine Pfote',
    'No bones': 'Keine Knochen',
    'Put back face down at card {0}: {1}': 'Verdeckt an Karte {0} zurücklegen: {1}',
    Dig: 'Graben',
    'Dig the bone at card {0}': 'Den Knochen an Karte {0} ausgraben',
    'Drop # red bone|Drop # red bones': { one: '# roten Knochen ablegen', other: '# rote Knochen ablegen' },
    'Drop # yellow bone|Drop # yellow bones': { one: '# gelben Knochen ablegen', other: '# gelbe Knochen ablegen' },
    'Drop # green bone|Drop # green bones': { one: '# grünen Knochen ablegen', other: '# grüne Knochen ablegen' },
    'Drop # blue bone|Drop # blue bones': { one: '# blauen Knochen ablegen', other: '# blaue Knochen ablegen' },
    'Drop # purple bone|Drop # purple bones': { one: '# lila Knochen ablegen', other: '# lila Knochen ablegen' },
    'Keep it': 'Behalten',
    'Keep it: the dug bone stays in your paw': 'Behalten: Der ausgegrabene Knochen bleibt in deiner Pfote',
    '{0}: {1}': '{0}: {1}',
    '{0} ×{1}': '{0} ×{1}',
    'End turn': 'Zug beenden',

    // The players
    Players: 'Spieler',
    '# point|# points': { one: '# Punkt', other: '# Punkte' },
    '# bone in paw|# bones in paw': { one: '# Knochen in der Pfote', other: '# Knochen in der Pfote' },
    '{0}: {1}, {2}, {3}': '{0}: {1}, {2}, {3}',
    'In paw': 'In der Pfote',
    '{0}, worth # point|{0}, worth # points': { one: '{0}, # Punkt wert', other: '{0}, # Punkte wert' },

    // Rules
    Goal: 'Ziel',
    'drop the most valuable bones at the dog bowls of their colour.': 'die wertvollsten Knochen an den Näpfen ihrer Farbe ablegen.',
    'The yard': 'Der Garten',
    'a row of cards from the doghouse: dog bowls and face-down bones. A bone card shows a scent of two colours; the bone is one of them.':
      'eine Reihe Karten ab der Hundehütte: Näpfe und verdeckte Knochen. Jede Knochenkarte zeigt einen Duft aus zwei Farben; der Knochen hat eine davon.',
    'Your turn': 'Dein Zug',
    'take up to {0} actions, in any order, as often as you like:': 'mach bis zu {0} Aktionen, in beliebiger Reihenfolge und jede so oft du willst:',
    Move: 'Laufen',
    'your dog runs up to {0} cards either way, {1} fewer for each bone you hold.': 'dein Hund läuft bis zu {0} Karten in die eine oder andere Richtung, {1} weniger für jeden Knochen, den du trägst.',
    'dig up the bone your dog is on. You may put any bone from your paw back in its place, face down. With {0} bones already you must put one back.':
      'grab den Knochen aus, auf dem dein Hund steht. Du darfst einen beliebigen Knochen aus deiner Pfote verdeckt an seinen Platz zurücklegen. Hattest du schon {0} Knochen, musst du einen zurücklegen.',
    Drop: 'Ablegen',
    'drop bones at the bowl your dog is on, if they match its colour.': 'lege Knochen am Napf ab, auf dem dein Hund steht, wenn sie seine Farbe haben.',
    'End of the turn': 'Ende des Zuges',
    'each dug-out space is filled with the card furthest from the doghouse (nearest gap first); a dog left off the end slides to the last card.':
      'jeder ausgegrabene Platz wird mit der Karte gefüllt, die am weitesten von der Hundehütte entfernt liegt (die nächste Lücke zuerst); ein Hund, der hinter dem Ende steht, rutscht auf die letzte Karte.',
    Bowls: 'Näpfe',
    'the bowl nearest the doghouse is worth {0} per bone, then {1}, {2}, {3}, and {4} for the furthest.':
      'der Napf am nächsten an der Hundehütte ist {0} pro Knochen wert, dann {1}, {2}, {3} und {4} für den entferntesten.',
    'The end': 'Das Ende',
    'when only the {0} bowls are left, the game ends. Bones in your paw are worth nothing. Ties go to the most {1}-point bones, then {2}-point bones, and so on.':
      'wenn nur noch die {0} Näpfe übrig sind, endet das Spiel. Knochen in deiner Pfote zählen nichts. Bei Gleichstand gewinnt, wer mehr {1}-Punkte-Knochen hat, dann {2}-Punkte-Knochen und so weiter.',
    Colours: 'Farben',
    'every colour has its own symbol and pattern:': 'jede Farbe hat ihr eigenes Zeichen und Muster:',

  },
};
