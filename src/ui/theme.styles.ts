import { css, unsafeCSS, type CSSResult } from 'lit';

/** A theme token's defaults: in the light theme, and in the dark one where it differs. */
export interface ThemeToken {
  readonly light: string;
  readonly dark?: string;
}

/**
 * Every theme token (the CSS custom property `--tt-<name>`) with its defaults, written only here.
 * The dark values keep text at WCAG AA contrast on the dark surfaces; the felt, the accent and the
 * legal-move highlight keep their colours, so a game looks like itself in both themes.
 */
export const THEME_TOKENS = {
  font: { light: "system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
  'font-size': { light: '1rem' },
  text: { light: '#1f2430', dark: '#eceae4' },
  'text-muted': { light: '#5b6170', dark: '#b3b8c3' },
  surface: { light: '#fffdf7', dark: '#17191e' },
  'surface-raised': { light: '#ffffff', dark: '#24272e' },
  border: { light: '#d9d3c3', dark: '#4d5360' },
  felt: { light: '#2f7d4f' },
  'felt-edge': { light: '#1f5a37' },
  'felt-text': { light: '#fdfbf3' },
  accent: { light: '#f2a516' },
  'accent-text': { light: '#2b1d00' },
  legal: { light: '#ffd84d' },
  'focus-ring': { light: '#1a5fd0', dark: '#7cb3ff' },
  danger: { light: '#b3261e', dark: '#ff8f87' },
  'notice-surface': { light: '#fff4d6', dark: '#3b3220' },
  radius: { light: '12px' },
  'card-radius': { light: '10px' },
  gap: { light: '0.75rem' },
  shadow: { light: '0 2px 6px rgb(0 0 0 / 0.18)' },
} as const satisfies Readonly<Record<string, ThemeToken>>;

export type ThemeTokenName = keyof typeof THEME_TOKENS;

const TOKEN_NAMES = Object.keys(THEME_TOKENS) as ThemeTokenName[];

/** A default as CSS: `light-dark()` picks the value of the element's colour scheme (colours only). */
function defaultValue(token: ThemeToken): string {
  return token.dark === undefined ? token.light : `light-dark(${token.light}, ${token.dark})`;
}

/**
 * A table's own defaults for some tokens (its felt, its legal-move colour …), for its `:host`
 * rule: the page's values still win, and the table documents these defaults in its class JSDoc.
 *
 * @example
 * css`:host { ${tokenDefaults({ felt: '#2e8b57', 'felt-edge': '#1b5e3a' })} }`
 */
export function tokenDefaults(defaults: Partial<Record<ThemeTokenName, string>>): CSSResult {
  return unsafeCSS(
    Object.entries(defaults)
      .map(([name, value]) => `--_tt-${name}: var(--tt-${name}, ${value});`)
      .join('\n'),
  );
}

/**
 * Theme tokens of every Tabletop Elements element. A page themes the tables by setting the tokens
 * anywhere above them or on the element itself, which wins: `:root { --tt-felt: #1d4e89; }`,
 * `hisss-table { --tt-felt: #1d4e89; }`. The host resolves each token into a private `--_tt-<name>`
 * (the page's value, else the default) and hands it back under the public name to everything it
 * draws, so styles inside a table write `var(--tt-felt)`; the parts inside a table (player panels,
 * log …) declare no tokens and inherit the table's.
 *
 * Colour defaults follow the table's colour scheme: the system's (`prefers-color-scheme`) unless
 * the element has the custom state `light` or `dark` (a game table's `theme` attribute).
 */
export const themeTokens = css`
  :host {
    color-scheme: light dark;
    ${unsafeCSS(TOKEN_NAMES.map((name) => `--_tt-${name}: var(--tt-${name}, ${defaultValue(THEME_TOKENS[name])});`).join('\n'))}
  }
  /* A browser without light-dark() (before Safari 17.5, Chrome 123) would drop every colour that
     has a dark value: it gets the light theme. */
  @supports not (color: light-dark(white, black)) {
    :host {
      ${unsafeCSS(TOKEN_NAMES.filter((name) => (THEME_TOKENS[name] as ThemeToken).dark !== undefined).map((name) => `--_tt-${name}: var(--tt-${name}, ${THEME_TOKENS[name].light});`).join('\n'))}
    }
  }
  :host(:state(light)) {
    color-scheme: light;
  }
  :host(:state(dark)) {
    color-scheme: dark;
  }
  :host > * {
    ${unsafeCSS(TOKEN_NAMES.map((name) => `--tt-${name}: var(--_tt-${name});`).join('\n'))}
  }
`;

/** Shared element styles: buttons, move targets, focus ring, hidden text, reduced motion. */
export const sharedStyles = css`
  :host {
    display: block;
    box-sizing: border-box;
    /* The host's own tokens are resolved into the private names (see themeTokens). */
    font-family: var(--_tt-font);
    font-size: var(--_tt-font-size);
    color: var(--_tt-text);
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }

  .tt-button {
    font: inherit;
    font-weight: 600;
    color: var(--tt-text);
    background: var(--tt-surface-raised);
    border: 2px solid var(--tt-border);
    border-radius: 999px;
    padding: 0.35em 0.95em;
    cursor: pointer;
    min-height: 2.4em;
  }
  .tt-button:hover:not(:disabled) {
    border-color: var(--tt-text-muted);
  }
  .tt-button:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  .tt-button.primary {
    background: var(--tt-accent);
    border-color: var(--tt-accent);
    color: var(--tt-accent-text);
  }

  /* Legal move targets: a dashed outline and a marker symbol, never colour alone. Every target is
     at least 24 × 24 px (WCAG 2.2 target size), and 44 × 44 px under a finger. */
  .tt-move {
    font: inherit;
    color: inherit;
    cursor: pointer;
    position: relative;
    min-inline-size: var(--tt-target-size);
    min-block-size: var(--tt-target-size);
    touch-action: manipulation;
  }
  :host {
    --tt-target-size: 24px;
  }
  @media (pointer: coarse) {
    :host {
      --tt-target-size: 44px;
    }
    .tt-button {
      min-block-size: 44px;
      min-inline-size: 44px;
    }
  }

  /* The palette's legend (src/ui/palette.ts): swatch, name and symbol of each colour. */
  .tt-legend {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem 1rem;
    padding: 0;
    margin: 0.25rem 0 0.5rem;
  }
  .tt-legend li {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
  .tt-swatch {
    flex: none;
    vertical-align: -0.3em;
    /* On a dark ground a dark colour's swatch (black) would lose its edge: a light ring keeps it. */
    border-radius: 6px;
    box-shadow: 0 0 0 1.5px light-dark(transparent, var(--tt-text-muted));
  }
  /* A real-time press acts on pointerdown: no double-tap zoom, no text selection or callout from a held finger. */
  .tt-press {
    touch-action: manipulation;
    user-select: none;
    -webkit-user-select: none;
    -webkit-touch-callout: none;
  }
  .tt-move.marked {
    outline: 3px dashed var(--tt-legal);
    outline-offset: 2px;
  }
  .tt-move.marked::after {
    content: '+';
    position: absolute;
    top: -0.7em;
    right: -0.7em;
    width: 1.4em;
    height: 1.4em;
    display: grid;
    place-items: center;
    border-radius: 50%;
    background: var(--tt-legal);
    color: #222;
    font-weight: 900;
    font-size: 0.85rem;
    line-height: 1;
    box-shadow: var(--tt-shadow);
    pointer-events: none;
  }

  :focus-visible {
    outline: 3px solid var(--tt-focus-ring);
    outline-offset: 2px;
  }
  .tt-move.marked:focus-visible {
    outline: 4px solid var(--tt-focus-ring);
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation: none !important;
      transition: none !important;
    }
  }
`;
