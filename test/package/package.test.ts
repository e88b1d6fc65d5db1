/**
 * The npm package as a site's bundler sees it (after `npm run build`): every entry of `exports`
 * is a shipped file with its declarations, the tarball holds the built files and nothing of the
 * sources or tests, the shipped modules import only the declared dependencies, compiled (no
 * decorator or TypeScript syntax left), and the shipped manifest points at shipped files.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { types: string; default: string }>;
  files: string[];
  sideEffects: string[];
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  customElements: string;
};
const games = readdirSync(path.join(root, 'components')).filter((d) => d.endsWith('-table')).map((d) => d.slice(0, -'-table'.length));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The bare specifiers (package names) a module imports. */
function bareImports(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"'.][^"']*)["']|import\(\s*["']([^"'.][^"']*)["']\s*\)|^import\s*["']([^"'.][^"']*)["']/gm)) {
    const spec = match[1] ?? match[2] ?? match[3]!;
    names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
  }
  return [...names];
}

describe('the npm package', () => {
  it('exports the classes at ".", each game at "./<id>", and the authors\' entries, each a built file with declarations', () => {
    expect(Object.keys(pkg.exports)).toEqual(expect.arrayContaining(['.', ...games.map((id) => `./${id}`), './dsl', './testing', './ui']));
    for (const [entry, target] of Object.entries(pkg.exports)) {
      if (typeof target === 'string') continue;
      expect(existsSync(path.join(root, target.default)), `${entry} → ${target.default}`).toBe(true);
      expect(existsSync(path.join(root, target.types)), `${entry} types → ${target.types}`).toBe(true);
    }
    for (const id of games) {
      const entry = pkg.exports[`./${id}`] as { default: string };
      expect(readFileSync(path.join(root, entry.default), 'utf8')).toContain(`defineOnce("${id}-table"`);
    }
    expect(readFileSync(path.join(root, (pkg.exports['.'] as { default: string }).default), 'utf8')).not.toMatch(/defineOnce|customElements\.define/);
  });

  it('packs the built files, the manifest, README and LICENSE, and none of the sources, tests or tools', () => {
    const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as [{ files: { path: string }[] }];
    const paths = packed.files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['package.json', 'README.md', 'dist/custom-elements.json', 'dist/hisss.js', 'dist/hisss.iife.js', 'dist/hisss.fr.js', 'dist/split/hisss.js', 'dist/lib/src/index.js', 'dist/lib/src/index.d.ts']));
    for (const [, target] of Object.entries(pkg.exports)) {
      if (typeof target !== 'string') expect(paths).toEqual(expect.arrayContaining([target.default.slice(2), target.types.slice(2)]));
    }
    const unwanted = paths.filter((p) => /^(src|test|stories|machines|components|bench|scripts|\.storybook|\.ci|examples)\//.test(p) || p.endsWith('.ts') && !p.endsWith('.d.ts'));
    expect(unwanted).toEqual([]);
  });

  it('ships compiled modules that import only lit, xstate and the optional test tools, and no decorator syntax', () => {
    const allowed = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies), '@lit', 'lit-html', 'lit-element']);
    // The framework declarations name their framework's types, which an app that opts in has.
    const frameworkOf: Record<string, string> = { 'dist/lib/react.d.ts': 'react', 'dist/lib/vue.d.ts': 'vue' };
    const modules = filesUnder(path.join(root, 'dist', 'lib')).filter((f) => f.endsWith('.js') || f.endsWith('.d.ts'));
    expect(modules.length).toBeGreaterThan(100);
    const strays: string[] = [];
    const decorated: string[] = [];
    for (const file of modules) {
      // Comments hold examples of a site's own imports: only code counts.
      const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      const relative = path.relative(root, file).split(path.sep).join('/');
      for (const name of bareImports(source)) if (!allowed.has(name) && frameworkOf[relative] !== name) strays.push(`${relative} imports ${name}`);
      // A decorator left in would need the site's compiler to know the TypeScript setting.
      if (/^\s*@(property|state|query|customElement)\(/m.test(source)) decorated.push(path.relative(root, file));
    }
    expect(strays).toEqual([]);
    expect(decorated).toEqual([]);
    expect(pkg.dependencies.lit).toMatch(/^\^3\./);
    expect(pkg.dependencies.xstate).toMatch(/^\^5\./);
  });

  it('names every module that registers an element in sideEffects, so no bundler drops a registration', () => {
    const patterns = pkg.sideEffects.map((glob) => new RegExp(`^${glob.replace(/^\.\//, '').replace(/[.]/g, '\\.').replace(/\*\*/g, '§').replace(/\*/g, '[^/]*').replace(/§/g, '.*')}$`));
    const registering = filesUnder(path.join(root, 'dist', 'lib'))
      .filter((f) => f.endsWith('.js') && /^defineOnce\(/m.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(root, f).split(path.sep).join('/'));
    expect(registering.length).toBeGreaterThanOrEqual(games.length + 5);
    expect(registering.filter((file) => !patterns.some((p) => p.test(file)))).toEqual([]);
  });

  it('declares every table for React\'s JSX and Vue\'s templates, with its typed tt- events', () => {
    const react = readFileSync(path.join(root, 'dist', 'lib', 'react.d.ts'), 'utf8');
    const vue = readFileSync(path.join(root, 'dist', 'lib', 'vue.d.ts'), 'utf8');
    expect(react).toContain("declare module 'react'");
    expect(vue).toContain("declare module 'vue'");
    for (const id of games) {
      expect(react).toContain(`'${id}-table': `);
      const reactEntry = react.slice(react.indexOf(`'${id}-table': `), react.indexOf('};', react.indexOf(`'${id}-table': `)));
      for (const event of ['tt-move', 'tt-phase', 'tt-invalid-move', 'tt-game-over']) expect(reactEntry, `${id}-table in react.d.ts`).toContain(`'on${event}'?: (event: ElementEvent<"${event}">) => void;`);
      expect(reactEntry).toContain("'bot-delay'?:");
      expect(vue, `${id}-table in vue.d.ts`).toMatch(new RegExp(`'${id}-table': CustomElement<\\w+, [^>]*"players"[^>]*, \\{ "tt-move": ElementEvent<"tt-move">`));
    }
  });

  it('builds the browser files with the production builds of Lit and XState', () => {
    const browserFiles = [...readdirSync(path.join(root, 'dist')).filter((f) => f.endsWith('.js')).map((f) => path.join(root, 'dist', f)), ...filesUnder(path.join(root, 'dist', 'split'))];
    expect(browserFiles.length).toBeGreaterThan(games.length * 2);
    // Lit's development build announces itself with this warning; it is also larger and slower.
    expect(browserFiles.filter((f) => readFileSync(f, 'utf8').includes('Lit is in dev mode')).map((f) => path.relative(root, f))).toEqual([]);
  });

  it('ships a manifest whose modules are the shipped files, for every table', () => {
    const manifestPath = path.join(root, pkg.customElements);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { modules: { path: string; declarations?: { tagName?: string }[] }[] };
    const tags = manifest.modules.flatMap((m) => (m.declarations ?? []).map((d) => d.tagName).filter(Boolean));
    expect(tags).toEqual(expect.arrayContaining(games.map((id) => `${id}-table`)));
    const missing = manifest.modules.map((m) => m.path).filter((p) => !p.startsWith('dist/lib/') || !existsSync(path.join(root, p)) || !statSync(path.join(root, p)).isFile());
    expect(missing).toEqual([]);
  });
});
