/**
 * Weapons: levels 1–12 against the black d12 (the bunny lives only on a roll higher than the
 * level, Lucky Clovers lowering it), the Trojan Bunny, the Ebola Virus's first strike, Nuclear
 * Warhead (and Stray Asteroid), the Yellow waves (Sea Whiz Mount, Miniature Black Hole), Bad
 * Karma, the Geneva Convention, the Magic Spatula and Rooney's Reusables.
 */
import type { Json, Seat } from '../../../src/dsl/index.js';
import { t } from '../../../src/i18n/index.js';
import { card, cardName } from '../cards/index.js';
import { register } from '../engine.js';
import { sunnyDay } from './feeding.js';
import { bunnyAt, hittable, killBunny, next, takeFromHand, within, type G, type Offer, type Task } from '../state.js';

/** `halo: false`: a halo does not shield the bunny (the Cyber Bunny); absent, it does. */
type AttackData = { bunny: string; level: number; clovers: boolean; ebola: boolean; halo?: false };

/** A bunny must roll above `level` (clovers lower it when `clovers`) or die. */
export function attackRoll(bunny: { id: string; owner: Seat }, level: number, cardId: string, opts: { clovers?: boolean; ebola?: boolean; die?: 'black' | 'violet'; offer?: Offer; halo?: boolean } = {}): Task {
  const data: AttackData = { bunny: bunny.id, level, clovers: opts.clovers !== false, ebola: opts.ebola === true };
  if (opts.halo === false) data.halo = false;
  const task: Task = { k: 'roll', what: 'attack.roll', seat: bunny.owner, card: cardId, dice: [opts.die ?? 'black'], data: data as unknown as Json };
  if (opts.offer) task.offer = opts.offer;
  return task;
}

/** The level a bunny must beat: the weapon's, less its clovers. */
export function needed(G: Readonly<G>, bunny: string, level: number, clovers: boolean): number {
  const b = bunnyAt(G, bunny);
  if (!b || !clovers) return level;
  return Math.max(0, level - b.clovers.reduce((n, id) => n + card(id).n!, 0));
}

register('attack.roll', {
  still: (G, task) => {
    const d = task.data as unknown as AttackData;
    const b = bunnyAt(G, d.bunny);
    return b !== undefined && (d.halo === false || hittable(b)) && !(d.ebola && b.immune);
  },
  rolled: (G, task, values) => {
    const d = task.data as unknown as AttackData;
    const b = bunnyAt(G, d.bunny)!;
    const need = needed(G, d.bunny, d.level, d.clovers);
    if (d.clovers && b.clovers.length > 0) {
      G.discard.push(...b.clovers);
      b.clovers = [];
    }
    const lives = values[0]! > need;
    G.lastRoll!.outcome = lives ? 'lives' : 'dies';
    if (lives) {
      if (d.ebola) b.immune = true;
    } else killBunny(G, d.bunny);
  },
  cancel: (G, task, by) => {
    if (task.k !== 'roll') return;
    if (task.offer === 'sunnyDay') {
      sunnyDay(G, by);
      return;
    }
    // The Magic Spatula: the weapon and the spatula are discarded, and the weapon does nothing more.
    G.discard.push(takeFromHand(G, by, 'spatula')!);
    const after = G.tasks.findIndex((x) => x.what === 'weapon.after' && x.card === task.card);
    if (after >= 0) G.tasks.splice(after, 1);
    G.discard.push(task.card!);
  },
  prompt: (G, task) => {
    const d = task.data as unknown as AttackData;
    return t`Roll: your bunny lives on a roll higher than ${needed(G, d.bunny, d.level, d.clovers)}.`;
  },
});

/** Whom `seat`'s weapon may hit now: an opponent's bunny, or (Bad Karma) one of its own. */
export function weaponTargets(G: Readonly<G>, seat: Seat, id: string): string[] {
  const own = G.players[seat]!.karma;
  const ebola = card(id).family === 'ebola';
  return G.circle.filter((b) => (own ? b.owner === seat : b.owner !== seat) && hittable(b) && !(ebola && b.immune)).map((b) => b.id);
}

type Launch = { again?: boolean };


export function playWeapon(G: G, seat: Seat, id: string): void {
  if (G.geneva) {
    G.discard.push(id);
    return;
  }
  next(G, { k: 'choose', what: 'weapon.target', seat, card: id, data: {} });
}

register('weapon.target', {
  options: (G, task) => weaponTargets(G, task.seat, task.card!),
  choose: (G, task, pick) => {
    const id = task.card!;
    const seat = task.seat;
    if (pick === null) {
      G.players[seat]!.karma = false;
      G.discard.push(id);
      return;
    }
    const again = (task.data as Launch | undefined)?.again === true;
    G.players[seat]!.karma = false;
    const tasks: Task[] = [];
    // A Trojan Bunny under one of the launcher's bunnies goes off first.
    for (const host of G.circle.filter((b) => b.owner === seat && b.trojan !== null)) {
      const trojan = host.trojan!.card;
      for (const { bunny } of within(G, host.id, 1)) if (hittable(bunny)) tasks.push(attackRoll(bunny, 10, trojan));
      tasks.push({ k: 'auto', what: 'trojan.spent', seat, card: trojan, data: host.id });
    }
    const target = bunnyAt(G, pick)!;
    if (card(id).family === 'trojan') {
      next(G, ...tasks, { k: 'auto', what: 'trojan.hide', seat, card: id, data: pick });
      return;
    }
    const c = card(id);
    if (c.family === 'nuclear' || c.family === 'wave') {
      next(G, ...tasks, { k: 'respond', what: 'weapon.spatula', offer: 'spatula', seat, seats: [target.owner], card: id, data: { target: pick, seat, again } });
      return;
    }
    if (c.family === 'ebola') {
      // Where its target stands just before the roll: the virus roams on from there, even if the target dies.
      const after: Task = { k: 'auto', what: 'weapon.after', seat, card: id, data: { target: pick, again, index: G.circle.indexOf(target) } };
      next(G, ...tasks, { k: 'auto', what: 'ebola.at', seat, card: id, data: pick }, attackRoll(target, c.level!, id, { ebola: true, offer: 'spatula' }), after);
      return;
    }
    next(G, ...tasks,
      attackRoll(target, c.level!, id, { offer: 'spatula' }),
      { k: 'auto', what: 'weapon.after', seat, card: id, data: { target: pick, again } });
  },
  prompt: (_G, task) => t`Choose the bunny to attack with the ${cardName(task.card!)}.`,
});

register('trojan.hide', {
  auto: (G, task) => {
    const b = bunnyAt(G, task.data as string);
    if (b && b.trojan === null) b.trojan = { card: task.card!, by: task.seat };
    else G.discard.push(task.card!);
  },
});
register('trojan.spent', {
  auto: (G, task) => {
    const b = bunnyAt(G, task.data as string);
    if (b && b.trojan?.card === task.card) b.trojan = null;
    if (!G.discard.includes(task.card!) && !G.circle.some((x) => x.trojan?.card === task.card)) G.discard.push(task.card!);
  },
});

type Spatula = { target: string; seat: Seat; again: boolean };

register('weapon.spatula', {
  respond: (G, task, by) => {
    const d = task.data as Spatula;
    const id = task.card!;
    if (by !== null) {
      G.discard.push(takeFromHand(G, by, 'spatula')!, id);
      return;
    }
    const target = bunnyAt(G, d.target);
    if (!target) {
      G.discard.push(id);
      return;
    }
    const c = card(id);
    const tasks: Task[] = [];
    if (c.family === 'nuclear') {
      for (const { bunny } of within(G, d.target, c.n!)) {
        if (!hittable(bunny)) continue;
        if (bunny.clovers.length > 0) tasks.push(attackRoll(bunny, c.level!, id));
        else tasks.push({ k: 'auto', what: 'weapon.kill', seat: d.seat, card: id, data: bunny.id });
      }
    } else if (c.family === 'wave') {
      for (const { bunny, distance } of within(G, d.target, c.n!)) {
        if (hittable(bunny)) tasks.push(attackRoll(bunny, Math.max(1, c.level! - distance), id));
      }
    }
    next(G, ...tasks, { k: 'auto', what: 'weapon.after', seat: d.seat, card: id, data: { target: d.target, again: d.again } });
  },
  prompt: (_G, task) => t`The ${cardName(task.card!)} is coming at your bunny. Play The Magic Spatula to cancel it?`,
});

register('weapon.kill', { auto: (G, task) => void killBunny(G, task.data as string) });

type After = { target: string; again?: boolean; index?: number };

/** The Ebola Virus's target's place, taken again after any Trojan Bunny has gone off (a death before it shifts it). */
register('ebola.at', {
  auto: (G, task) => {
    const after = G.tasks.find((x) => x.what === 'weapon.after' && x.card === task.card);
    const i = G.circle.findIndex((b) => b.id === task.data);
    if (after && i >= 0) after.data = { ...(after.data as After), index: i };
  },
});

register('weapon.after', {
  auto: (G, task) => {
    const d = task.data as After;
    next(G, { k: 'auto', what: 'weapon.done', seat: task.seat, card: task.card!, data: d.index === undefined ? { target: d.target } : { target: d.target, index: d.index } });
  },
});

/** Rooney's Reusables: the weapon flipped this turn, resolved and in the discard pile, may be used again. */
export function rooneyWeapon(G: Readonly<G>, seat: Seat): string | null {
  const id = G.flipped;
  if (!id || G.turnSeat !== seat || G.step !== 'replace' || !G.discard.includes(id)) return null;
  const f = card(id).family;
  if (f !== 'weapon' && f !== 'nuclear' && f !== 'wave') return null;
  return weaponTargets(G, seat, id).length > 0 ? id : null;
}

export function playRooney(G: G, seat: Seat): void {
  const id = rooneyWeapon(G, seat);
  if (!id) return;
  G.discard.splice(G.discard.indexOf(id), 1);
  next(G, { k: 'choose', what: 'weapon.target', seat, card: id, data: { again: true } });
}

register('weapon.done', {
  auto: (G, task) => {
    const id = task.card!;
    if (card(id).family !== 'ebola') {
      G.discard.push(id);
      return;
    }
    // The Ebola Virus roams on, counter-clockwise from its target; a dead target's place is where
    // it stood, so the next strike goes to the bunny that was beside it.
    const d = task.data as After;
    const alive = G.circle.findIndex((b) => b.id === d.target);
    // A save from before the place was kept has no index: it roams from the start of the circle, as it did then.
    const pos = alive >= 0 ? alive : d.index ?? 0;
    G.ebola = { card: id, launcher: task.seat, at: null, pos, since: G.turnNo };
  },
});
