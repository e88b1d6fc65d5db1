/**
 * Small drawings of the Killer Bunnies table: a d12 in its palette colour with its symbol, a
 * bunny's colour badge, and the words for a card's type. Colour is never alone: each die and
 * each bunny colour carries the shared palette's symbol, and its name is in the label.
 */
import { html, svg, type TemplateResult } from 'lit';
import type { BunnyColour, CardType, Die } from '../../machines/killer-bunnies/index.js';
import { t, type Message } from '../../src/i18n/index.js';
import { PALETTE, paletteSymbol, type PaletteName } from '../../src/ui/palette.js';

/** The palette colour of each d12 and each bunny colour (violet is the palette's purple). */
export const DIE_PALETTE: Record<Die, PaletteName> = { violet: 'purple', orange: 'orange', green: 'green', yellow: 'yellow', blue: 'blue', black: 'black' };
export const BUNNY_PALETTE: Record<BunnyColour, PaletteName> = { blue: 'blue', green: 'green', orange: 'orange', violet: 'purple', yellow: 'yellow' };

/** A d12 face: a pentagon in the die's colour, its symbol small in the corner, the number big. */
export function dieFace(die: Die, value: number | null): TemplateResult {
  const name = DIE_PALETTE[die];
  const c = PALETTE[name];
  return html`<svg class="die" viewBox="0 0 48 48" aria-hidden="true" focusable="false" data-die=${die}>
    <path d="M24 2 L46 18 L38 46 L10 46 L2 18 Z" fill=${c.fill} stroke=${c.ink} stroke-width="2" />
    ${paletteSymbol(name, 11, 21, 14)}
    ${value === null ? svg`` : svg`<text x="30" y="38" text-anchor="middle" font-size="20" font-weight="700" fill=${c.on}>${value}</text>`}
  </svg>`;
}

/** A bunny's colour as a round badge with the colour's symbol. */
export function bunnyBadge(colour: BunnyColour | null): TemplateResult {
  if (colour === null) {
    // The Free Agent: every colour, drawn as a white disc with a star of strokes.
    return html`<svg class="badge" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-free-agent>
      <circle cx="12" cy="12" r="10.5" fill="#fff" stroke="#333" stroke-width="1.5" />
      <path d="M12 4 V20 M5 8 L19 16 M5 16 L19 8" stroke="#8e4fd6" stroke-width="2.4" stroke-linecap="round" />
    </svg>`;
  }
  const name = BUNNY_PALETTE[colour];
  const c = PALETTE[name];
  return html`<svg class="badge" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-swatch=${name}>
    <circle cx="12" cy="12" r="10.5" fill=${c.fill} stroke=${c.ink} stroke-width="1.5" />${paletteSymbol(name, 12, 12, 13)}
  </svg>`;
}

export const TYPE_NAMES: Record<CardType, Message> = {
  run: t`Run`,
  special: t`Special`,
  verySpecial: t`Very Special`,
  playImmediately: t`Play Immediately`,
  dolla: t`Kaballa Dolla`,
};

/** A small carrot, drawn (no emoji font needed). */
export function carrotIcon(): TemplateResult {
  return html`<svg class="carrot" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M6 21 C4 20 4 18 5 16 L14 7 L17 10 L8 19 C7.5 20 7 21 6 21 Z" fill="#f7882f" stroke="#a54a00" stroke-width="1.2" />
    <path d="M15 8 C15 5 16 3 18 2 M16 9 C19 9 21 8 22 6 M15.5 8.5 C18 6 20 5 22 5" stroke="#2f9e57" stroke-width="1.8" fill="none" stroke-linecap="round" />
  </svg>`;
}
