/**
 * Every colour game draws its colour cues from the one palette, at a size a child can read on a
 * phone: the same colour has the same symbol in every game, each symbol is at least 12 CSS px at
 * 390 px wide, and the Rules dialog's legend names every colour the table shows.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../components/hisss-table/define.js';
import '../../components/box-table/define.js';
import '../../components/dig-table/define.js';
import '../../components/orc-table/define.js';
import '../../components/rum-table/define.js';
import '../../components/sow-table/define.js';
import '../../components/spy-table/define.js';
import '../../components/collide-o-table/define.js';
import '../../components/killer-bunnies-table/define.js';
import '../../components/contractor-table/define.js';
import '../../components/construction-game-table/define.js';
import type { Move } from '../../src/dsl/index.js';
import { PALETTE, SYMBOL_PATHS, type PaletteName } from '../../src/ui/palette.js';

/**
 * Each colour game, with a line-up that shows a person's own cards or pieces at the start — or,
 * with `untilColour`, the first position of its seeded game that shows a colour (Killer Bunnies
 * shows its colours once a bunny is in the circle).
 */
const GAMES: ReadonlyArray<{ tag: string; seats: string; untilColour?: number }> = [
  { tag: 'hisss-table', seats: 'human,bot:easy' },
  { tag: 'box-table', seats: 'human,bot:easy' },
  { tag: 'dig-table', seats: 'human,bot:easy,bot:easy' },
  { tag: 'orc-table', seats: 'human,bot:easy' },
  { tag: 'rum-table', seats: 'human,bot:easy' },
  { tag: 'sow-table', seats: 'human,bot:easy' },
  { tag: 'spy-table', seats: 'human,bot:easy' },
  { tag: 'collide-o-table', seats: 'human,bot:easy' },
  { tag: 'killer-bunnies-table', seats: 'human,human', untilColour: 200 },
  { tag: 'contractor-table', seats: 'human,bot:easy' },
  { tag: 'construction-game-table', seats: 'human,bot:easy' },
];

async function mount(tag: string, seats: string): Promise<HTMLElement & { updateComplete: Promise<boolean> }> {
  const el = document.createElement(tag) as HTMLElement & { updateComplete: Promise<boolean> };
  el.setAttribute('seats', seats);
  el.setAttribute('seed', 'palette');
  el.setAttribute('autoplay', 'false');
  document.body.append(el);
  await el.updateComplete;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return el;
}

describe('the palette in every colour game', () => {
  before(async () => {
    await setViewport({ width: 390, height: 844 });
  });
  afterEach(() => {
    for (const el of [...document.body.children]) if (el.localName.endsWith('-table')) el.remove();
  });

  for (const { tag, seats, untilColour = 0 } of GAMES) {
    it(`<${tag}> draws each colour with the palette's symbol, at least 12 px on a phone, and names them all in its legend`, async () => {
      const el = await mount(tag, seats);
      const root = el.shadowRoot!;
      const table = root.querySelector('[part~="table"]')!;
      // The seeded game's first listed moves, through the match, until a colour is on the table.
      const match = (el as unknown as { match: { legalMoves(): Move[]; play(m: Move): unknown } }).match;
      for (let i = 0; i < untilColour && !table.querySelector('[data-palette]'); i++) {
        const legal = match.legalMoves();
        if (legal.length === 0) break;
        match.play(legal[0]!);
        await el.updateComplete;
      }
      const curtain = root.querySelector<HTMLButtonElement>('[part~="curtain"] button');
      curtain?.click();
      await el.updateComplete;
      const marks = [...table.querySelectorAll<SVGGraphicsElement>('[data-palette]')];
      expect(marks.length, 'colour symbols on the table').to.be.greaterThan(0);
      const shown = new Set<PaletteName>();
      for (const mark of marks) {
        const name = mark.getAttribute('data-palette') as PaletteName;
        expect(PALETTE, `a colour the palette has: ${name}`).to.have.property(name);
        const symbol = PALETTE[name].symbol;
        expect(mark.getAttribute('data-symbol'), name).to.equal(symbol);
        expect(mark.getAttribute('d'), name).to.equal(SYMBOL_PATHS[symbol]);
        if (mark.getClientRects().length === 0) continue; // not on screen (a closed part)
        const m = mark.getScreenCTM()!;
        const size = 24 * Math.hypot(m.a, m.b);
        expect(size, `${name} symbol's size in CSS px`).to.be.at.least(12);
        shown.add(name);
      }
      expect(shown.size, 'colour symbols visible on a phone').to.be.greaterThan(0);
      const legend = new Set([...root.querySelectorAll('dialog [data-legend]')].map((li) => li.getAttribute('data-legend')));
      for (const name of shown) expect(legend.has(name), `the Rules legend names ${name}`).to.equal(true);
      for (const item of root.querySelectorAll('dialog [data-legend]')) {
        const name = item.getAttribute('data-legend') as PaletteName;
        expect(item.querySelector(`[data-palette="${name}"]`), `the legend draws ${name}'s symbol`).to.not.equal(null);
      }
    });
  }
});
