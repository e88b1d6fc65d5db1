import { css } from 'lit';
import { tokenDefaults } from '../../src/ui/theme.styles.js';

export const styles = css`
  :host {
    ${tokenDefaults({ felt: '#2f3d4f', 'felt-edge': '#1b2533' })}
    /* A card's width: in a base it shrinks to fit the felt (see .row); in the hand it is this. */
    --spy-card-w: 58px;
    /* The places the Spy may move to: at least a target's size. */
    --spy-step-w: max(34px, var(--tt-target-size));
  }

  .spy {
    display: grid;
    gap: 0.9rem;
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
    grid-template-columns: minmax(0, 1fr);
    gap: 0.6rem;
    inline-size: 100%;
    max-inline-size: 52rem;
    margin-inline: auto;
    container-type: inline-size;
  }
  .base-row {
    /* The gap between two cards, where a Spy stands. */
    --spy-gap-w: clamp(6px, 1.6cqi, 14px);
    container-type: inline-size;
    min-inline-size: 0;
    /* Room at either end for a place the Spy may move to beyond the edge card. */
    padding: 0.3rem calc((var(--spy-step-w) - var(--spy-gap-w)) / 2) 0.45rem;
    border-radius: 12px;
    background: rgb(0 0 0 / 0.18);
    border-top: 5px solid var(--c);
  }
  .base-row.mine {
    background: rgb(255 255 255 / 0.08);
    box-shadow: inset 0 0 0 2px rgb(255 255 255 / 0.18);
  }
  /* A player who is out: the cards fade, the title stays readable. */
  .base-row.out .row {
    opacity: 0.6;
    filter: grayscale(0.6);
  }
  .base-title {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.2rem 0.5rem;
    margin: 0 0 0.2rem;
    font-size: 0.9rem;
    min-inline-size: 0;
  }
  .who {
    font-weight: 700;
  }
  .colour {
    opacity: 0.9;
  }
  .tag {
    margin-inline-start: auto;
    font-size: 0.78rem;
    padding: 0.05rem 0.5rem;
    border-radius: 999px;
    background: rgb(0 0 0 / 0.35);
  }
  .out-tag {
    background: #8b1d22;
    color: #fff;
    font-weight: 700;
  }
  .row {
    /* Cards as wide as fit: n cards and n + 1 gaps in the base's width, 30 to 64 px. */
    --spy-card-w: clamp(30px, calc((100cqi - (var(--n) + 1) * var(--spy-gap-w)) / var(--n)), 64px);
    display: grid;
    grid-template-columns: repeat(var(--n), var(--spy-gap-w) var(--spy-card-w)) var(--spy-gap-w);
    /* The lane where the Spy stands (and a second one, for a place that would touch another), then the cards. */
    grid-template-rows: auto auto auto;
    justify-content: center;
    align-items: end;
    row-gap: 2px;
  }
  /* Something standing in a gap: centred on it, wider than the gap itself. */
  .lane {
    grid-row: 1;
    inline-size: 0;
    justify-self: center;
    display: flex;
    justify-content: center;
    align-items: flex-end;
    z-index: 2;
  }
  .lane.low {
    grid-row: 2;
  }

  /* ------------------------------------------------------------ cards */
  .slot {
    grid-row: 3;
    align-self: start;
    position: relative;
    display: grid;
    justify-items: center;
    gap: 2px;
    min-inline-size: 0;
    container-type: inline-size;
  }
  /* In a base a card fills its column (the slot is its container: 100cqi is the card's width). */
  .row .card,
  .slot.empty {
    width: 100%;
  }
  .row .card {
    font-size: 18cqi;
  }
  .slot.empty {
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
    left: 10%;
    top: 4%;
    color: #fff;
    font-size: 1.7em;
    line-height: 1;
    text-shadow: 0 0 2px rgb(0 0 0 / 0.6);
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
    font-size: 0.66em;
  }
  /* On a small card the picture says what it is; the word would be too small to read. */
  @container (max-width: 43px) {
    .card.face::after {
      display: none;
    }
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
    max-width: 100%;
    overflow-wrap: anywhere;
    hyphens: auto;
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
    flex: none;
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
    flex: none;
    display: grid;
    justify-items: center;
    align-content: end;
    gap: 1px;
    padding: 2px 1px;
    border: 0;
    border-radius: 8px;
    background: rgb(255 255 255 / 0.14);
    inline-size: var(--spy-step-w);
    min-block-size: 52px;
  }
  .ghost {
    display: inline-block;
    width: 18px;
    height: 38px;
    opacity: 0.6;
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
