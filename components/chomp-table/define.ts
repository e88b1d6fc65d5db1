import { ChompTable } from './chomp-table.js';

export { ChompTable };

if (!customElements.get('chomp-table')) customElements.define('chomp-table', ChompTable);

declare global {
  interface HTMLElementTagNameMap {
    'chomp-table': ChompTable;
  }
}
