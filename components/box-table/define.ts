import { BoxTable } from './box-table.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { BoxTable };

defineOnce('box-table', BoxTable);

declare global {
  interface HTMLElementTagNameMap {
    'box-table': BoxTable;
  }
}
