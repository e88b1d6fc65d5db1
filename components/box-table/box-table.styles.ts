import { css } from 'lit';
import { tokenDefaults } from '../../src/ui/theme.styles.js';

export const styles = css`
  :host {
    ${tokenDefaults({ felt: '#3a6f8f', 'felt-edge': '#244a61' })}
    --box-card-face: #fffdf7;
    --box-card-back: #26323f;
  }

  .box {
    display: grid;
    /* One column no wider than the table: long names and labels wrap instead of widening the page. */
    grid-template-columns: minmax(0, 1fr);
    gap: 0.9rem;
  }
  .note {
    margin: 0;
    padding: 0.4rem 0.7rem;
    border-radius: 6px;
    background: #fff3cd;
    color: #5c4300;
  }
  .side-title {
    margin: 0 0 0.35rem;
    font-size: 0.75rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    opacity: 0.9;
  }

  /* ------------------------------------------------------------ players' mats */
  .mats {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr));
    gap: 0.5rem;
  }
  .mat {
    display: grid;
    min-width: 0;
    max-width: 100%;
    overflow-wrap: anywhere;
    gap: 0.25rem;
    padding: 0.4rem 0.6rem;
    border-radius: 10px;
    background: rgb(0 0 0 / 0.16);
    border: 2px solid transparent;
  }
  .mat.acting {
    border-color: #ffd84d;
  }
  .mat.mine {
    background: rgb(255 255 255 / 0.14);
  }
  .mat-name {
    margin: 0;
    font-size: 0.85rem;
    font-weight: 600;
  }
  .mat-cards {
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
  .stack {
    position: relative;
    width: 30px;
    height: 30px;
  }
  .stack .back {
    position: absolute;
    inset: 0;
    border-radius: 5px;
    background: var(--box-card-back);
    border: 2px solid #fff;
    box-shadow: calc(var(--n) * 1px) calc(var(--n) * 1px) 0 #1a232c;
  }
  .stack .count {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    color: #fff;
    font-weight: 700;
    font-size: 0.85rem;
  }
  .secret-card {
    display: inline-block;
    width: 30px;
    height: 30px;
    border-radius: 5px;
    border: 2px solid #fff;
    overflow: hidden;
    line-height: 0;
    font-size: 1rem;
    font-weight: 700;
  }
  .secret-card svg {
    width: 100%;
    height: 100%;
  }
  .secret-card.back {
    display: inline-grid;
    place-items: center;
    line-height: 1;
    background: repeating-linear-gradient(45deg, var(--box-card-back) 0 5px, #33475a 5px 10px);
    color: #fff;
  }
  .secret-card.big {
    width: 48px;
    height: 48px;
    border-width: 3px;
  }
  .secret-name {
    margin: 0;
    font-weight: 600;
  }
  .colour-word {
    text-transform: capitalize;
  }

  /* ------------------------------------------------------------ middle
     One column on a phone: your card and colour in a compact row above the display. On a wider
     table they stand in a column beside it. */
  .box {
    container: box / inline-size;
  }
  .middle {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.8rem;
    align-items: start;
  }
  @container box (min-width: 640px) {
    .middle {
      grid-template-columns: auto minmax(0, 1fr);
    }
    .side {
      flex-direction: column;
    }
  }
  .board {
    display: grid;
    gap: 0.4rem;
    min-width: 0;
  }
  .display-area {
    /* The display scales to this width: a dot space is 24 to 44 px, 44 under a finger. */
    container-type: inline-size;
    min-width: 0;
    overflow-x: auto;
    overflow-y: hidden;
    padding: 0.5rem;
    border-radius: 12px;
    background: rgb(0 0 0 / 0.12);
    --box-u-min: 24px;
  }
  @media (pointer: coarse) {
    .display-area {
      --box-u-min: 44px;
    }
  }
  .display-area:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
  .pan-controls {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
  .board:not(:has(> .display-area[data-pan])) > .pan-controls {
    display: none;
  }
  .pan {
    min-inline-size: max(36px, var(--tt-target-size));
    min-block-size: max(36px, var(--tt-target-size));
    padding: 0 0.6rem;
  }
  .pan-note {
    font-size: 0.85rem;
    text-align: center;
  }
  .display {
    /* A hair under the width, so rounding never makes a display that fits scroll. */
    --u: clamp(var(--box-u-min), (100cqi - 1px) / var(--cols), 44px);
    position: relative;
    width: calc(var(--cols) * var(--u));
    height: calc(var(--rows) * var(--u));
    margin: 0 auto;
  }
  .cards {
    display: block;
    width: 100%;
    height: 100%;
  }
  .card-face {
    fill: var(--box-card-face);
    stroke: #c9bfa8;
    stroke-width: 1.5;
    filter: drop-shadow(0 1px 1.5px rgb(0 0 0 / 0.35));
  }
  .card-back {
    fill: var(--box-card-back);
    stroke: #fff;
    stroke-width: 2;
  }
  .square {
    fill: none;
    stroke-width: 3;
    stroke-dasharray: 7 4;
    opacity: 0.9;
  }

  /* A legal spot: the middle of the card's place, between its four dots. The button is one dot
     space square, so the spots tile the display without overlapping; only a small "+" ring in the
     gap between the dots is drawn, so it hides none of them. The card appears as a ghost while the
     spot is hovered or focused. */
  .spot {
    position: absolute;
    left: calc(var(--x) * var(--u));
    top: calc(var(--y) * var(--u));
    width: var(--u);
    height: var(--u);
    translate: -50% -50%;
    padding: 0;
    margin: 0;
    border: 0;
    border-radius: 50%;
    background: none;
    color: #ffd84d;
    display: grid;
    place-items: center;
    cursor: pointer;
    overflow: visible;
    z-index: 1;
  }
  .spot .plus {
    display: grid;
    place-items: center;
    box-sizing: border-box;
    width: calc(var(--u) * 0.5);
    height: calc(var(--u) * 0.5);
    border-radius: 50%;
    border: 2px dashed #ffd84d;
    background: rgb(20 30 40 / 0.6);
    font-weight: 800;
    font-size: calc(var(--u) * 0.34);
    line-height: 1;
  }
  .spot .ghost {
    position: absolute;
    left: 50%;
    top: 50%;
    width: calc(var(--u) * 2);
    height: calc(var(--u) * 2);
    translate: -50% -50%;
    pointer-events: none;
    opacity: 0;
  }
  .spot:hover,
  .spot:focus-visible {
    z-index: 3;
    outline: none;
  }
  .spot:hover .plus,
  .spot:focus-visible .plus {
    position: relative;
    z-index: 1;
    border-style: solid;
    background: #ffd84d;
    color: #222;
    outline: 3px solid #fff;
    outline-offset: 1px;
  }
  .spot:hover .ghost,
  .spot:focus-visible .ghost {
    opacity: 0.85;
  }

  /* ------------------------------------------------------------ your side */
  .side {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
    align-items: stretch;
  }
  .secret,
  .hand {
    display: grid;
    align-content: start;
    justify-items: start;
    padding: 0.4rem 0.7rem;
    border-radius: 12px;
    background: rgb(0 0 0 / 0.16);
  }
  .hand-row,
  .secret-row {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.4rem;
  }
  .secret,
  .hand {
    justify-items: center;
    text-align: center;
  }
  .card {
    display: inline-block;
    line-height: 0;
  }
  .card svg {
    width: 100%;
    height: 100%;
  }
  .card.big {
    width: 72px;
    height: 72px;
  }
  @container box (min-width: 640px) {
    .card.big {
      width: 112px;
      height: 112px;
    }
  }
  .rotate {
    padding: 0.3rem 0.9rem;
    border-radius: 999px;
    border: 2px solid #fff;
    background: #ffd84d;
    color: #222;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  .rotate:hover,
  .rotate:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
  .empty {
    margin: 0;
    opacity: 0.8;
  }

  @media (prefers-reduced-motion: no-preference) {
    .spot .ghost {
      transition: opacity 120ms ease;
    }
  }
`;
