import { ContractorTable } from './contractor-table.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { ContractorTable };

defineOnce('contractor-table', ContractorTable);

declare global {
  interface HTMLElementTagNameMap {
    'contractor-table': ContractorTable;
  }
}
