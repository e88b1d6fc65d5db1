import { css } from 'lit';
import { tokenDefaults } from '../../src/ui/theme.styles.js';

export const styles = css`
  :host {
    ${tokenDefaults({ felt: '#c98f52', 'felt-edge': '#8a5a2b' })}
    --gym-card-face: #fffdf6;
    --gym-card-back: #1d3557;
    --gym-kid-w: 74px;
    --gym-kid-h: 104px;
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
  .kid [data-text]::before,
  .plus[data-text]::before,
  .kid-badge[data-text]::before,
  .coach [data-text]::before {
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
    /* Each space is a twelfth of the track left beside the card: an advance is a clear step. */
    margin-left: calc(var(--steps) * (100% - 190px) / 12);
    min-width: 150px;
    transition: margin-left 300ms ease-out;
  }
  .track.out .event-card {
    border-style: dashed;
    background: repeating-linear-gradient(135deg, #fff 0 5px, color-mix(in srgb, var(--ev) 30%, white) 5px 10px);
  }
  .track.moved .event-card {
    outline: 4px solid #ffd166;
    box-shadow: 0 0 0 6px #222;
  }
  .moved-badge {
    padding: 0 4px;
    border-radius: 6px;
    background: #222;
    color: #ffd166;
    font-size: 0.75rem;
  }
  .ev-steps {
    margin-left: auto;
    font-size: 0.72rem;
    background: #222;
    color: #fff;
    border-radius: 8px;
    padding: 0 5px;
  }
  .ev-fate {
    font-size: 0.68rem;
    font-weight: 700;
    text-transform: uppercase;
  }
  .choice-btn,
  .wide,
  .target-btn,
  .coach-btn,
  .action-choice,
  .coach.choice {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: 4px;
    font: inherit;
    font-weight: 700;
    border-radius: 8px;
    border: 2px solid #222;
    background: #fff;
    color: #222;
    cursor: pointer;
    padding: 4px 8px;
    min-block-size: var(--tt-target-size);
    min-inline-size: var(--tt-target-size);
  }
  .brat-choice {
    margin-top: 0.6rem;
    padding: 8px;
    border-radius: 10px;
    background: rgb(255 255 255 / 0.9);
    color: #222;
  }
  .choice-title {
    margin: 0 0 0.3rem;
    font-weight: 700;
  }
  .choice-head {
    margin: 0.5rem 0 0.3rem;
    font-size: 0.85rem;
  }
  .choices {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(150px, 100%), 1fr));
    gap: 6px;
  }
  .choice-btn {
    min-width: 0;
    flex-wrap: wrap;
    font-size: 0.8rem;
    text-align: start;
    line-height: 1.15;
  }
  .choice-btn > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .choice-btn .plus {
    margin-left: auto;
    padding: 0 4px;
    border-radius: 6px;
    background: #222;
    color: #fff;
    white-space: nowrap;
  }
  .choice-btn:hover,
  .choice-btn:focus-visible {
    background: #ffd166;
  }
  .keep {
    margin-top: 0.5rem;
  }
  .wide {
    padding: 4px 12px;
    background: var(--tt-surface-raised);
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
    display: grid;
    gap: 8px;
  }
  .event-row {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 120px minmax(0, 1fr);
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
  .side-1 .slots {
    flex-direction: row-reverse;
  }
  .side.coached {
    background: repeating-linear-gradient(90deg, rgb(0 0 0 / 0.18) 0 4px, rgb(0 0 0 / 0.08) 4px 10px);
  }
  .side-tag {
    display: grid;
    justify-items: center;
    gap: 2px;
    flex: none;
    font-size: 0.68rem;
    font-weight: 800;
    width: 44px;
    text-align: center;
    line-height: 1.1;
  }
  .side-score {
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: #222;
    color: #fff;
    font-size: 0.9rem;
  }
  .slots {
    display: flex;
    gap: 4px;
  }
  .slot {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    width: 58px;
    min-height: 80px;
  }
  .slot .empty {
    width: 54px;
    height: 76px;
    box-sizing: border-box;
    border: 2px dashed rgb(0 0 0 / 0.35);
    border-radius: 7px;
  }
  .slot.active-kid .kid {
    outline: 3px solid #ffd166;
  }
  .slot.chosen .kid {
    outline: 4px double #222;
    translate: 0 -3px;
  }
  .kid-badge {
    position: absolute;
    left: 50%;
    bottom: -6px;
    translate: -50% 0;
    display: inline-flex;
    align-items: center;
    gap: 2px;
    padding: 1px 5px;
    border-radius: 8px;
    border: 2px solid #222;
    background: #ffd166;
    color: #222;
    font-size: 0.7rem;
    font-weight: 800;
    white-space: nowrap;
  }
  .kid-badge .icon {
    width: 13px;
    height: 13px;
  }
  .board-kid.marked::after {
    display: none;
  }
  .place-here {
    display: grid;
    place-items: center;
    align-content: center;
    gap: 2px;
    width: 58px;
    height: 80px;
    padding: 2px;
    border: 3px dashed #222;
    border-radius: 8px;
    background: rgb(255 255 255 / 0.92);
    color: #222;
    font-weight: 800;
    font-size: 0.7rem;
  }
  .place-here .ghost {
    font-size: 1.4rem;
    line-height: 1;
  }
  .side-1 .place-here .ghost {
    transform: scaleX(-1);
  }
  .place-here:hover,
  .place-here:focus-visible {
    background: #ffd166;
  }
  .coach-spot {
    display: flex;
    flex-direction: column;
    gap: 2px;
    align-items: center;
    min-width: 48px;
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
    line-height: 1.1;
  }
  .coach.choice {
    display: inline-grid;
    background: #ffd166;
    font-size: 0.68rem;
    padding: 2px 6px;
  }
  .coach.choice.chosen,
  .action-choice.chosen {
    outline: 4px double #222;
    outline-offset: 1px;
  }
  .coach.choice.chosen::before,
  .action-choice.chosen::before {
    content: '✓';
    font-weight: 900;
  }
  .coach-of {
    font-size: 0.62rem;
    font-weight: 600;
  }
  .whistle {
    width: 20px;
    height: 20px;
  }
  .coach-btn {
    display: inline-grid;
    justify-items: center;
    font-size: 0.68rem;
    padding: 1px 3px;
    border-style: dashed;
  }
  .coach-btn.marked::after {
    display: none;
  }
  .coaches {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }

  /* On a phone each Event is a band: its card on top, then each team's side, read left to right. */
  @container (max-width: 820px) {
    .event-row {
      grid-template-columns: minmax(0, 1fr);
      gap: 4px;
    }
    .event-row .event-card.big {
      order: -1;
      flex-direction: row;
      justify-content: flex-start;
      gap: 8px;
      padding: 2px 8px;
    }
    .event-row .big-icon {
      width: 26px;
      height: 26px;
    }
    .side-1,
    .side-1 .slots {
      flex-direction: row;
    }
    .side-1 .place-here .ghost {
      transform: none;
    }
    .coach-spot {
      margin-left: auto;
    }
  }

  /* ------------------------------------------------------------ turn bar and hands */
  .action-bar {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    padding: 6px 8px;
    border-radius: 8px;
    background: rgb(255 255 255 / 0.9);
    color: #222;
  }
  .action-choices {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
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
  .hand-hint {
    margin: 0 0 6px;
    font-size: 0.85rem;
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
    background: #1d6b62;
    color: #fff;
  }
  .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 10px 8px;
    align-items: flex-start;
  }
  .hand:not(.mine) .kid.back {
    --gym-kid-w: 40px;
    --gym-kid-h: 56px;
    margin-right: -22px;
  }
  .hand:not(.mine) .back-logo {
    font-size: 0.6rem;
  }
  .backs {
    display: inline-flex;
    padding-right: 22px;
  }
  .card-btn.choice.chosen .kid {
    outline: 4px solid #222;
    outline-offset: 1px;
    translate: 0 -6px;
  }
  .card-btn.choice:not(.chosen) .kid {
    filter: saturate(0.85);
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
    background: #ffd166;
  }
  .target-btn .icon {
    width: 22px;
    height: 22px;
  }
  /* The game-over panel (a column per Event on a wide screen) never widens the page. */
  [part~='game-over'] {
    min-width: 0;
  }
  .rules ul {
    margin: 0.2rem 0;
  }
`;
