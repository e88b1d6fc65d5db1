import { ChompTable } from './chomp-table.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { ChompTable };

defineOnce('chomp-table', ChompTable);

declare global {
  interface HTMLElementTagNameMap {
    'chomp-table': ChompTable;
  }
}
