/**
 * DOM helpers of the browser test kit (re-exported by `./browser.js`): find a game element's
 * parts and move controls, collect everything it renders for hidden-information checks, click
 * with the real mouse, embed the self-contained `dist/<id>.js` build in a plain page, and wait
 * for an all-bot game to end.
 *
 * @example
 * import { moveButtons, part, shadowText } from '../../src/testing/browser.js';
 *
 * expect(part(el, 'table')!.getAttribute('aria-label')).to.equal('HISSS table');
 * expect(moveButtons(el).length).to.equal(49);
 * expect(shadowText(el)).not.to.contain(secretCardId);
 */
import { waitUntil } from '@open-wc/testing';
import { executeServerCommand, sendMouse } from '@web/test-runner-commands';
import type { GameResult, GameState } from '../dsl/types.js';
import type { Match } from '../engine/match.js';
import type { GameOverPanel } from '../ui/game-over.js';
import type { PlayerPanel } from '../ui/player-panel.js';
import type { TabletopEvent } from '../ui/tabletop-element.js';

/**
 * What the kit needs of a game element. Every `<x-table>` built on `GameTable<G>` has it, so
 * concrete classes (`BoxTable`, `HisssTable`, …) are accepted as they are, without casts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableElement<G = any> = HTMLElement & {
  match: Match<G>;
  state: GameState<G>;
  updateComplete: Promise<boolean>;
};

/** Attribute values as the kit writes them: `true` gives an empty attribute, `false`/`undefined` leave it out. */
export type Attributes = Record<string, string | number | boolean | undefined>;

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Writes `attrs` as the attribute list of a start tag (leading space included when not empty).
 *
 * @example
 * `<hisss-table${attributeList({ players: 3, autoplay: false })}>` // '<hisss-table players="3">'
 */
export function attributeList(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeAttr(String(v))}"`))
    .join('');
}

function rootOf(el: Element): ShadowRoot {
  if (!el.shadowRoot) throw new Error(`<${el.localName}> has no open shadow root.`);
  return el.shadowRoot;
}

/**
 * The first element of `el`'s shadow root whose `part` attribute lists `name`, or `null`.
 * Give the element type for a known part (`part<HTMLDialogElement>(el, 'rules-dialog')`).
 *
 * @example
 * expect(part(el, 'announcer')!.textContent).to.contain('Player 1');
 * const dialog = part<HTMLDialogElement>(el, 'rules-dialog')!;
 */
export function part<E extends HTMLElement = HTMLElement>(el: Element, name: string): E | null {
  return rootOf(el).querySelector<E>(`[part~="${name}"]`);
}

/**
 * Every element of `el`'s shadow root whose `part` attribute lists `name`, in document order.
 *
 * @example
 * expect(parts(el, 'spot').length).to.equal(21);
 * const panels = parts<PlayerPanel>(el, 'player'); // panels[0]!.summary
 */
export function parts<E extends HTMLElement = HTMLElement>(el: Element, name: string): E[] {
  return [...rootOf(el).querySelectorAll<E>(`[part~="${name}"]`)];
}

/**
 * Every move control (`[data-move-key]`) in `el`'s shadow root, in document order.
 *
 * @example
 * expect(moveButtons(el).length).to.equal(el.match.legalMoves(0).length);
 */
export function moveButtons(el: Element): HTMLButtonElement[] {
  return [...rootOf(el).querySelectorAll<HTMLButtonElement>('[data-move-key]')];
}

function shadowRoots(el: Element | ShadowRoot): ShadowRoot[] {
  const roots: ShadowRoot[] = [];
  const collect = (root: ShadowRoot) => {
    roots.push(root);
    for (const child of root.querySelectorAll('*')) if (child.shadowRoot) collect(child.shadowRoot);
  };
  collect(el instanceof ShadowRoot ? el : rootOf(el));
  return roots;
}

/**
 * The markup `el` renders: the `innerHTML` of its shadow root followed by that of every nested
 * open shadow root (its parts' own). Use it where a test cuts known pieces out of the markup;
 * for "is this secret anywhere?" prefer `shadowText`, which also sees text and form values.
 * Given a shadow root, starts there.
 *
 * @example
 * const others = shadowHtml(el).replace(parts(el, 'board')[0]!.outerHTML, '');
 */
export function shadowHtml(el: Element | ShadowRoot): string {
  return shadowRoots(el).map((r) => r.innerHTML).join('');
}

/**
 * Everything `el` renders, for hidden-information checks: `shadowHtml` (the markup of its shadow
 * root and of every nested open shadow root), then their text, then the current `value` of every
 * form control in them (which a property, unlike the markup, may hold). A secret that appears in
 * none of these is not in the DOM. Given a shadow root, starts there.
 *
 * @example
 * expect(shadowText(el)).not.to.contain(el.state.G.hands[1]![0]);
 */
export function shadowText(el: Element | ShadowRoot): string {
  const roots = shadowRoots(el);
  const markup = roots.map((r) => r.innerHTML).join('');
  const text = roots.map((r) => r.textContent ?? '').join(' ');
  const values = roots
    .flatMap((r) => [...r.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')])
    .map((c) => c.value)
    .join(' ');
  return `${markup}\n${text}\n${values}`;
}

/**
 * The `<tt-player-panel part="player">` of every seat, in seat order, typed so that `.summary`
 * and `.name` need no cast.
 *
 * @example
 * expect(playerPanels(el)[0]!.summary).to.equal('0 points · 0 cards in hand');
 */
export function playerPanels(el: Element): PlayerPanel[] {
  return parts<PlayerPanel>(el, 'player');
}

/**
 * Clicks the table's rules button (`[part~="rules-button"]`) and returns the rules dialog
 * (`[part~="rules-dialog"]`), failing when either is missing or the dialog did not open. Close it with
 * `dialog.close()` when done.
 *
 * @example
 * const dialog = openRules(el);
 * expect(dialog.textContent).to.contain('How to play HISSS');
 * dialog.close();
 */
export function openRules(el: Element): HTMLDialogElement {
  const button = part<HTMLButtonElement>(el, 'rules-button');
  if (!button) throw new Error(`<${el.localName}> shows no [part~="rules-button"].`);
  button.click();
  const dialog = part<HTMLDialogElement>(el, 'rules-dialog');
  if (!dialog) throw new Error(`<${el.localName}> has no [part~="rules-dialog"] dialog.`);
  if (!dialog.open) throw new Error('The rules dialog did not open when its button was clicked.');
  return dialog;
}

/**
 * A real mouse click at the centre of `target`, after scrolling it into view. (Unlike
 * `clickMove`, it clicks the centre even when something covers it; use it for controls that are
 * not moves, or to check what a click at that spot does.)
 *
 * @example
 * await clickCentre(part(el, 'rules-button')!);
 */
export async function clickCentre(target: Element): Promise<void> {
  target.scrollIntoView({ block: 'center', inline: 'center' });
  const r = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
}

/**
 * Puts fingers down on several elements at the same moment (real multi-touch through the
 * browser, as two children on one tablet), then lifts them. The first element gets the first
 * finger.
 *
 * @example
 * await touchTogether([padOf(0), padOf(1)]);
 */
export async function touchTogether(targets: readonly Element[]): Promise<void> {
  const points = targets.map((target) => {
    const r = target.getBoundingClientRect();
    return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
  });
  await executeServerCommand('touch', { points });
}

/** A game element loaded from `dist/<id>.js` in a fresh iframe. */
export interface Embedded<T extends TableElement> {
  /** The element, defined and rendered. */
  el: T;
  frame: HTMLIFrameElement;
  /** Removes the iframe. */
  cleanup: () => void;
}

/** Options of `embedFromDist`. */
export interface EmbedOptions {
  /** The element's tag; `<id>-table` by default. */
  tag?: string;
  /** Size of the iframe in CSS pixels; 900 × 700 by default. */
  width?: number;
  height?: number;
}

/**
 * Loads the self-contained build `dist/<id>.js` (made by `npm run build`) with a module script
 * in a fresh iframe whose page holds only `<id-table …attributes>`, waits for the page to load,
 * for the tag to be defined and for the element's first render, and returns the element with a
 * `cleanup` that removes the iframe. A missing build file fails with a message saying how to make
 * it (`npm test` builds before the browser tests), rather than skipping and hiding the gap.
 *
 * @example
 * const embedded = await embedFromDist<HisssTable>('hisss', { players: 3, seats: 'human,bot:easy,bot:hard' });
 * try { expect(moveButtons(embedded.el).length).to.equal(49); } finally { embedded.cleanup(); }
 */
export async function embedFromDist<T extends TableElement>(id: string, attributes: Attributes = {}, opts: EmbedOptions = {}): Promise<Embedded<T>> {
  const src = `/dist/${id}.js`;
  const probe = await fetch(src, { method: 'HEAD' });
  if (!probe.ok) throw new Error(`dist/${id}.js is missing: run \`npm run build\` first (\`npm test\` builds it before the browser tests).`);
  const tag = opts.tag ?? `${id}-table`;
  const frame = document.createElement('iframe');
  frame.style.width = `${opts.width ?? 900}px`;
  frame.style.height = `${opts.height ?? 700}px`;
  frame.srcdoc = `<script type="module" src="${location.origin}${src}"></script>
    <${tag}${attributeList(attributes)}></${tag}>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  const cleanup = () => frame.remove();
  try {
    await loaded;
    const win = frame.contentWindow as Window & typeof globalThis;
    await win.customElements.whenDefined(tag);
    const el = frame.contentDocument!.querySelector(tag) as T | null;
    if (!el) throw new Error(`The page made from dist/${id}.js has no <${tag}>.`);
    await el.updateComplete;
    // A bundler that thinks a module has no side effects drops its registration, and the table
    // then draws an empty <tt-move-log>: every custom element the table draws must be defined.
    const drawn = new Set([...(el.shadowRoot?.querySelectorAll('*') ?? [])].map((node) => node.localName).filter((name) => name.includes('-')));
    const undefinedTags = [...drawn].filter((name) => !win.customElements.get(name));
    if (undefinedTags.length) throw new Error(`dist/${id}.js draws ${undefinedTags.map((name) => `<${name}>`).join(', ')} but never registers ${undefinedTags.length === 1 ? 'it' : 'them'}.`);
    return { el, frame, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

/**
 * `embedFromDist` inside a test: runs `check` on the embedded element and removes the iframe
 * afterwards, whether `check` passed or not. Fails when `dist/<id>.js` is missing.
 *
 * @example
 * it('works from the self-contained dist/boo.js in a plain page', async function () {
 *   await withEmbeddedFromDist<BooTable>('boo', { seats: 'human,bot:easy' }, (el) => {
 *     expect(moveButtons(el).length).to.equal(8);
 *   });
 * });
 */
export async function withEmbeddedFromDist<T extends TableElement>(
  id: string,
  attributes: Attributes,
  check: (el: T) => void | Promise<void>,
  opts: EmbedOptions = {},
): Promise<void> {
  const embedded = await embedFromDist<T>(id, attributes, opts);
  try {
    await check(embedded.el);
  } finally {
    embedded.cleanup();
  }
}

/** What `waitForBotsToFinish` found at the end of the game. */
export interface FinishedGame {
  /** The match's result. */
  result: GameResult;
  /** The `<tt-game-over>` panel, rendered. */
  panel: GameOverPanel;
  /** The `tt-game-over` event the element sent, or `null` when it sent none. */
  event: TabletopEvent<'tt-game-over'> | null;
  /** The rows of the panel's score table, their text with runs of white space made one space. */
  rows: string[];
}

/**
 * Waits (polling, up to `timeout` ms, 30 s by default) until the bots seated at `el` have played
 * its match to the end, then for the element and its `<tt-game-over>` panel to render. Returns
 * the result, the panel, the `tt-game-over` event it sent on the way and the score rows. Fails
 * with `message` when the game does not end in time, and when there is no panel.
 *
 * @example
 * const el = await mountTable<RumTable>('rum-table', { players: 3, seed: 'all-bots', seats: 'bot:easy,bot:easy,bot:easy', 'bot-delay': 0 });
 * const { panel, rows } = await waitForBotsToFinish(el);
 * expect(rows.length).to.equal(3);
 * expect(panelPart(panel, 'reason')!.textContent).to.equal(el.match.result!.reason);
 */
export async function waitForBotsToFinish(
  el: TableElement,
  opts: { timeout?: number; message?: string } = {},
): Promise<FinishedGame> {
  let event: TabletopEvent<'tt-game-over'> | null = null;
  const listener = (e: TabletopEvent<'tt-game-over'>) => (event = e);
  el.addEventListener('tt-game-over', listener);
  try {
    await waitUntil(() => el.match.isOver, opts.message ?? 'the bots finish the game', { timeout: opts.timeout ?? 30000, interval: 100 });
    await el.updateComplete;
  } finally {
    el.removeEventListener('tt-game-over', listener);
  }
  const panel = rootOf(el).querySelector<GameOverPanel>('tt-game-over');
  if (!panel) throw new Error(`<${el.localName}> shows no <tt-game-over> panel at the end of the game.`);
  await panel.updateComplete;
  const rows = [...rootOf(panel).querySelectorAll('tbody tr')].map((tr) => tr.textContent!.replace(/\s+/g, ' ').trim());
  return { result: el.match.result!, panel, event, rows };
}

/**
 * The element of the game-over panel's own shadow root whose `part` is exactly `name`
 * (`"reason"`, `"winners"`), or `null`.
 *
 * @example
 * expect(panelPart(panel, 'winners')!.textContent).to.match(/wins!|share the win!/);
 */
export function panelPart(panel: Element, name: string): HTMLElement | null {
  return rootOf(panel).querySelector<HTMLElement>(`[part="${name}"]`);
}

/**
 * Waits until `el` and every element with an `updateComplete` (its parts, like
 * `<tt-player-panel>`) in its shadow roots have finished rendering.
 *
 * @example
 * el.setAttribute('view', 'spectator');
 * await settled(el);
 */
export async function settled(el: TableElement): Promise<void> {
  for (let round = 0; round < 5; round++) {
    await el.updateComplete;
    const pending = shadowRoots(el)
      .flatMap((r) => [...r.querySelectorAll('*')])
      .filter((e): e is Element & { updateComplete: Promise<unknown>; isUpdatePending?: boolean } => 'updateComplete' in e);
    await Promise.all(pending.map((e) => e.updateComplete));
    const again = [el, ...pending].some((e) => (e as { isUpdatePending?: boolean }).isUpdatePending);
    if (!again) return;
  }
}

/**
 * Presses the "Bot move" button (autoplay off) and waits for what it set off. A turn-based
 * table's bot thinks off the page's thread (the button is busy meanwhile), so its move comes
 * some time after the press; a real-time table's step happens at once.
 *
 * @example
 * await pressBotMove(el);
 * expect(el.match.log.length).to.equal(1);
 */
export async function pressBotMove(el: TableElement, options: { timeout?: number } = {}): Promise<void> {
  const button = part<HTMLButtonElement>(el, 'bot-move-button');
  if (!button) throw new Error(`<${el.localName}> shows no "Bot move" button.`);
  button.click();
  await settled(el);
  await waitUntil(() => part(el, 'bot-move-button')?.getAttribute('aria-busy') !== 'true', `<${el.localName}>: the bot did not finish thinking`, { timeout: options.timeout ?? 60_000, interval: 5 });
  await settled(el);
}

/** Attributes that give structure and looks, not content: not searched for words inside `apart` parts. */
const STRUCTURAL = new Set(['class', 'part', 'style', 'type', 'id', 'role', 'tabindex', 'slot', 'exportparts']);

/** Everything one rendering of a game element shows, as `screenFacts` collects it. */
export interface ScreenFacts {
  /**
   * Each non-empty text node (`#text <its text, white space collapsed>`), each attribute
   * (`@name=value`) and each form control's value (`=value`) outside the `apart` parts, with
   * where it is (the parts around it, outermost first).
   */
  facts: Map<string, string>;
  /** The words of the text, content attributes and control values inside the `apart` parts. */
  apartWords: string[];
  /** All of it as one text, `apart` parts included: text, attribute values and control values. */
  text: string;
}

/** Splits text into words: at white space and punctuation, keeping ids like `mid-red-blue-2` and `I'm` whole. */
export function wordsOf(text: string): string[] {
  return text.split(/[\s.,;:!?()[\]{}"“”·—–|/<>=+×]+/u).filter(Boolean);
}

/**
 * What `el` renders, piece by piece, for comparing two renderings: its shadow root and every
 * nested open shadow root, in document order, all of it, hidden or not (closed dialogs too).
 * Parts listed in `apart` (e.g. the curtain, whose own sentence a spectator never sees) are kept
 * out of `facts`; their words go to `apartWords`.
 *
 * @example
 * const { facts } = screenFacts(el);
 * expect([...facts.keys()]).to.include('#text 3 taps');
 */
export function screenFacts(el: Element, opts: { apart?: readonly string[] } = {}): ScreenFacts {
  const apart = opts.apart ?? [];
  const facts = new Map<string, string>();
  const apartWords: string[] = [];
  const texts: string[] = [];
  const note = (inApart: boolean, fact: string, value: string, where: string[], words = true) => {
    texts.push(value);
    if (inApart) {
      if (words) apartWords.push(...wordsOf(value));
    } else if (!facts.has(fact)) facts.set(fact, where.join(' > ') || '(top level)');
  };
  const visit = (node: Node, inApart: boolean, where: string[]) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) note(inApart, `#text ${text}`, text, where);
      return;
    }
    if (!(node instanceof Element)) return;
    if (['style', 'script', 'template'].includes(node.localName)) return;
    const partList = node.getAttribute('part')?.split(/\s+/).filter(Boolean) ?? [];
    const inside = inApart || partList.some((p) => apart.includes(p));
    const here = partList.length ? [...where, partList.join(' ')] : where;
    for (const attr of node.attributes) note(inside, `@${attr.name}=${attr.value}`, attr.value, here, !STRUCTURAL.has(attr.name));
    if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement) {
      if (node.value) note(inside, `=${node.value}`, node.value, here);
    }
    if (node.shadowRoot) for (const child of node.shadowRoot.childNodes) visit(child, inside, here);
    for (const child of node.childNodes) visit(child, inside, here);
  };
  for (const child of rootOf(el).childNodes) visit(child, false, []);
  return { facts, apartWords, text: texts.join('\n') };
}

/**
 * Whether `value` occurs in `text` as a whole word or id (not inside a longer one: `red` is not
 * found in `covered`, nor `card-1` in `card-12`).
 *
 * @example
 * containsWord('Your word: secret-tiger', 'secret-tiger'); // true
 */
export function containsWord(text: string, value: string): boolean {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}_-])${escaped}($|[^\\p{L}\\p{N}_-])`, 'u').test(text);
}
