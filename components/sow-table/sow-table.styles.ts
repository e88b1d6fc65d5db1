import { css } from 'lit';
import { tokenDefaults } from '../../src/ui/theme.styles.js';

export const styles = css`
  :host {
    ${tokenDefaults({ felt: '#5d8c3a', 'felt-edge': '#3e6424' })}
    --sow-soil: #6b4a2f;
    --sow-card-face: #cfe6bd;
    --sow-card-w: 46px;
  }

  .sow {
    display: grid;
    gap: 1rem;
    container-type: inline-size;
  }

  /* ------------------------------------------------------------ cards */
  .card {
    display: inline-block;
    width: var(--sow-card-w);
    aspect-ratio: 60 / 86;
    flex: none;
    line-height: 0;
    filter: drop-shadow(0 1px 2px rgb(0 0 0 / 0.35));
  }
  .card .art {
    width: 100%;
    height: 100%;
  }
  /* Never under 36 px wide: a card's symbols are then at least 12 px. */
  .card.small,
  .card.bq {
    width: 36px;
  }
  .card.bq {
    filter: none;
  }
  .soil {
    fill: #4a2f1b;
    stroke: #2d1a0c;
    stroke-width: 1.5;
  }
  .furrow {
    fill: none;
    stroke: #6d4a2d;
    stroke-width: 2;
  }
  /* A leafy ground, so white petals (edged in their ink) stand out. */
  .petal-card {
    fill: var(--sow-card-face);
    stroke: #6f9a55;
    stroke-width: 1.5;
  }
  .garden-card {
    fill: #f3ecd6;
    stroke: #8d7a52;
    stroke-width: 1.5;
  }
  .garden-card.ccw {
    fill: #f7e0d8;
  }
  .garden-card.gopher {
    fill: #e6d3ae;
  }
  .garden-card.can {
    fill: #dcebf5;
  }

  /* ------------------------------------------------------------ the garden */
  .garden {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    grid-template-rows: auto auto auto auto;
    grid-template-areas:
      'r5 r6 r7 r8'
      'r4 c c r9'
      'r3 c c r10'
      'r2 r1 r0 r11';
    gap: 0.5rem;
  }
  .rows {
    display: contents;
  }
  .row {
    position: relative;
    min-height: 96px;
    padding: 0.25rem 0.35rem 0.4rem;
    border-radius: 12px;
    background:
      repeating-linear-gradient(0deg, rgb(0 0 0 / 0.12) 0 3px, transparent 3px 12px),
      var(--sow-soil);
    box-shadow: inset 0 2px 6px rgb(0 0 0 / 0.45);
    color: #fff;
  }
  .row.diagonal {
    background:
      repeating-linear-gradient(45deg, rgb(0 0 0 / 0.12) 0 3px, transparent 3px 12px),
      #7d6040;
    border-radius: 50% / 30%;
  }
  .row.next {
    outline: 3px solid #ffe066;
    outline-offset: 1px;
  }
  .row.last {
    box-shadow: inset 0 2px 6px rgb(0 0 0 / 0.45), 0 0 0 3px rgb(255 255 255 / 0.55);
  }
  .row.from {
    opacity: 0.8;
  }
  .row-title {
    margin: 0 0 0.2rem;
    display: flex;
    align-items: center;
    gap: 0.3rem;
    font-size: 0.75rem;
    line-height: 1;
  }
  .row-number {
    display: inline-grid;
    place-items: center;
    width: 1.3rem;
    height: 1.3rem;
    border-radius: 50%;
    background: rgb(255 255 255 / 0.85);
    color: #3b2a17;
    font-weight: 700;
  }
  .next-mark {
    margin-left: auto;
    padding: 0 0.3rem;
    border-radius: 4px;
    background: #ffe066;
    color: #3b2a17;
    font-weight: 700;
  }
  /* Every card of a row side by side, wrapping onto more lines: none hides another. */
  .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
    min-height: calc(var(--sow-card-w) * 86 / 60);
    align-items: flex-end;
  }
  button.take {
    display: block;
    width: 100%;
    padding: 0.15rem;
    border: 0;
    border-radius: 8px;
    background: rgb(255 255 255 / 0.12);
  }
  button.take:hover .card {
    translate: 0 -4px;
  }
  button.card-button {
    padding: 0;
    border: 0;
    background: none;
    line-height: 0;
  }
  .row-owner {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    opacity: 0.85;
  }
  button.gopher-button {
    display: block;
    width: 100%;
    margin-top: 0.25rem;
    padding: 0.15rem 0.45rem;
    border: 0;
    border-radius: 6px;
    background: #a0703f;
    color: #fff;
    font-size: 0.8rem;
    font-weight: 700;
  }

  /* ------------------------------------------------------------ the middle */
  .centre {
    grid-area: c;
    display: grid;
    grid-template-columns: auto 1fr auto;
    grid-template-rows: auto 1fr auto;
    grid-template-areas:
      '. wb2 .'
      'wb1 mid wb3'
      '. wb0 .';
    gap: 0.4rem;
    padding: 0.4rem;
    border-radius: 14px;
    background: rgb(0 0 0 / 0.12);
  }
  .wheelbarrow {
    display: grid;
    justify-items: center;
    gap: 0.1rem;
    padding: 0.3rem 0.4rem;
    border-radius: 10px;
    background: #f1e4c8;
    color: #3b2a17;
    font-size: 0.78rem;
    line-height: 1.15;
    box-shadow: 0 2px 4px rgb(0 0 0 / 0.3);
    align-self: center;
  }
  .wheelbarrow.mine {
    outline: 3px solid var(--tt-accent);
  }
  .wb0 {
    grid-area: wb0;
  }
  .wb1 {
    grid-area: wb1;
  }
  .wb2 {
    grid-area: wb2;
  }
  .wb3 {
    grid-area: wb3;
  }
  .barrow {
    width: 52px;
    height: 30px;
  }
  .wb-name {
    font-weight: 700;
  }
  .wb-control {
    font-style: italic;
  }
  .secret {
    display: inline-grid;
    place-items: center;
    width: 1.2rem;
    height: 1.2rem;
    border-radius: 50%;
    background: #5a3a22;
    color: #fff;
    font-weight: 700;
  }
  /* The palette's swatch, big enough for its symbol to be 12 px or more. */
  .swatch {
    display: inline-flex;
    line-height: 0;
  }
  .tt-swatch {
    width: 22px;
    height: 22px;
  }
  .middle {
    grid-area: mid;
    display: grid;
    align-content: center;
    justify-items: center;
    gap: 0.5rem;
    min-width: 0;
  }
  .direction {
    margin: 0;
    display: flex;
    align-items: center;
    gap: 0.3rem;
    font-weight: 700;
  }
  .dir-arrow {
    font-size: 1.8rem;
    line-height: 1;
  }
  .hand,
  .choices {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 0.6rem;
  }
  button.sow-card {
    display: grid;
    justify-items: center;
    gap: 0.15rem;
    padding: 0.25rem;
    border: 0;
    border-radius: 8px;
    background: rgb(255 255 255 / 0.18);
    color: #fff;
  }
  .sow-tag {
    font-size: 0.75rem;
    font-weight: 700;
  }
  button.pick,
  button.garden-choice {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    padding: 0.35rem 0.6rem;
    border: 1px solid var(--tt-border);
    border-radius: 8px;
    background: var(--tt-surface-raised);
    color: var(--tt-text);
    font-weight: 600;
  }
  .garden-note {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    font-size: 0.85rem;
  }

  /* ------------------------------------------------------------ bouquets */
  .bouquets {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
  }
  .bouquet {
    flex: 1 1 160px;
    padding: 0.4rem 0.5rem;
    border-radius: 10px;
    background: rgb(255 255 255 / 0.14);
  }
  .bouquet.mine {
    outline: 2px solid var(--tt-accent);
  }
  .bouquet-title {
    margin: 0 0 0.3rem;
    display: flex;
    justify-content: space-between;
    align-items: center;
    font-weight: 700;
  }
  .count {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
  }
  .bouquet-cards {
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
  }
  .empty {
    font-size: 0.8rem;
    opacity: 0.8;
  }
  .rules li {
    margin-bottom: 0.35rem;
  }

  /* A tablet: the cards being sown and the choices below the four wheelbarrows, not squeezed between them. */
  @container (max-width: 1000px) {
    .centre {
      grid-template-columns: 1fr 1fr 1fr;
      grid-template-rows: auto auto auto auto;
      grid-template-areas:
        '. wb2 .'
        'wb1 . wb3'
        '. wb0 .'
        'mid mid mid';
    }
  }

  /* A phone: the garden as a ring of 3 columns (wheelbarrows inside it, next to their rows), the
     cards being sown and the choices below it. */
  @container (max-width: 560px) {
    .sow {
      --sow-card-w: 36px;
    }
    .garden {
      gap: 0.3rem;
      grid-template-columns: minmax(81px, 1fr) minmax(0, 0.5fr) minmax(0, 0.5fr) minmax(81px, 1fr);
      grid-template-rows: none;
      grid-template-areas:
        'r5 r6 r6 r7'
        'r4 wb2 wb2 r8'
        'r3 wb1 wb3 r9'
        'r2 wb0 wb0 r10'
        'r1 r0 r0 r11'
        'mid mid mid mid';
    }
    .centre {
      display: contents;
    }
    .row {
      min-height: 0;
      padding: 0.2rem 3px 3px;
    }
    .row.diagonal {
      border-radius: 18px;
    }
    .row-title {
      font-size: 0.7rem;
    }
    .wheelbarrow {
      align-self: stretch;
      align-content: center;
      min-width: 0;
      padding: 0.2rem;
      font-size: 0.7rem;
      text-align: center;
    }
    .barrow {
      width: 40px;
      height: 23px;
    }
    .middle {
      padding: 0.4rem;
      border-radius: 14px;
      background: rgb(0 0 0 / 0.12);
    }
  }
`;
