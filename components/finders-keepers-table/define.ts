import { FindersKeepersTable } from './finders-keepers-table.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { FindersKeepersTable };

defineOnce('finders-keepers-table', FindersKeepersTable);

declare global {
  interface HTMLElementTagNameMap {
    'finders-keepers-table': FindersKeepersTable;
  }
}
