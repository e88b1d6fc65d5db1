import { ConstructionZoneTable } from './construction-zone-table.js';

export { ConstructionZoneTable };

if (!customElements.get('construction-zone-table')) customElements.define('construction-zone-table', ConstructionZoneTable);

declare global {
  interface HTMLElementTagNameMap {
    'construction-zone-table': ConstructionZoneTable;
  }
}
