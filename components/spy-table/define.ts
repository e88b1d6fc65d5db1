import { SpyTable } from './spy-table.js';

export { SpyTable };

if (!customElements.get('spy-table')) customElements.define('spy-table', SpyTable);

declare global {
  interface HTMLElementTagNameMap {
    'spy-table': SpyTable;
  }
}
