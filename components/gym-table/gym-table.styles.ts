import { css } from 'lit';

export const styles = css`
  :host {
    --gym-card-face: #fffdf6;
    --gym-card-back: #1d3557;
    --gym-kid-w: 74px;
    --gym-kid-h: 104px;
    --tt-felt: #c98f52;
    --tt-felt-edge: #8a5a2b;
  }

  .gym {
    display: grid;
    /* One column no wider than the table: on a phone the Events scroll sideways inside it. */
    grid-template-columns: minmax(0, 1fr);
    gap: 0.9rem;
  }
  /* The gym floor: wooden boards with court lines. */
  :host([data-floor='off']) .gym {
    background: none;
  }
  .section-title {
    margin: 0 0 0.4rem;
    font-size: 0.95rem;
    letter-spacing: 0.05em;
    text-transform: uppercase;
  }
  .section-title .count {
    font-size: 0.8rem;
    text-transform: none;
    letter-spacing: 0;
    opacity: 0.85;
    margin-left: 0.4rem;
  }
  .count-note {
    margin: 0;
    padding: 0.4rem 0.6rem;
    border-radius: 6px;
    background: rgb(255 255 255 / 0.85);
    color: #222;
  }
  .icon {
    width: 18px;
    height: 18px;
    flex: none;
  }

  /* ------------------------------------------------------------ kid cards */
  .kid {
    position: relative;
    display: inline-grid;
    grid-template-rows: auto auto 1fr;
    justify-items: center;
    width: var(--gym-kid-w);
    height: var(--gym-kid-h);
    box-sizing: border-box;
    padding: 4px 3px 3px;
    border-radius: 7px;
    background: var(--gym-card-face);
    color: #222;
    border: 2px solid #d8cfb8;
    box-shadow: 0 2px 3px rgb(0 0 0 / 0.35);
    line-height: 1.1;
    flex: none;
  }
  .kid.brat {
    border-color: #c1121f;
    background: repeating-linear-gradient(135deg, #fff5f5 0 6px, #ffe3e3 6px 12px);
  }
  /* Card texts are drawn from data attributes: the card's accessible name is its aria-label. */
  .kid [data-text]::before {
    content: attr(data-text);
  }
  .kid .portrait {
    width: 44px;
    height: 36px;
  }
  .kid-name {
    font-weight: 700;
    font-size: 0.8rem;
  }
  .banner {
    position: absolute;
    top: 3px;
    left: -3px;
    padding: 0 4px;
    background: #c1121f;
    color: #fff;
    font-size: 0.62rem;
    font-weight: 700;
    text-transform: uppercase;
    border-radius: 0 3px 3px 0;
  }
  .skills {
    display: flex;
    gap: 3px;
    align-self: end;
  }
  .skill {
    display: inline-flex;
    align-items: center;
    gap: 1px;
    padding: 1px 3px 1px 1px;
    border-radius: 10px;
    background: color-mix(in srgb, var(--ev) 35%, white);
    border: 1px solid var(--ev);
    font-size: 0.78rem;
  }
  .skill .icon {
    width: 15px;
    height: 15px;
  }
  .kid.small {
    --gym-kid-w: 58px;
    --gym-kid-h: 80px;
    padding-top: 2px;
  }
  .kid.small .portrait {
    width: 32px;
    height: 26px;
  }
  .kid.small .kid-name {
    font-size: 0.7rem;
  }
  .kid.small .skill .icon {
    width: 12px;
    height: 12px;
  }
  .kid.small .skill {
    font-size: 0.68rem;
  }
  .kid.back {
    display: inline-grid;
    place-items: center;
    background: repeating-linear-gradient(45deg, var(--gym-card-back) 0 8px, #274c77 8px 16px);
    border: 3px solid #f1faee;
  }
  .back-logo {
    font-weight: 900;
    color: #f1faee;
    letter-spacing: 0.08em;
    font-size: 1rem;
    transform: rotate(-20deg);
  }
  .card-btn {
    position: relative;
    padding: 0;
    border: 0;
    background: none;
    border-radius: 8px;
    cursor: pointer;
  }
  .card-btn:hover .kid,
  .card-btn:focus-visible .kid {
    translate: 0 -4px;
  }

  /* ------------------------------------------------------------ pick phase */
  .pick-area {
    display: grid;
    grid-template-columns: minmax(220px, 300px) 1fr;
    gap: 1rem;
    align-items: start;
  }
  @container (max-width: 640px) {
    .pick-area {
      grid-template-columns: 1fr;
    }
  }
  .column {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  .track {
    position: relative;
    display: flex;
    align-items: center;
    gap: 4px;
    height: 34px;
  }
  .rail {
    position: absolute;
    inset: 0 40px 0 0;
    display: flex;
    justify-content: space-between;
    align-items: center;
    pointer-events: none;
  }
  .rail i {
    width: 2px;
    height: 100%;
    background: rgb(0 0 0 / 0.25);
  }
  .event-card {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 6px;
    border-radius: 6px;
    background: color-mix(in srgb, var(--ev) 40%, white);
    border: 2px solid #222;
    color: #222;
    font-weight: 700;
    font-size: 0.8rem;
  }
  .track .event-card {
    position: relative;
    margin-left: calc(var(--steps) * 9px);
    min-width: 118px;
    transition: margin-left 200ms ease-out;
  }
  .track.out .event-card {
    opacity: 0.6;
    border-style: dashed;
  }
  .ev-steps {
    margin-left: auto;
    font-size: 0.72rem;
    background: #222;
    color: #fff;
    border-radius: 8px;
    padding: 0 5px;
  }
  .adv,
  .pair,
  .wide,
  .small-btn,
  .target-btn,
  .coach-btn,
  .chip,
  .place-btn,
  .move-here {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: 3px;
    font: inherit;
    font-weight: 700;
    border-radius: 6px;
    border: 2px solid #222;
    background: #fff;
    color: #222;
    cursor: pointer;
    padding: 2px 6px;
  }
  .adv {
    margin-left: auto;
  }
  .pairs {
    margin-top: 0.5rem;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .pair {
    font-size: 0.8rem;
    padding: 1px 4px;
  }
  .wide {
    padding: 4px 10px;
    background: var(--tt-surface-raised, #fff);
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    align-items: flex-end;
  }
  .stack {
    display: inline-grid;
    justify-items: center;
    gap: 2px;
    margin-left: 0.5rem;
  }
  .stack .card-btn {
    display: grid;
    justify-items: center;
  }
  .stack-label {
    font-size: 0.75rem;
    font-weight: 700;
  }

  /* ------------------------------------------------------------ play phase */
  .arena {
    overflow-x: auto;
    display: grid;
    gap: 6px;
  }
  .arena-head {
    display: grid;
    grid-template-columns: 1fr 130px 1fr;
    font-weight: 700;
    text-align: center;
  }
  .arena-head b {
    display: inline-block;
    min-width: 2em;
    padding: 0 6px;
    border-radius: 10px;
    background: #222;
    color: #fff;
  }
  .event-row {
    display: grid;
    grid-template-columns: 1fr 130px 1fr;
    gap: 6px;
    align-items: stretch;
    padding: 4px;
    border-radius: 10px;
    background: rgb(255 255 255 / 0.18);
    border-left: 6px solid var(--ev);
    border-right: 6px solid var(--ev);
  }
  .event-card.big {
    flex-direction: column;
    justify-content: center;
    text-align: center;
    gap: 2px;
  }
  .big-icon {
    width: 34px;
    height: 34px;
  }
  .ev-action {
    font-size: 0.72rem;
    font-weight: 600;
  }
  .active-event {
    outline: 4px solid #ffd166;
  }
  .side {
    position: relative;
    display: flex;
    gap: 5px;
    align-items: center;
    padding: 3px 6px;
    border-radius: 8px;
    background: rgb(0 0 0 / 0.12);
    min-height: 86px;
  }
  .side-1 {
    flex-direction: row-reverse;
  }
  .side.coached {
    background: repeating-linear-gradient(90deg, rgb(0 0 0 / 0.18) 0 4px, rgb(0 0 0 / 0.08) 4px 10px);
  }
  .side-score {
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: #222;
    color: #fff;
    font-weight: 800;
    flex: none;
  }
  .slot {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    width: 58px;
    min-height: 80px;
  }
  .slot .empty {
    width: 54px;
    height: 76px;
    border: 2px dashed rgb(0 0 0 / 0.3);
    border-radius: 7px;
  }
  .slot.active-kid .kid {
    outline: 3px solid #ffd166;
  }
  .slot.chosen .kid {
    outline: 4px double #222;
    translate: 0 -3px;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 2px;
    z-index: 2;
  }
  .chip {
    font-size: 0.62rem;
    padding: 0 2px;
    border-width: 1px;
  }
  .chip .icon {
    width: 11px;
    height: 11px;
  }
  .chip.marked::after,
  .place-btn.marked::after,
  .coach-btn.marked::after {
    display: none;
  }
  .move-here {
    width: 54px;
    height: 76px;
    justify-content: center;
    font-size: 1.6rem;
    border-style: dashed;
  }
  .side-1 .move-here .arrow {
    transform: scaleX(-1);
  }
  .coach-spot {
    display: flex;
    flex-direction: column;
    gap: 2px;
    align-items: center;
    min-width: 40px;
  }
  .coach {
    display: inline-grid;
    justify-items: center;
    padding: 2px 4px;
    border-radius: 6px;
    background: #ffd166;
    border: 2px solid #222;
    color: #222;
    font-size: 0.68rem;
    font-weight: 700;
  }
  .whistle {
    width: 20px;
    height: 20px;
  }
  .coach-btn {
    font-size: 0.62rem;
    padding: 0 2px;
    border-width: 1px;
  }
  .coach-btn .icon {
    width: 11px;
    height: 11px;
  }
  .coaches {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  .bench {
    display: inline-flex;
    gap: 4px;
    align-items: center;
  }
  .bench.posted {
    opacity: 0.65;
  }

  /* ------------------------------------------------------------ turn bar and hands */
  .action-bar {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    padding: 6px 8px;
    border-radius: 8px;
    background: rgb(255 255 255 / 0.85);
    color: #222;
  }
  .open-action {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    margin-right: 6px;
    font-weight: 700;
  }
  .hands {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(280px, 100%), 1fr));
    gap: 8px;
  }
  .hand.mine {
    grid-column: 1 / -1;
  }
  .coach-of {
    display: inline-flex;
    align-items: center;
    gap: 1px;
  }
  .coach-of .icon {
    width: 11px;
    height: 11px;
  }
  .hand {
    padding: 6px 8px;
    border-radius: 8px;
    background: rgb(0 0 0 / 0.14);
  }
  .hand.mine {
    background: rgb(255 255 255 / 0.3);
  }
  .hand-title {
    margin: 0 0 4px;
    font-weight: 700;
  }
  .team-tag {
    padding: 0 6px;
    border-radius: 8px;
    background: #222;
    color: #fff;
    font-size: 0.8rem;
  }
  .team-1 .team-tag {
    background: #f1faee;
    color: #222;
    border: 1px solid #222;
  }
  .exempt {
    margin-left: 6px;
    font-size: 0.75rem;
    padding: 0 5px;
    border-radius: 8px;
    background: #2a9d8f;
    color: #fff;
  }
  .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: flex-start;
  }
  .hand:not(.mine) .cards .kid.back {
    --gym-kid-w: 40px;
    --gym-kid-h: 56px;
    margin-right: -22px;
  }
  .hand:not(.mine) .back-logo {
    font-size: 0.6rem;
  }
  .hand-card {
    display: grid;
    justify-items: center;
    gap: 3px;
  }
  .place-row {
    display: flex;
    gap: 2px;
  }
  .place-btn {
    padding: 1px;
    border-width: 1px;
  }
  .place-btn .icon {
    width: 15px;
    height: 15px;
  }
  .forced-wrap {
    display: grid;
    justify-items: center;
    padding: 2px;
    border: 3px solid #c1121f;
    border-radius: 9px;
  }
  .forced-label {
    font-size: 0.7rem;
    font-weight: 800;
    text-transform: uppercase;
    color: #c1121f;
    background: #fff;
    padding: 0 4px;
    border-radius: 4px;
  }
  .target-btn {
    align-self: center;
    margin-left: 26px;
  }
  .small-btn {
    font-size: 0.75rem;
    padding: 1px 6px;
  }
  .rules ul {
    margin: 0.2rem 0;
  }
`;
