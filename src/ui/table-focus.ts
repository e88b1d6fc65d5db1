import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { applyRovingTabindex, bringIntoView, focusIntoView, moveControls } from './keyboard.js';

interface FocusHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/**
 * Where the focus and the page go as a table changes: after each drawing, every `[data-roving]`
 * group keeps one Tab stop; focus left on a control that was disabled or removed moves on to a
 * move the player can make; after a move from the table, focus follows the action; and when it
 * becomes a person's turn, the controls they need are brought into view (the one marked
 * `data-turn-focus`, else the first move) — if the table is on screen at all, so a page of many
 * tables does not jump about.
 */
export class TableFocus implements ReactiveController {
  private followMove = false;
  private turnMayBegin = false;
  private hadMoves = false;

  constructor(private readonly host: FocusHost) {
    host.addController(this);
  }

  hostConnected(): void {
    // Arrowing or clicking into a group makes that control the group's Tab stop.
    this.host.renderRoot.addEventListener('focusin', this.onFocusIn);
  }

  hostDisconnected(): void {
    this.host.renderRoot.removeEventListener('focusin', this.onFocusIn);
  }

  /** A move was made from the table: keep the keyboard player in it. */
  afterMove(): void {
    this.followMove = true;
  }

  /** The match changed (or a curtain went up or down): it may be someone's turn now. */
  changed(): void {
    this.turnMayBegin = true;
  }

  hostUpdated(): void {
    const root = this.host.renderRoot;
    applyRovingTabindex(root);
    const table = root.querySelector<HTMLElement>('[part~="table"]') ?? root;
    const controls = moveControls(table);
    const first = table.querySelector<HTMLElement>('[data-turn-focus]:not(:disabled)') ?? controls[0] ?? root.querySelector<HTMLElement>('[part~="curtain-button"]');
    const active = root instanceof ShadowRoot ? root.activeElement : null;
    const stranded = active instanceof HTMLElement && (!active.isConnected || (active as HTMLButtonElement).disabled);

    if (this.followMove || stranded) {
      const keep = active instanceof HTMLElement && !stranded;
      const outside = document.activeElement;
      const elsewhere = active === null && outside !== null && outside !== document.body && outside !== this.host;
      if (!keep && !elsewhere) {
        if (first) focusIntoView(first);
        else if (stranded) root.querySelector<HTMLElement>('[part~="undo-button"]:not(:disabled), [part~="new-game-button"]')?.focus();
      }
      this.followMove = false;
    } else if (this.turnMayBegin && controls.length > 0 && !this.hadMoves && first && onScreen(this.host)) {
      bringIntoView(first);
    }
    this.turnMayBegin = false;
    this.hadMoves = controls.length > 0;
  }

  private readonly onFocusIn = (): void => applyRovingTabindex(this.host.renderRoot);
}

/** Whether any of the element is inside the viewport. */
function onScreen(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
}
