import { OrcTable } from './orc-table.js';

export { OrcTable };

if (!customElements.get('orc-table')) customElements.define('orc-table', OrcTable);

declare global {
  interface HTMLElementTagNameMap {
    'orc-table': OrcTable;
  }
}
