import { css } from 'lit';
import { tokenDefaults } from '../../src/ui/theme.styles.js';

export const styles = css`
  :host {
    ${tokenDefaults({ felt: '#d9b779', 'felt-edge': '#b08a4a', 'felt-text': '#3b2510', legal: '#1fb6ff' })}
    --rum-card-back: #7a4a22;
    --rum-card-face: #fffaf0;
  }
  .rum {
    display: grid;
    gap: 0.9rem;
    color: var(--tt-felt-text);
  }
  .section-title {
    margin: 0 0 0.3rem;
    font-size: 0.95rem;
    letter-spacing: 0.05em;
    text-transform: uppercase;
  }

  /* cards */
  .card {
    display: inline-block;
    width: 60px;
    height: 90px;
    flex: none;
    line-height: 0;
    border-radius: 6px;
    filter: drop-shadow(0 2px 2px rgb(0 0 0 / 0.3));
  }
  .card .art {
    width: 100%;
    height: 100%;
  }
  .card .face {
    fill: var(--rum-card-face);
    stroke: #c9b48a;
    stroke-width: 1.2;
  }
  .card.back {
    background:
      repeating-linear-gradient(45deg, rgb(255 255 255 / 0.12) 0 4px, transparent 4px 9px),
      var(--rum-card-back);
    border: 2px solid #f4e2b8;
    box-sizing: border-box;
  }
  .card.big {
    width: 72px;
    height: 108px;
  }

  /* captains */
  .captains {
    display: flex;
    flex-wrap: wrap;
    gap: 0.45rem;
    justify-content: center;
    align-items: flex-end;
  }
  .captain {
    padding: 0;
    border: none;
    background: none;
    border-radius: 8px;
  }
  .captain-card {
    display: grid;
    justify-items: center;
    width: 70px;
    height: 108px;
    box-sizing: border-box;
    padding: 3px;
    border-radius: 8px;
    background: linear-gradient(#fffaf0, #f4e2b8);
    border: 3px solid var(--c);
    box-shadow: 0 2px 3px rgb(0 0 0 / 0.3);
    color: var(--ink);
  }
  /* Visible numbers and names are drawn from data-text so the buttons' labels stay the whole story. */
  [data-text]::after {
    content: attr(data-text);
  }
  .captain-card .value {
    font-size: 1.35rem;
    font-weight: 900;
    line-height: 1;
  }
  .captain-card .hat {
    width: 58px;
    height: 54px;
  }
  .captain-card .owner {
    font-size: 0.75rem;
    font-weight: 700;
    max-width: 64px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: #3b2510;
  }
  .captain-card .owner.game {
    opacity: 0.6;
    font-style: italic;
  }
  .clock {
    display: inline-grid;
    justify-items: center;
    gap: 0.15rem;
    width: 104px;
  }
  .clock .art {
    width: 96px;
    height: 96px;
    filter: drop-shadow(0 2px 2px rgb(0 0 0 / 0.3));
  }
  .clock-caption {
    font-size: 0.8rem;
    font-weight: 800;
    line-height: 1.1;
    text-align: center;
  }

  /* shipwreck and beach */
  .shore {
    display: flex;
    gap: 1.5rem;
    justify-content: center;
    align-items: center;
    flex-wrap: wrap;
    padding: 0.8rem;
    border-radius: 14px;
    background: linear-gradient(100deg, #2c7ca6 0 22%, #7fc4d8 22% 25%, #e8cf98 25% 100%);
  }
  .shipwreck {
    display: grid;
  }
  .wreck-button {
    display: grid;
    justify-items: center;
    gap: 0.2rem;
    padding: 0.3rem;
    border: none;
    border-radius: 8px;
    background: rgb(0 0 0 / 0.12);
  }
  .pile {
    position: relative;
    display: block;
    width: 72px;
    height: 98px;
  }
  .pile .card {
    position: absolute;
    left: calc(var(--i) * 2px);
    top: calc(var(--i) * -1px + 6px);
  }
  .pile-label {
    font-size: 0.8rem;
    font-weight: 700;
    color: #fff;
    text-shadow: 0 1px 2px #000;
  }
  .beach {
    display: flex;
    gap: 0.7rem;
  }
  .slot {
    position: relative;
    padding: 0;
    border: none;
    background: none;
    line-height: 0;
    border-radius: 6px;
  }
  .slot.empty {
    width: 60px;
    height: 90px;
    border: 2px dashed rgb(0 0 0 / 0.3);
  }
  .in-set {
    position: absolute;
    left: 0;
    right: 0;
    bottom: -1.1rem;
    font-size: 0.75rem;
    line-height: 1;
    font-weight: 700;
    text-align: center;
  }
  .parrot-out {
    display: grid;
    justify-items: center;
    font-weight: 900;
    color: #7d140b;
  }

  /* set being laid */
  .set-area {
    display: grid;
    justify-items: center;
    gap: 0.4rem;
    padding: 0.5rem;
    border-radius: 10px;
    background: rgb(255 255 255 / 0.35);
  }
  .set-title {
    margin: 0;
  }
  .set-cards {
    display: flex;
    gap: 0.4rem;
    align-items: center;
    min-height: 90px;
  }
  .beach-ref {
    font-size: 0.8rem;
    font-weight: 700;
  }
  .set-actions {
    display: flex;
    gap: 0.5rem;
  }
  .action {
    padding: 0.45rem 0.9rem;
    border-radius: 8px;
    border: 2px solid #5b3a1a;
    background: #fffaf0;
    font-weight: 700;
  }
  .action.primary {
    background: #5b3a1a;
    color: #fffaf0;
  }

  /* hand */
  .hand {
    display: flex;
    flex-wrap: wrap;
    gap: 0.45rem;
    min-height: 94px;
  }
  .hand-card {
    padding: 0;
    border: none;
    background: none;
    line-height: 0;
    border-radius: 6px;
  }
  .hand-card.discard::after {
    content: '✕';
  }
  .empty-hand {
    opacity: 0.7;
  }
  .news {
    margin: 0;
    padding: 0.4rem 0.8rem 0.4rem 1.6rem;
    font-size: 0.85rem;
    border-radius: 8px;
    background: rgb(255 255 255 / 0.3);
  }
  @media (prefers-reduced-motion: no-preference) {
    .parrot-out .card {
      animation: squawk 0.6s ease-out;
    }
  }
  @keyframes squawk {
    from {
      transform: scale(0.4) rotate(-20deg);
    }
  }
`;
