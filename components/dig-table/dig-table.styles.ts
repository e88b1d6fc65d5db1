import { css } from 'lit';
import { tokenDefaults } from '../../src/ui/theme.styles.js';

export const styles = css`
  :host {
    ${tokenDefaults({ felt: '#5d9b45', 'felt-edge': '#3d6e2b' })}
    --dig-card-face: #fffaf0;
    --dig-dirt: #7a5230;
  }
  .dig {
    display: grid;
    gap: 0.8rem;
  }
  .row {
    list-style: none;
    margin: 0;
    padding: 0.4rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem 0.3rem;
    background: rgb(60 40 20 / 0.22);
    border-radius: 10px;
  }
  .spot {
    position: relative;
    display: grid;
    justify-items: center;
    gap: 2px;
    min-height: 126px;
    align-content: start;
  }
  .pos {
    font-size: 0.7rem;
    opacity: 0.85;
  }
  /* 54 px wide: a colour's symbol on a card is at least 12 px. */
  .card {
    display: inline-block;
    width: 54px;
    height: 79px;
    line-height: 0;
    filter: drop-shadow(0 2px 2px rgb(0 0 0 / 0.3));
  }
  .card .art {
    width: 100%;
    height: 100%;
  }
  .card .face {
    fill: var(--dig-card-face);
    stroke: #cdbb8f;
    stroke-width: 1.4;
  }
  .card .dirt {
    fill: var(--dig-dirt);
    stroke: #4d3119;
    stroke-width: 1.4;
  }
  .nose {
    font: 700 9px system-ui, sans-serif;
    fill: #f4e3c4;
  }
  .bowl-word,
  .legend {
    font: 600 8px system-ui, sans-serif;
    fill: #6b5a3a;
  }
  .value-badge {
    fill: #222;
  }
  .value {
    font: 800 13px system-ui, sans-serif;
    fill: #ffd84d;
  }
  .card.gap {
    border: 2px dashed rgb(255 255 255 / 0.7);
    border-radius: 6px;
    box-sizing: border-box;
    filter: none;
    background: rgb(80 50 20 / 0.45);
  }
  .card.mini {
    width: 30px;
    height: 44px;
  }
  .dogs {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    max-width: 56px;
    min-height: 24px;
  }
  .dog {
    position: relative;
    display: inline-block;
    width: 24px;
    height: 24px;
    line-height: 0;
  }
  .dog svg {
    width: 100%;
    height: 100%;
  }
  .dog-name {
    position: absolute;
    right: -3px;
    bottom: -3px;
    font: 700 9px/12px system-ui, sans-serif;
    min-width: 12px;
    text-align: center;
    border-radius: 6px;
    background: #fff;
    color: #222;
  }
  .spot.here .pos::after {
    content: ' ▼';
  }
  button.target {
    padding: 0;
    border-radius: 8px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem 1rem;
    align-items: center;
    padding: 0.5rem 0.7rem;
    border-radius: 10px;
    background: rgb(0 0 0 / 0.18);
  }
  .status {
    display: flex;
    gap: 0.6rem;
    align-items: center;
  }
  .counter {
    display: inline-flex;
    gap: 4px;
  }
  .pip {
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: #ffd84d;
    border: 2px solid #3b2a14;
  }
  .pip.used {
    background: transparent;
    border-style: dashed;
  }
  .hand {
    display: flex;
    gap: 0.3rem;
    align-items: center;
    min-height: 79px;
    flex-wrap: wrap;
  }
  .hand-title {
    font-weight: 700;
  }
  .empty-note {
    opacity: 0.8;
    font-style: italic;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  button.act {
    font: 700 1rem system-ui, sans-serif;
    padding: 0.45rem 0.8rem;
    border-radius: 8px;
    border: 2px solid #3b2a14;
    background: #ffe9b8;
    color: #3b2a14;
    cursor: pointer;
  }
  button.act.end {
    background: #f2f2f2;
  }
  button.put-back {
    padding: 0;
    border-radius: 6px;
  }
  .piles {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
    gap: 0.6rem;
  }
  .pile {
    padding: 0.4rem 0.6rem;
    border-radius: 10px;
    background: rgb(0 0 0 / 0.15);
  }
  .pile.mine {
    outline: 2px solid rgb(255 255 255 / 0.6);
  }
  .pile-title {
    display: flex;
    gap: 0.4rem;
    align-items: center;
    margin: 0 0 0.3rem;
    font-weight: 700;
  }
  .pts {
    margin-left: auto;
    font-size: 1.2rem;
  }
  .paw,
  .dropped {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem;
    min-height: 20px;
  }
  .chip {
    display: inline-flex;
    gap: 2px;
    align-items: center;
    padding: 1px 6px;
    border-radius: 10px;
    background: var(--c);
    color: var(--on);
    font: 700 0.85rem system-ui, sans-serif;
  }
  button.act .tt-swatch {
    vertical-align: middle;
  }
  .rules li {
    margin-bottom: 0.3rem;
  }
`;
