import { CollideOTable } from './collide-o-table.js';
import { defineOnce } from '../../src/ui/define-once.js';

export { CollideOTable };

defineOnce('collide-o-table', CollideOTable);

declare global {
  interface HTMLElementTagNameMap {
    'collide-o-table': CollideOTable;
  }
}
