import { BooTable } from './boo-table.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { BooTable };

defineOnce('boo-table', BooTable);

declare global {
  interface HTMLElementTagNameMap {
    'boo-table': BooTable;
  }
}
