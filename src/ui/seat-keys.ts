import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Seat } from '../dsl/types.js';
import { seatKeyIndex, seatKeys } from '../realtime/seat-keys.js';

/** What the key listener needs of its table. */
export interface SeatKeysTable {
  /** The people at this device who have keys, in seat order. */
  keyedSeats(): readonly Seat[];
  /** A person pressed their key. */
  pressed(seat: Seat): void;
}

type KeyedElement = ReactiveControllerHost & HTMLElement;

/** Tables listening for seat keys, in the order they joined the page; the first one is the default owner. */
const listening: KeyedElement[] = [];
/** The table people last touched or focused: it owns the keys pressed while nothing is focused. */
let lastUsed: KeyedElement | null = null;

const typingInto = (target: EventTarget | undefined): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
};

/**
 * Lets several people at one keyboard play a real-time table at once: each person's key (A and L
 * for two, Q P Z M for four, up to six) makes their move. Keys act on the table that holds focus,
 * or — when nothing is focused, as on a lesson page just opened — on the table last touched (else
 * the first on the page). Never while someone types in a field or a dialog is open, and never with
 * Ctrl, Alt or Meta, so shortcuts keep working.
 *
 * @example
 * private readonly keys = new SeatKeysController(this, { keyedSeats: () => this.localSeats(), pressed: (seat) => … });
 */
export class SeatKeysController implements ReactiveController {
  private readonly onKeydown = (event: KeyboardEvent): void => this.keydown(event);
  private readonly onUse = (): void => {
    lastUsed = this.element;
  };

  constructor(
    private readonly element: KeyedElement,
    private readonly table: SeatKeysTable,
  ) {
    element.addController(this);
  }

  hostConnected(): void {
    listening.push(this.element);
    window.addEventListener('keydown', this.onKeydown);
    this.element.addEventListener('pointerdown', this.onUse);
    this.element.addEventListener('focusin', this.onUse);
  }

  hostDisconnected(): void {
    listening.splice(listening.indexOf(this.element), 1);
    if (lastUsed === this.element) lastUsed = null;
    window.removeEventListener('keydown', this.onKeydown);
    this.element.removeEventListener('pointerdown', this.onUse);
    this.element.removeEventListener('focusin', this.onUse);
  }

  /** The key letter of `seat`, or null when it has none. */
  keyOf(seat: Seat): string | null {
    const seats = this.table.keyedSeats();
    const i = seats.indexOf(seat);
    return i < 0 ? null : (seatKeys(seats.length)[i] ?? null);
  }

  private keydown(event: KeyboardEvent): void {
    if (event.defaultPrevented || event.repeat || event.ctrlKey || event.altKey || event.metaKey) return;
    const path = event.composedPath();
    if (typingInto(path[0]) || path.some((node) => node instanceof HTMLDialogElement && node.open)) return;
    if (!this.owns(path)) return;
    const seats = this.table.keyedSeats();
    const i = seatKeyIndex(event.key, seats.length);
    if (i < 0) return;
    event.preventDefault();
    this.table.pressed(seats[i]!);
  }

  /** Whether this table is the one a key pressed now is meant for. */
  private owns(path: EventTarget[]): boolean {
    if (path.includes(this.element)) return true;
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused !== document.documentElement) return false;
    const owner = lastUsed && lastUsed.isConnected ? lastUsed : listening[0];
    return owner === this.element;
  }
}
