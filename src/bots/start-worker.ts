/**
 * Starts a bot worker. This is the bundler-standard form, which Vite, esbuild-based dev servers
 * and a site's own bundler follow to the worker's module; the self-contained files replace this
 * module with one that starts the worker from its source inlined in the file.
 *
 * @example
 * const worker = startBotWorker(); // throws where workers are refused (then think on this thread)
 */
export function startBotWorker(): Worker {
  return new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
}
