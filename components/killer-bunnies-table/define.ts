import { KillerBunniesTable } from './killer-bunnies-table.js';

export { KillerBunniesTable };

if (!customElements.get('killer-bunnies-table')) customElements.define('killer-bunnies-table', KillerBunniesTable);

declare global {
  interface HTMLElementTagNameMap {
    'killer-bunnies-table': KillerBunniesTable;
  }
}
