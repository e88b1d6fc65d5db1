/**
 * The one palette: each colour has its own symbol, glyph and pattern, and no colour game keeps a
 * colour table of its own (its sources never write a palette glyph; they take it from PALETTE).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PALETTE, PALETTE_NAMES, SYMBOL_PATHS } from '../../src/ui/palette.js';

/** The games whose pieces or cards are told apart by colour. */
export const COLOUR_GAMES = ['hisss', 'box', 'dig', 'orc', 'rum', 'sow', 'spy', 'collide-o', 'killer-bunnies', 'contractor', 'construction-game'] as const;

const root = path.resolve(import.meta.dirname, '..', '..');
const tsFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? tsFiles(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
  );

describe('the palette', () => {
  it('gives every colour a symbol, a glyph and a pattern of its own', () => {
    const symbols = PALETTE_NAMES.map((n) => PALETTE[n].symbol);
    const glyphs = PALETTE_NAMES.map((n) => PALETTE[n].glyph);
    const patterns = PALETTE_NAMES.map((n) => PALETTE[n].pattern);
    expect(new Set(symbols).size).toBe(PALETTE_NAMES.length);
    expect(new Set(glyphs).size).toBe(PALETTE_NAMES.length);
    expect(new Set(patterns).size).toBe(PALETTE_NAMES.length);
    for (const name of PALETTE_NAMES) expect(SYMBOL_PATHS[PALETTE[name].symbol], name).toMatch(/^M/);
  });

  it('gives every colour a fill, and a dark ink and an on-colour that differ from it', () => {
    for (const name of PALETTE_NAMES) {
      const c = PALETTE[name];
      expect(c.fill, name).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.ink, name).not.toBe(c.fill);
      expect(c.on, name).not.toBe(c.fill);
    }
  });

  describe.each(COLOUR_GAMES)('%s', (id) => {
    const files = [...tsFiles(`components/${id}-table`), ...tsFiles(`machines/${id}`)];

    it('draws its colours from the palette, never a glyph of its own', () => {
      const glyphs = PALETTE_NAMES.map((n) => PALETTE[n].glyph);
      const found = files.flatMap((file) => {
        const text = readFileSync(path.join(root, file), 'utf8');
        return glyphs.filter((g) => text.includes(g)).map((g) => `${file}: ${g}`);
      });
      expect(found).toEqual([]);
      const table = readFileSync(path.join(root, `components/${id}-table/${id}-table.ts`), 'utf8');
      expect(table).toMatch(/from '\.\.\/\.\.\/src\/ui\/palette\.js'/);
    });
  });
});
