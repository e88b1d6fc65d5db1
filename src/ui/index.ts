/**
 * The shared UI of every game element: the GameTable base, its parts, the match controller,
 * attribute parsing, theme styles and the statechart renderer.
 */
export { GameTable, type MoveButtonOptions, type NewGameOptions } from './game-table.js';
export { TabletopElement, type TabletopEventMap, type TabletopEventName, type TabletopEvent, type EmitOptions } from './tabletop-element.js';
export { MatchController } from './match-controller.js';
export { PlayerPanel } from './player-panel.js';
export { MoveLog } from './move-log.js';
export { GameOverPanel, listOf, type ScoreBreakdown } from './game-over.js';
export * from './palette.js';
export { applyRovingTabindex, spatialNeighbour, moveFocusByKey, bringIntoView, focusIntoView, prefersReducedMotion } from './keyboard.js';
export { TableFocus } from './table-focus.js';
export { SetupForm } from './setup-form.js';
export { FlowChart, flowToMermaid } from './chart.js';
export { themeTokens, sharedStyles } from './theme.styles.js';
export { gameTableStyles } from './game-table.styles.js';
export { randomSeed } from './random-seed.js';
export * from './parse-attributes.js';
export { withSeatNames } from './seat-names.js';
