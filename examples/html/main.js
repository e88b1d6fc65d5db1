// Registers <hisss-table>; the bundler loads Lit and XState once for every game imported.
import 'tabletop-elements/hisss';

const table = document.querySelector('hisss-table');
const moves = document.querySelector('#moves');
const winner = document.querySelector('#winner');
const names = ['Ada', 'Grace'];

// A property, set from script (the attribute `names` would do the same).
table.names = names.join(',');
let count = 0;
table.addEventListener('tt-move', () => {
  count += 1;
  moves.value = String(count);
});
table.addEventListener('tt-game-over', (event) => {
  winner.value = event.detail.result.winners.map((seat) => names[seat]).join(', ');
});
