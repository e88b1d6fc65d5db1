/**
 * `npm run serve`: builds the game server (server/serve.ts and the rules it imports) with esbuild
 * into node_modules/.cache/ (ignored already, and never linted or published), since Node cannot
 * run TypeScript, and runs it in this process. Packages stay outside the bundle and load from
 * node_modules.
 *
 *   node scripts/serve.mjs          build, then serve (PORT, REDIS_URL, … as in server/README.md)
 *   node scripts/serve.mjs --build  build only, print the bundle's path
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the bundle goes. */
export const SERVER_BUNDLE = path.join(root, 'node_modules', '.cache', 'tabletop-elements-server', 'serve.mjs');

/** Bundles server/serve.ts into `SERVER_BUNDLE`. */
export async function buildServer() {
  await build({
    entryPoints: [path.join(root, 'server', 'serve.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  return SERVER_BUNDLE;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bundle = await buildServer();
  if (process.argv.includes('--build')) console.log(bundle);
  else await import(pathToFileURL(bundle).href);
}
