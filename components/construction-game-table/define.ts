import { ConstructionGameTable } from './construction-game-table.js';
// The audit at the end is drawn by <tt-game-over>: make sure it is defined with the table.
import '../../src/ui/game-over.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { ConstructionGameTable };

defineOnce('construction-game-table', ConstructionGameTable);

declare global {
  interface HTMLElementTagNameMap {
    'construction-game-table': ConstructionGameTable;
  }
}
