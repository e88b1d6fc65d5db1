import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Seat } from '../dsl/types.js';
import type { Match } from '../engine/match.js';
import { t, type Text } from '../i18n/text.js';
import type { TranslationSet } from '../i18n/translator.js';
import type { OnlineConnection } from '../online/connection.js';
import { onlineKit, whenOnline } from '../online/registry.js';
import type { OnlineTable } from './online-controller.js';

/** How `connect()` reaches a room: the attributes, or the options given. */
export interface ConnectOptions {
  server?: string;
  room?: string;
  name?: string;
  connection?: OnlineConnection;
}

/** Why undo is refused online (also the server's own reason). */
export const NO_UNDO_ONLINE: Text = t`Moves are not taken back in an online game: the others would all have to agree.`;

/**
 * What a table reads of its online play. The online controller (src/ui/online-controller.ts)
 * comes with the online module (`tabletop-elements/online`), as the Colyseus SDK does, so a table
 * on a page without online play carries neither; until then the table holds {@link OfflineParts}.
 */
export interface OnlineParts<G> {
  /** Whether the table plays online (connecting, connected, or lost). */
  readonly active: boolean;
  /** The server's game, once connected. */
  readonly match: Match<G> | null;
  readonly seat: Seat | null;
  readonly started: boolean;
  /** The server's own texts (its refusals), for the table's translator. */
  readonly translations: readonly TranslationSet[];
  connect(options?: ConnectOptions): Promise<void>;
  /** The host's new game at the same table. */
  again(): void;
  /** The names people gave the room, by seat (null: the table's own name for the seat). */
  names(players: number): (string | null)[];
  save(): Promise<unknown>;
  renderStatus(tr: (text: Text) => string): TemplateResult | typeof nothing;
  renderLobby(): TemplateResult | typeof nothing;
}

/** The constructor the online module registers (`OnlineKit.OnlineController`). */
export type OnlinePartsClass = new <G>(host: ReactiveControllerHost & HTMLElement, table: OnlineTable<G>) => OnlineParts<G>;

const NOT_LOADED = 'online play is not loaded on this page (import the online module of Tabletop Elements)';

/**
 * A table's online play before the online module is on the page: nothing is online; a table given
 * `server` and `room` says that online play is not loaded, and takes up the room as soon as the
 * module registers.
 *
 * @example
 * private online: OnlineParts<G> = new OfflineParts(this, table, (parts) => (this.online = parts));
 */
export class OfflineParts<G> implements OnlineParts<G> {
  readonly active = false;
  readonly match = null;
  readonly seat = null;
  readonly started = false;
  readonly translations: readonly TranslationSet[] = [];
  private waiting = false;
  /** The online controller made by `upgrade`: from then on the table holds that one, not this. */
  private upgraded: OnlineParts<G> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly table: OnlineTable<G>,
    /** Called with the online controller once the module is here (the table then holds that one). */
    private readonly arrived: (parts: OnlineParts<G>) => void,
  ) {
    host.addController({ hostUpdate: () => this.check() });
  }

  /** The real controller, from the online module, when it is on the page. */
  private upgrade(): OnlineParts<G> | null {
    if (this.upgraded) return this.upgraded;
    const kit = onlineKit();
    if (!kit) return null;
    this.upgraded = new kit.OnlineController<G>(this.host, this.table);
    this.arrived(this.upgraded);
    this.host.requestUpdate();
    return this.upgraded;
  }

  private check(): void {
    if (this.upgraded || !this.table.server() || !this.table.room()) return;
    if (this.upgrade() || this.waiting) return;
    this.waiting = true;
    whenOnline(() => this.upgrade());
  }

  connect(options?: ConnectOptions): Promise<void> {
    const parts = this.upgrade();
    return parts ? parts.connect(options) : Promise.reject(new Error(NOT_LOADED));
  }

  again(): void {}

  names(players: number): (string | null)[] {
    return new Array<string | null>(players).fill(null);
  }

  save(): Promise<unknown> {
    return Promise.reject(new Error(NOT_LOADED));
  }

  renderStatus(tr: (text: Text) => string): TemplateResult | typeof nothing {
    if (!this.table.server() || !this.table.room()) return nothing;
    return html`<p part="network" class="network" role="status" data-network="lost">${tr(t`Could not join the room: ${NOT_LOADED}`)}</p>`;
  }

  renderLobby(): typeof nothing {
    return nothing;
  }
}
