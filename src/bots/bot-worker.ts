/**
 * The bot worker of the module builds (Storybook, the browser tests, the npm package's modules):
 * it loads the rules of the game a table names, from the games that ship.
 */
import { botGameOf, serveBots, type WorkerScope } from './worker-serve.js';
import { GAME_RULES } from './worker-games.js';

serveBots(self as unknown as WorkerScope, async (id) => {
  const load = Object.hasOwn(GAME_RULES, id) ? GAME_RULES[id] : undefined;
  return load ? botGameOf((await load()).default) : undefined;
});
