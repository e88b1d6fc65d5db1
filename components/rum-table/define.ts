import { RumTable } from './rum-table.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { RumTable };

defineOnce('rum-table', RumTable);

declare global {
  interface HTMLElementTagNameMap {
    'rum-table': RumTable;
  }
}
