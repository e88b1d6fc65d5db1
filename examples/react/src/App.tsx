// Registers <hisss-table>, and types it in JSX: its attributes, properties and tt- events.
import 'tabletop-elements/hisss';
import type {} from 'tabletop-elements/react';
import { useState } from 'react';

const names = ['Ada', 'Grace'];

export function App() {
  const [moves, setMoves] = useState(0);
  const [winner, setWinner] = useState('');
  // React 19 sets `players`, `seats` and `names` as the element's properties (it has them), the
  // hyphenated `bot-delay` as an attribute, and listens for `tt-move` through `ontt-move`.
  return (
    <>
      <hisss-table
        players={2}
        seats="bot:easy,bot:easy"
        bot-delay="0"
        names={names.join(',')}
        ontt-move={() => setMoves((count) => count + 1)}
        ontt-game-over={(event) => setWinner(event.detail.result.winners.map((seat) => names[seat]).join(', '))}
      />
      <p>
        Moves: <output id="moves">{moves}</output>
      </p>
      <p>
        Winner: <output id="winner">{winner}</output>
      </p>
    </>
  );
}
