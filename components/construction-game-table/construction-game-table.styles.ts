import { css } from 'lit';
import { tokenDefaults } from '../../src/ui/theme.styles.js';

export const styles = css`
  :host {
    ${tokenDefaults({ felt: '#e8dcc0', 'felt-edge': '#b59b62', 'felt-text': '#2e2616', legal: '#1fb6ff' })}
  }
  .cg {
    display: grid;
    gap: 0.8rem;
    color: var(--tt-felt-text);
  }
  .section-title {
    margin: 0.4rem 0 0.3rem;
    font-size: 0.9rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  .board {
    display: grid;
    gap: 3px;
  }
  .month {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 3px;
  }
  .month:first-child {
    grid-template-columns: 1fr;
  }
  .square {
    position: relative;
    min-height: 46px;
    padding: 2px 4px 2px 28px;
    border-radius: 4px;
    /* The season's colour is the band with its symbol; the words stay dark on light for contrast. */
    background: linear-gradient(to right, var(--c) 24px, #fffaf0 24px);
    border: 1px solid var(--c);
    color: #2e2616;
    font-size: 0.75rem;
    line-height: 1.2;
    overflow: hidden;
  }
  .square.winter,
  .square.yearEnd {
    background: linear-gradient(to right, #b9b4aa 24px, #efece4 24px);
  }
  .square .glyph {
    position: absolute;
    left: 3px;
    top: 3px;
    width: 18px;
    height: 18px;
  }
  .square .week {
    font-weight: 700;
  }
  .square .cost {
    display: block;
  }
  .tokens {
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
  }
  .token {
    display: inline-grid;
    place-items: center;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #fff;
    color: #111;
    border: 2px solid #111;
    font-size: 0.7rem;
    font-weight: 800;
  }
  .yard,
  .report,
  .actions {
    background: rgb(255 255 255 / 0.55);
    border-radius: 8px;
    padding: 0.5rem 0.7rem;
  }
  .yard .fleet {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .yard .none {
    opacity: 0.6;
  }
  .hot {
    color: #a3161b;
  }
  .report p {
    margin: 0.2rem 0;
  }
  .report .net {
    font-weight: 800;
  }
  .main-moves,
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  .action,
  .chip {
    min-height: 44px;
    min-width: 44px;
    padding: 0.3rem 0.7rem;
    border-radius: 8px;
    border: 2px solid var(--tt-felt-edge);
    background: #fffaf0;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .action.primary {
    background: #0f4aa0;
    border-color: #0a3578;
    color: #fff;
    font-weight: 700;
  }
  .offers summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 700;
  }
  .rows {
    display: grid;
    gap: 0.4rem;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
  }
  .row-label {
    flex: 1 1 9rem;
    min-width: 0;
  }
  .offer-to {
    margin: 0.3rem 0 0;
    font-size: 0.9rem;
  }
  .offer-group {
    display: grid;
    gap: 0.3rem;
    padding-bottom: 0.3rem;
    border-bottom: 1px solid var(--tt-felt-edge);
  }
  .chip.price {
    padding: 0.3rem 0.5rem;
  }
  .rules li {
    margin-bottom: 0.4rem;
  }
`;
