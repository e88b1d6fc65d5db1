import type { TranslationSet } from '../../src/i18n/index.js';

/**
 * DIG's rules texts — the move log, refusals, phase labels and the result — in Spanish, French
 * and German (English is each text's key).
 *
 * A move's log text follows the player's name ("Ana dug up a bone …"), so each is a verb phrase in
 * the past. A colour word on its own is a noun ("red/green" scents: Spanish *huele a rojo*, French
 * *parfum rouge*, German *Rot/Grün-Duft*), so it never agrees with anything; bones and bowls are
 * named whole for each colour ("gamelle verte", "grüner Napf"), and every sentence that puts a
 * colour beside a bowl in a grammatical case is written whole for each colour.
 */
export const translations: TranslationSet = {
  es: {
    // Colours and cards
    red: 'rojo',
    yellow: 'amarillo',
    green: 'verde',
    blue: 'azul',
    purple: 'morado',
    'red bowl': 'comedero rojo',
    'yellow bowl': 'comedero amarillo',
    'green bowl': 'comedero verde',
    'blue bowl': 'comedero azul',
    'purple bowl': 'comedero morado',
    'red bone': 'hueso rojo',
    'yellow bone': 'hueso amarillo',
    'green bone': 'hueso verde',
    'blue bone': 'hueso azul',
    'purple bone': 'hueso morado',
    '{0}/{1}': '{0}/{1}',
    'bone with a {0} scent': 'hueso con olor a {0}',
    '{0} ({1} scent)': '{0} (olor a {1})',

    // Phases
    'Dig for bones': 'En busca de huesos',
    'Up to {0} actions: move, dig, drop': 'Hasta {0} acciones: moverse, cavar, dejar',
    'Put a bone back?': '¿Devolver un hueso?',

    // Move log
    'moved to the doghouse': 'fue a la caseta',
    'moved to card {0}': 'fue a la carta {0}',
    'moved to card {0} (the {1})': 'fue a la carta {0} (el {1})',
    'moved to card {0} (a buried bone)': 'fue a la carta {0} (un hueso enterrado)',
    'dug up a bone with a {0} scent at card {1}': 'desenterró un hueso con olor a {0} en la carta {1}',
    'put a bone with a {0} scent back face down at card {1}': 'devolvió boca abajo un hueso con olor a {0} a la carta {1}',
    'kept the bone': 'se quedó con el hueso',
    'dropped a red bone at the red bowl|dropped # red bones at the red bowl': { one: 'dejó un hueso rojo en el comedero rojo', other: 'dejó # huesos rojos en el comedero rojo' },
    'dropped a yellow bone at the yellow bowl|dropped # yellow bones at the yellow bowl': { one: 'dejó un hueso amarillo en el comedero amarillo', other: 'dejó # huesos amarillos en el comedero amarillo' },
    'dropped a green bone at the green bowl|dropped # green bones at the green bowl': { one: 'dejó un hueso verde en el comedero verde', other: 'dejó # huesos verdes en el comedero verde' },
    'dropped a blue bone at the blue bowl|dropped # blue bones at the blue bowl': { one: 'dejó un hueso azul en el comedero azul', other: 'dejó # huesos azules en el comedero azul' },
    'dropped a purple bone at the purple bowl|dropped # purple bones at the purple bowl': { one: 'dejó un hueso morado en el comedero morado', other: 'dejó # huesos morados en el comedero morado' },
    'ended the turn without an action': 'terminó el turno sin hacer ninguna acción',
    'ended the turn': 'terminó el turno',

    // Refusals
    'You have taken your {0} actions this turn.': 'Ya has hecho tus {0} acciones de este turno.',
    'Name a place in the yard: {0} (the doghouse) to {1}.': 'Indica un lugar del patio: de {0} (la caseta) a {1}.',
    'Your dog is already there.': 'Tu perro ya está ahí.',
    'Your dog carries too many bones to move.': 'Tu perro lleva demasiados huesos para moverse.',
    'Your dog may move at most # card ({0} minus {1} per bone held).|Your dog may move at most # cards ({0} minus {1} per bone held).': {
      one: 'Tu perro puede moverse como mucho # carta ({0} menos {1} por cada hueso que lleva).',
      other: 'Tu perro puede moverse como mucho # cartas ({0} menos {1} por cada hueso que lleva).',
    },
    'The doghouse can never be dug.': 'En la caseta nunca se puede cavar.',
    'There is nothing left to dig here.': 'Aquí ya no queda nada que desenterrar.',
    'Dog bowls can never be dug.': 'En los comederos nunca se puede cavar.',
    'Put a bone back only right after digging.': 'Solo puedes devolver un hueso justo después de cavar.',
    'Name a bone card from your hand.': 'Indica una carta de hueso de tu mano.',
    'That bone is not in your hand.': 'Ese hueso no está en tu mano.',
    'There is no dug bone to keep.': 'No hay ningún hueso recién desenterrado que quedarte.',
    'You hold {0} bones: you must put one back.': 'Tienes {0} huesos: tienes que devolver uno.',
    'Your dog must be on a dog bowl to drop bones.': 'Para dejar huesos, tu perro tiene que estar en un comedero.',
    'Name one or more bones from your hand.': 'Indica uno o más huesos de tu mano.',
    'Name each bone once.': 'Indica cada hueso una sola vez.',
    'Drop only bones from your hand.': 'Solo puedes dejar huesos de tu mano.',
    'Only red bones may be dropped at the red bowl.': 'En el comedero rojo solo se pueden dejar huesos rojos.',
    'Only yellow bones may be dropped at the yellow bowl.': 'En el comedero amarillo solo se pueden dejar huesos amarillos.',
    'Only green bones may be dropped at the green bowl.': 'En el comedero verde solo se pueden dejar huesos verdes.',
    'Only blue bones may be dropped at the blue bowl.': 'En el comedero azul solo se pueden dejar huesos azules.',
    'Only purple bones may be dropped at the purple bowl.': 'En el comedero morado solo se pueden dejar huesos morados.',

    // The result
    'Most points from dropped bones.': 'Gana quien más puntos tiene por los huesos dejados.',
    'Tied on points; the most bones worth {0} (then {1}, {2} …) wins.': 'Empate a puntos: gana quien tiene más huesos que valen {0} (luego {1}, {2}…).',
    'Tied on points and on bones of every value: a shared win.': 'Empate a puntos y en huesos de cada valor: victoria compartida.',
  },
  fr: {
    // Colours and cards
    red: 'rouge',
    yellow: 'jaune',
    green: 'vert',
    blue: 'bleu',
    purple: 'violet',
    'red bowl': 'gamelle rouge',
    'yellow bowl': 'gamelle jaune',
    'green bowl': 'gamelle verte',
    'blue bowl': 'gamelle bleue',
    'purple bowl': 'gamelle violette',
    'red bone': 'os rouge',
    'yellow bone': 'os jaune',
    'green bone': 'os vert',
    'blue bone': 'os bleu',
    'purple bone': 'os violet',
    '{0}/{1}': '{0}/{1}',
    'bone with a {0} scent': 'os au parfum {0}',
    '{0} ({1} scent)': '{0} (parfum {1})',

    // Phases
    'Dig for bones': 'À la recherche des os',
    'Up to {0} actions: move, dig, drop': 'Jusqu’à {0} actions : courir, creuser, déposer',
    'Put a bone back?': 'Remettre un os ?',

    // Move log
    'moved to the doghouse': 'a couru jusqu’à la niche',
    'moved to card {0}': 'a couru jusqu’à la carte {0}',
    'moved to card {0} (the {1})': 'a couru jusqu’à la carte {0} (la {1})',
    'moved to card {0} (a buried bone)': 'a couru jusqu’à la carte {0} (un os enterré)',
    'dug up a bone with a {0} scent at card {1}': 'a déterré un os au parfum {0} à la carte {1}',
    'put a bone with a {0} scent back face down at card {1}': 'a remis face cachée un os au parfum {0} à la carte {1}',
    'kept the bone': 'a gardé l’os',
    'dropped a red bone at the red bowl|dropped # red bones at the red bowl': { one: 'a déposé un os rouge dans la gamelle rouge', other: 'a déposé # os rouges dans la gamelle rouge' },
    'dropped a yellow bone at the yellow bowl|dropped # yellow bones at the yellow bowl': { one: 'a déposé un os jaune dans la gamelle jaune', other: 'a déposé # os jaunes dans la gamelle jaune' },
    'dropped a green bone at the green bowl|dropped # green bones at the green bowl': { one: 'a déposé un os vert dans la gamelle verte', other: 'a déposé # os verts dans la gamelle verte' },
    'dropped a blue bone at the blue bowl|dropped # blue bones at the blue bowl': { one: 'a déposé un os bleu dans la gamelle bleue', other: 'a déposé # os bleus dans la gamelle bleue' },
    'dropped a purple bone at the purple bowl|dropped # purple bones at the purple bowl': { one: 'a déposé un os violet dans la gamelle violette', other: 'a déposé # os violets dans la gamelle violette' },
    'ended the turn without an action': 'a fini son tour sans rien faire',
    'ended the turn': 'a fini son tour',

    // Refusals
    'You have taken your {0} actions this turn.': 'Tu as déjà fait tes {0} actions de ce tour.',
    'Name a place in the yard: {0} (the doghouse) to {1}.': 'Indique une place du jardin : de {0} (la niche) à {1}.',
    'Your dog is already there.': 'Ton chien y est déjà.',
    'Your dog carries too many bones to move.': 'Ton chien porte trop d’os pour bouger.',
    'Your dog may move at most # card ({0} minus {1} per bone held).|Your dog may move at most # cards ({0} minus {1} per bone held).': {
      one: 'Ton chien peut courir d’au plus # carte ({0} moins {1} par os porté).',
      other: 'Ton chien peut courir d’au plus # cartes ({0} moins {1} par os porté).',
    },
    'The doghouse can never be dug.': 'On ne creuse jamais dans la niche.',
    'There is nothing left to dig here.': 'Il n’y a plus rien à creuser ici.',
    'Dog bowls can never be dug.': 'On ne creuse jamais sous une gamelle.',
    'Put a bone back only right after digging.': 'Tu ne peux remettre un os que juste après avoir creusé.',
    'Name a bone card from your hand.': 'Indique une carte os de ta main.',
    'That bone is not in your hand.': 'Cet os n’est pas dans ta main.',
    'There is no dug bone to keep.': 'Il n’y a pas d’os déterré à garder.',
    'You hold {0} bones: you must put one back.': 'Tu as {0} os : tu dois en remettre un.',
    'Your dog must be on a dog bowl to drop bones.': 'Ton chien doit être sur une gamelle pour déposer des os.',
    'Name one or more bones from your hand.': 'Indique un ou plusieurs os de ta main.',
    'Name each bone once.': 'Indique chaque os une seule fois.',
    'Drop only bones from your hand.': 'Ne dépose que des os de ta main.',
    'Only red bones may be dropped at the red bowl.': 'Seuls les os rouges peuvent être déposés dans la gamelle rouge.',
    'Only yellow bones may be dropped at the yellow bowl.': 'Seuls les os jaunes peuvent être déposés dans la gamelle jaune.',
    'Only green bones may be dropped at the green bowl.': 'Seuls les os verts peuvent être déposés dans la gamelle verte.',
    'Only blue bones may be dropped at the blue bowl.': 'Seuls les os bleus peuvent être déposés dans la gamelle bleue.',
    'Only purple bones may be dropped at the purple bowl.': 'Seuls les os violets peuvent être déposés dans la gamelle violette.',

    // The result
    'Most points from dropped bones.': 'Le plus de points grâce aux os déposés l’emporte.',
    'Tied on points; the most bones worth {0} (then {1}, {2} …) wins.': 'Égalité de points : le plus d’os valant {0} (puis {1}, {2} …) l’emporte.',
    'Tied on points and on bones of every value: a shared win.': 'Égalité de points et d’os de chaque valeur : victoire partagée.',
  },
  de: {
    // Colours and cards
    red: 'Rot',
    yellow: 'Gelb',
    green: 'Grün',
    blue: 'Blau',
    purple: 'Lila',
    'red bowl': 'roter Napf',
    'yellow bowl': 'gelber Napf',
    'green bowl': 'grüner Napf',
    'blue bowl': 'blauer Napf',
    'purple bowl': 'lila Napf',
    'red bone': 'roter Knochen',
    'yellow bone': 'gelber Knochen',
    'green bone': 'grüner Knochen',
    'blue bone': 'blauer Knochen',
    'purple bone': 'lila Knochen',
    '{0}/{1}': '{0}/{1}',
    'bone with a {0} scent': 'Knochen mit {0}-Duft',
    '{0} ({1} scent)': '{0} ({1}-Duft)',

    // Phases
    'Dig for bones': 'Knochen ausgraben',
    'Up to {0} actions: move, dig, drop': 'Bis zu {0} Aktionen: laufen, graben, ablegen',
    'Put a bone back?': 'Einen Knochen zurücklegen?',

    // Move log
    'moved to the doghouse': 'ist zur Hundehütte gelaufen',
    'moved to card {0}': 'ist zu Karte {0} gelaufen',
    'moved to card {0} (the {1})': 'ist zu Karte {0} gelaufen ({1})',
    'moved to card {0} (a buried bone)': 'ist zu Karte {0} gelaufen (ein vergrabener Knochen)',
    'dug up a bone with a {0} scent at card {1}': 'hat an Karte {1} einen Knochen mit {0}-Duft ausgegraben',
    'put a bone with a {0} scent back face down at card {1}': 'hat einen Knochen mit {0}-Duft verdeckt an Karte {1} zurückgelegt',
    'kept the bone': 'hat den Knochen behalten',
    'dropped a red bone at the red bowl|dropped # red bones at the red bowl': { one: 'hat einen roten Knochen am roten Napf abgelegt', other: 'hat # rote Knochen am roten Napf abgelegt' },
    'dropped a yellow bone at the yellow bowl|dropped # yellow bones at the yellow bowl': { one: 'hat einen gelben Knochen am gelben Napf abgelegt', other: 'hat # gelbe Knochen am gelben Napf abgelegt' },
    'dropped a green bone at the green bowl|dropped # green bones at the green bowl': { one: 'hat einen grünen Knochen am grünen Napf abgelegt', other: 'hat # grüne Knochen am grünen Napf abgelegt' },
    'dropped a blue bone at the blue bowl|dropped # blue bones at the blue bowl': { one: 'hat einen blauen Knochen am blauen Napf abgelegt', other: 'hat # blaue Knochen am blauen Napf abgelegt' },
    'dropped a purple bone at the purple bowl|dropped # purple bones at the purple bowl': { one: 'hat einen lila Knochen am lila Napf abgelegt', other: 'hat # lila Knochen am lila Napf abgelegt' },
    'ended the turn without an action': 'hat den Zug ohne Aktion beendet',
    'ended the turn': 'hat den Zug beendet',

    // Refusals
    'You have taken your {0} actions this turn.': 'Du hast in diesem Zug schon deine {0} Aktionen gemacht.',
    'Name a place in the yard: {0} (the doghouse) to {1}.': 'Nenne einen Platz im Garten: {0} (die Hundehütte) bis {1}.',
    'Your dog is already there.': 'Dein Hund ist schon dort.',
    'Your dog carries too many bones to move.': 'Dein Hund trägt zu viele Knochen, um zu laufen.',
    'Your dog may move at most # card ({0} minus {1} per bone held).|Your dog may move at most # cards ({0} minus {1} per bone held).': {
      one: 'Dein Hund darf höchstens # Karte weit laufen ({0} minus {1} pro getragenem Knochen).',
      other: 'Dein Hund darf höchstens # Karten weit laufen ({0} minus {1} pro getragenem Knochen).',
    },
    'The doghouse can never be dug.': 'In der Hundehütte wird nie gegraben.',
    'There is nothing left to dig here.': 'Hier gibt es nichts mehr auszugraben.',
    'Dog bowls can never be dug.': 'Unter Näpfen wird nie gegraben.',
    'Put a bone back only right after digging.': 'Einen Knochen zurücklegen kannst du nur direkt nach dem Graben.',
    'Name a bone card from your hand.': 'Nenne eine Knochenkarte aus deiner Hand.',
    'That bone is not in your hand.': 'Dieser Knochen ist nicht in deiner Hand.',
    'There is no dug bone to keep.': 'Es gibt keinen ausgegrabenen Knochen zum Behalten.',
    'You hold {0} bones: you must put one back.': 'Du hast {0} Knochen: Du musst einen zurücklegen.',
    'Your dog must be on a dog bowl to drop bones.': 'Um Knochen abzulegen, muss dein Hund auf einem Napf stehen.',
    'Name one or more bones from your hand.': 'Nenne einen oder mehrere Knochen aus deiner Hand.',
    'Name each bone once.': 'Nenne jeden Knochen nur einmal.',
    'Drop only bones from your hand.': 'Lege nur Knochen aus deiner Hand ab.',
    'Only red bones may be dropped at the red bowl.': 'Am roten Napf dürfen nur rote Knochen abgelegt werden.',
    'Only yellow bones may be dropped at the yellow bowl.': 'Am gelben Napf dürfen nur gelbe Knochen abgelegt werden.',
    'Only green bones may be dropped at the green bowl.': 'Am grünen Napf dürfen nur grüne Knochen abgelegt werden.',
    'Only blue bones may be dropped at the blue bowl.': 'Am blauen Napf dürfen nur blaue Knochen abgelegt werden.',
    'Only purple bones may be dropped at the purple bowl.': 'Am lila Napf dürfen nur lila Knochen abgelegt werden.',

    // The result
    'Most points from dropped bones.': 'Die meisten Punkte durch abgelegte Knochen gewinnen.',
    'Tied on points; the most bones worth {0} (then {1}, {2} …) wins.': 'Punktgleich: Es gewinnt, wer die meisten Knochen im Wert von {0} hat (dann {1}, {2} …).',
    'Tied on points and on bones of every value: a shared win.': 'Gleich bei Punkten und bei Knochen jedes Werts: ein geteilter Sieg.',
  },
};
