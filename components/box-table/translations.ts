import type { TranslationSet } from '../../src/i18n/index.js';

/**
 * The BOX table's own texts — labels, buttons, the turn hints, the panels' summaries and the Rules
 * dialog — in Spanish, French and German (English is each text's key). Colour words come from the
 * rules' translations (machines/box/translations.ts) and stand alone or after a colon; the turn
 * hint, where the Secret Color describes the corners, is written whole for each colour.
 */
export const tableTranslations: TranslationSet = {
  es: {
    Points: 'Puntos',
    '# card left|# cards left': { one: 'Queda # carta', other: 'Quedan # cartas' },
    '# card left · team {0}|# cards left · team {0}': { one: 'Queda # carta · equipo {0}', other: 'Quedan # cartas · equipo {0}' },
    '# pt|# pts': { one: '# pto', other: '# ptos' },
    '{0} · {1} {2} · {3}': '{0} · {1} {2} · {3}',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one.':
      'Gira tu carta si quieres y elige un hueco ⊕: la carta tiene que tapar de {0} a {1} puntos o quedar junto a uno.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four red {2} corners.':
      'Gira tu carta si quieres y elige un hueco ⊕: la carta tiene que tapar de {0} a {1} puntos o quedar junto a uno. Haz cuadrados con cuatro esquinas rojas {2}.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four orange {2} corners.':
      'Gira tu carta si quieres y elige un hueco ⊕: la carta tiene que tapar de {0} a {1} puntos o quedar junto a uno. Haz cuadrados con cuatro esquinas naranjas {2}.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four yellow {2} corners.':
      'Gira tu carta si quieres y elige un hueco ⊕: la carta tiene que tapar de {0} a {1} puntos o quedar junto a uno. Haz cuadrados con cuatro esquinas amarillas {2}.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four green {2} corners.':
      'Gira tu carta si quieres y elige un hueco ⊕: la carta tiene que tapar de {0} a {1} puntos o quedar junto a uno. Haz cuadrados con cuatro esquinas verdes {2}.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four blue {2} corners.':
      'Gira tu carta si quieres y elige un hueco ⊕: la carta tiene que tapar de {0} a {1} puntos o quedar junto a uno. Haz cuadrados con cuatro esquinas azules {2}.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four purple {2} corners.':
      'Gira tu carta si quieres y elige un hueco ⊕: la carta tiene que tapar de {0} a {1} puntos o quedar junto a uno. Haz cuadrados con cuatro esquinas moradas {2}.',

    // The mats
    "Players' cards": 'Cartas de los jugadores',
    '{0} (team {1})': '{0} (equipo {1})',
    '# card in the stack|# cards in the stack': { one: '# carta en el montón', other: '# cartas en el montón' },
    '{0} card in hand': '{0} carta en la mano',
    'no card in hand': 'ninguna carta en la mano',
    'Secret Color: {0}': 'Color secreto: {0}',
    'Secret Color hidden': 'Color secreto oculto',
    'Secret Color, face down': 'Color secreto, boca abajo',
    '{0}: # card left ({1}, {2}), {3}|{0}: # cards left ({1}, {2}), {3}': { one: '{0}: queda # carta ({1}, {2}), {3}', other: '{0}: quedan # cartas ({1}, {2}), {3}' },
    '# card left: {0}, {1}|# cards left: {0}, {1}': { one: 'Queda # carta: {0}, {1}', other: 'Quedan # cartas: {0}, {1}' },

    // Your side
    'Your Secret Color': 'Tu color secreto',
    'Your Secret Color: {0}': 'Tu color secreto: {0}',
    'shared with {0}': 'compartido con {0}',
    'Your card in hand': 'Tu carta en la mano',
    'Your card': 'Tu carta',
    'Your card: {0}': 'Tu carta: {0}',
    'top {0} and {1}, bottom {2} and {3}': 'arriba {0} y {1}, abajo {2} y {3}',
    'No card left': 'No te quedan cartas',
    Turn: 'Girar',
    'Turn your card a quarter turn clockwise': 'Girar tu carta un cuarto de vuelta en el sentido de las agujas del reloj',

    // The display
    'The display: {0}, {1}': 'La cuadrícula: {0}, {1}',
    '# Box Card played|# Box Cards played': { one: '# carta Box jugada', other: '# cartas Box jugadas' },
    '# dot showing|# dots showing': { one: '# punto visible', other: '# puntos visibles' },
    'row {0}: {1}': 'fila {0}: {1}',
    '{0} at column {1}': '{0} en la columna {1}',
    '{0}, {1}': '{0}, {1}',
    '{0}; {1}': '{0}; {1}',
    'Place the card at column {0}, row {1}, next to the display': 'Poner la carta en la columna {0}, fila {1}, junto a la cuadrícula',
    'Place the card at column {0}, row {1}, covering # dot|Place the card at column {0}, row {1}, covering # dots': {
      one: 'Poner la carta en la columna {0}, fila {1}, tapando # punto',
      other: 'Poner la carta en la columna {0}, fila {1}, tapando # puntos',
    },

    // Rules
    Goal: 'Objetivo',
    'score the most points with squares whose four corner dots are your Secret Color. Keep your colour secret!':
      'consigue más puntos con cuadrados cuyos cuatro puntos de las esquinas sean de tu color secreto. ¡No reveles tu color!',
    Players: 'Jugadores',
    '{0} or {1} players play alone; {2} or {3} players play as two teams, seated so the teams take turns. Teammates share one Secret Color.':
      'con {0} o {1} jugadores, cada uno juega solo; con {2} o {3}, se juega en dos equipos, sentados de forma que los equipos se vayan turnando. Los compañeros de equipo comparten un color secreto.',
    'Your turn': 'Tu turno',
    'each player has a face-down stack of Box Cards and {0} card in hand. On your turn, play your card on the display (you may turn it first with ↻), then draw the next one.':
      'cada jugador tiene un montón de cartas Box boca abajo y {0} carta en la mano. En tu turno, juega tu carta en la cuadrícula (antes puedes girarla con ↻) y roba la siguiente.',
    'Laying a card': 'Colocar una carta',
    "the dots must stay in straight lines. The card must either cover {0} to {1} dots (coloured or grey), or lie next to at least one dot (left, right, above or below). Columns and rows count from the Starting Card's top-left dot.":
      'los puntos tienen que quedar en líneas rectas. La carta tiene que tapar de {0} a {1} puntos (de color o grises) o quedar junto a al menos un punto (a la izquierda, a la derecha, encima o debajo). Las columnas y las filas se cuentan desde el punto de arriba a la izquierda de la carta inicial.',
    'Covered dots': 'Puntos tapados',
    'only the top dot of each space counts: covered dots are gone.': 'solo cuenta el punto de arriba de cada hueco: los puntos tapados desaparecen.',
    Scoring: 'Puntuación',
    'when all {0} cards are played, everyone reveals their colour. A square scores {1} point for each dot space on one side, empty spaces included: a {2}×{3} square is worth {4}, an {5}×{6} square {7}. Squares larger than {8}×{9} score nothing. A dot may be the corner of several squares.':
      'cuando se han jugado las {0} cartas, todos revelan su color. Un cuadrado da {1} punto por cada hueco de un lado, contando los huecos vacíos: un cuadrado de {2}×{3} vale {4}; uno de {5}×{6}, {7}. Los cuadrados de más de {8}×{9} no puntúan. Un punto puede ser la esquina de varios cuadrados.',
    Winning: 'Quién gana',
    'most points wins; on a tie, the player (team) who took the first turn wins.': 'gana quien tenga más puntos; en caso de empate, gana el jugador (o el equipo) que jugó primero.',
    Colours: 'Colores',
    'every colour has its own symbol and pattern, grey too, so nobody needs to tell colours apart:': 'cada color tiene su propio símbolo y su trama, también el gris, para que nadie tenga que distinguir los colores:',
    '{0}×{1} squares': 'cuadrados de {0}×{1}',
    'Scroll the display left': 'Desplazar la cuadrícula a la izquierda',
    'Scroll the display right': 'Desplazar la cuadrícula a la derecha',
    'Swipe or scroll to see the whole display.': 'Desliza o desplaza para ver toda la cuadrícula.',
  },
  fr: {
    Points: 'Points',
    '# card left|# cards left': { one: '# carte restante', other: '# cartes restantes' },
    '# card left · team {0}|# cards left · team {0}': { one: '# carte restante · équipe {0}', other: '# cartes restantes · équipe {0}' },
    '# pt|# pts': { one: '# pt', other: '# pts' },
    '{0} · {1} {2} · {3}': '{0} · {1} {2} · {3}',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one.':
      'Tourne ta carte si tu veux, puis choisis une place ⊕ : la carte doit couvrir de {0} à {1} points ou être posée à côté d’un point.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four red {2} corners.':
      'Tourne ta carte si tu veux, puis choisis une place ⊕ : la carte doit couvrir de {0} à {1} points ou être posée à côté d’un point. Fais des carrés aux quatre coins rouges {2}.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four orange {2} corners.':
      'Tourne ta carte si tu veux, puis choisis une place ⊕ : la carte doit couvrir de {0} à {1} points ou être posée à côté d’un point. Fais des carrés aux quatre coins orange {2}.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four yellow {2} corners.':
      'Tourne ta carte si tu veux, puis choisis une place ⊕ : la carte doit couvrir de {0} à {1} points ou être posée à côté d’un point. Fais des carrés aux quatre coins jaunes {2}.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four green {2} corners.':
      'Tourne ta carte si tu veux, puis choisis une place ⊕ : la carte doit couvrir de {0} à {1} points ou être posée à côté d’un point. Fais des carrés aux quatre coins verts {2}.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four blue {2} corners.':
      'Tourne ta carte si tu veux, puis choisis une place ⊕ : la carte doit couvrir de {0} à {1} points ou être posée à côté d’un point. Fais des carrés aux quatre coins bleus {2}.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four purple {2} corners.':
      'Tourne ta carte si tu veux, puis choisis une place ⊕ : la carte doit couvrir de {0} à {1} points ou être posée à côté d’un point. Fais des carrés aux quatre coins violets {2}.',

    // The mats
    "Players' cards": 'Cartes des joueurs',
    '{0} (team {1})': '{0} (équipe {1})',
    '# card in the stack|# cards in the stack': { one: '# carte dans la pile', other: '# cartes dans la pile' },
    '{0} card in hand': '{0} carte en main',
    'no card in hand': 'aucune carte en main',
    'Secret Color: {0}': 'Couleur secrète : {0}',
    'Secret Color hidden': 'Couleur secrète cachée',
    'Secret Color, face down': 'Couleur secrète, face cachée',
    '{0}: # card left ({1}, {2}), {3}|{0}: # cards left ({1}, {2}), {3}': { one: '{0} : # carte restante ({1}, {2}), {3}', other: '{0} : # cartes restantes ({1}, {2}), {3}' },
    '# card left: {0}, {1}|# cards left: {0}, {1}': { one: '# carte restante : {0}, {1}', other: '# cartes restantes : {0}, {1}' },

    // Your side
    'Your Secret Color': 'Ta couleur secrète',
    'Your Secret Color: {0}': 'Ta couleur secrète : {0}',
    'shared with {0}': 'partagée avec {0}',
    'Your card in hand': 'Ta carte en main',
    'Your card': 'Ta carte',
    'Your card: {0}': 'Ta carte : {0}',
    'top {0} and {1}, bottom {2} and {3}': 'en haut {0} et {1}, en bas {2} et {3}',
    'No card left': 'Plus de carte',
    Turn: 'Tourner',
    'Turn your card a quarter turn clockwise': 'Tourner ta carte d’un quart de tour dans le sens des aiguilles d’une montre',

    // The display
    'The display: {0}, {1}': 'La grille : {0}, {1}',
    '# Box Card played|# Box Cards played': { one: '# carte Box posée', other: '# cartes Box posées' },
    '# dot showing|# dots showing': { one: '# point visible', other: '# points visibles' },
    'row {0}: {1}': 'ligne {0} : {1}',
    '{0} at column {1}': '{0} colonne {1}',
    '{0}, {1}': '{0}, {1}',
    '{0}; {1}': '{0} ; {1}',
    'Place the card at column {0}, row {1}, next to the display': 'Poser la carte colonne {0}, ligne {1}, à côté de la grille',
    'Place the card at column {0}, row {1}, covering # dot|Place the card at column {0}, row {1}, covering # dots': {
      one: 'Poser la carte colonne {0}, ligne {1}, en couvrant # point',
      other: 'Poser la carte colonne {0}, ligne {1}, en couvrant # points',
    },

    // Rules
    Goal: 'But',
    'score the most points with squares whose four corner dots are your Secret Color. Keep your colour secret!':
      'marque le plus de points avec des carrés dont les quatre points des coins sont de ta couleur secrète. Garde ta couleur secrète !',
    Players: 'Joueurs',
    '{0} or {1} players play alone; {2} or {3} players play as two teams, seated so the teams take turns. Teammates share one Secret Color.':
      'à {0} ou {1} joueurs, chacun joue seul ; à {2} ou {3}, on joue en deux équipes, assises de façon que les équipes jouent à tour de rôle. Les coéquipiers partagent une couleur secrète.',
    'Your turn': 'Ton tour',
    'each player has a face-down stack of Box Cards and {0} card in hand. On your turn, play your card on the display (you may turn it first with ↻), then draw the next one.':
      'chaque joueur a une pile de cartes Box face cachée et {0} carte en main. À ton tour, pose ta carte sur la grille (tu peux d’abord la tourner avec ↻), puis pioche la suivante.',
    'Laying a card': 'Poser une carte',
    "the dots must stay in straight lines. The card must either cover {0} to {1} dots (coloured or grey), or lie next to at least one dot (left, right, above or below). Columns and rows count from the Starting Card's top-left dot.":
      'les points doivent rester alignés. La carte doit soit couvrir de {0} à {1} points (de couleur ou gris), soit être posée à côté d’au moins un point (à gauche, à droite, au-dessus ou au-dessous). Colonnes et lignes se comptent à partir du point en haut à gauche de la carte de départ.',
    'Covered dots': 'Points couverts',
    'only the top dot of each space counts: covered dots are gone.': 'seul compte le point du dessus de chaque place : les points couverts disparaissent.',
    Scoring: 'Décompte',
    'when all {0} cards are played, everyone reveals their colour. A square scores {1} point for each dot space on one side, empty spaces included: a {2}×{3} square is worth {4}, an {5}×{6} square {7}. Squares larger than {8}×{9} score nothing. A dot may be the corner of several squares.':
      'quand les {0} cartes sont posées, chacun révèle sa couleur. Un carré rapporte {1} point par place sur un côté, places vides comprises : un carré de {2}×{3} vaut {4}, un carré de {5}×{6}, {7}. Les carrés plus grands que {8}×{9} ne rapportent rien. Un point peut être le coin de plusieurs carrés.',
    Winning: 'Victoire',
    'most points wins; on a tie, the player (team) who took the first turn wins.': 'le plus de points l’emporte ; en cas d’égalité, le joueur (ou l’équipe) qui a joué en premier l’emporte.',
    Colours: 'Couleurs',
    'every colour has its own symbol and pattern, grey too, so nobody needs to tell colours apart:': 'chaque couleur a son propre symbole et son motif, le gris aussi, pour que personne n’ait à distinguer les couleurs :',
    '{0}×{1} squares': 'carrés de {0}×{1}',
    'Scroll the display left': 'Faire défiler la grille vers la gauche',
    'Scroll the display right': 'Faire défiler la grille vers la droite',
    'Swipe or scroll to see the whole display.': 'Fais glisser ou défiler pour voir toute la grille.',
  },
  de: {
    Points: 'Punkte',
    '# card left|# cards left': { one: 'Noch # Karte', other: 'Noch # Karten' },
    '# card left · team {0}|# cards left · team {0}': { one: 'Noch # Karte · Team {0}', other: 'Noch # Karten · Team {0}' },
    '# pt|# pts': { one: '# Pkt.', other: '# Pkt.' },
    '{0} · {1} {2} · {3}': '{0} · {1} {2} · {3}',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one.':
      'Dreh deine Karte, wenn du willst, und wähle dann einen ⊕-Platz: Die Karte muss {0} bis {1} Punkte verdecken oder neben einem liegen.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four red {2} corners.':
      'Dreh deine Karte, wenn du willst, und wähle dann einen ⊕-Platz: Die Karte muss {0} bis {1} Punkte verdecken oder neben einem liegen. Bilde Quadrate mit vier roten {2} Ecken.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four orange {2} corners.':
      'Dreh deine Karte, wenn du willst, und wähle dann einen ⊕-Platz: Die Karte muss {0} bis {1} Punkte verdecken oder neben einem liegen. Bilde Quadrate mit vier orangefarbenen {2} Ecken.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four yellow {2} corners.':
      'Dreh deine Karte, wenn du willst, und wähle dann einen ⊕-Platz: Die Karte muss {0} bis {1} Punkte verdecken oder neben einem liegen. Bilde Quadrate mit vier gelben {2} Ecken.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four green {2} corners.':
      'Dreh deine Karte, wenn du willst, und wähle dann einen ⊕-Platz: Die Karte muss {0} bis {1} Punkte verdecken oder neben einem liegen. Bilde Quadrate mit vier grünen {2} Ecken.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four blue {2} corners.':
      'Dreh deine Karte, wenn du willst, und wähle dann einen ⊕-Platz: Die Karte muss {0} bis {1} Punkte verdecken oder neben einem liegen. Bilde Quadrate mit vier blauen {2} Ecken.',
    'Turn your card if you like, then pick a ⊕ spot: the card must cover {0} to {1} dots or lie next to one. Make squares with four purple {2} corners.':
      'Dreh deine Karte, wenn du willst, und wähle dann einen ⊕-Platz: Die Karte muss {0} bis {1} Punkte verdecken oder neben einem liegen. Bilde Quadrate mit vier lila {2} Ecken.',

    // The mats
    "Players' cards": 'Karten der Spieler',
    '{0} (team {1})': '{0} (Team {1})',
    '# card in the stack|# cards in the stack': { one: '# Karte im Stapel', other: '# Karten im Stapel' },
    '{0} card in hand': '{0} Karte in der Hand',
    'no card in hand': 'keine Karte in der Hand',
    'Secret Color: {0}': 'Geheimfarbe: {0}',
    'Secret Color hidden': 'Geheimfarbe verdeckt',
    'Secret Color, face down': 'Geheimfarbe, verdeckt',
    '{0}: # card left ({1}, {2}), {3}|{0}: # cards left ({1}, {2}), {3}': { one: '{0}: noch # Karte ({1}, {2}), {3}', other: '{0}: noch # Karten ({1}, {2}), {3}' },
    '# card left: {0}, {1}|# cards left: {0}, {1}': { one: 'Noch # Karte: {0}, {1}', other: 'Noch # Karten: {0}, {1}' },

    // Your side
    'Your Secret Color': 'Deine Geheimfarbe',
    'Your Secret Color: {0}': 'Deine Geheimfarbe: {0}',
    'shared with {0}': 'geteilt mit {0}',
    'Your card in hand': 'Deine Karte in der Hand',
    'Your card': 'Deine Karte',
    'Your card: {0}': 'Deine Karte: {0}',
    'top {0} and {1}, bottom {2} and {3}': 'oben {0} und {1}, unten {2} und {3}',
    'No card left': 'Keine Karte mehr',
    Turn: 'Drehen',
    'Turn your card a quarter turn clockwise': 'Deine Karte eine Vierteldrehung im Uhrzeigersinn drehen',

    // The display
    'The display: {0}, {1}': 'Die Auslage: {0}, {1}',
    '# Box Card played|# Box Cards played': { one: '# Box-Karte gelegt', other: '# Box-Karten gelegt' },
    '# dot showing|# dots showing': { one: '# Punkt sichtbar', other: '# Punkte sichtbar' },
    'row {0}: {1}': 'Reihe {0}: {1}',
    '{0} at column {1}': '{0} in Spalte {1}',
    '{0}, {1}': '{0}, {1}',
    '{0}; {1}': '{0}; {1}',
    'Place the card at column {0}, row {1}, next to the display': 'Die Karte in Spalte {0}, Reihe {1} neben die Auslage legen',
    'Place the card at column {0}, row {1}, covering # dot|Place the card at column {0}, row {1}, covering # dots': {
      one: 'Die Karte in Spalte {0}, Reihe {1} legen und # Punkt verdecken',
      other: 'Die Karte in Spalte {0}, Reihe {1} legen und # Punkte verdecken',
    },

    // Rules
    Goal: 'Ziel',
    'score the most points with squares whose four corner dots are your Secret Color. Keep your colour secret!':
      'erziele die meisten Punkte mit Quadraten, deren vier Eckpunkte deine Geheimfarbe haben. Verrate deine Farbe nicht!',
    Players: 'Spieler',
    '{0} or {1} players play alone; {2} or {3} players play as two teams, seated so the teams take turns. Teammates share one Secret Color.':
      'bei {0} oder {1} Spielern spielt jeder für sich; bei {2} oder {3} Spielern spielen zwei Teams, so gesetzt, dass die Teams abwechselnd dran sind. Teammitglieder teilen sich eine Geheimfarbe.',
    'Your turn': 'Dein Zug',
    'each player has a face-down stack of Box Cards and {0} card in hand. On your turn, play your card on the display (you may turn it first with ↻), then draw the next one.':
      'jeder hat einen verdeckten Stapel Box-Karten und {0} Karte in der Hand. In deinem Zug legst du deine Karte an die Auslage (vorher darfst du sie mit ↻ drehen) und ziehst dann die nächste.',
    'Laying a card': 'Eine Karte legen',
    "the dots must stay in straight lines. The card must either cover {0} to {1} dots (coloured or grey), or lie next to at least one dot (left, right, above or below). Columns and rows count from the Starting Card's top-left dot.":
      'die Punkte müssen in geraden Linien bleiben. Die Karte muss entweder {0} bis {1} Punkte verdecken (farbige oder graue) oder neben mindestens einem Punkt liegen (links, rechts, darüber oder darunter). Spalten und Reihen zählen ab dem Punkt oben links auf der Startkarte.',
    'Covered dots': 'Verdeckte Punkte',
    'only the top dot of each space counts: covered dots are gone.': 'nur der oberste Punkt jedes Platzes zählt: Verdeckte Punkte sind weg.',
    Scoring: 'Wertung',
    'when all {0} cards are played, everyone reveals their colour. A square scores {1} point for each dot space on one side, empty spaces included: a {2}×{3} square is worth {4}, an {5}×{6} square {7}. Squares larger than {8}×{9} score nothing. A dot may be the corner of several squares.':
      'wenn alle {0} Karten gelegt sind, decken alle ihre Farbe auf. Ein Quadrat bringt {1} Punkt für jeden Platz einer Seite, leere Plätze mitgezählt: Ein {2}×{3}-Quadrat ist {4} wert, ein {5}×{6}-Quadrat {7}. Quadrate größer als {8}×{9} zählen nichts. Ein Punkt kann Ecke mehrerer Quadrate sein.',
    Winning: 'Sieg',
    'most points wins; on a tie, the player (team) who took the first turn wins.': 'die meisten Punkte gewinnen; bei Gleichstand gewinnt, wer (bzw. welches Team) den ersten Zug hatte.',
    Colours: 'Farben',
    'every colour has its own symbol and pattern, grey too, so nobody needs to tell colours apart:': 'jede Farbe hat ihr eigenes Zeichen und Muster, auch Grau, damit niemand Farben unterscheiden muss:',
    '{0}×{1} squares': '{0}×{1}-Quadrate',
    'Scroll the display left': 'Die Auslage nach links schieben',
    'Scroll the display right': 'Die Auslage nach rechts schieben',
    'Swipe or scroll to see the whole display.': 'Wische oder scrolle, um die ganze Auslage zu sehen.',
  },
};
