import { css } from 'lit';
import { tokenDefaults } from '../../src/ui/theme.styles.js';

export const styles = css`
  :host {
    ${tokenDefaults({ felt: '#2f6b5a', 'felt-edge': '#1d4639' })}
    --pr-board: #e9dcb8;
    --pr-ink: #2d2416;
    --pr-violet: #b99bd6;
    --pr-violet-ink: #3f2260;
  }
  .pr {
    display: grid;
    gap: 0.6rem;
    container-type: inline-size;
    color: var(--pr-ink);
  }
  .t::after {
    content: attr(data-t);
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .icon {
    flex: none;
    vertical-align: middle;
  }
  small {
    font-size: 0.7rem;
  }
  .area-title {
    font-size: 0.7rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }

  /* ------------------------------------------------------------ round line and decision bar */
  .round-line {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem 1rem;
    color: var(--tt-felt-text, #fff);
    font-size: 0.85rem;
  }
  .round-line .ending {
    background: #b3261e;
    color: #fff;
    border-radius: 4px;
    padding: 0 0.4rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.45rem 0.6rem;
    background: #fbf5e3;
    border: 2px solid #7a5a2a;
    border-radius: 8px;
    padding: 0.4rem 0.6rem;
    min-height: 2.2rem;
  }
  .actions.waiting {
    opacity: 0.85;
    font-style: italic;
  }
  .hint {
    font-weight: 600;
    margin-right: 0.4rem;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    border: 1px solid #5a4020;
    background: #fffaf0;
    border-radius: 999px;
    padding: 0.2rem 0.7rem;
    min-height: max(2rem, var(--tt-target-size));
    font-size: 0.85rem;
  }
  .chip.primary {
    background: #2a6b3c;
    color: #fff;
    font-weight: 700;
  }
  .chip.waiting-done {
    background: #eee;
    color: #555;
    border-style: dashed;
    font-weight: 700;
  }
  .chip.toggle[aria-pressed='true'] {
    background: #2a6b3c;
    color: #fff;
    font-weight: 700;
  }
  .chip.toggle[aria-pressed='true']::before {
    content: '✓';
  }
  .chip.toggle:disabled {
    opacity: 0.55;
  }
  .store-step {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem;
  }
  /* What is left before "Done", and why nothing can be sold: a step to take, not an error. */
  .refusal,
  .reason {
    color: var(--pr-ink);
    font-size: 0.82rem;
    font-weight: 600;
  }
  .refusal::before,
  .reason::before {
    content: 'ℹ ';
  }

  /* ------------------------------------------------------------ folds: other boards, the building board */
  .fold > .fold-summary {
    cursor: pointer;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.2rem 0.6rem;
    min-block-size: var(--tt-target-size);
    padding: 0.25rem 0.5rem;
    border-radius: 8px;
    background: #f3e7c6;
    border: 2px solid #6b4a1e;
    font-size: 0.85rem;
    list-style: none;
  }
  .fold > .fold-summary::-webkit-details-marker {
    display: none;
  }
  .fold > .fold-summary::before {
    content: '▸';
    font-weight: 800;
  }
  .fold[open] > .fold-summary::before {
    content: '▾';
  }
  .fold[open] > .fold-summary {
    border-bottom-left-radius: 0;
    border-bottom-right-radius: 0;
  }
  .buildings-fold > .fold-summary {
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    font-size: 0.75rem;
  }
  .buildings-fold[open] > .building-board {
    border-top: none;
    border-top-left-radius: 0;
    border-top-right-radius: 0;
  }
  .board-fold > .board {
    border-top-left-radius: 0;
    border-top-right-radius: 0;
  }
  .board-fold > .board > .board-head {
    display: none;
  }
  .fold-name {
    font-weight: 800;
    display: inline-flex;
    align-items: center;
    gap: 0.2rem;
  }
  .fold-figures {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 0.15rem 0.6rem;
  }
  .fold-item > [aria-hidden] {
    display: inline-flex;
    align-items: center;
    gap: 0.15rem;
    font-weight: 700;
  }
  .fold-summary .to-act {
    margin-left: 0;
  }

  /* ------------------------------------------------------------ role cards */
  .roles {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(6.3rem, 1fr));
    gap: 0.45rem;
  }
  .roles li {
    display: flex;
    min-width: 0;
  }
  .role {
    flex: 1;
    display: grid;
    grid-template-columns: auto 1fr;
    grid-template-rows: auto auto auto;
    align-items: center;
    column-gap: 0.3rem;
    text-align: left;
    background: linear-gradient(#f7ecd0, #e8d6a8);
    border: 2px solid #6b4a1e;
    border-radius: 7px;
    padding: 0.3rem 0.4rem;
    min-height: 4.6rem;
    min-width: 0;
    overflow: hidden;
    font-size: 0.8rem;
    color: var(--pr-ink);
  }
  .role .role-art {
    grid-row: span 2;
  }
  .role-name {
    font-weight: 800;
    font-size: 0.85rem;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .role-text {
    font-size: 0.68rem;
    line-height: 1.15;
  }
  .role-coins {
    grid-column: 1 / -1;
    display: inline-flex;
    align-items: center;
    gap: 0.2rem;
    font-weight: 700;
  }
  .role-taken {
    grid-column: 1 / -1;
    font-size: 0.7rem;
    font-weight: 700;
    background: #6b4a1e;
    color: #fff;
    border-radius: 3px;
    padding: 0 0.3rem;
  }
  .role.taken {
    background: repeating-linear-gradient(135deg, #e2d6b8 0 6px, #d3c39e 6px 12px);
    border-style: dashed;
  }
  .role.current {
    background: linear-gradient(#fff6d8, #f0dc9c);
    border-style: solid;
    box-shadow: 0 0 0 3px #f0c53c;
  }

  /* ------------------------------------------------------------ middle: harbour, plantations, buildings */
  .middle {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.35fr);
    gap: 0.6rem;
    align-items: start;
  }
  @container (max-width: 860px) {
    .middle {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .middle-left {
    display: grid;
    gap: 0.6rem;
  }
  .harbour,
  .plantations,
  .building-board {
    background: #f3e7c6;
    border: 2px solid #6b4a1e;
    border-radius: 8px;
    padding: 0.45rem;
  }
  .harbour {
    display: grid;
    gap: 0.45rem;
  }
  .stocks {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  .stock {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    background: #fffaf0;
    border: 1px solid #a68a5a;
    border-radius: 6px;
    padding: 0.1rem 0.4rem;
    font-size: 0.78rem;
  }
  .stock b {
    display: inline-flex;
    align-items: center;
    gap: 0.15rem;
  }
  .goods-supply {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  .supply-good {
    display: inline-flex;
    align-items: center;
    gap: 0.15rem;
    font-size: 0.8rem;
  }
  .trading-house {
    display: flex;
    align-items: center;
    gap: 0.3rem;
    flex-wrap: wrap;
  }
  .house-space {
    display: inline-flex;
    align-items: center;
    gap: 0.1rem;
    min-width: 4.4rem;
    height: 1.8rem;
    border: 2px solid #7a4a22;
    background: #d9b98a;
    border-radius: 4px;
    padding: 0 0.2rem;
    justify-content: center;
  }
  .house-space small {
    color: #5a3a1a;
  }
  .ships {
    display: grid;
    gap: 0.3rem;
  }
  .cargo-ship {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem;
    background: #cfe3ee;
    border-radius: 6px 6px 18px 18px;
    border: 2px solid #335;
    padding: 0.2rem 0.4rem;
  }
  .cargo-ship.wharf {
    background: #e1eef5;
    border-style: dashed;
  }
  .hull {
    display: flex;
    gap: 2px;
    background: #7a4a22;
    border-radius: 3px 3px 10px 10px;
    padding: 3px 6px;
  }
  .hold {
    width: 18px;
    height: 18px;
    border-radius: 3px;
    background: #5b3516;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  .ship-text {
    font-size: 0.78rem;
    display: inline-flex;
    align-items: center;
    gap: 0.2rem;
  }
  .plantations {
    display: grid;
    gap: 0.35rem;
  }
  .plantation-row,
  .stacks {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .tile-button,
  .tile-group {
    display: inline-flex;
    gap: 3px;
    align-items: center;
    padding: 2px;
    background: none;
    border: none;
    border-radius: 6px;
    color: var(--pr-ink);
  }
  .stack {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
  }
  .tile {
    width: 2.7rem;
    height: 2.7rem;
    border-radius: 5px;
    border: 2px solid #3a2a10;
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    font-size: 0.6rem;
    line-height: 1;
    box-sizing: border-box;
  }
  .tile small {
    font-size: 0.55rem;
    font-weight: 700;
  }
  .tile.back {
    background: repeating-linear-gradient(45deg, #3f7a3a 0 6px, #356a31 6px 12px);
    color: #fff;
    font-size: 1.1rem;
    font-weight: 800;
  }
  .tile.corn,
  .city-building.corn,
  .building.corn {
    background: #f6dc7c;
  }
  .tile.indigo,
  .city-building.indigo,
  .building.indigo {
    background: #9db3ea;
  }
  .tile.sugar,
  .city-building.sugar,
  .building.sugar {
    background: #fbfaf5;
  }
  .tile.tobacco,
  .city-building.tobacco,
  .building.tobacco {
    background: #d7a774;
  }
  .tile.coffee,
  .city-building.coffee,
  .building.coffee {
    background: #6e4a33;
  }
  .tile.coffee small,
  .building.coffee,
  .city-building.coffee {
    color: #fff;
  }
  .tile.quarry {
    background: #bdbcb3;
  }
  .city-building.violet,
  .building.violet {
    background: var(--pr-violet);
  }

  /* building board: four columns like the printed board */
  .building-board {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 0.3rem;
    align-items: start;
  }
  .b-column {
    display: grid;
    gap: 0.3rem;
  }
  .building {
    display: grid;
    grid-template-columns: 1fr auto;
    grid-template-areas: 'name name' 'cost vp' 'circles left' 'price price';
    gap: 0 0.2rem;
    text-align: left;
    border: 1.5px solid #3a2a10;
    border-radius: 5px;
    padding: 0.15rem 0.3rem;
    font-size: 0.68rem;
    line-height: 1.25;
    color: var(--pr-ink);
    min-height: 3.2rem;
  }
  .building.large {
    min-height: 4.4rem;
    background: linear-gradient(var(--pr-violet), #9b78c0);
  }
  .b-name {
    grid-area: name;
    font-weight: 800;
    font-size: 0.72rem;
    display: flex;
    align-items: center;
    gap: 0.15rem;
  }
  .b-cost {
    grid-area: cost;
    display: inline-flex;
    align-items: center;
    gap: 0.1rem;
    font-weight: 700;
  }
  .b-vp {
    grid-area: vp;
    font-weight: 700;
  }
  .b-circles {
    grid-area: circles;
    display: inline-flex;
    gap: 2px;
    align-items: center;
  }
  .b-left {
    grid-area: left;
    font-weight: 700;
  }
  .b-price {
    grid-area: price;
    font-weight: 800;
    color: #0d4a1d;
    background: #fff8;
    border-radius: 3px;
    padding: 0 0.2rem;
  }
  .building.sold-out {
    background: repeating-linear-gradient(135deg, #e4ddcf 0 5px, #d6cdbb 5px 10px);
    border-style: dashed;
    color: var(--pr-ink);
  }
  .building.sold-out .icon,
  .building.sold-out i.circle {
    opacity: 0.4;
  }
  .building.owned {
    outline: 2px solid #1c5a2c;
  }
  i.circle {
    display: inline-block;
    width: 9px;
    height: 9px;
    border-radius: 50%;
    border: 1.5px solid #3a2a10;
    background: #fff;
  }

  /* ------------------------------------------------------------ player boards */
  .boards.mine {
    grid-template-columns: minmax(0, 1fr);
  }
  .boards {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 29rem), 1fr));
    gap: 0.6rem;
  }
  .board {
    background: var(--pr-board);
    border: 3px solid #6b4a1e;
    border-radius: 10px;
    padding: 0.4rem;
    display: grid;
    gap: 0.35rem;
  }
  .board.mine {
    border-color: #1c5a2c;
    box-shadow: 0 0 0 2px #f0c53c;
  }
  .board.acting {
    border-style: double;
    border-width: 5px;
  }
  .board-head {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  .board-head h3 {
    margin: 0;
    font-size: 0.95rem;
    display: flex;
    align-items: center;
    gap: 0.2rem;
  }
  .board-role {
    font-size: 0.72rem;
    background: #6b4a1e;
    color: #fff;
    border-radius: 3px;
    padding: 0 0.35rem;
  }
  .to-act {
    margin-left: auto;
    font-size: 0.72rem;
    font-weight: 800;
    text-transform: uppercase;
    color: #1c5a2c;
  }
  .to-act::before {
    content: '▶ ';
  }
  .windrose {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.7rem;
    background: #f8f0da;
    border-radius: 999px;
    padding: 0.15rem 0.6rem;
    font-size: 0.85rem;
  }
  .windrose > span {
    display: inline-flex;
    align-items: center;
    gap: 0.15rem;
  }
  .goods {
    gap: 0.35rem !important;
  }
  .good {
    display: inline-flex;
    align-items: center;
  }
  .good.none .icon {
    opacity: 0.3;
  }
  .good.none b {
    color: #5e513a;
    font-weight: 400;
  }
  .board-body {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.4rem;
    align-items: start;
  }
  .island {
    --pr-cell: max(2.5rem, var(--tt-target-size));
    display: grid;
    grid-template-columns: repeat(3, var(--pr-cell));
    grid-auto-rows: var(--pr-cell);
    gap: 3px;
    background: #5d9a4e;
    border-radius: 8px;
    padding: 4px;
  }
  .island > span {
    display: flex;
  }
  .space.empty {
    border: 1.5px dashed #0003;
    border-radius: 4px;
    background: #ffffff22;
  }
  .space.tile {
    width: 100%;
    height: 100%;
    padding: 1px;
    gap: 0;
    position: relative;
  }
  .space.tile small {
    position: absolute;
    top: 1px;
    left: 3px;
  }
  .circle {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    border: 1.5px solid #3a2a10;
    background: #fff;
    box-sizing: border-box;
  }
  .circle.filled {
    border: none;
    background: none;
  }
  .liftable .circle.filled {
    box-shadow: 0 0 0 2px #fff, 0 0 0 4px #1c5a2c;
    border-radius: 50%;
  }
  /* A colonist that may be lifted to San Juan: a ring and an up-arrow badge (not colour alone). */
  .tt-move.liftable {
    outline: 2px solid #1c5a2c;
    outline-offset: 1px;
  }
  .tt-move.liftable::after {
    content: '↑';
    position: absolute;
    top: -0.45rem;
    right: -0.35rem;
    width: 0.95rem;
    height: 0.95rem;
    border-radius: 50%;
    background: #1c5a2c;
    color: #fff;
    font-size: 0.7rem;
    font-weight: 800;
    line-height: 0.95rem;
    text-align: center;
  }
  .tt-move.liftable:focus-visible {
    outline: 4px solid var(--tt-focus-ring);
  }
  .circle-button {
    background: none;
    border: none;
    padding: 2px;
    border-radius: 50%;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  /* The city: one card per building (a large one two cards wide), then how many spaces are free. */
  .city {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
    grid-auto-flow: row dense;
    align-content: start;
    gap: 3px;
    background: #c9b48a;
    border-radius: 8px;
    padding: 4px;
  }
  .city-building {
    border: 1.5px solid #3a2a10;
    border-radius: 4px;
    padding: 2px 4px;
    display: grid;
    grid-template-columns: 1fr auto;
    grid-template-rows: auto auto;
    align-items: center;
    font-size: 0.68rem;
    line-height: 1.1;
    min-width: 0;
  }
  .city-building.large {
    grid-column: span 2;
  }
  .cb-name {
    grid-column: 1 / -1;
    font-weight: 700;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    display: flex;
    align-items: center;
    gap: 0.15rem;
  }
  .city-free {
    display: flex;
    align-items: center;
    justify-content: center;
    min-block-size: 2.2rem;
    font-size: 0.72rem;
    color: var(--pr-ink);
  }
  .cb-circles {
    margin-top: 0.35rem;
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
    align-items: center;
  }
  .lift-wrap {
    display: inline-flex;
  }
  .cb-vp {
    font-weight: 800;
    align-self: end;
  }
  .san-juan {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.2rem;
    background: #d8c596;
    border-radius: 6px;
    padding: 0.1rem 0.5rem;
    min-height: 1.4rem;
  }
  .governor {
    display: inline-flex;
  }
  @container (max-width: 520px) {
    .building-board {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    /* Role cards while nobody on this screen chooses: name, doubloons and who took it. */
    .roles:not(.choosing) .role-text {
      display: none;
    }
    .roles:not(.choosing) .role {
      min-height: 0;
      grid-template-columns: minmax(0, 1fr);
    }
    .roles:not(.choosing) .role .role-art {
      display: none;
    }
    /* While choosing: the emblem above the name, so whole words fit. */
    .roles.choosing .role {
      grid-template-columns: minmax(0, 1fr);
    }
    .roles.choosing .role .role-art {
      grid-row: auto;
    }
    .role-name {
      font-size: 0.78rem;
    }
    /* The builder's decision: the building board before the harbour. */
    .middle.build-first > .buildings-fold {
      order: -1;
    }
    .board-body {
      grid-template-columns: minmax(0, 1fr);
    }
    /* The island in rows as wide as the board. */
    .island {
      grid-template-columns: repeat(auto-fill, var(--pr-cell));
    }
    .house-space {
      min-width: 3.4rem;
    }
  }
`;
