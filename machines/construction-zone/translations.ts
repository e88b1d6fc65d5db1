/**
 * Construction Zone's rules texts (move log, refusals, phases, results, card and building names)
 * in Spanish, French and German, for families and classes: "tú" / "tu" / "du". English is each
 * text's key.
 *
 * A building's name stands alone after a colon in the other languages ("construyó: Quiosco"), so
 * no article has to agree with it; a resource card's name is written as on the card.
 */
import type { TranslationSet } from '../../src/i18n/index.js';
import { translationRows, type TranslationRow } from '../../src/i18n/rows.js';

const ROWS: readonly TranslationRow[] = [
  // The buildings.
  ['Garden Shed', 'Caseta de jardín', 'Abri de jardin', 'Gartenhaus'],
  ['Kiosk', 'Quiosco', 'Kiosque', 'Kiosk'],
  ['Bus Shelter', 'Parada de autobús', 'Abribus', 'Bushaltestelle'],
  ['Newsstand', 'Puesto de prensa', 'Marchand de journaux', 'Zeitungsstand'],
  ['Garage', 'Garaje', 'Garage', 'Garage'],
  ['Cottage', 'Casita', 'Chaumière', 'Häuschen'],
  ['Workshop', 'Taller', 'Atelier', 'Werkstatt'],
  ['Bakery', 'Panadería', 'Boulangerie', 'Bäckerei'],
  ['Corner Shop', 'Tienda de barrio', 'Épicerie', 'Eckladen'],
  ['Warehouse', 'Almacén', 'Entrepôt', 'Lagerhalle'],
  ['Post Office', 'Oficina de correos', 'Bureau de poste', 'Postamt'],
  ['Clinic', 'Clínica', 'Clinique', 'Praxis'],
  ['Townhouse', 'Casa adosada', 'Maison de ville', 'Reihenhaus'],
  ['School', 'Escuela', 'École', 'Schule'],
  ['Library', 'Biblioteca', 'Bibliothèque', 'Bibliothek'],
  ['Hotel', 'Hotel', 'Hôtel', 'Hotel'],
  ['Office Block', 'Edificio de oficinas', 'Immeuble de bureaux', 'Bürohaus'],
  ['Town Hall', 'Ayuntamiento', 'Mairie', 'Rathaus'],
  ['Apartment Block', 'Bloque de pisos', 'Immeuble d’habitation', 'Wohnblock'],
  ['Hospital', 'Hospital', 'Hôpital', 'Krankenhaus'],
  ['Skyscraper', 'Rascacielos', 'Gratte-ciel', 'Wolkenkratzer'],

  // The resource cards.
  ['Building Materials 1', 'Materiales 1', 'Matériaux 1', 'Baumaterial 1'],
  ['Paperwork 1', 'Papeleo 1', 'Paperasse 1', 'Papierkram 1'],
  ['Building Materials 3', 'Materiales 3', 'Matériaux 3', 'Baumaterial 3'],
  ['Paperwork 3', 'Papeleo 3', 'Paperasse 3', 'Papierkram 3'],
  ['Crane', 'Grúa', 'Grue', 'Kran'],
  ['Workforce', 'Mano de obra', 'Main-d’œuvre', 'Arbeitskraft'],

  // Why a move is refused.
  ['Those cards give {0} building materials; the building needs {1}.', 'Esas cartas dan {0} de materiales; el edificio necesita {1}.', 'Ces cartes donnent {0} en matériaux ; le bâtiment en demande {1}.', 'Diese Karten ergeben {0} Baumaterial; das Gebäude braucht {1}.'],
  ['Those cards give {0} paperwork; the building needs {1}.', 'Esas cartas dan {0} de papeleo; el edificio necesita {1}.', 'Ces cartes donnent {0} en paperasse ; le bâtiment en demande {1}.', 'Diese Karten ergeben {0} Papierkram; das Gebäude braucht {1}.'],
  [
    'The building needs # crane.|The building needs # cranes.',
    { one: 'El edificio necesita # grúa.', other: 'El edificio necesita # grúas.' },
    { one: 'Le bâtiment demande # grue.', other: 'Le bâtiment demande # grues.' },
    { one: 'Das Gebäude braucht # Kran.', other: 'Das Gebäude braucht # Kräne.' },
  ],
  [
    'The building needs # workforce card.|The building needs # workforce cards.',
    { one: 'El edificio necesita # carta de mano de obra.', other: 'El edificio necesita # cartas de mano de obra.' },
    { one: 'Le bâtiment demande # carte de main-d’œuvre.', other: 'Le bâtiment demande # cartes de main-d’œuvre.' },
    { one: 'Das Gebäude braucht # Arbeitskraft-Karte.', other: 'Das Gebäude braucht # Arbeitskraft-Karten.' },
  ],
  ['{0} is not needed to pay for it: leave it in your hand.', 'No hace falta {0} para pagarlo: déjala en tu mano.', '{0} n’est pas nécessaire pour le payer : garde-la en main.', '{0} brauchst du dafür nicht: Behalte die Karte auf der Hand.'],
  ['Name {0} by its kind: one of {1}.', 'Indica {0} por su tipo: uno de {1}.', 'Indique {0} par son type : l’un de {1}.', 'Nenn {0} nach ihrer Art: eine von {1}.'],
  ['Name {0} by its kind, one of {1}, not {2}.', 'Indica {0} por su tipo, uno de {1}, no {2}.', 'Indique {0} par son type, l’un de {1}, pas {2}.', 'Nenn {0} nach ihrer Art, eine von {1}, nicht {2}.'],
  ['the card to take', 'la carta que tomas', 'la carte à prendre', 'die Karte, die du nimmst'],
  ['each card you give', 'cada carta que das', 'chaque carte que tu donnes', 'jede Karte, die du abgibst'],
  ['each card you pay with', 'cada carta con la que pagas', 'chaque carte avec laquelle tu paies', 'jede Karte, mit der du bezahlst'],
  ['You have taken your two cards from the pool this turn.', 'Ya has tomado tus dos cartas de la reserva en este turno.', 'Tu as déjà pris tes deux cartes de la réserve à ce tour.', 'Du hast in diesem Zug schon deine zwei Karten aus der Auslage genommen.'],
  ['The pool holds no {0} card: it holds {1}.', 'La reserva no tiene ninguna carta {0}: tiene {1}.', 'La réserve n’a aucune carte {0} : elle a {1}.', 'In der Auslage liegt keine Karte {0}: Dort liegen {1}.'],
  ['Take your two cards from the pool first.', 'Primero toma tus dos cartas de la reserva.', 'Prends d’abord tes deux cartes de la réserve.', 'Nimm zuerst deine zwei Karten aus der Auslage.'],
  ['You have already exchanged this turn.', 'Ya has cambiado en este turno.', 'Tu as déjà échangé à ce tour.', 'Du hast in diesem Zug schon getauscht.'],
  ['Give exactly two of your cards, by kind, e.g. ["m1", "p1"].', 'Da exactamente dos de tus cartas, por tipo, p. ej. ["m1", "p1"].', 'Donne exactement deux de tes cartes, par type, p. ex. ["m1", "p1"].', 'Gib genau zwei deiner Karten ab, nach Art, z. B. ["m1", "p1"].'],
  ['You do not hold enough {0} cards to give.', 'No tienes suficientes cartas {0} para dar.', 'Tu n’as pas assez de cartes {0} à donner.', 'Du hast nicht genug Karten {0} zum Abgeben.'],
  ['Choose an advanced card: one of {0}, not {1}.', 'Elige una carta avanzada: una de {0}, no {1}.', 'Choisis une carte avancée : l’une de {0}, pas {1}.', 'Wähle eine Profikarte: eine von {0}, nicht {1}.'],
  ['The {0} pile is empty.', 'El mazo de {0} está vacío.', 'La pile {0} est vide.', 'Der Stapel {0} ist leer.'],
  ['Name a building pile from 0 to {0}.', 'Indica un mazo de edificios del 0 al {0}.', 'Indique une pile de bâtiments de 0 à {0}.', 'Nenn einen Gebäudestapel von 0 bis {0}.'],
  ['Building pile {0} is empty.', 'El mazo de edificios {0} está vacío.', 'La pile de bâtiments {0} est vide.', 'Gebäudestapel {0} ist leer.'],
  ['List the cards you pay with, by kind, e.g. ["m1", "m3", "p1"].', 'Enumera las cartas con las que pagas, por tipo, p. ej. ["m1", "m3", "p1"].', 'Énumère les cartes avec lesquelles tu paies, par type, p. ex. ["m1", "m3", "p1"].', 'Zähl die Karten auf, mit denen du bezahlst, nach Art, z. B. ["m1", "m3", "p1"].'],
  ['You do not hold enough {0} cards for that payment.', 'No tienes suficientes cartas {0} para ese pago.', 'Tu n’as pas assez de cartes {0} pour ce paiement.', 'Du hast nicht genug Karten {0} für diese Zahlung.'],

  // The move log.
  ['took {0} from the pool', 'tomó {0} de la reserva', 'a pris {0} dans la réserve', 'nahm {0} aus der Auslage'],
  ['took {0} from the pool; the pool is refilled', 'tomó {0} de la reserva; la reserva se rellena', 'a pris {0} dans la réserve ; la réserve est complétée', 'nahm {0} aus der Auslage; die Auslage wird aufgefüllt'],
  [
    'took {0} from the pool; the pool is refilled, and the discard pile is shuffled into a new draw pile',
    'tomó {0} de la reserva; la reserva se rellena y el descarte se baraja como nuevo mazo de robo',
    'a pris {0} dans la réserve ; la réserve est complétée et la défausse mélangée forme une nouvelle pioche',
    'nahm {0} aus der Auslage; die Auslage wird aufgefüllt und der Ablagestapel wird zum neuen Nachziehstapel gemischt',
  ],
  ['exchanged {0} and {1} for {2}', 'cambió {0} y {1} por {2}', 'a échangé {0} et {1} contre {2}', 'tauschte {0} und {1} gegen {2}'],
  [
    'exchanged {0} and {1} for {2}; the discard pile is shuffled into a new draw pile',
    'cambió {0} y {1} por {2}; el descarte se baraja como nuevo mazo de robo',
    'a échangé {0} et {1} contre {2} ; la défausse mélangée forme une nouvelle pioche',
    'tauschte {0} und {1} gegen {2}; der Ablagestapel wird zum neuen Nachziehstapel gemischt',
  ],
  ['constructed the {0} with {1}', 'construyó: {0}, pagando con {1}', 'a construit : {0}, en payant avec {1}', 'baute: {0}, bezahlt mit {1}'],
  ['constructed the {0} with {1}, and wins with {2} buildings!', 'construyó: {0}, pagando con {1}, ¡y gana con {2} edificios!', 'a construit : {0}, en payant avec {1}, et gagne avec {2} bâtiments !', 'baute: {0}, bezahlt mit {1}, und gewinnt mit {2} Gebäuden!'],
  ['ended the turn', 'terminó el turno', 'a fini son tour', 'beendete den Zug'],
  [
    'ended the turn; every card is in a hand and nobody can pay for a top building: the table is blocked',
    'terminó el turno; todas las cartas están en las manos y nadie puede pagar un edificio visible: la mesa está bloqueada',
    'a fini son tour ; toutes les cartes sont en main et personne ne peut payer un bâtiment visible : la table est bloquée',
    'beendete den Zug; alle Karten sind auf den Händen und niemand kann ein oberes Gebäude bezahlen: der Tisch ist blockiert',
  ],

  // Phases.
  ['Players take turns clockwise from a random first player', 'Turnos en sentido horario desde un jugador inicial al azar', 'Tours dans le sens horaire depuis un premier joueur tiré au sort', 'Züge im Uhrzeigersinn ab einem zufälligen Startspieler'],
  ['1. Take two cards from the pool', '1. Toma dos cartas de la reserva', '1. Prends deux cartes de la réserve', '1. Nimm zwei Karten aus der Auslage'],
  ['2–3. Exchange, construct or end the turn', '2–3. Cambia, construye o termina el turno', '2–3. Échange, construis ou finis ton tour', '2–3. Tauschen, bauen oder den Zug beenden'],
  ['Game over', 'Fin de la partida', 'Fin de la partie', 'Spielende'],

  // Results.
  ['The first to construct {0} buildings wins at once.', 'El primero en construir {0} edificios gana en el acto.', 'Le premier à construire {0} bâtiments gagne aussitôt.', 'Wer zuerst {0} Gebäude baut, gewinnt sofort.'],
  [
    'The table is blocked: every card is in a hand and nobody can pay for a top building. Most buildings wins.',
    'La mesa está bloqueada: todas las cartas están en las manos y nadie puede pagar un edificio visible. Gana quien tenga más edificios.',
    'La table est bloquée : toutes les cartes sont en main et personne ne peut payer un bâtiment visible. Le plus de bâtiments l’emporte.',
    'Der Tisch ist blockiert: Alle Karten sind auf den Händen und niemand kann ein oberes Gebäude bezahlen. Die meisten Gebäude gewinnen.',
  ],
  [
    'The table is blocked: every card is in a hand and nobody can pay for a top building. Most buildings wins; tied, the win is shared.',
    'La mesa está bloqueada: todas las cartas están en las manos y nadie puede pagar un edificio visible. Gana quien tenga más edificios; con empate, se comparte la victoria.',
    'La table est bloquée : toutes les cartes sont en main et personne ne peut payer un bâtiment visible. Le plus de bâtiments l’emporte ; à égalité, la victoire est partagée.',
    'Der Tisch ist blockiert: Alle Karten sind auf den Händen und niemand kann ein oberes Gebäude bezahlen. Die meisten Gebäude gewinnen; bei Gleichstand wird der Sieg geteilt.',
  ],
];

export const translations: TranslationSet = translationRows(ROWS);
