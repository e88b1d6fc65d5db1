import { SowTable } from './sow-table.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { SowTable };

defineOnce('sow-table', SowTable);

declare global {
  interface HTMLElementTagNameMap {
    'sow-table': SowTable;
  }
}
