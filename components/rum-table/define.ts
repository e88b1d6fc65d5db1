import { RumTable } from './rum-table.js';

export { RumTable };

if (!customElements.get('rum-table')) customElements.define('rum-table', RumTable);

declare global {
  interface HTMLElementTagNameMap {
    'rum-table': RumTable;
  }
}
