/**
 * Setting up (seed STEP #01–#04 and "Setting up the first round"): the decks shuffled, seven
 * cards dealt (Kaballa Dolla laid face up and replaced, Play Immediately cards discarded and
 * replaced, again and again), the first-game bunny exchange, the two run cards laid face down,
 * and a roll of the dice for the first player.
 */
import { move, type Random, type Seat } from '../../src/dsl/index.js';
import { t } from '../../src/i18n/index.js';
import { CABBAGE_CARDS, card, drawPileCards, largeCarrots, smallCarrots, WATER_CARDS } from './cards/index.js';
import { isBunnyCard, type G, type PlayerState } from './state.js';

export interface KBOptions {
  /** `none` (the Blue Starter alone) or `yellow` (with the Yellow Booster). */
  booster: string;
  /** The first-game rule: a player dealt no bunny may exchange one card for a bunny from the draw pile. */
  firstGame: boolean;
  [key: string]: string | boolean;
}

export const HAND_SIZE = 7;

/** Deals one seat up to seven cards: Dolla go in front of it, Play Immediately cards to the discard pile. */
function dealHand(G: G, p: PlayerState): void {
  while (p.hand.length + (p.top ? 1 : 0) + (p.bottom ? 1 : 0) < HAND_SIZE && G.draw.length > 0) {
    const id = G.draw.pop()!;
    const c = card(id);
    if (c.type === 'dolla') p.dolla.push(id);
    else if (c.type === 'playImmediately') G.discard.push(id);
    else p.hand.push(id);
  }
}

export function setup({ players, random, options }: { players: number; random: Random; options: KBOptions }): G {
  const booster = options.booster === 'yellow';
  const G: G = {
    booster,
    firstGame: options.firstGame !== false,
    players: Array.from({ length: players }, (): PlayerState => ({ hand: [], top: null, bottom: null, dolla: [], coins: 0, cabbage: [], water: [], carrots: [], karma: false, coupon: false })),
    draw: random.shuffle(drawPileCards(booster)),
    discard: [],
    circle: [],
    market: largeCarrots(booster),
    smallCarrots: random.shuffle(smallCarrots(booster)),
    revealed: 0,
    cabbageDeck: random.shuffle(CABBAGE_CARDS.slice()),
    waterDeck: random.shuffle(WATER_CARDS.slice()),
    priceCard: null,
    closed: null,
    geneva: null,
    abducted: null,
    cyber: null,
    ebola: null,
    turnSeat: 0,
    turnNo: 0,
    step: 'lay',
    flipped: null,
    played: null,
    tasks: [],
    lastRoll: null,
    ended: false,
    gifts: [],
    laid: Array.from({ length: players }, () => false),
    exchange: [],
    firstRolls: null,
  };
  for (const p of G.players) dealHand(G, p);
  // Play Immediately cards discarded before the game: they are shuffled back only when the draw pile runs out.
  if (G.firstGame) G.exchange = G.players.flatMap((p, s) => (p.hand.some(isBunnyCard) ? [] : [s]));
  if (G.exchange.length > 0 && G.draw.some(isBunnyCard)) G.step = 'exchange';
  else G.exchange = [];
  return G;
}

const exchanging = (G: Readonly<G>, seat: Seat): boolean => G.step === 'exchange' && G.exchange[0] === seat;

/** The first-game rule: give one card back and take the first bunny from the top of the draw pile. */
export const exchange = move<G, { card: string }>({
  args: (G, _ctx, seat) => (exchanging(G, seat) ? G.players[seat]!.hand.map((id) => ({ card: id })) : []),
  check: (G, args, _ctx, seat) => {
    if (!exchanging(G, seat)) return t`Only a player dealt no bunny may exchange a card, before the game starts.`;
    if (typeof args.card !== 'string' || !G.players[seat]!.hand.includes(args.card)) return t`Choose a card from your hand to give back.`;
    return true;
  },
  apply: (G, args, { seat, random }) => {
    const p = G.players[seat]!;
    const i = G.draw.map(isBunnyCard).lastIndexOf(true);
    const [bunny] = G.draw.splice(i, 1);
    p.hand.splice(p.hand.indexOf(args.card), 1, bunny!);
    G.draw.push(args.card);
    G.draw = random.shuffle(G.draw);
    nextExchange(G);
  },
  hiddenArgs: ['card'],
  undoable: false,
  describe: () => t`exchanged a card for a bunny from the draw pile`,
});

export const keep = move<G>({
  check: (G, _args, _ctx, seat) => (exchanging(G, seat) ? true : t`Only a player dealt no bunny may exchange a card, before the game starts.`),
  apply: (G) => nextExchange(G),
  describe: () => t`kept the cards as dealt`,
});

function nextExchange(G: G): void {
  G.exchange.shift();
  if (G.exchange.length === 0 || !G.draw.some(isBunnyCard)) {
    G.exchange = [];
    G.step = 'lay';
  }
}

/** Each player lays a top and then a bottom run card face down. */
export const lay = move<G, { card: string }>({
  args: (G, _ctx, seat) => (G.step !== 'lay' || G.laid[seat] ? [] : G.players[seat]!.hand.map((card) => ({ card }))),
  check: (G, { card }, _ctx, seat) => {
    if (G.step !== 'lay') return t`The run cards are laid before the first turn.`;
    if (G.laid[seat]) return t`You have laid your run cards already.`;
    if (typeof card !== 'string' || !G.players[seat]!.hand.includes(card)) return t`Choose a card from your hand.`;
    return true;
  },
  apply: (G, { card }, { seat }) => {
    const p = G.players[seat]!;
    p.hand.splice(p.hand.indexOf(card), 1);
    if (p.top === null) p.top = card;
    else {
      p.bottom = card;
      G.laid[seat] = true;
    }
    if (G.laid.every(Boolean)) G.step = 'first';
  },
  hiddenArgs: ['card'],
  describe: (_args, after, before) => (before.players.findIndex((p, s) => p.top === null && after.players[s]!.top !== null) >= 0 ? t`laid a top run card face down` : t`laid a bottom run card face down`),
});

/** Everyone rolls the black d12; the highest starts (ties roll again). */
export const rollFirst = move<G>({
  check: (G) => (G.step === 'first' ? true : t`The first player is rolled for once, before the first turn.`),
  apply: (G, _args, { random }) => {
    let contenders = G.players.map((_, s) => s);
    let rolls: number[] = [];
    for (let guard = 0; guard < 50 && contenders.length > 1; guard++) {
      rolls = G.players.map((_, s) => (contenders.includes(s) ? random.die(12) : 0));
      const top = Math.max(...rolls);
      contenders = contenders.filter((s) => rolls[s] === top);
    }
    G.firstRolls = rolls;
    G.turnSeat = contenders[0]!;
    G.turnNo = 1;
    G.step = 'begin';
  },
  undoable: false,
  describe: (_args, after) => t`rolled the black d12 for everyone: ${{ seat: after.turnSeat }} goes first`,
});
