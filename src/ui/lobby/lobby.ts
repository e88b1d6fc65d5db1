import { html, css, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Seat } from '../../dsl/types.js';
import { t, type Text } from '../../i18n/text.js';
import { Translator } from '../../i18n/translator.js';
import { languageFor, languageTagOf } from '../../i18n/language.js';
import type { OnlineConnection } from '../../online/connection.js';
import { onlineKit, type OnlineKit } from '../../online/registry.js';
import type { TranslationSet } from '../../i18n/translator.js';
import { sharedTranslations } from '../translations.js';
import { TabletopElement } from '../tabletop-element.js';
import { sharedStyles, themeTokens } from '../theme.styles.js';
import { defineOnce } from '../define-once.js';
import { levelName } from '../parse-attributes.js';
import type { CompiledGame } from '../../dsl/compile.js';
import { optionFieldsOf } from '../option-fields.js';
import { SERVER_BOT_LEVELS, type SeatInfo, type ServerBotLevel, type TableMessage } from '../../../server/protocol.js';

/** A table a lobby hands its room to (every `<x-table>` has `connect()`). */
interface OnlineTableElement extends HTMLElement {
  connect(options: { connection: OnlineConnection }): Promise<void>;
}

/**
 * A room on the game server, before its game starts: create one for a game, or join one by its
 * code; then pick a seat, and the host starts. Standing alone (with `server` and `game`), it hands
 * the room to the table named by `for` once it is in one; inside a table (which sets
 * `connection`) it is that table's lobby.
 *
 * @summary Create or join an online room, pick a seat, start.
 *
 * @event tt-lobby-connected - This lobby is in a room; detail `{ connection, server, room }` (room is its code).
 *
 * @csspart base - Everything the lobby draws.
 * @csspart name-input - The person's name.
 * @csspart create-button - "Create a room".
 * @csspart code-input - The join code.
 * @csspart join-button - "Join".
 * @csspart code - The room's code, to tell the others.
 * @csspart seat - Each seat's row.
 * @csspart claim-button - "Sit here".
 * @csspart start-button - The host's "Start".
 * @csspart release-button - "Stand up" on your own seat.
 * @csspart player-count - The number of players (a select for the host, text for the others).
 * @csspart option - Each game option (a select for the host, text for the others).
 * @csspart bot-level - The host's bot level for a seat no person holds (empty, easy, medium, hard).
 * @csspart kick-button - The host's "Remove" for another person, seated or watching.
 * @csspart watchers - The list of the people watching (spectators).
 * @csspart watcher - Each person watching.
 * @csspart restore-input - The host's file input: restore a saved game.
 * @csspart error - Why creating or joining failed, or why the server refused what was asked.
 *
 * @example
 * <tt-lobby server="wss://games.example.org" game="hisss" players="3" for="table"></tt-lobby>
 * <hisss-table id="table"></hisss-table>
 */
export class TtLobby extends TabletopElement {
  static override styles = [
    themeTokens,
    sharedStyles,
    css`
      [part='base'] {
        display: grid;
        gap: 0.75rem;
        border: 2px solid var(--tt-border);
        border-radius: var(--tt-radius, 12px);
        background: var(--tt-surface-raised);
        color: var(--tt-text);
        padding: 0.75rem 1rem 1rem;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: end;
      }
      label {
        display: grid;
        gap: 0.2rem;
        font-weight: 600;
      }
      /* Finger-sized: every control at least 44 × 44 px, on any pointer. */
      input,
      select,
      .tt-button {
        font: inherit;
        min-block-size: 44px;
        min-inline-size: 44px;
      }
      input {
        padding: 0 0.6rem;
        border: 2px solid var(--tt-border);
        border-radius: 8px;
        background: var(--tt-surface);
        color: var(--tt-text);
      }
      [part='code'] {
        font-size: 1.5rem;
        font-weight: 700;
        letter-spacing: 0.12em;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.4rem;
      }
      /* On a phone the seat's controls go below its name rather than squeezing it. */
      [part~='seat'] {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem 0.75rem;
        align-items: center;
        justify-content: space-between;
      }
      [part~='seat'] > span {
        flex: 1 1 12rem;
      }
      button.tt-button {
        white-space: nowrap;
      }
      select {
        padding: 0 0.45rem;
        border: 2px solid var(--tt-border);
        border-radius: 8px;
        background: var(--tt-surface);
        color: var(--tt-text);
      }
      .restore {
        display: inline-flex;
        align-items: center;
      }
      .restore input {
        inline-size: 12rem;
        border: 0;
        background: none;
      }
      .visually-hidden {
        position: absolute;
        inline-size: 1px;
        block-size: 1px;
        overflow: hidden;
        clip-path: inset(50%);
      }
      [part='error'] {
        color: var(--tt-danger);
        margin: 0;
      }
    `,
  ];

  /** The game server, e.g. `wss://games.example.org` (or `ws://127.0.0.1:2567`). */
  @property() server?: string;
  /** The game a new room plays (its id: `hisss`, `box`, …). */
  @property() game?: string;
  /** Players in a new room (the game's smallest count when left out). */
  @property({ type: Number }) players?: number;
  /** The id of the table to hand the room to. */
  @property() for?: string;
  /** The room this lobby shows (set by a table, or once this lobby created or joined one). */
  @property({ attribute: false }) connection: OnlineConnection | null = null;
  /** The game's compiled definition (a table hands down its own): the lobby then offers the game's options. */
  @property({ attribute: false }) definition?: CompiledGame<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Renders its texts (a table hands down its own); default: the page's language. */
  @property({ attribute: false }) translator?: Translator;

  @state() private error: Text | null = null;
  @state() private busy = false;
  @state() private handedTo: string | null = null;
  private stop: (() => void) | null = null;
  private serverTexts: readonly TranslationSet[] = [];
  private following: OnlineConnection | null = null;

  private get tr(): (text: Text) => string {
    const translator = this.translator ?? new Translator(languageFor(languageTagOf(this)).lang, [sharedTranslations, ...this.serverTexts]);
    return (text) => translator.render(text);
  }

  /** Creates a room of `game` on `server`; this person is its host. */
  async create(): Promise<void> {
    if (!this.server || !this.game) {
      this.error = t`The lobby needs a server and a game to create a room.`;
      return;
    }
    await this.enter(() => this.kit().OnlineConnection.create(this.server!, this.game!, { ...this.nameOption(), ...(this.players ? { players: this.players } : {}) }));
  }

  /** Joins the room with `code` on `server`. */
  async join(code: string): Promise<void> {
    if (!this.server) {
      this.error = t`The lobby needs a server to join a room.`;
      return;
    }
    if (code.trim() === '') {
      this.error = t`Type the room's code first.`;
      return;
    }
    await this.enter(() => this.kit().OnlineConnection.join(this.server!, code, this.nameOption().name));
  }

  override disconnectedCallback(): void {
    this.stop?.();
    this.stop = null;
    this.following = null;
    super.disconnectedCallback();
  }

  protected override willUpdate(): void {
    // Re-render on every table of the room this lobby shows.
    if (this.connection !== this.following) {
      this.stop?.();
      this.following = this.connection;
      this.error = null;
      this.stop =
        this.connection?.subscribe((event) => {
          if (event.kind === 'refused' && ['setup', 'bot', 'kick', 'restore', 'claim', 'start'].includes(event.refusal.to)) this.error = event.refusal.text;
          else if (event.kind === 'table' && event.previous && event.table.revision !== event.previous.revision) this.error = null;
          this.requestUpdate();
        }) ?? null;
    }
  }

  private kit(): OnlineKit {
    const kit = onlineKit();
    if (!kit) throw new Error('online play is not loaded on this page (import the online module of Tabletop Elements)');
    return kit;
  }

  private nameOption(): { name?: string } {
    const name = this.renderRoot.querySelector<HTMLInputElement>('input[part="name-input"]')?.value.trim();
    return name ? { name } : {};
  }

  private async enter(open: () => Promise<OnlineConnection>): Promise<void> {
    this.busy = true;
    this.error = null;
    try {
      const connection = await open();
      const translations = onlineKit()?.translations ?? [];
      if (!this.translator && translations.length > 0) this.serverTexts = translations;
      this.dispatchEvent(new CustomEvent('tt-lobby-connected', { bubbles: true, composed: true, detail: { connection, server: this.server, room: connection.table!.code } }));
      const target = this.for ? (document.getElementById(this.for) as OnlineTableElement | null) : null;
      if (target && typeof target.connect === 'function') {
        this.handedTo = connection.table!.code;
        await target.connect({ connection });
      } else {
        this.connection = connection;
      }
    } catch (error) {
      this.error = t`Could not join the room: ${String((error as Error)?.message ?? error).slice(0, 200)}`;
    } finally {
      this.busy = false;
    }
  }

  private seatLabel(info: SeatInfo, mine: boolean): Text {
    const number = info.seat + 1;
    if (info.kind === 'person') {
      const who = info.name ?? t`Player ${number}`;
      return mine ? t`Seat ${number}: ${who} (you)` : info.connected ? t`Seat ${number}: ${who}` : t`Seat ${number}: ${who} (disconnected)`;
    }
    if (info.kind === 'bot') return t`Seat ${number}: a bot (${levelName(info.level ?? 'medium')})`;
    return t`Seat ${number}: empty (a bot plays it if nobody sits)`;
  }

  /** Reads the chosen save and asks the server to restore it (a sealed save goes as its object, a plain one as its text). */
  private async restoreFile(input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    if (!file || !this.connection) return;
    const text = await file.text();
    input.value = '';
    let sealed: unknown = null;
    try {
      const parsed = JSON.parse(text) as unknown;
      if (typeof parsed === 'object' && parsed !== null && 'format' in parsed && 'data' in parsed) sealed = parsed;
    } catch {
      // not JSON: the server says why it cannot open it
    }
    this.connection.send('restore', { file: sealed ?? text });
  }

  private renderSettings(table: TableMessage, tr: (text: Text) => string) {
    const connection = this.connection!;
    const host = table.you.host && !table.restored;
    const counts = table.playerCounts?.length ? table.playerCounts : [table.players];
    const fields = optionFieldsOf(this.definition, table.options);
    // The host changes the setup; the others read it.
    const choose = (label: string, attrs: { part: string; option?: string }, choices: { value: string; label: string; selected: boolean }[], picked: (index: number) => void) =>
      html`<label
        >${label}
        <select part=${attrs.part} data-option=${attrs.option ?? nothing} @change=${(e: Event) => picked((e.target as HTMLSelectElement).selectedIndex)}>
          ${choices.map((c) => html`<option value=${c.value} ?selected=${c.selected}>${c.label}</option>`)}
        </select></label
      >`;
    return html`<div class="row">
      ${host
        ? choose(tr(t`Players`), { part: 'player-count' }, counts.map((n) => ({ value: String(n), label: tr(n), selected: n === table.players })), (i) => {
            if (counts[i] !== undefined) connection.send('setup', { players: counts[i] });
          })
        : html`<p part="player-count">${tr(t`Players: ${table.players}`)}</p>`}
      ${fields.map((field) => {
        const chosen = field.choices.find((c) => c.value === field.value);
        return host
          ? choose(tr(field.label), { part: 'option', option: field.name }, field.choices.map((c, i) => ({ value: String(i), label: tr(c.label), selected: c.value === field.value })), (i) => {
              const picked = field.choices[i];
              if (picked) connection.send('setup', { options: { ...table.options, [field.name]: picked.value } });
            })
          : html`<p part="option" data-option=${field.name}>${tr(field.label)}: ${chosen ? tr(chosen.label) : String(field.value)}</p>`;
      })}
    </div>`;
  }

  /** The host's bot level for a seat no person holds. */
  private renderLevel(info: SeatInfo, tr: (text: Text) => string, allowEmpty: boolean) {
    const connection = this.connection!;
    const value = info.kind === 'bot' ? (info.level ?? 'medium') : '';
    return html`<label class="level"
      ><span class="visually-hidden">${tr(t`Bot for seat ${info.seat + 1}`)}</span>
      <select
        part="bot-level"
        aria-label=${tr(t`Bot for seat ${info.seat + 1}`)}
        @change=${(e: Event) => {
          const level = (e.target as HTMLSelectElement).value;
          connection.send('bot', { seat: info.seat as Seat, level: level === '' ? null : (level as ServerBotLevel) });
        }}
      >
        ${allowEmpty ? html`<option value="" ?selected=${value === ''}>${tr(t`Open seat`)}</option>` : nothing}
        ${SERVER_BOT_LEVELS.map((level) => html`<option value=${level} ?selected=${value === level}>${tr(t`Bot (${levelName(level)})`)}</option>`)}
      </select></label
    >`;
  }

  private renderWatchers(table: TableMessage, tr: (text: Text) => string) {
    const connection = this.connection!;
    return html`<section part="watchers" aria-label=${tr(t`Watching`)}>
      <p>${tr(table.watchers.length === 0 ? t`Nobody is watching.` : t`Watching: ${table.watchers.length}`)}</p>
      <ul>
        ${table.watchers.map(
          (w) => html`<li part="watcher" data-id=${w.id}>
            <span>${w.id === table.you.id ? tr(t`${w.name ?? tr(t`A spectator`)} (you)`) : (w.name ?? tr(t`A spectator`))}</span>
            ${table.you.host && w.id !== table.you.id ? html`<button class="tt-button" part="kick-button" @click=${() => connection.send('kick', { id: w.id })}>${tr(t`Remove`)}</button>` : nothing}
          </li>`,
        )}
      </ul>
    </section>`;
  }

  override render() {
    const tr = this.tr;
    if (this.handedTo !== null) return html`<p part="base">${tr(t`Room ${this.handedTo}: at the table.`)}</p>`;
    const table = this.connection?.table ?? null;
    if (!table) {
      return html`<div part="base">
        <div class="row">
          <label>${tr(t`Your name`)}<input part="name-input" autocomplete="nickname" maxlength="24" /></label>
        </div>
        <div class="row">
          <button part="create-button" class="tt-button primary" ?disabled=${this.busy} @click=${() => void this.create()}>${tr(t`Create a room`)}</button>
        </div>
        <form class="row" @submit=${(event: Event) => {
          event.preventDefault();
          void this.join(this.renderRoot.querySelector<HTMLInputElement>('input[part="code-input"]')?.value ?? '');
        }}>
          <label>${tr(t`Room code`)}<input part="code-input" autocomplete="off" autocapitalize="characters" maxlength="20" /></label>
          <button part="join-button" class="tt-button" type="submit" ?disabled=${this.busy}>${tr(t`Join`)}</button>
        </form>
        ${this.error === null ? nothing : html`<p part="error" role="alert">${tr(this.error)}</p>`}
      </div>`;
    }
    if (table.status !== 'lobby') return nothing;
    const you = table.you;
    const connection = this.connection!;
    return html`<div part="base">
      <p>${tr(t`Room code:`)} <span part="code">${table.code}</span></p>
      <p>${tr(you.host ? t`Tell the others this code. Pick your seat, then start.` : t`Pick your seat; the host starts the game.`)}</p>
      ${table.restored ? html`<p>${tr(t`A saved game is restored: its setup is kept; take your seats and start.`)}</p>` : nothing}
      ${this.renderSettings(table, tr)}
      <ul aria-label=${tr(t`Seats`)}>
        ${table.seats.map((info) => {
          const mine = you.seat === info.seat;
          const free = info.kind !== 'person';
          return html`<li part="seat" data-seat=${info.seat}>
            <span>${tr(this.seatLabel(info, mine))}</span>
            ${you.host && info.kind !== 'person' ? this.renderLevel(info, tr, true) : nothing}
            ${you.host && info.kind === 'person' && !mine && info.id ? html`<button class="tt-button" part="kick-button" @click=${() => connection.send('kick', { id: info.id! })}>${tr(t`Remove`)}</button>` : nothing}
            ${mine
              ? html`<button class="tt-button" part="release-button" @click=${() => connection.send('release')}>${tr(t`Stand up`)}</button>`
              : free
                ? html`<button class="tt-button" part="claim-button" @click=${() => connection.send('claim', { seat: info.seat as Seat })}>${tr(t`Sit here`)}</button>`
                : nothing}
          </li>`;
        })}
      </ul>
      ${this.renderWatchers(table, tr)}
      ${you.host
        ? html`<div class="row">
            <button part="start-button" class="tt-button primary" @click=${() => connection.send('start')}>${tr(t`Start`)}</button>
            <label class="tt-button restore"
              >${tr(t`Restore a saved game`)}
              <input part="restore-input" type="file" accept=".json,application/json" @change=${(e: Event) => void this.restoreFile(e.target as HTMLInputElement)}
            /></label>
          </div>`
        : nothing}
      ${this.error === null ? nothing : html`<p part="error" role="alert">${tr(this.error)}</p>`}
    </div>`;
  }
}

defineOnce('tt-lobby', TtLobby);

declare global {
  interface HTMLElementTagNameMap {
    'tt-lobby': TtLobby;
  }
}
