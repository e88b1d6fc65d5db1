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
import { fixture, fixtureCleanup } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { CompiledGame } from '../dsl/compile.js';
import type { GameResult, GameState, Move } from '../dsl/types.js';
import type { Match } from '../engine/match.js';
import { moveKey } from '../engine/move-key.js';
import {
  attributeList,
  containsWord,
  moveButtons,
  part,
  playerPanels,
  screenFacts,
  settled,
  wordsOf,
  type Attributes,
  type ScreenFacts,
  type TableElement,
} from './browser-dom.js';
import { firstDifference, show } from './json.js';
import { modelPaths } from './model.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCompiled = CompiledGame<any, any>;

export * from './browser-dom.js';

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
  const r = target.getBoundingClientRect();
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
  await realClick(button, `The button for ${moveKey(move)}`);
  await el.updateComplete;
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
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
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
  await realClick(button, 'The curtain\'s button');
  await el.updateComplete;
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
 * visible and names every winner. Returns the result and the number of moves.
 *
 * @example
 * const { result, moves } = await playWholeBotGame('hisss-table', { players: 4, seed: 'bots' });
 */
export async function playWholeBotGame(
  tag: string,
  opts: { players: number; seed: string; level?: string; timeout?: number },
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
}

/**
 * Generates model-based paths with the node kit's generator (`modelPaths`: same seed, same
 * paths), then drives a few of them through a freshly mounted element each — every seat human,
 * `view="hotseat"` — by real clicks (or Enter presses) on the `data-move-key` buttons, lifting
 * any pass-device curtain on the way, and checks after every move that `el.match.state` equals
 * the state the fast core reaches with the same moves. Returns how many paths and moves it drove.
 *
 * @example
 * await driveModelPaths('hisss-table', hisssCompiled, { players: 2, seed: 'mbt', depth: 6, paths: 4 });
 */
export async function driveModelPaths(tag: string, game: AnyCompiled, opts: DriveOptions): Promise<{ paths: number; steps: number }> {
  const { setup, paths } = modelPaths(game, { players: opts.players, seed: opts.seed, depth: opts.depth, branching: opts.branching });
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
    });
    let state = game.core.init(setup);
    const start = firstDifference(state, el.match.state);
    if (start) throw new Error(`<${tag}> starts from another state than the core (core vs element at ${start}); does it use the seed attribute?`);
    for (const [i, move] of path.entries()) {
      const where = `path ${p + 1} of ${count}, move ${i + 1} of ${path.length} ${show(move)}`;
      await dismissCurtain(el);
      try {
        if (opts.input === 'keyboard') await pressMove(el, move);
        else await clickMove(el, move);
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`);
      }
      const played = game.core.play(state, move);
      if (!played.ok) throw new Error(`${where}: the core refuses the move: ${played.reason}`);
      state = played.state;
      if (el.match.log.length !== i + 1) throw new Error(`${where}: the element's match has ${el.match.log.length} moves in its log, expected ${i + 1}.`);
      const diff = firstDifference(state, el.match.state);
      if (diff) throw new Error(`${where}: the element's state differs from the core's (core vs element at ${diff}).`);
      steps++;
    }
    fixtureCleanup();
  }
  await resetMouse();
  return { paths: count, steps };
}

/** The words of the curtain's own sentences ("Pass the device to …", "I'm … — show my table"). */
const CURTAIN_WORDS = ['Pass', 'the', 'device', 'to', 'Everyone', 'else', 'no', 'peeking', "I'm", 'show', 'my', 'table'];

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
  const allowed = new Set([...CURTAIN_WORDS, ...names.flatMap(wordsOf)]);
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
 * Opens the Save dialog (by its `[part~="save"]` button) and checks it: while any view (a
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
  const button = part<HTMLButtonElement>(el, 'save');
  if (!button) throw new Error(`<${el.localName}> shows no [part~="save"] button.`);
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
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353), (h = (h << 13) | (h >>> 19));
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
  }
  return report;
}
