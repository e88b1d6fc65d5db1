import type { TranslationSet } from '../../src/i18n/index.js';

/**
 * The RUM table's own texts — labels, buttons, the turn hints, the panels' summaries and the Rules
 * dialog — in Spanish, French and German (English is each text's key). Card, colour and Captain
 * names come from the rules' translations (machines/rum/translations.ts), written so that they
 * fit every sentence here without agreeing with it.
 */
export const tableTranslations: TranslationSet = {
  es: {
    'discard {0}': 'descarta {0}',
    'the Pirate Ship': 'el Barco Pirata',
    '{0} {1} {2}': '{0} {1} {2}',
    '{0}: {1}': '{0}: {1}',
    'Play the set: {0} at {1}': 'Jugar el grupo: {0} con {1}',
    'Play the set: {1} at {2} (# {0} bottle)|Play the set: {1} at {2} (# {0} bottles)': {
      one: 'Jugar el grupo: {1} con {2} (# botella de color {0})',
      other: 'Jugar el grupo: {1} con {2} (# botellas de color {0})',
    },
    '# pt|# pts': { one: '# pto', other: '# ptos' },
    '# captain|# captains': { one: '# capitán', other: '# capitanes' },
    '# card|# cards': { one: '# carta', other: '# cartas' },
    Points: 'Puntos',
    'the Game': 'el Juego',
    PARROT: 'LORO',
    'a face-down card': 'una carta boca abajo',
    'The Parrot is out!': '¡Ha salido el Loro!',
    'Squawk!': '¡Cruaac!',
    'What happened by itself': 'Lo que pasó por sí solo',
    'Captain Cards and the Castaway Clock': 'Cartas de Capitán y Reloj del Náufrago',
    'Play a set for the {0} (now {1}, held by the Game)': 'Jugar un grupo para el {0} (ahora {1}, lo tiene el Juego)',
    'Play a set for the {0} (now {1}, held by {2})': 'Jugar un grupo para el {0} (ahora {1}, lo tiene {2})',
    '{0}: {1}, held by the Game': '{0}: {1}, lo tiene el Juego',
    '{0}: {1}, held by {2}': '{0}: {1}, lo tiene {2}',
    'Castaway Clock at {0}: the Pirate Ship': 'Reloj del Náufrago en {0}: el Barco Pirata',
    'Castaway Clock at {0}: the Parrot makes you discard {1}': 'Reloj del Náufrago en {0}: el Loro te obliga a descartar {1}',
    'Shipwreck · {0}': 'Naufragio · {0}',
    'Draw a card from the Shipwreck (# card)|Draw a card from the Shipwreck (# cards)': {
      one: 'Robar una carta del Naufragio (# carta)',
      other: 'Robar una carta del Naufragio (# cartas)',
    },
    'The Shipwreck: # face-down card|The Shipwreck: # face-down cards': {
      one: 'El Naufragio: # carta boca abajo',
      other: 'El Naufragio: # cartas boca abajo',
    },
    'The Beach': 'La Playa',
    'Beach slot {0}: empty': 'Casilla {0} de la Playa: vacía',
    'in set': 'en el grupo',
    'Add the single {0} {1} bottle of Beach slot {2} to your set': 'Añadir a tu grupo la botella suelta de color {0} {1} de la casilla {2} de la Playa',
    'Take the face-down card from Beach slot {0}': 'Tomar la carta boca abajo de la casilla {0} de la Playa',
    'Take the {0} from Beach slot {1}': 'Tomar la {0} de la casilla {1} de la Playa',
    'Beach slot {0}: a face-down card, in your set': 'Casilla {0} de la Playa: una carta boca abajo, en tu grupo',
    'Beach slot {0}: a face-down card': 'Casilla {0} de la Playa: una carta boca abajo',
    'Beach slot {0}: the Parrot': 'Casilla {0} de la Playa: el Loro',
    'Beach slot {0}: the {1}, in your set': 'Casilla {0} de la Playa: la {1}, en tu grupo',
    'Beach slot {0}: the {1}': 'Casilla {0} de la Playa: la {1}',
    'End turn': 'Terminar turno',
    '# bottle — Rum Trio!|# bottles — Rum Trio!': { one: '# botella: ¡Trío de Ron!', other: '# botellas: ¡Trío de Ron!' },
    '# bottle|# bottles': { one: '# botella', other: '# botellas' },
    'Your set for the {0}': 'Tu grupo para el {0}',
    'Set for the {0} {1} (now {2}):': 'Grupo para el {0} {1} (ahora {2}):',
    '+1 from Beach {0}': '+1 de la Playa {0}',
    'Take the set back': 'Retirar el grupo',
    'Your hand': 'Tu mano',
    'Your hand · # point|Your hand · # points': { one: 'Tu mano · # punto', other: 'Tu mano · # puntos' },
    'No cards': 'Sin cartas',
    'Add the {0} to your set: # {1} {2} bottle|Add the {0} to your set: # {1} {2} bottles': {
      one: 'Añadir la {0} a tu grupo: # botella de color {1} {2}',
      other: 'Añadir la {0} a tu grupo: # botellas de color {1} {2}',
    },
    'Discard the {0}': 'Descartar la {0}',

    'The tide brought the Parrot: everyone discards. Discard # more card to the Shipwreck.|The tide brought the Parrot: everyone discards. Discard # more cards to the Shipwreck.': {
      one: 'La marea trajo el Loro: todos descartan. Descarta # carta más al Naufragio.',
      other: 'La marea trajo el Loro: todos descartan. Descarta # cartas más al Naufragio.',
    },
    'The Parrot! Discard # more card to the Shipwreck.|The Parrot! Discard # more cards to the Shipwreck.': {
      one: '¡El Loro! Descarta # carta más al Naufragio.',
      other: '¡El Loro! Descarta # cartas más al Naufragio.',
    },
    'Add {0} bottles to your set ({1} so far), then play it — it must beat the {2} at {3}.':
      'Añade botellas de color {0} a tu grupo (llevas {1}) y luego juégalo: tiene que superar al {2}, que vale {3}.',
    'Play another set for another Captain, or end your turn.': 'Juega otro grupo para otro Capitán o termina tu turno.',
    'Draw a card (Beach or Shipwreck), or pick a glowing Captain to play a set for it.': 'Roba una carta (de la Playa o del Naufragio) o elige un Capitán iluminado para jugar un grupo para él.',
    'Draw a card from the Beach or the Shipwreck.': 'Roba una carta de la Playa o del Naufragio.',

    Goal: 'Objetivo',
    'control Captain Cards worth {0} points (2 players), {1} (3 players) or {2} (4 players). A Captain is worth the number at its top.':
      'reúne Cartas de Capitán que valgan {0} puntos (2 jugadores), {1} (3 jugadores) o {2} (4 jugadores). Un Capitán vale el número que muestra arriba.',
    'Rum Cards': 'Cartas de Ron',
    'every Rum Card has 1 bottle of one colour at one end and 2 bottles of another colour at the other. Each colour has its own symbol and pattern:':
      'cada Carta de Ron tiene 1 botella de un color en un extremo y 2 botellas de otro color en el otro. Cada color tiene su propio símbolo y su trama:',
    'Your turn': 'Tu turno',
    'do one thing: draw a Beach card (face up or face down — the slot is refilled face down) or a card from the Shipwreck, or play sets.':
      'haz una sola cosa: roba una carta de la Playa (boca arriba o boca abajo; la casilla se rellena boca abajo) o una carta del Naufragio, o juega grupos.',
    Sets: 'Grupos',
    "a set is bottles of one colour from your hand (each card counts the end you choose: 1 or 2 bottles). It must be more than the Captain's value: you take the Captain, and it now shows the size of your set. You may play several sets in one turn, one per Captain. Played cards go back into the Shipwreck.":
      'un grupo son botellas de un mismo color de tu mano (cada carta cuenta el extremo que elijas: 1 o 2 botellas). Tiene que superar el valor del Capitán: te llevas al Capitán, que pasa a mostrar el tamaño de tu grupo. Puedes jugar varios grupos en un turno, uno por Capitán. Las cartas jugadas vuelven al Naufragio.',
    'the single bottles on face-up Beach cards belong to everyone: add them to your sets; they stay on the Beach.':
      'las botellas sueltas de las cartas boca arriba de la Playa son de todos: súmalas a tus grupos; se quedan en la Playa.',
    'Rum Trio': 'Trío de Ron',
    'the three single bottles of one colour steal that Captain at any value and raise it by 2. A Captain at 8 stays at 8; only 9 bottles or a Rum Trio steal it.':
      'las tres botellas sueltas de un color roban a ese Capitán, valga lo que valga, y lo suben 2. Un Capitán en 8 se queda en 8; solo se lo roban 9 botellas o un Trío de Ron.',
    'The Parrot': 'El Loro',
    'whoever draws it discards 2 cards (Clock at 1–4) or 3 (Clock at 5–7); then the Clock turns. If it is revealed with the Clock at 7, the Pirate Ship comes and the game ends.':
      'quien lo roba descarta 2 cartas (Reloj en 1–4) o 3 (Reloj en 5–7); luego el Reloj avanza. Si aparece con el Reloj en 7, llega el Barco Pirata y la partida termina.',
    'Empty Shipwreck': 'Naufragio vacío',
    'when its last card is taken, the players holding the most cards discard their whole hand and the Clock turns. A Parrot that is the last card has no effect.':
      'cuando se toma su última carta, quienes tienen más cartas descartan toda su mano y el Reloj avanza. Un Loro que es la última carta no tiene efecto.',
    'The tide': 'La marea',
    'after a turn that leaves all three Beach cards face down, they all turn face up. A Parrot among them makes everyone discard; a Rum Trio is washed away and replaced.':
      'tras un turno que deja boca abajo las tres cartas de la Playa, todas se ponen boca arriba. Si entre ellas está el Loro, todos descartan; un Trío de Ron se lo lleva la marea y se repone.',
    Winning: 'Quién gana',
    'most points wins; then most Captains; then the highest Captain.': 'gana quien tenga más puntos; después, más Capitanes; después, el Capitán más alto.',
  },

  fr: {
    'discard {0}': 'défausse {0}',
    'the Pirate Ship': 'le Bateau Pirate',
    '{0} {1} {2}': '{0} {1} {2}',
    '{0}: {1}': '{0} : {1}',
    'Play the set: {0} at {1}': 'Jouer la série : {0} à {1}',
    'Play the set: {1} at {2} (# {0} bottle)|Play the set: {1} at {2} (# {0} bottles)': {
      one: 'Jouer la série : {1} à {2} (# bouteille de couleur {0})',
      other: 'Jouer la série : {1} à {2} (# bouteilles de couleur {0})',
    },
    '# pt|# pts': { one: '# pt', other: '# pts' },
    '# captain|# captains': { one: '# capitaine', other: '# capitaines' },
    '# card|# cards': { one: '# carte', other: '# cartes' },
    Points: 'Points',
    'the Game': 'le Jeu',
    PARROT: 'PERROQUET',
    'a face-down card': 'une carte face cachée',
    'The Parrot is out!': 'Le Perroquet est sorti !',
    'Squawk!': 'Croaa !',
    'What happened by itself': 'Ce qui s’est passé tout seul',
    'Captain Cards and the Castaway Clock': 'Cartes Capitaine et Horloge du Naufragé',
    'Play a set for the {0} (now {1}, held by the Game)': 'Jouer une série pour le {0} (à {1}, détenu par le Jeu)',
    'Play a set for the {0} (now {1}, held by {2})': 'Jouer une série pour le {0} (à {1}, détenu par {2})',
    '{0}: {1}, held by the Game': '{0} : {1}, détenu par le Jeu',
    '{0}: {1}, held by {2}': '{0} : {1}, détenu par {2}',
    'Castaway Clock at {0}: the Pirate Ship': 'Horloge du Naufragé sur {0} : le Bateau Pirate',
    'Castaway Clock at {0}: the Parrot makes you discard {1}': 'Horloge du Naufragé sur {0} : le Perroquet fait défausser {1}',
    'Shipwreck · {0}': 'Épave · {0}',
    'Draw a card from the Shipwreck (# card)|Draw a card from the Shipwreck (# cards)': {
      one: 'Piocher une carte dans l’Épave (# carte)',
      other: 'Piocher une carte dans l’Épave (# cartes)',
    },
    'The Shipwreck: # face-down card|The Shipwreck: # face-down cards': {
      one: 'L’Épave : # carte face cachée',
      other: 'L’Épave : # cartes face cachée',
    },
    'The Beach': 'La Plage',
    'Beach slot {0}: empty': 'Emplacement {0} de la Plage : vide',
    'in set': 'dans la série',
    'Add the single {0} {1} bottle of Beach slot {2} to your set': 'Ajouter à ta série la bouteille simple de couleur {0} {1} de l’emplacement {2} de la Plage',
    'Take the face-down card from Beach slot {0}': 'Prendre la carte face cachée de l’emplacement {0} de la Plage',
    'Take the {0} from Beach slot {1}': 'Prendre la {0} de l’emplacement {1} de la Plage',
    'Beach slot {0}: a face-down card, in your set': 'Emplacement {0} de la Plage : une carte face cachée, dans ta série',
    'Beach slot {0}: a face-down card': 'Emplacement {0} de la Plage : une carte face cachée',
    'Beach slot {0}: the Parrot': 'Emplacement {0} de la Plage : le Perroquet',
    'Beach slot {0}: the {1}, in your set': 'Emplacement {0} de la Plage : la {1}, dans ta série',
    'Beach slot {0}: the {1}': 'Emplacement {0} de la Plage : la {1}',
    'End turn': 'Fin du tour',
    '# bottle — Rum Trio!|# bottles — Rum Trio!': { one: '# bouteille — Trio de Rhum !', other: '# bouteilles — Trio de Rhum !' },
    '# bottle|# bottles': { one: '# bouteille', other: '# bouteilles' },
    'Your set for the {0}': 'Ta série pour le {0}',
    'Set for the {0} {1} (now {2}):': 'Série pour le {0} {1} (à {2}) :',
    '+1 from Beach {0}': '+1 de la Plage {0}',
    'Take the set back': 'Reprendre la série',
    'Your hand': 'Ta main',
    'Your hand · # point|Your hand · # points': { one: 'Ta main · # point', other: 'Ta main · # points' },
    'No cards': 'Aucune carte',
    'Add the {0} to your set: # {1} {2} bottle|Add the {0} to your set: # {1} {2} bottles': {
      one: 'Ajouter la {0} à ta série : # bouteille de couleur {1} {2}',
      other: 'Ajouter la {0} à ta série : # bouteilles de couleur {1} {2}',
    },
    'Discard the {0}': 'Défausser la {0}',

    'The tide brought the Parrot: everyone discards. Discard # more card to the Shipwreck.|The tide brought the Parrot: everyone discards. Discard # more cards to the Shipwreck.': {
      one: 'La marée a apporté le Perroquet : tout le monde défausse. Défausse encore # carte dans l’Épave.',
      other: 'La marée a apporté le Perroquet : tout le monde défausse. Défausse encore # cartes dans l’Épave.',
    },
    'The Parrot! Discard # more card to the Shipwreck.|The Parrot! Discard # more cards to the Shipwreck.': {
      one: 'Le Perroquet ! Défausse encore # carte dans l’Épave.',
      other: 'Le Perroquet ! Défausse encore # cartes dans l’Épave.',
    },
    'Add {0} bottles to your set ({1} so far), then play it — it must beat the {2} at {3}.':
      'Ajoute des bouteilles de couleur {0} à ta série ({1} pour l’instant), puis joue-la — elle doit battre le {2}, qui vaut {3}.',
    'Play another set for another Captain, or end your turn.': 'Joue une autre série pour un autre Capitaine, ou finis ton tour.',
    'Draw a card (Beach or Shipwreck), or pick a glowing Captain to play a set for it.': 'Pioche une carte (Plage ou Épave), ou choisis un Capitaine en surbrillance pour jouer une série pour lui.',
    'Draw a card from the Beach or the Shipwreck.': 'Pioche une carte sur la Plage ou dans l’Épave.',

    Goal: 'But',
    'control Captain Cards worth {0} points (2 players), {1} (3 players) or {2} (4 players). A Captain is worth the number at its top.':
      'contrôler des cartes Capitaine qui valent {0} points (2 joueurs), {1} (3 joueurs) ou {2} (4 joueurs). Un Capitaine vaut le nombre inscrit en haut.',
    'Rum Cards': 'Cartes Rhum',
    'every Rum Card has 1 bottle of one colour at one end and 2 bottles of another colour at the other. Each colour has its own symbol and pattern:':
      'chaque carte Rhum porte 1 bouteille d’une couleur à un bout et 2 bouteilles d’une autre couleur à l’autre. Chaque couleur a son propre symbole et son motif :',
    'Your turn': 'Ton tour',
    'do one thing: draw a Beach card (face up or face down — the slot is refilled face down) or a card from the Shipwreck, or play sets.':
      'fais une seule chose : pioche une carte de la Plage (face visible ou cachée — l’emplacement est complété face cachée) ou une carte de l’Épave, ou joue des séries.',
    Sets: 'Séries',
    "a set is bottles of one colour from your hand (each card counts the end you choose: 1 or 2 bottles). It must be more than the Captain's value: you take the Captain, and it now shows the size of your set. You may play several sets in one turn, one per Captain. Played cards go back into the Shipwreck.":
      'une série, ce sont des bouteilles d’une même couleur de ta main (chaque carte compte le bout que tu choisis : 1 ou 2 bouteilles). Elle doit dépasser la valeur du Capitaine : tu prends le Capitaine, qui montre désormais la taille de ta série. Tu peux jouer plusieurs séries dans un tour, une par Capitaine. Les cartes jouées retournent dans l’Épave.',
    'the single bottles on face-up Beach cards belong to everyone: add them to your sets; they stay on the Beach.':
      'les bouteilles simples des cartes face visible de la Plage sont à tout le monde : ajoute-les à tes séries ; elles restent sur la Plage.',
    'Rum Trio': 'Trio de Rhum',
    'the three single bottles of one colour steal that Captain at any value and raise it by 2. A Captain at 8 stays at 8; only 9 bottles or a Rum Trio steal it.':
      'les trois bouteilles simples d’une couleur volent ce Capitaine, quelle que soit sa valeur, et la font monter de 2. Un Capitaine à 8 reste à 8 ; seuls 9 bouteilles ou un Trio de Rhum le volent.',
    'The Parrot': 'Le Perroquet',
    'whoever draws it discards 2 cards (Clock at 1–4) or 3 (Clock at 5–7); then the Clock turns. If it is revealed with the Clock at 7, the Pirate Ship comes and the game ends.':
      'qui le pioche défausse 2 cartes (Horloge sur 1–4) ou 3 (Horloge sur 5–7) ; puis l’Horloge tourne. S’il apparaît avec l’Horloge sur 7, le Bateau Pirate arrive et la partie se termine.',
    'Empty Shipwreck': 'Épave vide',
    'when its last card is taken, the players holding the most cards discard their whole hand and the Clock turns. A Parrot that is the last card has no effect.':
      'quand sa dernière carte est prise, les joueurs qui ont le plus de cartes défaussent toute leur main et l’Horloge tourne. Un Perroquet qui est la dernière carte n’a aucun effet.',
    'The tide': 'La marée',
    'after a turn that leaves all three Beach cards face down, they all turn face up. A Parrot among them makes everyone discard; a Rum Trio is washed away and replaced.':
      'après un tour qui laisse les trois cartes de la Plage face cachée, elles se retournent toutes. Un Perroquet parmi elles fait défausser tout le monde ; un Trio de Rhum est emporté et remplacé.',
    Winning: 'Victoire',
    'most points wins; then most Captains; then the highest Captain.': 'le plus de points l’emporte ; puis le plus de Capitaines ; puis le Capitaine le plus fort.',
  },

  de: {
    'discard {0}': '{0} abwerfen',
    'the Pirate Ship': 'das Piratenschiff',
    '{0} {1} {2}': '{0} {1} {2}',
    '{0}: {1}': '{0}: {1}',
    'Play the set: {0} at {1}': 'Set spielen: {0} mit {1}',
    'Play the set: {1} at {2} (# {0} bottle)|Play the set: {1} at {2} (# {0} bottles)': {
      one: 'Set spielen: {1} mit {2} (# Flasche in {0})',
      other: 'Set spielen: {1} mit {2} (# Flaschen in {0})',
    },
    '# pt|# pts': { one: '# Pkt.', other: '# Pkt.' },
    '# captain|# captains': { one: '# Kapitän', other: '# Kapitäne' },
    '# card|# cards': { one: '# Karte', other: '# Karten' },
    Points: 'Punkte',
    'the Game': 'das Spiel',
    PARROT: 'PAPAGEI',
    'a face-down card': 'eine verdeckte Karte',
    'The Parrot is out!': 'Der Papagei ist draußen!',
    'Squawk!': 'Krah!',
    'What happened by itself': 'Was von selbst geschah',
    'Captain Cards and the Castaway Clock': 'Kapitänskarten und die Schiffbrüchigen-Uhr',
    'Play a set for the {0} (now {1}, held by the Game)': 'Ein Set für {0} spielen (jetzt {1}, beim Spiel)',
    'Play a set for the {0} (now {1}, held by {2})': 'Ein Set für {0} spielen (jetzt {1}, bei {2})',
    '{0}: {1}, held by the Game': '{0}: {1}, beim Spiel',
    '{0}: {1}, held by {2}': '{0}: {1}, bei {2}',
    'Castaway Clock at {0}: the Pirate Ship': 'Schiffbrüchigen-Uhr auf {0}: das Piratenschiff',
    'Castaway Clock at {0}: the Parrot makes you discard {1}': 'Schiffbrüchigen-Uhr auf {0}: Beim Papagei wirfst du {1} ab',
    'Shipwreck · {0}': 'Wrack · {0}',
    'Draw a card from the Shipwreck (# card)|Draw a card from the Shipwreck (# cards)': {
      one: 'Eine Karte aus dem Wrack ziehen (# Karte)',
      other: 'Eine Karte aus dem Wrack ziehen (# Karten)',
    },
    'The Shipwreck: # face-down card|The Shipwreck: # face-down cards': {
      one: 'Das Wrack: # verdeckte Karte',
      other: 'Das Wrack: # verdeckte Karten',
    },
    'The Beach': 'Der Strand',
    'Beach slot {0}: empty': 'Strandplatz {0}: leer',
    'in set': 'im Set',
    'Add the single {0} {1} bottle of Beach slot {2} to your set': 'Die einzelne Flasche in {0} {1} von Strandplatz {2} zu deinem Set nehmen',
    'Take the face-down card from Beach slot {0}': 'Die verdeckte Karte von Strandplatz {0} nehmen',
    'Take the {0} from Beach slot {1}': 'Die {0} von Strandplatz {1} nehmen',
    'Beach slot {0}: a face-down card, in your set': 'Strandplatz {0}: eine verdeckte Karte, in deinem Set',
    'Beach slot {0}: a face-down card': 'Strandplatz {0}: eine verdeckte Karte',
    'Beach slot {0}: the Parrot': 'Strandplatz {0}: der Papagei',
    'Beach slot {0}: the {1}, in your set': 'Strandplatz {0}: die {1}, in deinem Set',
    'Beach slot {0}: the {1}': 'Strandplatz {0}: die {1}',
    'End turn': 'Zug beenden',
    '# bottle — Rum Trio!|# bottles — Rum Trio!': { one: '# Flasche — Rum-Trio!', other: '# Flaschen — Rum-Trio!' },
    '# bottle|# bottles': { one: '# Flasche', other: '# Flaschen' },
    'Your set for the {0}': 'Dein Set für {0}',
    'Set for the {0} {1} (now {2}):': 'Set für {0} {1} (jetzt {2}):',
    '+1 from Beach {0}': '+1 von Strandplatz {0}',
    'Take the set back': 'Das Set zurücknehmen',
    'Your hand': 'Deine Hand',
    'Your hand · # point|Your hand · # points': { one: 'Deine Hand · # Punkt', other: 'Deine Hand · # Punkte' },
    'No cards': 'Keine Karten',
    'Add the {0} to your set: # {1} {2} bottle|Add the {0} to your set: # {1} {2} bottles': {
      one: 'Die {0} zu deinem Set legen: # Flasche in {1} {2}',
      other: 'Die {0} zu deinem Set legen: # Flaschen in {1} {2}',
    },
    'Discard the {0}': 'Die {0} abwerfen',

    'The tide brought the Parrot: everyone discards. Discard # more card to the Shipwreck.|The tide brought the Parrot: everyone discards. Discard # more cards to the Shipwreck.': {
      one: 'Die Flut hat den Papagei gebracht: Alle werfen ab. Wirf noch # Karte ins Wrack ab.',
      other: 'Die Flut hat den Papagei gebracht: Alle werfen ab. Wirf noch # Karten ins Wrack ab.',
    },
    'The Parrot! Discard # more card to the Shipwreck.|The Parrot! Discard # more cards to the Shipwreck.': {
      one: 'Der Papagei! Wirf noch # Karte ins Wrack ab.',
      other: 'Der Papagei! Wirf noch # Karten ins Wrack ab.',
    },
    'Add {0} bottles to your set ({1} so far), then play it — it must beat the {2} at {3}.':
      'Lege Flaschen in {0} zu deinem Set (bisher {1}) und spiele es dann — es muss {2} (Wert {3}) schlagen.',
    'Play another set for another Captain, or end your turn.': 'Spiele ein weiteres Set für einen anderen Kapitän oder beende deinen Zug.',
    'Draw a card (Beach or Shipwreck), or pick a glowing Captain to play a set for it.': 'Ziehe eine Karte (Strand oder Wrack) oder wähle einen leuchtenden Kapitän, um ein Set für ihn zu spielen.',
    'Draw a card from the Beach or the Shipwreck.': 'Ziehe eine Karte vom Strand oder aus dem Wrack.',

    Goal: 'Ziel',
    'control Captain Cards worth {0} points (2 players), {1} (3 players) or {2} (4 players). A Captain is worth the number at its top.':
      'Kapitänskarten im Wert von {0} Punkten (2 Personen), {1} (3 Personen) oder {2} (4 Personen) besitzen. Ein Kapitän ist so viel wert wie die Zahl oben auf ihm.',
    'Rum Cards': 'Rumkarten',
    'every Rum Card has 1 bottle of one colour at one end and 2 bottles of another colour at the other. Each colour has its own symbol and pattern:':
      'Jede Rumkarte hat an einem Ende 1 Flasche einer Farbe und am anderen 2 Flaschen einer anderen Farbe. Jede Farbe hat ihr eigenes Symbol und Muster:',
    'Your turn': 'Dein Zug',
    'do one thing: draw a Beach card (face up or face down — the slot is refilled face down) or a card from the Shipwreck, or play sets.':
      'Tu genau eine Sache: Ziehe eine Strandkarte (offen oder verdeckt — der Platz wird verdeckt aufgefüllt) oder eine Karte aus dem Wrack, oder spiele Sets.',
    Sets: 'Sets',
    "a set is bottles of one colour from your hand (each card counts the end you choose: 1 or 2 bottles). It must be more than the Captain's value: you take the Captain, and it now shows the size of your set. You may play several sets in one turn, one per Captain. Played cards go back into the Shipwreck.":
      'Ein Set sind Flaschen einer Farbe aus deiner Hand (jede Karte zählt mit dem Ende, das du wählst: 1 oder 2 Flaschen). Es muss mehr sein als der Wert des Kapitäns: Du nimmst den Kapitän, und er zeigt nun die Größe deines Sets. Du darfst in einem Zug mehrere Sets spielen, eines pro Kapitän. Gespielte Karten kommen zurück ins Wrack.',
    'the single bottles on face-up Beach cards belong to everyone: add them to your sets; they stay on the Beach.':
      'Die einzelnen Flaschen auf offenen Strandkarten gehören allen: Zähle sie zu deinen Sets; sie bleiben am Strand.',
    'Rum Trio': 'Rum-Trio',
    'the three single bottles of one colour steal that Captain at any value and raise it by 2. A Captain at 8 stays at 8; only 9 bottles or a Rum Trio steal it.':
      'Die drei einzelnen Flaschen einer Farbe stehlen diesen Kapitän bei jedem Wert und erhöhen ihn um 2. Ein Kapitän auf 8 bleibt auf 8; nur 9 Flaschen oder ein Rum-Trio stehlen ihn.',
    'The Parrot': 'Der Papagei',
    'whoever draws it discards 2 cards (Clock at 1–4) or 3 (Clock at 5–7); then the Clock turns. If it is revealed with the Clock at 7, the Pirate Ship comes and the game ends.':
      'Wer ihn zieht, wirft 2 Karten ab (Uhr auf 1–4) oder 3 (Uhr auf 5–7); dann rückt die Uhr weiter. Taucht er auf, während die Uhr auf 7 steht, kommt das Piratenschiff und das Spiel endet.',
    'Empty Shipwreck': 'Leeres Wrack',
    'when its last card is taken, the players holding the most cards discard their whole hand and the Clock turns. A Parrot that is the last card has no effect.':
      'Wird seine letzte Karte genommen, werfen alle mit den meisten Karten ihre ganze Hand ab, und die Uhr rückt weiter. Ein Papagei als letzte Karte hat keine Wirkung.',
    'The tide': 'Die Flut',
    'after a turn that leaves all three Beach cards face down, they all turn face up. A Parrot among them makes everyone discard; a Rum Trio is washed away and replaced.':
      'Liegen nach einem Zug alle drei Strandkarten verdeckt, werden sie alle aufgedeckt. Ist ein Papagei darunter, werfen alle ab; ein Rum-Trio wird weggespült und ersetzt.',
    Winning: 'Sieg',
    'most points wins; then most Captains; then the highest Captain.': 'Die meisten Punkte gewinnen; dann die meisten Kapitäne; dann der höchste Kapitän.',
  },
};
