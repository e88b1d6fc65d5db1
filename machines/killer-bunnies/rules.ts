/**
 * Killer Bunnies and the Quest for the Magic Carrot (Blue Starter, Yellow Booster as an option)
 * in the rules DSL. The flow:
 *
 *   setup: exchange (first-game rule) → lay (both run cards, one player after another) → first (roll) →
 *   play: begin (buy, Specials, FLIP) → choose / roll / respond (whatever the card asks, of
 *   whichever seat) → replace (buy, Specials, REPLACE) → … next player →
 *   end (carrots of bunny-less players given away; the small carrots turned over) → over.
 *
 * Every rule and every reading of an unclear one is listed in README.md beside this file.
 */
import { defineGame, phases, simultaneous, type Info, type Seat } from '../../src/dsl/index.js';
import { t } from '../../src/i18n/index.js';
import { buy } from './market.js';
import { roll } from './dice.js';
import { waitingSeat } from './engine.js';
import { giveAway, result, reveal } from './end.js';
import { conserved, determinize, secrets, view } from './hidden.js';
import { choose, flip, replace, respond, special } from './turn.js';
import { exchange, keep, lay, rollFirst, setup, type KBOptions } from './setup.js';
import { HARD_THUMBS, MEDIUM_THUMBS, policyMove, searchValue, SHARPNESS } from './bot.js';
import type { G } from './state.js';
import { translations } from './translations.js';

/** The seats that may move now. */
export function actors(G: Readonly<G>): Seat[] {
  if (G.step === 'exchange') return G.exchange.slice(0, 1);
  // One at a time, in seat order, so at a shared screen each lays his cards unseen by the others.
  if (G.step === 'lay') return G.laid.flatMap((done, s) => (done ? [] : [s])).slice(0, 1);
  if (G.step === 'first') return [0];
  if (G.ended) return G.revealed < G.smallCarrots.length ? [G.turnSeat] : [];
  const w = waitingSeat(G);
  return [w ?? G.turnSeat];
}

/** The leaf phase the data says the game is in. */
export function phaseOf(G: Readonly<G>): string {
  if (G.step === 'exchange' || G.step === 'lay' || G.step === 'first') return `setup.${G.step}`;
  if (G.ended) return G.revealed < G.smallCarrots.length ? 'end' : 'over';
  const task = G.tasks[0];
  if (task) return `play.${task.k}`;
  return G.step === 'begin' ? 'play.begin' : 'play.replace';
}

const LEAVES = ['setup.exchange', 'setup.lay', 'setup.first', 'play.begin', 'play.choose', 'play.roll', 'play.respond', 'play.replace', 'end', 'over'];
const routes = (LEAVES).map((to) => ({ if: (G: Readonly<G>, ctx: Info) => phaseOf(G) === to && ctx.phase !== to, to, label: to.split('.').pop()! }));
const everyone = simultaneous<G>((G) => actors(G));

export default defineGame<G, KBOptions>({
  id: 'killer-bunnies',
  name: 'Killer Bunnies and the Quest for the Magic Carrot',
  version: 1,
  players: { min: 2, max: 8 },
  options: { booster: 'none', firstGame: true },
  optionChoices: { booster: ['none', 'yellow'], firstGame: [true, false] },
  optionLabels: {
    booster: { label: t`Cards`, choices: { none: t`Blue Starter`, yellow: t`Blue Starter and Yellow Booster` } },
    firstGame: { label: t`First-game bunny exchange`, choices: { true: t`On`, false: t`Off` } },
  },
  setup,
  flow: phases({
    setup: {
      label: t`Getting started`,
      turn: everyone,
      phases: {
        exchange: { label: t`Bunny exchange`, moves: { exchange, keep } },
        lay: { label: t`Lay the run cards`, moves: { lay } },
        first: { label: t`Roll for the first player`, moves: { rollFirst } },
      },
      next: routes,
    },
    play: {
      label: t`Playing`,
      turn: everyone,
      phases: {
        begin: { label: t`Flip the top run card`, moves: { flip, buy, special } },
        choose: { label: t`Choose`, moves: { choose } },
        roll: { label: t`Roll the dice`, moves: { roll, respond } },
        respond: { label: t`Answer`, moves: { respond } },
        replace: { label: t`Replace the bottom run card`, moves: { replace, buy, special } },
      },
      next: routes,
    },
    end: { label: t`The Magic Carrot`, turn: everyone, enter: giveAway, moves: { reveal }, next: routes },
    over: { label: t`Game over`, final: true },
  }),
  view,
  secrets,
  conserved,
  determinize,
  result,
  heuristic: (G, _ctx, seat) => searchValue(G, seat),
  // Medium: the rules of thumb with its run unplanned. Hard: the search weighs only the move of
  // every rule of thumb — searching all moves, or a few beside it, lost to them (README); should
  // they give none, 20 searches judged by the value's half-lead, weighed SHARPNESS times (bot.ts).
  bots: {
    policy: (state, seat, random) => policyMove(state, seat, random, MEDIUM_THUMBS),
    candidates: (state, legal, random) => {
      const move = policyMove(state, legal[0]!.seat, random, HARD_THUMBS);
      return move ? [move] : legal;
    },
    iterations: { hard: 20 }, playoutLimit: 0, exploration: 0.7 / (2 * SHARPNESS),
  },
  translations,
});
