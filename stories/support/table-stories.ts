/**
 * Shared helpers for the game-table stories (`stories/*.stories.ts`): the meta's args, controls and
 * render for the attributes every table has, reproducible positions replayed by seeded bots, and
 * the queries the `play` functions make. Not a story file itself (Storybook only globs
 * `*.stories.ts` and `*.mdx`).
 */
import type { ArgTypes } from '@storybook/web-components-vite';
import { nothing, type ElementPart } from 'lit';
import { Directive, directive, PartType, type PartInfo } from 'lit/directive.js';
import { html, unsafeStatic } from 'lit/static-html.js';
import { botMove, type BotLevel } from '../../src/bots/levels.js';
import type { CompiledGame } from '../../src/dsl/compile.js';
import type { Move, SetupInput } from '../../src/dsl/types.js';
import { Match } from '../../src/engine/match.js';

/** The args behind the attributes every game table has. */
export interface TableArgs {
  seats: string;
  seed: string;
  view: string;
  autoplay: boolean;
  botDelay: number;
}

/** {@link TableArgs} for a table that also takes a `players` attribute. */
export interface PlayersTableArgs extends TableArgs {
  players: number;
}

/** A custom element that shows a game: it can load a save and is a Lit element. */
interface LoadableTable extends HTMLElement {
  load(save: string): unknown;
  readonly updateComplete: Promise<boolean>;
}

/** Tag names of the registered game tables (`'hisss-table'`, `'box-table'` …). */
export type TableTag = {
  [K in keyof HTMLElementTagNameMap]: HTMLElementTagNameMap[K] extends LoadableTable ? K : never;
}[keyof HTMLElementTagNameMap];

/** How the `players` control looks: a range from `min` to `max`, or a select of `options`. */
export type PlayersControl = { min: number; max: number; description?: string } | { options: number[]; description: string };

/**
 * The controls (argTypes) for the shared table attributes. `players` is left out unless its control
 * is given; `seats` and `seed` descriptions may be replaced for a game that words them differently.
 *
 * @example
 * argTypes: tableArgTypes({ players: { min: 2, max: 5 } }),
 * argTypes: { ...tableArgTypes({ seed: 'Seed that shuffles the yard.' }), bestOf: { control: 'text' } },
 */
export function tableArgTypes({ players, seats, seed }: { players?: PlayersControl; seats?: string; seed?: string } = {}): Partial<ArgTypes<PlayersTableArgs>> {
  return {
    ...(players
      ? {
          players:
            'options' in players
              ? { control: { type: 'select' }, options: players.options, description: players.description }
              : { control: { type: 'range', min: players.min, max: players.max, step: 1 }, description: players.description ?? `Number of players (${players.min}–${players.max}).` },
        }
      : {}),
    seats: { control: 'text', description: seats ?? 'Who plays each seat: human, bot:easy, bot:medium, bot:hard.' },
    seed: { control: 'text', description: seed ?? 'Seed that deals the game.' },
    view: { control: 'text', description: 'hotseat, spectator or a seat number.' },
    autoplay: { control: 'boolean', description: 'Bots move on their own.' },
    botDelay: { control: { type: 'number', min: 0, max: 5000, step: 100 }, name: 'bot-delay', description: 'Milliseconds before a bot moves.' },
  };
}

/**
 * The meta's default args: a new game (`seed: 'new-game'`) at one screen (`view: 'hotseat'`), bots
 * moving on their own after 700 ms, overridden and completed by `defaults` (seats, players …).
 *
 * @example
 * args: tableArgs({ players: 3, seats: 'human,bot:easy,bot:medium' }),
 */
export function tableArgs<D extends Partial<PlayersTableArgs> & Pick<TableArgs, 'seats'>>(defaults: D): TableArgs & D {
  return { seed: 'new-game', view: 'hotseat', autoplay: true, botDelay: 700, ...defaults };
}

/** Sets the attributes of a map on the element it is bound to (undefined removes one). */
class SetAttributes extends Directive {
  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('setAttributes() belongs on an element: <x-y ${setAttributes(…)}>.');
  }
  render(_attributes: Record<string, string | number | undefined>) {
    return nothing;
  }
  override update(part: ElementPart, [attributes]: [Record<string, string | number | undefined>]) {
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined) part.element.removeAttribute(name);
      else part.element.setAttribute(name, String(value));
    }
    return nothing;
  }
}
const setAttributes = directive(SetAttributes);

/**
 * The meta's `render` for a table: `<tag>` with the shared attributes bound to the args
 * (`players` only when the game has it, `seats` only when not blank), plus any `extra` attributes
 * computed from the args.
 *
 * @example
 * render: renderTable('hisss-table'),
 * render: renderTable<OrcArgs>('orc-table', (args) => ({ 'best-of': args.bestOf })),
 */
export function renderTable<A extends TableArgs & { players?: number }>(tag: TableTag, extra?: (args: A) => Record<string, string | number | undefined>) {
  const name = unsafeStatic(tag);
  return (args: A) =>
    html`<${name}
      players=${args.players ?? nothing}
      seats=${args.seats || nothing}
      seed=${args.seed}
      view=${args.view}
      autoplay=${args.autoplay ? 'true' : 'false'}
      bot-delay=${args.botDelay}
      ${setAttributes(extra ? extra(args) : {})}
    ></${name}>`;
}

/** How {@link playBots} replays a seeded game. */
export interface BotReplay<G> {
  players: number;
  /** Seed of the game, and of the bots unless `botSeed` says otherwise. */
  seed: string;
  /** Game options (e.g. `{ bestOf: 3 }`). */
  options?: SetupInput['options'];
  /** Strength of the bots choosing every move (default `'easy'`). */
  level?: BotLevel;
  /** At most this many moves (default: no limit but the end of the game). */
  moves?: number;
  /** Stop as soon as this holds; checked before each move, with the number of moves made so far. */
  until?: (match: Match<G>, played: number) => boolean;
  /** The bots' seed for the move after `played` moves (default: `seed`). */
  botSeed?: (played: number) => string;
  /** Replaces the bot's choice, e.g. to steer the game into a phase a story wants to show. */
  steer?: (move: Move, match: Match<G>, played: number) => Move;
}

/**
 * Replays a seeded game move by move, each chosen by a bot for the seat to act, until `until`
 * holds, `moves` moves are made or the game is over, and returns the match there.
 *
 * @example
 * const match = playBots(rumCompiled, { players: 3, seed: 'story-4', moves: 600, until: (m) => m.isOver });
 * if (match.isOver) return match.save();
 */
export function playBots<G>(compiled: CompiledGame<G, any>, replay: BotReplay<G>): Match<G> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const { players, seed, options, level = 'easy', moves = Infinity, until, botSeed, steer } = replay;
  const match = new Match<G>(compiled, { players, seed, ...(options ? { options } : {}) });
  for (let played = 0; played < moves && !match.isOver && !until?.(match, played); played++) {
    const seat = match.active[0]!;
    const chosen = botMove(compiled, match.view(seat), seat, level, botSeed ? botSeed(played) : seed)!;
    match.play(steer ? steer(chosen, match, played) : chosen);
  }
  return match;
}

/**
 * A reproducible position: the save of a seeded game replayed by bots (see {@link playBots}).
 *
 * @example
 * // Seat 0 to act in the place phase, after at least 40 moves.
 * const save = positionAfter(gymCompiled, { players: 2, seed: 'story', moves: 400,
 *   until: (m, played) => played >= 40 && m.active[0] === 0 && m.phase === 'play.place' });
 */
export function positionAfter<G>(compiled: CompiledGame<G, any>, replay: BotReplay<G>): string { // eslint-disable-line @typescript-eslint/no-explicit-any
  return playBots(compiled, replay).save();
}

/**
 * A table showing a saved position: a new `<tag>` with `seats`, a 600 ms bot delay and any other
 * `attributes`, the save loaded. Return it from a story's `render`.
 *
 * @example
 * render: () => tableAt('box-table', save, 'human,bot:easy', { view: '0', autoplay: 'false' }),
 */
export function tableAt<K extends TableTag>(tag: K, save: string, seats: string, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.setAttribute('seats', seats);
  el.setAttribute('bot-delay', '600');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.load(save);
  return el;
}

/**
 * The story's `<tag>` in the canvas, once it has rendered.
 *
 * @example
 * play: async ({ canvasElement }) => {
 *   const el = await tableOf(canvasElement, 'hisss-table');
 *   await expect(el.match.isOver).toBe(false);
 * },
 */
export async function tableOf<K extends TableTag>(canvasElement: HTMLElement, tag: K): Promise<HTMLElementTagNameMap[K]> {
  const el = canvasElement.querySelector(tag)!;
  await el.updateComplete;
  return el;
}

/**
 * The table's move buttons (everything with `data-move-key`), in document order.
 *
 * @example
 * moveButtons(el)[0]!.click();
 */
export function moveButtons(el: HTMLElement): HTMLButtonElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-move-key]')];
}

/**
 * The first element in the table's shadow root with `name` among its parts, or null.
 *
 * @example
 * await expect(part(el, 'status')!.textContent).toContain('Your turn');
 */
export function part(el: HTMLElement, name: string): HTMLElement | null {
  return el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
}

/**
 * Every element in the table's shadow root with `name` among its parts.
 *
 * @example
 * await expect(parts(el, 'spot').length).toBe(21);
 */
export function parts(el: HTMLElement, name: string): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
}
