import { SpyTable } from './spy-table.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { SpyTable };

defineOnce('spy-table', SpyTable);

declare global {
  interface HTMLElementTagNameMap {
    'spy-table': SpyTable;
  }
}
