import { css } from 'lit';

export const styles = css`
  :host {
    --box-card-face: #fffdf7;
    --box-card-back: #26323f;
    --tt-felt: #3a6f8f;
    --tt-felt-edge: #244a61;
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
    font-size: 0.8rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    opacity: 0.9;
  }

  /* ------------------------------------------------------------ players' mats */
  .mats {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
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
    display: inline-grid;
    place-items: center;
    width: 30px;
    height: 30px;
    border-radius: 5px;
    border: 2px solid #fff;
    font-size: 1rem;
    font-weight: 700;
  }
  .secret-card.back {
    background: repeating-linear-gradient(45deg, var(--box-card-back) 0 5px, #33475a 5px 10px);
    color: #fff;
  }
  .secret-card.face {
    background: var(--c);
    color: var(--ink);
  }
  .secret-card.big {
    width: 64px;
    height: 64px;
    font-size: 2rem;
    border-width: 3px;
  }
  .secret-name {
    margin: 0.3rem 0 0;
    font-weight: 600;
  }
  .colour-word {
    text-transform: capitalize;
  }

  /* ------------------------------------------------------------ middle */
  .middle {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    align-items: flex-start;
  }
  .display-area {
    flex: 1 1 420px;
    min-width: 0;
    overflow: auto;
    max-height: 70vh;
    padding: 0.5rem;
    border-radius: 12px;
    background: rgb(0 0 0 / 0.12);
  }
  .display {
    position: relative;
    margin: auto;
  }
  .cards {
    display: block;
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

  /* A legal spot: a round "+" badge at the centre of the card's footprint; the card appears as a
     ghost while the spot is hovered or focused. */
  .spot {
    position: absolute;
    width: 18px;
    height: 18px;
    margin: -9px 0 0 -9px;
    padding: 0;
    border-radius: 50%;
    border: 2px dashed #ffd84d;
    background: rgb(20 30 40 / 0.55);
    color: #ffd84d;
    display: grid;
    place-items: center;
    cursor: pointer;
    overflow: visible;
    z-index: 1;
  }
  .spot .plus {
    font-weight: 800;
    font-size: 14px;
    line-height: 1;
  }
  .spot .ghost {
    position: absolute;
    left: 50%;
    top: 50%;
    translate: -50% -50%;
    pointer-events: none;
    opacity: 0;
  }
  .spot:hover,
  .spot:focus-visible {
    z-index: 3;
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
    display: grid;
    gap: 0.8rem;
    flex: 0 0 auto;
    justify-items: center;
    text-align: center;
  }
  .secret,
  .hand {
    display: grid;
    justify-items: center;
    padding: 0.5rem 0.8rem;
    border-radius: 12px;
    background: rgb(0 0 0 / 0.16);
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
    width: 120px;
    height: 120px;
  }
  .rotate {
    margin-top: 0.5rem;
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
