/**
 * `npm run serve`: one game server process. PORT (default 2567), HOST, REDIS_URL (Redis presence
 * and driver for several processes), PUBLIC_ADDRESS (where browsers reach this process), SAVE_KEY
 * (the key sealing saves), GRACE_SECONDS, IDLE_MINUTES, BOT_DELAY_MS, REALTIME_PACE, MOVES_PER_SECOND.
 */
import { startGameServer } from './server.js';

const env = process.env;
const number = (name: string): number | undefined => (env[name] !== undefined && env[name] !== '' && Number.isFinite(Number(env[name])) ? Number(env[name]) : undefined);
const rooms = Object.fromEntries(
  Object.entries({
    graceSeconds: number('GRACE_SECONDS'),
    idleMinutes: number('IDLE_MINUTES'),
    botDelayMs: number('BOT_DELAY_MS'),
    realtimePace: number('REALTIME_PACE'),
    movesPerSecond: number('MOVES_PER_SECOND'),
  }).filter(([, v]) => v !== undefined),
);

const server = await startGameServer({
  port: number('PORT') ?? 2567,
  ...(env.HOST ? { host: env.HOST } : {}),
  ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
  ...(env.PUBLIC_ADDRESS ? { publicAddress: env.PUBLIC_ADDRESS } : {}),
  ...(env.SAVE_KEY ? { saveKey: env.SAVE_KEY } : {}),
  rooms,
});
console.log(`Tabletop Elements game server on port ${server.port}${env.REDIS_URL ? ' (Redis presence and driver)' : ' (one process, in memory)'}`);
const stop = (): void => {
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
