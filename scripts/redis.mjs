#!/usr/bin/env node
// Finds redis-server for the game server's tests (two server processes sharing one Redis).
//   import { findRedisServer } from './scripts/redis.mjs'  → absolute path or null
//   node scripts/redis.mjs --check                         → exit 0 if found (installs Debian's
//                                                            `redis-server` first when root on Debian)
import { accessSync, constants } from 'node:fs';
import { ensureDebianPackage, isMain } from './debian-package.mjs';

const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server'];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @returns {string | null} the redis-server binary to start, or null when there is none. */
export function findRedisServer() {
  const fromEnv = process.env.REDIS_SERVER_PATH;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  return CANDIDATES.find(isExecutable) ?? null;
}

if (isMain(import.meta.url)) {
  if (process.argv.includes('--check')) {
    process.exit(ensureDebianPackage({ pkg: 'redis-server', label: 'redis-server', find: findRedisServer, envVar: 'REDIS_SERVER_PATH' }));
  }
  const found = findRedisServer();
  if (found) console.log(found);
  process.exit(found ? 0 : 1);
}
