/**
 * Checks that a drawn table fits the screen it is on and can be played with a finger: nothing
 * scrolls sideways (neither the page nor the felt), and every move control a player can press is
 * big enough — 24 × 24 CSS px (WCAG 2.2 target size), 44 × 44 under a coarse pointer. The story
 * tests run these at 390 × 844 and 1280 × 800 for every story, and with a finger emulated.
 *
 * @example
 * const problems = screenProblems(document.querySelector('hisss-table')!, { minTarget: 24 });
 * expect(problems).toEqual([]);
 */

/** The tables (custom elements with a shadow root and a `table` part) in a document or subtree. */
export function tablesIn(root: ParentNode = document): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('*')].filter((el) => el.shadowRoot?.querySelector('[part~="table"]'));
}

/** Every enabled control a player presses in a table's shadow root: moves and the table's buttons. */
export function pressableControls(host: HTMLElement): HTMLElement[] {
  const root = host.shadowRoot;
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>('[data-move-key], button, [role="button"]')].filter((el) => {
    if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') return false;
    if (el.closest('dialog:not([open])')) return false; // a closed dialog's buttons are not on screen
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && el.getClientRects().length > 0;
  });
}

const describe = (el: Element): string => {
  const label = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
  const part = el.getAttribute('part');
  return `<${el.localName}${part ? ` part="${part}"` : ''}> "${label.slice(0, 60)}"`;
};

/** How far `el` reaches beyond its own box sideways, in CSS px (0 when it fits). */
function sidewaysOverflow(el: Element): number {
  return Math.max(0, el.scrollWidth - el.clientWidth);
}

/**
 * What is wrong with how `host` (a game table) sits on this screen, in words; empty when nothing.
 * A board that is naturally large may pan inside a region marked `data-pan` that has visible
 * controls (scrollbars or buttons); that region alone may scroll sideways.
 */
export function screenProblems(host: HTMLElement, { minTarget }: { minTarget: number }): string[] {
  const problems: string[] = [];
  const page = document.scrollingElement ?? document.documentElement;
  const pageOverflow = sidewaysOverflow(page);
  if (pageOverflow > 1) problems.push(`the page scrolls sideways by ${pageOverflow} px at ${innerWidth} px wide`);
  const root = host.shadowRoot!;
  for (const el of [host, ...root.querySelectorAll('[part~="base"], [part~="table"]')]) {
    const over = sidewaysOverflow(el);
    if (over > 1) problems.push(`${describe(el)} is ${over} px wider than its box at ${innerWidth} px wide`);
  }
  const hostBox = host.getBoundingClientRect();
  for (const el of root.querySelectorAll<HTMLElement>('[part~="table"] *')) {
    if (el.closest('[data-pan]')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.right > hostBox.right + 1 || r.left < hostBox.left - 1) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('.visually-hidden')) continue;
      problems.push(`${describe(el)} sticks out of the table (${Math.round(r.left)}–${Math.round(r.right)} px of ${Math.round(hostBox.left)}–${Math.round(hostBox.right)})`);
      break; // one is enough to say the table does not fit
    }
  }
  for (const control of pressableControls(host)) {
    const r = control.getBoundingClientRect();
    if (r.width + 0.5 < minTarget || r.height + 0.5 < minTarget) {
      problems.push(`${describe(control)} is ${Math.round(r.width)} × ${Math.round(r.height)} px, under ${minTarget} × ${minTarget}`);
    }
  }
  return problems;
}
