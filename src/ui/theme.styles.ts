import { css } from 'lit';

/**
 * Theme tokens and shared styles of every Tabletop Elements element. Tokens are CSS custom
 * properties with defaults on the game element's `:host`; a page themes a game by setting them on
 * the element, which beats those defaults: `hisss-table { --tt-felt: #1d4e89; }`. The parts inside
 * a table (player panels, log …) declare no tokens, so they inherit the table's.
 */
export const themeTokens = css`
  :host {
    --tt-font: system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    --tt-font-size: 1rem;
    --tt-text: #1f2430;
    --tt-text-muted: #5b6170;
    --tt-surface: #fffdf7;
    --tt-surface-raised: #ffffff;
    --tt-border: #d9d3c3;
    --tt-felt: #2f7d4f;
    --tt-felt-edge: #1f5a37;
    --tt-felt-text: #fdfbf3;
    --tt-accent: #f2a516;
    --tt-accent-text: #2b1d00;
    --tt-legal: #ffd84d;
    --tt-focus-ring: #1a5fd0;
    --tt-danger: #b3261e;
    --tt-notice-surface: #fff4d6;
    --tt-radius: 12px;
    --tt-card-radius: 10px;
    --tt-gap: 0.75rem;
    --tt-shadow: 0 2px 6px rgb(0 0 0 / 0.18);
  }
`;

/** Shared element styles: buttons, move targets, focus ring, hidden text, reduced motion. */
export const sharedStyles = css`
  :host {
    display: block;
    box-sizing: border-box;
    font-family: var(--tt-font);
    font-size: var(--tt-font-size);
    color: var(--tt-text);
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
