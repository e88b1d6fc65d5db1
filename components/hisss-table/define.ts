import { HisssTable } from './hisss-table.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { HisssTable };

defineOnce('hisss-table', HisssTable);

declare global {
  interface HTMLElementTagNameMap {
    'hisss-table': HisssTable;
  }
}
