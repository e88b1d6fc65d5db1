#!/usr/bin/env node
// Finds redis-server for the game server's tests (two server processes sharing one Redis).
//   import { findRedisServer } from './scripts/redis.mjs'  → absolute path or null
//   node scripts/redis.mjs --check                         → exit 0 if found (installs Debian's
//                                                            `redis-server` first when root on Debian)
import { findProgram, isMain, runAsScript } from './debian-package.mjs';

const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server'];

/** @returns {string | null} the redis-server binary to start, or null when there is none. */
export function findRedisServer() {
  return findProgram('REDIS_SERVER_PATH', CANDIDATES);
}

if (isMain(import.meta.url)) runAsScript({ pkg: 'redis-server', label: 'redis-server', find: findRedisServer, envVar: 'REDIS_SERVER_PATH' });
