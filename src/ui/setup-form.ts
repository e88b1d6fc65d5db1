import { html, css, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { BOT_LEVELS } from '../bots/levels.js';
import { t, type Text } from '../i18n/text.js';
import { Translator } from '../i18n/translator.js';
import { defaultSeats, levelName, parseSeatToken, formatSeats, type Pace, type SeatPlayer } from './parse-attributes.js';
import type { Json } from '../dsl/types.js';

/** One game option the form offers: its name, label, choices and the value to start from. */
export interface OptionField {
  name: string;
  label: Text;
  choices: readonly { value: Json; label: Text }[];
  value: Json;
}
import { randomSeed } from './random-seed.js';
import { TabletopElement } from './tabletop-element.js';
import { sharedStyles } from './theme.styles.js';
import { defineOnce } from './define-once.js';

/**
 * The new-game form: how many players (within the game's range), who plays each seat (a person
 * or a bot of some level) and the seed that deals the game.
 *
 * @summary Setup form for a new game.
 *
 * @event tt-setup-start - Start was pressed; detail `{ players, seats, seed }` (does not leave the game table).
 * @event tt-setup-cancel - Cancel was pressed.
 *
 * @csspart base - The form.
 * @csspart player-count - The player-count select.
 * @csspart seat - Each seat's select.
 * @csspart seed-input - The seed input.
 * @csspart option - Each select of a game option (a variant).
 * @csspart pace-select - The pace select of a real-time game.
 * @csspart start - The Start button.
 */
export class SetupForm extends TabletopElement {
  // No theme tokens of its own: it inherits them from the game table it sits in.
  static override styles = [
    sharedStyles,
    css`
      [part='base'] {
        border: 2px solid var(--tt-border);
        border-radius: var(--tt-radius);
        background: var(--tt-surface-raised);
        padding: 0.75rem 1rem 1rem;
      }
      fieldset {
        border: 0;
        margin: 0;
        padding: 0;
        /* A fieldset is as wide as its widest content unless told otherwise: long option labels
           must wrap or shrink on a phone, not push the form sideways. */
        min-inline-size: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.75rem 1.25rem;
        align-items: end;
      }
      legend {
        font-weight: 700;
        font-size: 1.1rem;
        margin-bottom: 0.5rem;
        padding: 0;
      }
      label {
        display: grid;
        gap: 0.2rem;
        font-size: 0.9rem;
        font-weight: 600;
        max-inline-size: 100%;
        min-inline-size: 0;
      }
      select,
      input {
        max-inline-size: 100%;
        /* In a grid label the longest choice would set the column's width: let it shrink. */
        min-inline-size: 0;
        font: inherit;
        padding: 0.3rem 0.45rem;
        border: 2px solid var(--tt-border);
        border-radius: 8px;
        background: var(--tt-surface);
        color: var(--tt-text);
        min-height: 2.3rem;
      }
      .seed {
        display: flex;
        gap: 0.4rem;
      }
      .actions {
        display: flex;
        gap: 0.5rem;
        margin-top: 0.9rem;
      }
    `,
  ];

  /** Fewest players the game allows. */
  @property({ type: Number }) min = 2;

  /** Most players the game allows. */
  @property({ type: Number }) max = 4;

  /** The only player counts allowed, when the game allows only some (e.g. 2, 4 or 6). */
  @property({ attribute: false }) counts: readonly number[] | undefined = undefined;

  /** The player counts a choice of options allows (a variant for fewer players); default: `counts`. */
  @property({ attribute: false }) countsFor: ((options: Record<string, Json>) => readonly number[]) | undefined = undefined;

  /** Player count to start from. */
  @property({ type: Number }) players = 2;

  /** The line-up to start from. */
  @property({ attribute: false }) seats: readonly SeatPlayer[] = [];

  /** Seed to start from (empty: a fresh one). */
  @property() seed = '';

  /** The game's options that the form offers (variants), with the current values. */
  @property({ attribute: false }) optionFields: readonly OptionField[] = [];

  /** A real-time game's pace to start from; null: the game is not real-time (no pace to choose). */
  @property({ attribute: false }) pace: Pace | null = null;

  /** Renders the form's texts in the table's language (default: English). */
  @property({ attribute: false }) translator: Translator = new Translator('en', []);

  @state() private draftPlayers = 2;
  @state() private draftSeats: SeatPlayer[] = [];
  @state() private draftSeed = '';
  @state() private draftOptions: Record<string, Json> = {};
  @state() private draftPace: Pace | null = null;

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('players') || changed.has('seats') || changed.has('seed')) {
      const allowed = this.counts ?? [];
      this.draftPlayers = allowed.length && !allowed.includes(this.players) ? allowed[0]! : Math.min(this.max, Math.max(this.min, this.players));
      this.draftSeats = this.fit(this.seats.length ? [...this.seats] : defaultSeats(this.draftPlayers), this.draftPlayers);
      this.draftSeed = this.seed || randomSeed();
    }
    if (changed.has('optionFields')) this.draftOptions = Object.fromEntries(this.optionFields.map((f) => [f.name, f.value]));
    if (changed.has('pace')) this.draftPace = this.pace;
  }

  private fit(seats: SeatPlayer[], players: number): SeatPlayer[] {
    const fallback = defaultSeats(players);
    return fallback.map((seat, i) => seats[i] ?? seat);
  }

  private submit(event: Event): void {
    event.preventDefault();
    this.emit(
      'tt-setup-start',
      {
        players: this.draftPlayers,
        seats: this.draftSeats,
        seed: this.draftSeed.trim() || randomSeed(),
        ...(this.optionFields.length ? { options: { ...this.draftOptions } } : {}),
        ...(this.draftPace ? { pace: this.draftPace } : {}),
      },
      { composed: false },
    );
  }

  override render() {
    const counts = this.countsFor?.(this.draftOptions) ?? this.counts ?? Array.from({ length: this.max - this.min + 1 }, (_, i) => this.min + i);
    const options = ['human', ...BOT_LEVELS.map((level) => `bot:${level}`)];
    const tr = (text: Text) => this.translator.render(text);
    const optionLabel = (value: string) => tr(value === 'human' ? t`Person` : t`Bot (${levelName(value.slice(4))})`);
    return html`<form part="base" @submit=${this.submit}>
      <fieldset>
        <legend>${tr(t`New game`)}</legend>
        <label>
          ${tr(t`Players`)}
          <select
            part="player-count"
            name="players"
            @change=${(e: Event) => {
              this.draftPlayers = Number((e.target as HTMLSelectElement).value);
              this.draftSeats = this.fit(this.draftSeats, this.draftPlayers);
            }}
          >
            ${counts.map((n) => html`<option value=${n} ?selected=${n === this.draftPlayers}>${tr(n)}</option>`)}
          </select>
        </label>
        ${this.draftSeats.map((seat, i) => {
          const value = formatSeats([seat]);
          return html`<label>
            ${tr(t`Seat ${i + 1}`)}
            <select
              part="seat"
              name=${`seat-${i}`}
              @change=${(e: Event) => {
                const picked = parseSeatToken((e.target as HTMLSelectElement).value);
                if (!picked) return;
                this.draftSeats = this.draftSeats.map((s, j) => (j === i ? picked : s));
              }}
            >
              ${options.map((o) => html`<option value=${o} ?selected=${o === value}>${optionLabel(o)}</option>`)}
            </select>
          </label>`;
        })}
        ${this.optionFields.map(
          (field) => html`<label>
            ${tr(field.label)}
            <select
              part="option"
              name=${`option-${field.name}`}
              @change=${(e: Event) => {
                const picked = field.choices[(e.target as HTMLSelectElement).selectedIndex];
                if (!picked) return;
                this.draftOptions = { ...this.draftOptions, [field.name]: picked.value };
                // A variant for fewer players: keep the count within what it allows.
                const allowed = this.countsFor?.(this.draftOptions) ?? [];
                if (allowed.length && !allowed.includes(this.draftPlayers)) {
                  this.draftPlayers = allowed.reduce((best, n) => (Math.abs(n - this.draftPlayers) < Math.abs(best - this.draftPlayers) ? n : best));
                  this.draftSeats = this.fit(this.draftSeats, this.draftPlayers);
                }
              }}
            >
              ${field.choices.map((c) => html`<option ?selected=${c.value === this.draftOptions[field.name]}>${tr(c.label)}</option>`)}
            </select>
          </label>`,
        )}
        ${this.draftPace === null
          ? nothing
          : html`<label>
              ${tr(t`Pace`)}
              <select part="pace-select" name="pace" @change=${(e: Event) => (this.draftPace = (e.target as HTMLSelectElement).value as Pace)}>
                <option value="normal" ?selected=${this.draftPace === 'normal'}>${tr(t`Normal`)}</option>
                <option value="gentle" ?selected=${this.draftPace === 'gentle'}>${tr(t`Gentle (young children)`)}</option>
              </select>
            </label>`}
        <label>
          ${tr(t`Seed`)}
          <span class="seed">
            <input part="seed-input" name="seed" .value=${this.draftSeed} @input=${(e: Event) => (this.draftSeed = (e.target as HTMLInputElement).value)} size="10" />
            <button type="button" class="tt-button" @click=${() => (this.draftSeed = randomSeed())}>${tr(t`New seed`)}</button>
          </span>
        </label>
      </fieldset>
      <div class="actions">
        <button part="start" type="submit" class="tt-button primary">${tr(t`Start`)}</button>
        <button type="button" class="tt-button" @click=${() => this.emit('tt-setup-cancel', {}, { composed: false })}>${tr(t`Cancel`)}</button>
      </div>
    </form>`;
  }
}

defineOnce('tt-setup-form', SetupForm);

declare global {
  interface HTMLElementTagNameMap {
    'tt-setup-form': SetupForm;
  }
}
