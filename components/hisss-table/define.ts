import { HisssTable } from './hisss-table.js';

export { HisssTable };

if (!customElements.get('hisss-table')) customElements.define('hisss-table', HisssTable);

declare global {
  interface HTMLElementTagNameMap {
    'hisss-table': HisssTable;
  }
}
