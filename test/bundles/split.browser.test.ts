/**
 * The code-split browser set (dist/split/<id>.js and its shared chunks): a page with every game
 * loads Lit, XState and the shared UI once; a second copy of the elements on the same page (a
 * self-contained file of the same release, or of another) crashes nothing and is named in a
 * console warning.
 */
import { expect, waitUntil } from '@open-wc/testing';

type FrameWindow = Window & typeof globalThis & { litElementVersions?: string[] };

const GAMES = ['boo', 'box', 'chomp', 'collide-o', 'construction-game', 'construction-zone', 'contractor', 'dig', 'finders-keepers', 'gym', 'hisss', 'killer-bunnies', 'orc', 'puerto-rico', 'rum', 'sow', 'spy'];

async function framePage(body: string): Promise<{ frame: HTMLIFrameElement; win: FrameWindow; warnings: string[] }> {
  const frame = document.createElement('iframe');
  frame.style.width = '900px';
  frame.style.height = '700px';
  // A warning is kept from the first script on, so nothing printed while the modules load is missed.
  frame.srcdoc = `<html><script>window.__warnings = []; const warn = console.warn.bind(console); console.warn = (...args) => { window.__warnings.push(args.map(String).join(' ')); warn(...args); };</script>${body}</html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as FrameWindow;
  return { frame, win, warnings: (win as unknown as { __warnings: string[] }).__warnings };
}

const statusOf = (el: Element) => el.shadowRoot?.querySelector('[part~="status"]')?.textContent ?? '';

describe('the code-split set, dist/split', () => {
  it('registers all seventeen tables from one page and loads Lit once', async () => {
    const scripts = GAMES.map((id) => `<script type="module" src="${location.origin}/dist/split/${id}.js"></script>`).join('');
    const { frame, win, warnings } = await framePage(`${scripts}<hisss-table players="2" seats="human,human"></hisss-table><box-table players="2" seats="human,human"></box-table>`);
    try {
      await waitUntil(() => GAMES.every((id) => win.customElements.get(`${id}-table`)), 'every game registers its table', { timeout: 20000 });
      expect(win.litElementVersions?.length).to.equal(1);
      for (const shared of ['tt-move-log', 'tt-player-panel', 'tt-setup-form', 'tt-game-over']) expect(win.customElements.get(shared), `<${shared}>`).to.not.equal(undefined);
      const files = win.performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/dist/'));
      expect(new Set(files).size).to.equal(files.length);
      expect(files.filter((n) => n.includes('/dist/split/chunks/')).length).to.be.greaterThan(0);
      for (const tag of ['hisss-table', 'box-table']) {
        const el = frame.contentDocument!.querySelector(tag)!;
        await waitUntil(() => statusOf(el).length > 0, `<${tag}> draws its table`, { timeout: 10000 });
      }
      expect(warnings).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });

  it('beside a self-contained file of a game already there, keeps the first definitions, warns once per tag and still plays', async () => {
    const { frame, win, warnings } = await framePage(`<script type="module" src="${location.origin}/dist/split/hisss.js"></script><script type="module" src="${location.origin}/dist/hisss.js"></script>`);
    try {
      await waitUntil(() => (win.litElementVersions?.length ?? 0) === 2, 'both copies of Lit have loaded', { timeout: 20000 });
      const first = win.customElements.get('hisss-table');
      await waitUntil(() => warnings.some((w) => w.includes('<hisss-table>')), 'the second copy names the tag it could not register', { timeout: 10000 });
      expect(warnings.some((w) => w.includes('<tt-move-log>'))).to.equal(true);
      expect(new Set(warnings).size).to.equal(warnings.length);
      expect(win.customElements.get('hisss-table')).to.equal(first);
      const el = frame.contentDocument!.createElement('hisss-table');
      el.setAttribute('players', '2');
      el.setAttribute('seats', 'bot:easy,bot:easy');
      el.setAttribute('bot-delay', '0');
      const over = new Promise((resolve) => el.addEventListener('tt-game-over', resolve, { once: true }));
      frame.contentDocument!.body.append(el);
      await Promise.race([over, new Promise((_, reject) => setTimeout(() => reject(new Error('the bots did not finish the game')), 30000))]);
    } finally {
      frame.remove();
    }
  });
});
