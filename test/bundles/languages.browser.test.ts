/**
 * The self-contained files speak every language: the ES module carries English and fetches
 * `<id>.<lang>.js` from beside itself when a table first needs it; the classic script (for lesson
 * pages opened from disk) carries all four.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { embedFromDist } from '../../src/testing/browser-dom.js';

const statusOf = (el: Element) => el.shadowRoot!.querySelector('[part~="status"]')!.textContent ?? '';
const toolbarOf = (el: Element) => el.shadowRoot!.querySelector('[part~="toolbar"]')!.textContent ?? '';

describe('languages in the self-contained files', () => {
  it('dist/hisss.js fetches French from beside itself and draws the table in it, and English needs no fetch', async () => {
    const embedded = await embedFromDist('hisss', { players: 2, seats: 'human,bot:easy', lang: 'fr', 'bot-delay': '100000' });
    try {
      const win = embedded.frame.contentWindow as Window & typeof globalThis;
      await waitUntil(() => /Nouvelle partie/.test(toolbarOf(embedded.el)), 'the toolbar turns French once dist/hisss.fr.js has arrived', { timeout: 10000 });
      expect(statusOf(embedded.el)).not.to.match(/Your turn/);
      const loaded = win.performance.getEntriesByType('resource').map((e) => e.name);
      expect(loaded.some((name) => name.endsWith('/dist/hisss.fr.js'))).to.equal(true);
      expect(loaded.some((name) => /\/dist\/hisss\.(es|de)\.js$/.test(name))).to.equal(false);
      // Switching to German on the running table fetches German and keeps the game.
      const save = (embedded.el as unknown as { save(): string }).save();
      embedded.el.setAttribute('lang', 'de');
      await waitUntil(() => /Neues Spiel/.test(toolbarOf(embedded.el)), 'German arrives', { timeout: 10000 });
      expect((embedded.el as unknown as { save(): string }).save()).to.equal(save);
    } finally {
      embedded.cleanup();
    }
  });

  it('dist/hisss.iife.js carries every language: a classic-script page draws Spanish with no other file', async () => {
    const frame = document.createElement('iframe');
    frame.style.width = '900px';
    frame.style.height = '700px';
    frame.srcdoc = `<html lang="es"><script src="${location.origin}/dist/hisss.iife.js"></script><hisss-table players="2" seats="human,human"></hisss-table></html>`;
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    try {
      await loaded;
      const win = frame.contentWindow as Window & typeof globalThis;
      await win.customElements.whenDefined('hisss-table');
      const el = frame.contentDocument!.querySelector('hisss-table')!;
      await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      expect(toolbarOf(el)).to.match(/Partida nueva/);
      const files = win.performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/dist/'));
      expect(files.every((n) => n.endsWith('/dist/hisss.iife.js'))).to.equal(true);
    } finally {
      frame.remove();
    }
  });
});
