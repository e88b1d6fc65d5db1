/**
 * Run cards that act on other players: Area 51, Bad Karma, Baker Street, Black Cat, the Cyber
 * Bunny (its launch; its rounds are in turn.ts), Defector Detector, Drought, Maggots, Poverty
 * Poker, the Market cards, and the Yellow Bunny Block Bid.
 */
import type { Json, Seat } from '../../../src/dsl/index.js';
import { t } from '../../../src/i18n/index.js';
import { card, cardName } from '../cards/index.js';
import { register } from '../engine.js';
import { bunniesOf, bunnyAt, discardAttachments, dollaOf, hittable, next, opponentsOf, pay, returnSupply, transfer, type G, type Task } from '../state.js';

const opponentChoice = (what: string, seat: Seat, id: string): Task => ({ k: 'choose', what, seat, card: id });
const seatOpts = (G: Readonly<G>, seat: Seat): string[] => opponentsOf(G, seat).map((s) => `seat${s}`);
const seatOf = (pick: string): Seat => Number(pick.slice(4));

// Area 51: the abducted bunny is set aside; the one abducted before comes back to its owner.
register('area51.target', {
  options: (G, task) => G.circle.filter((b) => b.owner !== task.seat && hittable(b)).map((b) => b.id),
  choose: (G, task, pick) => {
    if (!pick) {
      G.discard.push(task.card!);
      return;
    }
    const i = G.circle.findIndex((b) => b.id === pick);
    const [b] = G.circle.splice(i, 1);
    discardAttachments(G, b!);
    for (const r of [G.cyber, G.ebola]) if (r && r.at === pick) { r.at = null; r.pos = i; }
    if (G.abducted) {
      G.circle.push(G.abducted.bunny);
      G.discard.push(G.abducted.card);
    }
    G.abducted = { bunny: b!, card: task.card! };
  },
  prompt: () => t`Choose the opponent's bunny that Area 51 abducts.`,
});

register('karma.target', {
  options: (G, task) => seatOpts(G, task.seat),
  choose: (G, task, pick) => {
    G.discard.push(task.card!);
    if (pick) G.players[seatOf(pick)]!.karma = true;
  },
  prompt: () => t`Choose the opponent whose next weapon hits their own bunny.`,
});

register('drought.target', {
  options: (G, task) => seatOpts(G, task.seat),
  choose: (G, task, pick) => {
    G.discard.push(task.card!);
    if (!pick) return;
    const p = G.players[seatOf(pick)]!;
    const kind = card(task.card!).family === 'drought' ? 'water' : 'cabbage';
    returnSupply(G, p[kind]);
    p[kind] = [];
  },
  prompt: (_G, task) => (card(task.card!).family === 'drought' ? t`Choose the opponent who loses all their water.` : t`Choose the opponent who loses all their cabbage.`),
});

/** Baker Street (PROPOSED): every opponent with Dolla pays its player 2 (or all they have). */
export function bakerStreet(G: G, seat: Seat, id: string): void {
  G.discard.push(id);
  for (const s of opponentsOf(G, seat)) transfer(G, s, seat, 2);
}

// Black Cat: take the clovers off a bunny, then the green d12 decides.
register('cat.target', {
  options: (G) => G.circle.filter((b) => b.clovers.length > 0).map((b) => b.id),
  choose: (G, task, pick) => {
    if (!pick) {
      G.discard.push(task.card!);
      return;
    }
    const b = bunnyAt(G, pick)!;
    const clovers = b.clovers;
    b.clovers = [];
    next(G, { k: 'roll', what: 'cat.roll', seat: task.seat, card: task.card!, dice: ['green'], data: clovers });
  },
  prompt: () => t`Choose the bunny the Black Cat takes the Lucky Clovers from.`,
});
register('cat.roll', {
  rolled: (G, task, values) => {
    G.discard.push(task.card!);
    const clovers = task.data as string[];
    if (values[0]! % 2 === 1) {
      G.lastRoll!.outcome = 'odd';
      next(G, { k: 'choose', what: 'cat.keep', seat: task.seat, data: clovers });
    } else {
      G.lastRoll!.outcome = 'even';
      G.discard.push(...clovers);
    }
  },
  prompt: () => t`Roll the green d12: odd, you keep the clovers; even, they are discarded.`,
});
register('cat.keep', {
  options: (G, task) => [...bunniesOf(G, task.seat).map((b) => b.id), 'none'],
  choose: (G, task, pick) => {
    const clovers = task.data as string[];
    const b = pick && pick !== 'none' ? bunnyAt(G, pick) : undefined;
    if (b) b.clovers.push(...clovers);
    else G.discard.push(...clovers);
  },
  prompt: () => t`Put the clovers on one of your bunnies, or discard them.`,
});

// Cyber Bunny: the launcher chooses where it starts; it attacks at the end of the launcher's turns.
// Not a weapon, feed, misfortune or abduction, so a halo does not keep it off.
register('cyber.target', {
  options: (G, task) => G.circle.filter((b) => b.owner !== task.seat).map((b) => b.id),
  choose: (G, task, pick) => {
    if (!pick || G.cyber) {
      G.discard.push(task.card!);
      return;
    }
    G.cyber = { card: task.card!, launcher: task.seat, at: pick, pos: G.circle.findIndex((b) => b.id === pick) };
  },
  prompt: () => t`Choose the opponent's bunny the Cyber Bunny attacks first.`,
});

// Defector Detector: both roll the blue d12; the higher roll gets the bunny.
register('defector.target', {
  options: (G, task) => G.circle.filter((b) => b.owner !== task.seat && hittable(b)).map((b) => b.id),
  choose: (G, task, pick) => {
    if (!pick) {
      G.discard.push(task.card!);
      return;
    }
    const owner = bunnyAt(G, pick)!.owner;
    next(G,
      { k: 'roll', what: 'defector.first', seat: task.seat, card: task.card!, dice: ['blue'], data: pick },
      { k: 'roll', what: 'defector.second', seat: owner, card: task.card!, dice: ['blue'], data: { bunny: pick, first: 0 } });
  },
  prompt: () => t`Choose the opponent's bunny the Defector Detector tries to win over.`,
});
register('defector.first', {
  rolled: (G, task, values) => {
    G.lastRoll!.outcome = 'rolled';
    const second = G.tasks[0];
    if (second && second.what === 'defector.second') (second.data as { first: number }).first = values[0]!;
  },
  prompt: () => t`Roll the blue d12 for the Defector Detector.`,
});
register('defector.second', {
  rolled: (G, task, values) => {
    G.discard.push(task.card!);
    const d = task.data as { bunny: string; first: number };
    const b = bunnyAt(G, d.bunny);
    if (!b) return;
    const defects = d.first > values[0]!;
    G.lastRoll!.outcome = defects ? 'defects' : 'stays';
    if (defects) {
      const launcher = G.turnSeat;
      b.owner = launcher;
    }
  },
  prompt: () => t`Roll the blue d12 to keep your bunny: you must roll at least as high.`,
});

// Poverty Poker: everyone with Dolla rolls the yellow d12; a single highest roll takes 2 from each other.
export function playPoverty(G: G, seat: Seat, id: string): void {
  const involved = G.players.map((_, s) => (seat + s) % G.players.length).filter((s) => dollaOf(G, s) > 0);
  if (involved.length < 2) {
    G.discard.push(id);
    return;
  }
  next(G, ...involved.map((s, i): Task => ({ k: 'roll', what: 'poverty.roll', seat: s, card: id, dice: ['yellow'], data: { involved, rolls: [], last: i === involved.length - 1 } as unknown as Json })));
}
register('poverty.roll', {
  rolled: (G, task, values) => {
    const d = task.data as { involved: Seat[]; rolls: number[]; last: boolean };
    const rolls = [...d.rolls, values[0]!];
    G.lastRoll!.outcome = 'rolled';
    const nextRoll = G.tasks[0];
    if (!d.last && nextRoll?.what === 'poverty.roll') (nextRoll.data as { rolls: number[] }).rolls = rolls;
    if (!d.last) return;
    G.discard.push(task.card!);
    const top = Math.max(...rolls);
    const best = d.involved.filter((_, i) => rolls[i] === top);
    if (best.length !== 1) {
      G.lastRoll!.outcome = 'tie';
      return;
    }
    G.lastRoll!.outcome = 'wins';
    for (const s of d.involved) if (s !== best[0]) transfer(G, s, best[0]!, 2);
  },
  prompt: () => t`Roll the yellow d12 for Poverty Poker.`,
});

/** The Market cards: 4/5 raises the prices; Closed shuts the market until its player's next turn. */
export function playMarketCard(G: G, seat: Seat, id: string): void {
  if (card(id).family === 'marketHigh') {
    if (G.priceCard) G.discard.push(G.priceCard);
    G.priceCard = id;
    return;
  }
  if (G.closed) G.discard.push(G.closed.card);
  G.closed = { card: id, by: seat };
}

// Bunny Block Bid (PROPOSED): pay an opponent's bunny's owner 5 Dolla and it is yours.
register('bid.target', {
  options: (G, task) => (dollaOf(G, task.seat) >= 5 ? G.circle.filter((b) => b.owner !== task.seat && hittable(b)).map((b) => b.id) : []),
  choose: (G, task, pick) => {
    G.discard.push(task.card!);
    const b = pick ? bunnyAt(G, pick) : undefined;
    if (!b) return;
    pay(G, task.seat, 5);
    G.players[b.owner]!.coins += 5;
    b.owner = task.seat;
  },
  prompt: () => t`Choose the opponent's bunny to buy for 5 Dolla.`,
});

export { opponentChoice, cardName };
