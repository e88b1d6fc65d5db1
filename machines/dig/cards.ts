/**
 * DIG's 30 cards: 20 bones, 5 dog bowls, 4 dogs and the doghouse. The rulebook gives the counts
 * (4 bones in each of 5 colours, one bowl per colour) and says every bone card shows a scent of
 * two colours, one of them the bone's own, with 2 cards per scent pair. The colours are the ones
 * the rulebook's examples name (purple, yellow, green, red) and blue; each bone colour is paired
 * once with each of the other four as its second scent (see README.md).
 */
import { t, type Message } from '../../src/i18n/index.js';

export const COLOURS = ['red', 'yellow', 'green', 'blue', 'purple'] as const;
export type Colour = (typeof COLOURS)[number];

/** The dogs, one per seat, in seat order (the rulebook's examples name Rex, the brown dog, and Mae, the gray one). */
export const DOGS = ['brown', 'gray', 'black', 'spotted'] as const;
export type Dog = (typeof DOGS)[number];

export interface BoneCard {
  kind: 'bone';
  id: string;
  /** The bone's colour, printed on its bone side (face down in the yard). */
  colour: Colour;
  /** The two scent colours on its scent side (face up), in colour order. */
  scent: [Colour, Colour];
}
export interface BowlCard {
  kind: 'bowl';
  id: string;
  colour: Colour;
}
export type YardCard = BoneCard | BowlCard;

const byOrder = (a: Colour, b: Colour): [Colour, Colour] => (COLOURS.indexOf(a) < COLOURS.indexOf(b) ? [a, b] : [b, a]);

/** `bone-red-green`: the red bone whose scent is red and green. */
export const BONES: BoneCard[] = COLOURS.flatMap((colour) =>
  COLOURS.filter((other) => other !== colour).map((other) => ({ kind: 'bone' as const, id: `bone-${colour}-${other}`, colour, scent: byOrder(colour, other) })),
);
export const BOWLS: BowlCard[] = COLOURS.map((colour) => ({ kind: 'bowl' as const, id: `bowl-${colour}`, colour }));
export const YARD_CARDS: YardCard[] = [...BONES, ...BOWLS];

const BY_ID = new Map<string, YardCard>(YARD_CARDS.map((c) => [c.id, c]));

export function isCardId(id: unknown): id is string {
  return typeof id === 'string' && BY_ID.has(id);
}
export function yardCard(id: string): YardCard {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`DIG: no card "${id}".`);
  return c;
}
export const isBone = (id: unknown): boolean => typeof id === 'string' && BY_ID.get(id)?.kind === 'bone';
export const isBowl = (id: unknown): boolean => typeof id === 'string' && BY_ID.get(id)?.kind === 'bowl';

/** The key of a scent pair, e.g. `red+green`: what everybody sees of a face-down bone. */
export function scentKey(scent: readonly [Colour, Colour]): string {
  return `${scent[0]}+${scent[1]}`;
}

/** What a seat sees of a bone it does not know: its scent only. */
export function hiddenBone(id: string): string {
  const c = yardCard(id) as BoneCard;
  return `hidden:${scentKey(c.scent)}`;
}
/** True for a placeholder made by `hiddenBone`. */
export const isHidden = (x: unknown): x is string => typeof x === 'string' && x.startsWith('hidden:');

/** The scent pair of a bone id or of a hidden placeholder. */
export function scentOf(x: string): [Colour, Colour] {
  if (isHidden(x)) return x.slice('hidden:'.length).split('+') as [Colour, Colour];
  return (yardCard(x) as BoneCard).scent;
}
/** The colour of a bone or a bowl (not of a placeholder). */
export const colourOf = (id: string): Colour => yardCard(id).colour;

const COLOUR_NAMES: Record<Colour, Message> = { red: t`red`, yellow: t`yellow`, green: t`green`, blue: t`blue`, purple: t`purple` };
/**
 * A colour's word, as a noun ("red", Spanish "rojo", German "Rot"): used only where it stands
 * alone (a scent "red/green", the symbols' legend), so it never has to agree with a noun.
 */
export const colourName = (c: Colour): Message => COLOUR_NAMES[c];

const BOWL_NAMES: Record<Colour, Message> = { red: t`red bowl`, yellow: t`yellow bowl`, green: t`green bowl`, blue: t`blue bowl`, purple: t`purple bowl` };
const BONE_NAMES: Record<Colour, Message> = { red: t`red bone`, yellow: t`yellow bone`, green: t`green bone`, blue: t`blue bone`, purple: t`purple bone` };
/** A bowl's name without an article ("red bowl"): each language writes the colour with its noun. */
export const bowlName = (c: Colour): Message => BOWL_NAMES[c];
/** A bone's name without an article ("red bone"). */
export const boneName = (c: Colour): Message => BONE_NAMES[c];

/** A scent pair as a text: "red/green" (both colours the bone may be). */
export const scentName = (scent: readonly [Colour, Colour]): Message => t`${colourName(scent[0])}/${colourName(scent[1])}`;

/** "red bone (red/green scent)", "yellow bowl", or "bone with a red/green scent" for a hidden one. */
export function cardName(x: string): Message {
  if (isHidden(x)) return t`bone with a ${scentName(scentOf(x))} scent`;
  const c = yardCard(x);
  return c.kind === 'bowl' ? bowlName(c.colour) : t`${boneName(c.colour)} (${scentName(c.scent)} scent)`;
}
