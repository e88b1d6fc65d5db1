import { compile } from '../../src/dsl/index.js';
import killerBunnies from './rules.js';

export { default as killerBunniesGame, actors, phaseOf } from './rules.js';
export * from './cards/index.js';
export * from './state.js';
export { prices, buyable, priceOf, STARTER_PRICES, HIGH_PRICES } from './market.js';
export { heir, magicCarrot, result } from './end.js';
export { answerable, pickText } from './turn.js';
export { handlers, waitingSeat, run } from './engine.js';
export { specialProblem, marketOpen, misfortuneVictims } from './effects/specials.js';
export { casinoOutcome, bakeryOutcome, lowestDice } from './effects/games.js';
export { cheapestPayment, canPay, feedsDue } from './effects/feeding.js';
export { weaponTargets, needed, rooneyWeapon } from './effects/weapons.js';
export { HIDDEN } from './hidden.js';
export { estimate, policyMove, HARD_THUMBS, MEDIUM_THUMBS, type Thumbs } from './bot.js';
export type { KBOptions } from './setup.js';

/** Killer Bunnies compiled: the XState machine and the fast core. */
export const killerBunniesCompiled = compile(killerBunnies);
