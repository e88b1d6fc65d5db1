import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Match, MatchChange } from '../engine/match.js';

/**
 * Connects a Match to an element: subscribes while the element is in the document and
 * re-renders it after every change. Moving the element in the DOM (disconnect, then connect)
 * keeps the same match; only the subscription is dropped and taken again.
 *
 * @example
 * class MyTable extends LitElement {
 *   private controller = new MatchController(this, (change) => this.announce(change));
 * }
 */
export class MatchController<G> implements ReactiveController {
  private current: Match<G> | undefined;
  private unsubscribe: (() => void) | undefined;
  private connected = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly onChange: (change: MatchChange) => void = () => {},
  ) {
    host.addController(this);
  }

  get match(): Match<G> | undefined {
    return this.current;
  }

  /** Switches to another match; the previous one is left running for whoever else holds it. */
  set match(next: Match<G> | undefined) {
    if (next === this.current) return;
    this.detach();
    this.current = next;
    if (this.connected) this.attach();
    this.host.requestUpdate();
  }

  /** True while the controller listens to its match (the host is connected). */
  get listening(): boolean {
    return this.unsubscribe !== undefined;
  }

  hostConnected(): void {
    this.connected = true;
    this.attach();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.detach();
  }

  private attach(): void {
    if (!this.current || this.unsubscribe) return;
    this.unsubscribe = this.current.subscribe((change) => {
      this.onChange(change);
      this.host.requestUpdate();
    });
    // The match may have moved on while nobody listened (a host playing on it directly).
    this.host.requestUpdate();
  }

  private detach(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }
}
