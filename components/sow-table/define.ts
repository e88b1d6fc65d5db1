import { SowTable } from './sow-table.js';

export { SowTable };

if (!customElements.get('sow-table')) customElements.define('sow-table', SowTable);

declare global {
  interface HTMLElementTagNameMap {
    'sow-table': SowTable;
  }
}
