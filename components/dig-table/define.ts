import { DigTable } from './dig-table.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { DigTable };

defineOnce('dig-table', DigTable);

declare global {
  interface HTMLElementTagNameMap {
    'dig-table': DigTable;
  }
}
