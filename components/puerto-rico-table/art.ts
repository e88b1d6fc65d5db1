/**
 * Small drawings of Puerto Rico's pieces: goods barrels with a symbol per kind (never colour
 * alone), plantation and quarry tiles, colonists, doubloons and VP chips. Inline SVG, no network.
 */
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { Good, TileKind } from '../../machines/puerto-rico/index.js';
import { t, type Message } from '../../src/i18n/index.js';

/**
 * Colour, ink and the words of each good (and the quarry): its name as a label ("Corn") and the
 * short word printed on a small tile ("Ind"), texts in the table's language.
 */
export const LOOK: Record<TileKind, { fill: string; ink: string; name: Message; letter: Message }> = {
  corn: { fill: '#f1c94a', ink: '#6e5200', name: t`Corn`, letter: t`Corn` },
  indigo: { fill: '#3d5fb8', ink: '#0f2357', name: t`Indigo`, letter: t`Ind` },
  sugar: { fill: '#f5f2ea', ink: '#5b5750', name: t`Sugar`, letter: t`Sug` },
  tobacco: { fill: '#a8703c', ink: '#4b2b0c', name: t`Tobacco`, letter: t`Tob` },
  coffee: { fill: '#4a2d1c', ink: '#f0dcc0', name: t`Coffee`, letter: t`Cof` },
  quarry: { fill: '#9a9a92', ink: '#33332f', name: t`Quarry`, letter: t`Qry` },
};

/** The symbol of a kind, drawn in a 20×20 box around (10, 10). */
function symbol(kind: TileKind): SVGTemplateResult {
  const { ink } = LOOK[kind];
  switch (kind) {
    case 'corn': // an ear of corn: a husk with rows of kernels
      return svg`<path d="M10 2 C14 6 14 13 10 18 C6 13 6 6 10 2 Z" fill="#fbe27a" stroke=${ink} stroke-width="1.2"/>
        <path d="M8 7 H12 M7.6 10 H12.4 M8 13 H12" stroke=${ink} stroke-width="1"/>
        <path d="M10 18 C7 16 4 13 4 9 M10 18 C13 16 16 13 16 9" fill="none" stroke="#4f7d2a" stroke-width="1.4"/>`;
    case 'indigo': // a drop of dye
      return svg`<path d="M10 2 C13 7 16 10 16 13 A6 6 0 0 1 4 13 C4 10 7 7 10 2 Z" fill="#5d7fd6" stroke=${ink} stroke-width="1.2"/>
        <path d="M7.5 13 A2.5 2.5 0 0 0 10 15.5" fill="none" stroke="#dbe5ff" stroke-width="1.2"/>`;
    case 'sugar': // a sugar cube
      return svg`<path d="M4 7 L10 4 L16 7 L16 14 L10 17 L4 14 Z" fill="#fff" stroke=${ink} stroke-width="1.2"/>
        <path d="M4 7 L10 10 L16 7 M10 10 V17" fill="none" stroke=${ink} stroke-width="1"/>`;
    case 'tobacco': // a leaf with its veins
      return svg`<path d="M10 2 C16 6 16 13 10 18 C4 13 4 6 10 2 Z" fill="#c08a4e" stroke=${ink} stroke-width="1.2"/>
        <path d="M10 4 V18 M10 8 L13 6.5 M10 8 L7 6.5 M10 12 L13.5 10 M10 12 L6.5 10" fill="none" stroke=${ink} stroke-width="0.9"/>`;
    case 'coffee': // a coffee bean
      return svg`<ellipse cx="10" cy="10" rx="5.5" ry="7.5" fill="#6b4129" stroke="#2a160b" stroke-width="1.2"/>
        <path d="M10 3 C8 7 12 13 10 17" fill="none" stroke="#f0dcc0" stroke-width="1.3"/>`;
    default: // quarry: stacked stones
      return svg`<path d="M3 16 L6 10 L11 9 L13 13 L17 12 L18 16 Z" fill="#c9c8bf" stroke=${ink} stroke-width="1.1"/>
        <path d="M6 10 L8 5 L12 4 L11 9" fill="#dedcd2" stroke=${ink} stroke-width="1.1"/>`;
  }
}

/** A goods barrel or plantation symbol as a standalone icon (aria-hidden; the text says the kind). */
export function goodIcon(kind: TileKind, size = 18): TemplateResult {
  return html`<svg class="icon good-icon" width=${size} height=${size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">${symbol(kind)}</svg>`;
}

/** A barrel of a good: a small cask with the good's symbol on it. */
export function barrel(good: Good, size = 22): TemplateResult {
  const { fill, ink } = LOOK[good];
  return html`<svg class="icon barrel" width=${size} height=${size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M5 3 H19 C21 8 21 16 19 21 H5 C3 16 3 8 5 3 Z" fill=${fill} stroke=${ink === '#f0dcc0' ? '#1d0f06' : ink} stroke-width="1.3"/>
    <path d="M4 7.5 H20 M4 16.5 H20" stroke="#00000055" stroke-width="1.2"/>
    <g transform="translate(6.5 6.5) scale(0.55)">${symbol(good)}</g>
  </svg>`;
}

/** A colonist: a brown wooden disc. */
export const colonistArt = (size = 14) =>
  html`<svg class="icon colonist" width=${size} height=${size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <circle cx="8" cy="8" r="6.5" fill="#6d4424" stroke="#2e1a0a" stroke-width="1.3"/><circle cx="6" cy="6" r="1.6" fill="#a87c55"/></svg>`;

/** A doubloon. */
export const coinArt = (size = 16) =>
  html`<svg class="icon coin" width=${size} height=${size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <circle cx="8" cy="8" r="6.8" fill="#e8c24a" stroke="#8a6410" stroke-width="1.2"/><circle cx="8" cy="8" r="4.2" fill="none" stroke="#8a6410" stroke-width="0.9"/></svg>`;

/** A VP chip: a hexagon with the abbreviation of victory points (`vp`: in the table's language). */
export const vpArt = (vp: string, size = 16) =>
  html`<svg class="icon vp" width=${size} height=${size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M8 1 L14 4.5 V11.5 L8 15 L2 11.5 V4.5 Z" fill="#d9cdb0" stroke="#6d5a2e" stroke-width="1.2"/>
    <text x="8" y="10.8" text-anchor="middle" font-size="6.5" font-weight="700" fill="#6d5a2e" textLength=${vp.length > 2 ? 11 : nothing}>${vp}</text></svg>`;

/** A ship in profile. */
export const shipArt = (size = 28) =>
  html`<svg class="icon ship" width=${size} height=${size * 0.7} viewBox="0 0 40 28" aria-hidden="true" focusable="false">
    <path d="M2 17 H38 L33 26 H7 Z" fill="#7a4a22" stroke="#3a2008" stroke-width="1.2"/>
    <path d="M20 2 V17 M20 3 L31 14 H20 Z" fill="#f4ecd8" stroke="#3a2008" stroke-width="1"/></svg>`;

/** The governor's crown. */
export const crownArt = (size = 18) =>
  html`<svg class="icon crown" width=${size} height=${size} viewBox="0 0 20 16" aria-hidden="true" focusable="false">
    <path d="M2 13 L3 4 L7 8 L10 2 L13 8 L17 4 L18 13 Z" fill="#f0c53c" stroke="#7a5a00" stroke-width="1.2"/></svg>`;

/** The role cards' emblems. */
export function roleArt(role: string, size = 26): TemplateResult {
  const body = (() => {
    switch (role) {
      case 'settler':
        return svg`<path d="M4 20 H20 M7 20 V12 L12 8 L17 12 V20" fill="#e9d9b0" stroke="#3a2a10" stroke-width="1.4"/><path d="M12 8 V3 M12 3 L16 5 L12 6" stroke="#3a2a10" fill="#c94a2a" stroke-width="1.2"/>`;
      case 'mayor':
        return svg`<circle cx="12" cy="8" r="4" fill="#6d4424"/><path d="M5 21 C5 14 19 14 19 21 Z" fill="#6d4424"/><path d="M8 13 L12 17 L16 13" stroke="#f0c53c" stroke-width="1.6" fill="none"/>`;
      case 'builder':
        return svg`<path d="M3 21 L9 15" stroke="#5a3a1a" stroke-width="2.4"/><path d="M8 11 L14 5 L19 10 L13 16 Z" fill="#8d8d88" stroke="#2e2e2a" stroke-width="1.2"/>`;
      case 'craftsman':
        return svg`<path d="M4 8 H20 L18 20 H6 Z" fill="#a8703c" stroke="#3a2008" stroke-width="1.3"/><path d="M5 12 H19 M5.6 16 H18.4" stroke="#3a2008" stroke-width="1"/>`;
      case 'trader':
        return svg`<path d="M4 6 H20 M12 6 V20 M8 20 H16" stroke="#3a2a10" stroke-width="1.6"/><path d="M4 6 L1.5 12 H6.5 Z M20 6 L17.5 12 H22.5 Z" fill="#e8c24a" stroke="#3a2a10" stroke-width="1"/>`;
      case 'captain':
        return svg`<path d="M2 14 H22 L19 21 H5 Z" fill="#7a4a22" stroke="#3a2008" stroke-width="1.2"/><path d="M12 2 V14 M12 3 L20 12 H12 Z" fill="#f4ecd8" stroke="#3a2008" stroke-width="1"/>`;
      default: // prospector: a gold nugget and a pick
        return svg`<path d="M5 18 L9 12 L15 11 L19 16 L15 21 L8 21 Z" fill="#e8c24a" stroke="#8a6410" stroke-width="1.2"/><path d="M4 4 Q12 1 20 4 M12 3 L9 12" stroke="#3a2a10" stroke-width="1.5" fill="none"/>`;
    }
  })();
  return html`<svg class="icon role-art" width=${size} height=${size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">${body}</svg>`;
}

/** A building's front (VP in buildings). */
export const columnArt = (size = 16) =>
  html`<svg class="icon building-vp" width=${size} height=${size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M1 6 L8 1.5 L15 6 Z" fill="#b99bd6" stroke="#3f2260" stroke-width="1"/><path d="M3 7 V13 M6.3 7 V13 M9.7 7 V13 M13 7 V13" stroke="#3f2260" stroke-width="1.6"/><path d="M1.5 14 H14.5" stroke="#3f2260" stroke-width="1.6"/></svg>`;
