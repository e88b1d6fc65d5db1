/**
 * The self-contained file of a turn-based game (after `npm run build`) goes without the real-time
 * host and keys (src/ui/realtime-parts.ts), which only real-time tables make; a real-time game's
 * file keeps them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const games = readdirSync(path.join(root, 'components')).filter((d) => d.endsWith('-table')).map((d) => d.slice(0, -'-table'.length));
// A text of the host's (src/realtime/host.ts) and the stub's error, as they stand in a built file.
const HOST = "Only the table's host may make the move";
const STUB = 'was built for a turn-based game';

describe('the real-time host in dist/<id>.js', () => {
  it('is in the files of the real-time games only', async () => {
    const realtime: string[] = [];
    for (const id of games) {
      const module = (await import(`../../machines/${id}/index.ts`)) as Record<string, unknown>;
      const compiled = Object.values(module).filter((v): v is { def: { realtime?: unknown } } => typeof v === 'object' && v !== null && 'def' in v && 'machine' in v);
      expect(compiled.length, `machines/${id}/index.ts exports its compiled game`).toBeGreaterThan(0);
      const isRealtime = compiled.some((game) => game.def.realtime !== undefined);
      if (isRealtime) realtime.push(id);
      for (const file of [`${id}.js`, `${id}.iife.js`]) {
        const code = readFileSync(path.join(root, 'dist', file), 'utf8');
        expect(code.includes(HOST), `dist/${file} has the host`).toBe(isRealtime);
        expect(code.includes(STUB), `dist/${file} has the stub`).toBe(!isRealtime);
      }
    }
    expect(realtime.sort()).toEqual(['chomp', 'collide-o', 'finders-keepers']);
  });
});
