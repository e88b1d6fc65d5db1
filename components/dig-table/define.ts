import { DigTable } from './dig-table.js';

export { DigTable };

if (!customElements.get('dig-table')) customElements.define('dig-table', DigTable);

declare global {
  interface HTMLElementTagNameMap {
    'dig-table': DigTable;
  }
}
