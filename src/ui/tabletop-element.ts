import { LitElement } from 'lit';
import type { GameResult, Json, Move } from '../dsl/types.js';
import type { LogEntry } from '../engine/match.js';
import type { Pace, SeatPlayer } from './parse-attributes.js';
import type { Text } from '../i18n/text.js';

/** Every event the elements dispatch, by name, with its `detail`. */
export interface TabletopEventMap {
  /** A move was made (by a person, a bot or the host through `play()`). */
  'tt-move': { move: Move; entry: LogEntry };
  /** The game entered another phase (`phase` is the dotted path of the new leaf phase). */
  'tt-phase': { phase: string };
  /** A move was refused; the state is unchanged. `reason` is in English; `text` is the same to show in a table's language. */
  'tt-invalid-move': { move: Move; reason: string; text: Text };
  /** The game is over. */
  'tt-game-over': { result: GameResult };
  /** The setup form asks for a new game (internal to a game table). */
  'tt-setup-start': { players: number; seats: SeatPlayer[]; seed: string; options?: Record<string, Json>; pace?: Pace };
  /** The setup form was closed without starting. */
  'tt-setup-cancel': Record<string, never>;
  /** The game-over panel's "Play again" button. */
  'tt-play-again': Record<string, never>;
}

export type TabletopEventName = keyof TabletopEventMap;
export type TabletopEvent<K extends TabletopEventName> = CustomEvent<TabletopEventMap[K]>;

declare global {
  interface GlobalEventHandlersEventMap {
    'tt-move': TabletopEvent<'tt-move'>;
    'tt-phase': TabletopEvent<'tt-phase'>;
    'tt-invalid-move': TabletopEvent<'tt-invalid-move'>;
    'tt-game-over': TabletopEvent<'tt-game-over'>;
    'tt-setup-start': TabletopEvent<'tt-setup-start'>;
    'tt-setup-cancel': TabletopEvent<'tt-setup-cancel'>;
    'tt-play-again': TabletopEvent<'tt-play-again'>;
  }
}

/** Options of `emit()`; events bubble and cross shadow roots unless told otherwise. */
export interface EmitOptions {
  bubbles?: boolean;
  composed?: boolean;
  cancelable?: boolean;
}

/**
 * Base of every Tabletop Elements element: a LitElement with a typed `emit()`.
 */
export class TabletopElement extends LitElement {
  /**
   * Dispatches a `tt-` event with a typed detail; bubbling and composed by default. Protected: the
   * events are the API a page listens to, `emit()` is how an element of the project sends them.
   */
  protected emit<K extends TabletopEventName>(name: K, detail: TabletopEventMap[K], options: EmitOptions = {}): TabletopEvent<K> {
    const event = new CustomEvent<TabletopEventMap[K]>(name, {
      detail,
      bubbles: options.bubbles ?? true,
      composed: options.composed ?? true,
      cancelable: options.cancelable ?? false,
    });
    this.dispatchEvent(event);
    return event;
  }
}
