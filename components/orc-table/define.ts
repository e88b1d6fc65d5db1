import { OrcTable } from './orc-table.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { OrcTable };

defineOnce('orc-table', OrcTable);

declare global {
  interface HTMLElementTagNameMap {
    'orc-table': OrcTable;
  }
}
