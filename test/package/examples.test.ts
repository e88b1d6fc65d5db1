/**
 * The examples as a site owner gets them (after `npm run build`): the package packed with
 * `npm pack`, installed from the tarball into a folder outside the repository beside React, Vue
 * and Vite, each app type-checked against the package's framework declarations, built with Vite,
 * served, and played in Chromium: an all-bot game of Hisss runs to its end, the app's own code
 * receives the events, and what the framework set reaches the element.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const EXAMPLES = ['html', 'react', 'vue'] as const;
type Example = (typeof EXAMPLES)[number];
/** Each example's players, as its app names them. */
const NAMES = ['Ada', 'Grace'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** What the page and its table show once the game is over. */
interface Played {
  defined: boolean;
  shadowElements: number;
  over: boolean;
  logLength: number;
  movesShown: string;
  winnerShown: string;
  winners: string;
  text: string;
  names: string | undefined;
  namesAttribute: string | null;
  players: number | undefined;
  playersAttribute: string | null;
  botDelay: number | undefined;
  botDelayAttribute: string | null;
  litCopies: number;
}

const MIME: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** A static server for one built folder, on a free port of 127.0.0.1. */
async function serve(folder: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const file = path.join(folder, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(folder) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

describe('the examples, installed from the packed tarball, built with Vite and played in Chromium', () => {
  let work = '';
  let browser: Browser | undefined;

  beforeAll(async () => {
    const executablePath = process.env.CHROMIUM_PATH || findChromium();
    if (!executablePath) throw new Error('No Chromium to play the examples in: set CHROMIUM_PATH.');
    work = mkdtempSync(path.join(tmpdir(), 'tabletop-examples-'));
    const [packed] = JSON.parse((await run(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: root })).stdout) as [{ filename: string }];
    // One install for the three apps: each sits in a folder of the workspace, whose node_modules
    // Node and Vite find by walking up. The tarball replaces the examples' path to it; TypeScript
    // is the repository's own (the same version the examples name).
    const dependencies: Record<string, string> = {};
    for (const example of EXAMPLES) {
      cpSync(path.join(root, 'examples', example), path.join(work, example), { recursive: true, filter: (source) => !/[\\/](node_modules|dist)$/.test(source) });
      const pkg = JSON.parse(readFileSync(path.join(root, 'examples', example, 'package.json'), 'utf8')) as PackageJson;
      Object.assign(dependencies, pkg.dependencies, pkg.devDependencies);
    }
    delete dependencies.typescript;
    dependencies['tabletop-elements'] = `file:${path.join(work, packed.filename)}`;
    writeFileSync(path.join(work, 'package.json'), JSON.stringify({ name: 'tabletop-examples', private: true, type: 'module', dependencies }, null, 2));
    await run(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: work });
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** Type-checks (when the app has a tsconfig), builds and plays one example; returns what the page showed. */
  async function play(example: Example): Promise<Played> {
    const app = path.join(work, example);
    if (existsSync(path.join(app, 'tsconfig.json'))) {
      // The package's declarations checked too (the app skips them, as apps do): every element's
      // entry in the framework declarations must name real properties of its class.
      await run(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', app, '--skipLibCheck', 'false']);
    }
    await run(process.execPath, [path.join(work, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: app });
    const { url, server } = await serve(path.join(app, 'dist'));
    const page = await browser!.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(url);
      // The app shows the winner when its tt-game-over listener ran.
      await page.waitForFunction(() => (document.querySelector('#winner')?.textContent ?? '') !== '', undefined, { timeout: 90_000 });
      const played = await page.evaluate((names) => {
        type Table = HTMLElement & { names?: string; players?: number; botDelay?: number; match: { isOver: boolean; log: readonly unknown[]; result: { winners: number[] } | null } };
        const table = document.querySelector('hisss-table') as Table;
        /** The text a person sees, through every shadow root. */
        const deepText = (node: Node): string => {
          const own = node instanceof Element && node.shadowRoot ? deepText(node.shadowRoot) : '';
          return own + [...node.childNodes].map((child) => (child.nodeType === Node.TEXT_NODE ? child.textContent : deepText(child))).join(' ');
        };
        return {
          defined: customElements.get('hisss-table') !== undefined,
          shadowElements: table.shadowRoot?.querySelectorAll('*').length ?? 0,
          over: table.match.isOver,
          logLength: table.match.log.length,
          movesShown: document.querySelector('#moves')?.textContent ?? '',
          winnerShown: document.querySelector('#winner')?.textContent ?? '',
          winners: (table.match.result?.winners ?? []).map((seat) => names[seat]).join(', '),
          text: deepText(table),
          names: table.names,
          namesAttribute: table.getAttribute('names'),
          players: table.players,
          playersAttribute: table.getAttribute('players'),
          botDelay: table.botDelay,
          botDelayAttribute: table.getAttribute('bot-delay'),
          litCopies: (window as unknown as { litElementVersions?: string[] }).litElementVersions?.length ?? 0,
        };
      }, NAMES);
      expect(errors).toEqual([]);
      return played;
    } finally {
      await page.close();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  /** What every example must show: the game played out, counted and won in the app's own state. */
  function expectPlayedToTheEnd(played: Played) {
    expect(played.defined).toBe(true);
    expect(played.shadowElements).toBeGreaterThan(0);
    expect(played.over).toBe(true);
    expect(played.logLength).toBeGreaterThan(0);
    // Every tt-move reached the app: its count is the table's log.
    expect(played.movesShown).toBe(String(played.logLength));
    expect(played.winnerShown).toBe(played.winners);
    // The names the app set are the ones the table shows.
    expect(played.names).toBe(NAMES.join(','));
    for (const name of NAMES) expect(played.text).toContain(name);
    // The attribute reaches the element's property through Lit's converter.
    expect(played.botDelayAttribute).toBe('0');
    expect(played.botDelay).toBe(0);
    // Lit once, for the package and the app alike.
    expect(played.litCopies).toBe(1);
  }

  it('plain page: the script sets a property and hears tt-move and tt-game-over', async () => {
    const played = await play('html');
    expectPlayedToTheEnd(played);
    expect(played.namesAttribute).toBeNull();
    expect(played.playersAttribute).toBe('2');
  });

  it('React 19: JSX sets the element\'s properties and listens through ontt-move and ontt-game-over', async () => {
    const played = await play('react');
    expectPlayedToTheEnd(played);
    // Properties, not attributes: React 19 sets a prop that the element has as its property.
    expect(played.namesAttribute).toBeNull();
    expect(played.playersAttribute).toBeNull();
    expect(played.players).toBe(2);
  });

  it('Vue 3: the template binds the element\'s properties and listens with @tt-move and @tt-game-over', async () => {
    const played = await play('vue');
    expectPlayedToTheEnd(played);
    expect(played.namesAttribute).toBeNull();
    expect(played.playersAttribute).toBeNull();
    expect(played.players).toBe(2);
  });
});
