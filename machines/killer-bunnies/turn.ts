/**
 * A turn: FLIP the top run card (it is resolved), SLIDE the bottom card up, DRAW, REPLACE the
 * bottom card from the hand. Before the FLIP and before the REPLACE the player may buy at the
 * market and play Specials. At the end of the turn the player's due feeds are settled and the
 * roaming cards he launched go round; then the next player clockwise.
 */
import { move, type Seat } from '../../src/dsl/index.js';
import { t, type Text } from '../../src/i18n/index.js';
import { card, cardName } from './cards/index.js';
import { handlers, register, run, waitingSeat } from './engine.js';
import { resolveRunCard, resolveSpecial } from './effects/index.js';
import { dueFeedTasks } from './effects/feeding.js';
import { lastWeapon, misfortune, specialProblem } from './effects/specials.js';
import { attackRoll } from './effects/weapons.js';
import { bunnyAt, drawOne, hittable, later, next, type G, type Task } from './state.js';

const inTurn = (G: Readonly<G>, seat: Seat, step: 'begin' | 'replace'): boolean => !G.ended && G.tasks.length === 0 && G.step === step && G.turnSeat === seat;

export const flip = move<G>({
  check: (G, _args, _ctx, seat) => (inTurn(G, seat, 'begin') ? (G.players[seat]!.top ? true : t`You have no top run card.`) : t`You can flip only at the start of your turn.`),
  apply: (G, _args, { seat, random }) => {
    const p = G.players[seat]!;
    const id = p.top!;
    // FLIP and SLIDE.
    p.top = p.bottom;
    p.bottom = null;
    G.flipped = id;
    G.step = 'replace';
    resolveRunCard(G, seat, id);
    // DRAW, after the card is resolved.
    later(G, { k: 'auto', what: 'turn.draw', seat });
    run(G, random);
  },
  undoable: false,
  describe: (_args, after) => t`flipped ${cardName(after.flipped!)}`,
});

register('turn.draw', {
  auto: (G, task, random) => {
    const { misfortune: bad } = drawOne(G, task.seat, (ids) => random.shuffle(ids));
    if (bad) {
      next(G, { k: 'auto', what: 'turn.draw', seat: task.seat });
      misfortune(G, task.seat, bad);
    }
  },
});

/** REPLACE: a card of the hand becomes the bottom run card, face down. The turn ends. */
export const replace = move<G, { card: string }>({
  args: (G, _ctx, seat) => (inTurn(G, seat, 'replace') ? [...new Set(G.players[seat]!.hand)].map((id) => ({ card: id })) : []),
  check: (G, args, _ctx, seat) => {
    if (!inTurn(G, seat, 'replace')) return t`You replace your bottom run card after flipping and drawing.`;
    if (typeof args.card !== 'string' || !G.players[seat]!.hand.includes(args.card)) return t`Choose a card from your hand.`;
    return true;
  },
  apply: (G, args, { seat, random }) => {
    const p = G.players[seat]!;
    p.hand.splice(p.hand.indexOf(args.card), 1);
    if (p.top === null) p.top = args.card;
    else p.bottom = args.card;
    G.step = 'end';
    G.tasks.push(...endTurnTasks(G));
    run(G, random);
  },
  hiddenArgs: ['card'],
  describe: () => t`laid a new bottom run card face down`,
});

/** A Special or Very Special from the hand, in one's own turn (before the FLIP or the REPLACE). */
export const special = move<G, { card: string }>({
  args: (G, _ctx, seat) => {
    if (!inTurn(G, seat, 'begin') && !inTurn(G, seat, 'replace')) return [];
    return [...new Set(G.players[seat]!.hand)].filter((id) => (card(id).type === 'special' || card(id).type === 'verySpecial') && specialProblem(G, seat, id) === null).map((id) => ({ card: id }));
  },
  check: (G, args, _ctx, seat) => {
    if (!inTurn(G, seat, 'begin') && !inTurn(G, seat, 'replace')) return t`Specials are played in your own turn, before you flip or before you replace.`;
    if (typeof args.card !== 'string' || !G.players[seat]!.hand.includes(args.card)) return t`Choose a card from your hand.`;
    const c = card(args.card);
    if (c.type !== 'special' && c.type !== 'verySpecial') return t`Only Specials and Very Specials are played from the hand.`;
    return specialProblem(G, seat, args.card) ?? true;
  },
  apply: (G, args, { seat, random }) => {
    const p = G.players[seat]!;
    p.hand.splice(p.hand.indexOf(args.card), 1);
    const exchange = card(args.card).family === 'weaponsExchange';
    G.played = args.card;
    resolveSpecial(G, seat, args.card);
    // The hand is made up again: a new card from the draw pile (or the last weapon, for the Exchange).
    const weapon = exchange ? lastWeapon(G) : null;
    if (weapon) p.hand.push(weapon);
    else later(G, { k: 'auto', what: 'turn.draw', seat });
    run(G, random);
  },
  undoable: false,
  describe: ({ card: id }) => t`played ${cardName(id)}`,
});

/** The card `seat` may answer the waiting step with (Sunny Day, the Magic Spatula), or null. */
export function answerable(G: Readonly<G>, seat: Seat): 'sunnyDay' | 'spatula' | null {
  const task = G.tasks[0];
  if (!task || G.ended || waitingSeat(G) !== seat) return null;
  const offer = task.k === 'respond' || task.k === 'roll' ? task.offer : undefined;
  if (!offer) return null;
  return G.players[seat]!.hand.some((id) => card(id).family === offer) ? offer : null;
}

/**
 * Answering: a seat that is asked (a feed falls due, a Nuclear Warhead comes) plays the offered
 * card or lets it be; a seat about to roll against a weapon or the Ebola Virus may play the
 * offered card instead of rolling.
 */
export const respond = move<G, { play: boolean }>({
  args: (G, _ctx, seat) => {
    const task = G.tasks[0];
    if (!task || waitingSeat(G) !== seat || G.ended) return [];
    const can = answerable(G, seat) !== null;
    if (task.k === 'respond') return can ? [{ play: true }, { play: false }] : [{ play: false }];
    return task.k === 'roll' && can ? [{ play: true }] : [];
  },
  check: (G, args, _ctx, seat) => {
    const task = G.tasks[0];
    if (!task || waitingSeat(G) !== seat || (task.k !== 'respond' && !(task.k === 'roll' && task.offer))) return t`Nobody is asking you anything now.`;
    if (typeof args.play !== 'boolean') return t`Say whether you play the card: "play" is true or false.`;
    if (args.play && answerable(G, seat) === null) return t`You do not hold that card.`;
    if (!args.play && task.k === 'roll') return t`Roll the dice, or play the card.`;
    return true;
  },
  apply: (G, { play }, { seat, random }) => {
    const task = G.tasks[0]!;
    if (task.k === 'roll') {
      G.tasks.shift();
      handlers(task.what).cancel!(G, task, seat, random);
    } else if (task.k === 'respond') {
      if (play) {
        G.tasks.shift();
        handlers(task.what).respond!(G, task, seat, random);
      } else task.seats = task.seats.filter((s) => s !== seat);
    }
    // The card played is replaced at once, as a Special is, so the player holds seven cards again.
    // At once, not after the queue: the queue may run to the end of the turn and on to the next player's.
    if (play) next(G, { k: 'auto', what: 'turn.draw', seat });
    run(G, random);
  },
  undoable: false,
  describe: ({ play }, _after, before) => {
    const task = before.tasks[0]!;
    if (!play) return t`let it be`;
    const offer = task.k === 'respond' || task.k === 'roll' ? task.offer : undefined;
    return offer === 'sunnyDay' ? t`played Sunny Day` : t`played The Magic Spatula`;
  },
});

/** A choice a card asks for: a bunny, a carrot, a player, a number. */
export const choose = move<G, { pick: string }>({
  args: (G, _ctx, seat) => {
    const task = G.tasks[0];
    return task?.k === 'choose' && task.seat === seat && !G.ended ? (task.opts ?? []).map((pick) => ({ pick })) : [];
  },
  check: (G, args, _ctx, seat) => {
    const task = G.tasks[0];
    if (task?.k !== 'choose' || task.seat !== seat) return t`Nothing is yours to choose now.`;
    if (typeof args.pick !== 'string' || !(task.opts ?? []).includes(args.pick)) return t`That is not one of the choices.`;
    return true;
  },
  apply: (G, { pick }, { random }) => {
    const task = G.tasks.shift()!;
    handlers(task.what).choose!(G, task, pick, random);
    run(G, random);
  },
  undoable: false,
  describe: ({ pick }, _after, before) => pickText(before, pick),
});

/** The log's words for a pick. */
export function pickText(G: Readonly<G>, pick: string): Text {
  if (pick === 'none') return t`chose none`;
  if (pick.startsWith('seat')) return t`chose ${{ seat: Number(pick.slice(4)) }}`;
  if (pick.startsWith('lc')) return t`chose a carrot`;
  if (/^\d+$/.test(pick)) return t`named the number ${Number(pick)}`;
  const b = bunnyAt(G, pick);
  if (b) return t`chose ${{ seat: b.owner }}'s ${cardName(pick)}`;
  return t`chose ${cardName(pick)}`;
}

/** The end of the turn: due feeds, then the roaming cards the player launched, then the next player. */
export function endTurnTasks(G: Readonly<G>): Task[] {
  const seat = G.turnSeat;
  const tasks: Task[] = [...dueFeedTasks(G, seat)];
  if (G.cyber && G.cyber.launcher === seat) tasks.push({ k: 'auto', what: 'roam.cyber', seat });
  if (G.ebola && G.ebola.launcher === seat) tasks.push({ k: 'auto', what: 'roam.ebola', seat });
  tasks.push({ k: 'auto', what: 'turn.next', seat });
  return tasks;
}

register('turn.next', {
  auto: (G) => {
    for (const p of G.players) p.coupon = false;
    G.turnSeat = (G.turnSeat + 1) % G.players.length;
    G.turnNo++;
    G.step = 'begin';
    G.flipped = null;
    G.played = null;
    // The last roll stays in sight, no longer tied to its card (which may go round again).
    if (G.lastRoll) G.lastRoll.card = null;
    if (G.closed && G.closed.by === G.turnSeat) {
      G.discard.push(G.closed.card);
      G.closed = null;
    }
    if (G.geneva && G.geneva.by === G.turnSeat) {
      G.discard.push(G.geneva.card);
      G.geneva = null;
    }
  },
});

/** The bunny a roaming card attacks next, scanning from `pos` (clockwise or counter-clockwise). */
function roamTarget(G: Readonly<G>, from: number, step: 1 | -1, ok: (b: G['circle'][number]) => boolean): number {
  const n = G.circle.length;
  for (let i = 0; i < n; i++) {
    const j = (((from + step * i) % n) + n) % n;
    if (ok(G.circle[j]!)) return j;
  }
  return -1;
}

register('roam.cyber', {
  auto: (G, task) => {
    const cy = G.cyber;
    if (!cy) return;
    if (!G.circle.some((b) => b.owner === cy.launcher)) {
      G.discard.push(cy.card);
      G.cyber = null;
      return;
    }
    // A halo does not stop it (it is no weapon, feed, misfortune or abduction).
    const ok = (b: G['circle'][number]) => b.owner !== cy.launcher;
    const at = cy.at ? G.circle.findIndex((b) => b.id === cy.at && ok(b)) : -1;
    const i = at >= 0 ? at : roamTarget(G, cy.pos, 1, ok);
    if (i < 0) return;
    const b = G.circle[i]!;
    next(G, attackRoll(b, 9, cy.card, { clovers: false, die: 'violet', halo: false }), { k: 'auto', what: 'roam.moved', seat: task.seat, data: { roamer: 'cyber', bunny: b.id, index: i } });
  },
});

register('roam.ebola', {
  auto: (G, task) => {
    const eb = G.ebola;
    if (!eb) return;
    if ((eb.since ?? -1) >= G.turnNo) return;
    const ok = (b: G['circle'][number]) => hittable(b) && !b.immune;
    const i = roamTarget(G, eb.pos - 1, -1, ok);
    if (i < 0) {
      G.discard.push(eb.card);
      G.ebola = null;
      return;
    }
    const b = G.circle[i]!;
    // Its owner rolls, or plays Sunny Day instead.
    next(G, attackRoll(b, 11, eb.card, { ebola: true, offer: 'sunnyDay' }), { k: 'auto', what: 'roam.moved', seat: task.seat, data: { roamer: 'ebola', bunny: b.id, index: i } });
  },
});

register('roam.moved', {
  auto: (G, task) => {
    const d = task.data as { roamer: 'cyber' | 'ebola'; bunny: string; index: number };
    const r = G[d.roamer];
    if (!r) return;
    const alive = G.circle.findIndex((b) => b.id === d.bunny);
    r.at = null;
    r.pos = d.roamer === 'cyber' ? (alive >= 0 ? alive + 1 : d.index) : alive >= 0 ? alive : d.index;
  },
});
