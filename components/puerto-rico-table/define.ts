import { PuertoRicoTable } from './puerto-rico-table.js';

export { PuertoRicoTable };

if (!customElements.get('puerto-rico-table')) customElements.define('puerto-rico-table', PuertoRicoTable);

declare global {
  interface HTMLElementTagNameMap {
    'puerto-rico-table': PuertoRicoTable;
  }
}
