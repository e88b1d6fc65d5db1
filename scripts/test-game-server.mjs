// A game server for the browser tests and the story tests: scripts/serve.mjs's bundle on a free
// port of 127.0.0.1, with bots moving at once and no move rate limit, so tests stay short.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { buildServer } from './serve.mjs';

/** @returns {Promise<number>} a port free on 127.0.0.1 right now */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(address.port));
    });
  });
}

/**
 * Builds and starts the server; resolves once it listens.
 *
 * @returns {Promise<{ address: string, stop: () => void }>} its `ws://127.0.0.1:<port>` and how to stop it
 * @example
 * const server = await startTestGameServer(); // … server.stop();
 */
export async function startTestGameServer() {
  const bundle = await buildServer();
  const port = await freePort();
  // Bots without a pause and real-time games at five times their pace (races keep their window):
  // whole games fit a test.
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', BOT_DELAY_MS: '0', REALTIME_PACE: '0.2', MOVES_PER_SECOND: '1000', GRACE_SECONDS: '30' };
  const child = spawn(process.execPath, [bundle], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The game server stopped (exit ${code}).`)));
    child.stdout?.on('data', (chunk) => {
      if (String(chunk).includes('game server on port')) resolve(undefined);
    });
  });
  return { address: `ws://127.0.0.1:${port}`, stop: () => child.kill() };
}
