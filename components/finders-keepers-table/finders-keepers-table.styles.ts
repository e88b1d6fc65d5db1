import { css } from 'lit';

export const styles = css`
  .fk {
    --fk-card: 8.5rem;
    --fk-small: 3.6rem;
    --fk-tile: 5.5rem;
    display: grid;
    gap: 0.75rem;
    padding: 0.5rem;
    background: var(--tt-felt);
    border-radius: 12px;
  }
  .fk.shared { --fk-card: 6.5rem; }
  /* The New game form's "Game" and pace choices have long names: on a phone their selects stay
     within the screen instead of pushing the form sideways (until the form does this itself). */
  [part~='setup']::part(option),
  [part~='setup']::part(pace-select) { max-width: calc(100vw - 6rem); }
  .problem {
    margin: 0 0 0.5rem;
    color: var(--tt-danger);
    font-weight: 600;
  }

  /* The pile and the tile everyone looks for. */
  .middle {
    display: flex;
    gap: 1rem;
    align-items: center;
    justify-content: center;
    flex-wrap: wrap;
    padding: 0.5rem;
  }
  .pile {
    position: relative;
    display: inline-grid;
    justify-items: center;
    gap: 0.25rem;
    width: 7rem;
    min-height: 7rem;
    padding: 0.35rem;
    border: 3px solid transparent;
    border-radius: 16px;
    background: transparent;
    color: #fff;
    font: inherit;
    font-weight: 700;
  }
  button.pile { cursor: pointer; background: #1a237e; border-color: #ffeb3b; color: #fff; }
  button.pile:focus-visible { outline: 4px solid #ffeb3b; outline-offset: 3px; }
  .back-art { width: 5.5rem; height: 5.5rem; display: block; }
  .pile-count {
    position: absolute;
    right: 0.1rem;
    bottom: 0.1rem;
    min-width: 1.8rem;
    padding: 0.1rem 0.35rem;
    border-radius: 999px;
    background: #fff;
    color: #1a237e;
    font-weight: 700;
    text-align: center;
  }
  .pile-text { font-size: 0.95rem; line-height: 1.1; text-align: center; }

  .tile {
    display: inline-grid;
    justify-items: center;
    align-content: start;
    gap: 0.1rem;
    width: var(--fk-tile);
    padding: 0.3rem;
    border: 3px solid #6b5a45;
    border-radius: 14px;
    background: #fffdf5;
    color: #2b2b2b;
    font: inherit;
    box-sizing: border-box;
  }
  .thing-art { width: 100%; aspect-ratio: 1; display: block; }
  .tile-name { font-size: 0.9rem; font-weight: 700; line-height: 1.1; text-align: center; overflow-wrap: anywhere; }
  .tile.shown { --fk-tile: 9.5rem; border-width: 5px; border-color: #ffb300; box-shadow: 0 0 0 4px rgb(255 255 255 / 0.6); }
  .tile.shown .tile-name { font-size: 1.25rem; }
  .tile.shown.used { opacity: 0.6; box-shadow: none; border-color: #6b5a45; }
  .tile.shown.empty { min-height: 9.5rem; align-content: center; font-weight: 700; font-size: 1.2rem; }
  .shown-wrap.live { animation: fk-pop 380ms ease-out; display: inline-block; }
  @keyframes fk-pop { from { transform: scale(0.6) rotate(-8deg); } to { transform: none; } }

  /* Each player's place. */
  .areas { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr)); }
  .area {
    display: grid;
    box-sizing: border-box;
    gap: 0.5rem;
    align-content: start;
    padding: 0.6rem;
    border-radius: 12px;
    background: #fff;
    color: #2b2b2b;
    min-width: 0;
  }
  .area.local { grid-column: 1 / -1; }
  .fk.shared .area.local { grid-column: auto; }
  .area.finished { outline: 3px solid #2e7d32; }
  .area.turn { outline: 4px solid #ffb300; }
  .area-head { display: flex; align-items: center; gap: 0.5rem; flex-wrap: wrap; font-weight: 700; }
  .who { flex: 1 1 auto; }
  .key { font: inherit; padding: 0 0.4rem; border: 2px solid #2b2b2b; border-radius: 6px; background: #fff; }
  .ready .tick { width: 1.6rem; height: 1.6rem; display: block; }
  .keepers, .stack { display: inline-flex; align-items: center; gap: 0.3rem; }
  .kept-back {
    width: 1.4rem;
    height: 1.4rem;
    border-radius: 4px;
    background: #3f51b5;
    border: 2px solid #1a237e;
    box-shadow: 3px 3px 0 #7986cb;
  }
  .kept-count, .points { min-width: 1.5rem; font-size: 1.15rem; }
  .points { padding: 0.1rem 0.5rem; border-radius: 999px; background: #ffca28; text-align: center; }

  .spread {
    display: grid;
    gap: 0.5rem;
    grid-template-columns: repeat(auto-fill, minmax(min(var(--fk-card), 30%), 1fr));
  }
  /* Other players' cards: small, five to a row, never wider than their place. */
  .area.other .spread { grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 0.3rem; }
  .card {
    display: block;
    aspect-ratio: 1;
    padding: 0;
    border: 0;
    border-radius: 12px;
    background: none;
    min-width: 0;
  }
  .scene { width: 100%; height: 100%; display: block; }
  button.card { cursor: pointer; touch-action: none; }
  button.card:hover .scene { filter: brightness(1.04); }
  button.card:focus-visible { outline: 4px solid #1565c0; outline-offset: 2px; }
  button.card:active { transform: scale(0.97); }
  .all-kept { grid-column: 1 / -1; margin: 0; font-weight: 700; color: #1b5e20; }

  .done {
    justify-self: start;
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 3.25rem;
    padding: 0.4rem 1.2rem 0.4rem 0.6rem;
    border: 3px solid #1b5e20;
    border-radius: 999px;
    background: #e8f5e9;
    color: #1b5e20;
    font: inherit;
    font-size: 1.2rem;
    font-weight: 700;
    cursor: pointer;
  }
  .done .tick { width: 2.2rem; height: 2.2rem; display: block; }
  .done:focus-visible { outline: 4px solid #1565c0; outline-offset: 2px; }

  /* Expert. */
  .grid {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 0.5rem;
    width: min(100%, 30rem);
    margin: 0 auto;
  }
  .cell { display: block; border-radius: 12px; }
  .cell.fresh { box-shadow: 0 0 0 4px #ffeb3b; }
  .card.gap { border: 3px dashed rgb(255 255 255 / 0.5); box-sizing: border-box; }
  .reserve { margin: 0; text-align: center; color: #fff; font-weight: 700; }
  .tiles { display: flex; gap: 0.5rem; flex-wrap: wrap; }
  button.tile { cursor: pointer; min-height: 44px; }
  button.tile:focus-visible { outline: 4px solid #1565c0; outline-offset: 2px; }
  .pass {
    justify-self: start;
    min-height: 2.75rem;
    padding: 0.3rem 1rem;
    border: 2px solid #6b5a45;
    border-radius: 999px;
    background: #fff;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }

  .rules { padding-left: 1.25rem; }

  @media (max-width: 540px) {
    .fk { --fk-card: 6.4rem; --fk-small: 2.9rem; --fk-tile: 4.8rem; padding: 0.35rem; }
    .tile.shown { --fk-tile: 8rem; }
    .pile { width: 6rem; }
    .back-art { width: 4.5rem; height: 4.5rem; }
  }

  @media (prefers-reduced-motion: reduce) {
    .shown-wrap.live { animation: none; }
    button.card:active { transform: none; }
  }
`;
