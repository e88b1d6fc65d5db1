import { ConstructionGameTable } from './construction-game-table.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { ConstructionGameTable };

defineOnce('construction-game-table', ConstructionGameTable);

declare global {
  interface HTMLElementTagNameMap {
    'construction-game-table': ConstructionGameTable;
  }
}
