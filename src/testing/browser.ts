/**
 * The browser half of the test kit, for `*.browser.test.ts` files run by web-test-runner in real
 * Chromium: mount a game element, make moves with the real mouse and keyboard on the controls
 * that carry `data-move-key`, play a whole all-bot game, and drive the model-based paths of the
 * node kit through the element, and play a hotseat game of people checking that no secret
 * reaches the shared screen. Every function throws a readable Error on failure.
 *
 * @example
 * import '../../components/hisss-table/define.js';
 * import { hisssCompiled } from '../../machines/hisss/index.js';
 * import { driveModelPaths, playWholeBotGame } from '../../src/testing/browser.js';
 *
 * it('plays a whole bot game', async () => { await playWholeBotGame('hisss-table', { players: 3, seed: 'b' }); });
 * it('follows model paths by mouse', async () => {
 *   await driveModelPaths('hisss-table', hisssCompiled, { players: 2, seed: 'm', depth: 6, paths: 3 });
 * });
 */
import { fixture, fixtureCleanup, waitUntil } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { botMove } from '../bots/levels.js';
import type { CompiledGame } from '../dsl/compile.js';
import type { GameResult, Move, RealtimeDef, Seat, SetupInput } from '../dsl/types.js';
import { Random, seedToState } from '../dsl/random.js';
import type { Match } from '../engine/match.js';
import { moveKey } from '../engine/move-key.js';
import {
  attributeList,
  containsWord,
  moveButtons,
  part,
  playerPanels,
  pressBotMove,
  screenFacts,
  settled,
  wordsOf,
  type Attributes,
  type ScreenFacts,
  type TableElement,
} from './browser-dom.js';
import { firstDifference, show } from './json.js';
import { modelPaths } from './model.js';
import { isListRef, isMessage, t, type Text } from '../i18n/text.js';
import { Translator, type Lang, type TranslationSet } from '../i18n/translator.js';
import { curtainTexts } from '../ui/curtain.js';
import { arrowTarget, FOCUS_KEYS } from '../ui/keyboard.js';
import { sharedTranslations } from '../ui/translations.js';
import { dslTranslations } from '../dsl/translations.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCompiled = CompiledGame<any, any>;

export * from './browser-dom.js';

/** The real-time rules of the element's game, if it is real-time. */
function realtimeOf(el: TableElement): RealtimeDef<unknown> | undefined {
  return (el.constructor as { game?: AnyCompiled }).game?.def.realtime as RealtimeDef<unknown> | undefined;
}

/** The moves a person at `seat` may make now: in a real-time game the host's own moves are not theirs. */
function personMoves(el: TableElement, seat: Seat): Move[] {
  const rules = realtimeOf(el);
  const notPeople = [...(rules?.hostMoves ?? []), ...(rules?.botMoves ?? [])];
  return el.match.legalMoves(seat).filter((m) => !notPeople.includes(m.type));
}

/**
 * After a press of a real-time game's race move: waits until the race window has closed and its
 * outcome is in the log (or, for a press that lost, until the window must have closed).
 */
async function raceDecided(el: TableElement, move: Move, logBefore: number): Promise<void> {
  const window = realtimeOf(el)?.window;
  if (!window?.moves.includes(move.type)) return;
  const until = performance.now() + window.ms + 1500;
  while (el.match.log.length === logBefore && performance.now() < until) await new Promise((r) => setTimeout(r, 10));
  await settled(el);
}

/**
 * Mounts `<tag …attrs>` in a test fixture and waits for its first render (typed as `T`, the element's class). Attribute values are
 * written as given (`true` gives an empty attribute, `false`/`undefined` leave it out).
 *
 * @example
 * const el = await mountTable<HisssTable>('hisss-table', { players: 2, seed: 'x', seats: 'human,human', view: 'hotseat' });
 */
export async function mountTable<T extends TableElement = TableElement>(tag: string, attrs: Attributes = {}): Promise<T> {
  const el = await fixture<T>(`<${tag}${attributeList(attrs)}></${tag}>`);
  await el.updateComplete;
  return el;
}

/** The deepest element at a point of the viewport, looking into open shadow roots. */
function deepElementAt(x: number, y: number): Element | null {
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The control for `move` in the element's own shadow root. */
export function moveButton(el: TableElement, move: Move): HTMLButtonElement {
  const key = moveKey(move);
  const root = el.shadowRoot;
  if (!root) throw new Error(`<${el.localName}> has no shadow root to look for moves in.`);
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-move-key]')];
  const button = buttons.find((b) => b.getAttribute('data-move-key') === key);
  if (!button) {
    const curtain = root.querySelector('[part~="curtain"]') ? ' A pass-device curtain is up.' : '';
    throw new Error(
      `<${el.localName}> shows no control with data-move-key=${key}.${curtain} It shows ${buttons.length}: ` +
        `${buttons.slice(0, 4).map((b) => b.getAttribute('data-move-key')).join(' ')}${buttons.length > 4 ? ' …' : ''}`,
    );
  }
  if (button.tagName !== 'BUTTON') throw new Error(`The control for ${key} is a <${button.localName}>, not a <button>.`);
  if (button.disabled) throw new Error(`The button for ${key} is disabled.`);
  return button;
}

/**
 * Clicks an element with the real mouse: scrolls it into view and clicks at its centre, or —
 * when something else covers the centre, as the next card of a fan does — at the visible point
 * of it nearest the centre. Fails when no point of it can be clicked.
 */
async function realClick(target: HTMLElement, what: string): Promise<void> {
  target.scrollIntoView({ block: 'center', inline: 'center' });
  await nextFrame();
  // A smooth scroll (the table bringing a player's controls into view) may still be moving the
  // page: click once the target has stood still for two frames.
  let r = target.getBoundingClientRect();
  for (let still = 0, frames = 0; still < 2 && frames < 90; frames++) {
    await nextFrame();
    const now = target.getBoundingClientRect();
    still = now.top === r.top && now.left === r.left ? still + 1 : 0;
    r = now;
  }
  if (r.width === 0 || r.height === 0) throw new Error(`${what} is not visible (its box is ${r.width}×${r.height}).`);
  const cx = r.left + r.width / 2;
  const cy = r.top + r.height / 2;
  const points: [number, number][] = [[cx, cy]];
  const steps = 6;
  for (let i = 0; i <= steps; i++) {
    for (let j = 0; j <= steps; j++) points.push([r.left + 1 + ((r.width - 2) * i) / steps, r.top + 1 + ((r.height - 2) * j) / steps]);
  }
  points.sort((a, b) => Math.hypot(a[0] - cx, a[1] - cy) - Math.hypot(b[0] - cx, b[1] - cy));
  const inView = ([x, y]: [number, number]) => x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
  const spot = points.find((p) => {
    if (!inView(p)) return false;
    const hit = deepElementAt(p[0], p[1]);
    return hit !== null && (hit === target || target.contains(hit));
  });
  if (!spot) {
    const hit = deepElementAt(cx, cy);
    throw new Error(`${what} cannot be clicked: at its centre the mouse would hit ${hit ? `<${hit.localName}${hit.id ? `#${hit.id}` : ''} class="${hit.getAttribute('class') ?? ''}">` : 'nothing'}.`);
  }
  await sendMouse({ type: 'click', position: [Math.round(spot[0]), Math.round(spot[1])] });
}

/**
 * Makes `move` with the real mouse: finds the `<button data-move-key>` for it in the element's
 * shadow root, scrolls it into view, clicks it (at its centre unless covered) and waits for the
 * element to update.
 *
 * @example
 * await clickMove(el, el.match.legalMoves()[0]!);
 */
export async function clickMove(el: TableElement, move: Move): Promise<void> {
  const button = moveButton(el, move);
  const before = el.match.log.length;
  await realClick(button, `The button for ${moveKey(move)}`);
  await el.updateComplete;
  await raceDecided(el, move, before);
}

/**
 * Makes `move` with the keyboard: focuses its button and presses Enter, then waits for the
 * element to update.
 *
 * @example
 * await pressMove(el, { type: 'draw', seat: 0, index: 3 });
 */
export async function pressMove(el: TableElement, move: Move): Promise<void> {
  const button = moveButton(el, move);
  button.focus();
  if (el.shadowRoot!.activeElement !== button) throw new Error(`The button for ${moveKey(move)} cannot take the keyboard focus.`);
  const before = el.match.log.length;
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
  await raceDecided(el, move, before);
}

/**
 * When a pass-the-device curtain (`[part~="curtain"]`) is up, clicks its button with the real
 * mouse. Returns whether there was one.
 *
 * @example
 * await dismissCurtain(el);
 */
export async function dismissCurtain(el: TableElement): Promise<boolean> {
  const curtain = el.shadowRoot?.querySelector<HTMLElement>('[part~="curtain"]');
  if (!curtain || curtain.getClientRects().length === 0) return false;
  const button = curtain.querySelector<HTMLButtonElement>('button');
  if (!button) throw new Error('The curtain has no button to show the next player\'s table.');
  const before = el.match.log.length;
  await realClick(button, 'The curtain\'s button');
  await el.updateComplete;
  if (el.match.log.length !== before) throw new Error(`Clicking the curtain's button changed the game (${before} moves, now ${el.match.log.length}): the click hit something else.`);
  if (el.shadowRoot?.querySelector('[part~="curtain"]')) throw new Error('The curtain is still up after a click on its button.');
  return true;
}

/** Text of an element and of its open shadow root (where custom elements render). */
function renderedText(el: Element): string {
  const own = el.textContent ?? '';
  const shadow = el.shadowRoot ? [...el.shadowRoot.children].map((c) => renderedText(c)).join(' ') : '';
  return `${own} ${shadow}`.replace(/\s+/g, ' ');
}

/**
 * Mounts the element with every seat a bot (`bot:easy` unless `level` says otherwise) and
 * `bot-delay="0"`, waits for its `tt-game-over` event (failing after `timeout` ms), and checks
 * that the event's result is the match's result, and that the `[part~="game-over"]` panel is
 * visible and names every winner. Returns the result and the number of moves. `attributes` are
 * further attributes for the element (a variant the element takes from its own attribute).
 *
 * @example
 * const { result, moves } = await playWholeBotGame('hisss-table', { players: 4, seed: 'bots' });
 */
export async function playWholeBotGame(
  tag: string,
  opts: { players: number; seed: string; level?: string; timeout?: number; attributes?: Attributes },
): Promise<{ result: GameResult; moves: number; ms: number }> {
  const started = performance.now();
  const timeout = opts.timeout ?? 30_000;
  let listener: ((e: Event) => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const over = new Promise<GameResult>((resolve) => {
    listener = (e: Event) => {
      const source = e.composedPath()[0] as Element | undefined;
      if (source?.localName === tag) resolve((e as CustomEvent<{ result: GameResult }>).detail.result);
    };
    document.addEventListener('tt-game-over', listener);
  });
  let el: TableElement | undefined;
  try {
    el = await mountTable(tag, {
      ...opts.attributes,
      players: opts.players,
      seed: opts.seed,
      seats: Array.from({ length: opts.players }, () => `bot:${opts.level ?? 'easy'}`).join(','),
      'bot-delay': 0,
    });
    const mounted = el;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const m = mounted.match;
        reject(new Error(`<${tag}> sent no tt-game-over within ${timeout} ms; its match is at move ${m.log.length}, phase "${m.phase}".`));
      }, timeout);
    });
    const result = await Promise.race([over, timedOut]);
    await el.updateComplete;
    const match = el.match;
    if (!match.isOver) throw new Error('tt-game-over was sent but the match is not over.');
    const diff = firstDifference(result, match.result);
    if (diff) throw new Error(`The tt-game-over result differs from the match's result at ${diff}.`);
    const panel = el.shadowRoot?.querySelector<HTMLElement>('[part~="game-over"]');
    if (!panel) throw new Error(`<${tag}> shows no [part~="game-over"] panel at the end of the game.`);
    if (panel.getClientRects().length === 0 || getComputedStyle(panel).visibility === 'hidden') throw new Error('The game-over panel is not visible.');
    if ('updateComplete' in panel) await (panel as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const text = renderedText(panel);
    const names = (panel as unknown as { names?: readonly string[] }).names;
    for (const w of result.winners) {
      const name = Array.isArray(names) && names[w] ? names[w] : String(w + 1);
      if (!text.includes(name)) throw new Error(`The game-over panel does not name winner ${w} ("${name}"): ${show(text.trim(), 300)}`);
    }
    return { result, moves: match.log.length, ms: Math.round(performance.now() - started) };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    if (listener) document.removeEventListener('tt-game-over', listener);
  }
}

/** Options of `driveModelPaths`. */
export interface DriveOptions {
  players: number;
  seed: string;
  /** Depth and branching of the model exploration (as in the node kit). */
  depth?: number;
  branching?: number;
  /** How many of the generated paths to drive (spread over them). Default 3. */
  paths?: number;
  /** `"mouse"` (default) clicks each move; `"keyboard"` focuses it and presses Enter. */
  input?: 'mouse' | 'keyboard';
  /**
   * Moves played before the exploration (as in the node kit's `modelBased`), to drive the paths
   * of a later phase. The element plays them through its match, not by clicks; only the
   * explored moves are clicked (or pressed). Default none.
   */
  start?: Move[];
  /**
   * Game options (variants) of every driven match, as `newGame({ options })` takes them: the
   * paths are explored with them and each mounted element starts its game with them.
   */
  options?: SetupInput['options'];
}

/**
 * Generates model-based paths with the node kit's generator (`modelPaths`: same seed, same
 * paths), then drives a few of them through a freshly mounted element each — every seat human,
 * `view="hotseat"` — by real clicks (or Enter presses) on the `data-move-key` buttons, lifting
 * any pass-device curtain on the way, and checks after every move that `el.match.state` equals
 * the state the fast core reaches with the same moves. Returns how many paths and moves it drove
 * (the moves of `start` are played through the match and not counted).
 *
 * @example
 * await driveModelPaths('hisss-table', hisssCompiled, { players: 2, seed: 'mbt', depth: 6, paths: 4 });
 */
export async function driveModelPaths(tag: string, game: AnyCompiled, opts: DriveOptions): Promise<{ paths: number; steps: number }> {
  const start = opts.start ?? [];
  const { setup, paths } = modelPaths(game, { players: opts.players, seed: opts.seed, depth: opts.depth, branching: opts.branching, start, ...(opts.options ? { options: opts.options } : {}) });
  if (paths.length === 0) throw new Error('The model exploration gave no paths.');
  const count = Math.min(opts.paths ?? 3, paths.length);
  const chosen = Array.from({ length: count }, (_, i) => paths[Math.floor((i * paths.length) / count)]!);
  let steps = 0;
  for (const [p, path] of chosen.entries()) {
    const el = await mountTable(tag, {
      players: opts.players,
      seed: opts.seed,
      seats: Array.from({ length: opts.players }, () => 'human').join(','),
      view: 'hotseat',
      // A real-time host waits for the path's own host moves instead of sending them by the clock.
      ...(game.def.realtime ? { autoplay: 'false' } : {}),
    });
    if (opts.options) {
      (el as TableElement & { newGame(setup: { seed: string; options: SetupInput['options'] }): void }).newGame({ seed: opts.seed, options: opts.options });
      await settled(el);
    }
    let state = game.core.init(setup);
    const initialDifference = firstDifference(state, el.match.state);
    if (initialDifference) throw new Error(`<${tag}> starts from another state than the core (core vs element at ${initialDifference}); does it use the seed attribute?`);
    for (const [i, move] of path.entries()) {
      const where = `path ${p + 1} of ${count}, move ${i + 1} of ${path.length} ${show(move)}`;
      const prefix = i < start.length;
      if (!prefix) await dismissCurtain(el);
      try {
        // The host's moves and bots' slips have no control: the path sends them as the host would,
        // and the start sequence only brings the table to where the exploration begins.
        if (prefix || game.def.realtime?.hostMoves.includes(move.type) || game.def.realtime?.botMoves?.includes(move.type)) {
          const sent = el.match.play(move);
          if (!sent.ok) throw new Error(`the host's move is refused: ${sent.reason}`);
          await settled(el);
        } else if (opts.input === 'keyboard') await pressMove(el, move);
        else await clickMove(el, move);
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
      }
      const played = game.core.play(state, move);
      if (!played.ok) throw new Error(`${where}: the core refuses the move: ${played.reason}`);
      state = played.state;
      if (el.match.log.length !== i + 1) throw new Error(`${where}: the element's match has ${el.match.log.length} moves in its log, expected ${i + 1}.`);
      const diff = firstDifference(state, el.match.state);
      if (diff) throw new Error(`${where}: the element's state differs from the core's (core vs element at ${diff}).`);
      if (!prefix) steps++;
    }
    fixtureCleanup();
  }
  await resetMouse();
  return { paths: count, steps };
}

/** The table's translator (every `GameTable` has one), or English when the element has none. */
function translatorOf(el: TableElement): Translator {
  return (el as unknown as { translator?: Translator }).translator ?? new Translator('en', [sharedTranslations, dslTranslations]);
}

/** The words of the curtain's own sentences ("Pass the device to …", "I'm … — show my table"), in the table's language. */
function curtainWords(el: TableElement): string[] {
  const translator = translatorOf(el);
  const seats = Array.from({ length: el.match.setup.players }, (_, s) => s);
  return seats.flatMap((s) => curtainTexts(s).flatMap((text) => wordsOf(translator.render(text))));
}

/** Whether any view (a spectator's or a seat's) hides part of the game data. */
function viewsHideAnything(match: Match<unknown>): boolean {
  const full = JSON.stringify(match.state.G);
  const seats = [null, ...Array.from({ length: match.setup.players }, (_, s) => s)];
  return seats.some((seat) => JSON.stringify(match.view(seat).G) !== full);
}

const listFacts = (facts: [string, string][]) =>
  facts.slice(0, 6).map(([fact, where]) => `${show(fact, 140)} (in ${where})`).join('; ') + (facts.length > 6 ? ' …' : '');

/**
 * Checks the pass-the-device curtain that is up on `el` against a spectator's screen of the same
 * moment: it renders the element once more with `view="spectator"` (then puts the view back) and
 * requires that everything the curtain screen shows outside the curtain and the status line —
 * every text node, every attribute value (aria-label, title, data-* …) and every control value,
 * through nested shadow roots — is also on the spectator's screen; that the curtain and the
 * status line use only the curtain's own words and the players' names; and that every declared
 * secret (`game.core.secrets(state)`) found on the curtain screen is on the spectator's screen
 * too. Fails naming what only the curtain screen shows, and where.
 *
 * @example
 * const el = await mountTable('box-table', { seats: 'human,human', seed: 'curtain-1' });
 * await checkCurtain(el, boxCompiled);
 */
export async function checkCurtain(el: TableElement, game: AnyCompiled, where = 'At the curtain'): Promise<void> {
  await settled(el);
  if (!part(el, 'curtain')) throw new Error(`${where}: no pass-the-device curtain is up.`);
  const state = el.match.state;
  const curtain = screenFacts(el, { apart: ['curtain', 'status'] });
  const names = playerPanels(el).map((p) => p.name);
  const before = el.getAttribute('view');
  let spectator: ScreenFacts;
  try {
    el.setAttribute('view', 'spectator');
    await settled(el);
    spectator = screenFacts(el);
  } finally {
    if (before === null) el.removeAttribute('view');
    else el.setAttribute('view', before);
    await settled(el);
  }
  const extra = [...curtain.facts].filter(([fact]) => !spectator.facts.has(fact));
  if (extra.length) {
    throw new Error(`${where}: the screen shows ${extra.length} thing${extra.length === 1 ? '' : 's'} a spectator's screen does not: ${listFacts(extra)}.`);
  }
  const allowed = new Set([...curtainWords(el), ...names.flatMap(wordsOf)]);
  const strange = [...new Set(curtain.apartWords.filter((w) => !allowed.has(w)))];
  if (strange.length) throw new Error(`${where}: the curtain or the status line says more than whose turn it is: ${strange.slice(0, 8).map((w) => show(w)).join(', ')}.`);
  for (const { value, seenBy } of game.core.secrets(state)) {
    if (containsWord(curtain.text, value) && !containsWord(spectator.text, value)) {
      throw new Error(`${where}: the screen shows the secret ${show(value)} (seen by ${seenBy.length ? `seat ${seenBy.join(', ')}` : 'nobody'}), which a spectator's screen does not.`);
    }
  }
  if (!part(el, 'curtain')) throw new Error(`${where}: the curtain did not come back after the spectator's look.`);
}

/**
 * Opens the Save dialog (by its `[part~="save-button"]` button) and checks it: while any view (a
 * spectator's or any seat's) hides part of the game data, it must show no save text — no text
 * field with anything in it, the save nowhere in its text — and offer Copy and Download; when
 * nothing is hidden it shows the save in its text field. Closes the dialog again. Returns whether
 * something was hidden.
 *
 * @example
 * const { hidden } = await checkSaveDialog(el);
 */
export async function checkSaveDialog(el: TableElement, where = 'The Save dialog'): Promise<{ hidden: boolean }> {
  const hidden = viewsHideAnything(el.match);
  const saved = el.match.save();
  const button = part<HTMLButtonElement>(el, 'save-button');
  if (!button) throw new Error(`<${el.localName}> shows no [part~="save-button"] button.`);
  button.click();
  await settled(el);
  const dialog = part<HTMLDialogElement>(el, 'save-dialog');
  if (!dialog?.open) throw new Error(`${where}: the [part~="save-dialog"] did not open.`);
  try {
    const fields = [...dialog.querySelectorAll<HTMLTextAreaElement | HTMLInputElement>('textarea, input')];
    const filled = fields.filter((f) => f.value.trim() !== '');
    const buttons = [...dialog.querySelectorAll('button')].map((b) => b.textContent!.trim());
    if (hidden) {
      if (filled.length) throw new Error(`${where} shows the save in a <${filled[0]!.localName}> although the views hide part of the game: ${show(filled[0]!.value, 80)}`);
      if ((dialog.textContent ?? '').includes(saved)) throw new Error(`${where} shows the save as text although the views hide part of the game.`);
      for (const name of ['Copy', 'Download']) if (!buttons.includes(name)) throw new Error(`${where} offers no "${name}" button (it has ${buttons.join(', ')}).`);
    } else if (!fields.some((f) => f.value === saved)) {
      throw new Error(`${where}: nothing is hidden, yet the save text is not shown.`);
    }
  } finally {
    dialog.close();
    await settled(el);
  }
  return { hidden };
}

/** A small seeded generator (mulberry32 over a string hash), for the kit's own choices. */
function chooser(seed: string): (n: number) => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** Options of `checkHotseatSecrets`. */
export interface HotseatSecretsOptions {
  players: number;
  /** Seed of the game and of the kit's choice among the offered moves. */
  seed: string;
  /** Moves to play (fewer when the game ends first). Default 40. */
  moves?: number;
  /** Open and check the Save dialog before every `saveEvery`-th move and at the end. Default 10; 0: never. */
  saveEvery?: number;
  /** Other attributes for the element (e.g. `{ 'best-of': 3 }`). */
  attributes?: Attributes;
}

/** What `checkHotseatSecrets` did. */
export interface HotseatSecretsReport {
  /** Moves played. */
  moves: number;
  /** Curtains met (each checked with `checkCurtain`). */
  curtains: number;
  /** Times the screen passed from one person to another whose views differ. */
  handovers: number;
  /** Save dialogs checked, and how many of them while something was hidden. */
  saves: number;
  hiddenSaves: number;
  /** Whether the game ended within the moves. */
  over: boolean;
}

/**
 * Plays a seeded hotseat game of people — every seat `human`, `view="hotseat"` — by clicking
 * the element's move buttons (a seeded choice among those of legal moves), and checks that nothing
 * private reaches the shared screen: at every pass-the-device curtain, `checkCurtain` (nothing
 * on screen that a spectator's screen lacks); whenever the screen passes to a person whose view
 * differs from the previous person's, that a curtain came first; and every few moves and at the
 * end, `checkSaveDialog`. Returns what it met.
 *
 * @example
 * const { curtains } = await checkHotseatSecrets('box-table', boxCompiled, { players: 2, seed: 'curtain-1' });
 */
export async function checkHotseatSecrets(tag: string, game: AnyCompiled, opts: HotseatSecretsOptions): Promise<HotseatSecretsReport> {
  if (game.def.realtime) return checkRealtimeSecrets(tag, game, opts);
  // The table scrolls its controls into view as turns pass; at once under reduced motion, so a
  // real click is never aimed at a page still gliding under the mouse.
  await emulateMedia({ reducedMotion: 'reduce' });
  const el = await mountTable(tag, {
    ...opts.attributes,
    players: opts.players,
    seed: opts.seed,
    seats: Array.from({ length: opts.players }, () => 'human').join(','),
    view: 'hotseat',
  });
  const choose = chooser(`${opts.seed}/moves`);
  const total = opts.moves ?? 40;
  const saveEvery = opts.saveEvery ?? 10;
  const report: HotseatSecretsReport = { moves: 0, curtains: 0, handovers: 0, saves: 0, hiddenSaves: 0, over: false };
  const checkSave = async (where: string) => {
    const { hidden } = await checkSaveDialog(el, `${where}: the Save dialog`);
    report.saves++;
    if (hidden) report.hiddenSaves++;
  };
  const viewText = (seat: number) => JSON.stringify(el.match.view(seat).G);
  let shown: number | null = null;
  try {
    for (let i = 0; i < total && !el.match.isOver; i++) {
      const where = `<${tag}> seed ${show(opts.seed)}, before move ${i + 1}`;
      await settled(el);
      const seat = el.match.active[0]!;
      if (shown !== null && seat !== shown && viewText(seat) !== viewText(shown)) report.handovers++;
      if (part(el, 'curtain')) {
        report.curtains++;
        await checkCurtain(el, game, `${where} (curtain for seat ${seat})`);
        if (!(await dismissCurtain(el))) throw new Error(`${where}: the curtain is up but cannot be lifted.`);
        await settled(el);
      } else if (shown !== null && seat !== shown && viewText(seat) !== viewText(shown)) {
        throw new Error(`${where}: the screen passed from seat ${shown} to seat ${seat} with no curtain between, though their views differ.`);
      }
      shown = seat;
      if (saveEvery > 0 && i % saveEvery === 0) await checkSave(where);
      // A seeded choice among the offered buttons of legal moves (a table may also offer a move
      // that is refused with an explanation, as a "Done" that says what is still to do).
      const legal = new Set(el.match.legalMoves(seat).map(moveKey));
      const buttons = moveButtons(el).filter((b) => !b.disabled && legal.has(b.getAttribute('data-move-key')!));
      if (buttons.length === 0) {
        throw new Error(`${where}: seat ${seat} has ${legal.size} legal moves but the screen offers a button for none of them.`);
      }
      const before = el.match.log.length;
      const button = buttons[choose(buttons.length)]!;
      button.click();
      await settled(el);
      if (el.match.log.length !== before + 1) throw new Error(`${where}: clicking the button for ${button.getAttribute('data-move-key')} did not make a move${part(el, 'notice') ? ` (the table says: ${show(part(el, 'notice')!.textContent!.replace(/\s+/g, ' ').trim(), 160)})` : ''}.`);
      report.moves++;
    }
    report.over = el.match.isOver;
    if (part(el, 'curtain')) {
      report.curtains++;
      await checkCurtain(el, game, `<${tag}> seed ${show(opts.seed)}, after move ${report.moves} (curtain)`);
    }
    if (saveEvery > 0) await checkSave(`<${tag}> seed ${show(opts.seed)}, after move ${report.moves}`);
  } finally {
    fixtureCleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
  }
  return report;
}

/**
 * The hotseat check of a real-time game, which has no curtain: everybody plays at once, so the
 * screen shows what every person at the device may see. Played twice — every seat a person, then
 * one person against easy bots — with the kit choosing, at each step, a seeded one of the people's
 * offered moves or the host's next event ("Bot move", autoplay off). At every step no declared
 * secret that none of the people may see (a face-down pile; a bot's hand) is anywhere on screen,
 * and every few steps the Save dialog is checked.
 */
async function checkRealtimeSecrets(tag: string, game: AnyCompiled, opts: HotseatSecretsOptions): Promise<HotseatSecretsReport> {
  await emulateMedia({ reducedMotion: 'reduce' });
  const report: HotseatSecretsReport = { moves: 0, curtains: 0, handovers: 0, saves: 0, hiddenSaves: 0, over: false };
  const total = opts.moves ?? 40;
  const saveEvery = opts.saveEvery ?? 10;
  const choose = chooser(`${opts.seed}/realtime`);
  const lineups = [
    Array.from({ length: opts.players }, () => 'human'),
    Array.from({ length: opts.players }, (_, s) => (s === 0 ? 'human' : 'bot:easy')),
  ];
  try {
    for (const [round, lineup] of lineups.entries()) {
      const el = await mountTable(tag, { ...opts.attributes, players: opts.players, seed: opts.seed, seats: lineup.join(','), view: 'hotseat', autoplay: 'false' });
      const people = lineup.flatMap((who, s) => (who === 'human' ? [s] : []));
      const steps = round === 0 ? Math.ceil(total / 2) : Math.floor(total / 2);
      for (let i = 0; i < steps && !el.match.isOver; i++) {
        const where = `<${tag}> seed ${show(opts.seed)}, ${people.length === 1 ? 'one person against bots' : 'everyone a person'}, step ${i + 1}`;
        await settled(el);
        if (part(el, 'curtain')) throw new Error(`${where}: a real-time table put up a pass-the-device curtain.`);
        const text = screenFacts(el).text;
        for (const { value, seenBy } of game.core.secrets(el.match.state)) {
          if (!seenBy.some((s) => people.includes(s)) && containsWord(text, value)) {
            throw new Error(`${where}: the screen shows the secret ${show(value)}, seen by ${seenBy.length ? `seat ${seenBy.join(', ')}` : 'nobody'} and by none of the people at the device.`);
          }
        }
        if (saveEvery > 0 && i % saveEvery === 0) {
          const { hidden } = await checkSaveDialog(el, `${where}: the Save dialog`);
          report.saves++;
          if (hidden) report.hiddenSaves++;
        }
        const legal = new Set(people.flatMap((s) => personMoves(el, s)).map(moveKey));
        const buttons = enabledMoveButtons(el).filter((b) => legal.has(b.getAttribute('data-move-key')!));
        const step = part<HTMLButtonElement>(el, 'bot-move-button');
        if (buttons.length === 0 && !step) throw new Error(`${where}: the people have no offered move and nothing else is pending, in phase "${el.match.phase}".`);
        const pick = choose(buttons.length + (step ? 1 : 0));
        const before = el.match.log.length;
        if (pick < buttons.length) {
          buttons[pick]!.click();
          await raceDecided(el, moveOfButton(el, buttons[pick]!), before);
        } else await pressBotMove(el);
        await settled(el);
      }
      report.moves += el.match.log.length;
      report.over = el.match.isOver;
      fixtureCleanup();
    }
  } finally {
    fixtureCleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
  }
  return report;
}

// ---------------------------------------------------------------- languages

/** The compiled game of a game element's class. */
function gameOf(el: TableElement): AnyCompiled {
  const game = (el.constructor as { game?: AnyCompiled }).game;
  if (!game) throw new Error(`<${el.localName}> does not say which game it plays (static game).`);
  return game;
}

/** The enabled move controls, in the order the arrow keys step through them. */
const enabledMoveButtons = (el: TableElement) => moveButtons(el).filter((b) => !b.disabled);

/**
 * The shortest key presses (arrows, Home, End) that lead from the focused control to every move
 * control they can reach, worked out with the table's own rule for where each key goes.
 */
function arrowPaths(from: Element, root: ParentNode): Map<Element, string[]> {
  const paths = new Map<Element, string[]>([[from, []]]);
  const queue: Element[] = [from];
  while (queue.length) {
    const here = queue.shift()!;
    for (const key of FOCUS_KEYS) {
      const next = arrowTarget(here, root, key);
      if (next && !paths.has(next)) {
        paths.set(next, [...paths.get(here)!, key]);
        queue.push(next);
      }
    }
  }
  return paths;
}

/**
 * Plays one move for the person at `seat` with a real mouse click: the move an easy bot would
 * choose there (so the game moves on as bot games do), else a seeded choice among the offered
 * buttons of legal moves. Returns the button's move key.
 */
function chosenButton(el: TableElement, seat: number, seed: string, choose: (n: number) => number, where: string, level: 'easy' | 'medium' = 'easy'): HTMLButtonElement {
  const legal = new Set(personMoves(el, seat).map(moveKey));
  const buttons = enabledMoveButtons(el).filter((b) => legal.has(b.getAttribute('data-move-key')!));
  if (buttons.length === 0) throw new Error(`${where}: seat ${seat} has ${legal.size} legal moves but the screen offers a button for none of them.`);
  const wanted = botMove(gameOf(el), el.match.view(seat), seat, level, seed);
  const key = wanted ? moveKey(wanted) : null;
  return buttons.find((b) => b.getAttribute('data-move-key') === key) ?? buttons[choose(buttons.length)]!;
}

/**
 * In a real-time game: the button of the move a sharp player at `seat` would make now
 * (`realtime.aim`, from that seat's view), or null when there is none or it has no control.
 */
function aimedButton(el: TableElement, seat: Seat, seed: string): HTMLButtonElement | null {
  const rules = realtimeOf(el);
  if (!rules || personMoves(el, seat).length === 0) return null;
  const view = el.match.view(seat);
  const wanted = rules.turnBased?.(view.G, view.ctx) ? botMove(gameOf(el), view, seat, 'easy', seed) : rules.aim(view, seat, new Random({ rng: seedToState(seed) }));
  if (!wanted || el.match.reason(wanted) !== null) return null;
  const key = moveKey(wanted);
  const found = enabledMoveButtons(el).find((b) => b.getAttribute('data-move-key') === key);
  if (found || !rules.turnBased?.(view.G, view.ctx)) return found ?? null;
  // In turns, a move may take two steps on the table (a tile, then what it stands for): any offered legal move then.
  const legal = new Set(personMoves(el, seat).map(moveKey));
  const offered = enabledMoveButtons(el).filter((b) => legal.has(b.getAttribute('data-move-key')!));
  return offered.length ? offered[new Random({ rng: seedToState(`${seed}/offered`) }).int(offered.length)]! : null;
}

/** The legal move a move control stands for. */
function moveOfButton(el: TableElement, button: HTMLElement): Move {
  const key = button.getAttribute('data-move-key');
  return el.match.legalMoves().find((m) => moveKey(m) === key) ?? { type: '', seat: -1 };
}

/** Attributes whose values a person reads (a screen reader says them, a tooltip shows them). */
const READ_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder', 'aria-description', 'aria-roledescription', 'aria-valuetext'];

/** A text node or a read attribute on screen, with where it is. */
interface ShownText {
  text: string;
  where: string;
}

/**
 * Every text a person can see or hear in `el` now: each text node and each read attribute
 * (`aria-label`, `title` …) through nested open shadow roots, leaving out what is not rendered
 * (closed dialogs, `display: none`) but keeping the options of a select and the visually hidden
 * live region.
 */
function shownTexts(el: Element): ShownText[] {
  const found: ShownText[] = [];
  const visit = (node: Node, where: string[]) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) found.push({ text, where: where.join(' > ') || '(top level)' });
      return;
    }
    if (!(node instanceof Element)) return;
    if (['style', 'script', 'template'].includes(node.localName)) return;
    const keep = ['option', 'optgroup', 'slot'].includes(node.localName);
    if (!keep && node.getClientRects().length === 0 && getComputedStyle(node).display !== 'contents') return;
    const partList = node.getAttribute('part');
    const here = [...where, partList ? `[part="${partList}"]` : node.localName];
    for (const name of READ_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value && value.trim()) found.push({ text: value.trim(), where: `${here.join(' > ')} @${name}` });
    }
    if (node.shadowRoot) for (const child of node.shadowRoot.childNodes) visit(child, here);
    for (const child of node.childNodes) visit(child, here);
  };
  for (const child of el.shadowRoot?.childNodes ?? []) visit(child, []);
  return found;
}

/**
 * Whether `text`, shown in the pseudo-language, is all translated: once the bracketed parts
 * (`[Ţàķé ~~]`, nested ones too) are taken out, only digits, punctuation and symbols are left;
 * and nowhere — inside the brackets either — is a plain unaccented letter, which the pseudo-language
 * never writes (so an English word passed in as a literal argument is found too). The `names`
 * (chosen by people, or a game's title) are taken out first.
 */
export function isPseudoText(text: string, names: readonly string[] = []): boolean {
  let rest = text;
  for (const name of [...names].filter(Boolean).sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  if (/[A-Za-z]/.test(rest)) return false;
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(/\[[^[\]]*\]/g, ' ');
  }
  return !/\p{L}/u.test(rest);
}

/** What overflows the viewport horizontally (outside any scrolling or clipping box of the element's own). */
function horizontalOverflow(el: Element): string[] {
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  if (document.documentElement.scrollWidth > width + 1) found.push(`the page scrolls sideways: it is ${document.documentElement.scrollWidth} px wide in a ${width} px viewport`);
  const clipped = (node: Element) => {
    for (let a: Element | null = node; a && a !== el; a = a.parentElement ?? ((a.getRootNode() as ShadowRoot).host ?? null)) {
      if (a !== node && getComputedStyle(a).overflowX !== 'visible') return true;
    }
    return false;
  };
  const visit = (node: Node, where: string[]) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (!(node.textContent ?? '').trim()) return;
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      const parent = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element);
      if (r.width > 0 && (r.right > width + 1 || r.left < -1) && !clipped(parent) && getComputedStyle(parent).overflowX === 'visible') {
        found.push(`the text ${show((node.textContent ?? '').trim(), 60)} (in ${where.join(' > ')}) reaches from ${Math.round(r.left)} to ${Math.round(r.right)} px`);
      }
      return;
    }
    if (!(node instanceof Element) || ['style', 'script', 'template'].includes(node.localName)) return;
    const r = node.getBoundingClientRect();
    const partList = node.getAttribute('part');
    const here = [...where, partList ? `[part="${partList}"]` : node.localName];
    if (r.width > 0 && r.height > 0 && (r.right > width + 1 || r.left < -1) && !clipped(node)) {
      found.push(`<${node.localName}> (${here.join(' > ')}) reaches from ${Math.round(r.left)} to ${Math.round(r.right)} px`);
      return; // its children would only repeat it
    }
    if (node.shadowRoot) for (const child of node.shadowRoot.childNodes) visit(child, here);
    for (const child of node.childNodes) visit(child, here);
  };
  visit(el, []);
  return found;
}

/** Options of `checkPseudoLanguage`. */
export interface PseudoLanguageOptions {
  players: number;
  seed: string;
  /** Moves played before the mid-game look. Default 6. */
  midGame?: number;
  /** Moves after which to stop when the game has not ended. Default 2000. */
  maxMoves?: number;
  /** The name a person chose for seat 0 (the other seats keep their default, translated names). Default "Zoë". */
  name?: string;
  /**
   * Texts that are the same in every language and so are shown as they are — each one listed by
   * the caller (a card's rank letter). Nothing else unbracketed passes.
   */
  allowed?: readonly string[];
  /** Viewport width for the overflow check. Default 390 (a small phone). */
  width?: number;
  /** Other attributes for the element. */
  attributes?: Attributes;
  /**
   * How every seat plays: `'easy'` (default) at random, or `'medium'`, the other seats medium bots
   * and the person the move a medium bot would make — for a game that random play drags out.
   */
  level?: 'easy' | 'medium';
}

/** What `checkPseudoLanguage` looked at. */
export interface PseudoLanguageReport {
  /** Screens checked (new game with its setup form and dialogs, mid-game, finished). */
  screens: number;
  /** Texts checked on them (text nodes and read attributes). */
  texts: number;
  moves: number;
  over: boolean;
}

/**
 * Renders `<tag lang="x-pseudo">` in a 390 px wide viewport — seat 0 a person with a chosen name,
 * every other seat an easy bot stepped with the "Bot move" button — and checks, at a new game
 * (also with the New game form, the Rules dialog and the Save and Load dialogs open), after a few
 * moves and at the end of the game, that every visible text node and every `aria-label`/`title`
 * is in the pseudo-language (see `isPseudoText`: inside `[ … ]`, or only digits, punctuation,
 * symbols, the players' chosen names and the game's title), and that nothing reaches past the
 * right edge of the viewport (outside a box that scrolls or clips). The person's moves are made
 * by clicking their buttons. Fails listing what is untranslated or too wide, and where.
 *
 * @example
 * await checkPseudoLanguage('hisss-table', { players: 3, seed: 'pseudo' });
 */
export async function checkPseudoLanguage(tag: string, opts: PseudoLanguageOptions): Promise<PseudoLanguageReport> {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const width = opts.width ?? 390;
  await setViewport({ width, height: 844 });
  const name = opts.name ?? 'Zoë';
  const report: PseudoLanguageReport = { screens: 0, texts: 0, moves: 0, over: false };
  try {
    const el = await mountTable(tag, {
      ...opts.attributes,
      lang: 'x-pseudo',
      players: opts.players,
      seed: opts.seed,
      seats: Array.from({ length: opts.players }, (_, s) => (s === 0 ? 'human' : `bot:${opts.level ?? 'easy'}`)).join(','),
      names: name,
      autoplay: 'false',
      'bot-delay': 0,
    });
    const allowed = [name, gameOf(el).def.name, ...(opts.allowed ?? [])];
    const check = async (where: string) => {
      await settled(el);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const texts = shownTexts(el);
      report.screens++;
      report.texts += texts.length;
      // A person's key (<kbd>A</kbd>) is the letter on the keyboard, the same in every language.
      const english = texts.filter((s) => !isPseudoText(s.text, allowed) && !(/(^|> )kbd$/.test(s.where) && /^[A-Z]$/.test(s.text)));
      if (english.length) {
        throw new Error(`<${tag} lang="x-pseudo"> ${where}: ${english.length} text${english.length === 1 ? ' is' : 's are'} not translated: ` +
          english.slice(0, 8).map((s) => `${show(s.text, 100)} (in ${s.where})`).join('; ') + (english.length > 8 ? ' …' : ''));
      }
      const wide = horizontalOverflow(el);
      if (wide.length) throw new Error(`<${tag} lang="x-pseudo"> ${where}, ${width} px wide: ${wide.slice(0, 6).join('; ')}${wide.length > 6 ? ' …' : ''}.`);
    };
    const openAndCheck = async (button: string, dialogPart: string, where: string) => {
      const open = part<HTMLButtonElement>(el, button);
      if (!open) return;
      open.click();
      await settled(el);
      try {
        await check(where);
      } finally {
        part<HTMLDialogElement>(el, dialogPart)?.close();
        await settled(el);
      }
    };
    await check('at a new game');
    const newGame = part<HTMLButtonElement>(el, 'new-game-button');
    if (!newGame) throw new Error(`<${tag}> shows no [part~="new-game-button"] button.`);
    newGame.click();
    await settled(el);
    await check('with the New game form open');
    newGame.click();
    await settled(el);
    await openAndCheck('rules-button', 'rules-dialog', 'with the Rules dialog open');
    await openAndCheck('save-button', 'save-dialog', 'with the Save dialog open');
    await openAndCheck('load-button', 'save-dialog', 'with the Load dialog open');

    const choose = chooser(`${opts.seed}/pseudo`);
    const mid = opts.midGame ?? 6;
    const max = opts.maxMoves ?? 2000;
    let midChecked = false;
    while (!el.match.isOver && report.moves < max) {
      const where = `<${tag} lang="x-pseudo"> seed ${show(opts.seed)}, before move ${report.moves + 1}`;
      if (report.moves === mid) {
        await check(`after ${mid} moves`);
        midChecked = true;
      }
      const before = el.match.log.length;
      const mine = realtimeOf(el) ? aimedButton(el, 0, `${opts.seed}/${report.moves}`) : personMoves(el, 0).length > 0 ? chosenButton(el, 0, `${opts.seed}/${report.moves}`, choose, where, opts.level) : null;
      if (mine) {
        mine.click();
        await raceDecided(el, moveOfButton(el, mine), before);
      } else {
        if (!part(el, 'bot-move-button')) throw new Error(`${where}: no person may move and there is no "Bot move" button.`);
        await pressBotMove(el);
        // Real time: a bot's press goes into a race; the next "Bot move" closes it.
        for (let i = 0; i < 3 && realtimeOf(el) && el.match.log.length === before && part(el, 'bot-move-button'); i++) {
          await pressBotMove(el);
        }
      }
      await settled(el);
      if (el.match.log.length <= before) throw new Error(`${where}: the move was not made${part(el, 'notice') ? ` (the table says: ${show(part(el, 'notice')!.textContent!.replace(/\s+/g, ' ').trim(), 160)})` : ''}.`);
      report.moves = el.match.log.length;
    }
    if (!midChecked) await check(`after ${report.moves} moves`);
    report.over = el.match.isOver;
    if (!report.over) throw new Error(`<${tag}> seed ${show(opts.seed)}: the game did not end within ${max} moves, so its end was not checked.`);
    await check('at the end of the game');
  } finally {
    fixtureCleanup();
    await setViewport(viewport);
  }
  return report;
}

/** The words (letters only, 3 or more, lower case) of a text. */
const lettersWords = (text: string) => (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);

/** Every key of a text and the texts inside it. */
function keysOf(text: Text | undefined, into: Set<string> = new Set()): Set<string> {
  if (isMessage(text)) {
    into.add(text.key);
    for (const arg of text.args ?? []) keysOf(arg, into);
  } else if (isListRef(text)) for (const item of text.list) keysOf(item, into);
  return into;
}

/** Options of `playInLanguage`. */
export interface PlayInLanguageOptions {
  players: number;
  seed: string;
  /** Moves after which to stop when the game has not ended. Default 2000. */
  maxMoves?: number;
  /** Other attributes for the element. */
  attributes?: Attributes;
  /** Milliseconds to wait for the bots before each of the person's turns. Default 20 000. */
  timeout?: number;
  /**
   * Stop after this many of the person's moves instead of playing to the end (the words and the
   * log's translations so far are still checked; "Game over" is not). For the second and third
   * language of a long game whose first language plays it whole.
   */
  keyboardMoves?: number;
  /**
   * How every seat plays. `'easy'` (default): the other seats are easy bots and the person
   * presses a seeded choice near the focus. `'medium'`: the other seats are medium bots and the
   * person presses the move a medium bot would make, so a game that random play drags out (DIG:
   * about 1,000 moves at random, about 100 played with sense) ends as a real one would.
   */
  level?: 'easy' | 'medium';
}

/** What `playInLanguage` did. */
export interface PlayInLanguageReport {
  /** Moves made by the person with the keyboard. */
  keyboardMoves: number;
  /** Arrow keys pressed on the way to them. */
  arrowPresses: number;
  /** Moves in the log at the end. */
  moves: number;
}

/**
 * Plays a whole game of `<tag lang=…>` BY KEYBOARD — seat 0 a person, every other seat an easy bot
 * moving on its own — and checks it is in that language throughout. On each of the person's turns
 * it tabs from the top of the page into the table (unless a move control has the focus already),
 * steps with the arrow keys to a seeded one of the legal moves' buttons at most two steps away
 * (else to the move an easy bot would choose) and presses Enter. Before every turn and at the end, the status line, the move
 * log and the live announcer may hold no word of the shared UI's English texts that the
 * language's own translations do not also use; at the end the status line is that language's
 * "Game over.", and every text of every log entry has a translation in that language. Fails with
 * the English words found and the text they are in.
 *
 * @example
 * await playInLanguage('hisss-table', 'fr', { players: 3, seed: 'fr' });
 */
export async function playInLanguage(tag: string, lang: Exclude<Lang, 'en' | 'x-pseudo'>, opts: PlayInLanguageOptions): Promise<PlayInLanguageReport> {
  const report: PlayInLanguageReport = { keyboardMoves: 0, arrowPresses: 0, moves: 0 };
  try {
    const el = await mountTable(tag, {
      ...opts.attributes,
      lang,
      players: opts.players,
      seed: opts.seed,
      seats: Array.from({ length: opts.players }, (_, s) => (s === 0 ? 'human' : `bot:${opts.level ?? 'easy'}`)).join(','),
      'bot-delay': 0,
      // Real time: the bots and the host are stepped between the person's key presses, or they
      // would race the keys (the kit's arrow presses take longer than a bot's reaction).
      ...(realtimeOf(document.createElement(tag) as TableElement) ? { autoplay: 'false' } : {}),
    });
    const realtime = realtimeOf(el) !== undefined;
    const own = (el.constructor as { translations?: readonly TranslationSet[] }).translations ?? [];
    const sets = [...own, sharedTranslations, dslTranslations];
    // English words of the shared UI that this language's translations never use themselves.
    const local = new Set(sets.flatMap((set) => Object.values(set[lang] ?? {}).flatMap((v) => lettersWords(typeof v === 'string' ? v : Object.values(v).join(' ')))));
    const names = playerPanels(el).flatMap((p) => lettersWords(p.name));
    const ignore = new Set([...local, ...names, ...lettersWords(gameOf(el).def.name)]);
    const english = new Set(Object.keys(sharedTranslations.es ?? {}).flatMap((key) => lettersWords(key.replace(/\{\d+\}|#/g, ' '))).filter((w) => !ignore.has(w)));
    const checkWords = (where: string) => {
      for (const [label, node] of [['status line', part(el, 'status')], ['move log', part(el, 'log')], ['announcer', part(el, 'announcer')]] as const) {
        if (!node) throw new Error(`<${tag}> shows no ${label}.`);
        const text = renderedText(node).trim();
        const found = [...new Set(lettersWords(text).filter((w) => english.has(w)))];
        if (found.length) throw new Error(`<${tag} lang="${lang}"> ${where}: the ${label} has English words (${found.slice(0, 8).join(', ')}): ${show(text, 200)}`);
      }
    };
    const choose = chooser(`${opts.seed}/${lang}`);
    const max = opts.maxMoves ?? 2000;
    const enough = () => opts.keyboardMoves !== undefined && report.keyboardMoves >= opts.keyboardMoves;
    while (el.match.log.length < max && !enough()) {
      if (realtime) {
        for (let i = 0; !el.match.isOver && !aimedButton(el, 0, `${opts.seed}/${el.match.log.length}`); i++) {
          const bot = part<HTMLButtonElement>(el, 'bot-move-button');
          if (!bot || i > 2000) throw new Error(`<${tag} lang="${lang}">: the person has nothing to do and nothing else is pending (move ${el.match.log.length}, phase "${el.match.phase}").`);
          await pressBotMove(el);
        }
      }
      await waitUntil(
        () => el.match.isOver || (personMoves(el, 0).length > 0 && enabledMoveButtons(el).length > 0),
        `<${tag} lang="${lang}">: the bots did not hand the turn back to the person (move ${el.match.log.length}, phase "${el.match.phase}")`,
        { timeout: opts.timeout ?? 20_000, interval: 20 },
      );
      await settled(el);
      if (el.match.isOver) break;
      const where = `seed ${show(opts.seed)}, before move ${el.match.log.length + 1}`;
      checkWords(where);
      const root = el.shadowRoot!;
      const focused = () => root.activeElement as HTMLElement | null;
      if (!focused()?.hasAttribute('data-move-key')) {
        (document.activeElement as HTMLElement | null)?.blur?.();
        for (let i = 0; i < 120 && !focused()?.hasAttribute('data-move-key'); i++) await sendKeys({ press: 'Tab' });
        if (!focused()?.hasAttribute('data-move-key')) throw new Error(`<${tag}> ${where}: the Tab key does not reach any move control.`);
      }
      // A seeded choice among the legal moves' buttons at most two arrow presses from the focus (a
      // long game stays quick to play key by key); if none is that near, the move a bot would choose,
      // by the shortest way the arrows go there.
      const legal = new Set(personMoves(el, 0).map(moveKey));
      const ways = arrowPaths(focused()!, root);
      const near = enabledMoveButtons(el).filter((b) => legal.has(b.getAttribute('data-move-key')!) && (ways.get(b)?.length ?? Infinity) <= 2);
      // Real time: the sharp move, so the game goes on as a quick player's would.
      const aimed = realtime ? aimedButton(el, 0, `${opts.seed}/${el.match.log.length}`) : null;
      const sensible = opts.level === 'medium' && !aimed ? chosenButton(el, 0, `${opts.seed}/${el.match.log.length}`, choose, `<${tag}> ${where}`, 'medium') : null;
      const target = aimed ?? sensible ?? (near.length ? near[choose(near.length)]! : chosenButton(el, 0, `${opts.seed}/${el.match.log.length}`, choose, `<${tag}> ${where}`));
      const path = ways.get(target);
      if (!path) throw new Error(`<${tag}> ${where}: no way of arrow keys leads from ${focused()!.getAttribute('data-move-key')} to ${target.getAttribute('data-move-key')}.`);
      for (const key of path) await sendKeys({ press: key });
      report.arrowPresses += path.length;
      if (focused() !== target) {
        throw new Error(`<${tag}> ${where}: the arrow keys do not bring the focus to ${target.getAttribute('data-move-key')} (it is on ${focused()?.getAttribute('data-move-key') ?? focused()?.localName ?? 'nothing'}).`);
      }
      const before = el.match.log.length;
      const pressed = moveOfButton(el, target);
      await sendKeys({ press: 'Enter' });
      await settled(el);
      await raceDecided(el, pressed, before);
      if (el.match.log.length <= before) throw new Error(`<${tag}> ${where}: Enter on ${target.getAttribute('data-move-key')} made no move${part(el, 'notice') ? ` (the table says: ${show(part(el, 'notice')!.textContent!.replace(/\s+/g, ' ').trim(), 160)})` : ''}.`);
      report.keyboardMoves++;
    }
    if (!el.match.isOver && !enough()) throw new Error(`<${tag} lang="${lang}"> seed ${show(opts.seed)}: the game did not end within ${max} moves.`);
    await settled(el);
    checkWords('at the end');
    if (!enough()) {
      const gameOver = new Translator(lang, sets).render(t`Game over.`);
      const status = part(el, 'status')!.textContent!.trim();
      if (status !== gameOver) throw new Error(`<${tag} lang="${lang}"> at the end: the status line says ${show(status)}, not ${show(gameOver)}.`);
    }
    const translator = translatorOf(el);
    const missing = [...new Set(el.match.log.flatMap((entry) => [...keysOf(entry.message)]))].filter((key) => !translator.has(key));
    if (missing.length) throw new Error(`<${tag} lang="${lang}">: ${missing.length} text${missing.length === 1 ? '' : 's'} of the move log ha${missing.length === 1 ? 's' : 've'} no ${lang} translation: ${missing.slice(0, 6).map((k) => show(k, 80)).join('; ')}`);
    const plainStrings = el.match.log.filter((entry) => typeof entry.message === 'string' && /\p{L}/u.test(entry.message));
    if (plainStrings.length) throw new Error(`<${tag} lang="${lang}">: log entries are plain English strings, not texts: ${show(plainStrings[0]!.message, 80)}`);
    report.moves = el.match.log.length;
  } finally {
    fixtureCleanup();
  }
  return report;
}

// ---------------------------------------------------------------- pseudo-language texts

/**
 * What of `text` stands outside the pseudo-language's brackets — text that never went through
 * translation — with numbers, symbols and the given `names` (players, the game's logo) taken out.
 * Empty when everything was translated.
 *
 * @example
 * expect(outsideBrackets('[Ţáķé] 2 Ana', ['Ana'])).to.equal('');
 */
export function outsideBrackets(text: string, names: readonly string[] = []): string {
  let rest = text;
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(/\[[^[\]]*\]/g, ' ');
  }
  if (names.length) rest = rest.replace(new RegExp(`\\b(${names.join('|')})\\b`, 'g'), ' ');
  return rest.replace(/[^\p{L}]+/gu, ' ').trim();
}

/** Every text node and every label (`aria-label`, `title`, `data-text`, `alt`) of a table's `table` part. */
export function tableTexts(el: TableElement): string[] {
  const root = part(el, 'table')!;
  const out: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent!.trim()) out.push(n.textContent!);
  for (const node of [root, ...root.querySelectorAll('*')]) {
    for (const name of ['aria-label', 'title', 'data-text', 'alt']) {
      const value = node.getAttribute(name);
      if (value) out.push(value);
    }
  }
  return out;
}
