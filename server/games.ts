import type { CompiledGame } from '../src/dsl/compile.js';
import { booCompiled } from '../machines/boo/index.js';
import { boxCompiled } from '../machines/box/index.js';
import { chompCompiled } from '../machines/chomp/index.js';
import { collideOCompiled } from '../machines/collide-o/index.js';
import { constructionGameCompiled } from '../machines/construction-game/index.js';
import { constructionZoneCompiled } from '../machines/construction-zone/index.js';
import { contractorCompiled } from '../machines/contractor/index.js';
import { digCompiled } from '../machines/dig/index.js';
import { findersKeepersCompiled } from '../machines/finders-keepers/index.js';
import { gymCompiled } from '../machines/gym/index.js';
import { hisssCompiled } from '../machines/hisss/index.js';
import { killerBunniesCompiled } from '../machines/killer-bunnies/index.js';
import { orcCompiled } from '../machines/orc/index.js';
import { puertoRicoCompiled } from '../machines/puerto-rico/index.js';
import { rumCompiled } from '../machines/rum/index.js';
import { sowCompiled } from '../machines/sow/index.js';
import { spyCompiled } from '../machines/spy/index.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCompiledGame = CompiledGame<any, any>;

/**
 * Every game the server hosts, by its id (the room type a client asks for): the same compiled
 * games the tables use, so a move means the same thing on a page and on the server.
 *
 * @example
 * const game = SERVER_GAMES.get('hisss'); // hisssCompiled
 */
export const SERVER_GAMES: ReadonlyMap<string, AnyCompiledGame> = new Map(
  [
    booCompiled, boxCompiled, chompCompiled, collideOCompiled, constructionGameCompiled, constructionZoneCompiled,
    contractorCompiled, digCompiled, findersKeepersCompiled, gymCompiled, hisssCompiled, killerBunniesCompiled,
    orcCompiled, puertoRicoCompiled, rumCompiled, sowCompiled, spyCompiled,
  ].map((game) => [game.def.id, game as AnyCompiledGame]),
);
