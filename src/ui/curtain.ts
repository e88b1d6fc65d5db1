import { html, type TemplateResult } from 'lit';
import type { Seat } from '../dsl/types.js';
import { seat, t, type Text } from '../i18n/text.js';

/** What decides whether the pass-the-device curtain is up. */
export interface CurtainSituation {
  /** The game's seats hold secrets from each other. */
  privateInfo: boolean;
  /** The seat whose screen it would be (null: a spectator's). */
  seat: Seat | null;
  /** The screen is shared (`view="hotseat"`). */
  hotseat: boolean;
  /** How many seats people play. */
  people: number;
  over: boolean;
  /** The seat that lifted the curtain last (null: nobody since the last change of hands). */
  revealed: Seat | null;
}

/**
 * Whether the curtain covers the table: when two or more people share the screen of a game with
 * secrets between seats, until the person to act lifts it. While it is up, the table draws the
 * whole screen from a spectator's view.
 */
export function curtainUp(s: CurtainSituation): boolean {
  return s.privateInfo && s.seat !== null && s.hotseat && s.people >= 2 && !s.over && s.revealed !== s.seat;
}

/** The status line while the curtain is up. */
export function curtainStatus(next: Seat): Text {
  return t`Pass the device to ${seat(next)}.`;
}

/** The curtain's own texts for the seat to come (the test kit allows exactly these words on it). */
export function curtainTexts(next: Seat): Text[] {
  return [curtainStatus(next), t`Pass the device to ${seat(next)}`, t`Everyone else, no peeking!`, t`I'm ${seat(next)} — show my table`];
}

/**
 * The pass-the-device curtain (parts `curtain` and `curtain-button`), drawn in the table's own
 * shadow root so the table's `::part()` styling and focus handling reach it.
 */
export function renderCurtain(tr: (text: Text) => string, next: Seat, onReveal: () => void): TemplateResult {
  const [, title, others, button] = curtainTexts(next);
  return html`<div part="curtain" class="curtain">
    <p class="curtain-title">${tr(title!)}</p>
    <p>${tr(others!)}</p>
    <button part="curtain-button" class="tt-button primary" @click=${onReveal}>${tr(button!)}</button>
  </div>`;
}
