import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { parseTheme } from './parse-attributes.js';

/**
 * Shows an element's `theme` as its custom state `light` or `dark` (none for `auto`), which the
 * theme tokens read (`:host(:state(dark))`, src/ui/theme.styles.ts): the attribute is parsed
 * once, here, with the other attributes' rules, instead of again by CSS attribute selectors.
 */
export class ThemeStates implements ReactiveController {
  private readonly states: CustomStateSet;

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    private readonly theme: () => unknown,
  ) {
    this.states = host.attachInternals().states;
    host.addController(this);
  }

  hostUpdate(): void {
    const theme = parseTheme(this.theme()).value;
    for (const scheme of ['light', 'dark'] as const) {
      if (scheme === theme) this.states.add(scheme);
      else this.states.delete(scheme);
    }
  }
}
