import { ConstructionZoneTable } from './construction-zone-table.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { ConstructionZoneTable };

defineOnce('construction-zone-table', ConstructionZoneTable);

declare global {
  interface HTMLElementTagNameMap {
    'construction-zone-table': ConstructionZoneTable;
  }
}
