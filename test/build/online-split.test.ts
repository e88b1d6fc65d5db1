/**
 * The online client's table side (the online controller, the server's game as a Match, the lobby)
 * comes with the online module, as the Colyseus SDK does: the self-contained files (after
 * `npm run build`), which never go online, carry none of it, and neither does the package's
 * table base.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const games = readdirSync(path.join(root, 'components')).filter((d) => d.endsWith('-table')).map((d) => d.slice(0, -'-table'.length));
// Code of the online controller's (where it keeps a seat's session) and the lobby's (its tag), as
// it stands in a built file. (Their texts' translations are in the shared set, which the iife
// carries whole.)
const ONLINE = ['tabletop-elements/online/', 'tt-lobby'];

describe('the online client in the built files', () => {
  it('is in no self-contained file', () => {
    for (const id of games) {
      for (const file of [`${id}.js`, `${id}.iife.js`]) {
        const code = readFileSync(path.join(root, 'dist', file), 'utf8');
        for (const text of ONLINE) expect(code.includes(text), `dist/${file} holds "${text}"`).toBe(false);
      }
    }
  });

  it('is in the online module of the package, and the table base does not import it', () => {
    const base = readFileSync(path.join(root, 'dist', 'lib', 'src', 'ui', 'game-table.js'), 'utf8');
    expect(base).not.toMatch(/from "[^"]*(online-controller|remote-match|lobby)\.js"/);
    const online = readFileSync(path.join(root, 'dist', 'lib', 'src', 'online', 'index.js'), 'utf8');
    expect(online).toMatch(/online-controller/);
  });
});
