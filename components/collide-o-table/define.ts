import { CollideOTable } from './collide-o-table.js';

export { CollideOTable };

if (!customElements.get('collide-o-table')) customElements.define('collide-o-table', CollideOTable);

declare global {
  interface HTMLElementTagNameMap {
    'collide-o-table': CollideOTable;
  }
}
