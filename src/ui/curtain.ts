import { html, type TemplateResult } from 'lit';
import type { Seat } from '../dsl/types.js';

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
export function curtainStatus(name: string): string {
  return `Pass the device to ${name}.`;
}

/**
 * The pass-the-device curtain (parts `curtain` and `curtain-button`), drawn in the table's own
 * shadow root so the table's `::part()` styling and focus handling reach it.
 */
export function renderCurtain(name: string, onReveal: () => void): TemplateResult {
  return html`<div part="curtain" class="curtain">
    <p class="curtain-title">Pass the device to ${name}</p>
    <p>Everyone else, no peeking!</p>
    <button part="curtain-button" class="tt-button primary" @click=${onReveal}>I'm ${name} — show my table</button>
  </div>`;
}
