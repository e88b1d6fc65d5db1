/**
 * The dice games: Carrot Top Casino, the Mad, Mad Donnelaith Bakery, the Magic Fountain,
 * Supplies Surprise, and the Yellow Minilith, Carrot Thief and Russian Roulette.
 */
import type { Json, Seat } from '../../../src/dsl/index.js';
import { t } from '../../../src/i18n/index.js';
import { carrotNum, FIVE_DICE } from '../cards/index.js';
import { register } from '../engine.js';
import { carrotTask, ownDeath, ownFeed, revive } from './carrots.js';
import { bunniesOf, hasBunny, killBunny, next, opponentsOf, takeSupply, type G, type Task } from '../state.js';

const rollTask = (what: string, seat: Seat, id: string, dice = FIVE_DICE.slice(), data?: Json): Task => ({ k: 'roll', what, seat, card: id, dice, data });

/** What five dice make at the Casino: `three` (three or more alike), `pair`, or `different`. */
export function casinoOutcome(values: readonly number[]): 'three' | 'pair' | 'different' {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const most = Math.max(...counts.values());
  return most >= 3 ? 'three' : most === 2 ? 'pair' : 'different';
}

export const playCasino = (G: G, seat: Seat, id: string): void => next(G, rollTask('casino.roll', seat, id));
register('casino.roll', {
  rolled: (G, task, values) => {
    G.discard.push(task.card!);
    const outcome = casinoOutcome(values);
    G.lastRoll!.outcome = outcome;
    if (outcome === 'different') {
      G.players[task.seat]!.coins += 7;
      next(G, carrotTask(task.seat));
    } else if (outcome === 'pair') next(G, ownFeed(task.seat, task.card!));
    else next(G, ownDeath(task.seat, task.card!));
  },
  prompt: () => t`Roll the five dice at the Carrot Top Casino.`,
});

/** The Bakery's result for one roll of the orange d12. */
export function bakeryOutcome(value: number): 'carrot' | 'supplies' | 'feed' | 'dies' | 'dies3' {
  if (value >= 10) return 'carrot';
  if (value >= 7) return 'supplies';
  if (value >= 4) return 'feed';
  if (value >= 2) return 'dies';
  return 'dies3';
}
export const playBakery = (G: G, seat: Seat, id: string): void => next(G, rollTask('bakery.roll', seat, id, ['orange']));
register('bakery.roll', {
  rolled: (G, task, values) => {
    G.discard.push(task.card!);
    const outcome = bakeryOutcome(values[0]!);
    G.lastRoll!.outcome = outcome;
    if (outcome === 'carrot') next(G, carrotTask(task.seat));
    else if (outcome === 'supplies') {
      takeSupply(G, task.seat, 'cabbage');
      takeSupply(G, task.seat, 'water');
    } else if (outcome === 'feed') next(G, ownFeed(task.seat, task.card!));
    else next(G, ownDeath(task.seat, task.card!, outcome === 'dies3'));
  },
  prompt: () => t`Roll the orange d12 at the Bakery.`,
});

// The Magic Fountain: name a number, roll five dice, one bunny back per die showing it.
export const playFountain = (G: G, seat: Seat, id: string): void => next(G, { k: 'choose', what: 'fountain.number', seat, card: id });
register('fountain.number', {
  options: () => Array.from({ length: 12 }, (_, i) => String(i + 1)),
  choose: (G, task, pick) => next(G, rollTask('fountain.roll', task.seat, task.card!, FIVE_DICE.slice(), Number(pick ?? 1))),
  prompt: () => t`Name a number from 1 to 12 for the Magic Fountain.`,
});
register('fountain.roll', {
  rolled: (G, task, values) => {
    G.discard.push(task.card!);
    const hits = values.filter((v) => v === task.data).length;
    let back = 0;
    for (let i = 0; i < hits; i++) if (revive(G, task.seat)) back++;
    G.lastRoll!.outcome = `back${back}`;
  },
  prompt: (_G, task) => t`Roll the five dice: each ${task.data as number} brings a bunny back.`,
});

/** Supplies Surprise: the colours of the lowest die (or dice). */
export function lowestDice(values: readonly number[]): number[] {
  const low = Math.min(...values);
  return values.flatMap((v, i) => (v === low ? [i] : []));
}
export const playSupplies = (G: G, seat: Seat, id: string): void => next(G, rollTask('supplies.roll', seat, id));
register('supplies.roll', {
  rolled: (G, task, values) => {
    G.discard.push(task.card!);
    const seat = task.seat;
    const prizes: Task[] = [];
    for (const i of lowestDice(values)) {
      const die = FIVE_DICE[i]!;
      if (die === 'violet') revive(G, seat);
      else if (die === 'orange') prizes.push(carrotTask(seat));
      else if (die === 'green') takeSupply(G, seat, 'cabbage');
      else if (die === 'yellow') G.players[seat]!.coins += 10;
      else takeSupply(G, seat, 'water');
    }
    G.lastRoll!.outcome = lowestDice(values).map((i) => FIVE_DICE[i]).join('-');
    next(G, ...prizes);
  },
  prompt: () => t`Roll the five dice for Supplies Surprise: the lowest die gives the prize.`,
});

// The Minilith (PROPOSED): the black d12, 1–6 a cabbage card, 7–12 a water card.
export const playMinilith = (G: G, seat: Seat, id: string): void => next(G, rollTask('minilith.roll', seat, id, ['black']));
register('minilith.roll', {
  rolled: (G, task, values) => {
    G.discard.push(task.card!);
    const kind = values[0]! <= 6 ? 'cabbage' : 'water';
    G.lastRoll!.outcome = kind;
    takeSupply(G, task.seat, kind);
  },
  prompt: () => t`Roll the black d12 at the Minilith: 1–6 cabbage, 7–12 water.`,
});

// Carrot Thief: the orange d12 names a carrot; an opponent holding it loses it to the thief.
export const playCarrotThief = (G: G, seat: Seat, id: string): void => next(G, rollTask('thief.roll', seat, id, ['orange']));
register('thief.roll', {
  rolled: (G, task, values) => {
    G.discard.push(task.card!);
    for (const s of opponentsOf(G, task.seat)) {
      const p = G.players[s]!;
      const i = p.carrots.findIndex((c) => carrotNum(c) === values[0]);
      if (i >= 0) {
        const [c] = p.carrots.splice(i, 1);
        G.players[task.seat]!.carrots.push(c!);
        G.players[task.seat]!.carrots.sort((a, b) => carrotNum(a) - carrotNum(b));
        G.lastRoll!.outcome = 'stolen';
        return;
      }
    }
    G.lastRoll!.outcome = 'nothing';
  },
  prompt: () => t`Roll the orange d12: the carrot with that number is stolen for you.`,
});

// Russian Roulette: everyone with a bunny rolls the black d12; the lowest roll loses its newest bunny.
export function playRoulette(G: G, seat: Seat, id: string): void {
  const involved = G.players.map((_, s) => (seat + s) % G.players.length).filter((s) => hasBunny(G, s));
  if (involved.length === 0) {
    G.discard.push(id);
    return;
  }
  next(G, ...involved.map((s, i): Task => rollTask('roulette.roll', s, id, ['black'], { involved, rolls: [], last: i === involved.length - 1 } as unknown as Json)));
}
register('roulette.roll', {
  rolled: (G, task, values) => {
    const d = task.data as { involved: Seat[]; rolls: number[]; last: boolean };
    const rolls = [...d.rolls, values[0]!];
    G.lastRoll!.outcome = 'rolled';
    const following = G.tasks[0];
    if (!d.last && following?.what === 'roulette.roll') (following.data as { rolls: number[] }).rolls = rolls;
    if (!d.last) return;
    G.discard.push(task.card!);
    const low = Math.min(...rolls);
    for (const [i, s] of d.involved.entries()) {
      if (rolls[i] !== low) continue;
      const mine = bunniesOf(G, s);
      const newest = mine[mine.length - 1];
      if (newest) killBunny(G, newest.id);
    }
  },
  prompt: () => t`Roll the black d12 for Russian Roulette: the lowest roll loses a bunny.`,
});
