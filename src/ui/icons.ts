import { svg, type SVGTemplateResult } from 'lit';

/**
 * Small inline icons shared by the UI parts. Drawn as SVG so they look the same on every
 * system, whatever fonts it has; each is decorative (`aria-hidden`), the text beside it says it.
 */
const icon = (body: SVGTemplateResult, label = ''): SVGTemplateResult =>
  svg`<svg class="icon" viewBox="0 0 24 24" width="1.2em" height="1.2em" aria-hidden="true" focusable="false" data-icon=${label}>${body}</svg>`;

/** A person's head and shoulders. */
export const personIcon = icon(
  svg`<circle cx="12" cy="8" r="4.2" fill="currentColor"/><path d="M3.5 21c0-4.7 3.8-7.5 8.5-7.5s8.5 2.8 8.5 7.5z" fill="currentColor"/>`,
  'person',
);

/** A friendly robot; its eyes are holes in the colour of the ground around it (light or dark). */
export const botIcon = icon(
  svg`<rect x="4" y="7" width="16" height="12" rx="3" fill="currentColor"/><circle cx="9" cy="13" r="1.8" style="fill: var(--tt-surface, #fff)"/><circle cx="15" cy="13" r="1.8" style="fill: var(--tt-surface, #fff)"/><path d="M12 7V3.5" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="3" r="1.6" fill="currentColor"/>`,
  'bot',
);

/** A trophy cup, for winners. */
export const trophyIcon = icon(
  svg`<path d="M7 3h10v5a5 5 0 0 1-10 0z" fill="currentColor"/><path d="M7 5H3.5a3.5 3.5 0 0 0 4 4.5M17 5h3.5a3.5 3.5 0 0 1-4 4.5" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M10.5 13h3v4h-3z" fill="currentColor"/><rect x="7" y="17" width="10" height="3.5" rx="1" fill="currentColor"/>`,
  'trophy',
);

/** A play triangle: "this player's turn". */
export const turnIcon = icon(svg`<path d="M7 4l13 8-13 8z" fill="currentColor"/>`, 'turn');
