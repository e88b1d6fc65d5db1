/**
 * The six d12, rolled in sight: every roll is a move of the seat that rolls (not undoable), and
 * the last roll stays on the table until the next.
 */
import { move } from '../../src/dsl/index.js';
import { list, t, type Text } from '../../src/i18n/index.js';
import { cardName, dieName } from './cards/index.js';
import { handlers, run } from './engine.js';
import type { G } from './state.js';

export const roll = move<G>({
  check: (G) => (G.tasks[0]?.k === 'roll' ? true : t`Nothing is to be rolled now.`),
  apply: (G, _args, { seat, random }) => {
    const task = G.tasks.shift()!;
    if (task.k !== 'roll') return;
    const values = task.dice.map(() => random.die(12));
    G.lastRoll = { seat, dice: task.dice.slice(), values, card: task.card ?? null, outcome: '' };
    handlers(task.what).rolled!(G, task, values, random);
    run(G, random);
  },
  undoable: false,
  describe: (_args, after): Text => {
    const r = after.lastRoll!;
    const dice = list(r.dice.map((d, i) => t`${dieName(d)} ${r.values[i]!}`));
    const what = r.card ? cardName(r.card) : t`the dice`;
    return outcomeText(r.outcome, dice, what);
  },
});

function outcomeText(outcome: string, dice: Text, what: Text): Text {
  switch (outcome) {
    case 'lives': return t`rolled ${dice} against the ${what}: the bunny lives`;
    case 'dies': return t`rolled ${dice} against the ${what}: the bunny dies`;
    case 'defects': return t`rolled ${dice}: the bunny defects`;
    case 'stays': return t`rolled ${dice}: the bunny stays with its owner`;
    case 'three': return t`rolled ${dice} at the Casino: three alike, a bunny dies`;
    case 'pair': return t`rolled ${dice} at the Casino: a pair, a bunny must be fed`;
    case 'different': return t`rolled ${dice} at the Casino: all different, a carrot and 7 Dolla`;
    case 'carrot': return t`rolled ${dice} at the Bakery: a carrot`;
    case 'supplies': return t`rolled ${dice} at the Bakery: a cabbage and a water card`;
    case 'feed': return t`rolled ${dice} at the Bakery: a bunny must be fed`;
    case 'dies3': return t`rolled ${dice} at the Bakery: a bunny and its neighbours die`;
    case 'odd': return t`rolled ${dice}: odd, the clovers are kept`;
    case 'even': return t`rolled ${dice}: even, the clovers are discarded`;
    case 'tie': return t`rolled ${dice}: a tie at the top, nobody wins the stakes`;
    case 'wins': return t`rolled ${dice} and the highest roll takes the stakes`;
    default: return t`rolled ${dice} for the ${what}`;
  }
}
