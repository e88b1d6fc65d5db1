/**
 * A table's bot thinks without freezing the page: while the hardest bot of the slowest turn-based
 * games decides (ORC, The Construction Game and Construction Zone: the longest hard decisions of
 * the first six of an all-hard game at this file's seed, 184, 175 and 135 ms of CPU, measured in
 * node; every other turn-based game's hard bot now decides by rules of thumb or a look-ahead in
 * under 60 ms, DIG's in 4), and while Finders Keepers' Expert game searches a turn, no task on the
 * page's thread lasts longer than 50 ms — with the worker, and on the page's thread in slices
 * when workers are refused. An answer that comes after the table left the page is dropped.
 */
import { expect, fixture, fixtureCleanup, waitUntil } from '@open-wc/testing';
import { nothing } from 'lit';
import { html, unsafeStatic } from 'lit/static-html.js';
import '../../components/box-table/define.js';
import '../../components/construction-game-table/define.js';
import '../../components/construction-zone-table/define.js';
import '../../components/finders-keepers-table/define.js';
import '../../components/orc-table/define.js';
import '../../components/rum-table/define.js';
import type { Move } from '../../src/dsl/types.js';
import type { MatchResult } from '../../src/engine/match.js';
import { boxCompiled } from '../../machines/box/index.js';
import { orcCompiled } from '../../machines/orc/index.js';
import { botMove } from '../../src/bots/levels.js';
import { MctsSearch } from '../../src/bots/mcts.js';
import { startBotWorker } from '../../src/bots/start-worker.js';
import type { ThinkReply } from '../../src/bots/worker-protocol.js';
import { GAME_RULES } from '../../src/bots/worker-games.js';

interface Table extends HTMLElement {
  play(move: Move): MatchResult;
  match: { reason(move: Move): string | null; view(seat: number): unknown; active: readonly number[]; log: readonly unknown[]; setup: { seed: string | number } };
  updateComplete: Promise<unknown>;
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** How the bot's first move is asked for: autoplay turned on, or the "Bot move" button pressed. */
interface FirstMoveOptions {
  variant?: string;
  seed?: string;
  /** Press "Bot move" (autoplay stays off) instead of turning autoplay on. */
  press?: boolean;
}

/**
 * Mounts an all-bot table with autoplay off, lets the page settle, then asks for the first bot
 * move (autoplay on, or the "Bot move" button), records that move instead of playing it (so no
 * re-render is counted), and collects the long tasks (over 50 ms) from the moment it was asked
 * for until the move is decided. With `press`, also how the button looked while the bot thought.
 */
async function firstBotMove(tag: string, seats: string, options: FirstMoveOptions = {}): Promise<{ move: Move; longTasks: string[]; table: Table; searchSlices: number; buttonWhileThinking: { busy: string | null; disabled: boolean } | null }> {
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  const t = unsafeStatic(tag);
  const table = await fixture<Table>(html`<${t} seed=${options.seed ?? 'long-task'} seats=${seats} bot-delay="0" autoplay="false" variant=${options.variant ?? nothing}></${t}>`);
  let decided: { move: Move; at: number } | undefined;
  table.play = (move) => {
    decided ??= { move, at: performance.now() };
    return { ok: true };
  };
  await table.updateComplete;
  await frame();
  await frame();
  // Whatever the page still had to do (the last test's garbage, the table's first layout) first.
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 500 }));
  const button = () => table.shadowRoot!.querySelector<HTMLButtonElement>('[part="bot-move-button"]');
  let buttonWhileThinking: { busy: string | null; disabled: boolean } | null = null;
  let from: number;
  if (options.press) {
    observer.observe({ type: 'longtask' });
    searches.length = 0;
    from = performance.now();
    button()!.click();
    await table.updateComplete;
    buttonWhileThinking = { busy: button()?.getAttribute('aria-busy') ?? null, disabled: button()?.disabled ?? false };
  } else {
    // Autoplay on: the table renders again (not the bot's doing), then the bot's timer starts it.
    table.setAttribute('autoplay', 'true');
    await table.updateComplete;
    from = performance.now();
    observer.observe({ type: 'longtask' });
    searches.length = 0;
  }
  try {
    await waitUntil(() => decided !== undefined, `<${tag}>: the bot decided a move`, { timeout: 30_000, interval: 20 });
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 50));
    entries.push(...observer.takeRecords());
  } finally {
    observer.disconnect();
  }
  const longTasks = entries
    .filter((e) => e.startTime < decided!.at && e.startTime + e.duration > from)
    .map((e) => `${Math.round(e.duration)} ms at ${Math.round(e.startTime - from)} of ${Math.round(decided!.at - from)} ms`);
  return { move: decided!.move, longTasks, table, searchSlices: searches.length, buttonWhileThinking };
}

/** Slices of search run on the page's own thread (a worker runs its own copy of the code). */
const searches: number[] = [];
const run = MctsSearch.prototype.run;
MctsSearch.prototype.run = function (this: MctsSearch<unknown>, ...args: Parameters<typeof run>) {
  searches.push(performance.now());
  return run.apply(this, args);
};

// The three slowest hard bots (see the top of the file).
const GAMES = [
  ['orc-table', 'bot:hard,bot:hard'],
  ['construction-game-table', 'bot:hard,bot:hard,bot:hard'],
  ['construction-zone-table', 'bot:hard,bot:hard,bot:hard'],
] as const;

describe('bots think off the page\'s thread', () => {
  afterEach(() => fixtureCleanup());

  // First in the file: the tables of the tests after it leave garbage whose collection, on the
  // page's thread, would be a long task the bot did not cause.
  describe('where workers are refused (a Content Security Policy)', () => {
    const RealWorker = window.Worker;
    // The first run of a game's code on a page compiles it (tens of ms, once per page, whoever
    // calls it first): a search beforehand, so the slices measured are the bot's thinking alone.
    before(() => {
      const state = orcCompiled.core.init({ players: 2, seed: 'warm-up' });
      botMove(orcCompiled, orcCompiled.core.view(state, 0), 0, 'medium', 'warm-up');
    });
    beforeEach(() => {
      // `new Worker(…)` throws, as under a CSP without worker-src.
      window.Worker = function RefusedWorker() {
        throw new DOMException('Refused to create a worker', 'SecurityError');
      } as unknown as typeof Worker;
    });
    afterEach(() => {
      window.Worker = RealWorker;
    });

    // Medium (a quarter second of the page's thread at full use) rather than hard: a busy machine
    // that takes the processor away from the page for 50 ms makes a long task the bot did not cause.
    // ORC's medium searches (most games' medium now plays rules of thumb, which need no slices).
    it('<orc-table>: a medium bot thinks on the page\'s thread in slices, no task over 50 ms', async () => {
      const { move, longTasks, table, searchSlices } = await firstBotMove('orc-table', 'bot:medium,bot:medium');
      expect(table.match.reason(move), 'the move is legal').to.equal(null);
      expect(longTasks, 'long tasks').to.deep.equal([]);
      expect(searchSlices, 'slices of search on the page\'s thread').to.be.greaterThan(1);
    });
  });

  for (const [tag, seats] of GAMES) {
    it(`<${tag}>: no task over 50 ms while a hard bot thinks (in the worker)`, async () => {
      const { move, longTasks, table, searchSlices } = await firstBotMove(tag, seats);
      expect(table.match.reason(move), 'the move is legal').to.equal(null);
      expect(longTasks, 'long tasks').to.deep.equal([]);
      expect(searchSlices, 'slices of search on the page\'s thread').to.equal(0);
    });
  }

  // A real-time game's turn-based moments (Finders Keepers' expert game: every turn) are searched
  // as a turn-based game's are; its real-time host used to search them on the page's thread (up to 1.5 s).
  it('<finders-keepers-table variant="expert">: no task over 50 ms while a hard bot searches its turn (in the worker)', async () => {
    const { move, longTasks, table, searchSlices } = await firstBotMove('finders-keepers-table', 'bot:hard,bot:hard', { variant: 'expert' });
    expect(table.match.reason(move), 'the move is legal').to.equal(null);
    expect(longTasks, 'long tasks').to.deep.equal([]);
    expect(searchSlices, "slices of search on the page's thread").to.equal(0);
  });

  it('"Bot move" (autoplay off): a hard bot thinks in the worker to its iterations, the button busy meanwhile, no task over 50 ms', async () => {
    // ORC's hard bot searches (800 simulations), the slowest turn-based hard bot at this seed.
    const { move, longTasks, table, searchSlices, buttonWhileThinking } = await firstBotMove('orc-table', 'bot:hard,bot:hard', { press: true, seed: 'step' });
    const seat = table.match.active[0]!;
    // What the level's iterations alone give from this seat's view (no clock): the button must play it.
    expect(move).to.deep.equal(botMove(orcCompiled, table.match.view(seat) as ReturnType<typeof orcCompiled.core.view>, seat, 'hard', 'step'));
    expect(buttonWhileThinking, 'the button while the bot thinks').to.deep.equal({ busy: 'true', disabled: true });
    expect(longTasks, 'long tasks').to.deep.equal([]);
    expect(searchSlices, "slices of search on the page's thread").to.equal(0);
  });

  it('drops the answer of a bot whose table left the page while it thought', async () => {
    // ORC's hard bot: a search of a tenth of a second or more, still running when the table leaves.
    const t = unsafeStatic('orc-table');
    const table = await fixture<Table>(html`<${t} seed="stale" seats="bot:hard,bot:hard" bot-delay="0"></${t}>`);
    const played: Move[] = [];
    table.play = (move) => {
      played.push(move);
      return { ok: true };
    };
    await new Promise((resolve) => setTimeout(resolve, 20)); // the bot has started thinking
    table.remove();
    await new Promise((resolve) => setTimeout(resolve, 1300)); // past hard's 1 s budget
    expect(played).to.deep.equal([]);
  });

  it('drops the answer about a game the table has left for a new one while the bot thought', async () => {
    const t = unsafeStatic('box-table');
    const table = await fixture<Table>(html`<${t} seed="first" seats="bot:easy,bot:easy" bot-delay="0"></${t}>`);
    const played: Move[] = [];
    table.play = (move) => {
      played.push(move);
      return { ok: true };
    };
    table.setAttribute('seed', 'second'); // before the worker (still starting) answers about "first"
    await table.updateComplete;
    const seat = table.match.active[0]!;
    const wanted = botMove(boxCompiled, table.match.view(seat) as ReturnType<typeof boxCompiled.core.view>, seat, 'easy', 'second');
    await waitUntil(() => played.length > 0, 'the bot moved in the new game', { timeout: 20_000, interval: 20 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(played).to.deep.equal([wanted]);
  });

  it('the worker answers a malformed message with an error and thinks after it', async () => {
    const table = await fixture<Table>(html`<rum-table seed="worker" seats="bot:easy,bot:easy" autoplay="false"></rum-table>`);
    const worker = startBotWorker();
    const replies: ThinkReply[] = [];
    worker.addEventListener('message', (event: MessageEvent<ThinkReply>) => replies.push(event.data));
    try {
      const seat = table.match.active[0]!;
      // eslint-disable-next-line unicorn/require-post-message-target-origin -- a worker's postMessage has no target origin
      worker.postMessage({ kind: 'think', id: 1, game: 'rum', view: 'the whole state, please', seat, level: 'hard', seed: 1, budget: 0 });
      await waitUntil(() => replies.length === 1, 'the worker answers the malformed message', { timeout: 20_000 });
      // eslint-disable-next-line unicorn/require-post-message-target-origin -- a worker's postMessage has no target origin
      worker.postMessage({ kind: 'think', id: 2, game: 'rum', view: table.match.view(seat), seat, level: 'easy', seed: 1, budget: 0 });
      await waitUntil(() => replies.length === 2, 'the worker answers the next request', { timeout: 20_000 });
      expect(replies[0]).to.deep.include({ kind: 'error', id: 1 });
      expect(replies[1]!.kind).to.equal('move');
      expect(table.match.reason((replies[1] as { move: Move }).move)).to.equal(null);
    } finally {
      worker.terminate();
    }
  });

  // The self-contained ES file starts the worker from itself and the iife from the worker inlined
  // in it (both through a Blob URL); the split set, the worker module beside it.
  const workers = { self: 'worker that imports the file itself', inlined: 'inlined worker', module: 'worker module beside it' };
  for (const [file, kind] of [['box.js', 'self'], ['box.iife.js', 'inlined'], ['split/box.js', 'module']] as const) {
    it(`dist/${file} thinks in its ${workers[kind]}`, async () => {
      const frame = document.createElement('iframe');
      const script = file.endsWith('.iife.js') ? `<script src="/dist/${file}"></script>` : `<script type="module" src="/dist/${file}"></script>`;
      frame.srcdoc = `${script}<box-table seed="embedded" seats="bot:hard,bot:hard" bot-delay="300"></box-table>`;
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      document.body.append(frame);
      try {
        await loaded;
        const win = frame.contentWindow as Window & typeof globalThis;
        await win.customElements.whenDefined('box-table');
        const table = frame.contentDocument!.querySelector('box-table') as unknown as Table;
        const started: string[] = [];
        const answers: string[] = [];
        const PageWorker = win.Worker;
        win.Worker = class extends PageWorker {
          constructor(url: string | URL, options?: WorkerOptions) {
            super(url, options);
            started.push(String(url));
            this.addEventListener('message', (event: MessageEvent<ThinkReply>) => answers.push(event.data.kind));
          }
        };
        await waitUntil(() => table.match.log.length > 0, `dist/${file}: the bot moved`, { timeout: 20_000, interval: 20 });
        expect(started.map((url) => (url.startsWith('blob:') ? 'blob' : /\/dist\/split\/chunks\/bot-worker-[\w-]+\.js$/.test(url) ? 'module' : url))).to.deep.equal([kind === 'module' ? 'module' : 'blob']);
        expect(answers, 'the worker\'s answers').to.deep.equal(['move']);
      } finally {
        frame.remove();
      }
    });
  }

  // Evaluated in a worker, each file must get past its top-level code with the stand-ins its
  // starter gives (a module of one game touching another DOM global there would fall back to the
  // page's thread silently): every turn-based game's file answers from its own worker.
  it('every turn-based game\'s dist/<id>.js answers its bots from a worker of the file itself', async function () {
    this.timeout(60_000);
    const ids: string[] = [];
    for (const [id, load] of Object.entries(GAME_RULES)) if (!(await load()).default.realtime) ids.push(id);
    expect(ids.length).to.be.greaterThan(10);
    const frame = document.createElement('iframe');
    frame.srcdoc = `<script>window.answers = {}; const PageWorker = Worker; window.Worker = class extends PageWorker {
        constructor(url, options) { super(url, options); const from = new Error().stack;
          this.addEventListener('message', (event) => { for (const id of ${JSON.stringify(ids)}) if (from.includes('/dist/' + id + '.js')) (answers[id] ??= []).push(event.data.kind + (event.data.message ? ': ' + event.data.message : '')); });
          this.addEventListener('error', (event) => { for (const id of ${JSON.stringify(ids)}) if (from.includes('/dist/' + id + '.js')) (answers[id] ??= []).push('error: ' + event.message); }); } };</script>` +
      ids.map((id) => `<script type="module" src="/dist/${id}.js"></script>`).join('') +
      ids.map((id) => `<${id}-table seed="self" players="${id === 'puerto-rico' ? 3 : 2}" seats="${id === 'puerto-rico' ? 'bot:hard,bot:hard,bot:hard' : 'bot:hard,bot:hard'}" bot-delay="0"></${id}-table>`).join('');
    document.body.append(frame);
    try {
      const win = () => frame.contentWindow as (Window & { answers?: Record<string, string[]> }) | null;
      await waitUntil(() => ids.every((id) => (win()?.answers?.[id]?.length ?? 0) > 0), 'every file\'s worker answered', { timeout: 50_000, interval: 50 });
      const first = Object.fromEntries(ids.map((id) => [id, win()!.answers![id]![0]]));
      expect(first).to.deep.equal(Object.fromEntries(ids.map((id) => [id, 'move'])));
    } finally {
      frame.remove();
    }
  });
});
