import { PuertoRicoTable } from './puerto-rico-table.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { PuertoRicoTable };

defineOnce('puerto-rico-table', PuertoRicoTable);

declare global {
  interface HTMLElementTagNameMap {
    'puerto-rico-table': PuertoRicoTable;
  }
}
