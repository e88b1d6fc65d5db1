// A program the tests need from the system (Chromium, redis-server): found on the machine, or
// installed from Debian's packages when running as root on Debian (a fresh CI machine), never
// downloaded from elsewhere.
import { accessSync, constants, existsSync, realpathSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * Exit code of a `--check`: 0 when `find()` finds the program (after installing `pkg` with apt
 * when allowed), else 1 with a message that says how to get it.
 *
 * @param {{ pkg: string, label: string, find: () => string | null, envVar: string }} tool
 * @example
 * process.exit(ensureDebianPackage({ pkg: 'redis-server', label: 'redis-server', find: findRedisServer, envVar: 'REDIS_SERVER_PATH' }));
 */
export function ensureDebianPackage({ pkg, label, find, envVar }) {
  if (find()) return 0;
  const fromEnv = process.env[envVar];
  const canInstall = !fromEnv && existsSync('/etc/debian_version') && process.getuid?.() === 0;
  if (canInstall) {
    console.log(`Installing ${label} from Debian packages…`);
    process.env.DEBIAN_FRONTEND = 'noninteractive';
    if (run('apt-get', ['update', '-q']) && run('apt-get', ['install', '-y', '-q', pkg])) {
      if (find()) return 0;
    }
  }
  if (fromEnv) console.error(`${envVar}=${fromEnv} is not an executable file: point it at ${label} or unset it.`);
  else console.error(`No ${label} found: install Debian's \`${pkg}\` package or set ${envVar} to its binary.`);
  return 1;
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The program: `process.env[envVar]` when set (null if that is not executable), else the first
 * executable of `candidates`, else null.
 *
 * @param {string} envVar
 * @param {readonly string[]} candidates
 * @returns {string | null}
 */
export function findProgram(envVar, candidates) {
  const fromEnv = process.env[envVar];
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  return candidates.find(isExecutable) ?? null;
}

/**
 * What `node scripts/<tool>.mjs` does: with `--check`, {@link ensureDebianPackage}; without,
 * prints the program's path. Exits with the answer.
 *
 * @param {{ pkg: string, label: string, find: () => string | null, envVar: string }} tool
 */
export function runAsScript(tool) {
  if (process.argv.includes('--check')) process.exit(ensureDebianPackage(tool));
  const found = tool.find();
  if (found) console.log(found);
  process.exit(found ? 0 : 1);
}

function run(cmd, args) {
  return spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] }).status === 0;
}

/** Whether the module at `url` is the script node was started with (`node scripts/x.mjs`). */
export function isMain(url) {
  try {
    return realpathSync(process.argv[1] ?? '') === realpathSync(new URL(url));
  } catch {
    return false;
  }
}
