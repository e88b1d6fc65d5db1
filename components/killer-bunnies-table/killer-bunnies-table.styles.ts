import { css } from 'lit';
import { tokenDefaults } from '../../src/ui/theme.styles.js';

export const styles = css`
  :host {
    ${tokenDefaults({ felt: '#4a7c59', 'felt-edge': '#2f5a3c' })}
    --kb-card: #fffaf0;
    --kb-ink: #2a2118;
  }
  .kb {
    display: grid;
    gap: 0.8rem;
    grid-template-columns: minmax(0, 1fr);
  }
  @media (min-width: 900px) {
    .kb {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    }
    .decision,
    .mine,
    .reveal {
      grid-column: 1 / -1;
    }
  }
  section {
    background: rgb(255 255 255 / 0.9);
    color: var(--kb-ink);
    border-radius: 12px;
    padding: 0.6rem 0.8rem;
    min-width: 0;
  }
  .section-title {
    margin: 0 0 0.4rem;
    font-size: 1rem;
  }
  .prompt {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
    font-weight: 600;
  }
  .buttons,
  .prices,
  .card-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  button.tt-move,
  button.tt-choice {
    min-height: 44px;
    min-width: 44px;
    padding: 0.3rem 0.7rem;
    border-radius: 10px;
    font: inherit;
    cursor: pointer;
  }
  button.big {
    font-size: 1.05rem;
    font-weight: 700;
  }
  .bunnies {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .bunny {
    min-width: 9rem;
    max-width: 100%;
  }
  .bunny-pick {
    grid-column: 1 / -1;
  }
  .bunny-body {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.1rem 0.4rem;
    align-items: center;
    border: 2px solid #8a7a66;
    border-radius: 10px;
    padding: 0.4rem;
    background: var(--kb-card);
    text-align: left;
    width: 100%;
    box-sizing: border-box;
  }
  .haloed .bunny-body,
  .haloed .bunny-pick {
    border-color: #d4a017;
    box-shadow: 0 0 0 3px #f5e7a1;
  }
  .badge {
    width: 28px;
    height: 28px;
    grid-row: span 2;
  }
  .bunny-name {
    font-weight: 700;
  }
  .owner {
    font-size: 0.9rem;
  }
  .marks {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem;
  }
  .mark {
    font-size: 0.8rem;
    border: 1px dashed #6b5a45;
    border-radius: 6px;
    padding: 0 0.3rem;
    background: #fff;
  }
  .carrots-market,
  .hand,
  .small-carrots,
  .run ul {
    list-style: none;
    margin: 0.4rem 0 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  .carrot-card,
  .price {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.5rem;
    border: 1px solid #c9b9a4;
    border-radius: 10px;
    background: var(--kb-card);
  }
  .die {
    width: 48px;
    height: 48px;
  }
  .roll {
    display: flex;
    gap: 0.3rem;
    margin: 0;
  }
  .card {
    display: grid;
    gap: 0.2rem;
    width: 11.5rem;
    max-width: 100%;
    border: 2px solid #8a7a66;
    border-radius: 10px;
    padding: 0.4rem;
    background: var(--kb-card);
  }
  .card.type-special {
    border-color: #2f80ed;
  }
  .card.type-verySpecial {
    border-color: #8e4fd6;
    border-style: double;
    border-width: 4px;
  }
  .card-type {
    font-size: 0.8rem;
    text-transform: uppercase;
  }
  .pink {
    font-size: 0.8rem;
    background: #ffd6e7;
    border-left: 6px solid #e0569b;
    padding: 0 0.3rem;
  }
  .card-name {
    font-weight: 700;
  }
  details summary {
    cursor: pointer;
    min-height: 24px;
  }
  .card-text {
    margin: 0.2rem 0 0;
    font-size: 0.95rem;
  }
  .run {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.6rem;
  }
  .run-card {
    padding: 0.3rem 0.6rem;
    border: 2px dashed #6b5a45;
    border-radius: 8px;
    background: #efe6d8;
  }
  .small {
    padding: 0.4rem 0.6rem;
    border-radius: 8px;
    background: #efe6d8;
  }
  .small.shown {
    background: #ffe2c4;
  }
  .small.magic.shown {
    background: #ffd24d;
    font-weight: 700;
    outline: 3px solid #a54a00;
  }
  .magic-holder {
    font-size: 1.2rem;
    font-weight: 700;
  }
  .empty {
    opacity: 0.8;
  }
`;
