/**
 * Keyboard play at a table: one Tab stop per group of moves, arrows that move by where the
 * controls are on screen, and focus that is brought into view as it follows the action.
 *
 * A game marks a group of move controls (a fan of cards, a hand, a grid of spots) by putting
 * `data-roving` on their container. Tab enters the group once, at the control last used there;
 * the arrows go to the nearest control in their direction, anywhere on the table; Home and End go
 * to the group's first and last.
 *
 * @example
 * html`<div class="fan" data-roving>${cards.map((c) => this.moveButton(...))}</div>`
 */

/** The move controls of a table (`data-move-key`), those that can take the focus. */
export function moveControls(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[data-move-key]')].filter((el) => !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true');
}

/**
 * Gives each `[data-roving]` group exactly one Tab stop: the control that had it before if it is
 * still there, else the one that has the focus, else the group's first. Controls outside a group
 * keep their own Tab stop.
 */
export function applyRovingTabindex(root: ParentNode): void {
  for (const group of root.querySelectorAll<HTMLElement>('[data-roving]')) {
    const controls = moveControls(group);
    if (controls.length === 0) continue;
    const active = (group.getRootNode() as ShadowRoot | Document).activeElement;
    const keep = controls.find((c) => c === active) ?? controls.find((c) => c.getAttribute('tabindex') === '0' && c.dataset.rovingStop === 'yes') ?? controls[0]!;
    for (const control of controls) {
      const stop = control === keep;
      control.setAttribute('tabindex', stop ? '0' : '-1');
      control.dataset.rovingStop = stop ? 'yes' : 'no';
    }
  }
}

type Direction = 'left' | 'right' | 'up' | 'down';
const DIRECTIONS: Readonly<Record<string, Direction>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

const centre = (el: Element) => {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

/**
 * The control an arrow key leads to from `from`: the nearest one whose centre lies in that
 * direction (within 45° of it counts more than off to the side); null if there is none.
 */
export function spatialNeighbour(from: Element, candidates: readonly Element[], direction: Direction): Element | null {
  const here = centre(from);
  let best: Element | null = null;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    if (candidate === from) continue;
    const there = centre(candidate);
    const dx = there.x - here.x;
    const dy = there.y - here.y;
    const along = direction === 'right' ? dx : direction === 'left' ? -dx : direction === 'down' ? dy : -dy;
    const across = direction === 'right' || direction === 'left' ? Math.abs(dy) : Math.abs(dx);
    if (along <= 1) continue; // not in that direction
    // Straight ahead beats diagonal: a control off to the side costs three times its offset.
    const score = along + across * 3;
    if (score < bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return best;
}

/** The keys that move the focus among a table's move controls. */
export const FOCUS_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const;

/**
 * Where `key` (an arrow, Home or End) leads from the move control `from` in the table rooted at
 * `root`: an arrow goes to the nearest control in its direction — within `from`'s group first, then
 * anywhere — and past the last one wraps round to the group's first (Right, Down) or last (Left,
 * Up); Home and End go to the group's first and last. Null when the key is none of those.
 */
export function arrowTarget(from: Element, root: ParentNode, key: string): Element | null {
  const direction = DIRECTIONS[key];
  if (!direction && key !== 'Home' && key !== 'End') return null;
  const group = from.closest<HTMLElement>('[data-roving]');
  const scope = moveControls(group ?? root);
  if (!direction) return key === 'Home' ? (scope[0] ?? null) : (scope[scope.length - 1] ?? null);
  const near = (group ? spatialNeighbour(from, scope, direction) : null) ?? spatialNeighbour(from, moveControls(root), direction);
  if (near) return near;
  return direction === 'right' || direction === 'down' ? (scope[0] ?? null) : (scope[scope.length - 1] ?? null);
}

/**
 * Handles an arrow, Home or End pressed on a move control of the table rooted at `root` (see
 * {@link arrowTarget}); returns the control it moved the focus to, or null.
 */
export function moveFocusByKey(event: KeyboardEvent, root: ParentNode): HTMLElement | null {
  const target = event.composedPath()[0];
  if (!(target instanceof HTMLElement) || !target.hasAttribute('data-move-key')) return null;
  const next = arrowTarget(target, root, event.key);
  if (next === null) return null;
  event.preventDefault(); // the arrows never scroll the page from a move control
  if (!(next instanceof HTMLElement) || next === target) return null;
  focusIntoView(next);
  return next;
}

/** Whether the person asked for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Focuses `el` and scrolls it into view: smoothly, or at once under reduced motion. */
export function focusIntoView(el: HTMLElement): void {
  el.focus({ preventScroll: true });
  bringIntoView(el);
}

/** Scrolls `el` just enough to be seen (nothing when it already is). */
export function bringIntoView(el: Element): void {
  const r = el.getBoundingClientRect();
  const seen = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  if (seen) return;
  el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}
