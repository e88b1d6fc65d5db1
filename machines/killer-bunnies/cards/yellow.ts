/**
 * The Yellow Booster, cards 111–165: 10 bunnies (Violet and Yellow), the 16 named Yellow cards,
 * the PROPOSED fill of 25 and the four Yellow carrots (162–165). See README.md for each reading.
 */
import { BUNNY_KINDS, cardId, type BunnyColour, type CardDef, type Die, type Family } from './types.js';

type Extra = Partial<Pick<CardDef, 'level' | 'cabbage' | 'water' | 'n' | 'colour' | 'kind'>>;

export function buildYellow(): CardDef[] {
  const out: CardDef[] = [];
  let num = 111;
  const add = (name: string, type: CardDef['type'], family: Family, pink: boolean, dice: Die[] = [], extra: Extra = {}) => {
    out.push({ id: cardId(num), num, type, family, pink, dice, deck: 'yellow', name, ...extra });
    num++;
  };
  for (const colour of ['violet', 'yellow'] as BunnyColour[]) {
    for (const kind of BUNNY_KINDS) add('Bunny', 'run', 'bunny', false, [], { colour, kind });
  }
  // The named Yellow run cards.
  add('Gorge The Bunny', 'run', 'feed', true, [], { cabbage: 10, water: 10 });
  add('Sea Whiz Mount', 'run', 'wave', true, ['black'], { level: 10, n: 1 });
  add('Miniature Black Hole', 'run', 'wave', true, ['black'], { level: 11, n: 11 });
  add('Stray Asteroid', 'run', 'nuclear', true, ['black'], { level: 12, n: 3 });
  add('Bunny Block Bid', 'run', 'blockBid', true);
  add('Carrot Thief', 'run', 'carrotThief', true, ['orange']);
  add('Double No Trouble', 'run', 'doubleDolla', false);
  add('Rock Bottom', 'run', 'rockBottom', false);
  add('Russian Roulette', 'run', 'roulette', false, ['black']);
  add("Weil's Freshness Center", 'run', 'weil', false);
  // The named Yellow specials and very special.
  add('Bug Off', 'special', 'bugOff', false);
  add('Free Cabbage And Water', 'special', 'freeBoth', false);
  add('The Minilith', 'special', 'minilith', false, ['black']);
  add("Noah's Flood", 'special', 'flood', false);
  add("Rooney's Weapons Exchange", 'special', 'weaponsExchange', false);
  add('Reversal Of Fortune', 'verySpecial', 'reversal', false);
  // PROPOSED fill.
  for (let i = 0; i < 3; i++) add('Choose A Carrot', 'run', 'carrot', true, [], { n: 1 });
  for (const [cabbage, water] of [[2, 2], [4, 2], [2, 4]] as const) add('Feed The Bunny', 'run', 'feed', true, [], { cabbage, water });
  for (const [name, level] of [['Rubber Mallet', 3], ['Pogo Stick', 5], ['Catapult', 7], ['Banana Cannon', 9], ['Meteor Hammer', 10], ['Lightning Rod', 11]] as const) {
    add(name, 'run', 'weapon', true, ['black'], { level });
  }
  for (const value of [1, 1, 2, 2, 5, 5]) add('Kaballa Dolla', 'dolla', 'dolla', false, [], { n: value });
  add('Terrible Misfortune: Anvil', 'playImmediately', 'misfortune', false);
  add('Terrible Misfortune: Quicksand', 'playImmediately', 'misfortune', false);
  add('Large Prune Danish', 'special', 'danish', true);
  add('Sunny Day', 'verySpecial', 'sunnyDay', false);
  add('Lucky Clover', 'run', 'clover', true, [], { n: 1 });
  add('Area 51', 'run', 'area51', true);
  add('Black Cat', 'run', 'blackCat', true, ['green']);
  if (num !== 162) throw new Error(`Yellow deck: ${num - 111} draw-pile cards instead of 51`);
  return out;
}

/** The four Yellow carrots, 162–165: #9 is Norman; #10–#12 are PROPOSED names. */
export const YELLOW_CARROTS = ['Norman', 'Pip', 'Dash', 'Mabel'];
