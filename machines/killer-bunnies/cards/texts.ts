/**
 * Card names and the rules text of each card as translatable messages: a table shows the text
 * in full when a card is opened, and the move log names cards by these names.
 */
import { t, type Message, type Text } from '../../../src/i18n/index.js';
import { card, CARROT_NAMES } from './index.js';
import type { BunnyColour, BunnyKind, Die } from './types.js';

const NAMES: Record<string, Message> = {
  'Choose A Carrot': t`Choose A Carrot`, 'Choose 2 Carrots': t`Choose 2 Carrots`, 'Feed The Bunny': t`Feed The Bunny`,
  'Kitchen Whisk': t`Kitchen Whisk`, 'Green Gelatin': t`Green Gelatin`, 'Ice Pick': t`Ice Pick`, "Butcher's Cleaver": t`Butcher's Cleaver`,
  'Food Processor': t`Food Processor`, 'Boiling Tar': t`Boiling Tar`, Roaches: t`Roaches`, 'Bow & Arrow': t`Bow & Arrow`, 'Chain Saw': t`Chain Saw`,
  Guillotine: t`Guillotine`, Sword: t`Sword`, 'Flame Thrower': t`Flame Thrower`, 'Torus Ring': t`Torus Ring`, 'Fluorine Gas': t`Fluorine Gas`,
  'Laser Gun': t`Laser Gun`, 'The Trojan Bunny': t`The Trojan Bunny`, 'The Ebola Virus': t`The Ebola Virus`, 'Nuclear Warhead': t`Nuclear Warhead`,
  'Area 51': t`Area 51`, 'Bad Karma': t`Bad Karma`, 'Baker Street': t`Baker Street`, 'Black Cat': t`Black Cat`, 'Cyber Bunny': t`Cyber Bunny`,
  'Defector Detector': t`Defector Detector`, Drought: t`Drought`, 'Free Agent': t`Free Agent`, 'The Heavenly Halo': t`The Heavenly Halo`,
  'Lucky Clover': t`Lucky Clover`, 'Double Lucky Clover': t`Double Lucky Clover`, 'Triple Lucky Clover': t`Triple Lucky Clover`,
  "Kaballa's Market 4/5": t`Kaballa's Market 4/5`, "Kaballa's Market Closed": t`Kaballa's Market Closed`, Maggots: t`Maggots`,
  'Poverty Poker': t`Poverty Poker`, 'Carrot Top Casino': t`Carrot Top Casino`, 'Free Cabbage': t`Free Cabbage`, 'Free Water': t`Free Water`,
  'Geneva Convention': t`Geneva Convention`, 'Half Price Coupon': t`Half Price Coupon`, 'Large Prune Danish': t`Large Prune Danish`,
  'The Mad, Mad Donnelaith Bakery': t`The Mad, Mad Donnelaith Bakery`, 'The Magic Fountain': t`The Magic Fountain`, 'Supplies Surprise': t`Supplies Surprise`,
  'The Magic Spatula': t`The Magic Spatula`, "Rooney's Reusables": t`Rooney's Reusables`, 'Sunny Day': t`Sunny Day`,
  'Terrible Misfortune: Fiat': t`Terrible Misfortune: Fiat`, 'Terrible Misfortune: Hedge': t`Terrible Misfortune: Hedge`,
  'Terrible Misfortune: Plutonium': t`Terrible Misfortune: Plutonium`, 'Terrible Misfortune: Yogurt': t`Terrible Misfortune: Yogurt`,
  'Terrible Misfortune: Anvil': t`Terrible Misfortune: Anvil`, 'Terrible Misfortune: Quicksand': t`Terrible Misfortune: Quicksand`,
  'Gorge The Bunny': t`Gorge The Bunny`, 'Sea Whiz Mount': t`Sea Whiz Mount`, 'Miniature Black Hole': t`Miniature Black Hole`,
  'Stray Asteroid': t`Stray Asteroid`, 'Bunny Block Bid': t`Bunny Block Bid`, 'Carrot Thief': t`Carrot Thief`, 'Double No Trouble': t`Double No Trouble`,
  'Rock Bottom': t`Rock Bottom`, 'Russian Roulette': t`Russian Roulette`, "Weil's Freshness Center": t`Weil's Freshness Center`, 'Bug Off': t`Bug Off`,
  'Free Cabbage And Water': t`Free Cabbage And Water`, 'The Minilith': t`The Minilith`, "Noah's Flood": t`Noah's Flood`,
  "Rooney's Weapons Exchange": t`Rooney's Weapons Exchange`, 'Reversal Of Fortune': t`Reversal Of Fortune`,
  'Rubber Mallet': t`Rubber Mallet`, 'Pogo Stick': t`Pogo Stick`, Catapult: t`Catapult`, 'Banana Cannon': t`Banana Cannon`,
  'Meteor Hammer': t`Meteor Hammer`, 'Lightning Rod': t`Lightning Rod`,
};

const COLOUR_NAMES: Record<BunnyColour, Message> = { blue: t`blue`, green: t`green`, orange: t`orange`, violet: t`violet`, yellow: t`yellow` };
const KIND_NAMES: Record<BunnyKind, Message> = { congenial: t`Congenial`, gleeful: t`Gleeful`, lumbering: t`Lumbering`, sinister: t`Sinister`, timid: t`Timid` };
const DIE_NAMES: Record<Die, Message> = { violet: t`violet`, orange: t`orange`, green: t`green`, yellow: t`yellow`, blue: t`blue`, black: t`black` };

export const dieName = (d: Die): Message => DIE_NAMES[d];
export const bunnyName = (colour: BunnyColour, kind: BunnyKind): Message => t`${KIND_NAMES[kind]} Bunny (${COLOUR_NAMES[colour]})`;

/** A card's name as printed ("Kitchen Whisk", "Sinister Bunny (blue)", "Kaballa Dolla 5"). */
export function cardName(id: string): Message {
  const c = card(id);
  if (c.family === 'bunny') return bunnyName(c.colour!, c.kind!);
  if (c.family === 'dolla') return t`Kaballa Dolla ${c.n!}`;
  return NAMES[c.name] ?? t`a card`;
}

/** A carrot's name from its large or small card id ("Carrot #3: Hikaru"). */
export function carrotName(id: string): Message {
  const num = Number(id.slice(2));
  return t`Carrot #${num}: ${CARROT_NAMES[num - 1] ?? ''}`;
}

/** The card's rules text, in full, as the table shows it when the card is opened. */
export function cardText(id: string): Text {
  const c = card(id);
  switch (c.family) {
    case 'bunny': return t`A bunny: flipped, it joins the Bunny Circle.`;
    case 'freeAgent': return t`A bunny of every colour and kind: flipped, it joins the Bunny Circle.`;
    case 'carrot': return c.n === 2 ? t`Take 2 carrots from the market, even when it is closed.` : t`Take 1 carrot from the market, even when it is closed.`;
    case 'feed': return t`Put it on an opponent's bunny. By the end of that player's next turn they pay ${c.cabbage!} cabbage and ${c.water!} water, or the bunny dies.`;
    case 'weapon': return t`Weapon, level ${c.level!}. Put it on an opponent's bunny: its owner rolls the black d12 and the bunny lives only on a roll higher than ${c.level!}. Lucky Clovers lower the level.`;
    case 'trojan': return t`Weapon, level 10. It hides under an opponent's bunny. When that bunny's owner next launches a weapon, that bunny and the bunnies beside it must each roll above 10.`;
    case 'ebola': return t`Weapon, level 11: the target must roll 12. Then it roams counter-clockwise, infecting one bunny each round at the end of its launcher's turn. A bunny that survives it is immune.`;
    case 'nuclear': return t`Kills the target and every bunny within ${c.n!} spaces of it. A bunny with Lucky Clovers may roll to live (above 12 minus its clovers).`;
    case 'wave': return c.n === 1
      ? t`The target must roll above 10 and the bunnies beside it above 9 (black d12).`
      : t`The target must roll 12, the bunnies beside it above 10, two away above 9, and so on round the circle.`;
    case 'area51': return t`The target bunny is abducted and set aside. It comes back to its owner when another bunny is abducted.`;
    case 'badKarma': return t`Choose an opponent: their next weapon must hit one of their own bunnies.`;
    case 'bakerStreet': return t`The bunny detectives send their bill: every opponent with Kaballa Dolla pays you 2 Dolla (or all they have).`;
    case 'blackCat': return t`Take all Lucky Clovers off one bunny and roll the green d12: odd, you keep them (put them on a bunny of yours or discard them); even, they are discarded.`;
    case 'cyber': return t`Roaming, not a weapon (clovers and halos do not help). At the end of each of its launcher's turns it attacks one bunny and moves on clockwise. The bunny must roll above 9 on the violet d12.`;
    case 'defector': return t`Choose an opponent's bunny. You and its owner each roll the blue d12: if you roll higher, the bunny defects to you.`;
    case 'drought': return t`Choose an opponent: they lose all their water cards.`;
    case 'maggots': return t`Choose an opponent: they lose all their cabbage cards.`;
    case 'halo': return t`Put it on a bunny of yours: weapons (the Ebola Virus too), feeding, misfortune and abduction (Area 51, the Defector Detector) cannot touch it. The Cyber Bunny, not a weapon, still attacks it.`;
    case 'clover': return t`Put it on a bunny of yours: the next weapon against it is ${c.n!} levels lower. Then the clover is used up.`;
    case 'marketHigh': return t`Kaballa's Market raises its prices: cabbage 4, water 5, carrot 15.`;
    case 'marketClosed': return t`Kaballa's Market is closed until your next turn: nobody may buy.`;
    case 'poverty': return t`Everyone with Kaballa Dolla rolls the yellow d12. The single highest roll takes 2 Dolla from each of the others.`;
    case 'casino': return t`Roll five d12. All different: take a carrot and 7 Dolla. A pair: feed your bunny 1 cabbage and 1 water. Three alike: your bunny dies.`;
    case 'freeCabbage': return t`Take 2 cabbage cards, while the market is open.`;
    case 'freeWater': return t`Take 2 water cards, while the market is open.`;
    case 'freeBoth': return t`Take 1 cabbage card and 1 water card, while the market is open.`;
    case 'geneva': return t`No weapon may be used until your next turn: weapons flipped meanwhile are discarded.`;
    case 'coupon': return t`Half price at Kaballa's Market for the rest of your turn (rounded up).`;
    case 'danish': return t`Every Feed The Bunny on one bunny of yours is satisfied.`;
    case 'bakery': return t`Roll the orange d12. 10–12: take a carrot. 7–9: take 1 cabbage and 1 water card. 4–6: feed your bunny 1 and 1. 2–3: your bunny dies. 1: your bunny and the bunnies beside it die.`;
    case 'fountain': return t`Name a number from 1 to 12 and roll five d12: one bunny comes back from the discard pile to you for each die showing your number.`;
    case 'supplies': return t`Roll five d12. The lowest die (or dice) rewards you: violet a bunny from the discard pile, orange a carrot, green a cabbage card, yellow 10 Dolla, blue a water card.`;
    case 'spatula': return t`When a weapon is launched at your bunny, before the roll: cancel it. Both cards are discarded.`;
    case 'rooney': return t`In your turn, after the weapon you flipped has been used: use it once more, at a bunny you choose.`;
    case 'sunnyDay': return t`At any time: every pending Feed The Bunny and the Ebola Virus are cancelled.`;
    case 'misfortune': return t`Play immediately when drawn: one of your bunnies dies. If you have none, or only a haloed one, one of an opponent's bunnies dies instead.`;
    case 'dolla': return t`Bunny money, worth ${c.n!}: laid face up in front of you, and you draw again.`;
    case 'blockBid': return t`Choose an opponent's bunny and bid for it: pay its owner 5 Dolla and it is yours.`;
    case 'carrotThief': return t`Roll the orange d12: if an opponent holds the carrot with that number, it is yours.`;
    case 'doubleDolla': return t`Double your Kaballa Dolla.`;
    case 'rockBottom': return t`The player (or players) with the fewest Kaballa Dolla take 5 Dolla.`;
    case 'roulette': return t`Everyone with a bunny rolls the black d12. The lowest roll (all tied lowest) loses their newest bunny.`;
    case 'weil': return t`Every player pays 2 Dolla per carrot or returns the carrots they cannot pay for to the market.`;
    case 'bugOff': return t`Every roaming card (Cyber Bunny, Ebola Virus) is discarded.`;
    case 'minilith': return t`Roll the black d12: 1–6 take a cabbage card, 7–12 take a water card.`;
    case 'flood': return t`Every player loses all cabbage cards and takes one water card.`;
    case 'weaponsExchange': return t`Instead of drawing a new card, take the last weapon from the discard pile into your hand.`;
    case 'reversal': return t`In your turn: swap all your Kaballa Dolla with an opponent's.`;
  }
}
