import { GymTable } from './gym-table.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { GymTable };

defineOnce('gym-table', GymTable);

declare global {
  interface HTMLElementTagNameMap {
    'gym-table': GymTable;
  }
}
