import { css } from 'lit';
import { tokenDefaults } from '../../src/ui/theme.styles.js';

export const styles = css`
  :host {
    ${tokenDefaults({ felt: '#6f7f5a', 'felt-edge': '#4c5a3b' })}
    --contractor-space: #f3ecd8;
  }

  .contractor {
    display: grid;
    gap: 0.75rem;
    container-type: inline-size;
  }

  /* The track: a ring of 36 spaces on a 10 × 10 grid, the centre inside it. */
  .board {
    display: grid;
    grid-template-columns: repeat(10, minmax(0, 1fr));
    grid-template-rows: repeat(10, minmax(2.6rem, auto));
    gap: 2px;
    background: var(--tt-felt-edge);
    padding: 2px;
    border-radius: 8px;
  }
  .space {
    position: relative;
    background: var(--contractor-space);
    color: #2b2418;
    font-size: 0.62rem;
    line-height: 1.1;
    padding: 2px;
    overflow: hidden;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    text-align: center;
    border-radius: 3px;
    min-width: 0;
  }
  .space .name {
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  .space.workday { background: #dcebc8; }
  .space.weather { background: #d3e2f2; }
  .space.repairs { background: #f1d6c8; }
  .space.fund, .space.start { background: #f6e3a1; font-weight: 600; }
  .space.fuel { background: #eadcf0; }
  .space .icon { font-size: 0.9rem; }
  .space .owner { position: absolute; top: 1px; right: 1px; }
  .space .tokens { display: flex; flex-wrap: wrap; justify-content: center; gap: 1px; }
  /* 20 px: the palette's symbol inside is then 12 px or more, readable on a phone. */
  .swatch { display: inline-flex; width: 20px; height: 20px; vertical-align: -0.3em; }
  .swatch svg { width: 100%; height: 100%; }

  .centre {
    grid-row: 2 / 10;
    grid-column: 2 / 10;
    background: #fbf8ef;
    color: #2b2418;
    border-radius: 6px;
    padding: 0.5rem;
    overflow: auto;
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
    font-size: 0.8rem;
  }
  .dice { display: flex; gap: 0.3rem; margin: 0; }
  .die {
    display: inline-grid;
    place-items: center;
    width: 1.8rem;
    height: 1.8rem;
    border: 2px solid #2b2418;
    border-radius: 5px;
    background: #fff;
    font-weight: 700;
  }
  .drawn, .fund { margin: 0; }
  .bid-sheet { border-collapse: collapse; width: 100%; }
  .bid-sheet caption { font-weight: 700; text-align: left; }
  .bid-sheet th, .bid-sheet td { border-bottom: 1px solid #d8cfb8; padding: 2px 4px; text-align: left; }
  .slips { font-size: 0.7rem; }
  .slip { display: inline-block; margin-right: 0.5rem; }
  .schedule { display: grid; gap: 2px; }
  .job { display: flex; gap: 0.4rem; align-items: center; }
  .job-name { min-width: 7rem; }
  .phases { display: flex; gap: 2px; }
  .phase { width: 0.7rem; height: 0.7rem; border: 1px solid #6b5d3f; border-radius: 2px; background: #fff; }
  .phase.done { background: #2f9e57; }

  .controls { display: grid; gap: 0.5rem; background: #fbf8ef; color: #2b2418; border-radius: 6px; padding: 0.5rem; }
  .controls:empty { display: none; }
  .controls .tt-move {
    background: #fffdf6;
    color: #2b2418;
    border: 1px solid #6b5d3f;
    border-radius: 6px;
    padding: 0.25rem 0.5rem;
  }
  .group-title { margin: 0 0 0.2rem; font-weight: 600; }
  .buttons { display: flex; flex-wrap: wrap; gap: 0.3rem; }
  .amount { min-width: 4.5rem; }
  .offers summary { cursor: pointer; min-height: 44px; display: flex; align-items: center; }
  .offer { margin: 0; font-weight: 600; }

  .players { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 0.5rem; }
  .player { background: rgb(255 255 255 / 0.85); color: #2b2418; border-radius: 6px; padding: 0.4rem 0.6rem; }
  .player.mine { outline: 3px solid var(--tt-legal); }
  .player-name { margin: 0; font-weight: 700; display: flex; gap: 0.4rem; align-items: center; flex-wrap: wrap; }
  .pieces { margin: 0.2rem 0 0; font-size: 0.8rem; }
  .piece { display: inline-block; margin-right: 0.4rem; }

  @container (max-width: 480px) {
    .space .name { display: none; }
    .space .icon { font-size: 0.8rem; }
    .centre { font-size: 0.72rem; }
    .job-name { min-width: 5rem; }
  }
`;
