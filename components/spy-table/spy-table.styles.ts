import { css } from 'lit';

export const styles = css`
  :host {
    --spy-card-w: 58px;
    --spy-gap-w: 34px;
    --tt-felt: #2f3d4f;
    --tt-felt-edge: #1b2533;
  }

  .spy {
    display: grid;
    gap: 0.9rem;
    overflow-x: auto;
  }
  .section-title {
    margin: 0 0 0.4rem;
    font-size: 0.95rem;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    opacity: 0.9;
  }

  /* ------------------------------------------------------------ bases */
  .bases {
    display: grid;
    gap: 0.6rem;
    justify-content: center;
  }
  .base-row {
    padding: 0.35rem 0.6rem 0.5rem;
    border-radius: 12px;
    background: rgb(0 0 0 / 0.18);
    border-left: 6px solid var(--c);
  }
  .base-row.mine {
    background: rgb(255 255 255 / 0.08);
    box-shadow: inset 0 0 0 2px rgb(255 255 255 / 0.18);
  }
  .base-row.out {
    opacity: 0.55;
    filter: grayscale(0.7);
  }
  .base-title {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0 0 0.3rem;
    font-size: 0.9rem;
  }
  .who {
    font-weight: 700;
  }
  .colour {
    opacity: 0.85;
  }
  .swatch {
    display: inline-grid;
    place-items: center;
    width: 1.3em;
    height: 1.3em;
    border-radius: 4px;
    background: var(--c);
    color: #fff;
    font-size: 0.8em;
    line-height: 1;
  }
  .tag {
    margin-left: auto;
    font-size: 0.78rem;
    padding: 0.05rem 0.5rem;
    border-radius: 999px;
    background: rgb(0 0 0 / 0.35);
  }
  .out-tag {
    background: #8b1d22;
    font-weight: 700;
  }
  .row {
    display: grid;
    grid-template-columns: repeat(var(--n), var(--spy-gap-w) var(--spy-card-w)) var(--spy-gap-w);
    grid-template-rows: auto;
    align-items: start;
  }
  .row > * {
    grid-row: 1;
  }
  .gap {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: flex-start;
    gap: 2px;
    min-height: calc(var(--spy-card-w) * 1.5);
    z-index: 2;
  }

  /* ------------------------------------------------------------ cards */
  .slot {
    position: relative;
    display: grid;
    justify-items: center;
    gap: 2px;
  }
  .slot.empty {
    width: var(--spy-card-w);
    aspect-ratio: 60 / 90;
    border: 2px dashed rgb(255 255 255 / 0.3);
    border-radius: 7px;
    box-sizing: border-box;
  }
  .card {
    position: relative;
    display: inline-block;
    width: var(--spy-card-w);
    aspect-ratio: 60 / 90;
    line-height: 0;
    filter: drop-shadow(0 2px 2px rgb(0 0 0 / 0.4));
  }
  .card .art {
    width: 100%;
    height: 100%;
  }
  /* The printed number, word and back emblem are CSS text, so they never enter the DOM text. */
  .card {
    font-size: calc(var(--spy-card-w) * 0.18);
    font-weight: 800;
  }
  .card.face::before {
    content: attr(data-num);
    position: absolute;
    left: 9%;
    top: 4%;
    color: #fff;
    line-height: 1;
  }
  .card.face::after {
    content: attr(data-word);
    position: absolute;
    left: 0;
    right: 0;
    bottom: 7%;
    text-align: center;
    color: #222;
    line-height: 1;
    font-size: 0.62em;
  }
  .card.back::after {
    content: 'SPY';
    position: absolute;
    left: 0;
    right: 0;
    top: 60%;
    text-align: center;
    color: rgb(255 255 255 / 0.9);
    letter-spacing: 0.08em;
    line-height: 1;
    font-size: 0.85em;
  }
  .card.exposed {
    translate: 0 -4px;
  }
  .badge {
    position: absolute;
    top: -6px;
    left: -6px;
    width: 20px;
    height: 20px;
    display: grid;
    place-items: center;
    border-radius: 50%;
    background: #fff;
    font-size: 12px;
    line-height: 1;
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.5);
  }
  .note {
    max-width: calc(var(--spy-card-w) + var(--spy-gap-w) - 6px);
    font-size: 0.68rem;
    line-height: 1.1;
    text-align: center;
    padding: 1px 4px;
    border-radius: 4px;
    background: rgb(255 248 220 / 0.92);
    color: #332a10;
    font-weight: 600;
  }
  .slot.looked .card {
    outline: 3px solid rgb(255 255 255 / 0.75);
    outline-offset: 2px;
    border-radius: 6px;
  }
  .slot.faced .card {
    outline: 3px dotted rgb(255 255 255 / 0.85);
    outline-offset: 3px;
    border-radius: 6px;
  }
  .slot.recent .card {
    animation: pulse 900ms ease-out 2;
  }
  @keyframes pulse {
    50% {
      scale: 1.08;
    }
  }
  .card-button {
    padding: 0;
    border: 0;
    background: none;
    border-radius: 7px;
    display: grid;
    justify-items: center;
    gap: 2px;
  }
  .card-button:hover .card {
    translate: 0 -4px;
  }
  .card-button.danger.marked {
    outline-color: #ff5a5f;
  }
  .card-button.danger.marked::after {
    content: '!';
    background: #ff5a5f;
    color: #fff;
  }

  /* ------------------------------------------------------------ the spy */
  .spy-figure {
    display: inline-block;
    width: 26px;
    height: 56px;
    line-height: 0;
    filter: drop-shadow(0 2px 2px rgb(0 0 0 / 0.5));
  }
  .spy-figure .art,
  .ghost .art {
    width: 100%;
    height: 100%;
  }
  .spy-figure.left,
  .ghost.left {
    transform: scaleX(-1);
  }
  .step {
    display: grid;
    justify-items: center;
    gap: 1px;
    padding: 2px 1px;
    border: 0;
    border-radius: 8px;
    background: rgb(255 255 255 / 0.12);
    width: calc(var(--spy-gap-w) - 2px);
  }
  .ghost {
    display: inline-block;
    width: 20px;
    height: 42px;
    opacity: 0.55;
  }
  .step-count {
    font-weight: 800;
    font-size: 0.8rem;
    white-space: nowrap;
  }
  .step:hover .ghost,
  .step:focus-visible .ghost {
    opacity: 1;
  }

  /* ------------------------------------------------------------ report and actions */
  .report {
    margin: 0.2rem auto;
    text-align: center;
    min-height: 1.4em;
    padding: 0.2rem 0.9rem;
    border-radius: 999px;
    background: rgb(0 0 0 / 0.3);
  }
  .report.quiet {
    background: none;
  }
  .report.lit strong {
    color: #ffb347;
  }
  .report.boom strong,
  .report.exposed strong {
    color: #ffd84d;
  }
  .actions {
    display: flex;
    gap: 0.6rem;
    justify-content: center;
  }
  .action {
    padding: 0.45rem 1rem;
    border-radius: 999px;
    border: 2px solid rgb(255 255 255 / 0.6);
    background: rgb(0 0 0 / 0.3);
    font-weight: 700;
  }

  /* ------------------------------------------------------------ arranging */
  .hand {
    text-align: center;
  }
  .hand-cards {
    display: flex;
    flex-wrap: wrap;
    gap: 0.8rem;
    justify-content: center;
    padding-top: 0.5rem;
  }
  .place {
    display: grid;
    justify-items: center;
    gap: 4px;
    padding: 4px;
    border: 0;
    border-radius: 8px;
    background: rgb(255 255 255 / 0.08);
  }
  .place .count::before {
    content: attr(data-count);
  }
  .place .count {
    font-weight: 800;
    font-size: 0.8rem;
  }
  .place-word {
    font-size: 0.78rem;
    font-weight: 700;
  }
  .spy-place .spy-figure {
    height: 64px;
    width: 30px;
  }
  .shuffle {
    align-content: center;
    min-width: 84px;
    border: 2px dashed rgb(255 255 255 / 0.5);
  }
  .shuffle-icon {
    font-size: 1.6rem;
  }
  ul {
    margin: 0.3rem 0;
  }
`;
