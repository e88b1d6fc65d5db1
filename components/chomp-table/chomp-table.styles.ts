import { css } from 'lit';
import { tokenDefaults } from '../../src/ui/theme.styles.js';

export const styles = css`
  :host {
    ${tokenDefaults({ felt: '#1d6f9a', 'felt-edge': '#124a69' })}
    --chomp-card: clamp(92px, 24cqi, 150px);
  }

  /* A select in the New game form is a grid item of its label: without this its automatic
     minimum (its longest choice) widens the label's track past a phone's width. */
  [part~='setup']::part(option),
  [part~='setup']::part(pace-select) {
    min-inline-size: 0;
  }

  .chomp {
    display: grid;
    gap: 0.75rem;
    container-type: inline-size;
  }
  .problem {
    margin: 0 0 0.5rem;
    color: var(--tt-danger);
    font-weight: 600;
  }

  /* ------------------------------------------------------------ top row */
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.6rem;
  }
  .chain-button {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    font-weight: 700;
  }
  .chain-icon {
    display: inline-block;
    width: 32px;
    height: 32px;
    line-height: 0;
  }
  .chain-icon .art {
    width: 100%;
    height: 100%;
  }
  .mode {
    font-weight: 700;
    letter-spacing: 0.03em;
  }
  .middle {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    margin-inline-start: auto;
    padding: 0.2rem 0.6rem;
    border-radius: 999px;
    background: rgb(0 0 0 / 0.22);
  }
  .middle.empty {
    opacity: 0.75;
  }
  .stack {
    display: inline-flex;
  }
  .stack > * + * {
    margin-inline-start: -14px;
  }

  .mini,
  .back {
    display: inline-block;
    line-height: 0;
  }
  .mini {
    width: 36px;
    height: 38px;
  }
  .back.mini {
    width: 36px;
    height: 38px;
  }
  .back.tiny {
    width: 16px;
    height: 17px;
  }
  .mini .art,
  .back .art {
    width: 100%;
    height: 100%;
  }

  /* ------------------------------------------------------------ the banner */
  .banner {
    margin: 0;
    min-height: 2.6rem;
    text-align: center;
    font-size: clamp(1.3rem, 6cqi, 2.2rem);
    font-weight: 900;
    letter-spacing: 0.02em;
    text-shadow: 0 2px 0 rgb(0 0 0 / 0.35);
  }
  .banner span {
    display: inline-block;
    padding: 0 0.6rem;
    border-radius: 0.6rem;
    animation: pop 0.35s ease-out;
  }
  .banner.frenzy span {
    background: #ffd400;
    color: #1a1a1a;
    text-shadow: none;
  }
  .banner.ink span {
    background: #2b2d42;
    color: #fff;
  }
  .banner.tie span,
  .banner.none span {
    background: rgb(255 255 255 / 0.85);
    color: #1a1a1a;
    text-shadow: none;
  }
  @keyframes pop {
    from {
      transform: scale(0.6);
      opacity: 0;
    }
    to {
      transform: scale(1);
      opacity: 1;
    }
  }

  /* ------------------------------------------------------------ the sea */
  .sea {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(var(--chomp-card), 30%), var(--chomp-card)));
    justify-content: center;
    gap: 0.6rem;
  }
  /* On a phone the places make even rows: four as two by two, five or six as rows of three. */
  @container (max-width: 520px) {
    .sea.n4 {
      --chomp-card: 140px;
      grid-template-columns: repeat(2, minmax(0, 150px));
    }
    .sea.n5,
    .sea.n6 {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  .spot {
    display: grid;
    justify-items: center;
    align-content: start;
    gap: 0.25rem;
    min-width: 0;
    padding: 0.35rem;
    border-radius: 0.8rem;
    background: rgb(255 255 255 / 0.1);
  }
  .spot.mine {
    outline: 3px solid rgb(255 255 255 / 0.7);
    outline-offset: -3px;
  }
  .spot.is-out .slot,
  .spot.is-out .card .art {
    opacity: 0.55;
  }
  .spot.winner {
    background: rgb(255 215 0 / 0.28);
  }
  .who {
    margin: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    flex-wrap: wrap;
    gap: 0.3rem;
    max-width: 100%;
    font-weight: 700;
    text-align: center;
  }
  .who-name {
    overflow-wrap: anywhere;
  }
  .pile-count {
    display: inline-flex;
    align-items: center;
    gap: 0.15rem;
    font-weight: 600;
    opacity: 0.9;
  }

  .card,
  .slot {
    display: block;
    width: 100%;
    max-width: var(--chomp-card);
    padding: 0;
    border: none;
    background: none;
    color: inherit;
    font: inherit;
    line-height: 1.1;
  }
  .slot {
    aspect-ratio: 100 / 124;
    opacity: 0.85;
  }
  .slot .back {
    width: 100%;
  }
  .out-slot {
    display: grid;
    place-items: center;
    border: 2px dashed rgb(255 255 255 / 0.5);
    border-radius: 10px;
    font-weight: 700;
    text-align: center;
  }
  .face {
    display: grid;
    gap: 0.15rem;
    padding: 4px 4px 6px;
    border-radius: 12px;
    background: #fff;
    color: #1a1a1a;
    box-shadow: 0 3px 6px rgb(0 0 0 / 0.35);
    animation: flip 0.3s ease-out;
  }
  .face .art {
    width: 100%;
    height: auto;
    display: block;
  }
  .face .name {
    font-weight: 800;
    font-size: clamp(0.8rem, 3.4cqi, 1rem);
    text-align: center;
  }
  .card.old .face {
    animation: none;
    background: #e9eef2;
  }
  .card.old .face .art {
    opacity: 0.55;
  }
  button.card {
    cursor: pointer;
    border-radius: 14px;
    touch-action: none;
  }
  button.card.good .face {
    box-shadow: 0 0 0 4px #ffd400, 0 3px 6px rgb(0 0 0 / 0.35);
  }
  button.card:focus-visible {
    outline: 4px solid var(--tt-focus-ring);
    outline-offset: 3px;
  }
  button.card:active .face {
    transform: scale(0.96);
  }
  @keyframes flip {
    from {
      transform: rotateY(90deg);
    }
    to {
      transform: rotateY(0);
    }
  }

  .tags {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.2rem;
    min-height: 1.4rem;
  }
  .tag {
    padding: 0 0.4rem;
    border-radius: 999px;
    font-size: 0.85rem;
    font-weight: 800;
    background: #fff;
    color: #1a1a1a;
  }
  .tag.bad {
    background: #ffe1e1;
    color: #8a0010;
  }
  .tag.win {
    background: #ffd400;
  }
  .tag.out {
    background: #e6e6e6;
  }

  /* ------------------------------------------------------------ the pads */
  .pads {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
    gap: 0.6rem;
  }
  .pad-box {
    display: grid;
    gap: 0.35rem;
  }
  .pad {
    display: grid;
    justify-items: center;
    align-content: center;
    gap: 0.1rem;
    min-height: 96px;
    padding: 0.5rem;
    border: 3px solid #fff;
    border-radius: 1rem;
    background: #c2381a;
    color: #fff;
    font: inherit;
    text-align: center;
    touch-action: none;
    user-select: none;
    -webkit-user-select: none;
  }
  button.pad {
    cursor: pointer;
    box-shadow: 0 5px 0 #7a220f;
  }
  button.pad:active {
    transform: translateY(3px);
    box-shadow: 0 2px 0 #7a220f;
  }
  button.pad:focus-visible {
    outline: 4px solid var(--tt-focus-ring);
    outline-offset: 3px;
  }
  .pad.idle {
    background: #12405c;
    border-style: dashed;
  }
  .pad-name {
    font-weight: 700;
  }
  .pad-word {
    font-size: 1.7rem;
    font-weight: 900;
    line-height: 1.1;
  }
  .pad-key {
    min-width: 2rem;
    padding: 0.05rem 0.4rem;
    border-radius: 0.35rem;
    background: #fff;
    color: #1a1a1a;
    font: 800 1.1rem ui-monospace, monospace;
  }
  .pad-wait {
    font-weight: 600;
  }
  .pad-targets {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    justify-content: center;
  }
  .pad-targets .target {
    min-width: 44px;
    min-height: 44px;
    padding: 2px;
    border: 2px solid #fff;
    border-radius: 0.5rem;
    background: #fff;
    touch-action: none;
    cursor: pointer;
  }

  /* ------------------------------------------------------------ the food chain */
  .chain-dialog {
    max-width: min(30rem, calc(100vw - 2rem));
    max-height: calc(100vh - 2rem);
    border: none;
    border-radius: 1rem;
    padding: 1rem;
    background: #f4fbff;
    color: #1a1a1a;
  }
  .chain-dialog::backdrop {
    background: rgb(0 30 50 / 0.6);
  }
  .chain-dialog h3 {
    margin-top: 0;
  }
  .chain {
    display: grid;
    gap: 0.6rem;
  }
  .ladder,
  .actions {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.15rem;
  }
  .rung,
  .actions li {
    display: flex;
    align-items: center;
    gap: 0.6rem;
  }
  .rung .mini,
  .actions .mini {
    width: 48px;
    height: 50px;
    flex: none;
  }
  .rung-text {
    display: grid;
  }
  .eats {
    font-size: 0.9rem;
  }
  .ladder .arrow {
    padding-inline-start: 16px;
    font-size: 0.9rem;
    line-height: 1;
    color: #1d6f9a;
  }
  .actions {
    border-top: 2px dashed #9fc3d8;
    padding-top: 0.5rem;
  }
  .chain-note {
    margin: 0;
    font-size: 0.9rem;
  }
  .chain-dialog form {
    margin-top: 0.8rem;
    text-align: end;
  }
  .chain-dialog form button {
    min-height: 44px;
    min-width: 44px;
  }

  @media (prefers-reduced-motion: reduce) {
    .banner span,
    .face {
      animation: none;
    }
    button.pad:active,
    button.card:active .face {
      transform: none;
    }
  }
`;
