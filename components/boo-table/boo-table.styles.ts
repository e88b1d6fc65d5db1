import { css } from 'lit';
import { tokenDefaults } from '../../src/ui/theme.styles.js';

export const styles = css`
  :host {
    ${tokenDefaults({ felt: '#2a1f47', 'felt-edge': '#140e26', legal: '#ffd54a' })}
    --boo-card: #5d3f91;
    --boo-card-edge: #3b2563;
    --boo-night: #1d1633;
    --boo-black: #15121f;
    --boo-white: #f7f4ff;
    --boo-gate: #3cc46a;
  }

  .boo {
    display: grid;
    gap: 0.9rem;
  }

  /* ------------------------------------------------------------ cards */
  .card {
    --c: var(--cell, 40px);
    display: grid;
    background: var(--boo-card);
    border-radius: calc(var(--c) * 0.14);
    box-shadow: 0 2px 4px rgb(0 0 0 / 0.45);
    overflow: hidden;
    line-height: 0;
  }
  .card.across {
    grid-template-columns: repeat(3, var(--c));
    grid-template-rows: var(--c);
  }
  .card.upright {
    grid-template-columns: var(--c);
    grid-template-rows: repeat(3, var(--c));
  }
  .card.small {
    --c: 30px;
  }
  .section {
    display: block;
    width: var(--c);
    height: var(--c);
    box-sizing: border-box;
    background: radial-gradient(circle at 50% 40%, rgb(255 255 255 / 0.1), transparent 70%);
  }
  .section svg {
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  /* The thin lines between sections show whose card it is: black, white or the green gate. */
  .card.across .section + .section {
    border-left: 2px solid var(--line);
  }
  .card.upright .section + .section {
    border-top: 2px solid var(--line);
  }
  .card {
    border: 2px solid var(--line);
  }
  .lines-black {
    --line: var(--boo-black);
  }
  .lines-white {
    --line: var(--boo-white);
  }
  .lines-gate {
    --line: var(--boo-gate);
  }

  .ghost .body {
    stroke-width: 2;
    stroke-linejoin: round;
  }
  .ghost.black .body {
    fill: var(--boo-black);
    stroke: #cbb8ff;
  }
  .ghost.white .body {
    fill: var(--boo-white);
    stroke: #2a1f47;
  }
  /* The way a ghost looks: a big arrow in the ghost's own colour, edged to stand out on the card. */
  .ghost .arrow {
    stroke-width: 2;
    stroke-linejoin: round;
  }
  .ghost.black .arrow {
    fill: var(--boo-black);
    stroke: #ffd54a;
  }
  .ghost.white .arrow {
    fill: var(--boo-white);
    stroke: #ffd54a;
  }
  .ghost .eye {
    fill: #fff;
  }
  .ghost.white .eye {
    stroke: #2a1f47;
    stroke-width: 0.8;
  }
  .ghost .pupil {
    fill: #111;
  }
  .ghost.black .pupil {
    fill: #3a1a6e;
  }
  .tomb {
    fill: #9a98a8;
    stroke: #4a4858;
    stroke-width: 1.4;
  }
  .tomb-cross {
    stroke: #4a4858;
    stroke-width: 2.2;
    stroke-linecap: round;
  }
  .ground {
    stroke: #3c7a45;
    stroke-width: 2;
    stroke-linecap: round;
  }

  /* ------------------------------------------------------------ trays */
  .trays {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
    gap: 0.75rem;
  }
  .tray {
    border-radius: var(--tt-radius, 10px);
    padding: 0.5rem 0.75rem 0.75rem;
    background: rgb(0 0 0 / 0.25);
    border: 2px solid transparent;
  }
  .tray.acting {
    border-color: var(--tt-legal);
  }
  .tray-title {
    margin: 0 0 0.4rem;
    font-weight: 700;
    display: flex;
    align-items: center;
    gap: 0.4rem;
    text-transform: capitalize;
  }
  .chip {
    width: 1rem;
    height: 1rem;
    border-radius: 50% 50% 20% 20%;
    border: 2px solid #cbb8ff;
  }
  .chip.black {
    background: var(--boo-black);
  }
  .chip.white {
    background: var(--boo-white);
  }
  .tray-cards {
    display: flex;
    gap: 1rem;
    flex-wrap: wrap;
    align-items: flex-start;
  }
  .hand,
  .deck {
    display: grid;
    gap: 0.25rem;
    justify-items: start;
  }
  .label {
    font-size: 0.8rem;
    opacity: 0.85;
  }
  .sides {
    display: flex;
    gap: 0.4rem;
  }
  .stack {
    display: inline-block;
    box-shadow: calc(var(--depth) * 1px) calc(var(--depth) * 1px) 0 #22183a;
    border-radius: 4px;
  }
  .none {
    opacity: 0.7;
    font-style: italic;
  }
  .hold-options {
    display: flex;
    flex-wrap: wrap;
    gap: 0.9rem;
    margin-top: 0.75rem;
    align-items: center;
  }
  .hold-option {
    background: none;
    border: 0;
    padding: 2px;
    line-height: 0;
    border-radius: 6px;
  }
  .hold-option:hover .card {
    transform: scale(1.06);
  }

  /* ------------------------------------------------------------ the graveyard */
  /* The graveyard fits the width when it can: each square as big as fits, from a target's size
     (24 px, 44 px under a finger) up to 46 px; wider than that, it pans with its scroll bars. */
  .graveyard-wrap {
    container-type: inline-size;
    overflow: auto;
    max-width: 100%;
    border-radius: var(--tt-radius, 10px);
    background: var(--boo-night);
    box-shadow: inset 0 0 24px rgb(0 0 0 / 0.6);
    padding: 0.5rem;
    display: flex;
    justify-content: safe center;
  }
  .graveyard {
    --cell: clamp(var(--tt-target-size), calc(100cqw / var(--cols)), 46px);
    width: calc(var(--cell) * var(--cols));
    height: calc(var(--cell) * var(--rows));
    position: relative;
    flex: none;
    background-image: radial-gradient(circle, rgb(255 255 255 / 0.13) 1.2px, transparent 1.6px);
    background-size: var(--cell) var(--cell);
    background-position: calc(var(--cell) / -2) calc(var(--cell) / -2);
  }
  .laid {
    position: absolute;
    line-height: 0;
  }
  .laid.active .card {
    outline: 3px solid var(--tt-legal);
    outline-offset: 1px;
    box-shadow: 0 0 14px var(--tt-legal);
  }
  .flip-badge {
    position: absolute;
    top: -0.55rem;
    left: -0.55rem;
    width: 1.2rem;
    height: 1.2rem;
    display: grid;
    place-items: center;
    line-height: 1;
    border-radius: 50%;
    background: #ff7b54;
    color: #1a0f00;
    font-weight: 900;
    font-size: 0.8rem;
    animation: pop 300ms ease-out;
  }
  @keyframes pop {
    from {
      transform: scale(0.2) rotate(-180deg);
    }
  }

  .spot,
  .scare {
    position: absolute;
    width: var(--cell);
    height: var(--cell);
    padding: 0;
    margin: 0;
    border: 0;
    background: none;
    z-index: 2;
  }
  .spot {
    outline: 2px dashed var(--tt-legal);
    outline-offset: -4px;
    border-radius: 6px;
  }
  .spot::after {
    content: '+';
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    color: var(--tt-legal);
    font-weight: 900;
    font-size: calc(var(--cell) * 0.5);
    line-height: 1;
  }
  .spot:hover,
  .spot:focus-visible {
    z-index: 5;
    background: rgb(255 213 74 / 0.25);
  }
  .preview {
    display: none;
    position: absolute;
    pointer-events: none;
    opacity: 0.85;
    line-height: 0;
  }
  .preview.across {
    left: calc(var(--cell) * -1);
    top: 0;
  }
  .preview.upright {
    top: calc(var(--cell) * -1);
    left: 0;
  }
  .spot:hover .preview,
  .spot:focus-visible .preview {
    display: block;
  }
  .spot:hover::after,
  .spot:focus-visible::after {
    display: none;
  }
  .preview .card {
    outline: 3px solid var(--tt-legal);
  }
  .scare {
    border-radius: 8px;
    background: rgb(255 213 74 / 0.18);
  }
  .scare-mark {
    position: absolute;
    left: 50%;
    bottom: -0.2rem;
    translate: -50% 0;
    padding: 0 0.25rem;
    border-radius: 4px;
    background: var(--tt-legal);
    color: #222;
    font-weight: 900;
    font-size: 0.75rem;
    line-height: 1.3;
    white-space: nowrap;
  }
  .target {
    position: absolute;
    width: var(--cell);
    height: var(--cell);
    box-sizing: border-box;
    border: 3px double #ff7b54;
    border-radius: 50%;
    display: grid;
    place-items: start end;
    color: #ff7b54;
    font-weight: 900;
    font-size: 1rem;
    line-height: 1;
    pointer-events: none;
    z-index: 1;
  }
  .rules li + li {
    margin-top: 0.35rem;
  }
`;
