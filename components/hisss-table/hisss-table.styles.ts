import { css, unsafeCSS } from 'lit';
import { tokenDefaults } from '../../src/ui/theme.styles.js';

/** The coiled snake on the card backs (inline, so the game never needs the network). */
const emblem = unsafeCSS(`url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 60"><path d="M30 10c-6-6-20-5-20 5s20 8 20 18-14 14-21 8" fill="none" stroke="#ffd84d" stroke-width="6" stroke-linecap="round"/><circle cx="29" cy="10" r="1.6" fill="#0b4f47"/></svg>',
)}")`);

export const styles = css`
  :host {
    ${tokenDefaults({ felt: '#2e8b57', 'felt-edge': '#1b5e3a' })}
    --hisss-card-back: #0f6b5f;
    --hisss-card-face: #fff8e6;
    --hisss-card-w: 56px;
    --hisss-card-h: 84px;
    /* A snake card's width (its height follows): a colour's symbol on it stays ≥ 12 px. */
    --hisss-segment: 84px;
  }

  .hisss {
    position: relative;
    display: grid;
    gap: 1rem;
  }
  .defs {
    position: absolute;
    width: 0;
    height: 0;
  }
  .section-title {
    margin: 0 0 0.4rem;
    font-size: 1rem;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    opacity: 0.9;
  }

  /* ------------------------------------------------------------ cards */
  .card {
    display: inline-block;
    width: var(--hisss-segment);
    aspect-ratio: 100 / 64;
    flex: none;
    line-height: 0;
    filter: drop-shadow(0 2px 2px rgb(0 0 0 / 0.3));
  }
  .card .art {
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  .card .face {
    fill: var(--hisss-card-face);
    stroke: #dccb9f;
    stroke-width: 1.5;
  }
  .card.big {
    width: clamp(120px, 24cqi, 176px);
    height: auto;
    aspect-ratio: 100 / 64;
  }
  .card.mini {
    width: 42px;
    filter: none;
  }
  .card.ghost {
    opacity: 0.92;
  }
  /* A head or tail offered at the far end of a snake that will turn round faces outward there. */
  .card.turned .art {
    transform: scaleX(-1);
  }

  /* ------------------------------------------------------------ the fan */
  .fan-area {
    display: flex;
    justify-content: center;
    overflow: hidden;
    padding-top: 0.75rem;
  }
  .fan {
    --drop: clamp(118px, 30cqi, 236px);
    --step: min(8deg, calc(150deg / max(var(--n) - 1, 1)));
    --radius: calc(var(--drop) + var(--hisss-card-h) / 2);
    --strip: min(var(--hisss-card-w), calc(2 * var(--radius) * sin(var(--step) / 2) * 0.92));
    position: relative;
    width: 100%;
    max-width: calc(2 * (var(--drop) + var(--hisss-card-h)) + var(--hisss-card-w));
    height: calc(var(--drop) + var(--hisss-card-h) + 16px);
  }
  .fan.empty {
    height: auto;
    display: flex;
    justify-content: center;
  }
  .fan.empty .drawn {
    position: static;
    translate: none;
  }
  .fan-card {
    --angle: calc((var(--i) - (var(--n) - 1) / 2) * var(--step));
    position: absolute;
    left: calc(50% - var(--strip) / 2);
    bottom: var(--drop);
    width: var(--strip);
    height: var(--hisss-card-h);
    padding: 0;
    margin: 0;
    border: 0;
    background: none;
    transform-origin: 50% calc(100% + var(--drop));
    transform: rotate(var(--angle));
    z-index: var(--i);
  }
  /* The card back is wider than the button: the button is exactly the strip that shows, so a click
     at its centre always reaches this card and not its neighbour. */
  .back {
    position: absolute;
    left: 0;
    top: 0;
    width: var(--hisss-card-w);
    height: var(--hisss-card-h);
    border-radius: 7px;
    border: 3px solid var(--hisss-card-face);
    background:
      ${emblem} right 5px center / 46% no-repeat,
      radial-gradient(circle at 8px 10px, var(--tt-legal) 0 3px, transparent 3.5px),
      radial-gradient(circle at 50% 0, transparent 52%, rgb(0 0 0 / 0.2) 55% 62%, transparent 65%) 0 0 / 12px 9px,
      var(--hisss-card-back);
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.45);
    pointer-events: none;
    transition: translate 120ms ease-out;
  }
  .can-draw .fan-card {
    cursor: pointer;
  }
  .can-draw .back {
    border-color: var(--tt-legal);
  }
  .can-draw .fan-card:hover,
  .can-draw .fan-card:focus-visible {
    z-index: 200;
    outline: none;
  }
  .can-draw .fan-card:hover .back,
  .can-draw .fan-card:focus-visible .back {
    translate: 0 -14px;
    box-shadow:
      0 0 0 3px var(--tt-legal),
      0 6px 10px rgb(0 0 0 / 0.45);
  }
  .can-draw .fan-card:focus-visible .back {
    box-shadow:
      0 0 0 3px var(--tt-legal),
      0 0 0 7px var(--tt-focus-ring);
  }
  .fan:not(.can-draw) .back {
    filter: saturate(0.7) brightness(0.9);
  }
  .drawn {
    position: absolute;
    left: 50%;
    bottom: 0;
    translate: -50% 0;
    display: grid;
    justify-items: center;
    gap: 0.3rem;
    z-index: 300;
    text-align: center;
  }
  .wild-legend {
    display: flex;
    align-items: center;
    gap: 0.35rem;
    margin: 0 0 0.5rem;
  }
  .drawn-name {
    font-weight: 700;
    font-size: 1.05rem;
    background: rgb(0 0 0 / 0.35);
    padding: 0.1rem 0.6rem;
    border-radius: 999px;
  }
  .drawn-empty {
    display: grid;
    place-items: center;
    width: clamp(110px, 22cqi, 150px);
    aspect-ratio: 100 / 64;
    border: 3px dashed rgb(255 255 255 / 0.55);
    border-radius: var(--tt-card-radius);
    font-weight: 700;
    padding: 0.25rem;
  }

  /* A narrow table has no room for an arc of 49 clickable cards: spread them in rows instead. */
  @container (max-width: 540px) {
    .fan {
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      gap: 4px;
      height: auto;
      max-width: none;
    }
    .fan-card {
      position: relative;
      left: auto;
      bottom: auto;
      width: 34px;
      height: 48px;
      transform: none;
      z-index: auto;
    }
    .back {
      width: 100%;
      height: 100%;
      border-width: 2px;
      border-radius: 5px;
    }
    .drawn {
      position: static;
      translate: none;
      width: 100%;
      margin-top: 0.5rem;
    }
    /* A phone: smaller snake cards, so a snake wraps in rows of three or four. */
    .hisss {
      --hisss-segment: 70px;
    }
  }

  /* ------------------------------------------------------------ snakes */
  .snake-list {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem 1rem;
  }
  /* A snake reads left to right, head end first, and wraps onto the next row like a line of text:
     the places to lay the drawn card are its first and last segments. */
  .snake {
    display: flex;
    align-items: flex-start;
    gap: 0.3rem;
    padding: 0.35rem 0.5rem;
    border-radius: var(--tt-radius);
    background: rgb(0 0 0 / 0.14);
    max-width: 100%;
    min-width: 0;
  }
  .segments {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    row-gap: 0.4rem;
    min-width: 0;
  }
  .segments > .target:first-child {
    margin-inline-end: 0.3rem;
  }
  .segments > .card + .target {
    margin-inline-start: 0.3rem;
  }
  .snake-number {
    display: grid;
    place-items: center;
    width: 1.6rem;
    height: 1.6rem;
    flex: none;
    border-radius: 50%;
    background: var(--tt-felt-text);
    color: var(--tt-felt-edge);
    font-weight: 800;
    margin-top: max(0px, calc(var(--hisss-segment) * 0.32 - 0.8rem));
  }
  .segments > .target + .target {
    margin-inline-start: 0.3rem;
  }
  .target,
  .join,
  .start {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    padding: 4px;
    border: 0;
    border-radius: var(--tt-card-radius);
    background: rgb(255 255 255 / 0.2);
    color: var(--tt-felt-text);
    animation: glow 1.6s ease-in-out infinite alternate;
  }
  .target:hover,
  .join:hover,
  .start:hover {
    background: rgb(255 255 255 / 0.38);
  }
  @keyframes glow {
    from {
      box-shadow: 0 0 0 0 rgb(255 216 77 / 0.2);
    }
    to {
      box-shadow: 0 0 12px 4px rgb(255 216 77 / 0.75);
    }
  }
  .joins {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.6rem;
    margin-top: 0.75rem;
  }
  .joins-title {
    margin: 0;
    width: 100%;
    font-weight: 700;
  }
  .join-tag {
    font-weight: 700;
    font-size: 0.85rem;
    padding: 0 0.3rem;
  }
  .start {
    margin-top: 0.75rem;
    padding: 6px 14px 6px 6px;
    font-weight: 700;
    font-size: 1.05rem;
  }

  /* ------------------------------------------------------------ pits */
  .pits {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
    gap: 0.6rem;
  }
  .pit {
    border-radius: var(--tt-radius);
    background: rgb(60 35 10 / 0.35);
    border: 2px dashed rgb(255 255 255 / 0.3);
    padding: 0.4rem 0.6rem 0.5rem;
    min-height: 4rem;
  }
  .pit.mine {
    border-style: solid;
    border-color: rgb(255 255 255 / 0.7);
  }
  .pit-title {
    display: flex;
    justify-content: space-between;
    margin: 0 0 0.3rem;
    font-weight: 700;
  }
  .pit-count {
    min-width: 1.8rem;
    text-align: center;
    background: var(--tt-felt-text);
    color: var(--tt-felt-edge);
    border-radius: 999px;
    padding: 0 0.4rem;
  }
  .pit-empty {
    margin: 0;
    opacity: 0.75;
    font-size: 0.9rem;
  }
  .pit-snake {
    display: flex;
    flex-wrap: wrap;
    width: fit-content;
    max-width: 100%;
    margin-bottom: 0.3rem;
    padding: 2px 4px;
    border-radius: 6px;
    background: rgb(0 0 0 / 0.18);
  }

  /* ------------------------------------------------------------ Hisss! */
  /* It pops up from its top right corner, so it never reaches past the table's edge. */
  .celebration {
    position: absolute;
    top: 0.25rem;
    right: 0.75rem;
    max-width: calc(100% - 1.5rem);
    transform-origin: top right;
    text-align: center;
    display: grid;
    justify-items: center;
    pointer-events: none;
    z-index: 400;
    animation: hiss 2.4s ease-out forwards;
  }
  .bubble {
    font-size: clamp(1.6rem, 6cqi, 2.6rem);
    font-weight: 900;
    letter-spacing: 0.04em;
    color: #2b1d00;
    background: var(--tt-legal);
    border: 4px solid #fff;
    border-radius: 999px;
    padding: 0.1rem 1.1rem;
    box-shadow: var(--tt-shadow);
    rotate: -6deg;
  }
  .who {
    margin-top: 0.3rem;
    font-weight: 700;
    background: rgb(0 0 0 / 0.45);
    padding: 0 0.6rem;
    border-radius: 999px;
  }
  /* It pops up and goes, always fully opaque while it shows (faded text would be hard to read). */
  @keyframes hiss {
    0% {
      scale: 0.4;
    }
    12% {
      scale: 1.15;
    }
    20% {
      scale: 1;
    }
    90% {
      scale: 1;
      visibility: visible;
    }
    100% {
      scale: 0;
      visibility: hidden;
    }
  }

  .rules {
    padding-inline-start: 1.3rem;
    line-height: 1.5;
  }
  .rules li {
    margin-bottom: 0.35rem;
  }
`;
