import { html, svg, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import { t, type Message, type Text } from '../i18n/text.js';

/**
 * The one palette every colour game draws from. Each colour has one fill, one symbol and one
 * pattern, so a child who learns "red is the circle" in one game is never misled in the next, and
 * nobody has to tell red from green: the symbol and the pattern say it too.
 *
 * Draw colour cues only with the helpers here ({@link paletteSymbol}, {@link paletteBadge},
 * {@link paletteSwatch}, {@link palettePatterns}, {@link paletteLegend}); a test checks that every
 * colour game does, and that a colour's symbol is the same everywhere.
 *
 * @example
 * // In a game's SVG: a red dot with its symbol, and the legend in the Rules dialog.
 * svg`<circle r="10" fill=${PALETTE.red.fill}/>${paletteSymbol('red', 0, 0, 12, PALETTE.red.on)}`;
 * html`${paletteLegend(['red', 'blue'], tr)}`;
 */
export interface PaletteColour {
  /** The colour itself, for the piece or card. */
  readonly fill: string;
  /** A dark shade of it, for text and symbols on a light ground. */
  readonly ink: string;
  /** What to draw on top of `fill` (a symbol, a number) so it stands out. */
  readonly on: string;
  /** The symbol's name (also its `data-symbol`). */
  readonly symbol: PaletteSymbolName;
  /** The symbol as a character, for labels and words ("the red ● bottle"). */
  readonly glyph: string;
  /** The pattern's name; `url(#tt-pattern-<colour>)` once {@link palettePatterns} is drawn. */
  readonly pattern: string;
  /** The colour's name in English (the key of its translations). */
  readonly name: Message;
}

export type PaletteSymbolName = 'circle' | 'triangle' | 'star' | 'square' | 'diamond' | 'cross' | 'hexagon' | 'moon' | 'bar';

/** The symbols as paths in a 24 × 24 box centred on (12, 12). */
export const SYMBOL_PATHS: Readonly<Record<PaletteSymbolName, string>> = {
  circle: 'M12 3.5a8.5 8.5 0 1 0 0.01 0z',
  triangle: 'M12 2.8 22 20.2H2z',
  star: 'M12 1.8l3.1 6.5 7.1.9-5.2 4.9 1.3 7.1L12 17.7l-6.3 3.5 1.3-7.1-5.2-4.9 7.1-.9z',
  square: 'M4 4h16v16H4z',
  diamond: 'M12 1.5 22.5 12 12 22.5 1.5 12z',
  cross: 'M8.8 2.5h6.4v6.3h6.3v6.4h-6.3v6.3H8.8v-6.3H2.5V8.8h6.3z',
  hexagon: 'M12 2l8.7 5v10L12 22l-8.7-5V7z',
  moon: 'M14.5 2.2a10 10 0 1 0 7.3 14.6A8 8 0 0 1 14.5 2.2z',
  bar: 'M3 9h18v6H3z',
};

/** The pattern tiles (8 × 8), drawn in a colour's `on` at low opacity over its fill. */
const PATTERN_TILES: Readonly<Record<string, string>> = {
  stripes: 'M-2 2l4-4M0 8l8-8M6 10l4-4', // diagonal /
  dots: 'M2 2h1.6v1.6H2zM6 6h1.6v1.6H6z',
  rows: 'M0 1h8v1.5H0z', // horizontal lines
  columns: 'M1 0h1.5v8H1z', // vertical lines
  checks: 'M0 0h4v4H0zM4 4h4v4H4z',
  backslash: 'M-2 6l4 4M0 0l8 8M6 -2l4 4', // diagonal \
  waves: 'M0 5q2-3 4 0t4 0',
  grid: 'M0 0h8v1H0zM0 0h1v8H0z',
  plain: '',
};

const colour = (fill: string, ink: string, on: string, symbol: PaletteSymbolName, glyph: string, pattern: keyof typeof PATTERN_TILES, name: Message): PaletteColour =>
  Object.freeze({ fill, ink, on, symbol, glyph, pattern, name });

/** The shared colours. A game uses those it needs; the same colour is the same everywhere. */
export const PALETTE = Object.freeze({
  red: colour('#e5484d', '#a3161b', '#ffffff', 'circle', '●', 'stripes', t`red`),
  orange: colour('#f7882f', '#a54a00', '#3d1c00', 'triangle', '▲', 'dots', t`orange`),
  yellow: colour('#f5c518', '#7a5a00', '#3b2c00', 'star', '★', 'rows', t`yellow`),
  green: colour('#2f9e57', '#0f5b28', '#ffffff', 'square', '■', 'columns', t`green`),
  blue: colour('#2f80ed', '#0f4aa0', '#ffffff', 'diamond', '◆', 'checks', t`blue`),
  purple: colour('#8e4fd6', '#55208f', '#ffffff', 'cross', '✚', 'backslash', t`purple`),
  white: colour('#f7f4ec', '#55524a', '#3a3833', 'hexagon', '⬢', 'waves', t`white`),
  black: colour('#2b2b30', '#111114', '#ffffff', 'moon', '☾', 'grid', t`black`),
  grey: colour('#b9b4aa', '#5b5750', '#2e2b27', 'bar', '▬', 'plain', t`grey`),
});

export type PaletteName = keyof typeof PALETTE;

/** Every palette colour's name, in the palette's order. */
export const PALETTE_NAMES = Object.keys(PALETTE) as PaletteName[];

/**
 * A colour's symbol as an SVG path centred on (x, y), `size` across, filled with `fill` (default
 * the colour's `on`, for drawing on the colour itself). Carries `data-palette` and `data-symbol`,
 * which the palette test reads.
 */
export function paletteSymbol(name: PaletteName, x: number, y: number, size: number, fill: string = PALETTE[name].on): SVGTemplateResult {
  const c = PALETTE[name];
  const scale = size / 24;
  return svg`<path data-palette=${name} data-symbol=${c.symbol} d=${SYMBOL_PATHS[c.symbol]} fill=${fill}
    transform=${`translate(${x - size / 2} ${y - size / 2}) scale(${scale})`} aria-hidden="true"/>`;
}

/** A colour's symbol in a white disc of radius `r` centred on (x, y): readable on any ground. */
export function paletteBadge(name: PaletteName, x: number, y: number, r: number): SVGTemplateResult {
  return svg`<circle cx=${x} cy=${y} r=${r} fill="#fff" stroke=${PALETTE[name].ink} stroke-width=${Math.max(0.5, r / 8)}/>${paletteSymbol(name, x, y, r * 1.3, PALETTE[name].ink)}`;
}

/** The colour's pattern laid over a shape: `fill` of a copy drawn on top of the coloured one. */
export function patternFill(name: PaletteName): string {
  return PALETTE[name].pattern === 'plain' ? 'none' : `url(#tt-pattern-${name})`;
}

/**
 * The `<defs>` of every colour's pattern, once per shadow root (pattern ids resolve inside it).
 * Draw it in a zero-size SVG at the top of the table, then use {@link patternFill}.
 */
export function palettePatterns(): TemplateResult {
  return html`<svg class="tt-palette-defs" width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false"><defs>
    ${PALETTE_NAMES.map((name) => {
      const c = PALETTE[name];
      const tile = PATTERN_TILES[c.pattern]!;
      const stroke = c.pattern === 'stripes' || c.pattern === 'backslash' || c.pattern === 'waves';
      return svg`<pattern id=${`tt-pattern-${name}`} width="8" height="8" patternUnits="userSpaceOnUse">${
        tile === '' ? nothing : stroke ? svg`<path d=${tile} stroke=${c.on} stroke-opacity="0.35" stroke-width="1.6" fill="none"/>` : svg`<path d=${tile} fill=${c.on} fill-opacity="0.3"/>`
      }</pattern>`;
    })}
  </defs></svg>`;
}

/**
 * A small inline swatch for text and legends: the colour, its pattern and its symbol, `1.4em`
 * square. Decorative: the words beside it say the colour.
 */
export function paletteSwatch(name: PaletteName): TemplateResult {
  const c = PALETTE[name];
  return html`<svg class="tt-swatch" viewBox="0 0 24 24" width="1.4em" height="1.4em" aria-hidden="true" focusable="false" data-swatch=${name}>
    <rect x="1" y="1" width="22" height="22" rx="5" fill=${c.fill} stroke=${c.ink} stroke-width="1.5"/>
    ${paletteSymbol(name, 12, 12, 15)}
  </svg>`;
}

/** The colour's name as a text to translate (the palette's own words, in every language). */
export function paletteName(name: PaletteName): Text {
  return PALETTE[name].name;
}

/**
 * The legend for a Rules dialog: each of the game's colours as its swatch, symbol and name.
 *
 * @example
 * html`<h3>${tr(t`Colours`)}</h3>${paletteLegend(['red', 'yellow', 'blue'], tr)}`
 */
export function paletteLegend(names: readonly PaletteName[], tr: (text: Text) => string): TemplateResult {
  return html`<ul class="tt-legend" part="legend" aria-label=${tr(t`Colours and their symbols`)}>
    ${names.map((name) => html`<li data-legend=${name}>${paletteSwatch(name)}<span>${tr(paletteName(name))} ${PALETTE[name].glyph}</span></li>`)}
  </ul>`;
}
