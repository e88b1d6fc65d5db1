import { css } from 'lit';
import { tokenDefaults } from '../../src/ui/theme.styles.js';

export const styles = css`
  :host {
    ${tokenDefaults({ felt: '#d8d2c0', 'felt-edge': '#a89f86', 'felt-text': '#26231b', legal: '#1f6fd1' })}
    --cz-card-face: #fffdf6;
  }
  .zone {
    display: grid;
    gap: 0.8rem;
    color: var(--tt-felt-text);
    min-width: 0;
  }
  .section-title {
    margin: 0 0 0.3rem;
    font-size: 0.85rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  .empty {
    font-style: italic;
    opacity: 0.8;
  }

  /* resource cards as chips: picture, value, count */
  .chip {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: 2px;
    min-width: 40px;
    height: 44px;
    padding: 0 5px;
    box-sizing: border-box;
    border: 2px solid #3d3a2e;
    border-radius: var(--tt-card-radius);
    background: var(--cz-card-face);
    font-weight: 700;
    font-size: 1rem;
    color: #26231b;
    vertical-align: middle;
  }
  .chip .art {
    width: calc(var(--w, 24) * 1px);
    height: 24px;
    flex: none;
  }
  .chip .digit {
    fill: none;
    stroke: currentColor;
    stroke-width: 2.2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .chip .times,
  .offer .times {
    font-size: 0.85rem;
    font-weight: 700;
  }
  .offer {
    display: inline-flex;
    align-items: center;
    gap: 2px;
  }
  .chip.small {
    min-width: 34px;
    height: 34px;
    padding: 0 3px;
    font-size: 0.9rem;
  }
  .chip.small .art {
    width: calc(var(--w, 24) * 0.84px);
    height: 20px;
  }
  /* advanced cards: a double edge, so they differ without colour */
  .chip.kind-m3,
  .chip.kind-p3,
  .chip.kind-crane,
  .chip.kind-work {
    border-style: double;
    border-width: 4px;
  }
  .chip.back {
    justify-content: center;
    background: repeating-linear-gradient(45deg, #4a5b7a 0 4px, #5d7096 4px 8px);
    color: #fff;
    --w: 24;
    min-width: 30px;
    height: 40px;
  }
  .chip.none {
    justify-content: center;
  }

  /* building piles */
  .piles {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 0.5rem;
  }
  .pile {
    display: grid;
    gap: 0.35rem;
    align-content: start;
    min-width: 0;
  }
  .building {
    border: 2px solid #3d3a2e;
    border-radius: 8px;
    background: var(--cz-card-face);
    padding: 0.4rem;
    box-shadow: 3px 3px 0 #8d846c, 6px 6px 0 #b6ad94;
  }
  .pile.large .building {
    border-width: 4px;
  }
  .pile.medium .building {
    border-width: 3px;
  }
  .b-name {
    margin: 0 0 0.25rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .b-left {
    margin: 0.25rem 0 0;
    font-size: 0.8rem;
  }
  .needs {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  .need {
    display: inline-flex;
    align-items: center;
    gap: 1px;
  }
  .need .art {
    width: 22px;
    height: 22px;
  }
  .pays {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  .pay {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 2px;
    min-height: 44px;
    padding: 3px 6px;
  }
  .pay-word {
    font-weight: 700;
    margin-right: 2px;
  }

  /* pool, piles, supply */
  .middle {
    display: flex;
    flex-wrap: wrap;
    gap: 0.8rem;
  }
  .pool-cards,
  .supply-cards,
  .hand-cards {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
  }
  .take {
    padding: 2px;
    min-height: 48px;
  }
  .piles-line {
    display: flex;
    flex-wrap: wrap;
    gap: 0.8rem;
    margin: 0.4rem 0 0;
  }
  .deck,
  .stock {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }

  /* hand and exchange */
  .hand {
    display: grid;
    gap: 0.4rem;
  }
  .exchange {
    display: grid;
    gap: 0.3rem;
  }
  .trade {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem;
  }
  .gives {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    min-width: 96px;
  }
  .swap {
    padding: 2px;
    min-width: 44px;
    min-height: 44px;
  }
  .end {
    justify-self: start;
    min-height: 44px;
    padding: 0 1rem;
    font-weight: 700;
  }

  /* players' buildings */
  .sites {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
    gap: 0.5rem;
  }
  .site {
    border: 1px solid var(--tt-felt-edge);
    border-radius: 8px;
    padding: 0.4rem;
    background: rgb(255 255 255 / 0.45);
  }
  .site.current {
    outline: 3px solid var(--tt-accent);
  }
  .site-title {
    display: flex;
    justify-content: space-between;
    margin: 0;
    font-weight: 700;
  }
  .built {
    margin: 0.2rem 0;
    padding-left: 1.3rem;
    font-size: 0.85rem;
  }
  .their-hand {
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
    margin: 0;
  }
  .legend {
    list-style: none;
    padding: 0;
    display: grid;
    gap: 0.3rem;
  }

  @media (max-width: 560px) {
    .piles {
      grid-template-columns: 1fr;
    }
    .pile {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  @media (prefers-reduced-motion: no-preference) {
    .site.current {
      transition: outline-color 0.2s;
    }
  }
`;
