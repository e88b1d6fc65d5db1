/** The redis-server binary to start (`REDIS_SERVER_PATH`, else the usual places), or null when there is none. */
export function findRedisServer(): string | null;
