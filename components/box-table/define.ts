import { BoxTable } from './box-table.js';

export { BoxTable };

if (!customElements.get('box-table')) customElements.define('box-table', BoxTable);

declare global {
  interface HTMLElementTagNameMap {
    'box-table': BoxTable;
  }
}
