import { KillerBunniesTable } from './killer-bunnies-table.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { KillerBunniesTable };

defineOnce('killer-bunnies-table', KillerBunniesTable);

declare global {
  interface HTMLElementTagNameMap {
    'killer-bunnies-table': KillerBunniesTable;
  }
}
