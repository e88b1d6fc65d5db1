import { css } from 'lit';
import { sharedStyles, themeTokens } from './theme.styles.js';

/** Layout of the parts every game table shares; the game's own table has its own styles. */
export const gameTableStyles = [
  themeTokens,
  sharedStyles,
  css`
    :host {
      container-type: inline-size;
    }
    .base {
      /* A long name or a long word of another language wraps instead of widening the table. */
      overflow-wrap: break-word;
      display: flex;
      flex-direction: column;
      gap: var(--tt-gap);
      padding: var(--tt-gap);
      background: var(--tt-surface);
      border-radius: calc(var(--tt-radius) + 4px);
    }

    .toolbar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 0.5rem 1rem;
    }
    .title {
      margin: 0;
      font-size: 1.6rem;
      letter-spacing: 0.04em;
    }
    .tools {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
    }

    .notice {
      background: var(--tt-notice-surface);
      border: 2px solid var(--tt-accent);
      border-inline-start-width: 8px;
      border-radius: var(--tt-radius);
      padding: 0.5rem 0.75rem;
    }
    .notice ul {
      margin: 0;
      padding-inline-start: 1.1rem;
    }
    .notice li::marker {
      content: '⚠ ';
    }
    .notice .action {
      color: var(--tt-danger);
      font-weight: 600;
    }
    .dismiss {
      font: inherit;
      border: 0;
      background: none;
      cursor: pointer;
      font-size: 1.2rem;
      line-height: 1;
      padding: 0 0.3rem;
      color: inherit;
    }

    .players {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(10.5rem, 1fr));
      gap: 0.5rem;
    }
    .players tt-player-panel {
      height: 100%;
    }

    .happened {
      margin: 0;
      color: var(--tt-text-muted);
    }
    /* Real time: children's fingers are on the table while the words above it change with every
       move; lines that keep their height keep the table from moving under them. */
    .realtime .happened {
      min-block-size: calc(3 * 1.5em);
    }
    .realtime .status {
      min-block-size: calc(2 * 1.5em);
    }
    .seat-keys {
      margin: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem 1rem;
      font-weight: 600;
    }
    .seat-keys kbd {
      display: inline-block;
      min-inline-size: 1.6em;
      padding: 0.05em 0.35em;
      border: 2px solid var(--tt-border);
      border-block-end-width: 4px;
      border-radius: 6px;
      background: var(--tt-surface-raised);
      font: inherit;
      text-align: center;
    }
    .status {
      margin: 0;
      font-size: 1.1rem;
      font-weight: 600;
      min-height: 1.5em;
    }

    .table {
      /* The felt and what lies on it (cards, boards, pieces) are the game's own things, drawn in
         its colours: they look the same in both themes, and so do the native controls on them. */
      color-scheme: light;
      position: relative;
      min-inline-size: 0;
      max-inline-size: 100%;
      min-height: 12rem;
      padding: clamp(0.5rem, 2.5cqi, 1.5rem);
      color: var(--tt-felt-text);
      background:
        radial-gradient(ellipse at 50% 35%, color-mix(in srgb, var(--tt-felt) 88%, white) 0%, var(--tt-felt) 55%, var(--tt-felt-edge) 100%);
      border: 10px solid color-mix(in srgb, var(--tt-felt-edge) 70%, #5a3a1a);
      border-radius: calc(var(--tt-radius) * 2);
      box-shadow: inset 0 0 40px rgb(0 0 0 / 0.35), var(--tt-shadow);
    }

    .curtain {
      display: grid;
      place-items: center;
      align-content: center;
      gap: 0.5rem;
      min-height: 16rem;
      text-align: center;
      border-radius: var(--tt-radius);
      background: repeating-linear-gradient(90deg, #7a2530 0 28px, #8d2f3b 28px 56px);
      color: #fff;
    }
    .curtain-title {
      font-size: 1.6rem;
      font-weight: 800;
      margin: 0;
    }
    .curtain p {
      margin: 0;
    }

    dialog {
      border: 2px solid var(--tt-border);
      border-radius: var(--tt-radius);
      background: var(--tt-surface-raised);
      color: var(--tt-text);
      max-width: min(40rem, 92vw);
      padding: 1rem 1.25rem;
    }
    dialog::backdrop {
      background: rgb(0 0 0 / 0.45);
    }
    dialog h2 {
      margin-top: 0;
    }
    textarea {
      width: 100%;
      font: 0.8rem ui-monospace, monospace;
      margin-bottom: 0.5rem;
    }
    .dialog-actions {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      margin-top: 0.75rem;
    }
    .dialog-actions form {
      margin: 0;
    }
    .load-error {
      color: var(--tt-danger);
      font-weight: 600;
    }
    .table-error {
      background: var(--tt-surface-raised);
      color: var(--tt-danger);
      padding: 0.5rem;
      border-radius: var(--tt-radius);
    }
  `,
];
