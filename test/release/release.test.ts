/**
 * `npm run release` refuses an incomplete build: its check, run on a fake project in a temporary
 * folder (no real build), names each file the package promises and the build did not make.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameIds, missingFiles } from '../../scripts/release.mjs';

let root: string;

function write(file: string, text = ''): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A project of two games, built completely, with a package.json naming its entries. */
function completeProject(): void {
  write('package.json', JSON.stringify({
    name: 'fake',
    files: ['dist/*.js', 'dist/lib/'],
    exports: {
      '.': { types: './dist/lib/index.d.ts', default: './dist/lib/index.js' },
      './hisss': './dist/lib/hisss.js',
      './dist/*': './dist/*',
      './hidden': null,
    },
    types: './dist/lib/index.d.ts',
  }));
  for (const file of ['README.md', 'LICENSE', 'CHANGELOG.md']) write(file, file);
  for (const id of ['hisss', 'orc']) {
    write(`components/${id}-table/define.ts`);
    for (const suffix of ['js', 'es.js', 'fr.js', 'de.js', 'iife.js']) write(`dist/${id}.${suffix}`);
  }
  write('components/not-a-game/define.ts'); // no -table: not a game
  write('dist/lib/index.js');
  write('dist/lib/index.d.ts');
  write('dist/lib/hisss.js');
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'release-check-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('release check', () => {
  it('finds the games as the build does, and nothing missing from a complete build', () => {
    completeProject();
    expect(gameIds(root)).toEqual(['hisss', 'orc']);
    expect(missingFiles(root)).toEqual([]);
  });

  it("names a game's missing browser file and language file", () => {
    completeProject();
    rmSync(path.join(root, 'dist/orc.js'));
    rmSync(path.join(root, 'dist/hisss.fr.js'));
    expect(missingFiles(root)).toEqual([
      "dist/hisss.fr.js (the hisss game's browser file) was not built",
      "dist/orc.js (the orc game's browser file) was not built",
    ]);
  });

  it('names every missing path that package.json exports, files and types list, read when it runs', () => {
    completeProject();
    rmSync(path.join(root, 'dist/lib'), { recursive: true });
    expect(missingFiles(root)).toEqual([
      './dist/lib/index.d.ts (package.json exports ".") is missing',
      './dist/lib/index.js (package.json exports ".") is missing',
      './dist/lib/hisss.js (package.json exports "./hisss") is missing',
      'dist/lib/ (package.json files) matches no file',
      './dist/lib/index.d.ts (package.json types) is missing',
    ]);
  });

  it('refuses a pattern that matches no built file, and a missing licence or changelog', () => {
    completeProject();
    for (const id of ['hisss', 'orc']) for (const suffix of ['js', 'es.js', 'fr.js', 'de.js', 'iife.js']) rmSync(path.join(root, `dist/${id}.${suffix}`));
    rmSync(path.join(root, 'LICENSE'));
    rmSync(path.join(root, 'CHANGELOG.md'));
    const missing = missingFiles(root);
    expect(missing).toContain('dist/*.js (package.json files) matches no file');
    expect(missing).toContain('LICENSE is missing');
    expect(missing).toContain('CHANGELOG.md is missing');
    expect(missing).not.toContain('./dist/* (package.json exports "./dist/*") is missing'); // dist/lib/… still matches
  });

  it('says so when there is no game at all', () => {
    completeProject();
    rmSync(path.join(root, 'components'), { recursive: true });
    expect(missingFiles(root)).toEqual(['no game found: components/<id>-table/define.ts']);
  });
});
