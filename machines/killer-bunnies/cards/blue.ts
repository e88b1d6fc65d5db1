/**
 * The Blue Starter deck, cards 001–101 of the draw pile (102 is the market starter card, 103–110
 * the carrots). Numbers, names and effects follow the published card list; dice colours that no
 * source gives are marked PROPOSED in README.md.
 */
import { BUNNY_KINDS, cardId, type BunnyColour, type CardDef, type Die, type Family } from './types.js';

const WEAPONS: [string, number][] = [
  ['Kitchen Whisk', 1], ['Green Gelatin', 2], ['Ice Pick', 3], ["Butcher's Cleaver", 4], ['Food Processor', 4],
  ['Boiling Tar', 5], ['Roaches', 5], ['Bow & Arrow', 6], ['Chain Saw', 6], ['Guillotine', 7], ['Sword', 7],
  ['Flame Thrower', 8], ['Torus Ring', 8], ['Fluorine Gas', 9], ['Laser Gun', 9],
];
const FEEDS: [number, number][] = [[1, 1], [2, 1], [1, 3], [3, 1], [3, 4], [5, 4], [5, 5]];

type Extra = Partial<Pick<CardDef, 'level' | 'cabbage' | 'water' | 'n' | 'colour' | 'kind'>>;

export function buildBlue(): CardDef[] {
  const out: CardDef[] = [];
  let num = 1;
  const add = (name: string, type: CardDef['type'], family: Family, pink: boolean, dice: Die[] = [], extra: Extra = {}) => {
    out.push({ id: cardId(num), num, type, family, pink, dice, deck: 'blue', name, ...extra });
    num++;
  };
  for (const colour of ['blue', 'green', 'orange'] as BunnyColour[]) {
    for (const kind of BUNNY_KINDS) add('Bunny', 'run', 'bunny', false, [], { colour, kind });
  }
  for (let i = 0; i < 5; i++) add('Choose A Carrot', 'run', 'carrot', true, [], { n: 1 });
  for (let i = 0; i < 3; i++) add('Choose 2 Carrots', 'run', 'carrot', true, [], { n: 2 });
  for (const [cabbage, water] of FEEDS) add('Feed The Bunny', 'run', 'feed', true, [], { cabbage, water });
  for (const [name, level] of WEAPONS) add(name, 'run', 'weapon', true, ['black'], { level });
  add('The Trojan Bunny', 'run', 'trojan', true, ['black'], { level: 10 });
  add('The Ebola Virus', 'run', 'ebola', true, ['black'], { level: 11 });
  add('Nuclear Warhead', 'run', 'nuclear', true, ['black'], { level: 12, n: 2 });
  add('Area 51', 'run', 'area51', true);
  add('Area 51', 'run', 'area51', true);
  add('Bad Karma', 'run', 'badKarma', true);
  add('Baker Street', 'run', 'bakerStreet', true);
  add('Black Cat', 'run', 'blackCat', true, ['green']);
  add('Cyber Bunny', 'run', 'cyber', true, ['violet'], { level: 9 });
  add('Defector Detector', 'run', 'defector', true, ['blue']);
  add('Drought', 'run', 'drought', true);
  add('Free Agent', 'run', 'freeAgent', false);
  add('The Heavenly Halo', 'run', 'halo', true);
  add('Lucky Clover', 'run', 'clover', true, [], { n: 1 });
  add('Double Lucky Clover', 'run', 'clover', true, [], { n: 2 });
  add('Triple Lucky Clover', 'run', 'clover', true, [], { n: 3 });
  add("Kaballa's Market 4/5", 'run', 'marketHigh', false);
  add("Kaballa's Market Closed", 'run', 'marketClosed', false);
  add('Maggots', 'run', 'maggots', true);
  add('Poverty Poker', 'run', 'poverty', false, ['yellow']);
  add('Carrot Top Casino', 'run', 'casino', true, ['violet', 'orange', 'green', 'yellow', 'blue']);
  add('Carrot Top Casino', 'run', 'casino', true, ['violet', 'orange', 'green', 'yellow', 'blue']);
  add('Free Cabbage', 'special', 'freeCabbage', false);
  add('Free Water', 'special', 'freeWater', false);
  add('Geneva Convention', 'special', 'geneva', false);
  add('Half Price Coupon', 'special', 'coupon', false);
  add('Large Prune Danish', 'special', 'danish', true);
  add('Large Prune Danish', 'special', 'danish', true);
  add('The Mad, Mad Donnelaith Bakery', 'special', 'bakery', true, ['orange']);
  add('The Mad, Mad Donnelaith Bakery', 'special', 'bakery', true, ['orange']);
  add('The Magic Fountain', 'special', 'fountain', false, ['violet', 'orange', 'green', 'yellow', 'blue']);
  add('The Magic Fountain', 'special', 'fountain', false, ['violet', 'orange', 'green', 'yellow', 'blue']);
  add('Supplies Surprise', 'special', 'supplies', false, ['violet', 'orange', 'green', 'yellow', 'blue']);
  add('Supplies Surprise', 'special', 'supplies', false, ['violet', 'orange', 'green', 'yellow', 'blue']);
  add('The Magic Spatula', 'verySpecial', 'spatula', false);
  add("Rooney's Reusables", 'verySpecial', 'rooney', true);
  add('Sunny Day', 'verySpecial', 'sunnyDay', false);
  for (const name of ['Fiat', 'Hedge', 'Plutonium', 'Yogurt']) add(`Terrible Misfortune: ${name}`, 'playImmediately', 'misfortune', false);
  for (const value of [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 5, 5, 5, 10]) add('Kaballa Dolla', 'dolla', 'dolla', false, [], { n: value });
  if (num !== 102) throw new Error(`Blue deck: ${num - 1} cards instead of 101`);
  return out;
}

/** The eight Blue carrots, 103–110, in carrot-number order. */
export const BLUE_CARROTS = ['Tucker', 'Abu', 'Hikaru', 'Flo', 'Remington', 'Butch', 'Presto', 'Seth'];
