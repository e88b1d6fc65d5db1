import type { GameDef } from '../dsl/types.js';

/**
 * The rules of the games that ship, by id, each loaded only when a table asks for it: rules only
 * (never the elements or Lit), for the bot worker of the module builds.
 */
export const GAME_RULES: Record<string, () => Promise<{ default: GameDef<any, any> }>> = { // eslint-disable-line @typescript-eslint/no-explicit-any
  'boo': () => import('../../machines/boo/rules.js'),
  'box': () => import('../../machines/box/rules.js'),
  'chomp': () => import('../../machines/chomp/rules.js'),
  'collide-o': () => import('../../machines/collide-o/rules.js'),
  'construction-game': () => import('../../machines/construction-game/rules.js'),
  'construction-zone': () => import('../../machines/construction-zone/rules.js'),
  'contractor': () => import('../../machines/contractor/rules.js'),
  'dig': () => import('../../machines/dig/rules.js'),
  'finders-keepers': () => import('../../machines/finders-keepers/rules.js'),
  'gym': () => import('../../machines/gym/rules.js'),
  'hisss': () => import('../../machines/hisss/rules.js'),
  'killer-bunnies': () => import('../../machines/killer-bunnies/rules.js'),
  'orc': () => import('../../machines/orc/rules.js'),
  'puerto-rico': () => import('../../machines/puerto-rico/rules.js'),
  'rum': () => import('../../machines/rum/rules.js'),
  'sow': () => import('../../machines/sow/rules.js'),
  'spy': () => import('../../machines/spy/rules.js'),
};
