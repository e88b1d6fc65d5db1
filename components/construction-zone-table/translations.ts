import { translationRows, type TranslationRow as Row } from '../../src/i18n/rows.js';
import type { TranslationSet } from '../../src/i18n/index.js';

/**
 * The Construction Zone table's own texts — labels, buttons, the turn hints, the panels' summaries
 * and the Rules dialog — in Spanish, French and German (English is each text's key). Card and
 * building names come from the rules' translations (machines/construction-zone/translations.ts);
 * a building's name stands after a colon or a verb without an article, so it agrees with nothing.
 */
const ROWS: readonly Row[] = [
  ['a hidden card', 'una carta oculta', 'une carte cachée', 'eine verdeckte Karte'],
  ['Buildings', 'Edificios', 'Bâtiments', 'Gebäude'],
  ['{0} · {1}', '{0} · {1}', '{0} · {1}', '{0} · {1}'],
  ['# of {0} buildings|# of {0} buildings', { one: '# de {0} edificios', other: '# de {0} edificios' }, { one: '# bâtiment sur {0}', other: '# bâtiments sur {0}' }, { one: '# von {0} Gebäuden', other: '# von {0} Gebäuden' }],
  ['# card|# cards', { one: '# carta', other: '# cartas' }, { one: '# carte', other: '# cartes' }, { one: '# Karte', other: '# Karten' }],
  ['# card in hand|# cards in hand', { one: '# carta en la mano', other: '# cartas en la mano' }, { one: '# carte en main', other: '# cartes en main' }, { one: '# Karte auf der Hand', other: '# Karten auf der Hand' }],
  ['# building|# buildings', { one: '# edificio', other: '# edificios' }, { one: '# bâtiment', other: '# bâtiments' }, { one: '# Gebäude', other: '# Gebäude' }],
  ['# in pile|# in pile', { one: '# en el mazo', other: '# en el mazo' }, { one: '# dans la pile', other: '# dans la pile' }, { one: '# im Stapel', other: '# im Stapel' }],
  ['# building material|# building materials', { one: '# de materiales', other: '# de materiales' }, { one: '# en matériaux', other: '# en matériaux' }, { one: '# Baumaterial', other: '# Baumaterial' }],
  ['# paperwork|# paperwork', { one: '# de papeleo', other: '# de papeleo' }, { one: '# en paperasse', other: '# en paperasse' }, { one: '# Papierkram', other: '# Papierkram' }],
  ['# crane|# cranes', { one: '# grúa', other: '# grúas' }, { one: '# grue', other: '# grues' }, { one: '# Kran', other: '# Kräne' }],
  ['# workforce|# workforce', { one: '# de mano de obra', other: '# de mano de obra' }, { one: '# main-d’œuvre', other: '# mains-d’œuvre' }, { one: '# Arbeitskraft', other: '# Arbeitskräfte' }],

  // Turn hints.
  ['Take a card from the pool (first of two).', 'Toma una carta de la reserva (la primera de dos).', 'Prends une carte de la réserve (la première des deux).', 'Nimm eine Karte aus der Auslage (die erste von zwei).'],
  ['Take a second card from the pool.', 'Toma una segunda carta de la reserva.', 'Prends une deuxième carte de la réserve.', 'Nimm eine zweite Karte aus der Auslage.'],
  ['Construct one of the top buildings, or end your turn.', 'Construye uno de los edificios visibles o termina tu turno.', 'Construis l’un des bâtiments visibles, ou finis ton tour.', 'Bau eines der oberen Gebäude oder beende deinen Zug.'],
  [
    'Exchange two cards for an advanced card, construct one of the top buildings, or end your turn.',
    'Cambia dos cartas por una carta avanzada, construye uno de los edificios visibles o termina tu turno.',
    'Échange deux cartes contre une carte avancée, construis l’un des bâtiments visibles, ou finis ton tour.',
    'Tausche zwei Karten gegen eine Profikarte, bau eines der oberen Gebäude oder beende deinen Zug.',
  ],
  [
    'No top building is within reach: exchange two cards for an advanced card, or end your turn.',
    'Ningún edificio visible está a tu alcance: cambia dos cartas por una carta avanzada o termina tu turno.',
    'Aucun bâtiment visible n’est à ta portée : échange deux cartes contre une carte avancée, ou finis ton tour.',
    'Kein oberes Gebäude ist in Reichweite: Tausche zwei Karten gegen eine Profikarte oder beende deinen Zug.',
  ],
  ['End your turn.', 'Termina tu turno.', 'Finis ton tour.', 'Beende deinen Zug.'],

  // The Rules dialog.
  ['Goal', 'Objetivo', 'But', 'Ziel'],
  ['be the first to construct 10 buildings with 2 players, 7 with 3, 5 with 4.', 'sé el primero en construir 10 edificios con 2 jugadores, 7 con 3 y 5 con 4.', 'sois le premier à construire 10 bâtiments à 2 joueurs, 7 à 3, 5 à 4.', 'baue als Erster 10 Gebäude zu zweit, 7 zu dritt, 5 zu viert.'],
  ['Cards', 'Cartas', 'Cartes', 'Karten'],
  [
    'building materials and paperwork worth 1 (the draw pile) or 3, cranes and workforce (the advanced piles, face up).',
    'materiales y papeleo de valor 1 (el mazo de robo) o 3, grúas y mano de obra (los mazos avanzados, boca arriba).',
    'matériaux et paperasse de valeur 1 (la pioche) ou 3, grues et main-d’œuvre (les piles avancées, face visible).',
    'Baumaterial und Papierkram im Wert 1 (der Nachziehstapel) oder 3, Kräne und Arbeitskräfte (die offenen Profistapel).',
  ],
  ['1. Draw', '1. Robar', '1. Piocher', '1. Ziehen'],
  ['you must take two cards from the pool; it is refilled from the draw pile.', 'debes tomar dos cartas de la reserva; se rellena desde el mazo de robo.', 'tu dois prendre deux cartes de la réserve ; elle est complétée depuis la pioche.', 'du musst zwei Karten aus der Auslage nehmen; sie wird vom Nachziehstapel aufgefüllt.'],
  ['2. Exchange', '2. Cambiar', '2. Échanger', '2. Tauschen'],
  [
    'you may give any two cards of your hand for one advanced card of your choice (once a turn).',
    'puedes dar dos cartas cualesquiera de tu mano por una carta avanzada a tu elección (una vez por turno).',
    'tu peux donner deux cartes quelconques de ta main contre une carte avancée de ton choix (une fois par tour).',
    'du darfst zwei beliebige Karten deiner Hand gegen eine Profikarte deiner Wahl tauschen (einmal pro Zug).',
  ],
  ['3. Construct', '3. Construir', '3. Construire', '3. Bauen'],
  [
    'you may construct one of the three top buildings, paying what it needs; overpaying is allowed but the surplus is lost.',
    'puedes construir uno de los tres edificios visibles pagando lo que necesita; puedes pagar de más, pero el sobrante se pierde.',
    'tu peux construire l’un des trois bâtiments visibles en payant ce qu’il demande ; tu peux payer trop, mais le surplus est perdu.',
    'du darfst eines der drei oberen Gebäude bauen und bezahlst, was es braucht; Überzahlen ist erlaubt, der Überschuss verfällt.',
  ],
  ['Discards', 'Descartes', 'Défausse', 'Ablage'],
  [
    'every card paid or given goes to one discard pile; when the draw pile runs out it is shuffled into a new one, so advanced cards reach the pool.',
    'cada carta pagada o dada va a un único descarte; cuando se acaba el mazo de robo, el descarte se baraja como nuevo mazo, así que las cartas avanzadas llegan a la reserva.',
    'chaque carte payée ou donnée va dans une seule défausse ; quand la pioche est vide, la défausse mélangée en forme une nouvelle, et les cartes avancées arrivent dans la réserve.',
    'jede bezahlte oder abgegebene Karte kommt auf einen Ablagestapel; ist der Nachziehstapel leer, wird er zum neuen gemischt, so kommen Profikarten in die Auslage.',
  ],
  ['Symbols', 'Símbolos', 'Symboles', 'Symbole'],

  // The table.
  ['Building piles', 'Mazos de edificios', 'Piles de bâtiments', 'Gebäudestapel'],
  ['Pile {0}: empty', 'Mazo {0}: vacío', 'Pile {0} : vide', 'Stapel {0}: leer'],
  ['Empty', 'Vacío', 'Vide', 'Leer'],
  ['Pile {0}, {1}: {2} needs {3}', 'Mazo {0}, {1}: {2} necesita {3}', 'Pile {0}, {1} : {2} demande {3}', 'Stapel {0}, {1}: {2} braucht {3}'],
  ['Ways to pay for the {0}', 'Formas de pagar: {0}', 'Façons de payer : {0}', 'Zahlungsweisen: {0}'],
  ['Build', 'Construir', 'Bâtir', 'Bauen'],
  ['Build the {0}, paying {1}', 'Construir: {0}, pagando {1}', 'Bâtir : {0}, en payant {1}', 'Bauen: {0}, bezahlt mit {1}'],
  ['Draw pool: {0}', 'Reserva: {0}', 'Réserve : {0}', 'Auslage: {0}'],
  ['Pool', 'Reserva', 'Réserve', 'Auslage'],
  ['Cards to take', 'Cartas para tomar', 'Cartes à prendre', 'Karten zum Nehmen'],
  ['The pool is empty', 'La reserva está vacía', 'La réserve est vide', 'Die Auslage ist leer'],
  ['Take {0} from the pool', 'Tomar {0} de la reserva', 'Prendre {0} dans la réserve', '{0} aus der Auslage nehmen'],
  ['Draw pile: # card|Draw pile: # cards', { one: 'Mazo de robo: # carta', other: 'Mazo de robo: # cartas' }, { one: 'Pioche : # carte', other: 'Pioche : # cartes' }, { one: 'Nachziehstapel: # Karte', other: 'Nachziehstapel: # Karten' }],
  [
    'Discard pile: # card, {0} on top|Discard pile: # cards, {0} on top',
    { one: 'Descarte: # carta, {0} encima', other: 'Descarte: # cartas, {0} encima' },
    { one: 'Défausse : # carte, {0} dessus', other: 'Défausse : # cartes, {0} dessus' },
    { one: 'Ablagestapel: # Karte, oben {0}', other: 'Ablagestapel: # Karten, oben {0}' },
  ],
  ['Discard pile: empty', 'Descarte: vacío', 'Défausse : vide', 'Ablagestapel: leer'],
  ['discards', 'descartes', 'défausse', 'Ablage'],
  ['Advanced piles', 'Mazos avanzados', 'Piles avancées', 'Profistapel'],
  ['{0}: # card left|{0}: # cards left', { one: '{0}: queda # carta', other: '{0}: quedan # cartas' }, { one: '{0} : reste # carte', other: '{0} : restent # cartes' }, { one: '{0}: noch # Karte', other: '{0}: noch # Karten' }],
  ['Your hand: {0}', 'Tu mano: {0}', 'Ta main : {0}', 'Deine Hand: {0}'],
  ['Your hand is empty', 'Tu mano está vacía', 'Ta main est vide', 'Deine Hand ist leer'],
  ['Your hand', 'Tu mano', 'Ta main', 'Deine Hand'],
  ['No cards', 'Sin cartas', 'Aucune carte', 'Keine Karten'],
  ['Exchange two cards for one advanced card', 'Cambia dos cartas por una carta avanzada', 'Échange deux cartes contre une carte avancée', 'Tausche zwei Karten gegen eine Profikarte'],
  ['Exchange {0} and {1} for {2}', 'Cambiar {0} y {1} por {2}', 'Échanger {0} et {1} contre {2}', '{0} und {1} gegen {2} tauschen'],
  ['End turn', 'Terminar turno', 'Finir le tour', 'Zug beenden'],
  ['Buildings constructed', 'Edificios construidos', 'Bâtiments construits', 'Gebaute Gebäude'],
  ['{0}: {1}{2}; {3}', '{0}: {1}{2}; {3}', '{0} : {1}{2} ; {3}', '{0}: {1}{2}; {3}'],
  [' ({0})', ' ({0})', ' ({0})', ' ({0})'],
];

export const tableTranslations: TranslationSet = translationRows(ROWS);
