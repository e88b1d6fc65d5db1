import { css } from 'lit';
import { tokenDefaults } from '../../src/ui/theme.styles.js';

export const styles = css`
  :host {
    ${tokenDefaults({ felt: '#2f6f8f', 'felt-edge': '#1d4a60' })}
    --co-face: #fff8e6;
  }
  /* A select in the New game form is a grid item of its label: without this its automatic
     minimum (its longest choice) widens the label's track past a phone's width. */
  [part~='setup']::part(option),
  [part~='setup']::part(pace-select) {
    min-inline-size: 0;
  }
  .collide {
    display: grid;
    gap: 0.8rem;
  }

  /* ------------------------------------------------------------ the line */
  .line-area {
    display: grid;
    gap: 0.5rem;
    justify-items: center;
  }
  .facedown {
    width: 132px;
    height: 44px;
    border-radius: 6px;
    background: repeating-linear-gradient(45deg, #173b4f 0 6px, #24546e 6px 12px);
    border: 2px solid #fff8;
  }
  .empty {
    margin: 0;
    padding: 0.6rem 1rem;
    border: 2px dashed #fff9;
    border-radius: 8px;
  }
  .overview-box {
    width: 100%;
    height: 64px;
  }
  .overview {
    /* One height always (each section at most 38 px); a long line shrinks to the width. */
    display: block;
    width: 100%;
    height: 100%;
  }
  .overview .wrong {
    filter: drop-shadow(0 0 3px #fff);
  }
  .ends {
    width: 100%;
    display: flex;
    justify-content: space-between;
    gap: 0.6rem;
  }
  .end {
    position: relative;
    display: grid;
    justify-items: center;
    gap: 0.2rem;
    padding: 0.3rem 0.5rem;
    border-radius: 10px;
    background: rgb(0 0 0 / 0.18);
  }
  .end.wrong {
    outline: 3px dashed #ffd84d;
  }
  .end-name {
    display: inline-flex;
    align-items: center;
    gap: 0.2rem;
    font-weight: 700;
  }
  .pair {
    width: 96px;
    height: 48px;
  }
  .wrong-tag {
    font-weight: 800;
    color: #ffd84d;
  }
  .wrong-tag.unseen {
    visibility: hidden;
  }
  /* The base keeps the real-time lines above the table at least their height; a last move too
     long for the last-move line's three lines is cut, not let grow (the log and the screen reader
     have it whole), so nothing moves under a finger. */
  .happened {
    max-block-size: calc(3 * 1.5em);
    overflow: hidden;
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
  }
  .arrow {
    width: 1.1em;
    height: 1.1em;
    flex: none;
  }

  /* ------------------------------------------------------------ the pads */
  .pads {
    display: grid;
    gap: 0.8rem;
    justify-items: center;
  }
  .pads > .pad {
    width: min(100%, 560px);
    box-sizing: border-box;
  }
  .pads.several {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 330px), 1fr));
  }
  .pad {
    padding: 0.5rem;
    border-radius: 12px;
    background: rgb(255 255 255 / 0.12);
    display: grid;
    gap: 0.4rem;
  }
  .pad-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.4rem;
    min-height: 52px;
  }
  .call-space {
    width: 1px;
    height: 52px;
  }
  .pad-title {
    margin: 0;
    display: flex;
    align-items: center;
    gap: 0.6rem;
    font-size: 1rem;
  }
  .pad-count {
    font-weight: 400;
    opacity: 0.9;
  }
  .key,
  kbd {
    display: inline-grid;
    place-items: center;
    min-width: 1.6em;
    height: 1.6em;
    border-radius: 5px;
    background: #fff;
    color: #222;
    font: 700 0.95rem system-ui, sans-serif;
    box-shadow: 0 2px 0 #999;
  }
  .hand {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  .hand-card {
    display: grid;
    grid-template-columns: 1fr auto 1fr;
    align-items: center;
    gap: 0.3rem;
  }
  .hand-card.no-fit .card {
    opacity: 0.55;
  }
  .hand-card.fits > .card {
    outline: 3px solid #ffd84d;
    outline-offset: 2px;
    border-radius: 4px;
  }
  .slot {
    display: flex;
    gap: 4px;
    width: 104px;
    min-height: 44px;
  }
  .slot.left {
    justify-self: end;
    justify-content: flex-end;
  }
  .slot.right {
    justify-self: start;
  }
  .card {
    display: inline-block;
    width: 150px;
    height: 50px;
    line-height: 0;
  }
  .card .art {
    width: 100%;
    height: 100%;
  }
  button.start {
    padding: 2px;
    border-radius: 6px;
  }
  button.place {
    color: #1d1a16;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 2px;
    width: 104px;
    min-height: 44px;
    padding: 2px;
    border-radius: 8px;
    font-size: 1rem;
  }
  button.place.half {
    width: 50px;
    flex-direction: column;
  }
  button.place.half .mini {
    width: 36px;
    height: 12px;
  }
  .mini {
    display: inline-block;
    width: 72px;
    height: 24px;
    line-height: 0;
  }
  .mini .art {
    width: 100%;
    height: 100%;
  }
  button.call {
    min-height: 52px;
    padding: 0 1rem;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.6rem;
    font: 800 1.2rem system-ui, sans-serif;
    border-radius: 10px;
    background: #ffd84d;
    color: #3b2c00;
    border: 3px solid #7a5a00;
  }
  .rules li + li {
    margin-top: 0.4rem;
  }
  .wild-legend {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }

  @media (max-width: 420px) {
    .card {
      width: 108px;
      height: 36px;
    }
    .slot,
    button.place {
      width: 96px;
    }
    button.place.half {
      width: 46px;
    }
    .hand-card {
      gap: 2px;
    }
  }
`;
