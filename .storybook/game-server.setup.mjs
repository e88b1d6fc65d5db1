// The story tests' game server (vitest globalSetup, in Node): the online stories play on it, as a
// person's Storybook plays on the one `npm run serve` starts.
import { startTestGameServer } from '../scripts/test-game-server.mjs';

/** @param {{ provide: (key: 'gameServer', value: string) => void }} context */
export async function setup({ provide }) {
  const server = await startTestGameServer();
  provide('gameServer', server.address);
  return () => server.stop();
}
