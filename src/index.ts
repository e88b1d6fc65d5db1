/**
 * The package's main entry: every game's element class, without registering any game tag, for
 * a site that picks its own tag names or registers on demand. `tabletop-elements/<id>` registers
 * `<id>-table` instead.
 *
 * @example
 * import { HisssTable } from 'tabletop-elements';
 * customElements.define('lesson-snakes', class extends HisssTable {});
 */
export { BooTable } from '../components/boo-table/boo-table.js';
export { BoxTable } from '../components/box-table/box-table.js';
export { ChompTable } from '../components/chomp-table/chomp-table.js';
export { CollideOTable } from '../components/collide-o-table/collide-o-table.js';
export { ConstructionGameTable } from '../components/construction-game-table/construction-game-table.js';
export { ConstructionZoneTable } from '../components/construction-zone-table/construction-zone-table.js';
export { ContractorTable } from '../components/contractor-table/contractor-table.js';
export { DigTable } from '../components/dig-table/dig-table.js';
export { FindersKeepersTable } from '../components/finders-keepers-table/finders-keepers-table.js';
export { GymTable } from '../components/gym-table/gym-table.js';
export { HisssTable } from '../components/hisss-table/hisss-table.js';
export { KillerBunniesTable } from '../components/killer-bunnies-table/killer-bunnies-table.js';
export { OrcTable } from '../components/orc-table/orc-table.js';
export { PuertoRicoTable } from '../components/puerto-rico-table/puerto-rico-table.js';
export { RumTable } from '../components/rum-table/rum-table.js';
export { SowTable } from '../components/sow-table/sow-table.js';
export { SpyTable } from '../components/spy-table/spy-table.js';
export { GameTable } from './ui/game-table.js';
export type { TabletopEventMap, TabletopEventName, TabletopEvent } from './ui/tabletop-element.js';
export { BOT_LEVELS, type BotLevel } from './bots/levels.js';
