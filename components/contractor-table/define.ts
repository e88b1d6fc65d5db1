import { ContractorTable } from './contractor-table.js';

export { ContractorTable };

if (!customElements.get('contractor-table')) customElements.define('contractor-table', ContractorTable);

declare global {
  interface HTMLElementTagNameMap {
    'contractor-table': ContractorTable;
  }
}
