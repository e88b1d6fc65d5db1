import { ConstructionGameTable } from './construction-game-table.js';

export { ConstructionGameTable };

if (!customElements.get('construction-game-table')) customElements.define('construction-game-table', ConstructionGameTable);

declare global {
  interface HTMLElementTagNameMap {
    'construction-game-table': ConstructionGameTable;
  }
}
