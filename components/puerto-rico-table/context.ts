/** What every render helper of the table needs: the view, the legal moves, the button maker and the translator. */
import { html, type TemplateResult } from 'lit';
import type { PuertoRicoState } from '../../machines/puerto-rico/index.js';
import type { Move, Seat } from '../../src/dsl/types.js';
import type { Text } from '../../src/i18n/index.js';
import type { MoveButtonOptions } from '../../src/ui/game-table.js';

export interface RenderContext {
  G: PuertoRicoState;
  phase: string;
  /** The seat whose screen this is (null: a spectator). */
  seat: Seat | null;
  /** Seats to act now. */
  active: readonly Seat[];
  legal: Move[];
  over: boolean;
  btn: (move: Move, content: unknown, options: MoveButtonOptions) => TemplateResult;
  name: (seat: Seat) => string;
  /** A text (`` t`…` ``, a number, a seat) in the table's language. */
  tr: (text: Text) => string;
}

/** The legal move of `type` whose arguments match `args` (undefined when there is none). */
export function find(c: RenderContext, type: string, args: Record<string, unknown> = {}): Move | undefined {
  return c.legal.find((m) => m.type === type && Object.entries(args).every(([k, v]) => JSON.stringify(m[k]) === JSON.stringify(v)));
}

/**
 * Secondary text drawn inside a move button (costs, counts, short names), already in the table's
 * language: shown with CSS generated content, so the button's accessible name stays its label
 * (voice control says the label's words).
 */
export const aside = (text: string) => html`<span class="t" data-t=${text}></span>`;
