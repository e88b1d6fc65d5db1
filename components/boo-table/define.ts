import { BooTable } from './boo-table.js';

export { BooTable };

if (!customElements.get('boo-table')) customElements.define('boo-table', BooTable);

declare global {
  interface HTMLElementTagNameMap {
    'boo-table': BooTable;
  }
}
