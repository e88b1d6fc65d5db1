import { css, unsafeCSS } from 'lit';
import { tokenDefaults } from '../../src/ui/theme.styles.js';

/** Crossed spears on the card backs (inline, so the game never needs the network). */
const emblem = unsafeCSS(`url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><path d="M8 32 L32 8 M8 8 L32 32" stroke="#e8c27a" stroke-width="3" stroke-linecap="round"/><path d="M32 8 l-7 1 l6 6 z M8 8 l7 1 l-6 6 z" fill="#e8c27a"/></svg>',
)}")`);

export const styles = css`
  :host {
    ${tokenDefaults({ felt: '#5b6b3a', 'felt-edge': '#3c4725' })}
    --orc-card-back: #6b3d1f;
    --orc-card-face: #fbf3df;
  }
  .orc {
    display: grid;
    gap: 0.8rem;
    /* The battle line lays itself out by the room it has (a phone or a laptop), not the screen's. */
    container: orc / inline-size;
  }
  .problem {
    margin: 0;
    padding: 0.4rem 0.6rem;
    background: var(--tt-notice-surface);
    color: var(--tt-danger);
    border-radius: 6px;
  }

  /* ------------------------------------------------------------ match banner */
  .match {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1.2rem;
    align-items: center;
    font-size: 0.9rem;
  }
  .match-title {
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  .match-score b {
    display: inline-block;
    min-width: 1.4em;
    padding: 0 0.3em;
    border-radius: 4px;
    background: rgb(0 0 0 / 0.3);
    text-align: center;
  }
  .length {
    margin-left: auto;
  }
  .length select {
    font: inherit;
    margin-left: 0.3rem;
  }

  /* ------------------------------------------------------------ cards */
  .card {
    display: inline-block;
    position: relative;
    flex: none;
    line-height: 0;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    filter: drop-shadow(0 2px 2px rgb(0 0 0 / 0.35));
  }
  .art {
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  .face {
    fill: var(--orc-card-face);
    stroke: #b59a63;
    stroke-width: 1;
  }
    .card.full {
    width: 66px;
    height: 99px;
  }
  .card.full .cap {
    position: absolute;
    left: 0;
    right: 0;
    top: calc(100% + 0.15rem);
    font-size: 0.62rem;
    line-height: 1;
    text-align: center;
    /* Longer languages wrap under the card instead of pushing the hand wider than a phone. */
    white-space: normal;
    overflow-wrap: anywhere;
    opacity: 0.85;
  }
  .card.end {
    width: min(52px, 100%);
    aspect-ratio: 60 / 44;
  }
  .card.picked {
    translate: 0 -14px;
    outline: 3px solid var(--tt-accent);
    outline-offset: 2px;
    border-radius: 6px;
  }
  .back,
  .back-card .back {
    display: block;
    width: 100%;
    height: 100%;
    border-radius: 6px;
    border: 2px solid var(--orc-card-face);
    background:
      ${emblem} center / 60% no-repeat,
      repeating-linear-gradient(45deg, rgb(255 255 255 / 0.06) 0 4px, transparent 4px 8px),
      var(--orc-card-back);
    box-sizing: border-box;
  }
  .back-card {
    width: 40px;
    height: 60px;
  }

  /* ------------------------------------------------------------ hands */
  .hand {
    display: grid;
    gap: 0.3rem;
  }
  .hand-title {
    margin: 0;
    font-size: 0.85rem;
    font-weight: 600;
    opacity: 0.9;
  }
  .hand.near .cards {
    padding-top: 16px;
  }
  .tt-button.discard {
    color: var(--tt-text);
  }
  .tt-button.primary.deal {
    color: var(--tt-accent-text);
  }
  .hand .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 2.4rem 0.5rem;
    min-height: 60px;
    padding-bottom: 2.2rem;
  }
  .hand.far .cards {
    padding-bottom: 0;
  }
  .hand.far .card.full {
    width: 48px;
    height: 72px;
  }
  .hand.far .card.full .cap {
    display: none;
  }
  .empty-hand {
    align-self: center;
    font-style: italic;
    opacity: 0.7;
  }
  .actions {
    display: flex;
    gap: 0.5rem;
  }

  /* ------------------------------------------------------------ the battle line */
  .field {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.6rem;
    align-items: center;
    padding: 0.4rem 0.2rem;
  }
  .box {
    display: grid;
    place-items: center;
    width: 56px;
    height: 84px;
    border-radius: 6px;
    background: linear-gradient(160deg, #2b2b2b, #111);
    border: 2px solid #e8c27a;
    color: #e8c27a;
    font-weight: 800;
    letter-spacing: 0.08em;
    box-shadow: 0 3px 6px rgb(0 0 0 / 0.4);
  }
  .box small {
    font-size: 0.6rem;
    font-weight: 500;
    opacity: 0.8;
    margin-top: -1.2rem;
  }
  .line {
    display: grid;
    /* Six territories, a narrow gap between the three battle-line cards, none between the two
       ends of one card. */
    --card-gap: 14px;
    grid-template-columns:
      minmax(0, 1fr) minmax(0, 1fr) var(--card-gap) minmax(0, 1fr) minmax(0, 1fr)
      var(--card-gap) minmax(0, 1fr) minmax(0, 1fr);
    /* The far player's orcs, the territories, the near player's orcs, the stockpiles: each a row
       shared by all six columns, so the territories stay in one line whatever stands on them. */
    grid-template-rows: minmax(92px, auto) auto minmax(92px, auto) auto;
    column-gap: 0;
    row-gap: 4px;
    max-width: 48rem;
  }
  .column {
    grid-row: 1 / -1;
    display: grid;
    grid-template-rows: subgrid;
    grid-template-columns: minmax(0, 1fr);
    justify-items: center;
    align-items: center;
    min-width: 0;
  }
  .column:nth-child(2) {
    grid-column: 2;
  }
  .column:nth-child(3) {
    grid-column: 4;
  }
  .column:nth-child(4) {
    grid-column: 5;
  }
  .column:nth-child(5) {
    grid-column: 7;
  }
  .column:nth-child(6) {
    grid-column: 8;
  }
  /* The territory: its end of the battle-line card, then its caption and its marker, each in its
     own row, so no caption ever lies over another. */
  .territory {
    justify-self: stretch;
    align-self: start;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 3px;
    min-width: 0;
  }
  .tcard {
    align-self: stretch;
    display: grid;
    place-items: center;
    padding: 3px 2px;
    line-height: 0;
    background: var(--orc-card-face);
    border: 2px solid #6b5024;
    box-shadow: 0 3px 4px rgb(0 0 0 / 0.35);
  }
  .first-end .tcard {
    border-right: 1px dashed #6b5024;
    border-radius: 8px 0 0 8px;
  }
  .second-end .tcard {
    border-left: 0;
    border-radius: 0 8px 8px 0;
  }
  .tcard .art {
    width: min(62px, 100%);
    height: auto;
    aspect-ratio: 60 / 44;
  }
  .tname {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    column-gap: 0.3em;
    max-width: 100%;
    line-height: 1.15;
    font-size: 0.7rem;
    font-weight: 700;
    text-align: center;
    overflow-wrap: anywhere;
  }
  .tname .worth {
    font-weight: 500;
    opacity: 0.9;
    white-space: nowrap;
  }
  .territory.conquered .art,
  .territory.frozen .art {
    opacity: 0.75;
  }
  .marker,
  .frozen-mark {
    max-width: 100%;
    padding: 1px 5px;
    line-height: 1.2;
    font-size: 0.66rem;
    font-weight: 700;
    text-align: center;
    border-radius: 0.7rem;
    overflow-wrap: anywhere;
  }
  /* The Conqueror Marker: a spear toward the conqueror and their name, in the conqueror's row. */
  .marker {
    display: grid;
    justify-items: center;
    gap: 1px;
    padding: 3px 1px;
    border-radius: 8px;
    background: #1d1d1d;
    color: #ffd34d;
    border: 1px solid #ffd34d;
    font-size: 0.6rem;
  }
  .marker .spear {
    font-size: 1rem;
    line-height: 1;
  }
  .side.far .marker {
    order: 3;
  }
  .side.near .marker .spear {
    order: 1;
  }
  .frozen-mark {
    background: #dff3ff;
    color: #0b3c5d;
    border: 1px dashed #0b3c5d;
  }
  .side {
    display: grid;
    justify-items: center;
    align-content: center;
    gap: 4px;
    min-height: 92px;
    width: 100%;
  }
  .side.far {
    align-content: end;
  }
  .side.far .total {
    order: 2;
  }
  .side.near {
    align-content: start;
  }
  .stack {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    justify-items: center;
    width: 100%;
  }
  .stack .card.end + .card.end {
    margin-top: -24px;
  }
  .side.far .stack {
    transform: rotate(180deg);
  }
  .total {
    min-width: 1.5em;
    padding: 0 0.3em;
    border-radius: 999px;
    background: rgb(0 0 0 / 0.55);
    color: #fff;
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 1.3;
    text-align: center;
  }
  .targets {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 4px;
  }
  .target {
    display: grid;
    place-items: center;
    padding: 2px;
    border-radius: 6px;
    background: rgb(255 255 255 / 0.12);
    cursor: pointer;
  }
  .target .card.end {
    width: 44px;
  }

  /* A narrow table (a phone): the box sits above the line's first territory, the six columns share
     the whole width, the gaps between cards shrink and a territory's two targets stack. */
  @container orc (max-width: 560px) {
    .field {
      grid-template-columns: minmax(0, 1fr);
      gap: 0.3rem;
      padding-inline: 0;
    }
    .box {
      width: auto;
      height: auto;
      justify-self: start;
      display: flex;
      gap: 0.35rem;
      align-items: baseline;
      padding: 2px 10px;
      font-size: 0.8rem;
    }
    .box small {
      margin-top: 0;
    }
    .line {
      --card-gap: 5px;
    }
    .targets {
      flex-direction: column;
      align-items: center;
    }
    .target .card.end {
      width: 40px;
    }
    .stockpile {
      width: 40px;
      height: 52px;
    }
    .stockpile .pile {
      width: 34px;
      height: 46px;
    }
  }

  .stockpile {
    position: relative;
    display: grid;
    place-items: center;
    width: 46px;
    height: 58px;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
  }
  .stockpile .pile {
    position: relative;
    width: 40px;
    height: 52px;
  }
  .stockpile .pile .back {
    position: absolute;
    inset: 0;
    translate: calc(var(--i) * 2px) calc(var(--i) * -2px);
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.4);
  }
  .stockpile .count {
    position: absolute;
    bottom: -4px;
    right: -4px;
    min-width: 1.3em;
    border-radius: 999px;
    background: #fff;
    color: #222;
    font-size: 0.7rem;
    font-weight: 700;
    line-height: 1.3;
    text-align: center;
  }
  .stockpile.empty .pile {
    border: 2px dashed rgb(255 255 255 / 0.35);
    border-radius: 6px;
    box-sizing: border-box;
  }
  button.stockpile {
    cursor: pointer;
  }

  /* ------------------------------------------------------------ choice, report, deal */
  .choice {
    display: grid;
    gap: 0.5rem;
    justify-items: center;
    padding: 0.6rem;
    border-radius: 8px;
    background: rgb(0 0 0 / 0.25);
  }
  .spare {
    display: flex;
    gap: 0.4rem;
  }
  .choice-title {
    margin: 0;
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
    justify-content: center;
  }
  .option {
    padding: 0.6rem 0.9rem;
    border-radius: 8px;
    font: inherit;
    font-size: 0.95rem;
    background: var(--tt-surface-raised);
    color: var(--tt-text);
    cursor: pointer;
  }
  .report {
    padding: 0.3rem 0.7rem;
    border-radius: 8px;
    background: rgb(0 0 0 / 0.28);
    font-size: 0.85rem;
  }
  .report p {
    margin: 0.2rem 0;
  }
  .report .final {
    font-weight: 700;
  }
  .deal-bar {
    display: flex;
    justify-content: center;
  }

  /* The game-over table has a column per part of the score: on a phone it is set a little smaller
     so that it fits without scrolling sideways. */
  @media (max-width: 480px) {
    tt-game-over::part(scores) {
      font-size: 0.8rem;
      min-width: 0;
    }
  }

  @media (prefers-reduced-motion: no-preference) {
    .card.picked,
    .target,
    .stockpile .pile .back {
      transition: translate 150ms ease-out, transform 150ms ease-out;
    }
    button.stockpile:hover .pile .back:last-child,
    button.stockpile:focus-visible .pile .back:last-child {
      translate: calc(var(--i) * 2px) calc(var(--i) * -2px - 6px);
    }
  }
`;
