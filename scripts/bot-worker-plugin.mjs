// The bot worker of a self-contained file (dist/<id>.js, dist/<id>.iife.js): those files load
// nothing beside themselves (a lesson page opened from disk cannot). The ES file starts the worker
// from itself; the iife carries the worker's code — that game's rules, the DSL core and the bots,
// never Lit or the UI — built here as one classic script, as a string started from a Blob URL.
// The module builds keep the bundler-standard `new Worker(new URL(…, import.meta.url))` of
// src/bots/start-worker.ts instead.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

/** Worker source per game id: the ES file and the IIFE file of one game carry the same worker. */
const built = new Map();

/**
 * Every translations module in the worker becomes empty sets of the same names: a bot reads no
 * text (the table's copy of the rules says everything the players read).
 */
function noTranslations() {
  return {
    name: 'bot-worker-no-translations',
    enforce: 'pre',
    load(file) {
      if (!file.endsWith('translations.ts')) return null;
      const names = [...readFileSync(file, 'utf8').matchAll(/export const (\w+)/g)].map((m) => m[1]);
      return names.map((name) => `export const ${name} = {};`).join('\n');
    },
  };
}

/**
 * `compile` without the XState machine: a game's rules may compile themselves for their own
 * rules of thumb (Puerto Rico's bot reads `compile(rules).core`), which would pull XState into a
 * worker that never runs a machine.
 */
function coreOnlyCompile(root) {
  const compile = path.join(root, 'src', 'dsl', 'compile.ts');
  return {
    name: 'bot-worker-core-only-compile',
    enforce: 'pre',
    load(file) {
      if (path.resolve(file.split('?')[0]) !== compile) return null;
      return `import { buildFlow } from ${JSON.stringify(path.join(root, 'src', 'dsl', 'flow.ts'))};\n` +
        `import { compileCore } from ${JSON.stringify(path.join(root, 'src', 'dsl', 'core.ts'))};\n` +
        `const cache = new WeakMap();\n` +
        `export function compile(def) {\n  let known = cache.get(def);\n  if (!known) {\n    const flow = buildFlow(def);\n` +
        `    known = { def, flow, core: compileCore(def, flow), get machine() { throw new Error('The bot worker has no XState machine.'); } };\n` +
        `    cache.set(def, known);\n  }\n  return known;\n}\n`;
    },
  };
}

/** Builds the worker of game `id`: its rules (machines/<id>/rules.ts) answering think requests. */
async function workerSource(root, id) {
  if (built.has(id)) return built.get(id);
  const entryId = '\0bot-worker-entry';
  const rules = path.join(root, 'machines', id, 'rules.ts');
  const serve = path.join(root, 'src', 'bots', 'worker-serve.ts');
  const entry = {
    name: 'bot-worker-entry',
    resolveId: (source) => (source === entryId ? entryId : null),
    load: (file) => (file === entryId
      ? `import def from ${JSON.stringify(rules)};\nimport { botGameOf, serveBots } from ${JSON.stringify(serve)};\n` +
        // The core is compiled on the first request, not when the worker starts.
        `let game;\nserveBots(self, (id) => (id === def.id ? (game ??= botGameOf(def)) : undefined));\n`
      : null),
  };
  const result = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [entry, noTranslations(), coreOnlyCompile(root)],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      modulePreload: false,
      rolldownOptions: { input: entryId, output: { format: 'iife', codeSplitting: false, minify: true, comments: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunk = outputs.find((o) => o.type === 'chunk' && o.isEntry);
  if (!chunk || outputs.length !== 1) throw new Error(`bot worker of ${id}: expected one file, got ${outputs.map((o) => o.fileName).join(', ')}`);
  built.set(id, chunk.code);
  return chunk.code;
}

/**
 * What a self-contained ES file needs to be evaluated in a worker: Lit defines its element base on
 * `HTMLElement` and makes a tree walker when it loads, and every table registers its tag. In a
 * worker nothing is drawn, so empty stand-ins do; the file then serves bot requests instead.
 */
const WORKER_SHIMS = 'self.window=self;self.HTMLElement??=class{};' +
  'self.customElements??={get(){},define(){},whenDefined(){return new Promise(()=>{})}};' +
  'self.document??={createTreeWalker(){return{}},createComment(){return{}},createElement(){return{content:{}}}};' +
  'self.CSSStyleSheet??=class{replaceSync(){}};';

/**
 * A Vite plugin for a self-contained file of game `id`: replaces src/bots/start-worker.ts with
 * one that starts the game's bot worker from inside the file.
 *
 * - `es` (dist/<id>.js, served over the network): the worker is the file itself, imported after
 *   the stand-ins above, so the rules are carried once (the inlined copy cost 13-26 KB gzip a
 *   file); the entry serves bot requests when it finds itself in a worker. A page whose worker
 *   cannot import the file (a strict CSP) gets the error event, and its bots think on the page
 *   in slices.
 * - `iife` (dist/<id>.iife.js, for pages opened from disk, which may load nothing beside them):
 *   that game's rules, the DSL core and the bots built as one classic script, carried as a string
 *   and started from a Blob URL.
 *
 * @param {{ root: string, id: string, format: 'es' | 'iife' }} options
 */
export function botWorkerPlugin({ root, id, format }) {
  const startWorker = path.join(root, 'src', 'bots', 'start-worker.ts');
  const entry = path.join(root, 'components', `${id}-table`, 'define.ts');
  const rules = path.join(root, 'machines', id, 'rules.ts');
  const serve = path.join(root, 'src', 'bots', 'worker-serve.ts');
  return {
    name: 'tabletop-bot-worker',
    enforce: 'pre',
    async load(file) {
      if (path.resolve(file.split('?')[0]) !== startWorker) return null;
      if (format === 'es') {
        // One pair of Blob URLs per page, kept: every table of the page starts its worker from them.
        return `const shims = ${JSON.stringify(WORKER_SHIMS)};\nlet url;\n` +
          `export function startBotWorker() {\n` +
          `  url ??= URL.createObjectURL(new Blob(['import ' + JSON.stringify(URL.createObjectURL(new Blob([shims], { type: 'text/javascript' }))) + ';import ' + JSON.stringify(import.meta.url) + ';'], { type: 'text/javascript' }));\n` +
          `  return new Worker(url, { type: 'module' });\n}\n`;
      }
      const source = await workerSource(root, id);
      return `const source = ${JSON.stringify(source)};\nlet url;\n` +
        `export function startBotWorker() {\n  url ??= URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));\n  return new Worker(url);\n}\n`;
    },
    transform(code, file) {
      if (format !== 'es' || path.resolve(file.split('?')[0]) !== path.resolve(entry)) return null;
      // Loaded in a worker by startBotWorker above: answer the table's think requests.
      return `${code}\nimport tabletopBotRules from ${JSON.stringify(rules)};\n` +
        `import { botGameOf as tabletopBotGameOf, serveBots as tabletopServeBots } from ${JSON.stringify(serve)};\n` +
        `if (typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope) {\n` +
        `  let game;\n  tabletopServeBots(self, (id) => (id === tabletopBotRules.id ? (game ??= tabletopBotGameOf(tabletopBotRules)) : undefined));\n}\n`;
    },
  };
}

/**
 * A Vite plugin for the module builds (dist/lib, dist/split): the bot worker becomes a module of
 * its own beside the others (src/bots/bot-worker.js and what it imports; each game's rules load
 * when a table asks for that game), and src/bots/start-worker.js keeps the bundler-standard
 * `new Worker(new URL('./bot-worker.js', import.meta.url), { type: 'module' })` pointing at it,
 * which a site's bundler follows. (Vite's own handling would bundle every game into one asset
 * at an address absolute from the site's root.)
 *
 * @param {{ root: string }} options
 */
export function botWorkerModule({ root }) {
  const startWorker = path.join(root, 'src', 'bots', 'start-worker.ts');
  const worker = path.join(root, 'src', 'bots', 'bot-worker.ts');
  const marker = '__TABLETOP_BOT_WORKER_URL__';
  let ref;
  return {
    name: 'tabletop-bot-worker-module',
    enforce: 'pre',
    buildStart() {
      ref = this.emitFile({ type: 'chunk', id: worker });
    },
    transform(code, file) {
      if (path.resolve(file.split('?')[0]) !== startWorker) return null;
      const form = /new URL\('\.\/bot-worker\.ts', import\.meta\.url\)/;
      if (!form.test(code)) throw new Error('src/bots/start-worker.ts no longer starts its worker as new URL(\'./bot-worker.ts\', import.meta.url): update scripts/bot-worker-plugin.mjs.');
      // Hidden from Vite's worker bundling until the chunk is written.
      return code.replace(form, `new URL(${marker}, import.meta.url)`);
    },
    renderChunk(code, chunk) {
      if (!code.includes(marker)) return null;
      let relative = path.posix.relative(path.posix.dirname(chunk.fileName), this.getFileName(ref));
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return code.replaceAll(marker, JSON.stringify(relative));
    },
  };
}
