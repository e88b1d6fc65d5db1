import { GymTable } from './gym-table.js';

export { GymTable };

if (!customElements.get('gym-table')) customElements.define('gym-table', GymTable);

declare global {
  interface HTMLElementTagNameMap {
    'gym-table': GymTable;
  }
}
