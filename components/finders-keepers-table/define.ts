import { FindersKeepersTable } from './finders-keepers-table.js';

export { FindersKeepersTable };

if (!customElements.get('finders-keepers-table')) customElements.define('finders-keepers-table', FindersKeepersTable);

declare global {
  interface HTMLElementTagNameMap {
    'finders-keepers-table': FindersKeepersTable;
  }
}
